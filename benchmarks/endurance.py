"""Endurance: memory growth per hand and the cost of one autosave as a long evening of
play goes on. Run by hand (on a shared machine, under nice):

    nice -n 19 .venv/bin/python benchmarks/endurance.py [--hands 1000] [--ui]

The computer plays both seats through the GameController and the AutoSaver (with
``--ui`` through the main window too, offscreen, at the instant speed), match after
match to ``--target`` points (100: an evening of ordinary matches, where memory must
stay flat; 10000: one very long match, where the autosave must not slow down, and
where the match itself grows: it keeps every hand for replays and reviews). Data and
settings go to a throwaway folder. It prints the resident memory growth per hand after the first 50
hands, and the median time of one autosave during hand 1, hand 10 and hand N.
Goals: < 2 KB per hand; the autosave at hand N within 2x that at hand 10.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

WARM_UP = 50  # hands before memory is measured: caches, tables, fonts fill up first


def rss_kb() -> int:
    """Resident memory now (not the peak), from /proc (Linux)."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--ui", action="store_true", help="play through the main window")
    parser.add_argument("--level", default="beginner")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=100, help="points of one match")
    parser.add_argument("--every", type=int, default=250, help="print RSS every N hands")
    parser.add_argument(
        "--no-autosave", action="store_true", help="without the autosaver (to compare)"
    )
    args = parser.parse_args()
    if args.hands <= WARM_UP + 10:
        parser.error(f"--hands must be more than {WARM_UP + 10}")

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="ginrummy-endurance-")
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)

    from ginrummy_desktop.app.autosave import AutoSaver
    from ginrummy_desktop.model import PRESETS
    from ginrummy_desktop.persistence import SaveStore

    # Time every save the autosaver makes, by the hand it was made in.
    save_times: dict[int, list[float]] = defaultdict(list)
    # CPU time of the saving thread too: on a shared machine at nice 19 the wall time
    # of a save also counts the moments the process was not running at all.
    save_cpu: dict[int, list[float]] = defaultdict(list)
    reported = {1, *range(10, 20), *range(args.hands - 9, args.hands + 1)}
    hands_done = [0]
    original_save = SaveStore.save

    def timed_save(self: SaveStore, *a: object, **kw: object) -> None:
        t0, c0 = time.perf_counter(), time.thread_time()
        original_save(self, *a, **kw)  # type: ignore[arg-type]
        hand = hands_done[0] + 1
        # Only the hands reported are kept: a list of every save's time would itself
        # grow by a few KB a hand and be counted as the game's memory.
        if hand in reported:
            save_cpu[hand].append(time.thread_time() - c0)
            save_times[hand].append(time.perf_counter() - t0)

    SaveStore.save = timed_save  # type: ignore[method-assign]
    rules = PRESETS["standard"].with_changes(target=args.target)
    window = None
    saver: AutoSaver | None
    app: QCoreApplication
    if args.ui:
        from ginrummy_desktop.__main__ import create, parse_args

        app, window, controller = create(parse_args(["--demo", "--language", "en"]), [])
        window.settings_menus.speed_chosen("instant")  # the speed menu's own slot
        window.show()
        saver = AutoSaver(
            controller, session=window.session, directory=Path(folder) / "data", parent=window
        )
        window.attach_autosaver(saver)
        window.new_game(rules, args.level, args.seed)
    else:
        from ginrummy_desktop.app.controller import GameController

        app = QApplication.instance() or QApplication([])
        controller = GameController(computer_seats=(0, 1), delay_ms=0)
        saver = None if args.no_autosave else AutoSaver(controller, directory=Path(folder) / "data")
        controller.new_match(rules, args.level, seed=args.seed)

    matches = [1]

    def hand_finished(_record: object) -> None:
        hands_done[0] += 1

    def match_finished(_result: object) -> None:
        matches[0] += 1
        seed = args.seed + matches[0]
        if window is not None:
            window.new_game(rules, args.level, seed)
        else:
            controller.new_match(rules, args.level, seed=seed)

    controller.hand_finished.connect(hand_finished)
    controller.match_finished.connect(match_finished)

    rss: dict[int, int] = {}
    started = time.perf_counter()
    while hands_done[0] < args.hands:
        app.processEvents()
        controller.wait_idle(20)
        n = hands_done[0]
        marks = (WARM_UP, args.hands // 2, args.hands - 1)
        if (n in marks or (n and n % args.every == 0)) and n not in rss:
            gc.collect()
            rss[n] = rss_kb()
            print(f"hand {n}: RSS {rss[n]} KB, {time.perf_counter() - started:.0f} s", flush=True)
    controller.set_paused(True)
    controller.wait_idle()
    gc.collect()
    rss[args.hands] = rss_kb()

    def median_ms(first: int, last: int | None = None, table: dict = save_times) -> float:
        times = [t for h in range(first, (last or first) + 1) for t in table.get(h, [])]
        return statistics.median(times or [float("nan")]) * 1000

    last = args.hands
    growth = (rss[last] - rss[WARM_UP]) / (last - WARM_UP)
    match = controller.match
    mode = "ui" if args.ui else "controller"
    print(f"mode: {mode}; target {args.target}; hands {last}; matches {matches[0]}")
    print(f"hands in the current match: {match.hand_number if match else 0}")
    print(f"RSS after hand {WARM_UP}: {rss[WARM_UP]} KB; after hand {last}: {rss[last]} KB")
    print(f"RSS growth per hand after the first {WARM_UP}: {growth:.2f} KB")
    half = args.hands // 2
    late = (rss[last] - rss[half]) / (last - half)
    print(f"RSS growth per hand from hand {half} to {last}: {late:.2f} KB")
    for hand in (1, 10, last):
        print(
            f"autosave during hand {hand}: median {median_ms(hand):.2f} ms"
            f" over {len(save_times.get(hand, []))} saves"
        )
    # One hand's 40-odd saves are few on a busy machine (fsync): ten hands' too.
    around_10, around_last = median_ms(10, 19), median_ms(last - 9, last)
    print(f"autosave during hands 10-19: median {around_10:.2f} ms")
    print(f"autosave during hands {last - 9}-{last}: median {around_last:.2f} ms")
    print(f"autosave ratio hands {last - 9}-{last} / hands 10-19: {around_last / around_10:.2f}")
    cpu_10, cpu_last = median_ms(10, 19, save_cpu), median_ms(last - 9, last, save_cpu)
    print(f"autosave CPU time, hands 10-19: median {cpu_10:.3f} ms;", end=" ")
    print(f"hands {last - 9}-{last}: median {cpu_last:.3f} ms; ratio {cpu_last / cpu_10:.2f}")
    if saver is not None:
        saver.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long the game history and the statistics take to open with a large history.

When they open, the history window reads every game, the latest 1,000 hands, the
duplicate deals and the score pad games; the statistics read the per-level figures,
the charts' series, the duplicate averages and the score pad count. This script builds
a history of N finished games in a throwaway folder and prints, as the median of
several runs:

* ``read``: the reads and their aggregation alone (what a thread of their own can take);
* ``window``: opening the window as the game does, shown offscreen, as two figures:
  the longest the GUI thread was held at a time (making and showing it; its first
  paint; filling it when a read made in a thread of its own comes; each pass of the
  event loop after that, laying it out and painting its figures), and the time until
  its figures are painted;

and, once, how long writing and opening the database took (the opening's integrity
check is done at start, not when a window opens). Run by hand::

    .venv/bin/python benchmarks/history_load.py [--games 1000 5000] [--runs 5]

The games: 40 real matches, Intermediate against Intermediate to 100 points (10.2
hands a match, each with its moves), written with the game's own entries
(``hand_entry``, ``result_entry``) as the history's writer writes them; the rest are
those matches again under other ids and seeds, spread over the levels and over time,
one in 20 abandoned after its first hand and one in 10 played with a training aid.

Measured on the development machine, which is shared: runs vary by 20% and more from
one hour to the next (offscreen, file in the OS cache, median of 5 runs; window: GUI
thread held / shown after, in ms). Three steps: the windows reading on the GUI thread;
reading in a thread of their own (app/history_reads.py) and filled with a widget item
per game and per hand (``thread``); the history's list a model whose texts are made as
its rows come in sight (ui/dialogs/history_model.py) and the statistics' games table
filled when it is first shown (ui/charts/numbers.py; ``model``). Rows marked * made the
window without showing it, as this script did until the ``model`` step (no first paint,
no layout or paint after the read); ``thread`` and ``model`` were run one after the
other, both ways (the ``GUI thread`` rows are an earlier run's: that code is gone):

| games | hands | file MB | | history read | history window | statistics read | statistics window |
|---|---|---|---|---|---|---|---|
| 1,000 | 9,750 | 24.3 | GUI thread * | 183 | 424 / 424 | 59 | 188 / 188 |
| | | | thread * | 158 | 177 / 387 | 53 | 129 / 212 |
| | | | model * | 293 | 26 / 279 | 76 | 25 / 105 |
| | | | thread | 236 | 318 / 631 | 53 | 170 / 286 |
| | | | model | 248 | 28 / 225 | 53 | 30 / 96 |
| 5,000 | 48,750 | 121.2 | GUI thread * | 529 | 993 / 993 | 284 | 764 / 764 |
| | | | thread * | 692 | 488 / 1205 | 446 | 446 / 935 |
| | | | model * | 568 | 23 / 701 | 350 | 22 / 351 |
| | | | thread | 593 | 444 / 1096 | 267 | 410 / 826 |
| | | | model | 542 | 53 / 650 | 304 | 32 / 430 |

Writing the 5,000 games took 44-54 s, opening the file (its integrity check) 114-170 ms.
With the reads on the GUI thread the table stood still for most of a second each time
either window opened; with the reads in a thread, filling the widgets when the read came
still held it for half a second (the history's 5,000 game items, sorted and their
columns fitted; the statistics' games table, a row per game a page away, and its summary
table, whose every cell set measured all its rows again). Now the longest hold is making
the window and its first paint, or filling the history's model (the view walks its rows
once); "shown after" is the read's own time, in its thread. Not in these figures: the
statistics' games table when it is first asked for (some 300 ms with 5,000 games) and
the charts page's paint (some 240 ms, a point per game drawn); the window opens on its
summary.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai import LEVELS
from ginrummy_desktop.ai.base import breaks_stall
from ginrummy_desktop.model import Match, NextHand, Phase, match_view, preset
from ginrummy_desktop.persistence import HistoryDB, compute_statistics
from ginrummy_desktop.persistence.chart_data import level_charts
from ginrummy_desktop.persistence.duplicate_history import (
    duplicate_averages,
    duplicate_rows,
    duplicate_series,
)
from ginrummy_desktop.persistence.history import hand_entry, result_entry
from ginrummy_desktop.persistence.history_pending import write_entries
from ginrummy_desktop.persistence.pad_history import pad_game_count, pad_games
from ginrummy_desktop.sim.runner import load_factory, sub_seed

START = datetime(2024, 1, 1, tzinfo=UTC)


def real_matches(count: int, seed: int) -> list[Match]:
    """``count`` whole matches played by the computer against itself."""
    factory = load_factory("intermediate")
    out = []
    for index in range(count):
        players = [factory(seed=sub_seed("player", seed, index, s)) for s in (0, 1)]
        match = Match(
            preset("standard"), seed=sub_seed("game", seed, index), first_dealer=index % 2
        )
        while not match.is_over:
            deal = match.current
            if deal.phase is Phase.OVER:
                match.apply(NextHand(0))
                continue
            decision = players[deal.turn].decide(match_view(match, deal.turn))
            match.apply(breaks_stall(decision.action, len(deal.actions)))
        out.append(match)
    return out


def entries_of(match: Match, match_id: str, level: str, when: datetime) -> list[dict[str, Any]]:
    """A finished match's entries, as the game writes them: each hand, then its end."""
    out = []
    for i, record in enumerate(match.records):
        now = when + timedelta(minutes=3 * i)
        out.append(
            hand_entry(match_id=match_id, match=match, record=record, ai_level=level, now=now)
        )
    assert match.game_result is not None
    now = when + timedelta(minutes=3 * len(match.records))
    out.append(
        result_entry(
            match_id=match_id, match=match, result=match.game_result, ai_level=level, now=now
        )
    )
    return out


def build(directory: Path, games: int, base: list[Match]) -> float:
    """Write ``games`` games into a new history in ``directory``; the seconds it took."""
    start = time.perf_counter()
    db = HistoryDB(directory)
    templates = [entries_of(m, "template", "intermediate", START) for m in base]
    batch: list[dict[str, Any]] = []
    for game in range(games):
        match_id = f"bench-{game:06d}"
        level = LEVELS[(game // 7) % len(LEVELS)]
        when = START + timedelta(hours=6 * game)
        entries = copy.deepcopy(templates[game % len(templates)])
        if game % 20 == 19:  # left for a new game after its first hand
            first = entries[0]
            entries = [first, {**first, "kind": "abandoned"}]
            entries[1].pop("hand")
        for n, entry in enumerate(entries):
            entry["match_id"] = match_id
            entry["when"] = (when + timedelta(minutes=3 * n)).isoformat(timespec="seconds")
            entry["match"]["ai_level"] = level
            entry["match"]["seed"] = game  # another match, not the template's again
            entry["assisted"] = game % 10 == 3
        batch += entries
        if len(batch) > 2000:
            with db._write() as conn:
                write_entries(conn, batch)
            batch = []
    with db._write() as conn:
        write_entries(conn, batch)
    db.close()
    return time.perf_counter() - start


def history_reads(db: HistoryDB) -> None:
    """What the history window reads when it opens (HistoryDialog.refresh)."""
    db.matches()
    db.hands()
    duplicate_rows(db)
    pad_games(db)


def statistics_reads(db: HistoryDB) -> None:
    """What the statistics window reads when it opens (StatisticsDialog.refresh)."""
    compute_statistics(db)
    level_charts(db)
    duplicate_averages(db)
    duplicate_series(db)
    pad_game_count(db)


def median_ms(work: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def window_ms(app: Any, cls: Any, db: HistoryDB) -> tuple[float, float]:
    """Opening a window as the game does, shown offscreen: the longest the GUI thread was
    held at a time (making and showing it; its first paint; filling it when a read of
    its own thread comes; then laying it out and painting its figures, each pass of the
    event loop apart), and the time until its figures are painted."""
    held: list[float] = []
    fill = getattr(cls, "_read_done", None)
    if fill is not None:  # the read in a thread of its own: time the filling apart

        def timed(self: Any, *args: Any) -> None:
            start = time.perf_counter()
            fill(self, *args)
            held.append(time.perf_counter() - start)

        cls._read_done = timed

    def one_pass() -> None:
        start = time.perf_counter()
        app.processEvents()
        held.append(time.perf_counter() - start)

    try:
        start = time.perf_counter()
        dialog = cls(db)
        dialog.show()
        held.append(time.perf_counter() - start)
        one_pass()  # its first paint
        while getattr(dialog, "loading", False):
            # Idle as the game's event loop is, not spinning: the reads' thread has the
            # interpreter to itself meanwhile.
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        for _ in range(3):  # what the figures set going: layouts, resizes, the paint
            one_pass()
        shown = time.perf_counter() - start
    finally:
        if fill is not None:
            cls._read_done = fill
    dialog.close()
    dialog.deleteLater()
    app.processEvents()
    return max(held) * 1000, shown * 1000


def medians(figures: list[tuple[float, float]]) -> str:
    return " / ".join(f"{statistics.median(f):.0f}" for f in zip(*figures, strict=True))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[1000, 5000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--real", type=int, default=40, help="real matches played")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args(argv)

    import os

    os.environ.setdefault("QT_QPA_PLATFORM", args.platform)
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.ui.dialogs.history import HistoryDialog
    from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    base = real_matches(args.real, args.seed)
    hands = sum(len(m.records) for m in base) / len(base)
    print(f"{args.real} real matches played in {time.perf_counter() - start:.1f} s,")
    print(f"{hands:.1f} hands a match")
    print()
    print(
        "| games | hands | file MB | write s | open db ms | history read ms |"
        " history window ms | statistics read ms | statistics window ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for games in args.games:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            written = build(folder, games, base)
            start = time.perf_counter()
            db = HistoryDB(folder)
            opened = (time.perf_counter() - start) * 1000
            count = db.query("SELECT count(*) AS n FROM hands")[0]["n"]
            size = db.path.stat().st_size / 1e6
            figures = [
                f"{median_ms(partial(history_reads, db), args.runs):.0f}",
                medians([window_ms(app, HistoryDialog, db) for _ in range(args.runs)]),
                f"{median_ms(partial(statistics_reads, db), args.runs):.0f}",
                medians([window_ms(app, StatisticsDialog, db) for _ in range(args.runs)]),
            ]
            db.close()
        print(
            f"| {games:,} | {count:,} | {size:.1f} | {written:.1f} | {opened:.0f} | "
            + " | ".join(figures)
            + " |",
            flush=True,
        )


if __name__ == "__main__":
    main()

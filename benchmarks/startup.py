"""Startup time and memory: seconds from launch to the first shown window, and the
peak memory after one hand played to the end. Run by hand:

    .venv/bin/python benchmarks/startup.py [--runs 5] [--platform offscreen]

Each run is a fresh process (so imports and font loading count), with settings and
saves in a throwaway folder. Goal on the development machine: < 1.5 s, < 250 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

CHILD = r"""
import json, os, resource, sys, time
t0 = float(os.environ["GINRUMMY_BENCH_T0"])
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication
QStandardPaths.setTestModeEnabled(True)
for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
    QSettings.setPath(fmt, QSettings.Scope.UserScope, os.environ["GINRUMMY_BENCH_DIR"])
from ginrummy_desktop.__main__ import create, parse_args, start_game
app, window, controller = create(parse_args([]), [])
window.show()
exposed = False
while not exposed:
    app.processEvents()
    exposed = window.isVisible() and window.windowHandle() is not None \
        and window.windowHandle().isExposed()
shown = time.time() - t0
start_game(window, seed=1)
# One hand: the person's seat follows the hints, the computer plays itself.
from ginrummy_desktop.app import settings as S
window.settings_menus.speed_chosen("instant")
m = controller.match
deadline = time.time() + 120
while not m.current.is_over and time.time() < deadline:
    app.processEvents()
    controller.wait_idle(50)
    app.processEvents()
    if controller.person_to_act() and not m.current.is_over:
        view = controller.view(0)
        if view.phase.value == "layoff":
            controller.accept_best_layoffs()
        else:
            controller.act(controller.hint().action)
for _ in range(10):
    app.processEvents()
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"shown_s": shown, "peak_mb": peak_kb / 1024, "hand_over": m.current.is_over}))
controller.set_paused(True)
controller.wait_idle()
"""


def run_once(platform: str) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="ginrummy-bench-") as folder:
        env = dict(os.environ)
        env["GINRUMMY_BENCH_DIR"] = folder
        env["XDG_DATA_HOME"] = folder
        env["XDG_CONFIG_HOME"] = folder
        if platform:
            env["QT_QPA_PLATFORM"] = platform
        env["GINRUMMY_BENCH_T0"] = repr(time.time())
        out = subprocess.run(
            [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, check=True
        )
        line = [x for x in out.stdout.splitlines() if x.startswith("{")][-1]
        figures: dict[str, Any] = json.loads(line)
        return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--platform",
        default=os.environ.get("QT_QPA_PLATFORM", ""),
        help="Qt platform (offscreen without a display)",
    )
    args = parser.parse_args()
    results = [run_once(args.platform) for _ in range(args.runs)]
    shown = [r["shown_s"] for r in results]
    peak = [r["peak_mb"] for r in results]
    print(f"runs: {len(results)}  platform: {args.platform or 'default'}")
    print(
        f"launch to first shown window: median {statistics.median(shown):.2f} s, "
        f"min {min(shown):.2f} s, max {max(shown):.2f} s   (goal < 1.5 s)"
    )
    print(
        f"peak memory after one hand:   median {statistics.median(peak):.0f} MB, "
        f"max {max(peak):.0f} MB   (goal < 250 MB)"
    )
    print("hands finished:", sum(1 for r in results if r["hand_over"]), "of", len(results))


if __name__ == "__main__":
    main()

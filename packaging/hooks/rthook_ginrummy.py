"""PyInstaller runtime hook: prepares the frozen game before any of its code runs."""

from __future__ import annotations

import os
import sys


def _keep_output_of_windowed_build() -> None:
    # A windowed Windows/macOS build has no stdout/stderr (they are None), so a
    # self-test report or a crash traceback would vanish. With GINRUMMY_LOG_FILE
    # set (CI does), both go to that file instead.
    path = os.environ.get("GINRUMMY_LOG_FILE")
    if not path or (sys.stdout is not None and sys.stderr is not None):
        return
    stream = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 - lives for the process
    if sys.stdout is None:
        sys.stdout = stream
    if sys.stderr is None:
        sys.stderr = stream


_keep_output_of_windowed_build()

"""Measures a built bundle: size on disk, size compressed, seconds to the first window.

Shared by benchmarks/bundle.py (prints the figures) and tests/packaging/test_bundle.py
(checks them against the goals). Standard library only.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import threading
import time
import zlib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_BUNDLE = ROOT / "dist" / "ginrummy"

# Goals from the packaging issue (Linux onedir bundle), in decimal megabytes: the
# stricter reading of "MB".
MAX_BUNDLE_BYTES = 150_000_000
MAX_COMPRESSED_BYTES = 45_000_000
MAX_START_SECONDS = 2.0

# Printed by ginrummy_desktop.selftest once the main window is on screen.
WINDOW_SHOWN_MARK = "self-test: window shown"


def executable(bundle: Path) -> Path:
    name = "ginrummy.exe" if sys.platform == "win32" else "ginrummy"
    return bundle / name


def directory_size(path: Path) -> int:
    """Bytes of all regular files below `path` (symbolic links count as nothing)."""
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            file = Path(folder) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


class _CountingSink:
    """A write-only file that only counts bytes: the archive is never stored."""

    def __init__(self) -> None:
        self.size = 0

    def write(self, data: bytes) -> int:
        self.size += len(data)
        return len(data)

    def flush(self) -> None:
        pass


def compressed_size(path: Path, level: int = 9) -> int:
    """Bytes of a .tar.gz of `path` at gzip `level` (the release tarball uses 9)."""
    sink = _CountingSink()
    compressor = zlib.compressobj(level, zlib.DEFLATED, 31)  # 31: gzip framing

    class _Gzip:
        def write(self, data: bytes) -> int:
            sink.write(compressor.compress(data))
            return len(data)

    with tarfile.open(fileobj=_Gzip(), mode="w|") as archive:  # type: ignore[call-overload]
        archive.add(path, arcname=path.name)
    sink.write(compressor.flush())
    return sink.size


@dataclass(frozen=True)
class SelfTestRun:
    """One `ginrummy --self-test` run of the bundle."""

    returncode: int
    output: str
    seconds_to_window: float | None  # None: the window never showed


def run_self_test(bundle: Path, timeout: float = 180.0) -> SelfTestRun:
    """Starts the bundled game with --self-test; times the start up to the window mark."""
    env = dict(os.environ)
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env["QT_QPA_PLATFORM"] = "offscreen"
    started = time.perf_counter()
    process = subprocess.Popen(
        [str(executable(bundle)), "--self-test"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    # A hung game must not hang the caller: kill it after `timeout`.
    watchdog = threading.Timer(timeout, process.kill)
    watchdog.start()
    lines: list[str] = []
    shown: float | None = None
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if shown is None and line.startswith(WINDOW_SHOWN_MARK):
                shown = time.perf_counter() - started
            lines.append(line)
        process.wait()
    finally:
        watchdog.cancel()
    return SelfTestRun(process.returncode, "".join(lines), shown)


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"

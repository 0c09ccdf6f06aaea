"""Crash-safe file writes (write, flush, fsync, replace) and moving damaged files aside."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from datetime import datetime
from pathlib import Path


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old
    file or the new one, never half of one.

    The bytes go to a temporary file in the same folder (``os.replace`` is only atomic
    within one file system), are flushed to disk, and then replace the target.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        # The old file is untouched; only our own temporary file is removed.
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    # The folder is not fsynced after the rename: that costs a few milliseconds per
    # move on the GUI thread, and after a power cut without it the previous save is
    # what remains, which is whole.


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


class NotRegularFile(OSError):
    """A path that must not be read: not a regular file (a FIFO would block the reader
    for ever, a device never ends), or larger than anything we write."""

    def __init__(self, path: Path, why: str, *, too_large: bool = False) -> None:
        super().__init__(f"{path}: {why}")
        self.too_large = too_large


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    The file is opened without blocking and checked after opening (fstat), so a FIFO
    swapped in between a check and the open cannot hang the caller either."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise NotRegularFile(path, "not a regular file")
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(path, "not a regular file")
        if info.st_size > limit:
            raise NotRegularFile(path, "far too large", too_large=True)
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise NotRegularFile(path, "far too large", too_large=True)
    return data


def stale_temp_files(path: Path) -> list[Path]:
    """Temporary files left by a write that was interrupted before its replace."""
    path = Path(path)
    if not path.parent.is_dir():
        return []
    return sorted(path.parent.glob(f".{path.name}.*.tmp"))


def remove_stale_temp_files(path: Path) -> None:
    for tmp in stale_temp_files(path):
        with contextlib.suppress(OSError):
            tmp.unlink()


def move_aside(path: Path, *, reason: str = "damaged", now: datetime | None = None) -> Path:
    """Rename a file we cannot use to ``name.<reason>-<timestamp>`` beside it, never
    deleting it: the player (or a bug report) may still need what is inside.

    Returns the new path. Companion files of an SQLite database (``-wal``, ``-shm``,
    ``-journal``) follow it so the pair stays usable for recovery tools.
    """
    path = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{reason}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{reason}-{stamp}-{n}")
    os.replace(path, target)
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            with contextlib.suppress(OSError):
                os.replace(companion, target.with_name(target.name + suffix))
    return target

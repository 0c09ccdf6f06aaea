"""The history database held by another program, as a test arranges it, with the game's
reads of it counted (each read of a held file waits its busy timeout)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from ginrummy_desktop.persistence import HistoryDB


@contextmanager
def held_history(path: Path) -> Iterator[list[str]]:
    """Inside, another connection holds ``path`` exclusively; yields the SQL of every
    ``HistoryDB.query`` made meanwhile."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    reads: list[str] = []
    original = HistoryDB.query

    def counted(self: HistoryDB, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        reads.append(sql)
        return original(self, sql, params)

    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(HistoryDB, "query", counted)
            yield reads
    finally:
        other.rollback()
        other.close()

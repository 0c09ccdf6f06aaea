"""What can still be read of a damaged history file, copied into the fresh one.

A history file that fails SQLite's check is kept aside and a new one started. Often
only an index is hurt, or one page of a table: the rows are still there to be read.
A play-test (h153) found all four games and eleven hands of a file set aside for one
damaged index page, and the player was told only that a new, empty history had begun.

Each table of the new file is filled from the old one's table of the same name, read
without its indexes, column by column where both have the column, row by row: a row
the new file refuses (a hand whose game was lost, a value out of place) is left out,
and a table whose pages cannot be read gives the rows read before the damage.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .history_rows import decode_text

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Salvaged:
    """What was copied from a damaged history: games against the computer, their hands,
    and the games of the score pad."""

    games: int = 0
    hands: int = 0
    pad_games: int = 0

    @property
    def any(self) -> bool:
        return bool(self.games or self.hands or self.pad_games)


def salvage_into(damaged: Path, conn: sqlite3.Connection) -> Salvaged:
    """Copy the readable rows of the history file at ``damaged`` into ``conn`` (a fresh
    history, its schema in place). Never raises: what cannot be read is left out."""
    try:
        old = sqlite3.connect(f"{damaged.resolve().as_uri()}?mode=ro", uri=True)
    except (sqlite3.Error, OSError, ValueError) as exc:
        _log.warning("damaged history %s cannot be opened to salvage: %s", damaged, exc)
        return Salvaged()
    old.text_factory = decode_text
    copied: dict[str, int] = {}
    try:
        for table in _tables(conn):
            copied[table] = _copy_table(old, conn, table)
        conn.commit()
    except sqlite3.Error as exc:  # the new file itself failing: nothing is kept
        _log.warning("salvaging the damaged history failed: %s", exc)
        with contextlib.suppress(sqlite3.Error):
            conn.rollback()
        return Salvaged()
    finally:
        with contextlib.suppress(sqlite3.Error):
            old.close()
    return Salvaged(
        games=copied.get("matches", 0),
        hands=copied.get("hands", 0),
        pad_games=copied.get("pad_games", 0),
    )


def _tables(conn: sqlite3.Connection) -> list[str]:
    """The new file's tables in the order they were made: a game before its hands."""
    rows = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "ORDER BY rowid"
    ).fetchall()
    return [str(name) for (name,) in rows]


def _name(identifier: str) -> str:
    """``identifier`` quoted for SQL."""
    return '"' + identifier.replace('"', '""') + '"'


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    """The table's columns, but a row id of its own (an INTEGER PRIMARY KEY): the new
    file numbers its rows itself, so that a row written to it before the copy (the
    game's writer does not wait for it) is never taken for an old one and the old
    one dropped (review h155)."""
    rows = conn.execute(f"PRAGMA table_info({_name(table)})").fetchall()
    keys = [r for r in rows if r[5]]
    rowid = {str(keys[0][1])} if len(keys) == 1 and str(keys[0][2]).upper() == "INTEGER" else set()
    return [str(r[1]) for r in rows if str(r[1]) not in rowid]


def _copy_table(old: sqlite3.Connection, new: sqlite3.Connection, table: str) -> int:
    """The rows of ``table`` readable in ``old`` inserted into ``new``; how many. A row
    the new file refuses by its rules is left out; a failing new file (full, not to be
    written) fails the whole copy."""
    try:
        shared = [c for c in _columns(old, table) if c in set(_columns(new, table))]
    except sqlite3.Error:
        return 0
    if not shared:
        return 0
    names = ", ".join(_name(c) for c in shared)
    places = ", ".join("?" * len(shared))
    insert = f"INSERT OR IGNORE INTO {_name(table)} ({names}) VALUES ({places})"
    count = 0
    for row in _rows(old, f"SELECT {names} FROM {_name(table)} NOT INDEXED"):
        try:
            count += new.execute(insert, row).rowcount
        except (sqlite3.IntegrityError, sqlite3.InterfaceError, sqlite3.DataError):
            continue  # refused by the new file: a lost game's hand, a damaged value
    return count


def _rows(conn: sqlite3.Connection, query: str) -> Iterator[tuple[object, ...]]:
    """The rows ``query`` reads, up to the first damage it meets."""
    try:
        yield from conn.execute(query)  # a row at a time: all those before the damage
    except sqlite3.DatabaseError as exc:
        _log.warning("salvage stopped at damage: %s", exc)

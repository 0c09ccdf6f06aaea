"""Reading the history on a thread of its own, so that a long history never stops the
table while a window reads it.

A :class:`HistoryReader` is made from the game's :class:`HistoryDB` on the thread that
owns it and handed to another thread, where every read function of the persistence
layer (``compute_statistics``, ``level_charts``, ``pad_games`` ...) takes it in place of
the database. It opens a connection of its own there (SQLite's are bound to the thread
that made them), sees the writes still waiting as they were when it was made, and
writes nothing. Damage found while reading moves nothing either: the reader notes it in
:attr:`HistoryReader.damaged`, the rest of the read finds an empty history (as after the
database's own setting aside), and the owner's thread sets the file aside with
:meth:`HistoryDB.set_aside_damaged`, which tells the player as before.
"""

from __future__ import annotations

import sqlite3
from typing import NoReturn

from .history import (
    BUSY_TIMEOUT,
    CACHE_KIB,
    HistoryDB,
    HistoryError,
    _is_busy,
    _is_damage,
    empty_history,
)
from .history_pending import PendingQueue
from .history_rows import decode_text


def can_read_apart(db: HistoryDB) -> bool:
    """Whether ``db``'s file can be read from another thread: not a database kept in
    memory (a second connection would find another, empty one), nor one gone on in
    memory after its file was set aside (the file on disk is the damaged one, or none:
    each read told the player again, review), nor one not opened yet (another program
    has held it since start: the database itself opens it)."""
    return db.pending_path is not None and db.available and not db.in_memory_fallback


class HistoryReader(HistoryDB):
    """``db``'s file for reading on another thread (made on ``db``'s own thread)."""

    def __init__(self, db: HistoryDB) -> None:
        # Not HistoryDB.__init__: nothing is opened, checked or written here.
        self.path = db.path
        self.problem = None
        self.moved_to = None
        self.on_problem = None
        self._opened_once = True
        self.pending_path = None
        self._pending = PendingQueue(None)
        self._pending.entries = db.waiting_entries()
        self._conn_ = None
        self.damaged = False  # damage was found: the owner sets the file aside
        # The owner's count of set-asides when this read began: damage found in a file
        # the owner has set aside since (another window's read found it first) is not
        # set aside again, which would move the fresh file away.
        self.set_asides = db.set_asides
        self.in_memory_fallback = False

    @property
    def available(self) -> bool:
        """Opened by its first read, on the thread that reads."""
        return True

    def _open_or_set_aside(self) -> sqlite3.Connection:
        """A plain connection (the database checked and upgraded the file at start)."""
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as exc:
            raise HistoryError(str(exc), busy=_is_busy(exc)) from exc
        conn.text_factory = decode_text
        try:
            conn.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
        except sqlite3.DatabaseError as exc:
            conn.close()
            if not _is_damage(exc):
                raise HistoryError(str(exc), busy=_is_busy(exc)) from exc
            self.damaged = True
            return empty_history()
        return conn

    def _damaged_while_reading(self) -> None:
        self._drop_damaged_connection()
        self.damaged = True
        self._conn_ = empty_history()

    def _write(self) -> NoReturn:
        # Every write goes through here: the game's writer alone writes the file.
        raise HistoryError("the history is only read here")

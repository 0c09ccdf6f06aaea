"""Writes the history on a thread of its own, so that another program holding the
database never stops the table.

The caller (the GUI thread) only builds a plain entry (history.hand_entry ...) and hands
it over with :meth:`HistoryWriter.submit`, which returns at once. The writer's thread
appends it to the database's queue of pending writes and writes the whole queue with its
own connection. When the database refuses (locked, disk full), the queue is saved
beside the database (history_pending.py) and tried again every ``retry_seconds`` and
after every later entry; :meth:`close` makes a last attempt and leaves the queue saved,
so the next start writes it. Nothing here touches Qt: ``on_result`` is called on the
writer's thread with None (the queue was written) or the HistoryError, and the app layer
carries it over to the GUI thread with a signal.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from collections.abc import Callable
from typing import Any

from .history import HistoryDB, HistoryError, _is_busy, _Unusable
from .history_pending import write_entries

_log = logging.getLogger(__name__)

# Off the GUI thread a write may wait for another program much longer than the
# GUI's reads do (history.BUSY_TIMEOUT); a lock that outlasts it is retried later.
WRITER_BUSY_TIMEOUT = 2.0
RETRY_SECONDS = 3.0


class HistoryWriter:
    """The single writer of ``db``'s file (a database kept in memory is written at once,
    on the caller's thread: there is no file for a second connection to open)."""

    def __init__(
        self,
        db: HistoryDB,
        *,
        on_result: Callable[[HistoryError | None], None] | None = None,
        busy_timeout: float = WRITER_BUSY_TIMEOUT,
        retry_seconds: float = RETRY_SECONDS,
    ) -> None:
        self.db = db
        self.on_result = on_result
        self.busy_timeout = busy_timeout
        self.retry_seconds = retry_seconds
        # The queue object is the database's own: it was loaded (and flushed if it
        # could be) when the database opened; from now on only this writer changes it.
        self._queue = db._pending
        self._cond = threading.Condition()
        self._wake = False
        self._reopen = False
        self._busy = False  # the thread holds a batch it has not finished writing
        self._stopping = False
        self._thread: threading.Thread | None = None
        self.in_memory = db.pending_path is None
        if self._queue and not self.in_memory:
            self._start()  # what the opening could not write goes in now

    # ------------------------------------------------------------ the caller's side
    @property
    def pending(self) -> int:
        """Entries not yet in the database."""
        with self._cond:
            return len(self._queue)

    def submit(self, entry: dict[str, Any]) -> None:
        """Queue ``entry`` for the database and return at once."""
        if self.in_memory:
            self._write_now(entry)
            return
        with self._cond:
            if self._stopping:
                # Closed already: kept in the saved queue for the next start.
                self._queue.entries.append(entry)
                self._queue.store()
                return
            self._queue.entries.append(entry)
            self._wake = True
            self._cond.notify_all()
        self._start()

    def retry_now(self) -> None:
        """Try the pending entries again now, not after ``retry_seconds``."""
        with self._cond:
            self._wake = True
            self._cond.notify_all()

    def reopen(self) -> None:
        """The file was set aside (damage found while reading): the next write opens
        the database afresh instead of writing into the old file."""
        with self._cond:
            self._reopen = True

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until every entry is written (True) or ``timeout`` seconds pass."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._queue and not self._busy, timeout=timeout)

    def close(self, timeout: float | None = None) -> None:
        """Stop the thread after a last attempt at the queue; what stays unwritten is
        saved beside the database for the next start."""
        with self._cond:
            self._stopping = True
            self._wake = True
            self._cond.notify_all()
        thread = self._thread
        if thread is not None:
            thread.join(self.busy_timeout + 1.0 if timeout is None else timeout)
        with self._cond:
            if self._queue and not self.in_memory:
                self._queue.store()

    # ------------------------------------------------------------ the thread
    def _start(self) -> None:
        with self._cond:
            if self._thread is not None or self._stopping:
                return
            # A daemon: a database locked for ever must not keep the game from closing
            # (the queue is saved before every wait).
            self._thread = threading.Thread(target=self._run, name="history-writer", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        conn: sqlite3.Connection | None = None
        try:
            while True:
                with self._cond:
                    while not self._wake and not self._stopping:
                        self._cond.wait()
                    self._wake = False
                    batch = list(self._queue.entries)
                    stopping = self._stopping
                    self._busy = bool(batch)
                    reopen, self._reopen = self._reopen, False
                if reopen and conn is not None:
                    with contextlib.suppress(sqlite3.Error):
                        conn.close()
                    conn = None
                if not batch:
                    if stopping:
                        return
                    continue
                conn, error = self._write(conn, batch)
                with self._cond:
                    if error is None:
                        del self._queue.entries[: len(batch)]
                    self._busy = False
                    # Saved whenever something stays unwritten; removed once all is in.
                    self._queue.store()
                    self._cond.notify_all()
                self._tell(error)
                if error is not None:
                    if stopping:
                        return
                    self._pause()
        finally:
            if conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    conn.close()

    def _pause(self) -> None:
        """Wait ``retry_seconds`` after a failure, or less if woken."""
        with self._cond:
            self._cond.wait_for(lambda: self._wake or self._stopping, timeout=self.retry_seconds)
            self._wake = True  # the retry (or whatever woke us) goes ahead

    def _write(
        self, conn: sqlite3.Connection | None, batch: list[dict[str, Any]]
    ) -> tuple[sqlite3.Connection | None, HistoryError | None]:
        try:
            if conn is None:
                conn = self.db._open(timeout=self.busy_timeout)
            with conn:
                write_entries(conn, batch)
        except HistoryError as exc:  # from opening
            return conn, exc
        except _Unusable as exc:
            # Damaged or newer: the GUI side sets the file aside when it next reads.
            return conn, _caused(HistoryError(str(exc)), exc)
        except sqlite3.Error as exc:
            busy = _is_busy(exc)
            if not busy and conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    conn.close()
                conn = None
            return conn, _caused(HistoryError(str(exc), busy=busy), exc)
        return conn, None

    def _write_now(self, entry: dict[str, Any]) -> None:
        try:
            self.db._submit(entry)
        except HistoryError as exc:
            self._tell(exc)
            return
        self._tell(None)

    def _tell(self, error: HistoryError | None) -> None:
        if error is not None:
            _log.error("history not written yet: %s", error)
        if self.on_result is None:
            return
        try:
            self.on_result(error)
        except Exception:  # a listener's fault must not end the writer
            _log.exception("history writer listener failed")


def _caused(error: HistoryError, cause: BaseException) -> HistoryError:
    """``error`` with ``cause`` behind it, as ``raise … from`` leaves it (the app words
    the cause for the player: a full disk, a file it may not write)."""
    error.__cause__ = cause.with_traceback(None)
    return error

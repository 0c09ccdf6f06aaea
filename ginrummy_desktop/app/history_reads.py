"""The history's windows read it off the GUI thread: a history of thousands of games
took a second to read (benchmarks/history_load.py), and the table stood still meanwhile.

``HistoryReads(history, parent).read(work, failed)`` runs ``work(reader)`` in a pool
thread with a :class:`~..persistence.history_reader.HistoryReader` of ``history`` and
emits ``done`` with what it returned on the GUI thread (``failed(HistoryError)`` where
it failed); only the latest read's result is delivered. ``work`` is plain Python (no
widgets), and returns a :class:`Read`: the window fills itself from it. Damage
found by the read is handled on the GUI thread as a read of the window's own would be:
the file is set aside and the player told (``HistoryDB.on_problem``). A database kept
in memory, or one another program has held since start, is read at once, as before.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Self

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from ..persistence import HistoryDB, HistoryError
from ..persistence.history_reader import HistoryReader, can_read_apart
from .streams import StreamRun, StreamSignals

_log = logging.getLogger(__name__)

Work = Callable[[HistoryDB], "Read"]
Failed = Callable[[HistoryError], "Read"]

_pool: QThreadPool | None = None


def _reads_pool() -> QThreadPool:
    """One thread for every window's reads, apart from the computer's moves (the
    global pool), so that a read never holds up the table."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(1)
    return _pool


def wait_for_reads(timeout_ms: int = 5000) -> bool:
    """Let a read still running end (at exit, as the computer's moves are waited for:
    its thread must not outlive the program's Qt objects). False: it did not in time."""
    return _pool is None or _pool.waitForDone(timeout_ms)


@dataclass
class Read:
    """What a window read: its own fields, and what kept it from reading, if anything
    (``error``: the message, "" if none; ``held``: another program holds the file)."""

    error: str = ""
    held: bool = False

    @classmethod
    def failed(cls, exc: HistoryError) -> Self:
        return cls(error=str(exc), held=exc.busy)


def _run(history: HistoryDB, work: Work, failed: Failed) -> Read:
    try:
        return work(history)
    except HistoryError as exc:
        return failed(exc)


@dataclass(frozen=True, slots=True)
class _Outcome:
    read: Read
    damaged: bool
    set_asides: int  # the database's set-asides when the read began


def _outcome(reader: HistoryReader, work: Work, failed: Failed) -> _Outcome:
    """Called in the pool thread: the reader's connection is made and closed there."""
    try:
        return _Outcome(_run(reader, work, failed), reader.damaged, reader.set_asides)
    finally:
        reader.close()


class HistoryReads(QObject):
    """Reads of ``history`` for one window, in a thread of their own."""

    done = Signal(object)  # the Read of the latest read

    def __init__(self, history: HistoryDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self._token = 0
        self._failed: Failed = Read.failed
        self._signals = StreamSignals(self)
        self._signals.item.connect(self._on_outcome)
        self._signals.failed.connect(self._on_failed)

    def read(self, work: Work, failed: Failed) -> None:
        """Run ``work`` on the history; what it returns comes by ``done``, or what
        ``failed`` makes of the error that stopped it (a read before it that has not
        finished is dropped)."""
        self._token += 1
        self._failed = failed
        if not can_read_apart(self.history):
            self.done.emit(_run(self.history, work, failed))
            return
        reader = HistoryReader(self.history)
        run = StreamRun(
            self._token, lambda: [_outcome(reader, work, failed)], self._signals, threading.Event()
        )
        _reads_pool().start(run)

    @Slot(int, object)
    def _on_outcome(self, token: int, outcome: _Outcome) -> None:
        if token != self._token:
            return  # dropped; a read after it reads the same file (and finds the same)
        if outcome.damaged and outcome.set_asides == self.history.set_asides:
            try:
                self.history.set_aside_damaged()
            except (HistoryError, sqlite3.Error) as exc:  # the window is told all the same
                _log.warning("history could not be set aside: %s", exc)
        self.done.emit(outcome.read)

    @Slot(int, str)
    def _on_failed(self, token: int, text: str) -> None:
        # Something other than the history failed (logged by StreamRun): the window
        # says so instead of waiting for ever.
        if token == self._token:
            self.done.emit(self._failed(HistoryError(text)))

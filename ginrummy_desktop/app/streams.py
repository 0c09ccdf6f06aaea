"""A stream of results computed off the GUI thread, one queued signal per item.

The equity hints (:mod:`.equity_worker`) and "What the computer knew" (its "Check
it") both run a generator in a pool thread and show what it yields as it comes. Each
run carries a token: the receiver ignores the signals of a run it has dropped, and a
run told to stop ends between two items.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Signal, SignalInstance

_log = logging.getLogger(__name__)


class StreamSignals(QObject):
    """Emitted from the pool thread; Qt queues them to the receiver's (GUI) thread."""

    item = Signal(int, object)  # run token, what the stream gave
    done = Signal(int)  # run token: the stream is spent
    failed = Signal(int, str)  # run token, what went wrong


class StreamRun:
    """One run of a stream. A plain callable for ``QThreadPool.start``: released when
    it has run. ``items`` is called in the pool thread, so the work starts there."""

    def __init__(
        self,
        token: int,
        items: Callable[[], Iterable[object]],
        signals: StreamSignals,
        stop: threading.Event,
    ) -> None:
        self._token, self._items, self._signals, self._stop = token, items, signals, stop

    def __call__(self) -> None:
        if self._stop.is_set():
            return
        try:
            for item in self._items():
                if self._stop.is_set() or not _emit(self._signals.item, self._token, item):
                    return
        except Exception as exc:  # a failing aid must not take the game down
            _log.exception("a background computation failed")
            _emit(self._signals.failed, self._token, str(exc))
            return
        _emit(self._signals.done, self._token)


def _emit(signal: SignalInstance, *args: object) -> bool:
    """Emit, or False when the receiver (and the signals with it) has gone away."""
    try:
        signal.emit(*args)
    except RuntimeError:
        return False
    return True

"""Equity hints in the background: the Master's search over the person's view, run in a
worker thread, reported batch by batch, dropped as soon as the position changes."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from ..model import Phase, PlayerView
from ..review.equity import EquityReport, aid_equities
from .streams import StreamRun, StreamSignals

# The reports are review.equity.aid_equities's: the review's check of a move about to
# be flagged reads the same figures.
Compute = Callable[[PlayerView], Iterator[EquityReport]]


def weighable(view: PlayerView | None) -> bool:
    """Is there a decision of the person's to weigh (a draw or a discard of theirs)?"""
    return (
        view is not None
        and view.turn == view.player
        and view.phase in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)
    )


class EquityWorker(QObject):
    """Weighs the person's current decision in a thread of its own.

    :meth:`weigh` starts on a view (and drops the run before it); :meth:`cancel` drops
    it. Reports of a dropped run never reach ``report``, so what is shown is always of
    the position on the table. The worker is given the person's ``PlayerView`` and
    nothing else: the hints can tell no more than the person could know.

    Its own pool has one thread, so the hints never run two searches at once, nor
    hold up the computer's moves (the controller uses the global pool).
    """

    report = Signal(object)  # EquityReport of the position being weighed
    finished = Signal()  # the position's budget is spent
    failed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        compute: Compute | None = None,
        pool: QThreadPool | None = None,
    ) -> None:
        super().__init__(parent)
        self.compute = compute or aid_equities  # (a test may block it)
        if pool is None:
            pool = QThreadPool(self)
            pool.setMaxThreadCount(1)
        self._pool = pool
        self._token = 0
        self._stop = threading.Event()
        # When the worker goes (the window closes) the search in progress is told to
        # stop, so that its pool does not wait for the rest of the budget. The closure
        # holds the list, not the worker, whose Python side may be gone by then.
        current = self._current = [self._stop]
        self.destroyed.connect(lambda *_: current[0].set())
        self._running = False
        self.view: PlayerView | None = None  # the position being (or last) weighed
        self.latest: EquityReport | None = None
        self._signals = StreamSignals(self)
        self._signals.item.connect(self._on_report)
        self._signals.done.connect(self._on_finished)
        self._signals.failed.connect(self._on_failed)

    @property
    def running(self) -> bool:
        """A search of the current position has not finished yet."""
        return self._running

    def weigh(self, view: PlayerView) -> None:
        """Start weighing ``view``'s decision (the run before it is dropped)."""
        self.cancel()
        self.view = view
        self._running = True
        compute = self.compute
        run = StreamRun(self._token, lambda: compute(view), self._signals, self._stop)
        self._pool.start(run)

    def cancel(self) -> None:
        """Drop the run in progress: its search stops after the batch it is on."""
        self._stop.set()
        self._stop = self._current[0] = threading.Event()
        self._token += 1
        self._running = False
        self.latest = None
        self.view = None

    def shutdown(self, timeout_ms: int = 30_000) -> bool:
        """Cancel and wait for the thread to let go (at exit, and in tests)."""
        self.cancel()
        return self._pool.waitForDone(timeout_ms)

    @Slot(int, object)
    def _on_report(self, token: int, report: EquityReport) -> None:
        if token != self._token:
            return  # a position no longer on the table
        self.latest = report
        self.report.emit(report)

    @Slot(int)
    def _on_finished(self, token: int) -> None:
        if token == self._token and self._running:
            self._running = False
            self.finished.emit()

    @Slot(int, str)
    def _on_failed(self, token: int, text: str) -> None:
        if token == self._token:
            self._running = False
            self.failed.emit(text)

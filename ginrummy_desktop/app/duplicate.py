"""The duplicate match in the background: each deal played again by the reference player.

Wiring (main window and start-up)::

    runner = DuplicateRunner(controller, parent=window)
    runner.arm("expert")                 # the next new match is a duplicate match
    controller.new_match(rules, level)   # the reference starts on hand 1 at once
    saver = AutoSaver(controller, extra=runner.save_extra, ...)
    runner.changed.connect(saver.save_now)   # a finished reference is saved at once
    runner.restore(offer.extra)          # after a resume: the ledger back, the rest redone

The reference play runs on a pool thread (a plain callable, as the controller's
decisions do), one deal at a time, on its own copy of the match at the start of the
deal, so the table never waits for it. Its moves are fixed by the deal (the reference's
seed comes from the deal, the opponent's from the match as the controller seeds it), so
a deal whose reference was not saved before the game closed is played again on resume
with the very same result. Answers for a match that is no longer in play are dropped.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from ..ai import ALL_LEVELS
from ..model import Match
from ..model.undo import match_at_hand_start
from ..persistence.sheet import DuplicateCell, DuplicateColumn
from ..review.duplicate import (
    DuplicateFormatError,
    DuplicateHand,
    DuplicateLedger,
    PlayerFactory,
    knocker_of,
    play_reference,
)
from .controller import COMPUTER, PERSON, GameController

_log = logging.getLogger(__name__)

EXTRA_KEY = "duplicate"

JobStarter = Callable[[Callable[[], None]], None]
"""Runs a job somewhere (a pool thread by default; a test can hold it)."""


class _JobSignals(QObject):
    # Emitted from a pool thread; Qt queues them to the runner's (GUI) thread.
    moved = Signal(int, int, int)  # generation, hand index, moves so far
    done = Signal(int, object, object)  # generation, DuplicateHand | None, error | None


def _default_factory(level: str, seed: int) -> Any:
    from ..ai import make_player  # imported late: the AI may load tables on import

    return make_player(level, seed=seed)


class _ReferenceJob:
    """One deal's reference play; it owns its copy of the match."""

    def __init__(
        self,
        generation: int,
        match: Match,
        hand_index: int,
        *,
        reference_level: str,
        opponent_level: str,
        opponent_seed: int,
        factory: PlayerFactory,
        signals: _JobSignals,
    ) -> None:
        self._generation = generation
        self._match: Match | None = match
        self._hand_index = hand_index
        self._reference_level = reference_level
        self._opponent_level = opponent_level
        self._opponent_seed = opponent_seed
        self._factory = factory
        self._signals = signals

    def run(self) -> None:
        match, self._match = self._match, None
        assert match is not None, "a reference job runs once"
        gen, index = self._generation, self._hand_index
        try:
            record = play_reference(
                match,
                index,
                person_seat=PERSON,
                opponent_level=self._opponent_level,
                opponent_seed=self._opponent_seed,
                reference_level=self._reference_level,
                factory=self._factory,
                on_move=lambda n: self._signals.moved.emit(gen, index, n),
            )
        except Exception as exc:  # a player's bug must not take the game down
            _log.exception("the duplicate reference play failed")
            self._signals.done.emit(gen, None, str(exc))
            return
        self._signals.done.emit(gen, record, None)


def _shape(match: Match) -> tuple[object, ...]:
    """What makes a match the same match after an undo rebuilt it."""
    return (match.seed, match.rules)


class DuplicateRunner(QObject):
    """Keeps the duplicate ledger of the match in play and the reference plays going.

    ``changed`` is emitted whenever the ledger or the progress changes; ``scored``
    with a deal's record once both plays of it are over (for the history)."""

    changed = Signal()
    scored = Signal(object)  # DuplicateHand with the person's result
    failed = Signal(str)  # the reference play of a deal could not be made

    def __init__(
        self,
        controller: GameController,
        *,
        start_job: JobStarter | None = None,
        factory: PlayerFactory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._start_job = start_job or QThreadPool.globalInstance().start
        self._factory = factory or _default_factory
        self._armed: str | None = None
        self._level: str | None = None  # the reference level; None: not a duplicate match
        self._ledger = DuplicateLedger()
        self._generation = 0
        self._running: int | None = None  # the hand index being played by the reference
        self._moves = 0
        self._failed: set[int] = set()  # deals whose reference play failed: not retried
        self._match: Match | None = None
        self._shape: tuple[object, ...] | None = None
        self._signals = _JobSignals(self)
        self._signals.moved.connect(self._on_moved)
        self._signals.done.connect(self._on_done)
        controller.match_replaced.connect(self._on_replaced)
        controller.changed.connect(self._on_changed)

    # ------------------------------------------------------------ queries
    @property
    def active(self) -> bool:
        """The match in play is a duplicate match."""
        return self._level is not None

    @property
    def reference_level(self) -> str | None:
        return self._level

    @property
    def ledger(self) -> DuplicateLedger:
        return self._ledger

    @property
    def running(self) -> int | None:
        """The (0-based) hand whose reference play is under way, if any."""
        return self._running

    @property
    def moves(self) -> int:
        """Moves the reference play under way has made so far."""
        return self._moves

    def record(self, hand_index: int) -> DuplicateHand | None:
        return self._ledger.record(hand_index) if self.active else None

    def column(self) -> DuplicateColumn | None:
        """The scoresheet's duplicate column (None: not a duplicate match)."""
        if self._level is None:
            return None
        return column_of(self._ledger, None if self._running is None else self._running + 1)

    # ------------------------------------------------------------ set-up
    def arm(self, reference_level: str | None) -> None:
        """The next match the controller starts is a duplicate match against
        ``reference_level`` (None: an ordinary match)."""
        if reference_level is not None and reference_level not in ALL_LEVELS:
            raise ValueError(f"unknown level {reference_level!r}")
        self._armed = reference_level

    def save_extra(self) -> dict[str, Any]:
        """What the save keeps (the autosave's ``extra``): the ledger, or nothing."""
        if not self.active:
            return {}
        return {EXTRA_KEY: self._ledger.to_dict()}

    def restore(self, extra: dict[str, Any]) -> bool:
        """After a resume: the saved ledger back (a damaged one is dropped with a log
        line, the deals played again); False if the save is no duplicate match."""
        match = self.controller.match
        data = extra.get(EXTRA_KEY) if isinstance(extra, dict) else None
        if match is None or not isinstance(data, dict):
            return False
        try:
            ledger = DuplicateLedger.from_dict(data, match.rules)
        except DuplicateFormatError as exc:
            level = data.get("reference_level")
            if not isinstance(level, str) or level not in ALL_LEVELS:
                _log.warning("duplicate data in the save unusable: %s", exc)
                return False
            _log.warning("duplicate reference plays in the save unusable, redone: %s", exc)
            ledger = DuplicateLedger(level)
        if ledger.reference_level not in ALL_LEVELS:
            return False
        # Only deals of this match count (a record past its deals is not ours).
        kept = tuple(h for h in ledger.hands if self._fits(match, h))
        self._start(match, ledger.reference_level, DuplicateLedger(ledger.reference_level, kept))
        return True

    @staticmethod
    def _fits(match: Match, record: DuplicateHand) -> bool:
        i = record.hand_index
        if not 0 <= i < len(match.deals):
            return False
        deal = match.deals[i]
        return (
            record.deal_number == deal.deal_number
            and record.dealer == deal.dealer
            and record.person_seat == PERSON
        )

    def _start(self, match: Match, level: str | None, ledger: DuplicateLedger) -> None:
        self._generation += 1
        self._running = None
        self._moves = 0
        self._failed = set()
        self._match = match
        self._shape = _shape(match)
        self._level = level
        self._ledger = ledger if level is not None else DuplicateLedger()
        self._catch_up()
        self.changed.emit()

    # ------------------------------------------------------------ the controller
    @Slot()
    def _on_replaced(self) -> None:
        match = self.controller.match
        armed, self._armed = self._armed, None
        if match is None:
            self._start_none()
            return
        if armed is not None:
            self._start(match, armed, DuplicateLedger(armed))
            return
        if self.active and self._shape == _shape(match):
            # The same match rebuilt (an undo): its deals are the same deals, so the
            # reference plays still hold; hands no longer finished lose their result.
            kept = []
            for h in self._ledger.hands:
                if not self._fits(match, h):
                    continue
                if h.hand_index >= len(match.records):
                    h = dataclasses.replace(h, person_points=None, person_outcome=None)
                kept.append(h)
            ledger = DuplicateLedger(self._ledger.reference_level, tuple(kept))
            self._start(match, self._level, ledger)
            return
        self._start_none()

    def _start_none(self) -> None:
        self._generation += 1
        was_active = self.active
        self._level = None
        self._ledger = DuplicateLedger()
        self._running = None
        self._match = self.controller.match
        self._shape = None
        if was_active:
            self.changed.emit()

    @Slot(object)
    def _on_changed(self, _change: object) -> None:
        if self.active:
            self._catch_up()

    def _catch_up(self) -> None:
        """Fill the person's results of finished deals; start the next reference play."""
        match = self._match
        if match is None or self._level is None:
            return
        for h in self._ledger.hands:
            if h.person_points is None and h.hand_index < len(match.records):
                done = h.with_person_result(match)
                self._ledger = self._ledger.with_hand(done)
                self.scored.emit(done)
                self.changed.emit()
        if self._running is not None:
            return
        for index in range(len(match.deals)):
            if self._ledger.record(index) is None and index not in self._failed:
                self._launch(match, index)
                return

    def _launch(self, match: Match, index: int) -> None:
        assert self._level is not None
        self._running = index
        self._moves = 0
        job = _ReferenceJob(
            self._generation,
            match_at_hand_start(match, index),  # its own copy: the game goes on meanwhile
            index,
            reference_level=self._level,
            opponent_level=self.controller.level,
            # The controller seeds the computer's player from the match this way, so
            # the fresh opponent is the same player the person faced.
            opponent_seed=match.seed * 2 + COMPUTER,
            factory=self._factory,
            signals=self._signals,
        )
        self._start_job(job.run)

    @Slot(int, int, int)
    def _on_moved(self, generation: int, index: int, moves: int) -> None:
        if generation == self._generation and index == self._running:
            self._moves = moves
            self.changed.emit()

    @Slot(int, object, object)
    def _on_done(self, generation: int, record: DuplicateHand | None, error: str | None) -> None:
        if generation != self._generation:
            return  # a match no longer in play
        index, self._running = self._running, None
        if record is None:
            if index is not None:
                self._failed.add(index)
            self.failed.emit(error or "")
            self.changed.emit()
            return
        self._ledger = self._ledger.with_hand(record)
        self._catch_up()
        self.changed.emit()


def column_of(ledger: DuplicateLedger, running: int | None = None) -> DuplicateColumn:
    """A ledger as the scoresheet's column (hands numbered from 1)."""
    return DuplicateColumn(
        reference_level=ledger.reference_level,
        cells=tuple(
            DuplicateCell(
                number=h.hand_index + 1,
                reference_points=h.reference_points,
                person_points=h.person_points,
                score=h.score,
                reference_outcome=h.reference_outcome,
                reference_knocker=sheet_seat(knocker_of(h.reference_actions), h.person_seat),
            )
            for h in ledger.hands
        ),
        running=running,
    )


def sheet_seat(seat: int | None, person_seat: int) -> int | None:
    """A seat of a reference play as the sheet and the texts have their seats (the
    person's 0, whichever seat the person held in the deal)."""
    if seat is None:
        return None
    return PERSON if seat == person_seat else COMPUTER


def record_scored(saver: Any, hand: DuplicateHand) -> None:
    """Write a deal whose both plays are over into the history of ``saver`` (an
    AutoSaver: its history and the match's id); a refusal is logged, the game goes on."""
    from ..persistence import HistoryError
    from ..persistence.duplicate_history import record_duplicate

    if hand.person_points is None:
        return
    try:
        record_duplicate(
            saver.history,
            match_id=saver.match_id,
            number=hand.hand_index + 1,
            reference_level=hand.reference_level,
            opponent_level=hand.opponent_level,
            person_points=hand.person_points,
            reference_points=hand.reference_points,
            reference_outcome=hand.reference_outcome.value,
            reference_actions=[a.to_dict() for a in hand.reference_actions],
            record=hand.to_dict(),
        )
    except HistoryError as exc:
        _log.error("duplicate deal not recorded: %s", exc)

"""The game controller: owns the match, turns the person's moves into model actions,
paces the computer's moves and tells the UI what changed."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from ..ai.base import Decision, Player, Reason
from ..model import (
    Action,
    Event,
    FinishLayoff,
    IllegalAction,
    IllegalCode,
    LayOff,
    Match,
    NextHand,
    Phase,
    PlayerView,
    Rules,
    best_layoffs,
    match_view,
)
from ..model.dealcode import DealKey, code_of
from ..model.undo import UndoCode, UndoPlan, UndoRefused, can_undo, has_played, take_back
from .change import Change, Refusal
from .settings import SPEED_DELAYS

_log = logging.getLogger(__name__)

PERSON = 0
COMPUTER = 1
HINT_LEVEL = "expert"  # whose move a hint names unless asked for another (GameController.hint)

PlayerFactory = Callable[[str, int], Player]


def default_player_factory(level: str, seed: int) -> Player:
    from ..ai import make_player  # imported late: the AI may load tables on import

    return make_player(level, seed=seed)


class _DecisionSignals(QObject):
    # Emitted from a pool thread; Qt queues it to the controller's (GUI) thread.
    decided = Signal(int, object, object)  # token, Decision | None, error text | None


class _DecideTask:
    """Runs one AI decision off the GUI thread. It sees only an immutable PlayerView.

    A plain callable, not a QRunnable: PySide keeps the Python side of finished
    auto-deleting QRunnables alive, and with them the views and players they hold
    (tens of kilobytes a hand). A callable given to QThreadPool.start is released
    when it has run."""

    def __init__(self, token: int, player: Player, view: PlayerView, signals: _DecisionSignals):
        self._token = token
        self._player: Player | None = player
        self._view: PlayerView | None = view
        self._signals = signals

    def run(self) -> None:
        player, view = self._player, self._view
        self._player = self._view = None  # nothing kept once the decision is made
        assert player is not None and view is not None, "a decision task runs once"
        try:
            decision = player.decide(view)
        except Exception as exc:  # an AI bug must not take the game down
            _log.exception("computer player failed")
            self._signals.decided.emit(self._token, None, str(exc))
            return
        self._signals.decided.emit(self._token, decision, None)


def fresh_seed_source() -> random.Random:
    """Where a new match's seed comes from when none is given: the clock, so that every
    new game deals anew (the seed drawn is stored in the match, which replays from it).
    The tests put a fixed source here, so that a game they start plays the same way on
    every run."""
    return random.Random(time.time_ns())


class GameController(QObject):
    """Owns the Match and the seats: 0 is the person, 1 the computer.

    The UI calls :meth:`act` with the person's moves and redraws on ``changed``;
    it never changes the match itself and looks at it only through :meth:`view`.
    The computer's decisions run in a QThreadPool worker and come back through a
    queued signal, so a slow search never freezes the window; they are paced by a
    QTimer (``set_delay``; 0 ms = instant).

    Computer against computer (demos, the packaging self-test)::

        controller = GameController(computer_seats=(0, 1), delay_ms=0)
        controller.match_finished.connect(app.quit)
        controller.new_match(preset("standard"), "beginner", seed=1)
        app.exec()

    With both seats computer-played the controller also deals the next hand by
    itself. A hidden or offscreen MainWindow may be attached; nothing here needs
    a visible window.
    """

    changed = Signal(object)  # Change: one per model step, built once
    illegal = Signal(object)  # Refusal: why the person's move was not taken
    hand_finished = Signal(object)  # HandRecord
    match_finished = Signal(object)  # GameResult
    match_replaced = Signal()  # a new or loaded match
    # The match in play is being replaced while the person was playing it (New game,
    # a deal by code, a replay): emitted just before, the old match still in place.
    match_abandoned = Signal(object)  # Match
    undone = Signal(object)  # UndoPlan: the person's move and the replies taken back
    thinking_changed = Signal(bool)  # the computer is deciding
    decision_made = Signal(int, object)  # seat, Decision (for "last move" notes)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        computer_seats: tuple[int, ...] = (COMPUTER,),
        delay_ms: int = SPEED_DELAYS["normal"],
        player_factory: PlayerFactory | None = None,
        thread_pool: QThreadPool | None = None,
    ) -> None:
        super().__init__(parent)
        self._computer_seats = tuple(sorted(set(computer_seats)))
        self._delay_ms = max(0, delay_ms)
        self._factory = player_factory or default_player_factory
        self._pool = thread_pool or QThreadPool.globalInstance()
        self._match: Match | None = None
        self._level = "intermediate"
        self._players: dict[int, Player] = {}
        self._token = 0  # bumped on every change; stale AI answers are dropped
        self._thinking = False
        self._paused = False
        self._dealing = False  # a new hand's cards still flying out (hold_for_deal)
        self._undo_allowed = True
        self._signals = _DecisionSignals(self)
        self._signals.decided.connect(self._on_decided)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_computer)
        self._seed_source = fresh_seed_source()

    # ------------------------------------------------------------- queries
    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def level(self) -> str:
        return self._level

    @property
    def computer_seats(self) -> tuple[int, ...]:
        return self._computer_seats

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def delay_ms(self) -> int:
        return self._delay_ms

    def has_match(self) -> bool:
        return self._match is not None

    def view(self, seat: int = PERSON) -> PlayerView:
        """What the seat may know: the only way the UI looks at the game."""
        if self._match is None:
            raise RuntimeError("no match yet")
        return match_view(self._match, seat)

    def in_progress(self) -> bool:
        """The person has played in the match and it is not over: replacing it now
        abandons it (the history records that)."""
        m = self._match
        if m is None or m.is_over or PERSON in self._computer_seats:
            return False
        return has_played(m, PERSON)

    def person_to_act(self) -> bool:
        """True when the game waits for the person."""
        m = self._match
        if m is None or m.is_over or PERSON in self._computer_seats:
            return False
        if m.current.is_over:
            return True
        return m.current.turn == PERSON

    # ------------------------------------------------------------- set-up
    def set_delay(self, ms: int) -> None:
        self._delay_ms = max(0, ms)

    def set_paused(self, paused: bool) -> None:
        """Hold the computer (e.g. while the person reads a dialog or an animation runs)."""
        self._paused = paused
        if not paused:
            self._schedule()
        else:
            self._timer.stop()

    def hold_for_deal(self, dealing: bool) -> None:
        """Hold the computer while a new hand's cards fly out, apart from any pause:
        its pass of the upcard came before the upcard lay on the table, at the slowest
        speed while the person's cards were still being dealt (play-test h154)."""
        self._dealing = dealing
        if dealing:
            self._timer.stop()
        else:
            self._schedule()

    def new_match(
        self,
        rules: Rules,
        level: str,
        seed: int | None = None,
        *,
        first_deal: DealKey | None = None,
    ) -> Match:
        """Start a new match; without a seed one is drawn (and stored in the match).

        With ``first_deal`` (a deal code's key) the first hand is that deal, with its
        dealer; the later hands follow from the seed as in any match."""
        if seed is None:
            seed = self._seed_source.randrange(1, 2**31)
        if first_deal is None:
            match = Match(rules, seed=seed)
        else:
            match = first_deal.match(rules, seed=seed)
        self._install(match, level)
        return match

    def load_match(self, match: Match, level: str) -> None:
        self._install(match, level)

    def _install(self, match: Match, level: str) -> None:
        if self._match is not None and match is not self._match and self.in_progress():
            self.match_abandoned.emit(self._match)
        self._timer.stop()
        self._token += 1
        self._set_thinking(False)
        self._match = match
        self._level = level
        # Each computer seat gets its own player, seeded from the match, so a
        # replayed match sees the same computer moves.
        self._players = {
            seat: self._factory(level, match.seed * 2 + seat) for seat in self._computer_seats
        }
        self.match_replaced.emit()
        self.changed.emit(self._change((), replaced=True))
        self._schedule()

    def set_level(self, level: str) -> None:
        """Change the computer's strength from the next decision on."""
        if self._match is None:
            self._level = level
            return
        self._level = level
        self._players = {
            seat: self._factory(level, self._match.seed * 2 + seat) for seat in self._computer_seats
        }

    # ------------------------------------------------------------- the person
    def act(self, action: Action, request: object | None = None) -> bool:
        """Apply the person's move; an illegal one is refused with a message.

        ``request`` (e.g. where a dropped card came from) comes back on the Change."""
        if self._match is None:
            return False
        if action.player in self._computer_seats:
            self._refuse(lambda: self.tr("It is not your turn."))
            return False
        try:
            self._apply(action, request)
        except IllegalAction as err:
            self.illegal.emit(self._refusal(err))
            return False
        return True

    def _refusal(self, err: IllegalAction) -> Refusal:
        """The reason, and for a move at the wrong moment what is due instead."""
        m = self._match
        due = None
        if err.code is IllegalCode.WRONG_PHASE and m is not None and self.person_to_act():
            due = m.current.phase if not m.current.is_over else None
        return Refusal(err, due)

    def accept_best_layoffs(self) -> bool:
        """Lay off what the game proposes for the person as defender, then finish."""
        view = self.view(PERSON)
        if view.phase is not Phase.LAYOFF or view.turn != PERSON:
            self._refuse(lambda: self.tr("There is nothing to lay off now."))
            return False
        plan = best_layoffs(view.hand, view.knocker_melds)
        for lo in plan.layoffs:
            if not self.act(LayOff(PERSON, lo.card, lo.meld_index)):
                return False
        return self.act(FinishLayoff(PERSON))

    def _refuse(self, words: Callable[[], str]) -> None:
        """A refusal in the app's own words, given again in the language of the moment
        (on the table they stayed in the language they were said in: review h133)."""
        self.illegal.emit(Refusal(message=words(), words=words))

    # ------------------------------------------------------------- undo
    @property
    def undo_allowed(self) -> bool:
        return self._undo_allowed

    def set_undo_allowed(self, allowed: bool) -> None:
        """Switch undo on or off (a setting): off, :meth:`undo` refuses every time."""
        self._undo_allowed = allowed

    def can_undo(self) -> UndoCode | None:
        """None when the person's last move may be taken back now, else why not."""
        if self._match is None:
            return UndoCode.NOTHING_TO_UNDO
        return can_undo(self._match, PERSON)

    def undo(self) -> bool:
        """Take back the person's last move and the computer's replies since, if that
        move revealed nothing; a refusal is told on ``illegal`` with its code.

        A decision the computer is still thinking about is dropped (its answer comes
        back with an old token); asked again, it decides on the same view as before."""
        if self._match is None:
            return False
        if not self._undo_allowed:
            self._refuse(lambda: self.tr("Taking moves back is switched off."))
            return False
        try:
            plan: UndoPlan = take_back(self._match, PERSON)
        except UndoRefused as refused:
            self.illegal.emit(Refusal(undo=refused.code))
            return False
        self._timer.stop()
        self._token += 1
        self._set_thinking(False)
        # Fresh players, seeded as before: a decision still running in the pool keeps
        # its own, and the next one starts from the seed alone.
        self._players = {
            seat: self._factory(self._level, self._match.seed * 2 + seat)
            for seat in self._computer_seats
        }
        self.undone.emit(plan)
        self.changed.emit(self._change((), undone=True))
        self._schedule()
        return True

    def next_hand(self) -> bool:
        return self.act(NextHand(PERSON))

    def hint(self, *, level: str = HINT_LEVEL, seed: int = 0) -> Decision | None:
        """The computer's suggestion for the person's move, or None if none is due.

        It is the move of ``level``: the window asks the player the after-hand review
        judges by (its advisor, with the same seed 0), so that a move played from a
        hint is not then called a mistake. The Advanced level's hints were: following
        them for 400 hands against Intermediate, the Expert's review flagged 87 moves,
        and none of the Expert's own; the Master's review flagged 30 of the Expert's
        6,032, and none of its own (benchmarks/hint_review.py). It runs on the GUI
        thread: the Expert answers within tens of milliseconds (p95 39 ms in
        benchmarks/strength.py), the Master within about a fifth of a second."""
        if not self.person_to_act():
            return None
        from ..ai.hints import hint  # imported late: the AI may load tables on import

        return hint(self.view(PERSON), level=level, seed=seed)

    # ------------------------------------------------------------- applying
    def _change(
        self,
        events: tuple[Event, ...],
        *,
        replaced: bool = False,
        request: object | None = None,
        undone: bool = False,
    ) -> Change:
        m = self._match
        assert m is not None
        record = m.records[-1] if m.current.is_over and m.records else None
        return Change(
            view=match_view(m, PERSON),
            events=events,
            rules=m.rules,
            record=record,
            game=m.game_result,
            level=self._level,
            person_to_act=self.person_to_act(),
            replaced=replaced,
            hands_finished=len(m.records),
            request=request,
            deal_code=code_of(m.current) if record is not None else None,
            undone=undone,
        )

    def _apply(self, action: Action, request: object | None = None) -> None:
        assert self._match is not None
        match = self._match
        was_over = match.current.is_over
        match_was_over = match.is_over
        hands_before = len(match.records)
        events = match.apply(action)  # raises IllegalAction, state unchanged
        self._token += 1
        self.changed.emit(self._change(tuple(events), request=request))
        if len(match.records) > hands_before and not was_over:
            self.hand_finished.emit(match.records[-1])
        if match.is_over and not match_was_over:
            self.match_finished.emit(match.game_result)
        self._schedule()

    # ------------------------------------------------------------- the computer
    def _computer_due(self) -> int | None:
        m = self._match
        if m is None or m.is_over:
            return None
        if m.current.is_over:
            # A hand ends; the computer deals on only when nobody is watching.
            if PERSON in self._computer_seats:
                return self._computer_seats[0]
            return None
        turn = m.current.turn
        return turn if turn in self._computer_seats else None

    def _schedule(self) -> None:
        if self._paused or self._dealing or self._thinking or self._computer_due() is None:
            return
        self._timer.start(self._delay_ms)

    @Slot()
    def _ask_computer(self) -> None:
        seat = self._computer_due()
        if seat is None or self._paused or self._dealing or self._thinking:
            return
        assert self._match is not None
        if self._match.current.is_over:
            self._apply_computer(seat, NextHand(seat))
            return
        view = self.view(seat)
        self._set_thinking(True)
        task = _DecideTask(self._token, self._players[seat], view, self._signals)
        self._pool.start(task.run)

    @Slot(int, object, object)
    def _on_decided(self, token: int, decision: Decision | None, error: str | None) -> None:
        if token != self._token:
            return  # the game moved on (new match) while the computer was thinking
        self._set_thinking(False)
        seat = self._computer_due()
        if seat is None:
            return
        if decision is None:
            # A failing player still must not stall the game: take any legal move.
            legal = self.view(seat).legal
            if not legal:
                return
            decision = Decision(legal[-1] if _prefers_last(legal) else legal[0], Reason.PLAUSIBLE)
        self.decision_made.emit(seat, decision)
        self._apply_computer(seat, decision.action)

    def _apply_computer(self, seat: int, action: Action) -> None:
        try:
            self._apply(action)
        except IllegalAction as err:
            _log.error("computer seat %d chose an illegal move %r: %s", seat, action, err)
            legal = self.view(seat).legal
            if legal:
                self._apply(legal[0])

    def _set_thinking(self, value: bool) -> None:
        if value != self._thinking:
            self._thinking = value
            self.thinking_changed.emit(value)

    def wait_idle(self, timeout_ms: int = 5000) -> None:
        """Block until queued AI work is done (tests and the self-test only)."""
        self._pool.waitForDone(timeout_ms)


def _prefers_last(legal: tuple[Action, ...]) -> bool:
    # In the layoff phase the last legal move is "finish"; elsewhere the first is safe.
    return isinstance(legal[-1], FinishLayoff)

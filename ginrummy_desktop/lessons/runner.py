"""The lesson runner: takes the person's moves, applies them through the model, answers
with the scripted computer's moves, and moves from step to step."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from ..model import (
    Action,
    Card,
    DrawDiscard,
    DrawStock,
    Event,
    FinishLayoff,
    IllegalAction,
    IllegalCode,
    Knock,
    LayOff,
    Match,
    NextHand,
    Pass,
    Phase,
    PlayerView,
    Rules,
    TakeUpcard,
    best_melding,
    match_view,
)
from ..model.actions import Discard
from ..model.cards import to_mask
from ..model.deadwood import min_deadwood
from .deck import COMPUTER, PERSON, ArrangedHand, ArrangedMatch
from .guided import (
    COMPUTER_SCRIPT,
    FIRST_DEALER,
    GUIDED_STEPS,
    HANDS,
    Adjustment,
    lesson_rules,
)
from .scripted import ScriptedMove, ScriptedPlayer
from .steps import HandNumbers, RuleNumbers, Step, StepSpec, WaitKind

_NO_END = 10000  # a target no lesson reaches, for the pass that finds the highest total


class RefusalReason(Enum):
    """Why the lesson did not take a move (the UI words it; the state is unchanged)."""

    READ_FIRST = "read_first"  # an explanation step: acknowledge it first
    MOVE_EXPECTED = "move_expected"  # acknowledged while the step waits for a move
    NOT_ALLOWED = "not_allowed"  # the rules refuse it (Refusal.illegal says why)
    TAKE_THE_UPCARD = "take_the_upcard"  # passed, but the upcard makes a meld
    PASS_THE_UPCARD = "pass_the_upcard"  # took an upcard that fits nothing
    DRAW_FROM_STOCK = "draw_from_stock"  # took a top discard that does not help
    TAKE_FROM_PILE = "take_from_pile"  # drew blind when the top discard makes a meld
    KEEP_MELD = "keep_meld"  # discarded a card of a meld
    KEEP_PAIR = "keep_pair"  # discarded half of a pair or a run in the making
    HIGHER_CARD_FIRST = "higher_card_first"  # a costlier lone card should go first
    KNOCK_INSTEAD = "knock_instead"  # discarded when knocking is the move
    KNOCK_WITH_OTHER = "knock_with_other"  # knocked with a card that leaves more deadwood
    LAY_OFF_FIRST = "lay_off_first"  # finished while a card still fits
    LAY_OFF_OTHER_FIRST = "lay_off_other_first"  # another layoff; the lesson goes in order
    FOLLOW_THE_MARK = "follow_the_mark"  # any other legal move off the lesson's path
    LESSON_OVER = "lesson_over"


@dataclass(frozen=True, slots=True)
class Refusal:
    reason: RefusalReason
    step: Step | None
    expected: Action | None  # what "Show me" would do
    illegal: IllegalCode | None = None  # the model's code when the rules refuse it
    card: Card | None = None  # the card the refused move named
    meld: int | None = None  # the knocker's meld a refused layoff was dropped on


@dataclass(frozen=True, slots=True)
class Stage:
    """One move of an accepted call: its events and what the person saw after it."""

    events: tuple[Event, ...]
    view: PlayerView


@dataclass(frozen=True, slots=True)
class Reply:
    """The answer to one call: accepted (with every event, the computer's included,
    in order for the UI to animate) or refused (nothing changed). ``stages`` are the
    same events move by move, the person's first, then each of the computer's, so the
    UI can show the computer's answer at the pace of a game."""

    accepted: bool
    events: tuple[Event, ...] = ()
    refusal: Refusal | None = None
    step: Step | None = None  # the step current after the call
    stages: tuple[Stage, ...] = ()


class _Table:
    """A match of arranged hands with the scripted computer in its seat."""

    def __init__(
        self,
        rules: Rules,
        hands: Sequence[ArrangedHand],
        script: Mapping[int, Sequence[ScriptedMove]],
        first_dealer: int,
    ) -> None:
        self.match: Match = ArrangedMatch(rules, hands=hands, first_dealer=first_dealer)
        self.computer = ScriptedPlayer(script)

    def apply(self, action: Action) -> list[Stage]:
        """The person's move, then the computer's until the person is due or the hand
        ends: a stage for each."""
        stages = [self._stage(action)]
        deal = self.match.current
        while not self.match.is_over and not deal.is_over and deal.turn == COMPUTER:
            decision = self.computer.decide(match_view(self.match, COMPUTER))
            stages.append(self._stage(decision.action))
        return stages

    def _stage(self, action: Action) -> Stage:
        events = tuple(self.match.apply(action))
        return Stage(events, match_view(self.match, PERSON))


def _numbers(match: Match) -> HandNumbers:
    deal = match.current
    hand = deal.hands[PERSON]
    after: int | None = None
    if deal.phase is Phase.DISCARD and deal.turn == PERSON:
        mask = to_mask(hand)
        after = min(min_deadwood(mask & ~c.bit) for c in hand if c != deal.taken_from_discard)
    base = HandNumbers(
        hand_number=match.hand_number,
        deadwood=best_melding(hand).deadwood_count,
        deadwood_after_discard=after,
        totals=(match.totals[PERSON], match.totals[COMPUTER]),
        boxes=(match.boxes[PERSON], match.boxes[COMPUTER]),
    )
    result = deal.result
    if result is None or result.knocker is None:
        if deal.knocker_melding is None:
            return base
        # Knocked, not yet scored (the defender is laying off): the knock is public.
        return dataclasses.replace(base, knocker_deadwood=deal.knocker_melding.deadwood_count)
    defender = 1 - result.knocker
    laid = deal.layoff_cards()
    before = best_melding([*deal.hands[defender], *laid]).deadwood_count
    return HandNumbers(
        hand_number=base.hand_number,
        deadwood=base.deadwood,
        deadwood_after_discard=None,
        totals=base.totals,
        boxes=base.boxes,
        outcome=result.outcome,
        winner=result.winner,
        points=result.points,
        knocker_deadwood=result.knocker_deadwood,
        defender_deadwood=result.defender_deadwood,
        defender_deadwood_before_layoffs=before,
        laid_off=len(laid),
    )


def _rule_numbers(rules: Rules, match: Match) -> RuleNumbers:
    deal = match.current
    return RuleNumbers.of(rules, knock_limit=deal.knock_limit, doubled=deal.doubled)


class Lesson:
    """A guided lesson over a real match. The state changes only through model actions:
    the person's (:meth:`act`, :meth:`show_me`) and the scripted computer's replies.

    Every step's numbers are worked out when the lesson is made, by playing the script
    once on a scratch table (which also proves the script legal under these rules);
    the lesson then follows the same path, since off-script moves are refused.
    """

    def __init__(
        self,
        rules: Rules,
        *,
        specs: Sequence[StepSpec] = GUIDED_STEPS,
        hands: Sequence[ArrangedHand] = HANDS,
        script: Mapping[int, Sequence[ScriptedMove]] = COMPUTER_SCRIPT,
        first_dealer: int = FIRST_DEALER,
    ) -> None:
        self._specs = tuple(specs)
        self._hands = tuple(hands)
        self._script = script
        self._first_dealer = first_dealer
        adapted = lesson_rules(rules)
        # A first pass finds the highest total reached, so the target can stay above it.
        _, most = self._plan(adapted.played.with_changes(target=_NO_END))
        adapted = lesson_rules(rules, most_points=most)
        self.chosen_rules: Rules = rules
        self.rules: Rules = adapted.played
        self.adjustments: tuple[Adjustment, ...] = adapted.adjustments
        self.steps, _ = self._plan(self.rules)
        self._table = _Table(self.rules, self._hands, self._script, self._first_dealer)
        self._index = 0

    def _plan(self, rules: Rules) -> tuple[tuple[Step, ...], int]:
        table = _Table(rules, self._hands, self._script, self._first_dealer)
        steps: list[Step] = []
        most = 0
        for spec in self._specs:
            m = table.match
            steps.append(
                Step(
                    id=spec.id,
                    hand=spec.hand,
                    target=spec.target,
                    wait=spec.wait,
                    terms=spec.terms,
                    rules=_rule_numbers(rules, m),
                    numbers=_numbers(m),
                )
            )
            action = spec.wait.action(m)
            if action is not None:
                table.apply(action)
            most = max(most, *table.match.totals)
        return tuple(steps), most

    # ----------------------------------------------------------------- queries
    @property
    def match(self) -> Match:
        """The lesson's match, for drawing the table and the scoresheet (read only)."""
        return self._table.match

    @property
    def index(self) -> int:
        return self._index

    @property
    def step(self) -> Step | None:
        """The current step; None once the lesson is done."""
        return self.steps[self._index] if self._index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        return self._index >= len(self.steps)

    def view(self) -> PlayerView:
        return match_view(self.match, PERSON)

    def expected(self) -> Action | None:
        """What "Show me" does now: the step's model action (None: acknowledge)."""
        step = self.step
        return None if step is None else step.wait.action(self.match)

    # ---------------------------------------------------------------- actions
    def act(self, action: Action) -> Reply:
        """The person's move: taken if it is the step's, else refused with a reason."""
        step = self.step
        if step is None:
            return self._refuse(RefusalReason.LESSON_OVER, None, None)
        if not isinstance(action, Action):
            return self._refuse(
                RefusalReason.NOT_ALLOWED, step, self.expected(), IllegalCode.UNKNOWN_ACTION
            )
        expected = step.wait.action(self.match)
        if expected is None:
            return self._refuse(RefusalReason.READ_FIRST, step, None)
        if step.wait.accepts(action, self.match):
            return self._apply(action)
        illegal = self._illegal_code(action)
        if illegal is not None:
            return self._refuse(RefusalReason.NOT_ALLOWED, step, expected, illegal, action)
        return self._refuse(self._off_script(step, action), step, expected, None, action)

    def acknowledge(self) -> Reply:
        """End an explanation step."""
        step = self.step
        if step is None:
            return self._refuse(RefusalReason.LESSON_OVER, None, None)
        if not step.wait.is_acknowledge:
            return self._refuse(RefusalReason.MOVE_EXPECTED, step, step.wait.action(self.match))
        self._index += 1
        return Reply(True, (), None, self.step)

    def show_me(self) -> Reply:
        """Do the step for the person: its move, or the acknowledgement."""
        expected = self.expected()
        if expected is None:
            return self.acknowledge()
        return self.act(expected)

    # ---------------------------------------------------------------- helpers
    def _apply(self, action: Action) -> Reply:
        try:
            stages = self._table.apply(action)
        except IllegalAction as err:
            # A knock with the person's own melds can still be refused by the model.
            step = self.step
            return self._refuse(RefusalReason.NOT_ALLOWED, step, self.expected(), err.code, action)
        self._index += 1
        events = tuple(e for stage in stages for e in stage.events)
        return Reply(True, events, None, self.step, tuple(stages))

    def _refuse(
        self,
        reason: RefusalReason,
        step: Step | None,
        expected: Action | None,
        illegal: IllegalCode | None = None,
        action: Action | None = None,
    ) -> Reply:
        card = getattr(action, "card", None)
        meld = getattr(action, "meld_index", None)
        refusal = Refusal(
            reason,
            step,
            expected,
            illegal,
            card if isinstance(card, Card) else None,
            meld if isinstance(meld, int) else None,
        )
        return Reply(False, (), refusal, self.step)

    def _illegal_code(self, action: Action) -> IllegalCode | None:
        """The model's code for an illegal move; None when the move is legal. The model
        checks before it changes anything, so a refused apply leaves the state as it was."""
        m = self.match
        if isinstance(action, NextHand):
            legal = m.current.is_over and not m.is_over
        else:
            legal = m.current.is_legal(action)
        if legal:
            return None
        try:
            m.apply(action)
        except IllegalAction as err:
            return err.code
        raise AssertionError("a move the model lists as illegal was applied")

    def _off_script(self, step: Step, action: Action) -> RefusalReason:
        kind = step.wait.kind
        want = step.wait.card
        if kind is WaitKind.TAKE_UPCARD and isinstance(action, Pass):
            return RefusalReason.TAKE_THE_UPCARD
        if kind is WaitKind.PASS and isinstance(action, TakeUpcard):
            return RefusalReason.PASS_THE_UPCARD
        if kind is WaitKind.DRAW_STOCK and isinstance(action, DrawDiscard):
            return RefusalReason.DRAW_FROM_STOCK
        if kind is WaitKind.DRAW_DISCARD and isinstance(action, DrawStock):
            return RefusalReason.TAKE_FROM_PILE
        if kind is WaitKind.KNOCK and want is not None:
            if isinstance(action, Knock):
                return RefusalReason.KNOCK_WITH_OTHER
            if isinstance(action, Discard):
                return RefusalReason.KNOCK_INSTEAD
        if kind is WaitKind.DISCARD and want is not None and type(action) is Discard:
            return _discard_reason(self.match.current.hands[PERSON], action.card, want)
        if kind is WaitKind.LAY_OFF:
            if isinstance(action, FinishLayoff):
                return RefusalReason.LAY_OFF_FIRST
            if isinstance(action, LayOff):
                return RefusalReason.LAY_OFF_OTHER_FIRST
        return RefusalReason.FOLLOW_THE_MARK


def _discard_reason(hand: Sequence[Card], card: Card, want: Card) -> RefusalReason:
    """Why ``want`` rather than ``card``: it breaks a meld, a pair or run in the making,
    or costs less than ``want``."""
    melding = best_melding(hand)
    if any(card in m.cards for m in melding.melds):
        return RefusalReason.KEEP_MELD
    others = [c for c in melding.deadwood if c != card]
    if any(
        c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2)
        for c in others
    ):
        return RefusalReason.KEEP_PAIR
    if card.value < want.value:
        return RefusalReason.HIGHER_CARD_FIRST
    return RefusalReason.FOLLOW_THE_MARK

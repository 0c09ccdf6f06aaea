"""The two short follow-up lessons: a scripted position, a question, the answer and why.

Each position is an arranged hand played up to the question through model actions.
Every choice is then played out on a fresh copy of the position, with the scripted
continuation, and scored by the model: the numbers the lesson quotes (points of each
choice, layoffs, outs) are the engine's, not written in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..model import (
    DECK,
    Action,
    Card,
    HandResult,
    Match,
    Phase,
    PlayerView,
    Rules,
    match_view,
    parse_card,
    parse_cards,
)
from ..model.cards import to_mask
from ..model.deadwood import min_deadwood
from .deck import COMPUTER, PERSON, ArrangedHand, ArrangedMatch
from .guided import Adjustment, adapt_rules
from .scripted import MoveKind, ScriptedMove, ScriptError


class FollowUpId(Enum):
    KNOCK_OR_GIN = "knock_or_gin"
    UNDERCUTS_AND_LAYOFFS = "undercuts_and_layoffs"


class ChoiceId(Enum):
    KNOCK_NOW = "knock_now"  # knock with the K♦, leaving 2
    WAIT_FOR_GIN = "wait_for_gin"  # throw the K♦ and play on for gin
    FINISH_NOW = "finish_now"  # lay off nothing
    LAY_OFF_FITTING = "lay_off_fitting"  # lay off the cards that fit at first sight
    LAY_OFF_ALL = "lay_off_all"  # lay off those and the card that fits after them


class Why(Enum):
    """Why the answer is right (the UI words it with the lesson's numbers)."""

    KNOCK_LOW_FEW_OUTS = "knock_low_few_outs"  # a low knock now beats few live gin cards
    LAYOFFS_CHAIN_UNDERCUT = "layoffs_chain_undercut"  # a run grows card by card: undercut


Play = tuple[int, ScriptedMove]  # a seat and its move


def _m(seat: int, kind: MoveKind, card: str | None = None, onto: str | None = None) -> Play:
    return seat, ScriptedMove(
        kind, None if card is None else parse_card(card), None if onto is None else parse_card(onto)
    )


@dataclass(frozen=True, slots=True)
class Position:
    hand: ArrangedHand
    dealer: int
    prelude: tuple[Play, ...]  # both seats' moves up to the question
    knock_needs: int  # the least knock limit the position's knocks need


@dataclass(frozen=True, slots=True)
class Choice:
    id: ChoiceId
    person: tuple[Play, ...]  # the person's moves that make this choice
    then: tuple[Play, ...]  # the scripted play after it, to the end of the hand


@dataclass(frozen=True, slots=True)
class ChoiceResult:
    """A choice played out and scored by the model."""

    choice: ChoiceId
    actions: tuple[Action, ...]  # every move from the question to the end of the hand
    result: HandResult
    person_points: int  # what the hand is worth to the person: negative when lost
    person_layoffs: tuple[Card, ...]
    person_deadwood: int
    computer_deadwood: int


@dataclass(frozen=True, slots=True)
class KnockOrGinNumbers:
    knock_deadwood: int  # the person's deadwood if they knock now
    knock_limit: int
    gin_outs: tuple[Card, ...]  # every card that would give gin after the wait
    live_outs: tuple[Card, ...]  # of those, the ones not yet seen
    unseen: int  # cards the person has not seen (the computer's hand and the stock)
    undercut_at: int  # the computer undercuts with this much deadwood or less
    computer_pile_draws: int  # cards the computer has taken from the discard pile
    gin_bonus: int


@dataclass(frozen=True, slots=True)
class UndercutNumbers:
    knocker_deadwood: int
    deadwood_before_layoffs: int
    undercut_at: int  # the person undercuts with this much deadwood or less
    undercut_bonus: int


@dataclass(frozen=True, slots=True)
class FollowUp:
    """A question over a position: choices, the answer, why, and each choice's outcome."""

    id: FollowUpId
    rules: Rules
    adjustments: tuple[Adjustment, ...]
    position: Position
    choices: tuple[Choice, ...]
    answer: ChoiceId
    why: Why
    numbers: KnockOrGinNumbers | UndercutNumbers
    results: tuple[ChoiceResult, ...]

    def table(self) -> Match:
        """A fresh match at the question, for the UI to draw."""
        return _at_question(self.rules, self.position)

    def view(self) -> PlayerView:
        return match_view(self.table(), PERSON)

    def result_of(self, choice: ChoiceId) -> ChoiceResult:
        return next(r for r in self.results if r.choice is choice)

    def is_answer(self, choice: ChoiceId) -> bool:
        return choice is self.answer


def _play(match: Match, plays: Sequence[Play]) -> list[Action]:
    done: list[Action] = []
    for seat, move in plays:
        view = match_view(match, seat)
        action = move.action(view)
        if action not in view.legal:
            raise ScriptError(f"{action} is not legal in this position")
        match.apply(action)
        done.append(action)
    return done


def _at_question(rules: Rules, position: Position) -> Match:
    match = ArrangedMatch(rules, hands=(position.hand,), first_dealer=position.dealer)
    _play(match, position.prelude)
    return match


def _outcome(rules: Rules, position: Position, choice: Choice) -> ChoiceResult:
    match = _at_question(rules, position)
    actions = _play(match, (*choice.person, *choice.then))
    deal = match.current
    result = deal.result
    assert result is not None and deal.phase is Phase.OVER, "a choice plays to the end"
    sign = 1 if result.winner == PERSON else -1 if result.winner == COMPUTER else 0
    person_is_knocker = result.knocker == PERSON
    person_dw = result.knocker_deadwood if person_is_knocker else result.defender_deadwood
    computer_dw = result.defender_deadwood if person_is_knocker else result.knocker_deadwood
    laid = tuple(lo.card for lo in deal.layoffs) if not person_is_knocker else ()
    return ChoiceResult(
        choice=choice.id,
        actions=tuple(actions),
        result=result,
        person_points=sign * result.points,
        person_layoffs=laid,
        person_deadwood=person_dw,
        computer_deadwood=computer_dw,
    )


def _undercut_at(rules: Rules, knock_deadwood: int) -> int:
    return knock_deadwood if rules.undercut_on_tie else knock_deadwood - 1


# ------------------------------------------------------------ knock or wait for gin
P, C = PERSON, COMPUTER
K = MoveKind

KNOCK_OR_GIN_POSITION = Position(
    hand=ArrangedHand(
        person=tuple(parse_cards("7H 8H 9H QS QD 4D 4H 2C JC KC")),
        computer=tuple(parse_cards("AS 2S 3S 5C 6C 7C JH 8D TH 6H")),
        upcard=parse_card("TC"),
        # Drawn in turn: person, computer, person, computer, person (the K♦ of the
        # question), then the computer's J♦ that gives it gin if the person waits.
        stock_top=tuple(parse_cards("QC 8C 4S JS KD JD")),
    ),
    dealer=COMPUTER,
    prelude=(
        _m(P, K.PASS),
        _m(C, K.PASS),
        _m(P, K.DRAW_STOCK),
        _m(P, K.DISCARD, "KC"),
        _m(C, K.DRAW_STOCK),
        _m(C, K.DISCARD, "TH"),
        _m(P, K.DRAW_STOCK),
        _m(P, K.DISCARD, "JC"),
        _m(C, K.DRAW_STOCK),
        _m(C, K.DISCARD, "6H"),
        _m(P, K.DRAW_STOCK),
    ),
    knock_needs=2,
)

KNOCK_OR_GIN_CHOICES = (
    Choice(
        ChoiceId.KNOCK_NOW,
        person=(_m(P, K.KNOCK, "KD"),),
        then=(_m(C, K.FINISH_LAYOFF),),
    ),
    Choice(
        ChoiceId.WAIT_FOR_GIN,
        person=(_m(P, K.DISCARD, "KD"),),
        then=(_m(C, K.DRAW_STOCK), _m(C, K.GIN, "8D")),
    ),
)


def _gin_outs(view: PlayerView, discard: Card) -> tuple[Card, ...]:
    """Cards that would give gin next turn after throwing ``discard``."""
    kept = to_mask(c for c in view.hand if c != discard)
    outs = []
    for card in DECK:
        if kept & card.bit or card == discard:
            continue
        with_it = kept | card.bit
        if any(min_deadwood(with_it & ~(1 << i)) == 0 for i in range(52) if with_it >> i & 1):
            outs.append(card)
    return tuple(outs)


def knock_or_gin(chosen: Rules) -> FollowUp:
    """ "Knock or wait for gin?": knocking with 2 now, or throwing the K♦ for gin."""
    position = KNOCK_OR_GIN_POSITION
    adapted = adapt_rules(chosen, [(position.hand.upcard, position.knock_needs)], alternate=False)
    rules = adapted.played
    view = match_view(_at_question(rules, position), PERSON)
    discard = parse_card("KD")
    outs = _gin_outs(view, discard)
    seen = {*view.hand, *view.discard_pile}
    knock_dw = min_deadwood(to_mask(c for c in view.hand if c != discard))
    numbers = KnockOrGinNumbers(
        knock_deadwood=knock_dw,
        knock_limit=view.knock_limit,
        gin_outs=outs,
        live_outs=tuple(c for c in outs if c not in seen),
        unseen=len(DECK) - len(seen),
        undercut_at=_undercut_at(rules, knock_dw),
        computer_pile_draws=len(view.opponent_picked),
        gin_bonus=rules.gin_bonus,
    )
    results = tuple(_outcome(rules, position, ch) for ch in KNOCK_OR_GIN_CHOICES)
    return FollowUp(
        id=FollowUpId.KNOCK_OR_GIN,
        rules=rules,
        adjustments=adapted.adjustments,
        position=position,
        choices=KNOCK_OR_GIN_CHOICES,
        answer=ChoiceId.KNOCK_NOW,
        why=Why.KNOCK_LOW_FEW_OUTS,
        numbers=numbers,
        results=results,
    )


# ------------------------------------------------------------ undercuts and layoffs
UNDERCUT_POSITION = Position(
    hand=ArrangedHand(
        person=tuple(parse_cards("9H TH 5C 2D 3S 9D TD JD QD KD")),
        computer=tuple(parse_cards("6H 7H 8H 5D 5S 5H JS QS 8C 4S")),
        upcard=parse_card("KC"),
        stock_top=tuple(parse_cards("KS")),
    ),
    dealer=PERSON,
    prelude=(
        _m(C, K.PASS),
        _m(P, K.PASS),
        _m(C, K.DRAW_STOCK),
        _m(C, K.KNOCK, "4S"),  # knocks with the 8♣ left: 8 deadwood
    ),
    knock_needs=8,
)

UNDERCUT_CHOICES = (
    Choice(ChoiceId.FINISH_NOW, person=(_m(P, K.FINISH_LAYOFF),), then=()),
    Choice(
        ChoiceId.LAY_OFF_FITTING,
        person=(
            _m(P, K.LAY_OFF, "9H", onto="8H"),
            _m(P, K.LAY_OFF, "5C", onto="5D"),
            _m(P, K.FINISH_LAYOFF),
        ),
        then=(),
    ),
    Choice(
        ChoiceId.LAY_OFF_ALL,
        person=(
            _m(P, K.LAY_OFF, "9H", onto="8H"),
            _m(P, K.LAY_OFF, "TH", onto="9H"),  # fits only once the 9♥ is there
            _m(P, K.LAY_OFF, "5C", onto="5D"),
            _m(P, K.FINISH_LAYOFF),
        ),
        then=(),
    ),
)


def undercuts_and_layoffs(chosen: Rules) -> FollowUp:
    """ "Undercuts and layoffs": the computer knocks with 8; how much do you lay off?"""
    position = UNDERCUT_POSITION
    adapted = adapt_rules(chosen, [(position.hand.upcard, position.knock_needs)], alternate=False)
    rules = adapted.played
    match = _at_question(rules, position)
    deal = match.current
    assert deal.knocker_melding is not None
    knocker_dw = deal.knocker_melding.deadwood_count
    numbers = UndercutNumbers(
        knocker_deadwood=knocker_dw,
        deadwood_before_layoffs=min_deadwood(to_mask(deal.hands[PERSON])),
        undercut_at=_undercut_at(rules, knocker_dw),
        undercut_bonus=rules.undercut_bonus,
    )
    results = tuple(_outcome(rules, position, ch) for ch in UNDERCUT_CHOICES)
    return FollowUp(
        id=FollowUpId.UNDERCUTS_AND_LAYOFFS,
        rules=rules,
        adjustments=adapted.adjustments,
        position=position,
        choices=UNDERCUT_CHOICES,
        answer=ChoiceId.LAY_OFF_ALL,
        why=Why.LAYOFFS_CHAIN_UNDERCUT,
        numbers=numbers,
        results=results,
    )


FOLLOW_UPS = {
    FollowUpId.KNOCK_OR_GIN: knock_or_gin,
    FollowUpId.UNDERCUTS_AND_LAYOFFS: undercuts_and_layoffs,
}

__all__ = [
    "FOLLOW_UPS",
    "Choice",
    "ChoiceId",
    "ChoiceResult",
    "FollowUp",
    "FollowUpId",
    "KnockOrGinNumbers",
    "Position",
    "UndercutNumbers",
    "Why",
    "knock_or_gin",
    "undercuts_and_layoffs",
]

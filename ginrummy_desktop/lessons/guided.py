"""The guided first game: two arranged hands, the computer's moves, and the steps.

Why two short hands: knocking (as the knocker) and laying off (as the defender) need
the two players in opposite roles, and one hand where the person could knock but is
told to wait would teach a beginner a bad habit. Hand 1: the person is offered the
first upcard and takes it, discards, draws from the stock and from the discard pile,
sees a set and a run form and the deadwood fall, knocks by the knock spot once it is
allowed (gin is explained there), watches the computer lay off, then reads the result,
the scoresheet and the box tally. Hand 2: the person deals, so the computer is offered
the upcard first; the person passes, the computer knocks at once, and the person lays
off as defender (a run grown two cards, a set made four), then reads the result and
the scoresheet with a box each.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..model import Card, NextDealer, Rules, parse_card, parse_cards
from .deck import COMPUTER, ArrangedHand
from .scripted import MoveKind, ScriptedMove
from .steps import StepId, StepSpec, Target, TargetKind, Term, Wait, WaitKind


def _c(code: str) -> Card:
    return parse_card(code)


def _cs(codes: str) -> tuple[Card, ...]:
    return tuple(parse_cards(codes))


HAND_ONE = ArrangedHand(
    person=_cs("7C 7D 4S 5S 9D 9S KS 8C 6H 2C"),
    computer=_cs("3S 9H QC JD JH 5D 6D AH TC KD"),
    upcard=_c("7H"),
    # Drawn in turn: the computer, the person (the 6♠ makes the run), the computer.
    stock_top=_cs("2D 6S 4D"),
)

HAND_TWO = ArrangedHand(
    person=_cs("6D 7D KS 9C TC JC QS 2H 5S 4C"),
    computer=_cs("3D 4D 5D KC KD KH 8C 8H AC 2S"),
    upcard=_c("QD"),
    stock_top=_cs("8S"),
)

HANDS: tuple[ArrangedHand, ...] = (HAND_ONE, HAND_TWO)
FIRST_DEALER = COMPUTER  # so the person is offered the first upcard of hand 1

# The least knock limit each hand's scripted knock needs (its deadwood after the discard).
KNOCK_NEEDS: tuple[int, ...] = (2, 1)


def _m(kind: MoveKind, card: str | None = None, onto: str | None = None) -> ScriptedMove:
    return ScriptedMove(
        kind, None if card is None else _c(card), None if onto is None else _c(onto)
    )


COMPUTER_SCRIPT: dict[int, tuple[ScriptedMove, ...]] = {
    1: (
        _m(MoveKind.DRAW_STOCK),
        _m(MoveKind.DISCARD, "QC"),
        _m(MoveKind.DRAW_STOCK),
        _m(MoveKind.DISCARD, "9H"),
        _m(MoveKind.LAY_OFF, "3S", onto="4S"),
        _m(MoveKind.FINISH_LAYOFF),
    ),
    2: (
        _m(MoveKind.PASS),
        _m(MoveKind.DRAW_STOCK),
        _m(MoveKind.KNOCK, "2S"),
    ),
}


def _step(
    sid: StepId,
    hand: int,
    target: TargetKind,
    wait: WaitKind = WaitKind.ACKNOWLEDGE,
    *,
    cards: str = "",
    card: str | None = None,
    onto: str | None = None,
    terms: tuple[Term, ...] = (),
) -> StepSpec:
    return StepSpec(
        id=sid,
        hand=hand,
        target=Target(target, _cs(cards) if cards else ()),
        wait=Wait(wait, None if card is None else _c(card), None if onto is None else _c(onto)),
        terms=frozenset(terms),
    )


T = TargetKind
W = WaitKind
S = StepId

GUIDED_STEPS: tuple[StepSpec, ...] = (
    _step(S.WELCOME, 1, T.HAND, terms=(Term.MELD, Term.SET, Term.RUN, Term.DEADWOOD)),
    _step(
        S.UPCARD_OFFER,
        1,
        T.UPCARD_BUTTONS,
        W.TAKE_UPCARD,
        cards="7H",
        terms=(Term.UPCARD, Term.DISCARD_PILE, Term.DEALER, Term.SET),
    ),
    _step(S.SET_FORMED, 1, T.MELD_GROUP, cards="7C 7D 7H", terms=(Term.SET, Term.MELD)),
    _step(S.TAKEN_CARD_RULE, 1, T.HAND_CARD, cards="7H", terms=(Term.DISCARD_PILE,)),
    _step(
        S.DISCARD_HIGH,
        1,
        T.HAND_CARD,
        W.DISCARD,
        cards="KS",
        card="KS",
        terms=(Term.DEADWOOD, Term.DISCARD_PILE),
    ),
    _step(
        S.DRAW_STOCK,
        1,
        T.STOCK,
        W.DRAW_STOCK,
        cards="QC",
        terms=(Term.STOCK, Term.DISCARD_PILE),
    ),
    _step(S.RUN_FORMED, 1, T.MELD_GROUP, cards="4S 5S 6S", terms=(Term.RUN, Term.MELD)),
    _step(S.DEADWOOD_COUNT, 1, T.DEADWOOD_LABEL, terms=(Term.DEADWOOD, Term.KNOCK)),
    _step(
        S.DISCARD_KEEP_PAIR,
        1,
        T.HAND_CARD,
        W.DISCARD,
        cards="8C",
        card="8C",
        terms=(Term.SET, Term.DEADWOOD),
    ),
    _step(
        S.DRAW_DISCARD,
        1,
        T.DISCARD_PILE,
        W.DRAW_DISCARD,
        cards="9H",
        terms=(Term.DISCARD_PILE, Term.SET),
    ),
    _step(S.KNOCK_ALLOWED, 1, T.DEADWOOD_LABEL, cards="6H", terms=(Term.DEADWOOD, Term.KNOCK)),
    _step(S.GIN_EXPLAINED, 1, T.KNOCK_SPOT, terms=(Term.GIN, Term.LAYOFF, Term.KNOCK)),
    _step(S.KNOCK, 1, T.KNOCK_SPOT, W.KNOCK, cards="6H", card="6H", terms=(Term.KNOCK,)),
    _step(
        S.COMPUTER_LAID_OFF,
        1,
        T.KNOCKER_MELD,
        cards="3S 4S 5S 6S",
        terms=(Term.LAYOFF, Term.RUN, Term.DEADWOOD),
    ),
    _step(S.RESULT, 1, T.RESULT_PANEL, terms=(Term.DEADWOOD, Term.UNDERCUT, Term.KNOCK)),
    _step(S.SCORESHEET, 1, T.SCORESHEET),
    _step(S.BOX_TALLY, 1, T.BOX_TALLY, terms=(Term.BOX,)),
    _step(S.NEXT_HAND, 1, T.NEXT_HAND_BUTTON, W.NEXT_HAND, terms=(Term.DEALER,)),
    _step(
        S.UPCARD_PASS,
        2,
        T.UPCARD_BUTTONS,
        W.PASS,
        cards="QD",
        terms=(Term.UPCARD, Term.DEALER, Term.STOCK),
    ),
    _step(
        S.COMPUTER_KNOCKED,
        2,
        T.KNOCKER_MELD,
        cards="3D 4D 5D",
        terms=(Term.KNOCK, Term.DEADWOOD, Term.LAYOFF),
    ),
    _step(
        S.LAY_OFF_RUN,
        2,
        T.KNOCKER_MELD,
        W.LAY_OFF,
        cards="3D 4D 5D",
        card="6D",
        onto="5D",
        terms=(Term.LAYOFF, Term.RUN),
    ),
    _step(
        S.LAY_OFF_CHAIN,
        2,
        T.KNOCKER_MELD,
        W.LAY_OFF,
        cards="3D 4D 5D 6D",
        card="7D",
        onto="6D",
        terms=(Term.LAYOFF, Term.RUN),
    ),
    _step(
        S.LAY_OFF_SET,
        2,
        T.KNOCKER_MELD,
        W.LAY_OFF,
        cards="KC KD KH",
        card="KS",
        onto="KC",
        terms=(Term.LAYOFF, Term.SET),
    ),
    _step(
        S.FINISH_LAYOFF,
        2,
        T.LAYOFF_DONE,
        W.FINISH_LAYOFF,
        cards="9C TC JC",
        terms=(Term.LAYOFF, Term.DEADWOOD, Term.RUN),
    ),
    _step(
        S.RESULT_DEFENDER,
        2,
        T.RESULT_PANEL,
        terms=(Term.DEADWOOD, Term.LAYOFF, Term.UNDERCUT),
    ),
    _step(S.SCORESHEET_TWO, 2, T.SCORESHEET),
    _step(S.BOX_TALLY_TWO, 2, T.BOX_TALLY, terms=(Term.BOX,)),
    _step(S.DONE, 2, T.NONE),
)


class Adjustment(Enum):
    """A rule the lesson had to change to be playable; the UI says so (your own games
    keep your rules)."""

    STRAIGHT_GIN_OFF = "straight_gin_off"  # only gin ends a hand: the lesson knocks
    KNOCK_LIMIT_RAISED = "knock_limit_raised"  # the limit is below the lesson's knocks
    DEALER_ALTERNATES = "dealer_alternates"  # "loser deals" would give hand 2 to the computer
    TARGET_RAISED = "target_raised"  # the game would end before the lesson does


@dataclass(frozen=True, slots=True)
class LessonRules:
    """The rules a lesson plays: the chosen ones, changed only where it must."""

    chosen: Rules
    played: Rules
    adjustments: tuple[Adjustment, ...]


STANDARD_KNOCK_LIMIT = 10
STANDARD_TARGET = 100


def adapt_rules(
    chosen: Rules,
    needs: Sequence[tuple[Card, int]],
    *,
    most_points: int = 0,
    alternate: bool = True,
) -> LessonRules:
    """Adapt ``chosen`` for scripted hands: ``needs`` pairs each hand's first upcard with
    the least knock limit its scripted knock needs; ``most_points`` is the highest running
    total reached (the target must stay above it); ``alternate``: the script needs the
    deal to alternate."""
    # A lesson is the plain game its words describe: one game to the target, never
    # the last game's Hollywood (after a Hollywood match the lesson showed three
    # games on its scoresheet while the coach spoke of one). Hollywood is a way to
    # keep score, not a house rule, so this is no adjustment to tell of.
    played = chosen.with_changes(hollywood=False) if chosen.hollywood else chosen
    adjustments: list[Adjustment] = []
    if played.straight_gin and any(need > 0 for _, need in needs):
        played = played.with_changes(straight_gin=False)
        adjustments.append(Adjustment.STRAIGHT_GIN_OFF)
    if any(played.knock_limit_for(upcard.value) < need for upcard, need in needs):
        played = played.with_changes(knock_limit=STANDARD_KNOCK_LIMIT)
        adjustments.append(Adjustment.KNOCK_LIMIT_RAISED)
    if alternate and played.next_dealer is not NextDealer.ALTERNATE:
        played = played.with_changes(next_dealer=NextDealer.ALTERNATE)
        adjustments.append(Adjustment.DEALER_ALTERNATES)
    if played.target <= most_points:
        played = played.with_changes(target=max(STANDARD_TARGET, most_points + 1))
        adjustments.append(Adjustment.TARGET_RAISED)
    return LessonRules(chosen, played, tuple(adjustments))


def lesson_rules(chosen: Rules, *, most_points: int = 0) -> LessonRules:
    """The guided game's rules: ``chosen``, changed only where the two hands need it."""
    needs = [(h.upcard, need) for h, need in zip(HANDS, KNOCK_NEEDS, strict=True)]
    return adapt_rules(chosen, needs, most_points=most_points)

"""What a lesson step is: where the coach mark points, what it waits for, and its numbers."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..model import (
    Action,
    Card,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    Match,
    NextHand,
    Outcome,
    Pass,
    Rules,
    TakeUpcard,
)
from ..model.actions import Discard, Gin
from .deck import PERSON


class StepId(Enum):
    # Hand 1: the person is offered the first upcard and knocks.
    WELCOME = "welcome"
    UPCARD_OFFER = "upcard_offer"
    SET_FORMED = "set_formed"
    TAKEN_CARD_RULE = "taken_card_rule"
    DISCARD_HIGH = "discard_high"
    DRAW_STOCK = "draw_stock"
    RUN_FORMED = "run_formed"
    DEADWOOD_COUNT = "deadwood_count"
    DISCARD_KEEP_PAIR = "discard_keep_pair"
    DRAW_DISCARD = "draw_discard"
    KNOCK_ALLOWED = "knock_allowed"
    GIN_EXPLAINED = "gin_explained"
    KNOCK = "knock"
    COMPUTER_LAID_OFF = "computer_laid_off"
    RESULT = "result"
    SCORESHEET = "scoresheet"
    BOX_TALLY = "box_tally"
    NEXT_HAND = "next_hand"
    # Hand 2: the computer knocks and the person lays off as defender.
    UPCARD_PASS = "upcard_pass"
    COMPUTER_KNOCKED = "computer_knocked"
    LAY_OFF_RUN = "lay_off_run"
    LAY_OFF_CHAIN = "lay_off_chain"
    LAY_OFF_SET = "lay_off_set"
    FINISH_LAYOFF = "finish_layoff"
    RESULT_DEFENDER = "result_defender"
    SCORESHEET_TWO = "scoresheet_two"
    BOX_TALLY_TWO = "box_tally_two"
    DONE = "done"


class TargetKind(Enum):
    """The table item a coach mark points at (the UI maps each to its item)."""

    NONE = "none"  # no mark: a message in the middle of the table
    HAND = "hand"  # the person's whole hand
    HAND_CARD = "hand_card"  # one card of the hand (Target.cards[0])
    MELD_GROUP = "meld_group"  # cards of the hand that form a meld (Target.cards)
    STOCK = "stock"
    DISCARD_PILE = "discard_pile"
    UPCARD_BUTTONS = "upcard_buttons"  # the take / pass choice for the first upcard
    DEADWOOD_LABEL = "deadwood_label"
    KNOCK_SPOT = "knock_spot"
    KNOCKER_MELD = "knocker_meld"  # the knocker's meld on the table holding Target.cards
    LAYOFF_DONE = "layoff_done"  # the "done laying off" control
    RESULT_PANEL = "result_panel"
    SCORESHEET = "scoresheet"
    BOX_TALLY = "box_tally"
    NEXT_HAND_BUTTON = "next_hand_button"


@dataclass(frozen=True, slots=True)
class Target:
    kind: TargetKind
    cards: tuple[Card, ...] = ()


class WaitKind(Enum):
    """What ends a step: the person's acknowledgement, or one model action."""

    ACKNOWLEDGE = "acknowledge"
    TAKE_UPCARD = "take_upcard"
    PASS = "pass"
    DRAW_STOCK = "draw_stock"
    DRAW_DISCARD = "draw_discard"
    DISCARD = "discard"
    KNOCK = "knock"
    LAY_OFF = "lay_off"
    FINISH_LAYOFF = "finish_layoff"
    NEXT_HAND = "next_hand"


@dataclass(frozen=True, slots=True)
class Wait:
    """A predicate over the person's action: ``card`` is the card moved, ``onto`` a card
    of the knocker's meld a layoff goes to."""

    kind: WaitKind
    card: Card | None = None
    onto: Card | None = None

    @property
    def is_acknowledge(self) -> bool:
        return self.kind is WaitKind.ACKNOWLEDGE

    def action(self, match: Match) -> Action | None:
        """The model action that does this step ("Show me"); None for an explanation."""
        k = self.kind
        if k is WaitKind.ACKNOWLEDGE:
            return None
        if k is WaitKind.TAKE_UPCARD:
            return TakeUpcard(PERSON)
        if k is WaitKind.PASS:
            return Pass(PERSON)
        if k is WaitKind.DRAW_STOCK:
            return DrawStock(PERSON)
        if k is WaitKind.DRAW_DISCARD:
            return DrawDiscard(PERSON)
        if k is WaitKind.FINISH_LAYOFF:
            return FinishLayoff(PERSON)
        if k is WaitKind.NEXT_HAND:
            return NextHand(PERSON)
        assert self.card is not None, "a card move names its card"
        if k is WaitKind.DISCARD:
            return Discard(PERSON, self.card)
        if k is WaitKind.KNOCK:
            return Knock(PERSON, self.card)
        for i, meld in enumerate(match.current.knocker_melds):
            if self.onto in meld.cards:
                return LayOff(PERSON, self.card, i)
        raise AssertionError(f"no knocker meld holds {self.onto}")

    def accepts(self, action: Action, match: Match) -> bool:
        """Is ``action`` the move this step waits for? A knock may carry the person's own
        arrangement of melds (the model then checks it)."""
        expected = self.action(match)
        if expected is None or action.player != PERSON:
            return False
        if isinstance(expected, Knock):
            return (
                isinstance(action, Knock)
                and not isinstance(action, Gin)
                and action.card == expected.card
            )
        return action == expected


class Term(Enum):
    """Game words a step's text uses; under the Finnish and Norwegian presets the UI
    words them as the seeds do (umpipakka / trekkbunken, avopakka / kastebunken, ...)."""

    STOCK = "stock"
    DISCARD_PILE = "discard_pile"
    UPCARD = "upcard"
    MELD = "meld"
    SET = "set"
    RUN = "run"
    DEADWOOD = "deadwood"
    KNOCK = "knock"
    GIN = "gin"
    LAYOFF = "layoff"
    UNDERCUT = "undercut"
    BOX = "box"
    DEALER = "dealer"


@dataclass(frozen=True, slots=True)
class RuleNumbers:
    """The rule values a lesson's words quote, taken from the rules played."""

    preset: str
    knock_limit: int  # this hand's limit (Oklahoma takes it from the first upcard)
    gin_bonus: int
    big_gin_bonus: int | None
    undercut_bonus: int
    undercut_on_tie: bool
    tie_bonus: int
    hand_win_bonus: int
    box_bonus: int
    target: int
    game_bonus: int
    layoff_on_gin: bool
    doubled: bool  # Oklahoma: a spade first upcard doubles this hand

    @staticmethod
    def of(rules: Rules, *, knock_limit: int, doubled: bool) -> RuleNumbers:
        return RuleNumbers(
            preset=rules.preset,
            knock_limit=knock_limit,
            gin_bonus=rules.gin_bonus,
            big_gin_bonus=rules.big_gin_bonus,
            undercut_bonus=rules.undercut_bonus,
            undercut_on_tie=rules.undercut_on_tie,
            tie_bonus=rules.tie_bonus,
            hand_win_bonus=rules.hand_win_bonus,
            box_bonus=rules.box_bonus,
            target=rules.target,
            game_bonus=rules.game_bonus,
            layoff_on_gin=rules.layoff_on_gin,
            doubled=doubled,
        )


@dataclass(frozen=True, slots=True)
class HandNumbers:
    """The position's numbers when the step is shown (what the text may quote)."""

    hand_number: int
    deadwood: int  # the person's deadwood now (best melding of the cards held)
    deadwood_after_discard: int | None  # least deadwood after a discard (discard phase)
    totals: tuple[int, int]  # person, computer
    boxes: tuple[int, int]
    # Set once the hand is scored:
    outcome: Outcome | None = None
    winner: int | None = None
    points: int | None = None
    knocker_deadwood: int | None = None
    defender_deadwood: int | None = None  # after layoffs
    defender_deadwood_before_layoffs: int | None = None
    laid_off: int | None = None  # how many cards the defender laid off


@dataclass(frozen=True, slots=True)
class StepSpec:
    """A step as written in a script, before its numbers are known."""

    id: StepId
    hand: int  # 1-based hand of the lesson
    target: Target
    wait: Wait
    terms: frozenset[Term] = frozenset()


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson: the coach mark, what ends it, and the numbers its text uses."""

    id: StepId
    hand: int
    target: Target
    wait: Wait
    terms: frozenset[Term]
    rules: RuleNumbers
    numbers: HandNumbers

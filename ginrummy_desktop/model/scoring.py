"""Scoring a hand: who won, the points, and every line that makes them up."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum

from .layoffs import Layoff
from .melds import Meld, Melding
from .rules import Rules


class Outcome(Enum):
    KNOCK = "knock"  # the knocker won with less deadwood
    GIN = "gin"
    BIG_GIN = "big_gin"
    UNDERCUT = "undercut"
    TIE = "tie"  # equal deadwood that is not an undercut
    VOID = "void"


class LineCode(Enum):
    DEADWOOD_DIFFERENCE = "deadwood_difference"
    GIN_BONUS = "gin_bonus"
    BIG_GIN_BONUS = "big_gin_bonus"
    UNDERCUT_BONUS = "undercut_bonus"
    TIE_BONUS = "tie_bonus"
    HAND_WIN_BONUS = "hand_win_bonus"
    OKLAHOMA_DOUBLE = "oklahoma_double"
    # Game-end lines (see tally.py)
    HAND_POINTS = "hand_points"
    GAME_BONUS = "game_bonus"
    SHUTOUT_BONUS = "shutout_bonus"
    BOX_BONUS = "box_bonus"
    FINAL_TOTAL = "final_total"
    FINAL_DIFFERENCE = "final_difference"
    # Hollywood's match lines (see hollywood.py): one per game (``count`` is the game's
    # number, 1-3; ``player`` its winner), then the match result, their signed sum.
    GAME_DIFFERENCE = "game_difference"
    MATCH_DIFFERENCE = "match_difference"


@dataclass(frozen=True, slots=True)
class ScoreLine:
    code: LineCode
    points: int
    player: int | None = None
    count: int | None = None  # e.g. boxes for a box bonus line


@dataclass(frozen=True, slots=True)
class HandResult:
    outcome: Outcome
    knocker: int | None
    winner: int | None  # None: nobody scores (void, plain tie)
    points: int
    lines: tuple[ScoreLine, ...]
    knocker_deadwood: int = 0
    defender_deadwood: int = 0
    knocker_melding: Melding | None = None
    defender_melding: Melding | None = None
    layoffs: tuple[Layoff, ...] = ()
    knocker_melds_after_layoffs: tuple[Meld, ...] = ()
    doubled: bool = False

    @property
    def box_winner(self) -> int | None:
        """A box is a won hand; a plain tie and a void hand win none."""
        return self.winner

    def points_for(self, seat: int) -> int:
        """The hand's points from ``seat``'s side: won (+), lost (-), nobody scored (0)."""
        if self.winner is None:
            return 0
        return self.points if self.winner == seat else -self.points


class HandEnding(Enum):
    """How a hand was ended, as the knocker's move or the score pad's entry says."""

    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big_gin"


def score_counts(
    rules: Rules,
    *,
    knocker: int,
    ending: HandEnding,
    knocker_deadwood: int,
    defender_deadwood: int,
    doubled: bool = False,
) -> HandResult:
    """The one scoring of a hand: who won it, its points and their lines, from the two
    deadwood counts (the defender's after layoffs) and how the hand ended.

    A played hand (:func:`score_hand`) and a score pad entry both come here, so the
    engine and the paper sheet can never disagree about a hand.
    """
    defender = 1 - knocker
    lines: list[ScoreLine] = []
    k, d = knocker_deadwood, defender_deadwood
    if ending is not HandEnding.KNOCK:
        winner: int | None = knocker
        lines.append(ScoreLine(LineCode.DEADWOOD_DIFFERENCE, d, winner))
        if ending is HandEnding.BIG_GIN:
            outcome = Outcome.BIG_GIN
            assert rules.big_gin_bonus is not None, "Big Gin is not played with these rules"
            lines.append(ScoreLine(LineCode.BIG_GIN_BONUS, rules.big_gin_bonus, winner))
        else:
            outcome = Outcome.GIN
            lines.append(ScoreLine(LineCode.GIN_BONUS, rules.gin_bonus, winner))
    elif k < d:
        winner = knocker
        outcome = Outcome.KNOCK
        lines.append(ScoreLine(LineCode.DEADWOOD_DIFFERENCE, d - k, winner))
    elif k > d or rules.undercut_on_tie:
        winner = defender
        outcome = Outcome.UNDERCUT
        lines.append(ScoreLine(LineCode.DEADWOOD_DIFFERENCE, k - d, winner))
        lines.append(ScoreLine(LineCode.UNDERCUT_BONUS, rules.undercut_bonus, winner))
    else:
        outcome = Outcome.TIE
        if rules.tie_bonus > 0:
            winner = defender
            lines.append(ScoreLine(LineCode.TIE_BONUS, rules.tie_bonus, winner))
        else:
            winner = None
    if winner is not None and rules.hand_win_bonus:
        lines.append(ScoreLine(LineCode.HAND_WIN_BONUS, rules.hand_win_bonus, winner))
    subtotal = sum(line.points for line in lines)
    if doubled and winner is not None and subtotal:
        lines.append(ScoreLine(LineCode.OKLAHOMA_DOUBLE, subtotal, winner))
    return HandResult(
        outcome=outcome,
        knocker=knocker,
        winner=winner,
        points=sum(line.points for line in lines),
        lines=tuple(lines),
        knocker_deadwood=k,
        defender_deadwood=d,
        doubled=doubled,
    )


def score_hand(
    rules: Rules,
    *,
    knocker: int,
    knocker_deadwood: int,
    defender_deadwood: int,
    gin: bool,
    big_gin: bool,
    doubled: bool,
    knocker_melding: Melding | None = None,
    defender_melding: Melding | None = None,
    layoffs: tuple[Layoff, ...] = (),
    knocker_melds_after_layoffs: tuple[Meld, ...] = (),
) -> HandResult:
    """Score a played knock, gin or Big Gin (by :func:`score_counts`), keeping the cards
    that show how the counts came about."""
    ending = HandEnding.BIG_GIN if big_gin else HandEnding.GIN if gin else HandEnding.KNOCK
    result = score_counts(
        rules,
        knocker=knocker,
        ending=ending,
        knocker_deadwood=knocker_deadwood,
        defender_deadwood=defender_deadwood,
        doubled=doubled,
    )
    return dataclasses.replace(
        result,
        knocker_melding=knocker_melding,
        defender_melding=defender_melding,
        layoffs=layoffs,
        knocker_melds_after_layoffs=knocker_melds_after_layoffs,
    )


def void_result() -> HandResult:
    return HandResult(outcome=Outcome.VOID, knocker=None, winner=None, points=0, lines=())

"""One game's running score to the target, its final tally, and who deals the next hand.

The match (played hands) and the score pad (hands entered from a real table) both
count through here, so a game ends, and is tallied, the same way in each.
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import NextDealer, Rules
from .scoring import HandResult, LineCode, Outcome, ScoreLine


@dataclass(frozen=True, slots=True)
class GameResult:
    winner: int
    shutout: bool
    hand_points: tuple[int, int]
    boxes: tuple[int, int]
    final_totals: tuple[int, int]
    difference: int
    lines: tuple[ScoreLine, ...]
    # Hollywood: the three games' own results (this one then sums them up).
    games: tuple[GameResult, ...] = ()

    @property
    def is_hollywood(self) -> bool:
        """The result of a Hollywood match: the sum of its three games' differences."""
        return bool(self.games)


def final_tally(rules: Rules, winner: int, totals: list[int], boxes: list[int]) -> GameResult:
    """The end-of-game lines: hand points, game or shutout bonus, box bonuses, difference."""
    loser = 1 - winner
    shutout = totals[loser] == 0
    lines: list[ScoreLine] = []
    final = [totals[0], totals[1]]
    for p in (0, 1):
        lines.append(ScoreLine(LineCode.HAND_POINTS, totals[p], p))
    # The line is the "shutout bonus" only where the rules give a shutout a bonus of its
    # own; elsewhere the points are the game bonus, whatever the loser scored.
    if shutout and rules.shutout_game_bonus is not None:
        code, bonus = LineCode.SHUTOUT_BONUS, rules.effective_shutout_bonus
    else:
        code, bonus = LineCode.GAME_BONUS, rules.game_bonus
    if bonus:  # a bonus of nothing has no line, as box bonuses of nothing have none
        lines.append(ScoreLine(code, bonus, winner))
    final[winner] += bonus
    if rules.box_bonus:
        for p in (0, 1):
            points = boxes[p] * rules.box_bonus
            lines.append(ScoreLine(LineCode.BOX_BONUS, points, p, count=boxes[p]))
            final[p] += points
    for p in (0, 1):
        lines.append(ScoreLine(LineCode.FINAL_TOTAL, final[p], p))
    difference = final[winner] - final[loser]
    if rules.final_difference:
        lines.append(ScoreLine(LineCode.FINAL_DIFFERENCE, difference, winner))
    return GameResult(
        winner=winner,
        shutout=shutout,
        hand_points=(totals[0], totals[1]),
        boxes=(boxes[0], boxes[1]),
        final_totals=(final[0], final[1]),
        difference=difference,
        lines=tuple(lines),
    )


class GameOverError(ValueError):
    """A hand was given to a game that has already ended."""


@dataclass(frozen=True, slots=True)
class GameScore:
    """A game's hand points and boxes so far, and its result once a player reached the
    target. A box is a hand won: the hand's winner gets it (a void hand and a tie that
    scores nothing win none)."""

    totals: tuple[int, int] = (0, 0)
    boxes: tuple[int, int] = (0, 0)
    result: GameResult | None = None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def with_hand(self, rules: Rules, hand: HandResult) -> GameScore:
        """The score after ``hand``; the game ends when its winner reaches the target."""
        return self.with_win(rules, hand.winner, hand.points)

    def with_win(self, rules: Rules, winner: int | None, points: int) -> GameScore:
        """The score after a hand ``winner`` won for ``points`` (None: nobody scored),
        as a hand's winner and points alone decide it (a history's stored hands)."""
        if self.result is not None:
            raise GameOverError("this game is over")
        if winner is None:
            return self
        totals = [self.totals[0], self.totals[1]]
        boxes = [self.boxes[0], self.boxes[1]]
        totals[winner] += points
        boxes[winner] += 1
        result = None
        if totals[winner] >= rules.target:
            result = final_tally(rules, winner, totals, boxes)
        return GameScore(
            totals=(totals[0], totals[1]),
            boxes=(boxes[0], boxes[1]),
            result=result,
        )


def next_dealer_after(rules: Rules, dealer: int, result: HandResult | None) -> int:
    """Who deals after a hand ``dealer`` dealt: the same dealer after a void hand,
    else by ``rules.next_dealer`` (alternate, or the loser of a won hand)."""
    if result is None or result.outcome is Outcome.VOID:
        return dealer
    if rules.next_dealer is NextDealer.LOSER and result.winner is not None:
        return 1 - result.winner
    return 1 - dealer

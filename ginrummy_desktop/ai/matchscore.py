"""What a hand's points are worth in a game: the chance of winning the game from a score.

A hand won by 15 points matters little at 0-0 and decides everything at 90-90.
The Master therefore scores its searches in *game-winning chances*, not points:
``win_chance(me + points, opponent)`` after the hand. The chances come from a
small model of the hands to come (solved exactly once per rule set, by dynamic
programming over the two running totals):

* either player wins the next hand with the same chance (a void hand changes
  nothing, so it is left out);
* the winner's points follow a rough mix of what hands between good players
  give: 60% knocks won by 1 to 20 points, 22% undercuts (the bonus plus 0 to 12),
  18% gins (the bonus plus 5 to 45), each value in its range equally likely, the
  hand bonus of the rules added to all of them.

Only reaching the target decides the game, so box and game bonuses play no part
in who wins it. The model knows nothing of either player's strength; at 0-0 it
gives 0.5, and it is nearly linear in the points there, so that early in a game
the search ranks moves as a points search would.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..model.rules import Rules

KNOCK_SHARE = 0.60
UNDERCUT_SHARE = 0.22
GIN_SHARE = 0.18


@dataclass(frozen=True, slots=True)
class ScoreModel:
    """The rule parameters the model needs (hashable, so a table is solved once)."""

    target: int
    gin_bonus: int
    undercut_bonus: int
    hand_win_bonus: int

    @staticmethod
    def of(rules: Rules) -> ScoreModel:
        return ScoreModel(rules.target, rules.gin_bonus, rules.undercut_bonus, rules.hand_win_bonus)

    def outcomes(self) -> list[tuple[int, float]]:
        """The winner's points of one hand with their chances (they add up to 1)."""
        out: dict[int, float] = {}

        def spread(share: float, low: int, high: int) -> None:
            n = high - low + 1
            for v in range(low, high + 1):
                pts = max(1, v + self.hand_win_bonus)
                out[pts] = out.get(pts, 0.0) + share / n

        spread(KNOCK_SHARE, 1, 20)
        spread(UNDERCUT_SHARE, self.undercut_bonus, self.undercut_bonus + 12)
        spread(GIN_SHARE, self.gin_bonus + 5, self.gin_bonus + 45)
        return sorted(out.items())


@lru_cache(maxsize=8)
def _table(model: ScoreModel) -> tuple[tuple[float, ...], ...]:
    """table[a][b]: chance that the player on ``a`` points wins against one on ``b``."""
    t = model.target
    outcomes = model.outcomes()
    table = [[0.0] * t for _ in range(t)]
    # Scores only grow, so every entry depends on entries with a larger total:
    # fill from the top down.
    for s in range(2 * t - 2, -1, -1):
        for a in range(max(0, s - t + 1), min(t - 1, s) + 1):
            b = s - a
            w = 0.0
            for pts, p in outcomes:
                mine = 1.0 if a + pts >= t else table[a + pts][b]
                theirs = 0.0 if b + pts >= t else table[a][b + pts]
                w += 0.5 * p * (mine + theirs)
            table[a][b] = w
    return tuple(tuple(row) for row in table)


@dataclass(frozen=True, slots=True)
class GameValue:
    """Game-winning chances after a hand, from one player's side at a given score."""

    mine: int
    theirs: int
    model: ScoreModel
    doubled: bool = False

    @staticmethod
    def of(
        rules: Rules, totals: tuple[int, int], player: int, *, doubled: bool = False
    ) -> GameValue:
        return GameValue(totals[player], totals[1 - player], ScoreModel.of(rules), doubled)

    def chance(self, mine: int, theirs: int) -> float:
        t = self.model.target
        if mine >= t:
            return 1.0
        if theirs >= t:
            return 0.0
        return _table(self.model)[max(0, mine)][max(0, theirs)]

    @property
    def now(self) -> float:
        """The chance of winning the game before this hand is played."""
        return self.chance(self.mine, self.theirs)

    def after(self, points: float) -> float:
        """The chance after a hand that gave me ``points`` (negative: the opponent won)."""
        pts = round(points) * (2 if self.doubled else 1)
        if pts > 0:
            return self.chance(self.mine + pts, self.theirs)
        if pts < 0:
            return self.chance(self.mine, self.theirs - pts)
        return self.now

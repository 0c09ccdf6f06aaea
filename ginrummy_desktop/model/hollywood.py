"""Hollywood scoring: three games kept at once on one sheet, each to the target.

A player's n-th hand won is written in games 1..min(n, 3) that are still being
played: the first win in game 1 only, the second in games 1 and 2, the third and
every later one in all three. A game's column thus opens for a player with their
first win written in it. A hand won is one with a winner (RULES.md section 5): the
knocker's win, the defender's undercut, gin and Big Gin, and, where ``tie_bonus``
pays the defender, a tie; a void hand and a tie that scores nothing are no win and
open nothing. Wins are counted even when every game they reach is over (a first win
after game 1 has ended is written nowhere, but the next one is that player's second).

Each game ends when a player's total in it reaches the target and is tallied by
itself (game or shutout bonus, box bonuses, difference); later wins skip it. The
match ends when all three have ended; its result is the sum of the three games'
differences, each counted for its winner. Games are numbered 0-2 in code.
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Rules
from .scoring import HandResult, LineCode, ScoreLine
from .tally import GameResult, GameScore

GAMES = 3

_NEW_GAMES = (GameScore(), GameScore(), GameScore())
_NOT_OPEN = ((False, False), (False, False), (False, False))


@dataclass(frozen=True, slots=True)
class HollywoodScore:
    """The three games after some hands; change it only through :meth:`after`."""

    games: tuple[GameScore, ...] = _NEW_GAMES
    wins: tuple[int, int] = (0, 0)  # hands each player has won in the match
    opened: tuple[tuple[bool, bool], ...] = _NOT_OPEN  # [game][player]: a win written there

    @property
    def is_over(self) -> bool:
        return all(g.is_over for g in self.games)

    def games_for_next_win(self, player: int) -> tuple[int, ...]:
        """The games ``player``'s next hand won would be written in."""
        reach = min(self.wins[player] + 1, GAMES)
        return tuple(g for g in range(reach) if not self.games[g].is_over)

    def after(self, rules: Rules, hand: HandResult) -> HollywoodStep:
        """The games after ``hand``, and which games it was written in."""
        return self.after_win(rules, hand.winner, hand.points)

    def after_win(self, rules: Rules, winner: int | None, points: int) -> HollywoodStep:
        """The games after a hand ``winner`` won for ``points`` (None: nobody scored):
        all Hollywood's ledger needs of a hand, so a history's stored hands replay it."""
        if winner is None:
            return HollywoodStep(scored_in=(), ended=(), score=self)
        scored_in = self.games_for_next_win(winner)
        games = list(self.games)
        opened = [list(o) for o in self.opened]
        for g in scored_in:
            games[g] = games[g].with_win(rules, winner, points)
            opened[g][winner] = True
        wins = [self.wins[0], self.wins[1]]
        wins[winner] += 1
        score = HollywoodScore(
            games=tuple(games),
            wins=(wins[0], wins[1]),
            opened=tuple((o[0], o[1]) for o in opened),
        )
        ended = tuple(g for g in scored_in if games[g].is_over)
        return HollywoodStep(scored_in=scored_in, ended=ended, score=score)

    def result(self) -> GameResult | None:
        """The match result once all three games have ended."""
        results = [g.result for g in self.games]
        done = [r for r in results if r is not None]
        if len(done) < GAMES:
            return None
        return hollywood_result(tuple(done))


@dataclass(frozen=True, slots=True)
class HollywoodStep:
    """What one hand did to the three games."""

    scored_in: tuple[int, ...]  # the games the hand was written in (none: no win, or all over)
    ended: tuple[int, ...]  # of those, the games it ended
    score: HollywoodScore  # the games after it


def hollywood_result(games: tuple[GameResult, ...]) -> GameResult:
    """The match result of three finished games: the sum of their differences.

    ``final_totals`` are the sums of the games' final totals, so ``difference`` is
    their difference as in a single game. The winner is the player the sum favours;
    when it is exactly even, the one who won more of the three games.
    """
    net = sum(g.difference if g.winner == 0 else -g.difference for g in games)
    if net:
        winner = 0 if net > 0 else 1
    else:
        won0 = sum(g.winner == 0 for g in games)
        winner = 0 if won0 * 2 > len(games) else 1
    lines = [
        ScoreLine(LineCode.GAME_DIFFERENCE, g.difference, g.winner, count=i + 1)
        for i, g in enumerate(games)
    ]
    lines.append(ScoreLine(LineCode.MATCH_DIFFERENCE, abs(net), winner))

    def pair(values: list[tuple[int, int]]) -> tuple[int, int]:
        return (sum(v[0] for v in values), sum(v[1] for v in values))

    return GameResult(
        winner=winner,
        # A shutout match: the loser scored nothing in any of the three games.
        shutout=all(g.shutout and g.winner == winner for g in games),
        hand_points=pair([g.hand_points for g in games]),
        boxes=pair([g.boxes for g in games]),
        final_totals=pair([g.final_totals for g in games]),
        difference=abs(net),
        lines=tuple(lines),
        games=games,
    )

"""Statistics from the history: matches and hands won, gins, streaks, per AI level.

Counts are the person's (player 0): "gins" are hands they won by gin or Big Gin,
"undercuts" hands they won by undercutting the computer, "knocks" hands they won by
knocking. Finished matches count as played, and so do abandoned ones (left for a new
match while being played): those as played and not won, in the streaks too, so that
starting over dodges no loss; ``abandoned_matches`` counts them.
Matches played with a training aid on ("assisted"), or with a move taken back
(``undo_matches``), count in every figure like the others; ``assisted_matches``,
``undo_matches`` and ``unassisted_wins`` (neither aids nor undo) tell them apart.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import TypeGuard

from .history import HistoryDB

YOU = 0


@dataclass(frozen=True, slots=True)
class BestMatch:
    match_id: str
    difference: int
    final: tuple[int, int]
    finished_at: str


@dataclass(frozen=True, slots=True)
class LevelStats:
    level: str | None  # None: all levels together
    matches_played: int = 0
    matches_won: int = 0
    assisted_matches: int = 0  # finished matches played with a training aid on
    unassisted_wins: int = 0  # matches won with every aid off and no move taken back
    abandoned_matches: int = 0  # left unfinished for a new match: played, not won
    undo_matches: int = 0  # matches in which a move was taken back
    hands_played: int = 0
    hands_won: int = 0
    gins: int = 0
    big_gins: int = 0
    undercuts: int = 0
    knocks: int = 0
    points: int = 0  # the person's hand points, all hands
    best_match: BestMatch | None = None
    current_streak: int = 0  # > 0: wins in a row now; < 0: losses in a row now
    longest_streak: int = 0  # most wins in a row ever

    @property
    def win_rate(self) -> float | None:
        return self.matches_won / self.matches_played if self.matches_played else None

    @property
    def points_per_hand(self) -> float | None:
        return self.points / self.hands_played if self.hands_played else None


@dataclass(frozen=True, slots=True)
class Statistics:
    overall: LevelStats
    levels: dict[str, LevelStats]


def _streaks(won: list[bool]) -> tuple[int, int]:
    current = longest = run = 0
    for w in won:
        run = run + 1 if w else 0
        longest = max(longest, run)
    if won:
        last = won[-1]
        for w in reversed(won):
            if w != last:
                break
            current += 1 if last else -1
    return current, longest


def _count(value: object) -> int:
    # A damaged or hand-edited cell counts as none.
    return value if _is_int(value) else 0


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _level(row: sqlite3.Row) -> str:
    """The row's level; a damaged or hand-edited one (not text) is "" (no level)."""
    value = row["ai_level"]
    return value if isinstance(value, str) else ""


def compute_statistics(history: HistoryDB) -> Statistics:
    hand_rows = history.query(
        "SELECT ai_level, count(*) AS played,"
        " sum(winner = 0) AS won,"
        " sum(winner = 0 AND outcome IN ('gin', 'big_gin')) AS gins,"
        " sum(winner = 0 AND outcome = 'big_gin') AS big_gins,"
        " sum(winner = 0 AND outcome = 'undercut') AS undercuts,"
        " sum(winner = 0 AND outcome = 'knock') AS knocks,"
        " sum(CASE WHEN winner = 0 THEN points ELSE 0 END) AS points"
        " FROM hands GROUP BY ai_level"
    )
    match_rows = history.query(
        "SELECT match_id, ai_level, winner, final_you, final_computer, difference,"
        " finished_at, assisted, undos, finished_at IS NULL AS abandoned FROM matches"
        " WHERE finished_at IS NOT NULL OR abandoned_at IS NOT NULL"
        " ORDER BY coalesce(finished_at, abandoned_at), rowid"
    )
    levels = sorted({_level(r) for r in hand_rows} | {_level(r) for r in match_rows})

    def build(level: str | None) -> LevelStats:
        hrows = [r for r in hand_rows if level in (None, _level(r))]
        mrows = [r for r in match_rows if level in (None, _level(r))]
        # An abandoned match has no winner: a game not won, whoever was ahead.
        won = [r["winner"] == YOU and not r["abandoned"] for r in mrows]
        best: BestMatch | None = None
        for r in mrows:
            if not all(_is_int(r[k]) for k in ("difference", "final_you", "final_computer")):
                continue  # a damaged or hand-edited row: not a best match
            if r["abandoned"]:
                continue
            if r["winner"] == YOU and (best is None or r["difference"] > best.difference):
                best = BestMatch(
                    r["match_id"],
                    r["difference"],
                    (r["final_you"], r["final_computer"]),
                    r["finished_at"],
                )
        current, longest = _streaks(won)

        def total(key: str) -> int:
            # SQLite's sum() turns REAL over a damaged (text) value: still counted.
            return sum(int(r[key]) for r in hrows if isinstance(r[key], int | float))

        return LevelStats(
            level=level,
            matches_played=len(mrows),
            matches_won=sum(won),
            assisted_matches=sum(bool(r["assisted"]) for r in mrows),
            unassisted_wins=sum(
                w and not r["assisted"] and not _count(r["undos"])
                for w, r in zip(won, mrows, strict=True)
            ),
            abandoned_matches=sum(bool(r["abandoned"]) for r in mrows),
            undo_matches=sum(_count(r["undos"]) > 0 for r in mrows),
            hands_played=total("played"),
            hands_won=total("won"),
            gins=total("gins"),
            big_gins=total("big_gins"),
            undercuts=total("undercuts"),
            knocks=total("knocks"),
            points=total("points"),
            best_match=best,
            current_streak=current,
            longest_streak=longest,
        )

    return Statistics(overall=build(None), levels={lv: build(lv) for lv in levels})

"""What the charts draw, as plain data: running totals of a sheet, results over time.

No Qt: the UI's chart widgets only place these numbers on paper, and tests check the
numbers against arranged sheets and history rows. A sheet gives one game (a match or
a score pad) or Hollywood's three; x is always the match's hand number, so the three
games of a Hollywood sheet line up hand by hand. The history gives, per AI level, the
person's results over their finished matches (a rolling win rate and rolling points
per hand) and how each player's hands were won (knock, gin, undercut).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..model import Outcome
from .history import HistoryDB
from .sheet import Sheet

YOU = 0
DEFAULT_WINDOW = 10  # matches in the rolling window of the results over time


# ------------------------------------------------------------------ running totals
@dataclass(frozen=True, slots=True)
class TotalPoint:
    """A player's total after a hand (hand 0: the start, at zero)."""

    hand: int
    total: int
    box: bool  # the player won this hand and it was written in this game: a box


@dataclass(frozen=True, slots=True)
class GameSeries:
    """One game's two lines, from hand 0 to the hand that ended it (or the last one)."""

    number: int  # 0: the only game of a plain match; 1-3: Hollywood's games
    lines: tuple[tuple[TotalPoint, ...], tuple[TotalPoint, ...]]  # indexed by hand
    ended_at: int | None  # the hand that ended the game, None while it is played
    winner: int | None  # who won the game, once it is over
    # Hollywood: the hand each player's column was opened after (0: open from the start,
    # as a plain game's are), None while no win has opened it.
    opened_after: tuple[int | None, int | None] = (0, 0)

    def is_open(self, player: int, hand: int) -> bool:
        """Whether ``player``'s column was open after ``hand`` (1 on)."""
        after = self.opened_after[player]
        return after is not None and hand > after

    def drawn(self, player: int) -> tuple[TotalPoint, ...]:
        """The points of ``player``'s line as drawn: from the hand before the win that
        opened the column, at 0, on; none while it is not open (a line at 0 drawn
        for a column not open read as a game being played at 0: play-test)."""
        after = self.opened_after[player]
        return () if after is None else self.lines[player][after:]

    def boxes(self, player: int) -> int:
        return sum(p.box for p in self.lines[player])

    def final_total(self, player: int) -> int:
        return self.lines[player][-1].total


@dataclass(frozen=True, slots=True)
class RunningTotals:
    target: int
    hands: int  # hands on the sheet (the x axis runs 0..hands)
    games: tuple[GameSeries, ...]  # one game, or Hollywood's three
    names: tuple[str, str] | None  # a score pad's players; None: you and the computer

    @property
    def hollywood(self) -> bool:
        return len(self.games) > 1

    @property
    def top(self) -> int:
        """The highest total on any line, at least the target (the y axis's reach)."""
        return max([self.target, *(p.total for g in self.games for line in g.lines for p in line)])


def running_totals(sheet: Sheet) -> RunningTotals:
    """The sheet's running totals per player, per game, with its boxes and target."""
    if sheet.games:
        games = tuple(_hollywood_game(sheet, g) for g in range(len(sheet.games)))
    else:
        games = (_single_game(sheet),)
    return RunningTotals(
        target=sheet.rules.target,
        hands=len(sheet.rows),
        games=games,
        names=sheet.names,
    )


def _single_game(sheet: Sheet) -> GameSeries:
    lines: list[list[TotalPoint]] = [[TotalPoint(0, 0, False)], [TotalPoint(0, 0, False)]]
    for row in sheet.rows:
        for p in (0, 1):
            lines[p].append(TotalPoint(row.number, row.totals_after[p], row.winner == p))
    result = sheet.result
    return GameSeries(
        number=0,
        lines=(tuple(lines[0]), tuple(lines[1])),
        ended_at=sheet.rows[-1].number if result is not None and sheet.rows else None,
        winner=None if result is None else result.winner,
    )


def _hollywood_game(sheet: Sheet, g: int) -> GameSeries:
    lines: list[list[TotalPoint]] = [[TotalPoint(0, 0, False)], [TotalPoint(0, 0, False)]]
    opened_after: list[int | None] = [None, None]
    ended_at: int | None = None
    for row in sheet.rows:
        if g >= len(row.games):
            break
        cell = row.games[g]
        for p in (0, 1):
            boxed = cell.written and row.winner == p
            lines[p].append(TotalPoint(row.number, cell.totals_after[p], boxed))
            if cell.opened[p] and opened_after[p] is None:
                opened_after[p] = row.number - 1
        if cell.ended_here:
            ended_at = row.number
            break  # a finished game's lines stop where it ended
    result = sheet.games[g].result
    return GameSeries(
        number=g + 1,
        lines=(tuple(lines[0]), tuple(lines[1])),
        ended_at=ended_at,
        winner=None if result is None else result.winner,
        opened_after=(opened_after[0], opened_after[1]),
    )


# ------------------------------------------------------------------ statistics
class WinKind(Enum):
    KNOCK = "knock"
    GIN = "gin"  # gin and Big Gin
    UNDERCUT = "undercut"
    OTHER = "other"  # a tie that pays the defender: a hand won, by none of the three


@dataclass(frozen=True, slots=True)
class ResultPoint:
    """The person's results over the window of finished matches ending at ``game``."""

    game: int  # 1-based: the n-th finished match at this level
    finished_at: str
    won: bool  # this match
    win_rate: float  # matches won / matches in the window
    points_per_hand: float | None  # the person's hand points / hands in the window
    window: int  # matches in the window (fewer than the window size at the start)
    abandoned: bool = False  # this match was left unfinished (not won)


@dataclass(frozen=True, slots=True)
class WinShares:
    """How one player's hands were won: counts per kind."""

    player: int
    counts: dict[WinKind, int]

    @property
    def won(self) -> int:
        return sum(self.counts.values())

    def share(self, kind: WinKind) -> float | None:
        return self.counts[kind] / self.won if self.won else None

    def percents(self) -> dict[WinKind, int]:
        """Each kind's share in whole percent, adding up to 100 where any hand was won:
        rounded one by one, 1, 1 and 4 of 6 read 17 % + 17 % + 67 % = 101 % (play-test).
        The parts cut shortest by rounding down get the points left over; of parts cut
        alike, the first kinds (so equal counts show equal shares where they can).
        Worked in whole numbers, so that the float error of 100 * n / won decides no tie.
        """
        if not self.won:
            return dict.fromkeys(self.counts, 0)
        order = list(self.counts)
        out = {k: 100 * n // self.won for k, n in self.counts.items()}
        cut = {k: 100 * n % self.won for k, n in self.counts.items()}
        left = 100 - sum(out.values())
        for k in sorted(order, key=lambda k: (-cut[k], order.index(k)))[:left]:
            out[k] += 1
        return out


@dataclass(frozen=True, slots=True)
class LevelCharts:
    level: str | None  # None: all levels together
    window: int
    results: tuple[ResultPoint, ...]
    shares: tuple[WinShares, WinShares]  # the person's, the computer's


_KIND_OF = {
    Outcome.KNOCK.value: WinKind.KNOCK,
    Outcome.GIN.value: WinKind.GIN,
    Outcome.BIG_GIN.value: WinKind.GIN,
    Outcome.UNDERCUT.value: WinKind.UNDERCUT,
}


def level_charts(
    history: HistoryDB, *, window: int = DEFAULT_WINDOW
) -> dict[str | None, LevelCharts]:
    """Per AI level (and None: all levels) the results over time and the win shares.

    Results count finished and abandoned matches (as the statistics do), oldest first;
    the shares count every recorded hand with a winner, like the statistics' gins and
    knocks. Raises :class:`HistoryError` when the history cannot be read.
    """
    if window < 1:
        raise ValueError("the window holds at least one match")
    # An abandoned match counts as a game not won, as in the statistics' summary.
    matches = history.query(
        "SELECT match_id, ai_level, CASE WHEN finished_at IS NULL THEN NULL ELSE winner END"
        " AS winner, finished_at IS NULL AS abandoned,"
        " coalesce(finished_at, abandoned_at) AS finished_at FROM matches"
        " WHERE finished_at IS NOT NULL OR abandoned_at IS NOT NULL"
        " ORDER BY coalesce(finished_at, abandoned_at), rowid"
    )
    per_match = {
        r["match_id"]: (int(r["hands"] or 0), int(r["points"] or 0))
        for r in history.query(
            "SELECT match_id, count(*) AS hands,"
            " sum(CASE WHEN winner = 0 THEN points ELSE 0 END) AS points"
            " FROM hands GROUP BY match_id"
        )
    }
    wins = history.query(
        "SELECT ai_level, winner, outcome, count(*) AS n FROM hands"
        " WHERE winner IN (0, 1) GROUP BY ai_level, winner, outcome"
    )
    levels = sorted({r["ai_level"] for r in matches} | {r["ai_level"] for r in wins})
    charts: dict[str | None, LevelCharts] = {}
    for level in [None, *levels]:
        mine = [r for r in matches if level in (None, r["ai_level"])]
        finished = [
            (r["winner"] == YOU, r["finished_at"], per_match.get(r["match_id"], (0, 0)))
            for r in mine
        ]
        counts: list[dict[WinKind, int]] = [dict.fromkeys(WinKind, 0) for _ in (0, 1)]
        for r in wins:
            if level in (None, r["ai_level"]):
                kind = _KIND_OF.get(r["outcome"], WinKind.OTHER)
                counts[r["winner"]][kind] += int(r["n"])
        charts[level] = LevelCharts(
            level=level,
            window=window,
            results=rolling_results(
                finished, window, abandoned=[bool(r["abandoned"]) for r in mine]
            ),
            shares=(WinShares(0, counts[0]), WinShares(1, counts[1])),
        )
    return charts


def rolling_results(
    finished: Sequence[tuple[bool, str, tuple[int, int]]],
    window: int,
    *,
    abandoned: Sequence[bool] = (),
) -> tuple[ResultPoint, ...]:
    """``finished``: (won, finished_at, (hands, the person's points)) per match, oldest
    first; each point looks back over the last ``window`` matches up to it. ``abandoned``
    marks, in the same order, the matches left unfinished (empty: none of them)."""
    if abandoned and len(abandoned) != len(finished):
        raise ValueError("abandoned marks every match or none")
    points: list[ResultPoint] = []
    for i, (won, when, _) in enumerate(finished):
        recent = finished[max(0, i + 1 - window) : i + 1]
        hands = sum(h for _, _, (h, _) in recent)
        scored = sum(p for _, _, (_, p) in recent)
        points.append(
            ResultPoint(
                game=i + 1,
                finished_at=when,
                won=won,
                win_rate=sum(w for w, _, _ in recent) / len(recent),
                points_per_hand=scored / hands if hands else None,
                window=len(recent),
                abandoned=bool(abandoned) and abandoned[i],
            )
        )
    return tuple(points)

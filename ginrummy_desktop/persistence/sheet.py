"""The scoresheet as data: one row per hand, running totals, boxes and the final tally.

Pure Python so the numbers can be checked against the engine without a screen; the
UI turns the codes into words and the CSV export writes the same rows. A match
against the computer and a score pad give the same sheet; with Hollywood each row
also carries the three games' columns and the sheet each game's tally.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from ..model import GameResult, HandRecord, LineCode, Match, Outcome, Rules, ScoreLine
from ..model.dealcode import code_of
from ..model.hollywood import GAMES, HollywoodScore
from ..model.scorepad import ScorePad


@dataclass(frozen=True, slots=True)
class GameCell:
    """One of Hollywood's games on a hand's row."""

    written: bool  # the hand's points were written in this game
    totals_after: tuple[int, int]
    boxes_after: tuple[int, int]
    opened: tuple[bool, bool]  # each player's column is open (a win written in it)
    over: bool  # the game has ended (with this hand or before)
    ended_here: bool  # this hand ended it


@dataclass(frozen=True, slots=True)
class SheetRow:
    number: int
    dealer: int
    deal_number: int
    outcome: Outcome
    knocker: int | None
    winner: int | None
    points: int
    lines: tuple[ScoreLine, ...]
    knocker_deadwood: int
    defender_deadwood: int
    totals_after: tuple[int, int]
    boxes_after: tuple[int, int]
    games: tuple[GameCell, ...] = ()  # Hollywood: the three games, in order
    deal_code: str = ""  # the code to play the deal again ("" on a score pad)

    def points_for(self, player: int) -> int | None:
        """The points this hand wrote in ``player``'s column (None: nothing written)."""
        return self.points if self.winner == player else None

    def points_in_game(self, game: int, player: int) -> int | None:
        """Hollywood: the points written in ``player``'s column of ``game`` (0-2)."""
        if not self.games or not self.games[game].written:
            return None
        return self.points_for(player)


@dataclass(frozen=True, slots=True)
class FinalRow:
    """One line of the game-end tally, with a cell per player (None: empty cell)."""

    code: LineCode
    points: tuple[int | None, int | None]
    counts: tuple[int | None, int | None] = (None, None)


@dataclass(frozen=True, slots=True)
class Sheet:
    rules: Rules
    rows: tuple[SheetRow, ...]
    totals: tuple[int, int]
    boxes: tuple[int, int]
    hand_in_play: int | None  # the number of the hand being played now, if any
    dealer_in_play: int | None  # and who dealt it
    result: GameResult | None
    final: tuple[FinalRow, ...]
    games: tuple[GameSheet, ...] = ()  # Hollywood: each game's own totals and tally
    names: tuple[str, str] | None = None  # a score pad's players (None: you and the computer)
    duplicate: DuplicateColumn | None = None  # a duplicate match's column beside the sheet


@dataclass(frozen=True, slots=True)
class DuplicateCell:
    """A deal of a duplicate match: the reference's result and, once over, the person's
    (signed from the person's side) and their difference."""

    number: int  # the hand's number (1-based)
    reference_points: int
    person_points: int | None
    score: int | None
    # How the reference's play ended, and who knocked or went gin in it: a seat as the
    # sheet has them, the person's 0 (the reference's, in its play); None: nobody.
    reference_outcome: Outcome
    reference_knocker: int | None


@dataclass(frozen=True, slots=True)
class DuplicateColumn:
    """The duplicate column: the reference level and a cell per deal played by it."""

    reference_level: str
    cells: tuple[DuplicateCell, ...] = ()
    running: int | None = None  # the hand (1-based) the reference is playing now, if any

    @property
    def total(self) -> int:
        """The running duplicate total over the finished deals."""
        return sum(c.score for c in self.cells if c.score is not None)

    @property
    def finished(self) -> int:
        return sum(1 for c in self.cells if c.score is not None)

    def cell(self, number: int) -> DuplicateCell | None:
        for c in self.cells:
            if c.number == number:
                return c
        return None


@dataclass(frozen=True, slots=True)
class GameSheet:
    """One of Hollywood's games: its running totals now and, once over, its tally."""

    number: int  # 1-3
    totals: tuple[int, int]
    boxes: tuple[int, int]
    opened: tuple[bool, bool]
    result: GameResult | None
    final: tuple[FinalRow, ...]


# The game-end lines that add to each player's column, down to the total: every player
# has a cell on them. The game bonus is the winner's alone, and the loser's cell read
# blank beside a box bonus of 0 (a shutout): it is written 0, as on paper, where each
# column adds up to its total. A difference is one number, the winner's.
COLUMN_LINES = frozenset(
    {
        LineCode.HAND_POINTS,
        LineCode.GAME_BONUS,
        LineCode.SHUTOUT_BONUS,
        LineCode.BOX_BONUS,
        LineCode.FINAL_TOTAL,
    }
)


def final_rows(result: GameResult) -> tuple[FinalRow, ...]:
    """The game-end lines grouped by kind, in the engine's order, one per line; a line
    of :data:`COLUMN_LINES` has 0 in the cell of a player it gives nothing."""
    # Hollywood's match lines keep one row per game (their count is the game number).
    Key = tuple[LineCode, int | None]
    order: list[Key] = []
    points: dict[Key, list[int | None]] = {}
    counts: dict[Key, list[int | None]] = {}
    for line in result.lines:
        key = (line.code, line.count if line.code is LineCode.GAME_DIFFERENCE else None)
        if key not in points:
            order.append(key)
            points[key] = [None, None]
            counts[key] = [None, None]
        if line.player in (0, 1):
            points[key][line.player] = line.points
            counts[key][line.player] = line.count
    for key in order:
        if key[0] in COLUMN_LINES:
            points[key] = [0 if p is None else p for p in points[key]]
    return tuple(
        FinalRow(key[0], (points[key][0], points[key][1]), (counts[key][0], counts[key][1]))
        for key in order
    )


def _cells(record: HandRecord) -> tuple[GameCell, ...]:
    step = record.hollywood
    if step is None:
        return ()
    after = step.score
    return tuple(
        GameCell(
            written=g in step.scored_in,
            totals_after=after.games[g].totals,
            boxes_after=after.games[g].boxes,
            opened=after.opened[g],
            over=after.games[g].is_over,
            ended_here=g in step.ended,
        )
        for g in range(GAMES)
    )


def _rows(records: Sequence[HandRecord]) -> tuple[SheetRow, ...]:
    return tuple(
        SheetRow(
            number=r.number,
            dealer=r.dealer,
            deal_number=r.deal_number,
            outcome=r.result.outcome,
            knocker=r.result.knocker,
            winner=r.result.winner,
            points=r.result.points,
            lines=r.result.lines,
            knocker_deadwood=r.result.knocker_deadwood,
            defender_deadwood=r.result.defender_deadwood,
            totals_after=r.totals_after,
            boxes_after=r.boxes_after,
            games=_cells(r),
        )
        for r in records
    )


def _games(hollywood: HollywoodScore | None) -> tuple[GameSheet, ...]:
    if hollywood is None:
        return ()
    return tuple(
        GameSheet(
            number=g + 1,
            totals=game.totals,
            boxes=game.boxes,
            opened=hollywood.opened[g],
            result=game.result,
            final=final_rows(game.result) if game.result is not None else (),
        )
        for g, game in enumerate(hollywood.games)
    )


def _code(match: Match, number: int) -> str:
    # An arranged deck, or a number no code names, has no code.
    deals = match.deals
    return (code_of(deals[number - 1]) or "") if 0 < number <= len(deals) else ""


def build_sheet(match: Match, *, duplicate: DuplicateColumn | None = None) -> Sheet:
    in_play = dealer = None
    if not match.is_over and match.deals and not match.current.is_over:
        in_play, dealer = match.hand_number, match.current.dealer
    result = match.game_result
    return Sheet(
        rules=match.rules,
        rows=tuple(
            dataclasses.replace(r, deal_code=_code(match, r.number)) for r in _rows(match.records)
        ),
        totals=(match.totals[0], match.totals[1]),
        boxes=(match.boxes[0], match.boxes[1]),
        hand_in_play=in_play,
        dealer_in_play=dealer,
        result=result,
        final=final_rows(result) if result is not None else (),
        games=_games(match.hollywood),
        duplicate=duplicate,
    )


def build_pad_sheet(pad: ScorePad) -> Sheet:
    """The score pad's sheet: the next hand is 'in play' until the game is over."""
    result = pad.result
    over = result is not None
    return Sheet(
        rules=pad.rules,
        rows=_rows(pad.records),
        totals=pad.totals,
        boxes=pad.boxes,
        hand_in_play=None if over else len(pad.hands) + 1,
        dealer_in_play=None if over else pad.next_dealer,
        result=result,
        final=final_rows(result) if result is not None else (),
        games=_games(pad.hollywood),
        names=pad.names,
    )

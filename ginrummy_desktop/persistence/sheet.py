"""The scoresheet as data: one row per hand, running totals, boxes and the final tally.

Pure Python so the numbers can be checked against the engine without a screen; the
UI turns the codes into words and the CSV export writes the same rows.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import GameResult, LineCode, Match, Outcome, Rules, ScoreLine


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

    def points_for(self, player: int) -> int | None:
        """The points this hand wrote in ``player``'s column (None: nothing written)."""
        return self.points if self.winner == player else None


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


def final_rows(result: GameResult) -> tuple[FinalRow, ...]:
    """The game-end lines grouped by kind, in the engine's order, one per line."""
    order: list[LineCode] = []
    points: dict[LineCode, list[int | None]] = {}
    counts: dict[LineCode, list[int | None]] = {}
    for line in result.lines:
        if line.code not in points:
            order.append(line.code)
            points[line.code] = [None, None]
            counts[line.code] = [None, None]
        if line.player in (0, 1):
            points[line.code][line.player] = line.points
            counts[line.code][line.player] = line.count
    return tuple(
        FinalRow(code, (points[code][0], points[code][1]), (counts[code][0], counts[code][1]))
        for code in order
    )


def build_sheet(match: Match) -> Sheet:
    rows = tuple(
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
        )
        for r in match.records
    )
    in_play = dealer = None
    if not match.is_over and match.deals and not match.current.is_over:
        in_play, dealer = match.hand_number, match.current.dealer
    result = match.game_result
    return Sheet(
        rules=match.rules,
        rows=rows,
        totals=(match.totals[0], match.totals[1]),
        boxes=(match.boxes[0], match.boxes[1]),
        hand_in_play=in_play,
        dealer_in_play=dealer,
        result=result,
        final=final_rows(result) if result is not None else (),
    )

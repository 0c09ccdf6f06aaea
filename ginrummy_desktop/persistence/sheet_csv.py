"""The scoresheet as CSV rows: a match, a score pad, and Hollywood's three games.

The layout lives here, without Qt; every word comes from a :class:`SheetText` that
the UI gives (its translations), so the same rows serve every language. Write them
with :func:`export.write_csv`.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Protocol

from ..model import ScoreLine
from .sheet import FinalRow, Sheet, SheetRow


class CsvHeading(Enum):
    HAND = "hand"
    DEALER = "dealer"
    DEAL_NUMBER = "deal_number"
    HOW = "how"
    KNOCKER = "knocker"  # a match against the computer (a pad's "how" names its players)
    KNOCKER_DEADWOOD = "knocker_deadwood"
    DEFENDER_DEADWOOD = "defender_deadwood"
    POINTS = "points"  # per player: "%1: points"
    TOTAL = "total"  # per player
    BOXES = "boxes"  # per player
    DETAILS = "details"
    FINAL_TALLY = "final_tally"
    MATCH_RESULT = "match_result"  # Hollywood: the heading over the summed result
    DEAL_CODE = "deal_code"
    REFERENCE = "reference"  # a duplicate match: the reference's result of the deal
    DUPLICATE = "duplicate"  # ... and the person's result minus it
    DUPLICATE_TOTAL = "duplicate_total"


class SheetText(Protocol):
    """The words of the CSV, in the reader's language."""

    def player(self, player: int) -> str:
        """The player's name on the sheet (a score pad's names, or you / the computer)."""
        ...

    def heading(self, heading: CsvHeading, player: int | None = None) -> str: ...

    def game(self, number: int) -> str:
        """Hollywood's game ``number`` (1-3), e.g. 'Game 2'."""
        ...

    def how(self, row: SheetRow) -> str: ...

    def line(self, line: ScoreLine) -> str: ...

    def final_label(self, row: FinalRow) -> str: ...


def _header(sheet: Sheet, text: SheetText) -> list[object]:
    header: list[object] = [text.heading(CsvHeading.HAND), text.heading(CsvHeading.DEALER)]
    if sheet.names is None:  # real cards have no deal number
        header.append(text.heading(CsvHeading.DEAL_NUMBER))
    header += [
        text.heading(CsvHeading.HOW),
        text.heading(CsvHeading.KNOCKER_DEADWOOD),
        text.heading(CsvHeading.DEFENDER_DEADWOOD),
    ]
    per_player = (CsvHeading.POINTS, CsvHeading.TOTAL, CsvHeading.BOXES)
    if sheet.games:
        for game in sheet.games:
            for p in (0, 1):
                for h in per_player:
                    header.append(f"{text.game(game.number)}: {text.heading(h, p)}")
    else:
        for p in (0, 1):
            header += [text.heading(h, p) for h in per_player]
    header.append(text.heading(CsvHeading.DETAILS))
    # Added at the end, so the columns before keep their places.
    if sheet.names is None:
        header.append(text.heading(CsvHeading.DEAL_CODE))
    if sheet.duplicate is not None:
        header += [text.heading(CsvHeading.REFERENCE), text.heading(CsvHeading.DUPLICATE)]
    if sheet.names is None:  # a pad's "how" names its players ("Aino knocked")
        header.append(text.heading(CsvHeading.KNOCKER))
    return header


def _row(sheet: Sheet, row: SheetRow, text: SheetText) -> list[object]:
    out: list[object] = [row.number, text.player(row.dealer)]
    if sheet.names is None:
        out.append(row.deal_number)
    knocked = row.knocker is not None
    out += [
        text.how(row),
        row.knocker_deadwood if knocked else None,
        row.defender_deadwood if knocked else None,
    ]
    if row.games:
        for g, cell in enumerate(row.games):
            for p in (0, 1):
                # A column not yet opened stays empty, as on paper.
                opened = cell.opened[p]
                out += [
                    row.points_in_game(g, p),
                    cell.totals_after[p] if opened else None,
                    cell.boxes_after[p] if opened else None,
                ]
    else:
        for p in (0, 1):
            out += [row.points_for(p), row.totals_after[p], row.boxes_after[p]]
    out.append("; ".join(f"{text.line(ln)} {ln.points}" for ln in row.lines))
    if sheet.names is None:
        out.append(row.deal_code)
    if sheet.duplicate is not None:
        dcell = sheet.duplicate.cell(row.number)
        out += [None, None] if dcell is None else [dcell.reference_points, dcell.score]
    if sheet.names is None:
        # Who knocked, by name: "Knock" and the two counts did not say whose the first
        # was (play-test h146). Last, as the columns added before it, so that those
        # before keep their places (review h155).
        out.append(text.player(row.knocker) if row.knocker is not None else None)
    return out


def _tally(title: str, rows: tuple[FinalRow, ...], text: SheetText) -> list[list[object]]:
    out: list[list[object]] = [[title, text.player(0), text.player(1)]]
    out += [[text.final_label(f), f.points[0], f.points[1]] for f in rows]
    return out


def sheet_csv_rows(
    sheet: Sheet, text: SheetText, *, level_name: Callable[[str], str] = str
) -> list[list[object]]:
    """The whole sheet: a row per hand, then the tally (each Hollywood game's, then the
    match result), and a duplicate match's total (``level_name`` names its reference)."""
    rows: list[list[object]] = [_header(sheet, text)]
    rows += [_row(sheet, r, text) for r in sheet.rows]
    final_heading = text.heading(CsvHeading.FINAL_TALLY)
    for game in sheet.games:
        if game.final:
            rows.append([])
            rows += _tally(f"{text.game(game.number)}: {final_heading}", game.final, text)
    if sheet.final:
        rows.append([])
        heading = CsvHeading.MATCH_RESULT if sheet.games else CsvHeading.FINAL_TALLY
        rows += _tally(text.heading(heading), sheet.final, text)
    dup = sheet.duplicate
    if dup is not None:
        rows.append([])
        title = text.heading(CsvHeading.DUPLICATE_TOTAL)
        rows.append([title, dup.total, level_name(dup.reference_level)])
    return rows

"""The score pad on paper and in a spreadsheet: print, PDF and CSV with the players' names.

The words and the look are the match scoresheet's (``ui/scoresheet/doc.py``); the CSV
layout is :func:`persistence.sheet_csv.sheet_csv_rows`.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtGui import QPagedPaintDevice, QTextDocument

from ...model import LineCode, ScoreLine
from ...persistence import FinalRow, Sheet, SheetRow, write_csv
from ...persistence.sheet_csv import CsvHeading, sheet_csv_rows
from ..common.noop import QT_TRANSLATE_NOOP
from ..scoresheet import doc
from ..scoresheet.doc import Scoresheet
from .sheet_view import how_text, pad_names
from .texts import ScorePadText

# Words the match sheet's CSV already has, in its context.
HEADINGS = {
    CsvHeading.HAND: QT_TRANSLATE_NOOP("Scoresheet", "Hand"),
    CsvHeading.DEALER: QT_TRANSLATE_NOOP("Scoresheet", "Dealer"),
    CsvHeading.DEAL_NUMBER: QT_TRANSLATE_NOOP("Scoresheet", "Deal number"),
    CsvHeading.HOW: QT_TRANSLATE_NOOP("Scoresheet", "How"),
    CsvHeading.KNOCKER_DEADWOOD: QT_TRANSLATE_NOOP("Scoresheet", "Knocker's deadwood"),
    CsvHeading.DEFENDER_DEADWOOD: QT_TRANSLATE_NOOP("Scoresheet", "Defender's deadwood"),
    CsvHeading.DETAILS: QT_TRANSLATE_NOOP("Scoresheet", "Details"),
    CsvHeading.FINAL_TALLY: QT_TRANSLATE_NOOP("Scoresheet", "Final tally"),
}


class PadSheetText:
    """The CSV's words in the current language, with the pad's names."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self.names = pad_names(sheet)

    def player(self, player: int) -> str:
        return self.names[player]

    def heading(self, heading: CsvHeading, player: int | None = None) -> str:
        name = self.names[player] if player is not None else ""
        if heading is CsvHeading.POINTS:
            return Scoresheet.tr("%1: points").replace("%1", name)
        if heading is CsvHeading.TOTAL:
            return Scoresheet.tr("%1: total").replace("%1", name)
        if heading is CsvHeading.BOXES:
            return Scoresheet.tr("%1: boxes").replace("%1", name)
        if heading is CsvHeading.MATCH_RESULT:
            return ScorePadText.tr("Result of the three games")
        return Scoresheet.tr(HEADINGS[heading])

    def game(self, number: int) -> str:
        return ScorePadText.tr("Game %1").replace("%1", doc.num(number))

    def how(self, row: SheetRow) -> str:
        # Who knocked: the counts are the knocker's first.
        return doc.how_nowhere(how_text(self.sheet, row), row, self.names)

    def line(self, line: ScoreLine) -> str:
        return doc.line_row_text(line)

    def final_label(self, row: FinalRow) -> str:
        return doc.final_label(row, self.sheet)


def csv_rows(sheet: Sheet) -> list[list[object]]:
    return sheet_csv_rows(sheet, PadSheetText(sheet))


def export_csv(sheet: Sheet, path: Path) -> None:
    write_csv(path, csv_rows(sheet), delimiter=doc.csv_delimiter())


def _final_rows(sheet: Sheet, rows: tuple[FinalRow, ...]) -> str:
    esc = html.escape
    out = []
    for f in rows:
        klass = "final total" if f.code is LineCode.FINAL_TOTAL else "final"
        out.append(
            f"<tr class='{klass}'><td></td><td>{esc(doc.final_label(f, sheet))}</td>"
            + "".join(
                f"<td colspan='2' class='num'>{esc(doc.final_cell(f, p))}</td>" for p in (0, 1)
            )
            + "</tr>"
        )
    return "".join(out)


def _status(sheet: Sheet, names: tuple[str, str]) -> str:
    """Who won, or that the game is not finished and after which hand it was printed
    (a page without its final tally passed for the result: play-test h161); nothing
    before the first hand."""
    if sheet.result is None and not sheet.rows:
        return ""
    return doc.status_text(sheet, names, printed=True)


def pad_html(sheet: Sheet) -> str:
    """The printable sheet, in the match scoresheet's style."""
    esc = html.escape
    names = pad_names(sheet)
    date = doc.printed_date()
    sub = " · ".join(s for s in (doc.rules_summary(sheet), f"{names[0]} – {names[1]}", date) if s)
    sub = esc(sub) + doc.house_rules_html(sheet.rules)
    if sheet.games:  # Hollywood: the three games side by side, as the match's sheet has them
        return (
            f"<html><head><style>{doc.STYLE}</style></head><body>"
            f"<h1>{esc(ScorePadText.tr('Gin Rummy score pad'))}</h1><p class='sub'>{sub}</p>"
            f"<p>{esc(_status(sheet, names))}</p>"
            f"<table class='sheet' width='100%' cellspacing='0'>"
            f"{doc.hollywood_table(sheet, names, lambda r: how_text(sheet, r))}"
            "</table></body></html>"
        )
    head = (
        f"<thead><tr><th>{esc(Scoresheet.tr('Hand'))}</th>"
        f"<th align='left'>{esc(Scoresheet.tr('How'))}</th>"
        + "".join(
            f"<th align='right'>{esc(names[p])}</th>"
            f"<th align='right'>{esc(Scoresheet.tr('Total'))}</th>"
            for p in (0, 1)
        )
        + "</tr></thead>"
    )
    body = []
    for r in sheet.rows:
        cells = "".join(
            f"<td class='num ink'>{esc(doc.num(r.points_for(p)))}</td>"
            f"<td class='num'>{esc(doc.num(r.totals_after[p]))}</td>"
            for p in (0, 1)
        )
        # Who ended it by name ("Aino knocked"; the match's own words said "Knock"),
        # and under it the dealer and the counts named (h110, h115).
        how = doc.how_cell(how_text(sheet, r), doc.hand_under(r, names))
        body.append(f"<tr><td class='num'>{esc(doc.num(r.number))}</td>{how}{cells}</tr>")
    boxes = (
        f"<tr><td></td><td>{esc(Scoresheet.tr('Boxes'))}</td>"
        + "".join(
            f"<td colspan='2' align='right'>"
            f"<img src='tally:{p}' height='22' style='vertical-align: middle'>"
            f"&nbsp;{esc(doc.num(sheet.boxes[p]))}</td>"
            for p in (0, 1)
        )
        + "</tr>"
    )
    games = []
    for game in sheet.games:
        games.append(
            f"<tr class='final'><td></td><td>{esc(PadSheetText(sheet).game(game.number))}</td>"
            + "".join(
                f"<td colspan='2' class='num'>{esc(doc.num(game.totals[p]))}</td>" for p in (0, 1)
            )
            + "</tr>"
            + _final_rows(sheet, game.final)
        )
    return (
        f"<html><head><style>{doc.STYLE}</style></head><body>"
        f"<h1>{esc(ScorePadText.tr('Gin Rummy score pad'))}</h1><p class='sub'>{sub}</p>"
        f"<p>{esc(_status(sheet, names))}</p>"
        f"<table class='sheet' width='100%' cellspacing='0'>{head}{''.join(body)}{boxes}"
        f"{''.join(games)}{_final_rows(sheet, sheet.final)}</table></body></html>"
    )


def pad_document(sheet: Sheet) -> QTextDocument:
    document = QTextDocument()
    doc.add_tallies(document, sheet)
    document.setHtml(pad_html(sheet))
    return document


def print_to(sheet: Sheet, device: QPagedPaintDevice) -> None:
    doc.print_document(pad_document(sheet), device, tally_from=doc.tally_row(sheet))


def write_pdf(sheet: Sheet, path: Path) -> None:
    """An A4 PDF, written beside ``path`` and moved over it when whole."""
    doc.write_pdf_document(
        path,
        ScorePadText.tr("Gin Rummy score pad"),
        lambda device: print_to(sheet, device),
        landscape=bool(sheet.games),  # Hollywood's six columns
    )

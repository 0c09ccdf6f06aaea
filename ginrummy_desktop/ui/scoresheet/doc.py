"""The scoresheet in words: translated cells and tooltips, the printable document, CSV rows.

Shared by the panel, the full view, printing and the exports, so that all of them say
the same thing. Numbers follow the current QLocale; CSV keeps plain integers so that
spreadsheets read them as numbers.
"""

from __future__ import annotations

import contextlib
import html
import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QMarginsF, QUrl
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from ...model import LineCode, ScoreLine
from ...persistence import FinalRow, Sheet, SheetRow, write_csv
from ..common.texts import line_label, line_text, outcome_text, player_name, preset_name
from .tally import tally_image

CTX = "Scoresheet"
PLAYERS = (0, 1)


class Scoresheet:
    """The scoresheet's words, in the Scoresheet context (lupdate files ``Scoresheet.tr``
    calls under it, as the run time looks them up)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(CTX, text, disambiguation, n)


def num(value: int | None) -> str:
    return "" if value is None else QLocale().toString(int(value))


def signed(value: int) -> str:
    return ("+" if value > 0 else "") + num(value)


def how_text(row: SheetRow) -> str:
    return outcome_text(row.outcome)


def deadwood_text(row: SheetRow) -> str:
    """Who ended the hand and the deadwood counts, e.g. 'You knocked: 6 against 21'."""
    if row.knocker is None:
        return Scoresheet.tr("Nobody knocked: the stock ran out.")
    text = Scoresheet.tr("%1 knocked with %2, %3 had %4.", "knocker, deadwood, defender, deadwood")
    return (
        text.replace("%1", player_name(row.knocker))
        .replace("%2", num(row.knocker_deadwood))
        .replace("%3", player_name(1 - row.knocker))
        .replace("%4", num(row.defender_deadwood))
    )


def line_row_text(line: ScoreLine) -> str:
    return line_text(line)


def row_tooltip(row: SheetRow) -> str:
    """The itemised lines of a hand, for hovering over its row."""
    parts = [
        "<b>"
        + html.escape(
            Scoresheet.tr("Hand %1: %2").replace("%1", num(row.number)).replace("%2", how_text(row))
        )
        + "</b>",
        html.escape(deadwood_text(row)),
    ]
    if row.lines:
        items = "".join(
            f"<tr><td>{html.escape(line_row_text(ln))}</td>"
            f"<td align='right'>&nbsp;&nbsp;{html.escape(num(ln.points))}</td></tr>"
            for ln in row.lines
        )
        total = html.escape(
            Scoresheet.tr("%1 scores %2")
            .replace("%1", player_name(row.winner or 0))
            .replace("%2", num(row.points))
        )
        parts.append(f"<table>{items}</table>{total}")
    else:
        parts.append(html.escape(Scoresheet.tr("No points: no box is won.")))
    parts.append(
        html.escape(
            Scoresheet.tr("Dealer: %1 · deal number %2")
            .replace("%1", player_name(row.dealer))
            .replace("%2", str(row.deal_number))
        )
    )
    return "<br>".join(parts)


def final_label(row: FinalRow, sheet: Sheet, *, short: bool = False) -> str:
    if row.code is LineCode.BOX_BONUS and not short:
        return Scoresheet.tr("Box bonus, %1 per box").replace("%1", num(sheet.rules.box_bonus))
    if row.code is LineCode.HAND_POINTS and short:
        return Scoresheet.tr("From hands", "final tally, narrow column")
    return line_label(row.code)


def final_cell(row: FinalRow, player: int, *, long: bool = True) -> str:
    """A game-end cell; the box bonus reads '7 × 25 = 175' when there is room."""
    points = row.points[player]
    if points is None:
        return ""
    count = row.counts[player]
    if long and row.code is LineCode.BOX_BONUS and count:
        return (
            Scoresheet.tr("%1 × %2 = %3", "boxes × bonus = points")
            .replace("%1", num(count))
            .replace("%2", num(points // count))
            .replace("%3", num(points))
        )
    return num(points)


def rules_summary(sheet: Sheet) -> str:
    return (
        Scoresheet.tr("%1 · to %2")
        .replace("%1", preset_name(sheet.rules.preset))
        .replace("%2", num(sheet.rules.target))
    )


def status_text(sheet: Sheet) -> str:
    if sheet.result is not None:
        return Scoresheet.tr("%1 won the game.").replace("%1", player_name(sheet.result.winner))
    if sheet.hand_in_play is not None:
        return Scoresheet.tr("Hand %1 is being played.").replace("%1", num(sheet.hand_in_play))
    return Scoresheet.tr("Waiting for the next deal.")


# ------------------------------------------------------------------ CSV
def csv_rows(sheet: Sheet) -> list[list[object]]:
    you, computer = player_name(0), player_name(1)
    header: list[object] = [
        Scoresheet.tr("Hand"),
        Scoresheet.tr("Dealer"),
        Scoresheet.tr("Deal number"),
        Scoresheet.tr("How"),
        Scoresheet.tr("Knocker's deadwood"),
        Scoresheet.tr("Defender's deadwood"),
        Scoresheet.tr("%1: points").replace("%1", you),
        Scoresheet.tr("%1: total").replace("%1", you),
        Scoresheet.tr("%1: boxes").replace("%1", you),
        Scoresheet.tr("%1: points").replace("%1", computer),
        Scoresheet.tr("%1: total").replace("%1", computer),
        Scoresheet.tr("%1: boxes").replace("%1", computer),
        Scoresheet.tr("Details"),
    ]
    rows: list[list[object]] = [header]
    for r in sheet.rows:
        details = "; ".join(f"{line_row_text(ln)} {ln.points}" for ln in r.lines)
        rows.append(
            [
                r.number,
                player_name(r.dealer),
                r.deal_number,
                how_text(r),
                r.knocker_deadwood if r.knocker is not None else None,
                r.defender_deadwood if r.knocker is not None else None,
                r.points_for(0),
                r.totals_after[0],
                r.boxes_after[0],
                r.points_for(1),
                r.totals_after[1],
                r.boxes_after[1],
                details,
            ]
        )
    if sheet.final:
        rows.append([])
        rows.append([Scoresheet.tr("Final tally"), "", "", "", "", "", you, "", "", computer])
        for f in sheet.final:
            rows.append(
                [final_label(f, sheet), "", "", "", "", "", f.points[0], "", "", f.points[1]]
            )
    return rows


def csv_delimiter() -> str:
    # Spreadsheets in decimal-comma locales (Finnish, Norwegian) expect semicolons.
    return ";" if QLocale().decimalPoint() == "," else ","


def export_csv(sheet: Sheet, path: Path) -> None:
    write_csv(path, csv_rows(sheet), delimiter=csv_delimiter())


# ------------------------------------------------------------------ print / PDF
STYLE = """
body { color: #1b2440; font-family: 'DejaVu Serif', Georgia, serif; }
h1 { font-size: 18pt; margin-bottom: 0; color: #1b2440; }
p.sub { color: #5b6170; margin-top: 2px; }
table.sheet { border-collapse: collapse; }
table.sheet th { border-bottom: 2px solid #1b2440; padding: 4px 8px; font-weight: bold; }
table.sheet td { border-bottom: 1px solid #b9cbe3; padding: 3px 8px; }
td.num { text-align: right; }
td.ink { color: #1d3b8a; }
td.small { color: #6b7280; font-size: 8pt; }
tr.final td { font-weight: bold; background-color: #f4efdc; }
tr.total td { border-top: 2px solid #1b2440; font-weight: bold; }
"""


def sheet_html(sheet: Sheet, *, subtitle: str = "") -> str:
    esc = html.escape
    date = QLocale().toString(QDate.currentDate(), QLocale.FormatType.ShortFormat)
    sub = " · ".join(s for s in (rules_summary(sheet), subtitle, date) if s)
    head = (
        f"<tr><th>{esc(Scoresheet.tr('Hand'))}</th>"
        f"<th align='left'>{esc(Scoresheet.tr('How'))}</th>"
        + "".join(
            f"<th align='right'>{esc(player_name(p))}</th>"
            f"<th align='right'>{esc(Scoresheet.tr('Total'))}</th>"
            for p in PLAYERS
        )
        + "</tr>"
    )
    body = []
    for r in sheet.rows:
        cells = "".join(
            f"<td class='num ink'>{esc(num(r.points_for(p)))}</td>"
            f"<td class='num'>{esc(num(r.totals_after[p]))}</td>"
            for p in PLAYERS
        )
        detail = ", ".join(f"{line_row_text(ln)} {num(ln.points)}" for ln in r.lines)
        body.append(
            f"<tr><td class='num'>{esc(num(r.number))}</td>"
            f"<td>{esc(how_text(r))}<br><span style='color:#6b7280; font-size:8pt'>"
            f"{esc(detail)}</span></td>{cells}</tr>"
        )
    boxes = (
        f"<tr><td></td><td>{esc(Scoresheet.tr('Boxes'))}</td>"
        + "".join(
            f"<td colspan='2' align='right'>"
            f"<img src='tally:{p}' height='22' style='vertical-align: middle'>"
            f"&nbsp;{esc(num(sheet.boxes[p]))}</td>"
            for p in PLAYERS
        )
        + "</tr>"
    )
    final = []
    for f in sheet.final:
        klass = "final total" if f.code is LineCode.FINAL_TOTAL else "final"
        final.append(
            f"<tr class='{klass}'><td></td><td>{esc(final_label(f, sheet))}</td>"
            + "".join(f"<td colspan='2' class='num'>{esc(final_cell(f, p))}</td>" for p in PLAYERS)
            + "</tr>"
        )
    return (
        f"<html><head><style>{STYLE}</style></head><body>"
        f"<h1>{esc(Scoresheet.tr('Gin Rummy scoresheet'))}</h1><p class='sub'>{esc(sub)}</p>"
        f"<p>{esc(status_text(sheet))}</p>"
        f"<table class='sheet' width='100%' cellspacing='0'>{head}{''.join(body)}{boxes}"
        f"{''.join(final)}</table></body></html>"
    )


def sheet_document(sheet: Sheet, *, subtitle: str = "") -> QTextDocument:
    doc = QTextDocument()
    for p in PLAYERS:
        doc.addResource(
            QTextDocument.ResourceType.ImageResource,
            QUrl(f"tally:{p}"),
            tally_image(sheet.boxes[p], height=22, scale=4.0),
        )
    doc.setHtml(sheet_html(sheet, subtitle=subtitle))
    return doc


def write_pdf(sheet: Sheet, path: Path, *, subtitle: str = "") -> None:
    """Write the sheet as an A4 PDF. It is written beside the target first and then
    moved over it, so an existing file is never left half-written."""
    path = Path(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        writer = QPdfWriter(tmp_name)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
                QPageLayout.Unit.Millimeter,
            )
        )
        writer.setTitle(Scoresheet.tr("Gin Rummy scoresheet"))
        writer.setCreator("Gin Rummy")
        sheet_document(sheet, subtitle=subtitle).print_(writer)
        del writer  # closes the file
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise

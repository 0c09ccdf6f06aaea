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
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextBlock,
    QTextDocument,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrinter

from ...model import PRESETS, GameResult, LineCode, NextDealer, Rules, ScoreLine
from ...persistence import FinalRow, Sheet, SheetRow, write_csv
from ...persistence.sheet import DuplicateCell, DuplicateColumn, GameSheet
from ...persistence.sheet_csv import CsvHeading, sheet_csv_rows
from ..common.duplicate_compare import PlayEnd, deal_texts
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import (
    integer_text,
    level_name,
    line_label,
    line_text,
    outcome_text,
    player_name,
    rules_name,
    rules_preset,
)
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
    return "" if value is None else integer_text(int(value))


def signed(value: int) -> str:
    return integer_text(value, signed=True)


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


def written_nowhere(row: SheetRow) -> bool:
    """Hollywood: the hand was won, and its points went into no game (the games it
    could reach were over)."""
    return bool(row.games) and row.winner is not None and not any(c.written for c in row.games)


def nowhere_text(row: SheetRow, name: str | None = None) -> str:
    """What a hand written in no game scored, said where its points would stand: its
    row was blank in the scoresheet beside the table (play-test h145). ``name``: the
    winner's, where the sheet names its players (the score pad)."""
    return (
        Scoresheet.tr("%1 won %2: written in no game", "a player, the hand's points")
        .replace("%1", name if name is not None else player_name(row.winner or 0))
        .replace("%2", num(row.points))
    )


def nowhere_short(row: SheetRow) -> str:
    """:func:`nowhere_text` short, after how the hand ended in the full sheet's row."""
    return Scoresheet.tr("%1 in no game", "the hand's points").replace("%1", num(row.points))


def how_nowhere(how: str, row: SheetRow, names: tuple[str, str] | None = None) -> str:
    """How a hand ended (``how``, in the sheet's words), and after it, where its points
    went into no game, who won them (:func:`nowhere_text`; ``names``: the sheet's
    players): the printed sheet's row and the CSV's, where the row's games stood empty
    and the hand's points were said nowhere (review h150)."""
    if not written_nowhere(row):
        return how
    return f"{how} · {nowhere_text(row, None if names is None else names[row.winner or 0])}"


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
        # "You score", not "You scores" (play-test h123).
        total = html.escape(
            Scoresheet.tr("You score %1").replace("%1", num(row.points))
            if (row.winner or 0) == 0
            else Scoresheet.tr("%1 scores %2")
            .replace("%1", player_name(row.winner or 0))
            .replace("%2", num(row.points))
        )
        parts.append(f"<table>{items}</table>{total}")
        if written_nowhere(row):
            parts.append(html.escape(nowhere_text(row)))
    else:
        parts.append(html.escape(Scoresheet.tr("No points: no box is won.")))
    # The deal by its code where it has one: its number meant nothing to a player
    # (play-test h122).
    parts.append(
        html.escape(
            Scoresheet.tr("Dealer: %1").replace("%1", player_name(row.dealer))
            if row.deal_code
            else Scoresheet.tr("Dealer: %1 · deal number %2")
            .replace("%1", player_name(row.dealer))
            .replace("%2", str(row.deal_number))
        )
    )
    if row.deal_code:
        parts.append(html.escape(Scoresheet.tr("Deal code: %1").replace("%1", row.deal_code)))
    return "<br>".join(parts)


# ------------------------------------------------------------------ duplicate
def duplicate_total_text(column: DuplicateColumn) -> str:
    """The running duplicate total, e.g. '+14 against Expert'."""
    return (
        Scoresheet.tr("%1 against %2", "duplicate total, reference level")
        .replace("%1", signed(column.total))
        .replace("%2", level_name(column.reference_level))
    )


def duplicate_status_text(column: DuplicateColumn) -> str:
    """The duplicate line over the sheet: the total, and what the reference is doing."""
    text = Scoresheet.tr("Duplicate: %1 (%n deal(s))", "", column.finished)
    # What follows the total ("(3 deals)") stays whole on a line: a wrap never leaves
    # "(0" at the end of one and "deals)" alone under it (the dock at 1920x1080:
    # play-test). It may still go to the next line, after the space that leads it.
    head, found, tail = text.partition("%1")
    if found:
        text = head + duplicate_total_text(column) + tail[:1] + tail[1:].replace(" ", "\u00a0")
    if column.running is not None:
        text += " · " + Scoresheet.tr("%1 is playing hand %2…").replace(
            "%1", level_name(column.reference_level)
        ).replace("%2", num(column.running))
    return text


def duplicate_cell_text(cell: DuplicateCell | None) -> str:
    """A hand's duplicate score (e.g. '−19'), '…' while a play of it is going on."""
    if cell is None or cell.score is None:
        return "…"
    return signed(cell.score)


def duplicate_cell_lines(cell: DuplicateCell | None, level: str, row: SheetRow) -> list[str]:
    """A hand's duplicate deal told in lines, in the comparison's words: the score, who
    knocked or went gin in the person's play and in the reference's, and what each won
    or lost ('With your cards: The computer knocked, Expert lost 6', where '−6' alone
    did not say)."""
    if cell is None:
        return [Scoresheet.tr("%1 has not played this deal yet.").replace("%1", level_name(level))]
    return deal_texts(
        level_name(level),
        PlayEnd(cell.reference_outcome, cell.reference_points, cell.reference_knocker),
        PlayEnd(row.outcome, cell.person_points, row.knocker),
    )


def duplicate_cell_tooltip(cell: DuplicateCell | None, level: str, row: SheetRow) -> str:
    """:func:`duplicate_cell_lines` as a plain tooltip, a line each."""
    return "\n".join(duplicate_cell_lines(cell, level, row))


def game_title(number: int) -> str:
    """Hollywood's game ``number`` (1-3)."""
    return Scoresheet.tr("Game %1", "Hollywood's game number").replace("%1", str(number))


def game_status(game: GameSheet, names: tuple[str, str] | None = None) -> str:
    """'Game 2: You won by 120.' (``names``: the seats' names, if not you and the computer)."""
    if game.result is None:
        return Scoresheet.tr("%1 is being played.").replace("%1", game_title(game.number))
    return game_won_text(game.number, game.result, names)


def game_won_text(number: int, result: GameResult, names: tuple[str, str] | None = None) -> str:
    """'Game 2: You won by 120.': a Hollywood game that is over, and its result."""
    w = result.winner
    return (
        Scoresheet.tr("%1: %2 won by %3.")
        .replace("%1", game_title(number))
        .replace("%2", names[w] if names is not None else player_name(w))
        .replace("%3", num(result.difference))
    )


def final_label(row: FinalRow, sheet: Sheet, *, short: bool = False) -> str:
    if row.code is LineCode.GAME_DIFFERENCE:
        number = next((c for c in row.counts if c is not None), None)
        return line_label(row.code).replace("%1", str(number or ""))
    if row.code is LineCode.BOX_BONUS and not short:
        return Scoresheet.tr("Box bonus, %1 per box").replace("%1", num(sheet.rules.box_bonus))
    if row.code is LineCode.HAND_POINTS and short:
        return Scoresheet.tr("From hands", "final tally, narrow column")
    if row.code is LineCode.BOX_BONUS and short:
        # fi "Jakovoittopisteet", one long word, had to shrink below its neighbours.
        return Scoresheet.tr("Box bonus", "final tally, narrow column")
    return line_label(row.code)


def result_game(row: FinalRow, games: int) -> int:
    """Hollywood's match result: the game (0-2) whose columns a line of it stands in.
    Each game's difference under its own game, the match's result under the last: the
    whole block under game 1 read as game 1's figures (play-test h145)."""
    if row.code is LineCode.GAME_DIFFERENCE:
        number = next((c for c in row.counts if c is not None), None)
        if number is not None and 1 <= number <= games:
            return number - 1
    return games - 1


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
    rules = sheet.rules
    name = rules_name(rules)
    own = PRESETS.get(rules_preset(rules) or "")  # with Oklahoma on too (review h170)
    if own is not None and own.target == rules.target and num(rules.target) in name:
        text = name  # the name says it already: "Finnish, simplified (to 150)"
    else:
        text = Scoresheet.tr("%1 · to %2").replace("%1", name).replace("%2", num(rules.target))
    if sheet.rules.hollywood:
        text += " · " + Scoresheet.tr("Hollywood: three games at once")
    return text


def house_rules_text(rules: Rules, *, target: bool = False) -> str:
    """House rules written out ("Knock on 8 or less, gin 30, …"), under the line that
    names them, so that a sheet read or printed later can be checked; "" for a
    preset's rules, which its name says. ``target``: the score played to as well, where
    no line above says it (the score pad's start page and game list: two house rules
    that differed only in it read alike there)."""
    if rules.preset in PRESETS:
        return ""

    def with_number(text: str, value: int) -> str:
        return text.replace("%1", num(value))

    items: list[str] = []
    if rules.straight_gin:
        items.append(Scoresheet.tr("straight gin"))
    elif rules.oklahoma:
        items.append(Scoresheet.tr("Oklahoma"))
        if rules.knock_limit < 10:  # the upcard's value, capped
            items.append(with_number(Scoresheet.tr("knock on %1 or less"), rules.knock_limit))
    else:
        items.append(with_number(Scoresheet.tr("knock on %1 or less"), rules.knock_limit))
    if rules.straight_gin and rules.oklahoma:
        items.append(Scoresheet.tr("a spade upcard doubles"))
    items.append(with_number(Scoresheet.tr("gin %1"), rules.gin_bonus))
    if rules.big_gin_bonus is not None:
        items.append(with_number(Scoresheet.tr("Big Gin %1"), rules.big_gin_bonus))
    if rules.layoff_on_gin:
        items.append(Scoresheet.tr("laying off on gin"))
    items.append(with_number(Scoresheet.tr("undercut %1"), rules.undercut_bonus))
    if rules.undercut_on_tie:
        items.append(Scoresheet.tr("a tie is an undercut"))
    elif rules.tie_bonus:
        items.append(with_number(Scoresheet.tr("tie %1"), rules.tie_bonus))
    elif not rules.straight_gin:  # (no knock, no tie)
        # Said too: how a tie goes is what players argue about at the table, and a
        # sheet silent on it could not be checked (play-test h161).
        items.append(Scoresheet.tr("a tie scores nothing"))
    if rules.hand_win_bonus:
        items.append(with_number(Scoresheet.tr("%1 a hand won"), rules.hand_win_bonus))
    if rules.box_bonus:
        items.append(with_number(Scoresheet.tr("%1 a box"), rules.box_bonus))
    if target:
        items.append(with_number(Scoresheet.tr("play to %1"), rules.target))
    items.append(with_number(Scoresheet.tr("game bonus %1"), rules.game_bonus))
    if rules.shutout_game_bonus is not None:
        items.append(with_number(Scoresheet.tr("shutout %1"), rules.shutout_game_bonus))
    if rules.final_difference:
        items.append(Scoresheet.tr("the result is the difference"))
    if rules.next_dealer is NextDealer.LOSER:
        items.append(Scoresheet.tr("the loser deals"))
    text = Scoresheet.tr(", ", "between house rules").join(items)
    return text[:1].upper() + text[1:] + "."


def house_rules_html(rules: Rules) -> str:
    """The house rules on a line of their own under the subtitle ("" for a preset)."""
    house = house_rules_text(rules)
    return "<br/>" + html.escape(house) if house else ""


def status_text(
    sheet: Sheet, names: tuple[str, str] | None = None, *, printed: bool = False
) -> str:
    """Where the game stands (``names``: a score pad's players, not you and the computer;
    ``printed``: on paper, where "Waiting for the next deal." read as a note left on the
    page by mistake, play-test h127: it says the game is not finished, and after which
    hand it was printed)."""
    seat = names if names is not None else (player_name(0), player_name(1))
    if sheet.result is not None and sheet.games:
        return (
            Scoresheet.tr("%1 won the Hollywood match by %2.")
            .replace("%1", seat[sheet.result.winner])
            .replace("%2", num(sheet.result.difference))
        )
    if sheet.result is not None:
        # The final totals and the difference, as the score pad's sheet says it (this
        # said only who won; the figures were down in the tally).
        text = Scoresheet.tr("%1 won the game, %2 to %3 (a difference of %4).")
        return won_line(text, seat, sheet.result)
    if printed and sheet.rows:
        # "Not finished": a sheet printed before the end, without its final tally,
        # could pass for the result (play-test h161); a hand being played or typed
        # is not on the page.
        return Scoresheet.tr("Not finished: printed after hand %1.", "printed").replace(
            "%1", num(sheet.rows[-1].number)
        )
    if sheet.hand_in_play is not None:
        return Scoresheet.tr("Hand %1 is being played.").replace("%1", num(sheet.hand_in_play))
    return Scoresheet.tr("Waiting for the next deal.")


# ------------------------------------------------------------------ CSV
class CsvText:
    """The CSV's words in the current language (persistence.sheet_csv lays them out)."""

    HEADINGS: ClassVar[dict[CsvHeading, str]] = {
        CsvHeading.HAND: QT_TRANSLATE_NOOP("Scoresheet", "Hand"),
        CsvHeading.DEALER: QT_TRANSLATE_NOOP("Scoresheet", "Dealer"),
        CsvHeading.DEAL_NUMBER: QT_TRANSLATE_NOOP("Scoresheet", "Deal number"),
        CsvHeading.HOW: QT_TRANSLATE_NOOP("Scoresheet", "How"),
        CsvHeading.KNOCKER: QT_TRANSLATE_NOOP("Scoresheet", "Knocker"),
        CsvHeading.KNOCKER_DEADWOOD: QT_TRANSLATE_NOOP("Scoresheet", "Knocker's deadwood"),
        CsvHeading.DEFENDER_DEADWOOD: QT_TRANSLATE_NOOP("Scoresheet", "Defender's deadwood"),
        CsvHeading.POINTS: QT_TRANSLATE_NOOP("Scoresheet", "%1: points"),
        CsvHeading.TOTAL: QT_TRANSLATE_NOOP("Scoresheet", "%1: total"),
        CsvHeading.BOXES: QT_TRANSLATE_NOOP("Scoresheet", "%1: boxes"),
        CsvHeading.DETAILS: QT_TRANSLATE_NOOP("Scoresheet", "Details"),
        CsvHeading.FINAL_TALLY: QT_TRANSLATE_NOOP("Scoresheet", "Final tally"),
        CsvHeading.MATCH_RESULT: QT_TRANSLATE_NOOP("Scoresheet", "Match result"),
        CsvHeading.DEAL_CODE: QT_TRANSLATE_NOOP("Scoresheet", "Deal code"),
        CsvHeading.REFERENCE: QT_TRANSLATE_NOOP("Scoresheet", "Reference's result"),
        CsvHeading.DUPLICATE: QT_TRANSLATE_NOOP("Scoresheet", "Duplicate score"),
        CsvHeading.DUPLICATE_TOTAL: QT_TRANSLATE_NOOP("Scoresheet", "Duplicate total"),
    }

    def __init__(self, sheet: Sheet) -> None:
        self._sheet = sheet

    def player(self, player: int) -> str:
        return player_name(player)

    def heading(self, heading: CsvHeading, player: int | None = None) -> str:
        text = Scoresheet.tr(self.HEADINGS[heading])
        return text.replace("%1", player_name(player)) if player is not None else text

    def game(self, number: int) -> str:
        return game_title(number)

    def how(self, row: SheetRow) -> str:
        return how_nowhere(how_text(row), row)  # you and the computer

    def line(self, line: ScoreLine) -> str:
        return line_row_text(line)

    def final_label(self, row: FinalRow) -> str:
        return final_label(row, self._sheet)


def csv_rows(sheet: Sheet) -> list[list[object]]:
    return sheet_csv_rows(sheet, CsvText(sheet), level_name=level_name)


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
table.sheet th { border-bottom: 2px solid #1b2440; padding: 4px 8px; font-weight: bold;
    white-space: nowrap; }
table.sheet td { border-bottom: 1px solid #b9cbe3; padding: 3px 8px; }
td.num { text-align: right; }
td.ink { color: #1d3b8a; }
td.small { color: #6b7280; font-size: 8pt; white-space: nowrap; }
p.how { white-space: nowrap; margin: 0; }
p.under { color: #6b7280; font-size: 8pt; margin: 0; }
tr.final td { font-weight: bold; background-color: #f4efdc; }
tr.total td { border-top: 2px solid #1b2440; font-weight: bold; }
"""


def _extra_count(sheet: Sheet) -> int:
    """How many columns come after the players' (see :func:`_extra_heads`)."""
    return (sheet.names is None) + (sheet.duplicate is not None)


def hand_under(row: SheetRow, names: tuple[str, str]) -> str:
    """The small line under how a hand ended, on paper: who dealt, the two deadwood
    counts named in seat order, and the scoring ("Dealer: You · Deadwood: You 2 /
    Computer 14 · Deadwood difference 12"). The screen's sheet has the dealer and the counts in
    columns of their own; the printed one had only the scoring to check by (h115)."""
    dealt = Scoresheet.tr("Dealer: %1", "on the printed sheet").replace("%1", names[row.dealer])
    dead = ""
    if row.knocker is not None:
        # In seat order and named, as the screen has them ("12 / 5" under "Deadwood:
        # Marja-Leena / Pekka"): unnamed in the knocker's order, the printed pair read
        # the other way round (play-test).
        by_seat = seat_deadwood(row)
        # A name kept with its count where the line wraps ("Tietokone" / "15" parted).
        counts = " / ".join(f"{names[p]}\u00a0{num(by_seat[p])}" for p in PLAYERS)
        # Named: in brackets alone the two counts said nothing on paper, where the
        # screen's sheet has them under a head of their own (play-test h137).
        dead = (
            Scoresheet.tr(
                "Deadwood: %1", "on the printed sheet: the two players' counts, 'Kari 7 / Ola 25'"
            )
            .replace(" %1", "\u00a0%1")  # the word stays with the first count
            .replace("%1", counts)
        )
    detail = ", ".join(f"{line_row_text(ln)} {num(ln.points)}" for ln in row.lines)
    return " · ".join(part for part in (dealt, dead, detail) if part)


def how_cell(how: str, under: str) -> str:
    """A hand's cell on paper: how it ended on a line of its own, kept whole (a column
    too narrow for it ran each hand to three or four lines), and under it the small
    line (:func:`hand_under`), which may wrap: the whole kept on one line ran the table
    past the page, its last columns cut off (play-tests h110, h115)."""
    esc = html.escape
    return f"<td><p class='how'>{esc(how)}</p><p class='under'>{esc(under)}</p></td>"


def seat_deadwood(row: SheetRow) -> tuple[int, int]:
    """A knocked hand's two deadwood counts in seat order (the row keeps them as the
    knocker's and the defender's)."""
    assert row.knocker is not None
    by_seat = {row.knocker: row.knocker_deadwood, 1 - row.knocker: row.defender_deadwood}
    return by_seat[0], by_seat[1]


def won_line(text: str, seat: tuple[str, str], result: GameResult) -> str:
    """``text`` ("%1 won the game, %2 to %3 (a difference of %4).", translated) with the
    winner's name, the winner's and the loser's final totals and the difference."""
    return (
        text.replace("%1", seat[result.winner])
        .replace("%2", num(result.final_totals[result.winner]))
        .replace("%3", num(result.final_totals[1 - result.winner]))
        .replace("%4", num(result.difference))
    )


def _extra_heads(sheet: Sheet) -> str:
    """The columns after the players': the deal code (a game against the computer's;
    real cards have none) and a duplicate match's score."""
    esc = html.escape
    out = (
        ""
        if sheet.names is not None
        else f"<th align='left'>{esc(Scoresheet.tr('Deal code'))}</th>"
    )
    if sheet.duplicate is not None:
        out += f"<th align='right'>{esc(Scoresheet.tr('Duplicate'))}</th>"
    return out


def _extra_cells(sheet: Sheet, row: SheetRow) -> str:
    esc = html.escape
    out = "" if sheet.names is not None else f"<td class='small'>{esc(row.deal_code)}</td>"
    if sheet.duplicate is not None:
        cell = sheet.duplicate.cell(row.number)
        out += f"<td class='num ink'>{esc(duplicate_cell_text(cell))}</td>"
    return out


def _duplicate_paragraph(sheet: Sheet) -> str:
    if sheet.duplicate is None:
        return ""
    return f"<p><b>{html.escape(duplicate_status_text(sheet.duplicate))}</b></p>"


def hollywood_table(
    sheet: Sheet,
    names: tuple[str, str] | None = None,
    how: Callable[[SheetRow], str] = how_text,
) -> str:
    """Hollywood's sheet: the three games side by side, a pair of columns each, then
    each game's tally and the match result (``names``: a score pad's players; ``how``:
    how a hand ended in words, where the match's are not the sheet's: the pad names
    who knocked)."""
    esc = html.escape
    games = sheet.games
    seat = names if names is not None else (player_name(0), player_name(1))
    head = (
        f"<thead><tr><th rowspan='2'>{esc(Scoresheet.tr('Hand'))}</th>"
        f"<th rowspan='2' align='left'>{esc(Scoresheet.tr('How'))}</th>"
        + "".join(f"<th colspan='2' align='center'>{esc(game_title(g.number))}</th>" for g in games)
        + _extra_heads(sheet).replace("<th ", "<th rowspan='2' ")
        + "</tr><tr>"
        + "".join(f"<th align='right'>{esc(seat[p])}</th>" for _ in games for p in PLAYERS)
        + "</tr></thead>"
    )
    body = []
    for r in sheet.rows:
        cells = ""
        for g, cell in enumerate(r.games):
            for p in PLAYERS:
                points = r.points_in_game(g, p)
                text = "" if points is None else f"{signed(points)} → {num(cell.totals_after[p])}"
                # "+12 → 46" whole: the six columns' figures broke over four lines.
                cells += f"<td class='num ink' style='white-space: nowrap'>{esc(text)}</td>"
        body.append(
            f"<tr><td class='num'>{esc(num(r.number))}</td>"
            f"<td>{esc(how_nowhere(how(r), r, seat))}<br>"
            "<span style='color:#6b7280; font-size:8pt'>"
            f"{esc(hand_under(r, seat))}</span></td>{cells}{_extra_cells(sheet, r)}</tr>"
        )
    boxes = (
        f"<tr><td></td><td>{esc(Scoresheet.tr('Boxes'))}</td>"
        + "".join(
            f"<td align='right'><img src='tally:{g.number}:{p}' height='18'"
            f" style='vertical-align: middle'>&nbsp;{esc(num(g.boxes[p]))}</td>"
            for g in games
            for p in PLAYERS
        )
        + "</tr>"
    )
    # The tally's rows run the table's whole width, the code's column too.
    columns = 2 + 2 * len(games) + _extra_count(sheet)
    final = []
    for game in games:
        if not game.final:
            continue
        title = Scoresheet.tr("%1: final tally", "game").replace("%1", game_title(game.number))
        final.append(f"<tr class='final'><td colspan='{columns}'>{esc(title)}</td></tr>")
        final += [_final_row(f, sheet, 2 * (game.number - 1), columns) for f in game.final]
    if sheet.final:
        title = Scoresheet.tr("Match result")
        final.append(f"<tr class='final'><td colspan='{columns}'>{esc(title)}</td></tr>")
        last = len(games)
        final += [_final_row(f, sheet, 2 * result_game(f, last), columns) for f in sheet.final]
    return head + "".join(body) + boxes + "".join(final)


def _final_row(f: FinalRow, sheet: Sheet, before: int, columns: int) -> str:
    """A tally line with its two cells after ``before`` empty player columns."""
    esc = html.escape
    strong = f.code in (LineCode.FINAL_TOTAL, LineCode.MATCH_DIFFERENCE)
    klass = "final total" if strong else "final"
    after = columns - 2 - before - 2
    return (
        f"<tr class='{klass}'><td></td><td>{esc(final_label(f, sheet))}</td>"
        + "<td></td>" * before
        + "".join(f"<td class='num'>{esc(final_cell(f, p))}</td>" for p in PLAYERS)
        + "<td></td>" * after
        + "</tr>"
    )


def printed_date(date: QDate | None = None) -> str:
    """The day a sheet is printed, written out ("Monday, December 7, 2026"): the short
    form "12/7/26" read as 12 July to a British reader (play-test h123)."""
    day = date if date is not None else QDate.currentDate()
    return QLocale().toString(day, QLocale.FormatType.LongFormat)


def sheet_html(sheet: Sheet, *, subtitle: str = "") -> str:
    esc = html.escape
    date = printed_date()
    sub = " · ".join(s for s in (rules_summary(sheet), subtitle, date) if s)
    sub = esc(sub) + house_rules_html(sheet.rules)
    if sheet.games:
        return (
            f"<html><head><style>{STYLE}</style></head><body>"
            f"<h1>{esc(Scoresheet.tr('Gin Rummy scoresheet'))}</h1>"
            f"<p class='sub'>{sub}</p><p>{esc(status_text(sheet, printed=True))}</p>"
            f"{_duplicate_paragraph(sheet)}"
            f"<table class='sheet' width='100%' cellspacing='0'>{hollywood_table(sheet)}"
            f"</table></body></html>"
        )
    # The headings in <thead>: a long game's later pages repeat them (they had none).
    head = (
        f"<thead><tr><th>{esc(Scoresheet.tr('Hand'))}</th>"
        f"<th align='left'>{esc(Scoresheet.tr('How'))}</th>"
        + "".join(
            f"<th align='right'>{esc(player_name(p))}</th>"
            f"<th align='right'>{esc(Scoresheet.tr('Total'))}</th>"
            for p in PLAYERS
        )
        + _extra_heads(sheet)
        + "</tr></thead>"
    )
    body = []
    for r in sheet.rows:
        cells = "".join(
            f"<td class='num ink'>{esc(num(r.points_for(p)))}</td>"
            f"<td class='num'>{esc(num(r.totals_after[p]))}</td>"
            for p in PLAYERS
        )
        # How the hand ended kept whole, the scoring under it free to wrap: the whole
        # cell kept on one line pushed the deal codes past the page's edge, cut off
        # ("WWZM-PZ4" for WWZM-PZ4F: play-test h115).
        body.append(
            f"<tr><td class='num'>{esc(num(r.number))}</td>"
            f"{how_cell(how_text(r), hand_under(r, (player_name(0), player_name(1))))}"
            f"{cells}{_extra_cells(sheet, r)}</tr>"
        )
    # The tally's rows run the table's whole width (they stopped short of the code).
    rest = "<td></td>" * _extra_count(sheet)
    boxes = (
        f"<tr><td></td><td>{esc(Scoresheet.tr('Boxes'))}</td>"
        + "".join(
            f"<td colspan='2' align='right'>"
            f"<img src='tally:{p}' height='22' style='vertical-align: middle'>"
            f"&nbsp;{esc(num(sheet.boxes[p]))}</td>"
            for p in PLAYERS
        )
        + rest
        + "</tr>"
    )
    final = []
    for f in sheet.final:
        klass = "final total" if f.code is LineCode.FINAL_TOTAL else "final"
        final.append(
            f"<tr class='{klass}'><td></td><td>{esc(final_label(f, sheet))}</td>"
            + "".join(f"<td colspan='2' class='num'>{esc(final_cell(f, p))}</td>" for p in PLAYERS)
            + rest
            + "</tr>"
        )
    return (
        f"<html><head><style>{STYLE}</style></head><body>"
        f"<h1>{esc(Scoresheet.tr('Gin Rummy scoresheet'))}</h1><p class='sub'>{sub}</p>"
        f"<p>{esc(status_text(sheet, printed=True))}</p>{_duplicate_paragraph(sheet)}"
        f"<table class='sheet' width='100%' cellspacing='0'>{head}{''.join(body)}{boxes}"
        f"{''.join(final)}</table></body></html>"
    )


def add_tallies(document: QTextDocument, sheet: Sheet) -> None:
    """The tally pictures the printed sheet shows: ``tally:P`` for the game's boxes,
    ``tally:G:P`` for each of Hollywood's games."""
    for p in PLAYERS:
        document.addResource(
            QTextDocument.ResourceType.ImageResource,
            QUrl(f"tally:{p}"),
            tally_image(sheet.boxes[p], height=22, scale=4.0),
        )
        for game in sheet.games:
            document.addResource(
                QTextDocument.ResourceType.ImageResource,
                QUrl(f"tally:{game.number}:{p}"),
                tally_image(game.boxes[p], height=18, scale=4.0),
            )


def sheet_document(sheet: Sheet, *, subtitle: str = "") -> QTextDocument:
    doc = QTextDocument()
    add_tallies(doc, sheet)
    doc.setHtml(sheet_html(sheet, subtitle=subtitle))
    return doc


def tally_row(sheet: Sheet) -> int:
    """The printed table's first row of the tally (the boxes): under its headings (two
    rows for Hollywood's games) and a row per hand."""
    return (2 if sheet.games else 1) + len(sheet.rows)


def _keep_rows_whole(document: QTextDocument, tally_from: int | None) -> None:
    """No hand's row split by a page break, nor the tally (``tally_from`` to the end)
    where it fits on a page: what a break would split starts on the next page (Qt
    breaks table rows between their lines)."""
    tables = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
    if not tables:
        return
    table, layout = tables[0], document.documentLayout()
    page = document.pageSize().height()
    rows = table.rows()
    line = QFontMetricsF(document.defaultFont()).height()

    def cells(row: int) -> list[QTextBlock]:
        return [table.cellAt(row, c).firstCursorPosition().block() for c in range(table.columns())]

    def top(row: int) -> float:
        if row >= rows:
            return layout.frameBoundingRect(table).bottom()
        return min(layout.blockBoundingRect(b).top() for b in cells(row))

    end = rows if tally_from is None else min(tally_from, rows)
    groups = [(r, r) for r in range(table.format().headerRowCount(), end)]
    if end < rows:
        groups.append((end, rows - 1))
    for first, last in groups:
        start, stop = top(first), top(last + 1)
        if stop - start > page / 2 or int(start // page) == int((stop - 1) // page):
            continue
        # Padded down past the break, the row's lines go to the next page, under the
        # headings repeated there (a block's own top margin is not heeded in a cell).
        # Enough that the first line no longer fits above the break (Qt then moves it
        # over, with all below it); more would leave a gap under the headings.
        push = (int(start // page) + 1) * page - start - line + 1
        if push <= 0:
            continue
        done: set[int] = set()
        for c in range(table.columns()):
            cell = table.cellAt(first, c)
            if cell.column() in done:
                continue  # a spanned cell once
            done.add(cell.column())
            fmt = cell.format().toTableCellFormat()
            fmt.setTopPadding(fmt.topPadding() + push)
            cell.setFormat(fmt)


def print_document(
    document: QTextDocument, device: QPagedPaintDevice, *, tally_from: int | None = None
) -> None:
    """``document`` on ``device``'s pages, as wide as the device's margins allow, each
    page numbered. Printed as it is, Qt adds 2 cm margins of its own inside the
    device's: a long game's table was squeezed into what was left and ran past the
    right margin."""
    scale = device.logicalDpiY() / 96.0  # the document's unit is Qt's logical pixel
    width, height = device.width() / scale, device.height() / scale
    painter = QPainter(device)
    try:
        number_font = QFont(document.defaultFont())
        number_font.setPointSizeF(8)
        footer = QFontMetricsF(number_font, device).height() / scale * 2
        document.setPageSize(QSizeF(width, height - footer))
        _keep_rows_whole(document, tally_from)
        page = document.pageSize()
        pages = document.pageCount()
        for i in range(pages):
            if i:
                device.newPage()
            painter.save()
            painter.scale(scale, scale)
            painter.translate(0, -i * page.height())
            document.drawContents(painter, QRectF(0, i * page.height(), width, page.height()))
            painter.restore()
            if pages > 1:  # "2 / 3" in the bottom right corner
                painter.setFont(number_font)
                painter.setPen(QColor("#5b6170"))
                painter.drawText(
                    QRectF(0, 0, device.width(), device.height()),
                    int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
                    f"{i + 1} / {pages}",
                )
    finally:
        painter.end()


# The paper's margins, printed or saved as PDF: the print dialog's own were 3.5 mm, and
# a printer cuts off what it cannot reach (play-tests h146, h147).
PAGE_MARGINS_MM = 15.0


def page_layout(*, landscape: bool = False) -> QPageLayout:
    """A4 with the sheet's margins; ``landscape`` for a wide sheet (Hollywood)."""
    turn = QPageLayout.Orientation
    margin = PAGE_MARGINS_MM
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        turn.Landscape if landscape else turn.Portrait,
        QMarginsF(margin, margin, margin, margin),
        QPageLayout.Unit.Millimeter,
    )


def sheet_printer(sheet: Sheet) -> QPrinter:
    """A printer for ``sheet`` as the print dialog opens on it: the PDF's margins and
    orientation, the paper the system's (the person may change them all there)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    layout = page_layout(landscape=bool(sheet.games))
    printer.setPageOrientation(layout.orientation())
    printer.setPageMargins(layout.margins(), QPageLayout.Unit.Millimeter)
    return printer


def write_pdf(sheet: Sheet, path: Path, *, subtitle: str = "") -> None:
    """Write the sheet as an A4 PDF (see :func:`write_pdf_document`)."""
    write_pdf_document(
        path,
        Scoresheet.tr("Gin Rummy scoresheet"),
        lambda device: print_document(
            sheet_document(sheet, subtitle=subtitle), device, tally_from=tally_row(sheet)
        ),
        landscape=bool(sheet.games),
    )


def write_pdf_document(
    path: Path,
    title: str,
    print_into: Callable[[QPagedPaintDevice], None],
    *,
    landscape: bool = False,
) -> None:
    """An A4 PDF that ``print_into`` draws, written beside ``path`` first and then moved
    over it, so an existing file is never left half-written; ``landscape`` for a wide
    sheet (Hollywood's six score columns did not fit across a portrait page)."""
    path = Path(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        writer = QPdfWriter(tmp_name)
        writer.setPageLayout(page_layout(landscape=landscape))
        writer.setTitle(title)
        writer.setCreator("Gin Rummy")
        print_into(writer)
        del writer  # closes the file
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise

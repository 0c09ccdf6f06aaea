"""The score pad's sheet: the match scoresheet's paper view, with the players' names."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QAbstractItemView, QTreeWidgetItem, QWidget

from ...model import Outcome
from ...persistence import Sheet, SheetRow
from ..scoresheet import doc
from ..scoresheet.doc import Scoresheet
from ..scoresheet.paint import KIND_ROLE, LABEL_ROLE, NUMBER_ROLE, PaperDelegate
from ..scoresheet.view import SheetView
from .texts import ScorePadText, shown_name


def pad_names(sheet: Sheet) -> tuple[str, str]:
    names = sheet.names or ("", "")
    return (shown_name(names, 0), shown_name(names, 1))


def knock_text(sheet: Sheet, row: SheetRow) -> str:
    """Who ended the hand and the two deadwood counts, with the players' names."""
    if row.knocker is None:
        return Scoresheet.tr("Nobody knocked: the stock ran out.")
    names = pad_names(sheet)
    if row.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        # Not "knocked with 0" under the bold "went gin" (review h149).
        return (
            Scoresheet.tr(
                "%1 had no deadwood, %2 had %3.", "gin: the player out, the other, deadwood"
            )
            .replace("%1", names[row.knocker])
            .replace("%2", names[1 - row.knocker])
            .replace("%3", doc.num(row.defender_deadwood))
        )
    return (
        Scoresheet.tr("%1 knocked with %2, %3 had %4.", "knocker, deadwood, defender, deadwood")
        .replace("%1", names[row.knocker])
        .replace("%2", doc.num(row.knocker_deadwood))
        .replace("%3", names[1 - row.knocker])
        .replace("%4", doc.num(row.defender_deadwood))
    )


def how_text(sheet: Sheet, row: SheetRow) -> str:
    """How the hand ended and who ended it, as a scoresheet keeps it: "Aino knocked",
    "Bjørn went gin", "Aino knocked, Bjørn undercut" (the pad's sheet said only "Knock",
    "Undercut", with the dealer beside it: play-test h93). A void hand has nobody."""
    if row.knocker is None:
        return doc.how_text(row)
    names = pad_names(sheet)
    knocker, defender = names[row.knocker], names[1 - row.knocker]
    if row.outcome is Outcome.GIN:
        text = ScorePadText.tr("%1 went gin", "a player")
    elif row.outcome is Outcome.BIG_GIN:
        text = ScorePadText.tr("%1 went Big Gin", "a player")
    elif row.outcome is Outcome.UNDERCUT:
        text = ScorePadText.tr("%1 knocked, %2 undercut", "the knocker, the defender")
    elif row.outcome is Outcome.TIE:
        text = ScorePadText.tr("%1 knocked, a tie", "the knocker")
    else:
        text = ScorePadText.tr("%1 knocked", "a player")
    return text.replace("%1", knocker).replace("%2", defender)


def games_text(sheet: Sheet) -> str:
    """Hollywood: each game's totals on one line, e.g. 'Game 1: 120 – 80 (over)'."""
    names = pad_names(sheet)
    parts = []
    for game in sheet.games:
        text = (
            ScorePadText.tr("Game %1: %2 %3, %4 %5")
            .replace("%1", doc.num(game.number))
            .replace("%2", names[0])
            # A column not opened yet (no win written in it) stays empty, as on paper.
            .replace("%3", doc.num(game.totals[0]) if game.opened[0] else "–")
            .replace("%4", names[1])
            .replace("%5", doc.num(game.totals[1]) if game.opened[1] else "–")
        )
        if game.result is not None:
            # In brackets: after a column never opened ('–') a dash would read '– – over'.
            text += " (" + ScorePadText.tr("over") + ")"
        parts.append(text)
    return "\n".join(parts)


class PadSheetView(SheetView):
    """The full paper sheet, where a hand's row can be chosen to correct it."""

    def __init__(self, parent: QWidget | None = None, *, read_only: bool = False) -> None:
        # Before the base class fills the view: the status line reads it.
        self.read_only = read_only  # a game of the history, shown with no entry row
        # The hand being corrected in the entry row (None: none): the status line names
        # it, where it named the next hand to be played (play-test h93).
        self.correcting: int | None = None
        super().__init__(compact=False, parent=parent)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

    def _columns(self) -> list[str]:
        # Real cards have no deal code: the pad's sheet has no column for one.
        return [c for c in super()._columns() if c != "code"]

    def _setup_columns(self) -> None:
        super()._setup_columns()
        # Who ended each hand is written whole ("Marja-Leena knocked, Ola undercut"): a
        # little smaller or on two lines where the column is narrow (Hollywood's nine
        # columns in a 1024-pixel window), as the dock writes the hand's ending.
        delegate = self.tree.itemDelegate()
        if isinstance(delegate, PaperDelegate):
            delegate.fit_how = True

    def selected_hand(self) -> int | None:
        """The number of the hand row chosen (None: no hand row is)."""
        item = self.tree.currentItem()
        if item is None or not item.isSelected() or item.data(0, KIND_ROLE) != "hand":
            return None
        number = item.data(0, NUMBER_ROLE)
        return number if isinstance(number, int) and number > 0 else None

    def _row_of_hand(self, number: int) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(0, NUMBER_ROLE) == number:
                return item
        return None

    def select_hand(self, number: int) -> None:
        item = self._row_of_hand(number)
        if item is not None:
            self.tree.setCurrentItem(item)

    def show_hand(self, number: int) -> None:
        """Scroll hand ``number``'s row into sight (not choosing it)."""
        item = self._row_of_hand(number)
        if item is not None:
            self.tree.scrollToItem(item)

    def set_correcting(self, number: int | None) -> None:
        """Say on the status line that hand ``number`` is being corrected below (None:
        no hand is); the sheet and its chosen row stay as they are."""
        self.correcting = number
        sheet = self.sheet()
        if sheet is not None and sheet.names is not None:
            self.status_label.setText(self._status(sheet))

    def player_names(self) -> tuple[str, str]:
        # The match sheet says "You" and "the computer": the pad writes its players.
        sheet = self.sheet()
        if sheet is None or sheet.names is None:
            return super().player_names()
        return pad_names(sheet)

    def short_names(self) -> dict[str, str]:
        sheet = self.sheet()
        if sheet is None or sheet.names is None:
            return super().short_names()
        return {}  # the players' own names are cut with "…", never made another's

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        sheet = self.sheet()
        if sheet is None or sheet.names is None:
            return
        rows = {r.number: r for r in sheet.rows}
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is None:
                continue
            kind = item.data(0, KIND_ROLE)
            if kind == "hand":
                row = rows.get(item.data(0, NUMBER_ROLE))
                if row is None:
                    continue
                item.setText(self._how_column, how_text(sheet, row))
                tip = self._tooltip(sheet, row)
                for col in range(self.tree.columnCount()):
                    item.setToolTip(col, tip)
            elif kind == "playing" and sheet.dealer_in_play is not None:
                label = (ScorePadText.tr("to be entered…"), False)
                item.setData(self._how_column, LABEL_ROLE, label)
                item.setToolTip(self._how_column, self._status(sheet))
        self.status_label.setText(self._status(sheet))
        # Hollywood's games in words, for the accessible description (on screen the
        # totals grid above shows them).
        self.setAccessibleDescription(games_text(sheet))

    def _status(self, sheet: Sheet) -> str:
        if self.correcting is not None and not self.read_only:
            return ScorePadText.tr(
                "Correcting hand %1: change it below, then save the correction."
            ).replace("%1", doc.num(self.correcting))
        result = sheet.result
        if result is not None:
            # The final totals and the difference, which the game's end is scored by.
            text = ScorePadText.tr("%1 won the game, %2 to %3 (a difference of %4).")
            return doc.won_line(text, pad_names(sheet), result)
        if self.read_only:
            # "In progress", as the list of games says it: it may be taken up again
            # ("stopped" read as given up: play-test h110).
            return ScorePadText.tr("In progress: hand %1 is not written yet.").replace(
                "%1", doc.num(sheet.hand_in_play)
            )
        return ScorePadText.tr("Hand %1: enter it below when it has been played.").replace(
            "%1", doc.num(sheet.hand_in_play)
        )

    def _tooltip(self, sheet: Sheet, row: SheetRow) -> str:
        names = pad_names(sheet)
        parts = [
            "<b>"
            + html.escape(
                Scoresheet.tr("Hand %1: %2")
                .replace("%1", doc.num(row.number))
                .replace("%2", how_text(sheet, row))
            )
            + "</b>",
            html.escape(knock_text(sheet, row)),
        ]
        for line in row.lines:
            parts.append(html.escape(f"{doc.line_row_text(line)}  {doc.num(line.points)}"))
        if row.winner is not None:
            parts.append(
                html.escape(
                    Scoresheet.tr("%1 scores %2")
                    .replace("%1", names[row.winner])
                    .replace("%2", doc.num(row.points))
                )
            )
            if doc.written_nowhere(row):
                parts.append(html.escape(doc.nowhere_text(row, names[row.winner])))
        return "<br>".join(parts)


__all__ = ["PadSheetView", "games_text", "how_text", "knock_text", "pad_names"]

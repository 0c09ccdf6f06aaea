"""Equity hints: every sensible move of the person's decision with its expected hand points
and its chance of winning the game from this score, the best marked.

The figures are the Master's own search over deals guessed from the person's
PlayerView (review/equity.py), run by app/equity_worker.py in a thread; the panel only
shows the reports as they come, so it refines while the person thinks.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...model import Card, DrawDiscard, PlayerView, TakeUpcard
from ...review.equity import EquityReport, MoveEquity
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import action_text, decimal_text

# A move in a few words, with %1 the card's short label (e.g. "9♠").
MOVE_TEXTS = {
    "take_upcard": QT_TRANSLATE_NOOP("EquityPanel", "Take the %1"),
    "pass": QT_TRANSLATE_NOOP("EquityPanel", "Pass"),
    "draw_discard": QT_TRANSLATE_NOOP("EquityPanel", "Take the %1"),
    "draw_stock": QT_TRANSLATE_NOOP("EquityPanel", "Draw from the stock"),
    "discard": QT_TRANSLATE_NOOP("EquityPanel", "Discard the %1"),
    "knock": QT_TRANSLATE_NOOP("EquityPanel", "Knock with the %1"),
    "gin": QT_TRANSLATE_NOOP("EquityPanel", "Gin with the %1"),
    "big_gin": QT_TRANSLATE_NOOP("EquityPanel", "Big Gin"),
}


def moved_card(move: MoveEquity, view: PlayerView | None) -> Card | None:
    """The card a move names: its own, or the face-up card it takes."""
    card = getattr(move.action, "card", None)
    if isinstance(card, Card):
        return card
    if isinstance(move.action, TakeUpcard | DrawDiscard) and view is not None:
        return view.top_discard
    return None


def wrapped_height(font: QFont, text: str, width: int) -> int:
    """The height ``text`` takes laid out as an item view lays out its rows' text: each
    line of it broken at word boundaries, or anywhere where a word is wider than
    ``width`` (a word measured unbroken needed more lines than counted: review h167)."""
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    height = 0.0
    for part in text.split("\n"):
        layout = QTextLayout(part, font)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1, width))
            height += line.height()
        layout.endLayout()
    return math.ceil(height)


class EquityPanel(QWidget):
    """The equity hints section of the training panel: call :meth:`show_report` with
    each report of the position on the table, :meth:`waiting` when there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EquityPanel")
        self._view: PlayerView | None = None
        self._report: EquityReport | None = None
        self._weighing = False
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        bold = self.heading.font()
        bold.setBold(True)
        self.heading.setFont(bold)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.moves = QListWidget(self)
        self.moves.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        # By Tab only: a click left the table without its arrow keys (play-test h105).
        self.moves.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.moves.setWordWrap(True)
        self.moves.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.moves.setMinimumWidth(120)
        self.moves.setSpacing(2)  # the two-line rows apart
        self.moves.viewport().installEventFilter(self)  # a new width: the rows fitted again
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self._size_note()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 6, 0, 2)
        column.setSpacing(5)
        for w in (self.heading, self.status, self.moves, self.note):
            column.addWidget(w)
        self.retranslate_ui()

    def sizeHint(self) -> QSize:
        return QSize(280, 240)

    # -------------------------------------------------------------- inputs
    def waiting(self) -> None:
        """No decision of the person's to weigh (the computer's turn, a hand over)."""
        self._view, self._report, self._weighing = None, None, False
        self.refresh()

    def weighing(self, view: PlayerView) -> None:
        """A search of ``view`` has started; its reports follow."""
        self._view, self._report, self._weighing = view, None, True
        self.refresh()

    def show_report(self, report: EquityReport) -> None:
        self._report = report
        self._weighing = not report.done
        self.refresh()

    def finished(self) -> None:
        self._weighing = False
        self.refresh()

    @property
    def report(self) -> EquityReport | None:
        return self._report

    def rated_higher(self, action: object) -> Callable[[], str] | None:
        """When the move shown best is clearly better than ``action`` (a hint's move) by
        the deals weighed so far, the words naming it, in the language of the moment
        (the move and its figures as they are now); None when ``action`` is that move or
        level with it, or nothing is shown. With the Expert advising, the hint said
        "knock" beside a ★ on "discard", and the player was left with two answers and
        no word of it (play-test h105)."""
        report = self._report
        if report is None or not self.isVisible():
            return None
        if any(m.action == action and (m.best or m.level) for m in report.moves):
            return None
        best = report.best

        def words() -> str:
            figures = (
                self.tr("%1 · game %2")
                .replace("%1", self.points_text(best.points))
                .replace("%2", self.chance_text(best.win_chance))
            )
            return (
                self.tr("“%3” rates another move best: %1 (%2).", "%3: the aid's heading")
                .replace("%1", self.move_text(best))
                .replace("%2", figures)
                .replace("%3", self.heading.text())
            )

        return words

    def _size_note(self) -> None:
        """The note a little smaller than the panel's text, whatever size that is: set
        once, its size stayed the system's when the docks' text grew with the window
        (1920x1080: small print under larger words, play-test h104)."""
        small = QFont()  # the size alone: the rest follows the panel
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.9))
        self.note.setFont(small)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            self._size_note()
            self._fit_rows()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("What your moves are worth"))
        self.setAccessibleName(self.heading.text())
        self.moves.setAccessibleName(self.tr("Your moves, the best first, with what each is worth"))
        # The list's order said (its points column can look out of order).
        order = self.tr(
            "The best move first (★), then by your chance of winning the game; ≈: as good "
            "as the best, as far as the guessed deals can tell them apart."
        )
        self.note.setText(
            order
            + " "
            + self.tr(
                "Points: what the hand is expected to give you (minus: the computer scores). "
                "Game: your chance of winning the game from this score. Guessed from what "
                "you have seen only."
            )
        )
        self.refresh()

    # -------------------------------------------------------------- texts
    @staticmethod
    def number(value: float, decimals: int = 1) -> str:
        return decimal_text(value, decimals)

    def points_text(self, points: float) -> str:
        return self.tr("%1 points").replace("%1", decimal_text(points, signed=True))

    def chance_text(self, chance: float) -> str:
        return self.tr("%1%").replace("%1", self.number(100 * chance))

    def move_text(self, move: MoveEquity) -> str:
        kind = move.action.kind
        card = moved_card(move, self._view)
        text = QCoreApplication.translate("EquityPanel", MOVE_TEXTS.get(kind, MOVE_TEXTS["pass"]))
        return text.replace("%1", card.label if card is not None else "")

    def row_texts(self, move: MoveEquity) -> tuple[str, str]:
        """The shown and the spoken text of one move's row."""
        points, chance = self.points_text(move.points), self.chance_text(move.win_chance)
        values = self.tr("%1 · game %2").replace("%1", points).replace("%2", chance)
        mark = "★ " if move.best else "≈ " if move.level else ""
        shown = f"{mark}{self.move_text(move)}\n{values}"
        card = moved_card(move, self._view)
        taken = card if isinstance(move.action, TakeUpcard | DrawDiscard) else None
        spoken_move = action_text(move.action, taken)
        spoken = self.tr("%1: %2, chance of winning the game %3")
        spoken = spoken.replace("%1", spoken_move).replace("%2", points).replace("%3", chance)
        if move.best:
            spoken = self.tr("Best: %1").replace("%1", spoken)
        elif move.level:
            spoken = self.tr("As good as the best, as far as the guessed deals tell: %1").replace(
                "%1", spoken
            )
        return shown, spoken

    # -------------------------------------------------------------- filling
    def refresh(self) -> None:
        report = self._report
        self.moves.clear()
        if report is None:
            if self._weighing:
                text = self.tr("Weighing your moves…")
            elif self._view is not None:
                # Weighed and nothing to show: a single move is open (after both passed,
                # the stock). It said the moves are weighed on your turn, on your turn.
                text = self.tr("Only one move is open now: there is nothing to weigh.")
            else:
                text = self.tr("The moves are weighed when it is your turn to draw or discard.")
            self.status.setText(text)
            self.moves.setVisible(False)
            return
        n = report.samples
        if self._weighing:
            self.status.setText(self.tr("Weighing: %n deal(s) guessed so far…", None, n))
        else:
            done = self.tr("From %n deal(s) guessed from what you have seen.", None, n)
            self.status.setText(done)
        ranked = sorted(report.moves, key=lambda m: (not m.best, -m.win_chance, -m.points))
        for move in ranked:
            shown, spoken = self.row_texts(move)
            item = QListWidgetItem(shown)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            item.setToolTip(spoken)
            if move.best:
                # Only bold: the size stays the list's, which follows the dock's text
                # scale (a copy of the whole font kept the old size after the window
                # was made smaller: play-test h132).
                font = QFont()
                font.setBold(True)
                item.setFont(font)
            self.moves.addItem(item)
        self.moves.setVisible(True)
        self._fit_rows()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.moves.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_rows()
        return super().eventFilter(watched, event)

    def _fit_rows(self) -> None:
        """Each row as tall as its text wrapped at the list's width, and the list as tall
        as its rows (the panel scrolls, not the list), spacing and all: again when the
        text's size or the list's width changes. Qt's own row heights were measured at
        the width before the dock settled: at 150% display scaling the bold best row
        "★ Lopeta ginillä, avopakkaan: A♦" wrapped in the narrower dock, was cut with
        "…", and its figures were lost (play-test h165; the rows grew inside the old
        height at a larger print too, the last ones cut off: review h136)."""
        count = self.moves.count()
        if not count:
            return
        spacing = self.moves.spacing()
        width = max(40, self.moves.viewport().width() - 2 * spacing)
        style = self.moves.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.moves) + 1
        rows = 0
        for i in range(count):
            item = self.moves.item(i)
            font = item.font().resolve(self.moves.font())
            height = wrapped_height(font, item.text(), width - 2 * margin) + 2 * margin + 2
            item.setSizeHint(QSize(width, height))
            rows += height
        gaps = 2 * spacing * (count + 1)
        self.moves.setFixedHeight(rows + gaps + 2 * self.moves.frameWidth() + 6)

    def rows(self) -> list[str]:
        """The rows' shown texts, top to bottom (for tests and screen readers)."""
        return [self.moves.item(i).text() for i in range(self.moves.count())]

"""The end of a game: the winner and the final tally, line by line."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model import GameResult, LineCode
from .panel_style import BUTTON_QSS, PANEL_QSS, sized_panel_qss
from .texts import line_text, player_name
from .texts import tr as texts_tr

PERSON = 0


class GameOverPanel(QFrame):
    """Shows a GameResult; its buttons are the window's New game and Close actions."""

    content_changed = Signal()  # the text changed: the panel may need another size

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TablePanel")
        self._px = 0
        self.setStyleSheet(PANEL_QSS + BUTTON_QSS)
        self._result: GameResult | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 18, 26, 18)
        layout.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("PanelTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.sub = QLabel(self)
        self.sub.setObjectName("PanelSub")
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # How the last hand went: its own result panel gives way to this one.
        self.last_hand = QLabel(self)
        self.last_hand.setObjectName("PanelSub")
        self.last_hand.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.last_hand.setWordWrap(True)
        self.last_hand_text: Callable[[], str] = lambda: ""
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(22)
        layout.addWidget(self.title)
        layout.addWidget(self.sub)
        layout.addWidget(self.grid_host)
        layout.addWidget(self.last_hand)
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(12)
        self.buttons.addStretch(1)
        for action in actions:
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.buttons.addWidget(button)
        self.buttons.addStretch(1)
        layout.addLayout(self.buttons)
        self.retranslate_ui()

    def add_button(self, button: QToolButton) -> None:
        """Another button after 'New game' (the review adds its own)."""
        self.buttons.insertWidget(self.buttons.count() - 1, button)

    def set_result(self, result: GameResult | None) -> None:
        self._result = result
        self.retranslate_ui()

    def set_scale(self, px: int) -> None:
        px = max(12, px)
        if px != self._px:
            self._px = px
            self.setStyleSheet(sized_panel_qss(px, max(18, round(px * 1.8))))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        g = self._result
        if g is None:
            self.title.setText("")
            self.sub.setText("")
            self.last_hand.setText("")
            return
        self.last_hand.setText(self.last_hand_text())
        self.last_hand.setVisible(bool(self.last_hand.text()))
        if g.winner == PERSON:
            self.title.setText(self.tr("You win the game!"))
        else:
            self.title.setText(self.tr("The computer wins the game"))
        sub = self.tr("Won by %1 points").replace("%1", str(g.difference))
        if g.shutout:
            sub += " · " + self.tr("a shutout")
        self.sub.setText(sub)
        # Two columns, one per player, as on a paper scoresheet.
        self.grid.addWidget(QLabel("", self.grid_host), 0, 0)
        for p in (0, 1):
            head = QLabel(player_name(p), self.grid_host)
            head.setObjectName("Total")
            head.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(head, 0, 1 + p)
        rows: dict[LineCode, int] = {}
        next_row = 1
        for line in g.lines:
            if line.code is LineCode.FINAL_DIFFERENCE:
                continue
            key = line.code
            if key not in rows:
                rows[key] = next_row
                label = QLabel(
                    line_text(line) if key is not LineCode.BOX_BONUS else self.tr("Box bonus"),
                    self.grid_host,
                )
                if key is LineCode.FINAL_TOTAL:
                    label.setObjectName("Total")
                self.grid.addWidget(label, next_row, 0)
                next_row += 1
            text = str(line.points)
            if line.code is LineCode.BOX_BONUS and line.count is not None:
                text = "%1 (%2)".replace("%1", str(line.points)).replace(
                    "%2", texts_tr("%n box(es)", None, line.count)
                )
            cell = QLabel(text, self.grid_host)
            cell.setAlignment(Qt.AlignmentFlag.AlignRight)
            cell.setObjectName("Total" if key is LineCode.FINAL_TOTAL else "Points")
            self.grid.addWidget(
                cell, rows[key], 1 + (line.player if line.player is not None else 0)
            )
        self.adjustSize()
        self.content_changed.emit()

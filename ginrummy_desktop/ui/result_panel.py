"""The hand result over the table: who won and how, every scoring line, the totals,
and the button to deal the next hand."""

from __future__ import annotations

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

from ..model import HandRecord, Outcome, Rules
from .panel_style import BUTTON_QSS, PANEL_QSS, sized_panel_qss
from .texts import line_text, outcome_text, player_name

PERSON = 0


class ResultPanel(QFrame):
    """Explains one finished hand. Fill it with :meth:`set_record`."""

    content_changed = Signal()  # the text changed: the panel may need another size

    def __init__(self, next_action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TablePanel")
        self._px = 0
        self.setStyleSheet(PANEL_QSS + BUTTON_QSS)
        self._record: HandRecord | None = None
        self._rules: Rules | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 16, 22, 16)
        layout.setSpacing(8)
        self.title = QLabel(self)
        self.title.setObjectName("PanelTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("PanelSub")
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(4)
        self.totals = QLabel(self)
        self.totals.setObjectName("Total")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.totals.setWordWrap(True)
        self.next_button = QToolButton(self)
        self.next_button.setDefaultAction(next_action)
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for w in (self.title, self.summary, self.grid_host, self.totals):
            layout.addWidget(w)
        # The buttons side by side: the panel must fit between the two hands.
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(12)
        self.buttons.addStretch(1)
        self.buttons.addWidget(self.next_button)
        self.buttons.addStretch(1)
        layout.addLayout(self.buttons)
        self.retranslate_ui()

    def add_button(self, button: QToolButton) -> None:
        """Another button beside 'Next hand' (the review adds its own)."""
        self.buttons.insertWidget(self.buttons.count() - 1, button)

    def set_record(self, record: HandRecord | None, rules: Rules | None = None) -> None:
        self._record = record
        self._rules = rules
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_scale(self, px: int) -> None:
        px = max(12, px)
        if px != self._px:
            self._px = px
            self.setStyleSheet(sized_panel_qss(px, max(16, round(px * 1.5))))

    def retranslate_ui(self) -> None:
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        r = self._record
        if r is None:
            self.title.setText("")
            self.summary.setText("")
            self.totals.setText("")
            return
        res = r.result
        self.title.setText(self._title(r))
        self.summary.setText(self._summary(r))
        row = 0
        for line in res.lines:
            label = QLabel(line_text(line), self.grid_host)
            who = QLabel(
                player_name(line.player) if line.player is not None else "", self.grid_host
            )
            who.setObjectName("PanelSub")
            pts = QLabel(f"+{line.points}", self.grid_host)
            pts.setObjectName("Points")
            pts.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(who, row, 1)
            self.grid.addWidget(pts, row, 2)
            row += 1
        if res.lines:
            rule = QFrame(self.grid_host)
            rule.setObjectName("Rule")
            rule.setFrameShape(QFrame.Shape.HLine)
            self.grid.addWidget(rule, row, 0, 1, 3)
            row += 1
            label = QLabel(self.tr("Points for the hand"), self.grid_host)
            label.setObjectName("Total")
            who = QLabel(player_name(res.winner) if res.winner is not None else "", self.grid_host)
            pts = QLabel(str(res.points), self.grid_host)
            pts.setObjectName("Total")
            pts.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(who, row, 1)
            self.grid.addWidget(pts, row, 2)
        self.grid_host.setVisible(bool(res.lines))
        totals = (
            self.tr("Score: %1 %2 · %3 %4")
            .replace("%1", player_name(0))
            .replace("%2", str(r.totals_after[0]))
            .replace("%3", player_name(1))
            .replace("%4", str(r.totals_after[1]))
        )
        boxes = (
            self.tr("Boxes: %1 – %2")
            .replace("%1", str(r.boxes_after[0]))
            .replace("%2", str(r.boxes_after[1]))
        )
        target = ""
        if self._rules is not None:
            target = " · " + self.tr("playing to %1").replace("%1", str(self._rules.target))
        self.totals.setText(totals + "\n" + boxes + target)
        self.adjustSize()
        self.content_changed.emit()

    def last_hand_text(self) -> str:
        """The shown hand in one line, in the current language (for the game-over
        panel, which takes the result panel's place after the last hand)."""
        r = self._record
        if r is None:
            return ""
        summary = self._summary(r)
        if not summary:
            return ""
        return (
            self.tr("Last hand (%1): %2")
            .replace("%1", outcome_text(r.result.outcome))
            .replace("%2", summary)
        )

    def _title(self, r: HandRecord) -> str:
        res = r.result
        if res.outcome is Outcome.VOID:
            return self.tr("Void hand: nobody scores")
        if res.winner is None:
            return self.tr("%1: nobody scores").replace("%1", outcome_text(res.outcome))
        if res.winner == PERSON:
            return self.tr("You win the hand: %1").replace("%1", outcome_text(res.outcome))
        return self.tr("The computer wins the hand: %1").replace("%1", outcome_text(res.outcome))

    def _summary(self, r: HandRecord) -> str:
        res = r.result
        if res.outcome is Outcome.VOID:
            return self.tr(
                "The stock ran down to its last two cards before anyone knocked. "
                "The same dealer deals again."
            )
        if res.knocker is None:
            return ""
        knocker, defender = player_name(res.knocker), player_name(1 - res.knocker)
        if res.outcome in (Outcome.GIN, Outcome.BIG_GIN):
            text = self.tr("%1 went out with every card in melds. %2: %3 points of deadwood.")
            text = text.replace("%3", str(res.defender_deadwood))
        else:
            text = self.tr("%1 knocked with %3 points of deadwood. %2: %4 after layoffs.")
            text = text.replace("%3", str(res.knocker_deadwood)).replace(
                "%4", str(res.defender_deadwood)
            )
            if res.layoffs:
                laid = " ".join(lo.card.label for lo in res.layoffs)
                text += " " + self.tr("Laid off: %1.").replace("%1", laid)
        text = text.replace("%1", knocker).replace("%2", defender)
        if res.doubled:
            text += " " + self.tr("The first upcard was a spade: the hand counts double.")
        return text

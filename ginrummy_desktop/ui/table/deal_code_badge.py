"""The deal code in the table's lower right corner (View → Show deal code).

The code names the deal, but reading the cards out of it takes the program: showing
the code of the hand in play tells the person nothing they can use, and lets them
note a deal to play again (Game → Play a deal by code) or to share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel

if TYPE_CHECKING:
    from .view import TableView

MARGIN = 8
# Between the hand and the code: the meld underline under a card reaches 3 + 3.5 % of
# its height below it (12 pixels at the largest cards), and a gap is left under that.
# At 4 the code touched the hand's foot, over a meld's underline (1024x640, play-test 11).
GAP = 16


class DealCodeBadge(QLabel):
    """A small selectable label in the lower right corner of ``host``, in a strip the
    table keeps clear for it under the hand: the hand reaches that corner unless the
    table is wide, and the code lay over the right-hand cards' corners at 1024x640
    and 1366x768 (play-test 9)."""

    def __init__(self, host: TableView) -> None:
        super().__init__(host)
        self.setObjectName("DealCodeBadge")
        self._host = host
        self._code: str | None = None
        self._wanted = False
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStyleSheet(
            "#DealCodeBadge { color: #f3eed9; background-color: rgba(0, 0, 0, 90);"
            " border-radius: 4px; padding: 2px 6px; font-family: monospace; }"
        )
        host.installEventFilter(self)
        self.hide()

    @property
    def code(self) -> str | None:
        return self._code

    def set_wanted(self, on: bool) -> None:
        """The person's choice in the View menu."""
        self._wanted = on
        self._update()

    def set_code(self, code: str | None) -> None:
        """The deal in play (None: no code names it, e.g. a lesson's arranged deck)."""
        self._code = code
        self._update()

    def retranslate_ui(self) -> None:
        self._update()

    def _update(self) -> None:
        code = self._code
        visible = self._wanted and bool(code)
        if code:
            self.setText(self.tr("Deal code %1").replace("%1", code))
            self.setToolTip(self.tr("Play this deal again with Game → Play a deal by code."))
        self.setVisible(visible)
        if visible:
            self.adjustSize()
            self._place()
            self.raise_()
        self._host.table.keep_footer(self.height() + MARGIN + GAP if visible else 0.0)

    def _place(self) -> None:
        host = self._host
        self.move(
            max(0, host.width() - self.width() - MARGIN),
            max(0, host.height() - self.height() - MARGIN),
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

"""A one-line label that ends its text in "…" where the text is wider than the label,
the whole text in its tooltip; shortened again whenever the label's width or font
changes (the status line's messages: a Finnish hint of three sentences was cut off
mid-word, play-test h121; shortened once, it stayed so in a wider window, review h126)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    """:meth:`setText` takes the whole text; :meth:`text` is what shows, and
    :meth:`full_text` the whole. Its width is the layout's to give: a long text does not
    widen it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()

    def tip(self, elided: bool) -> str:
        """The tooltip: the whole text where it is shortened, none where it shows whole."""
        return self._full if elided else ""

    def _elide(self) -> None:
        width = self.contentsRect().width()
        shown = self._full
        if width > 0 and self.fontMetrics().horizontalAdvance(shown) > width:
            shown = self.fontMetrics().elidedText(shown, Qt.TextElideMode.ElideRight, width)
        if shown != super().text():
            super().setText(shown)
        tip = self.tip(shown != self._full)
        if tip != self.toolTip():
            self.setToolTip(tip)

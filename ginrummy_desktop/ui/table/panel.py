"""The frame shared by the panels that float over the felt (hand result, game over):
a title, a body the panel fills, and a row of buttons (a column where the row would not
fit); text sizes follow the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..common.action_button import ActionButton
from ..common.panel_style import BUTTON_QSS, PANEL_QSS, sized_panel_qss


class TablePanel(QFrame):
    """Subclasses add their labels to :attr:`body`, their rows to :attr:`grid` (emptied
    by :meth:`clear_grid`), and write every text in ``retranslate_ui``, which runs again
    on a language change."""

    content_changed = Signal()  # the text changed: the panel may need another size

    def __init__(
        self,
        parent: QWidget | None,
        *,
        margins: tuple[int, int],
        spacing: int,
        title_scale: float,
        title_min: int,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TablePanel")
        self.setStyleSheet(PANEL_QSS + BUTTON_QSS)
        self._px = 0
        self._title_scale = title_scale
        self._title_min = title_min
        self._roomy = (margins, spacing)
        self._tight = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(margins[0], margins[1], margins[0], margins[1])
        layout.setSpacing(spacing)
        self.title = QLabel(self)
        self.title.setObjectName("PanelTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.body = QVBoxLayout()
        self.body.setSpacing(spacing)
        layout.addLayout(self.body)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        # The buttons side by side: the panel must fit between the two hands. A panel
        # too narrow for the row puts them one under another (fit_width), each whole.
        self._stacked = False
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(12)
        self.buttons.addStretch(1)
        self.buttons.addStretch(1)
        layout.addLayout(self.buttons)

    def add_button(self, action: QAction) -> QToolButton:
        """A button for ``action`` after the others (the review adds its own)."""
        button = ActionButton(action, self)  # not setDefaultAction: see action_button
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.buttons.insertWidget(self.buttons.count() - 1, button)
        return button

    def clear_grid(self) -> None:
        while self.grid.count():
            item = self.grid.itemAt(0)
            w = item.widget() if item is not None else None
            if w is None:  # only widgets are put in the grid; this ends the loop anyway
                self.grid.takeAt(0)
                continue
            # removeWidget deletes the layout's own item for the widget. takeAt hands
            # that item to the caller, and from Python it was never deleted: a hundred
            # bytes a row, every hand (benchmarks/endurance.py --ui, heaptrack).
            self.grid.removeWidget(w)
            w.hide()
            w.deleteLater()

    def row_buttons(self) -> list[QToolButton]:
        """The buttons, in their order."""
        items = (self.buttons.itemAt(i) for i in range(self.buttons.count()))
        return [
            w for item in items if item is not None and isinstance(w := item.widget(), QToolButton)
        ]

    def button_row_width(self) -> int:
        """The panel's width with its buttons side by side, each showing its whole text,
        in the fonts of the current scale (the view gives the panel that width where
        the table has it)."""
        shown = [b for b in self.row_buttons() if not b.isHidden()]
        for button in shown:
            button.ensurePolished()  # measured in the font of the current scale
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        side = (margins.left() + margins.right()) if margins is not None else 0
        side += self.width() - self.contentsRect().width()  # the frame's border
        gaps = self.buttons.spacing() * max(0, len(shown) - 1)
        return sum(b.sizeHint().width() for b in shown) + gaps + side

    def widths(self, table_width: float) -> tuple[int, int]:
        """The narrowest and the widest the view makes this panel on a table that wide:
        it tries the narrow one first (short lines read best) and widens where the
        text does not fit between the hands."""
        narrow = round(min(max(table_width * 0.62, 460), table_width * 0.92, 900))
        return narrow, round(min(table_width * 0.94, 980))

    @property
    def buttons_stacked(self) -> bool:
        """Whether the buttons stand one under another (a panel too narrow for the row)."""
        return self._stacked

    def fit_width(self) -> None:
        """Arrange the content for the panel's width once its fonts are polished (the
        view calls it before measuring the height): the buttons side by side where they
        fit whole, else one under another, all as wide as the widest, so that no label
        is ever cut short ("What the computer knew", Norwegian "Hva maskinen visste")."""
        stacked = self.width() < self.button_row_width()
        buttons = self.row_buttons()
        # As wide as the widest shown: a hidden one (a button for another kind of end)
        # is measured again when it shows, as the view fits the panel then.
        shown = [b.sizeHint().width() for b in buttons if not b.isHidden()]
        widest = max(shown, default=0) if stacked else 0
        if stacked == self._stacked and all(b.minimumWidth() == widest for b in buttons):
            return
        self._stacked = stacked
        self.buttons.setDirection(
            QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        )
        align = Qt.AlignmentFlag.AlignHCenter if stacked else Qt.AlignmentFlag(0)
        for button in buttons:
            button.setMinimumWidth(widest)
            self.buttons.setAlignment(button, align)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_width()

    def set_scale(self, px: int, *, tight: bool = False) -> None:
        """Text of ``px`` pixels; ``tight`` closes the margins and gaps and lowers the
        title, for a table too small to hold the panel otherwise."""
        px = max(12, px)
        if px != self._px or tight != self._tight:
            self._px = px
            self._tight = tight
            scale = min(self._title_scale, 1.35) if tight else self._title_scale
            title = max(self._title_min if not tight else 15, round(px * scale))
            self.setStyleSheet(sized_panel_qss(px, title))
            (mx, my), spacing = self._roomy
            if tight:
                mx, my, spacing = round(mx * 0.6), round(my * 0.45), round(spacing * 0.45)
            layout = self.layout()
            if layout is not None:
                layout.setContentsMargins(mx, my, mx, my)
                layout.setSpacing(spacing)
            self.body.setSpacing(spacing)

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

"""The frame shared by the panels that float over the felt (hand result, game over):
a title, a body the panel fills, and a row of buttons (a column where the row would not
fit); text sizes follow the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
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
        self._cloth = "green"  # the felt under it (panel_style.PANEL_TINTS)
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
        # too narrow for the row puts them two by two, or one under another where two
        # do not fit either (fit_width), each whole.
        self._buttons: list[QToolButton] = []
        self._columns = 0  # the buttons' columns as arranged (0: not yet)
        self._order: list[QToolButton] = []  # the buttons as arranged, shown ones first
        self.buttons = QGridLayout()
        self.buttons.setHorizontalSpacing(12)
        self.buttons.setVerticalSpacing(10)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(self.buttons)
        row.addStretch(1)
        layout.addLayout(row)

    def add_button(self, action: QAction, *, first: bool = False) -> QToolButton:
        """A button for ``action`` after the others (``first``: before them)."""
        # not setDefaultAction: see action_button
        button = ActionButton(action, self, focusable=True)
        self._buttons.insert(0 if first else len(self._buttons), button)
        self._arrange(max(1, len(self._buttons)))
        return button

    def _arrange(self, columns: int) -> None:
        """The shown buttons in their order, ``columns`` to a row (the hidden after
        them, where they take no room until they show and the panel is fitted again)."""
        order = self._shown_first()
        shown = [b for b in order if not b.isHidden()]
        for button in self._buttons:
            self.buttons.removeWidget(button)
        align = Qt.AlignmentFlag.AlignHCenter if columns < len(shown) else Qt.AlignmentFlag(0)
        for i, button in enumerate(order):
            if columns > 1 and i == len(shown) - 1 and i % columns == 0:
                # The odd one out of two columns stands centred under the pair.
                self.buttons.addWidget(button, i // columns, 0, 1, columns, align)
            else:
                self.buttons.addWidget(button, i // columns, i % columns, align)
        self._columns = columns
        self._order = order

    def _shown_first(self) -> list[QToolButton]:
        """The buttons in their order, the shown ones before the hidden."""
        return sorted(self._buttons, key=lambda b: b.isHidden())  # sorted() keeps order

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
        return list(self._buttons)

    def button_row_width(self) -> int:
        """The panel's width with its buttons side by side, each showing its whole text,
        in the fonts of the current scale (the view gives the panel that width where
        the table has it)."""
        shown = [b for b in self.row_buttons() if not b.isHidden()]
        for button in shown:
            button.ensurePolished()  # measured in the font of the current scale
        side = self.side_margins() + self.width() - self.contentsRect().width()  # + border
        gaps = self.buttons.horizontalSpacing() * max(0, len(shown) - 1)
        return sum(b.sizeHint().width() for b in shown) + gaps + side

    def side_margins(self) -> int:
        """The layout's margins left and right, at the current scale (set_scale)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        return (margins.left() + margins.right()) if margins is not None else 0

    def widths(self, table_width: float) -> tuple[int, int]:
        """The narrowest and the widest the view makes this panel on a table that wide:
        it tries the narrow one first (short lines read best) and widens where the
        text does not fit between the hands."""
        narrow = round(min(max(table_width * 0.62, 460), table_width * 0.92, 900))
        return narrow, round(min(table_width * 0.94, 980))

    @property
    def buttons_stacked(self) -> bool:
        """Whether the buttons stand in more than one row (a panel too narrow for one)."""
        shown = sum(1 for b in self._buttons if not b.isHidden())
        return 0 < self._columns < shown

    @property
    def button_columns(self) -> int:
        """The buttons to a row as arranged now."""
        return self._columns

    def fit_width(self) -> None:
        """Arrange the content for the panel's width once its fonts are polished (the
        view calls it before measuring the height): the buttons side by side where they
        fit whole; else two by two, all as wide as the widest, and one under another
        only where two do not fit either; so that no label is ever cut short ("What the
        computer knew", Norwegian "Hva maskinen visste"). Four buttons one under another
        made the game-over panel so tall at 1024x640 that it lay over the hand
        (play-test 9)."""
        buttons = self.row_buttons()
        # As wide as the widest shown: a hidden one (a button for another kind of end)
        # is measured again when it shows, as the view fits the panel then.
        shown = [b for b in buttons if not b.isHidden()]
        if self.width() >= self.button_row_width():
            columns, widest = max(1, len(shown)), 0
        else:
            widest = max((b.sizeHint().width() for b in shown), default=0)
            two = self.button_row_width() - sum(b.sizeHint().width() for b in shown)
            two -= self.buttons.horizontalSpacing() * max(0, len(shown) - 2)
            two += 2 * widest
            columns = 2 if len(shown) > 2 and self.width() >= two else 1
        same = columns == self._columns and self._shown_first() == self._order
        if same and all(b.minimumWidth() == widest for b in buttons):
            return
        for button in buttons:
            button.setMinimumWidth(widest)
        self._arrange(columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_width()

    def text_px(self) -> int:
        """The size of the panel's text, in pixels, as set_scale set it (0: not yet)."""
        return self._px

    def set_cloth(self, cloth: str) -> None:
        """The felt the panel lies on ("high_contrast" for that table): its ground is
        a deep shade of it."""
        if cloth != self._cloth:
            self._cloth = cloth
            self._restyle()

    def _restyle(self) -> None:
        px = max(12, self._px)
        scale = min(self._title_scale, 1.35) if self._tight else self._title_scale
        title = max(self._title_min if not self._tight else 15, round(px * scale))
        self.setStyleSheet(sized_panel_qss(px, title, self._cloth))

    def set_scale(self, px: int, *, tight: bool = False) -> None:
        """Text of ``px`` pixels; ``tight`` closes the margins and gaps and lowers the
        title, for a table too small to hold the panel otherwise."""
        px = max(12, px)
        if px != self._px or tight != self._tight:
            self._px = px
            self._tight = tight
            self._restyle()
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

"""A row of buttons floating over the table for the moves of the moment
(take or pass the upcard, Big Gin, accept layoffs, next hand)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QSizePolicy, QToolButton, QWidget

from ..common.action_button import ActionButton
from ..common.panel_style import BUTTON_QSS


class ActionBar(QWidget):
    """Shows a button for each given QAction that is enabled; the actions carry the
    translated text and shortcut, so the bar itself has no strings of its own."""

    def __init__(
        self, actions: list[QAction], parent: QWidget | None = None, secondary: tuple[str, ...] = ()
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        layout = QHBoxLayout(self)
        self._layout = layout
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        self._buttons: list[tuple[QAction, QToolButton]] = []
        self._held = False
        for action in actions:
            # (not setDefaultAction: see action_button)
            button = ActionButton(action, self, show_key=True, focusable=True)
            button.setStyleSheet(BUTTON_QSS)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            layout.addWidget(button)
            self._buttons.append((action, button))
            action.changed.connect(self.refresh)
        self._secondary: tuple[str, ...] = ()
        self.set_secondary(secondary)
        self.retranslate_ui()

    def set_secondary(self, names: tuple[str, ...]) -> None:
        """Draw the buttons of the actions named in the quieter style, the others in the
        bright one: the bright button is the move a person most likely wants now."""
        if names == self._secondary:
            return
        self._secondary = names
        for action, button in self._buttons:
            button.setProperty("secondary", action.objectName() in names)
            # A dynamic property is read by the style sheet only on a new polish.
            button.style().unpolish(button)
            button.style().polish(button)
            button.update()

    def retranslate_ui(self) -> None:
        # The texts come from the actions; only the size may change with a language.
        self.refresh()

    def set_held(self, held: bool) -> None:
        """Keep the bar out of sight (no game on the table yet, the cards being dealt)."""
        if held != self._held:
            self._held = held
            self.refresh()

    def refresh(self) -> None:
        any_shown = False
        for action, button in self._buttons:
            show = action.isEnabled() and action.isVisible()
            button.setVisible(show)
            if show:
                button.ensurePolished()
            any_shown |= show
        self.setVisible(any_shown and not self._held)
        self.adjustSize()

    def set_show_keys(self, show: bool, *, under: bool = False) -> None:
        """The keys after the buttons' words ("Pass (P)"; ``under``: on a second line),
        or the words alone."""
        for _action, button in self._buttons:
            if isinstance(button, ActionButton):
                button.set_show_key(show, under=under)
        self.adjustSize()

    def buttons(self) -> list[QToolButton]:
        return [b for _a, b in self._buttons]

    def widest(self, names: tuple[str, ...]) -> int:
        """The width of the widest button for the actions named (shown or not), in the
        bar's present font."""
        return max(
            (b.sizeHint().width() for a, b in self._buttons if a.objectName() in names),
            default=0,
        )

    @property
    def vertical(self) -> bool:
        """Whether the buttons stand in a column (set_vertical)."""
        return self._layout.direction() == QBoxLayout.Direction.TopToBottom

    def set_vertical(self, vertical: bool) -> None:
        """A column (beside the piles while the hand is played) or a row (the showdown)."""
        direction = (
            QBoxLayout.Direction.TopToBottom if vertical else QBoxLayout.Direction.LeftToRight
        )
        if self._layout.direction() != direction:
            self._layout.setDirection(direction)
            self.adjustSize()

    def font_pixel_size(self, px: int) -> None:
        f = self.font()
        f.setPixelSize(max(11, px))
        self.setFont(f)
        for button in self.buttons():
            button.setFont(f)
        self.adjustSize()

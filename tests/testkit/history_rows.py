"""The game history's list, read by the tests as they read its tree of items before it
became a model (ui/dialogs/history_model.py): a game's row by its place from the top,
its texts, tooltip and font by column, the hands under it; and a row chosen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTreeView


class Row:
    """A row of ``view``: a game, or a hand under one. Its methods are named as the
    tree item's were."""

    def __init__(self, view: QTreeView, index: QModelIndex) -> None:
        assert index.isValid()
        self.view = view
        self._index = index

    def index(self, col: int = 0) -> QModelIndex:
        return self._index.siblingAtColumn(col)

    def data(self, col: int, role: int) -> Any:
        return self.index(col).data(role)

    def text(self, col: int) -> str:
        return self.data(col, Qt.ItemDataRole.DisplayRole) or ""

    def toolTip(self, col: int) -> str:
        return self.data(col, Qt.ItemDataRole.ToolTipRole) or ""

    def font(self, col: int) -> QFont:
        font = self.data(col, Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else self.view.font()

    def childCount(self) -> int:
        return self.view.model().rowCount(self.index())

    def child(self, n: int) -> Row:
        return Row(self.view, self.view.model().index(n, 0, self.index()))


def game_count(dialog: Any) -> int:
    """How many games the history dialog lists."""
    return dialog.tree.model().rowCount()


def game_row(dialog: Any, row: int) -> Row:
    """The ``row``-th game listed, from the top."""
    return Row(dialog.tree, dialog.tree.model().index(row, 0))


def choose_row(dialog: Any, row: Row) -> None:
    """Make ``row`` the current row, as a click on it does."""
    dialog.tree.setCurrentIndex(row.index())


def heading_text(dialog: Any, col: int) -> str:
    return dialog.tree.model().headerData(col, Qt.Orientation.Horizontal)

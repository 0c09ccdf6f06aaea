"""How the scoresheet is drawn: paper colours, item roles, and the ruled-paper delegate."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QWidget,
)

from . import doc

PAPER = "#fbf6e3"
INK = QColor("#1d3b8a")
PENCIL = QColor("#6b7280")
# Pencil in high contrast: 8.7:1 on the paper, where PENCIL is 4.4:1 (the dock's light
# grey subtitles on cream, play-test 11).
PENCIL_HIGH = QColor("#3f4654")
RULE = QColor("#c4d4ea")
MARGIN = QColor("#e0a1a1")
DARK = QColor("#1b2440")
TINT = QColor("#f3ecd2")  # the game-end block, like a shaded box at the foot of the sheet

# Item data, set on every cell of every item: reading a role that was never set
# returns an invalid QVariant, and PySide6 6.12 on Python 3.11 then drops a reference
# to None each time, until the interpreter aborts ("deallocating None").
NUMBER_ROLE = Qt.ItemDataRole.UserRole  # the hand number (0: not a hand row)
POINTS_ROLE = Qt.ItemDataRole.UserRole + 1  # (points, running total) or () for plain text
KIND_ROLE = Qt.ItemDataRole.UserRole + 2  # "hand", "line", "playing", "heading", "final", "total"
# On game-end rows: (label, bold) written across every column before the players'.
LABEL_ROLE = Qt.ItemDataRole.UserRole + 3
SPANNED = ("final", "total", "heading")


def points_rects(
    cell: QRect, small: QFont, hand: str, bold: QFont, total: str
) -> tuple[QRect | None, QRect]:
    """Where a player's cell writes the hand's points (small, in pencil) and the running
    total (bold, in ink), both right-aligned: the hand's points just before the total.
    At the cell's left they stood under the other player's heading in a wide column
    and read as that player's points (play-test 11). None: no room for the hand's points
    (a narrow column, Hollywood's in the dock, has room for the total only)."""
    pad = 4 if cell.width() < 56 else 8
    total_rect = cell.adjusted(0, 0, -pad, 0)
    if not hand or cell.width() < 56:
        return None, total_rect
    gap = QFontMetrics(small).horizontalAdvance(" ") * 2
    right = total_rect.right() - QFontMetrics(bold).horizontalAdvance(total) - gap
    hand_rect = QRect(cell.left() + 6, cell.top(), max(0, right - cell.left() - 6), cell.height())
    if QFontMetrics(small).horizontalAdvance(hand) > hand_rect.width():
        return None, total_rect
    return hand_rect, total_rect


def point_fonts(font: QFont) -> tuple[QFont, QFont]:
    """The hand's points' font (smaller) and the running total's (bold), from a cell's."""
    small, bold = QFont(font), QFont(font)
    small.setPointSizeF(font.pointSizeF() * 0.8)
    bold.setBold(True)
    return small, bold


class PaperDelegate(QStyledItemDelegate):
    """Ruled lines, the red margin after the hand number, and points written in ink."""

    def __init__(
        self, first_player_column: int, how_column: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.first_player_column = first_player_column
        self.how_column = how_column
        self.hollywood = False  # a rule between the pairs of columns of the three games
        # How each hand ended written whole, smaller or on two lines (the narrow dock).
        self.fit_how = False
        self.pencil = PENCIL  # PENCIL_HIGH in high contrast
        # Whether a column writes the hands' points, by (column, width, text size), and
        # the model it was worked out for (any change to it starts again).
        self._points_room: dict[tuple[int, int, float], bool] = {}
        self._watched: object = None

    def _forget_room(self, *_args: object) -> None:
        self._points_room.clear()

    def column_has_room(
        self, index: QModelIndex | QPersistentModelIndex, width: int, font: QFont
    ) -> bool:
        """Does ``index``'s column write the hands' points beside the totals in every
        row? One cell's answer was each row's: "+3 33" under "50" whose "+13" did not
        fit, the hand's points shown or not by their digits (play-test h106). A column
        writes them in all its rows or in none."""
        model = index.model()
        if model is None:
            return False
        if self._watched is not model:
            self._watched = model
            self._points_room.clear()
            for changed in (
                model.rowsInserted, model.rowsRemoved, model.modelReset,
                model.dataChanged, model.layoutChanged,
            ):  # fmt: skip
                changed.connect(self._forget_room)
        key = (index.column(), width, font.pointSizeF())
        if key not in self._points_room:
            small, bold = point_fonts(font)
            hand_fm, total_fm = QFontMetrics(small), QFontMetrics(bold)
            hands, totals = [""], [""]
            for row in range(model.rowCount()):
                data = model.index(row, index.column()).data(POINTS_ROLE)
                if data:
                    points, total = data
                    hands.append(doc.signed(points) if points is not None else "")
                    totals.append(doc.num(total))
            hand = max(hands, key=hand_fm.horizontalAdvance)
            total = max(totals, key=total_fm.horizontalAdvance)
            cell = QRect(0, 0, width, 20)
            self._points_room[key] = (
                not hand or points_rects(cell, small, hand, bold, total)[0] is not None
            )
        return self._points_room[key]

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        kind = index.data(KIND_ROLE)
        rect: QRect = option.rect
        painter.save()
        spanned = kind in SPANNED and index.column() < self.first_player_column
        # The hand in play writes "being played…" on across the players' empty cells.
        running_on = kind == "playing" and index.column() >= self.how_column
        # A hand's line ("Deadwood difference") writes on across the deadwood column,
        # empty on its row, up to the players' points: it was cut to "Miinuspisteiden
        # er…" in the how column beside an empty one (play-test 11).
        line_on = kind == "line" and self.how_column <= index.column() < self.first_player_column
        if kind in SPANNED and not spanned:
            painter.fillRect(rect, TINT)
        data = index.data(POINTS_ROLE)
        if spanned:
            if index.column() == 0:
                self._paint_label(painter, option, index)
        elif running_on:
            if index.column() == self.how_column:
                self._paint_label(painter, option, index, to_end=True)
        elif line_on:
            if index.column() == self.how_column:
                self._paint_line(painter, option, index)
        elif self.fit_how and kind == "hand" and index.column() == self.how_column:
            self._paint_how(painter, option, index)
        elif data:
            points, total = data
            small, font = point_fonts(option.font)
            hand = doc.signed(points) if points is not None else ""
            hand_rect, total_rect = points_rects(rect, small, hand, font, doc.num(total))
            # A chosen row is marked across the players' points too: the pad's band
            # stopped before them, and the hand to correct read as cut in two
            # (play-test h123).
            chosen = bool(option.state & QStyle.StateFlag.State_Selected)
            # The colour group the style paints the row's other cells in: grey where
            # the window is not active on some styles (review h126).
            if not option.state & QStyle.StateFlag.State_Enabled:
                group = QPalette.ColorGroup.Disabled
            elif not option.state & QStyle.StateFlag.State_Active:
                group = QPalette.ColorGroup.Inactive
            else:
                group = QPalette.ColorGroup.Active
            if chosen:
                painter.fillRect(rect, option.palette.color(group, QPalette.ColorRole.Highlight))
            on_band = option.palette.color(group, QPalette.ColorRole.HighlightedText)
            if hand_rect is not None and self.column_has_room(index, rect.width(), option.font):
                painter.setFont(small)
                painter.setPen(on_band if chosen else self.pencil)
                align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                painter.drawText(hand_rect, align, hand)
            painter.setFont(font)
            painter.setPen(on_band if chosen else INK)
            painter.drawText(
                total_rect,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                doc.num(total),
            )
        else:
            painter.restore()
            painter.save()
            plain = QStyleOptionViewItem(option)
            # No dotted focus frame on a sheet of paper.
            plain.state &= ~QStyle.StateFlag.State_HasFocus
            super().paint(painter, plain, index)
        painter.setPen(QPen(RULE, 1))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if kind == "total":
            painter.setPen(QPen(DARK, 2))
            painter.drawLine(rect.topLeft(), rect.topRight())
        margin = (index.column() == self.first_player_column - 1 and not running_on) or (
            index.column() == 0 and not spanned
        )
        if margin:
            painter.setPen(QPen(MARGIN, 1.5))
            painter.drawLine(rect.topRight(), rect.bottomRight())
        between = index.column() - self.first_player_column
        if self.hollywood and between > 0 and between % 2 == 0:
            painter.setPen(QPen(DARK, 1))
            painter.drawLine(rect.topLeft(), rect.bottomLeft())
        painter.restore()

    def _paint_label(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        *,
        to_end: bool = False,
    ) -> None:
        """A label written on past its own cell: a game-end label up to the players'
        columns, or (``to_end``) a note to the end of the row. The narrow panel has no
        room for them in one column."""
        tree = self.parent()
        right = option.rect.right()
        if isinstance(tree, QTreeWidget):
            header = tree.header()
            right = (
                header.sectionViewportPosition(header.count() - 1)
                + header.sectionSize(header.count() - 1)
                if to_end
                else header.sectionViewportPosition(self.first_player_column) - 1
            )
        area = QRect(
            option.rect.left(), option.rect.top(), right - option.rect.left(), option.rect.height()
        )
        if not to_end:
            painter.fillRect(area, TINT)
        label = index.data(LABEL_ROLE)
        if not label:
            return
        text, bold = label
        font = QFont(option.font)
        font.setBold(bool(bold))
        font.setItalic(to_end)
        painter.setFont(font)
        painter.setPen(self.pencil if to_end else DARK)
        inner = area.adjusted(6, 0, -4, 0)
        if not to_end:
            # A long label (a longer language, the narrow dock) gets smaller, then wraps:
            # sizeHint gave its row the lines it needs, so no word is cut off.
            _draw_fitted(painter, inner, font, text)
            return
        elided = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elided)

    def line_rect(self, rect: QRect) -> QRect:
        """A hand's line's room: from its cell in the how column to the players'."""
        tree = self.parent()
        if not isinstance(tree, QTreeWidget):
            return rect
        right = tree.header().sectionViewportPosition(self.first_player_column) - 1
        return QRect(rect.left(), rect.top(), max(rect.width(), right - rect.left()), rect.height())

    def _paint_line(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        colour = index.data(Qt.ItemDataRole.ForegroundRole)
        painter.setPen(colour.color() if colour is not None else self.pencil)
        painter.setFont(option.font)
        inner = self.line_rect(option.rect).adjusted(HOW_PAD // 2, 0, -(HOW_PAD - HOW_PAD // 2), 0)
        fm = QFontMetrics(option.font)
        elided = fm.elidedText(text, Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elided)

    def _how_width(self) -> int | None:
        tree = self.parent()
        if not isinstance(tree, QTreeWidget):
            return None
        return tree.header().sectionSize(self.how_column) - HOW_PAD

    def _paint_how(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        """How a hand ended, whole: a little smaller, then on two lines, where the
        narrow dock's column is too narrow for it ("Rauennut jako" was "Rauenn…")."""
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        # The cell's own background first (a selected or hovered row), without the text.
        cell = QStyleOptionViewItem(option)
        self.initStyleOption(cell, index)
        cell.text = ""
        cell.state &= ~QStyle.StateFlag.State_HasFocus
        widget = cell.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, cell, painter, widget)
        colour = index.data(Qt.ItemDataRole.ForegroundRole)
        if cell.state & QStyle.StateFlag.State_Selected:
            pen = cell.palette.highlightedText().color()
        else:
            pen = colour.color() if colour is not None else DARK
        inner = option.rect.adjusted(HOW_PAD // 2, 0, -(HOW_PAD - HOW_PAD // 2), 0)
        painter.setPen(pen)
        _draw_fitted(painter, inner, QFont(option.font), text)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        base = super().sizeHint(option, index)
        width = self._how_width()
        how = self.fit_how and index.column() == self.how_column and index.data(KIND_ROLE) == "hand"
        if width is not None and how:
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            need = _fitted_height(QFont(option.font), text, width)
            return QSize(base.width(), max(base.height(), need + 4))
        label = index.data(LABEL_ROLE) if index.column() == 0 else None
        tree = self.parent()
        if not label or index.data(KIND_ROLE) not in SPANNED or not isinstance(tree, QTreeWidget):
            return base
        text, bold = label
        font = QFont(option.font)
        font.setBold(bool(bold))
        width = tree.header().sectionPosition(self.first_player_column) - 10
        need = _fitted_height(font, text, width)
        return QSize(base.width(), max(base.height(), need + 6))


# The room the item view leaves on either side of a cell's text, together.
HOW_PAD = 8


def _fitted(font: QFont, text: str, width: int) -> tuple[QFont, int]:
    """The font and the flags :func:`_draw_fitted` writes ``text`` with at ``width``."""
    font = _label_font(font, text, width)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    if QFontMetrics(font).horizontalAdvance(text) > width:
        flags |= int(Qt.TextFlag.TextWordWrap)
    return font, flags


def _draw_fitted(painter: QPainter, rect: QRect, font: QFont, text: str) -> None:
    """``text`` whole in ``rect`` (left, centred up and down): in ``font`` made smaller
    as :func:`_label_font` allows, on more lines where one is still too short."""
    font, flags = _fitted(font, text, rect.width())
    painter.setFont(font)
    painter.drawText(rect, flags, text)


def fitted_rect(rect: QRect, font: QFont, text: str) -> QRect:
    """Where :func:`_draw_fitted` writes ``text`` in ``rect``: smaller, or on two lines
    (the lessons' coach marks keep off it)."""
    font, flags = _fitted(font, text, rect.width())
    return QFontMetrics(font).boundingRect(rect, flags, text)


def _fitted_height(font: QFont, text: str, width: int) -> int:
    """The height :func:`_draw_fitted` writes ``text`` in at ``width``."""
    font = _label_font(font, text, width)
    flags = int(Qt.TextFlag.TextWordWrap)
    return QFontMetrics(font).boundingRect(QRect(0, 0, max(20, width), 10000), flags, text).height()


def _label_font(font: QFont, text: str, width: int) -> QFont:
    """``font``, made smaller (to three quarters at most) until the longest word of
    ``text`` fits ``width``: a long compound ("Jakovoittopisteet") cannot wrap."""
    out = QFont(font)
    base = font.pointSizeF() if font.pointSizeF() > 0 else 9.0
    longest = max(text.split(), key=len, default="")
    size = base
    while QFontMetrics(out).horizontalAdvance(longest) > width and size > base * 0.75:
        size -= 0.5
        out.setPointSizeF(size)
    return out

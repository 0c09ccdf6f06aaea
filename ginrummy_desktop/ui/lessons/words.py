"""Where words are written in the lesson's window: the rects of text that a coach
mark's ring and arrow keep off (the table's lines and callouts, the scoresheet's
names, totals, heads and written cells), each as tight as the text itself, so that the
arrow may pass between two words of the sheet."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QGraphicsItem,
    QHeaderView,
    QLabel,
    QStyle,
    QStyleOptionHeader,
    QTreeWidget,
    QTreeWidgetItem,
)

from ..scoresheet import doc
from ..scoresheet.paint import (
    HOW_PAD,
    KIND_ROLE,
    LABEL_ROLE,
    POINTS_ROLE,
    SPANNED,
    PaperDelegate,
    fitted_rect,
    points_rects,
)
from ..scoresheet.panel import ScoresheetPanel
from .targets import TargetFinder

_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def table_words(finder: TargetFinder) -> list[QRect]:
    """The lines on the table (the players' lines, the prompt, the counts, the piles'
    names), the computer's callouts, and the lines of a result panel shown over it
    (the arrow at Next hand ran through the panel's score lines, play-test h131)."""
    view = finder.table
    scene = view.table
    items: list[QGraphicsItem] = [b for b in scene.badges.values() if b.text()]
    items += [c for c in scene.feedback.callouts.items.values() if c.text()]
    out = [finder.scene_rect(i.sceneBoundingRect()) for i in items if i.isVisible()]
    for panel in (view.result_panel, view.game_over):
        if panel.isVisible():
            for label in panel.findChildren(QLabel):
                rect = _label_text(finder, label)
                if rect is not None:
                    out.append(rect)
    return out


def sheet_words(finder: TargetFinder, dock: QDockWidget) -> list[QRect]:
    """The scoresheet's words: the dock's title bar, the labels (rules, names, totals,
    the status line), its buttons, the heads of its columns and its written cells."""
    out: list[QRect] = []
    panel = finder.sheet
    sheet = finder.widget_rect(panel)
    shown = finder.widget_rect(dock)
    if shown is None or sheet is None:
        return out
    if sheet.top() > shown.top():  # the title bar ("Scoresheet")
        out.append(QRect(shown.left(), shown.top(), shown.width(), sheet.top() - shown.top()))
    for label in panel.findChildren(QLabel):
        rect = _label_text(finder, label)
        if rect is not None:
            out.append(rect)
    for button in panel.findChildren(QAbstractButton):
        rect = finder.widget_rect(button)
        if rect is not None and button.text():
            out.append(rect)
    out += _tree_words(finder, panel)
    return out


def _label_text(finder: TargetFinder, label: QLabel) -> QRect | None:
    """Where ``label`` writes its text in the window (None: hidden or empty)."""
    shown = finder.widget_rect(label)
    text = label.text()
    if shown is None or not text:
        return None
    contents = label.contentsRect()
    if QtGui.Qt.mightBeRichText(text) and label.textFormat() != Qt.TextFormat.PlainText:
        inside = contents  # its marks would be measured as words: all of it
    else:
        flags = int(label.alignment())
        if label.wordWrap():
            flags |= int(Qt.TextFlag.TextWordWrap)
        inside = label.fontMetrics().boundingRect(contents, flags, text)
    return finder.rect_in(label, inside.intersected(label.rect()))


def _tree_words(finder: TargetFinder, panel: ScoresheetPanel) -> list[QRect]:
    tree = panel.view.tree
    viewport = tree.viewport()
    header = tree.header()
    out: list[QRect] = []
    if header.isVisible():
        head = QFont(header.font())
        head.setBold(True)  # the heads are drawn bold (the sheet's style)
        item = tree.headerItem()
        for col in range(tree.columnCount()):
            if header.isSectionHidden(col) or not item.text(col):
                continue
            cell = QRect(header.sectionViewportPosition(col), 0, header.sectionSize(col), 0)
            cell.setHeight(header.height())
            align = item.textAlignment(col) or int(_LEFT)
            inside = _head_label(header, col, cell)
            text = QFontMetrics(head).boundingRect(inside, int(align), item.text(col))
            out.append(finder.rect_in(header, text.intersected(cell)))
    delegate = tree.itemDelegate()
    if not isinstance(delegate, PaperDelegate):
        return out
    seen = viewport.rect()
    # The top-level rows: the dock's compact sheet writes no hand's lines under them.
    for i in range(tree.topLevelItemCount()):
        row = tree.topLevelItem(i)
        if row is None:
            continue
        line = tree.visualItemRect(row)
        if not line.intersects(seen):
            continue
        for rect in _row_words(tree, delegate, row, line):
            rect = rect.intersected(seen)
            if not rect.isEmpty():
                out.append(finder.rect_in(viewport, rect))
    return out


def _head_label(header: QHeaderView, col: int, cell: QRect) -> QRect:
    """Where the header writes the head of ``col`` in ``cell``: inside the style sheet's
    padding (3 px a side), where PM_HeaderMargin (2) put a right-aligned head 1 px to
    the right of its letters."""
    option = QStyleOptionHeader()
    header.initStyleOption(option)
    header.initStyleOptionForIndex(option, col)
    option.rect = cell
    return header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header)


def _row_words(
    tree: QTreeWidget, delegate: PaperDelegate, row: QTreeWidgetItem, line: QRect
) -> list[QRect]:
    """Where a row of the sheet writes its words, in the viewport, as the sheet's
    delegate writes them (a little wider where it writes smaller: the how column)."""
    header = tree.header()
    font = QFont(tree.font())
    bold = QFont(font)
    bold.setBold(True)
    fm, fm_bold = QFontMetrics(font), QFontMetrics(bold)
    first, how = delegate.first_player_column, delegate.how_column
    players = header.sectionViewportPosition(first) - 1  # where the players' columns begin
    out: list[QRect] = []
    for col in range(tree.columnCount()):
        if header.isSectionHidden(col):
            continue
        cell = QRect(header.sectionViewportPosition(col), line.top(), header.sectionSize(col), 0)
        cell.setHeight(line.height())
        kind = row.data(col, KIND_ROLE)
        label = row.data(col, LABEL_ROLE)
        points = row.data(col, POINTS_ROLE)
        if kind in SPANNED and col < first:
            if col == 0 and label:
                area = QRect(cell.left() + 6, line.top(), players - cell.left() - 10, line.height())
                text, is_bold = label
                # Smaller, or on two lines, as the delegate fits it.
                out.append(fitted_rect(area, bold if is_bold else font, text))
        elif kind == "hand" and col == how and delegate.fit_how:
            # The dock's how each hand ended, fitted as the delegate writes it: "Rauennut
            # jako" on two lines in a narrow dock was taken for one line, as wide as the
            # whole, under the players' columns.
            inside = cell.adjusted(HOW_PAD // 2, 0, -(HOW_PAD - HOW_PAD // 2), 0)
            if row.text(col):
                out.append(fitted_rect(inside, font, row.text(col)))
        elif kind == "playing" and col >= how:
            if col == how and label:
                area = QRect(cell.left() + 6, line.top(), tree.viewport().width(), line.height())
                out.append(fm.boundingRect(area, int(_LEFT), label[0]))
        elif points:
            hand_points, total = points
            small = QFont(font)
            small.setPointSizeF(font.pointSizeF() * 0.8)
            hand = doc.signed(hand_points) if hand_points is not None else ""
            written = doc.num(total)
            hand_rect, total_rect = points_rects(cell, small, hand, bold, written)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            out.append(fm_bold.boundingRect(total_rect, int(right), written))
            if hand_rect is not None:
                out.append(QFontMetrics(small).boundingRect(hand_rect, int(right), hand))
        elif row.text(col):
            align = row.textAlignment(col) or int(_LEFT)
            inside = cell.adjusted(HOW_PAD // 2, 0, -(HOW_PAD - HOW_PAD // 2), 0)
            out.append(fm.boundingRect(inside, int(align), row.text(col)))
    return [r.intersected(line) for r in out if not r.isEmpty()]

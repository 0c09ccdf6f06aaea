"""The lessons' coach marks keep off the scoresheet's words: the rects measured for them
hold every letter the dock's sheet writes, where it writes it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from ginrummy_desktop.model import PRESETS, PadEnding, PadEntry
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence.sheet import build_pad_sheet
from ginrummy_desktop.ui.lessons.targets import TargetFinder
from ginrummy_desktop.ui.lessons.words import sheet_words
from ginrummy_desktop.ui.scoresheet.paint import KIND_ROLE
from ginrummy_desktop.ui.scoresheet.panel import ScoresheetPanel


def _ink(image: QImage, rect: QRect) -> QRect | None:
    """The bounding box of the dark pixels (letters, not the ruled lines) in ``rect``."""
    xs, ys = [], []
    for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1)):
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1)):
            if QColor(image.pixel(x, y)).lightness() < 170:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return QRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.fixture
def dock(qtbot, language):  # type: ignore[no-untyped-def]
    """The dock's sheet in Finnish, 260 wide (its least), after a void hand, an
    undercut and a knock."""
    language.set_language("fi")
    pad = ScorePad(PRESETS["standard"])
    for entry in (PadEntry.void(), PadEntry(PadEnding.KNOCK, 0, 8, 5)):
        pad.add(entry)
    pad.add(PadEntry(PadEnding.KNOCK, 1, 2, 20))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    panel = ScoresheetPanel()
    panel.view.set_sheet(build_pad_sheet(pad))
    dock = QDockWidget(window)
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(700, 500)
    window.show()
    window.resizeDocks([dock], [panel.minimumWidth()], Qt.Orientation.Horizontal)
    for _ in range(5):
        QApplication.processEvents()
    return window, dock, panel


def _finder(window: QMainWindow, panel: ScoresheetPanel) -> TargetFinder:
    return TargetFinder(window, None, panel)  # type: ignore[arg-type]  # the sheet's words only


def test_a_how_written_on_two_lines_is_measured_on_two(dock) -> None:  # type: ignore[no-untyped-def]
    """The dock writes how a hand ended smaller, or on two lines ("Rauennut / jako"),
    where its column is narrow: the coach marks took it for one line, as wide as the
    whole, and missed its first and second lines' tops and bottoms."""
    window, dock_widget, panel = dock
    words = sheet_words(_finder(window, panel), dock_widget)
    tree = panel.view.tree
    header = tree.header()
    how = panel.view._how_column
    image = tree.viewport().grab().toImage()
    to_window = tree.viewport().mapTo(window, tree.viewport().rect().topLeft())
    two_lines = 0
    for i in range(tree.topLevelItemCount()):
        row = tree.topLevelItem(i)
        if row.data(0, KIND_ROLE) != "hand":
            continue
        line = tree.visualItemRect(row)
        cell = QRect(header.sectionViewportPosition(how), line.top(), header.sectionSize(how), 0)
        cell.setHeight(line.height() - 1)  # not the rule under it
        ink = _ink(image, cell)
        assert ink is not None, row.text(how)
        two_lines += ink.height() > tree.fontMetrics().height()
        ink.translate(to_window)
        assert any(word.contains(ink) for word in words), (row.text(how), ink)
    assert two_lines == 1  # "Rauennut jako"


def test_the_heads_are_measured_where_the_header_writes_them(dock) -> None:  # type: ignore[no-untyped-def]
    """The players' heads, right-aligned, were measured 1 px right of their letters
    (the header's margin, where the sheet's style pads a head 3 px a side)."""
    window, dock_widget, panel = dock
    words = sheet_words(_finder(window, panel), dock_widget)
    tree = panel.view.tree
    header = tree.header()
    image = header.grab().toImage()
    to_window = header.mapTo(window, header.rect().topLeft())
    item = tree.headerItem()
    checked = 0
    for col in range(tree.columnCount()):
        if header.isSectionHidden(col) or not item.text(col):
            continue
        cell = QRect(header.sectionViewportPosition(col), 0, header.sectionSize(col), 0)
        cell.setHeight(header.height() - 3)  # not the rule under the heads
        ink = _ink(image, cell)
        assert ink is not None, item.text(col)
        ink.translate(to_window)
        assert any(word.contains(ink) for word in words), (item.text(col), ink)
        checked += 1
    assert checked == 4  # "#", "Tulos", "Sinä", "Tietokone"

"""The side panels' text grows with a tall window, and the sheet's columns with it."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QDockWidget


def sheet_of(window, qtbot):  # type: ignore[no-untyped-def]
    window.load_scoresheet()
    qtbot.waitUntil(lambda: window.scoresheet is not None)
    return window.scoresheet


def test_a_tall_window_has_larger_side_panel_text(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    sheet = sheet_of(window, qtbot)
    system = QApplication.font().pointSizeF()
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.side_scale == 1.0)
    small = sheet.view.tree.font().pointSizeF()
    small_total = sheet.view.scores[0].total.font().pixelSize()
    small_column = sheet.view.tree.header().sectionSize(sheet.view.first_player_column)
    assert small == system
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.side_scale > 1.0)
    scale = window.side_scale
    assert scale == 1.25 or window.height() < 1075  # a window manager may take a few lines
    assert abs(sheet.view.tree.font().pointSizeF() - system * scale) < 0.06
    assert sheet.view.rules_label.font().pointSizeF() > system
    assert sheet.view.scores[0].total.font().pixelSize() > small_total
    column = sheet.view.first_player_column
    assert sheet.view.tree.header().sectionSize(column) > small_column
    # Every player's column is still wide enough for its heading at the larger text.
    header = sheet.view.tree.header()
    metrics = QFontMetrics(header.font())
    for col in range(column, column + sheet.view.player_columns):
        heading = sheet.view.tree.headerItem().text(col)
        assert metrics.horizontalAdvance(heading) < header.sectionSize(col)
    # The other docks (the training aids) follow the same size.
    for dock in window.findChildren(QDockWidget):
        if dock.widget() is not None and dock.widget() is not sheet:
            assert abs(dock.widget().font().pointSizeF() - system * scale) < 0.06
    # The full view (a dialog of the panel's) keeps the system's size and its columns.
    full = sheet.open_full_view()

    assert full.view.tree.font().pointSizeF() == system
    full.close()
    # And back: a smaller window is the system's size again.
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.side_scale == 1.0)
    assert sheet.view.tree.font().pointSizeF() == system

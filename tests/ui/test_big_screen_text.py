"""On a 1920x1080 screen the hand review and the statistics read at the size of the
table's text beside them (they were the system's 11 px: play-test); on a 1024x640 or a
1366x768 screen they are as before, the system's size, and every text still whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton
from table_helpers import Table, load
from testkit.history_read import read
from testkit.played_history import played_history
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.ui.common import screen_room as screen_room_module
from ginrummy_desktop.ui.common.panel_style import text_scale
from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog
from ginrummy_desktop.ui.review.board import LABEL_PX, TEXT_H
from ginrummy_desktop.ui.review.dialog import HandReviewDialog

SCREENS = {"1024x640": QRect(0, 0, 1024, 610), "1366x768": QRect(0, 0, 1366, 728),
           "1920x1080": QRect(0, 0, 1920, 1040)}  # fmt: skip


def _system_points() -> float:
    return QFontInfo(QApplication.font()).pointSizeF()


def _points(widget) -> float:  # type: ignore[no-untyped-def]
    return QFontInfo(widget.font()).pointSizeF()


def _scaled(widget, scale: float) -> bool:  # type: ignore[no-untyped-def]
    """The widget's text ``scale`` times the system's, to the pixel the font is drawn at
    (0.75 pt at 96 dpi)."""
    return abs(_points(widget) - _system_points() * scale) <= 0.76


def test_the_scale_follows_the_height_as_the_side_panels_did() -> None:
    assert text_scale(640) == text_scale(768) == 1.0
    assert text_scale(1040) == 1.21
    assert text_scale(1080) == text_scale(1440) == 1.25


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_hand_review_reads_at_the_tables_size_on_a_big_screen(  # type: ignore[no-untyped-def]
    window, qtbot, monkeypatch, screen: str
) -> None:
    room = SCREENS[screen]
    monkeypatch.setattr(screen_room_module, "screen_room", lambda _w: room)
    table = Table(window, qtbot)
    load(table, play_match(PRESETS["standard"], seed=4))  # its last hand is reviewed
    window.registry["review"].trigger()
    dialog = window.review.dialog
    assert isinstance(dialog, HandReviewDialog) and dialog.isVisible()
    QApplication.processEvents()
    scale = text_scale(room.height())
    system = _system_points()
    parts = (dialog.step_list, dialog.summary, dialog.note, dialog.next_button, dialog.board)
    for part in parts:
        assert _scaled(part, scale), (screen, part, _points(part))
    # The board's labels over the rows of cards, and their lines, as much larger as the
    # text is drawn.
    drawn = _points(dialog.board) / system
    assert dialog.board.text_height() == round(TEXT_H * drawn) >= round(TEXT_H * scale)
    assert dialog.board._label_font().pixelSize() == round(LABEL_PX * drawn)
    if scale > 1:
        assert _points(dialog.step_list) >= 1.2 * system
        # The move list is as much wider, and a typical move still reads on one line.
        moves = dialog.step_list
        fm = QFontMetrics(moves.font())
        one_line = sum(
            fm.horizontalAdvance(moves.item(i).text())
            <= moves.visualItemRect(moves.item(i)).width() - 6
            for i in range(moves.count())
        )
        assert one_line >= 0.9 * moves.count()
    # Every button shows its whole text, and the review stays on the screen.
    for button in dialog.findChildren(QPushButton):
        if button.isVisible():
            text = button.text().replace("&", "")
            assert QFontMetrics(button.font()).horizontalAdvance(text) < button.width(), text
    assert dialog.frameGeometry().height() <= room.height() + 40
    dialog.reject()


@pytest.fixture
def history(tmp_path: Path) -> HistoryDB:
    return played_history(tmp_path, ["beginner", "expert"])


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_statistics_read_at_the_tables_size_on_a_big_screen(  # type: ignore[no-untyped-def]
    window, qtbot, monkeypatch, history: HistoryDB, language, lang: str, screen: str
) -> None:
    room = SCREENS[screen]
    monkeypatch.setattr(screen_room_module, "screen_room", lambda _w: room)
    language.set_language(lang)
    monkeypatch.setattr(window.dialogs, "_history", lambda: history)
    before = set(QApplication.topLevelWidgets())
    window.dialogs.show_statistics()
    opened = [w for w in QApplication.topLevelWidgets() if w not in before]
    dialog = read(qtbot, next(w for w in opened if isinstance(w, StatisticsDialog)))
    QApplication.processEvents()
    scale = text_scale(room.height())
    table = dialog.table
    for part in (table, dialog.note, dialog.summary_button, dialog.level_panel):
        assert _scaled(part, scale), (screen, part, _points(part))
    # The first column's bold figures are as large as the rest.
    bold = table.item(0, 0)
    assert bold.font().bold()
    assert QFontInfo(bold.font()).pointSizeF() == _points(table)
    assert dialog.headline.font().pixelSize() == round(17 * scale)
    # Every column shows its name and its figures whole, with no sideways scrolling.
    header = table.horizontalHeader()
    fm = header.fontMetrics()
    for col in range(table.columnCount()):
        name = table.horizontalHeaderItem(col).text()
        assert fm.horizontalAdvance(name) < header.sectionSize(col), (lang, name)
        for row in range(table.rowCount()):
            item = table.item(row, col)
            width = QFontMetrics(item.font()).horizontalAdvance(item.text())
            assert width < header.sectionSize(col), (lang, item.text())
    assert not table.horizontalScrollBar().isVisible()
    labels = table.verticalHeader()
    for row in range(table.rowCount()):
        text = table.verticalHeaderItem(row).text()
        assert labels.fontMetrics().horizontalAdvance(text) < labels.width(), (lang, text)
    assert dialog.frameGeometry().height() <= room.height() + 40
    dialog.reject()

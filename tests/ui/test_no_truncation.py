"""No text cut short in any language: the scoresheet dock's game-end labels wrap (or
step down a little) instead of ending in '…', the history dialog is as wide as its
columns, and the hand review fits a 1024-pixel screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication
from testkit.review_play import FED_KING, parse_moves
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS, preset
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.ui.dialogs.history import HistoryDialog
from ginrummy_desktop.ui.review.dialog import HandReviewDialog
from ginrummy_desktop.ui.scoresheet import paint
from ginrummy_desktop.ui.scoresheet.panel import ScoresheetPanel

LANGS = ("en", "fi", "nb")


@pytest.mark.parametrize("lang", LANGS)
def test_the_dock_writes_every_game_end_label_whole(qtbot, language, lang):
    language.set_language(lang)
    match = play_match(PRESETS["standard"], seed=3)
    assert match.game_result is not None
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.resize(270, 600)  # the dock's width beside a 1024-pixel table
    panel.show()
    panel.set_match(match)
    for _ in range(3):
        QApplication.processEvents()
    view = panel.view
    tree = view.tree
    width = tree.header().sectionPosition(view.first_player_column) - 10
    labels = 0
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        label = item.data(0, paint.LABEL_ROLE)
        if not label or item.data(0, paint.KIND_ROLE) not in paint.SPANNED:
            continue
        labels += 1
        text, bold = label
        font = QFont(tree.font())
        font.setBold(bool(bold))
        font = paint._label_font(font, text, width)
        fm = QFontMetrics(font)
        for word in text.split():
            assert fm.horizontalAdvance(word) <= width, (lang, text)
        need = fm.boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), text)
        row = tree.visualItemRect(item)
        assert row.height() >= need.height(), (lang, text, row.height(), need.height())
    assert labels >= 3  # final tally, its lines, the total


@pytest.mark.parametrize("lang", LANGS)
def test_the_history_shows_the_rules_name_whole(qtbot, tmp_path: Path, language, lang):
    language.set_language(lang)
    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["standard"], seed=7)
    for record in match.records:
        db.record_hand(match_id="m0", match=match, record=record, ai_level="expert")
    assert match.game_result is not None
    db.record_match(match_id="m0", match=match, result=match.game_result, ai_level="expert")
    dialog = HistoryDialog(db)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    # As narrow as the person can make it (a small screen, a dragged edge).
    dialog.resize(1, dialog.height())
    for _ in range(3):
        QApplication.processEvents()
    tree = dialog.tree
    top = tree.topLevelItem(0)
    for col in range(tree.columnCount()):
        text = top.text(col)
        need = QFontMetrics(top.font(col)).horizontalAdvance(text)
        # The cell's text area: its rect less the view's text margin on both sides.
        cell = tree.visualRect(tree.indexFromItem(top, col))
        assert cell.width() >= need + 6, (lang, col, text, cell.width(), need)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_review_fits_a_1024_pixel_screen(qtbot, language, lang):
    language.set_language(lang)
    dialog = HandReviewDialog(
        None, rules=preset("standard"), dealer=0, deal_number=360,
        actions=parse_moves(FED_KING), judge=False,
    )  # fmt: skip
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.minimumSizeHint().width() <= 1024 - 24
    assert dialog.minimumSize().width() <= 1024 - 24

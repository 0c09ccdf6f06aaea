"""Switching the language retranslates the menus, the table and its panels at once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.model import preset


def test_language_switch_retranslates_everything(window, table):
    window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    english_prompt = table.scene.badges["prompt"].text()
    assert english_prompt == "Take the face-up card, or pass."
    try:
        window.languages.set_language("fi")
        QApplication.processEvents()
        assert table.scene.badges["prompt"].text() == QCoreApplication.translate(
            "Texts", "Take the face-up card, or pass."
        )
        assert table.scene.badges["prompt"].text() != english_prompt, "fi catalogue loaded"
        assert window.game_menu.title() == QCoreApplication.translate("MainWindow", "&Game")
        assert window.registry["hint"].text() == QCoreApplication.translate("Actions", "&Hint")
        assert window.language_group.checkedAction().data() == "fi"
    finally:
        window.languages.set_language("en")
        QApplication.processEvents()
    assert table.scene.badges["prompt"].text() == english_prompt


def test_status_prompt_follows_the_language(window, table):
    window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    try:
        window.languages.set_language("nb")
        QApplication.processEvents()
        assert window.status_label.text() == table.scene.badges["prompt"].text()
        assert window.status_label.text() != "Take the face-up card, or pass."
    finally:
        window.languages.set_language("en")
        QApplication.processEvents()


def test_the_hands_result_stays_in_the_status_line_and_follows_the_language(window, table):
    """With the result shown, the status line's 'The computer wins the hand: Gin' went
    blank at a switch of language (play-test); it now stays there while the panel
    shows, in the language of the moment."""
    from table_helpers import load, match_until_knock

    load(table, match_until_knock(1, need_layoff=True))
    window.registry["accept_layoffs"].trigger()
    table.settle()
    panel = table.view_widget.result_panel
    assert panel.isVisible() and panel.title.text()
    assert window.status_label.text() == panel.title.text()
    english = panel.title.text()
    try:
        window.languages.set_language("fi")
        QApplication.processEvents()
        assert panel.title.text() != english
        assert window.status_label.text() == panel.title.text()
        window._status_timer.timeout.emit()  # a message's time running out
        assert window.status_label.text() == panel.title.text()
    finally:
        window.languages.set_language("en")
        QApplication.processEvents()
    assert window.status_label.text() == english

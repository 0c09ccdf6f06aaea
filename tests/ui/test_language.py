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

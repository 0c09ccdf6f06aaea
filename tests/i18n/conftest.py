"""Fixtures for the translation tests: one LanguageManager, always back to English after,
and a main window built with it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    saved_locale = QLocale()
    manager = LanguageManager()
    manager.set_language("en")
    yield manager
    # Later tests (in any folder) find the process as it was: no translators, the
    # same default locale.
    manager.clear()
    QLocale.setDefault(saved_locale)


@pytest.fixture
def window(qtbot, tmp_path: Path, languages: LanguageManager) -> Iterator[MainWindow]:
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    settings.set(S.SPEED, "instant")
    settings.set(S.SOUND_MUTED, True)
    settings.set(S.CONFIRM_KNOCK, False)
    controller = GameController(delay_ms=0)
    win = MainWindow(controller, settings, languages)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    controller.set_paused(True)
    controller.wait_idle()

"""Fixtures for the table tests: an offscreen main window with instant speed and
settings in a temporary ini file (the player's own settings are never touched)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from table_helpers import Table

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def settings(tmp_path) -> S.Settings:
    st = S.Settings.in_file(str(tmp_path / "settings.ini"))
    st.set(S.SPEED, "instant")
    st.set(S.SOUND_MUTED, True)
    st.set(S.CONFIRM_KNOCK, False)
    return st


@pytest.fixture
def window(qtbot, settings) -> Iterator[MainWindow]:
    # The default locale back afterwards: a test that changes the language through the
    # window (window.languages) left it nb, and a later CSV export wrote ";".
    saved = QLocale()
    controller = GameController(delay_ms=0)
    win = MainWindow(controller, settings)
    qtbot.addWidget(win)
    win.resize(1100, 700)
    win.show()
    yield win
    controller.set_paused(True)
    controller.wait_idle()
    QLocale.setDefault(saved)


@pytest.fixture
def table(window, qtbot) -> Table:
    return Table(window, qtbot)


@pytest.fixture
def language(qapp) -> Iterator[LanguageManager]:
    """The language manager, back to the default language and locale afterwards."""
    saved = QLocale()
    manager = LanguageManager()
    yield manager
    manager.clear()
    QLocale.setDefault(saved)

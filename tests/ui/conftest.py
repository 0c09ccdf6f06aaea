"""Fixtures for the table tests: an offscreen main window with instant speed and
settings in a temporary ini file (the player's own settings are never touched)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from table_helpers import Table

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.ui.common import action_button
from ginrummy_desktop.ui.window.main_window import MainWindow


class ManualClock:
    """A clock that stands still until a test moves it on."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def settle(self) -> None:
        """Time enough for the buttons over the table to take a click."""
        self.advance(action_button.SETTLE_S + 0.1)


@pytest.fixture(autouse=True)
def button_clock(monkeypatch) -> ManualClock:
    """The buttons over the table come up on this clock: a test clicks one with the
    mouse after ``button_clock.settle()``, as a person takes a moment to see it."""
    clock = ManualClock()
    monkeypatch.setattr(action_button, "clock", clock)
    return clock


@pytest.fixture(autouse=True)
def save_folder() -> Iterator[None]:
    """Each test's save dialogs start in the documents folder: the folder a file was
    last saved in (ui.common.files) is the run's, and a test saving into its own
    temporary folder left it for the next (review h155)."""
    from ginrummy_desktop.ui.common import files

    files.forget_folder()
    yield
    files.forget_folder()


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

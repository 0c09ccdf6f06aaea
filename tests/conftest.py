"""Shared test set-up: Qt runs offscreen, before any QApplication exists; Qt tests are `ui`."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis.configuration import set_hypothesis_home_dir
from testkit.markers import needs_qt
from testkit.screenshots import ENV as SCREENSHOTS_ENV

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Hypothesis keeps its examples and caches in the temporary folder, not in .hypothesis/
# of the checkout (tests never write there); HYPOTHESIS_STORAGE_DIRECTORY still wins.
if not os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
    set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "ginrummy-hypothesis")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if needs_qt(Path(str(item.path)), list(getattr(item, "fixturenames", ()))):
            item.add_marker(pytest.mark.ui)


@pytest.fixture(scope="session", autouse=True)
def _screenshots_outside_the_checkout(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    if os.environ.get(SCREENSHOTS_ENV):
        yield  # the person running the tests chose a folder
        return
    os.environ[SCREENSHOTS_ENV] = str(tmp_path_factory.mktemp("screenshots"))
    yield
    os.environ.pop(SCREENSHOTS_ENV, None)


@pytest.fixture(autouse=True)
def _new_games_deal_alike_on_every_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game a test starts without a seed (New game, a deal by code) draws its seed
    from the clock in the program; here from a fixed source, so that the computer's
    moves, and what a test sees of them, are the same on every run. Patched where the
    controller is loaded already: the tests that use it import it when collected, and
    the rest need no Qt."""
    controller = sys.modules.get("ginrummy_desktop.app.controller")
    if controller is not None:
        monkeypatch.setattr(controller, "fresh_seed_source", lambda: random.Random(20261206))


@pytest.fixture
def language(qapp: object) -> Iterator[object]:
    """The language manager (app/i18n.py), back to the default language and locale
    afterwards: a test left bokmål's locale behind, and a later CSV export wrote ";".
    Imported here, not at the top: the tests that do not ask for it need no Qt."""
    from PySide6.QtCore import QLocale

    from ginrummy_desktop.app.i18n import LanguageManager

    saved = QLocale()
    manager = LanguageManager()
    yield manager
    manager.clear()
    QLocale.setDefault(saved)

"""Fixtures for the translation tests: one LanguageManager, always back to English after."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.app.i18n import LanguageManager


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

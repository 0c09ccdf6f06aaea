"""The Language menu: one checkable action per language, in its own name, kept in step
with the LanguageManager."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup

from ...app.i18n import LANGUAGES, LanguageManager


class LanguageActionGroup(QActionGroup):
    """The language menu's exclusive actions; ``check`` follows the manager."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setExclusive(True)

    def check(self, code: str) -> None:
        for action in self.actions():
            action.setChecked(action.data() == code)


def make_language_group(languages: LanguageManager, parent: QObject) -> LanguageActionGroup:
    """Checkable menu actions, one per language in its native name, kept in step."""
    group = LanguageActionGroup(parent)
    for code, name in LANGUAGES.items():
        # Its initial as the access key (Alt+L, then S, N or E): the names differ there.
        action = QAction("&" + name, group)
        action.setCheckable(True)
        action.setData(code)
        action.triggered.connect(lambda _checked=False, c=code: languages.set_language(c))
    group.check(languages.current)
    # A bound method of the group: Qt drops the connection when the group goes.
    languages.language_changed.connect(group.check)
    return group

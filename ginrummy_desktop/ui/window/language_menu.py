"""The Language menu: one checkable action per language, in its own name, and one to
follow the system's language, kept in step with the LanguageManager.

The menu keeps the person's choice in the settings: a language, or "" for the
system's (the game then starts in whatever language the system has, play-test 11:
once a language was picked there was no way back to the system's)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup

from ...app import settings as S
from ...app.i18n import LANGUAGES, LanguageManager, system_default

SYSTEM = ""  # the data of the action that follows the system's language


class LanguageActionGroup(QActionGroup):
    """The language menu's exclusive actions; ``check`` follows the manager."""

    def __init__(self, parent: QObject, languages: LanguageManager, settings: S.Settings) -> None:
        super().__init__(parent)
        self.setExclusive(True)
        self.languages = languages
        self.settings = settings
        for code, name in LANGUAGES.items():
            # Its initial as the access key (Alt+L, then S, N or E): the names differ.
            action = QAction("&" + name, self)  # a child of the group is in it
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.choose(c))
        self.system = QAction(self)  # last
        self.system.setCheckable(True)
        self.system.setData(SYSTEM)
        self.system.triggered.connect(self._follow_system)

    @property
    def language_actions(self) -> list[QAction]:
        return [a for a in self.actions() if a is not self.system]

    def check(self, code: str) -> None:
        # Following the system: nothing chosen, and the system's language in use (not one
        # asked for at the command line, say).
        follows = not self.settings.get(S.LANGUAGE) and code == system_default()
        chosen = SYSTEM if follows else code
        for action in self.actions():
            action.setChecked(action.data() == chosen)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        text = QCoreApplication.translate("LanguageMenu", "Sys&tem language (%1)")
        self.system.setText(text.replace("%1", LANGUAGES[system_default()]))

    def choose(self, code: str) -> None:
        self.settings.set(S.LANGUAGE, code)
        self.languages.set_language(code)  # its language_changed checks the action

    def _follow_system(self) -> None:
        self.settings.set(S.LANGUAGE, SYSTEM)
        self.languages.set_language(system_default())


def make_language_group(
    languages: LanguageManager, parent: QObject, settings: S.Settings
) -> LanguageActionGroup:
    """Checkable menu actions, one per language in its native name, then the system's
    language; a choice is kept in ``settings``."""
    group = LanguageActionGroup(parent, languages, settings)
    group.check(languages.current)
    # A bound method of the group: Qt drops the connection when the group goes.
    languages.language_changed.connect(group.check)
    return group

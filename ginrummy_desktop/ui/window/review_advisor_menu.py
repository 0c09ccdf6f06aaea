"""Game → Hint and review advisor: whose choices the hand review measures the person's
moves against, the Expert's (the default, quicker) or the Master's (stronger, slower),
and whose move a hint names, so that a move played from a hint is not then called a
mistake. Kept in the settings; the review opener and the hint read it each time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ...app import settings as S
from ...app.i18n import LanguageManager
from ...app.settings import Settings
from ..common.access_keys import with_access_keys
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import level_name

CTX = "ReviewAdvisorMenu"

# What each advisor costs or gives, after its level name: "Expert (quicker)".
ADVISOR_TEXTS = {
    "expert": QT_TRANSLATE_NOOP("ReviewAdvisorMenu", "%1 (quicker)"),
    "master": QT_TRANSLATE_NOOP("ReviewAdvisorMenu", "%1 (stronger, slower)"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class ReviewAdvisorMenu(QObject):
    """The submenu's exclusive choices, ticked from the settings and stored when chosen."""

    def __init__(
        self,
        *,
        settings: Settings,
        menu: QMenu,
        languages: LanguageManager,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.menu = menu
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        for advisor in S.REVIEW_ADVISORS:
            act = QAction(self.group)
            act.setObjectName(f"review_advisor_{advisor}")
            act.setCheckable(True)
            act.setData(advisor)
            menu.addAction(act)
        self.group.triggered.connect(lambda act: self.choose(act.data()))
        settings.changed.connect(self._setting_changed)
        languages.language_changed.connect(lambda _code: self.retranslate_ui())
        self.retranslate_ui()
        self.tick()

    def choose(self, advisor: S.ReviewAdvisor) -> None:
        self.settings.set(S.REVIEW_ADVISOR, advisor)
        self.tick()

    def tick(self) -> None:
        chosen = self.settings.get(S.REVIEW_ADVISOR)
        for act in self.group.actions():
            act.setChecked(act.data() == chosen)

    def _setting_changed(self, key: str) -> None:
        if key == S.REVIEW_ADVISOR.key:
            self.tick()

    def retranslate_ui(self) -> None:
        title = QCoreApplication.translate("ReviewAdvisorMenu", "Hint and review ad&visor")
        self.menu.setTitle(title)
        acts = self.group.actions()
        texts = [tr(ADVISOR_TEXTS[a.data()]).replace("%1", level_name(a.data())) for a in acts]
        for act, text in zip(acts, with_access_keys(texts), strict=True):
            act.setText(text)

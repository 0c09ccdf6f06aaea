"""The table's look in the View menu: the felt, card size and the high-contrast table,
kept in the settings and applied to the table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from ...app import settings as S
from ...app.i18n import LanguageManager
from ...app.settings import Settings
from ..common.card_images import FELT_LABELS, FELTS
from ..common.noop import QT_TRANSLATE_NOOP
from ..table.scene import TableScene

SIZE_TEXTS = {
    "small": QT_TRANSLATE_NOOP("TableLook", "&Small"),
    "normal": QT_TRANSLATE_NOOP("TableLook", "&Normal"),
    "large": QT_TRANSLATE_NOOP("TableLook", "&Large"),
}


class TableLook(QObject):
    """'Table felt', 'Card size' (small / normal / large) and 'High-contrast table' in the
    View menu, kept in the settings and applied to the table (the review and aids read
    them too)."""

    def __init__(
        self,
        *,
        settings: Settings,
        scene: TableScene,
        view_menu: QMenu,
        languages: LanguageManager,
        applied: Callable[[], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.scene = scene
        self._applied = applied
        self.felt_menu = view_menu.addMenu("")
        self.felt_group = QActionGroup(self)
        for felt in FELTS:
            act = QAction(self.felt_group)
            act.setCheckable(True)
            act.setData(felt)
            act.setChecked(settings.get(S.FELT) == felt)
            self.felt_menu.addAction(act)
        self.felt_group.triggered.connect(lambda act: self.set_felt(act.data()))
        self.size_menu = view_menu.addMenu("")
        self.size_group = QActionGroup(self)
        for size in SIZE_TEXTS:
            act = QAction(self.size_group)
            act.setCheckable(True)
            act.setData(size)
            act.setChecked(settings.get(S.CARD_SIZE) == size)
            self.size_menu.addAction(act)
        self.size_group.triggered.connect(lambda act: self.set_size(act.data()))
        self.contrast = QAction(self)
        self.contrast.setCheckable(True)
        self.contrast.setChecked(settings.get(S.HIGH_CONTRAST))
        self.contrast.toggled.connect(self.set_high_contrast)
        view_menu.addAction(self.contrast)
        languages.language_changed.connect(lambda _code: self.retranslate_ui())
        self.retranslate_ui()
        self.apply()

    def retranslate_ui(self) -> None:
        self.felt_menu.setTitle(QCoreApplication.translate("TableLook", "&Table felt"))
        for act in self.felt_group.actions():
            act.setText(QCoreApplication.translate("CardImages", FELT_LABELS[act.data()]))
        self._felts_usable()
        self.size_menu.setTitle(QCoreApplication.translate("TableLook", "Card si&ze"))
        for act in self.size_group.actions():
            act.setText(QCoreApplication.translate("TableLook", SIZE_TEXTS[act.data()]))
        self.contrast.setText(QCoreApplication.translate("TableLook", "&High-contrast table"))

    def set_felt(self, felt: str) -> None:
        self.settings.set(S.FELT, felt)
        for act in self.felt_group.actions():
            act.setChecked(act.data() == felt)
        self.scene.set_look(felt=felt)

    def set_size(self, size: str) -> None:
        self.settings.set(S.CARD_SIZE, size)
        self.apply()

    def set_high_contrast(self, on: bool) -> None:
        self.settings.set(S.HIGH_CONTRAST, on)
        self.apply()

    def _felts_usable(self) -> None:
        """The high-contrast table has its own black felt: the felts are greyed out
        while it is on, with a tip that says why. A felt chosen under it changed
        nothing to be seen (play-test h123)."""
        on = self.settings.get(S.HIGH_CONTRAST)
        tip = (
            QCoreApplication.translate(
                "TableLook", "The high-contrast table has its own felt; turn it off to choose one."
            )
            if on
            else ""
        )
        for act in self.felt_group.actions():
            act.setEnabled(not on)
            act.setToolTip(tip)
        self.felt_menu.setToolTipsVisible(on)

    def apply(self) -> None:
        self._felts_usable()
        apply_look(self.scene, self.settings)
        self._applied()  # e.g. the safety shading has its own high-contrast colours


# The settings that change how a table is drawn.
LOOK_KEYS = frozenset(o.key for o in (S.DECK, S.CARD_BACK, S.FELT, S.CARD_SIZE, S.HIGH_CONTRAST))


def apply_look(scene: TableScene, settings: Settings) -> None:
    """The chosen cards, felt, card size and high-contrast table on ``scene``: the
    game's table, or a lesson's (it stayed green on a high-contrast table, play-test 11)."""
    from ..table.layout import CARD_SCALES

    scene.card_scale = CARD_SCALES[settings.get(S.CARD_SIZE)]
    scene.high_contrast = settings.get(S.HIGH_CONTRAST)
    scene.felt = settings.get(S.FELT)
    scene.set_look(deck=settings.get(S.DECK), back=settings.get(S.CARD_BACK))
    rect = scene.sceneRect()
    scene.resize_table(rect.width(), rect.height())  # new card size, new felt
    scene.update()

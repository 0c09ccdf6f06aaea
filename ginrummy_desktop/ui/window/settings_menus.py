"""The main window's view and play settings: applied at start, changed from the
menus, stored at once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup

from ...app import settings as S
from ...app.controller import GameController
from ..common.deferred_sound import DeferredSound
from ..table.scene import TableScene
from .actions import ActionRegistry


def check(group: QActionGroup, value: str) -> None:
    """Tick the action of ``group`` whose data is ``value``."""
    for act in group.actions():
        act.setChecked(act.data() == value)


class SettingsMenus(QObject):
    """Settings <-> menus, table and controller: the deck, back, speed and level
    groups, the switches of the registry, and the sound."""

    def __init__(
        self,
        *,
        settings: S.Settings,
        registry: ActionRegistry,
        sound: DeferredSound,
        scene: TableScene,
        controller: GameController,
        deck_group: QActionGroup,
        back_group: QActionGroup,
        speed_group: QActionGroup,
        level_group: QActionGroup,
        level_changed: Callable[[], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.registry = registry
        self.sound = sound
        self.scene = scene
        self.controller = controller
        self.deck_group = deck_group
        self.back_group = back_group
        self.speed_group = speed_group
        self.level_group = level_group
        self._level_changed = level_changed
        deck_group.triggered.connect(lambda act: self.deck_chosen(act.data()))
        back_group.triggered.connect(lambda act: self.back_chosen(act.data()))
        speed_group.triggered.connect(lambda act: self.speed_chosen(act.data()))
        level_group.triggered.connect(self.level_chosen)
        a = registry.actions
        a["show_pickups"].toggled.connect(self.pickups_toggled)
        a["mute"].toggled.connect(self.mute_toggled)
        a["confirm_knock"].toggled.connect(lambda on: settings.set(S.CONFIRM_KNOCK, on))
        a["allow_undo"].toggled.connect(self.undo_toggled)
        for mode in S.SORT_MODES:
            a["sort_" + mode].triggered.connect(
                lambda _=False, m=mode: settings.set(S.SORT_MODE, m)
            )

    def apply(self) -> None:
        s, a = self.settings, self.registry.actions
        a["confirm_knock"].setChecked(s.get(S.CONFIRM_KNOCK))
        a["show_pickups"].setChecked(s.get(S.SHOW_PICKUPS))
        a["allow_undo"].setChecked(s.get(S.UNDO_ENABLED))
        self.undo_toggled(s.get(S.UNDO_ENABLED))
        a["mute"].setChecked(s.get(S.SOUND_MUTED))
        self.sound.muted = s.get(S.SOUND_MUTED)
        scene = self.scene
        scene.show_pickups = s.get(S.SHOW_PICKUPS)
        scene.arrangement.set_mode(s.get(S.SORT_MODE))
        scene.set_look(deck=s.get(S.DECK), back=s.get(S.CARD_BACK))
        check(self.deck_group, s.get(S.DECK))
        check(self.back_group, s.get(S.CARD_BACK))
        self.speed_chosen(s.get(S.SPEED))
        check(self.level_group, s.get(S.AI_LEVEL))

    def deck_chosen(self, deck: str) -> None:
        self.settings.set(S.DECK, deck)
        self.scene.set_look(deck=deck)
        check(self.deck_group, deck)

    def back_chosen(self, back: str) -> None:
        self.settings.set(S.CARD_BACK, back)
        self.scene.set_look(back=back)
        check(self.back_group, back)

    def speed_chosen(self, speed: str) -> None:
        self.settings.set(S.SPEED, speed)
        self.controller.set_delay(S.SPEED_DELAYS[speed])
        self.scene.duration = S.SPEED_ANIMATION[speed]
        check(self.speed_group, speed)

    def level_chosen(self, act: QAction) -> None:
        level = act.data()
        self.settings.set(S.AI_LEVEL, level)
        self.controller.set_level(level)
        self._level_changed()

    def pickups_toggled(self, on: bool) -> None:
        self.settings.set(S.SHOW_PICKUPS, on)
        self.scene.show_pickups = on
        self.scene.relayout()

    def undo_toggled(self, on: bool) -> None:
        """Off: the controller refuses Undo, saying that it is switched off."""
        self.settings.set(S.UNDO_ENABLED, on)
        self.controller.set_undo_allowed(on)

    def mute_toggled(self, on: bool) -> None:
        self.settings.set(S.SOUND_MUTED, on)
        self.sound.muted = on

    def set_confirm_knock(self, on: bool) -> None:
        self.registry["confirm_knock"].setChecked(on)

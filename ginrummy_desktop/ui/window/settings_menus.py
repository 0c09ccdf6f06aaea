"""The main window's view and play settings: applied at start, changed from the
menus, stored at once."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup

from ...app import settings as S


class WindowSettingsMixin:
    """Part of MainWindow: settings <-> menus, table and controller."""

    def _apply_settings(self) -> None:
        s, a = self.settings, self.registry.actions
        a["confirm_knock"].setChecked(s.get(S.CONFIRM_KNOCK))
        a["show_pickups"].setChecked(s.get(S.SHOW_PICKUPS))
        a["mute"].setChecked(s.get(S.SOUND_MUTED))
        self.sound.muted = s.get(S.SOUND_MUTED)
        scene = self.table.table
        scene.show_pickups = s.get(S.SHOW_PICKUPS)
        scene.arrangement.set_mode(s.get(S.SORT_MODE))
        scene.set_look(deck=s.get(S.DECK), back=s.get(S.CARD_BACK))
        self._check(self.deck_group, s.get(S.DECK))
        self._check(self.back_group, s.get(S.CARD_BACK))
        self._speed_chosen(s.get(S.SPEED))
        self._check(self.level_group, s.get(S.AI_LEVEL))

    @staticmethod
    def _check(group: QActionGroup, value: str) -> None:
        for act in group.actions():
            act.setChecked(act.data() == value)

    def _deck_chosen(self, deck: str) -> None:
        self.settings.set(S.DECK, deck)
        self.table.table.set_look(deck=deck)
        self._check(self.deck_group, deck)

    def _back_chosen(self, back: str) -> None:
        self.settings.set(S.CARD_BACK, back)
        self.table.table.set_look(back=back)
        self._check(self.back_group, back)

    def _speed_chosen(self, speed: str) -> None:
        self.settings.set(S.SPEED, speed)
        self.controller.set_delay(S.SPEED_DELAYS[speed])
        self.table.table.duration = S.SPEED_ANIMATION[speed]
        self._check(self.speed_group, speed)

    def _level_chosen(self, act: QAction) -> None:
        level = act.data()
        self.settings.set(S.AI_LEVEL, level)
        self.controller.set_level(level)
        self._update_rules_label()

    def _pickups_toggled(self, on: bool) -> None:
        self.settings.set(S.SHOW_PICKUPS, on)
        self.table.table.show_pickups = on
        self.table.table.relayout()

    def _mute_toggled(self, on: bool) -> None:
        self.settings.set(S.SOUND_MUTED, on)
        self.sound.muted = on

    def _set_confirm_knock(self, on: bool) -> None:
        self.registry["confirm_knock"].setChecked(on)

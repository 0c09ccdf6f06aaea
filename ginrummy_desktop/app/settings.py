"""Typed user settings, declared once with their defaults, stored through QSettings."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from ..ai import LEVELS
from ..model import PRESETS, Rules, RulesError
from ..persistence.atomic import move_aside

T = TypeVar("T")

ORGANIZATION = "GinRummyDesktop"
APPLICATION = "GinRummy"

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
# Milliseconds between two computer moves, and the length of one card movement.
SPEED_DELAYS: dict[str, int] = {"slow": 1100, "normal": 650, "fast": 300, "instant": 0}
SPEED_ANIMATION: dict[str, int] = {"slow": 420, "normal": 260, "fast": 140, "instant": 0}


@dataclass(frozen=True)
class Option(Generic[T]):
    """One setting: its key, default and (optional) allowed values."""

    key: str
    default: T
    choices: tuple[T, ...] | None = None

    def coerce(self, raw: Any) -> T:
        """Turn what QSettings hands back (often a string) into the declared type;
        anything unreadable falls back to the default rather than failing at startup."""
        default = self.default
        try:
            if raw is None:
                return default
            if isinstance(default, bool):
                value: Any = (
                    raw if isinstance(raw, bool) else str(raw).lower() in ("true", "1", "yes")
                )
            elif isinstance(default, int):
                value = int(raw)
            elif isinstance(default, QByteArray):
                value = raw if isinstance(raw, QByteArray) else QByteArray(raw)
            else:
                value = str(raw)
        except (TypeError, ValueError):
            return default
        if self.choices is not None and value not in self.choices:
            return default
        return cast(T, value)


# Every setting of the game, in one place.
LANGUAGE = Option("ui/language", "")  # "" = follow the system language
DECK = Option("table/deck", "classic", ("classic", "four_colour"))
CARD_BACK = Option("table/card_back", "blue", ("blue", "red"))
SPEED = Option("table/animation_speed", "normal", SPEEDS)
SOUND_MUTED = Option("sound/muted", False)
CONFIRM_KNOCK = Option("play/confirm_knock", True)
SHOW_PICKUPS = Option("play/show_opponent_pickups", True)
# How the person's hand is sorted (ui/table/hand.py); free = as the person arranged it.
SORT_MODES: tuple[str, ...] = ("rank", "suit", "melds", "free")
SORT_MODE = Option("play/sort", "melds", SORT_MODES)
AI_LEVEL = Option("play/ai_level", "intermediate", LEVELS)
RULES_PRESET = Option("play/rules_preset", "standard")
RULES_OVERRIDES = Option("play/rules_overrides", "{}")  # JSON object of house-rule changes
# Hollywood is a way of keeping score with any preset, kept apart so the preset keeps its name.
HOLLYWOOD = Option("play/hollywood", False)
SHOW_SCORESHEET = Option("window/show_scoresheet", True)
# Training aids (a match played with any of them on counts as assisted) and the
# table's accessibility options.
AID_PICKUPS = Option("aids/pickups_list", False)
AID_LIVE_OUTS = Option("aids/live_outs", False)
AID_DISCARD_SAFETY = Option("aids/discard_safety", False)
CARD_SIZE = Option("table/card_size", "normal", ("small", "normal", "large"))
HIGH_CONTRAST = Option("table/high_contrast", False)
WINDOW_GEOMETRY = Option("window/geometry", QByteArray())
WINDOW_STATE = Option("window/state", QByteArray())

ALL_OPTIONS: tuple[Option[Any], ...] = (
    LANGUAGE,
    DECK,
    CARD_BACK,
    SPEED,
    SOUND_MUTED,
    CONFIRM_KNOCK,
    SHOW_PICKUPS,
    SORT_MODE,
    AI_LEVEL,
    RULES_PRESET,
    RULES_OVERRIDES,
    HOLLYWOOD,
    SHOW_SCORESHEET,
    AID_PICKUPS,
    AID_LIVE_OUTS,
    AID_DISCARD_SAFETY,
    CARD_SIZE,
    HIGH_CONTRAST,
    WINDOW_GEOMETRY,
    WINDOW_STATE,
)


class Settings(QObject):
    """Reads and writes the declared options; emits ``changed(key)`` after a write.

    Pass a QSettings to use another store (tests use an ini file in a temporary
    folder so the player's own settings are never touched).
    """

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)
        self.moved_aside: Path | None = None
        self._set_damaged_file_aside()

    def _set_damaged_file_aside(self) -> None:
        """A settings file Qt cannot parse is kept beside under another name, and the
        game starts from the defaults (``moved_aside`` says where it went)."""
        if self._store.status() != QSettings.Status.FormatError:
            return
        path = Path(self._store.fileName())
        fmt = self._store.format()
        if not path.is_file():
            return
        try:
            self.moved_aside = move_aside(path, reason="damaged")
        except OSError:
            return
        self._store = (
            QSettings(str(path), fmt)
            if fmt == QSettings.Format.IniFormat
            else (QSettings(ORGANIZATION, APPLICATION))
        )

    @staticmethod
    def in_file(path: str, parent: QObject | None = None) -> Settings:
        return Settings(QSettings(path, QSettings.Format.IniFormat), parent)

    @property
    def store(self) -> QSettings:
        return self._store

    def get(self, option: Option[T]) -> T:
        return option.coerce(self._store.value(option.key, option.default))

    def set(self, option: Option[T], value: T) -> None:
        value = option.coerce(value)
        if self._store.contains(option.key) and self.get(option) == value:
            return
        self._store.setValue(option.key, value)
        self.changed.emit(option.key)

    def reset(self, option: Option[Any]) -> None:
        self._store.remove(option.key)
        self.changed.emit(option.key)

    def sync(self) -> None:
        self._store.sync()

    # House rules are kept as the preset name plus a JSON object of changes, so a
    # new preset default reaches players who never touched that parameter.
    def rules_overrides(self) -> dict[str, Any]:
        try:
            data = json.loads(self.get(RULES_OVERRIDES))
        except (TypeError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def set_rules_overrides(self, overrides: dict[str, Any]) -> None:
        self.set(RULES_OVERRIDES, json.dumps(overrides, sort_keys=True))

    def rules(self) -> Rules:
        """The rules of the last game: its preset with the house-rule changes."""
        name = self.get(RULES_PRESET)
        base = PRESETS.get(name, PRESETS["standard"])
        hollywood = self.get(HOLLYWOOD)
        overrides = self.rules_overrides()
        overrides.pop("preset", None)
        overrides.pop("hollywood", None)
        if not overrides:
            return dataclasses.replace(base, hollywood=hollywood)
        try:
            rules = Rules.from_dict({**base.to_dict(), **overrides, "preset": "custom"})
        except (RulesError, TypeError):
            rules = base
        return dataclasses.replace(rules, hollywood=hollywood)

    def set_rules(self, rules: Rules) -> None:
        self.set(HOLLYWOOD, rules.hollywood)
        mine = rules.to_dict()
        mine.pop("hollywood", None)
        if rules.preset in PRESETS:
            base_name = rules.preset
        else:
            # House rules lose their preset's name in the model ("custom"): keep the
            # preset they differ least from, so the menus show the right family.
            def distance(name: str) -> int:
                base = PRESETS[name].to_dict()
                return sum(1 for k, v in mine.items() if k != "preset" and base.get(k) != v)

            base_name = min(PRESETS, key=distance)
        base = PRESETS[base_name].to_dict()
        overrides = {k: v for k, v in mine.items() if k != "preset" and base.get(k) != v}
        self.set(RULES_PRESET, base_name)
        self.set_rules_overrides(overrides)

"""Typed user settings, declared once with their defaults, stored through QSettings."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import stat
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar, cast

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    QSettings,
    QStandardPaths,
    Signal,
)

from ..ai import LEVELS
from ..model import PRESETS, Rules, RulesError
from ..persistence.atomic import move_aside
from .i18n import LANGUAGES
from .kept_path import marked

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
CARD_BACKS: tuple[str, ...] = ("blue", "red", "green", "black")
CARD_BACK = Option("table/card_back", "blue", CARD_BACKS)
# The table's cloth (the high-contrast table stays black whatever is chosen here).
FELTS: tuple[str, ...] = ("green", "blue", "burgundy", "charcoal")
FELT = Option("table/felt", "green", FELTS)
SPEED = Option("table/animation_speed", "normal", SPEEDS)
SOUND_MUTED = Option("sound/muted", False)
CONFIRM_KNOCK = Option("play/confirm_knock", True)
SHOW_PICKUPS = Option("play/show_opponent_pickups", True)
# Taking a move back (Ctrl+Z); a match in which it was used is marked in the history.
UNDO_ENABLED = Option("play/undo", True)
# How the person's hand is sorted (ui/table/hand.py); free = as the person arranged it.
SORT_MODES: tuple[str, ...] = ("rank", "suit", "melds", "free")
SORT_MODE = Option("play/sort", "melds", SORT_MODES)
AI_LEVEL = Option("play/ai_level", "intermediate", LEVELS)
RULES_PRESET = Option("play/rules_preset", "standard")
RULES_OVERRIDES = Option("play/rules_overrides", "{}")  # JSON object of house-rule changes
# Where unreadable house rules are kept when the settings are no file (never read back).
RULES_KEPT_KEY = "play/rules_overrides_unreadable"
HOUSE_RULES_KEPT_KEY = "play/house_rules_unreadable"
# The house rules last dealt (a JSON object of every rule), kept while presets are played:
# choosing "House rules" in New game brings them back.
HOUSE_RULES = Option("play/house_rules", "")
# Hollywood is a way of keeping score with any preset, kept apart so the preset keeps its name.
HOLLYWOOD = Option("play/hollywood", False)
SHOW_SCORESHEET = Option("window/show_scoresheet", True)
# The last New game's duplicate option: the reference level, "" for an ordinary match.
DUPLICATE_LEVEL = Option("play/duplicate_level", "", ("", *LEVELS))
# The deal code in a corner of the table (View menu).
SHOW_DEAL_CODE = Option("table/show_deal_code", False)
# The score pad's two players, remembered for the next pad.
PAD_NAME_0 = Option("scorepad/name_0", "")
PAD_NAME_1 = Option("scorepad/name_1", "")
# The rules of the last pad started (a JSON object of every rule), which the next pad
# offers first; "" before any pad.
PAD_RULES = Option("scorepad/rules", "")
# A hand half typed on the pad when it was closed (JSON: the pad's id, its hands, the
# row's fields), put back when that pad opens again; "" for none.
PAD_DRAFT = Option("scorepad/draft", "")
# The share of the pad's sheet-and-charts room the charts were given by their splitter,
# in percent (0: as the window first sizes them).
PAD_CHART_SHARE = Option("scorepad/chart_share", 0)
# Training aids (a match played with any of them on counts as assisted) and the
# table's accessibility options.
AID_PICKUPS = Option("aids/pickups_list", False)
AID_LIVE_OUTS = Option("aids/live_outs", False)
AID_DISCARD_SAFETY = Option("aids/discard_safety", False)
AID_EQUITY = Option("aids/equity_hints", False)
CARD_SIZE = Option("table/card_size", "normal", ("small", "normal", "large"))
HIGH_CONTRAST = Option("table/high_contrast", False)
WINDOW_GEOMETRY = Option("window/geometry", QByteArray())
WINDOW_STATE = Option("window/state", QByteArray())
# Maximised at the last quit: Qt's saved geometry forgets it on a screen of another size.
WINDOW_MAXIMIZED = Option("window/maximized", False)
# Whose choices the after-hand review measures the person's moves against (review/judge.py).
ReviewAdvisor = Literal["expert", "master"]
REVIEW_ADVISORS: tuple[ReviewAdvisor, ...] = ("expert", "master")
# The choices are checked when read (Option.coerce): what it gives is one of them.
REVIEW_ADVISOR: Option[ReviewAdvisor] = Option("review/advisor", "expert", REVIEW_ADVISORS)
# The first start offered the guided lesson (yes or no: it is not asked again).
LESSON_OFFERED = Option("help/lesson_offered", False)


# House rules are a few dozen short entries; anything far longer is not ours.
MAX_OVERRIDES_CHARS = 64 * 1024


def _plain_object(raw: str) -> dict[str, Any] | None:
    """``raw`` as a JSON object of names to plain values, or None (not JSON, nested
    thousands deep, far too long, or a value that is itself a list or an object)."""
    try:
        data = json.loads(raw) if len(raw) <= MAX_OVERRIDES_CHARS else None
    except (TypeError, ValueError, RecursionError):
        return None
    if isinstance(data, dict) and all(
        isinstance(k, str) and (v is None or isinstance(v, bool | int | float | str))
        for k, v in data.items()
    ):
        return data
    return None


def native_settings_paths() -> list[Path]:
    """The files QSettings(ORGANIZATION, APPLICATION) reads on Linux and other Unixes
    (user scope: the application's file and the organisation's); none elsewhere (the
    registry on Windows, preferences on macOS)."""
    if sys.platform.startswith("win") or sys.platform == "darwin":
        return []
    kind = QStandardPaths.StandardLocation.GenericConfigLocation
    location = QStandardPaths.writableLocation(kind)
    if not location:
        return []
    base = Path(location)
    return [base / ORGANIZATION / f"{APPLICATION}.conf", base / f"{ORGANIZATION}.conf"]


# The settings are a few dozen short lines; a file far larger was not written by us.
MAX_SETTINGS_BYTES = 1024 * 1024


def _ini_lines(text: str) -> list[str]:
    """The lines of an INI file, stripped. They end where Qt's reader ends them (CR, LF
    or both), and nowhere else: QSettings writes U+2028, U+0085 and the like in a value
    as they are (a pasted name), and str.splitlines() would end a line there."""
    return [line.strip() for line in re.split(r"\r\n|\r|\n", text)]


def ini_file_damaged(path: Path) -> bool:
    """Whether the INI file at ``path`` holds what QSettings never writes: NUL bytes,
    text that is not UTF-8, a line that is neither a ``[section]``, a ``key=value``
    nor a comment, or far too much. Qt reads such a file without complaint, keeping
    what it can make of it and writing it back, so the damage would be lost for good.
    A file that cannot be read at all is left to Qt."""
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return True
        raw = path.read_bytes()
    except OSError:
        return False
    if b"\x00" in raw:
        return True
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return True
    for line in _ini_lines(text):
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("["):
            if not line.endswith("]"):
                return True
        elif not line.partition("=")[0].strip() or "=" not in line:
            return True
    return False


def _ini_store(store: QSettings) -> Path | None:
    """The file behind ``store`` when it is an INI file (on Linux and other Unixes the
    native format is one); None for the registry and property lists."""
    fmt = store.format()
    native_ini = not (sys.platform.startswith("win") or sys.platform == "darwin")
    if fmt == QSettings.Format.IniFormat or (fmt == QSettings.Format.NativeFormat and native_ini):
        return Path(store.fileName())
    return None


def _unusable(path: Path) -> str | None:
    """Why the settings file at ``path`` must not be given to Qt: "not-a-file" (a FIFO,
    device or folder, never opened: Qt would block on a FIFO) or "damaged"
    (:func:`ini_file_damaged`); None when it may be read, or is not there. Raises
    OSError where the file cannot even be looked at."""
    if not os.path.lexists(path):
        return None
    if not stat.S_ISREG(os.stat(path).st_mode):
        return "not-a-file"
    return "damaged" if ini_file_damaged(path) else None


def language_in(path: Path) -> str:
    """The language a settings file set aside still names in a whole, well-formed
    ``language=`` line of its ``[ui]`` section, when that is one of the game's ("" if
    not): the only setting carried over from a damaged file, so that the warning about
    it, and the game, come in the player's language (play-test 11: a Norwegian player
    was told in English). Any other line may be the damaged one."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_SETTINGS_BYTES:
            return ""
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return ""
    section = ""
    found = ""
    for line in _ini_lines(text):
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
        elif line.startswith("["):
            section = ""  # an unclosed head: the lines after it belong nowhere known
        elif section == "ui" and line.partition("=")[0].strip() == "language":
            value = line.partition("=")[2].strip()
            found = value if value in LANGUAGES else ""
    return found


def _set_aside_if_unusable(path: Path) -> Path | None:
    """Move an :func:`_unusable` file at ``path`` aside before Qt reads it; its new name."""
    try:
        reason = _unusable(path)
        return move_aside(path, reason=reason) if reason is not None else None
    except OSError:
        return None


def saved_language() -> str:
    """The language the settings name ("" for the system's), read without moving any
    file aside (for a second copy of the game: the running one owns the file); "" if
    the file is not one to read."""
    for path in native_settings_paths():
        try:
            if _unusable(path) is not None:
                return ""
        except OSError:
            return ""
    store = QSettings(ORGANIZATION, APPLICATION)
    return LANGUAGE.coerce(store.value(LANGUAGE.key, LANGUAGE.default))


def _with_kept(text: str, kept: Path | None) -> str:
    """``text``, and where the value it tells of was kept."""
    if kept is None:
        return text
    where = QCoreApplication.translate("Settings", "They were kept as %1.")
    return text + " " + where.replace("%1", marked(kept))


def file_access(path: Path) -> str:
    """ "ok", "unreadable" or "read-only" for a settings file, by its permissions: an
    unreadable file gave the usual settings, and a read-only one lost every change at
    the close, with no word (play-test h138). No file yet: its folder must take one."""
    if path.is_file():
        if not os.access(path, os.R_OK):
            return "unreadable"
        # Written anew beside itself and renamed over: the folder must take a file too
        # (review h144).
        writable = os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)
        return "ok" if writable else "read-only"
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent  # Qt makes the missing folders
    return "ok" if os.access(folder, os.W_OK | os.X_OK) else "read-only"


class Settings(QObject):
    """Reads and writes the declared options; emits ``changed(key)`` after a write.

    Pass a QSettings to use another store (tests use an ini file in a temporary
    folder so the player's own settings are never touched).
    """

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.moved_aside: Path | None = None
        self._rules_unreadable = False
        if store is None:
            # QSettings reads its file in the constructor: a FIFO there would block
            # start-up for ever, so anything but a regular file is set aside first.
            for path in native_settings_paths():
                self.moved_aside = _set_aside_if_unusable(path) or self.moved_aside
            store = QSettings(ORGANIZATION, APPLICATION)
        self._store = store
        self._set_damaged_file_aside()
        self._keep_language_of_file_set_aside()
        in_registry = (
            sys.platform == "win32" and self._store.format() == QSettings.Format.NativeFormat
        )
        self._access = "ok" if in_registry else file_access(Path(self._store.fileName()))

    def _keep_language_of_file_set_aside(self) -> None:
        """The language of a settings file just set aside (:func:`language_in`) is
        written to the fresh one."""
        if self.moved_aside is None or self.get(LANGUAGE):
            return
        language = language_in(self.moved_aside)
        if language:
            self.set(LANGUAGE, language)

    def _set_damaged_file_aside(self) -> None:
        """A settings file Qt cannot parse, or one with what Qt never writes in it
        (:func:`ini_file_damaged`), is kept beside under another name, and the game
        starts from the defaults (``moved_aside`` says where it went)."""
        path = Path(self._store.fileName())
        if not path.is_file():
            return
        if self._store.status() == QSettings.Status.FormatError:
            try:
                self.moved_aside = move_aside(path, reason="damaged")
            except OSError:
                return
            # Qt writes no file it found a format error in: a new store starts afresh.
            fmt = self._store.format()
            self._store = (
                QSettings(str(path), fmt)
                if fmt == QSettings.Format.IniFormat
                else (QSettings(ORGANIZATION, APPLICATION))
            )
            return
        ini = _ini_store(self._store)
        if ini is None or not ini_file_damaged(ini):
            return
        try:
            self.moved_aside = move_aside(ini, reason="damaged")
        except OSError:
            return
        # What Qt made of the damaged lines is in memory (shared by every QSettings on
        # the file): forget it, so that none of it is written back.
        self._store.clear()
        self._store.sync()

    @staticmethod
    def in_file(path: str, parent: QObject | None = None) -> Settings:
        moved = _set_aside_if_unusable(Path(path))
        settings = Settings(QSettings(path, QSettings.Format.IniFormat), parent)
        if settings.moved_aside is None and moved is not None:
            settings.moved_aside = moved
            settings._keep_language_of_file_set_aside()
        return settings

    def startup_notices(self) -> list[str]:
        """Translated messages about settings that could not be used (the file kept
        aside, house rules ignored); empty when all is well."""
        return [words() for words in self.startup_notice_words()]

    def startup_notice_words(self) -> list[Callable[[], str]]:
        """:meth:`startup_notices` as functions that word each message in the language
        of the moment: one shown under the first start's question, where another
        language may be chosen, stayed in the first (review h144). What cannot be used
        is set aside once, here."""
        notices: list[Callable[[], str]] = []
        moved, name = self.moved_aside, self._store.fileName()
        if moved is not None:
            notices.append(
                lambda: QCoreApplication.translate(
                    "Settings",
                    "Your settings file could not be read, so the usual settings are "
                    "used. The old file was kept as %1.",
                ).replace("%1", marked(moved))
            )
        if self._access == "unreadable":
            notices.append(
                lambda: QCoreApplication.translate(
                    "Settings",
                    "Your settings file %1 cannot be read (no permission), so the usual "
                    "settings are used, and what you change is not kept.",
                ).replace("%1", marked(name))
            )
        elif self._access == "read-only":
            notices.append(
                lambda: QCoreApplication.translate(
                    "Settings",
                    "Your settings file %1 cannot be written (no permission): what you "
                    "change lasts until the game closes.",
                ).replace("%1", marked(name))
            )
        raw = self.get(RULES_OVERRIDES)
        self.rules_overrides()
        if self._rules_unreadable:
            # Not JSON, or not an object of plain values: told once, the value kept apart
            # and the setting started afresh (it stayed, and the same warning came at
            # every start). An object this version cannot use (a newer version's rule)
            # is left as it is: ignored here, it is that version's.
            self._rules_unreadable = False
            rules_kept = self._set_aside(RULES_OVERRIDES, raw, RULES_KEPT_KEY)
            notices.append(
                lambda: _with_kept(
                    QCoreApplication.translate(
                        "Settings",
                        "The house rules in your settings could not be read, so the rules "
                        "of the chosen variant are used.",
                    ),
                    rules_kept,
                )
            )
        raw = self.get(HOUSE_RULES)
        if raw.strip() and _plain_object(raw) is None:
            house_kept = self._set_aside(HOUSE_RULES, raw, HOUSE_RULES_KEPT_KEY)
            notices.append(
                lambda: _with_kept(
                    QCoreApplication.translate(
                        "Settings",
                        "Your saved house rules could not be read; New game offers the rules "
                        "of the variants until you deal with house rules again.",
                    ),
                    house_kept,
                )
            )
        return notices

    def _set_aside(self, option: Option[str], raw: str, key: str) -> Path | None:
        """The unreadable value ``raw`` of ``option`` kept apart (where: None if it
        could not be), the setting started afresh."""
        kept = self._keep_unreadable_rules(raw, key)
        self.set(option, option.default)
        return kept

    def _keep_unreadable_rules(self, raw: str, key: str = RULES_KEPT_KEY) -> Path | None:
        """The unreadable house rules in a file beside the settings file (its name says
        so and when), never lost; in the settings under ``key`` where there is no such
        file (the Windows registry). The file's path, or None."""
        path = Path(self._store.fileName())
        if path.is_file():
            target = path.with_name(f"{path.name}.house-rules")
            try:
                target.write_text(raw, encoding="utf-8")
                return move_aside(target, reason="damaged")
            except OSError:
                pass
        self._store.setValue(key, raw)
        return None

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
        """The stored house-rule changes: an object of names to plain values. Anything
        else (not JSON, nested thousands deep, a value that is itself a list or an
        object) is ignored whole, and :meth:`startup_notices` says so."""
        raw = self.get(RULES_OVERRIDES)
        data = _plain_object(raw)
        if data is not None:
            self._rules_unreadable = False
            return data
        self._rules_unreadable = raw.strip() not in ("", "{}")
        return {}

    def house_rules(self) -> Rules | None:
        """The house rules last dealt, kept while presets are played; None if there are
        none (or they cannot be used: :meth:`startup_notices` keeps unreadable ones
        aside). Settings from before they were kept apart: the last game's, if its
        rules were house rules."""
        raw = self.get(HOUSE_RULES)
        if not raw.strip():
            last = self.rules()
            return None if last.preset in PRESETS else dataclasses.replace(last, hollywood=False)
        data = _plain_object(raw)
        if data is None:
            return None
        try:
            return Rules.from_dict({**data, "preset": "custom", "hollywood": False})
        except (RulesError, TypeError, ValueError):
            return None  # a newer version's rule: left as it is, for that version

    def pad_rules(self) -> Rules | None:
        """The rules of the last score pad started; None before any (or if they cannot
        be read, e.g. a newer version's rule: the table's rules are offered then)."""
        data = _plain_object(self.get(PAD_RULES))
        if data is None:
            return None
        name, hollywood = data.get("preset"), data.get("hollywood", False)
        if set(data) <= {"preset", "hollywood"} and isinstance(name, str):
            # A preset by its name: its rules as this version has them.
            base = PRESETS.get(name)
            if base is None or not isinstance(hollywood, bool):
                return None
            return dataclasses.replace(base, hollywood=hollywood)
        try:
            return Rules.from_dict(data)
        except (RulesError, TypeError, ValueError):
            return None

    def set_pad_rules(self, rules: Rules) -> None:
        """A preset is kept by its name (and Hollywood), as the table's rules are: a
        later version's change to the preset is the pad's too; house rules whole."""
        base = PRESETS.get(rules.preset)
        if base is not None and dataclasses.replace(base, hollywood=rules.hollywood) == rules:
            data: dict[str, Any] = {"preset": rules.preset, "hollywood": rules.hollywood}
        else:
            data = rules.to_dict()
        self.set(PAD_RULES, json.dumps(data, sort_keys=True))

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
        except (RulesError, TypeError, ValueError):
            self._rules_unreadable = True
            rules = base
        return dataclasses.replace(rules, hollywood=hollywood)

    def set_rules(self, rules: Rules) -> None:
        if rules.preset in PRESETS and not self.get(HOUSE_RULES).strip():
            # Settings of a version that kept house rules only as the last game's: a
            # preset dealt now would replace them, so they are kept apart first.
            earlier = self.house_rules()
            if earlier is not None:
                self._store_house_rules(earlier)
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
        if rules.preset not in PRESETS:
            self._store_house_rules(rules)

    def set_house_rules(self, rules: Rules) -> None:
        """Keep ``rules`` as the player's house rules (set for a score pad), which New
        game brings back under "House rules"; the last game's rules stay as they were."""
        self._store_house_rules(rules)

    def _store_house_rules(self, rules: Rules) -> None:
        house = rules.to_dict()
        for key in ("preset", "hollywood"):
            house.pop(key, None)
        self.set(HOUSE_RULES, json.dumps(house, sort_keys=True))

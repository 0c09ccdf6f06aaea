"""Plays the game's short sound effects; stays silent when audio is unavailable."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl, Signal, Slot

from ginrummy_desktop.resources import asset_path

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

_log = logging.getLogger(__name__)

try:
    # QtMultimedia ships in PySide6-Addons and needs system audio libraries
    # (libpulse on Linux); without them the game simply has no sound.
    from PySide6 import QtMultimedia as _multimedia
except (ImportError, OSError) as error:  # pragma: no cover - depends on the machine
    _multimedia = None  # type: ignore[assignment]
    _log.info("sound disabled, QtMultimedia unavailable: %s", error)

SOUND_NAMES: tuple[str, ...] = (
    "deal",
    "draw",
    "discard",
    "knock",
    "gin",
    "shuffle",
    "fanfare",
)


def multimedia_available() -> bool:
    return _multimedia is not None


class SoundPlayer(QObject):
    """Loads every effect once and plays them by name; `muted` silences all of them."""

    muted_changed = Signal(bool)

    def __init__(
        self, parent: QObject | None = None, *, muted: bool = False, volume: float = 0.8
    ) -> None:
        super().__init__(parent)
        self._muted = muted
        self._volume = min(1.0, max(0.0, volume))
        self._effects: dict[str, QSoundEffect] = {}
        self._warned: set[str] = set()
        self._load()

    @property
    def available(self) -> bool:
        """True when effects are loaded and an audio output exists."""
        return bool(self._effects)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self.set_muted(value)

    @Slot(bool)
    def set_muted(self, value: bool) -> None:
        value = bool(value)
        if value == self._muted:
            return
        self._muted = value
        if value:
            for effect in self._effects.values():
                effect.stop()
        self.muted_changed.emit(value)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, value))
        for effect in self._effects.values():
            effect.setVolume(self._volume)

    @Slot(str)
    def play(self, name: str) -> None:
        """Starts effect `name` (one of SOUND_NAMES); returns at once, never raises."""
        if self._muted:
            return
        effect = self._effects.get(name)
        if effect is None:
            if name not in SOUND_NAMES and name not in self._warned:
                # A typo in a caller should be visible, but not cost the player a crash.
                self._warned.add(name)
                _log.warning("unknown sound effect %r", name)
            return
        try:
            effect.play()
        except RuntimeError as error:  # a backend failure mid-game must not end the game
            _log.warning("could not play %s: %s", name, error)

    def _load(self) -> None:
        if _multimedia is None:
            return
        try:
            outputs = _multimedia.QMediaDevices.audioOutputs()
        except RuntimeError as error:
            _log.info("sound disabled, no audio backend: %s", error)
            return
        if not outputs:
            # Creating effects with no device only produces backend warnings.
            _log.info("sound disabled, no audio output device")
            return
        for name in SOUND_NAMES:
            path = asset_path("sounds", f"{name}.wav")
            if not path.is_file():
                _log.warning("sound file missing: %s", path)
                continue
            effect = _multimedia.QSoundEffect(self)
            # setSource loads asynchronously, so construction never waits on decoding.
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(self._volume)
            self._effects[name] = effect

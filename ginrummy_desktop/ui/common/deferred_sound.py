"""Sound effects loaded after the window first shows: QtMultimedia's start-up costs a
noticeable part of a second, and no sound is due before the first deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from .sound import SoundPlayer


class DeferredSound(QObject):
    """Stands in for a SoundPlayer until :meth:`load` (run from the event loop)."""

    # Emitted once loaded: whether the effects can be heard (False: no QtMultimedia or
    # no audio output, e.g. a Linux without libpulse).
    loaded = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, muted: bool = False) -> None:
        super().__init__(parent)
        self._muted = muted
        self.player: SoundPlayer | None = None
        QTimer.singleShot(0, self, self.load)

    def load(self) -> None:
        if self.player is None:
            from .sound import SoundPlayer

            self.player = SoundPlayer(self, muted=self._muted)
            self.loaded.emit(self.player.available)

    @property
    def available(self) -> bool | None:
        """Whether the effects can be heard; None until loaded."""
        return None if self.player is None else self.player.available

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self.player is not None:
            self.player.muted = self._muted

    def play(self, name: str) -> None:
        if self.player is not None and not self._muted:
            self.player.play(name)

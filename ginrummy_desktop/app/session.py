"""The game in play as one object: the controller's match and level, the match's id in
the history, and whether it has been played with a training aid on ("assisted")."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from ..model import Match
from ..persistence import new_match_id


class MatchHolder(Protocol):
    """What the session reads of the controller (GameController, or a test's stand-in)."""

    @property
    def match(self) -> Match | None: ...

    @property
    def level(self) -> str: ...

    match_replaced: SignalInstance

    def load_match(self, match: Match, level: str) -> None: ...


class Session(QObject):
    """The match id and the 'assisted' flag belong to a match object: a new match gets a
    fresh id and is unassisted without any reset, a resumed one (:meth:`adopt`) keeps
    its own. The autosave and the training aids both read and mark them here, so what
    they say does not depend on the order they were set up in."""

    assisted_changed = Signal(bool)  # a new match in play, or a mark: is it assisted
    marked_assisted = Signal()  # a training aid was switched on in the match in play

    def __init__(
        self,
        controller: MatchHolder,
        parent: QObject | None = None,
        *,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        """``clock``: the time now (a test's fixed one); the system's by default."""
        super().__init__(parent)
        self.controller = controller
        self._clock = clock or (lambda: datetime.now(UTC))
        self._ids: dict[int, str] = {}  # id(match) -> history id, for the match in play
        self._started: str | None = None  # when the match in play started (ISO, UTC)
        self._assisted: Match | None = None
        self._adopting: tuple[Match, str, str | None] | None = None
        self._current: Match | None = None
        controller.match_replaced.connect(self._match_replaced)
        self._match_replaced()

    # ------------------------------------------------------------ what it is
    @property
    def match(self) -> Match | None:
        return self.controller.match

    @property
    def level(self) -> str:
        return self.controller.level

    @property
    def match_id(self) -> str:
        """The id the history knows the match in play by."""
        match = self.match
        if match is None:
            return self._ids.setdefault(0, new_match_id())
        return self._ids.setdefault(id(match), new_match_id())

    @property
    def started_at(self) -> str | None:
        """When the match in play started (ISO time, UTC): when it was dealt, or for a
        resumed match the time its save kept (None: a save from before that was kept)."""
        return self._started

    @property
    def assisted(self) -> bool:
        """The match in play has been played with a training aid on."""
        match = self.match
        return match is not None and match is self._assisted

    @property
    def undo_used(self) -> bool:
        """A move was taken back in the match in play: the history marks it, as it
        marks an assisted one (the count lives in the match and its save)."""
        match = self.match
        return match is not None and match.undo_count > 0

    # ------------------------------------------------------------ changes
    def mark_assisted(self) -> bool:
        """A training aid is on in the match in play: it counts as assisted from now on
        (switching the aids off does not undo that). True if that is news."""
        match = self.match
        if match is None or match.is_over or match is self._assisted:
            return False
        self._assisted = match
        if match is self._current:
            # (A mark while the controller changes matches is told with the change.)
            self.marked_assisted.emit()
            self.assisted_changed.emit(True)
        return True

    def adopt(
        self,
        match: Match,
        level: str,
        *,
        match_id: str,
        assisted: bool,
        started_at: str | None = None,
    ) -> None:
        """Continue a saved match under its own id (and assisted flag, and the time it
        started)."""
        self._adopting = (match, match_id, started_at)
        if assisted:
            self._assisted = match
        try:
            self.controller.load_match(match, level)
        finally:
            self._adopting = None

    def _match_replaced(self) -> None:
        match = self.match
        self._current = match
        if match is None:
            return
        if self._adopting is not None and self._adopting[0] is match:
            self._ids = {id(match): self._adopting[1]}
            self._started = self._adopting[2]
        else:
            self._ids = {id(match): new_match_id()}
            self._started = self._clock().astimezone(UTC).isoformat(timespec="seconds")
        self.assisted_changed.emit(self.assisted)

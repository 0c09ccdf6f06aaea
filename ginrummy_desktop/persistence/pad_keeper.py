"""Keeps a score pad on disk as it is written: every change saved, then recorded.

:class:`PadKeeper` is what the score pad window talks to: each change goes to the
pad first (an impossible entry raises :class:`model.padentry.PadError`, and then
nothing is changed or written), then to the pad's save file (atomically), then to its
history row. A disk or database failure never undoes the entry on screen: it is
returned as :class:`KeepProblem` codes, and the next change tries again.

The history row is written on the caller's thread unless the keeper is given a
``record`` (the history writer's ``submit``): then the row goes to the writer's queue,
written on the writer's thread, kept beside the database while another program holds
it, and the writer reports a failure itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Any

from ..model.padentry import PadEntry
from ..model.rules import Rules
from ..model.scorepad import PadHand, ScorePad, check_names
from .history import HistoryDB, HistoryError
from .pad_history import forget_entry, forget_pad, pad_entry, record_pad
from .scorepad_file import PadLoadOutcome, PadStore, new_pad_id


class KeepProblem(Enum):
    SAVE_FAILED = "save_failed"  # the pad file could not be written (disk full, ...)
    HISTORY_FAILED = "history_failed"  # the history row could not be written (no writer)


@dataclass(frozen=True, slots=True)
class Kept:
    """What became of a change on disk: empty ``problems`` means all of it is stored."""

    problems: tuple[KeepProblem, ...] = ()
    detail: str = ""

    @property
    def ok(self) -> bool:
        return not self.problems


class PadKeeper:
    """One score pad game and where it is kept. Change the pad only through here."""

    def __init__(
        self,
        pad: ScorePad,
        *,
        store: PadStore,
        history: HistoryDB | None = None,
        pad_id: str | None = None,
        clock: Callable[[], datetime] | None = None,
        record: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.pad = pad
        self.store = store
        self.history = history
        self.record = record
        self.pad_id = pad_id or new_pad_id()
        self._clock = clock
        # Its history row may exist: a pad taken up or resumed has one once it had a
        # hand; a new one has none until its first hand.
        self._in_history = pad_id is not None

    @staticmethod
    def start(
        rules: Rules,
        *,
        directory: Path,
        names: tuple[str, str] = ("", ""),
        first_dealer: int = 0,
        history: HistoryDB | None = None,
        record: Callable[[dict[str, Any]], None] | None = None,
    ) -> tuple[PadKeeper, Kept]:
        """A new pad (replacing the one in progress, if any), saved at once; PadError
        (nothing changed) for names the pad refuses."""
        check_names(names)
        pad = ScorePad(rules, names=names, first_dealer=first_dealer)
        keeper = PadKeeper(pad, store=PadStore(directory), history=history, record=record)
        return keeper, keeper.keep()

    @staticmethod
    def take_up(
        pad: ScorePad,
        *,
        pad_id: str,
        directory: Path,
        history: HistoryDB | None = None,
        record: Callable[[dict[str, Any]], None] | None = None,
    ) -> tuple[PadKeeper, Kept]:
        """A game of the history taken up again (replacing the pad in progress, if
        any): saved at once under its own id, so its history row goes on being updated."""
        keeper = PadKeeper(
            pad, store=PadStore(directory), history=history, pad_id=pad_id, record=record
        )
        return keeper, keeper.keep()

    @staticmethod
    def resume(
        directory: Path,
        *,
        history: HistoryDB | None = None,
        record: Callable[[dict[str, Any]], None] | None = None,
    ) -> tuple[PadKeeper | None, PadLoadOutcome]:
        """The pad in progress, if there is one; a damaged file was moved aside and
        the outcome's ``problem`` says so."""
        store = PadStore(directory)
        outcome = store.load()
        if outcome.saved is None:
            return None, outcome
        keeper = PadKeeper(
            outcome.saved.pad,
            store=store,
            history=history,
            pad_id=outcome.saved.pad_id,
            record=record,
        )
        return keeper, outcome

    # ---------------------------------------------------------------- changes
    def add(self, entry: PadEntry) -> tuple[PadHand, Kept]:
        hand = self.pad.add(entry)
        return hand, self.keep()

    def correct(self, number: int, entry: PadEntry) -> Kept:
        self.pad.correct(number, entry)
        return self.keep()

    def remove_last(self) -> tuple[PadEntry, Kept]:
        entry = self.pad.remove_last()
        return entry, self.keep()

    def rename(self, player: int, name: str) -> Kept:
        self.pad.rename(player, name)
        return self.keep()

    def keep(self) -> Kept:
        """Save the pad and bring its history row up to date."""
        now = self._clock() if self._clock is not None else None
        problems: list[KeepProblem] = []
        details: list[str] = []
        try:
            self.store.save(self.pad, pad_id=self.pad_id, now=now)
        except OSError as exc:
            problems.append(KeepProblem.SAVE_FAILED)
            details.append(str(exc))
        # Only a game with a hand in it is history: a pad opened and closed with
        # nothing entered stood in the list as "0 – 0, not finished, 0 hands", one more
        # for every new pad, the open one not to be deleted (play-test h146). Back to no
        # hands (the only one taken back), its row goes.
        played = bool(self.pad.hands)
        if not played and not self._in_history:
            pass  # nothing to write, nor to take away
        elif self.record is not None:
            self.record(
                pad_entry(self.pad_id, self.pad, now) if played else forget_entry(self.pad_id)
            )
            self._in_history = played
        elif self.history is not None:
            try:
                if played:
                    record_pad(self.history, pad_id=self.pad_id, pad=self.pad, now=now)
                else:
                    forget_pad(self.history, self.pad_id)
                self._in_history = played
            except HistoryError as exc:
                problems.append(KeepProblem.HISTORY_FAILED)
                details.append(str(exc))
        return Kept(problems=tuple(problems), detail="; ".join(details))

    def close(self) -> None:
        """Done with this pad: a finished one leaves its save slot (it is in history);
        an unfinished one stays there to be resumed."""
        if self.pad.is_over:
            self.store.clear()

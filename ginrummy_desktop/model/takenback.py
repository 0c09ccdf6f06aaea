"""Moves taken back (model/undo.py), kept where they were played: which hand, after how
many of its moves, and what the moves were. The hand review shows them at that point
and the history counts them per hand."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .actions import Action, ActionFormatError, action_from_dict


@dataclass(frozen=True, slots=True)
class TakenBack:
    """One undo: in hand ``hand`` (1-based), the hand's first ``at`` moves stayed and
    ``actions`` (the person's move, then the computer's replies) were taken back. A later
    undo further back in the same hand moves ``at`` back with it: the line the moves
    followed was taken back too."""

    hand: int
    at: int
    actions: tuple[Action, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"hand": self.hand, "at": self.at, "actions": [a.to_dict() for a in self.actions]}

    @staticmethod
    def from_dict(data: Any) -> TakenBack | None:
        """The record read back; None for anything unreadable (it only explains a hand:
        a damaged one is left out, never a reason to refuse a save or a history)."""
        if not isinstance(data, dict):
            return None
        hand, at, raw = data.get("hand"), data.get("at"), data.get("actions")
        if not isinstance(hand, int) or not isinstance(at, int) or not isinstance(raw, list):
            return None
        if not _count(hand) or hand < 1 or not _count(at):
            return None
        try:
            actions = tuple(action_from_dict(a) for a in raw)
        except (ActionFormatError, TypeError, KeyError, AttributeError):
            return None
        return TakenBack(hand, at, actions) if actions else None


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def read_taken_back(raw: Any) -> list[TakenBack]:
    """Records read back from a list of their dicts (the unreadable ones left out)."""
    if not isinstance(raw, list):
        return []
    return [t for t in (TakenBack.from_dict(d) for d in raw) if t is not None]


def in_hand(records: Iterable[TakenBack], hand: int) -> list[TakenBack]:
    """The records of hand ``hand`` (1-based), in the order the undos were made."""
    return [t for t in records if t.hand == hand]

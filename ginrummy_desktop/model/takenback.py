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
    followed was taken back too. ``lead`` is that line, the moves from ``at`` to where
    ``actions`` were played: the card a take from the pile took is the one on top
    there (the review named the card under it: play-test h116)."""

    hand: int
    at: int
    actions: tuple[Action, ...]
    lead: tuple[Action, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hand": self.hand,
            "at": self.at,
            "actions": [a.to_dict() for a in self.actions],
        }
        if self.lead:
            out["lead"] = [a.to_dict() for a in self.lead]
        return out

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
        # An earlier version's record has no lead; an unreadable one is left out (the
        # record then names the cards as it would have done).
        raw_lead = data.get("lead", [])
        lead: tuple[Action, ...] = ()
        if isinstance(raw_lead, list):
            try:
                lead = tuple(action_from_dict(a) for a in raw_lead)
            except (ActionFormatError, TypeError, KeyError, AttributeError):
                lead = ()
        return TakenBack(hand, at, actions, lead) if actions else None


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

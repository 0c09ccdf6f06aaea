"""Rows of the history database read back into values, whatever a damaged or
hand-edited file holds: a value of the wrong type becomes a blank (0, None, ""),
undecodable text becomes replacement characters, never an exception."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from ..model import Action, Rules
from ..model.actions import ActionFormatError, action_from_dict
from ..model.takenback import TakenBack, read_taken_back


@dataclass(frozen=True, slots=True)
class HandRow:
    match_id: str
    number: int
    played_at: str
    preset: str
    rules: Rules | None
    ai_level: str
    dealer: int
    deal_number: int
    outcome: str
    knocker: int | None
    winner: int | None
    points: int
    totals: tuple[int, int]
    boxes: tuple[int, int]
    lines: list[dict[str, Any]]
    actions: list[dict[str, Any]]
    # The moves taken back in the hand; None: not known (a hand recorded before the
    # history kept them, where only its match's count of undos is).
    taken_back: tuple[TakenBack, ...] | None = None

    def parsed_actions(self) -> list[Action] | None:
        """The recorded moves as actions, for a replay or review; None if unreadable."""
        try:
            return [action_from_dict(raw) for raw in self.actions]
        except ActionFormatError:
            return None


@dataclass(frozen=True, slots=True)
class MatchRow:
    match_id: str
    started_at: str
    finished_at: str | None
    preset: str
    ai_level: str
    winner: int | None
    final: tuple[int, int] | None
    difference: int | None
    assisted: bool = False  # played with a training aid on at some point
    abandoned_at: str | None = None  # left unfinished for another match
    undos: int = 0  # how often a move was taken back
    hollywood: bool = False  # its rules keep Hollywood's three games
    duplicate_level: str | None = None  # the reference level of a duplicate match
    lost_at: str | None = None  # closed when its save was found damaged

    @property
    def abandoned(self) -> bool:
        return self.abandoned_at is not None and self.finished_at is None

    @property
    def lost(self) -> bool:
        """Its save was found damaged, so nothing could continue it (not abandoned:
        it counts as no game played)."""
        return self.lost_at is not None and self.finished_at is None and not self.abandoned


def decode_text(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace")


def _str(value: Any) -> str:
    return value if isinstance(value, str) else "" if value is None else str(value)


def _opt_int(value: Any) -> int | None:
    """A stored number, or None for anything that is not a whole number (a hand-edited
    or damaged row is shown with a blank, not a failure)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**63:
        return int(value)
    if isinstance(value, str):
        with contextlib.suppress(ValueError):
            return int(value.strip())
    return None


def _int(value: Any) -> int:
    number = _opt_int(value)
    return 0 if number is None else number


def _seat(value: Any) -> int | None:
    number = _opt_int(value)
    return number if number in (0, 1) else None


def _json_list(text: Any) -> list[Any]:
    if not isinstance(text, str):
        return []
    try:
        value = json.loads(text or "[]")
    except (ValueError, RecursionError):
        return []
    return value if isinstance(value, list) else []


def _rules(text: Any) -> Rules | None:
    if not isinstance(text, str):
        return None
    try:
        return Rules.from_dict(json.loads(text or "{}"))
    except (ValueError, TypeError, RecursionError, AttributeError):
        # Rules of a newer version, or hand-edited: the row is still shown, not replayable.
        return None


def hand_row(r: sqlite3.Row) -> HandRow:
    return HandRow(
        match_id=_str(r["match_id"]),
        number=_int(r["number"]),
        played_at=_str(r["played_at"]),
        preset=_str(r["preset"]),
        rules=_rules(r["rules"]),
        ai_level=_str(r["ai_level"]),
        dealer=_seat(r["dealer"]) or 0,
        deal_number=_int(r["deal_number"]),
        outcome=_str(r["outcome"]),
        knocker=_seat(r["knocker"]),
        winner=_seat(r["winner"]),
        points=_int(r["points"]),
        totals=(_int(r["total_you"]), _int(r["total_computer"])),
        boxes=(_int(r["boxes_you"]), _int(r["boxes_computer"])),
        lines=[ln for ln in _json_list(r["lines"]) if isinstance(ln, dict)],
        actions=[a for a in _json_list(r["actions"]) if isinstance(a, dict)],
        taken_back=_taken_back(_column(r, "taken_back")),
    )


def _taken_back(text: Any) -> tuple[TakenBack, ...] | None:
    """The hand's moves taken back; None where not known: a hand recorded before, or a
    value damaged in part or whole (read as none, the hand said nothing of an undo its
    match counts: review h88)."""
    if not isinstance(text, str):
        return None
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(raw, list):
        return None
    read = read_taken_back(raw)
    return tuple(read) if len(read) == len(raw) else None


def match_row(r: sqlite3.Row) -> MatchRow:
    you, computer = _opt_int(r["final_you"]), _opt_int(r["final_computer"])
    return MatchRow(
        match_id=_str(r["match_id"]),
        started_at=_str(r["started_at"]),
        finished_at=None if r["finished_at"] is None else _str(r["finished_at"]),
        preset=_str(r["preset"]),
        ai_level=_str(r["ai_level"]),
        winner=_seat(r["winner"]),
        final=None if you is None or computer is None else (you, computer),
        difference=_opt_int(r["difference"]),
        assisted=r["assisted"] == 1,
        abandoned_at=_optional_text(r, "abandoned_at"),
        undos=max(0, _int(_column(r, "undos"))),
        hollywood=_hollywood(_column(r, "rules")),
        duplicate_level=_optional_text(r, "duplicate_level") or None,
        lost_at=_optional_text(r, "lost_at"),
    )


def _hollywood(text: Any) -> bool:
    """The stored rules keep score Hollywood's way (only the flag is read: the whole
    rules are parsed where a hand is replayed)."""
    if not isinstance(text, str) or '"hollywood"' not in text:
        return False
    try:
        rules = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(rules, dict) and rules.get("hollywood") is True


def _column(r: sqlite3.Row, key: str) -> Any:
    # Absent in a row read by a query that does not select it.
    try:
        return r[key]
    except IndexError:
        return None


def _optional_text(r: sqlite3.Row, key: str) -> str | None:
    value = _column(r, key)
    return None if value is None else _str(value)

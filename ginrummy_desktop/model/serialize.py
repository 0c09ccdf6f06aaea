"""Lossless JSON for a deal and a match: the deal numbers and the actions, replayed.

Replaying the recorded actions from the seeded deal rebuilds every card position,
the turn and the scores exactly, and keeps the whole history for reviews.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .actions import ActionFormatError, NextHand, action_from_dict
from .deal import Deal
from .errors import IllegalAction
from .match import DeckFor, Match, check_number
from .rules import Rules, RulesError
from .takenback import read_taken_back

FORMAT_VERSION = 1


class SaveFormatError(ValueError):
    """Stored data that cannot be turned back into a game."""


def deck_check(deal: Deal) -> str:
    """A short digest of the order of the deal's cards, saved beside its deal number: a
    number changed by hand would deal other cards, and the recorded moves might still
    replay on them, so that a game went on with cards nobody was dealt."""
    return hashlib.sha256(",".join(c.code for c in deal.deck).encode()).hexdigest()[:12]


def deal_to_dict(deal: Deal) -> dict[str, Any]:
    return {
        "dealer": deal.dealer,
        "deal_number": deal.deal_number,
        "check": deck_check(deal),
        "actions": [a.to_dict() for a in deal.actions],
    }


def _check_cards(deal: Deal, data: dict[str, Any], which: str) -> None:
    """Refuse a hand whose saved digest is not that of the cards it deals (files of
    versions before the digest have none, and are trusted as before)."""
    check = data.get("check")
    if check is not None and check != deck_check(deal):
        raise SaveFormatError(f"{which}: the cards dealt do not match the saved deal")


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SaveFormatError(f"{key} must be a whole number")
    try:
        return check_number(key, value)
    except ValueError as exc:
        raise SaveFormatError(str(exc)) from None


def deal_from_dict(data: dict[str, Any], rules: Rules) -> Deal:
    if not isinstance(data, dict):
        raise SaveFormatError("a hand must be an object")
    dealer = _int(data, "dealer")
    if dealer not in (0, 1):
        raise SaveFormatError("dealer must be 0 or 1")
    deal = Deal(rules, dealer=dealer, deal_number=_int(data, "deal_number"))
    _check_cards(deal, data, "the hand")
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise SaveFormatError("actions must be a list")
    try:
        for raw in actions:
            deal.apply(action_from_dict(raw))
    except (ActionFormatError, IllegalAction) as exc:
        raise SaveFormatError(f"a recorded action cannot be replayed: {exc}") from None
    return deal


def match_to_dict(match: Match) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "hands": [deal_to_dict(d) for d in match.deals],
    }
    if match.undo_count:
        # Optional, so that files of matches without undo read as before. The undone
        # moves themselves are gone from "hands": resuming does not replay them.
        data["undos"] = match.undo_count
    if match.taken_back:
        # Where they were taken back and what they were (optional as "undos" is).
        data["taken_back"] = [t.to_dict() for t in match.taken_back]
    return data


def match_from_dict(data: dict[str, Any], *, decks: DeckFor | None = None) -> Match:
    """The match replayed from ``data``; ``decks`` as :class:`Match` takes it (the save
    format keeps deal numbers only: a match of arranged decks is rebuilt with its own)."""
    if not isinstance(data, dict):
        raise SaveFormatError("a match must be an object")
    version = data.get("format")
    if version != FORMAT_VERSION:
        raise SaveFormatError(f"unknown format version {version!r}")
    try:
        rules = Rules.from_dict(data.get("rules"))  # type: ignore[arg-type]
    except (RulesError, TypeError) as exc:
        raise SaveFormatError(f"bad rules: {exc}") from None
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise SaveFormatError("a match needs at least one hand")
    for h in hands:
        if not isinstance(h, dict):
            raise SaveFormatError("a hand must be an object")
    numbers = [_int(h, "deal_number") for h in hands]
    first_dealer = _int(data, "first_dealer")
    if first_dealer not in (0, 1):
        raise SaveFormatError("first_dealer must be 0 or 1")
    try:
        match = Match(
            rules,
            seed=_int(data, "seed"),
            first_dealer=first_dealer,
            deal_numbers=numbers,
            decks=decks,
        )
    except ValueError as exc:
        raise SaveFormatError(str(exc)) from None
    try:
        for i, h in enumerate(hands):
            if i > 0:
                match.apply(NextHand(0))
            if match.current.dealer != h.get("dealer"):
                raise SaveFormatError(f"hand {i + 1}: dealer does not follow the rules")
            _check_cards(match.current, h, f"hand {i + 1}")
            actions = h.get("actions", [])
            if not isinstance(actions, list):
                raise SaveFormatError("actions must be a list")
            for raw in actions:
                match.apply(action_from_dict(raw))
    except (ActionFormatError, IllegalAction) as exc:
        raise SaveFormatError(f"a recorded action cannot be replayed: {exc}") from None
    undos = data.get("undos", 0)
    if isinstance(undos, bool) or not isinstance(undos, int) or undos < 0:
        raise SaveFormatError("undos must be a whole number, at least 0")
    match.undo_count = undos
    # Only the hands the match has (a rebuild to an earlier hand drops the later ones).
    taken = read_taken_back(data.get("taken_back"))
    match.taken_back = [t for t in taken if t.hand <= len(match.deals)]
    return match

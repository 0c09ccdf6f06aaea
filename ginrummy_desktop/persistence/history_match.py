"""A recorded match rebuilt from the history up to one of its hands, so that a past hand
can be shown as the computer saw it ("What the computer knew" from the history).

The history keeps every hand's moves, deal number and dealer, and the match's seed and
rules: replaying the hands in order gives the very match (totals, hand numbers) the
computer decided in, and so the very views it decided from.
"""

from __future__ import annotations

import json

from ..model import Match, NextHand, Rules
from ..model.actions import ActionFormatError
from ..model.errors import IllegalAction
from .history import HistoryDB, HistoryError
from .history_rows import HandRow


def match_up_to(db: HistoryDB, hand: HandRow) -> Match | None:
    """The match of ``hand`` replayed from its first hand up to and including ``hand``
    (None when a hand before it is missing or its moves cannot be replayed)."""
    rows = db.query("SELECT seed, rules FROM matches WHERE match_id = ?", (hand.match_id,))
    if not rows:
        return None
    try:
        rules = Rules.from_dict(json.loads(rows[0]["rules"]))
        seed = int(rows[0]["seed"])
    except (ValueError, TypeError, KeyError, RecursionError):
        rules, seed = hand.rules, None  # type: ignore[assignment]
    if rules is None or seed is None:
        return None
    by_number = {h.number: h for h in db.match_hands(hand.match_id) if h.number <= hand.number}
    hands = [by_number.get(n) for n in range(1, hand.number + 1)]
    if any(h is None for h in hands):
        return None
    try:
        first = hands[0]
        assert first is not None
        match = Match(
            rules,
            seed=seed,
            first_dealer=first.dealer,
            deal_numbers=[first.deal_number],
        )
        for i, row in enumerate(hands):
            assert row is not None
            if i > 0:
                match.apply(NextHand(0))
            if match.current.deal_number != row.deal_number or match.current.dealer != row.dealer:
                return None  # not the deal that was recorded
            actions = row.parsed_actions()
            if actions is None:
                return None
            for action in actions:
                match.apply(action)
    except (IllegalAction, ActionFormatError, ValueError, HistoryError):
        return None
    return match if match.current.is_over else None

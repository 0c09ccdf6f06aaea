"""Duplicate scoring: each deal played again by a reference player from the person's seat.

The reference (a computer level, Expert by default) gets the person's cards, the
same upcard and stock order, and the same match around the hand (totals, hand
number), against a fresh player of the computer's level with the computer's seed:
so where the reference makes the person's moves the opponent answers as it did,
and a reference that plays exactly as the person did ends exactly as the person
did. The reference's seed comes from the deal, so its play is fixed by the deal.
The duplicate score of a deal is the person's hand result minus the reference's,
both signed from the person's side and scored by the match's rules (hand points
only: box and game bonuses belong to the game, not to a deal).

The reference play needs nothing of the person's play, so a worker can run it as
soon as the hand is dealt; :meth:`DuplicateHand.with_person_result` adds the
person's result when the hand ends. Everything is plain JSON.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..ai import make_player
from ..ai.base import Player, breaks_stall
from ..model import (
    Action,
    BigGin,
    Card,
    Deal,
    HandResult,
    Knock,
    Match,
    Outcome,
    Rules,
    match_view,
)
from ..model.actions import ActionFormatError, action_from_dict
from ..model.errors import IllegalAction
from ..model.undo import match_at_hand_start

PlayerFactory = Callable[[str, int], Player]
"""Makes a player of a level with a seed (``make_player`` by default)."""

DEFAULT_REFERENCE = "expert"


class DuplicateFormatError(ValueError):
    """Stored duplicate data that cannot be read back or does not replay."""


def _make(level: str, seed: int) -> Player:
    return make_player(level, seed=seed)


def reference_seed(deal_number: int, dealer: int) -> int:
    """The reference player's seed: fixed by the deal."""
    return random.Random(f"duplicate:{deal_number}:{dealer}").getrandbits(31)


def signed_points(result: HandResult, seat: int) -> int:
    """A hand's points from ``seat``'s side: won (+), lost (-), nobody scored (0)."""
    return result.points_for(seat)


@dataclass(frozen=True, slots=True)
class DuplicateHand:
    """One deal of a duplicate match: the reference's play and, once known, the person's."""

    hand_index: int  # 0-based, in the match
    deal_number: int
    dealer: int
    person_seat: int
    reference_level: str
    reference_seed: int
    opponent_level: str
    opponent_seed: int
    reference_actions: tuple[Action, ...]
    reference_points: int  # signed, from the person's side
    reference_outcome: Outcome
    person_points: int | None = None  # None while the person is still playing the hand
    person_outcome: Outcome | None = None

    @property
    def score(self) -> int | None:
        """The person's result minus the reference's (None until the hand is over)."""
        if self.person_points is None:
            return None
        return self.person_points - self.reference_points

    def with_person_result(self, match: Match) -> DuplicateHand:
        """This record with the person's result of the hand filled in from the match."""
        if self.hand_index >= len(match.records):
            raise ValueError("the hand is not over yet")
        result = match.records[self.hand_index].result
        return dataclasses.replace(
            self,
            person_points=signed_points(result, self.person_seat),
            person_outcome=result.outcome,
        )

    def reference_deal(self, rules: Rules) -> Deal:
        """The reference's hand replayed (for a side-by-side view)."""
        deal = Deal(rules, dealer=self.dealer, deal_number=self.deal_number)
        for a in self.reference_actions:
            deal.apply(a)
        return deal

    def pile_top_before(self, rules: Rules, index: int) -> Card | None:
        """The top of the discard pile before move ``index`` of the reference's play (the
        card a take from the pile there took)."""
        deal = Deal(rules, dealer=self.dealer, deal_number=self.deal_number)
        for a in self.reference_actions[:index]:
            deal.apply(a)
        return deal.top_discard()

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand_index": self.hand_index,
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "person_seat": self.person_seat,
            "reference_level": self.reference_level,
            "reference_seed": self.reference_seed,
            "opponent_level": self.opponent_level,
            "opponent_seed": self.opponent_seed,
            "reference_actions": [a.to_dict() for a in self.reference_actions],
            "reference_points": self.reference_points,
            "reference_outcome": self.reference_outcome.value,
            "person_points": self.person_points,
            "person_outcome": None if self.person_outcome is None else self.person_outcome.value,
        }

    @staticmethod
    def from_dict(data: dict[str, Any], rules: Rules) -> DuplicateHand:
        """Read a record back; the reference's moves are replayed and must score as stored."""
        if not isinstance(data, dict):
            raise DuplicateFormatError("a duplicate hand must be an object")
        ints = {
            k: _int(data, k)
            for k in ("hand_index", "deal_number", "dealer", "person_seat", "reference_seed")
        }
        opponent_seed = _int(data, "opponent_seed")
        if ints["dealer"] not in (0, 1) or ints["person_seat"] not in (0, 1):
            raise DuplicateFormatError("dealer and seat must be 0 or 1")
        levels = [data.get("reference_level"), data.get("opponent_level")]
        if not all(isinstance(v, str) for v in levels):
            raise DuplicateFormatError("levels must be names")
        raw_actions = data.get("reference_actions")
        if not isinstance(raw_actions, list):
            raise DuplicateFormatError("reference_actions must be a list")
        try:
            actions = tuple(action_from_dict(a) for a in raw_actions)
            person_points = data.get("person_points")
            if person_points is not None and (
                isinstance(person_points, bool) or not isinstance(person_points, int)
            ):
                raise DuplicateFormatError("person_points must be a whole number")
            raw_outcome = data.get("person_outcome")
            person_outcome = None if raw_outcome is None else Outcome(raw_outcome)
            record = DuplicateHand(
                hand_index=ints["hand_index"],
                deal_number=ints["deal_number"],
                dealer=ints["dealer"],
                person_seat=ints["person_seat"],
                reference_level=str(levels[0]),
                reference_seed=ints["reference_seed"],
                opponent_level=str(levels[1]),
                opponent_seed=opponent_seed,
                reference_actions=actions,
                reference_points=_int(data, "reference_points"),
                reference_outcome=Outcome(data.get("reference_outcome")),
                person_points=person_points,
                person_outcome=person_outcome,
            )
            deal = record.reference_deal(rules)
        except (ActionFormatError, IllegalAction, ValueError, TypeError) as exc:
            if isinstance(exc, DuplicateFormatError):
                raise
            raise DuplicateFormatError(f"the reference play cannot be read back: {exc}") from None
        if deal.result is None:
            raise DuplicateFormatError("the reference play does not finish the hand")
        if (
            signed_points(deal.result, record.person_seat) != record.reference_points
            or deal.result.outcome is not record.reference_outcome
        ):
            raise DuplicateFormatError("the reference play does not score as stored")
        return record


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise DuplicateFormatError(f"{key} must be a whole number")
    return value


def play_reference(
    match: Match,
    hand_index: int,
    *,
    person_seat: int,
    opponent_level: str,
    opponent_seed: int,
    reference_level: str = DEFAULT_REFERENCE,
    factory: PlayerFactory = _make,
    on_move: Callable[[int], None] | None = None,
) -> DuplicateHand:
    """Play hand ``hand_index`` of ``match`` again: the reference in the person's seat,
    a fresh opponent in the other. The match is not changed. ``on_move`` is told the
    number of moves made so far after each one (a worker's progress)."""
    m = match_at_hand_start(match, hand_index)
    deal = m.current
    seed = reference_seed(deal.deal_number, deal.dealer)
    players = {
        person_seat: factory(reference_level, seed),
        1 - person_seat: factory(opponent_level, opponent_seed),
    }
    while not deal.is_over:
        seat = deal.turn
        action = players[seat].decide(match_view(m, seat)).action
        m.apply(breaks_stall(action, len(deal.actions)))  # the simulator's way out
        if on_move is not None:
            on_move(len(deal.actions))
    assert deal.result is not None
    return DuplicateHand(
        hand_index=hand_index,
        deal_number=deal.deal_number,
        dealer=deal.dealer,
        person_seat=person_seat,
        reference_level=reference_level,
        reference_seed=seed,
        opponent_level=opponent_level,
        opponent_seed=opponent_seed,
        reference_actions=tuple(deal.actions),
        reference_points=signed_points(deal.result, person_seat),
        reference_outcome=deal.result.outcome,
    )


@dataclass(frozen=True, slots=True)
class Divergence:
    """Where the person's play and the reference's part, and how each ended."""

    index: int | None  # first move (in the hand's actions) that differs; None: none does
    person_move: Action | None  # the move there (None: that play had already ended)
    reference_move: Action | None
    person_points: int | None
    reference_points: int
    person_outcome: Outcome | None
    reference_outcome: Outcome
    # The top of the discard pile where the plays parted, the same in both (the card a
    # take from the pile there took); None when not asked for (no rules given).
    pile_top: Card | None = None
    # Who knocked or went gin in each play (a seat; None: nobody, or not over yet).
    person_knocker: int | None = None
    reference_knocker: int | None = None


def knocker_of(actions: Sequence[Action]) -> int | None:
    """The seat that knocked, went gin or Big Gin in a hand's moves (None: nobody)."""
    return next((a.player for a in reversed(actions) if isinstance(a, Knock | BigGin)), None)


def first_divergence(
    person_actions: Sequence[Action], record: DuplicateHand, rules: Rules | None = None
) -> Divergence:
    """Compare the person's moves of the hand (both seats' moves) with the reference's;
    with ``rules``, also find the card on the discard pile where they parted."""
    ref = record.reference_actions
    index: int | None = None
    for i in range(max(len(person_actions), len(ref))):
        if i >= len(person_actions) or i >= len(ref) or person_actions[i] != ref[i]:
            index = i
            break
    mine = theirs = None
    if index is not None:
        mine = person_actions[index] if index < len(person_actions) else None
        theirs = ref[index] if index < len(ref) else None
    top = None
    if rules is not None and index is not None:
        top = record.pile_top_before(rules, index)
    return Divergence(
        index=index,
        person_move=mine,
        reference_move=theirs,
        person_points=record.person_points,
        reference_points=record.reference_points,
        person_outcome=record.person_outcome,
        reference_outcome=record.reference_outcome,
        pile_top=top,
        person_knocker=None if record.person_outcome is None else knocker_of(person_actions),
        reference_knocker=knocker_of(ref),
    )


@dataclass(frozen=True, slots=True)
class DuplicateLedger:
    """The duplicate column of a match: one record per deal, in hand order."""

    reference_level: str = DEFAULT_REFERENCE
    hands: tuple[DuplicateHand, ...] = ()

    @property
    def total(self) -> int:
        """The running duplicate total ("+14 against Expert"), finished hands only."""
        return sum(h.score for h in self.hands if h.score is not None)

    @property
    def finished(self) -> int:
        return sum(1 for h in self.hands if h.score is not None)

    def record(self, hand_index: int) -> DuplicateHand | None:
        for h in self.hands:
            if h.hand_index == hand_index:
                return h
        return None

    def with_hand(self, hand: DuplicateHand) -> DuplicateLedger:
        """The ledger with ``hand`` added, or replacing the record of the same hand."""
        rest = tuple(h for h in self.hands if h.hand_index != hand.hand_index)
        ordered = tuple(sorted((*rest, hand), key=lambda h: h.hand_index))
        return dataclasses.replace(self, hands=ordered)

    def to_dict(self) -> dict[str, Any]:
        return {
            "reference_level": self.reference_level,
            "hands": [h.to_dict() for h in self.hands],
        }

    @staticmethod
    def from_dict(data: dict[str, Any], rules: Rules) -> DuplicateLedger:
        if not isinstance(data, dict):
            raise DuplicateFormatError("a duplicate ledger must be an object")
        level = data.get("reference_level")
        hands = data.get("hands")
        if not isinstance(level, str) or not isinstance(hands, list):
            raise DuplicateFormatError("a ledger has a reference level and a list of hands")
        records = tuple(DuplicateHand.from_dict(h, rules) for h in hands)
        if len({h.hand_index for h in records}) != len(records):
            raise DuplicateFormatError("a hand is recorded twice")
        return DuplicateLedger(level, tuple(sorted(records, key=lambda h: h.hand_index)))

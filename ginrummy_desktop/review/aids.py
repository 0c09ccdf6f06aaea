"""Training aids computed only from what the person may know (their PlayerView).

- the opponent's pickups and passes on the discard pile,
- live outs: for each partial meld among the deadwood, the unseen cards that would
  complete it (and the discard pile's top card while it may be taken),
- discard safety: how likely each card in the hand is to help the opponent.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..model import DECK, Card, Phase, PlayerView, best_melding
from ..model.cards import to_mask


class PartialKind(Enum):
    PAIR = "pair"  # two of a rank: a third makes a set
    CONNECTOR = "connector"  # two in sequence in a suit: either end makes a run
    GAP = "gap"  # two in a suit with one rank between: the middle card makes a run


@dataclass(frozen=True, slots=True)
class PartialMeld:
    kind: PartialKind
    cards: tuple[Card, Card]
    outs: tuple[Card, ...]  # every card that would complete it
    live: tuple[Card, ...]  # of those, the ones not yet seen anywhere

    @property
    def live_count(self) -> int:
        return len(self.live)


def seen_mask(view: PlayerView) -> int:
    """Cards whose place this player knows: own hand, the discard pile, cards the
    opponent is known to hold, and cards laid out in melds."""
    mask = to_mask(view.hand) | to_mask(view.discard_pile) | to_mask(view.opponent_known)
    for meld in view.knocker_melds:
        mask |= to_mask(meld.cards)
    return mask


def unseen_cards(view: PlayerView) -> list[Card]:
    seen = seen_mask(view)
    return [c for c in DECK if not (seen >> c.index) & 1]


def _card(suit: int, rank: int) -> Card | None:
    if 1 <= rank <= 13:
        return DECK[suit * 13 + rank - 1]
    return None


def takeable(view: PlayerView) -> Card | None:
    """The discard pile's top card when this player may take it now (their draw, or
    the face-up card offered to them): a live out, though seen."""
    if not view.discard_pile or view.turn != view.player or view.forced_stock:
        return None
    if view.phase not in (Phase.DRAW, Phase.UPCARD):
        return None
    return view.discard_pile[-1]


def partial_melds(view: PlayerView) -> list[PartialMeld]:
    """Partial melds among the deadwood of the hand's best melding, with live outs:
    the cards not seen anywhere, and the top of the discard pile while it may be taken
    (holding 9♠ 9♥ with the 9♦ on the pile said "1 live out (9♣)")."""
    dead = sorted(best_melding(view.hand).deadwood, key=lambda c: (c.suit, c.rank))
    seen = seen_mask(view)
    top = takeable(view)
    if top is not None:
        seen &= ~(1 << top.index)
    out: list[PartialMeld] = []
    for i, a in enumerate(dead):
        for b in dead[i + 1 :]:
            outs: list[Card] = []
            if a.rank == b.rank:
                kind = PartialKind.PAIR
                outs = [_card(s, a.rank) for s in range(4) if s not in (a.suit, b.suit)]  # type: ignore[misc]
            elif a.suit == b.suit and abs(a.rank - b.rank) == 1:
                kind = PartialKind.CONNECTOR
                lo, hi = sorted((a.rank, b.rank))
                outs = [c for c in (_card(a.suit, lo - 1), _card(a.suit, hi + 1)) if c is not None]
            elif a.suit == b.suit and abs(a.rank - b.rank) == 2:
                kind = PartialKind.GAP
                mid = _card(a.suit, min(a.rank, b.rank) + 1)
                outs = [mid] if mid is not None else []
            else:
                continue
            live = tuple(c for c in outs if not (seen >> c.index) & 1)
            pair = (a, b) if (a.rank, a.suit) <= (b.rank, b.suit) else (b, a)
            out.append(PartialMeld(kind, pair, tuple(outs), live))
    return out


@dataclass(frozen=True, slots=True)
class DiscardSafety:
    card: Card
    danger: float  # 0 = cannot help the opponent, 1 = the opponent surely wants it
    reason: str  # a code: "dead", "picked_match", "declined_match", "unknown"


def discard_safety(view: PlayerView) -> list[DiscardSafety]:
    """How dangerous each card of the hand is to throw, from what has been seen.

    A card helps the opponent only through a meld with two more cards in their hand.
    Each such pair of cards is held with a probability: 1 for a card they are known
    to hold, 0 for a card seen elsewhere, and for an unseen card the share of the
    opponent's unknown cards among all unseen cards. The danger is the chance that at
    least one such pair is held; a card whose meld partners the opponent passed over
    counts as half as dangerous (they did not want that meld).
    """
    seen = seen_mask(view)
    known = to_mask(view.opponent_known)
    declined = to_mask(view.opponent_declined) | to_mask(view.opponent_discards)
    unseen = 52 - seen.bit_count()
    unknown_in_hand = max(view.opponent_hand_size - len(view.opponent_known), 0)
    p_unseen = unknown_in_hand / unseen if unseen else 0.0

    def weight(card: Card | None) -> float:
        if card is None:
            return 0.0
        bit = 1 << card.index
        if known & bit:
            return 1.0
        if seen & bit:
            return 0.0
        return p_unseen

    out: list[DiscardSafety] = []
    for c in view.hand:
        pairs: list[tuple[Card | None, Card | None]] = []
        mates = [_card(s, c.rank) for s in range(4) if s != c.suit]
        pairs += [(mates[i], mates[j]) for i in range(3) for j in range(i + 1, 3)]
        pairs += [
            (_card(c.suit, c.rank + lo), _card(c.suit, c.rank + hi))
            for lo, hi in ((-2, -1), (-1, 1), (1, 2))
        ]
        miss = 1.0
        for a, b in pairs:
            miss *= 1.0 - weight(a) * weight(b)
        danger = 1.0 - miss
        picked = any((known >> x.index) & 1 for x in _neighbours(c) if x is not None)
        passed = any((declined >> x.index) & 1 for x in _neighbours(c) if x is not None)
        if danger == 0.0:
            reason = "dead"
        elif picked:
            reason = "picked_match"
        elif passed:
            danger *= 0.5
            reason = "declined_match"
        else:
            reason = "unknown"
        out.append(DiscardSafety(c, round(min(danger, 1.0), 3), reason))
    return out


def _neighbours(c: Card) -> list[Card | None]:
    same_rank = [_card(s, c.rank) for s in range(4) if s != c.suit]
    return [*same_rank, _card(c.suit, c.rank - 1), _card(c.suit, c.rank + 1)]


@dataclass(frozen=True, slots=True)
class Pickups:
    taken: tuple[Card, ...]  # cards the opponent took from the discard pile
    still_held: tuple[Card, ...]  # of those, the ones not thrown again
    declined: tuple[Card, ...]  # face-up cards the opponent passed over


def opponent_pickups(view: PlayerView) -> Pickups:
    return Pickups(view.opponent_picked, view.opponent_known, view.opponent_declined)

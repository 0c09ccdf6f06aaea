"""Melds (sets and runs), a hand's meldings, and the best melding of a hand."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import DECK, Card, Rank, from_mask, mask_bits, to_mask
from .deadwood import RUNS_ONLY, min_deadwood


class MeldKind(Enum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (3-4 of a rank) or a run (3+ in sequence in one suit); cards sorted."""

    kind: MeldKind
    cards: tuple[Card, ...]

    @staticmethod
    def of(cards: Iterable[Card]) -> Meld:
        """Build a meld from cards, or raise ValueError if they do not form one."""
        given = list(cards)
        # Melds arrive from actions (and saved files): anything but cards is a bad
        # meld, reported as ValueError like any other, never an AttributeError.
        if not all(isinstance(c, Card) for c in given):
            raise ValueError("not a meld: not all of these are cards")
        cs = sorted(given, key=lambda c: (c.rank, c.suit))
        kind = meld_kind(cs)
        if kind is None:
            raise ValueError("not a meld: " + " ".join(c.code for c in cs))
        return Meld(kind, tuple(cs))

    @property
    def mask(self) -> int:
        return to_mask(self.cards)

    @property
    def low(self) -> Card:
        return self.cards[0]

    @property
    def high(self) -> Card:
        return self.cards[-1]

    def accepts(self, card: Card) -> bool:
        """Could ``card`` be laid off on this meld right now?"""
        if card in self.cards:
            return False
        if self.kind is MeldKind.SET:
            return len(self.cards) < 4 and card.rank == self.cards[0].rank
        suit = self.cards[0].suit
        return card.suit == suit and (
            card.rank == self.cards[0].rank - 1 or card.rank == self.cards[-1].rank + 1
        )

    def extended(self, card: Card) -> Meld:
        if not self.accepts(card):
            raise ValueError(f"{card.code} does not fit this meld")
        return Meld(self.kind, tuple(sorted((*self.cards, card), key=lambda c: (c.rank, c.suit))))

    def lay_off_first(self, card: Card, hand: Iterable[Card]) -> tuple[Card, ...] | None:
        """The cards of ``hand`` to lay off on this meld, in this order, before ``card``
        fits it: () when it fits now; None when no cards of the hand make it fit. Only a
        run grows towards a card (7♦ on 3♦ 4♦ 5♦ after the 6♦); a set takes its fourth
        or nothing."""
        if self.accepts(card):
            return ()
        if self.kind is MeldKind.SET or card.suit != self.cards[0].suit:
            return None
        low, high = self.cards[0].rank, self.cards[-1].rank
        if card.rank > high:
            ranks = range(high + 1, card.rank)
        elif card.rank < low:
            ranks = range(low - 1, card.rank, -1)
        else:
            return None
        held = {c for c in hand if c != card}
        path = tuple(Card(Rank(r), card.suit) for r in ranks)
        return path if all(c in held for c in path) else None

    def __str__(self) -> str:
        return " ".join(c.label for c in self.cards)


def meld_kind(cards: Sequence[Card]) -> MeldKind | None:
    """The kind of meld these cards form, or None."""
    n = len(cards)
    if n < 3 or len(set(cards)) != n:
        return None
    if all(c.rank == cards[0].rank for c in cards):
        return MeldKind.SET if n <= 4 else None
    if all(c.suit == cards[0].suit for c in cards):
        ranks = sorted(c.rank for c in cards)
        if all(ranks[i + 1] == ranks[i] + 1 for i in range(n - 1)):
            return MeldKind.RUN
    return None


def deadwood_count(cards: Iterable[Card]) -> int:
    return sum(c.value for c in cards)


@dataclass(frozen=True, slots=True)
class Melding:
    """A hand split into melds and deadwood."""

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]

    @property
    def deadwood_count(self) -> int:
        return deadwood_count(self.deadwood)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m.cards) + self.deadwood

    @staticmethod
    def of(melds: Iterable[Meld | Iterable[Card]], hand: Iterable[Card]) -> Melding:
        """Check that melds are valid, disjoint and within hand; the rest is deadwood."""
        hand_list = list(hand)
        built = [m if isinstance(m, Meld) else Meld.of(m) for m in melds]
        used: set[Card] = set()
        for m in built:
            for c in m.cards:
                if c in used:
                    raise ValueError(f"{c.code} is in two melds")
                if c not in hand_list:
                    raise ValueError(f"{c.code} is not in the hand")
                used.add(c)
        rest = tuple(sorted((c for c in hand_list if c not in used), key=_rank_order))
        return Melding(tuple(built), rest)


def _rank_order(c: Card) -> tuple[int, int]:
    return (c.rank, c.suit)


def all_melds(cards: Iterable[Card]) -> list[Meld]:
    """Every set (3-card subsets of a four included) and every run, sub-runs included."""
    mask = to_mask(cards)
    out: list[Meld] = []
    for r in range(13):
        present = [DECK[s * 13 + r] for s in range(4) if (mask >> (s * 13 + r)) & 1]
        if len(present) >= 3:
            if len(present) == 4:
                out.append(Meld(MeldKind.SET, tuple(present)))
                for skip in range(4):
                    out.append(
                        Meld(MeldKind.SET, tuple(c for i, c in enumerate(present) if i != skip))
                    )
            else:
                out.append(Meld(MeldKind.SET, tuple(present)))
    for s in range(4):
        suit = (mask >> (s * 13)) & 0x1FFF
        for start in range(13):
            end = start
            while end < 13 and (suit >> end) & 1:
                if end - start >= 2:
                    out.append(
                        Meld(MeldKind.RUN, tuple(DECK[s * 13 + k] for k in range(start, end + 1)))
                    )
                end += 1
    return out


def _runs_of_suit(suit: int, mask: int) -> tuple[list[Meld], list[Card]]:
    """Reconstruct the runs RUNS_ONLY chose for one suit's mask."""
    melds: list[Meld] = []
    dead: list[Card] = []
    while mask:
        low = (mask & -mask).bit_length() - 1
        target = RUNS_ONLY[mask]
        # A run from the lowest card is preferred to leaving it as deadwood when both
        # are optimal, and the longest such run: melds as long as the optimum allows.
        chosen = None
        run = 0
        k = low
        while k < 13 and (mask >> k) & 1:
            run |= 1 << k
            if k - low >= 2 and RUNS_ONLY[mask & ~run] == target:
                chosen = run  # keep extending: the longest run that is still optimal
            k += 1
        if chosen is not None:
            melds.append(
                Meld(
                    MeldKind.RUN, tuple(DECK[suit * 13 + r] for r in range(13) if (chosen >> r) & 1)
                )
            )
            mask &= ~chosen
        else:
            dead.append(DECK[suit * 13 + low])
            mask &= ~(1 << low)
    return melds, dead


def best_melding(cards: Iterable[Card]) -> Melding:
    """A melding with the least deadwood (deterministic choice among equals)."""
    hand = list(cards)
    mask = to_mask(hand)
    target = min_deadwood(mask)
    suits = [(mask >> (13 * s)) & 0x1FFF for s in range(4)]
    r3 = [r for r in range(13) if sum((suits[s] >> r) & 1 for s in range(4)) >= 3]

    def search(i: int, sm: list[int], sets: list[Meld]) -> list[Meld] | None:
        if i == len(r3):
            if sum(RUNS_ONLY[m] for m in sm) == target:
                return sets
            return None
        r = r3[i]
        bit = 1 << r
        have = [s for s in range(4) if sm[s] & bit]
        choices: list[tuple[int, ...]] = []
        if len(have) >= 3:
            choices.append(tuple(have))
            if len(have) == 4:
                choices += [tuple(x for x in have if x != skip) for skip in have]
        for ch in choices:
            nsm = [m & ~bit if s in ch else m for s, m in enumerate(sm)]
            meld = Meld(MeldKind.SET, tuple(DECK[s * 13 + r] for s in ch))
            found = search(i + 1, nsm, [*sets, meld])
            if found is not None:
                return found
        return search(i + 1, sm, sets)

    sets = search(0, suits, [])
    assert sets is not None, "the deadwood table and the reconstruction disagree"
    used = 0
    for m in sets:
        used |= m.mask
    melds = list(sets)
    dead: list[Card] = []
    for s in range(4):
        rm, dd = _runs_of_suit(s, (mask & ~used) >> (13 * s) & 0x1FFF)
        melds += rm
        dead += dd
    melds.sort(key=lambda m: (m.kind is MeldKind.RUN, m.cards[0].rank, m.cards[0].suit))
    return Melding(tuple(melds), tuple(sorted(dead, key=_rank_order)))


def all_best_meldings(cards: Iterable[Card]) -> list[Melding]:
    """Every melding with the least deadwood (for choosing among equal ones)."""
    hand = list(cards)
    mask = to_mask(hand)
    target = min_deadwood(mask)
    melds = all_melds(hand)
    masks = [m.mask for m in melds]
    found: list[Melding] = []

    def dfs(start: int, used: int, chosen: list[int]) -> None:
        rest = mask & ~used
        if min_deadwood(rest) + 0 > target:
            return
        if sum(DECK[i].value for i in mask_bits(rest)) == target:
            dead = tuple(sorted(from_mask(rest), key=_rank_order))
            found.append(Melding(tuple(melds[i] for i in chosen), dead))
        for i in range(start, len(melds)):
            if masks[i] & used:
                continue
            chosen.append(i)
            dfs(i + 1, used | masks[i], chosen)
            chosen.pop()

    dfs(0, 0, [])
    return found


def layoff_exposure(melds: Iterable[Meld], known_mask: int) -> int:
    """How many cards the opponent might lay off on these melds.

    Counts the cards that would extend a meld directly (the fourth of a set, the
    card below or above a run), not counting cards known to be elsewhere
    (``known_mask``: the knocker's own hand and the discard pile).
    """
    candidates = 0
    meld_list = list(melds)
    for m in meld_list:
        if m.kind is MeldKind.SET:
            if len(m.cards) == 3:
                r = m.cards[0].rank
                suits_in = {c.suit for c in m.cards}
                for s in range(4):
                    if s not in suits_in:
                        candidates |= 1 << (s * 13 + r - 1)
        else:
            s = m.cards[0].suit
            lo, hi = m.cards[0].rank, m.cards[-1].rank
            if lo > Rank.ACE:
                candidates |= 1 << (s * 13 + lo - 2)
            if hi < Rank.KING:
                candidates |= 1 << (s * 13 + hi)
    return (candidates & ~known_mask).bit_count()


def knocker_arrangement(cards: Iterable[Card], known_mask: int = 0) -> Melding:
    """The knocker's automatic arrangement: least deadwood, then fewest layoffs."""
    hand = list(cards)
    options = all_best_meldings(hand)
    if not options:
        return best_melding(hand)
    known = known_mask | to_mask(hand)

    def key(m: Melding) -> tuple[int, int, str]:
        return (
            layoff_exposure(m.melds, known),
            -sum(len(x.cards) for x in m.melds),
            " ".join(str(x) for x in m.melds),
        )

    return min(options, key=key)

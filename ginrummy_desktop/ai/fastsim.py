"""A fast hand simulator on card masks, for the Expert's rollouts (not the rules engine).

It plays the rest of one hand from a guessed full state with quick fixed policies
and scores the end the way the engine does (knock, gin, Big Gin, undercut, tie,
layoffs, Oklahoma's doubling, void). It trades the engine's checks and events for
speed: a rollout costs well under a millisecond. tests/ai/test_fastsim_engine.py
plays the same policy through the engine and holds the moves and points equal.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from ..model.cards import DECK, Card
from ..model.deadwood import best_discard_indices, min_deadwood, min_deadwood_after_discard
from ..model.melds import MeldKind, best_melding
from ..model.rules import Rules
from .masks import CARD_VALUE, bits, in_some_meld, mask_of, neighbours

STOCK_FLOOR = 2
MAX_PLIES = 80


@dataclass(frozen=True, slots=True)
class Scoring:
    """The rule parameters a rollout needs, read once from the Rules and the hand.

    A won hand is worth its points as the engine scores them (model.scoring) plus the
    box bonus it brings at the end of the game; tests/ai/test_fastsim_engine.py holds
    this to the engine.
    """

    knock_limit: int
    gin_bonus: int
    undercut_bonus: int
    undercut_on_tie: bool
    tie_bonus: int
    hand_win_bonus: int
    box_bonus: int
    doubled: bool = False  # Oklahoma: the first upcard was a spade
    layoff_on_gin: bool = False
    big_gin_bonus: int | None = None  # None: Big Gin is not played

    @staticmethod
    def of(rules: Rules, knock_limit: int, *, doubled: bool = False) -> Scoring:
        return Scoring(
            knock_limit=knock_limit,
            gin_bonus=rules.gin_bonus,
            undercut_bonus=rules.undercut_bonus,
            undercut_on_tie=rules.undercut_on_tie,
            tie_bonus=rules.tie_bonus,
            hand_win_bonus=rules.hand_win_bonus,
            box_bonus=rules.box_bonus,
            doubled=doubled,
            layoff_on_gin=rules.layoff_on_gin,
            big_gin_bonus=rules.big_gin_bonus,
        )

    @property
    def win_bonus(self) -> int:
        """Points a won hand is worth beyond its score (undoubled): hand and box bonus."""
        return self.hand_win_bonus + self.box_bonus

    def won(self, points: int) -> int:
        """What winning a hand scored ``points`` (before the hand bonus) is worth."""
        hand = points + self.hand_win_bonus
        return (2 * hand if self.doubled else hand) + self.box_bonus


@dataclass(frozen=True, slots=True)
class Ply:
    """One turn of a rollout: who, whether the top discard was taken, the card thrown."""

    player: int
    took_discard: bool
    card: int  # index of the card discarded or knocked with; -1 for Big Gin
    knocked: bool


def knocker_melds(hand: int) -> list[tuple[bool, int]]:
    """(is_set, mask) of each meld of the engine-style least-deadwood melding."""
    melding = best_melding(_cards(hand))
    return [(m.kind is MeldKind.SET, mask_of(m.cards)) for m in melding.melds]


def _cards(mask: int) -> list[Card]:
    return [DECK[i] for i in bits(mask)]


def _extensions(is_set: bool, meld: int, hand: int) -> list[int]:
    """Masks of the defender's cards one meld can take, each a playable group."""
    out = [0]
    if is_set:
        if meld.bit_count() < 4:
            r = (meld & -meld).bit_length() - 1
            r %= 13
            for s in range(4):
                b = 1 << (s * 13 + r)
                if hand & b and not meld & b:
                    out.append(b)
        return out
    low = (meld & -meld).bit_length() - 1
    high = meld.bit_length() - 1
    suit_base = low - low % 13
    below = []
    i = low - 1
    while i >= suit_base and hand >> i & 1:
        below.append(1 << i)
        i -= 1
    above = []
    i = high + 1
    while i < suit_base + 13 and hand >> i & 1:
        above.append(1 << i)
        i += 1
    for nb in range(len(below) + 1):
        for na in range(len(above) + 1):
            if nb or na:
                out.append(sum(below[:nb]) + sum(above[:na]))
    return out


def defender_deadwood(defender: int, melds: list[tuple[bool, int]]) -> int:
    """The defender's least deadwood after laying off on the knocker's melds."""
    options = [_extensions(is_set, m, defender) for is_set, m in melds]
    options = [o for o in options if len(o) > 1]
    best = min_deadwood(defender)
    for combo in itertools.product(*options):
        used = 0
        ok = True
        for part in combo:
            if used & part:
                ok = False
                break
            used |= part
        if ok and used:
            v = min_deadwood(defender & ~used)
            if v < best:
                best = v
    return best


def score_knock(knocker_hand: int, defender: int, sc: Scoring) -> int:
    """Points of a knock for the knocker (negative when the defender wins)."""
    dw = min_deadwood(knocker_hand)
    if dw == 0 and not sc.layoff_on_gin:
        return sc.won(min_deadwood(defender) + sc.gin_bonus)
    dd = defender_deadwood(defender, knocker_melds(knocker_hand))
    if dw == 0:
        return sc.won(dd + sc.gin_bonus)
    if dw < dd:
        return sc.won(dd - dw)
    if dw > dd or sc.undercut_on_tie:
        return -sc.won(dw - dd + sc.undercut_bonus)
    return -sc.won(sc.tie_bonus) if sc.tie_bonus else 0


def score_big_gin(hand: int, defender: int, sc: Scoring) -> int:
    """Points of a Big Gin (all eleven cards of ``hand`` melded) for the one who goes it."""
    assert sc.big_gin_bonus is not None
    if sc.layoff_on_gin:
        dd = defender_deadwood(defender, knocker_melds(hand))
    else:
        dd = min_deadwood(defender)
    return sc.won(dd + sc.big_gin_bonus)


def greedy_discard(hand: int, exclude: int) -> tuple[int, int]:
    """(deadwood after, card) of the lowest-deadwood discard; ties to the highest card
    (of equal values, the lowest index)."""
    m = hand & ~exclude
    if exclude & hand:
        best, cards = best_discard_indices(hand, exclude=exclude)
        return best, max(cards, key=lambda i: (CARD_VALUE[i], -i))
    # The least deadwood is known at once; the card reaching it is then looked for
    # from the highest card down, which usually finds it in a try or two.
    best = min_deadwood_after_discard(hand)
    for i in _BY_VALUE:
        if m >> i & 1 and min_deadwood(hand ^ (1 << i)) == best:
            return best, i
    raise AssertionError("no discard reaches the least deadwood")


# Card indices from the highest value down; of equal values, the lowest index first.
_BY_VALUE: tuple[int, ...] = tuple(sorted(range(52), key=lambda i: (-CARD_VALUE[i], i)))
_NEAR: tuple[int, ...] = tuple(neighbours(i) for i in range(52))


def keeping_discard(
    hand: int, exclude: int, partner_weight: float, greedy: tuple[int, int] | None = None
) -> tuple[int, int]:
    """(deadwood after, card) of a discard that keeps the hand's chances of new melds.

    Where the least-deadwood discard (``greedy``, when already known) is a card in no
    meld of the hand, every card in no meld is weighed instead by its value less
    ``partner_weight`` for each card of the hand it could meld with later (same rank,
    or within two in its suit): with a weight above one a lone nine goes before a
    king waiting beside its queen; at 0 only equally valued cards are told apart (the
    one with fewer partners goes). A card in a meld is never broken up for this.
    """
    dw, idx = greedy or greedy_discard(hand, exclude)
    tie = 0.5 if partner_weight <= 0.0 else 0.0

    def score(j: int, others: int) -> float:
        partners = (others & _NEAR[j]).bit_count()
        return CARD_VALUE[j] - (partner_weight + tie) * partners

    rest = hand & ~(1 << idx)
    if in_some_meld(rest, idx):
        return dw, idx
    best_score = score(idx, rest)
    choice = idx
    m = hand & ~exclude & ~(1 << idx)
    while m:
        low = m & -m
        m ^= low
        j = low.bit_length() - 1
        if partner_weight <= 0.0 and CARD_VALUE[j] != CARD_VALUE[idx]:
            continue
        others = hand & ~low
        if in_some_meld(others, j):
            continue
        v = score(j, others)
        if v > best_score:
            best_score, choice = v, j
    return dw + CARD_VALUE[idx] - CARD_VALUE[choice], choice


def rollout(
    hands: list[int],
    stock: list[int],
    top: int,
    turn: int,
    sc: Scoring,
    *,
    me: int,
    knock_at: tuple[int, int] = (10, 10),
    trace: list[Ply] | None = None,
    partner_weight: float | tuple[float | None, float | None] | None = None,
) -> int:
    """Play the hand on from the start of ``turn``'s draw; points for ``me``.

    Both sides draw the top discard when it completes a meld, else from the
    stock, go Big Gin when the rules have it and all eleven cards meld, else throw the
    lowest-deadwood card and knock once their deadwood is at most ``knock_at[player]``
    (capped by the knock limit); the knocker lays down :func:`knocker_melds`. With a
    ``partner_weight`` the discards keep partial melds (:func:`keeping_discard`); a pair
    gives each player's own (indexed by player), so that the two sides may discard
    by different habits.
    ``stock`` is consumed from its end. ``trace``, when given, receives every move
    (for the tests that hold this to the engine).
    """
    hands = list(hands)
    stock = list(stock)
    limit = sc.knock_limit
    weights = partner_weight if isinstance(partner_weight, tuple) else (partner_weight,) * 2
    # Two players who each take the other's discard can pass cards back and
    # forth for ever without touching the stock; such a rollout counts as void.
    for _ in range(MAX_PLIES):
        h = hands[turn]
        taken = 0
        if top >= 0 and in_some_meld(h, top):
            h |= 1 << top
            taken = 1 << top
        else:
            if len(stock) <= STOCK_FLOOR:
                return 0
            h |= 1 << stock.pop()
        dw, idx = greedy_discard(h, taken)
        weight = weights[turn]
        if weight is not None and dw > min(limit, knock_at[turn]):
            # No knock this turn: throw what keeps the most chances instead.
            dw, idx = keeping_discard(h, taken, weight, (dw, idx))
        # Eleven cards in melds leave a ten-card gin too, so Big Gin is looked for
        # only then; it scores more than the gin, and the policy takes it.
        if dw == 0 and sc.big_gin_bonus is not None and min_deadwood(h) == 0:
            if trace is not None:
                trace.append(Ply(turn, bool(taken), -1, True))
            pts = score_big_gin(h, hands[1 - turn], sc)
            return pts if turn == me else -pts
        h &= ~(1 << idx)
        knocks = dw == 0 or dw <= min(limit, knock_at[turn])
        if trace is not None:
            trace.append(Ply(turn, bool(taken), idx, knocks))
        if knocks:
            pts = score_knock(h, hands[1 - turn], sc)
            return pts if turn == me else -pts
        hands[turn] = h
        top = idx
        if len(stock) <= STOCK_FLOOR:
            return 0
        turn = 1 - turn
    return 0

"""Shared test helpers: independent brute-force references, arranged deals, snapshots.

The references here deliberately reuse nothing from the code under test except the
Card value type itself: they work on (rank, suit) pairs, enumerate melds naively and
search exhaustively, so a bug in the engine's tables cannot hide behind the same bug
in the reference.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations, pairwise
from typing import Any

import pytest
from hypothesis import strategies as st

from ginrummy_desktop.model.actions import Action, Discard, Gin, NextHand
from ginrummy_desktop.model.cards import DECK, Card, parse_cards, to_mask
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.model.deal import Deal, Phase
from ginrummy_desktop.model.errors import IllegalAction, IllegalCode
from ginrummy_desktop.model.match import Match
from ginrummy_desktop.model.rules import Rules

RS = tuple[int, int]  # (rank 1..13, suit 0..3): the references' own card representation


# ------------------------------------------------------------------ card helpers
def rs(card: Card) -> RS:
    return (int(card.rank), int(card.suit))


def value(rank: int) -> int:
    return min(rank, 10)


def mask_of(cards: Iterable[Card]) -> int:
    """The documented 52-bit layout: bit ``suit * 13 + rank - 1``."""
    m = 0
    for c in cards:
        m |= 1 << (int(c.suit) * 13 + int(c.rank) - 1)
    return m


def cards_of_mask(mask: int) -> list[Card]:
    return [DECK[i] for i in range(52) if (mask >> i) & 1]


def C(text: str) -> list[Card]:
    return parse_cards(text)


# --------------------------------------------------------- brute-force melding
def is_meld(cards: Iterable[RS]) -> bool:
    cs = sorted(set(cards))
    if len(cs) < 3 or len(cs) != len(list(cards)):
        return False
    ranks = {r for r, _ in cs}
    suits = {s for _, s in cs}
    if len(ranks) == 1:
        return len(cs) <= 4
    if len(suits) == 1:
        rk = sorted(r for r, _ in cs)
        return all(b == a + 1 for a, b in pairwise(rk))
    return False


def _melds_with(card: RS, pool: frozenset[RS]) -> list[frozenset[RS]]:
    """Every meld inside ``pool`` that contains ``card`` (naive enumeration)."""
    r, s = card
    out: list[frozenset[RS]] = []
    same_rank = [c for c in pool if c[0] == r and c != card]
    for k in (2, 3):
        for others in combinations(same_rank, k):
            out.append(frozenset((card, *others)))
    for lo in range(1, r + 1):
        for hi in range(r, 14):
            if hi - lo < 2:
                continue
            run = frozenset((x, s) for x in range(lo, hi + 1))
            if run <= pool:
                out.append(run)
    return out


@lru_cache(maxsize=400_000)
def _bf_min(pool: frozenset[RS]) -> int:
    if not pool:
        return 0
    first = min(pool)
    best = value(first[0]) + _bf_min(pool - {first})
    for meld in _melds_with(first, pool):
        v = _bf_min(pool - meld)
        if v < best:
            best = v
    return best


def brute_min_deadwood(cards: Iterable[Card]) -> int:
    return _bf_min(frozenset(rs(c) for c in cards))


def brute_all_meldings(cards: Iterable[Card]) -> list[tuple[frozenset[frozenset[RS]], int]]:
    """Every partition of the hand into melds plus deadwood, with its deadwood count."""
    out: list[tuple[frozenset[frozenset[RS]], int]] = []

    def go(pool: frozenset[RS], melds: list[frozenset[RS]], dead: int) -> None:
        if not pool:
            out.append((frozenset(melds), dead))
            return
        first = min(pool)
        go(pool - {first}, melds, dead + value(first[0]))
        for meld in _melds_with(first, pool):
            go(pool - meld, [*melds, meld], dead)

    go(frozenset(rs(c) for c in cards), [], 0)
    return out


def brute_optimal_meldings(cards: Iterable[Card]) -> set[frozenset[frozenset[RS]]]:
    every = brute_all_meldings(cards)
    best = min(d for _, d in every)
    return {m for m, d in every if d == best}


def brute_discards(cards: Sequence[Card], exclude: Iterable[Card] = ()) -> tuple[int, set[Card]]:
    """Least deadwood after one discard and every card that reaches it."""
    excluded = set(exclude)
    vals = {c: brute_min_deadwood([x for x in cards if x != c]) for c in cards if c not in excluded}
    best = min(vals.values())
    return best, {c for c, v in vals.items() if v == best}


# ------------------------------------------------------- brute-force layoffs
def _fits(card: RS, meld: frozenset[RS]) -> bool:
    if card in meld:
        return False
    ranks = {r for r, _ in meld}
    suits = {s for _, s in meld}
    if len(ranks) == 1 and len(meld) >= 3 and (len(suits) == len(meld)):
        # A set (a 3-card run has 3 ranks, so this cannot be a run).
        return card[0] in ranks and len(meld) < 4
    (suit,) = suits
    return card[1] == suit and (card[0] == min(ranks) - 1 or card[0] == max(ranks) + 1)


def can_lay_off_all(cards: frozenset[RS], melds: tuple[frozenset[RS], ...]) -> bool:
    """Can every card be laid off, one after another, each fitting a meld as it is then?"""
    if not cards:
        return True
    for c in cards:
        for i, m in enumerate(melds):
            if _fits(c, m):
                grown = (*melds[:i], m | {c}, *melds[i + 1 :])
                if can_lay_off_all(cards - {c}, grown):
                    return True
    return False


def brute_best_layoff_deadwood(
    defender: Iterable[Card], knocker_melds: Iterable[Iterable[Card]]
) -> int:
    """Least defender deadwood over every subset of their cards that can be laid off.

    Only cards of a meld's suit (runs) or rank (sets) can ever be laid off, so the
    subsets are taken from those; every other card stays in the hand either way.
    """
    hand = frozenset(rs(c) for c in defender)
    melds = tuple(frozenset(rs(c) for c in m) for m in knocker_melds)
    touch = [
        c
        for c in sorted(hand)
        if any(
            (len({r for r, _ in m}) == 1 and c[0] == next(iter(m))[0])
            or (len({s for _, s in m}) == 1 and c[1] == next(iter(m))[1])
            for m in melds
        )
    ]
    best = _bf_min(hand)
    for k in range(1, len(touch) + 1):
        for subset in combinations(touch, k):
            s = frozenset(subset)
            if can_lay_off_all(s, melds):
                v = _bf_min(hand - s)
                if v < best:
                    best = v
    return best


def layoffs_are_sequentially_valid(
    layoffs: Iterable[tuple[Card, int]], knocker_melds: Sequence[Iterable[Card]]
) -> bool:
    melds = [frozenset(rs(c) for c in m) for m in knocker_melds]
    for card, idx in layoffs:
        if not 0 <= idx < len(melds) or not _fits(rs(card), melds[idx]):
            return False
        melds[idx] = melds[idx] | {rs(card)}
    return True


# ----------------------------------------------------------- arranged deals
def stacked_deck(
    *,
    dealer: int,
    hands: dict[int, Sequence[Card]],
    upcard: Card,
    stock: Sequence[Card] = (),
) -> list[Card]:
    """A deck that deals the given hands (one at a time, non-dealer first), turns up
    ``upcard`` and then has ``stock`` on top of the stock in drawing order; the
    remaining cards follow in deck order."""
    non_dealer = 1 - dealer
    nd, dl = list(hands[non_dealer]), list(hands[dealer])
    assert len(nd) == 10 and len(dl) == 10
    deck: list[Card] = []
    for i in range(10):
        deck += [nd[i], dl[i]]
    deck.append(upcard)
    deck += list(stock)
    rest = [c for c in DECK if c not in deck]
    deck += rest
    assert len(deck) == 52 and len(set(deck)) == 52, "arranged cards repeat"
    return deck


def deal_from_deck(rules: Rules, deck: Sequence[Card], *, dealer: int = 0) -> Deal:
    """A Deal dealt from ``deck`` (deck[0] is dealt first), through the model's own
    arranged-deck argument."""
    return Deal(rules, dealer=dealer, deal_number=0, deck=deck)


def arranged_deal(
    rules: Rules,
    *,
    dealer: int = 0,
    hands: dict[int, Sequence[Card]],
    upcard: Card,
    stock: Sequence[Card] = (),
) -> Deal:
    return deal_from_deck(
        rules, stacked_deck(dealer=dealer, hands=hands, upcard=upcard, stock=stock), dealer=dealer
    )


def skip_upcard(deal: Deal) -> None:
    """Both decline the first upcard: the non-dealer is then to draw from the stock."""
    deal.apply(_pass(deal.turn))
    deal.apply(_pass(deal.turn))


def _pass(player: int) -> Action:
    from ginrummy_desktop.model.actions import Pass

    return Pass(player)


# ------------------------------------------------------------------ snapshots
def _frozen(value: Any) -> Any:
    """Lists turned into tuples, one level down too (the hands). Everything else in a
    Deal is an immutable value (cards, events, actions, melds, results), so this is a
    full copy at a fraction of deepcopy's cost."""
    if isinstance(value, list):
        if value and isinstance(value[0], list):
            return tuple(tuple(v) for v in value)
        return tuple(value)
    return value


def snapshot(deal: Deal) -> dict[str, Any]:
    """Everything a Deal holds, copied, for before/after comparisons."""
    from ginrummy_desktop.model.serialize import deal_to_dict

    snap = {k: _frozen(v) for k, v in vars(deal).items()}
    snap["__json__"] = json.dumps(deal_to_dict(deal), sort_keys=True)
    return snap


def refused(deal: Deal, action: Action, code: IllegalCode) -> IllegalAction:
    before = snapshot(deal)
    with pytest.raises(IllegalAction) as info:
        deal.apply(action)
    assert info.value.code is code, info.value.message
    assert snapshot(deal) == before, "a refused action changed the state"
    assert not deal.is_legal(action)
    return info.value


def cards_everywhere(deal: Deal) -> Counter[Card]:
    """Count every card by looking in every place one can be (not via card_count)."""
    seen: Counter[Card] = Counter()
    for h in deal.hands:
        seen.update(h)
    seen.update(deal.stock)
    seen.update(deal.discard_pile)
    if deal.knock_card is not None:
        seen[deal.knock_card] += 1
    seen.update(lo.card for lo in deal.layoffs)
    return seen


def assert_conserved(deal: Deal) -> None:
    assert deal.card_count() == 52
    seen = cards_everywhere(deal)
    assert sum(seen.values()) == 52
    assert set(seen) == set(DECK)
    # Laid-off cards live in the knocker's melds too: check they are the same ones.
    if deal.knocker is not None:
        in_melds = {c for m in deal.knocker_melds for c in m.cards}
        assert {lo.card for lo in deal.layoffs} <= in_melds


# ---------------------------------------------------------------- random play
def choose_action(deal: Deal, rng: random.Random, *, knock_chance: float = 0.3) -> Action:
    """A random legal action, biased so that hands often run long or end in a knock."""
    legal = deal.legal_actions()
    if deal.phase is Phase.DISCARD:
        enders = [a for a in legal if type(a) is not Discard]  # knock, gin, Big Gin
        if enders and rng.random() < knock_chance:
            gins = [a for a in enders if isinstance(a, Gin)]
            return rng.choice(gins or enders)
        return rng.choice([a for a in legal if type(a) is Discard])
    return rng.choice(legal)


def play_random(deal: Deal, rng: random.Random, *, steps: int, knock_chance: float = 0.3) -> None:
    for _ in range(steps):
        if deal.is_over:
            return
        deal.apply(choose_action(deal, rng, knock_chance=knock_chance))


# ----------------------------------------------------------- whole matches
def greedy(match: Match, rng: random.Random, *, knock_chance: float = 0.8) -> Action:
    """Knock or go gin when legal (with ``knock_chance``; holding back lets the other
    hand improve, so undercuts and ties happen), else discard the card leaving the
    least deadwood; sometimes take the face-up card."""
    legal = match.legal_actions()
    if isinstance(legal[0], NextHand):
        return NextHand(rng.randrange(2))
    deal = match.current
    if deal.phase is Phase.DISCARD:
        enders = [a for a in legal if type(a) is not Discard]
        if enders and rng.random() < knock_chance:
            return rng.choice(enders)
        mask = to_mask(deal.hands[deal.turn])
        discards = [a for a in legal if type(a) is Discard]
        return min(
            discards,
            key=lambda a: (min_deadwood(mask & ~(1 << a.card.index)), rng.random()),
        )
    return rng.choice(legal)


def play_out(rules: Rules, seed: int, *, knock_chance: float = 0.8) -> Match:
    """A whole match played by :func:`greedy` for both seats."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    for _ in range(20_000):
        if match.is_over:
            return match
        match.apply(greedy(match, rng, knock_chance=knock_chance))
    raise AssertionError("the match did not end")


# ------------------------------------------------------- hypothesis strategies
card_indices = st.integers(min_value=0, max_value=51)


def random_hand(n: int) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(DECK), min_size=n, max_size=n, unique=True)


def dense_hand(n: int) -> st.SearchStrategy[list[Card]]:
    """Cards from 5 consecutive ranks in all four suits: full of sets and runs."""

    def pool(low: int) -> st.SearchStrategy[list[Card]]:
        cards = [c for c in DECK if low <= int(c.rank) < low + 5]
        return st.lists(st.sampled_from(cards), min_size=n, max_size=n, unique=True)

    return st.integers(min_value=1, max_value=9).flatmap(pool)

"""PlayerView: what one player may know, and nothing more."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.actions import (
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Pass,
    TakeUpcard,
)
from ginrummy_desktop.model.cards import Card, shuffled_deck
from ginrummy_desktop.model.deal import Deal, Phase
from ginrummy_desktop.model.events import EventKind
from ginrummy_desktop.model.match import Match
from ginrummy_desktop.model.rules import PRESETS
from ginrummy_desktop.model.view import PlayerView, deal_view, match_view

from .helpers import C, arranged_deal, choose_action, deal_from_deck, skip_upcard

STANDARD = PRESETS["standard"]


def cards_in(value: Any) -> set[Card]:
    """Every card anywhere inside a view (fields, tuples, events, melds, results)."""
    found: set[Card] = set()
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, tuple | list | set | frozenset):
        for v in value:
            found |= cards_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            found |= cards_in(v)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            found |= cards_in(getattr(value, f.name))
    return found


def taken_from_pile(d: Deal, player: int) -> set[Card]:
    return {
        e.card
        for e in d.events
        if e.player == player
        and e.kind in (EventKind.UPCARD_TAKEN, EventKind.DISCARD_DRAWN)
        and e.card is not None
    }


def test_view_has_no_deal_number_seed_or_hidden_cards() -> None:
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not names & {"deal_number", "seed", "stock", "hands", "opponent_hand", "deck"}
    m = Match(STANDARD, seed=99)
    v = match_view(m, 0)
    assert m.current.deal_number not in dataclasses.astuple(v)
    assert v.stock_size == len(m.current.stock) == 31
    assert v.opponent_hand_size == 10
    assert cards_in(v) & set(m.current.hands[1]) == set()
    assert cards_in(v) & set(m.current.stock) == set()


def test_opponent_stock_draw_is_masked_in_the_log() -> None:
    d = Deal(STANDARD, dealer=0, deal_number=21)
    skip_upcard(d)
    drawn = d.stock[-1]
    d.apply(DrawStock(1))
    mine = deal_view(d, 1).log[-1]
    theirs = deal_view(d, 0).log[-1]
    assert mine.kind is theirs.kind is EventKind.STOCK_DRAWN
    assert mine.card == drawn and theirs.card is None
    # The same card discarded becomes public.
    d.apply(Discard(1, drawn))
    assert deal_view(d, 0).log[-1].card == drawn
    # A card drawn from the discard pile is public.
    d.apply(DrawDiscard(0))
    assert deal_view(d, 1).log[-1].card == drawn
    assert deal_view(d, 1).opponent_known == (drawn,)


def test_knock_discard_is_face_down_for_the_defender() -> None:
    knocker = C("2S 3S 4S 5S 6S 8S 8C 8H 8D AC")
    junk = C("KC QD JH 9C 7D 5C 3H TD 2C 4D")
    d = arranged_deal(
        STANDARD, dealer=0, hands={1: knocker, 0: junk}, upcard=C("KH")[0], stock=C("QH")
    )
    skip_upcard(d)
    d.apply(DrawStock(1))
    d.apply(Knock(1, C("QH")[0]))
    v = deal_view(d, 0)
    assert v.phase is Phase.LAYOFF
    assert C("QH")[0] not in cards_in(v)
    assert set(C("AC")) == set(v.knocker_deadwood)
    assert {c for m in v.knocker_melds for c in m.cards} == set(knocker) - set(C("AC"))
    assert C("QH")[0] in cards_in(deal_view(d, 1))


@settings(max_examples=40, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=0, max_value=70),
    st.sampled_from([0, 1]),
    st.sampled_from([0, 1]),
)
def test_hidden_cards_do_not_change_the_view(
    number: int, seed: int, steps: int, viewer: int, dealer: int
) -> None:
    rng = random.Random(seed)
    a = Deal(STANDARD, dealer=dealer, deal_number=number)
    for _ in range(steps):
        if a.is_over:
            break
        a.apply(choose_action(a, rng, knock_chance=0.0))
    other = 1 - viewer
    # The opponent's cards that the viewer has not seen them take, and the stock.
    hidden = (set(a.hands[other]) - taken_from_pile(a, other)) | set(a.stock)
    view_a = deal_view(a, viewer)
    assert cards_in(view_a) & hidden == set()
    assert set(view_a.opponent_known) == set(a.hands[other]) & taken_from_pile(a, other)
    # Deal B: the same deck with the hidden cards shuffled among their own places.
    deck = shuffled_deck(number)
    places = [i for i, c in enumerate(deck) if c in hidden]
    moved = [deck[i] for i in places]
    rng.shuffle(moved)
    deck_b = list(deck)
    for i, c in zip(places, moved, strict=True):
        deck_b[i] = c
    b = deal_from_deck(STANDARD, deck_b, dealer=dealer)
    for action in a.actions:
        b.apply(action)
    assert deal_view(b, viewer) == view_a
    if len(hidden) > 1 and deck_b != deck:
        assert a.hands[other] != b.hands[other] or a.stock != b.stock


def test_views_of_two_deals_differing_only_in_hidden_cards() -> None:
    mine = C("AC 2C 3C 4D 5D 6H 7H 8S 9S TS")
    theirs_a = C("KC QC JC KD QD JD KH QH JH KS")
    theirs_b = C("KC QC JC KD QD JD 5S 4S 3S 2S")  # four hidden cards swapped with the stock
    deep = C("7C 8C 9C")
    a = arranged_deal(
        STANDARD,
        dealer=0,
        hands={0: mine, 1: theirs_a},
        upcard=C("AS")[0],
        stock=[*deep, *C("5S 4S 3S 2S")],
    )
    b = arranged_deal(
        STANDARD,
        dealer=0,
        hands={0: mine, 1: theirs_b},
        upcard=C("AS")[0],
        stock=[*deep, *C("KH QH JH KS")],
    )
    for d in (a, b):
        d.apply(Pass(1))
        d.apply(Pass(0))
        d.apply(DrawStock(1))
        d.apply(Discard(1, C("7C")[0]))
        d.apply(DrawStock(0))
        d.apply(Discard(0, C("TS")[0]))
        d.apply(DrawStock(1))  # 9C: kept, hidden
        d.apply(Discard(1, C("KC")[0]))
    assert a.hands[1] != b.hands[1] and a.stock != b.stock
    assert deal_view(a, 0) == deal_view(b, 0)
    assert deal_view(a, 1) != deal_view(b, 1)


def test_a_card_taken_again_is_known_again() -> None:
    # The opponent takes the ace of spades, throws it away, the viewer takes it and
    # throws it back, and the opponent takes it again: it is known to be in their hand.
    mine = C("AC 2C 3C 4D 5D 6H 7H 8S 9S TS")
    theirs = C("KC QC JC KD QD JD KH QH JH KS")
    ace = C("AS")[0]
    d = arranged_deal(
        STANDARD, dealer=0, hands={0: mine, 1: theirs}, upcard=ace, stock=C("2H 3H 4H 5H")
    )
    d.apply(TakeUpcard(1))
    d.apply(Discard(1, C("KC")[0]))
    d.apply(DrawStock(0))
    d.apply(Discard(0, C("2H")[0]))
    d.apply(DrawStock(1))
    d.apply(Discard(1, ace))
    assert deal_view(d, 0).opponent_known == ()
    d.apply(DrawDiscard(0))
    d.apply(Discard(0, C("TS")[0]))
    d.apply(DrawStock(1))
    d.apply(Discard(1, C("4H")[0]))
    d.apply(DrawStock(0))
    d.apply(Discard(0, ace))
    d.apply(DrawDiscard(1))
    v = deal_view(d, 0)
    assert v.opponent_picked == (ace, ace)
    assert v.opponent_known == (ace,)

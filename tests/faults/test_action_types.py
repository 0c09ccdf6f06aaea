"""Wrong-typed action fields are refused with IllegalAction and change nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model import (
    PRESETS,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    IllegalAction,
    IllegalCode,
    Knock,
    LayOff,
    Match,
    NextHand,
    Pass,
    TakeUpcard,
)
from ginrummy_desktop.model.actions import ACTION_TYPES
from ginrummy_desktop.model.cards import parse_card
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict

RULES = PRESETS["standard"]
CARD = parse_card("AS")

# Values that are not a player number (0 or 1 as a real int), nor a card, nor a meld index.
WRONG = st.one_of(
    st.just(True),
    st.just(False),
    st.floats(allow_nan=True),
    st.just(1.0),
    st.just(0.0),
    st.text(max_size=3),
    st.just("1"),
    st.none(),
    st.lists(st.integers(0, 1), max_size=2),
)


def state(match: Match) -> str:
    deal = match.current
    return json.dumps(
        {
            "match": match_to_dict(match),
            "hands": [[c.code for c in h] for h in deal.hands],
            "stock": [c.code for c in deal.stock],
            "discard": [c.code for c in deal.discard_pile],
            "phase": deal.phase.value if hasattr(deal.phase, "value") else str(deal.phase),
            "turn": repr(deal.turn),
        },
        sort_keys=True,
    )


def match_in_phase(kind: type) -> Match:
    """A match where ``kind`` (with right-typed fields) would be due: upcard, draw,
    discard or a finished hand (NextHand). Arranged by the moves, not by luck."""
    match = Match(RULES, seed=7)
    deal = match.current
    if kind in (TakeUpcard, Pass):
        return match
    match.apply(Pass(deal.turn))
    match.apply(Pass(deal.turn))
    if kind in (DrawStock, DrawDiscard):
        return match
    match.apply(DrawStock(deal.turn))
    return match


def build(kind: type, player: Any, card: Any = None, melds: Any = None, index: Any = 0) -> Any:
    if kind in (Discard,):
        return kind(player, card)
    if kind in (Knock, Gin):
        return kind(player, card, melds)
    if kind is BigGin:
        return kind(player, melds)
    if kind is LayOff:
        return kind(player, card, index)
    return kind(player)


@pytest.mark.parametrize("kind", list(ACTION_TYPES.values()), ids=lambda k: k.kind)
@settings(max_examples=25, deadline=None)
@given(player=WRONG)
def test_wrong_player_type_is_refused(kind: type, player: Any) -> None:
    match = match_in_phase(kind)
    before = state(match)
    with pytest.raises(IllegalAction) as info:
        match.apply(build(kind, player, CARD))
    assert info.value.code is IllegalCode.UNKNOWN_ACTION
    assert state(match) == before
    # Nothing unreadable was recorded: the match still saves and reloads.
    assert match_to_dict(match_from_dict(match_to_dict(match))) == match_to_dict(match)


@pytest.mark.parametrize("kind", [Discard, Knock, Gin, LayOff], ids=lambda k: k.kind)
@settings(max_examples=20, deadline=None)
@given(card=st.one_of(WRONG, st.just("AS"), st.integers()))
def test_wrong_card_type_is_refused(kind: type, card: Any) -> None:
    match = match_in_phase(kind)
    turn = match.current.turn
    before = state(match)
    with pytest.raises(IllegalAction):
        match.apply(build(kind, turn, card))
    assert state(match) == before


@pytest.mark.parametrize("kind", [Knock, Gin, BigGin], ids=lambda k: k.kind)
@settings(max_examples=20, deadline=None)
@given(melds=st.one_of(st.just(True), st.just(1), st.text(max_size=2), st.just(((1, 2),))))
def test_wrong_melds_type_is_refused(kind: type, melds: Any) -> None:
    match = match_in_phase(kind)
    turn = match.current.turn
    card = match.current.hands[turn][0]
    before = state(match)
    with pytest.raises(IllegalAction):
        match.apply(build(kind, turn, card, melds))
    assert state(match) == before


@settings(max_examples=20, deadline=None)
@given(index=st.one_of(st.just(True), st.just(False), st.just(0.0), st.just("0"), st.none()))
def test_wrong_meld_index_type_is_refused(index: Any) -> None:
    match = match_in_phase(Discard)
    turn = match.current.turn
    before = state(match)
    with pytest.raises(IllegalAction) as info:
        match.apply(LayOff(turn, CARD, index))
    assert info.value.code is IllegalCode.UNKNOWN_ACTION
    assert state(match) == before


def test_draw_stock_with_float_player_keeps_52_cards() -> None:
    match = match_in_phase(DrawStock)
    turn = match.current.turn
    with pytest.raises(IllegalAction):
        match.apply(DrawStock(float(turn)))
    assert match.current.card_count() == 52
    match.apply(DrawStock(turn))  # the real move still works
    assert match.current.card_count() == 52


def test_bool_player_is_not_recorded() -> None:
    match = Match(RULES, seed=7)
    turn = match.current.turn
    with pytest.raises(IllegalAction):
        match.apply(Pass(bool(turn)))
    assert match.current.actions == []


def test_next_hand_with_wrong_player_type() -> None:
    match = Match(RULES, seed=7)
    with pytest.raises(IllegalAction):
        match.apply(NextHand(True))
    with pytest.raises(IllegalAction):
        match.apply(FinishLayoff("0"))

"""Saving and loading: JSON round trips are exact, at any moment of a match."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.actions import (
    Action,
    ActionFormatError,
    LayOff,
    NextHand,
    action_from_dict,
)
from ginrummy_desktop.model.deal import Deal, Phase
from ginrummy_desktop.model.match import Match
from ginrummy_desktop.model.rules import PRESETS, Rules
from ginrummy_desktop.model.serialize import (
    SaveFormatError,
    deal_from_dict,
    deal_to_dict,
    match_from_dict,
    match_to_dict,
)
from ginrummy_desktop.model.view import match_view

from .helpers import choose_action, snapshot

RULE_MIX = [
    PRESETS["standard"],
    PRESETS["ginirommi"],
    PRESETS["finnish_1"],
    PRESETS["finnish_simple"].with_changes(target=60),
    PRESETS["standard"].with_changes(layoff_on_gin=True, oklahoma=True, target=40),
]


def match_action(m: Match, rng: random.Random, knock_chance: float) -> Action:
    if m.current.is_over:
        return NextHand(rng.randrange(2))
    return choose_action(m.current, rng, knock_chance=knock_chance)


def through_json(m: Match) -> Match:
    return match_from_dict(json.loads(json.dumps(match_to_dict(m))))


def match_state(m: Match) -> dict[str, Any]:
    return {
        "dict": match_to_dict(m),
        "deals": [snapshot(d) for d in m.deals],
        "totals": list(m.totals),
        "boxes": list(m.boxes),
        "records": list(m.records),
        "result": m.game_result,
        "views": [match_view(m, p) for p in (0, 1)],
        "first_dealer": m.first_dealer,
        "seed": m.seed,
        "rules": m.rules,
    }


def assert_same(a: Match, b: Match) -> None:
    sa, sb = match_state(a), match_state(b)
    assert sa.keys() == sb.keys()
    for k in sa:
        assert sa[k] == sb[k], k


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(RULE_MIX),
    st.integers(min_value=0, max_value=2**40),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=0, max_value=250),
    st.sampled_from([0.0, 0.2, 1.0]),
)
def test_match_round_trip_at_any_moment(
    rules: Rules, seed: int, play_seed: int, steps: int, knock: float
) -> None:
    m = Match(rules, seed=seed)
    rng = random.Random(play_seed)
    for _ in range(steps):
        if m.is_over:
            break
        m.apply(match_action(m, rng, knock))
    back = through_json(m)
    assert_same(m, back)
    # Both go on identically.
    for _ in range(20):
        if m.is_over:
            break
        a = match_action(m, rng, knock)
        assert m.apply(a) == back.apply(a)
    assert_same(m, back)


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(RULE_MIX),
    st.integers(min_value=0, max_value=2**40),
    st.integers(min_value=0, max_value=2**32),
)
def test_round_trip_in_the_layoff_phase(rules: Rules, seed: int, play_seed: int) -> None:
    m = Match(rules, seed=seed)
    rng = random.Random(play_seed)
    # Knock at the first chance; try a few hands to reach a layoff phase.
    for _ in range(400):
        if m.is_over or m.current.phase is Phase.LAYOFF:
            break
        m.apply(match_action(m, rng, 1.0))
    assume(m.current.phase is Phase.LAYOFF)
    layoffs = [a for a in m.legal_actions() if isinstance(a, LayOff)]
    if layoffs:
        m.apply(rng.choice(layoffs))
    assert_same(m, through_json(m))


def test_round_trip_in_many_layoff_phases() -> None:
    reached = 0
    for seed in range(30):
        m = Match(RULE_MIX[seed % len(RULE_MIX)], seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if m.is_over or m.current.phase is Phase.LAYOFF:
                break
            m.apply(match_action(m, rng, 1.0))
        if m.current.phase is not Phase.LAYOFF:
            continue
        reached += 1
        assert_same(m, through_json(m))
        layoffs = [a for a in m.legal_actions() if isinstance(a, LayOff)]
        if layoffs:
            m.apply(layoffs[0])
            assert_same(m, through_json(m))
    assert reached >= 5


def test_round_trip_mid_hand_and_after_a_hand() -> None:
    m = Match(PRESETS["standard"], seed=7, first_dealer=1)
    rng = random.Random(3)
    for _ in range(9):
        m.apply(match_action(m, rng, 0.0))
    assert m.current.phase in (Phase.DRAW, Phase.DISCARD)
    assert_same(m, through_json(m))
    while not m.current.is_over:
        m.apply(match_action(m, rng, 0.5))
    assert_same(m, through_json(m))
    m.apply(NextHand(0))
    assert_same(m, through_json(m))


def test_deal_round_trip() -> None:
    rules = PRESETS["finnish_2"]
    d = Deal(rules, dealer=0, deal_number=123)
    rng = random.Random(5)
    for _ in range(30):
        if d.is_over:
            break
        d.apply(choose_action(d, rng, knock_chance=0.3))
    back = deal_from_dict(json.loads(json.dumps(deal_to_dict(d))), rules)
    assert snapshot(back) == snapshot(d)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(format=99),
        lambda d: d.update(rules={"jokers": True}),
        lambda d: d.update(rules="standard"),
        lambda d: d.update(hands=[]),
        lambda d: d.update(seed="x"),
        lambda d: d.update(first_dealer=2),
        lambda d: d["hands"][0].update(dealer=1 - d["hands"][0]["dealer"]),
        lambda d: d["hands"][0].update(actions=[{"type": "discard", "player": 0, "card": 5}]),
        lambda d: d["hands"][0].update(actions=[{"type": "fly", "player": 0}]),
        lambda d: d["hands"][0].update(actions=[{"type": "draw_stock", "player": 0}] * 3),
        lambda d: d["hands"][0].update(actions="none"),
        lambda d: d["hands"][0].update(deal_number=True),
    ],
)
def test_bad_saves_raise_save_format_error(mutate: Any) -> None:
    m = Match(PRESETS["standard"], seed=11, first_dealer=0)
    data = json.loads(json.dumps(match_to_dict(m)))
    mutate(data)
    with pytest.raises(SaveFormatError):
        match_from_dict(data)


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "discard", "player": 0, "card": 5},
        {"type": "discard", "player": 0, "card": None},
        {"type": "discard", "player": 2, "card": "AS"},
        {"type": "discard", "player": True, "card": "AS"},
        {"type": "lay_off", "player": 0, "card": "AS", "meld": "1"},
        {"type": "knock", "player": 0, "card": "AS", "melds": [["AS", 7]]},
        {"type": "jump", "player": 0},
        {"player": 0},
    ],
)
def test_unreadable_actions(raw: dict[str, Any]) -> None:
    with pytest.raises(ActionFormatError):
        action_from_dict(raw)


def test_round_trip_of_a_knock_with_own_melds() -> None:
    from ginrummy_desktop.model.actions import Knock
    from ginrummy_desktop.model.melds import best_melding

    for seed in range(40):
        m = Match(PRESETS["standard"], seed=seed)
        rng = random.Random(seed)
        while not m.current.is_over:
            knocks = [a for a in m.legal_actions() if type(a) is Knock]
            if knocks:
                k = knocks[0]
                rest = [c for c in m.current.hands[k.player] if c != k.card]
                melds = tuple(meld.cards for meld in best_melding(rest).melds)
                m.apply(Knock(k.player, k.card, melds))
                break
            m.apply(match_action(m, rng, 0.0))
        if m.current.phase is Phase.LAYOFF:
            data = match_to_dict(m)
            assert data["hands"][-1]["actions"][-1]["melds"]
            assert_same(m, through_json(m))
            return
    raise AssertionError("no knock found in 40 matches")


def test_a_changed_deal_number_is_refused_by_the_decks_digest() -> None:
    m = Match(PRESETS["standard"], seed=11)
    data = match_to_dict(m)
    assert isinstance(data["hands"][0]["check"], str)
    data["hands"][0]["deal_number"] += 1
    with pytest.raises(SaveFormatError, match="do not match"):
        match_from_dict(data)
    hand = deal_to_dict(m.current)
    hand["deal_number"] += 1
    with pytest.raises(SaveFormatError, match="do not match"):
        deal_from_dict(hand, m.rules)


def test_a_file_from_before_the_digest_is_read_as_before() -> None:
    m = Match(PRESETS["standard"], seed=12)
    m.apply(choose_action(m.current, random.Random(1), knock_chance=0.0))
    data = match_to_dict(m)
    del data["hands"][0]["check"]
    assert match_to_dict(match_from_dict(data)) == match_to_dict(m)

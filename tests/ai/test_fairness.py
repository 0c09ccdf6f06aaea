"""Fairness and determinism: decisions depend only on the PlayerView and the seed."""

from __future__ import annotations

import copy
import random

import pytest
from model.helpers import C, arranged_deal, skip_upcard  # tests/model/helpers.py

from ginrummy_desktop.ai import ALL_LEVELS, make_player
from ginrummy_desktop.model import (
    Deal,
    DrawStock,
    Knock,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
    deal_view,
    preset,
)

from .helpers import quick_player


def hide_differently(deal: Deal, player: int, rng: random.Random) -> Deal:
    """A copy of the deal whose hidden cards (the opponent's unknown cards and the
    stock order) are dealt anew, everything public left as it was."""
    other = copy.deepcopy(deal)
    opp = 1 - player
    known = set(deal_view(deal, player).opponent_known)
    keep = [c for c in deal.hands[opp] if c in known]
    hidden = [c for c in deal.hands[opp] if c not in known] + list(deal.stock)
    rng.shuffle(hidden)
    n = len(deal.hands[opp]) - len(keep)
    other.hands[opp] = keep + hidden[:n]
    other.stock = hidden[n:]
    return other


def decision_points(seed: int, count: int) -> list[Deal]:
    """Deals paused at moments where player 0 must decide, from a baseline game."""
    rules = preset("standard")
    deal = Deal(rules, dealer=1, deal_number=seed)
    players = [quick_player("intermediate", 1), quick_player("intermediate", 2)]
    out = []
    while deal.phase is not Phase.OVER and len(out) < count:
        if deal.turn == 0:
            out.append(copy.deepcopy(deal))
        deal.apply(players[deal.turn].decide(deal_view(deal, deal.turn)).action)
    return out


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_hidden_cards_do_not_change_decisions(level: str) -> None:
    rng = random.Random(3)
    for seed in (101, 202):
        for deal in decision_points(seed, 6):
            twin = hide_differently(deal, 0, rng)
            assert twin.hands[1] != deal.hands[1] or twin.stock != deal.stock
            view, twin_view = deal_view(deal, 0), deal_view(twin, 0)
            assert view == twin_view
            player = quick_player(level, 9)
            first = player.decide(view)
            # The same player, after other calls, and a fresh one agree.
            player.decide(deal_view(decision_points(seed + 1, 1)[0], 0))
            assert player.decide(twin_view) == first
            assert quick_player(level, 9).decide(twin_view) == first


# ------------------------------------------------- what a seed may change
# Player 1 (the non-dealer) has drawn KC from the stock: 2S-3S-4S, 7s and 9D-TD-JD
# are melds, so throwing either loose card leaves the least deadwood.
MELDS = "2S 3S 4S 7H 7C 7D 9D TD JD"


def discard_view(hand: str, drawn: str) -> PlayerView:
    junk = C("AC 3C 5C 8C QC 5H 8H QH 5D 2D")
    deal = arranged_deal(
        preset("standard"),
        dealer=0,
        hands={1: C(hand), 0: junk},
        upcard=C("6C")[0],
        stock=C(drawn),
    )
    skip_upcard(deal)
    deal.apply(DrawStock(1))
    view = deal_view(deal, 1)
    assert view.phase is Phase.DISCARD
    return view


def upcard_view(hand: str, upcard: str) -> PlayerView:
    junk = C("AC 3C 5C 8C QC 5H 8H QH 5D 2D")
    deal = arranged_deal(
        preset("standard"), dealer=0, hands={1: C(hand), 0: junk}, upcard=C(upcard)[0]
    )
    return deal_view(deal, 1)


SEEDS = range(24)


def test_a_level_without_random_choices_ignores_the_seed() -> None:
    views = [
        discard_view(MELDS + " KH", "KC"),  # KC and KH tie
        discard_view(MELDS + " 2H", "KC"),  # KC is the one best throw
        upcard_view(MELDS + " KH", "8S"),
        upcard_view(MELDS + " KH", "7S"),
    ]
    for view in views:
        decisions = {quick_player("advanced", seed).decide(view) for seed in SEEDS}
        assert len(decisions) == 1
    # The baseline's only random choice is between equally good throws.
    unique = discard_view(MELDS + " 2H", "KC")
    assert {make_player("intermediate", seed=s).decide(unique).action for s in SEEDS} == {
        Knock(1, C("KC")[0])
    }
    for view in views[2:]:
        assert len({make_player("intermediate", seed=s).decide(view) for s in SEEDS}) == 1


def test_a_seed_picks_among_equal_throws() -> None:
    view = discard_view(MELDS + " KH", "KC")
    throws = {make_player("intermediate", seed=s).decide(view).action for s in SEEDS}
    assert throws == {Knock(1, C("KC")[0]), Knock(1, C("KH")[0])}
    # The same seed always picks the same one.
    for seed in SEEDS:
        assert make_player("intermediate", seed=seed).decide(view) == make_player(
            "intermediate", seed=seed
        ).decide(view)


def test_the_beginners_habits_vary_with_the_seed() -> None:
    # It notices a meld-making face-up card only some of the time.
    view = upcard_view(MELDS + " KH", "7S")
    takes = {make_player("beginner", seed=s).decide(view).action for s in SEEDS}
    assert takes == {TakeUpcard(1), Pass(1)}

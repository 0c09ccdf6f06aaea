"""Fairness and determinism: decisions depend only on the PlayerView and the seed."""

from __future__ import annotations

import copy
import random

import pytest

from ginrummy_desktop.ai import LEVELS
from ginrummy_desktop.model import Deal, Phase, deal_view, preset

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


@pytest.mark.parametrize("level", LEVELS)
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


def test_a_seed_changes_only_random_choices() -> None:
    deal = decision_points(303, 1)[0]
    view = deal_view(deal, 0)
    for level in LEVELS:
        assert quick_player(level, 5).decide(view) == quick_player(level, 5).decide(view)

"""The review's simulator plays a hand exactly as the model does, from worlds the view allows."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.model import Deal, deal_view, preset
from ginrummy_desktop.model.cards import to_mask
from ginrummy_desktop.review.rollout import World, evaluate, policy_move, sample_worlds

RULES = {
    "standard": preset("standard"),
    "ginirommi": preset("ginirommi"),
    "finnish_2": preset("finnish_2"),
    "oklahoma": preset("standard").with_changes(oklahoma=True),
}


def _points(deal: Deal, player: int) -> int:
    result = deal.result
    assert result is not None
    if result.winner is None:
        return 0
    return result.points if result.winner == player else -result.points


@pytest.mark.parametrize("rules_name", sorted(RULES))
@pytest.mark.parametrize("deal_number", range(1, 9))
def test_the_true_world_replays_the_actual_hand(rules_name: str, deal_number: int) -> None:
    """Both seats on the fixed policy: from every decision, simulating the move played in
    the real hidden cards gives the points the model scored."""
    deal = Deal(RULES[rules_name], dealer=deal_number % 2, deal_number=deal_number)
    checks = []
    while not deal.is_over:
        p = deal.turn
        view = deal_view(deal, p)
        action = policy_move(view)
        if view.phase.value != "layoff":
            truth = World(to_mask(deal.hands[1 - p]), tuple(c.index for c in deal.stock))
            checks.append((view, action, truth))
        deal.apply(action)
    for view, action, truth in checks:
        (outcome,) = evaluate(view, action, [truth])
        assert outcome.points == _points(deal, view.player)
        assert outcome.knocker == deal.knocker


@pytest.mark.parametrize("seed", range(6))
def test_sampled_worlds_are_consistent_with_the_view(seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal(preset("standard"), dealer=0, deal_number=seed + 100)
    for _ in range(rng.randrange(3, 20)):
        if deal.is_over or deal.phase.value == "layoff":
            break
        deal.apply(policy_move(deal_view(deal, deal.turn)))
    view = deal_view(deal, 0)
    seen = to_mask(view.hand) | to_mask(view.discard_pile)
    known = to_mask(view.opponent_known)
    for world in sample_worlds(view, 20, random.Random(seed)):
        stock = sum(1 << i for i in world.stock)
        assert world.opponent & known == known
        assert world.opponent.bit_count() == view.opponent_hand_size
        assert len(world.stock) == view.stock_size
        assert world.opponent & seen == 0 and stock & seen == 0 and stock & world.opponent == 0
        assert (seen | world.opponent | stock).bit_count() == 52

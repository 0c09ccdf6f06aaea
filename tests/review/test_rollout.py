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


def test_a_play_out_passing_cards_back_and_forth_ends_void(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each seat takes the card the other throws and the stock is never touched: the
    play-out of this position (found reviewing a hand with the Master as advisor) ran
    for hours. It ends, as the computer's own play-outs do, as a void hand."""
    from types import SimpleNamespace

    from ginrummy_desktop.model import Discard, Phase, parse_cards
    from ginrummy_desktop.review.rollout import Table

    rules = preset("standard")
    view = SimpleNamespace(
        rules=rules,
        player=0,
        dealer=1,
        doubled=False,
        hand=tuple(parse_cards("7S 6S 5S 4D 2H 9C 9S 7C 6H 3S 5C")),
        discard_pile=tuple(parse_cards("QS JD QC QD KS JH")),
        turn=0,
        phase=Phase.DISCARD,
        forced_stock=False,
        taken_from_discard=None,
        knock_limit=10,
    )
    world = World(
        to_mask(parse_cards("3C 6C 8C 2D 5D 6D 7D 8D 7H 8S")),
        tuple(
            c.index
            for c in parse_cards(
                "KC TD KH JS AC 9D 2C AH 9H QH JC KD TH 4C 2S TS 3H 3D AD 4H 8H TC AS 4S 5H"
            )
        ),
    )
    discards = 0
    real = Table.discard

    def counted(self: Table, card: int) -> bool:
        nonlocal discards
        discards += 1
        assert discards < 10_000, "the play-out never ends"
        return real(self, card)

    monkeypatch.setattr(Table, "discard", counted)
    (outcome,) = evaluate(view, Discard(0, parse_cards("9S")[0]), [world])  # type: ignore[arg-type]
    assert (outcome.points, outcome.knocker, outcome.undercut) == (0.0, None, False)
    assert discards <= 81

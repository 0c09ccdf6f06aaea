"""The Intermediate level is exactly the well-known simple baseline."""

from __future__ import annotations

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import Reason
from ginrummy_desktop.model import (
    Deal,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Pass,
    Phase,
    TakeUpcard,
    deal_view,
    parse_cards,
    preset,
)
from ginrummy_desktop.model.cards import to_mask
from ginrummy_desktop.model.deadwood import min_deadwood


def staged(hand: str, top: str, *, phase: Phase, taken: str | None = None) -> Deal:
    """A deal with player 0's hand and the top discard set by hand (test-only)."""
    deal = Deal(preset("standard"), dealer=1, deal_number=1)
    cards = parse_cards(hand)
    up = parse_cards(top)[0]
    everything = set(cards) | {up}
    rest = [
        c
        for c in deal.hands[0] + deal.hands[1] + deal.stock + deal.discard_pile
        if c not in everything
    ]
    deal.hands[0] = cards
    deal.hands[1] = rest[:10]
    deal.stock = rest[10:]
    deal.discard_pile = [up]
    deal.upcard = up
    deal.phase = phase
    deal.turn = 0
    if taken:
        deal.taken_from_discard = parse_cards(taken)[0]
    return deal


def test_takes_the_upcard_only_when_it_melds() -> None:
    p = make_player("intermediate", seed=1)
    run = staged("7H 8H 2C 4D 6S 9C JD QS KC 3S", "9H", phase=Phase.UPCARD)
    assert p.decide(deal_view(run, 0)).action == TakeUpcard(0)
    pair = staged("7H 9D 2C 4D 6S 9C JD QS KC 3S", "9H", phase=Phase.UPCARD)
    assert p.decide(deal_view(pair, 0)).action == TakeUpcard(0)
    near = staged("7H 5D 2C 4D 6S 9C JD QS KC 3S", "9H", phase=Phase.UPCARD)
    assert p.decide(deal_view(near, 0)).action == Pass(0)  # 7H-9H is only a gapped pair
    gap = staged("7H 8H 2C 4D 6S 9C JD QS KC 3S", "TH", phase=Phase.DRAW)
    assert p.decide(deal_view(gap, 0)).action == DrawStock(0)
    fits = staged("8H 9H 2C 4D 6S 9C JD QS KC 3S", "TH", phase=Phase.DRAW)
    d = p.decide(deal_view(fits, 0))
    assert d.action == DrawDiscard(0) and d.reason is Reason.DISCARD_MAKES_MELD


def test_discards_at_random_among_the_lowest_deadwood_never_the_taken_card() -> None:
    # KC and KS leave the same deadwood; QH, as good, was just taken and may not go.
    hand = "AC 2C 3C 5D 6D 7D 9S 9H KC KS QH"
    deal = staged(hand, "4S", phase=Phase.DISCARD, taken="QH")
    mask = to_mask(parse_cards(hand))
    seen = set()
    for seed in range(40):
        d = make_player("intermediate", seed=seed).decide(deal_view(deal, 0))
        assert isinstance(d.action, Discard) and not isinstance(d.action, Knock)
        seen.add(d.action.card.code)
    best = min(min_deadwood(mask & ~c.bit) for c in parse_cards(hand) if c.code != "QH")
    allowed = {
        c.code for c in parse_cards(hand) if c.code != "QH" and min_deadwood(mask & ~c.bit) == best
    }
    assert seen == allowed == {"KC", "KS"}


def test_knocks_as_soon_as_it_may() -> None:
    deal = staged("AC 2C 3C 5D 6D 7D 9S 9H 9D 4H KS", "QS", phase=Phase.DISCARD)
    d = make_player("intermediate", seed=1).decide(deal_view(deal, 0))
    assert isinstance(d.action, Knock) and d.action.card.code == "KS"
    assert d.reason is Reason.KNOCK_NOW

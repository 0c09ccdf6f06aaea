"""Training aids equal counts computed independently from the action log."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.model import (
    DECK,
    Discard,
    DrawDiscard,
    Match,
    Phase,
    TakeUpcard,
    match_view,
    preset,
)
from ginrummy_desktop.review.aids import (
    discard_safety,
    opponent_pickups,
    partial_melds,
)


def _is_meld(cards: list) -> bool:
    ranks = sorted(c.rank for c in cards)
    if len({c.rank for c in cards}) == 1:
        return len({c.suit for c in cards}) == len(cards)
    return len({c.suit for c in cards}) == 1 and all(
        ranks[i + 1] - ranks[i] == 1 for i in range(len(ranks) - 1)
    )


def _log_counts(match: Match, viewer: int) -> tuple[list, list, list]:
    """Replays only the discard pile from the raw actions: picks, holdings, pile.

    Holdings follow the moves in order: a card can be taken, thrown and taken again.
    """
    deal = match.current
    pile = [deal.upcard]
    picked: list = []
    held: list = []
    for a in deal.actions:
        if isinstance(a, TakeUpcard | DrawDiscard):
            card = pile.pop()
            if a.player != viewer:
                picked.append(card)
                held.append(card)
        elif isinstance(a, Discard):
            pile.append(a.card)
            if a.player != viewer and a.card in held:
                held.remove(a.card)
    return picked, held, pile


def _play_to_random_point(seed: int) -> Match:
    rng = random.Random(seed)
    match = Match(preset("standard"), seed=seed)
    stop = rng.randrange(4, 40)
    for _ in range(stop):
        deal = match.current
        if deal.is_over or deal.phase is Phase.LAYOFF:
            break
        legal = [
            a
            for a in match.legal_actions()
            if a.kind in ("take_upcard", "pass", "draw_stock", "draw_discard", "discard")
        ]
        if not legal:
            break
        # Prefer taking from the discard pile now and then so pickups happen.
        takes = [a for a in legal if a.kind in ("draw_discard", "take_upcard")]
        action = takes[0] if takes and rng.random() < 0.4 else rng.choice(legal)
        match.apply(action)
    return match


@pytest.mark.parametrize("seed", range(40))
def test_pickups_match_the_action_log(seed: int) -> None:
    match = _play_to_random_point(seed)
    view = match_view(match, 0)
    picked, held, pile = _log_counts(match, 0)
    pickups = opponent_pickups(view)
    assert list(pickups.taken) == picked
    assert list(pickups.still_held) == held
    assert list(view.discard_pile) == pile


@pytest.mark.parametrize("seed", range(40))
def test_live_outs_match_brute_force(seed: int) -> None:
    match = _play_to_random_point(seed)
    view = match_view(match, 0)
    _, held, pile = _log_counts(match, 0)
    visible = set(view.hand) | set(pile) | set(held)
    deal = match.current
    if deal.turn == 0 and deal.phase in (Phase.DRAW, Phase.UPCARD) and not view.forced_stock:
        visible.discard(pile[-1])  # the top card may be taken now: live
    for partial in partial_melds(view):
        a, b = partial.cards
        completing = [x for x in DECK if x not in (a, b) and _is_meld([a, b, x])]
        assert set(partial.outs) == set(completing)
        assert set(partial.live) == {x for x in completing if x not in visible}


def test_a_card_with_all_partners_seen_is_dead() -> None:
    match = Match(preset("standard"), seed=11)
    view = match_view(match, 0)
    for s in discard_safety(view):
        assert 0.0 <= s.danger <= 1.0
        if s.reason == "dead":
            assert s.danger == 0.0


def test_known_pickup_makes_rank_mate_dangerous() -> None:
    import dataclasses

    match = Match(preset("standard"), seed=5)
    view = match_view(match, 0)
    seen = set(view.hand) | set(view.discard_pile)
    # A hand card with two unseen rank-mates: pretend the opponent picked one of them.
    for card in view.hand:
        mates = [c for c in DECK if c.rank == card.rank and c != card and c not in seen]
        if len(mates) >= 2:
            break
    else:
        pytest.skip("no suitable card")
    before = {s.card: s.danger for s in discard_safety(view)}[card]
    knowing = dataclasses.replace(view, opponent_picked=(mates[0],), opponent_known=(mates[0],))
    after = {s.card: s for s in discard_safety(knowing)}[card]
    unseen = 52 - len(seen) - 1
    p_unseen = (view.opponent_hand_size - 1) / unseen
    assert after.reason == "picked_match"
    assert after.danger >= p_unseen - 1e-9
    assert after.danger > before


def test_the_top_of_the_pile_is_a_live_out_while_it_may_be_taken() -> None:
    """Holding 9♠ 9♥ with the 9♦ on the pile at your draw, the aid said "1 live out
    (9♣)"; the 9♦ is there to take."""
    import dataclasses

    from ginrummy_desktop.model import parse_card, parse_cards

    match = Match(preset("standard"), seed=3)
    view = match_view(match, 0)
    hand = parse_cards("9S 9H 2C 4D 6H 8C JS QD KH AS")
    nine = parse_card("9D")
    base = dataclasses.replace(
        view, hand=tuple(hand), discard_pile=(parse_card("3C"), nine), opponent_known=(),
        knocker_melds=(), player=0, forced_stock=False,
    )  # fmt: skip
    mine = dataclasses.replace(base, phase=Phase.DRAW, turn=0)
    nines = next(p for p in partial_melds(mine) if set(p.cards) == set(hand[:2]))
    assert set(nines.live) == {nine, parse_card("9C")}
    # Not this player's draw (or the stock forced): the 9♦ will be gone or buried.
    for other in (
        dataclasses.replace(base, phase=Phase.DRAW, turn=1),
        dataclasses.replace(base, phase=Phase.DISCARD, turn=0),
        dataclasses.replace(base, phase=Phase.DRAW, turn=0, forced_stock=True),
    ):
        nines = next(p for p in partial_melds(other) if set(p.cards) == set(hand[:2]))
        assert set(nines.live) == {parse_card("9C")}

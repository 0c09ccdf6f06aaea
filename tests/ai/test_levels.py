"""Every level plays whole games legally, on every rules preset and the variants."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai import ALL_LEVELS, LEVELS, make_player
from ginrummy_desktop.ai.base import Decision, Reason
from ginrummy_desktop.model import Match, NextHand, Phase, match_view, preset

from .helpers import quick_player


def play(match: Match, players: list, max_steps: int = 5000, hands: int = 0) -> list[Decision]:
    """Drive the match with the players; stop at the end of the game (or after
    ``hands`` hands, when given)."""
    decisions: list[Decision] = []
    for _ in range(max_steps):
        if match.is_over or (hands and len(match.records) >= hands):
            return decisions
        deal = match.current
        if deal.phase is Phase.OVER:
            view = match_view(match, 1)
            d = players[1].decide(view)
            assert isinstance(d.action, NextHand)
        else:
            view = match_view(match, deal.turn)
            d = players[deal.turn].decide(view)
        assert isinstance(d, Decision) and isinstance(d.reason, Reason)
        match.apply(d.action)  # raises IllegalAction on an illegal move
        decisions.append(d)
    raise AssertionError("the game did not end")


def test_levels_and_factory() -> None:
    assert LEVELS == ("beginner", "intermediate", "advanced", "expert", "master")
    assert ALL_LEVELS == LEVELS
    for level in ALL_LEVELS:
        assert make_player(level, seed=1).name == level
    with pytest.raises(ValueError):
        make_player("grandmaster", seed=1)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_level_plays_a_game_against_intermediate(level: str) -> None:
    match = Match(preset("standard"), seed=11, first_dealer=0)
    play(match, [quick_player(level, 1), quick_player("intermediate", 2)])
    assert match.game_result is not None


@pytest.mark.parametrize("name", ["ginirommi", "finnish_1", "finnish_2", "finnish_simple"])
def test_presets_play_to_the_end(name: str) -> None:
    rules = preset(name).with_changes(target=40)
    match = Match(rules, seed=5, first_dealer=1)
    play(match, [quick_player("advanced", 1), quick_player("expert", 2)])
    assert match.game_result is not None


@pytest.mark.parametrize(
    "changes", [{"oklahoma": True}, {"straight_gin": True}, {"layoff_on_gin": True}]
)
def test_variants_play_to_the_end(changes: dict) -> None:
    rules = preset("standard").with_changes(**changes)
    match = Match(rules, seed=9, first_dealer=0)
    play(match, [quick_player("beginner", 3), quick_player("expert", 4)], hands=3)
    assert match.is_over or len(match.records) == 3


def test_same_seed_same_game() -> None:
    def run() -> list:
        match = Match(preset("standard").with_changes(target=40), seed=21, first_dealer=0)
        return [
            d.action for d in play(match, [quick_player("expert", 7), quick_player("beginner", 8)])
        ]

    assert run() == run()


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_the_forced_first_draw_says_the_upcard_was_passed(level: str) -> None:
    """After both passed the face-up card the first draw must come from the stock: the
    reason says so, where "the discard does not help your hand" weighed a card that
    could not be taken (the hint said it, seen at 1920x1080)."""
    from ginrummy_desktop.model import DrawDiscard, DrawStock, Pass

    match = Match(preset("standard"), seed=11, first_dealer=0)
    first = match.current.turn
    match.apply(Pass(first))
    match.apply(Pass(1 - first))
    assert match.current.phase is Phase.DRAW and match.current.turn == first
    view = match_view(match, first)
    assert DrawDiscard(first) not in view.legal
    decision = quick_player(level, 1).decide(view)
    assert decision.action == DrawStock(first)
    assert decision.reason is Reason.STOCK_ONLY


def test_a_stock_draw_without_the_pile_is_not_told_as_two_passes() -> None:
    """The discard may not be taken after two passes or, never in a real hand, from an
    empty pile: only the first is said to be the passes (review h162)."""
    import dataclasses

    from ginrummy_desktop.ai.base import stock_only
    from ginrummy_desktop.model import Pass

    match = Match(preset("standard"), seed=11, first_dealer=0)
    first = match.current.turn
    match.apply(Pass(first))
    match.apply(Pass(1 - first))
    view = match_view(match, first)
    forced = stock_only(view)
    assert forced is not None and forced.reason is Reason.STOCK_ONLY
    empty = stock_only(dataclasses.replace(view, forced_stock=False))
    assert empty is not None and empty.reason is Reason.DRAW_UNKNOWN


def _upcard_view(hand: str, other: str, upcard: str):  # type: ignore[no-untyped-def]
    """The person's view (seat 0, the non-dealer) with ``upcard`` offered to them."""
    from testkit.arranged import C, arranged, stacked_deck

    from ginrummy_desktop.model import parse_card

    deck = stacked_deck(dealer=1, hands={0: C(hand), 1: C(other)}, upcard=parse_card(upcard))
    with arranged({900: deck}):
        match = Match(preset("standard"), seed=1, first_dealer=1, deal_numbers=[900])
    view = match_view(match, 0)
    assert view.phase is Phase.UPCARD and view.top_discard == parse_card(upcard)
    return view


MIXED = "KH QD JC 9H 8C 7D KS QC TD 9D"
MELDED = "AS 2S 3S 4H 4D 4C 7C 8C 9C KD"
OTHER = "2C 3C 4C 5H 6H 7H 8S 9S TS JS"


@pytest.mark.parametrize(
    ("hand", "upcard", "reason"),
    [
        (MIXED, "QH", Reason.DISCARD_MAKES_MELD),  # with the Q♦ and the Q♣
        (MIXED, "JH", Reason.DISCARD_IMPROVES),  # beside the K♥, the 9♥ and the J♣
        (MIXED, "AS", Reason.DISCARD_LOWERS),  # near no card, but an ace for a king
        (MELDED, "QS", Reason.PLAUSIBLE),  # near no card, and a queen for the K♦
    ],
)
def test_a_draws_reason_says_what_the_card_does_for_the_hand(
    hand: str, upcard: str, reason: Reason
) -> None:
    """Play-test h160: a 3♠ near no card of the hand was "brings your hand closer to
    melds"; a card that only lowers the deadwood says that, and one that does neither
    says nothing of melds."""
    from ginrummy_desktop.ai.advanced import Advanced
    from ginrummy_desktop.ai.knowledge import knowledge_of

    view = _upcard_view(hand, OTHER, upcard)
    assert Advanced(seed=1)._draw_reason(knowledge_of(view))[0] is reason


@pytest.mark.parametrize("level", ["advanced", "expert"])
def test_an_ace_taken_for_a_king_is_told_as_lowering_the_deadwood(level: str) -> None:
    """The reason as a level gives it with its move: the A♦, near no card of this hand,
    is taken to throw the K♦."""
    from ginrummy_desktop.model import TakeUpcard

    hand, other = "2C 3C 4C 5C 9H 9D 9S KD QS JH", "2S 3S 4S 5S 6S 7S 8S TS JS KS"
    decision = quick_player(level, 1).decide(_upcard_view(hand, other, "AD"))
    assert decision.action == TakeUpcard(0) and decision.reason is Reason.DISCARD_LOWERS

"""EarlierHand: what both players saw of the game's finished hands, in every later view."""

from __future__ import annotations

from collections.abc import Sequence

from ginrummy_desktop.model.actions import (
    Discard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    NextHand,
    Pass,
)
from ginrummy_desktop.model.cards import Card
from ginrummy_desktop.model.match import Match
from ginrummy_desktop.model.rules import PRESETS
from ginrummy_desktop.model.scoring import Outcome
from ginrummy_desktop.model.view import (
    EarlierHand,
    HandContext,
    deal_view,
    earlier_hand,
    hand_context,
    match_view,
)

from .helpers import C, stacked_deck

STANDARD = PRESETS["standard"]
KNOCKER = C("AC 2C 3C 6D 7D 8D 7H 7S 7C 2S")  # deadwood 2 (the 2S)
# Deadwood 4C + AD = 5: a hand its holder could have knocked with.
KEPT_A_KNOCK = C("AH 2H 3H 4H 5H QH QD QC 4C AD")
# Deadwood 4C + 9D = 13: too much to knock, though laying the 4C off leaves 9.
TOO_HIGH = C("AH 2H 3H 4H 5H QH QD QC 4C 9D")


def match_of(defenders: list[list[Card]]) -> Match:
    """Hands in which the dealer holds KNOCKER and the non-dealer the next of
    ``defenders`` (later hands repeat the last)."""

    def deck(index: int, dealer: int) -> Sequence[Card]:
        defender = defenders[min(index, len(defenders) - 1)]
        return stacked_deck(
            dealer=dealer,
            hands={dealer: KNOCKER, 1 - dealer: defender},
            upcard=C("JS")[0],
            stock=C("KD KH"),
        )

    return Match(STANDARD, seed=3, first_dealer=0, decks=deck)


def play_hand(m: Match) -> None:
    """Both pass the upcard; the non-dealer draws the KD and throws it without
    knocking; the dealer draws the KH and knocks with it; the non-dealer lays the 4C
    off on the clubs when it can, and finishes."""
    deal = m.current
    dealer, defender = deal.dealer, 1 - deal.dealer
    m.apply(Pass(defender))
    m.apply(Pass(dealer))
    m.apply(DrawStock(defender))
    m.apply(Discard(defender, C("KD")[0]))
    m.apply(DrawStock(dealer))
    m.apply(Knock(dealer, C("KH")[0]))
    clubs = next(i for i, meld in enumerate(deal.knocker_melds) if C("AC")[0] in meld.cards)
    m.apply(LayOff(defender, C("4C")[0], clubs))
    m.apply(FinishLayoff(defender))


def test_a_kept_knock_is_seen_and_a_layoff_does_not_make_one() -> None:
    m = match_of([KEPT_A_KNOCK, TOO_HIGH])
    assert match_view(m, 0).earlier_hands == ()
    play_hand(m)
    first = m.current
    assert first.result is not None and first.result.knocker == first.dealer
    # The finished hand's own view does not list it: it is the current hand.
    assert match_view(m, 0).earlier_hands == ()
    m.apply(NextHand(0))
    play_hand(m)
    m.apply(NextHand(0))
    views = [match_view(m, seat) for seat in (0, 1)]
    knocker_1, knocker_2 = (d.dealer for d in m.deals[:2])
    assert (
        views[0].earlier_hands
        == views[1].earlier_hands
        == (
            # Hand 1: the defender had 5 at its discard and did not knock (and, laying
            # the 4C off, undercut the knock with 1).
            EarlierHand(knocker_1, Outcome.UNDERCUT, 10, 2, defender_passed_knock=True),
            # Hand 2: it had 13; after laying the 4C off it shows 9, but it never could
            # have knocked.
            EarlierHand(knocker_2, Outcome.KNOCK, 10, 2, defender_passed_knock=False),
        )
    )
    assert m.records[1].result.defender_deadwood == 9


def test_a_defender_that_never_discarded_passed_no_knock() -> None:
    """The non-dealer knocks at its first discard, after both passed the upcard: the
    dealer, now the defender, never discarded, so its hand (deadwood 2, within the
    limit) was never one it chose to keep."""
    m = match_of([KEPT_A_KNOCK])
    deal = m.current
    dealer, non_dealer = deal.dealer, 1 - deal.dealer
    m.apply(Pass(non_dealer))
    m.apply(Pass(dealer))
    m.apply(DrawStock(non_dealer))
    m.apply(Knock(non_dealer, C("KD")[0]))  # the non-dealer knocks with 5
    m.apply(FinishLayoff(dealer))
    m.apply(NextHand(0))
    (hand,) = match_view(m, 0).earlier_hands
    assert hand.knocker == non_dealer and hand.knocker_deadwood == 5
    assert not hand.defender_passed_knock  # the dealer never discarded


def test_a_deal_without_a_match_has_no_earlier_hands() -> None:
    m = match_of([KEPT_A_KNOCK])
    assert deal_view(m.current, 0).earlier_hands == ()


def test_a_saved_game_reads_its_earlier_hands_the_same() -> None:
    """A game played three hands in (a seeded shuffle, so that the save can replay
    it), saved and loaded: both seats read the same earlier hands as before."""
    from testkit.scripted_play import play_levels

    from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict

    m = play_levels(Match(STANDARD, seed=12, first_dealer=0), lambda m: len(m.deals) >= 4)
    again = match_from_dict(match_to_dict(m))
    assert isinstance(again, Match)
    earlier = match_view(m, 0).earlier_hands
    assert len(earlier) == len(m.deals) - 1 >= 2
    for seat in (0, 1):
        assert match_view(again, seat).earlier_hands == earlier


def test_a_hand_replayed_on_its_own_is_seen_in_the_game_it_was_played_in() -> None:
    """hand_context: the score before a hand and the hands before it; a deal's view
    given it reads as the match's own view of that hand did."""
    m = match_of([KEPT_A_KNOCK, TOO_HIGH])
    first = hand_context(m, 0)
    assert first == HandContext()  # the first hand: 0-0, nothing earlier
    play_hand(m)
    m.apply(NextHand(0))
    live = match_view(m, 1)  # the second hand, as the game shows it
    play_hand(m)
    m.apply(NextHand(0))
    second = hand_context(m, 1)
    assert second.totals == m.records[0].totals_after != (0, 0)
    assert second.boxes == m.records[0].boxes_after and second.hand_number == 2
    assert second.earlier_hands == (earlier_hand(m.deals[0]),)
    # The finished second deal seen on its own, in its context: the game's fields are
    # those the match's view had while it was played.
    again = deal_view(m.deals[1], 1, context=second)
    for name in ("totals", "boxes", "hand_number", "earlier_hands"):
        assert getattr(again, name) == getattr(live, name), name
    # Without a context a deal is a hand on its own.
    alone = deal_view(m.deals[1], 1)
    assert (alone.totals, alone.hand_number, alone.earlier_hands) == ((0, 0), 1, ())

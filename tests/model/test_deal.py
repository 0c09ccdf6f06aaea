"""The deal state machine: dealing, the first upcard, turns, the stock floor, knocks,
layoffs, refusals of illegal actions and conservation of the 52 cards."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    LayOff,
    NextHand,
    Pass,
    TakeUpcard,
)
from ginrummy_desktop.model.cards import DECK, Card, shuffled_deck
from ginrummy_desktop.model.deal import Deal, Phase
from ginrummy_desktop.model.errors import IllegalAction, IllegalCode
from ginrummy_desktop.model.events import EventKind
from ginrummy_desktop.model.melds import best_melding
from ginrummy_desktop.model.rules import PRESETS, Rules
from ginrummy_desktop.model.scoring import Outcome

from .helpers import (
    C,
    arranged_deal,
    assert_conserved,
    brute_best_layoff_deadwood,
    brute_min_deadwood,
    choose_action,
    is_meld,
    refused,
    rs,
    skip_upcard,
    snapshot,
)

STANDARD = PRESETS["standard"]

# A hand that knocks with 1 (A-2-3-4-5-6S, four eights, and the ace of clubs after
# discarding) and a junk hand; the stock starts with junk too.
KNOCKER = C("2S 3S 4S 5S 6S 8S 8C 8H 8D AC")
JUNK = C("KC QD JH 9C 7D 5C 3H TD 2C 4D")


# ------------------------------------------------------------------ the deal
@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("number", [0, 1, 7, 2**31 - 1])
def test_the_deal_follows_the_shuffle(dealer: int, number: int) -> None:
    deck = shuffled_deck(number)
    d = Deal(STANDARD, dealer=dealer, deal_number=number)
    non_dealer = 1 - dealer
    # One card at a time, starting with the non-dealer; the 21st is turned up.
    assert d.hands[non_dealer] == deck[0:20:2]
    assert d.hands[dealer] == deck[1:20:2]
    assert d.upcard == deck[20] and d.discard_pile == [deck[20]]
    assert len(d.stock) == 31
    assert d.phase is Phase.UPCARD and d.turn == non_dealer
    assert_conserved(d)
    # The next card drawn is the 22nd card of the deck.
    skip_upcard(d)
    d.apply(DrawStock(non_dealer))
    assert d.hands[non_dealer][-1] == deck[21]
    # Reproducible from the deal number.
    again = Deal(STANDARD, dealer=dealer, deal_number=number)
    assert again.hands == Deal(STANDARD, dealer=dealer, deal_number=number).hands
    assert again.stock == Deal(STANDARD, dealer=dealer, deal_number=number).stock


def test_different_deal_numbers_deal_differently() -> None:
    assert (
        Deal(STANDARD, dealer=0, deal_number=1).hands
        != Deal(STANDARD, dealer=0, deal_number=2).hands
    )


def test_bad_dealer_is_refused() -> None:
    with pytest.raises(ValueError):
        Deal(STANDARD, dealer=2, deal_number=1)


# --------------------------------------------------------- the first upcard
@pytest.mark.parametrize("dealer", [0, 1])
def test_both_decline_the_upcard(dealer: int) -> None:
    nd = 1 - dealer
    d = Deal(STANDARD, dealer=dealer, deal_number=11)
    up = d.upcard
    refused(d, Pass(dealer), IllegalCode.NOT_YOUR_TURN)
    refused(d, DrawStock(nd), IllegalCode.WRONG_PHASE)
    d.apply(Pass(nd))
    assert d.phase is Phase.UPCARD and d.turn == dealer
    refused(d, TakeUpcard(nd), IllegalCode.NOT_YOUR_TURN)
    d.apply(Pass(dealer))
    # The non-dealer must now draw from the stock.
    assert d.phase is Phase.DRAW and d.turn == nd
    refused(d, DrawDiscard(nd), IllegalCode.MUST_DRAW_STOCK)
    refused(d, TakeUpcard(nd), IllegalCode.WRONG_PHASE)
    assert DrawDiscard(nd) not in d.legal_actions()
    top = d.stock[-1]
    d.apply(DrawStock(nd))
    assert top in d.hands[nd] and d.discard_pile == [up]
    # Drawn from the stock: it may be thrown straight back.
    d.apply(Discard(nd, top))
    # Then the dealer plays normally, and may take the discard.
    assert d.phase is Phase.DRAW and d.turn == dealer
    assert DrawDiscard(dealer) in d.legal_actions()
    d.apply(DrawDiscard(dealer))
    assert top in d.hands[dealer]
    assert_conserved(d)


@pytest.mark.parametrize("dealer", [0, 1])
def test_non_dealer_takes_the_upcard(dealer: int) -> None:
    nd = 1 - dealer
    d = Deal(STANDARD, dealer=dealer, deal_number=12)
    up = d.upcard
    d.apply(TakeUpcard(nd))
    assert up in d.hands[nd] and d.discard_pile == [] and d.phase is Phase.DISCARD
    refused(d, Discard(nd, up), IllegalCode.SAME_CARD_BACK)
    refused(d, Knock(nd, up), IllegalCode.SAME_CARD_BACK)
    other = next(c for c in d.hands[nd] if c != up)
    d.apply(Discard(nd, other))
    assert d.turn == dealer and d.phase is Phase.DRAW
    assert d.discard_pile == [other]


@pytest.mark.parametrize("dealer", [0, 1])
def test_dealer_takes_the_declined_upcard(dealer: int) -> None:
    nd = 1 - dealer
    d = Deal(STANDARD, dealer=dealer, deal_number=13)
    up = d.upcard
    d.apply(Pass(nd))
    d.apply(TakeUpcard(dealer))
    refused(d, Discard(dealer, up), IllegalCode.SAME_CARD_BACK)
    d.apply(Discard(dealer, d.hands[dealer][0]))
    # Then the non-dealer plays a normal turn: either pile.
    assert d.turn == nd and d.phase is Phase.DRAW and not d.forced_stock
    assert DrawDiscard(nd) in d.legal_actions()


def test_card_taken_from_the_discard_pile_cannot_go_back_that_turn() -> None:
    d = Deal(STANDARD, dealer=0, deal_number=14)
    skip_upcard(d)
    drawn = d.stock[-1]
    d.apply(DrawStock(1))
    d.apply(Discard(1, drawn))
    d.apply(DrawDiscard(0))
    refused(d, Discard(0, drawn), IllegalCode.SAME_CARD_BACK)
    refused(d, Knock(0, drawn), IllegalCode.SAME_CARD_BACK)
    refused(d, Gin(0, drawn), IllegalCode.SAME_CARD_BACK)
    assert Discard(0, drawn) not in d.legal_actions()
    d.apply(Discard(0, d.hands[0][0]))
    # Next turn that card may be discarded as any other.
    d.apply(DrawStock(1))
    d.apply(Discard(1, d.hands[1][-1]))
    d.apply(DrawStock(0))
    assert Discard(0, drawn) in d.legal_actions()


# ------------------------------------------------------------ stock floor
def _draw_and_throw_back(d: Deal) -> None:
    drawn = d.stock[-1]
    d.apply(DrawStock(d.turn))
    d.apply(Discard(d.turn, drawn))


def _run_down_the_stock(rules: Rules = STANDARD) -> Deal:
    """Both decline the upcard, then both draw and throw back until the 50th card is drawn."""
    d = arranged_deal(rules, dealer=0, hands={1: KNOCKER, 0: JUNK}, upcard=C("KH")[0])
    skip_upcard(d)
    while len(d.stock) > 3:
        _draw_and_throw_back(d)
    assert len(d.stock) == 3 and d.phase is Phase.DRAW
    d.apply(DrawStock(d.turn))  # the 50th card of the deck
    assert len(d.stock) == 2
    return d


def test_void_hand_when_a_discard_leaves_two_cards() -> None:
    d = _run_down_the_stock()
    p = d.turn
    assert p == 1  # 29 draws, the first by the non-dealer
    d.apply(Discard(p, d.hands[p][-1]))
    assert d.is_over and d.result is not None
    assert d.result.outcome is Outcome.VOID and d.result.winner is None and d.result.points == 0
    assert d.events[-1].kind is EventKind.HAND_VOID
    assert_conserved(d)
    refused(d, DrawStock(1 - p), IllegalCode.WRONG_PHASE)


def test_the_player_who_drew_the_50th_card_may_still_knock() -> None:
    d = _run_down_the_stock()
    p = d.turn
    drawn = d.hands[p][-1]
    assert Knock(p, drawn) in d.legal_actions()
    d.apply(Knock(p, drawn))
    assert d.knocker == p and d.phase is Phase.LAYOFF
    d.apply(FinishLayoff(1 - p))
    assert d.result is not None and d.result.outcome is Outcome.KNOCK and d.result.winner == p
    assert len(d.stock) == 2
    assert_conserved(d)


def test_the_last_two_cards_are_never_drawn() -> None:
    d = Deal(STANDARD, dealer=0, deal_number=15)
    skip_upcard(d)
    # Not reachable in play (the discard that leaves two cards ends the hand), so the
    # guard is checked on a state set up by hand: all but two stock cards moved
    # under the discard pile, 52 cards still accounted for.
    d.discard_pile[:0] = d.stock[:-2]
    del d.stock[:-2]
    assert_conserved(d)
    refused(d, DrawStock(1), IllegalCode.STOCK_FLOOR)
    assert DrawStock(1) not in d.legal_actions()


# ------------------------------------------------------------- knocking
def _knock_position(
    rules: Rules = STANDARD,
    knocker_hand: list[Card] = KNOCKER,
    defender_hand: list[Card] = JUNK,
    upcard: str = "KH",
    stock: str = "QH",
) -> Deal:
    """Both decline the upcard; player 1 (the non-dealer) holding ``knocker_hand`` draws
    the first card of ``stock`` and is to discard."""
    d = arranged_deal(
        rules,
        dealer=0,
        hands={1: knocker_hand, 0: defender_hand},
        upcard=C(upcard)[0],
        stock=C(stock),
    )
    skip_upcard(d)
    d.apply(DrawStock(1))
    return d


def test_knock_over_the_limit_is_refused() -> None:
    d = _knock_position()
    # Discarding the ace keeps 0 deadwood (gin); discarding 8C leaves QH + AC = 11.
    e = refused(d, Knock(1, C("8C")[0]), IllegalCode.DEADWOOD_TOO_HIGH)
    assert e.details["deadwood"] == 11
    refused(d, Gin(1, C("QH")[0]), IllegalCode.NOT_GIN)
    refused(d, BigGin(1), IllegalCode.BIG_GIN_NOT_ALLOWED)
    refused(d, Knock(1, C("9H")[0]), IllegalCode.CARD_NOT_IN_HAND)
    refused(d, Knock(0, C("QH")[0]), IllegalCode.NOT_YOUR_TURN)
    refused(d, LayOff(1, C("QH")[0], 0), IllegalCode.WRONG_PHASE)
    refused(d, FinishLayoff(1), IllegalCode.WRONG_PHASE)
    refused(d, DrawStock(1), IllegalCode.WRONG_PHASE)
    refused(d, NextHand(1), IllegalCode.UNKNOWN_ACTION)


def test_knock_with_own_melds_and_bad_melds() -> None:
    d = _knock_position()
    qh = C("QH")[0]
    bad = [
        (C("2S 3S 4S 5S 6S"), C("8S 8C 8H 8D"), C("QH JH KH")),  # not in hand
        (C("2S 3S 5S"),),  # not a meld
        (C("2S 3S 4S 5S 6S"), C("6S 8S 8C")),  # not a meld / overlap
        (C("2S 3S 4S"), C("4S 5S 6S")),  # a card in two melds
        (C("8S 8C 8H QH"),),  # includes the knocked card... and not a meld
        (("AS", "2S", "3S"),),  # text, not cards
    ]
    for melds in bad:
        refused(d, Knock(1, qh, tuple(tuple(m) for m in melds)), IllegalCode.BAD_MELDS)  # type: ignore[misc]
    # Melds that include the discarded card itself.
    refused(d, Knock(1, C("2S")[0], (tuple(C("2S 3S 4S")),)), IllegalCode.BAD_MELDS)
    # Valid melds that leave too much deadwood are over the limit, not bad.
    refused(d, Knock(1, qh, (tuple(C("2S 3S 4S")),)), IllegalCode.DEADWOOD_TOO_HIGH)
    # A valid own arrangement.
    d.apply(Knock(1, qh, (tuple(C("2S 3S 4S 5S 6S")), tuple(C("8S 8C 8H 8D")))))
    assert d.knocker_melding is not None and d.knocker_melding.deadwood == tuple(C("AC"))


def test_gin_ends_the_hand_without_layoffs() -> None:
    # KNOCKER + AS drawn: A-6S run and four eights; discard AC for gin.
    d = _knock_position(stock="AS")
    d.apply(Gin(1, C("AC")[0]))
    assert d.is_over and d.result is not None and d.result.outcome is Outcome.GIN
    assert d.result.winner == 1
    assert d.result.points == 25 + brute_min_deadwood(JUNK)
    assert d.events[-2].kind is EventKind.WENT_GIN
    refused(d, LayOff(0, d.hands[0][0], 0), IllegalCode.NO_LAYOFF_ON_GIN)
    assert_conserved(d)


def test_knock_that_leaves_no_deadwood_is_gin() -> None:
    d = _knock_position(stock="AS")
    d.apply(Knock(1, C("AC")[0]))
    assert d.result is not None and d.result.outcome is Outcome.GIN


def test_layoff_on_gin_when_allowed_and_gin_is_never_undercut() -> None:
    rules = STANDARD.with_changes(layoff_on_gin=True)
    # The defender holds 7S 9S... and a gin hand of their own apart from layoffs.
    defender = C("7S 9C 9D 9H JC JD JH 3D 4D 5D")
    d = _knock_position(rules, defender_hand=defender, stock="AS")
    d.apply(Gin(1, C("AC")[0]))
    assert d.phase is Phase.LAYOFF and d.turn == 0
    i = next(i for i, m in enumerate(d.knocker_melds) if C("6S")[0] in m.cards)
    d.apply(LayOff(0, C("7S")[0], i))
    d.apply(FinishLayoff(0))
    r = d.result
    assert r is not None
    assert r.defender_deadwood == 0 and r.knocker_deadwood == 0
    assert r.outcome is Outcome.GIN and r.winner == 1 and r.points == 25
    assert_conserved(d)


def test_knock_layoffs_and_bad_layoffs() -> None:
    # Player 1 knocks with AC; melds A-6S? no: draws QH, discards QH, keeps 2-6S,
    # 8S 8C 8H 8D and AC (deadwood 1). The defender holds 7S and the ace of spades.
    defender = C("7S AS KC QD JH 9C 7D 5C 3H TD")
    d = _knock_position(defender_hand=defender)
    d.apply(Knock(1, C("QH")[0]))
    assert d.phase is Phase.LAYOFF and d.turn == 0
    assert d.discard_pile == [C("KH")[0]], "the knock discard is face down, not on the pile"
    run = next(i for i, m in enumerate(d.knocker_melds) if C("2S")[0] in m.cards)
    eights = next(i for i, m in enumerate(d.knocker_melds) if C("8C")[0] in m.cards)
    assert d.knocker_melding is not None
    refused(d, LayOff(1, C("7S")[0], run), IllegalCode.NOT_YOUR_TURN)
    refused(d, LayOff(0, C("7S")[0], 9), IllegalCode.NO_SUCH_MELD)
    refused(d, LayOff(0, C("7S")[0], -1), IllegalCode.NO_SUCH_MELD)
    refused(d, LayOff(0, C("7S")[0], eights), IllegalCode.DOES_NOT_FIT)
    refused(d, LayOff(0, C("6H")[0], run), IllegalCode.CARD_NOT_IN_HAND)
    refused(d, LayOff(0, C("KC")[0], run), IllegalCode.DOES_NOT_FIT)
    refused(d, Discard(0, C("KC")[0]), IllegalCode.WRONG_PHASE)
    # Laying off 7S first would leave AS (it goes below 2S either way).
    d.apply(LayOff(0, C("AS")[0], run))
    d.apply(LayOff(0, C("7S")[0], run))
    assert_conserved(d)
    d.apply(FinishLayoff(0))
    r = d.result
    assert r is not None and r.outcome is Outcome.KNOCK and r.winner == 1
    rest = [c for c in defender if c not in C("7S AS")]
    assert r.defender_deadwood == brute_min_deadwood(rest)
    assert r.points == r.defender_deadwood - 1
    assert [c for m in r.knocker_melds_after_layoffs for c in m.cards if c in C("AS 7S")]
    assert_conserved(d)


def test_big_gin() -> None:
    rules = PRESETS["ginirommi"]
    # 2-6S, three eights, AD 2D; drawing 3D makes A-2-3D: all eleven cards meld.
    hand = C("2S 3S 4S 5S 6S 8S 8C 8H AD 2D")
    d = _knock_position(rules, knocker_hand=hand, stock="3D")
    assert BigGin(1) in d.legal_actions()
    d.apply(BigGin(1))
    r = d.result
    assert r is not None and r.outcome is Outcome.BIG_GIN and r.winner == 1
    assert r.points == brute_min_deadwood(JUNK) + 31 + 25
    assert len(d.hands[1]) == 11 and d.knock_card is None
    assert_conserved(d)


def test_big_gin_refusals() -> None:
    d = _knock_position(PRESETS["ginirommi"], stock="QH")
    refused(d, BigGin(1), IllegalCode.NOT_BIG_GIN)
    refused(
        d, BigGin(1, (tuple(C("2S 3S 4S 5S 6S")), tuple(C("8S 8C 8H 8D")))), IllegalCode.NOT_BIG_GIN
    )
    refused(
        d, BigGin(1, (tuple(C("2S 3S 4S 5S 6S")), tuple(C("6S 8C 8H 8D")))), IllegalCode.BAD_MELDS
    )
    refused(d, BigGin(0), IllegalCode.NOT_YOUR_TURN)
    # With Big Gin not allowed the code says so, whatever the hand.
    d2 = _knock_position(STANDARD, stock="AS")
    refused(d2, BigGin(1), IllegalCode.BIG_GIN_NOT_ALLOWED)


def test_straight_gin_refuses_knocks_but_allows_gin() -> None:
    rules = STANDARD.with_changes(straight_gin=True)
    d = _knock_position(rules, stock="QH")
    assert d.knock_limit == 0
    refused(d, Knock(1, C("QH")[0]), IllegalCode.KNOCK_NOT_ALLOWED)
    assert not [a for a in d.legal_actions() if isinstance(a, Knock)]
    g = _knock_position(rules, stock="AS")
    g.apply(Gin(1, C("AC")[0]))
    assert g.result is not None and g.result.outcome is Outcome.GIN


@pytest.mark.parametrize(
    ("upcard", "limit"),
    [("AH", 0), ("2H", 2), ("5D", 5), ("9H", 9), ("TC", 10), ("KD", 10), ("JS", 10)],
)
def test_oklahoma_knock_limit_from_the_upcard(upcard: str, limit: int) -> None:
    rules = STANDARD.with_changes(oklahoma=True)
    d = _knock_position(rules, upcard=upcard)
    assert d.knock_limit == limit
    assert d.doubled == (upcard[-1] == "S")
    # Deadwood 1 (the ace of clubs) may knock unless the limit is 0.
    if limit == 0:
        refused(d, Knock(1, C("QH")[0]), IllegalCode.KNOCK_NOT_ALLOWED)
    else:
        assert d.is_legal(Knock(1, C("QH")[0]))


def test_oklahoma_limit_below_the_deadwood() -> None:
    rules = STANDARD.with_changes(oklahoma=True)
    hand = C("2S 3S 4S 5S 6S 8S 8C 8H 2H 5H")  # 2H + 5H: 7 deadwood
    d = _knock_position(rules, knocker_hand=hand, upcard="5D", stock="QH")
    e = refused(d, Knock(1, C("QH")[0]), IllegalCode.DEADWOOD_TOO_HIGH)
    assert e.details == {"deadwood": 7, "limit": 5, "card": C("QH")[0]}


def test_automatic_arrangement_leaves_fewest_layoffs() -> None:
    # 7C 7D 7H 7S 8S 9S TS + AC 2D and a drawn 3H: four sevens and 8-9-10S leave only
    # JS to lay off; three sevens and 7-10S would also take 6S.
    knocker = C("7C 7D 7H 7S 8S 9S TS AC 2D KH")
    defender = C("6S JS KC QD JH 9C 4H 5C 3H TD")
    d = _knock_position(knocker_hand=knocker, defender_hand=defender, upcard="QC", stock="3D")
    d.apply(Knock(1, C("KH")[0]))
    melds = {frozenset(m.cards) for m in d.knocker_melds}
    assert frozenset(C("7C 7D 7H 7S")) in melds
    assert frozenset(C("8S 9S TS")) in melds
    plan = d.best_layoff_plan()
    assert [lo.card for lo in plan.layoffs] == C("JS")


# ------------------------------------------------------- property: random play
RULE_MIX = [
    PRESETS["standard"],
    PRESETS["ginirommi"],
    PRESETS["finnish_2"],
    STANDARD.with_changes(layoff_on_gin=True),
    STANDARD.with_changes(oklahoma=True),
    STANDARD.with_changes(straight_gin=True),
]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(RULE_MIX),
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=2**32),
    st.sampled_from([0.0, 0.1, 0.5, 1.0]),
    st.sampled_from([0, 1]),
)
def test_52_cards_are_conserved(
    rules: Rules, number: int, seed: int, knock: float, dealer: int
) -> None:
    d = Deal(rules, dealer=dealer, deal_number=number)
    rng = random.Random(seed)
    assert_conserved(d)
    while not d.is_over:
        d.apply(choose_action(d, rng, knock_chance=knock))
        assert_conserved(d)
        assert len(d.stock) >= 2
        for p in (0, 1):
            expected = 11 if (d.phase is Phase.DISCARD and p == d.turn) else 10
            if d.knocker is None:
                assert len(d.hands[p]) == expected
    assert d.legal_actions() == []
    assert d.result is not None


# An independent statement of which actions are refused and why, in the engine's
# order of checks: hand over, whose turn, phase, then the move's own conditions.
def expected_refusal(d: Deal, a: Action) -> IllegalCode | None:
    if d.phase is Phase.OVER:
        if (
            isinstance(a, LayOff)
            and d.knock_kind in (EventKind.WENT_GIN, EventKind.WENT_BIG_GIN)
            and not d.rules.layoff_on_gin
        ):
            return IllegalCode.NO_LAYOFF_ON_GIN
        return IllegalCode.WRONG_PHASE
    if isinstance(a, NextHand):
        return IllegalCode.NOT_YOUR_TURN if a.player != d.turn else IllegalCode.UNKNOWN_ACTION
    if a.player != d.turn:
        return IllegalCode.NOT_YOUR_TURN
    hand = d.hands[a.player]
    last = d.events[-1]
    taken = last.card if last.kind in (EventKind.UPCARD_TAKEN, EventKind.DISCARD_DRAWN) else None
    if isinstance(a, TakeUpcard | Pass):
        return None if d.phase is Phase.UPCARD else IllegalCode.WRONG_PHASE
    if isinstance(a, DrawStock | DrawDiscard):
        if d.phase is not Phase.DRAW:
            return IllegalCode.WRONG_PHASE
        if isinstance(a, DrawStock):
            return IllegalCode.STOCK_FLOOR if len(d.stock) <= 2 else None
        both_passed = [e.kind for e in d.events[-2:]] == [EventKind.UPCARD_PASSED] * 2
        return IllegalCode.MUST_DRAW_STOCK if both_passed else None
    if isinstance(a, Discard | Knock | BigGin):
        if d.phase is not Phase.DISCARD:
            return IllegalCode.WRONG_PHASE
        if isinstance(a, BigGin):
            if d.rules.big_gin_bonus is None:
                return IllegalCode.BIG_GIN_NOT_ALLOWED
            return None if brute_min_deadwood(hand) == 0 else IllegalCode.NOT_BIG_GIN
        if a.card not in hand:
            return IllegalCode.CARD_NOT_IN_HAND
        if a.card == taken:
            return IllegalCode.SAME_CARD_BACK
        if isinstance(a, Knock):
            rest = [c for c in hand if c != a.card]
            if a.melds is not None:
                used = [c for m in a.melds for c in m]
                if (
                    len(used) != len(set(used))
                    or not set(used) <= set(rest)
                    or not all(is_meld([rs(c) for c in m]) for m in a.melds)
                ):
                    return IllegalCode.BAD_MELDS
                dw = sum(min(int(c.rank), 10) for c in rest if c not in used)
            else:
                dw = brute_min_deadwood(rest)
            up = d.upcard
            limit = 10 if not d.rules.oklahoma else (0 if up.rank == 1 else min(10, int(up.rank)))
            limit = min(limit, d.rules.knock_limit)
            if d.rules.straight_gin:
                limit = 0
            if isinstance(a, Gin) and dw:
                return IllegalCode.NOT_GIN
            if dw > limit:
                return (
                    IllegalCode.KNOCK_NOT_ALLOWED if limit == 0 else IllegalCode.DEADWOOD_TOO_HIGH
                )
        return None
    if isinstance(a, LayOff | FinishLayoff):
        if d.phase is not Phase.LAYOFF:
            return IllegalCode.WRONG_PHASE
        if isinstance(a, LayOff):
            if a.card not in hand:
                return IllegalCode.CARD_NOT_IN_HAND
            if not 0 <= a.meld_index < len(d.knocker_melds):
                return IllegalCode.NO_SUCH_MELD
            meld = d.knocker_melds[a.meld_index].cards
            cards = {rs(c) for c in meld}
            if not is_meld([*cards, rs(a.card)]) or rs(a.card) in cards:
                return IllegalCode.DOES_NOT_FIT
        return None
    return IllegalCode.UNKNOWN_ACTION


def candidate_actions(d: Deal, rng: random.Random) -> list[Action]:
    """A mixed bag of actions for both players, legal and not."""
    out: list[Action] = []
    some = rng.sample(DECK, 6) + rng.sample(d.hands[0], 3) + rng.sample(d.hands[1], 3)
    if d.taken_from_discard is not None:
        some.append(d.taken_from_discard)
    for p in (0, 1):
        out += [
            TakeUpcard(p),
            Pass(p),
            DrawStock(p),
            DrawDiscard(p),
            FinishLayoff(p),
            BigGin(p),
            NextHand(p),
        ]
        for c in some:
            out += [Discard(p, c), Knock(p, c), Gin(p, c), LayOff(p, c, rng.randrange(-1, 6))]
        hand = d.hands[p]
        if len(hand) == 11:
            k = rng.choice(hand)
            rest = [c for c in hand if c != k]
            good = tuple(m.cards for m in best_melding(rest).melds)
            out.append(Knock(p, k, good))
            if good:
                out.append(Knock(p, k, (*good, good[0])))  # a meld twice
                out.append(Knock(p, k, (good[0][:2],)))  # too short
            out.append(Knock(p, k, ((k, *rest[:2]),)))  # includes the discard
            out.append(BigGin(p, tuple(m.cards for m in best_melding(hand).melds)))
        for i in range(len(d.knocker_melds)):
            for c in hand:
                out.append(LayOff(p, c, i))
    return out


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(RULE_MIX),
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=2**32),
    st.sampled_from([0.05, 0.3, 1.0]),
)
def test_illegal_actions_are_refused_with_the_right_code_and_no_change(
    rules: Rules, number: int, seed: int, knock: float
) -> None:
    d = Deal(rules, dealer=seed % 2, deal_number=number)
    rng = random.Random(seed)
    steps = 0
    while True:
        legal = d.legal_actions()
        for a in legal:
            assert expected_refusal(d, a) is None, a
        cands = candidate_actions(d, rng)
        before = snapshot(d)
        for a in rng.sample(cands, min(len(cands), 12)):
            code = expected_refusal(d, a)
            if code is None:
                assert d.is_legal(a), a
            else:
                with pytest.raises(IllegalAction) as info:
                    d.apply(a)
                assert info.value.code is code, (a, info.value.message)
                assert snapshot(d) == before
        if d.is_over or steps > 80:
            break
        d.apply(choose_action(d, rng, knock_chance=knock))
        steps += 1


def test_not_an_action_is_refused() -> None:
    d = Deal(STANDARD, dealer=0, deal_number=3)
    before = snapshot(d)
    with pytest.raises(IllegalAction) as info:
        d.apply("draw")  # type: ignore[arg-type]
    assert info.value.code is IllegalCode.UNKNOWN_ACTION
    assert snapshot(d) == before


def test_replace_keeps_rules_frozen() -> None:
    # Rules are values: a deal never changes them.
    d = Deal(STANDARD, dealer=0, deal_number=3)
    assert d.rules is STANDARD
    assert replace(STANDARD, knock_limit=5).knock_limit == 5


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(RULE_MIX),
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=2**32),
)
def test_knock_results_match_brute_force(rules: Rules, number: int, seed: int) -> None:
    """Knock at the first chance; the defender plays the proposed best layoffs."""
    d = Deal(rules, dealer=seed % 2, deal_number=number)
    rng = random.Random(seed)
    while not d.is_over and d.phase is not Phase.LAYOFF:
        d.apply(choose_action(d, rng, knock_chance=1.0))
    if d.knocker is None:
        return  # a void hand
    knocker = d.knocker
    assert d.knocker_melding is not None
    assert d.knocker_melding.deadwood_count == brute_min_deadwood(d.hands[knocker])
    if d.phase is Phase.LAYOFF:
        defender = 1 - knocker
        before = list(d.hands[defender])
        melds = [m.cards for m in d.knocker_melds]
        plan = d.best_layoff_plan()
        for lo in plan.layoffs:
            d.apply(LayOff(defender, lo.card, lo.meld_index))
        d.apply(FinishLayoff(defender))
        assert d.result is not None
        assert d.result.defender_deadwood == brute_best_layoff_deadwood(before, melds)
    assert d.result is not None
    assert_conserved(d)

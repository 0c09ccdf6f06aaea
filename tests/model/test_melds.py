"""Melds, meldings, the best melding and the knocker's automatic arrangement."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.cards import Card
from ginrummy_desktop.model.melds import (
    Meld,
    Melding,
    MeldKind,
    all_best_meldings,
    best_melding,
    knocker_arrangement,
    layoff_exposure,
    meld_kind,
)

from .helpers import (
    C,
    brute_min_deadwood,
    brute_optimal_meldings,
    dense_hand,
    is_meld,
    mask_of,
    random_hand,
    rs,
)


def _as_sets(m: Melding) -> frozenset[frozenset[tuple[int, int]]]:
    return frozenset(frozenset(rs(c) for c in meld.cards) for meld in m.melds)


def _check_melding(m: Melding, hand: list[Card]) -> None:
    """Valid melds, disjoint, and melds plus deadwood are exactly the hand."""
    seen: list[Card] = []
    for meld in m.melds:
        assert is_meld([rs(c) for c in meld.cards]), meld
        assert meld.kind is (
            MeldKind.SET if len({c.rank for c in meld.cards}) == 1 else MeldKind.RUN
        )
        seen += meld.cards
    seen += m.deadwood
    assert len(seen) == len(set(seen)) == len(hand)
    assert set(seen) == set(hand)
    assert m.deadwood_count == sum(min(int(c.rank), 10) for c in m.deadwood)


HANDS = st.one_of(random_hand(10), dense_hand(10), random_hand(11), dense_hand(11))


@settings(max_examples=250, deadline=None)
@given(HANDS)
def test_best_melding_is_valid_and_optimal(hand: list[Card]) -> None:
    m = best_melding(hand)
    _check_melding(m, hand)
    assert m.deadwood_count == brute_min_deadwood(hand)


@settings(max_examples=120, deadline=None)
@given(st.one_of(random_hand(10), dense_hand(10), dense_hand(9)))
def test_all_best_meldings_are_exactly_the_optimal_ones(hand: list[Card]) -> None:
    options = all_best_meldings(hand)
    target = brute_min_deadwood(hand)
    for m in options:
        _check_melding(m, hand)
        assert m.deadwood_count == target
    found = [_as_sets(m) for m in options]
    assert len(found) == len(set(found)), "a melding is listed twice"
    assert set(found) == brute_optimal_meldings(hand)
    assert _as_sets(best_melding(hand)) in set(found)


def test_meld_kinds() -> None:
    assert meld_kind(C("7C 7D 7H")) is MeldKind.SET
    assert meld_kind(C("7C 7D 7H 7S")) is MeldKind.SET
    assert meld_kind(C("AS 2S 3S")) is MeldKind.RUN
    assert meld_kind(C("9H JH TH QH KH")) is MeldKind.RUN  # order does not matter
    assert meld_kind(C("QS KS AS")) is None  # no wrap-around
    assert meld_kind(C("7C 7D")) is None
    assert meld_kind(C("AS 2S 4S")) is None
    assert meld_kind(C("AS 2S 3H")) is None
    assert meld_kind([*C("7C 7D"), C("7C")[0]]) is None  # a repeated card


def test_meld_of_and_layoff_fit() -> None:
    run = Meld.of(C("5H 4H 6H"))
    assert run.kind is MeldKind.RUN and run.cards == tuple(C("4H 5H 6H"))
    assert run.accepts(C("7H")[0]) and run.accepts(C("3H")[0])
    assert not run.accepts(C("8H")[0]) and not run.accepts(C("7S")[0])
    # 4-5-6 hearts takes 7 hearts and then 8 hearts.
    longer = run.extended(C("7H")[0])
    assert longer.accepts(C("8H")[0])
    assert longer.extended(C("8H")[0]).cards == tuple(C("4H 5H 6H 7H 8H"))
    with pytest.raises(ValueError):
        run.extended(C("9H")[0])
    s = Meld.of(C("9C 9D 9H"))
    assert s.accepts(C("9S")[0]) and not s.accepts(C("9C")[0]) and not s.accepts(C("TS")[0])
    four = s.extended(C("9S")[0])
    assert not any(four.accepts(c) for c in C("9C 9D 9H 9S"))
    king_run = Meld.of(C("JD QD KD"))
    assert king_run.accepts(C("TD")[0]) and not king_run.accepts(C("AD")[0])
    ace_run = Meld.of(C("AC 2C 3C"))
    assert ace_run.accepts(C("4C")[0]) and not ace_run.accepts(C("KC")[0])
    with pytest.raises(ValueError):
        Meld.of(C("QS KS AS"))


def test_melding_of_checks_melds() -> None:
    hand = C("4H 5H 6H 7H 7C 7D 2S 3S KD QC")
    m = Melding.of([C("4H 5H 6H"), C("7H 7C 7D")], hand)
    assert m.deadwood_count == 2 + 3 + 10 + 10
    with pytest.raises(ValueError):
        Melding.of([C("4H 5H 6H 7H"), C("7H 7C 7D")], hand)  # 7H twice
    with pytest.raises(ValueError):
        Melding.of([C("8H 9H TH")], hand)  # not in hand
    with pytest.raises(ValueError):
        Melding.of([C("2S 3S KD")], hand)  # not a meld


def test_worked_hand_from_seed_000_is_gin() -> None:
    # The ginirommi source counts the ace of spades as deadwood, but A-2-3-4-5-6S is a
    # run: the hand is gin (docs/RULES.md warns that this example has a flaw).
    hand = C("2S 3S 4S 5S 6S 8S 8C 8H 8D AS")
    m = best_melding(hand)
    assert m.deadwood == ()
    assert _as_sets(m) == frozenset(
        {
            frozenset(rs(c) for c in C("AS 2S 3S 4S 5S 6S")),
            frozenset(rs(c) for c in C("8S 8C 8H 8D")),
        }
    )


def test_knocker_arrangement_prefers_fewest_layoffs() -> None:
    # 7C 7D 7H 7S 8S 9S TS: either the four sevens and 8-9-10S (open to JS), or
    # three sevens and 7-8-9-10S (open to 6S and JS): same deadwood, fewer layoffs.
    hand = C("7C 7D 7H 7S 8S 9S TS AC 2D 3H")
    m = knocker_arrangement(hand)
    assert m.deadwood_count == 6
    assert _as_sets(m) == frozenset(
        {frozenset(rs(c) for c in C("7C 7D 7H 7S")), frozenset(rs(c) for c in C("8S 9S TS"))}
    )


def test_knocker_arrangement_uses_known_cards() -> None:
    # KH fits J-Q-K hearts (open to TH) or K-K-K (open to KS): deadwood 20 either way.
    hand = C("JH QH KH KC KD AS 2S 3S 4D 4C")
    assert len(all_best_meldings(hand)) == 2
    run_jqk = frozenset(rs(c) for c in C("JH QH KH"))
    set_kkk = frozenset(rs(c) for c in C("KC KD KH"))
    # With TH known to be dead the run exposes nothing; with KS dead, the set.
    assert run_jqk in _as_sets(knocker_arrangement(hand, mask_of(C("TH"))))
    assert set_kkk in _as_sets(knocker_arrangement(hand, mask_of(C("KS"))))


@settings(max_examples=80, deadline=None)
@given(
    st.one_of(random_hand(10), dense_hand(10)),
    st.sets(
        st.sampled_from(
            C("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
        ),
        max_size=8,
    ),
)
def test_knocker_arrangement_is_optimal_and_least_exposed(
    hand: list[Card], known: set[Card]
) -> None:
    known_mask = mask_of(c for c in known if c not in hand)
    m = knocker_arrangement(hand, known_mask)
    _check_melding(m, hand)
    assert m.deadwood_count == brute_min_deadwood(hand)
    everything = known_mask | mask_of(hand)
    assert layoff_exposure(m.melds, everything) == min(
        layoff_exposure(o.melds, everything) for o in all_best_meldings(hand)
    )


def test_layoff_exposure_counts_direct_extensions() -> None:
    melds = [
        Meld.of(C("4H 5H 6H")),
        Meld.of(C("9C 9D 9S")),
        Meld.of(C("AS 2S 3S")),
        Meld.of(C("JD QD KD")),
    ]
    # 3H 7H, 9H, 4S, TD
    assert layoff_exposure(melds, 0) == 5
    assert layoff_exposure(melds, mask_of(C("3H 9H"))) == 3
    assert layoff_exposure([Meld.of(C("8C 8D 8H 8S"))], 0) == 0


def test_lay_off_first_names_the_cards_a_run_needs_before_a_card_fits() -> None:
    """The 7♦ on 3♦ 4♦ 5♦ fits once the 6♦ is laid off; the 8♦ after the 6♦ and the
    7♦, in that order; the 2♦ below after nothing (it fits now). A set, another suit,
    or a card missing from the hand: no way."""
    run = Meld.of(C("3D 4D 5D"))
    (six, seven, eight, two, ace) = C("6D 7D 8D 2D AD")
    hand = C("6D 7D 8D AD KS")
    assert run.lay_off_first(seven, hand) == (six,)
    assert run.lay_off_first(eight, hand) == (six, seven)
    assert run.lay_off_first(six, hand) == ()
    assert run.lay_off_first(ace, hand) is None  # the 2♦ is not held
    assert run.lay_off_first(ace, [*hand, two]) == (two,)
    assert run.lay_off_first(eight, C("6D 8D")) is None  # no 7♦
    assert run.lay_off_first(C("7H")[0], hand) is None
    assert run.lay_off_first(C("4D")[0], hand) is None  # in it already
    eights = Meld.of(C("8H 8S 8C"))
    assert eights.lay_off_first(eight, hand) == ()
    assert eights.lay_off_first(seven, hand) is None

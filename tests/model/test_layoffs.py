"""Optimal layoffs against a brute force over subsets of the defender's cards."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.cards import DECK, Card
from ginrummy_desktop.model.layoffs import Layoff, apply_layoff, best_layoffs, layoff_targets
from ginrummy_desktop.model.melds import Meld, best_melding, knocker_arrangement

from .helpers import (
    C,
    brute_best_layoff_deadwood,
    brute_min_deadwood,
    is_meld,
    layoffs_are_sequentially_valid,
    rs,
)


@st.composite
def knock_and_defence(draw: st.DrawFn) -> tuple[list[Meld], list[Card]]:
    """The knocker's melds and a defender hand, often drawn from the same few ranks so
    that sets take fourth cards and runs take chains at both ends."""
    if draw(st.booleans()):
        low = draw(st.integers(min_value=1, max_value=7))
        pool = [c for c in DECK if low <= int(c.rank) < low + 7]
    else:
        pool = list(DECK)
    cards = draw(st.permutations(pool))
    knocker, defender = list(cards[:10]), list(cards[10:20])
    arrange = knocker_arrangement if draw(st.booleans()) else best_melding
    return list(arrange(knocker).melds), defender


def _check_plan(defender: list[Card], melds: list[Meld]) -> None:
    plan = best_layoffs(defender, melds)
    laid = [lo.card for lo in plan.layoffs]
    assert len(laid) == len(set(laid)) and set(laid) <= set(defender)
    assert layoffs_are_sequentially_valid(
        [(lo.card, lo.meld_index) for lo in plan.layoffs], [m.cards for m in melds]
    )
    # The plan also plays through the engine's own meld objects in its order.
    current = tuple(melds)
    for lo in plan.layoffs:
        current = apply_layoff(current, lo)
    rest = [c for c in defender if c not in laid]
    own = plan.melding
    assert sorted([*(c for m in own.melds for c in m.cards), *own.deadwood]) == sorted(rest)
    assert all(is_meld([rs(c) for c in m.cards]) for m in own.melds)
    assert own.deadwood_count == brute_min_deadwood(rest)
    assert plan.deadwood_count == brute_best_layoff_deadwood(defender, [m.cards for m in melds])


@settings(max_examples=200, deadline=None)
@given(knock_and_defence())
def test_best_layoffs_equal_brute_force(case: tuple[list[Meld], list[Card]]) -> None:
    melds, defender = case
    _check_plan(defender, melds)


def test_run_takes_a_chain_in_order() -> None:
    melds = [Meld.of(C("4H 5H 6H"))]
    defender = C("8H 7H 3H 2H KS QS JC 9D 9C TS")
    plan = best_layoffs(defender, melds)
    assert {lo.card for lo in plan.layoffs} == set(C("2H 3H 7H 8H"))
    order = [lo.card for lo in plan.layoffs]
    assert order.index(C("7H")[0]) < order.index(C("8H")[0])
    assert order.index(C("3H")[0]) < order.index(C("2H")[0])
    _check_plan(defender, melds)


def test_fourth_card_of_a_set() -> None:
    melds = [Meld.of(C("9C 9D 9H")), Meld.of(C("AS 2S 3S"))]
    defender = C("9S 4S 5S KD KH QC JC TC 8D 7D")
    plan = best_layoffs(defender, melds)
    # 9S is the fourth nine; 4S and then 5S extend A-2-3S.
    assert {lo.card for lo in plan.layoffs} == set(C("4S 5S 9S"))
    _check_plan(defender, melds)


def test_card_that_fits_two_melds_is_laid_off_once() -> None:
    # 7S fits both the sevens and 4-5-6S; after 7S on the run, 8S follows.
    melds = [Meld.of(C("7C 7D 7H")), Meld.of(C("4S 5S 6S"))]
    defender = C("7S 8S KD KH QC JC TC 2D 3C 9H")
    plan = best_layoffs(defender, melds)
    assert [(lo.card, lo.meld_index) for lo in plan.layoffs] == [(C("7S")[0], 1), (C("8S")[0], 1)]
    _check_plan(defender, melds)


def test_no_layoff_on_deadwood() -> None:
    # The knocker's 7H is deadwood: the defender's 8H cannot go there, and a run
    # meld of the knocker is the only place that accepts cards.
    knocker = C("4C 5C 6C 9S 9D 9H 2H 3D AC 7H")
    melds = list(best_melding(knocker).melds)
    defender = C("8H 6H KD KH QC JC TC 8D 8S 5D")
    plan = best_layoffs(defender, melds)
    assert plan.layoffs == ()
    assert layoff_targets(C("8H")[0], melds) == []
    assert layoff_targets(C("7C")[0], melds) != []
    _check_plan(defender, melds)


def test_layoff_keeps_own_melds_when_equal() -> None:
    # 7S could be laid off, or kept in the defender's own 7S 8S 9S run: both leave
    # the same deadwood, and the plan prefers fewer layoffs.
    melds = [Meld.of(C("7C 7D 7H"))]
    defender = C("7S 8S 9S KD KH QC JC TC 2D 3C")
    plan = best_layoffs(defender, melds)
    assert plan.layoffs == ()
    assert plan.deadwood_count == brute_best_layoff_deadwood(defender, [m.cards for m in melds])


def test_apply_layoff_refuses_misfits() -> None:
    melds = (Meld.of(C("4H 5H 6H")),)
    try:
        apply_layoff(melds, Layoff(C("9H")[0], 0))
    except ValueError:
        pass
    else:
        raise AssertionError("9H does not fit 4-5-6H")
    try:
        apply_layoff(melds, Layoff(C("7H")[0], 3))
    except ValueError:
        pass
    else:
        raise AssertionError("there is no meld 3")

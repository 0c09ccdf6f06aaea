"""A match: scripted hands to the target, boxes, game and shutout bonuses, the final
tally, who deals next, and void hands re-dealt by the same dealer."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.model.actions import Discard, DrawStock, Gin, Knock, NextHand, Pass
from ginrummy_desktop.model.cards import Card
from ginrummy_desktop.model.errors import IllegalAction, IllegalCode
from ginrummy_desktop.model.events import EventKind
from ginrummy_desktop.model.match import Match, deal_number_for, final_tally
from ginrummy_desktop.model.rules import PRESETS, NextDealer, Rules
from ginrummy_desktop.model.scoring import LineCode, Outcome

from .helpers import C, stacked_deck

STANDARD = PRESETS["standard"]
KNOCKER = C("2S 3S 4S 5S 6S 8S 8C 8H 8D AC")  # gin with AS (discarding AC)
JUNK = C("KC QD JH 9C 7D 5C 3H TD 2C 4D")  # 70 deadwood
UP = C("KH")[0]


class Script:
    """Decks for successive deals of a match, chosen by who is to win each hand."""

    def __init__(self) -> None:
        self.plans: list[str] = []

    def add(self, plan: str) -> None:
        self.plans.append(plan)

    def deck(self, index: int, dealer: int) -> list[Card]:
        """The stacked deck of hand ``index`` (the Match's ``decks`` hook)."""
        plan = self.plans[index]
        winner_is_dealer = plan in ("dealer", "void")
        hands = {dealer: KNOCKER if winner_is_dealer else JUNK}
        hands[1 - dealer] = JUNK if winner_is_dealer else KNOCKER
        if plan == "void":
            hands[dealer] = JUNK
            hands[1 - dealer] = KNOCKER
        stock = C("QS AS") if plan == "dealer" else C("AS")
        if plan == "void":
            stock = C("QS")
        return stacked_deck(dealer=dealer, hands=hands, upcard=UP, stock=stock)


def play_hand(m: Match, plan: str) -> None:
    """Play the current scripted hand to its end."""
    d = m.current
    nd, dl = d.non_dealer, d.dealer
    m.apply(Pass(nd))
    m.apply(Pass(dl))
    if plan == "non_dealer":
        m.apply(DrawStock(nd))
        m.apply(Gin(nd, C("AC")[0]))
    elif plan == "dealer":
        m.apply(DrawStock(nd))
        m.apply(Discard(nd, C("QS")[0]))
        m.apply(DrawStock(dl))
        m.apply(Gin(dl, C("AC")[0]))
    else:  # void: both draw and throw back until the stock floor
        while not d.is_over:
            card = d.stock[-1]
            m.apply(DrawStock(d.turn))
            m.apply(Discard(d.turn, card))
    assert d.is_over


def run_match(rules: Rules, plans: list[str], *, first_dealer: int = 0) -> Match:
    s = Script()
    for p in plans:
        s.add(p)
    m = Match(rules, seed=1, first_dealer=first_dealer, decks=s.deck)
    for i, plan in enumerate(plans):
        if i:
            m.apply(NextHand(i % 2))
        play_hand(m, plan)
    return m


def test_standard_game_end_with_box_and_game_bonuses() -> None:
    # Dealer 0, 1, 0 (alternating): the non-dealer wins hands 1 and 3, the other
    # player hand 2. Each gin is 25 + 70 = 95.
    m = run_match(STANDARD, ["non_dealer", "non_dealer", "non_dealer"])
    assert [r.dealer for r in m.records] == [0, 1, 0]
    assert [r.result.winner for r in m.records] == [1, 0, 1]
    assert [r.totals_after for r in m.records] == [(0, 95), (95, 95), (95, 190)]
    assert [r.boxes_after for r in m.records] == [(0, 1), (1, 1), (1, 2)]
    g = m.game_result
    assert g is not None and m.is_over and g.winner == 1 and not g.shutout
    # Winner: 190 + 100 game + 2 boxes x 25; loser: 95 + 1 box x 25.
    assert g.final_totals == (95 + 25, 190 + 100 + 50)
    assert g.difference == 340 - 120
    assert m.current.events[-1].kind is EventKind.HAND_SCORED
    assert (LineCode.FINAL_DIFFERENCE, 220, 1) in [(x.code, x.points, x.player) for x in g.lines]
    with pytest.raises(IllegalAction) as info:
        m.apply(NextHand(0))
    assert info.value.code is IllegalCode.GAME_OVER
    assert m.legal_actions() == []


def test_worked_game_tally() -> None:
    # docs/RULES.md section 7: winner adds 100, each adds 25 a box, result is the difference.
    g = final_tally(STANDARD, 0, [105, 40], [3, 2])
    assert g.final_totals == (105 + 100 + 75, 40 + 50)
    assert g.difference == 280 - 90
    codes = [(x.code, x.points, x.player) for x in g.lines]
    assert (LineCode.GAME_BONUS, 100, 0) in codes
    assert (LineCode.BOX_BONUS, 75, 0) in codes and (LineCode.BOX_BONUS, 50, 1) in codes


@pytest.mark.parametrize(
    ("name", "game", "shutout", "box"),
    [
        ("standard", 100, 100, 25),
        ("ginirommi", 100, 100, 0),
        ("finnish_1", 100, 200, 20),
        ("finnish_2", 100, 200, 20),
        ("finnish_simple", 0, 0, 0),
    ],
)
def test_final_tally_per_preset(name: str, game: int, shutout: int, box: int) -> None:
    rules = PRESETS[name]
    g = final_tally(rules, 1, [60, 130], [2, 4])
    assert not g.shutout
    assert g.final_totals == (60 + 2 * box, 130 + game + 4 * box)
    s = final_tally(rules, 0, [150, 0], [3, 0])
    assert s.shutout
    assert s.final_totals == (150 + shutout + 3 * box, 0)
    assert s.difference == 150 + shutout + 3 * box
    # Only rules with a shutout bonus of their own call it so; the rest say game bonus.
    code = LineCode.GAME_BONUS if rules.shutout_game_bonus is None else LineCode.SHUTOUT_BONUS
    lines = [(x.code, x.points, x.player) for x in s.lines]
    # A bonus of nothing has no line (finnish_simple), as boxes of nothing have none.
    assert ((code, shutout, 0) in lines) == bool(shutout)
    assert any(x.code is LineCode.GAME_BONUS for x in g.lines) == bool(game)
    named_shutout = any(c is LineCode.SHUTOUT_BONUS for c, _p, _w in lines)
    assert named_shutout == (rules.shutout_game_bonus is not None)
    assert any(x.code is LineCode.BOX_BONUS for x in g.lines) == bool(box)


def test_shutout_through_a_match() -> None:
    # finnish_1: gin 20 + 70 = 90 a hand; player 1 wins both hands, player 0 scores 0.
    m = run_match(PRESETS["finnish_1"], ["non_dealer", "dealer"])
    g = m.game_result
    assert g is not None and g.winner == 1 and g.shutout
    assert g.final_totals == (0, 180 + 200 + 2 * 20)
    assert g.difference == 420


def test_finnish_simple_target_150() -> None:
    # Gin: 20 hand + 70 + 20 gin = 110; the first gin does not end the game.
    m = run_match(PRESETS["finnish_simple"], ["non_dealer", "dealer"])
    assert m.records[0].totals_after == (0, 110)
    g = m.game_result
    assert g is not None and g.winner == 1 and g.final_totals == (0, 220) and g.difference == 220


def test_void_hand_is_redealt_by_the_same_dealer() -> None:
    m = run_match(STANDARD, ["void", "void", "non_dealer"], first_dealer=1)
    assert [r.dealer for r in m.records] == [1, 1, 1]
    assert [r.result.outcome for r in m.records] == [Outcome.VOID, Outcome.VOID, Outcome.GIN]
    assert m.records[1].totals_after == (0, 0) and m.records[1].boxes_after == (0, 0)
    assert m.next_dealer() == 0


def test_next_dealer_loser() -> None:
    rules = STANDARD.with_changes(next_dealer=NextDealer.LOSER, target=1000)
    # Hand 1: dealer 0 loses to the non-dealer: player 0 deals again, and loses
    # again; hand 3 the dealer (0) wins: player 1 deals.
    m = run_match(rules, ["non_dealer", "non_dealer", "dealer"])
    assert [r.dealer for r in m.records] == [0, 0, 0]
    assert [r.result.winner for r in m.records] == [1, 1, 0]
    assert m.next_dealer() == 1


def test_next_hand_only_when_the_hand_is_over() -> None:
    m = Match(STANDARD, seed=3, first_dealer=0)
    with pytest.raises(IllegalAction) as info:
        m.apply(NextHand(0))
    assert info.value.code is IllegalCode.HAND_NOT_OVER
    assert NextHand(0) not in m.legal_actions()


def test_match_is_reproducible_from_its_seed() -> None:
    a, b = Match(STANDARD, seed=42), Match(STANDARD, seed=42)
    assert a.first_dealer == b.first_dealer
    assert a.current.deal_number == b.current.deal_number == deal_number_for(42, 0)
    assert a.current.hands == b.current.hands
    assert len({deal_number_for(42, i) for i in range(20)}) == 20
    assert {Match(STANDARD, seed=s).first_dealer for s in range(20)} == {0, 1}


def test_knock_scores_flow_into_totals() -> None:
    m = Match(STANDARD, seed=5, first_dealer=0)
    d = m.current
    # Play until someone can knock, then knock; the record holds the hand's points.
    rng = random.Random(1)
    while not d.is_over:
        legal = m.legal_actions()
        knocks = [a for a in legal if isinstance(a, Knock)]
        m.apply(knocks[0] if knocks else rng.choice(legal))
    r = d.result
    assert r is not None
    if r.winner is not None:
        assert m.totals[r.winner] == r.points and m.boxes[r.winner] == 1
    assert m.legal_actions() == [NextHand(0), NextHand(1)]
    assert m.legal_actions(1) == [NextHand(1)]


# Every hand a gin by the non-dealer against 70 deadwood; the deal alternates, so the
# players win in turn: 1, 0, 1, ... until one reaches the target.
# name: (hands played, final totals (player 0, player 1), difference, shutout)
GAME_ENDS = {
    "standard": (3, (95 + 25, 190 + 100 + 50), 220, False),
    "ginirommi": (1, (0, 120 + 100), 220, True),  # 70 + 25 + 25 at once; no boxes
    "finnish_1": (3, (90 + 20, 180 + 100 + 40), 210, False),
    "finnish_2": (3, (95 + 20, 190 + 100 + 40), 215, False),
    "finnish_simple": (3, (110, 220), 110, False),  # target 150, no game or box bonus
}


@pytest.mark.parametrize("name", list(GAME_ENDS))
def test_game_end_per_preset(name: str) -> None:
    hands, finals, difference, shutout = GAME_ENDS[name]
    m = run_match(PRESETS[name], ["non_dealer"] * hands)
    g = m.game_result
    assert g is not None and g.winner == 1
    assert len(m.records) == hands
    assert g.final_totals == finals and g.difference == difference and g.shutout == shutout


@pytest.mark.parametrize("name", list(GAME_ENDS))
def test_void_hand_per_preset(name: str) -> None:
    m = run_match(PRESETS[name], ["void", "non_dealer"], first_dealer=0)
    void = m.records[0]
    assert void.result.outcome is Outcome.VOID and void.result.winner is None
    assert void.result.points == 0 and void.totals_after == (0, 0) and void.boxes_after == (0, 0)
    assert len(m.current.stock) >= 2
    # The same dealer deals again.
    assert [r.dealer for r in m.records] == [0, 0]


def test_a_shutout_bonus_of_nothing_has_no_line() -> None:
    rules = PRESETS["standard"].with_changes(shutout_game_bonus=0)
    s = final_tally(rules, 0, [150, 0], [3, 0])
    assert s.shutout and s.final_totals == (150 + 3 * 25, 0)
    codes = {x.code for x in s.lines}
    assert LineCode.SHUTOUT_BONUS not in codes and LineCode.GAME_BONUS not in codes

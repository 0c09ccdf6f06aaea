"""The Master: its progressive search, its budget, its game-score values and fairness."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import Reason
from ginrummy_desktop.ai.expert import Guess
from ginrummy_desktop.ai.fastsim import score_knock
from ginrummy_desktop.ai.knowledge import knowledge_of, opponent_passes, passes_weight
from ginrummy_desktop.ai.master import (
    HASTY,
    WAITING,
    Master,
    MasterBudget,
    Reading,
    World,
    greedy_consistent,
    last_discard,
    search,
)
from ginrummy_desktop.ai.matchscore import GameValue
from ginrummy_desktop.model import (
    Discard,
    EarlierHand,
    EventKind,
    Knock,
    Phase,
    PlayerView,
    deal_view,
    parse_cards,
    preset,
)
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.model.events import Event
from ginrummy_desktop.model.scoring import Outcome

from .test_fairness import decision_points, hide_differently
from .test_intermediate import staged

EVEN = GameValue.of(preset("standard"), (0, 0), 0)


def _worlds(n: int) -> list[Guess]:
    return [Guess(0, []) for _ in range(n)]


def test_a_clearly_worse_candidate_is_dropped_after_one_batch() -> None:
    rng = random.Random(1)
    evaluators = {
        0: lambda g: 10 + rng.randint(-2, 2),
        1: lambda g: -10 + rng.randint(-2, 2),
        2: lambda g: rng.randint(-2, 2),
    }
    states = list(search(evaluators, _worlds, EVEN, batch=8, max_samples=64, z=2.0, default=0))
    assert len(states) == 1 and states[0].done
    assert states[0].best == 0 and states[0].samples == 8
    assert not states[0].option(1).active and not states[0].option(2).active


def test_a_clearly_better_candidate_replaces_the_default_at_once() -> None:
    rng = random.Random(1)
    evaluators = {0: lambda g: 10 + rng.randint(-2, 2), 1: lambda g: -10 + rng.randint(-2, 2)}
    states = list(search(evaluators, _worlds, EVEN, batch=8, max_samples=64, z=2.0, default=1))
    assert len(states) == 1 and states[0].best == 0


def test_a_gain_below_the_minimum_leaves_the_default() -> None:
    evaluators = {0: lambda g: 1, 1: lambda g: 0}
    kw = {"batch": 8, "max_samples": 16, "z": 2.0, "default": 1}
    assert list(search(evaluators, _worlds, EVEN, **kw))[-1].best == 0
    assert list(search(evaluators, _worlds, EVEN, min_gain=0.01, **kw))[-1].best == 1


def test_each_candidates_lead_se_is_that_of_its_paired_differences_with_the_leader() -> None:
    """The equity aid tells the moves level with the best by it: the standard error of
    the leader's lead, from the differences deal by deal (not from the two spreads,
    which luck shared by both makes far wider)."""
    rng = random.Random(3)
    luck = [rng.randint(-20, 20) for _ in range(48)]  # shared by every candidate
    own = {k: [rng.randint(-3, 3) for _ in range(48)] for k in (1, 2)}
    evaluators = {
        0: lambda g: luck[g.opponent] + 4,
        1: lambda g: luck[g.opponent] + 3 + own[1][g.opponent],
        2: lambda g: luck[g.opponent] - 6 + own[2][g.opponent],
    }
    count = [0]

    def worlds(n: int) -> list[Guess]:
        out = [Guess(count[0] + i, []) for i in range(n)]
        count[0] += n
        return out

    *_, state = search(
        evaluators, worlds, EVEN, batch=16, max_samples=48, z=2.0, default=0, prune=False
    )
    assert state.best == 0 and state.option(0).lead_se == 0.0
    chance = {k: [EVEN.after(evaluators[k](Guess(i, []))) for i in range(48)] for k in (0, 1, 2)}
    for k in (1, 2):
        diffs = [a - b for a, b in zip(chance[0], chance[k], strict=True)]
        mean = sum(diffs) / 48
        se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / 47 / 48)
        assert state.option(k).lead_se == pytest.approx(se)
        assert state.option(k).lead_se < state.option(k).chance_se  # the luck cancels out


def test_candidates_equal_on_every_deal_stop_at_once_and_keep_the_default() -> None:
    evaluators = {0: lambda g: 5, 1: lambda g: 5}
    states = list(search(evaluators, _worlds, EVEN, batch=8, max_samples=64, z=2.0, default=1))
    assert len(states) == 1 and states[0].best == 1


def test_a_close_call_uses_the_whole_budget_and_no_more() -> None:
    rng = random.Random(2)
    evaluators = {0: lambda g: rng.randint(-30, 30), 1: lambda g: rng.randint(-30, 30)}
    states = list(search(evaluators, _worlds, EVEN, batch=8, max_samples=40, z=2.0, default=0))
    assert [s.samples for s in states] == [8, 16, 24, 32, 40]
    assert states[-1].done and not any(s.done for s in states[:-1])
    assert all(o.samples == 40 for o in states[-1].options)


def test_a_decision_stays_within_its_budget_of_deals() -> None:
    # Knocking with 8 or playing on is a close call: it is searched.
    deal = staged("AC 2C 3C 5D 6D 7D 9S 9H 9D 8H KS", "QS", phase=Phase.DISCARD)
    view = deal_view(deal, 0)
    for cap in (16, 40):
        master = Master(seed=4, budget=MasterBudget(batch=8, max_samples=cap))
        d = master.decide(view)
        assert d.action in view.legal or isinstance(d.action, Knock)
        assert 8 <= master.samples_used <= cap
        assert master.samples_used % 8 == 0 or master.samples_used == cap
    plain = staged("AC 2C 3C 5D 6D 7D 9S 9H 9D KH KS", "QS", phase=Phase.DRAW)
    master = Master(seed=4)
    master.decide(deal_view(plain, 0))
    assert master.samples_used <= MasterBudget().max_samples


def test_the_game_value_counts_only_reaching_the_target() -> None:
    rules = preset("standard")
    assert EVEN.now == 0.5 or abs(EVEN.now - 0.5) < 1e-9
    near = GameValue.of(rules, (92, 40), 0)
    assert near.after(8) == 1.0 and near.after(-60) == 0.0
    assert near.after(3) > near.now > near.after(-3)
    # The same 10 points are worth more when they decide the game.
    assert near.after(10) - near.now > EVEN.after(10) - EVEN.now
    # From the other seat the chances are the complement (the model is symmetric).
    other = GameValue.of(rules, (92, 40), 1)
    assert abs(other.now + near.now - 1.0) < 1e-9
    assert GameValue.of(rules, (0, 0), 0, doubled=True).after(5) == EVEN.after(10)


def test_near_the_target_a_knock_that_wins_the_game_is_taken() -> None:
    deal = staged("AC 2C 3C 5D 6D 7D 9S 9H 9D 8H KS", "QS", phase=Phase.DISCARD)
    view = deal_view(deal, 0)
    early = Master(seed=3).decide(view)
    assert type(early.action) is Discard  # at 0-0 it plays on with 8 deadwood
    late = Master(seed=3).decide(dataclasses.replace(view, totals=(85, 90)))
    assert isinstance(late.action, Knock) and late.action.card.code == "KS"
    assert late.reason in (Reason.KNOCK_NOW, Reason.MATCH_SCORE)


def test_full_budget_decisions_depend_only_on_the_view() -> None:
    rng = random.Random(8)
    for deal in decision_points(404, 4)[1:]:
        twin = hide_differently(deal, 0, rng)
        view, twin_view = deal_view(deal, 0), deal_view(twin, 0)
        assert view == twin_view
        first = Master(seed=6).decide(view)
        assert Master(seed=6).decide(twin_view) == first
        assert make_player("master", seed=6).decide(view) == first


def test_the_play_outs_mix_the_opponents_knock_habits() -> None:
    deal = staged("AC 2C 3C 5D 6D 7D 9S 9H 9D 8H KS", "QS", phase=Phase.DISCARD)
    view = deal_view(deal, 0)
    mixed = Master(seed=2, budget=MasterBudget(hasty=None))
    k = knowledge_of(view)
    worlds = mixed.world_source(view, k, random.Random(1))(6)
    assert [w.opponent_knock for w in worlds if isinstance(w, World)] == [10, 2, 10, 2, 10, 2]
    mine = mixed.style.knock_max
    assert mixed._knock_at(0, worlds[0]) == (mine, 10)
    assert mixed._knock_at(0, worlds[1]) == (mine, 2)
    assert mixed._knock_at(1, worlds[1]) == (2, mine)
    # The opponent's cards and the stock are guessed as before: only the habit differs.
    hasty = Master(
        seed=2, budget=MasterBudget(waiting=dataclasses.replace(WAITING, knocks=()), hasty=None)
    )
    plain = hasty.world_source(view, k, random.Random(1))(6)
    assert [(w.opponent, w.stock) for w in plain] == [(w.opponent, w.stock) for w in worlds]
    assert {w.opponent_knock for w in plain if isinstance(w, World)} == {10}
    assert WAITING.knocks == HASTY.knocks == (10, 2)  # the table's Master mixes them
    again = Master(seed=2).decide(view)
    assert Master(seed=2).decide(view) == again


def test_guessed_hands_replay_only_part_of_the_opponents_draws() -> None:
    """A guessed hand that kept the best of every stock draw is far better than real
    ones (benchmarks/opponent_calibration.py); the Master replays half of them."""
    view = eight_draws_in()
    k = knowledge_of(view)

    def mean_deadwood(fraction: float) -> float:
        reading = dataclasses.replace(WAITING, played_fraction=fraction)
        m = Master(seed=1, budget=MasterBudget(waiting=reading, hasty=None))
        worlds = m.world_source(view, k, random.Random(4))(60)
        for w in worlds:  # every guess is a legal deal: its own cards, the rest the stock
            assert w.opponent.bit_count() == view.opponent_hand_size
            assert w.opponent & k.unseen == w.opponent and not w.opponent & set_bits(w.stock)
            assert w.opponent | set_bits(w.stock) == k.unseen
        return sum(min_deadwood(w.opponent) for w in worlds) / len(worlds)

    fresh, half, full = mean_deadwood(0.0), mean_deadwood(0.5), mean_deadwood(1.0)
    assert fresh > half + 3 > full + 6
    assert MasterBudget().waiting.played_fraction == 0.5
    assert HASTY.played_fraction == 1.0  # a hasty opponent's are the first Master's


def set_bits(cards: list[int]) -> int:
    out = 0
    for i in cards:
        out |= 1 << i
    return out


def test_an_opponent_that_did_not_knock_is_not_guessed_holding_a_knock() -> None:
    """After the opponent's discard a hasty knocker (10) cannot hold 10 or less; before
    its first discard nothing is known, and the guesses are those of a plain draw."""
    view = eight_draws_in()
    k = knowledge_of(view)

    def budget(tries: int, knocks: tuple[int, ...] = (10,)) -> MasterBudget:
        reading = dataclasses.replace(WAITING, knocks=knocks, no_knock_tries=tries)
        return MasterBudget(waiting=reading, hasty=None)

    def knockable(b: MasterBudget, at: int = 10) -> int:
        worlds = Master(seed=1, budget=b).world_source(view, k, random.Random(4))(80)
        return sum(min_deadwood(w.opponent) <= at for w in worlds)

    plain, read = knockable(budget(1)), knockable(budget(6))
    assert plain >= 12 and read <= plain // 4
    # A reading that mixes a quick and a patient knock redraws by the quick one, for
    # the deals of either habit: a hand it would have knocked with is not its hand.
    mixed = knockable(budget(6, (10, 2)))
    assert mixed <= plain // 4
    assert WAITING.no_knock_tries == 1  # a waiting opponent does keep such hands
    # At the first upcard the opponent has not discarded: the redraws never happen.
    first = deal_view(decision_points(604, 1)[0], 0)
    assert not any(e.kind is EventKind.DISCARDED for e in first.log)
    kf = knowledge_of(first)
    a = Master(seed=1, budget=budget(6)).world_source(first, kf, random.Random(2))(12)
    b = Master(seed=1, budget=budget(1)).world_source(first, kf, random.Random(2))(12)
    assert [(w.opponent, w.stock) for w in a] == [(w.opponent, w.stock) for w in b]


def eight_draws_in() -> PlayerView:
    """A discard of player 0 in a baseline hand where the opponent has drawn eight
    cards from the stock."""
    return next(
        v
        for v in (deal_view(d, 0) for d in decision_points(604, 40))
        if v.phase is Phase.DISCARD
        and sum(1 for e in v.log if e.kind is EventKind.STOCK_DRAWN and e.player == 1) >= 8
    )


def test_the_deals_are_shared_by_the_opponents_read_haste() -> None:
    """Deals guessed as a hasty opponent's (the first Master's guesses, greedy
    play-outs) in the share the earlier hands give, the rest as a waiting one's."""
    view = eight_draws_in()
    k = knowledge_of(view)

    def worlds(*hands: EarlierHand) -> list[World]:
        seen = dataclasses.replace(view, earlier_hands=hands)
        out = Master(seed=1).world_source(seen, k, random.Random(4))(40)
        assert all(isinstance(w, World) for w in out)
        return [w for w in out if isinstance(w, World)]

    def is_hasty(w: World) -> bool:
        assert w.partner_weight in (HASTY.partner_weight, WAITING.partner_weight)
        return w.partner_weight == HASTY.partner_weight

    # Nothing seen: half and half, alternating, each kind alternating its knocks.
    unknown = worlds()
    assert [is_hasty(w) for w in unknown[:4]] == [False, True, False, True]
    assert [w.opponent_knock for w in unknown[:6]] == [10, 10, 2, 2, 10, 10]
    # It kept a knockable hand when we knocked: a waiting player.
    waiting = worlds(EarlierHand(0, Outcome.KNOCK, 10, 4, defender_passed_knock=True))
    assert sum(map(is_hasty, waiting)) <= 1
    # It never held a knock when we knocked, and knocked with 8 and 9: hasty.
    no_pass = EarlierHand(0, Outcome.KNOCK, 10, 4, defender_passed_knock=False)
    high = [EarlierHand(1, Outcome.KNOCK, 10, d, defender_passed_knock=False) for d in (8, 9)]
    hasty = worlds(no_pass, no_pass, *high)
    assert sum(map(is_hasty, hasty)) >= 39
    # A hasty opponent's guesses kept the best of every draw: far lower deadwood.
    assert mean_deadwood(hasty) + 3 < mean_deadwood(waiting)
    assert Master(seed=1).decide(view) == Master(seed=1).decide(view)


def mean_deadwood(worlds: list[World]) -> float:
    return sum(min_deadwood(w.opponent) for w in worlds) / len(worlds)


def _mask(codes: str) -> int:
    return sum(1 << c.index for c in parse_cards(codes))


def _index(code: str) -> int:
    return parse_cards(code)[0].index


def test_a_greedy_quick_player_threw_its_least_deadwood_and_did_not_knock() -> None:
    # Melds A-2-3H and 4-5-6S; 9C JD QD KC loose: 39 points.
    hand = _mask("AH 2H 3H 4S 5S 6S 9C JD QD KC")
    assert greedy_consistent(hand, _index("KS"), -1, 10)  # a ten thrown: the most
    assert not greedy_consistent(hand, _index("8C"), -1, 10)  # a ten would have gone
    # Ten points left: a quick player would have knocked, a patient one (2) not.
    low = _mask("AH 2H 3H 4S 5S 6S 7D 8D 9D KC")
    assert not greedy_consistent(low, _index("QC"), -1, 10)
    assert greedy_consistent(low, _index("QC"), -1, 2)
    # The KH had just been taken from the pile and could not go: the 9C was the most.
    took = _mask("AH 2H 3H 4S 5S 6S 2C 3D 4C KH")
    assert greedy_consistent(took, _index("9C"), _index("KH"), 10)
    assert not greedy_consistent(took, _index("9C"), -1, 10)


def test_the_opponents_last_discard_and_the_card_it_could_not_throw() -> None:
    view = deal_view(decision_points(604, 1)[0], 0)
    opp = view.opponent

    def ev(kind: EventKind, player: int, code: str | None = None) -> Event:
        return Event(kind, player, parse_cards(code)[0] if code else None)

    def last(*events: Event) -> tuple[int, int] | None:
        return last_discard(dataclasses.replace(view, log=events))

    assert last() is None
    assert last(ev(EventKind.DISCARDED, 1 - opp, "KS")) is None  # ours, not its
    took = (ev(EventKind.DISCARD_DRAWN, opp, "9H"), ev(EventKind.DISCARDED, opp, "KC"))
    assert last(*took) == (_index("KC"), _index("9H"))
    drew = (ev(EventKind.STOCK_DRAWN, opp), ev(EventKind.DISCARDED, opp, "QD"))
    assert last(*took, ev(EventKind.DISCARDED, 1 - opp, "2S"), *drew) == (_index("QD"), -1)
    first = (ev(EventKind.UPCARD_TAKEN, opp, "5C"), ev(EventKind.DISCARDED, opp, "JS"))
    assert last(*first) == (_index("JS"), _index("5C"))


def test_a_hasty_opponents_guesses_are_hands_a_greedy_player_could_hold() -> None:
    """Against a quick, greedy opponent (the baseline, here) its real hand always fits
    its last discard; far more of the guesses do when they are redrawn. A waiting
    opponent's guesses are not redrawn."""
    view = eight_draws_in()
    deal = next(
        d for d in decision_points(604, 40) if deal_view(d, 0) == view
    )  # the hidden hand behind the view
    found = last_discard(view)
    assert found is not None
    real = sum(1 << c.index for c in deal.hands[1])
    assert greedy_consistent(real, *found, 10)
    k = knowledge_of(view)

    def fitting(reading: Reading) -> int:
        hasty = dataclasses.replace(reading, knocks=(10,))
        m = Master(seed=1, budget=MasterBudget(waiting=hasty, hasty=None))
        worlds = m.world_source(view, k, random.Random(4))(60)
        return sum(greedy_consistent(w.opponent, *found, 10) for w in worlds)

    plain = fitting(HASTY)
    redrawn = fitting(dataclasses.replace(HASTY, consistent_tries=8))
    # Late in this hand few plain guesses fit (8 of 60 here); redrawn, four times more.
    assert plain <= 15 and redrawn >= 3 * plain and redrawn >= plain + 20
    assert WAITING.consistent_tries == 1


def test_a_reading_may_give_the_masters_own_play_out_discards_another_habit() -> None:
    view = eight_draws_in()
    k = knowledge_of(view)
    own = dataclasses.replace(HASTY, own_partner_weight=2.0)
    m = Master(seed=1, budget=MasterBudget(hasty=own))
    worlds = [w for w in m.world_source(view, k, random.Random(4))(8) if isinstance(w, World)]
    hasty = [w for w in worlds if w.partner_weight is None]
    assert hasty and all(w.own_partner_weight == 2.0 for w in hasty)
    # The play-outs index the habits by player: the Master's own is at its seat.
    w = hasty[0]
    assert m._partner_weight(w, 0) == (2.0, None)
    assert m._partner_weight(w, 1) == (None, 2.0)
    # The default readings give both sides one habit.
    d = Master(seed=1)
    for w in d.world_source(view, k, random.Random(4))(8):
        assert isinstance(w, World) and w.own_partner_weight == w.partner_weight


def test_a_reading_may_pick_its_guesses_by_how_well_they_fit_the_passes() -> None:
    """With passes_tries, the guesses fit the opponent's passes (face-up cards passed
    over, cards thrown) better than plain ones; the default readings draw plainly."""
    view = eight_draws_in()
    k = knowledge_of(view)
    passes = opponent_passes(view)
    assert passes.thrown and passes.declined

    def fit(reading: Reading) -> float:
        m = Master(seed=1, budget=MasterBudget(waiting=reading, hasty=None))
        worlds = m.world_source(view, k, random.Random(4))(60)
        return sum(
            passes_weight(w.opponent, passes, k.opp_picked, 0.9, 0.95) for w in worlds
        ) / len(worlds)

    plain = fit(HASTY)
    picked = fit(dataclasses.replace(HASTY, passes_tries=8, greed=0.95))
    assert picked > 2 * plain
    assert HASTY.passes_tries == WAITING.passes_tries == 1


def test_a_reading_may_score_the_knock_against_a_guess_of_its_own() -> None:
    """With knock_played_fraction a knock now is scored against a second guess (drawn
    with that share of the stock draws); the play-outs' deals stay as they were."""
    view = eight_draws_in()
    k = knowledge_of(view)
    split = dataclasses.replace(WAITING, played_fraction=0.0, knock_played_fraction=1.0)
    m = Master(seed=1, budget=MasterBudget(waiting=split, hasty=None))
    plain = Master(
        seed=1,
        budget=MasterBudget(
            waiting=dataclasses.replace(split, knock_played_fraction=None), hasty=None
        ),
    )
    worlds = [w for w in m.world_source(view, k, random.Random(4))(60) if isinstance(w, World)]
    same = plain.world_source(view, k, random.Random(4))(60)
    assert [(w.opponent, w.stock) for w in worlds] == [(w.opponent, w.stock) for w in same]
    for w in worlds:  # a legal hand for the opponent, kept apart from the play-outs'
        assert w.knocked_hand.bit_count() == view.opponent_hand_size
        assert w.knocked_hand & k.unseen == w.knocked_hand
    assert all(isinstance(w, World) and w.knocked_hand == w.opponent for w in same)
    # Every stock draw replayed: the knock's guesses hold far less deadwood.
    play = sum(min_deadwood(w.opponent) for w in worlds) / len(worlds)
    knock = sum(min_deadwood(w.knocked_hand) for w in worlds) / len(worlds)
    assert knock + 6 < play
    # The knock's evaluator scores against that hand (eleven cards: one is thrown).
    hand = k.hand
    assert hand.bit_count() == 11
    knock_card = hand.bit_length() - 1
    ev = m.discard_evaluators(view, hand, [], knock_card)
    sc = m._scoring(view)
    kept = hand & ~(1 << knock_card)
    for w in worlds[:10]:
        assert ev[-1](w) == score_knock(kept, w.knocked_hand, sc)
    assert WAITING.knock_played_fraction is None and HASTY.knock_played_fraction is None


def test_the_knocks_own_guess_is_drawn_again_where_the_opponent_would_have_knocked() -> None:
    """knock_no_knock_tries redraws the knock's guess while it holds a hand the
    opponent would have knocked with at its last discard (deadwood 10 or less for a
    reading that knocks at 10); the play-outs' guesses are not touched."""
    view = eight_draws_in()
    assert last_discard(view) is not None
    k = knowledge_of(view)
    base = dataclasses.replace(WAITING, knocks=(10,), knock_played_fraction=1.0)
    once = Master(seed=1, budget=MasterBudget(waiting=base, hasty=None))
    redrawn = Master(
        seed=1,
        budget=MasterBudget(waiting=dataclasses.replace(base, knock_no_knock_tries=16), hasty=None),
    )
    plain = [w for w in once.world_source(view, k, random.Random(4))(80) if isinstance(w, World)]
    fit = [w for w in redrawn.world_source(view, k, random.Random(4))(80) if isinstance(w, World)]
    assert [(w.opponent, w.stock) for w in plain] == [(w.opponent, w.stock) for w in fit]
    knockable = sum(min_deadwood(w.knocked_hand) <= 10 for w in plain)
    assert knockable >= 20  # every draw replayed: many such guesses could knock
    assert sum(min_deadwood(w.knocked_hand) <= 10 for w in fit) < knockable / 4
    assert HASTY.knock_no_knock_tries == WAITING.knock_no_knock_tries == 1

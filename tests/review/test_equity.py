"""Equity of every candidate move: the progressive figures against a slow, careful count."""

from __future__ import annotations

import math
import random

from ginrummy_desktop.ai.master import Master
from ginrummy_desktop.ai.matchscore import GameValue
from ginrummy_desktop.model import (
    Deal,
    Discard,
    DrawDiscard,
    DrawStock,
    Gin,
    Knock,
    Phase,
    deal_view,
    parse_cards,
    preset,
)
from ginrummy_desktop.review.equity import equities
from ginrummy_desktop.review.rollout import Table, sample_worlds


def staged(hand: str, top: str, *, phase: Phase, stock_left: int) -> Deal:
    """Player 0 holds ``hand`` over ``top``, with ``stock_left`` cards in the stock
    and the cards that left it in the discard pile under ``top``."""
    deal = Deal(preset("standard"), dealer=1, deal_number=5)
    cards = parse_cards(hand)
    up = parse_cards(top)[0]
    rest = [
        c
        for c in deal.hands[0] + deal.hands[1] + deal.stock + deal.discard_pile
        if c not in set(cards) | {up}
    ]
    deal.hands[0] = cards
    deal.hands[1] = rest[:10]
    deal.stock = rest[10 : 10 + stock_left]
    deal.discard_pile = [*rest[10 + stock_left :], up]
    deal.upcard = up
    deal.phase = phase
    deal.turn = 0
    return deal


KNOCK_HAND = "AC 2C 3C 5D 6D 7D 9S 9H 9D 8H KS"


def last(view, **kw):  # the final report of a run
    *_, report = equities(view, **kw)
    return report


def test_every_candidate_is_listed_and_the_best_is_marked() -> None:
    view = deal_view(staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=12), 0)
    report = last(view, seed=1, samples=32)
    actions = [m.action for m in report.moves]
    discards = {a.card.code for a in actions if type(a) is Discard}
    assert discards == {c.code for c in view.hand}
    # The Master's knock first, then every other (the 8♥ leaves 10, the limit): a
    # player asked what knocking with another card was worth (play-test h132).
    assert [a.card.code for a in actions if isinstance(a, Knock)] == ["KS", "8H"]
    assert report.samples == 32 and report.done
    best = max(report.moves, key=lambda m: m.win_chance)
    assert report.best.win_chance == best.win_chance
    assert sum(m.best for m in report.moves) == 1
    ten = KNOCK_HAND.replace(" KS", "")
    draw = deal_view(staged(ten, "8C", phase=Phase.DRAW, stock_left=12), 0)
    assert {type(m.action) for m in last(draw, samples=16).moves} == {DrawDiscard, DrawStock}


def test_the_figures_grow_batch_by_batch_and_repeat() -> None:
    view = deal_view(staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=12), 0)
    reports = list(equities(view, seed=2, samples=48, batch=16))
    assert [r.samples for r in reports] == [16, 32, 48]
    assert [r.done for r in reports] == [False, False, True]
    assert list(equities(view, seed=2, samples=48, batch=16)) == reports
    other_seat = deal_view(staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=12), 1)
    assert list(equities(other_seat)) == []


def test_equities_agree_with_a_slow_count_within_their_standard_errors() -> None:
    """64 deals against 1,536 independent ones; and the knock, scored by the rules
    engine itself on 800 more. Four standard errors of the difference is a bound a
    correct estimate breaks about once in 16,000 comparisons."""
    view = deal_view(staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=10), 0)
    quick = last(view, seed=3, samples=64)
    slow = last(view, seed=77, samples=1536, batch=512)
    for a, b in zip(quick.moves, slow.moves, strict=True):
        assert a.action == b.action
        assert abs(a.points - b.points) <= 4 * math.hypot(a.points_se, b.points_se) + 1e-9
        bound = 4 * math.hypot(a.win_chance_se, b.win_chance_se)
        assert abs(a.win_chance - b.win_chance) <= bound + 1e-9
    knock = next(m for m in quick.moves if isinstance(m.action, Knock))
    worlds = sample_worlds(view, 800, random.Random(5))
    engine = [Table(view, w).apply(knock.action) for w in worlds]
    points = [o.points for o in engine if o is not None]
    assert len(points) == len(worlds)
    mean = sum(points) / len(points)
    se = math.sqrt(sum((p - mean) ** 2 for p in points) / (len(points) - 1) / len(points))
    assert abs(knock.points - mean) <= 4 * math.hypot(knock.points_se, se)


def test_a_gin_is_offered_as_gin_and_marked_best() -> None:
    gin = staged("AC 2C 3C 5D 6D 7D 9S 9H 9D 9C KS", "QS", phase=Phase.DISCARD, stock_left=20)
    report = last(deal_view(gin, 0), samples=16)
    gins = [m for m in report.moves if isinstance(m.action, Gin)]
    assert [m.action.card.code for m in gins] == ["KS"]
    # Beside the gin, no knock with a nine (legal, leaving the K♠'s 10) is offered.
    assert [m for m in report.moves if isinstance(m.action, Knock)] == gins
    assert report.best is gins[0] and gins[0].points >= 25


def test_a_doubled_hand_counts_double_once() -> None:
    """Oklahoma's spade doubling: the points the engine scores, counted once, and the
    game chance of the score they lead to (not of twice as many points again)."""
    plain = deal_view(staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=10), 0)
    deal = staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=10)
    deal.doubled = True
    view = deal_view(deal, 0)
    single = last(plain, seed=3, samples=64)
    double = last(view, seed=3, samples=64)
    knock = next(m for m in double.moves if isinstance(m.action, Knock))
    knock_plain = next(m for m in single.moves if isinstance(m.action, Knock))
    worlds = sample_worlds(view, 800, random.Random(5))
    engine = [Table(view, w).apply(knock.action) for w in worlds]
    points = [o.points for o in engine if o is not None]
    mean = sum(points) / len(points)
    se = math.sqrt(sum((p - mean) ** 2 for p in points) / (len(points) - 1) / len(points))
    assert abs(knock.points - mean) <= 4 * math.hypot(knock.points_se, se)
    # The same deals, each hand worth twice its points; the game chance is that of
    # the points as scored (already doubled), not of twice as many again.
    assert knock.points == 2 * knock_plain.points
    value = Master().game_value(view)
    assert value.after(40) == GameValue.of(view.rules, view.totals, 0).after(40) < 1.0


def test_a_move_within_noise_of_the_best_is_marked_level() -> None:
    """A move whose deficit to the best is within two standard errors of their paired
    differences is level with it (the hint, the Master's move, is then not shown as a
    worse one); one clearly behind is not; the best is never level."""
    from ginrummy_desktop.ai.master import OptionEstimate, SearchState
    from ginrummy_desktop.model import Pass, TakeUpcard
    from ginrummy_desktop.review.equity import _report

    def option(key: int, chance: float, lead_se: float) -> OptionEstimate:
        return OptionEstimate(key, 256, 0.0, 1.0, chance, 0.03, True, lead_se)

    actions = {-2: TakeUpcard(0), -4: Pass(0), 7: Discard(0, parse_cards("8C")[0])}
    state = SearchState(
        (option(-2, 0.60, 0.0), option(-4, 0.59, 0.006), option(7, 0.55, 0.006)),
        best=-2,
        samples=256,
        done=True,
    )
    moves = {m.action: m for m in _report(state, actions).moves}
    assert moves[TakeUpcard(0)].best and not moves[TakeUpcard(0)].level
    assert moves[Pass(0)].level and not moves[Pass(0)].best  # 0.01 <= 2 x 0.006
    assert not moves[actions[7]].level  # 0.05 > 2 x 0.006


def test_another_knock_scores_below_a_lower_one_with_the_same_melds() -> None:
    """The knock with the 8♥ (deadwood 10) beside the K♠ (deadwood 8) on the same
    guessed deals: the same melds, so it scores 2 less wherever neither is undercut,
    and never more."""
    view = deal_view(staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=12), 0)
    report = last(view, seed=3, samples=64)
    by_card = {m.action.card.code: m for m in report.moves if isinstance(m.action, Knock)}
    ks, eh = by_card["KS"], by_card["8H"]
    # Knocking with 10 rather than 8 never scores more, deal for deal, and less on every
    # deal where the K♠ knock is not undercut: strictly less on the mean.
    assert eh.points < ks.points
    assert eh.win_chance <= ks.win_chance

"""benchmarks/learned_screen.py's fit: the least squares it solves by hand, and that the
learned Master reads its weights as the fit wrote them."""

from __future__ import annotations

import random
from typing import Any

import pytest
from testkit.benchmarks import load_benchmark

ls = load_benchmark("learned_screen")


def test_solve_finds_the_solution_of_a_system_that_needs_a_pivot() -> None:
    # The first pivot is 0: without a row swap the elimination divides by it.
    a = [[0.0, 2.0, 1.0], [1.0, 1.0, 0.0], [3.0, 0.0, 1.0]]
    x = [1.0, -2.0, 0.5]
    b = [sum(r[j] * x[j] for j in range(3)) for r in a]
    assert ls.solve(a, b) == pytest.approx(x)


def test_the_fit_recovers_the_weights_of_worths_made_from_them() -> None:
    """Worths made from known weights, each position with an offset of its own (only
    the order within a position is fitted): the fit gives the weights back."""
    rng = random.Random(7)
    n = len(ls.FEATURES)
    truth = [rng.uniform(-3.0, 3.0) for _ in range(n)]
    positions: list[dict[str, Any]] = []
    for game in range(40):
        offset = rng.uniform(-20.0, 20.0)
        rows = []
        for card in range(10):
            x = [rng.uniform(0.0, 10.0) for _ in range(n)]
            worth = offset + sum(w * v for w, v in zip(truth, x, strict=True))
            rows.append({"card": card, "x": x, "screen": 0.0, "worth": worth})
        positions.append({"game": game, "rows": rows, "thrown": 0})
    w, scale = ls.fit_weights(positions, 0.0)
    raw = [v / s for v, s in zip(w, scale, strict=True)]
    assert raw == pytest.approx(truth, abs=1e-6)
    # The learned score orders a position's discards as the worths do.
    rows = positions[0]["rows"]
    by_score = sorted(rows, key=lambda r: ls.learned_score(w, scale, r["x"]))
    assert [r["card"] for r in by_score] == [
        r["card"] for r in sorted(rows, key=lambda r: r["worth"])
    ]


def test_the_learned_master_screens_by_the_committed_weights() -> None:
    """At a discard that may not knock, the learned Master's screen orders the throws
    by the committed weights times each throw's features, best first; elsewhere (a
    view it was not given) it is the default's."""
    import json

    from testkit.arranged import arranged, stacked_deck

    from ginrummy_desktop.model import DrawStock, Match, Pass, Phase, parse_cards, preset
    from ginrummy_desktop.model.view import match_view

    m = ls.learned_master(seed=1)
    committed = json.loads(ls.WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert list(m.weights) == committed and len(committed) == len(ls.FEATURES)
    # Scattered cards, no meld near: no throw leaves a knock.
    hand = parse_cards("KC QD JH 9S 7C 5D 3H AS 8D 6H")
    other = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9C 2D")
    deck = stacked_deck(
        dealer=1, hands={0: hand, 1: other}, upcard=parse_cards("TC")[0], stock=parse_cards("2H")
    )
    with arranged({4242: deck}):
        match = Match(preset("standard"), seed=1, first_dealer=1, deal_numbers=[4242])
    match.apply(Pass(0))
    match.apply(Pass(1))
    match.apply(DrawStock(0))
    view = match_view(match, 0)
    assert set(view.hand) == {*hand, *parse_cards("2H")}
    assert view.phase is Phase.DISCARD and ls.decision_kind(view) == "discard"
    k, ev, hand11, exclude = m._discard_inputs(view)
    m._view = view
    scored = m.scored_discards(hand11, exclude, k, ev)
    by_hand = sorted(
        (
            -sum(
                w * x for w, x in zip(committed, ls.features(view, k, ev, hand11, i), strict=True)
            ),
            i,
        )
        for i in ls.bits(hand11 & ~exclude)
    )
    assert scored == by_hand and len(scored) == 11
    m._view = None
    default = ls.Master(seed=1).scored_discards(hand11, exclude, k, ev)
    assert m.scored_discards(hand11, exclude, k, ev) == default != scored

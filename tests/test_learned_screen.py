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


def test_the_learned_master_reads_the_committed_weights() -> None:
    m = ls.learned_master(seed=1)
    assert len(m.weights) == len(ls.FEATURES)

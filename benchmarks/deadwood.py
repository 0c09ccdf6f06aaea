"""Speed of the minimum-deadwood core: microseconds per hand, best of several repeats.

Run by hand: ``.venv/bin/python benchmarks/deadwood.py [--hands N] [--repeat R]``.
Hands are pre-generated from a fixed seed (as 52-bit masks for the mask entry points,
as Card lists for best_melding), so runs are comparable from one change to the next.
"Dense" hands come from 5 consecutive ranks in all four suits: full of sets and runs,
the worst case for the set enumeration.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import timeit
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.model.cards import DECK, Card, to_mask
from ginrummy_desktop.model.deadwood import (
    best_discard_indices,
    min_deadwood,
    min_deadwood_after_discard,
)
from ginrummy_desktop.model.melds import best_melding

# Goals for pure Python on the development machine (microseconds per hand).
GOALS = {
    ("min_deadwood", 10, "random"): 10.0,
    ("min_deadwood", 10, "dense"): 20.0,
    ("min_deadwood_after_discard", 11, "random"): 40.0,
    ("min_deadwood_after_discard", 11, "dense"): 40.0,
}


def random_hands(rng: random.Random, size: int, count: int) -> list[list[Card]]:
    return [rng.sample(DECK, size) for _ in range(count)]


def dense_hands(rng: random.Random, size: int, count: int) -> list[list[Card]]:
    out = []
    for _ in range(count):
        low = rng.randint(1, 9)
        pool = [c for c in DECK if low <= int(c.rank) < low + 5]
        out.append(rng.sample(pool, size))
    return out


def per_hand_us(func: Callable[..., object], items: Sequence[object], repeat: int) -> float:
    """Best of ``repeat`` timed passes over all items, in microseconds per item."""

    def one_pass() -> None:
        for x in items:
            func(x)

    # Roughly 0.2 s per pass, so that timer resolution and one-off costs vanish.
    single = timeit.timeit(one_pass, number=1)
    number = max(1, int(0.2 / max(single, 1e-9)))
    best = min(timeit.repeat(one_pass, number=number, repeat=repeat))
    return best / number / len(items) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per kind")
    parser.add_argument("--repeat", type=int, default=7, help="timed passes; the best counts")
    parser.add_argument("--seed", type=int, default=20261129)
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    cards = {
        (10, "random"): random_hands(rng, 10, args.hands),
        (10, "dense"): dense_hands(rng, 10, args.hands),
        (11, "random"): random_hands(rng, 11, args.hands),
        (11, "dense"): dense_hands(rng, 11, args.hands),
    }
    masks = {k: [to_mask(h) for h in v] for k, v in cards.items()}

    print(
        f"Python {platform.python_version()} on {platform.machine()}, "
        f"{args.hands} hands per kind, best of {args.repeat}"
    )
    print(f"{'entry point':34} {'cards':>5} {'hands':>7} {'us/hand':>9} {'goal':>6}")
    rows: list[tuple[str, int, str, Callable[..., object], str]] = [
        ("min_deadwood", 10, "random", min_deadwood, "mask"),
        ("min_deadwood", 10, "dense", min_deadwood, "mask"),
        ("min_deadwood_after_discard", 11, "random", min_deadwood_after_discard, "mask"),
        ("min_deadwood_after_discard", 11, "dense", min_deadwood_after_discard, "mask"),
        ("best_discard_indices", 11, "random", best_discard_indices, "mask"),
        ("best_discard_indices", 11, "dense", best_discard_indices, "mask"),
        ("best_melding (Card list)", 10, "random", best_melding, "cards"),
        ("best_melding (Card list)", 10, "dense", best_melding, "cards"),
    ]
    missed = 0
    for name, size, kind, func, arg in rows:
        items = masks[(size, kind)] if arg == "mask" else cards[(size, kind)]
        us = per_hand_us(func, items, args.repeat)
        goal = GOALS.get((name, size, kind))
        mark = ""
        if goal is not None:
            ok = us <= goal
            missed += not ok
            mark = f"{goal:6.0f} {'ok' if ok else 'MISSED'}"
        print(f"{name:34} {size:5} {kind:>7} {us:9.2f} {mark}")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())

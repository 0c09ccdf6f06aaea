"""Strength of the four levels: each against the one below and against Intermediate.

Runs the match runner for every pairing (games to the target of the preset,
first dealer alternating) and prints a table of game wins with 95% confidence
intervals, points per hand and decision times. Run by hand, never from tests::

    .venv/bin/python benchmarks/strength.py --games 2000 --jobs 2
    .venv/bin/python benchmarks/strength.py --games 2000 --expert-games 600 --jobs 2

The goals (on the development machine): every level beats the one below with
the lower end of the interval above 50%; Advanced wins at least 58% and Expert at
least 70% of games against Intermediate; the 95th percentile of decision time is
at most 20 ms up to Advanced and 300 ms for Expert.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.model import PRESET_NAMES, preset
from ginrummy_desktop.sim.runner import load_factory, run_games, summary

PAIRINGS: tuple[tuple[str, str], ...] = (
    ("intermediate", "beginner"),
    ("advanced", "intermediate"),
    ("expert", "advanced"),
    ("expert", "intermediate"),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pairing")
    parser.add_argument(
        "--expert-games", type=int, default=None, help="games for pairings with Expert"
    )
    parser.add_argument("--preset", default="standard", choices=PRESET_NAMES)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default=None, help="run one pairing, e.g. expert-advanced")
    parser.add_argument("--json", type=Path, default=None, help="also write the summaries here")
    args = parser.parse_args(argv)
    rules = preset(args.preset)
    rows = []
    results = []
    for first, second in PAIRINGS:
        if args.only and args.only != f"{first}-{second}":
            continue
        games = args.games
        if "expert" in (first, second) and args.expert_games is not None:
            games = args.expert_games
        start = time.perf_counter()
        totals = run_games(
            (load_factory(first), load_factory(second)),
            rules,
            games=games,
            seed=args.seed,
            jobs=args.jobs,
        )
        elapsed = time.perf_counter() - start
        s = summary((first, second), totals, preset=args.preset, seed=args.seed)
        s["elapsed_s"] = round(elapsed, 1)
        results.append(s)
        a, b = s["players"]
        lo, hi = a["win_rate_ci95"]
        rows.append(
            f"| {first} vs {second} | {s['games']} | {100 * a['win_rate']:.1f}% "
            f"| {100 * lo:.1f}–{100 * hi:.1f}% | {'yes' if lo > 0.5 else 'no'} "
            f"| {a['points_per_hand']:.2f} / {b['points_per_hand']:.2f} "
            f"| {a['undercuts']} / {b['undercuts']} | {a['gins']} / {b['gins']} "
            f"| {a['decision_ms_mean']:.1f} / {a['decision_ms_p95']:.1f} "
            f"| {b['decision_ms_mean']:.1f} / {b['decision_ms_p95']:.1f} | {elapsed / 60:.1f} |"
        )
        print(f"done: {first} vs {second} in {elapsed:.0f} s", file=sys.stderr, flush=True)
    print(
        "| pairing (first wins) | games | first's game wins | 95% CI | significant "
        "| points/hand | undercuts | gins | first ms mean / p95 | second ms mean / p95 | minutes |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(row)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

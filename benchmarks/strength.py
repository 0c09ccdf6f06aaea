"""Strength of the five levels: each against the one below, and the searchers against Intermediate.

Runs the match runner for every pairing (games to the target of the preset,
first dealer alternating) and prints a table: games, the first player's game
wins with a 95% Wilson interval, hands won, gins, undercuts, points per hand and
each side's decision time (median and 95th percentile). Run by hand, never from
tests, under ``nice`` when the machine is shared::

    nice -n 19 .venv/bin/python benchmarks/strength.py --games 2000 --jobs 2
    nice -n 19 .venv/bin/python benchmarks/strength.py --only master-intermediate,master-expert

The running figures of a pairing go to stderr every ``--chunk`` games (the games
are numbered, so a run stopped early is a clean prefix of the full one). ``--start N``
plays the games of the seed from number N on: a long measurement can be made in parts
(for instance over several sessions) and pooled, the parts together being exactly the
games of one run. A part's figures count its own games only. Under each row of running
figures a ``# {...}`` line gives the seed, the start and the exact game counts
(benchmarks/strength_log.py reads them; paired_chunks.py and pool_runs.py use them).

The goals (issue 18, on the development machine): every level beats the one below
with the lower end of the interval above 50%; Master wins at least 82% of games
against Intermediate and 60% against Expert, with a decision-time p95 of at most
1 s.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength_log import printed_rate

from ginrummy_desktop.model import PRESET_NAMES, preset
from ginrummy_desktop.sim.runner import Totals, load_factory, run_games, summary

PAIRINGS: tuple[tuple[str, str], ...] = (
    ("master", "intermediate"),
    ("master", "expert"),
    ("expert", "advanced"),
    ("advanced", "intermediate"),
    ("intermediate", "beginner"),
    ("expert", "intermediate"),
)
SEARCHERS = ("expert", "master")

HEADER = (
    "| pairing (first wins) | games | first's game wins | 95% CI | significant | hands won "
    "| gins | undercuts | points/hand | first ms p50 / p95 | second ms p50 / p95 | minutes |"
)


def row(first: str, second: str, s: dict[str, Any], elapsed: float) -> str:
    a, b = s["players"]
    lo, hi = a["win_rate_ci95"]
    return (
        f"| {first} vs {second} | {s['games']} | {printed_rate(a['games_won'], s['games'])} "
        f"| {100 * lo:.1f}–{100 * hi:.1f}% | {'yes' if lo > 0.5 else 'no'} "
        f"| {a['hands_won']} / {b['hands_won']} | {a['gins']} / {b['gins']} "
        f"| {a['undercuts']} / {b['undercuts']} "
        f"| {a['points_per_hand']:.2f} / {b['points_per_hand']:.2f} "
        f"| {a['decision_ms_p50']:.1f} / {a['decision_ms_p95']:.1f} "
        f"| {b['decision_ms_p50']:.1f} / {b['decision_ms_p95']:.1f} | {elapsed / 60:.1f} |"
    )


def print_running(
    names: tuple[str, str],
    totals: Totals,
    *,
    preset: str,
    seed: int,
    start: int,
    elapsed: float,
) -> dict[str, Any]:
    """Print the running row of a pairing to stderr, and its exact counts beside it
    (benchmarks/strength_log.py reads them); the summary, with its elapsed seconds."""
    s = summary(names, totals, preset=preset, seed=seed)
    s["elapsed_s"] = round(elapsed, 1)
    print(row(*names, s, elapsed), file=sys.stderr)
    exact = {
        "seed": seed,
        "start": start,
        "games": totals.games,
        "wins": [p.games_won for p in totals.players],
    }
    print("# " + json.dumps(exact), file=sys.stderr, flush=True)
    return s


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pairing")
    parser.add_argument(
        "--search-games",
        type=int,
        default=None,
        help="games for pairings with a searching level (Expert, Master)",
    )
    parser.add_argument("--preset", default="standard", choices=PRESET_NAMES)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--start", type=int, default=0, help="number of the first game (to run in parts)"
    )
    parser.add_argument(
        "--chunk",
        type=int,
        default=200,
        help="print the running figures after every this many games (to stderr)",
    )
    parser.add_argument(
        "--only", default=None, help="comma-separated pairings, e.g. master-expert,expert-advanced"
    )
    parser.add_argument(
        "--pairs",
        default=None,
        help="comma-separated FIRST/SECOND pairings instead of the fixed ones; a side is a "
        "level or module:factory, e.g. benchmarks.master_variants:hasty_only/expert",
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the summaries here")
    args = parser.parse_args(argv)
    if args.start < 0:
        parser.error("--start must be 0 or more")
    rules = preset(args.preset)
    wanted = set(args.only.split(",")) if args.only else None
    rows: list[str] = []
    results: list[dict[str, Any]] = []
    pairings = PAIRINGS
    if args.pairs:
        pairings = tuple(
            (a.strip(), b.strip()) for a, _, b in (p.partition("/") for p in args.pairs.split(","))
        )
    for first, second in pairings:
        if wanted is not None and f"{first}-{second}" not in wanted:
            continue
        games = args.games
        searching = any(side in SEARCHERS or ":" in side for side in (first, second))
        if args.search_games is not None and searching:
            games = args.search_games
        start = time.perf_counter()
        totals = Totals()
        for first_game in range(0, games, max(1, args.chunk)):
            part = run_games(
                (load_factory(first), load_factory(second)),
                rules,
                games=min(args.chunk, games - first_game),
                seed=args.seed,
                jobs=args.jobs,
                start=args.start + first_game,
            )
            totals.add(part)
            elapsed = time.perf_counter() - start
            s = print_running(
                (first, second),
                totals,
                preset=args.preset,
                seed=args.seed,
                start=args.start,
                elapsed=elapsed,
            )
            if args.json:
                args.json.write_text(json.dumps([*results, s], indent=2) + "\n", encoding="utf-8")
        results.append(s)
        rows.append(row(first, second, s, elapsed))
    print(HEADER)
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(r)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

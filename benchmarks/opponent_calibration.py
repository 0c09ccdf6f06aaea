"""How good are the guessed opponent hands? Guessed deadwood against the real one.

Plays games between two levels (sim.runner.play_game, watching every move) and, at
every discard decision of the first, draws guessed opponent hands the way the Master
does (:func:`sample_played_hand` with a share of the opponent's stock draws replayed)
for each ``--fractions`` value, and compares their mean least deadwood with the
opponent's real hand, by the cards left in the stock. The real hand is read from the
match for the measurement only; no player sees it. Run by hand, never from tests::

    nice -n 19 .venv/bin/python benchmarks/opponent_calibration.py master expert --games 12

A share that tracks the "real" column is a guess neither too hopeful (the opponent
far from knocking) nor too fearful (the opponent always about to go gin). With
``--above 10`` the guesses are those of an opponent that would have knocked at 10:
one drawn holding such a hand after its first discard is drawn again (as
``Reading.no_knock_tries`` does)::

    nice -n 19 .venv/bin/python benchmarks/opponent_calibration.py master intermediate \
        --games 20 --above 10 --fractions 0,0.25,0.5,1

With ``--knock`` it looks only at the decisions where the first may knock, and
compares a knock now (with the throw leaving the least deadwood) scored against the
guesses with the same knock against the real hand: the mean points and the share of
undercuts, by the cards left in the stock::

    nice -n 19 .venv/bin/python benchmarks/opponent_calibration.py master intermediate \
        --games 12 --seed 2030 --knock --fractions 0,0.5,1

Against Intermediate (those 12 games, 116 knock decisions) the real hand gives a knock
+32 to +38 points with 12 to 23 cards in the stock, and 3-5% undercuts; the hasty
reading's guesses (every draw replayed, share 1) -14 to -41 points and 55-85%. Half the
draws, each guess drawn again while it could have knocked (``--above 10 --tries 16``,
as benchmarks.master_variants:hasty_knock_guess), comes nearest: +27 to +40 and 2-10%.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai.fastsim import Scoring, score_knock
from ginrummy_desktop.ai.knowledge import knowledge_of, opponent_stock_draws, sample_played_hand
from ginrummy_desktop.ai.masks import mask_of
from ginrummy_desktop.model import Match, Phase, PlayerView, match_view, preset
from ginrummy_desktop.model.deadwood import best_discard_indices, min_deadwood
from ginrummy_desktop.sim.runner import load_factory, play_game

STAGE = 4  # stock cards per row of the table
MAX_HISTORY = 8  # the Master's MasterBudget.max_history


def _span(stage: int) -> str:
    low = stage * STAGE
    return f"{low}-{low + STAGE - 1}" if stage < 7 else f"{low}+"


def print_knocks(rows: dict[int, list[tuple[list[float], int]]], fractions: list[float]) -> None:
    """A knock's mean points (and share of undercuts) against the real hand and the
    guesses of each share, by the cards left in the stock."""
    heads = " | ".join(f"share {f:g}" for f in fractions)
    print(f"| stock left | knocks | real: points (undercut) | {heads} |")
    print("|---" * (3 + len(fractions)) + "|")
    for stage in sorted(rows, reverse=True):
        xs = rows[stage]
        undercut = 100 * statistics.mean(r < 0 for _, r in xs)
        real = f"{statistics.mean(r for _, r in xs):.1f} ({undercut:.0f}%)"
        cols = " | ".join(
            f"{statistics.mean(g[2 * j] for g, _ in xs):.1f} "
            f"({100 * statistics.mean(g[2 * j + 1] for g, _ in xs):.0f}%)"
            for j in range(len(fractions))
        )
        print(f"| {_span(stage)} | {len(xs)} | {real} | {cols} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="the level (or module:factory) whose decisions are probed")
    parser.add_argument("second", help="its opponent, whose real hand is compared")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--guesses", type=int, default=16, help="guessed hands per decision")
    parser.add_argument("--fractions", default="0,0.25,0.5,0.75,1", help="shares of draws")
    parser.add_argument(
        "--above",
        type=int,
        default=-1,
        help="once the opponent has discarded, draw a guess again (up to --tries draws) "
        "while its deadwood is this or less: a hand a quick knocker would have knocked with",
    )
    parser.add_argument("--tries", type=int, default=8)
    parser.add_argument(
        "--knock", action="store_true", help="a knock's points and undercuts, not deadwood"
    )
    args = parser.parse_args(argv)
    fractions = [float(f) for f in args.fractions.split(",")]
    rules = preset("standard")
    factories = (load_factory(args.first), load_factory(args.second))
    rng = random.Random(args.seed)
    rows: dict[int, list[tuple[list[float], int]]] = defaultdict(list)

    def measure(match: Match, view: PlayerView) -> None:
        if view.player != 0 or view.phase is not Phase.DISCARD:
            return
        k = knowledge_of(view)
        draws = opponent_stock_draws(view, MAX_HISTORY)
        tries = args.tries if args.above >= 0 and view.opponent_discards else 1
        real_hand = mask_of(match_view(match, 1).hand)

        def guess(draws: int) -> int:
            hand = sample_played_hand(k, rng, draws)
            for _ in range(tries - 1):
                if min_deadwood(hand) > args.above:
                    break
                hand = sample_played_hand(k, rng, draws)
            return hand

        if args.knock:
            _, throws = best_discard_indices(k.hand)
            kept = k.hand & ~(1 << throws[0])
            if not 0 < min_deadwood(kept) <= view.knock_limit:
                return
            sc = Scoring.of(view.rules, view.knock_limit)
            real = score_knock(kept, real_hand, sc)
            points: list[float] = []
            for f in fractions:
                pts = [score_knock(kept, guess(round(f * draws)), sc) for _ in range(args.guesses)]
                points += [statistics.mean(pts), statistics.mean(p < 0 for p in pts)]
            rows[min(view.stock_size // STAGE, 7)].append((points, real))
            return
        guessed = [
            statistics.mean(min_deadwood(guess(round(f * draws))) for _ in range(args.guesses))
            for f in fractions
        ]
        real = min_deadwood(real_hand)
        rows[min(view.stock_size // STAGE, 7)].append((guessed, real))

    for index in range(args.games):
        play_game(factories, rules, seed=args.seed, index=index, observe=measure)
    if args.knock:
        print_knocks(rows, fractions)
        return 0
    heads = " | ".join(f"share {f:g}" for f in fractions)
    print(f"| stock left | decisions | real deadwood | {heads} |")
    print("|---" * (3 + len(fractions)) + "|")
    for stage in sorted(rows, reverse=True):
        xs = rows[stage]
        span = _span(stage)
        cols = " | ".join(
            f"{statistics.mean(g[j] for g, _ in xs):.1f}" for j in range(len(fractions))
        )
        real_mean = statistics.mean(r for _, r in xs)
        print(f"| {span} | {len(xs)} | {real_mean:.1f} | {cols} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

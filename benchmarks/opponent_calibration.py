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
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai.knowledge import knowledge_of, opponent_stock_draws, sample_played_hand
from ginrummy_desktop.ai.masks import mask_of
from ginrummy_desktop.model import Match, Phase, PlayerView, match_view, preset
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.sim.runner import load_factory, play_game

STAGE = 4  # stock cards per row of the table
MAX_HISTORY = 8  # the Master's MasterBudget.max_history


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

        def guess(draws: int) -> int:
            dw = min_deadwood(sample_played_hand(k, rng, draws))
            for _ in range(tries - 1):
                if dw > args.above:
                    break
                dw = min_deadwood(sample_played_hand(k, rng, draws))
            return dw

        guessed = [
            statistics.mean(guess(round(f * draws)) for _ in range(args.guesses)) for f in fractions
        ]
        real = min_deadwood(mask_of(match_view(match, 1).hand))
        rows[min(view.stock_size // STAGE, 7)].append((guessed, real))

    for index in range(args.games):
        play_game(factories, rules, seed=args.seed, index=index, observe=measure)
    heads = " | ".join(f"share {f:g}" for f in fractions)
    print(f"| stock left | decisions | real deadwood | {heads} |")
    print("|---" * (3 + len(fractions)) + "|")
    for stage in sorted(rows, reverse=True):
        xs = rows[stage]
        low = stage * STAGE
        span = f"{low}-{low + STAGE - 1}" if stage < 7 else f"{low}+"
        cols = " | ".join(
            f"{statistics.mean(g[j] for g, _ in xs):.1f}" for j in range(len(fractions))
        )
        real_mean = statistics.mean(r for _, r in xs)
        print(f"| {span} | {len(xs)} | {real_mean:.1f} | {cols} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

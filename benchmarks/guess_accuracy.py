"""How many of the opponent's hidden cards do the guesses get right? By guessing method.

Plays games between two levels (sim.runner.play_game, watching every move) and, at
every discard decision of the first, draws guessed opponent hands the way the Master
does (:func:`sample_played_hand`, replaying ``--fraction`` of the opponent's stock
draws), plainly and, for each ``--strengths`` value, weighted by how well the guess
fits the opponent's passes this hand (:func:`passes_weight`: a guess is picked from
``--tries`` draws by its weight). The real hand is read from the match for the
measurement only; no player sees it. Prints, by the cards left in the stock, the share
of the opponent's hidden cards the guesses hold, and the mean error of their deadwood.
Run by hand, never from tests::

    nice -n 19 .venv/bin/python benchmarks/guess_accuracy.py advanced intermediate --games 40

benchmarks/oracle_bound.py shows what an exact read would be worth in games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai.knowledge import (
    knowledge_of,
    opponent_passes,
    opponent_stock_draws,
    passes_weight,
    pick_by_weight,
    sample_played_hand,
)
from ginrummy_desktop.ai.masks import mask_of
from ginrummy_desktop.model import Match, Phase, PlayerView, match_view, preset
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.sim.runner import load_factory, play_game

STAGE = 8  # stock cards per row of the table
MAX_HISTORY = 8  # the Master's MasterBudget.max_history


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="the level (or module:factory) whose decisions are probed")
    parser.add_argument("second", help="its opponent, whose real hand is compared")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--guesses", type=int, default=8, help="guessed hands per decision")
    parser.add_argument("--fraction", type=float, default=0.5, help="share of draws replayed")
    parser.add_argument("--tries", type=int, default=8)
    parser.add_argument("--strengths", default="0.6,0.9,1", help="weights of the passes")
    parser.add_argument("--greed", type=float, default=0.0, help="passes_weight's greed")
    parser.add_argument("--lone-only", action="store_true", help="passes_weight's lone_only")
    args = parser.parse_args(argv)
    strengths = [float(s) for s in args.strengths.split(",")]
    methods = ["plain", *(f"passes {s:g}" for s in strengths)]
    rules = preset("standard")
    factories = (load_factory(args.first), load_factory(args.second))
    rng = random.Random(args.seed)
    # stage -> method -> (hit shares, deadwood errors)
    rows: dict[int, dict[str, tuple[list[float], list[float]]]] = defaultdict(
        lambda: {m: ([], []) for m in methods}
    )

    def measure(match: Match, view: PlayerView) -> None:
        if view.player != 0 or view.phase is not Phase.DISCARD:
            return
        k = knowledge_of(view)
        real = mask_of(match_view(match, 1).hand)
        hidden = real & ~k.opp_known
        if not hidden:
            return
        draws = round(args.fraction * opponent_stock_draws(view, MAX_HISTORY))
        passes = opponent_passes(view)
        real_dw = min_deadwood(real)
        row = rows[min(view.stock_size // STAGE, 3)]

        def record(method: str, guess: int) -> None:
            hits, errors = row[method]
            hits.append((guess & hidden).bit_count() / hidden.bit_count())
            errors.append(abs(min_deadwood(guess) - real_dw))

        for _ in range(args.guesses):
            record("plain", sample_played_hand(k, rng, draws))
            drawn = [sample_played_hand(k, rng, draws) for _ in range(args.tries)]
            for s, method in zip(strengths, methods[1:], strict=True):
                weights = [
                    passes_weight(h, passes, k.opp_picked, s, args.greed, args.lone_only)
                    for h in drawn
                ]
                record(method, drawn[pick_by_weight(weights, rng)])

    for index in range(args.games):
        play_game(factories, rules, seed=args.seed, index=index, observe=measure)
    heads = " | ".join(methods)
    print("hidden cards guessed right (share), and the deadwood's mean error")
    print(f"| stock left | decisions | {heads} |")
    print("|---" * (2 + len(methods)) + "|")
    for stage in sorted(rows, reverse=True):
        r = rows[stage]
        low = stage * STAGE
        span = f"{low}-{low + STAGE - 1}" if stage < 3 else f"{low}+"
        n = len(r["plain"][0]) // args.guesses
        cols = " | ".join(
            f"{100 * statistics.mean(r[m][0]):.1f}% / {statistics.mean(r[m][1]):.1f}"
            for m in methods
        )
        print(f"| {span} | {n} | {cols} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

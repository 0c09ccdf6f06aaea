"""How quickly does the Master's read of its opponent settle? Haste by hand number.

Plays games between two levels (sim.runner.play_game, watching every move) and, at
the first decision of the first player in each hand, reads the chance that the
second knocks as soon as it may (:func:`ginrummy_desktop.ai.knowledge.opponent_haste`,
from the earlier hands of the game only). Prints, per hand number, how many games
reached it, the mean read, and the shares of games read as hasty (above 0.8) and as
waiting (below 0.2); then the evidence the read's figures come from (at the knock
limit they are for). Run by hand, never from tests::

    nice -n 19 .venv/bin/python benchmarks/opponent_read.py advanced intermediate --games 200

Against a hasty knocker (Intermediate) the read should climb towards 1, against a
waiting one (Expert) fall towards 0; the first hand is always 0.5.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai.knowledge import MEASURED_LIMIT, opponent_haste
from ginrummy_desktop.model import Match, PlayerView, preset
from ginrummy_desktop.sim.runner import load_factory, play_game, wilson

ROWS = 8  # hand numbers shown (later hands go into the last row)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="the level (or module:factory) that reads")
    parser.add_argument("second", help="its opponent, whose haste is read")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2027)
    args = parser.parse_args(argv)
    rules = preset("standard")
    factories = (load_factory(args.first), load_factory(args.second))
    reads: dict[int, list[float]] = defaultdict(list)
    seen: set[tuple[int, int]] = set()  # (game, hand) already read
    game = [0]

    # The evidence itself, at the knock limit the read's figures are for: when the
    # first knocked, did the second keep a knockable hand; the second's knock counts.
    kept = [0, 0]  # kept, not kept
    counts = [0, 0, 0]  # gin, 1-2, 3+

    def read(match: Match, view: PlayerView) -> None:
        key = (game[0], view.hand_number)
        if view.player != 0 or key in seen:
            return
        seen.add(key)
        reads[min(view.hand_number, ROWS)].append(opponent_haste(view))
        if view.earlier_hands:  # the hand just finished
            h = view.earlier_hands[-1]
            if h.knock_limit < MEASURED_LIMIT:
                return
            if h.knocker == 0:
                kept[0 if h.defender_passed_knock else 1] += 1
            elif h.knocker == 1:
                d = h.knocker_deadwood
                counts[0 if d == 0 else 1 if d <= 2 else 2] += 1

    for index in range(args.games):
        game[0] = index
        play_game(factories, rules, seed=args.seed, index=index, observe=read)
    print(f"{args.first} reading {args.second}, {args.games} games, seed {args.seed}")
    print("| hand | games | mean read | read hasty (> 0.8) | read waiting (< 0.2) |")
    print("|---|---|---|---|---|")
    for hand in sorted(reads):
        xs = reads[hand]
        label = f"{hand}+" if hand == ROWS else str(hand)
        hasty = sum(x > 0.8 for x in xs) / len(xs)
        waiting = sum(x < 0.2 for x in xs) / len(xs)
        print(f"| {label} | {len(xs)} | {statistics.mean(xs):.2f} | {hasty:.0%} | {waiting:.0%} |")
    # The figures behind knowledge.PASSED_KNOCK and KNOCK_COUNT (the last hand of each
    # game is not counted: no later view shows it).
    ours = sum(kept)
    print()
    if ours:
        low, high = wilson(kept[0], ours)
        print(
            f"{args.second} kept a knockable hand at {kept[0]} of {ours} knocks of "
            f"{args.first}: {kept[0] / ours:.1%} (95% CI {low:.1%}-{high:.1%})"
        )
    theirs = sum(counts)
    if theirs:
        names = ("gin", "1-2", "3+")
        shares = ", ".join(f"{k} {n / theirs:.1%}" for k, n in zip(names, counts, strict=True))
        print(f"{args.second}'s {theirs} knocks: {shares}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

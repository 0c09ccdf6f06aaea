"""Cost of "Check it" and of the duplicate reference play: seconds per hand, per level.

Run by hand: ``.venv/bin/python benchmarks/fairness_duplicate.py [--hands N] [--worlds K]``.
Each level plays ``N`` hands (seat 1) against Intermediate (seat 0) from fixed seeds;
then each hand is checked in ``K`` worlds per decision, and played again by the
reference (Expert, the game's full budget) against a fresh player of the level. The
figures say how long a background worker runs for one finished hand.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai import LEVELS, make_player
from ginrummy_desktop.model import Match, NextHand, Phase, match_view, preset
from ginrummy_desktop.review.duplicate import play_reference
from ginrummy_desktop.review.fairness_check import check_hand, honest

PERSON, COMPUTER = 0, 1


def played_hands(level: str, hands: int, seed: int) -> list[tuple[Match, int]]:
    out: list[tuple[Match, int]] = []
    s = seed
    while len(out) < hands:
        m = Match(preset("standard"), seed=s)
        s += 1
        players = {
            PERSON: make_player("intermediate", seed=s),
            COMPUTER: make_player(level, seed=m.seed * 2 + COMPUTER),
        }
        while not m.is_over and len(out) < hands:
            if m.current.phase is Phase.OVER:
                out.append((m, m.hand_number - 1))
                m.apply(NextHand(PERSON))
                continue
            seat = m.current.turn
            m.apply(players[seat].decide(match_view(m, seat)).action)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--worlds", type=int, default=8)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    args = parser.parse_args()
    print(
        f"python {platform.python_version()} on {platform.machine()}; "
        f"{args.hands} hands a level, {args.worlds} worlds a decision"
    )
    print(
        f"{'level':<14}{'decisions/hand':>15}{'check s/hand':>14}{'p90':>8}"
        f"{'duplicate s/hand':>18}{'p90':>8}"
    )
    for level in args.levels:
        hands = played_hands(level, args.hands, args.seed)
        checks: list[float] = []
        duplicates: list[float] = []
        decisions = 0
        for m, index in hands:
            decider = honest(make_player(level, seed=m.seed * 2 + COMPUTER))
            start = time.perf_counter()
            report = check_hand(m, index, COMPUTER, decider, worlds=args.worlds, seed=index)
            checks.append(time.perf_counter() - start)
            assert report.all_identical, (level, m.seed, index)
            decisions += report.total
            start = time.perf_counter()
            play_reference(
                m,
                index,
                person_seat=PERSON,
                opponent_level=level,
                opponent_seed=m.seed * 2 + COMPUTER,
            )
            duplicates.append(time.perf_counter() - start)
        q = max(0, int(0.9 * len(checks)) - 1)
        print(
            f"{level:<14}{decisions / len(hands):>15.1f}"
            f"{statistics.mean(checks):>14.2f}{sorted(checks)[q]:>8.2f}"
            f"{statistics.mean(duplicates):>18.2f}{sorted(duplicates)[q]:>8.2f}"
        )


if __name__ == "__main__":
    main()

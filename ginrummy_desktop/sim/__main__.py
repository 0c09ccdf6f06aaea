"""Command line of the match runner: ``python -m ginrummy_desktop.sim A B -n 100``."""

from __future__ import annotations

import argparse
import json
import sys
import time

from ..ai import ALL_LEVELS
from ..model import PRESET_NAMES, preset
from .runner import load_factory, run_games, summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ginrummy_desktop.sim",
        description="Play whole games between two players and print a JSON summary.",
        epilog="A player is a level (" + ", ".join(ALL_LEVELS) + ") or module:factory, a callable "
        "taking seed= and returning a ginrummy_desktop.ai.base.Player "
        "(example: ginrummy_desktop.ai.examples:make_random_player).",
    )
    parser.add_argument("first", help="player in seat 0")
    parser.add_argument("second", help="player in seat 1")
    parser.add_argument("-n", "--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--preset", default="standard", choices=PRESET_NAMES)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        factories = (load_factory(args.first), load_factory(args.second))
    except (ValueError, ImportError) as exc:
        parser.error(str(exc))
    start = time.perf_counter()
    totals = run_games(
        factories, preset(args.preset), games=args.games, seed=args.seed, jobs=args.jobs
    )
    out = summary((args.first, args.second), totals, preset=args.preset, seed=args.seed)
    out["elapsed_s"] = round(time.perf_counter() - start, 1)
    json.dump(out, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Does the equity aid's panel agree with the hint? The Master (or the Expert) advising.

The person's seat is played by the Master against Intermediate for the first hand of
``--hands`` matches; at each of its decisions the hint (the Master's move, seed 0, as
the table asks it with the Master as the hint and review advisor) is looked up in the
panel's last report (``review.equity.aid_equities``, the panel's own search:
seed 0, its full 1,024 deals): is it the move marked best, one marked as good as the
best within what the deals can tell (``MoveEquity.level``), or neither? Run by hand,
never from tests::

    nice -n 19 .venv/bin/python benchmarks/hint_panel.py --hands 40

Measured (2026-12-06, 40 hands, match seeds 7000-7039, 613 positions), with the
panel's 1,024 deals: the hint's move was the panel's best in 451, level with it in 103
and neither in 59 (9.6%, 95% CI 7.5-12.2%); before the panel marked the level moves, a
player saw the hint name a move the panel ranked lower in 162 of the 613. (With 256
deals: 441, 134 and 38.) Where neither, the panel's deals show the hint's move clearly
behind where the Master's own 64 did not. The hint stays the Master's own move: the
Master's review calls the panel's best moves mistakes far more often than the Master's
own (benchmarks/hint_review.py, ``panel``).

``--advisor expert`` asks the Expert's hints of the same positions (the default advisor):
best in 446, level in 103, neither in 64 (10.4%, 95% CI 8.3-13.1%; 2026-12-06). The
Expert's hints agree with the panel about as often as the Master's, so the Expert stays
the game's default advisor (this script's default is the Master, as measured first).
With a newcomer's positions (``--person beginner --opponent beginner``, the same seeds,
685 positions) the Expert's hints were best in 472, level in 124 and neither in 89
(13.0%, 95% CI 10.7-15.7%), and the Master's best in 478, level in 124 and neither in
83 (12.1%, 95% CI 9.9-14.8%).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.hints import hint
from ginrummy_desktop.model import Match, Phase, preset
from ginrummy_desktop.model.view import match_view
from ginrummy_desktop.review.equity import aid_equities
from ginrummy_desktop.sim.runner import wilson


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7000, help="the first match's seed")
    parser.add_argument(
        "--advisor",
        choices=("expert", "master"),
        default="master",
        help="the hint and review advisor whose move the hint names",
    )
    parser.add_argument("--person", default="master", help="the level playing the person's seat")
    parser.add_argument("--opponent", default="intermediate", help="the level it plays against")
    args = parser.parse_args(argv)
    positions = best = level = 0
    for h in range(args.hands):
        match = Match(preset("standard"), seed=args.seed + h, first_dealer=h % 2)
        person = make_player(args.person, seed=0)
        opponent = make_player(args.opponent, seed=h)
        deal = match.current
        while deal.phase is not Phase.OVER:
            seat = deal.turn
            view = match_view(match, seat)
            if seat == 0:
                reports = list(aid_equities(view))
                if reports:
                    told = hint(view, level=args.advisor).action
                    move = next((m for m in reports[-1].moves if m.action == told), None)
                    positions += 1
                    best += bool(move is not None and move.best)
                    level += bool(move is not None and move.level)
                match.apply(person.decide(view).action)
            else:
                match.apply(opponent.decide(view).action)
    neither = positions - best - level
    low, high = wilson(neither, positions)
    print(
        f"{args.advisor} hints, {args.person} against {args.opponent}, "
        f"{positions} positions in {args.hands} hands: "
        f"the hint's move is the panel's best "
        f"in {best}, level with it in {level}, neither in {neither} "
        f"({100 * neither / max(1, positions):.1f}%, 95% CI {100 * low:.1f}-{100 * high:.1f}%)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

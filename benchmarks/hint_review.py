"""Does the after-hand review call a move played from a hint a mistake? By hint level.

The person's seat plays every move a hint of ``level`` names (seed 0, as the table
asks), against Intermediate, for the first hand of ``--hands`` matches; each hand is
then reviewed as the table's review does (the Expert advisor by default, or
``--advisor master``; seed 0) and the moves it flags are counted. A hint the review
then contradicts teaches nothing. Run by hand, never from tests::

    nice -n 19 .venv/bin/python benchmarks/hint_review.py advanced --hands 400
    nice -n 19 .venv/bin/python benchmarks/hint_review.py expert --hands 400
    nice -n 19 .venv/bin/python benchmarks/hint_review.py expert --hands 400 --advisor master
    nice -n 19 .venv/bin/python benchmarks/hint_review.py master --hands 400 --advisor master

Measured (2026-12-06, 400 hands each, match seeds 9000-9399), under the Expert's
review: Advanced's hints, 87 moves flagged of 6,159 judged (0.22 a hand, 95% CI
0.17-0.26); the Expert's, none of 6,032. Under the Master's review: the Expert's hints,
30 flagged of 6,032 (0.07 a hand, 95% CI 0.05-0.10); the Master's, none of 5,976. So a
hint is the move of the review's advisor (``GameController.hint``, the Game menu's
"Hint and review advisor"). The equity aid's best moves (``panel``, 40 hands, seeds
9000-9039) fared worse under the Master's review: 14 flagged of 696 (0.35 a hand, 95% CI
0.16-0.54), so the Master's hint is not replaced by the aid's best.

Since 2026-12-08 the review asks the aid before it flags a move (review.judge,
``--play-outs-only`` judges without it). The aid's best moves, same 40 hands: none
flagged of 696 under the Master's review, none of 696 under the Expert's. Advanced's
hints under the Master's review (60 hands, seeds 9000-9059): 14 flagged of 930 with the
play-outs alone and the same 14 with the aid asked (0.23 a hand, 95% CI 0.10-0.37); the
review took 0.70 s a hand on average (p95 1.33 s) without the aid and 1.97 s (p95
6.46 s) with it, the aid weighing each move about to be flagged (2 cores, shared with a
test run).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import Decision, Reason, breaks_stall
from ginrummy_desktop.ai.hints import HINT_LEVELS
from ginrummy_desktop.app.equity_worker import weighable
from ginrummy_desktop.model import Match, Phase, PlayerView, preset
from ginrummy_desktop.model.view import match_view
from ginrummy_desktop.review.equity import aid_equities
from ginrummy_desktop.review.judge import review_hand


class PanelHints:
    """The equity aid's best move where it weighs the position, else the Master's."""

    def __init__(self) -> None:
        self.master = make_player("master", seed=0)

    def decide(self, view: PlayerView) -> Decision:
        reports = list(aid_equities(view)) if weighable(view) else []
        if reports and reports[-1].best.action in view.legal:
            return Decision(reports[-1].best.action, Reason.SEARCH_BEST)
        return self.master.decide(view)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "level",
        choices=(*HINT_LEVELS, "panel"),
        help="whose hints; panel: the equity aid's best move (its 1,024 deals) where it "
        "weighs the position, else the Master's",
    )
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=9000, help="the first match's seed")
    parser.add_argument("--preset", default="standard")
    parser.add_argument(
        "--advisor", choices=("expert", "master"), default="expert", help="the review's advisor"
    )
    parser.add_argument(
        "--play-outs-only",
        action="store_true",
        help="judge by the review's play-outs alone, without asking the equity aid "
        "before a move is flagged (the review before 2026-12-08)",
    )
    args = parser.parse_args(argv)
    rules = preset(args.preset)
    hinted = PanelHints() if args.level == "panel" else make_player(args.level, seed=0)
    flagged: list[int] = []
    judged = 0
    seconds: list[float] = []  # each hand's review, as the table's review runs it
    for h in range(args.hands):
        match = Match(rules, seed=args.seed + h, first_dealer=h % 2)
        opponent = make_player("intermediate", seed=h)
        deal = match.current
        while deal.phase is not Phase.OVER:
            seat = deal.turn
            player = hinted if seat == 0 else opponent
            # As in strength.py: two players who take each other's discards for ever
            # are made to draw from the stock once the hand has lasted too long.
            action = player.decide(match_view(match, seat)).action
            match.apply(breaks_stall(action, len(deal.actions)))
        start = time.perf_counter()
        review = review_hand(
            rules,
            deal.dealer,
            deal.deal_number,
            list(deal.actions),
            person=0,
            seed=0,
            advisor=args.advisor,
            aid_check=not args.play_outs_only,
        )
        seconds.append(time.perf_counter() - start)
        flagged.append(len(review.mistakes))
        judged += len(review.judgements)
    n = len(flagged)
    mean = sum(flagged) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in flagged) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    print(
        f"{args.level} hints, {args.advisor} review: {sum(flagged)} moves flagged "
        f"of {judged} judged in {n} hands "
        f"({mean:.2f} a hand, 95% CI {max(0.0, mean - half):.2f}-{mean + half:.2f})"
    )
    seconds.sort()
    p95 = seconds[min(n - 1, math.ceil(0.95 * n) - 1)]
    print(f"review time a hand: mean {sum(seconds) / n:.2f} s, p95 {p95:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

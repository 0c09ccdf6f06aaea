"""Which of my cards does the opponent meld with? How well each read ranks them. A diagnostic.

Master told, at the discards where it may not knock, only which cards of its own hand
its opponent's real hand melds with (``oracle_bound.py --tell outs-at-discards``: the
screen's feed risk of a card made 1 or 0) wins nearly every game against Intermediate.
Those cards are the ones the opponent would take from the pile and the ones it waits
for, so the screen that knows them neither feeds nor lets go of a card the opponent
needs. This script asks how well a fair read can tell them: at every discard decision
of the first player where it may not knock, each card it may throw is scored by

* ``screen``: the screen's feed risk (:func:`~ginrummy_desktop.ai.knowledge.feed_risk`,
  per-card odds from the pickups, passes and discards);
* ``guesses``: the share of the default Master's guessed deals (its ``world_source``)
  whose opponent hand melds with the card;
* ``posterior``: the same share over hands drawn from the exact read of the opponent's
  play under a habit (``--habit``; replay_read.py's histories, weighed by the chance of
  every choice the opponent made): Metropolis chains started from the *real* history,
  so they can only overstate what that read knows (a bound, never a player);

against the truth, read from the match for the measurement only. Printed for each: the
mean, the Brier score, and the share of a decision's (melds, does not meld) card pairs
it ranks the right way round (1 is perfect, 0.5 a coin), with 95% intervals from a
bootstrap over decisions, and each read's difference from the screen's on the same
decisions. Run by hand, never from tests::

    nice -n 19 .venv/bin/python benchmarks/feed_read.py advanced intermediate --games 30

Measured against Intermediate (Advanced deciding, seed 11, 30 games, 1,635 decisions,
17,709 cards of which 23.2% meld with the opponent's hand; 48 posterior hands a decision,
300 burn-in steps, 40 between draws): ranked right, screen 0.743, guesses 0.723,
posterior 0.749. See the closing figures of the run for the intervals.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import replay_read as rr

from ginrummy_desktop.ai.knowledge import feed_risk, knowledge_of
from ginrummy_desktop.ai.masks import bits, in_some_meld, mask_of
from ginrummy_desktop.ai.master import Master
from ginrummy_desktop.model import Match, Phase, PlayerView, preset
from ginrummy_desktop.model.deadwood import min_deadwood_after_discard
from ginrummy_desktop.sim.runner import load_factory, play_game

HABITS = {"greedy": rr.GREEDY, "patient": rr.PATIENT}
READS = ("screen", "guesses", "posterior")


@dataclass(frozen=True, slots=True)
class Card:
    """One card a decision may throw: does the opponent's hand meld with it, and each
    read's chance that it does."""

    melds: bool
    chances: dict[str, float]


Decision = list[Card]


def ranked_right(decisions: Sequence[Decision], read: str) -> float:
    """The share of (melds, does not meld) pairs of cards within one decision that
    ``read`` gives the higher chance to the one that melds (a tie counts a half): the
    area under its ROC curve, taken within decisions so that only how it orders one
    hand's cards counts. 0.5 when no decision has such a pair."""
    right = pairs = 0.0
    for cards in decisions:
        yes = [c.chances[read] for c in cards if c.melds]
        no = [c.chances[read] for c in cards if not c.melds]
        for a in yes:
            for b in no:
                pairs += 1
                right += 1.0 if a > b else 0.5 if a == b else 0.0
    return right / pairs if pairs else 0.5


def brier(decisions: Sequence[Decision], read: str) -> float:
    cards = [c for d in decisions for c in d]
    return sum((c.chances[read] - c.melds) ** 2 for c in cards) / len(cards)


def interval(
    decisions: Sequence[Decision],
    measure: Callable[[Sequence[Decision]], float],
    rng: random.Random,
    rounds: int,
) -> tuple[float, float]:
    """A 95% percentile interval of ``measure`` over ``rounds`` bootstrap resamples of
    the decisions."""
    values = sorted(
        measure([decisions[rng.randrange(len(decisions))] for _ in decisions])
        for _ in range(rounds)
    )
    return values[int(0.025 * rounds)], values[min(rounds - 1, int(0.975 * rounds))]


def _right(decisions: Sequence[Decision], read: str) -> float:
    return ranked_right(decisions, read)


def _over_screen(decisions: Sequence[Decision], read: str) -> float:
    return ranked_right(decisions, read) - ranked_right(decisions, "screen")


class Probe:
    """The observer: scores every card of the first player's discards that may not knock."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.habit = HABITS[args.habit]
        self.master = Master(seed=args.seed)
        self.decisions: list[Decision] = []

    def __call__(self, match: Match, view: PlayerView) -> None:
        if view.player != 0 or view.phase is not Phase.DISCARD:
            return
        hand = mask_of(view.hand)
        if min_deadwood_after_discard(hand) <= view.knock_limit:
            return
        a = self.args
        k = knowledge_of(view)
        real = mask_of(match.current.hand(view.opponent))
        guessed = [
            g.opponent
            for g in self.master.world_source(view, k, self.master.rng_for(view))(a.samples)
        ]
        rng = random.Random(f"{a.seed}:{len(self.decisions)}")
        steps = rr._read(view)
        item = rr._moved(
            steps,
            self.habit,
            view.knock_limit,
            rr._real_history(match, view.opponent),
            a.burn_in,
            rng,
        )
        posterior = []
        for _ in range(a.samples):
            item = rr._moved(steps, self.habit, view.knock_limit, item, a.thin, rng)
            posterior.append(item[2])
        exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
        cards = []
        for c in bits(hand & ~exclude):
            chances = {
                "screen": feed_risk(k, c),
                "guesses": sum(in_some_meld(o, c) for o in guessed) / len(guessed),
                "posterior": sum(in_some_meld(o, c) for o in posterior) / len(posterior),
            }
            cards.append(Card(in_some_meld(real, c), chances))
        self.decisions.append(cards)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="the level (or module:factory) whose discards are probed")
    parser.add_argument("second", help="its opponent, whose real hand is the truth")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--habit", choices=sorted(HABITS), default="greedy")
    parser.add_argument("--samples", type=int, default=48, help="hands per read and decision")
    parser.add_argument("--burn-in", type=int, default=300, help="chain steps before the first")
    parser.add_argument("--thin", type=int, default=40, help="chain steps between two hands")
    parser.add_argument("--rounds", type=int, default=400, help="bootstrap resamples")
    args = parser.parse_args(argv)
    probe = Probe(args)
    factories = (load_factory(args.first), load_factory(args.second))
    for i in range(args.games):
        play_game(factories, preset("standard"), seed=args.seed, index=i, observe=probe)
    decisions = probe.decisions
    cards = [c for d in decisions for c in d]
    if not cards:
        print("no discard decision was probed")
        return 1
    melds = statistics.fmean(c.melds for c in cards)
    print(
        f"{args.first} against {args.second}, seed {args.seed}, {args.games} games: "
        f"{len(decisions)} decisions, {len(cards)} cards, {melds:.1%} meld with the "
        f"opponent's hand; habit {args.habit}, {args.samples} hands a read"
    )
    print("| read | mean chance | Brier | ranked right | 95% CI | minus the screen's | 95% CI |")
    print("|---|---|---|---|---|---|---|")
    rng = random.Random(args.seed)
    for read in READS:
        right = ranked_right(decisions, read)
        lo, hi = interval(decisions, partial(_right, read=read), rng, args.rounds)
        diff = right - ranked_right(decisions, "screen")
        dlo, dhi = interval(decisions, partial(_over_screen, read=read), rng, args.rounds)
        mean = statistics.fmean(c.chances[read] for c in cards)
        print(
            f"| {read} | {mean:.3f} | {brier(decisions, read):.4f} | {right:.3f} "
            f"| {lo:.3f}-{hi:.3f} | {diff:+.3f} | {dlo:+.3f} to {dhi:+.3f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

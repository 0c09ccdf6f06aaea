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

At the discards where it may knock it also asks whether a knock now would be undercut,
by the guesses, by guesses calibrated as a quick opponent's, and by the exact read,
ranked across decisions.

Measured (seed 11; 48 hands a read and decision; chains of 300 burn-in steps and 40
between draws; 95% bootstrap intervals over decisions). The cards the opponent melds
with, ranked right within a decision ("less screen": the posterior's less the
screen's, with its interval; the screen's own interval is about +-0.01):

| deciding, against (habit) | games | decisions | screen | guesses | posterior | less screen |
|---|---|---|---|---|---|---|
| Advanced, Intermediate (greedy) | 30 | 1,635 | 0.743 | 0.718 | 0.748 | +0.005 (-0.003, +0.011) |
| Master, Intermediate (greedy) | 15 | 671 | 0.750 | 0.725 | 0.748 | -0.002 (-0.014, +0.009) |
| Advanced, Intermediate (strict) | 10 | 527 | 0.756 | 0.725 | 0.758 | +0.002 (-0.010, +0.011) |
| Advanced, Expert (patient) | 20 | 1,101 | 0.757 | 0.738 | 0.737 | -0.020 (-0.029, -0.012) |

So against Intermediate, whose play the greedy habit describes nearly exactly, even the
exact read of everything it did ranks the cards it melds with no better than the
screen's per-card odds; the hand's worth at these discards (+16 games in 100) is
knowledge of the cards themselves, which its play does not give away. The measure does
see knowledge where there is some: chains that barely leave the real history
(``--burn-in 0 --thin 1``, 3 games) rank 0.933 right.

The knocks: against Intermediate a knock now is seldom undercut (2.7% of Advanced's 449
decisions that may knock), too seldom to rank the reads. Against Expert 32.8% of 582
would be: the guesses rank 0.699 right (their mean chance 0.371), the quick opponent's
calibrated guesses 0.604 (0.070: far too few undercuts for a patient opponent), the
patient habit's read 0.735 (+0.036 on the guesses, -0.016 to +0.091).
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

from ginrummy_desktop.ai.fastsim import Scoring, greedy_discard, score_knock
from ginrummy_desktop.ai.knowledge import feed_risk, knowledge_of, opponent_stock_draws
from ginrummy_desktop.ai.masks import bits, in_some_meld, mask_of
from ginrummy_desktop.ai.master import Master, MasterBudget, silent_guess
from ginrummy_desktop.model import Match, Phase, PlayerView, preset
from ginrummy_desktop.sim.runner import load_factory, play_game

HABITS = {
    "greedy": rr.GREEDY,
    "patient": rr.PATIENT,
    # The baseline's habit with hardly any room for a stray choice: a sharper read, if
    # the chains still mix.
    "strict": rr.Habit(take_miss=0.002, slack=None, stray=0.002, knock_miss=0.002),
}
READS = ("screen", "guesses", "posterior")
# At a knock: the default Master's guesses, guesses calibrated as a quick opponent's
# (half its stock draws replayed, drawn again while it could have knocked:
# master_variants.hasty_knock_guess), and the exact read.
KNOCK_READS = ("guesses", "calibrated", "posterior")


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
    return values[round(0.025 * (rounds - 1))], values[round(0.975 * (rounds - 1))]


def pooled(decisions: Sequence[Decision]) -> list[Decision]:
    """Every card of ``decisions`` as one group: ranked across decisions, not within."""
    return [[c for d in decisions for c in d]]


def _right(decisions: Sequence[Decision], read: str, across: bool) -> float:
    return ranked_right(pooled(decisions) if across else decisions, read)


def _over(decisions: Sequence[Decision], read: str, base: str, across: bool) -> float:
    return _right(decisions, read, across) - _right(decisions, base, across)


class Probe:
    """The observer: at the first player's discards, scores every card it may throw
    where it may not knock (does the opponent's hand meld with it?), and the knock where
    it may knock (would the opponent's hand undercut it?)."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.habit = HABITS[args.habit]
        self.master = Master(seed=args.seed)
        self.decisions: list[Decision] = []  # the cards of each discard that may not knock
        self.knocks: list[Decision] = []  # one "card" each: the knock now, undercut or not

    def __call__(self, match: Match, view: PlayerView) -> None:
        if view.player != 0 or view.phase is not Phase.DISCARD:
            return
        hand = mask_of(view.hand)
        exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
        knock_dw, knock_card = greedy_discard(hand, exclude)
        if knock_dw == 0:
            return  # a gin: nothing to read
        a = self.args
        k = knowledge_of(view)
        real = mask_of(match.current.hand(view.opponent))
        guessed = [
            g.opponent
            for g in self.master.world_source(view, k, self.master.rng_for(view))(a.samples)
        ]
        posterior = self._posterior(match, view, len(self.decisions) + len(self.knocks))
        if knock_dw <= view.knock_limit:
            sc = Scoring.of(view.rules, view.knock_limit, doubled=view.doubled)
            kept = hand & ~(1 << knock_card)
            rng = random.Random(f"{a.seed}:knock:{len(self.knocks)}")
            draws = round(opponent_stock_draws(view, MasterBudget().max_history) * 0.5)
            bar = min(10, view.knock_limit)
            calibrated = [silent_guess(k, rng, draws, bar, 16) for _ in range(a.samples)]

            def undercut(hands: list[int]) -> float:
                return sum(score_knock(kept, o, sc) < 0 for o in hands) / len(hands)

            chances = {
                "guesses": undercut(guessed),
                "calibrated": undercut(calibrated),
                "posterior": undercut(posterior),
            }
            self.knocks.append([Card(score_knock(kept, real, sc) < 0, chances)])
            return
        cards = []
        for c in bits(hand & ~exclude):
            chances = {
                "screen": feed_risk(k, c),
                "guesses": sum(in_some_meld(o, c) for o in guessed) / len(guessed),
                "posterior": sum(in_some_meld(o, c) for o in posterior) / len(posterior),
            }
            cards.append(Card(in_some_meld(real, c), chances))
        self.decisions.append(cards)

    def _posterior(self, match: Match, view: PlayerView, number: int) -> list[int]:
        """Hands drawn from the exact read of the opponent's play: a Metropolis chain
        started from its real history (so it can only overstate that read)."""
        a = self.args
        rng = random.Random(f"{a.seed}:{number}")
        steps = rr.read_hand(view)
        limit = view.knock_limit
        item = rr.real_history(match, view.opponent)
        item = rr.moved(steps, self.habit, limit, item, a.burn_in, rng)
        hands = []
        for _ in range(a.samples):
            item = rr.moved(steps, self.habit, limit, item, a.thin, rng)
            hands.append(item[2])
        return hands


def report(
    decisions: Sequence[Decision],
    reads: Sequence[str],
    base: str,
    *,
    across: bool,
    rng: random.Random,
    rounds: int,
) -> None:
    """A table row for each read: its mean chance, Brier score, how often it ranks a
    (yes, no) pair the right way round (within a decision, or ``across`` them), and its
    difference from ``base``'s, with 95% bootstrap intervals."""
    items = [c for d in decisions for c in d]
    print(f"| read | mean chance | Brier | ranked right | 95% CI | less {base}'s | 95% CI |")
    print("|---|---|---|---|---|---|---|")
    for read in reads:
        right = _right(decisions, read, across)
        lo, hi = interval(decisions, partial(_right, read=read, across=across), rng, rounds)
        diff = right - _right(decisions, base, across)
        over = partial(_over, read=read, base=base, across=across)
        dlo, dhi = interval(decisions, over, rng, rounds)
        mean = statistics.fmean(c.chances[read] for c in items)
        print(
            f"| {read} | {mean:.3f} | {brier(decisions, read):.4f} | {right:.3f} "
            f"| {lo:.3f}-{hi:.3f} | {diff:+.3f} | {dlo:+.3f} to {dhi:+.3f} |"
        )


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
    decisions, knocks = probe.decisions, probe.knocks
    cards = [c for d in decisions for c in d]
    if not cards:
        print("no discard decision was probed")
        return 1
    rng = random.Random(args.seed)
    melds = statistics.fmean(c.melds for c in cards)
    print(
        f"{args.first} against {args.second}, seed {args.seed}, {args.games} games; habit "
        f"{args.habit}, {args.samples} hands a read.\n\nThe discards that may not knock: "
        f"{len(decisions)} decisions, {len(cards)} cards, {melds:.1%} meld with the "
        "opponent's hand; ranked within each decision.\n"
    )
    report(decisions, READS, "screen", across=False, rng=rng, rounds=args.rounds)
    if knocks:
        undercut = statistics.fmean(d[0].melds for d in knocks)
        print(
            f"\nThe knocks: {len(knocks)} decisions that may knock (not gin), of which "
            f"{undercut:.1%} would be undercut by a knock now; ranked across decisions.\n"
        )
        report(knocks, KNOCK_READS, "guesses", across=True, rng=rng, rounds=args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

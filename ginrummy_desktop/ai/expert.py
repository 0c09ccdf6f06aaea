"""The Expert level: Advanced plus a sampling search over the opponent's hidden cards.

At the close calls (whether to knock, which of the few best discards to throw,
whether to take the top discard) it samples opponent hands consistent with
everything it has seen, deals the rest of the unseen cards to the stock in a
random order, plays each guessed deal out with quick policies
(:mod:`ginrummy_desktop.ai.fastsim`) and takes the choice with the best mean
points. The same samples serve every candidate, so that luck cancels out of the
comparison. The budget is a fixed number of samples, never a clock, so a
decision depends only on the view and the seed.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..model import DrawDiscard, DrawStock, PlayerView
from ..model.deadwood import min_deadwood
from .advanced import Advanced, Style
from .base import Decision, Reason, stock_only
from .fastsim import Scoring, greedy_discard, rollout, score_knock
from .knowledge import Knowledge, opponent_stock_draws, sample_played_hand
from .masks import bits, card
from .simple import big_gin, end_turn


@dataclass(frozen=True, slots=True)
class Budget:
    """How much searching a decision may do: counts, not seconds."""

    samples: int = 32  # guessed deals per decision
    discard_candidates: int = 3  # best discards (by the Advanced score) searched
    discard_margin: float = 2.5  # search only discards scoring this close to the best
    draw_margin: float = 1.5  # search the draw only when the two options are this close
    max_history: int = 8  # stock draws replayed when guessing the opponent's hand
    min_gain: float = 1.0  # points per hand the search must find to override the heuristic
    z: float = 2.0  # ... and this many standard errors


@dataclass(frozen=True, slots=True)
class Guess:
    """One guessed deal: the opponent's hand and the stock, top card last."""

    opponent: int
    stock: list[int]


class Expert(Advanced):
    name = "expert"

    def __init__(
        self, *, seed: int = 0, style: Style | None = None, budget: Budget | None = None
    ) -> None:
        super().__init__(seed=seed, style=style)
        self.budget = budget or Budget()

    # -------------------------------------------------------------- sampling
    def guesses(self, view: PlayerView, k: Knowledge, rng: random.Random) -> list[Guess]:
        draws = opponent_stock_draws(view, self.budget.max_history)
        out = []
        for _ in range(self.budget.samples):
            opp = sample_played_hand(k, rng, draws)
            rest = bits(k.unseen & ~opp)
            rng.shuffle(rest)
            out.append(Guess(opp, rest))
        return out

    def _scoring(self, view: PlayerView) -> Scoring:
        return Scoring.of(view.rules, view.knock_limit, doubled=view.doubled)

    def _knock_at(self, me: int, g: Guess | None = None) -> tuple[int, int]:
        """Knock thresholds of the rollout policies: mine as my style plays, the
        opponent's as soon as it may (the common baseline habit). ``g`` is the deal
        played out (a subclass may model the opponent per deal)."""
        at = [10, 10]
        at[me] = self.style.knock_max
        return (at[0], at[1])

    def _partner_weight(self, g: Guess, me: int) -> tuple[float | None, float | None]:
        """How each player of the play-outs of deal ``g`` discards (indexed by player;
        ``me`` is mine): None is the greedy least deadwood; a weight keeps partial melds
        (fastsim.keeping_discard). The Master sets its own."""
        return (None, None)

    def _after_discard(self, hand10: int, top: int, g: Guess, sc: Scoring, me: int) -> int:
        """Points for me when I have thrown ``top`` and the opponent is to draw."""
        if len(g.stock) <= 2:
            return 0
        return self._play_out(hand10, g, g.stock, top, 1 - me, sc, me)

    def _play_out(
        self, mine: int, g: Guess, stock: list[int], top: int, turn: int, sc: Scoring, me: int
    ) -> int:
        """The rest of the hand played out from ``turn``'s draw with my ``mine`` against
        the guessed opponent, by this level's play-out policies; points for me."""
        hands = [0, 0]
        hands[me] = mine
        hands[1 - me] = g.opponent
        return rollout(
            hands,
            stock,
            top,
            turn,
            sc,
            me=me,
            knock_at=self._knock_at(me, g),
            partner_weight=self._partner_weight(g, me),
        )

    # --------------------------------------------------------------- drawing
    def draw(self, view: PlayerView) -> Decision:
        forced = stock_only(view)
        if forced is not None:
            return forced
        d = self._draw_values(view)
        k, top = d.k, d.k.top
        if abs(d.take - d.stock) > self.budget.draw_margin:
            return self._draw_by_value(view, d)
        rng = self.rng_for(view)
        sc = self._scoring(view)
        me = view.player
        took = (k.hand | (1 << top)) & ~(1 << d.keep)
        diffs = []
        for g in self.guesses(view, k, rng):
            a = self._finish_turn(took, d.keep, g, g.stock, sc, me)
            stock = list(g.stock)
            drawn = stock.pop()
            h = k.hand | (1 << drawn)
            _, idx = greedy_discard(h, 0)
            b = self._finish_turn(h & ~(1 << idx), idx, g, stock, sc, me)
            diffs.append(a - b)
        default_take = d.take_is_better
        gain = clear_gain(diffs if not default_take else [-x for x in diffs], self.budget)
        if gain is None:
            return self._draw_by_value(view, d)
        if default_take:
            return Decision(DrawStock(me), Reason.SEARCH_BEST, (f"{gain:.1f}",))
        return Decision(DrawDiscard(me), Reason.SEARCH_BEST, (card(top).code, f"{gain:.1f}"))

    def _finish_turn(
        self, hand10: int, thrown: int, g: Guess, stock: list[int], sc: Scoring, me: int
    ) -> int:
        """Knock with ``hand10`` if the quick policy would, else play on."""
        dw = min_deadwood(hand10)
        if dw == 0 or dw <= min(sc.knock_limit, self.style.knock_max):
            return score_knock(hand10, g.opponent, sc)
        if len(stock) <= 2:
            return 0
        return self._play_out(hand10, g, stock, thrown, 1 - me, sc, me)

    # ------------------------------------------------------------ discarding
    def discard(self, view: PlayerView) -> Decision:
        bg = big_gin(view)
        if bg is not None:
            return bg
        k, ev, hand, exclude = self._discard_inputs(view)
        knock_dw, knock_card = self._knock_option(hand, exclude, ev)
        if knock_dw == 0:
            return end_turn(view, knock_card, 0, knock=True, reason=Reason.GIN)
        rng = self.rng_for(view)
        sc = self._scoring(view)
        me = view.player
        scored = self.scored_discards(hand, exclude, k, ev)
        best = scored[0][0]
        cands = [
            i
            for v, i in scored[: self.budget.discard_candidates]
            if v - best <= self.budget.discard_margin
        ]
        can_knock = knock_dw <= view.knock_limit
        if not can_knock and len(cands) == 1:
            idx, reason = self.choose_discard(hand, exclude, k, ev)
            return end_turn(view, idx, min_deadwood(hand & ~(1 << idx)), knock=False, reason=reason)
        guesses = self.guesses(view, k, rng)
        # Per-sample points of each option; the same guessed deals for all of them.
        options: dict[int, list[int]] = {i: [] for i in cands}
        knock_vals: list[int] = []
        for g in guesses:
            if can_knock:
                knock_vals.append(score_knock(hand & ~(1 << knock_card), g.opponent, sc))
            for i in cands:
                options[i].append(self._after_discard(hand & ~(1 << i), i, g, sc, me))
        if can_knock:
            options[KNOCK] = knock_vals
        # The Advanced choice stands unless the search shows a clear gain over it:
        # with a few dozen samples a small difference is mostly noise.
        default_idx, default_reason = self.choose_discard(hand, exclude, k, ev)
        default = default_idx
        if can_knock and self.wants_knock(view, k, knock_dw)[0]:
            default = KNOCK
        if default not in options:
            options[default] = [
                self._after_discard(hand & ~(1 << default), default, g, sc, me) for g in guesses
            ]
        best_alt, best_gain = default, 0.0
        for option, vals in options.items():
            if option == default:
                continue
            gain = clear_gain(
                [a - b for a, b in zip(vals, options[default], strict=True)], self.budget
            )
            if gain is not None and gain > best_gain:
                best_alt, best_gain = option, gain
        choice = best_alt
        if choice == KNOCK:
            reason = Reason.SEARCH_BEST if default != KNOCK else Reason.KNOCK_NOW
            return end_turn(view, knock_card, knock_dw, knock=True, reason=reason)
        dw = min_deadwood(hand & ~(1 << choice))
        if choice != default:
            return Decision(
                end_turn(view, choice, dw, knock=False, reason=Reason.SEARCH_BEST).action,
                Reason.SEARCH_BEST,
                (card(choice).code, f"{best_gain:.1f}"),
            )
        reason = default_reason
        if can_knock:
            reason = self.wants_knock(view, k, knock_dw)[1]
        return end_turn(view, choice, dw, knock=False, reason=reason)


KNOCK = -1  # the knock, among the options of a discard search


def clear_gain(diffs: list[int], budget: Budget) -> float | None:
    """The mean of paired differences if it is clearly above zero, else None.

    Clear means at least ``budget.min_gain`` points and ``budget.z`` standard
    errors: the search overrides the heuristic only on real evidence.
    """
    n = len(diffs)
    if n < 2:
        return None
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    se = math.sqrt(var / n)
    if mean >= budget.min_gain and mean > budget.z * se:
        return mean
    return None

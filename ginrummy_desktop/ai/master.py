"""The Master level: a progressive search over sampled deals, scored in game-winning chances.

The Master plays like the Expert where a decision is plain, and searches where it is
close, and it differs from the Expert in these ways:

* **It values outcomes by the game, not the hand.** Every played-out deal ends in
  hand points, and the points become the chance of winning the game from the
  score after the hand (:mod:`.matchscore`): near the target a safe small win is
  worth more than a risky big one, and a knock that wins the game is taken.
* **It spends samples where the decision is close.** A cheap screen (the
  Advanced evaluation) picks a few candidates and its own choice; they are played
  out on batches of guessed deals, the same deals for every candidate so that luck
  cancels out. A candidate clearly behind is dropped after each batch; the
  screen's choice stands unless a rival beats it clearly (paired, by standard
  errors and a minimum gain), and the search stops when that is settled or the
  budget is spent. The budget is a number of deals, never a clock, so a decision
  depends only on the view and the seed. (Taking the best mean instead lost
  games: the play-out policy is too rough for small margins to mean much.)
* **It reads its opponent.** Two kinds of opponent are modelled: a hasty one, who
  knocks as soon as it may, and a waiting one, who holds on for a low count or gin.
  The earlier hands of the game tell them apart (a hasty player never shows, at the
  end of a hand, a hand it could have knocked with; it knocks with high counts and
  seldom goes gin: :func:`.knowledge.opponent_haste`), and the guessed deals are
  shared between the two by that chance. Within each kind, half the deals are played
  out with an opponent who knocks as soon as it may and half with a patient one
  (deadwood 2 or less), so that waiting for gin is weighed against both.
* **It searches every knock.** Whenever it may knock, knocking is weighed against
  playing on, including at the first upcard and near the end of the stock.
* **Its guesses of a waiting opponent's hand look like real hands.** A guessed hand
  has kept the best of half the opponent's stock draws, not of all of them: the
  Expert's guesses are nearly gin by the middle of a hand, where a real hand still
  holds 9 points or so (benchmarks/opponent_calibration.py). With the calibrated
  guesses the Master wins about six games in a hundred more against the Expert.
  Against a hasty opponent the Expert's guesses won more games (they make the Master
  shed points and knock early, as a race against a quick knocker needs).
* **Its play-outs keep partial melds** against a waiting opponent. The players of a
  play-out throw a lone card before one that waits beside a partner (unless the
  lone one is over 2 points lower), as patient players do, rather than always the
  highest deadwood; against a hasty one, which throws the highest, they play greedy.

:func:`search` is the engine; :mod:`ginrummy_desktop.review.equity` uses it to
show every candidate move with its expected points and game-winning chance.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from ..model import (
    Action,
    DrawDiscard,
    DrawStock,
    EventKind,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
)
from ..model.deadwood import best_discard_indices, min_deadwood, min_deadwood_after_discard
from .advanced import Style
from .base import Decision, Reason, stock_only
from .expert import Expert, Guess
from .fastsim import Scoring, greedy_discard, score_knock
from .knowledge import (
    Knowledge,
    Passes,
    opponent_haste,
    opponent_passes,
    opponent_stock_draws,
    passes_weight,
    pick_by_weight,
    sample_played_hand,
)
from .masks import bits, card, in_some_meld
from .matchscore import GameValue
from .simple import big_gin, end_turn

KNOCK = -1  # option keys: a card index is "discard that card"; these are the others
TAKE = -2
STOCK = -3
PASS = -4


@dataclass(frozen=True, slots=True)
class Reading:
    """How the guesses and play-outs model one kind of opponent."""

    # A guessed opponent hand is drawn as if it had picked the best of its cards from
    # this share of its stock draws (at most ``MasterBudget.max_history``) beyond its
    # ten: with all of them the guessed hands are far better than real ones in the
    # middle of a hand (deadwood 2 where the real hand has 9,
    # benchmarks/opponent_calibration.py).
    played_fraction: float
    # Discards in the play-outs keep a partial meld over a lone card up to this many
    # points higher (fastsim.keeping_discard); None: the greedy least deadwood.
    partner_weight: float | None
    # The Master's own discards in the play-outs of this reading, likewise; the
    # default readings give both sides one habit.
    own_partner_weight: float | None = None
    # The opponent of the play-outs knocks with each of these in turn, deal by deal
    # (deadwood this much or less); empty: ``MasterBudget.opponent_knock``.
    knocks: tuple[int, ...] = (10, 2)
    # A guess is drawn again, up to this many draws in all (1: never), while it is not
    # a hand a quick, greedy player could hold: one it could have knocked with at its
    # last discard (by the habit of its play-out), or one its last discard was not a
    # least-deadwood throw from (:func:`greedy_consistent`). Off in both readings: it
    # makes the guesses of a quick, greedy opponent fit far better (against
    # Intermediate the real hand always fits; 4 in 10 plain guesses do not), yet with
    # 8 draws for the hasty reading the Master won 194 of the same 250 games against
    # Intermediate as without (benchmarks.master_variants:greedy_guesses).
    consistent_tries: int = 1
    # Once the opponent has discarded, a guess is drawn again, up to this many draws in
    # all (1: never), while it is a hand this kind of opponent would have knocked with
    # then: deadwood at most the quickest of ``knocks`` (capped by the knock limit).
    # Off in both readings. For the hasty one, with half the draws replayed, it makes
    # the guesses' deadwood track Intermediate's real hands (the hasty reading's are
    # far too good by the middle of a hand), yet the Master won 627 of 800 games
    # against Intermediate with it, and 622 of the same 800 without
    # (benchmarks.master_variants:calibrated_hasty_exact).
    no_knock_tries: int = 1
    # A guess is picked from this many draws (1: the first), each drawn with a chance
    # proportional to how well it fits the opponent's passes this hand
    # (:func:`.knowledge.passes_weight` with the three fields below): the face-up cards
    # it passed over and the cards it threw, which it would have kept had they melded
    # with two of its cards, and (``greed``) the cards it threw, over which a player
    # who throws its highest deadwood would not keep a higher loose card. The extra
    # draws are not put through the two redraws above (leave those off with this).
    passes_tries: int = 1
    passes_strength: float = 0.9
    greed: float = 0.0
    lone_only: bool = False
    # The knock now is scored against a hand of its own, drawn with this share of the
    # stock draws (from a generator of its own, so the play-outs' deals stay as they
    # are); None: against the play-outs' guess. The guesses that make the play-outs
    # right are not the ones that score a knock right.
    knock_played_fraction: float | None = None
    # Once the opponent has discarded, the knock's own guess is drawn again, up to this
    # many draws in all (1: never), while it is a hand this kind of opponent would have
    # knocked with (as ``no_knock_tries`` for the play-outs' guess).
    knock_no_knock_tries: int = 1


# Against a waiting opponent (the Expert), calibrated guesses and play-outs that keep
# partial melds: 64.5% of 200 games, where the first Master's guesses and greedy
# play-outs won 52.5% of the same games. Against a hasty one (Intermediate) the first
# Master's were better: 80.9% of 475 games, where these won 74.6% of 700. The hasty
# reading keeps the mix of a quick and a patient knock in its play-outs, as that Master
# did: with the quick knock alone it won 78.5% of the same 400 games where the mix won
# 80.8% (a pessimistic opponent model still pays against a quick knocker).
WAITING = Reading(played_fraction=0.5, partner_weight=2.0, own_partner_weight=2.0)
HASTY = Reading(played_fraction=1.0, partner_weight=None)


@dataclass(frozen=True, slots=True)
class MasterBudget:
    """How much a decision may search: counts of guessed deals, not seconds."""

    batch: int = 16  # deals added per round of the search
    max_samples: int = 64  # most deals one decision plays out per candidate
    discard_candidates: int = 4  # best discards (by the Advanced score) searched
    discard_margin: float = 3.0  # ... when they score this close to the best
    draw_margin: float = 3.0  # search a draw only when the options are this close
    z: float = 2.0  # standard errors a rival must win by to replace the screen's choice
    min_gain: float = 0.004  # ... and this much winning chance (about a point at 0-0)
    max_history: int = 8  # stock draws replayed when guessing the opponent's hand
    opponent_knock: int = 10  # the opponent's knock in play-outs of a Reading without one
    # The guesses and play-outs of a waiting opponent, and of a hasty one; the deals of
    # a search are shared between them by the chance that the opponent is hasty, read
    # from the earlier hands of the game (knowledge.opponent_haste). Without ``hasty``
    # every deal is a waiting opponent's.
    waiting: Reading = WAITING
    hasty: Reading | None = HASTY


Evaluator = Callable[[Guess], int]


@dataclass(frozen=True, slots=True)
class World(Guess):
    """A guessed deal with the opponent's knocking habit and the discards of its
    play-outs."""

    opponent_knock: int = 10
    partner_weight: float | None = None
    own_partner_weight: float | None = None
    # The opponent's hand a knock now is scored against (Reading.knock_played_fraction);
    # 0: ``opponent``.
    knock_opponent: int = 0

    @property
    def knocked_hand(self) -> int:
        return self.knock_opponent or self.opponent


@dataclass(frozen=True, slots=True)
class OptionEstimate:
    """What the deals played so far say about one candidate."""

    key: int
    samples: int
    points: float  # mean hand points for the player (negative: the opponent scores)
    points_se: float  # standard error of ``points``
    chance: float  # mean chance of winning the game after the hand
    chance_se: float  # standard error of ``chance``
    active: bool  # still searched (not yet dropped as clearly worse)
    # The standard error of the leader's lead over this candidate in winning chance,
    # from their differences deal by deal (the same deals for both, so luck cancels
    # out): 0 for the leader, inf before two deals. The equity aid tells by it which
    # moves are as good as the best as far as the deals can tell.
    lead_se: float = math.inf


@dataclass(frozen=True, slots=True)
class SearchState:
    """A snapshot of a search: every candidate's estimate, and the leader."""

    options: tuple[OptionEstimate, ...]
    best: int
    samples: int  # deals drawn so far
    done: bool

    def option(self, key: int) -> OptionEstimate:
        return next(o for o in self.options if o.key == key)


def search(
    evaluators: Mapping[int, Evaluator],
    worlds: Callable[[int], list[Guess]],
    value: GameValue,
    *,
    batch: int,
    max_samples: int,
    z: float,
    default: int,
    prune: bool = True,
    min_gain: float = 0.0,
) -> Iterator[SearchState]:
    """Play the candidates out on growing batches of deals; yield a snapshot per batch.

    ``worlds(n)`` gives the next ``n`` guessed deals; every candidate still active
    plays the same deals. The ``default`` (the cheap screen's choice) stands unless
    another candidate beats it *clearly*: by at least ``min_gain`` in winning chance
    and by ``z`` standard errors of the paired differences. A play-out policy is
    only an approximation of real play, and a candidate that wins by a hair on a few
    dozen deals is mostly noise; the screen's choice is better than a coin flip.

    With ``prune`` a candidate clearly behind the default or the leader (``z``
    standard errors, or equal on every deal) is dropped after a batch, and the
    search stops once no rival of the default is left or one has clearly beaten
    every other. Without it (equity reports) every candidate plays every deal and
    ``best`` is simply the highest mean. The last snapshot has ``done`` set.
    """
    keys = list(evaluators)
    points: dict[int, list[int]] = {k: [] for k in keys}
    chances: dict[int, list[float]] = {k: [] for k in keys}
    active = set(keys)
    drawn = 0
    while True:
        n = min(batch, max_samples - drawn)
        fresh = worlds(n) if n > 0 else []
        drawn += len(fresh)
        for g in fresh:
            for k in keys:
                if k in active:
                    p = evaluators[k](g)
                    points[k].append(p)
                    chances[k].append(value.after(p))
        leader = max(active, key=lambda k: (_mean(chances[k]), k == default, -keys.index(k)))
        if prune:
            best = default
            gain = 0.0
            rivals = [k for k in keys if k in active and k != default]
            for k in rivals:
                g_k = _paired_gain(chances[k], chances[default])
                clear = g_k >= min_gain and _clearly_ahead(chances[k], chances[default], z)
                if clear and g_k > gain:
                    best, gain = k, g_k
            for k in rivals:
                if k in (best, leader):
                    continue
                if _clearly_ahead(chances[leader], chances[k], z) or _clearly_ahead(
                    chances[default], chances[k], z
                ):
                    active.discard(k)
            settled = best != default and all(
                _clearly_ahead(chances[best], chances[k], z) for k in active if k != best
            )
            done = active == {default} or settled or drawn >= max_samples or not fresh
        else:
            best = leader
            done = drawn >= max_samples or not fresh
        yield SearchState(
            tuple(
                OptionEstimate(
                    k,
                    len(points[k]),
                    _mean(points[k]),
                    _se(points[k]),
                    _mean(chances[k]),
                    _se(chances[k]),
                    k in active,
                    0.0 if k == leader else _paired_se(chances[leader], chances[k]),
                )
                for k in keys
            ),
            best,
            drawn,
            done,
        )
        if done:
            return


def last_discard(view: PlayerView) -> tuple[int, int] | None:
    """The opponent's last discard this hand, and the card it may not have thrown
    then (the one it had just taken from the pile; -1: none); None before its first."""
    taken = -1
    last: tuple[int, int] | None = None
    for e in view.log:
        if e.player != view.opponent:
            continue
        if e.kind is EventKind.STOCK_DRAWN:  # its card unseen
            taken = -1
        elif e.card is None:
            continue
        elif e.kind in (EventKind.DISCARD_DRAWN, EventKind.UPCARD_TAKEN):
            taken = e.card.index
        elif e.kind is EventKind.DISCARDED:
            last = (e.card.index, taken)
    return last


def silent_guess(k: Knowledge, rng: random.Random, draws: int, bar: int, tries: int) -> int:
    """A guess of the opponent's hand (``draws`` of its stock draws replayed), drawn
    again, up to ``tries`` draws in all, while it could have knocked: deadwood ``bar``
    or less. The last draw stands if none is above it."""
    hand = sample_played_hand(k, rng, draws)
    for _ in range(tries - 1):
        if min_deadwood(hand) > bar:
            break
        hand = sample_played_hand(k, rng, draws)
    return hand


def greedy_consistent(hand: int, thrown: int, taken: int, bar: int) -> bool:
    """Could a greedy, quick player hold ``hand`` after throwing ``thrown`` (not
    ``taken``, the card it had just picked up) without knocking? Its throw left the
    least deadwood of its eleven cards, and that was more than ``bar``."""
    dw = min_deadwood(hand)
    if dw <= bar:
        return False
    eleven = hand | (1 << thrown)
    if taken >= 0:
        best, _ = best_discard_indices(eleven, exclude=1 << taken)
    else:
        best = min_deadwood_after_discard(eleven)
    return dw == best


def _mean(xs: list[int] | list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _se(xs: list[int] | list[float]) -> float:
    n = len(xs)
    if n < 2:
        return math.inf
    m = sum(xs) / n
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)


def _paired(a: list[float], b: list[float]) -> list[float]:
    """``a - b`` deal by deal, over the deals both played."""
    n = min(len(a), len(b))
    return [x - y for x, y in zip(a[:n], b[:n], strict=True)]


def _paired_se(a: list[float], b: list[float]) -> float:
    """The standard error of the mean of ``a - b`` over the deals both played."""
    return _se(_paired(a, b))


def _paired_gain(a: list[float], b: list[float]) -> float:
    return _mean(_paired(a, b))


def _clearly_ahead(a: list[float], b: list[float], z: float) -> bool:
    """Is ``a`` better than ``b`` on the deals both played (paired differences)? The
    same standard error as the equity aid's ``lead_se``."""
    diffs = _paired(a, b)
    if len(diffs) < 2:
        return False
    mean, se = _mean(diffs), _se(diffs)
    if se == 0.0:
        return mean >= 0.0  # the same on every deal so far: the first stands for both
    return mean > z * se


class Master(Expert):
    """The strongest level: the Expert's knowledge, a progressive search at every
    close call and every knock, and the game score in its values."""

    name = "master"

    def __init__(
        self, *, seed: int = 0, style: Style | None = None, budget: MasterBudget | None = None
    ) -> None:
        super().__init__(seed=seed, style=style)
        self.master_budget = budget or MasterBudget()
        self.samples_used = 0  # deals played out by the last decision (for tests and tuning)

    # ------------------------------------------------------------ the search
    def _scoring(self, view: PlayerView) -> Scoring:
        # Hand points as they go onto the scoresheet: the box bonus is paid only at
        # the end of the game and does not bring anyone nearer the target.
        full = Scoring.of(view.rules, view.knock_limit, doubled=view.doubled)
        return dataclasses.replace(full, box_bonus=0)

    def _knock_at(self, me: int, g: Guess | None = None) -> tuple[int, int]:
        theirs = g.opponent_knock if isinstance(g, World) else self.master_budget.opponent_knock
        at = [theirs] * 2
        at[me] = self.style.knock_max
        return (at[0], at[1])

    def _partner_weight(self, g: Guess, me: int) -> tuple[float | None, float | None]:
        if isinstance(g, World):
            mine, theirs = g.own_partner_weight, g.partner_weight
        else:
            w = self.master_budget.waiting
            mine, theirs = w.own_partner_weight, w.partner_weight
        return (mine, theirs) if me == 0 else (theirs, mine)

    def game_value(self, view: PlayerView) -> GameValue:
        # The play-outs score with the Oklahoma doubling already (``_scoring``): their
        # points go onto the sheet as they are, so the value must not double them again.
        return GameValue.of(view.rules, view.totals, view.player)

    def world_source(
        self, view: PlayerView, k: Knowledge, rng: random.Random
    ) -> Callable[[int], list[Guess]]:
        """A stream of guessed deals consistent with the view, drawn on demand.

        A share of the deals (the chance that the opponent is hasty) is guessed and
        played out as a hasty opponent's, the rest as a waiting one's; the shares are
        kept exact as the stream grows, so every batch mixes them alike.
        """
        b = self.master_budget
        drawn = opponent_stock_draws(view, b.max_history)
        haste = opponent_haste(view) if b.hasty is not None else 0.0
        # The opponent kept its present ten cards at its last discard and did not knock,
        # and threw that card: a reading's guess that its kind of opponent could not be
        # holding then is drawn again, a few times at most (Reading.no_knock_tries,
        # Reading.consistent_tries; both off by default).
        last = last_discard(view)  # None: it has not discarded yet
        passes = opponent_passes(view)
        made = [0, 0]  # deals drawn so far: hasty, waiting
        krng = self.rng_for(view, "knock")

        def more(n: int) -> list[Guess]:
            out: list[Guess] = []
            for _ in range(n):
                count = made[0] + made[1]
                hasty = math.floor((count + 1) * haste) > made[0]  # haste is 0 without one
                reading = b.hasty if hasty and b.hasty is not None else b.waiting
                kind = 0 if hasty else 1
                habits = reading.knocks or (b.opponent_knock,)
                habit = habits[made[kind] % len(habits)]
                made[kind] += 1
                bar = min(habit, view.knock_limit)
                draws = round(drawn * reading.played_fraction)
                quickest = min(max(habits), view.knock_limit)
                tries = reading.no_knock_tries if last is not None else 1
                opp = silent_guess(k, rng, draws, quickest, tries)
                if last is not None:
                    for _ in range(reading.consistent_tries - 1):
                        if greedy_consistent(opp, *last, bar):
                            break
                        opp = sample_played_hand(k, rng, draws)
                if reading.passes_tries > 1:
                    opp = self._fitting_guess(k, rng, draws, passes, reading, opp)
                rest = bits(k.unseen & ~opp)
                rng.shuffle(rest)
                kpf = reading.knock_played_fraction
                knocked = 0
                if kpf is not None:
                    tries = reading.knock_no_knock_tries if last is not None else 1
                    knocked = silent_guess(k, krng, round(drawn * kpf), quickest, tries)
                out.append(
                    World(
                        opp,
                        rest,
                        habit,
                        reading.partner_weight,
                        reading.own_partner_weight,
                        knocked,
                    )
                )
            return out

        return more

    @staticmethod
    def _fitting_guess(
        k: Knowledge, rng: random.Random, draws: int, passes: Passes, reading: Reading, first: int
    ) -> int:
        """``first`` and more guesses (``reading.passes_tries`` in all); one of them
        drawn by how well it fits the opponent's passes."""
        guesses = [first] + [
            sample_played_hand(k, rng, draws) for _ in range(reading.passes_tries - 1)
        ]
        weights = [
            passes_weight(
                h, passes, k.opp_picked, reading.passes_strength, reading.greed, reading.lone_only
            )
            for h in guesses
        ]
        return guesses[pick_by_weight(weights, rng)]

    def run_search(
        self,
        view: PlayerView,
        k: Knowledge,
        evaluators: Mapping[int, Evaluator],
        default: int,
        *,
        max_samples: int | None = None,
        prune: bool = True,
    ) -> Iterator[SearchState]:
        b = self.master_budget
        return search(
            evaluators,
            self.world_source(view, k, self.rng_for(view)),
            self.game_value(view),
            batch=b.batch,
            max_samples=b.max_samples if max_samples is None else max_samples,
            z=b.z,
            default=default,
            prune=prune,
            min_gain=b.min_gain,
        )

    def _decide_by_search(
        self, view: PlayerView, k: Knowledge, evaluators: Mapping[int, Evaluator], default: int
    ) -> SearchState:
        *_, state = self.run_search(view, k, evaluators, default)
        self.samples_used = state.samples
        return state

    # ---------------------------------------------------------- evaluators
    def draw_evaluators(self, view: PlayerView, k: Knowledge, keep: int) -> dict[int, Evaluator]:
        """Both draws: take the face-up card (throwing ``keep``), or the other option
        (the stock in a normal turn; passing at the first upcard)."""
        sc = self._scoring(view)
        me = view.player
        top = k.top
        took = (k.hand | (1 << top)) & ~(1 << keep)

        def take(g: Guess) -> int:
            return self._finish_turn(took, keep, g, g.stock, sc, me)

        def stock(g: Guess) -> int:
            rest = list(g.stock)
            drawn = rest.pop()
            h = k.hand | (1 << drawn)
            _, idx = greedy_discard(h, 0)
            return self._finish_turn(h & ~(1 << idx), idx, g, rest, sc, me)

        def pass_upcard(g: Guess) -> int:
            if view.turn != view.dealer and in_some_meld(g.opponent, top):
                # The dealer takes the card we passed.
                return self._play_out(k.hand, g, g.stock, top, 1 - me, sc, me)
            # Nobody takes it: the non-dealer draws from the stock first.
            first = me if view.turn != view.dealer else 1 - me
            return self._play_out(k.hand, g, g.stock, -1, first, sc, me)

        if view.phase is Phase.UPCARD:
            return {TAKE: take, PASS: pass_upcard}
        return {TAKE: take, STOCK: stock}

    def discard_evaluators(
        self, view: PlayerView, hand: int, cands: list[int], knock_card: int
    ) -> dict[int, Evaluator]:
        """Each discard in ``cands`` (playing on), and the knock with ``knock_card``
        (when it is >= 0)."""
        sc = self._scoring(view)
        me = view.player
        out: dict[int, Evaluator] = {}
        if knock_card >= 0:
            kept = hand & ~(1 << knock_card)
            out[KNOCK] = lambda g: score_knock(
                kept, g.knocked_hand if isinstance(g, World) else g.opponent, sc
            )
        for i in cands:
            out[i] = self._play_on(hand & ~(1 << i), i, sc, me)
        return out

    def _play_on(self, rest: int, thrown: int, sc: Scoring, me: int) -> Evaluator:
        """The evaluator of throwing ``thrown`` and keeping ``rest`` (the hand plays on)."""

        def play(g: Guess) -> int:
            return self._after_discard(rest, thrown, g, sc, me)

        return play

    # --------------------------------------------------------------- drawing
    def upcard(self, view: PlayerView) -> Decision:
        return self._draw_decision(view)

    def draw(self, view: PlayerView) -> Decision:
        forced = stock_only(view)
        if forced is not None:
            return forced
        return self._draw_decision(view)

    def _draw_decision(self, view: PlayerView) -> Decision:
        self.samples_used = 0
        d = self._draw_values(view)
        k = d.k
        heuristic = super().upcard if view.phase is Phase.UPCARD else self._advanced_draw
        if k.top < 0 or abs(d.take - d.stock) > self.master_budget.draw_margin:
            return heuristic(view)
        other = PASS if view.phase is Phase.UPCARD else STOCK
        default = TAKE if d.take_is_better else other
        state = self._decide_by_search(view, k, self.draw_evaluators(view, k, d.keep), default)
        if state.best == default:
            return heuristic(view)
        gain = state.option(state.best).points - state.option(default).points
        detail = (f"{gain:.1f}",)
        me = view.player
        reason = self._search_reason(state, default)
        if state.best == TAKE:
            take: Action = TakeUpcard(me) if view.phase is Phase.UPCARD else DrawDiscard(me)
            return Decision(take, reason, (card(k.top).code, *detail))
        other_action: Action = Pass(me) if view.phase is Phase.UPCARD else DrawStock(me)
        return Decision(other_action, reason, detail)

    def _advanced_draw(self, view: PlayerView) -> Decision:
        return self._draw_by_value(view, self._draw_values(view))

    def _search_reason(self, state: SearchState, default: int) -> Reason:
        """SEARCH_BEST, or MATCH_SCORE when only the game score makes the choice
        better (by points alone the default would have stood)."""
        best = state.option(state.best)
        if best.points < state.option(default).points:
            return Reason.MATCH_SCORE
        return Reason.SEARCH_BEST

    # ------------------------------------------------------------ discarding
    def discard(self, view: PlayerView) -> Decision:
        self.samples_used = 0
        bg = big_gin(view)
        if bg is not None:
            return bg
        k, ev, hand, exclude = self._discard_inputs(view)
        knock_dw, knock_card = self._knock_option(hand, exclude, ev)
        if knock_dw == 0:
            return end_turn(view, knock_card, 0, knock=True, reason=Reason.GIN)
        b = self.master_budget
        scored = self.scored_discards(hand, exclude, k, ev)
        best = scored[0][0]
        cands = [i for v, i in scored[: b.discard_candidates] if v - best <= b.discard_margin]
        can_knock = knock_dw <= view.knock_limit
        default_idx, default_reason = self.choose_discard(hand, exclude, k, ev)
        if not can_knock and len(cands) == 1:
            dw = min_deadwood(hand & ~(1 << default_idx))
            return end_turn(view, default_idx, dw, knock=False, reason=default_reason)
        default = default_idx
        if can_knock and self.wants_knock(view, k, knock_dw)[0]:
            default = KNOCK
        if default_idx not in cands:
            cands.append(default_idx)
        evaluators = self.discard_evaluators(view, hand, cands, knock_card if can_knock else -1)
        state = self._decide_by_search(view, k, evaluators, default)
        choice = state.best
        if choice == KNOCK:
            reason = Reason.KNOCK_NOW if default == KNOCK else self._search_reason(state, default)
            if reason is Reason.SEARCH_BEST:
                reason = Reason.KNOCK_NOW
            return end_turn(view, knock_card, knock_dw, knock=True, reason=reason)
        dw = min_deadwood(hand & ~(1 << choice))
        if choice != default:
            gain = state.option(choice).points - state.option(default).points
            reason = self._search_reason(state, default)
            if default == KNOCK and reason is Reason.SEARCH_BEST:
                reason = Reason.WAIT_FOR_GIN if knock_dw <= 4 else Reason.UNDERCUT_RISK
                return end_turn(view, choice, dw, knock=False, reason=reason)
            return Decision(
                end_turn(view, choice, dw, knock=False, reason=reason).action,
                reason,
                (card(choice).code, f"{gain:.1f}"),
            )
        reason = default_reason
        if can_knock:
            reason = self.wants_knock(view, k, knock_dw)[1]
        return end_turn(view, choice, dw, knock=False, reason=reason)

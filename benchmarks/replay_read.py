"""Could a replay of the opponent's whole hand read it better? A diagnostic, never a player.

The Master's guesses of a quick, greedy opponent's hand (:func:`sample_played_hand`)
draw its hidden cards by per-card odds. This script tries the exact alternative: a
history of the opponent's hand (the ten cards it was dealt and the card of each of its
stock draws), weighed by the chance that a player of the baseline's habit
(:class:`Habit`: take a face-up card that makes a meld, throw a least-deadwood card,
knock as soon as it may) made each of its choices with that hand. Before those choices
are weighed every history is equally likely (each stock card comes with the same chance
whatever the history), so the weight is the choices' chance alone.

It prints, by the cards left in the stock, the share of the opponent's hidden cards
that guesses hold, for three ways of guessing at each discard decision of the first
player against the second (the real hand read from the match for the measurement only):

* ``plain``: the Master's guesses (half the opponent's stock draws replayed);
* ``filter``: ``--particles`` histories grown turn by turn, drawn again by weight after
  each of the opponent's throws, then ``--moves`` Metropolis steps each (a dealt or
  drawn card changed, or a dealt and a drawn card swapped): a player could use this;
* ``posterior``: Metropolis chains of ``--chain`` steps started from the *real*
  history. Against an opponent that plays the habit, the real history is itself a
  draw from the exact posterior, so these guesses show what the best read of its play
  could hold (a bound, and only if the chains mix; they start from the truth).

Run by hand, never from tests::

    nice -n 19 .venv/bin/python benchmarks/replay_read.py advanced intermediate --games 5

Measured against Intermediate (Advanced probing; seed 7, 5 games, 341 decisions,
4 guesses each; --particles 256, --moves 0, --chain 1000), hidden cards held:

| stock left | decisions | plain | filter | posterior |
|---|---|---|---|---|
| 24+ | 179 | 29.2% | 29.6% | 32.6% |
| 16-23 | 128 | 43.8% | 42.7% | 49.0% |
| 8-15 | 31 | 61.3% | 54.1% | 66.7% |

Chains of 20 steps still hold 81% there (they have hardly left the truth), so short
chains overstate, and 1,000 steps may too. So the exact read of a greedy opponent's
play holds at most about 5 more of every 100 hidden cards than the plain guesses in
the middle of a hand: far short of knowing the hand
(oracle_bound.py: +18.8 games per 100), and about twice what the passes' weights
added (guess_accuracy.py), which was worth +1.0 +- 5.7 games per 100. A filter cheap
enough for a decision does not even reach the plain guesses: its histories soon
descend from a few dealt hands (1,024 particles came to 45% on guess_accuracy.py's
games, at about 0.1 s a decision; 30 Metropolis steps did not mend 64). Its guesses'
deadwood is nearer the real hand's, which is worth little in games (oracle_bound.py:
told only the deadwood).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai.knowledge import knowledge_of, opponent_stock_draws, sample_played_hand
from ginrummy_desktop.ai.masks import FULL_DECK, bits, in_some_meld, mask_of
from ginrummy_desktop.model import EventKind, Match, Phase, PlayerView, match_view, preset
from ginrummy_desktop.model.deadwood import best_discard_indices, min_deadwood
from ginrummy_desktop.sim.runner import load_factory, play_game

STAGE = 8  # stock cards per row of the table
MAX_HISTORY = 8  # the Master's MasterBudget.max_history


@dataclass(frozen=True, slots=True)
class Habit:
    """How the opponent is expected to choose: the likelihood of what it did.

    The model is the baseline's habit (take a face-up card when it makes a meld, throw a
    card that leaves the least deadwood, knock as soon as possible), loosened by
    the chances of doing otherwise.
    """

    take_miss: float  # chance of taking (or passing) against the meld rule
    # Throws: None, the least-deadwood cards share 1 - ``stray`` between them; a number,
    # each throw is weighed exp(-extra deadwood / slack), ``stray`` spread over all.
    slack: float | None
    stray: float
    # Chance of keeping, without knocking, a hand it could have knocked with (None: its
    # not knocking says nothing, as of a player who waits for a low count).
    knock_miss: float | None
    gin_miss: float = 0.02  # ... and of not going gin when it could


# A quick, greedy player (the baseline, Intermediate): its choices are nearly certain.
GREEDY = Habit(take_miss=0.03, slack=None, stray=0.04, knock_miss=0.03)
# A patient one (keeps partial melds, avoids feeding, waits for a low count): the
# deadwood still leads its throws, loosely.
PATIENT = Habit(take_miss=0.25, slack=4.0, stray=0.1, knock_miss=None)


# The opponent's choices, as the replay reads them (the first field of a step).
TAKE, PASS, DRAW, THROW = range(4)


@dataclass(frozen=True, slots=True)
class HandRead:
    """What the view says of the present hand, for the replay."""

    pool: int  # every card that could ever have been hidden in the opponent's hand
    must: int  # thrown cards with no stock draw just before: held since the deal, mostly
    # The opponent's choices in order: (TAKE or PASS, the face-up card, -1),
    # (DRAW, the face-up card it passed over or -1, the card it threw next or -1),
    # (THROW, the card, the card it had just taken from the pile or -1).
    steps: tuple[tuple[int, int, int], ...]
    draws: int  # its stock draws


def read_hand(view: PlayerView) -> HandRead:
    """The opponent's choices this hand, as the replay reads them from ``view``."""
    me, other = view.player, view.opponent
    start = 0
    for i, e in enumerate(view.log):
        if e.kind is EventKind.DEALT:
            start = i
    upcard = -1
    my_stock = my_picks = my_discards = 0
    rows: list[tuple[EventKind, int, int]] = []
    for e in view.log[start:]:
        c = e.card.index if e.card is not None else -1
        p = -1 if e.player is None else e.player
        if e.kind is EventKind.DEALT:
            upcard = c
        elif p == me and c >= 0:
            if e.kind is EventKind.STOCK_DRAWN:
                my_stock |= 1 << c
            elif e.kind in (EventKind.UPCARD_TAKEN, EventKind.DISCARD_DRAWN):
                my_picks |= 1 << c
            elif e.kind in (EventKind.DISCARDED, EventKind.KNOCKED, EventKind.WENT_GIN):
                my_discards |= 1 << c
        rows.append((e.kind, p, c))
    my_dealt = (mask_of(view.hand) | my_discards) & ~my_stock & ~my_picks
    pool = FULL_DECK & ~my_dealt & ~my_stock & ~((1 << upcard) if upcard >= 0 else 0)
    steps: list[tuple[int, int, int]] = []
    must = 0
    pile: list[int] = []
    taken = -1
    previous: EventKind | None = None
    last_own: EventKind | None = None  # the opponent's last event
    for kind, p, c in rows:
        if kind is EventKind.DEALT:
            pile = [c] if c >= 0 else []
        elif kind in (EventKind.UPCARD_TAKEN, EventKind.DISCARD_DRAWN):
            if p == other:
                steps.append((TAKE, c, -1))
                taken = c
            if pile:
                pile.pop()
        elif kind is EventKind.UPCARD_PASSED and p == other and c >= 0:
            steps.append((PASS, c, -1))
        elif kind is EventKind.STOCK_DRAWN and p == other:
            declined = pile[-1] if pile and previous is not EventKind.UPCARD_PASSED else -1
            steps.append((DRAW, declined, -1))
            taken = -1
        elif kind is EventKind.DISCARDED:
            if p == other:
                if steps and steps[-1][0] == DRAW and last_own is EventKind.STOCK_DRAWN:
                    steps[-1] = (DRAW, steps[-1][1], c)
                elif (pool >> c) & 1:
                    must |= 1 << c
                steps.append((THROW, c, taken))
                taken = -1
            pile.append(c)
        if p == other:
            last_own = kind
        previous = kind
    draws = sum(1 for s in steps if s[0] == DRAW)
    return HandRead(pool, must, tuple(steps), draws)


def _take_chance(habit: Habit, hand: int, top: int, took: bool) -> float:
    melds = in_some_meld(hand, top)
    return 1.0 - habit.take_miss if melds == took else habit.take_miss


def _throw_chance(habit: Habit, eleven: int, thrown: int, taken: int) -> float:
    exclude = (1 << taken) if taken >= 0 else 0
    choices = (eleven & ~exclude).bit_count()
    if habit.slack is None:
        _, best = best_discard_indices(eleven, exclude=exclude)
        share = (1.0 - habit.stray) / len(best) if thrown in best else 0.0
        return share + habit.stray / choices
    left = {x: min_deadwood(eleven ^ (1 << x)) for x in bits(eleven & ~exclude)}
    low = min(left.values())
    w = {x: math.exp(-(v - low) / habit.slack) for x, v in left.items()}
    total = sum(w.values())
    return (1.0 - habit.stray) * w.get(thrown, 0.0) / total + habit.stray / choices


def _kept_chance(habit: Habit, hand: int, limit: int) -> float:
    """The chance of keeping ``hand`` (after a throw) without knocking."""
    dw = min_deadwood(hand)
    if dw == 0:
        return habit.gin_miss
    if habit.knock_miss is not None and dw <= limit:
        return habit.knock_miss
    return 1.0


def _step(
    habit: Habit, limit: int, kind: int, c: int, x: int, hand: int, drawn: int
) -> tuple[float, int]:
    """One of the opponent's choices (a step of ``HandRead.steps``) made with ``hand``: its
    chance, and the hand after it; ``drawn`` is the card of a DRAW. A throw of a card
    not held has chance 0."""
    if kind == TAKE:
        return _take_chance(habit, hand, c, True), hand | 1 << c
    if kind == PASS:
        return _take_chance(habit, hand, c, False), hand
    if kind == DRAW:
        w = _take_chance(habit, hand, c, False) if c >= 0 else 1.0
        return w, hand | 1 << drawn
    if not (hand >> c) & 1:
        return 0.0, hand
    w = _throw_chance(habit, hand, c, x)
    hand &= ~(1 << c)
    return w * _kept_chance(habit, hand, limit), hand


def _used(initial: int, draws: list[int]) -> int:
    """Every card of a history: the dealt ones and the drawn ones."""
    for d in draws:
        initial |= 1 << d
    return initial


def _history_weight(
    h: HandRead, habit: Habit, limit: int, initial: int, draws: list[int]
) -> tuple[float, int]:
    """The chance of the opponent's choices had it been dealt ``initial`` and drawn
    ``draws`` (up to a constant), and its hand now; 0 if that history cannot be."""
    hand = initial
    gone = 0  # cards it threw
    w = 1.0
    j = 0
    for kind, c, x in h.steps:
        drawn = -1
        if kind == DRAW:
            drawn = draws[j]
            j += 1
            if (gone >> drawn) & 1:
                return 0.0, hand
        elif kind == THROW:
            gone |= 1 << c
        f, hand = _step(habit, limit, kind, c, x, hand, drawn)
        w *= f
        if not w:
            return 0.0, hand
    return w, hand


def _resample(
    items: list[tuple[int, list[int], int]], weights: list[float], rng: random.Random
) -> None:
    """Systematic resampling in place: each particle copied by its weight."""
    n = len(items)
    total = sum(weights)
    step = total / n
    u = rng.random() * step
    out: list[tuple[int, list[int], int]] = []
    acc = 0.0
    j = -1
    for i in range(n):
        target = u + i * step
        while acc <= target and j < n - 1:
            j += 1
            acc += weights[j]
        initial, draws, hand = items[j]
        out.append((initial, list(draws), hand))
    items[:] = out
    weights[:] = [1.0] * n


def replayed_hands(
    view: PlayerView, habit: Habit, rng: random.Random, count: int, moves: int = 0
) -> list[int]:
    """``count`` guesses of the opponent's hand now (cards known from the pile
    included), drawn from the histories that explain its play; [] when no history of
    the ones tried does (then its play is not this habit's).

    The histories are grown turn by turn (a particle filter), then each is moved
    ``moves`` times by Metropolis steps (a card of the deal or of a draw changed, or a
    dealt card and a drawn one swapped), which mend the histories that resampling
    made alike."""
    h = read_hand(view)
    must_n = h.must.bit_count()
    free = bits(h.pool & ~h.must)
    if must_n > 10 or len(free) < 10 - must_n:
        return []
    limit = view.knock_limit
    # Each particle: (the cards it was dealt from the pool, its draws so far, hand now).
    items: list[tuple[int, list[int], int]] = []
    for _ in range(count):
        m = h.must
        for c in rng.sample(free, 10 - must_n):
            m |= 1 << c
        items.append((m, [], m))
    weights = [1.0] * count
    gone = 0
    for kind, c, x in h.steps:
        for i in range(count):
            if not weights[i]:
                continue
            initial, draws, hand = items[i]
            w = weights[i]
            drawn = -1
            if kind == DRAW:
                avail = h.pool & ~_used(initial, draws) & ~gone
                size = avail.bit_count()
                if x >= 0 and (h.pool >> x) & 1 and not (hand >> x) & 1:
                    if not (avail >> x) & 1:
                        w = 0.0  # thrown before, and not held now
                    else:
                        drawn = x
                        w /= size  # the one draw of ``size`` that explains the throw
                elif size:
                    drawn = rng.choice(bits(avail))
                else:
                    w = 0.0
                if w:
                    draws.append(drawn)
            if w:
                f, hand = _step(habit, limit, kind, c, x, hand, drawn)
                w *= f
            weights[i] = w
            items[i] = (initial, draws, hand)
        if kind == THROW:
            gone |= 1 << c
            total = sum(weights)
            if total <= 0.0:
                return []
            ess = total * total / sum(w * w for w in weights)
            if ess < count / 2:
                _resample(items, weights, rng)
    if sum(weights) <= 0.0:
        return []
    _resample(items, weights, rng)
    if moves:
        items = [moved(h, habit, limit, item, moves, rng) for item in items]
    return [hand for _, _, hand in items]


def moved(
    h: HandRead,
    habit: Habit,
    limit: int,
    item: tuple[int, list[int], int],
    moves: int,
    rng: random.Random,
) -> tuple[int, list[int], int]:
    """One history after ``moves`` Metropolis steps (the same chance for every history
    before the choices are weighed, and symmetric proposals: a step is kept with the
    ratio of the choices' chances)."""
    initial, draws, hand = item
    w, _ = _history_weight(h, habit, limit, initial, draws)
    for _ in range(moves):
        dealt = bits(initial & h.pool)
        new_initial, new_draws = initial, list(draws)
        if draws and rng.random() < 0.5:
            a = rng.choice(dealt)
            j = rng.randrange(len(draws))
            new_initial = initial & ~(1 << a) | (1 << draws[j])
            new_draws[j] = a
        else:
            spare = bits(h.pool & ~_used(initial, draws))
            if not spare:
                continue
            c = rng.choice(spare)
            slot = rng.randrange(len(dealt) + len(draws))
            if slot < len(dealt):
                new_initial = initial & ~(1 << dealt[slot]) | (1 << c)
            else:
                new_draws[slot - len(dealt)] = c
        w2, hand2 = _history_weight(h, habit, limit, new_initial, new_draws)
        if w2 > 0.0 and (w2 >= w or rng.random() * w < w2):
            initial, draws, hand, w = new_initial, new_draws, hand2, w2
    return initial, draws, hand


def real_history(match: Match, seat: int) -> tuple[int, list[int], int]:
    """The opponent's real history this hand (read from the match, for the measurement)."""
    deal = match.current
    start = max(i for i, e in enumerate(deal.events) if e.kind is EventKind.DEALT)
    events = deal.events[start:]
    draws: list[int] = []
    picks = thrown = 0
    for e in events:
        if e.player != seat or e.card is None:
            continue
        if e.kind is EventKind.STOCK_DRAWN:
            draws.append(e.card.index)
        elif e.kind in (EventKind.UPCARD_TAKEN, EventKind.DISCARD_DRAWN):
            picks |= e.card.bit
        elif e.kind is EventKind.DISCARDED:
            thrown |= e.card.bit
    hand = mask_of(deal.hands[seat])
    return (hand | thrown) & ~_used(0, draws) & ~picks, draws, hand


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="the level (or module:factory) whose decisions are probed")
    parser.add_argument("second", help="its opponent, whose real hand is compared")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--guesses", type=int, default=4, help="guessed hands per decision")
    parser.add_argument("--particles", type=int, default=256)
    parser.add_argument("--moves", type=int, default=0, help="Metropolis steps per particle")
    parser.add_argument("--chain", type=int, default=1000, help="steps from the real history")
    args = parser.parse_args(argv)
    rules = preset("standard")
    factories = (load_factory(args.first), load_factory(args.second))
    rng = random.Random(args.seed)
    methods = ("plain", "filter", "posterior")
    rows: dict[int, dict[str, list[float]]] = defaultdict(lambda: {m: [] for m in methods})

    def measure(match: Match, view: PlayerView) -> None:
        if view.player != 0 or view.phase is not Phase.DISCARD:
            return
        k = knowledge_of(view)
        initial, draws, real = real_history(match, 1)
        assert real == mask_of(match_view(match, 1).hand)
        hidden = real & ~k.opp_known
        if not hidden:
            return
        row = rows[min(view.stock_size // STAGE, 3)]
        h = read_hand(view)
        limit = view.knock_limit
        replayed = replayed_hands(view, GREEDY, rng, args.particles, args.moves)
        plain_draws = round(0.5 * opponent_stock_draws(view, MAX_HISTORY))
        for j in range(args.guesses):
            plain = sample_played_hand(k, rng, plain_draws)
            row["plain"].append((plain & hidden).bit_count() / hidden.bit_count())
            g = replayed[j * len(replayed) // args.guesses] if replayed else plain
            row["filter"].append((g & hidden).bit_count() / hidden.bit_count())
            _, _, p = moved(h, GREEDY, limit, (initial, draws, real), args.chain, rng)
            row["posterior"].append((p & hidden).bit_count() / hidden.bit_count())

    for index in range(args.games):
        play_game(factories, rules, seed=args.seed, index=index, observe=measure)
    print("hidden cards guessed right (share)")
    print(f"| stock left | decisions | {' | '.join(methods)} |")
    print("|---" * (2 + len(methods)) + "|")
    for stage in sorted(rows, reverse=True):
        r = rows[stage]
        low = stage * STAGE
        span = f"{low}-{low + STAGE - 1}" if stage < 3 else f"{low}+"
        n = len(r["plain"]) // args.guesses
        cols = " | ".join(f"{100 * statistics.mean(r[m]):.1f}%" for m in methods)
        print(f"| {span} | {n} | {cols} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

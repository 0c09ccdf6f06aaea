"""Master variants for tuning runs: ``benchmarks/strength.py``-style pairings by factory.

Each name is a ``module:factory`` spec for the match runner, e.g.::

    nice -n 19 python -m ginrummy_desktop.sim \\
        benchmarks.master_variants:waiting_only intermediate --games 200 --jobs 1

A figure "+a +- b games per 100" is benchmarks/paired_chunks.py's paired difference
from the default on the same games, with its 95% interval.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from oracle_bound import decision_kind

from ginrummy_desktop.ai.advanced import Style
from ginrummy_desktop.ai.base import Reason
from ginrummy_desktop.ai.expert import Guess
from ginrummy_desktop.ai.knowledge import Knowledge, opponent_haste
from ginrummy_desktop.ai.master import HASTY, WAITING, Master, MasterBudget, Reading
from ginrummy_desktop.ai.matchscore import GameValue
from ginrummy_desktop.model import PlayerView


def waiting_only(*, seed: int) -> Master:
    """Every deal guessed and played out as a waiting opponent's, whatever the earlier
    hands say (the Master before it read its opponent). Against Expert, a waiting
    opponent, this is a perfect read of its haste: 115 of 200 games (seed 2034), where
    the default won 118 of the same 200 (-1.5 +- 4.4 games per 100)."""
    return Master(seed=seed, budget=MasterBudget(hasty=None))


def hasty_only(*, seed: int) -> Master:
    """Every deal guessed and played out as a hasty opponent's: the first Master's
    guesses (all stock draws replayed) and greedy play-outs. Against Intermediate, a
    hasty opponent, this is a perfect read of its haste: 316 of 400 games (seed 2030),
    where the default won 311 of the same 400 (+1.2 +- 5.4 games per 100)."""
    return Master(seed=seed, budget=MasterBudget(waiting=HASTY, hasty=None))


def reading(*, seed: int) -> Master:
    """The deals shared between the two by the opponent's read haste (the default)."""
    return Master(seed=seed, budget=MasterBudget())


def hasty_knocks_now(*, seed: int) -> Master:
    """As the default, with the hasty opponent's play-outs knocking only as soon as it
    may (10), not alternating with a patient knock."""
    hasty = dataclasses.replace(HASTY, knocks=(10,))
    return Master(seed=seed, budget=MasterBudget(hasty=hasty))


def patient_opponent(*, seed: int) -> Master:
    """As the default, with the waiting opponent's play-outs knocking only with 2 or
    less (as Advanced and Expert mostly do). Against Expert (seeds 2034 and 2035,
    games 0-199 of each): 233 of 400 games, where the default won 244 of the same 400
    (paired, -2.8 +- 3.2 games per 100). Expecting a slower knock, it was undercut 226
    times to the default's 151."""
    waiting = dataclasses.replace(WAITING, knocks=(2,))
    return Master(seed=seed, budget=MasterBudget(waiting=waiting))


def no_knock_seen(*, seed: int) -> Master:
    """Guesses of either kind of opponent redrawn where it would already have knocked
    (up to 6 draws). Measured worse against the Expert, when the bar was each deal's own
    habit (10 or 2): the Master knocked into undercuts (undercut 103 times to 48 in 150
    games), and won no more against Intermediate (72.5% of 200). A patient opponent
    does hold such hands."""
    waiting = dataclasses.replace(WAITING, no_knock_tries=6)
    hasty = dataclasses.replace(HASTY, no_knock_tries=6)
    return Master(seed=seed, budget=MasterBudget(waiting=waiting, hasty=hasty))


def calibrated_hasty(*, seed: int) -> Master:
    """A hasty opponent's guesses replay half its stock draws, not all, and are drawn
    again (up to 8 draws) while they hold a hand it would have knocked with (10 or
    less): with both, the guesses' deadwood tracks Intermediate's real hands through
    the hand (benchmarks/opponent_calibration.py --above 10), where the table's are
    nearly knocking by the middle of it (6 where the real hand has 21). Measured against
    Intermediate (seed 2030): 307 of 400 games, where the default won 311 of the same 400.
    Its play-outs' patient half (knocking at 2) now seldom knocks at all: playing on
    looks safer than it is."""
    hasty = dataclasses.replace(HASTY, played_fraction=0.5, no_knock_tries=8)
    return Master(seed=seed, budget=MasterBudget(hasty=hasty))


def calibrated_hasty_exact(*, seed: int) -> Master:
    """As calibrated_hasty, and the hasty opponent of the play-outs knocks as soon as it
    may on every deal (no patient half). Measured against Intermediate: 627 of 800 games
    (seeds 2030 and 2031, 78.4%), where the default won 622 of the same 800. It knocks
    more: it wins more hands (2,968 to the default's 2,827) but undercuts less (1,393
    to 1,601), for about the same games won. Against Expert (seed 2034): 123 of 200,
    where the default won 118."""
    hasty = dataclasses.replace(HASTY, played_fraction=0.5, no_knock_tries=8, knocks=(10,))
    return Master(seed=seed, budget=MasterBudget(hasty=hasty))


def greedy_guesses(*, seed: int) -> Master:
    """As the default, with a hasty opponent's guesses drawn again (up to 8 draws) until
    they are a hand a quick, greedy player could hold after its last discard. Measured
    against Intermediate (seed 2030): 194 of 250 games, the same as the default."""
    hasty = dataclasses.replace(HASTY, consistent_tries=8)
    return Master(seed=seed, budget=MasterBudget(hasty=hasty))


def deep_search(*, seed: int) -> Master:
    """As the default, with three times the deals per close call (192, in batches of 32):
    is the search held back by its budget? Not measurably: against Expert on seeds 2034
    and 2035 it won 244 of 400 games, as the default did on the same 400, with a
    decision-time p95 of about 480 ms to the default's 185 (both with runs sharing the
    cores). Nor against Intermediate (seed 2030): 130 of the first 175 games, where the
    default won 136 of the same 175 (paired, -3.4 +- 4.5 games per 100; stopped)."""
    return Master(seed=seed, budget=MasterBudget(max_samples=192, batch=32))


def trusting_hasty(*, seed: int) -> Master:
    """Against a quick, greedy opponent the play-outs can model it exactly: it knocks
    at 10 only, and its guesses fit its last discard (8 draws). With that model, the
    search is trusted more: a rival replaces the screen's choice at one standard
    error, not two. Measured against Intermediate (seed 2030): 153 of 200 games, where
    the default won 155 of the same 200."""
    hasty = dataclasses.replace(HASTY, knocks=(10,), consistent_tries=8)
    return Master(seed=seed, budget=MasterBudget(hasty=hasty, z=1.0))


def more_lookahead(*, seed: int) -> Master:
    """As the default, with a screen that weighs the chances of new melds more against
    the deadwood held now (Advanced's lookahead 0.95, not 0.85). Measured against Expert
    (seed 2034): 108 of 200 games, where the default won 118 of the same 200 (by chunks
    of 25 paired games, -5.0 +- 3.0 games per 100)."""
    return Master(seed=seed, style=Style(lookahead=0.95))


def less_lookahead(*, seed: int) -> Master:
    """As the default, with a screen that weighs the deadwood held now more (lookahead
    0.75, not 0.85). Measured against Expert (seeds 2034 and 2035): 252 of 400 games
    (63.0%), where the default won 244 of the same 400; by chunks of 25 paired games,
    +2.0 +- 2.9 games per 100. With more_lookahead's -5.0 +- 3.0 (same chunks of seed
    2034), lower weights were tried next (much_less_lookahead, half_lookahead).
    Against Intermediate (seed 2030): 311 of 400 games, as the default on the same 400
    (benchmarks/paired_chunks.py: +0.0 +- 2.5 games per 100)."""
    return Master(seed=seed, style=Style(lookahead=0.75))


def much_less_lookahead(*, seed: int) -> Master:
    """As less_lookahead, one step further: the screen's lookahead 0.65. Against Expert
    (seed 2034): 125 of 200 games, where the default won 118 of the same 200 (0.75: 121;
    0.5: 124); against Intermediate (seed 2030): 315 of 400, where the default won 311
    (paired, +1.0 +- 3.1 games per 100). Against Expert on seed 2035 it won 255 of 425,
    as the default did on the same 425 (+0.0 +- 3.3): the lead did not hold. Its
    measurement over the default's 2,000 games of each pairing was begun in parts
    (strength.py --start; the logs name the games they hold)."""
    return Master(seed=seed, style=Style(lookahead=0.65))


def knock_three(*, seed: int) -> Master:
    """As the default, with the screen and its own play-outs knocking on 3 or less, not 2.
    Against Intermediate (seed 2030): 306 of 400 games, where the default won 311 of the
    same 400 (paired, -1.2 +- 4.0 games per 100)."""
    return Master(seed=seed, style=Style(knock_max=3))


def feed_heavy(*, seed: int) -> Master:
    """As the default, with a screen that fears feeding the opponent's melds more (feed
    weight 5, not 3). Against Expert (seed 2034): 113 of 200 games, where the default
    won 118 of the same 200. The discards differ early, so the games part ways and the
    pairing helps little (-2.5 +- 13.8 games per 100). Against Intermediate (seed 2030):
    192 of 250, where the default won 194 of the same 250 (-0.8 +- 7.7)."""
    return Master(seed=seed, style=Style(feed_weight=5.0))


def feed_light(*, seed: int) -> Master:
    """As the default, with a screen that fears feeding less (feed weight 1.5, not 3):
    the honest feed risk ranks the opponent's outs about as well as the exact read of
    its play does (benchmarks/feed_read.py), so is its weight too high for what it
    knows? No: against Intermediate (seed 2030) 191 of the first 250 games, where the
    default won 194 of the same 250 (paired, -1.2 +- 4.3 games per 100; stopped). With
    feed_heavy's 5 (-0.8 +- 7.7) and feed_heavier's 8 (far worse) the default's 3 is
    the best weight measured."""
    return Master(seed=seed, style=Style(feed_weight=1.5))


class _BoldPlayouts(Master):
    """The Master whose own side of the play-outs knocks on ``playout_knock`` or less."""

    playout_knock = 5

    def _knock_at(self, me: int, g: Guess | None = None) -> tuple[int, int]:
        at = list(super()._knock_at(me, g))
        at[me] = self.playout_knock
        return (at[0], at[1])


def bold_playouts(*, seed: int) -> Master:
    """As the default, with its own side of the play-outs knocking on 5 or less (the
    screen still knocks on 2): does a play-out that never knocks early undervalue
    playing on? Against Intermediate (seed 2030): 312 of 400 games, where the default
    won 311 of the same 400 (paired, +0.2 +- 4.4 games per 100). Against Expert (seed
    2034): 123 of 200, where the default won 118 (+2.5 +- 6.9)."""
    return _BoldPlayouts(seed=seed)


def half_lookahead(*, seed: int) -> Master:
    """As less_lookahead, further still: the screen's lookahead 0.5. Against Expert
    (seed 2034): 124 of 200 games, where the default won 118 and 0.65 won 125 of the
    same 200: the gain levels off below 0.75."""
    return Master(seed=seed, style=Style(lookahead=0.5))


def patient_self(*, seed: int) -> Master:
    """As the default, with the Master's own side of the hasty reading's play-outs
    keeping partial melds (weight 2, as against a waiting opponent), while the
    opponent there still throws greedily as a quick player does: in the default
    both sides of those play-outs throw the highest deadwood, so a discard that keeps
    chances for later is valued as if the Master would throw them away next turn.
    Against Intermediate (seed 2030): 309 of 400 games, where the default won 311 of
    the same 400 (paired, -0.5 +- 3.9 games per 100)."""
    hasty = dataclasses.replace(HASTY, own_partner_weight=WAITING.own_partner_weight)
    return Master(seed=seed, budget=MasterBudget(hasty=hasty))


def wide_search(*, seed: int) -> Master:
    """As the default, searching more of the decisions: up to six discards within 6
    points of the screen's best, and the draws when they score within 6 (the default:
    four within 3, and 3). The screen's choice still stands unless a rival beats it
    clearly, so this asks whether the calls the screen makes alone are ones the
    search would change. Not for the better: against Intermediate (seed 2030) 308 of
    400 games, where the default won 311 of the same 400 (-0.8 +- 5.5 games per 100);
    against Expert (seed 2034) 112 of 200, where the default won 118 (-3.0 +- 5.6)."""
    b = MasterBudget(discard_candidates=6, discard_margin=6.0, draw_margin=6.0)
    return Master(seed=seed, budget=b)


def quicker_waiting(*, seed: int) -> Master:
    """As the default, with the waiting opponent's play-outs knocking on 10 in two deals
    of three and on 2 in the third (the default: every other deal). patient_opponent
    (2 only) knocked into undercuts; is a quicker mix better still? Level: against
    Expert (seeds 2034 and 2035, games 0-199 of each) 247 of 400 games, where the
    default won 244 of the same 400 (paired, +0.8 +- 4.9 games per 100)."""
    waiting = dataclasses.replace(WAITING, knocks=(10, 10, 2))
    return Master(seed=seed, budget=MasterBudget(waiting=waiting))


def trusting_search(*, seed: int) -> Master:
    """As the default, with a rival replacing the screen's choice at 1.5 standard errors
    of the paired differences, not 2: does the screen's choice stand too often? Against
    Expert (seeds 2034 and 2035, games 0-199 of each): 253 of 400 games, where the
    default won 244 of the same 400 (paired, +2.2 +- 7.0 games per 100: the searches
    part ways early, so the pairing helps little). Against Intermediate (seed 2030, run
    in two halves side by side): 303 of 400 games, where the default won 311 of the same
    400 (-2.0 +- 4.9): the lead against Expert does not carry over."""
    return Master(seed=seed, budget=MasterBudget(z=1.5))


def passes_read(*, seed: int) -> Master:
    """As the default, with every guess picked from eight draws by how well it fits the
    opponent's passes this hand (knowledge.passes_weight): the face-up cards it passed
    over and the cards it threw. The hasty reading also weighs, against each throw,
    the loose cards a player who throws its highest deadwood would have thrown first
    (greed 0.95); the waiting one only the lone ones, over 2 points higher (greed 0.7).
    benchmarks/guess_accuracy.py: the guesses hold 2 to 3 more of every 100 hidden cards
    in the middle of a hand (46% to 44% with 16 to 23 cards in the stock). Against
    Intermediate (seed 2030): 315 of 400 games, where the default won 311 of the same
    400 (paired, +1.0 +- 5.7 games per 100); against Expert (seeds 2034 and 2035, games
    0-199 of each): 249 of 400, where the default won 244 (+1.2 +- 6.0). Its decisions
    took about 100 ms at the 95th percentile (the default's: about 60). Measured before
    a card taken and thrown again stopped counting as held (opponent_passes)."""
    hasty = dataclasses.replace(HASTY, passes_tries=8, greed=0.95)
    waiting = dataclasses.replace(WAITING, passes_tries=8, greed=0.7, lone_only=True)
    return Master(seed=seed, budget=MasterBudget(hasty=hasty, waiting=waiting))


def leaning_together(*, seed: int) -> Master:
    """The three changes that each led the default against Expert, if not significantly,
    together: the screen's lookahead 0.75 (less_lookahead), a rival replacing the
    screen's choice at 1.5 standard errors (trusting_search) and the guesses picked by
    the opponent's passes (passes_read). Do small leads add up? No: against Expert (seeds
    2034 and 2035, games 0-199 of each) 244 of 400 games, as the default won on the same
    400 (paired, +0.0 +- 6.7 games per 100; +4.0 on 2034 and -4.0 on 2035)."""
    hasty = dataclasses.replace(HASTY, passes_tries=8, greed=0.95)
    waiting = dataclasses.replace(WAITING, passes_tries=8, greed=0.7, lone_only=True)
    budget = MasterBudget(hasty=hasty, waiting=waiting, z=1.5)
    return Master(seed=seed, style=Style(lookahead=0.75), budget=budget)


def split_knock_guess(*, seed: int) -> Master:
    """As the default, with a knock now scored against a guess of its own: for the
    waiting reading drawn with three quarters of the stock draws (the play-outs keep
    half). Against Expert the default's guesses rate the knock over playing on by
    7.4 points more than the real hand does (426 decisions, seed 2034; 6.1 of 466,
    seed 2035); with these the bias is -0.3 and -0.9. In games against Expert it is
    level with the default: 246 of 400 to 244 on the same games (seeds 2034 and 2035,
    200 each: 122 to 118 and 124 to 126), +0.5 +- 3.9 per 100 paired by chunks of 25."""
    waiting = dataclasses.replace(WAITING, knock_played_fraction=0.75)
    return Master(seed=seed, budget=MasterBudget(waiting=waiting))


class _EagerKnock(Master):
    """The Master whose screen knocks, against an opponent read as hasty, on any
    deadwood up to ``eager_up_to`` (capped by the knock limit): the search must then
    show clearly that waiting is better, where by default it must show that knocking is."""

    eager_up_to = 10

    def wants_knock(self, view: PlayerView, k: Knowledge, deadwood: int) -> tuple[bool, Reason]:
        want, reason = super().wants_knock(view, k, deadwood)
        eager = deadwood <= min(self.eager_up_to, view.knock_limit)
        if not want and eager and opponent_haste(view) >= 0.5:
            return True, Reason.KNOCK_NOW
        return want, reason


def eager_knock(*, seed: int) -> Master:
    """As the default, with the screen knocking on anything allowed against an opponent
    read as hasty. Against Master, told its opponent's hand at the knock decisions
    alone, Intermediate wins far fewer hands (benchmarks/oracle_bound.py): is the
    Master too slow to knock? Not so simply: against Intermediate (seed 2030) 77 of the
    first 100 games, where the default won 80 of the same 100 (stopped there)."""
    return _EagerKnock(seed=seed)


class _EagerKnockFive(_EagerKnock):
    eager_up_to = 5


def eager_knock_five(*, seed: int) -> Master:
    """As eager_knock, on 5 or less. Against Intermediate (seed 2030): 313 of 400 games,
    where the default won 311 of the same 400 (paired, +0.5 +- 3.0 games per 100; it
    led by +3.0 +- 3.5 after 200)."""
    return _EagerKnockFive(seed=seed)


def _mix(parts: list[tuple[float, int, int]]) -> tuple[tuple[int, float], ...]:
    """Hand points (1 at least) with chances: each part a share spread evenly from
    ``low`` to ``high``."""
    out: dict[int, float] = {}
    for share, low, high in parts:
        for v in range(low, high + 1):
            out[max(1, v)] = out.get(max(1, v), 0.0) + share / (high - low + 1)
    return tuple(sorted(out.items()))


# What a hand gives each side when the Master meets a quick knocker, read off the
# default's 2,000 games against Intermediate (README): the Master wins 45% of the
# hands that score, mostly by undercuts (57%), then knocks (28%) and gins (15%); the
# quick knocker wins by small knocks, and seldom by gin or undercut.
EDGE_MINE = _mix([(0.28, 1, 20), (0.57, 25, 37), (0.15, 30, 70)])
EDGE_THEIRS = _mix([(0.96, 1, 20), (0.035, 30, 70), (0.005, 25, 37)])
EDGE_SHARE = 0.45


@lru_cache(maxsize=4)
def _edge_table(target: int) -> tuple[tuple[float, ...], ...]:
    table = [[0.0] * target for _ in range(target)]
    for s in range(2 * target - 2, -1, -1):
        for a in range(max(0, s - target + 1), min(target - 1, s) + 1):
            b = s - a
            w = 0.0
            for pts, p in EDGE_MINE:
                w += EDGE_SHARE * p * (1.0 if a + pts >= target else table[a + pts][b])
            for pts, p in EDGE_THEIRS:
                w += (1 - EDGE_SHARE) * p * (0.0 if b + pts >= target else table[a][b + pts])
            table[a][b] = w
    return tuple(tuple(row) for row in table)


@dataclasses.dataclass(frozen=True, slots=True)
class _EdgeGameValue(GameValue):
    """Game chances from a model of the hands to come in which the two players are not
    alike: the Master against a quick knocker."""

    def chance(self, mine: int, theirs: int) -> float:
        t = self.model.target
        if mine >= t:
            return 1.0
        if theirs >= t:
            return 0.0
        return _edge_table(t)[max(0, mine)][max(0, theirs)]


class _EdgeValue(Master):
    def game_value(self, view: PlayerView) -> GameValue:
        plain = super().game_value(view)
        if opponent_haste(view) < 0.5 or view.rules.hand_win_bonus:
            return plain
        return _EdgeGameValue(plain.mine, plain.theirs, plain.model, plain.doubled)


def edge_value(*, seed: int) -> Master:
    """As the default, with the game chances of a search against an opponent read as
    hasty taken from a model of the hands to come in which the Master wins fewer hands
    than its quick-knocking opponent but bigger ones (its undercuts), as it does against
    Intermediate, not from one of two equal players (its chance at 0-0 is 0.81, where
    the Master wins 78% of such games). Against Intermediate (seed 2030): 307 of 400
    games, where the default won 311 of the same 400 (paired, -1.0 +- 3.4 per 100)."""
    return _EdgeValue(seed=seed)


def hasty_knock_guess(*, seed: int) -> Master:
    """As the default, with the knock now against a hasty opponent scored against a
    guess of its own: replaying half its stock draws, drawn again (up to 16 draws)
    while it holds a hand it would have knocked with. Against Intermediate that guess
    scores the knock as the real hand does, where the play-outs' guess makes it a loss
    (benchmarks/opponent_calibration.py --knock: with 12 to 23 cards in the stock the
    real hand gives a knock about +35 points and 0-6% undercuts; the play-outs' guesses
    -16 to -32 and 58-75%; these about +35 and 4-7%). In games it is far worse: 65 of
    the first 100 games against Intermediate (seed 2030), where the default won 80. It
    knocks nearly at once and gives up its undercuts (33 in the first 75 games, where
    the default made 147): the play-outs that value playing on are as pessimistic as before, and the
    default's two errors had balanced each other."""
    hasty = dataclasses.replace(HASTY, knock_played_fraction=0.5, knock_no_knock_tries=16)
    return Master(seed=seed, budget=MasterBudget(hasty=hasty))


def hasty_silent_guesses(*, seed: int) -> Master:
    """As hasty_knock_guess, and the play-outs' guesses of a hasty opponent drawn again
    too (up to 16 draws) while they hold a hand it would have knocked with. Worse still:
    27 of the first 50 games against Intermediate (seed 2030), where the default won 41
    (stopped). In its play-outs the opponent now seldom reaches a knock, half of them
    wait for 2 and the Master's own side for 2: playing on ends in a void hand, and the
    knock's sure points win every comparison."""
    hasty = dataclasses.replace(
        HASTY, knock_played_fraction=0.5, knock_no_knock_tries=16, no_knock_tries=16
    )
    return Master(seed=seed, budget=MasterBudget(hasty=hasty))


def feed_heavier(*, seed: int) -> Master:
    """As feed_heavy, further: the screen's feed weight 8. Master told its opponent's
    hand only at the discards where it may not knock wins 94% against Intermediate
    (benchmarks/oracle_bound.py): is the screen too free with the cards Intermediate
    takes? The other way: 49 of the first 75 games (seed 2030), where the default won 59
    of the same 75; Intermediate won 350 hands to the default's 314 (stopped)."""
    return Master(seed=seed, style=Style(feed_weight=8.0))


class _DiscardReading(Master):
    """The Master whose discards that may not knock are searched on guesses of their
    own: ``discard_hasty`` and ``discard_waiting`` replace the readings there (None:
    the default's), while the knocks and the draws keep the default's, whose errors
    balance each other (hasty_knock_guess)."""

    discard_hasty: Reading | None = None
    discard_waiting: Reading | None = None

    def world_source(
        self, view: PlayerView, k: Knowledge, rng: random.Random
    ) -> Callable[[int], list[Guess]]:
        if decision_kind(view) != "discard":  # a draw, or a discard that may knock
            return super().world_source(view, k, rng)
        default = self.master_budget
        self.master_budget = dataclasses.replace(
            default,
            hasty=self.discard_hasty or default.hasty,
            waiting=self.discard_waiting or default.waiting,
        )
        try:
            return super().world_source(view, k, rng)
        finally:
            self.master_budget = default


def calibrated_discards(*, seed: int) -> Master:
    """As the default, with the discards where it may not knock searched on guesses of a
    hasty opponent calibrated as the knock's were (benchmarks/opponent_calibration.py
    --knock): half its stock draws replayed, each guess drawn again (up to 16 draws)
    while it holds a hand it would have knocked with. Master told the hand at those
    discards only wins 94% against Intermediate (oracle_bound.py); the default's hasty
    guesses there are near gin by the middle of a hand. Worse: against Intermediate
    (seed 2030) 92 of the first 125 games, where the default won 99 of the same 125
    (paired, -5.6 +- 7.5 games per 100; stopped)."""
    m = _DiscardReading(seed=seed)
    m.discard_hasty = dataclasses.replace(HASTY, played_fraction=0.5, no_knock_tries=16)
    return m


def calibrated_discards_passes(*, seed: int) -> Master:
    """As calibrated_discards, with each guess at those discards picked from eight draws
    by how well it fits the opponent's passes (as passes_read, greed 0.95). Level:
    against Intermediate (seed 2030) 313 of 400 games, where the default won 311 of the
    same 400 (paired, +0.5 +- 4.0 games per 100; it led by +3.5 +- 5.2 at 200), with a
    decision-time p95 of about 155 ms to the default's 61 (two runs sharing the cores).
    Its hands won and undercuts are the default's within 1%."""
    m = _DiscardReading(seed=seed)
    m.discard_hasty = dataclasses.replace(HASTY, played_fraction=0.5, passes_tries=8, greed=0.95)
    return m


def passes_discards(*, seed: int) -> Master:
    """As the default, with each guess of a hasty opponent at the discards where the
    Master may not knock picked from eight draws by how well it fits the opponent's
    passes (as passes_read, greed 0.95; all its stock draws replayed, as by default).
    Worse: against Intermediate (seed 2030) 128 of the first 175 games, where the
    default won 136 of the same 175 (paired, -4.6 +- 6.2 games per 100; stopped). The
    calibration and the passes together come out level (calibrated_discards_passes),
    each alone behind: no read of the cards at these discards has beaten the default's
    guesses, where the real hand there is worth +16 games in 100."""
    m = _DiscardReading(seed=seed)
    m.discard_hasty = dataclasses.replace(HASTY, passes_tries=8, greed=0.95)
    return m

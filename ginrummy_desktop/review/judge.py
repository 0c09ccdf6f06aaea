"""The after-hand review: each of the person's decisions judged from their own view.

How a decision is judged
------------------------
For the person's :class:`~ginrummy_desktop.model.PlayerView` just before the move
(never the hidden cards), the hidden cards are filled in ``samples`` times at random
among the cards the person had not seen (see :mod:`.rollout`). In each such *world*
the chosen move and its alternatives are played out to the end of the hand by a
fixed fast policy, and scored as the rules score the hand: hand points won (+) or
lost (-) by the person, gin and undercut bonuses included, box and game bonuses
not. The mean over the worlds is the move's *expected points*. All moves are
played in the same worlds, so the comparison is paired and luck cancels out.

The alternative is the Expert's choice for that view (``advisor="expert"``, the
default), the Master's (``advisor="master"``: slower, stronger), or any advisor
function; or, with ``advisor="search"``, a small search:
both draws, or the few discards that leave the least deadwood plus the best knock
or gin. A search picks its best by the same samples it is measured on, which
flatters it; so its winner is measured again on a second, independent set of
worlds, and only that second figure counts.

A move is flagged only when the better move wins by at least :data:`MARGIN`
expected points *and* by at least :data:`CONFIDENCE` standard errors of the paired
differences: a flag means "clearly better", not "a coin flip went the other way".
Nor is a move flagged that the equity aid, its deals all played, marks best or as
good as the best (:func:`.equity.aid_report`): the aid weighs with the Master's search,
on deals guessed from what the person saw, and the fast play-outs here had called the
8♥ it starred a mistake costing 4 points, where it had the J♠ 0.2 points behind
(play-test h165). With either advisor a player who follows the aid is not told off.
Layoffs are exact: the best layoff plan is known, so a missed layoff is flagged
whenever it cost points.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Literal

from ..ai.expert import Expert
from ..ai.master import Master
from ..model import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    HandResult,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    Rules,
    TakeUpcard,
    best_layoffs,
)
from ..model.cards import to_mask
from ..model.deadwood import min_deadwood
from ..model.melds import best_melding, meld_kind
from ..model.scoring import score_hand
from ..model.view import HandContext
from .aids import partial_melds
from .equity import aid_report
from .rollout import Outcome, evaluate, sample_worlds
from .timeline import Step, replay_deal

MARGIN = 4.0
"""Expected hand points a better move must win by before a choice is called a mistake."""
CONFIDENCE = 2.0
"""...and by this many standard errors of the paired differences."""
SAMPLES = 120
"""Worlds per evaluation (twice that for a searched move, which is measured again)."""
DISCARD_CANDIDATES = 4
UNDERCUT_SHARE = 0.3  # a knock undercut this often in the rollouts "risked an undercut"
FED_SHARE = 0.5  # a discard the opponent took at once this often "fed" them

Advisor = Callable[[PlayerView], Action]
AdvisorChoice = Advisor | Literal["expert", "master", "search"]
Progress = Callable[[int, int], None]


class Verdict(Enum):
    """Why another move was better (the UI turns these into sentences)."""

    FED_OPPONENT_MELD = "fed_opponent_meld"  # cards: the discard, known partners
    COULD_KNOCK_EARLIER = "could_knock_earlier"  # numbers: deadwood, turns before the actual knock
    UNDERCUT_RISK = "undercut_risk"  # numbers: deadwood; cards: what the opponent picked up
    KNOCKED_TOO_SOON = "knocked_too_soon"  # numbers: deadwood
    MISSED_GIN = "missed_gin"  # cards: the card to throw for gin (none for Big Gin)
    BETTER_DRAW = "better_draw"  # cards: the face-up card taken or left
    KEPT_HIGH_DEADWOOD = "kept_high_deadwood"  # cards: thrown, better; numbers: deadwood after each
    BROKE_PARTIAL_MELD = "broke_partial_meld"  # cards: thrown, better
    # cards: thrown, better, then the rest of the meld it broke; numbers: deadwood after each
    BROKE_MELD = "broke_meld"
    BETTER_DISCARD = "better_discard"  # cards: thrown, better
    MISSED_LAYOFF = "missed_layoff"  # cards: the cards that could have been laid off
    # A knock with another card was better (the equity aid lists every knock: h136);
    # cards: the card thrown face down, the better one; numbers: deadwood after each.
    BETTER_KNOCK = "better_knock"


@dataclass(frozen=True, slots=True)
class Judgement:
    """The review of one of the person's moves."""

    step: int  # Step.number in the timeline
    chosen: Action
    better: Action | None  # None: nothing was clearly better
    expected_loss: float  # expected points given up against ``better`` (0 when not flagged)
    verdict: Verdict | None = None
    cards: tuple[Card, ...] = ()
    numbers: tuple[int, ...] = ()
    chosen_points: float = 0.0  # mean points of the chosen move (0 when not measured)
    better_points: float = 0.0

    @property
    def flagged(self) -> bool:
        return self.better is not None


@dataclass(frozen=True, slots=True)
class HandReview:
    person: int
    steps: tuple[Step, ...]
    judgements: tuple[Judgement, ...]
    result: HandResult | None
    samples: int
    margin: float = MARGIN

    @property
    def mistakes(self) -> tuple[Judgement, ...]:
        return tuple(j for j in self.judgements if j.flagged)

    @property
    def points_lost(self) -> float:
        return sum(j.expected_loss for j in self.mistakes)

    def judgement_for(self, step: int) -> Judgement | None:
        for j in self.judgements:
            if j.step == step:
                return j
        return None


JUDGED = (TakeUpcard, Pass, DrawStock, DrawDiscard, Discard, Knock, BigGin)


def review_hand(
    rules: Rules,
    dealer: int,
    deal_number: int,
    actions: Sequence[Action],
    person: int = 0,
    *,
    seed: int = 0,
    samples: int = SAMPLES,
    advisor: AdvisorChoice = "expert",
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    context: HandContext | None = None,
    aid_check: bool = True,
) -> HandReview:
    """Replay a recorded hand and judge every decision ``person`` made in it, in the
    game as ``context`` says it stood (the score, the earlier hands), when known.
    ``aid_check``: a move is not flagged that the equity aid rates as good as its best
    (off only to measure the play-outs alone)."""
    steps = replay_deal(
        rules, dealer=dealer, deal_number=deal_number, actions=list(actions), context=context
    )
    if advisor == "expert":
        advisor = expert_advisor(seed)
    elif advisor == "master":
        advisor = master_advisor(seed)
    todo = [s for s in steps if s.action is not None and s.action.player == person]
    judgements: list[Judgement] = []
    for done, step in enumerate(todo):
        if cancelled is not None and cancelled():
            break
        if progress is not None:
            progress(done, len(todo))
        j = _judge_step(
            step,
            steps,
            seed=seed,
            samples=samples,
            advisor=None if advisor == "search" else advisor,
            aid_check=aid_check,
            cancelled=cancelled,
        )
        if j is not None:
            judgements.append(j)
    if progress is not None:
        progress(len(todo), len(todo))
    return HandReview(person, tuple(steps), tuple(judgements), steps[-1].result, samples)


def _judge_step(
    step: Step,
    steps: Sequence[Step],
    *,
    seed: int,
    samples: int,
    advisor: Advisor | None,
    aid_check: bool = True,
    cancelled: Callable[[], bool] | None = None,
) -> Judgement | None:
    action, view = step.action, step.view_before
    assert action is not None and view is not None
    if isinstance(action, FinishLayoff):
        return _judge_layoffs(step, steps)
    if not isinstance(action, JUDGED):
        return None
    chosen = action
    if advisor is not None:
        suggestion = advisor(view)
        others = [] if same_move(suggestion, chosen) else [suggestion]
    else:
        others = [a for a in candidates(view) if not same_move(a, chosen)]
    if not others:
        return Judgement(step.number, chosen, None, 0.0)
    key = _world_key(view, seed)
    worlds = sample_worlds(view, samples, random.Random(key))
    mine = evaluate(view, chosen, worlds)
    results = [evaluate(view, a, worlds) for a in others]
    pick = max(range(len(others)), key=lambda i: (mean(results[i]), -i))
    best, theirs = others[pick], results[pick]
    if mean(theirs) - mean(mine) < MARGIN:
        return Judgement(
            step.number, chosen, None, 0.0, chosen_points=mean(mine), better_points=mean(theirs)
        )
    if len(others) > 1:
        # Measured again on fresh worlds: the first figure picked the winner.
        worlds = sample_worlds(view, samples, random.Random(key + ":again"))
        mine = evaluate(view, chosen, worlds)
        theirs = evaluate(view, best, worlds)
    diffs = [b.points - a.points for a, b in zip(mine, theirs, strict=True)]
    gain = mean(diffs)
    clear = gain >= MARGIN and gain >= CONFIDENCE * stderr(diffs)
    as_good = clear and aid_check and aid_rates_as_good(view, chosen, cancelled)
    if cancelled is not None and cancelled():
        return None  # stopped in the aid's weighing: not judged, rather than misjudged
    if not clear or as_good:
        return Judgement(
            step.number, chosen, None, 0.0, chosen_points=mean(mine), better_points=mean(theirs)
        )
    verdict, cards, numbers = explain(view, chosen, best, mine, theirs, step, steps)
    return Judgement(
        step.number,
        chosen,
        best,
        gain,
        verdict,
        cards,
        numbers,
        chosen_points=mean(mine),
        better_points=mean(theirs),
    )


def aid_rates_as_good(
    view: PlayerView, chosen: Action, cancelled: Callable[[], bool] | None = None
) -> bool:
    """Whether the equity aid, its deals all played, marks ``chosen`` best or level
    with the best (only asked of a move about to be flagged: the aid's search takes
    a second or two)."""
    report = aid_report(view, cancelled)
    return report is not None and any(
        same_move(m.action, chosen) and (m.best or m.level) for m in report.moves
    )


def expert_advisor(seed: int = 0) -> Advisor:
    """The Expert's move for a view (the same player as the table's Expert level)."""
    expert = Expert(seed=seed)
    return lambda view: expert.decide(view).action


def master_advisor(seed: int = 0) -> Advisor:
    """The Master's move for a view: the strongest level as the review's advisor."""
    master = Master(seed=seed)
    return lambda view: master.decide(view).action


def _judge_layoffs(step: Step, steps: Sequence[Step]) -> Judgement | None:
    """A missed layoff costs exactly the points the best plan would have saved."""
    action = step.action
    assert action is not None  # only called for a FinishLayoff step
    first = next(
        s
        for s in steps
        if isinstance(s.action, LayOff | FinishLayoff) and s.action.player == action.player
    )
    view = first.view_before
    result = step.result
    if view is None or result is None or view.knocker is None:
        return None
    plan = best_layoffs(view.hand, view.knocker_melds)
    if plan.deadwood_count >= result.defender_deadwood:
        return Judgement(step.number, action, None, 0.0)
    ideal = score_hand(
        view.rules,
        knocker=view.knocker,
        knocker_deadwood=result.knocker_deadwood,
        defender_deadwood=plan.deadwood_count,
        gin=False,
        big_gin=False,
        doubled=view.doubled,
    )
    me = view.player
    gain = ideal.points_for(me) - result.points_for(me)
    if gain <= 0:
        return Judgement(step.number, action, None, 0.0)
    laid = {s.action.card for s in steps if isinstance(s.action, LayOff) and s.action.player == me}
    missed = tuple(lo.card for lo in plan.layoffs if lo.card not in laid)
    return Judgement(
        step.number,
        action,
        action,
        float(gain),
        Verdict.MISSED_LAYOFF,
        missed,
        (plan.deadwood_count, result.defender_deadwood),
    )


def candidates(view: PlayerView) -> list[Action]:
    """The moves a search considers: every draw, or the most promising discards and knocks."""
    if view.phase in (Phase.UPCARD, Phase.DRAW):
        return [a for a in view.legal if isinstance(a, TakeUpcard | Pass | DrawStock | DrawDiscard)]
    if view.phase is not Phase.DISCARD:
        return []
    hand = to_mask(view.hand)
    out: list[Action] = [a for a in view.legal if isinstance(a, BigGin)]
    discards = [a for a in view.legal if type(a) is Discard]
    ranked = sorted(discards, key=lambda a: (min_deadwood(hand & ~a.card.bit), -a.card.value))
    out += ranked[:DISCARD_CANDIDATES]
    ends = [a for a in view.legal if isinstance(a, Knock)]
    if ends:
        out.append(min(ends, key=lambda a: (min_deadwood(hand & ~a.card.bit), -a.card.value)))
    return out


def same_move(a: Action, b: Action) -> bool:
    """Equal moves, ignoring a knocker's own meld arrangement."""
    return (
        type(a) is type(b)
        and a.player == b.player
        and getattr(a, "card", None) == getattr(b, "card", None)
    )


def explain(
    view: PlayerView,
    chosen: Action,
    better: Action,
    mine: Sequence[Outcome],
    theirs: Sequence[Outcome],
    step: Step,
    steps: Sequence[Step],
) -> tuple[Verdict, tuple[Card, ...], tuple[int, ...]]:
    """The reason code for a flagged move, with the cards and numbers it refers to."""
    hand = to_mask(view.hand)
    if isinstance(better, BigGin) or (isinstance(better, Gin) and not isinstance(chosen, Gin)):
        cards = (better.card,) if isinstance(better, Gin) else ()
        return Verdict.MISSED_GIN, cards, ()
    if isinstance(chosen, Knock) and isinstance(better, Knock):
        # Not "too soon" with "Better move: Knock with the K♠" after it.
        mine_after = min_deadwood(hand & ~chosen.card.bit)
        better_after = min_deadwood(hand & ~better.card.bit)
        return Verdict.BETTER_KNOCK, (chosen.card, better.card), (mine_after, better_after)
    if isinstance(chosen, Knock):
        deadwood = min_deadwood(hand & ~chosen.card.bit)
        if share(mine, "undercut") >= UNDERCUT_SHARE:
            return Verdict.UNDERCUT_RISK, view.opponent_known, (deadwood,)
        return Verdict.KNOCKED_TOO_SOON, (), (deadwood,)
    if isinstance(better, Knock):
        deadwood = min_deadwood(hand & ~better.card.bit)
        return Verdict.COULD_KNOCK_EARLIER, (better.card,), (deadwood, turns_to_knock(step, steps))
    if not isinstance(chosen, Discard) or not isinstance(better, Discard):
        top = view.top_discard
        return Verdict.BETTER_DRAW, (top,) if top is not None else (), ()
    thrown, kept = chosen.card, better.card
    if share(mine, "fed") >= FED_SHARE and share(mine, "fed") > share(theirs, "fed"):
        partners = tuple(c for c in view.opponent_known if _near(c, thrown))
        return Verdict.FED_OPPONENT_MELD, (thrown, *partners), ()
    after_thrown = min_deadwood(hand & ~thrown.bit)
    after_kept = min_deadwood(hand & ~kept.bit)
    if after_thrown > after_kept:
        # A whole meld broken up is said so ("your set of fives"), not only as deadwood.
        for meld in best_melding(view.hand).melds:
            rest = tuple(c for c in meld.cards if c != thrown)
            if len(rest) < len(meld.cards) and meld_kind(rest) is None:
                return Verdict.BROKE_MELD, (thrown, kept, *rest), (after_thrown, after_kept)
        return Verdict.KEPT_HIGH_DEADWOOD, (thrown, kept), (after_thrown, after_kept)
    if any(thrown in p.cards for p in partial_melds(view)):
        return Verdict.BROKE_PARTIAL_MELD, (thrown, kept), ()
    return Verdict.BETTER_DISCARD, (thrown, kept), ()


def turns_to_knock(step: Step, steps: Sequence[Step]) -> int:
    """How many of the player's turns later they did knock (0: they never did)."""
    player = step.action.player if step.action is not None else -1
    turns = 0
    for s in steps[step.number + 1 :]:
        a = s.action
        if a is None or a.player != player:
            continue
        if isinstance(a, Knock | BigGin):
            return turns + 1
        if isinstance(a, Discard):
            turns += 1
    return 0


def _near(a: Card, b: Card) -> bool:
    return a.rank == b.rank or (a.suit == b.suit and abs(a.rank - b.rank) <= 2)


def share(outcomes: Sequence[Outcome], flag: str) -> float:
    if not outcomes:
        return 0.0
    return sum(1 for o in outcomes if getattr(o, flag)) / len(outcomes)


def mean(values: Sequence[Outcome] | Sequence[float]) -> float:
    if not values:
        return 0.0
    nums = [v.points if isinstance(v, Outcome) else v for v in values]
    return sum(nums) / len(nums)


def stderr(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    m = sum(values) / n
    return math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1) / n)


def _world_key(view: PlayerView, seed: int) -> str:
    # Only what the view shows goes into the seed, so equal views get equal worlds.
    return f"review:{seed}:{len(view.log)}:{_codes(view.hand)}:{_codes(view.discard_pile)}"


def suggest(view: PlayerView, *, seed: int = 0, samples: int = SAMPLES) -> Action:
    """The review's own choice when no advisor is given: the best candidate in the
    same worlds the review measures with. A hand played by it is never flagged."""
    options = candidates(view)
    if len(options) < 2:
        return options[0] if options else view.legal[0]
    worlds = sample_worlds(view, samples, random.Random(_world_key(view, seed)))
    scored = [mean(evaluate(view, a, worlds)) for a in options]
    return options[max(range(len(options)), key=lambda i: (scored[i], -i))]


def _codes(cards: Sequence[Card]) -> str:
    return "".join(c.code for c in cards)

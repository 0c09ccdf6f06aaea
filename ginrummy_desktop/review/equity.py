"""Equity of every sensible move in a view: expected hand points and game-winning chance.

For the decision in front of a player (their :class:`~ginrummy_desktop.model.PlayerView`
only) the candidates are: at the first upcard, taking it or passing; in a draw,
the face-up card or the stock; in a discard, every card that may go, each knock
(or gin) now, and Big Gin when it is there. Each candidate is played out by the
Master's own search (:func:`ginrummy_desktop.ai.master.search`) on the same guessed
deals, without dropping any, so that every figure keeps improving. A figure is
the mean over the deals so far:

* ``points``: hand points won (+) or lost (-), as the scoresheet counts them
  (box and game bonuses not included, Oklahoma doubling included);
* ``win_chance``: the chance of winning the game from the score after the hand
  (:mod:`ginrummy_desktop.ai.matchscore`).

:func:`equities` is a generator that yields a new :class:`EquityReport` after
each batch of deals, so that a worker can show the figures as they firm up and
stop whenever it likes. It is pure: the same view and seed give the same reports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..ai.expert import Guess
from ..ai.fastsim import score_big_gin
from ..ai.knowledge import knowledge_of
from ..ai.master import KNOCK, PASS, STOCK, TAKE, Evaluator, Master, MasterBudget, SearchState
from ..model import (
    DECK,
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Gin,
    Knock,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
)
from ..model.deadwood import min_deadwood

BATCH = 16
SAMPLES = 256
AID_SAMPLES = 1024
"""Guessed deals the table's equity aid plays each position out on (its figures settle
to about a point)."""
AID_BATCH = 32  # deals between two of the aid's reports
LEVEL_Z = MasterBudget().z  # as the Master's search tells a clear gain from noise
BIG_GIN = -5  # option key of Big Gin (the others are the Master's)
OTHER_KNOCK = -100  # a knock with another card than the Master's: this less its index


@dataclass(frozen=True, slots=True)
class MoveEquity:
    """One candidate move and what the deals played so far say it is worth."""

    action: Action
    points: float
    points_se: float
    win_chance: float
    win_chance_se: float
    best: bool  # the highest win chance of the candidates (ties: the first listed)
    # Not the best, but as good as far as the deals so far can tell: the best's lead in
    # win chance is within LEVEL_Z standard errors of their paired differences. With
    # the Master as the hint's advisor, the hint named a move the panel (1,024 deals)
    # ranked lower in 162 of 613 positions (play-test h62); 103 of them are level, and
    # in 59 the panel's deals show the hint's move clearly behind where the Master's
    # own 64 did not (benchmarks/hint_panel.py). Those counts were measured with the
    # Master's knock alone among the candidates, before every knock was listed.
    level: bool = False


@dataclass(frozen=True, slots=True)
class EquityReport:
    moves: tuple[MoveEquity, ...]
    samples: int  # guessed deals every move has been played out on
    done: bool  # the last report: the sample budget is spent

    @property
    def best(self) -> MoveEquity:
        return next(m for m in self.moves if m.best)


def candidate_evaluators(
    master: Master, view: PlayerView
) -> tuple[dict[int, Evaluator], dict[int, Action]]:
    """The Master's evaluators of every sensible move of ``view``, and the moves."""
    k = knowledge_of(view)
    p = view.player
    if view.phase in (Phase.UPCARD, Phase.DRAW):
        if view.phase is Phase.DRAW and DrawDiscard(p) not in view.legal:
            return {}, {}
        d = master._draw_values(view)
        evaluators = master.draw_evaluators(view, k, d.keep)
        actions: dict[int, Action] = (
            {TAKE: TakeUpcard(p), PASS: Pass(p)}
            if view.phase is Phase.UPCARD
            else {TAKE: DrawDiscard(p), STOCK: DrawStock(p)}
        )
        return evaluators, actions
    if view.phase is not Phase.DISCARD:
        return {}, {}
    hand = k.hand
    exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
    discards = [a.card.index for a in view.legal if type(a) is Discard]
    knock_card = -1
    knock_action: Action | None = None
    ends = [a for a in view.legal if isinstance(a, Knock)]
    if ends:
        _, knock_card = master._knock_option(hand, exclude, master._discard_inputs(view)[1])
        dw = min_deadwood(hand & ~(1 << knock_card))
        knock_action = Gin(p, DECK[knock_card]) if dw == 0 else Knock(p, DECK[knock_card])
        if knock_action not in view.legal:
            knock_card, knock_action = -1, None
    evaluators = master.discard_evaluators(view, hand, discards, knock_card)
    actions = {i: Discard(p, DECK[i]) for i in discards}
    if knock_action is not None:
        actions[KNOCK] = knock_action
    if isinstance(knock_action, Knock) and not isinstance(knock_action, Gin):
        # The other knocks too, each with the card it throws face down: the Master's
        # own pick alone left a player asking what knocking with the 5♦ instead of the
        # 7♣ would have been worth (play-test h132). Beside a gin none is offered (and
        # so none of these is a gin: the Master's pick leaves the least deadwood). Each
        # is scored by the Master's own knock evaluator, with that card thrown.
        for card in sorted({a.card.index for a in ends} - {knock_card}):
            action = Knock(p, DECK[card])
            if action not in view.legal:
                continue
            evaluators[OTHER_KNOCK - card] = master.discard_evaluators(view, hand, [], card)[KNOCK]
            actions[OTHER_KNOCK - card] = action
    if BigGin(p) in view.legal:
        sc = master._scoring(view)

        def big_gin(g: Guess) -> int:
            return score_big_gin(hand, g.opponent, sc)

        evaluators[BIG_GIN] = big_gin
        actions[BIG_GIN] = BigGin(p)
    return evaluators, actions


def equities(
    view: PlayerView, *, seed: int = 0, samples: int = SAMPLES, batch: int = BATCH
) -> Iterator[EquityReport]:
    """Reports of every candidate's equity, refined batch by batch up to ``samples``.

    Nothing is yielded when the view has no decision to weigh (not this player's
    turn, laying off, the hand over, or a draw where the stock is forced).
    """
    master = Master(seed=seed, budget=MasterBudget(batch=batch, max_samples=samples))
    evaluators, actions = candidate_evaluators(master, view)
    if len(evaluators) < 2 or view.turn != view.player:
        return
    k = knowledge_of(view)
    first = next(iter(actions))
    for state in master.run_search(view, k, evaluators, first, max_samples=samples, prune=False):
        yield _report(state, actions)


def aid_equities(view: PlayerView) -> Iterator[EquityReport]:
    """The reports the table's equity aid shows for ``view``: a fixed seed, so a view
    always gives the same figures, on the table and in the review alike."""
    return equities(view, seed=0, samples=AID_SAMPLES, batch=AID_BATCH)


def aid_report(
    view: PlayerView, cancelled: Callable[[], bool] | None = None
) -> EquityReport | None:
    """The equity aid's last report on ``view``, its deals all played: what the aid
    ended by showing. None when it weighs no choice there (or ``cancelled`` said stop)."""
    last = None
    for report in aid_equities(view):
        if cancelled is not None and cancelled():
            return None
        last = report
    return last


def _report(state: SearchState, actions: dict[int, Action]) -> EquityReport:
    top = state.option(state.best).chance
    moves = tuple(
        MoveEquity(
            action=actions[o.key],
            points=o.points,
            points_se=o.points_se,
            win_chance=o.chance,
            win_chance_se=o.chance_se,
            best=o.key == state.best,
            level=o.key != state.best and top - o.chance <= LEVEL_Z * o.lead_se,
        )
        for o in state.options
    )
    return EquityReport(moves, state.samples, state.done)


__all__ = [
    "AID_SAMPLES",
    "EquityReport",
    "MoveEquity",
    "aid_equities",
    "aid_report",
    "candidate_evaluators",
    "equities",
]

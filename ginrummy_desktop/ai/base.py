"""The player interface: a player sees a PlayerView and returns a Decision.

A player never gets the full game state, only what its seat may know (a
:class:`~ginrummy_desktop.model.PlayerView`). It is asked whenever it may act:

* ``Phase.UPCARD`` (the first face-up card is offered): ``TakeUpcard`` or ``Pass``;
* ``Phase.DRAW``: ``DrawStock`` or ``DrawDiscard``;
* ``Phase.DISCARD``: ``Discard``, ``Knock``, ``Gin`` or ``BigGin``. A Knock or Gin
  may carry ``melds``, the knocker's arrangement; ``None`` asks the engine for
  its automatic least-deadwood, fewest-layoff arrangement;
* ``Phase.LAYOFF`` (the opponent knocked): ``LayOff`` actions one at a time, then
  ``FinishLayoff``;
* ``Phase.OVER``: the view's legal actions hold ``NextHand``; return it.

The answer is a :class:`Decision`: one of ``view.legal`` (or a Knock/Gin with
melds), a :class:`Reason` code saying why, and a ``detail`` tuple of card codes or
numbers the reason refers to. Reasons feed hints and the after-hand review; the
UI translates the codes.

Rules every player here keeps, and that an external one should keep too:
decisions depend only on the view and the seed (never on the clock or on call
history), and every random choice uses a ``random.Random`` seeded from them.

Writing your own player (for ``python -m ginrummy_desktop.sim``)::

    from ginrummy_desktop.ai.base import Decision, Player, Reason
    from ginrummy_desktop.model import PlayerView

    class FirstLegal(Player):
        name = "first-legal"

        def decide(self, view: PlayerView) -> Decision:
            return Decision(view.legal[0], Reason.PLAUSIBLE)

    def make(seed: int) -> Player:     # the factory, named on the command line
        return FirstLegal(seed=seed)   # as  mypackage.mymodule:make

A fuller example is :mod:`ginrummy_desktop.ai.examples`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from ..model import (
    Action,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    LayOff,
    NextHand,
    Phase,
    PlayerView,
    best_layoffs,
)


class Reason(Enum):
    """Why a decision was taken (the UI translates these).

    ``detail`` of the Decision says which cards or numbers are meant.
    """

    PLAUSIBLE = "plausible"  # an ordinary move with nothing special to say
    UPCARD_MAKES_MELD = "upcard_makes_meld"  # take the face-up card: it completes a meld
    UPCARD_NO_USE = "upcard_no_use"  # decline the face-up card: it does not help
    DISCARD_MAKES_MELD = "discard_makes_meld"  # take the top discard: it completes a meld
    DISCARD_IMPROVES = "discard_improves"  # take the top discard: it builds toward melds
    DISCARD_LOWERS = "discard_lowers"  # take the top discard: no meld near, less deadwood
    DRAW_UNKNOWN = "draw_unknown"  # draw from the stock: the discard is not worth it
    STOCK_ONLY = "stock_only"  # draw from the stock: both passed the upcard, no choice
    LOWEST_DEADWOOD = "lowest_deadwood"  # discard: leaves the least deadwood (detail: count)
    HIGH_CARD_OUT = "high_card_out"  # discard a high card that is in no meld
    SAFE_DISCARD = "safe_discard"  # discard a card the opponent is unlikely to want
    KEEP_PARTIAL_MELD = "keep_partial_meld"  # discard keeps pairs and near-runs for later
    KNOCK_NOW = "knock_now"  # knock (detail: deadwood count)
    GIN = "gin"  # go gin
    BIG_GIN = "big_gin"  # go Big Gin
    WAIT_FOR_GIN = "wait_for_gin"  # could knock, plays on for gin
    UNDERCUT_RISK = "undercut_risk"  # could knock, does not: the opponent may undercut
    LAY_OFF = "lay_off"  # lay this card off on the knocker's melds
    DONE_LAYING_OFF = "done_laying_off"  # nothing more to lay off
    NEXT_HAND = "next_hand"  # deal the next hand
    SEARCH_BEST = "search_best"  # the search found this best (detail: mean points)
    MATCH_SCORE = "match_score"  # the game score makes this best, though it scores fewer points


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    reason: Reason
    detail: tuple[str, ...] = ()  # card codes or numbers the reason refers to


class Player:
    """Base of all computer players.

    Subclasses implement :meth:`decide`, or the per-phase methods that the default
    :meth:`decide` dispatches to. ``rng_for(view)`` gives a random generator that
    depends only on the seed and the point of the game, so that a decision does
    not depend on which earlier calls were made.
    """

    name = "player"

    def __init__(self, *, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def rng_for(self, view: PlayerView, stream: str = "") -> random.Random:
        # String seeds are hashed with SHA-512 by random.Random: stable across runs.
        # ``stream`` names a second, independent generator for the same decision.
        key = f"{self.name}:{self.seed}:{view.hand_number}:{view.player}:{len(view.log)}"
        tail = f":{stream}" if stream else ""
        return random.Random(f"{key}:{view.phase.value}:{view.totals}{tail}")

    def decide(self, view: PlayerView) -> Decision:
        if view.phase is Phase.OVER:
            return next_hand(view)
        if view.phase is Phase.LAYOFF:
            return lay_off(view)
        if view.phase is Phase.UPCARD:
            return self.upcard(view)
        if view.phase is Phase.DRAW:
            return self.draw(view)
        return self.discard(view)

    def upcard(self, view: PlayerView) -> Decision:
        raise NotImplementedError

    def draw(self, view: PlayerView) -> Decision:
        raise NotImplementedError

    def discard(self, view: PlayerView) -> Decision:
        raise NotImplementedError


# Two players can trade discards for ever without touching the stock (the rules set
# no limit): past this many moves of a hand, computer-only play (the simulator, the
# duplicate reference) makes the drawer take from the stock so that the hand ends.
STALL_ACTIONS = 400  # far beyond any real hand (about 60 moves at most from the stock)


def breaks_stall(action: Action, moves: int) -> Action:
    """``action``, or a stock draw instead of taking the discard once the hand has
    lasted ``moves`` >= STALL_ACTIONS moves."""
    if isinstance(action, DrawDiscard) and moves >= STALL_ACTIONS:
        return DrawStock(action.player)
    return action


def stock_only(view: PlayerView) -> Decision | None:
    """The stock draw when the discard may not be taken, with its reason: both players
    passed the face-up card (the first draw is from the stock), or, never in a real
    hand, the pile is empty; None when the discard is there to take."""
    if DrawDiscard(view.player) in view.legal:
        return None
    reason = Reason.STOCK_ONLY if view.forced_stock else Reason.DRAW_UNKNOWN
    return Decision(DrawStock(view.player), reason)


def next_hand(view: PlayerView) -> Decision:
    for a in view.legal:
        if isinstance(a, NextHand) and a.player == view.player:
            return Decision(a, Reason.NEXT_HAND)
    return Decision(NextHand(view.player), Reason.NEXT_HAND)


def lay_off(view: PlayerView) -> Decision:
    """The next layoff of the best plan, or FinishLayoff when none is left.

    The plan is recomputed on every call from the melds as they now stand, so a
    run extended by one card can take the next one in the following call.
    """
    plan = best_layoffs(view.hand, view.knocker_melds)
    if plan.layoffs:
        lo = plan.layoffs[0]
        return Decision(
            LayOff(view.player, lo.card, lo.meld_index), Reason.LAY_OFF, (lo.card.code,)
        )
    return Decision(FinishLayoff(view.player), Reason.DONE_LAYING_OFF, (str(plan.deadwood_count),))

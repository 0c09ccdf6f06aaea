"""An example external player for the match runner: legal moves, chosen at random.

Run it against a level with::

    python -m ginrummy_desktop.sim ginrummy_desktop.ai.examples:make_random_player beginner -n 10

Any module works the same way: a factory taking ``seed=`` and returning a
:class:`~ginrummy_desktop.ai.base.Player` (see the docstring of ``ai/base.py``).
"""

from __future__ import annotations

from ..model import Knock, LayOff, NextHand, Phase, PlayerView
from .base import Decision, Player, Reason


class RandomPlayer(Player):
    """Picks any legal action, except that it always finishes a hand it can end:
    a player that never knocks would make most hands void."""

    name = "random"

    def decide(self, view: PlayerView) -> Decision:
        legal = [a for a in view.legal if a.player == view.player]
        if view.phase is Phase.OVER:
            return Decision(NextHand(view.player), Reason.NEXT_HAND)
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            return Decision(knocks[0], Reason.KNOCK_NOW)
        if view.phase is Phase.LAYOFF:
            # Laying off never hurts a defender, so take every chance there is.
            layoffs = [a for a in legal if isinstance(a, LayOff)]
            return Decision(
                (layoffs or legal)[0], Reason.LAY_OFF if layoffs else Reason.DONE_LAYING_OFF
            )
        return Decision(self.rng_for(view).choice(legal), Reason.PLAUSIBLE)


def make_random_player(*, seed: int) -> Player:
    """The factory named on the command line as ``module:make_random_player``."""
    return RandomPlayer(seed=seed)

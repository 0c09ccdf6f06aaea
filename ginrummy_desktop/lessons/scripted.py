"""The lesson's computer opponent: plays moves written in advance, checked against its view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from ..ai.base import Decision, Player, Reason
from ..model import (
    Action,
    Card,
    DrawDiscard,
    DrawStock,
    EventKind,
    FinishLayoff,
    Knock,
    LayOff,
    Pass,
    PlayerView,
    TakeUpcard,
)
from ..model.actions import Discard, Gin

# The events a player's own moves leave in the log (HAND_SCORED names the winner,
# not a mover, and DEALT names the dealer: neither counts).
_MOVE_EVENTS = frozenset(
    {
        EventKind.UPCARD_TAKEN,
        EventKind.UPCARD_PASSED,
        EventKind.STOCK_DRAWN,
        EventKind.DISCARD_DRAWN,
        EventKind.DISCARDED,
        EventKind.KNOCKED,
        EventKind.WENT_GIN,
        EventKind.WENT_BIG_GIN,
        EventKind.LAID_OFF,
        EventKind.LAYOFFS_FINISHED,
    }
)


class MoveKind(Enum):
    TAKE_UPCARD = "take_upcard"
    PASS = "pass"
    DRAW_STOCK = "draw_stock"
    DRAW_DISCARD = "draw_discard"
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    LAY_OFF = "lay_off"  # ``card`` onto the knocker's meld that holds ``onto``
    FINISH_LAYOFF = "finish_layoff"


@dataclass(frozen=True, slots=True)
class ScriptedMove:
    kind: MoveKind
    card: Card | None = None
    onto: Card | None = None

    def action(self, view: PlayerView) -> Action:
        """This move as a model action for ``view``'s seat (layoffs find their meld)."""
        p = view.player
        if self.kind is MoveKind.TAKE_UPCARD:
            return TakeUpcard(p)
        if self.kind is MoveKind.PASS:
            return Pass(p)
        if self.kind is MoveKind.DRAW_STOCK:
            return DrawStock(p)
        if self.kind is MoveKind.DRAW_DISCARD:
            return DrawDiscard(p)
        if self.kind is MoveKind.FINISH_LAYOFF:
            return FinishLayoff(p)
        if self.card is None:
            raise ScriptError(f"{self.kind.value} needs a card")
        if self.kind is MoveKind.DISCARD:
            return Discard(p, self.card)
        if self.kind is MoveKind.KNOCK:
            return Knock(p, self.card)
        if self.kind is MoveKind.GIN:
            return Gin(p, self.card)
        for i, meld in enumerate(view.knocker_melds):
            if self.onto in meld.cards:
                return LayOff(p, self.card, i)
        raise ScriptError(f"no knocker meld holds {self.onto}")


class ScriptError(RuntimeError):
    """The script does not fit the game: a bug in a lesson, never the person's doing."""


def moves_made(view: PlayerView) -> int:
    """How many moves ``view``'s seat has made this hand, counted from its own log."""
    return sum(1 for e in view.log if e.player == view.player and e.kind in _MOVE_EVENTS)


class ScriptedPlayer(Player):
    """Plays hand ``n``'s moves in order; the next one is found from the view alone
    (the hand number and how many moves this seat has made), so it keeps the rule
    that a decision depends only on the view."""

    name = "scripted"

    def __init__(self, script: Mapping[int, Sequence[ScriptedMove]]) -> None:
        super().__init__(seed=0)
        self.script = {hand: tuple(moves) for hand, moves in script.items()}

    def decide(self, view: PlayerView) -> Decision:
        moves = self.script.get(view.hand_number, ())
        done = moves_made(view)
        if done >= len(moves):
            raise ScriptError(f"hand {view.hand_number}: no scripted move {done + 1}")
        action = moves[done].action(view)
        if action not in view.legal:
            raise ScriptError(f"hand {view.hand_number}: scripted {action} is not legal now")
        return Decision(action, Reason.PLAUSIBLE)

"""What happened in a deal: events returned by actions, for the UI to animate."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card


class EventKind(Enum):
    DEALT = "dealt"
    UPCARD_TAKEN = "upcard_taken"
    UPCARD_PASSED = "upcard_passed"
    STOCK_DRAWN = "stock_drawn"
    DISCARD_DRAWN = "discard_drawn"
    DISCARDED = "discarded"
    KNOCKED = "knocked"
    WENT_GIN = "went_gin"
    WENT_BIG_GIN = "went_big_gin"
    LAID_OFF = "laid_off"
    LAYOFFS_FINISHED = "layoffs_finished"
    HAND_SCORED = "hand_scored"
    HAND_VOID = "hand_void"
    HAND_STARTED = "hand_started"
    GAME_OVER = "game_over"


# Events whose card the other player does not see: a card drawn from the stock,
# and the knock discard, which is placed face down.
PRIVATE_KINDS = frozenset({EventKind.STOCK_DRAWN, EventKind.KNOCKED, EventKind.WENT_GIN})


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    player: int | None = None
    card: Card | None = None
    meld_index: int | None = None

    def seen_by(self, viewer: int) -> Event:
        """The event as ``viewer`` sees it: the other player's hidden cards are masked."""
        if self.kind in PRIVATE_KINDS and self.player != viewer and self.card is not None:
            return Event(self.kind, self.player, None, self.meld_index)
        return self

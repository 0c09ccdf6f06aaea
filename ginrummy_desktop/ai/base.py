"""The player interface: a player sees a PlayerView and returns a Decision.

A player never gets the full game state, only what its seat may know. A Decision
carries the action and a short reason code, used for hints and hand reviews.

Writing your own player (for ``python -m ginrummy_desktop.sim``)::

    from ginrummy_desktop.ai.base import Decision, Player, Reason
    from ginrummy_desktop.model import PlayerView

    class FirstLegal(Player):
        name = "first-legal"

        def decide(self, view: PlayerView) -> Decision:
            return Decision(view.legal[0], Reason.PLAUSIBLE)

    def make(seed: int) -> Player:     # the factory named as module:make
        return FirstLegal(seed=seed)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from ..model import Action, PlayerView


class Reason(Enum):
    """Why a decision was taken (the UI translates these)."""

    PLAUSIBLE = "plausible"
    UPCARD_MAKES_MELD = "upcard_makes_meld"
    UPCARD_NO_USE = "upcard_no_use"
    DISCARD_MAKES_MELD = "discard_makes_meld"
    DRAW_UNKNOWN = "draw_unknown"
    LOWEST_DEADWOOD = "lowest_deadwood"
    HIGH_CARD_OUT = "high_card_out"
    SAFE_DISCARD = "safe_discard"
    KEEP_PARTIAL_MELD = "keep_partial_meld"
    KNOCK_NOW = "knock_now"
    GIN = "gin"
    BIG_GIN = "big_gin"
    WAIT_FOR_GIN = "wait_for_gin"
    UNDERCUT_RISK = "undercut_risk"
    LAY_OFF = "lay_off"
    DONE_LAYING_OFF = "done_laying_off"
    NEXT_HAND = "next_hand"
    SEARCH_BEST = "search_best"


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    reason: Reason
    detail: tuple[str, ...] = ()  # card codes or numbers the reason refers to


class Player:
    """Base of all computer players. Subclasses implement :meth:`decide`."""

    name = "player"

    def __init__(self, *, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Decision:
        raise NotImplementedError

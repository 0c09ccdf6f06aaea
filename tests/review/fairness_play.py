"""Hands played for the fairness and duplicate tests: a computer seat against a quick
person's seat, every hand of a match kept with its index."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import Decision, Player
from ginrummy_desktop.ai.expert import Budget, Expert
from ginrummy_desktop.model import (
    DrawDiscard,
    DrawStock,
    Match,
    NextHand,
    Phase,
    PlayerView,
    Rules,
    match_view,
    preset,
)

PERSON, COMPUTER = 0, 1
STALL = 400  # as the simulator: past this many moves the person's seat draws from the stock


def level_player(level: str, seed: int) -> Player:
    """The level's player; the Expert's search with a small sample budget (the same
    code, fewer guessed deals) to keep hundreds of hands quick."""
    if level == "expert":
        return Expert(seed=seed, budget=Budget(samples=4))
    return make_player(level, seed=seed)


@dataclass
class Recording(Player):
    """Wraps a player and keeps every view it was asked with."""

    inner: Player
    views: list[PlayerView] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(seed=self.inner.seed)

    def decide(self, view: PlayerView) -> Decision:
        self.views.append(view)
        return self.inner.decide(view)


def computer_seed(match: Match) -> int:
    return match.seed * 2 + COMPUTER  # as the app seeds its computer seat


def play_hands(
    hands: int,
    *,
    computer: Callable[[Match], Player],
    rules: Rules | None = None,
    seed: int = 1,
    person_level: str = "intermediate",
) -> list[tuple[Match, int]]:
    """Play matches until ``hands`` hands are finished; each as (its match, its index).

    A hand's match goes on being played after it: the hand's record stays as it was.
    """
    rules = rules or preset("standard")
    out: list[tuple[Match, int]] = []
    s = seed
    while len(out) < hands:
        m = Match(rules, seed=s)
        s += 1
        players = {PERSON: make_player(person_level, seed=s), COMPUTER: computer(m)}
        while not m.is_over and len(out) < hands:
            deal = m.current
            if deal.phase is Phase.OVER:
                out.append((m, m.hand_number - 1))
                m.apply(NextHand(PERSON))
                continue
            seat = deal.turn
            action = players[seat].decide(match_view(m, seat)).action
            if seat == PERSON and isinstance(action, DrawDiscard) and len(deal.actions) > STALL:
                action = DrawStock(PERSON)
            m.apply(action)
        if m.is_over and len(out) < hands:
            out.append((m, m.hand_number - 1))
    return out

"""Shared helpers of the AI tests: quick players and ways to drive a match."""

from __future__ import annotations

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import Player
from ginrummy_desktop.ai.expert import Budget, Expert

LEVELS_FAST = ("beginner", "intermediate", "advanced", "expert")


def quick_player(level: str, seed: int) -> Player:
    """A player of the level; the Expert with a small budget to keep tests lean."""
    if level == "expert":
        return Expert(seed=seed, budget=Budget(samples=4))
    return make_player(level, seed=seed)

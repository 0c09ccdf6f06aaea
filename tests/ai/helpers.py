"""Shared helpers of the AI tests: quick players and ways to drive a match."""

from __future__ import annotations

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import Player
from ginrummy_desktop.ai.expert import Budget, Expert
from ginrummy_desktop.ai.master import Master, MasterBudget

LEVELS_FAST = ("beginner", "intermediate", "advanced", "expert", "master")


def quick_player(level: str, seed: int) -> Player:
    """A player of the level; the Expert and the Master with small budgets to keep
    tests lean."""
    if level == "expert":
        return Expert(seed=seed, budget=Budget(samples=4))
    if level == "master":
        return Master(seed=seed, budget=MasterBudget(batch=4, max_samples=8))
    return make_player(level, seed=seed)

"""Computer players: the table's five levels behind one factory, plus hints for the
person at the table."""

from __future__ import annotations

from .base import Decision, Player, Reason
from .simple import Beginner, Intermediate

# The levels offered at the table, weakest first. The Master (ai/master.py) is the
# strongest: it searches every close call and every knock over guessed deals, and values
# the outcomes by its chance to win the whole game, not by the hand's points.
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "advanced", "expert", "master")
# Every level make_player knows (the simulator, the benchmarks, the duplicate reference):
# today the same as the table's.
ALL_LEVELS: tuple[str, ...] = LEVELS


def make_player(level: str, *, seed: int) -> Player:
    """A computer player of the given level; its decisions are fixed by ``seed``."""
    if level == "beginner":
        return Beginner(seed=seed)
    if level == "intermediate":
        return Intermediate(seed=seed)
    if level == "advanced":
        from .advanced import Advanced

        return Advanced(seed=seed)
    if level == "expert":
        from .expert import Expert

        return Expert(seed=seed)
    if level == "master":
        from .master import Master

        return Master(seed=seed)
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ALL_LEVELS)}")


__all__ = ["ALL_LEVELS", "LEVELS", "Decision", "Player", "Reason", "make_player"]

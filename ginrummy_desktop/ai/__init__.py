"""Computer players: the table's four levels and the experimental Master behind one
factory, plus hints for the person at the table."""

from __future__ import annotations

from .base import Decision, Player, Reason
from .simple import Beginner, Intermediate

# The levels offered at the table. The Master (ai/master.py) is not among them yet: it
# beats Intermediate but not Expert (benchmarks/strength.py), so it would be no step up;
# the simulator, the benchmarks and the review's advisor can use it.
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "advanced", "expert")
ALL_LEVELS: tuple[str, ...] = (*LEVELS, "master")


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

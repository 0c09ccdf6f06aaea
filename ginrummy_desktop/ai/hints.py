"""Hints for the person at the table: what a strong player would do in their seat."""

from __future__ import annotations

from functools import lru_cache

from ..model import PlayerView
from .base import Decision, Player

HINT_LEVELS = ("advanced", "expert", "master")


@lru_cache(maxsize=8)
def _player(level: str, seed: int) -> Player:
    # Players hold no state between decisions, so one per (level, seed) is reused.
    from . import make_player

    return make_player(level, seed=seed)


def hint(view: PlayerView, *, level: str = "advanced", seed: int = 0) -> Decision:
    """The suggested action for ``view`` (the person's own view) and its reason.

    ``advanced`` answers in a few milliseconds; ``expert`` searches within tens of
    milliseconds, ``master`` longer (about a fifth of a second at the 95th
    percentile). The table's hints are those of the review's advisor, the Expert or
    the Master, so that the review does not call a hinted move a mistake; they are
    asked on the GUI thread (the Master's under a wait cursor). The decision is a pure
    function of the view and the seed.
    """
    if level not in HINT_LEVELS:
        raise ValueError(f"hints come from {', '.join(HINT_LEVELS)}, not {level!r}")
    if not view.legal:
        raise ValueError("there is nothing to do in this view (not this player's turn)")
    return _player(level, seed).decide(view)

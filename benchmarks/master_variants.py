"""Master variants for tuning runs: ``benchmarks/strength.py``-style pairings by factory.

Each name is a ``module:factory`` spec for the match runner, e.g.::

    nice -n 19 python -m ginrummy_desktop.sim \\
        benchmarks.master_variants:mixed_knocks expert --games 200 --jobs 1
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai.master import Master, MasterBudget


def hasty_opponent(*, seed: int) -> Master:
    """The opponent's play-outs knock as soon as they may (10), as in the first Master."""
    return Master(seed=seed, budget=MasterBudget(opponent_knocks=()))


def mixed_knocks(*, seed: int) -> Master:
    """The opponent's play-outs alternate a hasty (10) and a patient (2) knock (now the
    default)."""
    return Master(seed=seed, budget=MasterBudget(opponent_knocks=(10, 2)))


def patient_opponent(*, seed: int) -> Master:
    """The opponent's play-outs knock only with 2 or less (as Advanced and Expert do)."""
    return Master(seed=seed, budget=MasterBudget(opponent_knocks=(2,)))


def fully_played(*, seed: int) -> Master:
    """The guessed opponent hands pick the best of all their stock draws (the Expert's
    guess; the Master before the calibration)."""
    return Master(seed=seed, budget=MasterBudget(played_fraction=1.0, partner_weight=None))


def calibrated_bolder(*, seed: int) -> Master:
    """Calibrated guesses, greedy play-outs, and a lower bar for the search to overrule
    the screen."""
    return Master(seed=seed, budget=MasterBudget(z=1.5, min_gain=0.002, partner_weight=None))


def keeping_ties(*, seed: int) -> Master:
    """Play-outs that tell equally valued discards apart by their partners."""
    return Master(seed=seed, budget=MasterBudget(partner_weight=0.0))


def keeping_partials(*, seed: int) -> Master:
    """Play-outs that keep a partial meld over a lone card up to 2 points higher (now
    the default)."""
    return Master(seed=seed, budget=MasterBudget(partner_weight=2.0))


def greedy_playouts(*, seed: int) -> Master:
    """Calibrated guesses, play-outs that throw the greedy least deadwood."""
    return Master(seed=seed, budget=MasterBudget(partner_weight=None))


def no_knock_seen(*, seed: int) -> Master:
    """Guesses redrawn where the opponent, by its play-outs' habit, would already have
    knocked (up to 6 draws). Measured worse against the Expert: it knocks into undercuts."""
    return Master(seed=seed, budget=MasterBudget(no_knock_tries=6))


def knock_unseen(*, seed: int) -> Master:
    """Guesses kept even where the opponent would already have knocked (the default)."""
    return Master(seed=seed, budget=MasterBudget(no_knock_tries=1))


def hasty_calibrated(*, seed: int) -> Master:
    """Today's Master with only the hasty (10) opponent in its play-outs."""
    return Master(seed=seed, budget=MasterBudget(opponent_knocks=(10,)))

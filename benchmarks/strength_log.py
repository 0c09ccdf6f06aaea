"""Reading the running figures that benchmarks/strength.py writes to stderr.

Every ``--chunk`` games strength.py prints a table row of the figures so far, and
after it a line ``# {"seed": ..., "start": ..., "games": ..., "wins": [a, b]}`` with
the exact counts. Logs written before that line existed carry only the row, whose
game wins are a rate rounded to four places and shown to one decimal of a percent:
up to 909 games that fixes the count; above, two counts can print alike, and the
reader then takes their mean and says the count is not exact.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Running:
    """One row of running figures."""

    games: int  # games of this run so far
    wins: float  # the first player's game wins so far (a mean of two counts when not exact)
    exact: bool
    cells: tuple[str, ...]  # the row's cells, for the other figures


@dataclass(frozen=True)
class Log:
    """The running figures of one pairing, from one run."""

    pairing: str
    seed: int | None  # None: not recorded (an older log)
    start: int  # number of the run's first game
    rows: tuple[Running, ...]

    @property
    def opponent(self) -> str:
        return self.pairing.rpartition(" vs ")[2]


def printed_rate(wins: int, games: int) -> str:
    """The rate as strength.py prints it (its rows use this; the reader inverts it)."""
    return f"{100 * round(wins / games, 4):.1f}%"


def counts_for(rate: str, games: int) -> list[int]:
    """The win counts that print as ``rate`` over ``games`` games."""
    try:
        share = float(rate.rstrip("%"))
    except ValueError:
        return []
    if not math.isfinite(share):
        return []
    near = round(games * share / 100)
    return [
        w
        for w in range(max(0, near - 2), min(games, near + 2) + 1)
        if printed_rate(w, games) == rate
    ]


def parse_log(text: str, start: int | None = None) -> Log:
    """The running figures of a log; ``start`` for an older log that does not record it.

    ValueError when the log has no running figures, holds more than one pairing, its
    game counts go down, or its recorded start differs from ``start``.
    """
    rows: list[Running] = []
    pairing = ""
    seed: int | None = None
    recorded_start: int | None = None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("# {"):
            try:
                meta = json.loads(line[2:])
                games, wins = int(meta["games"]), int(meta["wins"][0])
                seed, recorded_start = int(meta["seed"]), int(meta["start"])
            except (ValueError, TypeError, KeyError, IndexError):
                continue
            if rows and rows[-1].games == games:
                rows[-1] = Running(games, float(wins), True, rows[-1].cells)
            continue
        cells = tuple(x.strip() for x in line.strip("|").split("|"))
        if len(cells) < 12 or not cells[1].isdigit() or not cells[2].endswith("%"):
            continue
        games = int(cells[1])
        fits = counts_for(cells[2], games) if games > 0 else []
        if not fits:
            continue  # not a row strength.py could have printed
        if not pairing:
            pairing = cells[0]
        elif cells[0] != pairing:
            raise ValueError(f"more than one pairing ({pairing}, {cells[0]})")
        if rows and games <= rows[-1].games:
            if games == rows[-1].games and cells == rows[-1].cells:
                continue  # the same row again (the closing table under 2>&1)
            raise ValueError(f"the game counts go down ({rows[-1].games}, then {games})")
        rows.append(Running(games, sum(fits) / len(fits), len(fits) == 1, cells))
    if not rows:
        raise ValueError("no running figures")
    if start is not None and recorded_start is not None and start != recorded_start:
        raise ValueError(f"the log starts at game {recorded_start}, not {start}")
    first = start if start is not None else recorded_start or 0
    return Log(pairing, seed, first, tuple(rows))


def log_argument(arg: str) -> tuple[str, int | None]:
    """``path`` or ``path@START`` (START: the first game of an older log's run)."""
    path, at, start = arg.rpartition("@")
    if at and start.isdigit():
        return path, int(start)
    return arg, None

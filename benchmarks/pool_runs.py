"""Several strength.py runs of one pairing pooled into one row of figures.

A measurement of 2,000 games is often made in parts: several seeds, or one seed in
parts (``strength.py --start``). Each part's stderr log ends with its running figures
for all its games; this adds the parts up (independent games: the counts add) and
prints the pooled row the README's table carries::

    python benchmarks/pool_runs.py part1.err part2.err ...

The game wins are read back from the printed percentage (one decimal); a part whose
count that does not fix exactly (over 1,000 games, now and then) is refused, and its
run should be repeated with ``--json``. Decision times cannot be pooled from the
percentiles, so the row gives the range of the parts' p95.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.sim.runner import wilson


@dataclass(frozen=True)
class Part:
    """The last running figures of one log."""

    pairing: str
    games: int
    wins: int
    hands: tuple[int, int]
    gins: tuple[int, int]
    undercuts: tuple[int, int]
    points_per_hand: tuple[float, float]
    first_p95: float


def _pair_ints(cell: str) -> tuple[int, int]:
    a, b = (int(x) for x in cell.split("/"))
    return a, b


def _pair_floats(cell: str) -> tuple[float, float]:
    a, b = (float(x) for x in cell.split("/"))
    return a, b


def last_part(text: str) -> Part:
    """The last running-figures line of a strength.py log; ValueError if it has none
    or its game wins cannot be told exactly."""
    rows = [
        c
        for c in (
            [x.strip() for x in line.strip().strip("|").split("|")] for line in text.splitlines()
        )
        if len(c) >= 12 and c[1].isdigit() and c[2].endswith("%")
    ]
    if not rows:
        raise ValueError("no running figures")
    c = rows[-1]
    games = int(c[1])
    # strength.py prints 100 times the rate rounded to four places, to one decimal.
    fits = [w for w in range(games + 1) if f"{100 * round(w / games, 4):.1f}%" == c[2]]
    if len(fits) != 1:
        raise ValueError(f"{c[2]} of {games} games is not one count of wins")
    return Part(
        pairing=c[0],
        games=games,
        wins=fits[0],
        hands=_pair_ints(c[5]),
        gins=_pair_ints(c[6]),
        undercuts=_pair_ints(c[7]),
        points_per_hand=_pair_floats(c[8]),
        first_p95=_pair_floats(c[9])[1],
    )


def pooled_row(parts: list[Part]) -> str:
    """The README row of the pooled parts (the first player's figures first)."""
    games = sum(p.games for p in parts)
    wins = sum(p.wins for p in parts)
    lo, hi = wilson(wins, games)

    def total(field: str, side: int) -> int:
        return sum(getattr(p, field)[side] for p in parts)

    points = [
        sum(p.points_per_hand[s] * p.hands[s] for p in parts) / max(1, total("hands", s))
        for s in (0, 1)
    ]
    p95 = sorted(p.first_p95 for p in parts)
    return (
        f"| {parts[0].pairing} | {games:,} | {100 * wins / games:.1f}% "
        f"| {100 * lo:.1f}–{100 * hi:.1f}% "
        f"| {total('hands', 0):,} / {total('hands', 1):,} "
        f"| {total('gins', 0):,} / {total('gins', 1):,} "
        f"| {total('undercuts', 0):,} / {total('undercuts', 1):,} "
        f"| {points[0]:.2f} / {points[1]:.2f} "
        f"| {p95[0]:.0f}–{p95[-1]:.0f} ms |"
    )


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print("usage: pool_runs.py RUN.err [RUN.err ...]", file=sys.stderr)
        return 2
    parts: list[Part] = []
    for path in paths:
        try:
            part = last_part(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            return 1
        print(f"{path}: {part.games} games, {part.wins} won, p95 {part.first_p95:.0f} ms")
        parts.append(part)
    if len({p.pairing for p in parts}) > 1:
        print("the runs are of different pairings", file=sys.stderr)
        return 1
    print(
        "| pairing | games | game wins | 95% CI | hands won | gins | undercuts "
        "| points/hand | first's decision time p95 |"
    )
    print(pooled_row(parts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

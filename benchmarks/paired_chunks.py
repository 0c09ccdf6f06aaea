"""Two strength.py runs of the same seed compared chunk by chunk: the paired difference.

``strength.py`` prints its running figures to stderr after every ``--chunk`` games.
Two runs with the same ``--seed`` and ``--chunk`` play the same deals in the same
order (game ``i`` of a seed always starts from the same shuffle), so the games won in
each chunk can be paired: a variant and the default are compared on the same deals,
and much of the luck of the cards cancels out. Usage::

    python benchmarks/paired_chunks.py variant.err default.err [more pairs ...]

Each pair of files gives one line; with several pairs (several seeds) a pooled line
follows. The difference is in games won per 100, with a 95% interval from the spread
of the chunk differences (a normal approximation: it needs a dozen chunks or more to
mean much). Where the two runs make mostly the same decisions the games stay alike
and the interval is narrow; where they differ early, the pairing helps little.
The wins are read back from the printed percentage (one decimal), which is exact up to
1,000 games in a run.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Running:
    """One running-figures line: games played so far and games the first side won."""

    games: int
    wins: int


def running_lines(text: str) -> list[Running]:
    """The running figures of a strength.py stderr log, in order (the header and any
    other line skipped)."""
    out: list[Running] = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[1].isdigit() or not cells[2].endswith("%"):
            continue
        games = int(cells[1])
        try:
            share = float(cells[2].rstrip("%"))
        except ValueError:
            continue
        out.append(Running(games, round(games * share / 100)))
    return out


@dataclass(frozen=True)
class Paired:
    games: int
    first_wins: int
    second_wins: int
    diffs: tuple[float, ...]  # per chunk: (first's wins - second's) per 100 games

    @property
    def mean(self) -> float:
        return sum(self.diffs) / len(self.diffs)

    @property
    def half_width(self) -> float:
        """Half the 95% interval of ``mean`` (inf with fewer than two chunks)."""
        n = len(self.diffs)
        if n < 2:
            return math.inf
        m = self.mean
        var = sum((d - m) ** 2 for d in self.diffs) / (n - 1)
        return 1.96 * math.sqrt(var / n)


def paired(first: list[Running], second: list[Running]) -> Paired:
    """The chunks both runs reached, paired; ValueError when they were not chunked alike."""
    n = min(len(first), len(second))
    if n == 0:
        raise ValueError("no running figures to compare")
    diffs: list[float] = []
    before_a = before_b = Running(0, 0)
    for a, b in zip(first[:n], second[:n], strict=True):
        if a.games != b.games:
            raise ValueError(f"the runs were chunked differently ({a.games} and {b.games} games)")
        games = a.games - before_a.games
        diffs.append(100 * ((a.wins - before_a.wins) - (b.wins - before_b.wins)) / games)
        before_a, before_b = a, b
    return Paired(first[n - 1].games, first[n - 1].wins, second[n - 1].wins, tuple(diffs))


def pooled(parts: list[Paired]) -> Paired:
    return Paired(
        sum(p.games for p in parts),
        sum(p.first_wins for p in parts),
        sum(p.second_wins for p in parts),
        tuple(d for p in parts for d in p.diffs),
    )


def describe(p: Paired) -> str:
    return (
        f"{p.games} games: {p.first_wins} won against {p.second_wins}; "
        f"paired by {len(p.diffs)} chunks, {p.mean:+.1f} +- {p.half_width:.1f} games per 100"
    )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or len(args) % 2:
        print(__doc__.splitlines()[0], file=sys.stderr)
        print("usage: paired_chunks.py FIRST.err SECOND.err [FIRST.err SECOND.err ...]")
        return 2
    parts: list[Paired] = []
    for a, b in zip(args[::2], args[1::2], strict=True):
        try:
            texts = [Path(p).read_text(encoding="utf-8") for p in (a, b)]
            part = paired(running_lines(texts[0]), running_lines(texts[1]))
        except (OSError, ValueError) as exc:
            print(f"{a} / {b}: {exc}", file=sys.stderr)
            return 1
        parts.append(part)
        print(f"{a} / {b}: {describe(part)}")
    if len(parts) > 1:
        print(f"pooled: {describe(pooled(parts))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

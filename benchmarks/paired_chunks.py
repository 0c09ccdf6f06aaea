"""Two strength.py runs of the same seed compared chunk by chunk: the paired difference.

``strength.py`` prints its running figures to stderr after every ``--chunk`` games.
Game ``i`` of a seed always starts from the same shuffle, so two runs of one seed can
be compared on the same games: the games each won between two game numbers that both
logs report are paired, and much of the luck of the cards cancels out. Usage::

    python benchmarks/paired_chunks.py variant.err default.err [more pairs ...]

A log of a run made with ``--start`` records its first game; for an older log, give
it as ``path@START``. The runs are compared on the games both played, split at the
game numbers both report. Each pair of files gives one line; with several pairs
(several seeds) a pooled line follows. The difference is in games won per 100, with
a 95% interval from the spread of the chunk differences (weighted by their games, a t
quantile for few chunks). Where the two runs make mostly the same decisions the
games stay alike and the interval is narrow; where they differ early, the pairing
helps little.
"""

from __future__ import annotations

import itertools
import math
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength_log import Log, log_argument, parse_log

# Two-sided 95% quantiles of Student's t, by degrees of freedom (normal beyond).
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)  # fmt: skip


def t95(df: int) -> float:
    return _T95[df - 1] if 1 <= df <= len(_T95) else 1.96


@dataclass(frozen=True)
class Chunk:
    games: int
    first_wins: float
    second_wins: float


@dataclass(frozen=True)
class Paired:
    chunks: tuple[Chunk, ...]
    exact: bool  # every count read exactly

    @property
    def games(self) -> int:
        return sum(c.games for c in self.chunks)

    @property
    def first_wins(self) -> float:
        return sum(c.first_wins for c in self.chunks)

    @property
    def second_wins(self) -> float:
        return sum(c.second_wins for c in self.chunks)

    @property
    def mean(self) -> float:
        """Games won more by the first, per 100 games."""
        return 100 * (self.first_wins - self.second_wins) / self.games

    @property
    def half_width(self) -> float:
        """Half the 95% interval of ``mean`` (a ratio estimate over the chunks)."""
        k = len(self.chunks)
        if k < 2:
            return math.inf
        m = (self.first_wins - self.second_wins) / self.games
        spread = sum((c.first_wins - c.second_wins - m * c.games) ** 2 for c in self.chunks)
        return 100 * t95(k - 1) * math.sqrt(k / (k - 1) * spread) / self.games


def _cumulative(log: Log) -> dict[int, float]:
    """Game number reached -> the first player's wins since the run's start."""
    out = {log.start: 0.0}
    for r in log.rows:
        out[log.start + r.games] = r.wins
    return out


def paired(first: Log, second: Log) -> Paired:
    """The games both runs played, split at the game numbers both report.

    ValueError when the runs are of different opponents or seeds, or share no chunk.
    """
    if first.opponent != second.opponent:
        raise ValueError(f"different opponents ({first.opponent}, {second.opponent})")
    if first.seed is not None and second.seed is not None and first.seed != second.seed:
        raise ValueError(f"different seeds ({first.seed}, {second.seed})")
    a, b = _cumulative(first), _cumulative(second)
    common = set(a) & set(b)
    if len(common) < 2:
        raise ValueError("the runs share no chunk of games")
    chunks = tuple(
        Chunk(hi - lo, a[hi] - a[lo], b[hi] - b[lo])
        for lo, hi in itertools.pairwise(sorted(common))
    )
    exact = all(
        r.exact for log in (first, second) for r in log.rows if log.start + r.games in common
    )
    return Paired(chunks, exact)


def pooled(parts: list[Paired]) -> Paired:
    return Paired(tuple(c for p in parts for c in p.chunks), all(p.exact for p in parts))


def describe(p: Paired) -> str:
    def count(x: float) -> str:
        return f"{x:.0f}" if x == int(x) else f"{x:.1f}"

    note = "" if p.exact else " (some counts read to within a game)"
    return (
        f"{p.games} games: {count(p.first_wins)} won against {count(p.second_wins)}; "
        f"paired by {len(p.chunks)} chunks, {p.mean:+.1f} +- {p.half_width:.1f} games per 100"
        f"{note}"
    )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or len(args) % 2:
        print(__doc__.splitlines()[0], file=sys.stderr)
        print("usage: paired_chunks.py FIRST.err[@START] SECOND.err[@START] [...]", file=sys.stderr)
        return 2
    parts: list[Paired] = []
    for a, b in zip(args[::2], args[1::2], strict=True):
        try:
            logs = []
            for arg in (a, b):
                path, start = log_argument(arg)
                logs.append(parse_log(Path(path).read_text(encoding="utf-8"), start))
            part = paired(logs[0], logs[1])
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            print(f"{a} / {b}: {exc}", file=sys.stderr)
            return 1
        parts.append(part)
        print(f"{a} / {b}: {describe(part)}")
    if len(parts) > 1:
        print(f"pooled: {describe(pooled(parts))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

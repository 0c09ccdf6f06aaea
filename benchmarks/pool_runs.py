"""Several strength.py runs of one pairing pooled into one row of figures.

A measurement of 2,000 games is often made in parts: several seeds, or one seed in
parts (``strength.py --start``). Each part's stderr log ends with its running figures
for all its games; this adds the parts up (independent games: the counts add) and
prints the row of the README's Master table::

    python benchmarks/pool_runs.py part1.err part2.err ...

A log records its seed and first game (an older log: give ``path@START``; its seed
is unknown); parts of one seed whose games overlap are refused. The game wins must be
exact: a log older than the exact counts that strength.py now writes beside each row
can leave a count over 909 games in doubt, and the part is refused. Points per hand
and decision times cannot be pooled from what a log shows, so the row gives neither
points nor more than the range of the parts' decision-time p95.
"""

from __future__ import annotations

import itertools
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength_log import Log, log_argument, parse_log

from ginrummy_desktop.sim.runner import wilson


@dataclass(frozen=True)
class Figures:
    """The counts of a part's last row that pool (first player, second player)."""

    hands: tuple[int, int]
    gins: tuple[int, int]
    undercuts: tuple[int, int]
    first_p95: float

    @staticmethod
    def of(log: Log) -> Figures:
        """ValueError or IndexError when the row's cells are not strength.py's."""
        cells = log.rows[-1].cells

        def pair(cell: str) -> tuple[int, int]:
            a, b = (int(x) for x in cell.split("/"))
            return a, b

        return Figures(
            pair(cells[5]), pair(cells[6]), pair(cells[7]), float(cells[9].split("/")[1])
        )


def check_parts(logs: list[Log]) -> None:
    """ValueError unless the logs are of one pairing, with exact last counts, and no two
    parts of one seed share a game."""
    if len({log.pairing for log in logs}) > 1:
        raise ValueError("the runs are of different pairings")
    for log in logs:
        if not log.rows[-1].exact:
            raise ValueError(f"seed {log.seed}, from game {log.start}: the game wins are not exact")
    spans = sorted(
        (log.seed, log.start, log.start + log.rows[-1].games)
        for log in logs
        if log.seed is not None
    )
    for (s1, _, end1), (s2, start2, _) in itertools.pairwise(spans):
        if s1 == s2 and start2 < end1:
            raise ValueError(f"two parts of seed {s1} share games (from {start2} to {end1})")


def pooled_row(logs: list[Log], figures: list[Figures]) -> str:
    """The README row of the pooled parts (the first player's figures first)."""
    games = sum(log.rows[-1].games for log in logs)
    wins = round(sum(log.rows[-1].wins for log in logs))
    lo, hi = wilson(wins, games)

    def total(name: str) -> str:
        pairs = [getattr(f, name) for f in figures]
        return f"{sum(p[0] for p in pairs):,} / {sum(p[1] for p in pairs):,}"

    p95 = sorted(f.first_p95 for f in figures)
    return (
        f"| {logs[0].pairing} | {games:,} | {100 * wins / games:.1f}% "
        f"| {100 * lo:.1f}–{100 * hi:.1f}% "
        f"| {total('hands')} | {total('gins')} | {total('undercuts')} "
        f"| {p95[0]:.0f}–{p95[-1]:.0f} ms |"
    )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: pool_runs.py RUN.err[@START] [RUN.err[@START] ...]", file=sys.stderr)
        return 2
    if len(set(args)) < len(args):
        print("a log is given twice", file=sys.stderr)
        return 1
    logs: list[Log] = []
    figures: list[Figures] = []
    for arg in args:
        path, start = log_argument(arg)
        try:
            log = parse_log(Path(path).read_text(encoding="utf-8"), start)
            figures.append(Figures.of(log))
        except (OSError, ValueError, IndexError, UnicodeDecodeError) as exc:
            print(f"{arg}: {exc}", file=sys.stderr)
            return 1
        r = log.rows[-1]
        print(
            f"{arg}: seed {log.seed}, games {log.start}-{log.start + r.games - 1}, {r.wins:g} won"
        )
        logs.append(log)
    try:
        check_parts(logs)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(
        "| pairing | games | first's game wins | 95% CI | hands won | gins | undercuts "
        "| first's decision time p95 |"
    )
    print(pooled_row(logs, figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

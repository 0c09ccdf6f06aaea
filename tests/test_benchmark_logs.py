"""The tools that read strength.py logs: benchmarks/paired_chunks.py (two runs of one seed
compared chunk by chunk) and benchmarks/pool_runs.py (parts pooled into one row)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


pc = _load("paired_chunks")
pool = _load("pool_runs")

HEADER = (
    "| pairing (first wins) | games | first's game wins | 95% CI | significant | hands won "
    "| gins | undercuts | points/hand | first ms p50 / p95 | second ms p50 / p95 | minutes |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
)


def _line(name: str, games: int, wins: int, tail: str) -> str:
    # As strength.py prints it: the rate rounded to four places, in percent.
    rate = f"{100 * round(wins / games, 4):.1f}%"
    return f"| {name} vs expert | {games} | {rate} | 50–60% | yes {tail}\n"


def _log(name: str, cumulative_wins: list[int], chunk: int = 25) -> str:
    tail = "| 10 / 9 | 1 / 1 | 0 / 0 | 12.00 / 10.00 | 1.0 / 2.0 | 1.0 / 2.0 | 0.5 |"
    lines = [HEADER]
    for i, wins in enumerate(cumulative_wins, start=1):
        lines.append(_line(name, i * chunk, wins, tail))
    return "".join(lines)


def test_chunks_are_paired_by_the_wins_within_each() -> None:
    # Chunk wins 15, 16, 14 against 13, 16, 15: differences +8, 0, -4 games per 100.
    a = pc.running_lines(_log("variant", [15, 31, 45]))
    b = pc.running_lines(_log("master", [13, 29, 44]))
    p = pc.paired(a, b)
    assert (p.games, p.first_wins, p.second_wins) == (75, 45, 44)
    assert p.diffs == pytest.approx((8.0, 0.0, -4.0))
    assert p.mean == pytest.approx(4.0 / 3)
    # The squared deviations of (8, 0, -4) from 4/3 add up to 224/3: the sample
    # variance is 112/3, and the half width 1.96 sd / sqrt(3).
    assert p.half_width == pytest.approx(1.96 * (112 / 3) ** 0.5 / 3**0.5)


def test_a_shorter_run_is_compared_on_the_chunks_both_reached() -> None:
    p = pc.paired(pc.running_lines(_log("v", [15, 31])), pc.running_lines(_log("m", [13, 29, 44])))
    assert (p.games, p.first_wins, p.second_wins) == (50, 31, 29)
    assert len(p.diffs) == 2


def test_runs_chunked_differently_are_refused() -> None:
    with pytest.raises(ValueError, match="chunked differently"):
        pc.paired(
            pc.running_lines(_log("v", [15, 31], chunk=25)),
            pc.running_lines(_log("m", [30, 60], chunk=50)),
        )


def test_the_command_pools_several_seeds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = []
    for name, wins in (("v1", [15, 31]), ("m1", [13, 29]), ("v2", [20]), ("m2", [10])):
        f = tmp_path / f"{name}.err"
        f.write_text(_log(name, wins), encoding="utf-8")
        files.append(str(f))
    assert pc.main(files) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("pooled: 75 games: 51 won against 39; paired by 3 chunks")
    # Chunk differences +8, +0 (seed 1) and +40 (seed 2): the mean is 16.
    assert "+16.0" in out[-1]


def test_a_missing_or_empty_log_is_reported_not_raised(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.err"
    empty.write_text(HEADER, encoding="utf-8")
    assert pc.main([str(empty), str(empty)]) == 1
    assert "no running figures" in capsys.readouterr().err
    assert pc.main([str(tmp_path / "gone.err"), str(empty)]) == 1
    assert pc.main(["only-one.err"]) == 2


def test_parts_pool_into_the_readme_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = tmp_path / "a.err"
    b = tmp_path / "b.err"
    # 333 of 425 prints as 78.3% (0.7835 to one decimal): the count is still exact.
    a.write_text(
        HEADER
        + _line(
            "master",
            25,
            20,
            "| 90 / 80 | 9 / 8 | 40 / 1 | 13.00 / 7.00 | 10.0 / 90.0 | 0 / 0 | 1 |",
        )
        + _line(
            "master",
            425,
            333,
            "| 1500 / 1700 | 200 / 60 | 800 / 7 | 13.00 / 7.00 | 12.0 / 97.0 | 0 / 0 | 25 |",
        ),
        encoding="utf-8",
    )
    b.write_text(
        HEADER
        + _line(
            "master",
            75,
            60,
            "| 500 / 300 | 100 / 40 | 200 / 3 | 14.00 / 8.00 | 11.0 / 101.4 | 0 / 0 | 5 |",
        ),
        encoding="utf-8",
    )
    assert pool.main([str(a), str(b)]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    # 393 of 500 games; points per hand weighted by hands: (1500*13 + 500*14) / 2000.
    assert row.startswith("| master vs expert | 500 | 78.6% |")
    assert "| 2,000 / 2,000 | 300 / 100 | 1,000 / 10 | 13.25 / 7.15 | 97–101 ms |" in row


def test_a_rate_that_fits_no_count_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.err"
    bad.write_text(
        HEADER
        + "| master vs expert | 425 | 78.2% | 1 | yes "
        + "| 1 / 1 | 1 / 1 | 1 / 1 | 1 / 1 | 1 / 1 | 1 / 1 | 1 |\n",
        encoding="utf-8",
    )
    with pytest.raises(ValueError, match="not one count"):
        pool.last_part(bad.read_text(encoding="utf-8"))
    assert pool.main([str(bad)]) == 1


def test_different_pairings_are_not_pooled(tmp_path: Path) -> None:
    tail = "| 1 / 1 | 1 / 1 | 1 / 1 | 1.00 / 1.00 | 1.0 / 2.0 | 1.0 / 2.0 | 1 |"
    a = tmp_path / "a.err"
    b = tmp_path / "b.err"
    a.write_text(HEADER + _line("master", 25, 20, tail), encoding="utf-8")
    b.write_text(HEADER + _line("variant", 25, 20, tail), encoding="utf-8")
    assert pool.main([str(a), str(b)]) == 1

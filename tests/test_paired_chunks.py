"""benchmarks/paired_chunks.py: two strength.py logs of one seed compared chunk by chunk."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "paired_chunks", ROOT / "benchmarks" / "paired_chunks.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["paired_chunks"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


pc = _load()

HEADER = (
    "| pairing (first wins) | games | first's game wins | 95% CI | significant | hands won "
    "| gins | undercuts | points/hand | first ms p50 / p95 | second ms p50 / p95 | minutes |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
)


def _log(name: str, cumulative_wins: list[int], chunk: int = 25) -> str:
    lines = [HEADER]
    for i, wins in enumerate(cumulative_wins, start=1):
        games = i * chunk
        lines.append(
            f"| {name} vs expert | {games} | {100 * wins / games:.1f}% | 50.0–60.0% | yes "
            f"| 10 / 9 | 1 / 1 | 0 / 0 | 12.00 / 10.00 | 1.0 / 2.0 | 1.0 / 2.0 | 0.5 |\n"
        )
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

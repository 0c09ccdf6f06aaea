"""The tools that read strength.py's running figures: benchmarks/strength_log.py (the
reader), paired_chunks.py (two runs of one seed compared on the same games) and
pool_runs.py (parts pooled into one row)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from testkit.benchmarks import load_benchmark

sl = load_benchmark("strength_log")
pc = load_benchmark("paired_chunks")
pool = load_benchmark("pool_runs")
strength = load_benchmark("strength")

TAIL = "| 10 / 9 | 1 / 1 | 0 / 0 | 12.00 / 10.00 | 1.0 / 2.0 | 1.0 / 2.0 | 0.5 |"


def _row(name: str, games: int, wins: int, tail: str = TAIL, opponent: str = "expert") -> str:
    rate = sl.printed_rate(wins, games)
    return f"| {name} vs {opponent} | {games} | {rate} | 50–60% | yes {tail}\n"


def _meta(seed: int, start: int, games: int, wins: int) -> str:
    data = {"seed": seed, "start": start, "games": games, "wins": [wins, games - wins]}
    return "# " + json.dumps(data) + "\n"


def _log(
    name: str,
    cumulative: list[int],
    chunk: int = 25,
    *,
    seed: int | None = None,
    start: int = 0,
    opponent: str = "expert",
) -> str:
    out = []
    for i, wins in enumerate(cumulative, start=1):
        out.append(_row(name, i * chunk, wins, opponent=opponent))
        if seed is not None:
            out.append(_meta(seed, start, i * chunk, wins))
    return "".join(out)


# ------------------------------------------------------------------ the reader
def test_a_count_is_exact_where_the_printed_rate_fixes_it() -> None:
    # 333 of 425 is 0.7835 to four places, printed 78.3%.
    assert sl.counts_for("78.3%", 425) == [333]
    # Above 909 games two counts can print alike: 797 and 798 of 1,025 are both 77.8%.
    assert sl.counts_for("77.8%", 1025) == [797, 798]
    log = sl.parse_log(_row("m", 1025, 797))
    assert (log.rows[-1].wins, log.rows[-1].exact) == (797.5, False)
    exact = sl.parse_log(_row("m", 1025, 797) + _meta(7, 0, 1025, 797))
    assert (exact.rows[-1].wins, exact.rows[-1].exact, exact.seed) == (797, True, 7)


def test_a_repeated_row_is_read_once_and_counts_that_go_down_are_refused() -> None:
    text = _row("m", 25, 20) + _row("m", 50, 39) + _row("m", 50, 39)
    assert [r.games for r in sl.parse_log(text).rows] == [25, 50]
    with pytest.raises(ValueError, match="go down"):
        sl.parse_log(_row("m", 50, 39) + _row("m", 25, 20))
    with pytest.raises(ValueError, match="more than one pairing"):
        sl.parse_log(_row("m", 25, 20) + _row("e", 50, 40))
    with pytest.raises(ValueError, match="no running figures"):
        sl.parse_log("| m vs expert | 0 | 0.0% | x | no " + TAIL + "\n| m vs expert | 25 | inf% |")


def test_strength_writes_the_exact_counts_and_its_start(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--pairs", "intermediate/beginner", "--games", "2", "--chunk", "1", "--jobs", "1"]
    assert strength.main([*args, "--start", "3", "--seed", "11"]) == 0
    log = sl.parse_log(capsys.readouterr().err)
    assert (log.seed, log.start, [r.games for r in log.rows]) == (11, 3, [1, 2])
    assert all(r.exact for r in log.rows)
    with pytest.raises(SystemExit):
        strength.main([*args, "--start", "-1"])


# ---------------------------------------------------------------- paired chunks
def test_chunks_are_paired_by_the_wins_within_each() -> None:
    # Chunk wins 15, 16, 14 against 13, 16, 15: differences +8, 0, -4 games per 100.
    p = pc.paired(sl.parse_log(_log("v", [15, 31, 45])), sl.parse_log(_log("m", [13, 29, 44])))
    assert (p.games, p.first_wins, p.second_wins) == (75, 45, 44)
    assert p.mean == pytest.approx(100 / 75)
    # Equal chunks: the half width is t(2 df) times the sd of (8, 0, -4) over sqrt(3);
    # their squared deviations from 4/3 add up to 224/3, so the variance is 112/3.
    assert p.half_width == pytest.approx(4.303 * (112 / 3) ** 0.5 / 3**0.5)


def test_a_part_from_a_later_game_is_paired_with_the_same_games() -> None:
    default = sl.parse_log(_log("m", [20, 40, 55, 75]))  # games 0-99
    part = sl.parse_log(_log("v", [18, 38], seed=None), start=50)  # games 50-99
    p = pc.paired(part, default)
    # Games 50-74: 18 against 55 - 40 = 15; games 75-99: 20 against 20.
    assert [(c.games, c.first_wins, c.second_wins) for c in p.chunks] == [
        (25, 18, 15),
        (25, 20, 20),
    ]


def test_a_shorter_run_or_another_chunking_is_compared_where_both_report() -> None:
    short = sl.parse_log(_log("v", [15, 31]))
    long = sl.parse_log(_log("m", [13, 29, 44]))
    assert pc.paired(short, long).games == 50
    by_50 = sl.parse_log(_log("m", [29, 60], chunk=50))
    by_25 = sl.parse_log(_log("v", [15, 31, 45, 62]))
    p = pc.paired(by_25, by_50)
    assert [(c.games, c.first_wins, c.second_wins) for c in p.chunks] == [
        (50, 31, 29),
        (50, 31, 31),
    ]


def test_runs_that_cannot_be_paired_are_refused() -> None:
    with pytest.raises(ValueError, match="different opponents"):
        pc.paired(
            sl.parse_log(_log("m", [15])), sl.parse_log(_log("m", [15], opponent="intermediate"))
        )
    with pytest.raises(ValueError, match="different seeds"):
        pc.paired(sl.parse_log(_log("v", [15], seed=1)), sl.parse_log(_log("m", [15], seed=2)))
    with pytest.raises(ValueError, match="share no chunk"):
        pc.paired(sl.parse_log(_log("v", [15]), start=100), sl.parse_log(_log("m", [15, 30])))


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
    # 51 against 39 of 75 games: +16 per 100.
    assert out[-1].startswith("pooled: 75 games: 51 won against 39; paired by 3 chunks, +16.0")
    bad = tmp_path / "empty.err"
    bad.write_text("nothing\n", encoding="utf-8")
    assert pc.main([str(bad), files[0]]) == 1
    assert "no running figures" in capsys.readouterr().err
    assert pc.main([str(tmp_path / "gone.err"), files[0]]) == 1
    assert pc.main([files[0]]) == 2


# -------------------------------------------------------------------- pooling
def test_parts_pool_into_the_readme_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = tmp_path / "a.err"
    b = tmp_path / "b.err"
    c = tmp_path / "c.err"
    tail_a = "| 1500 / 1700 | 200 / 60 | 800 / 7 | 13.00 / 7.00 | 12.0 / 97.0 | 0 / 0 | 25 |"
    tail_b = "| 500 / 300 | 100 / 40 | 200 / 3 | 14.00 / 8.00 | 11.0 / 101.4 | 0 / 0 | 5 |"
    a.write_text(_row("master", 425, 333, tail_a), encoding="utf-8")  # an older log
    b.write_text(_row("master", 75, 60, tail_b) + _meta(9, 0, 75, 60), encoding="utf-8")
    c.write_text(_row("master", 25, 20, tail_b) + _meta(9, 75, 25, 20), encoding="utf-8")
    assert pool.main([str(a), str(b), str(c)]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    assert row.startswith("| master vs expert | 525 | 78.7% |")  # 413 of 525
    assert row.endswith("| 2,500 / 2,300 | 400 / 140 | 1,200 / 13 | 97–101 ms |")


def test_parts_that_cannot_be_pooled_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def write(name: str, text: str) -> str:
        f = tmp_path / name
        f.write_text(text, encoding="utf-8")
        return str(f)

    first = write("first.err", _row("master", 50, 40) + _meta(9, 0, 50, 40))
    overlapping = write("overlap.err", _row("master", 50, 40) + _meta(9, 25, 50, 40))
    assert pool.main([first, overlapping]) == 1
    assert "share games" in capsys.readouterr().err
    other = write("other.err", _row("variant", 25, 20))
    assert pool.main([first, other]) == 1
    assert "different pairings" in capsys.readouterr().err
    doubtful = write("doubt.err", _row("master", 1025, 797))
    assert pool.main([doubtful]) == 1
    assert "not exact" in capsys.readouterr().err
    assert pool.main([first, first]) == 1
    assert "twice" in capsys.readouterr().err


def test_a_row_with_unreadable_counts_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The gins cell is not two counts: reported, not raised while pooling.
    f = tmp_path / "bad.err"
    tail = "| 10 / 9 | one / 1 | 0 / 0 | 12.00 / 10.00 | 1.0 / 2.0 | 1.0 / 2.0 | 0.5 |"
    f.write_text(_row("master", 25, 20, tail), encoding="utf-8")
    assert pool.main([str(f)]) == 1
    assert "bad.err" in capsys.readouterr().err

"""The scoresheet rows and the game-end tally agree with the engine, for every preset."""

from __future__ import annotations

import pytest
from testkit.scripted_play import play, play_match

from ginrummy_desktop.model import PRESETS, LineCode, Match
from ginrummy_desktop.model.match import final_tally
from ginrummy_desktop.persistence import build_sheet, final_rows
from ginrummy_desktop.persistence.export import csv_bytes


@pytest.mark.parametrize("name", list(PRESETS))
@pytest.mark.parametrize("seed", [0, 1, 5])
def test_sheet_equals_engine(name: str, seed: int) -> None:
    match = play_match(PRESETS[name], seed=seed)
    sheet = build_sheet(match)
    assert len(sheet.rows) == len(match.records)
    running = [0, 0]
    for row, record in zip(sheet.rows, match.records, strict=True):
        assert row.totals_after == record.totals_after
        assert row.boxes_after == record.boxes_after
        assert row.points == sum(ln.points for ln in row.lines) == record.result.points
        if row.winner is not None:
            running[row.winner] += row.points
        assert tuple(running) == row.totals_after
    result = match.game_result
    assert result is not None and sheet.result == result and sheet.hand_in_play is None
    by_code = {r.code: r for r in sheet.final}
    assert by_code[LineCode.HAND_POINTS].points == result.hand_points
    assert by_code[LineCode.FINAL_TOTAL].points == result.final_totals
    own = PRESETS[name].shutout_game_bonus is not None
    bonus_code = LineCode.SHUTOUT_BONUS if result.shutout and own else LineCode.GAME_BONUS
    bonus = PRESETS[name].effective_shutout_bonus if result.shutout and own else None
    bonus = PRESETS[name].game_bonus if bonus is None else bonus
    assert (bonus_code in by_code) == bool(bonus)  # no line for a bonus of nothing
    if bonus:  # the loser's cell is 0, as their box bonus is 0 for no box, not blank
        loser = 1 - result.winner
        assert by_code[bonus_code].points[result.winner] == bonus
        assert by_code[bonus_code].points[loser] == 0
    if PRESETS[name].box_bonus:
        box = by_code[LineCode.BOX_BONUS]
        assert box.counts == result.boxes
        assert box.points == tuple(b * PRESETS[name].box_bonus for b in result.boxes)
    else:
        assert LineCode.BOX_BONUS not in by_code
    diff = by_code[LineCode.FINAL_DIFFERENCE].points
    assert diff[result.winner] == result.difference and diff[1 - result.winner] is None
    assert [r.code for r in sheet.final][-1] is LineCode.FINAL_DIFFERENCE


def test_shutout_tally_lines() -> None:
    rules = PRESETS["finnish_1"]
    result = final_tally(rules, 0, [112, 0], [7, 0])
    rows = {r.code: r for r in final_rows(result)}
    # Every cell of a line that adds to the columns has a number: the loser's game bonus
    # read blank beside their box bonus of 0 (play-test); the difference is the winner's.
    assert rows[LineCode.SHUTOUT_BONUS].points == (200, 0)
    assert rows[LineCode.BOX_BONUS].points == (140, 0)
    assert rows[LineCode.BOX_BONUS].counts == (7, 0)
    assert rows[LineCode.FINAL_TOTAL].points == (452, 0)
    assert rows[LineCode.FINAL_DIFFERENCE].points == (452, None)


def test_sheet_mid_match() -> None:
    match = play(Match(PRESETS["standard"], seed=9), seed=9, steps=70)
    sheet = build_sheet(match)
    assert sheet.result is None and sheet.final == ()
    assert sheet.totals == tuple(match.totals)
    if not match.current.is_over:
        assert sheet.hand_in_play == match.hand_number
        assert sheet.dealer_in_play == match.current.dealer


def test_csv_bytes_quotes_and_bom() -> None:
    data = csv_bytes([["Jako", "Sinä; tietokone", None], [1, "a,b", 3]], delimiter=";")
    assert data.startswith(b"\xef\xbb\xbf")
    text = data.decode("utf-8-sig")
    assert text.splitlines() == ['Jako;"Sinä; tietokone";', "1;a,b;3"]

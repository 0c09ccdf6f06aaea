"""The sheet with Hollywood's three games, the score pad's sheet, and their CSV rows."""

from __future__ import annotations

import csv
import dataclasses
import io

import pytest
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS, LineCode, Match, ScoreLine
from ginrummy_desktop.model.scorepad import ScorePad, entry_for
from ginrummy_desktop.persistence import build_sheet, csv_bytes
from ginrummy_desktop.persistence.sheet import FinalRow, SheetRow, build_pad_sheet
from ginrummy_desktop.persistence.sheet_csv import CsvHeading, sheet_csv_rows


class Words:
    """Plain English words, as a UI would give them translated."""

    def __init__(self, names: tuple[str, str] = ("You", "Computer")) -> None:
        self.names = names

    def player(self, player: int) -> str:
        return self.names[player]

    def heading(self, heading: CsvHeading, player: int | None = None) -> str:
        word = heading.value.replace("_", " ")
        return word if player is None else f"{self.names[player]}: {word}"

    def game(self, number: int) -> str:
        return f"Game {number}"

    def how(self, row: SheetRow) -> str:
        return row.outcome.value

    def line(self, line: ScoreLine) -> str:
        return line.code.value

    def final_label(self, row: FinalRow) -> str:
        if row.code is LineCode.GAME_DIFFERENCE:
            count = row.counts[0] if row.counts[0] is not None else row.counts[1]
            return f"game {count}"
        return row.code.value


def _pad_of(match: Match, names: tuple[str, str] = ("Aino", "Bjørn")) -> ScorePad:
    pad = ScorePad(match.rules, names=names, first_dealer=match.first_dealer)
    for record in match.records:
        pad.add(entry_for(record))
    return pad


@pytest.mark.parametrize("name", list(PRESETS))
def test_hollywood_sheet_follows_the_games(name: str) -> None:
    match = play_match(PRESETS[name].with_changes(hollywood=True), seed=3)
    sheet = build_sheet(match)
    hw = match.hollywood
    assert hw is not None and hw.is_over and len(sheet.games) == 3
    running = [[0, 0], [0, 0], [0, 0]]
    for row, record in zip(sheet.rows, match.records, strict=True):
        step = record.hollywood
        assert step is not None and len(row.games) == 3
        for g, cell in enumerate(row.games):
            assert cell.written == (g in step.scored_in)
            if cell.written:
                assert row.winner is not None
                running[g][row.winner] += row.points
                assert row.points_in_game(g, row.winner) == row.points
            else:
                assert row.points_in_game(g, 0) is None and row.points_in_game(g, 1) is None
            assert list(cell.totals_after) == running[g]
    for game, score in zip(sheet.games, hw.games, strict=True):
        assert game.result == score.result and game.result is not None
        assert game.totals == score.totals and game.final
        assert [f.code for f in game.final][-1] is LineCode.FINAL_DIFFERENCE
    assert sum(sum(c.ended_here for c in r.games) for r in sheet.rows) == 3
    # The match result keeps a row per game, then the sum.
    codes = [f.code for f in sheet.final]
    assert codes == [LineCode.GAME_DIFFERENCE] * 3 + [LineCode.MATCH_DIFFERENCE]
    result = match.game_result
    assert result is not None
    per_game = [f.points[g.winner] for f, g in zip(sheet.final, result.games, strict=False)]
    assert per_game == [g.difference for g in result.games]


@pytest.mark.parametrize("hollywood", [False, True])
def test_the_pad_sheet_is_the_match_sheet(hollywood: bool) -> None:
    match = play_match(PRESETS["finnish_2"].with_changes(hollywood=hollywood), seed=6)
    played, written = build_sheet(match), build_pad_sheet(_pad_of(match))
    assert written.names == ("Aino", "Bjørn") and played.names is None
    assert [dataclasses.replace(r, deal_number=0, deal_code="") for r in played.rows] == list(
        written.rows
    )
    assert (written.totals, written.boxes, written.result, written.final, written.games) == (
        played.totals,
        played.boxes,
        played.result,
        played.final,
        played.games,
    )
    assert written.hand_in_play is None


def test_a_pad_sheet_mid_game_names_the_next_hand_and_dealer() -> None:
    match = play_match(PRESETS["standard"], seed=6)
    pad = ScorePad(match.rules, first_dealer=match.first_dealer)
    for record in match.records[:2]:
        pad.add(entry_for(record))
    sheet = build_pad_sheet(pad)
    assert sheet.hand_in_play == 3 and sheet.dealer_in_play == match.records[2].dealer
    assert sheet.result is None and sheet.final == ()


def _read(rows: list[list[object]]) -> list[list[str]]:
    return list(csv.reader(io.StringIO(csv_bytes(rows).decode("utf-8-sig"))))


def test_csv_of_a_single_game_match() -> None:
    match = play_match(PRESETS["standard"], seed=1)
    sheet = build_sheet(match)
    table = _read(sheet_csv_rows(sheet, Words()))
    header = table[0]
    assert header[:3] == ["hand", "dealer", "deal number"]
    assert "You: total" in header and "Computer: boxes" in header
    total = header.index("Computer: total")
    for line, row in zip(table[1:], sheet.rows, strict=False):
        assert line[total] == str(row.totals_after[1])
        assert line[2] == str(row.deal_number)
        # Who knocked, by name (play-test h146).
        knocker = "" if row.knocker is None else ("You", "Computer")[row.knocker]
        assert line[header.index("knocker")] == knocker
    assert header[-1] == "knocker"  # last: the columns before keep their places
    assert {line[header.index("knocker")] for line in table[1 : len(sheet.rows) + 1]} >= {
        "You",
        "Computer",
    }
    tally = table[len(sheet.rows) + 2 :]
    assert tally[0] == ["final tally", "You", "Computer"]
    assert [t[0] for t in tally[1:]] == [f.code.value for f in sheet.final]


def test_csv_of_a_hollywood_pad_has_the_three_games_and_names() -> None:
    match = play_match(PRESETS["finnish_1"].with_changes(hollywood=True), seed=2)
    sheet = build_pad_sheet(_pad_of(match))
    table = _read(sheet_csv_rows(sheet, Words(("Aino", "Bjørn"))))
    header = table[0]
    assert "deal number" not in header and "knocker" not in header  # "how" names them
    for g in (1, 2, 3):
        assert f"Game {g}: Bjørn: total" in header
    col = header.index("Game 3: Aino: total")
    for line, row in zip(table[1:], sheet.rows, strict=False):
        cell = row.games[2]
        expected = str(cell.totals_after[0]) if cell.opened[0] else ""
        assert line[col] == expected
    titles = [t[0] for t in table if t and t[0].endswith("final tally")]
    assert titles == ["Game 1: final tally", "Game 2: final tally", "Game 3: final tally"]
    start = next(i for i, t in enumerate(table) if t and t[0] == "match result")
    assert [t[0] for t in table[start + 1 :]] == ["game 1", "game 2", "game 3", "match_difference"]
    result = sheet.result
    assert result is not None
    assert table[-1][1 + result.winner] == str(result.difference)

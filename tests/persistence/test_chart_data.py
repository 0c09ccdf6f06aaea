"""The charts' data: running totals of arranged sheets, results over time from an
arranged history."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.model.padentry import PadEnding, PadEntry
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence import HistoryDB, build_sheet
from ginrummy_desktop.persistence.chart_data import (
    WinKind,
    WinShares,
    level_charts,
    rolling_results,
    running_totals,
)
from ginrummy_desktop.persistence.sheet import build_pad_sheet

STANDARD = PRESETS["standard"]


def knock(knocker: int, k: int, d: int) -> PadEntry:
    return PadEntry(PadEnding.KNOCK, knocker, k, d)


def gin(knocker: int, d: int) -> PadEntry:
    return PadEntry(PadEnding.GIN, knocker, 0, d)


VOID = PadEntry(PadEnding.VOID)


def test_running_totals_of_an_arranged_game() -> None:
    pad = ScorePad(STANDARD, names=("Kari", "Ola"))
    for entry in (knock(0, 6, 21), VOID, knock(0, 8, 5), gin(1, 30), gin(1, 20)):
        pad.add(entry)  # 15 | void | undercut 28 | gin 55 | gin 45: 15 - 128
    chart = running_totals(build_pad_sheet(pad))
    assert chart.target == 100 and chart.hands == 5 and not chart.hollywood
    assert chart.names == ("Kari", "Ola") and chart.top == 128
    (game,) = chart.games
    assert game.number == 0 and game.ended_at == 5 and game.winner == 1
    assert [(p.hand, p.total, p.box) for p in game.lines[0]] == [
        (0, 0, False),
        (1, 15, True),
        (2, 15, False),
        (3, 15, False),
        (4, 15, False),
        (5, 15, False),
    ]
    assert [p.total for p in game.lines[1]] == [0, 0, 0, 28, 83, 128]
    assert [p.hand for p in game.lines[1] if p.box] == [3, 4, 5]
    assert (game.boxes(0), game.boxes(1)) == pad.boxes == (1, 3)


def test_a_game_in_play_has_not_ended() -> None:
    pad = ScorePad(STANDARD)
    pad.add(knock(1, 2, 12))
    (game,) = running_totals(build_pad_sheet(pad)).games
    assert game.ended_at is None and game.winner is None
    assert game.final_total(1) == 10 and game.boxes(1) == 1


def test_an_empty_sheet_has_the_start_only() -> None:
    chart = running_totals(build_pad_sheet(ScorePad(STANDARD)))
    assert chart.hands == 0 and chart.top == 100
    assert [len(line) for line in chart.games[0].lines] == [1, 1]


def test_hollywood_games_open_and_end_hand_by_hand() -> None:
    pad = ScorePad(STANDARD.with_changes(hollywood=True))
    # Player 0 wins 60, 50, 40: game 1 gets 60 and 50 (110 ends it on hand 3),
    # game 2 gets 50 and 40, game 3 gets 40; player 1's one win is in game 1.
    pad.add(gin(0, 35))  # 60: game 1
    pad.add(knock(1, 3, 13))  # player 1's first win, 10: game 1
    pad.add(gin(0, 25))  # 50: games 1 (110, ends) and 2
    pad.add(gin(0, 15))  # 40: games 2 (90) and 3 (40)
    chart = running_totals(build_pad_sheet(pad))
    assert chart.hollywood and [g.number for g in chart.games] == [1, 2, 3]
    one, two, three = chart.games
    assert one.ended_at == 3 and one.winner == 0
    assert [p.total for p in one.lines[0]] == [0, 60, 60, 110]  # stops where it ended
    assert [p.total for p in one.lines[1]] == [0, 0, 10, 10]
    assert [p.total for p in two.lines[0]] == [0, 0, 0, 50, 90]
    assert [p.hand for p in two.lines[0] if p.box] == [3, 4]
    assert [p.total for p in three.lines[0]] == [0, 0, 0, 0, 40]
    assert two.ended_at is None and three.winner is None
    # Each column is drawn from the hand before the win that opened it; a column not
    # open has no line (a line at 0 read as a game played at 0: play-test).
    assert [one.opened_after, two.opened_after, three.opened_after] == [
        (0, 1),
        (2, None),
        (3, None),
    ]
    assert [p.total for p in two.drawn(0)] == [0, 50, 90]
    assert [p.hand for p in three.drawn(0)] == [3, 4]
    assert two.drawn(1) == () and three.drawn(1) == ()
    assert not two.is_open(0, 2) and two.is_open(0, 3) and not three.is_open(1, 4)
    assert (one.boxes(0), one.boxes(1), two.boxes(1), three.boxes(0)) == (2, 1, 0, 1)


@pytest.mark.parametrize("name", list(PRESETS))
def test_played_match_boxes_and_totals_agree_with_the_sheet(name: str) -> None:
    for hollywood in (False, True):
        sheet = build_sheet(play_match(PRESETS[name].with_changes(hollywood=hollywood), seed=5))
        chart = running_totals(sheet)
        assert chart.target == sheet.rules.target
        if hollywood:
            for series, game in zip(chart.games, sheet.games, strict=True):
                assert (series.final_total(0), series.final_total(1)) == game.totals
                assert (series.boxes(0), series.boxes(1)) == game.boxes
                assert series.ended_at is not None
        else:
            (series,) = chart.games
            assert (series.final_total(0), series.final_total(1)) == sheet.totals
            assert (series.boxes(0), series.boxes(1)) == sheet.boxes
            assert max(series.final_total(0), series.final_total(1)) >= chart.target


# ------------------------------------------------------------------ history
def _arranged_history(tmp_path: Path) -> HistoryDB:
    """Matches and hands written as rows, in the history's own schema."""
    db = HistoryDB(tmp_path)
    db.close()
    conn = sqlite3.connect(db.path)
    # (match, level, winner, finished_at, hands: (winner, outcome, points))
    Hands = list[tuple[int | None, str, int]]
    matches: list[tuple[str, str, int | None, str | None, Hands]] = [
        ("m1", "expert", 0, "2026-01-01T10:00:00", [(0, "knock", 20), (1, "gin", 40)]),
        ("m2", "expert", 1, "2026-01-02T10:00:00", [(1, "undercut", 30), (1, "knock", 10)]),
        ("m3", "expert", 0, "2026-01-03T10:00:00", [(0, "big_gin", 60), (None, "void", 0)]),
        ("m4", "beginner", 0, "2026-01-02T12:00:00", [(0, "undercut", 25), (0, "tie", 5)]),
        ("m5", "expert", None, None, [(0, "gin", 30)]),  # abandoned: no result over time
    ]
    for match_id, level, winner, finished, hands in matches:
        conn.execute(
            "INSERT INTO matches (match_id, started_at, finished_at, preset, rules, ai_level,"
            " seed, winner) VALUES (?, ?, ?, 'standard', '{}', ?, 1, ?)",
            (match_id, "2026-01-01T09:00:00", finished, level, winner),
        )
        for number, (w, outcome, points) in enumerate(hands, start=1):
            conn.execute(
                "INSERT INTO hands (match_id, number, played_at, preset, rules, ai_level,"
                " dealer, deal_number, outcome, knocker, winner, points, knocker_deadwood,"
                " defender_deadwood, total_you, total_computer, boxes_you, boxes_computer,"
                " lines) VALUES (?, ?, '2026-01-01T09:00:00', 'standard', '{}', ?, 0, 1, ?,"
                " ?, ?, ?, 0, 0, 0, 0, 0, 0, '[]')",
                (match_id, number, level, outcome, w, w, points),
            )
    conn.commit()
    conn.close()
    return HistoryDB(tmp_path)


def test_level_charts_from_arranged_rows(tmp_path: Path) -> None:
    charts = level_charts(_arranged_history(tmp_path), window=2)
    assert set(charts) == {None, "beginner", "expert"}
    expert = charts["expert"]
    assert [(r.game, r.won, r.window) for r in expert.results] == [
        (1, True, 1),
        (2, False, 2),
        (3, True, 2),
    ]
    assert [r.win_rate for r in expert.results] == [1.0, 0.5, 0.5]
    # The person's points over the window's hands: 20/2, (20+0)/4, (0+60)/4.
    assert [r.points_per_hand for r in expert.results] == [10.0, 5.0, 15.0]
    you, computer = expert.shares
    assert you.counts == {WinKind.KNOCK: 1, WinKind.GIN: 2, WinKind.UNDERCUT: 0, WinKind.OTHER: 0}
    assert computer.counts[WinKind.GIN] == 1 and computer.counts[WinKind.UNDERCUT] == 1
    assert computer.won == 3 and computer.share(WinKind.KNOCK) == pytest.approx(1 / 3)
    beginner = charts["beginner"]
    assert beginner.shares[0].counts[WinKind.OTHER] == 1  # the tie that paid
    assert beginner.shares[1].won == 0 and beginner.shares[1].share(WinKind.GIN) is None
    # All levels: by finishing time, m4 (beginner) comes between m2 and m3.
    overall = charts[None]
    assert [r.finished_at[:10] for r in overall.results] == [
        "2026-01-01",
        "2026-01-02",
        "2026-01-02",
        "2026-01-03",
    ]
    assert [r.won for r in overall.results] == [True, False, True, True]
    assert overall.shares[0].won == 5  # expert 3 (m5 abandoned, its gin counts), beginner 2


def test_empty_history_has_no_points(tmp_path: Path) -> None:
    charts = level_charts(HistoryDB(tmp_path))
    assert list(charts) == [None]
    assert charts[None].results == () and charts[None].shares[0].won == 0


def test_rolling_results_window_and_no_hands() -> None:
    points = rolling_results([(True, "a", (0, 0)), (False, "b", (4, 8)), (False, "c", (2, 0))], 2)
    assert [p.points_per_hand for p in points] == [None, 2.0, 8 / 6]
    assert [p.win_rate for p in points] == [1.0, 0.5, 0.0]


def test_a_window_holds_a_match(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        level_charts(HistoryDB(tmp_path), window=0)


def test_an_abandoned_match_is_marked_as_such_over_time(tmp_path: Path) -> None:
    """The charts' table called an abandoned game "Lost" where the history says
    abandoned (play-test 9): its point says which it was."""
    db = _arranged_history(tmp_path)
    db.close()
    conn = sqlite3.connect(db.path)
    conn.execute(
        "INSERT INTO matches (match_id, started_at, abandoned_at, preset, rules, ai_level,"
        " seed, winner) VALUES ('m6', '2026-01-04T09:00:00', '2026-01-04T10:00:00',"
        " 'standard', '{}', 'expert', 1, NULL)"
    )
    conn.commit()
    conn.close()
    expert = level_charts(HistoryDB(tmp_path), window=2)["expert"]
    assert [(r.game, r.won, r.abandoned) for r in expert.results] == [
        (1, True, False),
        (2, False, False),
        (3, True, False),
        (4, False, True),
    ]


def test_shares_in_whole_percent_add_up_to_100() -> None:
    """1, 1 and 4 hands of 6 read 17 % + 17 % + 67 % = 101 % (play-test 9)."""
    shares = WinShares(0, {WinKind.KNOCK: 1, WinKind.GIN: 1, WinKind.UNDERCUT: 4, WinKind.OTHER: 0})
    shown = shares.percents()
    assert sum(shown.values()) == 100
    assert shown == {WinKind.KNOCK: 17, WinKind.GIN: 17, WinKind.UNDERCUT: 66, WinKind.OTHER: 0}
    thirds = WinShares(0, {WinKind.KNOCK: 1, WinKind.GIN: 1, WinKind.UNDERCUT: 1, WinKind.OTHER: 0})
    assert sorted(thirds.percents().values()) == [0, 33, 33, 34]
    none = WinShares(1, dict.fromkeys(WinKind, 0))
    assert set(none.percents().values()) == {0}


def test_abandoned_marks_every_match_or_none() -> None:
    finished = [(True, "a", (1, 1)), (False, "b", (1, 0))]
    with pytest.raises(ValueError):
        rolling_results(finished, 2, abandoned=[True])
    assert [p.abandoned for p in rolling_results(finished, 2)] == [False, False]
    assert [p.abandoned for p in rolling_results(finished, 2, abandoned=[False, True])] == [
        False,
        True,
    ]

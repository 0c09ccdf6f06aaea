"""Duplicate deals in the history: the migration from version 4, recording once per deal,
and the statistics' duplicate average per reference level over time."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ginrummy_desktop.persistence import SCHEMA_VERSION, HistoryDB
from ginrummy_desktop.persistence.duplicate_history import (
    RECENT,
    duplicate_averages,
    duplicate_rows,
    record_duplicate,
)
from ginrummy_desktop.persistence.schema import MIGRATIONS, SCHEMA_V1

START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def _record(db: HistoryDB, match_id: str, number: int, level: str, mine: int, ref: int, i: int):
    record_duplicate(
        db,
        match_id=match_id,
        number=number,
        reference_level=level,
        opponent_level="advanced",
        person_points=mine,
        reference_points=ref,
        reference_outcome="knock",
        reference_actions=[{"kind": "pass", "player": 0}],
        record={"hand_index": number - 1},
        now=START + timedelta(minutes=i),
    )


def test_migration_from_version_5_adds_the_table_and_keeps_rows(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        SCHEMA_V1 + "".join(MIGRATIONS[v] for v in (1, 2, 3, 4)) + "PRAGMA user_version = 5;"
    )
    conn.execute(
        "INSERT INTO matches (match_id, started_at, preset, rules, ai_level, seed)"
        " VALUES ('v5', '2026-01-01T00:00:00+00:00', 'standard', '{}', 'expert', 1)"
    )
    conn.commit()
    conn.close()
    db = HistoryDB(path=path)
    assert db.problem is None and db.schema_version == SCHEMA_VERSION == 9
    assert [m.match_id for m in db.matches()] == ["v5"]
    assert duplicate_rows(db) == [] and duplicate_averages(db) == []


def test_a_deal_is_recorded_once_with_both_results(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    _record(db, "m", 1, "expert", 25, -10, 0)
    _record(db, "m", 1, "expert", 25, -10, 1)  # again after a resume: not counted twice
    (row,) = duplicate_rows(db)
    assert (row.person_points, row.reference_points, row.score) == (25, -10, 35)
    assert row.reference_actions == ({"kind": "pass", "player": 0},)
    assert row.record == {"hand_index": 0}
    db.reset()
    assert duplicate_rows(db) == []


def test_the_average_per_level_over_all_and_the_latest_deals(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    # Expert: 10 early deals at -10 each, then RECENT deals at +5: getting better.
    scores = [-10] * 10 + [5] * RECENT
    for i, s in enumerate(scores):
        _record(db, f"e{i // 5}", i % 5 + 1, "expert", s, 0, i)
    _record(db, "a", 1, "advanced", 0, 12, 100)
    expert, advanced = duplicate_averages(db)
    assert expert.level == "expert" and expert.deals == len(scores)
    assert expert.total == sum(scores)
    assert expert.average == sum(scores) / len(scores)
    assert (expert.recent_deals, expert.recent_average) == (RECENT, 5.0)
    assert expert.first_played < expert.last_played
    assert (advanced.level, advanced.deals, advanced.average) == ("advanced", 1, -12.0)


def test_the_series_per_level_is_the_average_after_each_deal(tmp_path: Path) -> None:
    from ginrummy_desktop.persistence.duplicate_history import duplicate_series

    db = HistoryDB(tmp_path)
    # Expert's scores by hand: 6, -2, 10, 4 (and one Advanced deal in between).
    for i, (level, mine, ref) in enumerate(
        [("expert", 10, 4), ("expert", 0, 2), ("advanced", -5, 0), ("expert", 10, 0),
         ("expert", 4, 0)]
    ):  # fmt: skip
        _record(db, f"m{i}", 1, level, mine, ref, i)
    expert, advanced = duplicate_series(db, window=3)
    assert expert.level == "expert" and advanced.level == "advanced"
    assert [p.deal for p in expert.points] == [1, 2, 3, 4]
    assert [p.score for p in expert.points] == [6, -2, 10, 4]
    # Running: 6/1, 4/2, 14/3, 18/4; over the latest three: 6/1, 4/2, 14/3, (-2+10+4)/3.
    assert [p.running_average for p in expert.points] == [6.0, 2.0, 14 / 3, 4.5]
    assert [p.rolling_average for p in expert.points] == [6.0, 2.0, 14 / 3, 4.0]
    assert [(p.score, p.running_average, p.rolling_average) for p in advanced.points] == [
        (-5, -5.0, -5.0)
    ]
    # By default the latest RECENT deals, as the averages' "lately" line.
    (default,) = [s for s in duplicate_series(db) if s.level == "expert"]
    assert [p.rolling_average for p in default.points] == [6.0, 2.0, 14 / 3, 4.5]
    assert duplicate_series(HistoryDB(tmp_path / "empty")) == []


def test_a_game_continued_from_an_earlier_hand_drops_the_deals_after_it(tmp_path: Path) -> None:
    """Review h118: a save continued from before hands the history holds takes those
    hands out (history_pending.REWOUND); a duplicate match's deals after that point
    stayed, a deal the game no longer had. They go with the hands; those before stay."""
    import random

    from testkit.scripted_play import choose, play_match

    from ginrummy_desktop.model import PRESETS, Match
    from ginrummy_desktop.persistence.history import rewound_entry

    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["standard"], seed=5)
    assert len(match.records) >= 3
    for record in match.records[:3]:
        db.record_hand(match_id="m", match=match, record=record, ai_level="expert")
    for number in (1, 2, 3):
        _record(db, "m", number, "expert", 10, 5, number)
    _record(db, "other", 3, "expert", 10, 5, 9)  # another game's third deal stays
    earlier = Match(PRESETS["standard"], seed=5)  # the save, one hand finished
    rng = random.Random(5)
    while not earlier.records:
        earlier.apply(choose(earlier, rng))
    db._submit(rewound_entry("m", earlier, "expert"))
    assert sorted(h.number for h in db.hands() if h.match_id == "m") == [1]
    assert sorted((r.match_id, r.number) for r in duplicate_rows(db)) == [("m", 1), ("other", 3)]

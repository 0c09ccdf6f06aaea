"""The SQLite history: recording, idempotence, schema migration, damaged databases."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.persistence import SCHEMA_VERSION, DbProblem, HistoryDB
from ginrummy_desktop.persistence.schema import MIGRATIONS, SCHEMA_V1


def _record(db: HistoryDB, match: Match, match_id: str, level: str) -> None:
    for record in match.records:
        db.record_hand(match_id=match_id, match=match, record=record, ai_level=level)
    if match.game_result is not None:
        db.record_match(match_id=match_id, match=match, result=match.game_result, ai_level=level)


def test_new_database_has_current_schema(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    assert db.schema_version == SCHEMA_VERSION
    assert db.problem is None and db.hands() == [] and db.matches() == []


def test_has_played_says_whether_anything_was_recorded(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    assert not db.has_played()
    match = play_match(PRESETS["standard"], seed=4)
    db.record_abandoned(match_id="m1", match=match, ai_level="expert")
    assert db.has_played()
    # A database that could not be opened has no history to tell of.
    assert not HistoryDB(path=Path(":memory:")).has_played()


def test_hands_and_match_are_recorded(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["finnish_2"], seed=4)
    _record(db, match, "m1", "expert")
    _record(db, match, "m1", "expert")  # recorded twice (e.g. after a resume): no duplicates
    hands = db.hands()
    assert len(hands) == len(match.records)
    by_number = {h.number: h for h in hands}
    for record in match.records:
        row = by_number[record.number]
        assert row.deal_number == record.deal_number
        assert row.outcome == record.result.outcome.value
        assert row.winner == record.result.winner
        assert row.points == record.result.points
        assert row.totals == record.totals_after and row.boxes == record.boxes_after
        assert row.rules == PRESETS["finnish_2"] and row.preset == "finnish_2"
        assert row.ai_level == "expert"
        deal = match.deals[record.number - 1]
        assert row.actions == [a.to_dict() for a in deal.actions]
        assert [ln["points"] for ln in row.lines] == [ln.points for ln in record.result.lines]
    (m,) = db.matches()
    result = match.game_result
    assert result is not None
    assert m.winner == result.winner and m.final == result.final_totals
    assert m.difference == result.difference and m.finished_at is not None


def test_recorded_actions_replay_the_hand(tmp_path: Path) -> None:
    from ginrummy_desktop.model import Deal
    from ginrummy_desktop.model.actions import action_from_dict

    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["standard"], seed=2)
    _record(db, match, "m", "beginner")
    for row in db.hands():
        assert row.rules is not None
        deal = Deal(row.rules, dealer=row.dealer, deal_number=row.deal_number)
        for raw in row.actions:
            deal.apply(action_from_dict(raw))
        assert deal.result == match.records[row.number - 1].result


def _v1_database(path: Path) -> sqlite3.Connection:
    """A file as version 1 of the game left it, with one unfinished match; still open."""
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA_V1 + "PRAGMA user_version = 1;")
    conn.execute(
        "INSERT INTO matches (match_id, started_at, preset, rules, ai_level, seed)"
        " VALUES ('old', '2025-01-01T00:00:00+00:00', 'standard', '{}', 'beginner', 1)"
    )
    return conn


def test_migration_from_version_1_keeps_rows(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = _v1_database(path)
    conn.execute(
        "INSERT INTO hands (match_id, number, played_at, preset, rules, ai_level, dealer,"
        " deal_number, outcome, knocker, winner, points, knocker_deadwood, defender_deadwood,"
        " total_you, total_computer, boxes_you, boxes_computer, lines) VALUES ('old', 1,"
        " '2025-01-01T00:00:00+00:00', 'standard', '{}', 'beginner', 0, 77, 'gin', 0, 0, 40,"
        " 0, 15, 40, 0, 1, 0, '[]')"
    )
    conn.commit()
    conn.close()
    db = HistoryDB(path=path)
    assert db.problem is None and db.schema_version == SCHEMA_VERSION
    (row,) = db.hands()
    assert row.deal_number == 77 and row.points == 40 and row.actions == []
    assert row.rules == PRESETS["standard"]


def _v2_database(path: Path) -> None:
    """A file as version 2 of the game left it: version 1 plus its one migration."""
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA_V1 + MIGRATIONS[1] + "PRAGMA user_version = 2;")
    conn.execute(
        "INSERT INTO matches (match_id, started_at, finished_at, preset, rules, ai_level, seed,"
        " winner, final_you, final_computer, difference)"
        " VALUES ('v2', '2026-01-01T00:00:00+00:00', '2026-01-01T01:00:00+00:00', 'standard',"
        " '{}', 'expert', 1, 0, 120, 40, 80)"
    )
    conn.commit()
    conn.close()


def test_migration_from_version_1_adds_the_assisted_flag(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = _v1_database(path)
    conn.commit()
    conn.close()
    db = HistoryDB(path=path)
    assert db.problem is None and db.schema_version == SCHEMA_VERSION >= 3
    (m,) = db.matches()
    assert m.match_id == "old" and m.assisted is False  # recorded before the aids existed


def test_migration_from_version_2_keeps_rows_unassisted(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _v2_database(path)
    db = HistoryDB(path=path)
    assert db.problem is None and db.schema_version == SCHEMA_VERSION
    (m,) = db.matches()
    assert (m.match_id, m.winner, m.final, m.difference) == ("v2", 0, (120, 40), 80)
    assert m.assisted is False
    columns = [r["name"] for r in db.query("PRAGMA table_info(matches)")]
    assert columns.count("assisted") == 1
    db.close()
    assert HistoryDB(path=path).schema_version == SCHEMA_VERSION  # reopening changes nothing


def test_a_failed_migration_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _v2_database(path)
    conn = sqlite3.connect(path)
    # A column of that name already there makes the step fail halfway through.
    conn.execute("ALTER TABLE matches ADD COLUMN assisted TEXT")
    conn.commit()
    conn.close()
    import pytest

    from ginrummy_desktop.persistence import HistoryError

    with pytest.raises(HistoryError):
        HistoryDB(path=path)
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == 2
    check.close()


def test_assisted_is_set_once_and_never_cleared(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["standard"], seed=5)
    first, *rest = match.records
    db.record_hand(match_id="m", match=match, record=first, ai_level="expert")
    assert db.matches()[0].assisted is False
    db.record_hand(match_id="m", match=match, record=rest[0], ai_level="expert", assisted=True)
    assert db.matches()[0].assisted is True
    for record in rest[1:]:  # the aids switched off later: the match stays assisted
        db.record_hand(match_id="m", match=match, record=record, ai_level="expert")
    assert match.game_result is not None
    db.record_match(match_id="m", match=match, result=match.game_result, ai_level="expert")
    (m,) = db.matches()
    assert m.assisted is True and m.finished_at is not None
    db.mark_assisted("not recorded")  # nothing to mark: no row appears
    assert [r.match_id for r in db.matches()] == ["m"]


def test_mark_assisted_and_record_match_with_the_flag(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    plain = play_match(PRESETS["standard"], seed=6)
    aided = play_match(PRESETS["standard"], seed=7)
    _record(db, plain, "plain", "expert")
    for record in aided.records:
        db.record_hand(match_id="aided", match=aided, record=record, ai_level="expert")
    assert aided.game_result is not None
    db.record_match(
        match_id="aided", match=aided, result=aided.game_result, ai_level="expert", assisted=True
    )
    db.mark_assisted("plain")
    db.mark_assisted("plain")
    assert {m.match_id: m.assisted for m in db.matches()} == {"plain": True, "aided": True}


def test_garbage_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    db = HistoryDB(tmp_path)
    assert db.problem is DbProblem.DAMAGED
    assert db.moved_to is not None and db.moved_to.read_bytes().startswith(b"this is not")
    assert db.schema_version == SCHEMA_VERSION
    _record(db, play_match(PRESETS["standard"], seed=1), "m", "expert")
    assert db.matches()


def test_truncated_database_is_moved_aside(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    for i in range(3):
        _record(db, play_match(PRESETS["standard"], seed=i), f"m{i}", "expert")
    db.close()
    path = tmp_path / "history.sqlite3"
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    db2 = HistoryDB(tmp_path)
    assert db2.problem is DbProblem.DAMAGED
    assert db2.moved_to is not None and db2.moved_to.stat().st_size == len(data) // 3


def test_newer_database_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future (x)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    db = HistoryDB(tmp_path)
    assert db.problem is DbProblem.NEWER
    assert db.moved_to is not None and "newer" in db.moved_to.name


def test_foreign_database_is_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (x)")
    conn.commit()
    conn.close()
    db = HistoryDB(tmp_path)
    assert db.problem is DbProblem.DAMAGED
    assert db.moved_to is not None
    kept = sqlite3.connect(db.moved_to)
    assert kept.execute("SELECT name FROM sqlite_master").fetchall() == [("notes",)]
    kept.close()


def test_reset(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    _record(db, play_match(PRESETS["standard"], seed=1), "m", "expert")
    db.reset()
    assert db.hands() == [] and db.matches() == []


def test_unreadable_recorded_moves_give_none(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["standard"], seed=3)
    _record(db, match, "m", "expert")
    db.close()
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    conn.execute("""UPDATE hands SET actions = '[{"type": "fly"}]' WHERE number = 1""")
    conn.execute("UPDATE hands SET rules = '{\"knock_limit\": 99}' WHERE number = 2")
    conn.commit()
    conn.close()
    rows = {h.number: h for h in HistoryDB(tmp_path).hands()}
    assert rows[1].parsed_actions() is None
    assert rows[2].rules is None  # shown, but cannot be replayed
    assert rows[3].parsed_actions() == match.deals[2].actions


def test_locked_database_is_not_moved_aside(tmp_path: Path) -> None:
    import pytest

    from ginrummy_desktop.persistence import HistoryError

    HistoryDB(tmp_path).close()
    path = tmp_path / "history.sqlite3"
    other = sqlite3.connect(path)
    other.execute("BEGIN EXCLUSIVE")  # another running copy of the game, mid-write
    try:
        original = sqlite3.connect
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(sqlite3, "connect", lambda p, **kw: original(p, timeout=0.1))
            # Not an error any more: the database opens later, hands wait meanwhile.
            busy = HistoryDB(tmp_path)
            assert not busy.available and busy.problem is None
            with pytest.raises(HistoryError):
                busy.hands()
    finally:
        other.rollback()
        other.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]
    assert HistoryDB(tmp_path).problem is None


def _spoil_page(path: Path, index: str) -> None:
    """Garbage over the page of ``index``'s root: the file fails its check, its tables
    still readable."""
    conn = sqlite3.connect(path)
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (index,)).fetchone()
    conn.close()
    with path.open("r+b") as f:
        f.seek((root - 1) * size)
        f.write(bytes(range(7, 250)) * (size // 243) + b"\x01" * (size % 243))


def test_what_can_be_read_of_a_damaged_database_is_kept(tmp_path: Path) -> None:
    """Play-test h153: one damaged index page set the whole history aside, and the
    player was told a new, empty history had begun, while every game could still be
    read from the file kept aside. The new file starts with them."""
    from ginrummy_desktop.model import PadEnding, PadEntry
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.pad_history import pad_games, record_pad

    db = HistoryDB(tmp_path)
    matches = [play_match(PRESETS["standard"], seed=i) for i in range(3)]
    for i, match in enumerate(matches):
        _record(db, match, f"m{i}", "expert")
    pad = ScorePad(PRESETS["standard"], names=("Aino", "Bjørn"))
    pad.add(PadEntry(PadEnding.KNOCK, 0, 5, 30))
    record_pad(db, pad_id="kitchen", pad=pad)
    before = (db.matches(), db.hands())
    db.close()
    path = tmp_path / "history.sqlite3"
    _spoil_page(path, "matches_by_finish")
    db2 = HistoryDB(tmp_path)
    assert db2.problem is DbProblem.DAMAGED and db2.moved_to is not None
    hands = sum(len(m.records) for m in matches)
    assert (db2.salvaged.games, db2.salvaged.hands, db2.salvaged.pad_games) == (3, hands, 1)
    assert (db2.matches(), db2.hands()) == before
    assert [g.pad_id for g in pad_games(db2)] == ["kitchen"]
    # Garbage from the start: nothing to read, an empty history.
    db2.close()
    path.write_bytes(b"not a database" * 500)
    db3 = HistoryDB(tmp_path)
    assert not db3.salvaged.any and db3.matches() == []


def test_a_damaged_table_gives_the_rest_and_what_is_read_in_play_is_kept(tmp_path: Path) -> None:
    """Review h155: salvage was tried only on a damaged index at start. A table whose
    page cannot be read gives nothing, the other tables all they hold; damage found in
    play (a read fails later) salvages the same way, and a hand written to the new
    file first keeps its place beside the old ones."""
    from ginrummy_desktop.model import PadEnding, PadEntry
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.pad_history import pad_games, record_pad

    db = HistoryDB(tmp_path)
    _record(db, play_match(PRESETS["standard"], seed=1), "m1", "expert")
    pad = ScorePad(PRESETS["standard"], names=("Aino", "Bjørn"))
    pad.add(PadEntry(PadEnding.KNOCK, 0, 5, 30))
    record_pad(db, pad_id="kitchen", pad=pad)
    db.close()
    path = tmp_path / "history.sqlite3"
    _spoil_page(path, "pad_games")  # the score pad's table: one page, its root
    db2 = HistoryDB(tmp_path)
    assert db2.problem is DbProblem.DAMAGED
    assert db2.salvaged.games == 1 and db2.salvaged.pad_games == 0
    assert [m.match_id for m in db2.matches()] == ["m1"] and pad_games(db2) == []
    # In play: a read finds damage (here none: the file is set aside all the same).
    later = play_match(PRESETS["standard"], seed=2)
    _record(db2, later, "m2", "expert")
    hands = len(db2.hands())
    db2.set_aside_damaged()
    assert db2.salvaged.games == 2 and db2.salvaged.hands == hands
    assert {m.match_id for m in db2.matches()} == {"m1", "m2"} and len(db2.hands()) == hands
    # A hand already written to the new file keeps its place beside the old ones (the
    # game's writer does not wait for the copy): the rows are numbered anew.
    from ginrummy_desktop.persistence.history_salvage import salvage_into

    assert db2.moved_to is not None
    fresh = HistoryDB(tmp_path / "fresh")
    _record(fresh, play_match(PRESETS["standard"], seed=3), "m3", "expert")
    written = len(fresh.hands())
    got = salvage_into(db2.moved_to, fresh._conn)
    assert got.hands == hands and len(fresh.hands()) == written + hands

"""The history keeps the moves taken back with the hand they were taken back in: the
hand's details and review say so there, not in every hand of the game (play-test)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from testkit.scripted_play import match_with_an_undo_in_hand_2

from ginrummy_desktop.model import Discard, Match
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.persistence.history import hand_entry
from ginrummy_desktop.persistence.schema import MIGRATIONS, SCHEMA_V1


def _record(db: HistoryDB, match: Match) -> None:
    for record in match.records:
        db.record_hand(match_id="m", match=match, record=record, ai_level="expert")


def test_the_hand_with_the_undo_keeps_its_moves_and_the_others_none(tmp_path: Path) -> None:
    match = match_with_an_undo_in_hand_2()
    (undone,) = match.taken_back
    assert undone.hand == 2
    db = HistoryDB(tmp_path)
    _record(db, match)
    rows = {h.number: h for h in db.match_hands("m")}
    assert rows[1].taken_back == ()
    assert rows[2].taken_back == (undone,)
    assert isinstance(undone.actions[0], Discard)
    (m,) = db.matches()
    assert m.undos == 1


def test_undos_of_an_earlier_versions_save_are_not_placed_in_a_hand(tmp_path: Path) -> None:
    # A save of an earlier version counted its undos only: which hand had them is not known.
    match = match_with_an_undo_in_hand_2()
    match.taken_back = []
    db = HistoryDB(tmp_path)
    _record(db, match)
    assert [h.taken_back for h in db.match_hands("m")] == [None, None]


def test_hands_recorded_before_say_nothing_of_their_undos(tmp_path: Path) -> None:
    # A history of version 8 with a hand in it, and hand entries queued by that version.
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        SCHEMA_V1 + "".join(MIGRATIONS[v] for v in range(1, 8)) + "PRAGMA user_version = 8;"
    )
    conn.execute(
        "INSERT INTO hands (match_id, number, played_at, preset, rules, ai_level, dealer,"
        " deal_number, outcome, knocker, winner, points, knocker_deadwood, defender_deadwood,"
        " total_you, total_computer, boxes_you, boxes_computer, lines) VALUES ('old', 1,"
        " '2026-01-01T00:00:00+00:00', 'standard', '{}', 'expert', 0, 77, 'gin', 0, 0, 40,"
        " 0, 15, 40, 0, 1, 0, '[]')"
    )
    conn.commit()
    conn.close()
    db = HistoryDB(path=path)
    assert db.problem is None
    assert [h.taken_back for h in db.match_hands("old")] == [None]
    match = match_with_an_undo_in_hand_2()
    for record in match.records:
        queued = hand_entry(match_id="m", match=match, record=record, ai_level="expert")
        del queued["hand"]["taken_back"]
        db._submit(queued)
    assert [h.taken_back for h in db.match_hands("m")] == [None, None]
    # A damaged value reads as not known (the match's count still tells of its undos),
    # not as no moves, and not as a failure.
    for damaged in (json.dumps([{"at": 1}]), "[", json.dumps({"hand": 2})):
        db.write("UPDATE hands SET taken_back = ? WHERE match_id = 'm'", (damaged,))
        assert [h.taken_back for h in db.match_hands("m")] == [None, None], damaged

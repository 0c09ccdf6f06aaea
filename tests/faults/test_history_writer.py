"""The history is written on a thread of its own: a database held by another program
never stops the table, and no hand is lost (queued, saved, written when it is free)."""

from __future__ import annotations

import json
import random
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from testkit.fake_controller import FakeController
from testkit.scripted_play import play_match

from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.model import PRESETS, PadEntry
from ginrummy_desktop.model.padentry import PadEnding
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.persistence import history_writer as writer_module
from ginrummy_desktop.persistence.history import hand_entry
from ginrummy_desktop.persistence.history_writer import HistoryWriter
from ginrummy_desktop.persistence.pad_history import pad_entry, pad_games
from ginrummy_desktop.persistence.pad_keeper import PadKeeper
from ginrummy_desktop.persistence.scorepad_file import PadStore

# The longest a test waits for the writer's thread; never a measured figure.
PATIENCE = 20.0


@pytest.fixture
def locker(tmp_path: Path) -> Any:
    """Another program holding the history database in an exclusive transaction."""
    HistoryDB(tmp_path).close()
    other = sqlite3.connect(tmp_path / "history.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield other
    if other.in_transaction:
        other.rollback()
    other.close()


def _stored_hands(tmp_path: Path) -> list[tuple[str, int]]:
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    try:
        return [tuple(r) for r in conn.execute("SELECT match_id, number FROM hands")]
    finally:
        conn.close()


def test_a_hand_finished_while_locked_returns_at_once_and_is_written_when_free(
    qtbot: Any, tmp_path: Path, locker: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    gui = threading.get_ident()
    writers: list[int] = []
    original = writer_module.write_entries

    def spy(conn: sqlite3.Connection, entries: list[dict[str, Any]]) -> None:
        writers.append(threading.get_ident())
        original(conn, entries)

    def on_the_gui_thread(*_args: Any, **_kwargs: Any) -> None:
        raise AssertionError("the GUI thread wrote to the history")

    monkeypatch.setattr(writer_module, "write_entries", spy)
    monkeypatch.setattr(HistoryDB, "_submit", on_the_gui_thread)
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    saver.writer.busy_timeout = 0.05
    problems: list[str] = []
    saver.problem.connect(problems.append)
    written: list[bool] = []  # told once the queue is in (the score pad clears its line)
    saver.history_written.connect(lambda: written.append(True))
    match = controller.new_match(PRESETS["standard"], "beginner", seed=31)
    controller.play_hands(random.Random(31), 1)  # returns with the file still held
    assert locker.in_transaction and len(match.records) == 1
    assert saver.writer.pending == 1
    # The writer tried, was refused, said so, and saved the hand beside the database.
    qtbot.waitUntil(lambda: bool(problems), timeout=int(PATIENCE * 1000))
    queue = json.loads((tmp_path / "history.sqlite3.pending.json").read_text(encoding="utf-8"))
    assert [e["hand"]["number"] for e in queue["entries"]] == [1]
    locker.rollback()  # the other program lets go
    saver.writer.retry_now()
    assert saver.writer.wait_idle(PATIENCE)
    qtbot.waitUntil(lambda: bool(written), timeout=int(PATIENCE * 1000))
    assert _stored_hands(tmp_path) == [(saver.match_id, 1)]
    assert not (tmp_path / "history.sqlite3.pending.json").exists()
    assert writers and gui not in writers
    saver.close()


def test_closing_while_locked_keeps_the_hands_for_the_next_start(
    qapp: Any, tmp_path: Path, locker: sqlite3.Connection
) -> None:
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    saver.writer.busy_timeout = 0.05
    match = controller.new_match(PRESETS["standard"], "beginner", seed=32)
    controller.play_hands(random.Random(32), 2)
    controller.new_match(PRESETS["standard"], "beginner", seed=33)  # not in the save
    saver.close()
    queue = json.loads((tmp_path / "history.sqlite3.pending.json").read_text(encoding="utf-8"))
    assert [e["hand"]["number"] for e in queue["entries"]] == [1, 2]
    locker.rollback()
    again = HistoryDB(tmp_path)  # the next start writes the queue first
    assert sorted(h.number for h in again.hands()) == [r.number for r in match.records]
    assert again.pending == 0
    again.close()


def test_the_writer_keeps_the_order_and_writes_each_entry_once(tmp_path: Path) -> None:
    match = play_match(PRESETS["standard"], seed=34)
    db = HistoryDB(tmp_path)
    writer = HistoryWriter(db)
    for record in match.records:
        entry = hand_entry(match_id="m", match=match, record=record, ai_level="expert")
        writer.submit(entry)
        writer.submit(entry)  # a catch-up of the same hand changes nothing
    assert writer.wait_idle(PATIENCE)
    writer.close()
    assert sorted(h.number for h in db.hands()) == [r.number for r in match.records]
    db.close()


def test_a_history_in_memory_is_written_at_once() -> None:
    match = play_match(PRESETS["standard"], seed=35)
    db = HistoryDB(path=Path(":memory:"))
    results: list[object] = []
    writer = HistoryWriter(db, on_result=results.append)
    writer.submit(hand_entry(match_id="m", match=match, record=match.records[0], ai_level="x"))
    assert results == [None] and [h.number for h in db.hands()] == [1]


def test_a_score_pad_finished_while_locked_keeps_its_row_for_the_next_start(
    qtbot: Any, tmp_path: Path, locker: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The score pad's rows go through the game's writer: the GUI thread never waits
    for the database, and a pad finished and closed while another program holds the
    file (its save slot freed) still reaches the history at the next start."""
    gui = threading.get_ident()
    original = HistoryDB.write

    def off_the_gui_thread(self: HistoryDB, sql: str, params: tuple[Any, ...] = ()) -> None:
        assert threading.get_ident() != gui, "the GUI thread wrote a pad row"
        original(self, sql, params)

    def queued_on_the_gui_thread(*_args: Any, **_kwargs: Any) -> None:
        raise AssertionError("the GUI thread wrote to the history")

    monkeypatch.setattr(HistoryDB, "write", off_the_gui_thread)
    monkeypatch.setattr(HistoryDB, "_submit", queued_on_the_gui_thread)
    saver = AutoSaver(FakeController(), directory=tmp_path)
    saver.writer.busy_timeout = 0.05
    pad_dir = tmp_path / "pad"
    keeper, kept = PadKeeper.start(
        PRESETS["standard"],
        directory=pad_dir,
        names=("Aino", "Bjørn"),
        history=saver.history,
        record=saver.writer.submit,
    )
    assert kept.ok
    for points in (40, 40, 30):  # Aino's knocks: 110, the game
        _, kept = keeper.add(PadEntry(PadEnding.KNOCK, 0, 2, points))
        assert kept.ok  # the writer reports a refusal itself, not the pad
    assert keeper.pad.is_over and locker.in_transaction
    keeper.close()
    assert not PadStore(pad_dir).exists()  # the save slot is free: history is all there is
    saver.close()
    queue = json.loads((tmp_path / "history.sqlite3.pending.json").read_text(encoding="utf-8"))
    # One for each hand: the pad with none was no history yet (play-test h146).
    assert [e["kind"] for e in queue["entries"]] == ["pad"] * 3
    locker.rollback()
    again = HistoryDB(tmp_path)  # the next start writes the queue first
    (row,) = pad_games(again)
    assert row.pad_id == keeper.pad_id and row.hands == 3 and row.winner == 0
    assert row.finished_at is not None and row.names == ("Aino", "Bjørn")
    assert again.pending == 0
    again.close()


def test_damaged_pad_entries_in_the_saved_queue_are_left_out(tmp_path: Path) -> None:
    """A hand-edited or damaged queue beside the database: the entries that cannot be
    written are left out at the next start, the rest are written, nothing crashes."""
    HistoryDB(tmp_path).close()
    pad = ScorePad(PRESETS["standard"], names=("Aino", "Bjørn"))
    good = pad_entry("p1", pad)
    row = good["row"]
    bad_rows = [
        {**row, "no_such_column": 1},
        {**row, "hands": True},
        {**row, "hands": 1.5},
        {**row, "hands": [1, 2]},
        {**row, "hands": 2**70},
        {**row, "name_1": "\ud800"},  # valid JSON, but no text SQLite can store
    ]
    bad = [{**good, "match_id": "p2"}, *({**good, "row": r} for r in bad_rows)]
    older = {**good, "row": {**row, "updated_at": "2000-01-01T00:00:00+00:00", "name_0": "Old"}}
    entries = [*bad, good, older]
    text = json.dumps({"version": 1, "entries": entries})
    (tmp_path / "history.sqlite3.pending.json").write_text(text, encoding="utf-8")
    again = HistoryDB(tmp_path)
    (stored,) = pad_games(again)
    # The good row is there; the older one queued after it did not replace it.
    assert stored.pad_id == "p1" and stored.names == ("Aino", "Bjørn")
    assert again.pending == 0
    again.close()


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (sqlite3.SQLITE_FULL, "the disk is full"),
        (sqlite3.SQLITE_READONLY, "no permission to write there"),
        (sqlite3.SQLITE_IOERR, "its file cannot be opened or written"),
    ],
)
def test_a_failed_write_is_told_in_the_players_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, said: str
) -> None:
    """Review h141: the writer's error kept no cause, and the player read sqlite's own
    English ("database or disk is full") in a Finnish or Norwegian message."""
    from ginrummy_desktop.app.autosave import failure_reason

    db = HistoryDB(tmp_path)
    writer = HistoryWriter(db)

    def failing(*_args: Any, **_kwargs: Any) -> None:
        error = sqlite3.OperationalError("database or disk is full")
        error.sqlite_errorcode = code
        raise error

    monkeypatch.setattr(writer_module, "write_entries", failing)
    _conn, error = writer._write(None, [{"kind": "hand"}])
    assert error is not None and failure_reason(error) == said
    writer.close()
    db.close()

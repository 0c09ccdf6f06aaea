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
from testkit.scripted_play import play_match

from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.persistence import history_writer as writer_module
from ginrummy_desktop.persistence.history import hand_entry
from ginrummy_desktop.persistence.history_writer import HistoryWriter

from .fakes import FakeController

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

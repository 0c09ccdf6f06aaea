"""A HistoryReader reads the history's file on another thread: its own connection, the
writes still waiting, nothing written and nothing moved; damage is only noted."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.persistence import HistoryDB, HistoryError, compute_statistics
from ginrummy_desktop.persistence.history_reader import HistoryReader, can_read_apart


def _filled(tmp_path: Path) -> HistoryDB:
    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["standard"], seed=6)
    for record in match.records:
        db.record_hand(match_id="m", match=match, record=record, ai_level="expert")
    return db


def _on_a_thread(work: Callable[[], Any]) -> Any:
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(work()))
    thread.start()
    thread.join(30)
    assert out, "the read failed"
    return out[0]


def test_a_reader_on_another_thread_reads_what_the_history_holds(tmp_path: Path) -> None:
    db = _filled(tmp_path)
    reader = HistoryReader(db)

    def read() -> tuple[Any, ...]:
        try:
            return reader.hands(), compute_statistics(reader), reader.has_played()
        finally:
            reader.close()  # on the thread that opened it

    hands, stats, played = _on_a_thread(read)
    assert hands == db.hands() and stats == compute_statistics(db) and played
    assert not reader.damaged and db.problem is None


def test_a_reader_writes_nothing(tmp_path: Path) -> None:
    db = _filled(tmp_path)
    reader = HistoryReader(db)
    with pytest.raises(HistoryError):
        reader.reset()
    assert len(db.hands()) > 0


def test_a_reader_finds_damage_and_leaves_the_file_where_it_is(tmp_path: Path) -> None:
    db = _filled(tmp_path)
    with db.path.open("r+b") as f:
        f.write(b"\0garbage" * 20)
    reader = HistoryReader(db)
    hands, matches = _on_a_thread(lambda: (reader.hands(), reader.matches()))
    assert reader.damaged and hands == [] and matches == []
    assert db.path.read_bytes().startswith(b"\0garbage")  # the owner sets it aside
    db.set_aside_damaged()
    assert db.moved_to is not None and db.moved_to.read_bytes().startswith(b"\0garbage")
    assert db.hands() == [] and db.problem is not None


def test_only_a_history_on_disk_and_open_is_read_apart(tmp_path: Path) -> None:
    assert can_read_apart(HistoryDB(tmp_path))
    assert not can_read_apart(HistoryDB(path=Path(":memory:")))


def test_a_held_history_is_reported_busy(tmp_path: Path) -> None:
    db = _filled(tmp_path)
    other = sqlite3.connect(db.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        reader = HistoryReader(db)

        def read() -> HistoryError | None:
            try:
                reader.hands()
            except HistoryError as exc:
                return exc
            finally:
                reader.close()
            return None

        error = _on_a_thread(read)
        assert error is not None and error.busy and not reader.damaged
    finally:
        other.rollback()
        other.close()

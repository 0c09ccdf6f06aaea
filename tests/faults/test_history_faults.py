"""The history database: wrong-typed rows, damage found only when reading, another
program holding the file (writes queued and never lost), a match recorded twice."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from testkit.history_read import read
from testkit.history_rows import game_row
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.persistence import DbProblem, HistoryDB, HistoryError, compute_statistics
from ginrummy_desktop.persistence import history as history_module


def record(db: HistoryDB, match: Match, match_id: str) -> None:
    for r in match.records:
        db.record_hand(match_id=match_id, match=match, record=r, ai_level="expert")
    if match.game_result is not None:
        db.record_match(match_id=match_id, match=match, result=match.game_result, ai_level="expert")


def filled(tmp_path: Path, matches: int = 2) -> list[Match]:
    db = HistoryDB(tmp_path)
    played = [play_match(PRESETS["standard"], seed=i + 1) for i in range(matches)]
    for i, m in enumerate(played):
        record(db, m, f"m{i}")
    db.close()
    return played


def edit(tmp_path: Path, sql: str) -> None:
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    conn.execute(sql)
    conn.commit()
    conn.close()


WRONG_VALUES = [
    "number = 'three'",
    "points = 'lots', total_you = X'00FF', dealer = 2.5",
    "winner = 'you', knocker = 7",
    "lines = CAST(X'FFFE7B' AS TEXT)",  # invalid UTF-8, as page damage leaves it
    "actions = X'DEADBEEF', rules = 42",
    'lines = \'[1, 2, "x"]\', actions = \'{"type": "pass"}\'',
]


@pytest.mark.parametrize("change", WRONG_VALUES)
def test_wrong_typed_hand_values_are_read(tmp_path: Path, change: str) -> None:
    played = filled(tmp_path)
    edit(tmp_path, f"UPDATE hands SET {change} WHERE id = 2")
    db = HistoryDB(tmp_path)
    rows = db.hands()
    assert len(rows) == sum(len(m.records) for m in played)
    for row in rows:
        assert isinstance(row.number, int) and isinstance(row.points, int)
        assert all(isinstance(x, int) for x in (*row.totals, *row.boxes))
        assert row.winner in (None, 0, 1) and row.dealer in (0, 1)
        assert all(isinstance(ln, dict) for ln in row.lines)
        row.parsed_actions()  # None or actions, never an exception


@pytest.mark.parametrize(
    "change",
    [
        "final_you = 'x', difference = X'01', winner = 0",
        "difference = 'big', winner = 0",
        "winner = 'me', finished_at = 17",
        "assisted = 'y'",
    ],
)
def test_wrong_typed_match_values_are_read(tmp_path: Path, change: str) -> None:
    filled(tmp_path)
    edit(tmp_path, f"UPDATE matches SET {change} WHERE match_id = 'm0'")
    edit(tmp_path, "UPDATE matches SET winner = 0, difference = 50 WHERE match_id = 'm1'")
    edit(tmp_path, "UPDATE hands SET points = 'many' WHERE id = 1")
    db = HistoryDB(tmp_path)
    assert len(db.matches()) == 2
    compute_statistics(db)


@pytest.mark.parametrize("change", WRONG_VALUES[:3])
def test_past_hands_dialog_opens_over_wrong_typed_rows(
    qtbot: Any, tmp_path: Path, change: str
) -> None:
    from ginrummy_desktop.ui.dialogs.history import HistoryDialog

    played = filled(tmp_path)
    edit(tmp_path, f"UPDATE hands SET {change} WHERE id = 2")
    dialog = read(qtbot, HistoryDialog(HistoryDB(tmp_path)))
    qtbot.addWidget(dialog)
    assert not dialog.error
    shown = sum(game_row(dialog, i).childCount() for i in range(2))
    assert shown == sum(len(m.records) for m in played)


class DamagedOnRead:
    """A connection whose reads find a malformed page (damage quick_check missed)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self.row_factory = None

    def execute(self, sql: str, *args: object) -> object:
        if sql.lstrip().upper().startswith("SELECT"):
            raise sqlite3.DatabaseError("database disk image is malformed")
        return self._conn.execute(sql, *args)

    def close(self) -> None:
        self._conn.close()


def test_damage_found_while_reading_sets_the_file_aside(tmp_path: Path) -> None:
    filled(tmp_path)
    told: list[tuple[DbProblem, Path | None]] = []
    db = HistoryDB(tmp_path, on_problem=lambda p, where: told.append((p, where)))
    db._conn = DamagedOnRead(db._conn)  # type: ignore[assignment]
    assert db.hands() == []
    assert db.problem is DbProblem.DAMAGED
    assert told == [(DbProblem.DAMAGED, db.moved_to)]
    assert db.moved_to is not None and db.moved_to.exists()
    # A fresh database took its place, with what could still be read of the old one
    # (here all of it: only the reading failed), and recording goes on.
    kept = {m.match_id for m in db.matches()}
    assert db.salvaged.games == len(kept) > 0
    record(db, play_match(PRESETS["standard"], seed=9), "new")
    assert {m.match_id for m in db.matches()} == kept | {"new"}


def test_invalid_text_never_reaches_a_message(tmp_path: Path) -> None:
    filled(tmp_path)
    edit(tmp_path, "UPDATE hands SET outcome = CAST(X'FF00FF' AS TEXT), lines = X'FF'")
    db = HistoryDB(tmp_path)
    rows = db.hands()  # used to raise "Could not decode to UTF-8 column ... b'\\xff'"
    assert rows and all("\\x" not in r.outcome for r in rows)


# ---------------------------------------------------------------- locked database
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


def test_writes_wait_only_briefly(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    timeouts: list[float] = []
    original = sqlite3.connect

    def spy(path: Any, **kw: Any) -> sqlite3.Connection:
        timeouts.append(kw.get("timeout", 5.0))
        return original(path, **kw)

    monkeypatch.setattr(history_module.sqlite3, "connect", spy)
    HistoryDB(tmp_path).close()
    assert timeouts and max(timeouts) <= 0.5


def test_hands_written_while_locked_are_queued_and_caught_up(
    tmp_path: Path, locker: sqlite3.Connection
) -> None:
    first, second = (play_match(PRESETS["standard"], seed=s) for s in (3, 4))
    db = HistoryDB(tmp_path)
    for match, match_id in ((first, "one"), (second, "two")):
        for r in match.records:
            with pytest.raises(HistoryError):
                db.record_hand(match_id=match_id, match=match, record=r, ai_level="expert")
    expected = len(first.records) + len(second.records)
    assert db.pending == expected
    queue = json.loads(db.pending_path.read_text(encoding="utf-8"))  # type: ignore[union-attr]
    assert len(queue["entries"]) == expected
    db.close()  # the game is closed while the other program still holds the file
    locker.rollback()
    again = HistoryDB(tmp_path)  # the next start catches up every match's hands
    assert again.pending == 0 and not again.pending_path.exists()  # type: ignore[union-attr]
    assert {(h.match_id, h.number) for h in again.hands()} == {
        *(("one", r.number) for r in first.records),
        *(("two", r.number) for r in second.records),
    }


def test_queue_is_retried_with_the_next_write(tmp_path: Path, locker: sqlite3.Connection) -> None:
    match = play_match(PRESETS["standard"], seed=5)
    db = HistoryDB(tmp_path)
    with pytest.raises(HistoryError):
        db.record_hand(match_id="m", match=match, record=match.records[0], ai_level="expert")
    locker.rollback()
    for r in match.records[1:]:
        db.record_hand(match_id="m", match=match, record=r, ai_level="expert")
    assert db.pending == 0
    assert sorted(h.number for h in db.hands()) == [r.number for r in match.records]


@pytest.mark.parametrize(
    "content", [b"{not json", b"[1,2]", b'{"entries": [{"kind": "hand"}, 5]}', b"\xff" * 9]
)
def test_damaged_queue_file_does_not_stop_the_history(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "history.sqlite3.pending.json").write_bytes(content)
    db = HistoryDB(tmp_path)
    assert db.pending == 0
    record(db, play_match(PRESETS["standard"], seed=2), "m")
    assert db.hands()


# ---------------------------------------------------------------- recorded twice
def test_a_match_under_a_changed_id_is_not_counted_twice(tmp_path: Path) -> None:
    match = play_match(PRESETS["standard"], seed=6)
    db = HistoryDB(tmp_path)
    record(db, match, "original")
    before = compute_statistics(db).overall
    record(db, match, "edited-id")  # a save whose match id was changed
    assert len(db.hands()) == len(match.records)
    assert [m.match_id for m in db.matches()] == ["original"]
    after = compute_statistics(db).overall
    assert (after.hands_played, after.matches_played) == (before.hands_played, 1)


def test_two_matches_from_the_same_seed_played_differently_both_count(tmp_path: Path) -> None:
    from testkit.scripted_play import play

    db = HistoryDB(tmp_path)
    a = play(Match(PRESETS["standard"], seed=8), seed=1)
    b = play(Match(PRESETS["standard"], seed=8), seed=2)
    assert a.deals[0].actions != b.deals[0].actions
    record(db, a, "a")
    record(db, b, "b")
    assert len(db.hands()) == len(a.records) + len(b.records)


def test_autosaver_loses_no_hand_of_any_match_while_locked(
    qapp: Any, tmp_path: Path, locker: sqlite3.Connection
) -> None:
    import random

    from testkit.fake_controller import FakeController

    from ginrummy_desktop.app.autosave import AutoSaver

    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    saver.writer.busy_timeout = 0.05  # the writer's waits, kept short for the test
    problems: list[str] = []
    saver.problem.connect(problems.append)
    rng = random.Random(4)
    first = controller.new_match(PRESETS["standard"], "beginner", seed=21)
    while not first.is_over:
        controller.step(rng)
    second = controller.new_match(PRESETS["standard"], "beginner", seed=22)
    controller.play_hands(rng, 1)
    saver.close()  # the game ends while the other program still holds the file
    qapp.processEvents()  # the writer's reports reach the GUI thread
    # Told, and not once a hand: at most once a match.
    assert 1 <= len(problems) <= 2 and len(set(problems)) == 1
    locker.rollback()
    # The save holds only the second match; the first one's hands are caught up anyway.
    again = AutoSaver(FakeController(), directory=tmp_path)
    again.pending_resume()
    hands = again.history.hands()
    assert len(hands) == len(first.records) + len(second.records)
    assert len({h.match_id for h in hands}) == 2
    assert [m.finished_at is not None for m in again.history.matches()] == [True, False]
    again.close()


def test_a_game_finished_while_the_history_cannot_be_opened_goes_into_it_later(
    qapp: Any, tmp_path: Path
) -> None:
    """Play-test h166: with the history unreadable (no permission) a whole game was
    played to its end; once the file could be opened again the game was in it as
    unfinished, its result and last hands gone. They wait beside it now."""
    import random

    from testkit.fake_controller import FakeController

    from ginrummy_desktop.app.autosave import AutoSaver

    blocked = tmp_path / "history.sqlite3"
    blocked.mkdir()  # no database opens there, as with a file the player may not read
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    notices = saver.startup_notices()
    assert len(notices) == 1, notices
    assert "cannot be opened" in notices[0] and "wait in a file beside it" in notices[0]
    problems: list[str] = []
    saver.problem.connect(problems.append)
    rng = random.Random(4)
    match = controller.new_match(PRESETS["standard"], "beginner", seed=21)
    while not match.is_over:
        controller.step(rng)
    saver.close()
    qapp.processEvents()
    assert problems == []  # said once, at the start
    assert saver.history.pending == len(match.records) + 1  # every hand, and the result
    blocked.rmdir()  # the file can be opened again
    again = AutoSaver(FakeController(), directory=tmp_path)
    assert again.startup_notices() == []
    assert len(again.history.hands()) == len(match.records)
    [row] = again.history.matches()
    assert match.game_result is not None
    assert row.finished_at is not None and row.final == match.game_result.final_totals
    again.close()


def _one_hand_history(tmp_path: Path) -> Match:
    """A closed history holding one hand of a match (returned)."""
    match = play_match(PRESETS["standard"], seed=3)
    db = HistoryDB(tmp_path)
    db.record_hand(match_id="m", match=match, record=match.records[0], ai_level="expert")
    db.close()
    return match


@pytest.mark.parametrize("edit", ["other_columns", "table_dropped", "column_renamed"])
def test_a_history_of_the_wrong_shape_is_set_aside_at_start(tmp_path: Path, edit: str) -> None:
    """A history whose tables were replaced or edited, at the right version, opened
    quietly; every read then said 'no such column' (in English, in a Finnish window)
    and every hand's write failed into the queue (play-test). It is damage: set aside,
    and a new history starts, as for a truncated file."""
    match = _one_hand_history(tmp_path)
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    with conn:
        if edit == "other_columns":
            conn.execute("ALTER TABLE matches RENAME TO old_matches")
            conn.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY, note TEXT)")
        elif edit == "table_dropped":
            conn.execute("PRAGMA foreign_keys = OFF")
            conn.execute("DROP TABLE hands")
        else:
            conn.execute("ALTER TABLE hands RENAME COLUMN ai_level TO level")
    conn.close()
    again = HistoryDB(tmp_path)
    assert again.problem is DbProblem.DAMAGED
    assert again.moved_to is not None and again.moved_to.exists()
    # The new history works: a hand is written and read, nothing waits in the queue.
    again.record_hand(match_id="n", match=match, record=match.records[0], ai_level="expert")
    assert [h.match_id for h in again.hands()] == ["n"] and again.pending == 0
    assert compute_statistics(again).overall.hands_played == 1


def test_a_history_with_more_than_the_game_needs_is_kept(tmp_path: Path) -> None:
    """More tables or columns than the game knows are kept, and so is a file missing
    only a column of a table read apart (an early test version's duplicate deals had no
    ``record``): its games are not set aside for it (review)."""
    _one_hand_history(tmp_path)
    conn = sqlite3.connect(tmp_path / "history.sqlite3")
    with conn:
        conn.execute("CREATE TABLE notes (text TEXT)")
        conn.execute("ALTER TABLE hands ADD COLUMN remark TEXT")
        conn.execute("ALTER TABLE duplicate_hands DROP COLUMN record")
    conn.close()
    again = HistoryDB(tmp_path)
    assert again.problem is None and [h.match_id for h in again.hands()] == ["m"]


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"version": 9, "items": []}', b'{"entries": [{"kind": "hand"}, 5]}'],
    ids=["garbled", "another-shape", "entries-it-cannot-write"],
)
def test_an_unreadable_queue_file_is_told_at_the_start(
    qapp: object, tmp_path: Path, content: bytes
) -> None:
    """Play-test h138: a garbled queue of results waiting for the history was set aside
    without a word, and the results in it were gone; one of another shape (a newer
    version's) was written over (review h144). The file is kept, and the start says
    so, and where."""
    from testkit.fake_controller import FakeController

    from ginrummy_desktop.app.autosave import AutoSaver
    from ginrummy_desktop.app.kept_path import unmarked

    (tmp_path / "history.sqlite3.pending.json").write_bytes(content)
    saver = AutoSaver(FakeController(), directory=tmp_path)
    (notice,) = saver.startup_notices()
    assert "waiting to be written to your game history could not be read" in notice
    kept = unmarked(notice).rsplit(" ", 1)[-1].rstrip(".")
    assert Path(kept).read_bytes() == content

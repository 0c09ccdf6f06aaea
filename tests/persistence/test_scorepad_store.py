"""The score pad on disk: its own atomic save file (resumed after a kill), damaged
files kept aside with a problem code, and its games in history apart from the
computer's (statistics unchanged by them)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.model.padentry import PadEnding, PadEntry, PadError
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence import (
    SCHEMA_VERSION,
    HistoryDB,
    LoadProblem,
    SaveStore,
    compute_statistics,
)
from ginrummy_desktop.persistence.pad_history import (
    forget_entry,
    forget_pad,
    pad_entry,
    pad_game_count,
    pad_games,
    record_pad,
)
from ginrummy_desktop.persistence.pad_keeper import KeepProblem, PadKeeper
from ginrummy_desktop.persistence.schema import MIGRATIONS, SCHEMA_V1
from ginrummy_desktop.persistence.scorepad_file import PAD_SAVE_NAME, PadStore

STANDARD = PRESETS["standard"]
ENTRIES = [
    PadEntry(PadEnding.KNOCK, 0, 6, 21),
    PadEntry(PadEnding.KNOCK, 1, 8, 5),
    PadEntry.void(),
    PadEntry(PadEnding.GIN, 1, 0, 30),
    PadEntry(PadEnding.KNOCK, 0, 3, 40),
]


def _pad(n: int = len(ENTRIES)) -> ScorePad:
    pad = ScorePad(STANDARD, names=("Aino", "Bjørn"))
    for e in ENTRIES[:n]:
        pad.add(e)
    return pad


# ------------------------------------------------------------------ save file
def test_save_and_resume(tmp_path: Path) -> None:
    store = PadStore(tmp_path)
    pad = _pad()
    store.save(pad, pad_id="p1", now=datetime(2026, 12, 1, 18, 0, tzinfo=UTC))
    outcome = store.load()
    assert outcome.problem is None and outcome.saved is not None
    again = outcome.saved.pad
    assert again.to_dict() == pad.to_dict() and again.hands == pad.hands
    assert outcome.saved.pad_id == "p1"
    assert outcome.saved.saved_at == "2026-12-01T18:00:00+00:00"
    assert store.path.name == PAD_SAVE_NAME


def test_the_pad_and_the_match_keep_separate_files(tmp_path: Path) -> None:
    match = play_match(STANDARD, seed=2)
    SaveStore(tmp_path).save(match, match_id="m", ai_level="expert")
    PadStore(tmp_path).save(_pad(), pad_id="p")
    assert SaveStore(tmp_path).load().game is not None
    saved = PadStore(tmp_path).load().saved
    assert saved is not None and len(saved.pad.hands) == len(ENTRIES)
    # The match save in the pad's slot is not a pad: kept aside, the match file untouched.
    (tmp_path / PAD_SAVE_NAME).write_bytes((tmp_path / "current-match.json").read_bytes())
    outcome = PadStore(tmp_path).load()
    assert outcome.problem is LoadProblem.BAD_CONTENT and outcome.moved_to is not None
    assert SaveStore(tmp_path).load().game is not None


def _envelope(pad: ScorePad) -> dict[str, object]:
    return {
        "app": "ginrummy-desktop",
        "kind": "score_pad",
        "envelope": 1,
        "pad_id": "x",
        "saved_at": None,
        "pad": pad.to_dict(),
    }


def _bad_entry(entry: dict[str, object] | None = None) -> bytes:
    pad = _pad(2).to_dict()
    pad["entries"].append(entry or {"ending": "gin", "knocker": 0, "knocker_deadwood": 4})
    data = _envelope(_pad(2))
    data["pad"] = pad
    return json.dumps(data).encode()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", LoadProblem.NOT_JSON),
        (b'{"kind": "score_pad", "envelope": 1, "pad": {"format": 1', LoadProblem.NOT_JSON),
        (b"\xff\xfe garbage", LoadProblem.NOT_JSON),
        (b"[1, 2, 3]", LoadProblem.BAD_CONTENT),
        (b'{"kind": "score_pad", "envelope": 7, "pad": {}}', LoadProblem.WRONG_VERSION),
        (b'{"kind": "score_pad", "envelope": 1, "pad": {"format": 1}}', LoadProblem.BAD_CONTENT),
        (_bad_entry(), LoadProblem.BAD_CONTENT),  # gin with deadwood: refused as when typed
        # The knocker 1.0, equal to 1, indexed a list and raised TypeError (review h149).
        (
            _bad_entry({"ending": "knock", "knocker": 1.0, "knocker_deadwood": 3}),
            LoadProblem.BAD_CONTENT,
        ),
    ],
)
def test_a_damaged_pad_file_is_kept_aside(
    tmp_path: Path, content: bytes, problem: LoadProblem
) -> None:
    path = tmp_path / PAD_SAVE_NAME
    path.write_bytes(content)
    outcome = PadStore(tmp_path).load()
    assert outcome.problem is problem and outcome.saved is None
    assert outcome.moved_to is not None and outcome.moved_to.read_bytes() == content
    assert not path.exists()
    assert PadStore(tmp_path).load().problem is None  # then a fresh start


def test_a_lost_pad_id_does_not_cost_the_pad(tmp_path: Path) -> None:
    data = _envelope(_pad(3))
    data["pad_id"] = 17
    (tmp_path / PAD_SAVE_NAME).write_text(json.dumps(data), encoding="utf-8")
    saved = PadStore(tmp_path).load().saved
    assert saved is not None and len(saved.pad.hands) == 3 and len(saved.pad_id) == 32


CHILD = """
import os, sys
from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.model.padentry import PadEnding, PadEntry, PadError
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence import atomic
from ginrummy_desktop.persistence.scorepad_file import PadStore

store = PadStore({directory!r})
pad = ScorePad(PRESETS["standard"], names=("Aino", "Bjørn"))
real_replace = atomic.os.replace
saves = 0

def replace(src, dst):
    global saves
    saves += 1
    if saves == {die_at}:
        os._exit(9)  # killed between writing the new file and putting it in place
    real_replace(src, dst)

atomic.os.replace = replace
for k in range(12):
    pad.add(PadEntry(PadEnding.KNOCK, k % 2, 2, 7 + k))
    store.save(pad, pad_id="kitchen")
"""


@pytest.mark.parametrize("die_at", [1, 6])
def test_a_kill_mid_game_keeps_every_saved_entry(tmp_path: Path, die_at: int) -> None:
    code = CHILD.format(directory=str(tmp_path), die_at=die_at)
    result = subprocess.run([sys.executable, "-c", code], timeout=120)
    assert result.returncode == 9
    outcome = PadStore(tmp_path).load()
    assert outcome.problem is None
    kept = die_at - 1  # every entry whose save completed
    if kept == 0:
        assert outcome.saved is None
        return
    assert outcome.saved is not None and outcome.saved.pad_id == "kitchen"
    pad = outcome.saved.pad
    assert pad.entries == tuple(PadEntry(PadEnding.KNOCK, k % 2, 2, 7 + k) for k in range(kept))
    assert pad.names == ("Aino", "Bjørn")
    assert not any(p.name.endswith(".tmp") for p in tmp_path.iterdir())


def test_clear(tmp_path: Path) -> None:
    store = PadStore(tmp_path)
    store.save(_pad(1), pad_id="p")
    store.clear()
    store.clear()
    assert not store.exists() and store.load().saved is None


# -------------------------------------------------------------------- history
def _v3_database(path: Path) -> None:
    """A file as schema version 3 left it, with one finished match against the computer."""
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA_V1 + MIGRATIONS[1] + MIGRATIONS[2] + "PRAGMA user_version = 3;")
    conn.execute(
        "INSERT INTO matches (match_id, started_at, finished_at, preset, rules, ai_level, seed,"
        " winner, final_you, final_computer, difference)"
        " VALUES ('v3', '2026-01-01T00:00:00+00:00', '2026-01-01T01:00:00+00:00', 'standard',"
        " '{}', 'expert', 1, 0, 120, 40, 80)"
    )
    conn.commit()
    conn.close()


def test_migration_from_version_3_adds_the_pad_table_and_keeps_rows(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _v3_database(path)
    db = HistoryDB(path=path)
    assert db.problem is None and db.schema_version == SCHEMA_VERSION >= 4
    (m,) = db.matches()
    assert (m.match_id, m.final, m.difference) == ("v3", (120, 40), 80)
    assert pad_games(db) == []
    record_pad(db, pad_id="p", pad=_pad())
    assert [g.pad_id for g in pad_games(db)] == ["p"]


def test_pad_games_are_recorded_apart_and_updated_after_every_entry(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    first = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
    pad = ScorePad(STANDARD, names=("Aino", "Bjørn"))
    for i, entry in enumerate(ENTRIES):
        pad.add(entry)
        record_pad(db, pad_id="kitchen", pad=pad, now=first.replace(minute=i))
    (row,) = pad_games(db)
    assert row.started_at == "2026-12-01T18:00:00+00:00"
    assert row.updated_at == "2026-12-01T18:04:00+00:00"
    assert row.names == ("Aino", "Bjørn") and row.hands == len(ENTRIES)
    assert row.totals == pad.totals and row.boxes == pad.boxes
    assert row.finished_at is None and row.winner is None and row.final is None
    again = row.pad()
    assert again is not None and again.to_dict() == pad.to_dict()
    # Finish it: a gin against 98 (123 points) ends the game for player 0.
    pad.add(PadEntry(PadEnding.GIN, 0, 0, 98))
    record_pad(db, pad_id="kitchen", pad=pad, now=first.replace(hour=19))
    (row,) = pad_games(db)
    result = pad.result
    assert result is not None and row.finished_at == "2026-12-01T19:00:00+00:00"
    assert (row.winner, row.final, row.difference) == (
        result.winner,
        result.final_totals,
        result.difference,
    )
    # A correction afterwards keeps the first finish time and updates the result.
    pad.correct(1, PadEntry(PadEnding.KNOCK, 0, 1, 21))
    record_pad(db, pad_id="kitchen", pad=pad, now=first.replace(hour=20))
    (row,) = pad_games(db)
    assert row.finished_at == "2026-12-01T19:00:00+00:00"
    assert pad.result is not None and row.final == pad.result.final_totals
    # Nothing of it is in the computer's tables.
    assert db.matches() == [] and db.hands() == []
    forget_pad(db, "kitchen")
    assert pad_games(db) == []


def test_statistics_of_games_against_the_computer_are_unaffected(tmp_path: Path) -> None:
    with_pads = HistoryDB(tmp_path / "a")
    without = HistoryDB(tmp_path / "b")
    match = play_match(PRESETS["finnish_2"], seed=4)
    for db in (with_pads, without):
        for record in match.records:
            db.record_hand(match_id="m", match=match, record=record, ai_level="expert")
        assert match.game_result is not None
        db.record_match(match_id="m", match=match, result=match.game_result, ai_level="expert")
    hollywood = ScorePad(STANDARD.with_changes(hollywood=True), names=("A", "B"))
    for _ in range(12):
        if not hollywood.is_over:
            hollywood.add(PadEntry(PadEnding.GIN, 0, 0, 90))
    assert hollywood.is_over
    record_pad(with_pads, pad_id="p1", pad=hollywood)
    record_pad(with_pads, pad_id="p2", pad=_pad())
    assert compute_statistics(with_pads) == compute_statistics(without)
    rows = {r.pad_id: r for r in pad_games(with_pads)}
    assert rows["p1"].hollywood and not rows["p2"].hollywood
    assert rows["p1"].difference == hollywood.result.difference  # type: ignore[union-attr]


def test_a_hand_edited_pad_row_still_lists(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    record_pad(db, pad_id="p", pad=_pad())
    db.write("UPDATE pad_games SET hands = 'many', winner = 7, pad = '{nope'")
    (row,) = pad_games(db)
    assert row.hands == 0 and row.winner is None and row.pad() is None


# ----------------------------------------------------------------- the keeper
def test_the_keeper_saves_and_records_every_change(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    keeper, kept = PadKeeper.start(
        STANDARD, directory=tmp_path, names=("Aino", "Bjørn"), first_dealer=1, history=db
    )
    assert kept.ok and PadStore(tmp_path).load().saved is not None
    for entry in ENTRIES:
        _, kept = keeper.add(entry)
        assert kept.ok
        saved = PadStore(tmp_path).load().saved
        assert saved is not None and saved.pad.entries == keeper.pad.entries
        (row,) = pad_games(db)
        assert row.hands == len(keeper.pad.hands) and row.pad_id == keeper.pad_id
    assert keeper.correct(2, PadEntry(PadEnding.KNOCK, 1, 4, 5)).ok
    assert keeper.rename(0, "Ann").ok
    resumed, outcome = PadKeeper.resume(tmp_path, history=db)
    assert outcome.problem is None and resumed is not None
    assert resumed.pad.to_dict() == keeper.pad.to_dict() and resumed.pad_id == keeper.pad_id
    # A refused entry raises, and nothing is written.
    before = (tmp_path / PAD_SAVE_NAME).read_bytes()
    with pytest.raises(PadError):
        resumed.add(PadEntry(PadEnding.GIN, 0, 5, 20))
    assert (tmp_path / PAD_SAVE_NAME).read_bytes() == before
    # Finished and closed: the save slot is free, the game stays in history.
    resumed.add(PadEntry(PadEnding.GIN, 0, 0, 98))
    assert resumed.pad.is_over
    resumed.close()
    assert not PadStore(tmp_path).exists()
    assert pad_games(db)[0].finished_at is not None


def test_a_pad_with_no_hand_is_no_history(tmp_path: Path) -> None:
    """Play-test h146: a pad opened and closed with nothing entered stood in the game
    list as "0 – 0, not finished, 0 hands", one more with every new pad, and the open
    one could not be deleted. It is saved to be taken up, and is history from its first
    hand; the only hand taken back, its row goes again."""
    db = HistoryDB(tmp_path)
    keeper, kept = PadKeeper.start(STANDARD, directory=tmp_path, names=("A", "B"), history=db)
    assert kept.ok and PadStore(tmp_path).load().saved is not None
    assert keeper.rename(0, "Ann").ok
    assert pad_games(db) == []
    keeper.add(ENTRIES[0])
    (row,) = pad_games(db)
    assert row.hands == 1 and row.names == ("Ann", "B")
    keeper.remove_last()
    assert pad_games(db) == []
    keeper.add(ENTRIES[0])
    assert len(pad_games(db)) == 1
    # Taken up again from the history (its row there), and emptied: the row goes.
    resumed, _ = PadKeeper.resume(tmp_path, history=db)
    assert resumed is not None
    resumed.remove_last()
    assert pad_games(db) == []


def test_a_failing_disk_keeps_the_entry_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper, _ = PadKeeper.start(STANDARD, directory=tmp_path)

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(keeper.store, "save", full)
    hand, kept = keeper.add(ENTRIES[0])
    assert kept.problems == (KeepProblem.SAVE_FAILED,) and "space" in kept.detail
    assert keeper.pad.hands == (hand,)
    monkeypatch.undo()
    _, kept = keeper.add(ENTRIES[1])  # the next change saves everything
    assert kept.ok
    saved = PadStore(tmp_path).load().saved
    assert saved is not None and saved.pad.entries == tuple(ENTRIES[:2])


def test_a_pads_change_waiting_for_the_database_is_what_the_history_shows(
    tmp_path: Path,
) -> None:
    """While another program holds the history, a pad's latest rows wait beside it; the
    history's list of pad games shows the pad as they left it (taken up again from the
    older row, the hands written since would be lost), and counts a pad that has no
    row yet."""
    db = HistoryDB(tmp_path)
    first = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
    record_pad(db, pad_id="kitchen", pad=_pad(2), now=first)
    # Arranged as the writer leaves them when the database refuses: queued, in order.
    db._pending.entries.append(pad_entry("kitchen", _pad(3), first.replace(minute=5)))
    db._pending.entries.append(pad_entry("kitchen", _pad(4), first.replace(minute=6)))
    cabin = pad_entry("cabin", _pad(1), first.replace(hour=19))
    del cabin["row"]["difference"]  # queued by a version without that column
    db._pending.entries.append(cabin)
    rows = {r.pad_id: r for r in pad_games(db)}
    assert rows["kitchen"].hands == 4 and rows["cabin"].hands == 1
    assert rows["cabin"].difference is None  # the column it lacked reads empty
    assert rows["kitchen"].started_at == pad_games_started(db, "kitchen")
    assert [r.pad_id for r in pad_games(db)] == ["cabin", "kitchen"]  # newest first
    assert len(rows["kitchen"].pad().hands) == 4
    assert pad_game_count(db) == 2
    db.flush_pending()  # once written, the database says the same
    assert {r.pad_id: r.hands for r in pad_games(db)} == {"kitchen": 4, "cabin": 1}
    assert pad_game_count(db) == 2


def pad_games_started(db: HistoryDB, pad_id: str) -> str:
    (row,) = db.query("SELECT started_at FROM pad_games WHERE pad_id = ?", (pad_id,))
    return str(row["started_at"])


def test_a_deleted_pad_game_stays_deleted_behind_its_waiting_rows(tmp_path: Path) -> None:
    """A pad game deleted while its latest rows still wait for the database is gone
    from the list and the count at once, and writing the queue does not bring it
    back: the deletion is written after them. A queue saved with a deletion in it is
    read back at the next start."""
    db = HistoryDB(tmp_path)
    first = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
    record_pad(db, pad_id="kitchen", pad=_pad(2), now=first)
    record_pad(db, pad_id="cabin", pad=_pad(1), now=first.replace(hour=19))
    db._pending.entries.append(pad_entry("kitchen", _pad(3), first.replace(minute=5)))
    db._pending.entries.append(forget_entry("kitchen"))
    db._pending.store()
    assert [r.pad_id for r in pad_games(db)] == ["cabin"]
    assert pad_game_count(db) == 1
    again = HistoryDB(tmp_path)  # the next start: the queue is read back and written
    assert again.pending == 0
    assert [r.pad_id for r in pad_games(again)] == ["cabin"]
    assert pad_game_count(again) == 1
    # Taken up again after the deletion (a row after it in the queue), it is listed.
    again._pending.entries.append(forget_entry("cabin"))
    again._pending.entries.append(pad_entry("cabin", _pad(2), first.replace(hour=20)))
    assert [r.hands for r in pad_games(again)] == [2]
    forget_pad(again, "cabin")  # with no writer: on the caller's thread, after the queue
    assert pad_games(again) == [] and pad_game_count(again) == 0

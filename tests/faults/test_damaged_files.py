"""Every kind of damaged save or history the audit tried: a clear notice, the file kept
aside, and a game that starts; and a save whose match id was changed counts once."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from testkit.fake_controller import FakeController
from testkit.scripted_play import play

from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.persistence import SaveStore, compute_statistics
from ginrummy_desktop.persistence.savefile import make_envelope


def good_envelope() -> dict[str, Any]:
    match = play(Match(PRESETS["standard"], seed=3), seed=3, steps=20)
    return make_envelope(match, match_id="m", ai_level="beginner")


def text(value: Any) -> bytes:
    return json.dumps(value).encode("utf-8")


def changed(**fields: Any) -> bytes:
    env = good_envelope()
    for path, value in fields.items():
        target = env
        *parents, leaf = path.split("__")
        for key in parents:
            target = target[key]
        target[leaf] = value
    return text(env)


SAVES = {
    "empty": b"",
    "truncated": text(good_envelope())[:300],
    "garbage": b"\x00\xffGIF89a" * 40,
    "nested": b"[" * 200_000,
    "future-version": changed(envelope=99),
    "future-format": changed(match__format=2),
    "wrong-type-hands": changed(match__hands="many"),
    "wrong-type-seed": changed(match__seed="7"),
    "bool-seed": changed(match__seed=True),
    "huge-seed": changed(match__seed=2**70),
    "float-dealer": changed(match__first_dealer=1.0),
    "bool-player": text(
        {
            **good_envelope(),
            "match": {
                **good_envelope()["match"],
                "hands": [
                    {"dealer": 0, "deal_number": 5, "actions": [{"type": "pass", "player": True}]}
                ],
            },
        }
    ),
    "unknown-level": changed(ai_level="grandmaster"),
    "not-utf8": b'{"envelope": 2, "app": "\xff\xfe"}',
}


@pytest.mark.parametrize("content", list(SAVES.values()), ids=list(SAVES))
def test_damaged_save_gives_a_notice_and_a_new_game(
    qapp: Any, tmp_path: Path, content: bytes
) -> None:
    (tmp_path / "current-match.json").write_bytes(content)
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    assert saver.pending_resume() is None
    notices = saver.startup_notices()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("current-match.json.damaged")]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert len(notices) == 1 and str(kept[0]) in notices[0]
    # The game starts and is saved again.
    controller.new_match(PRESETS["standard"], "beginner", seed=4)
    assert SaveStore(tmp_path).load().game is not None
    saver.close()


def test_damaged_journal_gives_a_notice_and_the_game_resumes(qapp: Any, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = play(Match(PRESETS["standard"], seed=5), seed=5, steps=6)
    store.save(match, match_id="m", ai_level="beginner")
    snapshot = match_to_dict(match)
    store.journal_path.write_bytes(b"== ]]] garbage\n" * 30)
    saver = AutoSaver(FakeController(), directory=tmp_path)
    offer = saver.pending_resume()
    assert offer is not None and match_to_dict(offer.match) == snapshot
    (notice,) = saver.startup_notices()
    kept = [p for p in tmp_path.iterdir() if ".journal.damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == b"== ]]] garbage\n" * 30
    assert str(kept[0]) in notice and "last moves" in notice
    saver.close()


def history_file(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "history.sqlite3"
    if kind == "garbage":
        path.write_bytes(b"SQLite format 3\x00" + b"\xab" * 5000)
    elif kind == "truncated":
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE t (x)")
        conn.executemany("INSERT INTO t VALUES (?)", [("x" * 500,)] * 200)
        conn.commit()
        conn.close()
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
    elif kind == "future":
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE future (x)")
        conn.execute("PRAGMA user_version = 99")
        conn.commit()
        conn.close()


@pytest.mark.parametrize("kind", ["garbage", "truncated", "future"])
def test_damaged_history_gives_a_notice_and_a_fresh_history(
    qapp: Any, tmp_path: Path, kind: str
) -> None:
    history_file(tmp_path, kind)
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    saver.pending_resume()
    assert len(saver.startup_notices()) == 1
    assert any(p.name.startswith("history.sqlite3.") for p in tmp_path.iterdir())
    controller.new_match(PRESETS["standard"], "beginner", seed=5)
    controller.play_hands(random.Random(5), 2)
    saver.writer.wait_idle(10)  # the history is written on the writer's thread
    assert len(saver.history.hands()) == 2
    saver.close()


def test_changed_match_id_in_the_save_does_not_double_the_statistics(
    qapp: Any, tmp_path: Path
) -> None:
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    match = controller.new_match(PRESETS["standard"], "beginner", seed=6)
    controller.play_hands(random.Random(6), 2)
    assert not match.is_over
    saver.writer.wait_idle(10)  # the history is written on the writer's thread
    before = compute_statistics(saver.history).overall.hands_played
    assert before == 2
    saver.close()
    path = tmp_path / "current-match.json"
    envelope = SaveStore(tmp_path).current_envelope()
    assert envelope is not None
    envelope["match_id"] = "f" * 32  # hand-edited, or a copy of the save from elsewhere
    envelope.pop("journal")
    path.write_text(json.dumps(envelope), encoding="utf-8")
    again = AutoSaver(FakeController(), directory=tmp_path)
    offer = again.pending_resume()
    assert offer is not None and match_to_dict(offer.match) == match_to_dict(match)
    again.writer.wait_idle(10)  # the history is written on the writer's thread
    assert compute_statistics(again.history).overall.hands_played == before
    assert len(again.history.matches()) == 1
    again.close()

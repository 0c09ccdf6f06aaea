"""The save slot: atomic replace, crash half-way, damaged files moved aside, migration."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from testkit.scripted_play import play

from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.persistence import (
    ENVELOPE_VERSION,
    LoadProblem,
    SaveStore,
    atomic,
)


def _mid_hand(seed: int = 3, steps: int = 17) -> Match:
    return play(Match(PRESETS["standard"], seed=seed), seed=seed, steps=steps)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = _mid_hand()
    store.save(match, match_id="abc", ai_level="expert", extra={"hint": True})
    outcome = store.load()
    assert outcome.problem is None
    game = outcome.game
    assert game is not None
    assert match_to_dict(game.match) == match_to_dict(match)
    assert (game.match_id, game.ai_level, game.extra) == ("abc", "expert", {"hint": True})
    assert game.match.current.hands == match.current.hands
    assert game.match.current.turn == match.current.turn
    assert game.match.current.phase == match.current.phase
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["envelope"] == ENVELOPE_VERSION


def test_no_save_is_not_a_problem(tmp_path: Path) -> None:
    outcome = SaveStore(tmp_path / "new").load()
    assert outcome.game is None and outcome.problem is None


def test_crash_between_write_and_replace_keeps_previous_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path)
    before = _mid_hand(steps=10)
    store.save(before, match_id="m1", ai_level="beginner")
    previous_bytes = store.path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise KeyboardInterrupt("power cut")  # not an OSError: nothing may swallow it

    monkeypatch.setattr(atomic.os, "replace", crash)
    after = _mid_hand(steps=30)
    with pytest.raises(KeyboardInterrupt):
        store.save(after, match_id="m1", ai_level="beginner")
    monkeypatch.undo()
    assert store.path.read_bytes() == previous_bytes
    game = store.load().game
    assert game is not None
    assert match_to_dict(game.match) == match_to_dict(before)


def test_crash_leaving_temp_file_behind(tmp_path: Path) -> None:
    """A process killed after writing the temporary file but before the replace."""
    store = SaveStore(tmp_path)
    match = _mid_hand()
    store.save(match, match_id="m", ai_level="advanced")
    leftover = tmp_path / f".{store.path.name}.x1y2.tmp"
    leftover.write_text('{"envelope": 2, "match": {"hands": [', encoding="utf-8")
    game = store.load().game
    assert game is not None and match_to_dict(game.match) == match_to_dict(match)
    assert not leftover.exists()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", LoadProblem.NOT_JSON),
        (b"\x00\xff\xfe garbage \x89PNG", LoadProblem.NOT_JSON),
        (b"[" * 100000, LoadProblem.NOT_JSON),
        (b"[1, 2, 3]", LoadProblem.BAD_CONTENT),
        (b'{"hello": "world"}', LoadProblem.BAD_CONTENT),
        (b'{"envelope": 99, "match": {}}', LoadProblem.WRONG_VERSION),
        (b'{"envelope": 2, "match": {"format": 7}}', LoadProblem.BAD_CONTENT),
        (
            b'{"envelope": 2, "match": {"format": 1, "rules": {"knock_limit": 99}}}',
            LoadProblem.BAD_CONTENT,
        ),
    ],
)
def test_unusable_file_is_moved_aside(tmp_path: Path, content: bytes, problem: LoadProblem) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    outcome = store.load()
    assert outcome.game is None
    assert outcome.problem is problem
    assert outcome.moved_to is not None and outcome.moved_to.read_bytes() == content
    assert "damaged" in outcome.moved_to.name
    assert not store.path.exists()
    # The game goes on: the next save works and loads.
    store.save(_mid_hand(), match_id="n", ai_level="beginner")
    assert store.load().game is not None


def test_truncated_save(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save(_mid_hand(), match_id="m", ai_level="expert")
    full = store.path.read_bytes()
    store.path.write_bytes(full[: len(full) // 2])
    outcome = store.load()
    assert outcome.problem is LoadProblem.NOT_JSON
    assert outcome.moved_to is not None and outcome.moved_to.read_bytes() == full[: len(full) // 2]


def test_tampered_action_is_bad_content(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save(_mid_hand(), match_id="m", ai_level="expert")
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["match"]["hands"][0]["actions"].insert(0, {"type": "discard", "player": 0, "card": "ZZ"})
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load().problem is LoadProblem.BAD_CONTENT


def test_two_damaged_files_keep_both(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    moved = []
    for text in (b"one", b"two"):
        store.path.write_bytes(text)
        moved.append(store.load().moved_to)
    assert moved[0] != moved[1]
    assert {p.read_bytes() for p in moved if p} == {b"one", b"two"}


def test_version_1_bare_match_is_migrated(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = _mid_hand(seed=8, steps=25)
    store.path.write_text(json.dumps(match_to_dict(match)), encoding="utf-8")
    outcome = store.load()
    assert outcome.problem is None and outcome.game is not None
    game = outcome.game
    assert game.migrated_from == 1
    assert game.ai_level == "intermediate"
    assert len(game.match_id) == 32
    assert match_to_dict(game.match) == match_to_dict(match)
    # Saved again it is a version 3 envelope (its moves may go to the journal).
    store.save(game.match, match_id=game.match_id, ai_level=game.ai_level)
    assert json.loads(store.path.read_text(encoding="utf-8"))["envelope"] == 3


def test_forgiving_peripheral_fields(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = _mid_hand()
    env = {
        "envelope": 2,
        "match": match_to_dict(match),
        "ai_level": 5,
        "extra": [1],
        "match_id": "",
    }
    store.path.write_text(json.dumps(env), encoding="utf-8")
    game = store.load().game
    assert game is not None
    assert game.ai_level == "intermediate" and game.extra == {} and game.match_id


def test_unreadable_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.mkdir()  # a folder where the file should be: reading fails with OSError
    outcome = store.load()
    assert outcome.problem is LoadProblem.UNREADABLE
    assert outcome.moved_to is not None and outcome.moved_to.is_dir()


def test_clear(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save(_mid_hand(), match_id="m", ai_level="expert")
    store.clear()
    store.clear()
    assert not store.exists()
    assert os.listdir(tmp_path) == []


def test_process_killed_between_write_and_replace(tmp_path: Path) -> None:
    """A real crash: the child dies (no clean-up code runs) right before the replace."""
    import subprocess
    import sys

    store = SaveStore(tmp_path)
    before = _mid_hand(steps=10)
    store.save(before, match_id="m1", ai_level="beginner")
    previous = store.path.read_bytes()
    child = f"""
import os, sys
sys.path.insert(0, {str(Path(__file__).parents[1])!r})
from testkit.scripted_play import play
from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.persistence import SaveStore, atomic
atomic.os.replace = lambda src, dst: os._exit(9)
match = play(Match(PRESETS["standard"], seed=3), seed=3, steps=40)
SaveStore({str(tmp_path)!r}).save(match, match_id="m1", ai_level="beginner")
"""
    result = subprocess.run([sys.executable, "-c", child], timeout=120)
    assert result.returncode == 9
    assert store.path.read_bytes() == previous
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(leftovers) == 1 and leftovers[0].stat().st_size > 0  # the half-done write
    game = store.load().game
    assert game is not None and match_to_dict(game.match) == match_to_dict(before)
    assert not any(p.name.endswith(".tmp") for p in tmp_path.iterdir())

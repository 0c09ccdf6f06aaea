"""A save with a journal read by an older version of the game: refused, kept aside,
never read as its snapshot alone (which would silently lose the moves after it)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from testkit.scripted_play import choose

from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict
from ginrummy_desktop.persistence import SaveStore


def old_reader(raw: bytes) -> Match | str:
    """What a version from before the journal does with the save (persistence/savefile.py
    up to commit 771c31b): JSON, an envelope of exactly version 2, the match in it; any
    other version is 'saved by a version of the game that this one does not know'. The
    journal file beside the save is unknown to it."""
    data = json.loads(raw.decode("utf-8"))
    if "envelope" not in data:
        return match_from_dict(data)
    if data.get("envelope") != 2:
        return "wrong_version"
    return match_from_dict(data["match"])


def _played(tmp_path: Path, moves: int) -> tuple[SaveStore, Match]:
    store = SaveStore(tmp_path)
    match = Match(PRESETS["standard"], seed=41)
    store.save(match, match_id="m", ai_level="beginner")  # the snapshot
    rng = random.Random(41)
    for _ in range(moves):
        match.apply(choose(match, rng))
        store.save(match, match_id="m", ai_level="beginner")  # journal lines
    return store, match


def test_an_old_version_refuses_a_save_with_moves_in_its_journal(tmp_path: Path) -> None:
    store, match = _played(tmp_path, 12)
    journal = store.journal_path.read_text(encoding="utf-8").splitlines()
    assert len(journal) == 1 + 12  # the moves are in the journal, not the snapshot
    seen = old_reader(store.path.read_bytes())
    assert seen == "wrong_version"  # told and kept aside, not a match short of 12 moves
    # This version reads every move.
    outcome = SaveStore(tmp_path).load()
    assert outcome.game is not None and match_to_dict(outcome.game.match) == match_to_dict(match)


def test_a_version_2_save_with_a_journal_is_still_read_whole(tmp_path: Path) -> None:
    """The first builds that kept a journal wrote it beside a version 2 envelope."""
    store, match = _played(tmp_path, 9)
    data: dict[str, Any] = json.loads(store.path.read_text(encoding="utf-8"))
    data["envelope"] = 2
    store.path.write_text(json.dumps(data), encoding="utf-8")
    outcome = SaveStore(tmp_path).load()
    assert outcome.problem is None and outcome.game is not None
    assert match_to_dict(outcome.game.match) == match_to_dict(match)


def test_a_version_number_must_be_a_whole_number(tmp_path: Path) -> None:
    store, _match = _played(tmp_path, 3)
    for fake in (True, 3.0, "3"):
        data: dict[str, Any] = json.loads(store.path.read_text(encoding="utf-8"))
        data["envelope"] = fake
        (tmp_path / "x").mkdir(exist_ok=True)
        other = SaveStore(tmp_path / "x")
        other.path.write_text(json.dumps(data), encoding="utf-8")
        assert other.load().problem is not None, fake
        for p in (tmp_path / "x").iterdir():
            p.unlink()

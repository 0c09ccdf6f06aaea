"""Save files that once stopped the game: huge numbers, unknown levels, FIFOs, a BOM."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from testkit.scripted_play import play

from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict
from ginrummy_desktop.persistence import HistoryDB, LoadProblem, SaveStore
from ginrummy_desktop.persistence.savefile import make_envelope

BIG = 2**63


def mid_hand(seed: int = 3, steps: int = 17) -> Match:
    return play(Match(PRESETS["standard"], seed=seed), seed=seed, steps=steps)


def write_envelope(directory: Path, **changes: object) -> Path:
    envelope = make_envelope(mid_hand(), match_id="m1", ai_level="beginner")
    match = envelope["match"]
    for key, value in changes.items():
        if key in ("seed",):
            match[key] = value
        elif key == "deal_number":
            match["hands"][0]["deal_number"] = value
        else:
            envelope[key] = value
    path = directory / "current-match.json"
    path.write_text(json.dumps(envelope), encoding="utf-8")
    return path


@pytest.mark.parametrize("key", ["seed", "deal_number"])
@pytest.mark.parametrize("value", [BIG, 2**64 + 5, -(2**63) - 1])
def test_a_number_sqlite_cannot_hold_makes_the_save_damaged(
    tmp_path: Path, key: str, value: int
) -> None:
    write_envelope(tmp_path, **{key: value})
    outcome = SaveStore(tmp_path).load()
    assert outcome.game is None
    assert outcome.problem is LoadProblem.BAD_CONTENT
    assert outcome.moved_to is not None and outcome.moved_to.exists()


def test_the_model_refuses_a_seed_out_of_range() -> None:
    with pytest.raises(ValueError):
        Match(PRESETS["standard"], seed=BIG)
    with pytest.raises(ValueError):
        Match(PRESETS["standard"], seed=1, deal_numbers=[BIG])
    data = match_to_dict(mid_hand())
    data["seed"] = BIG
    with pytest.raises(ValueError):
        match_from_dict(data)


def test_the_largest_seed_still_records_its_hands(tmp_path: Path) -> None:
    match = play(Match(PRESETS["standard"], seed=BIG - 1), seed=1)
    db = HistoryDB(tmp_path)
    for record in match.records:
        db.record_hand(match_id="m", match=match, record=record, ai_level="beginner")
    assert len(db.hands()) == len(match.records)


def test_history_never_overflows_even_if_a_huge_number_slips_through(tmp_path: Path) -> None:
    match = play(Match(PRESETS["standard"], seed=5), seed=5)
    match.seed = BIG  # past every check at the source: the database still copes
    db = HistoryDB(tmp_path)
    db.record_hand(match_id="m", match=match, record=match.records[0], ai_level="beginner")
    assert len(db.hands()) == 1


def test_command_line_seed_out_of_range_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    from ginrummy_desktop.__main__ import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--seed", str(BIG)])
    assert "--seed" in capsys.readouterr().err
    assert parse_args(["--seed", str(BIG - 1)]).seed == BIG - 1


def test_unknown_level_is_a_damaged_save(tmp_path: Path) -> None:
    write_envelope(tmp_path, ai_level="grandmaster")
    outcome = SaveStore(tmp_path).load(levels=("beginner", "expert"))
    assert outcome.problem is LoadProblem.BAD_CONTENT
    assert outcome.moved_to is not None and outcome.moved_to.exists()


def test_save_with_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = write_envelope(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    outcome = SaveStore(tmp_path).load()
    assert outcome.problem is None and outcome.game is not None
    assert match_to_dict(outcome.game.match) == match_to_dict(mid_hand())


def _load_in_thread(store: SaveStore) -> list[object]:
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(store.load()), daemon=True)
    worker.start()
    worker.join(5)
    return result


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_in_place_of_the_save_is_not_opened(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "current-match.json")
    result = _load_in_thread(SaveStore(tmp_path))
    if not result:
        # Unblock the reader so the test process can end, then fail.
        with open(tmp_path / "current-match.json", "wb"):
            pass
        pytest.fail("loading blocked on a FIFO")
    outcome = result[0]
    assert outcome.problem is LoadProblem.UNREADABLE  # type: ignore[attr-defined]
    assert not (tmp_path / "current-match.json").exists()  # kept aside, not in the way


def test_folder_in_place_of_the_save(tmp_path: Path) -> None:
    (tmp_path / "current-match.json").mkdir()
    outcome = SaveStore(tmp_path).load()
    assert outcome.problem is LoadProblem.UNREADABLE
    assert outcome.game is None


def outcome_for(path: Path) -> object:
    from ginrummy_desktop.persistence import LoadOutcome

    return LoadOutcome(problem=LoadProblem.BAD_CONTENT, moved_to=path)


def test_autosaver_sets_a_save_with_an_unknown_level_aside(qapp: object, tmp_path: Path) -> None:
    from testkit.fake_controller import FakeController

    from ginrummy_desktop.app.autosave import AutoSaver, save_notice

    write_envelope(tmp_path, ai_level="grandmaster")
    saver = AutoSaver(FakeController(), directory=tmp_path)
    assert saver.pending_resume() is None
    kept = list(tmp_path.glob("current-match.json.damaged-*"))
    assert len(kept) == 1
    outcome = SaveStore(tmp_path).load()  # nothing left in the way of a new game
    assert outcome.game is None and outcome.problem is None
    notices = saver.startup_notices()
    assert len(notices) == 1 and str(kept[0]) in notices[0]
    assert notices[0].startswith(save_notice(outcome_for(kept[0]))[:20])
    saver.close()


def test_a_save_without_read_permission_is_said_so_and_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test h166: a whole save the player had no permission to read was reported as
    "The file could not be opened" (taken for a damaged one). It is kept aside whole, and
    the notice says why. (Simulated: this test may run as root, whom chmod never stops.)"""
    from ginrummy_desktop.app.autosave import save_notice
    from ginrummy_desktop.persistence import savefile

    store = SaveStore(tmp_path)
    store.save(mid_hand(), match_id="m", ai_level="expert")
    whole = store.path.read_bytes()

    def denied(path: Path, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(savefile, "read_regular_file", denied)
    outcome = SaveStore(tmp_path).load()
    assert outcome.problem is LoadProblem.DENIED and outcome.game is None
    assert outcome.moved_to is not None and outcome.moved_to.read_bytes() == whole
    text = save_notice(outcome)
    assert "You have no permission to read the file." in text
    assert "could not be opened" not in text

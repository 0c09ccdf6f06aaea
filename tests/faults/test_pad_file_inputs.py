"""The score pad's save file is read as robustly as the match save: a FIFO or folder in
its place is never opened, a byte-order mark is no damage, a newer version's file is
refused as such, and whatever cannot be used is kept aside with a message."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.model.padentry import PadEnding, PadEntry
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence import LoadProblem
from ginrummy_desktop.persistence.scorepad_file import (
    PAD_ENVELOPE_VERSION,
    PadLoadOutcome,
    PadStore,
    pad_envelope,
)


def _pad() -> ScorePad:
    pad = ScorePad(PRESETS["standard"], names=("Aino", "Bjørn"))
    pad.add(PadEntry(PadEnding.KNOCK, 0, 4, 21))
    pad.add(PadEntry(PadEnding.GIN, 1, 0, 12))
    return pad


def _envelope(**changes: Any) -> dict[str, Any]:
    return {**pad_envelope(_pad(), pad_id="p1"), **changes}


def _load_in_thread(store: PadStore) -> list[PadLoadOutcome]:
    result: list[PadLoadOutcome] = []
    worker = threading.Thread(target=lambda: result.append(store.load()), daemon=True)
    worker.start()
    worker.join(10)  # a bound on a hang, not a measured figure
    return result


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_pad_is_not_opened(tmp_path: Path) -> None:
    store = PadStore(tmp_path)
    os.mkfifo(store.path)
    result = _load_in_thread(store)
    if not result:
        with open(store.path, "wb"):  # unblock the reader so the test process can end
            pass
        pytest.fail("loading the score pad blocked on a FIFO")
    outcome = result[0]
    assert outcome.problem is LoadProblem.UNREADABLE and outcome.saved is None
    assert outcome.moved_to is not None and not os.path.lexists(store.path)


def test_a_folder_in_place_of_the_pad(tmp_path: Path) -> None:
    store = PadStore(tmp_path)
    store.path.mkdir()
    outcome = store.load()
    assert outcome.problem is LoadProblem.UNREADABLE
    assert outcome.moved_to is not None and outcome.moved_to.is_dir()
    store.save(_pad(), pad_id="p2")  # and the pad can be saved again
    assert store.load().saved is not None


def test_a_pad_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    store = PadStore(tmp_path)
    store.path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_envelope()).encode("utf-8"))
    outcome = store.load()
    assert outcome.problem is None and outcome.saved is not None
    assert outcome.saved.pad.to_dict() == _pad().to_dict()


@pytest.mark.parametrize("version", [PAD_ENVELOPE_VERSION + 1, 99, True, 1.0, "1", None])
def test_a_newer_or_odd_version_is_refused_and_kept(tmp_path: Path, version: object) -> None:
    store = PadStore(tmp_path)
    raw = json.dumps(_envelope(envelope=version)).encode("utf-8")
    store.path.write_bytes(raw)
    outcome = store.load()
    assert outcome.problem is LoadProblem.WRONG_VERSION and outcome.saved is None
    assert outcome.moved_to is not None and outcome.moved_to.read_bytes() == raw


def test_a_far_too_large_file_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.persistence import scorepad_file

    monkeypatch.setattr(scorepad_file, "MAX_SAVE_BYTES", 64)
    store = PadStore(tmp_path)
    store.path.write_text(json.dumps(_envelope()), encoding="utf-8")
    outcome = store.load()
    assert outcome.problem is LoadProblem.BAD_CONTENT and outcome.moved_to is not None


@pytest.mark.parametrize(
    "raw, problem",
    [
        (b"", LoadProblem.NOT_JSON),
        (b"\xff\xfe garbage", LoadProblem.NOT_JSON),
        (b'{"kind": "score_pad", "envelope": 1, "pad": {"format": 1', LoadProblem.NOT_JSON),
        (b"[" * 100_000 + b"]" * 100_000, LoadProblem.NOT_JSON),
        (b'{"kind": "match", "envelope": 1}', LoadProblem.BAD_CONTENT),
        (b'{"kind": "score_pad", "envelope": 1, "pad": {"names": 5}}', LoadProblem.BAD_CONTENT),
    ],
)
def test_damaged_pad_files_are_kept_aside(tmp_path: Path, raw: bytes, problem: LoadProblem) -> None:
    store = PadStore(tmp_path)
    store.path.write_bytes(raw)
    outcome = store.load()
    assert outcome.problem is problem and outcome.saved is None
    assert outcome.moved_to is not None and outcome.moved_to.read_bytes() == raw
    assert not store.exists()


@pytest.mark.parametrize(
    "problem, words",
    [
        (LoadProblem.UNREADABLE, "could not be opened"),
        (LoadProblem.NOT_JSON, "incomplete or damaged"),
        (LoadProblem.WRONG_VERSION, "newer version"),
        (LoadProblem.BAD_CONTENT, "not a score pad"),
    ],
)
def test_the_window_says_why_and_where_the_file_went(
    qapp: Any, tmp_path: Path, problem: LoadProblem, words: str
) -> None:
    from ginrummy_desktop.ui.scorepad.texts import load_problem_text

    kept = tmp_path / "score-pad.json.damaged-20261201-101010"
    text = load_problem_text(PadLoadOutcome(problem=problem, detail="raw detail", moved_to=kept))
    assert "new pad starts" in text and words in text and str(kept) in text
    assert "raw detail" not in text  # never the program's own words


def test_a_pad_without_read_permission_is_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As the save (play-test h166): no permission is said as such, the file kept."""
    from ginrummy_desktop.persistence import scorepad_file
    from ginrummy_desktop.ui.scorepad.texts import LOAD_PROBLEM_TEXTS

    store = PadStore(tmp_path)
    store.save(_pad(), pad_id="p1")
    whole = store.path.read_bytes()

    def denied(path: Path, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(scorepad_file, "read_regular_file", denied)
    outcome = store.load()
    assert outcome.problem is LoadProblem.DENIED and outcome.saved is None
    assert outcome.moved_to is not None and outcome.moved_to.read_bytes() == whole
    assert "permission" in LOAD_PROBLEM_TEXTS[LoadProblem.DENIED]

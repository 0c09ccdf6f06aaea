"""The save journal: one appended line per move, folded into a snapshot now and then;
torn lines, stray journals, full disks and kill -9 never cost more than the move that
was being saved."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from testkit.scripted_play import choose, play

from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.persistence import SaveStore, savefile
from ginrummy_desktop.persistence import atomic as atomic_module

LONG = PRESETS["standard"].with_changes(target=10000)  # a match that goes on and on


def saves(store: SaveStore, match: Match, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        match.apply(choose(match, rng))
        store.save(match, match_id="m", ai_level="beginner")


def loaded(store: SaveStore) -> Match:
    outcome = SaveStore(store.directory).load()
    assert outcome.problem is None and outcome.game is not None, outcome.detail
    return outcome.game.match


def test_every_move_is_saved_and_resumed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=3)
    rng = random.Random(3)
    store.save(match, match_id="m", ai_level="beginner")
    for _ in range(60):
        saves(store, match, rng, 1)
        assert match_to_dict(loaded(store)) == match_to_dict(match)


def test_resumed_match_goes_on_appending(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(savefile, "SNAPSHOT_EVERY_HAND_UP_TO", 0)  # a new hand appends too
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=4)
    rng = random.Random(4)
    store.save(match, match_id="m", ai_level="beginner")
    saves(store, match, rng, 30)
    again = SaveStore(tmp_path)
    game = again.load().game
    assert game is not None
    snapshot = store.path.read_bytes()
    resumed = game.match
    saves(again, resumed, random.Random(5), 20)
    assert store.path.read_bytes() == snapshot  # appended, not rewritten
    assert match_to_dict(loaded(again)) == match_to_dict(resumed)


class Meter:
    """Bytes the save store writes, by wrapping the two ways it writes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.total = 0
        original = savefile.atomic_write_text

        def counted(path: Path, text: str) -> None:
            self.total += len(text.encode("utf-8"))
            original(path, text)

        monkeypatch.setattr(savefile, "atomic_write_text", counted)


@pytest.mark.slow
def test_cost_of_a_save_does_not_grow_with_the_match(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    meter = Meter(monkeypatch)
    # Measured from the journal alone: the early hands' own snapshots would make the
    # early cost, and so the bound, larger (review h141). Past the hands that each
    # begin with a snapshot, the journal's rule is the one that holds.
    cap = savefile.SNAPSHOT_EVERY_HAND_UP_TO
    monkeypatch.setattr(savefile, "SNAPSHOT_EVERY_HAND_UP_TO", 0)
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=6)
    rng = random.Random(6)
    store.save(match, match_id="m", ai_level="beginner")

    def written(moves: int) -> float:
        before_snap, before_journal = meter.total, store.journal_path.stat().st_size
        saves(store, match, rng, moves)
        journal = store.journal_path.stat().st_size
        appended = journal - before_journal if journal >= before_journal else journal
        return (meter.total - before_snap + appended) / moves

    written(100)
    early = written(300)
    monkeypatch.setattr(savefile, "SNAPSHOT_EVERY_HAND_UP_TO", cap)
    written(2500)
    late = written(300)
    assert match.hand_number > cap + 5 and not match.is_over
    # Rewriting the whole save every move would make `late` many times `early`.
    assert late < 2.5 * early, (early, late)


def test_torn_last_line_is_ignored(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=7)
    rng = random.Random(7)
    store.save(match, match_id="m", ai_level="beginner")
    saves(store, match, rng, 12)
    complete = match_to_dict(match)
    with open(store.journal_path, "ab") as f:
        f.write(b'{"at":"2026-12-01T00:00:00+00:00","steps":[{"type":"dis')  # a crash
    again = SaveStore(tmp_path)
    game = again.load().game
    assert game is not None and match_to_dict(game.match) == complete
    # The next save does not append after the torn half: a new snapshot.
    saves(again, game.match, random.Random(8), 3)
    assert match_to_dict(loaded(again)) == match_to_dict(game.match)


def test_journal_of_another_snapshot_is_ignored(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=9)
    store.save(match, match_id="m", ai_level="beginner")
    snapshot_only = match_to_dict(match)
    saves(store, match, random.Random(9), 5)
    _head, *rest = store.journal_path.read_bytes().split(b"\n", 1)
    store.journal_path.write_bytes(b'{"journal": "somebody-else"}\n' + b"".join(rest))
    assert match_to_dict(loaded(store)) == snapshot_only


def _moves_in(match: Match) -> list[Any]:
    return [a.to_dict() for deal in match.deals for a in deal.actions]


@pytest.mark.parametrize(
    "damage",
    [
        "garbage-file",  # the whole journal overwritten
        "binary-head",
        "line-in-the-middle",  # a line that is not JSON, with whole lines after it
        "wrong-shape",  # JSON, but not a line the save writes
        "not-a-dict",
        "garbage-last-line",  # a whole line (its newline written) that does not parse
        "refused-move",  # a line that parses, with a move the rules refuse
    ],
)
def test_damaged_journal_is_kept_aside_and_the_game_goes_on_before_it(
    tmp_path: Path, damage: str
) -> None:
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=10)
    rng = random.Random(10)
    store.save(match, match_id="m", ai_level="beginner")
    saves(store, match, rng, 4)
    after_four = _moves_in(match)
    saves(store, match, rng, 4)
    rows = store.journal_path.read_bytes().split(b"\n")
    assert len(rows) == 10 and rows[-1] == b""  # the head, 8 lines, the last newline
    if damage == "garbage-file":
        store.journal_path.write_bytes(b"== ]]] not a journal at all\n\x00\xff" * 40)
        expected = _moves_in(Match(LONG, seed=10))  # the snapshot alone
    elif damage == "binary-head":
        store.journal_path.write_bytes(bytes(range(256)) + b"\n".join(rows[1:]))
        expected = _moves_in(Match(LONG, seed=10))
    elif damage in ("garbage-last-line", "refused-move"):
        bad = {
            "garbage-last-line": b"garbage garbage",
            "refused-move": b'{"at":"x","steps":[{"type":"discard","player":0,"card":"ZZ"}]}',
        }[damage]
        store.journal_path.write_bytes(b"\n".join([*rows[:-1], bad, b""]))
        expected = _moves_in(match)  # every move before it
    else:
        bad = {
            "line-in-the-middle": b"{{{ oops",
            "wrong-shape": b'{"steps": {"type": "draw"}}',
            "not-a-dict": b"[1, 2, 3]",
        }[damage]
        store.journal_path.write_bytes(b"\n".join([*rows[:5], bad, *rows[5:]]))
        expected = after_four
    damaged_bytes = store.journal_path.read_bytes()

    again = SaveStore(tmp_path)
    outcome = again.load()
    assert outcome.problem is None and outcome.game is not None
    assert _moves_in(outcome.game.match) == expected
    assert outcome.journal_damaged
    kept = outcome.journal_moved_to
    assert kept is not None and kept.parent == tmp_path and ".damaged-" in kept.name
    assert kept.read_bytes() == damaged_bytes
    # What was read is saved whole at once: a start after a close before the next save
    # finds it too, and with it the time it was saved.
    assert store.journal_path.read_bytes() != damaged_bytes
    again_outcome = SaveStore(tmp_path).load()
    assert again_outcome.game is not None and not again_outcome.journal_damaged
    assert _moves_in(again_outcome.game.match) == expected
    assert again_outcome.game.saved_at == outcome.game.saved_at
    # The game goes on and is saved again.
    game = outcome.game.match
    saves(again, game, random.Random(11), 3)
    assert match_to_dict(loaded(again)) == match_to_dict(game)
    assert kept.read_bytes() == damaged_bytes


def test_a_damaged_journal_costs_the_hand_in_play_at_most(tmp_path: Path) -> None:
    """Play-test h138: the journal unreadable, the game went back to the start of the
    match (the snapshot was folded in every 200 moves), and the finished hands out of
    the history. Each new hand starts with a snapshot: the hands finished stay."""
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=12)
    rng = random.Random(12)
    store.save(match, match_id="m", ai_level="beginner")
    while match.hand_number < 3:
        saves(store, match, rng, 1)
    saves(store, match, rng, 5)  # five moves into the third hand
    store.journal_path.write_bytes(b"== not a journal ==\n\x00\xff" * 20)
    outcome = SaveStore(tmp_path).load()
    assert outcome.game is not None and outcome.journal_damaged
    resumed = outcome.game.match
    assert resumed.hand_number == 3 and len(resumed.records) == 2
    finished = [match_to_dict(m)["hands"][:2] for m in (resumed, match)]
    assert finished[0] == finished[1]


@pytest.mark.parametrize("content", [b"", b"\n\n"])
def test_an_empty_journal_is_not_damage(tmp_path: Path, content: bytes) -> None:
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=12)
    store.save(match, match_id="m", ai_level="beginner")
    store.journal_path.write_bytes(content)
    outcome = SaveStore(tmp_path).load()
    assert outcome.game is not None and not outcome.journal_damaged
    assert outcome.journal_moved_to is None and store.journal_path.exists()


def test_torn_line_is_not_damage_but_a_line_after_it_is(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=13)
    store.save(match, match_id="m", ai_level="beginner")
    saves(store, match, random.Random(13), 5)
    torn = b'{"at":"2026-12-01T00:00:00+00:00","steps":[{"type":"dis'
    whole = store.journal_path.read_bytes()
    store.journal_path.write_bytes(whole + torn)
    outcome = SaveStore(tmp_path).load()
    assert not outcome.journal_damaged and outcome.journal_torn  # told, not kept aside
    store.journal_path.write_bytes(whole + torn + b"\n" + whole.split(b"\n")[1] + b"\n")
    outcome = SaveStore(tmp_path).load()
    assert outcome.journal_damaged and not outcome.journal_torn
    store.journal_path.write_bytes(whole)
    outcome = SaveStore(tmp_path).load()
    assert not outcome.journal_damaged and not outcome.journal_torn


@pytest.mark.parametrize("where", ["append", "snapshot"])
def test_full_disk_keeps_the_last_completed_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=10)
    rng = random.Random(10)
    store.save(match, match_id="m", ai_level="beginner")
    saves(store, match, rng, 8)
    complete = match_to_dict(match)

    def full(*_a: Any, **_k: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as mp:
        if where == "append":
            mp.setattr(savefile.os, "fsync", full)
        else:
            store._token = None  # the next save is a snapshot
            mp.setattr(atomic_module.os, "fsync", full)
        match.apply(choose(match, rng))
        with pytest.raises(OSError) as info:
            store.save(match, match_id="m", ai_level="beginner")
        assert info.value.errno == errno.ENOSPC
    assert match_to_dict(loaded(store)) in (complete, match_to_dict(match))
    # Space again: the next move saves everything.
    saves(store, match, rng, 2)
    assert match_to_dict(loaded(store)) == match_to_dict(match)


def test_read_only_folder_refuses_with_oserror_and_keeps_the_save(tmp_path: Path) -> None:
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        pytest.skip("root writes into read-only folders")
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=11)
    store.save(match, match_id="m", ai_level="beginner")
    complete = match_to_dict(match)
    tmp_path.chmod(0o500)
    try:
        store._token = None
        match.apply(choose(match, random.Random(11)))
        with pytest.raises(OSError):
            store.save(match, match_id="m", ai_level="beginner")
    finally:
        tmp_path.chmod(0o700)
    assert match_to_dict(loaded(store)) == complete


def test_clear_removes_the_journal_too(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = play(Match(LONG, seed=12), seed=12, steps=5)
    store.save(match, match_id="m", ai_level="beginner")
    store.clear()
    assert os.listdir(tmp_path) == []


CHILD = """
import random, sys
sys.path.insert(0, {tests!r})
from testkit.scripted_play import choose
from ginrummy_desktop.model import PRESETS, Match
from ginrummy_desktop.persistence import SaveStore
store = SaveStore({folder!r})
outcome = store.load()
match = outcome.game.match if outcome.game else Match(PRESETS["standard"].with_changes(
    target=10000), seed=13)
rng = random.Random(len(match.deals) * 1000 + len(match.current.actions))
store.save(match, match_id="m", ai_level="beginner")
while True:
    match.apply(choose(match, rng))
    store.save(match, match_id="m", ai_level="beginner")
    n = sum(len(d.actions) for d in match.deals) + len(match.deals)
    print(n, flush=True)
"""


@pytest.mark.slow
def test_kill_during_saves_leaves_the_last_completed_move(tmp_path: Path) -> None:
    tests = str(Path(__file__).resolve().parents[1])  # the child imports the testkit
    script = CHILD.format(tests=tests, folder=str(tmp_path))
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    rng = random.Random(14)
    for kill in range(20):
        child = subprocess.Popen(
            [sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, text=True
        )
        assert child.stdout is not None
        confirmed = 0
        wanted = rng.randrange(5, 60)
        for _ in range(wanted):
            line = child.stdout.readline()
            if not line:
                break
            confirmed = int(line)
        time.sleep(rng.random() * 0.02)  # somewhere inside the next save
        child.send_signal(signal.SIGKILL)
        child.wait(30)
        # Whatever was printed after `confirmed` was also completed: read it too.
        for line in child.stdout:
            confirmed = max(confirmed, int(line))
        child.stdout.close()
        outcome = SaveStore(tmp_path).load()
        assert outcome.problem is None and outcome.game is not None, (kill, outcome.detail)
        m = outcome.game.match
        steps = sum(len(d.actions) for d in m.deals) + len(m.deals)
        # Every save that returned is on disk; at most the one under way is extra.
        assert confirmed <= steps <= confirmed + 1, (kill, confirmed, steps)
    assert json.loads(SaveStore(tmp_path).path.read_text("utf-8"))["envelope"] == 3


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES])
def test_read_only_folder_injected(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    """The same as a read-only folder, for a root user too: no temporary file can be
    made and the journal cannot be opened for appending."""
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=15)
    rng = random.Random(15)
    store.save(match, match_id="m", ai_level="beginner")
    saves(store, match, rng, 3)
    complete = match_to_dict(match)

    def refused(*_a: Any, **_k: Any) -> Any:
        raise OSError(code, os.strerror(code))

    with monkeypatch.context() as mp:
        mp.setattr(atomic_module.tempfile, "mkstemp", refused)
        mp.setattr(savefile.os, "open", refused)
        for _ in range(3):
            match.apply(choose(match, rng))
            with pytest.raises(OSError):
                store.save(match, match_id="m", ai_level="beginner")
    assert match_to_dict(loaded(store)) == complete
    saves(store, match, rng, 1)  # writable again: everything is saved
    assert match_to_dict(loaded(store)) == match_to_dict(match)


def test_autosaver_reports_a_full_disk_once_and_goes_on(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from testkit.fake_controller import FakeController

    from ginrummy_desktop.app.autosave import AutoSaver

    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    problems: list[str] = []
    saver.problem.connect(problems.append)
    match = controller.new_match(LONG, "beginner", seed=16)
    rng = random.Random(16)

    def full(*_a: Any, **_k: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as mp:
        mp.setattr(savefile.os, "fsync", full)
        mp.setattr(atomic_module.os, "fsync", full)
        for _ in range(5):
            controller.step(rng)
    assert len(problems) == 1 and "(the disk is full)" in problems[0]
    controller.step(rng)
    assert match_to_dict(loaded(saver.store)) == match_to_dict(match)
    saver.close()


def test_a_journal_of_large_lines_is_folded_before_it_grows_too_large(tmp_path: Path) -> None:
    """Lines that carry a large extra (a duplicate ledger, saved at every arranging of
    the hand) grew the journal past what a reader takes for damage."""
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=14)
    ledger = "x" * 100_000
    for i in range(60):  # no move at all: the extra alone changes
        store.save(match, match_id="m", ai_level="beginner", extra={"ledger": ledger, "n": i})
        assert store.journal_path.stat().st_size <= savefile.COMPACT_MAX_BYTES + 200_000
    outcome = SaveStore(tmp_path).load()
    assert outcome.game is not None and not outcome.journal_damaged
    assert outcome.game.extra == {"ledger": ledger, "n": 59}


def test_a_deal_number_changed_by_hand_is_bad_content_not_a_damaged_journal(
    tmp_path: Path,
) -> None:
    """Another deal number deals other cards: the moves in the journal need not fail on
    them (the first few did, so the game went on with four of nine moves on cards
    nobody was dealt, the journal blamed). The deck's digest refuses the whole save."""
    store = SaveStore(tmp_path)
    match = Match(LONG, seed=5)
    store.save(match, match_id="m", ai_level="beginner")
    saves(store, match, random.Random(5), 9)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["match"]["hands"][0]["deal_number"] += 1
    store.path.write_text(json.dumps(data), encoding="utf-8")
    outcome = SaveStore(tmp_path).load()
    assert outcome.game is None
    assert outcome.problem is savefile.LoadProblem.BAD_CONTENT
    assert "do not match" in outcome.detail
    assert outcome.moved_to is not None and outcome.moved_to.exists()


def test_a_new_hands_deal_number_changed_in_the_journal_ends_the_journal_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(savefile, "SNAPSHOT_EVERY_HAND_UP_TO", 0)  # the hand in the journal
    store = SaveStore(tmp_path)
    match = Match(PRESETS["standard"].with_changes(target=10000), seed=6)
    store.save(match, match_id="m", ai_level="beginner")
    rng = random.Random(6)
    while not match.current.is_over:
        saves(store, match, rng, 1)
    hand_one = match_to_dict(match)
    saves(store, match, rng, 4)  # the next hand and three of its moves
    lines = store.journal_path.read_text(encoding="utf-8").splitlines()
    edited = []
    for text in lines:
        line = json.loads(text)
        for step in line.get("steps", []):
            if "hand" in step:
                assert "check" in step["hand"]
                step["hand"]["deal_number"] += 1
        edited.append(json.dumps(line))
    store.journal_path.write_text("\n".join(edited) + "\n", encoding="utf-8")
    outcome = SaveStore(tmp_path).load()
    assert outcome.game is not None and outcome.journal_damaged
    assert match_to_dict(outcome.game.match) == hand_one

"""AutoSaver with a stand-in controller: saves after every action, records the history,
resumes exactly where the match stood, and survives damaged files and full disks."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from testkit.fake_controller import FakeController
from testkit.scripted_play import play

from ginrummy_desktop.app import autosave
from ginrummy_desktop.app.autosave import AutoSaver, data_dir
from ginrummy_desktop.model import PRESETS, Match, Rules
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.persistence import SaveStore, compute_statistics


def _saved(directory: Path) -> dict:
    # The snapshot with its journal applied: what a resume would read.
    envelope = SaveStore(directory).current_envelope()
    assert envelope is not None
    return envelope


def test_saves_after_every_action(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path, extra=lambda: {"speed": "fast"})
    match = controller.new_match(PRESETS["standard"], "expert", seed=3)
    rng = random.Random(3)
    for _ in range(40):
        controller.step(rng)
        data = _saved(tmp_path)
        assert data["match"] == match_to_dict(match)
        assert data["ai_level"] == "expert"
        started = saver.session.started_at
        assert data["extra"] == {"speed": "fast", "assisted": False, "started_at": started}
        assert data["match_id"] == saver.match_id
    saver.close()


def test_history_records_hands_and_match(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    match = controller.new_match(PRESETS["finnish_1"], "advanced", seed=4)
    rng = random.Random(4)
    while not match.is_over:
        controller.step(rng)
    saver.writer.wait_idle(10)  # the history is written on the writer's thread
    hands = saver.history.hands()
    assert sorted(h.number for h in hands) == [r.number for r in match.records]
    assert {h.match_id for h in hands} == {saver.match_id}
    (row,) = saver.history.matches()
    assert match.game_result is not None and row.winner == match.game_result.winner
    stats = compute_statistics(saver.history)
    assert stats.levels["advanced"].matches_played == 1
    # A finished match is not offered again.
    fresh = AutoSaver(FakeController(), directory=tmp_path)
    assert fresh.pending_resume() is None
    fresh.writer.wait_idle(10)  # the history is written on the writer's thread
    assert len(fresh.history.hands()) == len(match.records)  # nothing recorded twice


def test_resume_continues_identically(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = FakeController()
    saver = AutoSaver(first, directory=tmp_path)
    match = first.new_match(PRESETS["ginirommi"], "expert", seed=21)
    rng = random.Random(21)
    for _ in range(75):
        first.step(rng)
    assert not match.is_over
    old_id = saver.match_id
    # A fresh start: new controller, new saver, same folder.
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    offer = saver2.pending_resume()
    assert offer is not None and offer.level == "expert" and offer.match_id == old_id
    assert "Hand" in offer.describe()
    asked: list[str] = []
    assert saver2.resume(confirm=lambda o: asked.append(o.describe()) is None)
    assert asked and second.match is offer.match and second.level == "expert"
    assert saver2.match_id == old_id
    resumed = second.match
    assert resumed is not None
    assert match_to_dict(resumed) == match_to_dict(match)
    assert resumed.current.hands == match.current.hands
    assert resumed.current.stock == match.current.stock
    assert resumed.current.discard_pile == match.current.discard_pile
    assert (resumed.current.turn, resumed.current.phase) == (
        match.current.turn,
        match.current.phase,
    )
    assert resumed.records == match.records
    # Both go on with the same moves and end the same.
    rng_a, rng_b = random.Random(99), random.Random(99)
    while not match.is_over:
        first.step(rng_a)
        second.step(rng_b)
    assert resumed.is_over and resumed.game_result == match.game_result
    assert match_to_dict(resumed) == match_to_dict(match)


def test_declined_resume_keeps_file_until_new_match(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = FakeController()
    saver = AutoSaver(first, directory=tmp_path)
    first.new_match(PRESETS["standard"], "beginner", seed=5)
    old_id = saver.match_id
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    assert not saver2.resume(confirm=lambda offer: False)
    assert second.match is None and _saved(tmp_path)["match_id"] == old_id
    new = second.new_match(PRESETS["standard"], "beginner", seed=6)
    assert _saved(tmp_path)["match"] == match_to_dict(new)
    assert _saved(tmp_path)["match_id"] == saver2.match_id != old_id


@pytest.mark.parametrize(
    "content", [b"", b'{"envelope": 2, "match": {"hands": [', b"\xff" * 50, b'{"envelope": 99}']
)
def test_damaged_save_starts_a_new_game_with_a_notice(
    qtbot,
    tmp_path: Path,
    content: bytes,  # type: ignore[no-untyped-def]
) -> None:
    (tmp_path / "current-match.json").write_bytes(content)
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    assert not saver.resume("beginner")
    notices = saver.startup_notices()
    assert len(notices) == 1 and "new game" in notices[0]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("current-match.json.damaged")]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert str(kept[0]) in notices[0]
    controller.new_match(PRESETS["standard"], "beginner", seed=1)
    assert SaveStore(tmp_path).load().game is not None


def test_damaged_history_is_set_aside_with_a_notice(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "history.sqlite3").write_bytes(b"garbage" * 500)
    saver = AutoSaver(FakeController(), directory=tmp_path)
    (notice,) = saver.startup_notices()
    assert "history" in notice
    assert saver.history.hands() == []


def test_the_starts_notices_are_worded_when_shown(qtbot, tmp_path: Path, language) -> None:  # type: ignore[no-untyped-def]
    """Review h141: the start's notices went out as words made at the start; one shown
    under the first start's question, where bokmål was chosen, stayed in English."""
    (tmp_path / "history.sqlite3").write_bytes(b"garbage" * 500)
    saver = AutoSaver(FakeController(), directory=tmp_path)
    told: list[object] = []
    saver.notice_words.connect(told.append)
    saver.show_notices()
    qtbot.waitUntil(lambda: bool(told))
    words = told[0]
    assert callable(words) and "Your game history could not be read." in words()
    language.set_language("nb")
    assert "Spillhistorikken din kunne ikke leses." in words()


def test_failed_save_reports_once_and_play_goes_on(
    qtbot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
) -> None:
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    problems: list[str] = []
    saver.problem.connect(problems.append)
    controller.new_match(PRESETS["standard"], "beginner", seed=8)

    def disk_full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(SaveStore, "save", disk_full)
    rng = random.Random(8)
    for _ in range(5):
        controller.step(rng)
    # Said in the player's words, not the system's (play-test h138: "[Errno 13]
    # Permission denied" in a bokmål message).
    assert len(problems) == 1 and "(the disk is full)" in problems[0], problems
    assert "Errno" not in problems[0] and "No space" not in problems[0]
    monkeypatch.undo()
    controller.step(rng)
    assert _saved(tmp_path)["match"] == match_to_dict(controller.match)  # type: ignore[arg-type]


def test_a_failures_reason_is_in_the_players_words() -> None:
    from ginrummy_desktop.app.autosave import failure_reason
    from ginrummy_desktop.app.kept_path import unmarked
    from ginrummy_desktop.persistence.history import HistoryError

    denied = PermissionError(13, "Permission denied", "/home/kari/.local")
    assert unmarked(failure_reason(denied)) == "no permission to write to /home/kari/.local"
    assert failure_reason(PermissionError(13, "Permission denied")) == (
        "no permission to write there"
    )
    # The save's hidden temporary copy was named, not the folder (play-test h166).
    temporary = PermissionError(13, "Permission denied", "/home/kari/g/.current-match.json.v6.tmp")
    assert (
        unmarked(failure_reason(temporary)) == "no permission to write to the folder /home/kari/g"
    )
    # A rename refused names the save it would replace, read only (review h167).
    replaced = PermissionError(
        13, "Permission denied", "/home/kari/g/.current-match.json.v6.tmp", None,
        "/home/kari/g/current-match.json",
    )  # fmt: skip
    assert unmarked(failure_reason(replaced)) == (
        "no permission to write to /home/kari/g/current-match.json"
    )
    assert failure_reason(OSError(30, "Read-only file system")) == "the disk can only be read"
    try:
        try:
            raise OSError(28, "No space left on device")
        except OSError as exc:
            raise HistoryError(str(exc)) from exc
    except HistoryError as wrapped:
        assert failure_reason(wrapped) == "the disk is full"  # the cause behind the wrap
    assert failure_reason(ValueError("odd")) == "odd"  # others as the system says them


def test_crash_before_history_write_is_caught_up(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    match = play(Match(PRESETS["standard"], seed=12), seed=12, steps=150)
    assert match.records
    SaveStore(tmp_path).save(match, match_id="crashed", ai_level="expert")
    saver = AutoSaver(FakeController(), directory=tmp_path)
    saver.pending_resume()
    saver.writer.wait_idle(10)  # the history is written on the writer's thread
    assert {h.number for h in saver.history.hands()} == {r.number for r in match.records}


def test_data_dir_uses_app_data_location(qapp) -> None:  # type: ignore[no-untyped-def]
    QStandardPaths.setTestModeEnabled(True)
    try:
        folder = data_dir()
        expected = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        assert folder == Path(expected) and folder.is_dir()
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_notice_texts_name_the_kept_file(tmp_path: Path) -> None:
    from ginrummy_desktop.persistence import DbProblem, LoadOutcome, LoadProblem

    kept = tmp_path / "x.damaged"
    for problem in LoadProblem:
        text = autosave.save_notice(LoadOutcome(problem=problem, moved_to=kept))
        assert str(kept) in text and text.strip()
    assert "newer" in autosave.history_notice(DbProblem.NEWER, kept)


def test_the_history_notice_says_what_was_kept_of_a_damaged_file(tmp_path: Path) -> None:
    """Play-test h153: a damaged history whose games could all still be read was said
    to give way to "a new, empty history". The notice says how many games the new one
    starts with; with none, that it is empty."""
    from ginrummy_desktop.persistence import DbProblem
    from ginrummy_desktop.persistence.history_salvage import Salvaged

    kept = tmp_path / "history.sqlite3.damaged"
    salvaged = Salvaged(games=3, hands=11, pad_games=1)
    said = autosave.history_notice(DbProblem.DAMAGED, kept, salvaged)
    assert "what could still be read of it: 4 game" in said and "empty" not in said
    for nothing in (None, Salvaged()):
        said = autosave.history_notice(DbProblem.DAMAGED, kept, nothing)
        assert "A new, empty history was started." in said


def test_ask_to_resume_dialog(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ginrummy_desktop.ui.dialogs.resume import ask_to_resume, notice_html

    first = FakeController()
    keep = AutoSaver(first, directory=tmp_path)
    first.new_match(PRESETS["standard"], "beginner", seed=5)
    saver = AutoSaver(FakeController(), directory=tmp_path)
    offer = saver.pending_resume()
    assert keep.match_id == (offer.match_id if offer else None)
    assert offer is not None

    asked: list[str] = []

    def answer(button_text: str) -> None:
        # Whatever the box says, it is answered (an assertion here would leave it open).
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                asked.append(w.text())
                for b in w.buttons():
                    if b.text().replace("&", "") == button_text:
                        b.click()

    QTimer.singleShot(50, lambda: answer("New game"))
    assert ask_to_resume(None)(offer) is False
    QTimer.singleShot(50, lambda: answer("Continue"))
    assert ask_to_resume(None)(offer) is True
    # Which game it is: its rules and the computer's level (play-test h113: neither).
    shown = offer.describe() + "\nStandard (international) · computer: Beginner"
    assert asked == [notice_html(shown)] * 2

    # What went wrong at this start comes first, in the same box, as a warning.
    told = dataclasses.replace(offer, notices=("The journal was damaged.",))
    seen: list[tuple[str, QMessageBox.Icon]] = []

    def look_and_continue() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                seen.append((w.text(), w.icon()))
                w.buttons()[0].click()

    QTimer.singleShot(50, look_and_continue)
    ask_to_resume(None)(told)
    said = notice_html("The journal was damaged.\n\n" + shown)
    assert seen == [(said, QMessageBox.Icon.Warning)]

    # Esc, or the box's close button, keeps the saved game (play-test h138: both
    # started a new game and recorded the saved one as abandoned).
    def dismiss(how: str) -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                if how == "esc":
                    qtbot.keyClick(w, Qt.Key.Key_Escape)
                else:
                    w.close()

    for how in ("esc", "close"):
        QTimer.singleShot(50, lambda how=how: dismiss(how))
        assert ask_to_resume(None)(offer) is True, how


def test_old_save_resumes_at_the_players_level(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    match = play(Match(PRESETS["standard"], seed=14), seed=14, steps=30)
    (tmp_path / "current-match.json").write_text(json.dumps(match_to_dict(match)), "utf-8")
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    assert saver.resume("advanced")
    assert controller.level == "advanced"
    assert controller.match is not None and match_to_dict(controller.match) == match_to_dict(match)
    assert _saved(tmp_path)["envelope"] == 3  # written back in the current format


def test_the_resume_question_of_a_hollywood_match_gives_its_three_games() -> None:
    """The play-test's finding: "Hand 6: you 69, computer 33" named no game of a
    Hollywood match; once game 1 is over the hands' sum stands in none of them."""
    from ginrummy_desktop.app.autosave import ResumeOffer
    from ginrummy_desktop.model import NextHand, match_view
    from ginrummy_desktop.review.rollout import policy_move

    match = Match(PRESETS["standard"].with_changes(hollywood=True), seed=4)
    for hand in range(4):
        if hand:
            match.apply(NextHand(0))
        while not match.current.is_over:
            match.apply(policy_move(match_view(match, match.current.turn)))
    score = match.hollywood
    assert score is not None
    text = ResumeOffer(match=match, level="expert", match_id="m").describe()
    # The fourth hand is over: named so, not as if in play (play-test 10).
    assert "Hollywood" in text and "After hand 4 " in text
    # Each game's score on one line (play-test h127: "spill 3" / "0–0." broke apart).
    for g, game in enumerate(score.games):
        if any(score.opened[g]):
            item = f"game\u00a0{g + 1}\u00a0{game.totals[0]}\u2060–\u2060{game.totals[1]}"
        else:
            item = f"game\u00a0{g + 1}\u00a0\u2060–\u2060"
        assert item in text, text
    # A game no hand is written in reads "–", as on the scoresheet, not "0–0" (h129).
    fresh = Match(PRESETS["standard"].with_changes(hollywood=True), seed=4)
    text = ResumeOffer(match=fresh, level="expert", match_id="m").describe()
    assert "0\u2060–\u20600" not in text
    for g in range(3):
        assert f"game\u00a0{g + 1}\u00a0\u2060–\u2060" in text, text
    # The time stays with the day it was saved on (h138: "…2026" / "13:01?").
    saved = ResumeOffer(
        match=fresh, level="expert", match_id="m", saved_at="2026-12-07T13:01:00+00:00"
    ).describe()
    day = saved.split("saved on ", 1)[1].split("?", 1)[0]
    assert "\u00a0" in day and " " not in day.rsplit("\u00a0", 1)[1].strip(), day


def test_a_hand_in_play_and_a_hand_over_are_told_apart(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Hand 3" after hand 3 was over read as if it were still in play (play-test 10)."""
    from ginrummy_desktop.app.autosave import ResumeOffer
    from ginrummy_desktop.model import match_view
    from ginrummy_desktop.review.rollout import policy_move

    match = Match(PRESETS["standard"], seed=4)
    assert (
        ResumeOffer(match=match, level="expert", match_id="m")
        .describe()
        .startswith("Continue your unfinished game? Hand 1: ")
    )
    while not match.current.is_over:
        match.apply(policy_move(match_view(match, match.current.turn)))
    text = ResumeOffer(match=match, level="expert", match_id="m").describe()
    assert "After hand 1: " in text and "Hand 1: " not in text.replace("After hand", "")


def test_a_game_is_dated_when_it_was_dealt_across_a_resume(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The history dated a game by its first entry (a game abandoned in its first hand:
    when it was abandoned, play-test 11). The time it was dealt is kept in its save,
    and every entry of it, after a resume too, dates it so."""
    from datetime import UTC, datetime

    from ginrummy_desktop.app.session import Session

    dealt = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    first = FakeController()
    saver = AutoSaver(first, session=Session(first, clock=lambda: dealt), directory=tmp_path)
    match = first.new_match(PRESETS["standard"], "expert", seed=21)
    rng = random.Random(21)
    for _ in range(5):
        first.step(rng)
    assert not match.records
    saver.close()
    # A restart: the resumed game keeps its time, and its first hand dates it.
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    assert saver2.resume()
    assert saver2.session.started_at == dealt.isoformat()
    resumed = second.match
    assert resumed is not None
    while not resumed.records:
        second.step(rng)
    saver2.writer.wait_idle(10)
    (row,) = saver2.history.matches()
    assert row.started_at == dealt.isoformat()
    assert saver2.history.hands()[0].played_at > row.started_at
    saver2.close()


def _damaged_after_a_hand(tmp_path: Path, rules: Rules) -> tuple[AutoSaver, Match]:
    """A game saved after its first hand, the game closed, and its save then damaged:
    the saver that wrote it and the match it held."""
    first = FakeController()
    saver = AutoSaver(first, directory=tmp_path)
    match = first.new_match(rules, "expert", seed=31)
    rng = random.Random(31)
    while not match.records:
        first.step(rng)
    saver.close()
    (tmp_path / "current-match.json").write_bytes(b"\x00garbage{{{")
    return saver, match


def test_a_game_whose_save_is_found_damaged_is_closed_in_the_history(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Play-test 11: a game whose save was damaged stayed "not finished" in the history
    for ever, though nothing could continue it. It is closed when the damaged save is
    kept aside: not abandoned (the player did not leave it), so it counts as no game
    played, won or lost; its hands still count. The games before it keep their end."""
    from testkit.scripted_play import play_match

    from ginrummy_desktop.persistence import HistoryDB

    db = HistoryDB(tmp_path)  # a game finished before
    done = play_match(PRESETS["standard"], seed=30)
    for record in done.records:
        db.record_hand(match_id="done", match=done, record=record, ai_level="expert")
    assert done.game_result is not None
    db.record_match(match_id="done", match=done, result=done.game_result, ai_level="expert")
    db.close()
    saver, match = _damaged_after_a_hand(tmp_path, PRESETS["standard"].with_changes(hollywood=True))
    # The next start: the damage told, a new game dealt.
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    assert saver2.pending_resume() is None and saver2.startup_notices()
    second.new_match(PRESETS["standard"], "expert", seed=32)
    saver2.writer.wait_idle(10)
    rows = {row.match_id: row for row in saver2.history.matches()}
    assert set(rows) == {"done", saver.match_id}
    lost = rows[saver.match_id]
    assert lost.lost and lost.lost_at is not None
    assert not lost.abandoned and lost.finished_at is None
    assert rows["done"].finished_at is not None and not rows["done"].lost
    stats = compute_statistics(saver2.history).overall
    assert stats.matches_played == 1  # the finished one only
    assert stats.abandoned_matches == 0
    assert stats.hands_played == len(done.records) + len(match.records)
    # Another damaged start changes nothing: the last game is closed already.
    (tmp_path / "current-match.json").write_bytes(b"garbage again")
    saver2.close()
    third = FakeController()
    saver3 = AutoSaver(third, directory=tmp_path)
    assert saver3.pending_resume() is None
    saver3.writer.wait_idle(10)
    assert [r.lost_at for r in saver3.history.matches()] == [None, lost.lost_at]
    saver3.close()


def test_a_damaged_save_that_could_not_be_kept_aside_leaves_its_game_open(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """Review: a damaged save that could not be moved aside is found again at the next
    start; its game was closed as "save damaged" all the same. It stays open until the
    file is really kept aside."""
    from ginrummy_desktop.persistence import savefile

    saver, _match = _damaged_after_a_hand(tmp_path, PRESETS["standard"])

    def refused(*_args: object, **_kwargs: object) -> Path:
        raise OSError("the folder is read-only")

    monkeypatch.setattr(savefile, "move_aside", refused)
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    assert saver2.pending_resume() is None
    saver2.writer.wait_idle(10)
    (row,) = saver2.history.matches()
    assert row.match_id == saver.match_id and not row.lost and row.lost_at is None
    saver2.close()


def test_the_duplicate_key_read_from_the_save_is_the_runners() -> None:
    """The autosave reads a duplicate match's reference level from the runner's part of
    the save (for the history's row) by the runner's own key."""
    from ginrummy_desktop.app.duplicate import EXTRA_KEY

    assert autosave.DUPLICATE_KEY == EXTRA_KEY
    extra = {EXTRA_KEY: {"reference_level": "expert"}, "started_at": "2026-01-02T03:04:05+00:00"}
    facts = autosave.facts_in(extra)
    assert (facts.duplicate, facts.started) == ("expert", "2026-01-02T03:04:05+00:00")
    assert autosave.facts_in({"duplicate": [], "started_at": 5}) == autosave.MatchFacts()


def test_a_save_continued_from_before_a_recorded_hand_takes_it_out_of_the_history(
    qtbot,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    """Play-test h113: a journal cut short took the game back into a hand the history
    had recorded as finished. The hand played again was not recorded (the history kept
    the old result) and the statistics counted a hand the game no longer had. The
    history follows the game as it goes on."""
    first = FakeController()
    saver = AutoSaver(first, directory=tmp_path)
    match = first.new_match(PRESETS["standard"], "expert", seed=41)
    rng = random.Random(41)
    while not match.records:
        first.step(rng)
    for _ in range(5):  # a few moves into the second hand
        first.step(rng)
    # The save as it stands now: what a journal cut back to this point would hold.
    save = tmp_path / "current-match.json"
    kept = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith(save.name)}
    while len(match.records) < 2:
        first.step(rng)
    saver.close()
    (second_hand,) = [h for h in saver.history.hands() if h.number == 2]
    for name in [p.name for p in tmp_path.iterdir() if p.name.startswith(save.name)]:
        (tmp_path / name).unlink()
    for name, data in kept.items():
        (tmp_path / name).write_bytes(data)
    # A start that does not continue it (New game) leaves the history as it was.
    declined = AutoSaver(FakeController(), directory=tmp_path)
    assert not declined.resume(confirm=lambda _offer: False)
    declined.writer.wait_idle(10)
    assert sorted(h.number for h in declined.history.hands()) == [1, 2]
    declined.close()
    for name in [p.name for p in tmp_path.iterdir() if p.name.startswith(save.name)]:
        (tmp_path / name).unlink()
    for name, data in kept.items():
        (tmp_path / name).write_bytes(data)
    # The next start continues the save from the second hand, and plays it otherwise.
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    assert saver2.resume()
    saver2.writer.wait_idle(10)
    assert [h.number for h in saver2.history.hands()] == [1]
    resumed = second.match
    assert resumed is not None and len(resumed.records) == 1
    other = random.Random(7)
    while len(resumed.records) < 2:
        second.step(other)
    saver2.writer.wait_idle(10)
    hands = {h.number: h for h in saver2.history.hands()}
    assert sorted(hands) == [1, 2]
    played = [a.to_dict() for a in resumed.deals[1].actions]
    assert hands[2].actions == played  # the hand as played again
    assert second_hand.actions != played
    assert compute_statistics(saver2.history).overall.hands_played == 2
    saver2.close()


def test_a_journal_cut_in_a_move_is_told(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Play-test h113: a journal cut in half took the game back eleven moves and said
    nothing. A journal that ends in half a line is told at the start (nothing of it is
    worth keeping aside); one that ends whole is not."""
    first = FakeController()
    saver = AutoSaver(first, directory=tmp_path)
    first.new_match(PRESETS["standard"], "expert", seed=5)
    rng = random.Random(5)
    for _ in range(12):
        first.step(rng)
    saver.close()
    journal = SaveStore(tmp_path).journal_path
    whole = journal.read_bytes()
    quiet = AutoSaver(FakeController(), directory=tmp_path)
    assert quiet.pending_resume() is not None and quiet.startup_notices() == []
    quiet.close()
    cut_at = whole.index(b"\n", len(whole) // 2) - 5  # inside a line, not at its end
    journal.write_bytes(whole[:cut_at])
    cut = AutoSaver(FakeController(), directory=tmp_path)
    assert cut.pending_resume() is not None
    (notice,) = cut.startup_notices()
    assert "middle of a move" in notice and "last whole move" in notice
    cut.close()


def test_the_resume_question_writes_the_day_out(qapp) -> None:  # type: ignore[no-untyped-def]
    """Play-test h123 of the printed date: "12/7/26" read as 12 July to a British
    reader. The question says the day the game was saved with its month by name."""
    from PySide6.QtCore import QLocale

    from ginrummy_desktop.app.autosave import ResumeOffer

    match = Match(PRESETS["standard"], seed=4)
    offer = ResumeOffer(match=match, level="expert", match_id="m", saved_at="2026-12-07T09:05:00")
    text = offer.describe()
    assert QLocale().monthName(12) in text and "2026" in text, text
    assert "12/7/26" not in text


def test_the_resume_question_names_a_duplicate_game(qapp) -> None:  # type: ignore[no-untyped-def]
    """Play-test h145: a duplicate game was offered back as "House rules · computer:
    Intermediate", its duplicate left out (it was restored all the same)."""
    from ginrummy_desktop.app.autosave import ResumeOffer
    from ginrummy_desktop.ui.dialogs.resume import game_line

    match = Match(PRESETS["standard"], seed=3)
    plain = ResumeOffer(match, "intermediate", "m1")
    assert game_line(plain) == "Standard (international) · computer: Intermediate"
    duplicate = dataclasses.replace(
        plain, extra={"duplicate": {"reference_level": "expert", "deals": []}}
    )
    assert game_line(duplicate) == (
        "Standard (international) · computer: Intermediate · duplicate against Expert"
    )
    damaged = dataclasses.replace(plain, extra={"duplicate": {"reference_level": 7}})
    assert game_line(damaged) == game_line(plain)

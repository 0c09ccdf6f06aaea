"""Undo through the controller on an arranged table: the person's discard goes back
with the computer's reply, which comes again the same; a stock draw is refused with
a message; a decision in flight is dropped; the save after an undo (journal and all)
resumes at the undone state; the history marks the match and records abandoned ones."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from testkit.arranged import C, arranged, stacked_deck

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.app.change import Change, Refusal
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import (
    Discard,
    DrawStock,
    Match,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
    match_view,
    preset,
)
from ginrummy_desktop.model.undo import UndoCode, match_log
from ginrummy_desktop.persistence import HistoryDB, SaveStore, compute_statistics
from ginrummy_desktop.ui.common.texts import refusal_text

PERSON, COMPUTER = 0, 1
NUMBER = 7001
# The computer deals; the person (first to speak) holds junk, the computer three melds.
DECK = stacked_deck(
    dealer=COMPUTER,
    hands={
        PERSON: C("2S 4S 6S 8S TS 3H 5H JH JD KC"),
        COMPUTER: C("AC 2C 3C 4D 5D 6D 7H 8H 9H KS"),
    },
    upcard=C("QD")[0],
    stock=C("QS 9C 9D 7S 8C"),
)


@pytest.fixture(autouse=True)
def table() -> Iterator[None]:
    with arranged({NUMBER: DECK}):
        yield


def new_match() -> Match:
    return Match(preset("standard"), seed=5, first_dealer=COMPUTER, deal_numbers=[NUMBER])


def settle(qtbot, c: GameController) -> None:  # type: ignore[no-untyped-def]
    def ready() -> None:
        c.wait_idle(100)
        QApplication.processEvents()
        m = c.match
        assert m is not None and not c.thinking and (c.person_to_act() or m.current.is_over)

    qtbot.waitUntil(ready, timeout=15000)


def controller(qtbot, level: str = "beginner") -> GameController:  # type: ignore[no-untyped-def]
    c = GameController(delay_ms=0)
    c.load_match(new_match(), level)
    settle(qtbot, c)
    return c


def to_discard(qtbot, c: GameController) -> PlayerView:  # type: ignore[no-untyped-def]
    """Pass the queen; the computer passes too (it has no use for it); draw the queen
    of spades from the stock: the person is to discard."""
    assert c.act(Pass(PERSON))
    settle(qtbot, c)
    assert c.act(DrawStock(PERSON))
    settle(qtbot, c)
    view = c.view(PERSON)
    assert view.phase is Phase.DISCARD and C("QS")[0] in view.hand
    return view


def test_undo_of_a_discard_takes_back_the_reply_which_comes_again_the_same(qtbot) -> None:  # type: ignore[no-untyped-def]
    c = controller(qtbot)
    before = to_discard(qtbot, c)
    computer_before = c.view(COMPUTER)
    log_before = match_log(c.match)
    assert c.act(Discard(PERSON, C("QS")[0]))
    settle(qtbot, c)
    replies = match_log(c.match)[len(log_before) + 1 :]
    assert replies and all(a.player == COMPUTER for a in replies)
    assert c.view(PERSON).stock_size < before.stock_size  # the computer drew

    changes: list[Change] = []
    c.changed.connect(changes.append)
    match = c.match
    assert c.undo()
    assert c.match is match  # the same match, rebuilt in place
    assert c.view(PERSON) == before and c.view(COMPUTER) == computer_before
    assert match_log(c.match) == log_before and c.match.undo_count == 1
    assert len(changes) == 1 and changes[0].undone and changes[0].view == before

    assert c.act(Discard(PERSON, C("QS")[0]))  # the same move again
    settle(qtbot, c)
    assert match_log(c.match)[len(log_before) + 1 :] == replies


def test_undo_is_refused_after_a_stock_draw_with_a_message(qtbot) -> None:  # type: ignore[no-untyped-def]
    c = controller(qtbot)
    to_discard(qtbot, c)
    refusals: list[Refusal] = []
    c.illegal.connect(refusals.append)
    state = json.dumps(match_log(c.match), default=repr)
    assert c.undo() is False
    assert [r.undo for r in refusals] == [UndoCode.STOCK_DRAWN]
    assert refusal_text(refusals[0]) == (
        "You have seen the card you drew from the stock: that draw cannot be taken back."
    )
    assert json.dumps(match_log(c.match), default=repr) == state
    assert c.match.undo_count == 0


def test_undo_switched_off_is_refused(qtbot) -> None:  # type: ignore[no-untyped-def]
    c = controller(qtbot)
    assert c.act(Pass(PERSON))
    settle(qtbot, c)
    c.set_undo_allowed(False)
    refusals: list[Refusal] = []
    c.illegal.connect(refusals.append)
    assert c.undo() is False and refusals[0].message
    assert c.match.undo_count == 0
    c.set_undo_allowed(True)
    assert c.undo() and c.view(PERSON).phase is Phase.UPCARD


class Held(Player):
    """Decides like the first legal move, but only once the test lets it."""

    release = threading.Event()
    started = threading.Event()

    def decide(self, view: PlayerView) -> Decision:
        Held.started.set()
        assert Held.release.wait(10)
        return Decision(view.legal[0], Reason.PLAUSIBLE)


def test_a_decision_in_flight_is_dropped_by_an_undo(qtbot) -> None:  # type: ignore[no-untyped-def]
    Held.release.clear()
    Held.started.clear()
    c = GameController(delay_ms=0, player_factory=lambda level, seed: Held(seed=seed))
    c.load_match(new_match(), "beginner")
    QApplication.processEvents()
    assert c.act(TakeUpcard(PERSON))  # the person takes the queen and throws the king
    assert c.act(Discard(PERSON, C("KC")[0]))
    qtbot.waitUntil(lambda: Held.started.is_set() and c.thinking, timeout=5000)
    assert c.undo()  # mid-think
    assert not c.thinking and c.view(PERSON).phase is Phase.DISCARD
    Held.release.set()
    c.wait_idle(5000)
    QApplication.processEvents()
    # The stale answer did not play: the person is still to discard.
    assert c.view(PERSON).phase is Phase.DISCARD and c.person_to_act()
    assert [a.player for a in c.match.current.actions] == [PERSON]
    assert c.act(Discard(PERSON, C("KC")[0]))
    qtbot.waitUntil(lambda: c.person_to_act() and not c.thinking, timeout=5000)
    assert [a.player for a in c.match.current.actions] == [PERSON, PERSON, COMPUTER, COMPUTER]


def test_the_save_after_an_undo_resumes_at_the_undone_state(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    c = GameController(delay_ms=0)
    saver = AutoSaver(c, directory=tmp_path)
    c.load_match(new_match(), "beginner")
    settle(qtbot, c)
    to_discard(qtbot, c)
    assert c.act(Discard(PERSON, C("QS")[0]))
    settle(qtbot, c)
    journal = saver.store.journal_path.read_text().splitlines()
    assert len(journal) > 2  # the moves went to the journal
    assert c.undo()
    undone_log = match_log(c.match)
    # As after kill -9: nothing but what is on disk; a fresh store reads it.
    resumed = SaveStore(tmp_path).load().game
    assert resumed is not None
    assert match_log(resumed.match) == undone_log and resumed.match.undo_count == 1
    assert match_view(resumed.match, PERSON) == c.view(PERSON)

    # On from there, move by move through the journal again, then a torn last line.
    assert c.act(Discard(PERSON, C("JD")[0]))
    settle(qtbot, c)
    after = match_log(c.match)
    assert SaveStore(tmp_path).current_envelope()["match"]["undos"] == 1
    with saver.store.journal_path.open("ab") as f:
        f.write(b'{"steps":[{"type":"pass"')
    resumed = SaveStore(tmp_path).load().game
    assert resumed is not None and match_log(resumed.match) == after
    assert resumed.match.undo_count == 1
    saver.close()


def test_a_rewound_log_that_grew_back_is_saved_whole(tmp_path: Path) -> None:
    """Were the save after an undo lost, the next save must not append to the old
    journal as if the undone moves were still there."""
    store = SaveStore(tmp_path)
    m = new_match()
    m.apply(Pass(PERSON))
    m.apply(Pass(COMPUTER))
    store.save(m, match_id="x", ai_level="beginner")
    m.apply(DrawStock(PERSON))
    m.apply(Discard(PERSON, C("QS")[0]))
    store.save(m, match_id="x", ai_level="beginner")
    from ginrummy_desktop.model.undo import take_back

    take_back(m, PERSON)  # back to the discard; no save of that
    m.apply(Discard(PERSON, C("JD")[0]))
    m.apply(DrawStock(COMPUTER))  # as many moves as before, other ones
    store.save(m, match_id="x", ai_level="beginner")
    game = SaveStore(tmp_path).load().game
    assert game is not None and match_log(game.match) == match_log(m)
    assert game.match.undo_count == 1


def test_history_marks_undo_and_records_an_abandoned_match(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    c = GameController(delay_ms=0)
    saver = AutoSaver(c, directory=tmp_path)
    c.load_match(new_match(), "beginner")
    settle(qtbot, c)
    first_id = saver.match_id
    assert not c.in_progress()  # nothing played yet: replacing it abandons nothing
    c.load_match(new_match(), "beginner")
    settle(qtbot, c)
    assert compute_statistics(saver.history).overall.matches_played == 0
    first_id = saver.match_id
    assert c.act(Pass(PERSON))
    settle(qtbot, c)
    assert c.undo()
    assert c.act(Pass(PERSON))
    settle(qtbot, c)
    assert c.in_progress()
    c.load_match(Match(preset("standard"), seed=77), "expert")  # e.g. New game
    assert saver.match_id != first_id
    assert saver.writer.wait_idle(10)  # written on the writer's thread
    rows = {m.match_id: m for m in saver.history.matches()}
    row = rows[first_id]
    assert row.abandoned and row.finished_at is None and row.undos == 1
    assert row.ai_level == "beginner"
    stats = compute_statistics(saver.history)
    level = stats.levels["beginner"]
    assert (level.matches_played, level.matches_won, level.abandoned_matches) == (1, 0, 1)
    assert level.undo_matches == 1 and level.current_streak == -1
    # The results over time count it as a game not won too.
    from ginrummy_desktop.persistence.chart_data import level_charts

    results = level_charts(saver.history)["beginner"].results
    assert [(p.won, p.win_rate) for p in results] == [(False, 0.0)]
    saver.close()
    # Read again from the file: the same.
    again = HistoryDB(tmp_path)
    assert compute_statistics(again).overall.abandoned_matches == 1
    again.close()


CRASH = r"""
import json, os, sys
sys.path.insert(0, sys.argv[2])
from pathlib import Path
from testkit.arranged import C, arranged
from ginrummy_desktop.model import Discard, DrawStock, Match, Pass, preset
from ginrummy_desktop.model.undo import match_log, take_back
from ginrummy_desktop.persistence import SaveStore

deck = [C(code)[0] for code in json.loads(sys.argv[3])]
with arranged({7001: deck}):
    store = SaveStore(Path(sys.argv[1]))
    m = Match(preset("standard"), seed=5, first_dealer=1, deal_numbers=[7001])
    for action in (Pass(0), Pass(1), DrawStock(0), Discard(0, C("QS")[0]), DrawStock(1)):
        m.apply(action)
        store.save(m, match_id="crash", ai_level="beginner")
    take_back(m, 0)  # the discard and the computer's draw
    store.save(m, match_id="crash", ai_level="beginner")
    print(json.dumps([a.to_dict() for a in match_log(m)]), flush=True)
    os.kill(os.getpid(), 9)
"""


def test_kill_9_after_an_undo_resumes_at_the_undone_state(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    tests = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(tests.parent)}
    codes = json.dumps([c.code for c in DECK])
    done = subprocess.run(
        [sys.executable, "-c", CRASH, str(tmp_path), str(tests), codes],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == -9, done.stderr
    undone = json.loads(done.stdout)
    assert len(undone) == 3  # pass, pass, the stock draw
    game = SaveStore(tmp_path).load().game
    assert game is not None and game.match.undo_count == 1
    assert [a.to_dict() for a in match_log(game.match)] == undone


def test_declining_to_resume_abandons_the_saved_game_and_quitting_does_not(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    c = GameController(delay_ms=0)
    saver = AutoSaver(c, directory=tmp_path)
    c.load_match(new_match(), "beginner")
    settle(qtbot, c)
    assert c.act(Pass(PERSON))
    settle(qtbot, c)
    assert c.undo() and saver.session.undo_used
    assert c.act(Pass(PERSON))
    settle(qtbot, c)
    saved_id = saver.match_id
    saver.close()  # quitting: nothing is recorded, the save stays
    assert HistoryDB(tmp_path).matches() == []

    again = GameController(delay_ms=0)
    resumed = AutoSaver(again, directory=tmp_path)
    assert resumed.resume(confirm=lambda offer: True)  # continued: not abandoned
    assert resumed.match_id == saved_id and again.match.undo_count == 1
    assert resumed.writer.wait_idle(10)  # written on the writer's thread
    assert resumed.history.matches() == []
    resumed.close()

    third = GameController(delay_ms=0)
    declined = AutoSaver(third, directory=tmp_path)
    assert not declined.resume(confirm=lambda offer: False)  # "New game" at the start
    assert declined.writer.wait_idle(10)  # written on the writer's thread
    [row] = declined.history.matches()
    assert row.match_id == saved_id and row.abandoned and row.undos == 1
    declined.close()

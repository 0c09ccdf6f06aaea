"""GameController: the person's moves, refusals, the computer's paced moves off
the GUI thread, and computer-against-computer play."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QApplication

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import DrawStock, Match, Pass, Phase, TakeUpcard, preset
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.ui.common.texts import refusal_text


class FirstLegal(Player):
    def decide(self, view):
        # Prefer finishing moves so hands end: the last legal action is often a
        # knock or "finish laying off"; otherwise the first.
        kinds = [a.kind for a in view.legal]
        for wanted in ("gin", "big_gin", "knock", "finish_layoff"):
            if wanted in kinds:
                return Decision(view.legal[kinds.index(wanted)], Reason.PLAUSIBLE)
        return Decision(view.legal[0], Reason.PLAUSIBLE)


def first_legal(level: str, seed: int) -> Player:
    return FirstLegal(seed=seed)


def run_until(qtbot, controller: GameController, done, timeout: int = 20000) -> None:
    def check():
        controller.wait_idle(100)
        assert done()

    qtbot.waitUntil(check, timeout=timeout)


def test_illegal_move_is_refused_with_a_message(qtbot):
    c = GameController(delay_ms=0, player_factory=first_legal)
    # The computer deals: the person has the first say on the upcard.
    c.load_match(Match(preset("standard"), seed=3, first_dealer=1), "beginner")
    run_until(qtbot, c, c.person_to_act)
    assert c.match.current.phase is Phase.UPCARD
    before = match_to_dict(c.match)
    messages: list[str] = []
    c.illegal.connect(lambda refusal: messages.append(refusal_text(refusal)))
    changed: list[int] = []
    c.changed.connect(lambda change: changed.append(1))
    assert not c.act(DrawStock(0))
    assert match_to_dict(c.match) == before
    assert messages == ["That move is not possible now. Take the face-up card, or pass."]
    assert not changed
    assert not c.act(Pass(1))  # the computer's seat is not the person's to play


def test_signals_follow_every_applied_action(qtbot):
    c = GameController(delay_ms=0, player_factory=first_legal)
    events: list[tuple] = []
    c.changed.connect(lambda change: events.append(change.events) if change.events else None)
    replaced: list[int] = []
    c.match_replaced.connect(lambda: replaced.append(1))
    c.new_match(preset("standard"), "beginner", seed=8)
    assert replaced == [1]
    run_until(qtbot, c, c.person_to_act)
    n = len(events)
    legal = c.view().legal
    assert c.act(legal[0])
    assert len(events) == n + 1


def test_computer_against_computer_plays_a_whole_match(qtbot):
    c = GameController(computer_seats=(0, 1), delay_ms=0, player_factory=first_legal)
    hands: list[object] = []
    results: list[object] = []
    c.hand_finished.connect(hands.append)
    c.match_finished.connect(results.append)
    c.new_match(preset("standard").with_changes(target=30), "beginner", seed=2)
    run_until(qtbot, c, lambda: bool(results), timeout=60000)
    assert len(hands) == len(c.match.records) >= 1
    assert results[0] is c.match.game_result


def test_a_match_is_reproducible_from_its_seed(qtbot):
    def play(seed: int) -> dict:
        c = GameController(computer_seats=(0, 1), delay_ms=0, player_factory=first_legal)
        done: list[object] = []
        c.hand_finished.connect(done.append)
        c.new_match(preset("standard"), "beginner", seed=seed)
        run_until(qtbot, c, lambda: bool(done))
        c.set_paused(True)
        c.wait_idle()
        return match_to_dict(c.match)["hands"][0]

    assert play(77) == play(77)


class Held(Player):
    """Decides only once let go: the answer comes while the game may have moved on."""

    def __init__(self, release: threading.Event, move: type, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.release = release
        self.move = move
        self.asked = threading.Event()

    def decide(self, view):
        self.asked.set()
        assert self.release.wait(10)
        return Decision(self.move(view.player), Reason.PLAUSIBLE)


def test_stale_ai_answers_are_dropped_after_a_new_match(qtbot):
    from PySide6.QtCore import QThreadPool

    old_release, new_release = threading.Event(), threading.Event()
    players: dict[int, Held] = {}

    def factory(level: str, seed: int) -> Player:
        # Match 1 (seed 1) would take the upcard; match 2 (seed 2) passes.
        held = Held(old_release, TakeUpcard) if seed // 2 == 1 else Held(new_release, Pass)
        players[seed // 2] = held
        return held

    pool = QThreadPool()
    pool.setMaxThreadCount(2)
    c = GameController(delay_ms=0, player_factory=factory, thread_pool=pool)
    # The computer does not deal, so it is the first to decide on the upcard.
    c.load_match(Match(preset("standard"), seed=1, first_dealer=0), "beginner")
    qtbot.waitUntil(lambda: players[1].asked.is_set() and c.thinking)
    first = c.match
    c.load_match(Match(preset("standard"), seed=2, first_dealer=0), "beginner")
    second = c.match
    qtbot.waitUntil(lambda: players[2].asked.is_set())
    # The answer for the first match arrives while the second one waits for its own.
    old_release.set()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 1)
    for _ in range(5):
        QApplication.processEvents()
    assert first.current.actions == [] and second.current.actions == []
    assert c.thinking  # still waiting for the second match's own answer
    new_release.set()
    qtbot.waitUntil(lambda: bool(second.current.actions))
    assert second.current.actions == [Pass(1)]
    assert first.current.actions == []
    c.set_paused(True)
    c.wait_idle()


def test_new_match_without_seed_stores_its_seed(qtbot):
    c = GameController(delay_ms=0, player_factory=first_legal)
    m = c.new_match(preset("standard"), "beginner")
    again = Match(preset("standard"), seed=m.seed)
    assert [d.deal_number for d in again.deals] == [d.deal_number for d in m.deals]
    c.set_paused(True)
    c.wait_idle()


def test_upcard_taken_through_act(qtbot):
    c = GameController(delay_ms=0, player_factory=first_legal)
    c.load_match(Match(preset("standard"), seed=12, first_dealer=1), "beginner")
    run_until(qtbot, c, c.person_to_act)
    v = c.view()
    assert v.phase is Phase.UPCARD
    top = v.discard_pile[-1]
    assert c.act(TakeUpcard(0))
    assert top in c.view().hand
    c.set_paused(True)
    c.wait_idle()


def test_uses_the_real_computer_players_by_default(qtbot):
    c = GameController(delay_ms=0)
    c.new_match(preset("standard"), "beginner", seed=5)
    run_until(qtbot, c, c.person_to_act)
    assert type(c._players[1]).__module__.startswith("ginrummy_desktop.ai")
    hint = c.hint()
    assert hint is not None and hint.action in c.view().legal


def test_the_computer_waits_for_the_deal_to_land(qtbot):
    """Play-test h154: at the slowest speed the computer passed the upcard while the
    person's cards were still being dealt and the upcard was not yet on the table. It
    is held while the deal flies, whatever pauses come and go meanwhile."""
    c = GameController(delay_ms=0, player_factory=first_legal)
    c.load_match(Match(preset("standard"), seed=12, first_dealer=0), "beginner")
    c.hold_for_deal(True)  # the table deals (the computer, not dealing, is first to act)
    c.set_paused(True)
    c.set_paused(False)  # a dialog closed meanwhile
    for _ in range(5):
        QApplication.processEvents()
    c.wait_idle(100)
    QApplication.processEvents()  # (an answer would come as a queued event)
    assert c.match is not None and c.match.current.actions == []
    c.hold_for_deal(False)
    qtbot.waitUntil(lambda: bool(c.match.current.actions))
    assert c.match.current.actions[0].player == 1
    c.set_paused(True)
    c.wait_idle()

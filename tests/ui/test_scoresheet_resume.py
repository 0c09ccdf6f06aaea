"""A match saved mid-hand and loaded in a fresh main window (as after a restart)
continues identically, and the fresh window's scoresheet shows the same sheet."""

from __future__ import annotations

from pathlib import Path

from testkit.scripted_play import view_policy

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import PRESETS, PlayerView
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.ui.scoresheet.paint import KIND_ROLE, POINTS_ROLE
from ginrummy_desktop.ui.window.main_window import MainWindow


class PolicyPlayer(Player):
    name = "policy"

    def decide(self, view: PlayerView) -> Decision:
        return Decision(view_policy(view), Reason.PLAUSIBLE)


def _window(qtbot, settings, data: Path) -> tuple[MainWindow, AutoSaver]:  # type: ignore[no-untyped-def]
    controller = GameController(
        delay_ms=0, player_factory=lambda level, seed: PolicyPlayer(seed=seed)
    )
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    saver = AutoSaver(controller, directory=data, parent=window)
    window.attach_autosaver(saver)
    qtbot.waitUntil(lambda: window.scoresheet is not None, timeout=5000)
    return window, saver


def _moves(qtbot, window: MainWindow, n: int | None) -> None:  # type: ignore[no-untyped-def]
    c = window.controller

    def settled() -> bool:
        return c.person_to_act() or (c.match is not None and c.match.is_over)

    done = 0
    qtbot.waitUntil(settled, timeout=10000)
    while c.match is not None and not c.match.is_over and (n is None or done < n):
        assert c.act(view_policy(c.view(0)))
        done += 1
        qtbot.waitUntil(settled, timeout=10000)


def _sheet(window: MainWindow) -> list[object]:
    tree = window.scoresheet.view.tree
    rows = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        rows.append((item.data(0, KIND_ROLE), item.data(2, POINTS_ROLE), item.data(3, POINTS_ROLE)))
    return rows


def test_fresh_window_resumes_and_continues_identically(qtbot, settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first, _ = _window(qtbot, settings, tmp_path)
    first.new_game(PRESETS["finnish_2"], "expert", seed=23)
    _moves(qtbot, first, 30)
    original = first.controller.match
    assert original is not None and original.records and not original.is_over
    second, saver = _window(qtbot, settings, tmp_path)
    assert saver.resume("beginner")
    resumed = second.controller.match
    assert resumed is not None and match_to_dict(resumed) == match_to_dict(original)
    assert second.controller.level == "expert"
    assert second.controller.view(0) == first.controller.view(0)
    first.scoresheet.refresh()
    second.scoresheet.refresh()
    assert _sheet(second) == _sheet(first)
    # Both go on with the same moves (a stretch is enough: the AI is a pure policy).
    _moves(qtbot, first, 25)
    _moves(qtbot, second, 25)
    assert len(resumed.records) > 0
    assert match_to_dict(resumed) == match_to_dict(original)
    for w in (first, second):
        w.controller.set_paused(True)
        w.controller.wait_idle()

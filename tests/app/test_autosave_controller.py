"""With the real GameController: a match saved mid-hand and resumed by a fresh controller
(as after a restart) continues identically, and its hands reach the history once."""

from __future__ import annotations

from pathlib import Path

from testkit.scripted_play import view_policy as policy

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import (
    PRESETS,
    PlayerView,
)
from ginrummy_desktop.model.serialize import match_to_dict


class PolicyPlayer(Player):
    name = "policy"

    def decide(self, view: PlayerView) -> Decision:
        return Decision(policy(view), Reason.PLAUSIBLE)


def _controller() -> GameController:
    return GameController(
        computer_seats=(1,), delay_ms=0, player_factory=lambda level, seed: PolicyPlayer(seed=seed)
    )


def _settle(qtbot, c: GameController) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(
        lambda: c.person_to_act() or (c.match is not None and c.match.is_over), timeout=10000
    )


def _person_moves(qtbot, c: GameController, n: int | None) -> None:  # type: ignore[no-untyped-def]
    done = 0
    _settle(qtbot, c)
    while c.match is not None and not c.match.is_over and (n is None or done < n):
        assert c.act(policy(c.view(0)))
        done += 1
        _settle(qtbot, c)


def test_resume_with_the_controller_continues_identically(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = _controller()
    saver1 = AutoSaver(first, directory=tmp_path)
    first.new_match(PRESETS["standard"], "advanced", seed=17)
    _person_moves(qtbot, first, 45)
    original = first.match
    assert original is not None and not original.is_over and original.records
    # A restart: a fresh controller and saver on the same data folder.
    second = _controller()
    saver2 = AutoSaver(second, directory=tmp_path)
    assert saver2.resume("beginner")
    resumed = second.match
    assert resumed is not None and resumed is not original
    assert second.level == "advanced" and saver2.match_id == saver1.match_id
    assert match_to_dict(resumed) == match_to_dict(original)
    assert second.view(0) == first.view(0)
    _settle(qtbot, second)
    # Both go on to the end of the match with the same person moves.
    _person_moves(qtbot, first, None)
    _person_moves(qtbot, second, None)
    assert original.is_over and resumed.is_over
    assert resumed.game_result == original.game_result
    assert match_to_dict(resumed) == match_to_dict(original)
    hands = saver2.history.hands()
    assert sorted(h.number for h in hands) == [r.number for r in resumed.records]
    (row,) = saver2.history.matches()
    assert resumed.game_result is not None and row.final == resumed.game_result.final_totals
    for c in (first, second):
        c.set_paused(True)
        c.wait_idle()

"""Finished computer decisions leave nothing behind: no task, no PlayerView."""

from __future__ import annotations

import gc

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app.controller import GameController, _DecideTask
from ginrummy_desktop.model import PlayerView, preset


class FirstLegal(Player):
    def decide(self, view: PlayerView) -> Decision:
        kinds = [a.kind for a in view.legal]
        for wanted in ("gin", "big_gin", "knock", "finish_layoff"):
            if wanted in kinds:
                return Decision(view.legal[kinds.index(wanted)], Reason.PLAUSIBLE)
        return Decision(view.legal[0], Reason.PLAUSIBLE)


def live(kind: type) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def test_decisions_do_not_accumulate(qtbot: object) -> None:
    controller = GameController(
        computer_seats=(0, 1), delay_ms=0, player_factory=lambda lvl, seed: FirstLegal(seed=seed)
    )
    tasks_before, views_before = live(_DecideTask), live(PlayerView)  # other tests' leftovers
    decided: list[int] = []
    controller.decision_made.connect(lambda seat, d: decided.append(seat))
    controller.new_match(preset("standard"), "beginner", seed=11)

    def enough() -> None:
        controller.wait_idle(100)
        assert len(decided) >= 120

    qtbot.waitUntil(enough, timeout=30000)  # type: ignore[attr-defined]
    controller.set_paused(True)
    controller.wait_idle()
    qtbot.wait(50)  # type: ignore[attr-defined]
    # At most the one decision that may still be under way is alive.
    assert live(_DecideTask) <= tasks_before + 1
    assert live(PlayerView) <= views_before + 2

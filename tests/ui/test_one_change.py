"""One model step, one change: the person's view is built once for every listener (the
table, the status line, the training aids, the screen reader, the autosave)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import QApplication
from table_helpers import arranged_match, load

from ginrummy_desktop.model import Phase, TakeUpcard, parse_cards
from ginrummy_desktop.model import view as view_module


def test_a_discard_builds_each_seats_view_at_most_once(window, table, monkeypatch):
    hand = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")
    computer = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")
    m = arranged_match(dealer=1, hands={0: hand, 1: computer}, upcard=parse_cards("5C")[0])
    m.apply(TakeUpcard(0))
    load(table, m)
    # Every listener there is: the aids on (dock, shading), the scoresheet shown.
    for act in window.training_dock.actions.values():
        act.setChecked(True)
    window.load_scoresheet()
    assert table.pv.phase is Phase.DISCARD
    builds: Counter[int] = Counter()
    real = view_module.deal_view

    def counting(deal, player, *, match=None):
        builds[player] += 1
        return real(deal, player, match=match)

    monkeypatch.setattr(view_module, "deal_view", counting)
    table.c.set_paused(True)  # the computer's own turn comes after
    table.scene.set_selected(hand[0])
    window.registry["discard"].trigger()
    for _ in range(3):
        QApplication.processEvents()
    assert hand[0] in m.current.discard_pile
    assert builds[0] == 1, builds
    assert builds[1] <= 1, builds
    # Then the computer draws and discards: its view once per decision, the
    # person's once per step.
    builds.clear()
    decisions: list[object] = []
    steps: list[object] = []
    table.c.decision_made.connect(lambda seat, decision: decisions.append(decision))
    table.c.changed.connect(steps.append)
    table.c.set_paused(False)
    table.settle()
    assert len(decisions) == len(steps) == 2
    assert builds == Counter({0: 2, 1: 2}), builds

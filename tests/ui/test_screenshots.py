"""Saves pictures of the table for people to look at (never compared pixel by pixel):
three window sizes, the upcard offer, the layoff and the result, in a temporary folder
(``GINRUMMY_SCREENSHOTS`` chooses another: tests/testkit/screenshots.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QToolButton
from table_helpers import load, match_until_knock
from testkit.screenshots import screenshot_path

from ginrummy_desktop.model import Phase, preset


def save(window, name: str) -> Path:
    QApplication.processEvents()
    path = screenshot_path(name)
    assert window.grab().save(str(path))
    return path


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_table_at_window_sizes(table, size):
    table.window.resize(*size)
    table.window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    assert table.pv.phase is Phase.UPCARD
    save(table.window, f"upcard_{size[0]}x{size[1]}")
    # A few turns in, mid-hand.
    table.window.registry["pass"].trigger()
    table.settle()
    for _ in range(3):
        if table.pv.phase is Phase.DRAW:
            table.window.registry["draw_stock"].trigger()
        if table.pv.phase is Phase.DISCARD:
            from table_helpers import greedy_discard

            card, _ = greedy_discard(table.pv)
            table.scene.set_selected(card)
            table.window.registry["discard"].trigger()
        table.settle()
    if table.pv.phase is Phase.DRAW:
        table.window.registry["draw_stock"].trigger()
    path = save(table.window, f"table_{size[0]}x{size[1]}")
    assert path.stat().st_size > 10_000


def test_layoff_and_result_views(table):
    table.window.resize(1280, 800)
    load(table, match_until_knock(1, need_layoff=True))
    save(table.window, "layoff_defender")
    table.window.registry["accept_layoffs"].trigger()
    table.settle()
    assert table.view_widget.result_panel.isVisible()
    save(table.window, "result")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_game_over_view(table, size):
    table.window.resize(*size)
    m = match_until_knock(1)
    # The tally needs a low target: play on a copy with target 1.
    from ginrummy_desktop.model import Match
    from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict

    data = match_to_dict(m)
    data["rules"]["target"] = 1
    m2 = match_from_dict(data)
    assert isinstance(m2, Match)
    load(table, m2)
    table.window.registry["accept_layoffs"].trigger()
    table.settle()
    assert m2.is_over
    over = table.view_widget.game_over
    assert over.isVisible()
    # The last hand is told on the game's result, and can be reviewed from it.
    assert over.last_hand.text().startswith("Last hand (Knock): Computer knocked with"), (
        over.last_hand.text()
    )
    # And what it scored, which only the sheet said (play-test h115).
    points = m2.records[-1].result.points
    assert over.last_hand.text().endswith(f" Computer scores {points}."), over.last_hand.text()
    buttons = [b.text() for b in over.findChildren(QToolButton)]
    assert any("Review" in text for text in buttons), buttons
    save(table.window, f"game_over_{size[0]}x{size[1]}")
    assert over.geometry().bottom() <= _person_label_top(table)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_result_panel_leaves_the_persons_label_clear(table, size):
    """The hand result sits between the two hands without covering the line over
    the person's own cards ('You: knocked, deadwood 8')."""
    table.window.resize(*size)
    load(table, match_until_knock(1, need_layoff=True))
    table.window.registry["accept_layoffs"].trigger()
    table.settle()
    panel = table.view_widget.result_panel
    assert panel.isVisible()
    save(table.window, f"result_{size[0]}x{size[1]}")
    assert panel.geometry().bottom() <= _person_label_top(table), panel.geometry()


def _person_label_top(table) -> int:
    """Where the line over the person's cards begins, in the view's pixels."""
    view = table.view_widget
    label = next(
        b
        for b in (table.scene.badges["knocker"], table.scene.badges["defender"])
        if b.isVisible() and b.text() and b.scenePos().y() > view.height() / 2
    )
    return view.mapFromScene(label.sceneBoundingRect().topLeft()).y()

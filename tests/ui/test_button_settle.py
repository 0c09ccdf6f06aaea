"""A button that comes up over the table takes no click for a moment: a click on its
way to the stock when the computer knocked put "Accept the best layoffs" under it, and
the layoffs were accepted before the knock was seen (play-test h83, three times an
hour). The keys are never kept waiting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget
from table_helpers import Table, arranged_match, greedy_discard, load

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import (
    Discard,
    DrawStock,
    Knock,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
    parse_cards,
)
from ginrummy_desktop.ui.common.action_button import ActionButton
from ginrummy_desktop.ui.window.main_window import MainWindow

PERSON = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")  # no meld
COMPUTER = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")  # deadwood 2: knocks at once


class KnocksWhenItCan(Player):
    """Passes the upcard, draws from the stock and knocks as soon as it may."""

    name = "knocks"

    def decide(self, view: PlayerView) -> Decision:
        if view.phase is Phase.UPCARD:
            return Decision(Pass(view.player), Reason.PLAUSIBLE)
        if view.phase is Phase.DRAW:
            return Decision(DrawStock(view.player), Reason.PLAUSIBLE)
        card, deadwood = greedy_discard(view)
        move = Knock if deadwood <= view.knock_limit else Discard
        return Decision(move(view.player, card), Reason.PLAUSIBLE)


@pytest.fixture
def knocked(qtbot, settings):
    """In Norwegian at 1024x640 (the play-test's): the person took the upcard and
    discarded, and the computer drew and knocked. Gives the table and the place on it,
    in the view's pixels, where the stock was."""
    controller = GameController(delay_ms=0, player_factory=lambda lv, seed: KnocksWhenItCan())
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    table = Table(window, qtbot)
    window.languages.set_language("nb")
    try:
        hands = {0: PERSON, 1: COMPUTER}
        upcard, drawn = parse_cards("5C KH")
        load(table, arranged_match(dealer=1, hands=hands, upcard=upcard, stock=[drawn]))
        assert controller.act(TakeUpcard(0))
        table.settle()
        view = table.view_widget
        stock = view.viewport().mapTo(view, view.mapFromScene(table.stock_point()))
        assert controller.act(Discard(0, PERSON[1]))
        table.settle()
        assert table.pv.phase is Phase.LAYOFF and table.c.match.current.knocker == 1
        yield table, stock
    finally:
        window.languages.clear()
        controller.set_paused(True)
        controller.wait_idle()


def _accept(table: Table) -> ActionButton:
    return next(
        b
        for b in table.view_widget.action_bar.buttons()
        if b.defaultAction().objectName() == "accept_layoffs"
    )


def test_a_click_meant_for_the_stock_does_not_accept_the_layoffs(knocked, button_clock):
    table, stock = knocked
    button = _accept(table)
    assert button.isVisible()
    # The play-test's trap: the button stands where the stock was.
    assert table.view_widget.childAt(stock) is button
    at = button.mapFrom(table.view_widget, stock)
    table.qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=at)
    table.settle()
    assert table.pv.phase is Phase.LAYOFF  # the knock is in sight, the layoffs to choose
    button_clock.advance(0.2)
    table.qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=at)
    assert table.pv.phase is Phase.LAYOFF
    # A moment later the button is one to click like any other.
    button_clock.settle()
    table.qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=at)
    table.settle()
    assert table.pv.phase is Phase.OVER


def test_the_key_accepts_the_layoffs_at_once(knocked):
    table, _stock = knocked
    table.key(Qt.Key.Key_A)
    table.settle()
    assert table.pv.phase is Phase.OVER


def test_a_button_shown_again_waits_again(qtbot, button_clock) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    action = QAction("Next hand", host)
    fired: list[bool] = []
    action.triggered.connect(lambda: fired.append(True))
    button = ActionButton(action, host)
    button.resize(120, 30)
    host.show()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert fired == []
    button_clock.settle()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert fired == [True]
    button.hide()
    button.show()
    qtbot.mouseDClick(button, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert fired == [True]
    action.trigger()  # its key or the menu: at once
    assert fired == [True, True]


def test_a_window_restored_from_the_task_bar_does_not_hold_its_buttons_back(
    qtbot, button_clock
) -> None:  # type: ignore[no-untyped-def]
    """A minimized window shown again is not a button coming up over the table: the
    button stood there before, and the first click after a restore was swallowed."""
    window = QWidget()
    qtbot.addWidget(window)
    clicked: list[bool] = []
    action = QAction("Next hand", window)
    action.triggered.connect(lambda: clicked.append(True))
    button = ActionButton(action, window)
    window.show()
    qtbot.waitExposed(window)
    assert button.settling()
    button_clock.settle()
    window.showMinimized()
    qtbot.waitUntil(lambda: window.isMinimized())
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMinimized())
    assert not button.settling()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert clicked == [True]

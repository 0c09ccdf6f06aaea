"""The buttons over the table mirror their action without QToolButton.setDefaultAction
(which leaves memory behind on every change of the action in Qt 6.11)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolButton, QWidget

from ginrummy_desktop.ui.common.action_button import ActionButton
from ginrummy_desktop.ui.common.panel_style import BUTTON_QSS


def test_the_button_shows_the_action_and_follows_its_changes(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    action = QAction("&Next hand", host)
    action.setToolTip("Deal the next hand")
    button = ActionButton(action, host)
    assert button.defaultAction() is action and action in button.actions()
    assert button.text() == action.iconText() and button.toolTip() == "Deal the next hand"
    action.setEnabled(False)
    assert not button.isEnabled()
    action.setText("&Seuraava jako")  # a language change renames the action
    action.setEnabled(True)
    assert button.isEnabled() and button.text() == action.iconText()


def test_a_click_triggers_the_action_only_while_it_is_enabled(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    action = QAction("Pass", host)
    fired: list[bool] = []
    action.triggered.connect(lambda: fired.append(True))
    button = ActionButton(action, host)
    host.show()
    button.click()
    assert fired == [True]
    action.setEnabled(False)
    button.click()
    assert fired == [True]


def test_a_checkable_action_keeps_its_button_checked_with_it(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    action = QAction("Hints", host)
    action.setCheckable(True)
    button = ActionButton(action, host)
    action.setChecked(True)
    assert button.isCheckable() and button.isChecked()


def test_the_table_buttons_use_no_default_action(window) -> None:
    from PySide6.QtWidgets import QToolButton

    buttons = window.table.findChildren(QToolButton)
    assert buttons and all(isinstance(b, ActionButton) for b in buttons)


def test_the_button_draws_no_menu_arrow(qtbot) -> None:
    """The action in its actions must not make it look like a button with a menu: it
    paints as a plain tool button with the same text does."""
    host = QWidget()
    qtbot.addWidget(host)
    action = QAction("Next hand", host)
    button = ActionButton(action, host)
    plain = QToolButton(host)
    plain.setText(button.text())
    for b in (button, plain):
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        b.setStyleSheet(BUTTON_QSS)
        b.resize(160, 40)
    host.show()
    assert button.grab().toImage() == plain.grab().toImage()


def test_a_button_of_the_table_shows_its_plain_key(qtbot) -> None:
    """Play-test h114: a person playing by the keys found the letters only in the menus
    and the tips. The table's buttons say their key; a key with Ctrl is left to the
    menus, and a button that does not ask (the result panel's) shows the words only."""
    from PySide6.QtGui import QKeySequence

    host = QWidget()
    qtbot.addWidget(host)
    action = QAction("&Pass", host)
    action.setShortcut(QKeySequence("P"))
    assert ActionButton(action, host, show_key=True).text() == "Pass (P)"
    assert ActionButton(action, host).text() == "Pass"
    action.setText("&Passaa")  # a language change keeps the key
    assert ActionButton(action, host, show_key=True).text() == "Passaa (P)"
    review = QAction("&Review hand", host)
    review.setShortcut(QKeySequence("Ctrl+R"))
    assert ActionButton(review, host, show_key=True).text() == "Review hand"


def test_the_tables_buttons_show_their_keys(table) -> None:  # type: ignore[no-untyped-def]
    from table_helpers import load, upcard_offered

    table.window.resize(1366, 738)  # (where they fit beside the knock spot)
    load(table, upcard_offered())
    shown = {b.text() for b in table.window.table.action_bar.buttons() if b.isVisible()}
    assert shown == {"Take the upcard (T)", "Pass (P)"}


def _large_cards_upcard(table):  # type: ignore[no-untyped-def]
    """The upcard offered with the large cards at 1366x768, the scoresheet beside the
    table: the table's view and the bar's buttons shown."""
    from PySide6.QtWidgets import QApplication
    from table_helpers import load, upcard_offered

    table.window.resize(1366, 738)
    table.window.load_scoresheet()
    table.window.table_look.set_size("large")
    load(table, upcard_offered())
    for _ in range(5):
        QApplication.processEvents()
    view = table.window.table
    return view, [b for b in view.action_bar.buttons() if b.isVisible()]


def test_with_large_cards_the_keys_go_before_the_print_shrinks(table) -> None:  # type: ignore[no-untyped-def]
    """Play-test h129: with the large cards at 1366x768, "Take the upcard (T)" fitted
    beside the knock spot only in 13 px, smaller than at the normal size. The buttons
    put their keys under the words before their print gets smaller than the table's."""
    from PySide6.QtWidgets import QApplication

    view, shown = _large_cards_upcard(table)
    bar = view.action_bar
    assert shown and bar.vertical
    assert all(b.font().pixelSize() >= view.text_px() for b in shown)
    # ... and keep them on a line of their own under the words, where they fit so
    # (h160: a keyboard player saw no "(T)" at all).
    assert {b.text() for b in shown} == {"Take the upcard\n(T)", "Pass\n(P)"}
    assert all(b.x() + b.width() <= bar.width() for b in shown)
    assert bar.geometry().right() <= view.viewport().width()
    # At the normal size the keys are there again.
    table.window.table_look.set_size("normal")
    for _ in range(5):
        QApplication.processEvents()
    assert {b.text() for b in bar.buttons() if b.isVisible()} == {"Take the upcard (T)", "Pass (P)"}


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
@pytest.mark.parametrize("size", [(1200, 738), (1024, 612)])
def test_the_keys_stay_on_the_buttons_beside_the_training_aids(table, language, lang, size) -> None:  # type: ignore[no-untyped-def]
    """Play-test h152: with the training aids beside the table, the Finnish buttons read
    "Ota avattu kortti" and "Passaa" with no key, where in another window they said
    "(T)" and "(P)": the column beside the knock spot had room for the words alone
    (the table 894 px wide here, or 1024x640). The buttons go to the row under the
    piles with their keys instead, where its print is about the table's."""
    from PySide6.QtWidgets import QApplication
    from table_helpers import load, upcard_offered

    language.set_language(lang)
    window = table.window
    window.resize(*size)
    for act in window.training_dock.actions.values():
        act.setChecked(True)
    load(table, upcard_offered())
    for _ in range(5):
        QApplication.processEvents()
    view = window.table
    bar = view.action_bar
    shown = [b for b in bar.buttons() if b.isVisible()]
    assert len(shown) == 2
    assert all(b.text().endswith((" (T)", " (P)")) for b in shown), [b.text() for b in shown]
    assert all(b.font().pixelSize() >= view.text_px() * 0.85 for b in shown)


def test_with_large_cards_the_bokmal_buttons_keep_their_keys(table, language) -> None:  # type: ignore[no-untyped-def]
    """Play-test h160: "Ta det åpne kortet" with the large cards at 1366x768 fitted
    beside the knock spot only in a smaller print, and there without "(T)". Its key
    goes under the words, in the same print as the words alone would have had."""
    language.set_language("nb")
    view, shown = _large_cards_upcard(table)
    bar = view.action_bar
    assert bar.vertical
    assert {b.text() for b in shown} == {"Ta det åpne kortet\n(T)", "Pass\n(P)"}
    assert bar.geometry().right() <= view.viewport().width()
    assert bar.geometry().bottom() <= view.table.geo.hand_y
    # The print the words alone would have in the column's room, not smaller.
    with_keys = shown[0].font().pixelSize()
    room = view.viewport().width() - bar.x() - view.table.geo.margin
    assert view._column_fits(room, 11, keys=False)
    assert shown[0].font().pixelSize() == with_keys

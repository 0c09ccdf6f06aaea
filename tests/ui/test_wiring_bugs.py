"""Bugs that lived in the window's wiring, each held by a test: a replay asked for in
the game history deals that hand again; the arrow keys reach the table again after a
dialog; a drag inside the hand does not change the sort mode of later deals; every
key of the window is listed in the keyboard help; the keypad's Enter discards like
Return; N plays again when the game is over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QToolButton
from table_helpers import Table, arranged_match, load, match_until_knock
from testkit.history_read import read
from testkit.history_rows import choose_row, game_row
from testkit.scripted_play import play_match

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import PRESETS, Deal, Phase, TakeUpcard, parse_cards, preset
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict
from ginrummy_desktop.ui.window.main_window import MainWindow


def _focus_key(qtbot, key: Qt.Key) -> None:
    """A key press goes where the keyboard focus is, as with a real keyboard."""
    QApplication.processEvents()
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key)


def _activate(window, qtbot) -> None:
    QApplication.processEvents()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QApplication.processEvents()


def _arrows_move_the_card_focus(table, qtbot) -> None:
    order = table.scene.hand_order
    assert order
    table.scene.set_selected(None)
    _focus_key(qtbot, Qt.Key.Key_Home)
    assert table.scene.selected == order[0]
    _focus_key(qtbot, Qt.Key.Key_Right)
    assert table.scene.selected == order[1]
    _focus_key(qtbot, Qt.Key.Key_End)
    assert table.scene.selected == order[-1]


def _end_the_game(window, table, before_layoffs=lambda: None):
    """Load a hand the computer has knocked in, worth the whole game (target 1), and
    accept the layoffs: the game is over. Returns the match."""
    data = match_to_dict(match_until_knock(1))
    data["rules"]["target"] = 1  # this hand ends the game
    m = match_from_dict(data)
    table.c.load_match(m, "beginner")
    table.settle()
    before_layoffs()
    window.registry["accept_layoffs"].trigger()
    table.settle()
    return m


def test_deal_this_hand_again_deals_it(qtbot, tmp_path, monkeypatch):
    from ginrummy_desktop.__main__ import create, parse_args, start_game
    from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    _app, window, controller = create(parse_args(["--language", "en"]), [])
    qtbot.addWidget(window)
    window.show()
    start_game(window, seed=4)
    window.registry["statistics"].trigger()
    QApplication.processEvents()
    stats = window.findChild(StatisticsDialog)
    assert stats is not None
    # A finished game in the history: its third hand is dealt again.
    played = play_match(PRESETS["finnish_2"], seed=7)
    for record in played.records:
        stats.history.record_hand(match_id="old", match=played, record=record, ai_level="expert")
    history = read(qtbot, stats.open_history())
    history.refresh()
    oldest = game_row(history, 0)
    choose_row(history, oldest.child(2))
    assert history.replay_selected()
    QApplication.processEvents()
    record = played.records[2]
    m = controller.match
    assert m is not None and m.rules == PRESETS["finnish_2"]
    fresh = Deal(PRESETS["finnish_2"], dealer=record.dealer, deal_number=record.deal_number)
    assert m.current.deal_number == record.deal_number
    assert m.current.dealer == record.dealer
    assert m.current.hands == fresh.hands
    assert m.current.upcard == played.deals[2].upcard
    assert not stats.isVisible()
    controller.set_paused(True)
    controller.wait_idle()
    window.close()


def test_arrow_keys_reach_the_table_after_the_full_scoresheet(window, table, qtbot):
    window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    _activate(window, qtbot)
    _arrows_move_the_card_focus(table, qtbot)
    window.load_scoresheet()
    button = window.scoresheet.full_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the button takes the focus
    QApplication.processEvents()
    dialog = window.scoresheet._dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    _activate(window, qtbot)  # what the window manager does when the dialog goes
    _arrows_move_the_card_focus(table, qtbot)


def test_arrow_keys_reach_the_table_after_new_game_from_the_result(window, table, qtbot):
    _end_the_game(window, table, before_layoffs=lambda: _activate(window, qtbot))
    over = table.view_widget.game_over
    assert over.isVisible()
    button = next(b for b in over.findChildren(QToolButton) if "New game" in b.text())
    button.setFocus()
    button.click()
    QApplication.processEvents()
    dialog = window._new_game_dialog
    assert dialog is not None
    dialog.accept()
    table.settle()
    _activate(window, qtbot)
    assert table.pv.phase in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)
    _arrows_move_the_card_focus(table, qtbot)


def test_a_drag_in_the_hand_keeps_the_sort_mode_for_the_next_deal(window, settings, table):
    settings.set(S.SORT_MODE, "rank")
    window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    window.registry["sort_rank"].trigger()
    order = list(table.scene.hand_order)
    by_rank = sorted(order, key=lambda c: (c.rank, c.suit))
    assert order == by_rank
    # Drag the first card to the far right of the hand: the person's own order.
    first = order[0]
    last = table.scene.faces[order[-1]]
    end = last.pos() + last.boundingRect().topRight()
    table.drag_card_to(first, end)
    table.settle()
    assert table.scene.hand_order[-1] == first
    assert settings.get(S.SORT_MODE) == "rank"
    # The next game is dealt sorted by rank, as the setting says.
    window.new_game(preset("standard"), "beginner", seed=12)
    table.settle()
    order = list(table.scene.hand_order)
    assert order == sorted(order, key=lambda c: (c.rank, c.suit))
    assert window.registry["sort_rank"].isChecked()
    assert not window.registry["sort_free"].isChecked()


def test_review_and_escape_are_in_the_keyboard_help(window):
    keys = dict(window.registry.shortcut_list())
    assert "Ctrl+R" in keys and "Review" in keys["Ctrl+R"], keys
    assert "Esc" in keys, keys
    review = window.registry["review"]
    assert "(Ctrl+R)" in review.toolTip()
    assert review in window.game_menu.actions()


def test_n_plays_again_when_the_game_is_over(window, table, qtbot):
    # At game over there is no next hand: N, the key that went on from every hand's
    # result, starts the next game (Play again); during a game N is Next hand's alone.
    play_again = window.registry["play_again"]
    assert play_again.shortcut().isEmpty()
    m = _end_the_game(window, table)
    assert table.view_widget.game_over.isVisible()
    assert not window.registry["next_hand"].isEnabled()
    assert play_again.shortcut().toString() == "N"
    assert "(N)" in play_again.toolTip()
    table.key(Qt.Key.Key_N)
    table.settle()
    again = table.c.match
    assert again is not m and not again.is_over and again.hand_number == 1
    assert again.rules.target == 1
    assert play_again.shortcut().isEmpty()
    assert window.registry["next_hand"].shortcut().toString() == "N"


@pytest.mark.parametrize(("lang", "key", "modifier"), [
    ("fi", Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    ("fi", Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier),
    ("nb", Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    ("nb", Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier),
])  # fmt: skip
def test_return_and_enter_discard_in_a_window_started_in_finnish_or_norwegian(
    qtbot, settings, language, lang, key, modifier
):
    # The play-test's finding: the keys were read as native text, in which Finnish and
    # Norwegian name Return "Enter"; discard had Return twice, Qt found it ambiguous,
    # and neither key discarded in a game started in those languages.
    language.set_language(lang)
    controller = GameController(delay_ms=0)
    win = MainWindow(controller, settings)
    qtbot.addWidget(win)
    win.resize(1100, 700)
    win.show()
    try:
        discard = win.registry["discard"]
        keys = [(s[0].key(), s.count()) for s in discard.shortcuts()]
        assert keys == [(Qt.Key.Key_Return, 1), (Qt.Key.Key_Enter, 1)]
        table = Table(win, qtbot)
        hand = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")
        computer = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")
        m = arranged_match(dealer=1, hands={0: hand, 1: computer}, upcard=parse_cards("5C")[0])
        m.apply(TakeUpcard(0))
        load(table, m)
        table.view_widget.setFocus()
        table.key(Qt.Key.Key_End)
        card = table.scene.selected
        assert card is not None
        table.key(key, modifier)
        assert m.current.discard_pile[-1] == card and card not in m.current.hands[0]
    finally:
        controller.set_paused(True)
        controller.wait_idle()


def test_every_named_key_is_read_alike_in_every_language(qtbot, language):
    # No key of the actions changes with the language the window starts in.
    from PySide6.QtCore import QObject

    from ginrummy_desktop.ui.window.actions import ActionRegistry

    seen = {}
    for lang in ("en", "fi", "nb"):
        language.set_language(lang)
        parent = QObject()  # the actions' owner, kept while they are read
        registry = ActionRegistry(parent)
        seen[lang] = {i: [k.toString() for k in a.shortcuts()] for i, a in registry.actions.items()}
    assert seen["fi"] == seen["en"] and seen["nb"] == seen["en"]


def test_the_keypad_enter_discards_like_return(window, table):
    hand = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")
    computer = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")
    m = arranged_match(dealer=1, hands={0: hand, 1: computer}, upcard=parse_cards("5C")[0])
    m.apply(TakeUpcard(0))
    load(table, m)
    assert table.pv.phase is Phase.DISCARD and table.pv.turn == 0
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_End)
    card = table.scene.selected
    assert card is not None
    table.key(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert m.current.discard_pile[-1] == card
    assert card not in m.current.hands[0]

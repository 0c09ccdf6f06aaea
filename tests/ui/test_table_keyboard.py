"""A whole hand played with the keyboard alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication
from table_helpers import greedy_discard, load, upcard_offered

from ginrummy_desktop.model import Pass, Phase, preset
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.ui.common.texts import card_name


def select_with_arrows(table, card) -> None:
    """Walk the selection with the arrow keys until ``card`` is selected."""
    table.key(Qt.Key.Key_Home)
    for _ in range(12):
        if table.scene.selected == card:
            return
        table.key(Qt.Key.Key_Right)
    raise AssertionError(f"{card} not reachable with the arrow keys")


def test_whole_hand_by_keyboard(table):
    table.window.new_game(preset("standard"), "beginner", seed=21)
    table.settle()
    table.view_widget.setFocus()
    m = table.c.match.current
    for _ in range(80):
        v = table.pv
        if v.phase is Phase.OVER:
            break
        if v.phase is Phase.UPCARD:
            table.key(Qt.Key.Key_P)
            assert m.passes >= 1
        elif v.phase is Phase.DRAW:
            n = len(v.hand)
            table.key(
                Qt.Key.Key_D
                if v.discard_pile
                and not v.forced_stock
                and v.hand_number % 2
                and v.stock_size % 3 == 0
                else Qt.Key.Key_S
            )
            assert len(m.hands[0]) == n + 1
        elif v.phase is Phase.DISCARD:
            card, dw = greedy_discard(v)
            select_with_arrows(table, card)
            if dw <= v.knock_limit:
                table.key(Qt.Key.Key_K)
                assert m.knocker == 0
            else:
                table.key(Qt.Key.Key_Return)
                assert m.discard_pile[-1] == card
        elif v.phase is Phase.LAYOFF:
            table.key(Qt.Key.Key_A)
            assert m.phase is Phase.OVER
        table.settle()
    assert table.pv.phase is Phase.OVER
    table.key(Qt.Key.Key_N)
    assert table.c.match.hand_number == 2


def test_shift_arrows_move_the_selected_card(table):
    table.window.new_game(preset("standard"), "beginner", seed=4)
    table.settle()
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_Home)
    first = table.scene.selected
    assert first == table.scene.hand_order[0]
    table.key(Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert table.scene.hand_order[1] == first
    assert table.window.registry["sort_free"].isChecked()


def test_keys_are_shown_in_menus_and_tooltips(window):
    action = window.registry["draw_stock"]
    assert action.shortcut().toString() == "S"
    assert "(S)" in action.toolTip()
    keys = dict(window.registry.shortcut_list())
    assert "K" in keys and "Return" in keys
    # Return after a hint makes the hinted move: the list says so, after the discard.
    rows = window.registry.shortcut_list()
    at = rows.index(("Return", "Discard the selected card"))
    assert rows[at + 1] == ("Return", "After a hint: make the move it named")


def _keys_help_rows(window) -> list[tuple[str, str]]:
    """The rows of Help → Keyboard keys as the player reads them."""
    from ginrummy_desktop.ui.dialogs.help import KeyboardHelpDialog

    window.dialogs.show_keys_help()
    dialog = next(w for w in window.findChildren(KeyboardHelpDialog) if w.isVisible())
    rows = [
        (dialog.table.item(r, 0).text(), dialog.table.item(r, 1).text())
        for r in range(dialog.table.rowCount())
    ]
    dialog.close()
    dialog.deleteLater()
    return rows


def test_the_keys_list_says_where_big_gin_is_not_played(window):
    """Keyboard keys listed 'B Big Gin' under rules without Big Gin (play-test); then
    left B out, while the Play menu showed Big Gin with its B (play-test h98): B is
    listed, saying whether the game has the move."""
    for name, text in (
        ("standard", "Big Gin (not played with these rules)"),
        ("ginirommi", "Big Gin"),
    ):
        window.new_game(preset(name), "beginner", seed=3)
        rows = _keys_help_rows(window)
        assert ("B", text) in rows, name
        assert ("K", "Knock with the selected card") in rows


@pytest.mark.parametrize("rules", ["standard", "ginirommi"])
def test_every_key_of_the_window_is_in_the_keys_list(window, rules):
    """Play-test h98: B was in the Play menu but not in Help → Keyboard keys. Every key
    of an action of the window, as its menu shows it, and every key the table takes
    itself (with Shift too), is in the list."""
    from PySide6.QtGui import QAction, QKeySequence

    from ginrummy_desktop.ui.table.view import CARD_KEYS

    native = QKeySequence.SequenceFormat.NativeText
    window.new_game(preset(rules), "beginner", seed=3)
    listed = {k for keys, _ in _keys_help_rows(window) for k in keys.split("  ")}
    actions = [a for a in window.findChildren(QAction) if not a.shortcut().isEmpty()]
    assert len(actions) > 20
    for action in actions:
        assert action.shortcut().toString(native) in listed, action.objectName()
    arrows = {"Left": "←", "Right": "→"}
    for key in CARD_KEYS:
        name = QKeySequence(key).toString(native)
        assert arrows.get(name, name) in listed, name
        shifted = QKeySequence(Qt.KeyboardModifier.ShiftModifier | key).toString(native)
        assert shifted.replace(name, arrows.get(name, name)) in listed, shifted


def test_k_with_too_much_deadwood_is_refused_with_the_reason(table):
    """K is never silently ignored in the discard turn: a knock that is not allowed
    is refused with the model's reason and the deal unchanged; the knock spot on
    the table stays unlit."""
    for seed in range(1, 40):
        table.window.new_game(preset("standard"), "beginner", seed=seed)
        table.settle()
        m = table.c.match
        while m.current.phase is Phase.UPCARD and m.current.turn == 0:
            table.window.registry["pass"].trigger()
            table.settle()
        if m.current.phase is Phase.DRAW and m.current.turn == 0:
            table.window.registry["draw_stock"].trigger()
            table.settle()
        v = table.pv
        if v.phase is Phase.DISCARD and v.turn == 0 and greedy_discard(v)[1] > v.knock_limit:
            break
    else:
        raise AssertionError("no seed gave a hand that cannot knock")
    knock = table.window.registry["knock"]
    assert knock.isEnabled()
    assert not table.scene.knock_zone._enabled
    before = match_to_dict(m)
    table.view_widget.setFocus()
    card = greedy_discard(v)[0]
    select_with_arrows(table, card)
    table.key(Qt.Key.Key_K)
    assert match_to_dict(m) == before
    text = table.window.status_label.text()
    # The card it would have thrown is named (play-test h105: a card chosen long
    # before, and "your deadwood would be 19" said nothing of it).
    assert text.startswith(f"You cannot knock with the {card_name(card)}: "), text
    assert "limit is 10" in text


def test_a_throw_or_a_draw_at_the_wrong_moment_says_what_is_due(table):
    """In the draw, Enter and K were silently ignored (their actions greyed out), and a
    second S after drawing likewise (play-test): each is now refused by the model with
    what is due, the deal unchanged."""
    m = upcard_offered(stock="KD")
    m.apply(Pass(0))
    m.apply(Pass(1))
    load(table, m)
    assert table.pv.phase is Phase.DRAW and table.pv.turn == 0
    table.view_widget.setFocus()
    draw_prompt = "Both passed: draw from the stock."  # the pile is not open to it
    # L too: greyed out, it said nothing (play-test h74)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_K, Qt.Key.Key_L):
        before = match_to_dict(m)
        table.window.show_status("")
        table.key(key)
        assert match_to_dict(m) == before
        text = table.window.status_label.text()
        assert text.startswith("That move is not possible now.") and draw_prompt in text, text
    table.key(Qt.Key.Key_S)
    assert table.pv.phase is Phase.DISCARD and len(table.pv.hand) == 11
    before = match_to_dict(m)
    table.key(Qt.Key.Key_S)
    assert match_to_dict(m) == before
    # 26 deadwood at best: no knock in reach, and none offered
    assert table.window.status_label.text() == "That move is not possible now. Discard a card."


def _drawing(table, stock: str = "KD"):
    m = upcard_offered(stock=stock)
    m.apply(Pass(0))
    m.apply(Pass(1))
    load(table, m)
    assert table.pv.phase is Phase.DRAW and table.pv.turn == 0
    table.view_widget.setFocus()
    return m


def test_a_card_drawn_by_key_is_chosen_so_enter_throws_it(table):
    """After every draw from the keyboard a throw asked for a card first (play-test 9):
    the card drawn is now chosen, and Enter throws it."""
    from testkit.arranged import C

    m = _drawing(table)
    assert table.scene.selected is None
    table.key(Qt.Key.Key_S)
    assert table.scene.selected == C("KD")[0]
    table.key(Qt.Key.Key_Return)
    assert m.current.discard_pile[-1] == C("KD")[0]


def test_a_card_chosen_before_the_draw_stays_chosen(table):
    from testkit.arranged import C

    m = _drawing(table)
    select_with_arrows(table, C("KS")[0])
    table.key(Qt.Key.Key_S)
    assert C("KD")[0] in m.current.hands[0]
    assert table.scene.selected == C("KS")[0]


def test_the_upcard_taken_by_key_is_not_chosen(table):
    """The pile's card may not be thrown straight back: chosen, Enter after T would only
    be refused (review), so no card is chosen."""
    from testkit.arranged import C

    m = upcard_offered(stock="KD")
    load(table, m)
    assert table.pv.phase is Phase.UPCARD and table.pv.turn == 0
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_T)
    assert C("QD")[0] in m.current.hands[0]
    assert table.scene.selected is None


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
@pytest.mark.parametrize("screen", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_keys_window_shows_its_whole_list_where_the_screen_has_room(
    window, monkeypatch, screen, lang
):
    """Play-test 9: on a 1366x768 screen Help → Keyboard showed about twelve rows and
    the rest had to be scrolled to. Where the screen has the room, the whole list
    shows; on a 1024x640 screen the window, Close too, stays on it."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT
    from ginrummy_desktop.ui.dialogs.help import KeyboardHelpDialog

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, *screen))
    window.languages.set_language(lang)
    try:
        window.dialogs.show_keys_help()
        dialog = next(w for w in window.findChildren(KeyboardHelpDialog) if w.isVisible())
        QApplication.processEvents()
        assert dialog.height() + FRAME_HEIGHT <= screen[1]
        # Every line whole, none cut short with "…" (play-test h102: "Move the selected
        # card to the start or the end of your …").
        fm = dialog.table.fontMetrics()
        for row in range(dialog.table.rowCount()):
            item = dialog.table.item(row, 1)
            cell = dialog.table.visualItemRect(item)
            assert fm.horizontalAdvance(item.text()) + 6 <= cell.width(), (lang, item.text())
        if screen != (1024, 640):
            assert dialog.table.verticalScrollBar().maximum() == 0
            last = dialog.table.rowCount() - 1
            assert dialog.table.visualItemRect(dialog.table.item(last, 1)).bottom() <= (
                dialog.table.viewport().height()
            )
        dialog.close()
        dialog.deleteLater()
    finally:
        window.languages.clear()


@pytest.mark.parametrize("stage", [Phase.LAYOFF, Phase.OVER])
def test_a_chosen_card_does_not_stand_up_in_the_laid_out_hand(table, stage):
    """Play-test: a card chosen by key (the card just drawn) and left in the hand when
    another was knocked with stood up out of the knocker's laid-out cards, as if it
    were still to be played, while the computer laid off and all through the result."""
    from table_helpers import match_until_knock

    from ginrummy_desktop.model import Knock

    m = match_until_knock(0)
    load(table, m)
    v = table.pv
    knock_card, _dw = greedy_discard(v)
    kept = next(c for c in v.hand if c != knock_card)
    table.view_widget.setFocus()
    select_with_arrows(table, kept)
    if stage is Phase.LAYOFF:
        table.c.set_paused(True)  # the computer has yet to lay off
    assert table.c.act(Knock(0, knock_card))
    if stage is Phase.OVER:
        table.settle()
    assert table.pv.phase is stage
    scene = table.scene
    heights = {round(scene.face_item(c).home.y()) for c in table.pv.hand}
    assert len(heights) == 1, heights  # one row: no card stands up out of it
    assert not any(scene.face_item(c).selected_card for c in table.pv.hand)


def test_the_defenders_chosen_card_sits_down_when_the_hand_is_over(table):
    """A card the defender chose by key while laying off stood up, outlined, all
    through the result, when nothing was left to play."""
    from table_helpers import match_until_knock

    from ginrummy_desktop.model import FinishLayoff

    load(table, match_until_knock(1))
    assert table.pv.phase is Phase.LAYOFF
    table.view_widget.setFocus()
    select_with_arrows(table, table.pv.hand[0])
    assert table.c.act(FinishLayoff(0))
    table.settle()
    assert table.pv.phase is Phase.OVER
    scene = table.scene
    assert scene.selected is None
    heights = {round(scene.face_item(c).home.y()) for c in table.pv.hand}
    assert len(heights) == 1, heights
    assert not any(scene.face_item(c).selected_card for c in table.pv.hand)


@pytest.mark.parametrize("knocker", [0, 1])
def test_the_arrows_choose_no_card_once_the_hand_is_over(table, knocker):
    """Play-test h74: at the result, → chose a card all the same and named it in the
    status line ("Ruter to"); the defender's stood up out of the laid-out cards all
    through the result, the knocker's hid among the melds. Nothing is left to play."""
    from table_helpers import match_until_knock

    from ginrummy_desktop.model import FinishLayoff, Knock

    m = match_until_knock(knocker)
    load(table, m)
    if knocker == 0:
        assert table.c.act(Knock(0, greedy_discard(table.pv)[0]))
    else:
        assert table.c.act(FinishLayoff(0))
    table.settle()
    assert table.pv.phase is Phase.OVER
    table.view_widget.setFocus()
    status = table.window.status_label.text()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Home, Qt.Key.Key_End):
        table.key(key)
    scene = table.scene
    assert scene.selected is None
    assert table.window.status_label.text() == status  # no card named
    heights = {round(scene.face_item(c).home.y()) for c in table.pv.hand}
    assert len(heights) == 1, heights
    assert not any(scene.face_item(c).selected_card for c in table.pv.hand)


def test_the_arrows_choose_no_card_while_the_computer_lays_off(table):
    """The person knocked: their cards are laid out and the computer lays off. The
    arrows chose among the cards of the hand as it was, out of sight."""
    from table_helpers import match_until_knock

    from ginrummy_desktop.model import Knock

    load(table, match_until_knock(0))
    table.c.set_paused(True)  # the computer has yet to lay off
    assert table.c.act(Knock(0, greedy_discard(table.pv)[0]))
    assert table.pv.phase is Phase.LAYOFF
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_Right)
    assert table.scene.selected is None


def _defending_with_a_layoff(table):  # type: ignore[no-untyped-def]
    """The computer has knocked; the person defends and has a card to lay off that is
    in none of their own melds (else laying it off is asked about first)."""
    from table_helpers import match_until_knock

    from ginrummy_desktop.model.cards import to_mask
    from ginrummy_desktop.model.deadwood import deadwood_without

    load(table, match_until_knock(1, need_layoff=True))
    v = table.pv
    assert v.phase is Phase.LAYOFF and v.turn == 0
    mask = to_mask(v.hand)
    for a in v.legal:
        if a.kind == "lay_off":
            before, after = deadwood_without(mask, a.card.bit)
            if after <= before:
                return a
    pytest.skip("every layoff of this deal breaks a meld")


def test_return_after_a_hint_to_lay_off_lays_it_off(window, table, qtbot, monkeypatch):
    """Play-test h74: H said "Lay off the A♠" and chose it, and Return (the keys list:
    "After a hint: make the move it named") did nothing at all. It lays the card off on
    the meld the hint named; after a hint to finish, Return finishes."""
    from ginrummy_desktop.ai.base import Decision, Reason
    from ginrummy_desktop.model import EventKind, FinishLayoff

    layoff = _defending_with_a_layoff(table)
    hint = Decision(layoff, Reason.LAY_OFF)
    monkeypatch.setattr(window.controller, "hint", lambda **kwargs: hint)
    window.registry["hint"].trigger()
    assert table.scene.selected == layoff.card
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    v = table.pv
    assert layoff.card not in v.hand
    assert v.log[-1].kind is EventKind.LAID_OFF and v.log[-1].card == layoff.card
    hint = Decision(FinishLayoff(0), Reason.DONE_LAYING_OFF)
    window.registry["hint"].trigger()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    # The deal's other layoff still fits: asked first, and laid off (the default).
    box = window.binding.question
    assert box is not None and table.pv.phase is Phase.LAYOFF
    box.defaultButton().click()
    table.settle()
    assert table.pv.phase is Phase.OVER


def test_return_while_laying_off_says_what_is_due(window, table, qtbot):
    """Return (no hint given) while the person lays off was greyed out and silent; it is
    refused with what is due, as at every other moment of the hand."""
    _defending_with_a_layoff(table)
    hand = table.pv.hand
    window.table.setFocus()
    select_with_arrows(table, hand[0])
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert table.pv.hand == hand
    assert window.status_label.text() == (
        "That move is not possible now. Lay off your cards on the knocker's melds, then finish."
    )


def test_l_with_a_card_that_fits_no_meld_says_so(window, table, qtbot):
    """Once nothing more fitted, L was greyed out and said nothing; it says that the
    chosen card fits none of the knocker's melds (as it did while another card fitted)."""

    _defending_with_a_layoff(table)
    while True:
        layoff = next((a for a in table.pv.legal if a.kind == "lay_off"), None)
        if layoff is None:
            break
        assert window.controller.act(layoff)
    assert table.pv.phase is Phase.LAYOFF
    card = table.pv.hand[0]
    window.table.setFocus()
    select_with_arrows(table, card)
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    assert window.status_label.text() == f"The {card_name(card)} fits none of the knocker's melds."


def _refused_near(table, rect) -> bool:  # type: ignore[no-untyped-def]
    """The refusal's note shows beside ``rect`` (touching it, grown by a quarter card)."""
    from ginrummy_desktop.ui.table.callouts import CalloutKind

    note = table.scene.feedback.callouts[CalloutKind.REFUSAL]
    slack = table.scene.geo.card_w / 4
    return note.isVisible() and note.sceneBoundingRect().intersects(
        rect.adjusted(-slack, -slack, slack, slack)
    )


def test_the_keys_of_the_buttons_say_why_not_at_the_wrong_moment(table):
    """Play-test h80: T, P, B, A and F did nothing at all while their moves could not
    be made (their actions greyed out). Each is refused with why not and what is due,
    as Return and L are, the deal unchanged; their buttons stay out of sight and
    their menu items greyed out."""
    m = _drawing(table)
    window = table.window
    due = "That move is not possible now. Both passed: draw from the stock."
    answers = {
        Qt.Key.Key_T: due,
        Qt.Key.Key_P: due,
        Qt.Key.Key_B: "Big Gin is not played with these rules.",
        Qt.Key.Key_A: due,
        Qt.Key.Key_F: due,
    }
    for key, text in answers.items():
        before = match_to_dict(m)
        window.show_status("")
        table.key(key)
        assert match_to_dict(m) == before
        assert window.status_label.text() == text
    for name in ("take_upcard", "pass", "big_gin", "accept_layoffs", "finish_layoffs"):
        assert not window.registry[name].isEnabled(), name
    assert not any(b.isVisible() for b in table.view_widget.action_bar.buttons())
    table.key(Qt.Key.Key_S)
    before = match_to_dict(m)
    table.key(Qt.Key.Key_T)
    assert match_to_dict(m) == before
    assert window.status_label.text() == "That move is not possible now. Discard a card."


def test_the_keys_of_the_buttons_still_make_their_moves(table):
    """Where the move can be made its own action takes the key (one live action per
    key): P passes, T takes the upcard."""
    m = upcard_offered()
    load(table, m)
    assert table.pv.phase is Phase.UPCARD and table.pv.turn == 0
    window = table.window
    assert window.registry["pass"].isEnabled()
    assert not window.registry.refusing["pass"].isEnabled()
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_P)
    assert m.current.passes == 1


def test_big_gin_s_key_says_why_not_where_it_is_played(table):
    """B with a hand not all in melds, under rules with Big Gin: the model's reason."""
    m = upcard_offered(rules=preset("ginirommi"))
    load(table, m)
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_T)
    assert table.pv.phase is Phase.DISCARD and table.pv.turn == 0
    before = match_to_dict(m)
    table.key(Qt.Key.Key_B)
    assert match_to_dict(m) == before
    assert table.window.status_label.text() == "Big Gin needs all eleven cards in melds."


def test_the_draw_and_play_keys_say_what_is_due_while_laying_off(window, table):
    """Play-test h80: S and D (and K) did nothing while the person laid off after the
    computer's knock; they say what is due. A and F, whose moves are due, keep their
    buttons."""
    _defending_with_a_layoff(table)
    m = table.c.match
    window.table.setFocus()
    due = "That move is not possible now. Lay off your cards on the knocker's melds, then finish."
    for key in (Qt.Key.Key_S, Qt.Key.Key_D, Qt.Key.Key_K, Qt.Key.Key_T, Qt.Key.Key_P):
        before = match_to_dict(m)
        window.show_status("")
        table.key(key)
        assert match_to_dict(m) == before
        assert window.status_label.text() == due, key
    shown = [b.text().replace("&", "") for b in window.table.action_bar.buttons() if b.isVisible()]
    assert shown == ["Accept the best layoffs (A)", "Done laying off (F)"]


def test_the_keys_say_whose_turn_it_is_while_the_computer_lays_off(table):
    """The person knocked and the computer is to lay off: S and F are not silent."""
    from table_helpers import match_until_knock

    from ginrummy_desktop.model import Knock

    load(table, match_until_knock(0))
    table.c.set_paused(True)  # the computer has yet to lay off
    assert table.c.act(Knock(0, greedy_discard(table.pv)[0]))
    m = table.c.match
    table.view_widget.setFocus()
    for key in (Qt.Key.Key_S, Qt.Key.Key_F):
        before = match_to_dict(m)
        table.window.show_status("")
        table.key(key)
        assert match_to_dict(m) == before
        assert table.window.status_label.text() == "It is not your turn.", key


def _knocked(table):  # type: ignore[no-untyped-def]
    """The person has taken the 2♠ and knocked with the K♠; the computer is to lay off
    (held there: the controller is paused)."""
    from table_helpers import knock_in_reach
    from testkit.arranged import C

    from ginrummy_desktop.model import Knock

    m = knock_in_reach()
    load(table, m)
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_T)
    table.c.set_paused(True)
    assert table.c.act(Knock(0, C("KS")[0]))
    assert table.pv.phase is Phase.LAYOFF and table.pv.turn == 1
    return m


def test_return_and_l_say_whose_turn_it_is_while_the_computer_lays_off(table):
    """Play-test h80: after the person's knock, while the computer laid off, S, D and K
    said "It is not your turn." and Return and L said nothing at all (greyed out). They
    say it too, on the table as in the status line, the deal unchanged."""
    from ginrummy_desktop.ui.table.callouts import CalloutKind

    m = _knocked(table)
    note = table.scene.feedback.callouts[CalloutKind.REFUSAL]
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_L):
        before = match_to_dict(m)
        table.window.show_status("")
        table.scene.feedback.clear()
        table.key(key)
        assert match_to_dict(m) == before
        assert table.window.status_label.text() == "It is not your turn.", key
        assert note.isVisible() and note.text() == "It is not your turn.", key


PLAY_KEYS = (
    Qt.Key.Key_T,
    Qt.Key.Key_P,
    Qt.Key.Key_S,
    Qt.Key.Key_D,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_K,
    Qt.Key.Key_B,
    Qt.Key.Key_L,
    Qt.Key.Key_A,
    Qt.Key.Key_F,
)


def _answered_over(table, panel, text: str) -> None:  # type: ignore[no-untyped-def]
    """Each play key, pressed with ``panel`` over the table, says ``text`` in the status
    line and in a note above the panel (clear of it), the match unchanged."""
    from ginrummy_desktop.ui.table.callouts import CalloutKind

    assert panel.isVisible()
    m = table.c.match
    note = table.scene.feedback.callouts[CalloutKind.REFUSAL]
    for key in PLAY_KEYS:
        before = match_to_dict(m)
        table.window.show_status("")
        table.scene.feedback.clear()
        table.key(key)
        assert match_to_dict(m) == before, key
        assert table.window.status_label.text() == text, key
        assert note.isVisible() and note.text() == text, key
        assert note.scene_outline().boundingRect().bottom() <= panel.geometry().top() + 1, key


def test_the_play_keys_say_the_hand_is_over_and_what_comes_next(table):
    """Play-test h80: at the hand's result every play key was silent, and a player who
    pressed D or K saw nothing. Each says that the hand is over and names the result's
    button for the next hand and its key; their menu items stay greyed out."""
    _knocked(table)
    table.c.set_paused(False)
    table.settle()
    assert table.pv.phase is Phase.OVER and table.pv.game_result is None
    registry = table.window.registry
    for name in ("draw_stock", "draw_discard", "discard", "knock", "lay_off", "take_upcard"):
        assert not registry[name].isEnabled(), name
    _answered_over(
        table,
        table.view_widget.result_panel,
        "The hand is over. Press N or click “Next hand” to deal the next hand.",
    )
    table.key(Qt.Key.Key_N)  # N itself deals the next hand, as the answer says
    assert table.pv.hand_number == 2


def test_the_play_keys_say_the_game_is_over_and_how_to_play_again(table):
    """At the game's end, the keys name the game-over panel's Play again and its key."""
    from table_helpers import knock_in_reach
    from testkit.arranged import C

    from ginrummy_desktop.model import Knock

    load(table, knock_in_reach(rules=preset("standard").with_changes(target=1)))
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_T)
    assert table.c.act(Knock(0, C("KS")[0]))
    table.settle()
    assert table.pv.game_result is not None
    _answered_over(
        table,
        table.view_widget.game_over,
        "The game is over. Press N or click “Play again” to start a new game.",
    )


def test_the_play_keys_say_the_hollywood_match_is_over(table):
    """A Hollywood match ends as a whole: the keys say the match is over."""
    from testkit.scripted_play import play_match

    rules = preset("standard").with_changes(target=1, hollywood=True)
    load(table, play_match(rules, seed=3))
    assert table.pv.game_result is not None
    table.view_widget.setFocus()
    _answered_over(
        table,
        table.view_widget.game_over,
        "The match is over. Press N or click “Play again” to start a new match.",
    )


def test_a_draw_key_refused_at_the_throw_is_answered_at_its_pile(table):
    """Play-test h80: S or D pressed when a card must be thrown was refused beside the
    chosen card, as if the card were refused; it is refused at the pile pressed (T,
    the upcard's, at the discard pile likewise)."""
    from testkit.arranged import C

    m = _drawing(table)
    table.key(Qt.Key.Key_S)
    assert table.pv.phase is Phase.DISCARD
    card = C("KS")[0]
    select_with_arrows(table, card)
    scene = table.scene
    g = scene.geo
    for key, pile in (
        (Qt.Key.Key_S, g.stock_rect),
        (Qt.Key.Key_D, g.discard_rect),
        (Qt.Key.Key_T, g.discard_rect),
    ):
        before = match_to_dict(m)
        table.key(key)
        assert match_to_dict(m) == before
        assert _refused_near(table, pile), key
        assert not _refused_near(table, scene.feedback.card_rect(card)), key


@pytest.mark.parametrize("rules", ["standard", "ginirommi"])
def test_big_gin_s_key_refused_at_the_throw_is_answered_at_the_knock_spot(table, rules):
    """Play-test h80: B pressed when a card must be thrown was refused beside the chosen
    card, as if that card were refused; it is a way out, as a knock is, and is refused
    at the knock spot, where K's refusals for the hand's deadwood stand and B's button
    comes up (without Big Gin in the rules, and with it and a hand not all in melds)."""
    from testkit.arranged import C

    m = upcard_offered(rules=preset(rules))
    load(table, m)
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_T)
    assert table.pv.phase is Phase.DISCARD and table.pv.turn == 0
    card = C("KS")[0]
    select_with_arrows(table, card)
    scene = table.scene
    assert scene.knock_zone.isVisible()
    before = match_to_dict(m)
    table.key(Qt.Key.Key_B)
    assert match_to_dict(m) == before
    assert table.window.status_label.text() == (
        "Big Gin is not played with these rules."
        if rules == "standard"
        else "Big Gin needs all eleven cards in melds."
    )
    assert _refused_near(table, scene.knock_zone.rect())
    assert not _refused_near(table, scene.feedback.card_rect(card))


def _press(window, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed as a person presses it: to the window, where the widget with the
    keyboard (or an open menu) gets it, the window's shortcuts first."""
    from PySide6.QtTest import QTest

    handle = window.windowHandle()
    popup = QApplication.activePopupWidget()
    if popup is not None:
        handle = popup.windowHandle()
    QTest.keyClick(handle, key, modifier)
    QApplication.processEvents()


def _activate(window, qtbot) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_one_esc_out_of_a_menu_gives_the_arrows_back_to_the_table(table, qtbot):
    """Play-test h98: Alt+P, Esc, S to draw and End for the last card, and Return threw
    the card chosen before the draw: the menu bar had kept the arrows and End (a second
    Esc gave them back) while the letters and Return still played on the table."""
    from testkit.arranged import C

    window = table.window
    m = _drawing(table)
    _activate(window, qtbot)
    _press(window, Qt.Key.Key_Home)
    first = table.scene.hand_order[0]
    assert table.scene.selected == first
    _press(window, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert QApplication.activePopupWidget() is window.play_menu
    _press(window, Qt.Key.Key_Escape)
    assert QApplication.activePopupWidget() is None
    # (offscreen, a closed menu leaves no window active; on a desktop the game's stays so)
    _activate(window, qtbot)
    assert QApplication.focusWidget() is table.view_widget
    _press(window, Qt.Key.Key_S)
    assert C("KD")[0] in m.current.hands[0]
    _press(window, Qt.Key.Key_End)
    last = table.scene.hand_order[-1]
    assert table.scene.selected == last != first
    _press(window, Qt.Key.Key_Return)
    assert m.current.discard_pile[-1] == last


def test_the_arrows_still_go_from_menu_to_menu(table, qtbot):
    """Leaving a menu for the next with → or ← is no way out of the menus: the next one
    stays open, with the keyboard, and one Esc out of it gives the table the arrows."""
    window = table.window
    _drawing(table)
    _activate(window, qtbot)
    _press(window, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    _press(window, Qt.Key.Key_Right)
    assert QApplication.activePopupWidget() is window.view_menu
    _press(window, Qt.Key.Key_Left)
    _press(window, Qt.Key.Key_Left)
    assert QApplication.activePopupWidget() is window.game_menu
    assert window.game_menu.isVisible()
    _press(window, Qt.Key.Key_Escape)
    _activate(window, qtbot)
    assert QApplication.focusWidget() is table.view_widget


def test_return_on_the_full_view_link_opens_the_full_view(table, qtbot):
    """Play-test h98: Tab framed the scoresheet's "Full view…", but Return did nothing
    there (Space alone opened it), or was the table's: it threw the card chosen. Return
    opens the full view; the hand is as it was."""
    from testkit.arranged import C

    window = table.window
    window.load_scoresheet()
    m = _drawing(table)
    _activate(window, qtbot)
    _press(window, Qt.Key.Key_S)
    assert table.scene.selected == C("KD")[0]  # Return on the table would throw it
    link = window.scoresheet.full_button
    idle = link.grab().toImage()
    _press(window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is link
    # Framed in blue while it has the keys (h164: a faint dotted box went unseen).
    framed = link.grab().toImage()
    assert framed.size() == idle.size() and framed != idle
    assert framed.pixelColor(1, framed.height() // 2).name() == "#2b6cd4"
    before = match_to_dict(m)
    _press(window, Qt.Key.Key_Return)
    assert match_to_dict(m) == before
    dialog = window.scoresheet._dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()
    # The keypad's Enter alike.
    _activate(window, qtbot)
    link.setFocus()
    _press(window, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert dialog.isVisible() and match_to_dict(m) == before
    dialog.close()


def test_the_full_scoresheet_has_a_key_in_the_view_menu(window, qtbot):
    """View → Full scoresheet, Ctrl+Shift+T, opens the full view, the scoresheet shown
    or hidden; the panel's link names the key in its tooltip."""
    window.new_game(preset("standard"), "beginner", seed=3)
    window.load_scoresheet()
    action = window.registry["full_scoresheet"]
    assert action in window.view_menu.actions()
    assert "(Ctrl+Shift+T)" in window.scoresheet.full_button.toolTip()
    window.registry["scoresheet"].setChecked(False)
    _activate(window, qtbot)
    _press(
        window,
        Qt.Key.Key_T,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    dialog = window.scoresheet._dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_result_panels_buttons_name_their_keys(window, table, lang):
    """Play-test h98 asked for the keys in the tooltips of the hand's result: each
    button with a key names it as the menus do, Next hand N and Review hand Ctrl+R, in
    the player's words (What the computer knew has no key)."""
    from PySide6.QtGui import QKeySequence
    from table_helpers import match_until_knock

    from ginrummy_desktop.model import FinishLayoff
    from ginrummy_desktop.ui.common.action_button import ActionButton

    load(table, match_until_knock(1))
    assert table.c.act(FinishLayoff(0))
    table.settle()
    window.languages.set_language(lang)
    try:
        panel = window.table.result_panel
        assert panel.isVisible()
        buttons = {b.defaultAction().objectName(): b for b in panel.findChildren(ActionButton)}
        assert {"next_hand", "review", "computer_knew"} <= set(buttons)
        for name, button in buttons.items():
            key = button.defaultAction().shortcut()
            native = key.toString(QKeySequence.SequenceFormat.NativeText)
            assert button.toolTip().endswith(f" ({native})") == bool(native), name
        assert buttons["next_hand"].toolTip().endswith(" (N)")
        assert buttons["review"].toolTip().endswith(" (Ctrl+R)")
    finally:
        window.languages.set_language("en")


def test_one_esc_out_of_a_menu_gives_the_keyboard_back_where_it_was(table, qtbot):
    """A menu opened with the keyboard elsewhere than on the table (Tab's stop on the
    scoresheet's "Full view…") gives the keyboard back there, not to the table."""
    window = table.window
    window.load_scoresheet()
    _drawing(table)
    _activate(window, qtbot)
    _press(window, Qt.Key.Key_Tab)
    link = window.scoresheet.full_button
    assert QApplication.focusWidget() is link
    _press(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert QApplication.activePopupWidget() is window.game_menu
    _press(window, Qt.Key.Key_Escape)
    _activate(window, qtbot)
    assert QApplication.focusWidget() is link


def test_tab_reaches_the_buttons_over_the_table_and_return_presses_one(table):
    """Tab did not reach the buttons over the table (play-test): it goes from the table
    to each shown button; Return on a button presses it, not the window's Return (the
    discard of the selected card); the button gone, the focus is on the table again,
    where the arrows choose the cards."""
    m = upcard_offered(stock="KD")
    load(table, m)
    view = table.view_widget
    view.setFocus()
    assert QApplication.focusWidget() is view
    table.qtbot.keyClick(view, Qt.Key.Key_Tab)
    take = QApplication.focusWidget()
    assert take is not view and take.text().startswith("Take the upcard")
    table.qtbot.keyClick(take, Qt.Key.Key_Tab)
    pass_button = QApplication.focusWidget()
    assert pass_button.text().startswith("Pass")
    hand = list(m.current.hands[0])
    table.qtbot.keyClick(pass_button, Qt.Key.Key_Return)
    table.qtbot.waitUntil(lambda: m.current.passes >= 1)
    table.settle()
    assert m.current.phase is Phase.DRAW and list(m.current.hands[0]) == hand
    assert QApplication.focusWidget() is view
    table.key(Qt.Key.Key_End)
    assert table.scene.selected == table.scene.hand_order[-1]


def _tab_to_the_first_button(table):  # type: ignore[no-untyped-def]
    """The upcard offered, the table's focus, then Tab: (match, table view, button)."""
    m = upcard_offered(stock="KD")
    load(table, m)
    view = table.view_widget
    view.setFocus()
    table.qtbot.keyClick(view, Qt.Key.Key_Tab)
    return m, view, QApplication.focusWidget()


def test_a_held_return_on_a_button_presses_it_once_and_throws_nothing(table):
    """Review h141: pressed as Return went down, the button went, and the key's repeats
    reached the window's Return, the discard of the selected card. Down with the key,
    pressed as it comes up, as Space does; the repeats go nowhere."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    m, _view, take = _tab_to_the_first_button(table)
    assert take.text().startswith("Take the upcard")
    hand = list(m.current.hands[0])

    def key(kind: QEvent.Type, repeat: bool = False) -> None:
        target = QApplication.focusWidget()
        event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", repeat)
        QApplication.sendEvent(target, event)

    key(QEvent.Type.KeyPress)
    assert list(m.current.hands[0]) == hand  # not yet: the key is down
    for _ in range(3):
        key(QEvent.Type.KeyPress, repeat=True)
    assert list(m.current.hands[0]) == hand
    key(QEvent.Type.KeyRelease)
    table.settle()
    assert len(m.current.hands[0]) == 11  # the upcard taken, once
    assert m.current.phase is Phase.DISCARD and not m.current.discard_pile


def test_a_button_that_greys_out_gives_the_focus_back_to_the_table(table):
    _m, view, button = _tab_to_the_first_button(table)
    assert button is not view
    button.defaultAction().setEnabled(False)
    assert QApplication.focusWidget() is view


def test_what_a_hint_lit_goes_dark_once_the_move_is_made(table):
    """Play-test h143: after H and the hinted draw the stock kept its glow while the
    prompt said to discard. The glow goes with the move (it lasted its 2.5 s)."""
    from ginrummy_desktop.model import Pass

    m = upcard_offered(stock="KD")
    m.apply(Pass(0))
    m.apply(Pass(1))
    load(table, m)
    scene = table.scene
    scene.flash_hint("draw_stock")
    lit = [i for i in scene.stock_items if i._target]
    assert lit
    table.window.registry["draw_stock"].trigger()
    table.settle()
    assert table.pv.phase is Phase.DISCARD
    assert not any(i._target for i in lit)


def test_return_on_a_list_beside_the_table_throws_nothing(table, qtbot):
    """Play-test h152: Tab had taken the keys to a list of the training aids, shown by
    a pale row alone; the arrows moved about in it unseen, and Return threw the card
    still chosen, not the one meant. Return there throws nothing: the keys go back to
    the table (its ring round the hand shows it), and the status line says so."""
    from testkit.arranged import C

    window = table.window
    for act in window.training_dock.actions.values():
        act.setChecked(True)
    m = _drawing(table)
    table.key(Qt.Key.Key_S)
    card = C("KD")[0]
    assert table.scene.selected == card
    lists = window.training_dock.panel.findChildren(QAbstractItemView)
    aid = next(v for v in lists if v.isVisible() and v.focusPolicy() & Qt.FocusPolicy.TabFocus)
    aid.setFocus(Qt.FocusReason.TabFocusReason)
    assert QApplication.focusWidget() is aid
    before = match_to_dict(m)
    qtbot.keyClick(aid, Qt.Key.Key_Return)
    assert match_to_dict(m) == before and table.scene.selected == card
    assert QApplication.focusWidget() is table.view_widget
    said = window.status_label.full_text()
    assert said == "Nothing was played: the keys are on the table again.", said
    ring = table.view_widget.keys_ring()
    assert ring is not None and ring.contains(table.scene.faces[card].scene_card_rect())
    # Enter, the keypad's, likewise; the Play menu's Discard, clicked with the list
    # still holding the keys, throws (review h155: the guard took the menu's item too).
    aid.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(aid, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert match_to_dict(m) == before and QApplication.focusWidget() is table.view_widget
    aid.setFocus(Qt.FocusReason.TabFocusReason)
    table.window.registry["discard"].trigger()
    assert m.current.discard_pile[-1] == card


def test_the_keys_ring_shows_only_for_the_keyboard(table, qtbot):
    """The ring round the hand comes with Tab and the arrows, not with the mouse."""
    _drawing(table)
    view = table.view_widget
    table.window.scoresheet.setFocus()
    view.setFocus(Qt.FocusReason.MouseFocusReason)
    assert view.hasFocus() and view.keys_ring() is None
    table.window.scoresheet.setFocus()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.keys_ring() is not None
    table.click(table.scene.geo.discard_rect.center() + QPointF(0, -150))
    assert view.keys_ring() is None
    table.key(Qt.Key.Key_Right)
    assert view.keys_ring() is not None


def test_f10_opens_the_menus(table, qtbot):
    """Play-test h152: F10 did nothing. It opens the first menu, as in other programs;
    the arrows go on to the next, and Esc gives the keys back to the table."""
    window = table.window
    _drawing(table)
    _activate(window, qtbot)
    _press(window, Qt.Key.Key_F10)
    assert QApplication.activePopupWidget() is window.game_menu
    _press(window, Qt.Key.Key_Right)
    assert QApplication.activePopupWidget() is window.play_menu
    _press(window, Qt.Key.Key_Escape)
    assert QApplication.activePopupWidget() is None
    keys = [k for k, _ in window.registry.shortcut_list()]
    assert "F10" in keys


def test_the_keys_ring_comes_back_from_the_menus(table, qtbot):
    """Play-test h157: F10 and Esc took the ring round the hand away, the keys on the
    table all the same. Back from a menu it shows again, as it did before; shown by
    nothing before, it stays away."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFocusEvent

    _drawing(table)
    view = table.view_widget

    def focus(kind: QEvent.Type, reason: Qt.FocusReason) -> None:
        QApplication.sendEvent(view, QFocusEvent(kind, reason))

    focus(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason)
    assert view._keys_ring
    focus(QEvent.Type.FocusOut, Qt.FocusReason.PopupFocusReason)  # a menu opens
    assert not view._keys_ring
    focus(QEvent.Type.FocusIn, Qt.FocusReason.PopupFocusReason)  # ... and closes
    assert view._keys_ring
    focus(QEvent.Type.FocusOut, Qt.FocusReason.MouseFocusReason)
    focus(QEvent.Type.FocusIn, Qt.FocusReason.MouseFocusReason)
    focus(QEvent.Type.FocusOut, Qt.FocusReason.PopupFocusReason)
    focus(QEvent.Type.FocusIn, Qt.FocusReason.PopupFocusReason)
    assert not view._keys_ring

"""The showdown: the person lays off as defender, or arranges melds as knocker."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from table_helpers import load, match_until_knock

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.model import Phase, best_layoffs


def test_defender_lays_off_by_drag_then_finishes(table, qtbot, button_clock):
    m = match_until_knock(1, need_layoff=True)
    load(table, m)
    v = table.pv
    assert v.phase is Phase.LAYOFF and v.turn == 0
    assert table.scene.meld_zones, "the knocker's melds are drop targets"
    card, index = next(
        (c, i) for c in v.hand for i, meld in enumerate(v.knocker_melds) if meld.accepts(c)
    )
    zone = next(z for z in table.scene.meld_zones if int(z.data(0)) == index)
    table.drag_card_to(card, zone.rect().topLeft() + QPointF(4, 4))
    assert [lo.card for lo in m.current.layoffs] == [card]
    assert card in m.current.knocker_melds[index].cards

    # A card that fits nowhere is refused with a message, the state unchanged.
    misfit = next(
        (c for c in table.pv.hand if not any(meld.accepts(c) for meld in table.pv.knocker_melds)),
        None,
    )
    if misfit is not None:
        table.drag_card_to(misfit, zone.rect().topLeft() + QPointF(4, 4))
        assert len(m.current.layoffs) == 1
        assert table.window.status_label.text() == "That card does not fit that meld."

    done = next(
        b
        for b in table.view_widget.action_bar.buttons()
        if b.defaultAction().objectName() == "finish_layoffs"
    )
    button_clock.settle()
    qtbot.mouseClick(done, Qt.MouseButton.LeftButton)
    # The deal's other layoff (A♣ and 3♣ both fit) is offered first; finished without.
    box = table.window.binding.question
    assert box is not None and m.current.phase is Phase.LAYOFF
    next(
        b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.DestructiveRole
    ).click()
    assert m.current.phase is Phase.OVER
    assert table.view_widget.result_panel.isVisible()


def test_defender_accepts_the_best_layoffs(table):
    m = match_until_knock(1, need_layoff=True)
    load(table, m)
    v = table.pv
    plan = best_layoffs(v.hand, v.knocker_melds)
    table.key(Qt.Key.Key_A)
    assert m.current.phase is Phase.OVER
    assert m.current.result.defender_deadwood == plan.deadwood_count
    assert len(m.current.layoffs) == len(plan.layoffs)


def test_knocker_chooses_melds_in_the_confirmation(table, settings):
    settings.set(S.CONFIRM_KNOCK, True)
    m = match_until_knock(0)
    load(table, m)
    from table_helpers import greedy_discard

    v = table.pv
    assert v.phase is Phase.DISCARD and v.turn == 0
    card, _dw = greedy_discard(v)
    rect = table.scene.knock_zone.rect()
    g = table.scene.geo
    table.drag_card_to(card, QPointF(rect.center().x() - g.card_w / 2, rect.top()))
    dialog = table.window.binding.knock_dialog
    assert dialog is not None and dialog.isVisible()
    assert m.current.knocker is None, "nothing happens before the confirmation"
    dialog.choices.setCurrentRow(dialog.choices.count() - 1)
    chosen = dialog.chosen_melds()
    dialog.accept()
    QApplication.processEvents()
    assert m.current.knocker == 0
    assert {tuple(x.cards) for x in m.current.knocker_melding.melds} == {
        tuple(sorted(x, key=lambda c: (c.rank, c.suit))) for x in chosen
    }
    table.settle()
    # The computer lays off and finishes; the result explains the hand.
    assert m.current.phase is Phase.OVER
    assert table.view_widget.result_panel.isVisible()


def test_cancelled_knock_changes_nothing(table, settings):
    settings.set(S.CONFIRM_KNOCK, True)
    m = match_until_knock(0)
    load(table, m)
    from table_helpers import greedy_discard

    card, _dw = greedy_discard(table.pv)
    table.scene.selected = card
    table.key(Qt.Key.Key_K)
    dialog = table.window.binding.knock_dialog
    assert dialog is not None
    dialog.reject()
    QApplication.processEvents()
    assert m.current.knocker is None and m.current.phase is Phase.DISCARD


def test_lay_off_key_on_a_card_that_fits_nowhere_says_so(table):
    """Play > Lay off (or a double-click) on a card no meld takes: refused, with words
    that do not speak of a meld the person never chose; the deal unchanged."""
    from ginrummy_desktop.model.serialize import match_to_dict

    m = match_until_knock(1, need_layoff=True)
    load(table, m)
    v = table.pv
    misfit = next(c for c in v.hand if not any(meld.accepts(c) for meld in v.knocker_melds))
    before = match_to_dict(m)
    table.scene.set_selected(misfit)
    table.window.registry["lay_off"].trigger()
    assert match_to_dict(m) == before
    text = table.window.status_label.text()
    assert "fits none of the knocker's melds" in text, text
    assert "that meld" not in text
    # A double-click on it says the same.
    table.window.show_status("")
    table.click(table.grab_point(misfit), double=True)
    assert match_to_dict(m) == before
    assert "fits none of the knocker's melds" in table.window.status_label.text()


def test_the_result_comes_once_the_last_cards_are_down(table):
    """Play-test h148: at the slowest speed the hand's result came over the cards
    still flying to the showdown (and h154: the scoresheet beside the table had it).
    It comes once they have landed; a view without it takes it away at once."""
    m = match_until_knock(1, need_layoff=True)
    table.window.load_scoresheet()
    load(table, m)
    table.scene.duration = 400  # the slowest speed's flights
    panel = table.view_widget.result_panel
    sheet = table.window.scoresheet.view
    written = len(sheet.sheet().rows)
    table.key(Qt.Key.Key_A)  # the best layoffs: the cards fly to the knocker's melds
    assert m.current.phase is Phase.OVER
    assert table.scene.cards_moving() and not panel.isVisible()
    # The scoresheet beside the table waits with it (play-test h154: it gave the
    # result away while the cards still flew).
    assert len(sheet.sheet().rows) == written
    # ... a duplicate match's update meanwhile too (review h158).
    from ginrummy_desktop.app.duplicate import column_of
    from ginrummy_desktop.review.duplicate import DuplicateLedger

    table.window.scoresheet.set_duplicate(column_of(DuplicateLedger("expert")))
    assert len(sheet.sheet().rows) == written
    view = table.view_widget
    assert view._panel_wait.timer.isActive()
    view._panel_wait.timer.timeout.emit()  # looked again, the cards still moving: it waits
    assert not panel.isVisible() and view._panel_wait.timer.isActive()
    for item in table.scene.all_items():  # the cards come down
        if item.is_animating():
            item.stop_animation()
            item.setPos(item.home)
    view._panel_wait.timer.timeout.emit()
    assert panel.isVisible() and not view._panel_wait.timer.isActive()
    assert len(sheet.sheet().rows) == written + 1
    # The next deal: gone at once, not after the cards of the new hand.
    table.window.registry["next_hand"].trigger()
    QApplication.processEvents()
    assert m.current.phase is not Phase.OVER and not panel.isVisible()

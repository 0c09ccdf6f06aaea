"""The deal reads like a deal: cards fly over the table's labels, the upcard, the
counts, the prompt and the buttons come once the cards have landed, and no buttons
show before a game is on the table (behind the start-up question)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from table_helpers import arranged_match

from ginrummy_desktop.model import Pass, Phase, parse_cards
from ginrummy_desktop.ui.table.roles import CardRole

HAND = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")
OTHER = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")


def test_no_table_buttons_before_a_game(table):
    assert table.c.match is None
    assert table.scene.view is None
    assert not table.view_widget.action_bar.isVisible()


def test_the_upcard_counts_and_buttons_wait_for_the_dealt_cards(table, qtbot):
    scene = table.scene
    scene.duration = 120  # animated, as at the normal speed
    upcard = parse_cards("5C")[0]
    table.c.load_match(
        arranged_match(dealer=1, hands={0: HAND, 1: OTHER}, upcard=upcard), "beginner"
    )
    assert table.pv.phase is Phase.UPCARD and table.pv.turn == 0
    assert scene.dealing
    assert not scene.faces[upcard].isVisible()
    badges = scene.badges
    for name in ("deadwood", "discard", "stock", "prompt"):
        assert badges[name].text() == "", name
    assert not table.view_widget.action_bar.isVisible()
    # Cards in flight are drawn over the labels, not under them.
    hand = [scene.faces[c] for c in HAND]
    qtbot.waitUntil(lambda: any(i.is_animating() for i in hand), timeout=3000)
    label_z = max(b.zValue() for b in badges.values())
    assert all(i.zValue() > label_z for i in hand if i.is_animating())
    qtbot.waitUntil(lambda: not scene.dealing, timeout=5000)
    qtbot.waitUntil(lambda: not any(i.is_animating() for i in scene.faces.values()), timeout=3000)
    assert scene.faces[upcard].isVisible() and scene.faces[upcard].role is CardRole.DISCARD
    assert badges["deadwood"].text() and badges["prompt"].text()
    assert table.view_widget.action_bar.isVisible()
    assert all(i.zValue() < label_z for i in hand)  # set down again


def _load_dealing(table):  # type: ignore[no-untyped-def]
    scene = table.scene
    scene.duration = 400  # slow enough that the deal is still flying below
    upcard = parse_cards("5C")[0]
    table.c.load_match(
        arranged_match(dealer=1, hands={0: HAND, 1: OTHER}, upcard=upcard), "beginner"
    )
    assert scene.dealing and not scene.faces[upcard].isVisible()
    return upcard


def test_a_click_during_the_deal_lands_it_at_once(table, qtbot):
    scene = table.scene
    upcard = _load_dealing(table)
    hand = [scene.faces[c] for c in HAND]
    qtbot.waitUntil(lambda: any(i.is_animating() for i in hand), timeout=3000)
    assert any(i.pos() != i.home for i in hand)  # some still on their way
    table.click(table.hand_point())
    assert not scene.dealing
    assert all(i.pos() == i.home and not i.is_animating() for i in hand)
    assert scene.faces[upcard].isVisible() and scene.faces[upcard].role is CardRole.DISCARD
    assert scene.badges["prompt"].text() and table.view_widget.action_bar.isVisible()
    assert scene.selected is None  # the click only landed the deal
    assert table.pv.phase is Phase.UPCARD  # and made no move
    # The cards that were still to fly stay where they landed.
    qtbot.wait(600)
    assert all(i.pos() == i.home for i in hand)


def test_a_move_made_during_the_deal_lands_it_first(table, qtbot):
    scene = table.scene
    upcard = _load_dealing(table)
    table.window.registry["pass"].trigger()
    assert not scene.dealing
    match = table.c.match
    assert match is not None and match.current.actions[0] == Pass(0)
    assert scene.faces[upcard].isVisible() and scene.faces[upcard].role is CardRole.DISCARD


def test_the_click_that_lands_the_deal_does_nothing_else(table, qtbot):
    """Its release reached the last zone pressed before it (the knock spot: "Select a
    card first."), and a double-click tried a discard."""
    scene = table.scene
    refusals: list[object] = []
    scene.refused.connect(refusals.append)
    table.c.illegal.connect(refusals.append)
    table.c.load_match(
        arranged_match(dealer=1, hands={0: HAND, 1: OTHER}, upcard=parse_cards("5C")[0]),
        "beginner",
    )
    table.settle()
    table.drag(table.discard_point(), table.hand_point())  # takes the upcard
    table.settle()
    assert table.pv.phase is Phase.DISCARD and scene.selected is None
    table.click(scene.knock_zone.sceneBoundingRect().center())
    assert len(refusals) == 1  # no card chosen to knock with
    refusals.clear()
    for double in (False, True):
        _load_dealing(table)
        item = scene.faces[HAND[3]]
        table.click(item.home + item.boundingRect().center(), double=double)
        assert not scene.dealing
        assert refusals == [] and scene.selected is None, double
        match = table.c.match
        assert match is not None and len(match.current.actions) == 0
    # The next click is a click again.
    item = scene.faces[HAND[3]]
    table.click(item.home + item.boundingRect().center())
    assert scene.selected == HAND[3]


def test_a_release_that_never_came_does_not_eat_the_next_click(table, qtbot):
    scene = table.scene
    _load_dealing(table)
    item = scene.faces[HAND[3]]
    point = item.home + item.boundingRect().center()
    left = Qt.MouseButton.LeftButton
    table._send(QMouseEvent.Type.MouseButtonPress, point, left, left)  # lands the deal
    assert not scene.dealing  # and its release went elsewhere (a popup took it)
    table.click(point)
    assert scene.selected == HAND[3]


def test_a_key_during_the_deal_lands_it_and_then_does_what_it_does(table, qtbot):
    scene = table.scene
    upcard = _load_dealing(table)
    table.key(Qt.Key.Key_Right)
    assert not scene.dealing
    assert scene.faces[upcard].isVisible()
    assert scene.selected is not None  # the arrow chose a card where the cards lie
    others = [scene.faces[c] for c in HAND if c != scene.selected]
    assert all(i.pos() == i.home and not i.is_animating() for i in others)


def test_the_computer_moves_once_the_cards_lie(table):
    """Play-test h154: at the slowest speed the computer passed the upcard while the
    person's cards were still flying out and the upcard not yet on the table. The
    computer, first to act, waits for the deal to land; then it moves."""
    from PySide6.QtWidgets import QApplication

    scene = table.scene
    scene.duration = 400
    m = arranged_match(dealer=0, hands={0: HAND, 1: OTHER}, upcard=parse_cards("5C")[0])
    table.c.load_match(m, "beginner")
    assert scene.dealing and table.pv.turn == 1
    for _ in range(5):
        QApplication.processEvents()
    table.c.wait_idle(200)
    QApplication.processEvents()  # (an answer would come as a queued event)
    assert m.current.actions == []  # held: the cards fly
    assert scene.finish_deal()  # landed (as a key or a click lands it)
    table.settle()
    assert m.current.actions and m.current.actions[0].player == 1


def test_the_training_aids_wait_for_the_cards_to_lie(table):
    """Play-test h157: at the slowest speed the aid that shows what moves are worth
    named the face-up card (taking it, passing) while the deal still flew and the card
    was not on the table. The aids show the new hand once its cards lie."""
    scene = table.scene
    dock = table.window.training_dock
    for act in dock.actions.values():
        act.setChecked(True)
    scene.duration = 400
    m = arranged_match(dealer=1, hands={0: HAND, 1: OTHER}, upcard=parse_cards("5C")[0])
    table.c.load_match(m, "beginner")
    assert scene.dealing
    assert dock.panel._view is None and dock.worker.view is None
    assert scene.finish_deal()
    assert dock.panel._view is not None and dock.panel._view.phase is Phase.UPCARD
    assert dock.worker.view is dock.panel._view
    dock.worker.cancel()

"""A card that would go out with gin, dropped on the discard pile instead: asked first."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from table_helpers import arranged_match, load

from ginrummy_desktop.model import PRESETS, Phase, TakeUpcard, parse_cards

# You (seat 0) hold three melds and the K♦; the face-up K♠ completes the spade run, so
# that throwing the K♦ afterwards leaves every card in melds.
HANDS = {
    0: parse_cards("AH 2H 3H 7C 7D 7S TS JS QS KD"),
    1: parse_cards("4C 5D 6H 8H 9C 2C 3D 9H 4D 5C"),
}


def _dealt_gin(table):  # type: ignore[no-untyped-def]
    match = arranged_match(dealer=1, hands=HANDS, upcard=parse_cards("KS")[0])
    load(table, match)
    assert table.c.act(TakeUpcard(0))
    table.settle()
    assert table.pv.phase is Phase.DISCARD and table.pv.turn == 0
    return match


def _drop_on_pile(table) -> QMessageBox:  # type: ignore[no-untyped-def]
    table.drag_card_to(parse_cards("KD")[0], table.scene.geo.discard_pos)
    QApplication.processEvents()
    box = table.window.binding.question
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def _button(box: QMessageBox, role: QMessageBox.ButtonRole):  # type: ignore[no-untyped-def]
    return next(b for b in box.buttons() if box.buttonRole(b) is role)


def test_asked_before_the_gin_is_thrown_away_and_gin_is_the_default(table) -> None:  # type: ignore[no-untyped-def]
    match = _dealt_gin(table)
    box = _drop_on_pile(table)
    # Nothing has happened yet: the card is still in the hand.
    assert parse_cards("KD")[0] in match.current.hands[0]
    assert match.current.phase is Phase.DISCARD
    go = _button(box, QMessageBox.ButtonRole.AcceptRole)
    assert box.defaultButton() is go
    go.click()
    table.settle()
    assert match.current.knocker == 0
    assert match.records and match.records[-1].result.outcome.value == "gin"


def test_throwing_it_anyway_plays_on_and_cancel_leaves_the_card(table) -> None:  # type: ignore[no-untyped-def]
    match = _dealt_gin(table)
    _button(_drop_on_pile(table), QMessageBox.ButtonRole.RejectRole).click()  # Cancel
    QApplication.processEvents()
    assert table.window.binding.question is None
    assert parse_cards("KD")[0] in match.current.hands[0]
    assert match.current.phase is Phase.DISCARD
    _button(_drop_on_pile(table), QMessageBox.ButtonRole.NoRole).click()
    table.settle()
    assert match.current.knocker is None
    assert parse_cards("KD")[0] not in match.current.hands[0]
    assert parse_cards("KD")[0] in match.current.discard_pile


@pytest.mark.parametrize("card", ["7S", "AH"])
def test_a_throw_that_leaves_no_gin_is_not_asked_about(table, card) -> None:  # type: ignore[no-untyped-def]
    match = _dealt_gin(table)
    table.drag_card_to(parse_cards(card)[0], table.scene.geo.discard_pos)
    QApplication.processEvents()
    assert table.window.binding.question is None
    assert match.current.discard_pile[-1] == parse_cards(card)[0]


def test_go_gin_goes_out_at_once_with_knocks_confirmed(table, settings) -> None:  # type: ignore[no-untyped-def]
    """Go gin is the confirmation: the knock spot's box asked a second time ("Discard the
    nine of clubs face down and go gin?", play-test 9)."""
    from ginrummy_desktop.app import settings as S

    settings.set(S.CONFIRM_KNOCK, True)
    match = _dealt_gin(table)
    _button(_drop_on_pile(table), QMessageBox.ButtonRole.AcceptRole).click()
    QApplication.processEvents()
    assert table.window.binding.knock_dialog is None
    table.settle()
    assert match.current.knocker == 0
    assert match.records[-1].result.outcome.value == "gin"


def test_a_new_match_closes_the_question_and_takes_no_move(table) -> None:  # type: ignore[no-untyped-def]
    _dealt_gin(table)
    box = _drop_on_pile(table)
    other = arranged_match(dealer=1, hands=HANDS, upcard=parse_cards("KS")[0])
    load(table, other)
    QApplication.processEvents()
    assert table.window.binding.question is None and not box.isVisible()
    assert other.current.phase is Phase.UPCARD and not other.current.actions


@pytest.mark.parametrize("card", ["4H", "7S"])
def test_a_big_gin_thrown_on_the_pile_is_offered_as_big_gin(table, card) -> None:  # type: ignore[no-untyped-def]
    """All eleven in melds: a throw of the 4♥ would leave gin, of the 7♠ not even that;
    either way Big Gin is what is offered, and taken."""
    rules = PRESETS["standard"].with_changes(big_gin_bonus=31)
    hands = {0: parse_cards("AH 2H 3H 4H 7C 7D 7S TS JS QS"), 1: HANDS[1]}
    match = arranged_match(dealer=1, hands=hands, upcard=parse_cards("KS")[0], rules=rules)
    load(table, match)
    assert table.c.act(TakeUpcard(0))
    table.settle()
    table.drag_card_to(parse_cards(card)[0], table.scene.geo.discard_pos)
    QApplication.processEvents()
    box = table.window.binding.question
    assert isinstance(box, QMessageBox) and "Big Gin" in box.text()
    _button(box, QMessageBox.ButtonRole.AcceptRole).click()
    table.settle()
    assert match.records and match.records[-1].result.outcome.value == "big_gin"


# Two ways to meld this gin (the 4♥ in the run or in the set of fours).
TWO_WAYS = {
    0: parse_cards("AH 2H 3H 4H 4D 4C 4S 7D 8D KS"),
    1: parse_cards("5C 6D 6H 8H 9C 2C 3D 9H TC JC"),
}


@pytest.mark.parametrize("layoff_on_gin", [False, True])
def test_the_gin_question_offers_melds_only_where_they_matter(table, layoff_on_gin) -> None:  # type: ignore[no-untyped-def]
    """'Your melds (the first leaves the fewest layoffs)' stood over a gin under rules
    where nothing may be laid off on a gin (play-test 11): the choice is offered only
    where the defender may lay off on it."""
    from PySide6.QtCore import QPointF

    from ginrummy_desktop.app import settings as S

    rules = PRESETS["standard"].with_changes(layoff_on_gin=layoff_on_gin)
    match = arranged_match(dealer=1, hands=TWO_WAYS, upcard=parse_cards("9D")[0], rules=rules)
    load(table, match)
    assert table.c.act(TakeUpcard(0))
    table.settle()
    table.window.settings.set(S.CONFIRM_KNOCK, True)
    table.window.binding.set_confirm_knock(True)
    rect = table.scene.knock_zone.rect()
    g = table.scene.geo
    table.drag_card_to(parse_cards("KS")[0], QPointF(rect.center().x() - g.card_w / 2, rect.top()))
    dialog = table.window.binding.knock_dialog
    assert dialog is not None and dialog.isVisible() and dialog.gin
    assert dialog.choices.isVisible() is layoff_on_gin
    assert dialog.list_label.isVisible() is layoff_on_gin
    assert len(dialog.options) == (2 if layoff_on_gin else 1)
    dialog.accept()
    QApplication.processEvents()
    assert match.current.knocker == 0

"""A card laid off out of your own meld, raising your deadwood, and a Finish that
leaves a card that could still be laid off: asked first."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox
from table_helpers import computer_knocked, load

from ginrummy_desktop.model import LayOff, Pass, Phase, parse_cards

# The computer takes the 7♠ and knocks with the A♣ (eights, 2♦3♦4♦, 5♠6♠7♠); you
# hold the run 8♣ 9♣ 10♣ and the 9♥, which fits nothing.
YOU = parse_cards("8C 9C TC KD QS JD 9H 5H 4C 3S")
COMPUTER = parse_cards("8H 8S 8D 2D 3D 4D 5S 6S 2C AC")


def _knocked(table, you=YOU):  # type: ignore[no-untyped-def]
    match = computer_knocked(table, you, COMPUTER)
    eights = next(
        i for i, m in enumerate(table.pv.knocker_melds) if parse_cards("8H")[0] in m.cards
    )
    return match, eights


def test_laying_off_out_of_your_run_asks_and_keep_it_changes_nothing(table) -> None:  # type: ignore[no-untyped-def]
    match, eights = _knocked(table)
    eight = parse_cards("8C")[0]
    table.window.binding.act(LayOff(0, eight, eights))
    QApplication.processEvents()
    box = table.window.binding.question
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text().endswith("deadwood goes from 51 to 70.")  # 9♣ 10♣ left alone
    assert eight in match.current.hands[0]
    box.defaultButton().click()  # Keep it
    QApplication.processEvents()
    assert table.window.binding.question is None
    assert eight in match.current.hands[0] and not match.current.layoffs
    table.window.binding.act(LayOff(0, eight, eights))
    QApplication.processEvents()
    box = table.window.binding.question
    go = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole)
    go.click()
    QApplication.processEvents()
    assert eight not in match.current.hands[0]


def test_a_card_out_of_no_meld_is_not_asked_about(table) -> None:  # type: ignore[no-untyped-def]
    """The 9♥ fits no meld of the computer's: the model refuses it, with no question."""
    match, eights = _knocked(table)
    table.window.binding.act(LayOff(0, parse_cards("9H")[0], eights))
    QApplication.processEvents()
    assert table.window.binding.question is None
    assert parse_cards("9H")[0] in match.current.hands[0]


def test_only_a_layoff_that_lowers_the_deadwood_gets_the_dot(table) -> None:  # type: ignore[no-untyped-def]
    """The dot on a card that fits the knocker's melds read as advice, also on one whose
    layoff breaks your own run (play-test 10): the 8♣ fits the eights but leaves 9♣ 10♣
    alone; the 5♦ fits 2♦ 3♦ 4♦ and lowers the deadwood."""

    you = parse_cards("8C 9C TC KD QS JD 9H 5D 4C 3S")
    _knocked(table, you)
    marked = {c: table.scene.face_item(c)._marker for c in you}
    marked = {c: colour for c, colour in marked.items() if colour is not None}
    assert set(marked) == set(parse_cards("5D"))


def test_the_dot_is_in_the_colour_of_the_meld_the_card_goes_on(table) -> None:  # type: ignore[no-untyped-def]
    """One sky-blue dot for every meld read as "goes on the sky-blue meld" (play-test
    h114: the 4♦ went on the amber fours). Each card that fits is dotted in the colour of
    the frame round its meld: 8♣ the eights', 5♦ the diamonds', 4♠ the spades'."""
    from ginrummy_desktop.ui.table.items import MELD_COLOURS

    you = parse_cards("8C 5D 4S KD QS JD 9H 4C 3S TC")
    _knocked(table, you)
    melds = table.pv.knocker_melds
    for card, on in (("8C", "8H"), ("5D", "4D"), ("4S", "5S")):
        i = next(i for i, m in enumerate(melds) if parse_cards(on)[0] in m.cards)
        assert table.scene.face_item(parse_cards(card)[0])._marker == MELD_COLOURS[i], card
        assert table.scene.face_item(parse_cards(on)[0])._meld_colour == MELD_COLOURS[i]


def test_after_a_layoff_the_next_card_worth_laying_off_is_chosen(table) -> None:  # type: ignore[no-untyped-def]
    """Play-test h114: after L the choice went back to nothing, and the arrows started
    again from the left. The nearest card still worth laying off (a dotted one, the next
    first) is chosen, so L goes on along the hand; none once nothing is left to lay off
    (a card of the hand's own meld chosen led L to a refusal: review h118)."""
    you = parse_cards("8C 5D 4S KD QS JD 9H 4C 3S TC")
    match, _eights = _knocked(table, you)
    scene = table.scene

    def dotted() -> list:  # type: ignore[type-arg]
        return [c for c in scene.hand_order if scene.face_item(c)._marker is not None]

    assert dotted() == parse_cards("4S 5D 8C")
    scene.set_selected(parse_cards("5D")[0])
    chosen = []
    for _ in range(4):
        table.window.registry["lay_off"].trigger()
        QApplication.processEvents()
        chosen.append(scene.selected)
    # 5♦ laid off: the 8♣ after it; then the 4♠ before it; on 4♠-7♠ the 3♠ fits now;
    # then nothing is left to lay off.
    assert chosen == [*parse_cards("8C 4S 3S"), None]
    assert not any(c in match.current.hands[0] for c in parse_cards("3S 4S 5D 8C"))


def test_done_laying_off_is_the_bright_button_once_nothing_is_worth_laying_off(table) -> None:  # type: ignore[no-untyped-def]
    # The 8♣ goes on the eights; nothing else of yours fits a meld.
    match, eights = _knocked(table, parse_cards("8C 9H KD QS JD 5H 4C 3S TC 2H"))
    bar = table.window.table.action_bar

    def bright() -> set[str]:
        return {
            b.defaultAction().objectName()
            for b in bar.buttons()
            if b.isVisible() and not b.property("secondary")
        }

    assert bright() == {"accept_layoffs"}
    table.window.binding.act(LayOff(0, parse_cards("8C")[0], eights))
    QApplication.processEvents()
    assert match.current.phase is Phase.LAYOFF
    assert bright() == {"finish_layoffs"}


def test_the_drawn_card_and_a_laid_off_card_share_a_green_dot_no_meld_has(table) -> None:  # type: ignore[no-untyped-def]
    """Play-test h120: the drawn card's dot was yellow like the amber meld's frame and a
    chosen card's edge. A card just added, to the hand or to a meld, gets one green dot."""
    from table_helpers import upcard_offered

    from ginrummy_desktop.model import DrawStock
    from ginrummy_desktop.ui.table.card_item import SELECT_COLOUR
    from ginrummy_desktop.ui.table.items import ADDED_MARK, MELD_COLOURS

    assert ADDED_MARK not in (*MELD_COLOURS, SELECT_COLOUR)
    load(table, upcard_offered(stock="KD 7C"))
    table.window.binding.act(Pass(0))
    table.settle()
    table.window.binding.act(DrawStock(0))
    table.settle()
    drawn = table.scene.face_item(parse_cards("KD")[0])
    assert drawn._marker == ADDED_MARK
    assert [c for c in table.pv.hand if table.scene.face_item(c)._marker is not None] == [
        parse_cards("KD")[0]
    ]

    _match, eights = _knocked(table, parse_cards("8C 9H KD QS JD 5H 4C 3S TC 2H"))
    table.window.binding.act(LayOff(0, parse_cards("8C")[0], eights))
    QApplication.processEvents()
    assert table.scene.face_item(parse_cards("8C")[0])._marker == ADDED_MARK


# As YOU, with the 4♠ for the 3♠: it goes on the computer's 5♠ 6♠ 7♠.
WITH_A_LAYOFF = parse_cards("8C 9C TC KD QS JD 9H 5H 4C 4S")


def _finish_asked(table):  # type: ignore[no-untyped-def]
    table.window.registry["finish_layoffs"].trigger()
    QApplication.processEvents()
    box = table.window.binding.question
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def _button(box, role):  # type: ignore[no-untyped-def]
    return next(b for b in box.buttons() if box.buttonRole(b) is role)


def test_finish_with_a_layoff_left_asks_and_escape_goes_back(table) -> None:  # type: ignore[no-untyped-def]
    """Review h149: a defender who missed a layoff and pressed Finish was scored on the
    cards as they lay, a knock lost where the layoff undercut. Finish asks first; its
    Cancel (Escape) leaves the hand as it was, still to lay off."""
    match = computer_knocked(table, WITH_A_LAYOFF, COMPUTER)
    box = _finish_asked(table)
    assert box.text() == "You can still lay off 4♠: your deadwood would go from 52 to 48."
    assert box.defaultButton() is _button(box, QMessageBox.ButtonRole.AcceptRole)
    box.escapeButton().click()
    QApplication.processEvents()
    assert table.window.binding.question is None
    assert table.pv.phase is Phase.LAYOFF and not match.current.layoffs


def test_finish_asked_lays_off_the_best_then_scores(table) -> None:  # type: ignore[no-untyped-def]
    match = computer_knocked(table, WITH_A_LAYOFF, COMPUTER)
    _finish_asked(table).defaultButton().click()
    table.settle()
    assert table.pv.phase is Phase.OVER
    assert [lo.card for lo in match.current.layoffs] == parse_cards("4S")
    result = match.current.result
    assert result is not None and result.defender_deadwood == 48


def test_finish_asked_may_finish_without_them(table) -> None:  # type: ignore[no-untyped-def]
    match = computer_knocked(table, WITH_A_LAYOFF, COMPUTER)
    box = _finish_asked(table)
    _button(box, QMessageBox.ButtonRole.DestructiveRole).click()
    table.settle()
    assert table.pv.phase is Phase.OVER and not match.current.layoffs
    result = match.current.result
    assert result is not None and result.defender_deadwood == 52


def test_finish_with_nothing_left_to_lay_off_is_not_asked(table) -> None:  # type: ignore[no-untyped-def]
    """YOU's cards fit nothing but the 8♣, whose layoff breaks their run: no question."""
    computer_knocked(table, YOU, COMPUTER)
    table.window.registry["finish_layoffs"].trigger()
    table.settle()
    assert table.window.binding.question is None
    assert table.pv.phase is Phase.OVER

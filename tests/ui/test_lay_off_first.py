"""A card that fits a run only after another of the person's cards: which goes first."""

from __future__ import annotations

from table_helpers import computer_knocked

from ginrummy_desktop.model import LayOff, parse_cards
from ginrummy_desktop.model.serialize import match_to_dict

# The computer takes the 7♠ and knocks with the 2♣ (eights, 2♦ 3♦ 4♦, 5♠ 6♠ 7♠); you
# hold the 5♦ and 6♦, which go on its diamonds in that order, and the 9♥, which fits
# nothing at all.
YOU = "8C 9C TC KD QS 5D 6D 9H 5H 4C"
COMPUTER = "8H 8S 8D 2D 3D 4D 5S 6S 2C AC"


def _starting(view, code: str) -> int:  # type: ignore[no-untyped-def]
    """The index of the knocker's meld whose lowest card is ``code``."""
    return next(i for i, m in enumerate(view.knocker_melds) if m.cards[0].code == code)


def _knocked(table):  # type: ignore[no-untyped-def]
    match = computer_knocked(table, YOU, COMPUTER)
    return match, _starting(table.pv, "2D")


def test_the_six_before_the_five_is_told_to_wait_for_the_five(table) -> None:  # type: ignore[no-untyped-def]
    """The 7♦ laid off before the 6♦ said only "That card does not fit that meld"
    (play-test h121): the refusal names the card to lay off first, the deal unchanged,
    and after it the six goes on."""
    match, diamonds = _knocked(table)
    five, six = parse_cards("5D 6D")
    before = match_to_dict(match)
    table.window.binding.act(LayOff(0, six, diamonds))  # dropped on the diamonds
    assert match_to_dict(match) == before
    said = "Lay off the 5♦ first: the 6♦ fits 2♦ 3♦ 4♦ only after it."
    assert table.window.status_label.full_text() == said
    # With no meld chosen (the Lay off key on the six), the same words.
    table.window.show_status("")
    table.scene.set_selected(six)
    table.window.registry["lay_off"].trigger()
    assert match_to_dict(match) == before
    assert table.window.status_label.full_text() == said
    # A card no card of the hand makes fit still says it fits none.
    table.window.show_status("")
    nine = parse_cards("9H")[0]
    table.scene.set_selected(nine)
    table.window.registry["lay_off"].trigger()
    assert "fits none of the knocker's melds" in table.window.status_label.full_text()
    # The five, then the six: both on.
    table.window.binding.act(LayOff(0, five, diamonds))
    table.settle()
    table.window.binding.act(LayOff(0, six, diamonds))
    table.settle()
    assert {five, six} <= set(match.current.knocker_melds[diamonds].cards)


def test_a_layoff_hint_names_the_meld(table, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """ "This card fits one of the knocker's melds." left the person looking for which
    (play-test h127): the hint names the meld by its cards."""
    from ginrummy_desktop.ai.base import Decision, Reason

    _match, diamonds = _knocked(table)
    five = parse_cards("5D")[0]
    decision = Decision(LayOff(0, five, diamonds), Reason.LAY_OFF)
    monkeypatch.setattr(table.c, "hint", lambda level=None: decision)
    table.window.dialogs.show_hint()
    text = table.window.status_label.full_text()
    assert text == "Hint: Lay off the five of diamonds. It fits the knocker's 2♦ 3♦ 4♦.", text


def test_the_advice_is_of_the_meld_the_card_was_dropped_on(table) -> None:  # type: ignore[no-untyped-def]
    """Review h133: dropped on the eights, the 6♦ was told to wait for the 5♦ on the
    diamonds, a meld it was not dropped on; and where another meld takes the card now,
    that is what is said, not a way round."""
    match, _diamonds = _knocked(table)
    six = parse_cards("6D")[0]
    eights = next(i for i, m in enumerate(table.pv.knocker_melds) if m.cards[0].code[0] == "8")
    before = match_to_dict(match)
    table.window.binding.act(LayOff(0, six, eights))
    assert match_to_dict(match) == before
    assert table.window.status_label.full_text() == "That card does not fit that meld."


def test_a_card_that_fits_another_meld_now_is_sent_there(table) -> None:  # type: ignore[no-untyped-def]
    # The computer knocks with 2♦ 3♦ 4♦, 8♦ 9♦ 10♦ and 5♠ 6♠ 7♠; you hold 5♦ 6♦ 7♦.
    you, computer = "5D 6D 7D KC QS JH 9H 5H 4C 3S", "2D 3D 4D 8D 9D TD 5S 6S 2C AC"
    match = computer_knocked(table, you, computer)
    low = _starting(table.pv, "2D")
    seven = parse_cards("7D")[0]
    before = match_to_dict(match)
    table.window.binding.act(LayOff(0, seven, low))
    # Refused as it is: not first asked whether to break your own run for it, as a
    # layoff out of a meld is (the question came, and the model refused after it).
    assert table.window.binding.question is None
    assert match_to_dict(match) == before
    said = table.window.status_label.full_text()
    assert said == "The 7♦ does not fit that meld; it fits 8♦ 9♦ 10♦.", said


def test_a_card_laid_on_the_knockers_unmatched_cards_is_told_why(table) -> None:  # type: ignore[no-untyped-def]
    """Play-test h168: dropped on the knocker's A♣ (left out of its melds), the 9♥
    went back to the hand with no word, where a meld it does not fit says why."""
    match, _diamonds = _knocked(table)
    nine = parse_cards("9H")[0]
    assert parse_cards("AC")[0] in table.pv.knocker_deadwood
    before = match_to_dict(match)
    ace = table.scene.faces[parse_cards("AC")[0]]
    table.drag_card_to(nine, ace.pos())
    table.settle()
    assert match_to_dict(match) == before and table.pv.phase.value == "layoff"
    said = "Cards are laid off only on the knocker's melds, not on the cards left out of them."
    assert table.window.status_label.full_text() == said


def test_a_card_mostly_on_the_unmatched_cards_and_a_little_on_a_meld_is_told_why(table) -> None:  # type: ignore[no-untyped-def]
    """Review h170: laid mostly on the A♣ and a little on the meld beside it, the 9♥ got
    the meld's reason ("does not fit that meld"), not the unmatched cards'."""
    from PySide6.QtCore import QPointF

    match, _diamonds = _knocked(table)
    nine = parse_cards("9H")[0]
    ace = table.scene.faces[parse_cards("AC")[0]]
    spot = ace.scene_card_rect()
    zones = [z.rect() for z in table.scene.meld_zones]
    near = min(zones, key=lambda z: min(abs(z.right() - spot.left()), abs(z.left() - spot.right())))
    # Shifted toward the nearest meld until the card just reaches into its zone.
    left = near.center().x() < spot.center().x()
    shift = (near.right() - spot.left() - 8) if left else (near.left() - spot.right() + 8)
    top_left = ace.pos() + QPointF(shift, 0)
    held = table.scene.faces[nine]
    moved = held.scene_card_rect().translated(top_left - held.pos())
    on_meld = moved.intersected(near)
    on_ace = moved.intersected(spot)
    assert on_meld.width() * on_meld.height() > 0  # a little on the meld
    assert on_ace.width() * on_ace.height() > on_meld.width() * on_meld.height()
    before = match_to_dict(match)
    table.drag_card_to(nine, top_left)
    table.settle()
    assert match_to_dict(match) == before
    said = "Cards are laid off only on the knocker's melds, not on the cards left out of them."
    assert table.window.status_label.full_text() == said

"""The prompt over the table, at the throw, names only the ways out the hand has; so
does a refused move's word of what is due instead."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_helpers import arranged_match, load
from testkit.arranged import C

from ginrummy_desktop.model import Pass, Phase, TakeUpcard, preset

OPPONENT = C("2D 3D 8D TD JD QD 3S 4S 5S 6S")


@pytest.mark.parametrize(
    ("rules", "hand", "upcard", "prompt"),
    [
        # 9♦ makes the set of nines; 2♥ is left after the king: a knock for 2
        ("standard", "AC 2C 3C 4H 5H 6H 9S 9H 2H KS", "9C", "Discard a card, or knock."),
        # without the K♠ every card melds
        ("standard", "AC 2C 3C 4H 5H 6H 7H 9S 9H KS", "9C", "Discard a card, or go gin."),
        # 40-odd deadwood: no knock in sight, and no "or knock" either
        ("standard", "AC 3C 5C 7H 9H JH 7C KS 8H QH", "KH", "Discard a card."),
        # straight gin has no knock at all, however low the deadwood
        ("straight", "AC 2C 3C 4H 5H 6H 9S 9H 2H KS", "9C", "Discard a card."),
        # all eleven meld where Big Gin counts
        ("ginirommi", "AC 2C 3C 4H 5H 6H 7H 9S 9H 9D", "9C", "Go Big Gin, or discard a card."),
    ],
)
def test_the_throws_prompt_names_the_ways_out_there_are(table, rules, hand, upcard, prompt):
    ruleset = (
        preset("standard").with_changes(straight_gin=True) if rules == "straight" else preset(rules)
    )
    m = arranged_match(
        dealer=1, hands={0: C(hand), 1: OPPONENT}, upcard=C(upcard)[0], rules=ruleset
    )
    load(table, m)
    assert table.pv.phase is Phase.UPCARD and table.pv.turn == 0
    assert table.c.act(TakeUpcard(0))
    table.settle()
    assert table.pv.phase is Phase.DISCARD and table.pv.turn == 0
    assert table.scene.badges["prompt"].text() == prompt
    assert table.window.status_label.text() == prompt
    # A draw asked for at the throw is refused with the same words of what is due (it
    # said "or knock" whatever the hand).
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_S)
    assert table.pv.phase is Phase.DISCARD
    assert table.window.status_label.text() == f"That move is not possible now. {prompt}"


def test_after_both_passed_a_refusal_asks_for_the_stock_alone(table):
    """The prompt says "Both passed: draw from the stock."; a throw asked for then was
    refused with "Draw a card from the stock or the discard pile.", a pile not open."""
    hand = "AC 2C 3C 4H 5H 6H 9S 9H 2H KS"
    m = arranged_match(dealer=1, hands={0: C(hand), 1: OPPONENT}, upcard=C("9C")[0])
    m.apply(Pass(0))
    m.apply(Pass(1))
    load(table, m)
    assert table.pv.phase is Phase.DRAW and table.pv.forced_stock
    prompt = "Both passed: draw from the stock."
    assert table.scene.badges["prompt"].text() == prompt
    table.view_widget.setFocus()
    table.key(Qt.Key.Key_Return)
    assert table.pv.phase is Phase.DRAW
    assert table.window.status_label.text() == f"That move is not possible now. {prompt}"

"""The prompt over the table, at the throw, names only the ways out the hand has."""

from __future__ import annotations

import pytest
from table_helpers import arranged_match, load
from testkit.arranged import C

from ginrummy_desktop.model import Phase, TakeUpcard, preset

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

"""The computer's pickups line over its cards (View → Show the computer's pickups)."""

from __future__ import annotations

from table_helpers import arranged_match, load

from ginrummy_desktop.model import Discard, DrawStock, Pass, TakeUpcard, parse_cards

YOU = "8C 9C TC KD QS 5D 6D 9H 5H 4C"
COMPUTER = "8H 8S 8D 2D 3D 4D 5S 6S 2C AC"


def test_the_pickups_line_lists_the_cards_still_held(table) -> None:  # type: ignore[no-untyped-def]
    """Play-test h132: "Took from the pile: 5♥ A♦ 10♣ 9♣" later read "A♦ 10♣ 9♣", as
    if the 5♥ had been forgotten. The line lists the cards taken and still held, and
    says so; a card thrown again leaves it (review h136: test that case too)."""
    match = arranged_match(
        dealer=1,
        hands={0: parse_cards(YOU), 1: parse_cards(COMPUTER)},
        upcard=parse_cards("7S")[0],
    )
    seven = parse_cards("7S")[0]
    match.apply(Pass(0))
    match.apply(TakeUpcard(1))
    match.apply(Discard(1, parse_cards("AC")[0]))
    load(table, match)
    table.settle()
    badge = table.scene.badges["pickups"]
    assert badge.text() == "Holds from the pile: 7♠"
    # The person plays a turn; the computer draws and throws the 7♠ again.
    match.apply(DrawStock(0))
    match.apply(Discard(0, parse_cards("KD")[0]))
    match.apply(DrawStock(1))
    match.apply(Discard(1, seven))
    load(table, match)
    table.settle()
    assert seven not in table.pv.opponent_known and badge.text() == ""

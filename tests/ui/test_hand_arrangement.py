"""The person's order of their cards across moves and undos (no window needed)."""

from __future__ import annotations

from ginrummy_desktop.model import parse_cards
from ginrummy_desktop.ui.table.hand import HandArrangement


def test_an_undone_discard_goes_back_where_it_was() -> None:
    """Play-test h131: in the person's own order a discard taken back came back at the
    right end of the hand; it goes back to its place, and the rest as they were."""
    hand = parse_cards("KS 2C 9H 5D 7C")
    a = HandArrangement("free")
    assert a.update(hand) == hand
    a.move(hand[0], 2)  # arranged by hand: 2♣ 9♥ K♠ 5♦ 7♣
    arranged = a.update(hand)
    assert arranged == parse_cards("2C 9H KS 5D 7C")
    drawn = parse_cards("3H")[0]
    with_draw = a.update([*hand, drawn])
    assert with_draw == [*arranged, drawn]  # a drawn card at the right end
    nine = parse_cards("9H")[0]
    after = a.update([c for c in with_draw if c != nine])
    assert nine not in after
    a.take_back()
    assert a.update([*hand, drawn]) == with_draw  # the nine between the 2♣ and K♠
    # Taken back twice (the draw too): the order before it.
    a.take_back()
    assert a.update(hand) == arranged


def test_without_an_undo_a_card_that_comes_back_goes_to_the_right_end() -> None:
    """A card that leaves and comes back in play (thrown, later taken from the pile)
    is a drawn card like any other: at the right end, not where it once stood."""
    hand = parse_cards("KS 2C 9H")
    a = HandArrangement("free")
    a.update(hand)
    a.update(parse_cards("KS 2C"))
    assert a.update(hand) == parse_cards("KS 2C 9H")
    a.update(parse_cards("2C 9H"))
    assert a.update(hand) == parse_cards("2C 9H KS")

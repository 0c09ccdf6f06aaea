"""The play-outs' discard that keeps partial melds (fastsim.keeping_discard)."""

from __future__ import annotations

from ginrummy_desktop.ai.fastsim import greedy_discard, keeping_discard
from ginrummy_desktop.model import parse_cards
from ginrummy_desktop.model.cards import to_mask
from ginrummy_desktop.model.deadwood import min_deadwood


def mask(cards: str) -> int:
    return to_mask(parse_cards(cards))


RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"]
_CODES = {c.index: c.code for c in parse_cards(" ".join(r + s for s in "CDHS" for r in RANKS))}


def test_equal_cards_the_lone_one_goes() -> None:
    # Three tens in no meld: the jack of spades is alone, the hearts wait together.
    hand = mask("AC 2C 3C 5D 6D 7D JS KH QH 4S 9C")
    assert _CODES[greedy_discard(hand, 0)[1]] != "JS"
    dw, card = keeping_discard(hand, 0, 0.0)
    assert _CODES[card] == "JS"
    assert dw == min_deadwood(hand & ~(1 << card))


def test_a_weight_keeps_a_partial_meld_over_a_lone_lower_card() -> None:
    hand = mask("AC 2C 3C 5D 6D 7D 4S KH QH 9S 2H")
    _, greedy = greedy_discard(hand, 0)
    assert _CODES[greedy] in {"KH", "QH"}
    dw, card = keeping_discard(hand, 0, 2.0)
    assert _CODES[card] == "9S"  # 9 - 0 beats 10 - 2 for the king beside its queen
    assert dw == min_deadwood(hand & ~(1 << card))
    # With a weight of 1 the king (10 - 1) and the nine (9) tie: the greedy card stays.
    assert keeping_discard(hand, 0, 1.0)[1] == greedy


def test_a_card_in_a_meld_is_never_broken_and_the_taken_card_stays() -> None:
    hand = mask("AC 2C 3C 4C 5D 6D 7D 8D 9H 9S KH")
    dw, card = keeping_discard(hand, 0, 5.0)
    assert _CODES[card] in {"KH", "9H", "9S"} and dw == min_deadwood(hand & ~(1 << card))
    taken = mask("9S")
    assert keeping_discard(hand, taken, 5.0)[1] != parse_cards("9S")[0].index

"""The play-outs' discard that keeps partial melds (fastsim.keeping_discard), by side."""

from __future__ import annotations

from ginrummy_desktop.ai.fastsim import Ply, Scoring, greedy_discard, keeping_discard, rollout
from ginrummy_desktop.model import parse_cards, preset
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


def test_each_side_of_a_rollout_may_discard_by_its_own_habit() -> None:
    # Both players hold a king beside its queen and a lone nine, and draw a deuce.
    hands = [mask("AC 2C 3C 5D 6D 7D 4S KH QH 9S"), mask("AD 2D 3D 5H 6H 7H 4C KS QS 9C")]
    stock = [c.index for c in parse_cards("JC JD TC 2S 2H")]  # drawn from the end
    sc = Scoring.of(preset("standard"), 10)

    def first_throws(weights: float | tuple[float | None, float | None] | None) -> list[str]:
        trace: list[Ply] = []
        rollout(hands, stock, -1, 0, sc, me=0, trace=trace, partner_weight=weights)
        return [_CODES[p.card] for p in trace[:2]]

    keeping, greedy = "9S", {"KH", "QH"}
    both_keep = first_throws(2.0)
    assert both_keep == ["9S", "9C"]
    assert first_throws(None)[0] in greedy and first_throws(None)[1] in {"KS", "QS"}
    mine_only = first_throws((2.0, None))
    assert mine_only[0] == keeping and mine_only[1] in {"KS", "QS"}
    theirs_only = first_throws((None, 2.0))
    assert theirs_only[0] in greedy and theirs_only[1] == "9C"

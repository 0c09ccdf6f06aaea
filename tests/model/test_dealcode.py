"""Deal codes: they round-trip over every deal number, catch typos and reproduce the deal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model import Pass
from ginrummy_desktop.model.cards import DECK, shuffled_deck
from ginrummy_desktop.model.deal import Deal
from ginrummy_desktop.model.dealcode import (
    ALPHABET,
    CODE_LENGTH,
    FIRST_DEAL_NUMBER,
    LAST_DEAL_NUMBER,
    DealCodeError,
    DealCodeErrorCode,
    DealKey,
    code_of,
    deal_code,
    deal_from_code,
    normalise_code,
    other_seat,
    parse_deal_code,
)
from ginrummy_desktop.model.match import deal_number_for
from ginrummy_desktop.model.rules import PRESETS

from .helpers import C, arranged_deal

STANDARD = PRESETS["standard"]
numbers = st.integers(FIRST_DEAL_NUMBER, LAST_DEAL_NUMBER)
dealers = st.integers(0, 1)


def test_the_code_range_covers_every_deal_number_the_game_deals() -> None:
    for seed in range(50):
        for index in range(5):
            n = deal_number_for(seed, index)
            assert FIRST_DEAL_NUMBER <= n <= LAST_DEAL_NUMBER


def test_the_alphabet_has_no_look_alikes() -> None:
    assert len(ALPHABET) == len(set(ALPHABET)) == 31
    for ch in "01OIL":
        assert ch not in ALPHABET


@settings(max_examples=400)
@given(numbers, dealers)
def test_round_trip(number: int, dealer: int) -> None:
    code = deal_code(number, dealer)
    assert len(code) == CODE_LENGTH + 1 and code[4] == "-"
    assert set(code.replace("-", "")) <= set(ALPHABET)
    assert parse_deal_code(code) == DealKey(number, dealer)


@pytest.mark.parametrize(
    "number", [FIRST_DEAL_NUMBER, 2, 2**30, LAST_DEAL_NUMBER - 1, LAST_DEAL_NUMBER]
)
@pytest.mark.parametrize("dealer", [0, 1])
def test_round_trip_at_the_ends_of_the_range(number: int, dealer: int) -> None:
    assert parse_deal_code(deal_code(number, dealer)) == DealKey(number, dealer)


@settings(max_examples=150)
@given(numbers, dealers)
def test_case_spaces_and_dashes_do_not_matter(number: int, dealer: int) -> None:
    code = deal_code(number, dealer)
    plain = code.replace("-", "")
    typed = [
        code.lower(),
        plain,
        " ".join(plain),
        f"  {plain[:2]}-{plain[2:5]} {plain[5:]}  ",
        code.replace("-", "\u2013"),  # an en dash from a word processor
    ]
    for text in typed:
        assert parse_deal_code(text) == DealKey(number, dealer)


@settings(max_examples=150)
@given(numbers, dealers, st.integers(0, CODE_LENGTH - 1), st.integers(1, len(ALPHABET) - 1))
def test_every_single_wrong_symbol_is_caught(
    number: int, dealer: int, position: int, shift: int
) -> None:
    symbols = list(normalise_code(deal_code(number, dealer)))
    symbols[position] = ALPHABET[(ALPHABET.index(symbols[position]) + shift) % len(ALPHABET)]
    with pytest.raises(DealCodeError) as err:
        parse_deal_code("".join(symbols))
    assert err.value.code is DealCodeErrorCode.CHECK_FAILED


def test_every_single_wrong_symbol_of_one_code_exhaustively() -> None:
    symbols = normalise_code(deal_code(123456789, 1))
    for pos in range(CODE_LENGTH):
        for ch in ALPHABET:
            if ch == symbols[pos]:
                continue
            typo = symbols[:pos] + ch + symbols[pos + 1 :]
            with pytest.raises(DealCodeError) as err:
                parse_deal_code(typo)
            assert err.value.code is DealCodeErrorCode.CHECK_FAILED


@settings(max_examples=150)
@given(numbers, dealers, st.integers(0, CODE_LENGTH - 2))
def test_every_swap_of_neighbours_is_caught(number: int, dealer: int, position: int) -> None:
    symbols = list(normalise_code(deal_code(number, dealer)))
    a, b = symbols[position], symbols[position + 1]
    if a == b:
        return  # swapping equal symbols is no typo
    symbols[position], symbols[position + 1] = b, a
    with pytest.raises(DealCodeError) as err:
        parse_deal_code("".join(symbols))
    assert err.value.code is DealCodeErrorCode.CHECK_FAILED


def test_look_alikes_and_foreign_characters_are_bad_characters() -> None:
    code = normalise_code(deal_code(42, 0))
    for bad in "0O1IL!ä":
        text = code[:3] + bad + code[4:]
        with pytest.raises(DealCodeError) as err:
            parse_deal_code(text)
        assert err.value.code is DealCodeErrorCode.BAD_CHARACTER
        assert err.value.details["position"] == 3
        assert err.value.details["character"] == bad.upper()


@pytest.mark.parametrize("text", ["", "   ", "7K2P", "7K2P-QX4", "7K2P-QX4MM", "7K2P-QX4M-A"])
def test_wrong_length(text: str) -> None:
    with pytest.raises(DealCodeError) as err:
        parse_deal_code(text)
    assert err.value.code is DealCodeErrorCode.WRONG_LENGTH
    assert err.value.details["expected"] == CODE_LENGTH
    assert err.value.details["length"] == len(normalise_code(text))


def _with_check(data: list[int]) -> str:
    """Seven data symbols completed with the check symbol the format asks for."""
    total = sum((i + 1) * v for i, v in enumerate(data)) % 31
    check = (-total * pow(8, -1, 31)) % 31
    return "".join(ALPHABET[v] for v in [*data, check])


def test_a_well_formed_code_beyond_the_range_is_out_of_range() -> None:
    # The largest value seven symbols can hold is far above 2**32.
    with pytest.raises(DealCodeError) as err:
        parse_deal_code(_with_check([30] * 7))
    assert err.value.code is DealCodeErrorCode.OUT_OF_RANGE


def test_deal_number_zero_is_out_of_range() -> None:
    # The symbols of the raw values 0 and 1 (deal number 0, either dealer), encoded by
    # the module's own mixing, with a correct check symbol.
    from ginrummy_desktop.model import dealcode

    for raw in (0, 1):
        value = dealcode._mix(raw)
        data = []
        for _ in range(7):
            value, d = divmod(value, 31)
            data.append(d)
        with pytest.raises(DealCodeError) as err:
            parse_deal_code(_with_check(data))
        assert err.value.code is DealCodeErrorCode.OUT_OF_RANGE


def test_encoding_refuses_numbers_outside_the_range() -> None:
    for bad in (0, -1, LAST_DEAL_NUMBER + 1):
        with pytest.raises(ValueError):
            deal_code(bad, 0)
    with pytest.raises(ValueError):
        deal_code(5, 2)


def test_neighbouring_deal_numbers_get_unlike_codes() -> None:
    codes = [deal_code(n, 0) for n in range(1000, 1010)]
    assert len({c[:2] for c in codes}) >= 8


@settings(max_examples=60)
@given(numbers, dealers)
def test_the_code_reproduces_the_deal(number: int, dealer: int) -> None:
    deal = Deal(STANDARD, dealer=dealer, deal_number=number)
    code = code_of(deal)
    assert code is not None
    again = deal_from_code(STANDARD, code)
    assert again.deck == deal.deck == tuple(shuffled_deck(number))
    assert again.dealer == deal.dealer
    assert again.hands == deal.hands
    assert again.upcard == deal.upcard and again.stock == deal.stock


def test_the_code_of_a_played_hand_deals_it_again_fresh() -> None:
    deal = Deal(STANDARD, dealer=0, deal_number=777)
    deal.apply(Pass(deal.turn))
    again = deal_from_code(STANDARD, code_of(deal) or "")
    assert again.actions == [] and again.hands == Deal(STANDARD, dealer=0, deal_number=777).hands


# -------------------------------------------------------------- the other seat
def test_other_seat_swaps_the_cards_and_keeps_upcard_and_stock() -> None:
    mine = C("AS 2S 3S 4S 5S 6S 7S 8S 9S TS")
    theirs = C("AH 2H 3H 4H 5H 6H 7H 8H 9H TH")
    stock = C("KC QC JC")
    deal = arranged_deal(
        STANDARD, dealer=1, hands={0: mine, 1: theirs}, upcard=C("KD")[0], stock=stock
    )
    swapped = other_seat(deal)
    assert swapped.hands[0] == theirs and swapped.hands[1] == mine
    assert swapped.upcard == deal.upcard and swapped.discard_pile == [deal.upcard]
    assert swapped.stock == deal.stock and swapped.stock[-3:] == list(reversed(stock))
    # The seat keeps its place in the turn order with its cards: the hand that was
    # the non-dealer's is still offered the upcard first.
    assert swapped.dealer == 0 and swapped.turn == 1
    assert swapped.hands[swapped.turn] == deal.hands[deal.turn]
    # And back again is the deal itself.
    twice = other_seat(swapped)
    assert twice.hands == deal.hands and twice.dealer == deal.dealer and twice.deck == deal.deck


def test_other_seat_of_a_numbered_deal_is_the_other_code() -> None:
    deal = Deal(STANDARD, dealer=0, deal_number=31337)
    swapped = other_seat(deal)
    key = parse_deal_code(code_of(deal) or "")
    assert parse_deal_code(code_of(swapped) or "") == key.other_seat()
    assert key.other_seat().deal(STANDARD).hands == swapped.hands
    assert swapped.hands[0] == deal.hands[1] and swapped.hands[1] == deal.hands[0]


def test_an_arranged_deck_must_be_a_whole_deck() -> None:
    with pytest.raises(ValueError):
        Deal(STANDARD, dealer=0, deal_number=1, deck=list(DECK[:51]))
    with pytest.raises(ValueError):
        Deal(STANDARD, dealer=0, deal_number=1, deck=[*DECK[:51], DECK[0]])


def test_a_match_can_start_with_the_deal_of_a_code() -> None:
    deal = Deal(STANDARD, dealer=1, deal_number=2024)
    m = parse_deal_code(code_of(deal) or "").match(STANDARD, seed=5)
    assert m.current.hands == deal.hands and m.current.dealer == 1
    # The rest of the match is the seed's, and the save format keeps the first deal.
    from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict

    assert match_from_dict(match_to_dict(m)).current.hands == deal.hands


def test_no_code_names_an_arranged_deck_or_a_number_outside_the_range() -> None:
    hands = {0: C("AS 2S 3S 4S 5S 6S 7S 8S 9S TS"), 1: C("AH 2H 3H 4H 5H 6H 7H 8H 9H TH")}
    arranged = arranged_deal(STANDARD, hands=hands, upcard=C("KD")[0])
    assert code_of(arranged) is None
    assert code_of(Deal(STANDARD, dealer=0, deal_number=0)) is None
    assert code_of(Deal(STANDARD, dealer=0, deal_number=2**31)) is None
    assert code_of(Deal(STANDARD, dealer=0, deal_number=5)) == deal_code(5, 0)


@settings(max_examples=100)
@given(numbers, dealers)
def test_a_code_copied_with_the_words_around_it_is_read(number: int, dealer: int) -> None:
    """The table's badge and the result panel show 'Deal code: 7K2P-QX4M' (and in fi,
    'Jakokoodi 7K2P-QX4M'); pasted whole, the words were refused as letters no code
    has (play-test). The code as shown is found in the text."""
    code = deal_code(number, dealer)
    for text in (f"Deal code: {code}", f"Jakokoodi {code}", f"Kode {code.lower()}.", f"({code})"):
        assert parse_deal_code(text) == DealKey(number, dealer), text


def test_words_without_a_code_as_shown_are_still_refused() -> None:
    with pytest.raises(DealCodeError):
        parse_deal_code("Deal code: 7K2PQX4M")  # no dash: not a code as shown
    with pytest.raises(DealCodeError):
        parse_deal_code("AKVZ-N732 and BCDE-FGH2")  # two codes: which one?

"""Deal codes: a short, checked text such as ``7K2P-QX4M`` naming a deal and its dealer."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from . import cards
from .deal import Deal
from .match import Match
from .rules import Rules

# 31 symbols, none that reads like another (no 0/O, 1/I/L). 31 is prime, which is
# what makes the check below catch every single wrong symbol and every swap.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
BASE = len(ALPHABET)
DATA_LENGTH = 7  # 31**7 > 2**34: room for a 31-bit deal number and the dealer
CODE_LENGTH = DATA_LENGTH + 1  # and one check symbol
GROUP = 4  # shown as two groups of four: 7K2P-QX4M

# The deal numbers the game deals from (see ``match.deal_number_for``).
FIRST_DEAL_NUMBER = 1
LAST_DEAL_NUMBER = 2**31 - 1

_VALUE_BITS = 32
_MASK = (1 << _VALUE_BITS) - 1
# An odd multiplier is a bijection modulo 2**32: it spreads neighbouring deal numbers
# over unlike codes, so two codes that look alike are not two deals that play alike.
_MIX = 0x9E3779B1
_UNMIX = pow(_MIX, -1, 1 << _VALUE_BITS)
_INDEX = {ch: i for i, ch in enumerate(ALPHABET)}
_IGNORED = frozenset(" -\u2010\u2011\u2012\u2013\u2014\u2212_\t\n\r.")


class DealCodeErrorCode(Enum):
    """Why a typed code was refused (the UI translates these)."""

    WRONG_LENGTH = "wrong_length"  # details: length (symbols typed), expected
    BAD_CHARACTER = "bad_character"  # details: character, position (0-based, of the symbols)
    CHECK_FAILED = "check_failed"  # a symbol is wrong or two are swapped
    OUT_OF_RANGE = "out_of_range"  # well formed, but names no deal the game deals


class DealCodeError(ValueError):
    """A text that is not a deal code; ``code`` says why, ``details`` where."""

    def __init__(self, code: DealCodeErrorCode, message: str, **details: object) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details


@dataclass(frozen=True, slots=True)
class DealKey:
    """What a code names: the deal number (the deck order) and which seat deals.

    Seat numbers are the table's: 0 is the person. The same number with the other
    dealer is the same deal played from the other seat.
    """

    deal_number: int
    dealer: int

    def __post_init__(self) -> None:
        if isinstance(self.deal_number, bool) or not isinstance(self.deal_number, int):
            raise TypeError("deal_number must be an int")
        if not FIRST_DEAL_NUMBER <= self.deal_number <= LAST_DEAL_NUMBER:
            raise ValueError(
                f"deal number {self.deal_number} is outside {FIRST_DEAL_NUMBER}..{LAST_DEAL_NUMBER}"
            )
        if self.dealer not in (0, 1) or isinstance(self.dealer, bool):
            raise ValueError("dealer must be 0 or 1")

    @property
    def code(self) -> str:
        return deal_code(self.deal_number, self.dealer)

    def other_seat(self) -> DealKey:
        return DealKey(self.deal_number, 1 - self.dealer)

    def deal(self, rules: Rules) -> Deal:
        return Deal(rules, dealer=self.dealer, deal_number=self.deal_number)

    def match(self, rules: Rules, *, seed: int) -> Match:
        """A match whose first hand is this deal; later hands follow from ``seed``."""
        return Match(rules, seed=seed, first_dealer=self.dealer, deal_numbers=[self.deal_number])

    @staticmethod
    def of(deal: Deal) -> DealKey:
        return DealKey(deal.deal_number, deal.dealer)


def _mix(x: int) -> int:
    x ^= x >> 16
    x = (x * _MIX) & _MASK
    return x ^ (x >> 16)


def _unmix(y: int) -> int:
    y ^= y >> 16  # a 16-bit xor-shift of a 32-bit word is its own inverse
    y = (y * _UNMIX) & _MASK
    return y ^ (y >> 16)


def _weighted_sum(values: list[int]) -> int:
    # Weights 1..8: all non-zero and all different modulo the prime 31, so a single
    # changed symbol changes the sum by w*(a-b) != 0, and swapping neighbours a, b
    # changes it by a-b != 0 (any swap within the code, in fact).
    return sum((i + 1) * v for i, v in enumerate(values)) % BASE


def deal_code(deal_number: int, dealer: int) -> str:
    """The code of a deal, e.g. ``7K2P-QX4M``. Raises ValueError outside the range."""
    key = DealKey(deal_number, dealer)
    value = _mix((key.deal_number << 1) | key.dealer)
    digits = []
    for _ in range(DATA_LENGTH):  # least significant first: the first symbol varies most
        value, d = divmod(value, BASE)
        digits.append(d)
    # The check symbol makes the weighted sum of all eight zero.
    check = (-_weighted_sum(digits) * pow(CODE_LENGTH, -1, BASE)) % BASE
    digits.append(check)
    text = "".join(ALPHABET[d] for d in digits)
    return f"{text[:GROUP]}-{text[GROUP:]}"


def code_of(deal: Deal) -> str | None:
    """The code of a dealt hand (its deal number and dealer); None when no code names
    it: a number outside the range, or a deck arranged rather than shuffled."""
    if not FIRST_DEAL_NUMBER <= deal.deal_number <= LAST_DEAL_NUMBER:
        return None
    if deal.deck != tuple(cards.shuffled_deck(deal.deal_number)):
        return None
    return deal_code(deal.deal_number, deal.dealer)


def normalise_code(text: str) -> str:
    """The symbols of a typed code: upper case, spaces and dashes dropped."""
    return "".join(ch for ch in text.upper() if ch not in _IGNORED)


# A code as the game shows it, two groups of four joined by a dash, in copied text.
_SHOWN = re.compile(r"(?<![0-9A-Za-z])([0-9A-Za-z]{4})-([0-9A-Za-z]{4})(?![0-9A-Za-z])")


def parse_deal_code(text: str) -> DealKey:
    """Read a typed code (any case, spaces and dashes anywhere); raise DealCodeError.
    Text copied with the code as the game shows it ("Deal code: 7K2P-QX4M") is read
    for the code in it: the words around it were refused as letters no code has."""
    if not isinstance(text, str):
        raise DealCodeError(
            DealCodeErrorCode.BAD_CHARACTER, "a deal code is text", character="", position=0
        )
    shown = list(_SHOWN.finditer(text))
    if len(shown) == 1:
        found = shown[0]
        rest = normalise_code(text[: found.start()] + text[found.end() :])
        # Words or signs around it, not more symbols of a code mistyped ("…-QX4M-A").
        if rest and any(ch not in _INDEX for ch in rest):
            text = found.group(1) + found.group(2)
    symbols = normalise_code(text)
    for pos, ch in enumerate(symbols):
        if ch not in _INDEX:
            raise DealCodeError(
                DealCodeErrorCode.BAD_CHARACTER,
                f"{ch!r} is not used in deal codes",
                character=ch,
                position=pos,
            )
    if len(symbols) != CODE_LENGTH:
        raise DealCodeError(
            DealCodeErrorCode.WRONG_LENGTH,
            f"a deal code has {CODE_LENGTH} symbols, not {len(symbols)}",
            length=len(symbols),
            expected=CODE_LENGTH,
        )
    digits = [_INDEX[ch] for ch in symbols]
    if _weighted_sum(digits) != 0:
        raise DealCodeError(
            DealCodeErrorCode.CHECK_FAILED, "the code does not check: a symbol is mistyped"
        )
    value = 0
    for d in reversed(digits[:DATA_LENGTH]):
        value = value * BASE + d
    if value > _MASK:
        raise DealCodeError(DealCodeErrorCode.OUT_OF_RANGE, "no deal has this code")
    raw = _unmix(value)
    number, dealer = raw >> 1, raw & 1
    if not FIRST_DEAL_NUMBER <= number <= LAST_DEAL_NUMBER:
        raise DealCodeError(DealCodeErrorCode.OUT_OF_RANGE, "no deal has this code")
    return DealKey(number, dealer)


def deal_from_code(rules: Rules, text: str) -> Deal:
    """The hand a code names, dealt afresh under ``rules``; raise DealCodeError."""
    return parse_deal_code(text).deal(rules)


def other_seat(deal: Deal) -> Deal:
    """The same deal from the other seat, dealt afresh: each seat gets the cards and the
    place in the turn order the other seat had (the dealer changes sides, as the deal
    goes one card at a time from the non-dealer), with the same upcard and stock order.
    """
    return Deal(deal.rules, dealer=1 - deal.dealer, deal_number=deal.deal_number, deck=deal.deck)

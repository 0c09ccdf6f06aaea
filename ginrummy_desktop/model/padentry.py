"""A score pad entry: one hand as the players write it, checked and scored.

An entry says how the hand ended (a knock, gin, Big Gin or a void hand), who went
out and the two deadwood counts (the defender's after layoffs). It is scored by the
engine's own :func:`scoring.score_counts`, so a written hand and a played one score
alike. An entry that cannot have happened is refused with a :class:`PadError` (a
:class:`PadErrorCode` for the UI to translate).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .cards import Card, Suit, parse_card
from .rules import Rules
from .scoring import HandEnding, HandResult, score_counts, void_result

# The most deadwood ten cards can hold. No rank may appear three times (a set) and
# the values are at most 10, 10, 10, 10, 9, ...: two each of K, Q, J, 10 and 9 is
# 98, and suits can be chosen so that no three make a run (tests build such a hand).
MAX_DEADWOOD = 98


class PadEnding(Enum):
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big_gin"
    VOID = "void"  # the stock ran down to its last two cards: nobody scores


class PadErrorCode(Enum):
    NOT_AN_ENTRY = "not_an_entry"
    NO_SUCH_PLAYER = "no_such_player"  # the knocker is not player 0 or 1
    NOT_A_NUMBER = "not_a_number"  # a count that is not a whole number
    EMPTY_COUNT = "empty_count"  # a count left empty
    NEGATIVE = "negative"
    ABOVE_MAXIMUM = "above_maximum"  # more deadwood than ten cards can hold
    GIN_WITH_DEADWOOD = "gin_with_deadwood"  # gin and Big Gin leave the knocker none
    KNOCK_WITHOUT_DEADWOOD = "knock_without_deadwood"  # a knock with none is gin
    ABOVE_KNOCK_LIMIT = "above_knock_limit"  # details: deadwood, limit
    KNOCK_NOT_ALLOWED = "knock_not_allowed"  # straight gin, or Oklahoma's ace: gin only
    BIG_GIN_NOT_ALLOWED = "big_gin_not_allowed"
    UPCARD_NEEDED = "upcard_needed"  # Oklahoma: the first upcard sets the limit
    BAD_UPCARD = "bad_upcard"  # an upcard that is not a card
    VOID_WITH_COUNTS = "void_with_counts"  # a void hand has no knocker and no counts
    GAME_OVER = "game_over"  # the game (all three, with Hollywood) has ended
    NO_SUCH_HAND = "no_such_hand"  # details: number
    ENDS_EARLIER = "ends_earlier"  # a correction would end the game before later hands
    NO_HANDS = "no_hands"  # nothing to remove
    NAME_NOT_TEXT = "name_not_text"
    NAME_TOO_LONG = "name_too_long"  # details: limit
    SAME_NAMES = "same_names"  # both players written with one name


class PadError(Exception):
    """An entry or change the pad refuses; the pad is unchanged."""

    def __init__(self, code: PadErrorCode, message: str, **details: object) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details


class PadFormatError(ValueError):
    """Stored pad data that cannot be turned back into a pad."""


@dataclass(frozen=True, slots=True)
class PadEntry:
    """One hand as written on the pad.

    ``knocker`` is whoever knocked or went (Big) gin; a void hand has none and no
    counts. ``upcard`` is the hand's first face-up card, needed with Oklahoma (it sets
    the knock limit, and a spade doubles the hand) and ignored otherwise.
    """

    ending: PadEnding
    knocker: int | None = None
    knocker_deadwood: int = 0
    defender_deadwood: int = 0
    upcard: Card | None = None

    @staticmethod
    def void() -> PadEntry:
        return PadEntry(PadEnding.VOID)

    def to_dict(self) -> dict[str, Any]:
        return {
            "ending": self.ending.value,
            "knocker": self.knocker,
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "upcard": None if self.upcard is None else self.upcard.code,
        }

    @staticmethod
    def from_dict(data: Any) -> PadEntry:
        if not isinstance(data, dict):
            raise PadFormatError("an entry must be an object")
        try:
            ending = PadEnding(data.get("ending"))
            raw_card = data.get("upcard")
            upcard = None if raw_card is None else parse_card(raw_card)
        except (ValueError, TypeError, KeyError) as exc:
            raise PadFormatError(f"unreadable entry {data!r}: {exc}") from None
        return PadEntry(
            ending=ending,
            knocker=data.get("knocker"),
            knocker_deadwood=data.get("knocker_deadwood", 0),
            defender_deadwood=data.get("defender_deadwood", 0),
            upcard=upcard,
        )


def count_from_text(text: str) -> int:
    """A deadwood count typed by a person: digits only (spaces around are fine)."""
    stripped = text.strip() if isinstance(text, str) else ""
    if isinstance(text, str) and not stripped:
        # Not "must be a whole number, such as 7" for a field left empty (h161).
        raise PadError(PadErrorCode.EMPTY_COUNT, "a deadwood count was left empty")
    if stripped.startswith("-") and stripped[1:].isdigit():
        raise PadError(PadErrorCode.NEGATIVE, "a deadwood count is never negative")
    if not stripped.isascii() or not stripped.isdigit():
        raise PadError(PadErrorCode.NOT_A_NUMBER, f"{text!r} is not a whole number")
    return int(stripped)


def is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def entry_problem(rules: Rules, entry: object) -> PadError | None:
    """Why ``entry`` cannot have happened under ``rules`` (None: it can)."""
    if not isinstance(entry, PadEntry) or not isinstance(entry.ending, PadEnding):
        return PadError(PadErrorCode.NOT_AN_ENTRY, "not a score pad entry")
    k, d = entry.knocker_deadwood, entry.defender_deadwood
    if entry.upcard is not None and not isinstance(entry.upcard, Card):
        return PadError(PadErrorCode.BAD_UPCARD, f"{entry.upcard!r} is not a card")
    if entry.ending is PadEnding.VOID:
        if entry.knocker is not None or k != 0 or d != 0:
            return PadError(PadErrorCode.VOID_WITH_COUNTS, "a void hand has no knocker or counts")
        return None
    # A whole number, not 1.0 (equal to 1, it then indexed a list: review h149).
    if not is_count(entry.knocker) or entry.knocker not in (0, 1):
        return PadError(PadErrorCode.NO_SUCH_PLAYER, "the knocker must be player 0 or 1")
    for count in (k, d):
        if not is_count(count):
            return PadError(PadErrorCode.NOT_A_NUMBER, f"{count!r} is not a whole number")
    if k < 0 or d < 0:
        return PadError(PadErrorCode.NEGATIVE, "a deadwood count is never negative")
    if k > MAX_DEADWOOD or d > MAX_DEADWOOD:
        return PadError(
            PadErrorCode.ABOVE_MAXIMUM,
            f"ten cards hold at most {MAX_DEADWOOD} deadwood",
            limit=MAX_DEADWOOD,
        )
    if entry.ending is PadEnding.BIG_GIN and not rules.big_gin_allowed:
        return PadError(PadErrorCode.BIG_GIN_NOT_ALLOWED, "Big Gin is not played with these rules")
    if rules.oklahoma and entry.upcard is None:
        return PadError(PadErrorCode.UPCARD_NEEDED, "Oklahoma: enter the first upcard")
    if entry.ending is not PadEnding.KNOCK:
        if k != 0:
            return PadError(
                PadErrorCode.GIN_WITH_DEADWOOD, "gin leaves the knocker no deadwood", deadwood=k
            )
        return None
    if k == 0:
        return PadError(PadErrorCode.KNOCK_WITHOUT_DEADWOOD, "a knock with no deadwood is gin")
    limit = knock_limit(rules, entry)
    if limit == 0:
        return PadError(PadErrorCode.KNOCK_NOT_ALLOWED, "only gin may end this hand")
    if k > limit:
        return PadError(
            PadErrorCode.ABOVE_KNOCK_LIMIT,
            f"deadwood {k} is more than the knock limit {limit}",
            deadwood=k,
            limit=limit,
        )
    return None


def knock_limit(rules: Rules, entry: PadEntry) -> int:
    """The hand's knock limit, as the engine sets it (Oklahoma: from the upcard)."""
    upcard = entry.upcard if rules.oklahoma else None
    return rules.knock_limit_for(None if upcard is None else upcard.value)


_ENDINGS = {
    PadEnding.KNOCK: HandEnding.KNOCK,
    PadEnding.GIN: HandEnding.GIN,
    PadEnding.BIG_GIN: HandEnding.BIG_GIN,
}


def score_entry(rules: Rules, entry: PadEntry) -> HandResult:
    """The hand an entry describes, scored as the engine scores a played hand.
    Raises :class:`PadError` for an impossible entry."""
    problem = entry_problem(rules, entry)
    if problem is not None:
        raise problem
    if entry.ending is PadEnding.VOID:
        return void_result()
    assert entry.knocker is not None
    return score_counts(
        rules,
        knocker=entry.knocker,
        ending=_ENDINGS[entry.ending],
        knocker_deadwood=entry.knocker_deadwood,
        defender_deadwood=entry.defender_deadwood,
        doubled=rules.oklahoma and entry.upcard is not None and entry.upcard.suit is Suit.SPADES,
    )

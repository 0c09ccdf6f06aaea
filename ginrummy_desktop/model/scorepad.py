"""The score pad: the paper scoresheet for a game played with real cards.

Each hand is entered as a :class:`padentry.PadEntry`, scored as the engine scores a
played hand, and added up in the engine's own :class:`ledger.Ledger`, so totals,
boxes, the game or shutout bonus, the box bonuses, the final difference and
Hollywood's three games come out exactly as for a played match. An impossible entry
is refused with a :class:`padentry.PadError` and nothing is stored. Entries can be
corrected, or the last one taken back; everything after is added up again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .cards import Card
from .hollywood import HollywoodScore
from .ledger import Ledger
from .match import HandRecord
from .padentry import (
    PadEnding,
    PadEntry,
    PadError,
    PadErrorCode,
    PadFormatError,
    entry_problem,
    is_count,
    score_entry,
)
from .rules import Rules, RulesError
from .scoring import HandResult, Outcome
from .tally import GameResult, next_dealer_after

PAD_FORMAT_VERSION = 1
MAX_NAME_LENGTH = 40


@dataclass(frozen=True, slots=True)
class PadHand:
    """An entry and what it scored. ``record`` is the row a played hand would have
    (its ``deal_number`` is 0: real cards have none), so one sheet shows both."""

    entry: PadEntry
    record: HandRecord

    @property
    def number(self) -> int:
        return self.record.number

    @property
    def result(self) -> HandResult:
        return self.record.result


def _write(
    rules: Rules, ledger: Ledger, number: int, dealer: int, entry: PadEntry
) -> tuple[PadHand, Ledger]:
    """Hand ``number``, dealt by ``dealer``, added to ``ledger``."""
    result = score_entry(rules, entry)
    after, step = ledger.after(result)
    record = HandRecord(
        number=number,
        dealer=dealer,
        deal_number=0,
        result=result,
        totals_after=after.totals,
        boxes_after=after.boxes,
        hollywood=step,
    )
    return PadHand(entry, record), after


def _tally(
    rules: Rules, entries: Iterable[PadEntry], first_dealer: int
) -> tuple[tuple[PadHand, ...], Ledger]:
    """Every entry written again from the start (after a correction)."""
    ledger = Ledger.start(rules)
    dealer = first_dealer
    hands: list[PadHand] = []
    for entry in entries:
        if ledger.is_over:
            raise PadError(
                PadErrorCode.ENDS_EARLIER,
                "the game would end before this hand",
                number=len(hands) + 1,
            )
        hand, ledger = _write(rules, ledger, len(hands) + 1, dealer, entry)
        hands.append(hand)
        dealer = next_dealer_after(rules, dealer, hand.result)
    return tuple(hands), ledger


def _check_name(name: object) -> str:
    if not isinstance(name, str):
        raise PadError(PadErrorCode.NAME_NOT_TEXT, "a name is text")
    if len(name) > MAX_NAME_LENGTH:
        raise PadError(
            PadErrorCode.NAME_TOO_LONG,
            f"a name has at most {MAX_NAME_LENGTH} characters",
            limit=MAX_NAME_LENGTH,
        )
    return name


def check_names(names: tuple[str, str]) -> None:
    """Two players written with one name (case and spaces aside) could not be told
    apart on the sheet: :class:`PadError` ``SAME_NAMES``. Blank names are 'Player 1'
    and 'Player 2'. A new pad and a rename are checked; a saved pad loads as it is."""
    first, second = (n.strip().casefold() for n in names)
    if first and first == second:
        raise PadError(PadErrorCode.SAME_NAMES, "the players have one name")


class ScorePad:
    """A game's sheet for two named players. Change it only through its methods."""

    def __init__(
        self, rules: Rules, *, names: tuple[str, str] = ("", ""), first_dealer: int = 0
    ) -> None:
        if first_dealer not in (0, 1) or isinstance(first_dealer, bool):
            raise ValueError("first_dealer must be 0 or 1")
        self.rules = rules
        self.first_dealer = first_dealer
        self._names = (_check_name(names[0]), _check_name(names[1]))
        self._hands: tuple[PadHand, ...] = ()
        self._ledger = Ledger.start(rules)

    # ----------------------------------------------------------------- queries
    @property
    def names(self) -> tuple[str, str]:
        return self._names

    @property
    def hands(self) -> tuple[PadHand, ...]:
        return self._hands

    @property
    def entries(self) -> tuple[PadEntry, ...]:
        return tuple(h.entry for h in self._hands)

    @property
    def records(self) -> tuple[HandRecord, ...]:
        return tuple(h.record for h in self._hands)

    @property
    def ledger(self) -> Ledger:
        return self._ledger

    @property
    def totals(self) -> tuple[int, int]:
        return self._ledger.totals

    @property
    def boxes(self) -> tuple[int, int]:
        return self._ledger.boxes

    @property
    def hollywood(self) -> HollywoodScore | None:
        return self._ledger.hollywood

    @property
    def result(self) -> GameResult | None:
        return self._ledger.result

    @property
    def is_over(self) -> bool:
        return self._ledger.is_over

    @property
    def next_dealer(self) -> int:
        """Who deals the next hand (after a void hand, the same dealer again)."""
        if not self._hands:
            return self.first_dealer
        last = self._hands[-1].record
        return next_dealer_after(self.rules, last.dealer, last.result)

    def check(self, entry: object) -> PadError | None:
        """Why :meth:`add` would refuse ``entry`` now (None: it would take it)."""
        if self.is_over:
            return PadError(PadErrorCode.GAME_OVER, "the game is over")
        return entry_problem(self.rules, entry)

    def preview(self, entry: PadEntry) -> HandResult:
        """What ``entry`` would score, without storing it (raises :class:`PadError`)."""
        problem = self.check(entry)
        if problem is not None:
            raise problem
        return score_entry(self.rules, entry)

    # ---------------------------------------------------------------- changes
    def add(self, entry: PadEntry) -> PadHand:
        """Write the next hand; raises :class:`PadError` (nothing stored)."""
        problem = self.check(entry)
        if problem is not None:
            raise problem
        hand, ledger = _write(
            self.rules, self._ledger, len(self._hands) + 1, self.next_dealer, entry
        )
        self._hands = (*self._hands, hand)
        self._ledger = ledger
        return hand

    def correct(self, number: int, entry: PadEntry) -> None:
        """Replace hand ``number`` (1-based); every total after it follows. Refused
        (nothing changed) if the entry is impossible, or if the game would then end
        before a later hand."""
        if not is_count(number) or not 1 <= number <= len(self._hands):
            raise PadError(PadErrorCode.NO_SUCH_HAND, f"there is no hand {number}", number=number)
        problem = entry_problem(self.rules, entry)
        if problem is not None:
            raise problem
        entries = list(self.entries)
        entries[number - 1] = entry
        self._hands, self._ledger = _tally(self.rules, entries, self.first_dealer)

    def remove_last(self) -> PadEntry:
        """Take back the last hand written (the game reopens if it had ended)."""
        if not self._hands:
            raise PadError(PadErrorCode.NO_HANDS, "no hand has been written yet")
        last = self._hands[-1].entry
        self._hands, self._ledger = _tally(self.rules, self.entries[:-1], self.first_dealer)
        return last

    def rename(self, player: int, name: str) -> None:
        if player not in (0, 1) or isinstance(player, bool):
            raise PadError(PadErrorCode.NO_SUCH_PLAYER, "a player is 0 or 1")
        checked = _check_name(name)
        names = (checked, self._names[1]) if player == 0 else (self._names[0], checked)
        check_names(names)
        self._names = names

    # ------------------------------------------------------------ persistence
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": PAD_FORMAT_VERSION,
            "rules": self.rules.to_dict(),
            "names": list(self._names),
            "first_dealer": self.first_dealer,
            "entries": [e.to_dict() for e in self.entries],
        }

    @staticmethod
    def from_dict(data: Any) -> ScorePad:
        """A pad rebuilt by writing its entries again (each checked as when typed)."""
        if not isinstance(data, dict):
            raise PadFormatError("a score pad must be an object")
        if data.get("format") != PAD_FORMAT_VERSION:
            raise PadFormatError(f"unknown score pad format {data.get('format')!r}")
        try:
            rules = Rules.from_dict(data.get("rules"))  # type: ignore[arg-type]
        except (RulesError, TypeError) as exc:
            raise PadFormatError(f"bad rules: {exc}") from None
        names = data.get("names")
        if not isinstance(names, list) or len(names) != 2:
            raise PadFormatError("names must be a list of two")
        entries = data.get("entries")
        if not isinstance(entries, list):
            raise PadFormatError("entries must be a list")
        first_dealer = data.get("first_dealer")
        if first_dealer not in (0, 1) or isinstance(first_dealer, bool):
            raise PadFormatError("first_dealer must be 0 or 1")
        try:
            pad = ScorePad(rules, names=(names[0], names[1]), first_dealer=int(first_dealer))
            for raw in entries:
                pad.add(PadEntry.from_dict(raw))
        except (PadError, ValueError) as exc:
            raise PadFormatError(f"the pad cannot be rebuilt: {exc}") from None
        return pad


def entry_for(record: HandRecord, upcard: Card | None = None) -> PadEntry:
    """The pad entry a played hand's record amounts to (what the players would write)."""
    result = record.result
    if result.knocker is None:
        return PadEntry.void()
    ending = {Outcome.GIN: PadEnding.GIN, Outcome.BIG_GIN: PadEnding.BIG_GIN}.get(
        result.outcome, PadEnding.KNOCK
    )
    return PadEntry(
        ending=ending,
        knocker=result.knocker,
        knocker_deadwood=result.knocker_deadwood,
        defender_deadwood=result.defender_deadwood,
        upcard=upcard,
    )

"""A match: hands dealt to the target, running totals, boxes and the final tally."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .actions import Action, NextHand, field_problem
from .cards import Card
from .deal import Deal
from .errors import IllegalAction, IllegalCode
from .events import Event, EventKind
from .hollywood import HollywoodScore, HollywoodStep
from .ledger import Ledger
from .rules import Rules
from .scoring import HandResult
from .takenback import TakenBack
from .tally import GameResult, final_tally, next_dealer_after

# GameResult and final_tally lived here before tally.py; they are still imported from here.
__all__ = ["DeckFor", "GameResult", "HandRecord", "Match", "deal_number_for", "final_tally"]

DeckFor = Callable[[int, int], Sequence[Card] | None]
"""The arranged deck (deck[0] dealt first) of hand ``index`` (0-based) when ``dealer``
deals, or None for the shuffle of the hand's deal number: ``decks(index, dealer)``."""

# Seeds and deal numbers are stored as SQLite integers (signed 64 bits); a number
# outside that range could be played but never recorded, so the model refuses it.
NUMBER_MIN = -(2**63)
NUMBER_MAX = 2**63 - 1


def check_number(name: str, value: object) -> int:
    """``value`` as a seed or deal number, or ValueError saying why it cannot be one."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    if not NUMBER_MIN <= value <= NUMBER_MAX:
        raise ValueError(f"{name} {value} is outside {NUMBER_MIN}..{NUMBER_MAX}")
    return value


def deal_number_for(seed: int, index: int) -> int:
    """The deal number of hand ``index`` of a match: reproducible from the seed."""
    return random.Random(f"ginrummy:{seed}:{index}").randrange(1, 2**31)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One row of the scoresheet."""

    number: int  # 1-based
    dealer: int
    deal_number: int
    result: HandResult
    totals_after: tuple[int, int]
    boxes_after: tuple[int, int]
    # Hollywood: the games this hand was written in, and the three games after it.
    hollywood: HollywoodStep | None = None


class Match:
    """Hands to the target. Change it only through :meth:`apply`."""

    def __init__(
        self,
        rules: Rules,
        *,
        seed: int,
        first_dealer: int | None = None,
        deal_numbers: list[int] | None = None,
        decks: DeckFor | None = None,
    ) -> None:
        self.rules = rules
        self.seed = check_number("seed", seed)
        for number in deal_numbers or ():
            check_number("deal number", number)
        if first_dealer is None:
            first_dealer = random.Random(f"ginrummy:{seed}:dealer").randrange(2)
        if first_dealer not in (0, 1):
            raise ValueError("first_dealer must be 0 or 1")
        self.first_dealer = first_dealer
        # Deal numbers fixed in advance (a replayed deal) take precedence over the seed.
        self._fixed_numbers = list(deal_numbers or [])
        # Arranged decks (lessons) take precedence over both; kept so that a match
        # rebuilt from its log (undo, review) is dealt the same cards.
        self.decks = decks
        self.deals: list[Deal] = []
        self.records: list[HandRecord] = []
        # Every finished hand is added up here (the score pad counts the same way);
        # the totals, boxes and game result are read from it.
        self.ledger = Ledger.start(rules)
        # How often a move was taken back (model/undo.py): the UI marks such a match
        # like an assisted one. Saved with the match.
        self.undo_count = 0
        # Where the moves were taken back, and what they were (one record an undo; none
        # in a save of an earlier version, whose undos are only counted). Saved too.
        self.taken_back: list[TakenBack] = []
        self._start_deal(first_dealer)

    # ----------------------------------------------------------------- queries
    @property
    def current(self) -> Deal:
        return self.deals[-1]

    @property
    def hand_number(self) -> int:
        return len(self.deals)

    @property
    def totals(self) -> list[int]:
        """Hand points so far, every hand once (Hollywood's games: ``hollywood``)."""
        return list(self.ledger.totals)

    @property
    def boxes(self) -> list[int]:
        return list(self.ledger.boxes)

    @property
    def game_result(self) -> GameResult | None:
        return self.ledger.result

    @property
    def is_over(self) -> bool:
        return self.game_result is not None

    def legal_actions(self, player: int | None = None) -> list[Action]:
        if self.is_over:
            return []
        if self.current.is_over:
            return [NextHand(p) for p in (0, 1) if player in (None, p)]
        return self.current.legal_actions(player)

    @property
    def hollywood(self) -> HollywoodScore | None:
        """Hollywood's three games (None when the match is a single game)."""
        return self.ledger.hollywood

    def next_dealer(self) -> int:
        deal = self.current
        return next_dealer_after(self.rules, deal.dealer, deal.result)

    def restore(self, other: Match) -> None:
        """Take over the play of ``other``, a rebuild of this match from its log (an
        undo, model/undo.py): the same rules and seed, fewer moves."""
        if other.rules != self.rules or other.seed != self.seed:
            raise ValueError("only a rebuild of the same match can be restored")
        self.first_dealer = other.first_dealer
        self.deals = other.deals
        self.records = other.records
        self.ledger = other.ledger
        self.undo_count = other.undo_count
        self.taken_back = list(other.taken_back)

    # ---------------------------------------------------------------- actions
    def apply(self, action: Action) -> list[Event]:
        if self.is_over:
            raise IllegalAction(IllegalCode.GAME_OVER, "the game is over")
        problem = field_problem(action)
        if problem is not None:
            raise IllegalAction(*problem)
        if isinstance(action, NextHand):
            if not self.current.is_over:
                raise IllegalAction(IllegalCode.HAND_NOT_OVER, "the hand is still being played")
            if action.player not in (0, 1):
                raise IllegalAction(IllegalCode.NOT_YOUR_TURN, "no such player")
            self._start_deal(self.next_dealer())
            return [Event(EventKind.HAND_STARTED, self.current.dealer), self.current.events[0]]
        events = self.current.apply(action)
        if self.current.is_over:
            events += self._record_hand()
        return events

    def _start_deal(self, dealer: int) -> None:
        index = len(self.deals)
        deck = self.decks(index, dealer) if self.decks is not None else None
        if deck is not None:
            number = 0  # no shuffle made it: no deal number names it
        elif index < len(self._fixed_numbers):
            number = self._fixed_numbers[index]
        else:
            number = deal_number_for(self.seed, index)
        self.deals.append(Deal(self.rules, dealer=dealer, deal_number=number, deck=deck))

    def _record_hand(self) -> list[Event]:
        deal = self.current
        result = deal.result
        assert result is not None
        self.ledger, step = self.ledger.after(result)
        self.records.append(
            HandRecord(
                number=len(self.deals),
                dealer=deal.dealer,
                deal_number=deal.deal_number,
                result=result,
                totals_after=self.ledger.totals,
                boxes_after=self.ledger.boxes,
                hollywood=step,
            )
        )
        if self.ledger.result is not None:
            return [Event(EventKind.GAME_OVER, self.ledger.result.winner)]
        return []

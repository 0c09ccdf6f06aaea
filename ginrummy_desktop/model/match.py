"""A match: hands dealt to the target, running totals, boxes and the final tally."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .actions import Action, NextHand, field_problem
from .deal import Deal
from .errors import IllegalAction, IllegalCode
from .events import Event, EventKind
from .rules import NextDealer, Rules
from .scoring import HandResult, LineCode, Outcome, ScoreLine

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


@dataclass(frozen=True, slots=True)
class GameResult:
    winner: int
    shutout: bool
    hand_points: tuple[int, int]
    boxes: tuple[int, int]
    final_totals: tuple[int, int]
    difference: int
    lines: tuple[ScoreLine, ...]


class Match:
    """Hands to the target. Change it only through :meth:`apply`."""

    def __init__(
        self,
        rules: Rules,
        *,
        seed: int,
        first_dealer: int | None = None,
        deal_numbers: list[int] | None = None,
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
        self.deals: list[Deal] = []
        self.records: list[HandRecord] = []
        self.totals = [0, 0]
        self.boxes = [0, 0]
        self.game_result: GameResult | None = None
        self._start_deal(first_dealer)

    # ----------------------------------------------------------------- queries
    @property
    def current(self) -> Deal:
        return self.deals[-1]

    @property
    def hand_number(self) -> int:
        return len(self.deals)

    @property
    def is_over(self) -> bool:
        return self.game_result is not None

    def legal_actions(self, player: int | None = None) -> list[Action]:
        if self.is_over:
            return []
        if self.current.is_over:
            return [NextHand(p) for p in (0, 1) if player in (None, p)]
        return self.current.legal_actions(player)

    def next_dealer(self) -> int:
        deal = self.current
        result = deal.result
        if result is None or result.outcome is Outcome.VOID:
            return deal.dealer
        if self.rules.next_dealer is NextDealer.LOSER and result.winner is not None:
            return 1 - result.winner
        return 1 - deal.dealer

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
        if index < len(self._fixed_numbers):
            number = self._fixed_numbers[index]
        else:
            number = deal_number_for(self.seed, index)
        self.deals.append(Deal(self.rules, dealer=dealer, deal_number=number))

    def _record_hand(self) -> list[Event]:
        deal = self.current
        result = deal.result
        assert result is not None
        if result.winner is not None:
            self.totals[result.winner] += result.points
            self.boxes[result.winner] += 1
        self.records.append(
            HandRecord(
                number=len(self.deals),
                dealer=deal.dealer,
                deal_number=deal.deal_number,
                result=result,
                totals_after=(self.totals[0], self.totals[1]),
                boxes_after=(self.boxes[0], self.boxes[1]),
            )
        )
        if result.winner is not None and self.totals[result.winner] >= self.rules.target:
            self.game_result = final_tally(self.rules, result.winner, self.totals, self.boxes)
            return [Event(EventKind.GAME_OVER, result.winner)]
        return []


def final_tally(rules: Rules, winner: int, totals: list[int], boxes: list[int]) -> GameResult:
    """The end-of-game lines: hand points, game or shutout bonus, box bonuses, difference."""
    loser = 1 - winner
    shutout = totals[loser] == 0
    lines: list[ScoreLine] = []
    final = [totals[0], totals[1]]
    for p in (0, 1):
        lines.append(ScoreLine(LineCode.HAND_POINTS, totals[p], p))
    if shutout:
        bonus = rules.effective_shutout_bonus
        lines.append(ScoreLine(LineCode.SHUTOUT_BONUS, bonus, winner))
    else:
        bonus = rules.game_bonus
        lines.append(ScoreLine(LineCode.GAME_BONUS, bonus, winner))
    final[winner] += bonus
    if rules.box_bonus:
        for p in (0, 1):
            points = boxes[p] * rules.box_bonus
            lines.append(ScoreLine(LineCode.BOX_BONUS, points, p, count=boxes[p]))
            final[p] += points
    for p in (0, 1):
        lines.append(ScoreLine(LineCode.FINAL_TOTAL, final[p], p))
    difference = final[winner] - final[loser]
    if rules.final_difference:
        lines.append(ScoreLine(LineCode.FINAL_DIFFERENCE, difference, winner))
    return GameResult(
        winner=winner,
        shutout=shutout,
        hand_points=(totals[0], totals[1]),
        boxes=(boxes[0], boxes[1]),
        final_totals=(final[0], final[1]),
        difference=difference,
        lines=tuple(lines),
    )

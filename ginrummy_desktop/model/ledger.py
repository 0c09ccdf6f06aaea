"""The running score of a match or of a score pad: the one place hands are added up.

A :class:`Ledger` takes finished hands (``HandResult``) one by one and keeps the
running totals and boxes, the single game or Hollywood's three, and the result once
the match is over. The engine's match and the score pad both count through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hollywood import HollywoodScore, HollywoodStep
from .rules import Rules
from .scoring import HandResult
from .tally import GameOverError, GameResult, GameScore


@dataclass(frozen=True, slots=True)
class Ledger:
    """Immutable: :meth:`after` returns the ledger after one more hand.

    ``totals`` and ``boxes`` count every hand once: in a single game they are the
    game's; with Hollywood the games' own numbers are in ``hollywood``.
    """

    rules: Rules
    totals: tuple[int, int] = (0, 0)
    boxes: tuple[int, int] = (0, 0)
    hollywood: HollywoodScore | None = None
    result: GameResult | None = None

    @staticmethod
    def start(rules: Rules) -> Ledger:
        return Ledger(rules=rules, hollywood=HollywoodScore() if rules.hollywood else None)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def after(self, hand: HandResult) -> tuple[Ledger, HollywoodStep | None]:
        """The ledger after ``hand`` and, with Hollywood, what the hand did to the games.
        Raises :class:`GameOverError` once the match is over."""
        if self.result is not None:
            raise GameOverError("the match is over")
        if self.hollywood is None:
            game = GameScore(totals=self.totals, boxes=self.boxes).with_hand(self.rules, hand)
            ledger = Ledger(
                rules=self.rules, totals=game.totals, boxes=game.boxes, result=game.result
            )
            return ledger, None
        totals = [self.totals[0], self.totals[1]]
        boxes = [self.boxes[0], self.boxes[1]]
        if hand.winner is not None:
            totals[hand.winner] += hand.points
            boxes[hand.winner] += 1
        step = self.hollywood.after(self.rules, hand)
        ledger = Ledger(
            rules=self.rules,
            totals=(totals[0], totals[1]),
            boxes=(boxes[0], boxes[1]),
            hollywood=step.score,
            result=step.score.result(),
        )
        return ledger, step

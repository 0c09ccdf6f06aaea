"""Playing a hand out from one player's view: sampled hidden cards and a fixed fast policy.

The judge needs "how many points would this move be worth on average" from what the
person could know. A *world* fills in what the view hides (the opponent's unknown
cards and the stock order) with the Expert's sampler; the rest of the hand is then
played by both seats with the Expert's rollout policy on 52-bit masks: take a
face-up card only if it joins a meld, otherwise draw from the stock; throw the card
leaving the least deadwood (the highest of equals); knock as soon as allowed.

The driver (:class:`Table`) is this module's own rather than ``ai.fastsim.rollout``
because a reviewed move can be any move of any phase (the first upcard, a draw, a
discard, a knock, Big Gin) and its points must be the hand points exactly as the
rules score them (the knocker's arrangement, best layoffs, Oklahoma doubling, no
box bonus); tests check it against the rules engine move for move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.expert import Budget, Expert
from ..ai.fastsim import MAX_PLIES, greedy_discard
from ..ai.knowledge import knowledge_of
from ..ai.masks import in_some_meld
from ..model import (
    DECK,
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    Rules,
    TakeUpcard,
    best_layoffs,
)
from ..model.cards import from_mask, to_mask
from ..model.deadwood import min_deadwood
from ..model.melds import knocker_arrangement
from ..model.scoring import score_hand

STOCK_FLOOR = 2


@dataclass(frozen=True, slots=True)
class World:
    """What the view hides, filled in: the opponent's whole hand and the stock (top last)."""

    opponent: int  # mask
    stock: tuple[int, ...]  # card indices


@dataclass(frozen=True, slots=True)
class Outcome:
    """One played-out hand, from the viewer's side."""

    points: float  # hand points won (+) or lost (-) by the viewer; 0 for void or tie
    knocker: int | None
    undercut: bool
    fed: bool  # the opponent took the viewer's first discard from the pile at once


def sample_worlds(view: PlayerView, count: int, rng: random.Random) -> list[World]:
    """``count`` fillings of the hidden cards, each consistent with the view.

    They come from the Expert's own sampler, so the review and the computer guess
    alike: unseen cards weighted by what the opponent picked up, passed over and
    threw away, and the opponent's hand shaped like one that has been played for
    as many draws as it has made.
    """
    sampler = Expert(budget=Budget(samples=count))
    guesses = sampler.guesses(view, knowledge_of(view), rng)
    return [World(g.opponent, tuple(g.stock)) for g in guesses]


def policy_draw(hand: int, top: int) -> bool:
    """Take the face-up card ``top`` (True) or draw from the stock: the Expert's
    rollout policy (take it when it joins a meld)."""
    return top >= 0 and in_some_meld(hand, top)


def policy_discard(hand: int, taken: int) -> tuple[int, int]:
    """The card to throw from 11 cards and the deadwood it leaves (the Expert's
    rollout policy: least deadwood, the highest card of equals)."""
    deadwood, card = greedy_discard(hand, 1 << taken if taken >= 0 else 0)
    return card, deadwood


def policy_move(view: PlayerView) -> Action:
    """The fixed policy's move as a model action (for tests and for playing a view out)."""
    p = view.player
    hand = to_mask(view.hand)
    top = view.top_discard.index if view.top_discard is not None else -1
    if view.phase is Phase.UPCARD:
        return TakeUpcard(p) if policy_draw(hand, top) else Pass(p)
    if view.phase is Phase.DRAW:
        take = not view.forced_stock and policy_draw(hand, top)
        return DrawDiscard(p) if take else DrawStock(p)
    if view.phase is Phase.DISCARD:
        if view.rules.big_gin_allowed and min_deadwood(hand) == 0:
            return BigGin(p)
        taken = view.taken_from_discard.index if view.taken_from_discard else -1
        idx, deadwood = policy_discard(hand, taken)
        card = DECK[idx]
        if deadwood == 0:
            return Gin(p, card)
        return Knock(p, card) if deadwood <= view.knock_limit else Discard(p, card)
    if view.phase is Phase.LAYOFF:
        plan = best_layoffs(view.hand, view.knocker_melds)
        if plan.layoffs:
            return LayOff(p, plan.layoffs[0].card, plan.layoffs[0].meld_index)
        return FinishLayoff(p)
    raise ValueError("the hand is over")


class Table:
    """The mutable state of one simulated hand (masks and index lists, no validation)."""

    __slots__ = (
        "dealer",
        "doubled",
        "fed",
        "first_discard",
        "forced",
        "hands",
        "limit",
        "passes",
        "phase",
        "pile",
        "rules",
        "stock",
        "taken",
        "turn",
        "viewer",
    )

    def __init__(self, view: PlayerView, world: World) -> None:
        self.rules: Rules = view.rules
        self.viewer = view.player
        self.dealer = view.dealer
        self.doubled = view.doubled
        self.hands = [0, 0]
        self.hands[view.player] = to_mask(view.hand)
        self.hands[1 - view.player] = world.opponent
        self.stock = list(world.stock)
        self.pile = [c.index for c in view.discard_pile]
        self.turn = view.turn
        self.phase = view.phase
        self.passes = 0 if view.turn != view.dealer else 1
        self.forced = view.forced_stock
        self.taken = view.taken_from_discard.index if view.taken_from_discard else -1
        self.limit = view.knock_limit
        self.first_discard = -1
        self.fed = False

    # ----------------------------------------------------------------- moves
    def take(self) -> None:
        card = self.pile.pop()
        if card == self.first_discard and self.turn != self.viewer:
            self.fed = True
        self.hands[self.turn] |= 1 << card
        self.taken = card
        self.phase = Phase.DISCARD

    def draw_stock(self) -> None:
        self.hands[self.turn] |= 1 << self.stock.pop()
        self.taken = -1
        self.forced = False
        self.phase = Phase.DISCARD

    def pass_upcard(self) -> None:
        self.passes += 1
        if self.passes == 1:
            self.turn = 1 - self.turn
        else:
            self.turn = 1 - self.dealer
            self.forced = True
            self.phase = Phase.DRAW

    def discard(self, card: int) -> bool:
        """Throw a card; True when that made the hand void (the stock is down to the floor)."""
        self.hands[self.turn] &= ~(1 << card)
        self.pile.append(card)
        if self.turn == self.viewer and self.first_discard < 0:
            self.first_discard = card
        self.taken = -1
        if len(self.stock) <= STOCK_FLOOR:
            return True
        self.turn = 1 - self.turn
        self.phase = Phase.DRAW
        return False

    # ----------------------------------------------------------------- play
    def apply(self, action: Action) -> Outcome | None:
        """Perform one model action of the player to move; an Outcome if it ends the hand."""
        if isinstance(action, TakeUpcard | DrawDiscard):
            self.take()
        elif isinstance(action, Pass):
            self.pass_upcard()
        elif isinstance(action, DrawStock):
            self.draw_stock()
        elif isinstance(action, BigGin):
            return self.finish(self.turn, self.hands[self.turn], gin=True, big=True)
        elif isinstance(action, Knock):  # Gin is a Knock
            rest = self.hands[self.turn] & ~(1 << action.card.index)
            return self.finish(self.turn, rest, gin=min_deadwood(rest) == 0, big=False)
        elif isinstance(action, Discard):
            if self.discard(action.card.index):
                return Outcome(0.0, None, False, self.fed)
        else:
            raise ValueError(f"cannot simulate {action!r}")
        return None

    def play_out(self) -> Outcome:
        """Both seats follow the fixed policy to the end of the hand.

        Two seats that each take the other's discard can pass cards back and forth for
        ever without touching the stock (a review of a hand against Intermediate ran
        for hours on one play-out, benchmarks/hint_review.py): after ``MAX_PLIES``
        discards the play-out counts as void, as the computer's own do."""
        plies = 0
        while True:
            p = self.turn
            hand = self.hands[p]
            if self.phase is Phase.UPCARD:
                if policy_draw(hand, self.pile[-1]):
                    self.take()
                else:
                    self.pass_upcard()
                continue
            if self.phase is Phase.DRAW:
                top = self.pile[-1] if self.pile and not self.forced else -1
                if policy_draw(hand, top):
                    self.take()
                else:
                    self.draw_stock()
                continue
            if self.rules.big_gin_allowed and min_deadwood(hand) == 0:
                return self.finish(p, hand, gin=True, big=True)
            card, deadwood = policy_discard(hand, self.taken)
            if deadwood <= self.limit:
                rest = hand & ~(1 << card)
                return self.finish(p, rest, gin=deadwood == 0, big=False)
            plies += 1
            if self.discard(card) or plies >= MAX_PLIES:
                return Outcome(0.0, None, False, self.fed)

    def finish(self, knocker: int, kept: int, *, gin: bool, big: bool) -> Outcome:
        """Score a knock or gin as the model does: the knocker's arrangement, best layoffs."""
        rules = self.rules
        defender_cards = from_mask(self.hands[1 - knocker])
        known = 0
        for i in self.pile:
            known |= 1 << i
        melding = knocker_arrangement(from_mask(kept), known)
        if gin and not rules.layoff_on_gin:
            defender_dw = min_deadwood(self.hands[1 - knocker])
        else:
            defender_dw = best_layoffs(defender_cards, melding.melds).deadwood_count
        result = score_hand(
            rules,
            knocker=knocker,
            knocker_deadwood=melding.deadwood_count,
            defender_deadwood=defender_dw,
            gin=gin,
            big_gin=big,
            doubled=self.doubled,
        )
        points = float(result.points_for(self.viewer))
        undercut = result.winner is not None and result.winner != knocker
        return Outcome(points, knocker, undercut, self.fed)


def evaluate(view: PlayerView, action: Action, worlds: Sequence[World]) -> list[Outcome]:
    """The outcome of ``action`` in each world, the rest played by the fixed policy."""
    out = []
    for world in worlds:
        table = Table(view, world)
        ended = table.apply(action)
        out.append(ended if ended is not None else table.play_out())
    return out


__all__ = [
    "Outcome",
    "Table",
    "World",
    "evaluate",
    "policy_discard",
    "policy_draw",
    "policy_move",
    "sample_worlds",
]

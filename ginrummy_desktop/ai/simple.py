"""The two easy levels: Beginner (plausible, misses chances) and Intermediate (the baseline)."""

from __future__ import annotations

import random

from ..model import (
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Gin,
    Knock,
    Pass,
    PlayerView,
    TakeUpcard,
)
from ..model.deadwood import best_discard_indices as best_discards
from ..model.deadwood import min_deadwood
from .base import Decision, Player, Reason, stock_only
from .masks import CARD_VALUE, card, in_some_meld, mask_of


def end_turn(view: PlayerView, idx: int, deadwood: int, *, knock: bool, reason: Reason) -> Decision:
    """Throw card ``idx`` away, as a gin or knock when allowed and wanted."""
    c = card(idx)
    p = view.player
    if knock:
        if deadwood == 0 and Gin(p, c) in view.legal:
            return Decision(Gin(p, c), Reason.GIN, (c.code,))
        if Knock(p, c) in view.legal:
            return Decision(Knock(p, c), Reason.KNOCK_NOW, (str(deadwood), c.code))
    return Decision(Discard(p, c), reason, (c.code, str(deadwood)))


def big_gin(view: PlayerView) -> Decision | None:
    bg = BigGin(view.player)
    if bg in view.legal:
        return Decision(bg, Reason.BIG_GIN)
    return None


class Intermediate(Player):
    """The well-known simple baseline, exactly.

    Takes the face-up card only if it belongs to some meld of hand plus that card,
    otherwise draws from the stock; discards at random one of the cards that leave
    the least deadwood (never the card just taken); knocks as soon as it may; lays
    off optimally (the shared layoff logic of :class:`Player`).
    """

    name = "intermediate"

    def upcard(self, view: PlayerView) -> Decision:
        up = view.top_discard
        if up is not None and in_some_meld(mask_of(view.hand), up.index):
            return Decision(TakeUpcard(view.player), Reason.UPCARD_MAKES_MELD, (up.code,))
        return Decision(Pass(view.player), Reason.UPCARD_NO_USE)

    def draw(self, view: PlayerView) -> Decision:
        forced = stock_only(view)
        if forced is not None:
            return forced
        top = view.top_discard
        take = DrawDiscard(view.player)
        if top is not None and take in view.legal and in_some_meld(mask_of(view.hand), top.index):
            return Decision(take, Reason.DISCARD_MAKES_MELD, (top.code,))
        return Decision(DrawStock(view.player), Reason.DRAW_UNKNOWN)

    def discard(self, view: PlayerView) -> Decision:
        bg = big_gin(view)
        if bg is not None:
            return bg
        hand = mask_of(view.hand)
        exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
        best, cands = best_discards(hand, exclude=exclude)
        idx = self.rng_for(view).choice(cands)
        return end_turn(view, idx, best, knock=True, reason=Reason.LOWEST_DEADWOOD)


class Beginner(Player):
    """Plays legally and plausibly but misses chances: a gentle learner's opponent.

    It sees a meld-making card only some of the time, throws a high unmelded card
    rather than the best one now and then, and knocks only on low deadwood.
    """

    name = "beginner"
    notice = 0.6  # chance of noticing that a face-up card completes a meld
    sloppy = 0.35  # chance of throwing a plausible but not the best card

    def _takes(self, view: PlayerView, rng: random.Random) -> bool:
        top = view.top_discard
        return (
            top is not None
            and in_some_meld(mask_of(view.hand), top.index)
            and rng.random() < self.notice
        )

    def upcard(self, view: PlayerView) -> Decision:
        if self._takes(view, self.rng_for(view)):
            top = view.top_discard
            assert top is not None
            return Decision(TakeUpcard(view.player), Reason.UPCARD_MAKES_MELD, (top.code,))
        return Decision(Pass(view.player), Reason.UPCARD_NO_USE)

    def draw(self, view: PlayerView) -> Decision:
        forced = stock_only(view)
        if forced is not None:
            return forced
        take = DrawDiscard(view.player)
        if take in view.legal and self._takes(view, self.rng_for(view)):
            top = view.top_discard
            assert top is not None
            return Decision(take, Reason.DISCARD_MAKES_MELD, (top.code,))
        return Decision(DrawStock(view.player), Reason.DRAW_UNKNOWN)

    def discard(self, view: PlayerView) -> Decision:
        bg = big_gin(view)
        if bg is not None:
            return bg
        rng = self.rng_for(view)
        hand = mask_of(view.hand)
        exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
        best, cands = best_discards(hand, exclude=exclude)
        idx = rng.choice(cands)
        reason = Reason.LOWEST_DEADWOOD
        if best > 0 and rng.random() < self.sloppy:
            # A learner's habit: get rid of a high card that is in no meld now,
            # even when another throw would have kept more chances.
            loose = [
                i
                for i in range(52)
                if (hand >> i) & 1
                and not (exclude >> i) & 1
                and not in_some_meld(hand & ~(1 << i), i)
                and CARD_VALUE[i] >= 6
            ]
            if loose:
                idx = rng.choice(loose)
                reason = Reason.HIGH_CARD_OUT
        deadwood = min_deadwood(hand & ~(1 << idx))
        # Knocks only when the deadwood is clearly low; always takes a gin.
        knock = deadwood == 0 or deadwood <= min(view.knock_limit, rng.choice((3, 5, 7)))
        return end_turn(view, idx, deadwood, knock=knock, reason=reason)

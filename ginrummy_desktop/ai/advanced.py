"""The Advanced level: card tracking, meld-chance evaluation, safe discards, timed knocks."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import DrawDiscard, DrawStock, Pass, PlayerView, TakeUpcard
from ..model.deadwood import min_deadwood, min_deadwood_after_discard
from .base import Decision, Player, Reason, stock_only
from .knowledge import Knowledge, feed_risk, knowledge_of
from .masks import CARD_VALUE, bits, card, in_some_meld, meld_makers, neighbours
from .simple import big_gin, end_turn


@dataclass(frozen=True, slots=True)
class Style:
    """The tunable weights of the evaluation (one place, so tuning runs can vary them).

    The defaults come from tuning runs against Intermediate (400 games each):
    a patient knock pays most, because a player who knocks as soon as it may
    runs into undercuts against a hand kept at low deadwood.
    """

    lookahead: float = 0.85  # weight of the expected deadwood after one more draw
    feed_weight: float = 3.0  # deadwood points a discard that completes their meld costs
    knock_max: int = 2  # knock with at most this much deadwood (gin always)
    endgame_stock: int = 0  # with this few stock cards left, knock with anything allowed


class Evaluator:
    """Scores hands by deadwood now and expected deadwood after the next stock draw."""

    def __init__(self, k: Knowledge, style: Style) -> None:
        self.k = k
        self.style = style
        # Only cards that may still come from the stock matter for the lookahead.
        self.outs = [
            (1 << i, k.p_stock[i], CARD_VALUE[i]) for i in bits(k.unseen) if k.p_stock[i] > 0.0
        ]
        self._cache: dict[int, float] = {}

    def value(self, hand: int) -> float:
        """Lower is better: a blend of deadwood now and after one more draw."""
        v = self._cache.get(hand)
        if v is not None:
            return v
        dw = min_deadwood(hand)
        near = meld_makers(hand)
        # A drawn card that completes no meld is deadwood itself: keep it and throw
        # the best other card, or throw it back. That is exact and needs no search,
        # so only the cards that complete a meld are searched.
        shed = min_deadwood_after_discard(hand)
        expected = 0.0
        for b, p, value in self.outs:
            if b & near:
                expected += p * min_deadwood_after_discard(hand | b)
            else:
                expected += p * min(dw, value + shed)
        if not self.outs:
            expected = dw
        look = self.style.lookahead
        v = (1.0 - look) * dw + look * expected
        self._cache[hand] = v
        return v

    def best_keep(self, hand11: int, exclude: int = 0) -> tuple[float, int]:
        """The best value reachable by one discard from 11 cards, and that discard."""
        best = (1e9, -1)
        m = hand11 & ~exclude
        while m:
            low = m & -m
            m ^= low
            v = self.value(hand11 ^ low)
            if v < best[0]:
                best = (v, low.bit_length() - 1)
        return best

    def stock_value(self, hand10: int) -> float:
        """Expected value of the hand after drawing from the stock and discarding well.

        For speed the discard after each possible draw is picked by deadwood first
        and only the equally good discards are scored by :meth:`value`.
        """
        total = 0.0
        keep = self.value(hand10)
        dw10 = min_deadwood(hand10)
        for b, p, _ in self.outs:
            h = hand10 | b
            if min_deadwood_after_discard(h) >= dw10:
                # A draw that cannot lower the deadwood goes straight back: most
                # draws are like this, and skipping them saves most of the work.
                total += p * keep
                continue
            best = 1 << 30
            ties: list[int] = []
            m = h
            while m:
                low = m & -m
                m ^= low
                dw = min_deadwood(h ^ low)
                if dw < best:
                    best, ties = dw, [low]
                elif dw == best:
                    ties.append(low)
            total += p * min(self.value(h ^ t) for t in ties)
        return total if self.outs else self.value(hand10)


@dataclass(frozen=True)
class DrawValues:
    """Taking the face-up card (keeping the best ten after it) against drawing from
    the stock, as evaluator values: lower is better."""

    k: Knowledge
    ev: Evaluator
    take: float
    keep: int  # the card to throw after taking the face-up one (-1: no face-up card)
    stock: float

    @property
    def take_is_better(self) -> bool:
        return self.take < self.stock - 1e-9


class Advanced(Player):
    """Tracks every card seen, scores draws by meld chances, keeps safe discards and
    times its knock against the undercut risk."""

    name = "advanced"

    def __init__(self, *, seed: int = 0, style: Style | None = None) -> None:
        super().__init__(seed=seed)
        self.style = style or Style()

    # ---------------------------------------------------------------- drawing
    def _draw_values(self, view: PlayerView) -> DrawValues:
        """The face-up card against the stock, valued once for every draw decision."""
        k = knowledge_of(view)
        ev = Evaluator(k, self.style)
        top = k.top
        if top < 0:
            return DrawValues(k, ev, float("inf"), -1, 0.0)
        take, keep = ev.best_keep(k.hand | (1 << top), exclude=1 << top)
        return DrawValues(k, ev, take, keep, ev.stock_value(k.hand))

    def _draw_reason(self, k: Knowledge) -> tuple[Reason, tuple[str, ...]]:
        code = card(k.top).code
        if in_some_meld(k.hand, k.top):
            return Reason.DISCARD_MAKES_MELD, (code,)
        if neighbours(k.top) & k.hand:
            return Reason.DISCARD_IMPROVES, (code,)
        # Near no card of the hand, the card brings no meld closer: "closer to melds"
        # was said of a 3♠ that only lowered the deadwood (play-test h160).
        if min_deadwood_after_discard(k.hand | (1 << k.top)) < min_deadwood(k.hand):
            return Reason.DISCARD_LOWERS, (code,)
        return Reason.PLAUSIBLE, (code,)

    def upcard(self, view: PlayerView) -> Decision:
        d = self._draw_values(view)
        k = d.k
        if d.take_is_better:
            reason, detail = self._draw_reason(k)
            if reason is Reason.DISCARD_MAKES_MELD:
                reason = Reason.UPCARD_MAKES_MELD
            return Decision(TakeUpcard(view.player), reason, detail)
        return Decision(Pass(view.player), Reason.UPCARD_NO_USE)

    def draw(self, view: PlayerView) -> Decision:
        forced = stock_only(view)
        if forced is not None:
            return forced
        return self._draw_by_value(view, self._draw_values(view))

    def _draw_by_value(self, view: PlayerView, d: DrawValues) -> Decision:
        if d.take_is_better:
            reason, detail = self._draw_reason(d.k)
            return Decision(DrawDiscard(view.player), reason, detail)
        return Decision(DrawStock(view.player), Reason.DRAW_UNKNOWN)

    # ------------------------------------------------------------- discarding
    def discard(self, view: PlayerView) -> Decision:
        bg = big_gin(view)
        if bg is not None:
            return bg
        k, ev, hand, exclude = self._discard_inputs(view)
        knock_dw, knock_card = self._knock_option(hand, exclude, ev)
        if knock_dw <= view.knock_limit:
            knock, reason = self.wants_knock(view, k, knock_dw)
            if knock:
                return end_turn(view, knock_card, knock_dw, knock=True, reason=reason)
        idx, reason = self.choose_discard(hand, exclude, k, ev)
        dw = min_deadwood(hand & ~(1 << idx))
        if knock_dw <= view.knock_limit:
            _, reason = self.wants_knock(view, k, knock_dw)
        return end_turn(view, idx, dw, knock=False, reason=reason)

    def _discard_inputs(self, view: PlayerView) -> tuple[Knowledge, Evaluator, int, int]:
        """What a discard decision starts from: the knowledge, its evaluator, the hand
        and the card that may not go (the one just taken from the pile), as masks."""
        k = knowledge_of(view)
        exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
        return k, Evaluator(k, self.style), k.hand, exclude

    def _knock_option(self, hand: int, exclude: int, ev: Evaluator) -> tuple[int, int]:
        """Least deadwood after a discard; among equal ones, the best-valued card."""
        best = 1 << 30
        choice = -1
        best_v = 1e9
        m = hand & ~exclude
        while m:
            low = m & -m
            m ^= low
            dw = min_deadwood(hand ^ low)
            if dw < best or (dw == best and ev.value(hand ^ low) < best_v):
                best, choice = dw, low.bit_length() - 1
                best_v = ev.value(hand ^ low)
        return best, choice

    def scored_discards(
        self, hand: int, exclude: int, k: Knowledge, ev: Evaluator
    ) -> list[tuple[float, int]]:
        """Every allowed discard with its score (lower is better), best first."""
        w = self.style.feed_weight
        scored = [
            (ev.value(hand & ~(1 << i)) + w * self.feed_chance(k, i), i)
            for i in bits(hand & ~exclude)
        ]
        scored.sort()
        return scored

    def feed_chance(self, k: Knowledge, idx: int) -> float:
        """The chance that the opponent's hand melds with card ``idx``, as the
        discards are scored (benchmarks/oracle_bound.py tells it the truth)."""
        return feed_risk(k, idx)

    def choose_discard(
        self, hand: int, exclude: int, k: Knowledge, ev: Evaluator
    ) -> tuple[int, Reason]:
        scored = self.scored_discards(hand, exclude, k, ev)
        idx = scored[0][1]
        plain = min((ev.value(hand & ~(1 << i)), i) for _, i in scored)[1]
        lowest = min(min_deadwood(hand & ~(1 << i)) for _, i in scored)
        if plain != idx:
            return idx, Reason.SAFE_DISCARD
        if min_deadwood(hand & ~(1 << idx)) > lowest:
            return idx, Reason.KEEP_PARTIAL_MELD
        if CARD_VALUE[idx] >= 8:
            return idx, Reason.HIGH_CARD_OUT
        return idx, Reason.LOWEST_DEADWOOD

    # ---------------------------------------------------------------- knocking
    def wants_knock(self, view: PlayerView, k: Knowledge, deadwood: int) -> tuple[bool, Reason]:
        """Knock only on very low deadwood, unless the stock is nearly gone.

        Holding a low hand rather than knocking on, say, 8 gives up little: an
        opponent who knocks into it is undercut, and gin is often a draw or two
        away. Near the end of the stock the hand would be void, so any allowed
        knock is better than nothing.
        """
        if deadwood == 0:
            return True, Reason.GIN
        s = self.style
        allowed = min(view.knock_limit, s.knock_max)
        if view.stock_size <= s.endgame_stock:
            allowed = view.knock_limit
        if deadwood <= allowed:
            return True, Reason.KNOCK_NOW
        return False, Reason.WAIT_FOR_GIN if deadwood <= 4 else Reason.UNDERCUT_RISK

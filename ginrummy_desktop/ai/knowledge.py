"""What a player can infer from its view: unseen cards and the opponent's likely hand."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..model.deadwood import min_deadwood
from ..model.events import EventKind
from ..model.view import PlayerView
from .masks import CARD_VALUE, FULL_DECK, PARTNERS, bits, in_some_meld, mask_of, neighbours

# How much one piece of evidence moves the odds that the opponent holds a card.
# Picking a card up says the opponent keeps cards that meld with it; discarding
# or declining one says it probably keeps none of its partners.
PICKED_NEIGHBOUR = 2.0
DISCARDED_NEIGHBOUR = 0.65
DECLINED_NEIGHBOUR = 0.75


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Masks of what is known, and per-card odds for the cards not seen."""

    hand: int
    pile: int  # every card in the discard pile (the top one included)
    top: int  # index of the top discard, or -1
    opp_known: int  # cards known to be in the opponent's hand
    opp_picked: int
    opp_declined: int
    opp_discards: int
    unseen: int  # neither in my hand, nor in the pile, nor known in the opponent's
    opp_unknown: int  # how many of the opponent's cards are among the unseen
    stock_size: int
    p_opp: tuple[float, ...]  # per card: chance the opponent holds it (1 for known cards)
    p_stock: tuple[float, ...]  # per card: chance it is the next stock card

    @property
    def unseen_count(self) -> int:
        return self.unseen.bit_count()


def opponent_stock_draws(view: PlayerView, cap: int) -> int:
    """How many cards the opponent has drawn from the stock this hand, at most ``cap``:
    the history a guess of its hand replays (:func:`sample_played_hand`)."""
    drawn = sum(
        1 for e in view.log if e.kind is EventKind.STOCK_DRAWN and e.player == view.opponent
    )
    return min(drawn, cap)


# How an opponent's earlier hands of the game read, at the knock limit of 10 (printed
# by benchmarks/opponent_read.py; these from an Advanced player against each level,
# 200 games against Intermediate, 120 against Expert). When we knocked, the Expert had
# kept a hand it could have knocked with 70% of the time, the Intermediate (which knocks
# as soon as it may) never. Of their own knocks the Intermediate's were 2% gin, 10%
# with 1 or 2 deadwood and 88% with 3 or more; the Expert's 40%, 35% and 25%.
# Each pair is (a hasty opponent, a waiting one).
PASSED_KNOCK = (0.02, 0.7)  # kept a knockable hand, when we knocked
KNOCK_COUNT = ((0.02, 0.40), (0.10, 0.35), (0.88, 0.25))  # its knock: gin, 1-2, 3+
HASTE_PRIOR = 0.5  # before any evidence
MEASURED_LIMIT = 10  # the knock limit the figures above are for


def opponent_haste(view: PlayerView) -> float:
    """The chance that the opponent knocks as soon as it may, read from the earlier
    hands of this game (:class:`~ginrummy_desktop.model.view.EarlierHand`).

    A hasty player never shows, at the end of a hand, a hand it could have knocked
    with at its last discard; a waiting one often does. A hasty player knocks with
    whatever count it reaches and seldom goes gin; a waiting one mostly knocks low.
    Only a kept knock is read at a lower knock limit (Oklahoma's, or gin only): the
    rest was measured at 10, and under a low limit a waiting player seldom holds a
    knockable hand it would keep, nor knocks high, so their absence says nothing.
    """
    hasty, waiting = HASTE_PRIOR, 1.0 - HASTE_PRIOR
    for h in view.earlier_hands:
        measured = h.knock_limit >= MEASURED_LIMIT
        if h.knocker == view.player and (h.defender_passed_knock or measured):
            passed = h.defender_passed_knock
            hasty *= PASSED_KNOCK[0] if passed else 1.0 - PASSED_KNOCK[0]
            waiting *= PASSED_KNOCK[1] if passed else 1.0 - PASSED_KNOCK[1]
        elif h.knocker == view.opponent and measured:
            kind = 0 if h.knocker_deadwood == 0 else 1 if h.knocker_deadwood <= 2 else 2
            hasty *= KNOCK_COUNT[kind][0]
            waiting *= KNOCK_COUNT[kind][1]
    return hasty / (hasty + waiting)


def knowledge_of(view: PlayerView) -> Knowledge:
    hand = mask_of(view.hand)
    pile = mask_of(view.discard_pile)
    top = view.top_discard.index if view.top_discard is not None else -1
    known = mask_of(view.opponent_known)
    picked = mask_of(view.opponent_picked)
    declined = mask_of(view.opponent_declined)
    discards = mask_of(view.opponent_discards)
    unseen = FULL_DECK & ~hand & ~pile & ~known
    opp_unknown = max(0, view.opponent_hand_size - known.bit_count())
    weights = _weights(unseen, known | picked, declined, discards)
    p_opp = [0.0] * 52
    for i in bits(known):
        p_opp[i] = 1.0
    total = sum(weights.values())
    if total > 0 and opp_unknown:
        # Inclusion odds proportional to weight, capped at certainty; the cap leaves
        # the sum a little short of opp_unknown, which is harmless for a heuristic.
        scale = opp_unknown / total
        for i, w in weights.items():
            p_opp[i] = min(1.0, w * scale)
    p_stock = [0.0] * 52
    rest = {i: 1.0 - p_opp[i] for i in weights}
    rest_total = sum(rest.values())
    if rest_total > 0:
        for i, v in rest.items():
            p_stock[i] = v / rest_total
    return Knowledge(
        hand=hand,
        pile=pile,
        top=top,
        opp_known=known,
        opp_picked=picked,
        opp_declined=declined,
        opp_discards=discards,
        unseen=unseen,
        opp_unknown=opp_unknown,
        stock_size=view.stock_size,
        p_opp=tuple(p_opp),
        p_stock=tuple(p_stock),
    )


def _weights(unseen: int, held: int, declined: int, discards: int) -> dict[int, float]:
    weights: dict[int, float] = {}
    held_near = [neighbours(i) for i in bits(held)]
    declined_near = [neighbours(i) for i in bits(declined & ~held)]
    discard_near = [neighbours(i) for i in bits(discards)]
    for i in bits(unseen):
        b = 1 << i
        w = 1.0
        for n in held_near:
            if n & b:
                w *= PICKED_NEIGHBOUR
        for n in declined_near:
            if n & b:
                w *= DECLINED_NEIGHBOUR
        for n in discard_near:
            if n & b:
                w *= DISCARDED_NEIGHBOUR
        weights[i] = w
    return weights


def feed_risk(k: Knowledge, idx: int) -> float:
    """Chance that the opponent already holds two cards that meld with card ``idx``."""
    p = k.p_opp
    miss = 1.0
    for group in PARTNERS[idx]:
        lo = group & -group
        a = lo.bit_length() - 1
        b = (group ^ lo).bit_length() - 1
        miss *= 1.0 - p[a] * p[b]
    return 1.0 - miss


def _weighted_pick(k: Knowledge, rng: random.Random, need: int) -> int:
    """The known cards plus ``need`` unseen ones, drawn by the per-card odds.

    Weighted sampling without replacement by the exponential-key method: each
    unseen card gets key u ** (1 / weight) and the largest keys are kept.
    """
    keyed = []
    for i in bits(k.unseen):
        w = k.p_opp[i]
        if w <= 0.0:
            w = 1e-3
        keyed.append((rng.random() ** (1.0 / w), i))
    keyed.sort(reverse=True)
    hand = k.opp_known
    for _, i in keyed[:need]:
        hand |= 1 << i
    return hand


def sample_opponent_hand(k: Knowledge, rng: random.Random) -> int:
    """One opponent hand consistent with the view, drawn by the per-card odds."""
    if k.opp_unknown <= 0:
        return k.opp_known
    return _weighted_pick(k, rng, k.opp_unknown)


def sample_played_hand(k: Knowledge, rng: random.Random, draws: int) -> int:
    """An opponent hand as it might look after ``draws`` stock draws of good play.

    A plain weighted sample looks like a fresh deal, with far more deadwood than
    a hand that has drawn and discarded for a while; that would make knocking
    look safer than it is. So ``draws`` extra cards are sampled and the ones that
    help least are thrown out again, as the opponent would have done. Cards known
    to be in the opponent's hand always stay.
    """
    extra = max(0, min(draws, k.unseen_count - k.opp_unknown - 2))
    need = k.opp_unknown + extra
    if need <= 0:
        return k.opp_known
    hand = _weighted_pick(k, rng, need)
    for _ in range(extra):
        best = 1 << 30
        drop = 0
        m = hand & ~k.opp_known
        while m:
            low = m & -m
            m ^= low
            v = min_deadwood(hand ^ low)
            if v < best:
                best, drop = v, low
        hand ^= drop
    return hand


# Of the opponent's stock draws, about this share stays in its hand (the rest it throws
# again): how likely a card of its hand now came in after a given moment.
KEPT_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class Passes:
    """The opponent's choices this hand that say which pairs of cards it did *not* hold.

    A player takes a face-up card that completes a meld of its hand, and does not throw
    a card out of a meld; so a card it passed over or threw away says that it held no
    two cards making a meld with that card *then*. Each choice is kept with the number
    of the opponent's stock draws after it (a card of its hand now may have come in
    since), and with the cards it had taken from the pile by then.
    """

    # (card, stock draws since, cards taken from the pile and still held by then)
    declined: tuple[tuple[int, int, int], ...]
    thrown: tuple[tuple[int, int, int], ...]  # likewise, for the cards it discarded
    draws: int  # the opponent's stock draws this hand


def opponent_passes(view: PlayerView) -> Passes:
    """The face-up cards the opponent passed over and the cards it threw, this hand."""
    other = view.opponent
    declined: list[tuple[int, int, int]] = []
    thrown: list[tuple[int, int, int]] = []
    pile: list[int] = []
    picked = 0
    draws = 0
    previous: EventKind | None = None
    for e in view.log:
        if e.kind is EventKind.DEALT and e.card is not None:
            pile = [e.card.index]
        elif e.kind in (EventKind.UPCARD_TAKEN, EventKind.DISCARD_DRAWN):
            if pile:
                pile.pop()
            if e.player == other and e.card is not None:
                picked |= 1 << e.card.index
        elif e.kind is EventKind.UPCARD_PASSED:
            if e.player == other and e.card is not None:
                declined.append((e.card.index, draws, picked))
        elif e.kind is EventKind.STOCK_DRAWN and e.player == other:
            # A forced draw after both passed the first upcard says nothing.
            if pile and previous is not EventKind.UPCARD_PASSED:
                declined.append((pile[-1], draws, picked))
            draws += 1
        elif e.kind is EventKind.DISCARDED and e.card is not None:
            pile.append(e.card.index)
            if e.player == other:
                # A card taken and thrown again is not held from now on: "by then"
                # is the cards taken from the pile and still in the hand.
                picked &= ~(1 << e.card.index)
                thrown.append((e.card.index, draws, picked))
        previous = e.kind
    return Passes(
        tuple((c, draws - d, p) for c, d, p in declined),
        tuple((c, draws - d, p) for c, d, p in thrown),
        draws,
    )


def pick_by_weight(weights: list[float], rng: random.Random) -> int:
    """An index drawn with chances proportional to ``weights`` (uniform if none is
    above 0)."""
    total = sum(weights)
    if total <= 0.0:
        return rng.randrange(len(weights))
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0.0:
            return i
    return len(weights) - 1


def passes_weight(
    hand: int,
    passes: Passes,
    picked: int,
    strength: float,
    greed: float = 0.0,
    lone_only: bool = False,
) -> float:
    """How well a guessed opponent ``hand`` fits its passes: the chance, up to a
    constant, that a player holding it would have made them.

    For each pair of ``hand`` that melds with a card the opponent passed over or
    threw, the pair was (probably) in its hand then unless a card of it came in later:
    a card taken from the pile after the choice certainly did; any other card of the
    hand did with a chance that grows with the stock draws since. Each such pair
    multiplies the weight by one less ``strength`` times the chance the pair was held
    (``strength`` 1: such a hand is impossible).

    With ``greed``, a card of ``hand`` in no meld of it and worth more than a card
    the opponent threw was (probably) not in its hand then: a player who throws its
    highest deadwood would have thrown it instead. Each such card multiplies the
    weight by one less ``greed`` times the chance it was held. With ``lone_only`` only
    cards with no partner in ``hand`` (and worth over 2 more than the thrown card)
    count: a patient player keeps a high card that waits beside another.
    """
    unknown = max(1, (hand & ~picked).bit_count())
    w = 1.0
    for choices in (passes.declined, passes.thrown):
        for c, since, by_then in choices:
            if hand >> c & 1:
                continue
            stay = 1.0 - min(1.0, KEPT_SHARE * since / unknown)
            for g in PARTNERS[c]:
                if hand & g != g:
                    continue
                if g & picked & ~by_then:
                    continue  # a card of the pair was taken from the pile later
                w *= max(0.0, 1.0 - strength * stay ** (g & ~picked).bit_count())
    if greed <= 0.0 or not passes.thrown:
        return w
    loose = [x for x in bits(hand) if not in_some_meld(hand & ~(1 << x), x)]
    if lone_only:
        loose = [x for x in loose if not hand & neighbours(x)]
    margin = 2 if lone_only else 0
    for c, since, by_then in passes.thrown:
        stay = 1.0 - min(1.0, KEPT_SHARE * since / unknown)
        for x in loose:
            if CARD_VALUE[x] <= CARD_VALUE[c] + margin:
                continue
            if (picked & ~by_then) >> x & 1:
                continue  # taken from the pile later
            if (picked & by_then) >> x & 1:
                w *= max(0.0, 1.0 - greed)  # it was held then
            else:
                w *= max(0.0, 1.0 - greed * stay)
    return w

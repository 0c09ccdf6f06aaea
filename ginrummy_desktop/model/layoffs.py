"""Laying off: which defender cards fit the knocker's melds, and the best plan."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import DECK, Card, to_mask
from .deadwood import min_deadwood
from .melds import Meld, Melding, MeldKind, best_melding


@dataclass(frozen=True, slots=True)
class Layoff:
    card: Card
    meld_index: int  # index into the knocker's melds


@dataclass(frozen=True, slots=True)
class LayoffPlan:
    """The defender's best play: layoffs in a valid order, then their own melding."""

    layoffs: tuple[Layoff, ...]
    melding: Melding

    @property
    def deadwood_count(self) -> int:
        return self.melding.deadwood_count


def _meld_options(meld: Meld, hand_mask: int) -> list[tuple[Card, ...]]:
    """Ways one meld can take cards from the hand, each in an order that can be played."""
    options: list[tuple[Card, ...]] = [()]
    if meld.kind is MeldKind.SET:
        if len(meld.cards) < 4:
            r: int = meld.cards[0].rank
            for s in range(4):
                idx = s * 13 + r - 1
                card = DECK[idx]
                if card not in meld.cards and (hand_mask >> idx) & 1:
                    options.append((card,))
        return options
    s = meld.cards[0].suit
    below: list[Card] = []
    r = meld.cards[0].rank - 1
    while r >= 1 and (hand_mask >> (s * 13 + r - 1)) & 1:
        below.append(DECK[s * 13 + r - 1])
        r -= 1
    above: list[Card] = []
    r = meld.cards[-1].rank + 1
    while r <= 13 and (hand_mask >> (s * 13 + r - 1)) & 1:
        above.append(DECK[s * 13 + r - 1])
        r += 1
    options = []
    for nb in range(len(below) + 1):
        for na in range(len(above) + 1):
            options.append(tuple(below[:nb]) + tuple(above[:na]))
    return options


def best_layoffs(defender: Iterable[Card], knocker_melds: Sequence[Meld]) -> LayoffPlan:
    """The layoffs and own melds that leave the defender the least deadwood.

    Every combination of per-meld extensions is tried (they are few); among equal
    deadwood the plan with fewer layoffs wins, so the defender keeps own melds.
    """
    hand = list(defender)
    hand_mask = to_mask(hand)
    per_meld = [_meld_options(m, hand_mask) for m in knocker_melds]
    best_key: tuple[int, int] | None = None
    best_combo: tuple[tuple[Card, ...], ...] = tuple(() for _ in knocker_melds)
    for combo in itertools.product(*per_meld):
        used = 0
        ok = True
        for option in combo:
            for c in option:
                b = 1 << c.index
                if used & b:
                    ok = False
                    break
                used |= b
            if not ok:
                break
        if not ok:
            continue
        key = (min_deadwood(hand_mask & ~used), used.bit_count())
        if best_key is None or key < best_key:
            best_key = key
            best_combo = combo
    layoffs = tuple(Layoff(c, i) for i, option in enumerate(best_combo) for c in option)
    laid = {lo.card for lo in layoffs}
    melding = best_melding([c for c in hand if c not in laid])
    return LayoffPlan(layoffs, melding)


def apply_layoff(melds: Sequence[Meld], layoff: Layoff) -> tuple[Meld, ...]:
    """The knocker's melds after one layoff (raises ValueError if it does not fit)."""
    if not 0 <= layoff.meld_index < len(melds):
        raise ValueError("no such meld")
    out = list(melds)
    out[layoff.meld_index] = out[layoff.meld_index].extended(layoff.card)
    return tuple(out)


def layoff_targets(card: Card, melds: Sequence[Meld]) -> list[int]:
    """Indices of the melds this card could be laid off on now."""
    return [i for i, m in enumerate(melds) if m.accepts(card)]

"""The fast minimum-deadwood core, on 52-bit hand masks.

A hand is an int whose bit ``suit * 13 + rank - 1`` is set for every card held.
Runs never leave a suit, so the best use of runs in one suit depends only on that
suit's 13-bit mask: it is precomputed for all 8192 masks. Sets are the only thing
that crosses suits; the few ranks held three or four times are enumerated. This
gives the exact minimum with a handful of table look-ups per hand.
"""

from __future__ import annotations

RANK_VALUES: tuple[int, ...] = tuple(min(r + 1, 10) for r in range(13))
SUIT_MASK = 0x1FFF
_NO_CARD = -1000  # gain of discarding from an empty suit: never the best choice


def _build_tables() -> tuple[list[int], list[int]]:
    runs_only = [0] * 8192
    for mask in range(1, 8192):
        low = (mask & -mask).bit_length() - 1
        # Either the lowest card is deadwood, or it starts a run of 3+ (a run
        # containing the lowest card of the suit must start at it).
        best = RANK_VALUES[low] + runs_only[mask & ~(1 << low)]
        run = 0
        k = low
        while k < 13 and (mask >> k) & 1:
            run |= 1 << k
            if k - low >= 2:
                rest = runs_only[mask & ~run]
                if rest < best:
                    best = rest
            k += 1
        runs_only[mask] = best
    gain = [_NO_CARD] * 8192
    for mask in range(1, 8192):
        after = min(runs_only[mask & ~(1 << r)] for r in range(13) if (mask >> r) & 1)
        gain[mask] = runs_only[mask] - after
    return runs_only, gain


RUNS_ONLY, DISCARD_GAIN = _build_tables()
"""RUNS_ONLY[m]: least deadwood of one suit's cards m using runs alone.
DISCARD_GAIN[m]: how much that falls when the best card of m is thrown away."""


def _with_sets(r3: int, a: int, b: int, c: int, d: int, _t: list[int] = RUNS_ONLY) -> int:
    low = r3 & -r3
    rest = r3 ^ low
    best = _with_sets(rest, a, b, c, d) if rest else _t[a] + _t[b] + _t[c] + _t[d]
    na, nb, nc, nd = a & ~low, b & ~low, c & ~low, d & ~low
    options = [(na, nb, nc, nd)]
    if a & b & c & d & low:
        options += [(a, nb, nc, nd), (na, b, nc, nd), (na, nb, c, nd), (na, nb, nc, d)]
    for oa, ob, oc, od in options:
        v = _with_sets(rest, oa, ob, oc, od) if rest else _t[oa] + _t[ob] + _t[oc] + _t[od]
        if v < best:
            best = v
    return best


def min_deadwood(mask: int, _t: list[int] = RUNS_ONLY) -> int:
    """Least deadwood count of a hand (any number of cards)."""
    a = mask & 8191
    b = (mask >> 13) & 8191
    c = (mask >> 26) & 8191
    d = mask >> 39
    r3 = (a & b & (c | d)) | (c & d & (a | b))
    if not r3:
        return _t[a] + _t[b] + _t[c] + _t[d]
    return _with_sets(r3, a, b, c, d)


def _discard_with_sets(
    r3: int, a: int, b: int, c: int, d: int, _t: list[int] = RUNS_ONLY, _g: list[int] = DISCARD_GAIN
) -> int:
    low = r3 & -r3
    rest = r3 ^ low
    if rest:
        best = _discard_with_sets(rest, a, b, c, d)
    else:
        best = _t[a] + _t[b] + _t[c] + _t[d] - max(_g[a], _g[b], _g[c], _g[d])
    na, nb, nc, nd = a & ~low, b & ~low, c & ~low, d & ~low
    options = [(na, nb, nc, nd)]
    if a & b & c & d & low:
        options += [(a, nb, nc, nd), (na, b, nc, nd), (na, nb, c, nd), (na, nb, nc, d)]
    for oa, ob, oc, od in options:
        if rest:
            v = _discard_with_sets(rest, oa, ob, oc, od)
        else:
            v = _t[oa] + _t[ob] + _t[oc] + _t[od] - max(_g[oa], _g[ob], _g[oc], _g[od])
        if v < best:
            best = v
    return best


def min_deadwood_after_discard(
    mask: int, _t: list[int] = RUNS_ONLY, _g: list[int] = DISCARD_GAIN
) -> int:
    """Least deadwood left after throwing away the best card (for 11-card hands).

    Removing one card only changes its own suit's runs; a card taken from a set is
    covered by the enumeration of smaller sets. So the best discard is the largest
    per-suit gain, with the sets fixed.
    """
    a = mask & 8191
    b = (mask >> 13) & 8191
    c = (mask >> 26) & 8191
    d = mask >> 39
    r3 = (a & b & (c | d)) | (c & d & (a | b))
    if not r3:
        return _t[a] + _t[b] + _t[c] + _t[d] - max(_g[a], _g[b], _g[c], _g[d])
    return _discard_with_sets(r3, a, b, c, d)


def deadwood_without(mask: int, bit: int) -> tuple[int, int]:
    """The least deadwood of the hand ``mask``, and of it without the card ``bit``: a
    defender's layoff that makes the second larger takes the card out of one of their
    own melds (legal, and it costs them)."""
    return min_deadwood(mask), min_deadwood(mask & ~bit)


def discard_values(mask: int) -> list[tuple[int, int]]:
    """For every card of the hand, ``(card_index, deadwood after discarding it)``."""
    out = []
    m = mask
    while m:
        low = m & -m
        out.append((low.bit_length() - 1, min_deadwood(mask ^ low)))
        m ^= low
    return out


def best_discard_indices(mask: int, *, exclude: int = 0) -> tuple[int, list[int]]:
    """Least deadwood after one discard and every card index that reaches it.

    ``exclude`` is a mask of cards that may not be discarded (the card just taken
    from the discard pile).
    """
    best = 1 << 30
    cards: list[int] = []
    a = mask & 8191
    b = (mask >> 13) & 8191
    c = (mask >> 26) & 8191
    d = mask >> 39
    if not ((a & b & (c | d)) | (c & d & (a | b))):
        # No rank is held three times, so no set is possible with or without the
        # discard: each card's value is its own suit's run table after removing it.
        t = RUNS_ONLY
        suits = (a, b, c, d)
        total = t[a] + t[b] + t[c] + t[d]
        for s, sm in enumerate(suits):
            rest = total - t[sm]
            m = sm & ~(exclude >> (13 * s)) & 8191
            while m:
                low = m & -m
                m ^= low
                v = rest + t[sm ^ low]
                if v < best:
                    best = v
                    cards = [13 * s + low.bit_length() - 1]
                elif v == best:
                    cards.append(13 * s + low.bit_length() - 1)
        return best, cards
    m = mask & ~exclude
    while m:
        low = m & -m
        m ^= low
        v = min_deadwood(mask ^ low)
        if v < best:
            best = v
            cards = [low.bit_length() - 1]
        elif v == best:
            cards.append(low.bit_length() - 1)
    return best, cards


def popcount(mask: int) -> int:
    return mask.bit_count()

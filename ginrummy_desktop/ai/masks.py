"""Small helpers on 52-bit card masks shared by the computer players."""

from __future__ import annotations

from ..model.cards import DECK, Card, mask_bits, to_mask
from ..model.deadwood import RANK_VALUES

FULL_DECK = (1 << 52) - 1
# The four cards of each rank, as one mask per rank (0 = aces).
RANK_MASKS: tuple[int, ...] = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))
CARD_VALUE: tuple[int, ...] = tuple(RANK_VALUES[i % 13] for i in range(52))


# The model's helpers under the names the players use.
mask_of = to_mask
bits = mask_bits


def card(index: int) -> Card:
    return DECK[index]


def in_some_meld(mask: int, idx: int) -> bool:
    """Does card ``idx`` belong to some meld of ``mask`` plus that card?

    Any meld counts, not only those of the best melding: this is the baseline's
    test for taking a face-up card.
    """
    m = mask | (1 << idx)
    r = idx % 13
    if (m & RANK_MASKS[r]).bit_count() >= 3:
        return True
    s = idx - r
    suit = (m >> s) & 0x1FFF
    if r >= 2 and (suit >> (r - 2)) & 7 == 7:
        return True
    if 1 <= r <= 11 and (suit >> (r - 1)) & 7 == 7:
        return True
    return r <= 10 and (suit >> r) & 7 == 7


def _build_partners() -> tuple[tuple[int, ...], ...]:
    table = []
    for idx in range(52):
        r = idx % 13
        s = idx - r
        groups: list[int] = []
        others = [t * 13 + r for t in range(4) if t * 13 + r != idx]
        for i in range(3):
            for j in range(i + 1, 3):
                groups.append((1 << others[i]) | (1 << others[j]))
        for lo in (r - 2, r - 1, r):
            if lo >= 0 and lo + 2 <= 12:
                groups.append(sum(1 << (s + k) for k in range(lo, lo + 3) if k != r))
        table.append(tuple(groups))
    return tuple(table)


PARTNERS: tuple[tuple[int, ...], ...] = _build_partners()
"""PARTNERS[i]: masks of the two-card groups that make a three-card meld with card i."""


def neighbours(idx: int) -> int:
    """Cards that could share a meld with ``idx``: same rank, or within two in its suit."""
    r = idx % 13
    s = idx - r
    m = RANK_MASKS[r]
    for k in range(max(0, r - 2), min(12, r + 2) + 1):
        m |= 1 << (s + k)
    return m & ~(1 << idx)


def meld_makers(mask: int) -> int:
    """Cards not in ``mask`` that would complete a three-card (or longer) meld with it."""
    out = 0
    for r in range(13):
        m = mask & RANK_MASKS[r]
        if m and m & (m - 1):  # two or more of this rank
            out |= RANK_MASKS[r]
    for s in (0, 13, 26, 39):
        sm = (mask >> s) & 0x1FFF
        if sm:
            near = ((sm >> 1) & (sm >> 2)) | ((sm << 1) & (sm >> 1)) | ((sm << 1) & (sm << 2))
            out |= (near & 0x1FFF) << s
    return out & ~mask

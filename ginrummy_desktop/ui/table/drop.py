"""A card dropped from a pile into the hand: where it was let go and where in the hand
it goes, sent with the move and handed back with the change the move made."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Drop:
    origin: tuple[float, float]  # the card's top-left on the table when it was let go
    insert_at: int  # its place in the hand's order

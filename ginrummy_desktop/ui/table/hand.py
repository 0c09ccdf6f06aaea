"""The order of the person's cards: sorted by rank, suit or melds, or arranged freely."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...app.settings import SORT_MODES
from ...model import Card, Melding, best_melding


def sort_cards(cards: Iterable[Card], mode: str, melding: Melding | None = None) -> list[Card]:
    cards = list(cards)
    if mode == "rank":
        return sorted(cards, key=lambda c: (c.rank, c.suit))
    if mode == "suit":
        # Alternate colours (clubs, hearts, spades, diamonds) so neighbouring suits differ.
        order = {0: 0, 2: 1, 3: 2, 1: 3}
        return sorted(cards, key=lambda c: (order[int(c.suit)], c.rank))
    if mode == "melds":
        melding = melding or best_melding(cards)
        out = [c for m in melding.melds for c in m.cards]
        out += sorted(melding.deadwood, key=lambda c: (c.rank, c.suit))
        return out
    return cards


class HandArrangement:
    """Keeps the person's chosen order across draws and discards."""

    def __init__(self, mode: str = "melds") -> None:
        self.mode = mode if mode in SORT_MODES else "melds"
        # The sort the person chose (menu, settings): each new deal starts with it,
        # whatever a drag did to the last hand.
        self.chosen = self.mode
        self.order: list[Card] = []

    def update(
        self,
        cards: Sequence[Card],
        melding: Melding | None = None,
        *,
        insert_at: int | None = None,
    ) -> list[Card]:
        """The hand's order now; ``insert_at`` places one new card (a drop)."""
        present = set(cards)
        kept = [c for c in self.order if c in present]
        new = [c for c in cards if c not in kept]
        if insert_at is not None and len(new) == 1:
            kept.insert(max(0, min(insert_at, len(kept))), new[0])
        else:
            kept += new
        self.order = kept if self.mode == "free" else sort_cards(kept, self.mode, melding)
        return list(self.order)

    def set_mode(self, mode: str) -> None:
        if mode in SORT_MODES:
            self.mode = self.chosen = mode

    def move(self, card: Card, index: int) -> None:
        """Put a card at ``index``; arranging by hand switches this hand to free order."""
        if card not in self.order:
            return
        self.order.remove(card)
        self.order.insert(max(0, min(index, len(self.order))), card)
        self.mode = "free"

    def reset(self) -> None:
        """A new deal: no order yet, sorted as chosen."""
        self.order = []
        self.mode = self.chosen

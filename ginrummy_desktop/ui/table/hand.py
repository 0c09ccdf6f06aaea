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


EARLIER_KEPT = 30  # orders kept for undo: more than a hand's moves of the person's


class HandArrangement:
    """Keeps the person's chosen order across draws and discards."""

    def __init__(self, mode: str = "melds") -> None:
        self.mode = mode if mode in SORT_MODES else "melds"
        # The sort the person chose (menu, settings): each new deal starts with it,
        # whatever a drag did to the last hand.
        self.chosen = self.mode
        self.order: list[Card] = []
        # The orders the hand had before its cards last changed, newest last: an undo
        # gives the hand one of them back, and the card taken back goes where it was
        # (an undone discard came back at the right end: play-test h131).
        self._earlier: list[list[Card]] = []
        self._taking_back = False

    def update(
        self,
        cards: Sequence[Card],
        melding: Melding | None = None,
        *,
        insert_at: int | None = None,
    ) -> list[Card]:
        """The hand's order now; ``insert_at`` places one new card (a drop)."""
        present = set(cards)
        if self.order and set(self.order) != present:
            self._earlier = [*self._earlier[-(EARLIER_KEPT - 1) :], list(self.order)]
        earlier = self._earlier_with(present) if self._taking_back else None
        self._taking_back = False
        if earlier is not None:
            kept = earlier
        else:
            kept = [c for c in self.order if c in present]
            new = [c for c in cards if c not in kept]
            if insert_at is not None and len(new) == 1:
                kept.insert(max(0, min(insert_at, len(kept))), new[0])
            else:
                kept += new
        self.order = kept if self.mode == "free" else sort_cards(kept, self.mode, melding)
        return list(self.order)

    def take_back(self) -> None:
        """The next change is an undo: the hand goes back to the order it had with the
        same cards, where it had one."""
        self._taking_back = True

    def _earlier_with(self, cards: set[Card]) -> list[Card] | None:
        for i in range(len(self._earlier) - 1, -1, -1):
            if set(self._earlier[i]) == cards:
                order = self._earlier[i]
                del self._earlier[i:]
                return list(order)
        return None

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
        self._earlier = []
        self._taking_back = False
        self.mode = self.chosen

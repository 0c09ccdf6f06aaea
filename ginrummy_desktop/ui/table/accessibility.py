"""The card table for a screen reader: every card item and pile named, the table
described on the view, the card under the keyboard cursor said, and the computer's
moves, knocks and results announced as they happen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...app.change import Change
from ...app.controller import PERSON, GameController
from ...app.i18n import LanguageManager
from ..common.accessibility import (
    NAME_KEY,
    Announcer,
    card_in_meld_text,
    discard_pile_text,
    hand_card_names,
    opponent_hand_text,
    stock_text,
)
from ..common.texts import card_name
from .card_item import CardItem
from .view import TableView


class TableAccessibility(QObject):
    """Makes the card table usable with a screen reader: names every card item and
    pile, describes the table on the view, says the card under the keyboard cursor,
    and announces the computer's moves, knocks and results as they happen."""

    def __init__(
        self,
        *,
        controller: GameController,
        table: TableView,
        languages: LanguageManager,
        person: int = PERSON,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.person = person
        self.controller = controller
        self.view_widget = table
        self.scene = table.table
        self.announcer = Announcer(table, self)
        self.controller.changed.connect(self._changed)
        # Named once the table has laid the cards out: the order of the hand is its.
        self.scene.laid_out.connect(self.name_items)
        table.key_action.connect(self._cursor_moved)
        languages.language_changed.connect(lambda _code: self.name_items())

    def _changed(self, change: Change) -> None:
        # The controller hands over the model's events: mask what the person may not see.
        events = [e.seen_by(self.person) for e in change.events]
        if events:
            self.announcer.events(events, self.person)

    def item_names(self) -> dict[CardItem, str]:
        """The accessible name of every card item on the table now."""
        view = self.scene.view
        if view is None:
            return {}
        hand = hand_card_names(view.hand)
        melds = {c: m for m in view.knocker_melds for c in m.cards}
        out: dict[CardItem, str] = {}
        for card, item in self.scene.faces.items():
            if not item.isVisible():
                continue
            if card in hand:
                out[item] = hand[card]
            elif card in melds:
                out[item] = card_in_meld_text(card, melds[card])
            elif view.discard_pile and card == view.discard_pile[-1]:
                out[item] = discard_pile_text(view.discard_pile)
            else:
                out[item] = card_name(card)
        for item in self.scene.backs:
            if item.isVisible():
                out[item] = opponent_hand_text(view.opponent_hand_size, view.opponent_known)
        for item in self.scene.stock_items:
            if item.isVisible():
                out[item] = stock_text(view.stock_size)
        return out

    def name_items(self) -> None:
        names = self.item_names()
        for item, name in names.items():
            item.setData(NAME_KEY, name)
        view = self.scene.view
        if view is not None:
            hand = hand_card_names(view.hand)
            summary = [
                QCoreApplication.translate("Accessibility", "Your hand: %1").replace(
                    "%1", "; ".join(hand[c] for c in self.scene.hand_order if c in hand)
                ),
                discard_pile_text(view.discard_pile),
                stock_text(view.stock_size),
                opponent_hand_text(view.opponent_hand_size, view.opponent_known),
            ]
            self.view_widget.setAccessibleDescription(". ".join(summary))

    def _cursor_moved(self, _key: str) -> None:
        card, view = self.scene.selected, self.scene.view
        if card is None or view is None:
            return
        names = hand_card_names(view.hand)
        if card in names:
            self.announcer.say(names[card])

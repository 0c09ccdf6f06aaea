"""How the table's cards move to their places: slides above the labels, and the deal
(one card at a time; the upcard, counts and buttons wait until the cards have landed,
or until the person clicks or moves: then they land at once)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QTimer

from ...app.controller import PERSON
from ...model import Card, parse_card
from .card_item import CardItem
from .roles import CardRole

if TYPE_CHECKING:
    from .scene import TableScene


class LandedWait:
    """Something to do once no card of the scene is on its way to its place any more:
    looked for every ``interval`` ms from the start given, for ``checks`` looks at most
    (it never waits for good). The hand's result panel waits so, and the card under a
    still mouse before it stands up."""

    def __init__(
        self,
        scene: TableScene,
        action: Callable[[], None],
        *,
        interval: int,
        checks: int = 40,
    ) -> None:
        self.scene = scene
        self.action = action
        self.interval = interval
        self.checks = checks
        self._looks = 0
        self.timer = QTimer(scene)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._look)

    def start(self, first: int) -> None:
        """Look first after ``first`` ms (0: at the next turn of the event loop)."""
        self._looks = 0
        self.timer.start(first)

    def stop(self) -> None:
        self.timer.stop()

    def waiting(self) -> bool:
        return self.timer.isActive()

    def _look(self) -> None:
        self._looks += 1
        if self.scene.cards_moving() and self._looks < self.checks:
            self.timer.start(self.interval)
            return
        self.action()


class CardMotion:
    """The scene's part that animates: it moves the items a layout placed."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.deal_pending = False  # the next layout deals a new hand
        self.dealing = False  # the new hand's cards are still flying to the players
        self._deal_token = 0

    def new_hand(self) -> None:
        """A new hand is shown: the next animated layout deals it."""
        self._deal_token += 1
        self.set_dealing(False)
        self.deal_pending = True

    def apply_places(self, animate: bool) -> None:
        """Move every card item to the place the layout gave it (``scene.places``)."""
        scene = self.scene
        g = scene.geo
        deal = self.deal_pending and animate and scene.duration > 0
        self.deal_pending = False
        if deal:
            self._deal_token += 1  # a deal still landing from before no longer counts
            self.set_dealing(True)
        duration = scene.duration if animate else 0
        origins = scene.origins
        dealing: dict[CardRole, list[CardItem]] = {CardRole.HAND: [], CardRole.OPPONENT: []}
        for item in scene.all_items():
            place = scene.places.get(item)
            if place is None:
                item.stop_animation()
                item.setVisible(False)
                item.set_selected_card(False)
                continue
            item.set_face_up(place.face_up)
            item.role = place.role
            scene.size_item(item)
            if place.role not in (CardRole.HAND, CardRole.MELD):
                # Meld lines and markers belong to hands, not to the pile.
                item.set_meld_colour(None)
                item.set_marker(None)
            item.home = place.pos
            item.home_z = place.z
            if item is scene.dragged:
                continue
            if self.dealing and place.role in (CardRole.DISCARD, CardRole.PILE):
                # The upcard is turned when every player has his cards.
                item.stop_animation()
                item.setVisible(False)
                continue
            appearing = not item.isVisible()
            if appearing:
                start = origins.get(_card(item.code)) if item.code else None
                if (
                    start is None
                    and item.role is CardRole.OPPONENT
                    and "opponent_new" in origins
                    and scene.view is not None
                    and item is scene.backs[scene.view.opponent_hand_size - 1]
                ):
                    start = origins["opponent_new"]
                if start is None and place.role is CardRole.PILE:
                    start = place.pos  # uncovered in the pile: it was there all along
                item.setPos(start if start is not None else g.stock_pos)
                item.setVisible(True)
            item.setZValue(place.z)
            item.set_selected_card(
                item.code is not None
                and _card(item.code) == scene.selected
                and place.role is CardRole.HAND
            )
            if deal and place.role in (CardRole.HAND, CardRole.OPPONENT):
                item.setPos(g.stock_pos)
                dealing[place.role].append(item)
            else:
                self.fly(item, place.pos, duration)
        scene.origins = {}
        if deal:
            self._deal_out(dealing[CardRole.OPPONENT], dealing[CardRole.HAND])

    def fly(self, item: CardItem, target: QPointF, duration: int) -> None:
        """Slide ``item`` to ``target`` above the table's labels (a card passing under
        the deadwood or a name would look pinned behind it), then set it down."""
        if duration > 0 and (item.pos() - target).manhattanLength() > 1:
            item.setZValue(600 + item.home_z)
            item.animate_to(target, duration, on_done=lambda: item.setZValue(item.home_z))
        else:
            item.animate_to(target, duration)

    def set_dealing(self, value: bool) -> None:
        if value != self.dealing:
            self.dealing = value
            self.scene.dealing_changed.emit(value)

    def _deal_out(self, opponent: list[CardItem], hand: list[CardItem]) -> None:
        """One card at a time to each player in turn, the non-dealer first."""
        scene = self.scene
        first, second = (
            (hand, opponent) if scene.view and scene.view.dealer != PERSON else (opponent, hand)
        )
        order: list[CardItem] = []
        for i in range(max(len(first), len(second))):
            order += first[i : i + 1] + second[i : i + 1]
        step = max(20, scene.duration // 6)
        token = self._deal_token
        for n, item in enumerate(order):
            # The target is read when the card flies: a resize meanwhile moves it.
            QTimer.singleShot(n * step, item, lambda it=item: self._fly_dealt(it, token))
        # The upcard, the counts and the prompt come when the last card has landed.
        done = max(0, len(order) - 1) * step + scene.duration + 20
        QTimer.singleShot(done, self.scene, lambda: self._deal_landed(token))

    def _fly_dealt(self, item: CardItem, token: int) -> None:
        if token == self._deal_token and item is not self.scene.dragged:
            self.fly(item, item.home, self.scene.duration)

    def finish_deal(self) -> bool:
        """Land the deal's cards at once, and turn the upcard (a click or a move made
        while they fly: the table is then as the move expects it). False when no deal
        is under way."""
        if not self.dealing:
            return False
        self._deal_token += 1  # the cards still to fly, and the landing, are dropped
        for item in self.scene.all_items():
            if item is self.scene.dragged:
                continue
            if item.isVisible() and item.role in (CardRole.HAND, CardRole.OPPONENT):
                item.stop_animation()
                item.setPos(item.home)
                item.setZValue(item.home_z)
        self.set_dealing(False)
        self.scene.relayout(animate=True)
        return True

    def _deal_landed(self, token: int) -> None:
        if token != self._deal_token or not self.dealing:
            return
        self.set_dealing(False)
        self.scene.relayout(animate=True)


def _card(code: str) -> Card:
    return parse_card(code)

"""Mouse gestures on the table: press, drag past a few pixels, highlight the target
with the most overlap, drop or slide back; clicks and double-clicks do the same moves."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ...model import Card, Discard, DrawDiscard, DrawStock, LayOff, Phase, TakeUpcard, parse_card
from ...model.targets import Pile, Target, may_drop
from ..common.texts import card_name
from .card_item import CardItem
from .drop import Drop

PERSON = 0
DRAGGABLE = ("hand", "stock", "discard")


class SceneInputMixin:
    """Scene-level drag and drop, as in KPat's KCardScene: items never grab the mouse."""

    def init_input(self) -> None:
        self.dragged: CardItem | None = None
        self._press_item: CardItem | None = None
        self._press_pos = QPointF()
        self._grab_offset = QPointF()
        self._hot: tuple | None = None

    # ------------------------------------------------------------ hit testing
    def card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.items(
            pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
        ):
            if isinstance(it, CardItem) and it.isVisible():
                return it
        return None

    def _card_of(self, item: CardItem) -> Card | None:
        return parse_card(item.code) if item.code else None

    def drop_targets(self, source: CardItem) -> list[tuple[str, QRectF, int]]:
        g = self.geo
        if source.role in ("stock", "discard"):
            return [("hand", g.hand_rect, -1)]
        out = [("hand", g.hand_rect, -1)]
        if self.knock_zone.isVisible():
            out += [("discard", g.discard_rect, -1), ("knock", self.knock_zone.rect(), -1)]
        for zone in self.meld_zones:
            out.append(("meld", zone.rect(), int(zone.data(0))))
        return out

    def may_drop(self, source: CardItem, kind: str, index: int) -> bool:
        """Whether dropping ``source`` on the target is a legal move (asked of the view)."""
        v = self.view
        if v is None or source.role not in DRAGGABLE:
            return False
        return may_drop(
            v, Pile(source.role), Target(kind), self._card_of(source), meld_index=index
        )

    def best_target(self, source: CardItem) -> tuple[str, QRectF, int] | None:
        """The target the dragged card overlaps most (KCardScene's rule)."""
        rect = source.scene_card_rect()
        best, best_area = None, 0.0
        for target in self.drop_targets(source):
            inter = rect.intersected(target[1])
            area = inter.width() * inter.height()
            if target[0] == "hand":
                area *= 0.5  # leaving the hand a little should still reach the pile
            if area > best_area:
                best, best_area = target, area
        return best

    # ------------------------------------------------------------ mouse
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            if event.button() == Qt.MouseButton.RightButton:
                item = self.card_at(event.scenePos())
                if item is not None and item.role in ("discard", "pile"):
                    self.view_pile_requested.emit()
            event.accept()
            return
        item = self.card_at(event.scenePos())
        self._press_item = item if item is not None and item.role in (*DRAGGABLE, "pile") else None
        self._press_pos = event.scenePos()
        self._press_zone = self._zone_at(event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        item = self._press_item
        if self.dragged is None:
            if item is None or item.role not in DRAGGABLE:
                if not event.buttons():
                    self._hover_cursor(pos)
                return
            if (pos - self._press_pos).manhattanLength() < QApplication.startDragDistance():
                return
            self.start_drag(item, self._press_pos)
        self.drag_to(pos)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.dragged is not None:
            self.drop()
        elif self._press_item is not None:
            self.click(self._press_item)
        elif getattr(self, "_press_zone", None) is not None:
            self.click_zone(self._press_zone)
        else:
            self.set_selected(None)
        self._press_item = None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        if item is not None and item.role == "hand":
            self.double_click(item)
        event.accept()

    def _set_cursor(self, shape: Qt.CursorShape) -> None:
        for view in self.views():
            if view.viewport().cursor().shape() != shape:
                view.viewport().setCursor(shape)

    def _hover_cursor(self, pos: QPointF) -> None:
        """An open hand over a card that can be picked up, an arrow elsewhere."""
        item = self.card_at(pos)
        grab = item is not None and item.role in DRAGGABLE
        self._set_cursor(Qt.CursorShape.OpenHandCursor if grab else Qt.CursorShape.ArrowCursor)

    # ------------------------------------------------------------ dragging
    def start_drag(self, item: CardItem, press: QPointF) -> None:
        item.stop_animation()
        self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        self.dragged = item
        self._grab_offset = press - item.pos()
        item.setZValue(1000)
        for kind, _rect, idx in self.drop_targets(item):
            # Only drops the model would take are lit; the others still reach the
            # model when dropped on, so the refusal comes with its reason.
            self._zone_for(kind, idx, available=self.may_drop(item, kind, idx))

    def drag_to(self, pos: QPointF) -> None:
        item = self.dragged
        if item is None:
            return
        item.setPos(pos - self._grab_offset)
        target = self.best_target(item)
        key = None if target is None else (target[0], target[2])
        if key is not None and not self.may_drop(item, key[0], key[1]):
            key = None  # nothing glows where the model would refuse the card
        if key != self._hot:
            self._set_hot(self._hot, False)
            self._hot = key
            self._set_hot(key, True)

    def drop(self) -> None:
        item = self.dragged
        if item is None:
            return
        target = self.best_target(item)
        self._set_hot(self._hot, False)
        self._hot = None
        for kind, _rect, idx in self.drop_targets(item):
            self._zone_for(kind, idx, available=False)
        self.dragged = None
        self._set_cursor(Qt.CursorShape.ArrowCursor)
        before = self.view
        if target is not None:
            self._drop_on(item, target[0], target[2])
        if self.view is before:
            # Refused, or no move at all: the card slides back home. (An accepted
            # move has laid the table out for the new view already.)
            self.relayout(animate=True)

    def _drop_on(self, item: CardItem, kind: str, index: int) -> None:
        v = self.view
        if v is None:
            return
        card = self._card_of(item)
        if item.role in ("stock", "discard") and kind == "hand":
            drop = Drop((item.pos().x(), item.pos().y()), self._insert_index(item))
            if item.role == "stock":
                self.drop_requested.emit(DrawStock(PERSON), drop)
            elif v.phase is Phase.UPCARD:
                self.drop_requested.emit(TakeUpcard(PERSON), drop)
            else:
                self.drop_requested.emit(DrawDiscard(PERSON), drop)
            return
        if card is None or item.role != "hand":
            return
        if kind == "hand":
            if v.knocker is None or v.phase not in (Phase.LAYOFF, Phase.OVER):
                self.arrangement.move(card, self._insert_index(item, exclude=card))
                self.order_changed.emit()
        elif kind == "discard":
            self.action_requested.emit(Discard(PERSON, card))
        elif kind == "knock":
            self.knock_requested.emit(card)
        elif kind == "meld":
            self.action_requested.emit(LayOff(PERSON, card, index))

    def _insert_index(self, item: CardItem, exclude: Card | None = None) -> int:
        centre = item.pos().x() + item.width / 2
        index = 0
        for c in self.hand_order:
            if c == exclude:
                continue
            other = self.faces.get(c)
            if other is not None and other.home.x() + other.width / 2 < centre:
                index += 1
        return index

    def _zone_for(self, kind: str, index: int, *, available: bool) -> None:
        if kind == "knock":
            self.knock_zone.set_available(available)
        elif kind == "meld":
            for zone in self.meld_zones:
                if int(zone.data(0)) == index:
                    zone.set_available(available)

    def _set_hot(self, key: tuple | None, hot: bool) -> None:
        if key is None:
            return
        kind, index = key
        if kind == "knock":
            self.knock_zone.set_hot(hot)
        elif kind == "meld":
            for zone in self.meld_zones:
                if int(zone.data(0)) == index:
                    zone.set_hot(hot)
        elif kind == "discard":
            self.discard_zone.set_hot(hot)
            if self.view is not None and self.view.discard_pile:
                self.face_item(self.view.discard_pile[-1]).set_target(hot)

    def _zone_at(self, pos: QPointF) -> tuple[str, int] | None:
        if self.knock_zone.isVisible() and self.knock_zone.rect().contains(pos):
            return ("knock", -1)
        for zone in self.meld_zones:
            if zone.rect().contains(pos):
                return ("meld", int(zone.data(0)))
        return None

    # ------------------------------------------------------------ clicks
    def set_selected(self, card: Card | None) -> None:
        if card != self.selected:
            self.selected = card
            self.relayout(animate=True)

    def click(self, item: CardItem) -> None:
        v = self.view
        if v is None:
            return
        if item.role == "stock":
            self.action_requested.emit(DrawStock(PERSON))
        elif item.role == "discard":
            if v.phase is Phase.DISCARD and self.selected is not None:
                self.action_requested.emit(Discard(PERSON, self.selected))
            elif v.phase is Phase.UPCARD:
                self.action_requested.emit(TakeUpcard(PERSON))
            else:
                self.action_requested.emit(DrawDiscard(PERSON))
        elif item.role == "pile":
            self.view_pile_requested.emit()
        elif item.role == "hand":
            card = self._card_of(item)
            self.set_selected(None if card == self.selected else card)
        self.relayout(animate=True)

    def click_zone(self, zone: tuple[str, int]) -> None:
        kind, index = zone
        if self.selected is None:
            self.message.emit(QApplication.translate("TableScene", "Select a card first."))
            return
        if kind == "knock":
            self.knock_requested.emit(self.selected)
        elif kind == "meld":
            self.action_requested.emit(LayOff(PERSON, self.selected, index))
        self.relayout(animate=True)

    def double_click(self, item: CardItem) -> None:
        """Double-click: discard the card, or in the layoff lay it off where it fits."""
        v = self.view
        card = self._card_of(item)
        if v is None or card is None:
            return
        if v.phase is Phase.LAYOFF:
            self.lay_off_anywhere(card)
        else:
            self.action_requested.emit(Discard(PERSON, card))
        self.relayout(animate=True)

    def lay_off_anywhere(self, card: Card) -> None:
        v = self.view
        if v is None:
            return
        for i, meld in enumerate(v.knocker_melds):
            if meld.accepts(card):
                self.action_requested.emit(LayOff(PERSON, card, i))
                return
        if v.phase is Phase.LAYOFF and v.turn == PERSON and card in v.hand:
            # No meld was chosen, so the model's 'does not fit that meld' would puzzle.
            self.refused.emit(
                QApplication.translate(
                    "PlayBinding", "The %1 fits none of the knocker's melds."
                ).replace("%1", card_name(card))
            )
            return
        # Not the time to lay off: the model refuses with its own reason.
        self.action_requested.emit(LayOff(PERSON, card, 0))

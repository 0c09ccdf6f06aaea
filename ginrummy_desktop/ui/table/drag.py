"""Mouse gestures on the table: press, drag past a few pixels, highlight the target
with the most overlap, drop or slide back; clicks and double-clicks do the same moves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ...app.controller import PERSON
from ...model import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    LayOff,
    Phase,
    PlayerView,
    TakeUpcard,
    best_melding,
    parse_card,
)
from ...model.targets import Target, may_drop
from ..common.texts import card_name, lay_off_first_text
from .card_item import CardItem
from .drop import Drop
from .hand import sort_cards
from .items import DropZone
from .motion import LandedWait
from .roles import CardRole

if TYPE_CHECKING:
    from .scene import TableScene

DRAGGABLE = (CardRole.HAND, CardRole.STOCK, CardRole.DISCARD)
# A place the model takes a held card on, lit though the card covers more of one the
# model refuses it at, covers more than this share of the card.
LEGAL_SHARE = 0.1
LEGAL_AGAINST = 0.5  # ... and at least this share of the part on the refused one
# The moves that take the top of a pile, by the role of the card on top.
PILE_DRAWS = {
    CardRole.STOCK: ("draw_stock",),
    CardRole.DISCARD: ("draw_discard", "take_upcard"),
}
HOVER_MS = 90  # a card of the hand standing up under the mouse
HOVER_SHARE = 0.35  # ... by this share of a chosen card's lift
REHOVER_MS = 60  # ... looked for again this often while cards still move
REHOVER_CHECKS = 40  # ... this many times at most
GAP_MS = 140  # the hand opening for a card held over it (never slower than the game's speed)


@dataclass(frozen=True, slots=True)
class DropTarget:
    """A place on the table a dragged card can be let go over."""

    kind: Target
    rect: QRectF
    index: int = -1  # the knocker's meld, for Target.MELD


class DragAndDrop:
    """The scene's mouse, as in KPat's KCardScene: items never grab the mouse; the scene
    hands its mouse events here and gets moves back as its signals."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.dragged: CardItem | None = None
        self._press_item: CardItem | None = None
        self._press_pos = QPointF()
        self._press_zone: tuple[Target, int] | None = None
        # The press was a pick-up refused already: its release makes no move either.
        self._refused_press = False
        self._grab_offset = QPointF()
        self._hot: tuple[Target, int] | None = None
        # Where the hand stands open for the card held over it: the place the card
        # would take, or None with the hand closed (see _open_gap).
        self._gap: tuple[Card | None, ...] | None = None
        self._hovered: CardItem | None = None  # the card standing up under the mouse
        self._pointer: QPointF | None = None  # where the mouse is on the felt, if on it
        # The card under a still mouse, once the cards lie (_hover_again).
        self._rehover = LandedWait(
            scene, self._hover_again, interval=REHOVER_MS, checks=REHOVER_CHECKS
        )
        self._refused: tuple[Target, int] | None = None  # the spot ringed red (see drag_to)
        scene.laid_out.connect(self._forget_gap)

    # ------------------------------------------------------------ hit testing
    def card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.scene.items(
            pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
        ):
            if isinstance(it, CardItem) and it.isVisible():
                return it
        return None

    @staticmethod
    def _card_of(item: CardItem) -> Card | None:
        return parse_card(item.code) if item.code else None

    def drop_targets(self, source: CardItem) -> list[DropTarget]:
        scene, g = self.scene, self.scene.geo
        out = [DropTarget(Target.HAND, g.hand_rect)]
        if source.role in (CardRole.STOCK, CardRole.DISCARD):
            return out
        if scene.knock_zone.isVisible():
            out += [
                DropTarget(Target.DISCARD, g.discard_rect),
                DropTarget(Target.KNOCK, scene.knock_zone.rect()),
            ]
        for zone in scene.meld_zones:
            out.append(DropTarget(Target.MELD, zone.rect(), int(zone.data(0))))
        return out

    def may_drop(self, source: CardItem, kind: Target, index: int) -> bool:
        """Whether dropping ``source`` on the target is a legal move (asked of the view)."""
        v = self.scene.view
        pile = source.role.pile
        if v is None or pile is None:
            return False
        return may_drop(v, pile, kind, self._card_of(source), meld_index=index)

    def best_target(self, source: CardItem, *, legal: bool = False) -> DropTarget | None:
        """The target the dragged card overlaps most (KCardScene's rule); ``legal``: of
        the targets the model would take it on."""
        rect = source.scene_card_rect()
        best, best_area = None, 0.0
        for target in self.drop_targets(source):
            if legal and not self.may_drop(source, target.kind, target.index):
                continue
            inter = rect.intersected(target.rect)
            area = inter.width() * inter.height()
            if target.kind is Target.HAND:
                area *= 0.5  # leaving the hand a little should still reach the pile
            if area > best_area:
                best, best_area = target, area
        return best

    def lit_target(self, source: CardItem) -> DropTarget | None:
        """The place lit for the card held (None: none), where letting go plays it: the
        target it covers most, if the model takes it there; if not, the one it covers
        most of those the model takes it on, where that is a fair part of the card and
        not far less than the part on the refused one (a card between the discard pile
        and a knock spot not open yet lit neither, and let go it was refused at the
        spot: play-test h148; a card nearly all on the spot is still refused there, its
        reason said, not thrown on the pile: review h155)."""
        best = self.best_target(source)
        if best is None or self.may_drop(source, best.kind, best.index):
            return best
        legal = self.best_target(source, legal=True)
        if legal is None:
            return None
        rect = source.scene_card_rect()
        on_legal, on_refused = (_covered(rect, t.rect) for t in (legal, best))
        fair = on_legal > rect.width() * rect.height() * LEGAL_SHARE
        return legal if fair and on_legal >= on_refused * LEGAL_AGAINST else None

    def target_of(self, source: CardItem) -> DropTarget | None:
        """Where letting go of ``source`` plays it: the place lit for it, or with none
        the target it covers most, whose refusal then says why."""
        return self.lit_target(source) or self.best_target(source)

    # ------------------------------------------------------------ mouse
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            if event.button() == Qt.MouseButton.RightButton:
                item = self.card_at(event.scenePos())
                if item is not None and item.role in (CardRole.DISCARD, CardRole.PILE):
                    self.scene.view_pile_requested.emit()
            event.accept()
            return
        item = self.card_at(event.scenePos())
        pressable = (*DRAGGABLE, CardRole.PILE)
        self._press_item = item if item is not None and item.role in pressable else None
        self._press_pos = event.scenePos()
        self._press_zone = self._zone_at(event.scenePos())
        self._refused_press = False
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        self._pointer = pos
        item = self._press_item
        if self.dragged is None:
            if item is None or item.role not in DRAGGABLE:
                if not event.buttons():
                    self._hover_cursor(pos)
                return
            if (pos - self._press_pos).manhattanLength() < QApplication.startDragDistance():
                return
            if item.role is not CardRole.HAND and not self.may_drop(item, Target.HAND, -1):
                # Not a card to draw now (the computer's turn, a card drawn already):
                # refused as it is picked up, with the model's reason. A stock card
                # picked up in the computer's turn was held until it was the person's,
                # and the drop then drew it (play-test h113).
                # Its release is no click either: the discard pile's top lies in the
                # discard spot, and letting go threw the card chosen (review h118).
                self._press_item = None
                self._press_zone = None
                self._refused_press = True
                self._ask_to_draw(item)
                return
            self.start_drag(item, self._press_pos)
        self.drag_to(pos)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.scenePos()
        # Let go off the felt (a drag ended outside the window): no place to know.
        self._pointer = pos if self.scene.sceneRect().contains(pos) else None
        if self.dragged is not None:
            self.drop()
        elif self._refused_press:
            pass  # refused as it was picked up: the choice of card stays as it was
        elif self._press_item is not None:
            self.click(self._press_item)
        elif self._press_zone is not None:
            self.click_zone(self._press_zone)
        else:
            self.scene.set_selected(None)
        self._press_item = None
        self._press_zone = None
        self._refused_press = False

    def double_click_event(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        if item is not None and item.role is CardRole.HAND:
            self.double_click(item)
        event.accept()

    def _set_cursor(self, shape: Qt.CursorShape) -> None:
        for view in self.scene.views():
            if view.viewport().cursor().shape() != shape:
                view.viewport().setCursor(shape)

    def _hover_cursor(self, pos: QPointF) -> None:
        """An open hand over a card that can be picked up, an arrow elsewhere; a card of
        the hand that can be played now stands up a little under the mouse."""
        item = self.card_at(pos)
        grab = item is not None and item.role in DRAGGABLE
        self._set_cursor(Qt.CursorShape.OpenHandCursor if grab else Qt.CursorShape.ArrowCursor)
        self.hover(self._playable_under(pos))

    def _playable_under(self, pos: QPointF) -> CardItem | None:
        """The card under ``pos`` that a move the model allows now plays: one of the
        person's hand (a discard, a knock, a layoff), or the top of the stock or of the
        discard pile to draw (they answered nothing while the hand's cards rose:
        play-test h154). By where the cards lie, not where one stands up: the card
        risen under the mouse went down again at its foot."""
        scene = self.scene
        v = scene.view
        if v is None or self.dragged is not None:
            return None
        kinds = {a.kind for a in v.legal}
        for item in (*scene.stock_items, *scene.faces.values()):
            draws = PILE_DRAWS.get(item.role, ())
            if draws and item.isVisible() and item.home_rect().contains(pos):
                return item if kinds.intersection(draws) else None
        playable = {card for a in v.legal if (card := getattr(a, "card", None)) is not None}
        for card in reversed(scene.hand_order):  # the cards to the right lie on top
            face = scene.faces.get(card)
            if face is None or not face.isVisible() or face.role is not CardRole.HAND:
                continue
            if face.home_rect().contains(pos):
                up = card in playable and card != scene.selected
                return face if up else None
        return None

    def hover(self, item: CardItem | None) -> None:
        """``item`` stands up a little (None: none); the card that stood up before
        goes back down. No card answered the mouse before it was pressed (play-test
        h148); the one that rises is one the person can play now. A card on its way to
        its place is let land first: cut short, it stayed over its neighbours (review
        h158), and it rises once the cards lie (_hover_again)."""
        if item is not None and _flying(item, self.scene.geo.lift):
            item = None
        if item is self._hovered:
            return
        old, self._hovered = self._hovered, item
        duration = min(self.scene.duration, HOVER_MS)
        if old is not None and old is not self.dragged and old.isVisible():
            self._settle(old, old.home, duration)
        if item is not None:
            rise = self.scene.geo.lift * HOVER_SHARE
            self._settle(item, item.home - QPointF(0, rise), duration)

    @staticmethod
    def _settle(item: CardItem, target: QPointF, duration: int) -> None:
        """``item`` slides to ``target`` in its own layer (a flight it may cut short
        had raised it over the others)."""
        item.setZValue(item.home_z)
        item.animate_to(target, duration)

    def _hover_again(self) -> None:
        """After the table was laid out and its cards lie: the card under a still mouse
        stands up if it can be played now (it stayed down until the mouse moved:
        play-test h154)."""
        if self._pointer is not None and self.dragged is None:
            self.hover(self._playable_under(self._pointer))

    # ------------------------------------------------------------ dragging
    def start_drag(self, item: CardItem, press: QPointF) -> None:
        old, self._hovered = self._hovered, None
        if old is not None and old is not item:
            self._settle(old, old.home, min(self.scene.duration, HOVER_MS))
        self._rehover.stop()
        item.stop_animation()
        self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        self.dragged = item
        self._grab_offset = press - item.pos()
        item.setZValue(1000)
        for target in self.drop_targets(item):
            # Only drops the model would take are lit; the others still reach the
            # model when dropped on, so the refusal comes with its reason.
            lit = self.may_drop(item, target.kind, target.index)
            self._zone_for(target.kind, target.index, available=lit)

    def drag_to(self, pos: QPointF) -> None:
        item = self.dragged
        if item is None:
            return
        item.setPos(pos - self._grab_offset)
        # Nothing glows where the model would refuse the card.
        target = self.lit_target(item)
        key = None if target is None else (target.kind, target.index)
        if key != self._hot:
            self._set_hot(self._hot, False)
            self._hot = key
            self._set_hot(key, True)
        self._mark_refused(item if key is None else None)
        self._open_gap(item, key)

    def _mark_refused(self, item: CardItem | None) -> None:
        """With nothing lit, the spot the held ``item`` lies over most, if the model
        would refuse it there (a knock above the limit, a meld it does not fit, the
        card just taken back on the pile), rings red; None: no spot does."""
        key = None
        best = None if item is None else self.best_target(item)
        if (
            item is not None
            and best is not None
            and best.kind is not Target.HAND
            and not self.may_drop(item, best.kind, best.index)
        ):
            key = (best.kind, best.index)
        if key == self._refused:
            return
        for zone in self._zones(self._refused):
            zone.set_refused(False)
        self._refused = key
        for zone in self._zones(key):
            zone.set_refused(True)

    def _zones(self, key: tuple[Target, int] | None) -> list[DropZone]:
        """The drop zones of a target (the knock spot, a meld, the discard pile's)."""
        if key is None:
            return []
        scene = self.scene
        kind, index = key
        if kind is Target.KNOCK:
            return [scene.knock_zone]
        if kind is Target.DISCARD:
            return [scene.discard_zone]
        if kind is Target.MELD:
            return [z for z in scene.meld_zones if int(z.data(0)) == index]
        return []

    def _open_gap(self, item: CardItem, key: tuple[Target, int] | None) -> None:
        """A card held over the hand, where letting go puts it there, makes room: the
        hand's cards move to where the drop would lay them, its place left open, and
        back as it leaves (the hand stood still under a dragged card, and where it
        would go showed only once let go: play-test h148)."""
        scene = self.scene
        preview = self._preview(item, key)
        if preview == self._gap:
            return
        shifted = (preview is None) != (self._gap is None)
        self._gap = preview
        if shifted:  # told once the gap is as it now is (hand_moved)
            scene.hand_shifted.emit(preview is not None)
        duration = min(scene.duration, GAP_MS)
        if preview is None:
            for c in scene.hand_order:
                face = scene.faces.get(c)
                if face is not None and face is not item:
                    face.animate_to(face.home, duration)
            return
        for place, pos in zip(preview, scene.hand_positions(len(preview)), strict=True):
            face = None if place is None else scene.faces.get(place)
            if face is not None and face is not item:
                face.animate_to(QPointF(pos.x(), face.home.y()), duration)

    def _preview(
        self, item: CardItem, key: tuple[Target, int] | None
    ) -> tuple[Card | None, ...] | None:
        """The hand as letting go of ``item`` would lay it out, the held card's place
        None; None where the hand stays as it lies (not over the hand, a move there
        that changes nothing, a card from the stock whose sorted place cannot show).
        A card drawn into a sorted hand goes to its sorted place, not where it is let
        go (review h155: the gap opened at the mouse, the card went elsewhere)."""
        scene = self.scene
        v = scene.view
        card = self._card_of(item)
        if v is None:
            return None
        if item.role is CardRole.HAND and card is not None and may_rearrange(v):
            if key is None:
                return None  # let go here it comes back: its place stays open
            # A card of the hand over a place lit for it (the pile, the knock spot: the
            # model takes it there): the others close up, as the hand will lie once it
            # is played (its place stayed open: play-test h154).
            rest: list[Card | None] = [c for c in scene.hand_order if c != card]
            if key[0] is not Target.HAND:
                return tuple(rest)
            rest.insert(self._insert_index(item, exclude=card), None)
            return tuple(rest)
        if key is None or key[0] is not Target.HAND or item.role is CardRole.HAND:
            return None
        mode = scene.arrangement.mode
        if mode == "free":
            drawn: list[Card | None] = list(scene.hand_order)
            drawn.insert(self._insert_index(item), None)
            return tuple(drawn)
        if card is None:
            return None  # face down: its sorted place is not known before it is drawn
        cards = [*scene.hand_order, card]
        ordered = sort_cards(cards, mode, best_melding(cards))
        return tuple(None if c == card else c for c in ordered)

    def hand_moved(self) -> bool:
        """Whether a held card has moved the hand's cards aside (``hand_shifted``)."""
        return self._gap is not None

    def _forget_gap(self) -> None:
        """The table was laid out again: every card went to its place, the hand closed;
        the card under the mouse, if it can be played now, stands up (after a draw the
        card under a still mouse stayed down until it moved: play-test h154)."""
        shifted, self._gap = self._gap is not None, None
        if shifted:
            self.scene.hand_shifted.emit(False)
        self._hovered = None
        if self._pointer is not None and self.dragged is None:
            self._rehover.start(self.scene.duration + REHOVER_MS if self.scene.duration else 0)

    def leave(self) -> None:
        """The mouse gone off the felt (or the felt laid out anew under it: a resize):
        no card stands up for it until it moves again."""
        self._pointer = None
        self._rehover.stop()
        self.hover(None)

    def drop(self) -> None:
        item = self.dragged
        if item is None:
            return
        target = self.target_of(item)
        dead = self._knockers_deadwood_under(item)
        if dead is not None and target is not None:
            rect = item.scene_card_rect()
            if self.lit_target(item) is None and _covered(rect, dead) >= _covered(
                rect, target.rect
            ):
                # Let go mostly on the knocker's unmatched cards and a little on a meld
                # it does not fit: the reason is the unmatched cards' (review h170).
                target = None
            else:
                dead = None
        self._let_go(item)
        if item.role is CardRole.HAND and self.scene.selected not in (None, self._card_of(item)):
            # Another card was chosen (by a click, a key or a hint): a card dragged by
            # hand takes over, wherever it is let go, and the chosen card sits down
            # with the layout that follows (it stood up through the computer's turn).
            # Not set_selected: that lays the hand out now, before the move's layout.
            self.scene.selected = None
            self.scene.selection_changed.emit()  # a hint's card no longer chosen
        before = self.scene.view
        source = item.role
        if target is not None:
            with self.scene.feedback.anchored(self._anchor(item, target)):
                self._drop_on(item, target.kind, target.index)
        elif dead is not None:
            self._refuse_on_unmatched(dead)
        else:
            self._refuse_stray_drop(item)
        if self.scene.view is before:
            # Refused, or no move at all: the card slides back home. (An accepted
            # move has laid the table out for the new view already.)
            self.scene.relayout(animate=True)
        elif source is CardRole.STOCK and item.role is CardRole.STOCK:
            # Drawn from the stock: the card face up in the hand now is another item,
            # and the back carried there went back to the stock at once; it flew back
            # face down over the hand, a second card for a moment (play-test h148).
            item.stop_animation()  # (its landing, which sets the z back, never comes)
            item.setPos(item.home)
            item.setZValue(item.home_z)  # under the stock's count again (review h150)

    def cancel(self) -> bool:
        """Escape during a drag: the card slides back home and nothing is played, the
        button still held or not (the drop was played on release: play-test h148).
        False: no drag to cancel."""
        item = self.dragged
        if item is None:
            return False
        self._let_go(item)
        self._press_item = None
        self._press_zone = None
        self._refused_press = True  # its release is no click either
        self.scene.relayout(animate=True)
        return True

    def _let_go(self, item: CardItem) -> None:
        """The drag of ``item`` over (dropped or put back): no spot lit, ringed or
        open for it any more, and the arrow back."""
        self._set_hot(self._hot, False)
        self._hot = None
        self._mark_refused(None)
        for t in self.drop_targets(item):
            self._zone_for(t.kind, t.index, available=False)
        self.dragged = None
        self._set_cursor(Qt.CursorShape.ArrowCursor)

    def _anchor(self, item: CardItem, target: DropTarget) -> QRectF:
        """Where a refusal of this drop is shown: the target, or for a draw the place
        the card was let go."""
        if target.kind is Target.HAND:
            return item.scene_card_rect()
        return target.rect

    def _refuse_stray_drop(self, item: CardItem) -> None:
        """A card let go where it makes no move: say why when the person clearly
        meant one (a card put on the stock, a drawn card not brought to the hand)."""
        g = self.scene.geo
        rect = item.scene_card_rect()
        over = rect.intersected(g.stock_rect)
        area = item.width * item.height
        stock = self.scene.stock_items
        stock_shown = any(i.isVisible() and i.role is CardRole.STOCK for i in stock)
        if (
            stock_shown
            and item.role is not CardRole.STOCK
            and over.width() * over.height() > area * 0.3
        ):
            self.scene.refuse(
                lambda: QCoreApplication.translate(
                    "TableScene", "Cards never go back on the stock."
                ),
                g.stock_rect,
            )
        elif (
            item.role in (CardRole.STOCK, CardRole.DISCARD)
            and (item.pos() - item.home).manhattanLength() > item.height * 0.6
        ):
            self.scene.refuse(
                lambda: QCoreApplication.translate(
                    "TableScene", "To draw it, drop the card on your hand."
                ),
                rect,
            )

    def _refuse_on_unmatched(self, spot: QRectF) -> None:
        """A card laid on the knocker's unmatched card at ``spot``: nothing happened and
        nothing was said, where a meld it does not fit says why (play-test h168)."""
        self.scene.refuse(
            lambda: QCoreApplication.translate(
                "TableScene",
                "Cards are laid off only on the knocker's melds, not on the cards "
                "left out of them.",
            ),
            spot,
        )

    def _knockers_deadwood_under(self, item: CardItem) -> QRectF | None:
        """Where the held hand card lies over a third of one of the knocker's unmatched
        cards while the person lays off (None: it does not)."""
        v = self.scene.view
        if (
            v is None
            or item.role is not CardRole.HAND
            or v.phase is not Phase.LAYOFF
            or v.knocker is None
            or v.knocker == v.player
        ):
            return None
        rect = item.scene_card_rect()
        for card in v.knocker_deadwood:
            face = self.scene.faces.get(card)
            if face is None or face.role is not CardRole.MELD or not face.isVisible():
                continue
            spot = face.scene_card_rect()
            if _covered(rect, spot) > rect.width() * rect.height() / 3:
                return spot
        return None

    def _drop_on(self, item: CardItem, kind: Target, index: int) -> None:
        scene = self.scene
        v = scene.view
        if v is None:
            return
        card = self._card_of(item)
        if item.role in (CardRole.STOCK, CardRole.DISCARD) and kind is Target.HAND:
            drop = Drop((item.pos().x(), item.pos().y()), self._insert_index(item))
            scene.drop_requested.emit(_draw_action(item, v), drop)
            return
        if card is None or item.role is not CardRole.HAND:
            return
        if kind is Target.HAND:
            if may_rearrange(v):
                scene.arrangement.move(card, self._insert_index(item, exclude=card))
                scene.order_changed.emit()
        elif kind is Target.DISCARD:
            scene.action_requested.emit(Discard(PERSON, card))
        elif kind is Target.KNOCK:
            scene.knock_requested.emit(card)
        elif kind is Target.MELD:
            scene.action_requested.emit(LayOff(PERSON, card, index))

    def _insert_index(self, item: CardItem, exclude: Card | None = None) -> int:
        centre = item.pos().x() + item.width / 2
        index = 0
        for c in self.scene.hand_order:
            if c == exclude:
                continue
            other = self.scene.faces.get(c)
            if other is not None and other.home.x() + other.width / 2 < centre:
                index += 1
        return index

    def _zone_for(self, kind: Target, index: int, *, available: bool) -> None:
        # (Not the pile's: its place shows only when it is empty, lit by _set_hot.)
        if kind is not Target.DISCARD:
            for zone in self._zones((kind, index)):
                zone.set_available(available)

    def _set_hot(self, key: tuple[Target, int] | None, hot: bool) -> None:
        for zone in self._zones(key):
            zone.set_hot(hot)
        v = self.scene.view
        if key is not None and key[0] is Target.DISCARD and v is not None and v.discard_pile:
            self.scene.face_item(v.discard_pile[-1]).set_target(hot)

    def _zone_at(self, pos: QPointF) -> tuple[Target, int] | None:
        scene = self.scene
        if scene.knock_zone.isVisible() and scene.knock_zone.rect().contains(pos):
            return (Target.KNOCK, -1)
        for zone in scene.meld_zones:
            if zone.rect().contains(pos):
                return (Target.MELD, int(zone.data(0)))
        # The empty pile's place: no card there to click (a card on it is its own
        # target), so a click there with a card chosen did nothing at all (h89).
        if scene.discard_zone.isVisible() and scene.discard_zone.rect().contains(pos):
            return (Target.DISCARD, -1)
        return None

    # ------------------------------------------------------------ clicks
    def click(self, item: CardItem) -> None:
        scene = self.scene
        v = scene.view
        if v is None:
            return
        if (
            item.role is CardRole.DISCARD
            and v.phase is Phase.DISCARD
            and scene.selected is not None
        ):
            with scene.feedback.anchored(scene.geo.discard_rect):
                scene.action_requested.emit(Discard(PERSON, scene.selected))
        elif item.role in (CardRole.STOCK, CardRole.DISCARD):
            self._ask_to_draw(item)
        elif item.role is CardRole.PILE:
            scene.view_pile_requested.emit()
        elif item.role is CardRole.HAND:
            card = self._card_of(item)
            scene.set_selected(None if card == scene.selected else card)
        scene.relayout(animate=True)

    def _ask_to_draw(self, item: CardItem) -> None:
        """Ask the model to draw the stock's or the discard pile's card (to take the
        upcard, in its phase); a refusal is told at that pile."""
        scene, v = self.scene, self.scene.view
        if v is None:
            return
        pile = scene.geo.stock_rect if item.role is CardRole.STOCK else scene.geo.discard_rect
        with scene.feedback.anchored(pile):
            scene.action_requested.emit(_draw_action(item, v))

    def click_zone(self, zone: tuple[Target, int]) -> None:
        scene = self.scene
        kind, index = zone
        rect = self._zone_rect(kind, index)
        if scene.selected is None:
            scene.refuse(
                lambda: QCoreApplication.translate("TableScene", "Select a card first."), rect
            )
            return
        with scene.feedback.anchored(rect):
            if kind is Target.KNOCK:
                scene.knock_requested.emit(scene.selected)
            elif kind is Target.MELD:
                scene.action_requested.emit(LayOff(PERSON, scene.selected, index))
            elif kind is Target.DISCARD:
                scene.action_requested.emit(Discard(PERSON, scene.selected))
        scene.relayout(animate=True)

    def _zone_rect(self, kind: Target, index: int) -> QRectF:
        if kind is Target.DISCARD:
            return self.scene.geo.discard_rect
        if kind is Target.MELD:
            for zone in self.scene.meld_zones:
                if int(zone.data(0)) == index:
                    return zone.rect()
        return self.scene.knock_zone.rect()

    def double_click(self, item: CardItem) -> None:
        """Double-click: discard the card, or in the layoff lay it off where it fits."""
        scene = self.scene
        v = scene.view
        card = self._card_of(item)
        if v is None or card is None:
            return
        if v.phase is Phase.LAYOFF:
            self.lay_off_anywhere(card)
        else:
            with scene.feedback.anchored(scene.feedback.card_rect(card)):
                scene.action_requested.emit(Discard(PERSON, card))
        scene.relayout(animate=True)

    def lay_off_anywhere(self, card: Card) -> None:
        scene = self.scene
        v = scene.view
        if v is None:
            return
        anchor = scene.feedback.card_rect(card)
        for i, meld in enumerate(v.knocker_melds):
            if meld.accepts(card):
                with scene.feedback.anchored(anchor):
                    scene.action_requested.emit(LayOff(PERSON, card, i))
                return
        if v.phase is Phase.LAYOFF and v.turn == PERSON and card in v.hand:
            # No meld was chosen, so the model's 'does not fit that meld' would puzzle;
            # where another card must go first, which one.
            scene.refuse(
                lambda: (
                    lay_off_first_text(card, v)
                    or QCoreApplication.translate(
                        "PlayBinding", "The %1 fits none of the knocker's melds."
                    ).replace("%1", card_name(card))
                ),
                anchor,
            )
            return
        # Not the time to lay off: the model refuses with its own reason.
        with scene.feedback.anchored(anchor):
            scene.action_requested.emit(LayOff(PERSON, card, 0))


def _flying(item: CardItem, lift: float) -> bool:
    """Whether ``item`` is on its way to its place from afar (not standing up a little,
    nor going down from it)."""
    return item.is_animating() and (item.pos() - item.home).manhattanLength() > lift * 1.5


def _covered(card: QRectF, target: QRectF) -> float:
    """The area of ``card`` that lies over ``target``."""
    inter = card.intersected(target)
    return inter.width() * inter.height()


def may_rearrange(view: PlayerView) -> bool:
    """Whether the person's cards may be put in another order by a drag: not once the
    hands are laid open (the showdown lays them out by melds)."""
    return view.knocker is None or view.phase not in (Phase.LAYOFF, Phase.OVER)


def _draw_action(item: CardItem, view: PlayerView) -> Action:
    """The draw a card of the stock or the discard pile stands for: the upcard taken in
    its phase, else the top of the pile or of the stock."""
    if item.role is CardRole.STOCK:
        return DrawStock(PERSON)
    return TakeUpcard(PERSON) if view.phase is Phase.UPCARD else DrawDiscard(PERSON)

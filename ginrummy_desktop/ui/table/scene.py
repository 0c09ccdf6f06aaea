"""The card table scene: lays the cards of a PlayerView out on the felt and animates
every change. Its parts: the mouse (drag.py), the words (labels.py), the showdown
layout (showdown.py), the callouts (feedback.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from ...app.controller import PERSON
from ...model import (
    Card,
    Event,
    EventKind,
    IllegalCode,
    Melding,
    Phase,
    PlayerView,
    best_melding,
)
from ..common.card_images import CardImageCache
from .card_item import CardItem
from .drag import DragAndDrop
from .drop import Drop
from .feedback import TableFeedback
from .hand import HandArrangement
from .items import ADDED_MARK, Badge, DropZone, meld_colour
from .labels import TableLabels, felt_pixmap
from .layout import Place, TableGeometry, fan_positions, table_geometry
from .motion import CardMotion
from .roles import CardRole
from .showdown import ShowdownLayout, worth_laying_off


class TableScene(QGraphicsScene):
    """Shows the game as the person sees it. It never changes the game: gestures
    come out as signals and the controller decides."""

    action_requested = Signal(object)  # a model Action for the person
    drop_requested = Signal(object, object)  # a draw by dropping a card in the hand: Action, Drop
    knock_requested = Signal(object)  # Card: knock (after confirmation) with this discard
    view_pile_requested = Signal()
    order_changed = Signal()
    selection_changed = Signal()  # another card chosen, or none (set_selected)
    message = Signal(str)  # a hint for the status line (not an error)
    refused = Signal(str)  # a move refused before it reaches the model, with the reason
    prompt_changed = Signal(str)  # the line telling the person what to do now
    cloth_changed = Signal(str)  # the felt drawn now, or "high_contrast" (cloth())
    laid_out = Signal()  # the cards are at (or on their way to) their new places
    hand_shifted = Signal(bool)  # a held card moved the hand's cards off their places (True)
    dealing_changed = Signal(bool)  # the deal's cards are flying out (True) or have landed
    # The table was measured again (a new size of window or of cards): the panels and
    # buttons over it are placed again (a change of card size left them over the spot).
    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hint_lit: Callable[[], None] | None = None  # puts out what a hint lit
        self.images = CardImageCache()
        self.deck = "classic"
        self.back = "blue"
        self.felt = "green"
        self._cloth_told = "green"  # the cloth last sent by cloth_changed
        self.dpr = 1.0
        self.duration = 260  # ms for one card movement; 0 = instant
        # A press that landed the deal: its release, and the double-click it may be the
        # first half of, are passed over (mousePressEvent).
        self._swallow_release = False
        self._swallow_double = False
        self.show_pickups = True
        self.card_scale = 1.0  # the card-size setting (layout.CARD_SCALES)
        self.footer = 0.0  # a strip kept clear under the hand (keep_footer)
        self.high_contrast = False
        self.thinking = False
        self.demo = False  # both seats computer-played: no prompts for the person
        self.opponent_level = ""  # the computer's level, named on its plate ("" = none)
        self.arrangement = HandArrangement()
        self.selected: Card | None = None
        self.view: PlayerView | None = None
        self.geo: TableGeometry = table_geometry(1024, 640)
        self.faces: dict[Card, CardItem] = {}
        self.backs: list[CardItem] = []
        self.stock_items: list[CardItem] = []
        self.hand_order: list[Card] = []
        self.places: dict[CardItem, Place] = {}  # where the layout being made puts each item
        # Set by show_view for the one layout it makes: where appearing cards come
        # from, and where a card drawn by a drop goes in the hand.
        self.origins: dict[Card | str, QPointF] = {}
        self._insert_at: int | None = None
        self._bg: QPixmap | None = None
        self.knock_zone = DropZone()
        self.knock_zone.setZValue(-5)
        self.addItem(self.knock_zone)
        # The place of the discard pile, visible even when the pile is empty.
        self.discard_zone = DropZone()
        self.discard_zone.setZValue(-6)
        self.discard_zone.set_zone_enabled(False)
        self.addItem(self.discard_zone)
        self.labels = TableLabels(self)
        self.feedback = TableFeedback(self)
        self.showdown = ShowdownLayout(self)
        self.input = DragAndDrop(self)
        self.motion = CardMotion(self)
        self.retranslate_ui()

    # ------------------------------------------------------------ parts
    @property
    def badges(self) -> dict[str, Badge]:
        return self.labels.badges

    @property
    def meld_zones(self) -> list[DropZone]:
        """The frames of the knocker's melds (made anew on every showdown layout)."""
        return self.showdown.meld_zones

    @property
    def dealing(self) -> bool:
        """The new hand's cards are still flying to the players."""
        return self.motion.dealing

    @property
    def dragged(self) -> CardItem | None:
        return self.input.dragged

    def finish_deal(self) -> bool:
        """Land a deal still flying at once (see :meth:`CardMotion.finish_deal`)."""
        return self.motion.finish_deal()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # (A release that never came, a popup having taken it, is not waited for.)
        self._swallow_release = self._swallow_double = False
        if self.finish_deal():
            # A click during the deal lands it; the cards it would pick are not
            # where the person saw them a moment ago, so it picks none: neither its
            # release nor a double-click it is the first half of does anything.
            self._swallow_release = self._swallow_double = True
            event.accept()
            return
        self.input.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._swallow_release:
            return
        self.input.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._swallow_release:
            self._swallow_release = False
            event.accept()
            return
        self.input.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._swallow_double:
            self._swallow_double = False
            self._swallow_release = True
            event.accept()
            return
        self.input.double_click_event(event)

    def set_selected(self, card: Card | None) -> None:
        if card != self.selected:
            self.selected = card
            self.relayout(animate=True)
            self.selection_changed.emit()

    def lay_off_anywhere(self, card: Card) -> None:
        """Lay ``card`` off on the first meld it fits (or say why not)."""
        self.input.lay_off_anywhere(card)

    # ------------------------------------------------------------ gestures and refusals
    def refuse(self, words: Callable[[], str], anchor: QRectF | None = None) -> None:
        """A move refused by the table itself (no model move was made); ``words``
        says why in the current language."""
        with self.feedback.anchored(anchor):
            self.refused.emit(words())
            self.show_refusal(words)

    def show_refusal(self, words: str | Callable[[], str], code: IllegalCode | None = None) -> None:
        """Say on the table why a move was not taken, next to its card or target
        (``words`` may be a function, to word it again after a language change)."""
        self.feedback.refusal(words, code)

    def set_thinking(self, value: bool) -> None:
        self.thinking = value
        self.labels.update()

    # ------------------------------------------------------------ images
    def _pixmap(self, code: str | None, w: int, h: int, dpr: float) -> QPixmap:
        if code is None:
            return self.images.back(w, h, dpr, back=self.back)
        return self.images.face(code, w, h, dpr, deck=self.deck)

    def new_card_item(self, code: str | None) -> CardItem:
        return self._new_item(code)

    def _new_item(self, code: str | None) -> CardItem:
        item = CardItem(code, self._pixmap)
        item.set_size(self.geo.card_w, self.geo.card_h, self.dpr)
        item.setVisible(False)
        self.addItem(item)
        return item

    def face_item(self, card: Card) -> CardItem:
        item = self.faces.get(card)
        if item is None:
            item = self.faces[card] = self._new_item(card.code)
        return item

    def set_look(
        self,
        *,
        deck: str | None = None,
        back: str | None = None,
        dpr: float | None = None,
        felt: str | None = None,
    ) -> None:
        if deck is not None:
            self.deck = deck
        if back is not None:
            self.back = back
        if felt is not None and felt != self.felt:
            self.felt = felt
            self._bg = None
            self.update()
            self._tell_cloth()
        if dpr is not None and dpr > 0:
            self.dpr = dpr
        for item in self.all_items():
            self.size_item(item)
            item.refresh_pixmap()

    def size_item(self, item: CardItem) -> None:
        """A card at the size of its place: the computer's hand is drawn smaller (a
        change of deck drew it at full size over the prompt until the next move,
        play-test 12)."""
        g = self.geo
        if item.role is CardRole.OPPONENT:
            item.set_size(g.back_w, g.back_h, self.dpr)
        else:
            item.set_size(g.card_w, g.card_h, self.dpr)

    def all_items(self) -> list[CardItem]:
        return [*self.faces.values(), *self.backs, *self.stock_items]

    # ------------------------------------------------------------ background
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        w, h = int(r.width()), int(r.height())
        if self._bg is None or self._bg.deviceIndependentSize().toSize().toTuple() != (w, h):
            if self.high_contrast:
                self._bg = felt_pixmap(w, h, high_contrast=True)
            else:
                self._bg = self.images.felt(w, h, self.dpr, felt=self.felt)
        painter.drawPixmap(r.topLeft(), self._bg)

    # ------------------------------------------------------------ size
    def cloth(self) -> str:
        """What the table is drawn on: the felt, or "high_contrast"."""
        return "high_contrast" if self.high_contrast else self.felt

    def _tell_cloth(self) -> None:
        """Send cloth_changed when the cloth is another than last said (a resize of the
        same table said it again each time)."""
        cloth = self.cloth()
        if cloth != self._cloth_told:
            self._cloth_told = cloth
            self.cloth_changed.emit(cloth)

    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.geo = table_geometry(width, height, self.card_scale, self.footer)
        self._bg = None
        self._tell_cloth()  # the look is applied through here too (apply_look)
        for zone in (self.knock_zone, self.discard_zone):
            zone.high_contrast = self.high_contrast
        for item in self.all_items():
            self.size_item(item)
        self.input.leave()  # the cards move under a mouse that stays: none stands up
        self.relayout(animate=False)
        self.resized.emit()

    def keep_footer(self, height: float) -> None:
        """Keep a strip ``height`` high clear under the hand (0: none) for a line
        over the table there; the table is laid out again for it."""
        if height != self.footer:
            self.footer = height
            rect = self.sceneRect()
            self.resize_table(rect.width(), rect.height())

    # ------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        self.feedback.retranslate()
        self.knock_zone.set_texts(*self._knock_texts(self.view))
        self.labels.update()

    def _knock_texts(self, v: PlayerView | None) -> tuple[str, str]:
        """The knock spot's title and the line under it."""
        if v is None:
            return self.tr("Knock"), ""
        if any(a.kind == "gin" for a in v.legal):
            # When a discard would leave every card in melds, the spot says so.
            title, text = self.tr("Gin!"), self.tr("every card in melds")
        elif v.knock_limit == 0:
            title, text = self.tr("Knock"), self.tr("gin only")
        else:
            title = self.tr("Knock")
            # Where the line must break, "≤ 10" stays together ("10" stood alone).
            text = self.tr("deadwood ≤ %1").replace("%1", str(v.knock_limit))
            text = text.replace("≤ ", "≤\u00a0")
        if v.doubled:
            text += "\n" + self.tr("spade upcard: scores double")
        return title, text

    # ------------------------------------------------------------ showing a view
    def _next_to_lay_off(self, view: PlayerView) -> Card | None:
        """The card chosen once the chosen one has gone: while laying off, the nearest
        card still worth laying off (a dotted one), the next first, so that L goes on
        along the hand (the choice went back to nothing, and the arrows started again
        from the left: play-test h114); else none (gone, nothing left to lay off, or
        nothing of the hand left to play)."""
        gone = self.selected
        if gone is None or view.phase is not Phase.LAYOFF or no_card_to_play(view):
            return None
        order = [c for c in self.hand_order if c in view.hand or c == gone]
        worth = worth_laying_off(view)
        if gone not in order or not worth:
            return None
        i = order.index(gone)
        after = [c for c in order[i + 1 :] if c in worth]
        before = [c for c in order[:i] if c in worth]
        return after[0] if after else before[-1]

    def show_view(
        self, view: PlayerView, events: list[Event] | None = None, drop: Drop | None = None
    ) -> None:
        """Lay out the cards of ``view``; ``events`` (if any) tell where new cards come
        from, ``drop`` where a card drawn by a drop was let go and goes in the hand."""
        if events:
            self._put_out_hint()  # a move was made
        old_hand = set(self.view.hand) if self.view is not None else set()
        new_hand = self.view is None or view.hand_number != self.view.hand_number
        if new_hand:
            self.motion.new_hand()
            self.arrangement.reset()
            self.selected = None
        self.view = view
        if self.selected is not None and (self.selected not in view.hand or no_card_to_play(view)):
            self.selected = self._next_to_lay_off(view)
        self.origins = self._origins_from(events or [])
        self._insert_at = None
        if drop is not None and not new_hand:
            drawn = [c for c in view.hand if c not in old_hand]
            if len(drawn) == 1:
                self.origins[drawn[0]] = QPointF(*drop.origin)
                self._insert_at = drop.insert_at
        self.relayout(animate=True)
        self.feedback.computer_events(list(events or []), view, new_hand)  # marks its pickup

    def _origins_from(self, events: list[Event]) -> dict[Card | str, QPointF]:
        """Start points for cards that appear: the opponent's discard comes from its hand."""
        g = self.geo
        out: dict[Card | str, QPointF] = {}
        for e in events:
            if (
                e.player != PERSON
                and e.kind in (EventKind.DISCARDED, EventKind.LAID_OFF)
                and e.card
            ):
                out[e.card] = QPointF(g.centre_x - g.card_w / 2, g.opponent_y)
            if e.player != PERSON and e.kind in (EventKind.DISCARD_DRAWN, EventKind.UPCARD_TAKEN):
                out["opponent_new"] = g.discard_pos
        return out

    def relayout(self, *, animate: bool = True) -> None:
        v = self.view
        self.places = {}
        self.showdown.clear()
        if v is None:
            for item in self.all_items():
                item.setVisible(False)
            self._hide_zones()
            self.feedback.clear()
            if self.feedback.taken_marker is not None:
                self.feedback.taken_marker.setVisible(False)
            self.labels.update()
            return
        showdown = v.knocker is not None and v.phase in (Phase.LAYOFF, Phase.OVER)
        if showdown:
            self.showdown.layout(v)
        else:
            self._layout_play(v)
        self.motion.apply_places(animate)
        self.feedback.place_taken_marker(v)
        self.labels.update()
        self.laid_out.emit()

    # -- play: hands, stock, discard pile, knock spot
    def _layout_play(self, v: PlayerView) -> None:
        g = self.geo
        width = g.width - 2 * g.margin
        self.place_backs(v.opponent_hand_size, g.opponent_y, width)
        self._place_stock(v.stock_size)
        pile = v.discard_pile
        for i, card in enumerate(pile):
            depth = len(pile) - 1 - i
            if depth > 2:
                continue  # hidden under the top three; their shadows would pile up
            off = depth * g.card_w * 0.22  # a whole index ("10") shows on each
            role = CardRole.DISCARD if depth == 0 else CardRole.PILE
            self.places[self.face_item(card)] = Place(
                g.discard_pos - QPointF(off, 0), 100 + i, True, role
            )
        self.knock_zone.set_rect(g.knock_rect)
        self.discard_zone.set_rect(g.discard_rect.adjusted(-3, -3, 3, 3))
        self.discard_zone.setVisible(True)
        self.knock_zone.setVisible(v.phase is not Phase.OVER)
        self.knock_zone.set_zone_enabled(any(a.kind in ("knock", "gin") for a in v.legal))
        self.knock_zone.set_texts(*self._knock_texts(v))
        melding = best_melding(v.hand)
        order = self.arrangement.update(v.hand, melding, insert_at=self._insert_at)
        self._insert_at = None
        self.hand_order = order
        self._place_hand(order, melding, g.hand_y)

    def place_backs(self, count: int, y: float, width: float) -> None:
        g = self.geo
        while len(self.backs) < count:
            self.backs.append(self._new_item(None))
        for i, pos in enumerate(fan_positions(count, g.centre_x, y, g.back_w, width * 0.7, 0.3)):
            self.places[self.backs[i]] = Place(pos, 10 + i, False, CardRole.OPPONENT)

    def _place_stock(self, size: int) -> None:
        g = self.geo
        depth = 0 if size <= 0 else min(5, 1 + size // 8)
        while len(self.stock_items) < 5:
            self.stock_items.append(self._new_item(None))
        step = max(1.0, g.card_w * 0.022)
        for i in range(depth):
            pos = g.stock_pos + QPointF(i * step * 0.6, -i * step)
            role = CardRole.STOCK if i == depth - 1 else CardRole.STOCK_UNDER
            self.places[self.stock_items[i]] = Place(pos, 50 + i, False, role)

    def hand_area(self) -> QRectF | None:
        """Where the person's cards lie on the table now (None: none shown)."""
        v = self.view
        if v is None:
            return None
        area: QRectF | None = None
        for card in v.hand:
            item = self.faces.get(card)
            if item is not None and item.isVisible():
                rect = item.scene_card_rect()
                area = rect if area is None else area.united(rect)
        return area

    def cards_moving(self) -> bool:
        """Whether a card is on its way to its place (not one held by the mouse)."""
        return any(i.is_animating() for i in self.all_items() if i is not self.dragged)

    def hand_positions(self, count: int, y: float | None = None) -> list[QPointF]:
        """Where a hand of ``count`` cards lies, left to right (``y``: the hand's row)."""
        g = self.geo
        row = g.hand_y if y is None else y
        return fan_positions(count, g.centre_x, row, g.card_w, g.width - 2 * g.margin, 0.62)

    def _place_hand(self, order: list[Card], melding: Melding, y: float) -> None:
        g = self.geo
        colours = _meld_colours(melding)
        positions = self.hand_positions(len(order), y)
        v = self.view
        for i, (card, pos) in enumerate(zip(order, positions, strict=True)):
            item = self.face_item(card)
            if card == self.selected:
                pos = pos - QPointF(0, g.lift)
            self.places[item] = Place(pos, 200 + i, True, CardRole.HAND)
            colour = colours.get(card)
            nxt = order[i + 1] if i + 1 < len(order) else None
            bar = None
            if nxt is not None and colours.get(nxt) != colour:
                bar = positions[i + 1].x() - positions[i].x() - 2
            item.set_meld_colour(colour, bar)
            fresh = (
                v is not None and v.phase is Phase.DISCARD and v.turn == PERSON and len(order) == 11
            )
            item.set_marker(ADDED_MARK if fresh and card == _last_drawn(v) else None)

    def flash_hint(
        self,
        kind: str,
        text: str | Callable[[], str] = "",
        card: Card | None = None,
        *,
        lasting: bool = False,
    ) -> None:
        """Light up the pile or spot a hinted move uses, for a moment, with the hint's
        ``text`` beside it (or beside ``card``, the card the move names; ``lasting``:
        a note the computer's moves leave up)."""
        v = self.view
        if text:
            self.feedback.hint(kind, text, card, lasting=lasting)
        targets: list[CardItem] = []
        if kind == "draw_stock":
            targets = [i for i in self.stock_items if i.role is CardRole.STOCK and i.isVisible()]
        elif kind in ("draw_discard", "take_upcard") and v is not None and v.discard_pile:
            targets = [self.face_item(v.discard_pile[-1])]
        for item in targets:
            item.set_target(True)
        zone = self.knock_zone if kind in ("knock", "gin") else None
        if zone is not None:
            zone.set_hot(True)

        def clear() -> None:
            for item in targets:
                item.set_target(False)
            if zone is not None:
                zone.set_hot(False)

        self._put_out_hint()  # an earlier hint's first (its timer then finds it gone)
        self._hint_lit = clear

        def timed_out() -> None:
            if self._hint_lit is clear:  # not a later hint's glow on the same cards
                self._put_out_hint()

        QTimer.singleShot(2500, self, timed_out)

    def _put_out_hint(self) -> None:
        """The pile or spot a hint lit goes dark once a move is made: the stock kept its
        glow after the hinted draw (play-test h143)."""
        clear, self._hint_lit = self._hint_lit, None
        if clear is not None:
            clear()

    def _hide_zones(self) -> None:
        self.knock_zone.setVisible(False)
        self.discard_zone.setVisible(False)


def no_card_to_play(view: PlayerView) -> bool:
    """No card of the person's hand is left to play: the hand is over, or the person
    knocked and the computer lays off. No card is chosen then, by key or otherwise."""
    return view.phase is Phase.OVER or (view.phase is Phase.LAYOFF and view.knocker == PERSON)


def _meld_colours(melding: Melding) -> dict[Card, QColor]:
    out: dict[Card, QColor] = {}
    for i, meld in enumerate(melding.melds):
        for c in meld.cards:
            out[c] = meld_colour(i)
    return out


def _last_drawn(v: PlayerView | None) -> Card | None:
    if v is None:
        return None
    for e in reversed(v.log):
        if e.player == PERSON and e.kind in (
            EventKind.STOCK_DRAWN,
            EventKind.DISCARD_DRAWN,
            EventKind.UPCARD_TAKEN,
        ):
            return e.card
        if e.player == PERSON and e.kind is EventKind.DISCARDED:
            return None
    return None

"""What the table says where the eyes are: a refused move next to its card or target,
the computer's moves next to its hand (and the card it took marked there), a hint's
reason next to the card or pile it names."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ...app.controller import PERSON
from ...model import Card, Event, EventKind, IllegalCode, Phase, PlayerView
from .callouts import CalloutKind, TableCallouts
from .card_item import CardItem
from .roles import CardRole

if TYPE_CHECKING:
    from .scene import TableScene

# The computer's moves that get a callout by its hand.
_COMPUTER_MOVES = (
    EventKind.UPCARD_TAKEN,
    EventKind.UPCARD_PASSED,
    EventKind.STOCK_DRAWN,
    EventKind.DISCARD_DRAWN,
    EventKind.DISCARDED,
    EventKind.KNOCKED,
    EventKind.WENT_GIN,
    EventKind.WENT_BIG_GIN,
    EventKind.LAID_OFF,
)
_ENDS_PERSONS_TURN = (
    EventKind.DISCARDED,
    EventKind.KNOCKED,
    EventKind.WENT_GIN,
    EventKind.WENT_BIG_GIN,
)
_KNOCK_CODES = (
    IllegalCode.DEADWOOD_TOO_HIGH,
    IllegalCode.NOT_GIN,
    IllegalCode.KNOCK_NOT_ALLOWED,
)


def computer_move_text(kind: EventKind, card: Card | None) -> str:
    """The callout for one of the computer's moves ('' for a step it does not make);
    no subject: the note sits at the computer's cards."""

    words = {
        EventKind.UPCARD_TAKEN: QCoreApplication.translate("TableFeedback", "Takes the %1"),
        EventKind.UPCARD_PASSED: QCoreApplication.translate("TableFeedback", "Passes"),
        EventKind.STOCK_DRAWN: QCoreApplication.translate("TableFeedback", "Draws from the stock"),
        EventKind.DISCARD_DRAWN: QCoreApplication.translate(
            "TableFeedback", "Takes the %1 from the pile"
        ),
        EventKind.DISCARDED: QCoreApplication.translate("TableFeedback", "Discards the %1"),
        EventKind.KNOCKED: QCoreApplication.translate("TableFeedback", "Knocks!"),
        EventKind.WENT_GIN: QCoreApplication.translate("TableFeedback", "Gin!"),
        EventKind.WENT_BIG_GIN: QCoreApplication.translate("TableFeedback", "Big Gin!"),
        EventKind.LAID_OFF: QCoreApplication.translate("TableFeedback", "Lays off the %1"),
    }
    # The card stays on the line of the word before it: a narrow note broke "Ottaa
    # avatun kortin:" from its "5♣" (play-test h84).
    text = re.sub(r"\s+%1", "\u00a0%1", words.get(kind, ""))
    return text.replace("%1", card.label if card is not None else "")


class TableFeedback:
    """The scene's part for callouts. Gestures that become moves leave an anchor (the
    card or target they were made on) for the refusal that may come back at once;
    moves from keys and menus are placed by the refusal's code instead, or at the
    place they were made on (aimed_at)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.callouts = TableCallouts(scene)
        self.anchor: QRectF | None = None
        # The place a move asked for by a key or the menu was meant for (aimed_at).
        self.aim: QRectF | None = None
        # The computer's moves of its turn so far, worded when shown.
        self._computer_moves: list[tuple[EventKind, Card | None]] = []
        # The hint shown is no hint about the position (the level a newcomer plays
        # against): the computer's moves leave it, the person's take it away.
        self._hint_lasts = False
        self.taken: Card | None = None  # the card the computer took from the pile
        self.taken_marker: CardItem | None = None
        # The panels over the table (the hand's result, the game's end), given by the
        # view: widgets over the scene, which hide any note under them.
        self.panels: Callable[[], list[QRectF]] = list
        # The buttons over the table (the upcard's Take and Pass...), given by the view:
        # a note stands aside of them, as of the piles (the undo's note lay on Pass).
        self.buttons: Callable[[], list[QRectF]] = list

    # ------------------------------------------------------------ refusals
    @contextmanager
    def anchored(self, anchor: QRectF | None) -> Iterator[None]:
        """While a gesture's move is asked for: a refusal coming straight back (the
        controller answers at once) is shown at ``anchor``."""
        self.anchor = anchor
        try:
            yield
        finally:
            self.anchor = None

    @contextmanager
    def aimed_at(self, place: QRectF) -> Iterator[None]:
        """While a move asked for by a key or the menu, made on ``place`` (S and D on
        their piles), is asked for: a refusal coming straight back is shown there unless
        its reason has a place of its own (the stock's last two cards at the stock). It
        stood by the chosen card, as if the card had been refused (play-test h80)."""
        self.aim = place
        try:
            yield
        finally:
            self.aim = None

    def refusal(self, words: str | Callable[[], str], code: IllegalCode | None = None) -> None:
        # The newer note takes the place of the older, as a hint does of a refusal: the
        # red note came up under a hint still showing (play-test h129).
        self.callouts.dismiss(CalloutKind.HINT)
        panels = self.panels()
        if panels:
            # Over the panel, pointing at its top: the refused move was asked for
            # there or by a key, and the table under the panel cannot be seen.
            top = min(panels, key=lambda r: r.top())
            self.callouts.show(CalloutKind.REFUSAL, words, top, side="above")
            return
        anchor = self.anchor if self.anchor is not None else self._anchor_for(code)
        self._show(CalloutKind.REFUSAL, words, self._follow(anchor) or anchor)

    def _show(
        self,
        kind: CalloutKind,
        words: str | Callable[[], str],
        where: QRectF | Callable[[], QRectF],
    ) -> None:
        """A refusal or a hint by the place ``where`` (or where that thing is now, for
        a function), over the line above the hand and beside the piles as they lie
        then. One given a function is placed again the same way when the table
        changes size, as the computer's note is: a refusal or a hint went whenever the
        window was resized, or a change of language gave the side panel another
        width, while it was still being read."""
        anchor = where() if callable(where) else where
        self.callouts.show(
            kind,
            words,
            anchor,
            clear_of=self._lines_by(anchor),
            aside_of=self._piles_by(anchor),
            off=self.buttons(),
        )
        if callable(where):
            self.callouts[kind].again = lambda: self._show(kind, words, where)

    def _follow(self, anchor: QRectF) -> Callable[[], QRectF] | None:
        """The thing at ``anchor`` (a pile, the knock spot, a meld's spot, the hand, a
        card where it lies or was let go), as a function giving where it lies now;
        None if it is none of them (the note then goes with a new size of the table)."""
        scene = self.scene
        places = (self._stock_rect, self._discard_rect, scene.knock_zone.rect, self._hand_rect)
        for place in places:
            if place() == anchor:
                return place
        for zone in scene.meld_zones:
            if zone.rect() == anchor:
                index = zone.data(0)
                return lambda: next(
                    (z.rect() for z in scene.meld_zones if z.data(0) == index), anchor
                )
        for card, item in scene.faces.items():
            if anchor in (self.card_rect(card), item.scene_card_rect()):
                return partial(self.card_rect, card)
        return None

    # Where the piles and the hand lie now (the geometry is new with each size).
    def _stock_rect(self) -> QRectF:
        return self.scene.geo.stock_rect

    def _discard_rect(self) -> QRectF:
        return self.scene.geo.discard_rect

    def _hand_rect(self) -> QRectF:
        return self.scene.geo.hand_rect

    def _lines_by(self, anchor: QRectF) -> list[QRectF]:
        """The line over the person's hand when ``anchor`` is in the hand: a note at a
        card there stands above it where it can. Under the note the line was hidden,
        and a refused layoff seemed to cover the deadwood count (play-test 9)."""
        if anchor.center().y() < self.scene.geo.hand_y:
            return []
        return self.scene.labels.over_hand()

    def _piles_by(self, anchor: QRectF) -> list[QRectF]:
        """The piles and the discard pile's label when ``anchor`` is in the hand: a note
        at a card there, raised over the line above the hand, reached up to them and hid
        the pile's label (a hint to discard, of all notes); it stands beside them."""
        label = self.scene.badges["discard"]
        if anchor.center().y() < self.scene.geo.hand_y or not label.text():
            return []  # (no label: the showdown's melds lie there, or the deal is on)
        g = self.scene.geo
        return [g.stock_rect, g.discard_rect, label.sceneBoundingRect()]

    def _anchor_for(self, code: IllegalCode | None) -> QRectF:
        """Where a refusal of a move made without pointing (keys, menu) is shown."""
        scene, g = self.scene, self.scene.geo
        v = scene.view
        if code in _KNOCK_CODES and scene.knock_zone.isVisible():
            return scene.knock_zone.rect()
        if code is IllegalCode.SAME_CARD_BACK and v is not None and v.taken_from_discard:
            return self.card_rect(v.taken_from_discard)
        if code in (IllegalCode.STOCK_FLOOR, IllegalCode.MUST_DRAW_STOCK):
            return g.stock_rect
        if code is IllegalCode.DISCARD_EMPTY:
            return g.discard_rect
        if self.aim is not None:
            return self.aim
        if scene.selected is not None and scene.selected in scene.faces:
            return self.card_rect(scene.selected)
        if v is not None and v.turn == PERSON and v.phase in (Phase.UPCARD, Phase.DRAW):
            return g.discard_rect
        return g.hand_rect

    def card_rect(self, card: Card) -> QRectF:
        """Where ``card`` can be seen (at its home: it may still be sliding back there):
        the strip left of the card over it in its row, so that a note's pointer comes
        down on it and not on the next card (play-test h148: "You may not discard the
        card you just took" pointed at the 7♥ and 9♠ beside the 5♦)."""
        item = self.scene.faces.get(card)
        if item is None:
            return self.scene.geo.hand_rect
        rect = item.home_rect()
        over = [
            other.home.x()
            for other in self.scene.faces.values()
            if other is not item
            and other.isVisible()
            and abs(other.home.y() - rect.top()) < 1  # the same row, neither stood up
            and rect.left() < other.home.x() < rect.right()
            and other.zValue() > item.zValue()
        ]
        if over:
            rect.setRight(min(over))
        return rect

    # ------------------------------------------------------------ the computer
    def computer_events(self, events: list[Event], view: PlayerView, new_hand: bool) -> None:
        if new_hand:
            self._computer_moves = []
            self.taken = None
            self.callouts.dismiss()
        elif events:
            # A step was taken: a refusal or a hint was about the position before it.
            person = any(e.player == PERSON for e in events)
            if person or not self._hint_lasts:
                self.callouts.dismiss(CalloutKind.HINT)
                self._hint_lasts = False
            if person:
                # the person has moved since
                self.callouts.dismiss(CalloutKind.REFUSAL, CalloutKind.COMPUTER)
            else:
                # A key pressed in the computer's turn ("It is not your turn."): the
                # computer's move goes on beside the note, which stays to be read.
                self.callouts[CalloutKind.REFUSAL].dismiss_once_read()
        for e in events:
            if e.player == PERSON:
                self._computer_moves = []
                if e.kind in _ENDS_PERSONS_TURN:
                    self.taken = None  # marked until the person's turn is over
                continue
            if e.player is None:
                continue
            if e.kind in (EventKind.DISCARD_DRAWN, EventKind.UPCARD_TAKEN) and e.card:
                self.taken = e.card
            if e.kind in _COMPUTER_MOVES:
                # The computer's turn reads as one note: "Takes the 7♥", "Discards the 2♣".
                self._computer_moves = [*self._computer_moves[-1:], (e.kind, e.card)]
        if self.taken is not None and self.taken not in view.opponent_known:
            self.taken = None  # melded or laid down since
        # The card it took, marked on its hand before a note is placed beside it: the
        # note covered the marker at 1024x640 (play-test h148).
        self.place_taken_marker(view)
        if view.phase is Phase.OVER:
            # The hand's result says how it ended, and a note left by the computer's row
            # lay half under the result panel.
            self.callouts.dismiss(CalloutKind.COMPUTER)
        elif any(e.player not in (None, PERSON) and e.kind in _COMPUTER_MOVES for e in events):
            moves = list(self._computer_moves)
            if view.knocker is not None and view.knocker != PERSON:
                # Its melds are laid out over the note, the prompt under it: the note
                # tells the knock alone. With the draw before it, it was a line too
                # tall for the room between them with large cards.
                moves = moves[-1:]
            # Over an end of its face-down hand if need be, not the right end where the
            # card it took from the pile shows; never over cards laid out face up.
            ends: tuple[str, ...] = ("left",) if self.taken is not None else ("left", "right")
            if view.knocker is not None:
                ends = ()
            self.callouts.show(
                CalloutKind.COMPUTER,
                lambda: "\n".join(computer_move_text(kind, card) for kind, card in moves),
                self._opponent_rect,  # followed to a new size of the table
                side="right",
                may_cover=ends,
            )

    def moves_taken_back(self) -> None:
        """An undo: the notes of the moves since, the computer's and the refusals and
        hints about the position then, are gone with them."""
        self._computer_moves = []
        self.callouts.dismiss()

    def _opponent_rect(self) -> QRectF:
        """The cards of the computer's row as they are placed now: its hand, or its
        melds laid out at a showdown with their frames. The frames were left out, and
        the knock's note under them covered the foot of a meld (play-test h83)."""
        g = self.scene.geo
        rects = [
            QRectF(p.pos, item.card_rect().size())
            for item, p in self.scene.places.items()
            if p.role is CardRole.OPPONENT or (p.role is CardRole.MELD and p.pos.y() < g.middle_y)
        ]
        rects += [
            zone.rect() for zone in self.scene.meld_zones if zone.rect().center().y() < g.middle_y
        ]
        marker = self.taken_marker
        if rects and marker is not None and marker.isVisible():
            rects.append(marker.sceneBoundingRect())  # the card it took, beside its hand
        if not rects:
            return g.opponent_rect
        out = rects[0]
        for r in rects[1:]:
            out = out.united(r)
        return out

    def place_taken_marker(self, view: PlayerView) -> None:
        """The card the computer took from the pile, small and face up on its hand:
        public knowledge, kept in sight until the person's turn ends."""
        scene, g = self.scene, self.scene.geo
        card = self.taken
        backs = [i for i, p in scene.places.items() if p.role is CardRole.OPPONENT]
        showdown = view.knocker is not None and view.phase in (Phase.LAYOFF, Phase.OVER)
        if card is None or not backs or showdown:
            if self.taken_marker is not None:
                self.taken_marker.setVisible(False)
            return
        marker = self.taken_marker
        if marker is None or marker.code != card.code:
            if marker is not None:
                scene.removeItem(marker)
            marker = self.taken_marker = scene.new_card_item(card.code)
        marker.role = CardRole.NONE
        w = max(28, round(g.back_w * 0.55))
        h = round(w * g.card_h / g.card_w)
        marker.set_size(w, h, scene.dpr)
        marker.set_face_up(True)
        marker.set_selected_card(True)
        marker.setToolTip(
            QCoreApplication.translate("TableFeedback", "The computer took this card from the pile")
        )
        last = max(backs, key=lambda i: scene.places[i].pos.x())
        pos = scene.places[last].pos
        marker.setPos(QPointF(pos.x() + g.back_w * 0.62, pos.y() + g.back_h - h * 0.8))
        marker.setZValue(120)
        marker.setVisible(True)

    # ------------------------------------------------------------ hints
    def hint(
        self,
        kind: str,
        words: str | Callable[[], str],
        card: Card | None,
        *,
        lasting: bool = False,
    ) -> None:
        """A hint's note beside what it names (``lasting``: not about the position, so
        the computer's moves leave it up)."""
        self._hint_lasts = lasting
        # A hint answers what to do now: a refusal still up (a key pressed a moment
        # ago) goes, where the hint lay over it with its red edge showing (h127).
        self.callouts.dismiss(CalloutKind.REFUSAL)
        scene = self.scene
        v = scene.view
        where: Callable[[], QRectF]
        if card is not None and card in scene.faces and v is not None and card in v.hand:
            if kind in ("knock", "gin") and scene.knock_zone.isVisible():
                where = scene.knock_zone.rect
            else:
                where = partial(self.card_rect, card)
        elif kind == "draw_stock":
            where = self._stock_rect
        elif kind in ("draw_discard", "take_upcard", "pass"):
            where = self._discard_rect
        else:
            where = self._hand_rect
        self._show(CalloutKind.HINT, words, where)

    def clear(self) -> None:
        self.callouts.dismiss()

    def retranslate(self) -> None:
        self.callouts.retranslate()

"""Where a coach mark points: the real table item of a step's target, in window
coordinates (worked out anew after every layout and resize)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QWidget

from ...lessons import Step, TargetKind, WaitKind
from ...model import Card
from ..scoresheet.panel import ScoresheetPanel
from ..scoresheet.tally import TallyWidget
from ..table.view import TableView


@dataclass(frozen=True)
class Aim:
    """The rect the arrow points at, and other rects ringed with it (the card to move)."""

    rect: QRect | None
    also: tuple[QRect, ...] = ()


class TargetFinder:
    """Finds a step's item on ``table`` and the scoresheet, mapped into ``window``."""

    def __init__(self, window: QWidget, table: TableView, sheet: ScoresheetPanel) -> None:
        self.window = window
        self.table = table
        self.sheet = sheet

    # ------------------------------------------------------------ mapping
    def scene_rect(self, rect: QRectF) -> QRect:
        view = self.table
        poly = view.mapFromScene(rect).boundingRect()
        top_left = view.viewport().mapTo(self.window, poly.topLeft())
        return QRect(top_left, poly.size())

    def widget_rect(self, widget: QWidget) -> QRect | None:
        """Where ``widget`` is in the window; None while it is hidden."""
        if not widget.isVisible():
            return None
        return self.rect_in(widget, widget.rect())

    def rect_in(self, widget: QWidget, rect: QRect) -> QRect:
        """Where ``rect``, in ``widget``'s coordinates, is in the window."""
        return QRect(widget.mapTo(self.window, rect.topLeft()), rect.size())

    def written_rows(self) -> QRect | None:
        """The scoresheet's rows as far as they are written and show (None: none)."""
        tree = self.sheet.view.tree
        rows = QRect()
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            if item is not None:
                rows = rows.united(tree.visualItemRect(item))
        rows = rows.intersected(tree.viewport().rect())  # as far as they show
        if rows.isEmpty():
            return None
        return self.rect_in(tree.viewport(), rows)

    def sheet_written(self) -> QRect | None:
        """The scoresheet from its title down to its last row written: the ring goes
        round the title rather than through it, and the blank paper under the rows is
        left for the bubble (it lay over the cards on the felt)."""
        panel = self.widget_rect(self.sheet)
        if panel is None:
            return None
        rows = self.written_rows()
        if rows is not None:  # down to the last row, or the view's foot if it scrolls
            bottom = rows.bottom()
        else:
            header = self.sheet.view.tree.header()
            bottom = header.mapTo(self.window, QPoint(0, header.height())).y()
        bottom = min(panel.bottom(), max(panel.top(), bottom + 4))
        return QRect(panel.left(), panel.top(), panel.width(), bottom - panel.top() + 1)

    def cards(self, cards: tuple[Card, ...] | list[Card]) -> QRect | None:
        scene = self.table.table
        rect = QRectF()
        for card in cards:
            item = scene.faces.get(card)
            if item is None or not item.isVisible():
                continue
            # Where the layout puts the card, not where an animation has it now.
            one = QRectF(item.home, item.boundingRect().size())
            # A group's last card is covered by the next card of the fan, not one of
            # the group: ring only what shows (the ring round three sevens took in
            # most of the 2♣ beside them).
            one = self._visible_strip(card, one, besides=cards)
            rect = one if rect.isNull() else rect.united(one)
        return None if rect.isNull() else self.scene_rect(rect)

    def faces(self) -> list[QRect]:
        """What shows of each face-up card on the table (a card of a fan: its strip)."""
        out = []
        for card, item in self.table.table.faces.items():
            if item.isVisible():
                strip = self.cards([card])
                if strip is not None:
                    out.append(strip)
        return out

    def _visible_strip(
        self, card: Card, rect: QRectF, besides: tuple[Card, ...] | list[Card] = ()
    ) -> QRectF:
        """A card of a fan is covered by the card to its right: ring only what shows
        (cards in ``besides``, ringed with it, are left out of what covers it)."""
        scene = self.table.table
        for key, other in scene.faces.items():
            if other is scene.faces[card] or not other.isVisible() or key in besides:
                continue
            home = other.home
            covers = (
                other.zValue() > scene.faces[card].zValue()
                and abs(home.y() - rect.top()) < rect.height() * 0.5
                and rect.left() < home.x() < rect.right()
            )
            if covers:
                rect.setRight(home.x())
        return rect

    # ------------------------------------------------------------ targets
    def aim(self, step: Step | None) -> Aim:
        if step is None:
            return Aim(None)
        kind = step.target.kind
        scene = self.table.table
        g = scene.geo
        K = TargetKind
        also: tuple[QRect, ...] = ()
        moving = step.wait.card
        if moving is not None and kind in (K.KNOCK_SPOT, K.KNOCKER_MELD):
            card_rect = self.cards([moving])
            also = (card_rect,) if card_rect is not None else ()
        rect: QRect | None = None
        if kind is K.HAND:
            rect = self.cards(scene.hand_order)
        elif kind in (K.HAND_CARD, K.MELD_GROUP):
            rect = self.cards(step.target.cards)
        elif kind is K.STOCK:
            rect = self.scene_rect(g.stock_rect)
        elif kind is K.DISCARD_PILE:
            rect = self.scene_rect(g.discard_rect)
        elif kind is K.UPCARD_BUTTONS:
            # The button of the move the step asks for: Take, or Pass.
            wanted = "pass" if step.wait.kind is WaitKind.PASS else "take_upcard"
            rect = self._button(wanted)
            pile = self.scene_rect(g.discard_rect)
            also = (pile,)
        elif kind is K.DEADWOOD_LABEL:
            badge = scene.badges["deadwood"]
            rect = self.scene_rect(badge.sceneBoundingRect()) if badge.text() else None
            if step.target.cards:
                card_rect = self.cards(step.target.cards)
                also = (card_rect,) if card_rect is not None else ()
        elif kind is K.KNOCK_SPOT:
            rect = self.scene_rect(g.knock_rect)
        elif kind is K.KNOCKER_MELD:
            rect = self._knocker_meld(step.target.cards)
        elif kind is K.LAYOFF_DONE:
            rect = self._button("finish_layoffs")
        elif kind is K.RESULT_PANEL:
            rect = self.widget_rect(self.table.result_panel)
        elif kind is K.NEXT_HAND_BUTTON:
            rect = self.widget_rect(self.table.result_panel.next_button)
        elif kind is K.SCORESHEET:
            rect = self.sheet_written()
        elif kind is K.BOX_TALLY:
            tallies = self._tallies()
            rect = tallies[0] if tallies else None
            also = tuple(tallies[1:])
        return Aim(rect, also)

    def _button(self, action_id: str) -> QRect | None:
        bar = self.table.action_bar
        for button in bar.buttons():
            act = button.defaultAction()
            if act is not None and act.objectName() == action_id and button.isVisible():
                return self.widget_rect(button)
        return None

    def _knocker_meld(self, cards: tuple[Card, ...]) -> QRect | None:
        scene = self.table.table
        view = scene.view
        if view is None or not cards:
            return None
        for zone in scene.meld_zones:
            index = zone.data(0)
            if not isinstance(index, int) or index >= len(view.knocker_melds):
                continue
            if cards[0] in view.knocker_melds[index].cards:
                return self.scene_rect(zone.framed_rect())
        return self.cards(cards)

    def _tallies(self) -> list[QRect]:
        """The marks of each player's box tally (the person's first); only what is
        drawn, not the stretch of the column: an empty tally when nobody has a box."""
        found: list[tuple[bool, QRect]] = []
        for tally in self.sheet.findChildren(TallyWidget):
            whole = self.widget_rect(tally)
            if whole is None:
                continue
            hint = tally.sizeHint()
            marks = QRect(whole.topLeft(), whole.size().boundedTo(hint))
            found.append((tally.count() > 0, marks))
        with_boxes = [r for has, r in found if has]
        return with_boxes or [r for _has, r in found[:1]]

"""The table's words: name plates, counts, the deadwood, the prompt, and the felt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPixmap, QRadialGradient

from ...app.controller import PERSON
from ...model import Card, EventKind, Phase, PlayerView, best_melding
from ...model.cards import to_mask
from ...model.deadwood import min_deadwood
from ..common.texts import due_prompt, level_description, level_name, player_name
from .items import Badge
from .roles import CardRole

if TYPE_CHECKING:
    from .scene import TableScene

BADGES = ("opponent", "person", "stock", "discard", "deadwood", "pickups", "knocker", "defender")


# The words are the table's: translated in the TableScene context.
class TableLabels:
    """The badges of a TableScene, worded from its view (the scene has no changeEvent,
    so the scene calls :meth:`update` on each layout and language change)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.badges: dict[str, Badge] = {
            name: Badge(bold=name in ("opponent", "person")) for name in BADGES
        }
        self.badges["prompt"] = Badge(bold=True, plain=True)
        for b in self.badges.values():
            b.setZValue(500)
            scene.addItem(b)
        # The badges on the line over the person's hand (the showdown puts others there).
        self._over_hand: tuple[str, ...] = ("person", "deadwood")
        # Cards of the hand the deadwood count is not to stand over (keep_count_off).
        self._count_off: tuple[Card, ...] = ()

    def keep_count_off(self, cards: tuple[Card, ...]) -> None:
        """Keep the deadwood count from standing over ``cards`` of the hand: where at
        the right end of its line it would, it goes to the left end, after the name.
        The lesson's coach points at a card from above, and in Finnish the count lay
        over the 8♣ it pointed at, its arrow drawn under the count (play-test)."""
        if cards != self._count_off:
            self._count_off = cards
            self.update()

    def over_hand(self) -> list[QRectF]:
        """Where the words on the line over the person's hand lie now."""
        return [
            self.badges[name].sceneBoundingRect()
            for name in self._over_hand
            if self.badges[name].text()
        ]

    def update(self) -> None:
        scene = self.scene
        b = self.badges
        v = scene.view
        g = scene.geo
        px = max(11, round(g.label_h * 0.55))
        for badge in b.values():
            badge.set_pixel_size(px)
        b["prompt"].set_pixel_size(round(px * 1.2))
        if v is None:
            had_prompt = bool(b["prompt"].text())
            for badge in b.values():
                badge.set_text("")
            if had_prompt:
                scene.prompt_changed.emit("")
            return
        showdown = v.knocker is not None and v.phase in (Phase.LAYOFF, Phase.OVER)
        # The counts, the pile and the prompt wait until the dealt cards have landed.
        hold = scene.dealing
        dealer = QCoreApplication.translate("TableScene", " · dealer")
        opp = player_name(1 - PERSON)
        if scene.opponent_level:
            # The level's name by the computer's, its way of playing in the tooltip.
            opp = (
                QCoreApplication.translate("TableScene", "%1 (%2)")
                .replace("%1", opp)
                .replace("%2", level_name(scene.opponent_level))
            )
        b["opponent"].setToolTip(
            level_description(scene.opponent_level) if scene.opponent_level else ""
        )
        opp += dealer if v.dealer != PERSON else ""
        if not showdown or (v.knocker == PERSON and v.result is None):
            opp += " · " + QCoreApplication.translate("TableScene", "cards: %1").replace(
                "%1", str(v.opponent_hand_size)
            )
        me = player_name(PERSON) + (dealer if v.dealer == PERSON else "")
        b["opponent"].set_text(opp)
        b["opponent"].place(QPointF(g.margin, g.opponent_y - g.label_h * 0.95))
        b["person"].set_text(me)
        # The line over the hand stands clear of the selected card (it stands up).
        over_hand = g.hand_labels_bottom - b["person"].height()
        b["person"].place(QPointF(g.margin, over_hand))
        dw = best_melding(v.hand).deadwood_count if v.hand else 0
        text = QCoreApplication.translate("TableScene", "Deadwood: %1").replace("%1", str(dw))
        if len(v.hand) == 11 and v.phase is Phase.DISCARD:
            # What matters before a discard is what is left after it: the least a
            # discard leaves. Not "the best discard": the equity aid and the review
            # may call another card best, one that keeps chances or feeds nothing.
            text = QCoreApplication.translate(
                "TableScene", "Least deadwood after a discard: %1"
            ).replace("%1", str(_best_discard_deadwood(v)))
        b["deadwood"].set_text(text if v.hand and not showdown and not hold else "")
        b["deadwood"].place(QPointF(g.width - g.margin, over_hand), "right")
        if self._count_over_kept_cards():
            after_name = b["person"].sceneBoundingRect().right() + g.margin
            b["deadwood"].place(QPointF(after_name, over_hand), "left")
            if self._count_over_kept_cards():
                b["deadwood"].place(QPointF(g.width - g.margin, over_hand), "right")
        # The count sits on the stock itself: a label under it would collide with
        # the discard pile's in longer languages.
        b["stock"].set_text(str(v.stock_size) if not showdown and not hold else "")
        b["stock"].set_colours(QColor(255, 255, 255), QColor(0, 0, 0, 150))
        b["stock"].place(
            QPointF(g.stock_pos.x() + g.card_w / 2, g.middle_y + g.card_h * 0.62), "centre"
        )
        tip = QCoreApplication.translate("TableScene", "Stock: %1 cards").replace(
            "%1", str(v.stock_size)
        )
        for item in scene.stock_items:
            item.setToolTip(tip)
        b["stock"].setToolTip(tip)
        pile_text = QCoreApplication.translate("TableScene", "Discard pile (%1)").replace(
            "%1", str(len(v.discard_pile))
        )
        b["discard"].set_text(pile_text if not showdown and not hold else "")
        b["discard"].place(
            QPointF(g.discard_pos.x() + g.card_w / 2 - g.card_w * 0.13, g.middle_y + g.card_h + 8),
            "centre",
        )
        # The cards it took from the pile and still holds: one thrown again goes from
        # the line, which said "Took from the pile" and seemed to forget it (h132).
        picked = [c.label for c in v.opponent_known]
        show = scene.show_pickups and picked and not showdown and not hold
        b["pickups"].set_text(
            QCoreApplication.translate("TableScene", "Holds from the pile: %1").replace(
                "%1", " ".join(picked)
            )
            if show
            else ""
        )
        b["pickups"].place(QPointF(g.width - g.margin, g.opponent_y - g.label_h * 0.95), "right")
        prompt = "" if hold else self._prompt_text(v)
        if prompt != b["prompt"].text():
            b["prompt"].set_text(prompt)
            scene.prompt_changed.emit(prompt)
        prompt_y = g.middle_y - g.label_h * 1.35
        if showdown:
            prompt_y = g.middle_rect.center().y() - g.label_h * 1.6
        b["prompt"].place(QPointF(g.centre_x, prompt_y), "centre")
        self._update_showdown_badges(v, showdown)

    def _count_over_kept_cards(self) -> bool:
        """Whether the deadwood count stands over one of the cards it keeps off."""
        scene = self.scene
        count = self.badges["deadwood"].sceneBoundingRect()
        for card in self._count_off:
            item = scene.faces.get(card)
            place = scene.places.get(item) if item is not None else None
            if place is None or place.role is not CardRole.HAND:
                continue
            left = place.pos.x()
            if left < count.right() and count.left() < left + scene.geo.card_w:
                return True
        return False

    def _update_showdown_badges(self, v: PlayerView, showdown: bool) -> None:
        b = self.badges
        g = self.scene.geo
        if not showdown:
            b["knocker"].set_text("")
            b["defender"].set_text("")
            self._over_hand = ("person", "deadwood")
            return
        knocker = v.knocker
        assert knocker is not None  # a showdown has a knocker
        kd = sum(c.value for c in v.knocker_deadwood)
        kind = {
            EventKind.WENT_GIN: QCoreApplication.translate("TableScene", "gin"),
            EventKind.WENT_BIG_GIN: QCoreApplication.translate("TableScene", "Big Gin"),
        }
        how = QCoreApplication.translate("TableScene", "knocked")
        for e in v.log:
            if e.kind in kind and e.player == v.knocker:
                how = kind[e.kind]
        b["knocker"].set_text(
            QCoreApplication.translate("TableScene", "%1: %2, deadwood %3")
            .replace("%1", player_name(knocker))
            .replace("%2", how)
            .replace("%3", str(kd))
        )
        knocker_top = knocker != PERSON
        self._over_hand = ("person", "deadwood", "defender" if knocker_top else "knocker")
        # Clear of the frames round the top row's melds (they stand out of the row).
        top_y = max(2.0, g.opponent_y - g.label_h * 0.95 - g.card_w * 0.06)
        bottom_y = g.hand_labels_bottom - b["defender"].height()
        b["knocker"].place(QPointF(g.centre_x, top_y if knocker_top else bottom_y), "centre")
        defender = 1 - knocker
        text = ""
        if v.result is not None:
            text = (
                QCoreApplication.translate("TableScene", "%1: deadwood %2")
                .replace("%1", player_name(defender))
                .replace("%2", str(v.result.defender_deadwood))
            )
        elif defender == PERSON:
            left = best_melding(v.hand).deadwood_count if v.hand else 0
            text = (
                QCoreApplication.translate(
                    "TableScene", "%1: deadwood %2, lay off on the melds above"
                )
                .replace("%1", player_name(defender))
                .replace("%2", str(left))
            )
        b["defender"].set_text(text)
        b["defender"].place(QPointF(g.centre_x, bottom_y if knocker_top else top_y), "centre")
        b["opponent"].set_text("")
        b["person"].set_text("")

    def _prompt_text(self, v: PlayerView) -> str:
        if v.phase is Phase.OVER:
            return ""
        if self.scene.demo:
            return QCoreApplication.translate("TableScene", "The computer plays both hands.")
        if v.turn != PERSON:
            if self.scene.thinking:
                return QCoreApplication.translate("TableScene", "The computer is thinking…")
            return QCoreApplication.translate("TableScene", "The computer's turn")
        return due_prompt(v)


def _best_discard_deadwood(v: PlayerView) -> int:
    mask = to_mask(v.hand)
    return min(min_deadwood(mask & ~c.bit) for c in v.hand if c != v.taken_from_discard)


def felt_pixmap(width: int, height: int, *, high_contrast: bool = False) -> QPixmap:
    """Green baize: a radial glow in the middle, darker towards the rail (plain black
    for the high-contrast table, where white cards stand out most)."""
    pm = QPixmap(max(1, width), max(1, height))
    if high_contrast:
        pm.fill(QColor(0, 0, 0))
        return pm
    p = QPainter(pm)
    lin = QLinearGradient(0, 0, 0, height)
    lin.setColorAt(0, QColor(18, 84, 52))
    lin.setColorAt(1, QColor(12, 66, 40))
    p.fillRect(0, 0, width, height, QBrush(lin))
    rad = QRadialGradient(width / 2, height * 0.48, max(width, height) * 0.62)
    rad.setColorAt(0, QColor(46, 128, 80, 200))
    rad.setColorAt(0.55, QColor(30, 104, 64, 90))
    rad.setColorAt(1, QColor(0, 0, 0, 110))
    p.fillRect(0, 0, width, height, QBrush(rad))
    p.setPen(Qt.PenStyle.NoPen)
    p.end()
    return pm

"""The showdown on the table: both hands laid out in their melds, the knocker's
melds framed as places to lay off on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ...app.controller import PERSON
from ...model import Card, EventKind, Phase, PlayerView, best_melding
from ...model.cards import to_mask
from ...model.deadwood import deadwood_without
from .items import ADDED_MARK, DropZone, meld_colour
from .layout import Place, group_positions
from .roles import CardRole

if TYPE_CHECKING:
    from .scene import TableScene


class ShowdownLayout:
    """Lays a TableScene out for the layoff phase and the finished hand; owns the
    frames of the knocker's melds (the places to lay off on)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.meld_zones: list[DropZone] = []

    # -- showdown: both hands laid out with their melds
    def layout(self, v: PlayerView) -> None:
        scene = self.scene
        g = scene.geo
        scene.knock_zone.setVisible(False)
        scene.discard_zone.setVisible(False)
        knocker_top = v.knocker != PERSON
        k_y, d_y = (g.opponent_y, g.hand_y) if knocker_top else (g.hand_y, g.opponent_y)
        laid = {e.card for e in v.log if e.kind is EventKind.LAID_OFF and e.card is not None}
        k_groups = [list(m.cards) for m in v.knocker_melds] + [list(v.knocker_deadwood)]
        self._place_groups(k_groups, k_y, laid=laid, zones=True)
        defender = 1 - (v.knocker or 0)
        result = v.result
        if defender == PERSON:
            melding = (
                best_melding(v.hand)
                if result is None or result.defender_melding is None
                else result.defender_melding
            )
            d_groups = [list(m.cards) for m in melding.melds] + [list(melding.deadwood)]
            scene.hand_order = [c for grp in d_groups for c in grp]
            self._place_groups(d_groups, d_y, laid=set(), zones=False, role=CardRole.HAND)
            if v.phase is Phase.LAYOFF:
                # Point out the cards that can still go onto the knocker's melds and
                # would lower the deadwood there: a card out of one of your own melds
                # may go too, but it breaks that meld (asked first), and the dot on it
                # read as advice (play-test 10: 6♠ out of 5♠ 6♠ 7♠ 8♠, 14 more).
                # The dot is in the colour of the meld the card goes on: one sky blue
                # for every meld read as "goes on the sky-blue meld" (play-test h114).
                for card, colour in worth_laying_off(v).items():
                    scene.face_item(card).set_marker(colour)
        elif result is not None and result.defender_melding is not None:
            melding = result.defender_melding  # the hand is over: the computer shows its cards
            self._place_groups(
                [list(m.cards) for m in melding.melds] + [list(melding.deadwood)],
                d_y,
                laid=set(),
                zones=False,
            )
        else:
            scene.place_backs(v.opponent_hand_size, d_y, g.width - 2 * g.margin)

    def _place_groups(
        self,
        groups: list[list[Card]],
        y: float,
        *,
        laid: set[Card],
        zones: bool,
        role: CardRole = CardRole.MELD,
    ) -> None:
        scene = self.scene
        g = scene.geo
        rows = group_positions(
            [len(x) for x in groups], g.centre_x, y, g.card_w, g.width - 2 * g.margin
        )
        z = 200
        for gi, (cards, positions) in enumerate(zip(groups, rows, strict=True)):
            is_meld = gi < len(groups) - 1
            colour = meld_colour(gi) if is_meld else None
            for card, pos in zip(cards, positions, strict=True):
                item = scene.face_item(card)
                # Only a card still to be played stands up: the defender's, by key.
                chosen = card == scene.selected and role is CardRole.HAND
                lifted = pos - QPointF(0, g.lift) if chosen else pos
                scene.places[item] = Place(lifted, z, True, role)
                item.set_meld_colour(colour)
                item.set_marker(ADDED_MARK if card in laid else None)
                z += 1
            if zones and is_meld and positions:
                pad = g.card_w * 0.07
                rect = QRectF(
                    positions[0].x() - pad,
                    y - pad,
                    positions[-1].x() - positions[0].x() + g.card_w + 2 * pad,
                    g.card_h + 2 * pad,
                )
                zone = DropZone(dashed=False)
                if colour is not None:
                    zone.set_colour(colour)
                zone.set_rect(rect)
                zone.setZValue(-5)
                zone.setData(0, gi)
                scene.addItem(zone)
                self.meld_zones.append(zone)

    def clear(self) -> None:
        for zone in self.meld_zones:
            self.scene.removeItem(zone)
        self.meld_zones = []


def worth_laying_off(v: PlayerView) -> dict[Card, QColor]:
    """The defender's cards that go on one of the knocker's melds and do not raise the
    deadwood left in hand (a card out of one of the defender's own melds breaks it),
    each with the frame colour of the first meld it goes on."""
    mask = to_mask(v.hand)
    out: dict[Card, QColor] = {}
    for card in v.hand:
        at = next((i for i, meld in enumerate(v.knocker_melds) if meld.accepts(card)), None)
        if at is None:
            continue
        before, after = deadwood_without(mask, card.bit)
        if after <= before:
            out[card] = meld_colour(at)
    return out

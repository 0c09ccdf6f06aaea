"""While a card is dragged the table lights exactly the drops the model accepts: the
knock spot only when the discard leaves deadwood within the limit, a knocker's meld
only for a card that fits it."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from table_helpers import arranged_match, load

from ginrummy_desktop.model import Discard, Knock, Phase, TakeUpcard, parse_cards
from ginrummy_desktop.model.targets import Pile, Target, may_drop


def _centre_on(table, card, rect) -> QPointF:
    """The point to drag ``card`` by so that its face lands centred on ``rect``."""
    item = table.scene.faces[card]
    start = table.grab_point(card)
    topleft = rect.center() - QPointF(item.width / 2, item.height / 2)
    return start + (topleft - item.pos())


# High cards that meld nowhere: their deadwood is far above any knock limit.
HIGH = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")


def _throwing(table):  # type: ignore[no-untyped-def]
    """On the table: the person took the face-up 5♣ into HIGH and is to throw."""
    computer = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")
    m = arranged_match(dealer=1, hands={0: HIGH, 1: computer}, upcard=parse_cards("5C")[0])
    m.apply(TakeUpcard(0))
    load(table, m)
    return m


def test_the_knock_spot_stays_dark_above_the_knock_limit(table):
    hand = HIGH
    _throwing(table)
    v = table.pv
    assert v.phase is Phase.DISCARD and v.turn == 0
    assert not any(isinstance(a, Knock) for a in v.legal)  # deadwood far above 10
    card = hand[0]
    scene = table.scene
    start = table.grab_point(card)
    table.hold(start, _centre_on(table, card, scene.knock_zone.rect()))
    assert scene.dragged is not None
    assert not scene.knock_zone.hot and not scene.knock_zone.available
    # ... and says, before the card is let go, that it would refuse it (h154).
    assert scene.knock_zone.refused
    # The discard pile is a legal drop: it is lit while the card is over it.
    end = _centre_on(table, card, scene.geo.discard_rect)
    table.move(end)
    assert scene.discard_zone.hot and not scene.knock_zone.refused
    table.release(end)
    table.settle()
    assert card in table.pv.discard_pile


def test_a_meld_the_card_does_not_fit_is_not_lit(table):
    computer = parse_cards("AC 2C 3C 4D 4H 4S 7H 8H 9H 2D")
    person = parse_cards("KD QC JS 9S 6D 5S 8C 2S TH 6C")
    m = arranged_match(dealer=0, hands={0: person, 1: computer}, upcard=parse_cards("KS")[0])
    m.apply(TakeUpcard(1))
    m.apply(Knock(1, parse_cards("2D")[0]))
    load(table, m)
    v = table.pv
    assert v.phase is Phase.LAYOFF and v.turn == 0
    scene = table.scene

    def meld_zones():
        # The table frames the melds anew on every layout.
        return {int(z.data(0)): z for z in scene.meld_zones}

    zones = meld_zones()
    assert len(zones) == len(v.knocker_melds) == 3
    king = parse_cards("KD")[0]
    for index in range(3):
        assert not may_drop(v, Pile.HAND, Target.MELD, king, index)
        zones = meld_zones()
        table.hold(table.grab_point(king), _centre_on(table, king, zones[index].rect()))
        assert scene.dragged is not None
        assert scene.input.best_target(scene.dragged).kind is Target.MELD
        assert not any(z.hot or z.available for z in zones.values()), index
        assert [i for i, z in zones.items() if z.refused] == [index]  # ringed red
        table.move(table.grab_point(king))
        table.release(table.grab_point(king))
        table.settle()
    # The ten of hearts fits the hearts run: that meld, and only it, is lit.
    ten = parse_cards("TH")[0]
    hearts = next(i for i, meld in enumerate(v.knocker_melds) if meld.accepts(ten))
    zones = meld_zones()
    table.hold(table.grab_point(ten), _centre_on(table, ten, zones[hearts].rect()))
    assert zones[hearts].hot and zones[hearts].available
    assert not any(z.available for i, z in zones.items() if i != hearts)
    table.release(_centre_on(table, ten, zones[hearts].rect()))
    table.settle()
    assert ten in table.pv.knocker_melds[hearts].cards


def test_a_card_between_the_pile_and_a_closed_knock_spot_goes_to_the_pile(table):
    """Play-test h148: a card held between the discard pile and a knock spot not open
    (deadwood far above the limit), covering more of the spot, lit neither, and let go
    it was refused at the spot. The pile is lit and takes it, where the card covers a
    fair part of it; a card all but on the spot is refused there, with the reason."""
    from ginrummy_desktop.model.serialize import match_to_dict

    hand = HIGH
    m = _throwing(table)
    scene = table.scene
    pile, spot = scene.geo.discard_rect, scene.knock_zone.rect()
    assert pile.right() < spot.left()  # side by side, the spot to the right

    def over(card, on_pile: float) -> QPointF:
        """The drag point that lays ``card`` with ``on_pile`` of its width on the pile,
        the rest towards the spot, level with them."""
        item = scene.faces[card]
        topleft = QPointF(pile.right() - item.width * on_pile, pile.top())
        return table.grab_point(card) + (topleft - item.pos())

    def covered(card, rect) -> float:
        r = scene.faces[card].scene_card_rect().intersected(rect)
        return r.width() * r.height()

    # More on the spot than on the pile, a sixth on the pile: the pile is lit, and takes it.
    first = hand[0]
    table.hold(table.grab_point(first), over(first, 0.16))
    assert covered(first, spot) > covered(first, pile) > 0
    assert scene.discard_zone.hot and not scene.knock_zone.hot
    table.release(over(first, 0.16))
    table.settle()
    assert Discard(0, first) in m.deals[0].actions
    # A twentieth on the pile, or an eighth with well over twice as much on the spot
    # (review h155): nothing lit, and refused at the spot.
    m2 = _throwing(table)
    before = match_to_dict(m2)
    table.hold(table.grab_point(first), over(first, 0.12))
    assert covered(first, spot) > 2 * covered(first, pile) > 0
    assert not scene.discard_zone.hot and not scene.knock_zone.hot
    table.move(over(first, 0.05))
    assert covered(first, spot) > covered(first, pile) > 0
    assert not scene.discard_zone.hot and not scene.knock_zone.hot
    table.release(over(first, 0.05))
    table.settle()
    assert not scene.knock_zone.refused  # let go: the ring goes
    assert match_to_dict(m2) == before
    assert "knock" in table.window.status_label.text().lower()

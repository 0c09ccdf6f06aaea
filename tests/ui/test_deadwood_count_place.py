"""Where the deadwood count stands on the line over the person's hand: at its right
end, or, kept off cards the lesson's coach points at, at its left end after the name."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from table_helpers import Table, arranged_match, load

from ginrummy_desktop.model import Card, parse_cards
from ginrummy_desktop.ui.window.main_window import MainWindow

HAND = parse_cards("2C 4S 5S 6H 7C 7D 8C 9D 9S KS")
OTHER = parse_cards("AH 2H 3H 4D 5D 6D JC JD JH KD")


def _card(window: MainWindow, card: Card) -> QRectF:
    scene = window.table.table
    place = scene.places[scene.faces[card]]
    return QRectF(place.pos.x(), place.pos.y(), scene.geo.card_w, scene.geo.card_h)


def _over(count: QRectF, card: QRectF) -> bool:
    return count.left() < card.right() and card.left() < count.right()


def test_the_count_stands_aside_from_a_card_it_keeps_off(window, table: Table) -> None:  # type: ignore[no-untyped-def]
    """The lesson's arrow at the 8♣ ran under the count over it (in Finnish the count
    lay over the whole card): a card the count keeps off sends it to the left end of
    its line, after the person's name, on the same line and with the same words."""
    load(table, arranged_match(dealer=1, hands={0: HAND, 1: OTHER}, upcard=parse_cards("7H")[0]))
    QApplication.processEvents()
    scene = window.table.table
    badge, name = scene.badges["deadwood"], scene.badges["person"]
    king = parse_cards("KS")[0]
    right = badge.sceneBoundingRect()
    words = badge.text()
    assert words and _over(right, _card(window, king))  # the count stands over the K♠
    scene.labels.keep_count_off((king,))
    left = badge.sceneBoundingRect()
    assert not _over(left, _card(window, king))
    assert left.left() > name.sceneBoundingRect().right()
    assert left.right() < right.left() and left.top() == right.top()
    assert badge.text() == words
    scene.relayout(animate=False)  # a new layout keeps it aside
    assert badge.sceneBoundingRect() == left
    # Over a kept card at either end, it stays where it was; kept off none, it goes back.
    scene.labels.keep_count_off((parse_cards("2C")[0], king))
    assert badge.sceneBoundingRect() == right
    scene.labels.keep_count_off(())
    assert badge.sceneBoundingRect() == right

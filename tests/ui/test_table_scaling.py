"""The table scales with the window: the card-size setting visibly changes the cards
at 1366x768 and 1920x1080, the buttons and knock spot text grow with the table, and
the computer's smaller backs at Large still leave the labels clear."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from table_helpers import arranged_match, load

from ginrummy_desktop.model import parse_cards
from ginrummy_desktop.ui.table.layout import table_geometry

HAND = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")
OTHER = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")


def _upcard_turn(table, size: tuple[int, int]) -> None:
    table.window.resize(*size)
    QApplication.processEvents()
    load(table, arranged_match(dealer=1, hands={0: HAND, 1: OTHER}, upcard=parse_cards("5C")[0]))


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_each_card_size_changes_the_cards(table, size):
    _upcard_turn(table, size)
    widths = {}
    for setting in ("small", "normal", "large"):
        table.window.table_look.set_size(setting)
        QApplication.processEvents()
        item = table.scene.faces[HAND[0]]
        widths[setting] = item.width
        assert item.isVisible()
    assert widths["small"] < widths["normal"] < widths["large"], widths
    # "Visibly": at least a tenth apart.
    assert widths["large"] >= widths["normal"] * 1.1
    assert widths["small"] <= widths["normal"] * 0.9


def test_a_change_of_deck_keeps_the_computers_hand_at_its_size(table):
    """View → Deck → Four colours with large cards drew the computer's hand at full
    size over the prompt until the next move (play-test 12)."""
    _upcard_turn(table, (1366, 768))
    table.window.table_look.set_size("large")
    QApplication.processEvents()
    scene = table.scene
    backs = [item for item in scene.backs if item.isVisible()]
    assert len(backs) == 10
    sizes = {(item.width, item.height) for item in backs}
    assert sizes == {(scene.geo.back_w, scene.geo.back_h)}
    assert scene.geo.back_w < scene.geo.card_w  # drawn smaller than the person's
    scene.set_look(deck="four_colour")
    assert {(item.width, item.height) for item in backs} == sizes
    assert table.scene.faces[HAND[0]].width == scene.geo.card_w


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("setting", ["small", "normal", "large"])
def test_the_rows_never_overlap(size, setting):
    from ginrummy_desktop.ui.table.layout import CARD_SCALES

    g = table_geometry(size[0] - 300, size[1] - 60, CARD_SCALES[setting])
    assert g.opponent_y + g.back_h < g.middle_y - g.label_h  # room for the prompt
    assert g.middle_y + g.card_h + g.label_h < g.hand_y - g.label_h  # the pile's label
    assert g.hand_y + g.card_h <= g.height


def test_buttons_and_knock_text_are_no_smaller_on_a_big_screen(table):
    fonts = {}
    knock = {}
    for size in ((1366, 768), (1920, 1080)):
        _upcard_turn(table, size)
        bar = table.view_widget.action_bar
        shown = [b for b in bar.buttons() if b.isVisible()]
        assert shown, "Take the upcard / Pass are offered"
        fonts[size] = min(b.font().pixelSize() for b in shown)
        knock[size] = table.scene.knock_zone._font.pixelSize()
        # The column stays on the table, clear of the knock spot.
        geo = bar.geometry()
        assert geo.right() <= table.view_widget.viewport().width()
        assert geo.left() >= table.scene.knock_zone.rect().right()
    assert fonts[(1920, 1080)] >= fonts[(1366, 768)] >= 14, fonts
    assert knock[(1920, 1080)] >= knock[(1366, 768)], knock


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
@pytest.mark.parametrize("size", [(1024, 610), (1366, 738), (1920, 1050)])
def test_the_selected_card_stands_clear_of_the_line_over_the_hand(table, size, language):
    """Play-test 9: at 1366x768 in Norwegian the selected card, standing up out of the
    hand, touched the count read before a discard (then 'Dødkort etter det beste kastet',
    now 'Minst dødkort etter et kast')."""
    from ginrummy_desktop.model import TakeUpcard

    match = arranged_match(dealer=1, hands={0: HAND, 1: OTHER}, upcard=parse_cards("5C")[0])
    match.apply(TakeUpcard(0))
    table.window.languages.set_language(language)
    try:
        table.window.resize(*size)
        QApplication.processEvents()
        load(table, match)
        scene = table.scene
        lines = [scene.badges[name] for name in ("person", "deadwood")]
        assert all(line.text() for line in lines)
        for card in table.pv.hand:
            scene.set_selected(card)
            item = scene.faces[card]
            raised = QRectF(item.home, item.card_rect().size())
            assert raised.top() < scene.geo.hand_y  # it does stand up
            for line in lines:
                assert not raised.intersects(line.sceneBoundingRect()), (card, line.text())
    finally:
        table.window.languages.clear()

"""Less common endings and variants on the table: a void hand, Oklahoma's knock limit."""

from __future__ import annotations

from table_helpers import load, passive_move

from ginrummy_desktop.model import Match, Phase, match_view, preset
from ginrummy_desktop.ui.table.roles import CardRole


def test_void_hand_shows_its_result_and_deals_again(table):
    m = Match(preset("standard"), seed=5)
    # Nobody ever knocks: the stock runs down to its last two cards.
    while not m.current.is_over:
        m.apply(passive_move(match_view(m, m.current.turn)))
    assert m.current.result.outcome.value == "void"
    dealer = m.current.dealer
    load(table, m)
    panel = table.view_widget.result_panel
    assert panel.isVisible() and "Void hand" in panel.title.text()
    # The computer's cards stay face down: nothing was shown in a void hand.
    assert not any(
        item.isVisible()
        for item in table.scene.faces.values()
        if item.face_up and item.role not in (CardRole.HAND, CardRole.DISCARD, CardRole.PILE)
    )
    table.window.registry["next_hand"].trigger()
    assert table.c.match.hand_number == 2 and table.c.match.current.dealer == dealer


def test_oklahoma_knock_limit_is_shown_on_the_knock_spot(table):
    table.window.new_game(preset("standard").with_changes(oklahoma=True), "beginner", seed=8)
    table.settle()
    v = table.pv
    assert v.phase in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)
    spot = table.scene.knock_zone
    if v.knock_limit == 0:
        assert "gin only" in spot._subtitle
    else:
        assert str(v.knock_limit) in spot._subtitle
    assert ("double" in spot._subtitle) == v.doubled


def test_the_knock_spots_line_wraps_rather_than_shrinking_past_reading(qapp) -> None:  # type: ignore[no-untyped-def]
    """In Finnish at 1024x640 'miinuspisteet ≤ 10' was shrunk to 7-8 px to stay on one
    line in the 90-px spot. It keeps 10 px now and takes two lines, inside the spot."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFontMetricsF

    from ginrummy_desktop.ui.table.items import SUBTITLE_LEAST_PX, DropZone

    zone = DropZone()
    for width, lines in ((90, 2), (160, 1)):
        zone.set_rect(QRectF(0, 0, width, width * 1.3))
        zone.set_texts("Lopeta", "miinuspisteet ≤\u00a010")
        font = zone.subtitle_font()
        assert font.pixelSize() >= SUBTITLE_LEAST_PX
        fm = QFontMetricsF(font)
        sub = zone.subtitle_rect()
        drawn = fm.boundingRect(sub, int(Qt.TextFlag.TextWordWrap), "miinuspisteet ≤\u00a010")
        assert round(drawn.height() / fm.lineSpacing()) == lines, width
        assert drawn.height() <= sub.height() and drawn.width() <= sub.width()

"""Less common endings and variants on the table: a void hand, Oklahoma's knock limit."""

from __future__ import annotations

import pytest
from table_helpers import arranged_match, load, passive_move

from ginrummy_desktop.model import Match, match_view, parse_cards, preset
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


HANDS = {
    0: parse_cards("AC 2C 3C 5D 6D 7D 9H 8H KS QS"),
    1: parse_cards("4H 4S 4D 9C TC JC 2H 3H 5S 6C"),
}


@pytest.mark.parametrize(
    ("upcard", "limit", "doubled"),
    [
        ("7S", "deadwood ≤\u00a07", True),
        ("9D", "deadwood ≤\u00a09", False),
        ("AH", "gin only", False),
    ],
)
def test_oklahoma_knock_limit_is_shown_on_the_knock_spot(table, upcard, limit, doubled):
    rules = preset("standard").with_changes(oklahoma=True)
    load(table, arranged_match(dealer=1, hands=HANDS, upcard=parse_cards(upcard)[0], rules=rules))
    assert table.pv.doubled is doubled
    lines = table.scene.knock_zone._subtitle.split("\n")
    assert lines[0] == limit
    assert (lines[1:] == ["spade upcard: scores double"]) is doubled


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_the_knock_spot_holds_oklahomas_two_lines(table, size):
    """At 1024x640 in nb 'åpen spar: dobbel poengsum' under 'dødkort ≤ 10' wrapped
    past the spot's foot, 'poengsum' cut in half (play-test h95): the lines take the
    spot's height, the title going up with them, every line inside the frame."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFontMetricsF

    table.window.resize(*size)
    table.window.languages.set_language("nb")
    try:
        rules = preset("standard").with_changes(oklahoma=True)
        load(table, arranged_match(dealer=1, hands=HANDS, upcard=parse_cards("TS")[0], rules=rules))
        table.settle()
        zone = table.scene.knock_zone
        text = zone._subtitle
        assert text == "dødkort ≤\u00a010\nåpen spar: dobbel poengsum"
        sub, frame = zone.subtitle_rect(), zone.rect()
        fm = QFontMetricsF(zone.subtitle_font())
        drawn = fm.boundingRect(sub, int(Qt.TextFlag.TextWordWrap), text)
        assert drawn.height() <= sub.height() and drawn.width() <= sub.width()
        title = zone.title_rect()
        assert frame.contains(sub) and frame.contains(title)
        assert title.bottom() <= sub.top()
        assert QRectF(frame).contains(drawn)
    finally:
        table.window.languages.set_language("en")


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


def test_the_knock_spots_words_are_placed_again_for_new_words(qapp) -> None:  # type: ignore[no-untyped-def]
    """The places are worked out once a size and text (the spot is painted while cards
    move over it): new words, or a new size, are placed anew."""
    from PySide6.QtCore import QRectF

    from ginrummy_desktop.ui.table.items import DropZone

    zone = DropZone()
    zone.set_rect(QRectF(0, 0, 86, 106))
    zone.set_texts("Bank", "dødkort ≤\u00a010")
    plain = zone.title_rect()
    zone.set_texts("Bank", "dødkort ≤\u00a010\nåpen spar: dobbel poengsum")
    assert zone.title_rect().top() < plain.top()  # two lines more: the title goes up
    zone.set_texts("Bank", "dødkort ≤\u00a010")
    assert zone.title_rect() == plain
    zone.set_rect(QRectF(0, 0, 172, 212))
    assert zone.title_rect().height() > plain.height()


def test_the_persons_points_read_you_score_not_you_scores(table) -> None:  # type: ignore[no-untyped-def]
    """Play-test h123: "You scores 40." on the game-over panel and "You scores 27" in
    the scoresheet's tip for the hand; and "You has not won a hand" on a score cell."""
    from table_helpers import arranged_match, load

    from ginrummy_desktop.model import Knock, TakeUpcard, parse_cards, preset
    from ginrummy_desktop.persistence import build_sheet
    from ginrummy_desktop.ui.scoresheet import doc
    from ginrummy_desktop.ui.scoresheet.view import _GameScore

    # You take the 2♠ and knock with 2 (A♣2♣3♣, 4♦5♦6♦, 7♥8♥9♥); nothing of the
    # computer's fits your melds.
    you = parse_cards("AC 2C 3C 4D 5D 6D 7H 8H 9H KS")
    computer = parse_cards("KD QC JS 9C 7S 5C 3H TD 8S 6C")
    rules = preset("standard").with_changes(target=1)
    match = arranged_match(
        dealer=1, hands={0: you, 1: computer}, upcard=parse_cards("2S")[0], rules=rules
    )
    match.apply(TakeUpcard(0))
    load(table, match)
    assert table.c.act(Knock(0, parse_cards("KS")[0]))
    table.settle()
    assert match.is_over
    points = match.records[-1].result.points
    assert match.records[-1].result.winner == 0 and points > 0
    over = table.view_widget.game_over
    assert over.last_hand.text().endswith(f" You score {points}."), over.last_hand.text()
    row = build_sheet(match).rows[0]
    assert f"You score {points}" in doc.row_tooltip(row)
    cell = _GameScore(large=False)
    cell.set_values("You", 0, 0, False)
    assert cell.toolTip() == "You: no hand won in this game yet."

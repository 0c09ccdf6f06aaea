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

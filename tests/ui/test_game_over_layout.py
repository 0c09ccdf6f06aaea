"""The game-over panel leaves the knocker's melds in sight on small windows, and shows
the running-total chart there when it fits beside the tally."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QApplication, QLabel, QToolButton
from table_helpers import load, match_until_knock

from ginrummy_desktop.model import Match
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict


def _game_over(table, knocker: int, size: tuple[int, int]) -> None:
    table.window.resize(*size)
    QApplication.processEvents()
    data = match_to_dict(match_until_knock(knocker))
    data["rules"]["target"] = 1  # the first hand ends the game
    match = match_from_dict(data)
    assert isinstance(match, Match)
    load(table, match)
    if knocker == 1:
        table.window.registry["accept_layoffs"].trigger()
    else:
        from ginrummy_desktop.model import Knock, Phase

        v = table.pv
        assert v.phase is Phase.DISCARD
        knock = next(a for a in v.legal if isinstance(a, Knock))
        assert table.c.act(knock)
    table.settle()
    QApplication.processEvents()
    assert table.view_widget.game_over.isVisible()


def _meld_rects(table) -> list[QRectF]:
    v = table.pv
    scene = table.scene
    cards = [c for meld in v.knocker_melds for c in meld.cards]
    assert cards
    return [scene.faces[c].sceneBoundingRect() for c in cards]


@pytest.mark.parametrize("size", [(1024, 640), (1180, 706)])
@pytest.mark.parametrize("knocker", [0, 1])
def test_the_game_over_panel_leaves_the_knockers_melds_clear(table, size, knocker):
    _game_over(table, knocker, size)
    panel = table.view_widget.game_over.geometry()
    # The view shows the scene 1:1 from its origin: widget and scene coordinates agree.
    area = QRectF(panel)
    for rect in _meld_rects(table):
        card = rect.adjusted(6, 6, -6, -14)  # the card itself, not its soft shadow
        assert not area.intersects(card), (size, knocker, panel, rect)
    assert panel.bottom() <= table.view_widget.viewport().height()


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_running_totals_show_at_1024x640(table, language, lang):
    language.set_language(lang)
    _game_over(table, 1, (1024, 640))
    over = table.view_widget.game_over
    assert over._has_chart  # the match has a scored hand to draw
    assert over.chart.isVisible()
    assert not QRectF(over.geometry()).intersects(_meld_rects(table)[0].adjusted(6, 6, -6, -14))
    # Nothing of the tally is squeezed: every cell has the height its text needs, and
    # the box counts (under their points on a narrow panel) are shown whole.
    for cell in over.grid_host.findChildren(QLabel):
        if cell.isVisible() and cell.text():
            assert cell.height() >= cell.sizeHint().height(), (lang, cell.text())
            assert cell.width() >= cell.sizeHint().width(), (lang, cell.text())
    assert not QRectF(over.chart.geometry()).intersects(QRectF(over.grid_host.geometry()))


def test_the_box_counts_go_under_their_points_only_when_the_panel_is_narrow(table, language):
    language.set_language("fi")  # the widest tally of the three languages
    _game_over(table, 1, (1024, 640))
    over = table.view_widget.game_over
    counts = [count for _cell, count, _p, _b in over._box_cells]
    assert counts and all(count.isVisible() for count in counts)
    table.window.resize(1366, 768)
    QApplication.processEvents()
    assert over.chart.isVisible()
    assert not any(count.isVisible() for count in counts)
    assert all("(" in cell.text() for cell, _c, _p, _b in over._box_cells)


@pytest.mark.parametrize(
    ("size", "shown"), [((800, 600), False), ((1024, 621), True), ((1366, 728), True)]
)
def test_hollywoods_charts_show_only_where_they_can_be_read(table, language, size, shown):
    """The play-test's finding: beside the tally on a small table Hollywood's three
    charts had plots some 18 px tall, a smudge of marks. Where a plot would be lower
    than MIN_PLOT_HEIGHT the tally's words have the panel; the full scoresheet has the
    charts. (With the hand axis's title given up on a low chart, 1024x621 has room.)"""
    from testkit.scripted_play import play_match

    from ginrummy_desktop.model import PRESETS
    from ginrummy_desktop.ui.charts.running import MIN_PLOT_HEIGHT

    language.set_language("nb")
    table.window.resize(*size)
    QApplication.processEvents()
    load(table, play_match(PRESETS["standard"].with_changes(hollywood=True), seed=3))
    for _ in range(3):
        QApplication.processEvents()
    over = table.view_widget.game_over
    assert over.isVisible() and over._has_chart
    assert over.chart.isVisible() is shown
    if shown:
        assert all(p.plot.height() >= MIN_PLOT_HEIGHT for p in over.chart.panels())


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_cards_laid_off_stay_together_when_the_last_hand_wraps(table, language, lang):
    """A wrap may come before the phrase, never inside it: not between the cards, nor
    between its words ("Lagt" at a line's end, "på: A♣ 3♣." under it)."""
    language.set_language(lang)
    _game_over(table, 1, (1024, 640))
    text = table.view_widget.game_over.last_hand.text()
    # The whole phrase between two breakable spaces (what the hand scored follows it).
    phrase = next(t for t in reversed(text.split(" ")) if "\u00a0" in t and ":" in t)
    cards = phrase.split(":")[-1].strip("\u00a0.").split("\u00a0")
    assert len(cards) == 2, text  # this deal lays off two cards
    if lang == "nb":
        assert phrase.startswith("Lagt\u00a0på:"), text


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_chart_takes_the_room_the_table_has_left(table, size):
    """On a table with room to spare between the hands the chart grows taller (up to
    twice its height), and the panel still stays clear of the melds and in sight."""
    _game_over(table, 1, size)
    over = table.view_widget.game_over
    assert over.chart.isVisible()
    base = max(110, round(over._px * 7.5))
    grown = over.chart.height()
    assert base <= grown <= 2 * base
    room = table.scene.geo.middle_rect.height()
    panel = over.geometry()
    # Either the chart grew into the room, or the room was used up by the text.
    assert grown > base or room - panel.height() <= over._px + 1, (grown, base, room, panel)
    for rect in _meld_rects(table):
        assert not QRectF(panel).intersects(rect.adjusted(6, 6, -6, -14))
    assert panel.bottom() <= table.view_widget.viewport().height()


def test_hollywoods_game_over_panel_is_as_wide_as_the_table_allows(table, language):
    """On a large screen Hollywood's three charts had some 400 px beside the tally in a
    panel 900 px wide, a third of the table unused: the panel widens for them (to
    1,240 px), still between the hands and in sight; one game's panel does not."""
    from testkit.scripted_play import play_match

    from ginrummy_desktop.model import PRESETS

    language.set_language("en")
    table.window.resize(1920, 1080)
    QApplication.processEvents()
    load(table, play_match(PRESETS["standard"].with_changes(hollywood=True), seed=3))
    for _ in range(3):
        QApplication.processEvents()
    over = table.view_widget.game_over
    panel = over.geometry()
    assert panel.width() == 1240
    assert over.chart.isVisible() and over.chart.width() >= 600
    assert panel.left() >= 0 and panel.right() <= table.view_widget.viewport().width()
    assert panel.bottom() <= table.view_widget.viewport().height()


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_one_games_chart_has_a_readable_plot_on_a_wide_table(table, language, lang, size):
    """At 1920x1080 one game's chart had some 256-390 px beside the tally in a panel
    900 px wide, its legend in two rows over a plot some 50 px tall (play-test): the
    panel is as wide as the table allows, and a low chart has its legend in a column
    beside the plot. The panel still fits between the hands with its buttons in sight."""
    language.set_language(lang)
    _game_over(table, 1, size)
    over = table.view_widget.game_over
    assert over.chart.isVisible()
    plots = [p.plot for p in over.chart.panels()]
    assert plots
    if size == (1920, 1080):
        assert over.chart.legend_beside()
        assert all(plot.height() >= 80 for plot in plots), plots
        assert over.geometry().width() == 1240
    else:
        assert all(plot.height() >= 40 for plot in plots), plots
    view = table.view_widget.viewport().rect()
    for button in over.findChildren(QToolButton):
        if button.isVisible():
            rect = QRect(button.mapTo(table.view_widget.viewport(), QPoint(0, 0)), button.size())
            assert view.contains(rect), (lang, size, button.text())
    for rect in _meld_rects(table):
        assert not QRectF(over.geometry()).intersects(rect.adjusted(6, 6, -6, -14))


def test_the_game_over_panel_offers_what_the_computer_knew(table):
    """The game's last hand could be reviewed from the game-over panel but not looked
    at as the computer saw it, as after any other hand (play-test)."""
    from PySide6.QtWidgets import QToolButton

    _game_over(table, 1, (1180, 706))
    panel = table.view_widget.game_over
    knew = table.window.registry["computer_knew"]
    buttons = [b for b in panel.findChildren(QToolButton) if b.isVisible()]
    assert [b for b in buttons if b.defaultAction() is knew]
    assert knew.isEnabled()


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_docks_final_tally_labels_keep_the_sheets_letter_size(table, language, lang):
    """In the narrow dock at 1024x640 the Finnish box bonus, "Jakovoittopisteet", one
    long word, was drawn smaller than its neighbours (one wrapped, one shrank): the
    narrow column has a short label of its own, and no label there shrinks."""
    from testkit.scripted_play import play_match

    from ginrummy_desktop.model import PRESETS
    from ginrummy_desktop.ui.scoresheet.paint import KIND_ROLE, LABEL_ROLE, _label_font

    language.set_language(lang)
    table.window.resize(1024, 621)
    QApplication.processEvents()
    load(table, play_match(PRESETS["finnish_1"], seed=4))
    for _ in range(3):
        QApplication.processEvents()
    view = table.window.scoresheet.view
    tree = view.tree
    width = tree.header().sectionPosition(view.first_player_column) - 10
    labels = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        label = item.data(0, LABEL_ROLE)
        if label and item.data(0, KIND_ROLE) == "final":
            labels.append(label[0])
    assert len(labels) >= 3, labels  # from hands, the game bonus, the box bonus
    font = tree.font()
    for text in labels:
        assert _label_font(font, text, width).pointSizeF() == font.pointSizeF(), text


@pytest.mark.parametrize(("rules", "says"), [("standard", "no extra"), ("finnish_1", "")])
def test_a_shutout_says_whether_the_rules_pay_for_it(qtbot, rules: str, says: str) -> None:  # type: ignore[no-untyped-def]
    """Play-test 9: "a shutout" named bare sent a player used to a doubled bonus looking
    for it on the tally; where the rules pay only the game bonus, the panel says so."""
    from PySide6.QtGui import QAction

    from ginrummy_desktop.model import PRESETS
    from ginrummy_desktop.model.tally import final_tally
    from ginrummy_desktop.ui.table.game_over import GameOverPanel

    chosen = PRESETS[rules]
    panel = GameOverPanel([QAction("New game")])
    qtbot.addWidget(panel)
    panel.set_result(final_tally(chosen, 0, [120, 0], [4, 0]))
    sub = panel.sub.text()
    assert "a shutout" in sub
    if says:
        assert chosen.shutout_game_bonus is None and says in sub
    else:
        assert chosen.shutout_game_bonus is not None and sub.endswith("a shutout")
    panel.set_result(final_tally(chosen, 0, [120, 30], [4, 1]))
    assert "shutout" not in panel.sub.text()


def test_four_buttons_stand_two_by_two_where_a_row_does_not_fit(table, language) -> None:  # type: ignore[no-untyped-def]
    """At 1024x640 the game-over panel's four buttons stood one under another and the
    panel lay over the hand (play-test 9): two by two, it is two rows shorter."""
    from PySide6.QtWidgets import QToolButton

    language.set_language("nb")  # the longest labels
    _game_over(table, 1, (962, 575))  # the window on a 1024x640 screen, with its frame
    panel = table.view_widget.game_over
    buttons = [b for b in panel.findChildren(QToolButton) if b.isVisible()]
    assert len(buttons) == 4
    assert panel.button_row_width() > panel.width()  # the row would not fit
    assert panel.button_columns == 2
    assert len({b.geometry().top() for b in buttons}) == 2
    inside = panel.rect()
    for b in buttons:
        assert b.width() >= b.sizeHint().width() and inside.contains(b.geometry())


def test_a_long_subtitle_wraps_whole_on_a_small_table(table, language) -> None:  # type: ignore[no-untyped-def]
    """nb's unpaid shutout line needs some 550 pixels: on a 700x500 window the label had
    less and, not wrapping, lost both ends (review)."""
    from PySide6.QtGui import QFontMetrics

    language.set_language("nb")
    _game_over(table, 1, (700, 500))  # you score nothing: a shutout, unpaid under standard
    sub = table.view_widget.game_over.sub
    assert "taperen fikk null" in sub.text()
    assert QFontMetrics(sub.font()).horizontalAdvance(sub.text()) > sub.width()  # too long
    assert sub.wordWrap() and sub.height() >= sub.heightForWidth(sub.width())


def test_the_losers_game_bonus_reads_0_as_on_the_scoresheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The panel left the loser's game bonus blank beside their box bonus of 0, where the
    scoresheet writes 0 in every line that adds to a column (persistence.sheet)."""
    from PySide6.QtGui import QAction

    from ginrummy_desktop.model import PRESETS, LineCode
    from ginrummy_desktop.model.tally import final_tally
    from ginrummy_desktop.ui.common.texts import line_text
    from ginrummy_desktop.ui.table.game_over import GameOverPanel

    panel = GameOverPanel([QAction("New game")])
    qtbot.addWidget(panel)
    result = final_tally(PRESETS["standard"], 0, [104, 30], [4, 1])
    panel.set_result(result)
    grid = panel.grid

    def row_of(words: str) -> list[str]:
        for row in range(grid.rowCount()):
            item = grid.itemAtPosition(row, 0)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel) and label.text() == words:
                cells = [grid.itemAtPosition(row, c) for c in (1, 2)]
                return [c.widget().text() if c is not None else "" for c in cells]  # type: ignore[union-attr]
        raise AssertionError(words)

    game_bonus = next(line for line in result.lines if line.code is LineCode.GAME_BONUS)
    assert game_bonus.player == 0
    assert row_of(line_text(game_bonus)) == ["100", "0"]
    assert row_of("Box bonus")[1].startswith("25")


def test_large_numbers_are_grouped_as_the_language_writes_them(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    """Play-test h106: the panel wrote "1212" where the status line wrote "1 212"."""
    from PySide6.QtGui import QAction

    from ginrummy_desktop.model import PRESETS
    from ginrummy_desktop.model.tally import final_tally
    from ginrummy_desktop.ui.common.texts import score_text
    from ginrummy_desktop.ui.table.game_over import GameOverPanel

    language.set_language("nb")
    panel = GameOverPanel([QAction("New game")])
    qtbot.addWidget(panel)
    panel.set_result(final_tally(PRESETS["standard"], 0, [1104, 30], [40, 1]))
    assert panel.sub.text() == "Vant med 2\u00a0149 poeng"
    texts = [w.text() for w in panel.grid_host.findChildren(QLabel)]
    assert "1\u00a0104" in texts and "2\u00a0204" in texts and "1104" not in texts
    assert "1\u00a0104" in score_text((1104, 30))

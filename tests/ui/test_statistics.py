"""The statistics dialog shows the history's figures per level, and resets on confirmation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRect
from PySide6.QtGui import QFont, QFontMetrics, QScreen
from PySide6.QtWidgets import QApplication
from testkit.held_history import held_history
from testkit.history_read import read
from testkit.history_rows import choose_row, game_row
from testkit.played_history import played_history
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS, PadEnding, PadEntry
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence import HistoryDB, compute_statistics
from ginrummy_desktop.persistence.pad_history import record_pad
from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT
from ginrummy_desktop.ui.dialogs.statistics import ROWS, StatisticsDialog


@pytest.fixture
def history(tmp_path: Path) -> HistoryDB:
    return played_history(tmp_path, ["beginner", "expert", "expert", "beginner", "expert"])


def _column(dialog: StatisticsDialog, level: str | None) -> dict[str, str]:
    col = dialog.columns().index(level)
    return {key: dialog.table.item(row, col).text() for row, key in enumerate(ROWS)}


def test_figures_per_level(qtbot, history: HistoryDB) -> None:  # type: ignore[no-untyped-def]
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    stats = compute_statistics(history)
    loc = QLocale()
    for level in (None, "beginner", "expert"):
        s = stats.overall if level is None else stats.levels[level]
        shown = _column(dialog, level)
        for key in (
            "matches_played",
            "matches_won",
            "hands_played",
            "hands_won",
            "gins",
            "undercuts",
            "knocks",
        ):
            assert shown[key] == loc.toString(getattr(s, key)), (level, key)
        assert shown["points_per_hand"] == loc.toString(s.points_per_hand, "f", 1)
        if s.best_match:
            assert shown["best_match"] == "+" + loc.toString(s.best_match.difference)
    assert dialog.columns()[:6] == [
        None,
        "beginner",
        "intermediate",
        "advanced",
        "expert",
        "master",
    ]
    assert _column(dialog, "advanced")["matches_played"] == "0"
    assert _column(dialog, "advanced")["win_rate"] == "—"
    assert loc.toString(stats.overall.matches_won) in dialog.headline.text()


def test_reset_needs_confirmation(qtbot, history: HistoryDB, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    monkeypatch.setattr(dialog, "_ask_reset", lambda: False)
    assert not dialog.confirm_reset()
    assert compute_statistics(history).overall.matches_played == 5
    monkeypatch.setattr(dialog, "_ask_reset", lambda: True)
    assert dialog.confirm_reset()
    read(qtbot, dialog)
    assert compute_statistics(history).overall.matches_played == 0
    assert _column(dialog, None)["matches_played"] == "0"
    assert not dialog.reset_button.isEnabled()


@pytest.mark.parametrize("lang", ["nb", "fi"])
def test_the_reset_question_says_what_its_title_says(qtbot, history, language, lang) -> None:  # type: ignore[no-untyped-def]
    """Play-test h153: under "Nullstill statistikken" the button said Qt's own
    "Tilbakestill", and the text spoke of matches where the figures count games. The
    button has the title's words; Cancel is the default; the text counts games."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    language.set_language(lang)
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    seen: list[tuple[str, list[str], str, str]] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        buttons = [b.text() for b in box.buttons()]
        seen.append((box.windowTitle(), buttons, box.defaultButton().text(), box.text()))
        box.reject()

    QTimer.singleShot(0, look)
    assert not dialog.confirm_reset()
    ((title, buttons, default, text),) = seen
    assert title in buttons and default != title
    games = {"nb": "spill og runder?", "fi": "pelit ja jaot?"}[lang]
    assert games in text
    assert compute_statistics(history).overall.matches_played == 5


def test_window_as_only_argument_finds_the_history(qtbot, history: HistoryDB) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    window.autosaver = type("Saver", (), {"history": history})()  # type: ignore[attr-defined]
    dialog = read(qtbot, StatisticsDialog(window))
    assert dialog.history is history and dialog.parent() is window


def test_past_hands_pass_on_a_replay(qtbot, history: HistoryDB) -> None:  # type: ignore[no-untyped-def]
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    got: list[tuple[int, object, int]] = []
    dialog.replay_with_dealer.connect(lambda n, r, d: got.append((n, r, d)))
    past = read(qtbot, dialog.open_history())
    hand_item = game_row(past, 0).child(0)
    choose_row(past, hand_item)
    hand = past.selected_hand()
    assert hand is not None and past.replay_selected()
    assert got == [(hand.deal_number, hand.rules, hand.dealer)]


def test_the_game_history_reads_once_as_it_opens(qtbot, history: HistoryDB, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Review: opened from the statistics, a new history window read the whole history
    twice (as it was made, and again as it opened), the first read thrown away; opened
    again later it reads again, for the games since."""
    from ginrummy_desktop.app.history_reads import HistoryReads

    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    started: list[object] = []
    real = HistoryReads.read

    def counted(self, work, failed) -> None:  # type: ignore[no-untyped-def]
        started.append(self.parent())
        real(self, work, failed)

    monkeypatch.setattr(HistoryReads, "read", counted)
    past = read(qtbot, dialog.open_history())
    assert started == [past]
    past.close()
    assert read(qtbot, dialog.open_history()) is past
    assert started == [past, past]


def test_language_change_retranslates(qtbot, history: HistoryDB) -> None:  # type: ignore[no-untyped-def]
    from table_helpers import shouting

    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    with shouting(dialog, "StatisticsDialog", "Texts"):
        assert dialog.windowTitle() == "STATISTICS"
        assert dialog.table.horizontalHeaderItem(0).text() == "ALL LEVELS"
        assert dialog.table.horizontalHeaderItem(1).text() == "BEGINNER"


def test_assisted_games_have_their_own_lines(qtbot, history: HistoryDB) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui.dialogs.statistics import TIPS

    history.mark_assisted("m1")  # an expert game
    history.mark_assisted("m3")  # a beginner game
    stats = compute_statistics(history)
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    loc = QLocale()
    for level in (None, "beginner", "expert"):
        s = stats.overall if level is None else stats.levels[level]
        shown = _column(dialog, level)
        assert shown["assisted_matches"] == loc.toString(s.assisted_matches)
        assert shown["unassisted_wins"] == loc.toString(s.unassisted_wins)
        assert shown["matches_played"] == loc.toString(s.matches_played)  # still all games
    assert stats.overall.assisted_matches == 2 and stats.overall.matches_played == 5
    row = ROWS.index("assisted_matches")
    assert dialog.table.verticalHeaderItem(row).text() == "Assisted games"
    assert dialog.table.verticalHeaderItem(row).toolTip() == TIPS["assisted_matches"]
    assert _column(dialog, "advanced")["assisted_matches"] == "0"


@pytest.fixture
def language_manager(qapp):  # type: ignore[no-untyped-def]
    from ginrummy_desktop.app.i18n import LanguageManager

    saved = QLocale()
    manager = LanguageManager()
    yield manager
    manager.clear()  # later tests find no translators and the same locale
    QLocale.setDefault(saved)


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_columns_share_the_width_and_show_their_names(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB, language_manager, language
) -> None:
    """No level column swallows the spare width, none is cut short of its name or its
    numbers (bokmål's "Viderekommen" is long: it widens its own column, not all six),
    and the table never scrolls sideways, even when short."""
    language_manager.set_language(language)
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    dialog.resize(300, 300)  # the layout's minimum wins over a too small size
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()

    def check() -> None:
        sizes = [header.sectionSize(i) for i in range(table.columnCount())]
        fm = header.fontMetrics()
        natural = []
        for i in range(table.columnCount()):
            name = table.horizontalHeaderItem(i).text()
            assert fm.horizontalAdvance(name) < sizes[i], (name, sizes[i])
            items = [table.item(r, i) for r in range(table.rowCount())]
            widest = max(QFontMetrics(it.font()).horizontalAdvance(it.text()) for it in items)
            texts = [it.text() for it in items]
            assert widest < sizes[i], (texts, sizes[i])
            natural.append(max(fm.horizontalAdvance(name), widest))
        # The columns fill the table, and the spare width is shared evenly: each
        # column's width less its natural one is the same, give or take a pixel.
        assert abs(sum(sizes) - table.viewport().width()) <= 1
        spare = [w - n for w, n in zip(sizes, natural, strict=True)]
        assert min(spare) >= 0
        extra = [w - dialog._natural[i] for i, w in enumerate(sizes)]
        assert max(extra) - min(extra) <= 1, (sizes, dialog._natural)

    check()
    # The narrowest it can be fits the smallest screen the game supports (1024 px).
    assert dialog.minimumSizeHint().width() <= 900
    before = table.viewport().width()
    dialog.resize(dialog.width() + 157, dialog.height())  # wider: the spare is shared
    qtbot.waitUntil(lambda: table.viewport().width() > before)
    check()
    widths = [header.sectionSize(i) for i in range(table.columnCount())]
    assert len(set(widths)) > 2  # a long name widens its own column only


def test_charts_per_level(qtbot, history: HistoryDB) -> None:  # type: ignore[no-untyped-def]
    """The charts page shows the chosen level's pictures, fed from the same history;
    their numbers are a switch away, and the summary table stays on the first page."""
    from ginrummy_desktop.persistence.chart_data import level_charts

    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    expected = level_charts(history)
    combo = dialog.level_combo
    assert [combo.itemData(i) for i in range(combo.count())] == dialog.columns()
    assert dialog.chosen_level() is None
    panel = dialog.level_panel
    assert panel.results.results() == expected[None].results
    assert len(panel.results.results()) == 5  # the five finished games, oldest first
    combo.setCurrentIndex(combo.findData("expert"))
    assert panel.results.results() == expected["expert"].results
    assert panel.shares.shares() == expected["expert"].shares
    assert len(panel.results.results()) == 3
    combo.setCurrentIndex(combo.findData("advanced"))
    assert "advanced" not in expected or not expected["advanced"].results
    assert panel.results.results() == ()  # never played: nothing drawn
    # The choice survives a refresh; the numbers are available as tables.
    combo.setCurrentIndex(combo.findData("beginner"))
    dialog.refresh()
    read(qtbot, dialog)
    assert dialog.chosen_level() == "beginner"
    assert panel.results.results() == expected["beginner"].results
    panel.show_table(True)
    assert panel.stack.currentIndex() == 1
    assert dialog.pages.currentWidget() is dialog.table  # the summary stays the first page
    dialog.show()
    dialog.show_page(1)
    assert dialog.charts_button.isChecked() and dialog.pages.currentIndex() == 1
    assert panel.results_table.rowCount() == 2  # filled once it is in sight


def _charts_on_a_small_screen(qtbot, history: HistoryDB, monkeypatch) -> StatisticsDialog:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1024, 640))
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    read(qtbot, dialog)
    dialog.show_page(1)
    for _ in range(3):
        QApplication.processEvents()
    assert dialog.height() <= 640 - FRAME_HEIGHT
    return dialog


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_charts_have_room_on_a_small_screen(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB, language_manager, language, monkeypatch
) -> None:
    """At 1024x640 the two charts of results over time were 70 px tall each (five
    percentages along 70 px), while empty paper lay under the legend of how the hands
    were won and the level chooser had a row to itself. The hands' bars take what they
    need, the chooser sits at the end of the page buttons' row, and the results over
    time take the rest; the same for the numbers as tables."""
    language_manager.set_language(language)
    dialog = _charts_on_a_small_screen(qtbot, history, monkeypatch)
    panel = dialog.level_panel
    plots = [p.plot for p in panel.results.panels()]
    assert len(plots) == 2 and all(plot.height() >= 90 for plot in plots), plots
    # The chooser on the page buttons' row, and only with the charts.
    assert dialog.level_combo.isVisible()
    row = dialog.charts_button.geometry()
    combo = dialog.level_combo.geometry()
    assert combo.top() < row.bottom() and combo.bottom() > row.top(), (combo, row)
    dialog.show_page(0)
    assert not dialog.level_combo.isVisible()
    dialog.show_page(1)
    # As tables: the hands' two rows whole, no taller; the games' table takes the rest.
    panel.show_table(True)
    for _ in range(2):
        QApplication.processEvents()
    shares = panel.shares_table
    rows = shares.verticalHeader().length() + shares.horizontalHeader().height()
    assert rows <= shares.viewport().height() + shares.horizontalHeader().height()
    assert shares.height() <= rows + 2 * shares.frameWidth() + 2, (shares.height(), rows)
    assert panel.results_table.height() > 2 * shares.height()


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_tables_win_rate_says_what_it_counts_without_sideways_scrolling(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB, language_manager, language, monkeypatch
) -> None:
    """The chart says 'Win rate so far' (or 'rolling over the last 10 games'); its
    table's column said only 'Win rate'. The table's headings are the charts' titles,
    broken over lines: on one line they made the table scroll sideways in Finnish."""
    language_manager.set_language(language)
    dialog = _charts_on_a_small_screen(qtbot, history, monkeypatch)
    panel = dialog.level_panel
    panel.show_table(True)
    for _ in range(2):
        QApplication.processEvents()
    table, chart = panel.results_table, panel.results
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert " ".join(heads[3].split()) == chart.texts["win_rate"]
    assert " ".join(heads[4].split()) == chart.texts["points_per_hand"]
    if language == "en":
        assert chart.texts["win_rate"] == "Win rate so far"  # five games, fewer than ten
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width(), (header.length(), table.viewport())
    assert not table.horizontalScrollBar().isVisible()
    # Eleven more games: the window is full and the titles say "rolling over the last 10".
    for i in range(11):
        match = play_match(PRESETS["standard"], seed=60 + i)
        for record in match.records:
            history.record_hand(match_id=f"n{i}", match=match, record=record, ai_level="expert")
        assert match.game_result is not None
        history.record_match(
            match_id=f"n{i}", match=match, result=match.game_result, ai_level="expert"
        )
    dialog.refresh()
    read(qtbot, dialog)
    for _ in range(2):
        QApplication.processEvents()
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert " ".join(heads[3].split()) == chart.texts["win_rate"]
    assert "10" in chart.texts["win_rate"]
    assert header.length() <= table.viewport().width(), (header.length(), table.viewport())
    assert not table.horizontalScrollBar().isVisible()


def test_score_pad_games_are_said_to_be_elsewhere(qtbot, history: HistoryDB, language) -> None:  # type: ignore[no-untyped-def]
    language.set_language("en")  # the English plural forms
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.pad_note.isHidden()  # no pad games: no line
    before = _column(dialog, None)
    for pad_id in ("kitchen", "cabin"):
        pad = ScorePad(PRESETS["standard"], names=("Aino", "Bjørn"))
        pad.add(PadEntry(PadEnding.KNOCK, 0, 5, 30))
        record_pad(history, pad_id=pad_id, pad=pad)
    dialog.refresh()
    read(qtbot, dialog)
    assert not dialog.pad_note.isHidden()
    assert dialog.pad_note.text().startswith("2 games kept on the score pad")
    assert _column(dialog, None) == before  # and they are not in the figures


def test_a_held_history_is_read_once_and_said_to_be_in_use(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB, language, tmp_path: Path
) -> None:
    """While another program holds the database, the statistics and the game history
    each wait for it once (not again for the pad games' count) and say in the player's
    language that it is in use, not SQLite's "database is locked"."""
    from ginrummy_desktop.ui.dialogs.history import HistoryDialog

    language.set_language("fi")
    stats = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(stats)
    past = read(qtbot, HistoryDialog(history))
    qtbot.addWidget(past)
    with held_history(tmp_path / "history.sqlite3") as reads:
        stats.refresh()
        read(qtbot, stats)
        assert len(reads) == 1 and stats.held and stats.pad_count == 0
        assert stats.headline.text() == "Tilastojasi ei voitu lukea."
        assert "toisen ohjelman käytössä" in stats.note.text()
        assert "locked" not in stats.note.text()
        past.refresh()
        read(qtbot, past)
        assert past.held
        assert "toisen ohjelman käytössä" in past.details.text()
        assert "locked" not in past.details.text()
    stats.refresh()  # free again: the figures and no message
    read(qtbot, stats)
    past.refresh()
    read(qtbot, past)
    assert not stats.held and stats.headline.text().startswith("Voitetut pelit")
    assert not past.held and "käytössä" not in past.details.text()


@pytest.mark.parametrize("height", [640, 600])
@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_summary_fits_a_small_screen_with_every_row_whole(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB, language_manager, language, monkeypatch, height
) -> None:
    """On a 1024x640 screen (600 left beside a panel) the dialog fits, and every row of
    the summary is in sight and whole: "Longest winning streak" was cut in half."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1024, height))
    language_manager.set_language(language)
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(3):
        QApplication.processEvents()  # the scroll bar follows the resize
    assert dialog.height() <= height - FRAME_HEIGHT
    table = dialog.table
    rows = table.verticalHeader()
    assert rows.length() <= table.viewport().height(), (rows.length(), table.viewport().height())
    assert not table.verticalScrollBar().isVisible()
    line = rows.fontMetrics().height()
    assert all(rows.sectionSize(i) >= line + 4 for i in range(rows.count()))


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_a_large_screen_opens_it_large(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB, language_manager, language, monkeypatch
) -> None:
    """At 1920x1080 it opened at some 980x700, in the big screen's text, and still
    scrolled (play-test): it opens at half the screen's width and most of its height,
    as the scoresheet's full view does, the summary whole without a scroll bar."""
    from ginrummy_desktop.ui.common.panel_style import screen_text_scale

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1920, 1040))
    language_manager.set_language(language)
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    dialog.set_text_scale(screen_text_scale(dialog))
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(3):
        QApplication.processEvents()
    assert dialog.width() >= 960 and dialog.height() >= 1040 * 85 // 100, dialog.size()
    assert dialog.height() <= 1040 - FRAME_HEIGHT
    assert not dialog.table.verticalScrollBar().isVisible()
    assert not dialog.table.horizontalScrollBar().isVisible()


def test_a_screen_too_short_for_every_row_shows_whole_rows(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB, monkeypatch
) -> None:
    """Where even closed-up rows do not all fit (large text on a short screen), the
    dialog still fits the screen and ends on a whole row; the rest scroll."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1024, 640))
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    font = QFont(dialog.font())
    font.setPixelSize(24)
    dialog.table.setFont(font)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 640 - FRAME_HEIGHT
    table = dialog.table
    rows = table.verticalHeader()
    row = rows.sectionSize(0)
    assert rows.length() > table.viewport().height()  # the case: not all rows fit
    assert row >= rows.fontMetrics().height()
    assert table.viewport().height() % row <= 2, (table.viewport().height(), row)


def test_hand_edited_cells_neither_stop_the_dialog_nor_rename_a_level(  # type: ignore[no-untyped-def]
    qtbot, history: HistoryDB
) -> None:
    """A won game's final score made text stopped the dialog opening (a TypeError in the
    best game's tooltip), and a level no version has ('godlike') was shown as
    Intermediate (play-test). Now that game is no best game, and the level is shown as
    written; an empty one is 'Unknown level'."""
    won = [m for m in history.matches() if m.winner == 0]
    assert won, "the fixture's history has a won game"
    history.write("UPDATE matches SET final_you = 'abc' WHERE match_id = ?", (won[0].match_id,))
    history.write("UPDATE matches SET ai_level = 'godlike' WHERE match_id = 'm1'")
    history.write("UPDATE hands SET ai_level = 'godlike' WHERE match_id = 'm1'")
    history.write("UPDATE matches SET ai_level = '' WHERE match_id = 'm3'")
    history.write("UPDATE hands SET ai_level = '' WHERE match_id = 'm3'")
    stats = compute_statistics(history)
    best = stats.overall.best_match
    assert best is None or best.match_id != won[0].match_id
    assert {"godlike", ""} <= set(stats.levels)
    assert stats.levels["godlike"].matches_played == 1
    assert stats.levels[""].matches_played == 1 and stats.levels[""].hands_played > 0
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    heads = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert "godlike" in heads and "Unknown level" in heads
    assert heads.count("Intermediate") <= 1


def test_the_games_table_fills_when_in_sight(qtbot, history: HistoryDB, language) -> None:  # type: ignore[no-untyped-def]
    """The numbers of the results over time have a row per game, a page away: with
    5,000 games making its items held the GUI thread for a quarter of a second each time
    the figures came, for a table most never open. It is filled when it is shown, in the
    language of that moment, and follows the charts at once while in sight."""
    language.set_language("en")
    dialog = read(qtbot, StatisticsDialog(history))
    qtbot.addWidget(dialog)
    dialog.show()
    panel = dialog.level_panel
    table, chart = panel.results_table, panel.results
    assert len(chart.results()) == 5
    assert table.rowCount() == 0 and table.stale  # the summary shown
    assert table.accessibleName() == chart.accessibleName() == "Results over time"
    language.set_language("fi")  # while it waits
    dialog.show_page(1)
    assert table.rowCount() == 0  # the charts shown, not their numbers
    panel.show_table(True)
    assert table.rowCount() == 5 and not table.stale
    rows = chart.table_rows()
    assert [table.item(0, c).text() for c in range(5)] == rows[0]
    assert rows[0][2] not in ("Won", "Lost", "Abandoned")  # in Finnish
    heads = [" ".join(table.horizontalHeaderItem(c).text().split()) for c in range(5)]
    assert heads == chart.table_headers()
    assert table.accessibleName() == chart.accessibleName() != "Results over time"
    language.set_language("en")  # in sight: at once
    assert table.item(0, 2).text() in ("Won", "Lost")
    dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("beginner"))
    assert table.rowCount() == 2  # the beginner's two games


@pytest.mark.parametrize("high", [False, True])
def test_history_pencil_follows_high_contrast(qtbot, history: HistoryDB, settings, high) -> None:  # type: ignore[no-untyped-def]
    """A hand's "Hand n" in the history is in the scoresheet's pencil, 4.4:1 on the
    paper: under the 4.5:1 normal text needs. In high contrast it is the darker pencil
    the scoresheet uses then (8.7:1), as the statistics' own charts follow the setting."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.ui.scoresheet.paint import PENCIL, PENCIL_HIGH

    settings.set(S.HIGH_CONTRAST, high)
    window = QWidget()
    qtbot.addWidget(window)
    window.autosaver = type("Saver", (), {"history": history})()  # type: ignore[attr-defined]
    window.settings = settings  # type: ignore[attr-defined]
    dialog = read(qtbot, StatisticsDialog(window))
    past = read(qtbot, dialog.open_history())
    game = past.model.index(0, 0)
    hand = past.model.index(0, 0, game)
    assert hand.isValid()
    brush = past.model.data(hand, Qt.ItemDataRole.ForegroundRole)
    assert brush.color() == (PENCIL_HIGH if high else PENCIL)


def test_quit_works_with_the_statistics_or_the_history_open(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    """Play-test h110: Ctrl+Q did nothing while the statistics or the past games were
    open (a dialog takes the keyboard from the window and its menu). It closes the
    dialogs and quits, as Game → Quit does."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    from ginrummy_desktop.app.controller import GameController
    from ginrummy_desktop.ui.window.main_window import MainWindow

    for where in ("statistics", "history"):
        main = MainWindow(GameController(delay_ms=0), settings)
        qtbot.addWidget(main)
        main.show()
        # The desktop's key (the offscreen platform's key scheme has none for Quit).
        main.registry["quit"].setShortcut(QKeySequence("Ctrl+Q"))
        main.dialogs.show_statistics()
        stats = next(d for d in main.findChildren(StatisticsDialog) if d.isVisible())
        target = read(qtbot, stats.open_history()) if where == "history" else stats
        target.activateWindow()
        qtbot.waitUntil(lambda t=target: QApplication.activeWindow() is t)
        qtbot.keyClick(target, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        assert not main.isVisible() and not stats.isVisible() and not target.isVisible(), where
        main.controller.set_paused(True)
        main.controller.wait_idle()

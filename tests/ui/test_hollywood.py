"""Hollywood in the window: chosen in the New Game dialog and remembered, played to the
end with the scoresheet's three games, the CSV and save/resume checked against the model."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRect
from PySide6.QtGui import QFont, QFontMetrics, QScreen
from PySide6.QtWidgets import QApplication, QLabel
from testkit.screenshots import screenshot_path
from testkit.scripted_play import view_policy

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import PRESETS, LineCode, PlayerView
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.persistence import build_sheet
from ginrummy_desktop.persistence.chart_data import running_totals
from ginrummy_desktop.ui.common.texts import player_name, player_short_name
from ginrummy_desktop.ui.dialogs.new_game import NewGameDialog
from ginrummy_desktop.ui.scoresheet.paint import LABEL_ROLE, POINTS_ROLE
from ginrummy_desktop.ui.scoresheet.panel import ScoresheetDialog
from ginrummy_desktop.ui.window.main_window import MainWindow


class PolicyPlayer(Player):
    name = "policy"

    def decide(self, view: PlayerView) -> Decision:
        return Decision(view_policy(view), Reason.PLAUSIBLE)


def _window(qtbot, settings, data: Path) -> tuple[MainWindow, AutoSaver]:  # type: ignore[no-untyped-def]
    controller = GameController(
        delay_ms=0, player_factory=lambda level, seed: PolicyPlayer(seed=seed)
    )
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    saver = AutoSaver(controller, directory=data, parent=window)
    window.attach_autosaver(saver)
    qtbot.waitUntil(lambda: window.scoresheet is not None, timeout=5000)
    return window, saver


def _moves(qtbot, window: MainWindow, n: int | None = None) -> None:  # type: ignore[no-untyped-def]
    c = window.controller

    def settled() -> bool:
        return c.person_to_act() or (c.match is not None and c.match.is_over)

    done = 0
    qtbot.waitUntil(settled, timeout=10000)
    while c.match is not None and not c.match.is_over and (n is None or done < n):
        assert c.act(view_policy(c.view(0)))
        done += 1
        qtbot.waitUntil(settled, timeout=10000)


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_checkbox_is_off_by_default_and_keeps_every_preset(qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, PRESETS[name], "beginner")
    qtbot.addWidget(dialog)
    assert not dialog.hollywood.isChecked()
    assert dialog.chosen_rules() == PRESETS[name]
    dialog.hollywood.setChecked(True)
    chosen = dialog.chosen_rules()
    assert chosen.hollywood and chosen.preset == name
    # Another preset keeps the choice: it is a way of keeping score, not a house rule.
    other = "finnish_1" if name != "finnish_1" else "standard"
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(other))
    assert dialog.chosen_rules() == PRESETS[other].with_changes(hollywood=True)
    assert dialog.preset_combo.currentData() == other


def test_the_choice_is_remembered_with_the_preset(settings: S.Settings) -> None:
    assert not settings.rules().hollywood
    settings.set_rules(PRESETS["finnish_2"].with_changes(hollywood=True))
    assert settings.rules() == PRESETS["finnish_2"].with_changes(hollywood=True)
    assert settings.rules().preset == "finnish_2"
    house = PRESETS["standard"].with_changes(knock_limit=7, hollywood=True)
    settings.set_rules(house)
    assert settings.rules() == house
    settings.set_rules(PRESETS["standard"])
    assert not settings.rules().hollywood
    dialog = NewGameDialog(None, PRESETS["standard"].with_changes(hollywood=True), "beginner")
    assert dialog.hollywood.isChecked()
    dialog.deleteLater()


def _csv(dialog: ScoresheetDialog, path: Path) -> list[list[str]]:
    assert dialog.export_csv_to(path)
    text = path.read_bytes().decode("utf-8-sig")
    delimiter = ";" if QLocale().decimalPoint() == "," else ","
    return list(csv.reader(io.StringIO(text), delimiter=delimiter))


def test_a_hollywood_match_plays_to_the_end(qtbot, settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first, _ = _window(qtbot, settings, tmp_path)
    first.new_game(PRESETS["standard"].with_changes(hollywood=True), "expert", seed=3)
    _moves(qtbot, first, 40)
    original = first.controller.match
    assert original is not None and original.records and not original.is_over
    # Save and resume: a fresh window goes on with the same Hollywood match.
    second, saver = _window(qtbot, settings, tmp_path)
    assert saver.resume("beginner")
    match = second.controller.match
    assert match is not None and match.rules.hollywood
    assert match_to_dict(match) == match_to_dict(original)
    assert match.hollywood == original.hollywood
    first.controller.set_paused(True)
    first.controller.wait_idle()
    _moves(qtbot, second)
    assert match.is_over and match.hollywood is not None and match.game_result is not None
    games = match.hollywood.games
    assert all(g.is_over for g in games)

    panel = second.scoresheet
    panel.refresh()
    view = panel.view
    assert view.games_host.isVisibleTo(view) and not view.scores_host.isVisibleTo(view)
    for g, pair in enumerate(view.game_scores):
        for p, score in enumerate(pair):
            assert score.tally.count() == games[g].boxes[p]
            if match.hollywood.opened[g][p]:
                assert score.total.text() == QLocale().toString(games[g].totals[p])
    # The last row written in each game's columns carries the game's hand total.
    tree = view.tree
    for g in range(3):
        for p in (0, 1):
            col = view.player_column(p, g)
            last = None
            for i in range(tree.topLevelItemCount()):
                data = tree.topLevelItem(i).data(col, POINTS_ROLE)
                if data:
                    last = data[1]
            assert last == (games[g].totals[p] if match.hollywood.opened[g][p] else None)

    # The full view has each game's tally and the match result.
    dialog = panel.open_full_view()
    labels = [
        dialog.view.tree.topLevelItem(i).data(0, LABEL_ROLE)
        for i in range(dialog.view.tree.topLevelItemCount())
    ]
    titles = [label[0] for label in labels if label]
    assert "Match result" in titles and "Game 3: final tally" in titles
    # In the match result each game's difference stands under its game, the result
    # under the last (the block stood under game 1, read as game 1's: play-test h145).
    tree = dialog.view.tree
    start = titles.index("Match result")
    result_rows = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    result_rows = [it for it in result_rows if it.data(0, LABEL_ROLE)][start + 1 :]
    assert [it.data(0, LABEL_ROLE)[0] for it in result_rows] == [
        "Difference in game 1", "Difference in game 2", "Difference in game 3", "Match result",
    ]  # fmt: skip
    for it, g in zip(result_rows, (0, 1, 2, 2), strict=True):
        filled = [
            gg for gg in range(3) for p in (0, 1) if it.text(dialog.view.player_column(p, gg))
        ]
        assert set(filled) == {g}, (it.data(0, LABEL_ROLE), filled)

    rows = _csv(dialog, tmp_path / "sheet.csv")
    header = rows[0]
    assert "Game 3: Computer: total" in header
    hands = rows[1 : 1 + len(match.records)]
    for row, record in zip(hands, match.records, strict=True):
        assert int(row[0]) == record.number
        step = record.hollywood
        assert step is not None
        for g in range(3):
            for p in (0, 1):
                total = row[header.index(f"Game {g + 1}: {('You', 'Computer')[p]}: total")]
                if step.score.opened[g][p]:
                    assert int(total) == step.score.games[g].totals[p]
                else:
                    assert total == ""
    result = match.game_result
    assert rows[-1][0] == "Match result"
    assert rows[-1][1 + result.winner] == str(result.difference)
    diffs = [r for r in rows if r and r[0].startswith("Difference in game")]
    assert [r[0] for r in diffs] == [f"Difference in game {g}" for g in (1, 2, 3)]
    for r, game in zip(diffs, result.games, strict=True):
        assert r[1 + game.winner] == str(game.difference)
    assert dialog.export_pdf_to(tmp_path / "sheet.pdf")
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")

    # The game-over panel tells the three games and the match.
    over = second.table.game_over
    assert over.isVisibleTo(second.table)
    assert "Hollywood match" in over.title.text()
    texts = [w.text() for w in over.grid_host.findChildren(QLabel)]
    for g in (1, 2, 3):
        assert f"Difference in game {g}" in texts
    assert "Match result" in texts
    assert str(result.difference) in texts
    assert any(line.code is LineCode.MATCH_DIFFERENCE for line in result.lines)
    second.controller.set_paused(True)
    second.controller.wait_idle()


@pytest.mark.parametrize("lang", ["fi", "nb"])
def test_beside_a_1366_table_the_docks_heads_name_the_computer_whole(  # type: ignore[no-untyped-def]
    qtbot, settings, tmp_path: Path, language, lang: str
) -> None:
    # The dock kept the width of an ordinary sheet, and the computer's three heads read
    # "Ti…" (fi) and "Ma" (nb) beside the 1366x768 table (play-test): a Hollywood sheet
    # widens the dock a little, as far as the short name needs (nb "Maskin").
    window, _ = _window(qtbot, settings, tmp_path)
    language.set_language(lang)
    window.new_game(PRESETS["standard"].with_changes(hollywood=True), "expert", seed=3)
    window.controller.set_paused(True)
    window.resize(1366, 738)  # the window maximised on a 1366x768 screen
    for _ in range(5):
        QApplication.processEvents()
    panel = window.scoresheet
    assert panel is not None
    view = panel.view
    item = view.tree.headerItem()
    heads = {item.text(view.player_column(1, g)) for g in range(3)}
    assert heads == {player_short_name(1)}, heads
    assert {item.text(view.player_column(0, g)) for g in range(3)} == {player_name(0)}
    assert window.table.width() >= 1000  # the table keeps nearly all its room
    dock = window.scoresheet_dock
    wide = dock.width()
    # Back to an ordinary game: the dock gives the table back what Hollywood took (it
    # stayed wider, and the width was saved with the window: review).
    window.new_game(PRESETS["standard"], "expert", seed=3)
    window.controller.set_paused(True)
    for _ in range(5):
        QApplication.processEvents()
    assert dock.width() < wide
    assert dock.width() <= panel.minimumWidth() + (wide - panel.width()) + 2
    window.controller.wait_idle()


@pytest.mark.parametrize("lang", ["fi", "nb"])
def test_the_short_name_is_the_computers_own_word(language, lang: str) -> None:
    """nb wrote "PC" over the computer's narrow columns (play-test): no word a Norwegian
    player calls the computer opponent, which the game calls "Maskinen" everywhere
    else. The short name is a part of the whole (fi "Kone" of "Tietokone")."""
    language.set_language(lang)
    assert player_short_name(1).casefold() in player_name(1).casefold()


@pytest.mark.parametrize("lang", ["fi", "nb", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_docks_heads_show_whole_at_every_screen_size(  # type: ignore[no-untyped-def]
    qtbot, settings, tmp_path: Path, language, monkeypatch, lang: str, size: tuple[int, int]
) -> None:
    # At 1920x1080 the dock's text is a quarter larger, but the dock kept the width it
    # was widened to at the system's size: fi read "Si… Tie…" (play-test 11). Every
    # head shows a whole name, the whole or its short form, in every game's columns.
    width, height = size
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, width, height))
    language.set_language(lang)
    window, _ = _window(qtbot, settings, tmp_path)
    window.new_game(PRESETS["standard"].with_changes(hollywood=True), "expert", seed=3)
    window.controller.set_paused(True)
    window.resize(width, height - 30)  # maximised, under the title bar
    for _ in range(5):
        QApplication.processEvents()
    view = window.scoresheet.view
    fm, pad = view._head_metrics()
    item, header = view.tree.headerItem(), view.tree.header()
    for g in range(3):
        for p in (0, 1):
            col = view.player_column(p, g)
            text = item.text(col)
            assert text in (player_name(p), player_short_name(p)), (g, p, text)
            assert fm.horizontalAdvance(text) + pad <= header.sectionSize(col), (g, p, text)
    window.controller.wait_idle()


def test_hollywood_pictures(qtbot, settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Pictures of the dock, the full view and the game-over panel of a finished
    Hollywood match in every language at two window sizes (looked at, not compared)."""
    window, _ = _window(qtbot, settings, tmp_path)
    window.new_game(PRESETS["standard"].with_changes(hollywood=True), "expert", seed=3)
    _moves(qtbot, window)
    match = window.controller.match
    assert match is not None and match.is_over
    over = window.table.game_over
    sheet = build_sheet(match)
    # The game-over panel's chart is fed the match's sheet, and follows high contrast.
    assert over.chart.totals() == running_totals(sheet)
    assert over.chart.totals().hollywood
    assert not over.chart.high_contrast
    settings.set(S.HIGH_CONTRAST, True)
    assert over.chart.high_contrast
    dialog = window.scoresheet.open_full_view()
    assert dialog.chart.totals() == running_totals(sheet) and dialog.chart.high_contrast
    settings.set(S.HIGH_CONTRAST, False)
    assert not over.chart.high_contrast and not dialog.chart.high_contrast
    dialog.close()
    hand_words = set()
    try:
        for code in ("en", "fi", "nb"):
            window.languages.set_language(code)
            hand_words.add(over.chart.texts["hand"])
            for size in ((1366, 768), (1024, 640)):
                window.resize(*size)
                QApplication.processEvents()
                assert over.isVisible()
                # Beside the tally where there is room (at 1024x640 too when the panel
                # can widen enough); clear of the knocker's melds.
                assert over.chart.isVisible() or size == (1024, 640)
                assert over.geometry().bottom() <= _person_label_top(window)
                name = f"hollywood_{code}_{size[0]}x{size[1]}"
                assert window.grab().save(str(screenshot_path(name)))
            dialog = window.scoresheet.open_full_view()
            assert dialog.chart.isVisible() and dialog.chart.texts["hand"] == hand_words_now(over)
            dialog.resize(1000, 700)
            QApplication.processEvents()
            assert dialog.grab().save(str(screenshot_path(f"hollywood_full_{code}")))
            dialog.close()
            assert over.title.text() != ""
        assert len(hand_words) == 3  # the chart's words follow the language
    finally:
        window.languages.set_language("en")
        window.controller.set_paused(True)
        window.controller.wait_idle()


def hand_words_now(over) -> str:  # type: ignore[no-untyped-def]
    return str(over.chart.texts["hand"])


def _person_label_top(window: MainWindow) -> int:
    """Where the line over the person's cards begins, in the table view's pixels."""
    view = window.table
    scene = view.table
    label = next(
        b
        for b in (scene.badges["knocker"], scene.badges["defender"])
        if b.isVisible() and b.text() and b.scenePos().y() > view.height() / 2
    )
    return view.mapFromScene(label.sceneBoundingRect().topLeft()).y()


def test_a_hand_that_ends_a_game_says_who_won_it(table) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: a game ending mid-match was told only by "(over)" and a
    tick in the dock. The hand's result now says who won the game and by how much, its
    bonuses counted, as the scoresheet does."""
    from table_helpers import load

    from ginrummy_desktop.model import Match, NextHand, match_view
    from ginrummy_desktop.review.rollout import policy_move

    match = Match(PRESETS["standard"].with_changes(hollywood=True), seed=3)
    while True:
        while not match.current.is_over:
            match.apply(policy_move(match_view(match, match.current.turn)))
        step = match.records[-1].hollywood
        assert step is not None and not match.is_over
        if step.ended:
            break
        match.apply(NextHand(0))
    load(table, match)
    text = table.view_widget.result_panel.totals.text()
    for g in step.ended:
        result = step.score.games[g].result
        assert result is not None
        who = ("You", "Computer")[result.winner]
        assert f"Game {g + 1}: {who} won by {result.difference}." in text, text
        # And how: the totals with the game bonus and the boxes (play-test h122).
        you, computer = result.final_totals
        assert abs(you - computer) == result.difference
        assert f"won by {result.difference}. With the bonuses: {you} – {computer}." in text
    # The target on one line: "spill til" at a line's end, "40" under it (h135).
    assert "playing\u00a0to\u00a0100" in text


def _hand_written_nowhere(wins: int):  # type: ignore[no-untyped-def]
    """A Hollywood match to 1 point (each game ends with the first hand written in it)
    stopped at a hand won and written in no game: the winner's ``wins``-th hand won, the
    games it could reach over. The first seed that comes to one, played by the rollout
    policy."""
    from ginrummy_desktop.model import Match, NextHand, match_view
    from ginrummy_desktop.review.rollout import policy_move

    rules = PRESETS["standard"].with_changes(hollywood=True, target=1)
    for seed in range(40):
        match = Match(rules, seed=seed)
        while not match.is_over:
            while not match.current.is_over:
                match.apply(policy_move(match_view(match, match.current.turn)))
            record = match.records[-1]
            step, winner = record.hollywood, record.result.winner
            assert step is not None
            if winner is not None and not step.scored_in and step.score.wins[winner] == wins:
                return match
            if not match.is_over:
                match.apply(NextHand(0))
    raise AssertionError("no seed came to such a hand")


@pytest.mark.parametrize(("wins", "why"), [(1, "first hand won"), (2, "second hand won")])
def test_a_hand_won_and_written_in_no_game_says_why(table, wins: int, why: str) -> None:  # type: ignore[no-untyped-def]
    """A play-test's finding: "Written in no game" under a hand the person won by 56
    left them wondering where the points went. It now says which games such a win
    reaches, and that they are over."""
    from table_helpers import load

    load(table, _hand_written_nowhere(wins))
    text = table.view_widget.result_panel.totals.text()
    assert f"Written in no game: a player's {why} goes to game" in text, text


def _hollywood_pad():  # type: ignore[no-untyped-def]
    """Player 0 wins 60, 50, 40 and player 1 wins 10 between: game 1 gets 60, 10 and
    50 (110 ends it on hand 3), game 2 gets 50 and 40, game 3 gets 40."""
    from ginrummy_desktop.model import PadEnding, PadEntry
    from ginrummy_desktop.model.scorepad import ScorePad

    pad = ScorePad(PRESETS["standard"].with_changes(hollywood=True))
    pad.add(PadEntry(PadEnding.GIN, 0, 0, 35))  # 60: game 1
    pad.add(PadEntry(PadEnding.KNOCK, 1, 3, 13))  # 10: game 1
    pad.add(PadEntry(PadEnding.GIN, 0, 0, 25))  # 50: games 1 (ends) and 2
    pad.add(PadEntry(PadEnding.GIN, 0, 0, 15))  # 40: games 2 and 3
    return pad


def test_a_hands_lines_are_under_every_game_it_was_written_in(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Full view, the lines shown (play-test): "Deadwood difference 23" of a hand
    written in games 1 and 2 stood under game 1 alone. Each game's columns show the
    lines of the points written in them, and no other game's do."""
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.paint import KIND_ROLE
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    view = SheetView(compact=False)
    qtbot.addWidget(view)
    sheet = build_pad_sheet(_hollywood_pad())
    view.set_sheet(sheet)
    tree = view.tree
    hands = [
        tree.topLevelItem(i)
        for i in range(tree.topLevelItemCount())
        if tree.topLevelItem(i).data(0, KIND_ROLE) == "hand"
    ]
    written = {1: {0}, 2: {0}, 3: {0, 1}, 4: {1, 2}}
    for item, row in zip(hands, sheet.rows, strict=True):
        assert item.childCount() == len(row.lines) > 0
        for child, line in zip(
            (item.child(i) for i in range(item.childCount())), row.lines, strict=True
        ):
            for g in range(3):
                for p in (0, 1):
                    shown = child.text(view.player_column(p, g))
                    mine = g in written[row.number] and p == line.player
                    assert shown == (str(line.points) if mine else ""), (row.number, g, p)


def test_games_not_opened_read_as_on_the_sheet_in_the_hands_result(table) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: after the computer's first win the result panel read
    "Game 1: 0 – 5 · Game 2: 0 – 0 · Game 3: 0 – 0" beside the sheet's "–". A game no
    win has opened is not started, "Game 2: –"; in a game one win has opened, the other
    side has its 0 (a dash there read "– – 5", the dash between the scores doubled)."""
    from table_helpers import arranged_match, load
    from testkit.arranged import C

    from ginrummy_desktop.model import Knock, TakeUpcard

    # The computer deals; the person takes the 10♠ and knocks at once with it as their
    # deadwood, throwing the 3♦; the computer has nothing to lay off.
    match = arranged_match(
        dealer=1,
        hands={
            0: C("AC 2C 3C 4H 5H 6H 7D 8D 9D 3D"),
            1: C("AS 4S 8S 9S KH KC QD JH 2S 6C"),
        },
        upcard=C("TS")[0],
        rules=PRESETS["standard"].with_changes(hollywood=True),
    )
    load(table, match)
    assert table.c.act(TakeUpcard(0))
    table.settle()
    assert table.c.act(Knock(0, C("3D")[0]))
    table.settle()
    record = table.c.match.records[-1]
    assert record.result.winner == 0
    text = table.view_widget.result_panel.totals.text()
    points = record.result.points
    assert f"Game 1: {points} – 0 · Game 2: – · Game 3: –" in text, text


def _heads_are_whole(window: MainWindow) -> None:
    view = window.scoresheet.view
    fm, pad = view._head_metrics()
    item, header = view.tree.headerItem(), view.tree.header()
    for g in range(3):
        for p in (0, 1):
            col = view.player_column(p, g)
            text = item.text(col)
            assert text in (player_name(p), player_short_name(p)), (g, p, text)
            assert fm.horizontalAdvance(text) + pad <= header.sectionSize(col), (g, p, text)


def _played(hands: int, *, target: int = 100, in_play: bool = True):  # type: ignore[no-untyped-def]
    """A Hollywood match after ``hands`` hands played by the rollout policy (fewer if it
    ended), the next one dealt where ``in_play``."""
    from ginrummy_desktop.model import Match, NextHand, match_view
    from ginrummy_desktop.review.rollout import policy_move

    match = Match(PRESETS["standard"].with_changes(hollywood=True, target=target), seed=5)
    while True:
        while not match.current.is_over:
            match.apply(policy_move(match_view(match, match.current.turn)))
        if len(match.records) == hands or match.is_over:
            break
        match.apply(NextHand(0))
    if in_play and not match.is_over:
        match.apply(NextHand(0))
    return match


@pytest.mark.parametrize(("first", "then"), [("en", "fi"), ("fi", "en"), ("nb", "fi")])
def test_the_docks_heads_are_shared_again_in_another_language(  # type: ignore[no-untyped-def]
    table, language, monkeypatch, first: str, then: str
) -> None:
    """fi's heads read "Si…" over every game while a hand was played, and "Sinä" once it
    ended (play-test, 1024x640): the columns kept the widths shared out for the last
    language's names (en "You") until the sheet was next filled."""
    from table_helpers import load

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, 1024, 640))
    language.set_language(first)
    table.window.resize(1024, 610)
    load(table, _played(3))
    QApplication.processEvents()
    language.set_language(then)
    QApplication.processEvents()
    _heads_are_whole(table.window)


@pytest.mark.parametrize("in_play", [True, False])
@pytest.mark.parametrize("lang", ["fi", "nb", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_docks_heads_stay_whole_beside_the_scroll_bar(  # type: ignore[no-untyped-def]
    table, language, monkeypatch, lang: str, size: tuple[int, int], in_play: bool
) -> None:
    """A long match brings up the hands' scroll bar, which took its width from the
    players' columns: nb read "Mas…" over each game. The dock asks for it too."""
    from table_helpers import load

    width, height = size
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, width, height))
    language.set_language(lang)
    table.window.resize(width, height - 30)
    load(table, _played(40, target=400, in_play=in_play))
    for _ in range(5):
        QApplication.processEvents()
    view = table.window.scoresheet.view
    assert view.tree.verticalScrollBar().isVisible()
    assert not view.tree.horizontalScrollBar().isVisible()
    _heads_are_whole(table.window)


def test_a_games_winner_is_ringed_on_the_sheets_head(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play-test h106: a check mark after "Game 1" sat beside the person's total when
    the computer had won that game, and the winner was shown nowhere in the dock. The
    winner's total is ringed and the loser's written in pencil; games still on are
    neither, and the game's name carries no mark."""
    from ginrummy_desktop.model import PadEnding, PadEntry
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.paint import INK, PENCIL, PENCIL_HIGH
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    pad = ScorePad(PRESETS["standard"].with_changes(hollywood=True))
    pad.add(PadEntry(PadEnding.GIN, 1, 0, 35))  # 60 to player 2: game 1
    pad.add(PadEntry(PadEnding.KNOCK, 0, 3, 13))  # 10 to player 1: game 1
    pad.add(PadEntry(PadEnding.GIN, 1, 0, 25))  # 50 to player 2: games 1 (ends) and 2
    sheet = build_pad_sheet(pad)
    assert sheet.games[0].result is not None and sheet.games[0].result.winner == 1
    for compact in (True, False):
        view = SheetView(compact=compact)
        qtbot.addWidget(view)
        view.set_sheet(sheet)
        loser, winner = view.game_scores[0]
        assert (loser.won, winner.won) == (False, True)
        assert "border" in winner.total.styleSheet() and INK.name() in winner.total.styleSheet()
        assert "border" not in loser.total.styleSheet()
        assert PENCIL.name() in loser.total.styleSheet()
        # Each cell keeps its own line and says who won the game (the ring alone does).
        for cell, name in ((winner, "Computer"), (loser, "You")):
            lines = cell.toolTip().split("\n")
            assert lines[0].startswith(name + ": ") and "won" in lines[1], lines
        # High contrast writes the loser's total in its darker pencil, as the sheet's.
        view.set_high_contrast(True)
        assert PENCIL_HIGH.name() in loser.total.styleSheet()
        assert PENCIL.name() not in loser.total.styleSheet()
        for pair in view.game_scores[1:]:
            assert [cell.won for cell in pair] == [None, None]
            assert all("border" not in cell.total.styleSheet() for cell in pair)
        assert [label.text() for label in view.game_labels] == ["Game 1", "Game 2", "Game 3"]


def _written_in(image, rect) -> int:  # type: ignore[no-untyped-def]
    """Pixels in ``rect`` of ``image`` that are not the sheet's paper."""
    from PySide6.QtGui import QColor

    from ginrummy_desktop.ui.scoresheet.paint import PAPER

    paper = QColor(PAPER)
    written = 0
    for x in range(rect.left(), rect.right() + 1):
        for y in range(rect.top(), rect.bottom() + 1):
            c = image.pixelColor(x, y)
            far = abs(c.red() - paper.red()) + abs(c.green() - paper.green())
            if far + abs(c.blue() - paper.blue()) > 60:
                written += 1
    return written


def test_a_narrow_column_writes_the_hands_points_in_every_row_or_in_none(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play-test h106: the dock's narrow columns wrote "+3 33" and "+4 37" but not the
    "+13" of "50" nor the "+50" of "110", a hand's points shown or not by their digits.
    A column too narrow for its widest pair writes none; one with room writes all."""
    from ginrummy_desktop.model import PadEnding, PadEntry
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.paint import POINTS_ROLE, PaperDelegate
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    pad = ScorePad(PRESETS["standard"].with_changes(hollywood=True))
    pad.add(PadEntry(PadEnding.GIN, 1, 0, 35))  # +60: 60 in game 1
    pad.add(PadEntry(PadEnding.KNOCK, 0, 3, 13))
    pad.add(PadEntry(PadEnding.GIN, 1, 0, 25))  # +50: 110 in game 1, 50 in game 2
    pad.add(PadEntry(PadEnding.KNOCK, 0, 2, 5))
    pad.add(PadEntry(PadEnding.KNOCK, 1, 2, 15))  # +13: 63 in game 2, 13 in game 3
    view = SheetView(compact=True)
    qtbot.addWidget(view)
    view.set_sheet(build_pad_sheet(pad))
    view.resize(330, 500)
    view.show()
    qtbot.wait(20)
    tree = view.tree
    delegate = tree.itemDelegate()
    assert isinstance(delegate, PaperDelegate)
    image = tree.viewport().grab().toImage()
    bold = QFont(tree.font())
    bold.setBold(True)
    seen = {}
    for g in range(3):
        col = view.player_column(1, g)
        seen[g] = []
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            data = item.data(col, POINTS_ROLE)
            if not data:
                continue
            row = tree.visualItemRect(item)
            # Left of the total (right-aligned, 4 px in): where a hand's points go.
            total = QFontMetrics(bold).horizontalAdvance(str(data[1]))
            left = tree.columnViewportPosition(col) + 3
            right = tree.columnViewportPosition(col) + tree.columnWidth(col) - 4 - total - 3
            seen[g].append(
                _written_in(image, QRect(left, row.top() + 2, right - left, row.height() - 4)) > 0
            )
    # Game 1's column cannot take "+50" beside "110": none of its rows writes a hand's
    # points (the "+60" beside "60" fitted, and was written).
    assert seen[0] == [False, False]
    # Games 2 and 3 have room for each of their pairs: every row writes them.
    assert seen[1] == [True, True] and seen[2] == [True]


@pytest.mark.parametrize("lang", ["nb", "en"])
def test_a_wide_window_gives_the_dock_room_for_each_hands_points(  # type: ignore[no-untyped-def]
    qtbot, settings, tmp_path: Path, language, monkeypatch, lang: str
) -> None:
    """Play-test h122 (nb, 1920x1080): the dock's "Du" column, given just its short
    head's width, showed the totals alone ("34", "56") beside the computer's "+3 3".
    Where the table keeps room to spare, the dock is as wide as writing each hand's
    points in every column needs, and every column writes them; at 1366 the table keeps
    its width."""
    from ginrummy_desktop.ui.window.main_window import TABLE_ROOMY

    def dock_at(width: int, height: int):  # type: ignore[no-untyped-def]
        monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, width, height))
        window, _ = _window(qtbot, settings, tmp_path / str(width))
        window.controller.load_match(_played(5), "advanced")
        window.controller.set_paused(True)
        window.resize(width, height - 30)
        for _ in range(8):
            QApplication.processEvents()
        return window

    language.set_language(lang)
    window = dock_at(1920, 1080)
    view = window.scoresheet.view
    delegate = view.tree.itemDelegate()
    model = view.tree.model()
    header = view.tree.header()
    for g in range(3):
        for p in (0, 1):
            col = view.player_column(p, g)
            assert header.sectionSize(col) >= view.points_width(), (g, p)
            index = model.index(0, col)
            assert delegate.column_has_room(index, header.sectionSize(col), view.tree.font())
    _heads_are_whole(window)
    window.controller.wait_idle()
    # At 1366 the room would leave the table less than TABLE_ROOMY: not asked.
    small = dock_at(1366, 768)
    assert small.scoresheet.roomy_width() > small.width() - TABLE_ROOMY
    assert small.scoresheet_dock.width() < small.scoresheet.roomy_width()
    small.controller.wait_idle()

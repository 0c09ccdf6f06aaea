"""The history dialog lists past games and hands and asks for a replay of a chosen deal."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import QApplication
from testkit.history_read import read
from testkit.history_rows import choose_row, game_count, game_row
from testkit.scripted_play import match_with_an_undo_in_hand_2, play, play_match

from ginrummy_desktop.model import PRESETS, Deal, Match, Rules
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.ui.dialogs.history import SORT_ROLE, HistoryDialog


def _history(tmp_path: Path) -> tuple[HistoryDB, list[Match]]:
    db = HistoryDB(tmp_path)
    matches = [
        play_match(PRESETS["finnish_2"], seed=7),
        play(Match(PRESETS["ginirommi"], seed=8), seed=8, steps=80),
    ]
    for i, match in enumerate(matches):
        for record in match.records:
            db.record_hand(match_id=f"m{i}", match=match, record=record, ai_level="expert")
        if match.game_result is not None:
            db.record_match(
                match_id=f"m{i}", match=match, result=match.game_result, ai_level="expert"
            )
    return db, matches


def test_lists_games_and_hands(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db, matches = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    assert game_count(dialog) == 2
    newest, oldest = game_row(dialog, 0), game_row(dialog, 1)
    assert newest.childCount() == len(matches[1].records)
    assert oldest.childCount() == len(matches[0].records)
    assert not dialog.replay_button.isEnabled()


def test_replay_emits_deal_number_and_rules(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db, matches = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    oldest = game_row(dialog, 1)
    choose_row(dialog, oldest.child(2))
    assert dialog.replay_button.isEnabled()
    # The deal named by its code, not by its nine-digit number (play-test h122).
    record = matches[0].records[2]
    assert "Deal code: " in dialog.details.text()
    assert "deal number" not in dialog.details.text()
    assert str(record.deal_number) not in dialog.details.text()
    got: list[tuple[int, Rules]] = []
    dialog.replay_requested.connect(lambda n, r: got.append((n, r)))
    assert dialog.replay_selected()
    record = matches[0].records[2]
    assert got == [(record.deal_number, PRESETS["finnish_2"])]
    # The deal comes back exactly: the same cards to the same players, the same upcard.
    seats: list[int] = []
    dialog.replay_with_dealer.connect(lambda n, r, d: seats.append(d))
    choose_row(dialog, game_row(dialog, 1).child(2))
    dialog.replay_selected()
    number, rules = got[0]
    replay = Match(rules, seed=number, first_dealer=seats[0], deal_numbers=[number])
    fresh = Deal(PRESETS["finnish_2"], dealer=record.dealer, deal_number=record.deal_number)
    assert seats == [record.dealer]
    assert replay.current.hands == fresh.hands
    assert replay.current.upcard == matches[0].deals[2].upcard
    # and played with the recorded moves it ends as it did.
    for action in matches[0].deals[2].actions:
        replay.apply(action)
    assert replay.current.result == record.result


def test_game_row_cannot_be_replayed(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db, _ = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    choose_row(dialog, game_row(dialog, 0))
    assert not dialog.replay_button.isEnabled()
    assert not dialog.replay_selected()


def test_empty_history(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = read(qtbot, HistoryDialog(HistoryDB(tmp_path)))
    qtbot.addWidget(dialog)
    assert game_count(dialog) == 0
    assert dialog.details.text()


def test_review_emits_the_hand(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db, matches = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    choose_row(dialog, game_row(dialog, 1).child(0))
    assert dialog.review_button.isEnabled()
    got = []
    dialog.review_requested.connect(got.append)
    assert dialog.review_selected()
    (hand,) = got
    assert hand.parsed_actions() == matches[0].deals[0].actions


def test_language_change_retranslates(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from table_helpers import shouting

    db, _ = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    with shouting(dialog, "HistoryDialog", "Texts"):
        assert dialog.replay_button.text() == "DEAL THIS HAND AGAIN"
        assert game_row(dialog, 0).child(0).text(0).startswith("HAND")


def test_assisted_games_are_marked(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db, _matches = _history(tmp_path)
    db.mark_assisted("m0")  # the older, finished game
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    newest, oldest = game_row(dialog, 0), game_row(dialog, 1)
    assert oldest.text(4).endswith("(assisted)") and oldest.toolTip(0)
    assert "assisted" not in newest.text(4) and not newest.toolTip(0)
    choose_row(dialog, oldest.child(0))
    assert "training aid" in dialog.details.text()
    choose_row(dialog, newest.child(0))
    assert "training aid" not in dialog.details.text()


def test_a_hollywood_match_says_so(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """It read only "Standard (international)", where the score pad's list says
    "· Hollywood"."""
    db = HistoryDB(tmp_path)
    plain = play(Match(PRESETS["standard"], seed=8), seed=8, steps=80)
    hollywood = play(
        Match(PRESETS["standard"].with_changes(hollywood=True), seed=9), seed=9, steps=80
    )
    for match_id, match in (("plain", plain), ("hw", hollywood)):
        assert match.records
        for record in match.records:
            db.record_hand(match_id=match_id, match=match, record=record, ai_level="expert")
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    rules = {game_row(dialog, i).text(1) for i in range(2)}
    assert rules == {"Standard (international)", "Standard (international) · Hollywood"}


def test_a_game_abandoned_in_its_first_hand_names_hollywood_and_duplicate_and_its_start(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Play-test 11: a Hollywood + duplicate game abandoned before its first hand ended
    read "Standard (international) | abandoned", dated when it was abandoned. It names
    Hollywood and duplicate as the other rows do, and is dated when it was dealt."""
    from datetime import UTC, datetime

    from ginrummy_desktop.app.autosave import AutoSaver
    from ginrummy_desktop.app.controller import GameController
    from ginrummy_desktop.app.duplicate import DuplicateRunner
    from ginrummy_desktop.app.session import Session

    dealt = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)  # long before the abandoning
    controller = GameController(delay_ms=0)
    controller.set_paused(True)  # the computer holds still: only the person's move
    held: list[object] = []
    runner = DuplicateRunner(controller, start_job=held.append)  # the reference waits
    session = Session(controller, clock=lambda: dealt)
    saver = AutoSaver(controller, session=session, directory=tmp_path, extra=runner.save_extra)
    hollywood = PRESETS["standard"].with_changes(hollywood=True)
    runner.arm("expert")
    match = controller.new_match(hollywood, "intermediate", seed=11)
    view = controller.view(0)
    if view.turn != 0:  # the computer's turn first: it moves once, the person then
        controller.set_paused(False)
        qtbot.waitUntil(controller.person_to_act, timeout=10000)
        controller.set_paused(True)
        controller.wait_idle()
    assert controller.act(controller.view(0).legal[0])
    assert controller.in_progress() and not match.records
    controller.new_match(PRESETS["standard"], "intermediate", seed=12)  # abandons it
    saver.writer.wait_idle(10)
    (row,) = saver.history.matches()
    assert row.abandoned and row.started_at == dealt.isoformat()
    assert row.abandoned_at is not None and row.abandoned_at > row.started_at
    dialog = read(qtbot, HistoryDialog(saver.history))
    qtbot.addWidget(dialog)
    top = game_row(dialog, 0)
    assert top.text(1) == "Standard (international) · Hollywood · duplicate"
    assert top.text(3) == "abandoned" and top.text(4).startswith("0 hand")
    local = QDateTime.fromString(dealt.isoformat(), Qt.DateFormat.ISODate).toLocalTime()
    assert top.text(0) == QLocale().toString(local, QLocale.FormatType.ShortFormat)
    saver.close()


def test_a_game_whose_save_was_damaged_is_closed_not_left_unfinished(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Play-test 11: it stayed "not finished" for ever. It says its save was damaged,
    with why it is not counted as a game, and is among neither the abandoned games nor
    the lost ones."""
    db = HistoryDB(tmp_path)
    left = play(Match(PRESETS["standard"], seed=8), seed=8, steps=80)
    assert left.records
    for record in left.records:
        db.record_hand(match_id="left", match=left, record=record, ai_level="expert")
    db.record_save_lost()
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    top = game_row(dialog, 0)
    # The score it stood at when last saved (play-test h146: an abandoned game's
    # column was empty).
    stood = left.records[-1].totals_after
    assert top.text(3) == "save damaged" and top.text(5) == f"{stood[0]} – {stood[1]}"
    assert "found damaged" in top.toolTip(0) and "not count as a game" in top.toolTip(0)
    assert top.childCount() == len(left.records)
    for choice in ("abandoned", "lost", "won"):
        dialog.show_combo.setCurrentIndex(dialog.show_combo.findData(choice))
        assert game_count(dialog) == 0


def test_a_games_undos_are_counted_in_the_hands_details(qtbot, tmp_path: Path, language) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: the details said "A move was taken back" (one) where
    the game's tooltip rightly said five times. Hands recorded before the history kept
    the undos with their hand (taken_back NULL) still say it of the game."""
    language.set_language("en")  # the English plural forms
    db, _matches = _history(tmp_path)
    db.mark_undos("m0", 5)
    db.write("UPDATE hands SET taken_back = NULL")
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    oldest = game_row(dialog, 1)
    choose_row(dialog, oldest.child(0))
    assert "taken back 5 times" in dialog.details.text()
    choose_row(dialog, game_row(dialog, 0).child(0))
    assert "taken back" not in dialog.details.text()


def test_without_score_pad_games_the_hands_list_takes_their_room(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: the hands list showed about 8 rows beside an empty
    score pad part as tall. That part now keeps only its title and its one line."""
    db, _matches = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert not dialog.pad_games.rows
    hands, _details, pads = dialog.split.sizes()
    assert pads == dialog.pad_games.minimumSizeHint().height()
    assert hands > 3 * pads


def _varied_history(tmp_path: Path) -> tuple[HistoryDB, dict[str, Match]]:
    """Finished games against two levels (some won, some lost), one abandoned, one
    assisted: each under its id, in the order they were played."""
    db = HistoryDB(tmp_path)
    games: dict[str, Match] = {}
    for i, level in enumerate(["beginner", "expert", "beginner", "expert", "expert"]):
        match = play_match(PRESETS["standard"], seed=60 + i)
        games[f"g{i}"] = match
        for record in match.records:
            db.record_hand(match_id=f"g{i}", match=match, record=record, ai_level=level)
        assert match.game_result is not None
        db.record_match(match_id=f"g{i}", match=match, result=match.game_result, ai_level=level)
    left = play(Match(PRESETS["standard"], seed=70), seed=70, steps=80)
    games["left"] = left
    for record in left.records:
        db.record_hand(match_id="left", match=left, record=record, ai_level="beginner")
    db.record_abandoned(match_id="left", match=left, ai_level="beginner")
    db.mark_assisted("g3")
    db.mark_undos("g1", 2)
    # A level the history does not name (hand-edited): "Unknown level".
    db.write("UPDATE matches SET ai_level = '' WHERE match_id = 'g0'")
    db.write("UPDATE hands SET ai_level = '' WHERE match_id = 'g0'")
    return db, games


def _listed(dialog: HistoryDialog) -> list[str]:
    """The games listed, top to bottom, by the id of their first hand."""
    ids = []
    for i in range(game_count(dialog)):
        top = game_row(dialog, i)
        choose_row(dialog, top.child(0))
        hand = dialog.selected_hand()
        assert hand is not None
        ids.append(hand.match_id)
        numbers = [int(top.child(k).data(0, SORT_ROLE)) for k in range(top.childCount())]
        assert numbers == sorted(numbers), "a game's hands read in the order played"
    return ids


def test_the_games_can_be_chosen_by_how_they_went_and_by_level(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The list was newest first only, with no way to pick games out (play-test): a
    choice above it keeps the games won, lost, abandoned, assisted or with an undo,
    another those of one level, and a heading's click sorts by its column."""
    db, games = _varied_history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    order = list(games)  # as played
    assert _listed(dialog) == order[::-1]  # newest first
    won = [k for k, m in games.items() if m.game_result and m.game_result.winner == 0]
    lost = [k for k, m in games.items() if m.game_result and m.game_result.winner == 1]
    assert won and lost
    wanted = {"won": won, "lost": lost, "abandoned": ["left"], "assisted": ["g3"], "undo": ["g1"]}
    for choice, ids in wanted.items():
        dialog.show_combo.setCurrentIndex(dialog.show_combo.findData(choice))
        assert _listed(dialog) == ids[::-1], choice
    dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("beginner"))
    assert "No game fits" in dialog.details.text()  # g1, the one with an undo, is Expert
    dialog.show_combo.setCurrentIndex(dialog.show_combo.findData("all"))
    dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("expert"))
    assert _listed(dialog) == ["g4", "g3", "g1"]
    names = [dialog.level_combo.itemText(i) for i in range(dialog.level_combo.count())]
    assert names == ["All levels", "Beginner", "Expert", "Unknown level"]  # easiest first
    dialog.level_combo.setCurrentIndex(names.index("Unknown level"))
    assert _listed(dialog) == ["g0"]
    dialog.refresh()  # the choice is kept when the list is read again
    read(qtbot, dialog)
    assert dialog.level_combo.currentText() == "Unknown level" and _listed(dialog) == ["g0"]
    # Sorted by your margin (a heading's click), biggest first; then oldest first.
    dialog.level_combo.setCurrentIndex(0)
    dialog.tree.sortByColumn(5, Qt.SortOrder.DescendingOrder)
    finished = [k for k in order if games[k].game_result is not None]

    finals = {m.match_id: m.final for m in db.matches()}

    def margin(k: str) -> int:
        final = finals[k]
        if final is None:  # left unfinished: the score it stood at, as the column shows
            final = games[k].records[-1].totals_after
        return final[0] - final[1]

    by_margin = _listed(dialog)
    assert by_margin == sorted([*finished, "left"], key=margin, reverse=True)
    dialog.tree.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert _listed(dialog) == order


def test_a_new_text_size_reaches_the_open_list(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The desktop's text size changed while the history is open: the games' bold and
    the columns' widths follow it, not the size the list was opened at (on a screen
    with room for them: on a narrow one the words give way)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1920, 1080))
    db, _matches = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    header = dialog.tree.header()
    before = [header.sectionSize(col) for col in range(header.count())]
    bigger = dialog.font()
    bigger.setPointSizeF(bigger.pointSizeF() * 1.5)
    dialog.setFont(bigger)
    assert dialog.model.bold.pointSizeF() == bigger.pointSizeF() and dialog.model.bold.bold()
    after = [header.sectionSize(col) for col in range(header.count())]
    # The date's and the level's columns widen with the bold text they hold.
    assert after[0] > before[0] and after[2] > before[2]


def test_the_column_heads_are_ink_on_paper_with_a_rule_under_them(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The heads are drawn as the scoresheet's: dark ink on its paper, a dark rule
    beneath (the window's grey header showed in a dark desktop theme), whatever the
    palette says."""
    from PySide6.QtGui import QColor, QPalette

    from ginrummy_desktop.ui.scoresheet.paint import DARK, PAPER

    db, _matches = _history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    night = QPalette(dialog.palette())
    for role in (QPalette.ColorRole.Button, QPalette.ColorRole.Window, QPalette.ColorRole.Base):
        night.setColor(role, QColor("#202020"))
    night.setColor(QPalette.ColorRole.ButtonText, QColor("#f0f0f0"))
    dialog.setPalette(night)
    dialog.resize(900, 500)
    dialog.show()
    qtbot.waitExposed(dialog)
    header = dialog.tree.header()
    image = header.grab().toImage()
    w, h = image.width(), image.height()
    colours = {image.pixelColor(x, y).name() for x in range(0, w, 3) for y in range(h - 2)}
    assert image.pixelColor(w - 3, 3).name() == QColor(PAPER).name()  # beside the heads
    assert image.pixelColor(w // 2, h - 1).name() == DARK.name()  # the rule under them
    assert "#202020" not in colours  # the palette's dark grey nowhere
    # The heads' words are in dark ink: the darkest pixel is near DARK, not light.
    darkest = min((QColor(c) for c in colours), key=lambda c: c.lightness())
    assert darkest.lightness() <= DARK.lightness() + 40


def test_only_the_hand_with_the_undo_says_a_move_was_taken_back(
    qtbot, tmp_path: Path, language
) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: an undo in hand 2 was told in the details of every hand
    of the game, hand 1 too. Now the hand where it happened says so, in this hand."""
    language.set_language("en")
    match = match_with_an_undo_in_hand_2()
    db = HistoryDB(tmp_path)
    for record in match.records:
        db.record_hand(match_id="u", match=match, record=record, ai_level="expert")
    db.mark_undos("u", match.undo_count)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    game = game_row(dialog, 0)
    assert "undo used" in game.text(4)  # the game is still marked as a whole
    hands = {game.child(i).text(0): game.child(i) for i in range(game.childCount())}
    choose_row(dialog, hands["Hand 1"])
    assert "taken back" not in dialog.details.text()
    choose_row(dialog, hands["Hand 2"])
    assert "A move was taken back 1 time in this hand." in dialog.details.text()
    assert "in this game" not in dialog.details.text()


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_columns_fit_a_small_screen_without_sideways_scrolling(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, language, monkeypatch, lang
) -> None:
    """At 1024x640 (in a larger text size) the list scrolled sideways and its points'
    column was cut to "Pis" (play-test h99): the words give way, shortened with "…",
    the rules' first; the date, the points and the deal code stay whole."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFont, QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1024, 640))
    language.set_language(lang)
    db, _games = _varied_history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    font = QFont(dialog.font())
    font.setPixelSize(17)  # a text size at which the columns' words are wider than the list
    dialog.setFont(font)
    dialog.show()
    qtbot.waitExposed(dialog)
    natural = dialog._column_widths()
    header = dialog.tree.header()
    assert sum(natural) > dialog.tree.viewport().width()  # the case: not all fits
    for _ in range(3):
        QApplication.processEvents()
    assert dialog.tree.horizontalScrollBar().maximum() == 0
    assert header.length() <= dialog.tree.viewport().width()
    for col in (0, 5, 6):  # the date, the points, the deal code: whole
        assert header.sectionSize(col) >= natural[col], (lang, col)


def test_the_sort_arrow_points_down_with_the_newest_game_on_top(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The "Played" heading's arrow pointed up over the newest game at the top (Fusion,
    h99). The styles disagree on which indicator points which way (h101: a plain swap
    turned the Windows styles' arrow up), so the arrow is read as each style draws it."""
    from PySide6.QtWidgets import QStyleFactory, QStyleOptionHeader

    from ginrummy_desktop.ui.dialogs.history import arrow_points_down

    db, _games = _varied_history(tmp_path)
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    header = dialog.tree.header()

    def drawn_down() -> bool | None:
        option = QStyleOptionHeader()
        header.initStyleOptionForIndex(option, 0)
        return arrow_points_down(header.style(), option.sortIndicator)

    styles = [QStyleFactory.create(name) for name in ("Fusion", "Windows")]
    for style in styles:
        header.setStyle(style)
        header.setSortIndicator(0, Qt.SortOrder.DescendingOrder)  # newest first
        assert drawn_down() is True, style.name()
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)  # oldest first
        assert drawn_down() is False, style.name()
    # The header back on the application's style before these go: a style freed under a
    # dialog still alive crashed a later test that changed the language.
    header.setStyle(QApplication.style())
    del styles


def test_a_hand_whose_ending_cannot_be_read_says_so(qtbot, tmp_path: Path, language) -> None:  # type: ignore[no-untyped-def]
    """Play-test h166: a damaged row showed its raw code, "weird", in a bokmål list."""
    language.set_language("en")
    db, _matches = _history(tmp_path)
    db.write("UPDATE hands SET outcome = 'weird' WHERE match_id = 'm0' AND number = 1")
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    damaged = game_row(dialog, 1).child(0)
    assert damaged.text(4) == "unreadable"
    assert game_row(dialog, 1).child(1).text(4) not in ("", "unreadable")

"""The review, the training aids and the accessibility helpers wired into the main window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QTransform
from PySide6.QtWidgets import QApplication
from table_helpers import Table

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.model import EventKind, Match, NextHand, match_view, preset
from ginrummy_desktop.review.rollout import policy_move
from ginrummy_desktop.ui.common import screen_room as screen_room_module
from ginrummy_desktop.ui.common.accessibility import NAME_KEY, unnamed_controls
from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT, FRAME_WIDTH
from ginrummy_desktop.ui.common.texts import card_name
from ginrummy_desktop.ui.review.board import CARD_SIZES, TEXT_H
from ginrummy_desktop.ui.review.dialog import HandReviewDialog
from ginrummy_desktop.ui.training.dock import SafetyShade
from ginrummy_desktop.ui.training.panel import safety_level, throwable_safety


@pytest.fixture
def wired(window, qtbot):
    return Table(window, qtbot)


def _finished_hand(seed: int = 4) -> Match:
    match = Match(preset("standard"), seed=seed)
    while not match.current.is_over:
        match.apply(policy_move(match_view(match, match.current.turn)))
    return match


def test_review_hand_opens_the_last_finished_hand(wired, qtbot, monkeypatch) -> None:
    w = wired.window
    monkeypatch.setattr(screen_room_module, "screen_room", lambda _w: QRect(0, 0, 1024, 610))
    action = w.registry["review"]
    assert action in w.game_menu.actions()
    w.new_game(preset("standard"), "beginner", seed=9)
    wired.settle()
    assert not action.isEnabled()
    match = _finished_hand()
    wired.c.load_match(match, "beginner")
    wired.settle()
    assert action.isEnabled()
    w.table.table.set_look(back="green")  # the review draws the table's chosen back
    action.trigger()
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog) and dialog.isVisible()
    assert dialog.board.back == "green"
    # Whole on a 1024x640 screen with a panel, its frame too.
    assert dialog.height() + FRAME_HEIGHT <= 610 and dialog.width() + FRAME_WIDTH <= 1024
    assert [s.action for s in dialog.steps[1:]] == list(match.current.actions)
    assert dialog.windowTitle() == "Review of hand 1"  # which hand (play-test 11)
    totals = match.records[-1].totals_after
    if match.records[-1].result.winner is not None:  # the scoresheet line it led to
        assert f"{totals[0]}" in dialog.score.text() and f"{totals[1]}" in dialog.score.text()
    dialog.wait_for_review()
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=60_000)
    dialog.reject()


def test_a_hollywood_hands_review_gives_the_three_games(wired, qtbot) -> None:
    """The play-test's finding: a Hollywood hand's review said "Score: You 53 ·
    Computer 149", totals that stand in none of the three games."""
    w = wired.window
    match = Match(preset("standard").with_changes(hollywood=True), seed=4)
    for hand in range(4):
        if hand:
            match.apply(NextHand(0))
        while not match.current.is_over:
            match.apply(policy_move(match_view(match, match.current.turn)))
    step = match.records[-1].hollywood
    assert step is not None
    wired.c.load_match(match, "beginner")
    wired.settle()
    w.registry["review"].trigger()
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog)
    text = dialog.score.text()
    for g, game in enumerate(step.score.games):
        opened = step.score.opened[g]
        if not any(opened):  # not started: no "0 – 0" (play-test)
            assert f"Game {g + 1}: –" in text and f"Game {g + 1}: 0" not in text, text
            continue
        # A column no win has opened reads "–", as on the scoresheet.
        cells = [str(game.totals[p]) if opened[p] else "–" for p in (0, 1)]
        assert f"Game {g + 1}: {cells[0]} – {cells[1]}" in text, text
    assert "Score:" not in text
    dialog.reject()


def test_the_review_sees_the_hand_in_the_game_it_was_played_in(wired, qtbot) -> None:
    """A second hand's review: its views have the score before it and the first hand,
    as the table's views had (the advisor weighs the moves at that score)."""
    w = wired.window
    match = _finished_hand()
    match.apply(NextHand(0))
    while not match.current.is_over:
        match.apply(policy_move(match_view(match, match.current.turn)))
    assert len(match.deals) == 2 and match.records[0].totals_after != (0, 0)
    wired.c.load_match(match, "beginner")
    wired.settle()
    w.registry["review"].trigger()
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog)
    views = [s.view_before for s in dialog.steps if s.view_before is not None]
    assert views and all(v.totals == match.records[0].totals_after for v in views)
    assert all(v.hand_number == 2 and len(v.earlier_hands) == 1 for v in views)
    assert dialog.windowTitle() == "Review of hand 2"
    w.languages.set_language("fi")
    assert dialog.windowTitle() == "Jaon 2 läpikäynti"
    w.languages.set_language("en")
    dialog.reject()


def test_training_aids_fill_the_dock_and_shade_the_hand(wired) -> None:
    w = wired.window
    dock = w.training_dock
    w.new_game(preset("standard"), "beginner", seed=12)
    wired.settle()
    assert not dock.dock.isVisible() and not dock.assisted
    for act in dock.actions.values():
        act.setChecked(True)
    assert w.settings.get(S.AID_DISCARD_SAFETY) and dock.assisted
    assert dock.dock.isVisible()
    view = wired.pv
    assert dock.panel.safety_list.count() == len(view.hand)
    levels = {s.card: safety_level(s.danger) for s in throwable_safety(view)}
    for card in view.hand:
        bands = [c for c in w.table.table.faces[card].childItems() if isinstance(c, SafetyShade)]
        assert len(bands) == 1 and bands[0].isVisible() and bands[0].level == levels[card]
    dock.actions["safety"].setChecked(False)
    for card in view.hand:
        bands = [c for c in w.table.table.faces[card].childItems() if isinstance(c, SafetyShade)]
        assert all(not b.isVisible() for b in bands)
    w.new_game(preset("standard"), "beginner", seed=13)
    wired.settle()
    assert dock.assisted  # aids still on in the new match


def test_cards_are_named_and_the_computers_moves_announced(wired) -> None:
    w = wired.window
    w.new_game(preset("standard"), "beginner", seed=21)
    wired.settle()
    said = w.table_accessibility.announcer.history
    scene = w.table.table
    # Play a few turns: pass or draw from the stock, throw the drawn card.
    for _ in range(4):
        view = wired.pv
        if view.phase.value == "over":
            break
        wired.c.act(policy_move(view) if view.phase.value != "discard" else _throw(view))
        wired.settle()
    named = [i for i in scene.items() if getattr(i, "code", "x") is None or hasattr(i, "role")]
    visible = [i for i in named if i.isVisible() and hasattr(i, "set_face_up")]
    assert visible and all(i.data(NAME_KEY) for i in visible)
    assert any(t.startswith("The computer") for t in said)
    events = wired.c.match.current.events
    hidden = [e.card for e in events if e.kind is EventKind.STOCK_DRAWN and e.player == 1]
    assert "The computer drew from the stock." in said
    for text in said:  # a card the computer drew from the stock is never named
        assert not any(card_name(c) in text for c in hidden if c not in wired.pv.discard_pile)
    assert "Your hand" in w.table.accessibleDescription()


def _throw(view):
    from ginrummy_desktop.model import Discard

    action = policy_move(view)
    return Discard(view.player, action.card) if hasattr(action, "card") else action


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_wired_window_has_no_unnamed_controls(wired, language) -> None:
    w = wired.window
    w.new_game(preset("standard"), "beginner", seed=3)
    for act in w.training_dock.actions.values():
        act.setChecked(True)
    w.languages.set_language(language)
    try:
        assert unnamed_controls(w) == []
    finally:
        w.languages.set_language("en")


def test_a_past_hand_from_the_history_opens_in_the_review(wired, qtbot) -> None:
    from types import SimpleNamespace

    from ginrummy_desktop.model.actions import action_from_dict

    match = _finished_hand(6)
    deal = match.current
    stored = [a.to_dict() for a in deal.actions]
    row = SimpleNamespace(
        rules=match.rules,
        dealer=deal.dealer,
        deal_number=deal.deal_number,
        number=1,
        taken_back=None,
        totals=match.records[0].totals_after,
        parsed_actions=lambda: [action_from_dict(d) for d in stored],
    )
    wired.window.review.open_stored(row)
    dialog = wired.window.review.dialog
    assert dialog is not None and dialog.isVisible()
    assert [s.action for s in dialog.steps[1:]] == list(deal.actions)
    # The score the hand led to, as the review in play says it (play-test h146).
    you, computer = match.records[0].totals_after
    assert dialog.score.text().endswith(f" Score: You {you} · Computer {computer}")
    dialog.reject()


def test_a_hand_from_the_history_is_reviewed_in_its_game(wired, tmp_path) -> None:
    """The history's second hand of a game: its views have the score after the first
    hand and the first hand's summary, rebuilt from the history's rows of the match."""
    from ginrummy_desktop.app.autosave import AutoSaver

    w = wired.window
    saver = AutoSaver(w.controller, session=w.session, directory=tmp_path, parent=w)
    w.attach_autosaver(saver)
    match = _finished_hand()
    match.apply(NextHand(0))
    while not match.current.is_over:
        match.apply(policy_move(match_view(match, match.current.turn)))
    for record in match.records:
        saver.history.record_hand(match_id="past", match=match, record=record, ai_level="expert")
    first, second = saver.history.match_hands("past")
    w.review.open_stored(second)
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog)
    views = [s.view_before for s in dialog.steps if s.view_before is not None]
    assert views and all(v.totals == first.totals != (0, 0) for v in views)
    assert all(v.hand_number == 2 and len(v.earlier_hands) == 1 for v in views)
    dialog.reject()
    w.review.open_stored(first)  # the first hand of a game: 0-0, nothing earlier
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog)
    views = [s.view_before for s in dialog.steps if s.view_before is not None]
    assert views and all(v.totals == (0, 0) and v.earlier_hands == () for v in views)
    dialog.reject()
    # The history locked by another program: the hand opens all the same, on its own.
    from ginrummy_desktop.persistence import HistoryError

    def locked(match_id: str) -> list[object]:
        raise HistoryError("database is locked", busy=True)

    saver.history.match_hands = locked
    w.review.open_stored(second)
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog) and dialog.isVisible()
    views = [s.view_before for s in dialog.steps if s.view_before is not None]
    assert views and all(v.hand_number == 1 and v.earlier_hands == () for v in views)
    dialog.reject()


def test_card_size_and_high_contrast_change_the_table(wired) -> None:
    w = wired.window
    look = w.table_look
    scene = w.table.table
    w.new_game(preset("standard"), "beginner", seed=5)
    wired.settle()
    normal = scene.geo.card_w
    small = next(a for a in look.size_group.actions() if a.data() == "small")
    small.trigger()
    assert w.settings.get(S.CARD_SIZE) == "small" and scene.geo.card_w < normal
    assert all(i.width == scene.geo.card_w for i in scene.faces.values() if i.isVisible())
    look.contrast.setChecked(True)
    assert w.settings.get(S.HIGH_CONTRAST) and scene.high_contrast
    image = w.table.grab().toImage()
    corner = image.pixelColor(3, image.height() // 2)
    assert corner.red() < 10 and corner.green() < 10 and corner.blue() < 10  # black felt
    next(a for a in look.size_group.actions() if a.data() == "normal").trigger()
    look.contrast.setChecked(False)
    assert scene.geo.card_w == normal and not scene.high_contrast


def test_the_review_grows_with_a_big_screen(wired, qtbot, monkeypatch) -> None:
    """On a 1920x1080 screen the review stayed 1000x640 and its cards small (play-test):
    it takes a good share of a big screen, and its cards grow with it."""
    w = wired.window
    wired.c.load_match(_finished_hand(), "beginner")
    wired.settle()
    sizes = {}
    for room in (QRect(0, 0, 1366, 728), QRect(0, 0, 1920, 1040)):
        monkeypatch.setattr(screen_room_module, "screen_room", lambda _w, r=room: r)
        w.registry["review"].trigger()
        dialog = w.review.dialog
        assert isinstance(dialog, HandReviewDialog) and dialog.isVisible()
        assert dialog.width() + FRAME_WIDTH <= room.width()
        assert dialog.height() + FRAME_HEIGHT <= room.height()
        sizes[room.width()] = (dialog.size(), dialog.board.fit_width(20))
        dialog.reject()
    (small, small_card), (big, big_card) = sizes[1366], sizes[1920]
    assert (small.width(), small.height()) == (1000, 640)  # as before on 1366x768
    assert big.width() > 1300 and big.height() > 780 and big_card > small_card


def _cards_bounds(image: QImage, felt: QColor) -> QRect:
    """The smallest rectangle holding every pixel of ``image`` that is not felt."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)

    def used_rows(img: QImage) -> list[int]:
        plain = felt.rgb().to_bytes(4, "little") * img.width()
        line = img.bytesPerLine()
        data = bytes(img.constBits())
        return [y for y in range(img.height()) if data[y * line : y * line + len(plain)] != plain]

    rows = used_rows(image)
    cols = used_rows(image.transformed(QTransform().rotate(90)))
    assert rows and cols
    return QRect(QPoint(cols[0], rows[0]), QPoint(cols[-1], rows[-1]))


@pytest.mark.parametrize("room", (QRect(0, 0, 1024, 610), QRect(0, 0, 1920, 1040)))
def test_the_review_board_fills_its_felt_evenly(wired, qtbot, monkeypatch, room) -> None:
    """The cards were drawn from the board's top left corner at a size for the widest
    hand the board might show: a band of empty felt ran along the right and the foot,
    120 px on 1920x1080 (play-test). The cards now take the size that the hand's widest
    step fits, and the room they leave is shared on either side."""
    w = wired.window
    wired.c.load_match(_finished_hand(), "beginner")
    wired.settle()
    monkeypatch.setattr(screen_room_module, "screen_room", lambda _w: room)
    w.registry["review"].trigger()
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog) and dialog.isVisible()
    QApplication.processEvents()
    board = dialog.board
    bounds = QRect()
    for index in range(len(dialog.steps)):  # every step of the hand, their union
        dialog.go(index)
        bounds = bounds.united(_cards_bounds(board.grab().toImage(), QColor(22, 92, 58)))
    left, right = bounds.left(), board.width() - 1 - bounds.right()
    top, bottom = bounds.top(), board.height() - 1 - bounds.bottom()
    # (A label's letters start a few pixels below its line's top.)
    assert abs(left - right) <= 8 and abs(top - bottom) <= 8, (bounds, board.size())
    # Filled one way or the other: no more felt left over than the edges'.
    assert min(left + right, top + bottom) <= 0.1 * min(board.width(), board.height()), (
        bounds, board.size(),
    )  # fmt: skip
    dialog.reject()


@pytest.mark.parametrize("lang", ("en", "fi", "nb"))
def test_the_move_list_shows_a_typical_move_on_one_line(  # type: ignore[no-untyped-def]
    wired, monkeypatch, language, lang: str
) -> None:
    """On 1920x1080 the move list was a narrow column where every move took two lines,
    beside a board half empty (play-test): where the board can spare the room, nine
    moves in ten read on one line; the board keeps its cards at the card-size setting's
    size where it had it, and the review fits the screen as before."""
    w = wired.window
    language.set_language(lang)  # the locale is put back afterwards
    wired.c.load_match(_finished_hand(39), "beginner")  # 47 moves
    wired.settle()
    for room in (QRect(0, 0, 1024, 610), QRect(0, 0, 1366, 728), QRect(0, 0, 1920, 1040)):
        monkeypatch.setattr(screen_room_module, "screen_room", lambda _w, r=room: r)
        w.registry["review"].trigger()
        dialog = w.review.dialog
        assert isinstance(dialog, HandReviewDialog) and dialog.isVisible()
        QApplication.processEvents()
        assert dialog.width() + FRAME_WIDTH <= room.width()
        assert dialog.height() + FRAME_HEIGHT <= room.height()
        moves = dialog.step_list
        fm = moves.fontMetrics()
        one_line = sum(
            fm.horizontalAdvance(moves.item(i).text())
            <= moves.visualItemRect(moves.item(i)).width() - 6  # the row's margins
            for i in range(moves.count())
        )
        board = dialog.board
        if room.width() > 1024:
            assert board.fit_width(TEXT_H) >= CARD_SIZES["normal"], (lang, room)
        # A typical move on one line, or the board has no room to spare.
        typical = one_line >= 0.9 * moves.count()
        assert typical or board.width() <= board.sizeHint().width(), (lang, room, one_line)
        if room.width() == 1920:
            assert typical, lang
            # A width the person gives the list is kept when the dialog is resized.
            dialog.split.moveSplitter(moves.width() - 40, 1)
            dragged = moves.width()
            dialog.resize(dialog.width() - 100, dialog.height())
            QApplication.processEvents()
            assert moves.width() == dragged
        dialog.reject()


def test_the_review_shows_a_move_taken_back_where_it_was(wired, tmp_path, language) -> None:
    """The play-test's finding: hand 2's review, where a discard had been taken back,
    showed only the line played, with no sign of the undo. Now the move played in its
    place is marked, its note says what was taken back, and the summary says so; live
    and from the history alike. Hand 1, without an undo, says nothing of it."""
    from testkit.scripted_play import match_with_an_undo_in_hand_2

    from ginrummy_desktop.app.autosave import AutoSaver

    language.set_language("en")
    w = wired.window
    saver = AutoSaver(w.controller, session=w.session, directory=tmp_path, parent=w)
    w.attach_autosaver(saver)
    match = match_with_an_undo_in_hand_2()
    (undone,) = match.taken_back
    discard = undone.actions[0]
    for record in match.records:
        saver.history.record_hand(match_id="past", match=match, record=record, ai_level="expert")
    first, second = saver.history.match_hands("past")
    w.review.open_stored(second)
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog)
    step = undone.at + 1  # the move played in place of the one taken back
    marked = [i for i in range(dialog.step_list.count()) if "↶" in dialog.step_list.item(i).text()]
    assert marked == [step]
    dialog.go(step)
    taken = f"Taken back before this move: You discarded the {card_name(discard.card)}."
    assert taken in dialog.note.text()
    assert "taken back 1 time in this hand" in dialog.summary.text()
    dialog.go(step - 1)
    assert "Taken back" not in dialog.note.text()
    dialog.reject()
    w.review.open_stored(first)
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog)
    assert "taken back" not in dialog.summary.text()
    assert not any("↶" in dialog.step_list.item(i).text() for i in range(len(dialog.steps)))
    dialog.reject()
    # The hand just played, from Review hand on the table.
    second_only = match_with_an_undo_in_hand_2()
    wired.c.load_match(second_only, "beginner")
    wired.settle()
    w.registry["review"].trigger()
    dialog = w.review.dialog
    assert isinstance(dialog, HandReviewDialog) and dialog.windowTitle() == "Review of hand 2"
    dialog.go(step)
    assert taken in dialog.note.text()
    dialog.reject()

""" "What the computer knew" on a finished hand: each decision with the view it was made
from (your cards as backs), its reason, and "Check it" run in a worker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication
from testkit.scripted_play import view_policy

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.model.dealcode import DealKey
from ginrummy_desktop.review.fairness_check import DEFAULT_WORLDS, computer_decisions
from ginrummy_desktop.ui.common import screen_room as screen_room_module
from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT, FRAME_WIDTH
from ginrummy_desktop.ui.common.texts import action_text, card_name, done_text
from ginrummy_desktop.ui.review.knew import CARD_H, CARD_W, KnewDialog, card_metrics
from ginrummy_desktop.ui.table.hand import sort_cards
from ginrummy_desktop.ui.window.main_window import MainWindow

KEY = DealKey(123_456_789, 1)


def _finished_hand(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The deal of KEY played to its end: you by a fixed policy, the computer (beginner,
    seeded by the match) as in any game."""
    controller = window.controller
    window.play_deal_code(KEY, PRESETS["standard"], "beginner")
    match = controller.match
    assert match is not None
    while True:
        qtbot.waitUntil(lambda: controller.person_to_act() or match.current.is_over, timeout=10000)
        if match.current.is_over:
            break
        assert controller.act(view_policy(controller.view(0)))
    controller.set_paused(True)


def test_each_decision_with_its_view_and_the_check(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.languages.set_language("en")
    try:
        _finished_hand(window, qtbot)
        match = window.controller.match
        assert match is not None
        action = window.registry["computer_knew"]
        assert action.isEnabled()
        action.trigger()
        dialog = window._knew_dialog
        assert isinstance(dialog, KnewDialog) and dialog.isVisible()
        # Check it is a button of its own size, not a bar across the dialog (play-test).
        button = dialog.check_button
        assert button.width() <= button.sizeHint().width() + 2 < dialog.width() // 2
        deal = match.deals[0]
        moves = [a for a in deal.actions if a.player == 1]
        assert moves and len(dialog.decisions) == len(moves)
        # The views are the ones it decided from, rebuilt from the log.
        expected = computer_decisions(match, 0, 1)
        assert [d.view for d in dialog.decisions] == [d.view for d in expected]
        # Its moves as played ("Computer drew from the stock"), not as orders; a card
        # taken from the pile by name (the top of the pile it saw).
        for i, move in enumerate(moves):
            pile = dialog.decisions[i].view.discard_pile
            played = done_text(move, "Computer", taken=pile[-1] if pile else None)
            assert dialog.list.item(i).text() == f"{i + 1}. {played}"
        last = len(moves) - 1
        dialog.list.setCurrentRow(last)
        view = dialog.decisions[last].view
        assert dialog.stock_label.text() == f"Stock: {view.stock_size} cards"
        hand = dialog.rows["hand"]
        assert not hand.pixmap().isNull() and hand.toolTip().count(",") == len(view.hand) - 1
        # Its hand as it sorts it, melds first; drawn to the row's width, and no
        # narrower than the overlap that reads at a glance where the row has room.
        ordered = sort_cards(view.hand, "melds")
        assert hand.toolTip() == ", ".join(card_name(c) for c in ordered)
        QApplication.processEvents()
        room = hand.width()
        assert room > 0 and hand.pixmap().width() <= room
        n = len(view.hand)
        w, most = dialog.card_w, dialog.max_step
        assert hand.pixmap().width() == w + (n - 1) * min(most, (room - w) // (n - 1))
        dialog.resize(dialog.width() - 200, dialog.height())
        QApplication.processEvents()
        QApplication.processEvents()
        assert hand.width() < room and hand.pixmap().width() <= hand.width()
        # This deal ends in your knock: its last decision saw your cards laid out, named.
        yours = dialog.rows["yours"]
        assert view.knocker == 0 and yours.toolTip().count(",") == 9
        # Before your knock your cards are backs: nothing names them.
        dialog.list.setCurrentRow(0)
        assert dialog.decisions[0].view.knocker is None
        assert not yours.pixmap().isNull() and yours.toolTip() == ""
        assert yours.pixmap().width() > yours.pixmap().height()  # several backs side by side
        dialog.list.setCurrentRow(last)
        # The reasons come from a worker, then the check does.
        qtbot.waitUntil(lambda: len(dialog.reasons) == len(moves), timeout=20000)
        # Its choice as the list says it was played ("Computer passed"), not as a
        # button's order ("It chose: Pass"; fi "Valinta: Passaa", play-test h104).
        played = dialog.list.item(last).text().split(". ", 1)[1]
        assert played.startswith("Computer ") and action_text(moves[last]) not in played
        assert dialog.reason_label.text().startswith(f"{played}. Why: ")
        # Why, told of the computer: never "your hand" or an order to "knock now".
        for row in range(len(moves)):
            dialog.list.setCurrentRow(row)
            why = dialog.reason_label.text()
            assert "your hand" not in why and "knock now" not in why, why
        assert dialog.start_check()
        assert dialog.checking and not dialog.check_button.isEnabled()
        assert not dialog.start_check()  # one check at a time
        qtbot.waitUntil(lambda: not dialog.checking, timeout=120000)
        n = len(moves)
        assert dialog.progress.value() == n
        assert dialog.identical_count() == n
        assert dialog.summary.text() == (
            f"{n} of {n} decisions the same in all {DEFAULT_WORLDS} reshuffles."
        )
        assert dialog.list.item(0).text().endswith("identical")
        dialog.reject()
    finally:
        window.languages.clear()


def _rows_on_one_line(dialog: KnewDialog) -> int:
    """How many rows of the decisions list read on one line; every row must read whole,
    wrapped onto more lines where the list is narrower than it, inside the list."""
    view = dialog.list
    fm = view.fontMetrics()
    one_line = 0
    for i in range(view.count()):
        item = view.item(i)
        rect = view.visualItemRect(item)
        room = rect.width() - 6  # the row's margins
        wrap = int(Qt.TextFlag.TextWordWrap)
        need = fm.boundingRect(QRect(0, 0, room, 10_000), wrap, item.text())
        assert rect.left() >= 0 and rect.right() < view.viewport().width(), item.text()
        assert need.width() <= room and need.height() <= rect.height(), item.text()
        one_line += fm.horizontalAdvance(item.text()) <= room
    return one_line


@pytest.mark.parametrize("lang", ("en", "fi", "nb"))
def test_every_row_reads_whole_after_the_check(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, monkeypatch, language, lang: str
) -> None:
    """After "Check it" each row ended cut off ("…six of spades – ide", Finnish "…hertta
    kuusi"), read only by scrolling sideways, though the window had room to spare
    (play-test, 1024x640 and 1920x1080): the list is as wide as its rows where the screen
    has the room, and a narrower dialog wraps them."""
    language.set_language(lang)  # the locale is put back afterwards
    _finished_hand(window, qtbot)
    for room in (QRect(0, 0, 1024, 610), QRect(0, 0, 1920, 1040)):
        monkeypatch.setattr(screen_room_module, "screen_room", lambda _w, r=room: r)
        window.registry["computer_knew"].trigger()
        dialog = window._knew_dialog
        assert isinstance(dialog, KnewDialog) and dialog.isVisible()
        assert dialog.width() + FRAME_WIDTH <= room.width()
        assert dialog.height() + FRAME_HEIGHT <= room.height()
        assert dialog.start_check()
        qtbot.waitUntil(lambda d=dialog: not d.checking, timeout=120000)
        for _ in range(3):
            QApplication.processEvents()
        count = dialog.list.count()
        assert len(dialog.checks) == count  # each row ends in its verdict
        assert _rows_on_one_line(dialog) == count, (lang, room)
        # The cards beside the list keep their room: the hand is drawn inside its row.
        hand = dialog.rows["hand"]
        assert 0 < hand.pixmap().width() <= hand.width()
        if room.width() == 1024:
            # As narrow as the person can make it: a row longer than the list wraps, and
            # every row still reads whole, inside the list (nothing to scroll sideways to).
            dialog.resize(1, dialog.height())
            for _ in range(3):
                QApplication.processEvents()
            assert dialog.list.width() < room.width() // 2
            _rows_on_one_line(dialog)
            assert 0 < hand.pixmap().width() <= hand.width()
        dialog.reject()


def test_closing_stops_the_check(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    _finished_hand(window, qtbot)
    window.registry["computer_knew"].trigger()
    dialog = window._knew_dialog
    assert isinstance(dialog, KnewDialog)
    assert dialog.start_check()
    dialog.reject()
    counted = len(dialog.checks)
    window.controller.wait_idle(60000)  # the worker stops at its next decision
    qtbot.wait(50)  # and what it sent before is delivered now, to be dropped
    assert len(dialog.checks) == counted


def test_the_reasons_told_of_the_computer_speak_of_it(qapp) -> None:  # type: ignore[no-untyped-def]
    """'What the computer knew' said "The face-up card does not help your hand." of the
    computer's own pass: the hints' words, spoken to the person."""
    from ginrummy_desktop.ui.common.texts import COMPUTER_REASONS, REASONS, reason_text

    assert reason_text("upcard_no_use") == "The face-up card does not help your hand."
    assert reason_text("upcard_no_use", computer=True) == "The face-up card does not help its hand."
    for key in REASONS:
        told = reason_text(key, computer=True)
        assert "your hand" not in told and "knock now" not in told.lower(), key
        assert not told.startswith(("Keep ", "Get rid", "You ")), key
    assert set(COMPUTER_REASONS) <= set(REASONS)


def test_a_card_taken_from_the_pile_is_named(qapp) -> None:  # type: ignore[no-untyped-def]
    """It said only "Computer took the top of the discard pile" (play-test 9)."""
    from ginrummy_desktop.model import DrawDiscard, DrawStock, TakeUpcard, parse_cards

    seven = parse_cards("7H")[0]
    assert done_text(DrawDiscard(1), "Computer", taken=seven) == (
        "Computer took the seven of hearts from the discard pile"
    )
    assert done_text(TakeUpcard(0), taken=seven) == "You took the face-up seven of hearts"
    # A draw from the stock takes no card from the pile: the card is not named.
    assert done_text(DrawStock(1), "Computer", taken=seven) == "Computer drew from the stock"


def test_the_cards_are_larger_on_a_tall_screen(window: MainWindow, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """At 48 pixels wide the cards' corners were hard to read on a 1920x1080 screen,
    beside room left empty (play-test 10); on a 1366x768 one they stay as they were."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    assert card_metrics(728)[:2] == (CARD_W, CARD_H)
    assert card_metrics(None)[:2] == (CARD_W, CARD_H)
    large = card_metrics(1040)
    assert large[0] > CARD_W and large[1] > CARD_H
    _finished_hand(window, qtbot)
    match = window.controller.match
    assert match is not None
    for height, wide in ((728, CARD_W), (1040, large[0])):
        monkeypatch.setattr(
            QScreen, "availableGeometry", lambda self, h=height: QRect(0, 0, 1920, h)
        )
        scene = window.table.table
        dialog = KnewDialog(window, match, 0, "beginner", scene.images, deck=scene.deck)
        qtbot.addWidget(dialog)
        assert dialog.card_w == wide
        assert dialog.height() <= height and dialog.width() <= 1920
        dialog.show()
        QApplication.processEvents()
        hand = dialog.rows["hand"]
        assert hand.pixmap().height() == round(dialog.card_h * hand.pixmap().devicePixelRatio())
        dialog.cancel()
        dialog.reject()


def test_after_your_knock_your_cards_are_shown_as_it_saw_them(window: MainWindow, table) -> None:  # type: ignore[no-untyped-def]
    """Play-test h146: laying off on your melds, the computer was shown your hand face
    down, ten card backs, though your melds and deadwood lay face up before it. After
    your knock the row shows them, the cards it laid off left out."""
    from table_helpers import load

    from ginrummy_desktop.model import DECK, Knock, Match, TakeUpcard, parse_cards

    window.languages.set_language("en")
    you = parse_cards("AC 2C 3C 5D 6D 7D 9S 9H 9C KS")
    computer = parse_cards("4C 8D 9D 4H 5H 6S 7S JD QH KH")
    # Dealt one at a time, you (not dealing) first, then the upcard 2♠. An arranged
    # deck the match keeps (as a lesson's), so that the dialog can deal it again.
    deck = [c for pair in zip(you, computer, strict=True) for c in pair]
    deck.append(parse_cards("2S")[0])
    deck += [c for c in DECK if c not in deck]
    match = Match(
        PRESETS["standard"],
        seed=1,
        first_dealer=1,
        decks=lambda index, _dealer: list(deck) if index == 0 else None,
    )
    match.apply(TakeUpcard(0))
    match.apply(Knock(0, parse_cards("KS")[0]))
    load(table, match)  # the computer lays off the 4♣, 8♦ and 9♦, and finishes
    assert match.current.is_over and len(match.current.layoffs) == 3
    window.registry["computer_knew"].trigger()
    dialog = window._knew_dialog
    assert isinstance(dialog, KnewDialog) and dialog.decisions
    yours = parse_cards("AC 2C 3C 5D 6D 7D 9S 9H 9C 2S")
    for row in range(len(dialog.decisions)):
        dialog.list.setCurrentRow(row)
        shown = dialog.rows["yours"].toolTip().split(", ")
        assert sorted(shown) == sorted(card_name(c) for c in yours)
        assert dialog.captions["yours"].text() == "Your cards, laid out face up after your knock"

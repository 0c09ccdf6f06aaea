"""Accessible names for cards, piles and moves; announcements; named controls everywhere."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton, QWidget

from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.model import Event, EventKind, parse_card, parse_cards, preset
from ginrummy_desktop.ui.common import accessibility as acc
from ginrummy_desktop.ui.review.dialog import HandReviewDialog
from ginrummy_desktop.ui.training.panel import Aids, TrainingPanel


def test_hand_cards_are_named_with_their_meld() -> None:
    names = acc.hand_card_names(parse_cards("5H 6H 7H 7C 7S 7D KC 2D 3S 9S"))
    assert names[parse_card("6H")] == "six of hearts, in the run five-six-seven of hearts"
    assert names[parse_card("7S")] == (
        "seven of spades, in a set with seven of clubs and seven of diamonds"
    )
    assert names[parse_card("KC")] == "king of clubs, deadwood"


def test_piles_are_described() -> None:
    assert acc.discard_pile_text(parse_cards("2C KC")).startswith(
        "discard pile: top card king of clubs, 2 "
    )
    assert acc.discard_pile_text([]) == "discard pile: empty"
    assert "31" in acc.stock_text(31)
    assert "seven of clubs" in acc.opponent_hand_text(10, parse_cards("7C"))


def test_the_computers_moves_and_the_end_are_announced_not_the_persons() -> None:
    events = [
        Event(EventKind.STOCK_DRAWN, 1, None),  # masked: the person does not see it
        Event(EventKind.DISCARDED, 1, parse_card("KC")),
        Event(EventKind.DISCARDED, 0, parse_card("2C")),
        Event(EventKind.KNOCKED, 0, parse_card("3C")),
        Event(EventKind.HAND_SCORED, 0),
    ]
    said = acc.announcements(events, person=0)
    assert said == [
        "The computer drew from the stock.",
        "The computer discarded the king of clubs.",
        "You knocked, discarding the three of clubs face down.",
        "The hand is over: you won it.",
    ]


def test_announcer_remembers_and_falls_back_to_a_live_region(qtbot, monkeypatch) -> None:
    w = QWidget()
    qtbot.addWidget(w)
    a = acc.Announcer(w)
    with qtbot.waitSignal(a.announced):
        a.say("The computer knocked.")
    assert a.history == ["The computer knocked."]
    monkeypatch.setattr(acc, "HAS_ANNOUNCEMENTS", False)
    w2 = QWidget()
    qtbot.addWidget(w2)
    b = acc.Announcer(w2)
    b.say("Gin!")
    region = w2.findChild(acc.LiveRegion)
    assert region is not None and region.text() == "Gin!"


def test_unnamed_controls_are_found() -> None:
    w = QWidget()
    QPushButton("Go", w)
    blank = QPushButton(w)
    assert acc.unnamed_controls(w) == [blank]


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_review_and_training_controls_are_named_in_every_language(qtbot, language) -> None:
    languages = LanguageManager()
    languages.set_language(language)
    try:
        review = HandReviewDialog(
            None, rules=preset("standard"), dealer=0, deal_number=5, actions=[], judge=False
        )
        training = TrainingPanel()
        training.set_aids(Aids(True, True, True))
        for widget in (review, training):
            qtbot.addWidget(widget)
            assert acc.unnamed_controls(widget) == []
    finally:
        languages.set_language("en")


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_every_control_of_the_table_is_named_in_every_language(window, qtbot, language) -> None:
    window.new_game(preset("standard"), "beginner", seed=3)
    window.languages.set_language(language)
    try:
        assert [w.objectName() or type(w).__name__ for w in acc.unnamed_controls(window)] == []
    finally:
        window.languages.set_language("en")


def _every_dialog(window, tmp_path):
    """One of each dialog of the game, filled with something to show."""
    from ginrummy_desktop.model import Match
    from ginrummy_desktop.persistence.history import HistoryDB
    from ginrummy_desktop.ui.dialogs.help import AboutDialog, KeyboardHelpDialog, RulesHelpDialog
    from ginrummy_desktop.ui.dialogs.history import HistoryDialog
    from ginrummy_desktop.ui.dialogs.knock import KnockDialog
    from ginrummy_desktop.ui.dialogs.new_game import NewGameDialog
    from ginrummy_desktop.ui.dialogs.pile import PileDialog
    from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog

    rules = preset("standard")
    history = HistoryDB(path=tmp_path / "history.sqlite")
    match = Match(rules, seed=4)
    hand = list(match.current.hands[0])
    scene = window.table.table
    return [
        NewGameDialog(window, rules, "beginner"),
        RulesHelpDialog(window, rules),
        KeyboardHelpDialog(window, window.registry.shortcut_list),
        AboutDialog(window),
        KnockDialog(window, hand[0], hand[1:], [], gin=False),
        PileDialog(window, tuple(hand[:3]), scene.images, scene.deck),
        HistoryDialog(history, window),
        StatisticsDialog(history, window),
        HandReviewDialog(window, rules=rules, dealer=0, deal_number=5, actions=[], judge=False),
    ]


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_every_control_of_every_dialog_is_named_in_every_language(
    window, qtbot, tmp_path, language
) -> None:
    window.languages.set_language(language)
    try:
        for dialog in _every_dialog(window, tmp_path):
            unnamed = [w.objectName() or type(w).__name__ for w in acc.unnamed_controls(dialog)]
            assert unnamed == [], f"{type(dialog).__name__}: {unnamed}"
            dialog.deleteLater()
    finally:
        window.languages.set_language("en")


def test_the_knock_question_starts_on_the_choice_not_on_do_not_ask(window, qtbot) -> None:
    """Space on the first control ticked "Do not ask again" where the hand had one way
    to meld: the keys start on Knock, or on the melds where there is a choice."""
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.model import parse_cards
    from ginrummy_desktop.ui.dialogs.knock import KnockDialog

    one = parse_cards("2C 3C 4C 7D 7H 7S 9S TS JS AH")  # one way: 3 melds, the ace
    two = parse_cards("3C 4C 5C 6C 6D 6H 6S JD QD KD AH")  # the 6♣ in the run or the set
    for hand, first in ((one, "confirm_button"), (two, "choices")):
        dialog = KnockDialog(window, hand[-1], hand[:-1], [], gin=hand is two)
        qtbot.addWidget(dialog)
        assert (len(dialog.options) > 1) is (first == "choices")
        dialog.show()
        QApplication.processEvents()
        assert dialog.focusWidget() is getattr(dialog, first)
        # Tab: Knock, then Keep playing, then the box.
        order = []
        for _ in range(3):
            order.append(dialog.focusWidget())
            dialog.focusNextChild()
        chain = [dialog.confirm_button, dialog.keep_button, dialog.dont_ask]
        assert order == ([dialog.choices, *chain[:2]] if first == "choices" else chain)
        dialog.reject()

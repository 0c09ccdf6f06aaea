"""The follow-up lessons from the Help menu: the position drawn with the game's cards,
the question, the choices, and the engine's answer and why."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.lessons import ChoiceId, FollowUpId, KnockOrGinNumbers
from ginrummy_desktop.model import PRESETS, parse_card
from ginrummy_desktop.ui.common.card_images import CardImageCache
from ginrummy_desktop.ui.lessons.followup_dialog import FollowUpDialog
from ginrummy_desktop.ui.lessons.pictures import cards_picture
from ginrummy_desktop.ui.lessons.texts import LessonTexts


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    # The default locale back too: left Norwegian, it made a later test's CSV use ";".
    saved = QLocale()
    manager = LanguageManager()
    manager.set_language("en")
    yield manager
    manager.clear()
    QLocale.setDefault(saved)


@pytest.mark.parametrize("fid", list(FollowUpId))
@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_each_choice_gets_the_answer_and_why(qtbot, languages, fid, language) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    dialog = FollowUpDialog(None, fid, PRESETS["finnish_2"])
    qtbot.addWidget(dialog)
    dialog.show()
    texts = LessonTexts()
    pixmap = dialog.position.pixmap()
    assert pixmap is not None and not pixmap.isNull()
    assert dialog.question.text() == texts.question(dialog.follow_up)
    assert not dialog.answer.isVisible()
    for cid, button in dialog.choice_buttons.items():
        assert button.text() == texts.choice(cid)
        button.click()
        assert dialog.answer.isVisible()
        assert texts.verdict(dialog.follow_up.is_answer(cid)) in dialog.answer.text()
        assert texts.why(dialog.follow_up) in dialog.answer.text()


def test_the_help_menu_opens_the_follow_ups(window) -> None:  # type: ignore[no-untyped-def]
    for fid, action in window.lessons.follow_up_actions.items():
        assert action in window.help_menu.actions()
        action.trigger()
        QApplication.processEvents()
        dialog = window.lessons.follow_up
        assert dialog is not None and dialog.isVisible() and dialog.fid is fid
        dialog.reject()
        QApplication.processEvents()
    assert window.lessons.learn_action in window.help_menu.actions()


@pytest.mark.parametrize("fid", list(FollowUpId))
@pytest.mark.parametrize("language", ["fi", "nb"])
def test_the_dialog_grows_to_show_the_whole_answer(qtbot, languages, fid, language) -> None:  # type: ignore[no-untyped-def]
    """Shown before the answer, the dialog kept its height when the answer came, and
    the cards' ranks and the last line of the why were cut off."""
    languages.set_language(language)
    dialog = FollowUpDialog(None, fid, PRESETS["finnish_2"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.height()
    next(iter(dialog.choice_buttons.values())).click()
    QApplication.processEvents()
    layout = dialog.layout()
    assert layout is not None
    assert dialog.height() > before
    assert dialog.height() >= layout.totalHeightForWidth(dialog.width())
    answer = dialog.answer
    assert answer.height() >= answer.heightForWidth(answer.width())
    picture = dialog.position.pixmap()
    assert dialog.position.height() >= round(picture.height() / picture.devicePixelRatio())


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_gin_cards_in_the_pile_are_in_the_picture(qtbot, languages, language) -> None:  # type: ignore[no-untyped-def]
    """Play-test: "Only 2 of the 4 cards that would give you gin are still unseen (the
    others lie in the discard pile)", and the picture showed the pile's top card only
    (the 6♥): the 10♥ under it could not be found. The whole pile is drawn."""
    languages.set_language(language)
    dialog = FollowUpDialog(None, FollowUpId.KNOCK_OR_GIN, PRESETS["standard"])
    qtbot.addWidget(dialog)
    dialog.show()
    num = dialog.follow_up.numbers
    assert isinstance(num, KnockOrGinNumbers)
    in_the_pile = set(num.gin_outs) - set(num.live_outs)
    assert len(in_the_pile) == 2  # what the answer counts
    assert in_the_pile <= set(dialog.pile_drawn)
    assert dialog.pile_drawn == dialog.follow_up.view().discard_pile  # top card last
    QApplication.processEvents()
    picture = dialog.position.pixmap()  # and the picture shows whole, its ends too
    assert dialog.position.width() >= picture.width() / picture.devicePixelRatio()
    dialog.choice_buttons[ChoiceId.KNOCK_NOW].click()
    assert str(len(num.live_outs)) in dialog.answer.text()


def test_a_caption_wider_than_its_cards_is_not_cut(qapp) -> None:  # type: ignore[no-untyped-def]
    """Play-test: under the pile's one card, "Discard pile" read "Discard pil" (en,
    1920x1080): a group is as wide as its caption where that is wider."""
    card_w = 60
    caption = "Discard pile"
    font = QFont()
    font.setPixelSize(round(card_w * 0.24))
    need = QFontMetricsF(font).horizontalAdvance(caption)
    assert need > card_w  # the case of the play-test
    one = cards_picture(CardImageCache(), [[parse_card("6H")]], card_w=card_w, captions=[caption])
    assert one.width() / one.devicePixelRatio() >= need + 8
    # No caption: the picture as before, a card and the margins.
    bare = cards_picture(CardImageCache(), [[parse_card("6H")]], card_w=card_w)
    assert bare.width() == card_w + 8


@pytest.mark.parametrize("fid", list(FollowUpId))
def test_the_choices_stay_where_they_are_when_the_answer_comes(qtbot, languages, fid) -> None:  # type: ignore[no-untyped-def]
    """Play-test h109: when the answer came, the choices moved up some 14 px under the
    pointer on its way to the next one (the room to spare had been shared between the
    rows). The picture, the question and the choices stay put."""
    languages.set_language("fi")
    dialog = FollowUpDialog(None, fid, PRESETS["finnish_2"])
    qtbot.addWidget(dialog)
    dialog.resize(dialog.width(), dialog.height() + 120)  # room to spare
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    buttons = list(dialog.choice_buttons.values())
    before = [b.geometry().top() for b in buttons] + [dialog.question.geometry().top()]
    buttons[0].click()
    QApplication.processEvents()
    after = [b.geometry().top() for b in buttons] + [dialog.question.geometry().top()]
    assert after == before

"""How to play: a window that stays open beside the table, with every section in each
language, the chosen rules' numbers, and examples drawn with the game's cards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect, Qt, QUrl
from PySide6.QtGui import QFontInfo, QScreen, QTextDocument
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT
from ginrummy_desktop.ui.dialogs.help import NARROWEST, RulesHelpDialog
from ginrummy_desktop.ui.dialogs.rules_text import EXAMPLES, PICTURE_SCHEME

SECTIONS = (
    "The aim",
    "Melds and deadwood",
    "Your turn",
    "Knocking and gin",
    "Laying off",
    "Undercut",
    "Scoring a hand",
    "Hollywood: three games at once",
    "Winning the game",
    "The table: mouse and keys",
)


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    # The default locale back afterwards too: left nb, a later test's CSV export wrote
    # ";" between its fields.
    saved = QLocale()
    manager = LanguageManager()
    manager.set_language("en")
    yield manager
    manager.clear()
    QLocale.setDefault(saved)


def _help(window) -> RulesHelpDialog:  # type: ignore[no-untyped-def]
    window.registry["rules_help"].trigger()
    QApplication.processEvents()
    dialog = window.dialogs.rules_help
    assert isinstance(dialog, RulesHelpDialog)
    return dialog


def test_how_to_play_stays_open_beside_the_table(window) -> None:  # type: ignore[no-untyped-def]
    dialog = _help(window)
    assert dialog.isVisible()
    assert not dialog.isModal()
    assert dialog.windowModality() is Qt.WindowModality.NonModal
    assert QApplication.activeModalWidget() is None  # the table takes moves meanwhile
    # Asking again brings the same window forward, not a second one.
    assert _help(window) is dialog
    dialog.reject()
    QApplication.processEvents()
    assert window.dialogs.rules_help is None


@pytest.mark.parametrize(
    ("screen", "size"),
    [((1024, 640), (660, 600)), ((1366, 768), (660, 700)), ((1920, 1040), (660, 884))],
)
def test_how_to_play_opens_no_larger_than_the_screen(window, monkeypatch, screen, size) -> None:  # type: ignore[no-untyped-def]
    """At 1024x640 the window was 700 high, its Close button off the screen; a large
    screen has it taller (85% of the screen's height: it was a strip 700 high)."""
    room = QRect(0, 0, *screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    dialog = _help(window)
    # (narrower where it opens over the table, out of the way of the cards)
    assert dialog.least_width() <= dialog.width() <= size[0]
    assert dialog.height() == size[1]
    assert dialog.height() + FRAME_HEIGHT <= room.height()
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None and close.isVisible()
    assert dialog.rect().contains(QRect(close.mapTo(dialog, QPoint(0, 0)), close.size()))
    dialog.reject()


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_every_section_in_each_language(qtbot, languages, language) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    dialog = RulesHelpDialog(None, PRESETS["standard"])
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for title in SECTIONS:
        heading = QCoreApplication.translate("RulesText", title)
        if language != "en" and (language, title) != ("nb", "Undercut"):  # nb says undercut
            assert heading != title, title
        assert heading in text, (language, title)
    html = dialog.browser.toHtml()
    doc = dialog.browser.document()
    for name in EXAMPLES:
        assert f"{PICTURE_SCHEME}:{name}" in html
        image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"cards:{name}"))
        assert image is not None and not image.isNull(), name


def test_the_numbers_are_the_chosen_rules(qtbot, languages) -> None:  # type: ignore[no-untyped-def]
    for name in ("standard", "finnish_1", "finnish_2"):
        rules = PRESETS[name]
        dialog = RulesHelpDialog(None, rules)
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        assert f"undercut bonus of {rules.undercut_bonus}" in text, name
        assert f"plus the bonus of {rules.undercut_bonus}" in text, name


def test_the_pictures_follow_the_card_style(qtbot, languages) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesHelpDialog(None, PRESETS["standard"])
    qtbot.addWidget(dialog)
    doc = dialog.browser.document()
    url = QUrl("cards:deadwood")  # clubs and diamonds change colour in four colours
    classic = doc.resource(QTextDocument.ResourceType.ImageResource, url)
    dialog.set_look(deck="four_colour", back="red")
    four = doc.resource(QTextDocument.ResourceType.ImageResource, url)
    assert classic != four


def test_gin_says_the_discard_only_where_big_gin_is_not_played(qtbot, languages) -> None:  # type: ignore[no-untyped-def]
    """Under Ginirommi, How to play said you still discard with all eleven cards in
    melds, and then that Big Gin goes out without a discard (play-test)."""
    texts = {}
    for name in ("standard", "ginirommi"):
        dialog = RulesHelpDialog(None, PRESETS[name])
        qtbot.addWidget(dialog)
        texts[name] = dialog.browser.toPlainText()
    assert PRESETS["standard"].big_gin_bonus is None
    assert "even when all eleven cards would fit in melds" in texts["standard"]
    assert PRESETS["ginirommi"].big_gin_bonus is not None
    assert "even when all eleven" not in texts["ginirommi"]
    assert "go out without discarding" in texts["ginirommi"]


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_upcard_buttons_are_named_as_on_the_table(qtbot, languages, lang) -> None:  # type: ignore[no-untyped-def]
    """How to play called the upcard's buttons "Ota ja Passaa", where the table reads
    "Ota avattu kortti" and "Passaa" (play-test)."""
    languages.set_language(lang)
    dialog = RulesHelpDialog(None, PRESETS["standard"])
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for source in ("&Take the upcard", "&Pass"):
        shown = QCoreApplication.translate("Actions", source).replace("&", "")
        assert shown in text, (lang, shown)


def _cards_on_screen(window) -> list[QRect]:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui.table.card_item import CardItem

    view = window.table
    out = []
    for item in view.table.items():
        if isinstance(item, CardItem) and item.isVisible():
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            out.append(QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size()))
    return out


def _controls_on_screen(window) -> QRect:  # type: ignore[no-untyped-def]
    """The knock spot and the buttons beside it (their column's place), on the screen."""
    view = window.table
    controls = view.controls_rect()
    return QRect(view.viewport().mapToGlobal(controls.topLeft()), controls.size())


@pytest.mark.parametrize(
    ("screen", "lang"),
    [((1024, 640), "en"), ((1366, 768), "en"), ((1366, 768), "fi"), ((1366, 768), "nb"),
     ((1920, 1080), "en")],
)  # fmt: skip
def test_how_to_play_opens_beside_the_cards_of_a_full_screen_table(  # type: ignore[no-untyped-def]
    window, monkeypatch, languages, screen, lang
) -> None:
    """It opened over the middle of the table (play-test 11, en 1920x1080 full screen):
    with no room beside the window it goes over the scoresheet's side, clear of the
    cards in play, on the screen, and wide enough for its pictures. At 1366x768 it
    still covered the table's right edge, the buttons beside the knock spot (play-test):
    it is narrower there, its pictures drawn to fit, and clear of them too."""
    from ginrummy_desktop.model import PRESETS as P

    languages.set_language(lang)
    room = QRect(0, 0, *screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    window.setGeometry(0, 0, screen[0], screen[1] - 30)
    window.new_game(P["standard"], "beginner", seed=3)
    window.controller.set_paused(True)
    for _ in range(5):
        QApplication.processEvents()
    cards = _cards_on_screen(window)
    assert len(cards) >= 20
    controls = _controls_on_screen(window)
    bar = window.table.action_bar  # the upcard's Take and Pass, beside the knock spot
    assert bar.isVisible() and window.table.controls_rect().contains(bar.geometry())
    dialog = _help(window)
    frame = dialog.frameGeometry()
    assert room.contains(frame), (room, frame)
    covered = [frame.intersected(card) for card in cards if frame.intersects(card)]
    assert not covered, frame
    assert not frame.intersects(controls), (frame, controls)
    assert dialog.width() >= NARROWEST
    assert dialog.browser.horizontalScrollBar().maximum() == 0  # the pictures fit
    dialog.reject()


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_how_to_play_on_a_large_screen_is_tall_in_the_screens_text_size(  # type: ignore[no-untyped-def]
    window, monkeypatch, languages, lang
) -> None:
    """At 1920x1080 full screen it opened as a strip 700 px high over the scoresheet in
    the system's small print, its cards 40 px wide (play-test h99): as tall as most of
    the screen, in the big screen's text size (as the table's and the statistics'), its
    cards larger, and still clear of the cards in play and the table's buttons."""
    from ginrummy_desktop.model import PRESETS as P
    from ginrummy_desktop.ui.dialogs.help import LEAST_CARD_W

    languages.set_language(lang)
    room = QRect(0, 0, 1920, 1080)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    window.setGeometry(0, 0, 1920, 1050)
    window.new_game(P["standard"], "beginner", seed=3)
    window.controller.set_paused(True)
    for _ in range(5):
        QApplication.processEvents()
    cards, controls = _cards_on_screen(window), _controls_on_screen(window)
    dialog = _help(window)
    frame = dialog.frameGeometry()
    assert room.contains(frame)
    assert dialog.height() >= room.height() * 85 // 100, dialog.size()
    system = QFontInfo(QApplication.font()).pixelSize()
    assert dialog.browser.fontInfo().pixelSize() >= system * 1.2
    assert dialog._card_w > LEAST_CARD_W
    assert not any(frame.intersects(card) for card in cards), frame
    assert not frame.intersects(controls), (frame, controls)
    assert dialog.browser.horizontalScrollBar().maximum() == 0
    dialog.reject()


def test_the_pictures_fit_a_narrow_window(qtbot, languages) -> None:  # type: ignore[no-untyped-def]
    """Narrowed, How to play draws its examples smaller, to a least card width where
    their corners still read, and then puts a row's melds on more lines: never a
    sideways scroll. At its usual width they are as before."""
    dialog = RulesHelpDialog(None, PRESETS["standard"])
    qtbot.addWidget(dialog)
    url = QUrl(f"{PICTURE_SCHEME}:undercut")
    kind = QTextDocument.ResourceType.ImageResource
    usual = dialog.browser.document().resource(kind, url).size()
    assert dialog.narrowest_width() == NARROWEST
    for width in (660, 400, 330, NARROWEST):
        dialog.fit_width(width)
        dialog.show()
        QApplication.processEvents()
        assert dialog.width() == width
        assert dialog.browser.horizontalScrollBar().maximum() == 0, width
        picture = dialog.browser.document().resource(kind, url).size()
        if width == 660:
            assert picture == usual
        else:
            assert picture.width() < usual.width(), width
    # The undercut's two hands on more lines: taller than drawn whole.
    assert picture.height() > usual.height()
    dialog.fit_width(660)  # wide again: the pictures as they were
    assert dialog.browser.document().resource(kind, url).size() == usual


def test_how_to_play_opens_beside_a_window_with_room_beside_it(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    room = QRect(0, 0, 1920, 1080)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    window.setGeometry(40, 40, 1180, 760)
    QApplication.processEvents()
    dialog = _help(window)
    frame = dialog.frameGeometry()
    assert room.contains(frame) and not frame.intersects(window.frameGeometry()), frame
    assert dialog.width() == 660  # its usual width
    dialog.reject()

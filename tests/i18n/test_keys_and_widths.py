"""Key names and text widths in Finnish and bokmål: the menus, tooltips and keyboard help
name keys in the player's language (Enter, Välilyönti, Vaihto; Enter, Mellomrom, Skift),
and no translated menu or dialog grows more than a third wider than the English one."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QTableWidget, QWidget

from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.ui.window.main_window import MainWindow

NATIVE = QKeySequence.SequenceFormat.NativeText
# Qt's English key names that Finnish and bokmål software write in their own words.
ENGLISH_KEY_NAMES = (
    "Return", "Space", "Shift", "Escape", "Backspace", "Left", "Right", "Up", "Down",
    "Control", "Page Up", "Page Down",
)  # fmt: skip
ENGLISH_KEY = re.compile(rf"(?<![\w]){'|'.join(map(re.escape, ENGLISH_KEY_NAMES))}(?![\w])")
# How the languages name the keys the game uses (Finnish as qtbase_fi.qm has them).
EXPECTED = {
    "fi": {"Return": "Enter", "Space": "Välilyönti", "Shift+Left": "Vaihto+Vasen nuoli"},
    "nb": {"Return": "Enter", "Space": "Mellomrom", "Shift+Left": "Skift+Pil venstre"},
}
# A translation may make a menu or a dialog at most this much wider than English.
WIDER = 4 / 3


def _menus(menu: QMenu) -> Iterator[QMenu]:
    yield menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from _menus(action.menu())


def _all_menus(window: MainWindow) -> list[QMenu]:
    return [m for a in window.menuBar().actions() if a.menu() for m in _menus(a.menu())]


def _shortcut_texts(window: MainWindow) -> list[str]:
    """The key texts of the menus and tooltips (the keyboard help is read on screen)."""
    texts = []
    for menu in _all_menus(window):
        for action in menu.actions():
            texts.append(action.shortcut().toString(NATIVE))
            texts.append(action.toolTip())
    texts += [action.toolTip() for action in window.findChildren(QAction)]
    return [t for t in texts if t]


@pytest.mark.parametrize("language", ["fi", "nb"])
def test_key_names_follow_the_language(languages: LanguageManager, language: str) -> None:
    languages.set_language(language)
    for portable, native in EXPECTED[language].items():
        assert QKeySequence(portable).toString(NATIVE) == native


@pytest.mark.parametrize("language", ["fi", "nb"])
def test_no_english_key_names_in_menus_and_keyboard_help(
    window: MainWindow, languages: LanguageManager, language: str
) -> None:
    english = _shortcut_texts(window)
    # The guard must see the key it is about: Return discards.
    assert any("Return" in t for t in english)
    languages.set_language(language)
    QApplication.processEvents()
    found = [t for t in _shortcut_texts(window) if ENGLISH_KEY.search(t)]
    assert not found, f"{language}: English key names in {found}"

    window.dialogs.show_keys_help()
    QApplication.processEvents()
    dialog = next(d for d in window.findChildren(QWidget, "KeyboardHelpDialog") if d.isVisible())
    table = dialog.findChild(QTableWidget)
    assert table is not None and table.rowCount() > 0
    cells = [table.item(r, 0).text() for r in range(table.rowCount()) if table.item(r, 0)]
    assert EXPECTED[language]["Return"] in cells
    # Shift+arrows move a card: "Vaihto+←" / "Skift+←".
    assert any(EXPECTED[language]["Shift+Left"].split("+")[0] + "+" in c for c in cells), cells
    assert not [c for c in cells if ENGLISH_KEY.search(c)], cells
    dialog.close()


def _menu_widths(window: MainWindow) -> dict[str, int]:
    """Each menu's width by its object path (the titles change with the language)."""
    widths = {}
    for index, menu in enumerate(_all_menus(window)):
        menu.ensurePolished()
        widths[f"{index}"] = menu.sizeHint().width()
    return widths


def _menu_texts(window: MainWindow) -> list[str]:
    return [menu.title() for menu in _all_menus(window)]


@pytest.mark.parametrize("language", ["fi", "nb"])
def test_translated_menus_are_at_most_a_third_wider(
    window: MainWindow, languages: LanguageManager, language: str
) -> None:
    names = _menu_texts(window)
    english = _menu_widths(window)
    languages.set_language(language)
    QApplication.processEvents()
    translated = _menu_widths(window)
    assert translated.keys() == english.keys()
    too_wide = [
        f"{names[int(k)]!r}: {english[k]} px in English, {translated[k]} px"
        for k in english
        if translated[k] > english[k] * WIDER
    ]
    assert not too_wide, f"{language}: menus more than a third wider: {too_wide}"


def _knock_dialog(gin: bool) -> QWidget:
    from ginrummy_desktop.model.cards import parse_cards
    from ginrummy_desktop.ui.dialogs.knock import KnockDialog

    # The seven of hearts fits the run or the set: the list of arrangements is shown.
    hand = parse_cards("4H 5H 6H 7H 7D 7C 7S 2C 3D KH")
    dialog = KnockDialog(None, hand[-1], hand[:-1], [], gin=gin)
    assert len(dialog.options) > 1
    return dialog


def _new_game_dialog(gin: bool) -> QWidget:
    from ginrummy_desktop.model import PRESETS
    from ginrummy_desktop.ui.dialogs.new_game import NewGameDialog

    return NewGameDialog(None, PRESETS["finnish_simple" if gin else "standard"], "expert")


@pytest.mark.parametrize("make", [_knock_dialog, _new_game_dialog], ids=["knock", "new_game"])
@pytest.mark.parametrize("gin", [False, True])
def test_translated_dialogs_with_checkboxes_are_at_most_a_third_wider(
    languages: LanguageManager, qtbot, make, gin: bool
) -> None:
    # A QCheckBox does not wrap: a long text widens the whole dialog.
    dialog = make(gin)
    qtbot.addWidget(dialog)
    english = dialog.sizeHint().width()
    for language in ("fi", "nb"):
        languages.set_language(language)
        QApplication.processEvents()
        width = dialog.sizeHint().width()
        assert width <= english * WIDER, f"{language}: {width} px against {english} px"


def test_knock_checkbox_fits_the_english_dialog(languages: LanguageManager, qtbot) -> None:
    # The arrangements list sets the dialog's width; the checkbox under it must not
    # push past it in any language.
    dialog = _knock_dialog(False)
    qtbot.addWidget(dialog)
    english = dialog.sizeHint().width()
    for language in ("fi", "nb"):
        languages.set_language(language)
        QApplication.processEvents()
        assert dialog.dont_ask.sizeHint().width() <= english, (language, dialog.dont_ask.text())


def test_review_board_labels_do_not_run_into_each_other(
    languages: LanguageManager, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from testkit import review_play

    from ginrummy_desktop.model import preset
    from ginrummy_desktop.ui.review.board import ReviewBoard
    from ginrummy_desktop.ui.review.dialog import HandReviewDialog

    actions = review_play.parse_moves(review_play.FED_KING)
    review = HandReviewDialog(
        None, rules=preset("standard"), dealer=0, deal_number=360, actions=actions, judge=False
    )
    qtbot.addWidget(review)
    review.resize(1000, 640)
    review.show()
    drawn: list[tuple[int, int, str]] = []
    original = ReviewBoard._label

    def record(self, p, x, y, text):  # type: ignore[no-untyped-def]
        drawn.append((x, x + p.fontMetrics().horizontalAdvance(text), text))
        original(self, p, x, y, text)

    monkeypatch.setattr(ReviewBoard, "_label", record)
    for language in ("en", "fi", "nb"):
        languages.set_language(language)
        drawn.clear()
        review.board.grab()
        # The stock's and the discard pile's labels share a line under the piles.
        stock, pile = drawn[1], drawn[2]
        assert stock[1] < pile[0], f"{language}: {stock[2]!r} runs into {pile[2]!r}"

"""Every item of the menus has an access key in every language, each key once in its
menu: a keyboard player reaches any of them with Alt and two letters (play-test 9 found
the Language entries and three Help items without one)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

# The throw has Enter (and the card chosen); no word of its own needs a letter.
KEYLESS = {"discard"}


def _key(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_every_menu_item_has_an_access_key_of_its_own(window, lang: str) -> None:
    window.languages.set_language(lang)
    try:
        QApplication.processEvents()
        bar_keys = [_key(a.text()) for a in window.menuBar().actions()]
        assert None not in bar_keys and len(set(bar_keys)) == len(bar_keys), bar_keys
        menus = [top.menu() for top in window.menuBar().actions()]
        # The submenus too (Computer level, Hint and review advisor, the felts and card styles).
        menus += [a.menu() for m in list(menus) if m is not None for a in m.actions() if a.menu()]
        for menu in menus:
            assert menu is not None
            top = menu.menuAction()
            items = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
            keyless = [a.text() for a in items if _key(a.text()) is None]
            assert all(a.objectName() in KEYLESS for a in items if _key(a.text()) is None), (
                lang,
                top.text(),
                keyless,
            )
            keys = [_key(a.text()) for a in items if _key(a.text()) is not None]
            twice = sorted({k for k in keys if keys.count(k) > 1})
            assert not twice, (lang, top.text(), twice, [a.text() for a in items])
    finally:
        window.languages.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_statistics_buttons_have_access_keys_of_their_own(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, language, lang
) -> None:
    from ginrummy_desktop.persistence import HistoryDB
    from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog

    language.set_language(lang)
    dialog = StatisticsDialog(HistoryDB(tmp_path))
    qtbot.addWidget(dialog)
    texts = [
        dialog.reset_button.text(),
        dialog.history_button.text(),
        dialog.summary_button.text(),
        dialog.charts_button.text(),
        dialog.duplicate_button.text(),
        dialog.level_label.text(),
    ]
    keys = [_key(t) for t in texts]
    assert None not in keys, (lang, texts)
    assert len(set(keys)) == len(keys), (lang, texts)


def test_access_keys_go_to_free_letters_word_starts_first() -> None:
    from ginrummy_desktop.ui.common.access_keys import with_access_keys

    fi = ["Aloittelija", "Keskitasoinen", "Edistynyt", "Asiantuntija", "Mestari"]
    assert with_access_keys(fi) == [
        "&Aloittelija",
        "&Keskitasoinen",
        "&Edistynyt",
        "A&siantuntija",
        "&Mestari",
    ]
    assert with_access_keys(["Expert (quicker)", "Master (slower)"], taken="e") == [
        "E&xpert (quicker)",
        "&Master (slower)",
    ]
    assert with_access_keys(["Q & A", "Q"]) == ["&Q && A", "Q"]  # no letter left: none


# Letters whose descender hides the underline (DejaVu Sans: the Finnish "Jätä kesken" and
# "Jatka &peliä" showed no access key at all, play-test h97).
DESCENDERS = set("gjpqyJQ")


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_knock_and_abandon_questions_have_access_keys_of_their_own(  # type: ignore[no-untyped-def]
    qtbot, language, lang
) -> None:
    from ginrummy_desktop.model.cards import parse_cards
    from ginrummy_desktop.ui.dialogs.abandon import AbandonBox
    from ginrummy_desktop.ui.dialogs.knock import KnockDialog

    language.set_language(lang)
    hand = parse_cards("2C 3C 4C 7D 7H 7S 9S TS JS AH 2D")
    box = AbandonBox()
    qtbot.addWidget(box)
    dialogs = [[box.abandon_button.text(), box.keep_button.text()]]
    for gin in (False, True):
        knock = KnockDialog(None, hand[-1], hand[:-1], [], gin=gin)
        qtbot.addWidget(knock)
        dialogs.append([knock.confirm_button.text(), knock.keep_button.text()])
    for texts in dialogs:
        keys = [_key(t) for t in texts]
        assert None not in keys and len(set(keys)) == len(keys), (lang, texts)
        shown = [re.search(r"&([^&])", t).group(1) for t in texts]  # type: ignore[union-attr]
        assert not DESCENDERS & set(shown), (lang, texts)


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_menu_keys_keep_off_letters_that_hide_their_underline(window, lang: str) -> None:
    """The underline under a j, p or y runs into the letter's tail and is not seen (h97:
    fi "Kortti&pakka", "Näytä &jakokoodi", nb "S&pråk"). A menu item's key is on such
    a letter only where every other letter of the item is another item's key."""
    window.languages.set_language(lang)
    try:
        QApplication.processEvents()
        tops = list(window.menuBar().actions())
        groups = [[a.text() for a in tops]]
        menus = [top.menu() for top in tops]
        menus += [a.menu() for m in list(menus) if m is not None for a in m.actions() if a.menu()]
        for menu in menus:
            assert menu is not None
            groups.append([a.text() for a in menu.actions() if not a.isSeparator() and a.text()])
        for texts in groups:
            keys = [_key(t) for t in texts]
            for text, key in zip(texts, keys, strict=True):
                shown = re.search(r"&([^&])", text.replace("&&", ""))
                if shown is None or shown.group(1) not in DESCENDERS:
                    continue
                taken = {k for k in keys if k is not None} - {key}
                letters = {c.lower() for c in text.replace("&", "") if c.isalpha()}
                free = {c for c in letters - taken if c not in DESCENDERS}
                assert not free, (lang, text, sorted(free))
    finally:
        window.languages.set_language("en")

"""Every dialog of ours, switched to Finnish and to bokmål, shows no English; back to English."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialog

from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.model import PRESETS, NextDealer, Rules
from ginrummy_desktop.ui.dialogs import (
    AboutDialog,
    KeyboardHelpDialog,
    NewGameDialog,
    RulesHelpDialog,
)
from ginrummy_desktop.ui.dialogs.base import fill

from .walker import access_letter, changed, collect, untranslated

# Every branch of the rules text: all presets plus each variant switched on.
VARIANTS = {
    **PRESETS,
    "oklahoma": dataclasses.replace(PRESETS["standard"], preset="custom", oklahoma=True),
    "straight": dataclasses.replace(PRESETS["finnish_1"], preset="custom", straight_gin=True),
    "loser_deals": Rules(
        preset="custom",
        next_dealer=NextDealer.LOSER,
        layoff_on_gin=True,
        final_difference=False,
        tie_bonus=5,
        undercut_on_tie=False,
        hand_win_bonus=1,
        big_gin_bonus=1,
    ),
}


def _shortcuts() -> list[tuple[str, str]]:
    tr = QApplication.translate
    return [
        ("Ctrl+N", tr("NewGameDialog", "New game")),
        ("F1", tr("RulesHelpDialog", "How to play")),
    ]


FACTORIES: dict[str, Callable[[], QDialog]] = {
    "new_game": lambda: NewGameDialog(None, PRESETS["finnish_2"], "advanced"),
    "new_game_custom": lambda: NewGameDialog(None, VARIANTS["loser_deals"], "beginner"),
    "keyboard": lambda: KeyboardHelpDialog(None, _shortcuts),
    "about": lambda: AboutDialog(None),
    **{
        f"rules_{name}": (lambda r=rules: RulesHelpDialog(None, r))
        for name, rules in VARIANTS.items()
    },
}


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_dialog_has_no_english_left(name: str, languages: LanguageManager, qtbot) -> None:
    dialog = FACTORIES[name]()
    qtbot.addWidget(dialog)
    dialog.show()
    english = collect(dialog)
    assert english, "the walk found no text at all"
    for language in ("fi", "nb"):
        languages.set_language(language)
        left = untranslated(english, collect(dialog), language)
        assert not left, f"{name} in {language}: still English: {left}"
    languages.set_language("en")
    assert changed(english, collect(dialog)) == []


def test_new_game_dialog_round_trip(languages: LanguageManager, qtbot) -> None:
    for name, rules in VARIANTS.items():
        dialog = NewGameDialog(None, rules, "expert")
        qtbot.addWidget(dialog)
        assert dialog.chosen_rules() == rules, name
        assert dialog.chosen_level() == "expert"


def test_new_game_dialog_edits_become_house_rules(languages: LanguageManager, qtbot) -> None:
    dialog = NewGameDialog(None, PRESETS["standard"], "intermediate")
    qtbot.addWidget(dialog)
    dialog.gin_bonus.setValue(30)
    assert dialog.chosen_rules().preset == "custom"
    assert dialog.chosen_rules().gin_bonus == 30
    dialog.gin_bonus.setValue(25)
    assert dialog.chosen_rules() == PRESETS["standard"]
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("finnish_simple"))
    assert dialog.chosen_rules() == PRESETS["finnish_simple"]


def test_spin_box_ranges_match_rule_validation(languages: LanguageManager, qtbot) -> None:
    dialog = NewGameDialog(None, PRESETS["standard"], "intermediate")
    qtbot.addWidget(dialog)
    for spin in dialog._spins():
        spin.setValue(spin.maximum())
    dialog.big_gin.setChecked(True)
    dialog.shutout.setChecked(True)
    dialog.chosen_rules()  # would raise RulesError if a range were too wide
    for spin in dialog._spins():
        spin.setValue(spin.minimum())
    dialog.chosen_rules()


def test_numbers_follow_the_locale(languages: LanguageManager, qtbot) -> None:
    dialog = NewGameDialog(None, PRESETS["standard"], "expert")
    qtbot.addWidget(dialog)
    languages.set_language("fi")
    # Widgets already on screen follow the new locale, not only new ones.
    assert dialog.target.locale().language() == QLocale.Language.Finnish
    assert fill("%1", 5000).replace("\u00a0", " ") == "5 000"
    from ginrummy_desktop.ui.dialogs.rules_text import rules_html

    big = dataclasses.replace(PRESETS["standard"], preset="custom", target=5000)
    assert "5\u00a0000" in rules_html(big) or "5 000" in rules_html(big)
    languages.set_language("nb")
    assert dialog.target.locale().language() == QLocale.Language.NorwegianBokmal
    languages.set_language("en")
    assert dialog.target.locale().language() == QLocale.Language.English
    assert fill("%1", 5000) == "5,000"


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_rules_text_carries_the_chosen_numbers(
    languages: LanguageManager, language: str, name: str
) -> None:
    from ginrummy_desktop.ui.dialogs.rules_text import rules_html

    rules = VARIANTS[name]
    languages.set_language(language)
    text = rules_html(rules)
    expected = {rules.gin_bonus, rules.target}
    if not rules.straight_gin:
        expected.add(rules.knock_limit)
    if rules.game_bonus:
        expected.add(rules.game_bonus)
    for value in (rules.box_bonus, rules.hand_win_bonus, rules.big_gin_bonus):
        if value:
            expected.add(value)
    for value in expected:
        assert QLocale().toString(value) in text, (name, language, value)
    assert "%n" not in text and "%Ln" not in text and "%1" not in text


@pytest.mark.parametrize("for_pad", [False, True])
@pytest.mark.parametrize("variant", ["finnish_2", "ginirommi", "oklahoma", "loser_deals"])
@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_new_game_dialog_access_keys_are_distinct(
    language: str, variant: str, for_pad: bool, languages: LanguageManager, qtbot
) -> None:
    """Alt+letter reaches one field only: labels, check boxes and buttons (Qt's own
    Cancel included) use different letters in every language, whatever rules show;
    the score pad's rules alone too (its '&Use these rules' shared 'u' with '&Undercut
    bonus:', so that Alt+U never chose the rules; play-test h60)."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    languages.set_language(language)
    dialog = NewGameDialog(None, VARIANTS[variant], "beginner", for_pad=for_pad)
    qtbot.addWidget(dialog)
    dialog.show()
    seen: dict[str, str] = {}
    clashes = []
    widgets = [
        *dialog.findChildren(QLabel),
        *dialog.findChildren(QAbstractButton),
        *dialog.findChildren(QGroupBox),
    ]
    for w in widgets:
        if not w.isVisible():
            continue
        text = w.title() if isinstance(w, QGroupBox) else w.text()
        letter = access_letter(text)
        if letter is None or (isinstance(w, QLabel) and w.buddy() is None):
            continue
        if letter in seen:
            clashes.append(f"'{seen[letter]}' and '{text}' share '{letter}'")
        seen.setdefault(letter, text)
    languages.set_language("en")
    assert not clashes, "\n".join(clashes)

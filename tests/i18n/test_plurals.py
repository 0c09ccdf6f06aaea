"""Plural forms for one and for many, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.model import LineCode, ScoreLine
from ginrummy_desktop.ui.common import texts

BOXES = {
    "en": ("1 box", "3 boxes"),
    "fi": ("1 voitettu jako", "3 voitettua jakoa"),
    "nb": ("1 boks", "3 bokser"),
}
TIE = "If both have the same deadwood, the defender wins the hand and scores %Ln point(s)."
TIE_EXPECTED = {
    "en": ("scores 1 point.", "scores 10 points."),
    "fi": ("saa 1 pisteen.", "saa 10 pistettä."),
    "nb": ("får 1 poeng.", "får 10 poeng."),
}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_box_count(languages: LanguageManager, language: str) -> None:
    languages.set_language(language)
    one, many = BOXES[language]
    assert QCoreApplication.translate("Texts", "%n box(es)", None, 1) == one
    assert QCoreApplication.translate("Texts", "%n box(es)", None, 3) == many
    line = ScoreLine(LineCode.BOX_BONUS, 75, 0, count=3)
    assert many in texts.line_text(line)


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_points_in_the_rules_text(languages: LanguageManager, language: str) -> None:
    languages.set_language(language)
    one, many = TIE_EXPECTED[language]
    assert QCoreApplication.translate("RulesText", TIE, None, 1).endswith(one)
    assert QCoreApplication.translate("RulesText", TIE, None, 10).endswith(many)


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_every_plural_message_reads_right_for_one_and_many(
    languages: LanguageManager, language: str
) -> None:
    from .test_ts_complete import ut

    languages.set_language(language)
    for (context, source, comment), message in ut.messages(ut.ts_path(language)).items():
        if message.get("numerus") != "yes":
            continue
        for n in (1, 2, 5, 21, 100):
            text = QCoreApplication.translate(context, source, comment or None, n)
            assert "(s)" not in text and "(es)" not in text, (language, source, n)
            assert "%n" not in text and "%Ln" not in text, (language, source, n, text)
            assert QLocale().toString(n) in text or str(n) in text, (language, source, n, text)

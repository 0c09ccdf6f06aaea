"""The match is one word in each language (translations/GLOSSARY.md): every message that
speaks of the match in English says *ottelu* in Finnish and *kamp* in bokmål."""

from __future__ import annotations

import re

import pytest

from .test_ts_text import GLOSSARY, _translations

# The stems every inflected form starts with (ottelu, ottelun, otteluun, ottelut...;
# kamp, kampen, kamper, kampene...).
STEMS = {"fi": "ottelu", "nb": "kamp"}


def test_the_glossary_names_the_match_words() -> None:
    row = next(
        (ln for ln in GLOSSARY.read_text("utf-8").splitlines() if ln.startswith("| match ")),
        None,
    )
    assert row is not None, "GLOSSARY.md has no row for 'match'"
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert (cells[1], cells[2]) == (STEMS["fi"], STEMS["nb"])


@pytest.mark.parametrize("language", sorted(STEMS))
def test_every_match_message_uses_the_match_word(language: str) -> None:
    english = re.compile(r"\bmatch(es)?\b", re.I)
    word = re.compile(rf"(?<!\w){STEMS[language]}\w*", re.I)
    messages = [
        (context, source, text)
        for context, source, text in _translations(language)
        if english.search(source)
    ]
    assert len(messages) >= 5  # the check has something to check
    wrong = [m for m in messages if not word.search(re.sub(r"<[^>]+>", "", m[2]))]
    assert not wrong, "\n".join(f"{c}: {s!r} -> {t!r}" for c, s, t in wrong)

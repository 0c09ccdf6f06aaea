"""Catalogue hygiene and typography of the fi/nb translations: no duplicated message,
a no-break space before "%", and none of the glossary's forbidden variants."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
GLOSSARY = TS_DIR / "GLOSSARY.md"
TRANSLATED = ("fi", "nb")


def _keys(ts: Path) -> Counter[tuple[str, str, str]]:
    found: Counter[tuple[str, str, str]] = Counter()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[name, message.findtext("source") or "", message.findtext("comment") or ""] += 1
    return found


def _translations(language: str) -> list[tuple[str, str, str]]:
    """(context, source, text) for every translated form of ginrummy_<language>.ts."""
    out = []
    for context in ET.parse(TS_DIR / f"ginrummy_{language}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            for form in forms or [translation.text or ""]:
                out.append((name, source, form))
    return out


def _duplicates(ts: Path) -> list[tuple[str, str, str]]:
    return sorted(key for key, count in _keys(ts).items() if count > 1)


@pytest.mark.parametrize("ts", sorted(TS_DIR.glob("*.ts")), ids=lambda p: p.name)
def test_no_duplicated_message(ts: Path) -> None:
    # lrelease keeps one of two copies of a (context, source, comment): an edit made to
    # the other one is silently lost.
    duplicates = _duplicates(ts)
    assert not duplicates, f"{ts.name}: {len(duplicates)} duplicated messages: {duplicates[:10]}"


def test_the_update_script_does_not_duplicate_messages(tmp_path: Path) -> None:
    from tests.i18n.test_ts_complete import ut

    for ts in TS_DIR.glob("*.ts"):
        shutil.copy2(ts, tmp_path / ts.name)
    # Twice: the second run sees the re-homed messages of the first as already there.
    ut.run_lupdate(tmp_path, quiet=True)
    ut.run_lupdate(tmp_path, quiet=True)
    for ts in tmp_path.glob("*.ts"):
        assert not _duplicates(ts), f"{ts.name}: {_duplicates(ts)[:10]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_break_space_before_percent_sign(language: str) -> None:
    # Finnish and bokmål write "14 %"; the space must not break, or "%" wraps onto a
    # line of its own. A "%" that starts a placeholder (%1, %n, %L1, and a progress
    # bar's %p, %v, %m) is not a sign.
    sign = re.compile(r"(.?)%(?![0-9nLpvm])")
    wrong = [
        (context, text)
        for context, _source, text in _translations(language)
        for before in sign.findall(text)
        if before != "\u00a0"
    ]
    assert not wrong, f"{language}: '%' without a no-break space before it: {wrong}"


def test_english_keeps_percent_sign_attached() -> None:
    # The source strings are the English text: "14%".
    sources = {source for _context, source, _text in _translations("fi")}
    with_sign = [s for s in sources if re.search(r"%(?![0-9nLpvm])", s)]
    assert with_sign, "no message with a percent sign: the guard above tests nothing"
    assert all(not re.search(r"\s%(?![0-9nLpvm])", s) for s in with_sign), with_sign


def forbidden_variants() -> dict[str, list[str]]:
    """language -> the forbidden words and phrases listed in translations/GLOSSARY.md.

    The section "Forbidden variants" holds a table whose rows are
    ``| language | `variant` | use instead | why |``.
    """
    text = GLOSSARY.read_text("utf-8")
    section = re.search(r"^## Forbidden variants\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert section is not None, "GLOSSARY.md has no '## Forbidden variants' section"
    found: dict[str, list[str]] = {language: [] for language in (*TRANSLATED, "en")}
    for line in section.group(1).splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 2 or cells[0] not in found:
            continue
        found[cells[0]] += re.findall(r"`([^`]+)`", cells[1])
    return found


def test_glossary_lists_forbidden_variants_for_both_languages() -> None:
    variants = forbidden_variants()
    assert all(variants[language] for language in TRANSLATED), variants


@pytest.mark.parametrize("language", (*TRANSLATED, "en"))
def test_no_forbidden_variant_in_translations(language: str) -> None:
    # English is the source texts themselves: read from the fi catalogue, which has
    # every message ("equity" and "live outs" were jargon to a newcomer, play-test h71).
    texts = (
        [(c, s, s) for c, s, _t in _translations("fi")]
        if language == "en"
        else _translations(language)
    )
    problems = []
    for variant in forbidden_variants()[language]:
        # Whole words, any case, "*" for any ending; "&" access keys and markup do
        # not hide a word.
        stem = re.escape(variant.rstrip("*")) + (r"\w*" if variant.endswith("*") else "")
        pattern = re.compile(rf"(?<!\w){stem}(?!\w)", re.I)
        for context, source, text in texts:
            plain = re.sub(r"<[^>]+>", "", text).replace("&", "")
            if pattern.search(plain):
                problems.append(f"{variant!r} in {context}: {source!r} -> {text!r}")
    assert not problems, "\n".join(problems)

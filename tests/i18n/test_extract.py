"""The ast-based extractor finds what lupdate 6.11 skips, with lupdate's contexts."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "translations"))
import pyextract  # noqa: E402

SAMPLE = """
from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP
from . import scoresheet_doc as doc

TABLE = {1: QT_TRANSLATE_NOOP("Texts", "Knock")}


def tr(text, disambiguation=None, n=-1):
    return text


class Panel:
    def retranslate_ui(self, line, pile):
        self.a = QCoreApplication.translate("Texts", "%n box(es)", None, line.count)
        self.b = self.tr("%n card(s)", "", len(pile))
        self.c = f"<th>{tr('Total')}</th>"
        self.d = doc.tr("#", "hand number column")
        self.e = "abc".translate({})
"""


def test_finds_counts_fstrings_and_contexts(tmp_path: Path) -> None:
    path = tmp_path / "sample.py"
    path.write_text(SAMPLE, "utf-8")
    found = {(f.context, f.source, f.comment, f.numerus) for f in pyextract.extract([path])}
    assert found == {
        ("Texts", "Knock", "", False),
        ("Texts", "%n box(es)", "", True),
        ("Panel", "%n card(s)", "", True),
        ("", "Total", "", False),
        ("doc", "#", "hand number column", False),
    }

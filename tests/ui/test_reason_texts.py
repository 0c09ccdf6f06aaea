"""Every reason the computer can give for a move has words for the hint."""

from __future__ import annotations

from ginrummy_desktop.ai.base import Reason
from ginrummy_desktop.ui.common import texts


def test_every_reason_has_its_own_sentence() -> None:
    assert [r.value for r in Reason if r.value not in texts.REASONS] == []
    sentences = [texts.reason_text(r) for r in Reason]
    assert len(set(sentences)) == len(sentences)


# A move and the reason a hint gives with it, with the word the move is named by in
# each language (a stem, so that any of its forms counts).
MOVE_WORDS = {
    ("draw_stock", "draw_unknown"): {"en": "stock", "fi": "umpipak", "nb": "trekkbunke"},
    ("draw_stock", "stock_only"): {"en": "stock", "fi": "umpipak", "nb": "trekkbunke"},
    ("knock", "knock_now"): {"en": "knock", "fi": "lopet", "nb": "bank"},
    ("gin", "gin"): {"en": "gin", "fi": "gin", "nb": "gin"},
    ("big_gin", "big_gin"): {"en": "big gin", "fi": "isolla gin", "nb": "stor gin"},
    ("next_hand", "next_hand"): {"en": "next", "fi": "seuraav", "nb": "neste"},
}


def test_a_hint_names_its_move_once(language) -> None:  # type: ignore[no-untyped-def]
    """'Hint: Draw from the stock. The discard does not help: try the stock.' said the
    move twice (play-test 11): the reason says why, the move is named once."""
    for code in ("en", "fi", "nb"):
        language.set_language(code)
        for (kind, reason), words in MOVE_WORDS.items():
            move = texts.tr(texts.ACTION_TEXTS[kind]).lower()
            why = texts.reason_text(reason).lower()
            assert words[code] in move, (code, move)
            assert words[code] not in why, (code, why)

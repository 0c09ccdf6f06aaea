"""Every reason the computer can give for a move has words for the hint."""

from __future__ import annotations

from ginrummy_desktop.ai.base import Reason
from ginrummy_desktop.ui.common import texts


def test_every_reason_has_its_own_sentence() -> None:
    assert [r.value for r in Reason if r.value not in texts.REASONS] == []
    sentences = [texts.reason_text(r) for r in Reason]
    assert len(set(sentences)) == len(sentences)

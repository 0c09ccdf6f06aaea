"""The game history and the statistics read the history in a thread of their own
(app/history_reads.py): a test waits for the read before it looks at what they show."""

from __future__ import annotations

from typing import Any, TypeVar

D = TypeVar("D")

TIMEOUT_MS = 10_000


def read(qtbot: Any, dialog: D) -> D:
    """``dialog`` (a HistoryDialog or StatisticsDialog) once its latest read has come."""
    qtbot.waitUntil(lambda: not getattr(dialog, "loading"), timeout=TIMEOUT_MS)  # noqa: B009
    return dialog

"""A history of finished standard games, one per level named, as the statistics tests
arrange it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.persistence import HistoryDB
from testkit.scripted_play import play_match


def played_history(folder: Path, levels: Sequence[str], *, seed: int = 40) -> HistoryDB:
    """A database in ``folder`` holding a finished game against each of ``levels``, in
    order, game i played with seed ``seed + i`` under the id "m<i>"."""
    db = HistoryDB(folder)
    for i, level in enumerate(levels):
        match = play_match(PRESETS["standard"], seed=seed + i)
        for record in match.records:
            db.record_hand(match_id=f"m{i}", match=match, record=record, ai_level=level)
        assert match.game_result is not None
        db.record_match(match_id=f"m{i}", match=match, result=match.game_result, ai_level=level)
    return db

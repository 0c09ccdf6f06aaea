"""Duplicate deals in the history database and the statistics' duplicate average per level.

They live in the ``duplicate_hands`` table (schema version 5), one row per deal of a
duplicate match, written once both plays of the deal are over; the hands table keeps
the person's hand as for any match, so the statistics of results are unchanged. Scores
are signed from the person's side: a positive duplicate score means the person did
better with the cards than the reference did.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ..model import Action
from ..model.actions import ActionFormatError, action_from_dict
from .history import HistoryDB

RECENT = 20  # the latest deals a level's "lately" average is taken over


@dataclass(frozen=True, slots=True)
class DuplicateRow:
    """One recorded deal of a duplicate match."""

    match_id: str
    number: int  # the hand's number in its match (1-based)
    played_at: str
    reference_level: str
    opponent_level: str
    person_points: int
    reference_points: int
    score: int
    reference_outcome: str
    reference_actions: tuple[dict[str, Any], ...] = ()
    record: dict[str, Any] | None = None  # the deal's whole record (review/duplicate.py)

    def parsed_reference_actions(self) -> list[Action] | None:
        """The reference's moves as actions; None if unreadable."""
        try:
            return [action_from_dict(raw) for raw in self.reference_actions]
        except ActionFormatError:
            return None

    @property
    def person_seat(self) -> int:
        """The person's seat in the deal (the reference's in its play), as the record
        gives it: 0 where it does not."""
        seat = (self.record or {}).get("person_seat")
        return seat if seat in (0, 1) and not isinstance(seat, bool) else 0


@dataclass(frozen=True, slots=True)
class DuplicateAverage:
    """A reference level's duplicate scores over time."""

    level: str
    deals: int
    total: int
    average: float
    recent_deals: int  # the latest deals (at most RECENT) ...
    recent_average: float  # ... and their average: better or worse lately
    first_played: str
    last_played: str


def record_duplicate(
    db: HistoryDB,
    *,
    match_id: str,
    number: int,
    reference_level: str,
    opponent_level: str,
    person_points: int,
    reference_points: int,
    reference_outcome: str,
    reference_actions: Sequence[dict[str, Any]],
    record: dict[str, Any] | None = None,
    now: datetime | None = None,
) -> None:
    """Store a deal's two results (again: replaced, never counted twice);
    :class:`~.history.HistoryError` if the database refuses."""
    db.write(
        "INSERT OR REPLACE INTO duplicate_hands (match_id, number, played_at, reference_level,"
        " opponent_level, person_points, reference_points, score, reference_outcome,"
        " reference_actions, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            match_id,
            number,
            (now or datetime.now(UTC)).isoformat(timespec="seconds"),
            reference_level,
            opponent_level,
            person_points,
            reference_points,
            person_points - reference_points,
            reference_outcome,
            json.dumps(list(reference_actions)),
            json.dumps(record or {}),
        ),
    )


def _actions(raw: object) -> tuple[dict[str, Any], ...]:
    try:
        data = json.loads(raw) if isinstance(raw, str) else []
    except (ValueError, RecursionError):
        return ()
    if not isinstance(data, list):
        return ()
    return tuple(a for a in data if isinstance(a, dict))


def _record(raw: object) -> dict[str, Any] | None:
    try:
        data = json.loads(raw) if isinstance(raw, str) else None
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) and data else None


def duplicate_rows(db: HistoryDB, match_id: str | None = None) -> list[DuplicateRow]:
    """Recorded duplicate deals, oldest first (of one match, or all)."""
    sql = "SELECT * FROM duplicate_hands"
    params: tuple[Any, ...] = ()
    if match_id is not None:
        sql += " WHERE match_id = ?"
        params = (match_id,)
    out = []
    for r in db.query(sql + " ORDER BY played_at, match_id, number", params):
        out.append(
            DuplicateRow(
                match_id=str(r["match_id"]),
                number=int(r["number"]),
                played_at=str(r["played_at"]),
                reference_level=str(r["reference_level"]),
                opponent_level=str(r["opponent_level"]),
                person_points=int(r["person_points"]),
                reference_points=int(r["reference_points"]),
                score=int(r["score"]),
                reference_outcome=str(r["reference_outcome"]),
                reference_actions=_actions(r["reference_actions"]),
                record=_record(r["record"]),
            )
        )
    return out


def duplicate_averages(db: HistoryDB) -> list[DuplicateAverage]:
    """Per reference level (in the order first played): the average duplicate score over
    all its deals and over the latest ones."""
    by_level: dict[str, list[DuplicateRow]] = {}
    for row in duplicate_rows(db):
        by_level.setdefault(row.reference_level, []).append(row)
    out = []
    for level, rows in by_level.items():
        recent = rows[-RECENT:]
        total = sum(r.score for r in rows)
        out.append(
            DuplicateAverage(
                level=level,
                deals=len(rows),
                total=total,
                average=total / len(rows),
                recent_deals=len(recent),
                recent_average=sum(r.score for r in recent) / len(recent),
                first_played=rows[0].played_at,
                last_played=rows[-1].played_at,
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class DuplicatePoint:
    """A reference level's duplicate average after one more deal."""

    deal: int  # the deal's place among that level's deals, 1 = the first
    played_at: str
    score: int  # this deal's duplicate score
    running_average: float  # over every deal so far
    rolling_average: float  # over the latest RECENT deals so far (all, until there are RECENT)


@dataclass(frozen=True, slots=True)
class DuplicateSeries:
    """One reference level's duplicate averages over time, oldest deal first."""

    level: str
    points: tuple[DuplicatePoint, ...]


def duplicate_series(db: HistoryDB, window: int = RECENT) -> list[DuplicateSeries]:
    """Per reference level (in the order first played): after each of its deals, the
    average duplicate score so far and over the latest ``window`` deals: whether the
    person is getting better with the cards, whatever cards they were."""
    by_level: dict[str, list[DuplicateRow]] = {}
    for row in duplicate_rows(db):
        by_level.setdefault(row.reference_level, []).append(row)
    out = []
    for level, rows in by_level.items():
        points = []
        total = 0
        for i, row in enumerate(rows):
            total += row.score
            latest = rows[max(0, i + 1 - window) : i + 1]
            points.append(
                DuplicatePoint(
                    deal=i + 1,
                    played_at=row.played_at,
                    score=row.score,
                    running_average=total / (i + 1),
                    rolling_average=sum(r.score for r in latest) / len(latest),
                )
            )
        out.append(DuplicateSeries(level, tuple(points)))
    return out

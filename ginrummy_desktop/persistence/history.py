"""Every finished hand and match, kept in SQLite, with a versioned schema and migrations.

Players are numbered as in the model: 0 = the person, 1 = the computer. Rules, score
lines and the hand's actions are stored as JSON so a hand can be replayed or reviewed.
A database that cannot be opened is moved aside (never deleted) and a fresh one made;
:attr:`HistoryDB.problem` says so, for the app layer to tell the player.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from ..model import Action, GameResult, HandRecord, Match, Rules
from ..model.actions import ActionFormatError, action_from_dict
from .atomic import move_aside
from .schema import MIGRATIONS, SCHEMA_V1, SCHEMA_VERSION

DB_NAME = "history.sqlite3"


class DbProblem(Enum):
    DAMAGED = "damaged"  # not a database, or failed its integrity check
    NEWER = "newer"  # written by a newer version of the game


class HistoryError(Exception):
    """Writing or reading the history failed (disk full, file locked, ...)."""


@dataclass(frozen=True, slots=True)
class HandRow:
    match_id: str
    number: int
    played_at: str
    preset: str
    rules: Rules | None
    ai_level: str
    dealer: int
    deal_number: int
    outcome: str
    knocker: int | None
    winner: int | None
    points: int
    totals: tuple[int, int]
    boxes: tuple[int, int]
    lines: list[dict[str, Any]]
    actions: list[dict[str, Any]]

    def parsed_actions(self) -> list[Action] | None:
        """The recorded moves as actions, for a replay or review; None if unreadable."""
        try:
            return [action_from_dict(raw) for raw in self.actions]
        except ActionFormatError:
            return None


@dataclass(frozen=True, slots=True)
class MatchRow:
    match_id: str
    started_at: str
    finished_at: str | None
    preset: str
    ai_level: str
    winner: int | None
    final: tuple[int, int] | None
    difference: int | None
    assisted: bool = False  # played with a training aid on at some point


def _now(now: datetime | None) -> str:
    return (now or datetime.now(UTC)).isoformat(timespec="seconds")


def _sql_int(value: int) -> int:
    """An integer SQLite can hold. The model refuses seeds and deal numbers beyond 64
    bits; should one slip past, it is stored wrapped to 64 bits (the columns are NOT
    NULL) rather than failing the whole hand with OverflowError."""
    if -(2**63) <= value < 2**63:
        return value
    return (value + 2**63) % 2**64 - 2**63


def _lines_json(lines: Any) -> str:
    return json.dumps(
        [
            {"code": ln.code.value, "points": ln.points, "player": ln.player, "count": ln.count}
            for ln in lines
        ]
    )


class HistoryDB:
    """The history database in ``directory`` (or at ``path``)."""

    def __init__(self, directory: Path | None = None, *, path: Path | None = None) -> None:
        """Open (creating or migrating) the database. Raises :class:`HistoryError` when
        the file cannot be used right now but may be fine (locked, no permission)."""
        if path is None:
            if directory is None:
                raise ValueError("give a directory or a path")
            path = Path(directory) / DB_NAME
        self.path = Path(path)
        self.problem: DbProblem | None = None
        self.moved_to: Path | None = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._conn = self._open()
        except _Unusable as exc:
            self.problem = exc.problem
            self.moved_to = move_aside(self.path, reason=exc.problem.value)
            self._conn = self._open()

    # ------------------------------------------------------------ opening
    def _open(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise _Unusable(DbProblem.DAMAGED)
            if version > SCHEMA_VERSION:
                raise _Unusable(DbProblem.NEWER)
            self._upgrade(conn, version)
        except sqlite3.DatabaseError as exc:
            conn.close()
            if _is_damage(exc):
                raise _Unusable(DbProblem.DAMAGED) from None
            # Locked by another running copy of the game, no permission, disk I/O:
            # the file may be fine, so it must not be moved aside.
            raise HistoryError(str(exc)) from exc
        except _Unusable:
            conn.close()
            raise
        return conn

    @staticmethod
    def _upgrade(conn: sqlite3.Connection, version: int) -> None:
        if version == 0:
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if tables:
                # Version 0 with tables in it is somebody else's database.
                raise _Unusable(DbProblem.DAMAGED)
            conn.executescript(f"BEGIN; {SCHEMA_V1} PRAGMA user_version = 1; COMMIT;")
            version = 1
        while version < SCHEMA_VERSION:
            # executescript commits first; BEGIN...COMMIT makes each step all-or-nothing.
            conn.executescript(
                f"BEGIN; {MIGRATIONS[version]} PRAGMA user_version = {version + 1}; COMMIT;"
            )
            version += 1

    def close(self) -> None:
        self._conn.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        try:
            with self._conn:
                yield self._conn
        except sqlite3.Error as exc:
            raise HistoryError(str(exc)) from exc

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # ------------------------------------------------------------ recording
    def _ensure_match(
        self,
        conn: sqlite3.Connection,
        match_id: str,
        match: Match,
        ai_level: str,
        when: str,
        assisted: bool = False,
    ) -> None:
        conn.execute(
            "INSERT OR IGNORE INTO matches (match_id, started_at, preset, rules, ai_level, seed)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                match_id,
                when,
                match.rules.preset,
                json.dumps(match.rules.to_dict()),
                ai_level,
                _sql_int(match.seed),
            ),
        )
        if assisted:
            self._mark_assisted(conn, match_id)

    @staticmethod
    def _mark_assisted(conn: sqlite3.Connection, match_id: str) -> None:
        # Only ever set: a match that had an aid on stays assisted even if the aids
        # are switched off later, and a later call without the flag changes nothing.
        conn.execute("UPDATE matches SET assisted = 1 WHERE match_id = ?", (match_id,))

    def mark_assisted(self, match_id: str) -> None:
        """Mark a recorded match as played with training aids (no-op if not recorded yet:
        the next :meth:`record_hand` with ``assisted=True`` creates it marked)."""
        with self._write() as conn:
            self._mark_assisted(conn, match_id)

    def record_hand(
        self,
        *,
        match_id: str,
        match: Match,
        record: HandRecord,
        ai_level: str,
        assisted: bool = False,
        now: datetime | None = None,
    ) -> None:
        """Store one finished hand; recording the same hand again changes nothing.
        ``assisted`` marks its match as played with training aids (never unmarks)."""
        when = _now(now)
        result = record.result
        deal = match.deals[record.number - 1] if record.number <= len(match.deals) else None
        actions = [a.to_dict() for a in deal.actions] if deal is not None else []
        with self._write() as conn:
            self._ensure_match(conn, match_id, match, ai_level, when, assisted)
            conn.execute(
                "INSERT OR IGNORE INTO hands (match_id, number, played_at, preset, rules,"
                " ai_level, dealer, deal_number, outcome, knocker, winner, points,"
                " knocker_deadwood, defender_deadwood, total_you, total_computer,"
                " boxes_you, boxes_computer, lines, actions)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_id,
                    record.number,
                    when,
                    match.rules.preset,
                    json.dumps(match.rules.to_dict()),
                    ai_level,
                    record.dealer,
                    _sql_int(record.deal_number),
                    result.outcome.value,
                    result.knocker,
                    result.winner,
                    result.points,
                    result.knocker_deadwood,
                    result.defender_deadwood,
                    *record.totals_after,
                    *record.boxes_after,
                    _lines_json(result.lines),
                    json.dumps(actions),
                ),
            )

    def record_match(
        self,
        *,
        match_id: str,
        match: Match,
        result: GameResult,
        ai_level: str,
        assisted: bool = False,
        now: datetime | None = None,
    ) -> None:
        """Store the end of a match (its hands are recorded one by one before);
        ``assisted`` as in :meth:`record_hand`."""
        when = _now(now)
        with self._write() as conn:
            self._ensure_match(conn, match_id, match, ai_level, when, assisted)
            conn.execute(
                "UPDATE matches SET finished_at = ?, winner = ?, final_you = ?,"
                " final_computer = ?, difference = ?, boxes_you = ?, boxes_computer = ?,"
                " shutout = ?, lines = ? WHERE match_id = ? AND finished_at IS NULL",
                (
                    when,
                    result.winner,
                    *result.final_totals,
                    result.difference,
                    *result.boxes,
                    int(result.shutout),
                    _lines_json(result.lines),
                    match_id,
                ),
            )

    def reset(self) -> None:
        """Forget all history (the UI asks for confirmation first)."""
        with self._write() as conn:
            conn.execute("DELETE FROM hands")
            conn.execute("DELETE FROM matches")

    # ------------------------------------------------------------ reading
    def query(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        self._conn.row_factory = sqlite3.Row
        try:
            return list(self._conn.execute(sql, params))
        except sqlite3.Error as exc:
            raise HistoryError(str(exc)) from exc
        finally:
            self._conn.row_factory = None

    def hands(self, *, limit: int = 1000) -> list[HandRow]:
        """The most recent hands first."""
        rows = self.query("SELECT * FROM hands ORDER BY played_at DESC, id DESC LIMIT ?", (limit,))
        return [_hand_row(r) for r in rows]

    def matches(self) -> list[MatchRow]:
        """All matches, oldest first."""
        rows = self.query("SELECT * FROM matches ORDER BY started_at, rowid")
        return [
            MatchRow(
                match_id=r["match_id"],
                started_at=r["started_at"],
                finished_at=r["finished_at"],
                preset=r["preset"],
                ai_level=r["ai_level"],
                winner=r["winner"],
                final=None if r["final_you"] is None else (r["final_you"], r["final_computer"]),
                difference=r["difference"],
                assisted=bool(r["assisted"]),
            )
            for r in rows
        ]


# SQLITE_CORRUPT and SQLITE_NOTADB: the file itself is bad.
_DAMAGE_CODES = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    name = getattr(exc, "sqlite_errorname", None)
    if name is not None:
        return any(str(name).startswith(code) for code in _DAMAGE_CODES)
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


class _Unusable(Exception):
    def __init__(self, problem: DbProblem) -> None:
        super().__init__(problem.value)
        self.problem = problem


def _json_list(text: str | None) -> list[Any]:
    try:
        value = json.loads(text or "[]")
    except ValueError:
        return []
    return value if isinstance(value, list) else []


def _rules(text: str | None) -> Rules | None:
    try:
        return Rules.from_dict(json.loads(text or "{}"))
    except (ValueError, TypeError):
        # Rules of a newer version, or hand-edited: the row is still shown, not replayable.
        return None


def _hand_row(r: sqlite3.Row) -> HandRow:
    return HandRow(
        match_id=r["match_id"],
        number=r["number"],
        played_at=r["played_at"],
        preset=r["preset"],
        rules=_rules(r["rules"]),
        ai_level=r["ai_level"],
        dealer=r["dealer"],
        deal_number=r["deal_number"],
        outcome=r["outcome"],
        knocker=r["knocker"],
        winner=r["winner"],
        points=r["points"],
        totals=(r["total_you"], r["total_computer"]),
        boxes=(r["boxes_you"], r["boxes_computer"]),
        lines=_json_list(r["lines"]),
        actions=_json_list(r["actions"]),
    )

"""Every finished hand and match, kept in SQLite, with a versioned schema and migrations.

Players are numbered as in the model: 0 = the person, 1 = the computer. Rules, score
lines and the hand's actions are stored as JSON so a hand can be replayed or reviewed.
A database that cannot be opened is moved aside (never deleted) and a fresh one made;
:attr:`HistoryDB.problem` says so, for the app layer to tell the player; damage
found only later, while reading, is handled the same way (``on_problem`` is told).

Writes never wait long: another copy of the game holding the file gets a short busy
timeout, and a hand or match that could not be written goes into a queue of pending
writes, a small JSON file beside the database (replaced atomically), which is tried
again before every later write and at every start, whatever match it belongs to.

A hand is recorded once by its content: the same hand of the same match (its seed,
rules, first hand's deal number and moves) under another match id (a save whose id
was changed) is not counted again.
"""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from ..model import GameResult, HandRecord, Match
from ..model.takenback import in_hand
from .atomic import move_aside
from .history_pending import PENDING_SUFFIX, REWOUND, SAVE_LOST, PendingQueue, write_entries
from .history_rows import HandRow, MatchRow, decode_text, hand_row, match_row
from .history_salvage import Salvaged, salvage_into
from .schema import MIGRATIONS, SCHEMA_V1, SCHEMA_VERSION

_log = logging.getLogger(__name__)

DB_NAME = "history.sqlite3"
# Seconds a write waits for another program holding the file (sqlite3's default is 5 s,
# which froze the table after every hand while another copy held it).
BUSY_TIMEOUT = 0.2
# KiB of SQLite page cache for the history connection.
CACHE_KIB = 256


class DbProblem(Enum):
    DAMAGED = "damaged"  # not a database, or failed its integrity check
    NEWER = "newer"  # written by a newer version of the game


class HistoryError(Exception):
    """Writing or reading the history failed (disk full, file locked, ...); ``busy``:
    another program holds the file, so trying again later may work."""

    def __init__(self, message: str, *, busy: bool = False) -> None:
        super().__init__(message)
        self.busy = busy


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

    def __init__(
        self,
        directory: Path | None = None,
        *,
        path: Path | None = None,
        on_problem: Callable[[DbProblem, Path | None], None] | None = None,
        wait_if_closed: bool = False,
    ) -> None:
        """Open (creating or migrating) the database. Raises :class:`HistoryError` when
        the file cannot be used right now but may be fine (locked, no permission);
        with ``wait_if_closed`` it does not: the writes wait in the queue beside it, as
        while another program holds it, and ``closed_reason`` says why.
        ``on_problem`` is called when damage is found later, while reading."""
        if path is None:
            if directory is None:
                raise ValueError("give a directory or a path")
            path = Path(directory) / DB_NAME
        self.path = Path(path)
        self.problem: DbProblem | None = None
        self.moved_to: Path | None = None
        self.on_problem = on_problem
        self._opened_once = False
        # Times the file was set aside for damage found by a read; and whether the
        # history went on in memory because no fresh file could be made.
        self.set_asides = 0
        self.in_memory_fallback = False
        # What could still be read of a file set aside as damaged, copied into the new.
        self.salvaged = Salvaged()
        in_memory = str(self.path) == ":memory:"
        self.pending_path: Path | None = (
            None if in_memory else self.path.with_name(self.path.name + PENDING_SUFFIX)
        )
        self._pending = PendingQueue(self.pending_path)
        # The queue of a former session, unreadable, kept aside (the app says so).
        self.pending_moved_to = self._pending.moved_to
        if not in_memory:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn_: sqlite3.Connection | None = None
        self.closed_reason: HistoryError | None = None  # why it could not be opened
        try:
            self._conn_ = self._open_or_set_aside()
        except HistoryError as exc:
            if not (exc.busy or wait_if_closed):
                raise
            # Another program holds the file, or it cannot be opened now (no permission):
            # the game goes on, its hands wait in the queue, and the next write opens the
            # database again. A game finished meanwhile had gone to a history in memory
            # and was lost once the file could be opened again (play-test h166).
            _log.warning("history database not open at start: %s", exc)
            if not exc.busy:
                self.closed_reason = exc
        self._opened_once = True
        if self._pending and self._conn_ is not None:
            with contextlib.suppress(HistoryError):
                self.flush_pending()

    # ------------------------------------------------------------ opening
    @property
    def _conn(self) -> sqlite3.Connection:
        """The open connection; opened now if the file was busy until now."""
        if self._conn_ is None:
            self._conn_ = self._open_or_set_aside()
        return self._conn_

    @_conn.setter
    def _conn(self, conn: sqlite3.Connection) -> None:
        self._conn_ = conn

    def _open_or_set_aside(self) -> sqlite3.Connection:
        try:
            return self._open()
        except _Unusable as exc:
            self.problem = exc.problem
            self.moved_to = move_aside(self.path, reason=exc.problem.value)
            conn = self._open()
            if exc.problem is DbProblem.DAMAGED:
                self.salvaged = salvage_into(self.moved_to, conn)
            if self.on_problem is not None and self._conn_ is None and self._opened_once:
                self.on_problem(exc.problem, self.moved_to)
            return conn

    @property
    def available(self) -> bool:
        """The database is open (False while another program has held it since start)."""
        return self._conn_ is not None

    def _open(self, timeout: float = BUSY_TIMEOUT) -> sqlite3.Connection:
        """A connection ready for use (schema checked and upgraded); ``timeout``: the
        seconds a statement waits for another program holding the file."""
        try:
            conn = sqlite3.connect(self.path, timeout=timeout)
        except sqlite3.Error as exc:  # no permission, a folder in its place
            raise HistoryError(str(exc), busy=_is_busy(exc)) from exc
        # Text damaged inside a page must not fail a whole read with raw bytes in the
        # message: it becomes replacement characters, and its JSON is then unreadable.
        conn.text_factory = decode_text
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            # A hand is written once and read rarely: SQLite's default 2 MB page cache
            # would only grow the game's memory as the history grows.
            conn.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise _Unusable(DbProblem.DAMAGED)
            if not isinstance(version, int) or version > SCHEMA_VERSION:
                raise _Unusable(DbProblem.NEWER)
            self._upgrade(conn, version)
            if not _has_schema(conn):
                # The right version with tables or columns missing: hand-edited, or
                # another program's file. Reading it would fail at every hand.
                raise _Unusable(DbProblem.DAMAGED)
        except sqlite3.DatabaseError as exc:
            conn.close()
            if _is_damage(exc):
                raise _Unusable(DbProblem.DAMAGED) from None
            # Locked by another running copy of the game, no permission, disk I/O:
            # the file may be fine, so it must not be moved aside.
            raise HistoryError(str(exc), busy=_is_busy(exc)) from exc
        except _Unusable:
            conn.close()
            raise
        return conn

    def _drop_damaged_connection(self) -> None:
        """Close the connection to a file found damaged (its closing may fail too)."""
        if self._conn_ is not None:
            with contextlib.suppress(sqlite3.Error):
                self._conn_.close()
        self._conn_ = None

    def _damaged_while_reading(self) -> None:
        """Damage that passed the check at open: keep the file aside, start afresh."""
        self._drop_damaged_connection()
        self.problem = DbProblem.DAMAGED
        self.set_asides += 1
        try:
            self.moved_to = move_aside(self.path, reason=DbProblem.DAMAGED.value)
        except OSError:
            self.moved_to = None
        try:
            self._conn = self._open()
        except (HistoryError, _Unusable, sqlite3.Error):
            self._conn = empty_history()
            self.in_memory_fallback = True
        self.salvaged = Salvaged()
        if self.moved_to is not None and not self.in_memory_fallback:
            self.salvaged = salvage_into(self.moved_to, self._conn)
        if self.on_problem is not None:
            self.on_problem(DbProblem.DAMAGED, self.moved_to)

    def set_aside_damaged(self) -> None:
        """Damage found by a read on another thread (history_reader.py): the file is
        kept aside and a fresh one made, as for damage found by a read of its own."""
        self._damaged_while_reading()

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
        if self._conn_ is not None:
            self._conn_.close()
            self._conn_ = None

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        conn = self._conn  # HistoryError if it still cannot be opened
        try:
            with conn:
                yield conn
        except sqlite3.Error as exc:
            raise HistoryError(str(exc), busy=_is_busy(exc)) from exc

    # ------------------------------------------------------------ pending writes
    @property
    def pending(self) -> int:
        """How many writes wait for the database (it was locked or the disk failed)."""
        return len(self._pending)

    def waiting_entries(self) -> list[dict[str, Any]]:
        """A copy of the writes waiting for the database, oldest first (the writer's
        thread may take them at any moment: the copy is what waited when asked)."""
        return list(self._pending.entries)

    def _submit(self, entry: dict[str, Any]) -> None:
        """Write ``entry`` after whatever is pending; if the database refuses, queue it
        (saved beside the database) and raise HistoryError."""
        self._pending.entries.append(entry)
        try:
            self.flush_pending()
        except HistoryError:
            self._pending.store()
            raise

    def flush_pending(self) -> None:
        """Write every pending entry, all or nothing; HistoryError if it fails again."""
        if not self._pending:
            return
        with self._write() as conn:
            write_entries(conn, self._pending.entries)
        self._pending.entries = []
        self._pending.store()

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # ------------------------------------------------------------ recording
    def mark_assisted(self, match_id: str) -> None:
        """Mark a recorded match as played with training aids (no-op if not recorded yet:
        the next :meth:`record_hand` with ``assisted=True`` creates it marked)."""
        self._submit(assisted_entry(match_id))

    def mark_undos(self, match_id: str, undos: int) -> None:
        """Note that moves were taken back ``undos`` times in a recorded match (no-op if
        not recorded yet: its next hand or its end carries the count)."""
        self._submit(undos_entry(match_id, undos))

    def record_abandoned(
        self,
        *,
        match_id: str,
        match: Match,
        ai_level: str,
        assisted: bool = False,
        now: datetime | None = None,
        facts: MatchFacts | None = None,
    ) -> None:
        """Store that a match was left unfinished for another one: recorded even before
        its first hand ends, it counts as played and not won. A finished match is not
        changed; HistoryError as in :meth:`record_hand`. ``facts``: when it started
        (else the match is dated now) and its duplicate reference."""
        self._submit(
            abandoned_entry(
                match_id=match_id,
                match=match,
                ai_level=ai_level,
                assisted=assisted,
                now=now,
                facts=facts,
            )
        )

    def record_save_lost(self, *, now: datetime | None = None) -> None:
        """Store that the save was found damaged and kept aside: the game it held (the
        last one recorded, if still open) is closed, and counts as no game played;
        HistoryError as in :meth:`record_hand`."""
        self._submit(save_lost_entry(now=now))

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
        ``assisted`` marks its match as played with training aids (never unmarks).
        HistoryError if the database refuses now: the hand is then kept pending."""
        self._submit(
            hand_entry(
                match_id=match_id,
                match=match,
                record=record,
                ai_level=ai_level,
                assisted=assisted,
                now=now,
            )
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
        self._submit(
            result_entry(
                match_id=match_id,
                match=match,
                result=result,
                ai_level=ai_level,
                assisted=assisted,
                now=now,
            )
        )

    def write(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        """Run one statement in its own transaction (for tables kept by other modules,
        e.g. pad_history.py); :class:`HistoryError` if it fails."""
        with self._write() as conn:
            conn.execute(sql, params)

    def reset(self) -> None:
        """Forget all history (the UI asks for confirmation first)."""
        with self._write() as conn:
            conn.execute("DELETE FROM hands")
            conn.execute("DELETE FROM matches")
            conn.execute("DELETE FROM duplicate_hands")

    # ------------------------------------------------------------ reading
    def query(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        """Rows of a read; damage found now moves the file aside (``on_problem`` is
        told) and gives no rows; a locked or unreadable file raises HistoryError."""
        conn = self._conn
        conn.row_factory = sqlite3.Row
        try:
            return list(conn.execute(sql, params))
        except sqlite3.DatabaseError as exc:
            if not _is_damage(exc):
                raise HistoryError(str(exc), busy=_is_busy(exc)) from exc
        except sqlite3.Error as exc:
            raise HistoryError(str(exc)) from exc
        finally:
            conn.row_factory = None
        self._damaged_while_reading()
        return []

    def has_played(self) -> bool:
        """Whether the history holds any match or hand (a player who has played here
        before); False where it cannot be read."""
        if not self.available:
            return False
        try:
            return bool(
                self.query("SELECT 1 FROM matches LIMIT 1")
                or self.query("SELECT 1 FROM hands LIMIT 1")
            )
        except HistoryError:
            return False

    def hands(self, *, limit: int = 1000) -> list[HandRow]:
        """The most recent hands first."""
        rows = self.query("SELECT * FROM hands ORDER BY played_at DESC, id DESC LIMIT ?", (limit,))
        return [hand_row(r) for r in rows]

    def match_hands(self, match_id: str) -> list[HandRow]:
        """The stored hands of one match, in the order they were played."""
        rows = self.query("SELECT * FROM hands WHERE match_id = ? ORDER BY number, id", (match_id,))
        return [hand_row(r) for r in rows]

    def matches(self) -> list[MatchRow]:
        """All matches, oldest first."""
        rows = self.query("SELECT * FROM matches ORDER BY started_at, rowid")
        return [match_row(r) for r in rows]


# ---------------------------------------------------------------- entries
# A write is first built as a plain JSON entry (no reference to the live match), so it
# can be queued, saved and written later, on another thread (history_writer.py).
def _match_entry(match: Match, ai_level: str) -> dict[str, Any]:
    return {
        "preset": match.rules.preset,
        "rules": json.dumps(match.rules.to_dict()),
        "ai_level": ai_level,
        "seed": _sql_int(match.seed),
    }


def _first_hand(match: Match) -> dict[str, Any] | None:
    """What identifies a match beyond its id: its first hand, once finished."""
    if not match.records or not match.deals:
        return None
    deal = match.deals[0]
    return {
        "deal_number": _sql_int(deal.deal_number),
        "actions": json.dumps([a.to_dict() for a in deal.actions]),
    }


@dataclass(frozen=True, slots=True)
class MatchFacts:
    """What the app knows of a match beyond the model's: when it started (ISO time;
    None: not known, an old save's) and the reference level of a duplicate match."""

    started: str | None = None
    duplicate: str | None = None


def _match_header(
    kind: str,
    match_id: str,
    match: Match,
    ai_level: str,
    assisted: bool,
    now: datetime | None,
    facts: MatchFacts | None = None,
) -> dict[str, Any]:
    """What every entry about a match carries: which match, when, and how it was played
    (with ``facts``: when it started, and its duplicate reference level)."""
    header = {
        "kind": kind,
        "match_id": match_id,
        "when": _now(now),
        "assisted": assisted,
        "undos": match.undo_count,
        "match": _match_entry(match, ai_level),
        "first": _first_hand(match),
    }
    if facts is not None and facts.started:
        header["started"] = facts.started
    if facts is not None and facts.duplicate:
        header["duplicate"] = facts.duplicate
    return header


def assisted_entry(match_id: str) -> dict[str, Any]:
    """The entry that marks a recorded match as played with training aids."""
    return {"kind": "assisted", "match_id": match_id}


def undos_entry(match_id: str, undos: int) -> dict[str, Any]:
    """The entry that notes how often moves were taken back in a recorded match."""
    return {"kind": "undos", "match_id": match_id, "undos": max(0, undos)}


def abandoned_entry(
    *,
    match_id: str,
    match: Match,
    ai_level: str,
    assisted: bool = False,
    now: datetime | None = None,
    facts: MatchFacts | None = None,
) -> dict[str, Any]:
    """The entry of a match left unfinished for another one."""
    return _match_header("abandoned", match_id, match, ai_level, assisted, now, facts)


def save_lost_entry(*, now: datetime | None = None) -> dict[str, Any]:
    """The entry that closes the game a damaged save held (history_pending.SAVE_LOST)."""
    return {"kind": SAVE_LOST, "match_id": "", "when": _now(now)}


def rewound_entry(match_id: str, match: Match, ai_level: str) -> dict[str, Any]:
    """The entry that takes out of the history what ``match``, continued from a save,
    no longer has: its hands after those it has finished (history_pending.REWOUND).
    With the match's identity, so that a match recorded under another id is found."""
    return {
        "kind": REWOUND,
        "match_id": match_id,
        "hands": len(match.records),
        "match": _match_entry(match, ai_level),
        "first": _first_hand(match),
    }


def hand_entry(
    *,
    match_id: str,
    match: Match,
    record: HandRecord,
    ai_level: str,
    assisted: bool = False,
    now: datetime | None = None,
    facts: MatchFacts | None = None,
) -> dict[str, Any]:
    """The entry of one finished hand of ``match``."""
    result = record.result
    deal = match.deals[record.number - 1] if record.number <= len(match.deals) else None
    actions = [a.to_dict() for a in deal.actions] if deal is not None else []
    hand = {
        "number": record.number,
        "dealer": record.dealer,
        "deal_number": _sql_int(record.deal_number),
        "outcome": result.outcome.value,
        "knocker": result.knocker,
        "winner": result.winner,
        "points": result.points,
        "knocker_deadwood": result.knocker_deadwood,
        "defender_deadwood": result.defender_deadwood,
        "total_you": record.totals_after[0],
        "total_computer": record.totals_after[1],
        "boxes_you": record.boxes_after[0],
        "boxes_computer": record.boxes_after[1],
        "lines": _lines_json(result.lines),
        "actions": json.dumps(actions),
        "taken_back": _taken_back_json(match, record.number),
    }
    header = _match_header("hand", match_id, match, ai_level, assisted, now, facts)
    return {**header, "hand": hand}


def _taken_back_json(match: Match, number: int) -> str | None:
    """The moves taken back in hand ``number`` as the hands table keeps them; None when
    the match has undos whose hand is not known (a save of an earlier version)."""
    if match.undo_count > len(match.taken_back):
        return None
    return json.dumps([t.to_dict() for t in in_hand(match.taken_back, number)])


def result_entry(
    *,
    match_id: str,
    match: Match,
    result: GameResult,
    ai_level: str,
    assisted: bool = False,
    now: datetime | None = None,
    facts: MatchFacts | None = None,
) -> dict[str, Any]:
    """The entry of the end of ``match``."""
    return {
        **_match_header("match", match_id, match, ai_level, assisted, now, facts),
        "result": {
            "winner": result.winner,
            "final_you": result.final_totals[0],
            "final_computer": result.final_totals[1],
            "difference": result.difference,
            "boxes_you": result.boxes[0],
            "boxes_computer": result.boxes[1],
            "shutout": int(result.shutout),
            "lines": _lines_json(result.lines),
        },
    }


def empty_history() -> sqlite3.Connection:
    """A history of no games, in memory: read in place of a damaged file that could
    not be replaced."""
    conn = sqlite3.connect(":memory:")
    HistoryDB._upgrade(conn, 0)
    return conn


def _columns(conn: sqlite3.Connection) -> dict[str, set[str]]:
    """Every table's column names."""
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {t: {r[1] for r in conn.execute(f"PRAGMA table_info({_quoted(t)})")} for t in tables}


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


@functools.cache
def _expected_columns() -> dict[str, frozenset[str]]:
    """The tables and columns of a history made now (the schema and every migration)."""
    conn = sqlite3.connect(":memory:")
    try:
        HistoryDB._upgrade(conn, 0)
        return {t: frozenset(c) for t, c in _columns(conn).items()}
    finally:
        conn.close()


# The tables every hand is written to and every figure read from: without one of their
# columns the history is of no use. The others (the score pad's games, duplicate deals)
# are each read on their own, and a failure there is told where they are shown; a file
# missing a column of theirs (an early test version's) is not set aside for it.
CORE_TABLES = ("matches", "hands")


def _has_schema(conn: sqlite3.Connection) -> bool:
    """The core tables and each of their columns are there (more is fine)."""
    have, want = _columns(conn), _expected_columns()
    return all(want[table] <= have.get(table, set()) for table in CORE_TABLES)


# SQLITE_CORRUPT and SQLITE_NOTADB: the file itself is bad.
_DAMAGE_CODES = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    name = getattr(exc, "sqlite_errorname", None)
    if name is not None:
        return any(str(name).startswith(code) for code in _DAMAGE_CODES)
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


def _is_busy(exc: sqlite3.Error) -> bool:
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    if name:
        return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))
    return "locked" in str(exc).lower() or "busy" in str(exc).lower()


class _Unusable(Exception):
    def __init__(self, problem: DbProblem) -> None:
        super().__init__(problem.value)
        self.problem = problem

"""Writes to the history as plain JSON entries: a finished hand, the end of a match, a
match marked assisted, a score pad's row, a score pad game deleted. An entry the
database refused (another program holds the file, the disk is full) waits in a queue
saved beside the database, replaced atomically, and is written before the next one,
whatever match it belongs to."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text, move_aside, read_regular_file

_log = logging.getLogger(__name__)

PENDING_SUFFIX = ".pending.json"
# A queue of pending writes longer than this is not ours (or not worth keeping).
MAX_PENDING_BYTES = 8 * 1024 * 1024


HAND_FIELDS = (
    "number",
    "dealer",
    "deal_number",
    "outcome",
    "knocker",
    "winner",
    "points",
    "knocker_deadwood",
    "defender_deadwood",
    "total_you",
    "total_computer",
    "boxes_you",
    "boxes_computer",
    "lines",
    "actions",
)
RESULT_FIELDS = (
    "winner",
    "final_you",
    "final_computer",
    "difference",
    "boxes_you",
    "boxes_computer",
    "shutout",
    "lines",
)


# A score pad's row (pad_history.py): every column of pad_games, written again after
# each change of the pad (the first finish time stays when a finished pad is corrected).
# Its entry holds the row by column name, so a queue saved by one version is written
# by the next even when the table has grown.
PAD_COLUMNS = (
    "pad_id",
    "started_at",
    "updated_at",
    "finished_at",
    "preset",
    "rules",
    "hollywood",
    "name_0",
    "name_1",
    "hands",
    "total_0",
    "total_1",
    "boxes_0",
    "boxes_1",
    "winner",
    "final_0",
    "final_1",
    "difference",
    "shutout",
    "lines",
    "pad",
)
_PAD_KEPT = {"pad_id", "started_at", "finished_at"}
PAD_UPSERT = (
    f"INSERT INTO pad_games ({', '.join(PAD_COLUMNS)})"
    f" VALUES ({', '.join('?' * len(PAD_COLUMNS))})"
    " ON CONFLICT (pad_id) DO UPDATE SET"
    " finished_at = CASE WHEN excluded.finished_at IS NULL THEN NULL"
    " ELSE coalesce(pad_games.finished_at, excluded.finished_at) END, "
    + ", ".join(f"{c} = excluded.{c}" for c in PAD_COLUMNS if c not in _PAD_KEPT)
    # A row older than the stored one never replaces it: two copies of the game share
    # the queue beside the database, and one may write it after the other's newer row.
    + " WHERE excluded.updated_at >= pad_games.updated_at"
)


# A score pad game deleted from the history (its entry: the kind and the pad's id as
# ``match_id``). It goes through the queue like the pad's rows, in order after them.
PAD_FORGOTTEN = "pad_forgotten"

# The save was found damaged at a start and kept aside: the game it held, the last one
# the history got (games are played one after another), is closed if it is still open.
# Its entry: the kind, ``when``, and an empty ``match_id`` (the save that named the
# game could not be read). In the queue after the game's own entries, so it closes the
# game once they are in.
SAVE_LOST = "save_lost"

# A saved game was continued from fewer finished hands than the history holds of it (its
# journal was cut short, and the end of a hand was lost with it): the history follows the
# game as it goes on. The hands after its ``hands`` finished ones are taken out, and a
# result it had is cleared, so the hand played again is recorded as it is played (the
# history kept the lost result, and the statistics a hand the game no longer had:
# play-test h113). Its entry: the kind, the match's id, ``hands``, and the match's
# ``match`` and ``first`` as a hand's entry has them (a match recorded under another id
# is found so). A duplicate match's deals after those hands go too.
REWOUND = "rewound"


def entry_ok(entry: Any) -> bool:
    """A pending write read back from its file has the fields its kind needs."""
    if not isinstance(entry, dict) or not isinstance(entry.get("match_id"), str):
        return False
    kind = entry.get("kind")
    if kind == "pad":
        row = entry.get("row")
        return (
            isinstance(row, dict)
            and row.get("pad_id") == entry["match_id"]
            and set(row) <= set(PAD_COLUMNS)
            and all(_is_column_value(v) for v in row.values())
        )
    if kind in ("assisted", PAD_FORGOTTEN):
        return True
    if kind == SAVE_LOST:
        return isinstance(entry.get("when"), str)
    if kind == "undos":
        return _is_count(entry.get("undos"))
    if kind == REWOUND:
        return _is_count(entry.get("hands"))
    m = entry.get("match")
    if not isinstance(m, dict) or not all(k in m for k in ("preset", "rules", "ai_level", "seed")):
        return False
    if not isinstance(entry.get("when"), str):
        return False
    if kind == "hand":
        h = entry.get("hand")
        return isinstance(h, dict) and all(k in h for k in HAND_FIELDS)
    if kind == "match":
        r = entry.get("result")
        return isinstance(r, dict) and all(k in r for k in RESULT_FIELDS)
    return kind == "abandoned"


def _is_column_value(value: Any) -> bool:
    """What SQLite takes as it is: None, a 64-bit integer, or text UTF-8 can hold (a
    JSON file may carry a lone surrogate)."""
    if value is None:
        return True
    if type(value) is int:
        return -(2**63) <= value < 2**63
    if type(value) is str:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True
    return False


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class PendingQueue:
    """The entries waiting for the database, kept in ``path`` (None: memory only)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.moved_to: Path | None = None  # where an unreadable queue was kept aside
        self.entries: list[dict[str, Any]] = self._load()

    def __len__(self) -> int:
        return len(self.entries)

    def _load(self) -> list[dict[str, Any]]:
        if self.path is None or not os.path.lexists(self.path):
            return []
        try:
            data = json.loads(read_regular_file(self.path, MAX_PENDING_BYTES))
        except (OSError, ValueError, RecursionError):
            self._keep_aside()
            return []
        entries = data.get("entries") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            # Another shape (a newer version's queue): kept, not written over by the
            # next store (review h144: it was dropped without a word).
            self._keep_aside()
            return []
        good = [e for e in entries if entry_ok(e)]
        if len(good) < len(entries):
            # Entries this version cannot write: the file is kept as it was, and the
            # others go on waiting in a new one.
            self._keep_aside()
        return good

    def _keep_aside(self) -> None:
        assert self.path is not None
        with contextlib.suppress(OSError):
            self.moved_to = move_aside(self.path)

    def store(self) -> None:
        if self.path is None:
            return
        if not self.entries:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()
            return
        text = json.dumps({"version": 1, "entries": self.entries}, separators=(",", ":"))
        with contextlib.suppress(OSError):  # if not, kept in memory and tried again
            atomic_write_text(self.path, text)


def write_entries(conn: sqlite3.Connection, entries: list[dict[str, Any]]) -> None:
    """Write ``entries`` in the caller's transaction, in order."""
    for entry in entries:
        try:
            apply_entry(conn, entry)
        except (
            sqlite3.IntegrityError,
            sqlite3.InterfaceError,
            sqlite3.DataError,
            KeyError,
            TypeError,
            ValueError,
            OverflowError,
        ):
            # This entry can never be written (the statement alone is undone):
            # dropped, so that it does not hold up every later hand.
            _log.exception("a pending history entry was dropped: %r", entry)


def apply_entry(conn: sqlite3.Connection, entry: dict[str, Any]) -> None:
    kind = entry["kind"]
    if kind == "pad":  # a score pad's row: no match of the computer's games
        row = entry["row"]  # a column the entry's version did not have stays empty (NULL)
        conn.execute(PAD_UPSERT, tuple(row.get(c) for c in PAD_COLUMNS))
        return
    if kind == PAD_FORGOTTEN:  # after the pad's own rows still queued, so none comes back
        conn.execute("DELETE FROM pad_games WHERE pad_id = ?", (entry["match_id"],))
        return
    if kind == SAVE_LOST:
        conn.execute(
            "UPDATE matches SET lost_at = ?"
            " WHERE rowid = (SELECT max(rowid) FROM matches)"
            " AND finished_at IS NULL AND abandoned_at IS NULL AND lost_at IS NULL",
            (entry["when"],),
        )
        return
    match_id = _same_match(conn, entry)
    if kind == REWOUND:
        after = (match_id, entry["hands"])
        gone = conn.execute("DELETE FROM hands WHERE match_id = ? AND number > ?", after).rowcount
        # A duplicate match's reference plays of those deals go with them.
        conn.execute("DELETE FROM duplicate_hands WHERE match_id = ? AND number > ?", after)
        if gone:
            cleared = ", ".join(f"{c} = NULL" for c in ("finished_at", *RESULT_FIELDS))
            conn.execute(f"UPDATE matches SET {cleared} WHERE match_id = ?", (match_id,))
        return
    if kind == "assisted":
        _mark_assisted(conn, match_id)
        return
    if kind == "undos":
        _mark_undos(conn, match_id, entry["undos"])
        return
    m = entry["match"]
    # Dated when the match started where the entry knows it (else when the entry was
    # made: an abandoned match was dated when it was left, play-test 11).
    started = entry.get("started")
    if not isinstance(started, str) or not started or started > entry["when"]:
        started = entry["when"]
    conn.execute(
        "INSERT OR IGNORE INTO matches (match_id, started_at, preset, rules, ai_level, seed)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (match_id, started, m["preset"], m["rules"], m["ai_level"], m["seed"]),
    )
    duplicate = entry.get("duplicate")
    if isinstance(duplicate, str) and duplicate:
        conn.execute(
            "UPDATE matches SET duplicate_level = ? WHERE match_id = ? AND duplicate_level IS NULL",
            (duplicate, match_id),
        )
    if entry.get("assisted"):
        _mark_assisted(conn, match_id)
    if _is_count(entry.get("undos")):
        _mark_undos(conn, match_id, entry["undos"])
    if kind == "abandoned":
        # Only a match still in play can be abandoned: a finished one keeps its result.
        conn.execute(
            "UPDATE matches SET abandoned_at = ? WHERE match_id = ?"
            " AND finished_at IS NULL AND abandoned_at IS NULL",
            (entry["when"], match_id),
        )
    elif kind == "hand":
        h = entry["hand"]
        if _recorded_elsewhere(conn, match_id, m, h):
            return
        # Not among the fields every hand entry has: a queue saved by an earlier
        # version has none (stored as NULL, not known).
        taken_back = h.get("taken_back")
        conn.execute(
            f"INSERT OR IGNORE INTO hands (match_id, played_at, preset, rules, ai_level,"
            f" {', '.join(HAND_FIELDS)}, taken_back)"
            f" VALUES (?, ?, ?, ?, ?, {', '.join('?' * len(HAND_FIELDS))}, ?)",
            (
                match_id,
                entry["when"],
                m["preset"],
                m["rules"],
                m["ai_level"],
                *(h[k] for k in HAND_FIELDS),
                taken_back if isinstance(taken_back, str) else None,
            ),
        )
    elif kind == "match":
        r = entry["result"]
        conn.execute(
            "UPDATE matches SET finished_at = ?, winner = ?, final_you = ?,"
            " final_computer = ?, difference = ?, boxes_you = ?, boxes_computer = ?,"
            " shutout = ?, lines = ? WHERE match_id = ? AND finished_at IS NULL",
            (entry["when"], *(r[k] for k in RESULT_FIELDS), match_id),
        )


def _same_match(conn: sqlite3.Connection, entry: dict[str, Any]) -> str:
    """The id the entry's match is recorded under: its own, or, for a match already
    recorded under another id (the same seed, rules and first hand), that one."""
    match_id = str(entry["match_id"])
    first = entry.get("first")
    known = conn.execute("SELECT 1 FROM matches WHERE match_id = ?", (match_id,)).fetchone()
    if known is not None or not isinstance(first, dict) or "match" not in entry:
        return match_id
    m = entry["match"]
    row = conn.execute(
        "SELECT m.match_id FROM matches m JOIN hands h ON h.match_id = m.match_id"
        " WHERE m.seed = ? AND m.rules = ? AND h.number = 1 AND h.deal_number = ?"
        " AND h.actions = ? LIMIT 1",
        (m["seed"], m["rules"], first["deal_number"], first["actions"]),
    ).fetchone()
    return str(row[0]) if row is not None else match_id


def _recorded_elsewhere(
    conn: sqlite3.Connection, match_id: str, m: dict[str, Any], h: dict[str, Any]
) -> bool:
    row = conn.execute(
        "SELECT 1 FROM hands h JOIN matches m ON m.match_id = h.match_id"
        " WHERE h.match_id != ? AND m.seed = ? AND m.rules = ? AND h.number = ?"
        " AND h.deal_number = ? AND h.actions = ? LIMIT 1",
        (match_id, m["seed"], m["rules"], h["number"], h["deal_number"], h["actions"]),
    ).fetchone()
    return row is not None


def _mark_assisted(conn: sqlite3.Connection, match_id: str) -> None:
    # Only ever set: a match that had an aid on stays assisted even if the aids
    # are switched off later, and a later call without the flag changes nothing.
    conn.execute("UPDATE matches SET assisted = 1 WHERE match_id = ?", (match_id,))


def _mark_undos(conn: sqlite3.Connection, match_id: str, undos: int) -> None:
    # The count only grows: an older entry written late does not lower it.
    conn.execute("UPDATE matches SET undos = max(undos, ?) WHERE match_id = ?", (undos, match_id))

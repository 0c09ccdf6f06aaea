"""The saved match in progress: a versioned JSON envelope, written atomically, migrated.

Envelope version 3 (current)::

    {"app": "ginrummy-desktop", "envelope": 3, "saved_at": "2026-11-29T18:00:00+00:00",
     "match_id": "<uuid hex>", "ai_level": "intermediate", "extra": {...},
     "match": <model.serialize.match_to_dict(match)>, "journal": "<token>"}

Version 3 is version 2 with a journal: the moves after the snapshot are in
``current-match.json.journal`` (see :class:`SaveStore`). It has its own number because
a version that knows only 2 accepts exactly 2 and would read the snapshot alone,
silently losing the journal's moves; with 3 it refuses the file as "saved by a version
of the game that this one does not know" and keeps it aside. Version 2 files are still
read (and a journal named in one, as the first journal-writing builds did, applied).

Version 1 was the bare match dict (``{"format": 1, "rules": ..., "hands": ...}``) with
no envelope; it is migrated on load with the default AI level and a new match id.
A file that cannot be used is moved aside (renamed, never deleted) and reported by a
:class:`LoadProblem` code, which the app layer turns into a translated message.
"""

from __future__ import annotations

import contextlib
import json
import os
import uuid
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from ..model import Match
from ..model.serialize import deck_check, match_from_dict, match_to_dict
from .atomic import (
    NotRegularFile,
    atomic_write_text,
    move_aside,
    read_regular_file,
    remove_stale_temp_files,
)
from .journal import apply_journal, read_journal

APP_ID = "ginrummy-desktop"
ENVELOPE_VERSION = 3
# Envelope versions this program reads (2: the same fields, written before version 3).
READABLE_VERSIONS = (2, 3)
SAVE_NAME = "current-match.json"
DEFAULT_LEVEL = "intermediate"
# A real save is a few tens of kilobytes; anything far larger is not ours.
MAX_SAVE_BYTES = 16 * 1024 * 1024


class LoadProblem(Enum):
    UNREADABLE = "unreadable"  # the operating system refused to read it
    DENIED = "denied"  # no permission to read it (the file may be whole)
    NOT_JSON = "not_json"  # truncated or garbage
    WRONG_VERSION = "wrong_version"  # an envelope version this program does not know
    BAD_CONTENT = "bad_content"  # valid JSON, but not a match that can be rebuilt


def read_refused(exc: OSError) -> LoadProblem:
    """The problem of a file the system would not read: no permission said as such
    ("could not be opened" left the player taking a whole game for a damaged one:
    play-test h166), anything else as unreadable."""
    return LoadProblem.DENIED if isinstance(exc, PermissionError) else LoadProblem.UNREADABLE


class SaveProblem(Exception):
    """Why a save file cannot be used."""

    def __init__(self, problem: LoadProblem, detail: str) -> None:
        super().__init__(f"{problem.value}: {detail}")
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True, slots=True)
class SavedGame:
    match: Match
    match_id: str
    ai_level: str = DEFAULT_LEVEL
    extra: dict[str, Any] = field(default_factory=dict)
    saved_at: str | None = None
    migrated_from: int | None = None  # the envelope version it was migrated from


@dataclass(frozen=True, slots=True)
class LoadOutcome:
    """What :meth:`SaveStore.load` found: a game, nothing, or a problem (file moved)."""

    game: SavedGame | None = None
    problem: LoadProblem | None = None
    detail: str = ""
    moved_to: Path | None = None
    # The game was read, but its journal held something no crash leaves: the game goes
    # on from the last move before it, and the journal was kept aside (where, unless
    # it could not be moved).
    journal_damaged: bool = False
    journal_moved_to: Path | None = None
    # Its journal ended in the middle of a line (journal.JournalRead.torn).
    journal_torn: bool = False


def new_match_id() -> str:
    return uuid.uuid4().hex


def make_envelope(
    match: Match,
    *,
    match_id: str,
    ai_level: str,
    extra: dict[str, Any] | None = None,
    now: datetime | None = None,
) -> dict[str, Any]:
    return {
        "app": APP_ID,
        "envelope": ENVELOPE_VERSION,
        "saved_at": (now or datetime.now(UTC)).isoformat(timespec="seconds"),
        "match_id": match_id,
        "ai_level": ai_level,
        "extra": dict(extra or {}),
        "match": match_to_dict(match),
    }


def migrate(data: Any) -> tuple[dict[str, Any], int | None]:
    """Bring a decoded save up to the current envelope; returns (envelope, migrated_from)."""
    if not isinstance(data, dict):
        raise SaveProblem(LoadProblem.BAD_CONTENT, "the save is not a JSON object")
    if "envelope" not in data:
        if "hands" in data and "format" in data:
            # Version 1: the bare match dict, saved before the envelope existed.
            envelope = {
                "app": APP_ID,
                "envelope": ENVELOPE_VERSION,
                "saved_at": None,
                "match_id": new_match_id(),
                "ai_level": DEFAULT_LEVEL,
                "extra": {},
                "match": data,
            }
            return envelope, 1
        raise SaveProblem(LoadProblem.BAD_CONTENT, "neither an envelope nor a match")
    version = data.get("envelope")
    # type() and not isinstance(): True == 1 and 2.0 == 2 are not version numbers.
    if type(version) is not int or version not in READABLE_VERSIONS:
        raise SaveProblem(LoadProblem.WRONG_VERSION, f"envelope version {version!r}")
    return data, None


def game_from_envelope(
    envelope: dict[str, Any],
    migrated_from: int | None = None,
    levels: Collection[str] | None = None,
) -> SavedGame:
    try:
        match = match_from_dict(envelope.get("match"))  # type: ignore[arg-type]
    except RecursionError:
        raise SaveProblem(LoadProblem.BAD_CONTENT, "nested too deeply") from None
    except Exception as exc:
        # The boundary of untrusted input: whatever the replay trips over, the file
        # is unusable, and the game must start anyway.
        raise SaveProblem(LoadProblem.BAD_CONTENT, str(exc) or type(exc).__name__) from None
    # Peripheral fields are forgiven: a wrong level or extra must not cost the match.
    match_id = envelope.get("match_id")
    level = envelope.get("ai_level")
    extra = envelope.get("extra")
    if levels is not None and isinstance(level, str) and level and level not in levels:
        # A computer that cannot be made would never move: the match cannot go on.
        raise SaveProblem(LoadProblem.BAD_CONTENT, f"unknown computer level {level!r}")
    saved_at = envelope.get("saved_at")
    return SavedGame(
        match=match,
        match_id=match_id if isinstance(match_id, str) and match_id else new_match_id(),
        ai_level=level if isinstance(level, str) and level else DEFAULT_LEVEL,
        extra=extra if isinstance(extra, dict) else {},
        saved_at=saved_at if isinstance(saved_at, str) else None,
        migrated_from=migrated_from,
    )


def decode(raw: bytes, levels: Collection[str] | None = None) -> SavedGame:
    """Bytes of a save file to a game, or :class:`SaveProblem`; with ``levels``, a save
    naming another computer level is unusable too."""
    try:
        # utf-8-sig: a byte-order mark (some editors add one) is not damage.
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveProblem(LoadProblem.NOT_JSON, str(exc)) from None
    envelope, migrated_from = migrate(data)
    return game_from_envelope(envelope, migrated_from, levels)


JOURNAL_SUFFIX = ".journal"
# The journal is folded into a fresh snapshot once it has as many lines as the snapshot
# has moves (and at least this many): each move then costs one appended line plus, on
# average, a constant share of a snapshot, however long the match has gone on.
COMPACT_MIN_LINES = 200
# ... or once it holds this many bytes: lines that carry a large extra (a duplicate
# match's ledger, with every arranging of the hand) would otherwise grow it towards
# what a reader takes for damage (journal.MAX_JOURNAL_BYTES).
COMPACT_MAX_BYTES = 2 * 1024 * 1024
# ... and at the start of each new hand up to this many: a game to 100 takes 5 to 15
# hands, a Hollywood match 30 or so. Past them the rule above alone: a snapshot a hand
# would make each move's share grow with the match.
SNAPSHOT_EVERY_HAND_UP_TO = 40


def _actions_in(match: Match) -> int:
    return sum(len(d.actions) for d in match.deals)


def _replay_longest(
    envelope: dict[str, Any],
    lines: list[dict[str, Any]],
    migrated_from: int | None,
    levels: Collection[str] | None,
) -> tuple[SavedGame, int]:
    """The game of the snapshot with as many of the journal's lines as replay, and how
    many that is: a line of moves the rules refuse (written by hand, or damage that
    still parses) ends the journal there, as a line that does not parse does, instead
    of costing the whole save. SaveProblem if the snapshot alone does not replay."""

    def replay(count: int) -> SavedGame:
        return game_from_envelope(apply_journal(envelope, lines[:count]), migrated_from, levels)

    try:
        return replay(len(lines)), len(lines)
    except SaveProblem:
        if not lines:
            raise
    # Whether a prefix replays only gets worse as it grows: halve the range each time.
    good: SavedGame | None = None
    lo, hi = 0, len(lines)  # lines[:lo] replays, lines[:hi] does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        try:
            good, lo = replay(mid), mid
        except SaveProblem:
            hi = mid
    return (good if good is not None else replay(0)), lo


class SaveStore:
    """The one save slot for the match in progress, in ``directory``.

    A save is a snapshot (``current-match.json``, replaced atomically) and a journal
    beside it (``current-match.json.journal``): one appended, fsynced JSON line per
    save with the moves made since the previous one. The journal's first line names
    the snapshot it belongs to; a journal of another snapshot, and a torn last line
    (a crash in the middle of an append), are ignored, so the save is always the last
    completed move. After a failed append the next save is a whole snapshot again.
    """

    def __init__(self, directory: Path, name: str = SAVE_NAME) -> None:
        self.directory = Path(directory)
        self.path = self.directory / name
        self.journal_path = self.directory / (name + JOURNAL_SUFFIX)
        self._forget()

    def _forget(self) -> None:
        self._token: str | None = None  # the snapshot the journal on disk belongs to
        self._written: Match | None = None  # the match object saved last
        self._mark = (0, 0)  # its deals, and moves in its last deal, when saved
        self._undos = 0  # its undo count when saved: an undo since means a new snapshot
        self._meta: dict[str, Any] = {}
        self._lines = 0
        self._journal_bytes = 0  # the journal's size on disk
        self._snapshot_moves = 0
        self._snapshot_deals = 0  # the deals of the match in the snapshot on disk

    def exists(self) -> bool:
        return self.path.exists()

    def save(
        self,
        match: Match,
        *,
        match_id: str,
        ai_level: str,
        extra: dict[str, Any] | None = None,
        now: datetime | None = None,
    ) -> None:
        """Save the match: a line appended to the journal, or a new snapshot (atomic);
        raises OSError if the disk refuses (the previous save is then still whole)."""
        meta = {"match_id": match_id, "ai_level": ai_level, "extra": dict(extra or {})}
        if self._can_append(match):
            self._append(match, meta, now)
        else:
            self._snapshot(match, meta, now)

    def _can_append(self, match: Match) -> bool:
        if self._token is None or match is not self._written:
            return False
        if self._lines >= max(COMPACT_MIN_LINES, self._snapshot_moves):
            return False
        if self._journal_bytes >= COMPACT_MAX_BYTES:
            return False
        if self._snapshot_deals < len(match.deals) <= SNAPSHOT_EVERY_HAND_UP_TO:
            # A new hand: the hands finished are written whole, so a journal lost or
            # damaged costs the hand in play at most. Folded in only every 200 moves,
            # a damaged journal took the game back to the start of the match, and the
            # finished hands out of the history (play-test h138).
            return False
        if match.undo_count != self._undos:
            # Moves were taken back: the journal can only add moves, so the save is
            # written whole again (the undone moves must not come back on resume).
            return False
        deals, moves = self._mark
        return len(match.deals) >= deals and len(match.deals[deals - 1].actions) >= moves

    def _steps(self, match: Match) -> list[dict[str, Any]]:
        deals, moves = self._mark
        steps = [a.to_dict() for a in match.deals[deals - 1].actions[moves:]]
        for deal in match.deals[deals:]:
            hand = {"dealer": deal.dealer, "deal_number": deal.deal_number}
            steps.append({"hand": {**hand, "check": deck_check(deal)}})
            steps += [a.to_dict() for a in deal.actions]
        return steps

    def _append(self, match: Match, meta: dict[str, Any], now: datetime | None) -> None:
        line: dict[str, Any] = {"at": (now or datetime.now(UTC)).isoformat(timespec="seconds")}
        steps = self._steps(match)
        if steps:
            line["steps"] = steps
        if meta != self._meta:
            line["meta"] = meta
        if not steps and "meta" not in line:
            return  # nothing new since the last save
        data = (json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
        try:
            # Unbuffered: no 8 KB file buffer made and dropped on every move.
            fd = os.open(self.journal_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
        except BaseException:
            # Maybe half a line is on disk: never append after it, snapshot next time.
            self._token = None
            raise
        self._mark = (len(match.deals), len(match.current.actions))
        self._meta = meta
        self._lines += 1
        self._journal_bytes += len(data)

    def _snapshot(self, match: Match, meta: dict[str, Any], now: datetime | None) -> None:
        self._token = None
        token = uuid.uuid4().hex
        envelope = make_envelope(
            match,
            match_id=meta["match_id"],
            ai_level=meta["ai_level"],
            extra=meta["extra"],
            now=now,
        )
        envelope["journal"] = token
        atomic_write_text(
            self.path, json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))
        )
        # A crash here leaves the old journal, which names the old snapshot: ignored.
        head = json.dumps({"journal": token}) + "\n"
        atomic_write_text(self.journal_path, head)
        self._token = token
        self._written = match
        self._mark = (len(match.deals), len(match.current.actions))
        self._undos = match.undo_count
        self._meta = meta
        self._lines = 0
        self._journal_bytes = len(head)
        self._snapshot_moves = _actions_in(match)
        self._snapshot_deals = len(match.deals)

    def current_envelope(self) -> dict[str, Any] | None:
        """The save as one envelope, the journal applied (for tests and bug reports);
        None if there is no readable save."""
        try:
            data = json.loads(read_regular_file(self.path, MAX_SAVE_BYTES).decode("utf-8-sig"))
        except (OSError, ValueError, RecursionError):
            return None
        if not isinstance(data, dict):
            return None
        return apply_journal(data, read_journal(self.journal_path, data.get("journal")).lines)

    def load(self, levels: Collection[str] | None = None) -> LoadOutcome:
        """Read the save. A file that cannot be used is moved aside and reported.
        ``levels``: the computer levels this program has (any other makes it unusable)."""
        # Leftovers of a write interrupted before its replace hold nothing we need:
        # the replace never happened, so the save itself is still the previous one.
        remove_stale_temp_files(self.path)
        remove_stale_temp_files(self.journal_path)
        self._forget()
        if not os.path.lexists(self.path):
            return LoadOutcome()
        try:
            raw = read_regular_file(self.path, MAX_SAVE_BYTES)
            try:
                # utf-8-sig: a byte-order mark (some editors add one) is not damage.
                data = json.loads(raw.decode("utf-8-sig"))
            except (UnicodeDecodeError, ValueError, RecursionError) as exc:
                raise SaveProblem(LoadProblem.NOT_JSON, str(exc)) from None
            envelope, migrated_from = migrate(data)
            token = envelope.get("journal")
            journal = read_journal(self.journal_path, token)
            game, kept = _replay_longest(envelope, journal.lines, migrated_from, levels)
            lines = journal.lines[:kept]
            damaged = journal.damaged or kept < len(journal.lines)
            if damaged and not journal.damaged:
                journal = journal._replace(lines=lines, clean=False, damaged=True)
            journal_moved_to = self._journal_aside() if damaged else None
            if journal_moved_to is not None:
                self._repair(game)
            elif journal.clean and isinstance(token, str):
                # Go on appending to this journal (after a torn line: a new snapshot).
                self._token = token
                self._written = game.match
                self._mark = (len(game.match.deals), len(game.match.current.actions))
                self._undos = game.match.undo_count
                self._meta = {
                    "match_id": game.match_id,
                    "ai_level": game.ai_level,
                    "extra": game.extra,
                }
                self._lines = len(lines)
                self._journal_bytes = journal.size
                self._snapshot_moves = _actions_in(game.match) - sum(
                    len(ln.get("steps", [])) for ln in lines
                )
                # The snapshot's own hands: those the journal began (one written by an
                # older version holds whole hands) are not in it (review h141).
                self._snapshot_deals = len(game.match.deals) - sum(
                    1 for ln in lines for step in ln.get("steps", []) if "hand" in step
                )
            return LoadOutcome(
                game=game,
                journal_damaged=journal.damaged,
                journal_moved_to=journal_moved_to,
                journal_torn=journal.torn and not journal.damaged,
            )
        except SaveProblem as exc:
            return LoadOutcome(problem=exc.problem, detail=exc.detail, moved_to=self._aside())
        except NotRegularFile as exc:
            # Too large, or a FIFO, device or folder: never read (a FIFO would block).
            problem = LoadProblem.BAD_CONTENT if exc.too_large else LoadProblem.UNREADABLE
            return LoadOutcome(problem=problem, detail=str(exc), moved_to=self._aside())
        except OSError as exc:
            return LoadOutcome(problem=read_refused(exc), detail=str(exc), moved_to=self._aside())

    def _aside(self) -> Path | None:
        try:
            moved = move_aside(self.path)
        except OSError:
            # Cannot even rename it: leave it; the next save replaces it atomically.
            return None
        if os.path.lexists(self.journal_path):
            # Its journal goes with it (it belongs to that snapshot only).
            with contextlib.suppress(OSError):
                os.replace(self.journal_path, moved.with_name(moved.name + JOURNAL_SUFFIX))
        return moved

    def _repair(self, game: SavedGame) -> None:
        """After a damaged journal was kept aside: the moves read before the damage
        written whole at once, so that a start after a close before the next save
        finds them too (at the time they were saved)."""
        saved = None
        if game.saved_at is not None:
            with contextlib.suppress(ValueError):
                saved = datetime.fromisoformat(game.saved_at)
        meta = {"match_id": game.match_id, "ai_level": game.ai_level, "extra": game.extra}
        try:
            self._snapshot(game.match, meta, saved)
        except OSError:
            self._forget()  # the bare snapshot stays; the next save writes it whole

    def _journal_aside(self) -> Path | None:
        """Keep a damaged journal beside the save: the next save writes the match
        whole, with a journal of its own."""
        try:
            return move_aside(self.journal_path)
        except OSError:
            return None

    def clear(self) -> None:
        """Forget the match in progress (it was finished or abandoned on purpose)."""
        self._forget()
        for path in (self.path, self.journal_path):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()

"""The saved match in progress: a versioned JSON envelope, written atomically, migrated.

Envelope version 2 (current)::

    {"app": "ginrummy-desktop", "envelope": 2, "saved_at": "2026-11-29T18:00:00+00:00",
     "match_id": "<uuid hex>", "ai_level": "intermediate", "extra": {...},
     "match": <model.serialize.match_to_dict(match)>}

Version 1 was the bare match dict (``{"format": 1, "rules": ..., "hands": ...}``) with
no envelope; it is migrated on load with the default AI level and a new match id.
A file that cannot be used is moved aside (renamed, never deleted) and reported by a
:class:`LoadProblem` code, which the app layer turns into a translated message.
"""

from __future__ import annotations

import contextlib
import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

from ..model import Match
from ..model.serialize import match_from_dict, match_to_dict
from .atomic import atomic_write_text, move_aside, remove_stale_temp_files

APP_ID = "ginrummy-desktop"
ENVELOPE_VERSION = 2
SAVE_NAME = "current-match.json"
DEFAULT_LEVEL = "intermediate"
# A real save is a few tens of kilobytes; anything far larger is not ours.
MAX_SAVE_BYTES = 16 * 1024 * 1024


class LoadProblem(Enum):
    UNREADABLE = "unreadable"  # the operating system refused to read it
    NOT_JSON = "not_json"  # truncated or garbage
    WRONG_VERSION = "wrong_version"  # an envelope version this program does not know
    BAD_CONTENT = "bad_content"  # valid JSON, but not a match that can be rebuilt


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


@dataclass(frozen=True, slots=True)
class SetAside:
    """A save file that could not be used: why, and where it went (None: not moved)."""

    problem: LoadProblem
    detail: str
    moved_to: Path | None


T = TypeVar("T")


def write_envelope(path: Path, envelope: dict[str, Any]) -> None:
    """Replace ``path`` atomically with the envelope's compact JSON; OSError if the disk
    refuses, and the previous file is then still whole."""
    atomic_write_text(path, json.dumps(envelope, ensure_ascii=False, separators=(",", ":")))


def read_or_set_aside(path: Path, decode: Callable[[bytes], T]) -> T | SetAside | None:
    """The decoded file, None when there is none, or :class:`SetAside` when it cannot
    be used (read error, far too large, or ``decode`` raised SaveProblem): it is then
    moved aside, never deleted. The match save and the score pad both load so."""
    # Leftovers of a write interrupted before its replace hold nothing we need:
    # the replace never happened, so the save itself is still the previous one.
    remove_stale_temp_files(path)
    if not path.exists():
        return None
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_SAVE_BYTES + 1)
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveProblem(LoadProblem.BAD_CONTENT, "the file is far too large")
        return decode(raw)
    except SaveProblem as exc:
        return SetAside(exc.problem, exc.detail, _move_aside(path))
    except OSError as exc:
        return SetAside(LoadProblem.UNREADABLE, str(exc), _move_aside(path))


def _move_aside(path: Path) -> Path | None:
    try:
        return move_aside(path)
    except OSError:
        # Cannot even rename it: leave it; the next save replaces it atomically.
        return None


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
    if version != ENVELOPE_VERSION:
        raise SaveProblem(LoadProblem.WRONG_VERSION, f"envelope version {version!r}")
    return data, None


def game_from_envelope(envelope: dict[str, Any], migrated_from: int | None = None) -> SavedGame:
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
    saved_at = envelope.get("saved_at")
    return SavedGame(
        match=match,
        match_id=match_id if isinstance(match_id, str) and match_id else new_match_id(),
        ai_level=level if isinstance(level, str) and level else DEFAULT_LEVEL,
        extra=extra if isinstance(extra, dict) else {},
        saved_at=saved_at if isinstance(saved_at, str) else None,
        migrated_from=migrated_from,
    )


def decode(raw: bytes) -> SavedGame:
    """Bytes of a save file to a game, or :class:`SaveProblem`."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveProblem(LoadProblem.NOT_JSON, str(exc)) from None
    envelope, migrated_from = migrate(data)
    return game_from_envelope(envelope, migrated_from)


class SaveStore:
    """The one save slot for the match in progress, in ``directory``."""

    def __init__(self, directory: Path, name: str = SAVE_NAME) -> None:
        self.directory = Path(directory)
        self.path = self.directory / name

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
        """Replace the save atomically; raises OSError if the disk refuses."""
        envelope = make_envelope(match, match_id=match_id, ai_level=ai_level, extra=extra, now=now)
        write_envelope(self.path, envelope)

    def load(self) -> LoadOutcome:
        """Read the save. A file that cannot be used is moved aside and reported."""
        got = read_or_set_aside(self.path, decode)
        if isinstance(got, SetAside):
            return LoadOutcome(problem=got.problem, detail=got.detail, moved_to=got.moved_to)
        return LoadOutcome(game=got)

    def clear(self) -> None:
        """Forget the match in progress (it was finished or abandoned on purpose)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

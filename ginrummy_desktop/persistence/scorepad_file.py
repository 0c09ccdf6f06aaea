"""The score pad in progress: its own save file, written atomically after every entry.

Kept apart from the match save (``current-match.json``) so a pad game at the kitchen
table and a game against the computer can both be resumed. Envelope version 1::

    {"app": "ginrummy-desktop", "kind": "score_pad", "envelope": 1,
     "saved_at": "2026-12-01T18:00:00+00:00", "pad_id": "<uuid hex>",
     "pad": <model.scorepad.ScorePad.to_dict()>}

It is read as robustly as the match save: only a regular file is opened (a FIFO in its
place would block the GUI for ever), a byte-order mark is not damage, and an envelope
version above ours is WRONG_VERSION (a newer version of the game wrote it). A file that
cannot be used is moved aside (renamed, never deleted) and reported with the same
:class:`savefile.LoadProblem` codes as the match save.
"""

from __future__ import annotations

import contextlib
import json
import os
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..model.padentry import PadFormatError
from ..model.scorepad import ScorePad
from .atomic import (
    NotRegularFile,
    atomic_write_text,
    move_aside,
    read_regular_file,
    remove_stale_temp_files,
)
from .savefile import APP_ID, MAX_SAVE_BYTES, LoadProblem, SaveProblem, read_refused

PAD_SAVE_NAME = "score-pad.json"
PAD_ENVELOPE_VERSION = 1
PAD_KIND = "score_pad"


@dataclass(frozen=True, slots=True)
class SavedPad:
    pad: ScorePad
    pad_id: str
    saved_at: str | None = None


@dataclass(frozen=True, slots=True)
class PadLoadOutcome:
    """What :meth:`PadStore.load` found: a pad, nothing, or a problem (file moved)."""

    saved: SavedPad | None = None
    problem: LoadProblem | None = None
    detail: str = ""
    moved_to: Path | None = None


def new_pad_id() -> str:
    return uuid.uuid4().hex


def pad_envelope(pad: ScorePad, *, pad_id: str, now: datetime | None = None) -> dict[str, Any]:
    return {
        "app": APP_ID,
        "kind": PAD_KIND,
        "envelope": PAD_ENVELOPE_VERSION,
        "saved_at": (now or datetime.now(UTC)).isoformat(timespec="seconds"),
        "pad_id": pad_id,
        "pad": pad.to_dict(),
    }


def decode_pad(raw: bytes) -> SavedPad:
    """Bytes of a pad file to a pad, or :class:`savefile.SaveProblem`."""
    try:
        # utf-8-sig: a byte-order mark (some editors add one) is not damage.
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveProblem(LoadProblem.NOT_JSON, str(exc)) from None
    if not isinstance(data, dict) or data.get("kind") != PAD_KIND:
        raise SaveProblem(LoadProblem.BAD_CONTENT, "not a score pad")
    version = data.get("envelope")
    # type() and not isinstance(): True == 1 is not a version number.
    if type(version) is not int or version != PAD_ENVELOPE_VERSION:
        raise SaveProblem(LoadProblem.WRONG_VERSION, f"envelope version {version!r}")
    try:
        pad = ScorePad.from_dict(data.get("pad"))
    except RecursionError:
        raise SaveProblem(LoadProblem.BAD_CONTENT, "nested too deeply") from None
    except PadFormatError as exc:
        raise SaveProblem(LoadProblem.BAD_CONTENT, str(exc)) from None
    pad_id = data.get("pad_id")
    saved_at = data.get("saved_at")
    return SavedPad(
        pad=pad,
        # A lost id must not cost the pad: it only links the file to its history row.
        pad_id=pad_id if isinstance(pad_id, str) and pad_id else new_pad_id(),
        saved_at=saved_at if isinstance(saved_at, str) else None,
    )


class PadStore:
    """The one save slot for the score pad in progress, in ``directory``."""

    def __init__(self, directory: Path, name: str = PAD_SAVE_NAME) -> None:
        self.directory = Path(directory)
        self.path = self.directory / name

    def exists(self) -> bool:
        return os.path.lexists(self.path)

    def save(self, pad: ScorePad, *, pad_id: str, now: datetime | None = None) -> None:
        """Replace the file atomically (call after every entry); OSError if the disk
        refuses, and the previous file is then still whole."""
        envelope = pad_envelope(pad, pad_id=pad_id, now=now)
        atomic_write_text(
            self.path, json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))
        )

    def load(self) -> PadLoadOutcome:
        """Read the pad. A file that cannot be used is moved aside and reported."""
        remove_stale_temp_files(self.path)
        if not os.path.lexists(self.path):
            return PadLoadOutcome()
        try:
            return PadLoadOutcome(saved=decode_pad(read_regular_file(self.path, MAX_SAVE_BYTES)))
        except SaveProblem as exc:
            return PadLoadOutcome(problem=exc.problem, detail=exc.detail, moved_to=self._aside())
        except NotRegularFile as exc:
            # Too large, or a FIFO, device or folder: never read (a FIFO would block).
            problem = LoadProblem.BAD_CONTENT if exc.too_large else LoadProblem.UNREADABLE
            return PadLoadOutcome(problem=problem, detail=str(exc), moved_to=self._aside())
        except OSError as exc:
            return PadLoadOutcome(
                problem=read_refused(exc), detail=str(exc), moved_to=self._aside()
            )

    def pad_id(self) -> str | None:
        """The id of the pad kept here, read without changing anything (None: no pad,
        or a file :meth:`load` would set aside, whose pad would get a new id)."""
        if not os.path.lexists(self.path):
            return None
        try:  # (NotRegularFile is an OSError)
            return decode_pad(read_regular_file(self.path, MAX_SAVE_BYTES)).pad_id
        except (SaveProblem, OSError):
            return None

    def _aside(self) -> Path | None:
        try:
            return move_aside(self.path)
        except OSError:
            return None

    def clear(self) -> None:
        """Forget the pad in progress (finished and recorded, or abandoned on purpose)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

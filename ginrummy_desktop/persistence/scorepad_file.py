"""The score pad in progress: its own save file, written atomically after every entry.

Kept apart from the match save (``current-match.json``) so a pad game at the kitchen
table and a game against the computer can both be resumed. Envelope version 1::

    {"app": "ginrummy-desktop", "kind": "score_pad", "envelope": 1,
     "saved_at": "2026-12-01T18:00:00+00:00", "pad_id": "<uuid hex>",
     "pad": <model.scorepad.ScorePad.to_dict()>}

A file that cannot be used is moved aside (renamed, never deleted) and reported with
the same :class:`savefile.LoadProblem` codes as the match save.
"""

from __future__ import annotations

import contextlib
import json
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..model.padentry import PadFormatError
from ..model.scorepad import ScorePad
from .savefile import (
    APP_ID,
    LoadProblem,
    SaveProblem,
    SetAside,
    read_or_set_aside,
    write_envelope,
)

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
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveProblem(LoadProblem.NOT_JSON, str(exc)) from None
    if not isinstance(data, dict) or data.get("kind") != PAD_KIND:
        raise SaveProblem(LoadProblem.BAD_CONTENT, "not a score pad")
    version = data.get("envelope")
    if version != PAD_ENVELOPE_VERSION:
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
        return self.path.exists()

    def save(self, pad: ScorePad, *, pad_id: str, now: datetime | None = None) -> None:
        """Replace the file atomically (call after every entry); OSError if the disk
        refuses, and the previous file is then still whole."""
        envelope = pad_envelope(pad, pad_id=pad_id, now=now)
        write_envelope(self.path, envelope)

    def load(self) -> PadLoadOutcome:
        """Read the pad. A file that cannot be used is moved aside and reported."""
        got = read_or_set_aside(self.path, decode_pad)
        if isinstance(got, SetAside):
            return PadLoadOutcome(problem=got.problem, detail=got.detail, moved_to=got.moved_to)
        return PadLoadOutcome(saved=got)

    def clear(self) -> None:
        """Forget the pad in progress (finished and recorded, or abandoned on purpose)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

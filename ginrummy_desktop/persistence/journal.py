"""The save's journal: the moves since the last snapshot, one JSON line per save.

The first line names the snapshot the journal belongs to; each later line holds the
steps (moves, and a new hand's dealer and deal number) of one save, and any change of
the match id, level or extra. A torn last line (a crash in the middle of an
append) ends the journal; anything else that is not a line of ours is damage, and the
save keeps what came before it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from .atomic import read_regular_file

# A journal is folded into a snapshot long before it gets anywhere near this.
MAX_JOURNAL_BYTES = 16 * 1024 * 1024


class JournalRead(NamedTuple):
    """What :func:`read_journal` found."""

    lines: list[dict[str, Any]]  # the whole lines, up to the first that is not
    clean: bool  # every line whole: the journal may be appended to
    # Something no crash leaves behind: a head that does not parse, a line that is not
    # one of ours, or anything after a torn line. The file should be kept aside.
    damaged: bool
    size: int = 0  # the bytes read
    # It ended in a torn line: the game stopped while a move was being saved (or the
    # file was cut short); what the line held is lost, and the player is told.
    torn: bool = False


def _line_shape_ok(line: dict[str, Any]) -> bool:
    """A line as :class:`SaveStore` writes it: steps (moves, or a new hand's dealer and
    number) and a change of the match's details."""
    steps = line.get("steps", [])
    if not isinstance(steps, list) or not isinstance(line.get("meta", {}), dict):
        return False
    return all(
        isinstance(step, dict) and ("hand" not in step or isinstance(step["hand"], dict))
        for step in steps
    )


def read_journal(path: Path, token: Any) -> JournalRead:
    """The lines of the journal at ``path`` for the snapshot ``token``. A journal of
    another snapshot is left out, as are the lines from a torn one on (a crash in the
    middle of an append: only the last line can be torn, as the journal is written
    whole again after a failed append)."""
    if not isinstance(token, str) or not os.path.lexists(path):
        return JournalRead([], False, False)
    try:
        raw = read_regular_file(path, MAX_JOURNAL_BYTES)
    except OSError:
        return JournalRead([], False, True)
    if not raw.strip():
        return JournalRead([], False, False)  # nothing in it to lose
    rows = raw.split(b"\n")
    try:
        head = json.loads(rows[0].decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        # The head is written whole, with the snapshot, and never torn.
        return JournalRead([], False, True)
    if not isinstance(head, dict) or not isinstance(head.get("journal"), str):
        return JournalRead([], False, True)
    if head["journal"] != token:
        # Left by a crash between the snapshot and its new journal: the snapshot
        # already holds its moves.
        return JournalRead([], False, False)
    lines: list[dict[str, Any]] = []
    for k, row in enumerate(rows[1:], start=1):
        if not row:
            continue
        try:
            line = json.loads(row.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            line = None
        if not isinstance(line, dict) or not _line_shape_ok(line):
            # Torn if it did not parse and is the very end of the file: a line is
            # written with its newline last. Anything else is damage.
            torn = line is None and k == len(rows) - 1
            return JournalRead(lines, False, not torn, torn=torn)
        lines.append(line)
    # The last line may be whole JSON yet not fully written.
    return JournalRead(lines, raw.endswith(b"\n"), False, len(raw))


def apply_journal(envelope: dict[str, Any], lines: list[dict[str, Any]]) -> dict[str, Any]:
    """The envelope with the journal's lines (as :func:`read_journal` passed them)
    applied, at the level of the JSON: the match is replayed once, afterwards. The
    envelope given is left as it is (a journal that does not replay is tried again
    shorter, savefile._replay_longest); the hands the lines add to are copied."""
    match = envelope.get("match")
    if not isinstance(match, dict):
        return envelope
    hands = match.get("hands")
    if not isinstance(hands, list) or not hands or not isinstance(hands[-1], dict):
        return envelope
    last = dict(hands[-1])
    if isinstance(last.get("actions"), list):
        last["actions"] = list(last["actions"])
    hands = [*hands[:-1], last]
    out = {**envelope, "match": {**match, "hands": hands}}
    for line in lines:
        for step in line.get("steps", []):
            if "hand" in step:
                hands.append({**step["hand"], "actions": []})
                continue
            actions = hands[-1].setdefault("actions", [])
            if not isinstance(actions, list):
                return out  # the snapshot's own damage: the replay will say so
            actions.append(step)
        meta = line.get("meta", {})
        for key in ("match_id", "ai_level", "extra"):
            if key in meta:
                out[key] = meta[key]
        if isinstance(line.get("at"), str):
            out["saved_at"] = line["at"]
    return out

"""The save's journal: the moves since the last snapshot, one JSON line per save.

The first line names the snapshot the journal belongs to; each later line holds the
steps (moves, and a new hand's dealer and deal number) of one save, and any change of
the match id, level or extra. A line that does not parse (a crash in the middle of an
append) ends the journal.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .atomic import read_regular_file

# A journal is folded into a snapshot long before it gets anywhere near this.
MAX_JOURNAL_BYTES = 16 * 1024 * 1024


def read_journal(path: Path, token: Any) -> tuple[list[dict[str, Any]], bool]:
    """The lines of the journal at ``path`` for the snapshot ``token``, and whether it ended cleanly
    (False: a torn or unreadable line was left out, or there is no such journal)."""
    if not isinstance(token, str) or not path.exists():
        return [], False
    try:
        raw = read_regular_file(path, MAX_JOURNAL_BYTES)
    except OSError:
        return [], False
    rows = raw.split(b"\n")
    lines: list[dict[str, Any]] = []
    try:
        head = json.loads(rows[0].decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return [], False
    if not isinstance(head, dict) or head.get("journal") != token:
        return [], False
    clean = True
    for row in rows[1:]:
        if not row:
            continue
        try:
            line = json.loads(row.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            clean = False
            break
        if not isinstance(line, dict):
            clean = False
            break
        lines.append(line)
    if not raw.endswith(b"\n"):
        clean = False  # the last line may be whole JSON yet not fully written
    return lines, clean


def apply_journal(envelope: dict[str, Any], lines: list[Any]) -> dict[str, Any]:
    """The envelope with the journal's lines applied (at the level of the JSON: the
    match is replayed once, afterwards). A line of the wrong shape ends the journal."""
    match = envelope.get("match")
    hands = match.get("hands") if isinstance(match, dict) else None
    if not isinstance(hands, list) or not hands or not isinstance(hands[-1], dict):
        return envelope
    for line in lines:
        steps = line.get("steps", [])
        meta = line.get("meta", {})
        if not isinstance(steps, list) or not isinstance(meta, dict):
            break
        for step in steps:
            if not isinstance(step, dict):
                break
            if "hand" in step:
                hand = step["hand"]
                if not isinstance(hand, dict):
                    break
                hands.append({**hand, "actions": []})
            else:
                actions = hands[-1].setdefault("actions", [])
                if not isinstance(actions, list):
                    break
                actions.append(step)
        for key in ("match_id", "ai_level", "extra"):
            if key in meta:
                envelope[key] = meta[key]
        if isinstance(line.get("at"), str):
            envelope["saved_at"] = line["at"]
    return envelope

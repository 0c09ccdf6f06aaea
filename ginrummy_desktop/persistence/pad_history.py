"""Score pad games in the history database, kept apart from games against the computer.

They live in the ``pad_games`` table (schema version 4), one row per pad, written
again after every entry so a pad that is never finished is still there; the matches
and hands tables, and so the statistics, hold games against the computer only.
Players are numbered as on the pad (0 and 1, with the names written there).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ..model.padentry import PadFormatError
from ..model.scorepad import ScorePad
from .history import HistoryDB, HistoryError
from .history_pending import PAD_COLUMNS, PAD_FORGOTTEN, PAD_UPSERT


@dataclass(frozen=True, slots=True)
class PadGameRow:
    pad_id: str
    started_at: str
    updated_at: str
    finished_at: str | None
    preset: str
    hollywood: bool
    names: tuple[str, str]
    hands: int
    totals: tuple[int, int]
    boxes: tuple[int, int]
    winner: int | None
    final: tuple[int, int] | None
    difference: int | None
    shutout: bool | None

    pad_json: str = ""

    def pad(self) -> ScorePad | None:
        """The pad rebuilt from its entries (None if the row cannot be read back)."""
        try:
            return ScorePad.from_dict(json.loads(self.pad_json))
        except (PadFormatError, ValueError, RecursionError):
            return None


def _lines(pad: ScorePad) -> str | None:
    if pad.result is None:
        return None
    return json.dumps(
        [
            {"code": ln.code.value, "points": ln.points, "player": ln.player, "count": ln.count}
            for ln in pad.result.lines
        ]
    )


def pad_entry(pad_id: str, pad: ScorePad, now: datetime | None = None) -> dict[str, Any]:
    """The pad as it is now, as a history entry (history_pending.py) that writes its
    row: a new one, or its row brought up to date (a correction after the end updates
    the result too). The history writer takes it off the GUI thread."""
    when = (now or datetime.now(UTC)).isoformat(timespec="seconds")
    result = pad.result
    finished = when if result is not None else None
    values: list[Any] = [
        pad_id,
        when,
        when,
        finished,
        pad.rules.preset,
        json.dumps(pad.rules.to_dict()),
        int(pad.rules.hollywood),
        pad.names[0],
        pad.names[1],
        len(pad.hands),
        *pad.totals,
        *pad.boxes,
        None if result is None else result.winner,
        None if result is None else result.final_totals[0],
        None if result is None else result.final_totals[1],
        None if result is None else result.difference,
        None if result is None else int(result.shutout),
        _lines(pad),
        json.dumps(pad.to_dict(), ensure_ascii=False),
    ]
    return {"kind": "pad", "match_id": pad_id, "row": dict(zip(PAD_COLUMNS, values, strict=True))}


def record_pad(db: HistoryDB, *, pad_id: str, pad: ScorePad, now: datetime | None = None) -> None:
    """Write the pad's row now, on the caller's thread (:func:`pad_entry`);
    :class:`HistoryError` if the database refuses."""
    row = pad_entry(pad_id, pad, now)["row"]
    db.write(PAD_UPSERT, tuple(row[c] for c in PAD_COLUMNS))


def forget_entry(pad_id: str) -> dict[str, Any]:
    """The history entry that deletes a pad's game: given to the history writer, it is
    written after the pad's rows still waiting, so that none of them writes it back."""
    return {"kind": PAD_FORGOTTEN, "match_id": pad_id}


def forget_pad(db: HistoryDB, pad_id: str) -> None:
    """Delete a pad's game now, on the caller's thread (with no history writer);
    :class:`HistoryError` if the database refuses (the entry then waits)."""
    db._submit(forget_entry(pad_id))


def _int(value: Any) -> int:
    # A hand-edited row must not stop the list from opening.
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _opt_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _waiting_rows(db: HistoryDB) -> tuple[dict[str, dict[str, Any]], set[str]]:
    """What still waits for the database (it was held when the change came), newer
    than what the database has: the newest row of each pad, and the pads deleted."""
    out: dict[str, dict[str, Any]] = {}
    forgotten: set[str] = set()
    for entry in db.waiting_entries():
        kind = entry.get("kind")
        if kind == PAD_FORGOTTEN and isinstance(entry.get("match_id"), str):
            out.pop(entry["match_id"], None)
            forgotten.add(entry["match_id"])
            continue
        row = entry.get("row") if kind == "pad" else None
        if isinstance(row, dict) and isinstance(row.get("pad_id"), str):
            # As the database will hold it once written: each row replaces the last,
            # and a column an older version's row lacks is empty.
            out[row["pad_id"]] = {c: row.get(c) for c in PAD_COLUMNS}
            forgotten.discard(row["pad_id"])
    return out, forgotten


def pad_game_count(db: HistoryDB) -> int:
    """How many score pad games the history holds, with those still waiting to be
    written and without those waiting to be deleted (HistoryError while it is held)."""
    rows = db.query("SELECT pad_id FROM pad_games")
    waiting, forgotten = _waiting_rows(db)
    return len(({r["pad_id"] for r in rows} | set(waiting)) - forgotten)


def pad_games(db: HistoryDB) -> list[PadGameRow]:
    """Every score pad game, the most recently started first. A pad whose latest
    change still waits for the database is shown as that change left it: taken up
    again from an older row, the hands written since would be lost."""
    stored = db.query("SELECT * FROM pad_games ORDER BY started_at DESC, rowid DESC")
    waiting, forgotten = _waiting_rows(db)
    rows: list[Any] = [r for r in stored if r["pad_id"] not in forgotten]
    if waiting:
        by_id = {r["pad_id"]: i for i, r in enumerate(rows)}
        for pad_id, row in waiting.items():
            if pad_id in by_id:
                old = rows[by_id[pad_id]]
                # The started time is the stored one (the database keeps it too).
                rows[by_id[pad_id]] = {**row, "started_at": old["started_at"]}
            else:
                rows.append(row)
        rows.sort(key=lambda r: _text(r["started_at"]), reverse=True)
    out: list[PadGameRow] = []
    for r in rows:
        f0, f1 = _opt_int(r["final_0"]), _opt_int(r["final_1"])
        shutout = _opt_int(r["shutout"])
        winner = _opt_int(r["winner"])
        out.append(
            PadGameRow(
                pad_id=_text(r["pad_id"]),
                started_at=_text(r["started_at"]),
                updated_at=_text(r["updated_at"]),
                finished_at=r["finished_at"] if isinstance(r["finished_at"], str) else None,
                preset=_text(r["preset"]),
                hollywood=bool(_int(r["hollywood"])),
                names=(_text(r["name_0"]), _text(r["name_1"])),
                hands=_int(r["hands"]),
                totals=(_int(r["total_0"]), _int(r["total_1"])),
                boxes=(_int(r["boxes_0"]), _int(r["boxes_1"])),
                winner=winner if winner in (0, 1) else None,
                final=None if f0 is None or f1 is None else (f0, f1),
                difference=_opt_int(r["difference"]),
                shutout=None if shutout is None else bool(shutout),
                pad_json=_text(r["pad"]),
            )
        )
    return out


__all__ = [
    "HistoryError",
    "PadGameRow",
    "forget_entry",
    "forget_pad",
    "pad_entry",
    "pad_games",
    "record_pad",
]

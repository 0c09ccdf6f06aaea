"""Writing exported tables (the scoresheet as CSV) safely to a file the player chose."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from pathlib import Path

from .atomic import atomic_write_bytes


def csv_bytes(rows: Iterable[Sequence[object]], *, delimiter: str = ",") -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator="\r\n")
    for row in rows:
        writer.writerow(["" if cell is None else cell for cell in row])
    # The byte-order mark makes spreadsheet programs read ä, ö and ø as UTF-8.
    return buffer.getvalue().encode("utf-8-sig")


def write_csv(path: Path, rows: Iterable[Sequence[object]], *, delimiter: str = ",") -> None:
    """Write ``rows`` as CSV, atomically: an existing file is replaced only when done."""
    atomic_write_bytes(Path(path), csv_bytes(rows, delimiter=delimiter))

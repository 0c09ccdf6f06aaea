"""Persistence: the saved match (versioned JSON, atomic writes) and the SQLite history.

Pure Python, no Qt: every function takes a directory or a path, so it is testable
alone; the app layer decides where the data folder is.
"""

from .atomic import atomic_write_bytes, atomic_write_text, move_aside
from .export import csv_bytes, write_csv
from .history import DB_NAME, DbProblem, HistoryDB, HistoryError
from .history_rows import HandRow, MatchRow
from .savefile import (
    DEFAULT_LEVEL,
    ENVELOPE_VERSION,
    SAVE_NAME,
    LoadOutcome,
    LoadProblem,
    SavedGame,
    SaveProblem,
    SaveStore,
    new_match_id,
)
from .schema import SCHEMA_VERSION
from .sheet import FinalRow, Sheet, SheetRow, build_sheet, final_rows
from .stats import BestMatch, LevelStats, Statistics, compute_statistics

__all__ = [
    "DB_NAME",
    "DEFAULT_LEVEL",
    "ENVELOPE_VERSION",
    "SAVE_NAME",
    "SCHEMA_VERSION",
    "BestMatch",
    "DbProblem",
    "FinalRow",
    "HandRow",
    "HistoryDB",
    "HistoryError",
    "LevelStats",
    "LoadOutcome",
    "LoadProblem",
    "MatchRow",
    "SaveProblem",
    "SaveStore",
    "SavedGame",
    "Sheet",
    "SheetRow",
    "Statistics",
    "atomic_write_bytes",
    "atomic_write_text",
    "build_sheet",
    "compute_statistics",
    "csv_bytes",
    "final_rows",
    "move_aside",
    "new_match_id",
    "write_csv",
]

"""Fault-injection tests: the scripted policy of tests/persistence is importable here too."""

from __future__ import annotations

import sys
from pathlib import Path

PERSISTENCE = str(Path(__file__).resolve().parent.parent / "persistence")
if PERSISTENCE not in sys.path:
    sys.path.insert(0, PERSISTENCE)

"""Where tests save pictures for people to look at: never the checkout.

tests/conftest.py points ``GINRUMMY_SCREENSHOTS`` at a temporary folder for the session
unless it is already set; set it yourself to keep the pictures somewhere, e.g.
``GINRUMMY_SCREENSHOTS=/tmp/shots pytest tests/ui/test_screenshots.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV = "GINRUMMY_SCREENSHOTS"


def screenshot_path(name: str) -> Path:
    """The file for picture ``name`` (a PNG), its folder created."""
    folder = Path(os.environ[ENV])
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{name}.png"

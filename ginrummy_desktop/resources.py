"""Locates the game's data files (assets, compiled translations) inside the package.

Data is found relative to this package, never the working directory, so an installed
package and a PyInstaller bundle (where ``sys._MEIPASS`` holds the unpacked files)
both work.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def is_frozen() -> bool:
    """True inside a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def package_dir() -> Path:
    if is_frozen():
        return Path(sys._MEIPASS) / "ginrummy_desktop"  # type: ignore[attr-defined]
    return _PACKAGE_DIR


def assets_dir() -> Path:
    return package_dir() / "assets"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def translations_dir() -> Path:
    return package_dir() / "i18n"

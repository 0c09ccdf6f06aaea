"""Saving a document the person asked for: where it is offered, and a refusal reported."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget


def in_documents(name: str) -> str:
    """``name`` in the person's documents folder (just the name where there is none)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return str(Path(folder) / name) if folder else name


def write_or_report(
    path: Path, write: Callable[[Path], None], failed: Callable[[Path, OSError], None]
) -> bool:
    """Run ``write(path)``; a disk that refuses goes to ``failed`` (False), never up."""
    try:
        write(Path(path))
    except OSError as exc:
        failed(path, exc)
        return False
    return True


def offer_save(
    parent: QWidget, title: str, suggested: str, kinds: str, save: Callable[[Path], object]
) -> None:
    """Ask where to save (the system's dialog, opened at ``suggested``, showing files
    of ``kinds``), and ``save`` there; a cancelled dialog saves nothing."""
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, kinds)
    if path:
        save(Path(path))

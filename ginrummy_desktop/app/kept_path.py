"""A file's path in a translated notice ("The file was kept as %1."), marked so that the
window showing the notice can keep it on one line.

A message box wraps its text at any hyphen: ``current-match.json.damaged-…`` came out
as "current-" at a line's end and "match.json…" under it, as if the name had a
hyphen inserted. The path is put between Unicode's first-strong isolate and pop
directional isolate (U+2068, U+2069), which are also the right marks for a left-to-right
name inside a sentence; the UI (ui/dialogs/resume.py) lays the marked part out on a line
of its own that does not break, and a text without a UI shows the marks as nothing.
"""

from __future__ import annotations

import re
from pathlib import Path

START = "\u2068"
END = "\u2069"
_MARKED = re.compile(f"{START}([^{END}]*){END}")


def marked(path: Path | str) -> str:
    """``path`` as it goes into a notice's ``%1``."""
    return f"{START}{path}{END}"


def parts(text: str) -> list[tuple[str, bool]]:
    """``text`` cut into (piece, is_path) in order; empty pieces left out."""
    out: list[tuple[str, bool]] = []
    at = 0
    for m in _MARKED.finditer(text):
        if m.start() > at:
            out.append((text[at : m.start()], False))
        out.append((m.group(1), True))
        at = m.end()
    if at < len(text):
        out.append((text[at:], False))
    return [(piece, is_path) for piece, is_path in out if piece]


def unmarked(text: str) -> str:
    """``text`` without the marks (for a log, or a line that wraps as it likes)."""
    return text.replace(START, "").replace(END, "")

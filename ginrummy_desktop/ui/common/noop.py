"""``QT_TRANSLATE_NOOP`` typed as returning ``str`` (PySide's returns ``object``): marks a
text for lupdate, which reads the call by name, and gives the source text back."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    return source

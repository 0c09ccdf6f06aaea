"""A wrapping label held at one height whichever of its texts it shows: a description
under a choice (New game's rules and levels, the score pad's rules) does not make the
form below it jump as the choice changes."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def hold_height(label: QLabel, words: list[str]) -> None:
    """``label`` fixed at the height of the tallest of ``words`` at its width, measured
    by a hidden twin with its font and margins (the shown text is never touched).
    Fixed, not a minimum: a form gives a label its size hint's height where it has
    room, which for a long text is that of a narrower label (four lines where two
    fill the width)."""
    if label.width() < 40:
        return
    twin = QLabel()
    twin.setFont(label.font())
    twin.setWordWrap(True)
    twin.setContentsMargins(label.contentsMargins())
    twin.setMargin(label.margin())
    twin.setIndent(label.indent())
    tallest = 0
    for text in words:
        twin.setText(text)
        tallest = max(tallest, twin.heightForWidth(label.width()))
    if label.minimumHeight() != tallest or label.maximumHeight() != tallest:
        label.setFixedHeight(tallest)

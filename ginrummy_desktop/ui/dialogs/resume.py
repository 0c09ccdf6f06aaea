"""The questions and notices of the autosave, as message boxes: continue the saved game
or start afresh, and what went wrong with a save or the history."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ...app import kept_path
from ...app.autosave import ResumeOffer, facts_in
from ...app.i18n import as_words
from ...model.undo import has_played
from ..common.question import KeepCentred, ask, copies
from ..common.texts import LEVEL_NAMES, level_name, rules_name

CTX = "AutoSaver"  # the autosave's own words, translated where it was written first


def ask_to_resume(parent: QWidget | None) -> Callable[[ResumeOffer], bool]:
    """A ``confirm`` for :meth:`AutoSaver.resume` that asks with a message box."""

    def confirm(offer: ResumeOffer) -> bool:
        text = "\n\n".join((*offer.notices, offer.describe() + "\n" + game_line(offer)))
        return ask(
            parent,
            QCoreApplication.translate("AutoSaver", "Gin Rummy"),
            notice_html(text, path_fits(parent)),
            informative=QCoreApplication.translate(
                "AutoSaver", "A new game records the saved one as abandoned."
            )
            if has_played(offer.match, 0)
            else "",
            yes=QCoreApplication.translate("AutoSaver", "&Continue"),
            no=QCoreApplication.translate("AutoSaver", "&New game"),
            default_yes=True,
            # Esc or the close button keeps the saved game: they started a new one and
            # recorded the saved one as abandoned, its file written over (play-test h138).
            escape_yes=True,
            icon=QMessageBox.Icon.Warning if offer.notices else QMessageBox.Icon.Question,
            text_format=Qt.TextFormat.RichText,
            copy_text=kept_path.unmarked(text),
        )

    return confirm


def game_line(offer: ResumeOffer) -> str:
    """Which game it is: its rules and the computer's level, as the window's corner
    says them ("Finnish, first method · computer: Advanced"); the question named
    neither (play-test h113). An old save that kept no level: its rules alone."""
    rules = rules_name(offer.match.rules)
    if offer.migrated or offer.level not in LEVEL_NAMES:
        line = rules
    else:
        line = (
            QCoreApplication.translate("AutoSaver", "%1 · computer: %2", "the saved game's rules")
            .replace("%1", rules)
            .replace("%2", level_name(offer.level))
        )
    # A duplicate game says so, and against whom (play-test h145: it was left out).
    reference = facts_in(offer.extra).duplicate
    if reference in LEVEL_NAMES:
        line += QCoreApplication.translate(
            "AutoSaver", " · duplicate against %1", "after the saved game's rules and level"
        ).replace("%1", level_name(reference))
    return line


# The property a long-lived window of the main window's sets to take the notices told
# while it is in use (the score pad).
TAKES_NOTICES = "takesNotices"


def notice_parent(parent: QWidget) -> QWidget:
    """Where a notice goes: over the window in use when it is one of ``parent``'s own
    that takes notices (the score pad), so that it is seen there and does not hold that
    window up from behind the main window; else over ``parent``. Not over a question
    or the lesson: the notice went with them when they were done (review h141)."""
    active = QApplication.activeWindow()
    w = active
    while w is not None and w is not parent:
        w = w.parentWidget()
    if active is None or w is not parent or not active.property(TAKES_NOTICES):
        return parent
    return active


def show_notice(parent: QWidget, text: str | Callable[[], str]) -> None:
    """The autosave's ``notice``: a warning that does not block the game. Given as a
    function that words it, it is worded again when the language changes while it is
    open (a save failure at the first start stayed in English under the question where
    bokmål was chosen: play-test h138)."""
    over = notice_parent(parent)
    box = NoticeBox(as_words(text), over)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    KeepCentred(box, box.parentWidget() or parent)
    box.open()


class NoticeBox(QMessageBox):
    """A warning whose words come from ``words``, asked again on a change of language."""

    def __init__(self, words: Callable[[], str], parent: QWidget) -> None:
        super().__init__(QMessageBox.Icon.Warning, "", "", parent=parent)
        self._words = words
        self.setTextFormat(Qt.TextFormat.RichText)
        self._fill()
        copies(self, lambda: kept_path.unmarked(self._words()))  # the words, not the markup

    def _fill(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("AutoSaver", "Gin Rummy"))
        self.setText(notice_html(self._words(), path_fits(self.parentWidget())))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()


PARAGRAPH_GAP = 10  # px between a notice's paragraphs (its "\n\n")


# What a message box keeps beside its text: the icon, the margins and the spacing.
BOX_FRAME = 120


def path_fits(where: QWidget | None) -> Callable[[str], bool]:
    """Whether a path fits on one line of a message box over ``where``: a box grows to
    the screen's width on a screen up to 1024 wide, else to 1000 px at most and leaves
    480 px of the screen free (QMessageBox's own limits)."""
    screen = (where.screen() if where is not None else None) or QApplication.primaryScreen()
    width = screen.availableGeometry().width() if screen is not None else 1024
    widest = width if width <= 1024 else min(width - 480, 1000)
    metrics = QFontMetrics(QApplication.font())
    return lambda line: metrics.horizontalAdvance(line) <= widest - BOX_FRAME


def notice_html(text: str, fits: Callable[[str], bool] = lambda _line: True) -> str:
    """A notice's plain text as rich text for a message box: a blank line between its
    paragraphs, and each file's path (marked by app/kept_path.py) on a line of its own
    that does not break, with the stop after it, where it ``fits`` on one line of the
    box (path_fits): the box grows to show it whole. The plain text broke it at hyphens
    and slashes ("current-" / "match.json.damaged-…"). A path too long for the box's
    widest is still a line of its own, broken where it must: unbroken, it was cut."""
    blocks: list[str] = []
    for number, paragraph in enumerate(text.split("\n\n")):
        pieces = kept_path.parts(paragraph)
        lines: list[tuple[str, bool]] = []
        i = 0
        while i < len(pieces):
            piece, is_path = pieces[i]
            if is_path and i + 1 < len(pieces):
                # "…kept as %1." : the stop stays with the path, the rest goes on after.
                after = pieces[i + 1][0]
                stop = re.match(r"\S*", after)
                glued = stop.group(0) if stop else ""
                lines.append((piece + glued, True))
                rest = after[len(glued) :].strip()
                if rest:
                    lines.append((rest, False))
                i += 2
                continue
            if piece.strip():
                lines.append((piece.strip(), is_path))
            i += 1
        for n, (line, is_path) in enumerate(lines):
            style = f"margin-top:{PARAGRAPH_GAP if number and not n else 0}px; margin-bottom:0"
            if is_path and fits(line):
                style += "; white-space:nowrap"
            body = html.escape(line).replace("\n", "<br>")
            blocks.append(f'<p style="{style}">{body}</p>')
    return "".join(blocks)

"""A kept file's path in a start-up notice stays on one line of the message box: the
plain text broke it at its hyphens ("current-" at a line's end, "match.json…" under it),
as if the name had a hyphen of the box's own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from ginrummy_desktop.app import kept_path
from ginrummy_desktop.app.autosave import save_notice
from ginrummy_desktop.persistence import LoadOutcome, LoadProblem
from ginrummy_desktop.ui.dialogs.resume import notice_html, show_notice

KEPT = Path("/home/maija-liisa/GinRummy/current-match.json.damaged-20261206-210720")


def test_the_notice_marks_the_path_it_names() -> None:
    text = save_notice(LoadOutcome(problem=LoadProblem.NOT_JSON, moved_to=KEPT))
    assert (str(KEPT), True) in kept_path.parts(text)
    assert kept_path.unmarked(text).endswith(f" {KEPT}.")


def test_the_path_is_a_line_of_its_own_that_does_not_break() -> None:
    text = "Headline.\n\nWhy it was. " + "It was kept as " + kept_path.marked(KEPT) + ". After."
    page = notice_html(text)
    assert page.count("<p ") == 4  # the headline; why; the path with its stop; after
    assert f'white-space:nowrap">{KEPT}.</p>' in page
    assert page.count("nowrap") == 1


def test_the_box_grows_to_show_the_path_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    text = save_notice(LoadOutcome(problem=LoadProblem.NOT_JSON, moved_to=KEPT))
    show_notice(parent, text)
    box = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    )
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    path_width = QFontMetrics(label.font()).horizontalAdvance(f"{KEPT}.")
    # Half a screen is where the box starts to wrap its text: the path is wider than that.
    screen = box.screen().availableGeometry().width()
    assert path_width > min(screen // 2, 500)
    assert label.width() >= path_width
    box.close()

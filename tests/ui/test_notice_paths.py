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


def _shown_box(parent: QWidget, text: str) -> QMessageBox:
    show_notice(parent, text)
    return next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()
    )


def test_a_path_too_long_for_the_box_breaks_rather_than_being_cut(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Unbroken, a path wider than the box can grow was cut at its edge, the file's name
    lost (review h88): such a path is broken where it must, all of it in sight."""
    parent = QWidget()
    qtbot.addWidget(parent)
    long = Path("/home/" + "a-very-long-folder-name/" * 8) / KEPT.name
    box = _shown_box(parent, save_notice(LoadOutcome(problem=LoadProblem.NOT_JSON, moved_to=long)))
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    assert QFontMetrics(label.font()).horizontalAdvance(str(long)) > box.screen().size().width()
    assert "nowrap" not in label.text()
    assert label.sizeHint().width() <= label.width()  # nothing runs past the label
    box.close()


def test_ctrl_c_copies_the_words_not_the_markup(qtbot) -> None:  # type: ignore[no-untyped-def]
    """QMessageBox copies its label's text as it is (on Windows): the notice's markup."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    parent = QWidget()
    qtbot.addWidget(parent)
    text = save_notice(LoadOutcome(problem=LoadProblem.NOT_JSON, moved_to=KEPT))
    box = _shown_box(parent, text)
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    QApplication.clipboard().clear()
    QTest.keyClick(box, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.clipboard().text() == kept_path.unmarked(text)
    assert str(KEPT) in QApplication.clipboard().text()
    box.close()

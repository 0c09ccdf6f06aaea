"""A question or notice stays centred over its window while it shows: at the start the
window is maximised after the question about the saved game has opened."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ginrummy_desktop.ui.common.question import ask
from ginrummy_desktop.ui.dialogs import resume


def _window(qtbot) -> QWidget:
    w = QWidget()
    qtbot.addWidget(w)
    w.setGeometry(QRect(300, 200, 500, 400))
    w.show()
    qtbot.waitExposed(w)
    return w


def _off_centre(box: QWidget, over: QWidget) -> QPoint:
    return box.frameGeometry().center() - over.frameGeometry().center()


def test_a_question_follows_its_window_when_that_grows_under_it(qtbot):
    w = _window(qtbot)
    seen: list[tuple[QPoint, QPoint]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        try:
            before = _off_centre(box, w)
            w.setGeometry(QRect(0, 0, 1300, 900))  # maximised after the box opened
            QApplication.processEvents()
            seen.append((before, _off_centre(box, w)))
        finally:
            box.buttons()[0].click()  # the yes button (added first)

    QTimer.singleShot(0, answer)
    assert ask(w, "Gin Rummy", "Continue the saved game?", yes="Continue", no="New game")
    ((before, after),) = seen
    assert before.manhattanLength() <= 2  # Qt put it over the window as it was
    assert after.manhattanLength() <= 2  # and it moved along with the window


def test_a_notice_follows_its_window_too(qtbot):
    w = _window(qtbot)
    resume.show_notice(w, "The saved game could not be read.")
    box = next(b for b in w.findChildren(QMessageBox) if b.isVisible())
    qtbot.waitExposed(box)
    assert _off_centre(box, w).manhattanLength() <= 2
    w.setGeometry(QRect(0, 0, 1300, 900))
    QApplication.processEvents()
    assert _off_centre(box, w).manhattanLength() <= 2
    box.close()


def test_a_window_may_go_while_its_notice_shows(qtbot):
    """The program closing with a notice open: the window and the box go together."""
    w = QWidget()
    w.setGeometry(QRect(300, 200, 500, 400))
    w.show()
    qtbot.waitExposed(w)
    resume.show_notice(w, "The saved game could not be read.")
    box = next(b for b in w.findChildren(QMessageBox) if b.isVisible())
    gone: list[bool] = []
    box.destroyed.connect(lambda: gone.append(True))
    w.deleteLater()
    qtbot.waitUntil(lambda: bool(gone))


def test_a_notice_given_as_words_follows_a_change_of_language(qtbot, language):
    """Play-test h138: a save failure at the first start was told in English in a box
    under the first start's question; bokmål chosen there, the box stayed English."""
    from PySide6.QtCore import QCoreApplication

    w = _window(qtbot)

    def words() -> str:
        return QCoreApplication.translate("AutoSaver", "Your game history could not be read.")

    resume.show_notice(w, words)
    box = next(b for b in w.findChildren(QMessageBox) if b.isVisible())
    assert "Your game history could not be read." in box.text()
    language.set_language("nb")
    QApplication.processEvents()
    assert "Spillhistorikken din kunne ikke leses." in box.text()
    box.close()

"""Help → Learn to play and the two follow-ups, and the offer of the guided game on the
first start (asked once: whoever answers, yes or no, is not asked again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QWidget,
)

from ...app import settings as S
from ...app.i18n import LANGUAGES
from ...lessons import FollowUpId
from ...model import Rules
from ..common.question import KeepCentred
from .texts import LessonTexts

if TYPE_CHECKING:
    from ..window.main_window import MainWindow
    from .followup_dialog import FollowUpDialog
    from .window import LessonWindow

LESSON_OFFERED = S.LESSON_OFFERED
# The computer a newcomer's first game is played against, after the lesson the first
# start offered: the gentlest of the levels.
NEWCOMER_LEVEL = "beginner"


class LessonLauncher(QObject):
    """Adds the lessons to the window's Help menu and opens them. While the guided game
    is open the main window's computer waits; its match is never touched."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.texts = LessonTexts(self)
        self.lesson_window: LessonWindow | None = None
        self.follow_up: FollowUpDialog | None = None
        self.offer_box: QMessageBox | None = None
        # The level the game on the table had when a newcomer said yes to the first
        # start's lesson (None: no such lesson open, or the level was the person's own).
        self._newcomer_from: str | None = None
        menu = window.help_menu
        first = menu.actions()[0] if menu.actions() else None
        self.learn_action = QAction(window)
        self.learn_action.setObjectName("learn_to_play")
        self.learn_action.triggered.connect(self.start_lesson)
        self.follow_up_actions: dict[FollowUpId, QAction] = {}
        for fid in FollowUpId:
            action = QAction(window)
            action.setObjectName("lesson_" + fid.value)
            action.triggered.connect(lambda _=False, f=fid: self.open_follow_up(f))
            self.follow_up_actions[fid] = action
        actions = [self.learn_action, *self.follow_up_actions.values()]
        menu.insertActions(first, actions)  # type: ignore[arg-type]
        self.separator = menu.insertSeparator(first) if first is not None else None
        window.languages.language_changed.connect(lambda _c: self.retranslate_ui())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        # The menu's own words, with access keys (the lessons' titles have none).
        self.learn_action.setText(self.tr("&Learn to play…"))
        menu = {
            FollowUpId.KNOCK_OR_GIN: self.tr("Knock or &wait for gin?"),
            FollowUpId.UNDERCUTS_AND_LAYOFFS: self.tr("&Undercuts and layoffs"),
        }
        for fid, action in self.follow_up_actions.items():
            action.setText(menu.get(fid) or self.texts.follow_up_title(fid))

    def _rules(self) -> Rules:
        # The rules the person chose: those of the game on the table, else the settings'.
        match = self.window.controller.match
        return match.rules if match is not None else self.window.settings.rules()

    # ------------------------------------------------------------ the guided game
    def start_lesson(self) -> LessonWindow:
        from .window import LessonWindow

        if self.lesson_window is not None:
            self.lesson_window.raise_()
            self.lesson_window.activateWindow()
            return self.lesson_window
        w = self.window
        lesson = LessonWindow(self._rules(), w.settings, w.languages, parent=w)
        self.lesson_window = lesson
        w.controller.set_paused(True)
        lesson.finished.connect(self._lesson_finished)
        # Over the game's window, as large and in the same place: given only its size,
        # the window manager put it lower, and at 1366x768 its bottom was off the screen.
        if w.isMaximized() or w.isFullScreen():
            lesson.showMaximized()
        else:
            lesson.setGeometry(w.geometry())
            lesson.show()
        return lesson

    def _lesson_finished(self, _completed: bool) -> None:
        lesson = self.lesson_window
        self.lesson_window = None
        self._newcomer_game()
        self.window.controller.set_paused(False)
        self.window.focus_table()
        if lesson is not None:
            lesson.deleteLater()

    def _newcomer_game(self) -> None:
        """After the lesson a newcomer said yes to on the first start, done or skipped,
        the game on the table is played against the gentlest computer, chosen as the
        Level menu chooses it (the setting, the menu's tick, the computer's plate) and
        said in the status bar: it was the default Intermediate. A level that was in the
        settings before, or chosen while the lesson was open, is left as it is."""
        was, self._newcomer_from = self._newcomer_from, None
        w = self.window
        if was is None or w.settings.get(S.AI_LEVEL) != was or was == NEWCOMER_LEVEL:
            return
        for action in w.level_group.actions():
            if action.data() == NEWCOMER_LEVEL:
                action.trigger()
                w.show_status(self.texts.newcomer_level())
                # On the table too: the status line alone went unseen, and the level
                # seemed to change without a word (play-test h160). The computer's
                # first move leaves it up: it is no hint about the position.
                w.table.table.flash_hint("", self.texts.newcomer_level, lasting=True)
                return

    # ------------------------------------------------------------ follow-ups
    def open_follow_up(self, fid: FollowUpId) -> FollowUpDialog:
        from .followup_dialog import FollowUpDialog

        scene = self.window.table.table
        dialog = FollowUpDialog(
            self.window, fid, self._rules(), images=scene.images, deck=scene.deck, back=scene.back
        )
        self.follow_up = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(self.window.focus_table)
        dialog.open()
        return dialog

    # ------------------------------------------------------------ first start
    def offer_on_first_start(
        self, *, played_before: bool = False, level_chosen: bool = False
    ) -> QMessageBox | None:
        """Ask once whether to play the guided game; None when it was asked before, or
        when the person has ``played_before`` (a saved game or a history: the settings
        file was set aside as damaged, and a player of many games was asked again).
        After a lesson said yes to, the game on the table is against the Beginner,
        unless the settings held a level before this start (``level_chosen``)."""
        settings = self.window.settings
        if settings.get(LESSON_OFFERED):
            return None
        settings.set(LESSON_OFFERED, True)
        if played_before:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.texts.offer_title(),
            self.texts.offer_text(),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setObjectName("LessonOffer")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)  # Return takes the lesson
        # Asked as the window first shows: it is maximised (or moved by the window
        # manager) only afterwards, and the box stayed where the window had been, off
        # to the side of the table and past the screen's edge (play-test h71).
        keeper = KeepCentred(box, self.window)
        OfferLanguage(box, self.window, self.texts, keeper)
        self.offer_box = box
        # The computer waits for the answer: it took the upcard and threw a card behind
        # the question, the new player seeing a game already under way (play-test 11).
        controller = self.window.controller
        controller.set_paused(True)

        def done(result: int) -> None:
            if self.offer_box is not box:
                return  # answered already (finished comes again with a second done)
            self.offer_box = None
            box.deleteLater()
            if result == QMessageBox.StandardButton.Yes:
                if not level_chosen:
                    self._newcomer_from = settings.get(S.AI_LEVEL)
                self.start_lesson()  # paused until the lesson ends
            else:
                controller.set_paused(False)

        box.finished.connect(done)
        box.open()
        return box


class OfferLanguage(QObject):
    """The first question's language, chosen in it: it is the first thing the game
    asks, in the system's language, and the Language menu is out of reach behind it (a
    Norwegian on an English system had to answer in English first: play-test h131).
    The choice is the menu's, kept in the settings, and the question is asked again in
    it. The row stands where an informative text would, between the question and its
    buttons; Qt builds the box's layout anew on a style change (a theme switched), and
    the row is put back in it. A child of the box: it goes with the box, and its slot
    with it (review h136)."""

    def __init__(
        self, box: QMessageBox, window: MainWindow, texts: LessonTexts, keeper: KeepCentred
    ) -> None:
        super().__init__(box)
        self.box = box
        self.window = window
        self.texts = texts
        self.keeper = keeper
        # A native alert (macOS) would show none of it.
        box.setOption(QMessageBox.Option.DontUseNativeDialog, True)
        self.row = QWidget(box)
        self.combo = QComboBox(self.row)
        self.combo.setObjectName("LessonOfferLanguage")
        for code, name in LANGUAGES.items():
            self.combo.addItem(name, code)
        self.combo.setCurrentIndex(self.combo.findData(window.languages.current))
        self.combo.activated.connect(self.choose)
        # In every language at once: whoever cannot read the question can read this.
        label = QLabel(
            QCoreApplication.translate("LessonOffer", "Language · Kieli · Språk:"), self.row
        )
        label.setBuddy(self.combo)
        line = QHBoxLayout(self.row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(label)
        line.addWidget(self.combo)
        line.addStretch(1)
        self.place()
        buttons = box.buttons()
        if buttons:
            QWidget.setTabOrder(self.combo, buttons[0])  # it stands above them
        box.installEventFilter(self)
        window.languages.language_changed.connect(self.reword)

    def place(self) -> None:
        grid = self.box.layout()
        question = self.box.findChild(QLabel, "qt_msgbox_label")
        if not isinstance(grid, QGridLayout) or question is None:
            return
        at = grid.indexOf(question)
        if at < 0 or grid.indexOf(self.row) >= 0:
            return
        # Under the question, in its column (the icon and a spacer are left of it).
        where: tuple[int, int, int, int] = grid.getItemPosition(at)  # type: ignore[assignment]
        grid.addWidget(self.row, where[0] + 1, where[1])
        self.row.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.box and event.type() == QEvent.Type.StyleChange:
            QTimer.singleShot(0, self, self.place)  # once the box has its new layout
        return False

    @Slot(int)
    def choose(self, index: int) -> None:
        code = self.combo.itemData(index)
        if code != self.window.languages.current:  # the system's, if followed, kept
            self.window.language_group.choose(code)

    @Slot(str)
    def reword(self, code: str) -> None:
        box = self.box
        box.setWindowTitle(self.texts.offer_title())
        box.setText(self.texts.offer_text())
        self.combo.setCurrentIndex(self.combo.findData(code))
        box.adjustSize()
        self.keeper.centre()

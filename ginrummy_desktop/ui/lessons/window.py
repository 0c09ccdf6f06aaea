"""The guided first game: the game's own table and scoresheet, driven by a lesson, with a
coach mark that points at the item each step is about."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QGraphicsItem,
    QMainWindow,
    QWidget,
)

from ...app import settings as S
from ...app.controller import PERSON
from ...app.i18n import LanguageManager
from ...lessons import Lesson, Refusal, Step, TargetKind
from ...model import (
    BigGin,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    NextHand,
    Pass,
    Phase,
    Rules,
    TakeUpcard,
)
from ...model.actions import Discard
from ..common.action_button import is_plain_return
from ..common.menu_bar_keys import MenuBarKeys
from ..common.panel_style import text_scale
from ..common.question import ask
from ..dialogs.help import RulesHelpDialog
from ..scoresheet.panel import ScoresheetPanel
from ..table.callouts import CalloutKind
from ..table.view import TableView
from ..window.actions import ActionRegistry, key_sequence
from ..window.dialogs import rules_help_beside
from ..window.language_menu import make_language_group
from ..window.play_binding import PlayBinding
from ..window.table_look import LOOK_KEYS, apply_look
from .coach import CoachBubble, CoachOverlay, Place, place_bubble
from .controller import LessonController
from .targets import Aim, TargetFinder
from .texts import LessonTexts
from .words import sheet_words, table_words

BUBBLE_EMS = 30  # the bubble's widest, in text heights
FACE_DOWN_WEIGHT = 0.2  # a pixel of a face-down card covered, against 1.5 of a face
# The scoresheet, where the bubble must go over it: its words and written rows weigh
# less than the cards' faces (the table is what the lesson is about), its blank paper
# next to nothing.
SHEET_WORDS_WEIGHT = 0.8
SHEET_PAPER_WEIGHT = 0.05
MIN_BUBBLE_WIDTH = 220  # narrower, the bubble's text runs to too many lines
SHEET_MIN_WIDTH = 220  # the scoresheet dock's, at the system's text size
# A place for the bubble that costs more than this (covers about a card's face, or is
# far from its target) is worth a try at a narrower width: these shares of the widest,
# then the scoresheet's width.
CROWDED_COST = 8000.0
NARROWER = (0.85, 0.7)
# Where no width finds a free place, a line more of text in a narrower bubble costs as
# much as this (as 37 pixels more between the bubble and its target).
LINE_COST = 1500.0


# The table's action of each move a step may wait for (its key is the action's).
MOVE_ACTIONS: dict[type, str] = {
    DrawStock: "draw_stock",
    DrawDiscard: "draw_discard",
    TakeUpcard: "take_upcard",
    Pass: "pass",
    Discard: "discard",
    Knock: "knock",
    LayOff: "lay_off",
    FinishLayoff: "finish_layoffs",
    NextHand: "next_hand",
    BigGin: "big_gin",
}
# Past the cards' flight, before the next step's bubble comes.
LANDING_MARGIN_MS = 80

# The moves made with the card chosen by the arrows.
CARD_MOVES = (Discard, Knock, LayOff)

# Marks round cards of the hand, which a card held over it moves aside.
HAND_KINDS = (TargetKind.HAND, TargetKind.HAND_CARD, TargetKind.MELD_GROUP)


def _join_words(*parts: str) -> str:
    return " ".join(p for p in parts if p)


class LessonWindow(QMainWindow):
    """A window of its own, so the match in the main window (and its autosave, history
    and statistics) is never touched: the lesson's controller talks to nothing else.

    ``finished(completed)`` is emitted once, when the lesson ends or is skipped."""

    finished = Signal(bool)

    def __init__(
        self,
        rules: Rules,
        settings: S.Settings,
        languages: LanguageManager | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("LessonWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.settings = settings
        self.texts = LessonTexts(self)
        self.lesson = Lesson(rules)
        self.controller = LessonController(self.lesson, self)
        self.registry = ActionRegistry(self)
        self.table = TableView(self.registry.actions, self)
        self.setCentralWidget(self.table)
        scene = self.table.table
        apply_look(scene, settings)  # the table as the game's is drawn, and as it changes
        settings.changed.connect(self._setting_changed)  # a method: gone with the window
        self._pace(settings.get(S.SPEED))
        scene.arrangement.set_mode("melds")  # so the lesson's melds form where it says
        self.binding = PlayBinding(
            self.controller,
            self.table,
            self.registry,
            self,
            confirm_knock=lambda: False,
            ask_before_finishing=False,
        )
        self.addActions(self.registry.window_actions())  # the table's keys
        self.sheet = ScoresheetPanel(self)
        self.sheet.set_title_visible(False)  # the dock's title bar says "Scoresheet"
        self.sheet.set_match(self.lesson.match)
        self.sheet.follow_settings(settings)  # its pencil on a high-contrast table
        self.sheet_dock = QDockWidget(self)
        self.sheet_dock.setObjectName("LessonScoresheetDock")
        self.sheet_dock.setWidget(self.sheet)
        self.sheet_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.sheet_dock.setMinimumWidth(SHEET_MIN_WIDTH)
        self.sheet_scale = 1.0
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self.language_menu = None
        if languages is not None:
            self.language_menu = self.menuBar().addMenu("")
            group = make_language_group(languages, self, settings)
            self.language_menu.addActions(group.language_actions)
            self.language_menu.addSeparator()
            self.language_menu.addAction(group.system)
        # How to play (F1) beside the lesson: a newcomer could not look a rule up until
        # the lesson was over (play-test h121).
        self.rules_help: RulesHelpDialog | None = None
        self.help_menu = self.menuBar().addMenu("")
        rules_help = self.registry["rules_help"]
        rules_help.triggered.connect(self.show_rules_help)
        self.help_menu.addAction(rules_help)  # (F1 is among the window's actions)
        # One Esc out of the menu gives the arrows back to the table (play-test h98).
        self.menu_bar_keys = MenuBarKeys(self.menuBar(), self.table.setFocus)
        self.finder = TargetFinder(self, self.table, self.sheet)
        self.overlay = CoachOverlay(self)
        self.bubble = CoachBubble(self)
        self.bubble.show_me.clicked.connect(self.show_me)
        self.bubble.next.clicked.connect(self.next_step)
        self.bubble.skip.clicked.connect(self.skip)
        # Return and Enter press the bubble's default button (Next on a step to read,
        # Show me on one that waits for a move), wherever the focus is: a QPushButton's
        # default works only in a dialog, and Return did nothing. Where the step's move
        # is a discard, they stay the table's discard (exclusive: _hold_return).
        self.coach_return = QAction(self)
        self.coach_return.setObjectName("coach_return")
        self.coach_return.setShortcuts([key_sequence("Return"), key_sequence("Enter")])
        # Return is the lesson's alone: where a discard is due it throws the chosen card
        # as the table's discard would, and with none chosen it is Show me (it did
        # nothing there, play-test 12). The table's discard keeps its other ways in.
        self.registry["discard"].setShortcuts([])
        self.coach_return.triggered.connect(self.press_default)
        self.addAction(self.coach_return)
        # Tab from the table reaches the bubble's buttons first (it went to the
        # scoresheet's "Full view…"), the one Return presses before the others.
        b = self.bubble
        for first, then in (
            (self.table, b.show_me),
            (b.show_me, b.next),
            (b.next, b.skip),
            (b.skip, self.sheet.full_button),
        ):
            QWidget.setTabOrder(first, then)
        self._refusal: Refusal | None = None
        self._done = False
        self._aim = Aim(None)
        self._place_timer = QTimer(self)
        self._place_timer.setSingleShot(True)
        self._place_timer.setInterval(0)
        self._place_timer.timeout.connect(self.place_coach)
        # How to play moved or resized over the lesson: the bubble steps aside once the
        # window rests (review h133), not at every step of a drag.
        self._help_moved = QTimer(self)
        self._help_moved.setSingleShot(True)
        self._help_moved.setInterval(200)
        self._help_moved.timeout.connect(self.place_coach)
        # A computer's note that fades (or a refusal that comes) changes the words the
        # rings and the arrow pass beside, and nothing else: they are drawn anew, the
        # bubble stays (a ring round the computer's melds kept a gap where its faded
        # note had been, play-test h71).
        self._clear: tuple[QRect, ...] = ()
        self._faces: tuple[QRect, ...] = ()
        self._words_timer = QTimer(self)
        self._words_timer.setSingleShot(True)
        self._words_timer.setInterval(0)
        self._words_timer.timeout.connect(self._redraw_marks)
        for note in scene.feedback.callouts.items.values():
            note.visibleChanged.connect(self._words_timer.start)
        self.controller.step_changed.connect(self._on_step)
        self.controller.refused.connect(self._on_refused)
        self.controller.changed.connect(lambda _c: self._hold_return())
        # The sheet once the answer is on the table: it reads the lesson's match, which
        # has the hand scored while the computer's layoffs are still to be shown.
        self.controller.changed.connect(
            lambda _c: None if self.controller.answering else self.sheet.refresh()
        )
        self.controller.step_changed.connect(lambda _s: self.sheet.refresh())
        self.controller.changed.connect(lambda _c: self._place_timer.start())
        scene.laid_out.connect(self._place_timer.start)
        scene.hand_shifted.connect(self._hand_shifted)
        scene.dealing_changed.connect(lambda _dealing: self._place_timer.start())
        self.table.result_panel.content_changed.connect(self._place_timer.start)
        # The result panel comes once the cards are down, after the changes above: the
        # coach's arrow at it is aimed again then (review h155).
        self.table.panels_shown.connect(self._place_timer.start)
        self.sheet_dock.visibilityChanged.connect(lambda _v: self._place_timer.start())
        self.controller.start()
        self.resize(1180, 760)
        self.retranslate_ui()

    def _setting_changed(self, key: str) -> None:
        if key in LOOK_KEYS:
            apply_look(self.table.table, self.settings)
        if key == S.SPEED.key:
            self._pace(self.settings.get(S.SPEED))

    def _pace(self, speed: str) -> None:
        """The cards fly, and the computer answers, at the game's speed."""
        self.table.table.duration = S.SPEED_ANIMATION[speed]
        self.controller.set_delay(S.SPEED_DELAYS[speed])
        landing = S.SPEED_ANIMATION[speed]
        self.controller.set_landing(landing + LANDING_MARGIN_MS if landing else 0)

    # ------------------------------------------------------------ the lesson
    @property
    def step(self) -> Step | None:
        """The step the table shows (the lesson is a step on while the computer's
        answer is being shown)."""
        return self.controller.step

    def show_me(self) -> bool:
        return self.controller.show_me()

    def next_step(self) -> bool:
        return self.controller.acknowledge()

    def press_default(self) -> bool:
        """Return's press: the bubble's button for this step, Next or Show me."""
        step = self.step
        if step is None or self._done:
            return False
        if (
            not step.wait.is_acknowledge
            and self._discard_due()
            and self.table.table.selected is not None
        ):
            self.registry["discard"].trigger()  # the chosen card, as in a game
            return True
        button = self.bubble.next if step.wait.is_acknowledge else self.bubble.show_me
        button.click()
        return True

    def _discard_due(self) -> bool:
        if not self.controller.has_match():
            return False
        view = self.controller.view(PERSON)
        return view.phase is Phase.DISCARD and view.turn == PERSON

    def _focused_button(self) -> QAbstractButton | None:
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and self.isAncestorOf(focus):
            return focus
        return None

    def event(self, event: QEvent) -> bool:
        # A button Tab went to takes Return itself (Skip, "Full view…", a button over
        # the table), before the window's Return: the key goes on to keyPressEvent.
        override = event.type() == QEvent.Type.ShortcutOverride
        key = event if override and isinstance(event, QKeyEvent) else None
        if key is not None and is_plain_return(key) and self._focused_button() is not None:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        button = self._focused_button()
        if is_plain_return(event) and button is not None:
            button.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def _on_step(self, _step: Step | None) -> None:
        self._refusal = None
        # A card chosen for the step before is let go: Return then presses the new
        # step's button, not a throw of a card raised long ago (play-test h140).
        self.table.table.set_selected(None)
        if self.lesson.finished:
            self._finish(True)
            return
        self.retranslate_ui()

    def _on_refused(self, refusal: Refusal) -> None:
        self._refusal = refusal
        self._fill_bubble()
        if self.step is not None and self.bubble.isVisible():
            # Said in red in the bubble, by its arrow: the same words on the table too
            # lay over the arrow's tip (play-tests h131, h135).
            self.table.table.feedback.callouts.dismiss(CalloutKind.REFUSAL)

    def _finish(self, completed: bool) -> None:
        if self._done:
            return
        self._done = True
        self.finished.emit(completed)
        self.close()

    def skip(self) -> None:
        """Skip: the lesson ends, asked first once it is under way (a click that went
        wide ended it with no word, and it starts again at its first step: h121)."""
        if self._may_leave():
            self._done = True
            self.finished.emit(False)
            self.close()

    def _may_leave(self) -> bool:
        self.controller.show_all()  # the answer on the table, not under the question
        if self._done or self.lesson.finished or self.controller.step_index == 0:
            return True
        return self.confirm_leave()

    def confirm_leave(self) -> bool:
        t = self.texts
        return ask(
            self,
            t.title(),
            t.leave_question(self.controller.step_index + 1, len(self.lesson.steps)),
            informative=t.leave_informative(),
            yes=t.leave(),
            no=t.stay(),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        # The window's own close button asks as Skip does; a close from the program
        # (the game quitting) does not.
        if event.spontaneous() and not self._may_leave():
            event.ignore()
            return
        self.controller.drop_answer()  # nothing more comes to a closed window
        if not self._done:
            self._done = True
            self.finished.emit(False)
        super().closeEvent(event)

    # ------------------------------------------------------------ words
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.registry.retranslate_ui()
        self.setWindowTitle(self.texts.title())
        self.sheet_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Scoresheet"))
        if self.language_menu is not None:
            self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self._fill_bubble()

    def show_rules_help(self) -> None:
        """How to play, by the lesson's rules, in the table's card style; one window,
        not modal, that stays open beside the lesson."""
        opened = self.rules_help is None
        self.rules_help = rules_help_beside(
            self.rules_help, self, self.lesson.match.rules, self.table.table
        )
        # The bubble steps aside from it, and back once it is closed: at 1366x768 it
        # opened over the bubble of step 1, and no side of the table had room for both
        # (play-test h129).
        if opened:
            self.rules_help.finished.connect(lambda _result: self.place_coach())
            self.rules_help.installEventFilter(self)
        self.place_coach()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.rules_help and event.type() in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
        ):
            self._help_moved.start()
        return super().eventFilter(watched, event)

    def _rules_help_rect(self) -> QRect | None:
        """How to play where it lies over this window (window coordinates), if open."""
        helper = self.rules_help
        if helper is None or not helper.isVisible():
            return None
        frame = helper.frameGeometry()
        over = QRect(self.mapFromGlobal(frame.topLeft()), frame.size()).intersected(self.rect())
        return None if over.isEmpty() else over

    def _fill_bubble(self) -> None:
        step = self.step
        b = self.bubble
        if step is None:
            return
        index = self.controller.step_index
        b.counter.setText(
            self.texts.title() + " · " + self.texts.step_counter(index + 1, len(self.lesson.steps))
        )
        b.text.setText(self.texts.step(step))
        acknowledge = step.wait.is_acknowledge
        # A step's button that had the focus (Tab, then Return) and is now hidden would
        # pass the focus on to Skip, and the next Return close the lesson: it goes back
        # to the table, where Return is the step's button again (or the discard).
        focus = QApplication.focusWidget()
        stepping = focus is b.next or focus is b.show_me
        b.show_me.setText(self.texts.show_me())
        b.show_me.setVisible(not acknowledge)
        last = index == len(self.lesson.steps) - 1
        b.next.setText(self.texts.close() if last else self.texts.next())
        b.next.setVisible(acknowledge)
        b.skip.setText(self.texts.skip())
        b.skip.setVisible(not last)
        if stepping and (focus is None or not focus.isVisible()):
            self.table.setFocus()
        if self._refusal is not None:
            b.set_note(self.texts.refusal(self._refusal, self.controller.view(PERSON)), error=True)
        elif index == 0 and self.lesson.adjustments:
            rules = self.lesson.rules
            b.set_note(
                " ".join(self.texts.adjustment(a, rules) for a in self.lesson.adjustments),
                error=False,
            )
        elif not acknowledge:
            b.set_note(_join_words(self.texts.your_move(), self._keys_note(step)), error=False)
        else:
            b.set_note("", error=False)
        self._hold_return()
        self.place_coach()

    def _hide_coach(self) -> None:
        """The bubble and its marks out of sight. The keyboard's focus on its Show me
        or Next goes to the table first: Qt gave it to the next widget, the sheet's
        "Full view…", and the next Return opened the full sheet (review h144)."""
        focus = QApplication.focusWidget()
        if focus is not None and self.bubble.isAncestorOf(focus):
            self.table.setFocus()
        self.bubble.hide()
        self.overlay.hide()

    def _keys_note(self, step: Step) -> str:
        """How to make the step's move with the keys ("" if none is due)."""
        action = step.wait.action(self.lesson.match)
        name = MOVE_ACTIONS.get(type(action)) if action is not None else None
        if name is None:
            return ""
        key = self.registry.key_text(name)
        if not key:
            return ""
        card = getattr(action, "card", None) if isinstance(action, CARD_MOVES) else None
        return self.texts.keys(key, card.label if card is not None else None)

    def _hold_return(self) -> None:
        """Return and Enter (:meth:`press_default`) are the bubble's default button:
        Next on a step to read, Show me on one that waits for a move, drawn so, except
        where a discard is due: then they throw the chosen card, as in a game, and are
        Show me only while no card is chosen."""
        step = self.step
        self.coach_return.setEnabled(step is not None)
        b = self.bubble
        acknowledge = step is not None and step.wait.is_acknowledge
        b.next.setDefault(step is not None and acknowledge)
        b.show_me.setDefault(step is not None and not acknowledge and not self._discard_due())

    # ------------------------------------------------------------ placing
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The sheet's text grows with a tall window as the game's own sheet does (at
        # 1920x1080 the steps that point at it pointed at small print, play-test h71).
        scale = text_scale(self.height())
        if scale != self.sheet_scale:
            self.sheet_scale = scale
            self.sheet.set_text_scale(scale)
            self.sheet_dock.setMinimumWidth(round(SHEET_MIN_WIDTH * scale))
        self.place_coach()
        self._place_timer.start()  # once the table and the dock have their new sizes

    def _hand_shifted(self, shifted: bool) -> None:
        """A card held over the hand moves its cards aside: a ring round cards of the
        hand would stay where they were (play-test h160: the K♠'s ring while the 2♣
        was carried to the pile), so it goes until they are back, the bubble staying
        (:meth:`_ring_wanted`, for any placing of the coach meanwhile)."""
        if shifted and not self._ring_wanted():
            self.overlay.hide()
        elif not shifted:
            self._place_timer.start()

    def _ring_wanted(self) -> bool:
        """Whether the ring and arrow may show: not round cards of the hand while a
        held card has moved them aside."""
        step = self.step
        moved = self.table.table.input.hand_moved()
        return not (moved and step is not None and step.target.kind in HAND_KINDS)

    def aim(self) -> Aim:
        """Where the coach mark points now (window coordinates)."""
        return self.finder.aim(self.step)

    def place_coach(self) -> None:
        self.overlay.setGeometry(self.rect())
        step = self.step
        if step is None:
            self.bubble.hide()
            self.overlay.hide()
            return
        if self.table.table.dealing or self.controller.answering:
            # The cards of a new hand are flying out, or the step's move is made and
            # the computer answers: the bubble goes (it told of the computer's pass over
            # an empty pile, and stayed with "press Show me" and its ring round a card
            # gone to the pile: play-tests h140, h143); the next step's comes once the
            # cards lie.
            self._hide_coach()
            return
        # The deadwood count over the hand stands aside from a card the step points at
        # from above (in Finnish it lay over the 8♣, and the arrow passed under it).
        hand_card = step.target.kind is TargetKind.HAND_CARD
        self.table.table.labels.keep_count_off(step.target.cards if hand_card else ())
        self._aim = aim = self.aim()
        bounds = self.rect()
        bounds.setTop(self.table.mapTo(self, self.table.rect().topLeft()).y())
        px = max(13, min(18, round(self.height() / 50)))
        self.bubble.set_scale(px)
        widest = min(px * BUBBLE_EMS, max(260, round(self.table.width() * 0.45)))
        # What the bubble must leave clear where it can: the card to move, and what the
        # person may still press or must read (the result panel, the action bar, the
        # prompt) ...
        keep_clear = list(aim.also)
        for widget in (self.table.result_panel, self.table.action_bar):
            shown = self.finder.widget_rect(widget)
            if shown is not None:
                keep_clear.append(shown)
        # Each of the bar's buttons too: the bar holds the target when the step points
        # at one of them, so it is no obstacle to the arrow, which at step 19 ran across
        # "Take the upcard" to point at Pass (h81).
        for button in self.table.action_bar.findChildren(QAbstractButton):
            shown = self.finder.widget_rect(button)
            if shown is not None:
                keep_clear.append(shown)
        # The prompt, and the live deadwood count the steps talk about.
        for name in ("prompt", "deadwood"):
            badge = self.table.table.badges[name]
            if badge.isVisible() and badge.text():
                keep_clear.append(self.finder.scene_rect(badge.sceneBoundingRect()))
        # How to play, open beside the lesson and over part of it.
        helper = self._rules_help_rect()
        if helper is not None:
            keep_clear.append(helper)
        # ... and what it should cover as little of as it can, each with a weight: how
        # bad covering a pixel of it is. The hand when it is not the target, every card
        # and word on the felt (the knocker's melds, the piles, the counts, the
        # computer's callouts) and, where the felt has no room, the scoresheet rather
        # than the cards.
        avoid: list[tuple[QRect, float]] = []
        hand = self.finder.cards(self.table.table.hand_order)
        if hand is not None and step.target.kind is not TargetKind.HAND:
            avoid.append((hand, 1.0))
        avoid.extend(self._on_the_felt())
        avoid.extend(self._on_the_sheet())
        covered, clear = tuple(avoid), tuple(keep_clear)
        words = self._words()
        faces = tuple(self.finder.faces())
        dock = self.finder.widget_rect(self.sheet_dock)
        place = self._shape_and_place(widest, dock, aim, bounds, covered, clear, words, faces)
        rect = place.rect
        self.bubble.setGeometry(rect)
        self.bubble.lay_out()
        self._clear, self._faces = clear, faces
        self.overlay.set_aim(aim, rect, words, clear, faces)
        self.overlay.setVisible(self._ring_wanted())
        self.overlay.raise_()
        self.bubble.show()
        self.bubble.raise_()

    def _shape_and_place(
        self,
        widest: int,
        dock: QRect | None,
        aim: Aim,
        bounds: QRect,
        covered: tuple[tuple[QRect, float], ...],
        clear: tuple[QRect, ...],
        words: tuple[QRect, ...],
        faces: tuple[QRect, ...],
    ) -> Place:
        """The bubble's width and place: the widest that finds a free place near its
        target, a line more of text than the widest has weighed as LINE_COST; where
        none does, the best place of them all. Narrowest, the scoresheet's width: it
        may fit on the sheet's blank paper where the felt has no free place (at 1024x640
        the welcome lay over the stock and "You"), its Skip button under the others
        where the three side by side are wider than the dock (in Norwegian they were).
        Only the widest and the dock's width were tried, and at 1920x1080 most steps
        stood in a narrow column of seven or eight short lines beside an empty felt."""
        b = self.bubble
        side_by_side = b.least_width(stacked=False)
        least = max(MIN_BUBBLE_WIDTH, b.least_width(stacked=True))
        widths = [widest] + [round(widest * f) for f in NARROWER]
        if dock is not None:
            widths.append(dock.width() - 8)
        widths = sorted({w for w in widths if least <= w < widest} | {widest}, reverse=True)
        line = b.text.fontMetrics().lineSpacing()
        first = 0  # the widest shape's height
        tried: list[tuple[tuple[int, float], int, Place]] = []
        for width in widths:
            b.set_stacked(width < side_by_side)
            height = b.height_for(width)
            first = first or height
            place = place_bubble(width, height, aim.rect, bounds, covered, clear, words, faces)
            lines = (height - first) / line  # more than the widest has
            rank = (place.covered, place.cost + LINE_COST * lines)
            if rank <= (0, CROWDED_COST):
                return place
            tried.append((rank, width, place))
        _rank, width, place = min(tried, key=lambda t: (t[0], -t[1]))
        b.set_stacked(width < side_by_side)
        return place

    def _words(self) -> tuple[QRect, ...]:
        """The words in the window, which the rings pass beside and the arrow crosses
        none of where it can."""
        return tuple(table_words(self.finder) + sheet_words(self.finder, self.sheet_dock))

    def _redraw_marks(self) -> None:
        """The rings and the arrow from where the bubble is, past the words now written."""
        if self.step is None or not self.overlay.isVisible():
            return
        bubble = self.bubble.geometry()
        self.overlay.set_aim(self._aim, bubble, self._words(), self._clear, self._faces)

    def _on_the_sheet(self) -> list[tuple[QRect, float]]:
        """The scoresheet's words, and its rows as far as they are written, each with
        its weight (as the cards', where the felt has no room), and the blank paper
        under them, which hides next to nothing: the bubble lay over the sheet's head
        and first row with empty paper below them."""
        dock = self.finder.widget_rect(self.sheet_dock)
        if dock is None:
            return []
        out = [(dock, SHEET_PAPER_WEIGHT)]
        sheet = self.sheet
        view = sheet.view
        words = [sheet.title, sheet.full_button, view.rules_label, view.duplicate_label]
        words += [view.scores_host, view.games_host, view.status_label, view.tree.header()]
        for widget in words:
            rect = self.finder.widget_rect(widget)
            if rect is not None:
                out.append((rect, SHEET_WORDS_WEIGHT))
        rows = self.finder.written_rows()
        if rows is not None:
            out.append((rows, SHEET_WORDS_WEIGHT))
        return out

    def _on_the_felt(self) -> list[tuple[QRect, float]]:
        """The window rects of the cards, meld and drop spots, labels (the prompt apart)
        and callouts showing on the table, each with its weight: a face-down card hides
        nothing to read. Each card counts on its own, so a stack weighs more than one
        card; a card is where the layout puts it, not where a move's animation has it
        now (the bubble is placed as the cards set off)."""
        scene = self.table.table
        rects: list[tuple[QRectF, float]] = []
        for items, weight in (
            ((*scene.backs, *scene.stock_items), FACE_DOWN_WEIGHT),
            (tuple(scene.faces.values()), 1.5),
        ):
            for card in items:
                if card.isVisible():
                    rects.append((QRectF(card.home, card.boundingRect().size()), weight))
        prompt = scene.badges["prompt"]
        # The spots by their own rects: their bounds hold the ring of a lit one too.
        zones = (scene.knock_zone, scene.discard_zone, *scene.meld_zones)
        rects += [(z.framed_rect(), 1.0) for z in zones if z.isVisible()]
        others: list[tuple[QGraphicsItem, float]] = [
            (b, 2.0) for b in scene.badges.values() if b is not prompt and b.text()
        ]
        others += [(c, 1.0) for c in scene.feedback.callouts.items.values() if c.text()]
        rects += [(i.sceneBoundingRect(), w) for i, w in others if i.isVisible()]
        return [(self.finder.scene_rect(r), w) for r, w in rects]

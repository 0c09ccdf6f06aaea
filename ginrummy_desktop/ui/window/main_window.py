"""The main window: the table in the middle, the scoresheet docked beside it, menus
built from the action registry, settings applied and remembered."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeySequence,
    QMoveEvent,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QWidget,
)

from ... import resources
from ...ai import LEVELS
from ...app import settings as S
from ...app.change import Change
from ...app.controller import PERSON, GameController
from ...app.duplicate import DuplicateRunner, record_scored
from ...app.i18n import LanguageManager
from ...app.session import Session
from ...model import Rules, parse_card
from ...model.cards import CardParseError
from ...model.dealcode import code_of
from ...model.scorepad import ScorePad
from ...persistence.sheet import Sheet, build_sheet
from ..common.access_keys import with_access_keys
from ..common.card_images import BACK_LABELS, BACKS, DECK_LABELS, DECKS
from ..common.deferred_sound import DeferredSound
from ..common.elided_label import ElidedLabel
from ..common.menu_bar_keys import MenuBarKeys
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.panel_style import scale_text, text_scale
from ..common.texts import level_name, rules_name
from ..lessons.launcher import LessonLauncher
from ..review.opener import ReviewOpener
from ..scorepad.games import PadGameHooks
from ..scorepad.window import ScorePadWindow
from ..table.accessibility import TableAccessibility
from ..table.callouts import CalloutKind, hold_ms
from ..table.celebration import Celebration
from ..table.deal_code_badge import DealCodeBadge
from ..table.view import TableView
from ..training.dock import TrainingDock
from .actions import MENUS_KEY, ActionRegistry
from .dialogs import WindowDialogs
from .language_menu import make_language_group
from .play_binding import PlayBinding
from .review_advisor_menu import ReviewAdvisorMenu
from .settings_menus import SettingsMenus, check
from .table_look import TableLook

# The save's extra entry with the person's own order of their hand, and how long the
# arranging may pause before it is saved.
HAND_ORDER_KEY = "hand_order"
ORDER_SAVE_MS = 400

if TYPE_CHECKING:
    from ...app.autosave import AutoSaver
    from ...model.dealcode import DealKey
    from ...model.view import HandContext
    from ...persistence import HandRow
    from ..common.duplicate_compare import CompareState
    from ..dialogs.abandon import AbandonBox
    from ..dialogs.deal_code import DealCodeDialog
    from ..dialogs.new_game import NewGameDialog
    from ..scoresheet.panel import ScoresheetPanel

SPEED_LABELS = {
    "slow": QT_TRANSLATE_NOOP("MainWindow", "&Slow"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "&Normal"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "&Fast"),
    "instant": QT_TRANSLATE_NOOP("MainWindow", "&Instant"),
}


# The scoresheet's share of the height when the aids are switched on under it.
SHEET_SHARE = 0.4
SHEET_ROWS = 4  # hands the sheet shows beside the aids, where the window allows
SHEET_MOST = 0.55  # of the side's height, the most the sheet takes from the aids
GEOMETRY_KEEP_MS = 1500  # after the window last changed, its geometry is written
# The side docks' share of a wide window's width, and the most they take: 365 px at
# 1920, where the sheet's least width (320 with its text a quarter larger) broke
# "Duplicate: 0 against Expert (0 deals)" onto two lines (play-test). Up to 1366 the
# share is less than the width the sheet asks at its ease (272), which the dock keeps
# as before (1024x640, 1366x768).
# The docks' text with the large cards, against their usual size.
LARGE_PRINT = 1.15
SIDE_SHARE = 0.19
SIDE_MOST = 440
# A Hollywood sheet is given the room to write each hand's points beside its totals where
# the table keeps this much of the window's width (1920x1080, not 1366x768): in the dock's
# share the person's columns showed their totals alone (play-test h122).
TABLE_ROOMY = 1200


def first_size(available: QSize | None) -> QSize:
    """The window's size on a first start, for a screen with ``available`` room.

    A small screen is filled nearly to its edges; a big one gets a table of about four
    fifths of its width and height, where a fixed 1180x760 had left a 1920x1080 screen
    two fifths empty, and no more than 1600x1000, as a card table needs no more.
    """
    width, height = 1180, 760
    if available is None or available.width() <= 0 or available.height() <= 0:
        return QSize(width, height)
    width = max(width, min(1600, int(available.width() * 0.8)))
    height = max(height, min(1000, int(available.height() * 0.86)))
    return QSize(
        min(width, int(available.width() * 0.94)), min(height, int(available.height() * 0.92))
    )


def first_maximised(available: QSize | None) -> bool:
    """Whether a first start opens maximised: on a screen where the table's least
    comfortable size (1180x760) would not fit with room round it, as on a 1366x768 or
    1024x640 laptop, where a window nearly as big as the screen left a strip of desktop
    showing beside it and its title bar to move."""
    if available is None or available.width() <= 0 or available.height() <= 0:
        return False
    size = first_size(available)
    return size.width() < 1180 or size.height() < 760


class MainWindow(QMainWindow):
    """Everything the person sees. Works hidden or offscreen too (tests, self-test)."""

    def __init__(
        self,
        controller: GameController,
        settings: S.Settings | None = None,
        languages: LanguageManager | None = None,
        *,
        sound: DeferredSound | None = None,
        session: Session | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.controller = controller
        # The game in play: match, level, its id in the history, 'assisted'.
        self.session = session if session is not None else Session(controller, self)
        self.settings = settings if settings is not None else S.Settings(parent=self)
        settings = self.settings
        self.languages = languages or LanguageManager(self)
        self.sound = (
            sound if sound is not None else DeferredSound(self, muted=settings.get(S.SOUND_MUTED))
        )
        self.registry = ActionRegistry(self)
        self._no_sound = False  # the effects cannot be heard on this computer
        if isinstance(self.sound, DeferredSound):
            self.sound.loaded.connect(self._sound_loaded)
        self.table = TableView(self.registry.actions, self)
        self.setCentralWidget(self.table)
        self.setWindowIcon(QIcon(str(resources.asset_path("icon.png"))))
        self.status_label = ElidedLabel(self)
        self.status_label.setObjectName("StatusMessage")
        self.rules_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.rules_label)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self._show_prompt)
        self._showing_prompt = False
        # The message shown, as a function wording it anew after a change of language
        # (None: the message, if any, is a text of the moment, which gives way then).
        self._status_words: Callable[[], str] | None = None
        self.binding = PlayBinding(
            controller,
            self.table,
            self.registry,
            self,
            sound=self.sound,
            confirm_knock=lambda: self.settings.get(S.CONFIRM_KNOCK),
            set_confirm_knock=lambda on: self.registry["confirm_knock"].setChecked(on),
        )
        self.binding.status.connect(self.show_status)
        self.binding.status_words.connect(self.show_status_words)
        # A duplicate match's reference plays, in the background (app/duplicate.py).
        self.duplicate = DuplicateRunner(controller, parent=self)
        self.table.table.demo = PERSON in controller.computer_seats
        self.scoresheet_dock: QDockWidget | None = None
        self._last_change: Change | None = None  # the game as last shown
        self.scoresheet: ScoresheetPanel | None = None
        self.side_scale = 1.0  # the side panels' text size, by the window's height
        # The docks' width as fit_side last set it (None: not yet): a dock still that
        # wide follows the window's width, one the person dragged keeps their width.
        self._side_width: int | None = None
        self._side_restored = False  # the docks' widths came from the last session
        self._side_timer = QTimer(self)
        self._side_timer.setSingleShot(True)
        self._side_timer.setInterval(0)  # once the window has laid out its new size
        self._side_timer.timeout.connect(self.fit_side)
        # The window's size, place and maximised state are kept a moment after they
        # change, not only at a quit: after a crash (or kill -9) the game came back in a
        # window no longer maximised (play-test h164).
        self._geometry_timer = QTimer(self)
        self._geometry_timer.setSingleShot(True)
        self._geometry_timer.setInterval(GEOMETRY_KEEP_MS)
        self._geometry_timer.timeout.connect(self.keep_geometry)
        self.autosaver: AutoSaver | None = None
        self._order_save = QTimer(self)
        self._order_save.setSingleShot(True)
        self._order_save.setInterval(ORDER_SAVE_MS)
        self.score_pad: ScorePadWindow | None = None
        self._new_game_dialog: NewGameDialog | None = None
        self._deal_code_dialog: DealCodeDialog | None = None
        self._knew_dialog: QWidget | None = None
        self.abandon_box: AbandonBox | None = None  # while the question is open
        self._build_menus()
        # F10 opens the menus, as in other programs (it did nothing: play-test h152).
        menus_key = QShortcut(QKeySequence(MENUS_KEY), self)
        menus_key.activated.connect(self.open_menus)
        self._connect_actions()
        self.settings_menus = SettingsMenus(
            settings=self.settings,
            registry=self.registry,
            sound=self.sound,
            scene=self.table.table,
            controller=controller,
            deck_group=self.deck_group,
            back_group=self.back_group,
            speed_group=self.speed_group,
            level_group=self.level_group,
            level_changed=self._update_rules_label,
            parent=self,
        )
        self.settings_menus.apply()
        self._install_scoresheet()
        # The hand review, the training aids and the table's screen-reader support.
        self._install_parts()
        self.dialogs = WindowDialogs(
            window=self,
            controller=controller,
            settings=self.settings,
            registry=self.registry,
            scene=self.table.table,
            review=self.review,
            history=lambda: self.autosaver.history if self.autosaver is not None else None,
            show_status=self.show_status,
            replay=lambda number, rules, dealer, make_way: self.start_over(
                lambda: self.replay_deal(number, rules, dealer, make_way)
            ),
            focus_table=self.focus_table,
            show_knew=self.show_computer_knew_stored,
            continue_pad=self.continue_pad,
            mark_assisted=self.session.mark_assisted,
            hinted=self.binding.remember_hint,
            aid_rates_higher=lambda action: self.training_dock.equity.rated_higher(action),
            pad_hooks=self.pad_game_hooks,
        )
        # Help → Learn to play, the follow-up lessons, and the first start's offer.
        self.lessons = LessonLauncher(self)
        controller.match_replaced.connect(self._on_match_replaced)
        controller.changed.connect(self._on_changed)
        self.table.panels_shown.connect(self._panels_shown)
        self.table.result_panel.content_changed.connect(self._panel_changed)
        self.table.game_over.content_changed.connect(self._panel_changed)
        self.table.panels_shown.connect(self._panel_changed)
        self.duplicate.changed.connect(self._duplicate_changed)
        self.duplicate.failed.connect(
            lambda _why: self.show_status(
                self.tr("The reference could not play this deal: it gets no duplicate score."),
                True,
            )
        )
        self.deal_code_badge = DealCodeBadge(self.table)
        self.deal_code_action.setChecked(self.settings.get(S.SHOW_DEAL_CODE))
        self._deal_code_toggled(self.deal_code_action.isChecked())
        self.deal_code_action.toggled.connect(self._deal_code_toggled)
        self.table.table.prompt_changed.connect(self._prompt_changed)
        self.languages.language_changed.connect(lambda _c: self.retranslate_ui())
        self.retranslate_ui()
        self._default_size()
        self.table.setFocus()  # arrow keys select cards from the start

    def _default_size(self) -> None:
        # restore_geometry() replaces this with the player's own size later.
        self.resize(first_size(self._screen_room()))

    def _screen_room(self) -> QSize | None:
        """The room the window's screen gives it (under a task bar); None: no screen."""
        screen = self.screen()
        return screen.availableGeometry().size() if screen is not None else None

    # ------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        a = self.registry.actions
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for key in (
            "new_game",
            "play_again",
            "play_code",
            "score_pad",
            None,
            "undo",
            "next_hand",
            "review",
            "computer_knew",
            "hint",
            None,
            "confirm_knock",
            "show_pickups",
            "allow_undo",
        ):
            self.game_menu.addSeparator() if key is None else self.game_menu.addAction(a[key])
        self.level_menu = self.game_menu.addMenu("")
        self.level_group = QActionGroup(self)
        for level in LEVELS:
            act = QAction(self.level_group)
            act.setCheckable(True)
            act.setData(level)
            self.level_menu.addAction(act)
        # Whose choices the hand review judges against and a hint names
        # (ui/window/review_advisor_menu.py).
        self.review_advisor_menu = self.game_menu.addMenu("")
        # The training aids' switches: with the other play options, above Statistics.
        self.aids_menu = self.game_menu.addMenu("")
        self.game_menu.addAction(a["statistics"])
        # The history has a place of its own: it was reached only from the statistics
        # (play-test h122).
        self.game_menu.addAction(a["history"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["quit"])

        self.play_menu = bar.addMenu("")
        for key in (
            "take_upcard",
            "pass",
            None,
            "draw_stock",
            "draw_discard",
            "discard",
            "knock",
            "big_gin",
            None,
            "lay_off",
            "accept_layoffs",
            "finish_layoffs",
            None,
            "view_pile",
            None,
            "sort_rank",
            "sort_suit",
            "sort_melds",
            "sort_free",
        ):
            self.play_menu.addSeparator() if key is None else self.play_menu.addAction(a[key])

        self.view_menu = bar.addMenu("")
        self.deck_menu = self.view_menu.addMenu("")
        self.deck_group = self._radio_group(self.deck_menu, DECKS)
        self.back_menu = self.view_menu.addMenu("")
        self.back_group = self._radio_group(self.back_menu, BACKS)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = self._radio_group(self.speed_menu, S.SPEEDS)
        self.view_menu.addSeparator()
        for key in ("mute", "scoresheet", "full_scoresheet", "fullscreen"):
            self.view_menu.addAction(a[key])
        # The deal code in a corner of the table (ui/table/deal_code_badge.py).
        self.deal_code_action = QAction(self)
        self.deal_code_action.setObjectName("show_deal_code")
        self.deal_code_action.setCheckable(True)
        self.view_menu.addAction(self.deal_code_action)

        self.language_menu = bar.addMenu("")
        self.language_group = make_language_group(self.languages, self, self.settings)
        self.language_menu.addActions(self.language_group.language_actions)
        self.language_menu.addSeparator()
        self.language_menu.addAction(self.language_group.system)

        self.help_menu = bar.addMenu("")
        for key in ("rules_help", "keys_help", None, "about"):
            self.help_menu.addSeparator() if key is None else self.help_menu.addAction(a[key])
        # Single-letter keys must work wherever the focus is inside the window.
        self.addActions(self.registry.window_actions())
        # One Esc out of a menu gives the arrows back to the table (play-test h98).
        self.menu_bar_keys = MenuBarKeys(bar, self.focus_table)

    def _radio_group(self, menu: QMenu, values: tuple[str, ...]) -> QActionGroup:
        group = QActionGroup(self)
        for value in values:
            act = QAction(group)
            act.setCheckable(True)
            act.setData(value)
            menu.addAction(act)
        return group

    def _connect_actions(self) -> None:
        a = self.registry.actions
        a["new_game"].triggered.connect(self.ask_new_game)
        a["play_code"].triggered.connect(self.ask_deal_code)
        a["play_again"].triggered.connect(self.play_again)
        a["quit"].triggered.connect(self.close)
        a["score_pad"].triggered.connect(self.open_score_pad)
        a["full_scoresheet"].triggered.connect(self.open_full_scoresheet)
        a["fullscreen"].toggled.connect(
            lambda on: self.showFullScreen() if on else self.showNormal()
        )

    def _install_parts(self) -> None:
        a = self.registry.actions
        scene = self.table.table
        self.review = ReviewOpener(
            a["review"], self.controller, self.settings, scene, self,
            duplicate=self.duplicate_state, stored_duplicate=self.stored_duplicate_state,
            stored_context=self.stored_hand_context,
        )  # fmt: skip
        self.review_advisor = ReviewAdvisorMenu(
            settings=self.settings,
            menu=self.review_advisor_menu,
            languages=self.languages,
            parent=self,
        )
        self.table.result_panel.add_button(a["review"])
        self.table.result_panel.add_button(a["computer_knew"])
        a["computer_knew"].triggered.connect(self.show_computer_knew)
        # A method, not a lambda over the action: Qt drops a method's connection with
        # the window, and a controller that outlived its window (a test's, with a move
        # still on its way) called the lambda on a deleted action.
        self.controller.changed.connect(self._enable_computer_knew)
        self.celebration = Celebration(view=self.table, sound=self.sound)
        self.controller.changed.connect(self.celebration.consider)
        a["computer_knew"].setEnabled(False)
        # One click to the next game with the same rules, beside New game.
        self.table.game_over.add_first_button(a["play_again"])
        # The last hand of a game can be reviewed from the game's result too.
        self.table.game_over.add_button(a["review"])
        # ... and what the computer knew in it, as after any other hand (play-test).
        self.table.game_over.add_button(a["computer_knew"])
        # The game-over panel's chart: the match's sheet and the high-contrast setting.
        self.table.game_over.sheet_source = self._match_sheet
        self.table.game_over.follow_settings(self.settings)
        self.controller.changed.connect(self.review.update_enabled)
        self.training_dock = TrainingDock(
            settings=self.settings,
            controller=self.controller,
            session=self.session,
            scene=scene,
            languages=self.languages,
            add_panel=self.add_side_panel,
            menu=self.aids_menu,
            parent=self,
        )
        self.training_dock.opened.connect(lambda: QTimer.singleShot(0, self, self.share_side))
        self.binding.guard_return(self.training_dock.panel.findChildren(QAbstractItemView))
        self.table_accessibility = TableAccessibility(
            controller=self.controller, table=self.table, languages=self.languages, parent=self
        )
        self.table_look = TableLook(
            settings=self.settings,
            scene=scene,
            view_menu=self.view_menu,
            languages=self.languages,
            applied=self._look_applied,
            parent=self,
        )

    def _look_applied(self) -> None:
        self.training_dock.refresh()  # e.g. the safety shading's high-contrast colours
        self.scale_side_panels()  # the larger print with large cards

    def open_menus(self) -> None:
        """The first menu opens, the others a key away (F10)."""
        actions = [a for a in self.menuBar().actions() if a.isVisible() and a.menu()]
        if actions:
            self.menuBar().setActiveAction(actions[0])

    def focus_table(self) -> None:
        """Give the keyboard back to the table (after a dialog or a panel's button), so
        the arrow keys move the card focus again."""
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------ side panels
    def add_side_panel(self, widget: QWidget, object_name: str) -> QDockWidget:
        """Dock a panel beside the table (the scoresheet; hooks for more)."""
        dock = QDockWidget(self)
        dock.setObjectName(object_name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def share_side(self) -> None:
        """The aids, switched on under the scoresheet, take the larger share of the
        height: the sheet's rows fit in less, where the aids' lists (the equity of
        every discard, the live outs, the safety of each card) needed scrolling at
        1366x768 while the sheet stood half empty. The person may drag the split; it is
        kept with the window's state."""
        sheet, aids = self.scoresheet_dock, self.training_dock.dock
        if sheet is None or not (sheet.isVisible() and aids.isVisible()):
            return
        if sheet.isFloating() or aids.isFloating():
            return
        if self.dockWidgetArea(sheet) != self.dockWidgetArea(aids):
            return
        if sheet.geometry().left() != aids.geometry().left():
            return  # side by side, or tabbed together: nothing to share in height
        total = sheet.height() + aids.height()
        share = round(total * SHEET_SHARE)
        panel = getattr(self, "scoresheet", None)
        if panel is not None:
            # A short window (1366x768 at 125% display scaling): the sheet's heads and
            # totals took its whole share, two hands showed and the rest scrolled away
            # (play-test h165). It gets room for SHEET_ROWS hands, up to SHEET_MOST.
            tree = panel.view.tree
            row = tree.sizeHintForRow(0) if tree.topLevelItemCount() else 0
            row = max(row, tree.fontMetrics().height() + 6)
            heads = sheet.height() - tree.viewport().height()
            share = max(share, min(heads + SHEET_ROWS * row, round(total * SHEET_MOST)))
        self.resizeDocks([sheet, aids], [share, total - share], Qt.Orientation.Vertical)

    def _install_scoresheet(self) -> None:
        # The dock is made at once so the layout never jumps; the panel itself (and
        # its imports, a good part of the start-up time) is filled in right after
        # the window first shows.
        self.scoresheet_dock = self.add_side_panel(QWidget(self), "ScoresheetDock")
        self.scoresheet_dock.setMinimumWidth(240)
        action = self.registry["scoresheet"]
        action.setChecked(self.settings.get(S.SHOW_SCORESHEET))
        self.scoresheet_dock.setVisible(action.isChecked())
        action.toggled.connect(self._scoresheet_toggled)
        self.scoresheet_dock.visibilityChanged.connect(self._scoresheet_visibility)
        self.scoresheet_dock.topLevelChanged.connect(lambda _floating: self._side_timer.start())
        QTimer.singleShot(0, self, self.load_scoresheet)

    def load_scoresheet(self) -> None:
        if self.scoresheet is not None or self.scoresheet_dock is None:
            return
        from ..scoresheet.panel import ScoresheetPanel  # a good part of the start-up time

        self.scoresheet = ScoresheetPanel(self)
        self.scoresheet.set_title_visible(False)  # the dock's title bar says "Scoresheet"
        self.scoresheet.full_view_closed.connect(self.focus_table)
        # The link's tooltip names the key of View → Full scoresheet.
        self.scoresheet.follow_full_view_action(self.registry["full_scoresheet"])
        self.scoresheet_dock.setWidget(self.scoresheet)
        self.scoresheet.set_match(self.controller.match)
        self.scoresheet.set_duplicate(self.duplicate.column())
        self.scoresheet.follow_settings(self.settings)
        self.scoresheet.set_text_scale(self.side_scale)
        self.scoresheet.wanted_width_changed.connect(self._side_timer.start)
        self._side_timer.start()

    def open_full_scoresheet(self) -> None:
        """View → Full scoresheet (Ctrl+Shift+T): the scoresheet's full view, as the
        panel's "Full view…" opens it, the panel shown or not."""
        self.load_scoresheet()
        if self.scoresheet is not None:
            self.scoresheet.open_full_view()

    def _match_sheet(self) -> Sheet | None:
        m = self.controller.match
        return None if m is None else build_sheet(m, duplicate=self.duplicate.column())

    def _scoresheet_visibility(self, visible: bool) -> None:
        # Hiding the window hides the dock too; only the person's close counts.
        if self.isVisible() and not self.isMinimized():
            self.registry["scoresheet"].setChecked(visible)
        if visible:
            self._side_timer.start()  # the window may have changed size meanwhile

    def side_least(self) -> int:
        """The least width of the docks beside the table: what the sheet asks (more for
        a Hollywood sheet's six columns) and the dock's own least."""
        dock = self.scoresheet_dock
        if dock is None:
            return 0
        least = max(dock.minimumWidth(), dock.minimumSizeHint().width())
        sheet = self.scoresheet
        if sheet is not None and dock.widget() is sheet:
            # The dock's frame round the panel (none counted while the two are still
            # being laid out and do not agree).
            frame = max(0, dock.width() - sheet.width())
            least = max(least, sheet.wanted_width() + frame)
        return least

    def side_width(self) -> int:
        """The width the docks beside the table take in a window this wide: their share
        of a wide window (the sheet's text grows with a big window, and its lines need
        the room), SIDE_MOST at the most; never less than :meth:`side_least`, nor than
        the width the dock asks to be at its ease (the sheet's columns side by side: the
        width it had beside a 1024 or 1366 table before there was a share)."""
        dock = self.scoresheet_dock
        ease = dock.sizeHint().width() if dock is not None else 0
        share = min(SIDE_MOST, round(self.width() * SIDE_SHARE))
        sheet = self.scoresheet
        if sheet is not None and dock is not None and dock.widget() is sheet:
            frame = max(0, dock.width() - sheet.width())
            roomy = sheet.roomy_width() + frame
            if roomy > share and self.width() - roomy >= TABLE_ROOMY:
                share = roomy
        return max(self.side_least(), ease, share)

    def fit_side(self) -> None:
        """The scoresheet dock as wide as :meth:`side_width` says while it follows the
        window, until the person drags it to a width of their own: that width stays
        until the sheet needs more (a Hollywood match starts), and the dock follows the
        window again. A width restored from the last session stays where it is the
        wider."""
        dock = self.scoresheet_dock
        if dock is None or not dock.isVisible() or dock.isFloating():
            return
        sides = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        if self.dockWidgetArea(dock) not in sides:
            return  # above or under the table: its width is the window's
        now, last = dock.width(), self._side_width
        if last is not None and abs(now - last) > 2 and now > self.side_least() + 2:
            return  # the person's own width (a dock at its least grew with its text)
        want = self.side_width()
        if last is None and self._side_restored:
            want = max(want, now)
        self._side_width = want
        if want != now:
            self.resizeDocks([dock], [want], Qt.Orientation.Horizontal)
            # As laid out (the table's least width may leave the dock less than asked).
            QTimer.singleShot(0, self, self._note_side_width)

    def _note_side_width(self) -> None:
        if self.scoresheet_dock is not None:
            self._side_width = self.scoresheet_dock.width()

    def _scoresheet_toggled(self, on: bool) -> None:
        self.settings.set(S.SHOW_SCORESHEET, on)
        if self.scoresheet_dock is not None:
            self.scoresheet_dock.setVisible(on)

    # ------------------------------------------------------------ game
    def continue_pad(
        self, pad_id: str, pad: object, make_way: Callable[[], None] | None = None
    ) -> bool:
        """A score pad game of the history taken up again on the pad (its window asks
        first if another pad is in progress); False if it was not. Once it is,
        ``make_way`` closes the dialogs it was asked in, and the pad comes over the
        window they gave back."""
        if not isinstance(pad, ScorePad):
            return False
        pad_window = self.open_score_pad()
        if not pad_window.continue_game(pad_id, pad):
            return False
        if make_way is not None:
            make_way()
            pad_window.raise_()
            pad_window.activateWindow()
        return True

    def pad_game_hooks(self) -> PadGameHooks | None:
        """How the history's score pad games are deleted: through the history's writer,
        after the pad's rows still queued; the pad on the score pad (open or kept for
        the next time) is not (None: no history)."""
        saver = self.autosaver
        if saver is None:
            return None
        from ...persistence.pad_history import forget_entry
        from ...persistence.scorepad_file import PadStore

        def current() -> str | None:
            pad = self.score_pad
            if pad is not None and pad.keeper is not None:
                return pad.keeper.pad_id
            return PadStore(saver.directory).pad_id()

        return PadGameHooks(
            current=current, forget=lambda pad_id: saver.writer.submit(forget_entry(pad_id))
        )

    def open_score_pad(self) -> ScorePadWindow:
        """Game → Score pad…: the pad in progress, or a new one (its own window)."""
        if self.score_pad is None:
            from ...app.autosave import data_dir  # as the autosave's folder is found

            saver = self.autosaver
            self.score_pad = ScorePadWindow(
                directory=saver.directory if saver is not None else data_dir(),
                history=saver.history if saver is not None else None,
                record=saver.writer.submit if saver is not None else None,
                settings=self.settings,
                parent=self,
            )
            # Game → Quit's keys quit from the pad too, as from the window's dialogs: the
            # pad closes as by its Close button, then the game (play-test h93).
            self.dialogs.quit_from(self.score_pad)
        else:
            self.score_pad.reopen()
        self.score_pad.show()
        self.score_pad.raise_()
        self.score_pad.activateWindow()
        return self.score_pad

    def new_game(
        self, rules: Rules, level: str, seed: int | None = None, *, duplicate: str | None = None
    ) -> None:
        """A new match; ``duplicate``: the reference level of a duplicate match."""
        self._remember_game(rules, level, duplicate)
        self.duplicate.arm(duplicate)
        self.controller.new_match(rules, level, seed)

    def follow_resumed_game(self) -> None:
        """The game continued at the start is the one New game, Play a deal by code and
        the Level menu start from, as if just dealt: with the settings set aside as
        damaged they offered the usual level and rules, not the game's (h113)."""
        m = self.controller.match
        if m is not None:
            self._remember_game(m.rules, self.controller.level, self.duplicate.reference_level)

    def _remember_game(self, rules: Rules, level: str, duplicate: str | None) -> None:
        """The game's rules, level and duplicate setting, for the next New game, and its
        level checked in the Level menu."""
        self.settings.set_rules(rules)
        self.settings.set(S.AI_LEVEL, level)
        self.settings.set(S.DUPLICATE_LEVEL, duplicate or "")
        check(self.level_group, level)

    def replay_deal(
        self,
        deal_number: int,
        rules: Rules,
        dealer: int,
        make_way: Callable[[], None] | None = None,
    ) -> None:
        """Deal a hand of the history again, under the rules it was played with, as the
        first hand of a new match: with the hand's own dealer each player gets the very
        cards they had; with the other dealer (the other seat) the person gets the
        computer's cards and the computer the person's, from the same stock.
        ``make_way`` closes the dialogs it was chosen in, first."""
        from ...model import Match

        if make_way is not None:
            make_way()
        # (A number no code names, from an old history, still deals the same cards.)
        match = Match(rules, seed=deal_number, first_dealer=dealer, deal_numbers=[deal_number])
        self.controller.load_match(match, self.controller.level)
        self.focus_table()

    def play_deal_code(
        self, key: DealKey, rules: Rules, level: str, *, duplicate: str | None = None
    ) -> None:
        """Start a match whose first hand is the deal a code names, as New game does;
        ``duplicate``: the reference level of a duplicate match (the deal is played
        again by it, as every deal of a duplicate match is)."""
        self.settings.set(S.AI_LEVEL, level)
        check(self.level_group, level)
        self.duplicate.arm(duplicate)
        self.controller.new_match(rules, level, first_deal=key)

    def ask_deal_code(self) -> None:
        from ..dialogs.deal_code import DealCodeDialog

        # The game New game would start again: its rules (Hollywood too), computer and
        # duplicate setting, as the dialog says (it named the rules alone, and the
        # duplicate setting was dropped: play-test 11).
        dialog = DealCodeDialog(
            self,
            self.settings.rules(),
            self.settings.get(S.AI_LEVEL),
            duplicate=self.settings.get(S.DUPLICATE_LEVEL) or None,
        )
        self._deal_code_dialog = dialog

        def done(result: int) -> None:
            if result and dialog.key is not None:
                key, rules, level, duplicate = (
                    dialog.key,
                    dialog.rules,
                    dialog.level,
                    dialog.duplicate,
                )
                self.start_over(lambda: self.play_deal_code(key, rules, level, duplicate=duplicate))
            dialog.deleteLater()
            self._deal_code_dialog = None
            self.focus_table()

        dialog.finished.connect(done)
        dialog.open()

    def show_computer_knew(self) -> None:
        """The last finished hand's decisions of the computer, and the check of them."""
        from ...model.serialize import match_from_dict, match_to_dict
        from ..review.knew import KnewDialog

        m = self.controller.match
        if m is None:
            return
        finished = [i for i, d in enumerate(m.deals) if d.is_over]
        if not finished:
            return
        scene = self.table.table
        # The dialog's own copy: its workers read it while the game goes on.
        snapshot = match_from_dict(match_to_dict(m), decks=m.decks)
        dialog = KnewDialog(
            self, snapshot, finished[-1], self.controller.level, scene.images,
            deck=scene.deck, back=scene.back, dpr=self.devicePixelRatioF(),
        )  # fmt: skip
        self._knew_dialog = dialog
        self.dialogs.open(dialog)

    def show_computer_knew_stored(self, row: HandRow) -> bool:
        """'What the computer knew' in a hand from the history: its match replayed from
        the recorded moves, so the views are the ones the computer decided from."""
        from ...persistence.history_match import match_up_to
        from ..review.knew import KnewDialog

        saver = self.autosaver
        match = match_up_to(saver.history, row) if saver is not None else None
        if match is None:
            self.show_status(self.tr("That hand cannot be shown: its moves were not kept."))
            return False
        scene = self.table.table
        parent = QApplication.activeModalWidget() or self
        dialog = KnewDialog(
            parent, match, row.number - 1, row.ai_level, scene.images,
            deck=scene.deck, back=scene.back, dpr=self.devicePixelRatioF(),
        )  # fmt: skip
        self._knew_dialog = dialog
        self.dialogs.open(dialog)
        return True

    def attach_autosaver(self, saver: AutoSaver) -> None:
        """The autosave of the session's match: its history feeds the statistics."""
        self.autosaver = saver
        saver.history_written.connect(self._history_written)
        # A hand arranged by hand is saved as it is arranged, not at the next move: once
        # the arranging pauses (a key held down moves a card many times a second, and
        # each save would be a line of the journal), and at the latest on closing.
        self._order_save.timeout.connect(saver.save_now)
        self.table.table.order_changed.connect(self._order_save.start)
        # A reference play that ends between two moves is saved at once; a deal whose
        # both plays are over goes into the history.
        self.duplicate.changed.connect(saver.save_now)
        self.duplicate.scored.connect(lambda hand: record_scored(saver, hand))

    def save_extra(self) -> dict[str, Any]:
        """What the save keeps beside the match (the autosave's ``extra``): a duplicate
        match's ledger, and the order of the person's hand where they arranged it."""
        extra = self.duplicate.save_extra()
        arrangement = self.table.table.arrangement
        if arrangement.mode == "free" and arrangement.order:
            extra[HAND_ORDER_KEY] = [card.code for card in arrangement.order]
        return extra

    def restore_extra(self, extra: dict[str, Any]) -> None:
        """After a resume: what :meth:`save_extra` kept (what does not fit the match
        now, or does not read, is left out). The hand's order first: the duplicate
        runner saves as it starts again, and that save keeps the order."""
        codes = extra.get(HAND_ORDER_KEY) if isinstance(extra, dict) else None
        if isinstance(codes, list) and len(codes) <= 11 and all(isinstance(c, str) for c in codes):
            try:
                cards = [parse_card(c) for c in codes]
            except CardParseError:
                cards = []
            if cards and self.binding.restore_order(cards) and self.autosaver is not None:
                self.autosaver.save_now()  # the resume saved the hand sorted
        self.duplicate.restore(extra)

    def _may_close_unsaved(self) -> bool:
        """Whether the window may close: yes, unless the game in play could not be
        saved and the person, told it would be lost, keeps playing."""
        saver = self.autosaver
        if saver is None or not self.controller.in_progress():
            return True
        why = saver.unsaved_reason()
        if why is None:
            return True
        from ...app.kept_path import unmarked
        from ..common.question import ask
        from ..dialogs.resume import notice_html, path_fits

        text = self.tr("Your game could not be saved (%1). If you close now, it is lost.")
        text = text.replace("%1", why)
        # A folder's path on a line of its own, unbroken: "/tmp/" ended a line and the
        # rest of the name began the next (play-test h166).
        return ask(
            self,
            self.tr("Close the game?"),
            notice_html(text, path_fits(self)),
            yes=self.tr("&Close and lose it"),
            no=self.tr("&Keep playing"),
            text_format=Qt.TextFormat.RichText,
            copy_text=unmarked(text),
        )

    def show_problem(self, text: str | Callable[[], str]) -> None:
        """The autosave's ``problem`` (or its ``problem_words``, worded again if the
        language changes while the box is open): on the score pad's notice line while
        the pad is the window in use (a box would take the keystrokes typed into it),
        else in a box over the window in use."""
        from PySide6.QtWidgets import QApplication

        from ..dialogs import resume

        pad = self.score_pad
        if pad is not None and pad.isVisible() and QApplication.activeWindow() is pad:
            pad.show_history_problem(text)  # a line of the pad's: it wraps
            return
        resume.show_notice(self, text)

    def _history_written(self) -> None:
        if self.score_pad is not None:
            self.score_pad.clear_history_problem()

    def ask_new_game(self) -> None:
        from ..dialogs.new_game import NewGameDialog

        settings = self.settings
        dialog = NewGameDialog(
            self, settings.rules(), settings.get(S.AI_LEVEL), house=settings.house_rules()
        )
        dialog.set_duplicate(self.settings.get(S.DUPLICATE_LEVEL) or None)
        self._new_game_dialog = dialog

        def done(result: int) -> None:
            if result:
                rules, level = dialog.chosen_rules(), dialog.chosen_level()
                duplicate = dialog.chosen_duplicate()
                self.start_over(lambda: self.new_game(rules, level, duplicate=duplicate))
            dialog.deleteLater()
            self._new_game_dialog = None
            self.focus_table()

        dialog.finished.connect(done)
        dialog.open()

    def play_again(self) -> None:
        """The game-over panel's Play again: a new deal under the rules, Hollywood and
        house rules of the game just played, against the same computer level (and the
        same reference level when it was a duplicate match)."""
        match = self.controller.match
        if match is None:
            return
        rules, level = match.rules, self.controller.level
        duplicate = self.duplicate.reference_level
        self.start_over(lambda: self.new_game(rules, level, duplicate=duplicate))

    def start_over(self, start: Callable[[], None]) -> None:
        """Run ``start``, which replaces the match; while a game is in progress ask
        first (an abandoned game is recorded as such), over the dialog that asked for
        it if one is open (the history: it stays, should the game be kept)."""
        if not self.controller.in_progress():
            start()
            return
        from ..dialogs.abandon import AbandonBox

        if self.abandon_box is not None:
            return  # already asking
        match = self.controller.match
        hollywood = match is not None and match.rules.hollywood
        box = AbandonBox(QApplication.activeModalWidget() or self, hollywood=hollywood)
        self.abandon_box = box
        self.controller.set_paused(True)

        def done(_result: int) -> None:
            self.abandon_box = None
            self.controller.set_paused(False)
            box.deleteLater()
            if box.abandoned():
                start()
            self.focus_table()

        box.finished.connect(done)
        box.open()

    def _on_match_replaced(self) -> None:
        # A message about the game left behind gives way to the new game's prompt.
        self._show_prompt()
        if self.scoresheet is not None:
            self.scoresheet.set_match(self.controller.match)

    def _enable_computer_knew(self, change: Change) -> None:
        self.registry["computer_knew"].setEnabled(change.hands_finished > 0)

    def _deal_code_toggled(self, on: bool) -> None:
        self.settings.set(S.SHOW_DEAL_CODE, on)
        self.deal_code_badge.set_wanted(on)
        self.table.result_panel.set_code_in_corner(on)

    def _on_changed(self, change: Change) -> None:
        self._last_change = change
        m = self.controller.match
        self.deal_code_badge.set_code(code_of(m.current) if m is not None else None)
        if self.scoresheet is not None:
            # A hand's result waiting for its last cards to land: the sheet waits with
            # it till _panels_shown (it gave the result away: play-test h154); else it
            # is brought up to date (hold).
            self.scoresheet.hold(self.table.panels_waiting())
        self._update_rules_label()
        self._show_duplicate_result()

    def _panels_shown(self) -> None:
        if self.scoresheet is not None:
            self.scoresheet.hold(False)

    def _duplicate_changed(self) -> None:
        if self.scoresheet is not None:
            self.scoresheet.set_duplicate(self.duplicate.column())
        self._show_duplicate_result()
        m = self.controller.match
        if m is not None and m.is_over and self.table.game_over_wanted():
            # The reference may finish the last deal after the game is over: the
            # game-over panel's duplicate score follows it.
            self.table.game_over.set_result(m.game_result)

    def duplicate_state(self, index: int) -> CompareState | None:
        """The two plays of finished hand ``index`` (0-based) of a duplicate match."""
        from ..common.duplicate_compare import CompareState

        runner, m = self.duplicate, self.controller.match
        level = runner.reference_level
        if level is None or m is None or not 0 <= index < len(m.deals):
            return None
        if not m.deals[index].is_over:
            return None
        return CompareState(
            level=level,
            record=runner.record(index),
            person_actions=tuple(m.deals[index].actions),
            moves=runner.moves if runner.running == index else 0,
            total=runner.ledger.total,
            rules=m.rules,
        )

    def stored_hand_context(self, row: HandRow) -> HandContext | None:
        """The game around a hand of the history, from the history's other hands of its
        match (None: the history can't tell the score before it)."""
        from ...persistence import HistoryError
        from ...review.timeline import stored_context

        saver = self.autosaver
        if saver is None:
            return None
        try:
            hands = saver.history.match_hands(row.match_id)
        except HistoryError:
            return None
        return stored_context(hands, row.number)

    def stored_duplicate_state(self, row: HandRow) -> CompareState | None:
        """The two plays of a duplicate deal of the history (None: not one)."""
        from ...persistence import HistoryError
        from ...persistence.duplicate_history import duplicate_rows
        from ...review.duplicate import DuplicateFormatError, DuplicateHand
        from ..common.duplicate_compare import CompareState

        saver, actions = self.autosaver, row.parsed_actions()
        if saver is None or row.rules is None or actions is None:
            return None
        try:
            rows = duplicate_rows(saver.history, row.match_id)
            found = [d for d in rows if d.number == row.number]
        except HistoryError:
            return None
        if not found or found[0].record is None:
            return None
        try:
            record = DuplicateHand.from_dict(found[0].record, row.rules)
        except DuplicateFormatError:
            return None
        return CompareState(record.reference_level, record, tuple(actions), rules=row.rules)

    def _show_duplicate_result(self) -> None:
        """The result panel's side-by-side of a finished duplicate deal."""
        m = self.controller.match
        state = None
        if m is not None and m.records and m.current.is_over:
            state = self.duplicate_state(len(m.deals) - 1)
        self.table.result_panel.set_duplicate(state)

    def _prompt_changed(self, _text: str) -> None:
        # A message (the computer's move, a refusal) stays a while; a prompt follows
        # the game at once.
        if self._showing_prompt or not self.status_label.text():
            self._show_prompt()

    def show_status(self, text: str, error: bool = False) -> None:
        self._status_words = None
        if not text:
            self._show_prompt()
            return
        self.status_label.setStyleSheet("color: #b3261e; font-weight: bold;" if error else "")
        self._showing_prompt = False
        # As long as a note on the table of the same length stays, and 6 s at least.
        self._status_timer.start(max(6000, hold_ms(CalloutKind.HINT, text)))
        self._set_status_text(text)

    def show_status_words(self, words: Callable[[], str]) -> None:
        """A message that a change of language words again while it shows (the
        computer's last move: it gave way to the prompt, play-test h83)."""
        text = words()
        self.show_status(text)
        if text:
            self._status_words = words

    def _set_status_text(self, text: str) -> None:
        # A message too long to stand beside the rules and level takes the whole line
        # while it shows (the first undo's, in Norwegian at 1024 wide, was cut off).
        # Longer than the whole line (a hint of three sentences in Finnish), it ends in
        # "…", the whole in its tip (ElidedLabel).
        self.status_label.setText(text)
        self.status_label.ensurePolished()
        need = self.status_label.fontMetrics().horizontalAdvance(text) + 24
        beside = self.statusBar().width() - self.rules_label.sizeHint().width()
        self.rules_label.setVisible(need <= beside)

    def _show_prompt(self) -> None:
        """The table's prompt in the status line; with none (the hand or the game is
        over), the headline of the panel shown, so that it stays and follows the
        language (it went blank, and a switch of language lost it)."""
        self._status_timer.stop()
        self._showing_prompt = True
        self._status_words = None
        self.status_label.setStyleSheet("")
        text = self.table.table.badges["prompt"].text()
        if not text:
            text = self.table.panel_headline()
        self.status_label.setText(text)
        self.rules_label.setVisible(True)

    def _panel_changed(self) -> None:
        if self._showing_prompt:
            self._show_prompt()

    # ------------------------------------------------------------ language
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._geometry_timer.start()
        self.scale_side_panels()
        if event.size().width() != event.oldSize().width():
            self._side_timer.start()

    def scale_side_panels(self) -> None:
        """The docks' text grows with a tall window, as the table's does: the system's
        size up to 860 lines, then in step with the height, to a quarter larger at
        1075 lines and above (1920x1080); and LARGE_PRINT larger with the large cards,
        which a player who needs the larger print chooses (play-test h123: the
        scoresheet beside them stayed in small grey print whatever was chosen)."""
        scale = text_scale(self.height())
        if self.settings.get(S.CARD_SIZE) == "large":
            scale = round(scale * LARGE_PRINT, 2)
        if scale == self.side_scale:
            return
        self.side_scale = scale
        for dock in self.findChildren(QDockWidget):
            widget = dock.widget()
            if widget is not None and widget is not self.scoresheet:
                scale_text(widget, scale)
        if self.scoresheet is not None:
            self.scoresheet.set_text_scale(scale)
        if self.scoresheet_dock is not None:
            self.scoresheet_dock.setMinimumWidth(round(240 * scale))

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._geometry_timer.start()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            self._geometry_timer.start()
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self._status_words is not None:
                # Worded again, for the rest of its time.
                self._set_status_text(self._status_words())
            elif not self._showing_prompt:
                # A passing message was worded in the old language: give way to the
                # prompt, which is worded anew.
                self._show_prompt()
        super().changeEvent(event)

    def _sound_loaded(self, available: bool) -> None:
        """No sound can be heard here: Mute sounds is greyed out and says why (a
        Linux without libpulse played nothing, and offered to mute it: play-test h147)."""
        self._no_sound = not available
        self.registry["mute"].setEnabled(available)
        self._say_no_sound()

    def _say_no_sound(self) -> None:
        if self._no_sound:
            action = self.registry["mute"]
            why = self.tr("No sound: this computer has no sound output the game can use.")
            action.setToolTip(why)
            action.setStatusTip(why)

    def retranslate_ui(self) -> None:
        self.setWindowTitle("Gin Rummy")
        self.registry.retranslate_ui()
        self._say_no_sound()
        self.game_menu.setTitle(self.tr("&Game"))
        self.level_menu.setTitle(self.tr("Computer &level"))
        levels = self.level_group.actions()
        for act, text in zip(
            levels, with_access_keys([level_name(a.data()) for a in levels]), strict=True
        ):
            act.setText(text)
        self.play_menu.setTitle(self.tr("&Play"))
        self.view_menu.setTitle(self.tr("&View"))
        self.deck_menu.setTitle(self.tr("&Deck"))
        for act in self.deck_group.actions():
            act.setText(QCoreApplication.translate("CardImages", DECK_LABELS[act.data()]))
        self.back_menu.setTitle(self.tr("Card &back"))
        for act in self.back_group.actions():
            act.setText(QCoreApplication.translate("CardImages", BACK_LABELS[act.data()]))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        for act in self.speed_group.actions():
            act.setText(self.tr(SPEED_LABELS[act.data()]))
        self.deal_code_action.setText(self.tr("Show deal c&ode"))
        self.deal_code_action.setToolTip(
            self.tr("The code of the deal in play, in a corner of the table.")
        )
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        if self.scoresheet_dock is not None:
            self.scoresheet_dock.setWindowTitle(self.tr("Scoresheet"))
        self.table.retranslate_ui()
        self._update_rules_label()
        if self._showing_prompt:
            self._show_prompt()  # the prompt in the status line follows the language

    def _update_rules_label(self) -> None:
        scene = self.table.table
        if scene.opponent_level != self.controller.level:
            scene.opponent_level = self.controller.level
            scene.labels.update()
        change = self._last_change
        if change is None:
            self.rules_label.setText("")
            return
        self.rules_label.setText(
            self.tr("%1 · computer: %2 · hand %3")
            .replace("%1", rules_name(change.rules))
            .replace("%2", level_name(self.controller.level))
            .replace("%3", str(change.view.hand_number))
        )

    # ------------------------------------------------------------ geometry
    def restore_geometry(self) -> None:
        """The size, place and docks of the last quit, and maximised if it was then; on a
        first start, maximised on a small screen (first_maximised).
        A setting that cannot be read leaves the default size (restoreGeometry refuses
        it); the maximised flag is kept apart because restoreGeometry drops it when the
        screen's width has changed much (1366 then, 1920 or 1024 now)."""
        geometry = self.settings.get(S.WINDOW_GEOMETRY)
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        elif first_maximised(self._screen_room()):
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        state = self.settings.get(S.WINDOW_STATE)
        if not state.isEmpty():
            self._side_restored = self.restoreState(state)
        if self.settings.get(S.WINDOW_MAXIMIZED):
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._may_close_unsaved():
            event.ignore()
            return
        if self.score_pad is not None and self.score_pad.isVisible():
            # Closed as by its own Close: a finished pad leaves its save slot.
            self.score_pad.close()
        if self._order_save.isActive():
            self._order_save.stop()
            self._order_save.timeout.emit()  # the hand's order, arranged a moment ago
        self.keep_geometry()
        super().closeEvent(event)

    def keep_geometry(self) -> None:
        """Write the window's size, place, docks and maximised state to the settings."""
        self._geometry_timer.stop()
        self.settings.set(S.WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.set(S.WINDOW_STATE, self.saveState())
        self.settings.set(S.WINDOW_MAXIMIZED, self.isMaximized())
        self.settings.sync()

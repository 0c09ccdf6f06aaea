"""The main window's dialogs and hints: how to play, keys, about, statistics, the
discard pile, and the computer's suggestion."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from ...ai.base import Reason
from ...app import settings as S
from ...app.controller import PERSON, GameController
from ...model import Action, LayOff, Rules
from ...persistence import HistoryDB
from ..common.panel_style import screen_text_scale
from ..common.screen_room import beside, screen_room
from ..common.texts import action_text, reason_text
from ..dialogs.pile import PileDialog, pile_card_size
from ..review.opener import ReviewOpener
from ..table.card_item import CardItem
from ..table.scene import TableScene
from ..table.view import TableView
from .actions import ActionRegistry

if TYPE_CHECKING:
    from ..dialogs.help import RulesHelpDialog
    from ..dialogs.statistics import StatisticsDialog
    from ..scorepad.games import PadGameHooks


# The words are the window's: translated in the MainWindow context.
class WindowDialogs(QObject):
    """Opens the window's dialogs window-modal, without blocking the event loop; the
    keyboard goes back to the table when one closes."""

    def __init__(
        self,
        *,
        window: QWidget,
        controller: GameController,
        settings: S.Settings,
        registry: ActionRegistry,
        scene: TableScene,
        review: ReviewOpener,
        history: Callable[[], HistoryDB | None],
        show_status: Callable[[str, bool], None],
        replay: Callable[[int, Rules, int, Callable[[], None]], None],
        focus_table: Callable[[], None],
        show_knew: Callable[[Any], object] | None = None,
        continue_pad: Callable[[str, Any, Callable[[], None]], bool] | None = None,
        pad_hooks: Callable[[], PadGameHooks | None] | None = None,
        mark_assisted: Callable[[], object] | None = None,
        hinted: Callable[[Action], None] | None = None,
        aid_rates_higher: Callable[[Action], Callable[[], str] | None] | None = None,
    ) -> None:
        super().__init__(window)
        # A hint is a training aid: the match it helped is marked assisted (play-test 12:
        # a game played from hints counted as won without aids).
        self._mark_assisted = mark_assisted
        self._hinted = hinted  # Return then makes the hinted move (PlayBinding)
        # The equity aid's word where it rates another move clearly better than the hint's.
        self._aid_rates_higher = aid_rates_higher
        self._pad_hooks = pad_hooks  # deleting a score pad game of the history
        self._show_knew = show_knew  # "What the computer knew" of a hand of the history
        self._continue_pad = continue_pad  # a score pad game of the history taken up again
        self.window = window
        self.controller = controller
        self.settings = settings
        self.registry = registry
        self.scene = scene
        self.review = review
        self._history = history
        self._status = show_status
        self._replay = replay
        self._focus_table = focus_table
        self.rules_help: RulesHelpDialog | None = None
        a = registry.actions
        a["hint"].triggered.connect(self.show_hint)
        a["view_pile"].triggered.connect(self.show_pile)
        scene.view_pile_requested.connect(self.show_pile)
        a["rules_help"].triggered.connect(self.show_rules_help)
        a["keys_help"].triggered.connect(self.show_keys_help)
        a["about"].triggered.connect(self.show_about)
        a["statistics"].triggered.connect(self.show_statistics)
        a["history"].triggered.connect(self.show_history)

    def show_hint(self) -> None:
        # The hint is the move of the player the review judges by (Game → Hint and
        # review advisor): with the Master judging, the Expert's hints were called
        # mistakes 30 times in 400 hands (benchmarks/hint_review.py --advisor master).
        level = self.settings.get(S.REVIEW_ADVISOR)
        if level == "master":  # a search of a fifth of a second or so: say it is busy
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                decision = self.controller.hint(level=level)
            finally:
                QApplication.restoreOverrideCursor()
        else:
            decision = self.controller.hint(level=level)
        if decision is None:
            self._status(
                QCoreApplication.translate("MainWindow", "No hint now: it is not your move."), True
            )
            return
        if self._mark_assisted is not None:
            self._mark_assisted()
        if self._hinted is not None:
            self._hinted(decision.action)
        view = self.controller.view(PERSON)
        card = getattr(decision.action, "card", None)
        if card is not None and card in view.hand:
            self.scene.set_selected(card)
        # A plain discard where a knock is open: its reason ("the best move found by
        # looking ahead") never said that knocking was possible and passed over, and
        # the lit knock spot beside it asked why (play-test h105).
        plays_on = (
            decision.action.kind == "discard"
            and any(a.kind == "knock" for a in view.legal)
            and decision.reason not in (Reason.WAIT_FOR_GIN, Reason.UNDERCUT_RISK)
        )
        # The equity aid's word, as it was when the hint was given: asked again at a
        # language switch, a report come since could have said otherwise (review h111).
        other = self._aid_rates_higher(decision.action) if self._aid_rates_higher else None
        top = view.discard_pile[-1] if view.discard_pile else None
        # A layoff names the meld it goes on: "fits one of the knocker's melds" left the
        # person to find which (play-test h127).
        action = decision.action
        meld = (
            view.knocker_melds[action.meld_index]
            if isinstance(action, LayOff) and 0 <= action.meld_index < len(view.knocker_melds)
            else None
        )

        def words() -> str:
            why = (
                reason_text(decision.reason, action=action)
                if meld is None
                else QCoreApplication.translate(
                    "MainWindow", "It fits the knocker's %1.", "a meld, by its cards: 7♥ 8♥ 9♥"
                ).replace("%1", str(meld))
            )
            text = (
                QCoreApplication.translate("MainWindow", "Hint: %1. %2")
                .replace("%1", action_text(action, top))
                .replace("%2", why)
            )
            if plays_on:
                text += " " + QCoreApplication.translate(
                    "MainWindow", "You could knock now, but playing on is judged better."
                )
            # The hint is the advisor's; where the aid on the screen rates another move
            # clearly better, it says so rather than leave two silent answers.
            return f"{text} {other()}" if other is not None else text

        # At the table beside the card or pile it names, and in the status line.
        self.scene.flash_hint(decision.action.kind, words, card)
        self._status(words(), False)

    def show_pile(self) -> None:
        if not self.controller.has_match():
            return
        view = self.controller.view(PERSON)
        scene = self.scene
        screen = self.window.screen()
        screen_w = screen.availableGeometry().width() if screen is not None else None
        dialog = PileDialog(
            self.window, view.discard_pile, scene.images, scene.deck,
            self.window.devicePixelRatioF(), pile_card_size(scene.geo.card_w, screen_w),
            screen_w,
        )  # fmt: skip
        self.open(dialog)

    # The help and statistics dialogs are imported when first opened: they are not
    # needed for the window's first frame.
    def show_rules_help(self) -> None:
        m = self.controller.match
        rules = m.rules if m is not None else self.settings.rules()
        # Not modal, and one of it: it stays open beside the table while you play.
        help_window = rules_help_beside(self.rules_help, self.window, rules, self.scene)
        if help_window is not self.rules_help:
            self.rules_help = help_window
            help_window.finished.connect(self._rules_help_closed)

    def _rules_help_closed(self) -> None:
        if self.rules_help is not None:
            self.rules_help.deleteLater()
        self.rules_help = None

    def show_keys_help(self) -> None:
        from ..dialogs.help import KeyboardHelpDialog

        def keys() -> list[tuple[str, str]]:
            m = self.controller.match
            return self.registry.shortcut_list(m.rules if m is not None else self.settings.rules())

        self.open(KeyboardHelpDialog(self.window, keys))

    def show_about(self) -> None:
        from ..dialogs.help import AboutDialog

        self.open(AboutDialog(self.window))

    def show_history(self) -> None:
        """The game history, opened from statistics that stay out of sight (its replays
        and reviews are wired through them); closed, it takes them with it. Shown, they
        stood behind it, or beside it on a large screen, and went with it unasked for
        (review h126, play-test h146)."""
        statistics = self.show_statistics(shown=False)
        statistics.open_history().finished.connect(statistics.reject)

    def show_statistics(self, *, shown: bool = True) -> StatisticsDialog:
        from ..dialogs.statistics import StatisticsDialog

        dialog = StatisticsDialog(self._history(), self.window)
        # A big screen's text is larger, as the table's is (1920x1080: a quarter).
        scale = screen_text_scale(dialog)
        if scale != 1.0:
            dialog.set_text_scale(scale)
        # "Review" on a past hand opens the hand review; "Deal this hand again" deals it.
        dialog.review_requested.connect(self.review.open_stored)
        if self._show_knew is not None:
            dialog.knew_requested.connect(self._show_knew)
        dialog.opened_history = self.quit_from  # its past games take Quit too
        # The dialogs close once the new match is dealt (the game in progress may be
        # kept after all, the dialogs left open as they were).
        dialog.replay_with_dealer.connect(
            lambda number, rules, dealer: self._replay(number, rules, dealer, dialog.make_way)
        )
        if self._pad_hooks is not None:
            dialog.pad_hooks = self._pad_hooks()
        if self._continue_pad is not None:
            dialog.pad_continue_requested.connect(
                lambda pad_id, pad: self._take_up(dialog, pad_id, pad)
            )
        if shown:
            self.open(dialog)
        else:
            # Where it would stand, so that what opens over it is centred on the window.
            dialog.setGeometry(self.window.geometry())
            self._keep(dialog)
        return dialog

    def _take_up(self, dialog: StatisticsDialog, pad_id: str, pad: Any) -> None:
        """A pad game of the history asked to be taken up: the dialogs it was asked in
        close only once the pad's window has taken it (a refusal leaves them open)."""
        if self._continue_pad is not None:
            self._continue_pad(pad_id, pad, dialog.make_way)

    def open(self, dialog: QDialog) -> None:
        self._keep(dialog)
        self.quit_from(dialog)
        dialog.open()

    def _keep(self, dialog: QDialog) -> None:
        """``dialog`` goes when done, and the table has the keyboard again."""
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(self._focus_table)

    def quit_from(self, dialog: QDialog) -> None:
        """The game's Quit keys work in ``dialog`` too: it takes the keyboard from the
        window, whose menu shortcut then did nothing (play-test h110: Ctrl+Q with the
        statistics or the history open). The dialog closes, then the window."""
        quit_action = self.registry["quit"]
        shortcut = QShortcut(dialog)
        shortcut.setKeys(quit_action.shortcuts())

        def quit_game() -> None:
            # This dialog and the ones it was opened from (the statistics, under the
            # past games), then the window.
            widget: QWidget | None = dialog
            while widget is not None:
                if isinstance(widget, QDialog):
                    widget.reject()
                widget = widget.parentWidget()
            quit_action.trigger()

        shortcut.activated.connect(quit_game)


def rules_help_beside(
    helper: RulesHelpDialog | None, window: QWidget, rules: Rules, scene: TableScene
) -> RulesHelpDialog:
    """How to play by ``rules`` in ``scene``'s card style, shown and raised: ``helper``
    brought up to date, or where there is none a new one placed beside ``window``'s
    table. The game's window and a lesson's alike."""
    if helper is None:
        from ..dialogs.help import RulesHelpDialog

        helper = RulesHelpDialog(
            window, rules, images=scene.images, deck=scene.deck, back=scene.back
        )
        place_beside_table(helper, window, scene)
    else:
        helper.set_look(deck=scene.deck, back=scene.back)
        helper.set_rules(rules)
    helper.show()
    helper.raise_()
    helper.activateWindow()
    return helper


def place_beside_table(helper: RulesHelpDialog, window: QWidget, scene: TableScene) -> None:
    """Beside ``window`` where the screen has room, else over its side clear of the
    cards in play on ``scene`` and the table's buttons (the scoresheet's side), narrowed
    to that room as far as its pictures allow, drawn smaller if need be: it opened over
    the middle of the table, where the README says it stays open beside it (play-test
    11), and at 1366x768 maximised over the buttons beside the knock spot (play-test).
    A small screen has it cover what it must. The game's window and a lesson's alike
    (the lesson's opened over its cards: review h126)."""
    room = screen_room(helper)
    if room is None:
        return
    busy = cards_in_play(scene)
    if busy.isEmpty():  # no game on the table: clear of its middle
        busy = QRect(window.frameGeometry().center(), QSize(1, 1))
    frame = window.frameGeometry()
    place = beside(room, frame, busy, helper.size(), helper.narrowest_width())
    helper.fit_width(place.width())
    helper.resize(place.size())
    helper.move(place.topLeft())


def cards_in_play(scene: TableScene) -> QRect:
    """The cards on the table, the panels among them and the table's controls (the
    knock spot, the buttons beside it: TableView.controls_rect), on the screen."""
    out = QRect()
    views = scene.views()
    if not views:
        return out
    view = views[0]
    viewport = view.viewport()
    for item in scene.items():
        if isinstance(item, CardItem) and item.isVisible():
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            out = out.united(QRect(viewport.mapToGlobal(rect.topLeft()), rect.size()))
    if isinstance(view, TableView):
        for child in (view.result_panel, view.game_over):
            if child.isVisible():
                out = out.united(QRect(child.mapToGlobal(QPoint(0, 0)), child.size()))
        controls = view.controls_rect()
        if not controls.isEmpty():
            out = out.united(QRect(viewport.mapToGlobal(controls.topLeft()), controls.size()))
    return out

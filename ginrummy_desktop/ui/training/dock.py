"""The training aids in the main window: a dock with the panel, the switches in the Game
menu (kept in the settings), and the discard-safety shading on the hand's cards."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import QDockWidget, QGraphicsObject, QMenu, QWidget

from ...app import settings as S
from ...app.change import Change
from ...app.controller import GameController
from ...app.equity_worker import EquityWorker, weighable
from ...app.i18n import LanguageManager
from ...app.session import Session
from ...app.settings import Settings
from ...model import Card, PlayerView
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.panel_style import FOCUS_BLUE
from ..table.card_item import CardItem
from ..table.scene import TableScene
from .equity import EquityPanel
from .panel import (
    Aids,
    TrainingPanel,
    danger_percent,
    paint_safety_band,
    safety_band,
    safety_level,
    safety_word,
    throwable_safety,
)

# The frame of an aid's list, blue and wider while it has the keyboard (its width with
# the padding is the same either way: the list is laid out once, for both).
FOCUS_FRAME = (
    "QAbstractItemView { border: 1px solid #b4b4b4; padding: 1px; }"
    f" QAbstractItemView:focus {{ border: 2px solid {FOCUS_BLUE}; padding: 0px; }}"
)


class SafetyShade(QGraphicsObject):
    """The discard-safety band along the bottom of a hand card (a child of the card
    item, so it follows every move and drag of the card)."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.card = card
        self.level = 0
        self.high_contrast = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _card(self) -> QRectF:
        return self.card.card_rect()

    def boundingRect(self) -> QRectF:
        edge = max(1.0, self._card().width() * 0.02)  # the high-contrast outline
        band = safety_band(self._card(), high_contrast=self.high_contrast)
        return band.adjusted(-edge, -edge, edge, edge)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        paint_safety_band(painter, self._card(), self.level, high_contrast=self.high_contrast)

    def set_level(self, level: int, *, high_contrast: bool = False) -> None:
        self.prepareGeometryChange()  # the card may have been resized since
        self.level = level
        self.high_contrast = high_contrast
        self.update()

    def set_danger(self, danger: float) -> None:
        """What the band means, on hovering it: the panel's word and figure for the card.
        The band's colour was explained nowhere on the table, only in the panel's list
        (play-test h89)."""
        tip = QCoreApplication.translate(
            "TrainingDock",
            "Discard safety: %1 (%2%). How likely this card is to help the computer, "
            "from what you have seen.",
        )
        self.setToolTip(
            tip.replace("%1", safety_word(danger)).replace("%2", str(danger_percent(danger)))
        )


AID_TEXTS = {
    "pickups": QT_TRANSLATE_NOOP(
        "TrainingDock", "List the cards the computer &took or passed over"
    ),
    "outs": QT_TRANSLATE_NOOP("TrainingDock", "Show the cards that can &complete your melds"),
    "safety": QT_TRANSLATE_NOOP("TrainingDock", "Shade cards by discard &safety"),
    "equity": QT_TRANSLATE_NOOP("TrainingDock", "Show what each move is &worth"),
}


class TrainingDock(QObject):
    """Wires the aids into the main window: a dock with the panel, three switches in a
    'Training aids' submenu of the Game menu (kept in the settings), and the safety
    shading on the hand's cards. With an aid on, the session's match counts as
    assisted (for the statistics)."""

    # The first aid was switched on (the dock has just been shown).
    opened = Signal()

    def __init__(
        self,
        *,
        settings: Settings,
        controller: GameController,
        session: Session,
        scene: TableScene,
        languages: LanguageManager,
        add_panel: Callable[[QWidget, str], QDockWidget],
        menu: QMenu,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller = controller
        self.session = session
        self.scene = scene
        self.panel = TrainingPanel(self.scene.images, deck=self.settings.get(S.DECK))
        self.dock = add_panel(self.panel, "TrainingDock")
        # A list reached with Tab says so by a frame: only a pale row showed, and the
        # arrows moved about in it unseen while the player meant the hand (h152).
        self.dock.setStyleSheet(FOCUS_FRAME)
        # Closing the panel switches the aids off: no shading is left on the cards.
        self.dock.installEventFilter(self)
        # The equity hints: the Master's search of the person's view, in a worker.
        self.equity = EquityPanel(self.panel)
        self.panel.add_section(self.equity)
        self.worker = EquityWorker(self)
        self.worker.report.connect(self.equity.show_report)
        self.worker.finished.connect(self.equity.finished)
        self.worker.failed.connect(lambda _text: self.equity.waiting())
        self.menu = menu
        self.actions: dict[str, QAction] = {}
        options = {
            "pickups": S.AID_PICKUPS,
            "outs": S.AID_LIVE_OUTS,
            "safety": S.AID_DISCARD_SAFETY,
            "equity": S.AID_EQUITY,
        }
        for key, option in options.items():
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(self.settings.get(option))
            act.toggled.connect(lambda on, o=option: self._switched(o, on))
            self.menu.addAction(act)
            self.actions[key] = act
        self._bands: dict[Card, SafetyShade] = {}
        self._view: PlayerView | None = None
        self._open = False  # an aid was on at the last refresh
        self.controller.changed.connect(self._changed)
        self.scene.dealing_changed.connect(self._dealt)
        self.controller.match_replaced.connect(self._new_match)
        languages.language_changed.connect(lambda _code: self.retranslate_ui())
        self.settings.changed.connect(self._setting_changed)
        self.retranslate_ui()
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dock and event.type() == QEvent.Type.Close:
            for act in self.actions.values():
                act.setChecked(False)  # each switch refreshes and stores itself
        return False

    @property
    def aids(self) -> Aids:
        a = self.actions
        return Aids(
            a["pickups"].isChecked(),
            a["outs"].isChecked(),
            a["safety"].isChecked(),
            a["equity"].isChecked(),
        )

    def retranslate_ui(self) -> None:
        self.menu.setTitle(QCoreApplication.translate("TrainingDock", "&Training aids"))
        self.dock.setWindowTitle(QCoreApplication.translate("TrainingDock", "Training aids"))
        for key, act in self.actions.items():
            act.setText(QCoreApplication.translate("TrainingDock", AID_TEXTS[key]))
        if self.aids.safety:
            self.shade(self._view)  # the bands' words

    def _switched(self, option: S.Option[bool], on: bool) -> None:
        self.settings.set(option, on)
        self.refresh()

    def _setting_changed(self, key: str) -> None:
        if key == S.DECK.key:
            self.panel.set_deck(self.settings.get(S.DECK))

    def _new_match(self) -> None:
        self.refresh()  # with an aid on, the new match is assisted too

    def _changed(self, change: Change) -> None:
        self._view = change.view
        if self.scene.dealing:
            # A new hand's cards still fly out: its aids once they lie (the moves'
            # worth named the face-up card before it showed: play-test h157).
            self.panel.show_view(None)
            self.weigh(None)
            return
        self.refresh()

    def _dealt(self, dealing: bool) -> None:
        if not dealing:
            self.refresh()

    def refresh(self) -> None:
        aids = self.aids
        self.dock.setVisible(aids.any)
        if aids.any and not self._open:
            self.opened.emit()
        self._open = aids.any
        view = self._view
        self.panel.high_contrast = self.settings.get(S.HIGH_CONTRAST)
        self.panel.set_aids(aids)
        self.panel.show_view(view)
        if aids.any and view is not None:
            self.mark_assisted()
        self.shade(view if aids.safety else None)
        self.weigh(view if aids.equity else None)

    def weigh(self, view: PlayerView | None) -> None:
        """Start the equity hints on the person's decision in ``view`` (a new position
        drops the search of the last one); None, or no decision: stop them."""
        self.equity.setVisible(self.aids.equity)
        if not weighable(view):
            self.worker.cancel()
            self.equity.waiting()
            return
        assert view is not None
        if self.worker.view is view:
            return  # already weighed (the panel was refreshed for another reason)
        self.worker.weigh(view)
        self.equity.weighing(view)

    @property
    def assisted(self) -> bool:
        """The match in play has been played with an aid on (the session keeps it)."""
        return self.session.assisted

    def mark_assisted(self) -> None:
        """The match in play counts as assisted: an aid is on."""
        self.session.mark_assisted()

    def shade(self, view: PlayerView | None) -> None:
        """Band every hand card with its safety level's colour (or take the bands away)."""
        dangers: dict[Card, float] = {}
        if view is not None and view.phase.value in ("upcard", "draw", "discard"):
            # Only the cards that may be thrown now, as in the panel's list.
            dangers = {s.card: s.danger for s in throwable_safety(view)}
        hand = set(view.hand) if view is not None else set()
        for card in hand:
            self.scene.face_item(card)  # the table has an item for each, laid out or not
        for card, item in self.scene.faces.items():
            band = self._bands.get(card)
            if band is not None and band.parentItem() is not item:
                band = None  # the table made a new item for this card
            danger = dangers.get(card) if card in hand else None
            if danger is None:
                if band is not None:
                    band.setVisible(False)
                continue
            if band is None:
                # Kept here too: PySide would let a child item with no Python owner go.
                band = self._bands[card] = SafetyShade(item)
            band.set_level(safety_level(danger), high_contrast=self.settings.get(S.HIGH_CONTRAST))
            band.set_danger(danger)
            band.setVisible(True)

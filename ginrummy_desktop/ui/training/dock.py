"""The parts of the main window around the table: the hand review opener, the training
aids dock, the table's accessibility and its look (card size, high contrast); each
receives what it needs in its constructor."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QGraphicsItem,
    QGraphicsObject,
    QMenu,
    QWidget,
)

from ...app import settings as S
from ...app.change import Change
from ...app.controller import PERSON, GameController
from ...app.i18n import LanguageManager
from ...app.settings import Settings
from ...model import Action, Card, Deal, HandRecord, PlayerView, Rules
from ...persistence.history import HandRow
from ..common.accessibility import (
    NAME_KEY,
    Announcer,
    card_in_meld_text,
    discard_pile_text,
    hand_card_names,
    opponent_hand_text,
    stock_text,
)
from ..common.texts import card_name
from ..review.dialog import HandReviewDialog
from ..table.card_item import CardItem
from ..table.scene import TableScene
from ..table.view import TableView
from .panel import Aids, TrainingPanel, safety_colours

if TYPE_CHECKING:
    from ...app.autosave import AutoSaver


class ReviewOpener(QObject):
    """Opens the window's 'Review hand' action (Ctrl+R, in the Game menu and on the hand
    result): the last finished hand of the match in play, in a HandReviewDialog; and a
    stored hand of the history (:meth:`open_stored`)."""

    def __init__(
        self,
        action: QAction,
        controller: GameController,
        settings: Settings,
        scene: TableScene,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.action = action
        self.controller = controller
        self.settings = settings
        self.scene = scene
        self.parent_widget = parent
        self.dialog: HandReviewDialog | None = None
        action.triggered.connect(self.open_review)
        self.update_enabled()

    def last_deal(self) -> Deal | None:
        m = self.controller.match
        if m is None:
            return None
        finished = [d for d in m.deals if d.is_over]
        return finished[-1] if finished else None

    def update_enabled(self, change: Change | None = None) -> None:
        if change is not None:
            self.action.setEnabled(change.hands_finished > 0)
        else:
            self.action.setEnabled(self.last_deal() is not None)

    def open_review(self) -> None:
        deal = self.last_deal()
        m = self.controller.match
        if deal is None or m is None:
            return
        number = m.deals.index(deal) + 1
        record = next((r for r in m.records if r.number == number), None)
        self._open(
            self.parent_widget, deal.rules, deal.dealer, deal.deal_number, list(deal.actions),
            record,
        )  # fmt: skip

    def open_stored(self, row: HandRow) -> None:
        """Review a hand from the history, e.g. from the statistics dialog's
        ``review_requested``."""
        actions = row.parsed_actions()
        if row.rules is None or not actions:
            return
        parent = QApplication.activeModalWidget() or self.parent_widget
        self._open(parent, row.rules, row.dealer, row.deal_number, actions)

    def _open(
        self,
        parent: QWidget,
        rules: Rules,
        dealer: int,
        number: int,
        actions: list[Action],
        record: HandRecord | None = None,
    ) -> None:
        scene = self.scene
        self.dialog = HandReviewDialog(
            parent, rules=rules, dealer=dealer, deal_number=number, actions=actions,
            images=scene.images, deck=scene.deck, card_size=self.settings.get(S.CARD_SIZE),
            high_contrast=self.settings.get(S.HIGH_CONTRAST), record=record,
        )  # fmt: skip
        self.dialog.finished.connect(self.dialog.deleteLater)
        self.dialog.resize(1000, 640)
        self.dialog.open()


class SafetyShade(QGraphicsObject):
    """The discard-safety band across the lower part of a hand card (a child of the
    card item, so it follows every move and drag of the card)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.colour = QColor()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _card(self) -> QRectF:
        parent = self.parentItem()
        rect = getattr(parent, "card_rect", None)
        return rect() if rect is not None else QRectF()

    def boundingRect(self) -> QRectF:
        r = self._card()
        return QRectF(r.left(), r.top() + r.height() * 0.72, r.width(), r.height() * 0.28)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        r = self.boundingRect()
        painter.drawRoundedRect(r.adjusted(1.5, 0, -1.5, -1.5), r.width() * 0.05, r.width() * 0.05)

    def set_colour(self, colour: QColor) -> None:
        self.prepareGeometryChange()  # the card may have been resized since
        self.colour = colour
        self.update()


AID_TEXTS = {
    "pickups": QT_TRANSLATE_NOOP(
        "TrainingDock", "List the cards the computer &took or passed over"
    ),
    "outs": QT_TRANSLATE_NOOP("TrainingDock", "Show &live outs"),
    "safety": QT_TRANSLATE_NOOP("TrainingDock", "Shade cards by discard &safety"),
}


class TrainingDock(QObject):
    """Wires the aids into the main window: a dock with the panel, three switches in a
    'Training aids' submenu of the Game menu (kept in the settings), and the safety
    shading on the hand's cards. ``assisted`` tells whether the current match has been
    played with any aid on (for the statistics)."""

    assisted_changed = Signal(bool)

    def __init__(
        self,
        *,
        settings: Settings,
        controller: GameController,
        scene: TableScene,
        languages: LanguageManager,
        add_panel: Callable[[QWidget, str], QDockWidget],
        menu: QMenu,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller = controller
        self.scene = scene
        self.panel = TrainingPanel(self.scene.images, deck=self.settings.get(S.DECK))
        self.dock = add_panel(self.panel, "TrainingDock")
        self.menu = menu
        self.actions: dict[str, QAction] = {}
        options = {
            "pickups": S.AID_PICKUPS,
            "outs": S.AID_LIVE_OUTS,
            "safety": S.AID_DISCARD_SAFETY,
        }
        for key, option in options.items():
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(self.settings.get(option))
            act.toggled.connect(lambda on, o=option: self._switched(o, on))
            self.menu.addAction(act)
            self.actions[key] = act
        self.assisted = False
        self._bands: dict[Card, SafetyShade] = {}
        self._view: PlayerView | None = None
        self.controller.changed.connect(self._changed)
        self.controller.match_replaced.connect(self._new_match)
        languages.language_changed.connect(lambda _code: self.retranslate_ui())
        self.settings.changed.connect(self._setting_changed)
        self.retranslate_ui()
        self.refresh()

    @property
    def aids(self) -> Aids:
        a = self.actions
        return Aids(a["pickups"].isChecked(), a["outs"].isChecked(), a["safety"].isChecked())

    def retranslate_ui(self) -> None:
        self.menu.setTitle(QCoreApplication.translate("TrainingDock", "&Training aids"))
        self.dock.setWindowTitle(QCoreApplication.translate("TrainingDock", "Training aids"))
        for key, act in self.actions.items():
            act.setText(QCoreApplication.translate("TrainingDock", AID_TEXTS[key]))

    def _switched(self, option: S.Option[bool], on: bool) -> None:
        self.settings.set(option, on)
        self.refresh()

    def _setting_changed(self, key: str) -> None:
        if key == S.DECK.key:
            self.panel.set_deck(self.settings.get(S.DECK))

    def _new_match(self) -> None:
        self.assisted = False
        self.refresh()

    def _changed(self, change: Change) -> None:
        self._view = change.view
        self.refresh()

    def refresh(self) -> None:
        aids = self.aids
        self.dock.setVisible(aids.any)
        view = self._view
        self.panel.high_contrast = self.settings.get(S.HIGH_CONTRAST)
        self.panel.set_aids(aids)
        self.panel.show_view(view)
        if aids.any and view is not None:
            self.mark_assisted()
        self.shade(view if aids.safety else None)

    def mark_assisted(self) -> None:
        """The match in play counts as assisted (an aid is on, or a resumed match was)."""
        if not self.assisted:
            self.assisted = True
            self.assisted_changed.emit(True)

    def connect_autosaver(self, saver: AutoSaver) -> None:
        """Share ``assisted`` with the AutoSaver (app.autosave), which keeps it in the
        save and the history; call before ``saver.resume`` so a resumed match that was
        assisted is marked here again."""
        self.assisted_changed.connect(saver.set_assisted)
        saver.assisted_restored.connect(self.mark_assisted)
        if self.assisted:
            saver.set_assisted(True)

    def shade(self, view: PlayerView | None) -> None:
        """Band every hand card with its safety colour (or take the bands away)."""
        colours: dict[Card, QColor] = {}
        if view is not None and view.phase.value in ("upcard", "draw", "discard"):
            high = self.settings.get(S.HIGH_CONTRAST)
            colours = safety_colours(view, high_contrast=high)
        hand = set(view.hand) if view is not None else set()
        for card in hand:
            self.scene.face_item(card)  # the table has an item for each, laid out or not
        for card, item in self.scene.faces.items():
            band = self._bands.get(card)
            if band is not None and band.parentItem() is not item:
                band = None  # the table made a new item for this card
            colour = colours.get(card) if card in hand else None
            if colour is None:
                if band is not None:
                    band.setVisible(False)
                continue
            if band is None:
                # Kept here too: PySide would let a child item with no Python owner go.
                band = self._bands[card] = SafetyShade(item)
            band.set_colour(colour)
            band.setVisible(True)


class TableAccessibility(QObject):
    """Makes the card table usable with a screen reader: names every card item and
    pile, describes the table on the view, says the card under the keyboard cursor,
    and announces the computer's moves, knocks and results as they happen."""

    def __init__(
        self,
        *,
        controller: GameController,
        table: TableView,
        languages: LanguageManager,
        person: int = PERSON,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.person = person
        self.controller = controller
        self.view_widget = table
        self.scene = table.table
        self.announcer = Announcer(table, self)
        self.controller.changed.connect(self._changed)
        # Named once the table has laid the cards out: the order of the hand is its.
        self.scene.laid_out.connect(self.name_items)
        table.key_action.connect(self._cursor_moved)
        languages.language_changed.connect(lambda _code: self.name_items())

    def _changed(self, change: Change) -> None:
        # The controller hands over the model's events: mask what the person may not see.
        events = [e.seen_by(self.person) for e in change.events]
        if events:
            self.announcer.events(events, self.person)

    def item_names(self) -> dict[CardItem, str]:
        """The accessible name of every card item on the table now."""
        view = self.scene.view
        if view is None:
            return {}
        hand = hand_card_names(view.hand)
        melds = {c: m for m in view.knocker_melds for c in m.cards}
        out: dict[CardItem, str] = {}
        for card, item in self.scene.faces.items():
            if not item.isVisible():
                continue
            if card in hand:
                out[item] = hand[card]
            elif card in melds:
                out[item] = card_in_meld_text(card, melds[card])
            elif view.discard_pile and card == view.discard_pile[-1]:
                out[item] = discard_pile_text(view.discard_pile)
            else:
                out[item] = card_name(card)
        for item in self.scene.backs:
            if item.isVisible():
                out[item] = opponent_hand_text(view.opponent_hand_size, view.opponent_known)
        for item in self.scene.stock_items:
            if item.isVisible():
                out[item] = stock_text(view.stock_size)
        return out

    def name_items(self) -> None:
        names = self.item_names()
        for item, name in names.items():
            item.setData(NAME_KEY, name)
        view = self.scene.view
        if view is not None:
            hand = hand_card_names(view.hand)
            summary = [
                QCoreApplication.translate("Accessibility", "Your hand: %1").replace(
                    "%1", "; ".join(hand[c] for c in self.scene.hand_order if c in hand)
                ),
                discard_pile_text(view.discard_pile),
                stock_text(view.stock_size),
                opponent_hand_text(view.opponent_hand_size, view.opponent_known),
            ]
            self.view_widget.setAccessibleDescription(". ".join(summary))

    def _cursor_moved(self, _key: str) -> None:
        card, view = self.scene.selected, self.scene.view
        if card is None or view is None:
            return
        names = hand_card_names(view.hand)
        if card in names:
            self.announcer.say(names[card])


SIZE_TEXTS = {
    "small": QT_TRANSLATE_NOOP("TableLook", "&Small"),
    "normal": QT_TRANSLATE_NOOP("TableLook", "&Normal"),
    "large": QT_TRANSLATE_NOOP("TableLook", "&Large"),
}


class TableLook(QObject):
    """'Card size' (small / normal / large) and 'High-contrast table' in the View menu,
    kept in the settings and applied to the table (the review and aids read them too)."""

    def __init__(
        self,
        *,
        settings: Settings,
        scene: TableScene,
        view_menu: QMenu,
        languages: LanguageManager,
        applied: Callable[[], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.scene = scene
        self._applied = applied
        self.size_menu = view_menu.addMenu("")
        self.size_group = QActionGroup(self)
        for size in SIZE_TEXTS:
            act = QAction(self.size_group)
            act.setCheckable(True)
            act.setData(size)
            act.setChecked(settings.get(S.CARD_SIZE) == size)
            self.size_menu.addAction(act)
        self.size_group.triggered.connect(lambda act: self.set_size(act.data()))
        self.contrast = QAction(self)
        self.contrast.setCheckable(True)
        self.contrast.setChecked(settings.get(S.HIGH_CONTRAST))
        self.contrast.toggled.connect(self.set_high_contrast)
        view_menu.addAction(self.contrast)
        languages.language_changed.connect(lambda _code: self.retranslate_ui())
        self.retranslate_ui()
        self.apply()

    def retranslate_ui(self) -> None:
        self.size_menu.setTitle(QCoreApplication.translate("TableLook", "Card si&ze"))
        for act in self.size_group.actions():
            act.setText(QCoreApplication.translate("TableLook", SIZE_TEXTS[act.data()]))
        self.contrast.setText(QCoreApplication.translate("TableLook", "&High-contrast table"))

    def set_size(self, size: str) -> None:
        self.settings.set(S.CARD_SIZE, size)
        self.apply()

    def set_high_contrast(self, on: bool) -> None:
        self.settings.set(S.HIGH_CONTRAST, on)
        self.apply()

    def apply(self) -> None:
        from ..table.layout import CARD_SCALES

        scene = self.scene
        scene.card_scale = CARD_SCALES[self.settings.get(S.CARD_SIZE)]
        scene.high_contrast = self.settings.get(S.HIGH_CONTRAST)
        rect = scene.sceneRect()
        scene.resize_table(rect.width(), rect.height())  # new card size, new felt
        scene.update()
        self._applied()  # e.g. the safety shading has its own high-contrast colours

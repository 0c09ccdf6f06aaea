"""Training aids beside the table: the opponent's pickups, live outs, discard safety.

Everything shown comes from the person's own PlayerView (review/aids.py), so an
aid never tells more than a careful player could have noted down. The discard-safety
bands on the table's cards (training/dock.py, TrainingDock) and the panel's list both
take :func:`throwable_safety`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...model import Card, Discard, Phase, PlayerView
from ...model.melds import best_melding
from ...review.aids import (
    DiscardSafety,
    PartialMeld,
    discard_safety,
    opponent_pickups,
    partial_melds,
)
from ..common.card_images import CardImageCache
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import card_name

ICON_W = 30
ICON_H = 42
SAFE_BELOW = 0.12  # danger under this is "safe"
RISKY_FROM = 0.35  # and from this on "risky"


@dataclass(frozen=True, slots=True)
class Aids:
    """Which training aids are switched on (a match with any on is 'assisted')."""

    pickups: bool = False
    outs: bool = False
    safety: bool = False
    equity: bool = False  # the equity hints (training/equity.py)

    @property
    def any(self) -> bool:
        return self.pickups or self.outs or self.safety or self.equity


# High contrast: one opaque shade a word, each with its own pattern too (plain, dotted,
# hatched), so that the three differ without their colours.
HIGH_CONTRAST_SHADES = (QColor(0, 90, 255), QColor(255, 200, 0), QColor(230, 60, 0))
HIGH_CONTRAST_PATTERNS = (
    Qt.BrushStyle.NoBrush,
    Qt.BrushStyle.Dense6Pattern,
    Qt.BrushStyle.BDiagPattern,
)


def danger_percent(danger: float) -> int:
    """The danger as the whole percentage the list shows."""
    return round(danger * 100)


def safety_level(danger: float) -> int:
    """0 safe, 1 some risk, 2 risky: read off the percentage shown, so that one figure
    has one word (the K♦ was "safe (12%)", a turn later "some risk (12%)")."""
    percent = danger_percent(danger)
    return 0 if percent < round(SAFE_BELOW * 100) else 1 if percent < round(RISKY_FROM * 100) else 2


def level_colour(level: int, *, high_contrast: bool = False) -> QColor:
    """The shading for a safety level (:func:`safety_level`): blue when safe, amber at
    some risk, orange-red when risky.

    Blue to orange rather than green to red, so that red-green colour blindness still
    tells them apart; the panel says the same in words and percentages.
    """
    if high_contrast:
        return QColor(HIGH_CONTRAST_SHADES[level])
    # One shade a word ("safe", "some risk", "risky"), as the panel says: a blend by the
    # danger made "safe" and "some risk" two pale tints hard to tell apart.
    return (
        QColor(40, 120, 230, 120),
        QColor(240, 175, 20, 175),
        QColor(225, 70, 20, 205),
    )[level]


def safety_colour(danger: float, *, high_contrast: bool = False) -> QColor:
    """The shading for a card of this danger (a chance from 0 to 1)."""
    return level_colour(safety_level(min(max(danger, 0.0), 1.0)), high_contrast=high_contrast)


def safety_band(card: QRectF, *, high_contrast: bool = False) -> QRectF:
    """Where the shading goes on a card: along the bottom, short of the lower-right index
    (the rank and suit printed upside down there stay readable). The see-through band
    lies over the lowest pips; the opaque high-contrast one is a strip under them (a
    band of that height hid them on every card)."""
    w, h = card.width(), card.height()
    if high_contrast:
        return QRectF(card.left() + w * 0.03, card.top() + h * 0.875, w * 0.76, h * 0.095)
    return QRectF(card.left() + w * 0.03, card.top() + h * 0.75, w * 0.76, h * 0.22)


def paint_safety_band(
    painter: QPainter, card: QRectF, level: int, *, high_contrast: bool = False
) -> None:
    """The band of a safety level as the table and the panel's swatches draw it. In high
    contrast it is opaque with a black edge, and patterned by its word (plain, dotted,
    hatched)."""
    r = safety_band(card, high_contrast=high_contrast)
    radius = r.height() * 0.18
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(level_colour(level, high_contrast=high_contrast))
    if high_contrast:
        painter.setPen(QPen(QColor(0, 0, 0), max(1.0, card.width() * 0.02)))
        painter.drawRoundedRect(r, radius, radius)
        if HIGH_CONTRAST_PATTERNS[level] != Qt.BrushStyle.NoBrush:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(0, 0, 0), HIGH_CONTRAST_PATTERNS[level]))
            painter.drawRoundedRect(r, radius, radius)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(r, radius, radius)
    painter.restore()


def throwable_safety(view: PlayerView) -> list[DiscardSafety]:
    """How safe each card of the person's hand is to throw: at the throw, only the
    cards that may be thrown then (the card just taken from the pile was listed and
    shaded among them: play-test h89)."""
    safety = discard_safety(view)
    if view.phase is Phase.DISCARD and view.turn == view.player:
        throwable = {a.card for a in view.legal if isinstance(a, Discard)}
        safety = [s for s in safety if s.card in throwable]
    return safety


SAFETY_WORDS = (
    QT_TRANSLATE_NOOP("TrainingPanel", "safe"),
    QT_TRANSLATE_NOOP("TrainingPanel", "some risk"),
    QT_TRANSLATE_NOOP("TrainingPanel", "risky"),
)


def safety_word(danger: float) -> str:
    """'safe', 'some risk' or 'risky', translated."""
    return QCoreApplication.translate("TrainingPanel", SAFETY_WORDS[safety_level(danger)])


class _Section(QWidget):
    """A heading over a list. Unlike a QGroupBox title the heading wraps, so a long
    one ('Levende kort som kan fullføre…') never makes the narrow dock scroll sideways."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 6, 0, 2)
        self.column.setSpacing(3)
        self.column.addWidget(self.heading)

    def setTitle(self, text: str) -> None:  # the QGroupBox call it replaces
        self.heading.setText(text)
        self.setAccessibleName(text)

    def title(self) -> str:
        return self.heading.text()


class TrainingPanel(QWidget):
    """The side panel of training aids; call :meth:`show_view` whenever the table changes."""

    def __init__(
        self,
        images: CardImageCache | None = None,
        parent: QWidget | None = None,
        *,
        deck: str = "classic",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TrainingPanel")
        self._images = images or CardImageCache()
        self._deck = deck
        self.high_contrast = False  # the swatches match the table's high-contrast bands
        self._aids = Aids()
        self._view: PlayerView | None = None
        self._intro = QLabel(self)
        self._intro.setWordWrap(True)
        self._pickups_box, self.pickups_list = self._section()
        self._outs_box, self.outs_list = self._section()
        self._safety_box, self.safety_list = self._section()
        # What the percentages are, in sight: in the tooltip alone the keyboard never
        # showed it, and "A♥ safe (7%)" did not say (play-test h152).
        self.safety_note = QLabel(self._safety_box)
        self.safety_note.setWordWrap(True)
        self.safety_note.setObjectName("SafetyNote")
        self.safety_note.setStyleSheet("color: #5b6170;")
        self._safety_box.column.addWidget(self.safety_note)
        # The sections grow with their lists; the whole panel scrolls when they
        # outgrow the dock, rather than each list scrolling in a small box.
        inner = QWidget(self)
        column = QVBoxLayout(inner)
        column.addWidget(self._intro)
        for box in (self._pickups_box, self._outs_box, self._safety_box):
            column.addWidget(box)
        column.addStretch(1)
        self._column = column
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidget(inner)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        # Its wheel and scroll bar scroll it; the keyboard stays with the table (a click
        # on it took the arrows from the cards: play-test h105).
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Lines wrap to the dock's width; only the height ever scrolls.
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroll_area)
        self.retranslate_ui()

    def _section(self) -> tuple[_Section, QListWidget]:
        box = _Section(self)
        items = QListWidget(box)
        items.setIconSize(QSize(ICON_W * 2 + 4, ICON_H))
        items.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        # Reachable by Tab, for screen readers; a click leaves the keyboard where it was.
        # A click or a wheel on the panel took it from the table, and the arrows and End
        # stopped choosing cards while the letters still played them (play-test h105).
        items.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        items.setWordWrap(True)
        items.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        items.setResizeMode(QListWidget.ResizeMode.Adjust)
        items.setMinimumWidth(120)
        box.column.addWidget(items)
        return box, items

    def add_section(self, section: QWidget) -> None:
        """Put another aid's section (the equity hints) first: it is about the decision
        at hand, and under the others it was out of sight in a small window. The intro
        goes under it, over the lists it speaks of (above the equity it stood alone)."""
        self._column.insertWidget(0, section)
        # Tab and the screen reader take it first too, then the panel's own lists.
        tab = Qt.FocusPolicy.TabFocus
        first = next((w for w in section.findChildren(QWidget) if w.focusPolicy() & tab), None)
        if first is not None:
            self.setTabOrder(first, self.pickups_list)
            self.setTabOrder(self.pickups_list, self.outs_list)
            self.setTabOrder(self.outs_list, self.safety_list)

    def sizeHint(self) -> QSize:
        # Docked under the scoresheet it should get a fair share of the height.
        return QSize(300, 520)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 280)

    # -------------------------------------------------------------- inputs
    def set_aids(self, aids: Aids) -> None:
        self._aids = aids
        self.refresh()

    @property
    def aids(self) -> Aids:
        return self._aids

    def set_deck(self, deck: str) -> None:
        self._deck = deck
        self.refresh()

    def show_view(self, view: PlayerView | None) -> None:
        before, self._view = self._view, view
        self.refresh()
        if view is not None and (
            before is None or (before.hand_number, before.upcard) != (view.hand_number, view.upcard)
        ):
            # A new hand starts at the top, with the move values: scrolled down to the
            # safety list in one hand, the next began with them out of sight (play-test
            # h165).
            self.scroll_area.verticalScrollBar().setValue(0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Training aids"))
        self._pickups_box.setTitle(self.tr("The computer's pickups"))
        self._outs_box.setTitle(self.tr("Cards that can complete your partial melds"))
        self._safety_box.setTitle(self.tr("Discard safety"))
        self.pickups_list.setAccessibleName(self.tr("Cards the computer took or passed over"))
        self.outs_list.setAccessibleName(
            self.tr("Partial melds and the cards that can still complete them")
        )
        # What the percentages are ("J♣ safe (7%)" did not say), on hovering the list too.
        how_likely = self.tr("How likely each card is to help the computer")
        self.safety_list.setAccessibleName(how_likely)
        self.safety_list.setToolTip(how_likely)
        self.safety_note.setText(
            self.tr(
                "The percentage: the chance that the computer holds two cards that make a "
                "meld with the card, from what you have seen."
            )
        )
        self.refresh()

    # -------------------------------------------------------------- filling
    def refresh(self) -> None:
        aids, view = self._aids, self._view
        self._pickups_box.setVisible(aids.pickups)
        self._outs_box.setVisible(aids.outs)
        self._safety_box.setVisible(aids.safety)
        if not aids.any:
            self._intro.setText(self.tr("Switch on a training aid in the Game menu."))
        elif view is None:
            self._intro.setText(self.tr("The aids appear when a hand is dealt."))
        else:
            # A sentence of its own, over the lists it is about (it read as a stray
            # half-sentence under the equity hints: play-test h104).
            self._intro.setText(
                self.tr("The lists below count only what you have seen so far in this hand.")
            )
        # With the equity hints alone, their own line says what they come from.
        lists = aids.pickups or aids.outs or aids.safety
        self._intro.setVisible(lists or view is None or not aids.any)
        for items in (self.pickups_list, self.outs_list, self.safety_list):
            items.clear()
        if view is None:
            return
        if aids.pickups:
            self._fill_pickups(view)
        # Outs and safety are about draws and discards: none are left in the layoff.
        playing = view.phase in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)
        if aids.outs:
            if playing:
                self._fill_outs(view)
            else:
                self._note(self.outs_list, self.tr("No more draws in this hand."))
        if aids.safety:
            if playing:
                self._fill_safety(view)
            else:
                self._note(self.safety_list, self.tr("No more discards in this hand."))
        for items in (self.pickups_list, self.outs_list, self.safety_list):
            self._fit(items)

    @staticmethod
    def _fit(items: QListWidget) -> None:
        """Make a list as tall as its rows, so that none of them hides."""
        rows = sum(items.sizeHintForRow(i) for i in range(items.count()))
        items.setFixedHeight(max(rows, ICON_H) + 2 * items.frameWidth() + 4)

    def _add(self, items: QListWidget, cards: tuple[Card, ...], text: str, spoken: str) -> None:
        item = QListWidgetItem(self._icon(cards), text)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        item.setToolTip(spoken)
        items.addItem(item)

    def _fill_pickups(self, view: PlayerView) -> None:
        p = opponent_pickups(view)
        for card in p.taken:
            held = card in p.still_held
            status = self.tr("taken, still held") if held else self.tr("taken, thrown again")
            self._add(
                self.pickups_list,
                (card,),
                f"{card.label}  {status}",
                f"{card_name(card)}, {status}",
            )
        for card in p.declined:
            status = self.tr("passed over")
            self._add(
                self.pickups_list,
                (card,),
                f"{card.label}  {status}",
                f"{card_name(card)}, {status}",
            )
        if not p.taken and not p.declined:
            self._note(self.pickups_list, self.tr("Nothing taken or passed over yet."))

    def _fill_outs(self, view: PlayerView) -> None:
        partials = sorted(partial_melds(view), key=lambda m: (-m.live_count, m.cards))
        for m in partials:
            text, spoken = self.outs_texts(m)
            self._add(self.outs_list, m.cards, text, spoken)
        if not partials:
            self._note(self.outs_list, self.tr("No partial melds among your deadwood."))

    def outs_texts(self, m: PartialMeld) -> tuple[str, str]:
        """The shown and the spoken line of one partial meld."""
        count = self.tr("%n card(s) still available", None, m.live_count)
        pair = " ".join(c.label for c in m.cards)
        if m.live:
            shown = f"{pair}: {count} ({' '.join(c.label for c in m.live)})"
            names = ", ".join(card_name(c) for c in m.live)
            spoken = f"{card_name(m.cards[0])}, {card_name(m.cards[1])}: {count}: {names}"
        else:
            shown = f"{pair}: {count}"
            spoken = f"{card_name(m.cards[0])}, {card_name(m.cards[1])}: {count}"
        return shown, spoken

    def _fill_safety(self, view: PlayerView) -> None:
        # The cards to choose a discard from first: a card of a meld is seldom thrown,
        # and listed by danger alone it came first, being seldom wanted (play-test 11).
        melded = {c for m in best_melding(view.hand).melds for c in m.cards}
        ranked: list[DiscardSafety] = sorted(
            throwable_safety(view), key=lambda s: (s.card in melded, s.danger, s.card)
        )
        for s in ranked:
            word = safety_word(s.danger)
            pct = self.tr("%1%").replace("%1", str(danger_percent(s.danger)))
            shown = f"{s.card.label}  {word} ({pct})"
            spoken = f"{card_name(s.card)}: {word}, {pct}"
            if s.card in melded:
                in_meld = self.tr("in a meld")
                shown, spoken = f"{shown} · {in_meld}", f"{spoken}, {in_meld}"
            item = QListWidgetItem(self._swatch(s), shown)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            self.safety_list.addItem(item)

    def _note(self, items: QListWidget, text: str) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        items.addItem(item)

    # -------------------------------------------------------------- pictures
    def _icon(self, cards: tuple[Card, ...]) -> QIcon:
        dpr = self.devicePixelRatioF()
        width = ICON_W * 2 + 4
        pm = QPixmap(round(width * dpr), round(ICON_H * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        for i, card in enumerate(cards[:2]):
            face = self._images.face(card.code, ICON_W, ICON_H, dpr, self._deck)
            p.drawPixmap(i * (ICON_W + 4), 0, face)
        p.end()
        return QIcon(pm)

    def _swatch(self, s: DiscardSafety) -> QIcon:
        """The card with the shading the table paints on it."""
        dpr = self.devicePixelRatioF()
        pm = QPixmap(self._images.face(s.card.code, ICON_W, ICON_H, dpr, self._deck))
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        level = safety_level(s.danger)
        paint_safety_band(p, QRectF(0, 0, ICON_W, ICON_H), level, high_contrast=self.high_contrast)
        p.end()
        return QIcon(pm)

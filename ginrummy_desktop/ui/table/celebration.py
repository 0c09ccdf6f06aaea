"""A short moment for gin, Big Gin, an undercut and a won game: the winning cards fan out
under a banner, with a sound; a click skips it, and the "instant" speed has none."""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ...app.change import Change
from ...app.controller import PERSON
from ...model import Card, Outcome, Phase
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import integer_text, player_name

if TYPE_CHECKING:
    from ..common.deferred_sound import DeferredSound
    from .view import TableView


# Keys held with these are commands of the window (Ctrl+Z, Ctrl+Q), not the table's.
_COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class Kind(Enum):
    GIN = "gin"
    BIG_GIN = "big_gin"
    UNDERCUT = "undercut"
    GAME_WON = "game_won"


TITLES = {
    Kind.GIN: QT_TRANSLATE_NOOP("Celebration", "Gin!"),
    Kind.BIG_GIN: QT_TRANSLATE_NOOP("Celebration", "Big Gin!"),
    Kind.UNDERCUT: QT_TRANSLATE_NOOP("Celebration", "Undercut!"),
    Kind.GAME_WON: QT_TRANSLATE_NOOP("Celebration", "You win the game!"),
}
# The gin chime already rang with the gin itself; the rarer moments get the fanfare.
SOUNDS = {Kind.BIG_GIN: "fanfare", Kind.UNDERCUT: "fanfare", Kind.GAME_WON: "fanfare"}


@dataclass(frozen=True, slots=True)
class Moment:
    """What is celebrated: the kind, who earned it, the points and the cards to fan."""

    kind: Kind
    winner: int
    points: int
    cards: tuple[Card, ...]
    final_totals: tuple[int, int] | None = None  # a won game's totals, the person's first
    # A Hollywood match won: its result is the sum of the games' differences, and the
    # sums of their totals ("984 – 714") are written nowhere.
    hollywood: bool = False


def moment_of(change: Change) -> Moment | None:
    """The moment a change brings, if any: only a hand just scored, never a resumed one.
    A game is celebrated when the person wins it (the computer's win is no party)."""
    record = change.record
    if change.replaced or record is None or change.view.phase is not Phase.OVER:
        return None
    result = record.result
    if result.winner is None:
        return None
    winner = result.winner
    melding = result.knocker_melding if winner == result.knocker else result.defender_melding
    cards = tuple(c for meld in melding.melds for c in meld.cards) if melding else ()
    game = change.game
    if game is not None and game.winner == PERSON:
        if game.is_hollywood:
            return Moment(Kind.GAME_WON, PERSON, game.difference, cards, hollywood=True)
        return Moment(Kind.GAME_WON, PERSON, game.difference, cards, game.final_totals)
    kind = {
        Outcome.GIN: Kind.GIN,
        Outcome.BIG_GIN: Kind.BIG_GIN,
        Outcome.UNDERCUT: Kind.UNDERCUT,
    }.get(result.outcome)
    if kind is None:
        return None
    return Moment(kind, winner, result.points, cards)


class Celebration(QWidget):
    """Lies over the whole table (above the result panels) while a moment plays; clicks
    on it skip the moment and go no further."""

    finished = Signal()

    def __init__(self, *, view: TableView, sound: DeferredSound | None = None) -> None:
        super().__init__(view)
        self.setObjectName("celebration")
        self.view = view
        self.scene = view.table
        self.sound = sound
        self.moment: Moment | None = None
        self._t = 0.0
        self._last_hand: int | None = None
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self.skip)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()
        view.installEventFilter(self)

    @property
    def active(self) -> bool:
        return self.moment is not None

    # ------------------------------------------------------------ starting and ending
    def consider(self, change: Change) -> None:
        """Start the moment ``change`` brings (once per scored hand)."""
        if self.active and change.view.phase is not Phase.OVER:
            self.skip()  # the next hand is dealt: the party is over
        if change.record is None or change.view.phase is not Phase.OVER:
            self._last_hand = None  # a hand in play: its end will be new (a new match too)
            return
        hand = change.hands_finished
        if hand == self._last_hand:
            return  # the same result told again (a language change, a resize)
        self._last_hand = hand
        moment = moment_of(change)
        # None at the instant speed, nor when the computer plays both seats (a demo).
        if moment is not None and self.scene.duration > 0 and not self.scene.demo:
            self.start(moment)

    def start(self, moment: Moment) -> None:
        self.moment = moment
        self._t = 0.0
        self._fit()
        self.show()
        self.raise_()
        # Paced by the animation speed, within bounds that keep it short.
        self._anim.setDuration(max(1400, min(2600, self.scene.duration * 8)))
        self._anim.start()
        name = SOUNDS.get(moment.kind)
        # The fanfare is the person's: the computer's gin or undercut gets the banner only.
        if name and self.sound is not None and moment.winner == PERSON:
            self.sound.play(name)
        self.setAccessibleName(self.title())

    def skip(self) -> None:
        if self.moment is None:
            return
        self.moment = None
        self._anim.stop()
        self.hide()
        self.finished.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()
        self.skip()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self._fit()
        if watched is self.view and event.type() == QEvent.Type.KeyPress and self.active:
            # A key skips the moment as a click does, and goes no further either.
            self.skip()
            return True
        if (
            watched is self.view
            and event.type() == QEvent.Type.ShortcutOverride
            and self.active
            and isinstance(event, QKeyEvent)
            and not event.modifiers() & _COMMAND_MODIFIERS
            and not Qt.Key.Key_F1.value <= event.key() <= Qt.Key.Key_F35.value
        ):
            # A table key is a window shortcut (the play keys answer even once the hand
            # is over): taken here, it comes as a key press, which skips the moment,
            # where the shortcut took it and the moment played on. Ctrl+… and the
            # function keys (F1 the rules, F11 full screen) still work (review h101).
            event.accept()
            return True
        return False

    def _fit(self) -> None:
        self.setGeometry(self.view.viewport().geometry())

    def _step(self, value: object) -> None:
        self._t = float(value)  # type: ignore[arg-type]
        self.raise_()  # the result panel may have been raised meanwhile
        self.update()

    # ------------------------------------------------------------ words
    def banner(self, rect: QRectF) -> tuple[QBrush, QPen, QColor, QColor]:
        """The banner's fill, edge, ink and softer ink: gold for the person's moment;
        the computer's gin or undercut is told in slate, with no fanfare (a gold banner
        just as you lost the points read as a party for it)."""
        mine = self.moment is None or self.moment.winner == PERSON
        if self.scene.high_contrast:
            edge = QColor(255, 230, 0) if mine else QColor(255, 255, 255)
            return QBrush(QColor(0, 0, 0)), QPen(edge, 3), QColor(255, 255, 255), edge
        fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        if mine:
            fill.setColorAt(0, QColor(250, 224, 140))
            fill.setColorAt(1, QColor(206, 160, 58))
            return (QBrush(fill), QPen(QColor(255, 250, 232), 2.5),
                    QColor(43, 29, 5), QColor(84, 60, 18))  # fmt: skip
        fill.setColorAt(0, QColor(92, 106, 128))
        fill.setColorAt(1, QColor(58, 68, 86))
        return (QBrush(fill), QPen(QColor(200, 208, 220), 2.5),
                QColor(255, 255, 255), QColor(214, 220, 230))  # fmt: skip

    def title(self) -> str:
        if self.moment is None:
            return ""
        if self.moment.hollywood:
            # The game-over panel's own words, which the moment lies over.
            return QCoreApplication.translate("GameOverPanel", "You win the Hollywood match!")
        return QCoreApplication.translate("Celebration", TITLES[self.moment.kind])

    def subtitle(self) -> str:
        m = self.moment
        if m is None:
            return ""
        if m.hollywood:
            return QCoreApplication.translate("GameOverPanel", "Won by %1 points").replace(
                "%1", integer_text(m.points)
            )
        if m.final_totals is not None:
            return (
                QCoreApplication.translate("Celebration", "Final totals %1 – %2")
                .replace("%1", integer_text(m.final_totals[PERSON]))
                .replace("%2", integer_text(m.final_totals[1 - PERSON]))
            )
        points = QCoreApplication.translate("Celebration", "%n point(s)", None, m.points)
        return f"{player_name(m.winner)} · {points}"

    def hint(self) -> str:
        # Any key goes on too: keyboard players read "click" as the only way (h114).
        return QCoreApplication.translate("Celebration", "click or press a key to go on")

    # ------------------------------------------------------------ drawing
    def paintEvent(self, event: QPaintEvent) -> None:
        m = self.moment
        if m is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        t = self._t
        # In over the first third, out over the last sixth.
        fade = 1.0 if t < 0.84 else max(0.0, (1.0 - t) / 0.16)
        # Dim the table (and the result panel under it) so the moment stands out.
        p.fillRect(self.rect(), QColor(0, 0, 0, round(150 * fade * min(1.0, t / 0.15))))
        p.setOpacity(fade)
        g = self.scene.geo
        centre = QPointF(self.width() / 2, self.height() * 0.5)
        self._paint_fan(p, m.cards, centre, g.card_w * 1.05, g.card_h * 1.05, t)
        self._paint_banner(p, centre, g.card_h, t)
        p.end()

    def _paint_fan(
        self, p: QPainter, cards: tuple[Card, ...], centre: QPointF, w: float, h: float, t: float
    ) -> None:
        if not cards:
            return
        spread = QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(min(1.0, t / 0.35))
        n = len(cards)
        total = min(110.0, 11.0 * (n - 1))  # degrees from the first card to the last
        pivot = centre + QPointF(0, h * 0.95)  # below the cards, as a hand holds them
        for i, card in enumerate(cards):
            angle = (-total / 2 + total * i / max(1, n - 1)) * spread if n > 1 else 0.0
            pix = self.scene.images.face(
                card.code, round(w), round(h), self.devicePixelRatioF(), deck=self.scene.deck
            )
            p.save()
            p.translate(pivot)
            p.rotate(angle)
            # A little lift while they open, as if the hand were raised to show them.
            lift = h * 0.12 * math.sin(math.pi * min(1.0, t / 0.35))
            p.drawPixmap(QRectF(-w / 2, -h * 1.45 - lift, w, h), pix, QRectF(pix.rect()))
            p.restore()

    def banner_lines(self, card_h: float) -> list[tuple[str, QFont]]:
        """The banner's title, what it was worth and the hint to go on, each in its
        font for cards ``card_h`` high."""
        title_font = QFont(self.font())
        title_font.setBold(True)
        title_font.setPixelSize(max(22, round(card_h * 0.34)))
        sub_font = QFont(self.font())
        sub_font.setPixelSize(max(13, round(card_h * 0.14)))
        hint_font = QFont(self.font())
        hint_font.setPixelSize(max(11, round(card_h * 0.09)))
        return [(self.title(), title_font), (self.subtitle(), sub_font), (self.hint(), hint_font)]

    def banner_size(self, card_h: float, lines: list[tuple[str, QFont]] | None = None) -> QSizeF:
        """As wide as its widest line (the hint too: fi "jatka napsauttamalla tai
        painamalla näppäintä" was cut, play-test h159), within the table's width;
        ``lines``: :meth:`banner_lines`, if made already."""
        pad = card_h * 0.12
        if lines is None:
            lines = self.banner_lines(card_h)
        measured = [(text, QFontMetricsF(font)) for text, font in lines]
        width = max(m.horizontalAdvance(text) for text, m in measured) + 4 * pad
        width = min(width, self.width() - 16)
        height = sum(m.height() for _text, m in measured) + 1.6 * pad
        return QSizeF(width, height)

    def _paint_banner(self, p: QPainter, centre: QPointF, card_h: float, t: float) -> None:
        grow = QEasingCurve(QEasingCurve.Type.OutBack).valueForProgress(
            min(1.0, max(0.0, (t - 0.08) / 0.3))
        )
        if grow <= 0:
            return
        pad = card_h * 0.12
        lines = self.banner_lines(card_h)
        size = self.banner_size(card_h, lines)
        width, height = size.width(), size.height()
        p.save()
        p.translate(centre + QPointF(0, card_h * 0.35))
        p.scale(grow, grow)
        rect = QRectF(-width / 2, -height / 2, width, height)
        brush, pen, ink, soft = self.banner(rect)
        p.setBrush(brush)
        p.setPen(pen)
        p.drawRoundedRect(rect, pad, pad)
        y = rect.top() + pad * 0.6
        for (text, font), colour in zip(lines, (ink, ink, soft), strict=True):
            metrics = QFontMetricsF(font)
            p.setFont(font)
            p.setPen(colour)
            line = QRectF(rect.left() + pad, y, rect.width() - 2 * pad, metrics.height())
            elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, line.width())
            p.drawText(line, Qt.AlignmentFlag.AlignCenter, elided)
            y += metrics.height() + pad * 0.2
        p.restore()

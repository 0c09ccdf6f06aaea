"""Accessible names for cards, piles and moves, and announcements to assistive technology.

Cards on the table are scene items, which screen readers cannot reach; so the table
(table/accessibility.py, TableAccessibility) names every card item with these texts (``NAME_KEY``
in the item's data), and says the card under the keyboard cursor and every important
move through :func:`announce`.
Everything is built from translated pieces at call time, so a language switch
takes effect on the next refresh.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)

from ...model import Card, Event, EventKind, Meld, Melding, MeldKind, best_melding
from .noop import QT_TRANSLATE_NOOP
from .texts import RANK_NAMES, SUIT_NAMES, and_list, card_name

NAME_KEY = 0x4E41  # QGraphicsItem.data key holding a card item's accessible name
HAS_ANNOUNCEMENTS = hasattr(QtGui, "QAccessibleAnnouncementEvent")


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Accessibility", text, None, n)


def _rank(card: Card) -> str:
    return QCoreApplication.translate("Texts", RANK_NAMES[card.rank])


def _suit(card: Card) -> str:
    return QCoreApplication.translate("Texts", SUIT_NAMES[card.suit])


# ------------------------------------------------------------------ cards and melds
def meld_text(meld: Meld) -> str:
    """'the run five-six-seven of hearts' or 'the set seven of clubs, ... and ...'."""
    if meld.kind is MeldKind.RUN:
        ranks = "-".join(_rank(c) for c in meld.cards)
        return (
            QCoreApplication.translate("Accessibility", "the run %1 of %2", "ranks, suit")
            .replace("%1", ranks)
            .replace("%2", _suit(meld.cards[0]))
        )
    names = and_list([card_name(c) for c in meld.cards])
    return QCoreApplication.translate("Accessibility", "the set %1").replace("%1", names)


def card_in_meld_text(card: Card, meld: Meld) -> str:
    """'seven of hearts, in the run five-six-seven of hearts' or
    'seven of clubs, in a set with seven of diamonds and seven of spades'."""
    if meld.kind is MeldKind.RUN:
        text = QCoreApplication.translate("Accessibility", "%1, in %2", "card, meld")
        return text.replace("%1", card_name(card)).replace("%2", meld_text(meld))
    others = and_list([card_name(c) for c in meld.cards if c != card])
    text = QCoreApplication.translate("Accessibility", "%1, in a set with %2")
    return text.replace("%1", card_name(card)).replace("%2", others)


def hand_card_names(hand: Iterable[Card], melding: Melding | None = None) -> dict[Card, str]:
    """Each card of a hand named with its place in the (best) melding, or as deadwood."""
    cards = list(hand)
    melding = melding or best_melding(cards)
    out: dict[Card, str] = {}
    for meld in melding.melds:
        for c in meld.cards:
            out[c] = card_in_meld_text(c, meld)
    for c in cards:
        if c not in out:
            out[c] = QCoreApplication.translate("Accessibility", "%1, deadwood").replace(
                "%1", card_name(c)
            )
    return out


def discard_pile_text(pile: Sequence[Card]) -> str:
    """'discard pile: top card king of clubs, 12 cards'."""
    if not pile:
        return QCoreApplication.translate("Accessibility", "discard pile: empty")
    cards = QCoreApplication.translate("Accessibility", "%n card(s)", None, len(pile))
    return (
        QCoreApplication.translate("Accessibility", "discard pile: top card %1, %2")
        .replace("%1", card_name(pile[-1]))
        .replace("%2", cards)
    )


def stock_text(size: int) -> str:
    return QCoreApplication.translate("Accessibility", "stock: %n card(s)", None, size)


def opponent_hand_text(size: int, known: Sequence[Card] = ()) -> str:
    """'the computer's hand: 10 cards, among them seven of clubs (picked up)'."""
    text = QCoreApplication.translate(
        "Accessibility", "the computer's hand: %n card(s)", None, size
    )
    if known:
        text += QCoreApplication.translate(
            "Accessibility", ", known to hold %1", "cards it picked up"
        ).replace("%1", and_list([card_name(c) for c in known]))
    return text


def deadwood_text(points: int) -> str:
    return QCoreApplication.translate("Accessibility", "deadwood %n point(s)", None, points)


# ------------------------------------------------------------------ moves
_K = EventKind
# (kind, the person's own move, card named) -> sentence; separate sentences per
# subject because the verb agrees with it in Finnish.
MOVES: dict[tuple[EventKind, bool, bool], str] = {
    (_K.UPCARD_TAKEN, True, True): QT_TRANSLATE_NOOP("Accessibility", "You took the face-up %1."),
    (_K.UPCARD_TAKEN, False, True): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer took the face-up %1."
    ),
    (_K.UPCARD_PASSED, True, True): QT_TRANSLATE_NOOP("Accessibility", "You passed on the %1."),
    (_K.UPCARD_PASSED, False, True): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer passed on the %1."
    ),
    (_K.STOCK_DRAWN, True, False): QT_TRANSLATE_NOOP("Accessibility", "You drew from the stock."),
    (_K.STOCK_DRAWN, False, False): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer drew from the stock."
    ),
    (_K.STOCK_DRAWN, True, True): QT_TRANSLATE_NOOP(
        "Accessibility", "You drew the %1 from the stock."
    ),
    (_K.STOCK_DRAWN, False, True): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer drew the %1 from the stock."
    ),
    (_K.DISCARD_DRAWN, True, True): QT_TRANSLATE_NOOP(
        "Accessibility", "You took the %1 from the discard pile."
    ),
    (_K.DISCARD_DRAWN, False, True): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer took the %1 from the discard pile."
    ),
    (_K.DISCARDED, True, True): QT_TRANSLATE_NOOP("Accessibility", "You discarded the %1."),
    (_K.DISCARDED, False, True): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer discarded the %1."
    ),
    (_K.KNOCKED, True, False): QT_TRANSLATE_NOOP("Accessibility", "You knocked."),
    (_K.KNOCKED, False, False): QT_TRANSLATE_NOOP("Accessibility", "The computer knocked."),
    (_K.KNOCKED, True, True): QT_TRANSLATE_NOOP(
        "Accessibility", "You knocked, discarding the %1 face down."
    ),
    (_K.KNOCKED, False, True): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer knocked, discarding the %1 face down."
    ),
    (_K.WENT_GIN, True, False): QT_TRANSLATE_NOOP("Accessibility", "You went gin."),
    (_K.WENT_GIN, False, False): QT_TRANSLATE_NOOP("Accessibility", "The computer went gin."),
    (_K.WENT_GIN, True, True): QT_TRANSLATE_NOOP(
        "Accessibility", "You went gin, discarding the %1 face down."
    ),
    (_K.WENT_GIN, False, True): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer went gin, discarding the %1 face down."
    ),
    (_K.WENT_BIG_GIN, True, False): QT_TRANSLATE_NOOP("Accessibility", "You went Big Gin."),
    (_K.WENT_BIG_GIN, False, False): QT_TRANSLATE_NOOP(
        "Accessibility", "The computer went Big Gin."
    ),
    (_K.LAID_OFF, True, True): QT_TRANSLATE_NOOP("Accessibility", "You laid off the %1."),
    (_K.LAID_OFF, False, True): QT_TRANSLATE_NOOP("Accessibility", "The computer laid off the %1."),
    (_K.GAME_OVER, True, False): QT_TRANSLATE_NOOP("Accessibility", "You won the game."),
    (_K.GAME_OVER, False, False): QT_TRANSLATE_NOOP("Accessibility", "The computer won the game."),
}
HAND_ENDS = {
    "void": QT_TRANSLATE_NOOP("Accessibility", "The stock is down to two cards: the hand is void."),
    "nobody": QT_TRANSLATE_NOOP("Accessibility", "The hand is over: nobody scores."),
    "you": QT_TRANSLATE_NOOP("Accessibility", "The hand is over: you won it."),
    "computer": QT_TRANSLATE_NOOP("Accessibility", "The hand is over: the computer won it."),
}


def event_text(event: Event, person: int = 0) -> str | None:
    """A move as a sentence, e.g. 'The computer discarded king of clubs.'

    Cards the viewer may not see arrive masked (``card is None``) and are not named,
    so the same function serves the table (masked events) and the review (all open).
    Events that need no words (the deal, the end of layoffs) give None.
    """
    k = event.kind
    if k is EventKind.HAND_VOID:
        return _tr(HAND_ENDS["void"])
    if k is EventKind.HAND_SCORED:
        who = "nobody" if event.player is None else "you" if event.player == person else "computer"
        return _tr(HAND_ENDS[who])
    named = event.card is not None
    text = MOVES.get((k, event.player == person, named)) or MOVES.get(
        (k, event.player == person, False)
    )
    if text is None:
        return None
    out = _tr(text)
    return out.replace("%1", card_name(event.card)) if event.card is not None else out


ANNOUNCED = frozenset(
    {
        EventKind.KNOCKED,
        EventKind.WENT_GIN,
        EventKind.WENT_BIG_GIN,
        EventKind.HAND_SCORED,
        EventKind.HAND_VOID,
        EventKind.GAME_OVER,
    }
)


def announcements(events: Iterable[Event], person: int = 0) -> list[str]:
    """What to say aloud after these events: every move of the computer, and any
    knock, gin, result or end of game (the person's own moves they just made)."""
    out = []
    for e in events:
        if e.kind is EventKind.DEALT:
            continue
        if e.player == person and e.kind not in ANNOUNCED:
            continue
        text = event_text(e, person)
        if text:
            out.append(text)
    return out


# ------------------------------------------------------------------ telling AT
def announce(target: QObject, text: str, *, assertive: bool = False) -> None:
    """Have a screen reader say ``text`` (politely, unless ``assertive``)."""
    if not text:
        return
    if HAS_ANNOUNCEMENTS:
        event = QtGui.QAccessibleAnnouncementEvent(target, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)
        return
    region = target.findChild(LiveRegion) if isinstance(target, QWidget) else None
    if region is not None:
        region.say(text)


class LiveRegion(QLabel):
    """Where announcements cannot be made (Qt before 6.8): a label whose changes are
    reported to assistive technology, as a web page's live region is."""

    def say(self, text: str) -> None:
        self.setText(text)
        self.setAccessibleName(text)
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))


class Announcer(QObject):
    """Announces on behalf of one widget and remembers what it said (for tests and a log)."""

    announced = Signal(str)

    def __init__(self, widget: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent or widget)
        self._widget = widget
        self.history: list[str] = []
        if not HAS_ANNOUNCEMENTS and widget.findChild(LiveRegion) is None:
            region = LiveRegion(widget)
            region.setGeometry(0, 0, 1, 1)  # present for AT, invisible to the eye

    def say(self, text: str, *, assertive: bool = False) -> None:
        if not text:
            return
        announce(self._widget, text, assertive=assertive)
        self.history.append(text)
        del self.history[:-50]
        self.announced.emit(text)

    def events(self, events: Iterable[Event], person: int = 0) -> None:
        for text in announcements(events, person):
            self.say(text, assertive=False)


# ------------------------------------------------------------------ checking
INTERACTIVE = (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QTabBar,
    QGraphicsView,
)


def accessible_name(widget: QObject) -> str:
    """The name assistive technology gets (a button's text counts, as it does for AT)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    if iface is None or not iface.isValid():
        return ""
    return iface.text(QAccessible.Text.Name).strip()


def unnamed_controls(root: QWidget) -> list[QWidget]:
    """Interactive widgets under ``root`` (itself included) that have no accessible name.

    The inner parts of a combo box or spin box (its popup list, its line edit) are
    named through the box itself, as assistive technology presents them.
    """
    widgets = [root, *root.findChildren(QWidget)]
    return [
        w
        for w in widgets
        if isinstance(w, INTERACTIVE)
        and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        and not _inside_composite(w, root)
        and not accessible_name(w)
    ]


def _inside_composite(widget: QWidget, root: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not root.parentWidget():
        if isinstance(parent, QComboBox | QAbstractSpinBox):
            return True
        parent = parent.parentWidget()
    return False

"""Helpers for the table tests: scene-level mouse gestures, simple scripted players,
and matches set up at a knock."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.model import Card, Match, Phase, PlayerView
from ginrummy_desktop.model.cards import to_mask
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.ui.table.roles import CardRole
from ginrummy_desktop.ui.window.main_window import MainWindow


def greedy_discard(view: PlayerView) -> tuple[Card, int]:
    """The discard leaving the least deadwood (never the card just taken)."""
    best: tuple[int, int, Card] | None = None
    mask = to_mask(view.hand)
    for c in view.hand:
        if c == view.taken_from_discard:
            continue
        dw = min_deadwood(mask & ~c.bit)
        key = (dw, -c.value, c)
        if best is None or key[:2] < best[:2]:
            best = key
    assert best is not None
    return best[2], best[0]


class Table:
    """Drives the window the way a person does: mouse on the scene, keys, buttons."""

    def __init__(self, window: MainWindow, qtbot) -> None:
        self.window = window
        self.c = window.controller
        self.view_widget = window.table
        self.scene = window.table.table
        self.qtbot = qtbot

    # -- waiting
    def settle(self, rounds: int = 60) -> None:
        """Let the computer move until the person is to act (or the hand is over)."""
        for _ in range(rounds):
            QApplication.processEvents()
            # A deal still flying is landed (as a key or a click lands it): the computer
            # waits for it (controller.hold_for_deal), and the clock stands still here.
            self.scene.finish_deal()
            self.c.wait_idle()
            QApplication.processEvents()
            m = self.c.match
            waiting = m is None or self.c.person_to_act() or m.current.is_over
            if waiting and not self.c.thinking:
                return
        raise AssertionError("the computer did not finish its move")

    @property
    def pv(self) -> PlayerView:
        return self.c.view(0)

    # -- mouse
    def _send(self, kind, scene_pos: QPointF, button, buttons) -> None:
        vp = self.view_widget.viewport()
        local = QPointF(self.view_widget.mapFromScene(scene_pos))
        glob = QPointF(vp.mapToGlobal(local.toPoint()))
        ev = QMouseEvent(kind, local, glob, button, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, ev)

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        left = Qt.MouseButton.LeftButton
        self._send(QMouseEvent.Type.MouseButtonPress, start, left, left)
        for i in range(1, steps + 1):
            p = start + (end - start) * (i / steps)
            self._send(QMouseEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, left)
        self._send(QMouseEvent.Type.MouseButtonRelease, end, left, Qt.MouseButton.NoButton)

    def hold(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        """Press at ``start`` and move to ``end`` without letting go (a drag in progress)."""
        left = Qt.MouseButton.LeftButton
        self._send(QMouseEvent.Type.MouseButtonPress, start, left, left)
        for i in range(1, steps + 1):
            p = start + (end - start) * (i / steps)
            self._send(QMouseEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, left)

    def move(self, pos: QPointF) -> None:
        """Move the mouse with the button held (carrying on a drag)."""
        left = Qt.MouseButton.LeftButton
        self._send(QMouseEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, left)

    def release(self, pos: QPointF) -> None:
        left = Qt.MouseButton.LeftButton
        self._send(QMouseEvent.Type.MouseButtonRelease, pos, left, Qt.MouseButton.NoButton)

    def click(self, pos: QPointF, double: bool = False) -> None:
        left = Qt.MouseButton.LeftButton
        self._send(QMouseEvent.Type.MouseButtonPress, pos, left, left)
        self._send(QMouseEvent.Type.MouseButtonRelease, pos, left, Qt.MouseButton.NoButton)
        if double:
            self._send(QMouseEvent.Type.MouseButtonDblClick, pos, left, left)
            self._send(QMouseEvent.Type.MouseButtonRelease, pos, left, Qt.MouseButton.NoButton)

    def grab_point(self, card: Card) -> QPointF:
        """A point on the visible strip of a card (cards overlap to the right)."""
        item = self.scene.faces[card]
        return item.pos() + QPointF(item.width * 0.12, item.height * 0.5)

    def stock_point(self) -> QPointF:
        item = next(i for i in self.scene.stock_items if i.role is CardRole.STOCK and i.isVisible())
        return item.pos() + QPointF(item.width * 0.5, item.height * 0.5)

    def discard_point(self) -> QPointF:
        return self.grab_point(self.pv.discard_pile[-1])

    def hand_point(self) -> QPointF:
        return self.scene.geo.hand_rect.center()

    def drag_card_to(self, card: Card, target_topleft: QPointF) -> None:
        item = self.scene.faces[card]
        start = self.grab_point(card)
        self.drag(start, start + (target_topleft - item.pos()))

    def key(self, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.keyClick(self.view_widget, key, modifier)


def arranged_match(
    *,
    dealer: int,
    hands: dict[int, Sequence[Card]],
    upcard: Card,
    stock: Sequence[Card] = (),
    rules=None,
) -> Match:
    """A match (standard rules unless ``rules``) whose first deal gives exactly these
    hands (ten cards each), turns up ``upcard`` and has ``stock`` on top of the stock in
    drawing order."""
    from unittest import mock

    from ginrummy_desktop.model import DECK, preset
    from ginrummy_desktop.model import deal as deal_module

    first, second = list(hands[1 - dealer]), list(hands[dealer])
    assert len(first) == len(second) == 10
    deck = [c for pair in zip(first, second, strict=True) for c in pair]
    deck += [upcard, *stock]
    deck += [c for c in DECK if c not in deck]
    assert len(set(deck)) == 52, "arranged cards repeat"
    with mock.patch.object(deal_module, "shuffled_deck", lambda _n: list(deck)):
        return Match(rules or preset("standard"), seed=1, first_dealer=dealer)


def upcard_offered(*, stock: str = "", rules=None) -> Match:
    """The person, not dealing, offered the Q♦: A♣2♣3♣ and 5♦6♦7♦ with 9♠ 9♥ 8♥ K♠
    beside them (deadwood 36), the computer holding A♥2♥3♥ and 4♠5♠6♠; ``stock``: the
    stock's first cards ("KD 7C"), in drawing order."""
    from ginrummy_desktop.model import parse_cards

    return arranged_match(
        dealer=1,
        hands={
            0: parse_cards("AC 2C 3C 5D 6D 7D 9S 9H 8H KS"),
            1: parse_cards("AH 2H 3H 4S 5S 6S 8C 9C TC JD"),
        },
        upcard=parse_cards("QD")[0],
        stock=parse_cards(stock) if stock else (),
        rules=rules,
    )


def knock_in_reach(*, rules=None) -> Match:
    """The person, not dealing, offered the 2♠ with A♣2♣3♣ 5♦6♦7♦ 9♠9♥9♣ and the K♠:
    taking it (T) and throwing the K♠, they knock with 2 (36 points from the computer's
    A♥2♥3♥ 4♠5♠6♠ 8♣ 10♣ J♦ Q♥, which lays nothing off)."""
    from ginrummy_desktop.model import parse_cards

    return arranged_match(
        dealer=1,
        hands={
            0: parse_cards("AC 2C 3C 5D 6D 7D 9S 9H 9C KS"),
            1: parse_cards("AH 2H 3H 4S 5S 6S 8C TC JD QH"),
        },
        upcard=parse_cards("2S")[0],
        rules=rules,
    )


def computer_knocked(table: Table, you: str | list[Card], computer: str | list[Card]) -> Match:
    """On the table: the person (not dealing) passes the face-up 7♠, the computer takes
    it and knocks, throwing the 2♣; the person is to lay off. ``you`` and ``computer``
    are the dealt hands (the computer's holds the 2♣ and the melds for the 7♠)."""
    from ginrummy_desktop.model import Knock, Pass, TakeUpcard, parse_cards

    match = arranged_match(
        dealer=1,
        hands={
            0: parse_cards(you) if isinstance(you, str) else you,
            1: parse_cards(computer) if isinstance(computer, str) else computer,
        },
        upcard=parse_cards("7S")[0],
    )
    match.apply(Pass(0))
    match.apply(TakeUpcard(1))
    match.apply(Knock(1, parse_cards("2C")[0]))
    load(table, match)
    table.settle()
    assert table.pv.phase is Phase.LAYOFF
    return match


def load(table: Table, match: Match, level: str = "beginner") -> None:
    table.c.load_match(match, level)
    table.settle()


def phase(table: Table) -> Phase:
    return table.pv.phase


def passive_move(view: PlayerView):
    """Draw from the stock and throw the drawn card away: never knocks."""
    from ginrummy_desktop.model import Discard, DrawStock, Pass

    if view.phase is Phase.UPCARD:
        return Pass(view.player)
    if view.phase is Phase.DRAW:
        return DrawStock(view.player)
    drawn = next(e.card for e in reversed(view.log) if e.player == view.player and e.card)
    card = drawn if drawn in view.hand and drawn != view.taken_from_discard else view.hand[0]
    return Discard(view.player, card)


def greedy_move(view: PlayerView):
    from ginrummy_desktop.model import Discard, DrawStock, Pass

    if view.phase is Phase.UPCARD:
        return Pass(view.player)
    if view.phase is Phase.DRAW:
        return DrawStock(view.player)
    card, _dw = greedy_discard(view)
    return Discard(view.player, card)


def match_until_knock(knocker: int, *, need_layoff: bool = False) -> Match:
    """A match stopped where ``knocker`` can knock (and, for the computer, has knocked).

    Plain model play: the knocker plays greedily, the other seat passively. Seeds
    are tried in order until the situation comes up, so the test needs no AI.
    """
    from ginrummy_desktop.model import Knock, match_view, preset

    for seed in range(1, 400):
        m = Match(preset("standard"), seed=seed, first_dealer=1 - knocker)
        for _ in range(80):
            d = m.current
            if d.is_over:
                break
            v = match_view(m, d.turn)
            if d.turn == knocker and d.phase is Phase.DISCARD:
                card, dw = greedy_discard(v)
                if 0 < dw <= v.knock_limit:
                    if knocker == 0:
                        return m
                    m.apply(Knock(1, card))
                    if need_layoff and not any(a.kind == "lay_off" for a in m.legal_actions(0)):
                        break
                    return m
            m.apply((greedy_move if d.turn == knocker else passive_move)(v))
    raise AssertionError("no seed gave the situation")


@contextmanager
def shouting(widget, *contexts: str) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """A made-up language for ``widget`` while inside: every text of ``contexts`` in
    capitals, so a test sees which texts follow a language change; English after."""
    from PySide6.QtCore import QCoreApplication, QEvent, QTranslator

    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
            return source.upper() if context in contexts else ""

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))

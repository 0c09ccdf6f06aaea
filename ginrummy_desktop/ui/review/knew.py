""" "What the computer knew": each decision of the computer's in a finished hand, with
the view it decided from (your cards as backs) and its reason; "Check it" asks it
again in other worlds in a worker thread, so the table never waits.

Wiring (main window)::

    KnewDialog(window, snapshot, hand_index, level, images, deck=..., back=...).open()

``snapshot`` must be the dialog's own copy of the match (``match_from_dict(
match_to_dict(m), decks=m.decks)``): the workers read it while the game goes on.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence

from PySide6.QtCore import QSize, Qt, QThreadPool, QTimer, Slot
from PySide6.QtGui import QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.base import Decision
from ...app.streams import StreamRun, StreamSignals
from ...model import Card, EventKind, Match, PlayerView
from ...review.fairness_check import (
    DEFAULT_WORLDS,
    ComputerDecision,
    DecisionCheck,
    computer_decisions,
    explained,
    iter_check,
    level_decider,
)
from ..common.card_images import CardImageCache
from ..common.list_rows import one_line_width
from ..common.screen_room import fit_to_screen, screen_room
from ..common.texts import card_name, done_text, player_name, reason_text
from ..dialogs.base import TranslatedDialog, fill
from ..table.hand import sort_cards

COMPUTER = 1
CARD_W, CARD_H = 48, 67
# Cards overlap: this much of each shows, as much as the row's width allows between
# these (the corner's rank and suit need about 14 pixels; more reads at a glance).
MIN_STEP, MAX_STEP = 12, 34
CAPTION_W = 190  # a long caption takes two lines, not the cards' room
# The dialog's least size on opening: wider where the longest row of the list and the
# cards beside it ask more, and the screen has the room.
WIDTH, HEIGHT = 900, 560
# On a tall screen (a 1920x1080 one) the cards are drawn this much larger: at 48 pixels
# wide their corners were hard to read there, beside room left empty (play-test 10).
LARGE_SCREEN_H, LARGE_SCALE = 1000, 1.4


def card_metrics(room_height: int | None) -> tuple[int, int, int, int]:
    """The cards' width and height and the least and most of each that shows when they
    overlap, for a screen with ``room_height`` pixels of room (None: unknown)."""
    scale = LARGE_SCALE if room_height is not None and room_height >= LARGE_SCREEN_H else 1.0
    return (
        round(CARD_W * scale),
        round(CARD_H * scale),
        round(MIN_STEP * scale),
        round(MAX_STEP * scale),
    )


def _done(decision: ComputerDecision) -> str:
    """The computer's move as played ("Computer drew from the stock"), not as a
    button's order; a card taken from the pile by name."""
    pile = decision.view.discard_pile
    taken = pile[-1] if pile else None  # named if the move took it
    return done_text(decision.action, player_name(1), taken=taken)


class DecisionList(QListWidget):
    """The decisions, one a row: as wide as the longest row where the dialog has the
    room, and where it has less, the rows wrap. After "Check it" the rows were cut off
    ("…six of spades – ide") and read only by scrolling sideways, the window's room
    beside them empty (play-test)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row_width = 0  # the longest row's one line (KnewDialog sets it)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.row_width), hint.height())


def _explain(match: Match, hand_index: int, level: str, seed: int) -> Iterator[object]:
    decider = level_decider(level, seed=seed)
    yield from explained(match, hand_index, COMPUTER, decider)


def _check(match: Match, hand_index: int, level: str, seed: int) -> Iterator[object]:
    decider = level_decider(level, seed=seed)
    yield from iter_check(match, hand_index, COMPUTER, decider, worlds=DEFAULT_WORLDS)


class KnewDialog(TranslatedDialog):
    """The computer's decisions of one hand, each with the view it had and its reason."""

    def __init__(
        self,
        parent: QWidget | None,
        match: Match,
        hand_index: int,
        level: str,
        images: CardImageCache,
        *,
        deck: str = "classic",
        back: str = "blue",
        dpr: float = 1.0,
        pool: QThreadPool | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("KnewDialog")
        self._yours_face_up = False  # the decision shown came after your knock
        self.match = match
        self.hand_index = hand_index
        self.level = level
        self._images, self._deck, self._back, self._dpr = images, deck, back, dpr
        self._pool = pool or QThreadPool.globalInstance()
        # The computer is seeded per match as the controller seeds it.
        self._seed = match.seed * 2 + COMPUTER
        self.decisions: list[ComputerDecision] = computer_decisions(match, hand_index, COMPUTER)
        self.reasons: dict[int, Decision] = {}
        self.checks: list[DecisionCheck] = []
        self.checking = False
        self._token = 0
        self._stop = threading.Event()
        self._signals = StreamSignals(self)
        self._signals.item.connect(self._on_item)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._explaining = 0

        room = screen_room(self)
        self.card_w, self.card_h, self.min_step, self.max_step = card_metrics(
            room.height() if room is not None else None
        )
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.list = DecisionList(self)
        self.list.setMinimumWidth(340)
        self.list.currentRowChanged.connect(self._show_decision)
        self.view_host = QWidget(self)
        grid = QGridLayout(self.view_host)
        self.captions: dict[str, QLabel] = {}
        self.rows: dict[str, QLabel] = {}
        # Each row's cards as last shown, drawn again to the row's width on a resize.
        self._shown: dict[str, tuple[Sequence[Card] | None, int]] = {}
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(0)
        self._redraw.timeout.connect(self._draw_rows)
        for row, name in enumerate(("hand", "pile", "taken", "passed", "yours")):
            caption = QLabel(self.view_host)
            caption.setWordWrap(True)
            caption.setMaximumWidth(CAPTION_W)
            cards = QLabel(self.view_host)
            cards.setMinimumHeight(self.card_h + 4)
            # The strip is drawn to the row's width: it does not widen the dialog.
            cards.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            # "none" on its caption's line, not half a card lower.
            cards.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(caption, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(cards, row, 1)
            self.captions[name], self.rows[name] = caption, cards
        self.stock_label = QLabel(self.view_host)
        grid.addWidget(self.stock_label, 5, 0, 1, 2)
        self.reason_label = QLabel(self.view_host)
        self.reason_label.setWordWrap(True)
        self.reason_label.setStyleSheet("font-weight: bold;")
        grid.addWidget(self.reason_label, 6, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        # The cards ask for a hand of 11 as it reads at a glance (the dialog opens that
        # wide beside the list where the screen has the room). A narrower dialog takes
        # its room from the cards, down to the least overlap that reads, then from the
        # list, whose rows wrap.
        glance = QSpacerItem(self.card_w + 10 * self.max_step, 0, QSizePolicy.Policy.Preferred)
        grid.addItem(glance, 7, 1)
        grid.setColumnMinimumWidth(1, self.card_w + 10 * self.min_step)
        self.check_button = QPushButton(self)
        self.check_button.clicked.connect(self.start_check)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, max(1, len(self.decisions)))
        self.progress.setValue(0)
        self.progress.hide()
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        middle = QHBoxLayout()
        middle.addWidget(self.list)
        middle.addWidget(self.view_host, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.check_button)
        bottom.addWidget(self.progress, 1)
        # Room the hidden bar leaves goes here: the button stretched across the dialog
        # until a check ran (play-test).
        bottom.addStretch(0)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(middle, 1)
        layout.addLayout(bottom)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.finished.connect(lambda _r: self.cancel())
        self.retranslate_ui()
        hint = self.sizeHint()  # larger cards ask a taller window too
        fit_to_screen(self, max(WIDTH, hint.width()), max(HEIGHT, hint.height()))
        if self.decisions:
            self.list.setCurrentRow(0)
        self._start(_explain(match, hand_index, level, self._seed), explaining=True)

    # ------------------------------------------------------------ workers
    def _start(self, items: Iterator[object], *, explaining: bool = False) -> None:
        self._token += 1
        if explaining:
            self._explaining = self._token
        self._pool.start(StreamRun(self._token, lambda: items, self._signals, self._stop))

    def start_check(self) -> bool:
        """Ask every decision again in other worlds, in the background."""
        if self.checking or not self.decisions:
            return False
        self.checking = True
        self.checks = []
        self.progress.setValue(0)
        self.progress.show()
        self.check_button.setEnabled(False)
        self.summary.setText(self.tr("Checking…"))
        self._start(_check(self.match, self.hand_index, self.level, self._seed))
        return True

    def cancel(self) -> None:
        """Stop the workers (the dialog closes): their last answers are dropped."""
        self._stop.set()
        self._token += 1

    @Slot(int, object)
    def _on_item(self, token: int, item: object) -> None:
        if isinstance(item, tuple) and token == self._explaining:
            decision, answer = item
            self.reasons[decision.number] = answer
            if self.list.currentRow() == decision.number - 1:
                self._show_decision(decision.number - 1)
            return
        if token != self._token or not isinstance(item, DecisionCheck):
            return
        self.checks.append(item)
        self.progress.setValue(len(self.checks))
        row = self.list.item(item.decision.number - 1)
        if row is not None:
            row.setText(self._entry(item.decision))

    @Slot(int)
    def _on_done(self, token: int) -> None:
        if token != self._token or not self.checking:
            return
        self.checking = False
        self.check_button.setEnabled(True)
        self._write_summary()

    @Slot(int, str)
    def _on_failed(self, token: int, message: str) -> None:
        if token != self._token:
            return
        self.checking = False
        self.check_button.setEnabled(True)
        self.summary.setText(self.tr("The check stopped: %1").replace("%1", message))

    # ------------------------------------------------------------ showing
    def identical_count(self) -> int:
        return sum(1 for c in self.checks if c.identical)

    def _write_summary(self) -> None:
        if self.checking:
            self.summary.setText(self.tr("Checking…"))
        elif len(self.checks) == len(self.decisions) and self.checks:
            self.summary.setText(
                fill(
                    self.tr(
                        "%1 of %n decision(s) the same in all %2 reshuffles.", "", len(self.checks)
                    ),
                    self.identical_count(),
                    DEFAULT_WORLDS,
                )
            )
        else:
            self.summary.setText("")

    def _entry(self, decision: ComputerDecision) -> str:
        check = next((c for c in self.checks if c.decision.number == decision.number), None)
        if check is None:
            return self._played(decision)
        return self._checked(decision, check.identical)

    @staticmethod
    def _played(decision: ComputerDecision) -> str:
        return fill("%1. %2", decision.number, _done(decision))

    def _checked(self, decision: ComputerDecision, identical: bool) -> str:
        verdict = self.tr("identical") if identical else self.tr("differs")
        return self._played(decision) + " – " + verdict

    def _row_width(self) -> int:
        """The longest row on one line, as it reads after the check: the list is as wide
        before it, and does not widen when the verdicts come."""
        rows = (self._checked(d, same) for d in self.decisions for same in (True, False))
        return max((one_line_width(self.list, text) for text in rows), default=0)

    def _strip(self, cards: Sequence[Card] | None, count: int = 0, room: int = 0) -> QPixmap:
        """Cards side by side, overlapping to fit ``room`` pixels (as far as they may);
        ``count`` backs when ``cards`` is None."""
        n = len(cards) if cards is not None else count
        dpr = self._dpr
        w, h = self.card_w, self.card_h
        step = self.max_step
        if n > 1:
            step = max(self.min_step, min(self.max_step, (room - w) // (n - 1)))
        width = w + step * max(0, n - 1) if n else 1
        strip = QPixmap(round(width * dpr), round(h * dpr))
        strip.setDevicePixelRatio(dpr)
        strip.fill(Qt.GlobalColor.transparent)
        painter = QPainter(strip)
        for i in range(n):
            if cards is None:
                image = self._images.back(w, h, dpr, back=self._back)
            else:
                image = self._images.face(cards[i].code, w, h, dpr, deck=self._deck)
            painter.drawPixmap(i * step, 0, image)
        painter.end()
        return strip

    def _set_row(self, name: str, cards: Sequence[Card] | None, count: int = 0) -> None:
        label = self.rows[name]
        self._shown[name] = (cards, count)
        n = len(cards) if cards is not None else count
        # A card's height for cards; "none" takes a line.
        label.setMinimumHeight(self.card_h + 4 if n else 0)
        if n == 0:
            label.setPixmap(QPixmap())
            label.setText(self.tr("none"))
        else:
            label.setText("")
            label.setPixmap(self._strip(cards, count, label.width()))
        names = ", ".join(card_name(c) for c in cards) if cards is not None else ""
        label.setAccessibleName(names or label.text())
        label.setToolTip(names)

    def _draw_rows(self) -> None:
        for name, (cards, count) in self._shown.items():
            label = self.rows[name]
            if (len(cards) if cards is not None else count) > 0:
                label.setPixmap(self._strip(cards, count, label.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._redraw.start()  # once the rows have their new width

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._redraw.start()

    def _show_decision(self, row: int) -> None:
        if not 0 <= row < len(self.decisions):
            return
        decision = self.decisions[row]
        view = decision.view
        # Its hand as it would sort it: melds first, then the rest by rank.
        self._set_row("hand", sort_cards(view.hand, "melds"))
        self._set_row("pile", view.discard_pile)
        self._set_row("taken", view.opponent_picked)
        self._set_row("passed", view.opponent_declined)
        laid_out = laid_out_cards(view)
        self._yours_face_up = laid_out is not None
        self._set_row("yours", laid_out, view.opponent_hand_size)
        self._caption_yours()
        self.stock_label.setText(self.tr("Stock: %n card(s)", "", view.stock_size))
        answer = self.reasons.get(decision.number)
        # Its choice as done ("Computer passed"), in the list's words: the button's
        # ("It chose: Pass", fi "Valinta: Passaa") read as an order (play-test h104).
        if answer is None:
            self.reason_label.setText(self.tr("Why: …"))
        elif answer.action == decision.action:
            why = reason_text(answer.reason, computer=True, action=decision.action)
            text = self.tr("%1. Why: %2", "its move as done, and its reason")
            self.reason_label.setText(fill(text, _done(decision), why))
        else:
            self.reason_label.setText(
                fill(self.tr("%1.", "its move as done, a sentence"), _done(decision))
            )

    def _caption_yours(self) -> None:
        """Your cards as the computer saw them: face down, or laid out after your knock."""
        if self._yours_face_up:
            text = self.tr("Your cards, laid out face up after your knock")
        else:
            text = self.tr("Your hand, face down to it")
        self.captions["yours"].setText(text)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("What the computer knew"))
        # The share done, as the language writes a percentage (fi, nb "100 %").
        self.progress.setFormat(self.tr("%p%", "a progress bar's percentage"))
        self.intro.setText(
            self.tr(
                "Each decision of the computer's in this hand, with what it could see: its "
                "own cards, the discard pile, the cards it saw you take or pass over, and "
                "how many cards were left in the stock. Your other cards and the stock were "
                "face down to it. “Check it” asks it again with your hidden cards and the "
                "stock dealt otherwise."
            )
        )
        captions = {
            "hand": self.tr("Its hand"),
            "pile": self.tr("Discard pile (top card last)"),
            "taken": self.tr("It saw you take"),
            "passed": self.tr("It saw you pass over"),
        }
        for name, text in captions.items():
            self.captions[name].setText(text)
        self._caption_yours()
        self.list.setAccessibleName(self.tr("The computer's decisions"))
        for i, decision in enumerate(self.decisions):
            if self.list.count() <= i:
                self.list.addItem("")
            self.list.item(i).setText(self._entry(decision))
        self.list.row_width = self._row_width()
        self.list.updateGeometry()
        self.check_button.setText(self.tr("Check it"))
        self.check_button.setToolTip(
            self.tr(
                "Ask the computer each decision again %1 times, with the cards it could not "
                "see reshuffled (your hidden cards and the stock), all it could see the same."
            ).replace("%1", str(DEFAULT_WORLDS))
        )
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self._show_decision(self.list.currentRow())
        self._write_summary()


def laid_out_cards(view: PlayerView) -> tuple[Card, ...] | None:
    """The opponent's cards as ``view``'s player sees them once the opponent has knocked
    and laid them out: its melds (without the cards this player laid off on them) and
    its deadwood; None while they are face down. The computer laying off on your melds
    was shown your hand face down, ten card backs (play-test h146)."""
    if view.knocker is None or view.knocker == view.player:
        return None
    laid_off = {
        e.card for e in view.log if e.kind is EventKind.LAID_OFF and e.player == view.player
    }
    melded = tuple(c for meld in view.knocker_melds for c in meld.cards if c not in laid_off)
    return melded + tuple(view.knocker_deadwood)

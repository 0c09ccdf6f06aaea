"""The hand review: the whole hand step by step with both hands open, and the judge's notes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QThread, Signal, Slot
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..model import Action, BigGin, Card, Knock, Rules, best_melding
from ..model.actions import action_from_dict
from ..review.judge import MARGIN, SAMPLES, Advisor, HandReview, Judgement, review_hand
from ..review.timeline import Step, replay_deal
from .accessibility import discard_pile_text, event_text, hand_card_names, stock_text
from .card_images import CardImageCache
from .texts import card_name, line_text, outcome_text, player_name, verdict_text

CARD_SIZES = {"small": 50, "normal": 64, "large": 84}  # card width in the board, by setting
MISTAKE_COLOUR = QColor(255, 120, 40)
BETTER_COLOUR = QColor(60, 200, 110)
MOVED_COLOUR = QColor(255, 214, 92)
ROW_GAP = 16


class ReviewWorker(QObject):
    """Runs the judge off the GUI thread; the dialog shows the timeline meanwhile."""

    progress = Signal(int, int)
    done = Signal(object)  # HandReview
    failed = Signal(str)

    def __init__(self, args: dict[str, Any]) -> None:
        super().__init__()
        self._args = args
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    @Slot()
    def run(self) -> None:
        try:
            review = review_hand(
                **self._args,
                progress=lambda d, t: self.progress.emit(d, t),
                cancelled=lambda: self._cancel,
            )
        except Exception as exc:  # a broken record must not take the game down
            self.failed.emit(str(exc))
            return
        self.done.emit(review)


class ReviewBoard(QWidget):
    """Paints one step: both hands grouped into melds, the stock, the discard pile and
    the melds on the table; the card just moved and a better choice are outlined."""

    def __init__(self, images: CardImageCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images = images
        self.deck = "classic"
        self.card_w = CARD_SIZES["normal"]
        self.high_contrast = False
        self.person = 0
        self.step: Step | None = None
        self.moved: Card | None = None
        self.better: Card | None = None
        self.knocker: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        w = self.card_w
        return QSize(round(w * 8.7 + 20), round(w * 4.2 + 4 * 20 + 2 * ROW_GAP + 14))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def show_step(
        self, step: Step, *, moved: Card | None, better: Card | None, knocker: int | None = None
    ) -> None:
        self.step, self.moved, self.better, self.knocker = step, moved, better, knocker
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The board in words, for screen readers."""
        s = self.step
        if s is None:
            return ""
        parts = []
        for seat in (1 - self.person, self.person):
            names = hand_card_names(s.hands[seat])
            who = player_name(0 if seat == self.person else 1)
            parts.append(f"{who}: " + "; ".join(names[c] for c in self._order(s.hands[seat])))
        parts.append(stock_text(s.stock_size))
        parts.append(discard_pile_text(s.discard_pile))
        return ". ".join(parts)

    @staticmethod
    def _order(hand: Sequence[Card]) -> list[Card]:
        melding = best_melding(hand)
        return [c for m in melding.melds for c in m.cards] + sorted(melding.deadwood)

    def fit_width(self, text_h: int) -> int:
        """The card width that fits three rows of cards and their labels in the widget;
        the card-size setting is the least it may shrink to (its minimum size)."""
        by_height = (self.height() - 4 * text_h - 2 * ROW_GAP - 14) / 4.2
        by_width = (self.width() - 20) / 8.7
        return max(24, round(min(by_height, by_width)))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QColor(0, 0, 0) if self.high_contrast else QColor(22, 92, 58)
        p.fillRect(self.rect(), felt)
        s = self.step
        if s is None:
            p.end()
            return
        font = p.font()
        font.setPixelSize(14)
        p.setFont(font)
        text_h = 20
        w = self.fit_width(text_h)
        h = round(w * 1.4)
        opp, me = 1 - self.person, self.person
        y = 6
        self._label(p, 10, y, self._seat_label(s, opp))
        self._hand(p, self._in_hand(s, opp), 10, y + text_h, w, h)
        y = y + text_h + h + ROW_GAP
        self._back(p, 10, y, w, h)
        self._label(p, 10, y + h + 2, self.tr("Stock: %1").replace("%1", str(s.stock_size)))
        pile_x = 10 + w + round(w * 0.4)
        fan = round(w * 0.3)
        for i, c in enumerate(s.discard_pile[-4:]):
            self._face(p, c, pile_x + i * fan, y, w, h)
        pile_label = self.tr("Discard pile: %1").replace("%1", str(len(s.discard_pile)))
        self._label(p, pile_x, y + h + 2, pile_label)
        x = pile_x + w + fan * 3 + round(w * 0.6)
        mw, mh = round(w * 0.85), round(h * 0.85)
        for meld in s.knocker_melds:
            for c in meld.cards:
                self._face(p, c, x, y + (h - mh) // 2, mw, mh)
                x += round(mw * 0.35)
            x += mw - round(mw * 0.35) + round(w * 0.2)
        y = y + h + text_h + ROW_GAP
        self._label(p, 10, y, self._seat_label(s, me))
        self._hand(p, self._in_hand(s, me), 10, y + text_h, w, h)
        p.end()

    def _in_hand(self, s: Step, seat: int) -> list[Card]:
        """The cards still in a hand: after a knock the knocker's melds lie on the table."""
        if seat != self.knocker or not s.knocker_melds:
            return list(s.hands[seat])
        laid = {c for m in s.knocker_melds for c in m.cards}
        return [c for c in s.hands[seat] if c not in laid]

    def _seat_label(self, s: Step, seat: int) -> str:
        who = player_name(0 if seat == self.person else 1)
        dw = best_melding(s.hands[seat]).deadwood_count
        return self.tr("%1 — deadwood %2").replace("%1", who).replace("%2", str(dw))

    def _label(self, p: QPainter, x: int, y: int, text: str) -> None:
        p.setPen(QColor(255, 255, 255) if self.high_contrast else QColor(235, 244, 236))
        p.drawText(QRectF(x, y, self.width() - x - 8, p.font().pixelSize() + 6),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _hand(self, p: QPainter, hand: Sequence[Card], x: int, y: int, w: int, h: int) -> None:
        melding = best_melding(hand)
        groups = [list(m.cards) for m in melding.melds] + [sorted(melding.deadwood)]
        step = round(w * 0.42)
        gap = round(w * 0.28)
        for group in groups:
            for c in group:
                self._face(p, c, x, y, w, h)
                x += step
            if group:
                x += w - step + gap

    def _face(self, p: QPainter, card: Card, x: int, y: int, w: int, h: int) -> None:
        pm = self._images.face(card.code, w, h, self.devicePixelRatioF(), self.deck)
        p.drawPixmap(x, y, pm)
        mark = None
        if card == self.moved:
            mark = MOVED_COLOUR
        elif card == self.better:
            mark = BETTER_COLOUR
        if mark is not None:
            p.setPen(QPen(mark, max(3, round(w * 0.06))))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(x + 1, y + 1, w - 2, h - 2), w * 0.08, w * 0.08)

    def _back(self, p: QPainter, x: int, y: int, w: int, h: int) -> None:
        p.drawPixmap(x, y, self._images.back(w, h, self.devicePixelRatioF()))


class HandReviewDialog(QDialog):
    """Step through a recorded hand (buttons, or Left/Right/Home/End) with the review."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        rules: Rules,
        dealer: int,
        deal_number: int,
        actions: Sequence[Action],
        person: int = 0,
        images: CardImageCache | None = None,
        deck: str = "classic",
        card_size: str = "normal",
        high_contrast: bool = False,
        seed: int = 0,
        samples: int = SAMPLES,
        advisor: Advisor | None = None,
        judge: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HandReviewDialog")
        self.person = person
        self.steps = replay_deal(rules, dealer=dealer, deal_number=deal_number,
                                 actions=list(actions))
        self.review: HandReview | None = None
        self._error = ""
        self._progress = (0, 0)
        self.board = ReviewBoard(images or CardImageCache(), self)
        self.board.deck, self.board.person = deck, person
        self.board.card_w = CARD_SIZES.get(card_size, CARD_SIZES["normal"])
        self.board.high_contrast = high_contrast
        self.step_list = QListWidget(self)
        self.step_list.setMinimumWidth(300)
        self.step_list.setWordWrap(True)
        self.step_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.step_list.currentRowChanged.connect(self._on_row)
        self.step_list.installEventFilter(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.setMinimumHeight(48)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.score = QLabel(self)
        self.score.setWordWrap(True)
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        self.first_button = QPushButton(self)
        self.prev_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.prev_button.clicked.connect(lambda: self.go(self.current - 1))
        self.next_button.clicked.connect(lambda: self.go(self.current + 1))
        self.last_button.clicked.connect(lambda: self.go(len(self.steps) - 1))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        nav = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            nav.addWidget(b)
        nav.addStretch(1)
        nav.addWidget(self.buttons)
        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.board, 1)
        rl.addWidget(self.note)
        split = QSplitter(self)
        split.addWidget(self.step_list)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(self.bar)
        layout.addWidget(self.summary)
        layout.addWidget(self.score)
        layout.addLayout(nav)
        self._thread: QThread | None = None
        self._worker: ReviewWorker | None = None
        self.retranslate_ui()
        self.go(len(self.steps) - 1)
        if judge:
            self._start(dict(rules=rules, dealer=dealer, deal_number=deal_number,
                             actions=list(actions), person=person, seed=seed,
                             samples=samples, advisor=advisor))

    @classmethod
    def from_history(cls, parent: QWidget | None, row: Any, **kwargs: Any) -> HandReviewDialog:
        """Review a stored hand (a persistence.history.HandRow: rules, dealer, deal
        number and actions)."""
        actions = [action_from_dict(d) for d in row.actions]
        return cls(parent, rules=row.rules, dealer=row.dealer, deal_number=row.deal_number,
                   actions=actions, **kwargs)

    # ------------------------------------------------------------ the judge
    def _start(self, args: dict[str, Any]) -> None:
        self._thread = QThread(self)
        self._worker = ReviewWorker(args)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.done.connect(self._on_done)
        self._worker.failed.connect(self._on_failed)
        self._worker.done.connect(self._thread.quit)
        self._worker.failed.connect(self._thread.quit)
        self._thread.start()

    def wait_for_review(self, timeout_ms: int = 120_000) -> None:
        """Block until the judge is done (tests and screenshots)."""
        if self._thread is not None:
            self._thread.wait(timeout_ms)
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents()

    def _on_progress(self, done: int, total: int) -> None:
        self._progress = (done, total)
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)
        self._update_summary()

    def _on_done(self, review: HandReview) -> None:
        self.review = review
        self.bar.hide()
        self._fill_steps()
        self._update_summary()
        self._show(self.current)

    def _on_failed(self, message: str) -> None:
        self._error = message
        self.bar.hide()
        self._update_summary()

    def done(self, result: int) -> None:
        if self._worker is not None:
            self._worker.cancel()
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
        super().done(result)

    # ------------------------------------------------------------ stepping
    @property
    def current(self) -> int:
        return max(self.step_list.currentRow(), 0)

    def go(self, index: int) -> None:
        index = min(max(index, 0), len(self.steps) - 1)
        self.step_list.setCurrentRow(index)
        self._show(index)

    def _on_row(self, row: int) -> None:
        if 0 <= row < len(self.steps):
            self._show(row)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.step_list and event.type() == QEvent.Type.KeyPress:
            return self._key(event)  # type: ignore[arg-type]
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def _key(self, event: QKeyEvent) -> bool:
        moves = {Qt.Key.Key_Left: self.current - 1, Qt.Key.Key_Right: self.current + 1,
                 Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(self.steps) - 1}
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            return False
        self.go(target)
        return True

    def _show(self, index: int) -> None:
        step = self.steps[index]
        j = self.review.judgement_for(step.number) if self.review else None
        moved = getattr(step.action, "card", None)
        if moved is None and step.events:
            moved = step.events[0].card
        better = getattr(j.better, "card", None) if j is not None and j.flagged else None
        knocker = next((s.action.player for s in self.steps[: index + 1]
                        if isinstance(s.action, Knock | BigGin)), None)
        self.board.show_step(step, moved=moved, better=better, knocker=knocker)
        self.note.setText(self._note_text(step, j))
        for b, enabled in ((self.first_button, index > 0), (self.prev_button, index > 0),
                           (self.next_button, index < len(self.steps) - 1),
                           (self.last_button, index < len(self.steps) - 1)):
            b.setEnabled(enabled)

    # ------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hand review"))
        self.first_button.setText(self.tr("First"))
        self.prev_button.setText(self.tr("◀ Previous"))
        self.next_button.setText(self.tr("Next ▶"))
        self.last_button.setText(self.tr("Last"))
        self.prev_button.setAccessibleName(self.tr("Previous move"))
        self.next_button.setAccessibleName(self.tr("Next move"))
        self.first_button.setAccessibleName(self.tr("First move"))
        self.last_button.setAccessibleName(self.tr("Last move"))
        self.step_list.setAccessibleName(self.tr("Moves of the hand"))
        self.board.setAccessibleName(self.tr("Both hands and the piles"))
        self.note.setAccessibleName(self.tr("Comment on the move"))
        self.bar.setAccessibleName(self.tr("Judging your moves"))
        self._fill_steps()
        self._update_summary()
        self._show(self.current)

    def _fill_steps(self) -> None:
        row = self.current
        self.step_list.blockSignals(True)
        self.step_list.clear()
        for step in self.steps:
            j = self.review.judgement_for(step.number) if self.review else None
            text = f"{step.number}. {self._step_text(step)}"
            item = QListWidgetItem(("⚠ " if j is not None and j.flagged else "") + text)
            if j is not None and j.flagged:
                item.setForeground(QColor(180, 60, 0))
                item.setData(Qt.ItemDataRole.AccessibleTextRole,
                             self.tr("%1 (a mistake)").replace("%1", text))
            self.step_list.addItem(item)
        self.step_list.setCurrentRow(row)
        self.step_list.blockSignals(False)

    def _step_text(self, step: Step) -> str:
        if step.action is None:
            dealer = player_name(0 if step.events[0].player == self.person else 1)
            return (self.tr("%1 dealt; the face-up card is %2.").replace("%1", dealer)
                    .replace("%2", card_name(step.discard_pile[-1])))
        texts = [event_text(e, self.person) for e in step.events]
        return " ".join(t for t in texts if t) or self.tr("Finished laying off.")

    def _note_text(self, step: Step, j: Judgement | None) -> str:
        if step.action is None or step.action.player != self.person:
            return ""
        if j is None:
            return self.tr("Judging…") if self.review is None and not self._error else ""
        if not j.flagged:
            return self.tr("Good: nothing was clearly better.")
        return verdict_text(j)

    def _update_summary(self) -> None:
        r = self.review
        if self._error:
            text = self.tr("The review failed: %1").replace("%1", self._error)
        elif r is None:
            done, total = self._progress
            text = self.tr("Judging your moves… %1 of %2").replace("%1", str(done)).replace(
                "%2", str(total or "?"))
        elif not r.mistakes:
            text = self.tr("No clear mistakes in this hand.")
        else:
            text = self.tr("%n mistake(s), about %1 points lost in all.", None,
                           len(r.mistakes)).replace("%1", f"{r.points_lost:.0f}")
        if r is not None:
            text += "\n" + self.tr(
                "A move counts as a mistake when another was better by at least %1 points on "
                "average, over %n deal(s) consistent with what you could see.", None, r.samples
            ).replace("%1", f"{MARGIN:g}")
        self.summary.setText(text)
        self.score.setText(self._score_text())

    def _score_text(self) -> str:
        result = self.steps[-1].result
        if result is None:
            return ""
        if result.winner is None:
            return outcome_text(result.outcome)
        who = player_name(0 if result.winner == self.person else 1)
        lines = ", ".join(f"{line_text(ln)} {ln.points}" for ln in result.lines)
        return (self.tr("%1: %2 scored %3 (%4).").replace("%1", outcome_text(result.outcome))
                .replace("%2", who).replace("%3", str(result.points)).replace("%4", lines))

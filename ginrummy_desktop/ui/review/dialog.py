"""The hand review: the whole hand step by step with both hands open, and the judge's notes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QEvent,
    QEventLoop,
    QObject,
    QSize,
    Qt,
    QThread,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
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

from ...model import Action, BigGin, HandRecord, Knock, Rules
from ...model.actions import NextHand, action_from_dict
from ...model.takenback import TakenBack
from ...model.view import HandContext
from ...review.judge import MARGIN, SAMPLES, AdvisorChoice, HandReview, Judgement, review_hand
from ...review.timeline import Step, place_taken_back, replay_deal
from ..common.accessibility import announce, event_text
from ..common.card_images import CardImageCache
from ..common.duplicate_compare import CompareState, DuplicateCompare, move_text
from ..common.list_rows import one_line_width
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.panel_style import scale_text
from ..common.texts import (
    card_name,
    done_text,
    hollywood_games_text,
    level_name,
    line_text,
    outcome_text,
    player_name,
    score_text,
    verdict_text,
)
from .board import CARD_SIZES, ReviewBoard

# The move list's least width and the comment's least height, at the system's text size.
LIST_WIDTH = 300
NOTE_HEIGHT = 48

# The summary's last line: whose play the moves were judged against. Whole sentences,
# as the level names take a possessive ending in Finnish and bokmål.
ADVISOR_SENTENCES = {
    "expert": QT_TRANSLATE_NOOP("HandReviewDialog", "Judged against the Expert's choices."),
    "master": QT_TRANSLATE_NOOP("HandReviewDialog", "Judged against the Master's choices."),
}
# Marks the move played in place of one taken back (Game → Undo move), in the move list.
UNDO_MARK = "↶ "
# The share of the moves that the move list shows on one line where the board can spare
# the room: the longest few (a layoff finished, the hand's end) take two.
ONE_LINE_SHARE = 0.9
# The room between the board (with its comment), the hand's summary and the buttons.
GROUP_GAP = 8


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
        back: str = "blue",
        card_size: str = "normal",
        high_contrast: bool = False,
        seed: int = 0,
        samples: int = SAMPLES,
        advisor: AdvisorChoice = "expert",
        judge: bool = True,
        record: HandRecord | None = None,
        context: HandContext | None = None,
        hand_number: int | None = None,
        equity_aid: bool = False,
        taken_back: Sequence[TakenBack] = (),
        score_after: tuple[int, int] | None = None,
    ) -> None:
        """``hand_number``: the hand's number in its game, for the title (Review hand
        during hand 3 shows hand 2, and the title said only "Hand review").
        ``equity_aid``: the equity aid is on, whose best moves are the Master's.
        ``taken_back``: the hand's undos, shown at the move played in their place.
        ``score_after``: the game's score after the hand where no ``record`` says it (a
        hand reviewed from the history), for the line under the result."""
        super().__init__(parent)
        self.equity_aid = equity_aid
        self.setObjectName("HandReviewDialog")
        self.hand_number = hand_number
        self.person = person
        self.record = record  # the scoresheet row of the hand, when known
        self.score_after = None if rules.hollywood else score_after
        # Whose choices the moves are measured against (named in the summary).
        self.advisor = advisor
        self.steps = replay_deal(
            rules, dealer=dealer, deal_number=deal_number, actions=list(actions), context=context
        )
        # Moves taken back (Game → Undo move): the review showed only the line kept, as if
        # nothing had been taken back (play-test). Marked at the move played instead.
        self.taken_back = place_taken_back(
            rules, dealer=dealer, deal_number=deal_number, actions=list(actions),
            taken_back=taken_back,
        )  # fmt: skip
        self.review: HandReview | None = None
        self._error = ""
        self._progress = (0, 0)
        self.board = ReviewBoard(images or CardImageCache(), self)
        self.board.deck, self.board.back, self.board.person = deck, back, person
        self.board.card_w = CARD_SIZES.get(card_size, CARD_SIZES["normal"])
        self.board.high_contrast = high_contrast
        self.board.set_hand([(step, self._knocker(i)) for i, step in enumerate(self.steps)])
        self.step_list = QListWidget(self)
        self.step_list.setMinimumWidth(LIST_WIDTH)
        self.step_list.setWordWrap(True)
        self.step_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.step_list.currentRowChanged.connect(self._on_row)
        self._in_sight = QTimer(self)  # once the list is laid out at its new width
        self._in_sight.setSingleShot(True)
        self._in_sight.setInterval(0)
        self._in_sight.timeout.connect(self._keep_current_in_sight)
        # The widgets whose arrow keys step through the moves (eventFilter).
        self._stepping: list[QObject] = [self.step_list]
        self.step_list.installEventFilter(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.note.setMinimumHeight(NOTE_HEIGHT)
        # Under the board it comments on, not halfway down its box.
        self.note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.score = QLabel(self)
        self.score.setWordWrap(True)
        # A duplicate deal: the reference's play of the same cards beside the person's.
        self.duplicate = DuplicateCompare(self, on_felt=False)
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
        # A duplicate deal: back to the move where the person's and the reference's plays
        # parted (the review opens there).
        self.parted_button = QPushButton(self)
        self.parted_button.setAutoDefault(False)
        self.parted_button.hide()
        self.parted_button.clicked.connect(self.go_to_parting)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        nav = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            nav.addWidget(b)
        # The arrows step through the moves wherever the focus is: after a click on a
        # button (or the board) they moved the focus between the buttons instead.
        for w in (self.first_button, self.prev_button, self.next_button, self.last_button,
                  self.parted_button, self.board):  # fmt: skip
            w.installEventFilter(self)
            self._stepping.append(w)
        nav.addWidget(self.parted_button)
        nav.addStretch(1)
        nav.addWidget(self.buttons)
        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.board, 1)
        rl.addWidget(self.note)
        self.split = split = QSplitter(self)
        split.addWidget(self.step_list)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        # The list's width for a typical move on one line (_fill_steps), until the person
        # drags the handle between it and the board.
        self._typical_width = 0
        self._list_dragged = False
        split.splitterMoved.connect(self._on_list_dragged)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        # The hand's summary a little apart from the board's comment above it and from
        # the buttons below: at 1024x640 the five lines and the buttons ran together.
        layout.addSpacing(GROUP_GAP)
        layout.addWidget(self.bar)
        layout.addWidget(self.summary)
        layout.addWidget(self.score)
        layout.addWidget(self.duplicate)
        layout.addSpacing(GROUP_GAP)
        layout.addLayout(nav)
        self._thread: QThread | None = None
        self._worker: ReviewWorker | None = None
        self.retranslate_ui()
        self.go(len(self.steps) - 1)
        if judge:
            self._start(
                dict(
                    rules=rules,
                    dealer=dealer,
                    deal_number=deal_number,
                    actions=list(actions),
                    person=person,
                    seed=seed,
                    samples=samples,
                    advisor=advisor,
                    context=context,
                )
            )

    def sizeHint(self) -> QSize:
        # The splitter adds up its parts' size hints, the move list's narrower than its
        # minimum width: at that size the board would lose the difference and its cards
        # shrink below the card-size setting.
        hint = super().sizeHint()
        short = self.step_list.minimumWidth() - self.step_list.sizeHint().width()
        return QSize(hint.width() + max(0, short), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The chosen move kept in sight if it was: not pulled back to when the person
        # has scrolled away from it to read earlier moves (review h141).
        item = self.step_list.currentItem()
        seen = item is not None and self.step_list.viewport().rect().intersects(
            self.step_list.visualItemRect(item)
        )
        super().resizeEvent(event)
        self._place_list()
        if seen:
            self._in_sight.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._place_list()
        self._in_sight.start()

    def _keep_current_in_sight(self) -> None:
        """The chosen move whole in the list, once its rows have their heights at the
        list's width: a review opened on a long hand showed its last row half cut off
        (play-test h137: the list narrowed after it had scrolled)."""
        item = self.step_list.currentItem()
        if item is not None:
            self.step_list.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)

    def _on_list_dragged(self, _pos: int, _index: int) -> None:
        self._list_dragged = True

    def _place_list(self) -> None:
        """The move list as wide as a typical move on one line, where the board keeps
        the room its cards ask for (the card-size setting's); the board takes the rest.
        On 1920x1080 every move took two lines in a narrow list beside a board half
        empty (play-test)."""
        if self._list_dragged:
            return
        total = self.split.width() - self.split.handleWidth()
        spare = total - self.board.sizeHint().width()
        width = max(self.step_list.minimumWidth(), min(self._typical_width, spare))
        if total > width:
            self.split.setSizes([width, total - width])

    def set_duplicate(self, state: CompareState | None) -> None:
        """Show the two plays of a duplicate deal side by side (None: hide), and go to
        the move where they parted."""
        self.duplicate.set_state(state)
        row = self.parting_row()
        self.parted_button.setVisible(row is not None)
        if row is not None:
            self.go(row)
        else:
            self._show(self.current)

    def parting_row(self) -> int | None:
        """The step of the person's play where the reference's play went another way
        (None: not a duplicate deal, or the two plays were the same)."""
        state = self.duplicate.state
        div = self.duplicate.divergence()
        if state is None or div is None or div.index is None:
            return None
        # Steps count the deal's moves after the deal itself (step 0), NextHand left out.
        done = [a for a in state.person_actions[: div.index + 1] if not isinstance(a, NextHand)]
        return min(max(len(done), 0), len(self.steps) - 1)

    def go_to_parting(self) -> None:
        row = self.parting_row()
        if row is not None:
            self.go(row)

    @classmethod
    def from_history(cls, parent: QWidget | None, row: Any, **kwargs: Any) -> HandReviewDialog:
        """Review a stored hand (a persistence.history.HandRow: rules, dealer, deal
        number and actions)."""
        actions = [action_from_dict(d) for d in row.actions]
        return cls(
            parent,
            rules=row.rules,
            dealer=row.dealer,
            deal_number=row.deal_number,
            actions=actions,
            **kwargs,
        )

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
        """Wait until the judge is done (tests and screenshots). Events keep flowing:
        the worker's result arrives as a queued signal."""
        deadline = QDeadlineTimer(timeout_ms)
        while self._thread is not None and self.review is None and not self._error:
            if deadline.hasExpired():
                break
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            self._thread.wait(10)
        QCoreApplication.processEvents()

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
        if event.type() == QEvent.Type.KeyPress and watched in self._stepping:
            return self._key(event)  # type: ignore[arg-type]
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def _key(self, event: QKeyEvent) -> bool:
        moves = {
            Qt.Key.Key_Left: self.current - 1,
            Qt.Key.Key_Right: self.current + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self.steps) - 1,
        }
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
        self.board.show_step(step, moved=moved, better=better, knocker=self._knocker(index))
        note = self._note_text(step, j)
        undone = self._taken_back_note(index)
        if undone:
            note = (note + "\n" if note else "") + undone
        if index == self.parting_row():
            note = (note + "\n" if note else "") + self._parted_note()
        self.note.setText(note)
        if note and self.isVisible():
            # The list item is read on its own; the comment on the move is said after it.
            announce(self.step_list, note)
        for b, enabled in (
            (self.first_button, index > 0),
            (self.prev_button, index > 0),
            (self.next_button, index < len(self.steps) - 1),
            (self.last_button, index < len(self.steps) - 1),
        ):
            b.setEnabled(enabled)

    def _knocker(self, index: int) -> int | None:
        """Who had knocked (or gone Big Gin) by the step, if anyone."""
        return next(
            (
                s.action.player
                for s in self.steps[: index + 1]
                if isinstance(s.action, Knock | BigGin)
            ),
            None,
        )

    # ------------------------------------------------------------ texts
    def set_text_scale(self, scale: float) -> None:
        """Text ``scale`` times the system's size (the board's labels, the moves, the
        summary; a big screen's: panel_style.screen_text_scale), the move list and the
        comment as much wider and taller, the moves measured again."""
        scale_text(self, scale)
        self.step_list.setMinimumWidth(round(LIST_WIDTH * scale))
        self.note.setMinimumHeight(round(NOTE_HEIGHT * scale))
        self._fill_steps()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        if self.hand_number is None:
            self.setWindowTitle(self.tr("Hand review"))
        else:
            title = self.tr("Review of hand %1")
            self.setWindowTitle(title.replace("%1", str(self.hand_number)))
        self.first_button.setText(self.tr("First"))
        self.prev_button.setText(self.tr("◀ Previous"))
        self.next_button.setText(self.tr("Next ▶"))
        self.last_button.setText(self.tr("Last"))
        self.prev_button.setAccessibleName(self.tr("Previous move"))
        self.next_button.setAccessibleName(self.tr("Next move"))
        self.first_button.setAccessibleName(self.tr("First move"))
        self.last_button.setAccessibleName(self.tr("Last move"))
        self.parted_button.setText(self.tr("Go to where the plays parted"))
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
        widths: list[int] = []
        after_undo = {t.step for t in self.taken_back}
        for i, step in enumerate(self.steps):
            j = self.review.judgement_for(step.number) if self.review else None
            text = f"{step.number}. {self._step_text(step)}"
            if i in after_undo:
                text = UNDO_MARK + text
            # Each as wide as if marked a mistake: the list keeps its width when the
            # judge's marks come.
            widths.append(one_line_width(self.step_list, "⚠ " + text))
            item = QListWidgetItem(("⚠ " if j is not None and j.flagged else "") + text)
            spoken = text
            if i in after_undo:
                spoken = self.tr("%1 (played in place of a move taken back)").replace("%1", spoken)
            if j is not None and j.flagged:
                item.setForeground(QColor(180, 60, 0))
                spoken = self.tr("%1 (a mistake)").replace("%1", spoken)
            if spoken != text:
                item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
            self.step_list.addItem(item)
        self.step_list.setCurrentRow(row)
        self.step_list.blockSignals(False)
        widths.sort()
        self._typical_width = widths[max(0, math.ceil(len(widths) * ONE_LINE_SHARE) - 1)]
        self._place_list()

    def _step_text(self, step: Step) -> str:
        # "The computer", as the other rows say it ("Computer dealt…", "Computer finished
        # laying off." stood among "The computer passed…": play-test h140).
        if step.action is None:
            dealt = (
                self.tr("You dealt; the face-up card is the %1.")
                if step.events[0].player == self.person
                else self.tr("The computer dealt; the face-up card is the %1.")
            )
            return dealt.replace("%1", card_name(step.discard_pile[-1]))
        texts = [event_text(e, self.person) for e in step.events]
        if step.action.kind == "finish_layoff":
            # The move first: a layoff missed is flagged on this row, which read only
            # "The hand is over: the computer won it." as if the result were the mistake.
            mine = step.action.player == self.person
            texts.insert(0, self._finish_text(step, mine))
        return " ".join(t for t in texts if t) or self.tr("Finished laying off.")

    def _finish_text(self, step: Step, mine: bool) -> str:
        """The end of the defender's layoffs, "laid off nothing" where none was made: the
        computer "finished laying off" having laid off nothing (play-tests h137, h140)."""
        assert step.action is not None
        player = step.action.player
        laid = any(
            s.action is not None and s.action.kind == "lay_off" and s.action.player == player
            for s in self.steps
            if s.number < step.number
        )
        if not laid:
            return (
                self.tr("You laid off nothing.")
                if mine
                else self.tr("The computer laid off nothing.")
            )
        who = None if mine else self.tr("The computer", "the subject of a sentence")
        return done_text(step.action, who) + "."

    def _parted_note(self) -> str:
        """What the reference did where the two plays parted."""
        state, div = self.duplicate.state, self.duplicate.divergence()
        if state is None or div is None:
            return ""
        level = level_name(state.level)
        move = div.reference_move
        if move is not None and move.player == self.person:
            # "Expert with your cards took the face-up card." (as played, not as an order).
            who = self.tr("%1 with your cards").replace("%1", level)
            played = done_text(move, who, taken=div.pile_top)
            return self.tr("The plays parted here. %1.").replace("%1", played)
        if move is None:  # the other play had ended: "(the hand was over)", no full stop
            return self.tr("The plays parted here. In the other play: %1").replace(
                "%1", move_text(move)
            )
        return self.tr("The plays parted here. In the other play: %1.").replace(
            "%1", move_text(move, your_seat=level)
        )

    def _taken_back_note(self, index: int) -> str:
        """What was taken back before the move of step ``index``, one undo a line."""
        lines = []
        for placed in self.taken_back:
            if placed.step != index:
                continue
            moves = []
            for action, top in placed.moves:
                who = None if action.player == self.person else player_name(1)
                moves.append(done_text(action, who, taken=top) + ".")
            lines.append(self.tr("Taken back before this move: %1").replace("%1", " ".join(moves)))
        return "\n".join(lines)

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
            # Before the judge has counted the moves, no count: "0 of ?" read unfinished.
            text = (
                self.tr("Judging your moves… %1 of %2")
                .replace("%1", str(done))
                .replace("%2", str(total))
                if total
                else self.tr("Judging your moves…")
            )
        elif not r.mistakes:
            text = self.tr("No clear mistakes in this hand.")
        else:
            text = self.tr(
                "%n mistake(s), about %1 points lost in all.", None, len(r.mistakes)
            ).replace("%1", f"{r.points_lost:.0f}")
        if r is not None:
            text += "\n" + self.tr(
                "A move counts as a mistake when another was better by at least %1 points on "
                "average, over %n deal(s) consistent with what you could see.",
                None,
                r.samples,
            ).replace("%1", f"{MARGIN:g}")
        judged = self._advisor_text()
        if judged and not self._error:
            text += "\n" + judged
        if self.taken_back:
            text += "\n" + self.tr(
                "A move was taken back %n time(s) in this hand: the move played instead "
                "is marked ↶.",
                None,
                len(self.taken_back),
            )
        self.summary.setText(text)
        self.score.setText(self._score_text())

    def _advisor_text(self) -> str:
        """Whose choices the moves are judged against, in a sentence of its own (none for
        a search or an advisor function of a test)."""
        text = ADVISOR_SENTENCES.get(self.advisor) if isinstance(self.advisor, str) else None
        if not text:
            return ""
        judged = QCoreApplication.translate("HandReviewDialog", text)
        if self.equity_aid:
            # A move the equity aid marked best was called a mistake here (play-tests 12
            # and h165); the review now asks the aid before it flags a move
            # (review.judge.aid_rates_as_good), and says so to those who see the aid.
            judged += " " + self.tr(
                "Once “What your moves are worth” has weighed all its deals, a move it "
                "marks best, or as good as the best, is not called a mistake here."
            )
        return judged

    def _score_text(self) -> str:
        result = self.steps[-1].result
        if result is None:
            return ""
        if result.winner is None:
            return outcome_text(result.outcome)
        who = player_name(0 if result.winner == self.person else 1)
        lines = ", ".join(f"{line_text(ln)}: {ln.points}" for ln in result.lines)
        text = (
            self.tr("%1: %2 scored %3 (%4).")
            .replace("%1", outcome_text(result.outcome))
            .replace("%2", who)
            .replace("%3", str(result.points))
            .replace("%4", lines)
        )
        r = self.record
        if r is not None and r.hollywood is not None:
            # Hollywood's three games: the match's own totals are written nowhere.
            text += " " + hollywood_games_text(r.hollywood.score)
        elif r is not None:
            # The scoresheet line it led to, in the result panel's own words.
            text += " " + score_text(r.totals_after)
        elif self.score_after is not None:
            # From the history: the score it led to, as the same hand reviewed in play
            # says it (the line ended at the hand's points: play-test h146). Hollywood's
            # three games are not in the history's row.
            text += " " + score_text(self.score_after)
        return text

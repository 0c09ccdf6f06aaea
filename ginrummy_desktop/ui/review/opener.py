"""Opens the hand review: the window's 'Review hand' action (Ctrl+R, in the Game menu and
on the hand result) shows the last finished hand; a stored hand of the history too."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from ...app import settings as S
from ...app.change import Change
from ...app.controller import GameController
from ...app.settings import Settings
from ...model import Action, Deal, HandRecord, Rules
from ...model.takenback import TakenBack, in_hand
from ...model.view import HandContext, hand_context
from ...persistence.history_rows import HandRow
from ...review.judge import AdvisorChoice
from ..common import screen_room as rooms
from ..common.duplicate_compare import CompareState
from ..common.panel_style import screen_text_scale
from ..table.scene import TableScene
from .dialog import HandReviewDialog

# The share of the screen the review takes where the screen is big enough for more
# than its least size (1000x640).
WIDE_SHARE = 0.7
TALL_SHARE = 0.78


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
        *,
        duplicate: Callable[[int], CompareState | None] | None = None,
        stored_duplicate: Callable[[HandRow], CompareState | None] | None = None,
        stored_context: Callable[[HandRow], HandContext | None] | None = None,
    ) -> None:
        super().__init__(parent)
        # A duplicate match's comparison of a hand (by its 0-based index), if any; and
        # of a hand of the history.
        self._duplicate = duplicate
        self._stored_duplicate = stored_duplicate
        # The game around a hand of the history (the score before it, its earlier hands).
        self._stored_context = stored_context
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
        # The score before the hand and the earlier hands: the advisor weighs the moves
        # in the game as it stood.
        self._open(
            self.parent_widget, deal.rules, deal.dealer, deal.deal_number, list(deal.actions),
            record, hand_context(m, number - 1), hand_number=number,
            taken_back=in_hand(m.taken_back, number),
        )  # fmt: skip
        if self._duplicate is not None and self.dialog is not None:
            self.dialog.set_duplicate(self._duplicate(number - 1))
        self._show()

    def open_stored(self, row: HandRow) -> None:
        """Review a hand from the history, e.g. from the statistics dialog's
        ``review_requested``."""
        actions = row.parsed_actions()
        if row.rules is None or not actions:
            return
        parent = QApplication.activeModalWidget() or self.parent_widget
        # Weighed in its game as the history has it; on its own (at 0-0) when the
        # history no longer knows the score before it.
        context = self._stored_context(row) if self._stored_context is not None else None
        self._open(
            parent, row.rules, row.dealer, row.deal_number, actions, None, context,
            hand_number=row.number, taken_back=row.taken_back or (), score_after=row.totals,
        )  # fmt: skip
        if self._stored_duplicate is not None and self.dialog is not None:
            self.dialog.set_duplicate(self._stored_duplicate(row))
        self._show()

    def advisor(self) -> AdvisorChoice:
        """The review's advisor as the person chose it (Game → Hint and review advisor)."""
        return self.settings.get(S.REVIEW_ADVISOR)

    def _open(
        self,
        parent: QWidget,
        rules: Rules,
        dealer: int,
        number: int,
        actions: list[Action],
        record: HandRecord | None = None,
        context: HandContext | None = None,
        *,
        hand_number: int | None = None,
        taken_back: Sequence[TakenBack] = (),
        score_after: tuple[int, int] | None = None,
    ) -> None:
        scene = self.scene
        self.dialog = HandReviewDialog(
            parent, rules=rules, dealer=dealer, deal_number=number, actions=actions,
            images=scene.images, deck=scene.deck, back=scene.back,
            card_size=self.settings.get(S.CARD_SIZE),
            high_contrast=self.settings.get(S.HIGH_CONTRAST), record=record,
            advisor=self.advisor(), context=context, hand_number=hand_number,
            equity_aid=self.settings.get(S.AID_EQUITY), taken_back=taken_back,
            score_after=score_after,
        )  # fmt: skip
        self.dialog.finished.connect(self.dialog.deleteLater)

    def _show(self) -> None:
        """Open the dialog, with the duplicate comparison (if any) already in it: as big
        as its cards ask, at least 1000x640, and on a small screen no bigger than the
        screen, its buttons at the foot on it too (the cards shrink)."""
        if self.dialog is None:
            return
        # A big screen's text is larger, as the table's is (1920x1080: a quarter).
        scale = screen_text_scale(self.dialog)
        if scale != 1.0:
            self.dialog.set_text_scale(scale)
        hint = self.dialog.sizeHint()
        width, height = max(1000, hint.width()), max(640, hint.height())
        room = rooms.screen_room(self.dialog)
        if room is not None:
            # A big screen gets a bigger board: its cards grow with it (on 1920x1080
            # they stayed the 1000x640 dialog's small ones). A small screen is as before.
            width = max(width, round(room.width() * WIDE_SHARE))
            height = max(height, round(room.height() * TALL_SHARE))
        rooms.fit_to_screen(self.dialog, width, height)
        self.dialog.open()

"""The hand result over the table: who won and how, every scoring line, the totals,
and the button to deal the next hand."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QLabel, QWidget

from ...app.autosave import unbroken
from ...app.controller import PERSON
from ...model import HandRecord, Outcome, Rules
from ...model.hollywood import HollywoodStep
from ..common.duplicate_compare import CompareState, DuplicateCompare
from ..common.texts import (
    hollywood_games_text,
    integer_text,
    line_text,
    outcome_text,
    player_name,
    score_text,
)
from ..scoresheet.doc import game_won_text
from .panel import TablePanel


class ResultPanel(TablePanel):
    """Explains one finished hand. Fill it with :meth:`set_record`."""

    def __init__(self, next_action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent, margins=(22, 16), spacing=8, title_scale=1.5, title_min=16)
        self._record: HandRecord | None = None
        self._rules: Rules | None = None
        self._deal_code: str | None = None
        self._code_in_corner = False
        self.summary = QLabel(self)
        self.summary.setObjectName("PanelSub")
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(4)
        self.totals = QLabel(self)
        self.totals.setObjectName("Total")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.totals.setWordWrap(True)
        # The code to play this deal again (Game → Play a deal by code), selectable.
        self.code_label = QLabel(self)
        self.code_label.setObjectName("PanelSub")
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A duplicate match: the reference's play of the same cards beside the person's.
        self.duplicate = DuplicateCompare(self)
        for w in (self.summary, self.grid_host, self.totals, self.duplicate, self.code_label):
            self.body.addWidget(w)
        self.body.setAlignment(self.grid_host, Qt.AlignmentFlag.AlignHCenter)
        self.next_button = self.add_button(next_action)
        self.retranslate_ui()

    def set_record(
        self, record: HandRecord | None, rules: Rules | None = None, *, deal_code: str | None = None
    ) -> None:
        """Show a finished hand; ``deal_code`` is its deal's code (None: no code names it)."""
        self._record = record
        self._rules = rules
        self._deal_code = deal_code if record is not None else None
        self.retranslate_ui()

    @property
    def deal_code(self) -> str | None:
        return self._deal_code

    def set_code_in_corner(self, shown: bool) -> None:
        """The table's corner shows the deal code (View → Show deal code): the panel
        leaves it out rather than give it twice."""
        if shown != self._code_in_corner:
            self._code_in_corner = shown
            self._show_code()
            self.adjustSize()
            self.content_changed.emit()

    def set_scale(self, px: int, *, tight: bool = False) -> None:
        # A table too small for the panel shows the duplicate comparison in short.
        super().set_scale(px, tight=tight)
        self.duplicate.set_compact(tight)
        self._show_code()

    def fit_width(self) -> None:
        super().fit_width()
        self._fit_tables()

    def _fit_tables(self) -> None:
        """The scoring lines, and a duplicate's two plays, as tables a little wider than
        their text and centred: across a panel widened to fit between the hands (a
        duplicate deal at 1366x768) they spread thin, each name far from its points."""
        room = max(0, self.contentsRect().width() - self.side_margins())
        hosts = [self.grid_host, self.duplicate.grid_host]
        # A hidden one (the comparison in short) has no say: its long lines would widen
        # the scoring lines for nothing.
        need = max((h.sizeHint().width() for h in hosts if h.isVisibleTo(self)), default=0)
        width = min(room, max(need, round(room * 0.62)))
        for host in hosts:
            if host.width() != width or host.minimumWidth() != width:
                host.setFixedWidth(width)
            # Laid out with an alignment, a host is asked its height at the panel's
            # whole width, not at its own: a move that wrapped onto two lines in the
            # duplicate comparison got a row of one, cut through the middle (1920x1080,
            # play-test 11). Its least height is the one its own width needs.
            need_h = host.heightForWidth(width) if host.isVisibleTo(self) else 0
            if host.minimumHeight() != need_h:
                host.setMinimumHeight(max(0, need_h))

    def _show_code(self) -> None:
        # Kept under a duplicate comparison in short too: left out there, a duplicate
        # deal was the one hand without its code (play-test).
        self.code_label.setVisible(bool(self.code_label.text()) and not self._code_in_corner)

    def set_duplicate(self, state: CompareState | None) -> None:
        """Show the two plays of a duplicate deal (None: not a duplicate match)."""
        if state == self.duplicate.state:
            return
        self.duplicate.set_state(state)
        self._show_code()
        self.adjustSize()
        self.content_changed.emit()

    def retranslate_ui(self) -> None:
        self.clear_grid()
        r = self._record
        if r is None:
            self.title.setText("")
            self.summary.setText("")
            self.totals.setText("")
            self.code_label.setText("")
            self.code_label.hide()
            return
        res = r.result
        self.title.setText(self._title(r))
        self.summary.setText(self._summary(r))
        row = 0
        for line in res.lines:
            label = QLabel(line_text(line), self.grid_host)
            who = QLabel(
                player_name(line.player) if line.player is not None else "", self.grid_host
            )
            who.setObjectName("PanelSub")
            pts = QLabel(f"+{line.points}", self.grid_host)
            pts.setObjectName("Points")
            pts.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(who, row, 1)
            self.grid.addWidget(pts, row, 2)
            row += 1
        if res.lines:
            rule = QFrame(self.grid_host)
            rule.setObjectName("Rule")
            rule.setFrameShape(QFrame.Shape.HLine)
            self.grid.addWidget(rule, row, 0, 1, 3)
            row += 1
            label = QLabel(self.tr("Points for the hand"), self.grid_host)
            label.setObjectName("Total")
            who = QLabel(player_name(res.winner) if res.winner is not None else "", self.grid_host)
            pts = QLabel(integer_text(res.points), self.grid_host)
            pts.setObjectName("Total")
            pts.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(who, row, 1)
            self.grid.addWidget(pts, row, 2)
        self.grid_host.setVisible(bool(res.lines))
        # Without scoring lines (a void hand) the score stood right under the
        # explanation: the room the lines' grid leaves under them sets it apart, as
        # after a knock, at every scale of the panel.
        gap = 0 if res.lines else self.grid.contentsMargins().bottom()
        self.totals.setContentsMargins(0, gap, 0, 0)
        totals = score_text(r.totals_after)
        # Under rules with no box bonus (Ginirommi) the boxes are only hands won, and
        # nb's "Bokser" promised a bonus that is not there (play-test).
        boxed = self._rules is None or self._rules.box_bonus > 0
        boxes = (
            (self.tr("Boxes: %1 – %2") if boxed else self.tr("Hands won: %1 – %2"))
            .replace("%1", str(r.boxes_after[0]))
            .replace("%2", str(r.boxes_after[1]))
        )
        target = ""
        if self._rules is not None:
            # On one line: "spill til" at a line's end and "40" alone under it (h135).
            target = " · " + unbroken(
                self.tr("playing to %1").replace("%1", integer_text(self._rules.target))
            )
        ended = ""
        step = r.hollywood
        if step is not None:
            totals, boxes = self._hollywood_totals(step, res.winner)
            # A game this hand ended, and who won it (its bonuses counted), is news.
            for g in step.ended:
                result = step.score.games[g].result
                if result is not None:
                    # How the difference came, as the full view tallies it: "won by
                    # 166" alone left the player adding up (play-test h122).
                    # (The totals are "you – the computer", as in the line above.)
                    tally = self.tr("With the bonuses: %1 – %2.", "a Hollywood game's totals")
                    ended += "\n" + game_won_text(g + 1, result) + " "
                    ended += tally.replace("%1", integer_text(result.final_totals[0])).replace(
                        "%2", integer_text(result.final_totals[1])
                    )
        self.totals.setText(totals + "\n" + boxes + target + ended)
        code = self._deal_code
        self.code_label.setText(self.tr("Deal code: %1").replace("%1", code) if code else "")
        self._show_code()
        self.adjustSize()
        self.content_changed.emit()

    def _hollywood_totals(self, step: HollywoodStep, winner: int | None) -> tuple[str, str]:
        """Hollywood: where the hand was written, and each game's score and boxes."""
        if step.scored_in:
            where = self.tr("Written in games: %1").replace(
                "%1", ", ".join(str(g + 1) for g in step.scored_in)
            )
        elif winner is not None and step.score.wins[winner] == 1:
            # A hand won and written nowhere surprises: say which games it could reach.
            where = self.tr(
                "Written in no game: a player's first hand won goes to game 1 only, "
                "and game 1 is over."
            )
        elif winner is not None and step.score.wins[winner] == 2:
            where = self.tr(
                "Written in no game: a player's second hand won goes to games 1 and 2 "
                "only, and both are over."
            )
        else:
            where = self.tr("Written in no game")
        return where, hollywood_games_text(step.score)

    def last_hand_text(self) -> str:
        """The shown hand in one line, in the current language (for the game-over
        panel, which takes the result panel's place after the last hand)."""
        r = self._record
        if r is None:
            return ""
        summary = self._summary(r)
        if not summary:
            return ""
        text = (
            self.tr("Last hand (%1): %2")
            .replace("%1", outcome_text(r.result.outcome))
            .replace("%2", summary)
        )
        res = r.result
        if res.winner is not None and res.points:
            # What it scored: the panel that gives way to this one said so, and this
            # one never did (play-test h115: the last hand's 70 only on the sheet).
            # "You score", not "You scores" (play-test h123).
            points = integer_text(res.points)
            if res.winner == PERSON:
                said = self.tr("You score %1.", "the last hand's points, you won it")
                said = said.replace("%1", points)
            else:
                said = (
                    self.tr("%1 scores %2.", "the last hand's winner, its points")
                    .replace("%1", player_name(res.winner))
                    .replace("%2", points)
                )
            text += " " + said
        return text

    def _title(self, r: HandRecord) -> str:
        res = r.result
        if res.outcome is Outcome.VOID:
            return self.tr("Void hand: nobody scores")
        if res.winner is None:
            return self.tr("%1: nobody scores").replace("%1", outcome_text(res.outcome))
        if res.winner == PERSON:
            return self.tr("You win the hand: %1").replace("%1", outcome_text(res.outcome))
        return self.tr("The computer wins the hand: %1").replace("%1", outcome_text(res.outcome))

    def _summary(self, r: HandRecord) -> str:
        res = r.result
        if res.outcome is Outcome.VOID:
            return self.tr(
                "The stock ran down to its last two cards before anyone knocked. "
                "The same dealer deals again."
            )
        if res.knocker is None:
            return ""
        knocker, defender = player_name(res.knocker), player_name(1 - res.knocker)
        if res.outcome in (Outcome.GIN, Outcome.BIG_GIN):
            text = self.tr("%1 went out with every card in melds. %2: deadwood %3.")
            text = text.replace("%3", str(res.defender_deadwood))
        else:
            if res.layoffs:
                text = self.tr("%1 knocked with deadwood %3. %2: %4 after layoffs.")
            else:  # nothing was laid off: "after layoffs" told of layoffs there were not
                text = self.tr("%1 knocked with deadwood %3. %2: deadwood %4.")
            text = text.replace("%3", str(res.knocker_deadwood)).replace(
                "%4", str(res.defender_deadwood)
            )
            if res.layoffs:
                # The phrase stays on one line, its words with its cards: a wrap never
                # leaves a card alone, nor "Lagt" at a line's end and "på: A♣ 3♣" under.
                laid = "\u00a0".join(lo.card.label for lo in res.layoffs)
                phrase = self.tr("Laid off: %1.").replace(" ", "\u00a0")
                text += " " + phrase.replace("%1", laid)
        text = text.replace("%1", knocker).replace("%2", defender)
        if res.doubled:
            text += " " + self.tr("The first upcard was a spade: the hand counts double.")
        return text

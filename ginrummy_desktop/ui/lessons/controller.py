"""A game controller for a lesson: the table's moves go to the lesson, never to a real
match, so nothing is autosaved, recorded in the history or counted in statistics."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from ...app.change import Change, Refusal
from ...app.controller import PERSON, GameController
from ...lessons import Lesson, Reply, Stage, Step
from ...model import Action, Event, FinishLayoff, LayOff, NextHand, Phase, best_layoffs
from .texts import LessonTexts


class LessonController(GameController):
    """Drives the table like the game's controller, with the lesson in between: a move
    is applied only if it is the step's (with the scripted computer's answer); any other
    is refused with the lesson's reason and the table unchanged.

    No seat is computer-played here: the lesson's script moves for the computer inside
    the same call. With a delay (the game's speed), the person's move is shown at once
    and each of the computer's moves after it a delay later, as in a game, the next
    step only once the last is on the table: "Show me" played the computer's draw and
    discard with it in one go, too quick for a newcomer to follow (play-test h131). A
    call made while the answer is still being shown shows the rest of it at once
    first. With no delay every change arrives at once."""

    step_changed = Signal(object)  # Step | None: the lesson moved on (None: it is over)
    refused = Signal(object)  # lessons.Refusal: why the lesson did not take a move

    def __init__(self, lesson: Lesson, parent: QObject | None = None) -> None:
        super().__init__(parent, computer_seats=(), delay_ms=0)
        self.lesson = lesson
        self.texts = LessonTexts(self)
        self._shown: Step | None = lesson.step  # the step as the table shows it
        self._shown_index = lesson.index  # and its place in the lesson
        self._due: list[Stage] = []  # the computer's moves still to show
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._show_next)
        # After the answer's last move, the time its cards take to land: the next step
        # comes once they lie (it told of the computer's discard while the card was
        # still in the air, play-test h143).
        self._landing = QTimer(self)
        self._landing.setSingleShot(True)
        self._landing.timeout.connect(self._advance)
        self._landing_ms = 0

    @property
    def step(self) -> Step | None:
        """The step the table shows: while the computer's answer is being shown, the
        one before (the lesson has moved on already)."""
        return self._shown

    @property
    def step_index(self) -> int:
        """The place of :attr:`step` in the lesson, from 0."""
        return self._shown_index

    @property
    def answering(self) -> bool:
        """Whether the computer's answer is still being shown (or its cards landing)."""
        return bool(self._due) or self._landing.isActive()

    def set_landing(self, ms: int) -> None:
        """How long the cards of the answer's last move take to land (the speed's)."""
        self._landing_ms = max(0, ms)

    def start(self) -> None:
        """Put the lesson's match on the table (once the table listens)."""
        self.load_match(self.lesson.match, "beginner")

    # The lesson's match is never replaced, and nobody asks for a hint in it.
    def hint(self, *, level: str = "expert", seed: int = 0) -> None:
        return None

    def undo(self) -> bool:
        """Refused: the steps follow the moves one by one. Ctrl+Z took a move back in
        the lesson's match, and the lesson, a step on, waited for a move that could no
        longer come (review h141)."""
        self._refuse(lambda: self.tr("Moves are not taken back in the lesson."))
        return False

    def act(self, action: Action, request: object | None = None) -> bool:
        self.show_all()
        return self._reply(self.lesson.act(action), request)

    def next_hand(self) -> bool:
        return self.act(NextHand(PERSON))

    def accept_best_layoffs(self) -> bool:
        """The game's "lay off what fits" goes through the lesson move by move."""
        view = self.view(PERSON)
        if view.phase is not Phase.LAYOFF or view.turn != PERSON:
            return self.act(FinishLayoff(PERSON))
        for lo in best_layoffs(view.hand, view.knocker_melds).layoffs:
            if not self.act(LayOff(PERSON, lo.card, lo.meld_index)):
                return False
        return self.act(FinishLayoff(PERSON))

    # Next or Show me pressed while the computer's answer is being shown belongs to the
    # step on show, whose move is made: it shows the rest of the answer and the next
    # step, and goes no further (a move on the table goes on, as a move of that step).
    def acknowledge(self) -> bool:
        if self.answering:
            self.show_all()
            return True
        return self._reply(self.lesson.acknowledge(), None)

    def show_me(self) -> bool:
        """Do the step for the person, through the model like a move of theirs."""
        if self.answering:
            self.show_all()
            return True
        return self._reply(self.lesson.show_me(), None)

    def drop_answer(self) -> None:
        """Show no more of the computer's answer (the lesson's window closes)."""
        self._pace.stop()
        self._landing.stop()
        self._due = []

    def show_all(self) -> None:
        """Put the rest of the computer's answer on the table at once."""
        if self._landing.isActive():
            self._landing.stop()
            self._advance()
            return
        if not self._due:
            return
        self._pace.stop()
        events = tuple(e for stage in self._due for e in stage.events)
        self._due = []
        self._finish_reply(events, None)

    def _reply(self, reply: Reply, request: object | None) -> bool:
        if not reply.accepted:
            assert reply.refusal is not None
            refused, view = reply.refusal, self.view(PERSON)

            def words() -> str:
                return self.texts.refusal(refused, view)

            self.illegal.emit(Refusal(message=words(), words=words))
            self.refused.emit(reply.refusal)
            return False
        stages = reply.stages
        if len(stages) > 1 and self.delay_ms > 0:
            # Answering before the person's move is shown: its listeners know.
            self._due = list(stages[1:])
            self._pace.start(self.delay_ms)
            self.changed.emit(self._staged(stages[0], request))
            return True
        self._finish_reply(reply.events, request)
        return True

    def _show_next(self) -> None:
        if not self._due:
            return
        stage = self._due.pop(0)
        if self._due:
            self.changed.emit(self._staged(stage, None))
            self._pace.start(self.delay_ms)
        elif self._landing_ms > 0:
            self._landing.start(self._landing_ms)  # answering till the cards lie
            self.changed.emit(self._change(stage.events))
        else:
            self._finish_reply(stage.events, None)

    def _finish_reply(self, events: tuple[Event, ...], request: object | None) -> None:
        if events:
            self.changed.emit(self._change(events, request=request))
        self._advance()

    def _advance(self) -> None:
        """The next step on show."""
        self._shown, self._shown_index = self.lesson.step, self.lesson.index
        self.step_changed.emit(self._shown)

    def _staged(self, stage: Stage, request: object | None) -> Change:
        """The change of a move before the end of the answer: the hand goes on (no
        record, no game result), and it is the computer's to move. (The request, a
        drop's origin, goes with the person's move only.)"""
        done = self._change(stage.events, request=request)
        return replace(
            done,
            view=stage.view,
            record=None,
            game=None,
            deal_code=None,
            hands_finished=done.hands_finished - (done.record is not None),
            person_to_act=False,
        )

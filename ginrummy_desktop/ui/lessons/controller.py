"""A game controller for a lesson: the table's moves go to the lesson, never to a real
match, so nothing is autosaved, recorded in the history or counted in statistics."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...app.change import Refusal
from ...app.controller import PERSON, GameController
from ...lessons import Lesson, Reply
from ...model import Action, FinishLayoff, LayOff, NextHand, Phase, best_layoffs
from .texts import LessonTexts


class LessonController(GameController):
    """Drives the table like the game's controller, with the lesson in between: a move
    is applied only if it is the step's (with the scripted computer's answer); any other
    is refused with the lesson's reason and the table unchanged.

    No seat is computer-played here: the lesson's script moves for the computer inside
    the same call, so every change arrives at once."""

    step_changed = Signal(object)  # Step | None: the lesson moved on (None: it is over)
    refused = Signal(object)  # lessons.Refusal: why the lesson did not take a move

    def __init__(self, lesson: Lesson, parent: QObject | None = None) -> None:
        super().__init__(parent, computer_seats=(), delay_ms=0)
        self.lesson = lesson
        self.texts = LessonTexts(self)

    def start(self) -> None:
        """Put the lesson's match on the table (once the table listens)."""
        self.load_match(self.lesson.match, "beginner")

    # The lesson's match is never replaced, and nobody asks for a hint in it.
    def hint(self, *, level: str = "expert", seed: int = 0) -> None:
        return None

    def act(self, action: Action, request: object | None = None) -> bool:
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

    def acknowledge(self) -> bool:
        return self._reply(self.lesson.acknowledge(), None)

    def show_me(self) -> bool:
        """Do the step for the person, through the model like a move of theirs."""
        return self._reply(self.lesson.show_me(), None)

    def _reply(self, reply: Reply, request: object | None) -> bool:
        if not reply.accepted:
            assert reply.refusal is not None
            refused, view = reply.refusal, self.view(PERSON)

            def words() -> str:
                return self.texts.refusal(refused, view)

            self.illegal.emit(Refusal(message=words(), words=words))
            self.refused.emit(reply.refusal)
            return False
        if reply.events:
            self.changed.emit(self._change(reply.events, request=request))
        self.step_changed.emit(reply.step)
        return True

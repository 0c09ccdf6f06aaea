"""What one model step changed, told once to every listener (the person's new view, the
step's events, the hand's result and the game's, built by the controller once), and
why a move of the person's was refused (in codes: the UI words it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..model import Event, GameResult, HandRecord, IllegalAction, Phase, PlayerView, Rules
from ..model.undo import UndoCode


@dataclass(frozen=True, slots=True)
class Change:
    """One step of the game as the UI needs it. Listeners read everything from here
    and never call back into the controller for it, so the order they were connected
    in does not matter."""

    view: PlayerView  # what the person's seat may know now
    events: tuple[Event, ...]  # the model's events of the step (none for a new match)
    rules: Rules
    record: HandRecord | None  # the hand just scored, while its result is shown
    game: GameResult | None  # the game's result once it is over
    level: str  # the computer's level
    person_to_act: bool  # the game waits for the person
    replaced: bool  # a new or loaded match (the step is its first view)
    hands_finished: int  # hands scored so far in the match
    # What the UI sent along with the person's move (a drop's origin and insert
    # position), handed back with the change the move made; None for other steps.
    request: object | None = None
    # The deal code of the hand just scored (None while it is played, and for an
    # arranged deck): it names the deal number, so it is shown only after the hand.
    deal_code: str | None = None
    # The step took moves back (an undo): the view is an earlier one again.
    undone: bool = False


@dataclass(frozen=True, slots=True)
class Refusal:
    """A move of the person's that the game did not take. ``error`` is the model's
    reason; ``due`` the step expected instead when the move came at the wrong moment;
    ``message`` the app's own (translated) words when the model was not asked, and
    ``words`` those words again in the language of the moment, where they can be (a
    lesson's refusal on the table stayed in the language it was made in: play-test
    h131); ``undo`` why an undo was refused."""

    error: IllegalAction | None = None
    due: Phase | None = None
    message: str = ""
    undo: UndoCode | None = None
    words: Callable[[], str] | None = None

"""Guided lessons (the first game, knock-or-gin, undercuts): pure Python over model and ai.

A layer beside ``review/``: it imports ``model`` and ``ai`` only, never Qt, the app or
the UI. The UI draws the lesson's match like any other and sends the person's moves to
:class:`Lesson` instead of the game controller; the lesson changes the game only through
model actions and answers with the scripted computer's moves.

Contract for the app (this package has no persistence; the app enforces and tests it):
a lesson's match is never autosaved, never written to history or statistics, and never
replaces or overwrites a saved match in progress, which stays offered afterwards. Its
deals are arranged (deal number 0), so they could not be replayed from a save anyway.
"""

from .deck import COMPUTER, PERSON, ArrangedHand, ArrangedMatch, deal_from_deck
from .followup import (
    FOLLOW_UPS,
    Choice,
    ChoiceId,
    ChoiceResult,
    FollowUp,
    FollowUpId,
    KnockOrGinNumbers,
    UndercutNumbers,
    Why,
    knock_or_gin,
    undercuts_and_layoffs,
)
from .guided import GUIDED_STEPS, Adjustment, LessonRules, lesson_rules
from .runner import Lesson, Refusal, RefusalReason, Reply, Stage
from .scripted import MoveKind, ScriptedMove, ScriptedPlayer, ScriptError
from .steps import (
    HandNumbers,
    RuleNumbers,
    Step,
    StepId,
    StepSpec,
    Target,
    TargetKind,
    Term,
    Wait,
    WaitKind,
)

__all__ = [
    "COMPUTER",
    "FOLLOW_UPS",
    "GUIDED_STEPS",
    "PERSON",
    "Adjustment",
    "ArrangedHand",
    "ArrangedMatch",
    "Choice",
    "ChoiceId",
    "ChoiceResult",
    "FollowUp",
    "FollowUpId",
    "HandNumbers",
    "KnockOrGinNumbers",
    "Lesson",
    "LessonRules",
    "MoveKind",
    "Refusal",
    "RefusalReason",
    "Reply",
    "RuleNumbers",
    "ScriptError",
    "ScriptedMove",
    "ScriptedPlayer",
    "Stage",
    "Step",
    "StepId",
    "StepSpec",
    "Target",
    "TargetKind",
    "Term",
    "UndercutNumbers",
    "Wait",
    "WaitKind",
    "Why",
    "deal_from_deck",
    "knock_or_gin",
    "lesson_rules",
    "undercuts_and_layoffs",
]

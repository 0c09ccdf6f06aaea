"""The score pad's words: refusals of impossible entries, names, and file problems."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...model import PadError, PadErrorCode
from ...persistence.pad_keeper import KeepProblem, Kept
from ...persistence.savefile import LoadProblem
from ...persistence.scorepad_file import PadLoadOutcome
from ..common.noop import QT_TRANSLATE_NOOP
from ..scoresheet.doc import num

CTX = "ScorePadText"


class ScorePadText:
    """The score pad's words outside its window class, in the ScorePadText context
    (lupdate files ``ScorePadText.tr`` calls under it, as the run time looks them up)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(CTX, text, disambiguation, n)


# %1, %2 are filled from the error's details (see ERROR_DETAILS).
ERROR_TEXTS: dict[PadErrorCode, str] = {
    PadErrorCode.NOT_AN_ENTRY: QT_TRANSLATE_NOOP("ScorePadText", "This is not a hand entry."),
    PadErrorCode.NO_SUCH_PLAYER: QT_TRANSLATE_NOOP(
        "ScorePadText", "Choose which player knocked or went gin."
    ),
    PadErrorCode.NOT_A_NUMBER: QT_TRANSLATE_NOOP(
        "ScorePadText", "A deadwood count must be a whole number, such as 7."
    ),
    PadErrorCode.EMPTY_COUNT: QT_TRANSLATE_NOOP(
        "ScorePadText", "A deadwood count was left empty: enter it, 0 if there is none."
    ),
    PadErrorCode.NEGATIVE: QT_TRANSLATE_NOOP(
        "ScorePadText", "A deadwood count cannot be negative."
    ),
    PadErrorCode.ABOVE_MAXIMUM: QT_TRANSLATE_NOOP(
        "ScorePadText", "Ten cards can hold at most %1 points of deadwood."
    ),
    PadErrorCode.GIN_WITH_DEADWOOD: QT_TRANSLATE_NOOP(
        "ScorePadText",
        "Gin leaves the knocker no deadwood, but %1 was entered. Enter 0, or choose a knock.",
    ),
    PadErrorCode.KNOCK_WITHOUT_DEADWOOD: QT_TRANSLATE_NOOP(
        "ScorePadText", "A knock with no deadwood is gin: choose Gin."
    ),
    PadErrorCode.ABOVE_KNOCK_LIMIT: QT_TRANSLATE_NOOP(
        "ScorePadText", "Deadwood %1 is above the knock limit of %2."
    ),
    PadErrorCode.KNOCK_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "ScorePadText", "This hand can only end with gin: knocking is not allowed."
    ),
    PadErrorCode.BIG_GIN_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "ScorePadText", "Big Gin is not played with these rules."
    ),
    PadErrorCode.UPCARD_NEEDED: QT_TRANSLATE_NOOP(
        "ScorePadText", "Oklahoma: enter the hand's first upcard (it sets the knock limit)."
    ),
    PadErrorCode.BAD_UPCARD: QT_TRANSLATE_NOOP("ScorePadText", "The upcard is not a card."),
    PadErrorCode.VOID_WITH_COUNTS: QT_TRANSLATE_NOOP(
        "ScorePadText", "A void hand has no knocker and no deadwood counts."
    ),
    PadErrorCode.GAME_OVER: QT_TRANSLATE_NOOP(
        "ScorePadText", "The game is over: start a new pad to play on."
    ),
    PadErrorCode.NO_SUCH_HAND: QT_TRANSLATE_NOOP("ScorePadText", "There is no hand %1."),
    PadErrorCode.ENDS_EARLIER: QT_TRANSLATE_NOOP(
        "ScorePadText",
        "With this correction the game would end before hand %1. Remove the later hands first.",
    ),
    PadErrorCode.NO_HANDS: QT_TRANSLATE_NOOP("ScorePadText", "No hand has been entered yet."),
    PadErrorCode.NAME_NOT_TEXT: QT_TRANSLATE_NOOP("ScorePadText", "A name must be text."),
    PadErrorCode.NAME_TOO_LONG: QT_TRANSLATE_NOOP(
        "ScorePadText", "A name can have at most %1 characters."
    ),
    PadErrorCode.SAME_NAMES: QT_TRANSLATE_NOOP(
        "ScorePadText", "The two players need different names."
    ),
}

# Which details fill %1 and %2 of each message.
ERROR_DETAILS: dict[PadErrorCode, tuple[str, ...]] = {
    PadErrorCode.ABOVE_MAXIMUM: ("limit",),
    PadErrorCode.GIN_WITH_DEADWOOD: ("deadwood",),
    PadErrorCode.ABOVE_KNOCK_LIMIT: ("deadwood", "limit"),
    PadErrorCode.NO_SUCH_HAND: ("number",),
    PadErrorCode.ENDS_EARLIER: ("number",),
    PadErrorCode.NAME_TOO_LONG: ("limit",),
}


def error_text(error: PadError) -> str:
    """The refusal in the player's language, with its numbers filled in."""
    text = ScorePadText.tr(ERROR_TEXTS[error.code])
    for i, key in enumerate(ERROR_DETAILS.get(error.code, ()), start=1):
        value = error.details.get(key)
        shown = num(value) if isinstance(value, int) and not isinstance(value, bool) else "?"
        text = text.replace(f"%{i}", shown)
    return text


def kept_text(kept: Kept) -> str:
    """'' when everything is stored; otherwise what could not be."""
    parts = []
    if KeepProblem.SAVE_FAILED in kept.problems:
        parts.append(ScorePadText.tr("The score pad could not be saved: %1"))
    if KeepProblem.HISTORY_FAILED in kept.problems:
        parts.append(ScorePadText.tr("The game history could not be updated: %1"))
    return " ".join(p.replace("%1", kept.detail) for p in parts)


LOAD_PROBLEM_TEXTS: dict[LoadProblem, str] = {
    LoadProblem.UNREADABLE: QT_TRANSLATE_NOOP("ScorePadText", "The file could not be opened."),
    LoadProblem.DENIED: QT_TRANSLATE_NOOP(
        "ScorePadText", "You have no permission to read the file."
    ),
    LoadProblem.NOT_JSON: QT_TRANSLATE_NOOP("ScorePadText", "The file is incomplete or damaged."),
    LoadProblem.WRONG_VERSION: QT_TRANSLATE_NOOP(
        "ScorePadText", "It was saved by a newer version of the game."
    ),
    LoadProblem.BAD_CONTENT: QT_TRANSLATE_NOOP(
        "ScorePadText", "Its contents are not a score pad this version can continue."
    ),
}


def load_problem_text(outcome: PadLoadOutcome) -> str:
    """Why the saved pad could not be continued, and where the file went ('' if it
    could)."""
    if outcome.problem is None:
        return ""
    text = ScorePadText.tr("The saved score pad could not be continued, so a new pad starts.")
    text += "\n\n" + ScorePadText.tr(LOAD_PROBLEM_TEXTS[outcome.problem])
    if outcome.moved_to is not None:
        text += " " + ScorePadText.tr("The file was kept as %1.").replace(
            "%1", str(outcome.moved_to)
        )
    return text


def default_name(player: int) -> str:
    return ScorePadText.tr("Player %1").replace("%1", num(player + 1))


def shown_name(names: tuple[str, str], player: int) -> str:
    """A pad player's name, or 'Player 1' / 'Player 2' when none was written."""
    name = names[player].strip()
    return name or default_name(player)

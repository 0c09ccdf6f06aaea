"""Translated words for the model's codes: outcomes, score lines, illegal moves, cards.

The model speaks in enums; this is the one place that turns them into the player's
language. Strings are marked with QT_TRANSLATE_NOOP so lupdate finds them, and
translated when asked for, so a language switch takes effect at once.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ...app.change import Refusal
from ...model import (
    PRESETS,
    Card,
    IllegalAction,
    IllegalCode,
    LineCode,
    Outcome,
    Phase,
    PlayerView,
    Rank,
    Rules,
    ScoreLine,
    Suit,
    format_cards,
)
from ...model.hollywood import HollywoodScore
from ...model.undo import UndoCode
from .noop import QT_TRANSLATE_NOOP

CTX = "Texts"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, disambiguation, n)


PLAYER_NAMES = {
    0: QT_TRANSLATE_NOOP("Texts", "You"),
    1: QT_TRANSLATE_NOOP("Texts", "Computer"),
}


def duplicate_explained(level: str) -> str:
    """What a duplicate score is, with the reference named: the dock's line and the
    table's short comparison said the figures and not what they are (play-test h105)."""
    return (
        QCoreApplication.translate(
            "CompareText",
            "A duplicate score is your result in a deal less %1's with the same cards and "
            "the same stock: above 0, you played them better. The total adds up the deals.",
        )
    ).replace("%1", level_name(level))


def player_name(player: int) -> str:
    return tr(PLAYER_NAMES[player])


def player_short_name(player: int) -> str:
    """The name in a column too narrow for the whole (Hollywood's in the dock): fi
    "Kone" where "Tietokone" was cut to "Ti…"."""
    if player == 0:
        return QCoreApplication.translate("Texts", "You", "a narrow column's head")
    return QCoreApplication.translate("Texts", "CPU", "the computer, in a narrow column's head")


OUTCOMES = {
    Outcome.KNOCK: QT_TRANSLATE_NOOP("Texts", "Knock"),
    Outcome.GIN: QT_TRANSLATE_NOOP("Texts", "Gin"),
    Outcome.BIG_GIN: QT_TRANSLATE_NOOP("Texts", "Big Gin"),
    Outcome.UNDERCUT: QT_TRANSLATE_NOOP("Texts", "Undercut"),
    Outcome.TIE: QT_TRANSLATE_NOOP("Texts", "Tie"),
    Outcome.VOID: QT_TRANSLATE_NOOP("Texts", "Void hand"),
}


def score_text(totals: tuple[int, int]) -> str:
    """The score after a hand, in the result panel's words: "Score: You 41 · Computer 20"."""
    return (
        QCoreApplication.translate("ResultPanel", "Score: %1 %2 · %3 %4")
        .replace("%1", player_name(0))
        .replace("%2", integer_text(totals[0]))
        .replace("%3", player_name(1))
        .replace("%4", integer_text(totals[1]))
    )


NOT_STARTED = "\u2013"  # a Hollywood game, or a player's column in it, not opened yet


def hollywood_games_text(score: HollywoodScore) -> str:
    """Hollywood's three games after a hand, in the result panel's words: "Game 1:
    42 – 107 (over) · Game 2: 52 – 112 · Game 3: 49 – 110". A game no win has opened
    reads "Game 3: –", as its columns on the scoresheet do (it read "0 – 0": play-test);
    in a game one side has opened, the other's 0 stands (a dash there doubled the dash
    between the scores: "– – 5")."""
    games = []
    for g, game in enumerate(score.games):
        opened = score.opened[g]
        if not any(opened):
            games.append(
                QCoreApplication.translate(
                    "ResultPanel", "Game %1: –", "a Hollywood game no hand is written in yet"
                ).replace("%1", str(g + 1))
            )
            continue
        text = (
            QCoreApplication.translate("ResultPanel", "Game %1: %2 – %3")
            .replace("%1", str(g + 1))
            .replace("%2", integer_text(game.totals[0]))
            .replace("%3", integer_text(game.totals[1]))
        )
        if game.is_over:
            text += " " + QCoreApplication.translate("ResultPanel", "(over)")
        games.append(text)
    return " · ".join(games)


def outcome_text(outcome: Outcome) -> str:
    return tr(OUTCOMES[outcome])


LINES = {
    LineCode.DEADWOOD_DIFFERENCE: QT_TRANSLATE_NOOP("Texts", "Deadwood difference"),
    LineCode.GIN_BONUS: QT_TRANSLATE_NOOP("Texts", "Gin bonus"),
    LineCode.BIG_GIN_BONUS: QT_TRANSLATE_NOOP("Texts", "Big Gin bonus"),
    LineCode.UNDERCUT_BONUS: QT_TRANSLATE_NOOP("Texts", "Undercut bonus"),
    LineCode.TIE_BONUS: QT_TRANSLATE_NOOP("Texts", "Tie bonus"),
    LineCode.HAND_WIN_BONUS: QT_TRANSLATE_NOOP("Texts", "Bonus for winning the hand"),
    LineCode.OKLAHOMA_DOUBLE: QT_TRANSLATE_NOOP("Texts", "Doubled: the upcard was a spade"),
    LineCode.HAND_POINTS: QT_TRANSLATE_NOOP("Texts", "Points from hands"),
    LineCode.GAME_BONUS: QT_TRANSLATE_NOOP("Texts", "Game bonus"),
    LineCode.SHUTOUT_BONUS: QT_TRANSLATE_NOOP("Texts", "Shutout bonus"),
    LineCode.BOX_BONUS: QT_TRANSLATE_NOOP("Texts", "Box bonus"),
    LineCode.FINAL_TOTAL: QT_TRANSLATE_NOOP("Texts", "Total"),
    LineCode.FINAL_DIFFERENCE: QT_TRANSLATE_NOOP("Texts", "Difference"),
    LineCode.GAME_DIFFERENCE: QT_TRANSLATE_NOOP("Texts", "Difference in game %1"),
    LineCode.MATCH_DIFFERENCE: QT_TRANSLATE_NOOP("Texts", "Match result"),
}


def line_label(code: LineCode) -> str:
    return tr(LINES[code])


def line_text(line: ScoreLine) -> str:
    """A scoring line as a sentence, e.g. 'Box bonus: 3 boxes × 25'."""
    if line.code is LineCode.BOX_BONUS and line.count is not None:
        boxes = QCoreApplication.translate("Texts", "%n box(es)", None, line.count)
        return QCoreApplication.translate("Texts", "Box bonus (%1)").replace("%1", boxes)
    if line.code is LineCode.GAME_DIFFERENCE:
        # count is the game's number (1-3); without it the label still reads.
        return line_label(line.code).replace("%1", str(line.count or ""))
    return line_label(line.code)


ILLEGAL = {
    IllegalCode.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Texts", "It is not your turn."),
    IllegalCode.WRONG_PHASE: QT_TRANSLATE_NOOP("Texts", "That move is not possible now."),
    IllegalCode.CARD_NOT_IN_HAND: QT_TRANSLATE_NOOP("Texts", "That card is not in your hand."),
    IllegalCode.SAME_CARD_BACK: QT_TRANSLATE_NOOP(
        "Texts", "You may not discard the card you just took from the discard pile."
    ),
    IllegalCode.STOCK_FLOOR: QT_TRANSLATE_NOOP(
        "Texts", "The last two cards of the stock are never drawn."
    ),
    IllegalCode.DISCARD_EMPTY: QT_TRANSLATE_NOOP("Texts", "The discard pile is empty."),
    IllegalCode.MUST_DRAW_STOCK: QT_TRANSLATE_NOOP(
        "Texts", "Both players declined the upcard: draw from the stock."
    ),
    IllegalCode.DEADWOOD_TOO_HIGH: QT_TRANSLATE_NOOP(
        "Texts", "You cannot knock: your deadwood would be %1, the limit is %2."
    ),
    IllegalCode.NOT_GIN: QT_TRANSLATE_NOOP("Texts", "That is not gin: your deadwood would be %1."),
    IllegalCode.BIG_GIN_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Texts", "Big Gin is not played with these rules."
    ),
    IllegalCode.NOT_BIG_GIN: QT_TRANSLATE_NOOP("Texts", "Big Gin needs all eleven cards in melds."),
    IllegalCode.KNOCK_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Texts", "Only gin may end this hand: your deadwood would be %1."
    ),
    IllegalCode.BAD_MELDS: QT_TRANSLATE_NOOP("Texts", "Those cards do not form valid melds."),
    IllegalCode.NO_SUCH_MELD: QT_TRANSLATE_NOOP("Texts", "There is no such meld."),
    IllegalCode.DOES_NOT_FIT: QT_TRANSLATE_NOOP("Texts", "That card does not fit that meld."),
    IllegalCode.NO_LAYOFF_ON_GIN: QT_TRANSLATE_NOOP("Texts", "No laying off on gin."),
    IllegalCode.HAND_NOT_OVER: QT_TRANSLATE_NOOP("Texts", "The hand is still being played."),
    IllegalCode.GAME_OVER: QT_TRANSLATE_NOOP("Texts", "The game is over."),
    IllegalCode.UNKNOWN_ACTION: QT_TRANSLATE_NOOP("Texts", "That move is not part of the game."),
}


# A knock or gin refused for its deadwood, naming the card it would have thrown
# (%3: a knock by key throws the card chosen, maybe a while ago: play-test h105).
ILLEGAL_WITH_CARD = {
    IllegalCode.DEADWOOD_TOO_HIGH: QT_TRANSLATE_NOOP(
        "Texts", "You cannot knock with the %3: your deadwood would be %1, the limit is %2."
    ),
    IllegalCode.NOT_GIN: QT_TRANSLATE_NOOP(
        "Texts", "Throwing the %3 is not gin: your deadwood would be %1."
    ),
    IllegalCode.KNOCK_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Texts", "Only gin may end this hand: throwing the %3, your deadwood would be %1."
    ),
}


def illegal_text(error: IllegalAction) -> str:
    """The refusal of an illegal move, in the player's language."""
    d = error.details
    card = d.get("card")
    if isinstance(card, Card) and error.code in ILLEGAL_WITH_CARD:
        text = tr(ILLEGAL_WITH_CARD[error.code]).replace("%3", card_name(card))
    else:
        text = tr(ILLEGAL[error.code])
    if error.code is IllegalCode.DEADWOOD_TOO_HIGH:
        text = text.replace("%1", str(d.get("deadwood", ""))).replace("%2", str(d.get("limit", "")))
    elif error.code in (IllegalCode.NOT_GIN, IllegalCode.KNOCK_NOT_ALLOWED):
        text = text.replace("%1", str(d.get("deadwood", "")))
    return text


UNDO_REFUSALS = {
    UndoCode.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("Texts", "There is no move of yours to take back."),
    UndoCode.HAND_BOUNDARY: QT_TRANSLATE_NOOP(
        "Texts", "A new hand has been dealt: the moves of the last hand cannot be taken back."
    ),
    UndoCode.STOCK_DRAWN: QT_TRANSLATE_NOOP(
        "Texts", "You have seen the card you drew from the stock: that draw cannot be taken back."
    ),
    UndoCode.SHOWDOWN: QT_TRANSLATE_NOOP(
        "Texts", "The hands have been laid open: the moves before cannot be taken back."
    ),
    UndoCode.GAME_OVER: QT_TRANSLATE_NOOP("Texts", "The game is over: nothing can be taken back."),
    UndoCode.HAND_SCORED: QT_TRANSLATE_NOOP(
        "Texts", "The hand has been scored: its moves cannot be taken back."
    ),
}


def undo_refusal_text(code: UndoCode) -> str:
    return tr(UNDO_REFUSALS[code])


def lay_off_first_text(card: Card, view: PlayerView, meld_index: int | None = None) -> str | None:
    """Where ``card`` fits none of the knocker's melds yet (or not the one at
    ``meld_index``, where it was dropped) but would after other cards of the person's
    hand: which to lay off first ("Lay off the 6♦ first: the 7♦ fits 3♦ 4♦ 5♦ only
    after it."). "That card does not fit that meld" alone left a player who laid off
    the 7♦ before the 6♦ wondering (play-test h121). Where another meld than the one
    named takes the card now, that one ("The 7♦ does not fit that meld; it fits 8♦ 9♦
    10♦."; review h133). None where no cards would, or where, no meld named, one takes
    the card now."""
    melds = view.knocker_melds
    fits = next((meld for meld in melds if meld.accepts(card)), None)
    if fits is not None:
        if meld_index is None:
            return None
        return (
            QCoreApplication.translate("Texts", "The %1 does not fit that meld; it fits %2.")
            .replace("%1", card.label)
            .replace("%2", str(fits))
        )
    if meld_index is not None:
        melds = melds[meld_index : meld_index + 1] if 0 <= meld_index < len(melds) else ()
    paths = [(meld.lay_off_first(card, view.hand), meld) for meld in melds]
    found = [(path, meld) for path, meld in paths if path]
    if not found:
        return None
    path, meld = min(found, key=lambda p: len(p[0]))
    if len(path) == 1:
        text = QCoreApplication.translate(
            "Texts", "Lay off the %1 first: the %2 fits %3 only after it."
        )
    else:
        text = QCoreApplication.translate(
            "Texts", "Lay off %1 first, in that order: the %2 fits %3 only after them."
        )
    return text.replace("%1", format_cards(path)).replace("%2", card.label).replace("%3", str(meld))


def refusal_text(refusal: Refusal, view: PlayerView | None = None) -> str:
    """Why the person's move was refused, and for a move at the wrong moment what is
    due instead: worded for the hand of ``view`` (the person's view as the move was
    refused) as the table's prompt words it, where one is given."""
    if refusal.undo is not None:
        return undo_refusal_text(refusal.undo)
    if refusal.error is None:
        return refusal.words() if refusal.words is not None else refusal.message
    error = refusal.error
    card = error.details.get("card")
    meld = error.details.get("meld")
    if error.code is IllegalCode.DOES_NOT_FIT and view is not None and isinstance(card, Card):
        # Of the meld it was dropped on: another that takes it now is not this one.
        first = lay_off_first_text(card, view, meld if isinstance(meld, int) else None)
        if first is not None:
            return first
    text = illegal_text(error)
    if refusal.due is not None:
        due = (
            due_prompt(view)
            if view is not None and view.phase is refusal.due
            else phase_prompt(refusal.due)
        )
        text = f"{text} {due}".strip()
    return text


PHASE_PROMPTS = {
    Phase.UPCARD: QT_TRANSLATE_NOOP("Texts", "Take the face-up card, or pass."),
    Phase.DRAW: QT_TRANSLATE_NOOP("Texts", "Draw a card from the stock or the discard pile."),
    Phase.DISCARD: QT_TRANSLATE_NOOP("Texts", "Discard a card, or knock."),
    Phase.LAYOFF: QT_TRANSLATE_NOOP(
        "Texts", "Lay off your cards on the knocker's melds, then finish."
    ),
    Phase.OVER: QT_TRANSLATE_NOOP("Texts", "The hand is over."),
}


def phase_prompt(phase: Phase) -> str:
    return tr(PHASE_PROMPTS[phase])


# The prompts worded for the hand are the table's words: the TableScene context.
def due_prompt(view: PlayerView) -> str:
    """The person's move due in ``view``, worded for the hand held, as over the table
    and after a move refused: after both passed the stock alone, and at the throw only
    the ways out the hand has ("or knock" with 50 deadwood, or under straight gin, sent
    a player looking for a knock that was not there, and the Finnish "tai lopeta" read
    as "or quit": play-test)."""
    if view.phase is Phase.DRAW and view.forced_stock:
        return QCoreApplication.translate("TableScene", "Both passed: draw from the stock.")
    if view.phase is not Phase.DISCARD:
        return phase_prompt(view.phase)
    kinds = {a.kind for a in view.legal}
    if "big_gin" in kinds:
        return QCoreApplication.translate("TableScene", "Go Big Gin, or discard a card.")
    if "gin" in kinds:
        return QCoreApplication.translate("TableScene", "Discard a card, or go gin.")
    if "knock" in kinds:
        return phase_prompt(view.phase)  # "Discard a card, or knock."
    return QCoreApplication.translate("TableScene", "Discard a card.")


PRESET_NAMES = {
    "standard": QT_TRANSLATE_NOOP("Texts", "Standard (international)"),
    "ginirommi": QT_TRANSLATE_NOOP("Texts", "Ginirommi (Finnish, 25 per hand)"),
    "finnish_1": QT_TRANSLATE_NOOP("Texts", "Finnish, first method"),
    "finnish_2": QT_TRANSLATE_NOOP("Texts", "Finnish, second method"),
    "finnish_simple": QT_TRANSLATE_NOOP("Texts", "Finnish, simplified (to 150)"),
    "custom": QT_TRANSLATE_NOOP("Texts", "House rules"),
}


def preset_name(name: str) -> str:
    return tr(PRESET_NAMES.get(name, PRESET_NAMES["custom"]))


def rules_preset(rules: Rules) -> str | None:
    """The preset ``rules`` are, or are with Oklahoma switched on (None: house rules).
    Hollywood is a match option, named apart where it is shown."""
    if rules.preset in PRESETS:
        return rules.preset
    if rules.oklahoma:
        for name, preset in PRESETS.items():
            same = dataclasses.replace(
                rules, preset=name, oklahoma=False, hollywood=preset.hollywood
            )
            if same == preset:
                return name
    return None


def rules_name(rules: Rules) -> str:
    """The rules' name: a preset's; a preset with Oklahoma switched on, "Finnish, first
    method · Oklahoma", where the sheet and the status line said only "House rules" and
    the player could not see which rules were played (play-test h168); else house rules."""
    name = rules_preset(rules)
    if name is None:
        return preset_name(rules.preset)
    if name == rules.preset:
        return preset_name(name)
    text = QCoreApplication.translate("Texts", "%1 · Oklahoma", "a preset with Oklahoma on")
    return text.replace("%1", preset_name(name))


# One line per preset, shown under the choice so the player sees what they pick (New game,
# the score pad). Their context is the New game dialog's, where they were first written.
PRESET_DESCRIPTIONS = {
    "standard": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "The international rules: gin 25, undercut 25, 25 per box won, "
        "to 100 with a game bonus of 100.",
    ),
    "ginirommi": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Ginirommi: 25 points at once to the winner of each hand, Big Gin 31, no box bonus.",
    ),
    "finnish_1": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Gin 20, undercut 10 (a tie is no undercut), 20 per box won, "
        "game bonus 100 or 200 for a shutout.",
    ),
    "finnish_2": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Gin 25, undercut 20, a tie gives the defender 10, 20 per box won, "
        "game bonus 100 or 200 for a shutout.",
    ),
    "finnish_simple": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "The winner of each hand gets 20 plus the difference, gin 20 more, "
        "undercut 10; the game goes to 150.",
    ),
    "custom": QT_TRANSLATE_NOOP("NewGameDialog", "Your own combination of the rules below."),
}


def preset_description(name: str | None) -> str:
    """A preset's rules in one line; a name that is no preset is the player's own rules."""
    text = PRESET_DESCRIPTIONS.get(name or "custom", PRESET_DESCRIPTIONS["custom"])
    return QCoreApplication.translate("NewGameDialog", text)


LEVEL_NAMES = {
    "beginner": QT_TRANSLATE_NOOP("Texts", "Beginner"),
    "intermediate": QT_TRANSLATE_NOOP("Texts", "Intermediate"),
    "advanced": QT_TRANSLATE_NOOP("Texts", "Advanced"),
    "expert": QT_TRANSLATE_NOOP("Texts", "Expert"),
    "master": QT_TRANSLATE_NOOP("Texts", "Master"),
}


UNKNOWN_LEVEL = QT_TRANSLATE_NOOP("Texts", "Unknown level")


def level_name(level: str) -> str:
    """The level's name; one no version of the game has (a hand-edited or damaged
    history) as it is written there, or "Unknown level" (it read "Intermediate")."""
    if level in LEVEL_NAMES:
        return tr(LEVEL_NAMES[level])
    return level if isinstance(level, str) and level.strip() else tr(UNKNOWN_LEVEL)


# How each level plays, in one line (ai/simple.py, advanced.py, expert.py, master.py).
LEVEL_DESCRIPTIONS = {
    "beginner": QT_TRANSLATE_NOOP(
        "Texts", "Plays sensibly but misses chances: overlooks some melds, throws high cards."
    ),
    "intermediate": QT_TRANSLATE_NOOP(
        "Texts", "Takes the face-up card only for a meld and knocks as soon as it can."
    ),
    "advanced": QT_TRANSLATE_NOOP(
        "Texts", "Remembers every card it sees, keeps safe discards and waits for a good knock."
    ),
    "expert": QT_TRANSLATE_NOOP(
        "Texts", "Like Advanced, and at close calls it plays out guesses of your hand first."
    ),
    "master": QT_TRANSLATE_NOOP(
        "Texts",
        "Like Expert, and it weighs each close call and knock by its chance to win the"
        " game. From the hands already played it learns how soon you knock (it never"
        " sees your hidden cards).",
    ),
}


def level_description(level: str) -> str:
    return tr(LEVEL_DESCRIPTIONS.get(level, LEVEL_DESCRIPTIONS["intermediate"]))


SUIT_NAMES = {
    Suit.CLUBS: QT_TRANSLATE_NOOP("Texts", "clubs"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("Texts", "diamonds"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Texts", "hearts"),
    Suit.SPADES: QT_TRANSLATE_NOOP("Texts", "spades"),
}

RANK_NAMES = {
    Rank.ACE: QT_TRANSLATE_NOOP("Texts", "ace"),
    Rank.TWO: QT_TRANSLATE_NOOP("Texts", "two"),
    Rank.THREE: QT_TRANSLATE_NOOP("Texts", "three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Texts", "four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Texts", "five"),
    Rank.SIX: QT_TRANSLATE_NOOP("Texts", "six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Texts", "seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Texts", "eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("Texts", "nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("Texts", "ten"),
    Rank.JACK: QT_TRANSLATE_NOOP("Texts", "jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Texts", "queen"),
    Rank.KING: QT_TRANSLATE_NOOP("Texts", "king"),
}


def decimal_text(value: float, decimals: int = 1, *, signed: bool = False) -> str:
    """``value`` in the locale's way with ``decimals`` places. One that rounds to nothing
    is 0, never "−0,0" (play-test 11); ``signed`` puts "+" before a positive one. The
    minus is the true one (U+2212) in every language: English's locale writes the
    hyphen, shorter than the plus beside it in a list of signed figures. A half is
    rounded away from zero, as a person does: 21 points in 4 hands are 5,3 a hand, where
    Python's round (half to even) said 5,2 (play-test h146)."""
    if math.isfinite(value):
        try:
            exact = Decimal(repr(value)).quantize(Decimal(1).scaleb(-decimals), ROUND_HALF_UP)
        except InvalidOperation:  # beyond the context's 28 digits: no half to round
            exact = Decimal(round(value, decimals))
        value = float(exact) or 0.0
    text = QLocale().toString(value, "f", decimals)
    if text.startswith("-"):
        text = "\u2212" + text[1:]
    return "+" + text if signed and value > 0 else text


def integer_text(value: int, *, signed: bool = False) -> str:
    """A whole number in the locale's way (:func:`decimal_text`: the true minus in every
    language; "Duplicate: -32" was written with a hyphen in English, play-test 11)."""
    return decimal_text(value, 0, signed=signed)


def card_name(card: Card) -> str:
    """The spoken name of a card, e.g. 'seven of hearts' (word order per language)."""
    return (
        QCoreApplication.translate("Texts", "%1 of %2", "card name: rank, suit")
        .replace("%1", tr(RANK_NAMES[card.rank]))
        .replace("%2", tr(SUIT_NAMES[card.suit]))
    )


def card_label(card: Card) -> str:
    """The short label on screen, e.g. '7♥' (the same in every language)."""
    return card.label


# Why the computer (or a hint) chose a move: keyed by ai.base.Reason values, so
# this module needs nothing from the AI package. A hint reads "Hint: <move>. <reason>",
# so a reason says why and never names the move again ("Draw from the stock. The
# discard does not help: try the stock." said it twice: play-test 11).
REASONS = {
    "plausible": QT_TRANSLATE_NOOP("Texts", "A reasonable move."),
    "upcard_makes_meld": QT_TRANSLATE_NOOP("Texts", "The face-up card completes or builds a meld."),
    "upcard_no_use": QT_TRANSLATE_NOOP("Texts", "The face-up card does not help your hand."),
    "upcard_improves": QT_TRANSLATE_NOOP(
        "Texts", "The face-up card brings your hand closer to melds than a stock card would."
    ),
    "discard_makes_meld": QT_TRANSLATE_NOOP("Texts", "The discard completes or builds a meld."),
    "discard_improves": QT_TRANSLATE_NOOP(
        "Texts", "The discard brings your hand closer to melds than a stock card would."
    ),
    "draw_unknown": QT_TRANSLATE_NOOP("Texts", "The discard does not help your hand."),
    "discard_lowers": QT_TRANSLATE_NOOP(
        "Texts",
        "It makes no meld, but it is lower than the card you can then throw: your "
        "deadwood goes down.",
    ),
    # Not "the discard does not help": after both passed it could not be taken.
    "stock_only": QT_TRANSLATE_NOOP(
        "Texts", "Both players passed the face-up card, so it cannot be taken now."
    ),
    "lowest_deadwood": QT_TRANSLATE_NOOP("Texts", "This leaves the least deadwood."),
    "high_card_out": QT_TRANSLATE_NOOP("Texts", "Get rid of a high card that is not in a meld."),
    # Said where the card was chosen over the one of best value for the hand, being
    # less likely to help the opponent: "safe" promised more than that, and a card so
    # named was picked up at once (play-tests h89, h95).
    "safe_discard": QT_TRANSLATE_NOOP(
        "Texts",
        "A safer discard: the opponent is less likely to want it than the card you "
        "might otherwise throw.",
    ),
    "keep_partial_meld": QT_TRANSLATE_NOOP("Texts", "Keep the cards that are close to a meld."),
    "knock_now": QT_TRANSLATE_NOOP(
        "Texts", "Your deadwood is low enough, and waiting for a lower count would not pay."
    ),
    "gin": QT_TRANSLATE_NOOP("Texts", "Every card melds."),
    "big_gin": QT_TRANSLATE_NOOP("Texts", "All eleven cards meld."),
    "wait_for_gin": QT_TRANSLATE_NOOP("Texts", "You could knock, but gin is close: keep playing."),
    "undercut_risk": QT_TRANSLATE_NOOP("Texts", "Knocking now risks an undercut."),
    "lay_off": QT_TRANSLATE_NOOP("Texts", "This card fits one of the knocker's melds."),
    # Said before anything is laid off too: "more" implied something was (h152).
    "done_laying_off": QT_TRANSLATE_NOOP("Texts", "Laying off would not lower your deadwood."),
    "next_hand": QT_TRANSLATE_NOOP("Texts", "This hand is over."),
    "search_best": QT_TRANSLATE_NOOP("Texts", "The best move found by looking ahead."),
    "match_score": QT_TRANSLATE_NOOP(
        "Texts",
        "At this score this is the safer way to win the game, though it scores fewer points.",
    ),
}


# The same reasons told of the computer ("What the computer knew"), where the words
# above speak to the person ("The face-up card does not help your hand", "knock now").
COMPUTER_REASONS = {
    "upcard_no_use": QT_TRANSLATE_NOOP("Texts", "The face-up card does not help its hand."),
    "upcard_improves": QT_TRANSLATE_NOOP(
        "Texts", "The face-up card brings its hand closer to melds than a stock card would."
    ),
    "discard_improves": QT_TRANSLATE_NOOP(
        "Texts", "The discard brings its hand closer to melds than a stock card would."
    ),
    "draw_unknown": QT_TRANSLATE_NOOP(
        "Texts", "The discard does not help it: it draws from the stock."
    ),
    "discard_lowers": QT_TRANSLATE_NOOP(
        "Texts",
        "It makes no meld, but it is lower than the card it can then throw: its deadwood "
        "goes down.",
    ),
    "high_card_out": QT_TRANSLATE_NOOP(
        "Texts", "It gets rid of a high card that is not in a meld."
    ),
    "keep_partial_meld": QT_TRANSLATE_NOOP("Texts", "It keeps the cards that are close to a meld."),
    "knock_now": QT_TRANSLATE_NOOP("Texts", "Its deadwood is low enough: it knocks now."),
    "gin": QT_TRANSLATE_NOOP("Texts", "Every card melds: it goes gin."),
    "wait_for_gin": QT_TRANSLATE_NOOP("Texts", "It could knock, but gin is close: it plays on."),
    "undercut_risk": QT_TRANSLATE_NOOP("Texts", "Knocking now would risk an undercut by you."),
}


# A reason for taking the top discard, said of the first face-up card when that is the
# card taken: "The discard brings your hand closer…" named the face-up card the discard
# (play-test h116).
UPCARD_REASONS = {"discard_improves": "upcard_improves", "discard_makes_meld": "upcard_makes_meld"}


def reason_text(reason: object, *, computer: bool = False, action: object = None) -> str:
    """The reason of a decision (an ai.base.Reason or its value) as a sentence, told to
    the person (a hint) or, with ``computer``, of the computer's own move; ``action``,
    the move it is the reason of, where the words depend on it."""
    key = str(getattr(reason, "value", reason))
    if getattr(action, "kind", "") == "take_upcard":
        key = UPCARD_REASONS.get(key, key)
    if computer and key in COMPUTER_REASONS:
        return tr(COMPUTER_REASONS[key])
    return tr(REASONS.get(key, REASONS["plausible"]))


ACTION_TEXTS = {
    "take_upcard": QT_TRANSLATE_NOOP("Texts", "Take the face-up card"),
    "pass": QT_TRANSLATE_NOOP("Texts", "Pass"),
    "draw_stock": QT_TRANSLATE_NOOP("Texts", "Draw from the stock"),
    "draw_discard": QT_TRANSLATE_NOOP("Texts", "Take the top of the discard pile"),
    "discard": QT_TRANSLATE_NOOP("Texts", "Discard the %1"),
    "knock": QT_TRANSLATE_NOOP("Texts", "Knock, discarding the %1"),
    "gin": QT_TRANSLATE_NOOP("Texts", "Go gin, discarding the %1"),
    "big_gin": QT_TRANSLATE_NOOP("Texts", "Go Big Gin"),
    "lay_off": QT_TRANSLATE_NOOP("Texts", "Lay off the %1"),
    "finish_layoff": QT_TRANSLATE_NOOP("Texts", "Finish laying off"),
    "next_hand": QT_TRANSLATE_NOOP("Texts", "Deal the next hand"),
}


# A take from the pile, with the card it takes (the move itself does not name it).
TAKE_TEXTS = {
    "take_upcard": QT_TRANSLATE_NOOP("Texts", "Take the face-up %1"),
    "draw_discard": QT_TRANSLATE_NOOP("Texts", "Take the %1 from the discard pile"),
}


def action_text(action: object, pile_top: Card | None = None) -> str:
    """A move in words, e.g. 'Discard the seven of hearts'; with ``pile_top`` (the
    discard pile's top card) a take from the pile names it: "Take the top of the
    discard pile" left the person to look which card that was (play-test h116)."""
    kind = getattr(action, "kind", "")
    if pile_top is not None and kind in TAKE_TEXTS:
        return tr(TAKE_TEXTS[kind]).replace("%1", card_name(pile_top))
    text = tr(ACTION_TEXTS.get(kind, ACTION_TEXTS["pass"]))
    card = getattr(action, "card", None)
    if isinstance(card, Card):
        text = text.replace("%1", card_name(card))
    return text


# A move as done, for the comparison of two plays of a duplicate deal: by the person
# ("You passed") or by a named player (%2: "Expert with your cards passed"), where the
# button's words ("Pass") read as an order, not as what was played.
DONE_TEXTS = {
    "take_upcard": (
        QT_TRANSLATE_NOOP("Texts", "You took the face-up card"),
        QT_TRANSLATE_NOOP("Texts", "%2 took the face-up card"),
    ),
    "pass": (QT_TRANSLATE_NOOP("Texts", "You passed"), QT_TRANSLATE_NOOP("Texts", "%2 passed")),
    "draw_stock": (
        QT_TRANSLATE_NOOP("Texts", "You drew from the stock"),
        QT_TRANSLATE_NOOP("Texts", "%2 drew from the stock"),
    ),
    "draw_discard": (
        QT_TRANSLATE_NOOP("Texts", "You took the top of the discard pile"),
        QT_TRANSLATE_NOOP("Texts", "%2 took the top of the discard pile"),
    ),
    "discard": (
        QT_TRANSLATE_NOOP("Texts", "You discarded the %1"),
        QT_TRANSLATE_NOOP("Texts", "%2 discarded the %1"),
    ),
    "knock": (
        QT_TRANSLATE_NOOP("Texts", "You knocked, discarding the %1"),
        QT_TRANSLATE_NOOP("Texts", "%2 knocked, discarding the %1"),
    ),
    "gin": (
        QT_TRANSLATE_NOOP("Texts", "You went gin, discarding the %1"),
        QT_TRANSLATE_NOOP("Texts", "%2 went gin, discarding the %1"),
    ),
    "big_gin": (
        QT_TRANSLATE_NOOP("Texts", "You went Big Gin"),
        QT_TRANSLATE_NOOP("Texts", "%2 went Big Gin"),
    ),
    "lay_off": (
        QT_TRANSLATE_NOOP("Texts", "You laid off the %1"),
        QT_TRANSLATE_NOOP("Texts", "%2 laid off the %1"),
    ),
    "finish_layoff": (
        QT_TRANSLATE_NOOP("Texts", "You finished laying off"),
        QT_TRANSLATE_NOOP("Texts", "%2 finished laying off"),
    ),
    "next_hand": (
        QT_TRANSLATE_NOOP("Texts", "You dealt the next hand"),
        QT_TRANSLATE_NOOP("Texts", "%2 dealt the next hand"),
    ),
}


# A card taken from the pile, named where the caller knows it (a draw's action does
# not carry its card): "What the computer knew" said only "took the top of the discard
# pile", where the hand review names the card (play-test 9).
TAKEN_TEXTS = {
    "take_upcard": (
        QT_TRANSLATE_NOOP("Texts", "You took the face-up %1"),
        QT_TRANSLATE_NOOP("Texts", "%2 took the face-up %1"),
    ),
    "draw_discard": (
        QT_TRANSLATE_NOOP("Texts", "You took the %1 from the discard pile"),
        QT_TRANSLATE_NOOP("Texts", "%2 took the %1 from the discard pile"),
    ),
}


def done_text(action: object, who: str | None = None, *, taken: Card | None = None) -> str:
    """A move as it was played, e.g. 'You discarded the seven of hearts' (``who`` None)
    or 'Expert with your cards passed' (``who`` the player's name); ``taken``: the card a
    take from the pile took, where the caller knows it."""
    kind = getattr(action, "kind", "")
    yours, theirs = DONE_TEXTS.get(kind, DONE_TEXTS["pass"])
    if taken is not None and kind in TAKEN_TEXTS:
        yours, theirs = TAKEN_TEXTS[kind]
    text = tr(yours) if who is None else tr(theirs).replace("%2", who)
    card = taken if taken is not None and kind in TAKEN_TEXTS else getattr(action, "card", None)
    if isinstance(card, Card):
        text = text.replace("%1", card_name(card))
    return text


# The hand review's verdicts (review.judge.Verdict values): why another move was
# better. %1, %2, %3 are filled by verdict_text from the judgement's cards and numbers.
VERDICTS = {
    "fed_set": QT_TRANSLATE_NOOP("Texts", "Discarding the %1 fed the computer's set (%2)."),
    "fed_run": QT_TRANSLATE_NOOP("Texts", "Discarding the %1 fed the computer's run (%2)."),
    "fed": QT_TRANSLATE_NOOP("Texts", "Discarding the %1 was likely to help the computer."),
    "knock_earlier": QT_TRANSLATE_NOOP(
        "Texts", "You could have knocked here with %1, %n turn(s) before you did."
    ),
    "knock_here": QT_TRANSLATE_NOOP("Texts", "You could have knocked here with %1."),
    "undercut_seen": QT_TRANSLATE_NOOP(
        "Texts", "Knocking with %1 risked an undercut: the computer had taken the %2 from the pile."
    ),
    "undercut": QT_TRANSLATE_NOOP("Texts", "Knocking with %1 risked an undercut."),
    "too_soon": QT_TRANSLATE_NOOP(
        "Texts", "Knocking with %1 was too soon: playing on paid better."
    ),
    "gin": QT_TRANSLATE_NOOP("Texts", "You could have gone gin by discarding the %1."),
    "big_gin": QT_TRANSLATE_NOOP("Texts", "You could have gone Big Gin."),
    "take": QT_TRANSLATE_NOOP("Texts", "Taking the %1 was better than drawing from the stock."),
    "leave": QT_TRANSLATE_NOOP("Texts", "Leaving the %1 and drawing from the stock was better."),
    "kept_high": QT_TRANSLATE_NOOP(
        "Texts", "Discarding the %1 kept %n more point(s) of deadwood than discarding the %2."
    ),
    "broke_meld": QT_TRANSLATE_NOOP(
        "Texts", "Discarding the %1 broke up your meld (%3); the %2 was the better discard."
    ),
    "broke_partial": QT_TRANSLATE_NOOP(
        "Texts", "Discarding the %1 broke up a partial meld; the %2 was the better discard."
    ),
    "discard": QT_TRANSLATE_NOOP("Texts", "The %2 was a better discard than the %1."),
    "knock_card": QT_TRANSLATE_NOOP(
        "Texts", "Knocking with the %2 was better than with the %1 (deadwood %4, not %3)."
    ),
    "layoff": QT_TRANSLATE_NOOP("Texts", "You could have laid off: %1."),  # a list of cards
    "better": QT_TRANSLATE_NOOP("Texts", "Better move: %1 (about %2 points more on average)."),
    # The better discard named in the verdict already: only what it was worth.
    "worth": QT_TRANSLATE_NOOP("Texts", "It was worth about %2 points more on average."),
}


def and_list(items: Sequence[str]) -> str:
    """'a, b and c' in the current language (the words are the screen reader's, who
    had them first)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    head = QCoreApplication.translate("Accessibility", ", ").join(items[:-1])
    return (
        QCoreApplication.translate("Accessibility", "%1 and %2")
        .replace("%1", head)
        .replace("%2", items[-1])
    )


def _names(cards: object) -> str:
    # "the two of spades and six of clubs": without the "and" the list read as cut
    # short (play-test h132).
    return and_list([card_name(c) for c in cards])  # type: ignore[attr-defined]


def verdict_text(judgement: object) -> str:
    """The review's note on a flagged move: the reason, then the better move.

    ``judgement`` is a review.judge.Judgement (duck-typed so that texts stays free
    of the review package)."""
    j: Any = judgement
    code = getattr(j.verdict, "value", "")
    cards, nums = tuple(j.cards), tuple(j.numbers)
    c = [card_name(x) for x in cards]
    n = -1
    key = "discard"
    if code == "fed_opponent_meld":
        partners = cards[1:]
        same_rank = all(p.rank == cards[0].rank for p in partners)
        key = "fed_set" if partners and same_rank else "fed_run" if partners else "fed"
    elif code == "could_knock_earlier":
        key = "knock_earlier" if nums[1] > 0 else "knock_here"
        n = nums[1]
    elif code == "undercut_risk":
        key = "undercut_seen" if cards else "undercut"
    elif code == "knocked_too_soon":
        key = "too_soon"
    elif code == "missed_gin":
        key = "gin" if cards else "big_gin"
    elif code == "better_draw":
        taking = getattr(j.better, "kind", "") in ("draw_discard", "take_upcard")
        key = "take" if taking else "leave"
    elif code == "kept_high_deadwood":
        key, n = "kept_high", nums[0] - nums[1]
    elif code == "broke_meld":
        key = "broke_meld"
    elif code == "broke_partial_meld":
        key = "broke_partial"
    elif code == "missed_layoff":
        key = "layoff"
    elif code == "better_knock":
        key = "knock_card"
    text = QCoreApplication.translate("Texts", VERDICTS[key], None, n)
    if code in ("could_knock_earlier", "undercut_risk", "knocked_too_soon"):
        text = text.replace("%1", str(nums[0])).replace("%2", _names(cards))
    elif code == "missed_layoff":
        text = text.replace("%1", _names(cards))
    elif code == "fed_opponent_meld":
        text = text.replace("%1", c[0] if c else "").replace("%2", _names(cards[1:]))
    else:
        text = text.replace("%1", c[0] if c else "").replace("%2", c[1] if len(c) > 1 else "")
        if code == "broke_meld":  # the meld as it was, the card thrown first
            text = text.replace("%3", _names((cards[0], *cards[2:])))
        if code == "better_knock" and len(nums) == 2:
            text = text.replace("%3", str(nums[0])).replace("%4", str(nums[1]))
    if code != "missed_layoff" and j.better is not None:
        better = QCoreApplication.translate("Texts", VERDICTS["better"])
        move = action_text(j.better)
        named = key in ("kept_high", "broke_meld", "broke_partial", "discard", "knock_card")
        if named and getattr(j.better, "card", None) == (cards[1] if len(cards) > 1 else None):
            # "…the jack of diamonds was the better discard. Better move: Discard the
            # jack of diamonds" said it twice (play-test h116).
            better = QCoreApplication.translate("Texts", VERDICTS["worth"])
        if code in ("undercut_risk", "knocked_too_soon") and j.better.kind == "discard":
            # The knock threw the same card face down: "Better move: Discard the 5♦"
            # read as the move made (play-test h103).
            move = QCoreApplication.translate("Texts", PLAY_ON).replace(
                "%1", card_name(j.better.card)
            )
        text += " " + better.replace("%1", move).replace("%2", f"{j.expected_loss:.0f}")
    return text


# The better move after a knock: the same discard, face up, and the hand played on.
PLAY_ON = QT_TRANSLATE_NOOP("Texts", "Discard the %1 face up and play on, without knocking")


def reading_history_text() -> str:
    """What the game history and the statistics say while they read the history (in a
    thread of its own: app/history_reads.py)."""
    return QCoreApplication.translate("Texts", "Reading the game history…")

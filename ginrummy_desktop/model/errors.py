"""Typed errors for illegal moves: a code for the UI to translate, and a message."""

from __future__ import annotations

from enum import Enum


class IllegalCode(Enum):
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    SAME_CARD_BACK = "same_card_back"
    STOCK_FLOOR = "stock_floor"
    DISCARD_EMPTY = "discard_empty"
    MUST_DRAW_STOCK = "must_draw_stock"
    DEADWOOD_TOO_HIGH = "deadwood_too_high"
    NOT_GIN = "not_gin"
    BIG_GIN_NOT_ALLOWED = "big_gin_not_allowed"
    NOT_BIG_GIN = "not_big_gin"
    KNOCK_NOT_ALLOWED = "knock_not_allowed"
    BAD_MELDS = "bad_melds"
    NO_SUCH_MELD = "no_such_meld"
    DOES_NOT_FIT = "does_not_fit"
    NO_LAYOFF_ON_GIN = "no_layoff_on_gin"
    HAND_NOT_OVER = "hand_not_over"
    GAME_OVER = "game_over"
    UNKNOWN_ACTION = "unknown_action"


class IllegalAction(Exception):
    """An action the rules refuse; the game state is unchanged."""

    def __init__(self, code: IllegalCode, message: str, **details: object) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details

"""The rules engine: pure Python, no Qt. Cards, melds, rules, deal, scoring, match."""

from .actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    LayOff,
    NextHand,
    Pass,
    TakeUpcard,
)
from .cards import DECK, Card, Rank, Suit, format_cards, parse_card, parse_cards
from .deal import Deal, Phase
from .errors import IllegalAction, IllegalCode
from .events import Event, EventKind
from .hollywood import HollywoodScore, HollywoodStep
from .layoffs import Layoff, LayoffPlan, best_layoffs
from .match import GameResult, HandRecord, Match
from .melds import Meld, Melding, MeldKind, best_melding
from .padentry import PadEnding, PadEntry, PadError, PadErrorCode, PadFormatError
from .rules import PRESET_NAMES, PRESETS, NextDealer, Rules, RulesError, preset
from .scorepad import PadHand, ScorePad
from .scoring import HandEnding, HandResult, LineCode, Outcome, ScoreLine, score_counts
from .tally import GameScore
from .view import EarlierHand, PlayerView, deal_view, match_view

__all__ = [
    "DECK",
    "PRESETS",
    "PRESET_NAMES",
    "Action",
    "BigGin",
    "Card",
    "Deal",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "EarlierHand",
    "Event",
    "EventKind",
    "FinishLayoff",
    "GameResult",
    "GameScore",
    "Gin",
    "HandEnding",
    "HandRecord",
    "HandResult",
    "HollywoodScore",
    "HollywoodStep",
    "IllegalAction",
    "IllegalCode",
    "Knock",
    "LayOff",
    "Layoff",
    "LayoffPlan",
    "LineCode",
    "Match",
    "Meld",
    "MeldKind",
    "Melding",
    "NextDealer",
    "NextHand",
    "Outcome",
    "PadEnding",
    "PadEntry",
    "PadError",
    "PadErrorCode",
    "PadFormatError",
    "PadHand",
    "Pass",
    "Phase",
    "PlayerView",
    "Rank",
    "Rules",
    "RulesError",
    "ScoreLine",
    "ScorePad",
    "Suit",
    "TakeUpcard",
    "best_layoffs",
    "best_melding",
    "deal_view",
    "format_cards",
    "match_view",
    "parse_card",
    "parse_cards",
    "preset",
    "score_counts",
]

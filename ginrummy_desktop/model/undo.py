"""Rebuilding a match from its action log, and an undo that reveals nothing hidden."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .actions import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    NextHand,
    Pass,
    TakeUpcard,
)
from .deal import Deal
from .match import Match
from .serialize import match_from_dict, match_to_dict
from .takenback import TakenBack


def match_log(match: Match) -> list[Action]:
    """Every action of the match in order, a ``NextHand`` between two hands."""
    log: list[Action] = []
    for i, deal in enumerate(match.deals):
        if i > 0:
            log.append(NextHand(0))
        log.extend(deal.actions)
    return log


def rebuild(match: Match, *, drop_last: int = 0) -> Match:
    """A new match replayed from ``match``'s log without its last ``drop_last`` actions
    (a ``NextHand`` counts as one). Everything the save format keeps is kept, and the
    arranged decks of a match dealt from them."""
    if drop_last < 0:
        raise ValueError("drop_last must not be negative")
    data: dict[str, Any] = match_to_dict(match)
    hands: list[dict[str, Any]] = data["hands"]
    left = drop_last
    while left > 0:
        actions: list[Any] = hands[-1]["actions"]
        if actions:
            take = min(left, len(actions))
            del actions[len(actions) - take :]
            left -= take
        elif len(hands) > 1:
            hands.pop()  # the NextHand that dealt it
            left -= 1
        else:
            raise ValueError("the log has fewer actions than that")
    return match_from_dict(data, decks=match.decks)


def rebuild_deal(deal: Deal, *, drop_last: int = 0) -> Deal:
    """A new deal dealt from the same deck and replayed without its last ``drop_last``
    actions."""
    if not 0 <= drop_last <= len(deal.actions):
        raise ValueError("drop_last must be between 0 and the number of actions")
    new = Deal(deal.rules, dealer=deal.dealer, deal_number=deal.deal_number, deck=deal.deck)
    for a in deal.actions[: len(deal.actions) - drop_last]:
        new.apply(a)
    return new


def match_at_hand_start(match: Match, hand_index: int) -> Match:
    """The match rebuilt from its log up to the deal of hand ``hand_index`` (0-based)."""
    if not 0 <= hand_index < len(match.deals):
        raise IndexError(f"the match has no hand {hand_index + 1}")
    keep = sum(len(d.actions) for d in match.deals[:hand_index]) + hand_index
    return rebuild(match, drop_last=len(match_log(match)) - keep)


class UndoCode(Enum):
    """Why a move cannot be taken back (the UI translates these)."""

    NOTHING_TO_UNDO = "nothing_to_undo"  # the person has not moved in this match
    HAND_BOUNDARY = "hand_boundary"  # the person's last move was in an earlier hand
    STOCK_DRAWN = "stock_drawn"  # it drew from the stock: the person has seen that card
    SHOWDOWN = "showdown"  # the computer's cards were shown since (a knock, a scored hand)
    GAME_OVER = "game_over"  # the game is decided
    HAND_SCORED = "hand_scored"  # the hand is over and written in the history and the sheet


class UndoRefused(Exception):
    """The last move cannot be taken back; the match is unchanged."""

    def __init__(self, code: UndoCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# Moves that show the mover no hidden card: taking one back gives nothing away. A
# stock draw shows a card; a knock shows nothing to the knocker until the defender
# lays off or the hand is scored (which lays the defender's hand open).
UNDOABLE: tuple[type[Action], ...] = (
    TakeUpcard,
    Pass,
    DrawDiscard,
    Discard,
    LayOff,
    FinishLayoff,
    Knock,  # and Gin, a Knock: the meld arrangement of a knock, before any answer
    BigGin,
)
# A reply that shows the computer's cards: its knock, or its layoffs as defender.
_SHOWING_REPLIES: tuple[type[Action], ...] = (Knock, BigGin, LayOff, FinishLayoff)


@dataclass(frozen=True, slots=True)
class UndoPlan:
    """What an undo takes back: the person's move first, then the computer's replies."""

    seat: int
    actions: tuple[Action, ...]

    @property
    def move(self) -> Action:
        return self.actions[0]

    @property
    def replies(self) -> tuple[Action, ...]:
        return self.actions[1:]


@dataclass(frozen=True, slots=True)
class Undone:
    """The match after an undo, and what was taken back (to animate it backwards)."""

    match: Match
    plan: UndoPlan


def undo_plan(match: Match, seat: int) -> UndoPlan:
    """What undoing ``seat``'s last move would take back; raise UndoRefused if it may not."""
    if match.is_over:
        raise UndoRefused(UndoCode.GAME_OVER, "the game is over")
    actions = match.current.actions
    mine = [i for i, a in enumerate(actions) if a.player == seat]
    if not mine:
        earlier = any(a.player == seat for d in match.deals[:-1] for a in d.actions)
        if earlier or match.hand_number > 1:
            raise UndoRefused(UndoCode.HAND_BOUNDARY, "a new hand has been dealt since")
        raise UndoRefused(UndoCode.NOTHING_TO_UNDO, "there is no move to take back")
    taken = tuple(actions[mine[-1] :])
    move = taken[0]
    if isinstance(move, DrawStock):
        raise UndoRefused(UndoCode.STOCK_DRAWN, "a card drawn from the stock cannot be put back")
    if any(isinstance(a, _SHOWING_REPLIES) for a in taken[1:]):
        raise UndoRefused(UndoCode.SHOWDOWN, "the computer's cards have been shown")
    if isinstance(move, Knock | BigGin) and match.current.is_over:
        # A gin is scored at once: the defender's hand is on the table.
        raise UndoRefused(UndoCode.SHOWDOWN, "the hands have been laid open")
    if match.current.is_over:
        # A scored hand is already counted (the scoresheet, the history, the statistics):
        # taking back the move that ended it would let a hand be scored twice.
        raise UndoRefused(UndoCode.HAND_SCORED, "the hand has been scored")
    if not isinstance(move, UNDOABLE):
        raise UndoRefused(UndoCode.NOTHING_TO_UNDO, "that move cannot be taken back")
    return UndoPlan(seat, taken)


def has_played(match: Match, seat: int) -> bool:
    """``seat`` has moved in the match, or a hand of it has been scored: leaving it
    unfinished now abandons it."""
    return bool(match.records) or any(a.player == seat for d in match.deals for a in d.actions)


def can_undo(match: Match, seat: int) -> UndoCode | None:
    """None when ``seat``'s last move may be taken back, else the reason it may not."""
    try:
        undo_plan(match, seat)
    except UndoRefused as refused:
        return refused.code
    return None


def take_back(match: Match, seat: int) -> UndoPlan:
    """Like :func:`undo`, but ``match`` itself becomes the rebuilt match (whoever holds
    it, the history's id for it, its save, sees the undone state); raise UndoRefused."""
    undone = undo(match, seat)
    match.restore(undone.match)
    return undone.plan


def undo(match: Match, seat: int) -> Undone:
    """Take back ``seat``'s last move and every reply since; raise UndoRefused.

    The result is a new match rebuilt from the log, with the turn back at ``seat``; the
    old one is left as it was. The computer, asked again, sees the same view as before
    and decides as before (decisions depend only on the view and the seed).
    """
    plan = undo_plan(match, seat)
    new = rebuild(match, drop_last=len(plan.actions))
    new.undo_count = match.undo_count + 1
    # Kept where it was taken back: the hand review shows it there, the history counts
    # it for this hand (play-test: every hand of the game said a move was taken back).
    hand = len(match.deals)
    at = len(match.current.actions) - len(plan.actions)
    moves = match.current.actions
    stays = [t for t in match.taken_back if not (t.hand == hand and t.at > at)]
    moved = [
        TakenBack(t.hand, at, t.actions, (*moves[at : t.at], *t.lead))
        for t in match.taken_back
        if t.hand == hand and t.at > at
    ]
    # In the order the moves were played: those moved back here were played after the
    # move taken back now (the review reads them so: play-test h116).
    new.taken_back = [*stays, TakenBack(hand, at, plan.actions), *moved]
    return Undone(new, plan)

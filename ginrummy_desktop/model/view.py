"""What one player may know of the game: the only window the AI and the UI look through."""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from .actions import Action
from .cards import Card, to_mask
from .deadwood import min_deadwood
from .deal import Deal, Phase
from .events import Event, EventKind
from .hollywood import HollywoodScore
from .match import GameResult, Match
from .melds import Meld
from .rules import Rules
from .scoring import HandResult, Outcome


@dataclass(frozen=True, slots=True)
class EarlierHand:
    """What both players saw of an earlier hand of the game when it ended.

    At the end of a hand both hands are face up (the defender's as melded after its
    layoffs, with the laid-off cards on the table), so this is public: a scoresheet
    with the hands shown.
    """

    knocker: int | None  # None: a void hand (nobody knocked)
    outcome: Outcome
    knock_limit: int
    knocker_deadwood: int
    # The defender's hand at the knock was one it had kept at its own last discard
    # (the knocker's turn came in between) and could have knocked with, and it did
    # not: the mark of a player who waits for a lower count or for gin.
    defender_passed_knock: bool


# Summaries of finished deals, by deal, with the number of events they were made from
# (a view is built for every decision, and a finished deal does not change; should one
# ever be replayed further, its summary is made again).
_SUMMARIES: weakref.WeakKeyDictionary[Deal, tuple[int, EarlierHand]] = weakref.WeakKeyDictionary()


def earlier_hand(deal: Deal) -> EarlierHand:
    """The public summary of a finished ``deal``."""
    known = _SUMMARIES.get(deal)
    if known is not None and known[0] == len(deal.events):
        return known[1]
    summary = _summarise(deal)
    _SUMMARIES[deal] = (len(deal.events), summary)
    return summary


def _summarise(deal: Deal) -> EarlierHand:
    result = deal.result
    assert result is not None, "only a finished hand has a summary"
    passed = False
    if result.knocker is not None:
        defender = 1 - result.knocker
        discarded = any(e.kind is EventKind.DISCARDED and e.player == defender for e in deal.events)
        if discarded:
            at_knock = [*deal.hands[defender], *(lay.card for lay in result.layoffs)]
            passed = min_deadwood(to_mask(at_knock)) <= deal.knock_limit
    return EarlierHand(
        knocker=result.knocker,
        outcome=result.outcome,
        knock_limit=deal.knock_limit,
        knocker_deadwood=result.knocker_deadwood,
        defender_passed_knock=passed,
    )


@dataclass(frozen=True, slots=True)
class HandContext:
    """The game around a hand as it stood when the hand was dealt, for the views of a
    hand replayed on its own (the after-hand review): the score before it, and what
    both players saw of the game's earlier hands."""

    totals: tuple[int, int] = (0, 0)
    boxes: tuple[int, int] = (0, 0)
    hand_number: int = 1
    earlier_hands: tuple[EarlierHand, ...] = ()


def hand_context(match: Match, index: int) -> HandContext:
    """The context of hand ``index`` (0-based) of ``match``."""
    before = next((r for r in match.records if r.number == index), None)
    return HandContext(
        totals=before.totals_after if before is not None else (0, 0),
        boxes=before.boxes_after if before is not None else (0, 0),
        hand_number=index + 1,
        earlier_hands=tuple(earlier_hand(d) for d in match.deals[:index]),
    )


@dataclass(frozen=True, slots=True)
class PlayerView:
    """All that ``player`` can legitimately know; nothing of hidden cards or the stock.

    Deliberately carries no deal number or seed: from those the shuffle could be
    recomputed.
    """

    player: int
    rules: Rules
    phase: Phase
    turn: int
    dealer: int
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...]  # bottom first; the last is the top card
    stock_size: int
    upcard: Card  # the first face-up card of the hand
    knock_limit: int
    doubled: bool
    taken_from_discard: Card | None  # may not be discarded this turn
    forced_stock: bool
    opponent_hand_size: int
    opponent_picked: tuple[Card, ...]  # every card the opponent took from the discard pile
    opponent_known: tuple[Card, ...]  # of those, the ones still in the opponent's hand
    opponent_declined: tuple[Card, ...]  # face-up cards the opponent passed over
    opponent_discards: tuple[Card, ...]
    own_discards: tuple[Card, ...]
    log: tuple[Event, ...]
    knocker: int | None
    knocker_melds: tuple[Meld, ...]  # public once a knock is made (layoffs included)
    knocker_deadwood: tuple[Card, ...]
    result: HandResult | None
    legal: tuple[Action, ...]
    totals: tuple[int, int]
    boxes: tuple[int, int]
    hand_number: int
    game_result: GameResult | None
    hollywood: HollywoodScore | None = None  # the three games, when the match is Hollywood
    earlier_hands: tuple[EarlierHand, ...] = ()  # the game's hands before this one, in order

    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def my_turn(self) -> bool:
        return self.turn == self.player and self.phase is not Phase.OVER

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None


def deal_view(
    deal: Deal, player: int, *, match: Match | None = None, context: HandContext | None = None
) -> PlayerView:
    """Build ``player``'s view of a deal (and of the match around it, if given; else of
    the game as ``context`` says it stood, if given)."""
    other = 1 - player
    picked: list[Card] = []
    declined: list[Card] = []
    opp_discards: list[Card] = []
    own_discards: list[Card] = []
    pile: list[Card] = []
    # Followed event by event: a card can be taken, thrown away and taken again.
    known: list[Card] = []
    previous: EventKind | None = None
    for e in deal.events:
        if e.kind is EventKind.DEALT and e.card is not None:
            pile = [e.card]
        elif e.kind in (EventKind.UPCARD_TAKEN, EventKind.DISCARD_DRAWN):
            if e.player == other and e.card is not None:
                picked.append(e.card)
                known.append(e.card)
            if pile:
                pile.pop()
        elif e.kind is EventKind.UPCARD_PASSED:
            if e.player == other and e.card is not None:
                declined.append(e.card)
        elif e.kind is EventKind.STOCK_DRAWN:
            # Drawing from the stock passes over the face-up card, unless both just
            # declined the first upcard (then the draw is forced and says nothing).
            if e.player == other and pile and previous is not EventKind.UPCARD_PASSED:
                declined.append(pile[-1])
        elif e.kind is EventKind.DISCARDED and e.card is not None:
            pile.append(e.card)
            if e.player == other:
                opp_discards.append(e.card)
                if e.card in known:
                    known.remove(e.card)
            else:
                own_discards.append(e.card)
        elif (
            e.kind in (EventKind.LAID_OFF, EventKind.KNOCKED, EventKind.WENT_GIN)
            and e.player == other
            and e.card in known
        ):
            # Out of the hand: laid off, or the knock discard (the rest of the
            # knocker's hand is face up then, so this reveals nothing).
            known.remove(e.card)
        previous = e.kind
    knocker_melds: tuple[Meld, ...] = ()
    knocker_dead: tuple[Card, ...] = ()
    if deal.knocker is not None and deal.knocker_melding is not None:
        knocker_melds = tuple(deal.knocker_melds)
        knocker_dead = deal.knocker_melding.deadwood
    legal = tuple(match.legal_actions(player) if match is not None else deal.legal_actions(player))
    game = _game_around(match, context)
    return PlayerView(
        player=player,
        rules=deal.rules,
        phase=deal.phase,
        turn=deal.turn,
        dealer=deal.dealer,
        hand=tuple(deal.hands[player]),
        discard_pile=tuple(deal.discard_pile),
        stock_size=len(deal.stock),
        upcard=deal.upcard,
        knock_limit=deal.knock_limit,
        doubled=deal.doubled,
        taken_from_discard=deal.taken_from_discard,
        forced_stock=deal.forced_stock,
        opponent_hand_size=len(deal.hands[other]),
        opponent_picked=tuple(picked),
        opponent_known=tuple(known),
        opponent_declined=tuple(declined),
        opponent_discards=tuple(opp_discards),
        own_discards=tuple(own_discards),
        log=tuple(e.seen_by(player) for e in deal.events),
        knocker=deal.knocker,
        knocker_melds=knocker_melds,
        knocker_deadwood=knocker_dead,
        result=deal.result,
        legal=legal,
        game_result=match.game_result if match else None,
        hollywood=match.hollywood if match else None,
        totals=game.totals,
        boxes=game.boxes,
        hand_number=game.hand_number,
        earlier_hands=game.earlier_hands,
    )


def _game_around(match: Match | None, context: HandContext | None) -> HandContext:
    """The game around the present hand: the match's as it is now, else ``context``."""
    if match is None:
        return context or HandContext()
    return HandContext(
        totals=(match.totals[0], match.totals[1]),
        boxes=(match.boxes[0], match.boxes[1]),
        hand_number=match.hand_number,
        earlier_hands=tuple(earlier_hand(d) for d in match.deals[:-1]),
    )


def match_view(match: Match, player: int) -> PlayerView:
    return deal_view(match.current, player, match=match)

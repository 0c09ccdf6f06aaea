"""One hand of Gin Rummy as a state machine driven by actions."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

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
    Pass,
    TakeUpcard,
    field_problem,
)
from .cards import DECK, Card, Suit, shuffled_deck, to_mask
from .deadwood import min_deadwood
from .errors import IllegalAction, IllegalCode
from .events import Event, EventKind
from .layoffs import Layoff, LayoffPlan, best_layoffs
from .melds import Meld, Melding, best_melding, knocker_arrangement
from .rules import Rules
from .scoring import HandResult, score_hand, void_result

STOCK_FLOOR = 2
HAND_SIZE = 10


class Phase(Enum):
    UPCARD = "upcard"  # the first face-up card is offered to ``turn``
    DRAW = "draw"
    DISCARD = "discard"
    LAYOFF = "layoff"  # the defender (``turn``) lays off on the knocker's melds
    OVER = "over"


class Deal:
    """The state of one hand. Change it only through :meth:`apply`."""

    def __init__(
        self,
        rules: Rules,
        *,
        dealer: int,
        deal_number: int,
        deck: Sequence[Card] | None = None,
    ) -> None:
        """Deal from the shuffle of ``deal_number``, or from ``deck`` when given (an
        arranged deck, deck[0] dealt first: the fairness check deals other worlds so)."""
        if dealer not in (0, 1):
            raise ValueError("dealer must be 0 or 1")
        self.rules = rules
        self.dealer = dealer
        self.deal_number = deal_number
        if deck is None:
            deck = shuffled_deck(deal_number)
        elif len(deck) != len(DECK) or set(deck) != set(DECK):
            raise ValueError("an arranged deck must hold each of the 52 cards once")
        # Kept so that the deal can be dealt again exactly (other seat, other worlds).
        self.deck: tuple[Card, ...] = tuple(deck)
        non_dealer = 1 - dealer
        self.hands: list[list[Card]] = [[], []]
        # One card at a time, starting with the non-dealer.
        for i in range(2 * HAND_SIZE):
            self.hands[non_dealer if i % 2 == 0 else dealer].append(deck[i])
        self.upcard = deck[2 * HAND_SIZE]
        # stock[-1] is the top card.
        self.stock: list[Card] = list(reversed(deck[2 * HAND_SIZE + 1 :]))
        self.discard_pile: list[Card] = [self.upcard]
        self.phase = Phase.UPCARD
        self.turn = non_dealer
        self.passes = 0
        self.forced_stock = False
        self.taken_from_discard: Card | None = None
        self.knock_limit = rules.knock_limit_for(self.upcard.value)
        self.doubled = rules.oklahoma and self.upcard.suit == Suit.SPADES
        self.knocker: int | None = None
        self.knock_card: Card | None = None
        self.knock_kind: EventKind | None = None
        self.knocker_melding: Melding | None = None
        self.knocker_melds: list[Meld] = []
        self.layoffs: list[Layoff] = []
        self.result: HandResult | None = None
        self.actions: list[Action] = []
        self.events: list[Event] = [Event(EventKind.DEALT, dealer, self.upcard)]

    # ----------------------------------------------------------------- queries
    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def defender(self) -> int | None:
        return None if self.knocker is None else 1 - self.knocker

    def hand(self, player: int) -> list[Card]:
        return list(self.hands[player])

    def layoff_cards(self) -> list[Card]:
        return [lo.card for lo in self.layoffs]

    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    def card_count(self) -> int:
        """All cards accounted for: 52 through any legal sequence."""
        knock = 1 if self.knock_card is not None else 0
        return (
            len(self.hands[0])
            + len(self.hands[1])
            + len(self.stock)
            + len(self.discard_pile)
            + knock
            + len(self.layoffs)
        )

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every action the rules allow now (for ``player``, or for whoever may act)."""
        if self.phase is Phase.OVER:
            return []
        p = self.turn
        if player is not None and player != p:
            return []
        out: list[Action] = []
        if self.phase is Phase.UPCARD:
            out += [TakeUpcard(p), Pass(p)]
        elif self.phase is Phase.DRAW:
            # Listed only when _check would accept it: the last two cards are never drawn.
            if len(self.stock) > STOCK_FLOOR:
                out.append(DrawStock(p))
            if not self.forced_stock and self.discard_pile:
                out.append(DrawDiscard(p))
        elif self.phase is Phase.DISCARD:
            hand = self.hands[p]
            mask = to_mask(hand)
            for c in hand:
                if c == self.taken_from_discard:
                    continue
                out.append(Discard(p, c))
                dw = min_deadwood(mask & ~(1 << c.index))
                if dw == 0:
                    out.append(Gin(p, c))
                elif dw <= self.knock_limit:
                    out.append(Knock(p, c))
            if self.rules.big_gin_allowed and min_deadwood(mask) == 0:
                out.append(BigGin(p))
        elif self.phase is Phase.LAYOFF:
            for c in self.hands[p]:
                for i, m in enumerate(self.knocker_melds):
                    if m.accepts(c):
                        out.append(LayOff(p, c, i))
            out.append(FinishLayoff(p))
        return out

    def is_legal(self, action: Action) -> bool:
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    # ---------------------------------------------------------------- actions
    def apply(self, action: Action) -> list[Event]:
        """Validate and perform an action; raise IllegalAction (state unchanged)."""
        self._check(action)
        events = self._perform(action)
        self.actions.append(action)
        self.events.extend(events)
        return events

    def _fail(self, code: IllegalCode, message: str, **details: object) -> IllegalAction:
        return IllegalAction(code, message, **details)

    def _check(self, a: Action) -> None:
        problem = field_problem(a)
        if problem is not None:
            raise self._fail(*problem)
        if self.phase is Phase.OVER:
            # After gin the hand ends at once; say why a layoff is refused there.
            if (
                isinstance(a, LayOff)
                and self.knock_kind in (EventKind.WENT_GIN, EventKind.WENT_BIG_GIN)
                and not self.rules.layoff_on_gin
            ):
                raise self._fail(IllegalCode.NO_LAYOFF_ON_GIN, "no layoffs on a gin hand")
            raise self._fail(IllegalCode.WRONG_PHASE, "the hand is over")
        if a.player != self.turn:
            raise self._fail(IllegalCode.NOT_YOUR_TURN, "it is not this player's turn")
        phase = self.phase
        if isinstance(a, TakeUpcard | Pass):
            if phase is not Phase.UPCARD:
                raise self._fail(IllegalCode.WRONG_PHASE, "the first upcard is no longer offered")
            return
        if isinstance(a, DrawStock | DrawDiscard):
            if phase is not Phase.DRAW:
                raise self._fail(IllegalCode.WRONG_PHASE, "it is not time to draw")
            if isinstance(a, DrawStock):
                if len(self.stock) <= STOCK_FLOOR:
                    raise self._fail(IllegalCode.STOCK_FLOOR, "the last two cards are never drawn")
            else:
                if self.forced_stock:
                    raise self._fail(
                        IllegalCode.MUST_DRAW_STOCK, "both declined the upcard: draw from the stock"
                    )
                if not self.discard_pile:
                    raise self._fail(IllegalCode.DISCARD_EMPTY, "the discard pile is empty")
            return
        if isinstance(a, Discard | Knock | BigGin):
            if phase is not Phase.DISCARD:
                raise self._fail(IllegalCode.WRONG_PHASE, "draw a card first")
            if isinstance(a, BigGin):
                self._check_big_gin(a)
                return
            card = a.card
            if not isinstance(card, Card) or card not in self.hands[a.player]:
                raise self._fail(IllegalCode.CARD_NOT_IN_HAND, "that card is not in the hand")
            if card == self.taken_from_discard:
                raise self._fail(
                    IllegalCode.SAME_CARD_BACK,
                    "a card taken from the discard pile may not be discarded in the same turn",
                    card=card,
                )
            if isinstance(a, Knock):
                self._knock_melding(a, arrange=False)
            return
        if isinstance(a, LayOff | FinishLayoff):
            if phase is not Phase.LAYOFF:
                raise self._fail(IllegalCode.WRONG_PHASE, "nothing to lay off on now")
            if isinstance(a, LayOff):
                if not isinstance(a.card, Card) or a.card not in self.hands[a.player]:
                    raise self._fail(IllegalCode.CARD_NOT_IN_HAND, "that card is not in the hand")
                if not isinstance(a.meld_index, int) or not (
                    0 <= a.meld_index < len(self.knocker_melds)
                ):
                    raise self._fail(IllegalCode.NO_SUCH_MELD, "there is no such meld")
                if not self.knocker_melds[a.meld_index].accepts(a.card):
                    raise self._fail(
                        IllegalCode.DOES_NOT_FIT,
                        "that card does not fit that meld",
                        card=a.card,
                        meld=a.meld_index,
                    )
            return
        raise self._fail(IllegalCode.UNKNOWN_ACTION, f"{type(a).__name__} is not a move in a hand")

    def _knock_melding(self, a: Knock, *, arrange: bool = True) -> Melding | None:
        """Validate a knock or gin and return the knocker's melding."""
        rest = [c for c in self.hands[a.player] if c != a.card]
        if a.melds is not None:
            try:
                melding = Melding.of((Meld.of(m) for m in a.melds), rest)
            except (ValueError, TypeError) as exc:
                raise self._fail(
                    IllegalCode.BAD_MELDS, f"those melds are not valid: {exc}"
                ) from None
            dw = melding.deadwood_count
        else:
            dw = min_deadwood(to_mask(rest))
            melding = None
        # The card thrown is named too: a knock by key took the card chosen earlier, and
        # "your deadwood would be 19" did not say with which (play-test h105).
        if isinstance(a, Gin) and dw != 0:
            raise self._fail(
                IllegalCode.NOT_GIN, "gin needs every card in melds", deadwood=dw, card=a.card
            )
        if dw > self.knock_limit:
            if self.knock_limit == 0:
                raise self._fail(
                    IllegalCode.KNOCK_NOT_ALLOWED,
                    "only gin may end this hand",
                    deadwood=dw,
                    card=a.card,
                )
            raise self._fail(
                IllegalCode.DEADWOOD_TOO_HIGH,
                f"deadwood {dw} is more than the knock limit {self.knock_limit}",
                deadwood=dw,
                limit=self.knock_limit,
                card=a.card,
            )
        if melding is None and arrange:
            known = to_mask(self.discard_pile)
            melding = knocker_arrangement(rest, known)
        return melding

    def _check_big_gin(self, a: BigGin) -> Melding:
        if not self.rules.big_gin_allowed:
            raise self._fail(
                IllegalCode.BIG_GIN_NOT_ALLOWED, "Big Gin is not played with these rules"
            )
        hand = self.hands[a.player]
        if a.melds is not None:
            try:
                melding = Melding.of((Meld.of(m) for m in a.melds), hand)
            except (ValueError, TypeError) as exc:
                raise self._fail(
                    IllegalCode.BAD_MELDS, f"those melds are not valid: {exc}"
                ) from None
            if melding.deadwood:
                raise self._fail(IllegalCode.NOT_BIG_GIN, "Big Gin needs all eleven cards in melds")
            return melding
        if min_deadwood(to_mask(hand)) != 0:
            raise self._fail(IllegalCode.NOT_BIG_GIN, "Big Gin needs all eleven cards in melds")
        return best_melding(hand)

    def _perform(self, a: Action) -> list[Event]:
        p = a.player
        other = 1 - p
        if isinstance(a, TakeUpcard):
            card = self.discard_pile.pop()
            self.hands[p].append(card)
            self.taken_from_discard = card
            self.phase = Phase.DISCARD
            return [Event(EventKind.UPCARD_TAKEN, p, card)]
        if isinstance(a, Pass):
            self.passes += 1
            events = [Event(EventKind.UPCARD_PASSED, p, self.top_discard())]
            if self.passes == 1:
                self.turn = other
            else:
                self.phase = Phase.DRAW
                self.turn = self.non_dealer
                self.forced_stock = True
            return events
        if isinstance(a, DrawStock):
            card = self.stock.pop()
            self.hands[p].append(card)
            self.forced_stock = False
            self.taken_from_discard = None
            self.phase = Phase.DISCARD
            return [Event(EventKind.STOCK_DRAWN, p, card)]
        if isinstance(a, DrawDiscard):
            card = self.discard_pile.pop()
            self.hands[p].append(card)
            self.taken_from_discard = card
            self.phase = Phase.DISCARD
            return [Event(EventKind.DISCARD_DRAWN, p, card)]
        if isinstance(a, Knock):
            melding = self._knock_melding(a)
            assert melding is not None
            self.hands[p].remove(a.card)
            self.knock_card = a.card
            gin = melding.deadwood_count == 0
            return self._start_showdown(p, melding, gin=gin, big_gin=False)
        if isinstance(a, BigGin):
            melding = self._check_big_gin(a)
            return self._start_showdown(p, melding, gin=True, big_gin=True)
        if isinstance(a, Discard):
            self.hands[p].remove(a.card)
            self.discard_pile.append(a.card)
            self.taken_from_discard = None
            events = [Event(EventKind.DISCARDED, p, a.card)]
            if len(self.stock) <= STOCK_FLOOR:
                self.phase = Phase.OVER
                self.result = void_result()
                events.append(Event(EventKind.HAND_VOID))
            else:
                self.phase = Phase.DRAW
                self.turn = other
            return events
        if isinstance(a, LayOff):
            self.hands[p].remove(a.card)
            meld = self.knocker_melds[a.meld_index]
            self.knocker_melds[a.meld_index] = meld.extended(a.card)
            self.layoffs.append(Layoff(a.card, a.meld_index))
            return [Event(EventKind.LAID_OFF, p, a.card, a.meld_index)]
        if isinstance(a, FinishLayoff):
            return [Event(EventKind.LAYOFFS_FINISHED, p), *self._score()]
        raise AssertionError("unreachable: _check refuses unknown actions")

    def _start_showdown(
        self, knocker: int, melding: Melding, *, gin: bool, big_gin: bool
    ) -> list[Event]:
        self.knocker = knocker
        self.knocker_melding = melding
        self.knocker_melds = list(melding.melds)
        self.taken_from_discard = None
        if big_gin:
            kind = EventKind.WENT_BIG_GIN
        else:
            kind = EventKind.WENT_GIN if gin else EventKind.KNOCKED
        self.knock_kind = kind
        events = [Event(kind, knocker, self.knock_card)]
        if gin and not self.rules.layoff_on_gin:
            return events + self._score()
        self.phase = Phase.LAYOFF
        self.turn = 1 - knocker
        return events

    def _score(self) -> list[Event]:
        assert self.knocker is not None and self.knocker_melding is not None
        defender = 1 - self.knocker
        defender_melding = best_melding(self.hands[defender])
        self.result = score_hand(
            self.rules,
            knocker=self.knocker,
            knocker_deadwood=self.knocker_melding.deadwood_count,
            defender_deadwood=defender_melding.deadwood_count,
            gin=self.knock_kind in (EventKind.WENT_GIN, EventKind.WENT_BIG_GIN),
            big_gin=self.knock_kind is EventKind.WENT_BIG_GIN,
            doubled=self.doubled,
            knocker_melding=self.knocker_melding,
            defender_melding=defender_melding,
            layoffs=tuple(self.layoffs),
            knocker_melds_after_layoffs=tuple(self.knocker_melds),
        )
        self.phase = Phase.OVER
        return [Event(EventKind.HAND_SCORED, self.result.winner)]

    # -------------------------------------------------------------- helpers
    def best_layoff_plan(self) -> LayoffPlan:
        """The defender's best layoffs now (for 'accept the proposed layoffs')."""
        assert self.knocker is not None
        return best_layoffs(self.hands[1 - self.knocker], self.knocker_melds)

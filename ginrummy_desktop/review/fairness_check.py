"""What the computer knew, and "Check it": its decisions asked again in other worlds.

For a played hand, each of the computer's decisions is rebuilt from the match's
log with the view it was made from (:func:`computer_decisions`). The check
(:func:`iter_check`, :func:`check_hand`) then deals, for every decision, ``worlds``
other hands that the computer's seat could not tell from the real one: its own
cards, everything public (the upcard, discards, cards the person took from the
pile, the person's melds once laid down) stay; the person's hidden cards and the
stock order are dealt anew among the cards the seat had not seen. Cards the
person showed later (a discard, a layoff, a knock) may come from a different
place too (the first ten cards or a stock draw), as long as the person could
have held them when showing them. The same moves are replayed in that world
(a face-down knock discard becomes the world's own), the computer's view is
taken there and the computer is asked again. A player that decides from its
view alone answers the same everywhere; one that reads the table does not.

The computer is asked through a :data:`Decider`, which gets the world's deal as
well as the view: an honest player (:func:`honest`) ignores the deal; it is
handed over so that a player that looked at the table behind its view's back
would be caught.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ..ai import make_player
from ..ai.base import Decision, Player
from ..model import (
    Action,
    BigGin,
    Card,
    Deal,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Match,
    Phase,
    PlayerView,
    deal_view,
    match_view,
)
from ..model.deal import HAND_SIZE
from ..model.undo import match_at_hand_start, rebuild_deal

Decider = Callable[[PlayerView, Deal], Decision]
"""Asks the computer: its view, and the deal it is in (an honest one looks only at
the view)."""

STOCK_START = 2 * HAND_SIZE + 1  # deck position of the first stock card drawn
DEFAULT_WORLDS = 8


def honest(player: Player) -> Decider:
    """A decider that asks ``player`` with the view only."""

    def ask(view: PlayerView, _deal: Deal) -> Decision:
        return player.decide(view)

    return ask


def level_decider(level: str, *, seed: int) -> Decider:
    """The computer of a level, seeded as it played (the app seeds it per match)."""
    return honest(make_player(level, seed=seed))


@dataclass(frozen=True, slots=True)
class ComputerDecision:
    """One decision of the computer's seat in a hand: what it knew and what it did."""

    number: int  # 1-based, among the seat's decisions of the hand
    index: int  # position of the move in the hand's actions
    view: PlayerView  # what the seat could know when it was asked
    action: Action  # what it did (from the log)


@dataclass(frozen=True, slots=True)
class DecisionCheck:
    """One decision asked again: on the rebuilt view, then in ``worlds`` other worlds."""

    decision: ComputerDecision
    asked: Decision  # the answer on the rebuilt view (its reason explains the move)
    worlds: int
    differing: tuple[int, ...]  # numbers (0-based) of the worlds that answered otherwise
    views_differing: tuple[int, ...]  # worlds whose view for the seat was not the real one

    @property
    def replayed(self) -> bool:
        """Asked again on the real view, the computer made the move it made in play."""
        return self.asked.action == self.decision.action

    @property
    def identical(self) -> bool:
        return self.replayed and not self.differing


@dataclass(frozen=True, slots=True)
class FairnessReport:
    """The check of one hand: "``identical`` of ``total`` decisions identical in
    ``worlds`` worlds"."""

    checks: tuple[DecisionCheck, ...]
    worlds: int

    @property
    def total(self) -> int:
        return len(self.checks)

    @property
    def identical(self) -> int:
        return sum(1 for c in self.checks if c.identical)

    @property
    def all_identical(self) -> bool:
        return self.identical == self.total

    @property
    def views_unchanged(self) -> bool:
        """Every world gave the seat the real view: the view shows nothing hidden."""
        return not any(c.views_differing for c in self.checks)


# ------------------------------------------------------------ what it knew
def _steps(match: Match, hand_index: int) -> Iterator[tuple[int, Action, Match]]:
    """Each move of the hand with the match just before it (rebuilt, not the original)."""
    m = match_at_hand_start(match, hand_index)
    for i, action in enumerate(match.deals[hand_index].actions):
        yield i, action, m
        m.apply(action)


def _decisions(
    match: Match, hand_index: int, seat: int
) -> Iterator[tuple[ComputerDecision, Match]]:
    """Each decision ``seat`` made in hand ``hand_index``, with the rebuilt match it was
    made in (valid only until the next item: the match moves on)."""
    number = 0
    for i, action, m in _steps(match, hand_index):
        if action.player == seat and m.current.phase is not Phase.OVER:
            number += 1
            yield ComputerDecision(number, i, match_view(m, seat), action), m


def computer_decisions(match: Match, hand_index: int, seat: int) -> list[ComputerDecision]:
    """Every decision ``seat`` made in hand ``hand_index``, with the view it had then."""
    return [decision for decision, _m in _decisions(match, hand_index, seat)]


def explained(
    match: Match, hand_index: int, seat: int, decider: Decider
) -> list[tuple[ComputerDecision, Decision]]:
    """Each decision with the answer the computer gives on that view now: its reason
    code says why it chose (decisions are fixed by the view and the seed, so this is
    the reason it had, as long as the answer's action is the one it played)."""
    return [
        (decision, decider(decision.view, m.current))
        for decision, m in _decisions(match, hand_index, seat)
    ]


# ------------------------------------------------------------ other worlds
@dataclass(frozen=True, slots=True)
class HandPlan:
    """Where the person's cards came from and when the seat saw them, for a hand."""

    deal: Deal  # the hand as dealt (no moves)
    actions: tuple[Action, ...]
    seat: int
    person_initial: tuple[int, ...]  # deck positions dealt to the person
    draws: tuple[tuple[int, int, int], ...]  # (move index, player, deck position)
    revealed: dict[Card, int]  # a card from a person's position: the move that showed it
    knock_rest: dict[int, frozenset[Card]]  # person's knock move -> the cards laid down


def hand_plan(deal: Deal, actions: Sequence[Action], seat: int) -> HandPlan:
    person = 1 - seat
    fresh = rebuild_deal(deal, drop_last=len(deal.actions))  # as dealt
    origin = {card: i for i, card in enumerate(fresh.deck)}
    # The deal goes one card at a time, the non-dealer's first (deck[0]).
    first = 0 if person == fresh.non_dealer else 1
    initial = tuple(range(first, 2 * HAND_SIZE, 2))
    person_positions = set(initial)
    draws: list[tuple[int, int, int]] = []
    revealed: dict[Card, int] = {}
    knock_rest: dict[int, frozenset[Card]] = {}
    replay = rebuild_deal(fresh)
    for i, a in enumerate(actions):
        if isinstance(a, DrawStock):
            position = STOCK_START + len(draws)
            draws.append((i, a.player, position))
            if a.player == person:
                person_positions.add(position)
        elif a.player == person:
            shown: list[Card] = []
            if isinstance(a, Discard | LayOff):
                shown = [a.card]
            elif isinstance(a, Knock):
                shown = [c for c in replay.hands[person] if c != a.card]
                knock_rest[i] = frozenset(shown)
            elif isinstance(a, BigGin):
                shown = list(replay.hands[person])
            for c in shown:
                if origin[c] in person_positions and c not in revealed:
                    revealed[c] = i
        replay.apply(a)
    return HandPlan(fresh, tuple(actions), seat, initial, tuple(draws), revealed, knock_rest)


def other_world(plan: HandPlan, upto: int, rng: random.Random) -> Deal:
    """A deal the seat cannot tell from the real one after the first ``upto`` moves."""
    person = 1 - plan.seat
    deck = list(plan.deal.deck)
    # When each of the person's positions reached the hand (-1: dealt).
    since = {p: -1 for p in plan.person_initial}
    drawn = 0
    for i, player, position in plan.draws:
        if i >= upto:
            break
        drawn += 1
        if player == person:
            since[position] = i
    undrawn = list(range(STOCK_START + drawn, len(deck)))
    pool = [deck[p] for p in since] + [deck[p] for p in undrawn]
    shown = [(i, c) for c, i in plan.revealed.items() if i < upto]
    rng.shuffle(shown)
    shown.sort(key=lambda item: item[0])  # stable: equal moments stay in random order
    new = list(deck)
    free = dict(since)
    # Earliest shown first, each from any position the person held before showing it:
    # a later card can use every position an earlier one could, so this never stalls.
    for moment, card in shown:
        options = sorted(p for p, t in free.items() if t < moment)
        position = rng.choice(options)
        new[position] = card
        del free[position]
    shown_cards = {c for _, c in shown}
    rest = [c for c in pool if c not in shown_cards]
    rng.shuffle(rest)
    for position, card in zip([*sorted(free), *undrawn], rest, strict=True):
        new[position] = card
    # A world has no deal number: its cards were not shuffled from one.
    world = Deal(plan.deal.rules, dealer=plan.deal.dealer, deal_number=0, deck=new)
    for i, a in enumerate(plan.actions[:upto]):
        if i in plan.knock_rest and isinstance(a, Knock):
            # The face-down knock discard is whatever the world's hand holds beyond the
            # melds and deadwood laid down.
            (hidden,) = [c for c in world.hands[person] if c not in plan.knock_rest[i]]
            a = dataclasses.replace(a, card=hidden)
        world.apply(a)
    return world


def _world_view(world: Deal, seat: int, context: Match) -> PlayerView:
    """The seat's view of a world, in the match around the real hand (totals, boxes:
    public), with the moves the world allows."""
    view = deal_view(world, seat, match=context)
    return dataclasses.replace(view, legal=tuple(world.legal_actions(seat)))


def iter_check(
    match: Match,
    hand_index: int,
    seat: int,
    decider: Decider,
    *,
    worlds: int = DEFAULT_WORLDS,
    seed: int = 0,
) -> Iterator[DecisionCheck]:
    """Check each decision of ``seat`` in hand ``hand_index`` in turn (for progress:
    a worker yields each as it comes; stop iterating to cancel)."""
    if worlds < 1:
        raise ValueError("at least one world")
    deal = match.deals[hand_index]
    plan = hand_plan(deal, deal.actions, seat)
    for decision, m in _decisions(match, hand_index, seat):
        view = decision.view
        asked = decider(view, m.current)
        rng = random.Random(f"fairness:{seed}:{hand_index}:{seat}:{decision.index}")
        differing: list[int] = []
        views_differing: list[int] = []
        for w in range(worlds):
            world = other_world(plan, decision.index, rng)
            world_view = _world_view(world, seat, m)
            if world_view != view:
                views_differing.append(w)
            if decider(world_view, world) != asked:
                differing.append(w)
        yield DecisionCheck(decision, asked, worlds, tuple(differing), tuple(views_differing))


def check_hand(
    match: Match,
    hand_index: int,
    seat: int,
    decider: Decider,
    *,
    worlds: int = DEFAULT_WORLDS,
    seed: int = 0,
    progress: Callable[[DecisionCheck], None] | None = None,
) -> FairnessReport:
    """The whole check of a hand; ``progress`` is called after each decision."""
    checks = []
    for check in iter_check(match, hand_index, seat, decider, worlds=worlds, seed=seed):
        checks.append(check)
        if progress is not None:
            progress(check)
    return FairnessReport(tuple(checks), worlds)

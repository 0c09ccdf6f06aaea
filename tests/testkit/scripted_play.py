"""A deterministic, seeded policy that plays matches out for tests (no AI needed)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ginrummy_desktop.model import (
    PRESETS,
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    LayOff,
    Match,
    NextHand,
    Pass,
    PlayerView,
    Rules,
    TakeUpcard,
)
from ginrummy_desktop.model.cards import to_mask
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.model.undo import take_back


def choose(match: Match, rng: random.Random) -> Action:
    """Big Gin, gin or the best knock when legal (knocks sometimes held back, so that
    undercuts happen); else the discard leaving the least deadwood, highest card first."""
    legal = match.legal_actions()
    assert legal, "no legal action in a match that is not over"
    first = legal[0]
    if isinstance(first, NextHand):
        return NextHand(0)
    for kind in (BigGin, Gin):
        for a in legal:
            if type(a) is kind:
                return a
    hand = match.current.hands[first.player]
    mask = to_mask(hand)

    def after(card_index: int) -> int:
        return min_deadwood(mask & ~(1 << card_index))

    knocks = [a for a in legal if type(a) is Knock]
    if knocks and rng.random() < 0.75:
        return min(knocks, key=lambda a: (after(a.card.index), -a.card.value, a.card.index))
    layoffs = [a for a in legal if isinstance(a, LayOff)]
    if layoffs:
        return layoffs[0]
    for a in legal:
        if isinstance(a, FinishLayoff):
            return a
    if any(isinstance(a, TakeUpcard) for a in legal):
        return TakeUpcard(first.player) if rng.random() < 0.3 else Pass(first.player)
    if any(isinstance(a, DrawStock | DrawDiscard) for a in legal):
        draws = [a for a in legal if isinstance(a, DrawDiscard)]
        if draws and rng.random() < 0.3:
            return draws[0]
        return next(a for a in legal if isinstance(a, DrawStock))
    discards = [a for a in legal if type(a) is Discard]
    return min(discards, key=lambda a: (after(a.card.index), -a.card.value, a.card.index))


def play(match: Match, *, seed: int, steps: int | None = None) -> Match:
    """Apply ``steps`` actions (all of them, to the end of the match, when None)."""
    rng = random.Random(seed)
    n = 0
    while not match.is_over and (steps is None or n < steps):
        match.apply(choose(match, rng))
        n += 1
    return match


def play_levels(
    match: Match,
    until: Callable[[Match], bool],
    levels: tuple[str, str] = ("intermediate", "intermediate"),
) -> Match:
    """Play ``match`` with computer players of ``levels`` (seeded 1 and 2) until
    ``until(match)`` holds or the match is over, starting each next hand."""
    from ginrummy_desktop.ai import make_player
    from ginrummy_desktop.model import match_view

    players = [make_player(levels[0], seed=1), make_player(levels[1], seed=2)]
    while not until(match) and not match.is_over:
        if match.current.is_over:
            match.apply(NextHand(0))
            continue
        seat = match.current.turn
        match.apply(players[seat].decide(match_view(match, seat)).action)
    return match


def play_match(rules: Rules, *, seed: int) -> Match:
    return play(Match(rules, seed=seed), seed=seed)


def view_policy(view: PlayerView) -> Action:
    """Deterministic from what one seat sees (no random state), so a resumed game gets
    the very moves the original would have got."""
    legal = view.legal
    for kind in (NextHand, BigGin, Gin, LayOff, FinishLayoff, Pass, DrawStock):
        for a in legal:
            if type(a) is kind:
                return a
    mask = to_mask(view.hand)

    def left(a: Discard) -> tuple[int, int, int]:
        return (min_deadwood(mask & ~(1 << a.card.index)), -a.card.value, a.card.index)

    knocks = [a for a in legal if type(a) is Knock]
    if knocks:
        return min(knocks, key=left)
    return min((a for a in legal if type(a) is Discard), key=left)


def match_with_an_undo_in_hand_2(seed: int = 11) -> Match:
    """Two hands played; in the second the person's first discard was taken back."""
    m = Match(PRESETS["standard"], seed=seed, first_dealer=1)
    rng = random.Random(seed)
    while not m.records:
        m.apply(choose(m, rng))
    m.apply(NextHand(0))
    while not any(isinstance(a, Discard) and a.player == 0 for a in m.current.actions):
        assert not m.current.is_over
        m.apply(choose(m, rng))
    take_back(m, 0)
    while len(m.records) < 2:
        m.apply(choose(m, rng))
    return m

"""Play whole games between two players and gather the figures of a match-up."""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, cast

from ..ai import ALL_LEVELS, make_player
from ..ai.base import Player, breaks_stall
from ..model import Match, NextHand, Outcome, Phase, PlayerView, Rules, match_view

PlayerFactory = Callable[..., Player]


def load_factory(spec: str) -> PlayerFactory:
    """A level name, or ``module:factory`` naming a callable that takes ``seed=``."""
    if spec in ALL_LEVELS:
        return _LevelFactory(spec)
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise ValueError(
            f"{spec!r} is neither a level ({', '.join(ALL_LEVELS)}) nor module:factory"
        )
    module = importlib.import_module(module_name)
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise ValueError(f"{spec!r}: {attr} is not a callable in {module_name}")
    return cast(PlayerFactory, factory)


@dataclass(frozen=True, slots=True)
class _LevelFactory:
    """Picklable stand-in for ``make_player(level, seed=...)`` (for --jobs)."""

    level: str

    def __call__(self, *, seed: int) -> Player:
        return make_player(self.level, seed=seed)


@dataclass(slots=True)
class Tally:
    """Counts for one player, added up over games."""

    games_won: int = 0
    hands_won: int = 0
    gins: int = 0
    undercuts: int = 0
    points: int = 0
    decision_times: list[float] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games_won += other.games_won
        self.hands_won += other.hands_won
        self.gins += other.gins
        self.undercuts += other.undercuts
        self.points += other.points
        self.decision_times.extend(other.decision_times)


@dataclass(slots=True)
class Totals:
    games: int = 0
    hands: int = 0
    void_hands: int = 0
    stalls: int = 0  # draws from the pile the runner turned into stock draws
    players: tuple[Tally, Tally] = field(default_factory=lambda: (Tally(), Tally()))

    def add(self, other: Totals) -> None:
        self.games += other.games
        self.hands += other.hands
        self.void_hands += other.void_hands
        self.stalls += other.stalls
        for mine, theirs in zip(self.players, other.players, strict=True):
            mine.add(theirs)


def sub_seed(*parts: object) -> int:
    return random.Random(":".join(str(p) for p in parts)).getrandbits(32)


Observer = Callable[[Match, PlayerView], None]
"""Called before each decision with the match and the deciding seat's view (for a
benchmark that measures something at every move; it must not change the match)."""


def play_game(
    factories: tuple[PlayerFactory, PlayerFactory],
    rules: Rules,
    *,
    seed: int,
    index: int,
    observe: Observer | None = None,
) -> Totals:
    """One game to the target; player 0 of ``factories`` sits in seat 0.

    The first dealer alternates with the game index so that neither side has the
    edge of always dealing first.
    """
    players = [f(seed=sub_seed("player", seed, index, seat)) for seat, f in enumerate(factories)]
    match = Match(rules, seed=sub_seed("game", seed, index), first_dealer=index % 2)
    out = Totals(games=1)
    while not match.is_over:
        deal = match.current
        if deal.phase is Phase.OVER:
            match.apply(NextHand(0))
            continue
        seat = deal.turn
        view = match_view(match, seat)
        if observe is not None:
            observe(match, view)
        start = time.perf_counter()
        decision = players[seat].decide(view)
        out.players[seat].decision_times.append(time.perf_counter() - start)
        action = breaks_stall(decision.action, len(deal.actions))
        if action != decision.action:
            out.stalls += 1  # counted: see ai.base.STALL_ACTIONS
        match.apply(action)
        # Read the phase afresh: mypy would keep the narrowing from above the move.
        if match.current.phase is Phase.OVER:
            _count_hand(out, deal.result)
    assert match.game_result is not None
    out.players[match.game_result.winner].games_won += 1
    return out


def _count_hand(out: Totals, result: Any) -> None:
    out.hands += 1
    if result.outcome is Outcome.VOID:
        out.void_hands += 1
        return
    if result.winner is not None:
        tally = out.players[result.winner]
        tally.hands_won += 1
        tally.points += result.points
        if result.outcome in (Outcome.GIN, Outcome.BIG_GIN):
            tally.gins += 1
        elif result.outcome is Outcome.UNDERCUT:
            tally.undercuts += 1


def _play_range(args: tuple[tuple[PlayerFactory, PlayerFactory], Rules, int, int, int]) -> Totals:
    factories, rules, seed, start, stop = args
    total = Totals()
    for i in range(start, stop):
        total.add(play_game(factories, rules, seed=seed, index=i))
    return total


def run_games(
    factories: tuple[PlayerFactory, PlayerFactory],
    rules: Rules,
    *,
    games: int,
    seed: int = 0,
    jobs: int = 1,
    start: int = 0,
) -> Totals:
    """Play ``games`` games (numbered from ``start``), split in chunks over ``jobs``
    processes. Game ``i`` is the same whichever run plays it."""
    stop = start + games
    if jobs <= 1 or games < 2:
        return _play_range((factories, rules, seed, start, stop))
    chunk = max(1, min(25, math.ceil(games / (jobs * 4))))
    tasks = [(factories, rules, seed, s, min(stop, s + chunk)) for s in range(start, stop, chunk)]
    total = Totals()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(_play_range, tasks):
            total.add(part)
    return total


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion k / n."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def summary(names: tuple[str, str], totals: Totals, *, preset: str, seed: int) -> dict[str, Any]:
    """The JSON-ready figures of a match-up."""
    n = totals.games
    hands = max(1, totals.hands)
    players = []
    for name, tally in zip(names, totals.players, strict=True):
        lo, hi = wilson(tally.games_won, n)
        times = tally.decision_times
        players.append(
            {
                "player": name,
                "games_won": tally.games_won,
                "win_rate": round(tally.games_won / n, 4) if n else 0.0,
                "win_rate_ci95": [round(lo, 4), round(hi, 4)],
                "hands_won": tally.hands_won,
                "gins": tally.gins,
                "undercuts": tally.undercuts,
                "points_per_hand": round(tally.points / hands, 3),
                "decisions": len(times),
                "decision_ms_mean": round(1000 * sum(times) / len(times), 3) if times else 0.0,
                "decision_ms_p50": round(1000 * percentile(times, 0.50), 3),
                "decision_ms_p95": round(1000 * percentile(times, 0.95), 3),
            }
        )
    return {
        "preset": preset,
        "seed": seed,
        "games": n,
        "hands": totals.hands,
        "void_hands": totals.void_hands,
        "stalled_draws": totals.stalls,
        "players": players,
    }

"""Layoffs, the mask simulator's scoring, hints and the match runner's command line."""

from __future__ import annotations

import json
import random

import pytest

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import Reason
from ginrummy_desktop.ai.fastsim import defender_deadwood, knocker_melds
from ginrummy_desktop.ai.hints import hint
from ginrummy_desktop.ai.masks import mask_of
from ginrummy_desktop.model import (
    DECK,
    Deal,
    FinishLayoff,
    LayOff,
    Match,
    Phase,
    PlayerView,
    best_layoffs,
    best_melding,
    deal_view,
    match_view,
    preset,
)
from ginrummy_desktop.sim.__main__ import main as sim_main
from ginrummy_desktop.sim.runner import load_factory, play_game


def test_defender_lays_off_to_the_least_deadwood() -> None:
    """Over many baseline deals, the defender's layoffs reach the best plan."""
    checked = 0
    for number in range(1, 30):
        deal = Deal(preset("standard"), dealer=number % 2, deal_number=number)
        players = [make_player("intermediate", seed=1), make_player("advanced", seed=2)]
        expected = None
        while deal.phase is not Phase.OVER:
            view = deal_view(deal, deal.turn)
            if deal.phase is Phase.LAYOFF and expected is None:
                expected = best_layoffs(view.hand, view.knocker_melds).deadwood_count
            action = players[deal.turn].decide(view).action
            if deal.phase is Phase.LAYOFF:
                assert isinstance(action, LayOff | FinishLayoff)
            deal.apply(action)
        if expected is not None:
            assert deal.result is not None
            assert deal.result.defender_deadwood == expected
            checked += 1
    assert checked >= 5


def test_mask_layoffs_agree_with_the_engine() -> None:
    rng = random.Random(4)
    for _ in range(300):
        cards = rng.sample(DECK, 20)
        knocker, defender = cards[:10], cards[10:]
        melds = best_melding(knocker).melds
        engine = best_layoffs(defender, melds).deadwood_count
        fast = defender_deadwood(mask_of(defender), knocker_melds(mask_of(knocker)))
        assert fast == engine


def test_hint_is_a_legal_move_with_a_reason() -> None:
    deal = Deal(preset("standard"), dealer=1, deal_number=77)
    view = deal_view(deal, 0)
    for level in ("advanced", "expert"):
        d = hint(view, level=level, seed=3)
        assert d.action in view.legal
        assert isinstance(d.reason, Reason)
        assert hint(view, level=level, seed=3) == d
    with pytest.raises(ValueError):
        hint(view, level="beginner")
    with pytest.raises(ValueError):
        hint(deal_view(deal, 1))  # not player 1's turn


def test_sim_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code = sim_main(
        [
            "intermediate",
            "ginrummy_desktop.ai.examples:make_random_player",
            "-n",
            "3",
            "--seed",
            "4",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and out["preset"] == "standard"
    first, second = out["players"]
    assert first["games_won"] + second["games_won"] == 3
    for key in ("win_rate_ci95", "hands_won", "gins", "undercuts", "points_per_hand"):
        assert key in first
    assert first["decision_ms_p95"] >= 0 and out["void_hands"] >= 0


def test_sim_jobs_give_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    sim_main(["beginner", "intermediate", "-n", "4", "--preset", "finnish_simple"])
    one = json.loads(capsys.readouterr().out)
    sim_main(["beginner", "intermediate", "-n", "4", "--preset", "finnish_simple", "--jobs", "2"])
    two = json.loads(capsys.readouterr().out)
    assert one["hands"] == two["hands"]
    assert [p["games_won"] for p in one["players"]] == [p["games_won"] for p in two["players"]]


def test_sim_rejects_an_unknown_player() -> None:
    with pytest.raises(SystemExit):
        sim_main(["grandmaster", "intermediate"])


def test_games_played_in_parts_are_the_games_played_at_once() -> None:
    from ginrummy_desktop.sim.runner import load_factory, run_games

    factories = (load_factory("beginner"), load_factory("intermediate"))
    rules = preset("finnish_simple")
    whole = run_games(factories, rules, games=4, seed=3)
    first = run_games(factories, rules, games=2, seed=3)
    first.add(run_games(factories, rules, games=2, seed=3, start=2))
    assert (whole.hands, whole.void_hands) == (first.hands, first.void_hands)
    assert [t.games_won for t in whole.players] == [t.games_won for t in first.players]
    assert [t.points for t in whole.players] == [t.points for t in first.players]


def test_the_runner_shows_an_observer_every_decision_before_it_is_made() -> None:
    """play_game's observer sees the match and the deciding seat's view, once per
    decision; the game's figures are the same as without it."""
    rules = preset("standard")
    factories = (load_factory("beginner"), load_factory("intermediate"))
    seen: list[tuple[int, int, int]] = []

    def watch(match: Match, view: PlayerView) -> None:
        assert view == match_view(match, match.current.turn)
        seen.append((view.hand_number, view.player, len(match.current.actions)))

    watched = play_game(factories, rules, seed=5, index=1, observe=watch)
    plain = play_game(factories, rules, seed=5, index=1)
    assert len(seen) == sum(len(p.decision_times) for p in watched.players)
    assert len(set(seen)) == len(seen)  # a new position every time
    assert [p.games_won for p in watched.players] == [p.games_won for p in plain.players]
    assert watched.hands == plain.hands and seen[-1][0] == watched.hands

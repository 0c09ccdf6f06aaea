"""Hollywood: three games at once. Arranged hand sequences, whole matches under every
preset, JSON round trips and replays, and a property test against a re-computation
written here from the hand records alone."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.hollywood import HollywoodScore, hollywood_result
from ginrummy_desktop.model.ledger import Ledger
from ginrummy_desktop.model.match import HandRecord, Match
from ginrummy_desktop.model.rules import PRESETS, NextDealer, Rules
from ginrummy_desktop.model.scoring import (
    HandEnding,
    HandResult,
    LineCode,
    score_counts,
    void_result,
)
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict
from ginrummy_desktop.model.tally import GameOverError, final_tally
from ginrummy_desktop.model.view import match_view

from .helpers import greedy, play_out

STANDARD = PRESETS["standard"]
HW = STANDARD.with_changes(hollywood=True)


def knock(rules: Rules, knocker: int, k: int, d: int) -> HandResult:
    return score_counts(
        rules, knocker=knocker, ending=HandEnding.KNOCK, knocker_deadwood=k, defender_deadwood=d
    )


def gin(rules: Rules, knocker: int, d: int) -> HandResult:
    return score_counts(
        rules, knocker=knocker, ending=HandEnding.GIN, knocker_deadwood=0, defender_deadwood=d
    )


def run(rules: Rules, hands: list[HandResult]) -> tuple[Ledger, list[tuple[int, ...]]]:
    ledger = Ledger.start(rules)
    written: list[tuple[int, ...]] = []
    for h in hands:
        ledger, step = ledger.after(h)
        assert step is not None
        written.append(step.scored_in)
    return ledger, written


# ------------------------------------------------------------ the rule itself
def test_rules_option_keeps_the_preset_and_old_rules_load() -> None:
    for name, rules in PRESETS.items():
        assert not rules.hollywood
        on = rules.with_changes(hollywood=True)
        assert on.hollywood and on.preset == name
        assert Rules.from_dict(on.to_dict()) == on
    old = STANDARD.to_dict()
    del old["hollywood"]
    assert Rules.from_dict(old) == STANDARD


def test_nth_win_goes_to_the_first_n_games() -> None:
    # Player 0 wins 30, player 1 wins 20, player 0 wins 40 and then 10.
    hands = [knock(HW, 0, 0, 30), knock(HW, 1, 0, 20), knock(HW, 0, 0, 40), knock(HW, 0, 0, 10)]
    ledger, written = run(HW, hands)
    assert written == [(0,), (0,), (0, 1), (0, 1, 2)]
    hw = ledger.hollywood
    assert hw is not None and hw.wins == (3, 1)
    assert [g.totals for g in hw.games] == [(80, 20), (50, 0), (10, 0)]
    assert [g.boxes for g in hw.games] == [(3, 1), (2, 0), (1, 0)]
    # A column opens with its player's first win written in it.
    assert hw.opened == ((True, True), (True, False), (True, False))
    assert hw.games_for_next_win(1) == (0, 1)
    assert hw.games_for_next_win(0) == (0, 1, 2)
    # Every hand counted once in the plain totals.
    assert ledger.totals == (80, 20) and ledger.boxes == (3, 1)
    assert not ledger.is_over


def test_void_and_scoreless_tie_open_nothing_but_a_paid_tie_does() -> None:
    f1 = PRESETS["finnish_1"].with_changes(hollywood=True)
    tie = knock(f1, 0, 7, 7)
    assert tie.winner is None
    ledger, written = run(f1, [tie, tie])
    assert written == [(), ()]
    assert ledger.hollywood == HollywoodScore()
    f2 = PRESETS["finnish_2"].with_changes(hollywood=True)
    paid = knock(f2, 0, 7, 7)  # the defender gets the tie bonus: a hand won
    assert paid.winner == 1
    ledger, written = run(f2, [paid, paid])
    assert written == [(0,), (0, 1)]
    assert ledger.hollywood is not None and ledger.hollywood.opened[1] == (False, True)
    ledger, step = Ledger.start(HW).after(void_result())
    assert step is not None and step.scored_in == () and ledger.totals == (0, 0)
    assert ledger.hollywood == HollywoodScore()


def test_a_whole_hollywood_match_tallied_game_by_game() -> None:
    # Standard: target 100, game 100, box 25. Player 0 goes gin against 75 (100
    # points) three times; player 1 knocks 0 v 10 twice in between.
    g100 = gin(HW, 0, 75)
    assert g100.points == 100
    ten = knock(HW, 1, 0, 10)
    hands = [ten, g100, ten, g100, g100]
    ledger, written = run(HW, hands)
    # p1's 1st win: game 0; p0's 1st: game 0 (ends it, 100); p1's 2nd: games 0-1, but
    # 0 is over; p0's 2nd: game 1 (ends it); p0's 3rd: games 0-2, only 2 left (ends it).
    assert written == [(0,), (0,), (1,), (1,), (2,)]
    hw = ledger.hollywood
    assert hw is not None and hw.is_over
    games = [g.result for g in hw.games]
    assert all(r is not None for r in games)
    g0, g1, g2 = games
    assert g0 is not None and g1 is not None and g2 is not None
    assert g0 == final_tally(HW, 0, [100, 10], [1, 1])
    assert g0.final_totals == (100 + 100 + 25, 10 + 25) and g0.difference == 190
    assert g1 == final_tally(HW, 0, [100, 10], [1, 1])
    # Game 3: player 1 never won in it: a shutout (standard: the game bonus), 1 box.
    assert g2.shutout and g2.final_totals == (100 + 100 + 25, 0) and g2.difference == 225
    result = ledger.result
    assert result is not None and result.games == (g0, g1, g2)
    assert result.winner == 0 and result.difference == 190 + 190 + 225
    assert [(x.code, x.points, x.player, x.count) for x in result.lines] == [
        (LineCode.GAME_DIFFERENCE, 190, 0, 1),
        (LineCode.GAME_DIFFERENCE, 190, 0, 2),
        (LineCode.GAME_DIFFERENCE, 225, 0, 3),
        (LineCode.MATCH_DIFFERENCE, 605, 0, None),
    ]
    assert result.final_totals[0] - result.final_totals[1] == result.difference
    with pytest.raises(GameOverError):
        ledger.after(g100)


def test_a_first_win_after_game_one_ended_is_written_nowhere() -> None:
    big = gin(HW, 0, 75)  # 100: ends a game by itself
    small = knock(HW, 1, 0, 5)
    ledger, written = run(HW, [big, small, small])
    # Game 0 ended with player 0's first win; player 1's first win reaches only game 0.
    assert written == [(0,), (), (1,)]
    hw = ledger.hollywood
    assert hw is not None and hw.wins == (1, 2)
    assert hw.games[0].result is not None and hw.games[0].result.shutout
    assert hw.games[1].totals == (0, 5) and hw.opened[0] == (True, False)


def test_match_result_sums_signed_differences_and_breaks_an_even_sum_by_games() -> None:
    a = final_tally(STANDARD, 0, [120, 0], [1, 0])  # shutout: 120 + 100 + 25
    b = final_tally(STANDARD, 1, [50, 110], [2, 1])  # 110 + 100 + 25 against 50 + 50
    assert (a.difference, b.difference) == (245, 135)
    # Player 0 wins one game by 245, player 1 two by 135: player 1 by 270 - 245 = 25,
    # whichever order the games ended in.
    for games in ((a, b, b), (b, a, b), (b, b, a)):
        r = hollywood_result(games)
        assert (r.winner, r.difference) == (1, 25)
        assert r.final_totals[1] - r.final_totals[0] == 25
        assert r.hand_points == (120 + 100, 220) and r.boxes == (5, 2)
        assert not r.shutout
    level = final_tally(STANDARD, 0, [100, 0], [1, 0])  # 225
    double = final_tally(STANDARD, 1, [0, 325], [0, 1])  # 450
    assert (level.difference, double.difference) == (225, 450)
    tied = hollywood_result((level, level, double))
    # An even sum: player 0 won two of the three games.
    assert tied.difference == 0 and tied.winner == 0
    assert hollywood_result((double, double, level)).winner == 1


# ------------------------------------------------------ matches, played out
@dataclass
class _Game:
    totals: list[int] = field(default_factory=lambda: [0, 0])
    boxes: list[int] = field(default_factory=lambda: [0, 0])
    winner: int | None = None


def recompute(rules: Rules, records: list[HandRecord]) -> tuple[list[_Game], list[int], int]:
    """Hollywood from the records alone: [games], [final totals of each game's winner
    minus loser, signed for player 0] and the summed result for player 0."""
    games = [_Game(), _Game(), _Game()]
    wins = [0, 0]
    for rec in records:
        w = rec.result.winner
        if w is None:
            continue
        wins[w] += 1
        for g in games[: min(wins[w], 3)]:
            if g.winner is not None:
                continue
            g.totals[w] += rec.result.points
            g.boxes[w] += 1
            if g.totals[w] >= rules.target:
                g.winner = w
    signed = []
    for g in games:
        assert g.winner is not None
        lose = 1 - g.winner
        bonus = rules.game_bonus
        if g.totals[lose] == 0 and rules.shutout_game_bonus is not None:
            bonus = rules.shutout_game_bonus
        final = [g.totals[p] + g.boxes[p] * rules.box_bonus for p in (0, 1)]
        final[g.winner] += bonus
        signed.append(final[0] - final[1])
    return games, signed, sum(signed)


RULE_SETS = [p.with_changes(hollywood=True) for p in PRESETS.values()] + [
    STANDARD.with_changes(hollywood=True, oklahoma=True, target=60),
    PRESETS["finnish_2"].with_changes(hollywood=True, next_dealer=NextDealer.LOSER),
]


@settings(max_examples=40, deadline=None)
@example(RULE_SETS[0], 102, 0.3)  # every game's loser ends ahead on box bonuses
@given(
    st.sampled_from(RULE_SETS),
    st.integers(min_value=0, max_value=2**32),
    st.sampled_from([0.1, 0.3, 0.8]),
)
def test_hollywood_totals_equal_a_recomputation_from_the_hand_records(
    rules: Rules, seed: int, knock_chance: float
) -> None:
    match = play_out(rules, seed, knock_chance=knock_chance)
    games, signed, net = recompute(rules, match.records)
    result = match.game_result
    assert result is not None and len(result.games) == 3
    for g, mine, s in zip(result.games, games, signed, strict=True):
        assert g.winner == mine.winner
        assert g.hand_points == tuple(mine.totals) and g.boxes == tuple(mine.boxes)
        assert (g.final_totals[0] - g.final_totals[1]) == s
        # The winner's final total less the loser's (RULES.md `final_difference`): it is
        # negative when the loser's box bonuses outweigh the game bonus (seed 102 below).
        assert g.difference == (s if g.winner == 0 else -s)
    assert result.difference == abs(net)
    if net:
        assert result.winner == (0 if net > 0 else 1)
    assert [x.points for x in result.lines if x.code is LineCode.GAME_DIFFERENCE] == [
        g.difference for g in result.games
    ]
    # The match ended with the hand that ended the last game, not later.
    last = match.records[-1].hollywood
    assert last is not None and last.ended
    for rec in match.records[:-1]:
        assert rec.hollywood is not None and not rec.hollywood.score.is_over


@pytest.mark.parametrize("name", list(PRESETS))
def test_hollywood_match_plays_to_the_end_and_round_trips(name: str) -> None:
    rules = PRESETS[name].with_changes(hollywood=True)
    match = play_out(rules, seed=17)
    assert match.is_over and match.hollywood is not None and match.hollywood.is_over
    again = match_from_dict(json.loads(json.dumps(match_to_dict(match))))
    assert again.rules.hollywood and again.hollywood == match.hollywood
    assert again.records == match.records and again.game_result == match.game_result
    view = match_view(again, 0)
    assert view.hollywood == match.hollywood and view.game_result == match.game_result


def test_a_hollywood_match_resumes_mid_way_from_its_actions() -> None:
    rules = PRESETS["finnish_1"].with_changes(hollywood=True)
    full = play_out(rules, seed=5)
    # Replay the first half of the recorded moves and compare with the full match.
    rng = random.Random(5)
    partial = Match(rules, seed=5)
    while len(partial.records) < len(full.records) // 2:
        partial.apply(greedy(partial, rng))
    again = match_from_dict(json.loads(json.dumps(match_to_dict(partial))))
    assert again.hollywood == partial.hollywood
    assert again.records == full.records[: len(partial.records)]
    assert not again.is_over


def test_old_saves_without_the_option_load_as_a_single_game() -> None:
    match = play_out(STANDARD, seed=3)
    data = json.loads(json.dumps(match_to_dict(match)))
    del data["rules"]["hollywood"]
    again = match_from_dict(data)
    assert not again.rules.hollywood and again.hollywood is None
    assert again.game_result == match.game_result and again.game_result is not None
    assert again.game_result.games == ()


def test_the_worked_example_of_the_rules_text() -> None:
    # /work/notes/hollywood_rule.md (docs/RULES.md): Anna (0) wins 30, Ben 20, Anna 40
    # and 10, then Anna's gin for 100 ends all three games.
    hands = [knock(HW, 0, 1, 31), knock(HW, 1, 1, 21), knock(HW, 0, 1, 41), knock(HW, 0, 1, 11)]
    hands.append(gin(HW, 0, 75))
    ledger, written = run(HW, hands)
    assert written == [(0,), (0,), (0, 1), (0, 1, 2), (0, 1, 2)]
    result = ledger.result
    assert result is not None
    assert [(g.final_totals, g.difference, g.shutout) for g in result.games] == [
        ((380, 45), 335, False),
        ((325, 0), 325, True),
        ((260, 0), 260, True),
    ]
    assert (result.winner, result.difference) == (0, 920)

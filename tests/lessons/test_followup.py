"""The follow-up lessons: their answers are the engine's best choice under every preset."""

from __future__ import annotations

import pytest

from ginrummy_desktop.lessons import PERSON, Adjustment
from ginrummy_desktop.lessons.followup import (
    ChoiceId,
    FollowUpId,
    KnockOrGinNumbers,
    UndercutNumbers,
    knock_or_gin,
    undercuts_and_layoffs,
)
from ginrummy_desktop.model import DECK, PRESETS, Outcome, Phase, parse_card, parse_cards, preset
from ginrummy_desktop.model.scoring import score_hand
from tests.model.helpers import brute_min_deadwood


@pytest.mark.parametrize("name", list(PRESETS))
def test_knock_or_gin_answer_is_the_engines_best(name: str) -> None:
    rules = preset(name)
    lesson = knock_or_gin(rules)
    assert lesson.id is FollowUpId.KNOCK_OR_GIN and lesson.adjustments == ()
    best = max(lesson.results, key=lambda r: r.person_points)
    assert best.choice is lesson.answer is ChoiceId.KNOCK_NOW
    knock = lesson.result_of(ChoiceId.KNOCK_NOW)
    wait = lesson.result_of(ChoiceId.WAIT_FOR_GIN)
    # Scored again here from the deadwood counts, by the rules of section 5.
    expected = score_hand(
        rules,
        knocker=PERSON,
        knocker_deadwood=2,
        defender_deadwood=28,
        gin=False,
        big_gin=False,
        doubled=False,
    )
    assert knock.result.outcome is Outcome.KNOCK and knock.person_points == expected.points
    assert (knock.person_deadwood, knock.computer_deadwood) == (2, 28)
    assert wait.result.outcome is Outcome.GIN
    assert wait.person_points == -(2 + rules.gin_bonus + rules.hand_win_bonus)
    n = lesson.numbers
    assert isinstance(n, KnockOrGinNumbers)
    assert n.knock_deadwood == 2 <= n.knock_limit == rules.knock_limit
    assert n.undercut_at == (2 if rules.undercut_on_tie else 1)
    assert n.gin_bonus == rules.gin_bonus and n.computer_pile_draws == 0


def test_knock_or_gin_counts_outs_as_brute_force_does() -> None:
    lesson = knock_or_gin(preset("standard"))
    view = lesson.view()
    assert view.phase is Phase.DISCARD and view.turn == PERSON
    kept = [c for c in view.hand if c != parse_card("KD")]
    outs = []
    for card in DECK:
        if card in view.hand:
            continue
        eleven = [*kept, card]
        if min(brute_min_deadwood([x for x in eleven if x != d]) for d in eleven) == 0:
            outs.append(card)
    n = lesson.numbers
    assert isinstance(n, KnockOrGinNumbers)
    assert set(n.gin_outs) == set(outs) == set(parse_cards("4C 6H TH QH"))
    # The 6♥ and 10♥ lie in the discard pile: only two gin cards are live.
    assert set(n.live_outs) == set(parse_cards("4C QH"))
    assert n.unseen == 52 - 11 - len(view.discard_pile) == 36


@pytest.mark.parametrize("name", list(PRESETS))
def test_undercut_answer_is_the_engines_best_layoff_plan(name: str) -> None:
    rules = preset(name)
    lesson = undercuts_and_layoffs(rules)
    assert lesson.adjustments == ()
    best = max(lesson.results, key=lambda r: r.person_points)
    assert best.choice is lesson.answer is ChoiceId.LAY_OFF_ALL
    # The model's own best layoffs at the question are the answer's.
    deal = lesson.table().current
    assert deal.phase is Phase.LAYOFF and deal.turn == PERSON
    plan = deal.best_layoff_plan()
    assert set(best.person_layoffs) == {lo.card for lo in plan.layoffs}
    assert best.person_deadwood == plan.deadwood_count == 5
    n = lesson.numbers
    assert isinstance(n, UndercutNumbers)
    assert (n.knocker_deadwood, n.deadwood_before_layoffs) == (8, 29)
    by_choice = {r.choice: r for r in lesson.results}
    assert by_choice[ChoiceId.FINISH_NOW].person_deadwood == 29
    assert by_choice[ChoiceId.LAY_OFF_FITTING].person_deadwood == 15
    for choice, deadwood in ((ChoiceId.FINISH_NOW, 29), (ChoiceId.LAY_OFF_FITTING, 15)):
        r = by_choice[choice]
        assert r.result.outcome is Outcome.KNOCK
        assert r.person_points == -(deadwood - 8 + rules.hand_win_bonus)
    assert best.result.outcome is Outcome.UNDERCUT
    assert best.person_points == 3 + rules.undercut_bonus + rules.hand_win_bonus


def test_follow_ups_adapt_rules_that_forbid_their_knocks() -> None:
    assert knock_or_gin(preset("standard").with_changes(straight_gin=True)).adjustments == (
        Adjustment.STRAIGHT_GIN_OFF,
    )
    low = preset("finnish_1").with_changes(knock_limit=5)
    assert knock_or_gin(low).adjustments == ()  # knocking with 2 is still allowed
    under = undercuts_and_layoffs(low)
    assert under.adjustments == (Adjustment.KNOCK_LIMIT_RAISED,)
    assert under.result_of(ChoiceId.LAY_OFF_ALL).result.outcome is Outcome.UNDERCUT
    okla = undercuts_and_layoffs(preset("standard").with_changes(oklahoma=True))
    assert okla.adjustments == () and okla.view().knock_limit == 10  # the K♣ upcard

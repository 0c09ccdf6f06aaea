"""The hand review flags clear mistakes, explains them, and leaves good play alone."""

from __future__ import annotations

import pytest
from testkit.review_play import FED_KING, LATE_KNOCK, parse_moves, play

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.model import (
    Deal,
    Discard,
    FinishLayoff,
    Knock,
    LayOff,
    parse_card,
    preset,
)
from ginrummy_desktop.review.equity import aid_report
from ginrummy_desktop.review.judge import MARGIN, Verdict, review_hand, suggest
from ginrummy_desktop.review.timeline import replay_deal


def test_feeding_the_opponents_visible_set_is_flagged() -> None:
    actions = parse_moves(FED_KING)
    review = review_hand(preset("standard"), 0, 360, actions, 0, seed=0)
    blunder = review.judgement_for(12)
    assert blunder is not None and blunder.chosen == Discard(0, parse_card("KS"))
    assert blunder.flagged
    assert blunder.verdict is Verdict.FED_OPPONENT_MELD
    # The discard first, then the two kings the person had seen the computer take.
    assert blunder.cards == tuple(map(parse_card, ("KS", "KD", "KH")))
    assert blunder.expected_loss >= MARGIN
    assert isinstance(blunder.better, Discard) and blunder.better.card != parse_card("KS")
    assert blunder in review.mistakes
    assert review.points_lost == pytest.approx(sum(j.expected_loss for j in review.mistakes))


# Play-test h165, hand 5: at step 22 the equity aid starred the 8♥ (-8.5 points, the
# J♠ level at -8.7); the review's fast play-outs made the J♠ better by 4.3 points and
# called the 8♥ a mistake.
STARRED_8H = (
    "pass1 pass0 stock1 discard1:KH pile0 discard0:AS pile1 discard1:8C stock0 discard0:9C "
    "stock1 discard1:JH stock0 discard0:TC stock1 discard1:6C stock0 discard0:QC stock1 "
    "discard1:TD stock0 discard0:8H stock1 discard1:7S stock0 discard0:QD stock1 discard1:6D "
    "stock0 discard0:9S stock1 discard1:5S stock0 discard0:JS stock1 discard1:7H stock0 "
    "discard0:TS stock1 discard1:6S stock0 discard0:5D pile1 gin1:AH"
)


@pytest.mark.parametrize("advisor", ["expert", "master"])
def test_a_move_the_equity_aid_marks_as_good_as_best_is_never_a_mistake(advisor: str) -> None:
    actions = parse_moves(STARRED_8H)
    args = (preset("standard"), 0, 2079204081, actions, 0)
    steps = {
        s.number: s for s in replay_deal(args[0], dealer=0, deal_number=args[2], actions=actions)
    }
    view = steps[22].view_before
    assert view is not None and steps[22].action == Discard(0, parse_card("8H"))
    # At 0-0 (the play-test's score aside) the aid ranks the J♠ first, the 8♥ level.
    report = aid_report(view)
    assert report is not None and report.best.action == Discard(0, parse_card("JS"))
    assert any(m.action == Discard(0, parse_card("8H")) and m.level for m in report.moves)
    plain = review_hand(*args, seed=0, advisor=advisor, aid_check=False)
    starred = plain.judgement_for(22)
    assert starred is not None and starred.flagged  # the play-outs alone call it a mistake
    review = review_hand(*args, seed=0, advisor=advisor)
    starred = review.judgement_for(22)
    assert starred is not None and not starred.flagged and starred.expected_loss == 0.0
    # The stock draws the aid, too, rates below the face-up card are still flagged.
    assert [j.step for j in review.mistakes] == [9, 29, 33]
    for j in review.mistakes:
        behind = aid_report(steps[j.step].view_before)
        assert behind is not None and not any(
            m.action == j.chosen and (m.best or m.level) for m in behind.moves
        )


def test_a_review_stopped_while_the_aid_weighs_leaves_the_move_unjudged() -> None:
    """Review h167: stopped in the aid's weighing, the move was flagged as if the aid had
    found it behind."""
    from ginrummy_desktop.review import judge

    actions = parse_moves(STARRED_8H)
    steps = replay_deal(preset("standard"), dealer=0, deal_number=2079204081, actions=actions)
    step = next(s for s in steps if s.number == 22)
    advisor = judge.expert_advisor(0)
    whole = judge._judge_step(step, steps, seed=0, samples=120, advisor=advisor, aid_check=False)
    assert whole is not None and whole.flagged  # the play-outs alone flag it
    asked: list[int] = []

    def cancelled() -> bool:  # "go on" at the aid's first batch, "stop" from its second
        asked.append(1)
        return len(asked) > 1

    judged = judge._judge_step(
        step, steps, seed=0, samples=120, advisor=advisor, cancelled=cancelled
    )
    assert judged is None and len(asked) >= 2

    actions = parse_moves(FED_KING)
    review = review_hand(preset("standard"), 0, 360, actions, 0, seed=0, samples=8)
    steps = {s.number: s for s in review.steps}
    assert len(review.steps) == len(actions) + 1
    assert {j.step for j in review.judgements} <= {
        n for n, s in steps.items() if s.action is not None and s.action.player == 0
    }
    assert review.result is not None and review.result.winner == 1
    assert review.result == review.steps[-1].result


def test_knocking_a_turn_late_is_flagged_with_the_deadwood() -> None:
    review = review_hand(preset("standard"), 0, 38, parse_moves(LATE_KNOCK), 0, seed=0)
    late = review.judgement_for(11)
    assert late is not None and late.flagged
    assert late.verdict is Verdict.COULD_KNOCK_EARLIER
    assert isinstance(late.better, Knock)
    assert late.numbers == (8, 3)  # deadwood 8, three turns before the actual knock


# Deal 7, the person deals, plays as the Expert but knocks with 9 at step 38, after
# the computer picked up the 6♦ they threw; the computer undercuts.
EARLY_KNOCK = (
    "pass1 pass0 stock1 discard1:TD stock0 discard0:QS stock1 discard1:QD stock0 discard0:9C "
    "stock1 discard1:KH stock0 discard0:JS stock1 discard1:TS stock0 discard0:7D stock1 "
    "discard1:TH stock0 discard0:7S stock1 discard1:JH stock0 discard0:6S stock1 discard1:KS "
    "stock0 discard0:8S stock1 discard1:8H stock0 discard0:6D pile1 discard1:6H pile0 "
    "knock0:8C lay1:3H@1 finish1"
)


def test_a_knock_into_an_undercut_names_what_the_opponent_picked_up() -> None:
    review = review_hand(preset("standard"), 0, 7, parse_moves(EARLY_KNOCK), 0, seed=0)
    knock = review.judgement_for(38)
    assert knock is not None and knock.flagged
    assert knock.verdict is Verdict.UNDERCUT_RISK
    assert knock.numbers == (9,) and knock.cards == (parse_card("6D"),)
    assert not isinstance(knock.better, Knock)
    assert review.result is not None and review.result.outcome.value == "undercut"


@pytest.mark.parametrize("deal_number", [7, 30])
def test_a_hand_played_as_the_review_would_play_is_not_flagged(deal_number: int) -> None:
    samples = 16
    deal = play(deal_number, person=lambda v: suggest(v, seed=3, samples=samples))
    review = review_hand(
        deal.rules,
        deal.dealer,
        deal.deal_number,
        deal.actions,
        0,
        seed=3,
        samples=samples,
        advisor="search",
    )
    assert review.judgements, "the person made decisions"
    assert review.mistakes == ()
    assert review.points_lost == 0


@pytest.mark.parametrize("deal_number", [30, 360])
def test_a_hand_played_exactly_as_the_expert_plays_is_not_flagged(deal_number: int) -> None:
    expert = make_player("expert", seed=11)
    deal = play(deal_number, person=lambda v: expert.decide(v).action)
    review = review_hand(deal.rules, deal.dealer, deal.deal_number, deal.actions, 0, seed=11)
    assert review.judgements
    assert review.mistakes == ()


def test_the_master_can_advise_and_leaves_its_own_play_alone() -> None:
    master = make_player("master", seed=11)
    deal = play(30, person=lambda v: master.decide(v).action)
    review = review_hand(
        deal.rules, deal.dealer, deal.deal_number, deal.actions, 0, seed=11, advisor="master"
    )
    assert review.judgements
    assert review.mistakes == ()
    # The blunder of FED_KING is the Master's to find too.
    fed = review_hand(preset("standard"), 0, 360, parse_moves(FED_KING), 0, advisor="master")
    blunder = fed.judgement_for(12)
    assert blunder is not None and blunder.flagged
    assert blunder.verdict is Verdict.FED_OPPONENT_MELD


def _without_layoffs(text: str) -> list:
    return [a for a in parse_moves(text) if not isinstance(a, LayOff)]


def test_a_missed_layoff_costs_exactly_its_points() -> None:
    # Deal 384, the person deals; the computer knocks and the person could lay off 7♠.
    moves = (
        "take1 discard1:JC stock0 discard0:QH stock1 discard1:5C stock0 discard0:KH pile1 "
        "discard1:3C stock0 discard0:KS pile1 knock1:AC lay0:7S@0 finish0"
    )
    played = _without_layoffs(moves)
    assert isinstance(played[-1], FinishLayoff)
    review = review_hand(preset("standard"), 0, 384, played, 0, samples=4)
    missed = review.mistakes[-1]
    assert missed.verdict is Verdict.MISSED_LAYOFF
    assert missed.cards == (parse_card("7S"),)

    def points(actions: list) -> int:
        result = replay_deal(preset("standard"), dealer=0, deal_number=384, actions=actions)[
            -1
        ].result
        assert result is not None
        return result.points if result.winner == 0 else -result.points

    assert missed.expected_loss == points(parse_moves(moves)) - points(played)
    assert missed.expected_loss > 0


def test_the_review_is_repeatable() -> None:
    actions = parse_moves(FED_KING)
    a = review_hand(preset("standard"), 0, 360, actions, 0, seed=5, samples=12)
    b = review_hand(preset("standard"), 0, 360, actions, 0, seed=5, samples=12)
    assert a.judgements == b.judgements


def test_progress_is_reported_and_a_cancel_stops_early() -> None:
    actions = parse_moves(FED_KING)
    seen: list[tuple[int, int]] = []
    review_hand(
        preset("standard"), 0, 360, actions, 0, samples=2, progress=lambda d, t: seen.append((d, t))
    )
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1]
    stopped = review_hand(preset("standard"), 0, 360, actions, 0, samples=2, cancelled=lambda: True)
    assert stopped.judgements == ()


def test_an_advisor_is_the_only_alternative() -> None:
    deal = Deal(preset("standard"), dealer=0, deal_number=360)
    actions = parse_moves(FED_KING)
    agree = review_hand(
        deal.rules, 0, 360, actions, 0, samples=8, advisor=lambda v: _same(v, actions)
    )
    assert agree.mistakes == ()


def _same(view, actions):  # the advisor that always suggests what was played
    return next(a for a in actions[len(view.log) - 1 :] if a.player == view.player)


def test_judgements_use_only_the_persons_view_never_the_revealed_hands() -> None:
    """Blank out everything the person could not see (both revealed hands, the other
    seat's views): each judgement stays the same."""
    import dataclasses

    from ginrummy_desktop.review import judge

    rules = preset("standard")
    steps = replay_deal(rules, dealer=0, deal_number=360, actions=parse_moves(FED_KING))
    blind = [
        dataclasses.replace(
            s,
            hands=((), ()),
            view_before=s.view_before if s.action and s.action.player == 0 else None,
        )
        for s in steps
    ]
    for step, hidden in zip(steps[1:], blind[1:], strict=True):
        if step.action.player != 0 or step.action.kind == "finish_layoff":
            continue
        seen = judge._judge_step(hidden, blind, seed=0, samples=16, advisor=None)
        full = judge._judge_step(step, steps, seed=0, samples=16, advisor=None)
        assert seen == full


def test_breaking_up_a_whole_meld_is_said_so() -> None:
    """Throwing a five from three fives read only "kept 18 more points of deadwood"
    (play-test): it is said to break up the meld, with the meld named; throwing the
    end of a four-card run, which leaves a meld, is not."""
    from ginrummy_desktop.model import Phase, deal_view
    from ginrummy_desktop.review.judge import explain
    from tests.review.test_equity import staged

    view = deal_view(staged("5C 5D 5S 9H TH JH QH 2C KD QS 8D", "3S",
                            phase=Phase.DISCARD, stock_left=20), 0)  # fmt: skip
    steps = replay_deal(preset("standard"), dealer=1, deal_number=5, actions=[])
    broke = explain(view, Discard(0, parse_card("5C")), Discard(0, parse_card("KD")),
                    [], [], steps[0], steps)  # fmt: skip
    assert broke[0] is Verdict.BROKE_MELD
    assert broke[1] == tuple(map(parse_card, ("5C", "KD", "5D", "5S")))
    # The end of the run of hearts leaves a run: only deadwood kept.
    end = explain(view, Discard(0, parse_card("QH")), Discard(0, parse_card("KD")),
                  [], [], steps[0], steps)  # fmt: skip
    assert end[0] is not Verdict.BROKE_MELD


def test_a_knock_with_the_wrong_card_is_said_so() -> None:
    """Review h136: knocking with the 8♥ where the K♠ was better read "Knocking with 10
    was too soon: playing on paid better. Better move: Knock with the king of spades",
    which contradicts itself; it is a knock with the wrong card, whatever the undercuts."""
    from ginrummy_desktop.model import Knock, Phase, deal_view
    from ginrummy_desktop.review.judge import explain
    from tests.review.test_equity import KNOCK_HAND, staged

    view = deal_view(staged(KNOCK_HAND, "QS", phase=Phase.DISCARD, stock_left=12), 0)
    steps = replay_deal(preset("standard"), dealer=1, deal_number=5, actions=[])
    eight, king = parse_card("8H"), parse_card("KS")
    verdict = explain(view, Knock(0, eight), Knock(0, king), [], [], steps[0], steps)
    assert verdict == (Verdict.BETTER_KNOCK, (eight, king), (10, 8))

"""The guided first game: played step by step, by "Show me" only, and with every wrong move."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from ginrummy_desktop.lessons import (
    Adjustment,
    Lesson,
    RefusalReason,
    ScriptedMove,
    ScriptedPlayer,
    ScriptError,
    StepId,
    TargetKind,
    WaitKind,
)
from ginrummy_desktop.lessons.deck import COMPUTER, PERSON
from ginrummy_desktop.lessons.scripted import MoveKind
from ginrummy_desktop.model import (
    PRESETS,
    Action,
    Card,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    IllegalCode,
    Knock,
    LayOff,
    NextDealer,
    NextHand,
    Outcome,
    Pass,
    Phase,
    Rules,
    TakeUpcard,
    best_melding,
    match_view,
    parse_card,
    preset,
)
from ginrummy_desktop.model.actions import Discard
from tests.model.helpers import snapshot

R = RefusalReason


def c(code: str) -> Card:
    return parse_card(code)


def _meld_with(lesson: Lesson, card: str) -> int:
    melds = lesson.match.current.knocker_melds
    return next(i for i, m in enumerate(melds) if c(card) in m.cards)


# The path written out move by move (not read from the steps): None = acknowledge.
def _move(lesson: Lesson, sid: StepId) -> Action | None:
    p = PERSON
    moves: dict[StepId, Action] = {
        StepId.UPCARD_OFFER: TakeUpcard(p),
        StepId.DISCARD_HIGH: Discard(p, c("KS")),
        StepId.DRAW_STOCK: DrawStock(p),
        StepId.DISCARD_KEEP_PAIR: Discard(p, c("8C")),
        StepId.DRAW_DISCARD: DrawDiscard(p),
        StepId.KNOCK: Knock(p, c("6H")),
        StepId.NEXT_HAND: NextHand(p),
        StepId.UPCARD_PASS: Pass(p),
        StepId.FINISH_LAYOFF: FinishLayoff(p),
    }
    if sid in moves:
        return moves[sid]
    layoffs = {
        StepId.LAY_OFF_RUN: ("6D", "5D"),
        StepId.LAY_OFF_CHAIN: ("7D", "6D"),
        StepId.LAY_OFF_SET: ("KS", "KC"),
    }
    if sid in layoffs:
        card, onto = layoffs[sid]
        return LayOff(p, c(card), _meld_with(lesson, onto))
    return None


def _state(lesson: Lesson) -> Any:
    m = lesson.match
    return (
        lesson.index,
        [snapshot(d) for d in m.deals],
        tuple(m.totals),
        tuple(m.boxes),
        tuple(m.records),
    )


def play_by_hand(lesson: Lesson) -> None:
    while not lesson.finished:
        step = lesson.step
        assert step is not None
        move = _move(lesson, step.id)
        reply = lesson.acknowledge() if move is None else lesson.act(move)
        assert reply.accepted, (step.id, reply.refusal)


# Hand points by the rules of RULES.md section 5, worked out by hand for these cards:
# hand 1 the person knocks with 2 against 43 after the 3♠ layoff (difference 41);
# hand 2 the computer knocks with 1 against 21 after three layoffs (difference 20).
EXPECTED_POINTS = {
    name: (41 + r.hand_win_bonus, 20 + r.hand_win_bonus) for name, r in PRESETS.items()
}


@pytest.mark.parametrize("name", list(PRESETS))
def test_guided_game_played_step_by_step_to_the_result(name: str) -> None:
    lesson = Lesson(preset(name))
    assert lesson.adjustments == ()
    assert lesson.rules == preset(name)
    seen: list[StepId] = []
    while not lesson.finished:
        step = lesson.step
        assert step is not None
        seen.append(step.id)
        view = lesson.view()
        # The step's numbers are those of the position it is shown in.
        assert step.numbers.deadwood == best_melding(view.hand).deadwood_count
        assert step.numbers.totals == view.totals
        assert step.numbers.hand_number == view.hand_number
        assert step.rules.knock_limit == view.knock_limit
        move = _move(lesson, step.id)
        if move is not None:
            assert move in view.legal
            assert lesson.expected() == move
        reply = lesson.acknowledge() if move is None else lesson.act(move)
        assert reply.accepted
    assert seen == [s.id for s in lesson.steps] and seen[-1] is StepId.DONE
    m = lesson.match
    assert [rec.result.winner for rec in m.records] == [PERSON, COMPUTER]
    assert [rec.result.outcome for rec in m.records] == [Outcome.KNOCK, Outcome.KNOCK]
    person, computer = EXPECTED_POINTS[name]
    assert m.totals == [person, computer]
    assert m.boxes == [1, 1]
    assert not m.is_over
    # The computer laid off its 3♠ in hand 1; the person three cards in hand 2.
    assert [lo.card for lo in m.deals[0].layoffs] == [c("3S")]
    assert [lo.card for lo in m.deals[1].layoffs] == [c("6D"), c("7D"), c("KS")]


@pytest.mark.parametrize("name", list(PRESETS))
def test_show_me_alone_plays_the_whole_lesson(name: str) -> None:
    by_hand = Lesson(preset(name))
    play_by_hand(by_hand)
    shown = Lesson(preset(name))
    count = 0
    while not shown.finished:
        assert shown.show_me().accepted
        count += 1
    assert count == len(shown.steps)
    assert shown.match.records == by_hand.match.records
    assert [d.actions for d in shown.match.deals] == [d.actions for d in by_hand.match.deals]


def test_the_hands_teach_what_issue_15_lists() -> None:
    lesson = Lesson(preset("standard"))
    kinds = {s.target.kind for s in lesson.steps}
    assert {
        TargetKind.STOCK,
        TargetKind.DISCARD_PILE,
        TargetKind.UPCARD_BUTTONS,
        TargetKind.HAND_CARD,
        TargetKind.MELD_GROUP,
        TargetKind.DEADWOOD_LABEL,
        TargetKind.KNOCK_SPOT,
        TargetKind.KNOCKER_MELD,
        TargetKind.RESULT_PANEL,
        TargetKind.SCORESHEET,
        TargetKind.BOX_TALLY,
    } <= kinds
    waits = [s.wait.kind for s in lesson.steps]
    for kind in (
        WaitKind.TAKE_UPCARD,
        WaitKind.PASS,
        WaitKind.DRAW_STOCK,
        WaitKind.DRAW_DISCARD,
        WaitKind.DISCARD,
        WaitKind.KNOCK,
        WaitKind.LAY_OFF,
        WaitKind.FINISH_LAYOFF,
    ):
        assert kind in waits
    by_id = {s.id: s for s in lesson.steps}
    # Melds shown are melds of the hand at that point; deadwood drops to a knock.
    assert by_id[StepId.DEADWOOD_COUNT].numbers.deadwood_after_discard == 25
    allowed = by_id[StepId.KNOCK_ALLOWED]
    assert allowed.numbers.deadwood_after_discard == 2
    assert allowed.numbers.deadwood_after_discard <= allowed.rules.knock_limit
    assert by_id[StepId.DEADWOOD_COUNT].numbers.deadwood_after_discard > 10
    assert by_id[StepId.COMPUTER_KNOCKED].numbers.knocker_deadwood == 1
    assert by_id[StepId.COMPUTER_KNOCKED].numbers.points is None
    defended = by_id[StepId.RESULT_DEFENDER].numbers
    assert (defended.defender_deadwood_before_layoffs, defended.defender_deadwood) == (44, 21)
    assert defended.laid_off == 3 and defended.winner == COMPUTER and defended.points == 20


# ------------------------------------------------------------------ wrong moves
def _wrong_moves(lesson: Lesson, sid: StepId) -> dict[Action, tuple[R, IllegalCode | None]]:
    """Every legal move but the step's, and a few illegal ones, with the expected answer."""
    p = PERSON
    view = lesson.view()
    out: dict[Action, tuple[R, IllegalCode | None]] = {}
    if sid is StepId.UPCARD_OFFER:
        out[Pass(p)] = (R.TAKE_THE_UPCARD, None)
        out[DrawStock(p)] = (R.NOT_ALLOWED, IllegalCode.WRONG_PHASE)
    elif sid is StepId.DISCARD_HIGH:
        for code in ("7C", "7D"):
            out[Discard(p, c(code))] = (R.KEEP_MELD, None)
        for code in ("4S", "5S", "9D", "9S"):
            out[Discard(p, c(code))] = (R.KEEP_PAIR, None)
        for code in ("8C", "6H", "2C"):
            out[Discard(p, c(code))] = (R.HIGHER_CARD_FIRST, None)
        out[Discard(p, c("7H"))] = (R.NOT_ALLOWED, IllegalCode.SAME_CARD_BACK)
        out[Discard(p, c("AS"))] = (R.NOT_ALLOWED, IllegalCode.CARD_NOT_IN_HAND)
    elif sid is StepId.DRAW_STOCK:
        out[DrawDiscard(p)] = (R.DRAW_FROM_STOCK, None)
        out[Discard(p, c("8C"))] = (R.NOT_ALLOWED, IllegalCode.WRONG_PHASE)
    elif sid is StepId.DISCARD_KEEP_PAIR:
        for code in ("7C", "7D", "7H", "4S", "5S", "6S"):
            out[Discard(p, c(code))] = (R.KEEP_MELD, None)
        for code in ("9D", "9S"):
            out[Discard(p, c(code))] = (R.KEEP_PAIR, None)
        for code in ("6H", "2C"):
            out[Discard(p, c(code))] = (R.HIGHER_CARD_FIRST, None)
    elif sid is StepId.DRAW_DISCARD:
        out[DrawStock(p)] = (R.TAKE_FROM_PILE, None)
    elif sid is StepId.KNOCK:
        for card in view.hand:
            if card != c("9H"):
                out[Discard(p, card)] = (R.KNOCK_INSTEAD, None)
        out[Knock(p, c("2C"))] = (R.KNOCK_WITH_OTHER, None)
        out[Knock(p, c("9D"))] = (R.NOT_ALLOWED, IllegalCode.DEADWOOD_TOO_HIGH)
        out[Discard(p, c("9H"))] = (R.NOT_ALLOWED, IllegalCode.SAME_CARD_BACK)
    elif sid is StepId.NEXT_HAND:
        out[DrawStock(p)] = (R.NOT_ALLOWED, IllegalCode.WRONG_PHASE)
    elif sid is StepId.UPCARD_PASS:
        out[TakeUpcard(p)] = (R.PASS_THE_UPCARD, None)
        out[NextHand(p)] = (R.NOT_ALLOWED, IllegalCode.HAND_NOT_OVER)
    elif sid in (StepId.LAY_OFF_RUN, StepId.LAY_OFF_CHAIN, StepId.LAY_OFF_SET):
        out[FinishLayoff(p)] = (R.LAY_OFF_FIRST, None)
        for a in view.legal:
            if isinstance(a, LayOff) and a != lesson.expected():
                out[a] = (R.LAY_OFF_OTHER_FIRST, None)
        out[LayOff(p, c("QS"), 0)] = (R.NOT_ALLOWED, IllegalCode.DOES_NOT_FIT)
    elif sid is StepId.FINISH_LAYOFF:
        out[LayOff(p, c("QS"), 0)] = (R.NOT_ALLOWED, IllegalCode.DOES_NOT_FIT)
    else:
        # An explanation step: every move waits for the acknowledgement.
        for a in view.legal:
            out[a] = (R.READ_FIRST, None)
        out[DrawStock(p)] = (R.READ_FIRST, None)
    return out


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_wrong_move_is_refused_with_its_reason_and_changes_nothing(name: str) -> None:
    lesson = Lesson(preset(name))
    while not lesson.finished:
        step = lesson.step
        assert step is not None
        expected = lesson.expected()
        wrong = _wrong_moves(lesson, step.id)
        # Every legal move of the person is either the step's or listed as wrong.
        legal = {a for a in lesson.view().legal if a.player == PERSON}
        assert legal - {expected} <= set(wrong), step.id
        for action, (reason, code) in wrong.items():
            before = _state(lesson)
            reply = lesson.act(action)
            assert not reply.accepted and reply.refusal is not None
            assert (reply.refusal.reason, reply.refusal.illegal) == (reason, code), (
                step.id,
                action,
            )
            assert reply.refusal.expected == expected
            assert reply.events == () and reply.step == step
            assert _state(lesson) == before, (step.id, action)
        if expected is not None:
            before = _state(lesson)
            refused = lesson.acknowledge()
            assert refused.refusal is not None
            assert refused.refusal.reason is R.MOVE_EXPECTED
            assert _state(lesson) == before
        assert lesson.show_me().accepted
    done = lesson.act(NextHand(PERSON))
    assert done.refusal is not None and done.refusal.reason is R.LESSON_OVER


def test_the_computer_plays_only_its_script_and_says_when_it_does_not_fit() -> None:
    lesson = Lesson(preset("standard"))
    lesson.acknowledge()
    reply = lesson.act(TakeUpcard(PERSON))
    assert reply.accepted and [e.player for e in reply.events] == [PERSON]
    assert lesson.acknowledge().accepted and lesson.acknowledge().accepted
    reply = lesson.act(Discard(PERSON, c("KS")))
    # The person's discard, then the computer's draw and its scripted Q♣.
    assert [(e.player, e.card) for e in reply.events][-1] == (COMPUTER, c("QC"))
    bad = ScriptedPlayer({1: (ScriptedMove(MoveKind.DISCARD, c("AS")),)})
    view = match_view(Lesson(preset("standard")).match, COMPUTER)
    with pytest.raises(ScriptError):
        bad.decide(view)  # not the computer's turn to discard the A♠


# ------------------------------------------------------------------ rule variants
def test_the_preset_numbers_reach_the_steps() -> None:
    for name, rules in PRESETS.items():
        lesson = Lesson(rules)
        for step in lesson.steps:
            r = step.rules
            assert r.preset == name
            assert (r.knock_limit, r.gin_bonus, r.undercut_bonus, r.box_bonus, r.target) == (
                rules.knock_limit,
                rules.gin_bonus,
                rules.undercut_bonus,
                rules.box_bonus,
                rules.target,
            )
            assert r.hand_win_bonus == rules.hand_win_bonus


def _finish(lesson: Lesson) -> None:
    while not lesson.finished:
        assert lesson.show_me().accepted


@pytest.mark.parametrize(
    ("changes", "adjustments"),
    [
        ({"straight_gin": True}, (Adjustment.STRAIGHT_GIN_OFF,)),
        ({"knock_limit": 1}, (Adjustment.KNOCK_LIMIT_RAISED,)),
        ({"knock_limit": 0}, (Adjustment.KNOCK_LIMIT_RAISED,)),
        ({"oklahoma": True, "knock_limit": 1}, (Adjustment.KNOCK_LIMIT_RAISED,)),
        ({"next_dealer": NextDealer.LOSER}, (Adjustment.DEALER_ALTERNATES,)),
        ({"target": 30}, (Adjustment.TARGET_RAISED,)),
        ({"knock_limit": 2}, ()),  # exactly the hand-1 knock: still playable as it is
        ({"oklahoma": True}, ()),  # 7♥ and Q♦ upcards: limits 7 and 10, no spade double
    ],
)
def test_rules_that_would_break_the_lesson_are_adapted_and_said(
    changes: dict[str, Any], adjustments: tuple[Adjustment, ...]
) -> None:
    chosen = preset("standard").with_changes(**changes)
    lesson = Lesson(chosen)
    assert lesson.adjustments == adjustments
    assert lesson.chosen_rules == chosen
    _finish(lesson)
    assert len(lesson.match.records) == 2 and not lesson.match.is_over
    played = lesson.rules
    for field in dataclasses.fields(Rules):
        if field.name not in ("preset", *changes):
            assert getattr(played, field.name) == getattr(chosen, field.name), field.name


def test_oklahoma_quotes_the_hand_limit_from_the_upcard() -> None:
    lesson = Lesson(preset("standard").with_changes(oklahoma=True))
    allowed = next(s for s in lesson.steps if s.id is StepId.KNOCK_ALLOWED)
    assert allowed.rules.knock_limit == 7  # the 7♥ upcard
    passed = next(s for s in lesson.steps if s.id is StepId.UPCARD_PASS)
    assert passed.rules.knock_limit == 10  # the Q♦ upcard
    assert not any(s.rules.doubled for s in lesson.steps)


def test_the_scripted_deals_are_ordinary_deals_of_52_cards() -> None:
    lesson = Lesson(preset("standard"))
    _finish(lesson)
    for deal in lesson.match.deals:
        assert deal.card_count() == 52
        assert deal.phase is Phase.OVER


def test_a_lesson_writes_nothing_anywhere(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # No persistence in the package: a whole lesson run leaves home and cwd empty.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    _finish(Lesson(preset("finnish_1")))
    assert list(tmp_path.iterdir()) == []

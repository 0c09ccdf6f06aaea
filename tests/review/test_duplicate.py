"""Duplicate scoring: the reference plays the person's cards against a fresh opponent;
the score is the difference of the two hand results; deterministic; plain JSON."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fairness_play import COMPUTER, PERSON, Recording, computer_seed, level_player, play_hands
from testkit.review_play import parting_at_a_take

from ginrummy_desktop.ai.base import Player
from ginrummy_desktop.model import (
    PRESETS,
    Deal,
    DrawStock,
    EventKind,
    Match,
    NextHand,
    Outcome,
    Rules,
    match_view,
)
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict
from ginrummy_desktop.review.duplicate import (
    DuplicateFormatError,
    DuplicateHand,
    DuplicateLedger,
    PlayerFactory,
    first_divergence,
    play_reference,
    reference_seed,
    signed_points,
)

OPPONENT = "advanced"
STANDARD = PRESETS["standard"]


def quick(level: str, seed: int) -> Player:
    return level_player(level, seed)


def reference_of(m: Match, index: int, factory: PlayerFactory = quick) -> DuplicateHand:
    return play_reference(
        m,
        index,
        person_seat=PERSON,
        opponent_level=OPPONENT,
        opponent_seed=computer_seed(m),
        factory=factory,
    )


def some_hands(n: int, rules: Rules | None = None, seed: int = 3) -> list[tuple[Match, int]]:
    return play_hands(
        n, computer=lambda m: level_player(OPPONENT, computer_seed(m)), rules=rules, seed=seed
    )


def test_the_reference_gets_the_persons_cards_and_stock_order() -> None:
    made: list[tuple[str, int, Recording]] = []

    def factory(level: str, seed: int) -> Player:
        made.append((level, seed, Recording(quick(level, seed))))
        return made[-1][2]

    for m, index in some_hands(6):
        made.clear()
        record = reference_of(m, index, factory=factory)
        real = m.deals[index]
        dealt = Deal(real.rules, dealer=real.dealer, deal_number=real.deal_number)
        (ref_level, ref_seed, ref), (opp_level, opp_seed, opp) = made
        # A fresh reference of the chosen level and a fresh opponent of the computer's.
        assert (ref_level, ref_seed) == ("expert", reference_seed(real.deal_number, real.dealer))
        assert (opp_level, opp_seed) == (OPPONENT, computer_seed(m))
        assert sorted(ref.views[0].hand) == sorted(dealt.hands[PERSON])
        assert ref.views[0].upcard == real.upcard
        assert all(v.player == PERSON for v in ref.views)
        assert all(v.player == COMPUTER for v in opp.views)
        # The same stock order: the reference hand's stock draws take the real deck's cards.
        replay = record.reference_deal(real.rules)
        assert replay.deck == real.deck
        drawn = [e.card for e in replay.events if e.kind is EventKind.STOCK_DRAWN]
        assert drawn == list(real.deck[21 : 21 + len(drawn)])
        # The same match around it.
        assert ref.views[0].totals == match_view(_start(m, index), PERSON).totals
        assert ref.views[0].hand_number == index + 1


def _start(m: Match, index: int) -> Match:
    from ginrummy_desktop.model.undo import match_at_hand_start

    return match_at_hand_start(m, index)


def test_the_duplicate_score_is_the_difference_of_the_two_hand_results() -> None:
    scores = []
    for m, index in some_hands(8):
        record = reference_of(m, index).with_person_result(m)
        person = m.records[index].result
        reference = record.reference_deal(m.rules).result
        assert reference is not None
        mine = person.points if person.winner == PERSON else -person.points
        if person.winner is None:
            mine = 0
        theirs = 0
        if reference.winner is not None:
            theirs = reference.points if reference.winner == PERSON else -reference.points
        assert record.person_points == mine == signed_points(person, PERSON)
        assert record.reference_points == theirs
        assert record.score == mine - theirs
        assert record.person_outcome is person.outcome
        assert record.reference_outcome is reference.outcome
        scores.append(record.score)
    assert any(s != 0 for s in scores)


def test_the_reference_play_is_fixed_by_the_deal() -> None:
    ((m, index),) = some_hands(1, seed=9)
    first = reference_of(m, index)
    assert reference_of(m, index) == first
    # Rebuilt from the save, the same.
    assert reference_of(match_from_dict(match_to_dict(m)), index) == first


def test_a_reference_that_plays_as_the_person_did_scores_zero() -> None:
    # The person's seat is played by the reference itself, seeded as the reference.
    m = Match(STANDARD, seed=77)
    deal = m.current
    me = quick("expert", reference_seed(deal.deal_number, deal.dealer))
    computer = quick(OPPONENT, computer_seed(m))
    while not deal.is_over:
        seat = deal.turn
        m.apply((me if seat == PERSON else computer).decide(match_view(m, seat)).action)
    record = reference_of(m, 0).with_person_result(m)
    assert record.reference_actions == tuple(deal.actions)
    assert record.score == 0
    div = first_divergence(deal.actions, record)
    assert div.index is None and div.person_move is None and div.reference_move is None


def test_first_divergence_names_the_first_different_move() -> None:
    found = 0
    for m, index in some_hands(6, seed=30):
        record = reference_of(m, index).with_person_result(m)
        mine = m.deals[index].actions
        div = first_divergence(mine, record)
        if div.index is None:
            assert list(mine) == list(record.reference_actions)
            continue
        found += 1
        i = div.index
        assert list(mine[:i]) == list(record.reference_actions[:i])
        assert div.person_move == (mine[i] if i < len(mine) else None)
        assert div.reference_move == (
            record.reference_actions[i] if i < len(record.reference_actions) else None
        )
        assert div.person_move != div.reference_move
        # Until the plays part, the opponent answered the same: the first difference
        # is a move of the person's seat.
        moved = div.person_move or div.reference_move
        assert moved is not None and moved.player == PERSON
        assert (div.person_points, div.reference_points) == (
            record.person_points,
            record.reference_points,
        )
    assert found >= 3


HOUSE_RULES = {
    "oklahoma": STANDARD.with_changes(oklahoma=True),
    "straight_gin": STANDARD.with_changes(straight_gin=True),
    "layoff_on_gin": PRESETS["ginirommi"].with_changes(layoff_on_gin=True),
}


@pytest.mark.parametrize("name", [*PRESETS, *HOUSE_RULES])
def test_every_preset(name: str) -> None:
    rules = PRESETS.get(name) or HOUSE_RULES[name]
    for m, index in some_hands(2, rules=rules, seed=50):
        record = reference_of(m, index).with_person_result(m)
        result = record.reference_deal(rules).result
        assert result is not None and record.reference_points == signed_points(result, PERSON)
        assert DuplicateHand.from_dict(json.loads(json.dumps(record.to_dict())), rules) == record


def test_json_round_trip_and_damaged_records() -> None:
    ledger = DuplicateLedger("expert")
    hands = some_hands(3, seed=60)
    for m, index in hands:
        ledger = ledger.with_hand(reference_of(m, index).with_person_result(m))
    text = json.dumps(ledger.to_dict())
    back = DuplicateLedger.from_dict(json.loads(text), STANDARD)
    assert back == ledger
    assert back.total == sum(h.score or 0 for h in ledger.hands) and back.finished == 3
    data = json.loads(text)
    data["hands"][0]["reference_points"] += 1
    with pytest.raises(DuplicateFormatError):
        DuplicateLedger.from_dict(data, STANDARD)
    data = json.loads(text)
    data["hands"][0]["reference_actions"].insert(0, DrawStock(PERSON).to_dict())
    with pytest.raises(DuplicateFormatError):
        DuplicateLedger.from_dict(data, STANDARD)
    bads: list[Any] = [None, [], {"reference_level": 3, "hands": []}, {"reference_level": "x"}]
    for bad in bads:
        with pytest.raises(DuplicateFormatError):
            DuplicateLedger.from_dict(bad, STANDARD)
    data = json.loads(text)
    data["hands"][0]["reference_outcome"] = "nonsense"
    with pytest.raises(DuplicateFormatError):
        DuplicateLedger.from_dict(data, STANDARD)
    data = json.loads(text)
    data["hands"].append(data["hands"][0])
    with pytest.raises(DuplicateFormatError):
        DuplicateLedger.from_dict(data, STANDARD)


def test_save_and_resume_mid_hand_keeps_both_plays() -> None:
    m = Match(STANDARD, seed=88)
    person = quick("intermediate", 5)
    computer = quick(OPPONENT, computer_seed(m))
    # The reference plays as soon as the hand is dealt.
    ledger = DuplicateLedger().with_hand(reference_of(m, 0))
    for _ in range(7):
        seat = m.current.turn
        m.apply((person if seat == PERSON else computer).decide(match_view(m, seat)).action)
    assert not m.current.is_over
    saved = json.dumps({"match": match_to_dict(m), "duplicate": ledger.to_dict()})
    data = json.loads(saved)
    resumed = match_from_dict(data["match"])
    resumed_ledger = DuplicateLedger.from_dict(data["duplicate"], STANDARD)
    assert resumed_ledger == ledger
    assert resumed_ledger.record(0) == reference_of(resumed, 0)
    for game in (m, resumed):
        while not game.current.is_over:
            seat = game.current.turn
            player = person if seat == PERSON else computer
            game.apply(player.decide(match_view(game, seat)).action)
    record = resumed_ledger.record(0)
    assert record is not None and record.score is None
    done = record.with_person_result(resumed)
    assert done == ledger.record(0).with_person_result(m)  # type: ignore[union-attr]
    assert done.score is not None and resumed_ledger.with_hand(done).total == done.score
    with pytest.raises(ValueError):
        # The next hand has not been played yet.
        resumed.apply(NextHand(PERSON))
        reference_of(resumed, 1).with_person_result(resumed)


@pytest.mark.parametrize("kind", ["take_upcard", "draw_discard"])
def test_the_divergence_names_the_card_on_the_pile_where_the_plays_parted(kind: str) -> None:
    """The comparison said only 'You took the card from the discard pile' (play-test):
    where the plays part the pile is the same in both, and its top card is the one the
    take took."""
    deal, mine, theirs = parting_at_a_take(kind)
    top = deal.top_discard()
    assert top is not None
    if kind == "draw_discard":
        assert top != deal.upcard and top == mine[-2].card  # type: ignore[attr-defined]
    record = DuplicateHand(
        hand_index=0, deal_number=deal.deal_number, dealer=deal.dealer, person_seat=0,
        reference_level="expert", reference_seed=1, opponent_level="advanced",
        opponent_seed=2, reference_actions=tuple(theirs), reference_points=0,
        reference_outcome=Outcome.KNOCK,
    )  # fmt: skip
    div = first_divergence(mine, record, STANDARD)
    assert div.index == len(mine) - 1 and div.person_move == mine[-1]
    assert div.pile_top == top
    # Without the rules it is not worked out.
    assert first_divergence(mine, record).pile_top is None

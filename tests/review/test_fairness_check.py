"""What the computer knew and "Check it": views rebuilt from the log equal the views it
was asked with; its decisions are the same in other worlds; a player that reads the
table is caught."""

from __future__ import annotations

import random

import pytest
from fairness_play import COMPUTER, PERSON, Recording, computer_seed, level_player, play_hands

from ginrummy_desktop.ai.base import Decision, Player
from ginrummy_desktop.ai.simple import Intermediate
from ginrummy_desktop.model import (
    Card,
    Deal,
    DrawDiscard,
    DrawStock,
    Knock,
    Match,
    Phase,
    PlayerView,
    preset,
)
from ginrummy_desktop.review.fairness_check import (
    Decider,
    DecisionCheck,
    check_hand,
    computer_decisions,
    explained,
    hand_plan,
    honest,
    iter_check,
    other_world,
)


def test_the_rebuilt_views_are_the_views_the_computer_was_asked_with() -> None:
    recorders: dict[int, Recording] = {}

    def computer(m: Match) -> Player:
        recorders[id(m)] = Recording(level_player("advanced", computer_seed(m)))
        return recorders[id(m)]

    hands = play_hands(12, computer=computer, seed=40)
    matches = {id(m): m for m, _ in hands}
    for key, m in matches.items():
        asked = [v for v in recorders[key].views if v.phase is not Phase.OVER]
        rebuilt = [d for i in range(len(m.deals)) for d in computer_decisions(m, i, COMPUTER)]
        assert [d.view for d in rebuilt] == asked
        played = [a for deal in m.deals for a in deal.actions if a.player == COMPUTER]
        assert [d.action for d in rebuilt] == played
        assert all(d.view.player == COMPUTER for d in rebuilt)
        numbers = [d.number for i in range(len(m.deals)) for d in computer_decisions(m, i, 1)]
        assert numbers.count(1) == len(m.deals) or numbers.count(1) == len(m.deals) - 1


def test_other_worlds_change_what_is_hidden_and_nothing_the_seat_saw() -> None:
    ((m, index),) = play_hands(1, computer=lambda m: level_player("intermediate", 3), seed=7)
    deal = m.deals[index]
    plan = hand_plan(deal, deal.actions, COMPUTER)
    rng = random.Random(1)
    first_decision = next(i for i, a in enumerate(deal.actions) if a.player == COMPUTER)
    real = Deal(deal.rules, dealer=deal.dealer, deal_number=deal.deal_number)
    for a in deal.actions[:first_decision]:
        real.apply(a)
    changed_hand = changed_stock = 0
    for _ in range(20):
        world = other_world(plan, first_decision, rng)
        assert world.hands[COMPUTER] == real.hands[COMPUTER]
        assert world.discard_pile == real.discard_pile and world.upcard == real.upcard
        assert len(world.stock) == len(real.stock)
        assert sorted(world.hands[PERSON] + world.stock) == sorted(real.hands[PERSON] + real.stock)
        changed_hand += sorted(world.hands[PERSON]) != sorted(real.hands[PERSON])
        changed_stock += world.stock != real.stock
    assert changed_hand >= 18 and changed_stock == 20


def test_a_knocked_hand_keeps_the_melds_and_deals_the_face_down_card_anew() -> None:
    hands = play_hands(40, computer=lambda m: level_player("intermediate", 5), seed=11)
    seen = 0
    for m, index in hands:
        deal = m.deals[index]
        knocks = [
            i for i, a in enumerate(deal.actions) if isinstance(a, Knock) and a.player == PERSON
        ]
        if not knocks or knocks[0] + 1 >= len(deal.actions):
            continue
        upto = knocks[0] + 1  # the computer is laying off
        plan = hand_plan(deal, deal.actions, COMPUTER)
        rng = random.Random(index)
        knock_cards = set()
        for _ in range(10):
            world = other_world(plan, upto, rng)
            assert world.phase is Phase.LAYOFF and world.turn == COMPUTER
            melding = deal.knocker_melding
            assert melding is not None and tuple(world.knocker_melds) == melding.melds
            assert world.hands[COMPUTER] == _hand_at(deal, upto, COMPUTER)
            knock_cards.add(world.knock_card)
        seen += len(knock_cards) > 1
    assert seen >= 3


def _hand_at(deal: Deal, upto: int, seat: int) -> list[Card]:
    d = Deal(deal.rules, dealer=deal.dealer, deal_number=deal.deal_number)
    for a in deal.actions[:upto]:
        d.apply(a)
    return d.hands[seat]


# 200 hands a level; the worlds per decision go down as the level's decisions get dearer.
LEVEL_WORLDS = [
    pytest.param("beginner", 3, id="beginner", marks=pytest.mark.slow),
    pytest.param("intermediate", 3, id="intermediate", marks=pytest.mark.slow),
    pytest.param("advanced", 1, id="advanced", marks=pytest.mark.slow),
    pytest.param("expert", 1, id="expert", marks=pytest.mark.slow),
]


@pytest.mark.parametrize(("level", "worlds"), LEVEL_WORLDS)
def test_every_decision_is_identical_in_other_worlds(level: str, worlds: int) -> None:
    hands = play_hands(200, computer=lambda m: level_player(level, computer_seed(m)), seed=1000)
    total = identical = 0
    phases = set()
    for m, index in hands:
        report = check_hand(
            m,
            index,
            COMPUTER,
            honest(level_player(level, computer_seed(m))),
            worlds=worlds,
            seed=index,
        )
        bad = [c for c in report.checks if not c.identical or c.views_differing]
        assert not bad, (level, m.seed, index, [(c.decision.index, c.differing) for c in bad])
        assert report.views_unchanged
        total += report.total
        identical += report.identical
        phases |= {c.decision.view.phase for c in report.checks}
    assert total == identical and total > 200 * 5
    assert {Phase.UPCARD, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF} <= phases


class PeeksAtTheStock(Intermediate):
    """Plays as Intermediate, except that it takes the top discard whenever the
    hidden top card of the stock is a high one: it reads the table."""

    def __init__(self, *, seed: int) -> None:
        super().__init__(seed=seed)
        self.table: Deal | None = None

    def draw(self, view: PlayerView) -> Decision:
        if self.table is not None and DrawDiscard(view.player) in view.legal:
            if self.table.stock[-1].value > 5:
                return Decision(DrawDiscard(view.player), self.upcard(view).reason)
            return Decision(DrawStock(view.player), self.upcard(view).reason)
        return super().draw(view)


def cheating(player: PeeksAtTheStock) -> Decider:
    def ask(view: PlayerView, deal: Deal) -> Decision:
        player.table = deal
        return player.decide(view)

    return ask


def test_a_player_that_reads_hidden_cards_is_caught() -> None:
    for seed in (21, 22, 23):
        m, index = _play_cheating(seed)
        cheat = PeeksAtTheStock(seed=computer_seed(m))
        report = check_hand(m, index, COMPUTER, cheating(cheat), worlds=6, seed=3)
        caught = [c for c in report.checks if not c.identical]
        assert caught, "the check must catch a player that reads the stock"
        # Only its draws read the table; its other decisions stand in every world.
        assert all(c.decision.view.phase is Phase.DRAW for c in caught)
        assert all(c.replayed for c in report.checks)  # it does repeat its real play
        assert report.identical < report.total and not report.all_identical


def test_the_same_hands_pass_for_a_fair_player() -> None:
    for seed in (21, 22, 23):
        fair = play_hands(1, computer=lambda m: Intermediate(seed=computer_seed(m)), seed=seed)
        m, index = fair[0]
        decider = honest(Intermediate(seed=computer_seed(m)))
        assert check_hand(m, index, COMPUTER, decider, worlds=6, seed=3).all_identical


def _play_cheating(seed: int) -> tuple[Match, int]:
    """One hand in which the cheat reads the real deal (a back channel) at each decision."""
    from ginrummy_desktop.ai import make_player
    from ginrummy_desktop.model import match_view

    m = Match(preset("standard"), seed=seed)
    cheat = PeeksAtTheStock(seed=computer_seed(m))
    person = make_player("intermediate", seed=seed)
    while not m.current.is_over:
        seat = m.current.turn
        view = match_view(m, seat)
        if seat == COMPUTER:
            cheat.table = m.current
            action = cheat.decide(view).action
        else:
            action = person.decide(view).action
        m.apply(action)
    return m, 0


def test_the_check_is_progressive_and_reproducible() -> None:
    ((m, index),) = play_hands(1, computer=lambda m: level_player("beginner", 9), seed=5)
    decider = honest(level_player("beginner", 9))
    seen: list[DecisionCheck] = []
    report = check_hand(m, index, COMPUTER, decider, worlds=3, seed=2, progress=seen.append)
    assert list(report.checks) == seen and report.total == len(computer_decisions(m, index, 1))
    assert [c.decision.number for c in seen] == list(range(1, len(seen) + 1))
    again = list(iter_check(m, index, COMPUTER, decider, worlds=3, seed=2))
    assert again == seen
    # A worker may stop early: the generator checks one decision at a time.
    first = next(iter(iter_check(m, index, COMPUTER, decider, worlds=3, seed=2)))
    assert first == seen[0]
    with pytest.raises(ValueError):
        next(iter(iter_check(m, index, COMPUTER, decider, worlds=0)))


def test_explained_gives_the_reason_of_each_move() -> None:
    ((m, index),) = play_hands(1, computer=lambda m: level_player("advanced", 4), seed=8)
    pairs = explained(m, index, COMPUTER, honest(level_player("advanced", 4)))
    assert [d for d, _ in pairs] == computer_decisions(m, index, COMPUTER)
    assert all(answer.action == d.action for d, answer in pairs)
    assert len({answer.reason for _, answer in pairs}) >= 2


@pytest.mark.slow
def test_the_full_expert_passes_the_check() -> None:
    """The Expert as the game plays it (its full sample budget), on a few hands."""
    from ginrummy_desktop.ai import make_player

    hands = play_hands(3, computer=lambda m: make_player("expert", seed=computer_seed(m)), seed=70)
    for m, index in hands:
        decider = honest(make_player("expert", seed=computer_seed(m)))
        report = check_hand(m, index, COMPUTER, decider, worlds=1, seed=index)
        assert report.all_identical and report.total > 3


def test_shown_cards_come_from_any_place_the_person_could_have_held_them() -> None:
    from ginrummy_desktop.model import Discard, TakeUpcard, parse_cards

    person = parse_cards("2S 4S 6S 8S TS 3H 5H JH JD KC")
    computer = parse_cards("AC 2C 3C 4D 5D 6D 7H 8H 9H KS")
    up, s1, s2 = parse_cards("QD QS 9C")
    deck: list[Card] = []
    for i in range(10):  # the computer deals: the person's cards go first
        deck += [person[i], computer[i]]
    deck += [up, s1, s2]
    deck += [c for c in Deal(preset("standard"), dealer=0, deal_number=1).deck if c not in deck]
    deal = Deal(preset("standard"), dealer=COMPUTER, deal_number=1, deck=deck)
    y = person[9]  # the king of clubs, thrown before the person ever drew
    moves = [
        TakeUpcard(PERSON),
        Discard(PERSON, y),
        DrawStock(COMPUTER),
        Discard(COMPUTER, parse_cards("KS")[0]),
        DrawStock(PERSON),
        Discard(PERSON, s2),  # thrown straight after drawing it
        DrawStock(COMPUTER),
    ]
    for a in moves:
        deal.apply(a)
    plan = hand_plan(deal, deal.actions, COMPUTER)
    initial = set(plan.person_initial)
    rng = random.Random(4)
    where_s2 = set()
    for _ in range(40):
        world = other_world(plan, 6, rng)  # the computer is about to draw
        placed = {c: i for i, c in enumerate(world.deck)}
        assert placed[y] in initial  # shown before any draw: one of the ten dealt
        assert placed[s1] == 21  # the computer's own draw is what it drew
        assert placed[s2] in initial | {22}  # dealt, or the draw it was thrown after
        where_s2.add("dealt" if placed[s2] in initial else "drawn")
        assert world.hands[COMPUTER] == deal.hands[COMPUTER][:10]  # before its draw
    assert where_s2 == {"dealt", "drawn"}

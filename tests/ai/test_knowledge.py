"""Card tracking: what is unseen, how the opponent's hand is guessed, feeding risk."""

from __future__ import annotations

import copy
import dataclasses
import random

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.knowledge import (
    feed_risk,
    knowledge_of,
    opponent_haste,
    opponent_passes,
    passes_weight,
    sample_played_hand,
)
from ginrummy_desktop.ai.masks import bits, in_some_meld, meld_makers
from ginrummy_desktop.model import (
    Deal,
    EarlierHand,
    EventKind,
    Phase,
    PlayerView,
    deal_view,
    parse_cards,
    preset,
)
from ginrummy_desktop.model.events import Event
from ginrummy_desktop.model.scoring import Outcome


def played_deal(number: int, turns: int) -> Deal:
    deal = Deal(preset("standard"), dealer=0, deal_number=number)
    players = [make_player("intermediate", seed=1), make_player("intermediate", seed=2)]
    for _ in range(turns):
        if deal.phase is Phase.OVER:
            break
        deal.apply(players[deal.turn].decide(deal_view(deal, deal.turn)).action)
    return deal


def test_unseen_cards_and_odds_add_up() -> None:
    checked = 0
    for number in (3, 4, 5, 6, 7):
        deal = played_deal(number, 14)
        view = deal_view(deal, 0)
        if view.phase in (Phase.LAYOFF, Phase.OVER):
            continue  # a knock card lies face down, outside the pile
        checked += 1
        k = knowledge_of(view)
        assert k.unseen_count == 52 - len(view.hand) - len(view.discard_pile) - len(
            view.opponent_known
        )
        assert k.unseen_count == k.opp_unknown + view.stock_size
        assert abs(sum(k.p_stock) - 1.0) < 1e-9
        assert sum(k.p_opp) <= view.opponent_hand_size + 1e-9
        # The hidden cards really are among the unseen ones.
        hidden = {c.index for c in deal.hands[1]} - {c.index for c in view.opponent_known}
        assert all(k.unseen >> i & 1 for i in hidden)
    assert checked >= 2


def test_guessed_hands_keep_known_cards_and_size() -> None:
    deal = played_deal(8, 20)
    view = deal_view(deal, 0)
    k = knowledge_of(view)
    rng = random.Random(1)
    for draws in (0, 4, 8):
        hand = sample_played_hand(k, rng, draws)
        assert hand.bit_count() == view.opponent_hand_size
        assert hand & k.opp_known == k.opp_known
        assert hand & ~(k.unseen | k.opp_known) == 0


def test_feeding_a_picked_card_is_risky() -> None:
    deal = played_deal(12, 0)
    view = deal_view(deal, 0)
    k = knowledge_of(view)
    # Give the opponent a known pair of sevens, as if picked from the pile.
    seven = [c for c in range(52) if c % 13 == 6]
    known = (1 << seven[0]) | (1 << seven[1])
    k2 = copy.copy(k)
    object.__setattr__(k2, "p_opp", tuple(1.0 if known >> i & 1 else 0.1 for i in range(52)))
    assert feed_risk(k2, seven[2]) > 0.9
    assert feed_risk(k2, seven[2] + 5 if seven[2] % 13 < 8 else seven[2] - 5) < 0.2


def test_meld_makers_match_the_meld_test() -> None:
    rng = random.Random(2)
    for _ in range(200):
        hand = sum(1 << i for i in rng.sample(range(52), 10))
        makers = meld_makers(hand)
        for i in bits(((1 << 52) - 1) & ~hand):
            assert bool(makers >> i & 1) == in_some_meld(hand, i)


def hands_seen(*hands: EarlierHand) -> PlayerView:
    """Player 0's view of a fresh deal, after the given earlier hands of the game."""
    view = deal_view(Deal(preset("standard"), dealer=0, deal_number=9), 0)
    return dataclasses.replace(view, earlier_hands=hands)


def we_knocked(*, passed: bool) -> EarlierHand:
    return EarlierHand(0, Outcome.KNOCK, 10, 4, defender_passed_knock=passed)


def they_knocked(deadwood: int, *, limit: int = 10) -> EarlierHand:
    outcome = Outcome.GIN if deadwood == 0 else Outcome.KNOCK
    return EarlierHand(1, outcome, limit, deadwood, defender_passed_knock=False)


def test_the_opponents_haste_is_read_from_the_earlier_hands() -> None:
    assert opponent_haste(hands_seen()) == 0.5  # nothing seen yet
    # Shown a hand it could have knocked with: almost surely a player who waits.
    assert opponent_haste(hands_seen(we_knocked(passed=True))) < 0.05
    # Never held a knock when we knocked, and knocked itself with 7 and 9: hasty.
    hasty = hands_seen(we_knocked(passed=False), they_knocked(7), they_knocked(9))
    assert opponent_haste(hasty) > 0.95
    # Low knocks and a gin are a waiting player's.
    assert opponent_haste(hands_seen(they_knocked(1), they_knocked(0))) < 0.05
    # One kept knock outweighs two hands of the other kind.
    mixed = hands_seen(we_knocked(passed=False), they_knocked(8), we_knocked(passed=True))
    assert opponent_haste(mixed) < 0.3
    # Under a lower knock limit (Oklahoma's) a knock's count says nothing, nor does a
    # knock of ours the opponent could not have matched; gin only (limit 0) likewise.
    assert opponent_haste(hands_seen(they_knocked(1, limit=2), they_knocked(5, limit=6))) == 0.5
    low = EarlierHand(0, Outcome.KNOCK, 4, 3, defender_passed_knock=False)
    gin_only = EarlierHand(0, Outcome.GIN, 0, 0, defender_passed_knock=False)
    assert opponent_haste(hands_seen(low, gin_only, gin_only)) == 0.5
    # ... but a hand kept within the limit is read at any limit.
    kept = EarlierHand(0, Outcome.KNOCK, 4, 2, defender_passed_knock=True)
    assert opponent_haste(hands_seen(kept)) < 0.05
    # A void hand says nothing either.
    void = EarlierHand(None, Outcome.VOID, 10, 0, defender_passed_knock=False)
    assert opponent_haste(hands_seen(void)) == 0.5


def test_the_haste_of_each_player_is_read_from_its_own_side() -> None:
    """The same earlier hand read from the other seat: the kept knock was player 1's
    own; of player 0 it says only that it knocked with 4."""
    view = dataclasses.replace(hands_seen(we_knocked(passed=True)), player=1)
    assert opponent_haste(view) == 0.5 * 0.88 / (0.5 * 0.88 + 0.5 * 0.25)


def _cards_mask(codes: str) -> int:
    return sum(1 << c.index for c in parse_cards(codes))


def _passes_view(opp: int = 1) -> PlayerView:
    """Player 0's view of a hand whose log is arranged below (the cards are not dealt:
    only the log is read)."""
    deal = Deal(preset("standard"), dealer=0, deal_number=1)
    view = deal_view(deal, 0)
    me = 1 - opp

    def ev(kind: EventKind, player: int, code: str | None = None) -> Event:
        return Event(kind, player, parse_cards(code)[0] if code else None)

    log = (
        ev(EventKind.DEALT, me, "7H"),
        ev(EventKind.UPCARD_PASSED, opp, "7H"),  # passed over: 7H
        ev(EventKind.UPCARD_PASSED, me, "7H"),
        ev(EventKind.STOCK_DRAWN, opp),  # forced after both passed: says nothing
        ev(EventKind.DISCARDED, opp, "KC"),  # thrown: KC, one draw since
        ev(EventKind.DISCARD_DRAWN, me, "KC"),
        ev(EventKind.DISCARDED, me, "5D"),
        ev(EventKind.STOCK_DRAWN, opp),  # passed over: 5D, one draw since
        ev(EventKind.DISCARDED, opp, "QS"),
        ev(EventKind.STOCK_DRAWN, me),
        ev(EventKind.DISCARDED, me, "9C"),
        ev(EventKind.DISCARD_DRAWN, opp, "9C"),
        ev(EventKind.DISCARDED, opp, "2H"),  # thrown with the 9C taken just before
    )
    return dataclasses.replace(view, log=log)


def test_the_opponents_passes_are_read_from_the_log_with_the_draws_since() -> None:
    passes = opponent_passes(_passes_view())
    c = _cards_mask
    nine = c("9C")
    assert passes.draws == 2
    assert passes.declined == ((c("7H").bit_length() - 1, 2, 0), (c("5D").bit_length() - 1, 1, 0))
    assert passes.thrown == (
        (c("KC").bit_length() - 1, 1, 0),
        (c("QS").bit_length() - 1, 0, 0),
        (c("2H").bit_length() - 1, 0, nine),
    )
    # Seen from the other seat, the same log is the other player's.
    other = opponent_passes(_passes_view(opp=0))
    assert other.draws == 1 and [p[0] for p in other.thrown] == [
        c("5D").bit_length() - 1,
        c("9C").bit_length() - 1,
    ]


def test_a_guess_that_melds_a_card_passed_over_fits_the_passes_less() -> None:
    c = _cards_mask
    passes = opponent_passes(_passes_view())
    picked = c("9C")
    # No pair of these meld with 7H, 5D, KC, QS or 2H.
    plain = c("AS 3C 4H 6C 8S 9C TD JH 2D 8D")
    assert passes_weight(plain, passes, picked, 0.9) == 1.0
    # 4D 6D would have taken the 5D (one of the opponent's two draws came since:
    # each card stays with the chance 1 - 0.5 * 1 / 9).
    stay = 1.0 - 0.5 * 1 / 9
    fed = c("AS 3C 4D 6D 8S 9C TD JH 2D 8D")
    assert abs(passes_weight(fed, passes, picked, 0.9) - (1.0 - 0.9 * stay**2)) < 1e-12
    assert passes_weight(fed, passes, picked, 1.0) < passes_weight(fed, passes, picked, 0.5)
    # A pair of the 9C, taken after the 7H was passed over, says nothing of the 7H;
    # 8C TC with the 9C make a run: the 9C was taken because it melded.
    assert passes_weight(c("AS 3C 4H 6C 8S 9C TD JH 8C TC"), passes, picked, 0.9) == 1.0


def test_a_loose_card_higher_than_a_throw_fits_a_greedy_thrower_less() -> None:
    c = _cards_mask
    passes = opponent_passes(_passes_view())
    picked = c("9C")
    # Loose 8H, 9C, JH and TD are higher than the 2H thrown last, and were all held
    # then (no draws since; the 9C was taken just before): a half for each.
    hand = c("AS 2S 3S 4C 5C 6C 8H 9C JH TD")
    assert passes_weight(hand, passes, picked, 0.9) == 1.0
    assert passes_weight(hand, passes, picked, 0.9, greed=0.5) == 0.5**4
    # Its only loose card an ace: it fits every throw.
    assert passes_weight(c("AS 2S 3S 7C 8C 9C JD QD KD AD"), passes, picked, 0.9, 0.5) == 1.0
    # A patient thrower keeps a high card beside a partner: only lone cards count.
    paired = c("AS 2S 3S 4C 5C 6C 8H 9C JH TH")
    lone = c("AS 2S 3S 4C 5C 6C 8H 9C JH TD")
    assert passes_weight(paired, passes, picked, 0.9, greed=0.5, lone_only=True) > (
        passes_weight(lone, passes, picked, 0.9, greed=0.5, lone_only=True)
    )


def test_a_card_taken_and_thrown_again_is_not_held_by_then() -> None:
    view = _passes_view()
    opp = view.opponent

    def ev(kind: EventKind, player: int, code: str | None = None) -> Event:
        return Event(kind, player, parse_cards(code)[0] if code else None)

    nine = _cards_mask("9C")
    log = (
        *view.log,  # the opponent took the 9C and threw the 2H
        ev(EventKind.STOCK_DRAWN, 1 - opp),
        ev(EventKind.DISCARDED, 1 - opp, "3S"),
        ev(EventKind.STOCK_DRAWN, opp),  # passed over: 3S, with the 9C held
        ev(EventKind.DISCARDED, opp, "9C"),  # and now thrown
        ev(EventKind.STOCK_DRAWN, 1 - opp),
        ev(EventKind.DISCARDED, 1 - opp, "4S"),
        ev(EventKind.STOCK_DRAWN, opp),  # passed over: 4S, the 9C no longer held
    )
    passes = opponent_passes(dataclasses.replace(view, log=log))
    assert [p[2] for p in passes.declined[-2:]] == [nine, 0]
    assert passes.thrown[-1][2] == 0

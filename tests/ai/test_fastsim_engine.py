"""The Expert's fast mask simulator (ai/fastsim.py) plays and scores a hand exactly as the
rules engine does: the same moves, then the same points (the engine's hand score plus
the box bonus a won hand brings), for every preset, Oklahoma and straight gin."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.ai.fastsim import (
    MAX_PLIES,
    Ply,
    Scoring,
    greedy_discard,
    knocker_melds,
    rollout,
    score_big_gin,
    score_knock,
)
from ginrummy_desktop.ai.masks import bits, in_some_meld
from ginrummy_desktop.model import (
    DECK,
    PRESET_NAMES,
    BigGin,
    Deal,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    Pass,
    Phase,
    Rules,
    parse_cards,
    preset,
)
from ginrummy_desktop.model.cards import Card, to_mask
from ginrummy_desktop.model.deadwood import min_deadwood

RULE_SETS: dict[str, Rules] = {name: preset(name) for name in PRESET_NAMES}
RULE_SETS["oklahoma"] = preset("standard").with_changes(oklahoma=True)
RULE_SETS["oklahoma_ginirommi"] = preset("ginirommi").with_changes(oklahoma=True)
RULE_SETS["straight_gin"] = preset("standard").with_changes(straight_gin=True)
RULE_SETS["layoff_on_gin"] = preset("ginirommi").with_changes(layoff_on_gin=True, tie_bonus=5)


def _melds(mask: int) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(DECK[i] for i in bits(m)) for _, m in knocker_melds(mask))


def lay_off_best(deal: Deal) -> None:
    """The defender lays off by the engine's best plan (when the rules let them)."""
    if deal.phase is Phase.LAYOFF:
        defender = deal.turn
        for layoff in deal.best_layoff_plan().layoffs:
            deal.apply(LayOff(defender, layoff.card, layoff.meld_index))
        deal.apply(FinishLayoff(defender))
    assert deal.phase is Phase.OVER


def engine_ply(deal: Deal, knock_at: tuple[int, int]) -> Ply:
    """One turn of the fast simulator's policy, played through the engine's actions."""
    p = deal.turn
    assert deal.phase is Phase.DRAW
    top = deal.discard_pile[-1] if deal.discard_pile else None
    hand = to_mask(deal.hands[p])
    took = top is not None and not deal.forced_stock and in_some_meld(hand, top.index)
    deal.apply(DrawDiscard(p) if took else DrawStock(p))
    hand = to_mask(deal.hands[p])
    taken = deal.taken_from_discard
    dw, idx = greedy_discard(hand, 1 << taken.index if taken is not None else 0)
    if dw == 0 and deal.rules.big_gin_allowed and min_deadwood(hand) == 0:
        deal.apply(BigGin(p, melds=_melds(hand)))
        lay_off_best(deal)
        return Ply(p, took, -1, True)
    knocks = dw == 0 or dw <= min(deal.knock_limit, knock_at[p])
    if knocks:
        deal.apply(Knock(p, DECK[idx], melds=_melds(hand & ~(1 << idx))))
        lay_off_best(deal)
    else:
        deal.apply(Discard(p, DECK[idx]))
    return Ply(p, took, idx, knocks)


def value_for(deal: Deal, me: int) -> int:
    result = deal.result
    assert result is not None
    if result.winner is None:
        return 0
    worth = result.points + deal.rules.box_bonus
    return worth if result.winner == me else -worth


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted(RULE_SETS)),
    st.integers(min_value=0, max_value=2**31),
    st.integers(min_value=0, max_value=1),
    st.tuples(st.integers(min_value=0, max_value=10), st.integers(min_value=0, max_value=10)),
)
def test_rollouts_play_and_score_as_the_engine(
    rules_name: str, number: int, dealer: int, knock_at: tuple[int, int]
) -> None:
    rules = RULE_SETS[rules_name]
    deal = Deal(rules, dealer=dealer, deal_number=number)
    # Both decline the upcard; the non-dealer's forced stock draw is played by the
    # engine, and the simulator takes over from the next draw.
    deal.apply(Pass(deal.turn))
    deal.apply(Pass(deal.turn))
    first = engine_ply(deal, knock_at)
    assume(not first.knocked and deal.phase is Phase.DRAW)
    me = first.player
    hands = [to_mask(deal.hands[0]), to_mask(deal.hands[1])]
    stock = [c.index for c in deal.stock]
    top = deal.discard_pile[-1].index
    sc = Scoring.of(rules, deal.knock_limit, doubled=deal.doubled)

    trace: list[Ply] = []
    fast = rollout(hands, stock, top, deal.turn, sc, me=me, knock_at=knock_at, trace=trace)

    engine: list[Ply] = []
    while deal.phase is not Phase.OVER and len(engine) < MAX_PLIES:
        engine.append(engine_ply(deal, knock_at))
    assert trace == engine
    if deal.phase is Phase.OVER:
        assert fast == value_for(deal, me)
    else:
        assert fast == 0  # the simulator's cut for endless discard trading


def _knock_deal(rules: Rules, knocker: str, defender: str, upcard: str) -> Deal:
    """A deal where player 1 (non-dealer) has drawn to ``knocker`` + one card and knocks."""
    from model.helpers import arranged_deal  # tests/model/helpers.py

    hand = parse_cards(knocker)
    deal = arranged_deal(
        rules,
        dealer=0,
        hands={1: hand[:10], 0: parse_cards(defender)},
        upcard=parse_cards(upcard)[0],
        stock=hand[10:],
    )
    deal.apply(Pass(1))
    deal.apply(Pass(0))
    deal.apply(DrawStock(1))
    return deal


def _engine_points(deal: Deal, action: Knock | BigGin) -> int:
    deal.apply(action)
    lay_off_best(deal)
    return value_for(deal, 1)


def test_each_bonus_scores_as_the_engine() -> None:
    """Arranged ends: a knock, an undercut, a tie, a gin and a Big Gin, doubled or not."""
    cases = [
        # knocker (10 + drawn card), defender, upcard, card thrown (None: Big Gin)
        # a knock; one with a layoff; an undercut and a tie (doubled under Oklahoma:
        # a spade upcard); a gin (doubled); a Big Gin
        ("2C 3C 4C 5H 5D 5S 9S TS JS AD KH", "7C 8C 9C 6H 7H 8H QD QC 4D 2S", "3H", "KH"),
        ("2C 3C 4C 5H 5D 5S 9S TS JS AD KH", "7C 8C 9C 6H 7H 8H QD QC 5C 2S", "3H", "KH"),
        ("2C 3C 4C 5H 5D 5S 9S TS JS 8D KH", "7C 8C 9C 6H 7H 8H 9H QD QC QH", "8S", "KH"),
        ("2C 3C 4C 5H 5D 5S 9S TS JS 4D KH", "7C 8C 9C 6H 7H 8H QD QC QH 4H", "KS", "KH"),
        ("2C 3C 4C 5H 5D 5S 9S TS JS QS KH", "7C 8C 9C 6H 7H 8H QD QC 4D 2S", "3S", "KH"),
        ("2C 3C 4C 5H 5D 5S 9S TS JS QS KS", "7C 8C 9C 6H 7H 8H QD QC 4D 2S", "3H", None),
    ]
    checked = 0
    for name, rules in RULE_SETS.items():
        for knocker, defender, upcard, thrown in cases:
            deal = _knock_deal(rules, knocker, defender, upcard)
            hand = to_mask(deal.hands[1])
            other = to_mask(deal.hands[0])
            sc = Scoring.of(rules, deal.knock_limit, doubled=deal.doubled)
            if thrown is None:
                if not rules.big_gin_allowed:
                    continue
                fast = score_big_gin(hand, other, sc)
                action: Knock | BigGin = BigGin(1, melds=_melds(hand))
            else:
                card = parse_cards(thrown)[0]
                rest = hand & ~card.bit
                if min_deadwood(rest) > deal.knock_limit:
                    continue
                fast = score_knock(rest, other, sc)
                action = Knock(1, card, melds=_melds(rest))
            assert fast == _engine_points(deal, action), (name, knocker)
            checked += 1
    assert checked >= 30

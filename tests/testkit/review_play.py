"""Scripted hands for the review tests: a compact move notation and policy play."""

from __future__ import annotations

from collections.abc import Callable

from ginrummy_desktop.model import (
    PRESETS,
    Action,
    Deal,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    LayOff,
    Match,
    Pass,
    PlayerView,
    TakeUpcard,
    deal_view,
    parse_card,
    preset,
)
from ginrummy_desktop.review.duplicate import DuplicateHand
from ginrummy_desktop.review.rollout import policy_move
from testkit.scripted_play import play_match

# Deal 360, the person (seat 0) deals. The computer takes the king of diamonds as the
# first upcard and later picks up the king of hearts the person threw: two kings in
# plain sight. Then the person draws the king of spades and throws it at once
# (instead of the 9♦ that the plain deadwood count would throw): the planted blunder.
FED_KING = (
    "take1 discard1:JD stock0 discard0:JH stock1 discard1:KC stock0 discard0:KH pile1 "
    "discard1:TD stock0 discard0:KS pile1 discard1:QS stock0 discard0:JC stock1 discard1:6H "
    "pile0 discard0:9D stock1 discard1:TS stock0 discard0:8H stock1 knock1:6S finish0"
)
# Deal 38, the person deals and plays as the Expert, except at step 11: they could
# knock with 8 but play on, and knock three turns later.
LATE_KNOCK = (
    "pass1 take0 discard0:KC stock1 discard1:TC stock0 discard0:9C stock1 discard1:QC pile0 "
    "discard0:6D pile1 discard1:JS stock0 discard0:7S stock1 discard1:KS stock0 discard0:4C "
    "stock1 discard1:9S stock0 knock0:4D lay1:7H@1 finish1"
)


_SIMPLE = {
    "take": TakeUpcard,
    "pass": Pass,
    "stock": DrawStock,
    "pile": DrawDiscard,
    "finish": FinishLayoff,
}
_CARD = {"discard": Discard, "knock": Knock, "gin": Gin}


def parse_moves(text: str) -> list[Action]:
    """'take1 discard1:JD stock0 lay0:7S@1 finish0': the move, its player, its card."""
    out: list[Action] = []
    for token in text.split():
        head, _, card = token.partition(":")
        kind, player = head[:-1], int(head[-1])
        if kind in _SIMPLE:
            out.append(_SIMPLE[kind](player))
        elif kind in _CARD:
            out.append(_CARD[kind](player, parse_card(card)))
        elif kind == "lay":
            code, _, meld = card.partition("@")
            out.append(LayOff(player, parse_card(code), int(meld)))
        else:
            raise ValueError(token)
    return out


def format_moves(actions: list[Action]) -> str:
    names = {v: k for k, v in {**_SIMPLE, **_CARD}.items()}
    parts = []
    for a in actions:
        if isinstance(a, LayOff):
            parts.append(f"lay{a.player}:{a.card.code}@{a.meld_index}")
        elif type(a) in (Discard, Knock, Gin):
            parts.append(f"{names[type(a)]}{a.player}:{a.card.code}")
        else:
            parts.append(f"{names[type(a)]}{a.player}")
    return " ".join(parts)


Chooser = Callable[[PlayerView], Action]


def play(
    deal_number: int,
    *,
    dealer: int = 0,
    person: Chooser = policy_move,
    computer: Chooser = policy_move,
    rules_name: str = "standard",
) -> Deal:
    """A whole hand: seat 0 chooses with ``person``, seat 1 with ``computer``."""
    deal = Deal(preset(rules_name), dealer=dealer, deal_number=deal_number)
    while not deal.is_over:
        p = deal.turn
        view = deal_view(deal, p)
        action = person(view) if p == 0 and view.phase.value != "layoff" else None
        if action is None:
            action = (computer if p == 1 else policy_move)(view)
        deal.apply(action)
    return deal


# A duplicate deal whose two plays parted (for the review and statistics tests).
def parting_deal() -> tuple[Deal, int, Action]:
    """A played hand and, at a move of the person's after the first few, another legal
    move the reference made there instead."""
    match = play_match(PRESETS["standard"], seed=4)
    deal = match.deals[0]
    actions = list(deal.actions)
    replay = Deal(PRESETS["standard"], dealer=deal.dealer, deal_number=deal.deal_number)
    for k, action in enumerate(actions):
        if k >= 4 and action.player == 0:
            other = [a for a in replay.legal_actions() if a != action]
            if other:
                return deal, k, other[0]
        replay.apply(action)
    raise AssertionError("no move with a choice in the hand")


def parting_at_a_take(kind: str) -> tuple[Deal, list[Action], list[Action]]:
    """A deal played to a move of the player on turn where the person's play takes from
    the pile (``kind``: take_upcard or draw_discard) and the reference's draws or passes."""
    deal = Deal(PRESETS["standard"], dealer=0, deal_number=5)
    played: list[Action] = []

    def move(k: str) -> None:
        action = next(a for a in deal.legal_actions() if a.kind == k)
        deal.apply(action)
        played.append(action)

    if kind == "draw_discard":
        for k in ("pass", "pass", "draw_stock"):
            move(k)
        move("discard")
    legal = deal.legal_actions()
    mine = next(a for a in legal if a.kind == kind)
    theirs = next(a for a in legal if a.kind in ("pass", "draw_stock"))
    return deal, [*played, mine], [*played, theirs]


def duplicate_record(deal: Deal, reference: tuple[Action, ...]) -> DuplicateHand:
    assert deal.result is not None
    return DuplicateHand(
        hand_index=0, deal_number=deal.deal_number, dealer=deal.dealer, person_seat=0,
        reference_level="expert", reference_seed=1, opponent_level="advanced",
        opponent_seed=2, reference_actions=reference, reference_points=-10,
        reference_outcome=deal.result.outcome, person_points=deal.result.points_for(0),
        person_outcome=deal.result.outcome,
    )  # fmt: skip


def arranged_duplicate_hand(match: Match, index: int, *, reference_points: int) -> DuplicateHand:
    """Hand ``index`` of ``match`` as a duplicate deal the reference (Expert) played the
    same way and scored ``reference_points`` on; the person's result from the match."""
    deal = match.deals[index]
    assert deal.result is not None
    return DuplicateHand(
        hand_index=index, deal_number=deal.deal_number, dealer=deal.dealer, person_seat=0,
        reference_level="expert", reference_seed=1, opponent_level="beginner",
        opponent_seed=2, reference_actions=tuple(deal.actions),
        reference_points=reference_points, reference_outcome=deal.result.outcome,
    ).with_person_result(match)  # fmt: skip

"""Scripted hands for the review tests: a compact move notation and policy play."""

from __future__ import annotations

from collections.abc import Callable

from ginrummy_desktop.model import (
    Action,
    Deal,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    LayOff,
    Pass,
    PlayerView,
    TakeUpcard,
    deal_view,
    parse_card,
    preset,
)
from ginrummy_desktop.review.rollout import policy_move

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

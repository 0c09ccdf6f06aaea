"""The way out of an endless trade of discards: a stock draw past STALL_ACTIONS moves."""

from __future__ import annotations

from ginrummy_desktop.ai.base import STALL_ACTIONS, breaks_stall
from ginrummy_desktop.model import Discard, DrawDiscard, DrawStock, parse_card


def test_taking_the_discard_becomes_a_stock_draw_past_the_limit() -> None:
    assert breaks_stall(DrawDiscard(1), STALL_ACTIONS - 1) == DrawDiscard(1)
    assert breaks_stall(DrawDiscard(1), STALL_ACTIONS) == DrawStock(1)
    # Nothing but taking the discard is changed.
    discard = Discard(0, parse_card("KS"))
    assert breaks_stall(discard, STALL_ACTIONS + 5) == discard
    assert breaks_stall(DrawStock(0), STALL_ACTIONS + 5) == DrawStock(0)

"""The moves a player can make: small frozen values, serialisable to JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cards import Card, parse_card
from .errors import IllegalCode
from .melds import Meld


@dataclass(frozen=True, slots=True)
class Action:
    player: int
    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "player": self.player}


@dataclass(frozen=True, slots=True)
class TakeUpcard(Action):
    """Take the first face-up card when it is offered."""

    kind: ClassVar[str] = "take_upcard"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline the first face-up card."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class DrawStock(Action):
    kind: ClassVar[str] = "draw_stock"


@dataclass(frozen=True, slots=True)
class DrawDiscard(Action):
    kind: ClassVar[str] = "draw_discard"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: Card = field(default=None)  # type: ignore[assignment]
    kind: ClassVar[str] = "discard"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "player": self.player, "card": self.card.code}


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """Knock, discarding ``card`` face down. ``melds`` is the knocker's own
    arrangement; None asks for the automatic best one. A knock that leaves no
    deadwood is gin."""

    card: Card = field(default=None)  # type: ignore[assignment]
    melds: tuple[tuple[Card, ...], ...] | None = None
    kind: ClassVar[str] = "knock"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.kind, "player": self.player, "card": self.card.code}
        if self.melds is not None:
            d["melds"] = [[c.code for c in m] for m in self.melds]
        return d


@dataclass(frozen=True, slots=True)
class Gin(Knock):
    """Go gin: knock with every remaining card in melds."""

    kind: ClassVar[str] = "gin"


@dataclass(frozen=True, slots=True)
class BigGin(Action):
    """All eleven cards meld after the draw: go out without a discard."""

    melds: tuple[tuple[Card, ...], ...] | None = None
    kind: ClassVar[str] = "big_gin"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.kind, "player": self.player}
        if self.melds is not None:
            d["melds"] = [[c.code for c in m] for m in self.melds]
        return d


@dataclass(frozen=True, slots=True)
class LayOff(Action):
    """The defender adds ``card`` to the knocker's meld number ``meld_index``."""

    card: Card = field(default=None)  # type: ignore[assignment]
    meld_index: int = 0
    kind: ClassVar[str] = "lay_off"

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.kind,
            "player": self.player,
            "card": self.card.code,
            "meld": self.meld_index,
        }


@dataclass(frozen=True, slots=True)
class FinishLayoff(Action):
    """The defender is done laying off; the hand is scored."""

    kind: ClassVar[str] = "finish_layoff"


@dataclass(frozen=True, slots=True)
class NextHand(Action):
    """Deal the next hand of the match (either player may ask)."""

    kind: ClassVar[str] = "next_hand"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        TakeUpcard,
        Pass,
        DrawStock,
        DrawDiscard,
        Discard,
        Knock,
        Gin,
        BigGin,
        LayOff,
        FinishLayoff,
        NextHand,
    )
}


class ActionFormatError(ValueError):
    """A stored action that cannot be read back."""


def action_from_dict(data: dict[str, Any]) -> Action:
    try:
        cls = ACTION_TYPES[data["type"]]
        player = data["player"]
        if player not in (0, 1) or isinstance(player, bool):
            raise ActionFormatError(f"bad player {player!r}")
        if cls in (Discard,):
            return Discard(player, parse_card(data["card"]))
        if cls in (Knock, Gin):
            melds = data.get("melds")
            mt = None if melds is None else tuple(tuple(parse_card(c) for c in m) for m in melds)
            return cls(player, parse_card(data["card"]), mt)
        if cls is BigGin:
            melds = data.get("melds")
            mt = None if melds is None else tuple(tuple(parse_card(c) for c in m) for m in melds)
            return BigGin(player, mt)
        if cls is LayOff:
            idx = data["meld"]
            if not isinstance(idx, int) or isinstance(idx, bool):
                raise ActionFormatError("bad meld index")
            return LayOff(player, parse_card(data["card"]), idx)
        return cls(player)
    except ActionFormatError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise ActionFormatError(f"unreadable action {data!r}: {exc}") from None


def _is_int(value: object) -> bool:
    # bool is an int subclass, and True == 1: a flag must never pass for a seat.
    return isinstance(value, int) and not isinstance(value, bool)


def _is_melds(value: object) -> bool:
    if value is None:
        return True
    if not isinstance(value, tuple | list):
        return False
    return all(isinstance(m, tuple | list) and all(isinstance(c, Card) for c in m) for m in value)


def field_problem(action: object) -> tuple[IllegalCode, str] | None:
    """Why an action's fields are of the wrong type, as the refusal's code and message
    (None when they are right).

    Checked before anything else, so that ``DrawStock(1.0)`` or ``Pass(True)`` is
    refused whole instead of failing half-way or being recorded."""
    if not isinstance(action, Action):
        return IllegalCode.UNKNOWN_ACTION, "not an action"
    if not _is_int(action.player):
        return IllegalCode.UNKNOWN_ACTION, f"the player must be 0 or 1, not {action.player!r}"
    if isinstance(action, Discard | Knock | LayOff) and not isinstance(action.card, Card):
        return IllegalCode.CARD_NOT_IN_HAND, f"not a card: {action.card!r}"
    if isinstance(action, Knock | BigGin) and not _is_melds(action.melds):
        return IllegalCode.BAD_MELDS, "the melds must be groups of cards"
    if isinstance(action, LayOff) and not _is_int(action.meld_index):
        return IllegalCode.UNKNOWN_ACTION, f"not a meld number: {action.meld_index!r}"
    return None


def melds_of(melds: tuple[tuple[Card, ...], ...] | None) -> list[Meld] | None:
    if melds is None:
        return None
    return [Meld.of(m) for m in melds]

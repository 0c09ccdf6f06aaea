"""Suit outlines and small SVG helpers shared by the card and icon generators."""

from __future__ import annotations

# Every suit is drawn in a 100 x 100 box centred on the origin so that a pip of
# any suit can be placed with one translate/scale; the shapes are our own curves.
SUIT_PATHS: dict[str, str] = {
    "H": (
        "M0 46C-9 33-50 9-50-19C-50-37-37-48-24-48C-12-48-4-41 0-31"
        "C4-41 12-48 24-48C37-48 50-37 50-19C50 9 9 33 0 46Z"
    ),
    "D": "M0-50Q15-24 38 0Q15 24 0 50Q-15 24-38 0Q-15-24 0-50Z",
    "S": (
        "M0-50C-11-31-49-12-49 12C-49 30-36 39-23 39C-13 39-6 34-3 28"
        "C-4 37-9 45-18 50L18 50C9 45 4 37 3 28C6 34 13 39 23 39"
        "C36 39 49 30 49 12C49-12 11-31 0-50Z"
    ),
    # Three overlapping lobes, a filler between them and a flared stem; one
    # path with non-zero filling so the overlaps never show as seams.
    "C": (
        "M-22-25A22 22 0 1 1 22-25A22 22 0 1 1-22-25Z"
        "M-47 13A22.5 22.5 0 1 1-2 13A22.5 22.5 0 1 1-47 13Z"
        "M2 13A22.5 22.5 0 1 1 47 13A22.5 22.5 0 1 1 2 13Z"
        "M0-12L15 14L0 24L-15 14Z"
        "M3.5 14C4 33 9 44 18 50L-18 50C-9 44-4 33-3.5 14Z"
    ),
}

SUITS = "CDHS"
RANKS = "A23456789TJQK"


def num(value: float) -> str:
    """Formats a coordinate compactly and deterministically (byte-identical reruns)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def suit_shape(
    suit: str, x: float, y: float, size: float, fill: str, *, flip: bool = False, extra: str = ""
) -> str:
    """A suit symbol `size` units wide centred at (x, y); `flip` turns it upside down."""
    scale = size / 100
    rotate = " rotate(180)" if flip else ""
    return (
        f'<path transform="translate({num(x)} {num(y)}){rotate} scale({num(scale)})" '
        f'fill="{fill}"{extra} d="{SUIT_PATHS[suit]}"/>'
    )


def svg_document(width: float, height: float, body: list[str]) -> str:
    """Wraps elements in an SVG Tiny 1.2 root, the profile QSvgRenderer implements."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">\n'
    )
    return head + "\n".join(body) + "\n</svg>\n"

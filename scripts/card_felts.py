"""Table felts: a baize colour with a soft light over the middle and a darker rail."""

from __future__ import annotations

import random

from card_suits import num, svg_document

FELT_WIDTH, FELT_HEIGHT = 1600.0, 1000.0

# name -> (top colour, bottom colour, glow colour in the middle, fibre colour)
FELT_COLOURS: dict[str, tuple[str, str, str, str]] = {
    "green": ("#125434", "#0c4228", "#2e8050", "#d8f0dc"),
    "blue": ("#123a5e", "#0b2a47", "#2c6596", "#d6e6f6"),
    "burgundy": ("#5a1722", "#430f18", "#8c2d3b", "#f6d8dc"),
    # The dark felt: charcoal, for dim rooms; the cards stay the brightest thing.
    "charcoal": ("#25272b", "#18191c", "#3d4046", "#e6e6e6"),
}

FIBRES = 900  # faint short strokes that give the cloth its grain


def _fibres(colour: str) -> str:
    # A fixed seed: the script must write the same bytes every time (tests/test_assets.py).
    rng = random.Random(14)
    parts: list[str] = []
    for _ in range(FIBRES):
        x = rng.uniform(0, FELT_WIDTH)
        y = rng.uniform(0, FELT_HEIGHT)
        dx = rng.uniform(-7, 7)
        dy = rng.uniform(-2.5, 2.5)
        parts.append(f"M{num(x)} {num(y)}l{num(dx)} {num(dy)}")
    return (
        f'<path fill="none" stroke="{colour}" stroke-opacity="0.045" stroke-width="1.4" '
        f'stroke-linecap="round" d="{"".join(parts)}"/>'
    )


def felt_svg(name: str) -> str:
    top, bottom, glow, fibre = FELT_COLOURS[name]
    w, h = FELT_WIDTH, FELT_HEIGHT
    body = [
        "<defs>",
        f'<linearGradient id="base" x1="0" y1="0" x2="0" y2="{num(h)}" '
        'gradientUnits="userSpaceOnUse">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        "</linearGradient>",
        f'<radialGradient id="light" cx="{num(w / 2)}" cy="{num(h * 0.48)}" '
        f'r="{num(w * 0.62)}" gradientUnits="userSpaceOnUse">'
        f'<stop offset="0" stop-color="{glow}" stop-opacity="0.78"/>'
        f'<stop offset="0.55" stop-color="{glow}" stop-opacity="0.3"/>'
        '<stop offset="1" stop-color="#000000" stop-opacity="0.45"/>'
        "</radialGradient>",
        "</defs>",
        f'<rect x="0" y="0" width="{num(w)}" height="{num(h)}" fill="url(#base)"/>',
        f'<rect x="0" y="0" width="{num(w)}" height="{num(h)}" fill="url(#light)"/>',
        _fibres(fibre),
    ]
    return svg_document(w, h, body)

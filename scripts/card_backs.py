"""Card back designs: a diamond lattice with a medallion, in a few colours."""

from __future__ import annotations

from card_suits import num, suit_shape, svg_document

# name -> (panel colour, lattice colour, medallion colour)
BACK_COLOURS: dict[str, tuple[str, str, str]] = {
    "blue": ("#1d4f96", "#6f9ad6", "#163d75"),
    "red": ("#a5191f", "#df6d6a", "#7f1217"),
    "green": ("#1f6b3f", "#74b58c", "#16512f"),
    # Dark with a gold weave: it stays apart from every felt, the charcoal one included.
    "black": ("#232428", "#c9a54a", "#141518"),
}

BORDER = 11.0  # white margin round the printed panel, as on real backs
LATTICE_STEP = 15.0


def _lattice(x0: float, y0: float, x1: float, y1: float, centre: tuple[float, float]) -> str:
    """Diagonal lines clipped to a rectangle by arithmetic (QtSvg Tiny has no clipPath)."""
    cx, cy = centre
    parts: list[str] = []
    reach = int((x1 - x0 + y1 - y0) / LATTICE_STEP) + 1
    for k in range(-reach, reach + 1):
        # Lines x + y = c, centred on the card so the pattern is symmetric.
        c = cx + cy + k * LATTICE_STEP
        lo, hi = max(x0, c - y1), min(x1, c - y0)
        if hi - lo > 0.5:
            parts.append(f"M{num(lo)} {num(c - lo)}L{num(hi)} {num(c - hi)}")
        # Lines x - y = c.
        c = cx - cy + k * LATTICE_STEP
        lo, hi = max(x0, c + y0), min(x1, c + y1)
        if hi - lo > 0.5:
            parts.append(f"M{num(lo)} {num(lo - c)}L{num(hi)} {num(hi - c)}")
    return "".join(parts)


def _dots(x0: float, y0: float, x1: float, y1: float, centre: tuple[float, float]) -> str:
    """Small diamonds in the middle of every lattice cell, which gives the weave look."""
    cx, cy = centre
    half = LATTICE_STEP / 2
    parts: list[str] = []
    cols = int((x1 - x0) / LATTICE_STEP) + 2
    rows = int((y1 - y0) / LATTICE_STEP) + 2
    size = 2.2
    for i in range(-cols, cols + 1):
        for j in range(-rows, rows + 1):
            # Cell centres of the diagonal lattice lie on this half-step grid.
            if (i + j) % 2:
                continue
            x = cx + i * half
            y = cy + j * half + half
            if x0 + size < x < x1 - size and y0 + size < y < y1 - size:
                parts.append(
                    f"M{num(x)} {num(y - size)}L{num(x + size)} {num(y)}"
                    f"L{num(x)} {num(y + size)}L{num(x - size)} {num(y)}Z"
                )
    return "".join(parts)


def back_svg(name: str, width: float, height: float, radius: float) -> str:
    panel, line, medal = BACK_COLOURS[name]
    cx, cy = width / 2, height / 2
    x0, y0, x1, y1 = BORDER, BORDER, width - BORDER, height - BORDER
    inner_r = radius - BORDER / 2
    body = [
        f'<rect x="0.75" y="0.75" width="{num(width - 1.5)}" height="{num(height - 1.5)}" '
        f'rx="{num(radius)}" ry="{num(radius)}" fill="#fffefa" stroke="#8d8d8d" '
        'stroke-width="1.5"/>',
        f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}" height="{num(y1 - y0)}" '
        f'rx="{num(inner_r)}" ry="{num(inner_r)}" fill="{panel}"/>',
        # Inset by 3 so straight lattice ends stay inside the rounded panel corners.
        f'<path fill="none" stroke="{line}" stroke-width="1.1" '
        f'd="{_lattice(x0 + 3, y0 + 3, x1 - 3, y1 - 3, (cx, cy))}"/>',
        f'<path fill="{line}" d="{_dots(x0 + 3, y0 + 3, x1 - 3, y1 - 3, (cx, cy))}"/>',
        f'<rect x="{num(x0 + 6)}" y="{num(y0 + 6)}" width="{num(x1 - x0 - 12)}" '
        f'height="{num(y1 - y0 - 12)}" rx="4" ry="4" fill="none" stroke="#ffffff" '
        'stroke-opacity="0.85" stroke-width="1.6"/>',
        # Central medallion: a framed oval carrying the four suits.
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="50" ry="66" fill="{medal}" '
        'stroke="#ffffff" stroke-width="3"/>',
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="42" ry="58" fill="none" '
        f'stroke="{line}" stroke-width="1.2"/>',
    ]
    offsets = {"S": (0, -28), "H": (24, 0), "C": (0, 28), "D": (-24, 0)}
    for suit, (dx, dy) in offsets.items():
        body.append(suit_shape(suit, cx + dx, cy + dy, 22, "#ffffff"))
    return svg_document(width, height, body)

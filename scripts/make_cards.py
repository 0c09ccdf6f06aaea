"""Generates the SVG card faces, backs and table felts in ginrummy_desktop/assets/cards/."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# Run as a script, so the sibling modules are importable from this folder.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_backs import BACK_COLOURS, back_svg
from card_courts import ace_of_spades, court_figure
from card_felts import FELT_COLOURS, felt_svg
from card_suits import RANKS, SUITS, num, suit_shape, svg_document

WIDTH, HEIGHT, RADIUS = 250.0, 350.0, 14.0
CENTRE_X, CENTRE_Y = WIDTH / 2, HEIGHT / 2
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "ginrummy_desktop" / "assets" / "cards"

INK = "#1b1b1f"
DECK_COLOURS: dict[str, dict[str, str]] = {
    "classic": {"S": INK, "C": INK, "H": "#c4161c", "D": "#c4161c"},
    "four_colour": {"S": INK, "C": "#17803a", "H": "#c4161c", "D": "#1854b4"},
}

INDEX_FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
INDEX_X = 24.0  # centre of the index column
RANK_BASELINE, RANK_SIZE = 52.0, 50.0
INDEX_SUIT_Y, INDEX_SUIT_SIZE = 83.0, 38.0

# Pip positions as (column, row): columns -1/0/1, rows 0 (top) .. 1 (bottom).
# These are the traditional Anglo-French layouts; pips below the middle are
# printed upside down so the card reads the same either way up.
PIP_LAYOUTS: dict[str, list[tuple[int, float]]] = {
    "2": [(0, 0), (0, 1)],
    "3": [(0, 0), (0, 0.5), (0, 1)],
    "4": [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    "5": [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    "6": [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, 0.5)],
    "T": [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, 1 / 6), (0, 5 / 6)],
}
PIP_COLUMN_GAP = 51.0
PIP_TOP, PIP_BOTTOM = 69.0, 281.0
PIP_SIZE = 43.0


def card_outline() -> list[str]:
    """The white card with a hairline edge, so it stands out on the felt."""
    return [
        f'<rect x="0.75" y="0.75" width="{num(WIDTH - 1.5)}" height="{num(HEIGHT - 1.5)}" '
        f'rx="{num(RADIUS)}" ry="{num(RADIUS)}" fill="#fffefa" stroke="#8d8d8d" '
        'stroke-width="1.5"/>'
    ]


def index(rank: str, suit: str, colour: str) -> list[str]:
    """Rank and small suit in the top-left corner, repeated upside down bottom-right."""
    label = "10" if rank == "T" else rank
    # Two digits would crowd the corner, so "10" is squeezed horizontally.
    squeeze = " scale(0.62 1)" if label == "10" else ""
    text = (
        f'<text transform="translate({num(INDEX_X)} {num(RANK_BASELINE)}){squeeze}" '
        f'x="0" y="0" text-anchor="middle" font-family="{INDEX_FONT}" font-weight="bold" '
        f'font-size="{num(RANK_SIZE)}" fill="{colour}">{label}</text>'
    )
    pip = suit_shape(suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_SIZE, colour)
    corner = f"<g>{text}{pip}</g>"
    turned = f'<g transform="rotate(180 {num(CENTRE_X)} {num(CENTRE_Y)})">{text}{pip}</g>'
    return [corner, turned]


def pips(rank: str, suit: str, colour: str) -> list[str]:
    out = []
    for column, row in PIP_LAYOUTS[rank]:
        x = CENTRE_X + column * PIP_COLUMN_GAP
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        out.append(suit_shape(suit, x, y, PIP_SIZE, colour, flip=row > 0.5))
    return out


def face_svg(deck: str, code: str) -> str:
    rank, suit = code[0], code[1]
    colour = DECK_COLOURS[deck][suit]
    body = card_outline()
    if rank == "A" and suit == "S":
        body += ace_of_spades(CENTRE_X, CENTRE_Y, colour)
    elif rank == "A":
        body.append(suit_shape(suit, CENTRE_X, CENTRE_Y, 100, colour))
    elif rank in "JQK":
        body += court_figure(rank, suit, colour, width=WIDTH, height=HEIGHT)
    else:
        body += pips(rank, suit, colour)
    body += index(rank, suit, colour)
    return svg_document(WIDTH, HEIGHT, body)


def generate(out_dir: Path) -> list[Path]:
    """Writes every deck and back below `out_dir`; returns the files written."""
    written: list[Path] = []

    def write(path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        # newline="\n" keeps the bytes identical on Windows too.
        with path.open("w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        written.append(path)

    for deck in DECK_COLOURS:
        for suit in SUITS:
            for rank in RANKS:
                code = rank + suit
                write(out_dir / deck / f"{code}.svg", face_svg(deck, code))
    for name in BACK_COLOURS:
        write(out_dir / "backs" / f"{name}.svg", back_svg(name, WIDTH, HEIGHT, RADIUS))
    for name in FELT_COLOURS:
        write(out_dir / "felts" / f"{name}.svg", felt_svg(name))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    files = generate(args.out)
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Court figures (J, Q, K) and the ornate ace of spades, drawn as SVG shapes."""

from __future__ import annotations

import math

from card_suits import SUIT_PATHS, num, suit_shape

INK = "#1b1b1f"
GOLD = "#e9b53a"
GOLD_DARK = "#9c6f14"
SKIN = "#f6d9b8"
CREAM = "#fdf7e7"
WHITE = "#ffffff"
RED = "#c3262e"
BLUE = "#24509c"

# Frame of the court picture; the figure is drawn for the top half only and
# repeated upside down, like the double-ended courts of a real deck.
FX0, FY0, FX1, FY1 = 52.0, 21.0, 198.0, 329.0
CX, CY = 125.0, 175.0
FIGURE_SCALE = 1.06

# Robe colours per suit (main, panel), varied so the four kings differ at a glance.
ROBES: dict[str, tuple[str, str]] = {
    "S": (BLUE, RED),
    "H": (RED, BLUE),
    "D": (RED, INK),
    "C": (BLUE, INK),
}

HAIR = {"K": "#eeeae0", "Q": "#b4772a", "J": "#6d4524"}


def _stroke(width: float = 1.2) -> str:
    return f'stroke="{INK}" stroke-width="{num(width)}" stroke-linejoin="round"'


def _face() -> list[str]:
    return [
        f'<rect x="119" y="104" width="12" height="18" fill="{SKIN}" {_stroke()}/>',
        f'<ellipse cx="125" cy="91" rx="15.5" ry="19" fill="{SKIN}" {_stroke()}/>',
        f'<path fill="none" {_stroke(1.1)} '
        'd="M114.5 84Q118.5 81.5 122 84M128 84Q131.5 81.5 135.5 84"/>',
        f'<ellipse cx="118.5" cy="88.5" rx="2" ry="1.5" fill="{INK}"/>',
        f'<ellipse cx="131.5" cy="88.5" rx="2" ry="1.5" fill="{INK}"/>',
        f'<path fill="none" {_stroke(1.1)} d="M125.5 88Q123 96 126.5 97.5"/>',
        '<path fill="#c0393f" d="M120 102.5Q125 101 130 102.5Q125 106.5 120 102.5Z"/>',
        '<ellipse cx="116.5" cy="97" rx="3.2" ry="2.2" fill="#eba58f" fill-opacity="0.7"/>',
        '<ellipse cx="133.5" cy="97" rx="3.2" ry="2.2" fill="#eba58f" fill-opacity="0.7"/>',
    ]


def _robe(main: str, panel: str) -> list[str]:
    """Shoulders, a front panel with gold trim and a dotted brocade."""
    out = [
        f'<path fill="{main}" {_stroke()} d="M64 175L64 152Q66 131 98 121L152 121'
        f'Q184 131 186 152L186 175Z"/>',
        f'<path fill="{panel}" {_stroke()} d="M106 121L144 121L153 175L97 175Z"/>',
        f'<path fill="none" stroke="{GOLD}" stroke-width="3" d="M109.5 123L101.5 175'
        f'M140.5 123L148.5 175"/>',
    ]
    # Brocade dots on the shoulders: a staggered grid, kept off the front panel.
    dots = []
    for row, y in enumerate(range(136, 175, 9)):
        shift = 4.5 if row % 2 else 0.0
        for i in range(13):
            x = 70 + shift + i * 9
            in_panel = 94 <= x <= 156
            # The shoulders round off towards the top outer corners.
            off_shoulder = y < 146 and not 78 <= x <= 172
            if x <= 180 and not in_panel and not off_shoulder:
                dots.append(f"M{num(x)} {y - 1.8}l1.8 1.8l-1.8 1.8l-1.8-1.8Z")
    out.append(f'<path fill="{GOLD}" d="{"".join(dots)}"/>')
    # Diamonds down the panel echo the trim.
    chain = "".join(f"M125 {y}l4 5l-4 5l-4-5Z" for y in range(128, 170, 12))
    out.append(f'<path fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="0.6" d="{chain}"/>')
    return out


def _king(main: str) -> list[str]:
    sword = [
        f'<path fill="#d9dde3" {_stroke()} d="M76 60L80 52L84 60L84 140L76 140Z"/>',
        '<path fill="none" stroke="#a9b0ba" stroke-width="1" d="M80 60L80 138"/>',
        f'<rect x="66" y="139" width="28" height="6" rx="3" fill="{GOLD}" {_stroke()}/>',
        f'<rect x="77" y="145" width="6" height="18" fill="#6d4524" {_stroke()}/>',
        f'<circle cx="80" cy="166" r="4" fill="{GOLD}" {_stroke()}/>',
    ]
    hair_beard = [
        f'<path fill="{HAIR["K"]}" {_stroke()} d="M108 78Q104 100 110 112Q115 126 125 131'
        f"Q135 126 140 112Q146 100 142 78Q141 96 137 101Q131 107 125 107Q119 107 113 101"
        f'Q109 96 108 78Z"/>',
        f'<path fill="{HAIR["K"]}" {_stroke(1)} d="M117 101Q125 96 133 101Q129 104 125 102'
        f'Q121 104 117 101Z"/>',
        '<path fill="none" stroke="#b9b2a0" stroke-width="0.9" d="M119 112Q125 120 131 112'
        'M116 108Q119 119 125 124M134 108Q131 119 125 124"/>',
    ]
    crown = [
        f'<path fill="{GOLD}" {_stroke()} d="M104 74L106 47L115 60L125 40L135 60L144 47L146 74Z"/>',
        f'<rect x="103" y="66" width="44" height="9" fill="{GOLD}" {_stroke()}/>',
        f'<circle cx="106" cy="46" r="3.2" fill="{GOLD}" {_stroke(1)}/>',
        f'<circle cx="125" cy="38.5" r="3.6" fill="{GOLD}" {_stroke(1)}/>',
        f'<circle cx="144" cy="46" r="3.2" fill="{GOLD}" {_stroke(1)}/>',
        f'<circle cx="114" cy="70.5" r="2.3" fill="{RED}"/>',
        f'<circle cx="125" cy="70.5" r="2.6" fill="{BLUE}"/>',
        f'<circle cx="136" cy="70.5" r="2.3" fill="{RED}"/>',
        f'<path fill="{main}" d="M112 62L125 50L138 62Z" fill-opacity="0.85"/>',
    ]
    ermine = [
        f'<path fill="{WHITE}" {_stroke()} d="M88 125Q125 146 162 125L166 134Q125 157 84 134Z"/>',
        "<path fill='"
        + INK
        + "' d='"
        + "".join(f"M{x} {134 + abs(x - 125) * -0.17 + 4}l1.5 4l-3 0Z" for x in range(95, 160, 10))
        + "'/>",
    ]
    hand = [f'<circle cx="80" cy="152" r="6" fill="{SKIN}" {_stroke()}/>']
    return sword + _face() + hair_beard + crown + ermine + hand


def _queen() -> list[str]:
    hair = [
        f'<path fill="{HAIR["Q"]}" {_stroke()} d="M125 66Q103 66 104 92Q103 116 96 128'
        f"Q108 128 112 118Q109 100 112 84Q125 80 138 84Q141 100 138 118Q142 128 154 128"
        f'Q147 116 146 92Q147 66 125 66Z"/>',
    ]
    tiara = [
        f'<path fill="{GOLD}" {_stroke()} d="M106 76Q106 60 114 62Q117 48 125 45Q133 48 136 62'
        f'Q144 60 144 76Q125 69 106 76Z"/>',
        f'<circle cx="125" cy="58" r="4" fill="{RED}" {_stroke(1)}/>',
        f'<circle cx="113.5" cy="68" r="2" fill="{WHITE}" {_stroke(0.7)}/>',
        f'<circle cx="136.5" cy="68" r="2" fill="{WHITE}" {_stroke(0.7)}/>',
        f'<circle cx="125" cy="43" r="2.6" fill="{WHITE}" {_stroke(0.8)}/>',
    ]
    necklace = [
        f'<path fill="none" stroke="{GOLD}" stroke-width="2.4" d="M108 123Q125 140 142 123"/>',
        "".join(
            f'<circle cx="{num(125 + dx)}" cy="{num(138.5 - dx * dx / 70)}" r="2" fill="{WHITE}" '
            f"{_stroke(0.6)}/>"
            for dx in (-12, -6, 0, 6, 12)
        ),
    ]
    flower = [
        '<path fill="none" stroke="#2f7a35" stroke-width="2.6" d="M166 168Q162 140 168 104"/>',
        '<path fill="#3f9a45" stroke="#24602a" stroke-width="0.8" d="M165 140Q176 128 184 134'
        'Q174 144 165 140ZM166 126Q156 116 150 122Q158 130 166 126Z"/>',
        f'<circle cx="168" cy="100" r="8" fill="{RED}" {_stroke(1)}/>',
        '<path fill="none" stroke="#7d1118" stroke-width="1" d="M163 100Q168 93 173 100'
        'Q168 106 164 101M166 99Q168 97 170 99"/>',
        f'<circle cx="166" cy="152" r="6" fill="{SKIN}" {_stroke()}/>',
    ]
    return hair + _face() + tiara + necklace + flower


def _jack(main: str, panel: str) -> list[str]:
    halberd = [
        f'<rect x="167" y="70" width="5" height="105" fill="#7a5130" {_stroke()}/>',
        f'<path fill="#d9dde3" {_stroke()} d="M172 78Q190 82 188 102Q180 92 172 94Z"/>',
        f'<path fill="#d9dde3" {_stroke()} d="M167 82L159 88L167 92Z"/>',
        f'<path fill="#d9dde3" {_stroke()} d="M169.5 56L173 70L166 70Z"/>',
        f'<circle cx="169.5" cy="150" r="6" fill="{SKIN}" {_stroke()}/>',
    ]
    hair = [
        f'<path fill="{HAIR["J"]}" {_stroke()} d="M108 90Q104 72 125 70Q146 72 142 90'
        f'Q146 104 140 112Q138 100 139 90Q125 84 111 90Q112 100 110 112Q104 104 108 90Z"/>',
    ]
    cap = [
        f'<path fill="{panel}" {_stroke()} '
        'd="M101 74Q104 50 128 50Q150 52 150 72Q125 66 101 74Z"/>',
        f'<path fill="{GOLD}" {_stroke()} d="M102 72Q125 64 149 71L149 77Q125 70 102 78Z"/>',
        f'<path fill="{WHITE}" {_stroke(1)} d="M137 58Q144 38 162 30Q154 44 149 58Z"/>',
        '<path fill="none" stroke="#9aa3ad" stroke-width="0.9" d="M143 55Q150 41 159 34"/>',
        f'<circle cx="141" cy="60" r="3" fill="{main}" {_stroke(0.8)}/>',
    ]
    collar = [
        f'<path fill="{GOLD}" {_stroke()} d="M100 123L108 134L116 125L125 136L134 125L142 134'
        f'L150 123Q125 116 100 123Z"/>',
    ]
    return halberd + hair + _face() + cap + collar


def court_figure(rank: str, suit: str, colour: str, *, width: float, height: float) -> list[str]:
    """The framed, double-ended court picture for rank J, Q or K of `suit`."""
    main, panel = ROBES[suit]
    half: list[str] = _robe(main, panel)
    if rank == "K":
        half += _king(main)
    elif rank == "Q":
        half += _queen()
    else:
        half += _jack(main, panel)
    # The suit emblem sits in the free upper corner of the picture, beside the letter.
    half.append(suit_shape(suit, FX0 + 17, FY0 + 20, 22, colour))
    half.append(
        f'<text x="{num(FX1 - 17)}" y="{num(FY0 + 29)}" text-anchor="middle" '
        'font-family="DejaVu Serif, Georgia, Times New Roman, serif" font-weight="bold" '
        f'font-size="26" fill="{colour}">{rank}</text>'
    )
    # The figure is drawn a touch small and scaled about the card centre, which
    # keeps its proportions while filling the narrower frame.
    grow = f"translate({num(CX)} {num(CY)}) scale({FIGURE_SCALE}) translate({num(-CX)} {num(-CY)})"
    figure = f'<g transform="{grow}">' + "".join(half[:-2]) + "</g>" + "".join(half[-2:])
    top = f"<g>{figure}</g>"
    bottom = f'<g transform="rotate(180 {num(CX)} {num(CY)})">{figure}</g>'
    frame = (
        f'<rect x="{num(FX0)}" y="{num(FY0)}" width="{num(FX1 - FX0)}" height="{num(FY1 - FY0)}" '
        f'fill="{CREAM}"/>'
    )
    border = (
        f'<rect x="{num(FX0)}" y="{num(FY0)}" width="{num(FX1 - FX0)}" height="{num(FY1 - FY0)}" '
        f'fill="none" stroke="{colour}" stroke-width="1.6"/>'
    )
    divider = (
        f'<path fill="none" stroke="{GOLD_DARK}" stroke-width="1.2" '
        f'd="M{num(FX0)} {num(CY - 3)}L{num(FX1)} {num(CY - 3)}M{num(FX0)} {num(CY + 3)}'
        f'L{num(FX1)} {num(CY + 3)}"/>'
    )
    band = (
        f'<rect x="{num(FX0)}" y="{num(CY - 3)}" width="{num(FX1 - FX0)}" height="6" '
        f'fill="{GOLD}"/>'
    )
    del width, height  # the picture is laid out in the shared 250 x 350 card units
    return [frame, top, bottom, band, divider, border]


def ace_of_spades(cx: float, cy: float, colour: str) -> list[str]:
    """A large spade inside a beaded oval, with an inset outline and a rosette."""
    spade = SUIT_PATHS["S"]
    out = [
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="92" ry="122" fill="none" '
        f'stroke="{colour}" stroke-width="1.4"/>',
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="84" ry="114" fill="none" '
        f'stroke="{colour}" stroke-width="0.8"/>',
    ]
    beads = []
    for i in range(48):
        angle = 2 * math.pi * i / 48
        x = cx + 88 * math.sin(angle)
        y = cy - 118 * math.cos(angle)
        beads.append(f"M{num(x - 1.7)} {num(y)}a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0Z")
    out.append(f'<path fill="{colour}" d="{"".join(beads)}"/>')
    out.append(
        f'<path transform="translate({num(cx)} {num(cy)}) scale(1.34)" '
        f'fill="{colour}" d="{spade}"/>'
    )
    out.append(
        f'<path transform="translate({num(cx)} {num(cy - 3)}) scale(1.12)" fill="none" '
        f'stroke="{WHITE}" stroke-width="1.6" d="{spade}"/>'
    )
    # Rosette in the heart of the spade: eight petals round a gold boss.
    petals = []
    for i in range(8):
        angle = 2 * math.pi * i / 8
        px, py = cx + 11 * math.sin(angle), cy + 2 - 11 * math.cos(angle)
        petals.append(f'<circle cx="{num(px)}" cy="{num(py)}" r="5" fill="{WHITE}"/>')
    out += petals
    out.append(f'<circle cx="{num(cx)}" cy="{num(cy + 2)}" r="8" fill="{GOLD}" {_stroke(1)}/>')
    out.append(f'<circle cx="{num(cx)}" cy="{num(cy + 2)}" r="3" fill="{colour}"/>')
    return out

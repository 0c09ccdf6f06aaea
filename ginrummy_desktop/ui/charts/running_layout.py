"""Where the running totals chart puts things: the legend's entries, each game's plot
area, scales, lines and box marks, from the widget's size and font (no painting)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ...persistence.chart_data import GameSeries, RunningTotals
from .paper import axis_top, nice_step, number, tick_font

# Below this width per game, Hollywood's games are stacked instead of side by side.
SIDE_BY_SIDE_MIN = 190
STACKED_MIN = 130  # and stacked only when each game still gets this height
# Where a plot would be lower than this, the hand axis goes without its title: the hand
# numbers under it say what it counts, and the line gets the room (Hollywood's three
# plots on the game-over panel were some 30 px, a sixth of that the title's).
COMPACT_PLOT = 60
# Where a plot under the legend would be lower than this, the legend stands in a column
# beside the plot instead, if the plot keeps BESIDE_MIN_WIDTH there: on the game-over
# panel at 1920x1080 the legend's two rows over a chart 135 px tall left the plot some
# 40-55 px (play-test).
COMFORTABLE_PLOT = 120
BESIDE_MIN_WIDTH = 190


@dataclass(frozen=True, slots=True)
class PanelGeometry:
    """Where one game is drawn: its plot area, scales, lines and box marks."""

    game: GameSeries
    frame: QRectF
    plot: QRectF
    x_max: int
    x_step: int
    y_max: float
    y_step: float
    target: int
    lines: tuple[tuple[QPointF, ...], tuple[QPointF, ...]]  # as drawn (GameSeries.drawn)
    boxes: tuple[tuple[QPointF, ...], tuple[QPointF, ...]]
    y_title: bool
    x_title: bool

    def x(self, hand: float) -> float:
        return self.plot.left() + self.plot.width() * hand / self.x_max

    def y(self, total: float) -> float:
        return self.plot.bottom() - self.plot.height() * total / self.y_max

    @property
    def target_y(self) -> float:
        return self.y(self.target)


def end_label_baselines(wanted: list[float], height: float, lowest: float) -> list[float]:
    """Where the lines' end totals are written, top to bottom: each at its line's end
    (``wanted``, sorted from the top), a label's ``height`` under the one above where
    they would overlap, and none under ``lowest`` (the axis: under it stand the hand
    numbers), the labels going up together instead."""
    placed: list[float] = []
    for y in wanted:
        if placed and y - placed[-1] < height:
            y = placed[-1] + height
        placed.append(y)
    if placed and placed[-1] > lowest:
        placed = [y - (placed[-1] - lowest) for y in placed]
    return placed


def legend_places(
    font: QFont, width: float, entries: list[tuple[str, str]]
) -> list[tuple[str, str, QPointF]]:
    """Where each legend entry's sample starts (its middle line), wrapping to a new row
    when the next entry does not fit in ``width``."""
    fm = QFontMetricsF(font)
    row_h = fm.height() + 4
    x, y = 12.0, 6 + fm.height() / 2 + 2
    places: list[tuple[str, str, QPointF]] = []
    for key, text in entries:
        needed = 34 + fm.horizontalAdvance(text)
        if places and x + needed > width - 8:
            x, y = 12.0, y + row_h
        places.append((key, text, QPointF(x, y)))
        x += needed + 18
    return places


def legend_column(
    font: QFont, width: float, entries: list[tuple[str, str]]
) -> tuple[list[tuple[str, str, QPointF]], float, float]:
    """The legend one entry under another at the right of ``width``: where each sample
    starts, the column's width and its height."""
    fm = QFontMetricsF(font)
    row_h = fm.height() + 4
    column = 34 + max((fm.horizontalAdvance(text) for _k, text in entries), default=0.0) + 16
    x, y = width - column + 4, 6 + fm.height() / 2 + 2
    places = [(key, text, QPointF(x, y + i * row_h)) for i, (key, text) in enumerate(entries)]
    return places, column, len(entries) * row_h + 12


def legend_height(font: QFont, places: list[tuple[str, str, QPointF]]) -> float:
    fm = QFontMetricsF(font)
    if not places:
        return 0.0
    rows = 1 + round((places[-1][2].y() - places[0][2].y()) / (fm.height() + 4))
    return rows * (fm.height() + 4) + 6


def layout_panels(
    t: RunningTotals, rect: QRectF, font: QFont, legend: float
) -> list[PanelGeometry]:
    """Where each game is drawn in ``rect`` under a legend ``legend`` high."""
    if t.hands == 0:
        return []
    area = rect.adjusted(8, 6 + legend, -8, -6)
    n = len(t.games)
    gap = 14.0
    wide = (area.width() - gap * (n - 1)) / n >= SIDE_BY_SIDE_MIN
    tall = (area.height() - gap * (n - 1)) / n >= STACKED_MIN
    # Narrow games side by side still read better than flat ones stacked.
    side = n == 1 or wide or not tall
    cells: list[tuple[QRectF, bool, bool]] = []
    for i in range(n):
        if side:
            w = (area.width() - gap * (n - 1)) / n
            cell = QRectF(area.left() + i * (w + gap), area.top(), w, area.height())
            cells.append((cell, i == 0, True))
        else:
            h = (area.height() - gap * (n - 1)) / n
            cell = QRectF(area.left(), area.top() + i * (h + gap), area.width(), h)
            cells.append((cell, True, i == n - 1))
    panels = [
        _panel(t, game, cell, font, y_title, x_title)
        for game, (cell, y_title, x_title) in zip(t.games, cells, strict=True)
    ]
    if any(p.x_title and p.plot.height() < COMPACT_PLOT for p in panels):
        panels = [
            _panel(t, game, cell, font, y_title, False)
            for game, (cell, y_title, _x) in zip(t.games, cells, strict=True)
        ]
    return panels


def _panel(
    t: RunningTotals, game: GameSeries, cell: QRectF, font: QFont, y_title: bool, x_title: bool
) -> PanelGeometry:
    fm = QFontMetricsF(font)
    small = QFontMetricsF(tick_font(font))
    title_h = fm.height() + 4 if t.hollywood else 0.0
    bottom = small.height() + 4 + (fm.height() + 2 if x_title else 0.0)
    usable = cell.height() - title_h - bottom - small.height() / 2
    # The scale is counted as if every panel had the hand axis's title under it,
    # so that Hollywood's stacked games get the same steps.
    even = cell.height() - title_h - small.height() * 1.5 - fm.height() - 6
    y_max, y_step = axis_top(t.top * 1.06, max(2, int(even / (small.height() * 1.8))))
    label_w = small.horizontalAdvance(number(y_max))
    left = label_w + 6 + (fm.height() + 4 if y_title else 0.0)
    right = small.horizontalAdvance(number(t.top)) + 8
    plot = QRectF(
        cell.left() + left,
        cell.top() + title_h + small.height() / 2,
        max(10.0, cell.width() - left - right),
        max(10.0, usable),
    )
    x_max = max(1, t.hands)
    x_label = small.horizontalAdvance(number(x_max)) + 10
    x_step = int(nice_step(x_max, max(1, int(plot.width() / x_label))))
    geometry = PanelGeometry(
        game=game,
        frame=cell,
        plot=plot,
        x_max=x_max,
        x_step=max(1, x_step),
        y_max=y_max,
        y_step=y_step,
        target=t.target,
        lines=((), ()),
        boxes=((), ()),
        y_title=y_title,
        x_title=x_title,
    )
    # A Hollywood column not open yet has no line (nor its stretch at 0 before it opened).
    drawn = [game.drawn(p) for p in (0, 1)]
    lines = tuple(
        tuple(QPointF(geometry.x(p.hand), geometry.y(p.total)) for p in line) for line in drawn
    )
    boxes = tuple(
        tuple(QPointF(geometry.x(p.hand), geometry.y(p.total)) for p in line if p.box)
        for line in drawn
    )
    return dataclasses.replace(geometry, lines=(lines[0], lines[1]), boxes=(boxes[0], boxes[1]))

"""Card faces and backs render from the SVG assets, crisp and cached."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor, QPixmap

from ginrummy_desktop.resources import asset_path
from ginrummy_desktop.ui.common.card_images import (
    BACK_LABELS,
    BACKS,
    DECK_LABELS,
    DECKS,
    RANKS,
    SUITS,
    CardImageCache,
)

CODES = [rank + suit for suit in SUITS for rank in RANKS]


def ink_share(pixmap: QPixmap) -> float:
    """Share of interior pixels that differ from the most common (background) colour."""
    image = pixmap.toImage()
    inset = 4
    colours = Counter(
        image.pixel(x, y)
        for y in range(inset, image.height() - inset)
        for x in range(inset, image.width() - inset)
    )
    background, count = colours.most_common(1)[0]
    del background
    return 1 - count / colours.total()


def test_assets_hold_52_faces_per_deck_and_every_back() -> None:
    for deck in DECKS:
        names = sorted(p.stem for p in asset_path("cards", deck).glob("*.svg"))
        assert names == sorted(CODES)
    for back in BACKS:
        assert asset_path("cards", "backs", f"{back}.svg").is_file()


@pytest.mark.parametrize("deck", DECKS)
def test_every_face_renders_at_requested_size_and_is_not_blank(qapp, deck: str) -> None:
    cache = CardImageCache()
    for code in CODES:
        pixmap = cache.face(code, 60, 84, deck=deck)
        assert not pixmap.isNull(), code
        assert (pixmap.width(), pixmap.height()) == (60, 84), code
        # Even the sparse ace of diamonds prints index and pip over a few % of the card.
        assert ink_share(pixmap) > 0.03, code


@pytest.mark.parametrize("back", BACKS)
def test_backs_render(qapp, back: str) -> None:
    pixmap = CardImageCache().back(100, 140, back=back)
    assert (pixmap.width(), pixmap.height()) == (100, 140)
    assert ink_share(pixmap) > 0.3


def test_backs_differ_in_colour(qapp) -> None:
    cache = CardImageCache()
    blue = QColor(cache.back(50, 70, back="blue").toImage().pixel(25, 12))
    red = QColor(cache.back(50, 70, back="red").toImage().pixel(25, 12))
    assert blue.blue() > blue.red()
    assert red.red() > red.blue()


def test_four_colour_deck_prints_clubs_green_and_diamonds_blue(qapp) -> None:
    cache = CardImageCache()

    def dominant_ink(code: str, deck: str) -> QColor:
        image = cache.face(code, 100, 140, deck=deck).toImage()
        # The centre of the middle pip of a three.
        return QColor(image.pixel(50, 70))

    green = dominant_ink("3C", "four_colour")
    assert green.green() > green.red() and green.green() > green.blue()
    blue = dominant_ink("3D", "four_colour")
    assert blue.blue() > blue.red() and blue.blue() > blue.green()
    black = dominant_ink("3C", "classic")
    assert max(black.red(), black.green(), black.blue()) < 60


def test_same_key_returns_the_cached_pixmap(qapp) -> None:
    cache = CardImageCache()
    first = cache.face("QH", 80, 112)
    assert cache.face("QH", 80, 112) is first
    assert cache.face("QH", 80, 112, deck="four_colour") is not first
    assert cache.back(80, 112) is cache.back(80, 112)


def test_high_dpi_pixmap_has_double_physical_size(qapp) -> None:
    pixmap = CardImageCache().face("TD", 100, 140, dpr=2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (200, 280)
    logical = pixmap.deviceIndependentSize()
    assert (logical.width(), logical.height()) == (100, 140)


def test_cache_is_bounded_and_drops_the_least_recently_used(qapp) -> None:
    cache = CardImageCache(max_entries=3)
    oldest = cache.face("2C", 40, 56)
    for code in ("3C", "4C", "5C"):
        cache.face(code, 40, 56)
    assert len(cache) == 3
    assert cache.face("2C", 40, 56) is not oldest


@pytest.mark.parametrize("code", ["", "1S", "AX", "10H", "as"])
def test_bad_codes_are_refused(qapp, code: str) -> None:
    with pytest.raises(ValueError):
        CardImageCache().face(code, 40, 56)


def test_unknown_deck_and_back_are_refused(qapp) -> None:
    cache = CardImageCache()
    with pytest.raises(ValueError):
        cache.face("AS", 40, 56, deck="tarot")
    with pytest.raises(ValueError):
        cache.back(40, 56, back="plaid")


def test_every_deck_and_back_has_a_menu_label() -> None:
    assert set(DECK_LABELS) == set(DECKS)
    assert set(BACK_LABELS) == set(BACKS)
    assert all(DECK_LABELS.values()) and all(BACK_LABELS.values())


def _index_runs(pixmap: QPixmap) -> list[tuple[int, int]]:
    """The runs of rows with ink in the top left corner's index column (the rank, then
    the suit under it), as (first row, last row)."""
    image = pixmap.toImage()
    column = range(2, round(image.width() * 0.19))
    runs: list[tuple[int, int]] = []
    for y in range(2, image.height() // 2):
        inked = any(QColor(image.pixel(x, y)).lightness() < 170 for x in column)
        if inked and runs and runs[-1][1] == y - 1:
            runs[-1] = (runs[-1][0], y)
        elif inked:
            runs.append((y, y))
    return runs


@pytest.mark.parametrize("deck", DECKS)
def test_the_corner_suit_reads_at_a_small_table(qapp, window, monkeypatch, deck: str) -> None:  # type: ignore[no-untyped-def]
    """At 1024x640 the picture cards' corner suits were some 9 px tall: on a jack, queen
    or king the corner is the only place the suit shows in a fanned hand (a number card
    has its pips beside it), and a club read as a spade. The corner suit is a quarter
    larger on every card, the same on a king as on a nine."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1024, 640))
    window.resize(1024, 600)
    QApplication.processEvents()
    geo = window.table.table.geo
    w, h = geo.card_w, geo.card_h
    assert w <= 90  # the small table's cards
    cache = CardImageCache()
    heights = {}
    for code in ("KS", "QH", "JD", "KC", "9S", "7H", "4D", "5C"):
        rank, suit = _index_runs(cache.face(code, w, h, 1.0, deck))[:2]
        assert rank[1] < suit[0], code  # the suit apart from the rank above it
        heights[code] = suit[1] - suit[0] + 1
        assert heights[code] >= 0.095 * h, (code, heights[code], h)
    for court, number in (("KS", "9S"), ("QH", "7H"), ("JD", "4D"), ("KC", "5C")):
        assert abs(heights[court] - heights[number]) <= 1, heights

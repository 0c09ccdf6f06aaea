"""The table's looks and the play-test's smaller things: felts and backs chosen in View
and kept, level names and descriptions, the game bonus's name, the seat-ordered deadwood
column, the safety shading, the pile viewer and the knock dialog's coloured melds."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter
from table_helpers import load, match_until_knock
from testkit.scripted_play import play_match

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import PRESETS, Phase, parse_cards, preset
from ginrummy_desktop.model.tally import final_tally
from ginrummy_desktop.persistence.sheet import build_sheet
from ginrummy_desktop.ui.common.card_images import BACKS, FELTS, CardImageCache
from ginrummy_desktop.ui.common.texts import LEVEL_NAMES, level_description, line_text
from ginrummy_desktop.ui.dialogs.knock import KnockDialog
from ginrummy_desktop.ui.dialogs.new_game import NewGameDialog
from ginrummy_desktop.ui.dialogs.pile import PileDialog
from ginrummy_desktop.ui.scoresheet.view import SheetView
from ginrummy_desktop.ui.training.panel import paint_safety_band, safety_band, safety_level
from ginrummy_desktop.ui.window.main_window import MainWindow


def _background(scene) -> QImage:
    image = QImage(200, 120, QImage.Format.Format_RGB32)
    scene._bg = None
    p = QPainter(image)
    scene.drawBackground(p, QRectF(0, 0, 200, 120))
    p.end()
    return image


def _brightness(colour: QColor) -> float:
    return (colour.red() + colour.green() + colour.blue()) / 3


# ---------------------------------------------------------------- felts and backs
def test_each_felt_is_chosen_in_view_drawn_and_kept(window, settings, qtbot):
    look = window.table_look
    scene = window.table.table
    assert len(FELTS) >= 4 and len(look.felt_group.actions()) == len(FELTS)
    pictures = {}
    for act in look.felt_group.actions():
        act.trigger()
        assert scene.felt == act.data() and settings.get(S.FELT) == act.data()
        assert act.isChecked()
        pictures[act.data()] = _background(scene).pixelColor(100, 60)
    # Every felt is its own colour, and the charcoal one is dark.
    assert len({c.name() for c in pictures.values()}) == len(FELTS)
    assert _brightness(pictures["charcoal"]) < 50
    assert _brightness(pictures["charcoal"]) < min(
        _brightness(c) for f, c in pictures.items() if f != "charcoal"
    )
    # A new window on the same settings comes up with the last choice.
    again = MainWindow(GameController(delay_ms=0), settings)
    qtbot.addWidget(again)
    assert again.table.table.felt == "charcoal"
    checked = [a.data() for a in again.table_look.felt_group.actions() if a.isChecked()]
    assert checked == ["charcoal"]


def test_the_panels_ground_is_a_shade_of_the_felt_under_it(window, settings, qtbot):
    """Play-test h104: the result and game-over panels kept a dark green ground on the
    blue, burgundy and charcoal felts. Each felt gives them a shade of its own, the
    high-contrast table a black one, also after a new window starts on the settings."""
    from ginrummy_desktop.ui.common.panel_style import PANEL_TINTS

    def ground(panel) -> str:  # type: ignore[no-untyped-def]
        """The cloth whose shade the panel's drawn ground is nearest to."""
        colour = panel.grab().toImage().pixelColor(30, panel.height() // 2)
        rgb = (colour.red(), colour.green(), colour.blue())

        def far(cloth: str) -> int:
            return sum(abs(a - b) for a, b in zip(rgb, PANEL_TINTS[cloth], strict=True))

        return min(PANEL_TINTS, key=far)

    view = window.table
    for panel in (view.result_panel, view.game_over):
        panel.set_scale(16)
        panel.resize(300, 120)
    grounds = set()
    for act in window.table_look.felt_group.actions():
        act.trigger()
        assert ground(view.result_panel) == ground(view.game_over) == act.data()
        grounds.add(PANEL_TINTS[act.data()])
    assert len(grounds) == len(FELTS)
    window.table_look.contrast.setChecked(True)
    window.table_look.set_high_contrast(True)
    assert ground(view.result_panel) == ground(view.game_over) == "high_contrast"
    window.table_look.set_high_contrast(False)
    assert ground(view.result_panel) == "charcoal"
    again = MainWindow(GameController(delay_ms=0), settings)
    qtbot.addWidget(again)
    again.table.result_panel.set_scale(16)
    again.table.result_panel.resize(300, 120)
    assert ground(again.table.result_panel) == "charcoal"


def test_each_back_changes_the_stock_picture_and_is_kept(window, settings, qtbot):
    window.new_game(preset("standard"), "beginner", seed=3)
    scene = window.table.table
    assert len(BACKS) >= 4
    stock = next(i for i in scene.stock_items if i.isVisible())
    rect = stock.sceneBoundingRect()
    pictures = set()
    for act in window.back_group.actions():
        act.trigger()
        assert scene.back == act.data() and settings.get(S.CARD_BACK) == act.data()
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
        p = QPainter(image)
        scene.render(p, QRectF(image.rect()), rect)
        p.end()
        pictures.add(bytes(image.constBits()))
    assert len(pictures) == len(BACKS)
    again = MainWindow(GameController(delay_ms=0), settings)
    qtbot.addWidget(again)
    assert again.table.table.back == BACKS[-1]


def test_a_damaged_or_unknown_look_falls_back(tmp_path, qtbot):
    path = str(tmp_path / "damaged.ini")
    raw = QSettings(path, QSettings.Format.IniFormat)
    raw.setValue(S.FELT.key, "tartan")
    raw.setValue(S.CARD_BACK.key, 42)
    raw.sync()
    settings = S.Settings.in_file(path)
    assert settings.get(S.FELT) == "green" and settings.get(S.CARD_BACK) == "blue"
    win = MainWindow(GameController(delay_ms=0), settings)
    qtbot.addWidget(win)
    assert win.table.table.felt == "green" and win.table.table.back == "blue"


def test_every_felt_and_back_renders_from_its_file():
    images = CardImageCache()
    for felt in FELTS:
        assert images._renderer("felts", felt) is not None, felt
    for back in BACKS:
        assert images._renderer("backs", back) is not None, back


# ---------------------------------------------------------------- levels
def test_levels_are_named_and_described_in_the_new_game_dialog(qtbot):
    dialog = NewGameDialog(None, preset("standard"), "beginner")
    qtbot.addWidget(dialog)
    seen = set()
    for i in range(dialog.level_combo.count()):
        dialog.level_combo.setCurrentIndex(i)
        level = dialog.chosen_level()
        assert dialog.level_combo.currentText() == LEVEL_NAMES[level]
        assert dialog.level_description.text() == level_description(level)
        seen.add(dialog.level_description.text())
    assert len(seen) == len(LEVEL_NAMES) == 5


def test_the_computers_plate_names_its_level(table):
    table.window.new_game(preset("standard"), "expert", seed=4)
    table.settle()
    plate = table.scene.badges["opponent"]
    assert plate.text().startswith("Computer (Expert)")
    assert plate.toolTip() == level_description("expert")
    table.window.level_group.actions()[0].trigger()  # the Game menu's level: Beginner
    assert table.scene.badges["opponent"].text().startswith("Computer (Beginner)")


# ---------------------------------------------------------------- smaller things
def test_game_bonus_is_called_so_unless_the_rules_have_a_shutout_bonus():
    for name, rules in PRESETS.items():
        shutout = final_tally(rules, 0, [120, 0], [3, 0])
        texts = [line_text(line) for line in shutout.lines]
        own = rules.shutout_game_bonus is not None
        assert ("Shutout bonus" in texts) == own, name
        # A game bonus of nothing (finnish_simple) has no line at all.
        assert ("Game bonus" in texts) == (not own and rules.game_bonus > 0), name
        plain = final_tally(rules, 0, [120, 40], [3, 1])
        texts = [line_text(line) for line in plain.lines]
        assert ("Game bonus" in texts) == (rules.game_bonus > 0), name


def test_scoresheet_deadwood_is_in_seat_order(qtbot):
    match = play_match(PRESETS["standard"], seed=7)
    view = SheetView(compact=False)
    qtbot.addWidget(view)
    view.set_sheet(build_sheet(match))
    assert view.tree.headerItem().text(3) == "Deadwood: You / Computer"
    by_number = {
        view.tree.topLevelItem(i).text(0): view.tree.topLevelItem(i)
        for i in range(view.tree.topLevelItemCount())
    }
    checked = {0: 0, 1: 0}
    for record in match.records:
        r = record.result
        if r.knocker is None:
            continue
        mine = r.knocker_deadwood if r.knocker == 0 else r.defender_deadwood
        theirs = r.defender_deadwood if r.knocker == 0 else r.knocker_deadwood
        assert by_number[str(record.number)].text(3) == f"{mine} / {theirs}"
        checked[r.knocker] += 1
    assert checked[0] and checked[1], "the match should have knocks from both seats"


def test_safety_band_leaves_the_lower_index_alone_and_is_plain_in_high_contrast(qapp):
    images = CardImageCache()
    w, h = 100, 140
    face = images.face("TH", w, h).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    shaded = face.copy()
    p = QPainter(shaded)
    paint_safety_band(p, QRectF(0, 0, w, h), 2)
    p.end()
    band = safety_band(QRectF(0, 0, w, h))
    assert shaded.pixelColor(int(band.center().x()), int(band.center().y())) != face.pixelColor(
        int(band.center().x()), int(band.center().y())
    )
    # The upside-down rank and suit in the lower right are untouched.
    for x in range(int(w * 0.83), w):
        for y in range(int(h * 0.72), h):
            assert shaded.pixelColor(x, y) == face.pixelColor(x, y), (x, y)
    # High contrast: opaque, so the shade reads the same on any card.
    hc = face.copy()
    p = QPainter(hc)
    paint_safety_band(p, QRectF(0, 0, w, h), 0, high_contrast=True)
    p.end()
    strip = safety_band(QRectF(0, 0, w, h), high_contrast=True)
    centre = hc.pixelColor(int(strip.center().x()), int(strip.center().y()))
    assert (centre.red(), centre.green(), centre.blue()) == (0, 90, 255)


def test_high_contrast_safety_bands_leave_the_pips_and_differ_by_word(qapp):
    """The opaque high-contrast band was as tall as the see-through one: it hid the
    lowest pips of every card, and 'safe' and 'some risk' had one look (play-test).
    Now it is a strip under the pips, and each word has its shade and pattern."""
    images = CardImageCache()
    w, h = 100, 140
    card = QRectF(0, 0, w, h)
    looks = []
    for code in ("TH", "9S", "KD"):
        face = images.face(code, w, h).toImage().convertToFormat(QImage.Format.Format_ARGB32)
        for danger in (0.0, 0.2, 0.9):
            hc = face.copy()
            p = QPainter(hc)
            paint_safety_band(p, card, safety_level(danger), high_contrast=True)
            p.end()
            # Every pip and the lower-right index are as printed.
            for y in range(h):
                for x in range(w):
                    if y < int(h * 0.86) or x >= int(w * 0.83):
                        assert hc.pixelColor(x, y) == face.pixelColor(x, y), (code, x, y)
            strip = safety_band(card, high_contrast=True).adjusted(3, 3, -3, -3)
            looks.append(
                tuple(
                    hc.pixel(x, y)
                    for y in range(int(strip.top()), int(strip.bottom()))
                    for x in range(int(strip.left()), int(strip.right()))
                )
            )
    # On each card the three words look different, and each looks the same on any card.
    for i in range(3):
        assert len({looks[3 * i + k] for k in range(3)}) == 3
        assert looks[i] == looks[3 + i] == looks[6 + i]


def test_closing_the_aids_panel_takes_the_shading_away(table):
    dock = table.window.training_dock
    table.window.new_game(preset("standard"), "beginner", seed=6)
    table.settle()
    dock.actions["safety"].setChecked(True)
    shown = [b for b in dock._bands.values() if b.isVisible()]
    assert len(shown) == len(table.pv.hand)
    dock.dock.close()
    assert not any(b.isVisible() for b in dock._bands.values())
    assert not dock.actions["safety"].isChecked()
    assert not table.window.settings.get(S.AID_DISCARD_SAFETY)


def test_a_safety_band_says_what_it_means_and_spares_the_card_just_taken(table):
    """Hovering a band tells its word and figure, as the panel's list does, in the
    language chosen; the card taken from the pile, which may not be thrown back this
    turn, has none (the list leaves it out too)."""
    from table_helpers import upcard_offered

    from ginrummy_desktop.model import TakeUpcard
    from ginrummy_desktop.review.aids import discard_safety
    from ginrummy_desktop.ui.training.panel import danger_percent, safety_word

    dock = table.window.training_dock
    dock.actions["safety"].setChecked(True)
    match = upcard_offered()
    load(table, match)
    dangers = {s.card: s.danger for s in discard_safety(table.pv)}
    bands = {c: b for c, b in dock._bands.items() if b.isVisible()}
    assert set(bands) == set(table.pv.hand)
    for card, band in bands.items():
        d = dangers[card]
        assert band.toolTip().startswith(
            f"Discard safety: {safety_word(d)} ({danger_percent(d)}%). How likely"
        ), band.toolTip()
    table.window.languages.set_language("fi")
    try:
        assert all(b.toolTip().startswith("Heittoturvallisuus: ") for b in bands.values())
    finally:
        table.window.languages.set_language("en")
    queen = next(c for c in table.pv.discard_pile)
    match.apply(TakeUpcard(0))
    load(table, match)
    assert table.pv.phase is Phase.DISCARD and queen in table.pv.hand
    shaded = {c for c, b in dock._bands.items() if b.isVisible()}
    assert shaded == set(table.pv.hand) - {queen}


def test_no_live_outs_during_the_layoff(table):
    dock = table.window.training_dock
    dock.actions["outs"].setChecked(True)
    dock.actions["safety"].setChecked(True)
    load(table, match_until_knock(1, need_layoff=True))
    assert table.pv.phase is Phase.LAYOFF
    outs = dock.panel.outs_list
    assert [outs.item(i).text() for i in range(outs.count())] == ["No more draws in this hand."]
    assert not any(b.isVisible() for b in dock._bands.values())


def test_pile_viewer_shows_eight_cards_in_one_row_without_text(qtbot):
    pile = tuple(parse_cards("AS 7H TD KC 2D QH 9S 5C"))
    dialog = PileDialog(None, pile, CardImageCache(), "classic")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    rects = [dialog.cards.visualItemRect(dialog.cards.item(i)) for i in range(len(pile))]
    assert len({r.top() for r in rects}) == 1, "eight cards wrap"
    assert all(r.left() < r2.left() for r, r2 in itertools.pairwise(rects))
    assert all(dialog.cards.item(i).text() == "" for i in range(len(pile)))
    assert rects[0].height() <= 90 + 8  # no line reserved for text under the card
    assert dialog.sizeHint().width() <= 1000  # fits a 1024 px screen


def _red_pixels(image: QImage) -> int:
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            count += c.red() > 150 and c.green() < 90 and c.blue() < 90
    return count


def test_knock_dialog_prints_red_suits_red(qtbot):
    hearts = parse_cards("AH 2H 3H 4H 4D 4C 4S 7D 8D 9D")
    dialog = KnockDialog(None, parse_cards("KS")[0], hearts, [], gin=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _red_pixels(dialog.choices.viewport().grab().toImage()) > 20
    black = parse_cards("AS 2S 3S 4C 5C 6C 7S 8S 9S TS")
    plain = KnockDialog(None, parse_cards("KD")[0], black, [], gin=True)
    qtbot.addWidget(plain)
    plain.list_label.setVisible(True)
    plain.choices.setVisible(True)  # one arrangement only: shown here to look at it
    plain.show()
    qtbot.waitExposed(plain)
    assert _red_pixels(plain.choices.viewport().grab().toImage()) == 0


@pytest.mark.parametrize(("screen", "scrolls"), [((1024, 640), True), ((1920, 1040), False)])
@pytest.mark.parametrize("lang", ["fi", "nb"])
def test_the_new_game_dialog_fits_the_screen_with_whole_fields(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, language, lang, screen, scrolls
):
    """At 1024x640 the window manager squeezed it to the screen, and the spin boxes
    to a sliver: the house rules scroll instead, each field at its full height."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QSpinBox

    from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT

    language.set_language(lang)
    room = QRect(0, 0, *screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    dialog = NewGameDialog(None, preset("standard"), "beginner")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() + FRAME_HEIGHT <= room.height()
    for spin in dialog.findChildren(QSpinBox):
        assert spin.height() >= spin.minimumSizeHint().height(), spin.objectName()
    assert (dialog.rules_scroll.verticalScrollBar().maximum() > 0) == scrolls
    deal = dialog.deal_button
    assert dialog.rect().contains(deal.geometry().translated(deal.parentWidget().pos()))


def test_the_sheet_names_the_target_once(qtbot):
    """ "Finnish, simplified (to 150) · to 150": the name says it already."""
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.doc import rules_summary

    simple = PRESETS["finnish_simple"]
    assert rules_summary(build_pad_sheet(ScorePad(simple))) == "Finnish, simplified (to 150)"
    other = simple.with_changes(target=200)
    assert rules_summary(build_pad_sheet(ScorePad(other))).endswith(" · to 200")
    standard = build_pad_sheet(ScorePad(PRESETS["standard"]))
    assert rules_summary(standard) == "Standard (international) · to 100"


@pytest.mark.parametrize("size", [(1024, 621), (1366, 740)])
def test_a_new_card_size_places_the_buttons_and_panels_again(table, size):
    """Large cards from the View menu left the upcard's buttons where the normal cards
    had put them, over the knock spot, until the next move (play-test): the table's
    new measure places them again at once, as a fresh placing would."""
    from PySide6.QtWidgets import QApplication

    table.window.resize(*size)
    table.window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    assert table.pv.phase is Phase.UPCARD
    view, bar = table.view_widget, table.view_widget.action_bar
    try:
        for cards in ("large", "small", "normal"):
            table.window.table_look.set_size(cards)
            QApplication.processEvents()
            placed = bar.geometry()
            view.place_overlays()
            assert bar.geometry() == placed, cards
            spot = view.mapFromScene(table.scene.knock_zone.sceneBoundingRect()).boundingRect()
            assert not bar.geometry().intersects(spot), cards
    finally:
        table.window.table_look.set_size("normal")


def _luminance(c) -> float:  # type: ignore[no-untyped-def]
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def _contrast(a, b) -> float:  # type: ignore[no-untyped-def]
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _over(top: QColor, under: QColor) -> QColor:
    """``top`` (with its alpha) laid over the opaque ``under``."""
    a = top.alpha() / 255
    pairs = zip(top.getRgb()[:3], under.getRgb()[:3], strict=True)
    return QColor(*(round(a * t + (1 - a) * u) for t, u in pairs))


def test_high_contrast_writes_the_closed_knock_spot_and_the_sheets_pencil_readably(table) -> None:  # type: ignore[no-untyped-def]
    """Play-test 11 (s3_hc.png): the knock spot not open now was grey on dark grey, and
    the scoresheet dock's subtitles light grey on cream. In high contrast both reach
    WCAG AAA's 7:1 for text."""
    from PySide6.QtCore import QPoint

    from ginrummy_desktop.model import Match, TakeUpcard
    from ginrummy_desktop.ui.scoresheet.paint import PAPER

    window = table.window
    window.table_look.set_high_contrast(True)
    match = Match(preset("standard"), seed=11, first_dealer=1)
    match.apply(TakeUpcard(0))
    load(table, match)
    zone = table.scene.knock_zone
    assert zone.isVisible() and not zone._enabled  # no knock with this hand
    # The felt under the spot, as drawn, then the spot's wash, then its words.
    felt = (
        window.table.grab()
        .toImage()
        .pixelColor(window.table.mapFromScene(zone.sceneBoundingRect().topLeft()) - QPoint(6, 6))
    )
    ground = _over(zone.fill_colour(), felt)
    assert _contrast(_over(zone.text_colour(), ground), ground) >= 7.0
    view = window.scoresheet.view
    paper = QColor(PAPER)
    assert _contrast(view.pencil(), paper) >= 7.0
    assert view.rules_label.palette().color(view.rules_label.foregroundRole()) == view.pencil()
    window.table_look.set_high_contrast(False)  # the ordinary table keeps its looks
    assert _contrast(_over(zone.text_colour(), ground), ground) < 7.0


def test_the_pile_viewer_shows_the_cards_at_the_tables_size(table, settings):
    """Play-test h123: with large cards on the table, V showed the pile in small cards
    (their corners about 9 px high). Its cards are the table's size, never smaller than
    before, and ten of them still fit the screen."""
    from PySide6.QtCore import QSize

    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.ui.dialogs.pile import CARD_W, cards_per_row, pile_card_size

    assert pile_card_size(40) == QSize(64, 90)  # the least size, as before
    assert pile_card_size(110, 1920) == QSize(110, 155)
    # At 1024 px, large cards wrap after seven in a row, not ten.
    assert cards_per_row(pile_card_size(110, 1024), 1024) == 7

    settings.set(S.CARD_SIZE, "large")
    table.window.resize(1366, 738)
    load(table, match_until_knock(1))
    assert table.pv.discard_pile
    table.window.registry["view_pile"].trigger()
    dialog = next(w for w in table.window.findChildren(PileDialog) if w.isVisible())
    screen = table.window.screen().availableGeometry().width()
    want = pile_card_size(table.scene.geo.card_w, screen).width()
    assert want > CARD_W
    assert dialog.cards.iconSize().width() == want
    rect = dialog.cards.visualItemRect(dialog.cards.item(0))
    assert rect.width() >= want
    dialog.close()


def test_the_felts_are_greyed_out_under_the_high_contrast_table(window, settings):
    """Play-test h123: a felt chosen while the high-contrast table was on changed nothing
    to be seen. The felts are greyed out then, and say why."""
    look = window.table_look
    look.contrast.setChecked(True)
    felts = look.felt_group.actions()
    assert felts and not any(a.isEnabled() for a in felts)
    assert all("high-contrast" in a.toolTip() for a in felts)
    assert look.felt_menu.toolTipsVisible()
    look.contrast.setChecked(False)
    assert all(a.isEnabled() for a in felts)
    assert not look.felt_menu.toolTipsVisible()


def test_the_large_cards_bring_the_scoresheets_larger_print(window):
    """Play-test h123 (poor eyesight): large cards, high contrast, and the scoresheet
    beside them stayed in the same small print. With the large cards the docks' text is
    LARGE_PRINT larger; back at the normal size it is as before."""
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.ui.common.panel_style import text_scale
    from ginrummy_desktop.ui.window.main_window import LARGE_PRINT

    window.resize(1366, 738)
    window.load_scoresheet()
    QApplication.processEvents()
    usual = text_scale(window.height())
    assert window.side_scale == usual
    window.table_look.set_size("large")
    assert window.side_scale == round(usual * LARGE_PRINT, 2)
    assert window.scoresheet is not None and window.scoresheet._scale == window.side_scale
    window.table_look.set_size("normal")
    assert window.side_scale == usual

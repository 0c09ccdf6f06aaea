"""No text cut short in any language: the scoresheet dock's game-end labels wrap (or
step down a little) instead of ending in '…', the history dialog is as wide as its
columns, the hand review fits a 1024-pixel screen, and the score pad's entry labels and
Hollywood sheet are read whole in a small window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication
from testkit.history_read import read
from testkit.history_rows import game_row
from testkit.review_play import (
    FED_KING,
    arranged_duplicate_hand,
    duplicate_record,
    parse_moves,
    parting_deal,
)
from testkit.scripted_play import play_match

from ginrummy_desktop.app.duplicate import column_of
from ginrummy_desktop.model import PRESETS, preset
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.review.duplicate import DuplicateLedger
from ginrummy_desktop.ui.common import screen_room as screen_room_module
from ginrummy_desktop.ui.common.duplicate_compare import CompareState
from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT, FRAME_WIDTH
from ginrummy_desktop.ui.dialogs.history import HistoryDialog
from ginrummy_desktop.ui.review.board import CARD_SIZES, LEAST_CARD_W, TEXT_H
from ginrummy_desktop.ui.review.dialog import HandReviewDialog
from ginrummy_desktop.ui.scorepad.entry import two_line_width
from ginrummy_desktop.ui.scorepad.window import ScorePadWindow
from ginrummy_desktop.ui.scoresheet import paint
from ginrummy_desktop.ui.scoresheet.panel import ScoresheetDialog, ScoresheetPanel
from ginrummy_desktop.ui.scoresheet.view import HOW_ROOM

LANGS = ("en", "fi", "nb")


@pytest.mark.parametrize("lang", LANGS)
def test_the_dock_writes_every_game_end_label_whole(qtbot, language, lang):
    language.set_language(lang)
    match = play_match(PRESETS["standard"], seed=3)
    assert match.game_result is not None
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.resize(270, 600)  # the dock's width beside a 1024-pixel table
    panel.show()
    panel.set_match(match)
    for _ in range(3):
        QApplication.processEvents()
    view = panel.view
    tree = view.tree
    width = tree.header().sectionPosition(view.first_player_column) - 10
    labels = 0
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        label = item.data(0, paint.LABEL_ROLE)
        if not label or item.data(0, paint.KIND_ROLE) not in paint.SPANNED:
            continue
        labels += 1
        text, bold = label
        font = QFont(tree.font())
        font.setBold(bool(bold))
        font = paint._label_font(font, text, width)
        fm = QFontMetrics(font)
        for word in text.split():
            assert fm.horizontalAdvance(word) <= width, (lang, text)
        need = fm.boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), text)
        row = tree.visualItemRect(item)
        assert row.height() >= need.height(), (lang, text, row.height(), need.height())
    assert labels >= 3  # final tally, its lines, the total


@pytest.mark.parametrize("lang", LANGS)
def test_the_history_shows_the_rules_name_whole(qtbot, tmp_path: Path, language, monkeypatch, lang):
    # On a screen with room for every column (a small one shortens the rules' name
    # first, with "…", rather than scroll sideways: test_history).
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1920, 1080))
    language.set_language(lang)
    db = HistoryDB(tmp_path)
    match = play_match(PRESETS["standard"], seed=7)
    for record in match.records:
        db.record_hand(match_id="m0", match=match, record=record, ai_level="expert")
    assert match.game_result is not None
    db.record_match(match_id="m0", match=match, result=match.game_result, ai_level="expert")
    dialog = read(qtbot, HistoryDialog(db))  # the games, read in a thread of their own
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    # As narrow as the person can make it (a small screen, a dragged edge).
    dialog.resize(1, dialog.height())
    for _ in range(3):
        QApplication.processEvents()
    tree = dialog.tree
    top = game_row(dialog, 0)
    for col in range(tree.model().columnCount()):
        text = top.text(col)
        need = QFontMetrics(top.font(col)).horizontalAdvance(text)
        # The cell's text area: its rect less the view's text margin on both sides.
        cell = tree.visualRect(top.index(col))
        assert cell.width() >= need + 6, (lang, col, text, cell.width(), need)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_review_fits_a_1024_pixel_screen(qtbot, language, lang):
    language.set_language(lang)
    dialog = HandReviewDialog(
        None, rules=preset("standard"), dealer=0, deal_number=360,
        actions=parse_moves(FED_KING), judge=False,
    )  # fmt: skip
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.minimumSizeHint().width() <= 1024 - 24
    assert dialog.minimumSize().width() <= 1024 - 24


@pytest.mark.parametrize("lang", LANGS)
def test_a_duplicate_deals_review_fits_a_1024x640_screen_with_large_cards(qtbot, language, lang):
    # A duplicate deal adds the two plays side by side under the board: with the cards
    # at the setting's size the dialog stood 663 px tall (normal cards) or 745 (large),
    # its title bar and its buttons, "where the plays parted" among them, off the screen.
    language.set_language(lang)
    deal, k, theirs = parting_deal()
    actions = list(deal.actions)
    dialog = HandReviewDialog(
        None, rules=preset("standard"), dealer=deal.dealer, deal_number=deal.deal_number,
        actions=actions, judge=False, card_size="large",
    )  # fmt: skip
    qtbot.addWidget(dialog)
    dialog.set_duplicate(
        CompareState(
            "expert", duplicate_record(deal, (*actions[:k], theirs)), tuple(actions), total=-50
        )
    )
    room_w, room_h = 1024 - FRAME_WIDTH, 640 - FRAME_HEIGHT
    assert dialog.minimumSizeHint().height() <= room_h, lang
    assert dialog.minimumSizeHint().width() <= room_w, lang
    dialog.resize(room_w, room_h)
    dialog.show()
    for _ in range(3):
        QApplication.processEvents()
    assert dialog.height() <= room_h and dialog.width() <= room_w
    inside = dialog.rect()
    for button in (dialog.parted_button, dialog.last_button, *dialog.buttons.buttons()):
        assert button.isVisible()
        corner = button.mapTo(dialog, QPoint(button.width(), button.height()))
        assert inside.contains(corner - QPoint(1, 1)), (lang, button.text())
    # The cards shrink to fit, no smaller than can be read...
    small = dialog.board.fit_width(TEXT_H)
    assert LEAST_CARD_W <= small < CARD_SIZES["large"]
    # ...and where the screen has the room, they are the size the setting asks for.
    dialog.resize(dialog.sizeHint())
    for _ in range(3):
        QApplication.processEvents()
    assert dialog.board.fit_width(TEXT_H) >= CARD_SIZES["large"]


def _duplicate_column(match):  # type: ignore[no-untyped-def]
    """A duplicate column for every hand of ``match`` (the reference scored -10)."""
    ledger = DuplicateLedger("expert")
    for i, deal in enumerate(match.deals):
        if deal.result is not None:
            ledger = ledger.with_hand(arranged_duplicate_hand(match, i, reference_points=-10))
    return column_of(ledger)


def test_a_hollywood_duplicate_full_sheet_opens_with_its_score_columns_whole(qtbot, monkeypatch):
    # Measured while the view was still small, the six score columns counted at the
    # 56 px they had been narrowed to: on a large screen the sheet opened too narrow
    # for them (80 px where 92 were asked).
    monkeypatch.setattr(screen_room_module, "screen_room", lambda w: QRect(0, 0, 1920, 1080))
    match = play_match(PRESETS["standard"].with_changes(hollywood=True), seed=3)
    dialog = ScoresheetDialog(match, duplicate=_duplicate_column(match))
    qtbot.addWidget(dialog)
    dialog.show()
    for _ in range(3):
        QApplication.processEvents()
    view = dialog.view
    header = view.tree.header()
    for game in range(3):
        for player in (0, 1):
            assert header.sectionSize(view.player_column(player, game)) >= 92, (game, player)
    columns = sum(header.sectionSize(c) for c in range(view.tree.columnCount()))
    assert columns <= view.tree.viewport().width()


@pytest.mark.parametrize("lang", LANGS)
def test_a_duplicate_matchs_full_sheet_reads_whole_on_a_1024x640_screen(
    qtbot, monkeypatch, language, lang
):
    # The dialog was 760 wide whatever the screen: with the duplicate column the ended
    # column came down to 26 px ("L…") and the last column needed sideways scrolling.
    monkeypatch.setattr(screen_room_module, "screen_room", lambda w: QRect(0, 0, 1024, 640))
    language.set_language(lang)
    match = play_match(PRESETS["standard"], seed=4)
    dialog = ScoresheetDialog(match, duplicate=_duplicate_column(match))
    qtbot.addWidget(dialog)
    assert dialog.width() <= 1024 - FRAME_WIDTH
    dialog.show()
    for _ in range(3):
        QApplication.processEvents()
    tree = dialog.view.tree
    header = tree.header()
    columns = sum(header.sectionSize(c) for c in range(tree.columnCount()))
    assert columns <= tree.viewport().width(), lang  # no sideways scrolling
    # How each hand ended (the third column, after the number and the dealer).
    assert header.sectionSize(2) >= HOW_ROOM, lang
    fm = QFontMetrics(tree.font())
    ended = [tree.topLevelItem(i).text(2) for i in range(len(match.records))]
    assert all(ended), ended
    for text in ended:
        assert fm.horizontalAdvance(text) <= header.sectionSize(2) - 6, (lang, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_pads_entry_labels_take_two_lines_at_most(qtbot, tmp_path: Path, language, lang):
    language.set_language(lang)
    win = ScorePadWindow(directory=tmp_path)
    qtbot.addWidget(win)
    win.resize(900, 600)  # the pad on a 1024x640 screen
    win.show()
    win.start(PRESETS["standard"].with_changes(oklahoma=True), ("Aino", "Bjørn"))  # 5 labels
    QApplication.processEvents()
    row = win.entry
    assert row is not None
    for label in row._labels:
        if not label.isVisible():
            continue
        text = label.text().replace("&", "")
        fm = label.fontMetrics()
        need = fm.boundingRect(
            QRect(0, 0, label.width(), 10000), int(Qt.TextFlag.TextWordWrap), text
        )
        assert need.height() <= 2 * fm.lineSpacing() + 1, (lang, text, label.width())
        assert label.width() >= two_line_width(label)


@pytest.mark.parametrize("lang", LANGS)
def test_the_pad_start_pages_rules_are_read_whole(qtbot, tmp_path: Path, language, lang):
    """The rules' box took the width of its choices when first shown: "Rules of the
    current pad", offered later (a pad by rules other than the saved ones), was
    cut short in Norwegian."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from ginrummy_desktop.app import settings as S

    language.set_language(lang)
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    settings.set_house_rules(PRESETS["standard"].with_changes(knock_limit=8))
    win = ScorePadWindow(directory=tmp_path / "pad", settings=settings)
    qtbot.addWidget(win)
    win.show()  # the start page first, laid out: no pad yet
    QApplication.processEvents()
    win.start(PRESETS["standard"].with_changes(gin_bonus=40), ("Aino", "Bjørn"))
    win.show_start()
    QApplication.processEvents()
    box = win.start_page.preset
    assert box.currentData() == "pad_in_progress"
    for i in range(box.count()):
        box.setCurrentIndex(i)
        QApplication.processEvents()
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        field = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        text = box.currentText()
        assert box.fontMetrics().horizontalAdvance(text) <= field.width(), (lang, text)


def _hollywood_pad(qtbot, tmp_path, width: int, names: tuple[str, str], *, settle: bool = True):
    """A score pad's window of a Hollywood game, ``width`` wide; its sheet's view."""
    win = ScorePadWindow(directory=tmp_path)
    qtbot.addWidget(win)
    win.resize(width, 700)
    win.show()
    win.start(PRESETS["standard"].with_changes(hollywood=True), names)
    if settle:
        for _ in range(3):
            QApplication.processEvents()
    return win.view


@pytest.mark.parametrize("width", [800, 1800])
def test_hollywoods_six_columns_leave_room_for_how_each_hand_ended(
    qtbot, tmp_path, language, width
):
    language.set_language("fi")  # the longest words of the three: "Alilyönti", "Lopetus"
    view = _hollywood_pad(qtbot, tmp_path, width, ("Aino", "Bjørn"))
    header = view.tree.header()
    players = [header.sectionSize(view.player_column(p, g)) for g in range(3) for p in (0, 1)]
    how = header.sectionSize(view._how_column)
    if width < 1000:  # narrowed, and the how column has its room
        assert max(players) < 92 and how >= HOW_ROOM
    else:  # a wide window keeps the columns at their width
        assert players == [92] * 6 and how > HOW_ROOM


@pytest.mark.parametrize("lang", LANGS)
def test_hollywoods_deadwood_head_leaves_the_players_their_names(qtbot, language, lang):
    """The full view of a Hollywood match, at its width on a 1024-pixel screen (964),
    had heads "Tietok…", "Maski…", "Compu…" while the deadwood column, as wide as its
    head "Miinuspisteet: Sinä / Tietokone", had room to spare: beside Hollywood's
    columns that head takes two lines."""
    language.set_language(lang)
    match = play_match(PRESETS["standard"].with_changes(hollywood=True), seed=3)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    dialog = panel.open_full_view()
    dialog.resize(964, 580)
    for _ in range(3):
        QApplication.processEvents()
    view = dialog.view
    item = view.tree.headerItem()
    names = view.player_names()
    deadwood = item.text(view._columns().index("deadwood"))
    assert deadwood.count("\n") == 1 and deadwood.endswith(f"{names[0]} / {names[1]}")
    heads = {item.text(view.player_column(p, g)) for g in range(3) for p in (0, 1)}
    assert heads == set(names), heads
    dialog.close()


@pytest.mark.parametrize("lang", LANGS)
def test_hollywoods_player_heads_fit_their_columns(qtbot, tmp_path, language, lang):
    """Each of the six heads is whole or shortened with "…" to its column's width, as
    the header draws it (bold), never cut by the next column ("1: Sinä .: Tietokone");
    the game's name is on a band over its two columns."""
    language.set_language(lang)
    view = _hollywood_pad(qtbot, tmp_path, 900, ("Sinä", "Tietokone"))
    header = view.tree.header()
    font = QFont(header.font())
    font.setBold(True)
    fm = QFontMetrics(font)
    item = view.tree.headerItem()
    for g in range(3):
        for p in (0, 1):
            col = view.player_column(p, g)
            text = item.text(col)
            assert text in ("Sinä", "Tietokone") or text.endswith("…")
            # The section's padding (3 px a side) and the header's margins.
            assert fm.horizontalAdvance(text) + 6 <= header.sectionSize(col), (text, col)
    # The games' names over their columns, each across its two.
    band = view.game_band
    for g, label in enumerate(band.labels):
        assert str(g + 1) in label.text() and label.isVisible()
        left = (
            view.tree.viewport()
            .mapTo(view, QPoint(header.sectionViewportPosition(view.player_column(0, g)), 0))
            .x()
        )
        centre = label.mapTo(view, label.rect().center()).x()
        span = header.sectionSize(view.player_column(0, g)) * 2
        assert left < centre < left + span


def test_the_game_band_grows_with_the_side_panels_text(qtbot, tmp_path, language):
    language.set_language("en")
    view = _hollywood_pad(qtbot, tmp_path, 1200, ("Aino", "Bjørn"), settle=False)
    heights = []
    for scale in (1.0, 1.8, 1.0):
        view.set_text_scale(scale)
        QApplication.processEvents()
        need = max(label.sizeHint().height() for label in view.game_band.labels)
        assert view.game_band.height() >= need, scale
        heights.append(view.game_band.height())
    assert heights[1] > heights[0] == heights[2]


def test_the_dock_writes_how_each_hand_ended_whole(qtbot, language):
    """ "Rauennut jako" was "Rauenn…" in the narrow dock: a label too long for the how
    column gets a little smaller, then two lines."""
    from ginrummy_desktop.model.padentry import PadEnding, PadEntry
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    language.set_language("fi")
    pad = ScorePad(PRESETS["finnish_simple"])
    for entry in (PadEntry(PadEnding.KNOCK, 1, 3, 27), PadEntry(PadEnding.VOID)):
        pad.add(entry)
    view = SheetView(compact=True)
    qtbot.addWidget(view)
    view.resize(270, 500)
    view.set_sheet(build_pad_sheet(pad))
    view.show()
    for _ in range(3):
        QApplication.processEvents()
    tree = view.tree
    knock, void = tree.topLevelItem(0), tree.topLevelItem(1)
    assert void.text(view._how_column) == "Rauennut jako"
    width = tree.header().sectionSize(view._how_column)
    assert QFontMetrics(tree.font()).horizontalAdvance("Rauennut jako") > width
    # Two lines where one is too short; one line for "Lopetus".
    one = tree.visualItemRect(knock).height()
    assert tree.visualItemRect(void).height() >= one + QFontMetrics(tree.font()).height() * 0.6


@pytest.mark.parametrize(("width", "least"), [(270, 2), (640, 5)])
def test_the_docks_hollywood_heads_show_as_much_of_each_name_as_fits(
    qtbot, tmp_path, language, width, least
):
    """The dock's heads were the names' first two letters ("Yo", "Co") at any width.
    Each is now the name shortened with "…" to its column ("You" whole in the narrow
    dock), never fewer than two letters, and a wider dock shows more of it."""
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    language.set_language("en")
    view = SheetView(compact=True)
    qtbot.addWidget(view)
    view.resize(width, 500)
    view.set_sheet(build_pad_sheet(ScorePad(PRESETS["standard"].with_changes(hollywood=True))))
    view.show()
    for _ in range(3):
        QApplication.processEvents()
    item = view.tree.headerItem()
    for g in range(3):
        assert item.text(view.player_column(0, g)) == "You"
        computer = item.text(view.player_column(1, g)).rstrip("…")
        # The whole name, or its short form ("CPU") where the whole does not fit.
        assert computer == "CPU" or "Computer".startswith(computer), computer
        assert len(computer) >= least, computer


def test_the_docks_hollywood_heads_shorten_each_name_alike_in_every_game(qtbot, tmp_path, language):
    """The dock's six columns share its width to the pixel, so a name that just fits
    stood whole over one game and shortened over the others ("Sinä", "Si…", "Si…"),
    like two players; each name now reads the same over all three games."""
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    language.set_language("fi")
    view = SheetView(compact=True)
    qtbot.addWidget(view)
    view.set_sheet(build_pad_sheet(ScorePad(PRESETS["standard"].with_changes(hollywood=True))))
    view.show()
    item = view.tree.headerItem()
    seen: set[str] = set()
    for width in range(250, 420, 3):
        view.resize(width, 500)
        for _ in range(3):
            QApplication.processEvents()
        for player in (0, 1):
            heads = {item.text(view.player_column(player, g)) for g in range(3)}
            assert len(heads) == 1, (width, heads)
            seen |= heads
    assert "Sinä" in seen and any(h.endswith("…") for h in seen)  # both cases were met


def test_hollywoods_deadwood_head_breaks_before_the_names_in_any_wording(qtbot):
    """The two-line deadwood head broke at the translation's ": "; a wording without one
    ("Deadwood (%1 / %2)") stayed on one line. The break goes before the names."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Wording(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
            if context == "Scoresheet" and source == "Deadwood: %1 / %2":
                return "Deadwood (%1 / %2)"
            return None  # not translated: the next translator, or the source

    wording = Wording()
    QCoreApplication.installTranslator(wording)
    try:
        match = play_match(PRESETS["standard"].with_changes(hollywood=True), seed=3)
        panel = ScoresheetPanel()
        qtbot.addWidget(panel)
        panel.set_match(match)
        dialog = panel.open_full_view()
        view = dialog.view
        names = view.player_names()
        deadwood = view.tree.headerItem().text(view._columns().index("deadwood"))
        assert deadwood == f"Deadwood\n({names[0]} / {names[1]})"
        dialog.close()
    finally:
        QCoreApplication.removeTranslator(wording)


@pytest.mark.parametrize(("lang", "you"), [("en", "You"), ("fi", "Sinä"), ("nb", "Du")])
def test_the_docks_hollywood_heads_give_a_short_name_its_room(qtbot, language, lang, you):
    """Each game's two columns had half its room each: "Sinä" read "Si…" beside the
    1920 table as beside the 1024 one. The short name now takes its width and the
    computer's the rest, so its head grows with the dock."""
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    language.set_language(lang)
    view = SheetView(compact=True)
    qtbot.addWidget(view)
    view.set_sheet(build_pad_sheet(ScorePad(PRESETS["standard"].with_changes(hollywood=True))))
    view.show()
    item = view.tree.headerItem()
    computer = item.text(view.player_column(1, 0))
    shown = []
    for width in (270, 324, 420):  # the dock beside a 1024, a 1920 table; dragged wider
        view.resize(width, 500)
        for _ in range(3):
            QApplication.processEvents()
        header = view.tree.header()
        columns = sum(header.sectionSize(c) for c in range(view.tree.columnCount()))
        assert columns <= view.tree.viewport().width(), (lang, width)  # no sideways scroll
        for g in range(3):
            assert item.text(view.player_column(0, g)) == you, (lang, width)
        head = item.text(view.player_column(1, 0)).rstrip("…")
        short = {"en": "CPU", "fi": "Kone", "nb": "Maskin"}[lang]
        assert computer.startswith(head) or short.startswith(head), (lang, width, head)
        assert len(head) >= 2, (lang, width, head)
        shown.append(len(head))
    assert shown == sorted(shown) and shown[-1] > shown[0], (lang, shown)


def test_share_pair_gives_the_short_column_its_need() -> None:
    from ginrummy_desktop.ui.scoresheet.view import share_pair

    assert share_pair(100, 30, 40, 20) == (45, 55)  # both fit: the rest shared
    assert share_pair(80, 40, 70, 30) == (40, 40)  # the short one whole, the long the rest
    assert share_pair(80, 70, 40, 30) == (40, 40)
    assert share_pair(60, 40, 70, 30) == (30, 30)  # no room for both: halves
    assert share_pair(61, 45, 45, 30) == (30, 31)


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_docks_hollywood_heads_take_the_short_name_before_cutting_one(qtbot, language, lang):
    """The Finnish heads read "Si…" and "Ti…" in the dock (play-test): a name too long
    for its column is now its short form ("Kone") where that fits whole, cut only where
    it does not either, and a name the pad's players gave is never swapped."""
    from ginrummy_desktop.model.scorepad import ScorePad
    from ginrummy_desktop.persistence.sheet import build_pad_sheet
    from ginrummy_desktop.ui.common.texts import player_name, player_short_name
    from ginrummy_desktop.ui.scoresheet.view import SheetView

    language.set_language(lang)
    view = SheetView(compact=True)
    qtbot.addWidget(view)
    view.set_sheet(build_pad_sheet(ScorePad(PRESETS["standard"].with_changes(hollywood=True))))
    view.show()
    item = view.tree.headerItem()
    whole, short = player_name(1), player_short_name(1)
    seen = set()
    for width in (270, 324, 420, 640):
        view.resize(width, 500)
        for _ in range(3):
            QApplication.processEvents()
        head = item.text(view.player_column(1, 0))
        if width == 270:  # beside the 1024 table: the whole name cut, if need be
            assert head == short or whole.startswith(head.rstrip("…")), (lang, head)
            assert len(head) >= 2, (lang, head)
            continue
        assert head in (whole, short), (lang, width, head)
        seen.add(head)
    assert short in seen  # the dock beside the 1366 table

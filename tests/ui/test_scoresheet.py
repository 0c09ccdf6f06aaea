"""The scoresheet panel and full view show exactly the engine's numbers, for every preset."""

from __future__ import annotations

import csv
import html
import io
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QTreeWidgetItem
from testkit.scripted_play import play, play_match

from ginrummy_desktop.model import PRESETS, LineCode, Match, PadEnding, PadEntry
from ginrummy_desktop.model.scorepad import ScorePad
from ginrummy_desktop.persistence.sheet import build_pad_sheet
from ginrummy_desktop.ui.scoresheet.paint import KIND_ROLE, LABEL_ROLE, NUMBER_ROLE, POINTS_ROLE
from ginrummy_desktop.ui.scoresheet.panel import ScoresheetDialog, ScoresheetPanel
from ginrummy_desktop.ui.scoresheet.tally import tally_size
from ginrummy_desktop.ui.scoresheet.view import SheetView


def _num(n: int) -> str:
    return QLocale().toString(n)


def _items(view: SheetView) -> list[QTreeWidgetItem]:
    tree = view.tree
    return [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]


def _check_view(view: SheetView, match: Match) -> None:
    result = match.game_result
    assert result is not None
    first = view.first_player_column
    hands = [it for it in _items(view) if it.data(0, KIND_ROLE) == "hand"]
    assert [it.data(0, NUMBER_ROLE) for it in hands] == [r.number for r in match.records]
    for item, record in zip(hands, match.records, strict=True):
        for p in (0, 1):
            cell = item.data(first + p, POINTS_ROLE)
            if record.result.winner == p:
                assert cell == (record.result.points, record.totals_after[p])
            else:
                assert cell == ()
    for p in (0, 1):
        assert view.scores[p].total.text() == _num(result.hand_points[p])
        assert view.scores[p].tally.count() == result.boxes[p]
    finals = [it for it in _items(view) if it.data(0, KIND_ROLE) in ("final", "total")]
    # Every game-end line appears, in the engine's order, with the engine's numbers.
    expected: list[tuple[str, str]] = []
    seen: dict[LineCode, list[str]] = {}
    for line in result.lines:
        # A line that adds to both columns (the game bonus too) has 0 where it gives
        # nothing; a difference is written in the winner's column alone.
        empty = "" if line.code is LineCode.FINAL_DIFFERENCE else _num(0)
        seen.setdefault(line.code, [empty, empty])[line.player] = _num(line.points)
    expected = [(a, b) for a, b in seen.values()]
    got = []
    for it in finals:
        cells = [it.toolTip(first + p) for p in (0, 1)]
        # The tooltip has the long form of a box bonus: "7 × 20 = 140".
        got.append(tuple(c.split("= ")[-1] for c in cells))
    assert got == expected
    assert len(finals) == len({ln.code for ln in result.lines})


@pytest.mark.parametrize("name", list(PRESETS))
def test_sheet_numbers_equal_engine(qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    match = play_match(PRESETS[name], seed=1)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    _check_view(panel.view, match)
    dialog = ScoresheetDialog(match)
    qtbot.addWidget(dialog)
    _check_view(dialog.view, match)
    # The full view lists every scoring line of every hand under it.
    for item, record in zip(
        [it for it in _items(dialog.view) if it.data(0, KIND_ROLE) == "hand"],
        match.records,
        strict=True,
    ):
        assert item.childCount() == len(record.result.lines)
        for k, line in enumerate(record.result.lines):
            child = item.child(k)
            assert child.text(dialog.view.first_player_column + line.player) == _num(line.points)


def _tally_cells(view: SheetView, label: str, game: int = 0) -> list[tuple[str, str]]:
    """The two players' cells on each game-end row labelled ``label`` (in ``game``'s
    columns)."""
    return [
        (it.text(view.player_column(0, game)), it.text(view.player_column(1, game)))
        for it in _items(view)
        if it.data(0, KIND_ROLE) in ("final", "total") and it.data(0, LABEL_ROLE)[0] == label
    ]


@pytest.mark.parametrize("hollywood", [False, True])
def test_the_losers_game_bonus_reads_0_as_their_box_bonus_does(qtbot, hollywood) -> None:  # type: ignore[no-untyped-def]
    """A shutout: the winner's game bonus was written and the loser's cell left blank,
    where the box bonus beside it read 0 for the loser (play-test). Each player's
    column adds up to their total, as on paper: the loser's game bonus is 0."""
    pad = ScorePad(PRESETS["standard"].with_changes(hollywood=hollywood), names=("A", "B"))
    pad.add(PadEntry(PadEnding.GIN, 0, 0, 80))  # 25 + 80: game (and Hollywood game 1) over
    view = SheetView(compact=False)
    qtbot.addWidget(view)
    view.set_sheet(build_pad_sheet(pad))
    box = "25" if hollywood else "1 × 25 = 25"  # Hollywood's narrow columns: the points
    assert _tally_cells(view, "Box bonus, 25 per box") == [(box, "0")]
    assert _tally_cells(view, "Game bonus") == [("100", "0")]
    assert _tally_cells(view, "Total") == [("230", "0")]


def test_panel_follows_a_match_in_progress(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = Match(PRESETS["standard"], seed=11)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    rng_seed = 11
    play(match, seed=rng_seed, steps=60)
    panel.refresh()
    kinds = [it.data(0, KIND_ROLE) for it in _items(panel.view)]
    assert kinds.count("hand") == len(match.records)
    if not match.current.is_over:
        assert kinds[-1] == "playing"
    assert panel.view.scores[0].total.text() == _num(match.totals[0])
    panel.set_match(None)
    assert _items(panel.view) == []


def test_box_tally_seven_is_a_group_and_two() -> None:
    h = 20.0
    five, two, seven = (tally_size(n, h).width() for n in (5, 2, 7))
    assert seven > five > two > 0
    assert tally_size(0, h).width() == 0


def test_csv_and_pdf_export(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    match = play_match(PRESETS["standard"], seed=5)
    dialog = ScoresheetDialog(match, subtitle="Expert")
    qtbot.addWidget(dialog)
    assert dialog.export_csv_to(tmp_path / "sheet.csv")
    text = (tmp_path / "sheet.csv").read_bytes().decode("utf-8-sig")
    delimiter = ";" if QLocale().decimalPoint() == "," else ","
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    hands = rows[1 : 1 + len(match.records)]
    for row, record in zip(hands, match.records, strict=True):
        assert int(row[0]) == record.number and int(row[2]) == record.deal_number
        assert (int(row[7]), int(row[10])) == record.totals_after
        assert (int(row[8]), int(row[11])) == record.boxes_after
        knocker = record.result.knocker
        assert row[-1] == ("" if knocker is None else ("You", "Computer")[knocker])
    result = match.game_result
    assert result is not None
    # The tally (persistence.sheet_csv): a label, then a cell per player.
    assert rows[-1][1 + result.winner] == str(result.difference)
    assert dialog.export_pdf_to(tmp_path / "sheet.pdf")
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    # Said beside the buttons: saving said nothing at all (play-test h115).
    assert dialog.saved.text() == "Saved as sheet.pdf." and not dialog.saved.isHidden()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_the_saved_line_goes_with_the_sheet_it_named(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The full view kept "Saved as sheet.pdf." when it was given another match (a game
    given up and a new one started), and would after another hand: the file holds
    neither (play-test h129). The same sheet again keeps it."""
    match = play_match(PRESETS["standard"], seed=5)
    dialog = ScoresheetDialog(match, subtitle="Expert")
    qtbot.addWidget(dialog)
    assert dialog.export_pdf_to(tmp_path / "sheet.pdf")
    dialog.refresh()
    assert not dialog.saved.isHidden()
    dialog.set_match(match)
    assert not dialog.saved.isHidden()
    dialog.set_match(play_match(PRESETS["standard"], seed=6))
    assert dialog.saved.isHidden()


def test_the_save_dialogs_write_where_the_person_chose(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The full view's PDF and CSV through the system's save dialog (answered here); a
    cancelled dialog writes nothing."""
    from PySide6.QtWidgets import QFileDialog

    dialog = ScoresheetDialog(play_match(PRESETS["standard"], seed=5))
    qtbot.addWidget(dialog)
    answers = iter(["", str(tmp_path / "chosen.csv"), str(tmp_path / "chosen.pdf")])
    titles: list[str] = []

    def ask(parent, title, suggested, kinds):  # type: ignore[no-untyped-def]
        titles.append(title)
        return next(answers), kinds

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    dialog.choose_csv()  # cancelled
    assert list(tmp_path.iterdir()) == []
    dialog.choose_csv()
    dialog.choose_pdf()
    assert titles == [
        "Save the scoresheet as CSV",
        "Save the scoresheet as CSV",
        "Save the scoresheet as PDF",
    ]
    assert (tmp_path / "chosen.csv").stat().st_size > 0
    assert (tmp_path / "chosen.pdf").read_bytes().startswith(b"%PDF")
    # A name without the file's own ending gets it (play-test h146: a PDF was written
    # under "peli3.csv"); one that has it, in capitals too, keeps its name.
    answers = iter([str(tmp_path / "peli3.csv"), str(tmp_path / "bare"), str(tmp_path / "UP.PDF")])
    dialog.choose_pdf()
    dialog.choose_pdf()
    dialog.choose_pdf()
    for name in ("peli3.csv.pdf", "bare.pdf", "UP.PDF"):
        assert (tmp_path / name).read_bytes().startswith(b"%PDF"), name
    assert not (tmp_path / "peli3.csv").exists()
    # The name it is written under exists: asked first (the dialog asked about the
    # other name), and "No" writes nothing.
    from PySide6.QtWidgets import QMessageBox

    (tmp_path / "bare.pdf").write_bytes(b"mine")
    said: list[str] = []

    def no(_parent, _title, text, _buttons, _default):  # type: ignore[no-untyped-def]
        said.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(no))
    answers = iter([str(tmp_path / "bare")])
    dialog.choose_pdf()
    assert said and said[0].startswith("bare.pdf already exists.")
    assert (tmp_path / "bare.pdf").read_bytes() == b"mine"


def test_export_to_unwritable_place_fails_gently(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    match = play_match(PRESETS["standard"], seed=5)
    dialog = ScoresheetDialog(match)
    qtbot.addWidget(dialog)
    missing = tmp_path / "a-file"
    missing.write_text("not a folder", encoding="utf-8")
    assert not dialog.export_csv_to(missing / "a.csv")
    assert not dialog.export_pdf_to(missing / "a.pdf")
    assert dialog.saved.isHidden()  # nothing was saved
    # A file saved, then one that could not be: the line named the first (h118).
    assert dialog.export_csv_to(tmp_path / "ok.csv") and not dialog.saved.isHidden()
    assert not dialog.export_pdf_to(missing / "b.pdf")
    assert dialog.saved.isHidden()


class _Shouting(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
        return source.upper() if context in ("Scoresheet", "ScoresheetPanel", "Texts") else ""


def test_language_change_retranslates(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play_match(PRESETS["ginirommi"], seed=2)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
        QCoreApplication.sendEvent(panel.view, QEvent(QEvent.Type.LanguageChange))
        assert panel.title.text() == "SCORESHEET"
        assert panel.view.tree.headerItem().text(2) == "YOU"
        hand = _items(panel.view)[0]
        assert hand.text(1) == hand.text(1).upper()
    finally:
        QCoreApplication.removeTranslator(translator)
        QCoreApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert panel.title.text() == "Scoresheet"


def test_full_view_follows_the_match(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = Match(PRESETS["standard"], seed=13)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    dialog = panel.open_full_view()
    assert panel.open_full_view() is dialog
    play(match, seed=13, steps=120)
    panel.refresh()
    hands = [it for it in _items(dialog.view) if it.data(0, KIND_ROLE) == "hand"]
    assert len(hands) == len(match.records) > 0
    dialog.close()
    assert panel.open_full_view() is dialog  # reused, and up to date


def test_print_to_a_pdf_printer(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtPrintSupport import QPrinter

    dialog = ScoresheetDialog(play_match(PRESETS["finnish_simple"], seed=3))
    qtbot.addWidget(dialog)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    dialog.print_to(printer)
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


def test_empty_panel_has_its_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    from ginrummy_desktop.ui.common.texts import player_name
    from ginrummy_desktop.ui.scoresheet import doc as scoresheet_doc

    assert panel.view.tree.headerItem().text(2) == player_name(0)
    assert panel.view.status_label.text() == scoresheet_doc.Scoresheet.tr("No game yet.")
    assert panel.view.scores[1].name.text() == player_name(1)


def test_hover_shows_the_itemised_lines(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.ui.common.texts import line_text

    match = play_match(PRESETS["ginirommi"], seed=4)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    hands = [it for it in _items(panel.view) if it.data(0, KIND_ROLE) == "hand"]
    for item, record in zip(hands, match.records, strict=True):
        tip = item.toolTip(1)
        for line in record.result.lines:
            assert line_text(line) in tip and _num(line.points) in tip


@pytest.mark.parametrize(
    ("screen", "size"),
    [((1024, 640), (760, 600)), ((1366, 728), (760, 688)), ((1920, 1040), (960, 884))],
)
def test_the_full_view_opens_no_larger_than_the_screen(qtbot, monkeypatch, screen, size) -> None:  # type: ignore[no-untyped-def]
    """At 1024x640 it opened 720 high, its Close and Print off the screen; at 1920x1080
    it opened at 760x720, the sheet scrolling with half the screen empty."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QScreen

    from ginrummy_desktop.ui.common.screen_room import FRAME_HEIGHT

    room = QRect(0, 0, *screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    dialog = ScoresheetDialog(play_match(PRESETS["standard"], seed=5))
    qtbot.addWidget(dialog)
    dialog.show()
    assert (dialog.width(), dialog.height()) == size
    assert dialog.height() + FRAME_HEIGHT <= room.height()
    for button in (dialog.print_button, dialog.csv_button):
        assert dialog.rect().contains(QRect(button.mapTo(dialog, QPoint(0, 0)), button.size()))


@pytest.mark.parametrize("screen", [(1024, 640), (1366, 728)])
def test_a_hollywood_sheet_leaves_how_each_hand_ended_room(qtbot, monkeypatch, screen) -> None:  # type: ignore[no-untyped-def]
    """At 760 wide Hollywood's six columns left the hand's outcome a few letters
    ("Utfa", "Ba…"); the full view opens wider, as far as the screen allows."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from ginrummy_desktop.ui.scoresheet.view import HOW_ROOM

    room = QRect(0, 0, *screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: room)
    rules = PRESETS["standard"].with_changes(hollywood=True)
    dialog = ScoresheetDialog(play_match(rules, seed=5))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(3):
        QCoreApplication.processEvents()
    view = dialog.view
    assert dialog.width() <= room.width()
    assert view.tree.header().sectionSize(view._how_column) >= HOW_ROOM


def test_the_printed_sheet_repeats_its_headings_on_every_page(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A long game's PDF had its headings on page 1 only, a How column so narrow that
    each hand ran to three or four lines, and a tally short of the table's width
    (play-test): the headings are the table's heading rows (repeated on every page),
    How's lines do not break, and the tally's rows run to the last column."""
    from PySide6.QtGui import QTextTable

    from ginrummy_desktop.persistence.sheet import build_sheet
    from ginrummy_desktop.ui.scorepad import output
    from ginrummy_desktop.ui.scoresheet import doc

    def first_table(document) -> QTextTable:  # type: ignore[no-untyped-def]
        tables = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
        assert tables
        return tables[0]

    match = play_match(PRESETS["finnish_1"], seed=5)
    sheet = build_sheet(match)
    for document in (doc.sheet_document(sheet), output.pad_document(sheet)):
        table = first_table(document)
        assert table.format().headerRowCount() == 1
        # How each hand ended stays on its lines: the column is as wide as they need.
        how = table.cellAt(1, 1).firstCursorPosition().blockFormat()
        assert how.nonBreakableLines()
        assert table.rows() == 1 + len(sheet.rows) + 1 + len(sheet.final)  # + boxes
    # Who won, with the final totals and the difference, as the pad's sheet says it.
    result = match.game_result
    assert result is not None and sheet.result is not None
    winner = ("You", "Computer")[result.winner]
    won, lost = result.final_totals[result.winner], result.final_totals[1 - result.winner]
    said = f"{winner} won the game, {won} to {lost} (a difference of {result.difference})."
    assert doc.status_text(sheet) == said and said in doc.sheet_html(sheet)
    # The tally's rows run the whole width: their last cell is tinted as the rest.
    document = doc.sheet_document(sheet)
    table = first_table(document)
    last = table.cellAt(table.rows() - 1, table.columns() - 1)
    assert last.format().background().color().name() == "#f4efdc"
    # A pad's print names each deadwood, in seat order as on its screen.
    knock = next(r for r in sheet.rows if r.knocker == 1)
    page = output.pad_html(sheet).replace("\u00a0", " ")  # a name kept with its count
    mine, theirs = knock.defender_deadwood, knock.knocker_deadwood
    assert f"Deadwood: Player 1 {mine} / Player 2 {theirs}" in page  # a sheet with no names
    # The match's print too, with who dealt: what a paper scorer checks by (h115).
    page = doc.sheet_html(sheet).replace("\u00a0", " ")
    # Named "Deadwood" (h137: in brackets alone the two counts said nothing on paper).
    assert f"Deadwood: You {mine} / Computer {theirs}" in page
    dealer = ("You", "Computer")[knock.dealer]
    assert f"Dealer: {dealer} · Deadwood: You {mine} / Computer {theirs}" in page
    hollywood = play_match(PRESETS["standard"].with_changes(hollywood=True), seed=5)
    document = doc.sheet_document(build_sheet(hollywood))
    table = first_table(document)
    assert table.format().headerRowCount() == 2
    last = table.cellAt(table.rows() - 1, table.columns() - 1)
    assert last.format().background().color().name() == "#f4efdc"


def test_a_hollywood_sheet_is_printed_across_the_page(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Hollywood's six score columns did not fit across a portrait page: its PDF (the
    match's and the pad's) is landscape; a one-game sheet stays portrait."""
    import re

    from ginrummy_desktop.persistence.sheet import build_sheet
    from ginrummy_desktop.ui.scorepad import output
    from ginrummy_desktop.ui.scoresheet import doc

    def page(path: Path) -> tuple[float, float]:
        found = re.search(rb"MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]", path.read_bytes())
        assert found is not None
        return float(found.group(1)), float(found.group(2))

    hollywood = build_sheet(play_match(PRESETS["standard"].with_changes(hollywood=True), seed=5))
    single = build_sheet(play_match(PRESETS["standard"], seed=5))
    doc.write_pdf(hollywood, tmp_path / "h.pdf")
    output.write_pdf(hollywood, tmp_path / "hp.pdf")
    doc.write_pdf(single, tmp_path / "s.pdf")
    for name in ("h.pdf", "hp.pdf"):
        wide, tall = page(tmp_path / name)
        assert wide > tall, name
    wide, tall = page(tmp_path / "s.pdf")
    assert tall > wide


def _split_rows(document, tally: int) -> list[int]:  # type: ignore[no-untyped-def]
    """The printed table's hand rows, and the tally (as ``tally``), whose first line
    and last fall on different pages."""
    from PySide6.QtGui import QTextTable

    page = document.pageSize().height()
    (table,) = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
    layout = document.documentLayout()

    def first_line(row: int) -> float:
        block = table.cellAt(row, 1).firstCursorPosition().block()
        line = block.layout().lineAt(0)
        return layout.blockBoundingRect(block).top() + line.y() + line.height() / 2

    def bottom(row: int) -> float:
        block = table.cellAt(row, 1).lastCursorPosition().block()
        return layout.blockBoundingRect(block).bottom() - 1

    split = [r for r in range(1, tally) if int(first_line(r) // page) != int(bottom(r) // page)]
    if int(first_line(tally) // page) != int(bottom(table.rows() - 1) // page):
        split.append(tally)
    return split


def test_no_printed_hand_nor_tally_is_split_by_a_break(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A hand's two lines fell on two pages, and the tally ran from one page onto the
    next (play-test): each starts on the next page where a break would split it. The
    pages are tried at several margins, so that breaks fall in many places."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    from ginrummy_desktop.persistence.sheet import build_sheet
    from ginrummy_desktop.ui.scoresheet import doc

    sheet = build_sheet(play_match(PRESETS["finnish_1"].with_changes(target=350), seed=5))
    tally = doc.tally_row(sheet)

    def printed(margin: float) -> object:
        document = doc.sheet_document(sheet)
        writer = QPdfWriter(str(tmp_path / "sheet.pdf"))
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(margin, margin, margin, margin),
                QPageLayout.Unit.Millimeter,
            )
        )
        doc.print_document(document, writer, tally_from=tally)
        del writer
        assert document.pageCount() >= 2  # long enough to break
        return document

    margins = [10 + 2.5 * i for i in range(10)]
    kept = {m: _split_rows(printed(m), tally) for m in margins}
    assert all(not split for split in kept.values()), kept
    # Without keeping them whole, these pages do split rows (the test has work to do).
    monkeypatch.setattr(doc, "_keep_rows_whole", lambda _document, _tally: None)
    assert any(_split_rows(printed(m), tally) for m in margins)


def test_house_rules_are_written_out_on_the_sheet_and_its_print(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The sheet said only "House rules · to 150": nothing of the knock limit, Oklahoma
    or the bonuses, so a sheet read later could not be checked (play-test)."""
    from ginrummy_desktop.persistence.sheet import build_sheet
    from ginrummy_desktop.ui.scoresheet import doc

    house = PRESETS["standard"].with_changes(
        preset="custom",
        oklahoma=True,
        big_gin_bonus=31,
        gin_bonus=30,
        undercut_bonus=20,
        box_bonus=20,
        target=150,
    )
    text = doc.house_rules_text(house)
    assert text == (
        "Oklahoma, gin 30, Big Gin 31, undercut 20, a tie is an undercut, "
        "20 a box, game bonus 100, the result is the difference."
    )
    knock = doc.house_rules_text(house.with_changes(oklahoma=False, knock_limit=8))
    assert knock.startswith("Knock on 8 or less, gin 30,")
    # However a tie goes, the line says it (h161: a tie scoring nothing went unsaid).
    nothing = doc.house_rules_text(house.with_changes(undercut_on_tie=False))
    assert "undercut 20, a tie scores nothing, 20 a box" in nothing
    paid = doc.house_rules_text(house.with_changes(undercut_on_tie=False, tie_bonus=10))
    assert "undercut 20, tie 10, 20 a box" in paid
    straight = house.with_changes(undercut_on_tie=False, straight_gin=True, oklahoma=False)
    assert "tie" not in doc.house_rules_text(straight)  # no knock, no tie
    assert doc.house_rules_text(PRESETS["finnish_1"]) == ""  # a preset's name says it
    match = Match(house, seed=3)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    # The narrow dock keeps to one line (five would cost rows): they are its tooltip,
    # and the full view and the print write them out.
    assert panel.view.rules_label.text() == "House rules · to 150"
    assert panel.view.rules_label.toolTip() == text
    full = ScoresheetDialog(match)
    qtbot.addWidget(full)
    assert full.view.rules_label.text().splitlines()[1] == text
    assert html.escape(text) in doc.sheet_html(build_sheet(match))
    panel.set_match(Match(PRESETS["standard"], seed=3))
    assert panel.view.rules_label.toolTip() == ""
    # Oklahoma with a lower knock limit: the limit caps the upcard's value.
    capped = doc.house_rules_text(house.with_changes(knock_limit=8))
    assert capped.startswith("Oklahoma, knock on 8 or less, gin 30,")


def test_a_hands_points_stand_beside_the_winners_total(qtbot) -> None:  # type: ignore[no-untyped-def]
    """In a wide column the hand's small '+7' stood at the cell's left, under the other
    player's heading, and read as that player's points (play-test 11): it is written
    just before the winner's total, in the winner's half of the column."""
    from PySide6.QtGui import QColor

    from ginrummy_desktop.ui.scoresheet.paint import PENCIL

    match = Match(PRESETS["standard"], seed=13)
    play(match, seed=13, steps=120)
    assert match.records
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    dialog = panel.open_full_view()
    dialog.resize(1300, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.view
    tree = view.tree
    item = next(it for it in _items(view) if it.data(0, KIND_ROLE) == "hand")
    column = next(
        view.first_player_column + p
        for p in (0, 1)
        if item.data(view.first_player_column + p, POINTS_ROLE)
    )
    cell = tree.visualItemRect(item)
    cell.setLeft(tree.header().sectionViewportPosition(column))
    cell.setWidth(tree.header().sectionSize(column))
    assert cell.width() >= 90  # a wide column: the case this is about
    image = tree.viewport().grab().toImage()

    def pencil(x: int, y: int) -> bool:
        # Grey pencil, or its blend with the paper: not the ink's blue, the blue rules
        # (lighter than 170) nor the red margin.
        c = QColor(image.pixel(x, y))
        grey = abs(c.red() - c.green()) < 15 and 0 <= c.blue() - c.red() < 30
        return grey and max(c.red(), c.green(), c.blue()) < 170

    assert PENCIL.red() < 170 and 0 <= PENCIL.blue() - PENCIL.red() < 30
    xs = [
        x
        for x in range(cell.left() + 1, cell.right())
        for y in range(cell.top() + 2, cell.bottom() - 1)
        if pencil(x, y)
    ]
    assert xs, "the hand's points are written"
    assert min(xs) > cell.left() + cell.width() / 2, (min(xs), cell)
    dialog.close()


def test_a_hands_line_is_written_whole_across_the_empty_deadwood_column(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, language
) -> None:
    """An expanded hand's line read "Miinuspisteiden er…" in the how column, beside an
    empty "Miinuspisteet: Sinä / Tietokone" column (fi, 1366x768, play-test 11): it
    writes on across that column, whole."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QFontMetrics, QScreen

    from ginrummy_desktop.ui.scoresheet.paint import PAPER

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(0, 0, 1366, 728))
    language.set_language("fi")
    dialog = ScoresheetDialog(play_match(PRESETS["standard"], seed=5))
    qtbot.addWidget(dialog)
    dialog.show()
    view, tree = dialog.view, dialog.view.tree
    tree.topLevelItem(0).setExpanded(True)
    for _ in range(3):
        QCoreApplication.processEvents()
    child = tree.topLevelItem(0).child(0)
    how = view._how_column
    text = child.text(how)
    width = QFontMetrics(tree.font()).horizontalAdvance(text)
    cell = tree.visualRect(tree.indexFromItem(child, how))
    assert width > cell.width() - 8  # the how column alone is too narrow for it
    # The text's ink, left to right, short of the red margin before the players' columns.
    end = tree.header().sectionViewportPosition(view.first_player_column) - 3
    image = tree.viewport().grab().toImage()
    paper = QColor(PAPER).rgb()
    inked = [
        x
        for x in range(cell.left(), end)
        for y in range(cell.top() + 2, cell.bottom() - 1)
        if image.pixel(x, y) != paper
    ]
    assert inked
    assert max(inked) - min(inked) >= width - 3, (text, max(inked) - min(inked), width)


def test_the_full_views_rows_are_walked_and_opened_by_keyboard(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play-test h98: in the full view the keys reach the rows (Tab, the arrows, → opens
    a hand's scoring lines), and the row they are on shows while the sheet has the
    keyboard, where nothing showed which it was (no selection on paper, no focus
    frame)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    match = Match(PRESETS["standard"], seed=13)
    play(match, seed=13, steps=200)
    panel = ScoresheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match)
    dialog = panel.open_full_view()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    tree = dialog.view.tree
    dialog.buttons.button(dialog.buttons.StandardButton.Close).setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # round to the sheet
    assert QApplication.focusWidget() is tree
    qtbot.keyClick(tree, Qt.Key.Key_Down)
    second = tree.topLevelItem(1)
    assert tree.currentItem() is second and second.childCount() > 0
    qtbot.keyClick(tree, Qt.Key.Key_Right)
    assert second.isExpanded()
    rect = tree.visualItemRect(second)
    with_keys = tree.viewport().grab(rect).toImage()
    dialog.expand_button.setFocus()
    QApplication.processEvents()
    without = tree.viewport().grab(rect).toImage()
    assert with_keys != without
    dialog.close()


def test_a_long_scoring_line_wraps_and_the_deal_codes_stay_on_the_page(qapp, language) -> None:  # type: ignore[no-untyped-def]
    """Play-test h115: an undercut's scoring line in Finnish ("Miinuspisteiden erotus 5,
    Alilyöntihyvitys 10") was kept on one line with how the hand ended, and the table
    ran past the page's width: the deal codes' last letters were cut off. The scoring
    line wraps; the table fits an A4 page between its margins."""
    from PySide6.QtCore import QSizeF

    from ginrummy_desktop.model import Outcome
    from ginrummy_desktop.persistence.sheet import build_sheet
    from ginrummy_desktop.ui.scoresheet import doc

    language.set_language("fi")
    match = play_match(PRESETS["finnish_1"], seed=9)
    assert any(r.result.outcome is Outcome.UNDERCUT for r in match.records)
    document = doc.sheet_document(build_sheet(match))
    width = (210 - 2 * 15) / 25.4 * 96  # A4 between the PDF's margins, in logical pixels
    document.setPageSize(QSizeF(width, 1000))
    assert document.idealWidth() <= width


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_printed_date_is_written_out(language, lang: str) -> None:
    """Play-test h123: "12/7/26" on the printed pad read as 12 July to a British reader.
    The date is written out, the month by its name, in the language of the sheet."""
    from PySide6.QtCore import QDate, QLocale

    from ginrummy_desktop.ui.scoresheet.doc import printed_date

    language.set_language(lang)
    try:
        text = printed_date(QDate(2026, 12, 7))
        month = QLocale().monthName(12)
        assert month.lower() in text.lower() and "2026" in text and "7" in text, text
        assert "12/7" not in text and "7/12" not in text
    finally:
        language.set_language("en")


def test_a_sheet_printed_between_hands_says_after_which_hand(qapp) -> None:  # type: ignore[no-untyped-def]
    """Play-test h127: the printed sheet carried the live line "Waiting for the next
    deal.", a note left on the page by mistake. On paper it says after which hand it
    was printed; on the screen the line stays."""
    from ginrummy_desktop.model import PRESETS, Match, match_view
    from ginrummy_desktop.persistence import build_sheet
    from ginrummy_desktop.review.rollout import policy_move
    from ginrummy_desktop.ui.scoresheet.doc import sheet_html, status_text

    match = Match(PRESETS["standard"], seed=4)
    while not match.current.is_over:
        match.apply(policy_move(match_view(match, match.current.turn)))
    sheet = build_sheet(match)
    assert sheet.hand_in_play is None and sheet.result is None
    assert status_text(sheet) == "Waiting for the next deal."
    page = sheet_html(sheet)
    assert "Not finished: printed after hand 1." in page
    assert "Waiting for the next deal." not in page


def test_a_lone_tally_stroke_is_framed_as_the_boxes_place(qtbot) -> None:
    """Play-test h131: one box's single upright stroke looked like the cursor of a text
    field; leaning, it read as a slash, "41 /" (h140). On screen the marks stand in a
    light frame of their own; and they lean a little, as a hand writes them."""
    from PySide6.QtGui import QColor

    from ginrummy_desktop.ui.scoresheet.tally import FRAME, TallyWidget, tally_image

    image = tally_image(1, height=40, scale=1.0)

    def ink_x(y: int) -> float:
        xs = [x for x in range(image.width()) if image.pixelColor(x, y).alpha() > 128]
        assert xs, y
        return sum(xs) / len(xs)

    top, foot = ink_x(round(40 * 0.2)), ink_x(round(40 * 0.8))
    assert 0.5 <= top - foot <= 3.0, (top, foot)  # a lean, not a slash

    def framed(count: int) -> bool:
        widget = TallyWidget(height=22)
        qtbot.addWidget(widget)
        widget.set_count(count)
        widget.resize(widget.sizeHint())
        picture = widget.grab().toImage()
        mid = picture.height() // 2
        return any(
            abs(QColor(picture.pixelColor(x, mid)).red() - FRAME.red()) < 30
            and abs(QColor(picture.pixelColor(x, mid)).blue() - FRAME.blue()) < 30
            for x in range(0, 4)
        )

    assert framed(1) and framed(7)
    assert not framed(0)


@pytest.mark.parametrize(("preset", "said"), [("standard", 25), ("ginirommi", 0)])
def test_the_tallys_tip_says_what_a_box_is_worth(qtbot, preset: str, said: int) -> None:  # type: ignore[no-untyped-def]
    """Play-test h143: the tally's tip said only "1 box won"; a newcomer learnt what a
    box is from the lesson alone. It says what each adds at the game's end, where the
    rules give boxes a bonus."""
    pad = ScorePad(PRESETS[preset], names=("A", "B"))
    pad.add(PadEntry(PadEnding.KNOCK, 0, 3, 20))
    view = SheetView(compact=True)
    qtbot.addWidget(view)
    view.set_sheet(build_pad_sheet(pad))
    tip = view.scores[0].tally.toolTip()
    assert tip.split(". ")[0].endswith("won")  # "1 box won"
    if said:
        assert f"Each box adds {said} points at the end of the game." in tip
    else:
        assert "Each box" not in tip
    # A Hollywood game's tally says it too (play-test h145: "1 box won" alone).
    hollywood = ScorePad(PRESETS[preset].with_changes(hollywood=True), names=("A", "B"))
    hollywood.add(PadEntry(PadEnding.KNOCK, 0, 3, 20))
    view.set_sheet(build_pad_sheet(hollywood))
    tip = view.game_scores[0][0].tally.toolTip()
    assert tip.split(". ")[0].endswith("won")
    assert (f"Each box adds {said} points at the end of the game." in tip) is bool(said)


def test_the_buttons_stay_put_when_the_saved_line_comes(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Play-tests h146, h147: after Save as PDF the line "Saved as …" came in and
    pushed the three buttons about 170 px to the right; the next click, aimed at Save
    as CSV, saved another PDF."""
    match = play_match(PRESETS["standard"], seed=5)
    dialog = ScoresheetDialog(match, subtitle="Expert")
    qtbot.addWidget(dialog)
    dialog.resize(1200, 700)
    dialog.show()
    QApplication.processEvents()
    buttons = (dialog.print_button, dialog.pdf_button, dialog.csv_button)
    before = [b.geometry() for b in buttons]
    assert dialog.export_pdf_to(tmp_path / "sheet.pdf")
    QApplication.processEvents()
    assert not dialog.saved.isHidden() and dialog.saved.width() > 0
    assert [b.geometry() for b in buttons] == before


@pytest.mark.parametrize("hollywood", [False, True])
def test_the_print_dialog_opens_on_the_pdfs_margins(
    qtbot, tmp_path: Path, monkeypatch, hollywood
) -> None:  # type: ignore[no-untyped-def]
    """Play-tests h146, h147: printed, the sheet stood 4.6 mm from the paper's edge (the
    print dialog's own 3.5 mm margins), saved as PDF 16 mm. The dialog opens on the
    PDF's 15 mm, and a Hollywood sheet across the page, as its PDF is; printed, it
    follows them."""
    from PySide6.QtGui import QPageLayout
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QDialog

    from ginrummy_desktop.ui.scoresheet import panel

    seen: list[QPrinter] = []

    class Dialog:  # the print dialog, answered at once with a PDF file as the printer
        def __init__(self, printer: QPrinter, _parent: object) -> None:
            seen.append(printer)
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(tmp_path / "printed.pdf"))

        def exec(self) -> QDialog.DialogCode:
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(panel, "QPrintDialog", Dialog)
    rules = PRESETS["standard"].with_changes(hollywood=hollywood)
    dialog = ScoresheetDialog(play_match(rules, seed=5))
    qtbot.addWidget(dialog)
    dialog.print_sheet()
    (printer,) = seen
    layout = printer.pageLayout()
    margins = layout.margins(QPageLayout.Unit.Millimeter)
    assert [
        round(m) for m in (margins.left(), margins.top(), margins.right(), margins.bottom())
    ] == [15] * 4
    turn = QPageLayout.Orientation
    assert layout.orientation() is (turn.Landscape if hollywood else turn.Portrait)
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


def test_a_hollywood_hand_written_in_no_game_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play-test h145: a hand won after the games it could reach were over left a blank
    row beside the table, and in the full sheet a row with no points anywhere. Its
    points are said where they would stand: written in no game."""
    from ginrummy_desktop.ui.scoresheet import doc

    pad = ScorePad(PRESETS["standard"].with_changes(hollywood=True), names=("A", "B"))
    pad.add(PadEntry(PadEnding.GIN, 0, 0, 98))  # A's first win ends game 1
    pad.add(PadEntry(PadEnding.KNOCK, 1, 5, 30))  # B's first win: game 1 only, and it is over
    sheet = build_pad_sheet(pad)
    row = next(r for r in sheet.rows if r.number == 2)
    assert row.winner == 1 and not any(c.written for c in row.games)
    for compact in (True, False):
        view = SheetView(compact=compact)
        qtbot.addWidget(view)
        view.set_sheet(sheet)
        item = next(
            view.tree.topLevelItem(i)
            for i in range(view.tree.topLevelItemCount())
            if view.tree.topLevelItem(i).data(0, NUMBER_ROLE) == 2
        )
        if compact:
            assert item.isFirstColumnSpanned()
            assert item.text(0).endswith("Computer won 25: written in no game")
        else:
            assert item.text(view._how_column).endswith(" · 25 in no game")
        assert "Computer won 25: written in no game" in item.toolTip(1)
    # A hand written in a game says nothing of the kind.
    first = next(r for r in sheet.rows if r.number == 1)
    assert "in no game" not in doc.row_tooltip(first)
    # The score pad names its players there.
    assert doc.nowhere_text(row, "Bjørn") == "Bjørn won 25: written in no game"
    # On paper and in the spreadsheet too, the match's sheet and the pad's (review
    # h150: their row stood empty there).
    from ginrummy_desktop.ui.scorepad import output

    for html_text in (doc.sheet_html(sheet), output.pad_html(sheet)):
        assert html_text.count("won 25: written in no game") == 1
    expected = (
        ["Gin", "Knock · Computer won 25: written in no game"],
        ["A went gin", "B knocked · B won 25: written in no game"],
    )
    for rows, hows in zip((doc.csv_rows(sheet), output.csv_rows(sheet)), expected, strict=True):
        how = rows[0].index("How")
        assert [r[how] for r in rows[1:3]] == hows

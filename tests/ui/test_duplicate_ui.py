"""A duplicate match at the window: the New game option, the result panel's two plays side
by side, the scoresheet's duplicate total and deal codes (dock, full view, CSV), the
history's "What the computer knew" and duplicate line, the statistics' average, and
the deal code on the table."""

from __future__ import annotations

import csv
import dataclasses
import io
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect, QRectF
from PySide6.QtWidgets import QApplication
from testkit.history_read import read
from testkit.history_rows import choose_row, game_row
from testkit.review_play import arranged_duplicate_hand
from testkit.scripted_play import play_match, view_policy

from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.app.duplicate import column_of
from ginrummy_desktop.model import PRESETS, Match, Outcome
from ginrummy_desktop.model.dealcode import code_of
from ginrummy_desktop.persistence import HistoryDB, build_sheet
from ginrummy_desktop.persistence.duplicate_history import (
    duplicate_averages,
    duplicate_rows,
    record_duplicate,
)
from ginrummy_desktop.review.duplicate import DuplicateHand, DuplicateLedger, first_divergence
from ginrummy_desktop.review.fairness_check import computer_decisions
from ginrummy_desktop.ui.common.duplicate_compare import DuplicateCompare, play_ended_text
from ginrummy_desktop.ui.dialogs.history import HistoryDialog
from ginrummy_desktop.ui.dialogs.new_game import NewGameDialog
from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog
from ginrummy_desktop.ui.review.knew import KnewDialog
from ginrummy_desktop.ui.scoresheet import doc
from ginrummy_desktop.ui.scoresheet.panel import ScoresheetDialog
from ginrummy_desktop.ui.scoresheet.view import SheetView
from ginrummy_desktop.ui.window.main_window import MainWindow

STANDARD = PRESETS["standard"]
REFERENCE = "beginner"  # a quick reference keeps the test short; every level plays the same way


def _duplicate_hand(window: MainWindow, qtbot, seed: int = 31) -> DuplicateHand:  # type: ignore[no-untyped-def]
    """A duplicate match's first hand played to its end by a fixed policy, the reference
    play (on the pool) waited for."""
    controller = window.controller
    window.new_game(STANDARD, "beginner", seed, duplicate=REFERENCE)
    runner = window.duplicate
    assert runner.active and runner.reference_level == REFERENCE
    match = controller.match
    assert match is not None
    while True:
        qtbot.waitUntil(lambda: controller.person_to_act() or match.current.is_over, timeout=10000)
        if match.current.is_over:
            break
        assert controller.act(view_policy(controller.view(0)))
    controller.set_paused(True)
    qtbot.waitUntil(
        lambda: (r := runner.record(0)) is not None and r.score is not None, timeout=30000
    )
    record = runner.record(0)
    assert record is not None
    return record


def test_the_new_game_dialog_offers_duplicate_against_the_table_levels(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, STANDARD, "advanced")
    qtbot.addWidget(dialog)
    assert not dialog.duplicate.isChecked() and dialog.chosen_duplicate() is None
    assert not dialog.duplicate_level.isEnabled()
    levels = [dialog.duplicate_level.itemData(i) for i in range(dialog.duplicate_level.count())]
    assert levels == ["beginner", "intermediate", "advanced", "expert", "master"]
    assert dialog.duplicate_level.currentData() == "expert"
    dialog.duplicate.setChecked(True)
    assert dialog.duplicate_level.isEnabled() and dialog.chosen_duplicate() == "expert"
    dialog.set_duplicate("advanced")
    assert dialog.chosen_duplicate() == "advanced"
    # The list alone says whom it chooses: the check box's words and tip (h159).
    assert dialog.duplicate_level.toolTip() == dialog.duplicate.toolTip() != ""
    assert dialog.duplicate_level.accessibleName() == "Duplicate: each deal played again by"


def test_result_panel_and_scoresheet_show_both_plays(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, tmp_path: Path
) -> None:
    window.languages.set_language("en")
    record = _duplicate_hand(window, qtbot)
    match = window.controller.match
    assert match is not None
    deal = match.deals[0]
    # The result panel: the two plays, where they parted, the duplicate score.
    compare = window.table.result_panel.duplicate
    assert compare.isVisibleTo(window.table.result_panel)
    assert compare.heading.text() == "Duplicate against Beginner"
    div = first_divergence(deal.actions, record, match.rules)
    assert compare.divergence() == div
    cells = compare.cells
    # How each play ended says who knocked and what its player won or lost.
    mine, theirs = record.person_points, record.reference_points
    assert cells[(1, 1)].text().endswith(f"{'won' if mine > 0 else 'lost'} {abs(mine)}")
    assert cells[(1, 2)].text().endswith(f"{'won' if theirs > 0 else 'lost'} {abs(theirs)}")
    assert "knocked" in cells[(1, 2)].text() or "gin" in cells[(1, 2)].text()
    if div.index is not None:
        assert f"move {div.index + 1}" in compare.footer.text()
    assert f"Duplicate score: {_signed(record.score)}" in compare.footer.text()
    # The dock: the running total beside the usual sheet.
    window.load_scoresheet()
    panel = window.scoresheet
    assert panel is not None
    total = window.duplicate.ledger.total
    assert total == record.score
    label = panel.view.duplicate_label
    assert not label.isHidden()
    assert label.text().startswith(f"Duplicate: {_num_signed(total)} against Beginner")
    # The full view: a deal code column and a duplicate column per hand.
    full = panel.open_full_view()
    view = full.view
    code_col, dup_col = view.extra_column("code"), view.extra_column("dup")
    assert code_col is not None and dup_col is not None
    row = view.tree.topLevelItem(0)
    assert row.text(code_col) == code_of(deal)
    assert row.text(dup_col) == _num_signed(record.score)
    # CSV: the deal code and duplicate columns at the end, the total under the sheet.
    assert full.export_csv_to(tmp_path / "dup.csv")
    rows = _csv(tmp_path / "dup.csv")
    # (then who knocked, added last, so that the columns before keep their places)
    assert rows[0][-4:] == ["Deal code", "Reference's result", "Duplicate score", "Knocker"]
    assert rows[1][-4:-1] == [code_of(deal), str(record.reference_points), str(record.score)]
    assert rows[-1] == ["Duplicate total", str(total), "Beginner"]
    assert full.export_pdf_to(tmp_path / "dup.pdf")
    full.close()


def _cards_covered(window: MainWindow) -> list[str]:
    """The cards of either hand (where the layout puts them) the result panel lies over."""
    scene = window.table.table
    panel = window.table.result_panel.geometry()
    covered = []
    for card, item in scene.faces.items():
        if not item.isVisible():
            continue
        rect = QRectF(item.home, item.boundingRect().size()).toAlignedRect()
        # The view shows the scene one to one (TableView.panel_rects).
        if rect.intersected(panel).height() > 6:
            covered.append(str(card))
    return covered


@pytest.mark.parametrize("seed", [31, 4])  # 4: an undercut with layoffs, a long summary
def test_a_small_table_shows_the_duplicate_comparison_in_short_over_no_card(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, seed: int
) -> None:
    window.languages.set_language("en")
    record = _duplicate_hand(window, qtbot, seed=seed)
    compare = window.table.result_panel.duplicate
    if seed == 4:  # the deal this case is for: its summary names the cards laid off
        assert "Laid off: " in window.table.result_panel.summary.text().replace("\xa0", " ")
    # A table tall beside its cards has the room for the two plays in full at the
    # table's text size; 1920x1080 has it only in small print, and shows them in short
    # at the table's size (at 12 px beside the table's 22 they were hard to read:
    # play-test).
    sizes = (((1200, 1400), False), ((1920, 1080), True), ((962, 588), True), ((1366, 768), True))
    for size, compact in sizes:
        window.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
        assert compare.compact is compact, size
        usual = round(window.table.text_px() * 0.9)  # the panels' text at the table's size
        assert window.table.result_panel.text_px() >= usual * 0.85 - 1, size
        assert compare.grid_host.isVisibleTo(compare) is not compact
        footer = compare.footer.text()
        assert f"Duplicate score: {_signed(record.score)}" in footer
        panel = window.table.result_panel
        assert compare.heading.isVisibleTo(compare) is not compact
        # The deal's code stays, under the comparison in short too (play-test: a
        # duplicate deal was the one hand without it).
        assert panel.code_label.isVisibleTo(panel)
        assert panel.code_label.text().startswith("Deal code: ")
        if compact:
            assert footer.startswith("With your cards: "), footer
            # Who knocked, and what Beginner won or lost ("Knock: −6" did not say).
            ended = footer.split(" · ")[0]
            points = abs(record.reference_points)
            assert ended.endswith(
                f"won {points}" if record.reference_points > 0 else f"lost {points}"
            )
            assert "knocked" in ended or "gin" in ended, ended
            # The level is named once in the short line ("… (against Beginner)" was twice).
            assert footer.count("Beginner") == 1, footer
            assert footer.split(" · ")[-1] == f"total {_signed(record.score)}"
            # Its tooltip has both plays and what the score is (play-test h105: the
            # short line gave figures and never the subtraction behind them).
            tip = compare.footer.toolTip().split("\n")
            assert tip[0] == "You: " + compare.cells[(1, 1)].text()
            assert tip[1] == "Beginner with your cards: " + compare.cells[(1, 2)].text()
            assert tip[2].startswith("A duplicate score is your result in a deal less Beginner's")
        else:
            assert footer.split(" · ")[-1] == f"total {_signed(record.score)} against Beginner"
            assert compare.footer.toolTip().startswith("A duplicate score is your result")
        assert _cards_covered(window) == [], size
        assert _cut_cells(compare) == [], size
    # The dock's duplicate line says so too.
    label = window.scoresheet.view.duplicate_label
    assert label.isVisibleTo(window.scoresheet) and "less Beginner's" in label.toolTip()
    # The next deal, still being played by the reference: not the last deal's plays
    # (review h111: the line kept them in its tooltip).
    from dataclasses import replace

    state = compare.state
    assert state is not None
    compare.set_state(replace(state, record=None, moves=3))
    assert compare.footer.text().startswith("Beginner is playing your cards")
    assert "You: " not in compare.footer.toolTip()
    assert compare.footer.toolTip().startswith("A duplicate score is")


def _cut_cells(compare: DuplicateCompare) -> list[str]:
    """The comparison's cells shown shorter than their wrapped text needs (at 1920x1080
    a move that wrapped onto two lines had a row of one, cut through the middle)."""
    return [
        label.text()
        for label in compare.cells.values()
        if label.isVisibleTo(compare)
        and label.text()
        and label.height() < label.heightForWidth(label.width())
    ]


@pytest.mark.parametrize("lang", ["fi", "nb"])
def test_a_widened_result_panel_keeps_its_tables_together_and_centred(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, language, lang: str
) -> None:
    # At 1366x768 a duplicate deal's panel widens to fit between the hands; its scoring
    # lines spread across it, each name far from its points (play-test). Where the two
    # plays show in full (a roomy table), their table takes the same width, under the
    # lines; shown in short, the scoring lines stay narrow all the same.
    language.set_language(lang)
    _duplicate_hand(window, qtbot, seed=4)
    panel = window.table.result_panel
    grids = (panel.grid_host, panel.duplicate.grid_host)
    for size in ((1366, 738), (1920, 1050)):
        window.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
        assert panel.width() >= 880, size  # widened: the case this is about
        inner = panel.contentsRect()
        for host in grids:
            if not host.isVisibleTo(panel):
                continue
            box = QRect(host.mapTo(panel, QPoint(0, 0)), host.size())
            assert box.width() <= 0.7 * inner.width(), (size, box, inner)
            assert box.width() >= host.sizeHint().width(), (size, box)
            assert abs(box.center().x() - inner.center().x()) <= 2, (size, box, inner)
        shown = [h for h in grids if h.isVisibleTo(panel)]
        assert shown and (len(shown) == 1 or size[0] == 1920), size  # 1366: in short
        assert len({h.mapTo(panel, QPoint(0, 0)).x() for h in shown}) == 1, size
        assert _cut_cells(panel.duplicate) == [], size


def test_csv_and_print_of_a_finished_duplicate_match(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A whole match with a ledger arranged for it: every hand's code and score, the total."""
    match = play_match(STANDARD, seed=4)
    ledger = DuplicateLedger("expert")
    for i, r in enumerate(match.records):
        person = r.result.points_for(0)
        ledger = ledger.with_hand(
            arranged_duplicate_hand(match, i, reference_points=person - (i - 1))
        )
    column = column_of(ledger)
    assert column.total == sum(i - 1 for i in range(len(match.records)))
    dialog = ScoresheetDialog(match, duplicate=column)
    qtbot.addWidget(dialog)
    assert dialog.export_csv_to(tmp_path / "m.csv")
    rows = _csv(tmp_path / "m.csv")
    hands = rows[1 : 1 + len(match.records)]
    for i, (row, deal) in enumerate(zip(hands, match.deals, strict=False)):
        assert row[-4] == code_of(deal)  # (the knocker last)
        assert int(row[-2]) == i - 1
    assert rows[-1][:2] == ["Duplicate total", str(column.total)]
    html = doc.sheet_html(build_sheet(match, duplicate=column))
    assert all(code_of(d) in html for d in match.deals if d.is_over)
    assert doc.duplicate_total_text(column) in html


def test_history_knew_statistics_and_the_table_code(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, tmp_path: Path
) -> None:
    window.languages.set_language("en")
    saver = AutoSaver(
        window.controller, session=window.session, directory=tmp_path,
        extra=window.duplicate.save_extra, parent=window,
    )  # fmt: skip
    window.attach_autosaver(saver)
    record = _duplicate_hand(window, qtbot, seed=33)
    match = window.controller.match
    assert match is not None
    # The deal's two plays went into the history, and the statistics average them.
    (row,) = duplicate_rows(saver.history)
    assert (row.reference_level, row.score) == (REFERENCE, record.score)
    (avg,) = duplicate_averages(saver.history)
    assert avg.deals == 1 and avg.average == record.score
    stats = read(qtbot, StatisticsDialog(saver.history, window))
    qtbot.addWidget(stats)
    assert not stats.duplicate_note.isHidden()
    assert stats.duplicate_note.text().startswith("Duplicate against Beginner: ")
    assert "over 1 deal" in stats.duplicate_note.text()
    # What the computer knew, from the history: the views it decided from.
    history = read(qtbot, stats.open_history())
    first = game_row(history, 0)
    assert first.text(1).endswith(" · duplicate")  # the match says what kind it is
    choose_row(history, first.child(0))
    assert "Duplicate against Beginner" in history.details.text()
    assert history.knew_button.isEnabled()
    asked: list[object] = []
    history.knew_requested.connect(asked.append)
    history.knew_button.click()
    assert len(asked) == 1
    assert window.show_computer_knew_stored(asked[0])  # as the window's dialogs do
    dialog = window._knew_dialog
    assert isinstance(dialog, KnewDialog)
    expected = computer_decisions(match, 0, 1)
    assert expected and [d.view for d in dialog.decisions] == [d.view for d in expected]
    dialog.cancel()
    dialog.close()
    # The review from the history shows the two plays side by side too.
    window.review.open_stored(asked[0])
    review = window.review.dialog
    assert review is not None and review.duplicate.state is not None
    assert review.duplicate.state.record == record
    assert review.duplicate.divergence() == first_divergence(
        match.deals[0].actions, record, match.rules
    )
    review.close()
    # The deal code on the table, switched on in the View menu.
    badge = window.deal_code_badge
    assert badge.isHidden()
    window.deal_code_action.setChecked(True)
    assert not badge.isHidden() and badge.text() == f"Deal code {code_of(match.current)}"
    window.deal_code_action.setChecked(False)
    assert badge.isHidden()
    saver.close()


def _signed(value: int | None) -> str:
    assert value is not None
    return _num_signed(value)


def _num_signed(value: int) -> str:
    sign = "+" if value > 0 else "\u2212" if value < 0 else ""  # the true minus
    return sign + QLocale().toString(abs(value))


def _csv(path: Path) -> list[list[str]]:
    text = path.read_bytes().decode("utf-8-sig")
    delimiter = ";" if QLocale().decimalPoint() == "," else ","
    return list(csv.reader(io.StringIO(text), delimiter=delimiter))


def test_the_game_over_panel_gives_the_duplicate_total(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: a finished duplicate match's game-over panel left out
    its duplicate score, which only the dock gave. It gives it as the dock does, and
    follows the reference's play of the last deal when that ends after the game."""
    window.languages.set_language("en")
    controller = window.controller
    window.new_game(STANDARD.with_changes(target=1), "beginner", 31, duplicate=REFERENCE)
    match = controller.match
    assert match is not None
    while not match.is_over:
        qtbot.waitUntil(lambda: controller.person_to_act() or match.current.is_over, timeout=10000)
        if match.current.is_over:
            assert not match.is_over, "a void hand: choose another seed"
        assert controller.act(view_policy(controller.view(0)))
    runner = window.duplicate
    last = len(match.deals) - 1
    qtbot.waitUntil(
        lambda: (r := runner.record(last)) is not None and r.score is not None, timeout=30000
    )
    controller.set_paused(True)
    QApplication.processEvents()
    over = window.table.game_over
    assert over.isVisible()
    label = over.duplicate
    assert label.isVisibleTo(over)
    total = runner.ledger.total
    assert label.text().startswith(f"Duplicate: {_num_signed(total)} against Beginner"), (
        label.text()
    )
    # And the last deal compared, which the game's end took the place of (h145).
    score = runner.record(last).score
    assert f"\nLast deal: Duplicate against Beginner: {_num_signed(score)}; " in label.text()


def test_how_a_play_ended_names_who_knocked(language) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: "Intermediate with your cards: Knock: −6" did not say
    whether Intermediate had knocked or been knocked against."""
    language.set_language("en")
    ended = play_ended_text
    assert ended(Outcome.KNOCK, -6, 1, "Intermediate") == (
        "The computer knocked, Intermediate lost 6"
    )
    assert ended(Outcome.KNOCK, 11, 0, "Intermediate") == "Intermediate knocked: won 11"
    assert ended(Outcome.UNDERCUT, 14, 1, "Expert") == (
        "The computer knocked and was undercut, Expert won 14"
    )
    assert ended(Outcome.UNDERCUT, -14, 0) == "You knocked and were undercut: lost 14"
    assert ended(Outcome.GIN, -31, 1) == "The computer went gin, you lost 31"
    assert ended(Outcome.GIN, 31, 0) == "You went gin: won 31"
    assert ended(Outcome.TIE, 0, 0) == "You knocked: nobody scored"
    assert ended(Outcome.VOID, 0, None) == "Void hand"
    assert ended(None, None, None) == "still playing"
    language.set_language("nb")
    # The reference's result first, as in Finnish (native read h125: "Med kortene dine:
    # Maskinen banket, …" read as if the computer had played the person's cards).
    assert ended(Outcome.KNOCK, -24, 1, "Middels") == "Middels tapte 24 poeng (Maskinen banket)"
    assert ended(Outcome.KNOCK, 11, 0, "Middels") == "Middels banket og vant 11 poeng"
    # The one undercut stays the subject of what it lost ("men maskinen fikk undercut:
    # tapte 14" read as the computer's loss), and no colon inside the line's own.
    assert ended(Outcome.UNDERCUT, -14, 0) == "Du banket, men ble undercut og tapte 14 poeng"
    assert ended(Outcome.UNDERCUT, 14, 1, "Ekspert") == (
        "Ekspert vant 14 poeng (Maskinen banket, men ble undercut)"
    )
    language.set_language("fi")
    assert ended(Outcome.KNOCK, -6, 1) == "Tietokone lopetti, hävisit 6 p."
    # The reference's result first, who knocked after it (play-test h97: "Korteillasi:
    # Tietokone lopetti, …" read as if the computer had played the person's cards).
    assert ended(Outcome.KNOCK, -29, 1, "Asiantuntija") == (
        "Asiantuntija hävisi 29 p. (Tietokone lopetti)"
    )
    assert ended(Outcome.UNDERCUT, -14, 0, "Asiantuntija") == (
        "Asiantuntija lopetti, mutta joutui alilyönnin kohteeksi ja hävisi 14 p."
    )
    assert ended(Outcome.GIN, 31, 0) == "Lopetit ginillä ja voitit 31 p."
    assert ended(Outcome.TIE, 0, 0) == "Lopetit ja kumpikaan ei saanut pisteitä"  # two players


def _differing_ledger() -> tuple[Match, DuplicateLedger]:
    """Seed 4's match with a duplicate deal arranged for hands 1 and 3. Hand 1: the
    reference played it as the person did (the computer knocked and was undercut, +27).
    Hand 3 the person knocked and won 11; for the reference's play, one where the
    computer knocked and it lost 8: hand 2's moves stand in for it."""
    match = play_match(STANDARD, seed=4)
    assert [r.result.outcome for r in match.records[:3]] == [
        Outcome.UNDERCUT, Outcome.KNOCK, Outcome.KNOCK,
    ]  # fmt: skip
    assert match.records[2].result.points_for(0) == 11 and match.deals[2].knocker == 0
    undercut = arranged_duplicate_hand(match, 0, reference_points=27)
    other = dataclasses.replace(
        arranged_duplicate_hand(match, 2, reference_points=-8),
        reference_actions=tuple(match.deals[1].actions),
    )
    return match, DuplicateLedger("expert").with_hand(undercut).with_hand(other)


def test_the_scoresheet_says_who_knocked_in_each_play(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding, as in the comparison: the duplicate cell's tooltip gave
    "Expert with your cards: −8 · you: +11", which did not say who had knocked in
    either play. It tells the deal in the comparison's words; the cell keeps the score
    (the column adds up to the total over it)."""
    language.set_language("en")
    match, ledger = _differing_ledger()
    column = column_of(ledger)
    dialog = ScoresheetDialog(match, duplicate=column)
    qtbot.addWidget(dialog)
    view = dialog.view
    dup_col = view.extra_column("dup")
    assert dup_col is not None
    first, third = view.tree.topLevelItem(0), view.tree.topLevelItem(2)
    assert third.text(dup_col) == "+19"
    assert third.toolTip(dup_col).split("\n") == [
        "Duplicate against Expert: +19",
        "You knocked: won 11",
        "With your cards: The computer knocked, Expert lost 8",
    ]
    assert first.text(dup_col) == "0"
    assert first.toolTip(dup_col).split("\n") == [
        "Duplicate against Expert: 0",
        "The computer knocked and was undercut, you won 27",
        "With your cards: The computer knocked and was undercut, Expert won 27",
    ]
    # The dock has no duplicate column: the row's tooltip says the same, in a block of
    # its own under the hand's.
    dock = SheetView(compact=True)
    qtbot.addWidget(dock)
    dock.set_sheet(build_sheet(match, duplicate=column))
    tip = dock.tree.topLevelItem(2).toolTip(0)
    assert tip.endswith(
        "<br><b>Duplicate against Expert: +19</b><br>You knocked: won 11"
        "<br>With your cards: The computer knocked, Expert lost 8"
    )
    language.set_language("fi")
    assert dialog.view.tree.topLevelItem(2).toolTip(dup_col).split("\n") == [
        "Duplikaatti Asiantuntija-tasoa vastaan: +19",
        "Lopetit ja voitit 11 p.",
        "Samoilla korteilla: Asiantuntija hävisi 8 p. (Tietokone lopetti)",
    ]
    language.set_language("nb")
    assert dialog.view.tree.topLevelItem(2).toolTip(dup_col).split("\n") == [
        "Duplikat mot Ekspert: +19",
        "Du banket og vant 11 poeng",
        "Med kortene dine: Ekspert tapte 8 poeng (Maskinen banket)",
    ]


def test_the_history_says_who_knocked_in_each_play(qtbot, language, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The history's line of a duplicate deal said "Expert with your cards −8, you +11":
    it names who knocked in each play, as the comparison does, on one line."""
    language.set_language("en")
    match, ledger = _differing_ledger()
    db = HistoryDB(tmp_path)
    for record in match.records:
        db.record_hand(match_id="m0", match=match, record=record, ai_level="beginner")
    for hand in ledger.hands:
        assert hand.person_points is not None
        record_duplicate(
            db, match_id="m0", number=hand.hand_index + 1, reference_level="expert",
            opponent_level="beginner", person_points=hand.person_points,
            reference_points=hand.reference_points,
            reference_outcome=hand.reference_outcome.value,
            reference_actions=[a.to_dict() for a in hand.reference_actions],
            record=hand.to_dict(),
        )  # fmt: skip
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    game = game_row(dialog, 0)
    choose_row(dialog, game.child(2))
    lines = dialog.details.text().split("\n")
    assert lines[-1] == (
        "Duplicate against Expert: +19 · You knocked: won 11"
        " · With your cards: The computer knocked, Expert lost 8"
    )
    choose_row(dialog, game.child(0))
    assert dialog.details.text().split("\n")[-1] == (
        "Duplicate against Expert: 0 · The computer knocked and was undercut, you won 27"
        " · With your cards: The computer knocked and was undercut, Expert won 27"
    )
    choose_row(dialog, game.child(1))  # no duplicate deal recorded for hand 2
    assert "Duplicate" not in dialog.details.text()
    language.set_language("nb")
    choose_row(dialog, game.child(2))
    assert dialog.details.text().split("\n")[-1] == (
        "Duplikat mot Ekspert: +19 · Du banket og vant 11 poeng"
        " · Med kortene dine: Ekspert tapte 8 poeng (Maskinen banket)"
    )

"""Issue #19's last parts: the statistics' duplicate average over time (a chart and its
numbers per reference level) and the review of a duplicate deal opening where the
person's and the reference's plays parted."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QLocale
from testkit.history_read import read
from testkit.review_play import duplicate_record, parting_at_a_take, parting_deal

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.persistence import HistoryDB
from ginrummy_desktop.persistence.duplicate_history import duplicate_series, record_duplicate
from ginrummy_desktop.ui.common.duplicate_compare import CompareState
from ginrummy_desktop.ui.common.texts import done_text
from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog
from ginrummy_desktop.ui.review.dialog import HandReviewDialog

STANDARD = PRESETS["standard"]
START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def _history(tmp_path: Path, deals: list[tuple[str, int, int]]) -> HistoryDB:
    db = HistoryDB(tmp_path)
    for i, (level, mine, ref) in enumerate(deals):
        record_duplicate(
            db, match_id=f"m{i}", number=1, reference_level=level, opponent_level="advanced",
            person_points=mine, reference_points=ref, reference_outcome="knock",
            reference_actions=[], now=START + timedelta(hours=i),
        )  # fmt: skip
    return db


def test_the_statistics_chart_gets_each_levels_averages(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    db = _history(tmp_path, [("expert", 12, 0), ("expert", 0, 8), ("beginner", 3, 0)])
    dialog = read(qtbot, StatisticsDialog(db))
    qtbot.addWidget(dialog)
    chart = dialog.duplicate_panel.chart
    assert list(chart.series()) == duplicate_series(db)
    expert, beginner = chart.series()
    # Expert: +12, then -8: averages 12 and (12 - 8) / 2 = 2; Beginner: +3.
    assert [p.rolling_average for p in expert.points] == [12.0, 2.0]
    assert [p.rolling_average for p in beginner.points] == [3.0]
    # A line per level, a point per deal, higher averages higher up.
    (e_level, e_points), (b_level, b_points) = chart.lines()
    assert (e_level.level, len(e_points), b_level.level, len(b_points)) == (
        "expert", 2, "beginner", 1,
    )  # fmt: skip
    assert e_points[0].y() < b_points[0].y() < e_points[1].y()
    # The same numbers as a table, a page away (filled once it is in sight).
    dialog.show()
    dialog.duplicate_button.click()
    assert dialog.pages.currentWidget() is dialog.duplicate_panel
    panel = dialog.duplicate_panel
    assert panel.as_table.isEnabled()
    panel.as_table.setChecked(True)
    table = panel.table
    assert panel.stack.currentWidget() is table and table.rowCount() == 3
    one = QLocale().toString(2.0, "f", 1)
    cells = [table.item(1, c).text() for c in (1, 3, 4, 5)]
    assert cells == ["2", "\u22128", "+" + one, "+" + one]
    assert table.item(2, 0).text() == "Beginner"
    assert not dialog.grab().isNull()


def test_an_empty_history_says_so_in_words(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = read(qtbot, StatisticsDialog(HistoryDB(tmp_path)))
    qtbot.addWidget(dialog)
    chart = dialog.duplicate_panel.chart
    assert chart.series() == () and chart.lines() == []
    assert chart.texts["empty"].startswith("No duplicate deals yet.")
    assert chart.accessibleDescription() == chart.texts["empty"]
    assert not dialog.duplicate_panel.as_table.isEnabled()
    assert dialog.duplicate_panel.table.rowCount() == 0
    dialog.show_page(2)
    assert not chart.grab().isNull()  # the empty page paints its words


def test_the_review_goes_to_where_the_plays_parted(qtbot) -> None:  # type: ignore[no-untyped-def]
    deal, k, theirs = parting_deal()
    actions = list(deal.actions)
    dialog = HandReviewDialog(
        None, rules=STANDARD, dealer=deal.dealer, deal_number=deal.deal_number,
        actions=actions, judge=False,
    )  # fmt: skip
    qtbot.addWidget(dialog)
    last = len(dialog.steps) - 1
    assert dialog.current == last and dialog.parted_button.isHidden()
    record = duplicate_record(deal, (*actions[:k], theirs))
    dialog.set_duplicate(CompareState("expert", record, tuple(actions)))
    # Step 0 is the deal: the k-th move (0-based) is step k + 1, the person's move there.
    assert dialog.parting_row() == k + 1
    assert dialog.current == k + 1 and dialog.steps[k + 1].action == actions[k]
    assert dialog.step_list.currentRow() == k + 1
    assert not dialog.parted_button.isHidden()
    assert dialog.parted_button.text() == "Go to where the plays parted"
    # What the reference did, as played (the button's "Pass" read as an order).
    assert f"The plays parted here. {done_text(theirs, 'Expert with your cards')}." in (
        dialog.note.text()
    )
    cells = dialog.duplicate.cells
    assert cells[(2, 1)].text() == done_text(actions[k])
    assert cells[(2, 1)].text().startswith("You ")
    assert cells[(2, 2)].text() == done_text(theirs, "Expert")
    dialog.go(0)
    assert "parted" not in dialog.note.text()
    dialog.parted_button.click()
    assert dialog.current == k + 1
    # The same plays: nowhere to go, the review stays at the end.
    same = HandReviewDialog(
        None, rules=STANDARD, dealer=deal.dealer, deal_number=deal.deal_number,
        actions=actions, judge=False,
    )  # fmt: skip
    qtbot.addWidget(same)
    same.set_duplicate(
        CompareState("expert", duplicate_record(deal, tuple(actions)), tuple(actions))
    )
    assert same.parting_row() is None and same.parted_button.isHidden()
    assert same.current == len(same.steps) - 1


def test_each_move_is_told_as_played_in_each_language(language) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.model import parse_card
    from ginrummy_desktop.model.actions import (
        BigGin,
        Discard,
        DrawDiscard,
        DrawStock,
        FinishLayoff,
        Gin,
        Knock,
        LayOff,
        NextHand,
        Pass,
        TakeUpcard,
    )  # fmt: skip
    from ginrummy_desktop.ui.common.texts import ACTION_TEXTS, DONE_TEXTS, action_text, card_name

    nine = parse_card("9H")
    moves = [
        TakeUpcard(0), Pass(0), DrawStock(0), DrawDiscard(0), Discard(0, nine), Knock(0, nine),
        Gin(0, nine), BigGin(0), LayOff(0, nine), FinishLayoff(0), NextHand(0),
    ]  # fmt: skip
    assert {m.kind for m in moves} == set(DONE_TEXTS) == set(ACTION_TEXTS)
    wanted = {"en": ("You passed", "Expert passed"), "fi": ("Passasit", "Asiantuntija passasi"),
              "nb": ("Du passet", "Ekspert passet")}  # fmt: skip
    for lang, (mine, theirs) in wanted.items():
        language.set_language(lang)
        assert done_text(Pass(0)) == mine
        assert done_text(Pass(0), "Expert" if lang == "en" else theirs.split()[0]) == theirs
        for move in moves:
            text, named = done_text(move), done_text(move, "Xy")
            assert text and text != action_text(move), (lang, move.kind)
            assert "%" not in text + named and named.startswith("Xy "), (lang, named)
            if getattr(move, "card", None) is not None:
                assert card_name(nine) in text and card_name(nine) in named


def test_the_first_difference_names_the_card_taken_from_the_pile(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    """'You took the card from the discard pile' did not say which (play-test): the
    comparison names the card on the pile where the plays parted, in each language."""
    from ginrummy_desktop.model import Outcome
    from ginrummy_desktop.review.duplicate import DuplicateHand
    from ginrummy_desktop.ui.common.duplicate_compare import DuplicateCompare
    from ginrummy_desktop.ui.common.texts import card_name, level_name

    deal, mine, theirs = parting_at_a_take("draw_discard")
    top = deal.top_discard()
    assert top is not None
    record = DuplicateHand(
        hand_index=0, deal_number=deal.deal_number, dealer=deal.dealer, person_seat=0,
        reference_level="expert", reference_seed=1, opponent_level="advanced",
        opponent_seed=2, reference_actions=tuple(theirs), reference_points=-10,
        reference_outcome=Outcome.KNOCK, person_points=12, person_outcome=Outcome.KNOCK,
    )  # fmt: skip
    compare = DuplicateCompare(on_felt=False)
    qtbot.addWidget(compare)
    compare.set_state(CompareState("expert", record, tuple(mine), rules=STANDARD))
    for code in ("en", "fi", "nb"):
        language.set_language(code)
        text = compare.cells[(2, 1)].text()
        assert text == done_text(mine[-1], taken=top) and card_name(top) in text, code
        # The reference drew from the stock: no card named for it.
        assert compare.cells[(2, 2)].text() == done_text(theirs[-1], level_name("expert"))
    language.set_language("en")
    assert compare.cells[(2, 1)].text() == f"You took the {card_name(top)} from the discard pile"

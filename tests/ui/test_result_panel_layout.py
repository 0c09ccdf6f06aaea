"""The hand result's buttons show their whole labels in every language: the panel
takes the width its buttons need where the table has it, and on a table too narrow
even for that the buttons stand one under another."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox, QToolButton
from table_helpers import load, match_until_knock

LANGS = ("en", "fi", "nb")


def _result(table, size: tuple[int, int]) -> None:
    load(table, match_until_knock(1, need_layoff=True))
    table.window.registry["accept_layoffs"].trigger()
    table.settle()
    table.window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
    assert table.view_widget.result_panel.isVisible()


def _buttons(panel) -> list[QToolButton]:
    buttons = [b for b in panel.findChildren(QToolButton) if b.isVisible()]
    assert len(buttons) == 3  # Next hand, Review hand, What the computer knew
    return buttons


def _assert_whole(panel, lang: str) -> None:
    inside = QRect(0, 0, panel.width(), panel.height())
    for button in _buttons(panel):
        # A tool button narrower than its size hint elides its label with "…".
        assert button.width() >= button.sizeHint().width(), (lang, button.text())
        assert inside.contains(button.geometry()), (lang, button.text(), button.geometry())


# 1024x640 maximised, and the window's first size on a 1366x768 screen.
@pytest.mark.parametrize("size", [(1024, 621), (1180, 706)])
@pytest.mark.parametrize("lang", LANGS)
def test_the_result_buttons_show_their_whole_labels(table, language, lang, size):
    language.set_language(lang)
    _result(table, size)
    panel = table.view_widget.result_panel
    _assert_whole(panel, lang)
    # Side by side, as on a larger table: there is room for the row.
    assert not panel.buttons_stacked
    tops = {b.geometry().top() for b in _buttons(panel)}
    assert len(tops) == 1, (lang, tops)
    # Still between the two hands, inside the table.
    assert panel.geometry().left() >= 0
    assert panel.geometry().right() <= table.view_widget.viewport().width()


def test_the_result_buttons_stand_in_rows_on_a_narrow_table(table, language):
    language.set_language("nb")  # the longest labels: "Hva maskinen visste"
    _result(table, (700, 500))  # the smallest window: the table at its minimum width
    panel = table.view_widget.result_panel
    assert panel.button_row_width() > panel.width()  # the row would not fit
    assert panel.buttons_stacked
    _assert_whole(panel, "nb")
    buttons = _buttons(panel)
    # Two by two where two fit side by side, else one under another; all equal.
    assert panel.button_columns == 2  # two fit side by side here, the third under them
    rows = 2
    assert len({b.geometry().top() for b in buttons}) == rows
    assert len({b.width() for b in buttons}) == 1
    # The odd one out stands centred under the pair.
    last = buttons[-1].geometry()
    if panel.button_columns == 2:
        pair = buttons[0].geometry().united(buttons[1].geometry())
        assert abs(last.center().x() - pair.center().x()) <= 1
    # A language with shorter labels goes back to the row.
    language.set_language("en")
    for _ in range(3):
        QApplication.processEvents()
    assert not panel.buttons_stacked
    _assert_whole(panel, "en")


def test_a_hidden_button_does_not_widen_the_column(table, language):
    language.set_language("nb")
    _result(table, (700, 500))
    panel = table.view_widget.result_panel
    wide = panel.add_button(QAction("A button for another kind of end, far wider " * 2, panel))
    wide.hide()
    panel.fit_width()
    assert panel.buttons_stacked
    buttons = _buttons(panel)
    widest = max(b.sizeHint().width() for b in buttons)
    assert wide.sizeHint().width() > widest
    assert {b.minimumWidth() for b in buttons} == {widest}
    _assert_whole(panel, "nb")


def _void_hand(table, language, lang: str, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """The result panel of a void hand (neither player ever knocks), in ``lang`` with
    the window at ``size``."""
    from table_helpers import passive_move

    from ginrummy_desktop.model import Match, match_view, preset

    language.set_language(lang)
    table.window.resize(*size)
    m = Match(preset("standard"), seed=5)
    while not m.current.is_over:
        m.apply(passive_move(match_view(m, m.current.turn)))
    load(table, m)
    QApplication.processEvents()
    panel = table.view_widget.result_panel
    assert panel.isVisible()
    return panel


def _text_gap(panel) -> int:
    """Pixels between the explanation's last line and the score's first."""
    summary, totals = panel.summary, panel.totals
    top = totals.geometry().top() + totals.contentsMargins().top()
    return top - summary.geometry().bottom()


@pytest.mark.parametrize("size", [(1024, 621), (800, 480)])  # 800x480: a squeezed panel
def test_a_void_hands_score_stands_apart_from_its_explanation(table, language, size):
    """A void hand has no scoring lines: its score stood right under "the same dealer
    deals again", as if part of it. It is set apart as the scoring lines' grid sets
    it apart after a knock, also once the panel is squeezed (the review's finding: a
    gap taken from the panel's spacing before the squeeze stayed at the old size)."""
    panel = _void_hand(table, language, "fi", size)
    assert not panel.grid_host.isVisible()
    after_lines = panel.body.spacing() + panel.grid.contentsMargins().bottom()
    assert _text_gap(panel) == after_lines + 1, (_text_gap(panel), after_lines)


def test_hands_won_are_not_called_boxes_where_boxes_score_nothing(table, language):
    """Under Ginirommi (no box bonus) the result said "Bokser: 1 – 0" in nb, a bonus
    that is not there (play-test): it counts hands won there."""
    from ginrummy_desktop.model import preset

    _result(table, (1180, 706))
    panel = table.view_widget.result_panel
    record = table.c.match.records[-1]
    assert "Boxes: " in panel.totals.text()
    assert preset("ginirommi").box_bonus == 0
    panel.set_record(record, preset("ginirommi"))
    assert "Hands won: " in panel.totals.text() and "Boxes" not in panel.totals.text()
    language.set_language("nb")
    assert "Vunne runder: " in panel.totals.text()


@pytest.mark.parametrize("size", [(1024, 640), (1024, 621)])
@pytest.mark.parametrize("lang", LANGS)
def test_a_void_hands_panel_is_as_tall_as_its_wrapped_lines(table, language, lang, size):
    """In Norwegian at 1024x640 the void hand's explanation wrapped "nytt." onto a line
    of its own, and the panel, measured 2 px wider than its labels are (its frame),
    came out a line short: the score and the boxes were cut through (play-test)."""
    from PySide6.QtWidgets import QLabel

    panel = _void_hand(table, language, lang, size)
    for label in panel.findChildren(QLabel):
        if label.isVisible() and label.wordWrap() and label.text():
            need = label.heightForWidth(label.width())
            assert label.height() >= need, (lang, label.text(), label.height(), need)


@pytest.mark.parametrize("lay_off", [False, True])
def test_the_summary_speaks_of_layoffs_only_when_there_were_some(table, language, lay_off):
    """Play-test h104: "Computer: 4 after layoffs" where nothing had been laid off.
    Without layoffs the defender's count is its deadwood; with them, the cards laid
    off are named as well."""
    load(table, match_until_knock(1, need_layoff=True))
    action = "accept_layoffs" if lay_off else "finish_layoffs"
    table.window.registry[action].trigger()
    if not lay_off:  # asked first (the A♣ and 3♣ fit), and finished without them
        box = table.window.binding.question
        skip = QMessageBox.ButtonRole.DestructiveRole
        next(b for b in box.buttons() if box.buttonRole(b) is skip).click()
    table.settle()
    record = table.c.match.records[-1]
    assert bool(record.result.layoffs) is lay_off
    text = table.view_widget.result_panel.summary.text().replace("\xa0", " ")
    assert text.startswith(f"Computer knocked with deadwood {record.result.knocker_deadwood}. ")
    if lay_off:
        assert f"You: {record.result.defender_deadwood} after layoffs." in text
        assert "Laid off: " in text
    else:
        assert f"You: deadwood {record.result.defender_deadwood}." in text
        assert "layoffs" not in text and "Laid off" not in text

"""The New game dialog as a player uses it: house rules come back, the form holds still,
and fields that count for nothing under the rules ticked are greyed out."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.model import PRESETS, Rules
from ginrummy_desktop.ui.dialogs.new_game import CUSTOM, NewGameDialog

HOUSE = PRESETS["standard"].with_changes(
    knock_limit=8, oklahoma=True, big_gin_bonus=31, gin_bonus=30, target=150
)


def _same(a: Rules, b: Rules) -> bool:
    return dataclasses.replace(a, preset=CUSTOM, hollywood=False) == dataclasses.replace(
        b, preset=CUSTOM, hollywood=False
    )


def _choose(dialog: NewGameDialog, name: str) -> None:
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(name))


def test_choosing_house_rules_brings_them_back_after_a_look_at_a_preset(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, HOUSE, "beginner")
    qtbot.addWidget(dialog)
    assert _same(dialog.chosen_rules(), HOUSE)
    _choose(dialog, "standard")
    assert dialog.chosen_rules().preset == "standard"
    _choose(dialog, CUSTOM)
    assert _same(dialog.chosen_rules(), HOUSE)
    assert dialog.preset_combo.currentData() == CUSTOM


def test_house_rules_saved_come_back_after_a_game_of_a_preset(window, settings, qtbot) -> None:  # type: ignore[no-untyped-def]
    settings.set_rules(HOUSE)
    settings.set_rules(PRESETS["finnish_1"])
    window.ask_new_game()
    dialog = window._new_game_dialog
    assert isinstance(dialog, NewGameDialog)
    assert dialog.chosen_rules().preset == "finnish_1"
    _choose(dialog, CUSTOM)
    assert _same(dialog.chosen_rules(), HOUSE)
    dialog.reject()


def test_with_no_house_rules_choosing_them_keeps_the_values_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, PRESETS["finnish_1"], "beginner")
    qtbot.addWidget(dialog)
    _choose(dialog, CUSTOM)
    assert _same(dialog.chosen_rules(), PRESETS["finnish_1"])


def test_the_knock_limit_is_greyed_under_straight_gin_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Straight gin has no knock limit; under Oklahoma it caps the upcard's value."""
    dialog = NewGameDialog(None, PRESETS["standard"], "beginner")
    qtbot.addWidget(dialog)
    assert dialog.knock_limit.isEnabled()
    dialog.straight_gin.setChecked(True)
    assert not dialog.knock_limit.isEnabled()
    dialog.straight_gin.setChecked(False)
    assert dialog.knock_limit_label.text() == "&Knock limit (deadwood):"
    dialog.show()
    QApplication.processEvents()
    at = dialog.knock_limit.mapTo(dialog, dialog.knock_limit.rect().topLeft())
    dialog.oklahoma.setChecked(True)
    QApplication.processEvents()
    assert dialog.knock_limit.mapTo(dialog, dialog.knock_limit.rect().topLeft()) == at
    assert dialog.knock_limit.isEnabled()
    # The label says what the open number is then (the tooltip alone did: play-test h95).
    assert dialog.knock_limit_label.text() == "&Knock limit at most (Oklahoma):"
    dialog.knock_limit.setValue(8)
    rules = dialog.chosen_rules()
    assert rules.knock_limit_for(10) == 8 and rules.knock_limit_for(4) == 4
    dialog.oklahoma.setChecked(False)
    assert dialog.knock_limit_label.text() == "&Knock limit (deadwood):"


def test_edits_to_house_rules_survive_a_look_at_a_preset(qtbot) -> None:  # type: ignore[no-untyped-def]
    for house in (HOUSE, None):  # saved house rules, or none yet
        rules = HOUSE if house is not None else PRESETS["standard"]
        dialog = NewGameDialog(None, rules, "beginner", house=house)
        qtbot.addWidget(dialog)
        dialog.gin_bonus.setValue(40)
        assert dialog.preset_combo.currentData() == CUSTOM
        _choose(dialog, "finnish_1")
        assert dialog.gin_bonus.value() == PRESETS["finnish_1"].gin_bonus
        _choose(dialog, CUSTOM)
        assert dialog.gin_bonus.value() == 40


@pytest.mark.parametrize(("lang", "size"), [("fi", (1024, 640)), ("en", (1920, 1080))])
def test_the_first_edit_leaves_every_field_where_it_was(qtbot, language, lang, size) -> None:  # type: ignore[no-untyped-def]
    """The preset's description shrank from two lines to one at the first edit, and the
    form moved up under the mouse: the next click ticked Big Gin, not Oklahoma."""
    language.set_language(lang)
    dialog = NewGameDialog(None, PRESETS["standard"], "beginner")
    qtbot.addWidget(dialog)
    dialog.resize(size[0] * 3 // 4, size[1] - 80)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()

    def where() -> list[QPoint]:
        return [w.mapTo(dialog, QPoint(0, 0)) for w in (dialog.oklahoma, dialog.big_gin)]

    before = where()
    description = dialog.preset_description.text()
    dialog.straight_gin.setChecked(True)
    QApplication.processEvents()
    assert dialog.preset_description.text() != description  # now "your own rules"
    assert where() == before


def test_each_number_tells_its_range_once(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, PRESETS["standard"], "beginner")
    qtbot.addWidget(dialog)
    language.set_language("en")
    dialog.retranslate_ui()
    tip = dialog.knock_limit.toolTip()
    assert tip.endswith("From 0 to 10.") and tip.count("From") == 1
    assert dialog.gin_bonus.toolTip() == "From 0 to 1000."


def test_a_number_out_of_its_range_is_said_to_be(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    """Play-test h153: 5000 typed for the gin bonus (at most 1000) became 500, the last
    digit dropped,
    and 0 for the score played to went back to the old score, without a word. The
    dialog says under the rules which number refused it, and its range; a good number
    takes the line away."""
    language.set_language("en")
    dialog = NewGameDialog(None, Rules(), "expert")
    qtbot.addWidget(dialog)
    _choose(dialog, CUSTOM)
    dialog.show()
    assert dialog.range_note.isHidden()
    spin = dialog.gin_bonus
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "5000")
    assert spin.value() == 500
    assert not dialog.range_note.isHidden()
    assert dialog.range_note.text() == "Gin bonus goes from 0 to 1,000."
    spin.selectAll()
    qtbot.keyClicks(spin, "40")
    assert spin.value() == 40 and dialog.range_note.isHidden()
    target = dialog.target
    before = target.value()
    target.setFocus()
    target.selectAll()
    qtbot.keyClicks(target, "0")
    # Left with 0 in it (what leaving the field does; offscreen it has no focus to lose).
    target.interpretText()
    assert target.value() == before and target.text() == str(before)
    assert dialog.range_note.text().startswith("Play to goes from 1 to ")

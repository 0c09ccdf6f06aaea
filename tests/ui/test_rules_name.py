"""The rules' name where the game shows it: a preset with Oklahoma switched on is named
as that preset with Oklahoma, not as house rules (play-test h168)."""

from __future__ import annotations

import dataclasses

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.ui.common.texts import rules_name


def _custom(name: str, **changes: object) -> object:
    return dataclasses.replace(PRESETS[name], preset="custom", **changes)


def test_a_preset_with_oklahoma_keeps_its_name(language) -> None:  # type: ignore[no-untyped-def]
    language.set_language("en")
    assert rules_name(PRESETS["finnish_1"]) == "Finnish, first method"
    oklahoma = _custom("finnish_1", oklahoma=True)
    assert rules_name(oklahoma) == "Finnish, first method · Oklahoma"  # type: ignore[arg-type]
    both = _custom("standard", oklahoma=True, hollywood=True)  # Hollywood is named apart
    assert rules_name(both) == "Standard (international) · Oklahoma"  # type: ignore[arg-type]
    # Any other change is house rules, Oklahoma or not.
    assert rules_name(_custom("finnish_1", oklahoma=True, gin_bonus=30)) == "House rules"  # type: ignore[arg-type]
    assert rules_name(_custom("finnish_1", gin_bonus=30)) == "House rules"  # type: ignore[arg-type]
    language.set_language("fi")
    assert rules_name(oklahoma) == "Suomalainen, ensimmäinen laskutapa · Oklahoma"  # type: ignore[arg-type]


def test_the_status_line_names_the_preset_with_oklahoma(window, table) -> None:  # type: ignore[no-untyped-def]
    window.languages.set_language("en")
    window.new_game(_custom("finnish_2", oklahoma=True), "beginner", seed=3)
    table.settle()
    assert window.rules_label.text().startswith("Finnish, second method · Oklahoma · computer:")
    assert "Finnish, second method · Oklahoma" in window.scoresheet.view.rules_label.text()


def test_the_sheet_says_the_target_once_and_no_house_rules(language) -> None:  # type: ignore[no-untyped-def]
    """Review h170: "Finnish, simplified (to 150) · Oklahoma · to 150"."""
    from ginrummy_desktop.model import Match
    from ginrummy_desktop.persistence.sheet import build_sheet
    from ginrummy_desktop.ui.scoresheet.doc import house_rules_text, rules_summary

    language.set_language("en")
    simple = _custom("finnish_simple", oklahoma=True)
    sheet = build_sheet(Match(simple, seed=1))  # type: ignore[arg-type]
    assert rules_summary(sheet) == "Finnish, simplified (to 150) · Oklahoma"
    # The values are still written out: where the same rules are offered as "House
    # rules" (the score pad's start page), they are all that tells what they are.
    assert "Oklahoma" in house_rules_text(simple)  # type: ignore[arg-type]


def test_the_history_names_a_game_played_with_oklahoma(qtbot, tmp_path, language) -> None:  # type: ignore[no-untyped-def]
    from testkit.history_read import read
    from testkit.history_rows import game_row
    from testkit.scripted_play import play

    from ginrummy_desktop.model import Match
    from ginrummy_desktop.persistence import HistoryDB
    from ginrummy_desktop.ui.dialogs.history import HistoryDialog

    language.set_language("en")
    db = HistoryDB(tmp_path)
    match = play(Match(_custom("finnish_2", oklahoma=True), seed=5), seed=5, steps=60)  # type: ignore[arg-type]
    assert match.records
    for record in match.records:
        db.record_hand(match_id="m", match=match, record=record, ai_level="expert")
    dialog = read(qtbot, HistoryDialog(db))
    qtbot.addWidget(dialog)
    row = game_row(dialog, 0)
    texts = [row.text(c) for c in range(8)]
    assert "Finnish, second method · Oklahoma" in texts, texts

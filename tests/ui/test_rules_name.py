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

"""Rule parameters: the five presets of docs/RULES.md section 6, house-rule changes, and
reading rules back from saved data."""

from __future__ import annotations

import pytest

from ginrummy_desktop.model.rules import (
    PRESET_NAMES,
    PRESETS,
    NextDealer,
    Rules,
    RulesError,
    preset,
)

# docs/RULES.md section 6, one row per preset, values in the order of FIELDS below.
TABLE = {
    "standard": (25, None, 25, True, 0, 0, False, 25, 100, 100, None, True),
    "ginirommi": (25, 31, 25, True, 0, 25, False, 0, 100, 100, None, True),
    "finnish_1": (20, None, 10, False, 0, 0, False, 20, 100, 100, 200, True),
    "finnish_2": (25, None, 20, False, 10, 0, False, 20, 100, 100, 200, True),
    "finnish_simple": (20, None, 10, True, 0, 20, False, 0, 150, 0, None, True),
}
FIELDS = (
    "gin_bonus",
    "big_gin_bonus",
    "undercut_bonus",
    "undercut_on_tie",
    "tie_bonus",
    "hand_win_bonus",
    "layoff_on_gin",
    "box_bonus",
    "target",
    "game_bonus",
    "shutout_game_bonus",
    "final_difference",
)


@pytest.mark.parametrize("name", list(TABLE))
def test_presets_match_the_table(name: str) -> None:
    rules = preset(name)
    assert rules.preset == name
    assert tuple(getattr(rules, f) for f in FIELDS) == TABLE[name]
    # Defaults every preset shares: knock limit 10, variants off, alternate deal.
    assert rules.knock_limit == 10
    assert not rules.oklahoma and not rules.straight_gin
    assert rules.next_dealer is NextDealer.ALTERNATE


def test_preset_names() -> None:
    assert set(PRESET_NAMES) == set(TABLE) == set(PRESETS)
    with pytest.raises(RulesError):
        preset("bridge")


def test_big_gin_and_shutout_helpers() -> None:
    assert PRESETS["ginirommi"].big_gin_allowed
    assert not PRESETS["standard"].big_gin_allowed
    assert PRESETS["standard"].effective_shutout_bonus == 100
    assert PRESETS["finnish_1"].effective_shutout_bonus == 200
    assert PRESETS["finnish_simple"].effective_shutout_bonus == 0


def test_knock_limit_for() -> None:
    std = PRESETS["standard"]
    assert std.knock_limit_for(1) == 10 and std.knock_limit_for(None) == 10
    okla = std.with_changes(oklahoma=True)
    assert [okla.knock_limit_for(v) for v in (1, 2, 7, 10)] == [0, 2, 7, 10]
    assert okla.with_changes(knock_limit=5).knock_limit_for(9) == 5
    assert std.with_changes(straight_gin=True).knock_limit_for(10) == 0


def test_house_rules_change_the_preset_name() -> None:
    std = PRESETS["standard"]
    changed = std.with_changes(knock_limit=7)
    assert changed.knock_limit == 7 and changed.preset == "custom"
    assert std.knock_limit == 10  # presets are values, never changed
    same = std.with_changes(knock_limit=10)
    assert same.preset == "standard"
    assert PRESETS["finnish_2"].with_changes(preset="finnish_2").preset == "finnish_2"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("knock_limit", 11),
        ("knock_limit", -1),
        ("knock_limit", 2.5),
        ("knock_limit", True),
        ("gin_bonus", -5),
        ("target", 0),
        ("big_gin_bonus", "31"),
        ("layoff_on_gin", 1),
        ("oklahoma", "yes"),
        ("next_dealer", "winner"),
        ("preset", 3),
    ],
)
def test_bad_parameters_are_refused(field: str, value: object) -> None:
    with pytest.raises(RulesError) as info:
        Rules(**{field: value})  # type: ignore[arg-type]
    assert info.value.parameter == field


@pytest.mark.parametrize("name", list(TABLE))
def test_rules_dict_round_trip(name: str) -> None:
    rules = PRESETS[name].with_changes(next_dealer=NextDealer.LOSER, oklahoma=True)
    data = rules.to_dict()
    assert data["next_dealer"] == "loser"
    assert Rules.from_dict(data) == rules


def test_rules_from_bad_dicts() -> None:
    with pytest.raises(RulesError):
        Rules.from_dict({"knock_limit": 10, "jokers": True})
    with pytest.raises(RulesError):
        Rules.from_dict({"next_dealer": "winner"})
    with pytest.raises(RulesError):
        Rules.from_dict([])  # type: ignore[arg-type]
    assert Rules.from_dict({}) == Rules()


@pytest.mark.parametrize("name", list(TABLE))
def test_a_presets_name_with_other_values_is_read_as_house_rules(name: str) -> None:
    """Review h149: a file saying "standard" with a gin bonus of 50 scored gin at 80 and
    the sheet said nothing of house rules. Read, it is house rules; a preset as it is
    keeps its name, Hollywood or not."""
    data = PRESETS[name].to_dict()
    data["gin_bonus"] = data["gin_bonus"] + 25
    read = Rules.from_dict(data)
    assert read.preset == "custom" and read.gin_bonus == data["gin_bonus"]
    assert Rules.from_dict(PRESETS[name].to_dict()).preset == name
    hollywood = PRESETS[name].with_changes(hollywood=True)
    assert Rules.from_dict(hollywood.to_dict()) == hollywood

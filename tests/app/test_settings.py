"""Typed settings over QSettings: defaults, types, bad values, rules round trip."""

from __future__ import annotations

from PySide6.QtCore import QByteArray

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.model import preset


def make(tmp_path) -> S.Settings:
    return S.Settings.in_file(str(tmp_path / "s.ini"))


def test_defaults_and_types(tmp_path):
    st = make(tmp_path)
    assert st.get(S.SPEED) == "normal"
    assert st.get(S.CONFIRM_KNOCK) is True
    assert isinstance(st.get(S.WINDOW_GEOMETRY), QByteArray)
    st.set(S.SOUND_MUTED, True)
    st.sync()
    assert make(tmp_path).get(S.SOUND_MUTED) is True


def test_bad_stored_values_fall_back_to_defaults(tmp_path):
    st = make(tmp_path)
    st.store.setValue(S.SPEED.key, "warp")
    st.store.setValue(S.DECK.key, 17)
    st.store.setValue(S.RULES_OVERRIDES.key, "{not json")
    assert st.get(S.SPEED) == "normal"
    assert st.get(S.DECK) == "classic"
    assert st.rules() == preset("standard")


def test_changed_signal_only_on_a_real_change(tmp_path, qtbot):
    st = make(tmp_path)
    keys: list[str] = []
    st.changed.connect(keys.append)
    st.set(S.DECK, "four_colour")
    st.set(S.DECK, "four_colour")
    assert keys == [S.DECK.key]


def test_rules_are_stored_as_preset_plus_house_rules(tmp_path):
    st = make(tmp_path)
    rules = preset("finnish_2").with_changes(knock_limit=7, oklahoma=True)
    st.set_rules(rules)
    st.sync()
    again = make(tmp_path).rules()
    assert again.knock_limit == 7 and again.oklahoma and again.tie_bonus == 10
    assert again.preset == "custom"
    assert make(tmp_path).get(S.RULES_PRESET) == "finnish_2"


def test_the_review_advisor_is_the_expert_unless_the_master_was_chosen(tmp_path):
    st = make(tmp_path)
    assert st.get(S.REVIEW_ADVISOR) == "expert"
    st.set(S.REVIEW_ADVISOR, "master")
    st.sync()
    assert make(tmp_path).get(S.REVIEW_ADVISOR) == "master"
    # A value no version wrote (or a hand-edited file) gives the Expert again.
    for bad in ("search", "grandmaster", 3, ""):
        st.store.setValue(S.REVIEW_ADVISOR.key, bad)
        assert st.get(S.REVIEW_ADVISOR) == "expert"


def test_house_rules_are_kept_while_presets_are_played(tmp_path):
    """The last game's rules were the only rules kept: a game of a preset replaced the
    house rules for good (play-test). They are kept apart now."""
    st = make(tmp_path)
    assert st.house_rules() is None
    house = preset("finnish_2").with_changes(knock_limit=7, oklahoma=True, hollywood=True)
    st.set_rules(house)
    st.set_rules(preset("standard"))
    st.set_rules(preset("ginirommi").with_changes(hollywood=True))
    st.sync()
    kept = make(tmp_path).house_rules()
    assert kept is not None and kept.preset == "custom" and not kept.hollywood
    assert kept.knock_limit == 7 and kept.oklahoma and kept.tie_bonus == 10
    assert make(tmp_path).rules().preset == "ginirommi"
    # Newer house rules replace them.
    st.set_rules(preset("standard").with_changes(target=250))
    kept = make(tmp_path).house_rules()
    assert kept is not None and kept.target == 250 and not kept.oklahoma


def test_house_rules_of_settings_from_before_are_the_last_games(tmp_path):
    st = make(tmp_path)
    st.set_rules(preset("standard").with_changes(gin_bonus=30))
    st.store.remove(S.HOUSE_RULES.key)  # as a version that did not keep them wrote it
    kept = st.house_rules()
    assert kept is not None and kept.gin_bonus == 30


def test_unreadable_house_rules_are_told_once_and_kept_aside(tmp_path):
    st = make(tmp_path)
    st.store.setValue(S.HOUSE_RULES.key, "{knock_limit: 7")
    st.sync()  # a settings file on disk, beside which they are kept
    assert st.house_rules() is None
    notices = st.startup_notices()
    assert len(notices) == 1 and "house rules" in notices[0]
    kept = [p for p in tmp_path.iterdir() if ".house-rules" in p.name]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{knock_limit: 7"
    assert str(kept[0]) in notices[0]
    assert st.startup_notices() == []
    # A newer version's rule is that version's: left alone, not told.
    st.store.setValue(S.HOUSE_RULES.key, '{"knock_limit": 7, "jokers": 2}')
    assert st.house_rules() is None and st.startup_notices() == []
    assert st.get(S.HOUSE_RULES) == '{"knock_limit": 7, "jokers": 2}'


def test_house_rules_of_settings_from_before_survive_the_first_preset_dealt(tmp_path):
    """Settings of a version that kept only the last game's rules: the first preset
    dealt after the upgrade replaced the house rules for good (review)."""
    st = make(tmp_path)
    st.set(S.RULES_PRESET, "standard")
    st.set_rules_overrides({"knock_limit": 8, "gin_bonus": 30})
    assert not st.get(S.HOUSE_RULES)
    st.set_rules(preset("finnish_1"))
    kept = st.house_rules()
    assert kept is not None and (kept.knock_limit, kept.gin_bonus) == (8, 30)
    assert st.rules().preset == "finnish_1"

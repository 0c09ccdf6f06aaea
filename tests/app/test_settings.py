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

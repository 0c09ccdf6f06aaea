"""The sound player never crashes or blocks, with or without audio."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.common import sound
from ginrummy_desktop.ui.common.sound import SOUND_NAMES, SoundPlayer


def test_every_effect_has_a_file() -> None:
    from ginrummy_desktop.resources import asset_path

    for name in SOUND_NAMES:
        assert asset_path("sounds", f"{name}.wav").is_file()


def test_plays_every_effect_without_raising(qapp) -> None:
    player = SoundPlayer()
    for name in SOUND_NAMES:
        player.play(name)
    # Loaded effects exist only with QtMultimedia and an output device.
    if player.available:
        assert set(player._effects) == set(SOUND_NAMES)


def test_unknown_name_is_ignored(qapp) -> None:
    SoundPlayer().play("trumpet")


def test_muted_property_and_signal(qtbot) -> None:
    player = SoundPlayer()
    assert player.muted is False
    with qtbot.waitSignal(player.muted_changed) as blocker:
        player.muted = True
    assert blocker.args == [True]
    assert player.muted is True
    player.play("gin")  # muted: nothing happens
    with qtbot.assertNotEmitted(player.muted_changed):
        player.set_muted(True)
    player.set_muted(False)
    assert player.muted is False


def test_silent_without_qtmultimedia(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sound, "_multimedia", None)
    player = SoundPlayer(muted=False)
    assert not player.available
    for name in SOUND_NAMES:
        player.play(name)


def test_volume_is_clamped(qapp) -> None:
    player = SoundPlayer(volume=3.0)
    assert player.volume == 1.0
    player.volume = -1
    assert player.volume == 0.0

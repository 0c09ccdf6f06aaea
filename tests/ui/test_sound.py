"""The sound player plays the effect asked for, stays silent when muted or without audio,
and never raises (a fake QtMultimedia stands in, so the tests need no audio device)."""

from __future__ import annotations

import logging
from pathlib import Path
from types import SimpleNamespace
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject, QUrl

from ginrummy_desktop.resources import asset_path
from ginrummy_desktop.ui.common import sound
from ginrummy_desktop.ui.common.sound import SOUND_NAMES, SoundPlayer


class FakeEffect:
    """Records what the player does with a QSoundEffect."""

    made: ClassVar[list[FakeEffect]] = []

    def __init__(self, parent: QObject) -> None:
        self.parent = parent
        self.source: Path | None = None
        self.volume: float | None = None
        self.plays = 0
        self.stops = 0
        self.fail: Exception | None = None
        FakeEffect.made.append(self)

    def setSource(self, url: QUrl) -> None:
        self.source = Path(url.toLocalFile())

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        if self.fail is not None:
            raise self.fail
        self.plays += 1

    def stop(self) -> None:
        self.stops += 1


@pytest.fixture
def fake_audio(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """QtMultimedia with one audio output; the list is the outputs (empty it for none)."""
    FakeEffect.made = []
    outputs: list[object] = [object()]
    fake = SimpleNamespace(
        QMediaDevices=SimpleNamespace(audioOutputs=lambda: list(outputs)),
        QSoundEffect=FakeEffect,
    )
    monkeypatch.setattr(sound, "_multimedia", fake)
    return outputs


def effects_by_name() -> dict[str, FakeEffect]:
    assert all(e.source is not None for e in FakeEffect.made)
    return {e.source.stem: e for e in FakeEffect.made if e.source is not None}


def plays() -> dict[str, int]:
    return {name: e.plays for name, e in effects_by_name().items() if e.plays}


def test_every_effect_has_a_file() -> None:
    for name in SOUND_NAMES:
        assert asset_path("sounds", f"{name}.wav").is_file()


def test_each_effect_is_loaded_once_from_its_file_at_the_volume(qapp, fake_audio) -> None:
    player = SoundPlayer(volume=0.5)
    assert player.available
    effects = effects_by_name()
    assert set(effects) == set(SOUND_NAMES) and len(FakeEffect.made) == len(SOUND_NAMES)
    for name, effect in effects.items():
        assert effect.source == asset_path("sounds", f"{name}.wav")
        assert effect.volume == 0.5
        assert effect.parent is player


def test_play_starts_exactly_the_named_effect(qapp, fake_audio) -> None:
    player = SoundPlayer()
    player.play("knock")
    player.play("knock")
    player.play("gin")
    assert plays() == {"knock": 2, "gin": 1}


def test_unknown_name_plays_nothing_and_is_logged_once(
    qapp, fake_audio, caplog: pytest.LogCaptureFixture
) -> None:
    player = SoundPlayer()
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        player.play("trumpet")
        player.play("trumpet")
    assert plays() == {}
    assert [r.getMessage() for r in caplog.records] == ["unknown sound effect 'trumpet'"]


def test_muted_player_plays_nothing_and_muting_stops_what_plays(qtbot, fake_audio) -> None:
    player = SoundPlayer()
    assert player.muted is False
    with qtbot.waitSignal(player.muted_changed) as blocker:
        player.muted = True
    assert blocker.args == [True]
    assert player.muted is True
    assert all(e.stops == 1 for e in FakeEffect.made)
    player.play("gin")
    assert plays() == {}
    with qtbot.assertNotEmitted(player.muted_changed):
        player.set_muted(True)
    player.set_muted(False)
    assert player.muted is False
    player.play("gin")
    assert plays() == {"gin": 1}


def test_starting_muted_plays_nothing(qapp, fake_audio) -> None:
    SoundPlayer(muted=True).play("deal")
    assert plays() == {}


def test_a_backend_failure_while_playing_is_logged_not_raised(
    qapp, fake_audio, caplog: pytest.LogCaptureFixture
) -> None:
    player = SoundPlayer()
    effects_by_name()["draw"].fail = RuntimeError("device lost")
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        player.play("draw")
    assert "could not play draw: device lost" in caplog.text
    player.play("deal")  # the others still play
    assert plays() == {"deal": 1}


def test_silent_without_an_audio_output(qapp, fake_audio) -> None:
    fake_audio.clear()
    player = SoundPlayer()
    assert not player.available
    assert FakeEffect.made == []  # no effects made for a device that is not there
    player.play("gin")


def test_silent_without_qtmultimedia(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sound, "_multimedia", None)
    player = SoundPlayer(muted=False)
    assert not player.available
    for name in SOUND_NAMES:
        player.play(name)  # returns without raising


def test_volume_is_clamped_and_reaches_every_effect(qapp, fake_audio) -> None:
    player = SoundPlayer(volume=3.0)
    assert player.volume == 1.0
    assert {e.volume for e in FakeEffect.made} == {1.0}
    player.volume = -1
    assert player.volume == 0.0
    assert {e.volume for e in FakeEffect.made} == {0.0}
    player.volume = 0.25
    assert {e.volume for e in FakeEffect.made} == {0.25}


@pytest.mark.parametrize("outputs", [0, 1])
def test_no_sound_greys_out_mute_and_says_why(qtbot, settings, fake_audio, outputs) -> None:  # type: ignore[no-untyped-def]
    """Play-test h147: a Linux without libpulse played no sound, and View offered
    "Mute sounds" as if there were any. Greyed out, it says why, in the language of the
    moment; with an audio output it stays as it was."""
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.app.controller import GameController
    from ginrummy_desktop.ui.window.main_window import MainWindow

    if not outputs:
        fake_audio.clear()
    controller = GameController(delay_ms=0)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    QApplication.processEvents()  # the effects load once the event loop runs
    mute = window.registry["mute"]
    assert window.sound.available is bool(outputs)
    assert mute.isEnabled() is bool(outputs)
    said = "No sound: this computer has no sound output the game can use."
    assert (mute.statusTip() == said) == (not outputs)
    window.languages.set_language("nb")
    try:
        assert mute.isEnabled() is bool(outputs)
        assert (mute.statusTip() == said) is False  # in bokmål, or the usual tip
        assert (mute.statusTip() == window.tr(said)) == (not outputs)
    finally:
        window.languages.clear()
        controller.set_paused(True)

"""'Assisted' (a training aid was on) is kept in the save's extra, survives a resume, and
reaches the history's matches; with the real window, the training dock and the AutoSaver
share it both ways."""

from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtCore import QSettings
from test_autosave import FakeController

from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.persistence import SaveStore, compute_statistics


def _extra(directory: Path) -> dict:
    envelope = SaveStore(directory).current_envelope()  # the journal applied
    assert envelope is not None
    return envelope["extra"]


def test_assisted_is_saved_and_survives_a_resume(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = FakeController()
    saver = AutoSaver(first, directory=tmp_path, extra=lambda: {"speed": "fast"})
    match = first.new_match(PRESETS["standard"], "expert", seed=8)
    rng = random.Random(8)
    while not match.records:
        first.step(rng)
    started = {"started_at": saver.session.started_at}
    assert _extra(tmp_path) == {"speed": "fast", "assisted": False, **started}
    saver.writer.wait_idle(10)  # the history is written on the writer's thread
    assert saver.history.matches()[0].assisted is False
    saver.set_assisted(True)  # an aid switched on, no move yet: saved at once
    assert saver.assisted and _extra(tmp_path) == {"speed": "fast", "assisted": True, **started}
    saver.writer.wait_idle(10)  # the history is written on the writer's thread
    assert saver.history.matches()[0].assisted is True
    saver.set_assisted(False)  # switched off again: the match stays assisted
    first.step(rng)
    assert saver.assisted and _extra(tmp_path)["assisted"] is True
    # A restart: the resumed match is still assisted, and the dock is told so.
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    offer = saver2.pending_resume()
    assert offer is not None and offer.assisted
    restored: list[bool] = []
    saver2.assisted_restored.connect(lambda: restored.append(saver2.assisted))
    assert saver2.resume()
    assert restored == [True] and saver2.assisted and _extra(tmp_path)["assisted"] is True
    resumed = second.match
    assert resumed is not None
    while not resumed.is_over:
        second.step(rng)
    saver2.writer.wait_idle(10)  # the history is written on the writer's thread
    (row,) = saver2.history.matches()
    assert row.assisted and row.finished_at is not None
    stats = compute_statistics(saver2.history)
    assert (stats.overall.matches_played, stats.overall.assisted_matches) == (1, 1)
    assert stats.overall.unassisted_wins == 0


def test_an_unassisted_save_resumes_unassisted(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = FakeController()
    _alive = AutoSaver(first, directory=tmp_path)  # kept alive: it saves the match
    first.new_match(PRESETS["standard"], "expert", seed=9)
    first.step(random.Random(9))
    second = FakeController()
    saver2 = AutoSaver(second, directory=tmp_path)
    restored: list[bool] = []
    saver2.assisted_restored.connect(lambda: restored.append(True))
    assert saver2.resume()
    assert restored == [] and not saver2.assisted and _extra(tmp_path)["assisted"] is False


def test_a_new_match_starts_unassisted(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = FakeController()
    saver = AutoSaver(controller, directory=tmp_path)
    controller.new_match(PRESETS["standard"], "expert", seed=10)
    saver.set_assisted(True)
    controller.new_match(PRESETS["standard"], "expert", seed=11)
    assert not saver.assisted and _extra(tmp_path)["assisted"] is False


def test_marked_while_the_match_changes(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The dock hears of a new match before the AutoSaver does (it connected first) and
    may mark it at once: the new match, with its own id, is the one marked."""
    controller = FakeController()
    saver_box: list[AutoSaver] = []
    controller.match_replaced.connect(lambda: saver_box[0].set_assisted(True))
    saver = AutoSaver(controller, directory=tmp_path)
    saver_box.append(saver)
    match = controller.new_match(PRESETS["standard"], "expert", seed=12)
    saved = SaveStore(tmp_path).current_envelope()
    assert saved is not None
    assert saved["match_id"] == saver.match_id and saved["extra"]["assisted"] is True
    rng = random.Random(12)
    while not match.records:
        controller.step(rng)
    saver.writer.wait_idle(10)  # the history is written on the writer's thread
    assert [m.match_id for m in saver.history.matches() if m.assisted] == [saver.match_id]


def test_a_damaged_assisted_value_is_not_assisted(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = FakeController()
    _alive = AutoSaver(first, directory=tmp_path)  # kept alive: it saves the match
    first.new_match(PRESETS["standard"], "expert", seed=13)
    path = tmp_path / "current-match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["assisted"] = "yes"
    path.write_text(json.dumps(data), encoding="utf-8")
    saver2 = AutoSaver(FakeController(), directory=tmp_path)
    assert saver2.resume() and not saver2.assisted


def _window(tmp_path: Path, monkeypatch):  # type: ignore[no-untyped-def]
    from ginrummy_desktop.__main__ import create, parse_args

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    _app, window, controller = create(parse_args(["--language", "en"]), [])
    return window, controller


def test_the_training_dock_and_the_autosaver_share_assisted(qtbot, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    from ginrummy_desktop.__main__ import start_game

    window, controller = _window(tmp_path, monkeypatch)
    qtbot.addWidget(window)
    start_game(window, seed=5)
    controller.set_paused(True)
    dock, saver = window.training_dock, window.autosaver
    assert not dock.assisted and not saver.assisted
    dock.actions["outs"].setChecked(True)  # an aid on: the match is assisted
    assert dock.assisted and saver.assisted
    dock.actions["outs"].setChecked(False)
    assert _extra(saver.directory)["assisted"] is True
    controller.wait_idle()
    window.close()
    saver.close()
    # The next start resumes the match: the dock says assisted with every aid off.
    window2, controller2 = _window(tmp_path, monkeypatch)
    qtbot.addWidget(window2)
    start_game(window2)
    controller2.set_paused(True)
    assert controller2.match is not None and controller2.match.seed == 5
    assert not window2.training_dock.aids.any
    assert window2.training_dock.assisted and window2.autosaver.assisted
    controller2.wait_idle()
    window2.close()
    window2.autosaver.close()

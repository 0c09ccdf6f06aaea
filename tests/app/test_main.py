"""python -m ginrummy_desktop: the window is built, shown, and a game dealt after."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from ginrummy_desktop.__main__ import create, parse_args, start_game


def test_create_and_start(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    _app, window, controller = create(parse_args(["--language", "en"]), [])
    qtbot.addWidget(window)
    window.show()
    assert controller.match is None
    start_game(window, seed=4)
    assert controller.match is not None and controller.match.seed == 4
    assert str(tmp_path) in str(window.autosaver.directory)
    controller.set_paused(True)
    controller.wait_idle()
    window.close()


def test_arguments():
    args = parse_args(["--demo", "--seed", "9", "-platform", "offscreen"])
    assert args.demo and args.seed == 9 and not args.self_test

"""The --self-test: checks an installed or bundled game end to end, offscreen, and exits.

It starts the real main window, renders every card image, loads every translation
and lets the computer play one hand against itself through the game controller. It
prints one line per check and returns 0 when all passed, 1 otherwise. Installers
and CI run it against the bundled game; it is plain text for testers, so its output
is not translated.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TextIO

# One computer-against-computer hand takes well under a second; the limit only
# stops a hung test from hanging an installer check or a CI job.
HAND_TIMEOUT_S = 60.0
CARD_SIZE = (71, 100)
WINDOW_SHOWN_MARK = "self-test: window shown"


def _choose_platform() -> None:
    """Offscreen when no platform is chosen and no display exists (CI, SSH, a container)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


class _Report:
    """Collects check results and prints them as they come."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self.failures: list[str] = []

    def line(self, text: str) -> None:
        print(text, file=self._out, flush=True)

    def check(self, name: str, func: Callable[[], str]) -> bool:
        """Runs one check; `func` returns a short detail or raises on failure."""
        started = time.perf_counter()
        try:
            detail = func()
        except Exception as error:  # report every kind of failure, keep checking
            self.failures.append(name)
            self.line(f"FAIL {name}: {error}")
            self.line("".join(traceback.format_exception(error)).rstrip())
            return False
        elapsed = time.perf_counter() - started
        self.line(f"ok   {name}: {detail} ({elapsed:.2f} s)")
        return True


def _isolate_user_data() -> Path:
    """Points settings and saves at a throwaway directory, so a self-test never
    touches a player's settings, autosave or statistics."""
    from PySide6.QtCore import QSettings, QStandardPaths

    scratch = Path(tempfile.mkdtemp(prefix="ginrummy-selftest-"))
    QStandardPaths.setTestModeEnabled(True)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(scratch))
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(scratch))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    return scratch


def _check_card_images() -> str:
    from PySide6.QtGui import QColor
    from PySide6.QtSvg import QSvgRenderer

    from .resources import asset_path
    from .ui.common.card_images import BACKS, DECKS, RANKS, SUITS, CardImageCache

    cache = CardImageCache()
    width, height = CARD_SIZE
    problems: list[str] = []

    def verify(path: Path, render: Callable[[], object]) -> None:
        # The cache draws a placeholder for a missing file instead of failing,
        # so check the file itself before rendering.
        if not path.is_file():
            problems.append(f"missing {path}")
            return
        if not QSvgRenderer(str(path)).isValid():
            problems.append(f"invalid SVG {path}")
            return
        image = render().toImage()  # type: ignore[attr-defined]
        if image.isNull():
            problems.append(f"empty image from {path}")
            return
        centre = QColor(image.pixelColor(image.width() // 2, image.height() // 2))
        if centre.alpha() == 0:
            problems.append(f"transparent centre in {path}")

    count = 0
    for deck in DECKS:
        for suit in SUITS:
            for rank in RANKS:
                code = rank + suit
                verify(
                    asset_path("cards", deck, f"{code}.svg"),
                    partial(cache.face, code, width, height, 2.0, deck),
                )
                count += 1
    for back in BACKS:
        verify(
            asset_path("cards", "backs", f"{back}.svg"),
            partial(cache.back, width, height, 2.0, back),
        )
        count += 1
    if problems:
        raise RuntimeError("; ".join(problems[:10]) + (" ..." if len(problems) > 10 else ""))
    return f"{count} images ({len(DECKS)} decks, {len(BACKS)} backs) rendered"


def _check_translations() -> str:
    from PySide6.QtCore import QTranslator

    from .resources import translations_dir

    folder = translations_dir()
    catalogs = sorted(folder.glob("*.qm"))
    if not catalogs:
        raise RuntimeError(f"no .qm files in {folder}")
    failed = [path.name for path in catalogs if not QTranslator().load(str(path))]
    if failed:
        raise RuntimeError(f"cannot load {', '.join(failed)} from {folder}")
    names = ", ".join(path.name for path in catalogs)
    return f"{len(catalogs)} catalogues load ({names})"


def _check_qt_translations() -> str:
    from .app import i18n

    found: list[str] = []
    missing: list[str] = []
    for code in i18n.LANGUAGES:
        if code == "en":  # Qt's own strings are English already
            continue
        path = i18n.find_qtbase_catalog(code)
        (found if path is not None else missing).append(code)
    if missing:
        raise RuntimeError(
            f"Qt's own catalogue missing for {', '.join(missing)} "
            f"in {i18n.qtbase_translations_dir()}"
        )
    return f"Qt catalogues found for {', '.join(found)}"


def _check_sound() -> str:
    """Every sound effect decodes, when the machine has audio at all.

    The bundle leaves out QtMultimedia's FFmpeg backend; QSoundEffect must load the
    WAV files without it. No audio output (CI, a server) is not a failure: the game
    is silent there by design.
    """
    from PySide6.QtCore import QCoreApplication, QUrl

    from .resources import asset_path
    from .ui.common.sound import SOUND_NAMES

    try:
        from PySide6 import QtMultimedia
    except (ImportError, OSError) as error:
        return f"skipped, QtMultimedia unavailable: {error}"
    outputs = QtMultimedia.QMediaDevices.audioOutputs()
    if not outputs:
        return "skipped, no audio output device"
    effects: dict[str, Any] = {}
    for name in SOUND_NAMES:
        effect = QtMultimedia.QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(asset_path("sounds", f"{name}.wav"))))
        effects[name] = effect
    loading = QtMultimedia.QSoundEffect.Status.Loading
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(e.status() == loading for e in effects.values()):
        QCoreApplication.processEvents()
    ready = QtMultimedia.QSoundEffect.Status.Ready
    failed = [name for name, effect in effects.items() if effect.status() != ready]
    if failed:
        raise RuntimeError(f"sound effects not loaded: {', '.join(failed)}")
    return f"{len(effects)} effects ready on {outputs[0].description()}"


class _TableRun:
    """The real main window, offscreen, with the computer in both seats at instant speed."""

    def __init__(self, report: _Report, scratch: Path) -> None:
        self.report = report
        self.scratch = scratch
        self.window: Any = None
        self.controller: Any = None
        self.languages: Any = None

    def show_window(self) -> str:
        from PySide6.QtWidgets import QApplication

        from .app import settings as S
        from .app.controller import GameController
        from .app.i18n import LanguageManager
        from .ui.window.main_window import MainWindow

        settings = S.Settings.in_file(str(self.scratch / "settings.ini"))
        settings.set(S.SPEED, "instant")
        self.languages = LanguageManager(QApplication.instance())
        self.languages.set_language("en")
        self.controller = GameController(computer_seats=(0, 1), delay_ms=0)
        self.window = MainWindow(self.controller, settings, self.languages)
        self.window.show()
        deadline = time.monotonic() + 10
        while not _exposed(self.window) and time.monotonic() < deadline:
            QApplication.processEvents()
        if not _exposed(self.window):
            raise RuntimeError("main window was not shown within 10 s")
        self.report.line(WINDOW_SHOWN_MARK)
        size = self.window.size()
        return f"{type(self.window).__name__} {size.width()} x {size.height()}"

    def switch_languages(self) -> str:
        """Every interface language reaches the window's menus (the .qm files really apply)."""
        from .app.i18n import LANGUAGES

        titles: dict[str, list[str]] = {}
        for code in LANGUAGES:
            self.languages.set_language(code)
            titles[code] = [a.text() for a in self.window.menuBar().actions()]
        self.languages.set_language("en")
        untranslated = [c for c in LANGUAGES if c != "en" and titles[c] == titles["en"]]
        if untranslated:
            raise RuntimeError(f"menus stay English in {', '.join(untranslated)}: {titles['en']}")
        return "; ".join(f"{code}: {' '.join(titles[code][:3])}" for code in LANGUAGES)

    def play_hand(self) -> str:
        from PySide6.QtCore import QEventLoop, QTimer

        from .model import preset

        loop = QEventLoop()
        outcome: dict[str, object] = {}

        def finished(record: object) -> None:
            outcome.setdefault("record", record)
            loop.quit()

        def timed_out() -> None:
            outcome["timeout"] = True
            loop.quit()

        self.controller.hand_finished.connect(finished)
        QTimer.singleShot(round(HAND_TIMEOUT_S * 1000), timed_out)
        # Through the window, as the New game menu does.
        self.window.new_game(preset("standard"), "beginner", seed=1)
        if "record" not in outcome:
            loop.exec()
        self.controller.set_paused(True)
        if "record" not in outcome:
            raise RuntimeError(f"no hand finished within {HAND_TIMEOUT_S:.0f} s")
        return f"hand finished: {_describe(outcome['record'])}"

    def close(self) -> str:
        from PySide6.QtWidgets import QApplication

        if self.controller is not None:
            self.controller.set_paused(True)
            self.controller.wait_idle()
        if self.window is not None:
            self.window.close()
            QApplication.processEvents()
        return "closed"


def _exposed(window: Any) -> bool:
    handle = window.windowHandle()
    return bool(window.isVisible() and handle is not None and handle.isExposed())


def _describe(record: object) -> str:
    """'knock, seat 1 scores 8' from a HandRecord (or whatever part of it exists)."""
    result = getattr(record, "result", record)
    outcome = getattr(result, "outcome", None)
    winner = getattr(result, "winner", None)
    points = getattr(result, "points", None)
    if outcome is None:
        return type(record).__name__
    text = str(getattr(outcome, "value", outcome))
    if winner is not None and points is not None:
        text += f", seat {winner} scores {points}"
    return text


def run(out: TextIO | None = None) -> int:
    """Runs every check; returns the process exit code (0 = all passed)."""
    _choose_platform()
    report = _Report(out if out is not None else sys.stdout)

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from . import __version__
    from .resources import is_frozen, package_dir

    # Kept in a local: the application must outlive every check.
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "ginrummy"])
    scratch = _isolate_user_data()
    platform = app.platformName() if isinstance(app, QApplication) else "?"
    report.line(
        f"self-test: ginrummy {__version__}, Qt platform {platform}, "
        f"{'bundle' if is_frozen() else 'package'} at {package_dir()}"
    )

    # The window first: benchmarks/bundle.py times the start up to WINDOW_SHOWN_MARK.
    table = _TableRun(report, scratch)
    window_shown = report.check("main window", table.show_window)
    report.check("card images", _check_card_images)
    report.check("translations", _check_translations)
    report.check("Qt translations", _check_qt_translations)
    report.check("sound", _check_sound)
    if window_shown:
        report.check("interface languages", table.switch_languages)
        report.check("computer-against-computer hand", table.play_hand)
    report.check("close", table.close)
    QCoreApplication.processEvents()
    _remove_tree(scratch)
    if report.failures:
        report.line(f"self-test: FAILED ({', '.join(report.failures)})")
        return 1
    report.line("self-test: passed")
    return 0


def _remove_tree(path: Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(run())

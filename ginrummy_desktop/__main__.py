"""Starts the game: ``python -m ginrummy_desktop`` (``--self-test`` checks an installation)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .app.controller import GameController
    from .app.single_instance import SingleInstance
    from .ui.window.main_window import MainWindow

SEED_MAX = 2**63 - 1  # history stores seeds as SQLite integers


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value <= SEED_MAX:
        raise argparse.ArgumentTypeError(f"must be between 0 and {SEED_MAX}")
    return value


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ginrummy", description="Gin Rummy against the computer.")
    parser.add_argument("--self-test", action="store_true", help="check the installation and exit")
    parser.add_argument(
        "--language",
        choices=("fi", "nb", "en"),
        # A player who started with it took the next start's language for lost (h95).
        help="interface language for this run only (the Language menu's choice is kept)",
    )
    parser.add_argument("--seed", type=_seed, help="start a new game from this seed")
    parser.add_argument("--demo", action="store_true", help="watch the computer play both seats")
    # Qt's own options (-platform, -style ...) pass through untouched.
    args, _unknown = parser.parse_known_args(list(argv))
    return args


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    if args.self_test:
        from .selftest import run

        return run()

    from PySide6.QtCore import QTimer

    from .app.history_reads import wait_for_reads

    instance = claim_instance(args, argv)
    if instance is None:
        return 0  # another copy runs and was brought to the front
    app, window, controller = create(args, argv)
    instance.activated.connect(lambda: bring_to_front(window))
    window.show()
    # The table is dealt (or the saved game resumed) once the window is on screen:
    # the first frame comes sooner and the deal animation is seen.
    QTimer.singleShot(0, window, lambda: start_game(window, args.seed, ask=True))
    code: int = app.exec()
    controller.set_paused(True)
    controller.wait_idle()
    wait_for_reads()  # a window's read of the history, if one was still running
    if window.autosaver is not None:
        window.autosaver.close()  # the history writer's last attempt; the rest stays queued
    instance.release()
    return code


def claim_instance(args: argparse.Namespace, argv: Sequence[str] = ()) -> SingleInstance | None:
    """The lock of the data folder for this copy of the game, or None (after telling
    the person, and asking the running copy to come forward) if another copy has it:
    two copies would both write the one saved game."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .app import settings as S
    from .app.autosave import data_dir
    from .app.single_instance import SingleInstance, already_running_text, unanswered_text

    QApplication.setOrganizationName(S.ORGANIZATION)
    QApplication.setApplicationName(S.APPLICATION)
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    instance = SingleInstance(data_dir(), parent=app)
    if instance.acquire():
        return instance
    from .app.i18n import LanguageManager, system_default

    languages = LanguageManager(app)
    languages.set_language(args.language or S.saved_language() or system_default())
    if instance.unanswered_pid:
        # Locked out for good after a crash, where the lock's number had gone to
        # another program: every start said "already running" and closed (h166).
        box = QMessageBox(
            QMessageBox.Icon.Question, "Gin Rummy", unanswered_text(instance.unanswered_pid)
        )
        start = box.addButton(
            QApplication.translate("SingleInstance", "&Start anyway"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        close = box.addButton(
            QApplication.translate("SingleInstance", "&Close"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(close)  # Return alone never starts a second copy
        box.exec()
        if box.clickedButton() is not start:
            return None
        if instance.take_over():
            return instance
        # Taken meanwhile by a copy that answers, or the file cannot be removed: the
        # copy that holds it runs, as the message says.
    QMessageBox.information(None, "Gin Rummy", already_running_text())
    return None


def bring_to_front(window: MainWindow) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def create(
    args: argparse.Namespace, argv: Sequence[str] = ()
) -> tuple[QApplication, MainWindow, GameController]:
    """Build the application, settings, language, controller and main window (not
    shown, no game yet: see start_game). Returns (app, window, controller);
    benchmarks/startup.py uses it too."""
    from PySide6.QtWidgets import QApplication

    from .app import settings as S
    from .app.controller import GameController
    from .app.i18n import LanguageManager, system_default
    from .ui.window.main_window import MainWindow

    # Qt 6 scales for high-DPI screens by itself; the table renders cards at the
    # device pixel ratio so they stay sharp.
    QApplication.setOrganizationName(S.ORGANIZATION)
    QApplication.setApplicationName(S.APPLICATION)
    QApplication.setApplicationDisplayName("Gin Rummy")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *argv])
    from .ui.common.tooltips import wrap_long_tips

    wrap_long_tips(app)  # a long tooltip in a few lines, not one past the screen's edge
    settings = S.Settings()
    languages = LanguageManager(app)
    languages.set_language(args.language or settings.get(S.LANGUAGE) or system_default())
    # The Language menu keeps the choice in the settings (a language, or "" to follow
    # the system's): ui/window/language_menu.py.
    seats = (0, 1) if args.demo else (1,)
    controller = GameController(
        computer_seats=seats, delay_ms=S.SPEED_DELAYS[settings.get(S.SPEED)]
    )
    window = MainWindow(controller, settings, languages)
    window.restore_geometry()
    return app, window, controller


def start_game(window: MainWindow, seed: int | None = None, *, ask: bool = False) -> None:
    """Attach the autosaver; resume the saved game if there is one (and no seed was
    asked for; with ``ask`` the person is offered to continue or start afresh), else
    deal a new one with the last rules and level."""
    from PySide6.QtCore import QCoreApplication

    from .app import settings as S
    from .app.autosave import AutoSaver
    from .ui.dialogs import resume

    settings = window.settings
    saver = AutoSaver(
        window.controller,
        session=window.session,
        extra=window.save_extra,  # a duplicate match's ledger, the hand's own order
        parent=window,
    )
    saver.notice_words.connect(lambda words: resume.show_notice(window, words))
    saver.problem_words.connect(window.show_problem)
    window.attach_autosaver(saver)
    # A settings file set aside, house rules ignored: told with the saver's own news, in
    # one box, or in the question that offers the saved game.
    saver.add_notices(settings.startup_notice_words())
    # A level in the settings before this start is the person's (the first deal below
    # writes the default one): a newcomer's first game after the lesson keeps it.
    level_chosen = settings.store.contains(S.AI_LEVEL.key)
    confirm = resume.ask_to_resume(window) if ask else None
    resumed = seed is None and saver.resume(settings.get(S.AI_LEVEL), confirm=confirm)
    if resumed:
        offer = saver.pending_resume()
        if offer is not None:
            window.restore_extra(offer.extra)  # the current deal's reference redone
        window.follow_resumed_game()
        window.show_status(
            QCoreApplication.translate(
                "MainWindow", "Your unfinished game goes on. Game → New game starts a fresh one."
            )
        )
    else:
        if seed is not None:
            saver.abandon_pending()  # a game asked for by its seed replaces the saved one
            saver.show_notices()
        duplicate = settings.get(S.DUPLICATE_LEVEL) or None
        window.new_game(settings.rules(), settings.get(S.AI_LEVEL), seed, duplicate=duplicate)
    if ask:
        # Once ever, to a new player: the guided first game.
        played = resumed or saver.history.has_played()
        window.lessons.offer_on_first_start(played_before=played, level_chosen=level_chosen)


if __name__ == "__main__":
    sys.exit(main())

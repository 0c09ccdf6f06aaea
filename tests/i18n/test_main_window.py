"""The main window, its menus, the table scene, its panels and every dialog, switched to
Finnish and to bokmål while open: no English left; back to English restores it all.
Screenshots of each language go to a temporary folder (tests/testkit/screenshots.py)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from testkit.screenshots import screenshot_path

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.ui.window.main_window import MainWindow

from .walker import access_letter, address, changed, collect, untranslated

ROOT = Path(__file__).resolve().parents[2]


def _module(name: str, path: Path) -> ModuleType:
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


# The table tests' helpers: set up a match at a knock, wait for the computer.
helpers = _module("table_helpers", ROOT / "tests" / "ui" / "table_helpers.py")


def _settle(win: MainWindow, qtbot) -> None:
    helpers.Table(win, qtbot).settle()
    # Nothing may move while the texts are compared.
    win.controller.set_paused(True)
    win.controller.wait_idle()
    QApplication.processEvents()


def _shot(widget: QWidget, name: str) -> None:
    QApplication.processEvents()
    assert widget.grab().save(str(screenshot_path(name)))


def _check_languages(
    languages: LanguageManager,
    roots: Callable[[], list[QWidget]],
    name: str,
    shoot: QWidget | None = None,
    ignore: frozenset[str] = frozenset(),
) -> None:
    english = {k: v for k, v in _walk(roots()).items() if v not in ignore}
    assert english, f"{name}: the walk found no text"
    if shoot is not None:
        _shot(shoot, f"{name}_en")
    for language in ("fi", "nb"):
        languages.set_language(language)
        now = _walk(roots())
        left = untranslated(english, now, language)
        assert not left, f"{name} in {language}: still English:\n" + "\n".join(left)
        if shoot is not None:
            _shot(shoot, f"{name}_{language}")
    languages.set_language("en")
    after = {k: v for k, v in _walk(roots()).items() if v not in ignore}
    # A passing status message gives way to the prompt on a switch, by design: the
    # status line is checked for English above, not for being the same text again.
    status = {address(w) for r in roots() for w in r.findChildren(QWidget, "StatusMessage")}
    english = {k: v for k, v in english.items() if k[0] not in status}
    after = {k: v for k, v in after.items() if k[0] not in status}
    assert changed(english, after) == [], f"{name}: not back to English"


def _walk(roots: list[QWidget]) -> dict:
    # Panels rebuild their rows on a language change; let the old ones really go.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()
    found = {}
    for root in roots:
        found.update(collect(root))
    return found


def _open_dialogs(win: MainWindow) -> list[QWidget]:
    return [d for d in win.findChildren(QDialog) if d.isVisible()]


def test_table_menus_and_status_bar(window: MainWindow, languages: LanguageManager, qtbot) -> None:
    window.new_game(PRESETS["finnish_1"], "beginner", seed=11)
    _settle(window, qtbot)
    _check_languages(languages, lambda: [window], "i18n_table", shoot=window)


def test_result_panel(window: MainWindow, languages: LanguageManager, qtbot) -> None:
    helpers.load(helpers.Table(window, qtbot), helpers.match_until_knock(1, need_layoff=True))
    window.registry["accept_layoffs"].trigger()
    _settle(window, qtbot)
    panel = window.table.result_panel
    assert panel.isVisible()
    _check_languages(languages, lambda: [window], "i18n_result", shoot=window)


@pytest.mark.parametrize(
    "opener", ["ask_new_game", "show_rules_help", "show_keys_help", "show_about"]
)
def test_dialogs_opened_from_the_window(
    window: MainWindow, languages: LanguageManager, qtbot, opener: str
) -> None:
    window.new_game(PRESETS["standard"], "expert", seed=5)
    _settle(window, qtbot)
    getattr(window if opener == "ask_new_game" else window.dialogs, opener)()
    QApplication.processEvents()
    dialogs = _open_dialogs(window)
    assert dialogs, f"{opener} opened no dialog"
    _check_languages(languages, lambda: [window, *dialogs], f"i18n_{opener}")
    for dialog in dialogs:
        dialog.close()


def _open_knock_dialog(window: MainWindow, qtbot):  # type: ignore[no-untyped-def]
    """The person presses K with a knock in hand; the confirmation opens."""
    window.settings.set(S.CONFIRM_KNOCK, True)
    table = helpers.Table(window, qtbot)
    helpers.load(table, helpers.match_until_knock(0))
    card, _deadwood = helpers.greedy_discard(table.pv)
    table.scene.selected = card
    table.key(Qt.Key.Key_K)
    return window.binding.knock_dialog


def test_knock_confirmation(window: MainWindow, languages: LanguageManager, qtbot) -> None:
    dialog = _open_knock_dialog(window, qtbot)
    assert dialog is not None and dialog.isVisible()
    window.controller.set_paused(True)
    _check_languages(languages, lambda: [window, dialog], "i18n_knock", shoot=dialog)
    dialog.reject()


def test_knock_dialog_buttons_keep_their_words(
    window: MainWindow, languages: LanguageManager, qtbot
) -> None:
    dialog = _open_knock_dialog(window, qtbot)
    window.controller.set_paused(True)
    languages.set_language("fi")
    texts = {b.text().replace("&", "") for b in dialog.buttons.buttons()}
    dialog.reject()
    assert texts in ({"Lopeta jako", "Jatka peliä"}, {"Lopeta ginillä", "Jatka peliä"})


def test_game_over_panel(window: MainWindow, languages: LanguageManager, qtbot) -> None:
    from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict

    # One hand to a target of 1 ends the game at once.
    data = match_to_dict(helpers.match_until_knock(1))
    data["rules"]["target"] = 1
    helpers.load(helpers.Table(window, qtbot), match_from_dict(data))
    window.registry["accept_layoffs"].trigger()
    _settle(window, qtbot)
    assert window.table.game_over.isVisible()
    _check_languages(languages, lambda: [window], "i18n_game_over", shoot=window)


def test_scoresheet_full_view(window: MainWindow, languages: LanguageManager, qtbot) -> None:
    from ginrummy_desktop.ui.scoresheet.panel import ScoresheetDialog

    helpers.load(helpers.Table(window, qtbot), helpers.match_until_knock(0))
    _settle(window, qtbot)
    dialog = ScoresheetDialog(window.controller.match, window)
    dialog.resize(760, 520)
    dialog.show()
    _check_languages(languages, lambda: [dialog], "i18n_scoresheet", shoot=dialog)
    dialog.close()


def test_statistics_and_history(languages: LanguageManager, qtbot, tmp_path: Path) -> None:
    from ginrummy_desktop.persistence import HistoryDB
    from ginrummy_desktop.ui.dialogs.history import HistoryDialog
    from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog

    scripted = _module("scripted_play", ROOT / "tests" / "testkit" / "scripted_play.py")
    db = HistoryDB(tmp_path)
    match = scripted.play_match(PRESETS["standard"], seed=41)
    for record in match.records:
        db.record_hand(match_id="m", match=match, record=record, ai_level="expert")
    db.record_match(match_id="m", match=match, result=match.game_result, ai_level="expert")
    for make, name in ((StatisticsDialog, "i18n_statistics"), (HistoryDialog, "i18n_history")):
        dialog = make(db)
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda d=dialog: not d.loading, timeout=10_000)  # read in a thread
        dialog.resize(720, 520)
        dialog.show()
        _check_languages(languages, lambda d=dialog: [d], name, shoot=dialog)


def test_status_line_follows_the_language(
    window: MainWindow, languages: LanguageManager, qtbot
) -> None:
    window.new_game(PRESETS["standard"], "beginner", seed=11)
    _settle(window, qtbot)
    before = window.status_label.text()
    languages.set_language("fi")
    assert window.status_label.text() != before


def test_result_panel_grows_with_longer_texts(
    window: MainWindow, languages: LanguageManager, qtbot
) -> None:
    helpers.load(helpers.Table(window, qtbot), helpers.match_until_knock(1, need_layoff=True))
    window.registry["accept_layoffs"].trigger()
    _settle(window, qtbot)
    languages.set_language("fi")
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()
    panel = window.table.result_panel
    assert panel.height() >= panel.sizeHint().height()


def test_hand_review_and_training_aids(languages: LanguageManager, qtbot) -> None:
    from ginrummy_desktop.model import match_view, preset
    from ginrummy_desktop.ui.review.dialog import HandReviewDialog
    from ginrummy_desktop.ui.training.panel import Aids, TrainingPanel

    review_play = _module("review_play", ROOT / "tests" / "testkit" / "review_play.py")
    actions = review_play.parse_moves(review_play.FED_KING)
    review = HandReviewDialog(
        None, rules=preset("standard"), dealer=0, deal_number=360, actions=actions, judge=False
    )
    qtbot.addWidget(review)
    review.resize(1000, 640)
    review.show()
    _check_languages(languages, lambda: [review], "i18n_review", shoot=review)

    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.set_aids(Aids(pickups=True, outs=True, safety=True))
    panel.show_view(match_view(helpers.match_until_knock(0), 0))
    panel.resize(320, 640)
    panel.show()
    _check_languages(languages, lambda: [panel], "i18n_training", shoot=panel)


def test_game_over_panel_keeps_its_rows(
    window: MainWindow, languages: LanguageManager, qtbot
) -> None:
    from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict

    data = match_to_dict(helpers.match_until_knock(1))
    data["rules"]["target"] = 1
    helpers.load(helpers.Table(window, qtbot), match_from_dict(data))
    window.registry["accept_layoffs"].trigger()
    _settle(window, qtbot)
    languages.set_language("fi")
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()
    panel = window.table.game_over
    assert panel.height() >= panel.sizeHint().height()


def test_status_message_follows_the_language(
    window: MainWindow, languages: LanguageManager, qtbot
) -> None:
    window.new_game(PRESETS["standard"], "beginner", seed=11)
    _settle(window, qtbot)
    window.show_status(QApplication.translate("PlayBinding", "%1 passed.").replace("%1", "X"))
    before = window.status_label.text()
    languages.set_language("fi")
    assert window.status_label.text() != before


def _menu_clashes(menu, path: str) -> list[str]:
    out: list[str] = []
    seen: dict[str, str] = {}
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        letter = access_letter(action.text())
        if letter is not None:
            if letter in seen:
                out.append(f"{path}: '{seen[letter]}' and '{action.text()}' share '{letter}'")
            seen.setdefault(letter, action.text())
        if action.menu() is not None:
            out += _menu_clashes(action.menu(), f"{path} > {action.text()}")
    return out


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_access_keys_are_distinct_in_every_menu(
    window: MainWindow, languages: LanguageManager, language: str
) -> None:
    languages.set_language(language)
    QApplication.processEvents()
    clashes = _menu_clashes(window.menuBar(), "menu bar")
    languages.set_language("en")
    assert not clashes, "\n".join(clashes)

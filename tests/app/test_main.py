"""python -m ginrummy_desktop: the window is built, shown, and a game dealt after."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from ginrummy_desktop.__main__ import create, parse_args, start_game


def test_create_and_start(qtbot, tmp_path, monkeypatch):
    _isolate(tmp_path, monkeypatch)
    app, window, controller = create(parse_args(["--language", "en"]), [])
    qtbot.addWidget(window)
    window.show()
    # Long tooltips are shown wrapped (the New game dialog's ran past its edge), once.
    from ginrummy_desktop.ui.common.tooltips import LongTipWrapper, wrap_long_tips

    assert len(app.findChildren(LongTipWrapper)) == 1
    assert wrap_long_tips(app) is app.findChild(LongTipWrapper)
    assert len(app.findChildren(LongTipWrapper)) == 1
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


def _isolate(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))


def _started(qtbot, **start):
    """The window as ``python -m ginrummy_desktop --language en`` makes it, its game
    started (``start``: start_game's arguments) and the computer paused."""
    _app, window, controller = create(parse_args(["--language", "en"]), [])
    qtbot.addWidget(window)
    start_game(window, **start)
    controller.set_paused(True)
    controller.wait_idle()
    return window, controller


def test_damaged_settings_are_kept_aside_with_a_message(qtbot, tmp_path, monkeypatch):
    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.ui.dialogs import resume as resume_dialogs

    _isolate(tmp_path, monkeypatch)
    store = QSettings(S.ORGANIZATION, S.APPLICATION)
    path = store.fileName()
    del store
    import os

    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("[ui\nlanguage=fi\n")  # an unclosed section: Qt reports FormatError
    shown: list[str] = []
    monkeypatch.setattr(
        resume_dialogs,
        "show_notice",
        lambda parent, text: shown.append(text() if callable(text) else text),
    )
    _app, window, controller = create(parse_args(["--language", "en"]), [])
    qtbot.addWidget(window)
    moved = window.settings.moved_aside
    assert moved is not None and moved.is_file()
    assert moved.read_text(encoding="utf-8").startswith("[ui")
    assert window.settings.get(S.DECK) == "classic"
    window.settings.set(S.DECK, "four_colour")
    assert window.settings.get(S.DECK) == "four_colour"
    start_game(window, seed=3)
    qtbot.waitUntil(lambda: len(shown) == 1)  # told once the start is done
    assert str(moved) in shown[0]
    assert controller.match is not None
    controller.set_paused(True)
    controller.wait_idle()
    window.close()


@pytest.mark.parametrize("answer", [True, False])
def test_resume_is_offered(qtbot, tmp_path, monkeypatch, answer):
    from ginrummy_desktop.model.serialize import match_to_dict
    from ginrummy_desktop.ui.dialogs import resume as resume_dialogs

    _isolate(tmp_path, monkeypatch)
    window, controller = _started(qtbot, seed=8)
    window.autosaver.save_now()
    saved = match_to_dict(controller.match)
    window.close()

    asked: list[object] = []

    def ask(parent):
        return lambda offer: asked.append(offer) or answer

    monkeypatch.setattr(resume_dialogs, "ask_to_resume", ask)
    window2, controller2 = _started(qtbot, ask=True)
    assert len(asked) == 1
    assert (match_to_dict(controller2.match) == saved) is answer
    window2.close()


def _damaged_start(qtbot, tmp_path, monkeypatch) -> list[str]:
    """A game saved, then its journal and the settings file damaged; the boxes that
    tell of it are caught: the list they are put in."""
    from PySide6.QtWidgets import QMessageBox

    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.app.autosave import data_dir
    from ginrummy_desktop.persistence import SaveStore
    from ginrummy_desktop.ui.dialogs import resume as resume_dialogs

    _isolate(tmp_path, monkeypatch)
    window, _controller = _started(qtbot, seed=8)
    window.autosaver.save_now()
    window.close()
    SaveStore(data_dir()).journal_path.write_bytes(b"== ]]] garbage\n" * 30)
    with open(QSettings(S.ORGANIZATION, S.APPLICATION).fileName(), "ab") as f:
        f.write(b"\x00\x00 not a line\n")
    shown: list[str] = []
    monkeypatch.setattr(
        resume_dialogs,
        "show_notice",
        lambda parent, text: shown.append(text() if callable(text) else text),
    )
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown


def test_what_went_wrong_is_told_in_the_question_that_offers_the_game(qtbot, tmp_path, monkeypatch):
    """A damaged journal and a damaged settings file at one start: one box, the
    question that offers the saved game, says both (play-test 11, P4: a warning came
    first, then the question)."""
    from ginrummy_desktop.ui.dialogs import resume as resume_dialogs

    shown = _damaged_start(qtbot, tmp_path, monkeypatch)
    asked: list[tuple[str, ...]] = []
    monkeypatch.setattr(
        resume_dialogs,
        "ask_to_resume",
        lambda parent: lambda offer: asked.append(offer.notices) is None,
    )
    again, controller = _started(qtbot, ask=True)
    qtbot.wait(50)  # a separate notice would be sent by now
    assert len(asked) == 1 and shown == []
    (journal, settings_text) = sorted(asked[0], key=lambda t: "settings" in t)
    assert "last moves" in journal and "settings" in settings_text
    assert controller.match is not None and controller.match.seed == 8  # resumed
    again.close()


def test_the_start_is_told_in_one_box_when_no_game_is_offered(qtbot, tmp_path, monkeypatch):
    """With no saved game to offer, the settings' and the save's messages still come,
    together, once."""
    shown = _damaged_start(qtbot, tmp_path, monkeypatch)
    again, _controller = _started(qtbot, seed=5)  # a seed asked for: nothing to offer
    qtbot.waitUntil(lambda: len(shown) == 1)
    assert "last moves" in shown[0] and "settings" in shown[0]
    qtbot.wait(50)
    assert len(shown) == 1
    again.close()


def test_a_hand_arranged_by_hand_comes_back_so(qtbot, tmp_path, monkeypatch):
    """The free order of the person's hand went with the window: a resumed game had
    the hand sorted again; and the resume's own save left it out, so a second resume
    lost it."""
    from ginrummy_desktop.app.autosave import data_dir
    from ginrummy_desktop.persistence import SaveStore
    from ginrummy_desktop.ui.dialogs import resume as resume_dialogs

    _isolate(tmp_path, monkeypatch)
    window, _controller = _started(qtbot, seed=8)
    scene = window.table.table
    sorted_order = list(scene.hand_order)
    scene.set_selected(sorted_order[0])
    for _ in range(3):  # Shift+Right, three times: the first card among the others
        window.binding._on_key("move_right")
    arranged = list(scene.hand_order)
    assert arranged != sorted_order and scene.arrangement.mode == "free"
    window.close()  # at once: the order is saved on closing

    monkeypatch.setattr(resume_dialogs, "ask_to_resume", lambda parent: lambda offer: True)
    for _round in range(2):
        again, _controller = _started(qtbot, ask=True)
        scene2 = again.table.table
        qtbot.waitUntil(lambda s=scene2: not s.dealing, timeout=10_000)  # as it lands
        assert list(scene2.hand_order) == arranged
        assert scene2.arrangement.mode == "free" and again.registry["sort_free"].isChecked()
        # On disk too, with no move since the resume.
        envelope = SaveStore(data_dir()).current_envelope()
        assert envelope is not None
        assert envelope["extra"]["hand_order"] == [c.code for c in arranged]
        again.close()


def test_the_guided_game_is_offered_to_a_new_player_only(qtbot, tmp_path, monkeypatch):
    """The first start offers the guided first game; a start whose settings were lost
    (a damaged file set aside) does not offer it to someone with a history here."""
    from testkit.scripted_play import play_match

    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.app.autosave import data_dir
    from ginrummy_desktop.model import PRESETS
    from ginrummy_desktop.persistence import HistoryDB
    from ginrummy_desktop.ui.dialogs import resume as resume_dialogs

    _isolate(tmp_path, monkeypatch)
    monkeypatch.setattr(resume_dialogs, "ask_to_resume", lambda parent: lambda offer: False)
    window, _controller = _started(qtbot, ask=True)
    box = window.lessons.offer_box
    assert box is not None and box.isVisible()
    box.done(box.StandardButton.No)
    window.close()

    history = HistoryDB(data_dir())
    history.record_abandoned(
        match_id="earlier", match=play_match(PRESETS["standard"], seed=2), ai_level="expert"
    )
    history.close()
    settings = S.Settings()
    settings.set(S.LESSON_OFFERED, False)  # as after a damaged settings file
    again, _controller = _started(qtbot, ask=True)
    assert again.lessons.offer_box is None
    assert again.settings.get(S.LESSON_OFFERED)  # and it is settled for next time
    again.close()


@pytest.mark.parametrize(("own", "after"), [(None, "beginner"), ("expert", "expert")])
def test_a_newcomers_first_game_is_against_the_beginner(qtbot, tmp_path, monkeypatch, own, after):
    """The first start deals a game at the default level (Intermediate) and offers the
    lesson; a newcomer who took it then played against the Intermediate. After that
    lesson (here skipped) the same deal is played against the Beginner, chosen as the
    Level menu would, and the status bar says so; a level that was in the settings
    before this start is the person's own, and is kept."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.ui.lessons.texts import LessonTexts

    _isolate(tmp_path, monkeypatch)
    if own is not None:
        store = QSettings(S.ORGANIZATION, S.APPLICATION)
        store.setValue(S.AI_LEVEL.key, own)
        store.sync()
        del store
    _app, window, controller = create(parse_args(["--language", "en"]), [])
    qtbot.addWidget(window)
    window.show()
    start_game(window, ask=True)
    box = window.lessons.offer_box
    assert box is not None
    match = controller.match
    assert match is not None and controller.level == (own or "intermediate")
    box.done(QMessageBox.StandardButton.Yes)
    QApplication.processEvents()
    lesson = window.lessons.lesson_window
    assert lesson is not None
    lesson.bubble.skip.click()
    QApplication.processEvents()
    assert window.lessons.lesson_window is None
    assert controller.match is match  # the game on the table, not a new one
    assert controller.level == after and window.settings.get(S.AI_LEVEL) == after
    ticked = [a.data() for a in window.level_group.actions() if a.isChecked()]
    assert ticked == [after]
    assert window.table.table.opponent_level == after  # named on the computer's plate
    told = window.status_label.text() == LessonTexts().newcomer_level()
    assert told == (own is None)
    controller.set_paused(True)
    controller.wait_idle()
    window.close()


def test_a_game_resumed_over_damaged_settings_is_the_one_new_game_offers(
    qtbot, tmp_path, monkeypatch
):
    """Play-test h113: with the settings kept aside as damaged, the game resumed was
    against Advanced by the Finnish rules, and New game offered Intermediate by the
    international ones. The resumed game's level and rules are the settings' again."""
    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.model import preset
    from ginrummy_desktop.ui.dialogs import resume as resume_dialogs

    _isolate(tmp_path, monkeypatch)
    window, controller = _started(qtbot, seed=8)
    window.new_game(preset("finnish_1"), "advanced", seed=9)
    controller.set_paused(True)
    controller.wait_idle()
    window.autosaver.save_now()
    path = window.settings.store.fileName()
    window.close()
    with open(path, "wb") as f:
        f.write(b"[play\n\x00\x00 garbage\n")
    monkeypatch.setattr(resume_dialogs, "show_notice", lambda parent, text: None)
    window2, controller2 = _started(qtbot)
    assert window2.settings.moved_aside is not None  # the settings were damaged
    assert controller2.match is not None and controller2.level == "advanced"
    assert window2.settings.get(S.AI_LEVEL) == "advanced"
    assert window2.settings.rules().preset == "finnish_1"
    checked = window2.level_group.checkedAction()
    assert checked is not None and checked.data() == "advanced"
    window2.close()

"""The guided lesson on the real table: played by mouse and buttons like a person (in
en, fi and nb, with a language switch mid-lesson), by Show me only, with the coach mark
on the right item at small and large sizes, and leaving the real game untouched."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QLocale, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from table_helpers import Table

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.lessons import Step, StepId, TargetKind, WaitKind
from ginrummy_desktop.model import DrawStock, Phase, preset
from ginrummy_desktop.model.serialize import match_to_dict
from ginrummy_desktop.ui.lessons.coach import (
    RING_CLEAR,
    RING_DEEPEST,
    RING_HALF_PEN,
    _segment_hits,
    ring_rect,
)
from ginrummy_desktop.ui.lessons.texts import LessonTexts
from ginrummy_desktop.ui.lessons.window import LessonWindow
from ginrummy_desktop.ui.lessons.words import sheet_words, table_words
from ginrummy_desktop.ui.scoresheet.tally import TallyWidget
from ginrummy_desktop.ui.table.callouts import CalloutKind
from ginrummy_desktop.ui.table.roles import CardRole
from ginrummy_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    # The default locale back too: a lesson test in Norwegian, the file's last, left
    # it nb, and a later CSV export wrote ";".
    saved = QLocale()
    manager = LanguageManager()
    manager.set_language("en")
    yield manager
    manager.clear()
    QLocale.setDefault(saved)


def _lesson(qtbot, settings: S.Settings, languages, size=(1366, 768), rules=None) -> LessonWindow:  # type: ignore[no-untyped-def]
    w = LessonWindow(rules or preset("standard"), settings, languages)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    QApplication.processEvents()
    return w


def _settle(w: LessonWindow) -> None:
    for _ in range(3):
        QApplication.processEvents()
    w.place_coach()


def _walk(w: LessonWindow) -> Iterator[Step]:
    """Each step of the lesson in turn, the window settled; once the caller has looked,
    the step is done (Show me, or Next)."""
    while not w.lesson.finished:
        step = w.step
        assert step is not None
        _settle(w)
        yield step
        w.show_me() if not step.wait.is_acknowledge else w.next_step()


def _widget_rect(w: LessonWindow, widget) -> QRect:  # type: ignore[no-untyped-def]
    return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())


def _do_on_table(w: LessonWindow, t: Table) -> None:
    """The step's move made as a person makes it: drags on the scene, the buttons."""
    step = w.step
    assert step is not None
    kind, card = step.wait.kind, step.wait.card
    scene = w.table.table
    g = scene.geo
    if kind is WaitKind.ACKNOWLEDGE:
        w.bubble.next.click()
    elif kind is WaitKind.TAKE_UPCARD:
        _button(w, "take_upcard").click()
    elif kind is WaitKind.PASS:
        _button(w, "pass").click()
    elif kind is WaitKind.FINISH_LAYOFF:
        _button(w, "finish_layoffs").click()
    elif kind is WaitKind.NEXT_HAND:
        w.table.result_panel.next_button.click()
    elif kind is WaitKind.DRAW_STOCK:
        t.drag(t.stock_point(), t.hand_point())
    elif kind is WaitKind.DRAW_DISCARD:
        t.drag(t.discard_point(), t.hand_point())
    elif kind is WaitKind.DISCARD:
        assert card is not None
        t.drag_card_to(card, g.discard_pos)
    elif kind is WaitKind.KNOCK:
        assert card is not None
        t.drag_card_to(card, g.knock_rect.topLeft() + QPointF(6, 6))
    elif kind is WaitKind.LAY_OFF:
        assert card is not None and step.wait.onto is not None
        view = scene.view
        assert view is not None
        zone = next(
            z
            for z in scene.meld_zones
            if step.wait.onto in view.knocker_melds[int(z.data(0))].cards
        )
        t.drag(t.grab_point(card), zone.sceneBoundingRect().center())
    _settle(w)


def _button(w: LessonWindow, action_id: str):  # type: ignore[no-untyped-def]
    return next(
        b for b in w.table.action_bar.buttons() if b.defaultAction().objectName() == action_id
    )


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_whole_lesson_played_on_the_table(qtbot, settings, languages, language) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    w = _lesson(qtbot, settings, languages)
    t = Table(w, qtbot)  # type: ignore[arg-type]
    texts = LessonTexts()
    seen: list[StepId] = []
    results_shown = 0
    while not w.lesson.finished:
        step = w.step
        assert step is not None
        seen.append(step.id)
        # The bubble says this step, in this language.
        assert w.bubble.text.text() == texts.step(step)
        if step.target.kind is TargetKind.RESULT_PANEL:
            assert w.table.result_panel.isVisible()
            results_shown += 1
        before = w.lesson.index
        _do_on_table(w, t)
        assert w.lesson.index == before + 1 or w.lesson.finished, step.id
    assert seen == [s.id for s in w.lesson.steps]
    assert results_shown == 2
    assert not w.isVisible()  # the last Next closes the lesson
    m = w.lesson.match
    planned = next(s for s in w.lesson.steps if s.id is StepId.SCORESHEET_TWO).numbers.totals
    assert len(m.records) == 2 and tuple(m.totals) == planned


def test_a_wrong_move_is_explained_and_changes_nothing(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    w = _lesson(qtbot, settings, languages)
    t = Table(w, qtbot)  # type: ignore[arg-type]
    while w.step is not None and w.step.id is not StepId.DISCARD_HIGH:
        w.show_me() if not w.step.wait.is_acknowledge else w.next_step()
        _settle(w)
    hand = list(w.controller.view().hand)
    # The 8♣ instead of the marked K♠: it would keep a lower card and throw a high one.
    t.drag_card_to(next(c for c in hand if c.code == "8C"), w.table.table.geo.discard_pos)
    _settle(w)
    assert list(w.controller.view().hand) == hand
    assert w.step is not None and w.step.id is StepId.DISCARD_HIGH
    assert w.bubble.note.isVisible() and w.bubble.note.text()
    note = w.bubble.note
    note.ensurePolished()
    assert note.palette().color(note.foregroundRole()).name() == "#9a1c14"  # in red
    # A drawn card the rules refuse: the model's own reason and, as the game's table
    # says it, what is due (it said only "That move is not possible now.": h121).
    w.controller.act(DrawStock(0))
    assert list(w.controller.view().hand) == hand
    assert w.bubble.note.text().startswith("That move is not possible now. Discard a card")


def test_show_me_only_plays_to_the_end(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    w = _lesson(qtbot, settings, languages)
    while not w.lesson.finished:
        step = w.step
        assert step is not None
        if step.id in (StepId.RESULT, StepId.RESULT_DEFENDER):
            assert w.table.result_panel.isVisible()
        button = w.bubble.next if step.wait.is_acknowledge else w.bubble.show_me
        assert button.isVisible()
        button.click()
        _settle(w)
    assert w.lesson.match.current.phase is Phase.OVER


def test_language_switches_mid_lesson(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    w = _lesson(qtbot, settings, languages)
    w.next_step()
    _settle(w)
    english = w.bubble.text.text()
    languages.set_language("fi")
    _settle(w)
    assert w.bubble.text.text() != english
    assert "avatun kortin" in w.bubble.text.text()
    assert w.bubble.show_me.text() == "Näytä"
    languages.set_language("nb")
    _settle(w)
    assert "åpne kortet" in w.bubble.text.text()


def _item_rect(w: LessonWindow) -> QRect | None:
    """The rect of the real item the step is about, found independently of the finder."""
    step = w.step
    assert step is not None
    scene = w.table.table
    view = w.table
    k = step.target.kind

    def scene_rect(r) -> QRect:  # type: ignore[no-untyped-def]
        poly = view.mapFromScene(r).boundingRect()
        return QRect(view.viewport().mapTo(w, poly.topLeft()), poly.size())

    if k in (TargetKind.HAND_CARD, TargetKind.MELD_GROUP):
        return scene_rect(scene.faces[step.target.cards[0]].sceneBoundingRect())
    if k is TargetKind.HAND:
        return scene_rect(scene.faces[scene.hand_order[0]].sceneBoundingRect())
    if k is TargetKind.STOCK:
        item = next(i for i in scene.stock_items if i.role is CardRole.STOCK and i.isVisible())
        return scene_rect(item.sceneBoundingRect())
    if k is TargetKind.DISCARD_PILE:
        assert scene.view is not None
        return scene_rect(scene.faces[scene.view.discard_pile[-1]].sceneBoundingRect())
    if k is TargetKind.DEADWOOD_LABEL:
        return scene_rect(scene.badges["deadwood"].sceneBoundingRect())
    if k is TargetKind.KNOCK_SPOT:
        return scene_rect(scene.knock_zone.sceneBoundingRect())
    if k is TargetKind.KNOCKER_MELD:
        return scene_rect(scene.faces[step.target.cards[0]].sceneBoundingRect())
    if k is TargetKind.UPCARD_BUTTONS:
        action = "take_upcard" if step.wait.kind is WaitKind.TAKE_UPCARD else "pass"
        return _widget_rect(w, _button(w, action))
    if k is TargetKind.LAYOFF_DONE:
        return _widget_rect(w, _button(w, "finish_layoffs"))
    if k is TargetKind.RESULT_PANEL:
        return _widget_rect(w, w.table.result_panel)
    if k is TargetKind.NEXT_HAND_BUTTON:
        return _widget_rect(w, w.table.result_panel.next_button)
    if k is TargetKind.SCORESHEET:
        return _widget_rect(w, w.sheet.view)
    if k is TargetKind.BOX_TALLY:
        return _widget_rect(w, w.sheet.findChildren(TallyWidget)[0])
    return None


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_coach_mark_points_at_the_right_item(qtbot, settings, languages, size) -> None:  # type: ignore[no-untyped-def]
    w = _lesson(qtbot, settings, languages, size=size)
    for step in _walk(w):
        item = _item_rect(w)
        aim = w.aim()
        if item is None:
            assert aim.rect is None
        else:
            assert aim.rect is not None, step.id
            assert aim.rect.intersects(item), (step.id, aim.rect, item)
            # The mark is on the screen, and the bubble does not hide what it points at.
            assert w.rect().intersects(aim.rect)
            assert not w.bubble.geometry().intersects(aim.rect), (step.id, size)
            # Its ring is drawn whole inside the window, round the target's visible part.
            window = QRectF(w.overlay.rect())
            ring = ring_rect(aim.rect, w.overlay.rect())
            assert window.contains(ring), (step.id, ring)
            assert ring.contains(QRectF(aim.rect).intersected(window.adjusted(3, 3, -3, -3)))
        assert w.rect().contains(w.bubble.geometry()), step.id


IN_SIGHT = 0.1  # a card is in sight with at most this share of it under the bubble


def _hidden_share(bubble: QRect, card: QRect) -> float:
    """How much of ``card`` lies under ``bubble``."""
    over = bubble.intersected(card)
    if over.isEmpty():
        return 0.0
    return over.width() * over.height() / (card.width() * card.height())


LAY_OFF_STEPS = (
    StepId.COMPUTER_KNOCKED,
    StepId.LAY_OFF_RUN,
    StepId.LAY_OFF_CHAIN,
    StepId.LAY_OFF_SET,
    StepId.FINISH_LAYOFF,
)


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_the_bubble_leaves_the_knockers_melds_in_sight(qtbot, settings, languages, size) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: in the lay-off steps the bubble lay over the computer's
    melds, the very cards the step asks the person to lay off on. It now finds the
    felt between the buttons and the hand, or the scoresheet, and leaves every face-up
    card outside the person's hand in sight (the melds and the pile: at most a sliver
    of one under it)."""
    languages.set_language("fi")
    w = _lesson(qtbot, settings, languages, size=size)
    seen = set()
    for step in _walk(w):
        if step.id in LAY_OFF_STEPS:
            seen.add(step.id)
            scene = w.table.table
            bubble = w.bubble.geometry()
            for card, item in scene.faces.items():
                if card in scene.hand_order or not item.isVisible():
                    continue
                rect = w.finder.scene_rect(item.sceneBoundingRect())
                assert _hidden_share(bubble, rect) <= IN_SIGHT, (step.id, card, size)
    assert seen == set(LAY_OFF_STEPS)


def test_the_bubble_is_placed_by_where_the_cards_land(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """At the default speed the bubble is placed as the cards set off: it must keep
    clear of where they land, not of where they start (the review's finding: at
    COMPUTER_KNOCKED it lay over the knocker's melds once they had landed). The lesson
    is walked as a person would, each step's cards landing before the next move, and
    the bubble read is where the window itself put it."""
    settings.set(S.SPEED, "normal")
    w = _lesson(qtbot, settings, languages, size=(1366, 768))
    scene = w.table.table

    def landed() -> bool:
        return all(i.pos() == i.home for i in scene.all_items() if i.isVisible())

    while w.step is not None and w.step.id is not StepId.COMPUTER_KNOCKED:
        w.show_me() if not w.step.wait.is_acknowledge else w.next_step()
        qtbot.waitUntil(landed, timeout=10_000)
    assert w.step is not None and w.step.id is StepId.COMPUTER_KNOCKED
    bubble = w.bubble.geometry()
    for card, item in scene.faces.items():
        if card not in scene.hand_order and item.isVisible():
            rect = w.finder.scene_rect(item.sceneBoundingRect())
            assert _hidden_share(bubble, rect) <= IN_SIGHT, card


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_the_bubble_keeps_off_the_buttons_and_the_prompt(qtbot, settings, languages, size) -> None:  # type: ignore[no-untyped-def]
    """The review's finding: placed by weights alone, the bubble covered a few pixels
    of Done laying off and of the prompt at both sizes, which it never did before.
    They are kept clear wherever a place leaves them clear, as is the room for the
    arrow round the target, and the result panel."""
    languages.set_language("fi")
    w = _lesson(qtbot, settings, languages, size=size)
    panel_steps = 0
    for step in _walk(w):
        bubble = w.bubble.geometry()
        bar = w.table.action_bar
        if bar.isVisible():
            assert not bubble.intersects(_widget_rect(w, bar)), (step.id, size)
        # The result panel too (the last step, pointing at nothing, lay in its middle).
        panel = w.table.result_panel
        if panel.isVisible():
            panel_steps += 1
            assert not bubble.intersects(_widget_rect(w, panel)), (step.id, size)
        prompt = w.table.table.badges["prompt"]
        if prompt.isVisible() and prompt.text():
            assert not bubble.intersects(w.finder.scene_rect(prompt.sceneBoundingRect())), (
                step.id,
                size,
            )
        aim = w.aim()
        if aim.rect is not None:
            assert not bubble.intersects(aim.rect.adjusted(-17, -17, 17, 17)), (step.id, size)
    assert panel_steps >= 5  # the two results, the sheets, the tallies, the last step


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_welcome_leaves_the_small_table_in_sight(qtbot, settings, languages, lang) -> None:  # type: ignore[no-untyped-def]
    """At 1024x640 in Finnish the first bubble lay over the stock and the "You" line:
    the felt had no free place for it. Narrowed to the scoresheet's width it fits on
    the sheet's blank paper, and every card and line on the table stays in sight. In
    Norwegian its three buttons side by side were wider than the dock: Skip now goes
    on a row of its own there."""
    languages.set_language(lang)
    w = _lesson(qtbot, settings, languages, size=(1024, 640))
    _settle(w)
    assert w.step is not None and w.step.id is StepId.WELCOME
    bubble = w.bubble.geometry()
    scene = w.table.table
    for item in (*scene.faces.values(), *scene.backs, *scene.stock_items):
        if item.isVisible():
            rect = w.finder.scene_rect(item.sceneBoundingRect())
            assert not bubble.intersects(rect), item
    for name, badge in scene.badges.items():
        if badge.isVisible() and badge.text():
            assert not bubble.intersects(w.finder.scene_rect(badge.sceneBoundingRect())), name
    # Its buttons whole, inside it.
    for button in (w.bubble.next, w.bubble.skip):
        assert button.width() >= button.minimumSizeHint().width(), button.text()
        corner = button.mapTo(w.bubble, QPoint(button.width(), button.height()))
        assert w.bubble.rect().contains(corner - QPoint(1, 1)), button.text()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_narrowed_bubble_keeps_its_buttons_whole(qtbot, settings, languages, size) -> None:  # type: ignore[no-untyped-def]
    """A bubble is never narrower than its buttons need ("Hopp over leksjonen" was
    cut to "pp over leksjon" by a trial narrower bubble)."""
    languages.set_language("nb")
    w = _lesson(qtbot, settings, languages, size=size)
    for step in _walk(w):
        assert w.bubble.width() >= w.bubble.minimumSizeHint().width(), (step.id, size)


def test_the_coach_mark_follows_a_resize(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    w = _lesson(qtbot, settings, languages, size=(1920, 1080))
    while w.step is not None and w.step.id is not StepId.DRAW_STOCK:
        w.show_me() if not w.step.wait.is_acknowledge else w.next_step()
    _settle(w)
    big = w.aim().rect
    w.resize(1024, 640)
    _settle(w)
    small = w.aim().rect
    assert big is not None and small is not None and big != small
    assert w.overlay.aim.rect == small  # the painted mark moved too


def test_a_lesson_leaves_history_statistics_and_the_saved_match_alone(
    qtbot, tmp_path: Path, languages
) -> None:  # type: ignore[no-untyped-def]
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    settings.set(S.SPEED, "instant")
    settings.set(S.SOUND_MUTED, True)
    data = tmp_path / "data"
    controller = GameController(delay_ms=0)
    window = MainWindow(controller, settings, languages)
    qtbot.addWidget(window)
    window.show()
    saver = AutoSaver(controller, directory=data, parent=window)
    window.attach_autosaver(saver)
    controller.new_match(preset("standard"), "beginner", seed=5)
    QApplication.processEvents()
    controller.wait_idle()
    QApplication.processEvents()
    saver.save_now()
    files = {p: p.read_bytes() for p in sorted(data.rglob("*")) if p.is_file()}
    assert files, "the real match is saved"
    before = match_to_dict(controller.match)
    saver.history.flush_pending()
    rows_before = (len(saver.history.hands()), len(saver.history.matches()))

    lesson = window.lessons.start_lesson()
    assert controller._paused  # the real game's computer waits meanwhile
    while not lesson.lesson.finished:
        step = lesson.step
        assert step is not None
        lesson.show_me() if not step.wait.is_acknowledge else lesson.next_step()
        QApplication.processEvents()
    QApplication.processEvents()
    assert window.lessons.lesson_window is None and not controller._paused
    assert match_to_dict(controller.match) == before
    after = {p: p.read_bytes() for p in sorted(data.rglob("*")) if p.is_file()}
    assert after == files  # no save, history or statistics row was written
    saver.history.flush_pending()
    assert (len(saver.history.hands()), len(saver.history.matches())) == rows_before
    # The saved match is still the one offered at the next start.
    again = GameController(delay_ms=0)
    again.set_paused(True)
    offer = AutoSaver(again, directory=data).pending_resume()
    assert offer is not None
    assert match_to_dict(offer.match) == before


def _first_start(qtbot, tmp_path: Path, languages) -> tuple[MainWindow, S.Settings]:  # type: ignore[no-untyped-def]
    """The game's window as at a first start: fresh settings (the lesson not yet
    offered), moves at once, shown."""
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    settings.set(S.SPEED, "instant")
    window = MainWindow(GameController(delay_ms=0), settings, languages)
    qtbot.addWidget(window)
    window.show()
    return window, settings


def test_first_start_offers_the_lesson_once(qtbot, tmp_path: Path, languages) -> None:  # type: ignore[no-untyped-def]
    window, settings = _first_start(qtbot, tmp_path, languages)
    box = window.lessons.offer_on_first_start()
    assert box is not None and box.isVisible()
    box.done(box.StandardButton.No)
    QApplication.processEvents()
    assert window.lessons.lesson_window is None
    assert window.lessons.offer_on_first_start() is None  # declined: not asked again
    assert settings.get(S.LESSON_OFFERED)
    # Help → Learn to play still opens it.
    window.lessons.learn_action.trigger()
    assert window.lessons.lesson_window is not None
    window.lessons.lesson_window.bubble.skip.click()
    QApplication.processEvents()
    assert window.lessons.lesson_window is None
    # Neither the answer no nor a lesson from the Help menu changes the computer.
    assert settings.get(S.AI_LEVEL) == "intermediate"


@pytest.mark.parametrize("own", [None, "advanced"])
def test_a_newcomer_who_finishes_the_lesson_plays_the_beginner(
    qtbot, tmp_path: Path, languages, own
) -> None:  # type: ignore[no-untyped-def]
    """The lesson the first start offered, played to its end: the game waiting on the
    table (dealt at the default Intermediate) goes on against the Beginner. A level
    the person chose in the Level menu while the lesson was open is kept."""
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    settings.set(S.SPEED, "instant")
    controller = GameController(delay_ms=0)
    window = MainWindow(controller, settings, languages)
    qtbot.addWidget(window)
    window.show()
    window.new_game(settings.rules(), settings.get(S.AI_LEVEL), seed=5)  # as the start does
    box = window.lessons.offer_on_first_start()
    assert box is not None
    box.done(box.StandardButton.Yes)
    QApplication.processEvents()
    lesson = window.lessons.lesson_window
    assert lesson is not None
    if own is not None:
        next(a for a in window.level_group.actions() if a.data() == own).trigger()
    while lesson.step is not None and not lesson.lesson.finished:
        lesson.show_me() if not lesson.step.wait.is_acknowledge else lesson.next_step()
        QApplication.processEvents()
    QApplication.processEvents()
    assert window.lessons.lesson_window is None
    after = own or "beginner"
    assert controller.level == after and settings.get(S.AI_LEVEL) == after
    # Said on the table too, where the status line alone went unseen (h160), and left
    # up by the computer's first move (a hint about the position goes with it).
    from ginrummy_desktop.ui.table.callouts import CalloutKind

    qtbot.waitUntil(lambda: any(e.player == 1 for e in controller.view(0).log))
    note = window.table.table.feedback.callouts[CalloutKind.HINT]
    told = note.isVisible() and note.text().startswith("Your first game is against the Beginner")
    assert told == (own is None)
    controller.set_paused(True)
    controller.wait_idle()


def test_the_offer_stays_centred_over_the_window(qtbot, tmp_path: Path, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h71: the question opened over the window as first shown, which the
    window manager then maximised; it stayed off to the side, past the screen's edge."""
    from PySide6.QtCore import QRect

    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    window = MainWindow(GameController(delay_ms=0), settings, languages)
    qtbot.addWidget(window)
    window.setGeometry(QRect(300, 200, 1000, 640))
    window.show()
    qtbot.waitExposed(window)
    box = window.lessons.offer_on_first_start()
    assert box is not None
    qtbot.waitExposed(box)
    window.setGeometry(QRect(0, 0, 1900, 1050))  # maximised after the box opened
    QApplication.processEvents()
    off = box.frameGeometry().center() - window.frameGeometry().center()
    assert off.manhattanLength() <= 2
    box.done(box.StandardButton.No)


def test_accepting_the_offer_starts_the_lesson(qtbot, tmp_path: Path, languages) -> None:  # type: ignore[no-untyped-def]
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    window = MainWindow(GameController(delay_ms=0), settings, languages)
    qtbot.addWidget(window)
    window.show()
    box = window.lessons.offer_on_first_start()
    assert box is not None
    box.done(box.StandardButton.Yes)
    QApplication.processEvents()
    assert window.lessons.lesson_window is not None


@pytest.mark.parametrize(
    "name",
    ["standard", "ginirommi", "finnish_1", "finnish_2", "finnish_simple", "oklahoma", "straight"],
)
def test_the_lesson_quotes_the_chosen_rules(qtbot, settings, languages, name) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from ginrummy_desktop.model import PRESETS

    if name == "oklahoma":
        rules = dataclasses.replace(PRESETS["standard"], preset="custom", oklahoma=True)
    elif name == "straight":
        rules = dataclasses.replace(PRESETS["standard"], preset="custom", straight_gin=True)
    else:
        rules = PRESETS[name]
    w = _lesson(qtbot, settings, languages, rules=rules)
    texts = LessonTexts()
    knock = next(s for s in w.lesson.steps if s.id is StepId.KNOCK_ALLOWED)
    assert str(knock.rules.knock_limit) in texts.step(knock)
    box = next(s for s in w.lesson.steps if s.id is StepId.BOX_TALLY)
    if box.rules.box_bonus:
        assert str(box.rules.box_bonus) in texts.step(box)
    if w.lesson.adjustments:
        assert w.bubble.note.isVisible()
        assert w.bubble.note.text() == " ".join(
            texts.adjustment(a, w.lesson.rules) for a in w.lesson.adjustments
        )


def test_keys_work_in_the_lesson(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    w = _lesson(qtbot, settings, languages)
    w.next_step()
    _settle(w)
    assert w.step is not None and w.step.id is StepId.UPCARD_OFFER
    w.registry["take_upcard"].trigger()  # the T key's action
    _settle(w)
    assert w.step is not None and w.step.id is StepId.SET_FORMED
    assert Qt.Key.Key_T  # (the action carries the shortcut; the menu test checks keys)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 740)])
def test_the_bubble_shows_every_line_of_every_step(qtbot, settings, languages, size) -> None:  # type: ignore[no-untyped-def]
    """The play-test's finding: in Finnish at 1024x640 the bubble was a frame's
    width too short for its text, and the last line of most steps was cut."""
    languages.set_language("fi")
    w = _lesson(qtbot, settings, languages, size=size)
    t = Table(w, qtbot)  # type: ignore[arg-type]
    steps = 0
    while not w.lesson.finished:
        _settle(w)
        text = w.bubble.text
        assert text.height() >= text.heightForWidth(text.width()), w.step
        assert w.bubble.height() >= w.bubble.height_for(w.bubble.width()), w.step
        _do_on_table(w, t)
        steps += 1
    assert steps >= len(w.lesson.steps)


MOST_LINES = 5  # of a step's text, in a window with room for the bubble


@pytest.mark.parametrize(
    ("lang", "size"),
    [("fi", (1920, 1080)), ("nb", (1920, 1080)), ("en", (1920, 1080)), ("fi", (1366, 768))],
)
def test_the_bubble_uses_the_room_of_a_large_window(qtbot, settings, languages, lang, size) -> None:  # type: ignore[no-untyped-def]
    """Play-test: at 1920x1080 the bubble kept a narrow shape beside an empty felt, its
    text in seven or eight short lines (only its widest width and the scoresheet's were
    tried), and a wide bubble stood as tall as a narrow one, with spare room between
    its lines. Each step's text now runs to at most MOST_LINES lines, and the bubble is
    as tall as its words and buttons."""
    languages.set_language(lang)
    w = _lesson(qtbot, settings, languages, size=size)
    for step in _walk(w):
        text = w.bubble.text
        lines = text.heightForWidth(text.width()) / text.fontMetrics().lineSpacing()
        assert round(lines) <= MOST_LINES, (step.id, lines)
        layout = w.bubble.layout()
        assert layout is not None
        assert w.bubble.height() == layout.totalHeightForWidth(w.bubble.width()), step.id


def test_the_lesson_opens_over_the_game_window(window) -> None:  # type: ignore[no-untyped-def]
    """In the same place and size (at 1366x768 it opened lower, its bottom off the
    screen), and maximised over a maximised window."""
    window.setGeometry(QRect(40, 30, 1000, 600))
    QApplication.processEvents()
    lesson = window.lessons.start_lesson()
    QApplication.processEvents()
    assert lesson.geometry() == window.geometry()
    lesson.close()
    QApplication.processEvents()
    window.showMaximized()
    QApplication.processEvents()
    lesson = window.lessons.start_lesson()
    QApplication.processEvents()
    assert lesson.isMaximized()
    lesson.close()
    QApplication.processEvents()


def test_the_last_step_refuses_next_hand_with_its_own_button(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """On the last step the result panel's Next hand is still there; its refusal told
    the person to press Next, and the bubble has only Close lesson."""
    languages.set_language("fi")
    w = _lesson(qtbot, settings, languages)
    while w.step is not None and w.step.id is not StepId.DONE:
        w.show_me() if not w.step.wait.is_acknowledge else w.next_step()
        _settle(w)
    assert w.step is not None and w.step.id is StepId.DONE
    w.table.result_panel.next_button.click()
    _settle(w)
    assert w.step is not None and w.step.id is StepId.DONE  # nothing moved on
    note = w.bubble.note.text()
    assert w.bubble.next.text() == "Sulje oppitunti" and w.bubble.next.text() in note
    assert "Seuraava" not in note


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_scoresheet_steps_ring_the_sheet_round_its_title_and_leave_the_cards(  # type: ignore[no-untyped-def]
    qtbot, settings, languages, lang
) -> None:
    """The ring went round the sheet's view, 5 px above it, through the panel's title
    ("Scoresheet", "Full view…"), and the bubble, kept off the view, lay over the cards
    on the felt. The ring now takes in the title and stops at the last row written;
    the bubble goes on the blank paper under it."""
    languages.set_language(lang)
    w = _lesson(qtbot, settings, languages, size=(1024, 640))
    seen = 0
    for step in _walk(w):
        if step.id in (StepId.SCORESHEET, StepId.SCORESHEET_TWO):
            seen += 1
            aim = w.aim()
            assert aim.rect is not None
            ring = ring_rect(aim.rect, w.rect()).toAlignedRect()
            assert not w.sheet.title.isVisible()  # the dock's title bar names it
            for widget in (w.sheet.full_button, w.sheet.view.rules_label):
                assert ring.contains(_widget_rect(w, widget)), (step.id, widget.objectName())
            bubble = w.bubble.geometry()
            assert not bubble.intersects(ring), step.id
            scene = w.table.table
            for card, item in scene.faces.items():
                if item.isVisible():
                    face = w.finder.scene_rect(item.sceneBoundingRect())
                    assert not bubble.intersects(face), (step.id, str(card))
    assert seen == 2


def test_a_meld_groups_ring_stops_where_the_next_card_covers_it(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """The ring round the three sevens took in the whole of the last seven, most of it
    under the card beside it (the 2♣): it now ends where that card begins."""
    w = _lesson(qtbot, settings, languages, size=(1024, 640))
    groups = 0
    for step in _walk(w):
        if step.target.kind is TargetKind.MELD_GROUP:
            scene = w.table.table
            group = [scene.faces[c] for c in step.target.cards]
            aim = w.aim().rect
            assert aim is not None
            last = max(group, key=lambda item: item.home.x())
            row_y = last.home.y()
            after = [
                item
                for card, item in scene.faces.items()
                if item.isVisible()
                and card not in step.target.cards
                and abs(item.home.y() - row_y) < 5
                and last.home.x() < item.home.x() < last.home.x() + last.boundingRect().width()
            ]
            if after:
                groups += 1
                first = min(after, key=lambda item: item.home.x())
                edge = w.finder.scene_rect(QRectF(first.home, first.boundingRect().size())).left()
                assert aim.right() <= edge + 1, (step.id, aim, edge)
    assert groups >= 1


def _gap_above(ring: QRectF, line: QRect) -> float:
    """The room between a line over the ring and the ring's stroke."""
    return ring.top() - RING_HALF_PEN - (line.bottom() + 1)


def test_a_ring_comes_in_to_pass_beside_a_line_over_its_target() -> None:
    target = QRect(100, 100, 200, 120)
    window = QRect(0, 0, 1024, 640)
    assert ring_rect(target, window) == QRectF(95, 95, 210, 130)
    # "Computer: knocked, deadwood 1" ending 2 px above the melds: the top comes in,
    # its stroke RING_CLEAR under the line (play-test: 1 px under it, at 1366x768, the
    # ring seemed to cut into the line).
    line = QRect(120, 80, 150, 18)  # bottom at 97
    ring = ring_rect(target, window, (line,))
    assert _gap_above(ring, line) == RING_CLEAR
    assert (ring.left(), ring.right(), ring.bottom()) == (95, 305, 225)
    # As far into the target as that takes, however close the line; a line on the
    # target is kept.
    touching = QRect(120, 90, 150, 10)  # ends where the target begins
    assert _gap_above(ring_rect(target, window, (touching,)), touching) == RING_CLEAR
    near = QRect(120, 20, 150, 79)  # (QRect 20..98)
    assert _gap_above(ring_rect(target, window, (near,)), near) == RING_CLEAR
    on_it = QRect(150, 150, 40, 20)
    assert ring_rect(target, window, (on_it,)) == QRectF(95, 95, 210, 130)
    # A line whose pill reaches 2 px into the target (nb at 1024x640, over the kings):
    # it is still a line over the target, and the ring passes under it.
    into = QRect(120, 84, 150, 18)  # bottom at 101
    assert _gap_above(ring_rect(target, window, (into,)), into) == RING_CLEAR
    # Never deeper into the target than RING_DEEPEST (a quarter of a small one): a
    # line that far in is on the target, inside the ring.
    deep = QRect(120, 96, 150, 18)  # bottom at 113
    assert ring_rect(target, window, (deep,)) == QRectF(95, 95, 210, 130)
    small = QRect(100, 100, 24, 24)
    assert ring_rect(small, window, (QRect(90, 80, 60, 20),)).top() == 105
    assert ring_rect(small, window, (QRect(90, 80, 60, 22),)).top() == 95
    # A line beside the target: that side comes in.
    right = QRect(303, 120, 60, 20)
    assert ring_rect(target, window, (right,)).right() == right.left() - RING_HALF_PEN - RING_CLEAR


def _flipped(r: QRect | QRectF, size: int) -> QRectF:
    """Upside down in a square window of ``size``."""
    return QRectF(r.x(), size - r.y() - r.height(), r.width(), r.height())


def _turned(r: QRect | QRectF) -> QRectF:
    """Mirrored on the diagonal: above becomes left, below becomes right."""
    return QRectF(r.y(), r.x(), r.height(), r.width())


def test_a_ring_comes_in_alike_on_each_of_its_four_sides() -> None:
    """The line over the target above, mirrored below, to the left and to the right:
    the ring's side comes in alike, mirrored."""
    size = 800
    window = QRect(0, 0, size, size)
    target = QRect(300, 300, 200, 120)
    lines = [
        QRect(320, 280, 150, 18),  # ending 2 px above
        QRect(320, 290, 150, 10),  # ending where the target begins
        QRect(320, 200, 150, 99),
        QRect(320, 284, 150, 18),  # reaching 2 px into the target
    ]
    plain = ring_rect(target, window)
    for line in lines:
        above = ring_rect(target, window, (line,))
        assert above.top() > plain.top(), line
        mirrors = {
            "below": lambda r: _flipped(r, size),
            "left": _turned,
            "right": lambda r: _turned(_flipped(r, size)),
        }
        for side, mirror in mirrors.items():
            t, w = mirror(target).toRect(), mirror(line).toRect()
            assert ring_rect(t, window, (w,)) == mirror(above), (side, line)


def _on_target(word: QRect, target: QRect) -> bool:
    """A word on the target itself: further in than a ring's side comes to pass it."""
    dx = min(RING_DEEPEST, target.width() / 4)
    dy = min(RING_DEEPEST, target.height() / 4)
    return QRectF(word).intersects(QRectF(target).adjusted(dx, dy, -dx, -dy))


def _marks_drawn(w: LessonWindow) -> QImage:
    """The coach's rings and arrow alone, on a clear image of the window's size."""
    image = QImage(w.overlay.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    w.overlay.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
    return image


def _blank(image: QImage, rect: QRect) -> bool:
    part = image.copy(rect)
    clear = QImage(part.size(), part.format())
    clear.fill(Qt.GlobalColor.transparent)
    return part == clear


@pytest.mark.parametrize(
    ("lang", "size"),
    [
        ("fi", (1366, 768)),
        ("fi", (1024, 640)),
        ("nb", (1024, 640)),
        ("nb", (1366, 768)),
        ("en", (1024, 640)),
        ("en", (1920, 1080)),
    ],
)
def test_the_coach_marks_leave_the_words_whole(qtbot, settings, languages, lang, size) -> None:  # type: ignore[no-untyped-def]
    """Play-test, in fi at 1366x768: step 5's arrow crossed "Miinuspisteet parhaan
    poislaiton jälkeen" over the K♠ it pointed at, steps 20 and 23's rings ran 1 px
    under "Tietokone: lopetus, miinuspisteet 1" and seemed to cut into it, step 27's
    covered the "Tietokone" heading over the tally; in nb at 1024x640, step 17's arrow
    ran across the scoresheet's cells. (Before: at 1024x640 the ring round the
    computer's 3♦4♦5♦ cut into that line; in nb the one round the kings into "Maskinen:
    banket, dødkort 1", whose pill reached a few pixels into them.) In nb at 1366x768
    step 18's arrow at Next hand ran through the result panel's score lines (h131).

    No ring passes nearer a word in the window than RING_CLEAR (the table's lines and
    callouts, the scoresheet's words), the arrow crosses none, nothing of either is
    drawn on a word, and the bubble lies on no card. (Step 9's arrow at the 8♣ was let
    pass under the hand's count, which lay over the whole card in fi at 1024x640 and
    1366x768, and in en at 1024x640: the count now stands aside, at the left end of its
    line.)"""
    languages.set_language(lang)
    w = _lesson(qtbot, settings, languages, size=size)
    checked = 0
    crossed: set[StepId] = set()
    for step in _walk(w):
        aim = w.aim()
        words = table_words(w.finder) + sheet_words(w.finder, w.sheet_dock)
        assert w.overlay.words == tuple(words)
        room = RING_HALF_PEN + RING_CLEAR
        for target in (aim.rect, *aim.also) if aim.rect is not None else ():
            ring = ring_rect(target, w.rect(), tuple(words))
            outside = ring.adjusted(-room, -room, room, room)
            inside = ring.adjusted(room, room, -room, -room)
            for word in words:
                if _on_target(word, target):
                    continue
                checked += 1
                near = outside.intersects(QRectF(word)) and not inside.contains(QRectF(word))
                assert not near, (step.id, word, ring)
        if aim.rect is not None:
            assert w.overlay.arrow is not None
            start, end = w.overlay.arrow
            core = aim.rect.adjusted(4, 4, -4, -4)
            for word in words:
                edges = (word.left(), word.top(), word.right() + 1, word.bottom() + 1)
                if word.intersects(core):
                    continue
                if _segment_hits(start.x(), start.y(), end.x(), end.y(), edges):
                    crossed.add(step.id)
            # Nor the other buttons beside the one it points at (step 19's arrow at Pass
            # ran across "Take the upcard").
            for button in w.table.action_bar.findChildren(QAbstractButton):
                shown = w.finder.widget_rect(button)
                if shown is None or shown.intersects(core):
                    continue
                edges = (shown.left(), shown.top(), shown.right() + 1, shown.bottom() + 1)
                if _segment_hits(start.x(), start.y(), end.x(), end.y(), edges):
                    crossed.add(step.id)
        drawn = _marks_drawn(w)
        for word in words:
            assert _blank(drawn, word), (step.id, word)
        # Nor does the bubble, put where its arrow is clear, lie on a card (at step 23
        # it lay over the edge of the 9♣ in the hand, its index half hidden).
        bubble = w.bubble.geometry()
        for face in w.finder.faces():
            assert not bubble.intersects(face), (step.id, face)
    assert checked > 100
    assert not crossed, crossed


def test_return_on_a_step_to_read_is_next_not_a_discard(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """The table's Return (discard) works all through a hand, and took Return from the
    bubble's Next on a step to read: the lesson refused a discard. On such a step Return
    is Next; on a step that asks for a move, the table's keys work again."""
    w = _lesson(qtbot, settings, languages)
    step = w.step
    assert step is not None and step.wait.is_acknowledge
    first = w.lesson.index
    w.bubble.next.setFocus()
    qtbot.keyClick(w.bubble.next, Qt.Key.Key_Return)
    assert w.lesson.index == first + 1 and w._refusal is None
    while w.step is not None and w.step.wait.is_acknowledge:
        w.next_step()
    assert w.step is not None and not w.step.wait.is_acknowledge
    assert w.controller.view(0).phase.value in ("upcard", "draw", "discard")
    assert w.registry["take_upcard"].isEnabled()  # the step's own key, T
    # Return is the lesson's alone (never two actions on one key: neither would work).
    assert w.coach_return.isEnabled() and w.registry["discard"].shortcuts() == []


def test_the_computer_waits_for_the_first_start_question(qtbot, tmp_path: Path, languages) -> None:  # type: ignore[no-untyped-def]
    """On the very first start the computer took the upcard and threw a card behind the
    'New to Gin Rummy?' question (play-test 11): it waits for the answer."""
    from ginrummy_desktop.model import PRESETS, Match

    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    settings.set(S.SPEED, "instant")
    controller = GameController(delay_ms=0)
    window = MainWindow(controller, settings, languages)
    qtbot.addWidget(window)
    window.show()
    # You deal: the computer has the first move, due as the question opens (as at the
    # first start, where the game is dealt and the question asked in one go).
    match = Match(PRESETS["standard"], seed=3, first_dealer=0)
    controller.load_match(match, "beginner")
    deal = match.current
    assert deal.turn == 1
    box = window.lessons.offer_on_first_start()
    assert box is not None and box.isVisible()
    for _ in range(30):
        QApplication.processEvents()
    assert deal.actions == [], "the computer moved behind the question"
    box.done(box.StandardButton.No)
    qtbot.waitUntil(lambda: len(deal.actions) > 0, timeout=10_000)
    controller.set_paused(True)
    controller.wait_idle()


def test_the_lesson_is_a_plain_game_after_a_hollywood_match(window) -> None:  # type: ignore[no-untyped-def]
    """Play-test: after a Hollywood game, Learn to play showed a three-game scoresheet
    and "Written in games: 1 · Game 1: 41 – 0 ..." while the coach spoke of one game to
    100. The lesson is the plain game it describes; the person's choice stays theirs."""
    hollywood = preset("standard").with_changes(hollywood=True)
    window.new_game(hollywood, "beginner", seed=5)
    QApplication.processEvents()
    window.controller.wait_idle()
    assert window.controller.match.rules.hollywood and window.settings.rules().hollywood
    lesson = window.lessons.start_lesson()
    QApplication.processEvents()
    assert not lesson.lesson.rules.hollywood
    assert lesson.lesson.rules.preset == "standard"  # the rules themselves are kept
    assert lesson.lesson.match.hollywood is None
    assert not lesson.sheet.view._hollywood  # the sheet of one game
    while lesson.step is not None and lesson.step.id is not StepId.RESULT:
        lesson.show_me() if not lesson.step.wait.is_acknowledge else lesson.next_step()
        QApplication.processEvents()
    panel = lesson.table.result_panel.totals.text()
    assert "Game 2" not in panel and "Written" not in panel, panel
    lesson.close()
    QApplication.processEvents()
    assert window.settings.rules().hollywood  # the new-game choice is not changed
    assert window.controller.match.rules.hollywood


def test_return_presses_the_coachs_button_wherever_the_focus_is(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test: Return did nothing in the lesson (the bubble's Next was the default
    button, which only a dialog honours, and never had the focus). Return presses the
    bubble's button for the step (Next, or Show me where a move is due) with the focus
    on the table; where the move is a discard, Return is the table's discard as in a
    game; a button the person tabbed to takes Return itself."""
    w = _lesson(qtbot, settings, languages)
    w.activateWindow()
    w.table.setFocus()
    QApplication.processEvents()
    assert QApplication.focusWidget() is w.table
    assert w.step is not None and w.step.id is StepId.WELCOME
    assert w.bubble.next.isDefault()
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    _settle(w)
    assert w.step is not None and w.step.id is StepId.UPCARD_OFFER, w.step
    # A move is due (take the upcard): Return is Show me, drawn as the default.
    assert w.bubble.show_me.isDefault()
    qtbot.keyClick(w.table, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    _settle(w)
    assert w.step is not None and w.step.id is StepId.SET_FORMED, w.step
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # Next again
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    _settle(w)
    assert w.step is not None and w.step.id is StepId.DISCARD_HIGH, w.step
    # The person is to discard: Return throws the selected card, as the table's discard
    # does in a game, not Show me (which would throw the K♠ whatever the person chose).
    assert w.coach_return.isEnabled() and w.registry["discard"].shortcuts() == []
    assert not w.bubble.show_me.isDefault()
    hand = list(w.controller.view().hand)
    w.table.table.set_selected(next(c for c in hand if c.code == "8C"))
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    _settle(w)
    assert w.step is not None and w.step.id is StepId.DISCARD_HIGH
    assert w._refusal is not None and w._refusal.card is not None
    assert w._refusal.card.code == "8C"  # the lesson explains why not the 8♣
    # With no card chosen, Return is Show me (it did nothing there, play-test 12).
    w.table.table.set_selected(None)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    _settle(w)
    assert w.step is not None and w.step.id is StepId.DRAW_STOCK, w.step
    assert "KS" in [c.code for c in w.controller.view().discard_pile]  # shown: the K♠
    # The play keys still work: S draws from the stock.
    qtbot.keyClick(w.table, Qt.Key.Key_S)
    _settle(w)
    assert w.step is not None and w.step.id is StepId.RUN_FORMED, w.step
    # A button Tab went to is pressed by Return, not the bubble's default.
    w.confirm_leave = lambda: True  # type: ignore[method-assign]  # (asked: h121)
    w.bubble.skip.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(w.bubble.skip, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert not w.isVisible()  # Skip closed the lesson


def test_tab_goes_from_the_table_to_the_coachs_buttons(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test: Tab went to the scoresheet's "Full view…" link, and no focus showed
    on the bubble's buttons. From the table, Tab goes to the bubble's button first,
    and a button with the focus is drawn with a clearly different border."""
    w = _lesson(qtbot, settings, languages)
    w.activateWindow()
    w.table.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(w.table, Qt.Key.Key_Tab)
    QApplication.processEvents()
    assert QApplication.focusWidget() is w.bubble.next
    qtbot.keyClick(w.bubble.next, Qt.Key.Key_Tab)
    QApplication.processEvents()
    assert QApplication.focusWidget() is w.bubble.skip

    def border(button) -> set[tuple[int, int, int]]:  # type: ignore[no-untyped-def]
        image = button.grab().toImage()
        y = image.height() // 2
        return {image.pixelColor(x, y).getRgb()[:3] for x in range(0, 3)}

    for button in (w.bubble.skip, w.bubble.next):
        button.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        focused = border(button)
        w.table.setFocus()
        QApplication.processEvents()
        unfocused = border(button)
        assert (31, 95, 191) in focused, (button.objectName(), focused)
        assert (31, 95, 191) not in unfocused, (button.objectName(), unfocused)


@pytest.mark.parametrize(("lang", "size"), [("nb", (1920, 1080)), ("en", (1366, 768))])
def test_the_arrow_at_a_hand_card_ends_on_that_card(qtbot, settings, languages, lang, size) -> None:  # type: ignore[no-untyped-def]
    """Play-test: in nb at 1920x1080, step 9's arrow at the 8♣ ended on the 9♦ beside
    it (on the line of the centres, at the corner of the 8♣'s ring, which the 9♦
    covers). From a bubble above the hand, the arrow's head lies on no other card
    than the one it points at (its ring's margin apart)."""
    languages.set_language(lang)
    w = _lesson(qtbot, settings, languages, size=size)
    scene = w.table.table
    checked: list[StepId] = []
    for step in _walk(w):
        if step.target.kind is not TargetKind.HAND_CARD:
            continue
        target = step.target.cards[0]
        for selected in (None, target):
            scene.set_selected(selected)
            _settle(w)
            aim = w.aim()
            bubble = w.bubble.geometry()
            assert aim.rect is not None
            if bubble.top() + bubble.height() > aim.rect.top() - 7:
                continue  # beside the card's ring: its arrow passes a neighbour on the way
            assert w.overlay.arrow is not None
            start, end = w.overlay.arrow  # as drawn
            line = end - start
            unit = line / max(1.0, (line.x() ** 2 + line.y() ** 2) ** 0.5)
            head = [(end - unit * d).toPoint() for d in range(0, 17, 2)]
            ring = aim.rect.adjusted(-8, -8, 8, 8)
            for card, item in scene.faces.items():
                if card == target or card not in scene.hand_order or not item.isVisible():
                    continue
                home = QRectF(item.home, item.boundingRect().size())
                other = w.finder.scene_rect(w.finder._visible_strip(card, home))
                on_it = [p for p in head if other.contains(p) and not ring.contains(p)]
                assert not on_it, (step.id, selected, card, on_it, other, bubble, aim.rect, end)
            checked.append(step.id)
        scene.set_selected(None)
    assert StepId.DISCARD_KEEP_PAIR in checked


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_scoresheets_ring_leaves_the_docks_title_whole(
    qtbot, settings, languages, size
) -> None:  # type: ignore[no-untyped-def]
    """Play-test: at step 16 the ring round the scoresheet ran through the dock's
    title ("Scoresheet"). Its top side now passes under the title."""
    languages.set_language("nb")
    w = _lesson(qtbot, settings, languages, size=size)
    seen = 0
    for step in _walk(w):
        if step.target.kind is not TargetKind.SCORESHEET:
            continue
        seen += 1
        aim = w.aim()
        assert aim.rect is not None
        sheet_top = _widget_rect(w, w.sheet).top()
        dock = _widget_rect(w, w.sheet_dock)
        title = QRect(dock.left(), dock.top(), dock.width(), sheet_top - dock.top())
        assert title.height() > 8  # the dock's title bar is there
        ring = ring_rect(aim.rect, w.rect(), w.overlay.words)
        stroke_top = ring.top() - 2  # the ring's pen is 4 px wide
        assert stroke_top >= title.bottom() + 1, (step.id, ring, title)
        for widget in (w.sheet.full_button, w.sheet.view.rules_label):
            assert ring.toAlignedRect().contains(_widget_rect(w, widget)), step.id
    assert seen == 2


def test_a_hidden_next_leaves_return_to_the_lesson_not_to_skip(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Review: Next clicked (or pressed after Tab) and then hidden, the next step waiting
    for a move, passed the focus on to Skip, and the next Return closed the lesson."""
    for by_mouse in (True, False):
        w = _lesson(qtbot, settings, languages)
        w.activateWindow()
        w.table.setFocus()
        QApplication.processEvents()
        assert w.step is not None and w.step.id is StepId.WELCOME
        if by_mouse:  # the click does not leave the focus on Next
            qtbot.mouseClick(w.bubble.next, Qt.MouseButton.LeftButton)
        else:  # Tab to Next, then Return: hidden, it gives the focus back to the table
            w.bubble.next.setFocus(Qt.FocusReason.TabFocusReason)
            QApplication.processEvents()
            assert QApplication.focusWidget() is w.bubble.next
            qtbot.keyClick(w.bubble.next, Qt.Key.Key_Return)
        _settle(w)
        assert w.step is not None and w.step.id is StepId.UPCARD_OFFER
        assert not w.bubble.next.isVisible()
        assert QApplication.focusWidget() is not w.bubble.skip, by_mouse
        qtbot.keyClick(QApplication.focusWidget() or w.table, Qt.Key.Key_Return)  # Show me
        _settle(w)
        assert w.isVisible() and w.step is not None, by_mouse
        assert w.step.id is StepId.SET_FORMED, (by_mouse, w.step)
        w.close()


def test_the_lesson_table_is_drawn_as_the_game_s(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """The lesson stayed on the green felt with normal cards on a high-contrast table
    (play-test 11): it takes the chosen look, and follows a change made while it is
    open."""
    from ginrummy_desktop.ui.scoresheet.paint import PENCIL_HIGH
    from ginrummy_desktop.ui.table.layout import CARD_SCALES

    settings.set(S.HIGH_CONTRAST, True)
    settings.set(S.FELT, "burgundy")
    settings.set(S.CARD_SIZE, "large")
    w = _lesson(qtbot, settings, languages)
    scene = w.table.table
    assert scene.high_contrast and scene.felt == "burgundy"
    assert scene.card_scale == CARD_SCALES["large"]
    assert w.sheet.view._pencil == PENCIL_HIGH
    settings.set(S.HIGH_CONTRAST, False)
    settings.set(S.DECK, "four_colour")
    assert not scene.high_contrast and scene.deck == "four_colour"
    w.close()
    # The settings outlive a lesson: a change made after it is gone reaches nothing of it.
    gone = LessonWindow(preset("standard"), settings, languages)
    gone.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    settings.set(S.HIGH_CONTRAST, True)


def test_the_rings_follow_a_computer_note_that_goes(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h71, in fi at 1024x640: at step 20 ("the computer drew and knocked")
    the ring round the computer's 3♦4♦5♦ kept a gap at its lower left corner after the
    computer's note ("Draws from the stock / Knocks") had faded: the rings and the
    arrow still passed beside a note no longer there. When a note goes (or comes) the
    marks pass beside the words now written, and the bubble stays where it is."""
    languages.set_language("fi")
    w = _lesson(qtbot, settings, languages, size=(1024, 640))
    while w.step is not None and w.step.id is not StepId.COMPUTER_KNOCKED:
        w.show_me() if not w.step.wait.is_acknowledge else w.next_step()
        _settle(w)
    note = w.table.table.feedback.callouts.items[CalloutKind.COMPUTER]
    assert note.isVisible() and note.text()
    written = w.finder.scene_rect(note.sceneBoundingRect())
    assert written in w.overlay.words
    bubble = w.bubble.geometry()
    note.timer.timeout.emit()  # its time is up (no fade at the tests' speed)
    for _ in range(3):
        QApplication.processEvents()
    assert not note.isVisible()
    words = tuple(table_words(w.finder) + sheet_words(w.finder, w.sheet_dock))
    assert w.overlay.words == words
    assert written not in w.overlay.words
    assert w.bubble.geometry() == bubble


def test_the_sheet_text_grows_with_a_tall_window(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h71: maximised at 1920x1080 the lesson's scoresheet kept the system's
    small print where the game's own sheet grows with the window (text_scale)."""
    from ginrummy_desktop.ui.common.panel_style import text_scale

    w = _lesson(qtbot, settings, languages, size=(1024, 640))
    assert w.sheet._scale == 1.0
    small = w.sheet_dock.minimumWidth()
    w.resize(1920, 1080)
    QApplication.processEvents()
    assert w.sheet._scale == text_scale(w.height()) > 1.2
    assert w.sheet_dock.minimumWidth() > small


def test_return_goes_on_from_the_lesson_s_result(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Once the lesson's hand is over the table's play keys answer that it is over, by
    a twin of each key's action; the discard's twin held Return still, where the lesson
    gives Return to the coach alone, and the key was ambiguous: Next did not go on."""
    w = _lesson(qtbot, settings, languages)
    for step in _walk(w):
        if step.id is StepId.RESULT:
            break
    assert w.controller.view().phase is Phase.OVER
    w.activateWindow()
    w.table.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    _settle(w)
    assert w.step is not None and w.step.id is StepId.SCORESHEET, w.step


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_last_step_names_hint_and_undo_as_the_menu(qtbot, settings, languages, lang) -> None:  # type: ignore[no-untyped-def]
    """The lesson never said that a game has a hint and an undo (play-test h102): its
    last step names them, with the Game menu's and the items' own words and keys."""
    languages.set_language(lang)
    w = _lesson(qtbot, settings, languages)
    while w.step is not None and w.step.id is not StepId.DONE:
        w.show_me() if not w.step.wait.is_acknowledge else w.next_step()
        _settle(w)
    text = w.bubble.text.text()
    main = MainWindow(GameController(delay_ms=0), settings)
    qtbot.addWidget(main)
    words = [
        main.game_menu.title(),
        main.registry["hint"].text(),
        main.registry["hint"].shortcut().toString(),
        main.registry["undo"].text(),
        main.registry["undo"].shortcut().toString(),
    ]
    for word in words:
        assert word.replace("&", "") in text, (word, text)


def test_the_discard_step_is_done_by_a_double_click_as_it_says(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """The step says the card may be double-clicked (the table's quick discard): doing so
    throws it and moves the lesson on, as the drag does."""
    w = _lesson(qtbot, settings, languages)
    t = Table(w, qtbot)  # type: ignore[arg-type]
    while w.step is not None and w.step.id is not StepId.DISCARD_HIGH:
        w.show_me() if not w.step.wait.is_acknowledge else w.next_step()
        _settle(w)
    assert "double-click" in w.bubble.text.text()
    king = next(c for c in w.controller.view().hand if c.code == "KS")
    t.click(t.grab_point(king), double=True)
    _settle(w)
    assert king not in w.controller.view().hand
    assert king in w.controller.view().discard_pile  # under the computer's Q♣ now
    assert w.step is not None and w.step.id is StepId.DRAW_STOCK
    assert "click it" in w.bubble.text.text()
    t.click(t.stock_point())
    _settle(w)
    assert len(w.controller.view().hand) == 11


def test_the_lesson_says_what_each_card_counts_and_that_the_ace_is_low(
    qtbot, settings, languages
) -> None:  # type: ignore[no-untyped-def]
    """Play-test h109: the lesson named only the K♠'s 10, and a player from other rummy
    games came to "34 … 25" not knowing what an ace or a queen counts, nor that Q-K-A
    is no run."""
    w = _lesson(qtbot, settings, languages)
    said = {}
    for step in _walk(w):
        said[step.id] = w.bubble.text.text()
    assert (
        "An ace counts 1, a face card 10, any other card its number." in said[StepId.DEADWOOD_COUNT]
    )
    # Hyphens that do not break: "Q-K-" at a line's end and "A)." under it (h121).
    assert (
        "the ace is always low (A\u20112\u20113, never Q\u2011K\u2011A)" in said[StepId.RUN_FORMED]
    )


def test_how_to_play_opens_beside_the_lesson(qtbot, settings, languages, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Play-test h121: the lesson window had only the Language menu, and F1 did nothing:
    a newcomer could not look a rule up mid-lesson. Help → How to play (F1) opens the
    rules by the lesson's own, clear of the lesson's cards (it opened over them: review
    h126), the bubble stepping aside from it (h129), and back once it is closed; the
    lesson goes on where it was."""
    from PySide6.QtGui import QScreen

    from ginrummy_desktop.ui.dialogs.help import RulesHelpDialog
    from ginrummy_desktop.ui.window.dialogs import cards_in_play

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, 1366, 738))
    w = _lesson(qtbot, settings, languages, size=(1366, 700))
    w.move(0, 0)
    _settle(w)
    step = w.lesson.index
    alone = w.bubble.geometry()  # where it stands with no help open
    action = w.registry["rules_help"]
    assert action in w.help_menu.actions() and action in w.actions()
    assert action.shortcut().toString() == "F1"
    action.trigger()
    QApplication.processEvents()
    shown = [d for d in w.findChildren(RulesHelpDialog) if d.isVisible()]
    assert len(shown) == 1
    cards = cards_in_play(w.table.table)
    assert not cards.isEmpty()
    assert not shown[0].frameGeometry().intersects(cards), (shown[0].frameGeometry(), cards)
    # The bubble steps aside from it: it covered the bubble at step 1 (play-test h129).
    b = w.bubble
    assert b.isVisible()
    bubble = QRect(b.mapToGlobal(QPoint(0, 0)), b.size())
    assert not shown[0].frameGeometry().intersects(bubble), (shown[0].frameGeometry(), bubble)
    action.trigger()  # one window, raised again
    assert len(w.findChildren(RulesHelpDialog)) == 1
    assert w.lesson.index == step
    assert w.bubble.geometry() != alone
    # Moved over the bubble by hand: the bubble steps aside again (review h133).
    helper = shown[0]
    b = w.bubble
    bubble = QRect(b.mapToGlobal(QPoint(0, 0)), b.size())
    helper.move(bubble.topLeft())
    qtbot.waitUntil(
        lambda: not helper.frameGeometry().intersects(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))
    )
    shown[0].close()
    QApplication.processEvents()
    assert w.bubble.geometry() == alone  # back where it stood with no help open


def test_a_lesson_refusal_is_said_in_the_bubble_only(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h131: after a wrong move (Pass where the step asks to take the 7♥) the
    red note on the table kept the words of the language it was made in; and (h131,
    h135) it said the bubble's red line again, over the tip of the bubble's arrow. The
    bubble says it, in red, and changes language; the table has no second note."""
    from ginrummy_desktop.model import Pass
    from ginrummy_desktop.ui.table.callouts import CalloutKind

    w = _lesson(qtbot, settings, languages)
    w.next_step()
    _settle(w)
    assert not w.controller.act(Pass(0))
    _settle(w)
    english = w.bubble.note.text()
    assert english == "Take it: the 7♥ makes three sevens with your cards."
    note = w.table.table.feedback.callouts.items[CalloutKind.REFUSAL]
    assert not note.isVisible()
    languages.set_language("nb")
    _settle(w)
    assert w.bubble.note.text() and w.bubble.note.text() != english
    assert not note.isVisible()


def test_skip_under_way_asks_first(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h121: Skip ended the lesson at once, whatever step it was at, and it
    starts again at its first step. At the first step it still goes at once; once under
    way it asks, and "Go on" keeps the lesson where it was. The window's close button
    asks alike."""
    from PySide6.QtGui import QCloseEvent

    w = _lesson(qtbot, settings, languages)
    asked: list[bool] = []
    answer = [False]

    def confirm() -> bool:
        asked.append(True)
        return answer[0]

    w.confirm_leave = confirm  # type: ignore[method-assign]
    w.next_step()
    _settle(w)
    step = w.lesson.index
    assert step > 0
    w.bubble.skip.click()
    QApplication.processEvents()
    assert asked == [True] and w.isVisible() and w.lesson.index == step

    class WindowManagersClose(QCloseEvent):
        def spontaneous(self) -> bool:
            return True

    w.closeEvent(event := WindowManagersClose())
    assert asked == [True, True] and not event.isAccepted() and w.isVisible()
    ended: list[bool] = []
    w.finished.connect(ended.append)
    answer[0] = True
    w.bubble.skip.click()
    QApplication.processEvents()
    assert not w.isVisible() and ended == [False]


def test_skip_at_the_first_step_asks_nothing(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    w = _lesson(qtbot, settings, languages)
    w.confirm_leave = lambda: pytest.fail("asked at the first step")  # type: ignore[method-assign]
    assert w.lesson.index == 0
    w.bubble.skip.click()
    QApplication.processEvents()
    assert not w.isVisible()


def test_a_run_laid_off_out_of_order_says_which_card_goes_first(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Review h133 of h121's finding: the 7♦ dropped on the lesson's 3♦ 4♦ 5♦ before
    the 6♦ said "That card does not fit that meld." in the lesson too."""
    from ginrummy_desktop.model import LayOff, parse_cards

    w = _lesson(qtbot, settings, languages)
    for step in _walk(w):
        if step.id is StepId.LAY_OFF_RUN:
            break
    view = w.controller.view()
    seven = parse_cards("7D")[0]
    run = next(i for i, m in enumerate(view.knocker_melds) if m.cards[0].code == "3D")
    assert seven in view.hand and not w.controller.act(LayOff(0, seven, run))
    _settle(w)
    said = "Lay off the 6♦ first: the 7♦ fits 3♦ 4♦ 5♦ only after it."
    assert w.bubble.note.text() == said
    # Dropped on another of the computer's melds: of that meld, as on the game's table.
    other = next(i for i in range(len(view.knocker_melds)) if i != run)
    assert not any(m.accepts(seven) for m in view.knocker_melds)
    assert not w.controller.act(LayOff(0, seven, other))
    _settle(w)
    assert w.bubble.note.text() == "That card does not fit that meld."
    # Once the 6♦ is on the run, the 7♦ dropped elsewhere is sent there (play-test h135:
    # the lesson said only that it did not fit).
    for step in _walk(w):
        if step.id is StepId.LAY_OFF_CHAIN:
            break
    view = w.controller.view()
    assert view.knocker_melds[run].accepts(seven)
    assert not w.controller.act(LayOff(0, seven, other))
    _settle(w)
    fits = " ".join(c.label for c in view.knocker_melds[run].cards)
    assert w.bubble.note.text() == f"The 7♦ does not fit that meld; it fits {fits}."


def test_the_first_question_offers_its_language(qtbot, tmp_path: Path, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h131: the first start asked in the system's language (English), and
    the Language menu was out of reach behind the question. The question has the
    choice itself, kept as the menu keeps it, and is asked again in the language
    chosen; the lesson is then in it."""
    from PySide6.QtWidgets import QComboBox, QLabel

    window, settings = _first_start(qtbot, tmp_path, languages)
    box = window.lessons.offer_on_first_start()
    assert box is not None and box.text().startswith("Would you like a guided first game?")
    combo = box.findChild(QComboBox, "LessonOfferLanguage")
    assert combo is not None and combo.isVisible()
    assert [combo.itemText(i) for i in range(combo.count())] == ["Suomi", "Norsk bokmål", "English"]
    assert combo.currentData() == "en"
    assert box.defaultButton() is box.button(box.StandardButton.Yes)  # Return: the lesson
    label = next(lb for lb in box.findChildren(QLabel) if lb.buddy() is combo)
    assert label.text() == "Language · Kieli · Språk:"
    # Between the question and its buttons.
    buttons = box.buttons()[0]
    top = combo.mapTo(box, QPoint(0, 0)).y()
    assert box.findChild(QLabel, "qt_msgbox_label").geometry().bottom() < top
    below = combo.mapTo(box, combo.rect().bottomLeft()).y()
    assert below < buttons.mapTo(box, buttons.rect().topLeft()).y()
    index = combo.findData("nb")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert languages.current == "nb" and settings.get(S.LANGUAGE) == "nb"
    assert box.windowTitle() == "Ny i gin rummy?"
    assert not box.text().startswith("Would you like")
    assert window.language_group.checkedAction().data() == "nb"
    # Back to the language it shows: the system's choice is not taken as a new one.
    settings.set(S.LANGUAGE, "")
    combo.activated.emit(index)
    assert settings.get(S.LANGUAGE) == ""
    # A theme switched (a style change): Qt lays the box out anew, the row with it.
    from PySide6.QtCore import QEvent

    QApplication.sendEvent(box, QEvent(QEvent.Type.StyleChange))
    QApplication.processEvents()
    grid = box.layout()
    assert grid.indexOf(combo.parentWidget()) >= 0
    assert (
        combo.mapTo(box, combo.rect().bottomLeft()).y()
        < buttons.mapTo(box, buttons.rect().topLeft()).y()
    )
    box.done(box.StandardButton.No)
    box.done(box.StandardButton.No)  # answered twice: once taken
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    # Answered and gone: a language change after it touches nothing of the box.
    languages.set_language("en")
    assert window.lessons.offer_box is None and window.lessons.lesson_window is None


def _to_step(w: LessonWindow, target: StepId) -> Step:
    for step in _walk(w):
        if step.id is target:
            return step
    raise AssertionError(f"{target} not reached")


def test_the_computers_answer_comes_move_by_move(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h131: Show me played the person's discard and the computer's draw and
    discard in one go. At the game's speed the person's move shows first, then each of
    the computer's a moment later; the bubble stays on the step until the answer is on
    the table, then the next step comes."""
    w = _lesson(qtbot, settings, languages)
    step = _to_step(w, StepId.DISCARD_HIGH)
    index = w.controller.step_index
    settings.set(S.SPEED, "normal")  # the setting follows into an open lesson
    changes: list = []
    w.controller.changed.connect(changes.append)
    assert w.show_me()
    assert w.controller.answering and len(changes) == 1
    first = changes[0].view
    assert first.phase is Phase.DRAW and first.turn == 1 and not changes[0].person_to_act
    assert w.step is step and w.controller.step_index == index
    qtbot.waitUntil(lambda: not w.controller.answering, timeout=10_000)
    kinds = [len(c.events) > 0 for c in changes]
    assert len(changes) == 3 and all(kinds)  # the person's discard, the draw, the discard
    assert changes[1].view.turn == 1 and changes[1].view.phase is Phase.DISCARD
    last = changes[2].view
    assert last.turn == 0 and last.phase is Phase.DRAW and changes[2].person_to_act
    assert last.discard_pile[-1] != first.discard_pile[-1]
    assert w.step is not step and w.controller.step_index == index + 1
    assert f"{index + 2} " in w.bubble.counter.text()


def test_show_me_in_the_answer_shows_the_rest_and_no_more(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Show me pressed again while the computer's answer is being shown belongs to the
    step on show, whose move is made: the rest of the answer comes at once, and the
    next step is not played."""
    w = _lesson(qtbot, settings, languages)
    _to_step(w, StepId.DISCARD_HIGH)
    index = w.controller.step_index
    settings.set(S.SPEED, "slow")
    changes: list = []
    w.controller.changed.connect(changes.append)
    w.show_me()
    assert w.controller.answering
    assert w.show_me()  # the step on show is done: the answer is shown at once
    assert not w.controller.answering and len(changes) == 2
    assert changes[-1].view.turn == 0 and changes[-1].person_to_act
    assert w.controller.step_index == index + 1 and w.lesson.index == index + 1


def test_the_arrow_at_next_hand_goes_round_the_panels_lines(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """h131, nb at 1366x768: step 18's arrow at Next hand ran through the result
    panel's lines ("Bokser: 1 – 0 · spill til 100"). It goes round them."""
    from ginrummy_desktop.ui.lessons.words import _label_text

    languages.set_language("nb")
    w = _lesson(qtbot, settings, languages, size=(1366, 768))
    _to_step(w, StepId.NEXT_HAND)
    _settle(w)
    assert w.table.result_panel.isVisible() and w.overlay.arrow is not None
    start, end = w.overlay.arrow
    button = w.finder.widget_rect(w.table.result_panel.next_button)
    lines = 0
    for label in w.table.result_panel.findChildren(QLabel):
        rect = _label_text(w.finder, label)
        if rect is None or rect.intersects(button):
            continue
        lines += 1
        edges = (rect.left(), rect.top(), rect.right() + 1, rect.bottom() + 1)
        assert not _segment_hits(start.x(), start.y(), end.x(), end.y(), edges), label.text()
    assert lines >= 3


def test_during_the_answer_the_marks_rest_and_a_close_ends_it(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Review h141: during the answer the ring stayed round a card gone to the pile; a
    closed window went on being sent the rest of the answer; Ctrl+Z took a move back in
    the lesson's match, the lesson a step on."""
    w = _lesson(qtbot, settings, languages)
    _to_step(w, StepId.DISCARD_HIGH)
    settings.set(S.SPEED, "slow")
    w.show_me()
    assert w.controller.answering
    _settle(w)
    # No bubble, ring or arrow at the step whose move is made (h143: the bubble stayed).
    assert not w.overlay.isVisible() and not w.bubble.isVisible()
    qtbot.waitUntil(lambda: not w.controller.answering, timeout=10_000)
    _settle(w)
    assert w.overlay.isVisible() and w.bubble.isVisible()
    # The answer's last card lay where the layout puts it before the step came.
    scene = w.table.table
    assert all(i.pos() == i.home for i in scene.all_items() if i.isVisible())
    before = match_to_dict(w.lesson.match)
    refusals: list = []
    w.controller.illegal.connect(refusals.append)
    assert not w.controller.undo()
    assert match_to_dict(w.lesson.match) == before
    assert refusals and refusals[0].message == "Moves are not taken back in the lesson."
    # A close while the computer answers: nothing more is sent.
    _to_step(w, StepId.DISCARD_KEEP_PAIR)
    w.show_me()
    assert w.controller.answering
    changes: list = []
    w.controller.changed.connect(changes.append)
    w.close()
    assert not w.controller.answering and not w.controller._pace.isActive()
    QApplication.processEvents()
    assert changes == []


def test_a_move_step_says_its_keys_and_no_card_is_chosen(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h140: a keyboard player found S, D and K by guessing (the steps speak of
    dragging and clicking), and a card chosen at an earlier step stayed raised, so that
    Return threw it instead of pressing Show me."""
    w = _lesson(qtbot, settings, languages)
    step = _to_step(w, StepId.DISCARD_HIGH)
    _settle(w)
    assert w.bubble.note.text().endswith("Keyboard: ← → to the K♠, then Return.")
    scene = w.table.table
    scene.set_selected(scene.hand_order[0])  # chosen, then the step done another way
    w.show_me()
    assert w.step is not step and scene.selected is None
    notes = set()
    for later in _walk(w):
        if not later.wait.is_acknowledge:
            notes.add(w.bubble.note.text().rsplit(". ", 1)[-1])
    assert {"Keyboard: S.", "Keyboard: N."} <= notes, notes


def test_the_bubble_waits_for_a_new_hand_to_be_dealt(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Play-test h140: after Next hand the bubble said "The computer passed the Q♦…"
    while the cards were still flying out over an empty pile. It comes once they lie."""
    w = _lesson(qtbot, settings, languages)
    _to_step(w, StepId.NEXT_HAND)
    settings.set(S.SPEED, "slow")
    scene = w.table.table
    w.show_me()
    qtbot.waitUntil(lambda: scene.dealing, timeout=5_000)
    _settle(w)
    assert not w.bubble.isVisible() and not w.overlay.isVisible()
    qtbot.waitUntil(lambda: not scene.dealing and not w.controller.answering, timeout=15_000)
    qtbot.waitUntil(w.bubble.isVisible, timeout=5_000)
    assert w.step is not None and w.step.id is StepId.UPCARD_PASS


def test_the_focus_on_show_me_goes_to_the_table_with_it(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Review h144: with Show me focused (Tab) and pressed, the bubble hid during the
    answer and Qt gave the focus to the sheet's "Full view…"; the next Return opened
    the full sheet. The focus goes to the table."""
    w = _lesson(qtbot, settings, languages)
    _to_step(w, StepId.DISCARD_HIGH)
    settings.set(S.SPEED, "slow")
    w.activateWindow()
    w.bubble.show_me.setFocus()
    assert QApplication.focusWidget() is w.bubble.show_me
    w.show_me()
    _settle(w)
    assert not w.bubble.isVisible()
    assert QApplication.focusWidget() is w.table


def test_finishing_early_in_the_lesson_is_coached_not_asked(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Review h150: at the step that lays the 6♦ on the 5♦, Done laying off opened the
    table's question "You can still lay off K♠, 6♦ and 7♦", whose default offered the
    K♠ first, which the lesson refused: the step stood still. In the lesson the coach
    says what to lay off; no question comes, and the hand is not finished."""
    w = _lesson(qtbot, settings, languages)
    _to_step(w, StepId.LAY_OFF_RUN)
    _settle(w)
    assert w.lesson.match.current.phase is Phase.LAYOFF
    _button(w, "finish_layoffs").click()
    QApplication.processEvents()
    assert w.binding.question is None
    assert w.lesson.match.current.phase is Phase.LAYOFF and w.step.id is StepId.LAY_OFF_RUN


def test_the_coach_is_aimed_again_when_the_result_panel_comes(qtbot, settings, languages) -> None:  # type: ignore[no-untyped-def]
    """Review h155: the result panel waits for the last cards to come down, after the
    changes the coach is aimed at; its arrow at the panel had nothing to aim at then.
    The panel's coming aims it again."""
    w = _lesson(qtbot, settings, languages)
    w._place_timer.stop()
    w.table.panels_shown.emit()
    assert w._place_timer.isActive()


def test_the_ring_round_a_hand_card_goes_while_a_held_card_moves_the_hand(  # type: ignore[no-untyped-def]
    qtbot, settings, languages
) -> None:
    """Play-test h160: the 2♣ carried to the pile closed the hand up, and the ring round
    the K♠ the step asks for stayed where the K♠ had been. While the hand's cards are
    moved aside the ring goes, the bubble stays; it comes back round the K♠ after."""
    w = _lesson(qtbot, settings, languages)
    step = _to_step(w, StepId.DISCARD_HIGH)
    assert step.target.kind is TargetKind.HAND_CARD
    t = Table(w, qtbot)  # type: ignore[arg-type]
    scene = w.table.table
    assert w.overlay.isVisible()
    ring = w.aim().rect
    card = next(c for c in w.controller.view().hand if c.code == "8C")
    start = t.grab_point(card)
    pile = start + (scene.geo.discard_pos - scene.faces[card].pos())
    t.hold(start, pile)
    assert not w.overlay.isVisible() and w.bubble.isVisible()
    w.place_coach()  # placed again meanwhile (a resize, a panel): still no ring (h162)
    assert not w.overlay.isVisible() and w.bubble.isVisible()
    t.release(pile)  # the wrong card: refused, the hand as it was
    _settle(w)
    assert w.overlay.isVisible() and w.aim().rect == ring

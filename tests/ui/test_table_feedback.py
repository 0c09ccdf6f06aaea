"""Feedback where the eyes are: every refused move says why on the table, next to its
card or target, and goes away by itself; the computer's moves are called out by its
hand (the card it took from the pile stays marked); a hint's reason shows at the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication
from table_helpers import arranged_match, load

from ginrummy_desktop.ai.base import Decision, Player, Reason
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.model import (
    Discard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
    parse_cards,
)
from ginrummy_desktop.ui.table import callouts
from ginrummy_desktop.ui.table.callouts import CalloutKind
from ginrummy_desktop.ui.window.main_window import MainWindow

HIGH = parse_cards("KC QD JH TS 9C 8D 7H KS QH JD")  # no meld, deadwood far above 10
OTHER = parse_cards("AC 2C 3C 4D 4H 4S 7S 8S 9S 2D")


def _centre_on(table, card, rect: QRectF) -> QPointF:
    item = table.scene.faces[card]
    start = table.grab_point(card)
    topleft = rect.center() - QPointF(item.width / 2, item.height / 2)
    return start + (topleft - item.pos())


def _refusal(table) -> str:
    return table.scene.feedback.callouts.visible().get(CalloutKind.REFUSAL, "")


def _near(item, rect: QRectF, slack: float) -> bool:
    """The callout touches ``rect`` grown by ``slack`` (it sits beside it)."""
    return item.sceneBoundingRect().intersects(rect.adjusted(-slack, -slack, slack, slack))


@pytest.fixture
def discarding(table):
    """The person took the upcard (5♣) and must discard, deadwood far above 10."""
    m = arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0])
    m.apply(TakeUpcard(0))
    load(table, m)
    assert table.pv.phase is Phase.DISCARD and table.pv.turn == 0
    return table


@pytest.fixture
def table_against(qtbot, settings):
    """Makes a table whose computer is ``player``, in a window of ``size``; the
    controllers are stopped afterwards."""
    from table_helpers import Table

    controllers: list[GameController] = []

    def make(player: Player, size: tuple[int, int] = (1024, 640)) -> Table:
        controller = GameController(delay_ms=0, player_factory=lambda lv, seed: player)
        controllers.append(controller)
        window = MainWindow(controller, settings)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        return Table(window, qtbot)

    yield make
    for controller in controllers:
        controller.set_paused(True)
        controller.wait_idle()


def test_a_knock_above_the_limit_is_refused_at_the_knock_spot(discarding):
    table = discarding
    scene = table.scene
    card = HIGH[0]
    end = _centre_on(table, card, scene.knock_zone.rect())
    table.drag(table.grab_point(card), end)
    table.settle()
    text = _refusal(table)
    assert "10" in text and text  # the limit is named
    item = scene.feedback.callouts[CalloutKind.REFUSAL]
    assert _near(item, scene.knock_zone.rect(), scene.geo.card_h * 0.6)
    assert card in table.pv.hand  # nothing changed


def test_the_knock_key_is_refused_on_the_table_too(discarding):
    table = discarding
    table.scene.set_selected(HIGH[1])
    table.window.registry["knock"].trigger()
    assert "10" in _refusal(table)


def test_discarding_the_card_just_taken_is_refused_and_never_lit(discarding):
    table = discarding
    scene = table.scene
    upcard = parse_cards("5C")[0]
    end = _centre_on(table, upcard, scene.geo.discard_rect)
    table.hold(table.grab_point(upcard), end)
    assert scene.dragged is not None
    assert not scene.discard_zone.hot  # no glow where the model would refuse the card
    table.release(end)
    table.settle()
    assert _refusal(table)
    assert upcard in table.pv.hand
    assert _near(
        scene.feedback.callouts[CalloutKind.REFUSAL], scene.geo.discard_rect, scene.geo.card_h
    )


def test_a_card_dropped_on_the_stock_is_refused(discarding):
    table = discarding
    scene = table.scene
    card = HIGH[2]
    table.drag(table.grab_point(card), _centre_on(table, card, scene.geo.stock_rect))
    table.settle()
    assert _refusal(table)
    assert _near(scene.feedback.callouts[CalloutKind.REFUSAL], scene.geo.stock_rect, 40)
    assert len(table.pv.hand) == 11


def test_a_discard_in_the_wrong_phase_is_refused(table):
    m = arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0])
    load(table, m)
    assert table.pv.phase is Phase.UPCARD and table.pv.turn == 0
    table.click(table.grab_point(HIGH[0]), double=True)
    table.settle()
    assert _refusal(table)
    assert table.pv.phase is Phase.UPCARD


def test_a_stock_card_let_go_off_the_hand_says_where_to_drop_it(table):
    m = arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0])
    m.apply(Pass(0))
    m.apply(Pass(1))
    load(table, m)
    assert table.pv.phase is Phase.DRAW
    scene = table.scene
    start = table.stock_point()
    table.drag(start, scene.knock_zone.rect().center())
    table.settle()
    assert _refusal(table)
    assert table.pv.phase is Phase.DRAW


@pytest.fixture
def laying_off(table):
    computer = parse_cards("AC 2C 3C 4D 4H 4S 7H 8H 9H 2D")
    person = parse_cards("KD QC JS 9S 6D 5S 8C 2S TH 6C")
    m = arranged_match(dealer=0, hands={0: person, 1: computer}, upcard=parse_cards("KS")[0])
    m.apply(TakeUpcard(1))
    m.apply(Knock(1, parse_cards("2D")[0]))
    load(table, m)
    assert table.pv.phase is Phase.LAYOFF and table.pv.turn == 0
    return table


def test_a_card_that_fits_no_meld_is_refused_on_the_meld(laying_off):
    table = laying_off
    scene = table.scene
    king = parse_cards("KD")[0]
    zone = scene.meld_zones[0]
    rect = zone.rect()
    table.drag(table.grab_point(king), _centre_on(table, king, rect))
    table.settle()
    assert _refusal(table)
    assert _near(scene.feedback.callouts[CalloutKind.REFUSAL], rect, scene.geo.card_h)
    assert king in table.pv.hand


def test_l_on_a_card_that_fits_nowhere_is_refused_beside_it(laying_off):
    table = laying_off
    scene = table.scene
    king = parse_cards("KD")[0]
    scene.set_selected(king)
    table.window.registry["lay_off"].trigger()
    assert "fits none" in _refusal(table)
    rect = scene.feedback.card_rect(king)
    assert _near(scene.feedback.callouts[CalloutKind.REFUSAL], rect, scene.geo.card_h * 0.6)


def test_the_knock_spot_without_a_selected_card_asks_for_one(discarding):
    table = discarding
    table.scene.set_selected(None)
    table.click(table.scene.knock_zone.rect().center())
    assert _refusal(table)


def test_a_refusal_fades_by_itself(discarding, qtbot, monkeypatch):
    monkeypatch.setitem(callouts.HOLD_MS, CalloutKind.REFUSAL, 30)
    monkeypatch.setattr(callouts, "PER_CHAR_MS", 0)
    table = discarding
    table.scene.set_selected(HIGH[1])
    table.window.registry["knock"].trigger()
    item = table.scene.feedback.callouts[CalloutKind.REFUSAL]
    assert item.isVisible() and item.timer.isActive()
    qtbot.waitUntil(lambda: not item.isVisible(), timeout=3000)


class TakesThenDiscards(Player):
    """Takes the upcard, then throws the highest card it did not take."""

    name = "takes"

    def decide(self, view: PlayerView) -> Decision:
        if view.phase is Phase.UPCARD:
            return Decision(TakeUpcard(view.player), Reason.PLAUSIBLE)
        if view.phase is Phase.DRAW:
            return Decision(DrawStock(view.player), Reason.PLAUSIBLE)
        card = max((c for c in view.hand if c != view.taken_from_discard), key=lambda c: c.value)
        return Decision(Discard(view.player, card), Reason.PLAUSIBLE)


def test_the_computer_calls_out_its_moves_and_the_taken_card_stays_marked(table_against):
    table = table_against(TakesThenDiscards(), (1100, 700))
    controller = table.c
    upcard = parse_cards("5C")[0]
    # The person deals: the computer speaks first on the upcard.
    m = arranged_match(dealer=0, hands={0: HIGH, 1: OTHER}, upcard=upcard)
    load(table, m)
    assert table.pv.turn == 0 and table.pv.phase is Phase.DRAW
    scene = table.scene
    said = scene.feedback.callouts.visible().get(CalloutKind.COMPUTER, "")
    assert "5♣" in said  # "Takes the 5♣ · Discards the …"
    marker = scene.feedback.taken_marker
    assert marker is not None and marker.isVisible() and marker.code == upcard.code
    backs = [i for i in scene.backs if i.isVisible()]
    assert any(marker.sceneBoundingRect().intersects(b.sceneBoundingRect()) for b in backs)
    # Still marked while the person draws; gone when the person's turn ends.
    table.window.registry["draw_stock"].trigger()
    table.settle()
    assert marker.isVisible()
    card = next(c for c in table.pv.hand if c != table.pv.taken_from_discard)
    assert controller.act(Discard(0, card))
    table.settle()
    assert scene.feedback.taken is None and not marker.isVisible()


def test_a_hint_shows_its_reason_at_the_table(discarding):
    table = discarding
    table.window.registry["hint"].trigger()
    text = table.scene.feedback.callouts.visible().get(CalloutKind.HINT, "")
    assert text
    item = table.scene.feedback.callouts[CalloutKind.HINT]
    selected = table.scene.selected
    assert selected is not None
    rect = table.scene.feedback.card_rect(selected)
    assert _near(item, rect, table.scene.geo.card_h * 0.6)


def test_a_refusal_goes_when_the_next_move_is_taken(discarding):
    table = discarding
    table.scene.set_selected(HIGH[1])
    table.window.registry["knock"].trigger()
    assert _refusal(table)
    assert table.c.act(Discard(0, HIGH[1]))
    assert not _refusal(table)


def test_a_new_game_clears_the_table_notes(discarding):
    table = discarding
    table.window.registry["hint"].trigger()
    assert table.scene.feedback.callouts.visible()
    load(table, arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0]))
    assert not table.scene.feedback.callouts.visible()


def test_a_note_over_the_prompt_line_hides_the_line_while_it_shows(discarding):
    table = discarding
    scene = table.scene
    notes = scene.feedback.callouts
    prompt = scene.badges["prompt"]
    assert prompt.text() and prompt.opacity() == 1.0
    line = prompt.sceneBoundingRect()
    # Pointing at a spot just under the line, from above: the note lies on the line.
    notes.show(CalloutKind.HINT, "over it", QRectF(line.center().x(), line.bottom(), 1, 1))
    assert notes[CalloutKind.HINT].scene_box().intersects(prompt.sceneBoundingRect())
    assert prompt.opacity() == 0.0
    notes.dismiss(CalloutKind.HINT)
    assert prompt.opacity() == 1.0
    # A note that stays while the table is laid out again is checked again.
    notes.show(CalloutKind.HINT, "over it", QRectF(line.center().x(), line.bottom(), 1, 1))
    assert prompt.opacity() == 0.0
    notes[CalloutKind.HINT].setPos(notes[CalloutKind.HINT].pos() + QPointF(0, 400))
    scene.laid_out.emit()
    assert prompt.opacity() == 1.0
    notes.dismiss(CalloutKind.HINT)
    # A note elsewhere (at the player's hand) leaves the line as it is.
    hand = scene.faces[HIGH[0]].sceneBoundingRect()
    notes.show(CalloutKind.HINT, "by the hand", hand, side="above")
    assert not notes[CalloutKind.HINT].scene_box().intersects(prompt.sceneBoundingRect())
    assert prompt.opacity() == 1.0


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_a_refused_knock_is_never_written_over_the_prompt(discarding, size):
    """At the knock spot the refusal reaches up to the prompt line on a large table."""
    table = discarding
    table.window.resize(*size)
    table.settle()
    scene = table.scene
    card = HIGH[0]
    table.drag(table.grab_point(card), _centre_on(table, card, scene.knock_zone.rect()))
    table.settle()
    note = scene.feedback.callouts[CalloutKind.REFUSAL]
    prompt = scene.badges["prompt"]
    assert note.isVisible() and prompt.text()
    covers = note.scene_box().intersects(prompt.sceneBoundingRect())
    assert prompt.opacity() == (0.0 if covers else 1.0)
    if size == (1920, 1080):
        assert covers  # the case this is for: there the note does reach the line


@pytest.mark.parametrize("name", ["person", "deadwood"])
def test_a_note_over_a_line_above_the_hand_hides_it_while_it_shows(discarding, name):
    """A hint at a card at either end of the hand reaches up over the person's name or
    the deadwood count; the one it lies on goes while it shows, the other stays."""
    table = discarding
    scene = table.scene
    notes = scene.feedback.callouts
    line = scene.badges[name]
    other = scene.badges["deadwood" if name == "person" else "person"]
    assert line.text() and other.text()
    box = line.sceneBoundingRect()
    notes.show(CalloutKind.HINT, "over it", QRectF(box.center().x(), box.bottom(), 1, 1))
    assert notes[CalloutKind.HINT].scene_box().intersects(line.sceneBoundingRect())
    assert not notes[CalloutKind.HINT].scene_box().intersects(other.sceneBoundingRect())
    assert line.opacity() == 0.0 and other.opacity() == 1.0
    notes.dismiss(CalloutKind.HINT)
    assert line.opacity() == 1.0


def test_the_hint_at_the_last_card_never_writes_over_the_deadwood(discarding):
    """The play-test's case: the hint points at the card at the right end of the hand,
    under the deadwood count. The note stands above the count, which stays in sight
    (play-test 9: hidden under the note, the count read as covered by it)."""
    table = discarding
    scene = table.scene
    last = max(scene.view.hand, key=lambda c: scene.faces[c].sceneBoundingRect().right())
    scene.feedback.hint("discard", "Throw this one: it is your highest loose card.", last)
    note = scene.feedback.callouts[CalloutKind.HINT]
    line = scene.badges["deadwood"]
    assert note.isVisible() and line.text()
    assert not note.scene_box().intersects(line.sceneBoundingRect())
    assert note.scene_box().bottom() < line.sceneBoundingRect().top()
    assert line.opacity() == 1.0


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
@pytest.mark.parametrize("size", [(1024, 610), (1366, 738), (1920, 1050)])
def test_a_refused_layoff_stands_above_the_deadwood_line(table, size, language):
    """Play-test 9, at 1366x768 in Norwegian: the note of a card that fits none of the
    knocker's melds lay on the line over the hand ('Du: dødkort 91, legg på …'),
    which went while it showed; the count is what the person lays off to lower."""
    from table_helpers import match_until_knock

    table.window.languages.set_language(language)
    try:
        table.window.resize(*size)
        load(table, match_until_knock(1, need_layoff=True))
        scene = table.scene
        v = table.pv
        assert v.phase is Phase.LAYOFF and v.turn == 0
        card = next(c for c in v.hand if not any(m.accepts(c) for m in v.knocker_melds))
        scene.set_selected(card)
        scene.lay_off_anywhere(card)
        note = scene.feedback.callouts[CalloutKind.REFUSAL]
        line = scene.badges["defender"]
        assert note.isVisible() and line.text()
        assert not note.scene_box().intersects(line.sceneBoundingRect())
        assert line.opacity() == 1.0
        # Still the card's note: over it, and no further from it than the line.
        box, item = note.scene_box(), scene.faces[card].sceneBoundingRect()
        assert box.left() < item.center().x() < box.right()
        assert line.sceneBoundingRect().top() - box.bottom() < item.height() / 4
    finally:
        table.window.languages.clear()


@pytest.mark.parametrize("size", [(1024, 621), (1366, 749)])
def test_a_refusal_while_the_result_shows_is_not_hidden_under_it(table, size):
    """Ctrl+Z after the hand was scored is refused; the words went under the result
    panel's buttons, and only their last word showed."""
    from table_helpers import match_until_knock

    load(table, match_until_knock(1, need_layoff=True))
    table.window.registry["accept_layoffs"].trigger()
    table.settle()
    table.window.resize(*size)
    table.settle()
    panel = table.view_widget.result_panel
    assert panel.isVisible()
    table.window.registry["undo"].trigger()
    table.settle()
    note = table.scene.feedback.callouts[CalloutKind.REFUSAL]
    assert note.isVisible() and note.text()
    assert not note.scene_box().intersects(QRectF(panel.geometry()))
    assert note.scene_box().bottom() <= panel.geometry().top()


def test_a_note_follows_its_place_to_a_new_size_of_the_table(discarding, qtbot):
    """A refusal and a hint stay through a resize, placed again by what they are
    about: they went whenever the window changed size, or a change of language gave
    the side panel another width, while still being read. A note about no place of
    the table goes, as before: placed for a larger table, it stood half off it."""
    table = discarding
    scene = table.scene
    notes = scene.feedback.callouts
    scene.set_selected(None)
    table.click(scene.knock_zone.rect().center())
    refusal = notes[CalloutKind.REFUSAL]
    said = _refusal(table)
    assert said
    refusal.timer.stop()  # it does not fade by itself here
    scene.relayout()  # the same size: it stays
    assert refusal.isVisible()
    stray = notes[CalloutKind.HINT]
    notes.show(CalloutKind.HINT, "about nothing", QRectF(5, 5, 1, 1))
    assert stray.isVisible()

    window = table.window
    width = scene.geo.width
    window.resize(window.width() - 200, window.height() - 100)
    qtbot.waitUntil(lambda: scene.geo.width != width, timeout=3000)
    qtbot.waitUntil(lambda: not stray.isVisible(), timeout=3000)
    assert refusal.isVisible() and _refusal(table) == said
    bounds = notes._bounds()
    assert refusal.placed_in == bounds and bounds.contains(refusal.scene_box())
    assert _near(refusal, scene.knock_zone.rect(), scene.geo.card_h * 0.6)

    # A hint at a card of the hand follows the card.
    table.window.registry["hint"].trigger()
    hint = notes[CalloutKind.HINT]
    hint.timer.stop()
    text = notes.visible()[CalloutKind.HINT]
    card = scene.selected
    assert card is not None
    width = scene.geo.width
    window.resize(window.width() + 300, window.height() + 120)
    qtbot.waitUntil(lambda: scene.geo.width != width, timeout=3000)
    assert hint.isVisible() and notes.visible()[CalloutKind.HINT] == text
    assert hint.placed_in == notes._bounds()
    assert _near(hint, scene.feedback.card_rect(card), scene.geo.card_h * 0.6)


def test_the_computers_note_and_message_follow_a_change_of_language(table_against):
    """Play-test h83, fi to nb just after the computer's move: the note by its cards
    went, and the status line's message gave way to the prompt. The side panel's
    Hollywood sheet is wider in nb, so the table is narrower: the note is placed again
    by the computer's cards, and both read in the new language."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.model import EventKind, preset
    from ginrummy_desktop.ui.common.texts import card_name, player_name
    from ginrummy_desktop.ui.table.feedback import computer_move_text

    def laid_out() -> None:  # the side panel fitted to its sheet (timers at 0 ms)
        for _ in range(5):
            QApplication.processEvents()

    table = table_against(TakesThenDiscards(), (1024, 640))
    window = table.window
    window.languages.set_language("fi")
    try:
        window.load_scoresheet()
        # The person speaks first on the upcard and passes; the computer takes it.
        upcard = parse_cards("5C")[0]
        rules = preset("standard").with_changes(hollywood=True)
        load(table, arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=upcard, rules=rules))
        laid_out()
        assert table.c.act(Pass(0))
        table.settle()
        thrown = table.pv.discard_pile[-1]
        note = table.scene.feedback.callouts[CalloutKind.COMPUTER]
        assert note.isVisible()
        width = table.scene.geo.width
        window.languages.set_language("nb")
        laid_out()
        assert table.scene.geo.width != width  # the sheet's width in nb

        moves = ((EventKind.UPCARD_TAKEN, upcard), (EventKind.DISCARDED, thrown))
        assert note.isVisible()
        assert note.text() == "\n".join(computer_move_text(k, c) for k, c in moves)
        box = note.scene_box()
        bounds = table.scene.feedback.callouts._bounds()
        assert note.placed_in == bounds and bounds.contains(box)
        backs = [i.sceneBoundingRect() for i in table.scene.backs if i.isVisible()]
        row = backs[0]
        for r in backs[1:]:
            row = row.united(r)
        assert box.right() < row.left() or box.left() > row.right()  # beside them
        assert row.top() < box.center().y() < row.bottom()

        said = QCoreApplication.translate("PlayBinding", "%1 discarded the %2.")
        said = said.replace("%1", player_name(1)).replace("%2", card_name(thrown))
        assert window.status_label.text() == said
    finally:
        window.languages.clear()


def _upcard_taken(table):  # type: ignore[no-untyped-def]
    """The person passes the 5♣ offered first; the computer (TakesThenDiscards) takes it
    and throws. Returns the 5♣."""
    upcard = parse_cards("5C")[0]
    load(table, arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=upcard))
    assert table.c.act(Pass(0))
    table.settle()
    return upcard


def test_the_computers_note_keeps_its_lines_over_the_end_of_its_hand(table_against):
    """At 1024x640 in Finnish the note beside the computer's cards had about 190 px of
    room, and "Laittaa avopakkaan: 5♣" broke after its verb, three lines for two
    moves. It keeps its two lines and lies over the left end of the face-down hand,
    never over the right end, where the card taken from the pile is shown."""
    from PySide6.QtGui import QFont, QFontMetricsF

    table = table_against(TakesThenDiscards(), (1024, 640))
    window = table.window
    window.languages.set_language("fi")
    try:
        upcard = _upcard_taken(table)
        note = table.scene.feedback.callouts[CalloutKind.COMPUTER]
        assert note.isVisible() and len(note.text().split("\n")) == 2
        font = QFont(note._font)
        line = QFontMetricsF(font).height()
        box = note.scene_box()
        assert box.height() < 3 * line  # two lines, not three

        backs = [i.sceneBoundingRect() for i in table.scene.backs if i.isVisible()]
        row = backs[0]
        for r in backs[1:]:
            row = row.united(r)
        assert box.left() < row.left() < box.right()  # over the hand's left end
        assert box.right() - row.left() <= 2.5 * line
        # Clear of the card it took, marked on its hand (play-test h148: covered).
        marker = table.scene.feedback.taken_marker
        assert marker is not None and marker.isVisible() and marker.code == upcard.code
        assert not box.intersects(marker.sceneBoundingRect())
        assert row.top() < box.center().y() < row.bottom()
        bounds = table.scene.feedback.callouts._bounds()
        assert bounds.contains(box)
    finally:
        window.languages.clear()


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_computers_note_leaves_the_card_it_took_in_sight(table_against, size, lang):
    """Play-test h148: at 1024x640 the computer's note lay over the small face-up card
    on its hand, the one it had just taken from the pile."""
    table = table_against(TakesThenDiscards(), size)
    table.window.languages.set_language(lang)
    try:
        _upcard_taken(table)
        note = table.scene.feedback.callouts[CalloutKind.COMPUTER]
        marker = table.scene.feedback.taken_marker
        assert note.isVisible() and marker is not None and marker.isVisible()
        assert not note.scene_box().intersects(marker.sceneBoundingRect())
    finally:
        table.window.languages.clear()


class TakesAndGoesOut(Player):
    """Takes the upcard, then knocks (or goes gin) throwing ``out``."""

    name = "goes-out"

    def __init__(self, out: str, gin: bool) -> None:
        self.out = parse_cards(out)[0]
        self.gin = gin

    def decide(self, view: PlayerView) -> Decision:
        if view.phase is Phase.UPCARD:
            return Decision(TakeUpcard(view.player), Reason.PLAUSIBLE)
        action = (Gin if self.gin else Knock)(view.player, self.out)
        return Decision(action, Reason.PLAUSIBLE)


@pytest.mark.parametrize(("upcard", "out", "gin"), [("6S", "9S", False), ("4C", "2D", True)])
def test_the_computers_note_goes_once_the_hand_is_over(table_against, upcard, out, gin):
    """ "Knocks!" stays by the computer's melds while the person lays off; once the hand
    is over the result panel says how it ended, and the note (which lay half under the
    panel) is gone."""
    table = table_against(TakesAndGoesOut(out, gin))
    load(table, arranged_match(dealer=0, hands={0: HIGH, 1: OTHER}, upcard=parse_cards(upcard)[0]))
    notes = table.scene.feedback.callouts.visible()
    if gin:
        assert table.pv.phase is Phase.OVER
        assert CalloutKind.COMPUTER not in notes, notes
    else:
        assert table.pv.phase is Phase.LAYOFF
        assert "Knocks!" in notes.get(CalloutKind.COMPUTER, ""), notes
        table.window.registry["accept_layoffs"].trigger()
        table.settle()
        assert table.pv.phase is Phase.OVER
        assert CalloutKind.COMPUTER not in table.scene.feedback.callouts.visible()


@pytest.mark.parametrize("cards", ["normal", "large"])
@pytest.mark.parametrize("language", ["nb", "fi"])
@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_knock_note_stands_clear_of_the_computers_melds(
    table_against, settings, size, language, cards
):
    """Play-test h83 (nb, 1024x640): "Trekker fra trekkbunken / Banker!" covered the
    foot of the computer's middle meld while the person laid off (its pointer on the
    frame; with large cards the note itself on the cards). It stands under the melds'
    frames, pointing at them, and leaves the prompt and the buttons in sight."""
    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.model import EventKind
    from ginrummy_desktop.ui.table.feedback import computer_move_text
    from ginrummy_desktop.ui.table.roles import CardRole

    settings.set(S.CARD_SIZE, cards)
    table = table_against(TakesAndGoesOut("9S", gin=False), size)
    table.window.languages.set_language(language)
    try:
        table.window.load_scoresheet()
        load(
            table, arranged_match(dealer=0, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("6S")[0])
        )
        scene = table.scene
        assert table.pv.phase is Phase.LAYOFF and table.pv.knocker == 1
        note = scene.feedback.callouts[CalloutKind.COMPUTER]
        assert note.isVisible()
        assert computer_move_text(EventKind.KNOCKED, None) in note.text()
        outline = note.scene_outline()
        melds = [z.rect() for z in scene.meld_zones]
        melds += [
            QRectF(p.pos, item.card_rect().size())
            for item, p in scene.places.items()
            if p.role is CardRole.MELD
        ]
        assert melds and not any(outline.intersects(r) for r in melds)
        prompt = scene.badges["prompt"]
        assert prompt.text() and prompt.opacity() == 1.0
        assert not outline.intersects(prompt.sceneBoundingRect())
        assert not outline.intersects(QRectF(table.view_widget.action_bar.geometry()))
        assert scene.feedback.callouts._bounds().contains(note.scene_box())
    finally:
        table.window.languages.clear()


class LaysOffWhatItCan(Player):
    """Draws and throws its highest card; laid on, lays off whatever fits, then finishes."""

    name = "lays-off"

    def decide(self, view: PlayerView) -> Decision:
        if view.phase is Phase.LAYOFF:
            for action in view.legal:
                if isinstance(action, LayOff):
                    return Decision(action, Reason.PLAUSIBLE)
            return Decision(FinishLayoff(view.player), Reason.PLAUSIBLE)
        if view.phase is Phase.UPCARD:
            return Decision(Pass(view.player), Reason.PLAUSIBLE)
        if view.phase is Phase.DRAW:
            return Decision(DrawStock(view.player), Reason.PLAUSIBLE)
        card = max(view.hand, key=lambda c: c.value)
        return Decision(Discard(view.player, card), Reason.PLAUSIBLE)


def _knocked_into_an_undercut(table) -> None:  # type: ignore[no-untyped-def]
    """The person takes the 5♦ and knocks with it as deadwood; the computer
    (:class:`LaysOffWhatItCan`) lays off the 10♣ on 7-8-9♣ and undercuts with none."""
    person = parse_cards("AS 2S 3S 4H 4D 4C 7C 8C 9C KD")
    computer = parse_cards("TC JH JS JD 5H 6H 7H QS QH QC")
    upcard = parse_cards("5D")[0]
    load(table, arranged_match(dealer=1, hands={0: person, 1: computer}, upcard=upcard))
    assert table.c.act(TakeUpcard(0))
    table.settle()
    assert table.c.act(Knock(0, parse_cards("KD")[0]))
    table.settle()
    assert table.pv.phase is Phase.OVER
    record = table.c.match.records[-1]
    assert parse_cards("TC")[0] in {lay.card for lay in record.result.layoffs}  # laid off
    assert record.result.winner == 1  # an undercut


def test_the_computers_layoffs_that_end_the_hand_leave_no_note(table_against):
    """The person knocks, and the computer lays off the 10♣ and undercuts: its note
    "Lays off the 10♣" would lie under the result panel, which names the cards laid
    off. (When the person wins such a hand, the person's scoring cleared the note.)"""
    table = table_against(LaysOffWhatItCan())
    _knocked_into_an_undercut(table)
    assert CalloutKind.COMPUTER not in table.scene.feedback.callouts.visible()


def test_the_status_line_tells_the_hands_end(table_against):
    """The play-test's finding: after the person's knock ended the hand, the status
    line still said "Computer laid off the 10♣." It now gives the hand's result, as
    the result panel's title does."""
    table = table_against(LaysOffWhatItCan())
    _knocked_into_an_undercut(table)
    title = table.window.table.result_panel.title.text()
    assert title and table.window.status_label.text() == title


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 728), (1920, 1040)])
def test_a_hint_at_a_card_under_the_piles_leaves_the_pile_label_in_sight(
    discarding, size, language
):
    """The hint at a card of the hand stands above the line over the hand, and there
    it lay on the discard pile's label (and the foot of the pile), which went while it
    showed: a hint to discard hid the pile it names. It stands beside them."""
    table = discarding
    table.window.languages.set_language(language)
    try:
        table.window.resize(*size)
        table.settle()
        scene = table.scene
        label = scene.badges["discard"]
        assert label.text()
        pile = scene.geo.discard_rect
        # The card under the pile's label: the note above it would lie on the label.
        card = min(
            scene.view.hand,
            key=lambda c: abs(scene.faces[c].sceneBoundingRect().center().x() - pile.center().x()),
        )
        scene.set_selected(card)
        words = "Hint: Discard it. Get rid of a high card that is not in a meld."
        scene.feedback.hint("discard", words, card)
        note = scene.feedback.callouts[CalloutKind.HINT]
        box = note.scene_box()
        assert note.isVisible()
        assert not box.intersects(label.sceneBoundingRect()), (box, label.sceneBoundingRect())
        assert not box.intersects(pile) and not box.intersects(scene.geo.stock_rect)
        assert label.opacity() == 1.0
        # Still above the line over the hand, and by the card it names.
        for line in scene.labels.over_hand():
            assert not box.intersects(line)
        assert _near(note, scene.feedback.card_rect(card), scene.geo.card_h * 0.6)
    finally:
        table.window.languages.clear()


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_computers_card_stays_with_the_word_before_it(language, lang) -> None:  # type: ignore[no-untyped-def]
    """A narrow note at 1024x640 broke fi "Ottaa avatun kortin:" from its "5♣" (play-test
    h84): the card is joined to the word before it by a no-break space."""
    from ginrummy_desktop.model import Card, EventKind
    from ginrummy_desktop.ui.table.feedback import computer_move_text

    language.set_language(lang)
    card = Card.parse("5C")
    for kind in (
        EventKind.UPCARD_TAKEN,
        EventKind.DISCARD_DRAWN,
        EventKind.DISCARDED,
        EventKind.LAID_OFF,
    ):
        text = computer_move_text(kind, card)
        at = text.index(card.label)
        assert at > 0 and text[at - 1] == "\u00a0", (kind, text)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 640)])
def test_a_refusal_at_the_hands_end_stands_over_its_card(table, size):
    """The 6♦ just taken from the pile, at the hand's left end, double-clicked: the
    note, moved aside off the piles, stood to their right and pointed down at a card
    it was not about (play-test h95). Wrapped narrower, it stands over the 6♦."""
    sixes = parse_cards("6C 6H 6S AC 3H 5C TD JC QC QD")
    m = arranged_match(dealer=1, hands={0: sixes, 1: OTHER}, upcard=parse_cards("6D")[0])
    m.apply(TakeUpcard(0))
    table.window.resize(*size)
    load(table, m)
    table.settle()
    six = parse_cards("6D")[0]
    rect = table.scene.feedback.card_rect(six)
    assert rect.center().x() < table.scene.geo.stock_rect.left()  # at the left end
    table.click(table.grab_point(six), double=True)
    table.settle()
    assert six in table.pv.hand and _refusal(table)
    note = table.scene.feedback.callouts[CalloutKind.REFUSAL]
    box = note.scene_box()
    assert box.left() + 12 <= rect.center().x() <= box.right() - 12
    assert box.bottom() <= rect.top()
    g = table.scene.geo
    label = table.scene.badges["discard"].sceneBoundingRect()
    assert not any(box.intersects(r) for r in (g.stock_rect, g.discard_rect, label))


def test_a_note_placed_again_keeps_its_time_and_one_fading_goes(discarding, qtbot):
    """Placed again on a resize, a note started its time over, and one already fading
    came back whole: while the window's edge was dragged a refusal never went (review
    h101). It keeps the time it had left; a fading one goes."""
    table = discarding
    scene = table.scene
    notes = scene.feedback.callouts
    scene.set_selected(None)
    table.click(scene.knock_zone.rect().center())
    refusal = notes[CalloutKind.REFUSAL]
    assert refusal.isVisible()
    refusal.timer.start(500)  # as if most of its time had passed
    window = table.window
    width = scene.geo.width
    window.resize(window.width() - 150, window.height() - 60)
    qtbot.waitUntil(lambda: scene.geo.width != width, timeout=3000)
    assert refusal.isVisible() and refusal.timer.isActive()
    assert refusal.timer.remainingTime() < 1000  # (a coarse timer: not its 2.8 s again)

    refusal.fade_ms = 450
    refusal.timer.stop()
    refusal._fade()
    assert refusal.fading and refusal.isVisible()
    width = scene.geo.width
    window.resize(window.width() + 150, window.height() + 60)
    qtbot.waitUntil(lambda: scene.geo.width != width, timeout=3000)
    assert not refusal.isVisible()


def test_a_hint_to_play_on_says_that_a_knock_was_open(table, monkeypatch):
    """Play-test h105: with deadwood 1 and the knock spot lit, the hint said only
    "Discard the two of diamonds. The best move found by looking ahead." It now says
    that a knock was open and passed over; a hint that knocks, or one whose reason is
    already about knocking, says nothing more."""
    from table_helpers import knock_in_reach

    from ginrummy_desktop.ai.base import Decision, Reason
    from ginrummy_desktop.model import Discard, Knock

    m = knock_in_reach()
    m.apply(TakeUpcard(0))
    load(table, m)
    assert any(a.kind == "knock" for a in table.pv.legal)
    king = parse_cards("KS")[0]
    said = "You could knock now, but playing on is judged better."
    for decision, extra in (
        (Decision(Discard(0, king), Reason.SEARCH_BEST), True),
        (Decision(Knock(0, king), Reason.KNOCK_NOW), False),
        (Decision(Discard(0, king), Reason.WAIT_FOR_GIN), False),
    ):
        monkeypatch.setattr(table.c, "hint", lambda level=None, d=decision: d)
        table.window.dialogs.show_hint()
        text = table.window.status_label.full_text()
        assert text.startswith("Hint: ") and (said in text) is extra, text
    # Where no knock is open, a discard's hint is as it was.
    m = arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0])
    m.apply(TakeUpcard(0))
    load(table, m)
    card = table.pv.hand[0]
    monkeypatch.setattr(
        table.c, "hint", lambda level=None: Decision(Discard(0, card), Reason.SEARCH_BEST)
    )
    table.window.dialogs.show_hint()
    assert said not in table.window.status_label.full_text()


def test_a_refusal_in_the_computers_turn_stays_to_be_read_as_it_moves(table_against, monkeypatch):
    """Play-test h120: at the fast speed "It is not your turn." went with the
    computer's move about 0.3 s after the key. It stays until it has been up READ_MS,
    then goes; a move of the person's takes it at once."""
    from ginrummy_desktop.model import Event, EventKind

    now = [100.0]
    monkeypatch.setattr(callouts, "clock", lambda: now[0])
    table = table_against(TakesThenDiscards(), (1100, 700))
    # The computer deals: the person speaks first on the upcard and passes.
    load(table, arranged_match(dealer=1, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0]))
    feedback = table.scene.feedback
    note = feedback.callouts[CalloutKind.REFUSAL]
    assert table.c.act(Pass(0))
    feedback.refusal("It is not your turn.")
    now[0] += 0.3
    table.settle()  # the computer takes the upcard and discards
    assert table.pv.turn == 0
    assert note.isVisible() and note.text() == "It is not your turn."
    assert note.timer.isActive() and note.timer.interval() == callouts.READ_MS - 300
    # Up long enough: the computer's next move takes it at once.
    now[0] += 2.0
    feedback.computer_events([Event(EventKind.STOCK_DRAWN, player=1)], table.pv, new_hand=False)
    assert not note.isVisible()
    # A move of the person's takes a fresh one at once.
    feedback.refusal("It is not your turn.")
    feedback.computer_events([Event(EventKind.STOCK_DRAWN, player=0)], table.pv, new_hand=False)
    assert not note.isVisible()


def _to_throw(table) -> None:  # type: ignore[no-untyped-def]
    """The person takes the face-up card and is to throw: a hint to throw a card comes
    then, with no buttons over the table (at 1024x640 the upcard's buttons stand in a
    row over the hand, keys and all, and a note keeps clear of them: h152)."""
    table.window.registry["take_upcard"].trigger()
    QApplication.processEvents()
    assert table.pv.phase is Phase.DISCARD and not table.view_widget.button_rects()


def test_a_long_hint_in_a_small_window_stands_clear_of_the_hand_and_the_piles(table):
    """Play-test h115 (Finnish, 1024x640): a hint of three sentences, too tall for the
    room over the hand, was pushed under the buttons onto the card it named and its
    neighbours. It stands where it covers no card of the hand, no pile and not the
    computer's note, wrapped wider; a pointer of it crosses no pile (it pointed at the
    discard pile between)."""
    long_words = " ".join(["Throw the king of clubs: it is your highest loose card."] * 4)
    table.window.resize(1024, 610)
    load(table, arranged_match(dealer=0, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0]))
    notes = table.scene.feedback.callouts
    computer = notes[CalloutKind.COMPUTER]
    assert computer.isVisible()  # "Passes"
    _to_throw(table)
    scene = table.scene
    g = scene.geo
    cards = [scene.feedback.card_rect(c) for c in scene.hand_order]
    middle = scene.hand_order[5]
    scene.feedback.hint("discard", long_words, middle)
    note = notes[CalloutKind.HINT]
    box = note.scene_box()
    assert note.isVisible() and note.text() == long_words
    assert not any(box.intersects(r) for r in cards)
    assert not any(box.intersects(r) for r in (g.stock_rect, g.discard_rect))
    # (the computer's note, if it still stands after the person's move, stays clear)
    assert not (computer.isVisible() and box.intersects(computer.scene_box()))
    assert box.width() > note._max_width  # wrapped wider than a note's usual width
    if note._tip is not None:  # a pointer crosses no pile on its way to the card
        tip = note.mapToScene(note._tip)
        base = QPointF(min(max(tip.x(), box.left()), box.right()), box.bottom())
        for i in range(21):
            point = tip + (base - tip) * (i / 20)
            assert not g.stock_rect.contains(point) and not g.discard_rect.contains(point)


@pytest.mark.parametrize("size", [(1024, 610), (1366, 738), (1920, 1050)])
def test_a_short_hint_stands_by_its_card_with_a_pointer_all_along_the_hand(table, size):
    """Review h126: the long-hint placement took every hint whose box reached below the
    top of any line over the hand, and short notes at the hand's left end stood a line
    higher without a pointer. A one-line hint stands just over its card and points."""
    table.window.resize(*size)
    load(table, arranged_match(dealer=0, hands={0: HIGH, 1: OTHER}, upcard=parse_cards("5C")[0]))
    _to_throw(table)
    scene = table.scene
    note = scene.feedback.callouts[CalloutKind.HINT]
    for card in scene.hand_order:
        scene.feedback.hint("discard", "Throw this one.", card)
        rect = scene.feedback.card_rect(card)
        assert note._tip is not None, card
        assert rect.top() - note.scene_box().bottom() < table.scene.geo.card_h * 0.5, card


def test_a_hint_takes_the_place_of_a_refusal_still_up(discarding):
    """Play-test h127: S pressed by mistake, then H: the hint lay over the red refusal,
    whose edge showed round it. The hint answers what to do now; the refusal goes."""
    table = discarding
    notes = table.scene.feedback.callouts
    table.scene.feedback.refusal("That move is not possible now.")
    assert notes[CalloutKind.REFUSAL].isVisible()
    table.window.registry["hint"].trigger()
    assert notes[CalloutKind.HINT].isVisible()
    assert not notes[CalloutKind.REFUSAL].isVisible()
    # And the other way round (h129): a refusal takes the place of a hint.
    table.scene.feedback.refusal("That move is not possible now.")
    assert notes[CalloutKind.REFUSAL].isVisible()
    assert not notes[CalloutKind.HINT].isVisible()


def test_a_long_hint_stays_longer_than_a_short_one(discarding):
    """Play-test h129: a hint of twenty words went after 4.5 s, as one of six did. A
    note stays PER_CHAR_MS for each character, HOLD_MS at the least, MOST_MS at most;
    the status line as long, 6 s at the least."""
    table = discarding
    note = table.scene.feedback.callouts[CalloutKind.HINT]
    card = table.pv.hand[0]
    table.scene.feedback.hint("discard", "Throw it.", card)
    assert note.timer.interval() == callouts.HOLD_MS[CalloutKind.HINT]
    long_words = "Take the face-up four of clubs. " * 6
    table.scene.feedback.hint("discard", long_words, card)
    assert note.timer.interval() == callouts.PER_CHAR_MS * len(long_words)
    assert note.timer.interval() > callouts.HOLD_MS[CalloutKind.HINT]
    table.scene.feedback.hint("discard", long_words * 10, card)
    assert note.timer.interval() == callouts.MOST_MS
    window = table.window
    window.show_status(long_words)
    assert window._status_timer.interval() == callouts.PER_CHAR_MS * len(long_words)
    window.show_status("Short.")
    assert window._status_timer.interval() == 6000


@pytest.mark.parametrize("lang", ["en", "nb"])
@pytest.mark.parametrize("size", [(1024, 610), (1366, 738), (1920, 1050)])
def test_a_refusals_pointer_reaches_the_card_it_is_about(discarding, size, lang):
    """Play-test h148, nb at 1920x1080: the note refusing the 5♦, moved aside off the
    pile's line, pointed at the 7♥ and 9♠. Whichever card of the hand it is about, the
    pointer ends on the part of that card in sight, at its top edge."""
    table = discarding
    table.window.languages.set_language(lang)
    try:
        table.window.resize(*size)
        QApplication.processEvents()
        feedback = table.scene.feedback
        note = feedback.callouts[CalloutKind.REFUSAL]
        for card in table.pv.hand:
            strip = feedback.card_rect(card)
            with feedback.anchored(strip):
                feedback.refusal("You may not discard the card you just took from the pile.")
            assert note.isVisible() and note._tip is not None, card
            tip = note.mapToScene(note._tip)
            assert strip.left() < tip.x() < strip.right(), (card, tip, strip)
            # At its top edge, or straight over it above the line over the hand.
            assert -strip.height() / 2 < tip.y() - strip.top() < strip.height() / 3, card
    finally:
        table.window.languages.clear()

"""The celebration: gin, Big Gin, an undercut and a won game on stacked deals each get
a moment (not at the instant speed), and a click or a key skips it."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPoint, Qt
from table_helpers import arranged_match, load

from ginrummy_desktop.model import (
    BigGin,
    Gin,
    Knock,
    Phase,
    TakeUpcard,
    parse_card,
    parse_cards,
    preset,
)
from ginrummy_desktop.ui.table.celebration import Kind

# The person (seat 0) is the non-dealer and acts first on the upcard.
MELDED_9 = "AS 2S 3S 4H 4D 4C 7C 8C 9C"
# The computer keeps one ace of deadwood: an undercut for it, and no game-ending gin.
LOW = parse_cards("AH 2H 3H 5S 5H 5D 9D TD JD AC")
# High cards that never meld: a gin against them wins the game at once (25 + 97).
HIGH = parse_cards("KS KH QS QH JC JD TS TH 9D 8H")


def _play(table, *, person: str, computer, upcard: str, rules=None, speed: int = 260) -> None:
    table.scene.duration = speed  # the animation speed's length of one card movement
    m = arranged_match(
        dealer=1,
        hands={0: parse_cards(person), 1: computer},
        upcard=parse_card(upcard),
        rules=rules,
    )
    load(table, m)
    assert table.pv.phase is Phase.UPCARD
    assert table.c.act(TakeUpcard(0))
    table.settle()


def _finish(table, action) -> None:
    assert table.c.act(action)
    table.settle()
    assert table.c.match.current.is_over or table.c.match.is_over


def test_gin_is_celebrated_and_a_click_skips_it(table, qtbot):
    _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="TC")
    _finish(table, Gin(0, parse_card("KD")))
    party = table.window.celebration
    assert party.active and party.moment.kind is Kind.GIN and party.isVisible()
    assert party.title() == "Gin!" and "You" in party.subtitle()
    # The person's melded cards are what fans out; the panel under it waits.
    assert len(party.moment.cards) == 10
    qtbot.mouseClick(party, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    assert not party.active and not party.isVisible()
    # The click went no further: the hand is still over, not dealt anew.
    assert table.pv.phase is Phase.OVER


def test_a_key_skips_the_moment_and_goes_no_further(table, qtbot):
    _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="TC")
    _finish(table, Gin(0, parse_card("KD")))
    party = table.window.celebration
    assert party.active
    qtbot.keyClick(table.window.table, Qt.Key.Key_Return)
    assert not party.active and not party.isVisible()
    # Return would deal the next hand; the key only ended the moment.
    assert table.pv.phase is Phase.OVER


class _Sound:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def test_big_gin_is_celebrated(table):
    sound = table.window.celebration.sound = _Sound()
    _play(
        table,
        person=MELDED_9 + " TC",
        computer=LOW,
        upcard="JC",
        rules=preset("ginirommi"),
    )
    _finish(table, BigGin(0))
    party = table.window.celebration
    assert party.active and party.moment.kind is Kind.BIG_GIN
    assert party.title() == "Big Gin!"
    assert sound.played == ["fanfare"]


def test_an_undercut_is_celebrated(table):
    sound = table.window.celebration.sound = _Sound()
    _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="6D")
    _finish(table, Knock(0, parse_card("KD")))
    result = table.c.match.current.result
    assert result.outcome.value == "undercut" and result.winner == 1
    party = table.window.celebration
    assert party.active and party.moment.kind is Kind.UNDERCUT
    assert "Computer" in party.subtitle()
    assert sound.played == []  # the computer's moment has no fanfare
    # ... nor the gold banner of yours: told in slate (play-test).
    from PySide6.QtCore import QRectF

    brush, _pen, ink, _soft = party.banner(QRectF(0, 0, 100, 40))
    stops = [c.name() for _at, c in brush.gradient().stops()]
    assert stops == ["#5c6a80", "#3a4456"] and ink.name() == "#ffffff"
    party.moment = dataclasses.replace(party.moment, winner=0)
    brush, _pen, ink, _soft = party.banner(QRectF(0, 0, 100, 40))
    assert [c.name() for _at, c in brush.gradient().stops()] == ["#fae08c", "#cea03a"]


def test_winning_the_game_is_celebrated(table):
    _play(table, person=MELDED_9 + " KD", computer=HIGH, upcard="TC")
    _finish(table, Gin(0, parse_card("KD")))
    assert table.c.match.is_over
    party = table.window.celebration
    assert party.active and party.moment.kind is Kind.GAME_WON
    assert party.title() == "You win the game!"
    # 25 + 97 for the gin, the game bonus 100 and one box of 25; the computer has none.
    assert party.subtitle() == "Final totals 247 – 0"
    party.skip()
    assert not party.isVisible()


def test_the_moment_ends_by_itself(table, qtbot):
    _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="TC")
    _finish(table, Gin(0, parse_card("KD")))
    party = table.window.celebration
    assert party.active
    qtbot.waitUntil(lambda: not party.active, timeout=5000)
    assert not party.isVisible()


def test_nothing_at_the_instant_speed(table):
    _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="TC", speed=0)
    _finish(table, Gin(0, parse_card("KD")))
    assert table.pv.phase is Phase.OVER
    assert not table.window.celebration.active
    assert not table.window.celebration.isVisible()


def test_a_plain_knock_win_is_not_celebrated(table):
    # Knock on 6 against the high hand: a win, but neither gin nor undercut.
    _play(table, person=MELDED_9 + " KD", computer=HIGH, upcard="6D")
    _finish(table, Knock(0, parse_card("KD")))
    assert table.c.match.current.result.outcome.value == "knock"
    assert not table.window.celebration.active


def test_a_new_match_ending_after_as_many_hands_is_celebrated_again(table):
    for _ in range(2):
        _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="TC")
        _finish(table, Gin(0, parse_card("KD")))
        party = table.window.celebration
        assert party.active and party.moment.kind is Kind.GIN
        party.skip()
        assert not party.active


def test_winning_a_hollywood_match_is_celebrated_by_its_own_result() -> None:
    """The play-test's finding: a won Hollywood match was "You win the game! Final
    totals 984 – 714", sums of the games' totals written nowhere, under a panel saying
    it was won by the sum of the games' differences."""
    from types import SimpleNamespace

    from testkit.scripted_play import play_match

    from ginrummy_desktop.model import PRESETS, match_view
    from ginrummy_desktop.ui.table.celebration import Celebration, moment_of

    rules = PRESETS["standard"].with_changes(hollywood=True)
    match = next(
        m
        for seed in range(1, 40)
        if (m := play_match(rules, seed=seed)).game_result is not None and m.game_result.winner == 0
    )
    game = match.game_result
    assert game is not None
    change = SimpleNamespace(
        record=match.records[-1], replaced=False, view=match_view(match, 0), game=game
    )
    moment = moment_of(change)  # type: ignore[arg-type]
    assert moment is not None and moment.kind is Kind.GAME_WON and moment.hollywood
    party = SimpleNamespace(moment=moment)
    assert Celebration.title(party) == "You win the Hollywood match!"  # type: ignore[arg-type]
    assert Celebration.subtitle(party) == f"Won by {game.difference} points"  # type: ignore[arg-type]


def test_the_function_keys_still_work_during_the_moment(table, qtbot):
    """The moment took every key without Ctrl or Alt for its own, to skip it: F11 (full
    screen) and F1 (the rules) did nothing while it played (review h101). A play key
    still skips it; a function key does its own work and the moment plays on."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="TC")
    _finish(table, Gin(0, parse_card("KD")))
    party = table.window.celebration
    window = table.window
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table.view_widget.setFocus()
    assert party.active
    full = window.registry["fullscreen"]
    assert not full.isChecked()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F11)
    QApplication.processEvents()
    assert full.isChecked() and party.active
    full.setChecked(False)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_D)
    QApplication.processEvents()
    assert not party.active and table.pv.phase is Phase.OVER


def test_the_banner_is_as_wide_as_its_hint_in_finnish(table, language):
    """fi "jatka napsauttamalla tai painamalla näppäintä" is wider than "Alilyönti!" and
    the points under it: the banner took only those two, and the hint was cut at
    1024x640 (play-test h159)."""
    from PySide6.QtGui import QFontMetricsF

    table.window.resize(1024, 640)
    language.set_language("fi")
    _play(table, person=MELDED_9 + " KD", computer=LOW, upcard="6D")
    _finish(table, Knock(0, parse_card("KD")))
    party = table.window.celebration
    assert party.active and party.moment.kind is Kind.UNDERCUT
    card_h = table.scene.geo.card_h
    size = party.banner_size(card_h)
    pad = card_h * 0.12
    (title, title_font), (_sub, _), (hint, hint_font) = party.banner_lines(card_h)
    assert QFontMetricsF(hint_font).horizontalAdvance(hint) > QFontMetricsF(
        title_font
    ).horizontalAdvance(title)
    for text, font in party.banner_lines(card_h):
        assert QFontMetricsF(font).horizontalAdvance(text) <= size.width() - 2 * pad, text

"""The training panel lists exactly what the action log says, and the safety shading."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from ginrummy_desktop.model import Discard, DrawDiscard, Match, TakeUpcard, match_view, preset
from ginrummy_desktop.review.aids import discard_safety, partial_melds
from ginrummy_desktop.review.rollout import policy_move
from ginrummy_desktop.ui.training.panel import (
    Aids,
    TrainingPanel,
    safety_colour,
    safety_level,
    safety_word,
    throwable_safety,
)


def _played(seed: int, moves: int) -> Match:
    rng = random.Random(seed)
    match = Match(preset("standard"), seed=seed)
    for _ in range(moves):
        deal = match.current
        if deal.is_over or deal.phase.value == "layoff":
            break
        view = match_view(match, deal.turn)
        action = policy_move(view)
        takes = [a for a in view.legal if isinstance(a, DrawDiscard | TakeUpcard)]
        if takes and rng.random() < 0.4:
            action = takes[0]
        if action.kind in ("knock", "gin"):
            action = Discard(action.player, action.card)
        match.apply(action)
    return match


def _from_log(match: Match) -> tuple[list, list]:
    """The computer's pickups and passes, from the raw actions alone."""
    deal = match.current
    pile = [deal.upcard]
    taken, passed = [], []
    previous = None
    for a in deal.actions:
        if isinstance(a, TakeUpcard | DrawDiscard):
            card = pile.pop()
            if a.player == 1:
                taken.append(card)
        elif (a.kind == "pass" and a.player == 1) or (
            a.kind == "draw_stock" and a.player == 1 and previous != "pass"
        ):
            passed.append(pile[-1])
        elif isinstance(a, Discard):
            pile.append(a.card)
        previous = a.kind
    return taken, passed


@pytest.mark.parametrize("seed", range(8))
def test_lists_match_the_action_log(qtbot, seed: int) -> None:
    match = _played(seed, 6 + 3 * seed)
    view = match_view(match, 0)
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.set_aids(Aids(pickups=True, outs=True, safety=True))
    panel.show_view(view)
    taken, passed = _from_log(match)
    rows = [panel.pickups_list.item(i) for i in range(panel.pickups_list.count())]
    listed = [
        r for r in rows if r.flags() & Qt.ItemFlag.ItemIsSelectable or r.icon().isNull() is False
    ]
    if taken or passed:
        assert len(listed) == len(taken) + len(passed)
        labels = [r.text().split()[0] for r in listed]
        assert labels == [c.label for c in taken + passed]
    partials = partial_melds(view)
    assert panel.outs_list.count() == max(len(partials), 1)
    for i, m in enumerate(sorted(partials, key=lambda m: (-m.live_count, m.cards))):
        spoken = panel.outs_list.item(i).data(Qt.ItemDataRole.AccessibleTextRole)
        assert str(m.live_count) in panel.outs_list.item(i).text()
        assert all(c.label in panel.outs_list.item(i).text() for c in m.live)
        assert spoken
    assert panel.safety_list.count() == len(view.hand)
    # "J♣ safe (7%)": hovering the list says what the percentage is, and so does the
    # line under it, in sight for the keyboard too (play-test h152).
    assert panel.safety_list.toolTip() == "How likely each card is to help the computer"
    assert panel.safety_note.text().startswith("The percentage: the chance that the computer")
    assert panel.safety_note.isVisibleTo(panel) == panel.safety_list.isVisibleTo(panel)
    assert panel._safety_box.column.indexOf(panel.safety_note) > panel._safety_box.column.indexOf(
        panel.safety_list
    )


def test_aids_switched_off_are_hidden(qtbot) -> None:
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_view(match_view(_played(1, 5), 0))
    panel.set_aids(Aids(outs=True))
    assert panel._outs_box.isVisible() and not panel._pickups_box.isVisible()
    assert not panel._safety_box.isVisible()
    panel.set_aids(Aids())
    assert panel.safety_list.count() == 0 and "training aid" in panel._intro.text()


def test_a_new_hand_starts_at_the_top_of_the_aids(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play-test h165: scrolled down to the safety list in one hand, the next hand began
    with the move values out of sight. Moves within a hand keep the place."""
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 260)
    panel.set_aids(Aids(pickups=True, outs=True, safety=True))
    panel.show()
    first = _played(1, 9)
    panel.show_view(match_view(first, 0))
    bar = panel.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0  # the lists outgrow the panel
    bar.setValue(bar.maximum())
    first.apply(policy_move(match_view(first, first.current.turn)))
    panel.show_view(match_view(first, 0))  # a move in the same hand
    assert bar.value() > 0
    second = _played(2, 9)
    assert second.current.upcard != first.current.upcard
    panel.show_view(match_view(second, 0))  # another deal
    assert bar.value() == 0


def test_safety_shading_grows_with_danger() -> None:
    view = match_view(_played(3, 12), 0)
    levels = {s.card: safety_level(s.danger) for s in throwable_safety(view)}
    assert set(levels) == set(view.hand)
    low, high = safety_colour(0.0), safety_colour(1.0)
    assert high.red() > low.red() and high.blue() < low.blue() and high.alpha() > low.alpha()
    for s in discard_safety(view):
        assert levels[s.card] == safety_level(s.danger)
    assert safety_colour(0.9, high_contrast=True) != safety_colour(0.0, high_contrast=True)


def test_safety_shading_has_one_clear_shade_a_word() -> None:
    """'safe' and 'some risk' were two pale tints of one blend, hard to tell apart on
    the cards (play-test): each word now has its own shade, far from the others."""
    from ginrummy_desktop.ui.training.panel import RISKY_FROM, SAFE_BELOW

    samples = {0.0: "safe", SAFE_BELOW - 0.01: "safe", SAFE_BELOW: "some risk",
               RISKY_FROM - 0.01: "some risk", RISKY_FROM: "risky", 1.0: "risky"}  # fmt: skip
    shades: dict[str, set[tuple[int, int, int, int]]] = {}
    for danger, word in samples.items():
        assert safety_word(danger) == word
        shades.setdefault(word, set()).add(safety_colour(danger).getRgb())
    assert all(len(s) == 1 for s in shades.values())  # one shade a word
    (safe,), (some,), (risky,) = shades["safe"], shades["some risk"], shades["risky"]

    def apart(a: tuple[int, ...], b: tuple[int, ...]) -> int:
        return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True))

    assert apart(safe, some) > 200 and apart(some, risky) > 100 and apart(safe, risky) > 200


def test_the_safety_list_puts_the_cards_to_discard_from_first(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A card of a meld is seldom thrown; listed by danger alone the A♦ and 4♦ of a
    meld came first, above the deadwood (play-test 11). The deadwood comes first, each
    part by danger, and the meld's cards say so."""
    from ginrummy_desktop.model.melds import best_melding

    view = match_view(_played(3, 12), 0)
    melded = {c for m in best_melding(view.hand).melds for c in m.cards}
    danger = {s.card: s.danger for s in discard_safety(view)}
    # The position this is about: a card of a meld is safer than some deadwood.
    assert min(danger[c] for c in melded) < max(d for c, d in danger.items() if c not in melded)
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.set_aids(Aids(safety=True))
    panel.show_view(view)
    rows = [panel.safety_list.item(i).text() for i in range(panel.safety_list.count())]
    order = [next(c for c in view.hand if r.startswith(c.label + " ")) for r in rows]
    assert len(order) == len(view.hand)
    assert [c in melded for c in order] == sorted(c in melded for c in order)
    for part in (False, True):
        dangers = [danger[c] for c in order if (c in melded) is part]
        assert dangers == sorted(dangers)
    for row, card in zip(rows, order, strict=True):
        assert row.endswith("in a meld") is (card in melded), row


def test_one_shown_percentage_has_one_word() -> None:
    """Play-test h71: the K♦ read "safe (12%)", and a turn later "some risk (12%)" (its
    danger had gone from under 0.12 to just over it): the word and the shading follow
    the percentage shown, so one figure never has two words."""
    words: dict[int, set[str]] = {}
    for step in range(2001):
        danger = step / 2000
        words.setdefault(round(danger * 100), set()).add(safety_word(danger))
    assert all(len(w) == 1 for w in words.values()), {p: w for p, w in words.items() if len(w) > 1}


def test_the_safety_list_leaves_out_the_card_just_taken(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The card taken from the pile may not be thrown back this turn, yet the list
    named it among the discards (play-test h89)."""
    from table_helpers import upcard_offered

    from ginrummy_desktop.model import Phase, TakeUpcard

    match = upcard_offered()
    match.apply(TakeUpcard(0))
    view = match_view(match, 0)
    assert view.phase is Phase.DISCARD and len(view.hand) == 11
    panel = TrainingPanel()
    qtbot.addWidget(panel)
    panel.set_aids(Aids(safety=True))
    panel.show_view(view)
    rows = [panel.safety_list.item(i).text() for i in range(panel.safety_list.count())]
    assert len(rows) == 10
    assert not any(r.startswith("Q♦ ") for r in rows), rows


def test_a_click_on_the_aids_leaves_the_keyboard_with_the_table(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play-test h105: after a click on the training aids the arrows and End chose no
    card (the panel had them) while the letters still played. A click on the panel,
    its lists or its moves leaves the focus where it was; Tab still reaches the lists."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.model import preset

    dock = window.training_dock
    window.new_game(preset("standard"), "beginner", seed=12)
    window.controller.wait_idle()
    for key in ("pickups", "outs", "safety", "equity"):
        dock.actions[key].setChecked(True)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.focus_table()
    assert QApplication.focusWidget() is window.table
    panel = dock.panel
    for widget in (panel.pickups_list, panel.outs_list, panel.safety_list, dock.equity.moves):
        qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton)
        assert QApplication.focusWidget() is window.table, widget
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus
    qtbot.mouseClick(panel.scroll_area.viewport(), Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is window.table
    # And the arrows still choose cards.
    scene = window.table.table
    qtbot.keyClick(window.table, Qt.Key.Key_End)
    last = scene.selected
    qtbot.keyClick(window.table, Qt.Key.Key_Home)
    assert last is not None and scene.selected is not None and scene.selected != last
    dock.worker.shutdown()

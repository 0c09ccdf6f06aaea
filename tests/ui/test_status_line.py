"""The status line: a message about the game left behind does not outlive it."""

from __future__ import annotations

from ginrummy_desktop.model import preset


def test_a_new_game_clears_the_last_games_message(window, table):
    window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    window.show_status("You won the game!")
    assert window.status_label.text() == "You won the game!"
    window.new_game(preset("standard"), "beginner", seed=12)
    table.settle()
    assert window.status_label.text() == table.scene.badges["prompt"].text()
    assert window.status_label.text() == "Take the face-up card, or pass."


def test_a_hand_loaded_over_shows_its_result_and_a_new_game_takes_it_away(window, table):
    """A match loaded with its hand over (a resume after quitting at the result) left
    the status line blank under the result, and a new game kept the last result there
    while its cards were dealt (review)."""
    from table_helpers import load, match_until_knock

    from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict

    match = match_until_knock(1)
    load(table, match)
    if table.pv.phase.value == "layoff":
        window.registry["accept_layoffs"].trigger()
        table.settle()
    over = match_from_dict(match_to_dict(table.c.match))
    assert over.current.is_over
    window.new_game(preset("standard"), "beginner", seed=11)
    table.settle()
    assert window.status_label.text() == "Take the face-up card, or pass."
    table.c.load_match(over, "beginner")  # as a resume does
    panel = table.view_widget.result_panel
    assert panel.isVisible() and panel.title.text()
    assert window.status_label.text() == panel.title.text()
    headline = panel.title.text()
    table.scene.duration = 400  # the cards fly out: no prompt until they land
    window.new_game(preset("standard"), "beginner", seed=12)
    assert table.scene.dealing
    assert window.status_label.text() != headline

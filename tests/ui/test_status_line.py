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

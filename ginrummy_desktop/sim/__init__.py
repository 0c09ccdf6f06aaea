"""Match runner: play many games between two players and summarise them (``python -m``)."""

from .runner import Totals, load_factory, play_game, run_games, summary, wilson

__all__ = ["Totals", "load_factory", "play_game", "run_games", "summary", "wilson"]

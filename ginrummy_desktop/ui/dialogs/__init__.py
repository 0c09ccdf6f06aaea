"""The game's dialogs: new game with house rules, how to play, keyboard help, about,
statistics and history, the discard pile, the knock confirmation, resuming a game."""

from __future__ import annotations

from typing import Any

__all__ = ["AboutDialog", "KeyboardHelpDialog", "NewGameDialog", "RulesHelpDialog"]


def __getattr__(name: str) -> Any:
    # Loaded when asked for: the window needs the knock and pile dialogs at start,
    # not the help and new-game ones (they cost start-up time).
    from importlib import import_module

    modules = {
        "AboutDialog": "help",
        "KeyboardHelpDialog": "help",
        "RulesHelpDialog": "help",
        "NewGameDialog": "new_game",
    }
    if name not in modules:
        raise AttributeError(name)
    return getattr(import_module(f"{__name__}.{modules[name]}"), name)

"""The game's dialogs: new game with house rules, how to play, keyboard help, about."""

from __future__ import annotations

from .help import AboutDialog, KeyboardHelpDialog, RulesHelpDialog
from .new_game import NewGameDialog

__all__ = ["AboutDialog", "KeyboardHelpDialog", "NewGameDialog", "RulesHelpDialog"]

"""A stand-in for the GameController: its signals and the calls AutoSaver makes (the
autosave tests and the fault tests share it)."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from ginrummy_desktop.model import Match, Rules
from testkit.scripted_play import choose


class FakeController(QObject):
    changed = Signal()
    hand_finished = Signal(object)
    match_finished = Signal(object)
    match_replaced = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.match: Match | None = None
        self.level = "beginner"

    def new_match(self, rules: Rules, level: str, seed: int) -> Match:
        self.load_match(Match(rules, seed=seed), level)
        assert self.match is not None
        return self.match

    def load_match(self, match: Match, level: str) -> None:
        self.match, self.level = match, level
        self.match_replaced.emit()
        self.changed.emit()

    def step(self, rng: random.Random) -> None:
        match = self.match
        assert match is not None
        hands = len(match.records)
        match.apply(choose(match, rng))
        self.changed.emit()
        if len(match.records) > hands:
            self.hand_finished.emit(match.records[-1])
        if match.game_result is not None:
            self.match_finished.emit(match.game_result)

    def play_hands(self, rng: random.Random, hands: int) -> None:
        match = self.match
        assert match is not None
        target = len(match.records) + hands
        while len(match.records) < target and not match.is_over:
            self.step(rng)

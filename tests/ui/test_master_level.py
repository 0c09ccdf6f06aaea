"""The Master as the table's fifth level: offered by name in every language, in the
New game dialog and the Game menu, and a game starts and goes on against it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from table_helpers import Table, arranged_match

from ginrummy_desktop.ai import LEVELS
from ginrummy_desktop.ai.base import Player
from ginrummy_desktop.ai.master import Master, MasterBudget
from ginrummy_desktop.app import settings as S
from ginrummy_desktop.app.controller import (
    COMPUTER,
    PERSON,
    GameController,
    default_player_factory,
)
from ginrummy_desktop.app.i18n import LanguageManager
from ginrummy_desktop.model import Match, Pass, Phase, parse_cards, preset
from ginrummy_desktop.persistence import SaveStore
from ginrummy_desktop.ui.common.texts import level_description, level_name
from ginrummy_desktop.ui.dialogs.new_game import NewGameDialog
from ginrummy_desktop.ui.window.main_window import MainWindow

NAMES = {
    "en": ["Beginner", "Intermediate", "Advanced", "Expert", "Master"],
    "fi": ["Aloittelija", "Keskitasoinen", "Edistynyt", "Asiantuntija", "Mestari"],
    "nb": ["Nybegynner", "Middels", "Viderekommen", "Ekspert", "Mester"],
}


def _lean(level: str, seed: int) -> Player:
    """The table's players, the Master with a small budget so that its moves are quick."""
    if level == "master":
        return Master(seed=seed, budget=MasterBudget(batch=4, max_samples=8))
    return default_player_factory(level, seed)


@pytest.fixture
def lean_window(qtbot, settings: S.Settings, language: LanguageManager) -> Iterator[MainWindow]:
    controller = GameController(delay_ms=0, player_factory=_lean)
    window = MainWindow(controller, settings, languages=language)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    yield window
    controller.set_paused(True)
    controller.wait_idle()


def test_master_is_the_last_level_everywhere_it_is_listed() -> None:
    assert LEVELS[-1] == "master"
    assert S.AI_LEVEL.choices is not None and "master" in S.AI_LEVEL.choices
    assert S.DUPLICATE_LEVEL.choices is not None and "master" in S.DUPLICATE_LEVEL.choices
    assert level_name("master") == "Master"  # not the fallback, Intermediate
    assert level_description("master") != level_description("expert")


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
def test_the_level_picker_and_the_menu_offer_the_master_by_name(
    lean_window: MainWindow, language: LanguageManager, qtbot, lang: str
) -> None:
    language.set_language(lang)
    dialog = NewGameDialog(None, preset("standard"), "intermediate")
    qtbot.addWidget(dialog)
    combo = dialog.level_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
    assert [combo.itemText(i) for i in range(combo.count())] == NAMES[lang]
    combo.setCurrentIndex(combo.findData("master"))
    assert dialog.chosen_level() == "master"
    assert dialog.level_description.text() == level_description("master")
    reference = dialog.duplicate_level
    assert reference.itemText(reference.findData("master")) == NAMES[lang][-1]
    menu = lean_window.level_group.actions()
    assert [a.data() for a in menu] == list(LEVELS)
    assert [a.text().replace("&", "") for a in menu] == NAMES[lang]  # with access keys


def test_a_game_starts_and_goes_on_against_the_master(
    lean_window: MainWindow, settings: S.Settings, qtbot
) -> None:
    table = Table(lean_window, qtbot)
    controller = lean_window.controller
    # The computer deals, so the person is the first to take or pass the upcard.
    match = arranged_match(
        dealer=COMPUTER,
        hands={
            0: parse_cards("AH 2H 3H 7C 7D 9S TS JD QC KD"),
            1: parse_cards("4S 5S 6S 8H 8C 8D 2C 3D 9H KH"),
        },
        upcard=parse_cards("QS")[0],
        stock=parse_cards("5C 6D"),
    )
    lean_window.level_group.actions()[-1].trigger()  # Game → Computer level → Master
    assert controller.level == "master" and settings.get(S.AI_LEVEL) == "master"
    controller.load_match(match, controller.level)
    table.settle()
    assert isinstance(controller._players[COMPUTER], Master)
    plate = table.scene.badges["opponent"]
    assert plate.text().startswith("Computer (Master)")
    assert plate.toolTip() == level_description("master")
    assert table.pv.phase is Phase.UPCARD
    decided: list[int] = []
    controller.decision_made.connect(lambda seat, _d: decided.append(seat))
    assert controller.act(Pass(PERSON))
    table.settle()
    assert decided and decided[0] == COMPUTER  # the Master answered the person's pass
    assert controller.person_to_act()


def test_a_game_against_the_master_is_saved_and_continued(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    # Dealt from its deal number: a save keeps the number and a digest of the cards,
    # so a deck arranged behind the model's back would be refused on loading.
    match = Match(preset("standard"), seed=5)
    store.save(match, match_id="m", ai_level="master")
    game = store.load(levels=LEVELS).game
    assert game is not None and game.ai_level == "master"
    # A game saved against one of the four earlier levels still loads.
    store.save(match, match_id="old", ai_level="expert")
    game = store.load(levels=LEVELS).game
    assert game is not None and game.ai_level == "expert"

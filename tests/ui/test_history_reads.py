"""The game history and the statistics read the history in a thread of their own: a
long history took a second on the GUI thread (benchmarks/history_load.py). Meanwhile
the window says that it is reading; a damaged file is set aside and told as before."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from testkit.history_read import read
from testkit.history_rows import game_count, game_row
from testkit.scripted_play import play_match

from ginrummy_desktop.model import PRESETS
from ginrummy_desktop.persistence import DbProblem, HistoryDB
from ginrummy_desktop.ui.common.texts import reading_history_text
from ginrummy_desktop.ui.dialogs import history as history_dialog
from ginrummy_desktop.ui.dialogs import statistics as statistics_dialog
from ginrummy_desktop.ui.dialogs.history import HistoryDialog
from ginrummy_desktop.ui.dialogs.statistics import StatisticsDialog


def _filled(db: HistoryDB) -> HistoryDB:
    match = play_match(PRESETS["standard"], seed=5)
    for record in match.records:
        db.record_hand(match_id="m", match=match, record=record, ai_level="expert")
    assert match.game_result is not None
    db.record_match(match_id="m", match=match, result=match.game_result, ai_level="expert")
    return db


@pytest.fixture
def held_back(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], None]]:
    """The windows' reads wait in their thread until the test lets them go."""
    gate = threading.Event()

    def holding(work: Callable[[HistoryDB], Any]) -> Callable[[HistoryDB], Any]:
        def held(db: HistoryDB) -> Any:
            assert threading.current_thread() is not threading.main_thread()
            assert gate.wait(10)
            return work(db)

        return held

    monkeypatch.setattr(history_dialog, "read_history", holding(history_dialog.read_history))
    monkeypatch.setattr(
        statistics_dialog, "read_statistics", holding(statistics_dialog.read_statistics)
    )
    yield gate.set
    gate.set()  # never left waiting, whatever the test did


def test_the_history_says_it_is_reading_then_lists_the_games(
    qtbot: Any, tmp_path: Path, held_back: Callable[[], None]
) -> None:
    db = _filled(HistoryDB(tmp_path))
    dialog = HistoryDialog(db)  # returns while the read waits: the table is not held up
    qtbot.addWidget(dialog)
    assert dialog.loading and game_count(dialog) == 0
    assert dialog.details.text() == reading_history_text()
    assert dialog.windowTitle() == "Game history"  # the window is whole meanwhile
    held_back()
    qtbot.waitUntil(lambda: game_count(dialog) == 1, timeout=10_000)
    assert not dialog.loading
    assert dialog.details.text() != reading_history_text()
    hands = game_row(dialog, 0)
    assert hands is not None and hands.childCount() == len(db.hands())


def test_the_statistics_say_they_are_reading_then_show_the_figures(
    qtbot: Any, tmp_path: Path, held_back: Callable[[], None]
) -> None:
    db = _filled(HistoryDB(tmp_path))
    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    assert dialog.loading and dialog.headline.text() == reading_history_text()
    assert not dialog.reset_button.isEnabled()
    held_back()
    qtbot.waitUntil(lambda: not dialog.loading, timeout=10_000)
    assert dialog.headline.text().startswith("You have won")
    assert dialog.stats is not None and dialog.stats.overall.matches_played == 1
    assert dialog.reset_button.isEnabled()


def test_only_the_latest_read_is_shown(
    qtbot: Any, tmp_path: Path, held_back: Callable[[], None]
) -> None:
    db = HistoryDB(tmp_path)
    dialog = StatisticsDialog(db)  # reads an empty history, held back
    qtbot.addWidget(dialog)
    _filled(db)
    dialog.refresh()  # the game is in now
    held_back()
    with qtbot.waitSignal(dialog.reads.done, timeout=10_000):
        pass
    read(qtbot, dialog)
    assert dialog.stats is not None and dialog.stats.overall.matches_played == 1


def _damage(path: Path) -> None:
    """The file's header overwritten (the database has it open already)."""
    with path.open("r+b") as f:
        f.write(b"not a database at all" * 10)


@pytest.mark.parametrize("window", [HistoryDialog, StatisticsDialog])
def test_a_history_damaged_since_start_is_set_aside_and_told(
    qtbot: Any, tmp_path: Path, window: type
) -> None:
    told: list[tuple[DbProblem, Path | None]] = []
    db = _filled(HistoryDB(tmp_path, on_problem=lambda p, where: told.append((p, where))))
    _damage(db.path)
    dialog = read(qtbot, window(db))
    qtbot.addWidget(dialog)
    assert told == [(DbProblem.DAMAGED, db.moved_to)]
    assert db.moved_to is not None and db.moved_to.exists() and db.moved_to != db.path
    assert db.moved_to.read_bytes().startswith(b"not a database")
    if isinstance(dialog, HistoryDialog):
        assert dialog.details.text() == "No hands played yet."
    else:
        assert dialog.headline.text() == "No finished games yet."
    # A fresh history took its place: it is read and written again.
    assert not dialog.error
    _filled(db)
    dialog.refresh()
    read(qtbot, dialog)
    assert told == [(DbProblem.DAMAGED, db.moved_to)]  # told once
    if isinstance(dialog, HistoryDialog):
        assert game_count(dialog) == 1
    else:
        assert dialog.stats is not None and dialog.stats.overall.matches_played == 1


def test_a_history_kept_in_memory_is_read_at_once(qtbot: Any) -> None:
    """No file for a second connection: read on the spot, as before."""
    db = _filled(HistoryDB(path=Path(":memory:")))
    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    assert not dialog.loading
    assert dialog.stats is not None and dialog.stats.overall.matches_played == 1


def test_a_window_closed_while_it_reads_lets_the_read_end_quietly(
    qtbot: Any, qapp: Any, tmp_path: Path, held_back: Callable[[], None]
) -> None:
    from ginrummy_desktop.app import history_reads

    db = _filled(HistoryDB(tmp_path))
    dialog = StatisticsDialog(db)
    assert dialog.loading
    dialog.deleteLater()
    qtbot.waitUntil(lambda: not _alive(dialog), timeout=10_000)
    held_back()
    assert history_reads.wait_for_reads(10_000)
    qapp.processEvents()  # nothing left to deliver to: no error, nothing told
    assert db.problem is None and len(db.hands()) > 0


def _alive(widget: Any) -> bool:
    from shiboken6 import isValid

    return bool(isValid(widget))


def test_two_windows_finding_the_same_damage_set_the_file_aside_once(
    qtbot: Any, tmp_path: Path
) -> None:
    """Review: the statistics and the history, both reading a damaged file, each set it
    aside: the second moved the fresh, empty file away too, and the player was told
    twice."""
    told: list[object] = []
    db = _filled(HistoryDB(tmp_path, on_problem=lambda p, where: told.append((p, where))))
    with db.path.open("r+b") as f:
        f.write(b"not a database at all" * 10)
    stats = StatisticsDialog(db)
    qtbot.addWidget(stats)
    hist = HistoryDialog(db)
    qtbot.addWidget(hist)
    read(qtbot, stats)
    read(qtbot, hist)
    assert len(told) == 1
    assert len([p for p in tmp_path.iterdir() if ".damaged" in p.name]) == 1


def test_a_history_gone_on_in_memory_is_told_once(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review: where the damaged file could not be moved aside, the game went on with a
    history in memory, but each window read the damaged file again and told again."""
    from ginrummy_desktop.persistence import history as history_module

    told: list[object] = []
    db = _filled(HistoryDB(tmp_path, on_problem=lambda p, where: told.append((p, where))))
    with db.path.open("r+b") as f:
        f.write(b"not a database at all" * 10)

    def refused(*_args: object, **_kwargs: object) -> Path:
        raise OSError("the folder is read-only")

    monkeypatch.setattr(history_module, "move_aside", refused)
    for _ in range(3):
        dialog = StatisticsDialog(db)
        qtbot.addWidget(dialog)
        read(qtbot, dialog)
    assert len(told) == 1 and db.in_memory_fallback

"""Only one copy of the game writes the save: a second copy says so and brings the
first to the front."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from ginrummy_desktop.app.single_instance import SingleInstance, already_running_text

ROOT = Path(__file__).resolve().parents[2]


def test_second_claim_fails_and_activates_the_first(qtbot: Any, tmp_path: Path) -> None:
    first = SingleInstance(tmp_path)
    assert first.acquire()
    second = SingleInstance(tmp_path)
    with qtbot.waitSignal(first.activated, timeout=5000):
        assert not second.acquire()
    first.release()
    third = SingleInstance(tmp_path)
    assert third.acquire()  # free again once the first copy has closed
    third.release()


def test_lock_left_by_a_crashed_copy_is_taken_over(tmp_path: Path) -> None:
    crash = (
        "import os, sys; from pathlib import Path;"
        "from PySide6.QtCore import QCoreApplication;"
        "from ginrummy_desktop.app.single_instance import SingleInstance;"
        "app = QCoreApplication([]); i = SingleInstance(Path(sys.argv[1]));"
        "assert i.acquire(); os.kill(os.getpid(), 9)"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, "-c", crash, str(tmp_path)], env=env, timeout=60)
    assert (tmp_path / "ginrummy.lock").exists()  # left behind by the killed copy
    instance = SingleInstance(tmp_path)
    assert instance.acquire()
    instance.release()


@pytest.mark.parametrize("content", [b"", b"\x00\xffgarbage\n"])
def test_a_lock_file_that_names_no_owner_is_taken_over(
    qtbot: Any, tmp_path: Path, content: bytes
) -> None:
    """Play-test h138: an empty or garbled lock file (a power cut) with no copy running
    made every start say "already running" and close. Nobody answering, the lock goes."""
    (tmp_path / "ginrummy.lock").write_bytes(content)
    instance = SingleInstance(tmp_path)
    assert instance.acquire()
    second = SingleInstance(tmp_path)  # and the copy holding it now is one like any other
    with qtbot.waitSignal(instance.activated, timeout=5000):
        assert not second.acquire()
    instance.release()


@pytest.mark.parametrize("emptied", [False, True])
def test_a_lock_held_by_a_running_copy_is_never_taken(
    qtbot: Any, tmp_path: Path, emptied: bool
) -> None:
    """Even a running copy that does not answer (its socket gone) keeps its lock: the
    file names it, alive; and with its file emptied under it (as in the moment a copy
    that is starting has made it and not yet written it), the copy's hold on the file
    keeps a second one from removing it (review h141)."""
    first = SingleInstance(tmp_path)
    assert first.acquire()
    assert first._server is not None
    first._server.close()  # deaf
    if emptied:
        (tmp_path / "ginrummy.lock").write_bytes(b"")
    assert not SingleInstance(tmp_path).acquire()
    assert first._lock.isLocked()
    first.release()


def test_a_deaf_owner_is_named_and_taken_over_only_when_asked(tmp_path: Path) -> None:
    """Play-test h166: after a crash the lock's number went to another python process,
    alive and deaf; every start said "already running" and closed, with no window open.
    The lock is still never taken unasked; the copy says whose it is and can take it."""
    first = SingleInstance(tmp_path)
    assert first.acquire() and first._server is not None
    first._server.close()  # deaf, as a program that is no copy of the game
    second = SingleInstance(tmp_path)
    assert not second.acquire()
    assert second.unanswered_pid == os.getpid()  # the process the lock names
    assert second.take_over()
    assert second._lock.isLocked() and second.unanswered_pid == 0
    third = SingleInstance(tmp_path)  # and the new holder answers like any copy
    assert not third.acquire() and third.unanswered_pid == 0
    second.release()
    first.release()


def test_a_lock_taken_by_a_copy_while_the_person_was_asked_stays(
    qtbot: Any, tmp_path: Path
) -> None:
    """Review h167: the question may stay open a long time; a copy started meanwhile
    holds the lock by the time "Start anyway" is chosen, and keeps it."""
    deaf = SingleInstance(tmp_path)
    assert deaf.acquire() and deaf._server is not None
    deaf._server.close()
    asking = SingleInstance(tmp_path)
    assert not asking.acquire() and asking.unanswered_pid
    deaf.release()  # the deaf one goes, and a copy starts and answers
    started = SingleInstance(tmp_path)
    assert started.acquire()
    with qtbot.waitSignal(started.activated, timeout=5000):
        assert not asking.take_over()
    assert started._lock.isLocked() and (tmp_path / "ginrummy.lock").exists()
    started.release()


def test_a_lock_of_another_computer_is_not_offered(tmp_path: Path) -> None:
    """A home folder shared over the network: the copy the lock names may run there."""
    (tmp_path / "ginrummy.lock").write_text(f"{os.getpid()}\nGin Rummy\nelsewhere-host\n")
    instance = SingleInstance(tmp_path)
    assert not instance.acquire()
    assert instance.unanswered_pid == 0 and not instance.take_over()
    assert (tmp_path / "ginrummy.lock").read_text().endswith("elsewhere-host\n")


@pytest.mark.parametrize("start", [True, False])
def test_the_person_chooses_to_start_past_a_deaf_lock(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, start: bool
) -> None:
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ginrummy_desktop.__main__ import claim_instance, parse_args
    from ginrummy_desktop.app import autosave
    from ginrummy_desktop.app.i18n import LanguageManager
    from ginrummy_desktop.app.single_instance import unanswered_text

    monkeypatch.setattr(autosave, "data_dir", lambda: tmp_path)
    saved = QLocale()
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        assert box.buttonRole(box.defaultButton()) == QMessageBox.ButtonRole.RejectRole
        role = QMessageBox.ButtonRole.AcceptRole if start else QMessageBox.ButtonRole.RejectRole
        next(b for b in box.buttons() if box.buttonRole(b) == role).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QMessageBox, "information", lambda *a: pytest.fail("not asked"))
    holder = SingleInstance(tmp_path)
    assert holder.acquire() and holder._server is not None
    holder._server.close()
    claimed = claim_instance(parse_args(["--language", "en"]))
    assert asked == [unanswered_text(os.getpid())]
    assert str(os.getpid()) in asked[0] and "Start the game anyway?" in asked[0]
    if start:
        assert claimed is not None and claimed._lock.isLocked()
        claimed.release()
        claimed.deleteLater()
    else:
        assert claimed is None
        assert not SingleInstance(tmp_path).acquire()  # the lock stays where it was
    holder.release()
    # The language claim_instance chose, taken off the shared application again.
    for manager in QApplication.instance().findChildren(LanguageManager):
        manager.clear()
        manager.deleteLater()
    QLocale.setDefault(saved)


def _env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "PYTHONPATH": str(ROOT)}
    env.update(
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_RUNTIME_DIR=str(tmp_path / "run"),
        QT_QPA_PLATFORM="offscreen",
    )
    (tmp_path / "run").mkdir(mode=0o700)
    return env


SECOND = """
import sys
from PySide6.QtWidgets import QMessageBox
def shown(*args, **kw):
    print("MESSAGE", args[2], flush=True)
QMessageBox.information = staticmethod(shown)
QMessageBox.question = staticmethod(lambda *a, **k: print("ASKED", flush=True))
from ginrummy_desktop.__main__ import main
sys.exit(main(["--language", "en"]))
"""


def _stable(path: Path, seconds: float, limit: float) -> bytes:
    """The file's bytes once they stayed the same for ``seconds`` (waiting, not timing)."""
    end = time.monotonic() + limit
    last, since = b"", time.monotonic()
    while time.monotonic() < end:
        data = path.read_bytes() if path.exists() else b""
        if data != last:
            last, since = data, time.monotonic()
        elif data and time.monotonic() - since >= seconds:
            return data
        time.sleep(0.1)
    pytest.fail(f"{path} never became stable")


@pytest.mark.slow
def test_second_copy_says_so_and_leaves_the_save_alone(tmp_path: Path) -> None:
    env = _env(tmp_path)
    first = subprocess.Popen(
        [sys.executable, "-m", "ginrummy_desktop", "--seed", "5", "--language", "en"],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        save = next(iter([]), None)
        data_home = Path(env["XDG_DATA_HOME"])
        end = time.monotonic() + 60
        while save is None and time.monotonic() < end:
            found = list(data_home.rglob("current-match.json"))
            save = found[0] if found else None
            time.sleep(0.1)
        assert save is not None, "the first copy never saved"
        before = _stable(save, 2.0, 60)
        try:
            second = subprocess.run(
                [sys.executable, "-c", SECOND],
                env=env,
                cwd=tmp_path,
                capture_output=True,
                text=True,
                timeout=60,
            )
        except subprocess.TimeoutExpired:
            pytest.fail("the second copy did not stop (it opened the game as well)")
        assert second.returncode == 0, second.stderr
        assert f"MESSAGE {already_running_text()}" in second.stdout
        assert "ASKED" not in second.stdout
        assert first.poll() is None  # the first copy goes on
        assert save.read_bytes() == before
    finally:
        first.kill()
        first.wait(10)

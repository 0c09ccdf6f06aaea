"""Settings files that once stopped the game: a FIFO in place of the file, house rules
nested thousands deep or of the wrong shape."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from ginrummy_desktop.app import settings as S
from ginrummy_desktop.model import preset

ROOT = Path(__file__).resolve().parents[2]


def deep(levels: int) -> str:
    return '{"knock_limit": ' + "[" * levels + "]" * levels + "}"


@pytest.mark.parametrize(
    "raw",
    [
        deep(100_000),
        '{"a": ' * 50_000 + "1" + "}" * 50_000,
        '{"knock_limit": {"x": 1}}',
        '{"knock_limit": [7]}',
        "[1, 2]",
    ],
    ids=["deep-list", "deep-object", "nested-value", "list-value", "not-an-object"],
)
def test_house_rules_of_the_wrong_shape_are_ignored(tmp_path: Path, raw: str) -> None:
    st = S.Settings.in_file(str(tmp_path / "s.ini"))
    st.store.setValue(S.RULES_OVERRIDES.key, raw)
    assert st.rules() == preset("standard")
    assert st.rules_overrides() == {}
    notices = st.startup_notices()
    assert len(notices) == 1 and notices[0]


def test_good_house_rules_give_no_notice(tmp_path: Path) -> None:
    st = S.Settings.in_file(str(tmp_path / "s.ini"))
    st.set_rules(preset("standard").with_changes(knock_limit=7))
    assert st.rules().knock_limit == 7
    assert st.startup_notices() == []


SCRIPT = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QCoreApplication
    from ginrummy_desktop.app import settings as S
    app = QCoreApplication([])
    st = S.Settings() if sys.argv[1] == "native" else S.Settings.in_file(sys.argv[2])
    print("moved", st.moved_aside is not None, len(st.startup_notices()), st.get(S.SPEED))
    """
)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("where", ["native", "ini"])
def test_fifo_in_place_of_the_settings_file(tmp_path: Path, where: str) -> None:
    # In a subprocess: QSettings blocks for ever in its constructor on a FIFO.
    config = tmp_path / "config"
    native = config / S.ORGANIZATION / f"{S.APPLICATION}.conf"
    native.parent.mkdir(parents=True)
    target = native if where == "native" else tmp_path / "s.ini"
    os.mkfifo(target)
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "PYTHONPATH": str(ROOT)}
    env["QT_QPA_PLATFORM"] = "offscreen"
    try:
        done = subprocess.run(
            [sys.executable, "-c", SCRIPT, where, str(target)],
            env=env,
            capture_output=True,
            text=True,
            timeout=20,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("start-up blocked on a FIFO settings file")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["moved", "True", "1", "normal"]
    assert not os.path.lexists(target)  # kept aside under another name


GARBAGE = {
    "text": b"garbage {{{ [[[ not valid\n=== ]]]\n" * 3,
    "binary": bytes(range(256)) * 12,
    "not-utf8": b"[General]\nlanguage=fi\xfe\xff\n",
    "nul": b"[General]\nlanguage=fi\n\x00\x00\x00\n",
    "unclosed-section": b"[ui\nlanguage=fi\n",
    "huge": b"[General]\n" + b"x=" + b"y" * (S.MAX_SETTINGS_BYTES + 10) + b"\n",
}


@pytest.mark.parametrize("content", list(GARBAGE.values()), ids=list(GARBAGE))
def test_a_damaged_settings_file_is_kept_aside_and_nothing_of_it_is_used(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "s.ini"
    path.write_bytes(content)
    st = S.Settings.in_file(str(path))
    assert st.moved_aside is not None and st.moved_aside.read_bytes() == content
    assert ".damaged-" in st.moved_aside.name
    (notice,) = st.startup_notices()
    assert str(st.moved_aside) in notice
    assert st.get(S.LANGUAGE) == S.LANGUAGE.default
    assert st.store.allKeys() == []
    st.set(S.SPEED, "fast")
    st.sync()
    written = path.read_text(encoding="utf-8")
    assert "speed" in written and "garbage" not in written and "]]]" not in written
    assert S.Settings.in_file(str(path)).startup_notices() == []


@pytest.mark.parametrize(
    ("content", "language"),
    [
        (b"[ui]\nlanguage=nb\nspeed=fast\n[table]\ndeck=\x00\x00\n", "nb"),
        (b"[table]\ngarbage {{{\n[ui]\r\nlanguage = fi\r\n", "fi"),
        (b"[ui]\nlanguage=sv\n\xfe\xff\n", ""),  # not one of the game's
        (b"[General]\nlanguage=fi\n\x00\n", ""),  # not the ui section
        (b"[ui\nlanguage=fi\n", ""),  # under an unclosed head
    ],
)
def test_a_damaged_settings_file_still_gives_its_language(
    tmp_path: Path, content: bytes, language: str
) -> None:
    """The language is carried over from a damaged file, nothing else: the warning,
    and the game, come in the player's language (play-test 11, P3)."""
    path = tmp_path / "s.ini"
    path.write_bytes(content)
    st = S.Settings.in_file(str(path))
    assert st.moved_aside is not None and st.moved_aside.read_bytes() == content
    assert st.get(S.LANGUAGE) == language
    assert st.get(S.SPEED) == S.SPEED.default and st.get(S.DECK) == S.DECK.default
    assert st.store.allKeys() == (["ui/language"] if language else [])
    assert S.Settings.in_file(str(path)).get(S.LANGUAGE) == language  # and kept


def test_a_damaged_file_behind_a_store_handed_in_is_kept_aside(tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    path = tmp_path / "s.ini"
    path.write_bytes(GARBAGE["text"])
    st = S.Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert st.moved_aside is not None and st.moved_aside.read_bytes() == GARBAGE["text"]
    assert st.store.allKeys() == []
    st.set(S.SPEED, "fast")
    st.sync()
    assert "]]]" not in path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"; a comment\n\n[General]\nspeed=fast\n",
        "\ufeff[General]\r\nplayer_name=Äiti\r\ngeometry=@ByteArray(\\x1\\xd9\\0)\r\n".encode(),
        b"[ui]\rlanguage=nb\r",
    ],
    ids=["empty", "comment", "bom-crlf-bytes", "cr-only"],
)
def test_settings_files_qt_writes_are_not_damage(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "s.ini"
    path.write_bytes(content)
    assert not S.ini_file_damaged(path)
    st = S.Settings.in_file(str(path))
    assert st.moved_aside is None and st.startup_notices() == []


ODD_NAME = "Ann\u2028Bob\u2029Cid\x85Dag\x1cEva\x0bFia\x0cGus"


def test_settings_qt_wrote_read_back_are_not_damage(tmp_path: Path) -> None:
    st = S.Settings.in_file(str(tmp_path / "s.ini"))
    for option in (S.LANGUAGE, S.SPEED, S.RULES_OVERRIDES):
        st.set(option, option.choices[-1] if option.choices else option.default)
    st.set_rules(preset("standard").with_changes(knock_limit=7))
    st.store.setValue("window/geometry", bytes(range(256)))
    st.store.setValue("odd key/with = and ;", "line one\nline two\ttab\x00nul")
    # Written as they are (a pasted name): str.splitlines() would end a line there.
    st.store.setValue("scorepad/name_0", ODD_NAME)
    st.sync()
    assert not S.ini_file_damaged(tmp_path / "s.ini")
    again = S.Settings.in_file(str(tmp_path / "s.ini"))
    assert again.moved_aside is None
    assert again.store.value("scorepad/name_0") == ODD_NAME


@pytest.mark.skipif(
    sys.platform.startswith("win") or sys.platform == "darwin",
    reason="the native settings are the registry or a property list there",
)
def test_a_damaged_native_settings_file_is_kept_aside_before_qt_reads_it(tmp_path: Path) -> None:
    # In a subprocess, as the game starts: QSettings(organisation, application) with
    # the file where the system keeps it.
    config = tmp_path / "config"
    native = config / S.ORGANIZATION / f"{S.APPLICATION}.conf"
    native.parent.mkdir(parents=True)
    native.write_bytes(GARBAGE["binary"])
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "PYTHONPATH": str(ROOT)}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, "native", ""],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["moved", "True", "1", "normal"]
    (kept,) = [p for p in native.parent.iterdir() if ".damaged-" in p.name]
    assert kept.read_bytes() == GARBAGE["binary"]


LANGUAGE_SCRIPT = textwrap.dedent(
    """
    from PySide6.QtCore import QCoreApplication
    from ginrummy_desktop.app import settings as S
    app = QCoreApplication([])
    print("language", repr(S.saved_language()))
    """
)


@pytest.mark.skipif(
    sys.platform.startswith("win") or sys.platform == "darwin",
    reason="the native settings are the registry or a property list there",
)
@pytest.mark.parametrize("content", [b"[ui]\nlanguage=nb\n", GARBAGE["binary"]], ids=["ok", "bad"])
def test_a_second_copy_reads_the_language_and_sets_nothing_aside(
    tmp_path: Path, content: bytes
) -> None:
    # The running copy owns the settings file: the second only reads it, if it can.
    config = tmp_path / "config"
    native = config / S.ORGANIZATION / f"{S.APPLICATION}.conf"
    native.parent.mkdir(parents=True)
    native.write_bytes(content)
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "PYTHONPATH": str(ROOT)}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, "-c", LANGUAGE_SCRIPT],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    expected = "'nb'" if content.startswith(b"[ui]") else "''"
    assert done.stdout.split() == ["language", expected]
    assert [p.name for p in native.parent.iterdir()] == [native.name]
    assert native.read_bytes() == content


@pytest.mark.parametrize("raw", ['{"knock_limit": 7, "gin_bo', '{"knock_limit": [7]}'])
def test_unreadable_house_rules_are_told_once_and_kept_apart(tmp_path: Path, raw: str) -> None:
    """The same warning came at every start, the bad value left where it was (play-test):
    now it is told once, the value is kept in a file beside the settings, and the
    setting starts afresh."""
    path = tmp_path / "s.ini"
    first = S.Settings.in_file(str(path))
    first.store.setValue(S.RULES_OVERRIDES.key, raw)
    first.set(S.SPEED, "fast")
    first.sync()
    del first
    st = S.Settings.in_file(str(path))
    (notice,) = st.startup_notices()
    kept = [p for p in tmp_path.iterdir() if ".house-rules.damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == raw
    assert str(kept[0]) in notice
    assert st.rules() == preset("standard") and st.get(S.SPEED) == "fast"
    st.sync()
    assert S.Settings.in_file(str(path)).startup_notices() == []


def test_unreadable_house_rules_without_a_file_are_kept_in_the_settings(tmp_path: Path) -> None:
    st = S.Settings.in_file(str(tmp_path / "s.ini"))  # nothing written yet: no file
    st.store.setValue(S.RULES_OVERRIDES.key, "[1, 2]")
    (notice,) = st.startup_notices()
    assert "house rules" in notice and "kept as" not in notice
    assert st.store.value(S.RULES_KEPT_KEY) == "[1, 2]"
    assert st.startup_notices() == [] and st.rules() == preset("standard")


def test_house_rules_of_a_newer_version_are_left_alone(tmp_path: Path) -> None:
    """An object of plain values this version cannot use (a rule it does not know) is
    ignored, not set aside: the version that wrote it still has it (review)."""
    raw = '{"future_rule": true, "knock_limit": 7}'
    st = S.Settings.in_file(str(tmp_path / "s.ini"))
    st.store.setValue(S.RULES_OVERRIDES.key, raw)
    assert st.startup_notices() == []
    assert st.rules() == preset("standard")
    assert st.get(S.RULES_OVERRIDES) == raw
    assert not [p for p in tmp_path.iterdir() if "house-rules" in p.name]


@pytest.mark.parametrize(
    ("readable", "writable", "said"),
    [
        (False, False, "cannot be read (no permission)"),
        (True, False, "cannot be written (no permission)"),
    ],
)
def test_a_settings_file_without_permission_is_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, readable: bool, writable: bool, said: str
) -> None:
    """Play-test h138: an unreadable settings file gave the usual settings, and a
    read-only one lost every change at the close, each without a word. (Permissions
    are faked: the tests may run as root, whom no permission stops.)"""
    path = tmp_path / "s.ini"
    S.Settings.in_file(str(path)).set(S.SPEED, "slow")
    S.Settings.in_file(str(path)).sync()
    real = os.access

    def access(where: object, mode: int) -> bool:
        if Path(str(where)) == path:
            return (readable or not mode & os.R_OK) and (writable or not mode & os.W_OK)
        return real(where, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(S.os, "access", access)
    notices = S.Settings.in_file(str(path)).startup_notices()
    assert len(notices) == 1 and said in notices[0] and "s.ini" in notices[0]
    monkeypatch.setattr(S.os, "access", real)
    assert S.Settings.in_file(str(path)).startup_notices() == []


def test_a_settings_file_in_a_folder_without_permission_is_read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review h144: the file itself writable, its folder not: Qt writes the file anew
    beside itself and renames it over, so every change was lost all the same."""
    path = tmp_path / "s.ini"
    path.write_text("[table]\n", encoding="utf-8")
    real = os.access

    def access(where: object, mode: int) -> bool:
        if Path(str(where)) == tmp_path:
            return not mode & os.W_OK
        return real(where, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(S.os, "access", access)
    assert S.file_access(path) == "read-only"
    monkeypatch.setattr(S.os, "access", real)
    assert S.file_access(path) == "ok"
    assert S.file_access(tmp_path / "missing" / "deeper" / "s.ini") == "ok"  # made by Qt


def test_the_settings_notices_are_worded_when_shown(tmp_path: Path, language: Any) -> None:
    """Review h144: the settings' start notices were words made at the start; one shown
    under the first start's question, where bokmål was chosen, stayed in English."""
    path = tmp_path / "s.ini"
    path.write_bytes(b"\x00\x00 not a line\n")
    (words,) = S.Settings.in_file(str(path)).startup_notice_words()
    assert "Your settings file could not be read" in words()
    language.set_language("nb")
    assert "Innstillingsfilen kunne ikke leses" in words()

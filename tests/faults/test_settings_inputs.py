"""Settings files that once stopped the game: a FIFO in place of the file, house rules
nested thousands deep or of the wrong shape."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

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

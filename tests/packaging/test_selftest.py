"""The --self-test from the installed package (the bundle runs the same code)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=180
    )


def test_self_test_passes_from_any_directory(tmp_path: Path) -> None:
    # Run from an unrelated folder: assets must come through the package.
    result = _run(["-m", "ginrummy_desktop", "--self-test"], tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    for check in ("main window", "card images", "translations", "computer-against-computer hand"):
        assert f"ok   {check}:" in result.stdout
    assert result.stdout.rstrip().endswith("self-test: passed")


def test_a_failing_check_is_named_and_exits_non_zero(tmp_path: Path) -> None:
    empty = tmp_path / "no-translations"
    empty.mkdir()
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from ginrummy_desktop import resources, selftest\n"
        f"resources.translations_dir = lambda: Path({str(empty)!r})\n"
        "sys.exit(selftest.run())\n"
    )
    result = _run(["-c", code], tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "FAIL translations: no .qm files" in result.stdout
    assert "self-test: FAILED (translations" in result.stdout

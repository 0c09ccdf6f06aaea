"""The code stays within the lint and type rules of pyproject.toml ([tool.ruff], [tool.mypy])."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _ruff() -> list[str]:
    try:
        import ruff  # noqa: F401  (the package installs the binary next to the interpreter)
    except ImportError:
        if shutil.which("ruff") is None:
            pytest.skip("ruff is not installed (it is in the test extras)")
        return ["ruff"]
    return [sys.executable, "-m", "ruff"]


def test_ruff_check_passes() -> None:
    result = subprocess.run(
        [*_ruff(), "check", "--no-cache", "--output-format", "concise", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = subprocess.run(
        [*_ruff(), "format", "--no-cache", "--check", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_passes() -> None:
    # The files and the strictness per layer come from pyproject.toml [tool.mypy];
    # no cache, because tests never write into the checkout.
    pytest.importorskip("mypy", reason="mypy is not installed (it is in the test extras)")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", os.devnull],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr

"""Shared test set-up: Qt runs offscreen, before any QApplication exists; Qt tests are `ui`."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis.configuration import set_hypothesis_home_dir
from testkit.markers import needs_qt
from testkit.screenshots import ENV as SCREENSHOTS_ENV

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Hypothesis keeps its examples and caches in the temporary folder, not in .hypothesis/
# of the checkout (tests never write there); HYPOTHESIS_STORAGE_DIRECTORY still wins.
if not os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
    set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "ginrummy-hypothesis")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if needs_qt(Path(str(item.path)), list(getattr(item, "fixturenames", ()))):
            item.add_marker(pytest.mark.ui)


@pytest.fixture(scope="session", autouse=True)
def _screenshots_outside_the_checkout(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    if os.environ.get(SCREENSHOTS_ENV):
        yield  # the person running the tests chose a folder
        return
    os.environ[SCREENSHOTS_ENV] = str(tmp_path_factory.mktemp("screenshots"))
    yield
    os.environ.pop(SCREENSHOTS_ENV, None)

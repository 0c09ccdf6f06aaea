"""docs/RULES.md says what the engine does: its preset table is model/rules.py's PRESETS,
its parameter table names every rule parameter, and every citation points to a section."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from ginrummy_desktop.model import PRESETS, Rules

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "RULES.md"


def _sections() -> dict[int, str]:
    text = DOC.read_text(encoding="utf-8")
    parts = re.split(r"^## (\d+)\. .*$", text, flags=re.MULTILINE)
    return {int(parts[i]): parts[i + 1] for i in range(1, len(parts), 2)}


def _table(section: str) -> list[list[str]]:
    rows = [line for line in section.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[2:]]


def _value(cell: str) -> object:
    if cell == "null":
        return None
    if cell in ("true", "false"):
        return cell == "true"
    return int(cell)


def test_sections_one_to_eight_are_there_in_order() -> None:
    numbers = list(_sections())
    assert numbers[:8] == list(range(1, 9)) and numbers == sorted(numbers)


def test_the_preset_table_is_the_engines() -> None:
    section = _sections()[6]
    header = next(line for line in section.splitlines() if line.startswith("| parameter"))
    names = [cell.strip().strip("`") for cell in header.strip("|").split("|")[1:]]
    assert names == list(PRESETS)
    checked = 0
    for row in _table(section):
        parameter = row[0].strip("`")
        if parameter == "where from":
            continue
        for name, cell in zip(names, row[1:], strict=True):
            assert getattr(PRESETS[name], parameter) == _value(cell), (name, parameter)
            checked += 1
    assert checked == 12 * len(PRESETS)


def test_every_parameter_is_explained() -> None:
    fields = {f.name for f in dataclasses.fields(Rules)} - {"preset"}
    in_table = {row[0].strip("`") for row in _table(_sections()[5])}
    assert in_table <= fields
    text = DOC.read_text(encoding="utf-8")
    assert [name for name in sorted(fields) if f"`{name}`" not in text] == []


def test_citations_point_to_existing_sections() -> None:
    sections = _sections()
    cited: list[tuple[str, int]] = []
    for folder in ("ginrummy_desktop", "tests", "scripts", "benchmarks"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for number in re.findall(r"RULES\.md (?:section |§)(\d+)", text):
                cited.append((path.name, int(number)))
    assert cited, "the code cites docs/RULES.md"
    assert [c for c in cited if c[1] not in sections] == []

"""scripts/update_translations.py keeps a translation when its string moves to another
context: lupdate leaves the moved string unfinished and the old one obsolete."""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "update_translations.py"

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI" sourcelanguage="en">
<context>
    <name>NewPlace</name>
    <message>
        <location filename="../a.py" line="3"/>
        <source>Knock</source>
        <translation type="unfinished">Koputa?</translation>
    </message>
    <message>
        <location filename="../a.py" line="4"/>
        <source>Brand new</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OldPlace</name>
    <message>
        <source>Knock</source>
        <translation type="obsolete">Koputa</translation>
    </message>
</context>
</TS>
"""


def test_a_moved_string_keeps_its_translation(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("update_translations", SCRIPT)
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, script)  # dataclasses look their module up here
    spec.loader.exec_module(script)
    ts = tmp_path / "x.ts"
    ts.write_text(TS, encoding="utf-8")
    script.carry_over(ts)
    root = ET.parse(ts).getroot()
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    assert set(contexts) == {"NewPlace"}  # the obsolete entry is gone
    found = {
        m.findtext("source"): m.find("translation") for m in contexts["NewPlace"].iter("message")
    }
    assert found["Knock"].text == "Koputa" and found["Knock"].get("type") is None
    assert found["Brand new"].get("type") == "unfinished"  # nothing to take it from

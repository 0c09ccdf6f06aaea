"""Write translations from a Python dict into a Qt Linguist .ts file (for batch work).

    .venv/bin/python translations/fill_ts.py translations/ginrummy_fi.ts batch.py FI

``batch.py`` defines a dict (named by the last argument) whose keys are a source
text, ``(context, source)`` or ``(context, source, comment)``, and whose values are
the translation, or a list of plural forms for a ``%n`` message. Only messages still
unfinished are filled unless ``--overwrite`` is given. The .ts stays the source of
truth: Linguist users can go on editing it; run scripts/update_translations.py
afterwards to normalise the file and compile it.
"""

from __future__ import annotations

import argparse
import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

Key = str | tuple[str, str] | tuple[str, str, str]


def lookup(table: dict[Key, str | list[str]], context: str, source: str, comment: str):
    for key in ((context, source, comment), (context, source), source):
        if key in table:
            return table[key]
    return None


def fill(ts: Path, table: dict[Key, str | list[str]], *, overwrite: bool = False) -> list[str]:
    """Fill ``ts`` in place; returns the sources still without a translation."""
    tree = ET.parse(ts)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            if translation.get("type") != "unfinished" and not overwrite:
                continue
            value = lookup(table, name, source, comment)
            if value is None:
                missing.append(f"{name}: {source}")
                continue
            numerus = message.get("numerus") == "yes"
            if numerus != isinstance(value, list):
                raise SystemExit(f"plural mismatch for {name}: {source!r}")
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if numerus:
                for form in value:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value
            translation.attrib.pop("type", None)
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ts", type=Path)
    parser.add_argument("batch", type=Path)
    parser.add_argument("name", help="the dict's name in the batch file")
    parser.add_argument("--overwrite", action="store_true")
    args = parser.parse_args(argv)
    table = runpy.run_path(str(args.batch))[args.name]
    missing = fill(args.ts, table, overwrite=args.overwrite)
    for item in missing:
        print("untranslated:", item[:100])
    print(f"{len(missing)} still untranslated in {args.ts.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

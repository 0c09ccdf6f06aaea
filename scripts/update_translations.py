"""Refresh the Qt Linguist sources from the code and compile them into the package.

    .venv/bin/python scripts/update_translations.py            # lupdate + lrelease
    .venv/bin/python scripts/update_translations.py --compile  # lrelease only
    .venv/bin/python scripts/update_translations.py --check    # report, change nothing

lupdate reads every .py file of ginrummy_desktop/ and merges the strings into
translations/ginrummy_{fi,nb,en}.ts, keeping existing translations and dropping
obsolete ones; the English file holds plural forms only. lrelease then writes
ginrummy_desktop/i18n/*.qm, which are committed so that the installed package and
the PyInstaller bundles carry them without a build step.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ginrummy_desktop"
TS_DIR = ROOT / "translations"
QM_DIR = PACKAGE / "i18n"
CATALOG = "ginrummy"
# fi and nb are full translations; en only supplies the plural forms of the source.
FULL_LANGUAGES = ("fi", "nb")
PLURAL_ONLY_LANGUAGES = ("en",)
# Hand-written .ts files compiled but never touched by lupdate: Qt's own words in bokmål,
# and the key names (QShortcut) where Qt's catalogue keeps an English one.
EXTRA_TS = ("qt_supplement_fi.ts", "qt_supplement_nb.ts")

sys.path.insert(0, str(TS_DIR))
import pyextract  # noqa: E402  (translations/pyextract.py: what lupdate 6.11 misses)


def tool(name: str) -> str:
    """A Qt tool from the virtualenv that runs this script, else from PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials into this Python")
    return found


def source_files(package: Path = PACKAGE) -> list[Path]:
    """The package's .py files known to git (others' unfinished work is not translated
    before it is committed); every .py file when there is no git checkout."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--", str(package.relative_to(ROOT))],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        listed = []
    files = [ROOT / name for name in listed if name.endswith(".py")]
    files = [p for p in files if p.is_file()]
    if not files:
        files = [p for p in package.rglob("*.py") if "__pycache__" not in p.parts]
    return sorted(files)


def ts_path(language: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"{CATALOG}_{language}.ts"


def run_lupdate(ts_dir: Path = TS_DIR, *, quiet: bool = False) -> None:
    """Merge the code's strings into the .ts files in ``ts_dir`` (created when missing)."""
    ts_dir.mkdir(parents=True, exist_ok=True)
    # Paths relative to the repository keep the .ts files the same on every machine.
    sources = [str(p.relative_to(ROOT)) for p in source_files()]
    # Obsolete entries are kept for now: carry_over() takes translations from them
    # for strings that moved to another context, then drops them.
    common = [tool("pyside6-lupdate"), *sources, "-source-language", "en"]
    common += ["-locations", "absolute"]
    if quiet:
        common.append("-silent")
    languages = (*FULL_LANGUAGES, *PLURAL_ONLY_LANGUAGES)
    targets = [ts_path(lang, ts_dir).resolve() for lang in languages]
    # Plural forms are remembered before lupdate runs: some lupdate versions (6.11)
    # do not see %n messages as plural and would fold their forms into one.
    memory = {target: plural_memory(target) for target in targets}
    subprocess.run([*common, "-ts", *map(str, targets)], cwd=ROOT, check=True)
    found = pyextract.extract(source_files())
    for language, target in zip(languages, targets, strict=True):
        add_missing(target, found)
        carry_over(target)
        fix_plurals(target, memory[target], plural_only=language in PLURAL_ONLY_LANGUAGES)


def add_missing(ts: Path, found: list[pyextract.Found]) -> None:
    """Add the strings lupdate skipped (see translations/pyextract.py), reviving the
    entry lupdate marked vanished so that its translation is kept."""
    tree = ET.parse(ts)
    root = tree.getroot()
    contexts = {c.findtext("name") or "": c for c in root.findall("context")}
    known = {_key(name, m): m for name, c in contexts.items() for m in c.findall("message")}
    changed = False
    for item in found:
        message = known.get(item.key)
        if message is not None:
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("obsolete", "vanished"):
                has_text = bool("".join(translation.itertext()).strip())
                translation.attrib.pop("type", None)
                if not has_text:
                    translation.set("type", "unfinished")
                changed = True
            continue
        context = contexts.get(item.context)
        if context is None:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = item.context
            contexts[item.context] = context
        message = ET.SubElement(context, "message")
        filename = os.path.relpath(item.filename, ts.parent).replace(os.sep, "/")
        ET.SubElement(message, "location", filename=filename, line=str(item.line))
        ET.SubElement(message, "source").text = item.source
        if item.comment:
            ET.SubElement(message, "comment").text = item.comment
        ET.SubElement(message, "translation", type="unfinished")
        known[item.key] = message
        changed = True
    if changed:
        body = ET.tostring(root, encoding="unicode")
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8"
        )


_PLURAL = re.compile(r"%L?n")
PLURAL_FORMS = 2  # fi, nb and en: one, other


def _key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return context, message.findtext("source") or "", message.findtext("comment") or ""


def plural_memory(ts: Path) -> dict[tuple[str, str, str], tuple[list[str], bool]]:
    """(context, source, comment) -> (plural forms, finished) of a .ts file's %n messages."""
    if not ts.is_file():
        return {}
    memory = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = (
                [f.text or "" for f in translation.iter("numerusform")]
                if translation is not None
                else []
            )
            if forms:
                finished = translation.get("type") is None
                memory[_key(name, message)] = (forms, finished)
    return memory


def fix_plurals(
    ts: Path,
    memory: dict[tuple[str, str, str], tuple[list[str], bool]],
    *,
    plural_only: bool = False,
) -> None:
    """Every message with %n gets plural forms (restored from ``memory`` when known);
    in a plural-only file (English) every other message is dropped."""
    tree = ET.parse(ts)
    root = tree.getroot()
    for context in list(root.findall("context")):
        name = context.findtext("name") or ""
        for message in list(context.findall("message")):
            source = message.findtext("source") or ""
            if not _PLURAL.search(source):
                if plural_only:
                    context.remove(message)
                continue
            message.set("numerus", "yes")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation", type="unfinished")
            if list(translation.iter("numerusform")):
                continue
            forms, finished = memory.get(_key(name, message), ([], False))
            single = translation.text or ""
            translation.text = None
            if not forms:
                forms = (
                    [single] * PLURAL_FORMS if single and not plural_only else [""] * PLURAL_FORMS
                )
                finished = False
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
            if finished:
                translation.attrib.pop("type", None)
            else:
                translation.set("type", "unfinished")
        if not context.findall("message"):
            root.remove(context)
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8")


def run_lrelease(
    ts_dir: Path = TS_DIR, qm_dir: Path = QM_DIR, *, quiet: bool = False
) -> list[Path]:
    """Compile every .ts of ``ts_dir`` into ``qm_dir``; returns the .qm files written."""
    qm_dir.mkdir(parents=True, exist_ok=True)
    written = []
    names = [ts_path(lang, ts_dir).name for lang in (*FULL_LANGUAGES, *PLURAL_ONLY_LANGUAGES)]
    for name in (*names, *EXTRA_TS):
        ts = ts_dir / name
        if not ts.is_file():
            continue
        qm = qm_dir / f"{ts.stem}.qm"
        command = [tool("pyside6-lrelease"), str(ts), "-qm", str(qm)]
        if quiet:
            command.append("-silent")
        subprocess.run(command, check=True, capture_output=quiet)
        written.append(qm)
    return written


def carry_over(ts: Path) -> None:
    """Keep every translation when a string moves: a message lupdate left unfinished
    takes the translation of the same source text (and comment) from another context
    or from its obsolete entry; then the obsolete entries go (lupdate's -no-obsolete)."""
    tree = ET.parse(ts)
    root = tree.getroot()

    def state(message: ET.Element) -> str | None:
        translation = message.find("translation")
        return None if translation is None else translation.get("type")

    def text_of(message: ET.Element) -> str:
        translation = message.find("translation")
        return "" if translation is None else "".join(translation.itertext()).strip()

    known: dict[tuple[str, str], ET.Element] = {}
    for message in root.iter("message"):
        key = (message.findtext("source") or "", message.findtext("comment") or "")
        if not text_of(message) or state(message) == "unfinished":
            continue  # lupdate's guesses for unfinished strings are no donors
        if state(message) is None or key not in known:
            # A finished translation wins over an obsolete one.
            known[key] = message
    for message in root.iter("message"):
        key = (message.findtext("source") or "", message.findtext("comment") or "")
        donor = known.get(key)
        if state(message) != "unfinished" or donor is None or donor is message:
            continue
        old = donor.find("translation")
        translation = message.find("translation")
        assert old is not None and translation is not None
        message.remove(translation)
        copy = ET.fromstring(ET.tostring(old))
        copy.attrib.pop("type", None)
        copy.tail = translation.tail
        message.append(copy)
    for context in list(root.findall("context")):
        for message in context.findall("message"):
            if state(message) in ("obsolete", "vanished"):
                context.remove(message)
        if not context.findall("message"):
            root.remove(context)
    ordered = sorted(root.findall("context"), key=lambda e: e.findtext("name") or "")
    for element in ordered:
        root.remove(element)
        root.append(element)
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8")


@dataclass
class Status:
    """How complete one .ts file is."""

    language: str
    total: int = 0
    finished: int = 0
    unfinished: list[str] = field(default_factory=list)
    obsolete: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"{self.language}: {self.finished}/{self.total} finished, "
            f"{len(self.unfinished)} unfinished, {len(self.obsolete)} obsolete"
        )


def messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, comment) -> <message> of a .ts file."""
    found: dict[tuple[str, str, str], ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


def status(ts: Path, language: str) -> Status:
    result = Status(language)
    for (context, source, _comment), message in messages(ts).items():
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "unfinished"
        where = f"{context}: {source[:70]!r}"
        if kind in ("obsolete", "vanished"):
            result.obsolete.append(where)
            continue
        result.total += 1
        if kind == "unfinished" or translation is None or not "".join(translation.itertext()):
            result.unfinished.append(where)
        else:
            result.finished += 1
    return result


def check(verbose: bool = True) -> bool:
    """Update copies of the .ts files in a temporary folder and report what is missing."""
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        tmp_dir = Path(tmp)
        for ts in TS_DIR.glob("*.ts"):
            shutil.copy2(ts, tmp_dir / ts.name)
        run_lupdate(tmp_dir, quiet=True)
        for language in (*FULL_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
            fresh = messages(ts_path(language, tmp_dir))
            committed = messages(ts_path(language)) if ts_path(language).is_file() else {}
            missing = sorted(set(fresh) - set(committed))
            stale = sorted(set(committed) - set(fresh))
            state = status(ts_path(language, tmp_dir), language)
            if verbose:
                print(state.line(), f"| not yet in the .ts: {len(missing)}, stale: {len(stale)}")
                for where in state.unfinished[:50]:
                    print("   unfinished", where)
            ok = ok and not (missing or stale or state.unfinished or state.obsolete)
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--compile", action="store_true", help="only run lrelease")
    mode.add_argument("--check", action="store_true", help="report without changing files")
    args = parser.parse_args(argv)
    if args.check:
        return 0 if check() else 1
    if not args.compile:
        run_lupdate()
    for qm in run_lrelease(quiet=True):
        print("wrote", qm.relative_to(ROOT))
    for language in (*FULL_LANGUAGES, *PLURAL_ONLY_LANGUAGES):
        print(status(ts_path(language), language).line())
    return 0


if __name__ == "__main__":
    sys.exit(main())

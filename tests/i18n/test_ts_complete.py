"""The .ts files match the code, are fully translated, and the committed .qm match the .ts."""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]


def _load_script() -> ModuleType:
    path = ROOT / "scripts" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


ut = _load_script()
ALL = (*ut.FULL_LANGUAGES, *ut.PLURAL_ONLY_LANGUAGES)
PLACEHOLDER = re.compile(r"%(?:L?n|L?\d)")
TAG = re.compile(r"</?([a-zA-Z0-9]+)[^>]*>")


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The committed .ts files after running the update command on a copy of them."""
    folder = tmp_path_factory.mktemp("ts")
    for ts in ut.TS_DIR.glob("*.ts"):
        shutil.copy2(ts, folder / ts.name)
    ut.run_lupdate(folder, quiet=True)
    return folder


@pytest.mark.parametrize("language", ALL)
def test_no_missing_or_stale_messages(fresh: Path, language: str) -> None:
    updated = ut.messages(ut.ts_path(language, fresh))
    committed = ut.messages(ut.ts_path(language))
    missing = sorted(set(updated) - set(committed))
    stale = sorted(set(committed) - set(updated))
    hint = "run: .venv/bin/python scripts/update_translations.py, then translate"
    assert not missing, f"{language}: not in the .ts yet ({hint}): {missing[:20]}"
    assert not stale, f"{language}: vanished from the code ({hint}): {stale[:20]}"


@pytest.mark.parametrize("language", ALL)
def test_everything_translated(fresh: Path, language: str) -> None:
    state = ut.status(ut.ts_path(language, fresh), language)
    assert state.total > 0
    assert not state.unfinished, f"{language}: unfinished: {state.unfinished[:30]}"
    assert not state.obsolete, f"{language}: obsolete: {state.obsolete[:30]}"
    committed = ut.ts_path(language).read_text("utf-8")
    for kind in ("unfinished", "obsolete", "vanished"):
        assert f'type="{kind}"' not in committed, f"{language}: a {kind} message is committed"


@pytest.mark.parametrize("language", ALL)
def test_every_message_has_its_run_time_context(fresh: Path, language: str) -> None:
    # A string lupdate could only file under "" (a bare module-level tr() without a
    # CTX constant) is looked up under some other context at run time: never found.
    lost = [
        source for (context, source, _c) in ut.messages(ut.ts_path(language, fresh)) if not context
    ]
    assert not lost, f"strings without a context (tr() outside a class?): {lost[:20]}"


@pytest.mark.parametrize("language", ALL)
def test_translations_keep_placeholders_tags_and_mnemonics(language: str) -> None:
    problems = []
    for (context, source, _comment), message in ut.messages(ut.ts_path(language)).items():
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") == "unfinished":
            continue  # test_everything_translated reports these
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        # fi, nb and en all have two plural forms (one, other).
        if message.get("numerus") == "yes" and (len(forms) != 2 or not all(forms)):
            problems.append(f"{context}: {source!r}: plural forms {forms}")
        for form in forms:
            if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"{context}: {source!r}: placeholders differ in {form!r}")
            if set(TAG.findall(form)) != set(TAG.findall(source)):
                problems.append(f"{context}: {source!r}: markup differs in {form!r}")
            has_mnemonic = re.search(r"&[^&\s]", source.replace("&&", "")) is not None
            gives_mnemonic = re.search(r"&[^&\s]", form.replace("&&", "")) is not None
            if has_mnemonic != gives_mnemonic:
                problems.append(f"{context}: {source!r}: keyboard mnemonic lost in {form!r}")
    assert not problems, "\n".join(problems)


def _same_catalogue(committed: Path, fresh: Path, ts: Path) -> bool:
    """Both .qm give every message of ``ts`` the same text (for 1, 2 and 5 when plural).

    Another lrelease version may lay the bytes out differently; what matters is
    that the committed file says what the .ts says.
    """
    old, new = QTranslator(), QTranslator()
    if not (old.load(str(committed)) and new.load(str(fresh))):
        return False
    for (context, source, comment), message in ut.messages(ts).items():
        counts = (1, 2, 5) if message.get("numerus") == "yes" else (-1,)
        for n in counts:
            if old.translate(context, source, comment or None, n) != new.translate(
                context, source, comment or None, n
            ):
                return False
    return True


def test_committed_qm_files_are_up_to_date(qapp, tmp_path: Path) -> None:
    written = ut.run_lrelease(ut.TS_DIR, tmp_path, quiet=True)
    assert {p.name for p in written} >= {f"ginrummy_{lang}.qm" for lang in ALL}
    stale = []
    for qm in written:
        committed = ut.QM_DIR / qm.name
        if committed.is_file() and committed.read_bytes() == qm.read_bytes():
            continue
        ts = ut.TS_DIR / f"{qm.stem}.ts"
        if not committed.is_file() or not _same_catalogue(committed, qm, ts):
            stale.append(qm.name)
    assert not stale, f"stale .qm (run scripts/update_translations.py --compile): {stale}"


@pytest.mark.parametrize(
    "name", [f"ginrummy_{lang}" for lang in ALL] + ["qt_supplement_fi", "qt_supplement_nb"]
)
def test_qm_loads_from_the_package(qapp, name: str) -> None:
    from ginrummy_desktop.resources import translations_dir

    translator = QTranslator()
    assert translator.load(str(translations_dir() / f"{name}.qm"))
    assert not translator.isEmpty()

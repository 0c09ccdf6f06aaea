"""LanguageManager: system default, switching translators and locale, Qt's own catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QLabel

from ginrummy_desktop.app import i18n
from ginrummy_desktop.app.i18n import LANGUAGES, LanguageManager, normalize, system_default


def translate(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


@pytest.mark.parametrize(
    ("system", "expected"),
    [
        ("fi_FI", "fi"),
        ("nb_NO", "nb"),
        ("nn_NO", "nb"),
        ("no_NO", "nb"),
        ("en_GB", "en"),
        ("sv_SE", "en"),
        ("de_DE", "en"),
        ("C", "en"),
    ],
)
def test_system_default(monkeypatch: pytest.MonkeyPatch, system: str, expected: str) -> None:
    class FakeLocale(QLocale):
        @staticmethod
        def system() -> QLocale:
            return QLocale(system)

    monkeypatch.setattr(i18n, "QLocale", FakeLocale)
    assert system_default() == expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [("nb", "nb"), ("nn", "nb"), ("no", "nb"), ("nb-NO", "nb"), ("fi_FI", "fi"), ("FI", "fi"),
     ("en_US", "en"), ("xx", "en"), ("", "en"), (None, "en")],
)  # fmt: skip
def test_normalize(code: str | None, expected: str) -> None:
    assert normalize(code) == expected


def test_native_names_are_not_translated() -> None:
    assert LANGUAGES == {"fi": "Suomi", "nb": "Norsk bokmål", "en": "English"}


def test_switching_changes_strings_locale_and_emits(languages: LanguageManager, qtbot) -> None:
    with qtbot.waitSignal(languages.language_changed) as signal:
        assert languages.set_language("fi") == "fi"
    assert signal.args == ["fi"]
    assert languages.current == "fi"
    assert translate("Texts", "Knock") == "Lopetus"
    assert translate("Texts", "%1 of %2") != "%1 of %2"  # no disambiguation: not this one
    # One word in Finnish, suit first: "herttaseiska" (h117).
    assert QCoreApplication.translate("Texts", "%1 of %2", "card name: rank, suit") == "%2%1"
    assert QLocale().language() == QLocale.Language.Finnish

    languages.set_language("nb")
    assert translate("Texts", "Knock") == "Banking"
    assert QLocale().language() == QLocale.Language.NorwegianBokmal

    languages.set_language("en")
    assert translate("Texts", "Knock") == "Knock"
    assert translate("Texts", "%n box(es)", 1) == "1 box"
    assert translate("QPlatformTheme", "Cancel") == "Cancel"


def test_unknown_language_means_english(languages: LanguageManager) -> None:
    assert languages.set_language("sv") == "en"
    assert languages.current == "en"


def test_widgets_get_a_language_change_event(languages: LanguageManager, qtbot) -> None:
    events: list[int] = []

    class Probe(QLabel):
        def changeEvent(self, event: QEvent) -> None:
            if event.type() == QEvent.Type.LanguageChange:
                events.append(1)
            super().changeEvent(event)

    probe = Probe()
    qtbot.addWidget(probe)
    languages.set_language("fi")
    assert events, "no LanguageChange reached the widget before set_language returned"


def test_qtbase_translations(languages: LanguageManager) -> None:
    languages.set_language("fi")
    assert languages.qtbase_catalog is not None
    assert languages.qtbase_catalog.name == "qtbase_fi.qm"
    # qtbase_fi's "Peru" is "Peruuta" by our supplement, as in the game's own dialogs.
    assert translate("QPlatformTheme", "Cancel") == "Peruuta"
    assert translate("QPlatformTheme", "&Yes") == "&Kyllä"

    languages.set_language("nb")
    # The wheel has Nynorsk only; our supplement puts the common words in bokmål.
    assert languages.qtbase_catalog is not None
    assert languages.qtbase_catalog.stem in ("qtbase_nb", "qtbase_no", "qtbase_nn")
    assert translate("QPlatformTheme", "Cancel") == "Avbryt"
    assert translate("QPlatformTheme", "Save") == "Lagre"
    assert translate("QLineEdit", "&Undo") == "&Angre"
    assert translate("QMessageBox", "Show Details...") == "Vis detaljer…"

    languages.set_language("en")
    assert languages.qtbase_catalog is None


def test_missing_qtbase_catalogue_is_harmless(
    languages: LanguageManager, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(i18n, "qtbase_translations_dir", lambda: tmp_path)
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path / "none")
    languages.set_language("fi")
    assert languages.qtbase_catalog is None
    assert translate("QPlatformTheme", "Cancel") == "Cancel"


def test_action_group_follows_the_language(languages: LanguageManager, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.ui.window.language_menu import make_language_group

    label = QLabel()
    qtbot.addWidget(label)
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    group = make_language_group(languages, label, settings)
    names = [a.text() for a in group.language_actions]
    # Each name with its initial as the access key, and the initials differ.
    assert names == ["&" + name for name in LANGUAGES.values()]
    assert len({name[1].lower() for name in names}) == len(names)
    fi_action = next(a for a in group.actions() if a.data() == "fi")
    fi_action.trigger()
    assert languages.current == "fi" and settings.get(S.LANGUAGE) == "fi"
    assert fi_action.isChecked()
    languages.set_language("en")
    assert next(a for a in group.actions() if a.data() == "en").isChecked()


def test_the_menu_can_go_back_to_the_systems_language(
    languages: LanguageManager, qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """Once a language was picked there was no way back to the system's (play-test 11):
    the last action follows the system, and the settings keep "" for it."""
    from ginrummy_desktop.app import settings as S
    from ginrummy_desktop.app.i18n import system_default
    from ginrummy_desktop.ui.window.language_menu import SYSTEM, make_language_group

    label = QLabel()
    qtbot.addWidget(label)
    settings = S.Settings.in_file(str(tmp_path / "settings.ini"))
    group = make_language_group(languages, label, settings)
    assert group.actions()[-1] is group.system and group.system.data() == SYSTEM
    system = system_default()
    other = next(code for code in LANGUAGES if code != system)
    # Nothing chosen yet and the system's language in use: the system's is checked.
    languages.set_language(system)
    assert group.system.isChecked()
    # A language picked: kept, and checked.
    next(a for a in group.language_actions if a.data() == other).trigger()
    assert settings.get(S.LANGUAGE) == other and languages.current == other
    assert not group.system.isChecked()
    # Back to the system's: "" kept, the system's language in use, the system checked.
    group.system.trigger()
    assert settings.get(S.LANGUAGE) == "" and languages.current == system
    assert group.system.isChecked()
    assert group.system.text().replace("&", "").endswith(f"({LANGUAGES[system]})")
    # The system's own language picked by name stays a choice of its own.
    next(a for a in group.language_actions if a.data() == system).trigger()
    assert settings.get(S.LANGUAGE) == system and not group.system.isChecked()


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (
            "nb",
            {"lookInLabel": "&Søk i:", "fileNameLabel": "Fil&navn:", "fileTypeLabel": "Fil&type:"},
        ),
        (
            "fi",
            {
                "lookInLabel": "&Kansio:",
                "fileNameLabel": "Tiedosto&nimi:",
                "fileTypeLabel": "Tiedosto&tyyppi:",
            },
        ),
    ],
)
def test_the_save_dialog_speaks_the_language(
    languages: LanguageManager, qtbot, code, words
) -> None:  # type: ignore[no-untyped-def]
    """Play-test h110: Qt's own save dialog (where no native one is used) said "Look
    in:" and "Files of type:" in English and "Filnamn", "Lagra", "Storleik" in
    nynorsk in a bokmål game. Our supplements put them in the game's language."""
    from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QTreeView

    languages.set_language(code)
    dialog = QFileDialog(None, "", "", "PDF (*.pdf)")
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    labels = {w.objectName(): w.text() for w in dialog.findChildren(QLabel)}
    for name, text in words.items():
        assert labels[name] == text
    if code == "nb":
        buttons = [b.text() for b in dialog.findChildren(QPushButton)]
        assert "&Lagre" in buttons and "&Lagra" not in buttons
        view = next(v for v in dialog.findChildren(QTreeView))
        model = view.model()
        heads = [
            model.headerData(i, view.header().orientation()) for i in range(model.columnCount())
        ]
        assert "Navn" in heads and "Størrelse" in heads and "Sist endret" in heads
        # And its question over a file that is there already (play-test h120: "finst frå
        # før. Vil du byta ho ut?", nynorsk).
        from PySide6.QtCore import QCoreApplication

        asked = "%1 already exists.\nDo you want to replace it?"
        said = QCoreApplication.translate("QFileDialog", asked)
        assert said == "%1 finnes allerede.\nVil du erstatte den?"


def _print_dialog_texts(languages: LanguageManager, qtbot, code: str) -> set[str]:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTimer
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter
    from PySide6.QtWidgets import (
        QAbstractButton,
        QApplication,
        QDialog,
        QGroupBox,
        QLabel,
        QPushButton,
        QTabWidget,
    )

    def texts_of(dialog: QDialog) -> set[str]:
        texts = {w.text() for w in dialog.findChildren(QLabel)}
        texts |= {w.text() for w in dialog.findChildren(QAbstractButton)}
        texts |= {w.title() for w in dialog.findChildren(QGroupBox)}
        for tabs in dialog.findChildren(QTabWidget):
            texts |= {tabs.tabText(i) for i in range(tabs.count())}
        return texts

    languages.set_language(code)
    printer = QPrinter()
    dialog = QPrintDialog(printer)
    qtbot.addWidget(dialog)
    texts = texts_of(dialog)
    # And the printer's properties, a dialog of their own (its page setup, job options).
    properties: list[set[str]] = []

    def read_properties() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QDialog) and w.isVisible() and w is not dialog:
                properties.append(texts_of(w))
                w.reject()
                poll.stop()

    button = next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "properties")
    dialog.show()
    poll = QTimer()  # looks until the properties' dialog is up (it runs its own loop)
    poll.timeout.connect(read_properties)
    poll.start(20)
    button.click()
    qtbot.waitUntil(lambda: bool(properties))
    dialog.close()
    return texts | properties[0]


def test_the_print_dialog_speaks_bokmal(languages: LanguageManager, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The scoresheet's and the score pad's print dialog said "Skrivar", "Namn",
    "Eigenskapar", "Stad", "Val" (nynorsk) in a bokmål game, and "Page Set:" in English
    (its source is "Page &Set:", which the nynorsk catalogue does not have)."""
    texts = _print_dialog_texts(languages, qtbot, "nb")
    for word in ("Skriver", "&Navn:", "&Egenskaper", "Plassering:", "&Valg >>", "Si&desett:"):
        assert word in texts, (word, sorted(texts))
    for word in ("Skrivar", "&Namn:", "&Eigenskapar", "Stad:", "&Val >>", "Page &Set:"):
        assert word not in texts, word
    # Qt 6.11's own texts of the properties, which no catalogue has (play-test h140).
    for word in ("Pages &per sheet:", "Scheduled &printing:", "&Billing information:"):
        assert word not in texts, word
    assert "Eksemplarer:" in texts and "Utskriftsvalg" in texts


def test_the_print_dialog_has_no_english_left_in_finnish(languages: LanguageManager, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Qt's Finnish catalogue lacks a few of the print dialog's texts: "Page Set:",
    "Double Sided Printing", "Off", the bindings were in English. Our supplement has them."""
    texts = _print_dialog_texts(languages, qtbot, "fi")
    for word in ("Sivu&joukko:", "Kaksipuolinen tulostus", "Ei käytössä", "Tulostin"):
        assert word in texts, (word, sorted(texts))
    for word in ("Page &Set:", "Double Sided Printing", "Off", "Long side binding"):
        assert word not in texts, word
    for word in ("Pages &per sheet:", "Scheduled &printing:", "&Billing information:"):
        assert word not in texts, word

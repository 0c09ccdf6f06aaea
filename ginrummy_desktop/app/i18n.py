"""The interface language: installed translators, the default locale, switching at run time."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from ..resources import translations_dir

# A message as a function that words it in the language of the moment (called again
# when the language changes while the message shows).
Words = Callable[[], str]


def as_words(text: str | Words) -> Words:
    """``text`` as :data:`Words`: a function as it is, a text already worded as one
    that gives it back."""
    return text if callable(text) else partial(str, text)


# Native names: a player who cannot read the current language must still find their own.
LANGUAGES: dict[str, str] = {"fi": "Suomi", "nb": "Norsk bokmål", "en": "English"}
DEFAULT_LANGUAGE = "en"

# The compiled catalogue is ginrummy_<code>.qm in ginrummy_desktop/i18n/.
APP_CATALOG = "ginrummy"

# Qt's own strings (dialog buttons, context menus). The PySide6 wheels ship no
# qtbase_nb.qm, only Nynorsk; Nynorsk is far closer to bokmål than English is, and
# our small supplement (qt_supplement_nb.qm) puts the most visible words in bokmål.
# qt_supplement_<code>.qm also names keys the way the language does (Enter, not Return).
_QTBASE_CANDIDATES: dict[str, tuple[str, ...]] = {
    "fi": ("qtbase_fi",),
    "nb": ("qtbase_nb", "qtbase_no", "qtbase_nn"),
    "en": (),
}
_QT_SUPPLEMENT = "qt_supplement_"

_LOCALES: dict[str, tuple[QLocale.Language, QLocale.Country]] = {
    "fi": (QLocale.Language.Finnish, QLocale.Country.Finland),
    "nb": (QLocale.Language.NorwegianBokmal, QLocale.Country.Norway),
    "en": (QLocale.Language.English, QLocale.Country.UnitedStates),
}


def normalize(code: str | None) -> str:
    """One of LANGUAGES for any locale-like code: 'nb_NO', 'nn', 'no' -> 'nb', 'fi_FI' -> 'fi'."""
    if not code:
        return DEFAULT_LANGUAGE
    base = code.replace("-", "_").split("_")[0].lower()
    if base in ("nb", "nn", "no"):
        return "nb"
    if base == "fi":
        return "fi"
    return DEFAULT_LANGUAGE


def system_default() -> str:
    """The language to start with: the system's when it is Finnish or Norwegian, else English."""
    system = QLocale.system()
    language = system.language()
    if language in (
        QLocale.Language.NorwegianBokmal,
        QLocale.Language.NorwegianNynorsk,
    ):
        return "nb"
    if language == QLocale.Language.Finnish:
        return "fi"
    return normalize(system.name())


def locale_for(code: str) -> QLocale:
    """The locale for numbers and dates in a language.

    English speakers keep their own country's conventions (en_GB dates for a British
    player) when the system is English at all.
    """
    code = normalize(code)
    system = QLocale.system()
    if code == "en" and system.language() == QLocale.Language.English:
        return system
    language, country = _LOCALES[code]
    return QLocale(language, country)


def qtbase_translations_dir() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def find_qtbase_catalog(code: str) -> Path | None:
    """The Qt catalogue used for a language, or None when the Qt installation has none."""
    for name in _QTBASE_CANDIDATES[normalize(code)]:
        for folder in (qtbase_translations_dir(), translations_dir()):
            path = folder / f"{name}.qm"
            if path.is_file():
                return path
    return None


class LanguageManager(QObject):
    """Installs the game's and Qt's translators for the chosen language.

    Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget,
    whose ``changeEvent`` calls ``retranslate_ui``; ``language_changed`` is for things
    without a ``changeEvent`` (scene items, models) and for saving the choice.
    """

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = DEFAULT_LANGUAGE
        self._app_translator: QTranslator | None = None
        self._qt_translators: list[QTranslator] = []
        self._qtbase_path: Path | None = None

    @property
    def current(self) -> str:
        return self._current

    @property
    def qtbase_catalog(self) -> Path | None:
        """The Qt catalogue installed for the current language (None: none found or English)."""
        return self._qtbase_path

    @staticmethod
    def languages() -> dict[str, str]:
        return dict(LANGUAGES)

    def set_language(self, code: str) -> str:
        """Switch everything to ``code`` (normalised; unknown codes mean English).

        Returns the code applied. Safe to call again with the same code.
        """
        code = normalize(code)
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("set_language needs a QApplication")
        self._remove_translators(app)

        # Qt asks the most recently installed translator first: Qt's catalogue, then
        # our supplement over it (bokmål words, key names such as Enter and Skift),
        # then the game's own strings.
        self._qtbase_path = find_qtbase_catalog(code)
        if self._qtbase_path is not None:
            self._install(app, self._qtbase_path, self._qt_translators)
        supplement = translations_dir() / f"{_QT_SUPPLEMENT}{code}.qm"
        if supplement.is_file():
            self._install(app, supplement, self._qt_translators)

        app_catalog = translations_dir() / f"{APP_CATALOG}_{code}.qm"
        if app_catalog.is_file():
            holder: list[QTranslator] = []
            self._install(app, app_catalog, holder)
            self._app_translator = holder[0] if holder else None

        locale = locale_for(code)
        QLocale.setDefault(locale)
        self._relocale_widgets(locale)
        self._current = code
        # Qt posts LanguageChange to the windows; deliver it now, so that everything
        # on screen has changed by the time this returns and the signal goes out.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange.value)
        self.language_changed.emit(code)
        return code

    def clear(self) -> None:
        """Remove every translator installed here: the source strings again (for tests
        and for shutting down); the default locale is left as it is."""
        app = QCoreApplication.instance()
        if app is not None:
            self._remove_translators(app)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange.value)
        self._qtbase_path = None

    def _install(self, app: QCoreApplication, path: Path, holder: list[QTranslator]) -> None:
        translator = QTranslator(self)
        if translator.load(str(path)):
            app.installTranslator(translator)
            holder.append(translator)

    def _remove_translators(self, app: QCoreApplication) -> None:
        for translator in [*self._qt_translators, self._app_translator]:
            if translator is not None:
                app.removeTranslator(translator)
                translator.deleteLater()
        self._qt_translators = []
        self._app_translator = None

    @staticmethod
    def _relocale_widgets(locale: QLocale) -> None:
        # QLocale.setDefault reaches only widgets created afterwards; the application
        # gives the new default to the windows already on screen (spin boxes, dates)
        # when told the locale changed. (QtCore only: the app layer has no widgets.)
        app = QCoreApplication.instance()
        if app is not None:
            QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LocaleChange))

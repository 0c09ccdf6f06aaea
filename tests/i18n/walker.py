"""Collects every user-visible string of a widget tree, to check that it was translated."""

from __future__ import annotations

import re
from collections.abc import Iterable

import shiboken6
from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QStatusBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

Key = tuple[int, str]

# Names and words that are the same in the translation: proper names, Qt's "OK",
# the languages' own names in the language menu, and card-game loanwords that
# Norwegian players use as they are (docs/RULES.md section 8).
PROPER_NAMES = (
    "Gin Rummy", "Qt for Python", "PySide6", "MIT", "OK", "Oklahoma", "Ginirommi",
    "Suomi", "Norsk bokmål", "English",
)  # fmt: skip
SAME_IN = {
    "fi": set(),
    "nb": {"Gin", "gin", "Gin!", "Undercut", "Pass", "Straight gin", "Standard", "Normal"},
    "en": set(),
}
# Key names in shortcuts ("Ctrl+N", "F1"), identical in every language.
_KEY_NAMES = (
    "Ctrl|Shift|Alt|Meta|Cmd|Esc|Escape|Return|Enter|Tab|Home|End|PgUp|PgDown|Ins|Del|"
    "Backspace|F\\d{1,2}|[A-Z0-9?+\\-=.,←→↑↓]"
)
_KEYS = re.compile(rf"^(({_KEY_NAMES})[+\s]*)+$")
# A button's key after its words, "Pass (P)" (ActionButton's show_key).
_KEY_AFTER = re.compile(rf"\s+\(({_KEY_NAMES})\)$")
_TAGS = re.compile(r"<[^>]+>")


def clean(text: str) -> str:
    """What the player reads: no markup, no mnemonic ampersands, single spaces."""
    text = _TAGS.sub(" ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    text = text.replace("&nbsp;", " ").replace("\u00a0", " ")
    return " ".join(text.split())


def needs_translation(text: str, language: str) -> bool:
    """False for text that legitimately reads the same in ``language``."""
    text = _KEY_AFTER.sub("", clean(text))
    if not text or text in SAME_IN.get(language, set()) or _KEYS.match(text):
        return False
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    return bool(re.search(r"[^\W\d_]{2,}", text))


def address(obj: object) -> int:
    # The C++ object's address: Python wrappers of the same object come and go (and
    # their ids are reused), the C++ object stays.
    try:
        return int(shiboken6.getCppPointer(obj)[0])
    except (TypeError, ValueError):
        return id(obj)


def _add(found: dict[Key, str], obj: object, attr: str, text: str | None) -> None:
    if text:
        found[(address(obj), attr)] = text


def _actions(found: dict[Key, str], actions: Iterable[QAction], seen: set[int]) -> None:
    for action in actions:
        # By the C++ object: a Python wrapper's id() is reused once it is collected, and
        # an action skipped for a stranger's id would leave its text (and menu) unread.
        if address(action) in seen or action.isSeparator():
            continue
        seen.add(address(action))
        _add(found, action, "text", action.text())
        if action.toolTip() and clean(action.toolTip()) != clean(action.text()):
            _add(found, action, "toolTip", action.toolTip())
        _add(found, action, "statusTip", action.statusTip())
        _add(found, action, "whatsThis", action.whatsThis())
        menu = action.menu()
        if isinstance(menu, QMenu):
            _add(found, menu, "title", menu.title())
            _actions(found, menu.actions(), seen)


def collect(root: QWidget, extra: Iterable[QObject] = ()) -> dict[Key, str]:
    """(object id, attribute) -> text for every string the player can see or hover."""
    found: dict[Key, str] = {}
    seen_actions: set[int] = set()
    widgets = [root, *root.findChildren(QWidget), *extra]
    for w in widgets:
        if not isinstance(w, QWidget):
            continue
        if w.isWindow():
            _add(found, w, "windowTitle", w.windowTitle())
        _add(found, w, "toolTip", w.toolTip())
        _add(found, w, "statusTip", w.statusTip())
        _add(found, w, "whatsThis", w.whatsThis())
        if not w.objectName().startswith("qt_"):
            # Qt names its own dock buttons once, at creation, and never again.
            _add(found, w, "accessibleName", w.accessibleName())
        _actions(found, w.actions(), seen_actions)
        if isinstance(w, QLabel | QAbstractButton):
            _add(found, w, "text", w.text())
        elif isinstance(w, QGroupBox):
            _add(found, w, "title", w.title())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                _add(found, w, f"item{i}", w.itemText(i))
        elif isinstance(w, QLineEdit):
            _add(found, w, "placeholder", w.placeholderText())
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                _add(found, w, f"tab{i}", w.tabText(i))
                _add(found, w, f"tabTip{i}", w.tabToolTip(i))
        elif isinstance(w, QTextEdit):
            for i, line in enumerate(w.toPlainText().splitlines()):
                _add(found, w, f"line{i}", line)
        elif isinstance(w, QMenu):
            _add(found, w, "title", w.title())
        elif isinstance(w, QStatusBar):
            _add(found, w, "message", w.currentMessage())
        if isinstance(w, QSpinBox | QDoubleSpinBox):
            _add(found, w, "prefix", w.prefix())
            _add(found, w, "suffix", w.suffix())
        if isinstance(w, QAbstractSpinBox):
            _add(found, w, "special", getattr(w, "specialValueText", lambda: "")())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            _item_view(found, w)
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if item.isVisible():  # hidden items keep stale texts harmlessly
                    _scene_item(found, item)
    return found


def _scene_item(found: dict[Key, str], item: object) -> None:
    """Texts drawn in the table scene: Qt's text items and the game's own badges and
    drop zones (duck-typed: ``text()``, ``title()``, ``subtitle``)."""
    if isinstance(item, QGraphicsTextItem):
        _add(found, item, "text", item.toPlainText())
    elif isinstance(item, QGraphicsSimpleTextItem):
        _add(found, item, "text", item.text())
    else:
        for name in ("text", "title", "subtitle"):
            getter = getattr(item, name, None)
            value = getter() if callable(getter) else None
            if isinstance(value, str):
                _add(found, item, name, value)
        subtitle = getattr(item, "_subtitle", None)
        if isinstance(subtitle, str):
            _add(found, item, "subtitle", subtitle)
    tip = getattr(item, "toolTip", None)
    if callable(tip):
        _add(found, item, "toolTip", tip())


def _item_view(found: dict[Key, str], view: QAbstractItemView) -> None:
    model = view.model()
    root = QModelIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # list models hide columnCount: one column
        columns = 1
    display = Qt.ItemDataRole.DisplayRole
    tip = Qt.ItemDataRole.ToolTipRole
    for orientation, count in (
        (Qt.Orientation.Horizontal, columns),
        (Qt.Orientation.Vertical, model.rowCount(root)),
    ):
        for section in range(count):
            for role in (display, tip):
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    _add(found, model, f"h{orientation.value}:{section}:{role.value}", value)
    for row in range(min(model.rowCount(root), 200)):
        for column in range(columns):
            index = model.index(row, column)
            for role in (display, tip):
                value = model.data(index, role)
                if isinstance(value, str):
                    _add(found, model, f"{row}:{column}:{role.value}", value)


def untranslated(english: dict[Key, str], now: dict[Key, str], language: str) -> list[str]:
    """English texts still on screen although they should have been translated.

    Compared by value, not by widget: panels rebuild their rows on a language
    change, and a new widget may even reuse an old one's id.
    """
    shown = {clean(text) for text in now.values()}
    return sorted(
        {
            f"{key[1]}: {clean(text)[:90]!r}"
            for key, text in english.items()
            if clean(text) in shown and needs_translation(text, language)
        }
    )


def changed(before: dict[Key, str], after: dict[Key, str]) -> list[str]:
    """Texts that differ after switching back to English (as multisets of texts)."""
    from collections import Counter

    old = Counter(clean(t) for t in before.values())
    new = Counter(clean(t) for t in after.values())
    gone = [f"missing: {t[:70]!r}" for t in (old - new)]
    extra = [f"new: {t[:70]!r}" for t in (new - old)]
    return sorted(gone + extra)


def access_letter(text: str) -> str | None:
    """The access key of a label or menu text ('Ne&xt hand' -> 'x'); '&&' is a plain '&'."""
    i = 0
    while (i := text.find("&", i)) != -1 and i + 1 < len(text):
        if text[i + 1] != "&":
            return text[i + 1].lower()
        i += 2
    return None

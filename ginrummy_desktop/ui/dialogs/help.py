"""Help dialogs: how to play the chosen rules, the keyboard shortcuts, and about the game."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import PySide6
from PySide6.QtCore import QPointF, Qt, QUrl
from PySide6.QtGui import QKeySequence, QPainter, QPixmap, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...model import Card, Rules, parse_card, parse_cards
from ..common.card_images import CardImageCache
from ..common.panel_style import scale_text, screen_text_scale
from ..common.screen_room import fit_to_screen, roomy_size
from .base import TranslatedDialog, fill
from .rules_text import EXAMPLES, LAID_OFF, PICTURE_SCHEME, rules_html

# A list of (key sequence, description), or a function giving it in the current language.
Shortcuts = Sequence[tuple[str, str]] | Callable[[], Sequence[tuple[str, str]]]

# The game's name is a proper name and stays as it is in every language.
GAME_NAME = "Gin Rummy"

# How to play's examples: the cards' width at the window's usual width, and the least
# they are drawn at where it is narrower (their corners stay legible): narrower still,
# a row of melds goes onto more lines. The window is made no narrower than NARROWEST
# (about 32 characters a line), as over the dock beside a 1366x768 table, clear of the
# table's buttons (play-test).
CARD_W = 50
LEAST_CARD_W = 40
NARROWEST = 250


def _key_text(keys: str) -> str:
    """A portable sequence ("Ctrl+N") in the player's words; anything else as given.

    Callers may pass native text already, or arrows such as "←  →" that are no key
    sequence at all: only an exact portable round trip is re-rendered. Alternatives
    separated by two spaces ("Shift+←  Shift+→") are rendered one by one, so that
    "Shift" reads "Vaihto" in Finnish and "Skift" in bokmål.
    """
    if "  " in keys:
        return "  ".join(_key_text(part) for part in keys.split("  "))
    portable = QKeySequence.SequenceFormat.PortableText
    sequence = QKeySequence.fromString(keys, portable)
    if sequence.isEmpty() or sequence.toString(portable) != keys:
        return keys
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def _close_buttons(dialog: TranslatedDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    return buttons


class RulesHelpDialog(TranslatedDialog):
    """How to play, written out for the rules of the current game, with examples drawn
    with the game's own cards. Not modal: it can stay open beside the table."""

    def __init__(
        self,
        parent: QWidget | None,
        rules: Rules,
        *,
        images: CardImageCache | None = None,
        deck: str = "classic",
        back: str = "blue",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("RulesHelpDialog")
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self._rules = rules
        self._images = images or CardImageCache()
        self._deck, self._back = deck, back
        # The examples' cards, and the width their rows of melds wrap to (None: each
        # row whole): fit_width draws them for a narrow window.
        # On a large screen the text and the pictures are larger, as the table's are
        # (1920x1080: a quarter), and the window taller: it opened as a strip 700 px
        # high over the scoresheet in 12 px print with cards 40 px wide (play-test).
        scale = screen_text_scale(self)
        if scale != 1.0:
            scale_text(self, scale)
        self._usual_card_w = round(CARD_W * scale)
        self._least_card_w = round(LEAST_CARD_W * scale)
        self._card_w = self._usual_card_w
        self._wrap: int | None = None
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.buttons = _close_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        # On a 1024x640 screen, less: Close stays on it.
        fit_to_screen(self, 660, max(700, roomy_size(self).height()))
        self._add_pictures()
        self.retranslate_ui()

    def set_rules(self, rules: Rules) -> None:
        self._rules = rules
        self.retranslate_ui()

    def least_width(self) -> int:
        """The width at which the text and its widest picture need no sideways
        scrolling (a row of three melds, at about 430)."""
        # Laid out as narrow as it goes: the widest thing that cannot wrap.
        narrow = self.browser.document().clone(self)
        narrow.setTextWidth(1)
        need = math.ceil(narrow.idealWidth())
        narrow.deleteLater()
        return need + self._sides()

    def _sides(self) -> int:
        """The window's width less the document's: the margins, the browser's frame
        and its scroll bar."""
        self.ensurePolished()
        browser = self.browser
        browser.ensurePolished()
        scroll = browser.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, browser)
        # The layout's margins beside the browser (not the two widths, which a window
        # not yet shown has not laid out anew after a resize).
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        around = margins.left() + margins.right() if margins is not None else 0
        return around + 2 * browser.frameWidth() + scroll

    def narrowest_width(self) -> int:
        """The least width :meth:`fit_width` makes the window: NARROWEST, or more where
        a word of the text or a meld at LEAST_CARD_W needs it."""
        drawn = (self._card_w, self._wrap)
        self._draw_pictures(self._least_card_w, 1)  # every meld on a line of its own
        least = self.least_width()
        self._draw_pictures(*drawn)
        return max(NARROWEST, least)

    def fit_width(self, width: int) -> None:
        """The window ``width`` wide, its pictures fitted to it with no sideways
        scrolling: at their usual size where they fit; else with smaller cards, down to
        LEAST_CARD_W; else with their rows of melds on more lines."""
        self.resize(width, self.height())
        self._draw_pictures(self._usual_card_w, None)
        wide = self.least_width()
        if wide <= width:
            return
        self._draw_pictures(self._least_card_w, None)
        narrow = self.least_width()
        if narrow > width:
            # The document's own margins too; a word wider than a picture is what it is.
            margin = math.ceil(2 * self.browser.document().documentMargin())
            self._draw_pictures(self._least_card_w, max(1, width - self._sides() - margin))
            return
        # The pictures' width goes with their cards': the size that fits, found from
        # the two ends (and checked: the text's longest word may be what sets it).
        share = (width - narrow) / max(1, wide - narrow)
        card_w = self._least_card_w + int((self._usual_card_w - self._least_card_w) * share)
        self._draw_pictures(card_w, None)
        while card_w > self._least_card_w and self.least_width() > width:
            card_w -= 1
            self._draw_pictures(card_w, None)

    def _draw_pictures(self, card_w: int, wrap: int | None) -> None:
        if (card_w, wrap) != (self._card_w, self._wrap):
            self._card_w, self._wrap = card_w, wrap
            self._add_pictures()
            self.retranslate_ui()  # the document lays out the new pictures

    def set_look(self, *, deck: str, back: str) -> None:
        """Draw the examples in the card style the table now uses."""
        self._deck, self._back = deck, back
        self._add_pictures()
        self.retranslate_ui()

    def _add_pictures(self) -> None:
        from ..lessons.pictures import cards_picture

        doc = self.browser.document()
        dpr = self.devicePixelRatioF()
        for name, rows in EXAMPLES.items():
            marked = [parse_card(LAID_OFF)] if name == "layoff" else []

            def draw(groups: Sequence[str], marked: list[Card] = marked) -> QPixmap:
                return cards_picture(
                    self._images,
                    [parse_cards(group) for group in groups],
                    deck=self._deck,
                    back=self._back,
                    card_w=self._card_w,
                    dpr=dpr,
                    marked=marked,
                )

            hands = [_lines(row, draw, self._wrap, dpr) for row in rows]
            picture = hands[0][0] if len(hands) == len(hands[0]) == 1 else _stacked(hands, dpr)
            # The document shows logical pixels: hand it the image at its logical size.
            image = picture.toImage()
            image.setDevicePixelRatio(dpr)
            doc.addResource(
                QTextDocument.ResourceType.ImageResource,
                QUrl(f"{PICTURE_SCHEME}:{name}"),
                image,
            )

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("How to play"))
        # Keep the reader's place when the language changes under them.
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        self.browser.setHtml(rules_html(self._rules, pictures=True))
        bar.setValue(position)


def _lines(
    groups: Sequence[str], draw: Callable[[Sequence[str]], QPixmap], room: int | None, dpr: float
) -> list[QPixmap]:
    """A row of melds drawn on one line; where ``room`` (logical pixels) is given and
    the line is wider, on as few lines as fit it, each meld whole on one."""
    whole = draw(groups)
    if room is None or whole.width() / dpr <= room:
        return [whole]
    lines: list[QPixmap] = []
    line: list[str] = []
    for group in groups:
        if line and draw([*line, group]).width() / dpr > room:
            lines.append(draw(line))
            line = []
        line.append(group)
    lines.append(draw(line))
    return lines


def _stacked(hands: list[list[QPixmap]], dpr: float) -> QPixmap:
    """Rows of cards one above the other, centred: each hand's lines, and where a hand
    takes more than one line, a gap between the hands (the undercut's "above, the
    knocker; below, the defender" tells two hands, not four)."""
    lines = [line for hand in hands for line in hand]
    gap = 0.0
    if len(hands) > 1 and len(lines) > len(hands):
        gap = lines[0].height() / dpr * 0.25
    width = max(p.width() for p in lines)
    height = sum(p.height() for p in lines) + round(gap * dpr) * (len(hands) - 1)
    out = QPixmap(width, height)
    out.setDevicePixelRatio(dpr)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    y = 0.0
    for i, hand in enumerate(hands):
        if i:
            y += round(gap * dpr) / dpr
        for p in hand:
            painter.drawPixmap(QPointF((width - p.width()) / dpr / 2, y), p)
            y += p.height() / dpr
    painter.end()
    return out


class KeyboardHelpDialog(TranslatedDialog):
    """The keyboard shortcuts, as given by the main window."""

    def __init__(self, parent: QWidget | None, shortcuts: Shortcuts) -> None:
        super().__init__(parent)
        self.setObjectName("KeyboardHelpDialog")
        self._shortcuts = shortcuts
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.buttons = _close_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self._fit()

    def _fit(self) -> None:
        """Rows as tall as their text, and the window tall enough for the whole list
        where the screen has the room (else as tall as it allows): at 520x460, with
        the style's taller rows, it showed twelve rows on a 1366x768 screen and the
        rest had to be scrolled to (play-test 9)."""
        table = self.table
        table.resizeRowsToContents()
        rows = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height()
        layout = self.layout()
        # The intro, the buttons, the margins and spacing round the list.
        whole = layout.sizeHint().height() if layout is not None else table.sizeHint().height()
        around = whole - table.sizeHint().height()
        # As wide as the longest line asks, so that none is cut short with "…"
        # ("Move the selected card to the start or the end of your …": play-test h102).
        table.resizeColumnToContents(0)
        fm = table.fontMetrics()
        items = [table.item(r, 1) for r in range(table.rowCount())]
        texts = [item.text() for item in items if item is not None]
        line = max((fm.horizontalAdvance(t) for t in texts), default=0)
        margins = layout.contentsMargins() if layout is not None else None
        sides = margins.left() + margins.right() if margins is not None else 0
        scroll = table.verticalScrollBar().sizeHint().width()
        wide = table.columnWidth(0) + line + 24 + scroll + 2 * table.frameWidth() + sides
        fit_to_screen(self, max(520, wide), max(460, around + rows + 2 * table.frameWidth()))

    def set_shortcuts(self, shortcuts: Shortcuts) -> None:
        self._shortcuts = shortcuts
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Keyboard keys"))
        self.table.setAccessibleName(self.windowTitle())  # screen readers name the list
        self.intro.setText(self.tr("You can play the whole game from the keyboard."))
        self.table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("Action")])
        rows = self._shortcuts() if callable(self._shortcuts) else self._shortcuts
        self.table.setRowCount(len(rows))
        for row, (keys, description) in enumerate(rows):
            key_item = QTableWidgetItem(_key_text(keys))
            key_item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 0, key_item)
            self.table.setItem(row, 1, QTableWidgetItem(description))


class AboutDialog(TranslatedDialog):
    """The game's name, version, licence and credits."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = _close_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(fill(self.tr("About %1"), GAME_NAME))
        self.title.setText(f"<h2>{GAME_NAME}</h2>")
        paragraphs = [
            fill(self.tr("Version %1"), __version__),
            self.tr(
                "Gin Rummy for one player against the computer, with the international "
                "rules and the Finnish and Norwegian house rules."
            ),
            self.tr("Rules from Finnish and Norwegian rule texts."),
            self.tr("Licensed under the MIT licence."),
            fill(self.tr("Made with Qt for Python %1."), PySide6.__version__),
            # Said where a player looks (play-test h147: the bundle carried the notices
            # and nothing pointed to them).
            self.tr(
                "Qt and Qt for Python are used under the GNU LGPL version 3. Their "
                "licences and the other third-party notices come with the game, in its "
                "“licenses” folder."
            ),
        ]
        self.body.setText("".join(f"<p>{p}</p>" for p in paragraphs))

"""The scoresheet drawn as paper: totals with box tallies, ruled hand rows, final tally."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model import LineCode
from ...model.hollywood import GAMES
from ...persistence import FinalRow, Sheet, SheetRow
from ..common.panel_style import font_size_rule
from ..common.texts import NOT_STARTED, duplicate_explained, player_name, player_short_name
from . import doc
from .doc import Scoresheet
from .paint import (
    DARK,
    INK,
    KIND_ROLE,
    LABEL_ROLE,
    NUMBER_ROLE,
    PAPER,
    PENCIL,
    PENCIL_HIGH,
    POINTS_ROLE,
    PaperDelegate,
    point_fonts,
)
from .tally import TallyWidget

# Room kept for how each hand ended beside Hollywood's six columns (at text scale 1).
HOW_ROOM = 120

STYLE = f"""
QTreeWidget {{ background-color: {PAPER}; color: {DARK.name()}; border: none; }}
QTreeWidget::item {{ padding: 2px 0px; }}
QHeaderView::section {{
    background-color: {PAPER}; color: {DARK.name()}; border: none;
    border-bottom: 2px solid {DARK.name()}; padding: 4px 3px; font-weight: bold;
}}
"""


def share_pair(room: int, need0: int, need1: int, least: int) -> tuple[int, int]:
    """Two columns' widths out of ``room``: both whole where they fit (the rest shared);
    else the shorter whole where the longer keeps ``least``, the longer the rest; else
    halves."""
    if need0 + need1 <= room:
        first = need0 + (room - need0 - need1) // 2
        return first, room - first
    if min(need0, need1) + least <= room:
        if need0 <= need1:
            return need0, room - need0
        return room - need1, need1
    half = room // 2
    return half, room - half


class _GameBand(QWidget):
    """Hollywood's game names over the players' columns, each across its game's two:
    the heads under it need only the players' names."""

    def __init__(self, tree: QTreeWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree = tree
        self.columns: list[int] = []  # the first of each game's two columns
        self.labels: list[QLabel] = []
        for _ in range(GAMES):
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.labels.append(label)
        self.set_pencil(PENCIL)
        self._place = QTimer(self)
        self._place.setSingleShot(True)
        self._place.setInterval(0)
        self._place.timeout.connect(self.place)
        header = tree.header()
        header.sectionResized.connect(lambda *_: self._place.start())
        header.geometriesChanged.connect(self._place.start)
        tree.horizontalScrollBar().valueChanged.connect(lambda _v: self._place.start())

    def set_pencil(self, pencil: QColor) -> None:
        for label in self.labels:
            label.setStyleSheet(
                f"color: {pencil.name()}; font-weight: bold;"
                f" border: 0px; border-bottom: 1px solid {pencil.name()};"
            )

    def set_games(self, columns: list[int], names: list[str]) -> None:
        self.columns = columns
        for label, name in zip(self.labels, names, strict=True):
            label.setText(name)
        self.fit_height()

    def fit_height(self) -> None:
        """As tall as the names at the text's size now (it changes with the window)."""
        for label in self.labels:
            label.ensurePolished()
        self.setFixedHeight(max(label.sizeHint().height() for label in self.labels) + 2)
        self.place()

    def place(self) -> None:
        """Each name over its two columns, where the header has them now."""
        header = self.tree.header()
        # The header's left edge in this band's coordinates (the band and the tree
        # share a parent; the tree's frame is left of its viewport).
        inset = self.tree.viewport().mapTo(self.tree, QPoint(0, 0)).x()
        left = self.tree.x() + inset - self.x()
        right = left + self.tree.viewport().width()
        for label, col in zip(self.labels, self.columns, strict=False):
            # Over the two columns, as far as the viewport shows them (scrolled).
            x = left + header.sectionViewportPosition(col) + 2
            end = x + header.sectionSize(col) + header.sectionSize(col + 1) - 4
            x, end = max(x, left), min(end, right)
            label.setVisible(end > x)
            label.setGeometry(x, 0, max(0, end - x), self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place.start()


class _PlayerScore(QWidget):
    """A player's name, running total and box tally, as at the top of a paper sheet."""

    def __init__(self, player: int, *, large: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.name = QLabel()
        self.total = QLabel()
        self._size = 26 if large else 20  # the total's and the marks' height, in pixels
        self.tally = TallyWidget(height=self._size)
        self.set_pencil(PENCIL)
        self.set_text_scale(1.0)
        # Name on top; the total with the box tally written beside it, as on paper.
        layout = QGridLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.setHorizontalSpacing(10)
        layout.setVerticalSpacing(0)
        layout.addWidget(self.name, 0, 0, 1, 2)
        layout.addWidget(self.total, 1, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.tally, 1, 1, Qt.AlignmentFlag.AlignVCenter)
        layout.setColumnStretch(2, 1)

    def set_pencil(self, pencil: QColor) -> None:
        self.name.setStyleSheet(f"color: {pencil.name()}; font-weight: bold;")

    def set_text_scale(self, scale: float) -> None:
        size = round(self._size * scale)
        self.total.setStyleSheet(f"color: {INK.name()}; font-size: {size}px; font-weight: bold;")
        self.tally.set_mark_height(size)

    def set_values(self, total: int, boxes: int, name: str, worth: int = 0) -> None:
        self.name.setText(name)
        self.total.setText(doc.num(total))
        self.tally.set_count(boxes)
        self.tally.set_worth(worth)


class _GameScore(QWidget):
    """Hollywood: a player's total and tally in one game ("–" while the column is closed:
    a small bold dot there looked like a drawing fault, play-test 9)."""

    def __init__(self, *, large: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total = QLabel()
        self._sizes = (20, 22) if large else (15, 16)  # the total's and the marks' pixels
        self._scale = 1.0
        self._pencil = PENCIL  # PENCIL_HIGH in high contrast (SheetView._apply_pencil)
        self.won: bool | None = None
        self.tally = TallyWidget(height=self._sizes[1])
        self.set_text_scale(1.0)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(6)
        layout.addWidget(self.total)
        layout.addWidget(self.tally)
        layout.addStretch(1)

    def set_text_scale(self, scale: float) -> None:
        self._scale = scale
        self._style()
        self.tally.set_mark_height(round(self._sizes[1] * scale))

    def _style(self) -> None:
        """The total in ink; a game's winner ringed, as on paper, and the loser's in
        pencil. A check mark by the game's name sat beside the person's total and read
        as theirs, the winner nowhere shown (play-test h106)."""
        size = round(self._sizes[0] * self._scale)
        colour = self._pencil if self.won is False else INK
        style = f"color: {colour.name()}; font-size: {size}px; font-weight: bold;"
        if self.won:
            ring = max(1, round(2 * self._scale))
            style += (
                f" border: {ring}px solid {INK.name()}; border-radius: {size // 2 + 2}px;"
                " padding: 0px 5px;"
            )
        self.total.setStyleSheet(style)

    def set_pencil(self, pencil: QColor) -> None:
        if pencil != self._pencil:
            self._pencil = pencil
            self._style()

    def set_values(
        self,
        name: str,
        total: int,
        boxes: int,
        opened: bool,
        won: bool | None = None,
        status: str = "",
        worth: int = 0,
    ) -> None:
        """``won``: True for a game's winner, False for its loser, None while it goes on;
        ``status``: the game's result, said under the cell's own line once it is over;
        ``worth``: a box's points, said in the tally's tooltip."""
        if won is not self.won:
            self.won = won
            self._style()
        self.total.setText(doc.num(total) if opened else NOT_STARTED)
        self.tally.set_count(boxes)
        # What a box is worth, as the match's own tally says (play-test h145: a Hollywood
        # game's said only "1 box won").
        self.tally.set_worth(worth)
        own = (
            Scoresheet.tr("%1: %2 points, %3")
            .replace("%1", name)
            .replace("%2", doc.num(total))
            .replace("%3", Scoresheet.tr("%n box(es)", None, boxes))
            if opened
            # (worded for any name: "You has not won" was the person's, play-test h123)
            else Scoresheet.tr("%1: no hand won in this game yet.").replace("%1", name)
        )
        self.setToolTip(f"{own}\n{status}" if status else own)


class SheetView(QWidget):
    """Header with totals and tallies, then the hands and the game-end lines."""

    # The hands' scroll bar came or went: the width the heads need (heads_width) with it.
    heads_width_changed = Signal()

    def __init__(self, *, compact: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = compact
        self._sheet: Sheet | None = None
        self._hollywood = False
        self._duplicate = False  # the sheet has a duplicate column
        self._scale = 1.0  # the text's size against the system's (set_text_scale)
        self._player_labels: dict[int, str] = {}  # column: its whole head (retranslate_ui)
        self._short_labels: dict[str, str] = {}  # a whole name: a shorter one
        self._player_width = 0  # the players' columns' width asked for (_setup_columns)
        self._pencil = PENCIL  # PENCIL_HIGH in high contrast (set_high_contrast)
        self.setObjectName("SheetView")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#SheetView {{ background-color: {PAPER}; }}")
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setStyleSheet(f"color: {DARK.name()}; font-style: italic;")
        self.status_label.setWordWrap(True)
        # A duplicate match's running total ("+14 against Expert") and the reference's work.
        self.duplicate_label = QLabel()
        self.duplicate_label.setObjectName("DuplicateTotal")
        self.duplicate_label.setStyleSheet(f"color: {INK.name()}; font-weight: bold;")
        self.duplicate_label.setWordWrap(True)
        self.duplicate_label.hide()
        self.scores = [_PlayerScore(p, large=not compact) for p in (0, 1)]
        self.tree = QTreeWidget()
        self.tree.setStyleSheet(STYLE)
        self.tree.setRootIsDecorated(not compact)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setFocusPolicy(Qt.FocusPolicy.NoFocus if compact else Qt.FocusPolicy.StrongFocus)
        # The full view's rows are walked with the arrows (→ opens a hand's scoring
        # lines): the row the keys are on is framed across the sheet, where nothing
        # showed which it was (no selection on paper; play-test h98).
        self.tree.setAllColumnsShowFocus(not compact)
        # A game-end label may need two lines in the narrow dock: rows differ in height,
        # and are measured again when the columns change width.
        self.tree.setUniformRowHeights(False)
        self.tree.setIndentation(0 if compact else 14)
        self.tree.setItemDelegate(
            PaperDelegate(self.first_player_column, self._how_column, self.tree)
        )
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionsMovable(False)
        self._measure = QTimer(self)
        self._measure.setSingleShot(True)
        self._measure.setInterval(0)
        self._measure.timeout.connect(self.tree.doItemsLayout)
        header.sectionResized.connect(lambda *_: self._measure.start())
        self._fit = QTimer(self)
        self._fit.setSingleShot(True)
        self._fit.setInterval(0)
        self._fit.timeout.connect(self._fit_player_columns)
        # The players' columns are shared out of the hands' width, which a scroll bar
        # narrows without the view's own size changing (a long match): shared again.
        self._scrolling = False  # the hands' scroll bar is shown (heads_width counts it)
        self.tree.viewport().installEventFilter(self)
        self.game_band = _GameBand(self.tree, self)
        self.game_band.hide()
        self._setup_columns()
        scores = QHBoxLayout()
        scores.setSpacing(12)
        for w in self.scores:
            scores.addWidget(w, 1)
        self.scores_host = QWidget()
        self.scores_host.setLayout(scores)
        # Hollywood's head: a row per game, its name and each player's total and tally.
        self.games_host = QWidget()
        games = QGridLayout(self.games_host)
        games.setContentsMargins(0, 0, 0, 0)
        games.setHorizontalSpacing(10)
        games.setVerticalSpacing(2)
        self.game_labels: list[QLabel] = []
        self.game_scores: list[list[_GameScore]] = []
        self.game_players: list[QLabel] = []
        for p in (0, 1):
            name = QLabel()
            games.addWidget(name, 0, 1 + p)
            self.game_players.append(name)
        for g in range(GAMES):
            label = QLabel()
            games.addWidget(label, 1 + g, 0)
            self.game_labels.append(label)
            pair = [_GameScore(large=not compact) for _ in (0, 1)]
            for p, cell in enumerate(pair):
                games.addWidget(cell, 1 + g, 1 + p)
            self.game_scores.append(pair)
        games.setColumnStretch(1, 1)
        games.setColumnStretch(2, 1)
        self.games_host.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.scores_host)
        layout.addWidget(self.games_host)
        layout.addWidget(self.duplicate_label)
        # Hollywood's game names sit on the tree's header, with no gap between.
        sheet_box = QVBoxLayout()
        sheet_box.setSpacing(0)
        sheet_box.addWidget(self.game_band)
        sheet_box.addWidget(self.tree, 1)
        layout.addLayout(sheet_box, 1)
        layout.addWidget(self.status_label)
        self._apply_pencil()
        self.retranslate_ui()

    def set_high_contrast(self, on: bool) -> None:
        """High contrast writes the pencil's grey darker (8.7:1 on the paper)."""
        pencil = PENCIL_HIGH if on else PENCIL
        if pencil != self._pencil:
            self._pencil = pencil
            self._apply_pencil()
            self._fill()

    def pencil(self) -> QColor:
        return QColor(self._pencil)

    def _apply_pencil(self) -> None:
        pencil = self._pencil.name()
        self.rules_label.setStyleSheet(f"color: {pencil};")
        for label in (*self.game_players, *self.game_labels):
            label.setStyleSheet(f"color: {pencil}; font-weight: bold;")
        for w in self.scores:
            w.set_pencil(self._pencil)
        for pair in self.game_scores:
            for cell in pair:
                cell.set_pencil(self._pencil)
        self.game_band.set_pencil(self._pencil)
        delegate = self.tree.itemDelegate()
        if isinstance(delegate, PaperDelegate):
            delegate.pencil = self._pencil
        self.tree.viewport().update()

    def set_text_scale(self, scale: float) -> None:
        """Larger text: the rows and labels, the totals and tallies, the columns."""
        if scale == self._scale:
            return  # (the panel sets 1 when it is made: the view is laid out for it)
        self._scale = scale
        # In this view's own style sheet, which its parts' sheets (colours, weights) do
        # not override: a font set on the view would not reach past those. The rule
        # stops here: the full view's sheet (a dialog of the panel's) keeps its size.
        style = f"#SheetView {{ background-color: {PAPER}; }}"
        if scale != 1.0:
            style += f" QLabel, QTreeView, QHeaderView {{{font_size_rule(scale)} }}"
        self.setStyleSheet(style)
        self.game_band.fit_height()
        for w in self.scores:
            w.set_text_scale(scale)
        for pair in self.game_scores:
            for cell in pair:
                cell.set_text_scale(scale)
        self._setup_columns()  # the players' columns widen with their names

    def _columns(self) -> list[str]:
        # Hollywood: a pair of player columns per game, the three games side by side.
        players = (
            [f"g{g}p{p}" for g in range(GAMES) for p in (0, 1)] if self._hollywood else ["p0", "p1"]
        )
        if self.compact:
            return ["number", "how", *players]
        # The deal code and a duplicate match's score follow the players' columns.
        extra = ["code", "dup"] if self._duplicate else ["code"]
        return ["number", "dealer", "how", "deadwood", *players, *extra]

    @property
    def player_columns(self) -> int:
        return sum(1 for c in self._columns() if c[0] in "pg")

    def extra_column(self, name: str) -> int | None:
        """The column of 'code' or 'dup' (None: this view has none)."""
        columns = self._columns()
        return columns.index(name) if name in columns else None

    def player_column(self, player: int, game: int = 0) -> int:
        """The column of ``player`` (in Hollywood's ``game``, 0-2)."""
        return self.first_player_column + 2 * game + player

    def _setup_columns(self) -> None:
        self.tree.setColumnCount(len(self._columns()))
        header = self.tree.header()
        for col in range(self.tree.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self._how_column, QHeaderView.ResizeMode.Stretch)
        # The narrow dock has no room for how each hand ended beside Hollywood's six
        # columns: the row's tooltip says it, and the full view shows it.
        self.tree.setColumnHidden(self._how_column, self._hollywood and self.compact)
        delegate = self.tree.itemDelegate()
        if isinstance(delegate, PaperDelegate):
            delegate.hollywood = self._hollywood
            delegate.fit_how = self.compact
        widths = {(False, True): 80, (False, False): 110, (True, True): 42, (True, False): 92}
        width = round(widths[(self._hollywood, self.compact)] * self._scale)
        self._player_width = width  # asked for (the full view's may be narrowed)
        # In the dock Hollywood's six columns share the width (the how column is hidden):
        # _share_player_columns sizes them.
        for col in range(self.first_player_column, self.first_player_column + self.player_columns):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(col, width)
        self._fit_player_columns()

    def _fit_player_columns(self) -> None:
        """In the full view, Hollywood's six columns narrow (to 56 at the least) when the
        view is too narrow to leave how each hand ended room to be read; in the dock they
        share its width. Every player's head is then shortened to its column's width."""
        if self._hollywood and not self.compact:
            self._narrow_player_columns()
        elif self._hollywood:
            self._share_player_columns()
        self._elide_player_labels()

    def _head_metrics(self) -> tuple[QFontMetrics, int]:
        """The players' heads' font metrics (drawn bold, in the header's own size) and the
        room a head's text has less than its column."""
        header = self.tree.header()
        header.ensurePolished()
        font = QFont(header.font())
        font.setBold(True)
        pad = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 6
        return QFontMetrics(font), pad

    def _other_columns(self) -> int:
        """The width of the columns that are neither a player's nor how each hand
        ended (the hand's number, the dealer, the deadwood, the code...)."""
        header = self.tree.header()
        players = range(self.first_player_column, self.first_player_column + self.player_columns)
        return sum(
            header.sectionSize(c)
            for c in range(self.tree.columnCount())
            if c not in players and c != self._how_column
        )

    def _share_player_columns(self) -> None:
        """The dock's Hollywood columns: each game gets a third of the room; within it a
        short name ("Sinä", "Du") takes just its width and the other name the rest (a
        score's room at least), where halving the room shortened both ("Si…", "Ti…") at
        any dock width."""
        header = self.tree.header()
        first = self.first_player_column
        # (the how column is hidden in the dock: 0 wide)
        per_game = max(0, self.tree.viewport().width() - self._other_columns()) // GAMES
        fm, pad = self._head_metrics()
        least = fm.horizontalAdvance("888") + pad  # a game's score, in bold
        needs = [
            max(least, fm.horizontalAdvance(self._player_labels.get(first + p, "")) + pad)
            for p in (0, 1)
        ]
        # Where the room allows, both columns wide enough to write each hand's points
        # beside the total ("+22 56"): "Du", a short head, was given just its width and
        # showed the totals alone beside the computer's "+3 3" (play-test h122).
        # The whole names where they fit beside the points, else the short forms.
        shorts = self.short_names()
        names = [self._player_labels.get(first + p, "") for p in (0, 1)]
        points = self.points_width()
        for forms in (names, [shorts.get(n, n) for n in names]):
            wants = [max(points, fm.horizontalAdvance(n) + pad) for n in forms]
            if sum(wants) <= per_game:
                needs = wants
                break
        widths = share_pair(per_game, needs[0], needs[1], least)
        for g in range(GAMES):
            for p in (0, 1):
                col = first + 2 * g + p
                if header.sectionSize(col) != widths[p]:
                    header.resizeSection(col, widths[p])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit.start()
            scrolling = self.tree.verticalScrollBar().isVisibleTo(self.tree)
            if scrolling != self._scrolling:
                self._scrolling = scrolling
                self.heads_width_changed.emit()
        return super().eventFilter(watched, event)

    def points_width(self) -> int:
        """The least width of a player's column that writes a hand's points beside the
        total ("+88 888", as points_rects places them)."""
        self.tree.ensurePolished()
        small, bold = point_fonts(self.tree.font())
        gap = QFontMetrics(small).horizontalAdvance(" ") * 2
        need = 6 + QFontMetrics(small).horizontalAdvance("+88") + gap
        return max(56, need + QFontMetrics(bold).horizontalAdvance("888") + 8)

    def roomy_width(self) -> int:
        """The dock's Hollywood sheet: the width at which every player's column also
        writes each hand's points beside the total (:meth:`points_width`)."""
        return self.heads_width(self.points_width())

    def heads_width(self, least: int | None = None) -> int:
        """The dock's Hollywood sheet: the width at which every player's head shows a
        name whole, the shorter of the whole and the short form (fi "Kone", nb "Maskin"),
        beside a game's score (``least`` for each column, if given), as
        :meth:`_share_player_columns` shares the room; the hands' scroll bar's width too
        while a long match shows it (nb read "Mas…")."""
        fm, pad = self._head_metrics()
        if least is None:
            least = fm.horizontalAdvance("888") + pad
        shorts = self.short_names()
        per_game = sum(
            max(least, min(fm.horizontalAdvance(n), fm.horizontalAdvance(shorts.get(n, n))) + pad)
            for n in self.player_names()
        )
        layout = self.layout()
        sides = 0 if layout is None else layout.contentsMargins().left() * 2
        scroll = 0
        if self.tree.verticalScrollBar().isVisibleTo(self.tree):
            style = self.tree.style()
            scroll = style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self.tree)
        others = self._other_columns() + 2 * self.tree.frameWidth() + scroll + sides
        return GAMES * per_game + others

    def _narrow_player_columns(self) -> None:
        header = self.tree.header()
        first, count = self.first_player_column, self.player_columns
        players = range(first, first + count)
        others = self._other_columns()
        how = round(HOW_ROOM * self._scale)
        room = (self.tree.viewport().width() - others - how) // count
        width = max(round(56 * self._scale), min(round(92 * self._scale), room))
        for col in players:
            if header.sectionSize(col) != width:
                header.resizeSection(col, width)

    def _elide_player_labels(self) -> None:
        """Each player's column head as it fits its width: the name shortened with
        "…" ("Kari Nordm…"), the whole in its tooltip."""
        header = self.tree.header()
        item = self.tree.headerItem()
        # The heads are drawn bold (the style sheet), in the header's own size.
        fm, pad = self._head_metrics()
        shown = {c: f for c, f in self._player_labels.items() if c < self.tree.columnCount()}
        # A name is shortened alike in each of Hollywood's games (the narrowest column
        # decides): "Sinä" over game 1 and "Si…" over games 2 and 3 read as two players.
        rooms: dict[str, int] = {}
        for col, full in shown.items():
            room = header.sectionSize(col) - pad
            rooms[full] = min(rooms.get(full, room), room)
        for col, full in shown.items():
            room = rooms[full]
            text = full
            if room > 0 and fm.horizontalAdvance(full) > room:
                # The short form where it fits whole ("Kone"); else the whole name cut,
                # whose start ("Ti…") still points at the name on the totals above.
                short = self._short_labels.get(full, full)
                if fm.horizontalAdvance(short) <= room:
                    text = short
                else:
                    short = full
                    text = fm.elidedText(full, Qt.TextElideMode.ElideRight, room)
                if len(text.rstrip("…")) < 2:
                    text = short[:2]  # "Ma" says more than "M…" in the narrow dock
            if item.text(col) != text:
                item.setText(col, text)
            if text != full and not item.toolTip(col):
                item.setToolTip(col, full)

    def wanted_width(self) -> int:
        """The view's width at which every column has its contents' room and how each
        hand ended has HOW_ROOM: no column shortened, no sideways scrolling."""
        tree, header = self.tree, self.tree.header()
        tree.ensurePolished()
        columns = 0
        for col in range(tree.columnCount()):
            if tree.isColumnHidden(col):
                continue
            if col == self._how_column:
                need = max(round(HOW_ROOM * self._scale), tree.sizeHintForColumn(col))
            elif self.first_player_column <= col < self.first_player_column + self.player_columns:
                need = self._player_width  # as asked, before any narrowing
            else:  # sized to their contents (_setup_columns)
                need = max(header.sectionSizeHint(col), tree.sizeHintForColumn(col))
            columns += need
        scroll = tree.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, tree)
        layout = self.layout()
        sides = 0 if layout is None else layout.contentsMargins().left() * 2
        return columns + 2 * tree.frameWidth() + scroll + sides

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit.start()  # once the tree has its new width

    @property
    def _how_column(self) -> int:
        return self._columns().index("how")

    @property
    def first_player_column(self) -> int:
        # The players' columns follow the hand's own (the same with Hollywood's games).
        return 2 if self.compact else 4

    def sheet(self) -> Sheet | None:
        return self._sheet

    def set_sheet(self, sheet: Sheet | None) -> None:
        expanded = self._expanded_hands()
        self._sheet = sheet
        hollywood = bool(sheet is not None and sheet.games)
        duplicate = sheet is not None and sheet.duplicate is not None
        if hollywood != self._hollywood or duplicate != self._duplicate:
            self.tree.clear()
            self._hollywood = hollywood
            self._duplicate = duplicate
            self._setup_columns()
        self.scores_host.setVisible(not hollywood)
        self.games_host.setVisible(hollywood)
        self.game_band.setVisible(hollywood)
        self.retranslate_ui()
        self._fit.start()  # the hand's columns may have changed width
        if not self.compact:
            for i in range(self.tree.topLevelItemCount()):
                item = self.tree.topLevelItem(i)
                if item is not None and item.data(0, NUMBER_ROLE) in expanded:
                    item.setExpanded(True)

    def _expanded_hands(self) -> set[int]:
        out = set()
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.isExpanded():
                out.add(item.data(0, NUMBER_ROLE))
        return out

    # -------------------------------------------------------------- filling
    def player_names(self) -> tuple[str, str]:
        """The names the sheet writes for the two seats (a subclass may give its own)."""
        return (player_name(0), player_name(1))

    def short_names(self) -> dict[str, str]:
        """A shorter name for a seat's whole name, tried in a narrow column before the
        name is cut with "…" (none for names a subclass gives)."""
        return {player_name(p): player_short_name(p) for p in (0, 1)}

    def retranslate_ui(self) -> None:
        names = self.player_names()
        deadwood = Scoresheet.tr("Deadwood: %1 / %2", "the players in seat order")
        if self._hollywood and not self.compact:
            # Beside Hollywood's six columns the deadwood head takes two lines (its
            # name over the players'): on one it was as wide as two players' columns.
            # The break is the last space before the names, wherever the translation
            # puts them ("Deadwood:" over "You / Computer").
            at = deadwood.rfind(" ", 0, max(0, deadwood.find("%1")))
            if at > 0:
                deadwood = deadwood[:at] + "\n" + deadwood[at + 1 :]
        labels = {
            "number": Scoresheet.tr("#", "hand number column"),
            "dealer": Scoresheet.tr("Dealer"),
            "how": Scoresheet.tr("How"),
            "deadwood": deadwood.replace("%1", names[0]).replace("%2", names[1]),
            "p0": names[0],
            "p1": names[1],
            "code": Scoresheet.tr("Deal code"),
            "dup": Scoresheet.tr("Duplicate"),
        }
        header_item = self.tree.headerItem()
        for g in range(GAMES):
            for p in (0, 1):
                # The game's name is on the band above; each head is the player's name,
                # shortened with "…" to its column: a dock made wider shows more of it.
                labels[f"g{g}p{p}"] = names[p]
        self.game_band.set_games(
            [self.player_column(0, g) for g in range(GAMES)],
            [doc.game_title(g + 1) for g in range(GAMES)],
        )
        self.tree.setHeaderLabels([labels[c] for c in self._columns()])
        # The players' columns have a set width: a name too long for it is shortened
        # with "…", where the header cut it from the left.
        columns = self._columns()
        first = self.first_player_column
        self._player_labels = {
            col: labels[columns[col]] for col in range(first, first + self.player_columns)
        }
        self._short_labels = self.short_names()
        # Shared out again for the new names: in another language the columns kept the
        # last one's widths until the hand ended (en "You" 35 px: fi "Si…").
        self._fit_player_columns()
        dup_col = self.extra_column("dup")
        if dup_col is not None:
            header_item.setTextAlignment(
                dup_col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        for col in range(self.first_player_column, self.first_player_column + self.player_columns):
            header_item.setTextAlignment(
                col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
            if self._hollywood:
                g, p = divmod(col - self.first_player_column, 2)
                header_item.setToolTip(
                    col,
                    Scoresheet.tr("%1: %2", "Hollywood's game: player")
                    .replace("%1", doc.game_title(g + 1))
                    .replace("%2", names[p]),
                )
        for p, head in enumerate(self.game_players):
            head.setText(names[p])
        self.tree.headerItem().setToolTip(0, Scoresheet.tr("Hand number"))
        self._fill()

    def _fill(self) -> None:
        self.tree.clear()
        sheet = self._sheet
        names = self.player_names()
        worth = sheet.rules.box_bonus if sheet is not None else 0
        for w, p in zip(self.scores, (0, 1), strict=True):
            w.set_values(
                sheet.totals[p] if sheet else 0, sheet.boxes[p] if sheet else 0, names[p], worth
            )
        if sheet is not None:
            for game, pair, label in zip(
                sheet.games, self.game_scores, self.game_labels, strict=False
            ):
                winner = None if game.result is None else game.result.winner
                # Both cells say who won, under their own line: the ring alone shows it.
                status = "" if winner is None else doc.game_status(game, names)
                for p, cell in enumerate(pair):
                    won = None if winner is None else p == winner
                    totals, boxes, opened = game.totals[p], game.boxes[p], game.opened[p]
                    cell.set_values(names[p], totals, boxes, opened, won, status, worth)
                # Not marked when over: its winner's total is ringed (a check mark by the
                # name sat next to the person's total and read as theirs: play-test h106).
                label.setText(doc.game_title(game.number))
                label.setToolTip(doc.game_status(game, names))
        if sheet is None:
            self.rules_label.setText("")
            self.rules_label.setToolTip("")
            self.status_label.setText(Scoresheet.tr("No game yet."))
            self.duplicate_label.hide()
            return
        # House rules written out under their name: the sheet said only "House rules".
        # In the narrow dock they would take five lines from the hands: its tooltip.
        house = doc.house_rules_text(sheet.rules)
        summary = doc.rules_summary(sheet)
        if self.compact:
            self.rules_label.setText(summary)
            self.rules_label.setToolTip(house)  # and the full view writes them out
        else:
            self.rules_label.setText(summary + ("\n" + house if house else ""))
            self.rules_label.setToolTip("")
        self.status_label.setText(doc.status_text(sheet))
        self.duplicate_label.setVisible(sheet.duplicate is not None)
        if sheet.duplicate is not None:
            self.duplicate_label.setText(doc.duplicate_status_text(sheet.duplicate))
            level = sheet.duplicate.reference_level
            self.duplicate_label.setToolTip(duplicate_explained(level))
        for row in sheet.rows:
            item = self._hand_item(row)
            self.tree.addTopLevelItem(item)
            if self.compact and doc.written_nowhere(row):
                item.setFirstColumnSpanned(True)  # (only once it is in the tree)
        if sheet.hand_in_play is not None:
            item = self._item("playing")
            item.setText(0, doc.num(sheet.hand_in_play))
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setData(self._how_column, LABEL_ROLE, (Scoresheet.tr("being played…"), False))
            if not self.compact and sheet.dealer_in_play is not None:
                item.setText(1, names[sheet.dealer_in_play])
            item.setToolTip(self._how_column, doc.status_text(sheet))
            self.tree.addTopLevelItem(item)
        # The narrow dock keeps Hollywood's tallies to its head and the full view.
        tallies = not (self.compact and sheet.games)
        for game in sheet.games if tallies else ():
            if game.final:
                title = Scoresheet.tr("%1: final tally", "game").replace(
                    "%1", doc.game_title(game.number)
                )
                self._add_final(title, game.final, sheet, game.number - 1)
        if sheet.final and tallies:
            title = Scoresheet.tr("Match result") if sheet.games else Scoresheet.tr("Final tally")
            self._add_final(title, sheet.final, sheet, None)
        if self.compact:
            self.tree.scrollToBottom()

    def _add_final(
        self, title: str, final: tuple[FinalRow, ...], sheet: Sheet, game: int | None
    ) -> None:
        """A tally block: its heading, then a row per line with the cells in ``game``'s
        columns (None: the match's result, each line in its game's, see doc.result_game;
        a single game has one pair of columns)."""
        heading = self._item("heading")
        heading.setData(0, LABEL_ROLE, (title, True))
        bold = heading.font(self._how_column)
        bold.setBold(True)
        self.tree.addTopLevelItem(heading)
        for f in final:
            kind = "total" if f.code is LineCode.FINAL_TOTAL else "final"
            strong = f.code in (
                LineCode.FINAL_TOTAL, LineCode.FINAL_DIFFERENCE, LineCode.MATCH_DIFFERENCE
            )  # fmt: skip
            item = self._item(kind)
            item.setData(0, LABEL_ROLE, (doc.final_label(f, sheet, short=self.compact), strong))
            for col in range(self.first_player_column):
                item.setToolTip(col, doc.final_label(f, sheet))
            at = game if game is not None else doc.result_game(f, max(1, len(sheet.games)))
            for p in (0, 1):
                col = self.player_column(p, at)
                # Hollywood's narrow columns have no room for "7 × 25 = 175".
                long = not self.compact and not self._hollywood
                item.setText(col, doc.final_cell(f, p, long=long))
                item.setToolTip(col, doc.final_cell(f, p, long=True))
                item.setTextAlignment(
                    col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                )
                item.setForeground(col, INK)
                if strong:
                    item.setFont(col, bold)
            self.tree.addTopLevelItem(item)

    def _item(self, kind: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem()
        for col in range(self.tree.columnCount()):
            item.setData(col, KIND_ROLE, kind)
            item.setData(col, POINTS_ROLE, ())
            item.setData(col, NUMBER_ROLE, 0)
            item.setData(col, LABEL_ROLE, ())
        return item

    def _hand_item(self, row: SheetRow) -> QTreeWidgetItem:
        item = self._item("hand")
        item.setData(0, NUMBER_ROLE, row.number)
        item.setText(0, doc.num(row.number))
        item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setText(self._how_column, doc.how_text(row))
        if row.winner is None:
            item.setForeground(self._how_column, self._pencil)
        if doc.written_nowhere(row):
            # Its points went into no game: said where they would stand, in pencil
            # (the row was blank beside the table, play-test h145). In the full view
            # after how the hand ended; beside the table, across the games' columns.
            if self.compact:
                said = doc.nowhere_text(row, self.player_names()[row.winner or 0])
                item.setText(0, f"{doc.num(row.number)}   {said}")
                item.setTextAlignment(0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                item.setForeground(0, self._pencil)
            else:
                item.setText(self._how_column, f"{doc.how_text(row)} · {doc.nowhere_short(row)}")
        if row.games:
            for g, cell in enumerate(row.games):
                for p in (0, 1):
                    points = row.points_in_game(g, p)
                    if points is not None:
                        col = self.player_column(p, g)
                        item.setData(col, POINTS_ROLE, (points, cell.totals_after[p]))
                        item.setText(col, doc.num(cell.totals_after[p]))
        else:
            for p in (0, 1):
                points = row.points_for(p)
                if points is not None:
                    item.setData(
                        self.first_player_column + p, POINTS_ROLE, (points, row.totals_after[p])
                    )
                    item.setText(self.first_player_column + p, doc.num(row.totals_after[p]))
        if not self.compact:
            item.setText(1, self.player_names()[row.dealer])
            if row.knocker is not None:
                # In seat order, as the players' columns beside it (and as its heading).
                by_seat = doc.seat_deadwood(row)
                item.setText(
                    3,
                    Scoresheet.tr("%1 / %2", "deadwood: yours / the computer's")
                    .replace("%1", doc.num(by_seat[0]))
                    .replace("%2", doc.num(by_seat[1])),
                )
            item.setToolTip(3, doc.deadwood_text(row))
            for line in row.lines:
                child = self._item("line")
                child.setText(self._how_column, doc.line_row_text(line))
                child.setForeground(self._how_column, self._pencil)
                if line.player in (0, 1):
                    # Hollywood: under every game the hand's points were written in (the
                    # same points in each), where only game 1's column had them; a hand
                    # written in no game has its lines' words alone.
                    games = [g for g, c in enumerate(row.games) if c.written]
                    for g in games if row.games else [0]:
                        col = self.player_column(line.player, g)
                        child.setText(col, doc.num(line.points))
                        child.setForeground(col, self._pencil)
                        child.setTextAlignment(
                            col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                        )
                item.addChild(child)
        tip = doc.row_tooltip(row)
        dup = self._sheet.duplicate if self._sheet is not None else None
        dcell = dup.cell(row.number) if dup is not None else None
        if dup is not None:
            # The dock has no duplicate column: the row's tooltip tells it there.
            # Its first line in bold as the row's own is: a block of its own, the
            # duplicate deal's, under the hand's.
            head, *rest = doc.duplicate_cell_lines(dcell, dup.reference_level, row)
            tip += f"<br><b>{html.escape(head)}</b>"
            tip += "".join("<br>" + html.escape(line) for line in rest)
        for col in range(self.tree.columnCount()):
            if col != 3 or self.compact:
                item.setToolTip(col, tip)
        code_col, dup_col = self.extra_column("code"), self.extra_column("dup")
        if code_col is not None:
            item.setText(code_col, row.deal_code)
            item.setForeground(code_col, self._pencil)
        if dup_col is not None and dup is not None:
            item.setText(dup_col, doc.duplicate_cell_text(dcell))
            item.setForeground(dup_col, INK)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            item.setTextAlignment(dup_col, right)
            item.setToolTip(dup_col, doc.duplicate_cell_tooltip(dcell, dup.reference_level, row))
        return item

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)

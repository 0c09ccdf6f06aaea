"""The statistics dialog: matches and hands won per AI level, streaks, best match; reset.

Wiring: ``StatisticsDialog(autosaver.history, window).open()``. Passing only the window
(``StatisticsDialog(window)``) also works: the history is then taken from
``window.autosaver.history`` or, failing that, opened from the data folder.
Its "Game history…" button opens the :class:`HistoryDialog`, whose ``replay_requested``,
``replay_with_dealer`` and ``review_requested`` it passes on as its own signals.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app.history_reads import HistoryReads, Read
from ...app.settings import HIGH_CONTRAST, Settings
from ...persistence import HistoryDB, HistoryError, LevelStats, Statistics, compute_statistics
from ...persistence.chart_data import LevelCharts, level_charts
from ...persistence.duplicate_history import (
    DuplicateAverage,
    DuplicateSeries,
    duplicate_averages,
    duplicate_series,
)
from ...persistence.pad_history import pad_game_count
from ..charts.duplicate import DuplicatePanel
from ..charts.level_panel import LevelChartsPanel
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.panel_style import font_size_rule
from ..common.question import ask
from ..common.screen_room import FRAME_HEIGHT, fit_to_screen, roomy_size, screen_room
from ..common.texts import LEVEL_NAMES, decimal_text, level_name, reading_history_text
from ..scorepad.games import PadGameHooks
from ..scoresheet.paint import DARK, INK, PAPER, PENCIL, RULE
from .history import HistoryDialog

MIN_COLUMN = 84  # the narrowest a level column gets, in pixels

ROWS = (
    "matches_played",
    "matches_won",
    "win_rate",
    "abandoned_matches",
    "assisted_matches",
    "undo_matches",
    "unassisted_wins",
    "hands_played",
    "hands_won",
    "gins",
    "undercuts",
    "knocks",
    "points_per_hand",
    "best_match",
    "current_streak",
    "longest_streak",
)

# What "assisted" means, on the rows that count it (every other row counts all games).
TIPS = {
    "assisted_matches": QT_TRANSLATE_NOOP(
        "StatisticsDialog",
        "Games played with a training aid switched on or a hint asked for, abandoned ones too",
    ),
    "unassisted_wins": QT_TRANSLATE_NOOP(
        "StatisticsDialog",
        "Games you won with every training aid off, no hint and no move taken back",
    ),
    "abandoned_matches": QT_TRANSLATE_NOOP(
        "StatisticsDialog",
        "Games left unfinished for a new one: they count as played and not won",
    ),
    "undo_matches": QT_TRANSLATE_NOOP("StatisticsDialog", "Games in which you took a move back"),
    "points_per_hand": QT_TRANSLATE_NOOP(
        "StatisticsDialog",
        "The points you won, over every hand played: a hand you lost counts as 0",
    ),
}

HEADLINE_PX = 17  # the headline's text at the system's size
PAPER_STYLE = f"#StatisticsDialog {{ background-color: {PAPER}; }}"

STYLE = f"""
QTableWidget {{ background-color: {PAPER}; color: {DARK.name()}; border: none;
    gridline-color: {RULE.name()}; }}
QTableWidget::item {{ border-bottom: 1px solid {RULE.name()}; padding-right: 8px; }}
QHeaderView, QTableCornerButton::section {{ background-color: {PAPER}; border: none; }}
QHeaderView::section {{ background-color: {PAPER}; color: {DARK.name()}; border: none;
    border-bottom: 2px solid {DARK.name()}; padding: 4px 8px; font-weight: bold; }}
QHeaderView::section:vertical {{ border-bottom: 1px solid {RULE.name()};
    border-right: 1.5px solid #e0a1a1; font-weight: normal; text-align: left; }}
"""
# The rows closed up, for a screen too short for the table at its ease (1024x640 with a
# panel): every row still shows its label whole.
COMPACT_STYLE = STYLE + "QHeaderView::section:vertical { padding-top: 1px; padding-bottom: 1px; }\n"


@dataclass
class StatisticsRead(Read):
    """What the dialog shows, as read from the history (in the reads' thread)."""

    stats: Statistics | None = None
    charts: dict[str | None, LevelCharts] = field(default_factory=dict)
    duplicates: list[DuplicateAverage] = field(default_factory=list)
    duplicate_series: list[DuplicateSeries] = field(default_factory=list)
    pad_count: int = 0


def read_statistics(history: HistoryDB) -> StatisticsRead:
    """The figures, the charts' series, the duplicate averages and the score pad games'
    count. A database another program holds is not waited for a second time (each read
    waits its busy timeout)."""
    out = StatisticsRead()
    try:
        out.stats = compute_statistics(history)
        out.charts = level_charts(history)
        out.duplicates = duplicate_averages(history)
        out.duplicate_series = duplicate_series(history)
    except HistoryError as exc:
        out = StatisticsRead.failed(exc)
    if out.held:
        return out
    with contextlib.suppress(HistoryError):  # the figures stay shown without it
        out.pad_count = pad_game_count(history)
    return out


def _history_of(owner: QWidget | None) -> HistoryDB:
    saver = getattr(owner, "autosaver", None)
    history = getattr(saver, "history", None)
    if isinstance(history, HistoryDB):
        return history
    from ...app.autosave import data_dir  # only when nobody handed us the history

    return HistoryDB(data_dir())


class StatisticsDialog(QDialog):
    """Your record against the computer, per level and for all levels together."""

    replay_requested = Signal(int, object)  # from the history: deal number, Rules
    replay_with_dealer = Signal(int, object, int)  # deal number, Rules, dealer
    review_requested = Signal(object)  # HandRow
    knew_requested = Signal(object)  # HandRow: "What the computer knew" from the history
    pad_continue_requested = Signal(str, object)  # a score pad game taken up again

    def __init__(
        self, history: HistoryDB | QWidget | None = None, parent: QWidget | None = None
    ) -> None:
        if isinstance(history, QWidget) and parent is None:
            history, parent = None, history
        super().__init__(parent)
        self.history = history if isinstance(history, HistoryDB) else _history_of(parent)
        self.stats: Statistics | None = None
        self._past: HistoryDialog | None = None
        # The window's, for deleting score pad games in the game history (None: not there).
        self.pad_hooks: PadGameHooks | None = None
        # Called with the past games' dialog once it is made (the window's Quit keys).
        self.opened_history: Callable[[QDialog], None] | None = None
        self.error = ""
        self.held = False  # the last read found the history held by another program
        # Read in a thread of their own: the headline says so until the figures come.
        self.loading = False
        self.reads = HistoryReads(self.history, self)
        self.reads.done.connect(self._read_done)
        self.setObjectName("StatisticsDialog")
        self.setStyleSheet(PAPER_STYLE)
        self.headline = QLabel()
        self._headline_style(1.0)
        self.headline.setWordWrap(True)
        self.note = QLabel()
        self.note.setStyleSheet(f"color: {PENCIL.name()};")
        self.note.setWordWrap(True)
        # Duplicate matches: the average duplicate score per deal for each reference level.
        self.duplicate_note = QLabel()
        self.duplicate_note.setObjectName("DuplicateAverages")
        self.duplicate_note.setStyleSheet(f"color: {INK.name()};")
        self.duplicate_note.setWordWrap(True)
        self.duplicates: list[DuplicateAverage] = []
        self.duplicate_series: list[DuplicateSeries] = []
        # Score pad games (real cards) are not in the statistics: a line says where they are.
        self.pad_note = QLabel()
        self.pad_note.setObjectName("PadGamesNote")
        self.pad_note.setStyleSheet(f"color: {PENCIL.name()};")
        self.pad_note.setWordWrap(True)
        self.pad_count = 0
        self.table = QTableWidget(len(ROWS), 1)
        self.table.setStyleSheet(STYLE)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setShowGrid(False)
        # Each column as wide as its widest text, the spare width shared evenly (see
        # _spread and _share_width).
        self.table.horizontalHeader().setStretchLastSection(False)
        self._natural: list[int] = []  # each column's width for its widest text
        self.table.viewport().installEventFilter(self)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.confirm_reset)
        self.history_button = QPushButton()
        self.history_button.clicked.connect(self.open_history)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.addButton(self.history_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        # Per level, the results over time and how hands were won, as pictures (their
        # numbers a switch away); the summary table stays on the first page.
        self.charts: dict[str | None, LevelCharts] = {}
        self.level_label = QLabel()
        self.level_combo = QComboBox()
        self.level_label.setBuddy(self.level_combo)
        self.level_combo.currentIndexChanged.connect(self._show_level)
        self.level_panel = LevelChartsPanel()
        settings = getattr(parent, "settings", None)
        # High contrast as the settings say when the dialog opens; without settings the
        # charts follow the system's preference (None) and the history is plain.
        high = settings.get(HIGH_CONTRAST) if isinstance(settings, Settings) else None
        self.high_contrast = bool(high)  # for the history it opens
        self.level_panel.set_high_contrast(high)
        # A third page: the duplicate average per reference level over time.
        self.duplicate_panel = DuplicatePanel()
        self.duplicate_panel.set_high_contrast(high)
        charts_page = QWidget()
        box = QVBoxLayout(charts_page)
        box.setContentsMargins(6, 6, 6, 6)
        box.addWidget(self.level_panel, 1)
        # Two pages, the numbers or the pictures, switched by two buttons (a tab bar
        # would bring Qt's own untranslated scroll buttons along).
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table)
        self.pages.addWidget(charts_page)
        self.pages.addWidget(self.duplicate_panel)
        self.pages.currentChanged.connect(self._show_chooser)
        self.summary_button = QPushButton()
        self.charts_button = QPushButton()
        self.duplicate_button = QPushButton()
        self.page_buttons = QButtonGroup(self)
        switch = QHBoxLayout()
        pages = (self.summary_button, self.charts_button, self.duplicate_button)
        for i, button in enumerate(pages):
            button.setCheckable(True)
            button.setAutoDefault(False)
            self.page_buttons.addButton(button, i)
            switch.addWidget(button)
        switch.addStretch(1)
        # The charts' level on the row of the page buttons, at its end, shown with the
        # charts: on a row of its own over them it took the room of a line of the
        # charts, which were cramped at 1024x640.
        switch.addWidget(self.level_label)
        switch.addWidget(self.level_combo)
        self.summary_button.setChecked(True)
        self.page_buttons.idClicked.connect(self.show_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.addWidget(self.headline)
        layout.addWidget(self.note)
        layout.addWidget(self.duplicate_note)
        layout.addWidget(self.pad_note)
        layout.addLayout(switch)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        self._show_chooser()
        self.resize(780, 560)
        self._fitted = False
        self.refresh()

    def set_text_scale(self, scale: float) -> None:
        """Text ``scale`` times the system's size, the headline's too (a big screen's:
        panel_style.screen_text_scale); the table is filled again in it. In the
        dialog's style sheet: a font set on the dialog does not reach past a sheet."""
        self.setStyleSheet(PAPER_STYLE + f" QWidget {{{font_size_rule(scale)} }}")
        self._headline_style(scale)
        self.table.ensurePolished()  # its font, for the bold column's items
        self.retranslate_ui()

    def _headline_style(self, scale: float) -> None:
        size = round(HEADLINE_PX * scale)
        self.headline.setStyleSheet(f"color: {INK.name()}; font-size: {size}px; font-weight: bold;")

    # ------------------------------------------------------------ data
    def refresh(self) -> None:
        """Read the history again, off the GUI thread: until it comes the figures shown
        stay and the headline says that it is being read."""
        self.loading = True
        self.reads.read(read_statistics, StatisticsRead.failed)
        if self.loading:
            self.retranslate_ui()

    def _read_done(self, read: StatisticsRead) -> None:
        self.loading = False
        self.stats, self.charts = read.stats, read.charts
        self.error, self.held = read.error, read.held
        self.duplicates, self.duplicate_series = read.duplicates, read.duplicate_series
        self.pad_count = read.pad_count
        self.duplicate_panel.set_series(self.duplicate_series)
        self.retranslate_ui()
        self._show_level()

    def show_page(self, index: int) -> None:
        """0: the summary table, 1: the chosen level's charts, 2: the duplicate average."""
        self.pages.setCurrentIndex(index)
        button = self.page_buttons.button(index)
        if button is not None and not button.isChecked():
            button.setChecked(True)

    def _show_chooser(self, *_: object) -> None:
        on_charts = self.pages.currentIndex() == 1
        self.level_label.setVisible(on_charts)
        self.level_combo.setVisible(on_charts)

    def chosen_level(self) -> str | None:
        data = self.level_combo.currentData()
        return data if isinstance(data, str) else None

    def _show_level(self) -> None:
        self.level_panel.set_charts(self.charts.get(self.chosen_level()))

    def _fill_levels(self, columns: list[str | None]) -> None:
        """The chooser lists the same levels as the table's columns, the choice kept."""
        chosen = self.chosen_level()
        self.level_combo.blockSignals(True)
        try:
            self.level_combo.clear()
            for level in columns:
                name = self.tr("All levels") if level is None else level_name(level)
                self.level_combo.addItem(name, level)
            index = self.level_combo.findData(chosen) if chosen is not None else 0
            self.level_combo.setCurrentIndex(max(index, 0))
        finally:
            self.level_combo.blockSignals(False)

    def columns(self) -> list[str | None]:
        """None (all levels) first, then the known levels, then any others played."""
        played = set(self.stats.levels) if self.stats else set()
        known = list(LEVEL_NAMES)
        return [None, *known, *sorted(played - set(known))]

    def _cell(self, row: str, s: LevelStats) -> str:
        loc = QLocale()
        if row == "win_rate":
            rate = s.win_rate
            return (
                "—"
                if rate is None
                else self.tr("%1%", "percentage").replace("%1", loc.toString(rate * 100, "f", 0))
            )
        if row == "points_per_hand":
            avg = s.points_per_hand
            return "—" if avg is None else decimal_text(avg)
        if row == "best_match":
            best = s.best_match
            return "—" if best is None else "+" + loc.toString(best.difference)
        if row == "current_streak":
            n = s.current_streak
            if n == 0:
                return "—"
            if n > 0:
                return self.tr("%n win(s)", "", n)
            return self.tr("%n loss(es)", "", -n)
        if row == "longest_streak":
            return self.tr("%n win(s)", "", s.longest_streak) if s.longest_streak else "—"
        value = getattr(s, row)
        return loc.toString(int(value))

    def open_history(self) -> HistoryDialog:
        """The past games and hands; a replay asked for there closes this dialog too."""
        if self._past is None:
            # Kept, not deleted on close: a child deleted later while its parent goes
            # away at the same time is what crashed here.
            dialog = HistoryDialog(
                self.history, self, pad_hooks=self.pad_hooks, high_contrast=self.high_contrast
            )
            dialog.replay_requested.connect(self.replay_requested)
            dialog.replay_with_dealer.connect(self.replay_with_dealer)
            dialog.review_requested.connect(self.review_requested)
            dialog.knew_requested.connect(self.knew_requested)
            # Passed on; both make way once the pad is taken up (make_way).
            dialog.pad_continue_requested.connect(self.pad_continue_requested)
            dialog.pad_deleted.connect(self._pad_deleted)
            self._past = dialog  # a new one reads as it is made
            if self.opened_history is not None:
                self.opened_history(dialog)
        else:
            self._past.refresh()  # the games since it was last open (review: a new
            # one read the whole history twice, the first read thrown away)
        self._past.open()
        return self._past

    def _pad_deleted(self, _pad_id: str) -> None:
        """A score pad game deleted in the game history: the line under the figures is
        read again (it went on counting it: play-test h146). The count leaves out a
        deletion still waiting for the history's writer (pad_history.pad_game_count),
        and a read already under way when it was deleted does not count it either."""
        self.refresh()

    def make_way(self) -> None:
        """What was chosen in the past games is under way (a deal dealt again, a pad
        game taken up): they and this dialog close. Until then both stay: "Keep playing"
        at the question closed both, the hand chosen lost (play-test h104)."""
        if self._past is not None:
            self._past.make_way()
        self.accept()

    # ------------------------------------------------------------ reset
    def _ask_reset(self) -> bool:
        """Asked first, Cancel the default. The button says what the title says (Qt's
        own "Reset" read "Tilbakestill" under "Nullstill statistikken", and the text
        spoke of matches where the figures count games: play-test h153)."""
        return ask(
            self,
            self.tr("Reset statistics"),
            self.tr(
                "Forget every recorded hand and game? Your statistics start again from zero. "
                "This cannot be undone."
            ),
            yes=self.tr("Reset statistics"),
            no=self.tr("Cancel"),
            yes_role=QMessageBox.ButtonRole.DestructiveRole,
            icon=QMessageBox.Icon.Warning,
        )

    def confirm_reset(self) -> bool:
        if not self._ask_reset():
            return False
        try:
            self.history.reset()
        except HistoryError as exc:
            self.error = str(exc)
            self.retranslate_ui()
            return False
        self.refresh()
        return True

    # ------------------------------------------------------------ language
    def _row_labels(self) -> dict[str, str]:
        return {
            "matches_played": self.tr("Games played"),
            "matches_won": self.tr("Games won"),
            "win_rate": self.tr("Win rate"),
            "abandoned_matches": self.tr("Games abandoned"),
            "assisted_matches": self.tr("Assisted games"),
            "undo_matches": self.tr("Games with a move taken back"),
            "unassisted_wins": self.tr("Games won without aids"),
            "hands_played": self.tr("Hands played"),
            "hands_won": self.tr("Hands won"),
            "gins": self.tr("Won by gin"),
            "undercuts": self.tr("Won by undercut"),
            "knocks": self.tr("Won by knocking"),
            "points_per_hand": self.tr("Points won per hand (average)"),
            "best_match": self.tr("Best game (margin)"),
            "current_streak": self.tr("Current streak"),
            "longest_streak": self.tr("Longest winning streak"),
        }

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("&Reset statistics…"))
        # Named as the window it opens (it was "Past hands…": play-test 9).
        self.history_button.setText(self.tr("&Game history…"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        labels = self._row_labels()
        self.table.setVerticalHeaderLabels([labels[r] for r in ROWS])
        for row, key in enumerate(ROWS):
            header = self.table.verticalHeaderItem(row)
            if key in TIPS and header is not None:
                header.setToolTip(self.tr(TIPS[key]))
        self.summary_button.setText(self.tr("&Summary"))
        self.charts_button.setText(self.tr("&Charts"))
        self.duplicate_button.setText(self.tr("&Duplicate over time"))
        self.level_label.setText(self.tr("&Level:"))
        columns = self.columns()
        self._fill_levels(columns)
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels(
            [self.tr("All levels") if c is None else level_name(c) for c in columns]
        )
        stats = self.stats
        empty = LevelStats(level=None)
        # The row heights held while the cells are set: in a table on the screen each cell
        # set had every row measured again (some 100 ms for the 96 cells).
        row_heights = self.table.verticalHeader()
        mode = row_heights.sectionResizeMode(0)
        row_heights.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for col, level in enumerate(columns):
            s = (
                empty
                if stats is None
                else stats.overall
                if level is None
                else stats.levels.get(level, LevelStats(level=level))
            )
            for row, key in enumerate(ROWS):
                item = QTableWidgetItem(self._cell(key, s))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if key == "best_match" and s.best_match is not None:
                    best = s.best_match
                    item.setToolTip(
                        self.tr("Won %1 to %2 on %3")
                        .replace("%1", QLocale().toString(best.final[0]))
                        .replace("%2", QLocale().toString(best.final[1]))
                        .replace("%3", _date(best.finished_at))
                    )
                if key in TIPS:
                    item.setToolTip(self.tr(TIPS[key]))
                if level is None:
                    font = self.table.font()  # its size too (set_text_scale)
                    font.setBold(True)
                    item.setFont(font)
                    item.setForeground(INK)
                self.table.setItem(row, col, item)
        row_heights.setSectionResizeMode(mode)  # measured once, all cells in
        self._spread()
        overall = stats.overall if stats else empty
        if self.loading:
            self.headline.setText(reading_history_text())
            self.note.setText("")
        elif self.error:
            self.headline.setText(self.tr("Your statistics could not be read."))
            self.note.setText(
                self.tr(
                    "The history is in use by another program, perhaps another copy of the "
                    "game. Open the statistics again in a moment."
                )
                if self.held
                else self.error
            )
        elif overall.matches_played == 0:
            self.headline.setText(self.tr("No finished games yet."))
            self.note.setText(self.tr("Finish a game against the computer to start your record."))
        else:
            self.headline.setText(
                self.tr("You have won %1 of %n game(s).", "", overall.matches_played).replace(
                    "%1", QLocale().toString(overall.matches_won)
                )
            )
            self.note.setText(
                self.tr("Hands count from every game, finished or not; games only when finished.")
            )
            if overall.abandoned_matches:
                self.note.setText(
                    self.tr(
                        "Hands count from every game, finished or not; games when finished "
                        "or abandoned (an abandoned game is not won)."
                    )
                )
        self.reset_button.setEnabled(
            not self.loading and (overall.hands_played > 0 or overall.matches_played > 0)
        )
        self.duplicate_note.setText(self.duplicate_text())
        self.duplicate_note.setVisible(bool(self.duplicates))
        self.pad_note.setText(
            self.tr(
                "%n game(s) kept on the score pad, played with real cards, are not counted "
                "here: Game history lists them.",
                "",
                self.pad_count,
            )
        )
        self.pad_note.setVisible(self.pad_count > 0)

    def duplicate_text(self) -> str:
        """A line per reference level: the average over all its deals and the latest."""

        def avg(value: float) -> str:
            return decimal_text(value, signed=True)

        lines = []
        for d in self.duplicates:
            line = (
                self.tr("Duplicate against %1: %2 points a deal over %n deal(s)", "", d.deals)
                .replace("%1", level_name(d.level))
                .replace("%2", avg(d.average))
            )
            if d.recent_deals < d.deals:
                latest = self.tr("the latest %n: %1 points a deal", "", d.recent_deals)
                line += " · " + latest.replace("%1", avg(d.recent_average))
            lines.append(line)
        return "\n".join(lines)

    def _spread(self) -> None:
        """Every level column at least as wide as its name ("Viderekommen" is long) and
        its numbers, and the spare width shared out evenly (:meth:`_share_width`): a
        long name widens its own column, not all of them."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setMinimumSectionSize(MIN_COLUMN)
        self.table.resizeColumnsToContents()
        self._natural = [
            max(MIN_COLUMN, header.sectionSize(i)) for i in range(self.table.columnCount())
        ]
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Room for all of it without a scroll bar: the dialog grows if it must.
        labels = self.table.verticalHeader().sizeHint().width()
        # A vertical scroll bar may be needed too when the dialog is short.
        frame = 2 * self.table.frameWidth() + 2 + self.table.verticalScrollBar().sizeHint().width()
        self.table.setMinimumWidth(labels + sum(self._natural) + frame)
        self._share_width()

    def _share_width(self) -> None:
        """Fill the table's width: each column its natural width, plus an even share
        of what is left over (the first columns take the odd pixels)."""
        if not self._natural:
            return
        header = self.table.horizontalHeader()
        spare = max(0, self.table.viewport().width() - sum(self._natural))
        share, odd = divmod(spare, len(self._natural))
        for i, width in enumerate(self._natural):
            header.resizeSection(i, width + share + (1 if i < odd else 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._share_width()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self._fit_rows()

    def _fit_rows(self) -> None:
        """Tall enough for every row without a scroll bar, where the screen allows: on
        a short screen (1024x640) the rows close up as far as it needs and their labels
        allow, and where even that is too tall the dialog fits the screen with whole
        rows in sight (the table scrolls a row at a time: no row is cut in half)."""
        room = screen_room(self)
        limit = room.height() - FRAME_HEIGHT if room is not None else None
        wanted = self._height_for_rows()
        if limit is None or wanted <= limit:
            # Larger where the screen has room (half its width, most of its height):
            # at 1920x1080 it opened at some 980x700 and its charts scrolled.
            roomy = roomy_size(self)
            fit_to_screen(
                self,
                max(self.width(), roomy.width()),
                max(self.height(), wanted, roomy.height()),
            )
            return
        rows = self.table.verticalHeader()
        around = wanted - rows.length()  # the dialog less its rows
        self.table.setStyleSheet(COMPACT_STYLE)
        rows.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        least = max(1, rows.sectionSize(0))  # as close as the labels allow
        row = max(least, (limit - around) // rows.count())
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(row)
        for i in range(rows.count()):
            rows.resizeSection(i, row)
        whole = min(rows.count(), (limit - around) // row)
        self.resize(self.width(), around + whole * row)

    def _height_for_rows(self) -> int:
        """The dialog's height at which the table shows all its rows."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the table's height at the dialog's present size
        table = self.table
        rows = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height()
        return self.height() + rows + 2 * table.frameWidth() + 2 - table.height()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)


def _date(iso: str) -> str:
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)

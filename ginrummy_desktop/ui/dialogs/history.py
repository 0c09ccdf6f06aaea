"""The history dialog: past games and their hands, a hand's details, and replaying a deal.

Wiring (main window)::

    dialog = HistoryDialog(autosaver.history, window)
    dialog.replay_with_dealer.connect(
        lambda number, rules, dealer: controller.load_match(
            Match(rules, seed=number, first_dealer=dealer, deal_numbers=[number]),
            controller.level))
    dialog.open()

``replay_requested(deal_number, rules)`` asks for a new match whose first hand is
dealt from that number, under the rules it was played with; the dialog closes.
``replay_with_dealer`` says the same with the hand's dealer: with it each player gets
the very cards they had (the deal gives the first card to the non-dealer).
"Play it from the other seat" emits ``replay_with_dealer`` with the other dealer: the
same deck dealt so that the person gets the computer's cards and the computer the
person's, from the same stock (``DealKey.other_seat``); ``replay_requested`` is not
emitted for it, as it says nothing of the dealer. Each hand shows its deal code.
``review_requested(HandRow)`` asks to step through a recorded hand, e.g.::

    dialog.review_requested.connect(lambda hand: HandReviewDialog(
        window, rules=hand.rules, dealer=hand.dealer, deal_number=hand.deal_number,
        actions=hand.parsed_actions()).open())
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFontDatabase, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app.history_reads import HistoryReads, Read
from ...model import LineCode, Outcome, ScoreLine
from ...model.dealcode import deal_code
from ...persistence import HandRow, HistoryDB, HistoryError, MatchRow
from ...persistence.duplicate_history import DuplicateRow, duplicate_rows
from ...persistence.pad_history import PadGameRow, pad_games
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.screen_room import fit_to_screen
from ..common.texts import (
    LEVEL_NAMES,
    integer_text,
    level_name,
    line_text,
    outcome_text,
    player_name,
    preset_name,
    reading_history_text,
)
from ..scorepad.games import PadGameHooks, PadGamesList
from ..scoresheet.paint import DARK, INK, PAPER, PENCIL, RULE

# Every item carries KEY_ROLE (0 on game rows): see the note in scoresheet/paint.py.
KEY_ROLE = Qt.ItemDataRole.UserRole
COLUMNS = 7  # played, rules, level, winner, how, points, deal code
CODE_COLUMN = 6
# What a row is sorted by where its text would sort wrong: a game's age and your margin,
# a hand's number.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1

# Which games the list shows (the choice above it), and what each keeps.
SHOWN = {
    "all": QT_TRANSLATE_NOOP("HistoryDialog", "All games"),
    "won": QT_TRANSLATE_NOOP("HistoryDialog", "Games you won"),
    "lost": QT_TRANSLATE_NOOP("HistoryDialog", "Games you lost"),
    "abandoned": QT_TRANSLATE_NOOP("HistoryDialog", "Abandoned games"),
    "assisted": QT_TRANSLATE_NOOP("HistoryDialog", "Games played with a training aid"),
    "undo": QT_TRANSLATE_NOOP("HistoryDialog", "Games with a move taken back"),
}


# The level choice's "All levels": no level is named so ("" is a level the history
# does not name, shown as "Unknown level").
ALL_LEVELS = "*"


def shown_by(choice: str, m: MatchRow) -> bool:
    """Whether the game ``m`` is among the games the choice ``choice`` shows."""
    finished = m.final is not None and not m.abandoned
    return {
        "won": finished and m.winner == 0,
        "lost": finished and m.winner == 1,
        "abandoned": m.abandoned,
        "assisted": m.assisted,
        "undo": bool(m.undos),
    }.get(choice, True)


@dataclass
class HistoryRead(Read):
    """What the dialog shows, as read from the history (in the reads' thread)."""

    matches: list[MatchRow] = field(default_factory=list)
    hands: list[HandRow] = field(default_factory=list)
    duplicates: list[DuplicateRow] = field(default_factory=list)
    pad_rows: list[PadGameRow] | None = None  # None: not read (the history is held)
    pad_error: HistoryError | None = None


def read_history(history: HistoryDB) -> HistoryRead:
    """Every game and the latest hands, their duplicate deals and the score pad games.
    A database another program holds is not waited for again by the reads after the
    first (each waits its busy timeout)."""
    out = HistoryRead()
    try:
        out.matches = history.matches()
        out.hands = history.hands()
    except HistoryError as exc:
        out.error, out.held = str(exc), exc.busy
    if out.held:
        return out
    with contextlib.suppress(HistoryError):
        out.duplicates = duplicate_rows(history)
    try:
        out.pad_rows = pad_games(history)
    except HistoryError as exc:
        out.pad_error = exc
    return out


class _Row(QTreeWidgetItem):
    """A row that sorts by its SORT_ROLE where it has one; a game's hands stay in the
    order they were played whichever way the games are sorted."""

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        tree = self.treeWidget()
        col = tree.sortColumn() if tree is not None else 0
        if self.parent() is not None:
            # A hand: by its number, against the order Qt sorts in when that is
            # descending, so that the hands read 1, 2, 3 under any sorting.
            mine, theirs = self.data(0, SORT_ROLE), other.data(0, SORT_ROLE)
            descending = tree is not None and (
                tree.header().sortIndicatorOrder() is Qt.SortOrder.DescendingOrder
            )
            return bool(mine > theirs) if descending else bool(mine < theirs)
        mine, theirs = self.data(col, SORT_ROLE), other.data(col, SORT_ROLE)
        if mine is not None and theirs is not None:
            return bool(mine < theirs)
        if (mine is None) != (theirs is None):
            return mine is None  # a blank (an unfinished game's points) sorts low
        return self.text(col).casefold() < other.text(col).casefold()


# The chosen game in white on a deep blue (contrast above 8:1), plain on the paper
# whatever the window's colours; the pale tint it replaces was hard to see.
SELECTED = "#1f4e9e"
STYLE = f"""
QTreeWidget {{ background-color: {PAPER}; color: {DARK.name()}; border: none; outline: 0;
    selection-background-color: {SELECTED}; selection-color: #ffffff; }}
QTreeWidget::item {{ border-bottom: 1px solid {RULE.name()}; padding: 2px 0px; }}
QTreeWidget::item:selected, QTreeWidget::item:selected:!active {{
    background-color: {SELECTED}; color: #ffffff; }}
QHeaderView::section {{ background-color: {PAPER}; color: {DARK.name()}; border: none;
    border-bottom: 2px solid {DARK.name()}; padding: 4px 6px; font-weight: bold; }}
"""


def _signed(value: int) -> str:
    return integer_text(value, signed=True)


def _when(iso: str | None) -> str:
    when = QDateTime.fromString(iso or "", Qt.DateFormat.ISODate)
    if not when.isValid():
        return ""
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def _outcome(code: str) -> str:
    try:
        return outcome_text(Outcome(code))
    except ValueError:
        return code


def hand_code(hand: HandRow) -> str:
    """The deal code of a stored hand (its deal number and dealer); "" if none names it."""
    try:
        return deal_code(hand.deal_number, hand.dealer)
    except ValueError:
        return ""


def _line(raw: dict[str, object]) -> str:
    try:
        line = ScoreLine(
            LineCode(raw["code"]),
            int(raw["points"]),  # type: ignore[call-overload]
            raw.get("player"),  # type: ignore[arg-type]
            raw.get("count"),  # type: ignore[arg-type]
        )
    except (KeyError, ValueError, TypeError):
        return ""
    return f"{line_text(line)}: {QLocale().toString(line.points)}"


class HistoryDialog(QDialog):
    """Past games, newest first (a heading sorts by its column), those of one kind or
    level if chosen; each opens into its hands."""

    replay_requested = Signal(int, object)  # deal number, Rules
    replay_with_dealer = Signal(int, object, int)  # deal number, Rules, dealer (0 or 1)
    review_requested = Signal(object)  # HandRow with readable rules and moves
    knew_requested = Signal(object)  # HandRow: "What the computer knew" in that hand
    # A score pad game not finished, taken up again on the pad: its pad id, the ScorePad.
    pad_continue_requested = Signal(str, object)

    def __init__(
        self,
        history: HistoryDB,
        parent: QWidget | None = None,
        *,
        pad_hooks: PadGameHooks | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self._hands: dict[int, HandRow] = {}
        self._matches: list[MatchRow] = []
        self._rows: list[HandRow] = []
        self._assisted: set[str] = set()  # ids of the games played with a training aid on
        # The games with a move taken back, by id: how many times.
        self._undone: dict[str, int] = {}
        self._duplicates: dict[tuple[str, int], DuplicateRow] = {}
        self.error = ""
        self.held = False  # the last read found the history held by another program
        # Read in a thread of their own: the list says so until the games come.
        self.loading = False
        self.reads = HistoryReads(history, self)
        self.reads.done.connect(self._read_done)
        self.setObjectName("HistoryDialog")
        self.setStyleSheet(f"#HistoryDialog {{ background-color: {PAPER}; }}")
        self.tree = QTreeWidget()
        self.tree.setStyleSheet(STYLE)
        self.tree.setColumnCount(COLUMNS)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Newest first; a click on a heading sorts by that column.
        self.tree.setSortingEnabled(True)
        self.tree.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.tree.currentItemChanged.connect(self._selection_changed)
        # Which games are listed: by how they went, and by the computer's level.
        self.show_label = QLabel()
        self.show_combo = QComboBox()
        for key in SHOWN:
            self.show_combo.addItem("", key)
        self.show_label.setBuddy(self.show_combo)
        self.level_label = QLabel()
        self.level_combo = QComboBox()
        self.level_label.setBuddy(self.level_combo)
        self.show_combo.currentIndexChanged.connect(lambda _i: self._fill())
        self.level_combo.currentIndexChanged.connect(lambda _i: self._fill())
        choices = QHBoxLayout()
        choices.addWidget(self.show_label)
        choices.addWidget(self.show_combo)
        choices.addSpacing(12)
        choices.addWidget(self.level_label)
        choices.addWidget(self.level_combo)
        choices.addStretch(1)
        self.tree.itemDoubleClicked.connect(lambda *_: self.replay_selected())
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setStyleSheet(f"color: {DARK.name()}; padding: 8px;")
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.tree)
        split.addWidget(self.details)
        # Score pad games (real cards) are listed apart from the games against the computer.
        self.pad_games = PadGamesList(history, hooks=pad_hooks)
        self.pad_games.continue_requested.connect(self._continue_pad)
        split.addWidget(self.pad_games)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        self.split = split
        self._sized = False
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay_selected)
        self.other_seat_button = QPushButton()
        self.other_seat_button.clicked.connect(self.replay_other_seat)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review_selected)
        self.knew_button = QPushButton()
        self.knew_button.setObjectName("knew_button")
        self.knew_button.clicked.connect(self.knew_selected)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.knew_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.other_seat_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(choices)
        layout.addWidget(split, 1)
        layout.addWidget(self.buttons)
        # Larger where the screen has room: the hands list is what the dialog is for.
        fit_to_screen(self, 960, 700)
        self.retranslate_ui()
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._make_room_for_hands()

    def _make_room_for_hands(self) -> None:
        """Without score pad games their part keeps only its title and "No score pad
        games yet": the hands list had about 8 rows beside an empty part as tall.
        Once, when the dialog is shown and its first read has come."""
        if self._sized or self.loading or not self.isVisible():
            return
        self._sized = True
        if self.pad_games.rows:
            return
        sizes = self.split.sizes()
        least = self.pad_games.minimumSizeHint().height()
        if len(sizes) != 3 or sizes[2] <= least:
            return
        spare = sizes[2] - least
        sizes[2] = least
        # A hand's details take five or six lines (its head, code, scoring, moves,
        # marks): room for them first, the rest to the hands.
        lines = self.details.fontMetrics().lineSpacing() * 6 + 16
        more = min(spare, max(0, lines - sizes[1]))
        sizes[1] += more
        sizes[0] += spare - more
        self.split.setSizes(sizes)

    # ------------------------------------------------------------ data
    def _continue_pad(self, pad_id: str, pad: object) -> None:
        # Passed on; :meth:`make_way_for_pad` once the pad's window has taken it up.
        self.pad_continue_requested.emit(pad_id, pad)

    def make_way_for_pad(self) -> None:
        """A pad game was taken up on its own window: the game's sheet and this dialog
        close for it. A refused take-up leaves both open where they were."""
        self.pad_games.close_opened()
        self.accept()

    def refresh(self) -> None:
        """Read the history again, off the GUI thread: until it comes the games listed
        stay and the details say that it is being read."""
        self.loading = True
        self.reads.read(read_history, HistoryRead.failed)
        if self.loading:
            self._selection_changed()

    def _read_done(self, read: HistoryRead) -> None:
        self.loading = False
        self._matches, self._rows = read.matches, read.hands
        self.error, self.held = read.error, read.held
        self._assisted = {m.match_id for m in self._matches if m.assisted}
        self._undone = {m.match_id: m.undos for m in self._matches if m.undos}
        self._duplicates = {(d.match_id, d.number): d for d in read.duplicates}
        self.pad_games.show_read(read.pad_rows, read.pad_error, held=self.held)
        self.retranslate_ui()
        self._make_room_for_hands()

    def selected_hand(self) -> HandRow | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        return self._hands.get(int(item.data(0, KEY_ROLE) or 0))

    def replay_selected(self) -> bool:
        hand = self.selected_hand()
        if hand is None or hand.rules is None:
            return False
        self.replay_requested.emit(hand.deal_number, hand.rules)
        self.replay_with_dealer.emit(hand.deal_number, hand.rules, hand.dealer)
        self.accept()
        return True

    def replay_other_seat(self) -> bool:
        """Deal the chosen hand again from the other seat: you get the computer's cards."""
        hand = self.selected_hand()
        if hand is None or hand.rules is None:
            return False
        self.replay_with_dealer.emit(hand.deal_number, hand.rules, 1 - hand.dealer)
        self.accept()
        return True

    def _reviewable(self, hand: HandRow | None) -> bool:
        return hand is not None and hand.rules is not None and bool(hand.parsed_actions())

    def review_selected(self) -> bool:
        hand = self.selected_hand()
        if not self._reviewable(hand):
            return False
        self.review_requested.emit(hand)
        return True

    def knew_selected(self) -> bool:
        """Show the chosen hand's decisions of the computer with the views it had."""
        hand = self.selected_hand()
        if not self._reviewable(hand):
            return False
        self.knew_requested.emit(hand)
        return True

    def _selection_changed(self, *_: object) -> None:
        hand = self.selected_hand()
        self.knew_button.setEnabled(self._reviewable(hand))
        self.replay_button.setEnabled(hand is not None and hand.rules is not None)
        self.other_seat_button.setEnabled(hand is not None and hand.rules is not None)
        self.review_button.setEnabled(self._reviewable(hand))
        self.details.setText(self._details(hand) if hand else self._empty_details())

    def _empty_details(self) -> str:
        if self.loading:
            return reading_history_text()
        if self.held:
            return self.tr(
                "The history is in use by another program, perhaps another copy of the "
                "game. Open the game history again in a moment."
            )
        if self.error:
            return self.tr("The history could not be read: %1").replace("%1", self.error)
        if not self._rows:
            return self.tr("No hands played yet.")
        if self.tree.topLevelItemCount() == 0:
            return self.tr("No game fits the choice above.")
        return self.tr("Choose a hand to see how it was scored, or to deal it again.")

    def _details(self, hand: HandRow) -> str:
        loc = QLocale()
        head = (
            self.tr("Hand %1 · deal number %2 · dealer: %3")
            .replace("%1", loc.toString(hand.number))
            .replace("%2", str(hand.deal_number))
            .replace("%3", player_name(hand.dealer))
        )
        lines = [_line(raw) for raw in hand.lines]
        moves = self.tr("%n move(s) recorded.", "", len(hand.actions))
        out = [head]
        code = hand_code(hand)
        if code:
            out.append(self.tr("Deal code: %1").replace("%1", code))
        out += [*[ln for ln in lines if ln], moves]
        if hand.match_id in self._assisted:
            out.append(self.tr("This game was played with a training aid switched on."))
        undos = self._undone.get(hand.match_id, 0)
        if undos:
            # As many as the game's tooltip says: "a move" read as one where 5 were.
            out.append(self.tr("A move was taken back %n time(s) in this game.", "", undos))
        dup = self._duplicates.get((hand.match_id, hand.number))
        if dup is not None:
            out.append(
                self.tr("Duplicate against %1: %1 with your cards %2, you %3, duplicate score %4.")
                .replace("%1", level_name(dup.reference_level))
                .replace("%2", _signed(dup.reference_points))
                .replace("%3", _signed(dup.person_points))
                .replace("%4", _signed(dup.score))
            )
        return "\n".join(out)

    # ------------------------------------------------------------ filling
    def _fill_choices(self) -> None:
        """The choices' texts in the language of the moment; the levels those of the
        games in the history (the one chosen kept)."""
        self.show_label.setText(self.tr("&Show:"))
        for i in range(self.show_combo.count()):
            self.show_combo.setItemText(i, self.tr(SHOWN[self.show_combo.itemData(i)]))
        self.level_label.setText(self.tr("&Level:"))
        chosen = self.level_combo.currentData()
        played = {m.ai_level for m in self._matches}
        # The levels from the easiest, then any no version has (as the history has them).
        levels = [lv for lv in LEVEL_NAMES if lv in played]
        levels += sorted(played - set(LEVEL_NAMES))
        self.level_combo.blockSignals(True)
        try:
            self.level_combo.clear()
            self.level_combo.addItem(self.tr("All levels"), ALL_LEVELS)
            for level in levels:
                self.level_combo.addItem(level_name(level), level)
            found = self.level_combo.findData(chosen if chosen is not None else ALL_LEVELS)
            self.level_combo.setCurrentIndex(max(0, found))
        finally:
            self.level_combo.blockSignals(False)

    def retranslate_ui(self) -> None:
        self._fill_choices()
        self.setWindowTitle(self.tr("Game history"))
        self.tree.setAccessibleName(self.windowTitle())  # what screen readers call the list
        self.replay_button.setText(self.tr("Deal this hand again"))
        self.knew_button.setText(self.tr("What the computer knew"))
        self.knew_button.setToolTip(
            self.tr("Each decision of the computer in this hand, with what it could see.")
        )
        self.replay_button.setToolTip(
            self.tr("Start a new game whose first hand has exactly these cards.")
        )
        self.other_seat_button.setText(self.tr("Play it from the other seat"))
        self.other_seat_button.setToolTip(
            self.tr(
                "Start a new game whose first hand is this deal with the seats swapped: "
                "you get the computer's cards, the computer yours, from the same stock."
            )
        )
        self.review_button.setText(self.tr("Review this hand"))
        self.review_button.setToolTip(
            self.tr("Step through the hand move by move, both hands open.")
        )
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self.tree.setHeaderLabels(
            [
                self.tr("Played"),
                self.tr("Rules"),
                self.tr("Level"),
                self.tr("Winner"),
                self.tr("How"),
                self.tr("Points"),
                self.tr("Deal code"),
            ]
        )
        # The points heading stands over its right-aligned numbers.
        self.tree.headerItem().setTextAlignment(
            5, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        self._fill()

    def _item(self, texts: list[str], key: int) -> QTreeWidgetItem:
        item = _Row(texts)
        for col in range(self.tree.columnCount()):
            item.setData(col, KEY_ROLE, key)
        item.setTextAlignment(5, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def _fill(self) -> None:
        current = self.selected_hand()
        self.tree.clear()
        self._hands.clear()
        loc = QLocale()
        by_match: dict[str, list[HandRow]] = {}
        for hand in self._rows:
            by_match.setdefault(hand.match_id, []).append(hand)
        bold = self.font()
        bold.setBold(True)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        choice = self.show_combo.currentData() or "all"
        level = self.level_combo.currentData()
        if level is None:
            level = ALL_LEVELS
        self.tree.setSortingEnabled(False)  # sorted once, when all rows are in
        for age, m in enumerate(self._matches):  # oldest first: age orders them
            hands = sorted(by_match.get(m.match_id, []), key=lambda h: h.number)
            if not hands and m.finished_at is None and not m.abandoned:
                continue
            if not shown_by(choice, m) or level not in (ALL_LEVELS, m.ai_level):
                continue
            if m.final is not None and m.winner is not None:
                result = (
                    self.tr("%1 – %2")
                    .replace("%1", loc.toString(m.final[0]))
                    .replace("%2", loc.toString(m.final[1]))
                )
                winner = player_name(m.winner)
            elif m.abandoned:
                result, winner = "", self.tr("abandoned", "a game left for a new one")
            elif m.lost:
                result, winner = "", self.tr("save damaged", "a game whose save was damaged")
            else:
                result, winner = "", self.tr("not finished")
            how = self.tr("%n hand(s)", "", len(hands))
            if m.assisted:
                # Marked in the text itself, so that screen readers say it too.
                how = self.tr("%1 (assisted)", "a game played with training aids").replace(
                    "%1", how
                )
            if m.undos:
                how = self.tr("%1 (undo used)", "a game in which a move was taken back").replace(
                    "%1", how
                )
            rules = preset_name(m.preset)
            # Hollywood and duplicate matches say so, as the score pad's games do: from
            # the match's own row, as a game abandoned in its first hand has no hands
            # to tell (it read "Standard (international)", play-test 11).
            if m.hollywood or any(h.rules is not None and h.rules.hollywood for h in hands):
                rules = self.tr("%1 · Hollywood", "rules, three games at once").replace("%1", rules)
            if m.duplicate_level is not None or any(
                (m.match_id, h.number) in self._duplicates for h in hands
            ):
                rules = self.tr("%1 · duplicate", "rules, a duplicate match").replace("%1", rules)
            top = self._item(
                [
                    _when(m.started_at),
                    rules,
                    level_name(m.ai_level),
                    winner,
                    how,
                    result,
                    "",
                ],
                0,
            )
            tips = []
            if m.abandoned:
                tips.append(self.tr("This game was abandoned for a new one: it counts as not won."))
            if m.lost:
                tips.append(
                    self.tr(
                        "The save of this game was found damaged, so it could not be "
                        "continued. It does not count as a game played; its hands still count."
                    )
                )
            if m.assisted:
                tips.append(self.tr("This game was played with a training aid switched on."))
            if m.undos:
                tips.append(self.tr("A move was taken back %n time(s) in this game.", "", m.undos))
            for col in range(COLUMNS):
                top.setFont(col, bold)
                if tips:
                    top.setToolTip(col, "\n".join(tips))
            if m.winner == 0:
                top.setForeground(3, INK)
            top.setData(0, SORT_ROLE, age)
            if m.final is not None and m.winner is not None:
                top.setData(5, SORT_ROLE, m.final[0] - m.final[1])  # your margin
            self.tree.addTopLevelItem(top)
            for hand in hands:
                key = len(self._hands) + 1
                self._hands[key] = hand
                winner_text = "" if hand.winner is None else player_name(hand.winner)
                child = self._item(
                    [
                        self.tr("Hand %1").replace("%1", loc.toString(hand.number)),
                        "",
                        "",
                        winner_text,
                        _outcome(hand.outcome),
                        loc.toString(hand.points) if hand.winner is not None else "",
                        hand_code(hand),
                    ],
                    key,
                )
                child.setForeground(0, PENCIL)
                child.setFont(CODE_COLUMN, fixed)
                child.setData(0, SORT_ROLE, hand.number)
                top.addChild(child)
                if current is not None and (hand.match_id, hand.number) == (
                    current.match_id,
                    current.number,
                ):
                    self.tree.setCurrentItem(child)
        self.tree.setSortingEnabled(True)
        first = self.tree.topLevelItem(0)
        if first is not None:
            first.setExpanded(True)
        self._fit_columns()
        self._selection_changed()

    def _fit_columns(self) -> None:
        """Every column whole in every language: the list is at least as wide as its
        columns (as far as the screen allows); past that it scrolls sideways
        instead of cutting the rules' name short."""
        tree, header = self.tree, self.tree.header()
        header.setStretchLastSection(False)  # the rules' column takes what is left
        need = sum(
            max(tree.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(COLUMNS)
        )
        need += tree.indentation() + tree.verticalScrollBar().sizeHint().width()
        need += 2 * tree.frameWidth() + 4
        screen = self.screen()
        room = screen.availableGeometry().width() - 80 if screen is not None else need
        tree.setMinimumWidth(min(need, room))
        fits = need <= room
        modes = QHeaderView.ResizeMode
        header.setSectionResizeMode(1, modes.Stretch if fits else modes.ResizeToContents)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)

"""The history dialog: past games and their hands, a hand's details, and replaying a deal.

Wiring (main window)::

    dialog = HistoryDialog(autosaver.history, window)
    dialog.replay_with_dealer.connect(
        lambda number, rules, dealer: window.start_over(lambda: (
            dialog.make_way(),
            window.replay_deal(number, rules, dealer))))
    dialog.open()

``replay_requested(deal_number, rules)`` asks for a new match whose first hand is
dealt from that number, under the rules it was played with. The dialog stays open: the
game in progress may be kept after all (the question whether to abandon it), and
whoever starts the new match closes it (:meth:`make_way`).
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
import math
from collections.abc import Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QRect,
    Qt,
    QTime,
    Signal,
)
from PySide6.QtGui import QFontDatabase, QFontMetricsF, QImage, QPainter, QShowEvent
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
    QStyle,
    QStyleOptionHeader,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ...app.duplicate import sheet_seat
from ...app.history_reads import HistoryReads, Read
from ...model import PRESETS, LineCode, Outcome, ScoreLine
from ...model.dealcode import deal_code
from ...persistence import HandRow, HistoryDB, HistoryError, MatchRow
from ...persistence.duplicate_history import DuplicateRow, duplicate_rows
from ...persistence.pad_history import PadGameRow, pad_games
from ...review.duplicate import knocker_of
from ..common.duplicate_compare import PlayEnd, deal_texts
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.screen_room import fit_to_screen
from ..common.texts import (
    LEVEL_NAMES,
    level_name,
    line_text,
    outcome_text,
    player_name,
    preset_name,
    reading_history_text,
    rules_name,
)
from ..scorepad.games import PadGameHooks, PadGamesList
from ..scoresheet.doc import house_rules_text
from ..scoresheet.paint import DARK, PAPER, PENCIL_HIGH, RULE
from .history_model import (
    CODE_COLUMN,
    COLUMNS,
    GAME_KEYS,
    HAND_KEYS,
    POINTS_COLUMN,
    WINNER_COLUMN,
    GameEntry,
    HistoryModel,
    HollywoodGames,
)
from .history_model import SORT_ROLE as SORT_ROLE  # the tests read a row's order by it

# Which games the list shows (the choice above it), and what each keeps.
SHOWN = {
    "all": QT_TRANSLATE_NOOP("HistoryDialog", "All games"),
    "won": QT_TRANSLATE_NOOP("HistoryDialog", "Games you won"),
    "lost": QT_TRANSLATE_NOOP("HistoryDialog", "Games you lost"),
    "abandoned": QT_TRANSLATE_NOOP("HistoryDialog", "Abandoned games"),
    "assisted": QT_TRANSLATE_NOOP("HistoryDialog", "Games played with a hint or a training aid"),
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


# The chosen game in white on a deep blue (contrast above 8:1), plain on the paper
# whatever the window's colours; the pale tint it replaces was hard to see.
SELECTED = "#1f4e9e"
STYLE = f"""
QTreeView {{ background-color: {PAPER}; color: {DARK.name()}; border: none; outline: 0;
    selection-background-color: {SELECTED}; selection-color: #ffffff; }}
QTreeView::item {{ border-bottom: 1px solid {RULE.name()}; padding: 2px 0px; }}
QTreeView::item:selected, QTreeView::item:selected:!active {{
    background-color: {SELECTED}; color: #ffffff; }}
QHeaderView {{ background-color: {PAPER}; border: none; }}
QHeaderView::section {{ background-color: {PAPER}; color: {DARK.name()}; border: none;
    border-bottom: 2px solid {DARK.name()}; padding: 4px 6px; font-weight: bold; }}
"""


def _when(iso: str | None) -> str:
    when = QDateTime.fromString(iso or "", Qt.DateFormat.ISODate)
    if not when.isValid():
        return ""
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def _widest_dates(fm: QFontMetricsF) -> list[str]:
    """Texts as wide as any date the list writes (:func:`_when`) can be: the short
    format's longest (a two-digit month, day and hour; morning and evening), each digit
    the font's widest."""
    digit = max("0123456789", key=fm.horizontalAdvance)
    out = []
    for hour in (10, 22):
        when = QDateTime(QDate(2024, 12, 28), QTime(hour, 58))
        text = QLocale().toString(when, QLocale.FormatType.ShortFormat)
        out.append("".join(digit if c.isdigit() else c for c in text))
    return out


def _text_width(fm: QFontMetricsF, text: str) -> float:
    """``text``'s width as the view lays it out: its advance, and the part of its last
    letter that reaches past it ("r", "f" in some fonts; at a text size of fractional
    pixels a whole pixel, which left "Nybegynner" a pixel short of its column)."""
    if not text:
        return 0.0
    return fm.horizontalAdvance(text) + max(0.0, -fm.rightBearing(text[-1]))


def _outcome(code: str) -> str:
    """How a stored hand ended, in words; a code this version does not know (a row
    damaged or edited) is said to be unreadable, where its raw English code showed
    (play-test h166)."""
    try:
        return outcome_text(Outcome(code))
    except ValueError:
        return QCoreApplication.translate("HistoryDialog", "unreadable")


def _stored_outcome(code: str) -> Outcome | None:
    try:
        return Outcome(code)
    except ValueError:
        return None


def duplicate_texts(dup: DuplicateRow, hand: HandRow) -> list[str]:
    """A stored duplicate deal in the comparison's words (:func:`deal_texts`): the
    score, who knocked in the person's play (``hand``) and in the reference's."""
    actions = dup.parsed_reference_actions()
    knocker = None if actions is None else sheet_seat(knocker_of(actions), dup.person_seat)
    return deal_texts(
        level_name(dup.reference_level),
        PlayEnd(_stored_outcome(dup.reference_outcome), dup.reference_points, knocker),
        PlayEnd(_stored_outcome(hand.outcome), dup.person_points, hand.knocker),
    )


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


# Where the list is narrower than its columns, the words give way (shortened with "…"),
# the rules' first, down to RULES_LEAST, then the level, the winner and how it went
# alike; the date, the points and the deal code stay whole.
RULES_LEAST = 90
WORD_COLUMNS = (2, 3, 4)
WORD_LEAST = 40


def _within(widths: list[int], room: int) -> list[int]:
    """The columns' ``widths`` made to fit ``room`` (as far as the words can give)."""
    out = list(widths)
    over = sum(out) - room
    if over <= 0:
        return out
    take = min(over, max(0, out[1] - RULES_LEAST))
    out[1] -= take
    over -= take
    words = sum(out[c] for c in WORD_COLUMNS)
    if over > 0 and words > 0:
        for c in WORD_COLUMNS:
            out[c] = max(WORD_LEAST, out[c] - math.ceil(over * out[c] / words))
    return out


def arrow_points_down(style: QStyle, indicator: QStyleOptionHeader.SortIndicator) -> bool | None:
    """Does ``style`` draw the header's sort ``indicator`` pointing down? Read off the
    drawn arrow (wider at its top: down); None where it draws none to read. Styles
    differ: Fusion draws SortDown up, the Windows styles down."""
    image = QImage(24, 24, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    option = QStyleOptionHeader()
    option.rect = QRect(0, 0, 24, 24)
    option.state = QStyle.StateFlag.State_Enabled
    option.sortIndicator = indicator
    painter = QPainter(image)
    style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorHeaderArrow, option, painter, None)
    painter.end()
    rows = [sum(1 for x in range(24) if image.pixelColor(x, y).alpha() > 64) for y in range(24)]
    inked = [n for n in rows if n]
    if len(inked) < 2 or inked[0] == inked[-1]:
        return None
    return inked[0] > inked[-1]


class SortHeader(QHeaderView):
    """The headings, their sort arrow pointing the way the list runs: down where the
    largest (the newest game) is at the top. Qt's styles disagree on which indicator
    points which way (Fusion drew a descending sort with the arrow up, over the newest
    game at the top: play-test h99; the Windows styles draw it down), so the arrow is
    read off the style as it draws (arrow_points_down)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        # As a tree view's own header is made.
        self.setSectionsClickable(True)
        self.setHighlightSections(True)
        self.setSectionsMovable(True)
        self.setStretchLastSection(True)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._down: QStyleOptionHeader.SortIndicator | None = None  # read once a style

    def down_indicator(self) -> QStyleOptionHeader.SortIndicator:
        """The indicator this header's style draws pointing down (read again when the
        style changes)."""
        if self._down is None:
            style = self.style()
            arrows = QStyleOptionHeader.SortIndicator
            down = arrow_points_down(style, arrows.SortDown)
            if down is None:
                down = arrow_points_down(style, arrows.SortUp) is False
            self._down = arrows.SortDown if down else arrows.SortUp
        return self._down

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.StyleChange:
            self._down = None
        super().changeEvent(event)

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        super().initStyleOptionForIndex(option, logicalIndex)
        arrows = QStyleOptionHeader.SortIndicator
        if option.sortIndicator == arrows.None_:
            return
        down = self.down_indicator()
        up = arrows.SortUp if down == arrows.SortDown else arrows.SortDown
        descending = self.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        option.sortIndicator = down if descending else up


class HistoryDialog(QDialog):
    """Past games, newest first (a heading sorts by its column), those of one kind or
    level if chosen; each opens into its hands."""

    replay_requested = Signal(int, object)  # deal number, Rules
    replay_with_dealer = Signal(int, object, int)  # deal number, Rules, dealer (0 or 1)
    review_requested = Signal(object)  # HandRow with readable rules and moves
    knew_requested = Signal(object)  # HandRow: "What the computer knew" in that hand
    # A score pad game not finished, taken up again on the pad: its pad id, the ScorePad.
    pad_continue_requested = Signal(str, object)
    pad_deleted = Signal(str)  # a score pad game deleted from the history: its pad id

    def __init__(
        self,
        history: HistoryDB,
        parent: QWidget | None = None,
        *,
        pad_hooks: PadGameHooks | None = None,
        high_contrast: bool = False,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self._matches: list[MatchRow] = []
        self._rows: list[HandRow] = []
        self._by_deal: dict[int, list[HandRow]] = {}  # the hands of each deal number
        self._assisted: set[str] = set()  # ids of the games with a hint or a training aid
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
        # The games and their hands: a model whose texts are made as the rows come in
        # sight (history_model.py), so that thousands of games fill it at once.
        self.model = HistoryModel(self._game_text, self._game_tip, self._hand_cells, self)
        if high_contrast:
            self.model.pencil = PENCIL_HIGH
        self.tree = QTreeView()
        self.tree.setHeader(SortHeader(self.tree))
        self.tree.setModel(self.model)
        self.tree.setStyleSheet(STYLE)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        # Each column as wide as its widest text, worked out from the fonts (_fit_columns):
        # Qt's fitting to contents asks every row for its texts.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Newest first; a click on a heading sorts by that column.
        self.tree.setSortingEnabled(True)
        self.tree.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        selection = self.tree.selectionModel()
        if selection is not None:
            selection.currentChanged.connect(self._selection_changed)
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
        self.tree.doubleClicked.connect(lambda *_: self.replay_selected())
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
        self.pad_games.deleted.connect(self.pad_deleted)
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
        # Passed on; :meth:`make_way` once the pad's window has taken it up.
        self.pad_continue_requested.emit(pad_id, pad)

    def make_way(self) -> None:
        """What was chosen here is under way (a pad game taken up on the pad's window, a
        deal dealt again): the game's sheet and this dialog close for it. Refused (the
        pad in progress kept, the game in progress kept), both stay where they were."""
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
        self._by_deal = {}
        for row in self._rows:
            self._by_deal.setdefault(row.deal_number, []).append(row)
        self.pad_games.show_read(read.pad_rows, read.pad_error, held=self.held)
        self.retranslate_ui()
        self._make_room_for_hands()

    def selected_hand(self) -> HandRow | None:
        return self.model.hand(self.tree.currentIndex())

    def replay_selected(self) -> bool:
        hand = self.selected_hand()
        if hand is None or hand.rules is None:
            return False
        self.replay_requested.emit(hand.deal_number, hand.rules)
        self.replay_with_dealer.emit(hand.deal_number, hand.rules, hand.dealer)
        return True

    def replay_other_seat(self) -> bool:
        """Deal the chosen hand again from the other seat: you get the computer's cards."""
        hand = self.selected_hand()
        if hand is None or hand.rules is None:
            return False
        self.replay_with_dealer.emit(hand.deal_number, hand.rules, 1 - hand.dealer)
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
        if not self._rows and self.pad_games.rows:
            # "No hands played yet" stood over the score pad games listed below it
            # (play-test h93): none were played against the computer.
            return self.tr(
                "No games against the computer yet. Your score pad games are listed below."
            )
        if not self._rows:
            return self.tr("No hands played yet.")
        if self.model.rowCount() == 0:
            return self.tr("No game fits the choice above.")
        return self.tr("Choose a hand to see how it was scored, or to deal it again.")

    def _details(self, hand: HandRow) -> str:
        loc = QLocale()
        code = hand_code(hand)
        # The deal by its code, the name a player reads out: the deal's number (nine
        # digits) meant nothing to a player (play-test h122); it stays where no code
        # names the deal (an old history's).
        head = (
            self.tr("Hand %1 · dealer: %2")
            .replace("%1", loc.toString(hand.number))
            .replace("%2", player_name(hand.dealer))
            if code
            else self.tr("Hand %1 · deal number %2 · dealer: %3")
            .replace("%1", loc.toString(hand.number))
            .replace("%2", str(hand.deal_number))
            .replace("%3", player_name(hand.dealer))
        )
        lines = [_line(raw) for raw in hand.lines]
        moves = self.tr("%n move(s) recorded.", "", len(hand.actions))
        out = [head]
        if code:
            out.append(self.tr("Deal code: %1").replace("%1", code))
        out += [*[ln for ln in lines if ln], moves]
        if hand.match_id in self._assisted:
            out.append(self.tr("A hint was asked for or a training aid switched on in this game."))
        undos = self._undone.get(hand.match_id, 0)
        if hand.taken_back:
            # The hand where it happened says so, and no other (play-test: every hand
            # of the game said it).
            out.append(
                self.tr("A move was taken back %n time(s) in this hand.", "", len(hand.taken_back))
            )
        elif undos and hand.taken_back is None:
            # Recorded before the history kept them with their hand: only the game's
            # count is known. As many as its tooltip says: "a move" read as one where 5 were.
            out.append(self.tr("A move was taken back %n time(s) in this game.", "", undos))
        out += self._same_deal(hand)
        dup = self._duplicates.get((hand.match_id, hand.number))
        if dup is not None:
            # Who knocked or went gin in each play, as the comparison says it: "Expert
            # with your cards −6" did not say (play-test). One line: the details have
            # room for six.
            out.append(" · ".join(duplicate_texts(dup, hand)))
        return "\n".join(out)

    def _same_deal(self, hand: HandRow) -> list[str]:
        """The other plays of ``hand``'s deal in the history: from the other seat a
        deal has a code of its own, and nothing tied the two (play-test h104)."""
        others = [
            h
            for h in self._by_deal.get(hand.deal_number, [])
            if (h.match_id, h.number) != (hand.match_id, hand.number)
        ]
        out = []
        swapped = next((h for h in others if h.dealer != hand.dealer), None)
        if swapped is not None:
            text = self.tr("The same deal was also played from the other seat, as %1.")
            out.append(text.replace("%1", hand_code(swapped) or str(swapped.deal_number)))
        again = sum(1 for h in others if h.dealer == hand.dealer)
        if again:
            out.append(
                self.tr("The same deal was played %n more time(s) from this seat.", "", again)
            )
        return out

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
        self.model.set_headers(
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
        self._fill()

    def _fill(self) -> None:
        """List the games the choices keep (the hand chosen stays chosen); their texts
        are made as they come in sight."""
        current = self.selected_hand()
        by_match: dict[str, list[HandRow]] = {}
        for hand in self._rows:
            by_match.setdefault(hand.match_id, []).append(hand)
        choice = self.show_combo.currentData() or "all"
        level = self.level_combo.currentData()
        if level is None:
            level = ALL_LEVELS
        games = []
        for age, m in enumerate(self._matches):  # oldest first: age orders them
            hands = sorted(by_match.get(m.match_id, []), key=lambda h: h.number)
            if not hands and m.finished_at is None and not m.abandoned:
                continue
            if not shown_by(choice, m) or level not in (ALL_LEVELS, m.ai_level):
                continue
            # Hollywood and duplicate matches say so, as the score pad's games do: from
            # the match's own row, as a game abandoned in its first hand has no hands
            # to tell (it read "Standard (international)", play-test 11).
            hollywood = m.hollywood or any(h.rules is not None and h.rules.hollywood for h in hands)
            duplicate = m.duplicate_level is not None or any(
                (m.match_id, h.number) in self._duplicates for h in hands
            )
            games.append(GameEntry(m, age, tuple(hands), hollywood, duplicate))
        bold = self.font()
        bold.setBold(True)
        self.model.bold = bold
        self.model.fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.model.set_games(games)
        if current is not None:
            again = self.model.index_of_hand(current)
            if again.isValid():
                self.tree.setCurrentIndex(again)
        first = self.model.index(0, 0)
        if first.isValid():
            self.tree.expand(first)
        self._fit_columns()
        self._selection_changed()

    def _game_text(self, game: GameEntry, column: int) -> str:
        """A game's row: when, the rules, the level, the winner, how many hands, the
        score (a game has no deal code: its hands have)."""
        m = game.match
        if column == 0:
            return _when(m.started_at)
        if column == 1:
            return self._rules_text(game)
        if column == 2:
            return level_name(m.ai_level)
        if column == WINNER_COLUMN:
            return self._winner_text(m)
        if column == 4:
            return self._how_text(game)
        if column == POINTS_COLUMN:
            return self._points_text(game.points)
        return ""

    def _points_text(self, points: tuple[int, int] | int | HollywoodGames | None) -> str:
        """A game's points column (GameEntry.points): "won by 357", "112 – 40", a
        Hollywood match left unfinished game by game, "72 – 329 · 27 – 91 · 11 – 65",
        or nothing."""
        loc = QLocale()
        if points is None:
            return ""
        if isinstance(points, int):
            by = loc.toString(abs(points))
            return self.tr("won by %1", "a Hollywood match's result").replace("%1", by)
        pairs = points.totals if isinstance(points, HollywoodGames) else (points,)
        return " · ".join(
            self.tr("%1 – %2").replace("%1", loc.toString(you)).replace("%2", loc.toString(cpu))
            for you, cpu in pairs
        )

    def _game_tip(self, game: GameEntry) -> str:
        """What marks a game: its house rules written out, abandoned, its save damaged,
        a training aid, an undo."""
        m = game.match
        tips = []
        # Two games by house rules both read "House rules" (as the score pad's games
        # did, play-test h62): the rules its hands were played by, written out.
        if m.preset not in PRESETS:
            rules = game.rules
            if rules is not None:
                tips.append(house_rules_text(rules, target=True))
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
            tips.append(self.tr("A hint was asked for or a training aid switched on in this game."))
        if m.undos:
            tips.append(self.tr("A move was taken back %n time(s) in this game.", "", m.undos))
        return "\n".join(tips)

    def _winner_text(self, m: MatchRow) -> str:
        """The winner's column of a game (its points: :meth:`_points_text`)."""
        if m.final is not None and m.winner is not None:
            return player_name(m.winner)
        if m.abandoned:
            return self.tr("abandoned", "a game left for a new one")
        if m.lost:
            return self.tr("save damaged", "a game whose save was damaged")
        return self.tr("not finished")

    def _how_text(self, game: GameEntry) -> str:
        m = game.match
        how = self.tr("%n hand(s)", "", len(game.hands))
        if m.assisted:
            # Marked in the text itself, so that screen readers say it too.
            how = self.tr("%1 (assisted)", "a game played with training aids").replace("%1", how)
        if m.undos:
            how = self.tr("%1 (undo used)", "a game in which a move was taken back").replace(
                "%1", how
            )
        return how

    def _rules_text(self, game: GameEntry) -> str:
        # By the rules its hands kept: a preset with Oklahoma on is stored as house
        # rules, and is named as that preset with Oklahoma (review h170).
        kept = game.rules
        rules = rules_name(kept) if kept is not None else preset_name(game.match.preset)
        if game.hollywood:
            rules = self.tr("%1 · Hollywood", "rules, three games at once").replace("%1", rules)
        if game.duplicate:
            rules = self.tr("%1 · duplicate", "rules, a duplicate match").replace("%1", rules)
        return rules

    def _hand_cells(self, hand: HandRow) -> tuple[str, ...]:
        """A hand's row, under its game: its number, who won it, how, the points and
        its deal code."""
        loc = QLocale()
        return (
            self.tr("Hand %1").replace("%1", loc.toString(hand.number)),
            "",
            "",
            "" if hand.winner is None else player_name(hand.winner),
            _outcome(hand.outcome),
            loc.toString(hand.points) if hand.winner is not None else "",
            hand_code(hand),
        )

    def _fit_columns(self) -> None:
        """Every column whole in every language: the list is at least as wide as its
        columns, as far as the screen allows; past that the words give way with "…"
        (_within), the rules' name first, rather than the list scrolling sideways."""
        tree, header = self.tree, self.tree.header()
        header.setStretchLastSection(False)  # the rules' column takes what is left
        widths = self._column_widths()
        need = sum(widths) + tree.indentation() + tree.verticalScrollBar().sizeHint().width()
        need += 2 * tree.frameWidth() + 4
        screen = self.screen()
        room = screen.availableGeometry().width() - 80 if screen is not None else need
        tree.setMinimumWidth(min(need, room))
        widths = _within(widths, min(need, room) - (need - sum(widths)))
        # The rules' column takes what is left, shortened with "…" (its tip has it
        # whole) where the screen is too narrow for all of it (_within): at 1024x640
        # the list scrolled sideways, the points' column cut to "Pis" (play-test h99).
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        for col, width in enumerate(widths):
            header.resizeSection(col, width)  # not the rules' where they stretch

    def _column_widths(self) -> list[int]:
        """Each column's width for its heading and its widest text, from the fonts'
        measures of the texts it can hold: each text that differs from game to game is
        made once (the rules, the levels, the scores...; the dates from the widest the
        format writes), not for every row as Qt's fitting to its contents does."""
        model, tree = self.model, self.tree
        header = tree.header()
        widths = [header.sectionSizeHint(col) for col in range(COLUMNS)]
        games = model.games()
        if not games:
            return widths
        bold_fm = QFontMetricsF(model.bold)

        def widest(fm: QFontMetricsF, texts: Iterable[str]) -> int:
            # Whole pixels up, as the view counts them: a pixel short, a text is cut.
            return max((math.ceil(_text_width(fm, t)) for t in set(texts)), default=0)

        # What the view adds to a text's width (its margins), from a cell it has.
        sample = model.index(0, 1)
        extra = tree.sizeHintForIndex(sample).width() - widest(bold_fm, [str(sample.data())])
        indent = tree.indentation()

        content = [0] * COLUMNS
        content[0] = widest(bold_fm, _widest_dates(bold_fm)) + indent
        for col in GAME_KEYS:
            content[col] = widest(bold_fm, model.column_texts(col).values())
        # The hands, one level further in, in the view's font (the codes in fixed pitch).
        hands = {(i, n): h for i, g in enumerate(games) for n, h in enumerate(g.hands)}
        plain_fm = QFontMetricsF(tree.font())
        for col, hand_key in HAND_KEYS.items():
            one_per_key = {hand_key(h): at for at, h in hands.items()}  # the last of each
            texts = [model.hand_cells(*at)[col] for at in one_per_key.values()]
            inset = 2 * indent if col == 0 else 0
            content[col] = max(content[col], widest(plain_fm, texts) + inset)
        codes = {(h.deal_number, h.dealer): h for h in hands.values()}
        content[CODE_COLUMN] = widest(QFontMetricsF(model.fixed), map(hand_code, codes.values()))
        return [max(w, c + extra if c else 0) for w, c in zip(widths, content, strict=True)]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange and hasattr(self, "model"):
            # The desktop's text size changed while the list was open: the games' bold
            # and the columns' widths follow it (they were the old size's till reopened).
            self._fill()
        super().changeEvent(event)

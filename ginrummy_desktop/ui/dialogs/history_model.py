"""The game history's list as a model: a row per game, its hands under it.

With thousands of games a tree of items took the GUI thread for almost half a second
each time the list was filled (benchmarks/history_load.py): an item per game and hand,
every text made and sorted by Python comparisons. Here a row's texts are made when the
view first asks for them (the rows in sight), by the functions the dialog gives (its
texts, in its own translation context), and kept until the list is filled
again (a new read, another choice, a language change). The games are sorted here, with
Python's stable sort, exactly as the tree sorted its items: "Played" by the game's age,
"Points" by your margin (games without points lowest), any other column by its text
regardless of case; equal rows keep the order they had; a game's hands read in the
order they were played whichever way the games are sorted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, overload

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from ...model import Rules
from ...model.hollywood import HollywoodScore
from ...persistence import HandRow, MatchRow
from ..scoresheet.paint import INK, PENCIL

COLUMNS = 7  # played, rules, level, winner, how, points, deal code
WINNER_COLUMN = 3
POINTS_COLUMN = 5
CODE_COLUMN = 6
# What a row is sorted by where its text would sort wrong: a game's age and your margin,
# a hand's number.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_DISPLAY = Qt.ItemDataRole.DisplayRole
_FONT = Qt.ItemDataRole.FontRole
_FOREGROUND = Qt.ItemDataRole.ForegroundRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
# Made once: the view asks every row for its flags as it lays the list out.
_GAME_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_HAND_FLAGS = _GAME_FLAGS | Qt.ItemFlag.ItemNeverHasChildren


@dataclass(frozen=True, slots=True)
class HollywoodGames:
    """A Hollywood match not won, as its three games stand: each game's totals (you,
    the computer), with the bonuses for a game already over."""

    totals: tuple[tuple[int, int], ...]

    @property
    def margin(self) -> int:
        return sum(you - computer for you, computer in self.totals)


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A game listed, with what its texts are made from."""

    match: MatchRow
    age: int  # its place in the history, the oldest game 0: what "Played" sorts by
    hands: tuple[HandRow, ...]  # in the order played
    hollywood: bool
    duplicate: bool

    @property
    def rules(self) -> Rules | None:
        """The rules the game was played by, as its first hand that kept them has them
        (the match's row keeps only the preset's name); None if no hand has them."""
        return next((h.rules for h in self.hands if h.rules is not None), None)

    @property
    def points(self) -> tuple[int, int] | int | HollywoodGames | None:
        """What the points column gives: a Hollywood match's result as your margin (the
        three games' finals added up stood nowhere else: play-test h145), a finished
        game's final score, a game left unfinished at the score it stood at (the column
        was blank: play-test h146), as (yours, the computer's), a Hollywood match left
        unfinished as its three games stood (blank, with game 1 won: play-test h159);
        None for nothing."""
        m = self.match
        if m.winner is not None:
            if self.hollywood and m.difference is not None:
                return m.difference if m.winner == 0 else -m.difference
            return m.final
        if self.hands and not self.hollywood:
            return self.hands[-1].totals
        if self.hands:
            return self.hollywood_games()
        return None

    def hollywood_games(self) -> HollywoodGames | None:
        """The three games of a Hollywood match as its stored hands leave them (each
        hand's winner and points are all the ledger needs); None without the rules."""
        rules = self.rules
        if rules is None:
            return None
        score = HollywoodScore()
        for hand in self.hands:
            if score.is_over:
                break
            score = score.after_win(rules, hand.winner, hand.points).score
        return HollywoodGames(
            tuple(g.result.final_totals if g.result is not None else g.totals for g in score.games)
        )

    @property
    def margin(self) -> int | None:
        """Your points less the computer's, as the points column gives them (what the
        column sorts by); None where it gives none."""
        points = self.points
        if points is None or isinstance(points, int):
            return points
        if isinstance(points, HollywoodGames):
            return points.margin
        return points[0] - points[1]


def _winner_key(g: GameEntry) -> object:
    m = g.match
    return (m.final is not None and m.winner is not None, m.winner, m.abandoned, m.lost)


# What a game's text in each column but the date is made from, and nothing else (the
# dialog's texts keep to it; test_history_model checks): games alike in it read alike
# there, so each text is made once for all of them, to sort the column or to measure it.
GAME_KEYS: dict[int, Callable[[GameEntry], object]] = {
    1: lambda g: (g.match.preset, g.hollywood, g.duplicate),
    2: lambda g: g.match.ai_level,
    WINNER_COLUMN: _winner_key,
    4: lambda g: (len(g.hands), g.match.assisted, bool(g.match.undos)),
    POINTS_COLUMN: lambda g: g.points,
    CODE_COLUMN: lambda g: None,  # a game has no code: its hands have
}

# The same for a hand's texts but its deal code (one for each hand): to measure them.
HAND_KEYS: dict[int, Callable[[HandRow], object]] = {
    0: lambda h: h.number,
    WINNER_COLUMN: lambda h: h.winner,
    4: lambda h: h.outcome,
    POINTS_COLUMN: lambda h: (h.winner is None, h.points),
}


class HistoryModel(QAbstractItemModel):
    """The games of :meth:`set_games` under the dialog's headings (:meth:`set_headers`):
    a game's text in a column from ``game_text``, its tooltip (the whole row's) from
    ``game_tip``, a hand's texts from ``hand_texts``."""

    def __init__(
        self,
        game_text: Callable[[GameEntry, int], str],
        game_tip: Callable[[GameEntry], str],
        hand_texts: Callable[[HandRow], tuple[str, ...]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._make_text = game_text
        self._make_tip = game_tip
        self._make_hand = hand_texts
        self._games: list[GameEntry] = []
        self._order: list[int] = []  # row -> game (an index into _games)
        self._rows: list[int] = []  # game -> row
        self._game_cells: dict[int, tuple[str, ...]] = {}
        self._tips: dict[int, str] = {}
        self._hand_cells: dict[tuple[int, int], tuple[str, ...]] = {}
        self._column_texts: dict[int, dict[object, str]] = {}
        self._headers = [""] * COLUMNS
        self._sort = (0, Qt.SortOrder.DescendingOrder)  # newest first
        self.bold = QFont()  # the games' rows
        # The hands' "Hand n" in the scoresheet's pencil; PENCIL_HIGH in high contrast
        # (PENCIL is 4.4:1 on the paper, under the 4.5:1 that normal text needs).
        self.pencil = PENCIL
        self.fixed = QFont()  # the deal codes

    # ------------------------------------------------------------ filling
    def set_games(self, games: Sequence[GameEntry]) -> None:
        """List ``games`` (given oldest first), sorted as the list is; every text is
        made again when asked for."""
        self.beginResetModel()
        self._games = list(games)
        self._game_cells.clear()
        self._tips.clear()
        self._hand_cells.clear()
        self._column_texts.clear()
        self._set_order(self._sorted(list(range(len(self._games))), *self._sort))
        self.endResetModel()

    def set_headers(self, headers: Sequence[str]) -> None:
        self._headers = list(headers)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)

    def games(self) -> list[GameEntry]:
        """Every game listed, oldest first."""
        return list(self._games)

    def game_cells(self, game: int) -> tuple[str, ...]:
        """The texts of ``game`` (an index into :meth:`games`), made once."""
        cells = self._game_cells.get(game)
        if cells is None:
            entry = self._games[game]
            cells = tuple(self._make_text(entry, col) for col in range(COLUMNS))
            self._game_cells[game] = cells
        return cells

    def game_tip(self, game: int) -> str:
        tip = self._tips.get(game)
        if tip is None:
            tip = self._tips[game] = self._make_tip(self._games[game])
        return tip

    def column_texts(self, column: int) -> dict[object, str]:
        """The texts of ``column`` (not the date's) among the games listed, by their
        :data:`GAME_KEYS`: each made once, and kept until the list is filled again."""
        texts = self._column_texts.get(column)
        if texts is None:
            key = GAME_KEYS[column]
            firsts = {key(g): i for i, g in enumerate(self._games)}  # a game for each
            texts = {k: self._make_text(self._games[i], column) for k, i in firsts.items()}
            self._column_texts[column] = texts
        return texts

    def hand_cells(self, game: int, number: int) -> tuple[str, ...]:
        """The texts of the ``number``-th hand (from 0) of ``game``, made once."""
        cells = self._hand_cells.get((game, number))
        if cells is None:
            hand = self._games[game].hands[number]
            cells = self._hand_cells[(game, number)] = self._make_hand(hand)
        return cells

    # ------------------------------------------------------------ finding
    def hand(self, index: Index) -> HandRow | None:
        """The hand on the row of ``index``; None on a game's row."""
        if not index.isValid() or index.internalId() == 0:
            return None
        return self._games[index.internalId() - 1].hands[index.row()]

    def index_of_hand(self, wanted: HandRow) -> QModelIndex:
        """The row of the hand ``wanted``, if listed: the hand itself, or else (read
        again, changed) the one of its number in its game. A damaged history can hold
        two hands of one number: the one chosen stays chosen, not the first of them."""
        for game, entry in enumerate(self._games):
            if entry.match.match_id != wanted.match_id:
                continue
            rows = [row for row, hand in enumerate(entry.hands) if hand.number == wanted.number]
            same = [row for row in rows if entry.hands[row] == wanted]
            if same or rows:
                return self.createIndex((same or rows)[0], 0, game + 1)
        return QModelIndex()

    # ------------------------------------------------------------ the tree
    def index(self, row: int, column: int, parent: Index = _ROOT) -> QModelIndex:
        if not parent.isValid():  # a game: what the view asks for most, first
            if 0 <= row < len(self._order) and 0 <= column < COLUMNS:
                return self.createIndex(row, column, 0)
            return QModelIndex()
        if not 0 <= column < COLUMNS:
            return QModelIndex()
        if parent.internalId() != 0 or parent.column() != 0:
            return QModelIndex()  # a hand has no rows under it
        game = self._order[parent.row()]
        if 0 <= row < len(self._games[game].hands):
            return self.createIndex(row, column, game + 1)
        return QModelIndex()

    @overload
    def parent(self) -> QObject | None: ...
    @overload
    def parent(self, child: Index) -> QModelIndex: ...
    def parent(self, child: Index | None = None) -> QObject | QModelIndex | None:
        if child is None:
            return super().parent()  # the QObject's
        if not child.isValid() or child.internalId() == 0:
            return QModelIndex()
        return self.createIndex(self._rows[child.internalId() - 1], 0, 0)

    def rowCount(self, parent: Index = _ROOT) -> int:
        if not parent.isValid():
            return len(self._order)
        if parent.internalId() != 0 or parent.column() != 0:
            return 0
        return len(self._games[self._order[parent.row()]].hands)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return COLUMNS

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _GAME_FLAGS if index.internalId() == 0 else _HAND_FLAGS

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        col = index.column()
        key = index.internalId()
        if key == 0:  # a game
            return self._game_data(self._order[index.row()], col, role)
        if role == _DISPLAY:
            return self.hand_cells(key - 1, index.row())[col]
        if role == _FONT:
            return self.fixed if col == CODE_COLUMN else None
        if role == _FOREGROUND:
            return QBrush(self.pencil) if col == 0 else None
        if role == _ALIGNMENT:
            return _RIGHT if col == POINTS_COLUMN else None
        if role == SORT_ROLE and col == 0:
            return self._games[key - 1].hands[index.row()].number
        return None

    def _game_data(self, game: int, col: int, role: int) -> Any:
        if role == _DISPLAY:
            return self.game_cells(game)[col]
        if role == _FONT:
            return self.bold
        if role == _TOOLTIP:
            return self.game_tip(game) or None
        if role == _FOREGROUND:
            won = col == WINNER_COLUMN and self._games[game].match.winner == 0
            return QBrush(INK) if won else None
        if role == _ALIGNMENT:
            return _RIGHT if col == POINTS_COLUMN else None
        if role == SORT_ROLE:
            if col == 0:
                return self._games[game].age
            if col == POINTS_COLUMN:
                return self._games[game].margin
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMNS:
            return None
        if role == _DISPLAY:
            return self._headers[section]
        if role == _ALIGNMENT and section == POINTS_COLUMN:
            return _RIGHT  # the points heading stands over its right-aligned numbers
        return None

    # ------------------------------------------------------------ sorting
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        if not self._order:
            return
        self.layoutAboutToBeChanged.emit()
        # A game's row moves; a hand's index (its row under its game) stays as it is.
        before = [i for i in self.persistentIndexList() if i.internalId() == 0]
        games = [self._order[i.row()] for i in before]
        self._set_order(self._sorted(self._order, column, order))
        after = [
            self.createIndex(self._rows[g], i.column(), 0)
            for i, g in zip(before, games, strict=True)
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _sorted(self, order: list[int], column: int, how: Qt.SortOrder) -> list[int]:
        """``order`` stably sorted by ``column``: equal rows keep their order, either way.
        No column (a view's -1, "not sorted"): the order the games were given in."""
        games = self._games
        key: Callable[[int], Any]
        if column != 0 and column not in GAME_KEYS:
            return sorted(order)
        if column == 0:
            key = lambda g: games[g].age  # noqa: E731
        elif column == POINTS_COLUMN:

            def key(g: int) -> tuple[int, int]:
                margin = games[g].margin
                return (0, 0) if margin is None else (1, margin)  # no points: lowest

        else:
            by_key, text_key = self.column_texts(column), GAME_KEYS[column]
            key = lambda g: by_key[text_key(games[g])].casefold()  # noqa: E731
        return sorted(order, key=key, reverse=how == Qt.SortOrder.DescendingOrder)

    def _set_order(self, order: list[int]) -> None:
        self._order = order
        self._rows = [0] * len(order)
        for row, game in enumerate(order):
            self._rows[game] = row

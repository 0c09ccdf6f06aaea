"""The end of a game: the winner and the final tally, line by line."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

from ...app.controller import PERSON
from ...app.settings import HIGH_CONTRAST, Settings
from ...model import GameResult, LineCode
from ...persistence.sheet import COLUMN_LINES, Sheet
from ..charts.running import RunningTotalsChart
from ..common.texts import integer_text, line_text, player_name
from ..common.texts import tr as texts_tr
from ..scoresheet.doc import duplicate_cell_lines, duplicate_status_text
from .panel import TablePanel

CHART_MIN_WIDTH = 220  # below this the running totals are no longer readable


class GameOverPanel(TablePanel):
    """Shows a GameResult; its buttons are the window's New game and Close actions."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent, margins=(26, 18), spacing=10, title_scale=1.8, title_min=18)
        self._result: GameResult | None = None
        self._sheet: Sheet | None = None
        self.sub = QLabel(self)
        self.sub.setObjectName("PanelSub")
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub.setWordWrap(True)  # nb's unpaid shutout line is longer than a small panel
        # A duplicate match's score against the reference, as the scoresheet gives it.
        self.duplicate = QLabel(self)
        self.duplicate.setObjectName("Total")
        self.duplicate.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.duplicate.setWordWrap(True)
        self.duplicate.hide()
        # How the last hand went: its own result panel gives way to this one.
        self.last_hand = QLabel(self)
        self.last_hand.setObjectName("PanelSub")
        self.last_hand.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.last_hand.setWordWrap(True)
        self.last_hand_text: Callable[[], str] = lambda: ""
        self.grid.setHorizontalSpacing(22)
        # The match's running totals beside the tally: small, so that the panel stays
        # between the two hands (clear of the knocker's melds) on a small screen.
        self.sheet_source: Callable[[], Sheet | None] = lambda: None
        self.chart = RunningTotalsChart(self)
        self.chart.setObjectName("GameOverChart")
        self.chart.setMinimumSize(CHART_MIN_WIDTH, 100)
        self._has_chart = False
        # The box-bonus cells ("25 (1 box)"): on a narrow panel their box count goes on a
        # second line, so that the chart still fits beside the tally (Finnish at 1024).
        self._box_cells: list[tuple[QLabel, QLabel, str, str]] = []
        self._compact = False
        self.chart.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.chart.hide()
        tally = QHBoxLayout()
        tally.setSpacing(18)
        # The tally's labels keep their width; the chart takes what is left.
        self.grid_host.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        tally.addWidget(self.grid_host, 0, Qt.AlignmentFlag.AlignVCenter)  # beside a taller chart
        tally.addWidget(self.chart, 1)
        self.body.addWidget(self.sub)
        self.body.addWidget(self.duplicate)
        self.body.addLayout(tally)
        self.body.addWidget(self.last_hand)
        for action in actions:
            self.add_button(action)
        self.retranslate_ui()

    def add_first_button(self, action: QAction) -> QToolButton:
        """A button before the others (Play again, beside New game)."""
        return self.add_button(action, first=True)

    def set_result(self, result: GameResult | None) -> None:
        self._result = result
        sheet = self.sheet_source() if result is not None else None
        self._sheet = sheet
        self.chart.set_sheet(sheet)
        self._has_chart = sheet is not None and bool(sheet.rows)
        self.chart.setVisible(self._has_chart)
        self.retranslate_ui()

    def fit_width(self) -> None:
        super().fit_width()  # the buttons: in a row, or one under another
        # Where the panel is too narrow for the tally and a readable chart side by side
        # (a small window), the tally's words win: the full scoresheet has the chart.
        side = self.side_margins()

        def room(compact: bool) -> int:
            self._set_compact(compact)
            for child in self.grid_host.findChildren(QLabel):
                child.ensurePolished()  # measured in the font of the new scale
            self.grid.invalidate()
            return self.width() - side - self.grid_host.sizeHint().width() - 18

        left = room(False)
        if left < CHART_MIN_WIDTH and self._has_chart and self._box_cells:
            left = room(True)
        readable = left >= CHART_MIN_WIDTH and self.chart.readable_at(left, self.chart.height())
        self.chart.setVisible(self._has_chart and readable)
        # The tally is never squeezed below its rows (the panel grows instead): the
        # layout's height-for-width estimate alone left it a pixel or two short.
        self.grid_host.setMinimumHeight(self.grid_host.sizeHint().height())

    def widths(self, table_width: float) -> tuple[int, int]:
        """As wide as the table allows (up to 1,240 px) for the chart beside the tally:
        in the usual width a large screen gave Hollywood's three charts some 400 px, a
        third of the table's width unused beside the panel, and one game's chart, as
        little as 256 px (Finnish), had its legend in two rows over a plot some 50 px
        tall at 1920x1080 (play-test)."""
        narrow, wide = super().widths(table_width)
        if self._has_chart:
            wide = max(wide, round(min(table_width * 0.94, 1240)))
            return wide, wide
        return narrow, wide

    def _set_compact(self, compact: bool) -> None:
        if compact != self._compact:
            self._compact = compact
            self._show_box_counts()

    def _show_box_counts(self) -> None:
        """ "25 (1 box)" in one cell, or on a narrow panel "25" over "(1 box)"."""
        for cell, count, points, boxes in self._box_cells:
            cell.setText(points if self._compact else f"{points} ({boxes})")
            count.setText(f"({boxes})")
            count.setVisible(self._compact)

    def follow_settings(self, settings: Settings) -> None:
        """Draw the chart in high contrast while the game's setting says so."""

        def apply(key: str = HIGH_CONTRAST.key) -> None:
            if key == HIGH_CONTRAST.key:
                self.chart.set_high_contrast(settings.get(HIGH_CONTRAST))

        apply()
        settings.changed.connect(apply)

    def set_scale(self, px: int, *, tight: bool = False) -> None:
        super().set_scale(px, tight=tight)
        # The chart shrinks with the text when the table is small: its own words a
        # little smaller than the panel's.
        px = max(12, px)
        font = QFont(self.chart.font())
        font.setPixelSize(max(9, round(px * 0.72)))
        self.chart.setFont(font)
        self.chart.setFixedHeight(max(110, round(px * 7.5)))
        self.fit_width()  # the tally's text changed size

    def grow_chart(self, spare: int) -> bool:
        """Give the chart up to ``spare`` pixels more height, where the table has that
        room left over once the panel's text has its size: Hollywood's three small
        charts, or one game's, were only a few marks tall on a large screen. At most
        the chart's own height more; nothing when the chart is not shown."""
        if spare <= 0 or not self.chart.isVisible():
            return False
        height = self.chart.maximumHeight()  # the fixed height set with the scale
        self.chart.setFixedHeight(height + min(spare, height))
        return True

    def retranslate_ui(self) -> None:
        self.clear_grid()
        self._box_cells = []
        g = self._result
        reference = self._sheet.duplicate if self._sheet is not None else None
        self.duplicate.setVisible(g is not None and reference is not None)
        if reference is not None:
            text = duplicate_status_text(reference)
            played = self._sheet.rows if self._sheet is not None else ()
            last_cell = reference.cell(played[-1].number) if played else None
            if played and last_cell is not None and last_cell.score is not None:
                # The last deal compared, as each hand's panel did before: the game's
                # end took its place, and the comparison was nowhere (play-test h145).
                lines = duplicate_cell_lines(last_cell, reference.reference_level, played[-1])
                text += "\n" + self.tr("Last deal: %1", "its duplicate comparison").replace(
                    "%1", "; ".join(lines)
                )
            self.duplicate.setText(text)
        if g is None:
            self.title.setText("")
            self.sub.setText("")
            self.last_hand.setText("")
            return
        self.last_hand.setText(self.last_hand_text())
        self.last_hand.setVisible(bool(self.last_hand.text()))
        if g.is_hollywood:
            if g.winner == PERSON:
                self.title.setText(self.tr("You win the Hollywood match!"))
            else:
                self.title.setText(self.tr("The computer wins the Hollywood match"))
        elif g.winner == PERSON:
            self.title.setText(self.tr("You win the game!"))
        else:
            self.title.setText(self.tr("The computer wins the game"))
        sub = self.tr("Won by %1 points").replace("%1", integer_text(g.difference))
        if g.shutout and any(line.code is LineCode.SHUTOUT_BONUS for line in g.lines):
            sub += " · " + self.tr("a shutout")
        elif g.shutout:
            # Named bare, a player used to a doubled bonus looked for it on the tally
            # (play-test 9): these rules pay the ordinary game bonus.
            sub += " · " + self.tr("a shutout, with no extra bonus under these rules")
        self.sub.setText(sub)
        # Two columns, one per player, as on a paper scoresheet.
        self.grid.addWidget(QLabel("", self.grid_host), 0, 0)
        for p in (0, 1):
            head = QLabel(player_name(p), self.grid_host)
            head.setObjectName("Total")
            head.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(head, 0, 1 + p)
        # Hollywood's game lines share a code: the game's number keeps them apart.
        rows: dict[tuple[LineCode, int | None], int] = {}
        next_row = 1
        strong = (LineCode.FINAL_TOTAL, LineCode.MATCH_DIFFERENCE)
        filled: set[tuple[tuple[LineCode, int | None], int]] = set()
        for line in g.lines:
            if line.code is LineCode.FINAL_DIFFERENCE:
                continue
            code = line.code
            key = (code, line.count if code is LineCode.GAME_DIFFERENCE else None)
            if key not in rows:
                rows[key] = next_row
                label = QLabel(
                    line_text(line) if code is not LineCode.BOX_BONUS else self.tr("Box bonus"),
                    self.grid_host,
                )
                if code in strong:
                    label.setObjectName("Total")
                self.grid.addWidget(label, next_row, 0)
                next_row += 1
                if code is LineCode.BOX_BONUS:
                    next_row += 1  # the row under it holds the box counts on a narrow panel
            column = 1 + (line.player if line.player is not None else 0)
            cell = QLabel(integer_text(line.points), self.grid_host)
            if line.code is LineCode.BOX_BONUS and line.count is not None:
                count = QLabel("", self.grid_host)
                count.setAlignment(Qt.AlignmentFlag.AlignRight)
                self.grid.addWidget(count, rows[key] + 1, column)
                self._box_cells.append(
                    (
                        cell,
                        count,
                        integer_text(line.points),
                        texts_tr("%n box(es)", None, line.count),
                    )
                )
            cell.setAlignment(Qt.AlignmentFlag.AlignRight)
            cell.setObjectName("Total" if code in strong else "Points")
            self.grid.addWidget(cell, rows[key], column)
            filled.add((key, column))
        # A line that adds to the columns has 0 where it gives a player nothing, as on
        # the scoresheet (COLUMN_LINES): the loser's game bonus was blank beside 0 boxes.
        for line_key, row in rows.items():
            for column in (1, 2):
                if line_key[0] in COLUMN_LINES and (line_key, column) not in filled:
                    zero = QLabel("0", self.grid_host)
                    zero.setAlignment(Qt.AlignmentFlag.AlignRight)
                    zero.setObjectName("Total" if line_key[0] in strong else "Points")
                    self.grid.addWidget(zero, row, column)
        self._show_box_counts()
        self.adjustSize()
        self.content_changed.emit()

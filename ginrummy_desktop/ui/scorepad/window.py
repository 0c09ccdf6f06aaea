"""The score pad window: start a pad (rules, names, first dealer), then write each hand.

Every change goes through :class:`persistence.pad_keeper.PadKeeper`, which saves the
pad file after each entry; opening the window again resumes it. Its history row goes
to the game's history writer (``record``), off the GUI thread. Wiring::

    window = ScorePadWindow(
        directory=data_dir(), history=db, record=writer.submit, settings=settings, parent=w
    )
    window.show()
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...app import settings as S
from ...app.i18n import as_words
from ...app.kept_path import unmarked
from ...model import PadEntry, PadError, Rules
from ...model.rules import PRESET_NAMES, PRESETS, preset
from ...model.scorepad import MAX_NAME_LENGTH, ScorePad, check_names
from ...persistence import HistoryDB, Sheet
from ...persistence.chart_data import running_totals
from ...persistence.pad_keeper import Kept, PadKeeper
from ...persistence.sheet import build_pad_sheet
from ..charts.running import RunningTotalsChart
from ..common.files import SavedLine
from ..common.label_height import hold_height
from ..common.question import ask
from ..common.screen_room import FRAME_HEIGHT, FRAME_WIDTH, screen_room
from ..common.texts import preset_description, preset_name
from ..dialogs.new_game import CUSTOM, NewGameDialog
from ..dialogs.resume import TAKES_NOTICES
from ..scoresheet.doc import house_rules_text
from ..scoresheet.paint import DARK, PAPER
from .entry import ERROR_COLOUR, EntryRow, Typed, focus_by_key
from .exports import PadSheetDialog
from .sheet_view import PadSheetView, pad_names
from .texts import (
    ScorePadText,
    default_name,
    error_text,
    kept_text,
    load_problem_text,
    shown_name,
)

# The pad in progress's own house rules, offered beside the saved ones when they differ.
PAD_RULES = "pad_in_progress"


def _sheet_print(pad: ScorePad) -> str:
    """A short print of a pad's hands and names: any change to them changes it."""
    text = json.dumps(pad.to_dict(), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _as_house(rules: Rules) -> Rules:
    """``rules`` as the start page keeps house rules: named so, Hollywood apart (its
    own box)."""
    return dataclasses.replace(rules, preset=CUSTOM, hollywood=False)


class StartPage(QWidget):
    """The rules, the two names and who deals first, for a new pad. The rules are a
    preset or the player's house rules, set one by one in the New game dialog's rule
    fields ("Change the rules…"); while a pad by other house rules is in progress, its
    rules are offered too."""

    # House rules set here (Rules, "custom"): the window keeps them in the settings.
    house_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.house: Rules | None = None
        self._in_progress: Rules | None = None  # the pad in progress's house rules, if any
        self.rules_dialog: NewGameDialog | None = None
        self.title = QLabel()
        self.title.setStyleSheet(f"color: {DARK.name()}; font-weight: bold; font-size: 16px;")
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.notice.setVisible(False)
        self.preset = QComboBox()
        # As wide as its choices now, not when first shown: the pad's own rules are
        # offered later, and their entry was cut short (Norwegian).
        self.preset.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for name in PRESET_NAMES:
            self.preset.addItem("", name)
        # What the chosen rules score, in a line, as New game says it.
        self.preset_description = QLabel()
        self.preset_description.setObjectName("PresetDescription")
        self.preset_description.setWordWrap(True)
        # At the top of the room held for the longest: a shorter one floated in its
        # middle, a blank line under the rules it describes (screenshot, play-test h62).
        self.preset_description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.preset.currentIndexChanged.connect(self._describe)
        self.preset_description.installEventFilter(self)
        self.change_button = QPushButton()
        self.change_button.setAutoDefault(False)
        self.change_button.clicked.connect(self.change_rules)
        self.hollywood = QCheckBox()
        self.names = [QLineEdit(), QLineEdit()]
        for edit in self.names:
            edit.setMaxLength(MAX_NAME_LENGTH)
        self.dealer = QComboBox()
        self.dealer.addItem("", 0)
        self.dealer.addItem("", 1)
        self.start_button = QPushButton()
        self.start_button.setAutoDefault(False)
        self.back_button = QPushButton()  # back to the pad in progress, unchanged
        self.back_button.setAutoDefault(False)
        self.back_button.setVisible(False)
        self.form = QFormLayout()
        self.preset_label = QLabel()
        self.name_labels = [QLabel(), QLabel()]
        self.dealer_label = QLabel()
        preset_row = QHBoxLayout()
        preset_row.addWidget(self.preset, 1)
        preset_row.addWidget(self.change_button)
        self.form.addRow(self.preset_label, preset_row)
        self.form.addRow("", self.preset_description)
        self.form.addRow("", self.hollywood)
        for label, edit in zip(self.name_labels, self.names, strict=True):
            self.form.addRow(label, edit)
        self.form.addRow(self.dealer_label, self.dealer)
        for label, w in (
            (self.preset_label, self.preset),
            (self.name_labels[0], self.names[0]),
            (self.name_labels[1], self.names[1]),
            (self.dealer_label, self.dealer),
        ):
            label.setBuddy(w)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.start_button)
        # A narrow column: a form stretched over a wide window is hard to read.
        column = QWidget()
        column.setMaximumWidth(560)
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.title)
        inner.addWidget(self.notice)
        inner.addLayout(self.form)
        inner.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(column, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        for edit in self.names:
            edit.textChanged.connect(self._names_changed)
        self.retranslate_ui()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.start_button.click()
            return
        super().keyPressEvent(event)

    def rules(self) -> Rules:
        name = str(self.preset.currentData())
        if name == CUSTOM and self.house is not None:
            base = self.house
        elif name == PAD_RULES and self.pad_rules is not None:
            base = self.pad_rules
        else:
            base = preset(name)
        return base.with_changes(hollywood=self.hollywood.isChecked())

    def set_house(self, rules: Rules | None) -> None:
        """The house rules offered as "House rules" (None: none, and no such choice).
        The pad in progress's own rules keep an entry of their own when they are not
        these: they had been shown as "House rules", and other saved ones (dealt in New
        game, set by "Change the rules…") or none put them out of reach."""
        index = self.preset.findData(CUSTOM)
        pads_shown = self.preset.currentData() == CUSTOM and self._in_progress is not None
        pads_shown = pads_shown and self.house == self._in_progress
        if rules is None:
            self.house = None
            if index >= 0:
                self.preset.removeItem(index)
        else:
            self.house = _as_house(rules)
            if index < 0:  # after the presets, before the pad's own entry
                self.preset.insertItem(len(PRESET_NAMES), self._choice_name(CUSTOM), CUSTOM)
        self._offer_pad_rules()
        if pads_shown and self.pad_rules is not None:  # the rules shown stay shown
            self.preset.setCurrentIndex(self.preset.findData(PAD_RULES))
        self._describe()

    @property
    def pad_rules(self) -> Rules | None:
        """The pad in progress's own house rules while they are not the saved ones (the
        entry PAD_RULES offers); None: no pad by house rules, or the saved ones."""
        mine = self._in_progress
        return None if mine is None or mine == self.house else mine

    @staticmethod
    def _choice_name(name: str) -> str:
        """What an entry of the rules' box reads: a preset's name, "House rules", or
        the current pad's rules."""
        if name == PAD_RULES:
            return ScorePadText.tr("Rules of the current pad")
        return preset_name(name)

    def offer_pad_rules(self, rules: Rules | None) -> None:
        """Offer ``rules``, the pad in progress's own house rules, beside the saved
        ones (None: there are none); a pad by other rules than the saved put them out
        of reach."""
        self._in_progress = None if rules is None else _as_house(rules)
        self._offer_pad_rules()

    def _offer_pad_rules(self) -> None:
        """The pad in progress's rules as an entry of their own while they are not the
        saved house rules (those are one entry, "House rules")."""
        index = self.preset.findData(PAD_RULES)
        if self.pad_rules is None:
            if index >= 0:
                chosen = self.preset.currentIndex() == index
                self.preset.removeItem(index)
                if chosen:  # the saved house rules, else the first preset
                    self.preset.setCurrentIndex(max(0, self.preset.findData(CUSTOM)))
            self._describe()
            return
        if index < 0:
            self.preset.addItem(self._choice_name(PAD_RULES), PAD_RULES)
        self._describe()

    def show_rules_of(self, rules: Rules | None) -> None:
        """Choose the rules of the pad in progress: their preset, the saved house rules
        when they are those, else their own entry. The saved house rules stay. None:
        no pad is in progress, and no entry of its rules is offered."""
        if rules is None or rules.preset in PRESETS:
            self.offer_pad_rules(None)
            if rules is not None:
                self.preset.setCurrentIndex(max(0, self.preset.findData(rules.preset)))
            return
        self.offer_pad_rules(rules)
        if self.house is None:  # none saved: the pad's are offered as the house rules
            self.set_house(rules)
        key = CUSTOM if self.pad_rules is None else PAD_RULES
        self.preset.setCurrentIndex(self.preset.findData(key))

    def choose(self, rules: Rules) -> None:
        """Show ``rules``: their preset, or else the house rules (made these)."""
        if rules.preset in PRESETS:
            self.preset.setCurrentIndex(max(0, self.preset.findData(rules.preset)))
        else:
            self.set_house(rules)
            self.preset.setCurrentIndex(self.preset.findData(CUSTOM))

    def change_rules(self) -> None:
        """Every rule one by one, in the New game dialog's fields; not modal to the
        code (the page goes on when the dialog is accepted)."""
        dialog = NewGameDialog(self.window(), self.rules(), "", house=self.house, for_pad=True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._rules_chosen(dialog.chosen_rules()))
        dialog.destroyed.connect(self._rules_dialog_gone)
        self.rules_dialog = dialog
        dialog.open()

    def _rules_dialog_gone(self) -> None:
        self.rules_dialog = None

    def _rules_chosen(self, rules: Rules) -> None:
        self.choose(rules)
        if rules.preset not in PRESETS and self.house is not None:
            self.house_chosen.emit(self.house)

    def chosen_names(self) -> tuple[str, str]:
        return (self.names[0].text().strip(), self.names[1].text().strip())

    def _describe(self) -> None:
        if self.preset.currentData() == CUSTOM and self.house is not None:
            self.preset_description.setText(house_rules_text(self.house, target=True))
        elif self.preset.currentData() == PAD_RULES and self.pad_rules is not None:
            self.preset_description.setText(house_rules_text(self.pad_rules, target=True))
        else:
            self.preset_description.setText(preset_description(self.preset.currentData()))
        self._hold_description_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The description's own width: its column follows the form's widest row, which
        # moves when a longer text is shown, without the page changing size.
        if watched is self.preset_description and event.type() == QEvent.Type.Resize:
            self._hold_description_height()
        return super().eventFilter(watched, event)

    def _hold_description_height(self) -> None:
        """The rules' description as tall as the longest of them at its width: the form
        kept the height of a narrow label, a line of paper above and below two lines of
        house rules (seen in a screenshot), and it does not move when another is chosen."""
        words = [preset_description(name) for name in PRESET_NAMES]
        words += [
            house_rules_text(r, target=True) for r in (self.house, self.pad_rules) if r is not None
        ]
        hold_height(self.preset_description, words)

    def _names_changed(self) -> None:
        names = self.chosen_names()
        for p in (0, 1):
            self.dealer.setItemText(p, shown_name(names, p))

    def retranslate_ui(self) -> None:
        self.title.setText(ScorePadText.tr("A new score pad"))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, self._choice_name(str(self.preset.itemData(i))))
        self.hollywood.setText(ScorePadText.tr("&Hollywood: three games at once"))
        self.preset_label.setText(ScorePadText.tr("&Rules:"))
        self.change_button.setText(ScorePadText.tr("Cha&nge the rules…"))
        self.change_button.setToolTip(
            ScorePadText.tr(
                "Every rule one by one, as in New game. Your house rules are kept for the "
                "next pad and the next game."
            )
        )
        self.name_labels[0].setText(ScorePadText.tr("Player &1:"))
        self.name_labels[1].setText(ScorePadText.tr("Player &2:"))
        for p in (0, 1):
            self.names[p].setPlaceholderText(default_name(p))
        self.dealer_label.setText(ScorePadText.tr("&Deals first:"))
        self._describe()
        self._names_changed()
        self.start_button.setText(ScorePadText.tr("&Start the pad"))
        self.back_button.setText(ScorePadText.tr("&Back to the pad in progress"))


class ScorePadWindow(PadSheetDialog):
    """A score pad for a game played with real cards."""

    def __init__(
        self,
        *,
        directory: Path,
        history: HistoryDB | None = None,
        record: Callable[[dict[str, Any]], None] | None = None,
        settings: S.Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # Notices told while the pad is in use show over it (ui/dialogs/resume.py).
        self.setProperty(TAKES_NOTICES, True)
        self._start_sized = False  # sized to the start page; the pad's size comes later
        self._start_size = QSize()
        self.directory = Path(directory)
        self.history = history
        # The history writer's submit (the game's own, off the GUI thread); without
        # it the rows are written here.
        self.record = record
        self.settings = settings
        self.keeper: PadKeeper | None = None
        self.entry: EntryRow | None = None
        self.setObjectName("ScorePadWindow")
        self.setStyleSheet(f"#ScorePadWindow {{ background-color: {PAPER}; }}")
        self.start_page = StartPage()
        self.start_page.start_button.clicked.connect(self.start_from_page)
        self.start_page.back_button.clicked.connect(self._back_to_pad)
        if settings is not None:
            self.start_page.set_house(settings.house_rules())
            self.start_page.house_chosen.connect(settings.set_house_rules)
            settings.changed.connect(self._house_setting)
        self.pad_page = QWidget()
        self.name_edits = [QLineEdit(), QLineEdit()]
        self.name_labels = [QLabel(), QLabel()]
        names_row = QHBoxLayout()
        for p, (label, edit) in enumerate(zip(self.name_labels, self.name_edits, strict=True)):
            edit.setMaxLength(MAX_NAME_LENGTH)
            label.setBuddy(edit)
            edit.editingFinished.connect(lambda p=p: self.rename(p))
            names_row.addWidget(label)
            names_row.addWidget(edit, 1)
        self.view = PadSheetView()
        self.view.tree.itemSelectionChanged.connect(self._update_buttons)
        self.view.tree.itemDoubleClicked.connect(lambda *_: self.correct_selected())
        self.entry_holder = QVBoxLayout()
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.notice.setVisible(False)
        self._kept: Kept | None = None  # what the last change could not store
        # The history writer's trouble, while it lasts, worded in the language of the
        # moment (the pad's line stayed in the one it was told in: review h141).
        self._history_problem: Callable[[], str] | None = None
        self.over_label = QLabel()  # in place of the entry row once the game has ended
        self.over_label.setWordWrap(True)
        self.over_label.setStyleSheet(f"color: {DARK.name()}; font-weight: bold;")
        self.over_label.setVisible(False)
        self.correct_button = QPushButton()
        self.remove_button = QPushButton()
        self.new_button = QPushButton()
        self.print_button = QPushButton()
        self.pdf_button = QPushButton()
        self.csv_button = QPushButton()
        self.close_button = QPushButton()
        self.correct_button.clicked.connect(self.correct_selected)
        self.remove_button.clicked.connect(self.remove_last)
        self.new_button.clicked.connect(self.show_start)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.choose_pdf)
        self.csv_button.clicked.connect(self.choose_csv)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        for b in (self.correct_button, self.remove_button, self.new_button):
            b.setAutoDefault(False)
            buttons.addWidget(b)
        # "Saved as…" in the row, where it moves nothing: a line of its own above the
        # buttons pushed the entry row up when a PDF was saved (play-test h129).
        self.saved = SavedLine()
        self.saved.join_row(buttons)
        for b in (self.print_button, self.pdf_button, self.csv_button, self.close_button):
            b.setAutoDefault(False)  # Return adds the hand, it never prints or closes
            buttons.addWidget(b)
        page = QVBoxLayout(self.pad_page)
        page.setContentsMargins(0, 0, 0, 0)
        page.addLayout(names_row)
        # The running totals beside the sheet, as in the match's full scoresheet; the
        # splitter lets the players give either more room.
        self.chart = RunningTotalsChart()
        self.chart.setObjectName("ScorePadChart")
        self.chart.setMinimumHeight(140)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.chart)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        # Where the players left the splitter is where the next pad opens it (a sheet
        # given more rows on a small screen had to be given them again each time).
        self.splitter.splitterMoved.connect(self._keep_chart_share)
        page.addWidget(self.splitter, 1)
        if settings is not None:
            self._contrast_setting()
            settings.changed.connect(self._contrast_setting)
        page.addLayout(self.entry_holder)
        page.addWidget(self.over_label)
        page.addWidget(self.notice)
        page.addLayout(buttons)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.pad_page)
        # The page not shown asks for no room: the start page's small form sized alone.
        self.stack.currentChanged.connect(self._page_shown)
        self._page_shown()
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        # The usual Close (Ctrl+W, Ctrl+F4) closes the pad, as its Close button does;
        # the game's Quit keys are the main window's to give (WindowDialogs.quit_from).
        self._pads_opened = False  # a pad has been shown in this window
        self.close_shortcut = QShortcut(self)
        self.close_shortcut.setKeys(QKeySequence.StandardKey.Close)
        self.close_shortcut.activated.connect(self.close)
        self.retranslate_ui()
        self.resume()
        if self.stack.currentWidget() is self.start_page:
            self._fit_start_page()
        else:
            self._fit_first_size()

    def _page_shown(self, _index: int = 0) -> None:
        for page in (self.start_page, self.pad_page):
            policy = (
                QSizePolicy.Policy.Preferred
                if page is self.stack.currentWidget()
                else QSizePolicy.Policy.Ignored
            )
            page.setSizePolicy(policy, policy)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()

    def _fit_start_page(self) -> None:
        """A new pad's form, at its own size: the window opened at the pad's 1180 x 880
        with the small form at its top and the rest empty (play-test 11). The pad's
        size follows when it is started."""
        self._start_sized = True
        layout = self.layout()
        if layout is not None:
            layout.activate()
        hint = self.sizeHint()
        self.resize(max(hint.width(), 480), hint.height())
        self._start_size = self.size()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The start page's form grown by itself (house rules of three lines, or their
        # description given its width when shown): still the form's size, not one the
        # person chose, so the pad grows to its own (it stayed the form's, off the foot
        # of a 1366x768 screen).
        if self._start_sized and self.size() == self._start_size.expandedTo(self.minimumSize()):
            self._start_size = self.size()

    def _grow_to_pad(self) -> None:
        """From the start page's size to the pad's, about the same centre, on the screen
        (a window the person has resized meanwhile keeps their size)."""
        if not self._start_sized:
            return
        self._start_sized = False
        if self.size() != self._start_size:
            return
        centre = self.geometry().center()
        self._fit_first_size()
        room = screen_room(self)
        if room is None or not self.isVisible():
            return
        x = centre.x() - self.width() // 2
        y = centre.y() - self.height() // 2
        x = max(room.left(), min(x, room.right() + 1 - self.width() - FRAME_WIDTH))
        y = max(room.top(), min(y, room.bottom() + 1 - self.height() - FRAME_HEIGHT))
        self.move(x, y)

    def _fit_first_size(self) -> None:
        """900 x 640, more on a large screen (up to 1180 x 860: Hollywood's nine
        columns and three charts want the room), less on a small one (1024 x 640 has no
        room for the buttons at the bottom at 640 once the panels and title bar are in)."""
        room = screen_room(self)
        width, height = 900, 640
        if room is not None:
            width = min(max(width, round(room.width() * 0.85)), room.width() - FRAME_WIDTH, 1180)
            height = min(
                max(height, round(room.height() * 0.85)), room.height() - FRAME_HEIGHT, 860
            )
        self.resize(max(width, 480), max(height, 400))

    # ------------------------------------------------------------ the pad
    def resume(self) -> None:
        """Open the pad in progress; a damaged file was moved aside: say so, start anew."""
        keeper, outcome = PadKeeper.resume(self.directory, history=self.history, record=self.record)
        if keeper is not None:
            self._open(keeper)
            return
        if outcome.problem is not None:
            self.start_page.notice.setText(load_problem_text(outcome))
            self.start_page.notice.setVisible(True)
        self.show_start()

    def show_start(self) -> None:
        page = self.start_page
        if self.keeper is not None:
            page.show_rules_of(self.keeper.pad.rules)  # its house rules too
            # And its way of keeping score: after a restart the box was unticked under
            # a Hollywood pad's rules, and the next pad was not Hollywood (play-test h60).
            page.hollywood.setChecked(self.keeper.pad.rules.hollywood)
        else:  # a finished pad closed, or none: no "pad in progress" to offer
            page.show_rules_of(None)
            if self.settings is not None and not self._pads_opened:
                # Before any pad in this window: the last pad's rules, else the rules
                # last dealt at the table, a preset or the house rules, and Hollywood if
                # it was (the pad opened on the international rules after games by the
                # Finnish ones: play-test h104; after a restart a club's house rules
                # gave way to the table's: h123). After one, its rules stay.
                last = self.settings.pad_rules() or self.settings.rules()
                page.choose(last)
                page.hollywood.setChecked(last.hollywood)
        if self.settings is not None:
            page.names[0].setText(self.settings.get(S.PAD_NAME_0))
            page.names[1].setText(self.settings.get(S.PAD_NAME_1))
        page.back_button.setVisible(self.keeper is not None)
        self.stack.setCurrentWidget(page)
        page.preset.setFocus()

    def _back_to_pad(self) -> None:
        if self.keeper is not None:
            self.stack.setCurrentWidget(self.pad_page)
            if self.entry is not None:
                self.entry.ending.setFocus()

    def start_from_page(self) -> None:
        page = self.start_page
        if not self.may_replace_pad():
            self._back_to_pad()
            return
        self.start(page.rules(), page.chosen_names(), int(page.dealer.currentData()))

    def may_replace_pad(self, *, taking_up: bool = False) -> bool:
        """Asked before another pad replaces one with hands written and not finished: it
        stays in the history, where it can be taken up again. ``taking_up``: the other
        pad is a game of the history, not a new one."""
        keeper = self.keeper
        if keeper is None or keeper.pad.is_over or not keeper.pad.hands:
            return True
        return self.confirm_replace(len(keeper.pad.hands), taking_up=taking_up)

    def confirm_replace(self, hands: int, *, taking_up: bool = False) -> bool:
        return ask(
            self,
            ScorePadText.tr("Take up this game?")
            if taking_up
            else ScorePadText.tr("Start a new pad?"),
            ScorePadText.tr(
                "The pad in progress (%n hand(s)) stays in the game history, where you can "
                "take it up again.",
                None,
                hands,
            )
            if self.history is not None or self.record is not None
            else ScorePadText.tr(
                "The pad in progress (%n hand(s)) is not kept: there is no game history to "
                "keep it in.",
                None,
                hands,
            ),
            yes=ScorePadText.tr("&Take up the game from the history")
            if taking_up
            else ScorePadText.tr("&Start a new pad"),
            no=ScorePadText.tr("&Back to the pad in progress"),
        )

    def confirm_remove(self, number: int) -> bool:
        return ask(
            self,
            ScorePadText.tr("Remove hand %1?").replace("%1", str(number)),
            ScorePadText.tr(
                "Hand %1 comes off the pad, and its points off the totals. It cannot be "
                "brought back."
            ).replace("%1", str(number)),
            yes=ScorePadText.tr("&Remove hand %1").replace("%1", str(number)),
            no=ScorePadText.tr("&Keep the hand"),
        )

    def start(self, rules: Rules, names: tuple[str, str], first_dealer: int = 0) -> None:
        """A new pad (the one in progress, if any, is kept in history)."""
        try:
            check_names(names)  # before the pad in progress is let go
        except PadError as exc:  # names the pad refuses: the start page says why
            self.start_page.notice.setText(error_text(exc))
            self.start_page.notice.setVisible(True)
            self.stack.setCurrentWidget(self.start_page)
            self.start_page.names[1].setFocus()
            return
        if self.keeper is not None:
            self.keeper.close()
        self._remember_names(names)
        if self.settings is not None:
            self.settings.set_pad_rules(rules)
        keeper, kept = PadKeeper.start(
            rules,
            directory=self.directory,
            names=names,
            first_dealer=first_dealer,
            history=self.history,
            record=self.record,
        )
        self.start_page.notice.setVisible(False)
        self._open(keeper)
        self._show_kept(kept)

    def continue_game(self, pad_id: str, pad: ScorePad) -> bool:
        """Take up a game of the history again (the one in progress, if it has hands
        written, is asked about first and stays in the history); False if refused."""
        if self.keeper is not None and self.keeper.pad_id == pad_id:
            self._back_to_pad()  # it is the pad in progress already
            return True
        if pad.is_over or not self.may_replace_pad(taking_up=True):
            return False
        if self.keeper is not None:
            self.keeper.close()
        keeper, kept = PadKeeper.take_up(
            pad, pad_id=pad_id, directory=self.directory, history=self.history, record=self.record
        )
        self._open(keeper)
        self._show_kept(kept)
        return True

    def _open(self, keeper: PadKeeper) -> None:
        if self.keeper is None or self.keeper.pad_id != keeper.pad_id:
            self.saved.clear_saved()  # it named a file of the pad shown before
        self.keeper = keeper
        self._pads_opened = True
        pad = keeper.pad
        if self.entry is not None:
            self.entry_holder.removeWidget(self.entry)
            self.entry.deleteLater()
        self.entry = EntryRow(pad.rules, self.display_names())
        self.entry.submitted.connect(self._submitted)
        self.entry.cancelled.connect(self.refresh)
        self.entry_holder.addWidget(self.entry)
        for p in (0, 1):
            self.name_edits[p].setText(pad.names[p])
        # Tab reads the page top to bottom: names, the sheet, the entry row, the buttons.
        row = self.entry
        chain: list[QWidget] = [*self.name_edits, self.view.tree, row.ending, row.knocker]
        chain += [row.knocker_count, row.defender_count]
        if pad.rules.oklahoma:
            chain.append(row.upcard)
        chain += [row.add_button, row.cancel_button, self.correct_button, self.remove_button]
        chain += [self.new_button, self.print_button, self.pdf_button, self.csv_button]
        chain.append(self.close_button)
        for a, b in itertools.pairwise(chain):
            QWidget.setTabOrder(a, b)
        self.stack.setCurrentWidget(self.pad_page)
        self._grow_to_pad()
        self._restore_chart_share()
        self._type_kept_hand()
        self.refresh()
        self.entry.ending.setFocus()

    def _keep_chart_share(self) -> None:
        sheet, chart = self.splitter.sizes()
        if self.settings is not None and sheet + chart > 0:
            self.settings.set(S.PAD_CHART_SHARE, max(1, round(100 * chart / (sheet + chart))))

    def _restore_chart_share(self) -> None:
        share = self.settings.get(S.PAD_CHART_SHARE) if self.settings is not None else 0
        if 0 < share < 100:
            # Proportions: the splitter shares out the room it has by them (each side
            # kept at its least, the charts' 140 pixels and the sheet's rows).
            total = max(sum(self.splitter.sizes()), 1000)
            self.splitter.setSizes([round(total * (100 - share) / 100), round(total * share / 100)])

    def _keep_typed_hand(self) -> None:
        """A hand half typed when the pad closes (Ctrl+W, Close, or the game quitting)
        is kept for this pad's next opening: it was lost with the window (review of
        play-test h93's Ctrl+Q)."""
        if self.settings is None:
            return
        typed = None if self.entry is None or self.keeper is None else self.entry.typed_hand()
        if typed is None or self.keeper is None:
            self.settings.set(S.PAD_DRAFT, "")
            return
        kept = {"pad": self.keeper.pad_id, "sheet": _sheet_print(self.keeper.pad)}
        self.settings.set(S.PAD_DRAFT, json.dumps({**kept, "row": typed.to_json()}))

    def _type_kept_hand(self) -> None:
        """The hand kept by :meth:`_keep_typed_hand`, if it was being typed on this pad
        as it is now: a pad changed since (a hand added or corrected elsewhere) lets it
        go. Typed back once: the row has it now, and closing keeps it again."""
        if self.settings is None or self.entry is None or self.keeper is None:
            return
        raw = self.settings.get(S.PAD_DRAFT)
        if not raw:
            return
        self.settings.set(S.PAD_DRAFT, "")
        try:
            kept = json.loads(raw)
        except ValueError:
            return
        if not isinstance(kept, dict):
            return
        same = kept.get("pad") == self.keeper.pad_id
        if not same or kept.get("sheet") != _sheet_print(self.keeper.pad):
            return
        typed = Typed.from_json(kept.get("row"))
        if typed is not None:
            self.entry.type_again(typed)

    def _house_setting(self, key: str) -> None:
        """House rules kept since the window was made (dealt in New game: the window
        is kept once opened) are the start page's: it offered the earlier ones, and
        'Change the rules…' accepted as shown put them back (play-test h60)."""
        if key != S.HOUSE_RULES.key or self.settings is None:
            return
        house = self.settings.house_rules()
        # House rules set on the page itself come back here once kept: it has them
        # already (they were set on it twice).
        if house is not None and _as_house(house) == self.start_page.house:
            return
        self.start_page.set_house(house)

    def _contrast_setting(self, key: str = S.HIGH_CONTRAST.key) -> None:
        """The chart and the sheet's pencil follow the game's high-contrast setting."""
        if key == S.HIGH_CONTRAST.key and self.settings is not None:
            self.chart.set_high_contrast(self.settings.get(S.HIGH_CONTRAST))
            self.view.set_high_contrast(self.settings.get(S.HIGH_CONTRAST))

    def display_names(self) -> tuple[str, str]:
        names = self.keeper.pad.names if self.keeper is not None else ("", "")
        return (shown_name(names, 0), shown_name(names, 1))

    def sheet(self) -> Sheet | None:
        return None if self.keeper is None else build_pad_sheet(self.keeper.pad)

    def refresh(self) -> None:
        sheet = self.sheet()
        self.view.correcting = self.entry.correcting if self.entry is not None else None
        self.view.set_sheet(sheet)
        if sheet is None:
            self.chart.set_sheet(None)
        else:
            # The chart's legend with the names the sheet writes ('Player 2' for a blank one).
            self.chart.set_totals(
                dataclasses.replace(running_totals(sheet), names=pad_names(sheet))
            )
        self.saved.follow(sheet)
        if self.entry is not None and self.keeper is not None:
            self.entry.set_names(self.display_names())
            writing = not self.keeper.pad.is_over or self.entry.correcting is not None
            self.entry.setVisible(writing)
            self.over_label.setVisible(not writing)
            self.over_label.setText(
                self.tr(
                    "The game is over: see the final tally above. A hand can still be "
                    "corrected: choose it on the sheet."
                )
            )
        if sheet is not None and sheet.result is not None:
            # "See the final tally above": the sheet shows it, its totals and difference.
            self.view.tree.scrollToBottom()
        self._update_buttons()

    def _update_buttons(self) -> None:
        hands = bool(self.keeper and self.keeper.pad.hands)
        self.correct_button.setEnabled(self.view.selected_hand() is not None)
        self.remove_button.setEnabled(hands)
        for b in (self.print_button, self.pdf_button, self.csv_button):
            b.setEnabled(hands)

    # ------------------------------------------------------------ changes
    def _submitted(self, entry: PadEntry) -> None:
        if self.keeper is None or self.entry is None:
            return
        number = self.entry.correcting
        try:
            if number is None:
                _hand, kept = self.keeper.add(entry)
            else:
                kept = self.keeper.correct(number, entry)
        except PadError as exc:
            self.entry.show_refusal(exc)  # nothing was stored
            return
        if number is None:
            self.entry.clear()
        else:
            self.entry.stop_correcting()
        self.refresh()
        # The hand just written in sight: at 1024x640, under the charts of a Hollywood
        # pad, the sheet shows two rows and a new hand went below them (play-test h110).
        # (A hand that ended the game: the final tally under it is shown, by refresh.)
        if not self.keeper.pad.is_over:
            self.view.show_hand(number if number is not None else len(self.keeper.pad.entries))
        self._show_kept(kept)
        if self.entry.isVisible():
            focus_by_key(self.entry.ending)

    def correct_selected(self) -> None:
        number = self.view.selected_hand()
        if number is None or self.keeper is None or self.entry is None:
            return
        self.entry.setVisible(True)
        self.over_label.setVisible(False)
        self.entry.show_entry(number, self.keeper.pad.entries[number - 1])
        self.view.set_correcting(number)

    def remove_last(self) -> None:
        if self.keeper is None or self.entry is None:
            return
        hands = len(self.keeper.pad.hands)
        # Asked first: the button stands beside Correct, a click went wide, and the
        # hand was gone with no way back (play-test h91).
        if hands and not self.confirm_remove(hands):
            return
        try:
            _entry, kept = self.keeper.remove_last()
        except PadError as exc:
            self.entry.show_refusal(exc)
            return
        self.entry.stop_correcting()
        self.refresh()
        self._show_kept(kept)

    def rename(self, player: int) -> None:
        if self.keeper is None:
            return
        name = self.name_edits[player].text().strip()
        if name == self.keeper.pad.names[player]:
            return
        try:
            kept = self.keeper.rename(player, name)
        except PadError as exc:
            self.notice.setText(error_text(exc))
            self.notice.setVisible(True)
            self.name_edits[player].setText(self.keeper.pad.names[player])  # as kept
            return
        self._remember_names(self.keeper.pad.names)
        self.refresh()
        self._show_kept(kept)

    def _remember_names(self, names: tuple[str, str]) -> None:
        if self.settings is not None:
            self.settings.set(S.PAD_NAME_0, names[0])
            self.settings.set(S.PAD_NAME_1, names[1])

    def _show_kept(self, kept: Kept) -> None:
        self._kept = kept
        self._update_notice()

    def show_history_problem(self, text: str | Callable[[], str]) -> None:
        """The game's history writer could not write (told while this window is in
        use): said on the pad's own notice line, not in a box that would take the
        next keystrokes, until :meth:`clear_history_problem`."""
        self._history_problem = as_words(text)
        self._update_notice()

    def clear_history_problem(self) -> None:
        self._history_problem = None
        self._update_notice()

    def _update_notice(self) -> None:
        kept = kept_text(self._kept) if self._kept is not None else ""
        problem = unmarked(self._history_problem()) if self._history_problem else ""
        text = " ".join(t for t in (kept, problem) if t)
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    # ------------------------------------------------------------ language
    def retranslate_ui(self) -> None:
        self.saved.retranslate_ui()
        self._update_notice()
        self.setWindowTitle(self.tr("Score pad"))
        self.name_labels[0].setText(self.tr("Player &1:"))
        self.name_labels[1].setText(self.tr("Player &2:"))
        for p in (0, 1):
            self.name_edits[p].setPlaceholderText(default_name(p))
        self.correct_button.setText(self.tr("&Correct the chosen hand"))
        self.correct_button.setToolTip(self.tr("Choose a hand on the sheet, then correct it"))
        self.remove_button.setText(self.tr("Remove the &last hand"))
        self.new_button.setText(self.tr("&New pad…"))
        self.print_button.setText(self.tr("&Print…"))
        self.pdf_button.setText(self.tr("Save as PD&F…"))
        self.csv_button.setText(self.tr("Save as CS&V…"))
        self.close_button.setText(self.tr("Close"))
        self.start_page.retranslate_ui()
        if self.keeper is not None:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def reopen(self) -> None:
        """Shown again from the menu: the pad on disk is the one to show."""
        if self.keeper is None:
            self.resume()

    def done(self, result: int) -> None:
        # Closed by the button, Esc or the title bar: a finished pad leaves its save
        # slot (it is in history), so the next opening starts a new one.
        self._keep_typed_hand()
        if self.keeper is not None and self.keeper.pad.is_over:
            self.keeper.close()
            self.keeper = None
        super().done(result)


__all__ = ["ScorePadWindow", "StartPage"]

"""The entry row: how one hand ended, typed in, previewed, and added or corrected."""

from __future__ import annotations

import itertools
from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ...model import Card, PadEnding, PadEntry, PadError, Rank, Rules, Suit
from ...model.padentry import MAX_DEADWOOD, PadErrorCode, count_from_text, score_entry
from ...model.scoring import HandResult
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import card_name, line_text, outcome_text
from ..scoresheet import doc
from ..scoresheet.doc import Scoresheet
from ..scoresheet.paint import DARK
from .texts import ScorePadText, error_text

ENDING_TEXTS = {
    PadEnding.KNOCK: QT_TRANSLATE_NOOP("ScorePadText", "Knock"),
    PadEnding.GIN: QT_TRANSLATE_NOOP("ScorePadText", "Gin"),
    PadEnding.BIG_GIN: QT_TRANSLATE_NOOP("ScorePadText", "Big Gin"),
    PadEnding.VOID: QT_TRANSLATE_NOOP("ScorePadText", "Void hand"),
}
ERROR_COLOUR = "#a11d1d"


def two_line_width(label: QLabel, least: int = 140) -> int:
    """The narrowest width (``least`` at the least) at which ``label``'s text wraps
    into two lines or one: the best place to break it in two, measured in its font."""
    metrics = label.fontMetrics()
    words = label.text().replace("&&", "\0").replace("&", "").replace("\0", "&").split()
    if not words:
        return least
    best = metrics.horizontalAdvance(" ".join(words))
    for i in range(1, len(words)):
        first = metrics.horizontalAdvance(" ".join(words[:i]))
        second = metrics.horizontalAdvance(" ".join(words[i:]))
        best = min(best, max(first, second))
    return max(least, best + 4)  # a little room for the label's rounding


def focus_by_key(widget: QWidget) -> None:
    """Give ``widget`` the cursor where it is seen, as its label's access key would:
    the row moves it on a key (Return, Esc, Correct). A plain setFocus() leaves the
    window's keyboard cues off, and a combo box then has no focus frame: after a hand
    refused for want of its upcard the cursor was in the upcard field unseen, and after
    Add, Esc or Correct in the ending's (seen in screenshots)."""
    widget.setFocus(Qt.FocusReason.ShortcutFocusReason)


# The keys that name a rank as it is written on the card (the ten also by "0" or "T").
RANK_KEYS = {
    "a": Rank.ACE,
    **{str(int(r)): r for r in Rank if 2 <= int(r) <= 9},
    "1": Rank.TEN,
    "0": Rank.TEN,
    "t": Rank.TEN,
    "j": Rank.JACK,
    "q": Rank.QUEEN,
    "k": Rank.KING,
}


class UpcardBox(QComboBox):
    """The 52 cards, by rank. A rank's key picks the next card of that rank, the next
    suit each time it is pressed ("7", "7": 7♣, 7♦). Qt's own search by typing cycled
    only when the key came slower than the typing interval, and found nothing
    otherwise."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        rank = RANK_KEYS.get(event.text().lower())
        chord = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        if rank is not None and not event.modifiers() & chord and self.count():
            n = self.count()
            for step in range(1, n + 1):
                i = (self.currentIndex() + step) % n
                card = self.itemData(i)
                if isinstance(card, Card) and card.rank is rank:
                    self.setCurrentIndex(i)
                    event.accept()
                    return
        super().keyPressEvent(event)


class Typed(NamedTuple):
    """A hand's row as typed: the ending's, the knocker's and the upcard's places in
    their lists, the two counts, and a knocker's count typed for a knock while the
    ending shown is another (EntryRow._knock_text)."""

    ending: int
    knocker: int
    knocker_count: str
    defender_count: str
    upcard: int
    knock_text: str | None

    def to_json(self) -> list[Any]:
        return list(self)

    @classmethod
    def from_json(cls, raw: object) -> Typed | None:
        """The row read back; None for anything else (a damaged setting is let go)."""
        if not isinstance(raw, list) or len(raw) != 6:
            return None
        ending, knocker, kcount, dcount, upcard, knock = raw
        ints = all(type(v) is int for v in (ending, knocker, upcard))
        texts = isinstance(kcount, str) and isinstance(dcount, str)
        if not ints or not texts or not (knock is None or isinstance(knock, str)):
            return None
        return cls(ending, knocker, kcount, dcount, upcard, knock)


class EntryRow(QWidget):
    """One hand's entry. ``submitted`` is emitted with the entry when Add (or Return)
    is pressed and the entry reads; a count that does not read is refused here."""

    submitted = Signal(object)  # PadEntry
    cancelled = Signal()

    def __init__(self, rules: Rules, names: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self._names = names
        self._correcting: int | None = None
        self._knock_text: str | None = None  # typed for a knock, while the ending is not one
        # The hand being entered, as typed, while an earlier one is corrected.
        self._draft: Typed | None = None
        self.ending = QComboBox()
        for ending in PadEnding:
            if ending is PadEnding.BIG_GIN and not rules.big_gin_allowed:
                continue
            # Straight gin has no knock: offered, it was every hand's first choice, to
            # be changed each time or refused (play-test h60).
            if ending is PadEnding.KNOCK and rules.straight_gin:
                continue
            self.ending.addItem("", ending)
        self.knocker = QComboBox()
        self.knocker.addItem("", 0)
        self.knocker.addItem("", 1)
        self.knocker_count = QLineEdit()
        self.defender_count = QLineEdit()
        # Deadwood counts are whole numbers. A field keeps what is typed, and anything
        # else (a letter, a minus) is refused with the pad's message at once, in the
        # preview: a digits-only check dropped it without a word, and "1o" meant to be
        # 10 was written down as 1 (play-test).
        for edit in (self.knocker_count, self.defender_count):
            edit.setMaxLength(6)
            edit.setAlignment(Qt.AlignmentFlag.AlignRight)
            edit.setMaximumWidth(90)
            edit.textChanged.connect(self._typed)
        self.upcard = UpcardBox()
        # By rank, each named by its label first ("7♥ – seven of hearts"): a key picks
        # the card as it is written on it, the same in every language ("7", again for
        # the next suit; "1" for the tens, "K" for the kings). Named by suit first in
        # fi and nb, only the first word could be typed, and the ranks not at all
        # (play-test h62).
        for rank in Rank:
            for suit in Suit:
                self.upcard.addItem("", Card(rank, suit))
        # Under Oklahoma each hand's upcard is chosen anew: one kept from the last hand
        # (a spade doubles the hand) was written again unless someone changed it
        # (play-test h60). Until it is chosen the field shows its placeholder.
        self.upcard.setCurrentIndex(-1)
        self.ending_label = QLabel()
        self.knocker_label = QLabel()
        self.knocker_count_label = QLabel()
        self.defender_count_label = QLabel()
        self.upcard_label = QLabel()
        for label, buddy in (
            (self.ending_label, self.ending),
            (self.knocker_label, self.knocker),
            (self.knocker_count_label, self.knocker_count),
            (self.defender_count_label, self.defender_count),
            (self.upcard_label, self.upcard),
        ):
            label.setBuddy(buddy)
            # In ink, as the labels of the rest of the window: in pencil grey they read
            # as greyed-out fields (play-test 9).
            label.setStyleSheet(f"color: {DARK.name()};")
            label.setWordWrap(True)  # long labels wrap rather than widen a small window
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        # ... but into two lines at most (retranslate_ui sets their widths).
        self._labels = (
            self.ending_label,
            self.knocker_label,
            self.knocker_count_label,
            self.defender_count_label,
            self.upcard_label,
        )
        self.add_button = QPushButton()
        self.add_button.setAutoDefault(False)  # Return is handled by the row itself
        self.add_button.clicked.connect(self.submit)
        self.cancel_button = QPushButton()
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(self.stop_correcting)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet(f"color: {DARK.name()};")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
        self.message.setVisible(False)  # shown with a refusal only (set_message)
        self.ending.currentIndexChanged.connect(self._ending_changed)
        # A refusal goes with any change, as with typing: a higher upcard after "only
        # gin" left the refusal beside a preview that scored the hand (play-test h60).
        self.knocker.currentIndexChanged.connect(self._typed)
        self.upcard.currentIndexChanged.connect(self._typed)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 4, 8, 4)
        columns = [
            (self.ending_label, self.ending),
            (self.knocker_label, self.knocker),
            (self.knocker_count_label, self.knocker_count),
            (self.defender_count_label, self.defender_count),
        ]
        if rules.oklahoma:
            columns.append((self.upcard_label, self.upcard))
        else:
            self.upcard.setVisible(False)
            self.upcard_label.setVisible(False)
        for col, (label, widget) in enumerate(columns):
            grid.addWidget(label, 0, col)
            grid.addWidget(widget, 1, col)
        last = len(columns)
        grid.addWidget(self.add_button, 1, last)
        # Cancel under Save, not beside it: side by side, after the upcard's column, they
        # widened the window past a 1024-pixel screen's edge (play-test h62).
        grid.addWidget(self.cancel_button, 2, last, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(last + 1, 1)
        # A refusal in the preview's place, which it empties: on a line of its own under
        # the preview, the line stayed empty after Esc took the refusal back (play-test
        # h93), and it moved the fields when it came. One line is kept for the two, so
        # that neither moves the field being typed in when it comes or goes.
        grid.addWidget(self.preview, 2, 0, 1, last)
        grid.addWidget(self.message, 2, 0, 1, last)
        grid.setRowMinimumHeight(2, self.preview.fontMetrics().lineSpacing())
        # Tab goes along the row as it reads, then to Add.
        order: list[QWidget] = [w for _l, w in columns] + [self.add_button, self.cancel_button]
        for a, b in itertools.pairwise(order):
            QWidget.setTabOrder(a, b)
        self.retranslate_ui()
        self._ending_changed()

    # ------------------------------------------------------------ reading
    @property
    def correcting(self) -> int | None:
        """The number of the hand being corrected (None: a new hand is entered)."""
        return self._correcting

    def set_names(self, names: tuple[str, str]) -> None:
        self._names = names
        self.retranslate_ui()

    def set_upcard(self, card: Card) -> None:
        # findData() cannot compare Python objects: look the card up by hand.
        for i in range(self.upcard.count()):
            if self.upcard.itemData(i) == card:
                self.upcard.setCurrentIndex(i)
                return

    def current_ending(self) -> PadEnding:
        ending = self.ending.currentData()
        return ending if isinstance(ending, PadEnding) else PadEnding.KNOCK

    def read(self) -> PadEntry:
        """The entry as typed; raises :class:`PadError` for a count that does not read."""
        ending = self.current_ending()
        upcard = self.upcard.currentData() if self.rules.oklahoma else None
        if ending is PadEnding.VOID:
            return PadEntry(PadEnding.VOID, upcard=upcard)
        # Gin leaves no deadwood (the field shows 0 and takes no typing).
        knocker_text = self.knocker_count.text() if ending is PadEnding.KNOCK else "0"
        return PadEntry(
            ending=ending,
            knocker=int(self.knocker.currentData()),
            knocker_deadwood=count_from_text(knocker_text),
            defender_deadwood=count_from_text(self.defender_count.text()),
            upcard=upcard,
        )

    def scored(self) -> HandResult:
        """What the entry would score (raises :class:`PadError`)."""
        return score_entry(self.rules, self.read())

    # ------------------------------------------------------------ changes
    def show_entry(self, number: int, entry: PadEntry) -> None:
        """Put a past hand in the row to correct it; what was typed for the hand being
        entered comes back when the correction ends (it was thrown away)."""
        if self._correcting is None:
            self._draft = self._typed_now()
        self._correcting = number
        self.ending.setCurrentIndex(max(0, self.ending.findData(entry.ending)))
        if entry.knocker in (0, 1):
            self.knocker.setCurrentIndex(entry.knocker)
        void = entry.ending is PadEnding.VOID
        self.knocker_count.setText("" if void else str(entry.knocker_deadwood))
        self.defender_count.setText("" if void else str(entry.defender_deadwood))
        # What was typed for the hand being entered is not this hand's: a gin corrected
        # into a knock starts with an empty count.
        self._knock_text = None if entry.ending is PadEnding.KNOCK else ""
        if entry.upcard is not None:
            self.set_upcard(entry.upcard)
        else:
            self.upcard.setCurrentIndex(-1)
        self.cancel_button.setVisible(True)
        self.set_message("")
        self.retranslate_ui()
        focus_by_key(self.ending)

    def stop_correcting(self) -> None:
        was = self._correcting is not None
        self._correcting = None
        self.cancel_button.setVisible(False)
        draft, self._draft = self._draft, None
        if was and draft is not None:
            self._put_back(draft)
        else:
            self.clear()
        self.retranslate_ui()
        if was:
            self.cancelled.emit()

    def clear(self) -> None:
        """Ready for the next hand: a knock, the commonest ending (a void or gin kept
        from the last hand would be written again by a quick Return); under straight
        gin, a gin (its counts are empty: a quick Return is refused)."""
        self.ending.setCurrentIndex(max(0, self.ending.findData(PadEnding.KNOCK)))
        self.knocker_count.clear()
        self.defender_count.clear()
        self.upcard.setCurrentIndex(-1)
        # The fields as the ending sets them, even where the choice did not change and
        # no signal came: under straight gin the ending stays a gin, and its greyed
        # count was left empty, not 0. Nothing typed for a knock is kept.
        self._knock_text = None
        self._ending_changed()

    def submit(self) -> None:
        try:
            entry = self.read()
        except PadError as exc:
            self.show_refusal(exc)
            return
        self.submitted.emit(entry)

    def show_refusal(self, error: PadError) -> None:
        """Say why the entry was refused (it was not stored), and put the cursor in the
        field the refusal is about, its text selected to be typed over."""
        self.set_message(error_text(error))
        self.preview.clear()  # the refusal says it; the preview would repeat it
        field = self._field_of(error)
        if field is not None and field.isEnabled():
            focus_by_key(field)
            if isinstance(field, QLineEdit):
                field.selectAll()

    def set_message(self, text: str) -> None:
        """Show a refusal in the preview's place ("": none, and the preview is back)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.preview.setVisible(not text)

    def _field_of(self, error: PadError) -> QLineEdit | QComboBox | None:
        """The field a refusal is about (None: the whole entry)."""
        code = error.code
        if code is PadErrorCode.UPCARD_NEEDED:
            return self.upcard
        if code is PadErrorCode.EMPTY_COUNT:
            for edit in (self.knocker_count, self.defender_count):
                if edit.isEnabled() and not edit.text().strip():
                    return edit
            return None
        if code in (PadErrorCode.NOT_A_NUMBER, PadErrorCode.NEGATIVE):
            # The first that does not read is the one refused.
            for edit in (self.knocker_count, self.defender_count):
                try:
                    count_from_text(edit.text() or "0")
                except PadError:
                    return edit
            return None
        if code is PadErrorCode.ABOVE_MAXIMUM:
            for edit in (self.knocker_count, self.defender_count):
                text = edit.text().strip()
                if text.isdigit() and int(text) > MAX_DEADWOOD:
                    return edit
            return None
        if code in (
            PadErrorCode.GIN_WITH_DEADWOOD,
            PadErrorCode.KNOCK_WITHOUT_DEADWOOD,
            PadErrorCode.ABOVE_KNOCK_LIMIT,
        ):
            return self.knocker_count
        return None

    def _typed(self) -> None:
        self.set_message("")  # being changed: the refusal no longer applies
        self.update_preview()

    def _ending_changed(self) -> None:
        ending = self.current_ending()
        void = ending is PadEnding.VOID
        for w in (self.knocker, self.defender_count):
            w.setEnabled(not void)
        # Only a knock has the knocker's deadwood to type: a gin's is 0 by definition,
        # where the field kept what was typed for a knock ("x", an error in the preview).
        # What was typed comes back if the ending goes back to a knock.
        self.knocker_count.setEnabled(ending is PadEnding.KNOCK)
        if ending is PadEnding.KNOCK:
            if self._knock_text is not None:
                self.knocker_count.setText(self._knock_text)
                self._knock_text = None
        else:
            if self._knock_text is None:
                self._knock_text = self.knocker_count.text()
            self.knocker_count.setText("" if void else "0")
        self._name_defender_count()
        self.set_message("")
        self.update_preview()

    def _name_defender_count(self) -> None:
        """After layoffs, except on a gin where these rules lay nothing off (the label
        spoke of layoffs there too, play-test 12)."""
        gin = self.current_ending() in (PadEnding.GIN, PadEnding.BIG_GIN)
        if gin and not self.rules.layoff_on_gin:
            text = ScorePadText.tr("&Defender's deadwood")
        else:
            text = ScorePadText.tr("&Defender's deadwood (after layoffs)")
        self.defender_count_label.setText(text)

    def update_preview(self) -> None:
        try:
            result = self.scored()
        except PadError as exc:
            # Nothing said while the counts are still to be typed; a count typed wrong
            # is said at once.
            typed = [e.text().strip() for e in (self.knocker_count, self.defender_count)]
            wrong = any(t and not (t.isascii() and t.isdigit()) for t in typed)
            blank = not self.defender_count.text().strip() and not wrong
            self.preview.setText("" if blank else error_text(exc))
            return
        self.preview.setText(self.preview_text(result))

    def preview_text(self, result: HandResult) -> str:
        if result.winner is None:
            text = ScorePadText.tr("Preview: %1 – nobody scores.")
            return text.replace("%1", outcome_text(result.outcome))
        lines = ", ".join(f"{line_text(ln)} {doc.num(ln.points)}" for ln in result.lines)
        scores = (
            Scoresheet.tr("%1 scores %2")
            .replace("%1", self._names[result.winner])
            .replace("%2", doc.num(result.points))
        )
        return (
            ScorePadText.tr("Preview: %1 – %2 (%3)")
            .replace("%1", outcome_text(result.outcome))
            .replace("%2", scores)
            .replace("%3", lines)
        )

    # ------------------------------------------------------------ language
    def retranslate_ui(self) -> None:
        for i in range(self.ending.count()):
            ending = self.ending.itemData(i)
            self.ending.setItemText(i, ScorePadText.tr(ENDING_TEXTS[ending]))
        for p in (0, 1):
            self.knocker.setItemText(p, self._names[p])
        for i in range(self.upcard.count()):
            card = self.upcard.itemData(i)
            self.upcard.setItemText(i, f"{card.label} – {card_name(card)}")
        self.ending_label.setText(ScorePadText.tr("&How the hand ended"))
        self.knocker_label.setText(ScorePadText.tr("&Who knocked or went gin"))
        self.knocker_count_label.setText(ScorePadText.tr("&Knocker's deadwood"))
        self._name_defender_count()
        self.upcard_label.setText(ScorePadText.tr("First &upcard"))
        self.upcard.setPlaceholderText(ScorePadText.tr("Choose…"))
        self.knocker_count.setPlaceholderText(ScorePadText.tr("e.g. 6"))
        self.defender_count.setPlaceholderText(ScorePadText.tr("e.g. 21"))
        if self._correcting is None:
            self.add_button.setText(ScorePadText.tr("&Add hand"))
        else:
            text = ScorePadText.tr("&Save correction to hand %1")
            self.add_button.setText(text.replace("%1", doc.num(self._correcting)))
        self.cancel_button.setText(ScorePadText.tr("Cancel correction"))
        self.add_button.setToolTip(ScorePadText.tr("Write the hand on the sheet (Enter)"))
        for label in self._labels:
            label.setMinimumWidth(two_line_width(label))
        self.update_preview()

    def has_typing(self) -> bool:
        """Is a hand being typed: a count or an upcard entered, not yet added?"""
        return self._is_typing(self._typed_now())

    def _is_typing(self, typed: Typed) -> bool:
        counts = (typed.knocker_count, typed.defender_count, typed.knock_text or "")
        chosen = self.rules.oklahoma and typed.upcard >= 0
        return any(t.strip() and t.strip() != "0" for t in counts) or chosen

    def _typed_now(self) -> Typed:
        return Typed(
            self.ending.currentIndex(),
            self.knocker.currentIndex(),
            self.knocker_count.text(),
            self.defender_count.text(),
            self.upcard.currentIndex(),
            self._knock_text,
        )

    def _put_back(self, typed: Typed) -> None:
        self.ending.setCurrentIndex(typed.ending)  # sets the fields for its ending first
        self.knocker.setCurrentIndex(typed.knocker)
        self.knocker_count.setText(typed.knocker_count)
        self.defender_count.setText(typed.defender_count)
        self.upcard.setCurrentIndex(typed.upcard)
        self._knock_text = typed.knock_text
        self.set_message("")
        self.update_preview()

    def typed_hand(self) -> Typed | None:
        """The new hand as typed and not yet added (kept aside while an earlier one
        is corrected), or None when nothing is typed: to keep when the pad closes."""
        typed = self._draft if self._correcting is not None else self._typed_now()
        return typed if typed is not None and self._is_typing(typed) else None

    def type_again(self, typed: Typed) -> None:
        """Put a hand kept by :meth:`typed_hand` back in the row (a new row: it was
        made when the pad opened). Places the row does not have are left as made."""
        if self._correcting is not None:
            return
        typed = Typed(
            typed.ending if 0 <= typed.ending < self.ending.count() else 0,
            typed.knocker if typed.knocker in (0, 1) else 0,
            typed.knocker_count[: self.knocker_count.maxLength()],
            typed.defender_count[: self.defender_count.maxLength()],
            typed.upcard if -1 <= typed.upcard < self.upcard.count() else -1,
            None
            if typed.knock_text is None
            else typed.knock_text[: self.knocker_count.maxLength()],
        )
        self._put_back(typed)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Return adds the hand from any field of the row.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            if self.cancel_button.hasFocus():
                self.stop_correcting()
            else:
                self.submit()
            return
        # Esc first takes back what is being done in the row, a correction or a hand
        # half typed, and only then closes the window: it closed with the counts typed
        # and lost them (play-test h60).
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            if self._correcting is not None:
                event.accept()
                self.stop_correcting()
                return
            if self.has_typing():
                event.accept()
                self.clear()
                # Who knocked is taken back with the rest (it stayed as chosen: play-test):
                # the row as it was made.
                self.knocker.setCurrentIndex(0)
                focus_by_key(self.ending)
                return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

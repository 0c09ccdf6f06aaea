"""Game → "Play a deal by code…": type a deal code, and a new game starts with that deal.

Wiring (main window)::

    dialog = DealCodeDialog(window, settings.rules(), settings.get(S.AI_LEVEL),
                            duplicate=settings.get(S.DUPLICATE_LEVEL) or None)
    dialog.finished.connect(
        lambda ok: ok and window.play_deal_code(dialog.key, dialog.rules, dialog.level,
                                                duplicate=dialog.duplicate))
    dialog.open()

The game it starts is the one it describes: the last New game's rules (Hollywood
included), computer and duplicate setting, as New game would start it again.

The dialog reads the code with the model's ``parse_deal_code`` (any case, dashes and
spaces anywhere) and refuses a bad one with a message that says what is wrong; OK
closes it only once :attr:`key` holds the deal the code names.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...model import Rules
from ...model.dealcode import (
    CODE_LENGTH,
    DealCodeError,
    DealCodeErrorCode,
    DealKey,
    parse_deal_code,
)
from ..common.texts import level_name, rules_name
from .base import TranslatedDialog, fill

EXAMPLE = "7K2P-QX4M"


# Symbols a code leaves out because they read like others: said so when one is typed.
LOOK_ALIKES = frozenset("0O1IL")


def deal_code_error_text(error: DealCodeError) -> str:
    """Why a typed code was refused, in the player's language."""
    details = error.details
    if error.code is DealCodeErrorCode.WRONG_LENGTH:
        length = details.get("length", 0)
        expected = details.get("expected", CODE_LENGTH)
        if not isinstance(length, int) or length == 0:
            return fill(
                QCoreApplication.translate(
                    "DealCodeDialog", "Type the code of a deal, for example %1."
                ),
                EXAMPLE,
            )
        return fill(
            QCoreApplication.translate(
                "DealCodeDialog", "The code has %n character(s); a code has %1.", "", length
            ),
            expected,
        )
    if error.code is DealCodeErrorCode.BAD_CHARACTER:
        character = str(details.get("character", ""))
        text = fill(
            QCoreApplication.translate("DealCodeDialog", "'%1' is not used in codes."), character
        )
        if character in LOOK_ALIKES:
            text += " " + QCoreApplication.translate(
                "DealCodeDialog", "Codes have no 0, O, 1, I or L: they read too much like others."
            )
        return text
    if error.code is DealCodeErrorCode.CHECK_FAILED:
        return QCoreApplication.translate(
            "DealCodeDialog", "A character is mistyped: check the code."
        )
    return QCoreApplication.translate("DealCodeDialog", "No deal has this code: check the code.")


def game_name(rules: Rules, *, duplicate: bool) -> str:
    """The game as the history's rows name it: "Standard (international) · Hollywood ·
    duplicate" (the rules' preset, and Hollywood and duplicate where they are on)."""
    name = rules_name(rules)
    if rules.hollywood:
        name = fill(
            QCoreApplication.translate(
                "HistoryDialog", "%1 · Hollywood", "rules, three games at once"
            ),
            name,
        )
    if duplicate:
        name = fill(
            QCoreApplication.translate(
                "HistoryDialog", "%1 · duplicate", "rules, a duplicate match"
            ),
            name,
        )
    return name


class DealCodeDialog(TranslatedDialog):
    """A code field, the game the deal will be played in (its rules, Hollywood and
    duplicate, the computer's level), OK and Cancel.

    :attr:`key` is the deal the accepted code names (None until then); :attr:`error`
    the message shown for the code last refused."""

    def __init__(
        self, parent: QWidget | None, rules: Rules, level: str, *, duplicate: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("DealCodeDialog")
        self.rules = rules
        self.level = level
        self.duplicate = duplicate  # the reference level of a duplicate match, or None
        self.key: DealKey | None = None
        self._error: DealCodeError | None = None
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.code_edit = QLineEdit(self)
        self.code_edit.setObjectName("DealCodeEdit")
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.4)
        self.code_edit.setFont(font)
        self.code_edit.setPlaceholderText(EXAMPLE)
        # Room for a pasted code with spaces; the model ignores what is not a symbol.
        self.code_edit.setMaxLength(40)
        self.code_edit.textEdited.connect(self._edited)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("DealCodeError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.hide()
        # The same deal from the other seat: the history offered it only for a deal
        # played here, and a code heard from a friend gave one's own cards back
        # (play-test h122).
        self.other_seat = QCheckBox(self)
        self.other_seat.setObjectName("DealCodeOtherSeat")
        # The code the deal is played as from there: another than the one typed, which
        # the result panel and the history then showed unexplained (play-test h127).
        self.other_code = QLabel(self)
        self.other_code.setObjectName("DealCodeOtherCode")
        self.other_code.setWordWrap(True)
        # Its two lines' room kept while it is empty: ticking the box moved the Play
        # button down from under the mouse (play-test h164).
        keep = self.other_code.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.other_code.setSizePolicy(keep)
        self.other_code.hide()
        self.other_seat.toggled.connect(lambda _on: self._show_other_code())
        self.played_under = QLabel(self)
        self.played_under.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.code_edit)
        # The message under the choice of seat: above it, it went with the next
        # keystroke and the check box jumped up from under the mouse (play-test h145).
        layout.addWidget(self.other_seat)
        layout.addWidget(self.other_code)
        layout.addWidget(self.error_label)
        layout.addWidget(self.played_under)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.retranslate_ui()
        self.code_edit.setFocus()

    @property
    def error(self) -> str:
        return self.error_label.text() if self._error is not None else ""

    def accept(self) -> None:
        """Close with the key of a good code; a bad one is refused with its reason."""
        try:
            key = parse_deal_code(self.code_edit.text())
        except DealCodeError as err:
            self.key = None
            self._error = err
            self._show_error()
            self.code_edit.setFocus()
            self.code_edit.selectAll()
            return
        if self.other_seat.isChecked():
            key = key.other_seat()
        self.key = key
        self._error = None
        super().accept()

    def _edited(self, _text: str) -> None:
        # A new keystroke makes the last message stale.
        self._error = None
        self._show_error()
        self._show_other_code()

    def _show_other_code(self) -> None:
        text = ""
        if self.other_seat.isChecked():
            try:
                key = parse_deal_code(self.code_edit.text())
            except DealCodeError:
                key = None
            if key is not None:
                text = fill(
                    QCoreApplication.translate(
                        "DealCodeDialog", "From the other seat this deal's code is %1."
                    ),
                    key.other_seat().code,
                )
        self.other_code.setText(text)
        self.other_code.setVisible(bool(text))
        self._fit_height()  # the line under it was cut off (play-test h129)

    def _show_error(self) -> None:
        text = deal_code_error_text(self._error) if self._error is not None else ""
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))
        self.code_edit.setAccessibleDescription(text)
        # Taller for a long message (its last line was cut off in Finnish).
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as its lines need, at its width."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
            need = layout.totalHeightForWidth(self.width())
            if need < 0:
                need = self.sizeHint().height()
            self.resize(self.width(), max(self.height(), need))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("DealCodeDialog", "Play a deal by code"))
        self.other_code.setMinimumHeight(2 * self.other_code.fontMetrics().lineSpacing())
        self.intro.setText(
            fill(
                QCoreApplication.translate(
                    "DealCodeDialog",
                    "Type the code of a deal, for example %1. Small or capital letters, "
                    "dashes and spaces do not matter.",
                ),
                EXAMPLE,
            )
        )
        self.code_edit.setAccessibleName(QCoreApplication.translate("DealCodeDialog", "Deal code"))
        self.other_seat.setText(
            QCoreApplication.translate(
                "DealCodeDialog", "Play it from the other seat (you get the other player's cards)"
            )
        )
        self._show_other_code()
        self.played_under.setText(
            fill(
                QCoreApplication.translate(
                    "DealCodeDialog",
                    "A new game starts with this deal as its first hand: %1, computer: %2.",
                ),
                game_name(self.rules, duplicate=self.duplicate is not None),
                level_name(self.level),
            )
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(QCoreApplication.translate("DealCodeDialog", "Play this deal"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setText(QCoreApplication.translate("DealCodeDialog", "Cancel"))
        self._show_error()

"""The main window's dialogs and hints: how to play, keys, about, statistics, the
discard pile, and the computer's suggestion."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...app.controller import PERSON
from ..common.texts import action_text, reason_text
from ..dialogs.pile import PileDialog


# Strings use the context of the class they end up in (tr() looks up the
# instance's class name), written out so lupdate files them there too.
class WindowDialogsMixin:
    """Part of MainWindow. Dialogs open window-modal without blocking the event loop."""

    def show_hint(self) -> None:
        decision = self.controller.hint()
        if decision is None:
            self.show_status(
                QCoreApplication.translate("MainWindow", "No hint now: it is not your move."), True
            )
            return
        card = getattr(decision.action, "card", None)
        if card is not None and card in self.controller.view(PERSON).hand:
            self.table.table.set_selected(card)
        self.table.table.flash_hint(decision.action.kind)
        self.show_status(
            QCoreApplication.translate("MainWindow", "Hint: %1. %2")
            .replace("%1", action_text(decision.action))
            .replace("%2", reason_text(decision.reason))
        )

    def show_pile(self) -> None:
        if not self.controller.has_match():
            return
        view = self.controller.view(PERSON)
        scene = self.table.table
        dialog = PileDialog(
            self, view.discard_pile, scene.images, scene.deck, self.devicePixelRatioF()
        )
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def show_rules_help(self) -> None:
        from ..dialogs.help import RulesHelpDialog

        m = self.controller.match
        rules = m.rules if m is not None else self.settings.rules()
        self._open(RulesHelpDialog(self, rules))

    def show_keys_help(self) -> None:
        from ..dialogs.help import KeyboardHelpDialog

        self._open(KeyboardHelpDialog(self, self.registry.shortcut_list))

    def show_about(self) -> None:
        from ..dialogs.help import AboutDialog

        self._open(AboutDialog(self))

    def show_statistics(self) -> None:
        try:
            from ..dialogs.statistics import (
                StatisticsDialog,  # another developer's; may not exist yet
            )
        except ImportError:
            self.show_status(
                QCoreApplication.translate(
                    "MainWindow", "Statistics are not available in this version."
                ),
                True,
            )
            return
        dialog = StatisticsDialog(self)
        # "Review" on a past hand opens the hand review; "Deal this hand again" deals it.
        dialog.review_requested.connect(self.review.open_stored)
        dialog.replay_with_dealer.connect(self.replay_deal)
        self._open(dialog)

    def _open(self, dialog) -> None:
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(self.focus_table)
        dialog.open()

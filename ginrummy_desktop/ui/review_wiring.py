"""Wires the hand review, the training aids, the table's accessibility and its look (card
size, high contrast) into the main window, from outside it: :func:`install_review_and_aids`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QToolButton

from .review_dialog import HandReviewDialog


class ReviewAction(QAction):
    """'Review hand' (Ctrl+R) in the Game menu and on the hand result: the last
    finished hand of the match in play, in a HandReviewDialog."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.setShortcut(QKeySequence("Ctrl+R"))
        self.triggered.connect(self.open_review)
        window.game_menu.insertAction(window.registry["hint"], self)
        window.addAction(self)
        button = QToolButton(window.table.result_panel)
        button.setDefaultAction(self)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setStyleSheet(window.table.result_panel.next_button.styleSheet())
        window.table.result_panel.layout().addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        window.controller.changed.connect(self._update)
        window.languages.language_changed.connect(lambda _code: self.retranslate_ui())
        self.dialog: HandReviewDialog | None = None
        self.retranslate_ui()
        self._update()

    def retranslate_ui(self) -> None:
        self.setText(QCoreApplication.translate("HandReviewDialog", "&Review hand"))
        self.setToolTip(
            QCoreApplication.translate(
                "HandReviewDialog", "Step through the last hand with a review"
            )
        )

    def last_deal(self) -> Any:
        m = self.window.controller.match
        if m is None:
            return None
        finished = [d for d in m.deals if d.is_over]
        return finished[-1] if finished else None

    def _update(self) -> None:
        self.setEnabled(self.last_deal() is not None)

    def open_review(self) -> None:
        deal = self.last_deal()
        if deal is not None:
            self._open(self.window, deal.rules, deal.dealer, deal.deal_number, list(deal.actions))

    def open_stored(self, row: Any) -> None:
        """Review a hand from the history (a persistence.history.HandRow), e.g. from
        the statistics dialog's ``review_requested``."""
        actions = row.parsed_actions()
        if row.rules is None or not actions:
            return
        parent = QApplication.activeModalWidget() or self.window
        self._open(parent, row.rules, row.dealer, row.deal_number, actions)

    def _open(self, parent: Any, rules: Any, dealer: int, number: int, actions: list) -> None:
        from ..app import settings as S

        w, scene = self.window, self.window.table.table
        self.dialog = HandReviewDialog(
            parent, rules=rules, dealer=dealer, deal_number=number, actions=actions,
            images=scene.images, deck=scene.deck, card_size=w.settings.get(S.CARD_SIZE),
            high_contrast=w.settings.get(S.HIGH_CONTRAST),
        )  # fmt: skip
        self.dialog.finished.connect(self.dialog.deleteLater)
        self.dialog.resize(1000, 640)
        self.dialog.open()


def install_review_and_aids(window: Any) -> None:
    """Everything of the review, the training aids and the table's accessibility, wired
    into a MainWindow; call once at the end of MainWindow.__init__."""
    from .accessibility import TableAccessibility
    from .training import TrainingDock

    window.review_action = ReviewAction(window)
    window.training_dock = TrainingDock(window)
    window.table_accessibility = TableAccessibility(window)
    window.table_look = TableLook(window)


SIZE_TEXTS = {
    "small": QT_TRANSLATE_NOOP("TableLook", "&Small"),
    "normal": QT_TRANSLATE_NOOP("TableLook", "&Normal"),
    "large": QT_TRANSLATE_NOOP("TableLook", "&Large"),
}


class TableLook(QObject):
    """'Card size' (small / normal / large) and 'High-contrast table' in the View menu,
    kept in the settings and applied to the table (the review and aids read them too)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        from ..app import settings as S

        self._S = S
        self.window = window
        self.scene = window.table.table
        self.size_menu = window.view_menu.addMenu("")
        self.size_group = QActionGroup(self)
        for size in SIZE_TEXTS:
            act = QAction(self.size_group)
            act.setCheckable(True)
            act.setData(size)
            act.setChecked(window.settings.get(S.CARD_SIZE) == size)
            self.size_menu.addAction(act)
        self.size_group.triggered.connect(lambda act: self.set_size(act.data()))
        self.contrast = QAction(self)
        self.contrast.setCheckable(True)
        self.contrast.setChecked(window.settings.get(S.HIGH_CONTRAST))
        self.contrast.toggled.connect(self.set_high_contrast)
        window.view_menu.addAction(self.contrast)
        window.languages.language_changed.connect(lambda _code: self.retranslate_ui())
        self.retranslate_ui()
        self.apply()

    def retranslate_ui(self) -> None:
        self.size_menu.setTitle(QCoreApplication.translate("TableLook", "Card si&ze"))
        for act in self.size_group.actions():
            act.setText(QCoreApplication.translate("TableLook", SIZE_TEXTS[act.data()]))
        self.contrast.setText(QCoreApplication.translate("TableLook", "&High-contrast table"))

    def set_size(self, size: str) -> None:
        self.window.settings.set(self._S.CARD_SIZE, size)
        self.apply()

    def set_high_contrast(self, on: bool) -> None:
        self.window.settings.set(self._S.HIGH_CONTRAST, on)
        self.apply()

    def apply(self) -> None:
        from .table_layout import CARD_SCALES

        S, scene = self._S, self.scene
        scene.card_scale = CARD_SCALES[self.window.settings.get(S.CARD_SIZE)]
        scene.high_contrast = self.window.settings.get(S.HIGH_CONTRAST)
        rect = scene.sceneRect()
        scene.resize_table(rect.width(), rect.height())  # new card size, new felt
        scene.update()
        dock = getattr(self.window, "training_dock", None)
        if dock is not None:
            dock.refresh()  # the safety shading has its own high-contrast colours

"""A follow-up lesson: the scripted position drawn with the game's cards, the question,
the choices, and once one is picked the answer and why (the engine's numbers)."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...lessons import FOLLOW_UPS, ChoiceId, FollowUp, FollowUpId
from ...model import Card, Rules, best_melding, parse_card
from ..common.card_images import CardImageCache
from ..common.screen_room import fit_to_screen, screen_room
from .pictures import cards_picture
from .texts import LessonTexts

MIN_WIDTH = 640


class FollowUpDialog(QDialog):
    """One question; any choice may be tried, each is answered with the same why."""

    def __init__(
        self,
        parent: QWidget | None,
        fid: FollowUpId,
        rules: Rules,
        *,
        images: CardImageCache | None = None,
        deck: str = "classic",
        back: str = "blue",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("FollowUpDialog")
        self.fid = fid
        self.follow_up: FollowUp = FOLLOW_UPS[fid](rules)
        self.texts = LessonTexts(self)
        self._images = images or CardImageCache()
        self._deck, self._back = deck, back
        self.chosen: ChoiceId | None = None
        self.pile_drawn: tuple[Card, ...] = ()  # the discard pile's cards in the picture
        self.position = QLabel()
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.captions = QLabel()
        self.captions.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.captions.setWordWrap(True)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setStyleSheet("font-weight: bold;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.position)
        layout.addWidget(self.captions)
        layout.addWidget(self.question)
        self.choice_buttons: dict[ChoiceId, QPushButton] = {}
        for choice in self.follow_up.choices:
            button = QPushButton()
            button.setObjectName("Choice_" + choice.id.value)
            button.clicked.connect(lambda _=False, c=choice.id: self.choose(c))
            self.choice_buttons[choice.id] = button
            layout.addWidget(button)
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.answer.setObjectName("FollowUpAnswer")
        self.answer.hide()
        layout.addWidget(self.answer)
        # Room to spare goes under the answer: shared between the rows, it was taken
        # back when the answer came, and the choices jumped up under the pointer as it
        # went for the next one (play-test h109).
        layout.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(MIN_WIDTH)
        self.retranslate_ui()

    def _draw_position(self) -> None:
        view = self.follow_up.view()
        dpr = self.devicePixelRatioF()
        groups: list[list] = []
        if view.knocker_melds:
            groups += [list(m.cards) for m in view.knocker_melds]
            if view.knocker_deadwood:
                groups.append(list(view.knocker_deadwood))
            top = cards_picture(
                self._images, groups, deck=self._deck, back=self._back, card_w=54, dpr=dpr
            )
        else:
            top = None
        melding = best_melding(view.hand)
        hand = [list(m.cards) for m in melding.melds] + [list(melding.deadwood)]
        # The whole discard pile, its top card at the right: the answer counts the gin
        # cards that lie in it (the 10♥ under the 6♥), and with the top card alone the
        # player could not find them.
        pile = list(view.discard_pile) if not view.knocker_melds else []
        self.pile_drawn = tuple(pile)
        mine = cards_picture(
            self._images,
            [*hand, pile] if not view.knocker_melds else hand,
            deck=self._deck,
            back=self._back,
            card_w=60,
            dpr=dpr,
            marked=[parse_card("KD")] if self.fid is FollowUpId.KNOCK_OR_GIN else [],
            # The pile's top card is named under it, apart from the hand.
            captions=[""] * len(hand) + [self.texts.pile_caption()] if pile else (),
        )
        if top is None:
            self._show_picture(mine)
            return
        w = max(top.width(), mine.width())
        h = top.height() + mine.height()
        both = QPixmap(w, h)
        both.setDevicePixelRatio(dpr)
        both.fill(Qt.GlobalColor.transparent)
        p = QPainter(both)
        p.drawPixmap(round((w - top.width()) / dpr / 2), 0, top)
        p.drawPixmap(round((w - mine.width()) / dpr / 2), round(top.height() / dpr) + 6, mine)
        p.end()
        self._show_picture(both)

    def _show_picture(self, picture: QPixmap) -> None:
        """The position, and the dialog at least as wide as it: the dialog's own least
        width wins over its layout's, and the whole pile drawn was cut at both ends."""
        self.position.setPixmap(picture)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        side = margins.left() + margins.right() if margins is not None else 0
        need = math.ceil(picture.width() / picture.devicePixelRatio()) + side
        self.setMinimumWidth(max(MIN_WIDTH, need))

    def choose(self, cid: ChoiceId) -> None:
        self.chosen = cid
        self._show_answer()

    def _show_answer(self) -> None:
        if self.chosen is None:
            self.answer.hide()
            return
        right = self.follow_up.is_answer(self.chosen)
        self.answer.setText(
            "<p><b>"
            + self.texts.verdict(right)
            + "</b></p><p>"
            + self.texts.why(self.follow_up)
            + "</p>"
        )
        self.answer.setStyleSheet("color: #1b5e20;" if right else "color: #8a1c14;")
        self.answer.show()
        self._fit_height()

    def _fit_height(self) -> None:
        """Grow to hold the answer (and a longer wording after a language change) as
        far as the screen allows, and stay on it: a dialog shown before the answer
        kept its height, and the answer pushed the cards' ranks and its own last
        line out of sight."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return
        layout.activate()
        if layout.hasHeightForWidth():
            need = layout.totalHeightForWidth(self.width())
        else:
            need = layout.totalSizeHint().height()
        if need <= self.height():
            return
        fit_to_screen(self, self.width(), need)
        room = screen_room(self)
        if room is not None and self.frameGeometry().bottom() > room.bottom():
            top = max(room.top(), room.bottom() - self.frameGeometry().height())
            self.move(self.x(), top)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self._draw_position()  # its caption is worded too
        self.setWindowTitle(self.texts.follow_up_title(self.fid))
        self.question.setText(self.texts.question(self.follow_up))
        if self.fid is FollowUpId.KNOCK_OR_GIN:
            self.captions.setText(self.texts.caption_knock_or_gin())
        else:
            self.captions.setText(self.texts.caption_undercut())
        for cid, button in self.choice_buttons.items():
            button.setText(self.texts.choice(cid))
        self._show_answer()

"""Connects the table to the game controller: gestures and keys become model
actions, controller signals redraw the table, play sounds and fill the status line."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QMessageBox,
    QWidget,
)

from ...app.change import Change, Refusal
from ...app.controller import PERSON, GameController
from ...app.settings import SORT_MODES
from ...model import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Event,
    EventKind,
    FinishLayoff,
    Gin,
    IllegalAction,
    IllegalCode,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
)
from ...model.cards import to_mask
from ...model.deadwood import deadwood_without, min_deadwood
from ...model.layoffs import best_layoffs
from ...model.targets import knock_action
from ...model.undo import UndoPlan
from ..common.deferred_sound import DeferredSound
from ..common.texts import and_list, card_name, phase_prompt, player_name, refusal_text
from ..dialogs.knock import KnockDialog
from ..table.drop import Drop
from ..table.scene import no_card_to_play
from ..table.showdown import worth_laying_off
from ..table.view import NOTHING_TO_LAY_OFF, SECONDARY, TableView
from .actions import ActionRegistry

SOUNDS = {
    EventKind.DEALT: "deal",
    EventKind.STOCK_DRAWN: "draw",
    EventKind.DISCARD_DRAWN: "draw",
    EventKind.UPCARD_TAKEN: "draw",
    EventKind.DISCARDED: "discard",
    EventKind.LAID_OFF: "discard",
    EventKind.KNOCKED: "knock",
    EventKind.WENT_GIN: "gin",
    EventKind.WENT_BIG_GIN: "gin",
}


# The moves of the buttons over the table (T, P, B, A, F), which their keys ask the model
# for when the button is not up, to be told why not (PlayBinding._say_why_not).
BUTTON_MOVES: dict[str, Action] = {
    "take_upcard": TakeUpcard(PERSON),
    "pass": Pass(PERSON),
    "big_gin": BigGin(PERSON),
    # Accepting the best layoffs ends with finishing them: refused alike.
    "accept_layoffs": FinishLayoff(PERSON),
    "finish_layoffs": FinishLayoff(PERSON),
}


class ReturnToTable(QObject):
    """An event filter: Return or Enter, the discard's keys, on the widget it watches is
    taken from the window's shortcut (``pressed``)."""

    pressed = Signal()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kinds = (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
        if event.type() not in kinds or not isinstance(event, QKeyEvent):
            return False
        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() not in keys or not plain:
            return False
        event.accept()  # the override taken: no shortcut; the press comes here
        if event.type() == QEvent.Type.KeyPress:
            self.pressed.emit()
        return True


class PlayBinding(QObject):
    """The person's side of the table. ``status(text, is_error)`` feeds the status line."""

    status = Signal(str, bool)
    # A message for the status line as a function wording it in the language now, so
    # that a change of language words it again (the computer's last move).
    status_words = Signal(object)

    def __init__(
        self,
        controller: GameController,
        table: TableView,
        registry: ActionRegistry,
        window: QWidget,
        *,
        sound: DeferredSound | None = None,
        confirm_knock: Callable[[], bool] = lambda: True,
        set_confirm_knock: Callable[[bool], None] = lambda value: None,
        ask_before_finishing: bool = True,
    ) -> None:
        super().__init__(window)
        self.c = controller
        self.table = table
        self.scene = table.table
        self.reg = registry
        self.window = window
        self.sound = sound
        self.confirm_knock = confirm_knock
        self.set_confirm_knock = set_confirm_knock
        # Finish with a layoff left is asked about first; not in the lesson, whose own
        # coaching says what to lay off (its steps take one move at a time: review h150).
        self.ask_before_finishing = ask_before_finishing
        self.knock_dialog: KnockDialog | None = None
        # The move the last hint named, and where in the hand it was given.
        self._hinted: tuple[tuple[int, int], Action] | None = None
        # The question open over the table (gin on the pile, a layoff out of a meld).
        self.question: QMessageBox | None = None
        controller.changed.connect(self.refresh)
        controller.illegal.connect(self._on_illegal)
        controller.thinking_changed.connect(self.scene.set_thinking)
        controller.match_replaced.connect(self._on_replaced)
        controller.undone.connect(self._took_back)
        self._taken_back: UndoPlan | None = None  # what the last undo took back
        self.scene.action_requested.connect(self.act)
        self.scene.drop_requested.connect(lambda action, drop: self.act(action, drop))
        self.scene.knock_requested.connect(self.request_knock)
        self.scene.selection_changed.connect(self._forget_hinted_card)
        self.scene.message.connect(lambda text: self.status.emit(text, False))
        self.scene.refused.connect(lambda text: self.status.emit(text, True))
        self.scene.order_changed.connect(self._arranged)
        # The computer moves once the new hand's cards lie (not before the upcard shows).
        self.scene.dealing_changed.connect(self.c.hold_for_deal)
        self._told_by_hand = False  # the switch to the person's own order was explained
        table.key_action.connect(self._on_key)
        simple = {
            "take_upcard": lambda: self.act(TakeUpcard(PERSON)),
            "pass": lambda: self.act(Pass(PERSON)),
            "draw_stock": lambda: self._on_pile("stock", self._draw_stock),
            "draw_discard": lambda: self._on_pile("discard", lambda: self.act(DrawDiscard(PERSON))),
            "discard": self._discard_selected,
            "knock": self._knock_selected,
            "big_gin": lambda: self.act(BigGin(PERSON)),
            "lay_off": self._lay_off_selected,
            "accept_layoffs": self._accept_layoffs,
            "finish_layoffs": lambda: self.act(FinishLayoff(PERSON)),
            "next_hand": self.c.next_hand,
            "undo": self.undo,
        }
        for key, slot in simple.items():
            registry[key].triggered.connect(slot)
        registry.key_refused.connect(self._say_why_not)
        for mode in SORT_MODES:
            registry["sort_" + mode].triggered.connect(lambda _=False, m=mode: self.set_sort(m))

    # ------------------------------------------------------------ moves
    @Slot(object)
    def act(self, action: Action, drop: Drop | None = None) -> bool:
        if not self.c.has_match():
            return False
        self.scene.finish_deal()  # a move made while the deal flies: it lands first
        if isinstance(action, Knock) and self.confirm_knock():
            # Knocks always go through the confirmation (and meld choice).
            self.request_knock(action.card)
            return False
        if type(action) is Discard and self._ask_gin_instead(action):
            return False
        if type(action) is LayOff and self._ask_layoff_breaking_a_meld(action):
            return False
        if type(action) is FinishLayoff and self._ask_finish_leaving_layoffs():
            return False
        ok = self.c.act(action, drop)
        if ok:
            self.status.emit("", False)
        return ok

    def _draw_stock(self) -> bool:
        """A draw from the stock by its key or button: the card drawn is chosen where no
        card was, so that Enter or K throws it, and an arrow moves on from it (after
        every draw from the keyboard a throw asked for a card first: play-test 9). A
        card taken from the pile (T, D) is not chosen: it may not be thrown straight
        back, so Enter would only be refused (review). A card chosen before the draw
        stays chosen; a drag into the hand chooses none."""
        before = set(self.c.view(PERSON).hand) if self.c.has_match() else set()
        ok = self.act(DrawStock(PERSON))
        if ok and self.scene.selected is None and self.scene.view is not None:
            drawn = [c for c in self.scene.view.hand if c not in before]
            if len(drawn) == 1:
                self.scene.set_selected(drawn[0])
        return ok

    def _on_pile(self, pile: str, move: Callable[[], object]) -> None:
        """A move on a place of the table asked for by its key or the menu (T, P and D
        on the discard pile, S on the stock, B at the knock spot, where one goes out and
        its button stands): refused, it is said beside that place, where it was said
        beside the chosen card, as if the card had been refused (play-test h80). Not in
        the showdown: the piles and the spot are gone, the melds lie there."""
        v, g = self.scene.view, self.scene.geo
        if v is None or v.phase not in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD):
            move()
            return
        place = {"stock": g.stock_rect, "discard": g.discard_rect, "knock": g.knock_rect}[pile]
        with self.scene.feedback.aimed_at(place):
            move()

    @Slot(str)
    def _say_why_not(self, key: str) -> None:
        """T, P, B, A or F pressed while its move cannot be made (its action greyed
        out, its button gone): the model is asked all the same, and refuses it with
        why not and what is due ("That move is not possible now. Discard a card."),
        where the key did nothing at all (play-test h80). Once the hand is over, every
        play key says so and what comes next (_say_hand_over). The game is unchanged."""
        if not self.c.has_match():
            return
        view = self.c.view(PERSON)
        if view.phase is Phase.OVER:
            self._say_hand_over(view)
            return
        move = BUTTON_MOVES.get(key)
        if move is None:
            return  # S, D, Return, K and L: their own actions are on until the hand is over
        if key == "big_gin" and not view.rules.big_gin_allowed:
            # Said at every moment: "not possible now" would promise a Big Gin later.
            error = IllegalAction(IllegalCode.BIG_GIN_NOT_ALLOWED, "Big Gin is not played")
            self._on_pile("knock", lambda: self._on_illegal(Refusal(error)))
            return
        if move in view.legal:
            return  # the move can be made: its own action takes the key, not this one
        if key in ("take_upcard", "pass"):
            self._on_pile("discard", lambda: self.act(move))
        elif key == "big_gin":
            # Going out, as a knock: said at the knock spot, as K's refusals for the
            # hand's deadwood are, where it stood by the chosen card at the throw as if
            # that card were refused (play-test h80).
            self._on_pile("knock", lambda: self.act(move))
        else:
            self.act(move)

    def _say_hand_over(self, view: PlayerView) -> None:
        """A play key pressed once the hand is over, its result over the table: it says
        so, and what the panel shown offers next, by its button's key and name ("The
        hand is over. Press N or click “Next hand” to deal the next hand."; at the
        game's end Play again's, else New game's), where every play key was silent
        (play-test h80)."""
        game = view.game_result is not None
        panel = self.table.game_over if game else self.table.result_panel
        offered = ("play_again", "new_game") if game else ("next_hand",)

        def words() -> str:
            action = next(
                (
                    a
                    for a in (b.defaultAction() for b in panel.row_buttons())
                    if a.objectName() in offered and a.isEnabled() and not a.shortcut().isEmpty()
                ),
                None,
            )
            if action is None:  # no such button on the panel
                return phase_prompt(Phase.OVER)  # "The hand is over."
            if not game:
                text = self.tr("The hand is over. Press %1 or click “%2” to deal the next hand.")
            elif view.rules.hollywood:
                text = self.tr("The match is over. Press %1 or click “%2” to start a new match.")
            else:
                text = self.tr("The game is over. Press %1 or click “%2” to start a new game.")
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            return text.replace("%1", key).replace("%2", action.iconText())

        self.status.emit(words(), True)
        self.scene.show_refusal(words)

    def undo(self) -> bool:
        """Ctrl+Z: the controller takes the move back (the model rebuilds the match) or
        says why not; the table redraws from the change like after any move."""
        if not self.c.has_match():
            return False
        self.scene.finish_deal()
        self._taken_back = None
        ok = self.c.undo()
        if ok:
            m = self.c.match
            plan = self._taken_back
            replies = len(plan.replies) if plan is not None else 0

            def taken() -> str:
                # The computer's moves since went back with it, and said so: the board
                # changed more than "your last move" told (play-test h131).
                if replies:
                    return self.tr(
                        "Your last move and the computer's %n move(s) after it were taken back.",
                        "",
                        replies,
                    )
                return self.tr("Your last move was taken back.")

            if m is not None and m.undo_count == 1:
                # The first time, say what it costs: the game is marked from now on. On
                # the table too, by the hand: the status line alone went unseen (play-test).
                def marked() -> str:
                    return (
                        taken()
                        + " "
                        + self.tr(
                            "This game is now marked in your history and statistics as one "
                            "with a move taken back."
                        )
                    )

                text = marked()
                self.scene.flash_hint("undo", marked)
            else:
                text = taken()
            self.status.emit(text, False)
            self._choose_taken_back(plan)
        return ok

    def _choose_taken_back(self, plan: UndoPlan | None) -> None:
        """A discard taken back comes back chosen, as it was before it was thrown: after
        Ctrl+Z no card was chosen, and Return, pressed to throw again, did nothing
        (play-test h164)."""
        v = self.scene.view
        if plan is None or v is None or not isinstance(plan.move, Discard):
            return
        card = plan.move.card
        if v.phase is Phase.DISCARD and v.turn == PERSON and card in v.hand:
            self.scene.set_selected(card)

    @Slot(object)
    def _took_back(self, plan: UndoPlan) -> None:
        self._taken_back = plan

    def _question(self, title: str, text: str, informative: str) -> QMessageBox:
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setText(text)
        box.setInformativeText(informative)
        return box

    def _ask(
        self,
        box: QMessageBox,
        answered: Callable[[QAbstractButton | None], None],
        *,
        pause: bool = False,
    ) -> None:
        """Open ``box`` over the table (``pause``: the computer waits meanwhile); once
        it is answered, ``answered`` gets the button clicked, unless the match was
        replaced in the meantime (its move was for the other match)."""
        match = self.c.match
        self.question = box
        if pause:
            self.c.set_paused(True)

        def done(_result: int) -> None:
            self.question = None
            if pause:
                self.c.set_paused(False)
            if self.c.match is match:
                answered(box.clickedButton())
            self.scene.relayout()
            self.table.setFocus()
            box.deleteLater()

        box.finished.connect(done)
        box.open()

    def _ask_gin_instead(self, discard: Discard) -> bool:
        """A throw that leaves every other card in melds, made on the discard pile (a
        drop there, Enter): asked whether to go gin instead, since the card thrown face
        up gives the gin away and the hand plays on (a new player dropped it on the
        pile and lost the gin without a word: play-test). True while it is asked."""
        if self.question is not None:
            return True
        view = self.scene.view  # the table's view of this moment: none built again
        if view is None or view.phase is not Phase.DISCARD or view.turn != PERSON:
            return False
        # All eleven in melds: Big Gin, worth more than the gin of any throw (and a
        # throw that breaks a meld leaves no gin at all).
        big = next((a for a in view.legal if isinstance(a, BigGin)), None)
        gin = knock_action(view, discard.card)
        if big is None and not isinstance(gin, Gin):
            return False
        card = card_name(discard.card)
        if big is not None:
            box = self._question(
                self.tr("Big Gin"),
                self.tr("All eleven of your cards are in melds: you have Big Gin."),
                self.tr("Go Big Gin, or throw the %1 on the pile and play on?").replace("%1", card),
            )
            go = box.addButton(self.tr("Go &Big Gin"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box = self._question(
                self.tr("Gin"),
                self.tr(
                    "Without the %1 every other card of yours is in melds: you have gin."
                ).replace("%1", card),
                self.tr("Go gin with it, or throw it on the pile and play on without gin?"),
            )
            go = box.addButton(self.tr("&Go gin"), QMessageBox.ButtonRole.AcceptRole)
        throw = box.addButton(self.tr("&Throw it and play on"), QMessageBox.ButtonRole.NoRole)
        box.setEscapeButton(box.addButton(QMessageBox.StandardButton.Cancel))  # no move
        box.setDefaultButton(go)

        def answered(clicked: QAbstractButton | None) -> None:
            if clicked is go and big is not None:
                self.c.act(big)  # as its key and button do: no melds to choose
            elif clicked is go and gin is not None:
                # The answer was the confirmation: the knock spot's box asked again
                # ("Discard the 9♣ face down and go gin?", play-test 9), and a gin's melds
                # score alike however they are arranged (nothing is laid off on them).
                self.c.act(gin)
            elif clicked is throw:
                self.c.act(discard)

        self._ask(box, answered, pause=True)
        return True

    def _ask_layoff_breaking_a_meld(self, layoff: LayOff) -> bool:
        """A card laid off out of the person's own melds, so that their deadwood goes
        up: legal, and asked first (a play-test's 8♣ left its run 8♣ 9♣ 10♣ for the
        computer's eights, the deadwood 17 to 36, without a word). True while asked."""
        if self.question is not None:
            return True
        view = self.scene.view
        if view is None or view.phase is not Phase.LAYOFF or layoff.card not in view.hand:
            return False
        melds = view.knocker_melds
        if not 0 <= layoff.meld_index < len(melds) or not melds[layoff.meld_index].accepts(
            layoff.card
        ):
            return False  # refused as it is, not asked about first
        before, after = deadwood_without(to_mask(view.hand), layoff.card.bit)
        if after <= before:
            return False
        box = self._question(
            self.tr("Lay off"),
            self.tr(
                "The %1 is in one of your own melds: laid off, it breaks that meld and your "
                "deadwood goes from %2 to %3."
            )
            .replace("%1", card_name(layoff.card))
            .replace("%2", str(before))
            .replace("%3", str(after)),
            self.tr("Lay it off anyway?"),
        )
        go = box.addButton(self.tr("&Lay it off"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered(clicked: QAbstractButton | None) -> None:
            if clicked is go:
                self.c.act(layoff)

        self._ask(box, answered)
        return True

    def _ask_finish_leaving_layoffs(self) -> bool:
        """Finish pressed while cards the person holds could still be laid off to leave
        less deadwood: asked first, with the best layoffs the default (a defender
        who had missed the 7♥ lost 4 points where laid off it undercut for 28: review
        h149). Escape goes back to the table. True while asked."""
        if self.question is not None:
            return True
        view = self.scene.view
        if not self.ask_before_finishing:
            return False
        if view is None or view.phase is not Phase.LAYOFF or view.turn != PERSON:
            return False
        now = min_deadwood(to_mask(view.hand))
        plan = best_layoffs(view.hand, view.knocker_melds)
        if plan.deadwood_count >= now:
            return False
        cards = [lo.card.label for lo in plan.layoffs]
        box = self._question(
            self.tr("Finish laying off"),
            self.tr("You can still lay off %1: your deadwood would go from %2 to %3.")
            .replace("%1", and_list(cards))
            .replace("%2", str(now))
            .replace("%3", str(plan.deadwood_count)),
            self.tr("Lay them off before you finish?"),
        )
        go = box.addButton(self.tr("&Lay off and finish"), QMessageBox.ButtonRole.AcceptRole)
        skip = box.addButton(
            self.tr("&Finish without them"), QMessageBox.ButtonRole.DestructiveRole
        )
        back = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(go)
        box.setEscapeButton(back)

        def answered(clicked: QAbstractButton | None) -> None:
            if (clicked is go and self.c.accept_best_layoffs()) or (
                clicked is skip and self.c.act(FinishLayoff(PERSON))
            ):
                self.status.emit("", False)

        self._ask(box, answered)
        return True

    @Slot(object)
    def request_knock(self, card: Card) -> None:
        """Knock with ``card``: ask first (if wanted) and let the person pick melds."""
        if not self.c.has_match():
            return
        view = self.c.view(PERSON)
        if view.phase is not Phase.DISCARD or view.turn != PERSON or card not in view.hand:
            self.c.act(Knock(PERSON, card))  # refused by the model with the reason
            return
        legal = knock_action(view, card)  # the model's own Knock or Gin, if any
        if legal is None:
            self.c.act(Knock(PERSON, card))  # the model explains why not
            self.scene.relayout()
            return
        gin = isinstance(legal, Gin)
        rest = [c for c in view.hand if c != card]
        if not self.confirm_knock():
            self.c.act(legal)
            return
        dialog = KnockDialog(
            self.window,
            card,
            rest,
            list(view.discard_pile),
            gin=gin,
            # A gin's melds matter only where the defender may lay off on them: its
            # list 'the first leaves the fewest layoffs' meant nothing elsewhere.
            choose_melds=not gin or view.rules.layoff_on_gin,
            images=self.scene.images,
            deck=self.scene.deck,
        )
        self.knock_dialog = dialog
        self.c.set_paused(True)

        def done(result: int) -> None:
            self.c.set_paused(False)
            self.knock_dialog = None
            if dialog.dont_ask.isChecked():
                self.set_confirm_knock(False)
            if result:
                melds = dialog.chosen_melds()
                self.c.act((Gin if gin else Knock)(PERSON, card, melds))
            self.scene.relayout()
            self.table.setFocus()  # the arrow keys move the card focus again
            dialog.deleteLater()

        dialog.finished.connect(done)
        dialog.open()

    def _on_illegal(self, refusal: Refusal) -> None:
        # In the status line and on the table, next to the card or target; what is due
        # instead worded for the hand, as the table's prompt ("or knock" was said of a
        # hand with no knock in reach, and "or the discard pile" after both passed).
        view = self.c.view(PERSON) if self.c.has_match() else None
        self.status.emit(refusal_text(refusal, view), True)
        code = refusal.error.code if refusal.error is not None else None
        self.scene.show_refusal(lambda: refusal_text(refusal, view), code)

    def _selected(
        self, move: Callable[[Card], Action] | None = None, due: Phase = Phase.DISCARD
    ) -> Card | None:
        """The chosen card; with none, the person is told to choose one. A ``move`` (a
        throw: Enter, K; a layoff: L) asked for while it is not the person's ``due``
        phase is sent with any card of the hand, so that the model refuses it with
        what is due instead ("That move is not possible now. Draw a card…"): asking
        for a card misled, and the key, greyed out, said nothing at all (play-test)."""
        card = self.scene.selected
        if card is None and move is not None and self.c.has_match():
            view = self.c.view(PERSON)
            if view.hand and not (view.phase is due and view.turn == PERSON):
                self.c.act(move(view.hand[0]))
                return None
        if card is None:
            self.status.emit(self.tr("Select a card first: use the arrow keys or click it."), True)
            self.scene.show_refusal(
                lambda: self.tr("Select a card first: use the arrow keys or click it.")
            )
        return card

    def remember_hint(self, action: Action) -> None:
        """The move a hint named, for Return to take while it is still the move due."""
        if self.c.has_match():
            view = self.c.view(PERSON)
            self._hinted = ((view.hand_number, len(view.log)), action)

    def _forget_hinted_card(self) -> None:
        """Another card chosen after a hint that named one: Return is the person's own
        discard again. A hint to knock with the seven, the selection moved away and
        back, and Return knocked where the keys' list says it throws (play-test h114)."""
        if self._hinted is None:
            return
        card = getattr(self._hinted[1], "card", None)
        if card is not None and self.scene.selected != card:
            self._hinted = None

    def _take_hinted_move(self) -> bool:
        """Return after a hint makes the move it named, while nothing has happened since:
        a draw (it answered "That move is not possible now" and a keyboard player had to
        know S or D, play-test 12; from the stock the card drawn is chosen, as after S,
        so that the next Return throws it), Big Gin, or a knock or gin with the card the hint
        chose, still chosen (Return threw that card as an ordinary discard, and the knock
        was lost: play-test h71). A knock is asked about first, as K asks."""
        hinted, self._hinted = self._hinted, None
        if hinted is None or not self.c.has_match():
            return False
        (hand, moves), action = hinted
        view = self.c.view(PERSON)
        if (view.hand_number, len(view.log)) != (hand, moves) or action not in view.legal:
            return False
        if action.kind == "draw_stock":
            self._draw_stock()  # the card drawn is chosen, as after S
            return True
        if action.kind in ("take_upcard", "pass", "draw_discard", "big_gin", "finish_layoff"):
            self.act(action)
            return True
        card = getattr(action, "card", None)
        if card is None or self.scene.selected != card:
            return False
        if action.kind in ("knock", "gin"):
            self.request_knock(card)
            return True
        if action.kind == "lay_off":
            # Onto the meld the hint named, asked first where it breaks a meld, as L
            # does (Return did nothing at all after "Hint: lay off the A♠": play-test h74).
            self.act(action)
            return True
        return False

    def _discard_selected(self) -> None:
        if self._take_hinted_move():
            return
        card = self._selected(lambda c: Discard(PERSON, c))
        if card is not None:
            self.act(Discard(PERSON, card))

    def guard_return(self, lists: list[QAbstractItemView]) -> None:
        """Return or Enter on one of ``lists`` (beside the table, reached with Tab)
        throws nothing: the keys go back to the table, and the person is told to press
        it again. The arrows had moved about in such a list, unseen, and Return threw
        the card still chosen, not the one meant (play-test h152). Only the key: the
        Play menu's Discard, clicked, still throws (review h155)."""
        guard = ReturnToTable(self)
        guard.pressed.connect(self._keys_back_to_table)
        for view in lists:
            view.installEventFilter(guard)

    def _keys_back_to_table(self) -> None:
        self.table.setFocus(Qt.FocusReason.TabFocusReason)
        # Not "press Return to discard": with no card chosen, or the upcard offered,
        # that was no move either (play-test h157). The prompt says what is due.
        self.status.emit(self.tr("Nothing was played: the keys are on the table again."), True)

    def _knock_selected(self) -> None:
        card = self._selected(lambda c: Knock(PERSON, c))
        if card is not None:
            self.request_knock(card)

    def _lay_off_selected(self) -> None:
        card = self._selected(lambda c: LayOff(PERSON, c, 0), Phase.LAYOFF)
        if card is not None:
            self.scene.lay_off_anywhere(card)

    def _accept_layoffs(self) -> None:
        self.c.accept_best_layoffs()

    def set_sort(self, mode: str) -> None:
        self.scene.arrangement.set_mode(mode)
        if mode != "free":
            self.scene.arrangement.order = []
        self.scene.relayout()
        self._update_sort_checks()
        self.scene.order_changed.emit()

    def restore_order(self, cards: list[Card]) -> bool:
        """The hand put back in the order the person arranged it (a resumed game); False
        (nothing changed) unless ``cards`` are the hand's cards."""
        view = self.scene.view
        if view is None or sorted(cards) != sorted(view.hand) or len(set(cards)) != len(cards):
            return False
        arrangement = self.scene.arrangement
        arrangement.order = list(cards)
        arrangement.mode = "free"
        if not self.scene.dealing:  # else the cards take it as the deal lands
            self.scene.relayout(animate=False)
        self._update_sort_checks()
        return True

    def _arranged(self) -> None:
        """The hand's order changed. A card moved by hand (a drag, Shift+arrow) puts the
        hand in the person's own order, drawn cards going to its right end, until a sort
        is chosen again: said the first time, for a play-test's melds came apart after
        a drag with no word of why (h131)."""
        self._update_sort_checks()
        arrangement = self.scene.arrangement
        if self._told_by_hand or arrangement.mode != "free" or arrangement.chosen == "free":
            return
        self._told_by_hand = True
        key = self.reg["sort_" + arrangement.chosen].shortcut()
        self.status.emit(
            self.tr(
                "Arranged by hand: your cards stay where you put them, and a card you draw "
                "goes to the right end. Press %1 to sort them again."
            ).replace("%1", key.toString(QKeySequence.SequenceFormat.NativeText)),
            False,
        )

    def _update_sort_checks(self) -> None:
        for mode in SORT_MODES:
            self.reg["sort_" + mode].setChecked(self.scene.arrangement.mode == mode)

    # ------------------------------------------------------------ keyboard
    @Slot(str)
    def _on_key(self, name: str) -> None:
        order = self.scene.hand_order
        view = self.scene.view
        if not order or view is None:
            return
        if no_card_to_play(view):
            # No card of the hand is left to play: the arrows chose one all the same,
            # named it in the status line, and it stood up out of the defender's laid-out
            # cards all through the result, or hid in the knocker's (play-test h74).
            return
        cur = self.scene.selected
        i = order.index(cur) if cur in order else -1
        if name in ("left", "right", "home", "end"):
            j = {
                "left": i - 1 if i > 0 else len(order) - 1,
                "right": (i + 1) % len(order),
                "home": 0,
                "end": len(order) - 1,
            }[name]
            self.scene.set_selected(order[j])
            name = card_name(order[j])
            self.status.emit(name[:1].upper() + name[1:], False)
        elif cur is not None and name in ("move_left", "move_right", "move_home", "move_end"):
            j = {"move_left": i - 1, "move_right": i + 1, "move_home": 0, "move_end": len(order)}[
                name
            ]
            self.scene.arrangement.move(cur, max(0, j))
            self.scene.relayout()
            self._update_sort_checks()
            self.scene.order_changed.emit()

    # ------------------------------------------------------------ redraw
    def _on_events(self, events: tuple[Event, ...]) -> None:
        for e in events:
            name = SOUNDS.get(e.kind)
            if name and self.sound is not None:
                self.sound.play(name)
                break
        for e in events:
            if e.player is not None and e.player != PERSON and self._describe(e):
                self.status_words.emit(lambda e=e: self._describe(e))

    def _describe(self, e: Event) -> str:
        who = player_name(e.player) if e.player is not None else ""
        card = card_name(e.card) if e.card is not None else ""
        texts = {
            EventKind.UPCARD_TAKEN: self.tr("%1 took the %2."),
            EventKind.UPCARD_PASSED: self.tr("%1 passed."),
            EventKind.STOCK_DRAWN: self.tr("%1 drew from the stock."),
            EventKind.DISCARD_DRAWN: self.tr("%1 took the %2 from the discard pile."),
            EventKind.DISCARDED: self.tr("%1 discarded the %2."),
            EventKind.KNOCKED: self.tr("%1 knocked!"),
            EventKind.WENT_GIN: self.tr("%1 went gin!"),
            EventKind.WENT_BIG_GIN: self.tr("%1 went Big Gin!"),
            EventKind.LAID_OFF: self.tr("%1 laid off the %2."),
        }
        text = texts.get(e.kind, "")
        return text.replace("%1", who).replace("%2", card)

    @Slot()
    def _on_replaced(self) -> None:
        self.scene.view = None
        if self.sound is not None:
            self.sound.play("shuffle")
        if self.knock_dialog is not None:
            self.knock_dialog.reject()
        if self.question is not None:
            self.question.reject()  # its move was for the match replaced

    @Slot(object)
    def refresh(self, change: Change) -> None:
        self._on_events(change.events)
        if change.undone:
            # The notes told of moves that are taken back now ("Discards the Q♠").
            self.scene.feedback.moves_taken_back()
            self.scene.arrangement.take_back()
        drop = change.request if isinstance(change.request, Drop) else None
        self.table.show_view(
            change.view,
            list(change.events),
            rules=change.rules,
            record=change.record,
            game=change.game,
            drop=drop,
            deal_code=change.deal_code,
        )
        self.update_actions(change.view, mine=change.person_to_act)
        if any(e.kind in (EventKind.HAND_SCORED, EventKind.HAND_VOID) for e in change.events):
            # The hand's end in the status line too (it still told the computer's last
            # move when the person's knock had ended the hand): the panel's headline
            # stands there in place of a prompt while the panel shows.
            self.status.emit("", False)

    def update_actions(self, view: PlayerView, *, mine: bool) -> None:
        legal = (
            {a.kind for a in view.legal}
            if view.turn == PERSON or view.phase is Phase.OVER
            else set()
        )
        r = self.reg
        # T, P, B, A and F: the buttons over the table show only while the move can be
        # made; at the other moments the key is refused with why not (set_move).
        on = view.phase is not Phase.OVER
        r.set_move("take_upcard", "take_upcard" in legal)
        r.set_move("pass", "pass" in legal)
        # S, D, Enter and K work all through the play of a hand, so that a key pressed
        # at the wrong moment (Enter before drawing, S after) is refused by the model
        # with what is due, where a greyed-out action ignored it; likewise a knock that
        # is not allowed (the knock spot lights up only when a knock is possible). S, D
        # and K through the layoffs too: greyed out, they said nothing (play-test h80).
        # Return and L also through the layoffs. Through the defender's, Return makes a
        # layoff a hint named (else it is refused with what is due), and L with a card
        # that fits no meld says so, where both keys, greyed out, did nothing at all
        # (play-test h74); through the computer's, after the person's knock, they say
        # "It is not your turn." as S, D and K do, where they were greyed out and
        # silent (play-test h80). Once the hand is over their menu items are greyed
        # out, and the keys say so and what comes next (set_move).
        for key in ("draw_stock", "draw_discard", "discard", "knock", "lay_off"):
            r.set_move(key, on)
        defending = view.phase is Phase.LAYOFF and mine
        r.set_move("big_gin", "big_gin" in legal)
        r.set_move("accept_layoffs", defending)
        r.set_move("finish_layoffs", "finish_layoff" in legal)
        self.table.action_bar.set_secondary(
            NOTHING_TO_LAY_OFF if defending and not worth_laying_off(view) else SECONDARY
        )
        r["next_hand"].setEnabled("next_hand" in legal and view.game_result is None)
        r.set_game_over(view.game_result is not None)
        r["hint"].setEnabled(mine and view.phase is not Phase.OVER)
        # On in every game, the setting off too: a refused undo says why (like K), where
        # a greyed-out action left Ctrl+Z silent for a player who forgot the setting.
        r["undo"].setEnabled(self.c.has_match())
        r["view_pile"].setEnabled(bool(view.discard_pile))
        self._update_sort_checks()
        self.table.action_bar.refresh()
        self.table.place_overlays()

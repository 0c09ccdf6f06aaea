"""Every command of the window as a QAction, declared once in a table: id, text,
shortcut, tooltip. Texts are translated on each retranslate; tooltips show the key."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence

from ...model import Rules
from ..common.noop import QT_TRANSLATE_NOOP
from ..dialogs.base import fill

CTX = "Actions"


@dataclass(frozen=True)
class ActionSpec:
    id: str
    text: str
    shortcut: str | QKeySequence.StandardKey | None = None
    tip: str | None = None
    checkable: bool = False
    # Further keys for the same action, not named in menus or the keyboard help
    # (the keypad's Enter beside Return).
    also: tuple[str, ...] = ()


SPECS: tuple[ActionSpec, ...] = (
    # Game
    ActionSpec(
        "new_game",
        QT_TRANSLATE_NOOP("Actions", "&New game…"),
        QKeySequence.StandardKey.New,
        QT_TRANSLATE_NOOP("Actions", "Start a new game: rules, house rules and computer level"),
    ),
    ActionSpec(
        "play_code",
        QT_TRANSLATE_NOOP("Actions", "Play a &deal by code…"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Start a new game whose first hand is the deal a code names"),
    ),
    ActionSpec(
        "play_again",
        QT_TRANSLATE_NOOP("Actions", "Play &again"),
        None,
        QT_TRANSLATE_NOOP("Actions", "A new game with the same rules and computer level"),
    ),
    ActionSpec(
        "score_pad",
        QT_TRANSLATE_NOOP("Actions", "Sc&ore pad…"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Keep score of a game played with real cards"),
    ),
    ActionSpec(
        "next_hand",
        QT_TRANSLATE_NOOP("Actions", "Ne&xt hand"),
        "N",
        QT_TRANSLATE_NOOP("Actions", "Deal the next hand"),
    ),
    ActionSpec(
        "undo",
        QT_TRANSLATE_NOOP("Actions", "&Undo move"),
        QKeySequence.StandardKey.Undo,
        QT_TRANSLATE_NOOP("Actions", "Take back your last move, if it showed you no hidden card"),
    ),
    ActionSpec(
        "allow_undo",
        QT_TRANSLATE_NOOP("Actions", "Allo&w taking moves back"),
        None,
        QT_TRANSLATE_NOOP(
            "Actions", "Let Undo take back a move (a game with a move taken back is marked)"
        ),
        True,
    ),
    ActionSpec(
        "hint",
        QT_TRANSLATE_NOOP("Actions", "&Hint"),
        "H",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Ask what the hint and review advisor (the Expert or the Master, in the Game "
            "menu) would play here, and why (the game counts as assisted)",
        ),
    ),
    ActionSpec(
        "review",
        QT_TRANSLATE_NOOP("Actions", "&Review hand"),
        "Ctrl+R",
        QT_TRANSLATE_NOOP("Actions", "Step through the last hand with a review"),
    ),
    ActionSpec(
        "computer_knew",
        QT_TRANSLATE_NOOP("Actions", "What the computer &knew…"),
        None,
        QT_TRANSLATE_NOOP("Actions", "The computer's decisions in the last hand, and what it saw"),
    ),
    ActionSpec(
        "confirm_knock",
        QT_TRANSLATE_NOOP("Actions", "&Confirm knock and gin"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Ask before a knock or gin ends the hand"),
        True,
    ),
    ActionSpec(
        "show_pickups",
        QT_TRANSLATE_NOOP("Actions", "Show the computer's p&ickups"),
        None,
        QT_TRANSLATE_NOOP(
            "Actions", "Show the cards the computer took from the discard pile and still holds"
        ),
        True,
    ),
    ActionSpec(
        "statistics",
        QT_TRANSLATE_NOOP("Actions", "&Statistics…"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Games played and won"),
    ),
    ActionSpec(
        "history",
        QT_TRANSLATE_NOOP("Actions", "Ga&me history…"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Past games and hands: review them or play them again"),
    ),
    ActionSpec(
        "quit",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        QKeySequence.StandardKey.Quit,
        QT_TRANSLATE_NOOP("Actions", "Close the game (it is saved)"),
    ),
    # Play
    ActionSpec(
        "take_upcard",
        QT_TRANSLATE_NOOP("Actions", "&Take the upcard"),
        "T",
        QT_TRANSLATE_NOOP("Actions", "Take the first face-up card"),
    ),
    ActionSpec(
        "pass",
        QT_TRANSLATE_NOOP("Actions", "&Pass"),
        "P",
        QT_TRANSLATE_NOOP("Actions", "Decline the first face-up card"),
    ),
    ActionSpec(
        "draw_stock",
        QT_TRANSLATE_NOOP("Actions", "Draw from the &stock"),
        "S",
        QT_TRANSLATE_NOOP("Actions", "Draw the top card of the stock"),
    ),
    ActionSpec(
        "draw_discard",
        QT_TRANSLATE_NOOP("Actions", "Take the &discard"),
        "D",
        QT_TRANSLATE_NOOP("Actions", "Take the top card of the discard pile"),
    ),
    ActionSpec(
        "discard",
        QT_TRANSLATE_NOOP("Actions", "Discard the selected card"),
        "Return",
        QT_TRANSLATE_NOOP("Actions", "Discard the selected card; the arrow keys select a card"),
        also=("Enter",),
    ),
    ActionSpec(
        "knock",
        QT_TRANSLATE_NOOP("Actions", "&Knock with the selected card"),
        "K",
        QT_TRANSLATE_NOOP("Actions", "Knock or go gin, discarding the selected card face down"),
    ),
    ActionSpec(
        "big_gin",
        QT_TRANSLATE_NOOP("Actions", "&Big Gin"),
        "B",
        QT_TRANSLATE_NOOP("Actions", "All eleven cards meld: go out without a discard"),
    ),
    ActionSpec(
        "lay_off",
        QT_TRANSLATE_NOOP("Actions", "&Lay off the selected card"),
        "L",
        QT_TRANSLATE_NOOP("Actions", "Add the selected card to a meld of the knocker"),
    ),
    ActionSpec(
        "accept_layoffs",
        QT_TRANSLATE_NOOP("Actions", "&Accept the best layoffs"),
        "A",
        QT_TRANSLATE_NOOP("Actions", "Lay off what fits best and finish"),
    ),
    ActionSpec(
        "finish_layoffs",
        QT_TRANSLATE_NOOP("Actions", "Do&ne laying off"),
        "F",
        QT_TRANSLATE_NOOP("Actions", "Finish laying off; the hand is scored"),
    ),
    ActionSpec(
        "view_pile",
        QT_TRANSLATE_NOOP("Actions", "Look through the discard p&ile…"),
        "V",
        QT_TRANSLATE_NOOP("Actions", "See every card of the discard pile"),
    ),
    ActionSpec(
        "sort_rank",
        QT_TRANSLATE_NOOP("Actions", "Sort by &rank"),
        "R",
        QT_TRANSLATE_NOOP("Actions", "Sort your hand by rank"),
        True,
    ),
    ActionSpec(
        "sort_suit",
        QT_TRANSLATE_NOOP("Actions", "Sort by s&uit"),
        "U",
        QT_TRANSLATE_NOOP("Actions", "Sort your hand by suit"),
        True,
    ),
    ActionSpec(
        "sort_melds",
        QT_TRANSLATE_NOOP("Actions", "Sort by &melds"),
        "M",
        QT_TRANSLATE_NOOP("Actions", "Melds first, then deadwood"),
        True,
    ),
    ActionSpec(
        "sort_free",
        QT_TRANSLATE_NOOP("Actions", "&Free arrangement"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Keep the order you drag the cards into"),
        True,
    ),
    # View
    ActionSpec(
        "mute",
        QT_TRANSLATE_NOOP("Actions", "&Mute sounds"),
        "Ctrl+M",
        QT_TRANSLATE_NOOP("Actions", "Turn the sound effects off or on"),
        True,
    ),
    ActionSpec(
        "scoresheet",
        QT_TRANSLATE_NOOP("Actions", "S&coresheet"),
        "Ctrl+T",
        QT_TRANSLATE_NOOP("Actions", "Show or hide the scoresheet"),
        True,
    ),
    ActionSpec(
        "full_scoresheet",
        QT_TRANSLATE_NOOP("Actions", "F&ull scoresheet…"),
        "Ctrl+Shift+T",
        QT_TRANSLATE_NOOP("Actions", "Every hand with its scoring lines; print or export"),
    ),
    ActionSpec(
        "fullscreen",
        QT_TRANSLATE_NOOP("Actions", "&Full screen"),
        "F11",
        QT_TRANSLATE_NOOP("Actions", "Use the whole screen"),
        True,
    ),
    # Help
    ActionSpec(
        "rules_help",
        QT_TRANSLATE_NOOP("Actions", "&How to play"),
        QKeySequence.StandardKey.HelpContents,
        QT_TRANSLATE_NOOP("Actions", "The rules of the game being played"),
    ),
    ActionSpec(
        "keys_help",
        QT_TRANSLATE_NOOP("Actions", "&Keyboard keys"),
        "Ctrl+K",
        QT_TRANSLATE_NOOP("Actions", "Every key of the game"),
    ),
    ActionSpec("about", QT_TRANSLATE_NOOP("Actions", "&About"), None, None),
)

# The key that opens the menus (MainWindow.open_menus).
MENUS_KEY = "F10"

# Play again takes N, the next-hand key, while a game is over and there is no next hand.
PLAY_AGAIN_KEY = "N"

# Keys that work on the table but are not QActions (shown in the keyboard help): the
# table's own keys (TableView.keyPressEvent, CARD_KEYS there), with Shift and without.
EXTRA_KEYS = (
    ("←  →", QT_TRANSLATE_NOOP("Actions", "Select a card in your hand")),
    ("Shift+←  Shift+→", QT_TRANSLATE_NOOP("Actions", "Move the selected card within your hand")),
    ("Home  End", QT_TRANSLATE_NOOP("Actions", "Select the first or the last card")),
    (
        "Shift+Home  Shift+End",
        QT_TRANSLATE_NOOP("Actions", "Move the selected card to the start or the end of your hand"),
    ),
    (
        "Tab  Shift+Tab",
        QT_TRANSLATE_NOOP(
            "Actions", "Go to the buttons over the table; Return or Space presses the one chosen"
        ),
    ),
    (PLAY_AGAIN_KEY, QT_TRANSLATE_NOOP("Actions", "When the game is over: play again")),
    ("Esc", QT_TRANSLATE_NOOP("Actions", "Close the open dialog")),
    ("Esc", QT_TRANSLATE_NOOP("Actions", "While you drag a card: put it back")),
    (MENUS_KEY, QT_TRANSLATE_NOOP("Actions", "Open the menus (the arrows go from menu to menu)")),
)

# Return (discard's key) after a hint makes the move it named (PlayBinding).
HINTED_MOVE = QT_TRANSLATE_NOOP("Actions", "After a hint: make the move it named")

# A move the rules of the game do not have: its key is listed all the same (the Play
# menu shows it), saying so. %1 is the move ("Big Gin").
NOT_PLAYED = QT_TRANSLATE_NOOP("Actions", "%1 (not played with these rules)")

# The moves of the table's keys. T, P, B, A and F have buttons over the table that
# stand there only while the move can be made (the action bar shows an action's button
# while the action is enabled); S, D, Return, K and L are on all through a hand, and
# off once it is over. At the other moments a twin action on the same keys takes the
# key, live exactly while the move's own is not (never two live actions on one key),
# so that the key is answered with why not, where the greyed-out action let it do
# nothing (play-test h80: T, P, B, A and F in the hand; every one of them once the
# hand was over).
REFUSED_KEYS = (
    "take_upcard",
    "pass",
    "big_gin",
    "accept_layoffs",
    "finish_layoffs",
    "draw_stock",
    "draw_discard",
    "discard",
    "knock",
    "lay_off",
)


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def key_sequence(key: str | QKeySequence.StandardKey) -> QKeySequence:
    """A key as SPECS names it, read by Qt's own (English) key names: read as native
    text, "Enter" became Return wherever the language names Return "Enter" (Finnish,
    Norwegian), so discard had Return twice, Qt found the key ambiguous and Return and
    the keypad's Enter did nothing in a game started in those languages."""
    if isinstance(key, str):
        return QKeySequence(key, QKeySequence.SequenceFormat.PortableText)
    return QKeySequence(key)


def _same_keys(twin: QAction, action: QAction) -> None:
    if twin.shortcuts() != action.shortcuts():
        twin.setShortcuts(action.shortcuts())


class ActionRegistry(QObject):
    """Builds the window's QActions from SPECS and retranslates them together.
    ``key_refused(id)``: the key of a move of REFUSED_KEYS was pressed while the move
    could not be made (set_move)."""

    key_refused = Signal(str)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.actions: dict[str, QAction] = {}
        # The twins of REFUSED_KEYS: no text, in no menu, only their keys.
        self.refusing: dict[str, QAction] = {}
        self._specs = {s.id: s for s in SPECS}
        for spec in SPECS:
            action = QAction(parent)
            action.setObjectName(spec.id)
            action.setCheckable(spec.checkable)
            if spec.shortcut is not None:
                action.setShortcuts([key_sequence(k) for k in (spec.shortcut, *spec.also)])
            self.actions[spec.id] = action
            if spec.id in REFUSED_KEYS:
                twin = QAction(parent)
                twin.setObjectName(spec.id + "_refused")
                twin.setShortcuts(action.shortcuts())
                twin.setEnabled(False)
                twin.triggered.connect(lambda _=False, i=spec.id: self.key_refused.emit(i))
                # The twin keeps the move's keys when they change (the lesson gives
                # Return to its coach: a twin still on Return made the key ambiguous).
                action.changed.connect(lambda a=action, t=twin: _same_keys(t, a))
                self.refusing[spec.id] = twin
        self.retranslate_ui()

    def __getitem__(self, key: str) -> QAction:
        return self.actions[key]

    def key_text(self, action_id: str) -> str:
        """The action's own key as a menu shows it ("S"; "" if it has none), whatever a
        window has done with its shortcuts (the lesson gives Return to its coach)."""
        spec = self._specs[action_id]
        if spec.shortcut is None:
            return ""
        return key_sequence(spec.shortcut).toString(QKeySequence.SequenceFormat.NativeText)

    def window_actions(self) -> list[QAction]:
        """Every action whose keys the window takes: the commands and their twins."""
        return [*self.actions.values(), *self.refusing.values()]

    def set_move(self, key: str, possible: bool) -> None:
        """The move of ``key`` (one of REFUSED_KEYS) enabled where ``possible`` (its
        button shows, its menu item is on); where not, its key is answered all the
        same (key_refused)."""
        self.actions[key].setEnabled(possible)
        self.refusing[key].setEnabled(not possible)

    def retranslate_ui(self) -> None:
        for spec in SPECS:
            self._retranslate(spec)

    def _retranslate(self, spec: ActionSpec) -> None:
        action = self.actions[spec.id]
        action.setText(tr(spec.text))
        tip = tr(spec.tip) if spec.tip else action.text().replace("&", "").rstrip("…")
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
        action.setStatusTip(tip)

    def set_game_over(self, over: bool) -> None:
        """While a game is over, N plays again (Next hand, N's own action, is off then:
        never two enabled actions on one key)."""
        action = self.actions["play_again"]
        key = key_sequence(PLAY_AGAIN_KEY) if over else QKeySequence()
        if action.shortcut() != key:
            action.setShortcut(key)
            self._retranslate(self._specs["play_again"])

    def shortcut_list(self, rules: Rules | None = None) -> list[tuple[str, str]]:
        """(key, what it does) for the keyboard help, in the player's language: every
        key of the window's actions, as their menus show it, and the table's own keys.
        With ``rules``, a move they do not have says so (Big Gin: B was left out of the
        list under such rules while the Play menu showed it, play-test h98)."""
        out = []
        for spec in SPECS:
            action = self.actions[spec.id]
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if keys and spec.shortcut is not None:  # Play again's N is in EXTRA_KEYS
                text = action.text().replace("&", "").rstrip("…")
                if spec.id == "big_gin" and rules is not None and not rules.big_gin_allowed:
                    text = fill(tr(NOT_PLAYED), text)
                out.append((keys, text))
            if keys and spec.id == "discard":  # the same key, after a hint
                out.append((keys, tr(HINTED_MOVE)))
        out += [(k, tr(t)) for k, t in EXTRA_KEYS]
        return out

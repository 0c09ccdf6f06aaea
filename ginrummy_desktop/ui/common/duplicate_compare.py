"""The two plays of a duplicate deal side by side: the person's and the reference's, where
they parted (the first differing move) and what each ended with.

Shown in the hand's result panel, in the hand review and from the history; it is given
the deal's :class:`~ginrummy_desktop.review.duplicate.DuplicateHand` (or None while the
reference is still playing) and the person's moves of the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ...model import Action, Card, Outcome, Rules
from ...review.duplicate import Divergence, DuplicateHand, first_divergence
from .texts import (
    done_text,
    duplicate_explained,
    integer_text,
    level_name,
    outcome_text,
    player_name,
)

CTX = "CompareText"
PERSON = 0


class CompareText:
    """The comparison's words, in its own context (lupdate files ``CompareText.tr``
    calls under it, as the run time looks them up)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(CTX, text, disambiguation, n)


def signed(value: int) -> str:
    return integer_text(value, signed=True)  # as the scoresheet writes them


@dataclass(frozen=True, slots=True)
class CompareState:
    """What the comparison shows: a deal of a duplicate match, finished or not."""

    level: str  # the reference level
    record: DuplicateHand | None  # None: the reference is still playing the deal
    person_actions: tuple[Action, ...] = ()
    moves: int = 0  # the reference's moves so far, while it plays
    total: int | None = None  # the match's running duplicate total
    rules: Rules | None = None  # the deal's rules (to name a card taken from the pile)


def ended_text(outcome: Outcome | None, points: int | None) -> str:
    """How a play ended, from the person's side, e.g. 'Gin: +31'."""
    if outcome is None or points is None:
        return CompareText.tr("still playing")
    return (
        CompareText.tr("%1: %2", "outcome: points")
        .replace("%1", outcome_text(outcome))
        .replace("%2", signed(points))
    )


# What the player of a play did to end it, by who it was: whole phrases, as Finnish
# verbs take the person's ending ("lopetit", "lopetti"). %1: the reference level.
_DEEDS = {
    "you": {
        "knock": lambda: CompareText.tr("You knocked"),
        "gin": lambda: CompareText.tr("You went gin"),
        "big_gin": lambda: CompareText.tr("You went Big Gin"),
        "undercut": lambda: CompareText.tr("You knocked and were undercut"),
    },
    "level": {
        "knock": lambda: CompareText.tr("%1 knocked", "reference level"),
        "gin": lambda: CompareText.tr("%1 went gin", "reference level"),
        "big_gin": lambda: CompareText.tr("%1 went Big Gin", "reference level"),
        "undercut": lambda: CompareText.tr("%1 knocked and was undercut", "reference level"),
    },
    "computer": {
        "knock": lambda: CompareText.tr("The computer knocked"),
        "gin": lambda: CompareText.tr("The computer went gin"),
        "big_gin": lambda: CompareText.tr("The computer went Big Gin"),
        "undercut": lambda: CompareText.tr("The computer knocked and was undercut"),
    },
}


def _deed(outcome: Outcome, actor: str) -> str:
    kind = {Outcome.GIN: "gin", Outcome.BIG_GIN: "big_gin", Outcome.UNDERCUT: "undercut"}
    return _DEEDS[actor][kind.get(outcome, "knock")]()


def _won_lost(points: int, level: str | None, *, named: bool = True) -> str:
    """What a play's points were to its player: 'you won 11', 'Expert lost 6'; not
    ``named``: the player was named just before ('won 11', said of it)."""
    if points == 0:
        return CompareText.tr("nobody scored")
    won = points > 0
    if not named:
        if level is None:
            text = CompareText.tr("won %1", "you") if won else CompareText.tr("lost %1", "you")
        else:
            text = (
                CompareText.tr("won %1", "reference level")
                if won
                else CompareText.tr("lost %1", "reference level")
            )
        return text.replace("%1", integer_text(abs(points)))
    if level is None:
        text = CompareText.tr("you won %1") if won else CompareText.tr("you lost %1")
        return text.replace("%1", integer_text(abs(points)))
    text = (
        CompareText.tr("%1 won %2", "reference level, points")
        if won
        else CompareText.tr("%1 lost %2", "reference level, points")
    )
    return text.replace("%1", level).replace("%2", integer_text(abs(points)))


def names_knocker(outcome: Outcome | None, points: int | None, knocker: int | None) -> bool:
    """:func:`play_ended_text` says who knocked (and so names the player)."""
    return outcome not in (None, Outcome.VOID) and points is not None and knocker in (0, 1)


def play_ended_text(
    outcome: Outcome | None, points: int | None, knocker: int | None, level: str | None = None
) -> str:
    """How a play ended, who knocked or went gin and what its player won or lost, e.g.
    'The computer knocked, Expert lost 6' or 'Expert knocked: won 11' (``level``: the
    reference's name, in its play; None: the person's). ``knocker``: the seat, the
    person's 0 (None: not known, said as :func:`ended_text` says it)."""
    if outcome is None or points is None:
        return CompareText.tr("still playing")
    if outcome is Outcome.VOID:
        return outcome_text(outcome)
    if knocker not in (0, 1):
        return ended_text(outcome, points)
    own = knocker == PERSON
    actor = "computer" if not own else "you" if level is None else "level"
    deed = _deed(outcome, actor)
    if level is not None:
        deed = deed.replace("%1", level)
    if own:
        # The one who knocked is the one who won or lost: not named twice.
        return (
            CompareText.tr("%1: %2", "how a play ended: what its player did: won or lost")
            .replace("%1", deed)
            .replace("%2", _won_lost(points, level, named=False))
        )
    # The reference's play has a message of its own: Finnish names the reference first
    # ("Asiantuntija hävisi 29 p. (Tietokone lopetti)"), as it is the reference's result
    # the line is about (play-test h97: "Tietokone lopetti" first read as if the
    # computer had played the person's cards).
    template = (
        CompareText.tr("%1, %2", "how a play ended: who knocked, who won")
        if level is None
        else CompareText.tr("%1, %2", "how the reference's play ended: who knocked, its result")
    )
    return template.replace("%1", deed).replace("%2", _won_lost(points, level))


def reference_line(
    outcome: Outcome | None, points: int | None, knocker: int | None, level: str
) -> str:
    """How the reference's play ended, in a line of its own: 'With your cards: The
    computer knocked, Expert lost 6', or where it cannot say who knocked, 'Expert with
    your cards: Knock: −6' (``level``: the reference's name as shown; ``knocker`` as
    :func:`play_ended_text` takes it)."""
    ended = play_ended_text(outcome, points, knocker, level)
    if names_knocker(outcome, points, knocker):
        # It names the level already ("The computer knocked, Expert lost 6").
        return CompareText.tr("With your cards: %1", "the reference's play, how it ended").replace(
            "%1", ended
        )
    return (
        CompareText.tr("%1 with your cards: %2", "reference level: how its play ended")
        .replace("%1", level)
        .replace("%2", ended)
    )


@dataclass(frozen=True, slots=True)
class PlayEnd:
    """How one play of a duplicate deal ended, as the texts take it: the outcome (None:
    still playing), the points from the person's side, and who knocked or went gin (0
    the person's seat, the reference's in its play; 1 the computer's; None: nobody, or
    not known)."""

    outcome: Outcome | None
    points: int | None
    knocker: int | None = None


def deal_texts(level: str, reference: PlayEnd, person: PlayEnd | None = None) -> list[str]:
    """A duplicate deal told apart from the comparison (the scoresheet's tooltip, the
    history), in the comparison's words: the score against the level, how the person's
    play ended and how the reference's did, e.g. 'Duplicate against Expert: +11', 'You
    knocked: won 5', 'With your cards: The computer knocked, Expert lost 6'. Without
    the person's result (``person`` None or not over) the heading and the reference's
    play alone. ``level``: the reference's name as shown."""
    parts = []
    if person is not None and person.points is not None and reference.points is not None:
        parts.append(
            CompareText.tr("Duplicate against %1: %2", "reference level, duplicate score")
            .replace("%1", level)
            .replace("%2", signed(person.points - reference.points))
        )
        parts.append(play_ended_text(person.outcome, person.points, person.knocker))
    else:
        parts.append(CompareText.tr("Duplicate against %1").replace("%1", level))
    parts.append(reference_line(reference.outcome, reference.points, reference.knocker, level))
    return parts


def move_text(
    action: Action | None, *, your_seat: str | None = None, taken: Card | None = None
) -> str:
    """A move as it was played, with who made it, e.g. 'You discarded the nine of
    hearts'; ``your_seat`` names the player in the person's seat (the reference, in its
    play); ``taken``, the top of the discard pile, names what a take from it took."""
    if action is None:
        return CompareText.tr("(the hand was over)")
    if action.player == PERSON:
        return done_text(action, your_seat, taken=taken)
    who = player_name(action.player) if action.player in (0, 1) else ""
    return done_text(action, who, taken=taken)


def parted_text(div: Divergence) -> str:
    """Where the two plays parted, in one line."""
    if div.index is None:
        return CompareText.tr("The two plays were the same, move for move.")
    return CompareText.tr("The plays parted at move %1.").replace("%1", str(div.index + 1))


class DuplicateCompare(QWidget):
    """The two plays side by side (hidden when there is nothing to compare)."""

    def __init__(self, parent: QWidget | None = None, *, on_felt: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("DuplicateCompare")
        self._state: CompareState | None = None
        self._divergence: Divergence | None = None
        self._on_felt = on_felt
        self._compact = False
        self.heading = QLabel(self)
        self.heading.setObjectName("Total" if on_felt else "DuplicateHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(2)
        self.cells: dict[tuple[int, int], QLabel] = {}
        for row in range(3):
            for col in range(3):
                label = QLabel(self.grid_host)
                label.setWordWrap(col > 0)
                if row == 0 or col == 0:
                    label.setObjectName("PanelSub")
                self.grid.addWidget(label, row, col)
                self.cells[(row, col)] = label
        if on_felt:
            self.grid.setColumnStretch(1, 1)
            self.grid.setColumnStretch(2, 1)
        else:
            # In a dialog the two plays stay side by side at the left, not a window apart.
            self.grid.setColumnStretch(1, 2)
            self.grid.setColumnStretch(2, 2)
            self.grid.setColumnStretch(3, 1)
            self.heading.setAlignment(Qt.AlignmentFlag.AlignLeft)
            # Bold by a font of its own that sets only the weight: its size still
            # follows the dialog's (a style sheet stopped the review's larger text).
            bold = QFont()
            bold.setBold(True)
            self.heading.setFont(bold)
        self.footer = QLabel(self)
        self.footer.setObjectName("PanelSub")
        self.footer.setAlignment(
            Qt.AlignmentFlag.AlignCenter if on_felt else Qt.AlignmentFlag.AlignLeft
        )
        self.footer.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.heading)
        layout.addWidget(self.grid_host)
        layout.addWidget(self.footer)
        if on_felt:  # the result panel gives the two plays their width, centred
            layout.setAlignment(self.grid_host, Qt.AlignmentFlag.AlignHCenter)
        self.hide()

    @property
    def state(self) -> CompareState | None:
        return self._state

    def set_state(self, state: CompareState | None) -> None:
        self._state = state
        # Worked out once a state: with the rules it replays the deal to where the plays
        # parted, and the review asks for it at every step and language change.
        self._divergence = (
            None
            if state is None or state.record is None
            else first_divergence(state.person_actions, state.record, state.rules)
        )
        self.retranslate_ui()

    @property
    def compact(self) -> bool:
        return self._compact

    def set_compact(self, compact: bool) -> None:
        """Compact: no heading and no side-by-side grid, only what the reference's play
        ended with and the scores, in one line (a small table's result panel; the hand
        review still shows where the plays parted)."""
        if compact != self._compact:
            self._compact = compact
            self.retranslate_ui()

    def divergence(self) -> Divergence | None:
        """Where the person's play and the reference's parted (None: nothing to compare
        yet)."""
        return self._divergence

    def retranslate_ui(self) -> None:
        s = self._state
        self.setVisible(s is not None)
        if s is None:
            return
        level = level_name(s.level)
        self.heading.setText(CompareText.tr("Duplicate against %1").replace("%1", level))
        # In short the line under it says as much ("… with your cards", "duplicate score").
        self.heading.setVisible(not self._compact)
        div = self.divergence()
        if div is None:
            self.grid_host.hide()
            text = CompareText.tr("%1 is playing your cards… (%n move(s) so far)", "", s.moves)
            self.footer.setText(text.replace("%1", level))
            # Not the last deal's plays (review h111: the widget is the same from deal to deal).
            self.footer.setToolTip(duplicate_explained(s.level))
            return
        record = s.record
        assert record is not None
        same = div.index is None
        self.grid_host.setVisible(not self._compact)
        parts = []
        if self._compact:
            parts.append(
                reference_line(
                    div.reference_outcome,
                    div.reference_points,
                    self._seat(div.reference_knocker),
                    level,
                )
            )
        elif not same:
            parts.append(parted_text(div))
        if record.score is not None:
            parts.append(CompareText.tr("Duplicate score: %1").replace("%1", signed(record.score)))
        if s.total is not None and self._compact:
            # The line's first part has named the level: not twice in one line.
            parts.append(
                CompareText.tr("total %1", "duplicate total").replace("%1", signed(s.total))
            )
        elif s.total is not None:
            parts.append(
                CompareText.tr("total %1 against %2", "duplicate total")
                .replace("%1", signed(s.total))
                .replace("%2", level)
            )
        self.footer.setText(" · ".join(parts))
        # In short (a small table) the line alone shows: its tooltip has the two plays
        # side by side and what the score is, as the full comparison's grid does.
        person = play_ended_text(
            div.person_outcome, div.person_points, self._seat(div.person_knocker)
        )
        tip = [
            CompareText.tr("%1: %2").replace("%1", CompareText.tr("You")).replace("%2", person),
            CompareText.tr("%1: %2")
            .replace("%1", CompareText.tr("%1 with your cards").replace("%1", level))
            .replace("%2", self._reference_ended(div, level)),
            duplicate_explained(s.level),
        ]
        self.footer.setToolTip("\n".join(tip) if self._compact else tip[-1])
        c = self.cells
        c[(0, 0)].setText("")
        c[(0, 1)].setText(CompareText.tr("You"))
        c[(0, 2)].setText(CompareText.tr("%1 with your cards").replace("%1", level))
        c[(1, 0)].setText(CompareText.tr("Ended"))
        # Who knocked, and what each won or lost: "Knock: −6" did not say whether the
        # reference knocked or was knocked against (play-test).
        c[(1, 1)].setText(person)
        c[(1, 2)].setText(self._reference_ended(div, level))
        c[(2, 0)].setText(CompareText.tr("First difference"))
        top = div.pile_top
        c[(2, 1)].setText(parted_text(div) if same else move_text(div.person_move, taken=top))
        c[(2, 2)].setText("" if same else move_text(div.reference_move, your_seat=level, taken=top))
        c[(2, 0)].setToolTip(parted_text(div))

    def _reference_ended(self, div: Divergence, level: str) -> str:
        return play_ended_text(
            div.reference_outcome, div.reference_points, self._seat(div.reference_knocker), level
        )

    def _seat(self, knocker: int | None) -> int | None:
        """A knocker's seat as the texts take it: 0 the person's (the reference's in its
        play), 1 the computer's."""
        record = self._state.record if self._state is not None else None
        if knocker is None or record is None:
            return knocker
        return PERSON if knocker == record.person_seat else 1 - PERSON

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

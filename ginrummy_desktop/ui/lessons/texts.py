"""The lessons' words: every step, refusal and adjustment, with the rules' own numbers.

English is the source; Finnish and bokmål come from the .ts files, worded with the
seeds' vocabulary (umpipakka, avopakka, lopettaa, gini; trekkbunken, kastebunken, banke,
dødkort, boks), which reads right under every preset. Card names are the script's own
cards, so they are written into the sentences; numbers come from the step.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from ...app.controller import PERSON
from ...lessons import (
    Adjustment,
    ChoiceId,
    FollowUp,
    FollowUpId,
    KnockOrGinNumbers,
    Refusal,
    RefusalReason,
    Step,
    StepId,
    UndercutNumbers,
)
from ...model import IllegalAction, IllegalCode, Phase, PlayerView, Rules
from ..common.texts import due_prompt, illegal_text, lay_off_first_text
from ..dialogs.base import fill


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


def _undo_key() -> str:
    """The platform's Undo key as the Game menu shows it (Ctrl+Z, ⌘Z), the menu item's
    own key (Undo move has the platform's standard one)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    key = keys[0] if keys else QKeySequence("Ctrl+Z")
    return key.toString(QKeySequence.SequenceFormat.NativeText)


class LessonTexts(QObject):
    """Builds the texts; a QObject so that lupdate and tr() agree on the context."""

    # ------------------------------------------------------------ panel words
    def title(self) -> str:
        return self.tr("Learn to play")

    def step_counter(self, index: int, total: int) -> str:
        return fill(self.tr("Step %1 of %2"), index, total)

    def show_me(self) -> str:
        return self.tr("Show me")

    def next(self) -> str:
        return self.tr("Next")

    def skip(self) -> str:
        return self.tr("Skip lesson")

    def close(self) -> str:
        return self.tr("Close lesson")

    def leave_question(self, index: int, total: int) -> str:
        return fill(self.tr("Leave the lesson at step %1 of %2?"), index, total)

    def leave_informative(self) -> str:
        return self.tr("Taken again from the Help menu, it starts from its first step.")

    def leave(self) -> str:
        return self.tr("&Leave the lesson")

    def stay(self) -> str:
        return self.tr("&Go on with it")

    def your_move(self) -> str:
        return self.tr("Do it on the table, or press Show me.")

    def keys(self, key: str, card: str | None = None) -> str:
        """The step's move by the keyboard: its ``key`` (S), and for a move that names a
        card the arrows to it first (a keyboard player found the keys by guessing: the
        steps speak of dragging and clicking, play-test h140)."""
        if card is None:
            return self.tr("Keyboard: %1.", "the key of the step's move, e.g. S").replace("%1", key)
        return fill(
            self.tr("Keyboard: ← → to the %1, then %2.", "choose the card with the arrows, a key"),
            card,
            key,
        )

    # ------------------------------------------------------------ steps
    def step(self, step: Step) -> str:
        """The step's text with the numbers of the rules played and of the position."""
        r = step.rules
        n = step.numbers
        s = step.id
        if s is StepId.WELCOME:
            return self.tr(
                "These ten cards are your hand. Gather them into melds — sets of three or four "
                "of a kind, and runs of three or more in one suit — because every card left "
                "outside a meld counts against you as deadwood."
            )
        if s is StepId.UPCARD_OFFER:
            return self.tr(
                "The computer dealt, so the first face-up card, the 7♥, is offered to you "
                "first. With your 7♣ and 7♦ it makes three sevens: take it."
            )
        if s is StepId.SET_FORMED:
            return self.tr(
                "Three sevens are a set, your first meld. Cards in a meld count nothing "
                "against you."
            )
        if s is StepId.TAKEN_CARD_RULE:
            return self.tr(
                "A card taken from the discard pile may not be thrown back in the same turn, "
                "so the 7♥ stays in your hand for now."
            )
        if s is StepId.DISCARD_HIGH:
            return self.tr(
                "Every turn ends with a discard. The K♠ counts 10 and fits nothing: drag it "
                "onto the discard pile, or double-click it."
            )
        if s is StepId.DRAW_STOCK:
            return self.tr(
                "The computer drew and threw the Q♣, which does nothing for you. Draw the top "
                "card of the stock instead: drag it into your hand, or click it."
            )
        if s is StepId.RUN_FORMED:
            return self.tr(
                "The 6♠ joins your 4♠ and 5♠: three in a row in one suit is a run. A run can "
                "keep growing at either end; the ace is always low (A‑2‑3, never Q‑K‑A)."
            )
        if s is StepId.DEADWOOD_COUNT:
            first = fill(
                self.tr(
                    "Your cards outside melds add up to %1; the discard that leaves the fewest "
                    "points would bring it to %2."
                ),
                n.deadwood,
                n.deadwood_after_discard if n.deadwood_after_discard is not None else n.deadwood,
            )
            if r.knock_limit == 0:
                then = self.tr("You may end the hand only with gin here: every card in melds.")
            else:
                then = fill(
                    self.tr("You may knock once a discard leaves %1 or less."), r.knock_limit
                )
            # What each card counts: the lesson named only the K♠'s 10, and a player
            # from other rummy games came to "34 … 25" without it (play-test h109).
            values = self.tr("An ace counts 1, a face card 10, any other card its number.")
            return _join(first, values, then)
        if s is StepId.DISCARD_KEEP_PAIR:
            return self.tr(
                "Throw the 8♣, not a nine, though a nine would leave a point less: the 9♦ and "
                "9♠ need only one more nine to become a set, while the 8♣ has no partner."
            )
        if s is StepId.DRAW_DISCARD:
            return self.tr(
                "The computer threw the 9♥ — the nine you were waiting for. Take it from the "
                "discard pile: a card you can see and need is worth more than a blind draw."
            )
        if s is StepId.KNOCK_ALLOWED:
            text = fill(
                self.tr(
                    "Now you have three melds. Discard the 6♥ and only the 2♣ is left: %1 "
                    "deadwood, and at most %2 lets you knock."
                ),
                n.deadwood_after_discard if n.deadwood_after_discard is not None else 0,
                r.knock_limit,
            )
            if r.doubled:
                text = _join(
                    text, self.tr("The first upcard was a spade, so this hand scores double.")
                )
            return text
        if s is StepId.GIN_EXPLAINED:
            text = fill(
                self.tr(
                    "Had every card fitted a meld after the discard, the knock spot would say "
                    "Gin: %1 extra points, and the computer could not lay off on your melds."
                ),
                r.gin_bonus,
            )
            if r.big_gin_bonus is not None:
                text = _join(
                    text,
                    fill(
                        self.tr(
                            "With all eleven cards in melds before the discard it is Big Gin, "
                            "worth %1."
                        ),
                        r.big_gin_bonus,
                    ),
                )
            return text
        if s is StepId.KNOCK:
            return self.tr(
                "Drag the 6♥ onto the knock spot. It goes face down, you show your melds, and "
                "the hand ends."
            )
        if s is StepId.COMPUTER_LAID_OFF:
            return self.tr(
                "Before the count, the defender may add cards to the knocker's melds. The "
                "computer laid its 3♠ off on your run, so that card no longer counts against it."
            )
        if s is StepId.RESULT:
            return self._result_knocker(step)
        if s is StepId.SCORESHEET:
            return fill(
                self.tr(
                    "Every hand's points are written on the scoresheet. The first to reach %1 "
                    "wins the game."
                ),
                r.target,
            )
        if s is StepId.BOX_TALLY:
            if r.box_bonus > 0:
                return fill(
                    self.tr(
                        "Each hand you win is a box, marked in the tally. When the game ends, "
                        "every box is worth %1 more — to both players."
                    ),
                    r.box_bonus,
                )
            return self.tr(
                "Each hand you win is a box, marked in the tally; with these rules boxes earn "
                "nothing extra at the end, they only show who won which hand."
            )
        if s is StepId.NEXT_HAND:
            return self.tr(
                "Press Next hand. The deal passes to you, so this time the computer is offered "
                "the first upcard."
            )
        if s is StepId.UPCARD_PASS:
            return self.tr(
                "The computer passed the Q♦, and now it is offered to you. It makes no meld "
                "(with your Q♠ it is only a pair): pass. When both pass, the non-dealer (here the "
                "computer) draws from the stock."
            )
        if s is StepId.COMPUTER_KNOCKED:
            return fill(
                self.tr(
                    "The computer drew and knocked at once, with %1 deadwood (at most %2 is "
                    "allowed). Your own melds are laid out for you; now you may lay off cards "
                    "on the computer's melds."
                ),
                n.knocker_deadwood if n.knocker_deadwood is not None else 0,
                r.knock_limit,
            )
        if s is StepId.LAY_OFF_RUN:
            return self.tr(
                "Your 6♦ continues the computer's 3♦ 4♦ 5♦. Drag it onto that run: a card laid "
                "off no longer counts against you."
            )
        if s is StepId.LAY_OFF_CHAIN:
            return self.tr(
                "With the 6♦ there, the run now ends at 6 — so your 7♦ fits too. Lay it off as "
                "well."
            )
        if s is StepId.LAY_OFF_SET:
            return self.tr(
                "A set of three takes the fourth card of its rank: lay your K♠ off on the "
                "computer's kings."
            )
        if s is StepId.FINISH_LAYOFF:
            return self.tr(
                "Nothing else fits. Your run 9♣ 10♣ J♣ stays your own meld; press Done laying "
                "off to count the hand."
            )
        if s is StepId.RESULT_DEFENDER:
            return self._result_defender(step)
        if s is StepId.SCORESHEET_TWO:
            return fill(
                self.tr(
                    "Two hands on the sheet: you have %1, the computer %2. Play goes on hand by "
                    "hand until someone reaches %3."
                ),
                n.totals[0],
                n.totals[1],
                r.target,
            )
        if s is StepId.BOX_TALLY_TWO:
            if r.box_bonus > 0:
                return fill(
                    self.tr(
                        "One box each. At the end the winner adds %1 for the game, each player "
                        "%2 per box, and the difference of the two totals is the result."
                    ),
                    r.game_bonus,
                    r.box_bonus,
                )
            if r.game_bonus > 0:
                return fill(
                    self.tr(
                        "One won hand each. At the end the winner adds %1 for the game, and the "
                        "difference of the two totals is the result."
                    ),
                    r.game_bonus,
                )
            return self.tr(
                "One won hand each. At the end the difference of the two totals is the result."
            )
        return _join(
            self.tr(
                "That is the whole game in small. Try “Knock or wait for gin?” and “Undercuts "
                "and layoffs” next, from the Help menu, or start a real game."
            ),
            self.tr(
                "In a game, Game → Hint (H) suggests a move and Undo move (%1) takes one back."
            ).replace("%1", _undo_key()),
        )

    def _result_knocker(self, step: Step) -> str:
        r, n = step.rules, step.numbers
        knocker = n.knocker_deadwood or 0
        text = fill(
            self.tr("The computer kept %1 deadwood, you %2: you win the hand and score %3."),
            n.defender_deadwood or 0,
            knocker,
            n.points or 0,
        )
        if r.hand_win_bonus > 0:
            text = _join(
                text,
                fill(self.tr("That includes %1 for winning the hand."), r.hand_win_bonus),
            )
        if r.undercut_on_tie:
            then = self.tr(
                "Had it been %1 or less, it would have undercut you and scored %2 extra."
            )
        else:
            then = self.tr(
                "Had it been less than %1, it would have undercut you and scored %2 extra."
            )
        return _join(text, fill(then, knocker, r.undercut_bonus))

    def _result_defender(self, step: Step) -> str:
        r, n = step.rules, step.numbers
        knocker = n.knocker_deadwood or 0
        text = fill(
            self.tr(
                "Your layoffs cut your deadwood from %1 to %2. The computer knocked with %3, so "
                "it wins %4 — without the layoffs it would have been many more."
            ),
            n.defender_deadwood_before_layoffs or 0,
            n.defender_deadwood or 0,
            knocker,
            n.points or 0,
        )
        if r.hand_win_bonus > 0:
            text = _join(
                text,
                fill(self.tr("That includes %1 for winning the hand."), r.hand_win_bonus),
            )
        if r.undercut_on_tie:
            then = self.tr("Getting down to %1 or less would have been an undercut for you.")
        else:
            then = self.tr("Getting below %1 would have been an undercut for you.")
        return _join(text, fill(then, knocker))

    # ------------------------------------------------------------ refusals
    def refusal(self, refusal: Refusal, view: PlayerView | None = None) -> str:
        """Why the move was not taken (the table is as it was); for a move at the wrong
        moment, what is due in ``view`` (the person's), as the game's table says it:
        the stock clicked at the first upcard said only "That move is not possible now."
        (play-test h121)."""
        k = refusal.reason
        R = RefusalReason
        if k is R.NOT_ALLOWED and refusal.illegal is not None:
            # The 7♦ before the 6♦ on the lesson's 3♦ 4♦ 5♦: which goes first (h121).
            if (
                refusal.illegal is IllegalCode.DOES_NOT_FIT
                and refusal.card is not None
                and view is not None
            ):
                # Of the meld it was dropped on, as on the game's table (review h136).
                first = lay_off_first_text(refusal.card, view, refusal.meld)
                if first is not None:
                    return first
            text = illegal_text(IllegalAction(refusal.illegal, ""))
            # As the game's controller does: only while the person is to move in a
            # hand still going on (review h126).
            due = view is not None and view.turn == PERSON and view.phase is not Phase.OVER
            if refusal.illegal is IllegalCode.WRONG_PHASE and view is not None and due:
                text = f"{text} {due_prompt(view)}".strip()
            return text
        if k is R.READ_FIRST and refusal.step is not None and refusal.step.id is StepId.DONE:
            # The last step's button closes the lesson; there is no Next to press.
            return self.tr("That was the lesson: press Close lesson to go back to your game.")
        texts = {
            R.READ_FIRST: self.tr("Read this first, then press Next."),
            R.MOVE_EXPECTED: self.tr("This step waits for your move — or press Show me."),
            R.TAKE_THE_UPCARD: self.tr("Take it: the 7♥ makes three sevens with your cards."),
            R.PASS_THE_UPCARD: self.tr("Pass: this card fits nothing in your hand."),
            R.DRAW_FROM_STOCK: self.tr("That card does not help you; draw from the stock."),
            R.TAKE_FROM_PILE: self.tr(
                "The top card of the discard pile completes a meld: take it."
            ),
            R.KEEP_MELD: self.tr("Keep that card: it is part of a meld."),
            R.KEEP_PAIR: self.tr("Keep that card: one more card makes it a meld."),
            R.HIGHER_CARD_FIRST: self.tr("Throw the marked card first: it costs more."),
            R.KNOCK_INSTEAD: self.tr("You can knock now: drop the marked card on the knock spot."),
            R.KNOCK_WITH_OTHER: self.tr("Knock with the marked card: it leaves less deadwood."),
            R.LAY_OFF_FIRST: self.tr(
                "Not yet: you still have a card that fits the computer's melds."
            ),
            R.LAY_OFF_OTHER_FIRST: self.tr("That fits too — lay off the marked card first."),
            R.LESSON_OVER: self.tr("The lesson is over."),
        }
        return texts.get(k, self.tr("In this lesson, do what the mark shows — or press Show me."))

    # ------------------------------------------------------------ adjustments
    def adjustment(self, adjustment: Adjustment, rules: Rules) -> str:
        A = Adjustment
        if adjustment is A.STRAIGHT_GIN_OFF:
            return self.tr(
                "Your rules allow only gin; this lesson lets you knock. Your own games keep "
                "your rules."
            )
        if adjustment is A.KNOCK_LIMIT_RAISED:
            return fill(
                self.tr(
                    "Your knock limit is lower than this lesson needs; it uses %1 here. Your "
                    "own games keep your rules."
                ),
                rules.knock_limit,
            )
        if adjustment is A.DEALER_ALTERNATES:
            return self.tr("In this lesson the deal alternates.")
        return fill(self.tr("The lesson plays to %1 so the game does not end early."), rules.target)

    # ------------------------------------------------------------ first start
    def offer_title(self) -> str:
        return self.tr("New to Gin Rummy?")

    def offer_text(self) -> str:
        return self.tr(
            "Would you like a guided first game? It takes a few minutes, shows every part of "
            "the table, and you can skip it at any step. It is always in Help → Learn to play."
        )

    def newcomer_level(self) -> str:
        return self.tr(
            "Your first game is against the Beginner, the computer's gentlest level. "
            "Game → Computer level changes it."
        )

    # ------------------------------------------------------------ follow-ups
    def follow_up_title(self, fid: FollowUpId) -> str:
        if fid is FollowUpId.KNOCK_OR_GIN:
            return self.tr("Knock or wait for gin?")
        return self.tr("Undercuts and layoffs")

    def question(self, follow_up: FollowUp) -> str:
        num = follow_up.numbers
        if isinstance(num, KnockOrGinNumbers):
            return fill(
                self.tr(
                    "You drew the K♦. Throw it and only the 2♣ is left: you can knock with %1 "
                    "now, or discard the K♦ and hope for gin. What do you do?"
                ),
                num.knock_deadwood,
            )
        assert isinstance(num, UndercutNumbers)
        return fill(
            self.tr(
                "The computer knocked with %1. You hold %2 in deadwood. How much do you lay off?"
            ),
            num.knocker_deadwood,
            num.deadwood_before_layoffs,
        )

    def caption_knock_or_gin(self) -> str:
        return self.tr(
            "Your hand, its melds first; on the right the discard pile, its top card last."
        )

    def pile_caption(self) -> str:
        return self.tr("Discard pile")

    def caption_undercut(self) -> str:
        return self.tr("Above: the computer's melds and deadwood. Below: your hand.")

    def choice(self, cid: ChoiceId) -> str:
        C = ChoiceId
        texts = {
            C.KNOCK_NOW: self.tr("Knock with the K♦"),
            C.WAIT_FOR_GIN: self.tr("Discard the K♦ and wait for gin"),
            C.FINISH_NOW: self.tr("Nothing: finish now"),
            C.LAY_OFF_FITTING: self.tr("The 9♥ on the run and the 5♣ on the fives"),
            C.LAY_OFF_ALL: self.tr("The 9♥, then the 10♥ after it, and the 5♣"),
        }
        return texts[cid]

    def verdict(self, right: bool) -> str:
        return self.tr("Right.") if right else self.tr("Not the best choice.")

    def why(self, follow_up: FollowUp) -> str:
        num = follow_up.numbers
        if isinstance(num, KnockOrGinNumbers):
            knock = follow_up.result_of(ChoiceId.KNOCK_NOW).person_points
            wait = follow_up.result_of(ChoiceId.WAIT_FOR_GIN).person_points
            return fill(
                self.tr(
                    "Knock. Only %1 of the %2 cards that would give you gin are still unseen "
                    "(the others lie in the discard pile), so your next draw brings gin only %1 "
                    "times in %3. The computer would need %4 or less to undercut your %5, and "
                    "it has taken nothing from the discard pile. Here knocking scores %6; "
                    "had you waited, the computer would have gone gin first: %7."
                ),
                len(num.live_outs),
                len(num.gin_outs),
                num.unseen,
                num.undercut_at,
                num.knock_deadwood,
                knock,
                wait,
            )
        assert isinstance(num, UndercutNumbers)
        every = follow_up.result_of(ChoiceId.LAY_OFF_ALL)
        fitting = follow_up.result_of(ChoiceId.LAY_OFF_FITTING)
        none = follow_up.result_of(ChoiceId.FINISH_NOW)
        return fill(
            self.tr(
                "Lay off all three. Once the 9♥ extends the run, the 10♥ fits after it; with "
                "the 5♣ on the fives you are left with %1, below the computer's %2: an undercut "
                "worth %3 to you, %4 of it the undercut bonus. Laying off only what fits at "
                "first sight leaves %5 and loses %6; laying off nothing loses %7."
            ),
            every.person_deadwood,
            num.knocker_deadwood,
            every.person_points,
            num.undercut_bonus,
            fitting.person_deadwood,
            -fitting.person_points,
            -none.person_points,
        )

"""The "how to play" text as HTML, written for the chosen rules, in the current language."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject

from ...model import NextDealer, Rules, best_melding, parse_cards
from ..common import texts
from .base import fill


def _h(title: str) -> str:
    return f"<h3>{title}</h3>"


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def _ul(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


PICTURE_SCHEME = "cards"

# The examples How to play draws with the game's cards: rows of groups of card codes
# (the layoff example's last card of its first group is the card laid off).
EXAMPLES: dict[str, tuple[tuple[str, ...], ...]] = {
    "set": (("KC KD KH",),),
    "run": (("4H 5H 6H",),),
    "deadwood": (("7C 7D 7H", "4S 5S 6S 7S", "2C 9D KH"),),
    "layoff": (("5D 6D 7D 8D", "9C 9H 9S", "2C"),),
    "undercut": (
        ("3C 4C 5C", "QH QS QD", "8H 8C 8D", "7S"),
        ("AH 2H 3H 4H", "JC JD JS", "2D AS 2S"),
    ),
}
LAID_OFF = "8D"


def _deadwood(codes: str) -> int:
    return best_melding(parse_cards(codes)).deadwood_count


def _img(name: str, pictures: bool, caption: str) -> str:
    # The pictures are resources of the help window's document (help.py draws them).
    if not pictures:
        return ""
    return f'<p align="center"><img src="{PICTURE_SCHEME}:{name}"><br><i>{caption}</i></p>'


def rules_html(rules: Rules, *, pictures: bool = False) -> str:
    """The whole rules text; every number in it is the chosen rules' own. With
    ``pictures`` it shows the examples drawn in the help window (``cards:NAME``)."""
    parts: list[str] = [f"<h2>{escape(texts.rules_name(rules))}</h2>"]
    builder = RulesText()
    parts += builder.aim_and_melds(pictures=pictures)
    parts += builder.deal_and_turns(rules)
    parts += builder.ending(rules)
    parts += builder.layoffs(rules, pictures=pictures)
    parts += builder.undercut(rules, pictures=pictures)
    parts += builder.hand_scoring(rules)
    parts += builder.hollywood(rules)
    parts += builder.game_scoring(rules)
    parts += builder.controls()
    return "\n".join(parts)


class RulesText(QObject):
    """Builds the sections; a QObject so that lupdate and tr() agree on the context."""

    def aim_and_melds(self, *, pictures: bool = False) -> list[str]:
        return [
            _h(self.tr("The aim")),
            _p(
                self.tr(
                    "Gin Rummy is a game for two players with one 52-card deck and no jokers. "
                    "You try to arrange your hand into melds, so that as few points as possible "
                    "are left over, and to end the hand before your opponent does."
                )
            ),
            _h(self.tr("Melds and deadwood")),
            _ul(
                [
                    self.tr(
                        "A <b>set</b> is three or four cards of the same rank, such as three kings."
                    ),
                    self.tr(
                        "A <b>run</b> is three or more cards in sequence in the same suit, such as "
                        "the 4, 5 and 6 of hearts."
                    ),
                    self.tr(
                        "The ace is always low: ace-2-3 is a run, queen-king-ace is not. "
                        "A card can belong to only one meld at a time."
                    ),
                ]
            ),
            _img("set", pictures, self.tr("A set: three kings.")),
            _img("run", pictures, self.tr("A run: the 4, 5 and 6 of hearts.")),
            _p(
                self.tr(
                    "Cards that are in no meld are <b>deadwood</b>. An ace counts 1, the cards "
                    "from 2 to 10 their face value, and jacks, queens and kings 10 each. The "
                    "game always arranges your melds so that your deadwood is as low as possible."
                )
            ),
            _img(
                "deadwood",
                pictures,
                fill(
                    self.tr(
                        "A set of sevens and a run of spades; the 2♣, 9♦ and K♥ are deadwood: "
                        "%1 points."
                    ),
                    _deadwood(" ".join(EXAMPLES["deadwood"][0])),
                ),
            ),
        ]

    def deal_and_turns(self, rules: Rules) -> list[str]:
        if rules.next_dealer is NextDealer.LOSER:
            next_dealer = self.tr("After each hand, the loser of the hand deals the next one.")
        else:
            next_dealer = self.tr("The players take turns to deal.")
        return [
            _h(self.tr("The deal")),
            _p(
                self.tr(
                    "The dealer deals ten cards to each player, one at a time. The next card is "
                    "turned face up and starts the <b>discard pile</b>; the rest of the deck, "
                    "face down, is the <b>stock</b>."
                )
                + " "
                + next_dealer
            ),
            _h(self.tr("The first upcard")),
            _p(
                self.tr(
                    "The non-dealer may take the face-up card. If they do not want it, the dealer "
                    "may take it. Whoever takes it discards another card, and the other player "
                    "continues. If neither wants it, the non-dealer draws the top card of the "
                    "stock and discards, and the dealer plays next."
                )
            ),
            _h(self.tr("Your turn")),
            _p(
                self.tr(
                    "Draw one card, from the top of the stock or of the discard pile, then "
                    "discard one card face up. You may not discard the card you have just taken "
                    "from the discard pile."
                )
            ),
            _p(
                self.tr(
                    "The last two cards of the stock are never drawn. If only two cards are "
                    "left and nobody has knocked, the hand is void: nobody scores, and the same "
                    "dealer deals again."
                )
            ),
        ]

    def ending(self, rules: Rules) -> list[str]:
        parts = [_h(self.tr("Knocking and gin"))]
        if rules.straight_gin:
            parts.append(
                _p(
                    self.tr(
                        "These rules are <b>straight gin</b>: you cannot knock, a hand ends only "
                        "with gin."
                    )
                )
            )
        else:
            parts.append(
                _p(
                    self.tr(
                        "After drawing, you may <b>knock</b> if your deadwood after your discard "
                        "is at most %Ln point(s). You discard face down and lay out your melds and "
                        "deadwood.",
                        None,
                        rules.knock_limit,
                    )
                )
            )
            if rules.oklahoma:
                parts.append(
                    _p(
                        self.tr(
                            "<b>Oklahoma:</b> the value of the first face-up card sets the knock "
                            "limit of the hand (never more than %Ln). If it is an ace, only gin "
                            "ends the hand. If it is a spade, everything the hand scores is "
                            "doubled.",
                            None,
                            rules.knock_limit,
                        )
                    )
                )
        if rules.big_gin_bonus is None:
            gin = self.tr(
                "<b>Gin</b> means ending the hand with no deadwood at all. You still discard "
                "one card, even when all eleven cards would fit in melds."
            )
        else:
            # With Big Gin, eleven cards in melds need no discard (said next): "you still
            # discard one" contradicted it (play-test).
            gin = self.tr(
                "<b>Gin</b> means ending the hand with no deadwood at all, after discarding "
                "one card."
            )
        parts.append(_p(gin))
        if rules.big_gin_bonus is not None:
            parts.append(
                _p(
                    self.tr(
                        "<b>Big Gin:</b> if all eleven cards fit in melds after you draw, you may "
                        "go out without discarding, for a bonus of %Ln point(s) instead of the gin "
                        "bonus.",
                        None,
                        rules.big_gin_bonus,
                    )
                )
            )
        return parts

    def layoffs(self, rules: Rules, *, pictures: bool = False) -> list[str]:
        if rules.layoff_on_gin:
            on_gin = self.tr("You may lay off on gin as well.")
        else:
            on_gin = self.tr("Against gin you may not lay off.")
        return [
            _h(self.tr("Laying off")),
            _p(
                self.tr(
                    "When your opponent knocks, you lay out your own melds, then you may "
                    "<b>lay off</b> deadwood cards on the knocker's melds: a fourth card on a "
                    "set, or cards that extend a run at either end. Cards laid off no longer "
                    "count as your deadwood."
                )
                + " "
                + on_gin
            ),
            _img(
                "layoff",
                pictures,
                fill(
                    self.tr(
                        "The knocker's melds and deadwood (%1). The defender lays off the 8♦ "
                        "(ringed) on the knocker's run."
                    ),
                    _deadwood("5D 6D 7D 9C 9H 9S 2C"),
                ),
            ),
        ]

    def undercut(self, rules: Rules, *, pictures: bool = False) -> list[str]:
        if rules.undercut_on_tie:
            when = self.tr(
                "If the defender's deadwood, after laying off, is as low as the knocker's or "
                "lower, the knock fails: that is an <b>undercut</b>."
            )
        else:
            when = self.tr(
                "If the defender's deadwood, after laying off, is lower than the knocker's, "
                "the knock fails: that is an <b>undercut</b>."
            )
        bonus = fill(
            self.tr(
                "The defender then scores the difference plus the undercut bonus of %1. So "
                "knock with little deadwood, and lay off everything you can as the defender."
            ),
            rules.undercut_bonus,
        )
        knocker = _deadwood(" ".join(EXAMPLES["undercut"][0]))
        defender = _deadwood(" ".join(EXAMPLES["undercut"][1]))
        caption = fill(
            self.tr(
                "Above, the knocker: deadwood %1. Below, the defender: deadwood %2, nothing to "
                "lay off. An undercut: the defender scores %3 plus the bonus of %4."
            ),
            knocker,
            defender,
            knocker - defender,
            rules.undercut_bonus,
        )
        return [
            _h(self.tr("Undercut")),
            _p(when + " " + bonus),
            _img("undercut", pictures, caption),
        ]

    def hollywood(self, rules: Rules) -> list[str]:
        on = (
            self.tr("Hollywood is on for this game.")
            if rules.hollywood
            else self.tr("Hollywood is off; New game can switch it on with any rules.")
        )
        return [
            _h(self.tr("Hollywood: three games at once")),
            _p(
                self.tr(
                    "Hollywood is a way of keeping score: three games run side by side on one "
                    "sheet. Your first hand won is written in game 1, your second in games 1 "
                    "and 2, your third and every later one in all three. Each game ends when a "
                    "total in it reaches the target and is tallied by itself, with its own "
                    "boxes and bonuses. The match ends when all three games have ended; its "
                    "result is the sum of the three games' results."
                )
                + " "
                + self.tr(
                    "Should that sum come out exactly even, whoever won two of the three "
                    "games wins the match."
                )
                + " "
                + on
            ),
        ]

    def controls(self) -> list[str]:
        return [
            _h(self.tr("The table: mouse and keys")),
            _ul(
                [
                    self.tr(
                        "<b>Draw:</b> drag the top card of the stock or of the discard pile "
                        "into your hand (or click it; key S for the stock, D for the pile). "
                        "The first upcard: the buttons “Take the upcard” and “Pass” (T, P), "
                        "as the table names them."
                    ),
                    self.tr(
                        "<b>Discard:</b> drag a card onto the discard pile, or double-click "
                        "it; with the keys, pick it with the arrow keys and press Enter."
                    ),
                    self.tr(
                        "<b>Knock or gin:</b> drag the card to discard onto the knock spot "
                        "(it lights up when a knock is allowed), or select it and press K."
                    ),
                    self.tr(
                        "<b>Lay off:</b> drag a card onto a frame round the knocker's melds, "
                        "double-click it, or select it and press L; then F when you are done. "
                        "A dot in a frame's colour marks each card worth laying off on that "
                        "meld, and a green dot each card laid off. "
                        "A lays off the best of what fits and finishes at once."
                    ),
                    self.tr(
                        "<b>Your hand:</b> drag cards to rearrange them, or sort by rank, "
                        "suit or melds (R, U, M); Shift with the arrow keys moves the selected "
                        "card. Melds are underlined in colour, and a green dot marks the card you "
                        "have just drawn."
                    ),
                    self.tr(
                        "N deals the next hand, H gives a hint, V shows the discard pile; "
                        "Help → Keyboard keys lists every key."
                    ),
                ]
            ),
        ]

    def hand_scoring(self, rules: Rules) -> list[str]:
        items = [
            self.tr(
                "If the knocker has less deadwood, the knocker wins the hand and scores the "
                "difference between the two deadwood counts."
            ),
        ]
        if rules.undercut_on_tie:
            items.append(
                self.tr(
                    "If the defender has as little deadwood as the knocker or less, that is an "
                    "<b>undercut</b>: the defender scores the difference plus a bonus of %Ln "
                    "point(s).",
                    None,
                    rules.undercut_bonus,
                )
            )
        else:
            items.append(
                self.tr(
                    "If the defender has less deadwood than the knocker, that is an "
                    "<b>undercut</b>: the defender scores the difference plus a bonus of %Ln "
                    "point(s).",
                    None,
                    rules.undercut_bonus,
                )
            )
            if rules.tie_bonus > 0:
                items.append(
                    self.tr(
                        "If both have the same deadwood, the defender wins the hand and scores "
                        "%Ln point(s).",
                        None,
                        rules.tie_bonus,
                    )
                )
            else:
                items.append(self.tr("If both have the same deadwood, nobody scores."))
        items.append(
            self.tr(
                "<b>Gin</b> scores the opponent's whole deadwood plus a bonus of %Ln point(s), "
                "and a gin is never undercut.",
                None,
                rules.gin_bonus,
            )
        )
        if rules.hand_win_bonus > 0:
            items.append(
                self.tr(
                    "The winner of every hand also scores %Ln point(s) at once.",
                    None,
                    rules.hand_win_bonus,
                )
            )
        if rules.oklahoma:
            items.append(
                self.tr("With a spade as the first upcard, all of the hand's points are doubled.")
            )
        return [_h(self.tr("Scoring a hand")), _ul(items)]

    def game_scoring(self, rules: Rules) -> list[str]:
        items = [
            self.tr(
                "The first player whose total reaches %Ln point(s) wins the game.",
                None,
                rules.target,
            ),
        ]
        if rules.game_bonus > 0 or rules.effective_shutout_bonus > 0:
            items.append(
                self.tr(
                    "The winner of the game scores a game bonus of %Ln point(s).",
                    None,
                    rules.game_bonus,
                )
            )
        if rules.effective_shutout_bonus != rules.game_bonus:
            items.append(
                self.tr(
                    "If the loser has not scored a single point (a shutout), the game bonus is "
                    "%Ln point(s) instead.",
                    None,
                    rules.effective_shutout_bonus,
                )
            )
        if rules.box_bonus > 0:
            items.append(
                self.tr(
                    "Each hand a player wins is a <b>box</b>. At the end each player scores "
                    "%Ln point(s) for every box they won.",
                    None,
                    rules.box_bonus,
                )
            )
        if rules.final_difference:
            items.append(
                self.tr("The result of the game is the winner's total minus the loser's total.")
            )
        else:
            items.append(self.tr("The result of the game is the winner's total."))
        return [_h(self.tr("Winning the game")), _ul(items)]

"""The hand review dialog: stepping by keys and buttons, the judge's notes, past hands."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from testkit.review_play import FED_KING, parse_moves

from ginrummy_desktop.model import preset
from ginrummy_desktop.ui.review.dialog import HandReviewDialog

ACTIONS = parse_moves(FED_KING)


@pytest.fixture(scope="module")
def judged_args():
    return dict(rules=preset("standard"), dealer=0, deal_number=360, actions=ACTIONS)


def _dialog(qtbot, **kwargs) -> HandReviewDialog:
    args = dict(rules=preset("standard"), dealer=0, deal_number=360, actions=ACTIONS)
    args.update(kwargs)
    dialog = HandReviewDialog(None, **args)
    qtbot.addWidget(dialog)
    dialog.resize(1000, 640)
    dialog.show()
    return dialog


def test_keys_and_buttons_step_through_the_hand(qtbot) -> None:
    d = _dialog(qtbot, judge=False)
    assert d.step_list.count() == len(ACTIONS) + 1
    assert d.current == len(ACTIONS)  # opens on the end of the hand
    qtbot.keyClick(d.step_list, Qt.Key.Key_Home)
    assert d.current == 0 and not d.prev_button.isEnabled()
    qtbot.keyClick(d.step_list, Qt.Key.Key_Right)
    qtbot.keyClick(d.step_list, Qt.Key.Key_Right)
    assert d.current == 2
    qtbot.keyClick(d.step_list, Qt.Key.Key_Left)
    assert d.current == 1
    qtbot.keyClick(d.step_list, Qt.Key.Key_End)
    assert d.current == len(ACTIONS) and not d.next_button.isEnabled()
    d.first_button.click()
    d.next_button.click()
    assert d.current == 1
    assert d.board.step is d.steps[1]
    # The first move: the computer took the face-up king of diamonds.
    assert "king of diamonds" in d.step_list.item(1).text()
    assert "king of diamonds" in d.board.accessibleDescription()
    # After a click on a button or the board, the arrows still step through the moves
    # (they moved the focus between the buttons: play-test).
    for widget in (d.next_button, d.first_button, d.board):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        start = d.current
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        assert d.current == start + 1, widget
        qtbot.keyClick(widget, Qt.Key.Key_Left)
        assert d.current == start, widget


def test_the_judge_runs_in_a_worker_and_marks_the_blunder(qtbot, judged_args) -> None:
    d = _dialog(qtbot, **{k: v for k, v in judged_args.items() if k != "rules"})
    assert d.review is None
    with qtbot.waitSignal(d._worker.done, timeout=120_000):
        pass
    qtbot.waitUntil(lambda: d.review is not None, timeout=5000)
    assert d.review.mistakes and d.review.judgement_for(12).flagged
    assert d.step_list.item(12).text().startswith("⚠")
    d.go(12)
    assert "king of spades" in d.note.text() and "nine of diamonds" in d.note.text()
    assert d.board.better is not None and d.board.better.code == "9D"
    assert "mistake" in d.summary.text()
    assert "22" in d.score.text()  # the computer's knock scored 22


def test_a_stored_hand_opens_from_its_history_row(qtbot) -> None:
    row = SimpleNamespace(
        rules=preset("standard"),
        dealer=0,
        deal_number=360,
        actions=[a.to_dict() for a in ACTIONS],
    )
    d = HandReviewDialog.from_history(None, row, judge=False)
    qtbot.addWidget(d)
    assert [s.action for s in d.steps[1:]] == ACTIONS


def test_closing_while_judging_stops_the_worker(qtbot) -> None:
    d = _dialog(qtbot, samples=48)
    d.reject()
    assert d._thread is not None and d._thread.isFinished()


def _judgement(verdict, cards=(), numbers=(), better=None):
    from ginrummy_desktop.model import Discard, parse_card
    from ginrummy_desktop.review.judge import Judgement

    better = better or Discard(0, parse_card("9D"))
    return Judgement(
        3, Discard(0, parse_card("KS")), better, 7.4, verdict,
        tuple(parse_card(c) for c in cards), numbers,
    )  # fmt: skip


def test_a_knock_judged_too_risky_says_to_play_on(qapp) -> None:
    """The better move after a knock named as "Discard the five of diamonds" read as the
    knock just made, which had thrown that card face down (play-test h103)."""
    from ginrummy_desktop.model import Discard, Knock, parse_card
    from ginrummy_desktop.review.judge import Judgement, Verdict
    from ginrummy_desktop.ui.common.texts import verdict_text

    five = parse_card("5D")
    for verdict in (Verdict.UNDERCUT_RISK, Verdict.KNOCKED_TOO_SOON):
        j = Judgement(3, Knock(0, five), Discard(0, five), 16.2, verdict, (), (4,))
        text = verdict_text(j)
        assert text.endswith(
            "Better move: Discard the five of diamonds face up and play on, without "
            "knocking (about 16 points more on average)."
        ), text
    # Elsewhere a better discard is named as ever; once only, where the verdict names
    # it already ("…was the better discard. Better move: Discard the…": h116).
    j = _judgement(Verdict("better_discard"), ("KS", "9D"))
    assert verdict_text(j) == (
        "The nine of diamonds was a better discard than the king of spades. "
        "It was worth about 7 points more on average."
    )
    j = _judgement(Verdict("better_discard"), ("KS", "8D"))
    assert "Better move: Discard the nine of diamonds (about 7 points" in verdict_text(j)


@pytest.mark.parametrize(
    ("verdict", "cards", "numbers", "expected"),
    [
        ("fed_opponent_meld", ("KS", "KD", "KH"), (), "fed the computer's set"),
        ("fed_opponent_meld", ("8D", "6D", "7D"), (), "fed the computer's run"),
        ("fed_opponent_meld", ("8D",), (), "likely to help"),
        ("could_knock_earlier", ("4C",), (6, 2), "2 turn"),
        ("could_knock_earlier", ("4C",), (6, 0), "knocked here with 6"),
        (
            "undercut_risk",
            ("7C", "7D"),
            (9,),
            "had taken the seven of clubs and seven of diamonds from",
        ),
        ("knocked_too_soon", (), (9,), "too soon"),
        ("missed_gin", ("4C",), (), "gone gin"),
        ("better_draw", ("QC",), (), "drawing from the stock was better"),
        ("kept_high_deadwood", ("KS", "9D"), (57, 49), "8 more point"),
        ("broke_partial_meld", ("KS", "9D"), (), "partial meld"),
        (
            "broke_meld",
            ("5C", "KD", "5D", "5S"),
            (26, 8),
            "broke up your meld (five of clubs, five of diamonds and five of spades); "
            "the king of diamonds was the better discard",
        ),
        ("better_discard", ("KS", "9D"), (), "better discard"),
        ("missed_layoff", ("7S",), (3, 10), "laid off: seven of spades"),
    ],
)
def test_every_verdict_reads_as_a_sentence(qapp, verdict, cards, numbers, expected) -> None:
    from ginrummy_desktop.review.judge import Verdict
    from ginrummy_desktop.ui.common.texts import verdict_text

    text = verdict_text(_judgement(Verdict(verdict), cards, numbers))
    assert expected in text
    assert "%1" not in text and "%2" not in text and "%n" not in text


def test_finishing_the_layoff_is_a_move_of_its_own_row(qtbot) -> None:
    """A layoff missed was flagged on a row that read only "The hand is over: the
    computer won it.", as if the result were the mistake (play-test): the row says the
    move first."""
    from table_helpers import match_until_knock

    from ginrummy_desktop.model import FinishLayoff

    match = match_until_knock(1, need_layoff=True)
    match.apply(FinishLayoff(0))  # laid nothing off: a layoff missed
    deal = match.deals[0]
    d = _dialog(qtbot, judge=False, dealer=deal.dealer, deal_number=deal.deal_number,
                actions=list(deal.actions), rules=match.rules)  # fmt: skip
    (row,) = [
        i
        for i, s in enumerate(d.steps)
        if s.action is not None and s.action.kind == "finish_layoff"
    ]
    text = d.step_list.item(row).text()
    # Nothing laid off: said so (play-tests h137, h140: "finished laying off" having
    # laid off nothing).
    assert "You laid off nothing." in text and "The hand is over" in text
    assert text.index("You laid off nothing.") < text.index("The hand is over")
    # The computer named as on the other rows, "The computer", not "Computer".
    dealt = d.step_list.item(0).text()
    assert dealt.startswith("0. You dealt;" if deal.dealer == 0 else "0. The computer dealt;")


def _board_texts(d: HandReviewDialog) -> list[tuple[int, str]]:
    from PySide6.QtGui import QFontMetrics

    board = d.board
    w, text_h = 60, board.text_height()
    ops = board._layout(board.step, board.knocker, w, text_h, QFontMetrics(board._label_font()))
    return [(op.x, op.text) for op in ops if op.text]


def test_the_knockers_melds_say_whose_they_are(qtbot) -> None:
    """The knocker's melds lay beside the piles unnamed: a player took their own melds
    for the table's, their row showing only the deadwood (play-test h95)."""
    from table_helpers import match_until_knock

    match = match_until_knock(1, need_layoff=True)
    deal = match.deals[0]
    d = _dialog(qtbot, judge=False, dealer=deal.dealer, deal_number=deal.deal_number,
                actions=list(deal.actions), rules=match.rules)  # fmt: skip
    assert d.board.knocker == 1 and d.board.step.knocker_melds
    texts = [t for _, t in _board_texts(d)]
    assert "The computer's melds on the table" in texts and "Your melds on the table" not in texts
    d.board.show_step(d.board.step, moved=None, better=None, knocker=0)  # as if the person's
    assert "Your melds on the table" in [t for _, t in _board_texts(d)]
    d.first_button.click()  # before the knock: no melds laid out, no such line
    assert not any("melds on the table" in t for _, t in _board_texts(d))


def test_the_summary_counts_the_moves_only_once_it_knows_them(qtbot) -> None:
    """Before the judge's first report the line read "Judging your moves… 0 of ?"."""
    d = _dialog(qtbot, judge=False)
    assert d.summary.text().splitlines()[0] == "Judging your moves…"
    d._on_progress(3, 12)
    assert d.summary.text().splitlines()[0] == "Judging your moves… 3 of 12"


@pytest.mark.parametrize("lang", ["en", "fi", "nb"])
@pytest.mark.parametrize("w", [24, 40, 52, 61])
def test_the_melds_label_is_clear_of_the_piles_label(qtbot, language, lang, w) -> None:
    """With small cards (a 1024x640 screen, the small card size) the line naming the
    knocker's melds was written over the discard pile's label ("Kastebunken: 21" under
    "Maskinens kombinasjoner på bordet"): the labels of a row stand side by side."""
    from PySide6.QtGui import QFontMetrics
    from table_helpers import match_until_knock

    language.set_language(lang)
    match = match_until_knock(1, need_layoff=True)
    deal = match.deals[0]
    d = _dialog(qtbot, judge=False, dealer=deal.dealer, deal_number=deal.deal_number,
                actions=list(deal.actions), rules=match.rules)  # fmt: skip
    board = d.board
    assert board.step.knocker_melds
    fm = QFontMetrics(board._label_font())
    ops = board._layout(board.step, board.knocker, w, board.text_height(), fm)
    labels = [op for op in ops if op.text]
    assert any("melds" in op.text or "ryhmät" in op.text or "kombinasjoner" in op.text
               for op in labels)  # fmt: skip
    for a in labels:
        for b in labels:
            if a is not b and a.y == b.y and a.x <= b.x:
                assert a.x + a.w <= b.x, (a.text, b.text)


def test_a_gins_melds_are_drawn_in_the_knockers_own_row(qtbot) -> None:
    """Play-test h104: after a gin the knocker's row showed its label over an empty band,
    its melds drawn lower beside the piles. With nothing left in the hand, the melds
    are drawn in that row and nothing beside the piles."""
    from PySide6.QtGui import QFontMetrics
    from testkit.arranged import arranged, stacked_deck

    from ginrummy_desktop.model import Gin, Match, TakeUpcard, parse_cards, preset

    number = 7301
    deck = stacked_deck(
        dealer=1,
        hands={
            0: parse_cards("AC 2C 3C 5D 6D 7D 9S 9H 9C KS"),
            1: parse_cards("AH 2H 3H 4S 5S 6S 8C TC JD QH"),
        },
        upcard=parse_cards("4C")[0],
    )
    with arranged({number: deck}):
        match = Match(preset("standard"), seed=1, first_dealer=1, deal_numbers=[number])
        match.apply(TakeUpcard(0))
        match.apply(Gin(0, parse_cards("KS")[0]))
        deal = match.deals[0]
        d = _dialog(qtbot, judge=False, dealer=deal.dealer, deal_number=deal.deal_number,
                    actions=list(deal.actions), rules=match.rules)  # fmt: skip
    d.last_button.click()
    board = d.board
    assert board.knocker == 0 and board.step.knocker_melds
    w, text_h = 60, board.text_height()
    ops = board._layout(board.step, board.knocker, w, text_h, QFontMetrics(board._label_font()))
    h = round(w * 1.4)
    melded = {c for m in board.step.knocker_melds for c in m.cards}
    assert len(melded) == 10
    # The person's row is the third band, below the piles'.
    mine = {op.card for op in ops if op.card is not None and op.y > 2 * h + text_h}
    assert melded <= mine
    piles = {op.card for op in ops if op.card is not None and h < op.y < 2 * h + text_h}
    assert not (melded & piles)
    assert not any("melds on the table" in (op.text or "") for op in ops)


def test_a_knock_with_the_wrong_card_reads_once(qapp) -> None:  # type: ignore[no-untyped-def]
    """The better knock named in the verdict is not named again as "Better move"."""
    from ginrummy_desktop.model import Knock, parse_card
    from ginrummy_desktop.review.judge import Judgement, Verdict
    from ginrummy_desktop.ui.common.texts import verdict_text

    j = Judgement(
        3, Knock(0, parse_card("8H")), Knock(0, parse_card("KS")), 2.0,
        Verdict.BETTER_KNOCK, (parse_card("8H"), parse_card("KS")), (10, 8),
    )  # fmt: skip
    assert verdict_text(j) == (
        "Knocking with the king of spades was better than with the eight of hearts "
        "(deadwood 8, not 10). It was worth about 2 points more on average."
    )


def test_a_long_hand_opens_with_its_last_move_whole_in_sight(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    """Play-test h137 (fi): the review of a 54-move hand opened with its last row, the
    hand's end, half cut off at the bottom of the list."""
    from PySide6.QtWidgets import QApplication
    from testkit.scripted_play import play_match

    from ginrummy_desktop.model import PRESETS

    language.set_language("fi")
    match = play_match(PRESETS["finnish_1"], seed=5)
    deal = max(match.deals, key=lambda d: len(d.actions))
    assert len(deal.actions) > 40
    d = _dialog(qtbot, judge=False, dealer=deal.dealer, deal_number=deal.deal_number,
                actions=list(deal.actions), rules=match.rules)  # fmt: skip
    d.resize(900, 600)
    qtbot.waitExposed(d)
    for _ in range(3):
        QApplication.processEvents()
    lst = d.step_list
    assert lst.verticalScrollBar().maximum() > 0  # the list does scroll
    assert lst.currentRow() == lst.count() - 1
    assert lst.viewport().rect().contains(lst.visualItemRect(lst.currentItem()))

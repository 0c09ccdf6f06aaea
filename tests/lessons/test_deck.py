"""Arranged matches: rebuilt from their log (undo, review) they are dealt the same cards."""

from __future__ import annotations

from ginrummy_desktop.lessons import COMPUTER, PERSON, ArrangedMatch
from ginrummy_desktop.lessons.guided import FIRST_DEALER, HAND_ONE, HANDS
from ginrummy_desktop.model import PRESETS, Pass, TakeUpcard
from ginrummy_desktop.model.undo import match_at_hand_start, rebuild, undo


def test_an_arranged_match_is_dealt_its_hands() -> None:
    m = ArrangedMatch(PRESETS["standard"], hands=HANDS, first_dealer=FIRST_DEALER)
    deal = m.current
    assert sorted(deal.hands[PERSON]) == sorted(HAND_ONE.person)
    assert sorted(deal.hands[COMPUTER]) == sorted(HAND_ONE.computer)
    assert deal.upcard == HAND_ONE.upcard


def test_a_rebuilt_arranged_match_keeps_its_cards() -> None:
    m = ArrangedMatch(PRESETS["standard"], hands=HANDS, first_dealer=FIRST_DEALER)
    m.apply(Pass(PERSON))
    for again in (rebuild(m), rebuild(m, drop_last=1), match_at_hand_start(m, 0)):
        assert again.current.deck == m.current.deck
        assert again.current.hands[PERSON][:10] == m.current.hands[PERSON][:10]


def test_undo_in_an_arranged_match_restores_the_arranged_hand() -> None:
    m = ArrangedMatch(PRESETS["standard"], hands=HANDS, first_dealer=FIRST_DEALER)
    m.apply(TakeUpcard(PERSON))
    back = undo(m, PERSON).match
    assert back.current.actions == []
    assert sorted(back.current.hands[PERSON]) == sorted(HAND_ONE.person)
    assert back.current.upcard == HAND_ONE.upcard

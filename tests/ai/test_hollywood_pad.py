"""Computer players play Hollywood matches to the end under every preset, and the
score pad, given each hand as the players would write it, agrees total by total."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.model import PRESETS, Match, match_view
from ginrummy_desktop.model.scorepad import ScorePad, entry_for


def ai_match(rules_name: str, seed: int) -> Match:
    rules = PRESETS[rules_name].with_changes(hollywood=True)
    match = Match(rules, seed=seed)
    players = [make_player("intermediate", seed=seed), make_player("beginner", seed=seed + 1)]
    for _ in range(50_000):
        if match.is_over:
            return match
        legal = match.legal_actions()
        seat = legal[0].player
        match.apply(players[seat].decide(match_view(match, seat)).action)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("name", list(PRESETS))
def test_an_ai_hollywood_match_on_the_pad(name: str) -> None:
    match = ai_match(name, seed=11)
    assert match.hollywood is not None and match.hollywood.is_over
    pad = ScorePad(match.rules, first_dealer=match.first_dealer)
    for record, deal in zip(match.records, match.deals, strict=False):
        hand = pad.add(entry_for(record, deal.upcard))
        assert hand.result.lines == record.result.lines
        assert hand.record.totals_after == record.totals_after
        assert hand.record.hollywood == record.hollywood
        assert hand.record.dealer == record.dealer
    assert pad.result == match.game_result and pad.result is not None
    assert len(pad.result.games) == 3

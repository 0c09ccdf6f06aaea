"""The score pad: the seeds' worked examples, whole games compared hand by hand with
the engine's scoring, corrections, refusals (nothing stored) and JSON round trips."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.cards import parse_card
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.model.match import Match
from ginrummy_desktop.model.padentry import (
    MAX_DEADWOOD,
    PadEnding,
    PadEntry,
    PadError,
    PadErrorCode,
    PadFormatError,
    count_from_text,
)
from ginrummy_desktop.model.rules import PRESETS, NextDealer, Rules
from ginrummy_desktop.model.scorepad import ScorePad, check_names, entry_for
from ginrummy_desktop.model.scoring import HandEnding, LineCode, Outcome, score_counts

from .helpers import C, play_out

STANDARD = PRESETS["standard"]


def knock(knocker: int, k: int, d: int, upcard: str | None = None) -> PadEntry:
    card = None if upcard is None else parse_card(upcard)
    return PadEntry(PadEnding.KNOCK, knocker, k, d, upcard=card)


def gin(knocker: int, d: int, *, big: bool = False) -> PadEntry:
    return PadEntry(PadEnding.BIG_GIN if big else PadEnding.GIN, knocker, 0, d)


def scored(pad: ScorePad) -> list[tuple[Outcome, int | None, int]]:
    return [(h.result.outcome, h.result.winner, h.result.points) for h in pad.hands]


# --------------------------------------------------- the seeds' worked examples
def test_seed_002_worked_examples_standard() -> None:
    pad = ScorePad(STANDARD, names=("Kari", "Ola"))
    pad.add(knock(0, 6, 21))  # "Du banker med 6 ... 21 ... Da får du 15 poeng"
    pad.add(knock(0, 8, 5))  # "Du banker med 8, motspilleren har 5: ... 3 + 25 = 28"
    pad.add(gin(1, 30))  # gin: 25 + the opponent's deadwood
    assert scored(pad) == [
        (Outcome.KNOCK, 0, 15),
        (Outcome.UNDERCUT, 1, 28),
        (Outcome.GIN, 1, 55),
    ]
    assert pad.totals == (15, 83) and pad.boxes == (1, 2) and not pad.is_over
    # "den første som når 100, vinner ... 100 poeng i spillbonus ... 25 poeng for hver
    # runde ... taperens sum trekkes fra vinnerens"
    pad.add(gin(1, 20))  # 45: 128
    result = pad.result
    assert result is not None and pad.is_over and result.winner == 1
    assert result.final_totals == (15 + 25, 128 + 100 + 3 * 25)
    assert result.difference == 303 - 40
    with pytest.raises(PadError) as info:
        pad.add(knock(0, 5, 20))
    assert info.value.code is PadErrorCode.GAME_OVER
    assert len(pad.hands) == 4


@pytest.mark.parametrize(
    ("name", "undercut", "gin_points"),
    [
        # seed 001: knocker 7, defender 5: "vastustaja voittaa jaon ja saa 7-5=2"
        ("finnish_1", 2 + 10, 20 + 30),  # "saa vastustaja 10 hyvityspistettä"; gin 20
        ("finnish_2", 2 + 20, 25 + 30),  # "20 hyvityspistettä sekä ... erotuksen"; gin 25
        ("finnish_simple", 20 + 2 + 10, 20 + 30 + 20),  # "20 pistettä sekä erotuksen" + 10
    ],
)
def test_seed_001_worked_examples(name: str, undercut: int, gin_points: int) -> None:
    pad = ScorePad(PRESETS[name])
    pad.add(knock(0, 7, 5))
    pad.add(gin(0, 30))
    assert scored(pad) == [(Outcome.UNDERCUT, 1, undercut), (Outcome.GIN, 0, gin_points)]


def test_seed_001_ties() -> None:
    # First method: a tie is no undercut and scores nothing; second: 10 to the defender;
    # simplified: "yhtä paljon ... saa vastustaja 10 p." on top of 20 + 0.
    for name, expected in [
        ("finnish_1", (Outcome.TIE, None, 0)),
        ("finnish_2", (Outcome.TIE, 1, 10)),
        ("finnish_simple", (Outcome.UNDERCUT, 1, 30)),
    ]:
        pad = ScorePad(PRESETS[name])
        pad.add(knock(0, 6, 6))
        assert scored(pad) == [expected]
        assert pad.boxes == ((0, 0) if expected[1] is None else (0, 1))


def test_seed_001_game_end_with_shutout_and_boxes() -> None:
    # "Kun toinen pelaajista saa yli sata pistettä, hän saa 100 lisäpistettä, paitsi jos
    # vastustajalla ei ole yhtään pistettä, jolloin voittaja saa 200 pistettä. Lisäksi
    # jokaisesta voitetusta jaosta kumpikin pelaaja saa 20 pistettä."
    pad = ScorePad(PRESETS["finnish_1"])
    pad.add(gin(0, 40))  # 60
    pad.add(gin(0, 30))  # 50: 110
    result = pad.result
    assert result is not None and result.shutout
    assert result.final_totals == (110 + 200 + 2 * 20, 0) and result.difference == 350


def test_seed_000_worked_example_as_the_source_counts_it() -> None:
    # The source writes the hand as a knock with 1 against 7 after layoffs: "6 pistettä
    # + 25 pistettä pelin voittamisesta ... 25 + 6 = 31". (The engine, seeing the cards,
    # calls that hand gin; see test_scoring.)
    pad = ScorePad(PRESETS["ginirommi"])
    pad.add(knock(0, 1, 7))
    assert scored(pad) == [(Outcome.KNOCK, 0, 31)]
    # Undercut or tie: "vastapuolelle kirjataan 25 pistettä" (+ 25 for the hand).
    pad.add(knock(0, 4, 4))
    assert scored(pad)[-1] == (Outcome.UNDERCUT, 1, 0 + 25 + 25)
    # Big Gin: 31 + the opponent's deadwood (+ 25 for the hand).
    pad.add(gin(1, 12, big=True))
    assert scored(pad)[-1] == (Outcome.BIG_GIN, 1, 31 + 12 + 25)


# --------------------------------------- whole games: the pad against the engine
def pad_of(match: Match) -> ScorePad:
    """The pad the players would have kept for ``match``, entry by entry."""
    pad = ScorePad(match.rules, first_dealer=match.first_dealer)
    for record, deal in zip(match.records, match.deals, strict=False):
        upcard = deal.upcard if match.rules.oklahoma else None
        pad.add(entry_for(record, upcard))
    return pad


RULE_SETS = [
    *PRESETS.values(),
    *(p.with_changes(hollywood=True) for p in PRESETS.values()),
    STANDARD.with_changes(oklahoma=True),
    PRESETS["finnish_2"].with_changes(next_dealer=NextDealer.LOSER, hollywood=True),
    PRESETS["ginirommi"].with_changes(straight_gin=True, target=200),
]


# Knocks held back often enough that undercuts, ties and void hands come up too.
KNOCK_CHANCE = 0.15
SEEDS = [1, 2]


def test_the_compared_games_hold_every_kind_of_hand() -> None:
    seen = {
        r.result.outcome
        for rules in RULE_SETS
        for seed in SEEDS
        for r in play_out(rules, seed, knock_chance=KNOCK_CHANCE).records
    }
    assert seen == set(Outcome)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.preset}-{int(r.hollywood)}")
@pytest.mark.parametrize("seed", SEEDS)
def test_whole_games_total_by_total_as_the_engine(rules: Rules, seed: int) -> None:
    match = play_out(rules, seed, knock_chance=KNOCK_CHANCE)
    pad = pad_of(match)
    assert len(pad.hands) == len(match.records) > 1
    for hand, record in zip(pad.hands, match.records, strict=True):
        mine, theirs = hand.result, record.result
        assert (mine.outcome, mine.knocker, mine.winner) == (
            theirs.outcome,
            theirs.knocker,
            theirs.winner,
        )
        assert mine.points == theirs.points and mine.lines == theirs.lines
        assert mine.doubled == theirs.doubled
        assert hand.record.dealer == record.dealer
        assert hand.record.totals_after == record.totals_after
        assert hand.record.boxes_after == record.boxes_after
        assert hand.record.hollywood == record.hollywood
    assert pad.is_over and pad.result == match.game_result
    assert pad.hollywood == match.hollywood


# ------------------------------------------------------------------ corrections
def test_a_correction_retotals_every_later_hand() -> None:
    pad = ScorePad(STANDARD, first_dealer=1)
    pad.add(knock(0, 6, 21))  # 15 to 0
    pad.add(knock(1, 3, 30))  # 27 to 1
    pad.add(knock(0, 2, 12))  # 10 to 0
    assert [h.record.totals_after for h in pad.hands] == [(15, 0), (15, 27), (25, 27)]
    pad.correct(1, knock(0, 8, 5))  # it was an undercut: 28 to player 1
    assert [h.record.totals_after for h in pad.hands] == [(0, 28), (0, 55), (10, 55)]
    assert [h.record.boxes_after for h in pad.hands] == [(0, 1), (0, 2), (1, 2)]
    assert [h.record.dealer for h in pad.hands] == [1, 0, 1]
    assert pad.entries[0] == knock(0, 8, 5)


def test_a_correction_that_ends_the_game_before_later_hands_is_refused() -> None:
    pad = ScorePad(STANDARD)
    for _ in range(3):
        pad.add(knock(0, 1, 21))  # 20 each
    before = pad.to_dict()
    with pytest.raises(PadError) as info:
        pad.correct(1, gin(0, 98))  # 123: the game would end at hand 1
    assert info.value.code is PadErrorCode.ENDS_EARLIER
    assert pad.to_dict() == before and pad.totals == (60, 0)
    # The last hand may end it, and taking it back reopens the game.
    pad.correct(3, gin(0, 60))
    assert pad.is_over and pad.totals == (125, 0)
    assert pad.remove_last() == gin(0, 60)
    assert not pad.is_over and pad.totals == (40, 0)


def test_a_void_hand_is_dealt_again_by_the_same_dealer() -> None:
    pad = ScorePad(STANDARD, first_dealer=0)
    pad.add(PadEntry.void())
    pad.add(knock(1, 2, 20))
    pad.add(knock(1, 2, 20))
    assert [h.record.dealer for h in pad.hands] == [0, 0, 1]
    assert pad.hands[0].result.outcome is Outcome.VOID and pad.totals == (0, 36)
    assert pad.next_dealer == 0


# --------------------------------------------------------------------- refusals
OKLA = STANDARD.with_changes(oklahoma=True)
BAD: list[tuple[Rules, Any, PadErrorCode]] = [
    (STANDARD, PadEntry(PadEnding.GIN, 0, 3, 10), PadErrorCode.GIN_WITH_DEADWOOD),
    (
        PRESETS["ginirommi"],
        PadEntry(PadEnding.BIG_GIN, 1, 2, 10),
        PadErrorCode.GIN_WITH_DEADWOOD,
    ),
    (STANDARD, knock(0, 11, 20), PadErrorCode.ABOVE_KNOCK_LIMIT),
    (STANDARD.with_changes(knock_limit=5), knock(0, 6, 20), PadErrorCode.ABOVE_KNOCK_LIMIT),
    (STANDARD, knock(0, 0, 20), PadErrorCode.KNOCK_WITHOUT_DEADWOOD),
    (STANDARD.with_changes(straight_gin=True), knock(0, 3, 20), PadErrorCode.KNOCK_NOT_ALLOWED),
    (OKLA, knock(0, 3, 20, upcard="AH"), PadErrorCode.KNOCK_NOT_ALLOWED),
    (OKLA, knock(0, 6, 20, upcard="5H"), PadErrorCode.ABOVE_KNOCK_LIMIT),
    (OKLA, knock(0, 3, 20), PadErrorCode.UPCARD_NEEDED),
    (STANDARD, gin(0, 10, big=True), PadErrorCode.BIG_GIN_NOT_ALLOWED),
    (STANDARD, knock(0, -1, 20), PadErrorCode.NEGATIVE),
    (STANDARD, knock(0, 5, -3), PadErrorCode.NEGATIVE),
    (STANDARD, knock(0, 5, MAX_DEADWOOD + 1), PadErrorCode.ABOVE_MAXIMUM),
    (STANDARD, gin(1, 500), PadErrorCode.ABOVE_MAXIMUM),
    (STANDARD, PadEntry(PadEnding.KNOCK, 0, "5", 20), PadErrorCode.NOT_A_NUMBER),  # type: ignore[arg-type]
    (STANDARD, PadEntry(PadEnding.KNOCK, 0, 5, 20.0), PadErrorCode.NOT_A_NUMBER),  # type: ignore[arg-type]
    (STANDARD, PadEntry(PadEnding.KNOCK, 0, True, 20), PadErrorCode.NOT_A_NUMBER),
    (STANDARD, PadEntry(PadEnding.KNOCK, 0, 5, None), PadErrorCode.NOT_A_NUMBER),  # type: ignore[arg-type]
    (STANDARD, PadEntry(PadEnding.KNOCK, 2, 5, 20), PadErrorCode.NO_SUCH_PLAYER),
    (STANDARD, PadEntry(PadEnding.GIN, None, 0, 20), PadErrorCode.NO_SUCH_PLAYER),
    (STANDARD, PadEntry(PadEnding.KNOCK, True, 5, 20), PadErrorCode.NO_SUCH_PLAYER),
    (STANDARD, PadEntry(PadEnding.KNOCK, 1.0, 5, 20), PadErrorCode.NO_SUCH_PLAYER),  # type: ignore[arg-type]
    (STANDARD, PadEntry(PadEnding.VOID, 0, 0, 0), PadErrorCode.VOID_WITH_COUNTS),
    (STANDARD, PadEntry(PadEnding.VOID, None, 0, 12), PadErrorCode.VOID_WITH_COUNTS),
    (STANDARD, PadEntry(PadEnding.KNOCK, 0, 5, 20, "KS"), PadErrorCode.BAD_UPCARD),  # type: ignore[arg-type]
    (OKLA, PadEntry(PadEnding.VOID, upcard=7), PadErrorCode.BAD_UPCARD),  # type: ignore[arg-type]
    (STANDARD, "knock 5 20", PadErrorCode.NOT_AN_ENTRY),
    (STANDARD, PadEntry("knock", 0, 5, 20), PadErrorCode.NOT_AN_ENTRY),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("rules", "entry", "code"), BAD)
def test_impossible_entries_are_refused_and_nothing_is_stored(
    rules: Rules, entry: Any, code: PadErrorCode
) -> None:
    pad = ScorePad(rules)
    first = knock(1, 2, 9, upcard="KH") if rules.oklahoma else PadEntry(PadEnding.GIN, 1, 0, 9)
    pad.add(first)
    before = (pad.to_dict(), pad.hands, pad.ledger)
    assert pad.check(entry) is not None and pad.check(entry).code is code  # type: ignore[union-attr]
    with pytest.raises(PadError) as info:
        pad.add(entry)
    assert info.value.code is code
    with pytest.raises(PadError) as info:
        pad.correct(1, entry)
    assert info.value.code is code
    assert (pad.to_dict(), pad.hands, pad.ledger) == before


def test_other_refusals_change_nothing() -> None:
    pad = ScorePad(STANDARD, names=("A", "B"))
    with pytest.raises(PadError) as info:
        pad.remove_last()
    assert info.value.code is PadErrorCode.NO_HANDS
    pad.add(knock(0, 2, 9))
    before = pad.to_dict()
    for number in (0, 2, -1, True):
        with pytest.raises(PadError) as info:
            pad.correct(number, knock(0, 2, 9))  # type: ignore[arg-type]
        assert info.value.code is PadErrorCode.NO_SUCH_HAND
    with pytest.raises(PadError) as info:
        pad.rename(0, "x" * 41)
    assert info.value.code is PadErrorCode.NAME_TOO_LONG
    with pytest.raises(PadError) as info:
        pad.rename(2, "C")
    assert info.value.code is PadErrorCode.NO_SUCH_PLAYER
    with pytest.raises(PadError) as info:
        pad.rename(1, 7)  # type: ignore[arg-type]
    assert info.value.code is PadErrorCode.NAME_NOT_TEXT
    assert pad.to_dict() == before
    pad.rename(1, "Liisa")
    assert pad.names == ("A", "Liisa")


def test_the_knock_limit_error_says_the_limit() -> None:
    error = ScorePad(OKLA).check(knock(0, 8, 20, upcard="7S"))
    assert error is not None and error.details == {"deadwood": 8, "limit": 7}


def test_counts_typed_as_text() -> None:
    assert count_from_text(" 17 ") == 17 and count_from_text("0") == 0
    for text, code in [
        ("-4", PadErrorCode.NEGATIVE),
        ("", PadErrorCode.EMPTY_COUNT),
        ("  ", PadErrorCode.EMPTY_COUNT),
        ("7.5", PadErrorCode.NOT_A_NUMBER),
        ("seven", PadErrorCode.NOT_A_NUMBER),
        ("٣", PadErrorCode.NOT_A_NUMBER),  # an Arabic-Indic digit is not ours
        ("1e3", PadErrorCode.NOT_A_NUMBER),
    ]:
        with pytest.raises(PadError) as info:
            count_from_text(text)
        assert info.value.code is code, text


def test_max_deadwood_is_what_ten_cards_can_hold() -> None:
    # Two each of 9, 10, J, Q and K, suits alternating so that no three make a run.
    hand = C("9S 9H TC TD JS JH QC QD KS KH")
    assert min_deadwood(sum(1 << c.index for c in hand)) == MAX_DEADWOOD == 98
    pad = ScorePad(STANDARD)
    pad.add(gin(0, MAX_DEADWOOD))
    assert pad.hands[0].result.points == 98 + 25


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from([*PRESETS.values(), OKLA]),
    st.sampled_from(list(PadEnding)),
    st.one_of(st.none(), st.integers(-1, 2)),
    st.integers(-5, 110),
    st.integers(-5, 110),
    st.sampled_from([None, "AS", "7H", "KS", "TD"]),
)
def test_any_entry_is_scored_by_the_engine_or_refused_unchanged(
    rules: Rules,
    ending: PadEnding,
    knocker: int | None,
    k: int,
    d: int,
    upcard: str | None,
) -> None:
    pad = ScorePad(rules)
    entry = PadEntry(ending, knocker, k, d, None if upcard is None else parse_card(upcard))
    problem = pad.check(entry)
    if problem is not None:
        with pytest.raises(PadError):
            pad.add(entry)
        assert pad.hands == () and pad.totals == (0, 0)
        return
    hand = pad.add(entry)
    if ending is PadEnding.VOID:
        assert hand.result.outcome is Outcome.VOID and pad.totals == (0, 0)
        return
    assert knocker is not None and 0 <= k <= 10 and 0 <= d <= MAX_DEADWOOD
    expected = score_counts(
        rules,
        knocker=knocker,
        ending=HandEnding(ending.value),
        knocker_deadwood=k,
        defender_deadwood=d,
        doubled=rules.oklahoma and upcard is not None and upcard.endswith("S"),
    )
    assert hand.result == expected
    if expected.winner is not None:
        assert pad.totals[expected.winner] == expected.points


# ------------------------------------------------------------------------ JSON
def test_json_round_trip_mid_game_and_at_the_end() -> None:
    rules = PRESETS["finnish_2"].with_changes(hollywood=True, oklahoma=True)
    match = play_out(rules, seed=4)
    pad = pad_of(match)
    pad.rename(0, "Äijä")
    for n in (0, 3, len(pad.hands)):
        part = ScorePad(rules, names=pad.names, first_dealer=pad.first_dealer)
        for e in pad.entries[:n]:
            part.add(e)
        again = ScorePad.from_dict(json.loads(json.dumps(part.to_dict())))
        assert again.to_dict() == part.to_dict()
        assert again.hands == part.hands and again.ledger == part.ledger
        assert again.names == ("Äijä", "")
    assert ScorePad.from_dict(pad.to_dict()).result == match.game_result


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(format=2),
        lambda d: d.update(rules={"gin_bonus": "many"}),
        lambda d: d.update(names=["only one"]),
        lambda d: d.update(names=[1, 2]),
        lambda d: d.update(first_dealer=3),
        lambda d: d.update(entries="none"),
        lambda d: d["entries"].append({"ending": "knock", "knocker": 0, "knocker_deadwood": 50}),
        lambda d: d["entries"].append({"ending": "sideways"}),
        lambda d: d["entries"].append([1, 2]),
        lambda d: d["entries"].append({"ending": "gin", "knocker": 1, "upcard": "ZZ"}),
    ],
)
def test_damaged_pad_data_raises_pad_format_error(mutate: Any) -> None:
    pad = ScorePad(STANDARD, names=("A", "B"))
    pad.add(knock(0, 2, 9))
    data = json.loads(json.dumps(pad.to_dict()))
    mutate(data)
    with pytest.raises(PadFormatError):
        ScorePad.from_dict(data)


def test_a_finished_pad_refuses_entries_even_from_a_file() -> None:
    pad = ScorePad(STANDARD)
    pad.add(gin(0, 98))  # 123: game over
    data = pad.to_dict()
    data["entries"].append(knock(1, 2, 9).to_dict())
    with pytest.raises(PadFormatError):
        ScorePad.from_dict(data)
    assert pad.check(knock(1, 2, 9)) is not None
    assert [x.code for x in pad.result.lines][-1] is LineCode.FINAL_DIFFERENCE  # type: ignore[union-attr]


def test_two_players_of_one_name_are_refused_and_the_pad_is_unchanged() -> None:
    for names in (("Anna", "Anna"), ("Anna", " anna"), ("ÅSA", "åsa")):
        with pytest.raises(PadError) as refused:
            check_names(names)
        assert refused.value.code is PadErrorCode.SAME_NAMES
    check_names(("", ""))  # blank: 'Player 1' and 'Player 2'
    check_names(("Anna", "Anne"))
    pad = ScorePad(STANDARD, names=("Anna", "Bo"))
    with pytest.raises(PadError) as refused:
        pad.rename(1, "anna")
    assert refused.value.code is PadErrorCode.SAME_NAMES and pad.names == ("Anna", "Bo")
    with pytest.raises(PadError):
        pad.rename(0, "Bo ")  # the other's name with a space is still theirs
    assert pad.names == ("Anna", "Bo")
    pad.rename(1, "Birgit")
    assert pad.names == ("Anna", "Birgit")

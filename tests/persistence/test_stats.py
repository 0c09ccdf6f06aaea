"""Statistics after simulated matches equal counts computed independently."""

from __future__ import annotations

from pathlib import Path

from testkit.scripted_play import play, play_match

from ginrummy_desktop.model import PRESETS, Match, Outcome
from ginrummy_desktop.persistence import HistoryDB, compute_statistics
from ginrummy_desktop.persistence.stats import _streaks

LEVELS = ("beginner", "intermediate", "expert")


def _expected(matches: list[tuple[str, Match]], level: str | None) -> dict[str, object]:
    chosen = [m for lv, m in matches if level in (None, lv)]
    records = [r for m in chosen for r in m.records]
    finished = [m for m in chosen if m.game_result is not None]
    won = [m.game_result.winner == 0 for m in finished if m.game_result]
    diffs = [
        m.game_result.difference for m in finished if m.game_result and m.game_result.winner == 0
    ]
    # Streaks counted the plain way.
    longest = run = 0
    for w in won:
        run = run + 1 if w else 0
        longest = max(longest, run)
    current = 0
    for w in reversed(won):
        if w != won[-1]:
            break
        current += 1
    if won and not won[-1]:
        current = -current
    return {
        "matches_played": len(finished),
        "matches_won": sum(won),
        "hands_played": len(records),
        "hands_won": sum(r.result.winner == 0 for r in records),
        "gins": sum(
            r.result.winner == 0 and r.result.outcome in (Outcome.GIN, Outcome.BIG_GIN)
            for r in records
        ),
        "undercuts": sum(
            r.result.winner == 0 and r.result.outcome is Outcome.UNDERCUT for r in records
        ),
        "knocks": sum(r.result.winner == 0 and r.result.outcome is Outcome.KNOCK for r in records),
        "points": sum(r.result.points for r in records if r.result.winner == 0),
        "best": max(diffs) if diffs else None,
        "current_streak": current,
        "longest_streak": longest,
    }


def test_statistics_match_independent_counts(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    matches: list[tuple[str, Match]] = []
    presets = list(PRESETS.values())
    for i in range(15):
        level = LEVELS[i % len(LEVELS)]
        rules = presets[i % len(presets)]
        if i == 7:
            match = play(Match(rules, seed=100 + i), seed=i, steps=60)  # abandoned mid-match
        else:
            match = play_match(rules, seed=100 + i)
        matches.append((level, match))
        for record in match.records:
            db.record_hand(match_id=f"m{i}", match=match, record=record, ai_level=level)
        if match.game_result is not None:
            db.record_match(match_id=f"m{i}", match=match, result=match.game_result, ai_level=level)
    stats = compute_statistics(db)
    assert set(stats.levels) == set(LEVELS)
    for level in (None, *LEVELS):
        got = stats.overall if level is None else stats.levels[level]
        want = _expected(matches, level)
        for key, value in want.items():
            if key == "best":
                assert (got.best_match.difference if got.best_match else None) == value
            else:
                assert getattr(got, key) == value, (level, key)
        if got.matches_played:
            assert got.win_rate == got.matches_won / got.matches_played
        assert got.points_per_hand == (got.points / got.hands_played if got.hands_played else None)
    assert stats.overall.matches_played == 14


def test_assisted_matches_are_counted_apart(tmp_path: Path) -> None:
    """Some matches played with aids (one switched on only in its last hand, one abandoned):
    the assisted figures equal plain counts, and every other figure still covers all."""
    db = HistoryDB(tmp_path)
    matches: list[tuple[str, Match]] = []
    aided: set[int] = {2, 4, 5, 8, 10, 11}  # 2 and 10 are won, 4, 5 and 11 lost
    presets = list(PRESETS.values())
    for i in range(12):
        level = LEVELS[i % len(LEVELS)]
        rules = presets[i % len(presets)]
        if i == 8:
            match = play(Match(rules, seed=200 + i), seed=i, steps=60)  # abandoned, aided
        else:
            match = play_match(rules, seed=200 + i)
        matches.append((level, match))
        for n, record in enumerate(match.records):
            # Match 4 had its aids on only in the last hand; match 5 only in the first.
            on = i in aided and (i != 4 or n == len(match.records) - 1) and (i != 5 or n == 0)
            db.record_hand(
                match_id=f"m{i}", match=match, record=record, ai_level=level, assisted=on
            )
        if match.game_result is not None:
            db.record_match(
                match_id=f"m{i}",
                match=match,
                result=match.game_result,
                ai_level=level,
                assisted=i in aided and i not in (4, 5),
            )
    stats = compute_statistics(db)
    for level in (None, *LEVELS):
        got = stats.overall if level is None else stats.levels[level]
        chosen = [
            (i, m)
            for i, (lv, m) in enumerate(matches)
            if level in (None, lv) and m.game_result is not None
        ]
        assert got.assisted_matches == sum(i in aided for i, _ in chosen), level
        assert got.unassisted_wins == sum(
            i not in aided and m.game_result is not None and m.game_result.winner == 0
            for i, m in chosen
        ), level
        # The figures over all matches are the ones without any aids in the picture.
        want = _expected([matches[i] for i, _ in chosen], None)
        assert got.matches_played == want["matches_played"]
        assert got.matches_won == want["matches_won"]
    assert stats.overall.matches_played == 11 and stats.overall.assisted_matches == 5
    assert (stats.overall.matches_won, stats.overall.unassisted_wins) == (5, 3)
    assert {m.match_id for m in db.matches() if m.assisted} == {f"m{i}" for i in aided}


def test_empty_history() -> None:
    db = HistoryDB(path=Path(":memory:"))
    stats = compute_statistics(db)
    assert stats.overall.matches_played == 0 and stats.overall.win_rate is None
    assert stats.overall.points_per_hand is None and stats.levels == {}


def test_streaks() -> None:
    assert _streaks([]) == (0, 0)
    assert _streaks([True, True, False, True, True, True]) == (3, 3)
    assert _streaks([True, True, True, False, False]) == (-2, 3)
    assert _streaks([False]) == (-1, 0)

"""The duplicate match in the background: the reference plays each deal from the person's
seat on a worker the test holds, the table goes on meanwhile, and a resume keeps both."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ginrummy_desktop.ai.base import Decision, Player, PlayerView, Reason
from ginrummy_desktop.app.autosave import AutoSaver
from ginrummy_desktop.app.controller import GameController
from ginrummy_desktop.app.duplicate import DuplicateRunner
from ginrummy_desktop.model import PRESETS, EventKind, Match, preset
from ginrummy_desktop.model.serialize import match_from_dict, match_to_dict
from ginrummy_desktop.model.undo import rebuild
from ginrummy_desktop.review.duplicate import DuplicateHand, play_reference, signed_points


class FirstLegal(Player):
    """Quick and deterministic: goes out when it can, else the first legal move."""

    def decide(self, view: PlayerView) -> Decision:
        kinds = [a.kind for a in view.legal]
        for wanted in ("big_gin", "gin", "knock", "finish_layoff"):
            if wanted in kinds:
                return Decision(view.legal[kinds.index(wanted)], Reason.PLAUSIBLE)
        return Decision(view.legal[0], Reason.PLAUSIBLE)


class LastLegal(FirstLegal):
    """Another quick player, so that the reference plays unlike the person."""

    def decide(self, view: PlayerView) -> Decision:
        kinds = [a.kind for a in view.legal]
        if "knock" in kinds or "gin" in kinds or "finish_layoff" in kinds:
            return super().decide(view)
        return Decision(view.legal[-1], Reason.PLAUSIBLE)


class Recording(Player):
    def __init__(self, inner: Player, level: str) -> None:
        super().__init__(seed=inner.seed)
        self.inner = inner
        self.level = level
        self.views: list[PlayerView] = []

    def decide(self, view: PlayerView) -> Decision:
        self.views.append(view)
        return self.inner.decide(view)


def quick(level: str, seed: int) -> Player:
    return LastLegal(seed=seed) if level == "expert" else FirstLegal(seed=seed)


class HeldJobs:
    """A worker the test holds: jobs wait until released."""

    def __init__(self) -> None:
        self.jobs: list[Callable[[], None]] = []

    def __call__(self, job: Callable[[], None]) -> None:
        self.jobs.append(job)

    def release(self) -> int:
        n = 0
        while self.jobs:
            self.jobs.pop(0)()
            n += 1
        return n


def make(held: HeldJobs, factory=quick) -> tuple[GameController, DuplicateRunner]:
    controller = GameController(delay_ms=0, player_factory=quick)
    runner = DuplicateRunner(controller, start_job=held, factory=factory)
    return controller, runner


def settle(qtbot, controller: GameController, done: Callable[[], bool]) -> None:
    def check() -> None:
        controller.wait_idle(100)
        assert done()

    qtbot.waitUntil(check, timeout=20000)


def person_move(controller: GameController) -> None:
    view = controller.view(0)
    assert controller.act(FirstLegal(seed=0).decide(view).action)


def finish_hand(qtbot, controller: GameController) -> None:
    """The person plays the hand out (the computer answering) to its result."""
    m = controller.match
    assert m is not None
    while not m.current.is_over:
        settle(qtbot, controller, lambda: controller.person_to_act() or m.current.is_over)
        if not m.current.is_over:
            person_move(controller)


def direct_reference(m: Match, index: int) -> DuplicateHand:
    return play_reference(
        m,
        index,
        person_seat=0,
        opponent_level="beginner",
        opponent_seed=m.seed * 2 + 1,
        reference_level="expert",
        factory=quick,
    )


def test_the_table_accepts_moves_while_the_reference_is_held(qtbot) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=11)
    assert runner.active and runner.reference_level == "expert"
    assert runner.running == 0 and len(held.jobs) == 1
    settle(qtbot, controller, controller.person_to_act)
    moves_before = len(controller.match.current.actions)
    person_move(controller)  # the reference is still "thinking": the table goes on
    assert len(controller.match.current.actions) == moves_before + 1
    assert runner.ledger.record(0) is None
    assert held.release() == 1
    record = runner.ledger.record(0)
    assert record is not None and runner.running is None
    assert record == direct_reference(controller.match, 0)


def test_the_reference_gets_the_persons_cards_and_a_fresh_opponent(qtbot) -> None:
    made: list[Recording] = []

    def factory(level: str, seed: int) -> Player:
        made.append(Recording(quick(level, seed), level))
        made[-1].seed_given = seed  # type: ignore[attr-defined]
        return made[-1]

    held = HeldJobs()
    controller, runner = make(held, factory)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=21)
    deal = controller.match.current
    dealt_person = sorted(deal.hands[0])
    upcard, deck = deal.upcard, deal.deck
    held.release()
    reference, opponent = made
    assert reference.level == "expert" and opponent.level == "beginner"
    assert opponent.seed_given == controller.match.seed * 2 + 1  # type: ignore[attr-defined]
    assert sorted(reference.views[0].hand) == dealt_person
    assert reference.views[0].upcard == upcard
    assert all(v.player == 0 for v in reference.views)
    assert all(v.player == 1 for v in opponent.views)
    record = runner.ledger.record(0)
    assert record is not None
    replay = record.reference_deal(controller.match.rules)
    assert replay.deck == deck
    drawn = [e.card for e in replay.events if e.kind is EventKind.STOCK_DRAWN]
    assert drawn and drawn == list(deck[21 : 21 + len(drawn)])  # the same stock order


def test_the_duplicate_score_is_the_difference_of_the_two_results(qtbot) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    scored: list[DuplicateHand] = []
    runner.scored.connect(scored.append)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=5)
    held.release()
    finish_hand(qtbot, controller)
    m = controller.match
    record = runner.ledger.record(0)
    assert record is not None and scored == [record]
    person = signed_points(m.records[0].result, 0)
    reference = signed_points(record.reference_deal(m.rules).result, 0)
    assert record.person_points == person
    assert record.reference_points == reference
    assert record.score == person - reference
    assert runner.ledger.total == record.score


def test_the_person_finishing_first_waits_for_the_reference(qtbot) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    scored: list[DuplicateHand] = []
    runner.scored.connect(scored.append)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=6)
    finish_hand(qtbot, controller)
    assert not scored and runner.running == 0
    held.release()
    assert len(scored) == 1 and scored[0].score is not None


def play_into_hand_two(qtbot, controller, runner, held) -> None:
    held.release()
    finish_hand(qtbot, controller)
    controller.next_hand()
    settle(qtbot, controller, controller.person_to_act)
    person_move(controller)
    assert runner.running == 1 and len(held.jobs) == 1  # hand 2's reference under way


def test_a_resume_mid_hand_keeps_both_plays(qtbot, tmp_path) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    saver = AutoSaver(controller, directory=tmp_path, extra=runner.save_extra)
    runner.changed.connect(saver.save_now)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=7)
    play_into_hand_two(qtbot, controller, runner, held)
    first = runner.ledger.record(0)
    held.release()  # the original's hand 2, to compare with the one redone on resume
    second = runner.ledger.record(1)
    assert first is not None and second is not None and second.person_points is None
    # The game closed before hand 2's reference was saved: the save has hand 1 only.
    extra = {"duplicate": {"reference_level": "expert", "hands": [first.to_dict()]}}
    saver.store.save(controller.match, match_id="m", ai_level="beginner", extra=extra)
    saver.close()

    held2 = HeldJobs()
    controller2, runner2 = make(held2)
    saver2 = AutoSaver(controller2, directory=tmp_path, extra=runner2.save_extra)
    offer = saver2.pending_resume()
    assert offer is not None
    saver2.adopt(offer)
    assert runner2.restore(offer.extra)
    assert runner2.reference_level == "expert"
    assert runner2.ledger.record(0) == first  # kept, with the person's result
    assert runner2.running == 1  # the current deal's reference is played again
    held2.release()
    assert runner2.ledger.record(1) == second  # ... with the same moves and result
    saver2.close()


def test_the_saved_ledger_goes_through_the_save_file(qtbot, tmp_path) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    saver = AutoSaver(controller, directory=tmp_path, extra=runner.save_extra)
    runner.changed.connect(saver.save_now)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=8)
    play_into_hand_two(qtbot, controller, runner, held)
    envelope = saver.store.current_envelope()
    assert envelope is not None
    assert envelope["extra"]["duplicate"] == runner.save_extra()["duplicate"]
    saver.close()


def test_an_undo_rebuild_keeps_the_ledger_and_a_new_match_drops_it(qtbot) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=9)
    settle(qtbot, controller, controller.person_to_act)
    person_move(controller)
    held.release()
    record = runner.ledger.record(0)
    controller.load_match(rebuild(controller.match, drop_last=1), "beginner")
    assert runner.active and runner.ledger.record(0) == record and not held.jobs
    controller.new_match(preset("standard"), "beginner", seed=10)
    assert not runner.active and runner.save_extra() == {} and not held.jobs


def test_a_damaged_ledger_in_the_save_is_played_again(qtbot) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    controller.load_match(Match(preset("standard"), seed=12), "beginner")
    assert runner.restore({"duplicate": {"reference_level": "expert", "hands": [{}]}})
    assert runner.active and runner.ledger.hands == () and runner.running == 0
    assert not runner.restore({"duplicate": {"reference_level": "nobody", "hands": []}})
    assert not runner.restore({})


@pytest.mark.parametrize(
    "rules",
    [*PRESETS.values(), preset("standard").with_changes(hollywood=True)],
    ids=[*PRESETS, "hollywood"],
)
def test_every_preset_and_hollywood(qtbot, rules) -> None:
    held = HeldJobs()
    controller, runner = make(held)
    runner.arm("expert")
    controller.new_match(rules, "beginner", seed=13)
    held.release()
    finish_hand(qtbot, controller)
    record = runner.ledger.record(0)
    assert record is not None and record.score is not None
    assert record.score == record.person_points - record.reference_points
    copy = match_from_dict(match_to_dict(controller.match))
    assert record == direct_reference(copy, 0).with_person_result(copy)


def test_a_failing_reference_is_told_once_and_not_retried(qtbot) -> None:
    def broken(level: str, seed: int) -> Player:
        if level == "expert":
            raise RuntimeError("no such player today")
        return quick(level, seed)

    held = HeldJobs()
    controller, runner = make(held, broken)
    failures: list[str] = []
    runner.failed.connect(failures.append)
    runner.arm("expert")
    controller.new_match(preset("standard"), "beginner", seed=14)
    held.release()
    assert failures == ["no such player today"] and runner.running is None
    settle(qtbot, controller, controller.person_to_act)
    person_move(controller)  # the game goes on, and the deal is not tried again
    assert not held.jobs and runner.ledger.record(0) is None

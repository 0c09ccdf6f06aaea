"""Would a learned discard screen make Master stronger? Collect, fit and check one.

Master's discards that may not knock start from a screen (the Advanced evaluation:
deadwood now and after a draw, less a fixed price for feeding the opponent's melds),
and its search replaces the screen's choice only when a rival is clearly better. This
script learns a screen instead, and tells whether it chooses better, in three steps:

``collect``
    plays Master against a level (games of ``strength.py``'s numbering, on a seed of
    their own) and, at each of Master's discards where it may not knock, writes one
    line per allowed discard: features read from Master's view only (below), the
    Advanced screen's score, whether Master threw it, and what the discard is worth
    against the *real* hand: the mean hand points of ``--rollouts`` play-outs
    (:func:`ginrummy_desktop.ai.fastsim.rollout`) from the true position, with the
    opponent's real ten cards and the real stock cards in shuffled orders shared by
    every discard of the position. The opponent plays as the level it is modelled by
    (``--model hasty``: greedy, knocks as soon as it may, Intermediate's play;
    ``waiting``: keeps partial melds, knocks on 2 or less); Master's side plays as
    its own play-outs do.
``fit``
    fits a linear score to those worths by least squares on the differences within
    each position (only the order of a position's discards matters), with a little
    ridge, on the positions of the first games, and prints the weights.
``check``
    on the positions of the later games (never fitted on), prints how much each way
    of choosing gives up against the best discard by the worths: the Advanced
    screen's first choice, Master's real throw (screen and search), and the learned
    screen's; with a 95% interval from the spread over positions.

Training may use the real hand (it only labels); the learned screen reads the view
alone, so a Master using it would be as fair as the others. ``learned_master`` is
that Master (the default, with the learned screen at the discards where it may not
knock), for ``strength.py --pairs``.

Measured (2026-12-06), against Intermediate with the hasty model, 24 play-outs a
discard: 300 games collected (seed 4100, games 0-299: 13,479 positions), the weights
fitted on all of them are ``learned_screen_weights.json``.

* Offline, on the positions of games 300-359 (2,522, never fitted on), in points of
  the real-hand worth given up a discard, paired with Master's real throw: the learned
  screen -0.27 +- 0.34 (better by a hair, not clearly); the Advanced screen alone
  +0.08 +- 0.16 (Master's search gains little over its screen here); the Advanced
  screen *told* which cards feed the real hand -1.07 +- 0.33 (that oracle wins 16 more
  games in 100 in play, ``oracle_bound.py``). Fitted on games 0-99 and checked on
  100-299 (8,716 positions): the learned screen +0.00 +- 0.20 against Master. The
  learned weights make a feed cost more as the stock runs down and keep a card's
  partners, as the screen and its search already do.
* In play, against Intermediate (seed 2030, games 0-399), ``learned_master`` won 296
  of 400 games where the default won 311 of the same 400: -3.8 +- 5.0 games per 100
  (``paired_chunks.py``, 16 chunks of 25). It does not pay; Master keeps its screen.

How much better could a fair player choose at those discards with far more computing?
``collect --ideal 256`` also finds the best discard by 256 of Master's own guessed deals,
every allowed discard played out by the labels' policies (the opponent's real one) and
the best mean taken (:class:`IdealMaster` plays so):

* offline, on games 400-469 of seed 4100 (3,244 positions): -0.48 +- 0.43 points a
  discard against Master's throw, about 45% of what the told feeds give; it threw
  Master's card in 1,443 of them;
* in play, against Intermediate (seed 2030, games 0-399): 318 of 400 games (79.5%, 95%
  CI 75.3-83.2%) where the default won 311 of the same 400: +1.8 +- 5.0 games per 100,
  at about 2,800 play-outs a discard (decision p95 about 600 ms). On games 400-774 it
  won 282 of 375 as the default did (+0.0 +- 7.4), on games 900-1149 174 of 250 where
  the default won 191 (-6.8 +- 6.8; chunks of 25, the default's logs of those games
  made alongside). Over the 1,025: 774 won (75.5%, 95% CI 72.8-78.0%) to the default's
  784 (76.5%), -1.0 +- 3.7 games per 100. No better, and far from the 82% of #18: what
  it finds offline is measured by its own play-out policy, which real play does not
  follow.

Run by hand, never from tests::

    nice -n 19 .venv/bin/python benchmarks/learned_screen.py collect intermediate \\
        --games 100 --start 0 --seed 4100 --out /tmp/ls/a.jsonl
    .venv/bin/python benchmarks/learned_screen.py fit /tmp/ls/*.jsonl --train-games 150
    .venv/bin/python benchmarks/learned_screen.py check /tmp/ls/*.jsonl --train-games 150
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from oracle_bound import decision_kind

from ginrummy_desktop.ai.advanced import Evaluator
from ginrummy_desktop.ai.base import Decision, Reason
from ginrummy_desktop.ai.fastsim import Scoring, rollout
from ginrummy_desktop.ai.knowledge import Knowledge, feed_risk, knowledge_of, opponent_haste
from ginrummy_desktop.ai.masks import (
    CARD_VALUE,
    FULL_DECK,
    bits,
    in_some_meld,
    mask_of,
    meld_makers,
    neighbours,
)
from ginrummy_desktop.ai.master import Master, World
from ginrummy_desktop.ai.simple import big_gin, end_turn
from ginrummy_desktop.model import Match, Phase, PlayerView, preset
from ginrummy_desktop.model.deadwood import min_deadwood
from ginrummy_desktop.sim.runner import load_factory, play_game

NEAR: tuple[int, ...] = tuple(neighbours(i) for i in range(52))

FEATURES: tuple[str, ...] = (
    "screen value (deadwood blend)",
    "deadwood after",
    "feed risk",
    "feed risk x stock share",
    "card value",
    "partners in hand",
    "opponent picked beside",
    "opponent threw beside",
    "opponent passed beside",
    "unseen beside",
    "deadwood x stock share",
    "stock chance of a meld maker",
    "feed risk x haste",
    "opponent's chance of a partner",
    "screen value x stock share",
    "feed risk x opponent picks",
)


def features(view: PlayerView, k: Knowledge, ev: Evaluator, hand11: int, i: int) -> list[float]:
    """What the learned screen reads of throwing card ``i``: the view only."""
    h = hand11 & ~(1 << i)
    share = view.stock_size / 31.0
    value = ev.value(h)
    dw = min_deadwood(h)
    risk = feed_risk(k, i)
    near = NEAR[i]
    makers = meld_makers(h)
    haste = opponent_haste(view)
    return [
        value,
        float(dw),
        risk,
        risk * share,
        float(CARD_VALUE[i]),
        float((h & near).bit_count()),
        float((k.opp_picked & near).bit_count()),
        float((k.opp_discards & near).bit_count()),
        float((k.opp_declined & near).bit_count()),
        float((k.unseen & near).bit_count()),
        dw * share,
        sum(k.p_stock[j] for j in bits(makers & k.unseen)),
        risk * haste,
        sum(k.p_opp[j] for j in bits(near & k.unseen)),
        value * share,
        risk * k.opp_picked.bit_count(),
    ]


def label_play_out(
    hand10: int, thrown: int, theirs: int, stock: list[int], sc: Scoring, me: int, hasty: bool
) -> int:
    """Points for ``me`` of the hand played on after throwing ``thrown`` (keeping
    ``hand10``) against ``theirs``, by the labels' policies: my side keeps partial melds
    and knocks on 2 or less; a hasty opponent throws greedily and knocks as soon as it
    may, a waiting one keeps partial melds and knocks on 2 or less."""
    theirs_knock, theirs_weight = (10, None) if hasty else (2, 2.0)
    knock_at = [theirs_knock, theirs_knock]
    knock_at[me] = 2
    weights: list[float | None] = [theirs_weight, theirs_weight]
    weights[me] = 2.0
    hands = [0, 0]
    hands[me] = hand10
    hands[1 - me] = theirs
    return rollout(
        hands,
        stock,
        thrown,
        1 - me,
        sc,
        me=me,
        knock_at=(knock_at[0], knock_at[1]),
        partner_weight=(weights[0], weights[1]),
    )


# ------------------------------------------------------------------------ collect
class Recording(Master):
    """The default Master, which remembers the card of its last discard."""

    last: Decision | None = None

    def discard(self, view: PlayerView) -> Decision:
        d = super().discard(view)
        self.last = d
        return d


class Collector:
    def __init__(self, out: TextIO, rollouts: int, model: str, game: int, ideal: int) -> None:
        self.out = out
        self.rollouts = rollouts
        self.ideal = ideal
        self.model = model
        self.game = game
        self.seat = 0
        self.player: Recording | None = None
        self.pending: dict[str, Any] | None = None

    def observe(self, match: Match, view: PlayerView) -> None:
        self.flush()
        if view.player != self.seat or view.phase is not Phase.DISCARD:
            return
        if decision_kind(view) != "discard":
            return
        k = knowledge_of(view)
        assert self.player is not None
        ev = Evaluator(k, self.player.style)
        hand11 = k.hand
        exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
        opp = mask_of(match.current.hand(view.opponent))
        stock = FULL_DECK & ~hand11 & ~opp & ~k.pile
        sc = Scoring.of(view.rules, view.knock_limit, doubled=view.doubled)
        rng = random.Random(f"{self.game}:{len(view.log)}:{view.hand_number}")
        orders = []
        for _ in range(self.rollouts):
            order = bits(stock)
            rng.shuffle(order)
            orders.append(order)
        me = view.player
        hasty = self.model == "hasty"
        screen = dict((i, v) for v, i in self.player.scored_discards(hand11, exclude, k, ev))

        def worth(i: int, theirs: int, order: list[int]) -> int:
            return label_play_out(hand11 & ~(1 << i), i, theirs, order, sc, me, hasty)

        rows = []
        for i in bits(hand11 & ~exclude):
            total = sum(worth(i, opp, order) for order in orders)
            rows.append(
                {
                    "card": i,
                    "x": features(view, k, ev, hand11, i),
                    "screen": screen[i],
                    "worth": total / self.rollouts,
                    "feeds": in_some_meld(opp, i),
                }
            )
        self.pending = {"game": self.game, "stock": view.stock_size, "rows": rows}
        if self.ideal:
            # The best a fair player could do here with Master's own guesses of the
            # hand, an exact model of the opponent's play and many deals: every
            # discard played out on the same ``ideal`` guessed deals.
            guesses = self.player.world_source(view, k, random.Random(f"ideal:{rng.random()}"))
            deals = guesses(self.ideal)
            means = {
                i: sum(worth(i, g.opponent, g.stock) for g in deals)
                for i in bits(hand11 & ~exclude)
            }
            self.pending["ideal"] = max(means, key=lambda i: means[i])

    def flush(self) -> None:
        """Write the position waiting for Master's throw, now that it is made."""
        if self.pending is None:
            return
        assert self.player is not None and self.player.last is not None
        thrown = self.player.last.action.card.index  # type: ignore[attr-defined]
        self.pending["thrown"] = thrown
        self.out.write(json.dumps(self.pending) + "\n")
        self.pending = None
        self.player.last = None


def collect(args: argparse.Namespace) -> int:
    rules = preset(args.preset)
    opponent = load_factory(args.opponent)
    with open(args.out, "w", encoding="utf-8") as out:
        for index in range(args.start, args.start + args.games):
            c = Collector(out, args.rollouts, args.model, index, args.ideal)

            def make(*, seed: int, c: Collector = c) -> Master:
                c.player = Recording(seed=seed)
                return c.player

            play_game((make, opponent), rules, seed=args.seed, index=index, observe=c.observe)
            c.flush()
            out.flush()
            print(f"game {index} done", file=sys.stderr)
    return 0


# ------------------------------------------------------------------- the variant
WEIGHTS_FILE = Path(__file__).resolve().parent / "learned_screen_weights.json"


class LearnedMaster(Master):
    """The default Master whose screen, at the discards where it may not knock, is the
    learned one (the weights ``fit --save`` wrote): it orders the candidates for the
    search and makes the choice the search must clearly beat. Elsewhere the default."""

    weights: tuple[float, ...] = ()
    _view: PlayerView | None = None

    def discard(self, view: PlayerView) -> Decision:
        self._view = view if decision_kind(view) == "discard" else None
        try:
            return super().discard(view)
        finally:
            self._view = None

    def scored_discards(
        self, hand: int, exclude: int, k: Knowledge, ev: Evaluator
    ) -> list[tuple[float, int]]:
        view = self._view
        if view is None or k.hand != hand:
            return super().scored_discards(hand, exclude, k, ev)
        w = self.weights
        scored = [
            (-sum(a * b for a, b in zip(w, features(view, k, ev, hand, i), strict=True)), i)
            for i in bits(hand & ~exclude)
        ]
        scored.sort()
        return scored


def learned_master(*, seed: int) -> Master:
    """A :class:`LearnedMaster` with the weights of ``learned_screen_weights.json``."""
    m = LearnedMaster(seed=seed)
    m.weights = tuple(json.loads(WEIGHTS_FILE.read_text(encoding="utf-8")))
    return m


class IdealMaster(Master):
    """The default Master whose discards that may not knock are the collector's
    ``--ideal`` choice: every allowed discard played out on ``IDEAL_DEALS`` of its own
    guessed deals, by the labels' policies (its side keeps partial melds and knocks on
    2 or less; a hasty reading's opponent throws greedily and knocks as soon as it may,
    a waiting one's keeps partial melds and knocks on 2 or less), the best mean in
    hand points taken, with no screen to beat. Slow: a decision plays out about 2,800
    deals."""

    def discard(self, view: PlayerView) -> Decision:
        if decision_kind(view) != "discard" or big_gin(view) is not None:
            return super().discard(view)
        k = knowledge_of(view)
        hand = k.hand
        exclude = view.taken_from_discard.bit if view.taken_from_discard else 0
        sc = self._scoring(view)
        me = view.player
        deals = self.world_source(view, k, self.rng_for(view))(IDEAL_DEALS)
        means: dict[int, float] = {}
        for i in bits(hand & ~exclude):
            total = 0
            for g in deals:
                hasty = isinstance(g, World) and g.partner_weight is None
                total += label_play_out(hand & ~(1 << i), i, g.opponent, g.stock, sc, me, hasty)
            means[i] = total / len(deals)
        choice = max(means, key=lambda i: (means[i], -i))
        dw = min_deadwood(hand & ~(1 << choice))
        return end_turn(view, choice, dw, knock=False, reason=Reason.SEARCH_BEST)


IDEAL_DEALS = 256


def ideal_master(*, seed: int) -> Master:
    """An :class:`IdealMaster`, for ``strength.py --pairs``."""
    return IdealMaster(seed=seed)


# ---------------------------------------------------------------------- fit/check
def positions(paths: list[str]) -> Iterator[dict[str, Any]]:
    for p in paths:
        with open(p, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    yield json.loads(line)


def split(paths: list[str], train_games: int) -> tuple[list[Any], list[Any]]:
    train: list[Any] = []
    test: list[Any] = []
    for pos in positions(paths):
        if len(pos["rows"]) < 2:
            continue
        (train if pos["game"] < train_games else test).append(pos)
    return train, test


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (small, dense systems)."""
    n = len(b)
    m = [[*row, b[r]] for r, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c] != 0.0:
                f = m[r][c] / m[c][c]
                for j in range(c, n + 1):
                    m[r][j] -= f * m[c][j]
    return [m[r][n] / m[r][r] if m[r][r] else 0.0 for r in range(n)]


def fit_weights(train: list[Any], ridge: float) -> tuple[list[float], list[float]]:
    """Weights on standardised features, and the scales; worth ~ sum w * x / scale."""
    nf = len(FEATURES)
    diffs: list[tuple[list[float], float]] = []
    for pos in train:
        rows = pos["rows"]
        mx = [sum(r["x"][j] for r in rows) / len(rows) for j in range(nf)]
        my = sum(r["worth"] for r in rows) / len(rows)
        for r in rows:
            diffs.append(([r["x"][j] - mx[j] for j in range(nf)], r["worth"] - my))
    scale = [math.sqrt(sum(x[j] ** 2 for x, _ in diffs) / len(diffs)) or 1.0 for j in range(nf)]
    ata = [[0.0] * nf for _ in range(nf)]
    aty = [0.0] * nf
    for x, y in diffs:
        z = [x[j] / scale[j] for j in range(nf)]
        for a in range(nf):
            aty[a] += z[a] * y
            za = z[a]
            row = ata[a]
            for b in range(nf):
                row[b] += za * z[b]
    for a in range(nf):
        ata[a][a] += ridge * len(diffs)
    return solve(ata, aty), scale


def learned_score(w: list[float], scale: list[float], x: list[float]) -> float:
    return sum(wj * xj / sj for wj, xj, sj in zip(w, x, scale, strict=True))


def regret_line(name: str, losses: list[float]) -> str:
    n = len(losses)
    mean = sum(losses) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in losses) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    hits = sum(1 for v in losses if v <= 1e-9)
    return (
        f"{name:<28} gives up {mean:6.3f} points a discard (95% CI {mean - half:.3f}"
        f"-{mean + half:.3f}); best in {hits} of {n} ({100 * hits / n:.1f}%)"
    )


def paired_line(name: str, a: list[float], b: list[float]) -> str:
    d = [x - y for x, y in zip(a, b, strict=True)]
    n = len(d)
    mean = sum(d) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in d) / (n - 1))
    return f"{name:<28} {mean:+.3f} +- {1.96 * sd / math.sqrt(n):.3f} points a discard"


def fit(args: argparse.Namespace) -> int:
    train, _ = split(args.paths, args.train_games)
    w, scale = fit_weights(train, args.ridge)
    raw = [round(v / s, 6) for v, s in zip(w, scale, strict=True)]
    print(f"fitted on {len(train)} positions (games below {args.train_games})")
    print("weights:", json.dumps(raw))
    if args.save:
        Path(args.save).write_text(json.dumps(raw) + "\n", encoding="utf-8")
    for name, v in zip(FEATURES, w, strict=True):
        print(f"  {name:<34} {v:+.3f} (per spread)")
    return 0


def check(args: argparse.Namespace) -> int:
    train, test = split(args.paths, args.train_games)
    w, scale = fit_weights(train, args.ridge)
    screen: list[float] = []
    master: list[float] = []
    learned: list[float] = []
    told: list[tuple[float, float]] = []  # (told the feeds, Master) where collected
    ideal: list[tuple[float, float]] = []  # (the fair ideal, Master) where collected
    fw = Master().style.feed_weight
    for pos in test:
        rows = pos["rows"]
        best = max(r["worth"] for r in rows)
        by_card = {r["card"]: r for r in rows}
        screen.append(best - min(rows, key=lambda r: r["screen"])["worth"])
        master.append(best - by_card[pos["thrown"]]["worth"])
        learned.append(best - max(rows, key=lambda r: learned_score(w, scale, r["x"]))["worth"])
        if "feeds" in rows[0]:
            # The screen with its feed risk replaced by the truth (oracle_bound's
            # outs-at-discards): what a perfect read of the feeds is worth here.
            told.append(
                (
                    best
                    - min(rows, key=lambda r: r["screen"] + fw * (r["feeds"] - r["x"][2]))["worth"],
                    master[-1],
                )
            )
        if "ideal" in pos:
            ideal.append((best - by_card[pos["ideal"]]["worth"], master[-1]))
    print(f"fitted on {len(train)} positions, checked on {len(test)} of later games")
    print(regret_line("Advanced screen", screen))
    print(regret_line("Master (screen and search)", master))
    print(regret_line("learned screen", learned))
    if ideal:
        print(regret_line("fair ideal (big search)", [a for a, _ in ideal]))
        print(paired_line("ideal - Master", *map(list, zip(*ideal, strict=True))))
    if told:
        print(regret_line("screen told the feeds", [t for t, _ in told]))
        print(paired_line("told - Master", *map(list, zip(*told, strict=True))))
    print(paired_line("learned - Master", learned, master))
    print(paired_line("learned - screen", learned, screen))
    print(paired_line("screen - Master", screen, master))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="step", required=True)
    c = sub.add_parser("collect")
    c.add_argument("opponent")
    c.add_argument("--games", type=int, default=100)
    c.add_argument("--start", type=int, default=0)
    c.add_argument("--seed", type=int, default=4100)
    c.add_argument("--preset", default="standard")
    c.add_argument("--rollouts", type=int, default=24)
    c.add_argument("--model", choices=("hasty", "waiting"), default="hasty")
    c.add_argument("--out", required=True)
    c.add_argument(
        "--ideal",
        type=int,
        default=0,
        help="also find the best discard by this many of Master's guessed deals, "
        "played out by the opponent's real policy",
    )
    for name in ("fit", "check"):
        s = sub.add_parser(name)
        s.add_argument("paths", nargs="+")
        s.add_argument("--train-games", type=int, default=150)
        s.add_argument("--ridge", type=float, default=1e-3)
    sub.choices["fit"].add_argument("--save", help="write the weights (JSON) here")
    args = parser.parse_args(argv)
    if args.step == "collect":
        return collect(args)
    return fit(args) if args.step == "fit" else check(args)


if __name__ == "__main__":
    raise SystemExit(main())

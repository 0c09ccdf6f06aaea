"""StreamRun: a generator's items as signals, then done; a failure reported; a stop obeyed."""

from __future__ import annotations

import threading
from collections.abc import Iterator

from ginrummy_desktop.app.streams import StreamRun, StreamSignals


def listen(signals: StreamSignals) -> list[tuple[str, int, object]]:
    heard: list[tuple[str, int, object]] = []
    signals.item.connect(lambda token, item: heard.append(("item", token, item)))
    signals.done.connect(lambda token: heard.append(("done", token, None)))
    signals.failed.connect(lambda token, text: heard.append(("failed", token, text)))
    return heard


def test_items_then_done(qapp) -> None:
    signals = StreamSignals()
    heard = listen(signals)
    StreamRun(7, lambda: iter("abc"), signals, threading.Event())()
    assert heard == [("item", 7, "a"), ("item", 7, "b"), ("item", 7, "c"), ("done", 7, None)]


def test_a_failure_of_the_computation_is_reported_not_raised(qapp) -> None:
    """Whatever the computation raises (a RuntimeError too) ends the run as failed."""

    def broken() -> Iterator[int]:
        yield 1
        raise RuntimeError("the search broke")

    signals = StreamSignals()
    heard = listen(signals)
    StreamRun(2, broken, signals, threading.Event())()
    assert heard == [("item", 2, 1), ("failed", 2, "the search broke")]


def test_a_stop_ends_the_run_between_two_items_without_done(qapp) -> None:
    stop = threading.Event()
    started: list[int] = []

    def items() -> Iterator[int]:
        for i in range(5):
            started.append(i)
            if i == 1:
                stop.set()  # told to stop while computing the second item
            yield i

    signals = StreamSignals()
    heard = listen(signals)
    StreamRun(3, items, signals, stop)()
    assert heard == [("item", 3, 0)] and started == [0, 1]
    # A run told to stop before it starts computes nothing.
    StreamRun(4, items, signals, stop)()
    assert started == [0, 1] and heard == [("item", 3, 0)]

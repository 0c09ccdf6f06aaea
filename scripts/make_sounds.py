"""Synthesises the game's short sound effects into ginrummy_desktop/assets/sounds/."""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44_100
PEAK = 0.79  # about -2 dBFS: loud enough, never clipping after rounding
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "ginrummy_desktop" / "assets" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def mix_into(target: Samples, source: Samples, at: float, gain: float = 1.0) -> None:
    """Adds `source` into `target` starting `at` seconds in, growing it if needed."""
    start = round(at * RATE)
    if len(target) < start + len(source):
        target.extend([0.0] * (start + len(source) - len(target)))
    for i, value in enumerate(source):
        target[start + i] += gain * value


def lowpass(samples: Samples, cutoff: float) -> Samples:
    """One-pole low-pass: softens white noise into a papery or felt-like rustle."""
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, state = [], 0.0
    for value in samples:
        state += alpha * (value - state)
        out.append(state)
    return out


def highpass(samples: Samples, cutoff: float) -> Samples:
    smooth = lowpass(samples, cutoff)
    return [a - b for a, b in zip(samples, smooth, strict=True)]


def noise_burst(rng: random.Random, seconds: float, attack: float, decay: float) -> Samples:
    """White noise with a linear attack and an exponential tail (`decay` = time constant)."""
    out = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-max(0.0, t - attack) / decay)
        out.append(envelope * rng.uniform(-1, 1))
    return out


def damped_modes(seconds: float, modes: list[tuple[float, float, float]]) -> Samples:
    """A sum of decaying sines (frequency, amplitude, decay), the sound of a struck body."""
    out = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        out.append(sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t) for f, a, d in modes))
    return out


def finish(samples: Samples) -> Samples:
    """Normalises to PEAK and fades both ends, so no effect clicks or clips."""
    fade_in, fade_out = round(0.002 * RATE), round(0.02 * RATE)
    peak = max(abs(v) for v in samples) or 1.0
    out = [v * PEAK / peak for v in samples]
    for i in range(min(fade_in, len(out))):
        out[i] *= i / fade_in
    for i in range(min(fade_out, len(out))):
        out[-1 - i] *= i / fade_out
    return out


def card_snap(rng: random.Random, length: float, brightness: float) -> Samples:
    """A card meeting the cloth: a bright flick of noise over a soft low thump."""
    flick = highpass(lowpass(noise_burst(rng, length, 0.002, length / 5), brightness), 600)
    thump = damped_modes(length, [(140, 0.5, 0.018), (310, 0.25, 0.012)])
    return [a + b for a, b in zip(flick, thump, strict=True)]


def make_deal(rng: random.Random) -> Samples:
    return finish(card_snap(rng, 0.14, 5200))


def make_draw(rng: random.Random) -> Samples:
    # Sliding a card off the pile: a short rising-then-falling rustle.
    length = 0.22
    rustle = lowpass(highpass([rng.uniform(-1, 1) for _ in range(round(length * RATE))], 900), 3800)
    shaped = []
    for i, value in enumerate(rustle):
        t = i / RATE
        shaped.append(value * math.sin(math.pi * t / length) ** 2)
    return finish(shaped)


def make_discard(rng: random.Random) -> Samples:
    # A firmer, slightly lower slap than dealing: the card is put down with intent.
    return finish(card_snap(rng, 0.18, 3600))


def make_knock(rng: random.Random) -> Samples:
    """Two knuckle raps on a wooden table: low body modes plus a short contact click."""

    def rap() -> Samples:
        body = damped_modes(0.16, [(170, 1.0, 0.028), (390, 0.7, 0.016), (860, 0.3, 0.008)])
        click = lowpass(noise_burst(rng, 0.16, 0.0005, 0.004), 2500)
        return [a + 0.6 * b for a, b in zip(body, click, strict=True)]

    out = silence(0.0)
    mix_into(out, rap(), 0.0)
    mix_into(out, rap(), 0.17, gain=0.85)
    return finish(out)


def make_gin(rng: random.Random) -> Samples:
    """A quick rising bell arpeggio (C6-E6-G6-C7) with slightly inharmonic partials."""
    del rng  # a chime has no noise in it; the parameter keeps every maker alike
    out = silence(0.0)
    for step, base in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        bell = damped_modes(
            0.9 - step * 0.08,
            [(base, 1.0, 0.22), (base * 2.01, 0.35, 0.1), (base * 3.03, 0.12, 0.05)],
        )
        mix_into(out, bell, step * 0.075, gain=0.8 if step < 3 else 1.0)
    return finish(out[: round(0.95 * RATE)])


def make_fanfare(rng: random.Random) -> Samples:
    """A short, soft horn call (G4-C5-E5, then a held C major chord) for a won game or a
    hand worth cheering; reedy partials with a gentle swell, no drums."""
    del rng  # tones only

    def horn(freq: float, seconds: float) -> Samples:
        out = []
        for i in range(round(seconds * RATE)):
            t = i / RATE
            swell = min(1.0, t / 0.035) * math.exp(-t / (seconds * 0.9))
            # A touch of vibrato keeps it from sounding like a test tone.
            f = freq * (1 + 0.004 * math.sin(2 * math.pi * 5.5 * t))
            partials = ((1, 1.0), (2, 0.42), (3, 0.2), (4, 0.08))
            tone = sum(a * math.sin(2 * math.pi * f * k * t) for k, a in partials)
            out.append(swell * tone)
        return out

    out = silence(0.0)
    for step, freq in enumerate((392.0, 523.25, 659.25)):
        mix_into(out, horn(freq, 0.2), step * 0.13, gain=0.8)
    for freq in (523.25, 659.25, 783.99):
        mix_into(out, horn(freq, 0.75), 0.4, gain=0.6)
    return finish(out[: round(1.2 * RATE)])


def make_shuffle(rng: random.Random) -> Samples:
    """A riffle: a fast, slowing train of tiny card flicks, then the soft bridge."""
    out = silence(0.8)
    t, gap = 0.02, 0.006
    while t < 0.55:
        flick = highpass(noise_burst(rng, 0.012, 0.0004, 0.0025), 1500)
        mix_into(out, flick, t, gain=rng.uniform(0.5, 1.0))
        t += gap * rng.uniform(0.8, 1.25)
        gap *= 1.02  # the riffle slows as the last cards fall
    bridge = lowpass(noise_burst(rng, 0.2, 0.04, 0.05), 1800)
    mix_into(out, bridge, 0.58, gain=0.8)
    return finish(out[: round(0.8 * RATE)])


SOUNDS: dict[str, tuple[int, Callable[[random.Random], Samples]]] = {
    "deal": (11, make_deal),
    "draw": (12, make_draw),
    "discard": (13, make_discard),
    "knock": (14, make_knock),
    "gin": (15, make_gin),
    "shuffle": (16, make_shuffle),
    "fanfare": (17, make_fanfare),
}


def write_wav(path: Path, samples: Samples) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    frames = struct.pack(f"<{len(samples)}h", *(round(v * 32767) for v in samples))
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(frames)


def generate(out_dir: Path) -> list[Path]:
    """Writes every effect into `out_dir`; returns the files written."""
    written = []
    for name, (seed, maker) in SOUNDS.items():
        path = out_dir / f"{name}.wav"
        # A fixed seed per effect makes the noise, hence the file, identical on reruns.
        write_wav(path, maker(random.Random(seed)))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    files = generate(args.out)
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

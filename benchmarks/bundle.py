"""Bundle figures: size on disk, compressed size and seconds to the first window of
the bundled game (from `ginrummy --self-test`). Run by hand after a build:

    packaging/build_linux.sh --bundle-only && python3 benchmarks/bundle.py [--bundle dist/ginrummy]

Goals for the Linux onedir bundle: at most 150 MB, at most 45 MB compressed, the
first window in under 2 s. Uses only the standard library.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "packaging"))

import bundle_metrics as bm


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=bm.DEFAULT_BUNDLE)
    parser.add_argument("--runs", type=int, default=3, help="self-test runs to time")
    parser.add_argument("--level", type=int, default=9, help="gzip level (release uses 9)")
    args = parser.parse_args(argv)

    bundle: Path = args.bundle
    if not bm.executable(bundle).is_file():
        print(f"no bundle at {bundle}: build it with packaging/build_linux.sh", file=sys.stderr)
        return 2

    size = bm.directory_size(bundle)
    compressed = bm.compressed_size(bundle, args.level)
    print(f"bundle size:       {bm.megabytes(size)}  (goal <= {bm.megabytes(bm.MAX_BUNDLE_BYTES)})")
    print(
        f"compressed size:   {bm.megabytes(compressed)}  (tar.gz level {args.level}; "
        f"goal <= {bm.megabytes(bm.MAX_COMPRESSED_BYTES)})"
    )

    times: list[float] = []
    for _ in range(args.runs):
        run = bm.run_self_test(bundle)
        if run.returncode != 0 or run.seconds_to_window is None:
            print(run.output)
            print(f"self-test failed (exit code {run.returncode})", file=sys.stderr)
            return 1
        times.append(run.seconds_to_window)
    shown = ", ".join(f"{t:.2f}" for t in times)
    print(
        f"first window:      {statistics.median(times):.2f} s median of {len(times)} "
        f"({shown}; goal < {bm.MAX_START_SECONDS:.1f} s; the first run includes a cold disk cache)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

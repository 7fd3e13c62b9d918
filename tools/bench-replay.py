#!/usr/bin/env python3
"""Replay frames: Scribble's cached frame renderer beside re-rendering every stroke, in one run.

Strokes/long-scribble.events.json (6,081 points, 24 strokes, 31 s) is replayed to 30 frames a
second at its 1024x768 canvas by `scribble-bench replay-frames`, which times, in process and
side by side: FrameRenderer (finished strokes painted once into a cached image, each frame that
image plus the strokes in progress, only the changed parts copied) and the naive way (every
finished stroke painted again for every frame, through the same painter). It reports, per frame,
the drawing time (the replay's step and the painting, no encoding) of both, the PNG encoding time
(Scribble's fast writer), the whole frames a second, and the drawing cost of the last tenth of the
frames against the first tenth. Times are the thread's processor time (user and system), so that
other programs on a busy machine do not skew one way more than the other. Targets: drawing at least
10 times faster than naive, and the last tenth at most 1.2 times the first.

    tools/bench-replay.py                       builds scribble-bench (release) and runs
    tools/bench-replay.py --bin DIR --rounds 5  uses the release build in DIR
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "out", "bench")
RECORDING = os.path.join(ROOT, "Strokes", "long-scribble.events.json")
TARGET_SPEEDUP = 10.0
TARGET_FLATNESS = 1.2


def build(scratch_path):
    """Builds scribble-bench in release mode; returns the folder it is in."""
    command = ["swift", "build", "-c", "release", "--product", "scribble-bench"]
    if scratch_path:
        command += ["--scratch-path", scratch_path]
    subprocess.run(command, check=True, cwd=ROOT, stdout=sys.stderr)
    return subprocess.run(command[:4] + command[6:] + ["--show-bin-path"], check=True, cwd=ROOT,
                          capture_output=True, text=True).stdout.strip()


def measure(bin_folder, rounds=3, repetitions=3):
    """Runs the stage `rounds` times; returns the medians of its figures."""
    binary = os.path.join(bin_folder, "scribble-bench")
    runs = []
    for _ in range(rounds):
        result = subprocess.run([binary, "replay-frames", RECORDING, str(repetitions)], check=True,
                                capture_output=True, text=True)
        runs.append(json.loads(result.stdout))
    figures = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    figures["rounds"] = rounds
    figures["passed"] = (figures["draw_speedup"] >= TARGET_SPEEDUP
                         and figures["last_over_first_tenth"] <= TARGET_FLATNESS)
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", help="folder with a release build of scribble-bench (default: build one)")
    parser.add_argument("--scratch-path", help="the build folder to build in (swift build --scratch-path)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of the stage; medians are taken over them")
    args = parser.parse_args()
    bin_folder = args.bin or build(args.scratch_path)
    f = measure(bin_folder, rounds=args.rounds)
    ms = 1000
    print(f"Replay to frames: {os.path.basename(RECORDING)}, {int(f['points']):,} points, {int(f['strokes'])} strokes, "
          f"{int(f['frames'])} frames at 30 fps, {int(f['width'])}x{int(f['height'])}; medians of {f['rounds']} runs")
    print(f"  drawing per frame, cached      {f['draw_seconds_per_frame'] * ms:8.3f} ms")
    print(f"  drawing per frame, naive       {f['naive_draw_seconds_per_frame'] * ms:8.3f} ms"
          f"   cached is {f['draw_speedup']:.1f}x faster (target >= {TARGET_SPEEDUP:.0f}x)")
    print(f"  PNG encoding per frame         {f['png_seconds_per_frame'] * ms:8.3f} ms")
    print(f"  whole frames a second          {f['frames_per_second']:8.1f}       (drawing + encoding, cached)")
    print(f"  first / last tenth, cached     {f['first_tenth_draw_seconds'] * ms:8.3f} / {f['last_tenth_draw_seconds'] * ms:.3f} ms"
          f"   last is {f['last_over_first_tenth']:.2f}x the first (target <= {TARGET_FLATNESS})")
    print(f"  first / last tenth, naive      {f['naive_first_tenth_draw_seconds'] * ms:8.3f} / {f['naive_last_tenth_draw_seconds'] * ms:.3f} ms"
          f"   last is {f['naive_last_over_first_tenth']:.2f}x the first")
    print(f"  targets: {'met' if f['passed'] else 'MISSED'}")
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "replay.json"), "w") as handle:
        json.dump(f, handle, indent=2)
    return 0 if f["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())

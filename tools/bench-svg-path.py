#!/usr/bin/env python3
"""SVG path data: Scribble's parser beside svgpathtools', on one large real path, in one run.

The path is the signature in Strokes/signature.svg (as a signature pad exports it: absolute moves,
relative c and s curves, compact numbers) repeated to about 1 MB of path data. Scribble parses it
with SVGPath(parsingUTF8:) and flattens it at the SVG reader's tolerance, timed in process by
`scribble-bench svg-path`; svgpathtools parses the same string with parse_path in this process.
The two alternate, round after round, and the medians are compared (target: Scribble parses at
least 10 times faster).

    tools/bench-svg-path.py                      builds scribble-bench (release) and runs
    tools/bench-svg-path.py --bin DIR --rounds 9 uses the release build in DIR

A later tools/bench can call measure() with the folder of its release build.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "out", "bench")
SOURCE = os.path.join(ROOT, "Strokes", "signature.svg")
TARGET_BYTES = 1_000_000
TARGET_RATIO = 10.0


def large_path():
    """The signature's path data, repeated (one subpath list after another) to about 1 MB."""
    with open(SOURCE, encoding="utf-8") as handle:
        text = handle.read()
    data = " ".join(" ".join(d.split()) for d in re.findall(r'\sd="([^"]*)"', text))
    if not data:
        raise SystemExit(f"bench-svg-path: no path data in {SOURCE}")
    copies = max(1, round(TARGET_BYTES / (len(data) + 1)))
    return "\n".join([data] * copies)


def build(scratch_path):
    """Builds scribble-bench in release mode; returns the folder it is in."""
    command = ["swift", "build", "-c", "release", "--product", "scribble-bench"]
    if scratch_path:
        command += ["--scratch-path", scratch_path]
    subprocess.run(command, check=True, cwd=ROOT, stdout=sys.stderr)
    return subprocess.run(command[:4] + command[6:] + ["--show-bin-path"], check=True, cwd=ROOT,
                          capture_output=True, text=True).stdout.strip()


def svgpathtools_parse_seconds(data, repetitions):
    """The median time svgpathtools takes to parse the data, after one warm-up parse."""
    from svgpathtools import parse_path
    segments = len(parse_path(data))
    times = []
    for _ in range(repetitions):
        start = time.perf_counter()
        parse_path(data)
        times.append(time.perf_counter() - start)
    return statistics.median(times), segments


def measure(bin_folder, rounds=7, repetitions=5):
    """Runs the comparison; returns the figures as a dict."""
    os.makedirs(OUT, exist_ok=True)
    data = large_path()
    path_file = os.path.join(OUT, "svg-path.txt")
    with open(path_file, "w", encoding="utf-8") as handle:
        handle.write(data)
    binary = os.path.join(bin_folder, "scribble-bench")
    ours_parse, ours_flatten, theirs_parse = [], [], []
    ours, theirs_segments = {}, 0
    for _ in range(rounds):
        # Alternate, so that a busy machine slows both alike.
        result = subprocess.run([binary, "svg-path", path_file, str(repetitions)], check=True, capture_output=True, text=True)
        ours = json.loads(result.stdout)
        ours_parse.append(ours["parse_seconds"])
        ours_flatten.append(ours["flatten_seconds"])
        seconds, theirs_segments = svgpathtools_parse_seconds(data, 1)
        theirs_parse.append(seconds)
    megabytes = len(data.encode("utf-8")) / 1e6
    parse, flatten, peer = (statistics.median(values) for values in (ours_parse, ours_flatten, theirs_parse))
    return {
        "bytes": len(data.encode("utf-8")), "segments": int(ours["segments"]), "points": int(ours["points"]),
        "svgpathtools_segments": theirs_segments, "rounds": rounds,
        "scribble_parse_seconds": parse, "scribble_flatten_seconds": flatten, "svgpathtools_parse_seconds": peer,
        "scribble_parse_mb_per_s": megabytes / parse, "scribble_parse_and_flatten_mb_per_s": megabytes / (parse + flatten),
        "svgpathtools_parse_mb_per_s": megabytes / peer, "ratio": peer / parse,
        "ratio_with_flattening": peer / (parse + flatten), "target_ratio": TARGET_RATIO, "passed": peer / parse >= TARGET_RATIO,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", help="folder with a release build of scribble-bench (default: build one)")
    parser.add_argument("--scratch-path", help="the build folder to build in (swift build --scratch-path)")
    parser.add_argument("--rounds", type=int, default=7, help="alternating rounds; medians are taken over them")
    args = parser.parse_args()
    try:
        import svgpathtools  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "svgpathtools"], check=True, stdout=sys.stderr)
    bin_folder = args.bin or build(args.scratch_path)
    figures = measure(bin_folder, rounds=args.rounds)
    print(f"SVG path data: {figures['bytes'] / 1e6:.2f} MB, {figures['segments']:,} segments "
          f"(svgpathtools: {figures['svgpathtools_segments']:,}), {figures['points']:,} points flattened; "
          f"medians of {figures['rounds']} alternating rounds")
    print(f"  Scribble parse              {figures['scribble_parse_seconds'] * 1000:9.1f} ms  {figures['scribble_parse_mb_per_s']:8.1f} MB/s")
    print(f"  Scribble flatten            {figures['scribble_flatten_seconds'] * 1000:9.1f} ms")
    print(f"  Scribble parse + flatten    {(figures['scribble_parse_seconds'] + figures['scribble_flatten_seconds']) * 1000:9.1f} ms"
          f"  {figures['scribble_parse_and_flatten_mb_per_s']:8.1f} MB/s")
    print(f"  svgpathtools parse_path     {figures['svgpathtools_parse_seconds'] * 1000:9.1f} ms  {figures['svgpathtools_parse_mb_per_s']:8.1f} MB/s")
    print(f"  ratio (svgpathtools / Scribble parse): {figures['ratio']:.1f}x, target >= {TARGET_RATIO:.0f}x: "
          f"{'ok' if figures['passed'] else 'MISSED'}; with flattening: {figures['ratio_with_flattening']:.1f}x")
    with open(os.path.join(OUT, "svg-path.json"), "w") as handle:
        json.dump(figures, handle, indent=2)
    return 0 if figures["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())

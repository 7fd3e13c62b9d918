#!/usr/bin/env python3
"""Compare Scribble's perfect-freehand outlines with perfect-freehand's own.

For every stroke of the samples in Strokes/ (under a few option mixes) and of the Excalidraw
freedraw corpus (under Excalidraw's own options), this computes perfect-freehand's `get_stroke`
outline with the `perfect-freehand` package from PyPI (installed when missing) and Scribble's
`InkOutline(perfectFreehand:options:)`, and prints the Hausdorff distance between the two
outlines for every stroke, then a summary. A stroke passes when the distance is at most
--tolerance (0.5 units by default).

Scribble's side runs through a Swift test that only acts when SCRIBBLE_PF_DUMP is set
(Tests/ScribbleKitTests/InkPipeline/PerfectFreehandDumpTests.swift): this script writes the
strokes and options to a temporary JSON file and runs

    SCRIBBLE_PF_DUMP=FILE swift test --scratch-path PATH --filter PerfectFreehandDumpTests

One thing is deliberately not taken from the Python package: its default end-taper easing is
(t - 1)² · t, a mistranslation of the JavaScript original's `--t * t * t + 1`, (t - 1)³ + 1. Every
call here passes the easings explicitly, so both sides use the original's.

Usage: tools/check-perfect-freehand.py [--scratch-path PATH] [--package-path DIR] [--corpus DIR]
                                       [--tolerance U] [--quiet]
Exit status: 0 when every stroke passes, 1 when one does not, 2 when the check cannot run.
"""

import argparse
import glob
import json
import math
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    """Stops with exit status 2: the check could not run."""
    print(f"check-perfect-freehand: error: {message}", file=sys.stderr)
    sys.exit(2)


def ensure_perfect_freehand():
    try:
        import perfect_freehand  # noqa: F401
    except ImportError:
        print("installing perfect-freehand from PyPI…", file=sys.stderr)
        command = [sys.executable, "-m", "pip", "install", "--quiet", "perfect-freehand"]
        if subprocess.call(command) != 0 and subprocess.call(command + ["--user"]) != 0:
            fail("could not install perfect-freehand")
    import perfect_freehand

    return perfect_freehand


# The easings by the names InkEasing gives them, as perfect-freehand's examples write them.
EASINGS = {
    "linear": lambda t: t,
    "easeInQuad": lambda t: t * t,
    "easeOutQuad": lambda t: t * (2 - t),
    "easeInOutQuad": lambda t: 2 * t * t if t < 0.5 else -1 + (4 - 2 * t) * t,
    "easeInCubic": lambda t: t * t * t,
    "easeOutCubic": lambda t: (t - 1) ** 3 + 1,
    "easeInOutCubic": lambda t: 4 * t * t * t if t < 0.5 else (t - 1) * (2 * t - 2) * (2 * t - 2) + 1,
    "easeInSine": lambda t: 1 - math.cos(t * math.pi / 2),
    "easeOutSine": lambda t: math.sin(t * math.pi / 2),
    "easeInOutSine": lambda t: (1 - math.cos(t * math.pi)) / 2,
}


def pf_outline(pf, points, options):
    """perfect-freehand's outline of `points` under `options` (the dump's JSON form)."""
    start, end = options.get("start", {}), options.get("end", {})

    def taper(value):
        return True if value == "whole" else value

    return pf.get_stroke(
        [tuple(p) for p in points],
        size=options.get("size", 16),
        thinning=options.get("thinning", 0.5),
        smoothing=options.get("smoothing", 0.5),
        streamline=options.get("streamline", 0.5),
        easing=EASINGS[options.get("easing", "linear")],
        simulate_pressure=options.get("simulatePressure", True),
        last=options.get("last", False),
        taper_start=taper(start.get("taper", 0)),
        taper_start_ease=EASINGS[start.get("easing", "easeOutQuad")],
        cap_start=start.get("cap", True),
        taper_end=taper(end.get("taper", 0)),
        taper_end_ease=EASINGS[end.get("easing", "easeOutCubic")],
        cap_end=end.get("cap", True),
    )


# Option mixes for the samples: the defaults; real pressure with tapers and easing, complete;
# flat caps with negative thinning and heavy streamline.
SAMPLE_OPTIONS = {
    "defaults": {},
    "tapered": {
        "size": 8, "thinning": 0.7, "smoothing": 0.6, "streamline": 0.4, "easing": "easeOutSine",
        "simulatePressure": False, "last": True,
        "start": {"taper": 20, "easing": "easeOutQuad", "cap": True},
        "end": {"taper": "whole", "easing": "easeOutCubic", "cap": True},
    },
    "flat": {
        "size": 12, "thinning": -0.3, "smoothing": 0.3, "streamline": 0.7, "easing": "easeInOutCubic",
        "start": {"taper": 0, "easing": "linear", "cap": False},
        "end": {"taper": 0, "easing": "linear", "cap": False},
    },
}


def sample_strokes():
    """(name, points) for every stroke of the recordings and drawings in Strokes/."""
    strokes = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Strokes", "*.json"))):
        name = os.path.basename(path)
        with open(path) as file:
            document = json.load(file)
        if "events" in document:
            open_strokes, finished = {}, []
            for event in document["events"]:
                pointer, phase = event["pointer"], event["phase"]
                point = [event["x"], event["y"]] + ([event["pressure"]] if event.get("pressure") is not None else [])
                if phase == "down":
                    open_strokes[pointer] = [point]
                elif phase in ("move", "up") and pointer in open_strokes:
                    open_strokes[pointer].append(point)
                    if phase == "up":
                        finished.append(open_strokes.pop(pointer))
                elif phase == "cancel":
                    open_strokes.pop(pointer, None)
            strokes += [(f"{name}#{i}", points) for i, points in enumerate(finished)]
        else:
            for i, stroke in enumerate(document["strokes"]):
                points = []
                for p in stroke["points"]:
                    if isinstance(p, dict):
                        points.append([p["x"], p["y"]] + ([p["pressure"]] if p.get("pressure") is not None else []))
                    else:
                        points.append(list(p[:2]) + ([p[3]] if len(p) > 3 and p[3] is not None else []))
                strokes.append((f"{name}#{i}", points))
    return strokes


def corpus_strokes(directory):
    """(name, points, options) for every freedraw element of the Excalidraw libraries in `directory`."""
    strokes = []
    for path in sorted(glob.glob(os.path.join(directory, "*.excalidrawlib"))):
        with open(path) as file:
            document = json.load(file)
        items = document.get("libraryItems") or document.get("library") or []
        count = 0
        for item in items:
            elements = item.get("elements", []) if isinstance(item, dict) else item
            for element in elements:
                if element.get("type") != "freedraw" or not element.get("points"):
                    continue
                simulate = bool(element.get("simulatePressure", True))
                pressures = element.get("pressures") or []
                points = [
                    [x, y] if simulate else [x, y, pressures[i] if i < len(pressures) else 0.5]
                    for i, (x, y) in enumerate(element["points"])
                ]
                options = {
                    "size": element.get("strokeWidth", 1) * 4.25, "thinning": 0.6, "smoothing": 0.5,
                    "streamline": 0.5, "easing": "easeOutSine", "simulatePressure": simulate,
                    "last": element.get("lastCommittedPoint") is not None,
                }
                strokes.append((f"{os.path.basename(path)}#{count}", points, options))
                count += 1
    return strokes


def densify(ring, step):
    """The ring's vertices with points added along every edge so that none is longer than `step`."""
    out = []
    for i, (x0, y0) in enumerate(ring):
        x1, y1 = ring[(i + 1) % len(ring)]
        pieces = max(1, int(math.ceil(math.hypot(x1 - x0, y1 - y0) / step)))
        out += [(x0 + (x1 - x0) * k / pieces, y0 + (y1 - y0) * k / pieces) for k in range(pieces)]
    return out


def directed_hausdorff(ring_a, ring_b, step=0.25):
    """The farthest any point of ring A's boundary is from ring B's boundary."""
    if not ring_a or not ring_b:
        return 0.0 if not ring_a and not ring_b else math.inf
    samples = densify(ring_a, step)
    try:
        import numpy as np
    except ImportError:
        np = None
    if np is not None:
        b = np.asarray(ring_b, dtype=float)
        start, end = b, np.roll(b, -1, axis=0)
        edge = end - start
        length2 = np.maximum((edge ** 2).sum(axis=1), 1e-300)
        worst = 0.0
        points = np.asarray(samples, dtype=float)
        for chunk in range(0, len(points), 512):
            p = points[chunk:chunk + 512, None, :]
            t = np.clip(((p - start) * edge).sum(axis=2) / length2, 0, 1)
            nearest = start + t[..., None] * edge
            d = np.sqrt(((p - nearest) ** 2).sum(axis=2)).min(axis=1)
            worst = max(worst, float(d.max()))
        return worst
    worst = 0.0
    for px, py in samples:
        best = math.inf
        for i, (x0, y0) in enumerate(ring_b):
            x1, y1 = ring_b[(i + 1) % len(ring_b)]
            ex, ey = x1 - x0, y1 - y0
            length2 = ex * ex + ey * ey
            t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - x0) * ex + (py - y0) * ey) / length2))
            best = min(best, math.hypot(px - x0 - t * ex, py - y0 - t * ey))
        worst = max(worst, best)
    return worst


def hausdorff(ring_a, ring_b):
    return max(directed_hausdorff(ring_a, ring_b), directed_hausdorff(ring_b, ring_a))


def scribble_outlines(jobs, scratch_path, package_path):
    """Scribble's outlines for `jobs` ([(points, options)]), from the dump test."""
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "strokes.json")
        with open(path, "w") as file:
            json.dump({"strokes": [{"points": points, "options": options} for points, options in jobs]}, file)
        command = ["swift", "test", "--filter", "PerfectFreehandDumpTests"]
        if scratch_path:
            command[2:2] = ["--scratch-path", scratch_path]
        result = subprocess.run(command, cwd=package_path, env={**os.environ, "SCRIBBLE_PF_DUMP": path},
                                capture_output=True, text=True)
        if result.returncode != 0 or not os.path.exists(path + ".out.json"):
            sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
            fail("the Swift dump test failed")
        with open(path + ".out.json") as file:
            return json.load(file)["outlines"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scratch-path", default=os.environ.get("SCRIBBLE_SCRATCH_PATH"),
                        help="swift's scratch path (default: the package's .build)")
    parser.add_argument("--package-path", default=ROOT,
                        help="the Swift package whose tests hold the dump test (default: this checkout)")
    parser.add_argument("--corpus", default=os.path.join(os.environ.get("SCRIBBLE_CORPUS", ""), "excalidraw-freedraw"),
                        help="a folder of .excalidrawlib files (default: excalidraw-freedraw/ in $SCRIBBLE_CORPUS)")
    parser.add_argument("--tolerance", type=float, default=0.5, help="the largest passing distance")
    parser.add_argument("--quiet", action="store_true", help="print failures and the summary only")
    arguments = parser.parse_args()

    pf = ensure_perfect_freehand()
    cases = [(f"{name} [{label}]", points, options)
             for name, points in sample_strokes() for label, options in SAMPLE_OPTIONS.items()]
    corpus = os.path.normpath(arguments.corpus)
    if os.path.isdir(corpus):
        cases += [(f"{name} [excalidraw]", points, options) for name, points, options in corpus_strokes(corpus)]
    else:
        print(f"(no corpus at {corpus}; samples only)")
    if not cases:
        fail("no strokes found")

    ours = scribble_outlines(
        [(points, options) for _, points, options in cases], arguments.scratch_path, arguments.package_path)
    distances, failures = [], 0
    for (name, points, options), our_ring in zip(cases, ours):
        their_ring = [tuple(p) for p in pf_outline(pf, points, options)]
        distance = hausdorff([tuple(p) for p in our_ring], their_ring)
        distances.append(distance)
        passed = distance <= arguments.tolerance
        failures += not passed
        if not arguments.quiet or not passed:
            print(f"{'ok  ' if passed else 'FAIL'} {distance:12.3e}  {len(points):5d} points  {name}")

    groups = {}
    for (name, _, _), distance in zip(cases, distances):
        groups.setdefault(name.rsplit("[", 1)[1].rstrip("]"), []).append(distance)
    print(f"{'options':<12} {'strokes':>7} {'max':>11} {'mean':>11}")
    for label, values in groups.items():
        print(f"{label:<12} {len(values):7d} {max(values):11.3e} {sum(values) / len(values):11.3e}")
    print(f"{len(cases) - failures} of {len(cases)} strokes within {arguments.tolerance} units "
          f"(worst {max(distances):.3e}): {'PASS' if failures == 0 else 'FAIL'}")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

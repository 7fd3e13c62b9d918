#!/usr/bin/env python3
"""Writes the SVG corpus that Scribble's reader and renderer are checked against librsvg with.

Each file is a small stroked drawing (200 x 200 unless it tests the viewBox) whose paths, between
them, use every path command in absolute and relative form, implicit repeats, every way of writing
a number, arcs with every flag combination, S and T reflections, drawing on after Z, transforms and
viewBoxes. Strokes are at least 2 units wide with round caps and joins, as the check needs: a round
pen is what Scribble's monoline ink draws, so Scribble and librsvg should cover the same pixels.
Transforms keep circles round (translate, rotate, uniform scale), since Scribble widens a stroke by
a transform's average scale where an SVG renderer would stretch the pen.

The files are committed; run this again (deterministic, seeded) only to change the corpus:

    tools/make-rsvg-corpus.py            # writes Tests/ScribbleSVGTests/Resources/rsvg-corpus/
"""
import math
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "ScribbleSVGTests", "Resources", "rsvg-corpus")

STYLE = 'fill="none" stroke-linecap="round" stroke-linejoin="round"'


def document(body, width=200, height=200, view_box=None, extra=""):
    box = f' viewBox="{view_box}"' if view_box else ""
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"{box}{extra}>\n'
            f'{body}\n</svg>\n')


def path(d, color="#1c1c1e", width=3, attributes=""):
    return f'  <path {STYLE} stroke="{color}" stroke-width="{width}"{attributes} d="{d}"/>'


def single(d, width=3, **kwargs):
    return document(path(d, width=width), **kwargs)


HAND_WRITTEN = {
    # Straight lines.
    "lines-absolute": single("M 20 20 L 60 20 100 60 H 160 180 V 120 100 L 40 150 20 180"),
    "lines-relative": single("m 20 20 l 40 0 40 40 h 60 -20 v 60 -20 l -60 30 -40 40"),
    "moveto-implicit-lineto": single("M 20 20 60 40 100 20 140 40 M 20 80 60 100 m 40 0 40 -20 40 20 M30 150 170 170"),
    "hv-chains": single("M 20 180 V 20 H 60 V 180 H 100 V 20 h 40 v 160 h 40 v -160"),
    # Cubic curves.
    "cubic-absolute": single("M 20 100 C 20 20 90 20 100 100 110 180 180 180 180 100 M 20 180 C 60 120 140 200 180 150"),
    "cubic-relative": single("m 20 100 c 0 -80 70 -80 80 0 10 80 80 80 80 0 m -160 60 c 40 -60 120 20 160 -10"),
    "smooth-cubic-absolute": single("M 20 60 C 40 20 60 20 80 60 S 120 100 140 60 180 20 190 60 M 20 150 L 50 150 S 80 110 110 150 S 150 190 180 150"),
    "smooth-cubic-relative": single("m 20 60 c 20 -40 40 -40 60 0 s 40 40 60 0 40 -40 50 0 m -170 90 s 30 -40 60 0 s 40 40 70 0"),
    # Quadratic curves.
    "quadratic-absolute": single("M 20 100 Q 60 20 100 100 140 180 180 100 M 20 180 Q 100 120 180 180"),
    "quadratic-relative": single("m 20 100 q 40 -80 80 0 40 80 80 0 m -160 80 q 80 -60 160 0"),
    "smooth-quadratic-absolute": single("M 20 60 Q 40 20 60 60 T 100 60 140 60 T 180 60 M 20 150 L 50 150 T 90 150 Q 110 110 130 150 T 180 150"),
    "smooth-quadratic-relative": single("m 20 60 q 20 -40 40 0 t 40 0 40 0 t 40 0 m -160 90 c 10 -20 20 -20 30 0 t 40 20 q 20 -40 40 0 t 40 0"),
    # Arcs: every flag combination, absolute and relative, rotated ellipses.
    **{
        f"arc-flags-{large}{sweep}-absolute": single(
            f"M 40 60 A 40 25 0 {large} {sweep} 120 60 M 40 140 A 50 30 30 {large} {sweep} 110 170 "
            f"M 130 110 A 30 30 0 {large} {sweep} 170 150")
        for large in (0, 1) for sweep in (0, 1)
    },
    **{
        f"arc-flags-{large}{sweep}-relative": single(
            f"m 40 60 a 40 25 0 {large} {sweep} 80 0 m -80 80 a 50 30 -45 {large} {sweep} 70 30 "
            f"m 20 -60 a 30 30 0 {large} {sweep} 40 40 a 15 25 60 {large} {sweep} -20 20")
        for large in (0, 1) for sweep in (0, 1)
    },
    "arc-compact-flags": single("M30 40a25 25 0 1010 10a20,20,0,0,1,60,0A30 20 45 1150 100M20 160a30 30 0 0 0 60 0a30 15 0 01-30-30"),
    "arc-radii-out-of-range": single("M 30 50 A 5 5 0 0 1 90 50 M 110 50 A 5 20 30 1 0 170 60 M 30 120 A 0 20 0 0 1 90 160 M 110 130 a 20 30 0 0 0 50 30"),
    "arc-full-circles": single("M 60 100 A 40 40 0 1 1 60 100.01 M 140 60 a 30 30 0 1 0 0.01 0 M 120 150 a 25 15 20 1 1 0.01 0.01"),
    # Closing and going on.
    "close-then-continue": single("M 20 20 L 80 20 L 80 80 Z L 20 120 L 60 120 M 120 20 l 50 0 l 0 50 z l 0 60 l 50 0 z m 0 20 l -40 0"),
    "close-relative-move": single("m 30 30 h 50 v 50 z m 10 10 h 30 v 30 z m 100 0 q 30 30 0 60 z t 20 40"),
    "close-curves": single("M 40 100 C 40 40 160 40 160 100 Z C 100 160 160 160 160 190 M 20 20 Q 60 60 100 20 Z T 140 60"),
    # Numbers in every form.
    "number-forms": single("M20,20L60,20,60,60 L+100+60 L1.2e2 6e1 L140.0 .6e2 L 16E1 0060 M20 100l.5e2-.5E1.4e2 1e1-10-0 M 20 150 l 30.5.5 30-20 1e+1 1.5e-0"),
    "number-separators": single("M20\t30\nL 60,30\r\n,  60 , 70 M100-0 100 40L140 40 140 0020 M 30 150 l10-10 10+10 10-10 10 10 M120 150h10.5.5v20"),
    "number-exponents": single("M 2e1 2E+1 L 1.8e2 2.0e1 L 1.8E2 1.8e+2 L 20e0 180E0 Z m 4e1 4e1 l 1e2 0 0 1.0e2 -1e2 0 z"),
    # Dots: subpaths that never leave their start, drawn by the round cap.
    "dots": single("M 40 40 Z M 100 40 L 100 40 M 160 40 h 0 M 40 100 l 0 0 M 100 100 z M 40 160 L 160 160", width=8),
    # Widths and colours.
    "widths-and-colours": document("\n".join([
        path("M 20 30 L 180 30", "#000", 2), path("M 20 60 C 60 40 140 80 180 60", "red", 4),
        path("M 20 100 Q 100 60 180 100", "rgb(0,128,255)", 6), path("M 20 150 A 80 30 0 0 0 180 150", "#336699", 10),
        path("M 30 180 L 170 190", "darkgreen", 2.5),
    ])),
    # Transforms.
    "transform-translate-rotate": document(
        f'  <g transform="translate(100 100) rotate(30)">\n{path("M -60 -40 L 60 -40 Q 80 0 60 40 L -60 40 C -80 20 -80 -20 -60 -40")}\n  </g>'),
    "transform-rotate-about-point": document(
        f'  <g transform="rotate(45 100 100)">\n{path("M 40 100 H 160 M 100 40 V 160 M 60 60 a 20 20 0 0 1 20 20")}\n  </g>'),
    "transform-scale-uniform": document(
        f'  <g transform="scale(2)">\n{path("M 10 10 L 90 10 C 90 50 10 50 10 90 L 90 90", width=2)}\n  </g>'),
    "transform-matrix": document(
        path("M -50 -30 h 100 v 60 h -100 z m 20 20 a 15 15 0 0 0 30 0", width=2,
             attributes=' transform="matrix(1.299 0.75 -0.75 1.299 100 100)"')),
    "transform-nested": document(
        '  <g transform="translate(20 30)">\n    <g transform="rotate(-20) scale(1.5)">\n'
        + path("M 10 40 Q 40 0 70 40 T 120 40", width=2) + "\n"
        + '      <g transform="translate(0,40) rotate(15,50,20)">\n' + path("M 0 0 S 30 40 60 0 S 90 -40 110 0", width=2)
        + "\n      </g>\n    </g>\n  </g>"),
    "transform-list-on-path": document(
        path("M 0 0 l 40 0 a 20 20 0 0 1 0 40 l -40 0 z", width=3,
             attributes=' transform="translate(60,40) rotate(10) scale(1.2) translate(-10 -10)"')),
    # viewBox.
    "viewbox-scale": single("M 10 10 L 90 10 90 90 Q 50 50 10 90 Z", width=2, view_box="0 0 100 100"),
    "viewbox-offset-meet": single("M -40 -10 C -20 -30 20 10 40 -10 M -40 20 A 20 10 0 1 0 0 20", width=3, view_box="-50 -30 100 60"),
    "viewbox-xminymin-slice": single("M 10 10 L 140 10 L 140 60 L 10 60 Z M 20 20 Q 75 80 130 20", width=3,
                                     view_box="0 0 150 70", extra=' preserveAspectRatio="xMinYMin slice"'),
    "viewbox-fractional": single("M 1 1 L 19 1 L 10 19 Z M 5 10 h 10", width=0.5, view_box="0 0 20 20"),
    # Other shapes beside paths.
    "shapes-beside-paths": document("\n".join([
        f'  <polyline {STYLE} stroke="#000" stroke-width="3" points="20,20 60,60 100,20 140,60 180,20"/>',
        f'  <polygon {STYLE} stroke="#000" stroke-width="3" points="30,90 90,90 60,130"/>',
        f'  <line {STYLE} stroke="#000" stroke-width="4" x1="120" y1="90" x2="180" y2="140"/>',
        f'  <circle {STYLE} stroke="#000" stroke-width="3" cx="60" cy="165" r="22"/>',
        f'  <ellipse {STYLE} stroke="#000" stroke-width="3" cx="145" cy="170" rx="35" ry="15"/>',
        f'  <rect {STYLE} stroke="#000" stroke-width="3" x="100" y="20" width="0" height="0"/>',
    ])),
    # A signature written the way signature pads export them.
    "signature-like": single(
        "M20 140c10-20 20-60 30-80s15 10 15 30-5 40 5 45 25-30 30-40 5-20 15-10-10 40 0 45s20-20 30-35"
        "q10-15 20 0t10 20 20-10 15-25M10 170c40-8 120-12 180-6", width=2.5),
}


def random_path(rng, commands=40):
    """A path that wanders over the canvas using every command, in both cases, in random order,
    with every number written in a random form."""
    def num(value):
        form = rng.randrange(5)
        if form == 0:
            return f"{value:.0f}"
        if form == 1:
            return f"{value:.2f}".rstrip("0").rstrip(".")
        if form == 2:
            return f"{value / 10:.3f}e1"
        if form == 3:
            text = f"{value:.1f}"
            return text[1:] if text.startswith("0.") else text.replace("-0.", "-.")
        return f"{value:.3E}"

    x, y = rng.uniform(40, 160), rng.uniform(40, 160)
    parts = [f"M{num(x)} {num(y)}"]
    last = "M"
    start = (x, y)
    for _ in range(commands):
        letter = rng.choice("LHVCSQTAZM")
        relative = rng.random() < 0.5

        def target():
            return rng.uniform(15, 185), rng.uniform(15, 185)

        def coordinates(*points):
            return " ".join(f"{num(px - (x if relative else 0))},{num(py - (y if relative else 0))}" for px, py in points)

        if letter == "L":
            nx, ny = target()
            text = coordinates((nx, ny))
        elif letter == "H":
            nx, ny = rng.uniform(15, 185), y
            text = num(nx - (x if relative else 0))
        elif letter == "V":
            nx, ny = x, rng.uniform(15, 185)
            text = num(ny - (y if relative else 0))
        elif letter == "C":
            c1, c2, (nx, ny) = target(), target(), target()
            text = coordinates(c1, c2, (nx, ny))
        elif letter == "S":
            c2, (nx, ny) = target(), target()
            text = coordinates(c2, (nx, ny))
        elif letter == "Q":
            c1, (nx, ny) = target(), target()
            text = coordinates(c1, (nx, ny))
        elif letter == "T":
            nx, ny = target()
            text = coordinates((nx, ny))
        elif letter == "A":
            nx, ny = target()
            rx, ry = rng.uniform(5, 80), rng.uniform(5, 80)
            flags = f"{rng.randrange(2)} {rng.randrange(2)}" if rng.random() < 0.6 else f"{rng.randrange(2)}{rng.randrange(2)}"
            text = f"{num(rx)} {num(ry)} {num(rng.uniform(-90, 90))} {flags} {coordinates((nx, ny))}"
        elif letter == "Z":
            parts.append("z" if relative else "Z")
            x, y = start
            last = "Z"
            continue
        else:  # M
            nx, ny = target()
            text = coordinates((nx, ny))
            start = (nx, ny)
        command = letter.lower() if relative else letter
        parts.append(command + text)
        x, y = nx, ny
        last = letter
    return " ".join(parts)


def main():
    os.makedirs(OUT, exist_ok=True)
    files = dict(HAND_WRITTEN)
    for seed in range(1, 7):
        rng = random.Random(seed)
        width = rng.choice([2, 2.5, 3, 4])
        files[f"random-{seed}"] = single(random_path(rng), width=width)
    for name in os.listdir(OUT):
        if name.endswith(".svg"):
            os.remove(os.path.join(OUT, name))
    for index, (name, text) in enumerate(files.items(), start=1):
        with open(os.path.join(OUT, f"{index:02d}-{name}.svg"), "w") as handle:
            handle.write(text)
    print(f"wrote {len(files)} files to {os.path.relpath(OUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()

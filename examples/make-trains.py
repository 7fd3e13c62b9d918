#!/usr/bin/env python3
"""Writes examples/trains.ndjson: eight drawings of a train in Quick, Draw!'s raw format, one record
a line (key_id, word, countrycode, timestamp, recognized, and drawing: strokes of [[x…], [y…], [t…]],
x and y in screen pixels, t in milliseconds since the drawing's first point).

The drawings are Scribble's own, made here by a seeded hand: a carriage, a cab, a chimney, wheels
and a rail, each stroke sampled as a mouse or a finger reports it (60 to 120 samples a second,
quicker along straight runs), with the wobble of a hand and pauses between strokes. They are
not Google's data; they have the shape of it, so that the examples run from a fresh clone.

    python3 examples/make-trains.py > examples/trains.ndjson
"""

import json
import math
import random


def stroke_along(points, start_ms, rng, rate_hz):
    """Samples a polyline as a pointer would: a sample every 1/rate s, speed rising and falling."""
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:])]
    total = sum(lengths) or 1.0
    speed = rng.uniform(350, 900)  # pixels a second at the fastest
    duration = max(0.08, total / speed * 1.6)
    count = max(2, int(duration * rate_hz))
    xs, ys, ts = [], [], []
    drift_x = drift_y = 0.0
    for index in range(count):
        share = index / (count - 1)
        # Slow at both ends: the pen speeds up and slows down.
        along = (1 - math.cos(share * math.pi)) / 2 * total
        walked, x, y = 0.0, points[-1][0], points[-1][1]
        for (a, b), length in zip(zip(points, points[1:]), lengths):
            if walked + length >= along:
                t = 0.0 if length == 0 else (along - walked) / length
                x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
                break
            walked += length
        # A hand drifts slowly off the line it means, and comes back.
        drift_x = 0.85 * drift_x + rng.gauss(0, 0.9)
        drift_y = 0.85 * drift_y + rng.gauss(0, 0.9)
        xs.append(round(x + drift_x))
        ys.append(round(y + drift_y))
        ts.append(round(start_ms + share * duration * 1000))
    # A pointer reports a place once; drop repeats as the data set does.
    kept = [(x, y, t) for i, (x, y, t) in enumerate(zip(xs, ys, ts)) if i == 0 or (x, y) != (xs[i - 1], ys[i - 1])]
    if len(kept) == 1:
        kept.append((kept[0][0] + 1, kept[0][1], kept[0][2] + 16))
    return [[p[0] for p in kept], [p[1] for p in kept], [p[2] for p in kept]], kept[-1][2]


def rectangle(x, y, w, h):
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y + 2)]


def circle(cx, cy, r, steps=18):
    return [(cx + r * math.cos(2 * math.pi * i / steps), cy + r * math.sin(2 * math.pi * i / steps)) for i in range(steps + 1)]


def train(rng):
    """The strokes of one train, in drawing order, at a size and place a player might choose."""
    scale = rng.uniform(0.6, 2.4)
    ox, oy = rng.uniform(20, 300), rng.uniform(60, 260)
    body_w, body_h = rng.uniform(200, 320) * scale, rng.uniform(60, 110) * scale
    cab_w, cab_h = rng.uniform(60, 100) * scale, rng.uniform(50, 90) * scale
    cab_x = ox + body_w - cab_w if rng.random() < 0.7 else ox
    chimney_x = ox + body_w * rng.uniform(0.1, 0.3) if cab_x > ox else ox + body_w * rng.uniform(0.6, 0.85)
    wheel = rng.uniform(16, 28) * scale
    parts = [
        rectangle(ox, oy, body_w, body_h),
        rectangle(cab_x, oy - cab_h, cab_w, cab_h),
        rectangle(chimney_x, oy - 45 * scale, 26 * scale, 45 * scale),
    ]
    wheels = rng.choice([2, 3, 4])
    for index in range(wheels):
        cx = ox + body_w * (index + 0.5) / wheels
        parts.append(circle(cx, oy + body_h + wheel * 0.6, wheel))
    if rng.random() < 0.7:
        parts.append([(ox - 30 * scale, oy + body_h + wheel * 1.8), (ox + body_w + 40 * scale, oy + body_h + wheel * 1.8)])
    if rng.random() < 0.5:
        # A puff of smoke.
        parts.append([(chimney_x + 13 * scale + 14 * scale * math.sin(i / 2), oy - 55 * scale - 9 * scale * i) for i in range(8)])
    return parts


def main():
    rng = random.Random(20261206)
    countries = ["GB", "DE", "US", "BR", "JP", "FR", "IN", "CZ"]
    for number in range(8):
        rate = rng.choice([60, 60, 120])
        strokes, t = [], 0
        for part in train(rng):
            stroke, end = stroke_along(part, t, rng, rate)
            strokes.append(stroke)
            t = end + rng.randint(180, 700)
        record = {
            "key_id": str(6100000000000000 + number * 104729 + rng.randint(0, 99999)),
            "word": "train",
            "countrycode": countries[number],
            "timestamp": f"2026-12-06 10:{number * 7:02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 9999):04d} UTC",
            "recognized": number != 5,
            "drawing": strokes,
        }
        print(json.dumps(record, separators=(",", ":")))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generate the sample recordings and drawings in Strokes/.

    python3 tools/make-samples.py            # writes Strokes/*.json and Strokes/README.md
    python3 tools/make-samples.py --out DIR  # writes them somewhere else

Python 3 standard library only. The output is deterministic (every random choice comes
from random.Random(SEED) and nothing reads the clock), so running it again gives
byte-identical files: the samples are committed, and a diff after a rerun means the
generator changed.

Handwriting comes from the single-stroke Hershey fonts that Debian's hershey-fonts-data
package installs in /usr/share/hershey-fonts (scripts.jhf for cursive, futural.jhf for
print); doodles are parametric curves. Each path is then "drawn by a hand": sampled at
the device's rate with a pen speed that slows in turns and at stroke ends, a little
low-frequency tremor, pauses between strokes, and (for a pen) pressure, altitude and
azimuth. The formats are described in docs/formats.md.
"""

import argparse
import bisect
import math
import os
import random
import sys

SEED = 20240611
FONT_DIR = "/usr/share/hershey-fonts"

# --------------------------------------------------------------------------------------
# Hershey fonts (.jhf)
# --------------------------------------------------------------------------------------


class Glyph:
    def __init__(self, left, right, strokes):
        self.left = left        # left bearing (font units, relative to the glyph centre)
        self.right = right      # right bearing
        self.strokes = strokes  # list of polylines [(x, y), ...], y down, baseline at y = 9

    @property
    def advance(self):
        return self.right - self.left


def load_font(name):
    """Parse a .jhf file: the glyphs for ASCII 32...126, in file order."""
    path = os.path.join(FONT_DIR, name)
    if not os.path.exists(path):
        sys.exit(
            "make-samples: %s is missing.\n"
            "The handwriting comes from the Hershey fonts; install them with\n"
            "    sudo apt-get install hershey-fonts-data\n" % path
        )
    with open(path, "r", encoding="ascii") as f:
        text = f.read()
    glyphs = []
    i, n = 0, len(text)
    while i < n:
        if text[i] in "\r\n":
            i += 1
            continue
        header = text[i:i + 8]            # 5-char id, 3-char vertex count
        count = int(header[5:8])
        i += 8
        chars = []
        while len(chars) < 2 * count and i < n:   # a record may wrap over several lines
            if text[i] not in "\r\n":
                chars.append(text[i])
            i += 1
        body = "".join(chars)
        if len(body) != 2 * count:
            raise ValueError("%s: truncated glyph record %r" % (path, header))
        left, right = ord(body[0]) - ord("R"), ord(body[1]) - ord("R")
        strokes, current = [], []
        for k in range(1, count):
            pair = body[2 * k:2 * k + 2]
            if pair == " R":              # pen up
                if current:
                    strokes.append(current)
                current = []
            else:
                current.append((ord(pair[0]) - ord("R"), ord(pair[1]) - ord("R")))
        if current:
            strokes.append(current)
        glyphs.append(Glyph(left, right, strokes))
    if len(glyphs) < 95:
        raise ValueError("%s: expected the 95 ASCII glyphs, found %d" % (path, len(glyphs)))
    return glyphs


def glyph_for(font, ch):
    code = ord(ch)
    if not 32 <= code < 32 + len(font):
        raise ValueError("no glyph for %r" % ch)
    return font[code - 32]


def polyline_length(pts):
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:]))


# --------------------------------------------------------------------------------------
# Text layout: glyph bearings, per-word slant / baseline / size wobble, cursive joins
# --------------------------------------------------------------------------------------


def word_strokes(font, word, rng, cursive):
    """The strokes of one word in font units, the pen starting at x = 0 on the baseline.

    Cursive: a stroke that starts where the last one ended (or, at a letter boundary,
    a little to the right at connector height) continues it, as a hand writes a word
    in one go; i-dots, t-bars and other short detached marks come after the word.
    Returns (strokes, width)."""
    pen_x = 0.0
    chains, deferred = [], []
    for index, ch in enumerate(word):
        g = glyph_for(font, ch)
        dx = pen_x - g.left
        for k, stroke in enumerate(g.strokes):
            # Hershey curves are coarse polygons: round them the way a hand would
            pts = chaikin([(x + dx, float(y)) for x, y in stroke], rounds=2, longest=2.5)
            if cursive and chains:
                end = chains[-1][-1]
                gap_x, gap_y = pts[0][0] - end[0], pts[0][1] - end[1]
                gap = math.hypot(gap_x, gap_y)
                letter_join = (k == 0 and index > 0 and ch.isalpha() and word[index - 1].isalpha()
                               and 0 < gap_x < 11
                               and abs(gap_y) <= 5 and -2 <= pts[0][1] <= 8)
                if gap < 3.5 or letter_join:
                    chains[-1].extend(pts[1:] if gap < 0.01 else pts)
                    continue
                if polyline_length(pts) < 8 and len(g.strokes) > 1:
                    deferred.append(pts)
                    continue
            chains.append(pts)
        pen_x += g.advance + rng.uniform(-0.4, 0.4)
    return chains + deferred, pen_x


def layout_lines(font, lines, scale, rng, cursive, line_height=None, slant=0.0):
    """Lay out lines of text. Returns [(points, gap_kind)], gap_kind being the kind of
    pause before the stroke: 'stroke', 'word' or 'line'. Units: canvas, origin at the
    first baseline's left end."""
    space = glyph_for(font, " ").advance
    if line_height is None:
        line_height = 34.0
    out = []
    for line_no, line in enumerate(lines):
        pen_x = 0.0
        base_y = line_no * line_height
        for w_no, word in enumerate(line.split()):
            strokes, width = word_strokes(font, word, rng, cursive)
            # each word gets its own slant, baseline shift, tilt and size
            shear = slant + rng.uniform(-0.06, 0.06)
            lift = rng.uniform(-1.1, 1.1)
            tilt = math.radians(rng.uniform(-1.6, 1.6))
            size = rng.uniform(0.97, 1.03)
            ct, st = math.cos(tilt), math.sin(tilt)
            for s_no, stroke in enumerate(strokes):
                pts = []
                for x, y in stroke:
                    y0 = y - 9.0                   # baseline at 0
                    x1 = x - y0 * shear            # shear: tops lean right
                    xr = x1 * ct - y0 * st
                    yr = x1 * st + y0 * ct
                    pts.append(((pen_x + xr * size) * scale,
                                (base_y + yr * size + lift) * scale))
                if s_no == 0:
                    kind = "line" if (w_no == 0 and line_no > 0) else ("word" if w_no else "stroke")
                else:
                    kind = "stroke"
                out.append((pts, kind))
            pen_x += width * size + space * rng.uniform(0.75, 1.0)
    return out


def bounds(paths):
    xs = [p[0] for path in paths for p in path]
    ys = [p[1] for path in paths for p in path]
    return min(xs), min(ys), max(xs), max(ys)


def place(items, box, align="center"):
    """Translate laid-out [(points, kind)] so that their bounds sit in box=(x0,y0,x1,y1):
    centred (or left-aligned), refusing to run over the box."""
    x0, y0, x1, y1 = bounds([p for p, _ in items])
    bx0, by0, bx1, by1 = box
    if x1 - x0 > bx1 - bx0 or y1 - y0 > by1 - by0:
        raise ValueError("text %.0fx%.0f does not fit in box %r" % (x1 - x0, y1 - y0, box))
    dx = (bx0 - x0) if align == "left" else (bx0 + bx1 - x0 - x1) / 2
    dy = (by0 + by1 - y0 - y1) / 2
    return [([(x + dx, y + dy) for x, y in pts], kind) for pts, kind in items]


# --------------------------------------------------------------------------------------
# Hand-drawn shapes (parametric curves)
# --------------------------------------------------------------------------------------


def wobbly_circle(rng, cx, cy, r, overlap=0.25, squash=0.94, n=90, clockwise=False):
    """A circle as a hand draws one: egg-shaped, slightly tilted, the end overshooting."""
    start = rng.uniform(0, 2 * math.pi)
    sweep = 2 * math.pi + overlap
    phase = rng.uniform(0, 2 * math.pi)
    tilt = rng.uniform(-0.4, 0.4)
    sign = -1 if clockwise else 1
    pts = []
    for i in range(n + 1):
        u = i / n
        a = start + sign * sweep * u
        rr = r * (1 + 0.035 * math.sin(2 * a + phase) + 0.025 * u)   # spirals out a touch
        x, y = rr * math.cos(a), rr * squash * math.sin(a)
        pts.append((cx + x * math.cos(tilt) - y * math.sin(tilt),
                    cy + x * math.sin(tilt) + y * math.cos(tilt)))
    return pts


def arc(cx, cy, rx, ry, a0, a1, n=40):
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n),
             cy + ry * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]


def spiral(cx, cy, r0, r1, turns, a0=0.0, n=220):
    pts = []
    for i in range(n + 1):
        u = i / n
        a = a0 + 2 * math.pi * turns * u
        r = r0 + (r1 - r0) * u
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star(rng, cx, cy, r_out, r_in, points=5):
    """A five-pointed star in one stroke, closing where it started."""
    pts = []
    a0 = -math.pi / 2
    for i in range(2 * points + 1):
        r = r_out if i % 2 == 0 else r_in
        a = a0 + math.pi * i / points
        r *= rng.uniform(0.95, 1.05) if i < 2 * points else 1.0
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pts[-1] = (pts[0][0] + rng.uniform(-2, 2), pts[0][1] + rng.uniform(1, 3))
    return pts


def wave(x0, y0, x1, y1, amp, periods, n=120, phase=0.0):
    pts = []
    for i in range(n + 1):
        u = i / n
        x = x0 + (x1 - x0) * u
        y = y0 + (y1 - y0) * u + amp * math.sin(2 * math.pi * periods * u + phase)
        pts.append((x, y))
    return pts


def bezier(p0, p1, p2, p3, n=60):
    pts = []
    for i in range(n + 1):
        u = i / n
        v = 1 - u
        pts.append((v ** 3 * p0[0] + 3 * v * v * u * p1[0] + 3 * v * u * u * p2[0] + u ** 3 * p3[0],
                    v ** 3 * p0[1] + 3 * v * v * u * p1[1] + 3 * v * u * u * p2[1] + u ** 3 * p3[1]))
    return pts


def hand_line(rng, pts, bow=1.5):
    """A ruler-less straight polyline: each side bows a little."""
    out = [pts[0]]
    for a, b in zip(pts, pts[1:]):
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        nx, ny = -(b[1] - a[1]) / length, (b[0] - a[0]) / length
        k = rng.uniform(-bow, bow)
        steps = max(2, int(length / 6))
        for i in range(1, steps + 1):
            u = i / steps
            off = k * math.sin(math.pi * u)
            out.append((a[0] + (b[0] - a[0]) * u + nx * off, a[1] + (b[1] - a[1]) * u + ny * off))
    return out


# --------------------------------------------------------------------------------------
# The hand: turning a path into timed samples
# --------------------------------------------------------------------------------------


class Device:
    def __init__(self, name, rate, vmax, a_lat, a_long, tremor, pressure=False, tilt=False,
                 radius=False, integer=False):
        self.name = name
        self.rate = rate          # samples per second
        self.vmax = vmax          # top speed in straight runs, units/s
        self.a_lat = a_lat        # how hard the hand takes a turn (units/s^2)
        self.a_long = a_long      # how fast it speeds up and slows down (units/s^2)
        self.tremor = tremor      # tremor amplitude, units
        self.pressure = pressure
        self.tilt = tilt
        self.radius = radius
        self.integer = integer    # mice report integer pixels

    def variant(self, **changes):
        other = Device.__new__(Device)
        other.__dict__.update(self.__dict__)
        other.__dict__.update(changes)
        return other


PEN = Device("pen", 240, vmax=580, a_lat=5000, a_long=6000, tremor=0.35,
             pressure=True, tilt=True)
FINGER = Device("finger", 120, vmax=620, a_lat=3200, a_long=4200, tremor=0.6, radius=True)
MOUSE = Device("mouse", 125, vmax=520, a_lat=2200, a_long=3600, tremor=0.5, integer=True)


def chaikin(pts, rounds=2, longest=6.0):
    """Corner cutting: a hand rounds the corners of a polyline a little. Long segments
    are split first, so that a corner is rounded by a few units, not by a quarter side."""
    split = [pts[0]]
    for a, b in zip(pts, pts[1:]):
        n = max(1, int(math.ceil(math.hypot(b[0] - a[0], b[1] - a[1]) / longest)))
        split.extend((a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(1, n + 1))
    pts = split
    for _ in range(rounds):
        if len(pts) < 3:
            return pts
        out = [pts[0]]
        for a, b in zip(pts, pts[1:]):
            out.append((0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]))
            out.append((0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]))
        out.append(pts[-1])
        pts = out
    return pts


def resample(pts, h):
    """Points every h units along the polyline (the last one at its end)."""
    out = [pts[0]]
    carry = 0.0
    for a, b in zip(pts, pts[1:]):
        seg = math.hypot(b[0] - a[0], b[1] - a[1])
        if seg == 0:
            continue
        d = h - carry
        while d <= seg:
            u = d / seg
            out.append((a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u))
            d += h
        carry = seg - (d - h)
    if math.hypot(out[-1][0] - pts[-1][0], out[-1][1] - pts[-1][1]) > 1e-9:
        out.append(pts[-1])
    return out


class Tremor:
    """Smooth, low-frequency hand tremor: a few incommensurate sines per axis."""

    def __init__(self, rng, amplitude):
        self.terms = []
        for axis in (0, 1):
            for lo, hi, weight in ((0.6, 1.4, 0.45), (2.2, 3.6, 0.28), (5.0, 7.5, 0.16), (8.0, 11.0, 0.08)):
                self.terms.append((axis, 2 * math.pi * rng.uniform(lo, hi),
                                   rng.uniform(0, 2 * math.pi), amplitude * weight))

    def __call__(self, t):
        dx = dy = 0.0
        for axis, w, phase, amp in self.terms:
            v = amp * math.sin(w * t + phase)
            if axis == 0:
                dx += v
            else:
                dy += v
        return dx, dy


class Sample:
    __slots__ = ("t", "x", "y", "phase", "pressure", "altitude", "azimuth", "radius")

    def __init__(self, t, x, y, phase):
        self.t, self.x, self.y, self.phase = t, x, y, phase
        self.pressure = self.altitude = self.azimuth = self.radius = None


def smoothstep(u):
    u = min(1.0, max(0.0, u))
    return u * u * (3 - 2 * u)


class Hand:
    """Draws paths with one device; keeps the recording's clock."""

    def __init__(self, rng, device, tremor=None):
        self.rng = rng
        self.device = device
        self.tremor = tremor or Tremor(rng, device.tremor)
        self.alt_phase = (rng.uniform(0, 6.28), rng.uniform(0, 6.28))
        self.az_phase = (rng.uniform(0, 6.28), rng.uniform(0, 6.28))
        self.alt_base = rng.uniform(1.0, 1.1)
        self.az_base = rng.uniform(2.35, 2.45)

    def speed_profile(self, pts, speed_scale):
        """Dense points along the path and the hand's speed at each."""
        dev = self.device
        h = 0.5
        dense = resample(chaikin(pts), h)
        n = len(dense)
        if n < 2:
            return dense, [20.0] * n, [0.0] * n
        turn = [0.0] * n
        for i in range(1, n - 1):
            a, b, c = dense[i - 1], dense[i], dense[i + 1]
            a1 = math.atan2(b[1] - a[1], b[0] - a[0])
            a2 = math.atan2(c[1] - b[1], c[0] - b[0])
            d = (a2 - a1 + math.pi) % (2 * math.pi) - math.pi
            turn[i] = abs(d)
        vmax = dev.vmax * speed_scale          # a faster hand: everything scales, so the
        a_lat = dev.a_lat * speed_scale ** 2   # duration divides by speed_scale
        a_long = dev.a_long * speed_scale ** 2
        v = []
        for i in range(n):
            lo, hi = max(0, i - 3), min(n, i + 4)
            kappa = sum(turn[lo:hi]) / ((hi - lo) * h)      # curvature, 1/units
            v.append(min(vmax, math.sqrt(a_lat / kappa)) if kappa > 1e-6 else vmax)
            v[-1] = max(v[-1], 35.0)
        # the hand has inertia: it slows down ahead of a turn and the speed is smooth
        # (a minimum over a few units keeps the dips, an average smooths them)
        v = [min(v[max(0, i - 4):i + 5]) for i in range(n)]
        half = 8
        prefix = [0.0]
        for value in v:
            prefix.append(prefix[-1] + value)
        v = [(prefix[min(n, i + half + 1)] - prefix[max(0, i - half)])
             / (min(n, i + half + 1) - max(0, i - half)) for i in range(n)]
        v[0], v[-1] = min(v[0], 25.0), min(v[-1], 40.0)
        for i in range(1, n):        # the hand can only speed up so fast ...
            v[i] = min(v[i], math.sqrt(v[i - 1] ** 2 + 2 * a_long * h))
        for i in range(n - 2, -1, -1):   # ... and slow down so fast
            v[i] = min(v[i], math.sqrt(v[i + 1] ** 2 + 2 * a_long * h))
        times = [0.0]
        for i in range(1, n):
            seg = math.hypot(dense[i][0] - dense[i - 1][0], dense[i][1] - dense[i - 1][1])
            times.append(times[-1] + 2 * seg / (v[i] + v[i - 1]))
        return dense, v, times

    def stroke(self, pts, t0, speed_scale=1.0, end="up", vary=True):
        """Samples for one stroke starting at t0 (on the device's clock ticks)."""
        dev, rng = self.device, self.rng
        scale = speed_scale * (rng.uniform(0.88, 1.12) if vary else 1.0)
        dense, speed, times = self.speed_profile(pts, scale)
        total = times[-1]
        ticks = int(math.floor(total * dev.rate))
        local = [k / dev.rate for k in range(ticks + 1)]
        if total - local[-1] < 0.5 / dev.rate and len(local) > 1:
            local.pop()                 # the up comes half a tick or more after the last move
        local.append(total)
        p_start, p_end = rng.uniform(0.1, 0.2), rng.uniform(0.08, 0.16)
        p_smooth = None
        p_bias, p_phase = rng.uniform(-0.04, 0.04), rng.uniform(0, 6.28)
        r_base, r_phase = rng.uniform(7.5, 10.0), rng.uniform(0, 6.28)
        out = []
        for k, tau in enumerate(local):
            j = min(len(times) - 2, max(0, bisect.bisect_right(times, tau) - 1))
            span = times[j + 1] - times[j]
            u = 0.0 if span <= 0 else min(1.0, (tau - times[j]) / span)
            x = dense[j][0] + (dense[j + 1][0] - dense[j][0]) * u
            y = dense[j][1] + (dense[j + 1][1] - dense[j][1]) * u
            vel = speed[j] + (speed[j + 1] - speed[j]) * u
            t = t0 + tau
            tx, ty = self.tremor(t)
            phase = "down" if k == 0 else ("move" if k < len(local) - 1 else end)
            s = Sample(t, x + tx, y + ty, phase)
            left = total - tau
            if dev.pressure:
                heavy = 1 - min(1.0, max(0.0, (vel - 80.0) / 420.0))    # slower -> heavier
                p = 0.27 + 0.6 * heavy + p_bias + 0.03 * math.sin(2 * math.pi * 1.3 * t + p_phase)
                p = min(0.9, max(0.25, p))
                if p_smooth is None:      # pressure follows the speed with a lag (~25 ms)
                    p_smooth = p
                else:
                    p_smooth += (p - p_smooth) * (1 - math.exp(-(tau - local[k - 1]) / 0.025))
                p = p_smooth
                p = p_start + (p - p_start) * smoothstep(tau / 0.03)
                p = p_end + (p - p_end) * smoothstep(left / 0.035)
                s.pressure = p
            if dev.tilt:
                a1, a2 = self.alt_phase
                s.altitude = (self.alt_base + 0.06 * math.sin(2 * math.pi * t / 7.0 + a1)
                              + 0.025 * math.sin(2 * math.pi * t / 1.7 + a2))
                z1, z2 = self.az_phase
                s.azimuth = (self.az_base + 0.1 * math.sin(2 * math.pi * t / 9.0 + z1)
                             + 0.04 * math.sin(2 * math.pi * t / 2.3 + z2))
            if dev.radius:
                r = r_base + 1.2 * math.sin(2 * math.pi * 0.9 * t + r_phase)
                s.radius = 6.0 + (r - 6.0) * smoothstep(tau / 0.04)
            out.append(s)
        if dev.integer:
            out = self.to_pixels(out)
        return out

    @staticmethod
    def to_pixels(samples):
        """Mice report integer pixels, and no move when the pixel did not change."""
        out = []
        for s in samples:
            s.x, s.y = float(round(s.x)), float(round(s.y))
            if (s.phase == "move" and out and out[-1].x == s.x and out[-1].y == s.y):
                continue
            out.append(s)
        return out


class Recording:
    """An event recording: hands take turns on one clock."""

    def __init__(self, rng, width, height):
        self.rng = rng
        self.width, self.height = width, height
        self.events = []          # (sample, pointer id, device name)
        self.strokes = []         # [samples] per contact, in order of their down
        self.devices = []         # device name per stroke
        self.clock = 0.0
        self.last_pos = None
        self.next_finger = 2

    def pointer_for(self, device):
        if device.name != "finger":
            return 1
        pid = self.next_finger
        self.next_finger += 1
        return pid

    def start_time(self, device, first, pause):
        """When the next stroke can start: after a pause, long enough to travel."""
        if not self.events:
            return 0.0
        lo, hi = pause
        wait = self.rng.uniform(lo, hi)
        if self.last_pos is not None:
            travel = math.hypot(first[0] - self.last_pos[0], first[1] - self.last_pos[1])
            wait = max(wait, 0.08 + travel / 900.0)
        tick = math.ceil((self.clock + wait) * device.rate)
        return tick / device.rate

    def draw(self, hand, pts, pause=(0.1, 0.4), speed=1.0, end="up"):
        t0 = self.start_time(hand.device, pts[0], pause)
        samples = hand.stroke(pts, t0, speed, end)
        self.add([(samples, self.pointer_for(hand.device), hand.device.name)])
        return samples

    def add(self, contacts):
        """Add one or more simultaneous contacts; their events interleave in time."""
        merged = []
        for samples, pid, name in contacts:
            self.strokes.append(samples)
            self.devices.append(name)
            merged.extend((s.t, pid, s, name) for s in samples)
        merged.sort(key=lambda e: (e[0], e[1]))
        for t, pid, s, name in merged:
            self.events.append((s, pid, name))
        self.clock = max(self.clock, merged[-1][0])
        self.last_pos = (merged[-1][2].x, merged[-1][2].y)

    def pause(self, seconds):
        self.clock += seconds


# --------------------------------------------------------------------------------------
# Writing JSON (by hand, for a stable compact layout)
# --------------------------------------------------------------------------------------


def num(v, places):
    s = "%.*f" % (places, v)
    if "." in s:
        s = s.rstrip("0")
        if s.endswith("."):
            s += "0"
    if s in ("-0.0", "-0"):
        s = s[1:]
    return s


def fmt_xy(v, integer):
    return str(int(v)) if integer else num(v, 2)


def event_line(s, pid, device):
    integer = device == "mouse"
    parts = ['"t": %s' % num(s.t, 4), '"pointer": %d' % pid, '"device": "%s"' % device,
             '"phase": "%s"' % s.phase, '"x": %s' % fmt_xy(s.x, integer),
             '"y": %s' % fmt_xy(s.y, integer)]
    if s.phase not in ("down", "move"):     # an up or a cancel reports where, nothing more
        return "{" + ", ".join(parts) + "}"
    if s.pressure is not None:
        parts.append('"pressure": %s' % num(s.pressure, 3))
    if s.altitude is not None:
        parts.append('"altitude": %s' % num(s.altitude, 3))
        parts.append('"azimuth": %s' % num(s.azimuth, 3))
    if s.radius is not None:
        parts.append('"radius": %s' % num(s.radius, 2))
    return "{" + ", ".join(parts) + "}"


def events_document(rec):
    lines = ['{', '  "format": "scribble-events",', '  "version": 1,',
             '  "canvas": { "width": %d, "height": %d },' % (rec.width, rec.height),
             '  "events": [']
    body = ["    " + event_line(s, pid, dev) for s, pid, dev in rec.events]
    lines.append(",\n".join(body))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def drawing_document(width, height, strokes, compact):
    """strokes: [(ink dict, device, samples, with_pressure)]."""
    out = ['{', '  "format": "scribble-drawing",', '  "version": 1,',
           '  "canvas": { "width": %d, "height": %d },' % (width, height), '  "strokes": [']
    blocks = []
    for ink, device, samples, with_pressure in strokes:
        integer = device == "mouse"
        ink_json = '{ "tool": "%s", "color": "%s", "width": %s }' % (
            ink["tool"], ink["color"], num(ink["width"], 2) if ink["width"] % 1 else int(ink["width"]))
        pts = []
        for s in samples:
            x, y, t = fmt_xy(s.x, integer), fmt_xy(s.y, integer), num(s.t, 4)
            p = num(s.pressure, 3) if with_pressure else None
            if compact:
                pts.append("[" + ", ".join([x, y, t] + ([p] if p else [])) + "]")
            else:
                fields = ['"x": %s' % x, '"y": %s' % y, '"t": %s' % t]
                if p:
                    fields.append('"pressure": %s' % p)
                pts.append("{ " + ", ".join(fields) + " }")
        if compact:        # several points a line
            rows, row = [], []
            for p in pts:
                if row and len(", ".join(row + [p])) > 96:
                    rows.append(", ".join(row))
                    row = []
                row.append(p)
            rows.append(", ".join(row))
            point_text = ",\n".join("        " + r for r in rows)
        else:
            point_text = ",\n".join("        " + p for p in pts)
        blocks.append('    { "ink": %s,\n      "device": "%s",\n      "points": [\n%s\n      ] }'
                      % (ink_json, device, point_text))
    out.append(",\n".join(blocks))
    out.append("  ]")
    out.append("}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------
# The samples
# --------------------------------------------------------------------------------------


def write_text(items, rec, hand, speed=1.0):
    pauses = {"stroke": (0.1, 0.25), "word": (0.2, 0.4), "line": (0.4, 0.6)}
    for pts, kind in items:
        rec.draw(hand, pts, pauses[kind], speed)


def sample_signature(rng, script):
    rec = Recording(rng, 800, 300)
    pen = Hand(rng, PEN)
    items = layout_lines(script, ["Ada Lovelace"], 3.5, rng, cursive=True)
    items = place(items, (90, 40, 710, 180))
    write_text(items, rec, pen, speed=1.2)
    x0, y0, x1, y1 = bounds([p for p, _ in items])
    # the flourish: back under the name from its end, a swoop and a flick up
    flourish = (bezier((x1 - 5, y1 - 15), (x1 + 30, y1 + 25), (x0 + 200, y1 + 5), (x0 - 15, y1 + 20), 90)
                + bezier((x0 - 15, y1 + 20), (x0 - 55, y1 + 22), (x0 - 45, y1 + 48), (x0 + 5, y1 + 42), 30)[1:]
                + bezier((x0 + 5, y1 + 42), (x0 + 200, y1 + 36), (x1 - 120, y1 + 50), (x1 + 45, y1 + 16), 90)[1:])
    rec.draw(pen, flourish, (0.2, 0.3), speed=1.3)
    return rec, ("a cursive signature, \"Ada Lovelace\", with a flourish underline; pressure, "
                 "altitude and azimuth")


def sample_finger_doodle(rng):
    rec = Recording(rng, 800, 600)
    finger = Hand(rng, FINGER)
    # smiley
    rec.draw(finger, wobbly_circle(rng, 200, 260, 110, overlap=0.3))
    rec.draw(finger, wobbly_circle(rng, 162, 225, 11, overlap=0.4, n=30))
    rec.draw(finger, wobbly_circle(rng, 240, 222, 11, overlap=0.4, n=30))
    rec.draw(finger, arc(203, 270, 62, 48, math.radians(20), math.radians(160)))
    # star
    rec.draw(finger, star(rng, 520, 230, 120, 50), speed=1.1)
    # spiral
    rec.draw(finger, spiral(420, 470, 4, 80, 3.1, a0=rng.uniform(0, 6.28)))
    return rec, "a finger doodle: a smiley, a star and a spiral; contact radius, no pressure"


def sample_mouse_drawing(rng):
    rec = Recording(rng, 800, 600)
    mouse = Hand(rng, MOUSE)
    # the house
    rec.draw(mouse, hand_line(rng, [(230, 300), (230, 500), (470, 500), (470, 300), (230, 300)], 1.2))
    rec.draw(mouse, hand_line(rng, [(210, 308), (350, 190), (490, 308)], 1.5))
    rec.draw(mouse, hand_line(rng, [(320, 500), (320, 410), (375, 410), (375, 500)], 1.0))
    rec.draw(mouse, hand_line(rng, [(395, 340), (450, 340), (450, 385), (395, 385), (395, 340)], 0.8))
    rec.draw(mouse, hand_line(rng, [(422, 340), (422, 385)], 0.6))
    rec.draw(mouse, hand_line(rng, [(395, 362), (450, 362)], 0.6))
    # chimney
    rec.draw(mouse, hand_line(rng, [(400, 230), (400, 180), (432, 180), (432, 256)], 0.8))
    # the sun, with rays
    rec.draw(mouse, wobbly_circle(rng, 620, 130, 45, overlap=0.2, squash=0.97))
    for k in range(8):
        a = 2 * math.pi * k / 8 + 0.2
        rec.draw(mouse, hand_line(rng, [(620 + 62 * math.cos(a), 130 + 62 * math.sin(a)),
                                        (620 + 92 * math.cos(a), 130 + 92 * math.sin(a))], 0.8),
                 pause=(0.1, 0.25))
    # the ground
    rec.draw(mouse, hand_line(rng, [(90, 502), (710, 500)], 2.0))
    return rec, "a mouse drawing: a little house with a chimney and a sun; integer pixels"


def sample_mixed(rng, script, futural):
    rec = Recording(rng, 800, 600)
    pen, finger, mouse = Hand(rng, PEN), Hand(rng, FINGER), Hand(rng, MOUSE)
    word = place(layout_lines(script, ["pen"], 3.6, rng, cursive=True), (120, 110, 380, 230))
    write_text(word, rec, pen)
    x0, y0, x1, y1 = bounds([p for p, _ in word])
    rec.draw(finger, wave(x0 - 10, y1 + 25, x1 + 20, y1 + 22, 7, 3.5, phase=0.4), (0.5, 0.7))
    rec.draw(mouse, hand_line(rng, [(x0 - 30, y0 - 25), (x1 + 35, y0 - 25), (x1 + 35, y1 + 45),
                                    (x0 - 30, y1 + 45), (x0 - 30, y0 - 25)], 1.5), (0.5, 0.7))
    word2 = place(layout_lines(script, ["ink"], 3.6, rng, cursive=True), (480, 110, 700, 230))
    rec.pause(0.3)
    write_text(word2, rec, pen)
    a0, b0, a1, b1 = bounds([p for p, _ in word2])
    rec.draw(finger, wobbly_circle(rng, (a0 + a1) / 2, (b0 + b1) / 2, 108, overlap=0.35, squash=0.68),
             (0.5, 0.7))
    word3 = place(layout_lines(futural, ["mouse"], 3.4, rng, cursive=False), (200, 400, 600, 520))
    rec.pause(0.3)
    write_text(word3, rec, mouse, speed=0.9)
    return rec, ("pen, finger and mouse take turns: the pen writes \"pen\" and \"ink\", a finger "
                 "underlines and circles, the mouse draws a box and prints \"mouse\"; policy pen "
                 "keeps the pen strokes, finger the finger and mouse strokes, any all")


def sample_two_fingers(rng):
    rec = Recording(rng, 800, 600)
    a, b = Hand(rng, FINGER), Hand(rng, FINGER)
    top = wave(150, 200, 640, 215, 16, 2.0, n=160, phase=0.3)
    # the second finger runs alongside, drifting closer (a pinch-like sweep)
    bottom = []
    for i, (x, y) in enumerate(top):
        u = i / (len(top) - 1)
        bottom.append((x + 14 - 6 * u, y + 85 - 30 * u + 3 * math.sin(5 * u)))
    together = rng.uniform(0.95, 1.05)    # one hand: both fingers move at one pace
    first = a.stroke(top, 0.0, together, vary=False)
    second = b.stroke(bottom, 0.004, together, vary=False)      # lands 4 ms later
    rec.add([(first, 2, "finger"), (second, 3, "finger")])
    rec.next_finger = 4
    rec.pause(0.6)
    rec.draw(a, wave(200, 440, 600, 430, 22, 1.5, n=120, phase=1.0))
    return rec, ("two fingers at once drawing two parallel wavy lines (events interleaved), "
                 "then one finger alone")


def sample_cancelled(rng, futural):
    rec = Recording(rng, 800, 600)
    pen = Hand(rng, PEN)
    items = place(layout_lines(futural, ["yes"], 6.0, rng, cursive=False), (220, 170, 580, 380))
    pauses = {"stroke": (0.15, 0.3), "word": (0.2, 0.4), "line": (0.4, 0.6)}
    x0, y0, x1, y1 = bounds([p for p, _ in items])
    stray = hand_line(rng, [(x0 - 70, y1 + 120), (x1 + 90, y1 + 30)], 4.0)
    for k, (pts, kind) in enumerate(items):
        rec.draw(pen, pts, pauses[kind])
        if k == 1:    # after the "y", the palm sweeps a line that the system takes away
            rec.draw(pen, stray, (0.2, 0.3), speed=1.4, end="cancel")
    return rec, ("the printed word \"yes\" in pen strokes plus a stray diagonal line that ends "
                 "in \"cancel\", which a renderer must drop")


def sample_tap(rng):
    rec = Recording(rng, 800, 600)
    x, y = 400.25, 300.5
    s0, s1, s2 = Sample(0.0, x, y, "down"), Sample(0.02, x, y, "move"), Sample(0.04, x, y, "up")
    s0.pressure, s1.pressure = 0.3, 0.56
    s0.altitude, s0.azimuth = 1.08, 2.4
    s1.altitude, s1.azimuth = 1.08, 2.4
    rec.add([([s0, s1, s2], 1, "pen")])
    return rec, "a single pen tap: down, one move and up at the same spot 40 ms apart (a dot)"


def sample_long(rng, script):
    rec = Recording(rng, 1024, 768)
    pen = Hand(rng, PEN.variant(tilt=False))      # a tablet pen that reports pressure only
    lines = ["The quick brown fox", "jumps over the", "lazy dog."]
    items = layout_lines(script, lines, 3.2, rng, cursive=True, line_height=46.0, slant=0.03)
    items = place(items, (70, 80, 964, 688), align="left")
    write_text(items, rec, pen, speed=0.9)       # unhurried
    assert len(rec.events) >= 5000, "long-scribble has only %d points" % len(rec.events)
    return rec, "a cursive pangram over three lines; pen pressure without tilt"


def sample_hello(rng, script):
    pen = Hand(rng, PEN)
    rec = Recording(rng, 800, 400)
    items = place(layout_lines(script, ["hello"], 5.0, rng, cursive=True), (150, 70, 650, 330))
    write_text(items, rec, pen)
    strokes = [({"tool": "pen", "color": "#1c1c1e", "width": 4}, "pen", s, True) for s in rec.strokes]
    return (800, 400, strokes), "\"hello\" in cursive with pen pressure, points as objects"


def sample_shapes(rng):
    rec = Recording(rng, 800, 600)
    pen, finger, mouse = Hand(rng, PEN), Hand(rng, FINGER), Hand(rng, MOUSE)
    plan = [
        ({"tool": "pen", "color": "#d62828", "width": 4}, pen,
         wobbly_circle(rng, 190, 170, 90, overlap=0.25), True),
        ({"tool": "marker", "color": "#1d3557cc", "width": 12}, finger,
         hand_line(rng, [(360, 100), (420, 240), (480, 100), (540, 240), (600, 100), (660, 240)], 2.0), False),
        ({"tool": "pencil", "color": "#2a9d8f", "width": 2}, pen,
         wave(100, 360, 380, 360, 30, 2.5, n=140), True),
        ({"tool": "monoline", "color": "#f4a261", "width": 3}, mouse,
         hand_line(rng, [(450, 310), (690, 310), (690, 450), (450, 450), (450, 310)], 1.5), False),
        ({"tool": "fountain-pen", "color": "#3a0ca3", "width": 6}, pen,
         spiral(240, 480, 3, 70, 2.6, a0=0.5), True),
        ({"tool": "marker", "color": "#ffb70380", "width": 10}, finger,
         wave(430, 520, 720, 505, 4, 1.0, n=60), False),
    ]
    strokes = []
    for ink, hand, pts, with_pressure in plan:
        samples = rec.draw(hand, pts, (0.3, 0.6))
        strokes.append((ink, hand.device.name, samples, with_pressure))
    return (800, 600, strokes), ("six shapes in different inks (pen, marker, pencil, monoline, "
                                 "fountain-pen; colours with alpha), points as compact arrays "
                                 "[x, y, t, pressure] or, without pressure, [x, y, t]")


# --------------------------------------------------------------------------------------


def check_canvas(name, width, height, samples, margin=8):
    for s in samples:
        if not (margin <= s.x <= width - margin and margin <= s.y <= height - margin):
            raise SystemExit("make-samples: %s: point (%.1f, %.1f) at t=%.3f is outside the "
                             "%dx%d canvas (margin %d)" % (name, s.x, s.y, s.t, width, height, margin))


def plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def summary(devices, points, cancelled=0):
    """'pen; 6 strokes, 1838 points' or 'pen 5 + finger 2 + mouse 9 = 16 strokes, ...'."""
    order = [d for d in ("pen", "finger", "mouse") if d in devices]
    if len(order) == 1:
        text = "%s; %s" % (order[0], plural(len(devices), "stroke"))
    else:
        text = "%s = %s" % (" + ".join("%s %d" % (d, devices.count(d)) for d in order),
                            plural(len(devices), "stroke"))
    if cancelled:
        text += " (%d ending in up, %d in cancel)" % (len(devices) - cancelled, cancelled)
    return "%s, %s" % (text, plural(points, "point"))


# Samples this script does not make (written by hand, or made by the scripts of
# Tests/ScribbleTestSupport); listed in the README after the generated ones.
HANDWRITTEN_SAMPLES = [
    '- `signature.svg` — the same "Ada Lovelace" signature as an SVG a signature pad would export: one `<path>`, a subpath per pen stroke, smooth relative curves (`c`, `s`), round caps, no fill; made once from `signature.events.json` (Catmull-Rom through every point 9 units apart), not by `make-samples.py` (canvas 800x300) — read by the SVG reader as pen; 6 strokes, 883 points',
    '- `sun-icon.svg` — a hand-written 24-unit icon shown at 96 px: a sun whose rays are one `<line>` in `<defs>` placed by `<use>` with `rotate(angle cx cy)`, a cloud path with arcs in a translated and scaled group styled by `style="…"`, a rounded frame at 40% opacity, and a filled dot with no stroke (which the reader draws as its outline) (canvas 96x96) — read by the SVG reader as pen; 12 strokes, 185 points',
    '- `sessions/erase-and-move.events.json` — a whole session (version 2 of the recording): three strokes (two pen waves and a blue marker zigzag), an area eraser 24 wide across the first wave, a lasso round the zigzag and a move of it, a stroke eraser tapping the second wave away (canvas 400x300). Made by `SessionScripts.sample()` in `Tests/ScribbleTestSupport`, not by `make-samples.py`; a test checks that the file is what the script records — pen; 6 contacts, 107 events',
    '- `shapes/hand-drawn.drawing.json` — shapes drawn by a seeded hand, three of each kind in a column each: lines, polylines, triangles, rectangles, ellipses and arrows (one with its head as a stroke of its own), jittered, turned, with gaps, overshoots and uneven speed, for `info --shapes` and `--snap-shapes` (canvas 1200x600). Made by `HandDrawnShapes.sheet()` in `Tests/ScribbleTestSupport`, not by `make-samples.py`; a test checks that the file is what the generator draws — pen; 19 strokes, 1933 points',
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--out", default=os.path.join(here, "..", "Strokes"),
                        help="output folder (default: Strokes/ next to tools/)")
    args = parser.parse_args()
    out = os.path.normpath(args.out)
    os.makedirs(out, exist_ok=True)

    script = load_font("scripts.jhf")
    futural = load_font("futural.jhf")
    rng = random.Random(SEED)

    readme = []

    def emit(name, text):
        tmp = os.path.join(out, "." + name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, os.path.join(out, name))

    recordings = [
        ("signature.events.json", lambda: sample_signature(rng, script)),
        ("finger-doodle.events.json", lambda: sample_finger_doodle(rng)),
        ("mouse-drawing.events.json", lambda: sample_mouse_drawing(rng)),
        ("mixed-devices.events.json", lambda: sample_mixed(rng, script, futural)),
        ("two-fingers.events.json", lambda: sample_two_fingers(rng)),
        ("cancelled-stroke.events.json", lambda: sample_cancelled(rng, futural)),
        ("tap.events.json", lambda: sample_tap(rng)),
        ("long-scribble.events.json", lambda: sample_long(rng, script)),
    ]
    for name, make in recordings:
        rec, what = make()
        check_canvas(name, rec.width, rec.height, [s for s, _, _ in rec.events])
        times = [s.t for s, _, _ in rec.events]
        assert all(round(a, 4) <= round(b, 4) for a, b in zip(times, times[1:])), name
        emit(name, events_document(rec))
        cancelled = sum(1 for s, _, _ in rec.events if s.phase == "cancel")
        readme.append("- `%s` — %s (canvas %dx%d) — %s"
                      % (name, what, rec.width, rec.height,
                         summary(rec.devices, len(rec.events), cancelled)))

    drawings = [
        ("hello.drawing.json", lambda: sample_hello(rng, script), False),
        ("shapes-compact.drawing.json", lambda: sample_shapes(rng), True),
    ]
    for name, make, compact in drawings:
        (width, height, strokes), what = make()
        for _, _, samples, _ in strokes:
            check_canvas(name, width, height, samples)
        emit(name, drawing_document(width, height, strokes, compact))
        devices = [d for _, d, _, _ in strokes]
        readme.append("- `%s` — %s (canvas %dx%d) — %s"
                      % (name, what, width, height,
                         summary(devices, sum(len(s) for _, _, s, _ in strokes))))

    header = [
        "# Sample strokes",
        "",
        "Recordings (`*.events.json`) and drawings (`*.drawing.json`) in the formats of",
        "[docs/formats.md](../docs/formats.md), for the demo, the docs and the tests. They are",
        "generated, not hand-edited:",
        "`python3 tools/make-samples.py` rewrites them byte for byte (it needs the Hershey fonts",
        "of `hershey-fonts-data`). Strokes are counted per device (a contact from down to up or",
        "cancel); the points of a recording are its events (down, move, up, cancel).",
        "",
    ]
    # The SVG samples are written by hand, not by this script; their lines are kept as they are.
    emit("README.md", "\n".join(header + readme + HANDWRITTEN_SAMPLES) + "\n")
    for line in readme:
        print(line)


if __name__ == "__main__":
    main()

"""Icon-set workloads for tools/bench: seeded SVG icons drawn with curves in a 24-unit box, as
icon sets draw them, rendered by Scribble and by rsvg-convert at 1x and at 16x, timed file by
file and compared pixel by pixel, so that both the speed and the curves' faceting at large
scales are measured beside the reference renderer."""
import math
import os
import random
import statistics
import subprocess
import time

SIZE = 24


def _icon(rng):
    """One icon's shapes as SVG elements: circles, ellipses, arcs, cubic and quadratic curves,
    stroked black with round caps, as an outline icon set draws them."""
    shapes = []
    for _ in range(rng.randint(2, 4)):
        kind = rng.choice(["circle", "ellipse", "arc", "cubic", "quadratic"])
        cx, cy = rng.uniform(6, 18), rng.uniform(6, 18)
        if kind == "circle":
            shapes.append(f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{rng.uniform(2, 6):.2f}"/>')
        elif kind == "ellipse":
            shapes.append(f'<ellipse cx="{cx:.2f}" cy="{cy:.2f}" rx="{rng.uniform(2, 7):.2f}" ry="{rng.uniform(1.5, 5):.2f}"/>')
        elif kind == "arc":
            r = rng.uniform(3, 8)
            start, sweep = rng.uniform(0, 2 * math.pi), rng.uniform(0.5, 1.8) * math.pi
            x0, y0 = cx + r * math.cos(start), cy + r * math.sin(start)
            x1, y1 = cx + r * math.cos(start + sweep), cy + r * math.sin(start + sweep)
            large = 1 if sweep > math.pi else 0
            shapes.append(f'<path d="M{x0:.2f} {y0:.2f}A{r:.2f} {r:.2f} 0 {large} 1 {x1:.2f} {y1:.2f}"/>')
        elif kind == "cubic":
            p = [(rng.uniform(3, 21), rng.uniform(3, 21)) for _ in range(4)]
            shapes.append('<path d="M{:.2f} {:.2f}C{:.2f} {:.2f} {:.2f} {:.2f} {:.2f} {:.2f}"/>'.format(*sum(p, ())))
        else:
            p = [(rng.uniform(3, 21), rng.uniform(3, 21)) for _ in range(3)]
            shapes.append('<path d="M{:.2f} {:.2f}Q{:.2f} {:.2f} {:.2f} {:.2f}"/>'.format(*sum(p, ())))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">\n'
            '<g fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n'
            + "\n".join(shapes) + "\n</g>\n</svg>\n")


def make_icons(folder, count=40, seed=24):
    """Writes `count` seeded icons into `folder`; returns their paths."""
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(seed)
    paths = []
    for index in range(count):
        path = os.path.join(folder, f"icon-{index:02d}.svg")
        with open(path, "w") as f:
            f.write(_icon(rng))
        paths.append(path)
    return paths


def _inked(path):
    """The set of pixels whose alpha and darkness are both at least half."""
    import cairo  # pycairo, which tools/bench installs; only the comparison needs it
    surface = cairo.ImageSurface.create_from_png(path)
    width, height, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    data = surface.get_data()
    inked = set()
    for y in range(height):
        row = y * stride
        for x in range(width):
            b, g, r, a = data[row + 4 * x: row + 4 * x + 4]
            if a >= 128 and min(r, g, b) < 128:
                inked.add((x, y))
    return (width, height), inked


def intersection_over_union(a, b):
    (size_a, inked_a), (size_b, inked_b) = _inked(a), _inked(b)
    if size_a != size_b:
        return 0.0
    union = inked_a | inked_b
    return len(inked_a & inked_b) / len(union) if union else 1.0


def measure(scribble, folder, scale, repetitions):
    """Renders every icon at `scale` with Scribble and with rsvg-convert, one process a file each,
    alternating; returns the median seconds a file for each and the mean and lowest inked-pixel
    intersection over union of their pictures."""
    paths = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".svg"))
    ours, theirs, overlaps = [], [], []
    for repetition in range(repetitions + 1):
        for path in paths:
            stem = path[:-4]
            mine, reference = f"{stem}.{scale}x.scribble.png", f"{stem}.{scale}x.rsvg.png"
            start = time.perf_counter()
            subprocess.run([scribble, "render", path, "-o", mine, "--scale", str(scale), "--background", "white"],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            middle = time.perf_counter()
            subprocess.run(["rsvg-convert", "-z", str(scale), "-b", "white", path, "-o", reference],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            end = time.perf_counter()
            if repetition > 0:  # the first round warms the caches, and gives the pictures compared
                ours.append(middle - start)
                theirs.append(end - middle)
            else:
                overlaps.append(intersection_over_union(mine, reference))
    return statistics.median(ours), statistics.median(theirs), statistics.mean(overlaps), min(overlaps)

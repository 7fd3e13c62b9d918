#!/usr/bin/env python3
"""Lays out Scribble's renders of the samples in a labelled grid (rows: samples; columns: ink
presets, or tools), so that a person can look at how each option draws each kind of input.

With --shapes DRAWING it lays out instead what the shape recogniser makes of each stroke of a
drawing (Strokes/shapes/hand-drawn.drawing.json, say): a cell per stroke, or per pair of strokes
that make an arrow, the stroke as drawn in light grey, its clean shape (render --snap-shapes) on
top, and the kind and confidence `info --shapes` gives it."""
import argparse
import glob
import json
import os
import re
import subprocess
import tempfile

import cairo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRESETS = ["default", "raw", "smooth", "signature", "calligraphy", "perfect-freehand"]
TOOLS = ["pen", "pencil", "marker", "monoline", "fountain-pen"]
CELL = (300, 170)
LABEL = 22


def render(scribble, sample, extra, out):
    subprocess.run([scribble, "render", sample, "-o", out, "--fit", "bounds", "--padding", "12"] + extra,
                   check=True, stdout=subprocess.DEVNULL)


def sheet(scribble, samples, columns, flag, path):
    width = LABEL * 8 + CELL[0] * len(columns)
    height = LABEL + CELL[1] * len(samples)
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, width, height)
    context = cairo.Context(surface)
    context.set_source_rgb(1, 1, 1)
    context.paint()
    context.set_source_rgb(0.3, 0.3, 0.3)
    context.select_font_face("sans-serif")
    context.set_font_size(13)
    for index, column in enumerate(columns):
        context.move_to(LABEL * 8 + index * CELL[0] + 8, 16)
        context.show_text(f"{flag} {column}")
    with tempfile.TemporaryDirectory() as scratch:
        for row, sample in enumerate(samples):
            top = LABEL + row * CELL[1]
            context.set_source_rgb(0.3, 0.3, 0.3)
            context.move_to(6, top + CELL[1] / 2)
            context.show_text(os.path.basename(sample).split(".")[0])
            for index, column in enumerate(columns):
                out = os.path.join(scratch, f"{row}-{index}.png")
                render(scribble, sample, [flag, column], out)
                image = cairo.ImageSurface.create_from_png(out)
                scale = min((CELL[0] - 8) / image.get_width(), (CELL[1] - 8) / image.get_height(), 1.0)
                left = LABEL * 8 + index * CELL[0] + (CELL[0] - image.get_width() * scale) / 2
                context.save()
                context.translate(left, top + (CELL[1] - image.get_height() * scale) / 2)
                context.scale(scale, scale)
                context.set_source_surface(image, 0, 0)
                context.get_source().set_filter(cairo.FILTER_BEST)
                context.paint()
                context.restore()
                context.set_source_rgb(0.9, 0.9, 0.9)
                context.rectangle(LABEL * 8 + index * CELL[0], top, CELL[0], CELL[1])
                context.set_line_width(1)
                context.stroke()
    surface.write_to_png(path)
    print(path)


def shapes(scribble, drawing_path, path, columns=6):
    """The shapes sheet: each stroke (or arrow of two) of the drawing in a cell of its own."""
    listing = subprocess.run([scribble, "info", drawing_path, "--shapes"], check=True, capture_output=True, text=True).stdout
    found = []
    for line in listing.splitlines()[1:]:
        match = re.match(r"\s+strokes\[(\d+)(?:…(\d+))?\]: (\w+) ([\d.]+)", line)
        if match:
            first = int(match.group(1))
            found.append((first, int(match.group(2) or first), match.group(3), match.group(4)))
    with open(drawing_path, encoding="utf-8") as file:
        drawing = json.load(file)

    def xy(point):
        return (point[0], point[1]) if isinstance(point, list) else (point["x"], point["y"])

    cell, pad = 200, 16
    rows = (len(found) + columns - 1) // columns
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, columns * cell, rows * (cell + LABEL))
    context = cairo.Context(surface)
    context.set_source_rgb(1, 1, 1)
    context.paint()
    context.select_font_face("sans-serif")
    context.set_font_size(13)
    with tempfile.TemporaryDirectory() as scratch:
        for index, (first, last, kind, confidence) in enumerate(found):
            strokes = [dict(stroke) for stroke in drawing["strokes"][first:last + 1]]
            points = [xy(p) for stroke in strokes for p in stroke["points"]]
            left, top = min(p[0] for p in points) - pad, min(p[1] for p in points) - pad
            width, height = max(p[0] for p in points) - left + pad, max(p[1] for p in points) - top + pad
            # The strokes alone, moved to the corner of a canvas just big enough for them, so that
            # the drawn and the clean picture line up.
            for stroke in strokes:
                stroke["points"] = [[x - left, y - top] + (p[2:] if isinstance(p, list) else [p.get("t", 0), p.get("pressure", 0.5)])
                                    for p, (x, y) in ((p, xy(p)) for p in stroke["points"])]
            single = os.path.join(scratch, f"{index}.drawing.json")
            with open(single, "w", encoding="utf-8") as file:
                json.dump({"format": "scribble-drawing", "version": 1, "canvas": {"width": width, "height": height},
                           "strokes": strokes}, file)
            drawn, clean = os.path.join(scratch, f"{index}-drawn.png"), os.path.join(scratch, f"{index}-clean.png")
            subprocess.run([scribble, "render", single, "-o", drawn, "--color", "#c8c8c8"], check=True)
            subprocess.run([scribble, "render", single, "-o", clean, "--snap-shapes", "--background", "none",
                            "--color", "#1d3557", "--width", "2"], check=True)
            x0, y0 = (index % columns) * cell, (index // columns) * (cell + LABEL)
            scale = min((cell - 8) / width, (cell - 8) / height, 1.0)
            for picture in (drawn, clean) if kind != "none" else (drawn,):
                image = cairo.ImageSurface.create_from_png(picture)
                context.save()
                context.translate(x0 + (cell - width * scale) / 2, y0 + LABEL + (cell - height * scale) / 2)
                context.scale(scale, scale)
                context.set_source_surface(image, 0, 0)
                context.paint()
                context.restore()
            context.set_source_rgb(0.2, 0.2, 0.22)
            context.move_to(x0 + 6, y0 + 16)
            context.show_text(f"{kind} {confidence}" + (f"  (strokes {first}–{last})" if last > first else ""))
            context.set_source_rgb(0.9, 0.9, 0.9)
            context.rectangle(x0, y0, cell, cell + LABEL)
            context.set_line_width(1)
            context.stroke()
    surface.write_to_png(path)
    print(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scribble", required=True, help="the scribble tool to render with")
    parser.add_argument("--shapes", metavar="DRAWING", help="lay out the shapes recognised in this drawing instead")
    parser.add_argument("-o", "--output", help="the sheet to write with --shapes (default out/contact/shapes.png)")
    args = parser.parse_args()
    if args.shapes:
        output = args.output or os.path.join(ROOT, "out", "contact", "shapes.png")
        os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
        shapes(args.scribble, args.shapes, output)
        return
    out = os.path.join(ROOT, "out", "contact")
    os.makedirs(out, exist_ok=True)
    samples = sorted(glob.glob(os.path.join(ROOT, "Strokes", "*.json")) + glob.glob(os.path.join(ROOT, "Strokes", "*.svg")))
    sheet(args.scribble, samples, PRESETS, "--smoothing", os.path.join(out, "presets.png"))
    sheet(args.scribble, samples, TOOLS, "--tool", os.path.join(out, "tools.png"))


if __name__ == "__main__":
    main()

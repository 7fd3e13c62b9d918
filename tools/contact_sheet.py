#!/usr/bin/env python3
"""Lays out Scribble's renders of the samples in a labelled grid (rows: samples; columns: ink
presets, or tools), so that a person can look at how each option draws each kind of input."""
import argparse
import glob
import os
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


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scribble", required=True, help="the scribble tool to render with")
    args = parser.parse_args()
    out = os.path.join(ROOT, "out", "contact")
    os.makedirs(out, exist_ok=True)
    samples = sorted(glob.glob(os.path.join(ROOT, "Strokes", "*.json")) + glob.glob(os.path.join(ROOT, "Strokes", "*.svg")))
    sheet(args.scribble, samples, PRESETS, "--smoothing", os.path.join(out, "presets.png"))
    sheet(args.scribble, samples, TOOLS, "--tool", os.path.join(out, "tools.png"))


if __name__ == "__main__":
    main()

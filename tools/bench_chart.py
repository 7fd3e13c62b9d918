"""Draws tools/bench's ratios as a chart with Cairo (pycairo): a bar a measure, on a logarithmic
scale around 1× (Scribble's figure over its peer's, as the table gives it), its target marked,
green where the target is met and red where it is missed, grey where there is none."""
import math
import re

ROW, LABEL, BAR, MARGIN = 18, 360, 420, 12
LOW, HIGH = 0.1, 200.0


def _x(ratio):
    ratio = min(HIGH, max(LOW, ratio))
    return LABEL + BAR * (math.log10(ratio) - math.log10(LOW)) / (math.log10(HIGH) - math.log10(LOW))


def draw(rows, path):
    """Writes the chart of `rows` (the table's rows: section, measure, ours, peer name, peer,
    unit, ratio, target, passed) to `path` as PNG; rows without a ratio are left out."""
    import cairo  # pycairo, which tools/bench installs
    shown = [row for row in rows if row[6] is not None]
    width, height = LABEL + BAR + 2 * MARGIN, (len(shown) + 2) * ROW + 2 * MARGIN
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, width, height)
    context = cairo.Context(surface)
    context.set_source_rgb(1, 1, 1)
    context.paint()
    context.select_font_face("sans-serif")
    context.set_font_size(11)
    top = MARGIN + ROW
    # The scale: a line at each power of ten, 1× darker.
    for ratio in (0.1, 1, 10, 100):
        x = _x(ratio)
        context.set_source_rgb(*((0.3, 0.3, 0.3) if ratio == 1 else (0.85, 0.85, 0.85)))
        context.set_line_width(1)
        context.move_to(x + 0.5, top - 4)
        context.line_to(x + 0.5, top + len(shown) * ROW)
        context.stroke()
        context.set_source_rgb(0.3, 0.3, 0.3)
        context.move_to(x - 8, MARGIN + 10)
        context.show_text(f"{ratio:g}x")
    for index, (section, what, _, peer, _, _, ratio, target, passed) in enumerate(shown):
        y = top + index * ROW
        context.set_source_rgb(0.1, 0.1, 0.1)
        context.move_to(MARGIN, y + 13)
        context.show_text(f"{section}: {what}"[:58])
        colour = (0.6, 0.6, 0.6) if passed is None else ((0.2, 0.6, 0.3) if passed else (0.8, 0.2, 0.2))
        context.set_source_rgb(*colour)
        start, end = sorted((_x(1), _x(ratio)))
        context.rectangle(start, y + 3, max(1, end - start), ROW - 6)
        context.fill()
        # A target that is a ratio alone ("<= 0.5x") is a tick where it lies; targets in other
        # terms ("< 3x image+input", ">= 200 MB/s") show only in the bar's colour.
        match = re.fullmatch(r"([<>]=?)\s*([\d.]+)x", target or "")
        if match:
            x = _x(float(match.group(2)))
            context.set_source_rgb(0, 0, 0)
            context.set_line_width(2)
            context.move_to(x, y + 1)
            context.line_to(x, y + ROW - 1)
            context.stroke()
    surface.write_to_png(path)

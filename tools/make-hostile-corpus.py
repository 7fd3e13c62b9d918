#!/usr/bin/env python3
"""Writes the hostile corpus: Tests/ScribbleToolTests/Hostile/, small broken and malicious files of
every format scribble reads, and manifest.txt, which says for each the command to run on it and a
fragment of the one error line it must produce. HostileInputTests runs them all; the big ones (50 MB
strings, 10 million path commands, 100,000-deep nesting, every truncation) it makes as it runs.

Run it again after changing it; it rewrites the folder."""

import gzip
import json
import os
import shutil
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ScribbleToolTests", "Hostile")
CARD_ID = "590d3d65-4248-474d-91f2-ae022e76365c"
ELEMENT_ID = "0da4c92f-6f5b-4e35-8aa5-a96e8571a92f"

entries = []
if os.path.isdir(ROOT):
    shutil.rmtree(ROOT)


def add(path, contents, command, expected):
    """Writes one file (bytes or text) and its manifest line."""
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    data = contents if isinstance(contents, bytes) else contents.encode("utf-8")
    with open(full, "wb") as file:
        file.write(data)
    entries.append((path, command, expected))


# Non-finite and absurd numbers, as text: JSON has no NaN or infinities, and 1e999 overflows.
NON_FINITE = {"nan": "NaN", "infinity": "Infinity", "overflow": "1e999", "negative-overflow": "-1e999"}


def non_finite_message(text):
    if text in ("NaN", "Infinity"):
        return f"expected a number, found '{text}'"
    return f"{text} is too large"


# ---------------------------------------------------------------- event recordings

EVENT = {"t": "0", "pointer": "1", "device": '"pen"', "phase": '"down"', "x": "10", "y": "20",
         "pressure": "0.5", "altitude": "1", "azimuth": "2", "radius": "3"}


def events(canvas=("100", "100"), event=None, extra=""):
    fields = dict(EVENT)
    fields.update(event or {})
    first = ", ".join(f'"{key}": {value}' for key, value in fields.items())
    return ('{"format": "scribble-events", "version": 1, "canvas": {"width": %s, "height": %s},%s\n'
            ' "events": [{%s},\n'
            '  {"t": 0.1, "pointer": 1, "device": "pen", "phase": "up", "x": 50, "y": 60}]}\n'
            % (canvas[0], canvas[1], extra, first))


for name, text in NON_FINITE.items():
    add(f"events/canvas-width-{name}.events.json", events(canvas=(text, "100")), "render", "canvas.width: " + non_finite_message(text))
    add(f"events/canvas-height-{name}.events.json", events(canvas=("100", text)), "info", "canvas.height: " + non_finite_message(text))
    for field in ["t", "pointer", "x", "y", "pressure", "altitude", "azimuth", "radius"]:
        expected = non_finite_message(text)
        if field == "pointer" and text in ("NaN", "Infinity"):
            expected = f"expected an integer, found '{text}'"
        add(f"events/{field}-{name}.events.json", events(event={field: text}), "render", f"events[0].{field}: {expected}")

add("events/x-1e308.events.json", events(event={"x": "1e308"}), "render", "events[0].x: x must be within ±10000000, found 1e308")
add("events/y-minus-1e308.events.json", events(event={"y": "-1e308"}), "convert", "events[0].y: y must be within ±10000000, found -1e308")
add("events/pressure-1e308.events.json", events(event={"pressure": "1e308"}), "render", "events[0].pressure: pressure must be within 0…1, found 1e308")
add("events/radius-1e308.events.json", events(event={"radius": "1e308"}), "info", "events[0].radius: radius must be within 0…10000000, found 1e308")
add("events/pointer-1e308.events.json", events(event={"pointer": "1e308"}), "render", "events[0].pointer: expected an integer, found 1e308")
add("events/canvas-width-1e308.events.json", events(canvas=("1e308", "100")), "render", "canvas.width: width must be positive and at most 10000000, found 1e308")
add("events/canvas-zero.events.json", events(canvas=("0", "100")), "render", "canvas.width: width must be positive and at most 10000000, found 0")
add("events/canvas-negative.events.json", events(canvas=("100", "-600")), "render", "canvas.height: height must be positive and at most 10000000, found -600")
add("events/radius-negative.events.json", events(event={"radius": "-1"}), "render", "events[0].radius: radius must be within 0…10000000, found -1")
add("events/pressure-negative.events.json", events(event={"pressure": "-0.5"}), "render", "events[0].pressure: pressure must be within 0…1, found -0.5")
add("events/canvas-million-by-million.events.json", events(canvas=("1000000", "1000000")), "render",
    "the image would be 1000000×1000000 pixels (1000000 megapixels), over the limit of 100 megapixels")
add("events/canvas-million-by-million-replay.events.json", events(canvas=("1000000", "1000000")), "replay",
    "over the limit of 100 megapixels")
add("events/t-string.events.json", events(event={"t": '"0"'}), "render", 'events[0].t: expected a number, found "0"')
add("events/pointer-fraction.events.json", events(event={"pointer": "1.5"}), "render", "events[0].pointer: expected an integer, found 1.5")
add("events/device-number.events.json", events(event={"device": "1"}), "render", "events[0].device: expected a device name (a string), found 1")
add("events/phase-unknown.events.json", events(event={"phase": '"hover"'}), "render", 'events[0].phase: unknown phase "hover"')
add("events/x-null.events.json", events(event={"x": "null"}), "render", "events[0].x: expected a number, found null")
add("events/x-true.events.json", events(event={"x": "true"}), "info", "events[0].x: expected a number, found true")
add("events/events-object.events.json",
    '{"format": "scribble-events", "version": 1, "canvas": {"width": 100, "height": 100}, "events": {}}\n',
    "render", "events: expected an array, found an object")
add("events/canvas-array.events.json",
    '{"format": "scribble-events", "version": 1, "canvas": [100, 100], "events": []}\n',
    "render", "canvas: expected an object, found an array")
add("events/format-number.events.json", '{"format": 7, "version": 1, "canvas": {"width": 1, "height": 1}, "events": []}\n',
    "render", "format: expected a format name (a string), found 7")
add("events/version-string.events.json", '{"format": "scribble-events", "version": "1", "canvas": {"width": 1, "height": 1}, "events": []}\n',
    "render", 'version: expected an integer, found "1"')
add("events/version-3.events.json", '{"format": "scribble-events", "version": 3, "canvas": {"width": 1, "height": 1}, "events": []}\n',
    "render", "version: version 3 is not supported; this reader knows versions 1 to 2")
add("events/session-two-kinds.events.json",
    '{"format": "scribble-events", "version": 2, "canvas": {"width": 100, "height": 100}, "events": [{"t": 0, "tool": "lasso", "command": "undo"}]}\n',
    "render", 'events[0]: an entry is an event ("phase"), a choice of tool ("tool"), a command ("command") or a setting ("policy", "ink-options"), not several; this one has "tool" and "command"')
add("events/session-scale-zero.events.json",
    '{"format": "scribble-events", "version": 2, "canvas": {"width": 100, "height": 100}, "events": [{"t": 0, "command": "scale", "factor": 0}]}\n',
    "render", "events[0].factor: factor must be within ±1/10000…10000 and not 0, found 0")
add("events/root-array.events.json", '[{"format": "scribble-events"}]\n', "render", "expected an object, found an array")
add("events/missing-keys.events.json", '{"format": "scribble-events", "version": 1, "canvas": {"width": 1, "height": 1}, "events": [{"t": 0}]}\n',
    "render", 'missing keys "pointer", "device", "phase", "x" and "y"')
add("events/duplicate-x.events.json", events(event={"x": "1", "y": "2, \"x\": 3"}), "render", 'events[0]: duplicate key "x"')
add("events/duplicate-canvas.events.json", events(extra=' "canvas": {"width": 5, "height": 5},'), "render", 'duplicate key "canvas"')
add("events/invalid-utf8-in-string.events.json", events(event={"device": b'"p\xffn"'.decode("latin-1")}).encode("latin-1"),
    "render", "events[0].device: invalid UTF-8")
add("events/invalid-utf8-outside-strings.events.json", b'{"format": "scribble-events", \xc3\x28 "version": 1}\n', "render", "expected")
add("events/utf16-bom.events.json", b"\xff\xfe" + events().encode("utf-16-le"), "render", "a UTF-16 byte order mark (save the file as UTF-8)")
add("events/two-utf8-boms.events.json", b"\xef\xbb\xbf\xef\xbb\xbf" + events().encode(), "render", "a byte order mark (U+FEFF), which may only begin the file")
add("events/truncated-in-events.events.json", events()[:150], "render", "unterminated string")
add("events/truncated-after-comma.events.json", events()[:235], "render", "found the end of the file")
add("events/truncated-in-string.events.json", events()[:103], "info", "the end of the file")
add("events/empty.events.json", "", "render", "empty")

# ---------------------------------------------------------------- drawings

def drawing(canvas=("100", "100"), ink=None, point=None, transform="null", extra_stroke=""):
    ink_fields = {"tool": '"pen"', "color": '"#1c1c1e"', "width": "4"}
    ink_fields.update(ink or {})
    point_fields = {"x": "10", "y": "20", "t": "0", "pressure": "0.5", "altitude": "1", "azimuth": "2"}
    point_fields.update(point or {})
    ink_text = ", ".join(f'"{k}": {v}' for k, v in ink_fields.items())
    point_text = ", ".join(f'"{k}": {v}' for k, v in point_fields.items())
    return ('{"format": "scribble-drawing", "version": 1, "canvas": {"width": %s, "height": %s},\n'
            ' "strokes": [{"ink": {%s}, "device": "pen", "transform": %s,%s\n'
            '   "points": [{%s}, {"x": 50, "y": 60, "t": 0.1}]}]}\n'
            % (canvas[0], canvas[1], ink_text, transform, extra_stroke, point_text))


def compact_drawing(point):
    return ('{"format": "scribble-drawing", "version": 1, "canvas": {"width": 100, "height": 100},\n'
            ' "strokes": [{"points": [%s, [50, 60, 0.1, 0.5]]}]}\n' % point)


for name, text in NON_FINITE.items():
    message = non_finite_message(text)
    add(f"drawing/canvas-width-{name}.drawing.json", drawing(canvas=(text, "100")), "render", "canvas.width: " + message)
    add(f"drawing/canvas-height-{name}.drawing.json", drawing(canvas=("100", text)), "convert", "canvas.height: " + message)
    add(f"drawing/ink-width-{name}.drawing.json", drawing(ink={"width": text}), "render", "strokes[0].ink.width: " + message)
    for field in ["x", "y", "t", "pressure", "altitude", "azimuth"]:
        add(f"drawing/point-{field}-{name}.drawing.json", drawing(point={field: text}), "render", f"strokes[0].points[0].{field}: {message}")
    add(f"drawing/transform-{name}.drawing.json", drawing(transform=f"[1, 0, 0, {text}, 0, 0]"), "render", "strokes[0].transform[3]: " + message)
    add(f"drawing/compact-{name}.drawing.json", compact_drawing(f"[10, 20, {text}]"), "info", "strokes[0].points[0][2]: " + message)

add("drawing/ink-width-1e308.drawing.json", drawing(ink={"width": "1e308"}), "render", "strokes[0].ink.width: width must be positive and at most 10000, found 1e308")
add("drawing/ink-width-zero.drawing.json", drawing(ink={"width": "0"}), "render", "strokes[0].ink.width: width must be positive and at most 10000, found 0")
add("drawing/ink-width-negative.drawing.json", drawing(ink={"width": "-4"}), "convert", "strokes[0].ink.width: width must be positive and at most 10000, found -4")
add("drawing/ink-width-negative-zero.drawing.json", drawing(ink={"width": "-0"}), "render", "width must be positive and at most 10000, found -0")
add("drawing/point-x-1e308.drawing.json", drawing(point={"x": "1e308"}), "render", "strokes[0].points[0].x: x must be within ±10000000, found 1e308")
add("drawing/compact-y-minus-1e308.drawing.json", compact_drawing("[10, -1e308]"), "render", "strokes[0].points[0][1]: y must be within ±10000000, found -1e308")
add("drawing/pressure-1e308.drawing.json", drawing(point={"pressure": "1e308"}), "render", "pressure must be within 0…1, found 1e308")
add("drawing/canvas-1e308.drawing.json", drawing(canvas=("100", "1e308")), "render", "canvas.height: height must be positive and at most 10000000, found 1e308")
add("drawing/canvas-zero.drawing.json", drawing(canvas=("0", "0")), "render", "canvas.width: width must be positive and at most 10000000, found 0")
add("drawing/canvas-million-by-million.drawing.json", drawing(canvas=("1000000", "1000000")), "render",
    "the image would be 1000000×1000000 pixels (1000000 megapixels), over the limit of 100 megapixels; render at a smaller --scale or raise the limit with --max-megapixels")
add("drawing/canvas-million-by-million-pdf.drawing.json", drawing(canvas=("1000000", "1000000")), "render --format pdf",
    "each side of a PDF page must be 1 to 14400 points")
add("drawing/strokes-object.drawing.json", '{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "strokes": {}}\n',
    "render", "strokes: expected an array, found an object")
add("drawing/points-string.drawing.json", '{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "strokes": [{"points": "1,2"}]}\n',
    "render", 'strokes[0].points: expected an array, found "1,2"')
add("drawing/no-points.drawing.json", '{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "strokes": [{"points": []}]}\n',
    "render", "a stroke needs at least one point")
add("drawing/color-number.drawing.json", drawing(ink={"color": "255"}), "render", "strokes[0].ink.color: expected a string, found 255")
add("drawing/color-unknown.drawing.json", drawing(ink={"color": '"sparkly"'}), "render", '"sparkly" is not a color')
add("drawing/tool-unknown.drawing.json", drawing(ink={"tool": '"crayon"'}), "render", 'unknown tool "crayon"')
add("drawing/compact-five-numbers.drawing.json", compact_drawing("[1, 2, 3, 0.5, 9]"), "render", "a point array has at most four numbers")
add("drawing/compact-one-number.drawing.json", compact_drawing("[1]"), "render", "a point array needs at least x and y")
add("drawing/transform-five-numbers.drawing.json", drawing(transform="[1, 0, 0, 1, 0]"), "render", "a transform has six numbers")
add("drawing/mixed-times.drawing.json",
    '{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "strokes": [{"points": [[1, 2, 0], [3, 4]]}]}\n',
    "render", "give every point of a stroke a time, or none")
add("drawing/duplicate-width.drawing.json", drawing(ink={"width": "4, \"width\": 5"}), "render", 'strokes[0].ink: duplicate key "width"')
add("drawing/duplicate-format.drawing.json",
    '{"format": "scribble-drawing", "format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "strokes": []}\n',
    "render", 'duplicate key "format"')
add("drawing/unknown-format.drawing.json", '{"format": "scribble-sketch", "version": 1}\n', "render", 'unknown format "scribble-sketch"')
add("drawing/invalid-utf8-in-key.drawing.json",
    b'{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "str\xc0\xafokes": []}\n',
    "render", "invalid UTF-8")
add("drawing/lone-surrogate.drawing.json", drawing(ink={"color": '"\\ud800"'}), "render", "surrogate")
add("drawing/control-character.drawing.json", drawing(ink={"color": '"bl\u0001ack"'}), "render", "control character")
add("drawing/trailing-comma.drawing.json", drawing().replace('"t": 0.1}]', '"t": 0.1},]'), "render", "JSON allows no comma after the last element")
add("drawing/text-after-document.drawing.json", drawing() + "{}\n", "render", "expected the end of the document, found an object")
add("drawing/truncated-in-ink.drawing.json", drawing()[:140], "render", "unterminated string")
add("drawing/truncated-after-key.drawing.json", drawing()[:97], "convert", "the end of the file")
add("drawing/nul-bytes.drawing.json", b"\x00" * 64, "render", "expected an object, found the byte 0x0")

# ---------------------------------------------------------------- SVG

SVG_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 100 100">'


def svg(body, width="100", height="100"):
    return (SVG_HEAD % (width, height)) + "\n  " + body + "\n</svg>\n"


PATH = '<path d="M 10 10 L 90 90" stroke="black" stroke-width="2"/>'

add("svg/external-entity.svg",
    '<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>\n' + svg('<text>&xxe;</text>'),
    "render", "external")
add("svg/external-entity-in-attribute.svg",
    '<!DOCTYPE svg [ <!ENTITY xxe SYSTEM "https://example.com/x"> ]>\n' + svg('<path id="&xxe;" d="M0 0 L1 1" stroke="black"/>'),
    "convert", "external")
add("svg/billion-laughs.svg",
    '<?xml version="1.0"?>\n<!DOCTYPE svg [\n <!ENTITY lol "lol">\n'
    + "".join(' <!ENTITY lol%d "%s">\n' % (i, ("&lol%d;" % (i - 1) if i > 1 else "&lol;") * 10) for i in range(1, 10))
    + ']>\n' + svg('<text>&lol9;</text>'),
    "render", "entit")
add("svg/parameter-entity.svg", '<!DOCTYPE svg [ <!ENTITY % remote SYSTEM "http://example.com/x.dtd"> %remote; ]>\n' + svg(PATH),
    "render", "declares entities, which this reader refuses")
add("svg/undefined-entity.svg", '<!DOCTYPE svg SYSTEM "http://example.com/evil.dtd">\n' + svg('<path id="&xxe;" d="M0 0 L1 1" stroke="black"/>'),
    "render", "&xxe; is not defined")
add("svg/width-1e308.svg", svg(PATH, width="1e308"), "render", "and a canvas is at most 10000000 units on a side")
add("svg/width-zero.svg", svg(PATH, width="0"), "render", "the SVG's width is 0: it shows nothing")
add("svg/height-negative.svg", svg(PATH, height="-100"), "render", "the SVG's height is -100: it shows nothing")
add("svg/viewbox-zero.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 100">' + PATH + "</svg>\n", "render", "it shows nothing")
add("svg/million-by-million.svg", svg('<path d="M 10 10 L 90 90" stroke="black" stroke-width="0.1"/>', width="1000000", height="1000000"),
    "render", "over the limit of 100 megapixels")
add("svg/not-svg-root.svg", '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>\n', "render --from svg", "not an SVG document")
add("svg/mismatched-tags.svg", svg("<g><path d='M0 0 L1 1' stroke='black'></g></path>"), "render", "</g>")
add("svg/unclosed.svg", svg(PATH)[:-8], "render", "the document ends inside <svg>")
add("svg/truncated-in-attribute.svg", svg(PATH)[:120], "info", 'expected "=" after the attribute name stro, found the end of the document')
add("svg/duplicate-attribute.svg", svg('<path d="M0 0 L1 1" d="M2 2 L3 3" stroke="black"/>'), "render", "duplicate")
add("svg/invalid-utf8.svg", (SVG_HEAD % ("100", "100")).encode() + b'<text>\xff\xfe</text></svg>\n', "render", "invalid UTF-8 (the byte 0xFF)")
add("svg/utf16-bom.svg", b"\xff\xfe" + svg(PATH).encode("utf-16-le"), "render --from svg", "UTF-16")
add("svg/nan-in-path.svg", svg('<path d="M 10 10 L NaN 90" stroke="black"/>'), "render --strict", "path[d]: expected a number for the x of L")
add("svg/overflow-in-path.svg", svg('<path d="M 10 10 L 1e999 90" stroke="black"/>'), "render --strict", "too large a number")
add("svg/coordinates-1e308.svg", svg('<path d="M 10 10 L 1e308 90" stroke="black"/>'), "render --strict", "beyond ±10000000 units")
add("svg/transform-nan.svg", svg('<g transform="scale(NaN)">' + PATH + "</g>"), "convert --strict", "is not a transform list")
add("svg/stroke-width-negative.svg", svg('<path d="M0 0 L1 1" stroke="black" stroke-width="-5"/>'), "render --strict", "is not a stroke width")
add("svg/stroke-width-infinity.svg", svg('<path d="M0 0 L1 1" stroke="black" stroke-width="Infinity"/>'), "render --strict", "is not a stroke width")
add("svg/stroke-width-1e308.svg", svg('<path d="M0 0 L1 1" stroke="black" stroke-width="1e308"/>'), "render --strict", "the widest ink there is")
add("svg/circle-radius-nan.svg", svg('<circle cx="5" cy="5" r="NaN" stroke="black"/>'), "render --strict", "is not a length")
add("svg/polyline-nan.svg", svg('<polyline points="0 0 NaN 5" stroke="black"/>'), "render --strict", "expected a number")
add("svg/viewbox-infinity.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 Infinity 100">' + PATH + "</svg>\n", "render --strict", "is not four numbers")
add("svg/use-cycle.svg", svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'), "render --strict", "so drawing it would never end")
add("svg/external-use.svg", svg('<use href="file:///etc/passwd#x"/>'), "render --strict", "other files are never read")
add("svg/too-many-points-for-the-limit.svg", svg('<circle cx="50" cy="50" r="40" stroke="black"/>'), "render --max-points 10",
    "more than 10 points, the limit; --max-points raises it")
add("svg/too-deep-for-the-limit.svg", svg("<g><g><g>" + PATH + "</g></g></g>"), "info --max-depth 3", "elements nest more than 3 deep; --max-depth raises it")
add("svg/too-big-for-the-limit.svg", svg(PATH), "render --max-file-size 64", "more than the limit of 64; --max-file-size raises it")

# ---------------------------------------------------------------- InkML

INK = '<ink xmlns="http://www.w3.org/2003/InkML">\n  <trace>%s</trace>\n</ink>\n'
add("inkml/x-nan.inkml", INK % "10 10, NaN 40, 50 70", "render", "expected a number")
add("inkml/x-1e308.inkml", INK % "10 10, 1e308 40, 50 70", "render", "is farther than 10000000 canvas units from the origin")
add("inkml/x-overflow.inkml", INK % "10 10, 1e999 40, 50 70", "info", "trace[0].points[1].X: the number is too large for a double")
add("inkml/trace-letters.inkml", INK % "10 10, abc, 50 70", "render", "expected a number")
add("inkml/truncated.inkml", (INK % "10 10, 30 40, 50 70")[:70], "render", "the document ends inside <trace>")
add("inkml/wrong-root.inkml", '<ink xmlns="http://example.com/not-inkml"><trace>1 2, 3 4</trace></ink>\n', "render --from inkml", "not an InkML <ink>")
add("inkml/external-entity.inkml", '<!DOCTYPE ink [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>\n' + INK % "&x;", "render", "external")
add("inkml/billion-laughs.inkml",
    '<!DOCTYPE ink [\n <!ENTITY a "1 2, ">\n'
    + "".join(' <!ENTITY a%d "%s">\n' % (i, ("&a%d;" % (i - 1) if i > 1 else "&a;") * 10) for i in range(1, 10))
    + ']>\n' + INK % "&a9;",
    "render", "entit")
add("inkml/invalid-utf8.inkml", b'<ink xmlns="http://www.w3.org/2003/InkML"><trace>1 2, \xe2\x28\xa1 3</trace></ink>\n', "render", "invalid UTF-8 (the byte 0xE2)")
add("inkml/too-many-strokes-for-the-limit.inkml", INK % "1 2, 3 4</trace><trace>5 6, 7 8", "render --max-strokes 1", "more than 1 strokes, the limit; --max-strokes raises it")

# ---------------------------------------------------------------- Xournal++

def notebook(layer, page='width="200" height="100"', background='<background type="solid" color="#ffffffff" style="plain"/>'):
    return ('<?xml version="1.0" standalone="no"?>\n<xournal creator="Xournal++ 1.1.3" fileversion="4">\n'
            f'<page {page}>\n{background}\n<layer>\n{layer}\n</layer>\n</page>\n</xournal>\n')


def stroke(points="10 10 50 50", attributes='color="#000000ff" width="1.41"'):
    return f'<stroke tool="pen" {attributes}>{points}</stroke>'


def gz(text):
    """gzip as Xournal++ writes it, with no time in the header so that the corpus stays the same."""
    return gzip.compress(text.encode("utf-8") if isinstance(text, str) else text, mtime=0)


def zip_package(content, claimed_size=None, method=8, flags=0):
    """Xournal++'s ZIP package: mimetype (stored), META-INF/version and content.xml, with what a
    hostile file would lie about open to change: content.xml's size, method and flags."""
    entries = [("mimetype", b"application/xournal++", 0, None, 0), ("META-INF/version", b"current=1\nmin=1\n", 8, None, 0),
               ("content.xml", content, method, claimed_size, flags)]
    body, directory = b"", b""
    for name, data, entry_method, claimed, entry_flags in entries:
        packed = data
        if entry_method == 8:
            compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
            packed = compressor.compress(data) + compressor.flush()
        size = len(data) if claimed is None else claimed
        crc = zlib.crc32(data)
        raw = name.encode()
        header = struct.pack("<HHHHHIIIHH", 20, entry_flags, entry_method, 0, 0x21, crc, len(packed), size, len(raw), 0)
        directory += b"PK\x01\x02" + struct.pack("<H", 20) + header + struct.pack("<HHHII", 0, 0, 0, 0, len(body)) + raw
        body += b"PK\x03\x04" + header + raw + packed
    end = b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, len(entries), len(entries), len(directory), len(body), 0)
    return body + directory + end


GOOD = notebook(stroke())
# Just past the 16 MiB these bombs are read under (some 17 KB compressed).
SPACES = " " * (17 << 20)
add("xopp/truncated.xopp", gz(GOOD)[:-12], "render", "the gzip data is truncated")
add("xopp/gzip-bomb.xopp", gz(notebook(stroke("10 10 " + SPACES + "50 50"))), "render --max-file-size 16M",
    "the gzip data inflates to more than 16777216 bytes, the limit; --max-file-size raises it")
add("xopp/gzip-garbage-after-the-end.xopp", gz(GOOD) + b"PK junk", "info", "bytes after the end of the gzip data that are not another gzip member")
add("xopp/zip-bomb.xopp", zip_package(notebook(stroke("10 10 " + SPACES + "50 50")).encode()), "render --max-file-size 16M",
    "more than the limit of 16777216; --max-file-size raises it")
add("xopp/zip-bomb-lying-about-its-size.xopp", zip_package(notebook(stroke("10 10 " + " " * (1 << 20) + "50 50")).encode(), claimed_size=1000), "render",
    "inflates to more than the 1000 bytes the central directory says it holds")
add("xopp/zip-truncated.xopp", zip_package(GOOD.encode())[:-30], "info", "the ZIP archive has no end of central directory record")
add("xopp/zip-bzip2.xopp", zip_package(GOOD.encode(), method=12), "render", "is compressed with method 12 (bzip2); only stored and deflate entries are read")
add("xopp/zip-encrypted.xopp", zip_package(GOOD.encode(), flags=1), "render", "is encrypted, which this reader does not take")
add("xopp/not-well-formed.xopp", gz(GOOD.replace("</layer>", "")), "render", "expected </layer>")
add("xopp/wrong-root.xopp", gz('<svg xmlns="http://www.w3.org/2000/svg"/>'), "render --from xopp", "not a Xournal++ <xournal>")
add("xopp/x-nan.xopp", gz(notebook(stroke("10 10 nan 50"))), "render", "page[0].layer[0].stroke[0].points[1].x: \"nan\" is not a finite number")
add("xopp/y-infinity.xopp", gz(notebook(stroke("10 10 50 -inf"))), "info", "page[0].layer[0].stroke[0].points[1].y: \"-inf\" is not a finite number")
add("xopp/x-overflow.xopp", gz(notebook(stroke("10 10 1e999 50"))), "render", "\"1e999\" is too large for a number")
add("xopp/x-1e308.xopp", gz(notebook(stroke("10 10 1e308 50"))), "convert", "x must be within ±10000000, found 1e308")
add("xopp/points-letters.xopp", gz(notebook(stroke("10 10 abc 50"))), "render", "expected a number, found \"abc\"")
add("xopp/one-point.xopp", gz(notebook(stroke("10 10"))), "render", "a stroke needs two points or more")
add("xopp/width-nan.xopp", gz(notebook(stroke(attributes='color="#000000ff" width="NaN"'))), "render", "stroke[0].width[0]: \"NaN\" is not a finite number")
add("xopp/width-1e308.xopp", gz(notebook(stroke(attributes='color="#000000ff" width="1 1e308"'))), "render", "widths must be at most 10000, found 1e+308")
add("xopp/fill-infinity.xopp", gz(notebook(stroke(attributes='color="#000000ff" width="1" fill="inf"'))), "render", "stroke[0].fill: \"inf\" is not a finite number")
add("xopp/dash-nan.xopp", gz(notebook(stroke(attributes='color="#000000ff" width="1" style="cust: 1 nan"'))), "render", "\"nan\" is not a finite number")
add("xopp/colour.xopp", gz(notebook(stroke(attributes='color="#00000" width="1"'))), "render", "is not a colour")
add("xopp/page-width-nan.xopp", gz(notebook(stroke(), page='width="NaN" height="100"')), "render", "page[0].width: \"NaN\" is not a finite number")
add("xopp/page-height-zero.xopp", gz(notebook(stroke(), page='width="100" height="0"')), "render", "height must be positive and at most 10000000, found 0")
add("xopp/page-million-by-million.xopp", gz(notebook(stroke(), page='width="1000000" height="1000000"')), "render", "over the limit of 100 megapixels")
add("xopp/background-type.xopp", gz(notebook(stroke(), background='<background type="video"/>')), "render", "the background type \"video\" is not solid, pdf or pixmap")
add("xopp/external-entity.xopp", gz('<!DOCTYPE xournal [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>\n' + notebook(stroke("&x;"))), "render", "entit")
add("xopp/billion-laughs.xopp",
    gz('<!DOCTYPE xournal [\n <!ENTITY a "1 2 ">\n'
       + "".join(' <!ENTITY a%d "%s">\n' % (i, ("&a%d;" % (i - 1) if i > 1 else "&a;") * 10) for i in range(1, 10))
       + ']>\n' + notebook(stroke("&a9;"))),
    "render", "entit")
add("xopp/dashes-past-the-stroke-limit.xopp", gz(notebook(stroke("0 0 1000 0", 'color="#000000ff" width="1" style="dot"'))), "render --max-strokes 10",
    "more than 10 strokes, the limit (each dash counting as one); --max-strokes raises it")
add("xopp/too-many-points-for-the-limit.xopp", gz(notebook(stroke("0 0 1 1 2 2 3 3"))), "render --max-points 3", "more than 3 points, the limit; --max-points raises it")
add("xopp/too-deep-for-the-limit.xopp", gz(GOOD), "info --max-depth 3", "elements nest more than 3 deep; --max-depth raises it")

# ---------------------------------------------------------------- Excalidraw

def excalidraw(element=None, top=None):
    fields = {"id": '"a"', "type": '"freedraw"', "x": "100", "y": "100", "width": "60", "height": "30", "angle": "0",
              "strokeColor": '"#1e1e1e"', "strokeWidth": "2", "opacity": "100", "isDeleted": "false",
              "points": "[[0, 0], [15, 20], [30, 30]]", "pressures": "[0.3, 0.5, 0.8]", "simulatePressure": "false"}
    fields.update(element or {})
    body = ", ".join(f'"{k}": {v}' for k, v in fields.items())
    head = {"type": '"excalidraw"', "version": "2", "source": '"https://excalidraw.com"'}
    head.update(top or {})
    head_text = ", ".join(f'"{k}": {v}' for k, v in head.items())
    return '{%s,\n "elements": [{%s}],\n "appState": {}, "files": {}}\n' % (head_text, body)


for name, text in NON_FINITE.items():
    message = non_finite_message(text)
    add(f"excalidraw/x-{name}.excalidraw", excalidraw({"x": text}), "render", "elements[0].x: " + message)
    add(f"excalidraw/angle-{name}.excalidraw", excalidraw({"angle": text}), "render", "elements[0].angle: " + message)
    add(f"excalidraw/point-{name}.excalidraw", excalidraw({"points": f"[[0, 0], [15, {text}]]"}), "render", "elements[0].points[1][1]: " + message)
add("excalidraw/stroke-width-1e308.excalidraw", excalidraw({"strokeWidth": "1e308"}), "render", "strokeWidth must be positive")
add("excalidraw/stroke-width-negative.excalidraw", excalidraw({"strokeWidth": "-2"}), "render", "strokeWidth must be positive")
add("excalidraw/x-1e308.excalidraw", excalidraw({"x": "1e308"}), "render", "the coordinate must be within ±10000000, found 1e308")
add("excalidraw/elements-object.excalidraw",
    '{"type": "excalidraw", "version": 2, "source": "https://excalidraw.com", "elements": {}}\n', "render", "expected an array, found an object")
add("excalidraw/points-string.excalidraw", excalidraw({"points": '"0,0 1,1"'}), "render", "expected an array")
add("excalidraw/duplicate-type.excalidraw", excalidraw({"type": '"freedraw", "type": "freedraw"'}), "render", 'duplicate key "type"')
add("excalidraw/truncated.excalidraw", excalidraw()[:200], "render", "unterminated string")
add("excalidraw/truncated-in-points.excalidraw", excalidraw()[:290], "render", "the end of the file")
add("excalidraw/invalid-utf8.excalidraw", excalidraw({"strokeColor": '"#\xff"'}).encode("latin-1"), "render", "invalid UTF-8")
add("excalidraw/too-many-points-for-the-limit.excalidraw", excalidraw(), "render --max-points 2", "--max-points raises it")

# ---------------------------------------------------------------- tldraw

def tldraw(shape=None, point='{"x": 20, "y": 30, "z": 0.5}'):
    fields = {"id": '"shape:a"', "typeName": '"shape"', "type": '"draw"', "x": "10", "y": "20", "rotation": "0",
              "index": '"a1"', "parentId": '"page:one"'}
    fields.update(shape or {})
    fields["props"] = ('{"color": "black", "size": "m", "scale": 1, "segments": [{"type": "free", "points": '
                       '[{"x": 0, "y": 0, "z": 0.5}, %s]}]}' % point)
    body = ", ".join(f'"{k}": {v}' for k, v in fields.items())
    return ('{"tldrawFileFormatVersion": 1, "schema": {"schemaVersion": 2}, "records": [\n'
            ' {"id": "page:one", "typeName": "page", "name": "Page 1", "index": "a1"},\n {%s}]}\n' % body)


for name, text in NON_FINITE.items():
    message = non_finite_message(text)
    add(f"tldraw/x-{name}.tldr", tldraw({"x": text}), "render", "records[1].x: " + message)
    add(f"tldraw/rotation-{name}.tldr", tldraw({"rotation": text}), "render", "records[1].rotation: " + message)
    add(f"tldraw/point-{name}.tldr", tldraw(point='{"x": %s, "y": 30, "z": 0.5}' % text), "render", "points[1].x: " + message)
add("tldraw/x-1e308.tldr", tldraw({"x": "1e308"}), "render", "the coordinate must be within ±10000000, found 1e308")
add("tldraw/point-1e308.tldr", tldraw(point='{"x": 20, "y": -1e308, "z": 0.5}'), "render", "y must be within ±10000000, found -1e308")
add("tldraw/records-string.tldr", '{"tldrawFileFormatVersion": 1, "records": "none"}\n', "render", "expected an array")
add("tldraw/duplicate-id.tldr", tldraw({"id": '"shape:a", "id": "shape:b"'}), "render", 'duplicate key "id"')
add("tldraw/truncated.tldr", tldraw()[:180], "render", "the end of the file")
add("tldraw/too-deep-for-the-limit.tldr", tldraw(), "info --max-depth 3", "nest more than 3 deep; --max-depth raises it")

# ---------------------------------------------------------------- Quick, Draw!

def quickdraw(xs="[0, 10, 20]", ys="[0, 10, 20]", ts="[0, 5, 10]"):
    return '{"word": "cat", "countrycode": "GB", "recognized": true, "key_id": "1", "drawing": [[%s, %s, %s]]}\n' % (xs, ys, ts)


for name, text in NON_FINITE.items():
    message = non_finite_message(text)
    add(f"quickdraw/x-{name}.ndjson", quickdraw(xs=f"[0, {text}, 20]"), "render", "drawing[0][0][1]: " + message)
    add(f"quickdraw/t-{name}.ndjson", quickdraw(ts=f"[0, {text}, 10]"), "convert", "drawing[0][2][1]: " + message)
add("quickdraw/x-1e308.ndjson", quickdraw(xs="[0, 1e308, 20]"), "render", "a coordinate must be within ±10000000, found 1e308")
add("quickdraw/t-1e308.ndjson", quickdraw(ts="[0, 1e308, 10]"), "render", "a time must be within ±1000000000000 ms, found 1e308")
add("quickdraw/ragged.ndjson", quickdraw(ys="[0, 10]"), "render", "the stroke's arrays have different lengths (3, 2, 3)")
add("quickdraw/drawing-string.ndjson", '{"word": "cat", "drawing": "none"}\n', "render", "expected an array")
add("quickdraw/truncated.ndjson", quickdraw()[:60], "render", "unterminated string")
add("quickdraw/invalid-utf8.ndjson", b'{"word": "c\xffat", "drawing": [[[0, 1], [0, 1]]]}\n', "render", "invalid UTF-8")
add("quickdraw/record-too-big-for-the-limit.ndjson", quickdraw(), "render --max-file-size 32", "--max-file-size raises it")

# ---------------------------------------------------------------- cards and pictures

def png(width, height, body=b"", valid_crc=True):
    """A PNG: signature and IHDR for the size given, then `body` (whole chunks, or anything)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    crc = zlib.crc32(b"IHDR" + header) if valid_crc else 0
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(header)) + b"IHDR" + header + struct.pack(">I", crc) + body


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


GOOD_IMAGE = png(1, 1, chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00\xff")) + chunk(b"IEND", b""))

add("pictures/text-named-png.png", "this is not a picture\n", "attach", "not an image, a recording or a drawing")
add("pictures/jpeg-named-png.png", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"\x00" * 32, "attach", "the JPEG photo cannot be used: libjpeg-turbo failed")
add("pictures/signature-only.png", b"\x89PNG\r\n\x1a\n", "attach", "the PNG has no header (IHDR chunk)")
add("pictures/bad-header-crc.png", png(1, 1, chunk(b"IEND", b""), valid_crc=False), "attach", "the image data is damaged or cut short")
add("pictures/million-by-million.png", png(1000000, 1000000, chunk(b"IEND", b"")), "attach", "over the limit of 50 megapixels")
add("pictures/truncated-data.png", GOOD_IMAGE[:45], "attach", "the image data is damaged or cut short")
add("pictures/zero-width.png", png(0, 10, chunk(b"IEND", b"")), "attach", "the PNG header says the image is 0×10 pixels")

CARD = {
    "format": "scribble-card", "version": 1, "id": CARD_ID, "size": {"width": 1300, "height": 2000}, "background": "#ffffff",
    "elements": [{"id": ELEMENT_ID, "kind": "image",
                  "transform": {"offset": {"x": 0, "y": 0}, "size": {"width": 250, "height": 250}, "rotation": 0},
                  "image": {"file": ELEMENT_ID + ".png", "width": 1, "height": 1}}],
}


def card(change, command, expected, name, image=GOOD_IMAGE):
    document = json.loads(json.dumps(CARD))
    text = change(document) if change else json.dumps(document, indent=1)
    if not isinstance(text, str):
        text = json.dumps(document, indent=1)
    add(f"cards/{name}/card.json", text, command, expected)
    if image is not None:
        with open(os.path.join(ROOT, "cards", name, ELEMENT_ID + ".png"), "wb") as file:
            file.write(image)


def set_path(keys, value):
    def change(document):
        target = document
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
    return change


card(set_path(["elements", 0, "image", "file"], "../../etc/passwd"), "card-show", "leads out of the card's folder", "image-outside-folder")
card(set_path(["elements", 0, "image", "file"], "/etc/passwd"), "card-render", "is an absolute path", "image-absolute-path")
card(set_path(["version"], 9), "card-show", "version 9 is not supported", "unknown-version")
card(lambda d: json.dumps(d, indent=1)[:300], "card-show", "the end of the file", "truncated")
card(lambda d: json.dumps(d, indent=1).replace('"width": 1300', '"width": NaN'), "card-render", "expected a number, found 'NaN'", "size-nan")
card(lambda d: json.dumps(d, indent=1).replace('"x": 0', '"x": 1e999'), "card-show", "1e999 is too large", "offset-overflow")
card(set_path(["elements", 0, "transform", "offset", "x"], 1e308), "card-show", "an offset must be within ±100000", "offset-1e308")
card(set_path(["elements", 0, "transform", "size", "width"], -250), "card-show", "must be above 0", "width-negative")
card(set_path(["size", "height"], 0), "card-render", "must be above 0", "height-zero")
card(lambda d: json.dumps(d, indent=1).replace('"kind": "image"', '"kind": "image", "kind": "image"'), "card-show", 'duplicate key "kind"', "duplicate-key")
card(set_path(["elements"], {}), "card-show", "expected an array", "elements-object")
card(None, "card-render", "this is not a PNG image", "image-not-png", image=b"GIF89a not a png at all")
card(None, "card-render", "the image data is damaged or cut short", "image-truncated", image=GOOD_IMAGE[:40])
card(None, "card-render", "over the limit", "image-million-by-million", image=png(1000000, 1000000, chunk(b"IEND", b"")))

# ---------------------------------------------------------------- the manifest

HEADER = """\
# The hostile corpus: one input a line, as FILE | COMMAND | EXPECTED.
#
# FILE is relative to this folder (for card commands, a card's folder). COMMAND is render, convert,
# info, replay or attach (a picture or drawing attached to a new card), or card-show or card-render
# (the folder installed as a card of a new store), and may add options. EXPECTED is a fragment of
# the one line the tool must print on standard error; every input must also exit with status 1 and
# write nothing. tools/make-hostile-corpus.py writes this folder; HostileInputTests runs it.
"""


with open(os.path.join(ROOT, "manifest.txt"), "w", encoding="utf-8") as manifest:
    manifest.write(HEADER)
    for path, command, expected in entries:
        folder = path[:-len("/card.json")] if command.startswith("card-") else path
        manifest.write(f"{folder} | {command} | {expected}\n")
print(f"{len(entries)} hostile inputs in {os.path.relpath(ROOT)}")

#!/usr/bin/env python3
"""Draws with the engine's ink on Scribble's drawing page in headless Chromium.

    ink-on-canvas.py --chromium PATH --url ADDRESS --profile DIR --out DIR --scenario NAME

Opens ADDRESS (the one `scribble serve` printed, token and all) and plays one scenario:

  pen      a pen stroke (Input.dispatchMouseEvent, pointerType "pen", force, tilt), width 8
           set on the toolbar; screenshot pen.png once the stroke is saved.
  touch    the address with policy=pen, and a finger stroke (Input.dispatchTouchEvent), then a
           pen line from (600, 450) to (700, 450); screenshot touch.png once both are saved.
  reload   the pen stroke, then the page reloaded (screenshot reloaded.png once the saved drawing
           is drawn again), then a second pen stroke (screenshot second.png once saved).
  edit     the pen stroke and a straight one below it; the area eraser (toolbar) drawn down
           across the first; the lasso drawn around the second, which is then dragged by its
           inside (screenshot selected.png while it is selected); Ctrl+Z, then Ctrl+Shift+Z;
           screenshot edited.png. Prints the eraser's, the lasso's and the drag's paths too.
  replay   the pen stroke; the page's PNG export fetched into exported.png; the list of drawings
           opened (screenshot drawings.png) and the drawing's Replay link followed, at 4 times
           its pace (screenshot replayed.png once the replay has ended).

Prints, as JSON: the pen samples sent, the boxes of the page's own controls (to leave out of a
comparison of pixels), the device pixel ratio, and the page's address and counts at the end.
Needs websocket-client (PyPI); tools/test installs it. The browser is driven with the helpers of
draw-on-canvas.py.
"""

import base64
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import BODY, key, line, pen_path  # noqa: E402
import devtools  # noqa: E402


def pen_curve(tools, x0, y0):
    """A pen stroke along a gentle wave, pressure rising and falling, 40 samples."""
    sent = []
    count = 40
    for index in range(count):
        share = index / (count - 1)
        x = round(x0 + 360 * share, 2)
        y = round(y0 + 40 * math.sin(share * 2 * math.pi), 2)
        force = round(0.25 + 0.6 * math.sin(share * math.pi), 3)
        kind = "mousePressed" if index == 0 else "mouseMoved"
        tools.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=1, clickCount=1,
                   pointerType="pen", force=force, tiltX=20, tiltY=-10)
        sent.append({"x": x, "y": y, "pressure": force})
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0, clickCount=1,
               pointerType="pen", force=0, tiltX=20, tiltY=-10)
    return sent


def edits(tools):
    return tools.evaluate(f"Number({BODY}.scribbleEdits || 0)")


def edit_scenario(tools, out):
    """Draws, erases, lassos and drags as a person would; returns the paths, in canvas units."""
    set_width(tools, 8)
    pen_curve(tools, 150, 250)
    pen_path(tools, line((150, 450), (550, 450)))
    tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) >= 2")
    tools.evaluate("document.querySelector('[data-scribble-tool=\"eraser-area\"]').click()")
    eraser = pen_path(tools, line((330, 180), (330, 330)))
    tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) >= 3")
    tools.evaluate("document.querySelector('[data-scribble-tool=\"lasso\"]').click()")
    lasso = pen_path(tools, [(120, 420), (580, 420), (580, 490), (120, 490), (120, 421)])
    tools.wait_for(f"{BODY}.scribbleSelected === '1'")
    tools.screenshot(os.path.join(out, "selected.png"))
    before = edits(tools)
    drag = pen_path(tools, line((350, 450), (390, 480), 6))
    tools.wait_for(f"Number({BODY}.scribbleEdits || 0) > {before}")
    before = edits(tools)
    key(tools, "z", "KeyZ", 90, 2)
    tools.wait_for(f"Number({BODY}.scribbleEdits || 0) > {before}")
    before = edits(tools)
    key(tools, "Z", "KeyZ", 90, 2 | 8)
    tools.wait_for(f"Number({BODY}.scribbleEdits || 0) > {before}")
    time.sleep(0.3)
    tools.screenshot(os.path.join(out, "edited.png"))
    return {"eraser": eraser, "lasso": lasso, "drag": drag}


def replay_scenario(tools, out):
    """Exports, lists and replays the drawing just drawn."""
    exported = tools.call("Runtime.evaluate", expression=(
        "(async () => { const link = document.querySelector('[data-scribble-export=\"png\"]');"
        " const response = await fetch(link.href); const bytes = new Uint8Array(await response.arrayBuffer());"
        " let text = ''; for (const byte of bytes) text += String.fromCharCode(byte);"
        " return { type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'),"
        " data: btoa(text) }; })()"), awaitPromise=True, returnByValue=True)["result"]["value"]
    with open(os.path.join(out, "exported.png"), "wb") as file:
        file.write(base64.b64decode(exported["data"]))
    with open(os.path.join(out, "exported.json"), "w") as file:
        json.dump({"type": exported["type"], "disposition": exported["disposition"]}, file)
    tools.evaluate("document.querySelector('[data-scribble-drawings]').click()")
    tools.wait_across_navigation(f"Number({BODY}.scribbleListed || 0) >= 1 && [...document.images].every(i => i.complete)")
    tools.screenshot(os.path.join(out, "drawings.png"))
    tools.evaluate("location.href = document.querySelector('[data-scribble-replay]').href + '&speed=4'")
    tools.wait_across_navigation(f"{BODY}.scribbleReplayed === 'true'")
    tools.screenshot(os.path.join(out, "replayed.png"))


def wait_ready(tools):
    tools.wait_for(f"{BODY}.scribbleReady === 'true'")


def set_width(tools, width):
    tools.evaluate("(() => { const input = document.querySelector('[data-scribble-width]');"
                   f" input.value = '{width}'; input.dispatchEvent(new Event('change')); }})()")


def main():
    arguments = devtools.parse_arguments("out", more=lambda parser: parser.add_argument(
        "--scenario", required=True, choices=["pen", "touch", "reload", "edit", "replay"]))

    browser, address = devtools.start_browser(arguments.chromium, arguments.profile)
    try:
        tools = devtools.open_page(address, touch=True)
        url = arguments.url + ("&policy=pen" if arguments.scenario == "touch" else "")
        tools.call("Page.navigate", url=url)
        wait_ready(tools)
        sent = []
        paths = {}
        if arguments.scenario == "edit":
            paths = edit_scenario(tools, arguments.out)
        elif arguments.scenario == "touch":
            for index, (x, y) in enumerate([(150, 200), (250, 260), (350, 300), (450, 320)]):
                kind = "touchStart" if index == 0 else "touchMove"
                tools.call("Input.dispatchTouchEvent", type=kind,
                           touchPoints=[{"x": x, "y": y, "radiusX": 4, "radiusY": 4, "force": 0.5, "id": 0}])
            tools.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
            # Nothing is saved until something is drawn: a pen stroke away from the touch's
            # path is, and its save brings the touch's events with it.
            pen_path(tools, line((600, 450), (700, 450)))
            tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) >= 1")
            tools.screenshot(os.path.join(arguments.out, "touch.png"))
        else:
            set_width(tools, 8)
            sent = pen_curve(tools, 150, 250)
            tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) >= 1")
            tools.screenshot(os.path.join(arguments.out, "pen.png"))
            if arguments.scenario == "replay":
                replay_scenario(tools, arguments.out)
            if arguments.scenario == "reload":
                tools.call("Page.reload")
                time.sleep(0.2)
                wait_ready(tools)
                tools.wait_for(f"Number({BODY}.scribbleDrawn || 0) >= 1")
                tools.screenshot(os.path.join(arguments.out, "reloaded.png"))
                pen_curve(tools, 150, 420)
                tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) >= 2")
                tools.screenshot(os.path.join(arguments.out, "second.png"))
        boxes = tools.evaluate(
            "[...document.querySelectorAll('.chrome')].filter(e => e.getClientRects().length > 0).map(e => {"
            " const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })")
        page = tools.evaluate(
            "({ address: location.href, scale: window.devicePixelRatio, drawn: Number(document.body.dataset.scribbleDrawn || 0),"
            " width: document.querySelector('[data-scribble-canvas]').clientWidth,"
            " height: document.querySelector('[data-scribble-canvas]').clientHeight,"
            " status: document.querySelector('[data-scribble-status]').textContent })")
        json.dump({"sent": sent, "boxes": boxes, "page": page, "paths": paths or None}, sys.stdout)
    finally:
        browser.kill()
        browser.wait()


if __name__ == "__main__":
    main()

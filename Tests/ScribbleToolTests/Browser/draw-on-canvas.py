#!/usr/bin/env python3
"""Draws on Scribble's drawing page in headless Chromium, through the DevTools Protocol.

    draw-on-canvas.py --chromium PATH --url ADDRESS --profile DIR [--screenshot PNG]

Opens ADDRESS (the one `scribble serve` printed, token and all) with policy=any, waits for the page's
WebSocket to be ready, then draws three strokes: a pen with pressure and tilt
(Input.dispatchMouseEvent with pointerType "pen", force, tiltX, tiltY), a finger
(Input.dispatchTouchEvent) and a mouse. It waits until the server says it has saved every
sample, and prints, as JSON, the samples it sent, in order: what the recording must hold.
Needs websocket-client (PyPI); tools/test installs it.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devtools  # noqa: E402


def pen_stroke(tools):
    """A pen stroke: pressure rising, leaning to the right and toward the viewer."""
    points = [(100.25, 120.5, 0.2, 10, -5), (130.5, 140.75, 0.35, 15, -5), (160.75, 150.25, 0.5, 20, 0),
              (190.5, 170.5, 0.65, 25, 5), (220.25, 180.75, 0.8, 30, 10)]
    sent = []
    for index, (x, y, force, tilt_x, tilt_y) in enumerate(points):
        kind = "mousePressed" if index == 0 else "mouseMoved"
        tools.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=1, clickCount=1,
                   pointerType="pen", force=force, tiltX=tilt_x, tiltY=tilt_y)
        sent.append({"device": "pen", "phase": "down" if index == 0 else "move", "x": x, "y": y, "pressure": force,
                     "tiltX": tilt_x, "tiltY": tilt_y})
    x, y = points[-1][:2]
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0, clickCount=1,
               pointerType="pen", force=0, tiltX=30, tiltY=10)
    sent.append({"device": "pen", "phase": "up", "x": x, "y": y, "pressure": 0, "tiltX": 30, "tiltY": 10})
    return sent


def touch_stroke(tools):
    """A finger stroke, each contact 20 by 20."""
    points = [(300.5, 300.25, 0.4), (320.75, 310.5, 0.5), (340.25, 330.75, 0.6), (360.5, 340.25, 0.7)]
    sent = []
    for index, (x, y, force) in enumerate(points):
        kind = "touchStart" if index == 0 else "touchMove"
        tools.call("Input.dispatchTouchEvent", type=kind,
                   touchPoints=[{"x": x, "y": y, "radiusX": 10, "radiusY": 10, "force": force, "id": 0}])
        sent.append({"device": "finger", "phase": "down" if index == 0 else "move", "x": x, "y": y, "pressure": force})
    tools.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    x, y = points[-1][:2]
    sent.append({"device": "finger", "phase": "up", "x": x, "y": y, "pressure": 0})
    return sent


def mouse_stroke(tools):
    """A mouse stroke. The DevTools Protocol's mouse events carry no force, so the pressure the
    browser reports for them is not a thing to check (None)."""
    points = [(500, 100), (520, 120), (540, 150)]
    sent = []
    for index, (x, y) in enumerate(points):
        kind = "mousePressed" if index == 0 else "mouseMoved"
        tools.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=1, clickCount=1)
        sent.append({"device": "mouse", "phase": "down" if index == 0 else "move", "x": x, "y": y, "pressure": None})
    x, y = points[-1]
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0, clickCount=1)
    sent.append({"device": "mouse", "phase": "up", "x": x, "y": y, "pressure": None})
    return sent


def main():
    arguments = devtools.parse_arguments(
        more=lambda parser: parser.add_argument("--screenshot", help="also save the page, after drawing, as this PNG"))

    browser, address = devtools.start_browser(arguments.chromium, arguments.profile)
    try:
        tools = devtools.open_page(address, touch=True)
        # Policy `any`, so that every device draws where it is sent: under the default (`auto`),
        # a finger after a pen moves the view (pen mode) rather than drawing.
        tools.call("Page.navigate", url=arguments.url + ("&" if "?" in arguments.url else "?") + "policy=any")
        tools.wait_for("document.body.dataset.scribbleReady === 'true'")
        sent = []
        for stroke in (pen_stroke, touch_stroke, mouse_stroke):
            sent += stroke(tools)
            # Each stroke is saved when it ends; wait for it, so that strokes never overlap.
            tools.wait_for(f"Number(document.body.dataset.scribbleSaved || 0) >= {len(sent)}")
        page = {
            "canvas": tools.evaluate("(() => { const c = document.querySelector('[data-scribble-canvas]');"
                                     " return [c.clientWidth, c.clientHeight, getComputedStyle(c).touchAction]; })()"),
            "address": tools.evaluate("location.href"),
        }
        if arguments.screenshot:
            import base64
            with open(arguments.screenshot, "wb") as f:
                f.write(base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"]))
        json.dump({"sent": sent, "page": page}, sys.stdout)
    finally:
        browser.kill()
        browser.wait()


if __name__ == "__main__":
    main()

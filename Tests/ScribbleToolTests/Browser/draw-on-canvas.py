#!/usr/bin/env python3
"""Draws on Scribble's drawing page in headless Chromium, through the DevTools Protocol.

    draw-on-canvas.py --chromium PATH --url ADDRESS --profile DIR [--screenshot PNG]

Opens ADDRESS (the one `scribble serve` printed, token and all), waits for the page's
WebSocket to be ready, then draws three strokes: a pen with pressure and tilt
(Input.dispatchMouseEvent with pointerType "pen", force, tiltX, tiltY), a finger
(Input.dispatchTouchEvent) and a mouse. It waits until the server says it has saved every
sample, and prints, as JSON, the samples it sent, in order: what the recording must hold.
Needs websocket-client (PyPI); tools/test installs it.
"""

import argparse
import json
import os
import subprocess
import sys
import time

import websocket


class DevTools:
    """One page of a browser, driven over the browser's DevTools WebSocket."""

    def __init__(self, address):
        self.socket = websocket.create_connection(address, suppress_origin=True, timeout=30)
        self.next_id = 0
        self.session = None

    def call(self, method, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if self.session:
            message["sessionId"] = self.session
        self.socket.send(json.dumps(message))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def wait_for(self, expression, seconds=15):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {expression}: status {self.evaluate(STATUS)!r}")


STATUS = "document.querySelector('[data-scribble-status]').textContent"


def start_browser(chromium, profile):
    process = subprocess.Popen(
        [chromium, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--mute-audio",
         "--disable-extensions", "--hide-scrollbars", f"--user-data-dir={profile}",
         "--remote-debugging-port=0", "--window-size=800,600", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.time() + 30
    while time.time() < deadline:
        if os.path.exists(port_file):
            lines = open(port_file).read().split()
            if len(lines) >= 2:
                return process, f"ws://127.0.0.1:{lines[0]}{lines[1]}"
        if process.poll() is not None:
            break
        time.sleep(0.05)
    process.kill()
    raise RuntimeError("Chromium did not open its DevTools port")


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
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--url", required=True)
    parser.add_argument("--profile", required=True)
    parser.add_argument("--screenshot", help="also save the page, after drawing, as this PNG")
    arguments = parser.parse_args()

    browser, address = start_browser(arguments.chromium, arguments.profile)
    try:
        tools = DevTools(address)
        target = tools.call("Target.createTarget", url="about:blank")["targetId"]
        tools.session = tools.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        tools.call("Page.navigate", url=arguments.url)
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

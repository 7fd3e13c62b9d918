"""Driving a page of headless Chromium over the DevTools Protocol: the plumbing every browser
test of Scribble's pages shares (starting the browser, one page's session, evaluating, waiting,
and input as a person gives it: pen, finger, mouse, keys, dropped files).

    import devtools
    browser, tools = devtools.open_browser(chromium, profile, width=1280, height=800)
    tools.navigate(url, "document.body.dataset.scribbleReady === 'true'")
    devtools.pen_path(tools, devtools.line((100, 100), (300, 200)))

Needs websocket-client (PyPI); tools/test installs it.
"""

import argparse
import base64
import json
import os
import subprocess
import time

import websocket

BODY = "document.body.dataset"
STATUS = "(document.querySelector('[data-scribble-status]') || {}).textContent"

# Input.dispatchKeyEvent's modifier bits.
ALT, CTRL, META, SHIFT = 1, 2, 4, 8


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

    def evaluate_async(self, expression):
        """Evaluates an expression that gives a promise, and returns what the promise gives."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result.get("result", {}).get("value")

    def wait_for(self, expression, seconds=15):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {expression}: status {self.evaluate(STATUS)!r}")

    def wait_across_navigation(self, expression, seconds=15):
        """wait_for, across a navigation under way (which fails the evaluations made during it)."""
        deadline = time.time() + seconds
        while True:
            try:
                return self.wait_for(expression, seconds=max(1, deadline - time.time()))
            except RuntimeError as error:
                if "navigated" not in str(error) and "context" not in str(error) or time.time() > deadline:
                    raise
                time.sleep(0.1)

    def navigate(self, url, ready):
        """Opens `url` and waits until `ready` (an expression) holds on the new page."""
        self.call("Page.navigate", url=url)
        return self.wait_across_navigation(ready)

    def screenshot(self, path):
        with open(path, "wb") as file:
            file.write(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))


def parse_arguments(*options, more=None):
    """The command line of a page script: --chromium, --url and --profile, then each of `options`,
    all required; `more(parser)` adds any other."""
    parser = argparse.ArgumentParser()
    for name in ("chromium", "url", "profile") + options:
        parser.add_argument("--" + name, required=True)
    if more:
        more(parser)
    return parser.parse_args()


def start_browser(chromium, profile, width=800, height=600):
    """Starts headless Chromium with its own profile; returns the process and its DevTools address."""
    process = subprocess.Popen(
        [chromium, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--mute-audio",
         "--disable-extensions", "--hide-scrollbars", f"--user-data-dir={profile}",
         "--remote-debugging-port=0", f"--window-size={width},{height}", "about:blank"],
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


def open_page(address, touch=True):
    """A new blank page of the browser at `address`, attached, with touch emulation if asked."""
    tools = DevTools(address)
    target = tools.call("Target.createTarget", url="about:blank")["targetId"]
    tools.session = tools.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
    if touch:
        tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
    return tools


def open_address(address, url, width, height):
    """A new page of the browser at `address`, `width` × `height` CSS pixels, with `url` (the
    server's printed address, which sets the token's cookie) loaded in it."""
    tools = open_page(address, touch=False)
    tools.call("Page.enable")
    tools.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)
    tools.call("Page.navigate", url=url)
    tools.wait_for("document.readyState === 'complete'")
    return tools


def line(start, end, count=12):
    """`count` points evenly from `start` to `end`, rounded to hundredths."""
    return [(round(start[0] + (end[0] - start[0]) * i / (count - 1), 2), round(start[1] + (end[1] - start[1]) * i / (count - 1), 2))
            for i in range(count)]


def pen_path(tools, points, force=0.5):
    """A pen contact through `points`, at a steady pressure; returns the points."""
    for index, (x, y) in enumerate(points):
        kind = "mousePressed" if index == 0 else "mouseMoved"
        tools.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=1, clickCount=1,
                   pointerType="pen", force=force)
    x, y = points[-1]
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0, clickCount=1,
               pointerType="pen", force=0)
    return points


def touch_path(tools, points, force=0.5, identifier=0):
    """One finger through `points`, each contact 20 by 20."""
    for index, (x, y) in enumerate(points):
        kind = "touchStart" if index == 0 else "touchMove"
        tools.call("Input.dispatchTouchEvent", type=kind,
                   touchPoints=[{"x": x, "y": y, "radiusX": 10, "radiusY": 10, "force": force, "id": identifier}])
    tools.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    return points


def mouse(tools, kind, x, y, buttons=1, modifiers=0, button="left"):
    tools.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button=button, buttons=buttons, clickCount=1, pointerType="mouse", modifiers=modifiers)


def drag(tools, start, end, steps=8, modifiers=0):
    """A mouse drag with the left button from `start` to `end`."""
    mouse(tools, "mouseMoved", *start, buttons=0)
    mouse(tools, "mousePressed", *start, modifiers=modifiers)
    for step in range(1, steps + 1):
        t = step / steps
        mouse(tools, "mouseMoved", start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t, modifiers=modifiers)
    mouse(tools, "mouseReleased", *end, buttons=0, modifiers=modifiers)


def center(tools, selector):
    """The centre of the element `selector` names, in CSS pixels of the viewport."""
    return tools.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
                          " return [r.left + r.width / 2, r.top + r.height / 2]; })()")


def click(tools, selector):
    """A mouse click in the middle of the element `selector` names, as a person clicks."""
    x, y = center(tools, selector)
    mouse(tools, "mouseMoved", x, y, buttons=0)
    mouse(tools, "mousePressed", x, y)
    mouse(tools, "mouseReleased", x, y, buttons=0)


def key(tools, name, code, virtual, modifiers=0):
    """A key pressed and released (`name` as KeyboardEvent.key, `code` as .code)."""
    for kind in ("rawKeyDown", "keyUp"):
        tools.call("Input.dispatchKeyEvent", type=kind, key=name, code=code, windowsVirtualKeyCode=virtual, modifiers=modifiers)
    if len(name) == 1 and not modifiers & (CTRL | META | ALT):
        tools.call("Input.dispatchKeyEvent", type="char", text=name, key=name, code=code, modifiers=modifiers)


def drop(tools, paths, x, y, link=None):
    """Files (or a link) dragged from outside and dropped at x, y."""
    items = [{"mimeType": "text/uri-list", "data": link}] if link else []
    data = {"items": items, "files": paths, "dragOperationsMask": 1}
    for kind in ("dragEnter", "dragOver", "drop"):
        tools.call("Input.dispatchDragEvent", type=kind, x=x, y=y, data=data)

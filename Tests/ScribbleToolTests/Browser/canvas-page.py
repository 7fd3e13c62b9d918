#!/usr/bin/env python3
"""Uses Scribble's drawing page as a person would, at a phone's, a tablet's and a desktop's size,
in headless Chromium over the DevTools Protocol, and prints what it measured as JSON.

    canvas-page.py --chromium PATH --url ADDRESS --profile DIR --out DIR --server-pid PID

At 390×844 and 820×1180 (touch, coarse pointer) and 1280×800 (mouse), on a new drawing: the
toolbar's box and rows, every control's name, size and text contrast, and the accessibility tree.
At the desktop size: the undo and redo states on load, after a stroke, after undoing all and after
a reload; how soon the status says "Saved"; every key of the shortcuts dialog, once; the view
moved by the wheel, Ctrl+wheel, Space+drag, the middle button and the zoom keys, measured on the
canvas's own pixels; the page at 200% (zoom.png) for a comparison with `scribble render --scale
2`. At the phone size: a pen, then a finger (auto policy), and a palm down before the pen; two
fingers spread. Last, the server is killed (PID) and the status watched. Needs websocket-client.
"""

import json
import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import canvas_page  # noqa: E402
import devtools  # noqa: E402
from devtools import BODY, CTRL, SHIFT, key, line, mouse, pen_path, touch_path  # noqa: E402

STATUS = "document.querySelector('[data-scribble-status]').textContent"
STROKES = f"Number({BODY}.scribbleDrawn || 0)"


def fresh(tools, url, width, height, touch):
    canvas_page.set_size(tools, width, height, touch)
    tools.navigate(url, canvas_page.READY)
    tools.wait_for(f"{BODY}.scribbleDrawing !== undefined")


def states(tools):
    """Undo and redo from the accessibility tree: whether each is disabled ({"undo": True} when
    there is nothing to undo)."""
    nodes = canvas_page.ax_nodes(tools)
    found = {}
    for node in nodes:
        if node["role"] == "button" and node["name"] in ("Undo", "Redo"):
            found[node["name"].lower()] = node["disabled"]
    return found


def wait_saves(tools, count):
    tools.wait_for(f"Number({BODY}.scribbleSaves || 0) >= {count}")


def layout(tools, name, width, height):
    rows = canvas_page.toolbar_rows(tools)
    nodes = [n for n in canvas_page.ax_nodes(tools) if not n["ignored"]]
    return {"size": [width, height], "toolbar": rows, "controls": canvas_page.controls(tools),
            "ax": [n for n in nodes if n["role"] in ("toolbar", "button", "menuitem", "combobox", "slider", "status",
                                                    "ColorWell", "image", "img", "canvas", "Canvas")],
            "hint": tools.evaluate("!document.querySelector('[data-scribble-hint]').hidden"),
            "zoom": tools.evaluate("document.querySelector('[data-scribble-zoom]').textContent"),
            "viewport": tools.evaluate("document.querySelector('meta[name=viewport]').content")}


def desktop(tools, url, out, found):
    fresh(tools, url, 1280, 800, False)
    found["history"] = {"load": states(tools)}
    found["hintBefore"] = tools.evaluate("!document.querySelector('[data-scribble-hint]').hidden")
    # The keyboard's focus is seen: Tab to the first tool; Escape closes the menu, back on its button.
    key(tools, "Tab", "Tab", 9)
    found["focus"] = tools.evaluate("(() => { const e = document.activeElement, s = getComputedStyle(e);"
                                    " return { name: e.getAttribute('aria-label') || '', outline: s.outlineStyle,"
                                    " width: parseFloat(s.outlineWidth) }; })()")
    devtools.click(tools, "[data-scribble-menu]")
    found["menu"] = {"opened": [n["name"] for n in canvas_page.ax_nodes(tools) if n["role"] == "menuitem" and not n["ignored"]]}
    key(tools, "Escape", "Escape", 27)
    found["menu"]["closed"] = tools.evaluate("document.querySelector('[data-scribble-menu-panel]').hidden"
                                             " && document.activeElement.dataset.scribbleMenu !== undefined")
    tools.evaluate("document.activeElement.blur()")

    # A stroke, 8 wide: how soon "Saved" shows.
    tools.evaluate("(() => { const input = document.querySelector('[data-scribble-width]');"
                   " input.value = '8'; input.dispatchEvent(new Event('change')); })()")
    points = line((200, 300), (500, 360), 16)
    for index, (x, y) in enumerate(points):
        mouse(tools, "mousePressed" if index == 0 else "mouseMoved", x, y)
    released = time.time()
    mouse(tools, "mouseReleased", *points[-1], buttons=0)
    tools.wait_for(f"{STATUS} === 'Saved'", seconds=5)
    found["savedAfter"] = time.time() - released
    found["statusRole"] = tools.evaluate("document.querySelector('[data-scribble-status]').getAttribute('role')")
    found["hintAfter"] = tools.evaluate("!document.querySelector('[data-scribble-hint]').hidden")
    found["history"]["stroke"] = states(tools)
    wait_saves(tools, 1)

    # Each shortcut of the dialog, once.
    shortcuts = {}
    tools.call("Input.dispatchKeyEvent", type="keyDown", key="?", code="Slash", windowsVirtualKeyCode=191, modifiers=SHIFT, text="?")
    tools.call("Input.dispatchKeyEvent", type="keyUp", key="?", code="Slash", windowsVirtualKeyCode=191, modifiers=SHIFT)
    shortcuts["?"] = tools.evaluate("document.querySelector('dialog').open")
    found["dialog"] = {"names": [n["name"] for n in canvas_page.ax_nodes(tools) if n["role"] == "dialog"],
                       "keys": tools.evaluate("[...document.querySelectorAll('[data-scribble-shortcut-list] tr')].map(r => r.cells[0].textContent)")}
    key(tools, "Escape", "Escape", 27)
    tools.wait_for("!document.querySelector('dialog').open")
    tools_in_order = tools.evaluate("[...document.querySelectorAll('[data-scribble-tool]')].map(b => [b.dataset.scribbleTool, b.dataset.key])")
    pressed = "(document.querySelector('[data-scribble-tool][aria-pressed=true]') || {}).dataset.scribbleTool"
    for index, (tool, letter) in enumerate(tools_in_order):
        other = tools_in_order[(index + 1) % len(tools_in_order)][0]
        tools.evaluate(f"document.querySelector('[data-scribble-tool=\"{other}\"]').click()")
        key(tools, letter.lower(), f"Key{letter}", ord(letter))
        by_letter = tools.evaluate(pressed)
        tools.evaluate(f"document.querySelector('[data-scribble-tool=\"{other}\"]').click()")
        digit = str(index + 1)
        key(tools, digit, f"Digit{digit}", ord(digit))
        shortcuts[letter] = by_letter == tool
        shortcuts[digit] = tools.evaluate(pressed) == tool
    # No key acts while a field has the focus.
    tools.evaluate("document.querySelector('[data-scribble-tool=\"pen\"]').click()")
    devtools.click(tools, "[data-scribble-more]")
    tools.evaluate("document.querySelector('[data-scribble-smoothing]').focus()")
    key(tools, "e", "KeyE", 69)
    found["keyInField"] = {"focused": tools.evaluate("document.activeElement.dataset.scribbleSmoothing !== undefined"),
                           "tool": tools.evaluate(pressed)}
    tools.evaluate("document.activeElement.blur()")
    devtools.click(tools, "[data-scribble-more]")
    tools.evaluate("document.activeElement.blur()")

    def count_saves():
        return tools.evaluate(f"Number({BODY}.scribbleSaves || 0)")

    before = count_saves()
    key(tools, "z", "KeyZ", 90, CTRL)
    wait_saves(tools, before + 1)
    shortcuts["Ctrl+Z"] = tools.evaluate(STROKES) == 0
    found["history"]["undoneAll"] = states(tools)
    found["hintUndone"] = tools.evaluate("!document.querySelector('[data-scribble-hint]').hidden")
    before = count_saves()
    key(tools, "Z", "KeyZ", 90, CTRL | SHIFT)
    wait_saves(tools, before + 1)
    shortcuts["Ctrl+Shift+Z"] = tools.evaluate(STROKES) == 1
    before = count_saves()
    key(tools, "z", "KeyZ", 90, CTRL)
    wait_saves(tools, before + 1)
    before = count_saves()
    key(tools, "y", "KeyY", 89, CTRL)
    wait_saves(tools, before + 1)
    shortcuts["Ctrl+Y"] = tools.evaluate(STROKES) == 1
    # Delete: the lasso round the stroke, then the key.
    key(tools, "l", "KeyL", 76)
    # The lasso drawn as one drag.
    path = [(150, 250), (550, 250), (550, 420), (150, 420), (150, 251)]
    for index, (x, y) in enumerate(path):
        mouse(tools, "mousePressed" if index == 0 else "mouseMoved", x, y)
    mouse(tools, "mouseReleased", *path[-1], buttons=0)
    tools.wait_for(f"{BODY}.scribbleSelected === '1'")
    before = count_saves()
    key(tools, "Delete", "Delete", 46)
    wait_saves(tools, before + 1)
    shortcuts["Delete"] = tools.evaluate(STROKES) == 0
    before = count_saves()
    key(tools, "z", "KeyZ", 90, CTRL)
    wait_saves(tools, before + 1)
    key(tools, "p", "KeyP", 80)

    # The view, measured on the canvas's pixels.
    camera = {}
    tools.wait_for(f"{STROKES} === 1")
    start = canvas_page.ink_box(tools)
    camera["start"] = start
    canvas_page.wheel(tools, 640, 400, dy=120)
    tools.wait_for(f"{BODY}.scribbleView === '1 0 -120'", seconds=3)
    camera["wheel"] = canvas_page.ink_box(tools)
    tools.call("Input.dispatchKeyEvent", type="keyDown", key=" ", code="Space", windowsVirtualKeyCode=32, text=" ")
    devtools.drag(tools, (700, 500), (800, 550), 6)
    tools.call("Input.dispatchKeyEvent", type="keyUp", key=" ", code="Space", windowsVirtualKeyCode=32)
    camera["space"] = canvas_page.ink_box(tools)
    mouse(tools, "mouseMoved", 700, 500, buttons=0)
    mouse(tools, "mousePressed", 700, 500, buttons=4, button="middle")
    mouse(tools, "mouseMoved", 660, 480, buttons=4, button="middle")
    mouse(tools, "mouseReleased", 660, 480, buttons=0, button="middle")
    camera["middle"] = canvas_page.ink_box(tools)
    camera["strokesAfterPans"] = tools.evaluate(STROKES)
    # Ctrl+wheel about a point of the ink.
    box = canvas_page.ink_box(tools)
    cursor = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    camera["cursor"] = cursor
    camera["beforeZoom"] = box
    canvas_page.wheel(tools, cursor[0], cursor[1], dy=-100, modifiers=CTRL)
    time.sleep(0.4)
    camera["ctrlWheel"] = canvas_page.ink_box(tools)
    camera["zoomText"] = tools.evaluate("document.querySelector('[data-scribble-zoom]').textContent")
    key(tools, "0", "Digit0", 48, SHIFT)
    camera["shift0"] = tools.evaluate("document.querySelector('[data-scribble-zoom]').textContent")
    key(tools, "=", "Equal", 187, CTRL)
    camera["ctrlEqual"] = tools.evaluate("document.querySelector('[data-scribble-zoom]').textContent")
    key(tools, "-", "Minus", 189, CTRL)
    key(tools, "-", "Minus", 189, CTRL)
    camera["ctrlMinus"] = tools.evaluate("document.querySelector('[data-scribble-zoom]').textContent")
    canvas_page.wheel(tools, 640, 400, dy=4000)
    time.sleep(0.1)
    camera["backShown"] = tools.evaluate("!document.querySelector('[data-scribble-back]').hidden")
    key(tools, "!", "Digit1", 49, SHIFT)
    fitted = canvas_page.ink_box(tools)
    camera["fit"] = fitted
    camera["backAfterFit"] = tools.evaluate("!document.querySelector('[data-scribble-back]').hidden")
    found["camera"] = camera
    shortcuts["Shift+0"] = camera["shift0"] == "100%"
    shortcuts["Ctrl+="] = camera["ctrlEqual"] == "125%"
    shortcuts["Ctrl+−"] = camera["ctrlMinus"] == "80%"
    shortcuts["Shift+1"] = fitted is not None and fitted[0] > 0 and fitted[2] < 1280
    found["shortcuts"] = shortcuts
    found["undoSteps"] = tools.evaluate(f"{BODY}.scribbleSaves")

    # The page at 200%, for `render --scale 2` of the saved drawing, once the server's outlines
    # for that resolution have come.
    outlined = tools.evaluate(f"Number({BODY}.scribbleOutlined || 0)")
    tools.evaluate("camera.set(2, 0, 0)")
    tools.wait_for(f"Number({BODY}.scribbleOutlined || 0) > {outlined}", seconds=5)
    time.sleep(0.2)
    tools.screenshot(os.path.join(out, "zoom.png"))
    found["zoomBoxes"] = canvas_page.chrome_boxes(tools)
    found["zoomResolution"] = tools.evaluate("ink.resolution")

    # A reload: the states come from the server's history, as they were.
    found["history"]["beforeReload"] = states(tools)
    tools.evaluate("window.scribbleBeforeReload = true")
    tools.call("Page.reload")
    tools.wait_across_navigation(f"!window.scribbleBeforeReload && {canvas_page.READY}")
    found["history"]["reload"] = states(tools)


def phone(tools, url, found):
    fresh(tools, url, 390, 844, True)
    pen = {}
    pen["shownBefore"] = tools.evaluate("!document.querySelector('[data-scribble-pen-mode]').hidden")
    pen_path(tools, line((80, 300), (300, 340), 10))
    down = time.time()
    tools.wait_for("!document.querySelector('[data-scribble-pen-mode]').hidden", seconds=2)
    pen["shownAfter"] = time.time() - down
    tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) >= 1")
    pen["control"] = [n for n in canvas_page.ax_nodes(tools) if n["name"] == "Pen mode"]
    view_before = canvas_page.view(tools)
    touch_path(tools, line((100, 500), (250, 600), 8))
    time.sleep(0.5)
    pen["strokesAfterTouch"] = tools.evaluate(STROKES)
    pen["viewMoved"] = [a - b for a, b in zip(canvas_page.view(tools), view_before)]
    pen["hint"] = tools.evaluate("!document.querySelector('[data-scribble-pen-hint]').hidden")
    # Pen mode turned off: a finger draws again (policy "anything").
    devtools.click(tools, "[data-scribble-pen-mode]")
    pen["offPressed"] = tools.evaluate("document.querySelector('[data-scribble-pen-mode]').getAttribute('aria-pressed')")
    pen["offPolicy"] = tools.evaluate("document.querySelector('[data-scribble-policy]').value")
    strokes = tools.evaluate(f"Number({BODY}.scribbleStrokes || 0)")
    touch_path(tools, line((100, 500), (250, 600), 8))
    tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) > {strokes}", seconds=5)
    pen["offStrokes"] = tools.evaluate(STROKES)
    # Reloaded, the drawing's pen is known from the start (the server says so): the control shows,
    # as it was left.
    tools.evaluate("window.scribbleBeforeReload = true")
    tools.call("Page.reload")
    tools.wait_across_navigation(f"!window.scribbleBeforeReload && {canvas_page.READY}")
    pen["reloaded"] = tools.evaluate("(() => { const b = document.querySelector('[data-scribble-pen-mode]');"
                                     " return { shown: !b.hidden, pressed: b.getAttribute('aria-pressed') }; })()")
    found["pen"] = pen

    # A palm down before the pen, on a new drawing: the pen's stroke only. First, before any
    # pen, a finger's touch the browser cancels ends its stroke, keeping nothing.
    fresh(tools, url.split("&drawing=")[0], 390, 844, True)
    for kind, y in (("touchStart", 600), ("touchMove", 630), ("touchMove", 660)):
        tools.call("Input.dispatchTouchEvent", type=kind, touchPoints=[{"x": 100, "y": y, "radiusX": 5, "radiusY": 5, "id": 3}])
    drawing_before = tools.evaluate("ink.drawing.size")
    tools.call("Input.dispatchTouchEvent", type="touchCancel", touchPoints=[])
    tools.wait_for("ink.drawing.size === 0", seconds=3)
    found["cancelled"] = {"drawingBefore": drawing_before, "strokes": tools.evaluate(STROKES)}
    palm = {}
    tools.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": 200, "y": 600, "radiusX": 20, "radiusY": 20, "id": 7}])
    tools.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": 210, "y": 620, "radiusX": 20, "radiusY": 20, "id": 7}])
    pen_path(tools, line((60, 250), (300, 260), 8))
    tools.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": 230, "y": 650, "radiusX": 20, "radiusY": 20, "id": 7}])
    tools.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) >= 1")
    time.sleep(0.5)
    palm["strokes"] = tools.evaluate(STROKES)
    palm["saved"] = tools.evaluate(f"Number({BODY}.scribbleStrokes || 0)")
    found["palm"] = palm

    # Two fingers spread from 100 to 200 px apart: 200%.
    before = canvas_page.view(tools)
    canvas_page.two_fingers(tools, [(150, 450), (250, 450)], [(100, 450), (300, 450)])
    after = canvas_page.view(tools)
    found["pinch"] = {"before": before, "after": after, "strokes": tools.evaluate(STROKES)}
    # Two fingers moved together pan by as much.
    before = canvas_page.view(tools)
    canvas_page.two_fingers(tools, [(150, 450), (250, 450)], [(190, 390), (290, 390)])
    found["twoFingerPan"] = [a - b for a, b in zip(canvas_page.view(tools), before)]

    # Ink drawn left of the canvas (the view moved right): the export frames the ink, not the canvas.
    framed_before = tools.evaluate("document.querySelector('[data-scribble-export=\"png\"]').href")
    tools.evaluate("camera.set(1, 300, 0)")
    strokes = tools.evaluate(f"Number({BODY}.scribbleStrokes || 0)")
    pen_path(tools, line((40, 700), (200, 720), 8))
    tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) > {strokes}")
    found["export"] = tools.evaluate_async(
        "(async () => { const link = document.querySelector('[data-scribble-export=\"png\"]');"
        " const response = await fetch(link.href); const bytes = new Uint8Array(await response.arrayBuffer());"
        " const view = new DataView(bytes.buffer);"
        " return { href: link.href, status: response.status, width: view.getUint32(16), height: view.getUint32(20) }; })()")
    found["export"]["before"] = framed_before

    # The connection dropped while the server runs: the page says so, connects again to the same
    # drawing, says "Saved" once more, and what is drawn next is saved in that drawing.
    drawing = tools.evaluate(f"{BODY}.scribbleDrawing")
    strokes = tools.evaluate(f"Number({BODY}.scribbleStrokes || 0)")
    tools.evaluate("socket.close()")
    dropped = time.time()
    tools.wait_for(f"{STATUS} === 'Not saved — reconnecting'", seconds=3)
    seen = time.time() - dropped
    tools.wait_for(f"{STATUS} === 'Saved'", seconds=5)
    back = time.time() - dropped
    pen_path(tools, line((60, 780), (300, 790), 8))
    tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) > {strokes}")
    found["dropped"] = {"seen": seen, "back": back, "same": tools.evaluate(f"{BODY}.scribbleDrawing") == drawing,
                        "strokes": tools.evaluate(f"Number({BODY}.scribbleStrokes || 0)") - strokes}


def main():
    arguments = devtools.parse_arguments(
        "out", more=lambda parser: parser.add_argument("--server-pid", type=int, required=True))

    browser, address = devtools.start_browser(arguments.chromium, arguments.profile)
    found = {"sizes": {}}
    try:
        tools = devtools.open_page(address, touch=False)
        tools.call("Accessibility.enable")
        for name, width, height, touch in canvas_page.SIZES:
            fresh(tools, arguments.url, width, height, touch)
            found["sizes"][name] = layout(tools, name, width, height)
        # Dark mode, from the system: legible controls, the canvas shown inverted.
        tools.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"},
                                                            {"name": "pointer", "value": "fine"}])
        found["dark"] = {"controls": canvas_page.controls(tools),
                         "filter": tools.evaluate("getComputedStyle(document.querySelector('[data-scribble-canvas]')).filter"),
                         "background": tools.evaluate("getComputedStyle(document.body).backgroundColor")}
        desktop(tools, arguments.url, arguments.out, found)
        phone(tools, arguments.url, found)

        # The server gone quiet (stopped, its connections open, as when a network drops): the
        # page's heartbeat finds it out within three seconds; when it answers again the page is
        # back on the same drawing, and what is drawn next is saved.
        drawing = tools.evaluate(f"{BODY}.scribbleDrawing")
        strokes = tools.evaluate(f"Number({BODY}.scribbleStrokes || 0)")
        os.kill(arguments.server_pid, signal.SIGSTOP)
        stopped = time.time()
        try:
            tools.wait_for(f"{STATUS} === 'Not saved — reconnecting'", seconds=6)
            quiet = {"after": time.time() - stopped, "status": tools.evaluate(STATUS)}
        finally:
            os.kill(arguments.server_pid, signal.SIGCONT)
        tools.wait_for(f"{STATUS} === 'Saved'", seconds=8)
        pen_path(tools, line((60, 500), (300, 520), 8))
        tools.wait_for(f"Number({BODY}.scribbleStrokes || 0) > {strokes}")
        quiet["same"] = tools.evaluate(f"{BODY}.scribbleDrawing") == drawing
        found["quiet"] = quiet

        # The server lost: the status says so within three seconds.
        os.kill(arguments.server_pid, signal.SIGKILL)
        killed = time.time()
        tools.wait_for(f"{STATUS} === 'Not saved — reconnecting'", seconds=6)
        found["lost"] = {"after": time.time() - killed, "status": tools.evaluate(STATUS)}
        json.dump(found, sys.stdout)
    finally:
        browser.kill()
        browser.wait()


if __name__ == "__main__":
    main()

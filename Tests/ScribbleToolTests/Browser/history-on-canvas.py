#!/usr/bin/env python3
"""Edits a drawing on Scribble's drawing page in headless Chromium, across reloads, and keeps a
copy of the store's files after every edit.

    history-on-canvas.py --chromium PATH --url ADDRESS --profile DIR --store STORE --out DIR

First opens the page and leaves it (to a blank page), and notes the files the store holds then.
Then opens it again and, with a pen dispatched through the DevTools Protocol
(Input.dispatchMouseEvent, pointerType "pen"), draws three strokes, takes one away with the
stroke eraser, selects one with the lasso and drags it, undoes twice and redoes once; reloads
the page (which reopens the drawing its address names), undoes; reloads again, redoes. After
each step it waits for the server's `saved`, or after a reload for the drawing shown, and copies
the drawing and the recording into OUT as STEP.drawing.json and STEP.events.json. It prints, as
JSON, the files the store held after the first visit, the drawing's id, whether undo and redo
are offered on the fresh page, and each step's name, strokes on screen, strokes the `saved`
message counted and whether undo and redo are offered. Needs websocket-client (PyPI).
"""

import json
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import BODY, click, line, pen_path  # noqa: E402
import devtools  # noqa: E402


def saves(tools):
    return tools.evaluate(f"Number({BODY}.scribbleSaves || 0)")


def saved_after(tools, action):
    """Does `action` and waits for the save it causes to end."""
    before = saves(tools)
    action()
    tools.wait_for(f"Number({BODY}.scribbleSaves || 0) > {before}")


def open_page(tools, url):
    """Opens `url` and waits until the server has sent the drawing and the page has drawn it."""
    tools.call("Page.navigate", url=url)
    deadline = time.time() + 15
    while True:
        try:
            return tools.wait_for(f"{BODY}.scribbleReady === 'true' && {BODY}.scribbleDrawing", seconds=max(1, deadline - time.time()))
        except RuntimeError as error:
            if time.time() > deadline or ("navigated" not in str(error) and "context" not in str(error)):
                raise
            time.sleep(0.1)


def reload(tools):
    """Reloads the page and waits until the new one shows the drawing."""
    tools.evaluate("window.scribbleBeforeReload = true")
    tools.call("Page.reload")
    deadline = time.time() + 15
    while True:
        try:
            return tools.wait_for(f"!window.scribbleBeforeReload && {BODY}.scribbleReady === 'true'", seconds=max(1, deadline - time.time()))
        except RuntimeError as error:
            if time.time() > deadline or ("navigated" not in str(error) and "context" not in str(error)):
                raise
            time.sleep(0.1)


def buttons(tools):
    """Whether undo and redo are offered, and what the undo button says."""
    return tools.evaluate("(() => { const undo = document.querySelector('[data-scribble-undo]'),"
                          " redo = document.querySelector('[data-scribble-redo]');"
                          " return { undo: !undo.disabled, redo: !redo.disabled, undoTitle: undo.title }; })()")


def listing(store):
    found = []
    for folder, _, names in os.walk(store):
        found += [os.path.relpath(os.path.join(folder, name), store) for name in names]
    return sorted(found)


def main():
    arguments = devtools.parse_arguments("store", "out")

    browser, address = devtools.start_browser(arguments.chromium, arguments.profile)
    try:
        tools = devtools.open_page(address, touch=False)

        # Opened and left: nothing is written.
        open_page(tools, arguments.url)
        tools.call("Page.navigate", url="about:blank")
        time.sleep(1)
        after_visit = listing(arguments.store)

        drawing = open_page(tools, arguments.url)
        fresh = buttons(tools)
        recordings = os.path.join(arguments.store, "recordings")
        steps = []

        def step(name):
            for kind in ("drawing", "events"):
                shutil.copyfile(os.path.join(recordings, f"{drawing}.{kind}.json"), os.path.join(arguments.out, f"{name}.{kind}.json"))
            steps.append({
                "name": name,
                "screen": tools.evaluate(f"Number({BODY}.scribbleDrawn || 0)"),
                "saved": tools.evaluate(f"Number({BODY}.scribbleStrokes || -1)"),
                "buttons": buttons(tools),
            })

        for y in (250, 320, 390):
            saved_after(tools, lambda: pen_path(tools, line((150, y), (450, y))))
        step("stroke")
        click(tools, '[data-scribble-tool="eraser-stroke"]')
        saved_after(tools, lambda: pen_path(tools, line((300, 300), (300, 340), 6)))
        step("erase")
        click(tools, '[data-scribble-tool="lasso"]')
        saved_after(tools, lambda: pen_path(tools, [(120, 370), (480, 370), (480, 410), (120, 410), (120, 371)]))
        tools.wait_for(f"{BODY}.scribbleSelected === '1'")
        saved_after(tools, lambda: pen_path(tools, line((300, 390), (330, 450), 6)))
        step("move")
        saved_after(tools, lambda: click(tools, "[data-scribble-undo]"))
        step("undo-move")
        saved_after(tools, lambda: click(tools, "[data-scribble-undo]"))
        step("undo-erase")
        saved_after(tools, lambda: click(tools, "[data-scribble-redo]"))
        step("redo-erase")

        # Reopened by its address, then reloaded.
        open_page(tools, f"{arguments.url}&drawing={drawing}" if "?" in arguments.url else f"{arguments.url}?drawing={drawing}")
        step("reopen")
        saved_after(tools, lambda: click(tools, "[data-scribble-undo]"))
        step("undo-after-reopen")
        reload(tools)
        step("reload")
        saved_after(tools, lambda: click(tools, "[data-scribble-redo]"))
        step("redo-after-reload")

        json.dump({"afterVisit": after_visit, "drawing": drawing, "fresh": fresh, "steps": steps}, sys.stdout)
    finally:
        browser.kill()
        browser.wait()


if __name__ == "__main__":
    main()

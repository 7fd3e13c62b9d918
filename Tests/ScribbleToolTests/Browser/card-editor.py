#!/usr/bin/env python3
"""The card editor and the drawings list as a person uses them, at a phone's and a desktop's size.

    card-editor.py --chromium PATH --url ADDRESS --profile DIR --files DIR --out DIR

Opens ADDRESS (the one `scribble serve` printed, token and all), and:

  1. at 1280×800 with a mouse, on the drawings list (the store holds drawings): renames the
     first in place (its Rename button, a title typed, Enter), starts renaming the second and
     leaves with Escape, deletes the third and brings it back with Undo, deletes the second for
     good; reloads and notes the titles and ids listed; measures the page (names, sizes,
     contrast); screenshot drawings.png;
  2. makes a card, opens its editor, drops dot.png on it; measures the header (rows, height),
     the controls and the text; Tabs to the element; moves it with the arrow keys (three steps
     right, one Shift step down); types its place, size and angle into the number fields;
     notes the card.json after each, the status, and the accessibility tree; drops an
     Excalidraw library of three drawings, notes the picker offered and picks the second;
     screenshots picker-1280.png and editor-1280.png;
  3. at 820×1180 with touch, measures the header (editor-820.png); at 390×844 with touch: measures the header again, with More open and closed (screenshots
     editor-390.png, editor-390-more.png); draws with a finger on the card in place and
     cancels (drawing-390.png).

Prints, as JSON, what it noted. Needs websocket-client (PyPI).
"""

import json
import os
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import BODY, SHIFT, click, drop, key  # noqa: E402
import card_page  # noqa: E402
import devtools  # noqa: E402

STATUS = "document.querySelector('[role=status]').textContent"


def listed(tools):
    """The drawings list as shown: [id, title, the thumbnail's text] of each item."""
    return tools.evaluate("[...document.querySelectorAll('[data-drawing-id]')].map(i => [i.dataset.drawingId,"
                          " i.querySelector('[data-scribble-title]').textContent, i.querySelector('img').alt])")


def open_list(tools, origin):
    tools.navigate(origin + "/drawings.html", f"{BODY}.scribbleListed !== undefined")
    tools.wait_for("[...document.images].every(i => i.complete)")


def drawings_list(tools, origin, out):
    open_list(tools, origin)
    noted = {"before": listed(tools)}
    first, second, third = (entry[0] for entry in noted["before"][:3])
    click(tools, f"[data-drawing-id='{first}'] [data-scribble-rename-drawing]")
    tools.wait_for("document.activeElement.dataset.scribbleTitleInput !== undefined")
    tools.call("Input.insertText", text="Harbour at dawn")
    key(tools, "Enter", "Enter", 13)
    tools.wait_for(f"document.querySelector(\"[data-drawing-id='{first}'] [data-scribble-title]\")"
                   f" && document.querySelector(\"[data-drawing-id='{first}'] [data-scribble-title]\").textContent === 'Harbour at dawn'")
    noted["renamedStatus"] = tools.evaluate(STATUS)
    click(tools, f"[data-drawing-id='{second}'] [data-scribble-rename-drawing]")
    tools.wait_for("document.activeElement.dataset.scribbleTitleInput !== undefined")
    tools.call("Input.insertText", text="Not kept")
    key(tools, "Escape", "Escape", 27)
    tools.wait_for(f"!!document.querySelector(\"[data-drawing-id='{second}'] [data-scribble-title]\")")
    noted["escaped"] = listed(tools)
    click(tools, f"[data-drawing-id='{third}'] [data-scribble-remove-drawing]")
    tools.wait_for(f"!document.querySelector(\"[data-drawing-id='{third}']\")")
    noted["deletedStatus"] = tools.evaluate(STATUS)
    click(tools, "[data-scribble-undo-remove]")
    tools.wait_for(f"!!document.querySelector(\"[data-drawing-id='{third}']\")")
    click(tools, f"[data-drawing-id='{second}'] [data-scribble-remove-drawing]")
    tools.wait_for(f"!document.querySelector(\"[data-drawing-id='{second}']\")")
    noted["deleted"] = second
    open_list(tools, origin)
    noted["reloaded"] = listed(tools)
    noted["measured"] = card_page.measure(tools, header="header", scope="body *")
    noted["names"] = card_page.accessible_names(tools, roles=("button", "link", "image", "img", "status", "list", "listitem"))
    tools.screenshot(os.path.join(out, "drawings.png"))
    return noted


def editor(tools, origin, files, out):
    card = tools.evaluate_async("fetch('/api/cards/new?title=Keys', { method: 'POST' }).then(r => r.json()).then(c => c.id)")
    tools.navigate(f"{origin}/cards/{card}", f"{BODY}.scribbleReady === '1'")
    card_page.settle(tools)
    size = card_page.card_json(tools, card)["size"]
    x, y = card_page.client_point(tools, size, (size["width"] / 2, size["height"] / 2))
    drop(tools, [files("dot.png")], round(x), round(y))
    tools.wait_for("document.querySelectorAll('[data-element-id]').length === 1")
    card_page.settle(tools)
    noted = {"card": card, "size": size, "dropped": card_page.card_json(tools, card), "droppedStatus": tools.evaluate(STATUS)}
    element = noted["dropped"]["elements"][0]["id"]
    tools.evaluate("document.activeElement && document.activeElement.blur()")
    tools.evaluate("document.querySelector('[data-scribble-cards-link]').focus()")
    noted["tabs"] = card_page.focus_path(tools, key, limit=25)
    tools.wait_for(f"document.activeElement.dataset.elementId === '{element}'")
    noted["focusedName"] = tools.evaluate("document.activeElement.alt")
    for _ in range(3):
        key(tools, "ArrowRight", "ArrowRight", 39)
    key(tools, "ArrowDown", "ArrowDown", 40, modifiers=SHIFT)
    tools.wait_for(f"{STATUS} === 'moved'")
    card_page.settle(tools)
    noted["arrowed"] = card_page.card_json(tools, card)
    noted["undoDepth"] = tools.evaluate("document.querySelector('[data-scribble-undo]').disabled")
    fields = {}
    for name, value in [("x", 400), ("y", 500), ("width", 300), ("rotation", 30)]:
        tools.evaluate(f"document.querySelector('[data-scribble-field={name}]').focus()")
        tools.evaluate(f"document.querySelector('[data-scribble-field={name}]').select()")
        tools.call("Input.insertText", text=str(value))
        key(tools, "Enter", "Enter", 13)
        card_page.settle(tools)
        fields[name] = {"card": card_page.card_json(tools, card), "status": tools.evaluate(STATUS)}
    noted["fields"] = fields
    noted["stillHere"] = tools.evaluate("location.pathname")

    # A library of three drawings dropped on the card offers them; the second one picked is added.
    count = card_page.element_count(tools)
    drop(tools, [files("shapes.excalidrawlib")], round(x), round(y))
    tools.wait_for(f"{BODY}.scribblePicking === '3'")
    tools.wait_for("[...document.querySelectorAll('[data-scribble-pick-item] canvas')].every(c => c.dataset.scribblePainted !== undefined)")
    noted["picker"] = {
        "names": card_page.accessible_names(tools, roles=("dialog", "button", "heading")),
        "thumbnails": tools.evaluate("[...document.querySelectorAll('[data-scribble-pick-item] canvas')].map(c => [c.width, c.height])"),
        "focused": tools.evaluate("document.activeElement.getAttribute('aria-label')"),
    }
    tools.screenshot(os.path.join(out, "picker-1280.png"))
    click(tools, "[data-scribble-pick-item='2']")
    tools.wait_for(f"document.querySelectorAll('[data-element-id]').length === {count + 1}")
    card_page.settle(tools)
    noted["picked"] = {"card": card_page.card_json(tools, card), "status": tools.evaluate(STATUS)}
    tools.evaluate(f"document.querySelector('[data-element-id=\"{element}\"]').focus()")
    noted["names"] = card_page.accessible_names(tools)
    noted["wide"] = card_page.measure(tools, header="[data-scribble-header]")
    tools.screenshot(os.path.join(out, "editor-1280.png"))

    tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
    tools.call("Emulation.setEmitTouchEventsForMouse", enabled=True, configuration="mobile")
    tools.call("Emulation.setDeviceMetricsOverride", width=820, height=1180, deviceScaleFactor=1, mobile=True)
    tools.navigate(f"{origin}/cards/{card}", f"{BODY}.scribbleReady === '1'")
    tools.wait_for("document.documentElement.clientWidth === 820")
    noted["tablet"] = card_page.measure(tools, header="[data-scribble-header]")
    tools.screenshot(os.path.join(out, "editor-820.png"))
    tools.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
    tools.navigate(f"{origin}/cards/{card}", f"{BODY}.scribbleReady === '1'")
    card_page.settle(tools)
    tools.wait_for("document.documentElement.clientWidth === 390")
    noted["coarse"] = tools.evaluate("matchMedia('(pointer: coarse)').matches")
    noted["narrow"] = card_page.measure(tools, header="[data-scribble-header]")
    tools.screenshot(os.path.join(out, "editor-390.png"))
    tools.evaluate("document.querySelector('[data-scribble-more]').click()")
    noted["narrowOpen"] = card_page.measure(tools, header="[data-scribble-header]")
    tools.screenshot(os.path.join(out, "editor-390-more.png"))
    key(tools, "Escape", "Escape", 27)

    # Drawing in place with a finger, then Cancel: nothing added, the drawing begun put away.
    count = card_page.element_count(tools)
    tools.evaluate("document.querySelector('[data-scribble-draw]').click()")
    tools.wait_for(f"{BODY}.scribbleDrawReady === '1'")
    left, top, width, height = card_page.surface_box(tools)
    devtools.touch_path(tools, devtools.line((left + width * 0.2, top + height * 0.6), (left + width * 0.8, top + height * 0.65)))
    tools.wait_for(f"{BODY}.scribbleDrawStrokes === '1'")
    noted["drawing"] = {
        "names": card_page.accessible_names(tools, roles=("toolbar", "button", "ColorWell", "canvas")),
        "measured": card_page.measure(tools, header="[data-scribble-draw-bar]"),
        "page": tools.evaluate("location.pathname"),
        "frames": tools.evaluate("document.querySelectorAll('iframe').length"),
        "resting": tools.evaluate("document.querySelector('[data-scribble-undo]').closest('[inert]') !== null"),
    }
    tools.screenshot(os.path.join(out, "drawing-390.png"))
    drawings_before = tools.evaluate_async("fetch('/api/drawings').then(r => r.json()).then(d => d.drawings.length)")
    click(tools, "[data-scribble-draw-cancel]")
    tools.wait_for("!document.querySelector('[data-scribble-draw-canvas]')")
    time.sleep(0.3)
    noted["cancelled"] = {
        "elements": card_page.element_count(tools) - count,
        "drawings": tools.evaluate_async("fetch('/api/drawings').then(r => r.json()).then(d => d.drawings.length)") - drawings_before,
        "status": tools.evaluate(STATUS),
    }
    return noted


def lists_on_a_phone(tools, origin, out):
    """The drawings and cards lists at 390 with touch: their controls and text measured."""
    measured = {}
    for name, ready in [("drawings", f"{BODY}.scribbleListed !== undefined"), ("cards", f"{BODY}.scribbleListed !== undefined")]:
        tools.navigate(f"{origin}/{name}.html", ready)
        tools.wait_for("[...document.images].every(i => i.complete)")
        measured[name] = card_page.measure(tools, header="header")
        tools.screenshot(os.path.join(out, f"{name}-390.png"))
    return measured


def main():
    arguments = devtools.parse_arguments("files", "out")
    files = lambda name: os.path.abspath(os.path.join(arguments.files, name))
    origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(arguments.url))

    browser, address = devtools.start_browser(arguments.chromium, arguments.profile)
    try:
        tools = devtools.open_address(address, arguments.url, 1280, 800)
        noted = {"drawings": drawings_list(tools, origin, arguments.out)}
        noted["editor"] = editor(tools, origin, files, arguments.out)
        noted["phone"] = lists_on_a_phone(tools, origin, arguments.out)
        json.dump(noted, sys.stdout)
    finally:
        browser.kill()
        browser.wait()


if __name__ == "__main__":
    main()

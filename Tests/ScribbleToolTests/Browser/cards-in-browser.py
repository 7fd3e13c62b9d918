#!/usr/bin/env python3
"""Makes and arranges a card on Scribble's cards pages in headless Chromium.

    cards-in-browser.py --chromium PATH --url ADDRESS --profile DIR --files DIR --out DIR

Opens ADDRESS (the one `scribble serve` printed, token and all), then the cards page, and:

  1. makes a new card with its button, which opens the card's editor;
  2. at two window sizes, drops dot.png and photo.jpg from FILES on the card
     (Input.dispatchDragEvent with files) at known points of the card, then sun.svg and
     hello.drawing.json together, then an element's picture by its address, as from another page;
  3. picks two files through the Add button's file input (DOM.setFileInputFiles), and pastes
     paste.png (the page's paste handler given a clipboard holding the file);
  4. pinches the pasted image with two fingers (Input.dispatchTouchEvent), spreading them to
     twice their distance and turning them by 30°; drags the first dropped element by its inside, then its bottom-right handle, then its
     turning handle to the right of its centre; Ctrl+Z, then Ctrl+Shift+Z; sends it to the back
     with the Back button; takes a screenshot of the editor (editor.png);
  5. draws a pen stroke on the card (the Draw button lays a canvas over it, in the editor's own
     page; Done makes the drawing an element); deselects and takes a screenshot of the card alone (card.png);
  6. fetches the PNG, SVG and PDF the render links give; drops each of the BAD files one at a time and notes the message shown;
  7. opens the cards page (screenshot cards.png), deletes the card with its button, then brings it back with Undo.

Prints, as JSON: the card's id, its size, the drops (files, point in card units, window, the
elements they became), the
card.json after each arranging step, the screenshot's CSS pixels per card unit, the messages
of the bad files with the card's element count before and after each, and the cards page's
counts. Needs websocket-client (PyPI); the browser is driven with draw-on-canvas.py's helpers.
"""

import base64
import json
import math
import os
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from card_page import card_json, client_point, element_count, settle, surface_box  # noqa: E402
from devtools import BODY, click, drag, drop, key, mouse  # noqa: E402
import devtools  # noqa: E402

BAD = ["notes.txt", "truncated.jpg", "bomb.png", "entity.svg"]


def drop_files(tools, card, size, names, point, window, files, link=None):
    """Drops files (or a link) on the card at a point in card units; returns what the card then
    holds of them."""
    before = element_count(tools)
    count = len(names) or 1
    # Pointer positions reach a page in whole CSS pixels, so the drop is at the pixel nearest the
    # point, and the point it stands for is that pixel's place on the card.
    x, y = (round(value) for value in client_point(tools, size, point))
    left, top, width, _ = surface_box(tools)
    point = ((x - left) * size["width"] / width, (y - top) * size["width"] / width)
    drop(tools, [files(name) for name in names], x, y, link)
    tools.wait_for(f"document.querySelectorAll('[data-element-id]').length === {before + count}")
    settle(tools)
    elements = card_json(tools, card)["elements"][-count:]
    return {"files": names or [link], "point": point, "window": window, "elements": elements}


def handle_point(tools, name):
    return tools.evaluate(f"(() => {{ const r = document.querySelector('[data-handle={name}]').getBoundingClientRect();"
                          " return [r.left + r.width / 2, r.top + r.height / 2]; })()")


def main():
    arguments = devtools.parse_arguments("files", "out")
    files = lambda name: os.path.abspath(os.path.join(arguments.files, name))
    origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(arguments.url))

    browser, address = devtools.start_browser(arguments.chromium, arguments.profile)
    try:
        # The printed address sets the token's cookie; the cards page is then one click away.
        tools = devtools.open_address(address, arguments.url, 800, 600)
        tools.call("Page.navigate", url=origin + "/cards.html")
        tools.wait_for(f"{BODY}.scribbleListed !== undefined")
        click(tools, "[data-scribble-new-card]")
        tools.wait_for(f"location.pathname.startsWith('/cards/') && {BODY}.scribbleReady === '1'")
        settle(tools)
        card = tools.evaluate("document.querySelector('[data-card-id]').dataset.cardId")
        size = card_json(tools, card)["size"]

        drops = []
        for window, points in [((800, 600), [(300, 500), (900, 1400)]), ((1280, 960), [(1000, 300), (200, 1700)])]:
            tools.call("Emulation.setDeviceMetricsOverride", width=window[0], height=window[1], deviceScaleFactor=1, mobile=False)
            tools.wait_for(f"Math.abs(document.querySelector('[data-scribble-stage]').clientWidth - {window[0]}) < 2")
            time.sleep(0.2)
            for name, point in zip(["dot.png", "photo.jpg"], points):
                drops.append(drop_files(tools, card, size, [name], point, window, files))
        # Two documents at once land side by side around the point.
        drops.append(drop_files(tools, card, size, ["sun.svg", "hello.drawing.json"], (650, 1000), window, files))
        # A picture dragged from another of the server's pages comes as its address.
        first_picture = drops[0]["elements"][0]["id"]
        drops.append(drop_files(tools, card, size, [], (650, 400), window, files,
                                link=f"{origin}/api/cards/image?card={card}&element={first_picture}"))

        before = element_count(tools)
        document = tools.call("DOM.getDocument")["root"]["nodeId"]
        picker = tools.call("DOM.querySelector", nodeId=document, selector="[data-scribble-file-input]")["nodeId"]
        tools.call("DOM.setFileInputFiles", files=[files("dot.png"), files("photo.jpg")], nodeId=picker)
        tools.wait_for(f"document.querySelectorAll('[data-element-id]').length === {before + 2}")
        settle(tools)
        picked = card_json(tools, card)

        pasted_bytes = base64.b64encode(open(files("paste.png"), "rb").read()).decode()
        tools.evaluate(
            f"(() => {{ const bytes = Uint8Array.from(atob('{pasted_bytes}'), c => c.charCodeAt(0));"
            " const clipboard = new DataTransfer();"
            " clipboard.items.add(new File([bytes], 'paste.png', { type: 'image/png' }));"
            " document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true })); })()")
        tools.wait_for(f"document.querySelectorAll('[data-element-id]').length === {before + 3}")
        settle(tools)
        pasted = card_json(tools, card)

        # Two fingers on the pasted element: spread to twice their distance and turned by 30°.
        tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        pasted_id = pasted["elements"][-1]["id"]
        middle = tools.evaluate(f"(() => {{ const r = document.querySelector('[data-element-id=\"{pasted_id}\"]').getBoundingClientRect();"
                                " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        def fingers(distance, degrees):
            dx, dy = distance * math.cos(math.radians(degrees)), distance * math.sin(math.radians(degrees))
            return [{"x": middle[0] - dx, "y": middle[1] - dy, "id": 0, "radiusX": 3, "radiusY": 3, "force": 0.5},
                    {"x": middle[0] + dx, "y": middle[1] + dy, "id": 1, "radiusX": 3, "radiusY": 3, "force": 0.5}]
        tools.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=fingers(20, 0)[:1])
        tools.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=fingers(20, 0))
        for step in range(1, 11):
            tools.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=fingers(20 + 2 * step, 3 * step))
        tools.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        settle(tools)
        pinched = {"element": pasted_id, "before": pasted["elements"][-1], "after": card_json(tools, card)["elements"]}
        tools.call("Emulation.setTouchEmulationEnabled", enabled=False)

        # Arranging the first element dropped, in the window as it is now.
        first = drops[0]["elements"][0]["id"]
        arranged = {"element": first}
        centre = tools.evaluate(f"(() => {{ const r = document.querySelector('[data-element-id=\"{first}\"]').getBoundingClientRect();"
                                " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        # Put it in front first, so that nothing dropped later covers it.
        mouse(tools, "mouseMoved", *centre, buttons=0)
        mouse(tools, "mousePressed", *centre)
        mouse(tools, "mouseReleased", *centre, buttons=0)
        click(tools, "[data-scribble-order=front]")
        settle(tools)
        arranged["scale"] = surface_box(tools)[2] / size["width"]
        arranged["moveBy"] = [60, 40]
        drag(tools, centre, (centre[0] + 60, centre[1] + 40))
        settle(tools)
        arranged["moved"] = card_json(tools, card)
        corner = handle_point(tools, "se")
        arranged["resizeBy"] = [30, 10]
        drag(tools, corner, (corner[0] + 30, corner[1] + 10))
        settle(tools)
        arranged["resized"] = card_json(tools, card)
        turn = handle_point(tools, "rotate")
        middle = tools.evaluate(f"(() => {{ const r = document.querySelector('[data-element-id=\"{first}\"]').getBoundingClientRect();"
                                " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        drag(tools, turn, (middle[0] + 80, middle[1]))
        settle(tools)
        arranged["turned"] = card_json(tools, card)
        key(tools, "z", "KeyZ", 90, modifiers=2)
        settle(tools)
        arranged["undone"] = card_json(tools, card)
        key(tools, "Z", "KeyZ", 90, modifiers=2 | 8)
        settle(tools)
        arranged["redone"] = card_json(tools, card)
        click(tools, "[data-scribble-order=back]")
        settle(tools)
        arranged["sentBack"] = card_json(tools, card)
        with open(os.path.join(arguments.out, "editor.png"), "wb") as file:
            file.write(base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"]))

        # Drawing on the card in place: its canvas laid over it, a pen stroke, Done.
        click(tools, "[data-scribble-draw]")
        layer = "document.querySelector('[data-scribble-draw-canvas]')"
        tools.wait_for(f"{BODY}.scribbleDrawReady === '1'")
        noted_page = tools.evaluate("location.pathname")
        frame_left, frame_top = tools.evaluate(f"(() => {{ const r = {layer}.getBoundingClientRect(); return [r.left, r.top]; }})()")
        frame_scale = float(tools.evaluate(f"{layer}.dataset.scale"))
        start = client_point(tools, size, (250, 1250))
        end = client_point(tools, size, (1050, 1250))
        sent = []
        for index in range(30):
            share = index / 29
            x = round(start[0] + (end[0] - start[0]) * share, 2)
            y = round(start[1] + 30 * math.sin(share * 2 * math.pi), 2)
            force = round(0.3 + 0.5 * math.sin(share * math.pi), 3)
            tools.call("Input.dispatchMouseEvent", type="mousePressed" if index == 0 else "mouseMoved", x=x, y=y,
                       button="left", buttons=1, clickCount=1, pointerType="pen", force=force)
            sent.append([x - frame_left, y - frame_top, force])
        tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0, clickCount=1,
                   pointerType="pen", force=0)
        tools.wait_for(f"{BODY}.scribbleDrawStrokes === '1'")
        before = element_count(tools)
        click(tools, "[data-scribble-draw-done]")
        tools.wait_for(f"document.querySelectorAll('[data-element-id]').length === {before + 1}")
        settle(tools)
        arranged["drawn"] = {"sent": sent, "scale": frame_scale, "element": card_json(tools, card)["elements"][-1],
                             "page": noted_page, "layers": tools.evaluate("document.querySelectorAll('iframe, [data-scribble-draw-canvas]').length")}

        key(tools, "Escape", "Escape", 27)
        tools.wait_for("document.querySelector('.selection').hidden")
        tools.wait_for("[...document.querySelectorAll('[data-element-id]')].every(i => i.complete && i.naturalWidth > 0)")
        time.sleep(0.3)
        left, top, width, height = surface_box(tools)
        shot = tools.call("Page.captureScreenshot", format="png",
                          clip={"x": left, "y": top, "width": width, "height": height, "scale": 1})
        with open(os.path.join(arguments.out, "card.png"), "wb") as file:
            file.write(base64.b64decode(shot["data"]))
        screenshot = {"scale": width / size["width"], "width": width, "height": height}

        rendered = tools.evaluate_async("Promise.all([...document.querySelectorAll('[data-scribble-render]')].map(a =>"
                                  " fetch(a.href).then(r => r.arrayBuffer().then(b => [a.dataset.scribbleRender, r.status,"
                                  " r.headers.get('Content-Type'), b.byteLength]))))")

        bad = []
        left, top, width, height = surface_box(tools)
        for name in BAD:
            count = len(card_json(tools, card)["elements"])
            drop(tools, [files(name)], left + width / 2, top + height / 2)
            tools.wait_for("document.querySelector('[data-scribble-status]').hasAttribute('data-error')")
            settle(tools)
            message = tools.evaluate("document.querySelector('[data-scribble-status]').textContent")
            bad.append({"file": name, "message": message, "before": count, "after": len(card_json(tools, card)["elements"])})
            tools.evaluate("document.querySelector('[data-scribble-status]').removeAttribute('data-error')")

        tools.call("Page.navigate", url=origin + "/cards.html")
        tools.wait_for(f"{BODY}.scribbleListed !== undefined")
        tools.wait_for("[...document.querySelectorAll('[data-card-id] img')].every(i => i.complete && i.naturalWidth > 0)")
        count = int(tools.evaluate(f"{BODY}.scribbleListed"))
        with open(os.path.join(arguments.out, "cards.png"), "wb") as file:
            file.write(base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"]))
        listed = {"before": count, "thumbnail": tools.evaluate(
            f"(() => {{ const i = document.querySelector('[data-card-id=\"{card}\"] img'); return [i.naturalWidth, i.naturalHeight]; }})()")}
        click(tools, f"[data-scribble-remove-card='{card}']")
        tools.wait_for(f"{BODY}.scribbleListed === '{count - 1}'")
        listed["removed"] = count - 1
        listed["removedMessage"] = tools.evaluate("document.querySelector('[data-scribble-status]').textContent")
        click(tools, "[data-scribble-undo-remove]")
        tools.wait_for(f"{BODY}.scribbleListed === '{count}'")
        listed["restored"] = count

        json.dump({"card": card, "size": size, "drops": drops, "picked": picked, "pasted": pasted,
                   "arranged": arranged, "pinched": pinched, "rendered": rendered, "screenshot": screenshot, "bad": bad, "listed": listed}, sys.stdout)
    finally:
        browser.kill()
        browser.wait()


if __name__ == "__main__":
    main()

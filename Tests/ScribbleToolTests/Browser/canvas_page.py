"""What the drawing page's tests and tools ask of the page beyond devtools.py: a window of a
phone's, a tablet's or a desktop's size, the accessibility tree, the ink's box on the canvas, the
wheel and two fingers.

    import canvas_page
    canvas_page.set_size(tools, 390, 844, touch=True)
    canvas_page.ink_box(tools)   # [left, top, right, bottom] in CSS pixels, or None
"""

import json

# The three sizes the page is made for: (name, width, height, touch).
SIZES = [("phone", 390, 844, True), ("tablet", 820, 1180, True), ("desktop", 1280, 800, False)]

READY = "document.body.dataset.scribbleReady === 'true'"


def set_size(tools, width, height, touch):
    """The window's size in CSS pixels, at one device pixel a CSS pixel; with touch, a coarse
    pointer and no hover (as a phone or tablet), else a mouse."""
    tools.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)
    tools.call("Emulation.setTouchEmulationEnabled", enabled=touch, maxTouchPoints=5 if touch else 1)
    features = [{"name": "pointer", "value": "coarse" if touch else "fine"},
                {"name": "hover", "value": "none" if touch else "hover"}]
    tools.call("Emulation.setEmulatedMedia", features=features)


def ax_nodes(tools):
    """The page's accessibility tree as a list of {role, name, pressed, disabled, expanded, ignored}."""
    nodes = tools.call("Accessibility.getFullAXTree")["nodes"]
    found = []
    for node in nodes:
        properties = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        found.append({
            "role": node.get("role", {}).get("value"),
            "name": node.get("name", {}).get("value", ""),
            "pressed": properties.get("pressed"),
            "disabled": bool(properties.get("disabled")),
            "ignored": node.get("ignored", False),
        })
    return found


def ink_box(tools):
    """The box of the inked pixels on the canvas (alpha over half), in CSS pixels; None if none."""
    return tools.evaluate("""(() => {
        const c = document.querySelector('[data-scribble-canvas]');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let l = Infinity, t = Infinity, r = -Infinity, b = -Infinity;
        for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) {
            if (d[(y * c.width + x) * 4 + 3] > 127) { if (x < l) l = x; if (x > r) r = x; if (y < t) t = y; if (y > b) b = y; }
        }
        const s = c.width / c.clientWidth;
        return l <= r ? [l / s, t / s, (r + 1) / s, (b + 1) / s] : null;
    })()""")


def wheel(tools, x, y, dx=0, dy=0, modifiers=0):
    tools.call("Input.dispatchMouseEvent", type="mouseWheel", x=x, y=y, deltaX=dx, deltaY=dy, modifiers=modifiers, pointerType="mouse")


def two_fingers(tools, starts, ends, steps=10):
    """Two touches from `starts` to `ends` ([(x, y), (x, y)]), moved together."""
    def points(t):
        return [{"x": a[0] + (b[0] - a[0]) * t, "y": a[1] + (b[1] - a[1]) * t, "radiusX": 8, "radiusY": 8, "force": 0.5, "id": i}
                for i, (a, b) in enumerate(zip(starts, ends))]
    first = points(0)
    tools.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=first[:1])
    tools.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=first)
    for step in range(1, steps + 1):
        tools.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=points(step / steps))
    tools.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])


def view(tools):
    """The page's view: [zoom, x, y]."""
    text = tools.evaluate("document.body.dataset.scribbleView || '1 0 0'")
    return [float(v) for v in text.split()]


def controls(tools):
    """Every visible control of the page's chrome: its tag, name, box, the box a pointer can hit
    (a colour input's round swatch: its label's), whether it shows text (and is enabled), and the
    contrast of its text colour on the backgrounds behind it (WCAG's ratio)."""
    return tools.evaluate("""(() => {
        const parse = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return { r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1 }; };
        const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
            return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
        const over = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
            b: top.b * top.a + under.b * (1 - top.a), a: 1 });
        const background = (element) => {
            const layers = [];
            for (let e = element; e; e = e.parentElement) {
                const c = parse(getComputedStyle(e).backgroundColor);
                if (c.a > 0) layers.push(c);
                if (c.a >= 1) break;
            }
            let color = { r: 255, g: 255, b: 255, a: 1 };
            if (layers.length === 0 || layers[layers.length - 1].a < 1) color = parse(getComputedStyle(document.body).backgroundColor);
            for (const layer of layers.reverse()) color = over(layer, color);
            return color;
        };
        const contrast = (element) => {
            const style = getComputedStyle(element);
            const fg = over(parse(style.color), background(element));
            const a = lum(fg), b = lum(background(element));
            return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        };
        const chrome = document.querySelectorAll('.chrome button, .chrome input, .chrome select, .chrome a, .chrome p');
        return [...chrome].filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden').map((e) => {
            const r = e.getBoundingClientRect();
            const sized = e.closest('.swatch') || e;
            const s = sized.getBoundingClientRect();
            return { tag: e.tagName.toLowerCase(), name: e.getAttribute('aria-label') || e.textContent.trim(),
                     box: [r.left, r.top, r.right, r.bottom], target: [s.width, s.height],
                     text: e.textContent.trim().length > 0 && !e.disabled, contrast: contrast(e) };
        });
    })()""")


def toolbar_rows(tools):
    """The toolbar's box and how many rows its controls sit in."""
    return tools.evaluate("""(() => {
        const bar = document.querySelector('[data-scribble-toolbar]').getBoundingClientRect();
        const tops = new Set();
        for (const e of document.querySelectorAll('[data-scribble-toolbar] button, [data-scribble-toolbar] .swatch')) {
            if (e.getClientRects().length === 0) continue;
            tops.add(Math.round(e.getBoundingClientRect().top / 8));
        }
        return { box: [bar.left, bar.top, bar.right, bar.bottom], rows: tops.size };
    })()""")


def chrome_boxes(tools):
    """The boxes of everything the page lays over the ink, to leave out of a comparison of pixels."""
    return tools.evaluate("[...document.querySelectorAll('.chrome')].filter(e => e.getClientRects().length > 0).map(e => {"
                          " const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })")


def quote(text):
    return json.dumps(text)

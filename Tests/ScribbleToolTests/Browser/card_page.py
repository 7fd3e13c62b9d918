"""What the browser tests of the cards pages share, on top of devtools.py: the card as the
server has it, waiting for the editor's requests to settle, where the card is on the screen,
and what the page shows a person (rows of a header, control sizes, text contrast, names in the
accessibility tree).

    import card_page
    card_page.settle(tools)
    card_page.card_json(tools, card)["elements"]
"""

import json

from devtools import BODY


def card_json(tools, card):
    """The card's card.json as the server has it now."""
    return tools.evaluate_async(f"fetch('/api/cards/card?card={card}').then(r => r.json())")


def settle(tools):
    """Waits until the editor has no request under way."""
    tools.wait_for(f"{BODY}.scribblePending === '0'")


def surface_box(tools):
    """The card's surface: left, top, width, height in CSS pixels of the viewport."""
    return tools.evaluate("(() => { const r = document.querySelector('[data-card-id]').getBoundingClientRect();"
                          " return [r.left, r.top, r.width, r.height]; })()")


def client_point(tools, size, point):
    """A point of the card (card units) in CSS pixels of the viewport."""
    left, top, width, _ = surface_box(tools)
    scale = width / size["width"]
    return left + point[0] * scale, top + point[1] * scale


def element_count(tools):
    return tools.evaluate("document.querySelectorAll('[data-element-id]').length")


def element_center(tools, element):
    return tools.evaluate(f"(() => {{ const r = document.querySelector('[data-element-id=\"{element}\"]').getBoundingClientRect();"
                          " return [r.left + r.width / 2, r.top + r.height / 2]; })()")


# The page's own measure of what a person sees: runs in the page, returns plain values.
_MEASURE = r"""
(() => {
  const shown = (node) => { const r = node.getBoundingClientRect(); const s = getComputedStyle(node);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !node.closest('[hidden]'); };
  const controls = (root) => [...root.querySelectorAll('button, a[href], input:not([type=file]), [tabindex="0"]')].filter(shown);
  const parse = (text) => (text.match(/[\d.]+/g) || []).map(Number);
  const luminance = ([r, g, b]) => { const c = [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; };
  const background = (node) => { for (let n = node; n; n = n.parentElement) { const c = parse(getComputedStyle(n).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.9)) return c.slice(0, 3); } return [255, 255, 255]; };
  const contrast = (node) => { const a = luminance(parse(getComputedStyle(node).color).slice(0, 3)), b = luminance(background(node));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); };
  const header = document.querySelector('HEADER_SELECTOR');
  let rows = [];
  if (header) {
    const boxes = [...controls(header), ...[...header.querySelectorAll('[role=status]')].filter(shown)]
      .filter((node) => !node.closest('[data-scribble-more-panel][data-open]') || getComputedStyle(node.closest('[data-scribble-more-panel]')).position !== 'absolute')
      .map((node) => node.getBoundingClientRect()).sort((a, b) => a.top - b.top);
    for (const box of boxes) {
      const middle = box.top + box.height / 2;
      if (!rows.some((row) => middle >= row[0] && middle <= row[1])) rows.push([box.top, box.bottom]);
    }
  }
  const texts = [...document.querySelectorAll('SCOPE_SELECTOR')].filter(shown)
    .filter((node) => (node.matches('input:not([type=color]):not([type=file])') || [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim()))
      && !node.closest(':disabled'));
  return {
    header: header ? header.getBoundingClientRect().height : 0,
    rows: rows.length,
    controls: controls(document).map((node) => { const r = node.getBoundingClientRect();
      return [node.getAttribute('aria-label') || node.textContent.trim() || node.tagName, Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; }),
    contrast: texts.map((node) => [(node.value || node.textContent).trim().slice(0, 30) || node.getAttribute('aria-label'), Math.round(contrast(node) * 100) / 100]),
  };
})()
"""


def measure(tools, header="header", scope="body *"):
    """The header's height and rows (controls and the status, by their vertical bands), every
    visible control's name and size, and the contrast of every visible text."""
    return tools.evaluate(_MEASURE.replace("HEADER_SELECTOR", header).replace("SCOPE_SELECTOR", scope))


def accessible_names(tools, roles=("button", "link", "textbox", "spinbutton", "image", "img", "toolbar", "status", "group", "listitem")):
    """[role, name] of every node of the accessibility tree with one of `roles`, in order."""
    tools.call("Accessibility.enable")
    nodes = tools.call("Accessibility.getFullAXTree")["nodes"]
    named = []
    for node in nodes:
        if node.get("ignored"):
            continue
        role = node.get("role", {}).get("value")
        if role in roles:
            named.append([role, node.get("name", {}).get("value", "")])
    return named


def focus_path(tools, key, until="element:", limit=40):
    """Presses Tab until the focused node's description starts with `until` (at most `limit`
    times); the focused node after each, as a short description (`element:ID` for a card's
    element, else its name)."""
    path = []
    while len(path) < limit and not (path and path[-1].startswith(until)):
        key(tools, "Tab", "Tab", 9)
        path.append(tools.evaluate(
            "(() => { const a = document.activeElement; return a.dataset.elementId ? 'element:' + a.dataset.elementId"
            " : (a.getAttribute('aria-label') || a.textContent.trim() || a.tagName); })()"))
    return path


def dump(value):
    return json.dumps(value)

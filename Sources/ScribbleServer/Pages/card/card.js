// The card editor at /cards/<card-id>: the card at its aspect ratio, fitting the window, with
// its elements placed as the store has them. Files dropped on it land where they were dropped;
// files picked or pasted land at the centre, fanned out; elements are moved, resized and turned
// with handles (or two fingers), reordered and deleted. Every change is a request to the server,
// which makes it through the card store and answers with the card as it now is, so the page is
// a view of the store; undo and redo are the server's too. Every element is reached by Tab and
// named; arrow keys move the one in focus (Shift for bigger steps), and number fields give the
// selected one's place, size and angle, so nothing needs a drag.
"use strict";

const cardID = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const stage = document.querySelector("[data-scribble-stage]");
const surface = document.querySelector("[data-scribble-card]");
const statusLine = document.querySelector("[data-scribble-status]");
const fileInput = document.querySelector("[data-scribble-file-input]");
const titleInput = document.querySelector("[data-scribble-card-title]");
const widthInput = document.querySelector("[data-scribble-card-width]");
const heightInput = document.querySelector("[data-scribble-card-height]");
const backgroundInput = document.querySelector("[data-scribble-card-background]");
const undoButton = document.querySelector("[data-scribble-undo]");
const redoButton = document.querySelector("[data-scribble-redo]");
const deleteButton = document.querySelector("[data-scribble-delete]");
const orderButtons = [...document.querySelectorAll("[data-scribble-order]")];
const inspector = document.querySelector("[data-scribble-inspector]");
const fields = Object.fromEntries([...document.querySelectorAll("[data-scribble-field]")].map((input) => [input.dataset.scribbleField, input]));
const moreButton = document.querySelector("[data-scribble-more]");
const morePanel = document.querySelector("[data-scribble-more-panel]");

surface.dataset.cardId = cardID;
surface.tabIndex = -1;

/// The card as the server last sent it (its card.json), CSS pixels per card unit, the element
/// selected, and what a gesture under way shows before it is sent.
let card = null;
let scale = 1;
let selected = null;
let preview = null;
let pending = 0;
const nodes = new Map();
const selection = document.createElement("div");
selection.className = "selection";
selection.hidden = true;
for (const handle of ["nw", "ne", "se", "sw", "rotate"]) {
  const knob = document.createElement("div");
  knob.className = "handle";
  knob.dataset.handle = handle;
  const [left, top] = { nw: [0, 0], ne: [100, 0], se: [100, 100], sw: [0, 100], rotate: [50, 0] }[handle];
  knob.style.left = `${left}%`;
  knob.style.top = handle === "rotate" ? "-28px" : `${top}%`;
  selection.append(knob);
}

function say(text, isError = false) {
  statusLine.textContent = text;
  if (isError) statusLine.dataset.error = ""; else statusLine.removeAttribute("data-error");
}

function setPending(change) {
  pending += change;
  document.body.dataset.scribblePending = String(pending);
}

/// Sends a request; answers with the card it returns, or throws with the server's message.
async function send(method, path, body) {
  const response = await fetch(path, { method, body, headers: body ? { "Content-Type": "application/octet-stream" } : {} });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error || `the server answered ${response.status}`);
  const history = { undo: Number(response.headers.get("X-Scribble-Undo") || 0), redo: Number(response.headers.get("X-Scribble-Redo") || 0) };
  return { answer, history, element: response.headers.get("X-Scribble-Element") };
}

/// Takes the card the server answered with and shows it.
function show({ answer, history }) {
  card = answer;
  if (history) {
    undoButton.disabled = history.undo === 0;
    redoButton.disabled = history.redo === 0;
  }
  if (selected && !card.elements.some((element) => element.id === selected)) selected = null;
  titleInput.value = card.title || "";
  if (document.activeElement !== widthInput) widthInput.value = card.size.width;
  if (document.activeElement !== heightInput) heightInput.value = card.size.height;
  backgroundInput.value = card.background.slice(0, 7);
  document.title = `Scribble: ${card.title || "card"}`;
  for (const link of document.querySelectorAll("[data-scribble-render]")) {
    link.href = `/api/cards/render?card=${cardID}&format=${link.dataset.scribbleRender}&scale=2`;
  }
  layout();
}

/// Sends a change; `done` names it in the status once it is made ("moved").
async function change(parameters, done) {
  const query = new URLSearchParams({ card: cardID, ...parameters });
  setPending(1);
  try {
    show(await send("POST", `/api/cards/change?${query}`));
    if (done) say(done);
    return true;
  } catch (error) {
    say(error.message, true);
    layout();
    return false;
  } finally {
    setPending(-1);
  }
}

// MARK: Layout

/// An element's box in card units: its centre, size and rotation in degrees.
function box(element) {
  if (preview && preview.id === element.id) return preview.box;
  const { offset, size, rotation } = element.transform;
  return { x: card.size.width / 2 + offset.x, y: card.size.height / 2 + offset.y, width: size.width, height: size.height, rotation };
}

function place(node, { x, y, width, height, rotation }) {
  node.style.left = `${(x - width / 2) * scale}px`;
  node.style.top = `${(y - height / 2) * scale}px`;
  node.style.width = `${width * scale}px`;
  node.style.height = `${height * scale}px`;
  node.style.transform = `rotate(${rotation}deg)`;
}

/// What an element is called, for a screen reader and a tooltip.
function nameOf(element) {
  const kind = element.drawing ? "Drawing" : "Picture";
  const from = element.source ? ` from ${element.source.file}${element.source.item ? `, ${element.source.item}` : ""}` : "";
  const index = card.elements.indexOf(element) + 1;
  return `${kind} ${index} of ${card.elements.length}${from}`;
}

/// Fits the card in the stage and places every element, back to front, and the selection.
function layout() {
  if (!card) return;
  const room = stage.getBoundingClientRect();
  const margin = 24;
  scale = Math.max(0.01, Math.min((room.width - 2 * margin) / card.size.width, (room.height - 2 * margin) / card.size.height));
  const width = card.size.width * scale, height = card.size.height * scale;
  surface.style.width = `${width}px`;
  surface.style.height = `${height}px`;
  surface.style.left = `${(room.width - width) / 2}px`;
  surface.style.top = `${(room.height - height) / 2}px`;
  surface.style.background = card.background;
  const present = new Set();
  for (const element of card.elements) {
    present.add(element.id);
    let node = nodes.get(element.id);
    if (!node) {
      node = document.createElement("img");
      node.className = "element";
      node.draggable = false;
      node.tabIndex = 0;
      node.setAttribute("aria-description", "Arrow keys move it, Shift+arrow further; Delete removes it");
      node.dataset.elementId = element.id;
      node.src = `/api/cards/image?card=${cardID}&element=${element.id}`;
      node.addEventListener("focus", () => { if (selected !== element.id) select(element.id); });
      nodes.set(element.id, node);
    }
    node.alt = nameOf(element);
    node.title = node.alt;
    node.setAttribute("aria-selected", String(selected === element.id));
    place(node, box(element));
    // Moved in the page only when its place in the order changed, so that focus stays on it.
    const index = present.size - 1;
    if (surface.children[index] !== node) surface.insertBefore(node, surface.children[index] || null);
  }
  for (const [id, node] of nodes) {
    if (!present.has(id)) {
      node.remove();
      nodes.delete(id);
    }
  }
  const chosen = selected && card.elements.find((element) => element.id === selected);
  selection.hidden = !chosen;
  if (chosen) {
    place(selection, box(chosen));
    if (surface.lastElementChild !== selection) surface.append(selection);
  }
  showFields(chosen);
  deleteButton.disabled = !chosen;
  for (const button of orderButtons) button.disabled = !chosen;
  document.body.dataset.scribbleReady = "1";
}

function select(id) {
  selected = id;
  layout();
}

// MARK: Numbers and keys

const round = (value) => Math.round(value * 1000) / 1000;
/// How far an arrow key moves an element, in card units; with Shift.
const arrowStep = { small: 10, large: 100 };

/// The selected element's place (its centre from the card's top left), size and angle.
function showFields(chosen) {
  inspector.hidden = !chosen;
  if (!chosen) return;
  const shown = box(chosen);
  for (const [key, input] of Object.entries(fields)) {
    if (document.activeElement !== input) input.value = String(Math.round(shown[key] * 10) / 10);
  }
}

/// The change that puts an element at `to` (a box in card units); what it did, for the status.
function changeTo(id, from, to) {
  const moved = Math.abs(to.x - from.x) > 1e-6 || Math.abs(to.y - from.y) > 1e-6;
  const resized = Math.abs(to.width - from.width) > 1e-6 || Math.abs(to.height - from.height) > 1e-6;
  const rotated = Math.abs(to.rotation - from.rotation) > 1e-6;
  const done = [moved && "moved", resized && "resized", rotated && "rotated"].filter(Boolean);
  const said = done.length === 0 ? null : done.length === 1 ? done[0] : `${done.slice(0, -1).join(", ")} and ${done[done.length - 1]}`;
  return {
    said,
    parameters: {
      element: id, x: round(to.x - card.size.width / 2), y: round(to.y - card.size.height / 2),
      width: round(Math.max(1, to.width)), height: round(Math.max(1, to.height)), rotation: round(to.rotation),
    },
  };
}

// Enter in a field changes the element; it never sends the form anywhere.
inspector.addEventListener("submit", (event) => event.preventDefault());

for (const input of Object.values(fields)) {
  // Enter changes the element at once; leaving the field does too, and a second time changes nothing.
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") input.dispatchEvent(new Event("change"));
  });
  input.addEventListener("change", () => {
    const chosen = selected && card.elements.find((element) => element.id === selected);
    const value = Number(input.value);
    if (!chosen || input.value === "" || !Number.isFinite(value)) return;
    const from = box(chosen);
    const to = { ...from, [input.dataset.scribbleField]: value };
    if (to.width < 1 || to.height < 1) {
      say("the width and height must be at least 1", true);
      return;
    }
    const { said, parameters } = changeTo(chosen.id, from, to);
    if (said) change(parameters, said);
  });
}

/// Arrow keys on an element: the element moves at once on the page, and the server is told once
/// the keys rest, so that a held key is one step of the history.
let nudge = null;

function nudgeBy(id, dx, dy) {
  const element = card.elements.find((candidate) => candidate.id === id);
  if (!element) return;
  if (!nudge || nudge.id !== id) {
    if (nudge) commitNudge();
    nudge = { id, start: box(element), timer: 0 };
    preview = { id, box: { ...nudge.start } };
    setPending(1);
  }
  preview.box.x += dx;
  preview.box.y += dy;
  clearTimeout(nudge.timer);
  nudge.timer = setTimeout(commitNudge, 350);
  layout();
}

async function commitNudge() {
  const { id, start, timer } = nudge;
  clearTimeout(timer);
  nudge = null;
  const done = preview.box;
  const { parameters } = changeTo(id, start, done);
  await change(parameters, "moved");
  preview = null;
  layout();
  setPending(-1);
}

surface.addEventListener("keydown", (event) => {
  const id = event.target.dataset && event.target.dataset.elementId;
  const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  if (!id || !arrows[event.key] || event.ctrlKey || event.metaKey || event.altKey) return;
  event.preventDefault();
  const step = event.shiftKey ? arrowStep.large : arrowStep.small;
  nudgeBy(id, arrows[event.key][0] * step, arrows[event.key][1] * step);
});

/// A point of the window in card units.
function cardPoint(clientX, clientY) {
  const rect = surface.getBoundingClientRect();
  return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale };
}

function turned(vector, degrees) {
  const angle = (degrees * Math.PI) / 180;
  return { x: vector.x * Math.cos(angle) - vector.y * Math.sin(angle), y: vector.x * Math.sin(angle) + vector.y * Math.cos(angle) };
}

// MARK: Arranging

/// The gesture under way: a move, a resize by a corner, a turn, or two fingers' pinch.
let gesture = null;
const touches = new Map();

function startGesture(kind, event, element) {
  const start = box(element);
  gesture = { kind, id: element.id, start, from: cardPoint(event.clientX, event.clientY), pointer: event.pointerId };
  preview = { id: element.id, box: { ...start } };
}

surface.addEventListener("pointerdown", (event) => {
  if (!card) return;
  touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
  const chosen = selected && card.elements.find((element) => element.id === selected);
  if (touches.size === 2 && chosen) {
    // A second finger: pinch to resize and turn the selected element.
    const [a, b] = [...touches.values()];
    gesture = { kind: "pinch", id: chosen.id, start: box(chosen), a, b };
    preview = { id: chosen.id, box: { ...gesture.start } };
    return;
  }
  if (touches.size > 1) return;
  const handle = event.target.dataset && event.target.dataset.handle;
  if (handle && chosen) {
    startGesture(handle === "rotate" ? "rotate" : "resize", event, chosen);
    gesture.corner = { nw: [-1, -1], ne: [1, -1], se: [1, 1], sw: [-1, 1] }[handle];
  } else if (event.target.dataset && event.target.dataset.elementId) {
    const element = card.elements.find((candidate) => candidate.id === event.target.dataset.elementId);
    selected = element.id;
    event.target.focus({ preventScroll: true });
    startGesture("move", event, element);
  } else {
    select(null);
    return;
  }
  surface.setPointerCapture(event.pointerId);
  event.preventDefault();
  layout();
});

surface.addEventListener("pointermove", (event) => {
  if (touches.has(event.pointerId)) touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (!gesture) return;
  const start = gesture.start;
  if (gesture.kind === "pinch") {
    const [a, b] = [...touches.values()];
    if (!a || !b) return;
    const before = Math.hypot(gesture.b.x - gesture.a.x, gesture.b.y - gesture.a.y) || 1;
    const factor = Math.max(0.05, Math.hypot(b.x - a.x, b.y - a.y) / before);
    const turn = (Math.atan2(b.y - a.y, b.x - a.x) - Math.atan2(gesture.b.y - gesture.a.y, gesture.b.x - gesture.a.x)) * 180 / Math.PI;
    const shift = { x: ((a.x + b.x) - (gesture.a.x + gesture.b.x)) / 2 / scale, y: ((a.y + b.y) - (gesture.a.y + gesture.b.y)) / 2 / scale };
    preview.box = { x: start.x + shift.x, y: start.y + shift.y, width: start.width * factor, height: start.height * factor, rotation: start.rotation + turn };
  } else if (event.pointerId === gesture.pointer) {
    const point = cardPoint(event.clientX, event.clientY);
    if (gesture.kind === "move") {
      preview.box = { ...start, x: start.x + point.x - gesture.from.x, y: start.y + point.y - gesture.from.y };
    } else if (gesture.kind === "rotate") {
      let degrees = Math.atan2(point.y - start.y, point.x - start.x) * 180 / Math.PI + 90;
      if (event.shiftKey) degrees = Math.round(degrees / 15) * 15;
      preview.box = { ...start, rotation: ((degrees + 540) % 360) - 180 };
    } else {
      // A corner drags the element's size, the opposite corner staying where it is; the
      // proportions stay as they were.
      // The corner follows the pointer's travel from where it took the handle.
      const [sx, sy] = gesture.corner;
      const travel = turned({ x: point.x - gesture.from.x, y: point.y - gesture.from.y }, -start.rotation);
      const local = { x: (sx * start.width) / 2 + travel.x, y: (sy * start.height) / 2 + travel.y };
      const anchor = { x: (-sx * start.width) / 2, y: (-sy * start.height) / 2 };
      const factor = Math.max(4 / Math.min(start.width, start.height),
        Math.max((sx * (local.x - anchor.x)) / start.width, (sy * (local.y - anchor.y)) / start.height));
      const width = start.width * factor, height = start.height * factor;
      const centre = turned({ x: anchor.x + (sx * width) / 2, y: anchor.y + (sy * height) / 2 }, start.rotation);
      preview.box = { x: start.x + centre.x, y: start.y + centre.y, width, height, rotation: start.rotation };
    }
  }
  layout();
});

async function endGesture(event) {
  touches.delete(event.pointerId);
  if (!gesture || (gesture.kind !== "pinch" && event.pointerId !== gesture.pointer)) return;
  if (gesture.kind === "pinch" && touches.size > 0) return;
  const { id, start } = gesture;
  const done = preview.box;
  gesture = null;
  const moved = ["x", "y", "width", "height", "rotation"].some((key) => Math.abs(done[key] - start[key]) > 1e-6);
  if (!moved) {
    preview = null;
    layout();
    return;
  }
  const { said, parameters } = changeTo(id, start, done);
  await change(parameters, said);
  preview = null;
  layout();
}

surface.addEventListener("pointerup", endGesture);
surface.addEventListener("pointercancel", endGesture);

for (const button of orderButtons) {
  button.addEventListener("click", () => selected && change({ element: selected, order: button.dataset.scribbleOrder }));
}

async function deleteSelected() {
  if (!selected) return;
  const id = selected;
  if (await change({ element: id, remove: "1" })) say("deleted the element (Ctrl+Z brings it back)");
  const next = surface.querySelector("[data-element-id]");
  if (next) next.focus(); else surface.focus();
}

deleteButton.addEventListener("click", deleteSelected);

async function history(step) {
  setPending(1);
  try {
    show(await send("POST", `/api/cards/${step}?card=${cardID}`));
    say(step === "undo" ? "undone" : "redone");
  } catch (error) {
    say(error.message, true);
  } finally {
    setPending(-1);
  }
}

undoButton.addEventListener("click", () => history("undo"));
redoButton.addEventListener("click", () => history("redo"));

// MARK: Adding files

/// The width of a new element: a third of the card's, so that it is seen at once and leaves room
/// for others (the server makes it smaller where it would be taller than the card).
function elementWidth() {
  return Math.max(1, card.size.width / 3);
}

// MARK: Files of several drawings

const picker = document.querySelector("[data-scribble-picker]");

/// The drawings of a file that may hold several (not a picture): `null` when it holds one or
/// cannot be listed, so that it is added as any file is (and refused with its own message).
async function drawingsOf(file, bytes) {
  if (/^image\/(png|jpeg)$/.test(file.type) || /\.(png|jpe?g|svg)$/i.test(file.name || "")) return null;
  try {
    const { answer } = await send("POST", `/api/cards/items?${new URLSearchParams({ name: file.name || "file" })}`, bytes);
    return answer.count > 1 ? answer : null;
  } catch {
    return null;
  }
}

/// Paints a thumbnail sent as a `data:` address on a canvas: the pages' policy lets images come
/// only from the server's own addresses, and the bytes are here already.
async function paint(canvas, address) {
  const bytes = Uint8Array.from(atob(address.slice(address.indexOf(",") + 1)), (character) => character.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d").drawImage(bitmap, 0, 0);
  canvas.dataset.scribblePainted = "";
}

/// Shows the drawings of a file with their thumbnails and names; answers the one picked, or
/// `null` when the person cancels.
function pick(file, listing) {
  document.querySelector("[data-scribble-picker-title]").textContent = `Pick a drawing from ${file.name}`;
  document.querySelector("[data-scribble-picker-note]").textContent = listing.count > listing.shown
    ? `${listing.count} drawings; the first ${listing.shown} are shown` : `${listing.count} drawings`;
  const items = listing.items.map((entry) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.value = entry.item;
    button.dataset.scribblePickItem = entry.item;
    button.setAttribute("aria-label", entry.name);
    const picture = document.createElement("canvas");
    picture.setAttribute("aria-hidden", "true");
    if (entry.thumbnail) paint(picture, entry.thumbnail);
    const name = document.createElement("span");
    name.textContent = entry.name;
    button.append(picture, name);
    item.append(button);
    return item;
  });
  document.querySelector("[data-scribble-picker-items]").replaceChildren(...items);
  document.body.dataset.scribblePicking = String(listing.items.length);
  return new Promise((resolve) => {
    picker.addEventListener("close", () => {
      delete document.body.dataset.scribblePicking;
      const chosen = listing.items.find((entry) => entry.item === picker.returnValue);
      resolve(chosen || null);
    }, { once: true });
    picker.returnValue = "";
    picker.showModal();
    const first = picker.querySelector("[data-scribble-pick-item]");
    if (first) first.focus();
  });
}

/// Adds files one after another, each at its place; says what was added and what was refused.
/// A file of several drawings asks which one.
async function addFiles(files, places) {
  const refused = [];
  let added = 0;
  let named = null;
  setPending(1);
  try {
    for (const [index, file] of files.entries()) {
      const { x, y, rotation } = places[index];
      const query = new URLSearchParams({
        card: cardID, name: file.name || "pasted image", x: String(x), y: String(y),
        width: String(elementWidth()), rotation: String(rotation),
      });
      const bytes = await file.arrayBuffer();
      const listing = await drawingsOf(file, bytes);
      let path = `/api/cards/add?${query}`;
      if (listing) {
        const chosen = await pick(file, listing);
        if (!chosen) continue;
        query.set("item", chosen.item);
        path = `/api/cards/add?${query}`;
        named = `${chosen.name} from ${file.name}`;
      }
      try {
        const answered = await send("POST", path, bytes);
        selected = answered.element;
        show(answered);
        added += 1;
      } catch (error) {
        refused.push(error.message);
      }
    }
  } finally {
    setPending(-1);
  }
  if (refused.length > 0) say(refused.join("; "), true);
  else if (added === 0) say("nothing was added");
  else say(`added ${added === 1 ? named || files[0].name || "a picture" : `${added} elements`}`);
}

/// Places for files dropped at a point: side by side, centred on it.
function sideBySide(count, point) {
  const step = elementWidth() * 1.1;
  return Array.from({ length: count }, (_, index) => ({ x: point.x + (index - (count - 1) / 2) * step, y: point.y, rotation: 0 }));
}

/// Places for files picked or pasted: at the centre, fanned out like photos in a hand.
function fanned(count) {
  const middle = { x: card.size.width / 2, y: card.size.height / 2 };
  return Array.from({ length: count }, (_, index) => {
    const place = index - (count - 1) / 2;
    return { x: middle.x + place * elementWidth() * 0.35, y: middle.y + Math.abs(place) * elementWidth() * 0.05, rotation: Math.max(-30, Math.min(30, place * 8)) };
  });
}

stage.addEventListener("dragover", (event) => {
  event.preventDefault();
  event.dataTransfer.dropEffect = "copy";
  surface.classList.add("dropping");
});
stage.addEventListener("dragleave", () => surface.classList.remove("dropping"));
stage.addEventListener("drop", (event) => {
  event.preventDefault();
  surface.classList.remove("dropping");
  if (!card) return;
  const point = cardPoint(event.clientX, event.clientY);
  const files = [...event.dataTransfer.files];
  if (files.length > 0) {
    addFiles(files, sideBySide(files.length, point));
    return;
  }
  // A picture dragged from another of the server's pages (a drawing's thumbnail, another card's
  // element) comes as its address, which this page may fetch; another site's may not be.
  const link = (event.dataTransfer.getData("text/uri-list") || "").split("\n").find((line) => line && !line.startsWith("#"));
  const address = link ? new URL(link.trim(), location.href) : null;
  if (!address || address.origin !== location.origin) {
    say(address ? "a picture from another site comes as a link, which this page cannot fetch: save it and drop the file" : "nothing to add: drop files", true);
    return;
  }
  fetch(address)
    .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`${address.pathname}: the server answered ${response.status}`))))
    .then((blob) => {
      const drawing = address.searchParams.get("drawing");
      let name = drawing || address.pathname.split("/").pop() || "picture";
      const extension = { "image/png": ".png", "image/jpeg": ".jpg", "image/svg+xml": ".svg" }[blob.type];
      if (extension && !name.endsWith(extension)) name += extension;
      return addFiles([new File([blob], name, { type: blob.type })], sideBySide(1, point));
    })
    .catch((error) => say(error.message, true));
});

document.querySelector("[data-scribble-pick]").addEventListener("click", () => fileInput.click());
fileInput.addEventListener("change", () => {
  const files = [...fileInput.files];
  fileInput.value = "";
  if (files.length > 0 && card) addFiles(files, fanned(files.length));
});

document.addEventListener("paste", (event) => {
  if (!card || event.target instanceof HTMLInputElement) return;
  const files = [...event.clipboardData.files];
  if (files.length === 0) return;
  event.preventDefault();
  addFiles(files, fanned(files.length));
});

// MARK: The card's own settings

titleInput.addEventListener("change", () => change({ title: titleInput.value.trim() }));
for (const input of [widthInput, heightInput]) {
  input.addEventListener("change", () => {
    const width = Number(widthInput.value), height = Number(heightInput.value);
    if (width > 0 && height > 0) change({ width: String(width), height: String(height) });
  });
}
backgroundInput.addEventListener("change", () => change({ background: backgroundInput.value }));

moreButton.addEventListener("click", () => {
  const open = !morePanel.hasAttribute("data-open");
  morePanel.toggleAttribute("data-open", open);
  moreButton.setAttribute("aria-expanded", String(open));
  if (open) morePanel.querySelector("button:not(:disabled), input, a").focus();
});

function closeMore() {
  if (!morePanel.hasAttribute("data-open")) return false;
  morePanel.removeAttribute("data-open");
  moreButton.setAttribute("aria-expanded", "false");
  return true;
}

document.addEventListener("pointerdown", (event) => {
  if (!morePanel.contains(event.target) && !moreButton.contains(event.target)) closeMore();
});

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && closeMore()) {
    moreButton.focus();
    return;
  }
  if (sketch) {
    if (event.key === "Escape") cancelDrawing();
    else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") sketchSend({ type: event.shiftKey ? "redo" : "undo", t: performance.now() });
    else return;
    event.preventDefault();
    return;
  }
  if (event.target instanceof HTMLInputElement) return;
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "y")) {
    event.preventDefault();
    history(key === "y" || event.shiftKey ? "redo" : "undo");
  } else if ((key === "delete" || key === "backspace") && selected) {
    event.preventDefault();
    deleteSelected();
  } else if (key === "escape") {
    select(null);
  }
});

window.addEventListener("resize", () => {
  // The drawing's units are the card's CSS pixels as they were: a resize ends it, kept.
  if (sketch) finishDrawing();
  layout();
});

setPending(1);
send("GET", `/api/cards/card?card=${encodeURIComponent(cardID)}`)
  .then(show)
  .catch((error) => say(`the card could not be opened: ${error.message}`, true))
  .finally(() => setPending(-1));

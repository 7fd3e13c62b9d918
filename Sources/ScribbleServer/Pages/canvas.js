// The drawing page: a canvas that fills the window and sends every Pointer Event sample to the
// server over a WebSocket (the messages are described in docs/server.md). The server runs them
// through Scribble's ink engine, which draws, erases or lassos with the tool chosen, and sends
// back each stroke's outline as it changes and each change to the finished strokes, which
// InkCanvas fills; the page draws no ink of its own. A selection is dragged, scaled and turned
// on the page (its strokes shown through the drag's transform) and the edit sent when the drag
// ends; the server's edit then replaces them.
//
// The address names the drawing (`drawing=ID`): the server tells the page the id of the drawing it
// started, the page puts it in its address, so a reload continues that drawing.
"use strict";

const canvas = document.querySelector("[data-scribble-canvas]");
const statusLine = document.querySelector("[data-scribble-status]");
const ink = new InkCanvas(canvas);
const address = new URL(location.href);
const token = address.searchParams.get("token");
// A policy the server does not know is still passed on in the socket's address, where the server
// answers it with an error naming the known ones; `hello` carries only a known one.
const policy = address.searchParams.get("policy");
const knownPolicy = ["pen", "finger", "any", "auto"].includes(policy) ? policy : undefined;
const drawing = address.searchParams.get("drawing");
// `replay=ID` plays that drawing's recording back instead (at `speed` times its pace): the
// server sends what a live session would, and the page takes no input.
const replay = address.searchParams.get("replay");
const speed = address.searchParams.get("speed");
// `embed=card`: the page is laid over a card by the card editor, which shows through it.
if (address.searchParams.get("embed") === "card") document.documentElement.dataset.scribbleEmbedded = "card";

// The server set a cookie with the token; the address need not keep showing it.
if (token) {
  address.searchParams.delete("token");
  history.replaceState(null, "", address.pathname + address.search + address.hash);
}

const socketAddress = new URL("/socket", location.href);
socketAddress.protocol = location.protocol === "https:" ? "wss:" : "ws:";
if (token) socketAddress.searchParams.set("token", token);
if (policy) socketAddress.searchParams.set("policy", policy);
if (drawing) socketAddress.searchParams.set("drawing", drawing);
if (replay) socketAddress.searchParams.set("replay", replay);
if (speed) socketAddress.searchParams.set("speed", speed);
if (replay) document.body.classList.add("replaying");

const socket = new WebSocket(socketAddress);
const waiting = [];
const pointersDown = new Set();

// Input to ink: each pointer message is numbered (`seq`); the server names the number on the
// ink it caused, and the time to its outline painted is kept here (the last 10,000, in
// milliseconds), for benchmarks to read: from the Pointer Event's time stamp
// (`scribbleLatencies`, which includes the browser's own delivery of the event) and from the
// moment the page handled it (`scribbleHandledLatencies`).
let nextSeq = 1;
const pointerTimes = new Map(); // seq → { stamp: the event's time stamp, handled: when the page took it }
window.scribbleLatencies = [];
window.scribbleHandledLatencies = [];

function sendPointer(message, event) {
  message.seq = nextSeq++;
  pointerTimes.set(message.seq, { stamp: event.timeStamp, handled: performance.now() });
  if (pointerTimes.size > 1000) pointerTimes.delete(pointerTimes.keys().next().value);
  send(message);
}

function send(message) {
  if (replay && message.type !== "hello") return;
  const text = JSON.stringify(message);
  if (socket.readyState === WebSocket.OPEN) socket.send(text);
  else waiting.push(text);
}

// Puts `name=value` in the page's address without reloading, so a reload keeps it.
function keepInAddress(name, value) {
  const shown = new URL(location.href);
  shown.searchParams.set(name, value);
  history.replaceState(null, "", shown.pathname + shown.search + shown.hash);
}

// The page's clock, as the samples' time stamps have it, for the commands the recording places among them.
function now() {
  return performance.now();
}

let selection = null; // the server's selection: { strokes, bounds }
let drag = null; // a selection being dragged: { pointer, kind, start, center, matrix }

function editSelection(edit) {
  if (selection) send(Object.assign({ type: "selection", t: now() }, edit));
}

const toolbar = new Toolbar(document.querySelector("[data-scribble-toolbar]"), (what, value) => {
  if (what === "ink") send({ type: "ink", ink: value });
  else if (what === "tool") send(Object.assign({ type: "tool", t: now() }, value));
  else if (what === "undo" || what === "redo") send({ type: what, t: now() });
  else if (what === "delete") editSelection({ edit: "delete" });
  else if (what === "smoothing") send({ type: "smoothing", preset: value });
  else if (what === "policy") {
    send({ type: "policy", policy: value });
    keepInAddress("policy", value);
  }
});
toolbar.setPolicy(knownPolicy);

function canvasSize() {
  return { width: canvas.clientWidth, height: canvas.clientHeight };
}

function sampleOf(event) {
  const box = canvas.getBoundingClientRect();
  return {
    pointer: event.pointerId,
    type: event.pointerType || "mouse",
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    pressure: event.pressure,
    tiltX: event.tiltX,
    tiltY: event.tiltY,
    twist: event.twist,
    width: event.width,
    height: event.height,
    t: event.timeStamp,
  };
}

function pointOf(event) {
  const box = canvas.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

// What a contact at `point` does to the selection, with the lasso chosen: "scale" on the corner
// handle, "rotate" on the knob above, "move" inside the selection's box; null elsewhere (a new lasso).
function dragKind(point) {
  if (!selection || toolbar.mode !== "lasso") return null;
  const handles = ink.handles();
  const near = (handle) => Math.hypot(point.x - handle.x, point.y - handle.y) <= 10;
  if (near(handles.scale)) return "scale";
  if (near(handles.rotate)) return "rotate";
  const b = selection.bounds;
  const inside = point.x >= b.x - 4 && point.x <= b.x + b.width + 4 && point.y >= b.y - 4 && point.y <= b.y + b.height + 4;
  return inside ? "move" : null;
}

// The drag's transform so far, and the edit it makes.
function dragged(point) {
  const { kind, start, center } = drag;
  if (kind === "move") {
    const dx = point.x - start.x, dy = point.y - start.y;
    return { matrix: new DOMMatrix().translate(dx, dy), edit: { edit: "move", dx, dy }, none: dx === 0 && dy === 0 };
  }
  if (kind === "scale") {
    const from = Math.hypot(start.x - center.x, start.y - center.y);
    const factor = from > 0 ? Math.max(0.01, Math.hypot(point.x - center.x, point.y - center.y) / from) : 1;
    const matrix = new DOMMatrix().translate(center.x, center.y).scale(factor).translate(-center.x, -center.y);
    return { matrix, edit: { edit: "scale", factor }, none: factor === 1 };
  }
  const degrees = (Math.atan2(point.y - center.y, point.x - center.x) - Math.atan2(start.y - center.y, start.x - center.x)) * 180 / Math.PI;
  const matrix = new DOMMatrix().translate(center.x, center.y).rotate(degrees).translate(-center.x, -center.y);
  return { matrix, edit: { edit: "rotate", degrees }, none: degrees === 0 };
}

function pointerDown(event) {
  canvas.setPointerCapture(event.pointerId);
  const point = pointOf(event);
  const kind = drag ? null : dragKind(point);
  if (kind) {
    const b = selection.bounds;
    drag = { pointer: event.pointerId, kind, start: point, center: { x: b.x + b.width / 2, y: b.y + b.height / 2 } };
    event.preventDefault();
    return;
  }
  pointersDown.add(event.pointerId);
  sendPointer({ type: "pointer", phase: "down", samples: [sampleOf(event)] }, event);
  event.preventDefault();
}

function pointerMove(event) {
  if (drag && drag.pointer === event.pointerId) {
    ink.showPreview(dragged(pointOf(event)).matrix);
    event.preventDefault();
    return;
  }
  if (!pointersDown.has(event.pointerId)) return;
  const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
  const predicted = event.getPredictedEvents ? event.getPredictedEvents() : [];
  const samples = (coalesced.length > 0 ? coalesced : [event]).map(sampleOf);
  sendPointer({ type: "pointer", phase: "move", samples, predicted: predicted.map(sampleOf) }, event);
  event.preventDefault();
}

function pointerEnd(event) {
  if (drag && drag.pointer === event.pointerId) {
    const result = dragged(pointOf(event));
    drag = null;
    // The preview stays until the server's edit replaces it; a drag that changed nothing, or one
    // the browser cancelled, just ends.
    if (event.type === "pointercancel" || result.none) ink.showPreview(null);
    else editSelection(result.edit);
    event.preventDefault();
    return;
  }
  if (!pointersDown.has(event.pointerId)) return;
  const phase = event.type === "pointercancel" ? "cancel" : "up";
  sendPointer({ type: "pointer", phase, samples: [sampleOf(event)] }, event);
  pointersDown.delete(event.pointerId);
  event.preventDefault();
}

canvas.addEventListener("pointerdown", pointerDown);
canvas.addEventListener("pointermove", pointerMove);
canvas.addEventListener("pointerup", pointerEnd);
canvas.addEventListener("pointercancel", pointerEnd);
canvas.addEventListener("contextmenu", (event) => event.preventDefault());
window.addEventListener("resize", () => {
  ink.fitToWindow();
  send({ type: "resize", canvas: canvasSize(), scale: ink.scale });
});

// The shortcuts people expect: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Delete and Backspace
// delete the selection. Keys typed into the toolbar's controls stay theirs.
window.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  const key = event.key.toLowerCase();
  const command = event.ctrlKey || event.metaKey;
  if (command && key === "z") send({ type: event.shiftKey ? "redo" : "undo", t: now() });
  else if (command && key === "y") send({ type: "redo", t: now() });
  else if ((key === "delete" || key === "backspace") && selection) editSelection({ edit: "delete" });
  else return;
  event.preventDefault();
});

function received(reply) {
  const body = document.body.dataset;
  if (reply.type === "stroke") {
    ink.update(reply);
    if (reply.seq !== undefined && pointerTimes.has(reply.seq)) {
      const times = pointerTimes.get(reply.seq), painted = performance.now();
      window.scribbleLatencies.push(painted - times.stamp);
      window.scribbleHandledLatencies.push(painted - times.handled);
      if (window.scribbleLatencies.length > 10000) {
        window.scribbleLatencies.shift();
        window.scribbleHandledLatencies.shift();
      }
      pointerTimes.delete(reply.seq);
    }
    body.scribbleDrawn = String(ink.finishedCount);
  } else if (reply.type === "edit") {
    ink.applyEdit(reply);
    if (drag === null) ink.showPreview(null);
    body.scribbleDrawn = String(ink.finishedCount);
    body.scribbleEdits = String(Number(body.scribbleEdits || 0) + 1);
  } else if (reply.type === "selection") {
    selection = reply.strokes.length > 0 && reply.bounds ? { strokes: reply.strokes, bounds: reply.bounds } : null;
    ink.select(reply.strokes, reply.bounds);
    body.scribbleSelected = String(reply.strokes.length);
  } else if (reply.type === "lasso") {
    ink.showLasso(reply.points);
  } else if (reply.type === "drawing") {
    ink.replaceAll(reply.strokes);
    toolbar.adopt(reply);
    body.scribbleDrawn = String(ink.finishedCount);
    body.scribbleReady = "true";
  } else if (reply.type === "ready") {
    statusLine.textContent = replay ? `replaying ${reply.drawing}` : `drawing ${reply.drawing}`;
    body.scribbleDrawing = reply.drawing;
    if (!replay) keepInAddress("drawing", reply.drawing);
    // The server renders the exports, as `scribble render` does, at the screen's scale.
    for (const link of document.querySelectorAll("[data-scribble-export]")) {
      const format = link.dataset.scribbleExport;
      link.href = `/api/export?drawing=${encodeURIComponent(reply.drawing)}&format=${format}&scale=${format === "png" ? ink.scale : 1}`;
    }
  } else if (reply.type === "history") {
    toolbar.setHistory(reply.undo, reply.redo);
  } else if (reply.type === "replayed") {
    statusLine.textContent = `replayed ${reply.drawing}: ${reply.strokes} stroke${reply.strokes === 1 ? "" : "s"}`;
    body.scribbleReplayed = "true";
  } else if (reply.type === "saved") {
    statusLine.textContent = `saved ${reply.strokes} strokes, ${reply.events} events, as ${reply.drawing}`;
    body.scribbleSaved = String(reply.events);
    body.scribbleStrokes = String(reply.strokes);
    // How many saves have ended: an undo or redo adds no events, but is saved all the same.
    body.scribbleSaves = String(Number(body.scribbleSaves || 0) + 1);
  } else if (reply.type === "error") {
    statusLine.textContent = `error: ${reply.message}`;
  }
}

socket.addEventListener("open", () => {
  const hello = { type: "hello", canvas: canvasSize(), scale: ink.scale, policy: knownPolicy, ink: toolbar.ink, smoothing: toolbar.smoothing };
  // A drawing continued keeps its own ink and smoothing until the page's controls change them.
  if (drawing) {
    delete hello.ink;
    delete hello.smoothing;
  }
  if (replay) {
    delete hello.ink;
    delete hello.smoothing;
    delete hello.policy;
  }
  socket.send(JSON.stringify(hello));
  for (const text of waiting.splice(0)) socket.send(text);
  statusLine.textContent = "connected";
});
socket.addEventListener("message", (event) => received(JSON.parse(event.data)));
socket.addEventListener("close", (event) => {
  statusLine.textContent = `disconnected (${event.code}${event.reason ? ": " + event.reason : ""})`;
});

ink.fitToWindow();
fetch("/api/grain")
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`the grain: ${response.status}`))))
  .then((grain) => ink.useGrain(grain))
  .catch((error) => { statusLine.textContent = `pencil drawn without its grain (${error.message})`; });

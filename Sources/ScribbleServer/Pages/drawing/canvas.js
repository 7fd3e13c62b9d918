// The drawing page: a canvas that fills the window and sends every Pointer Event sample to the
// server over a WebSocket (the messages are described in docs/server.md). The server runs them
// through Scribble's ink engine, which draws, erases or lassos with the tool chosen, and sends
// back each stroke's outline as it changes and each change to the finished strokes, which
// InkCanvas fills; the page draws no ink of its own. A selection is dragged, scaled and turned
// on the page (its strokes shown through the drag's transform) and the edit sent when the drag
// ends; the server's edit then replaces them.
//
// The address names the drawing (`drawing=ID`): the server tells the page the id of the drawing it
// started, the page puts it in its address, so a reload continues that drawing, and so does the
// page itself when it loses the server and connects again.
//
// The view (camera.js) zooms and pans, moved by the gestures of gestures.js; samples are sent in
// canvas units, and the server outlines for the view's resolution once it settles. Two fingers
// pan and zoom (a stroke a finger had begun is cancelled); in pen mode (policy `pen`, or `auto`
// once a pen is seen) one finger pans too, and a touch still down when a pen comes (a palm) is
// cancelled, so it never becomes a stroke.
"use strict";

const canvas = document.querySelector("[data-scribble-canvas]");
const statusLine = document.querySelector("[data-scribble-status]");
const hint = document.querySelector("[data-scribble-hint]");
const penHint = document.querySelector("[data-scribble-pen-hint]");
const penModeButton = document.querySelector("[data-scribble-pen-mode]");
const zoomButton = document.querySelector("[data-scribble-zoom]");
const backButton = document.querySelector("[data-scribble-back]");
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

let socket = null;
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
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
  else waiting.push(text);
}

function setStatus(text) {
  if (statusLine.textContent !== text) statusLine.textContent = text;
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
  else if (what === "policy") choosePolicy(value);
});
toolbar.setPolicy(knownPolicy);
toolbar.setSelection(false);

// Pen mode: only the pen draws and a finger moves the view. Policy `pen` is pen mode; under
// `auto` it comes on when a pen is first seen, and its control appears (pressing it lets fingers
// draw again: policy `any`).
let penSeen = false;
function penMode() {
  return toolbar.policy === "pen" || (toolbar.policy === "auto" && penSeen);
}
function showPenMode() {
  const shown = penSeen || toolbar.policy === "pen";
  penModeButton.hidden = !shown || replay !== null;
  penModeButton.setAttribute("aria-pressed", String(penMode()));
}
function choosePolicy(value) {
  toolbar.setPolicy(value);
  send({ type: "policy", policy: value });
  keepInAddress("policy", value);
  showPenMode();
}
penModeButton.addEventListener("click", () => choosePolicy(penMode() ? "any" : penSeen ? "auto" : "pen"));

// The view: repainted at once through the outlines the page has, then outlined again by the
// server for the new resolution once the view has stayed put a moment.
let outlineTimer = null;
const camera = new Camera(canvas, (view) => {
  ink.setView(view.zoom, view.x, view.y);
  const percent = `${Math.round(view.zoom * 100)}%`;
  zoomButton.textContent = percent;
  zoomButton.setAttribute("aria-label", `Zoom ${percent}, reset to 100%`);
  document.body.dataset.scribbleView = `${view.zoom} ${view.x} ${view.y}`;
  clearTimeout(outlineTimer);
  outlineTimer = setTimeout(() => send({ type: "resize", canvas: canvasSize(), scale: ink.resolution }), 150);
  showBack();
});

// "Back to drawing" when there is ink and none of it is in view.
function showBack() {
  const box = ink.inkBox();
  let away = false;
  if (box) {
    const a = camera.toScreen({ x: box.x, y: box.y }), b = camera.toScreen({ x: box.x + box.width, y: box.y + box.height });
    away = b.x < 0 || b.y < 0 || a.x > canvas.clientWidth || a.y > canvas.clientHeight;
  }
  backButton.hidden = !away;
}
function fitInk() {
  camera.fit(ink.inkBox(), { width: canvas.clientWidth, height: canvas.clientHeight });
}
backButton.addEventListener("click", fitInk);
zoomButton.addEventListener("click", () => camera.set(1, 0, 0));
const middle = () => ({ x: canvas.clientWidth / 2, y: canvas.clientHeight / 2 });
document.querySelector("[data-scribble-zoom-in]").addEventListener("click", () => camera.zoomAbout(1.25, middle()));
document.querySelector("[data-scribble-zoom-out]").addEventListener("click", () => camera.zoomAbout(0.8, middle()));

// The empty-state hint goes with the first stroke (and comes back if every stroke is undone).
function showHint() {
  hint.hidden = ink.finishedCount > 0 || pointersDown.size > 0 || replay !== null;
}

// The canvas's size, in canvas units, as the window shows it at 100%.
function canvasSize() {
  return { width: canvas.clientWidth, height: canvas.clientHeight };
}

function sampleOf(event) {
  const { x, y } = pointOf(event);
  return {
    pointer: event.pointerId,
    type: event.pointerType || "mouse",
    x,
    y,
    pressure: event.pressure,
    tiltX: event.tiltX,
    tiltY: event.tiltY,
    twist: event.twist,
    width: event.width,
    height: event.height,
    t: event.timeStamp,
  };
}

// Where a pointer is, in CSS pixels of the canvas element, and in canvas units.
function screenOf(event) {
  const box = canvas.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

function pointOf(event) {
  return camera.toCanvas(screenOf(event));
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

// A touch the page had sent as a stroke's start, cancelled: two fingers came (a gesture), or a
// pen (the touch was a palm).
function cancelTouchStrokes(event) {
  for (const id of [...pointersDown]) {
    if (!gestures.touches.has(id)) continue;
    const point = camera.toCanvas(gestures.touches.get(id));
    send({ type: "pointer", phase: "cancel", seq: nextSeq++,
      samples: [{ pointer: id, type: "touch", x: point.x, y: point.y, pressure: 0, t: event.timeStamp }] });
    pointersDown.delete(id);
  }
}

const gestures = new ViewGestures(canvas, camera, {
  screenOf,
  fingerPans: penMode,
  onPinch: cancelTouchStrokes,
  onFingerPan() {
    // Pen mode's one-line hint, the first time a finger moves the view.
    if (localStorage.getItem("scribble-pen-hint")) return;
    penHint.hidden = false;
    localStorage.setItem("scribble-pen-hint", "shown");
    setTimeout(() => { penHint.hidden = true; }, 5000);
  },
});

// A pen coming down: pen mode once a pen is seen (under `auto`), and a touch still down is a palm.
function penDown(event) {
  penHint.hidden = true;
  if (!penSeen) {
    penSeen = true;
    showPenMode();
  }
  if (penMode() || toolbar.policy === "auto") cancelTouchStrokes(event);
}

function pointerDown(event) {
  canvas.setPointerCapture(event.pointerId);
  if (event.pointerType === "pen") penDown(event);
  if (gestures.down(event)) {
    event.preventDefault();
    return;
  }
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
  showHint();
  event.preventDefault();
}

function pointerMove(event) {
  if (gestures.move(event)) {
    event.preventDefault();
    return;
  }
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
  if (gestures.end(event)) {
    event.preventDefault();
    return;
  }
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
  showHint();
  event.preventDefault();
}

canvas.addEventListener("pointerdown", pointerDown);
canvas.addEventListener("pointermove", pointerMove);
canvas.addEventListener("pointerup", pointerEnd);
canvas.addEventListener("pointercancel", pointerEnd);
canvas.addEventListener("contextmenu", (event) => event.preventDefault());
window.addEventListener("resize", () => {
  ink.fitToWindow();
  send({ type: "resize", canvas: canvasSize(), scale: ink.resolution });
});

const shortcuts = new Shortcuts(document.querySelector("[data-scribble-shortcuts]"), toolbar.tools, (what, detail) => {
  if (replay) return;
  if (what === "tool") toolbar.choose(detail);
  else if (what === "undo" || what === "redo") send({ type: what, t: now() });
  else if (what === "delete") editSelection({ edit: "delete" });
  else if (what === "zoom-in") camera.zoomAbout(1.25, middle());
  else if (what === "zoom-out") camera.zoomAbout(0.8, middle());
  else if (what === "fit") fitInk();
  else if (what === "actual-size") camera.set(1, 0, 0);
});
document.querySelector("[data-scribble-help]").addEventListener("click", () => shortcuts.open());

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
    showHint();
  } else if (reply.type === "edit") {
    ink.applyEdit(reply);
    if (drag === null) ink.showPreview(null);
    body.scribbleDrawn = String(ink.finishedCount);
    showHint();
    body.scribbleEdits = String(Number(body.scribbleEdits || 0) + 1);
  } else if (reply.type === "selection") {
    selection = reply.strokes.length > 0 && reply.bounds ? { strokes: reply.strokes, bounds: reply.bounds } : null;
    ink.select(reply.strokes, reply.bounds);
    toolbar.setSelection(selection !== null);
    body.scribbleSelected = String(reply.strokes.length);
  } else if (reply.type === "lasso") {
    ink.showLasso(reply.points);
  } else if (reply.type === "drawing") {
    ink.replaceAll(reply.strokes);
    toolbar.adopt(reply);
    if (reply.canvas) savedCanvas = reply.canvas;
    // A drawing continued where a pen has drawn is in pen mode from the start, as the server is.
    if (reply.penSeen) penSeen = true;
    showPenMode();
    body.scribbleDrawn = String(ink.finishedCount);
    body.scribbleReady = "true";
    body.scribbleOutlined = String(Number(body.scribbleOutlined || 0) + 1);
    showHint();
    showBack();
  } else if (reply.type === "ready") {
    if (replay) setStatus(`replaying ${reply.drawing}`);
    else if (reconnected) setStatus("Saved");
    body.scribbleDrawing = reply.drawing;
    if (!replay) keepInAddress("drawing", reply.drawing);
    exportLinks();
  } else if (reply.type === "history") {
    toolbar.setHistory(reply.undo, reply.redo);
  } else if (reply.type === "replayed") {
    setStatus(`replayed ${reply.drawing}: ${reply.strokes} stroke${reply.strokes === 1 ? "" : "s"}`);
    body.scribbleReplayed = "true";
  } else if (reply.type === "saved") {
    setStatus("Saved");
    exportLinks();
    statusLine.title = `${reply.strokes} stroke${reply.strokes === 1 ? "" : "s"} and ${reply.events} event${reply.events === 1 ? "" : "s"}, as ${reply.drawing}`;
    body.scribbleSaved = String(reply.events);
    body.scribbleStrokes = String(reply.strokes);
    // How many saves have ended: an undo or redo adds no events, but is saved all the same.
    body.scribbleSaves = String(Number(body.scribbleSaves || 0) + 1);
  } else if (reply.type === "error") {
    setStatus(`Error: ${reply.message}`);
  }
}

// The exports: the server renders them, as `scribble render` does, at the screen's scale, framed
// by the drawing's canvas; once ink lies beyond the canvas (drawn where the view was moved left of
// or above it), framed by the ink instead, so that none of it is cut.
let savedCanvas = null;
function exportLinks() {
  const id = document.body.dataset.scribbleDrawing;
  if (!id) return;
  const canvasWidth = Math.max(savedCanvas ? savedCanvas.width : 0, canvas.clientWidth);
  const canvasHeight = Math.max(savedCanvas ? savedCanvas.height : 0, canvas.clientHeight);
  const box = ink.inkBox();
  const beyond = box && (box.x < 0 || box.y < 0 || box.x + box.width > canvasWidth || box.y + box.height > canvasHeight);
  for (const link of document.querySelectorAll("[data-scribble-export]")) {
    const format = link.dataset.scribbleExport;
    link.href = `/api/export?drawing=${encodeURIComponent(id)}&format=${format}&scale=${format === "png" ? ink.scale : 1}${beyond ? "&fit=ink" : ""}`;
  }
}

// Connects, and connects again a second after the server is lost, continuing the same drawing
// (its id is in the page's address by then). Until then the status says nothing is saved. A
// network gone quiet closes nothing, so the page asks the server every second (`ping`) and takes
// the connection for lost when it has heard nothing for `heartbeat.silence` milliseconds.
let reconnected = false;
const heartbeat = { every: 1000, silence: 2500 };
function connect() {
  const address = new URL(socketAddress);
  const shown = new URL(location.href).searchParams.get("drawing");
  if (shown && !replay) address.searchParams.set("drawing", shown);
  const opened = new WebSocket(address);
  socket = opened;
  let heard = performance.now();
  let beating = null;
  opened.addEventListener("open", () => {
    const continued = drawing || (shown && !replay);
    const hello = { type: "hello", canvas: canvasSize(), scale: ink.resolution, policy: knownPolicy, ink: toolbar.ink, smoothing: toolbar.smoothing };
    if (reconnected) hello.policy = toolbar.policy;
    // A drawing continued keeps its own ink and smoothing until the page's controls change them.
    if (continued) {
      delete hello.ink;
      delete hello.smoothing;
    }
    if (replay) {
      delete hello.ink;
      delete hello.smoothing;
      delete hello.policy;
    }
    opened.send(JSON.stringify(hello));
    for (const text of waiting.splice(0)) opened.send(text);
    if (!reconnected && !replay) setStatus("");
    if (replay) return;
    heard = performance.now();
    beating = setInterval(() => {
      if (socket !== opened) return clearInterval(beating);
      if (performance.now() - heard > heartbeat.silence) {
        clearInterval(beating);
        lost(opened);
        return;
      }
      opened.send('{"type":"ping"}');
    }, heartbeat.every);
  });
  opened.addEventListener("message", (event) => {
    heard = performance.now();
    const message = JSON.parse(event.data);
    if (message.type !== "pong") received(message);
  });
  opened.addEventListener("close", (event) => {
    clearInterval(beating);
    if (socket !== opened) return;
    document.body.dataset.scribbleConnected = "false";
    if (replay) {
      setStatus(`disconnected (${event.code}${event.reason ? ": " + event.reason : ""})`);
      return;
    }
    // A refusal (a bad policy, a drawing that cannot be opened) is said, not retried.
    if (event.code >= 4000 || event.code === 1008 || event.code === 1009) {
      setStatus(`Not connected: ${event.reason || event.code}`);
      return;
    }
    lost(opened);
  });
}

// The server is lost: the page says so and connects again a second later; the old socket, if it
// ever closes, is no longer the page's.
function lost(opened) {
  if (socket !== opened) return;
  socket = null;
  document.body.dataset.scribbleConnected = "false";
  setStatus("Not saved — reconnecting");
  reconnected = true;
  pointersDown.clear();
  try { opened.close(); } catch (_) { /* already closing */ }
  setTimeout(connect, 1000);
}
connect();

ink.fitToWindow();
fetch("/api/grain")
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`the grain: ${response.status}`))))
  .then((grain) => ink.useGrain(grain))
  .catch((error) => { statusLine.textContent = `pencil drawn without its grain (${error.message})`; });

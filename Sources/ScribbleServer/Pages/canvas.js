// The drawing page: a canvas that fills the window and sends every Pointer Event sample to the
// server over a WebSocket (the messages are described in docs/server.md). The server runs them
// through Scribble's ink engine and sends back each stroke's outline as it changes, which
// InkCanvas fills; the page draws no ink of its own.
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

const socket = new WebSocket(socketAddress);
const waiting = [];
const pointersDown = new Set();

function send(message) {
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

const toolbar = new Toolbar(document.querySelector("[data-scribble-toolbar]"), (what, value) => {
  if (what === "ink") send({ type: "ink", ink: value });
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

function pointerDown(event) {
  canvas.setPointerCapture(event.pointerId);
  pointersDown.add(event.pointerId);
  send({ type: "pointer", phase: "down", samples: [sampleOf(event)] });
  event.preventDefault();
}

function pointerMove(event) {
  if (!pointersDown.has(event.pointerId)) return;
  const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
  const predicted = event.getPredictedEvents ? event.getPredictedEvents() : [];
  const samples = (coalesced.length > 0 ? coalesced : [event]).map(sampleOf);
  send({ type: "pointer", phase: "move", samples, predicted: predicted.map(sampleOf) });
  event.preventDefault();
}

function pointerEnd(event) {
  if (!pointersDown.has(event.pointerId)) return;
  const phase = event.type === "pointercancel" ? "cancel" : "up";
  send({ type: "pointer", phase, samples: [sampleOf(event)] });
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
fetch("/api/grain")
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`the grain: ${response.status}`))))
  .then((grain) => ink.useGrain(grain))
  .catch((error) => { statusLine.textContent = `pencil drawn without its grain (${error.message})`; });
  send({ type: "resize", canvas: canvasSize(), scale: ink.scale });
});

function received(reply) {
  const body = document.body.dataset;
  if (reply.type === "stroke") {
    ink.update(reply);
    body.scribbleDrawn = String(ink.finishedCount);
  } else if (reply.type === "drawing") {
    ink.replaceAll(reply.strokes);
    toolbar.adopt(reply);
    body.scribbleDrawn = String(ink.finishedCount);
    body.scribbleReady = "true";
  } else if (reply.type === "ready") {
    statusLine.textContent = `drawing ${reply.drawing}`;
    body.scribbleDrawing = reply.drawing;
    keepInAddress("drawing", reply.drawing);
  } else if (reply.type === "saved") {
    statusLine.textContent = `saved ${reply.strokes} strokes, ${reply.events} events, as ${reply.drawing}`;
    body.scribbleSaved = String(reply.events);
    body.scribbleStrokes = String(reply.strokes);
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

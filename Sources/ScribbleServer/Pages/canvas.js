// The drawing page: a canvas that fills the window and sends every Pointer Event sample to the
// server over a WebSocket (the messages are described in docs/server.md). The server records
// them; the thin trace drawn here only shows where the pointer went until the server's ink
// replaces it.
"use strict";

const canvas = document.querySelector("[data-scribble-canvas]");
const statusLine = document.querySelector("[data-scribble-status]");
const context = canvas.getContext("2d");
const address = new URL(location.href);
const token = address.searchParams.get("token");
const policy = address.searchParams.get("policy");

// The server set a cookie with the token; the address need not keep showing it.
if (token) {
  address.searchParams.delete("token");
  history.replaceState(null, "", address.pathname + address.search + address.hash);
}

const socketAddress = new URL("/socket", location.href);
socketAddress.protocol = location.protocol === "https:" ? "wss:" : "ws:";
if (token) socketAddress.searchParams.set("token", token);
if (policy) socketAddress.searchParams.set("policy", policy);

const socket = new WebSocket(socketAddress);
const waiting = [];
const lastPoints = new Map();

function send(message) {
  const text = JSON.stringify(message);
  if (socket.readyState === WebSocket.OPEN) socket.send(text);
  else waiting.push(text);
}

function canvasSize() {
  return { width: canvas.clientWidth, height: canvas.clientHeight };
}

function resizeCanvas() {
  const scale = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * scale);
  canvas.height = Math.round(canvas.clientHeight * scale);
  context.setTransform(scale, 0, 0, scale, 0, 0);
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

function trace(samples) {
  context.strokeStyle = "#c7c7cc";
  context.lineWidth = 1;
  for (const sample of samples) {
    const last = lastPoints.get(sample.pointer);
    if (last) {
      context.beginPath();
      context.moveTo(last.x, last.y);
      context.lineTo(sample.x, sample.y);
      context.stroke();
    }
    lastPoints.set(sample.pointer, sample);
  }
}

function pointerDown(event) {
  canvas.setPointerCapture(event.pointerId);
  const sample = sampleOf(event);
  lastPoints.set(sample.pointer, sample);
  send({ type: "pointer", phase: "down", samples: [sample] });
  event.preventDefault();
}

function pointerMove(event) {
  if (!lastPoints.has(event.pointerId)) return;
  const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
  const predicted = event.getPredictedEvents ? event.getPredictedEvents() : [];
  const samples = (coalesced.length > 0 ? coalesced : [event]).map(sampleOf);
  send({ type: "pointer", phase: "move", samples, predicted: predicted.map(sampleOf) });
  trace(samples);
  event.preventDefault();
}

function pointerEnd(event) {
  if (!lastPoints.has(event.pointerId)) return;
  const phase = event.type === "pointercancel" ? "cancel" : "up";
  send({ type: "pointer", phase, samples: [sampleOf(event)] });
  lastPoints.delete(event.pointerId);
  event.preventDefault();
}

canvas.addEventListener("pointerdown", pointerDown);
canvas.addEventListener("pointermove", pointerMove);
canvas.addEventListener("pointerup", pointerEnd);
canvas.addEventListener("pointercancel", pointerEnd);
canvas.addEventListener("contextmenu", (event) => event.preventDefault());
window.addEventListener("resize", () => {
  resizeCanvas();
  send({ type: "resize", canvas: canvasSize() });
});

socket.addEventListener("open", () => {
  socket.send(JSON.stringify({ type: "hello", canvas: canvasSize(), policy }));
  for (const text of waiting.splice(0)) socket.send(text);
  statusLine.textContent = "connected";
});
socket.addEventListener("message", (event) => {
  const reply = JSON.parse(event.data);
  if (reply.type === "ready") statusLine.textContent = `recording ${reply.recording}`;
  else if (reply.type === "saved") statusLine.textContent = `saved ${reply.events} events to ${reply.recording}`;
  else if (reply.type === "error") statusLine.textContent = `error: ${reply.message}`;
  document.body.dataset.scribbleSaved = reply.type === "saved" ? String(reply.events) : document.body.dataset.scribbleSaved || "";
});
socket.addEventListener("close", (event) => {
  statusLine.textContent = `disconnected (${event.code}${event.reason ? ": " + event.reason : ""})`;
});

resizeCanvas();

// Drawing on the card in place, for the card editor (card.js, loaded before it, holds the card,
// its layout and `say`; this file holds the sketch, which card.js asks about when a key is
// pressed or the window resized).

/// Drawing on the card in place: a canvas laid over the card speaks the drawing page's messages
/// to the server over its WebSocket (docs/server.md), which inks each stroke with Scribble's
/// engine and sends its outline, filled here by InkCanvas as the drawing page fills it. The
/// canvas's units are the editor's CSS pixels from the card's top left; Done makes the drawing
/// an element where it was drawn (`/api/cards/draw`), Cancel puts the drawing away.
const drawButton = document.querySelector("[data-scribble-draw]");
const drawBar = document.querySelector("[data-scribble-draw-bar]");
const drawColor = document.querySelector("[data-scribble-draw-color]");
let sketch = null;

function sketchSend(message) {
  if (!sketch) return;
  const text = JSON.stringify(message);
  if (sketch.socket.readyState === WebSocket.OPEN) sketch.socket.send(text); else sketch.waiting.push(text);
}

function sketchInk() {
  return { tool: "pen", color: drawColor.value, width: 4 };
}

function sketchSample(event) {
  const box = sketch.canvas.getBoundingClientRect();
  return {
    pointer: event.pointerId, type: event.pointerType || "mouse", x: event.clientX - box.left, y: event.clientY - box.top,
    pressure: event.pressure, tiltX: event.tiltX, tiltY: event.tiltY, twist: event.twist, width: event.width, height: event.height,
    t: event.timeStamp,
  };
}

function sketchReceived(reply) {
  const body = document.body.dataset;
  if (reply.type === "stroke") sketch.ink.update(reply);
  else if (reply.type === "edit") sketch.ink.applyEdit(reply);
  else if (reply.type === "drawing") {
    sketch.ink.replaceAll(reply.strokes);
    body.scribbleDrawReady = "1";
  } else if (reply.type === "ready") sketch.drawing = reply.drawing;
  else if (reply.type === "saved") {
    sketch.saved = reply.strokes;
    sketch.saves += 1;
    body.scribbleDrawStrokes = String(reply.strokes);
  } else if (reply.type === "error") say(reply.message, true);
}

function startDrawing() {
  if (!card || sketch) return;
  select(null);
  closeMore();
  const canvas = document.createElement("canvas");
  canvas.className = "draw-canvas";
  canvas.dataset.scribbleDrawCanvas = "";
  canvas.dataset.scale = String(scale);
  canvas.setAttribute("aria-label", "Drawing on the card");
  for (const side of ["left", "top", "width", "height"]) canvas.style[side] = surface.style[side];
  stage.append(canvas);
  const address = new URL("/socket", location.href);
  address.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  sketch = { canvas, ink: new InkCanvas(canvas), socket: new WebSocket(address), waiting: [], drawing: null, saved: 0, saves: 0, down: new Set(), sent: 0 };
  sketch.ink.fitToWindow();
  const { socket } = sketch;
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "hello", canvas: { width: canvas.clientWidth, height: canvas.clientHeight }, scale: sketch.ink.scale, policy: "any", ink: sketchInk() }));
    for (const text of sketch.waiting.splice(0)) socket.send(text);
  });
  socket.addEventListener("message", (event) => sketch && sketchReceived(JSON.parse(event.data)));
  fetch("/api/grain").then((response) => response.json()).then((grain) => sketch && sketch.ink.useGrain(grain)).catch(() => {});
  canvas.addEventListener("pointerdown", (event) => {
    canvas.setPointerCapture(event.pointerId);
    sketch.down.add(event.pointerId);
    sketchSend({ type: "pointer", phase: "down", samples: [sketchSample(event)] });
    event.preventDefault();
  });
  canvas.addEventListener("pointermove", (event) => {
    if (!sketch.down.has(event.pointerId)) return;
    const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    sketchSend({ type: "pointer", phase: "move", samples: (coalesced.length > 0 ? coalesced : [event]).map(sketchSample) });
    event.preventDefault();
  });
  const end = (event) => {
    if (!sketch.down.delete(event.pointerId)) return;
    sketchSend({ type: "pointer", phase: event.type === "pointercancel" ? "cancel" : "up", samples: [sketchSample(event)] });
    if (event.type !== "pointercancel") sketch.sent += 1;
    event.preventDefault();
  };
  canvas.addEventListener("pointerup", end);
  canvas.addEventListener("pointercancel", end);
  drawBar.hidden = false;
  // While drawing, the card's own tools rest: Undo and Delete would change the card under the pen.
  for (const part of [...toolbarParts(), morePanel]) part.inert = true;
  drawButton.setAttribute("aria-pressed", "true");
  chooseDrawTool("pen");
  say("drawing on the card: Done keeps the drawing as an element");
}

/// The card's tools beside Draw, which rest while the person draws.
function toolbarParts() {
  return [...drawButton.parentElement.children].filter((part) => part !== drawButton && !part.hidden);
}

function chooseDrawTool(name) {
  for (const button of drawBar.querySelectorAll("[data-scribble-draw-tool]")) {
    button.setAttribute("aria-pressed", String(button.dataset.scribbleDrawTool === name));
  }
  if (name === "pen") sketchSend({ type: "ink", ink: sketchInk() });
  else sketchSend({ type: "tool", t: performance.now(), tool: name, width: 8 });
}

for (const button of drawBar.querySelectorAll("[data-scribble-draw-tool]")) {
  button.addEventListener("click", () => chooseDrawTool(button.dataset.scribbleDrawTool));
}
drawColor.addEventListener("change", () => chooseDrawTool("pen"));
document.querySelector("[data-scribble-draw-undo]").addEventListener("click", () => sketchSend({ type: "undo", t: performance.now() }));

/// Ends drawing: the canvas, its socket and the tools go.
function stopDrawing() {
  const ended = sketch;
  sketch = null;
  ended.socket.close();
  ended.canvas.remove();
  drawBar.hidden = true;
  for (const part of [...toolbarParts(), morePanel]) part.inert = false;
  drawButton.setAttribute("aria-pressed", "false");
  delete document.body.dataset.scribbleDrawReady;
  delete document.body.dataset.scribbleDrawStrokes;
  drawButton.focus();
  return ended;
}

async function finishDrawing() {
  if (!sketch) return;
  setPending(1);
  try {
    // Every finished stroke is saved at once; wait for the saves of the strokes drawn to be told.
    for (let tries = 0; tries < 30 && sketch.saves < sketch.sent; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ended = stopDrawing();
    if (!ended.drawing || ended.saved === 0) {
      say("nothing was drawn");
      return;
    }
    const query = new URLSearchParams({ card: cardID, drawing: ended.drawing, scale: ended.canvas.dataset.scale });
    const answered = await send("POST", `/api/cards/draw?${query}`);
    selected = answered.element;
    show(answered);
    say("added the drawing");
  } catch (error) {
    say(error.message, true);
  } finally {
    setPending(-1);
  }
}

/// Leaves drawing without keeping it: the drawing begun is put away with the deleted drawings.
function cancelDrawing() {
  if (!sketch) return;
  const ended = stopDrawing();
  if (ended.drawing) fetch(`/api/drawings/remove?drawing=${encodeURIComponent(ended.drawing)}`, { method: "POST" }).catch(() => {});
  say("the drawing was not kept");
}

drawButton.addEventListener("click", () => (sketch ? finishDrawing() : startDrawing()));
document.querySelector("[data-scribble-draw-done]").addEventListener("click", finishDrawing);
document.querySelector("[data-scribble-draw-cancel]").addEventListener("click", cancelDrawing);

// The ink on the drawing page's canvas: the outlines the server sent, filled as Scribble's
// renderer fills them. Nothing here makes an outline; each stroke is the polygons the engine
// made, filled together with the non-zero rule in the ink's colour, its alpha multiplied by the
// tool's opacity (the server sends it), a pencil's through the paper grain the renderer lays it
// through (the server's tile, repeated from the canvas's origin), so the screen shows what
// `scribble render` makes.
//
// Units: the server speaks canvas units, which are the canvas element's CSS pixels from its
// top-left corner (the element fills the window, so they are the window's CSS pixels too). The
// canvas's backing store has devicePixelRatio device pixels per CSS pixel, so painting is scaled
// by that ratio; the server makes outlines for the same ratio (the `scale` of `hello` and
// `resize`), as `scribble render --scale` would.
"use strict";

class InkCanvas {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.scale = 1;
    this.finished = []; // in drawing order: { fill, opacity, path, box }
    this.drawing = new Map(); // pointer → the stroke being drawn
    this.grain = null; // { pattern, unitsPerSample } once loaded
    this.scratch = document.createElement("canvas"); // where a pencil stroke meets the grain
  }

  // Takes the paper grain (`GET /api/grain`: its side in samples, its size in canvas units and
  // its values, 255 letting all the ink through) and paints again with it.
  useGrain(grain) {
    const tile = document.createElement("canvas");
    tile.width = tile.height = grain.side;
    const tileContext = tile.getContext("2d");
    const pixels = tileContext.createImageData(grain.side, grain.side);
    grain.values.forEach((value, index) => {
      pixels.data.set([255, 255, 255, value], index * 4);
    });
    tileContext.putImageData(pixels, 0, 0);
    const pattern = this.context.createPattern(tile, "repeat");
    this.grain = { pattern, unitsPerSample: grain.tileSize / grain.side };
    this.paint(null);
  }

  // Sizes the backing store to the element at the current devicePixelRatio and paints it all.
  fitToWindow() {
    this.scale = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(this.canvas.clientWidth * this.scale);
    this.canvas.height = Math.round(this.canvas.clientHeight * this.scale);
    this.scratch.width = this.canvas.width;
    this.scratch.height = this.canvas.height;
    this.paint(null);
  }

  // Takes the whole drawing (the server's `drawing` message) and paints everything.
  replaceAll(strokes) {
    this.finished = strokes.map((stroke) => InkCanvas.shape(stroke.ink, stroke.polygons));
    this.drawing.clear();
    this.paint(null);
  }

  // Takes one stroke's change (the server's `stroke` message) and paints its region again.
  update(message) {
    const shape = InkCanvas.shape(message.ink, message.polygons);
    this.drawing.delete(message.pointer);
    if (message.state === "drawing") this.drawing.set(message.pointer, shape);
    else if (message.state === "finished") this.finished.splice(Math.min(message.stroke, this.finished.length), 0, shape);
    if (message.region) this.paint(message.region);
  }

  get finishedCount() {
    return this.finished.length;
  }

  // Paints `region` (canvas units), or the whole canvas when it is null: clears it and fills
  // every stroke that reaches into it, finished strokes first, in order.
  paint(region) {
    const context = this.context;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    let box = { x: 0, y: 0, width: this.canvas.width, height: this.canvas.height };
    if (region) {
      // Whole device pixels around the region, one more on each side for antialiasing.
      const left = Math.max(0, Math.floor(region.x * this.scale) - 1);
      const top = Math.max(0, Math.floor(region.y * this.scale) - 1);
      const right = Math.min(this.canvas.width, Math.ceil((region.x + region.width) * this.scale) + 1);
      const bottom = Math.min(this.canvas.height, Math.ceil((region.y + region.height) * this.scale) + 1);
      box = { x: left, y: top, width: right - left, height: bottom - top };
      if (box.width <= 0 || box.height <= 0) return context.restore();
    }
    context.beginPath();
    context.rect(box.x, box.y, box.width, box.height);
    context.clip();
    context.clearRect(box.x, box.y, box.width, box.height);
    context.setTransform(this.scale, 0, 0, this.scale, 0, 0);
    const units = { x: box.x / this.scale, y: box.y / this.scale, width: box.width / this.scale, height: box.height / this.scale };
    for (const shape of this.finished) this.fill(shape, units, box);
    for (const shape of this.drawing.values()) this.fill(shape, units, box);
    context.restore();
  }

  fill(shape, units, pixels) {
    if (!shape.box || !InkCanvas.meets(shape.box, units)) return;
    if (shape.grained && this.grain) return this.fillThroughGrain(shape, pixels);
    this.context.globalAlpha = shape.opacity;
    this.context.fillStyle = shape.fill;
    this.context.fill(shape.path, "nonzero");
  }

  // As the renderer lays a pencil: the stroke filled on its own, its alpha multiplied by the
  // grain's, then laid on the canvas at the tool's opacity.
  fillThroughGrain(shape, pixels) {
    const scratch = this.scratch.getContext("2d");
    scratch.save();
    scratch.setTransform(1, 0, 0, 1, 0, 0);
    scratch.clearRect(pixels.x, pixels.y, pixels.width, pixels.height);
    scratch.setTransform(this.scale, 0, 0, this.scale, 0, 0);
    scratch.fillStyle = shape.fill;
    scratch.fill(shape.path, "nonzero");
    scratch.globalCompositeOperation = "destination-in";
    const size = this.grain.unitsPerSample;
    this.grain.pattern.setTransform(new DOMMatrix([size, 0, 0, size, 0, 0]));
    scratch.fillStyle = this.grain.pattern;
    scratch.fillRect(pixels.x / this.scale, pixels.y / this.scale, pixels.width / this.scale, pixels.height / this.scale);
    scratch.restore();
    const context = this.context;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalAlpha = shape.opacity;
    context.drawImage(this.scratch, pixels.x, pixels.y, pixels.width, pixels.height, pixels.x, pixels.y, pixels.width, pixels.height);
    context.restore();
  }

  static meets(a, b) {
    return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
  }

  // A stroke ready to fill: one path of all its polygons, and the box around them.
  static shape(ink, polygons) {
    const path = new Path2D();
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const flat of polygons) {
      for (let index = 0; index + 1 < flat.length; index += 2) {
        const x = flat[index], y = flat[index + 1];
        if (index === 0) path.moveTo(x, y);
        else path.lineTo(x, y);
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      path.closePath();
    }
    const box = minX <= maxX ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null;
    return { fill: ink.color, opacity: ink.opacity, grained: ink.tool === "pencil", path, box };
  }
}

// The ink on the drawing page's canvas: the outlines the server sent, filled as Scribble's
// renderer fills them. Nothing here makes an outline; each stroke is the polygons the engine
// made, filled together with the non-zero rule in the ink's colour, its alpha multiplied by the
// tool's opacity (the server sends it), a pencil's through the paper grain the renderer lays it
// through (the server's tile, repeated from the canvas's origin), so the screen shows what
// `scribble render` makes.
//
// Units: the server speaks canvas units. The page's view (`view`: a zoom and a pan, see
// camera.js) puts canvas units on the element's CSS pixels (at 100% with no pan they are the
// same), and the canvas's backing store has devicePixelRatio device pixels per CSS pixel, so
// painting is through both; the server makes outlines for their product (`resolution`, the
// `scale` of `hello` and `resize`), as `scribble render --scale` would.
"use strict";

class InkCanvas {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.scale = 1; // device pixels per CSS pixel
    this.view = { zoom: 1, x: 0, y: 0 }; // screen (CSS pixels) = canvas units × zoom + (x, y)
    this.finished = []; // in drawing order: { fill, opacity, path, box }
    this.drawing = new Map(); // pointer → the stroke being drawn
    this.grain = null; // { pattern, unitsPerSample } once loaded
    this.scratch = document.createElement("canvas"); // where a pencil stroke meets the grain
    this.selection = null; // { strokes: Set of indices, bounds } from the server's `selection`
    this.preview = null; // a DOMMatrix the selected strokes are shown through while dragged
    this.lasso = null; // the lasso's path, flat [x0, y0, x1, y1, …], while one is drawn
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

  // The resolution the server outlines for: device pixels per canvas unit, within what the
  // server takes (0.25…16).
  get resolution() {
    return Math.min(16, Math.max(0.25, this.scale * this.view.zoom));
  }

  // Shows the canvas through another view, and paints it all.
  setView(zoom, x, y) {
    this.view = { zoom, x, y };
    this.paint(null);
  }

  // The box around every finished stroke, in canvas units; null when there is none.
  inkBox() {
    let box = null;
    for (const shape of this.finished) if (shape.box) box = box ? InkCanvas.union(box, shape.box) : shape.box;
    return box;
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

  // Takes one stroke's change (the server's `stroke` message) and paints its region again. A
  // stroke in progress may come as a splice into its outline before (`keep`: the vertices kept
  // at the start and at the end of its polygon; `vertices`: those between, flat).
  update(message) {
    let polygons = message.polygons;
    if (message.keep) {
      const before = this.drawing.get(message.pointer);
      const flat = before && before.polygons.length === 1 ? before.polygons[0] : [];
      const [start, end] = message.keep;
      polygons = [flat.slice(0, 2 * start).concat(message.vertices, end > 0 ? flat.slice(flat.length - 2 * end) : [])];
    }
    const shape = InkCanvas.shape(message.ink, polygons);
    this.drawing.delete(message.pointer);
    if (message.state === "drawing") this.drawing.set(message.pointer, shape);
    else if (message.state === "finished") this.finished.splice(Math.min(message.stroke, this.finished.length), 0, shape);
    if (message.region) this.paint(message.region);
  }

  // Takes a change to the finished strokes (the server's `edit` message): the strokes removed
  // (indices before it) go, the strokes inserted (indices after it) come in, and the region is
  // painted again.
  applyEdit(message) {
    for (const index of [...message.removed].sort((a, b) => b - a)) this.finished.splice(index, 1);
    for (const stroke of message.inserted) {
      this.finished.splice(Math.min(stroke.stroke, this.finished.length), 0, InkCanvas.shape(stroke.ink, stroke.polygons));
    }
    if (message.region) this.paint(message.region);
  }

  // Shows the selection (the server's `selection` message), painting where it was and where it is.
  select(strokes, bounds) {
    const before = this.overlayBox();
    this.selection = strokes.length > 0 && bounds ? { strokes: new Set(strokes), bounds } : null;
    this.preview = null;
    this.paintEither(before, this.overlayBox());
  }

  // Shows the selected strokes moved, scaled or turned by `matrix` (canvas units), until the
  // server's edit replaces them; null shows them where they are.
  showPreview(matrix) {
    const before = this.overlayBox();
    this.preview = matrix;
    this.paintEither(before, this.overlayBox());
  }

  // Shows a lasso's path (flat coordinates), or none.
  showLasso(points) {
    const before = this.lassoBox();
    this.lasso = points && points.length >= 4 ? points : null;
    this.paintEither(before, this.lassoBox());
  }

  paintEither(a, b) {
    if (a && b) this.paint(InkCanvas.union(a, b));
    else if (a || b) this.paint(a || b);
  }

  // The box the selection's frame, handles and preview cover, in canvas units (a margin for the handles).
  overlayBox() {
    if (!this.selection) return null;
    let box = InkCanvas.grow(this.selection.bounds, InkCanvas.handleReach);
    if (this.preview) box = InkCanvas.union(box, InkCanvas.grow(InkCanvas.transformedBox(this.selection.bounds, this.preview), InkCanvas.handleReach));
    return box;
  }

  lassoBox() {
    if (!this.lasso) return null;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (let index = 0; index + 1 < this.lasso.length; index += 2) {
      minX = Math.min(minX, this.lasso[index]);
      maxX = Math.max(maxX, this.lasso[index]);
      minY = Math.min(minY, this.lasso[index + 1]);
      maxY = Math.max(maxY, this.lasso[index + 1]);
    }
    return InkCanvas.grow({ x: minX, y: minY, width: maxX - minX, height: maxY - minY }, 2);
  }

  // Where the selection's handles are, in canvas units: the corner that scales and the knob above that turns.
  handles() {
    if (!this.selection) return null;
    const b = this.selection.bounds;
    return {
      scale: { x: b.x + b.width + 4, y: b.y + b.height + 4 },
      rotate: { x: b.x + b.width / 2, y: b.y - 22 },
      center: { x: b.x + b.width / 2, y: b.y + b.height / 2 },
    };
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
    const { zoom, x: panX, y: panY } = this.view;
    const device = this.scale * zoom;
    if (region) {
      // Whole device pixels around the region, one more on each side for antialiasing.
      const left = Math.max(0, Math.floor(region.x * device + panX * this.scale) - 1);
      const top = Math.max(0, Math.floor(region.y * device + panY * this.scale) - 1);
      const right = Math.min(this.canvas.width, Math.ceil((region.x + region.width) * device + panX * this.scale) + 1);
      const bottom = Math.min(this.canvas.height, Math.ceil((region.y + region.height) * device + panY * this.scale) + 1);
      box = { x: left, y: top, width: right - left, height: bottom - top };
      if (box.width <= 0 || box.height <= 0) return context.restore();
    }
    context.beginPath();
    context.rect(box.x, box.y, box.width, box.height);
    context.clip();
    context.clearRect(box.x, box.y, box.width, box.height);
    context.setTransform(device, 0, 0, device, panX * this.scale, panY * this.scale);
    const units = {
      x: (box.x - panX * this.scale) / device, y: (box.y - panY * this.scale) / device, width: box.width / device, height: box.height / device,
    };
    const moved = this.selection && this.preview ? this.selection.strokes : null;
    this.finished.forEach((shape, index) => {
      if (!moved || !moved.has(index)) this.fill(shape, units, box, units);
    });
    if (moved) {
      // The selected strokes as they will be once the server has moved them: their outlines
      // through the drag's transform, for as long as the drag lasts.
      const seen = InkCanvas.inverseBox(units, this.preview);
      context.save();
      context.transform(this.preview.a, this.preview.b, this.preview.c, this.preview.d, this.preview.e, this.preview.f);
      this.finished.forEach((shape, index) => {
        if (moved.has(index)) this.fill(shape, seen, box, units);
      });
      context.restore();
    }
    for (const shape of this.drawing.values()) this.fill(shape, units, box, units);
    this.paintOverlays();
    context.restore();
  }

  // The selection's frame and handles, and the lasso's path: drawn over the ink, never part of it.
  paintOverlays() {
    const context = this.context;
    context.globalAlpha = 1;
    const zoom = this.view.zoom;
    context.lineWidth = 1 / zoom;
    if (this.selection) {
      const b = this.selection.bounds;
      const corners = [[b.x, b.y], [b.x + b.width, b.y], [b.x + b.width, b.y + b.height], [b.x, b.y + b.height]]
        .map(([x, y]) => (this.preview ? this.preview.transformPoint(new DOMPoint(x, y)) : { x, y }));
      context.setLineDash([4 / zoom, 3 / zoom]);
      context.strokeStyle = "#0a84ff";
      context.beginPath();
      corners.forEach((corner, index) => (index === 0 ? context.moveTo(corner.x, corner.y) : context.lineTo(corner.x, corner.y)));
      context.closePath();
      context.stroke();
      context.setLineDash([]);
      if (!this.preview) {
        const handles = this.handles();
        context.fillStyle = "#fff";
        for (const handle of [handles.scale, handles.rotate]) {
          context.beginPath();
          context.arc(handle.x, handle.y, 5 / zoom, 0, 2 * Math.PI);
          context.fill();
          context.stroke();
        }
      }
    }
    if (this.lasso) {
      context.setLineDash([5 / zoom, 4 / zoom]);
      context.strokeStyle = "#3a3a3c";
      context.beginPath();
      for (let index = 0; index + 1 < this.lasso.length; index += 2) {
        if (index === 0) context.moveTo(this.lasso[0], this.lasso[1]);
        else context.lineTo(this.lasso[index], this.lasso[index + 1]);
      }
      context.stroke();
      context.setLineDash([]);
    }
  }

  fill(shape, units, pixels, painted) {
    if (!shape.box || !InkCanvas.meets(shape.box, units)) return;
    if (shape.grained && this.grain) return this.fillThroughGrain(shape, pixels, painted);
    this.context.globalAlpha = shape.opacity;
    this.context.fillStyle = shape.fill;
    this.context.fill(shape.path, "nonzero");
  }

  // As the renderer lays a pencil: the stroke filled on its own, its alpha multiplied by the
  // grain's, then laid on the canvas at the tool's opacity.
  fillThroughGrain(shape, pixels, painted) {
    const scratch = this.scratch.getContext("2d");
    scratch.save();
    scratch.setTransform(1, 0, 0, 1, 0, 0);
    scratch.clearRect(pixels.x, pixels.y, pixels.width, pixels.height);
    // The canvas's transform: its scale, and a dragged selection's move when there is one.
    scratch.setTransform(this.context.getTransform());
    scratch.fillStyle = shape.fill;
    scratch.fill(shape.path, "nonzero");
    // The grain lies on the canvas's units, from their origin, whatever the view.
    const device = this.scale * this.view.zoom;
    scratch.setTransform(device, 0, 0, device, this.view.x * this.scale, this.view.y * this.scale);
    scratch.globalCompositeOperation = "destination-in";
    const size = this.grain.unitsPerSample;
    this.grain.pattern.setTransform(new DOMMatrix([size, 0, 0, size, 0, 0]));
    scratch.fillStyle = this.grain.pattern;
    scratch.fillRect(painted.x, painted.y, painted.width, painted.height);
    scratch.restore();
    const context = this.context;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalAlpha = shape.opacity;
    context.drawImage(this.scratch, pixels.x, pixels.y, pixels.width, pixels.height, pixels.x, pixels.y, pixels.width, pixels.height);
    context.restore();
  }

  // How far the handles reach beyond the selection's box, in canvas units.
  static get handleReach() {
    return 30;
  }

  static union(a, b) {
    const x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
    return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
  }

  static grow(box, margin) {
    return { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  }

  // The box around `box`'s corners taken through `matrix`.
  static transformedBox(box, matrix) {
    const points = [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height], [box.x + box.width, box.y + box.height]]
      .map(([x, y]) => matrix.transformPoint(new DOMPoint(x, y)));
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const x = Math.min(...xs), y = Math.min(...ys);
    return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
  }

  // The region, in the strokes' own units, that `matrix` takes onto `box`.
  static inverseBox(box, matrix) {
    return InkCanvas.transformedBox(box, matrix.inverse());
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
    return { fill: ink.color, opacity: ink.opacity, grained: ink.tool === "pencil", path, box, polygons };
  }
}

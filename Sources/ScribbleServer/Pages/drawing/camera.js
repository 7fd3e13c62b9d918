// The drawing page's view of its unbounded canvas: a zoom and a pan, screen = canvas × zoom +
// pan (CSS pixels). It never changes the drawing (no undo step): it tells the page through
// `onChange` and the page repaints, and asks the server for outlines at the new resolution.
// The wheel pans, Ctrl+wheel (and a trackpad's pinch, which the browser sends as one) zooms
// about the pointer; two touches pan and zoom as `pinch` and `pinchMove` are told of them.
"use strict";

class Camera {
  constructor(surface, onChange) {
    this.zoom = 1;
    this.x = 0;
    this.y = 0;
    this.onChange = onChange;
    this.pinch = null; // { a, b, zoom, x, y } at the start of a two-touch gesture
    surface.addEventListener("wheel", (event) => this.wheel(event), { passive: false });
  }

  static get min() { return 0.25; }
  static get max() { return 8; }

  // A point of the screen (CSS pixels from the canvas's corner) in canvas units.
  toCanvas(point) {
    return { x: (point.x - this.x) / this.zoom, y: (point.y - this.y) / this.zoom };
  }

  toScreen(point) {
    return { x: point.x * this.zoom + this.x, y: point.y * this.zoom + this.y };
  }

  set(zoom, x, y) {
    const clamped = Math.min(Camera.max, Math.max(Camera.min, zoom));
    if (clamped === this.zoom && x === this.x && y === this.y) return;
    this.zoom = clamped;
    this.x = x;
    this.y = y;
    this.onChange(this);
  }

  // Zooms by `factor`, keeping the canvas point under `screen` where it is.
  zoomAbout(factor, screen) {
    const zoom = Math.min(Camera.max, Math.max(Camera.min, this.zoom * factor));
    const kept = zoom / this.zoom;
    this.set(zoom, screen.x - (screen.x - this.x) * kept, screen.y - (screen.y - this.y) * kept);
  }

  panBy(dx, dy) {
    this.set(this.zoom, this.x + dx, this.y + dy);
  }

  // Shows `box` (canvas units) whole and centred in a window of `size`, at 100% at most.
  fit(box, size, margin = 48) {
    if (!box) return this.set(1, 0, 0);
    const zoom = Math.min(1, (size.width - 2 * margin) / Math.max(box.width, 1), (size.height - 2 * margin) / Math.max(box.height, 1));
    const z = Math.min(Camera.max, Math.max(Camera.min, zoom));
    this.set(z, size.width / 2 - (box.x + box.width / 2) * z, size.height / 2 - (box.y + box.height / 2) * z);
  }

  wheel(event) {
    event.preventDefault();
    const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    const box = event.currentTarget.getBoundingClientRect();
    const at = { x: event.clientX - box.left, y: event.clientY - box.top };
    if (event.ctrlKey || event.metaKey) this.zoomAbout(Math.pow(2, -event.deltaY * lines / 250), at);
    else if (event.shiftKey && event.deltaX === 0) this.panBy(-event.deltaY * lines, 0);
    else this.panBy(-event.deltaX * lines, -event.deltaY * lines);
  }

  // Two touches begin a gesture at screen points `a` and `b`.
  startPinch(a, b) {
    this.pinch = { a, b, zoom: this.zoom, x: this.x, y: this.y };
  }

  // The two touches are now at `a` and `b`: the canvas point under their middle follows it, and
  // the zoom follows their spread.
  movePinch(a, b) {
    const start = this.pinch;
    if (!start) return;
    const spread0 = Math.max(1, Math.hypot(start.b.x - start.a.x, start.b.y - start.a.y));
    const spread = Math.hypot(b.x - a.x, b.y - a.y);
    const zoom = Math.min(Camera.max, Math.max(Camera.min, start.zoom * spread / spread0));
    const middle0 = { x: (start.a.x + start.b.x) / 2, y: (start.a.y + start.b.y) / 2 };
    const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const anchor = { x: (middle0.x - start.x) / start.zoom, y: (middle0.y - start.y) / start.zoom };
    this.set(zoom, middle.x - anchor.x * zoom, middle.y - anchor.y * zoom);
  }

  endPinch() {
    this.pinch = null;
  }
}

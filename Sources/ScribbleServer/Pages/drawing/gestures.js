// The pointers that move the drawing page's view rather than draw: the middle button, the main
// button while Space is held, a finger in pen mode (`fingerPans`), and two touches at once, which
// pan and zoom together (the page is told through `onPinch`, so that a stroke a finger had begun
// can be cancelled). Each handler says whether the pointer was the view's, to be drawn no more.
"use strict";

class ViewGestures {
  // `camera`: the Camera moved; `screenOf(event)`: the pointer in CSS pixels of the canvas;
  // `fingerPans()`: whether one finger moves the view (pen mode); `onPinch(event)`: two touches
  // began a gesture; `onFingerPan()`: a finger began to move the view.
  constructor(surface, camera, { screenOf, fingerPans, onPinch, onFingerPan }) {
    this.surface = surface;
    this.camera = camera;
    this.screenOf = screenOf;
    this.fingerPans = fingerPans;
    this.onPinch = onPinch;
    this.onFingerPan = onFingerPan;
    this.panning = null; // { pointer, last: screen point }
    this.touches = new Map(); // pointer → screen point, for every touch down
    this.spaceDown = false;
    window.addEventListener("keydown", (event) => {
      if (event.code !== "Space" || Shortcuts.inField(event.target) || event.target instanceof HTMLButtonElement) return;
      this.spaceDown = true;
      document.body.classList.add("space");
      event.preventDefault();
    });
    window.addEventListener("keyup", (event) => {
      if (event.code !== "Space") return;
      this.spaceDown = false;
      document.body.classList.remove("space");
    });
  }

  down(event) {
    const screen = this.screenOf(event);
    if (event.pointerType === "touch") {
      this.touches.set(event.pointerId, screen);
      if (this.touches.size === 2) {
        this.onPinch(event);
        const [a, b] = [...this.touches.values()];
        this.camera.startPinch(a, b);
        this.panning = null;
        return true;
      }
      if (this.touches.size > 2) return true;
      if (this.fingerPans()) {
        this.panning = { pointer: event.pointerId, last: screen };
        this.onFingerPan();
      }
      // A finger is still sent on: the server records it, and under pen mode turns it away.
      return false;
    }
    if (event.button === 1 || (this.spaceDown && event.button === 0)) {
      this.panning = { pointer: event.pointerId, last: screen };
      this.surface.classList.add("panning");
      return true;
    }
    return false;
  }

  move(event) {
    const screen = this.screenOf(event);
    const touch = this.touches.has(event.pointerId);
    if (touch) {
      this.touches.set(event.pointerId, screen);
      if (this.touches.size >= 2 && this.camera.pinch) {
        const [a, b] = [...this.touches.values()];
        this.camera.movePinch(a, b);
        return true;
      }
    }
    if (this.panning && this.panning.pointer === event.pointerId) {
      this.camera.panBy(screen.x - this.panning.last.x, screen.y - this.panning.last.y);
      this.panning.last = screen;
      return !touch;
    }
    return this.touches.size >= 2;
  }

  end(event) {
    const touch = this.touches.delete(event.pointerId);
    if (touch && this.touches.size < 2) this.camera.endPinch();
    if (this.panning && this.panning.pointer === event.pointerId) {
      this.panning = null;
      this.surface.classList.remove("panning");
      return !touch;
    }
    return false;
  }
}

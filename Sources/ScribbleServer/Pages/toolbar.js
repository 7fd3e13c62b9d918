// The drawing page's toolbar: the five inks, colour, width, smoothing preset and input policy.
// Each control tells the page through `onChange` what was chosen; the server is the one that
// applies it (see docs/server.md). Each tool keeps its own colour and width, as a pencil case does.
"use strict";

class Toolbar {
  constructor(element, onChange) {
    this.element = element;
    this.onChange = onChange;
    this.inks = {
      pen: { color: "#1c1c1e", width: 4 },
      pencil: { color: "#1c1c1e", width: 3 },
      marker: { color: "#ffcc00", width: 14 },
      monoline: { color: "#1c1c1e", width: 3 },
      "fountain-pen": { color: "#1c1c1e", width: 6 },
    };
    this.tool = "pen";
    this.toolButtons = [...element.querySelectorAll("[data-scribble-tool]")];
    this.colorInput = element.querySelector("[data-scribble-color]");
    this.widthInput = element.querySelector("[data-scribble-width]");
    this.smoothingInput = element.querySelector("[data-scribble-smoothing]");
    this.policyInput = element.querySelector("[data-scribble-policy]");

    for (const button of this.toolButtons) {
      button.addEventListener("click", () => {
        this.tool = button.dataset.scribbleTool;
        this.show();
        this.onChange("ink", this.ink);
      });
    }
    this.colorInput.addEventListener("input", () => {
      this.inks[this.tool].color = this.colorInput.value;
      this.onChange("ink", this.ink);
    });
    this.widthInput.addEventListener("change", () => {
      this.inks[this.tool].width = Number(this.widthInput.value);
      this.onChange("ink", this.ink);
    });
    this.smoothingInput.addEventListener("change", () => this.onChange("smoothing", this.smoothingInput.value));
    this.policyInput.addEventListener("change", () => this.onChange("policy", this.policyInput.value));
    this.show();
  }

  // The ink new strokes get, as the server's messages write it.
  get ink() {
    const chosen = this.inks[this.tool];
    return { tool: this.tool, color: chosen.color, width: chosen.width };
  }

  get smoothing() {
    return this.smoothingInput.value;
  }

  get policy() {
    return this.policyInput.value;
  }

  // Shows what the server says is in effect (its `drawing` message), without sending anything.
  adopt(state) {
    if (state.ink && this.inks[state.ink.tool]) {
      this.tool = state.ink.tool;
      // The colour input takes #rrggbb only; a translucent ink keeps its alpha on the server.
      this.inks[this.tool] = { color: state.ink.color.slice(0, 7), width: state.ink.width };
    }
    if (state.smoothing) this.smoothingInput.value = state.smoothing;
    if (state.policy) this.policyInput.value = state.policy;
    this.show();
  }

  setPolicy(policy) {
    if (policy) this.policyInput.value = policy;
  }

  show() {
    for (const button of this.toolButtons) {
      button.setAttribute("aria-pressed", String(button.dataset.scribbleTool === this.tool));
    }
    this.colorInput.value = this.inks[this.tool].color;
    this.widthInput.value = String(this.inks[this.tool].width);
  }
}

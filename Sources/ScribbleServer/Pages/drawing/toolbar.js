// The drawing page's toolbar: the five inks, colour, width, smoothing preset and input policy;
// the erasers, the lasso, undo, redo and delete. Each control tells the page through `onChange`
// what was chosen; the server is the one that applies it (see docs/server.md). Each ink keeps its
// own colour and width, as a pencil case does, and each eraser its own width (the width control
// shows the one of the tool chosen). Each tool is an icon button named with its key (its tooltip
// says it: "Pen — P or 1"); on a phone the tools marked `data-overflow` move into the "More"
// panel, and the "More" and menu buttons open their panels.
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
    this.tool = "pen"; // the ink tool
    this.erasers = { "eraser-stroke": { width: 8 }, "eraser-area": { width: 16 } };
    this.mode = "ink"; // or "eraser-stroke", "eraser-area", "lasso"
    this.toolButtons = [...element.querySelectorAll("[data-scribble-tool]")];
    this.policyInput = document.querySelector("[data-scribble-policy]");
    this.colorInput = element.querySelector("[data-scribble-color]");
    this.widthInput = document.querySelector("[data-scribble-width]");
    this.smoothingInput = document.querySelector("[data-scribble-smoothing]");
    this.toolButtons.forEach((button, index) => {
      const keys = `${button.dataset.key} or ${index + 1}`;
      button.title = `${button.getAttribute("aria-label")} — ${keys}`;
      button.setAttribute("aria-keyshortcuts", `${button.dataset.key} ${index + 1}`);
    });
    this.panels = [
      [element.querySelector("[data-scribble-more]"), document.querySelector("[data-scribble-more-panel]")],
      [element.querySelector("[data-scribble-menu]"), document.querySelector("[data-scribble-menu-panel]")],
    ];
    for (const [button, panel] of this.panels) {
      button.addEventListener("click", () => this.open(panel.hidden ? panel : null));
    }
    document.addEventListener("pointerdown", (event) => {
      if (!this.panels.some(([button, panel]) => button.contains(event.target) || panel.contains(event.target))) this.open(null);
    });
    // Escape closes an open panel and gives the focus back to the button that opened it.
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      const open = this.panels.find(([, panel]) => !panel.hidden);
      if (!open) return;
      this.open(null);
      open[0].focus();
    });
    document.querySelector("[data-scribble-menu-panel]").addEventListener("click", (event) => {
      if (event.target.closest("[data-scribble-help]")) this.open(null);
    });
    this.overflow = document.querySelector("[data-scribble-overflow]");
    this.narrow = window.matchMedia("(max-width: 600px)");
    this.narrow.addEventListener("change", () => this.place());
    this.place();

    for (const button of this.toolButtons) {
      button.addEventListener("click", () => this.choose(button.dataset.scribbleTool));
    }
    for (const [attribute, what] of [["scribbleUndo", "undo"], ["scribbleRedo", "redo"], ["scribbleDelete", "delete"]]) {
      const button = element.querySelector(`[data-${attribute.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}]`);
      if (button) button.addEventListener("click", () => this.onChange(what));
    }
    this.undoButton = element.querySelector("[data-scribble-undo]");
    this.redoButton = element.querySelector("[data-scribble-redo]");
    this.colorInput.addEventListener("input", () => {
      // A colour is an ink's: choosing one goes back to drawing.
      this.inks[this.tool].color = this.colorInput.value;
      this.mode = "ink";
      this.show();
      this.onChange("ink", this.ink);
    });
    this.widthInput.addEventListener("change", () => {
      const width = Number(this.widthInput.value);
      if (this.erasers[this.mode]) {
        this.erasers[this.mode].width = width;
        this.onChange("tool", this.toolMessage);
      } else {
        this.inks[this.tool].width = width;
        this.onChange("ink", this.ink);
      }
    });
    this.smoothingInput.addEventListener("change", () => this.onChange("smoothing", this.smoothingInput.value));
    this.policyInput.addEventListener("change", () => this.onChange("policy", this.policyInput.value));
    this.show();
  }

  // Opens one panel (the "More" one or the menu), closing the other; null closes both.
  open(chosen) {
    for (const [button, panel] of this.panels) {
      panel.hidden = panel !== chosen;
      button.setAttribute("aria-expanded", String(panel === chosen));
      if (panel !== chosen) continue;
      // Under its button, kept within the window.
      const at = button.getBoundingClientRect();
      const width = panel.getBoundingClientRect().width;
      panel.style.right = "auto";
      panel.style.left = `${Math.max(8, Math.min(at.right - width, window.innerWidth - width - 8))}px`;
      panel.style.top = `${this.element.getBoundingClientRect().bottom + 6}px`;
    }
  }

  // Puts the tools marked `data-overflow` in the "More" panel on a narrow screen (where the
  // toolbar keeps to two rows), back in the toolbar otherwise, in their order.
  place() {
    const group = this.element.querySelector('[data-group="tools"]');
    for (const button of this.toolButtons.filter((b) => b.hasAttribute("data-overflow"))) {
      if (this.narrow.matches) this.overflow.appendChild(button);
      else {
        const next = this.toolButtons.slice(this.toolButtons.indexOf(button) + 1).find((b) => b.parentElement === group);
        group.insertBefore(button, next || group.querySelector(".swatch"));
      }
    }
  }

  // The tools in their order, for the keyboard: [{ name, key, label }].
  get tools() {
    return this.toolButtons.map((b) => ({ name: b.dataset.scribbleTool, key: b.dataset.key, label: b.getAttribute("aria-label") }));
  }

  // Chooses an ink (drawing with it) or an editing tool.
  choose(name) {
    if (this.inks[name]) {
      this.tool = name;
      this.mode = "ink";
      this.show();
      this.onChange("ink", this.ink);
    } else {
      this.mode = name;
      this.show();
      this.onChange("tool", this.toolMessage);
    }
  }

  // The `tool` message's fields for the mode chosen.
  get toolMessage() {
    const eraser = this.erasers[this.mode];
    return eraser ? { tool: this.mode, width: eraser.width } : { tool: this.mode };
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

  // Offers undo and redo only when the server says there is a step to take (its `history`
  // message); a button that cannot act says why.
  setHistory(undo, redo) {
    for (const [button, steps, name, shortcut, none] of [
      [this.undoButton, undo, "Undo", "Ctrl+Z", "nothing to undo"],
      [this.redoButton, redo, "Redo", "Ctrl+Shift+Z", "nothing to redo"],
    ]) {
      if (!button) continue;
      button.disabled = steps === 0;
      button.title = steps === 0 ? `${name} (${shortcut}): ${none}` : `${name} (${shortcut})`;
    }
  }

  setPolicy(policy) {
    if (policy) this.policyInput.value = policy;
  }

  // Whether the selection can be deleted (there is one).
  setSelection(selected) {
    const button = this.element.querySelector("[data-scribble-delete]");
    if (button) button.disabled = !selected;
  }

  show() {
    const chosen = this.mode === "ink" ? this.tool : this.mode;
    for (const button of this.toolButtons) {
      button.setAttribute("aria-pressed", String(button.dataset.scribbleTool === chosen));
    }
    this.colorInput.value = this.inks[this.tool].color;
    const eraser = this.erasers[this.mode];
    this.widthInput.disabled = this.mode === "lasso";
    this.widthInput.value = String(eraser ? eraser.width : this.inks[this.tool].width);
  }
}

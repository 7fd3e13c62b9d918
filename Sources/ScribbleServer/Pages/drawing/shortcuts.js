// The drawing page's keyboard: one table of keys, which both acts on a key and fills the
// "Keyboard shortcuts" dialog (`?`), so that the dialog lists every key there is. No key acts
// while a field (a text or number input, a select, a colour or width control) has the focus, or
// while a dialog is open.
"use strict";

class Shortcuts {
  // `tools`: the toolbar's tools in order ({ name, key, label }); `act(what, detail)`: the page's
  // handler ("tool", "undo", "redo", "delete", "zoom-in", "zoom-out", "fit", "actual-size", "pen-mode").
  constructor(dialog, tools, act) {
    this.dialog = dialog;
    this.act = act;
    this.table = [
      ...tools.map((tool, index) => ({ keys: [tool.key, String(index + 1)], label: tool.label, what: "tool", detail: tool.name })),
      { keys: ["Ctrl+Z"], label: "Undo", what: "undo" },
      { keys: ["Ctrl+Shift+Z", "Ctrl+Y"], label: "Redo", what: "redo" },
      { keys: ["Delete", "Backspace"], label: "Delete the selection", what: "delete" },
      { keys: ["Ctrl+="], label: "Zoom in", what: "zoom-in" },
      { keys: ["Ctrl+−"], label: "Zoom out", what: "zoom-out" },
      { keys: ["Shift+1"], label: "Zoom to fit the drawing", what: "fit" },
      { keys: ["Shift+0"], label: "Zoom to 100%", what: "actual-size" },
      { keys: ["Space+drag"], label: "Move the view (or the wheel, the middle button, two fingers)", what: null },
      { keys: ["Ctrl+wheel"], label: "Zoom about the pointer (or pinch)", what: null },
      { keys: ["?"], label: "Show this list", what: "help" },
    ];
    const list = dialog.querySelector("[data-scribble-shortcut-list]");
    for (const row of this.table) {
      const line = list.insertRow();
      const keys = line.insertCell();
      row.keys.forEach((key, index) => {
        if (index > 0) keys.append(" or ");
        const kbd = document.createElement("kbd");
        kbd.textContent = key;
        keys.append(kbd);
      });
      line.insertCell().textContent = row.label;
    }
    // Closed, the dialog gives the keys back to the page: nothing inside it keeps the focus.
    dialog.addEventListener("close", () => {
      if (dialog.contains(document.activeElement)) document.activeElement.blur();
    });
    window.addEventListener("keydown", (event) => this.keydown(event));
  }

  open() {
    if (!this.dialog.open) this.dialog.showModal();
  }

  // Whether a key typed now belongs to a field rather than to the page.
  static inField(target) {
    if (!(target instanceof Element)) return false;
    return target.isContentEditable || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && target.type !== "button" && target.type !== "checkbox");
  }

  // The action of a key event, or null.
  match(event) {
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command) {
      if (key === "z") return { what: event.shiftKey ? "redo" : "undo" };
      if (key === "y") return { what: "redo" };
      if (key === "=" || key === "+") return { what: "zoom-in" };
      if (key === "-" || key === "_") return { what: "zoom-out" };
      return null;
    }
    if (event.altKey) return null;
    if (event.shiftKey && event.code === "Digit1") return { what: "fit" };
    if (event.shiftKey && event.code === "Digit0") return { what: "actual-size" };
    if (event.key === "?") return { what: "help" };
    if (key === "delete" || key === "backspace") return { what: "delete" };
    if (event.shiftKey) return null;
    const digit = /^Digit([1-9])$/.exec(event.code);
    for (const row of this.table) {
      if (row.what !== "tool") continue;
      if (row.keys[0].toLowerCase() === key || (digit && row.keys[1] === digit[1])) return { what: "tool", detail: row.detail };
    }
    return null;
  }

  keydown(event) {
    if (this.dialog.open || Shortcuts.inField(event.target)) return;
    const action = this.match(event);
    if (!action) return;
    event.preventDefault();
    if (action.what === "help") this.open();
    else this.act(action.what, action.detail);
  }
}

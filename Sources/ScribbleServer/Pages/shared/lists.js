// What the lists of cards and of drawings share: their requests to the server and their status
// line, which can offer an Undo.
"use strict";

const statusLine = document.querySelector("[data-scribble-status]");

// A request to the server; its JSON answer, or an error saying what the server refused.
async function call(method, path) {
  const response = await fetch(path, { method });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error || `the server answered ${response.status}`);
  return body;
}

// Says `text` in the status line, with an Undo button doing `undo` when one is given.
function say(text, undo) {
  statusLine.replaceChildren(text);
  if (undo) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Undo";
    button.dataset.scribbleUndoRemove = "";
    button.addEventListener("click", undo);
    statusLine.append(" ", button);
  }
}

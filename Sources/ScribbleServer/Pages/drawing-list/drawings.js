// The list of drawings saved in the store (`GET /api/drawings`), newest first: each with a
// picture the server renders (`/api/export`, fitted to the ink) whose text is its title, a link
// that opens it to go on drawing, one that replays its recording, its exports, and buttons that
// rename it in place (Enter saves, Escape cancels) and delete it (with an Undo). Titles are the
// server's (`/api/drawings/titles`); a drawing without one is called by the time it was started.
"use strict";

const list = document.querySelector("[data-scribble-drawings]");
/// Drawings deleted while the page is open, last last, for Undo.
const removed = [];
let titles = {};

const icons = {
  rename: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 20h4L19 9l-4-4L4 16z"/><path d="M14 6l4 4"/></svg>',
  remove: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13"/></svg>',
};

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/// When the drawing `id` was started: its id begins with that time in UTC, 2026-12-05-202300-….
function started(id) {
  const [year, month, day, time] = id.split("-");
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(time.slice(0, 2)), Number(time.slice(2, 4)), Number(time.slice(4, 6))));
}

/// A drawing's title: the one given, else "Untitled · 5 Dec 20:23" in the reader's time.
function titleOf(id) {
  if (titles[id]) return titles[id];
  const date = started(id);
  const year = date.getFullYear() === new Date().getFullYear() ? "" : ` ${date.getFullYear()}`;
  const two = (value) => String(value).padStart(2, "0");
  return `Untitled · ${date.getDate()} ${months[date.getMonth()]}${year} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

function link(text, href, attributes = {}) {
  const element = document.createElement("a");
  element.textContent = text;
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function iconButton(kind, label, action) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "icon";
  button.innerHTML = icons[kind];
  button.setAttribute("aria-label", label);
  button.title = label;
  button.addEventListener("click", action);
  return button;
}

function item(id) {
  const entry = document.createElement("li");
  entry.dataset.drawingId = id;
  const name = encodeURIComponent(id);
  const title = titleOf(id);
  const open = link("", `/?drawing=${name}`, { class: "open", "data-scribble-open": id });
  const picture = document.createElement("img");
  picture.alt = title;
  picture.loading = "lazy";
  picture.src = `/api/export?drawing=${name}&format=png&scale=0.5&fit=ink`;
  open.append(picture);
  const heading = document.createElement("div");
  heading.className = "heading";
  const caption = document.createElement("p");
  caption.className = "title";
  caption.textContent = title;
  caption.title = title;
  caption.dataset.scribbleTitle = "";
  caption.addEventListener("dblclick", () => rename(entry, id));
  heading.append(caption,
    iconButton("rename", `Rename “${title}”`, () => rename(entry, id)),
    iconButton("remove", `Delete “${title}”`, () => remove(id)));
  heading.lastChild.dataset.scribbleRemoveDrawing = id;
  heading.children[1].dataset.scribbleRenameDrawing = id;
  const actions = document.createElement("div");
  actions.className = "actions";
  actions.append(
    link("Replay", `/?replay=${name}`, { "data-scribble-replay": id, "aria-label": `Replay “${title}”` }),
    ...["png", "svg", "pdf"].map((format) =>
      link(format.toUpperCase(), `/api/export?drawing=${name}&format=${format}`, { download: "", "aria-label": `Export “${title}” as ${format.toUpperCase()}` })),
  );
  entry.append(open, heading, actions);
  return entry;
}

/// Turns the title into a field: Enter (or leaving the field) saves, Escape puts it back.
function rename(entry, id) {
  const caption = entry.querySelector("[data-scribble-title]");
  if (!caption) return;
  const field = document.createElement("input");
  field.className = "title-input";
  field.value = titles[id] || "";
  field.placeholder = titleOf(id);
  field.maxLength = 200;
  field.setAttribute("aria-label", "Title");
  field.dataset.scribbleTitleInput = id;
  let done = false;
  const finish = async (keep) => {
    if (done) return;
    done = true;
    const text = field.value.trim();
    if (keep && text !== (titles[id] || "")) {
      try {
        const answer = await call("POST", `/api/drawings/rename?drawing=${encodeURIComponent(id)}&title=${encodeURIComponent(text)}`);
        if (answer.title) titles[id] = answer.title; else delete titles[id];
        say(answer.title ? `renamed to “${answer.title}”` : "the title is taken away");
      } catch (error) {
        say(`the drawing could not be renamed: ${error.message}`);
      }
    }
    const fresh = item(id);
    entry.replaceWith(fresh);
    fresh.querySelector("[data-scribble-rename-drawing]").focus();
  };
  field.addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); finish(true); }
    if (event.key === "Escape") { event.preventDefault(); finish(false); }
  });
  field.addEventListener("blur", () => finish(true));
  caption.replaceWith(field);
  field.focus();
  field.select();
}

async function remove(id) {
  const title = titleOf(id);
  try {
    await call("POST", `/api/drawings/remove?drawing=${encodeURIComponent(id)}`);
    removed.push(id);
    await load();
    say(`deleted “${title}”`, undoRemove);
    statusLine.querySelector("button").focus();
  } catch (error) {
    say(`the drawing could not be deleted: ${error.message}`);
  }
}

async function undoRemove() {
  const id = removed.pop();
  if (!id) return;
  try {
    await call("POST", `/api/drawings/unremove?drawing=${encodeURIComponent(id)}`);
    await load();
    say(`brought back “${titleOf(id)}”`, removed.length ? undoRemove : null);
  } catch (error) {
    say(`the drawing could not be brought back: ${error.message}`);
  }
}

async function load() {
  const [{ drawings }, named] = await Promise.all([call("GET", "/api/drawings"), call("GET", "/api/drawings/titles")]);
  titles = named.titles || {};
  // Ids begin with the time they were started, so the newest sort last.
  const newest = [...drawings].sort().reverse();
  list.replaceChildren(...newest.map(item));
  document.body.dataset.scribbleListed = String(newest.length);
  return newest;
}

document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement) return;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z") {
    event.preventDefault();
    undoRemove();
  }
});

load()
  .then((newest) => say(newest.length === 0 ? "no drawings yet" : `${newest.length} drawing${newest.length === 1 ? "" : "s"}`))
  .catch((error) => say(`the drawings could not be listed (${error.message})`));

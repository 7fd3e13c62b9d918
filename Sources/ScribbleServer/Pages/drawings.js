// The list of drawings saved in the store (`GET /api/drawings`), newest first, each with a
// picture the server renders (`/api/export`, fitted to the ink), a link that opens it to go on
// drawing, one that replays its recording in the page, and its exports.
"use strict";

const list = document.querySelector("[data-scribble-drawings]");
const statusLine = document.querySelector("[data-scribble-status]");

function link(text, href, attributes = {}) {
  const element = document.createElement("a");
  element.textContent = text;
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function item(id) {
  const entry = document.createElement("li");
  entry.dataset.scribbleDrawing = id;
  const name = encodeURIComponent(id);
  const picture = document.createElement("img");
  picture.alt = `drawing ${id}`;
  picture.loading = "lazy";
  picture.src = `/api/export?drawing=${name}&format=png&scale=0.5&fit=ink`;
  const caption = document.createElement("p");
  caption.className = "name";
  caption.textContent = id;
  const actions = document.createElement("div");
  actions.className = "actions";
  actions.append(
    link("Open", `/?drawing=${name}`, { "data-scribble-open": id }),
    link("Replay", `/?replay=${name}`, { "data-scribble-replay": id }),
    ...["png", "svg", "pdf"].map((format) =>
      link(format.toUpperCase(), `/api/export?drawing=${name}&format=${format}`, { download: "" })),
  );
  entry.append(picture, caption, actions);
  return entry;
}

fetch("/api/drawings")
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
  .then(({ drawings }) => {
    // Ids begin with the time they were started, so the newest sort last.
    const newest = [...drawings].sort().reverse();
    list.replaceChildren(...newest.map(item));
    statusLine.textContent = newest.length === 0 ? "no drawings yet" : `${newest.length} drawing${newest.length === 1 ? "" : "s"}`;
    document.body.dataset.scribbleListed = String(newest.length);
  })
  .catch((error) => {
    statusLine.textContent = `the drawings could not be listed (${error.message})`;
  });

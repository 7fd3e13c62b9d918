// The store's cards as thumbnails the server renders (cached until a card changes), newest
// first: a new card, a card removed (with an undo while the page is open), each card's editor
// at /cards/<card-id>.
"use strict";

const list = document.querySelector("[data-scribble-cards]");
const removed = [];

function entry(card) {
  const item = document.createElement("li");
  item.dataset.cardId = card.id;
  const open = document.createElement("a");
  open.href = `/cards/${card.id}`;
  open.dataset.scribbleOpenCard = card.id;
  const picture = document.createElement("img");
  picture.alt = card.title || "untitled card";
  picture.src = `/api/cards/thumbnail?card=${card.id}&v=${card.modified}`;
  picture.style.aspectRatio = `${card.width} / ${card.height}`;
  const caption = document.createElement("span");
  caption.className = "name";
  caption.textContent = card.title || "Untitled";
  open.append(picture, caption);
  const details = document.createElement("span");
  details.className = "details";
  details.textContent = `${card.elements} element${card.elements === 1 ? "" : "s"} · ${card.width}×${card.height}`;
  const remove = document.createElement("button");
  remove.type = "button";
  remove.textContent = "Delete";
  remove.setAttribute("aria-label", `Delete “${card.title || "Untitled"}”`);
  remove.dataset.scribbleRemoveCard = card.id;
  remove.addEventListener("click", () => removeCard(card));
  item.append(open, details, remove);
  return item;
}

async function load() {
  try {
    const { cards } = await call("GET", "/api/cards");
    list.replaceChildren(...cards.map(entry));
    document.body.dataset.scribbleListed = String(cards.length);
    return cards;
  } catch (error) {
    say(`the cards could not be listed: ${error.message}`);
    return [];
  }
}

async function removeCard(card) {
  try {
    await call("POST", `/api/cards/remove?card=${card.id}`);
    removed.push(card);
    await load();
    say(`deleted “${card.title || "Untitled"}”`, undoRemove);
  } catch (error) {
    say(`the card could not be deleted: ${error.message}`);
  }
}

async function undoRemove() {
  const card = removed.pop();
  if (!card) return;
  try {
    await call("POST", `/api/cards/unremove?card=${card.id}`);
    const cards = await load();
    say(`brought back “${card.title || "Untitled"}”`, removed.length ? undoRemove : null);
    return cards;
  } catch (error) {
    say(`the card could not be brought back: ${error.message}`);
  }
}

document.querySelector("[data-scribble-new-card]").addEventListener("click", async () => {
  try {
    const card = await call("POST", "/api/cards/new");
    location.href = `/cards/${card.id}`;
  } catch (error) {
    say(`no card was made: ${error.message}`);
  }
});

document.addEventListener("keydown", (event) => {
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z") {
    event.preventDefault();
    undoRemove();
  }
});

load().then((cards) => say(cards.length === 0 ? "no cards yet: make one" : `${cards.length} card${cards.length === 1 ? "" : "s"}`));

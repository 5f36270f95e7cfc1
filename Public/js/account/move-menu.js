/**
 * A document row's "Move" menu on the home page: the other projects of the same team
 * (POST /api/documents/{id}/move; the server checks editor rights in both projects).
 */
import * as api from "./account-api.js";
import { el } from "../util/dom.js";

let openMenu = null;

function closeMenu() {
  openMenu?.remove();
  openMenu = null;
}

document.addEventListener("pointerdown", (event) => {
  if (openMenu && !openMenu.contains(event.target) && !event.target.closest(".sw-move-button")) closeMenu();
});
document.addEventListener("keydown", (event) => { if (event.key === "Escape") closeMenu(); });

/** The row's Move button, or null when there is nowhere to move to. */
export function moveButton(doc, { projects, currentProject, onMoved, say }) {
  const targets = projects.filter((project) => project.id !== currentProject.id);
  if (!targets.length) return null;
  const trigger = el("button", { type: "button", className: "sw-move-button", "aria-haspopup": "menu",
    "aria-label": `Move ${doc.name} to another project`, text: "Move…" });
  trigger.addEventListener("click", () => {
    const wasOpen = openMenu?.dataset.document === doc.id;
    closeMenu();
    if (wasOpen) return;
    const menu = el("div", { className: "sw-menu", role: "menu", dataset: { document: doc.id } },
      el("p", { className: "sw-menu-title", text: "Move to project" }),
      ...targets.map((project) => {
        const item = el("button", { type: "button", role: "menuitem", className: "sw-menu-item", text: project.name });
        item.addEventListener("click", async () => {
          closeMenu();
          try {
            await api.moveDocument(doc.id, project.id);
            say(`Moved ${doc.name} to ${project.name}.`);
            onMoved();
          } catch (error) { say(error.message, true); }
        });
        return item;
      }));
    trigger.after(menu);
    openMenu = menu;
    menu.querySelector("button")?.focus();
  });
  return trigger;
}

/**
 * The document outline: scenes (storyboard) or placeholders and top-level objects (xib) as a tree with
 * disclosure triangles; selecting a row selects the object, and the canvas selection reveals its row.
 */
import { el } from "../util/dom.js";

/** Rows opened by default: scenes and the first levels under them. */
const DEFAULT_OPEN_DEPTH = 3;

export class Outline {
  /** Called with (objectId, label) when a row is renamed. */
  #onRename;
  /** Called with (objectId, targetId, "before" | "into" | "after") when a row is dropped on another. */
  #onMove;
  /** (objectId) → true when the shown size class doesn't install the object: its row is greyed (greyUninstalled). */
  #isUninstalled = () => false;

  /**
   * @param {HTMLElement} container  @param {import('../editing/selection.js').Selection} selection
   * @param {{onRename?: Function, onMove?: Function}} edits what renaming a row and dropping one do (without them, neither)
   */
  constructor(container, selection, { onRename = null, onMove = null } = {}) {
    this.#onRename = onRename;
    this.#onMove = onMove;
    this.container = container;
    this.selection = selection;
    /** Disclosure state, by row key; kept across re-renders. */
    this.open = new Map();
    container.setAttribute("role", "tree");
    container.addEventListener("click", (event) => this.#onClick(event));
    container.addEventListener("keydown", (event) => this.#onKey(event));
    container.addEventListener("dblclick", (event) => {
      const row = event.target.closest(".outline-row[data-object-id]");
      if (row && event.target.closest(".outline-name")) this.#rename(row);
    });
    this.#installDrag();
  }

  /** Drag a row onto another: its top/bottom quarter places it before/after, the middle puts it inside. */
  #installDrag() {
    let drag = null;
    const clearMarks = () => {
      for (const row of this.container.querySelectorAll(".drop-before, .drop-into, .drop-after")) row.classList.remove("drop-before", "drop-into", "drop-after");
    };
    this.container.addEventListener("pointerdown", (event) => {
      const row = event.target.closest(".outline-row[data-object-id]");
      if (!row || event.button !== 0 || event.ctrlKey || event.target.closest(".disclosure:enabled, input") || !this.#onMove) return;
      drag = { id: row.dataset.objectId, x: event.clientX, y: event.clientY, active: false, target: null };
    });
    this.container.addEventListener("pointermove", (event) => {
      if (!drag) return;
      if (!drag.active && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 5) return;
      drag.active = true;
      this.container.classList.add("dragging-row");
      clearMarks();
      const row = document.elementFromPoint(event.clientX, event.clientY)?.closest(".outline-row[data-object-id]");
      drag.target = null;
      if (!row || row.dataset.objectId === drag.id) return;
      const r = row.getBoundingClientRect();
      const f = (event.clientY - r.top) / r.height;
      const zone = f < 0.25 ? "before" : f > 0.75 ? "after" : "into";
      row.classList.add(`drop-${zone}`);
      drag.target = { id: row.dataset.objectId, zone };
    });
    const end = () => {
      if (!drag) return;
      const { active, id, target } = drag;
      drag = null;
      clearMarks();
      this.container.classList.remove("dragging-row");
      if (!active) return;
      // The click that follows a drag must not change the selection.
      this.container.addEventListener("click", (e) => e.stopPropagation(), { capture: true, once: true });
      if (target) this.#onMove(id, target.id, target.zone);
    };
    this.container.addEventListener("pointerup", end);
    this.container.addEventListener("pointercancel", end);
  }

  /** Edits the row's document label in place: Return saves, Escape cancels (an empty label restores the default name). */
  #rename(row) {
    if (!this.#onRename) return;
    const name = row.querySelector(".outline-name");
    const input = el("input", "outline-rename");
    input.value = name.textContent;
    input.setAttribute("aria-label", "Document label");
    name.replaceWith(input);
    input.focus();
    input.select();
    let done = false;
    const finish = (save) => {
      if (done) return;
      done = true;
      input.replaceWith(name);
      if (save && input.value !== name.textContent) this.#onRename(row.dataset.objectId, input.value);
      row.focus({ preventScroll: true });
    };
    input.addEventListener("keydown", (event) => {
      event.stopPropagation();
      if (event.key === "Enter") finish(true);
      if (event.key === "Escape") finish(false);
    });
    input.addEventListener("blur", () => finish(true));
  }

  render(model) {
    this.model = model;
    const list = el("ul", "outline-list");
    if (model.kind === "storyboard") {
      for (const scene of model.scenes) {
        list.append(this.#item({ key: `scene:${scene.id}`, sceneId: scene.id, name: scene.title, tag: "scene", children: scene.members }, 0));
      }
    } else {
      for (const node of model.placeholders) list.append(this.#item(node, 0));
      for (const scene of model.scenes) list.append(this.#item(scene.root, 0));
    }
    this.container.replaceChildren(list);
    this.showSelection(this.selection.ids);
  }

  /** Rebuilds only the rows of these scenes (storyboard scene ids, or a xib's top-level object ids). */
  update(model, sceneIds) {
    this.model = model;
    for (const id of sceneIds) {
      const scene = model.scenes.find((s) => s.id === id);
      const row = this.container.querySelector(model.kind === "storyboard"
        ? `.outline-row[data-scene-id="${CSS.escape(id)}"]` : `.outline-list > li > .outline-row[data-object-id="${CSS.escape(id)}"]`);
      if (!scene || !row) return this.render(model);
      const item = model.kind === "storyboard"
        ? this.#item({ key: `scene:${scene.id}`, sceneId: scene.id, name: scene.title, tag: "scene", children: scene.members }, 0)
        : this.#item(scene.root, 0);
      row.parentElement.replaceWith(item);
    }
    this.showSelection(this.selection.ids);
  }

  #key(node) { return node.key ?? node.id ?? `${node.parent?.id}:${node.tag}`; }

  #item(node, depth) {
    const key = this.#key(node);
    const item = el("li", "outline-item");
    const row = el("div", `outline-row tag-${node.tag}`);
    row.setAttribute("role", "treeitem");
    row.setAttribute("aria-level", String(depth + 1));
    row.tabIndex = -1;
    row.dataset.key = key;
    if (node.id && !node.group) row.dataset.objectId = node.id;
    if (node.sceneId) row.dataset.sceneId = node.sceneId;
    row.style.paddingLeft = `${8 + depth * 14}px`;
    const hasChildren = node.children.length > 0;
    const disclosure = el("button", "disclosure", hasChildren ? "▸" : "");
    disclosure.type = "button";
    disclosure.tabIndex = -1;
    disclosure.disabled = !hasChildren;
    disclosure.setAttribute("aria-label", hasChildren ? `Show or hide the contents of ${node.name}` : "");
    row.append(disclosure, el("span", `outline-icon icon-${iconKind(node)}`), el("span", "outline-name", node.name));
    if (node.customClass) row.append(el("span", "outline-class", node.customClass));
    if (node.id && this.#isUninstalled(node.id)) row.classList.add("is-uninstalled");
    item.append(row);
    if (hasChildren) {
      const open = this.open.get(key) ?? depth < DEFAULT_OPEN_DEPTH;
      this.open.set(key, open);
      row.setAttribute("aria-expanded", String(open));
      const children = el("ul", "outline-list");
      children.setAttribute("role", "group");
      children.hidden = !open;
      for (const child of node.children) children.append(this.#item(child, depth + 1));
      item.append(children);
    }
    return item;
  }

  /** Greys the rows of what the shown size class doesn't install, by Auto Layout's rule (installed after the outline). */
  greyUninstalled(isUninstalled) {
    this.#isUninstalled = isUninstalled;
    this.refreshInstalled();
  }

  /** Greys the rows again after the shown size class changed (another device previewed). */
  refreshInstalled() {
    for (const row of this.container.querySelectorAll(".outline-row[data-object-id]")) {
      row.classList.toggle("is-uninstalled", this.#isUninstalled(row.dataset.objectId));
    }
  }

  #setOpen(row, open) {
    if (!row.hasAttribute("aria-expanded")) return;
    row.setAttribute("aria-expanded", String(open));
    row.nextElementSibling.hidden = !open;
    this.open.set(row.dataset.key, open);
  }

  #onClick(event) {
    const row = event.target.closest(".outline-row");
    if (!row) return;
    if (event.target.closest(".disclosure")) {
      this.#setOpen(row, row.getAttribute("aria-expanded") !== "true");
      return;
    }
    const id = row.dataset.objectId ?? this.#sceneController(row.dataset.sceneId);
    if (!id) return;
    if (event.shiftKey || event.metaKey) this.selection.toggle(id, "outline");
    else this.selection.set([id], "outline");
    row.focus({ preventScroll: true });
  }

  #sceneController(sceneId) {
    return this.model.scenes.find((s) => s.id === sceneId)?.controller?.id ?? null;
  }

  #onKey(event) {
    const row = event.target.closest(".outline-row");
    if (!row) return;
    const rows = [...this.container.querySelectorAll(".outline-row")].filter((r) => r.offsetParent !== null);
    const index = rows.indexOf(row);
    const go = (next) => {
      if (!next) return;
      event.preventDefault();
      next.click();
    };
    if (event.target.closest("input")) return;
    if (event.key === "Enter" && row.dataset.objectId) { event.preventDefault(); this.#rename(row); return; }
    if (event.key === "ArrowDown") go(rows[index + 1]);
    else if (event.key === "ArrowUp") go(rows[index - 1]);
    else if (event.key === "ArrowRight") { event.preventDefault(); this.#setOpen(row, true); }
    else if (event.key === "ArrowLeft") { event.preventDefault(); this.#setOpen(row, false); }
  }

  /** Highlights the rows of the selected ids, opening their ancestors and scrolling the first into view. */
  showSelection(ids, { reveal = false } = {}) {
    for (const row of this.container.querySelectorAll(".outline-row.is-selected")) {
      row.classList.remove("is-selected");
      row.removeAttribute("aria-selected");
    }
    let first = null;
    for (const id of ids) {
      const row = this.container.querySelector(`.outline-row[data-object-id="${CSS.escape(id)}"]`);
      if (!row) continue;
      row.classList.add("is-selected");
      row.setAttribute("aria-selected", "true");
      first ??= row;
      if (reveal) {
        for (let list = row.parentElement.parentElement; list && list !== this.container; list = list.parentElement) {
          if (list.tagName === "UL" && list.hidden) this.#setOpen(list.previousElementSibling, true);
        }
      }
    }
    if (first && reveal) first.scrollIntoView({ block: "nearest" });
  }
}

function iconKind(node) {
  if (node.tag === "scene") return "scene";
  if (node.group) return "group";
  if (node.isPlaceholder) return node.tag === "exit" ? "exit" : "placeholder";
  if (/Controller$/.test(node.tag)) return "controller";
  if (node.tag === "constraint") return "constraint";
  if (/Item$/.test(node.tag)) return "item";
  if (node.tag === "viewLayoutGuide") return "guide";
  return "view";
}

/**
 * The object library (toolbar "+", ⇧⌘L): the catalog's library classes with a filter field and their
 * descriptions. Drag an item onto a view of the canvas: the container under the pointer is highlighted and
 * the drop adds the object there at the drop point (a double-click or Return adds it to the selection's view).
 * A view controller is dropped on the empty canvas instead: it makes a new scene there (refused on a view, as in
 * Xcode); a double-click puts its scene right of the others.
 * A second tab, Media, is the media library (media-library.js): the project's images, dragged onto the canvas.
 */
import { CONTAINER_TAGS } from "../canvas/geometry.js";
import { MediaLibrary } from "./media-library.js";
import { isSceneClass } from "../commands/add-scene.js";
import { el } from "../util/dom.js";

export class Library {
  constructor({ catalog, canvas, camera, actions, viewport, button, panel }) {
    Object.assign(this, { catalog, canvas, camera, actions, viewport, button, panel });
    this.#build();
    button.disabled = actions.readOnly;
    button.addEventListener("click", () => this.toggle());
    document.addEventListener("keydown", (event) => {
      if ((event.metaKey || event.ctrlKey) && event.shiftKey && event.key.toLowerCase() === "l") {
        event.preventDefault();
        this.toggle(true);
      }
      if (event.key === "Escape" && !panel.hidden) this.toggle(false);
    });
    document.addEventListener("pointerdown", (event) => {
      if (!panel.hidden && !panel.contains(event.target) && !button.contains(event.target)) this.toggle(false);
    });
  }

  toggle(open = this.panel.hidden) {
    if (this.actions.readOnly) open = false;
    this.panel.hidden = !open;
    this.button.setAttribute("aria-expanded", String(open));
    if (open) this.showTab(this.tab);
  }

  /** Shows the Objects or the Media tab (the choice stays while the page is open). */
  showTab(tab) {
    this.tab = tab;
    for (const [name, button] of Object.entries(this.tabButtons)) {
      button.setAttribute("aria-selected", String(name === tab));
      button.tabIndex = name === tab ? 0 : -1;
    }
    this.objectsPane.hidden = tab !== "objects";
    this.media.element.hidden = tab !== "media";
    if (tab === "objects") {
      this.filter.value = "";
      this.#applyFilter();
      this.filter.focus();
    } else {
      this.media.refresh();
    }
  }

  #build() {
    this.filter = el("input", "library-filter");
    this.filter.type = "search";
    this.filter.placeholder = "Filter";
    this.filter.setAttribute("aria-label", "Filter the object library");
    this.filter.addEventListener("input", () => this.#applyFilter());
    this.list = el("ul", "library-list");
    this.list.setAttribute("role", "listbox");
    for (const c of this.catalog.libraryClasses) {
      const item = el("li", "library-item");
      item.dataset.className = c.className;
      item.setAttribute("role", "option");
      item.tabIndex = 0;
      const icon = el("span", `library-icon tag-${c.elementName}`, glyphFor(c.elementName));
      const text = el("div", "library-text");
      text.append(el("strong", null, c.libraryTitle), el("span", "library-summary", c.librarySummary ?? ""));
      item.append(icon, text);
      item.title = `${c.libraryTitle} (${c.className}) — drag onto a view`;
      item.addEventListener("pointerdown", (event) => this.#startDrag(event, c));
      item.addEventListener("keydown", (event) => { if (event.key === "Enter") this.#addToSelection(c); });
      item.addEventListener("dblclick", () => this.#addToSelection(c));
      this.list.append(item);
    }
    this.empty = el("p", "library-empty", "No matches");
    this.objectsPane = el("div", "library-pane");
    this.objectsPane.append(this.filter, this.list, this.empty);
    const documentId = decodeURIComponent(location.pathname.match(/^\/d\/([^/]+)/)?.[1] ?? "") || new URLSearchParams(location.search).get("id");
    this.media = new MediaLibrary({ documentId, canvas: this.canvas, camera: this.camera, actions: this.actions, catalog: this.catalog,
      onDragStart: () => this.toggle(false) });
    const tabs = el("div", "library-tabs");
    tabs.setAttribute("role", "tablist");
    this.tabButtons = {};
    for (const [name, title] of [["objects", "Objects"], ["media", "Media"]]) {
      const tab = el("button", "library-tab", title);
      tab.type = "button";
      tab.dataset.tab = name;
      tab.setAttribute("role", "tab");
      tab.addEventListener("click", () => this.showTab(name));
      this.tabButtons[name] = tab;
      tabs.append(tab);
    }
    this.tab = "objects";
    this.panel.replaceChildren(tabs, this.objectsPane, this.media.element);
    this.panel.hidden = true;
  }

  #applyFilter() {
    const words = this.filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const item of this.list.children) {
      const text = item.textContent.toLowerCase() + item.dataset.className.toLowerCase();
      item.hidden = !words.every((w) => text.includes(w));
      if (!item.hidden) shown += 1;
    }
    this.empty.hidden = shown > 0;
  }

  /** The container view under a client point, or null. */
  #containerAt(x, y) {
    for (const element of document.elementsFromPoint(x, y)) {
      const box = element.closest(".world .ib-view[data-object-id]");
      const node = box && this.canvas.model.objects.get(box.dataset.objectId);
      if (node && CONTAINER_TAGS.has(node.tag)) return { node, box };
    }
    return null;
  }

  /** Whether a client point is over the canvas itself (not a panel or toolbar laid over it). */
  #overCanvas(x, y) {
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit) && this.viewport.contains(hit) && !this.panel.contains(hit);
  }

  /** A controller's new scene at a client point, in canvas coordinates. */
  #addSceneAt(c, clientX, clientY) {
    const r = this.viewport.getBoundingClientRect();
    const world = this.camera.toWorld(clientX - r.left, clientY - r.top);
    const { x, y } = this.canvas.canvasLocationAt(world.x, world.y);
    return this.actions.addSceneFromLibrary(c.className, x, y);
  }

  /** A controller's new scene right of every scene, level with the first. */
  #addSceneBesideOthers(c) {
    const rects = [...(this.canvas.sceneRects?.values() ?? [])];
    const right = rects.length ? Math.max(...rects.map((r) => r.x + r.width)) : 0;
    const worldY = rects.length ? rects[0].y + rects[0].height / 2 : 0;
    const { x, y } = this.canvas.canvasLocationAt(right + 300, worldY);
    this.toggle(false);
    return this.actions.addSceneFromLibrary(c.className, x, y);
  }

  #addToSelection(c) {
    if (isSceneClass(c)) return this.#addSceneBesideOthers(c);
    const model = this.canvas.model;
    let node = model.objects.get(window.storyweave?.selection.primary);
    while (node && !(node.frame && CONTAINER_TAGS.has(node.tag))) node = node.parent;
    node ??= model.scenes.map((s) => s.controller?.children.find((x) => x.frame) ?? s.root).find((x) => x?.frame);
    if (!node) return;
    this.toggle(false);
    this.actions.addFromLibrary(c.className, node.id, 20, 20);
  }

  #startDrag(event, c) {
    if (event.button !== 0) return;
    event.preventDefault();
    const ghost = el("div", "library-ghost", c.libraryTitle);
    const size = c.defaultSize ?? { width: 120, height: 40 };
    const zoom = this.camera.zoom;
    Object.assign(ghost.style, { width: `${size.width * zoom}px`, height: `${size.height * zoom}px` });
    document.body.append(ghost);
    const makesScene = isSceneClass(c);
    let target = null;
    let onCanvas = false;
    const place = (e) => {
      ghost.style.transform = `translate(${e.clientX - (size.width * zoom) / 2}px, ${e.clientY - (size.height * zoom) / 2}px)`;
      ghost.hidden = true;
      target = this.#containerAt(e.clientX, e.clientY);
      onCanvas = !target && this.#overCanvas(e.clientX, e.clientY);
      ghost.hidden = false;
      // A controller goes on the empty canvas, never inside a view (the drop on a view says why).
      this.canvas.highlightDropTarget(makesScene ? null : target?.node.id ?? null);
      ghost.classList.toggle("can-drop", makesScene ? onCanvas : Boolean(target));
      ghost.classList.toggle("refused", makesScene && Boolean(target));
      if (!this.panel.hidden && !this.panel.contains(document.elementFromPoint(e.clientX, e.clientY))) this.panel.hidden = true;
    };
    const move = (e) => place(e);
    const up = (e) => {
      document.removeEventListener("pointermove", move);
      document.removeEventListener("pointerup", up);
      ghost.remove();
      this.canvas.highlightDropTarget(null);
      if (makesScene && onCanvas) return this.#addSceneAt(c, e.clientX, e.clientY);
      if (!target) return;
      const r = target.box.getBoundingClientRect();
      const x = Math.round((e.clientX - r.left) / this.camera.zoom - size.width / 2);
      let y = Math.round((e.clientY - r.top) / this.camera.zoom - size.height / 2);
      if (this.canvas.model.platform === "macos") y = target.node.frame.height - y - size.height;
      this.actions.addFromLibrary(c.className, target.node.id, Math.max(0, x), Math.max(0, y));
    };
    place(event);
    document.addEventListener("pointermove", move);
    document.addEventListener("pointerup", up);
  }
}

function glyphFor(tag) {
  return { label: "L", button: "B", textField: "T", textView: "¶", switch: "◐", slider: "—", imageView: "▨", tableView: "☰",
    collectionView: "▦", stackView: "≡", scrollView: "⇳", segmentedControl: "▭", view: "□", navigationBar: "◀", tabBar: "▤" }[tag] ?? "◇";
}

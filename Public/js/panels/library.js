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
  /**
   * @param {import("../editing/editor.js").Editor} editor  (built once the catalog is loaded)
   * @param pointer the canvas's pointer machine (canvas/interactions/pointer-machine.js), which drags the items
   */
  constructor(editor, { pointer, button, panel }) {
    const { catalog, canvas, camera, actions, viewport } = editor;
    Object.assign(this, { editor, pointer, catalog, canvas, camera, actions, viewport, button, panel });
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
    this.media = new MediaLibrary(this.editor, { pointer: this.pointer, onDragStart: () => this.toggle(false) });
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
    let node = model.objects.get(this.editor.selection.primary);
    while (node && !(node.frame && CONTAINER_TAGS.has(node.tag))) node = node.parent;
    node ??= model.scenes.map((s) => s.controller?.children.find((x) => x.frame) ?? s.root).find((x) => x?.frame);
    if (!node) return;
    this.toggle(false);
    this.actions.addFromLibrary(c.className, node.id, 20, 20);
  }

  /** A press on an item: the pointer's dragging-from-library state takes it (canvas/interactions/dragging-from-library.js). */
  #startDrag(event, c) {
    this.pointer.start("dragging-from-library", { event, entry: c, panel: this.panel });
  }
}

function glyphFor(tag) {
  return { label: "L", button: "B", textField: "T", textView: "¶", switch: "◐", slider: "—", imageView: "▨", tableView: "☰",
    collectionView: "▦", stackView: "≡", scrollView: "⇳", segmentedControl: "▭", view: "□", navigationBar: "◀", tabBar: "▤" }[tag] ?? "◇";
}

/**
 * Right-click menus on the canvas. Shift+right-click lists every object under the pointer (covered and
 * hidden views included, deepest first) so any of them can be selected, as in Interface Builder.
 * A plain right-click shows the edit menu for the selection (with its shortcuts).
 */
import { el } from "../util/dom.js";
import { sizeToFitSelection } from "./size-to-fit.js";
import { shortcutLabel } from "../util/shortcut-label.js";
import { addTableSection, canAddTableSection, canConvertToStaticCells, convertToStaticCells, IdGenerator } from "../commands/index.js";

/** @param {import("./editor.js").Editor} editor */
export function installContextMenu(editor) {
  const { viewport, canvas, selection, actions } = editor;
  const pasteTarget = () => editor.pasteTarget();
  let menu = null;
  const close = () => {
    menu?.remove();
    menu = null;
  };

  const show = (event, items, label) => {
    close();
    menu = el("div", "context-menu");
    menu.setAttribute("role", "menu");
    menu.setAttribute("aria-label", label);
    for (const item of items) {
      if (item === "-") { menu.append(el("div", "menu-separator")); continue; }
      const row = el("button", "menu-item");
      row.type = "button";
      row.setAttribute("role", "menuitem");
      row.disabled = Boolean(item.disabled);
      if (item.id) row.dataset.objectId = item.id;
      row.style.paddingLeft = `${10 + (item.depth ?? 0) * 12}px`;
      row.append(el("span", "menu-label", item.label));
      if (item.detail) row.append(el("span", "menu-detail", item.detail));
      row.addEventListener("click", () => { close(); item.run(); });
      menu.append(row);
    }
    const origin = viewport.getBoundingClientRect();
    Object.assign(menu.style, { left: `${event.clientX - origin.left}px`, top: `${event.clientY - origin.top}px` });
    viewport.append(menu);
    const r = menu.getBoundingClientRect();
    if (r.bottom > window.innerHeight) menu.style.top = `${Math.max(0, event.clientY - origin.top - r.height)}px`;
    if (r.right > window.innerWidth) menu.style.left = `${Math.max(0, event.clientX - origin.left - r.width)}px`;
  };

  /** Every drawn object whose box contains the point, outermost first (as IB lists them). */
  const objectsUnder = (x, y) => {
    const found = [];
    for (const box of canvas.world.querySelectorAll(".ib-view[data-object-id], .tile[data-object-id], .simulated-bar[data-object-id]")) {
      const r = box.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
      const node = canvas.model.objects.get(box.dataset.objectId);
      if (node) found.push(node);
    }
    const depth = (node) => canvas.model.pathTo(node.id).length;
    found.sort((a, b) => depth(a) - depth(b));
    // The controller of the scene under the pointer comes first, as in Interface Builder's menu.
    const controller = found[0]?.scene?.controller;
    if (controller && !found.includes(controller)) found.unshift(controller);
    const base = found.length ? depth(found[0]) : 0;
    return found.map((node) => ({ node, depth: depth(node) - base }));
  };

  viewport.addEventListener("contextmenu", (event) => {
    event.preventDefault();
    if (event.shiftKey) {
      const entries = objectsUnder(event.clientX, event.clientY);
      if (!entries.length) return;
      show(event, entries.map(({ node, depth }) => ({
        id: node.id, label: node.name, detail: node.className, depth, run: () => selection.set([node.id], "canvas"),
      })), "Objects under the pointer");
      return;
    }
    const targetId = event.target.closest(".world [data-object-id]")?.dataset.objectId;
    if (targetId && !selection.has(targetId)) selection.set([targetId], "canvas");
    const hasSelection = selection.ids.length > 0;
    const primary = canvas.model.objects.get(selection.primary);
    const isController = primary && /Controller$/.test(primary.tag) && canvas.model.kind === "storyboard";
    show(event, [
      { label: "Cut", detail: shortcutLabel("⌘X"), disabled: !hasSelection || actions.readOnly, run: () => actions.cut() },
      { label: "Copy", detail: shortcutLabel("⌘C"), disabled: !hasSelection, run: () => actions.copy() },
      { label: "Paste", detail: shortcutLabel("⌘V"), disabled: actions.readOnly || !pasteTarget(), run: () => actions.paste(pasteTarget()) },
      { label: "Duplicate", detail: shortcutLabel("⌘D"), disabled: !hasSelection || actions.readOnly, run: () => actions.duplicate() },
      { label: "Delete", detail: shortcutLabel("⌫"), disabled: !hasSelection || actions.readOnly, run: () => actions.delete() },
      "-",
      { label: "Size to Fit Content", detail: shortcutLabel("⌘="), disabled: !hasSelection || actions.readOnly, run: () => sizeToFitSelection(editor) },
      { label: "Embed In View", disabled: !hasSelection || actions.readOnly || isController, run: () => actions.embedInView() },
      { label: "Embed In Stack View", disabled: !hasSelection || actions.readOnly || isController || !editor.layout, run: () => editor.layout.embedInStackView(selection.ids) },
      { label: "Embed In Navigation Controller", disabled: !isController || actions.readOnly, run: () => actions.embedInNavigationController(primary.id) },
      ...tableItems(primary),
      "-",
      // Auto Layout (constraints/layout-actions.js), as Xcode's Editor ▸ Resolve Auto Layout Issues.
      { label: "Update Frames", detail: shortcutLabel("⌥⌘="), disabled: !hasSelection || actions.readOnly || !editor.layout, run: () => editor.layout.updateFrames(selection.ids) },
      { label: "Update Constraint Constants", disabled: !hasSelection || actions.readOnly || !editor.layout, run: () => editor.layout.updateConstants(selection.ids) },
    ], "Edit");
  });

  /** For a table view: its static-cells commands (commands/static-cells.js), as the Attributes inspector's Content and Sections in Xcode. */
  const tableItems = (primary) => {
    if (primary?.tag !== "tableView") return [];
    const run = (label, command) => () => {
      const result = actions.run(label, (doc) => command(doc, { id: primary.id, generator: IdGenerator.forDocument(doc) }));
      if (result) selection.set([result.id], "edit");
    };
    return [
      { label: "Convert to Static Cells", disabled: actions.readOnly || !canConvertToStaticCells(actions.doc, primary.id), run: run("Convert to Static Cells", convertToStaticCells) },
      { label: "Add Table Section", disabled: actions.readOnly || !canAddTableSection(actions.doc, primary.id), run: run("Add Table Section", addTableSection) },
    ];
  };

  document.addEventListener("pointerdown", (event) => { if (menu && !menu.contains(event.target)) close(); }, true);
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });
  return { close };
}

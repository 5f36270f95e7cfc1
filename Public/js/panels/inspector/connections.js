/**
 * The Connections inspector: outlets (connected ones with the other end's path, unconnected ones the class
 * declares), sent actions, triggered segues and referencing outlets/segues — each with ✕ to disconnect and
 * a refocus arrow that selects the other end. Cocoa bindings are listed as bindings (name and key path), edited in the
 * Bindings inspector (bindings.js).
 */
import { section, wide } from "./fields.js";
import { el } from "../../util/dom.js";

function pathOf(model, id) {
  const node = model.objects.get(id);
  if (!node) return id ?? "";
  const scene = node.scene?.title;
  return scene && scene !== node.name ? `${scene} › ${node.name}` : node.name;
}

/** Marks (or unmarks) the canvas drawing of `id` as the other end of the hovered connection row. */
function highlight(id, on) {
  for (const node of document.querySelectorAll(`.world [data-object-id="${CSS.escape(id)}"]`)) node.classList.toggle("connection-hover", on);
}

function row({ field, title, value, path, connectionId, refocus, actions, selection, well = null }) {
  const item = el("li", "connection-row");
  const text = el("input", "connection-value");
  text.readOnly = true;
  text.value = value;
  text.dataset.field = field;
  text.title = path;
  text.setAttribute("aria-label", title);
  const kind = el("span", "connection-kind", title);
  const dot = el("span", connectionId ? "connection-dot connected" : "connection-dot");
  item.append(kind, text);
  if (refocus) {
    const arrow = el("button", "refocus", "➜");
    arrow.type = "button";
    arrow.title = `Select ${path}`;
    arrow.dataset.field = `${field}-refocus`;
    arrow.addEventListener("click", () => selection.set([refocus], "inspector"));
    item.append(arrow);
  }
  if (connectionId) {
    const remove = el("button", "disconnect", "✕");
    remove.type = "button";
    remove.title = "Disconnect";
    remove.dataset.field = `${field}-disconnect`;
    remove.disabled = actions.readOnly;
    remove.addEventListener("click", () => actions.disconnect(connectionId));
    item.append(remove);
  }
  item.prepend(dot);
  if (refocus) {
    // Hovering a connection shows its other end on the canvas, as in Interface Builder.
    item.addEventListener("pointerenter", () => highlight(refocus, true));
    item.addEventListener("pointerleave", () => highlight(refocus, false));
  }
  if (well && !actions.readOnly) {
    // A well to drag from (editor-page.js starts the connecting drag): an outlet to connect, or a referencing outlet.
    Object.assign(dot.dataset, well);
    dot.classList.add("well");
    dot.title = well.well === "referencing" ? "Drag to the object that will hold the outlet" : `Drag to connect ${well.property}`;
  }
  return item;
}

export function connectionsSection(node, { model, catalog, actions, selection }) {
  const list = el("ul", "connection-list");
  const nameOf = (id) => model.objects.get(id)?.name ?? id;
  const common = { actions, selection };
  const connected = new Set();
  for (const c of node.connections) {
    if (c.type === "segue") {
      list.append(row({ ...common, field: `segue-${c.id}`, title: c.relationship ? "Relationship" : "Triggered Segue",
        value: `${c.relationship ?? c.kind} → ${nameOf(c.destination)}`, path: pathOf(model, c.destination), connectionId: c.id, refocus: c.destination }));
    } else if (c.type === "binding") {
      list.append(row({ ...common, field: `binding-${c.id}`, title: `Bind ${humanBinding(c.name)}`,
        value: `${nameOf(c.destination)}.${c.keyPath ?? ""}`, path: pathOf(model, c.destination), connectionId: c.id, refocus: c.destination }));
    } else if (c.type === "action") {
      list.append(row({ ...common, field: `action-${c.id}`, title: c.eventType ? humanEvent(c.eventType) : "Sent Action",
        value: `${c.selector} → ${nameOf(c.destination)}`, path: pathOf(model, c.destination), connectionId: c.id, refocus: c.destination }));
    } else {
      connected.add(c.property);
      list.append(row({ ...common, field: `outlet-${c.id}`, title: c.type === "outletCollection" ? "Outlet Collection" : "Outlet",
        value: `${c.property} → ${nameOf(c.destination)}`, path: pathOf(model, c.destination), connectionId: c.id, refocus: c.destination }));
    }
  }
  for (const outlet of catalog?.outletsOf(node.className) ?? []) {
    if (connected.has(outlet.property)) continue;
    list.append(row({ ...common, field: `available-${outlet.property}`, title: outlet.isCollection ? "Outlet Collection" : "Outlet",
      value: outlet.property, path: outlet.destinationType,
      well: { well: "outlet", source: node.id, property: outlet.property, collection: outlet.isCollection ? "YES" : "" } }));
  }
  list.append(row({ ...common, field: "new-referencing-outlet", title: "New Referencing Outlet", value: "", path: "Drag to the object that holds the outlet",
    well: { well: "referencing", source: node.id } }));
  for (const other of model.objects.values()) {
    for (const c of other.connections) {
      if (c.destination !== node.id) continue;
      const what = c.type === "segue" ? `${c.kind} segue` : c.type === "binding" ? `${c.name} ← ${c.keyPath ?? ""}` : c.property ?? c.selector;
      const title = { segue: "Presenting Segue", action: "Received Action", binding: "Referencing Binding" }[c.type] ?? "Referencing Outlet";
      list.append(row({ ...common, field: `ref-${c.id}`, title,
        value: `${nameOf(other.id)} · ${what}`, path: pathOf(model, other.id), connectionId: c.id, refocus: other.id }));
    }
  }
  if (!list.children.length) return null;
  return section("Connections", [wide(list)], { name: "connections" });
}

const humanEvent = (event) => event.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
/** "contentArray" → "Content Array", "enabled2" → "Enabled 2" (as the Bindings inspector titles them). */
export const humanBinding = (name) => humanEvent(name ?? "").replace(/([A-Za-z])(\d+)$/, "$1 $2");

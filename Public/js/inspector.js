/**
 * The inspector for the primary selection: Identity (class, module, storyboard ID, label), Attributes (the
 * element's attributes, colours and fonts as written), Size (frame) and Connections. Read-only in this slice.
 */
import { colorCSS } from "./colors.js";

const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
};

/** Attributes shown in Identity (or structural), so not repeated in Attributes. */
const IDENTITY_ATTRIBUTES = new Set(["id", "customClass", "customModule", "customModuleProvider", "userLabel", "storyboardIdentifier",
  "restorationIdentifier", "sceneMemberID", "key", "placeholderIdentifier"]);

function section(title, rows) {
  const block = el("section", "inspector-section");
  block.append(el("h3", null, title));
  const grid = el("div", "field-grid");
  for (const row of rows) grid.append(...row);
  block.append(grid);
  return block;
}

function field(label, value, name, placeholder = "") {
  const id = `field-${name}`;
  const labelNode = el("label", null, label);
  labelNode.htmlFor = id;
  const input = el("input");
  input.id = id;
  input.readOnly = true;
  input.value = value ?? "";
  input.placeholder = placeholder;
  input.dataset.field = name;
  return [labelNode, input];
}

function swatchField(label, colorElement) {
  const value = el("div", "swatch-value");
  const swatch = el("span", "swatch");
  const css = colorCSS(colorElement);
  if (css) swatch.style.background = css;
  const description = colorElement.getAttribute("systemColor") ?? colorElement.getAttribute("name")
    ?? colorElement.getAttribute("cocoaTouchSystemColor") ?? css ?? "Custom";
  value.append(swatch, el("span", null, description));
  value.dataset.field = `color-${colorElement.getAttribute("key")}`;
  return [el("label", null, label), value];
}

const humanKey = (key) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

export class Inspector {
  constructor(container) {
    this.container = container;
  }

  setModel(model) {
    this.model = model;
    this.show(null);
  }

  /** Shows the object (or segue) with this id; null shows the empty state. */
  show(id) {
    const node = id ? this.model?.objects.get(id) : null;
    const segue = id && !node ? this.model?.segues.find((s) => s.id === id) : null;
    this.container.dataset.objectId = node?.id ?? segue?.id ?? "";
    if (node) this.container.replaceChildren(...this.#objectPanel(node));
    else if (segue) this.container.replaceChildren(...this.#seguePanel(segue));
    else this.container.replaceChildren(...this.#documentPanel());
  }

  /** With nothing selected: the document's own facts, as Xcode's File inspector shows them. */
  #documentPanel() {
    const empty = el("p", "inspector-empty", "No Selection");
    if (!this.model) return [empty];
    const root = this.model.root;
    const device = [...root.children].find((c) => c.tagName === "device")?.getAttribute("id");
    return [empty, section("Interface Builder Document", [
      field("Kind", this.model.kind === "storyboard" ? "Storyboard" : "XIB", "doc-kind"),
      field("Runtime", root.getAttribute("targetRuntime"), "doc-runtime"),
      field("Tools Version", root.getAttribute("toolsVersion"), "doc-tools-version"),
      ...(device ? [field("Device", device, "doc-device")] : []),
      field("Auto Layout", root.getAttribute("useAutolayout") === "YES" ? "Yes" : "No", "doc-autolayout"),
      field(this.model.kind === "storyboard" ? "Scenes" : "Top-Level Objects", this.model.scenes.length, "doc-scenes"),
      field("Objects", this.model.objects.size, "doc-objects"),
    ])];
  }

  #header(title, subtitle) {
    const header = el("header", "inspector-header");
    header.append(el("h2", null, title), el("p", null, subtitle));
    return header;
  }

  #objectPanel(node) {
    const e = node.element;
    const identity = [
      field("Class", node.customClass ?? "", "class", node.className),
      field("Module", node.customModule ?? "", "module", node.customClass ? "None" : ""),
    ];
    if (/Controller$/.test(node.tag)) identity.push(field("Storyboard ID", e.getAttribute("storyboardIdentifier"), "storyboard-id"));
    identity.push(
      field("Restoration ID", e.getAttribute("restorationIdentifier"), "restoration-id"),
      field("Label", e.getAttribute("userLabel"), "label", node.name),
      field("Object ID", node.id, "object-id"),
    );
    const panels = [this.#header(node.name, node.className), section("Identity", identity)];
    const attributes = this.#attributeRows(e);
    if (attributes.length) panels.push(section(`Attributes · ${node.className}`, attributes));
    if (node.frame) {
      const f = node.frame;
      const size = [field("X", f.x, "x"), field("Y", f.y, "y"), field("Width", f.width, "width"), field("Height", f.height, "height")];
      const mask = [...e.children].find((c) => c.tagName === "autoresizingMask");
      if (mask) {
        const flags = [...mask.attributes].filter((a) => a.name !== "key" && a.value === "YES").map((a) => a.name);
        size.push(field("Autoresizing", flags.join(", ") || "Fixed", "autoresizing"));
      }
      panels.push(section("Size", size));
    }
    const connections = this.#connectionRows(node);
    if (connections.length) panels.push(section("Connections", connections));
    return panels;
  }

  #attributeRows(e) {
    const rows = [];
    for (const attribute of e.attributes) {
      if (IDENTITY_ATTRIBUTES.has(attribute.name)) continue;
      rows.push(field(humanKey(attribute.name), attribute.value, `attr-${attribute.name}`));
    }
    for (const childElement of e.children) {
      const key = childElement.getAttribute("key");
      if (childElement.tagName === "color" && key) rows.push(swatchField(humanKey(key), childElement));
      if (childElement.tagName === "fontDescription") {
        const font = `${childElement.getAttribute("name") ?? childElement.getAttribute("type") ?? "System"} ${childElement.getAttribute("pointSize") ?? ""}`;
        rows.push(field("Font", font.trim(), "font"));
      }
      if (childElement.tagName === "state" && childElement.getAttribute("title") !== null) {
        rows.push(field(`Title (${key})`, childElement.getAttribute("title"), `state-${key}-title`));
      }
      if (childElement.tagName === "string" && key) rows.push(field(humanKey(key), childElement.textContent, `string-${key}`));
    }
    return rows;
  }

  #connectionRows(node) {
    const rows = [];
    const nameOf = (id) => this.model.objects.get(id)?.name ?? id;
    for (const c of node.connections) {
      if (c.type === "segue") rows.push(field(c.relationship ? `Relationship` : "Triggered Segue", `${c.relationship ?? c.kind} → ${nameOf(c.destination)}`, `segue-${c.id}`));
      else if (c.type === "action") rows.push(field("Sent Action", `${c.selector} → ${nameOf(c.destination)}`, `action-${c.id}`));
      else rows.push(field(c.type === "outletCollection" ? "Outlet Collection" : "Outlet", `${c.property} → ${nameOf(c.destination)}`, `outlet-${c.id}`));
    }
    for (const other of this.model.objects.values()) {
      for (const c of other.connections) {
        if (c.destination !== node.id) continue;
        const what = c.type === "segue" ? `${c.kind} segue` : c.property ?? c.selector;
        rows.push(field(c.type === "segue" ? "Presenting Segue" : "Referencing", `${nameOf(other.id)} · ${what}`, `ref-${c.id}`));
      }
    }
    return rows;
  }

  #seguePanel(segue) {
    const source = this.model.objects.get(segue.sourceId);
    const destination = this.model.objects.get(segue.destination);
    return [
      this.#header(segue.identifier || "Storyboard Segue", "UIStoryboardSegue"),
      section("Storyboard Segue", [
        field("Identifier", segue.identifier, "identifier"),
        field("Kind", segue.kind, "kind"),
        ...(segue.relationship ? [field("Relationship", segue.relationship, "relationship")] : []),
        field("Source", source?.name, "source"),
        field("Destination", destination?.name, "destination"),
        field("Object ID", segue.id, "object-id"),
      ]),
    ];
  }
}

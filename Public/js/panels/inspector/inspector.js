/**
 * The inspector for the primary selection, as Interface Builder's inspectors: Identity, Attributes, Size,
 * Connections and (AppKit documents) Bindings, one at a time behind a tab bar (the chosen tab stays across selections).
 * Fields are built from the class catalog and every commit is an op (see the other files of panels/inspector/).
 */
import { attributeSections } from "./attributes.js";
import { connectionsSection } from "./connections.js";
import { bindingsSections } from "./bindings.js";
import { section, textField } from "./fields.js";
import { identitySection } from "./identity.js";
import { sizeSection } from "./size.js";
import { constraintSection } from "./constraints-section.js";
import { simulatedMetricsSections } from "./simulated-metrics-section.js";
import { extendedEdgesSections } from "./extended-edges-section.js";
import { EXTEND_EDGES_ATTRIBUTES } from "../../commands/auto-layout/extended-edges-edit.js";
import { el } from "../../util/dom.js";

const TABS = [
  { name: "identity", title: "Identity", glyph: "▤" },
  { name: "attributes", title: "Attributes", glyph: "⚙︎" },
  { name: "size", title: "Size", glyph: "⬚" },
  { name: "connections", title: "Connections", glyph: "➜" },
  { name: "bindings", title: "Bindings", glyph: "⇄" },
];

export class Inspector {
  /** @param {import("../../editing/editor.js").Editor} editor */
  constructor(container, editor) {
    this.container = container;
    this.editor = editor;
    this.actions = editor.actions;
    this.selection = editor.selection;
    this.tab = "attributes";
  }

  /** The class catalog, once loaded (fields are typed from it). */
  get catalog() { return this.editor.catalog; }

  /** The model the inspector shows (set by the editor's renderer when the panels follow a change). */
  setModel(model) { this.model = model; }

  /**
   * Shows the object (or segue) with this id; null shows the document. Keeps the focused field's place.
   * With `preserveEditing` (a remote change), a field being typed in is not rebuilt under the user's fingers.
   */
  show(id, { preserveEditing = false } = {}) {
    const active = document.activeElement;
    if (preserveEditing && this.container.contains(active) && active.matches("input[type=text], input[type=number], input:not([type]), textarea")
      && this.container.dataset.objectId === (id ?? "")) return;
    const node = id ? this.model?.objects.get(id) : null;
    const segue = id && !node ? this.model?.segues.find((s) => s.id === id) : null;
    const focused = this.container.contains(document.activeElement) ? document.activeElement.dataset.field : null;
    const scroll = this.container.parentElement?.scrollTop ?? 0;
    const sameObject = this.container.dataset.objectId === (node?.id ?? segue?.id ?? "");
    this.container.dataset.objectId = node?.id ?? segue?.id ?? "";
    if (node) this.container.replaceChildren(...this.#objectPanel(node));
    else if (segue) this.container.replaceChildren(...this.#seguePanel(segue));
    else this.container.replaceChildren(...this.#documentPanel());
    if (sameObject && this.container.parentElement) this.container.parentElement.scrollTop = scroll;
    if (sameObject && focused) this.container.querySelector(`[data-field="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  }

  #context() {
    return { model: this.model, catalog: this.catalog, actions: this.actions, selection: this.selection, editor: this.editor };
  }

  #tabs(available) {
    const bar = el("nav", "inspector-tabs");
    bar.setAttribute("role", "tablist");
    for (const tab of TABS) {
      if (tab.name === "bindings" && this.model?.platform !== "macos") continue;  // Cocoa bindings: AppKit only
      const button = el("button", "inspector-tab", tab.glyph);
      button.type = "button";
      button.title = `${tab.title} Inspector`;
      button.setAttribute("aria-label", `${tab.title} inspector`);
      button.setAttribute("role", "tab");
      button.dataset.tab = tab.name;
      button.disabled = !available.has(tab.name);
      button.setAttribute("aria-selected", String(tab.name === this.tab));
      button.addEventListener("click", () => {
        this.tab = tab.name;
        for (const b of bar.children) b.setAttribute("aria-selected", String(b === button));
        for (const group of this.container.querySelectorAll("[data-inspector]")) group.hidden = group.dataset.inspector !== tab.name;
      });
      bar.append(button);
    }
    return bar;
  }

  #group(name, sections) {
    const group = el("div", "inspector-group");
    group.dataset.inspector = name;
    group.append(...sections.filter(Boolean));
    return group;
  }

  /** With nothing selected: the document's own facts, as Xcode's File inspector shows them. */
  #documentPanel() {
    const empty = el("p", "inspector-empty", "No Selection");
    if (!this.model) return [empty];
    const root = this.model.root;
    const device = [...root.children].find((c) => c.tagName === "device")?.getAttribute("id");
    return [empty, section("Interface Builder Document", [
      textField("Kind", this.model.kind === "storyboard" ? "Storyboard" : "XIB", "doc-kind"),
      textField("Runtime", root.getAttribute("targetRuntime"), "doc-runtime"),
      textField("Tools Version", root.getAttribute("toolsVersion"), "doc-tools-version"),
      ...(device ? [textField("Device", device, "doc-device")] : []),
      textField("Auto Layout", root.getAttribute("useAutolayout") === "YES" ? "Yes" : "No", "doc-autolayout"),
      textField(this.model.kind === "storyboard" ? "Scenes" : "Top-Level Objects", this.model.scenes.length, "doc-scenes"),
      textField("Objects", this.model.objects.size, "doc-objects"),
    ], { name: "document" })];
  }

  #header(title, subtitle) {
    const header = el("header", "inspector-header");
    header.append(el("h2", null, title), el("p", null, subtitle));
    return header;
  }

  #objectPanel(node) {
    const context = this.#context();
    const groups = [this.#group("identity", identitySection(node, context))];
    // A controller's "Under Opaque Bars" is edited in its Extend Edges section (it re-frames the root view).
    const extendEdges = extendedEdgesSections(node, context);
    const omit = extendEdges.length ? EXTEND_EDGES_ATTRIBUTES : undefined;
    groups.push(this.#group("attributes", [...attributeSections(node, context, { omit }),
      ...simulatedMetricsSections(node, context), ...extendEdges]));
    if (node.frame) groups.push(this.#group("size", [sizeSection(node, context)]));
    else if (node.tag === "constraint") groups.push(this.#group("size", [constraintSection(node, context)]));
    const connections = connectionsSection(node, context);
    if (connections) groups.push(this.#group("connections", [connections]));
    const bindings = bindingsSections(node, context);
    if (bindings.length) groups.push(this.#group("bindings", bindings));
    const available = new Set(groups.map((g) => g.dataset.inspector));
    const shown = available.has(this.tab) ? this.tab : "attributes";
    for (const group of groups) group.hidden = group.dataset.inspector !== shown;
    const tabs = this.#tabs(available);
    for (const b of tabs.children) b.setAttribute("aria-selected", String(b.dataset.tab === shown));
    return [tabs, this.#header(node.name, node.className), ...groups];
  }

  #seguePanel(segue) {
    const source = this.model.objects.get(segue.sourceId);
    const destination = this.model.objects.get(segue.destination);
    const editable = !this.actions.readOnly;
    return [
      this.#header(segue.identifier || "Storyboard Segue", "UIStoryboardSegue"),
      section("Storyboard Segue", [
        textField("Identifier", segue.identifier, "identifier", { onCommit: editable ? (v) => this.actions.setAttribute(segue.id, "identifier", v || null) : null }),
        textField("Kind", segue.kind, "kind"),
        ...(segue.relationship ? [textField("Relationship", segue.relationship, "relationship")] : []),
        textField("Source", source?.name, "source"),
        textField("Destination", destination?.name, "destination"),
        textField("Object ID", segue.id, "object-id"),
      ], { name: "segue" }),
    ];
  }
}

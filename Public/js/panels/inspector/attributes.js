/**
 * The Attributes inspector: one section per class of the hierarchy (Button → Control → View), fields typed
 * as the catalog says (text, number, bool, enum pop-up, colour, font); attributes the catalog does not know
 * are listed as text under "Other". Every commit is one op through EditActions.
 */
import { colorCSS } from "../../document/colors.js";
import { checkbox, colorField, popUp, section, textField } from "./fields.js";
import { attributeNames, childElement } from "../../document/xml-read.js";
import { inspectableSections } from "./inspectable-section.js";
import { imageNamesList } from "../../document/media-registry.js";
import { isAppKitDocument } from "../../canvas/views/system-images.js";
import { installedRows } from "./installed-section.js";
import { colorPickerField } from "./color-picker.js";
import { serializeElement } from "../../commands/xml-writer.js";
import { appKitFontPickerField, fontPickerField } from "./font-picker.js";
import { el } from "../../util/dom.js";
import { attributeType, inspectorEditOpsForAll, inspectorField, isDocumentReference } from "../../commands/inspector-edits.js";

/** Attributes shown by Identity (or structural), never repeated here. */
export const IDENTITY_ATTRIBUTES = new Set(["id", "customClass", "customModule", "customModuleProvider", "userLabel", "storyboardIdentifier",
  "restorationIdentifier", "sceneMemberID", "key", "placeholderIdentifier"]);

const humanKey = (key) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

/**
 * The selected objects the Attributes inspector edits together with `node` (the primary selection): all of them when
 * every selected object is of node's catalog class, else node alone. Only plain attributes are edited together (their
 * ops are independent), colours (one `<resources>` rewrite for all) and fonts; keyed-child text fields edit node alone.
 */
function editedTogether(node, { catalog, selection, model }) {
  const ids = selection?.ids ?? [];
  if (ids.length < 2 || !ids.includes(node.id) || !catalog) return [node];
  const className = catalog.classFor(node)?.className;
  const nodes = ids.map((id) => model?.objects.get(id)).filter(Boolean);
  const same = nodes.length === ids.length && nodes.every((other) => catalog.classFor(other)?.className === className);
  return same ? [node, ...nodes.filter((other) => other !== node)] : [node];
}

function fieldFor(attribute, node, actions, catalogClass, group = [node]) {
  const e = node.element;
  const storage = attribute.storage ?? {};
  const type = attributeType(attribute);
  // Every field commits what commands/inspector-edits.js says it writes (for each object edited together, one batch).
  const commitTo = (nodes) => (actions.readOnly ? null
    : (value) => actions.run("Change Attribute", (doc) => inspectorEditOpsForAll(doc, { ids: nodes.map((n) => n.id), attribute, value, catalogClass })));
  const commit = commitTo([node]);
  const field = inspectorField(attribute, e);
  if (field === "documentReference") {
    return checkbox(attribute.label, isDocumentReference(attribute, e), `attr-${attribute.key}`, commit && ((on) => commit(on ? "YES" : "NO")));
  }
  if (field === "tableContent") {
    // Xcode's Content pop-up: the command moves the cells (static-cells.js); one table at a time.
    return popUp("Content", e.getAttribute("dataMode") ?? attribute.defaultValue ?? "prototypes", ["prototypes", "static"], `attr-${attribute.key}`, commit,
      { titles: { prototypes: "Dynamic Prototypes", static: "Static Cells" } });
  }
  if (storage.attribute) {
    const shared = commitTo(group);
    const values = new Set(group.map((n) => n.element.getAttribute(attribute.key) ?? attribute.defaultValue ?? null));
    const mixed = values.size > 1;
    const current = mixed ? null : e.getAttribute(attribute.key);
    const name = `attr-${attribute.key}`;
    if (type === "bool") {
      const row = checkbox(attribute.label, !mixed && (current ?? attribute.defaultValue) === "YES", name, shared && ((on) => shared(on ? "YES" : "NO")));
      if (mixed) row[1].querySelector("input").indeterminate = true;
      return row;
    }
    if (type === "enumeration") return popUp(attribute.label, mixed ? null : current ?? attribute.defaultValue, attribute.type.enumeration._0 ?? [], name, shared);
    const numeric = type === "number" || type === "integer";
    // Image fields suggest the document's library images (and, in AppKit documents, the system images).
    const list = type === "image" ? imageNamesList(undefined, { appKit: isAppKitDocument(e) }) : null;
    return textField(attribute.label, current, name, { placeholder: mixed ? "Multiple Values" : attribute.defaultValue ?? "", type: numeric ? "number" : "text", list, onCommit: shared });
  }
  if (storage.attributeOfKeyedChild) {
    const { element: tag, key, attribute: name } = storage.attributeOfKeyedChild;
    const current = childElement(e, tag, key)?.getAttribute(name) ?? null;
    return textField(attribute.label, current, `${tag}-${key}-${name}`, { placeholder: attribute.defaultValue ?? "", onCommit: commit,
      list: type === "image" ? imageNamesList(undefined, { appKit: isAppKitDocument(e) }) : null });
  }
  // Colours and fonts change in every selected object too; differing ones show as "Multiple Values".
  const sameChild = (tag) => new Set(group.map((n) => { const c = childElement(n.element, tag, attribute.key); return c ? serializeElement(c) : ""; })).size === 1;
  if (field === "color") return colorPickerField(attribute.label, e, attribute.key, commitTo(group), { mixed: !sameChild("color") });
  if (field === "font") return fontPickerField(attribute.label, e, attribute.key, commitTo(group), { mixed: !sameChild("fontDescription") });
  if (field === "appKitFont") return appKitFontPickerField(attribute.label, e, attribute.key, commitTo(group), { mixed: !sameChild("font") });
  return null;
}

/**
 * The sections for a node: the catalog's typed fields by class, then the attributes the catalog does not describe;
 * `omit`: attributes another section edits.
 */
export function attributeSections(node, { catalog, actions, editor, selection, model }, { omit = new Set() } = {}) {
  const e = node.element;
  const group = editedTogether(node, { catalog, selection, model });
  const sections = inspectableSections(node, editor);
  const described = new Set();
  const chain = catalog ? catalog.chain(catalog.classFor(node)?.className) : [];
  for (const c of chain) {
    const rows = [];
    for (const attribute of c.attributes ?? []) {
      if (attribute.key === "frame" || IDENTITY_ATTRIBUTES.has(attribute.key) || omit.has(attribute.key)) continue;
      if (attribute.storage?.attribute) described.add(attribute.key);
      const row = fieldFor(attribute, node, actions, catalog?.classFor(node), group);
      if (row) rows.push(row);
    }
    // Xcode's Installed checkbox ends the View section of a subview (size classes: installed-section.js).
    if (c.className === "UIView") rows.push(...installedRows(e, editor));
    if (rows.length) sections.push(section(c.className.replace(/^(UI|NS|MK|WK|SK|SCN|MTK|AR|GLK|AV)(?=[A-Z])/, ""), rows, { name: `attributes-${c.className}`, open: sections.length < 4 }));
  }
  const other = [];
  for (const name of attributeNames(e)) {
    if (IDENTITY_ATTRIBUTES.has(name) || described.has(name) || omit.has(name)) continue;
    other.push(textField(humanKey(name), e.getAttribute(name), `attr-${name}`, { onCommit: actions.readOnly ? null : (value) => actions.setAttribute(node.id, name, value === "" ? null : value) }));
  }
  for (const child of e.children) {
    const key = child.getAttribute("key");
    if (child.tagName === "state" && child.getAttribute("title") !== null && !(chain.length && key === "normal")) {
      other.push(textField(`Title (${key})`, child.getAttribute("title"), `state-${key}-title`, {
        onCommit: actions.readOnly ? null : (value) => actions.setKeyedChildAttribute({ id: node.id, element: "state", key, name: "title", value }),
      }));
    }
    if (child.tagName === "string" && key) other.push(textField(humanKey(key), child.textContent, `string-${key}`));
    if (!chain.length && child.tagName === "color" && key) other.push(colorField(humanKey(key), colorCSS(child), child.getAttribute("systemColor") ?? colorCSS(child) ?? "Custom", `color-${key}`, null));
  }
  if (other.length) sections.push(section(chain.length ? "Other Attributes" : `Attributes · ${node.className}`, other, { name: "attributes-other" }));
  if (group.length > 1) {
    const note = el("p", "inspector-multiple", `${group.length} ${node.className} objects selected: the attributes below change in all of them.`);
    note.dataset.field = "multiple-selection";
    sections.unshift(note);
  }
  return sections;
}

export { el };

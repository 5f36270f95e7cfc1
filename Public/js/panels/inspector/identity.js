/**
 * The Identity inspector: custom class (autocomplete from the catalog and the document's custom classes),
 * module, storyboard ID, restoration ID, document label, object ID, and the user-defined runtime attributes
 * table (edited by replacing its `<userDefinedRuntimeAttributes>` container: its rows have no address).
 */
import { replaceRuntimeAttributesOps } from "../../commands/runtime-attributes.js";
import { serializeElement, elementXML } from "../../commands/xml-writer.js";
import { section, textField, wide } from "./fields.js";
import { childElement } from "../../document/xml-read.js";
import { el } from "../../util/dom.js";

const RUNTIME_TYPES = ["boolean", "number", "string", "localizedString", "point", "size", "rect", "range", "image", "nil"];

/** Autocomplete: the user's classes that fit the object (from the project's code) first, then the catalog's. */
function classList(catalog, model, node, userClasses) {
  let list = document.getElementById("class-names");
  if (!list) {
    list = el("datalist");
    list.id = "class-names";
    document.body.append(list);
  }
  const fromCode = userClasses ? userClasses.customClassSuggestions(node.className).filter((s) => s.source === "code").map((s) => s.name) : [];
  list.replaceChildren(...fromCode.map((name) => Object.assign(el("option"), { value: name, label: "from your code" })));
  const names = new Set(catalog ? catalog.classes.map((c) => c.className) : []);
  for (const node of model.objects.values()) if (node.customClass) names.add(node.customClass);
  for (const name of fromCode) names.delete(name);
  list.append(...[...names].sort().map((name) => Object.assign(el("option"), { value: name })));
  return list.id;
}

export function identitySection(node, { model, catalog, actions, editor }) {
  const e = node.element;
  const editable = !actions.readOnly;
  const commit = (fn) => (editable ? fn : null);
  const rows = [
    textField("Class", node.customClass ?? "", "class", {
      placeholder: node.className, list: classList(catalog, model, node, editor.userClasses),
      onCommit: commit((value) => actions.changeClass(node.id, value, e.getAttribute("customModule") ?? (value ? moduleGuess(model) : null))),
    }),
    textField("Module", node.customModule ?? "", "module", {
      placeholder: node.customClass ? "None" : "",
      onCommit: commit((value) => actions.changeClass(node.id, node.customClass ?? "", value)),
    }),
  ];
  if (/Controller$/.test(node.tag)) {
    rows.push(textField("Storyboard ID", e.getAttribute("storyboardIdentifier"), "storyboard-id", {
      onCommit: commit((value) => actions.setAttribute(node.id, "storyboardIdentifier", value || null)),
    }));
  }
  // A controller in a xib loads its view from the nib it names (`nibName=`, UIViewController's and NSViewController's
  // `nibName`); empty removes it. Hypothesis: the attribute's name is the property's, as Xcode names its other attributes
  // after the property; no corpus document sets one, so it is offered in xibs only, where a controller has no scene.
  if (/Controller$/.test(node.tag) && model.kind !== "storyboard") {
    rows.push(textField("NIB Name", e.getAttribute("nibName"), "nib-name", {
      placeholder: node.customClass ?? "",
      onCommit: commit((value) => actions.setAttribute(node.id, "nibName", value.trim() || null)),
    }));
  }
  rows.push(
    textField("Restoration ID", e.getAttribute("restorationIdentifier"), "restoration-id", {
      onCommit: commit((value) => actions.setAttribute(node.id, "restorationIdentifier", value || null)),
    }),
    textField("Label", e.getAttribute("userLabel"), "label", { placeholder: node.name, onCommit: commit((value) => actions.renameLabel(node.id, value)) }),
    textField("Object ID", node.id, "object-id"),
  );
  return [section("Custom Class", rows, { name: "identity" }), runtimeAttributesSection(node, actions)];
}

/** The module of the document's other custom classes: new classes usually live in the same target. */
function moduleGuess(model) {
  for (const node of model.objects.values()) if (node.customModule) return node.customModule;
  return null;
}

function runtimeAttributesSection(node, actions) {
  const container = childElement(node.element, "userDefinedRuntimeAttributes");
  const rows = [...(container?.children ?? [])].map((row) => ({
    keyPath: row.getAttribute("keyPath") ?? "", type: row.getAttribute("type") ?? "string", value: row.getAttribute("value") ?? "",
    xml: row.children.length ? serializeElement(row) : null,
  }));
  const table = el("table", "runtime-attributes");
  table.dataset.field = "runtime-attributes";
  const head = el("tr");
  for (const title of ["Key Path", "Type", "Value", ""]) head.append(el("th", null, title));
  table.append(head);
  const save = (next) => {
    const kept = next.filter((r) => r.keyPath.trim());
    const ops = replaceRuntimeAttributesOps(node.element, kept.map((r) => r.xml
      ?? elementXML("userDefinedRuntimeAttribute", [["type", r.type], ["keyPath", r.keyPath.trim()], ["value", r.type === "nil" ? null : r.value]])));
    if (ops.length) actions.submitOps("Runtime Attributes", ops);
  };
  rows.forEach((row, index) => {
    const tr = el("tr");
    const cell = (name, value, options) => {
      const input = el(options ? "select" : "input");
      if (options) for (const o of options) input.append(Object.assign(el("option", null, o), { value: o }));
      input.value = value;
      input.dataset.field = `runtime-${index}-${name}`;
      input.disabled = actions.readOnly || (row.xml !== null && name === "value");
      input.addEventListener("change", () => save(rows.map((r, i) => (i === index ? { ...r, [name]: input.value, xml: name === "keyPath" ? r.xml : null } : r))));
      const td = el("td");
      td.append(input);
      return td;
    };
    const remove = el("button", "row-remove", "−");
    remove.type = "button";
    remove.title = "Remove this attribute";
    remove.disabled = actions.readOnly;
    remove.addEventListener("click", () => save(rows.filter((_, i) => i !== index)));
    const last = el("td");
    last.append(remove);
    tr.append(cell("keyPath", row.keyPath), cell("type", row.type, RUNTIME_TYPES), cell("value", row.value), last);
    table.append(tr);
  });
  const add = el("button", "row-add", "+ Add Attribute");
  add.type = "button";
  add.dataset.field = "runtime-add";
  add.disabled = actions.readOnly;
  // A new row is saved once it has a key path.
  add.addEventListener("click", () => {
    const tr = el("tr");
    const input = el("input");
    input.placeholder = "keyPath";
    input.dataset.field = `runtime-${rows.length}-keyPath`;
    input.addEventListener("change", () => { if (input.value.trim()) save([...rows, { keyPath: input.value, type: "string", value: "", xml: null }]); });
    const td = el("td");
    td.colSpan = 4;
    td.append(input);
    tr.append(td);
    table.append(tr);
    input.focus();
  });
  const wrap = el("div", "runtime-table");
  wrap.append(table, add);
  return section("User Defined Runtime Attributes", [wide(wrap)], { name: "runtime-attributes", open: rows.length > 0 });
}

/**
 * The Size inspector's constraints: for a view, each constraint that involves it with its constant and a ✕,
 * and an Edit disclosure with what Xcode's constraint inspector edits — first and second item and attribute,
 * relation, constant, priority, multiplier, and Reverse First And Second Item. Selecting a constraint shows
 * the same fields and Xcode's Installed checkboxes (installed-section.js). Edits go through LayoutActions
 * (the editor's `layout`), one undoable batch each.
 */
import { section, wide } from "./fields.js";
import { ATTRIBUTE_MENU, attributeTitle, RELATIONS, RELATION_SYMBOL } from "../../commands/auto-layout/attributes.js";
import { readConstraint } from "../../commands/auto-layout/constraint-xml.js";
import { installedRows } from "./installed-section.js";
import { isView, itemElement, safeAreaGuideOf, siblingViews, subviewsOf, superviewOf } from "../../commands/auto-layout/view-tree.js";
import { el } from "../../util/dom.js";

/** What a constraint says, in Xcode's words for the common cases ("Top Space to: Safe Area", "Width"). */
export function constraintTitle(spec, nameOf, viewId) {
  const other = spec.first === viewId ? spec.second : spec.first;
  const attribute = spec.first === viewId ? spec.firstAttribute : spec.secondAttribute;
  if (!spec.second) return `${attributeTitle(spec.firstAttribute)} ${RELATION_SYMBOL[spec.relation] ?? "="} ${spec.constant}`;
  if (spec.second === spec.first) return `Aspect Ratio ${spec.multiplier}`;
  const sameAttribute = spec.firstAttribute === spec.secondAttribute;
  if (sameAttribute && (spec.firstAttribute === "width" || spec.firstAttribute === "height")) {
    const proportional = spec.multiplier !== "1" && spec.multiplier !== "1.0";
    return proportional ? `Proportional ${attributeTitle(spec.firstAttribute)} to: ${nameOf(other)}` : `Equal ${attributeTitle(spec.firstAttribute)}s: ${nameOf(other)}`;
  }
  const verb = ["centerX", "centerY", "firstBaseline", "lastBaseline"].includes(attribute) ? "Align" : "Space";
  return `${attributeTitle(attribute)} ${verb === "Align" ? "Alignment" : "Space"} to: ${nameOf(other)}`;
}

/** The items a constraint of `view` may name: the view, its superview and its safe area, its siblings and subviews. */
function candidateItems(doc, viewElement, spec) {
  const ids = new Set([spec.first, spec.second].filter(Boolean));
  if (viewElement && isView(viewElement)) {
    ids.add(viewElement.getAttribute("id"));
    const superview = superviewOf(viewElement);
    if (superview) {
      ids.add(superview.getAttribute("id"));
      const guide = safeAreaGuideOf(superview);
      if (guide) ids.add(guide.getAttribute("id"));
    }
    for (const sibling of siblingViews(viewElement)) ids.add(sibling.getAttribute("id"));
    for (const sub of subviewsOf(viewElement)) ids.add(sub.getAttribute("id"));
  }
  return [...ids].filter((id) => itemElement(doc, id));
}

const select = (field, label, options, value, onChange, disabled) => {
  const picker = el("select");
  picker.dataset.field = field;
  picker.setAttribute("aria-label", label);
  for (const [optionValue, text] of options) picker.append(Object.assign(el("option", null, text), { value: optionValue }));
  picker.value = value ?? "";
  picker.disabled = disabled;
  picker.addEventListener("change", () => onChange(picker.value));
  return picker;
};

const input = (field, label, value, onCommit, disabled, type = "text") => {
  const box = el("input");
  box.type = type;
  if (type === "number") box.step = "any";
  box.value = value;
  box.dataset.field = field;
  box.setAttribute("aria-label", label);
  box.disabled = disabled;
  let committed = box.value;
  const commit = () => {
    if (box.value === committed) return;
    committed = box.value;
    onCommit(box.value);
  };
  box.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); commit(); } });
  box.addEventListener("change", commit);
  return box;
};

/** The editable fields of one constraint (a grid of label + control rows). */
export function constraintFields(element, { model, actions, layout, viewElement }) {
  const doc = actions.doc;
  const spec = readConstraint(element);
  const id = spec.id;
  const disabled = actions.readOnly || !layout;
  const edit = (changes) => layout?.editConstraint(id, changes);
  const nameOf = (itemId) => model.objects.get(itemId)?.name ?? itemId;
  const anchor = viewElement ?? itemElement(doc, spec.first);
  const items = candidateItems(doc, isView(anchor) ? anchor : itemElement(doc, spec.first), spec);
  const itemOptions = items.map((itemId) => [itemId, nameOf(itemId)]);
  const attributes = ATTRIBUTE_MENU.map((name) => [name, attributeTitle(name)]);
  const grid = el("div", "constraint-fields");
  const row = (label, ...controls) => {
    const line = el("div", controls.length === 1 ? "constraint-field single" : "constraint-field");
    line.append(el("span", "constraint-field-label", label), ...controls);
    grid.append(line);
  };
  row("First Item",
    select(`constraint-${id}-first-item`, "First item", itemOptions, spec.first, (value) => edit({ first: value }), disabled),
    select(`constraint-${id}-first-attribute`, "First attribute", attributes, spec.firstAttribute, (value) => edit({ firstAttribute: value }), disabled));
  row("Relation", select(`constraint-${id}-relation`, "Relation", RELATIONS, spec.relation, (value) => edit({ relation: value }), disabled));
  row("Second Item",
    select(`constraint-${id}-second-item`, "Second item", [["", "None"], ...itemOptions], spec.second ?? "", (value) => edit({ second: value || null }), disabled),
    select(`constraint-${id}-second-attribute`, "Second attribute", [["", "Not an Attribute"], ...attributes], spec.secondAttribute ?? "",
      (value) => edit(value ? { secondAttribute: value } : { second: null }), disabled || !spec.second));
  row("Constant", input(`constraint-${id}-constant-field`, "Constant", String(spec.constant), (value) => edit({ constant: value }), disabled, "number"));
  row("Priority", input(`constraint-${id}-priority`, "Priority", String(spec.priority), (value) => edit({ priority: value }), disabled, "number"));
  row("Multiplier", input(`constraint-${id}-multiplier`, "Multiplier", spec.multiplier, (value) => edit({ multiplier: value }), disabled));
  const reverse = el("button", "constraint-reverse", "Reverse First And Second Item");
  reverse.type = "button";
  reverse.dataset.field = `constraint-${id}-reverse`;
  reverse.disabled = disabled || !spec.second;
  reverse.addEventListener("click", () => layout?.reverseConstraint(id));
  grid.append(reverse);
  return grid;
}

/** One row of a view's constraint list: title, constant, ✕, and the Edit disclosure. */
export function constraintRow(element, { model, actions, layout, node, editable }) {
  const spec = readConstraint(element);
  const id = spec.id;
  const nameOf = (itemId) => model.objects.get(itemId)?.name ?? itemId;
  const item = el("li", "constraint-row");
  item.dataset.constraintId = id;
  // Greyed when the shown size class doesn't install it (Installed unchecked), as in Xcode's list.
  item.classList.toggle("is-uninstalled", Boolean(layout?.isUninstalled?.(id)));
  const line = el("div", "constraint-line");
  const disclosure = el("button", "constraint-disclosure", "▸");
  disclosure.type = "button";
  disclosure.title = "Edit this constraint";
  disclosure.setAttribute("aria-label", `Edit ${constraintTitle(spec, nameOf, node.id)}`);
  disclosure.setAttribute("aria-expanded", "false");
  disclosure.dataset.field = `constraint-${id}-edit`;
  const name = el("span", "constraint-name", constraintTitle(spec, nameOf, node.id));
  name.title = model.objects.get(id)?.name ?? id;
  const constant = el("input", "constraint-constant");
  constant.type = "number";
  constant.step = "any";
  constant.value = element.getAttribute("constant") ?? "0";
  constant.dataset.field = `constraint-${id}-constant`;
  constant.setAttribute("aria-label", `Constant of ${name.textContent}`);
  constant.disabled = !editable;
  constant.addEventListener("change", () => {
    if (layout) layout.editConstraint(id, { constant: constant.value });
    else actions.setAttribute(id, "constant", constant.value === "0" ? null : constant.value);
  });
  const remove = el("button", "disconnect", "✕");
  remove.type = "button";
  remove.title = "Delete this constraint";
  remove.dataset.field = `constraint-${id}-delete`;
  remove.disabled = !editable;
  remove.addEventListener("click", () => actions.delete([id]));
  line.append(disclosure, name, constant, remove);
  item.append(line);
  let fields = null;
  disclosure.addEventListener("click", () => {
    const open = disclosure.getAttribute("aria-expanded") !== "true";
    disclosure.setAttribute("aria-expanded", String(open));
    disclosure.textContent = open ? "▾" : "▸";
    if (open) {
      fields = constraintFields(element, { model, actions, layout, viewElement: node.element });
      item.append(fields);
      openRows.add(id);
    } else {
      fields?.remove();
      openRows.delete(id);
    }
  });
  // A row that was open stays open when the inspector is drawn again after an edit.
  if (openRows.has(id)) queueMicrotask(() => { if (disclosure.getAttribute("aria-expanded") !== "true") disclosure.click(); });
  return item;
}

const openRows = new Set();

/** The Size inspector of a selected constraint: its fields, as Xcode's constraint inspector shows them. */
export function constraintSection(node, { model, actions, editor }) {
  return section("Constraint", [wide(constraintFields(node.element, { model, actions, layout: editor.layout, viewElement: null })), ...installedRows(node.element, editor)],
    { name: "constraint" });
}

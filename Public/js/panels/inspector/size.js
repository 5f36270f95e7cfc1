/**
 * The Size inspector: the frame as written in the XML (X, Y, Width, Height), autoresizing, and the
 * constraints that involve the view with their constant, a ✕ to delete them and an editor for their items,
 * relation, priority and multiplier (constraints-section.js).
 */
import { section, textField, wide } from "./fields.js";
import { attributeNames, childElement } from "../../document/xml-read.js";
import { constraintRow } from "./constraints-section.js";
import { el } from "../../util/dom.js";

/** Constraints naming the view, found in its own and its ancestors' `<constraints>`. */
function constraintsOf(node) {
  const found = [];
  const seen = new Set();
  for (let element = node.element; element; element = element.parentElement) {
    for (const constraint of childElement(element, "constraints")?.children ?? []) {
      const id = constraint.getAttribute("id");
      if (seen.has(id)) continue;
      const first = constraint.getAttribute("firstItem");
      const second = constraint.getAttribute("secondItem");
      const mine = element === node.element ? (!first || first === node.id || second === node.id) : (first === node.id || second === node.id);
      if (mine) { seen.add(id); found.push(constraint); }
    }
  }
  return found;
}

export function sizeSection(node, { model, actions, editor }) {
  const f = node.frame;
  const editable = !actions.readOnly;
  const commit = (name) => (editable ? (value) => {
    const number = Number(value);
    if (value === "" || Number.isNaN(number)) return;
    actions.setFrame(node.id, { [name]: number });
  } : null);
  const rows = [
    textField("X", f.x, "x", { type: "number", onCommit: commit("x") }),
    textField("Y", f.y, "y", { type: "number", onCommit: commit("y") }),
    textField("Width", f.width, "width", { type: "number", onCommit: commit("width") }),
    textField("Height", f.height, "height", { type: "number", onCommit: commit("height") }),
  ];
  const mask = childElement(node.element, "autoresizingMask", "autoresizingMask");
  if (mask) {
    const flags = attributeNames(mask).filter((name) => name !== "key" && mask.getAttribute(name) === "YES");
    rows.push(textField("Autoresizing", flags.join(", ") || "Fixed", "autoresizing"));
  }
  const constraints = constraintsOf(node);
  if (constraints.length) {
    const list = el("ul", "constraint-list");
    for (const constraint of constraints) list.append(constraintRow(constraint, { model, actions, layout: editor.layout, node, editable }));
    rows.push(wide(list));
  }
  return section("View Size", rows, { name: "size" });
}

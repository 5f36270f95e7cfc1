/**
 * The Size inspector: the frame (X, Y at the origin anchor's point, Width, Height), the autoresizing editor, and the
 * constraints that involve the view with their constant, a ✕ to delete them and an editor for their items,
 * relation, priority and multiplier (constraints-section.js).
 */
import { section, textField, wide } from "./fields.js";
import { childElement } from "../../document/xml-read.js";
import { autoresizingRows, bottomUp, showsAutoresizing } from "./autoresizing-editor.js";
import { anchorFractions, originAnchorGrid } from "./origin-anchor.js";
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

export function sizeSection(node, context) {
  const { model, actions, editor } = context;
  const f = node.frame;
  const editable = !actions.readOnly;
  const { fx, fy } = anchorFractions(bottomUp(node.element));
  const round = (v) => Math.round(v * 1000) / 1000;
  // Each field commits the stored frame: X and Y name the anchored point, a new size keeps that point in place.
  const commit = (toFrame) => (editable ? (value) => {
    const number = Number(value);
    if (value === "" || Number.isNaN(number)) return;
    actions.setFrame(node.id, toFrame(number));
  } : null);
  const rows = [
    textField("X", round(f.x + fx * f.width), "x", { type: "number", onCommit: commit((x) => ({ x: round(x - fx * f.width) })) }),
    textField("Y", round(f.y + fy * f.height), "y", { type: "number", onCommit: commit((y) => ({ y: round(y - fy * f.height) })) }),
    textField("Width", f.width, "width", { type: "number", onCommit: commit((width) => (fx ? { width, x: round(f.x + fx * (f.width - width)) } : { width })) }),
    textField("Height", f.height, "height", { type: "number", onCommit: commit((height) => (fy ? { height, y: round(f.y + fy * (f.height - height)) } : { height })) }),
  ];
  // Choosing another point redraws this section with the fields at that point.
  const anchor = originAnchorGrid(() => result.replaceWith(sizeSection(node, context)));
  rows.unshift([el("span", "field-label", "Origin"), anchor]);
  if (showsAutoresizing(node)) rows.push(autoresizingRows(node, actions));
  const constraints = constraintsOf(node);
  if (constraints.length) {
    const list = el("ul", "constraint-list");
    for (const constraint of constraints) list.append(constraintRow(constraint, { model, actions, layout: editor.layout, node, editable }));
    rows.push(wide(list));
  }
  const result = section("View Size", rows, { name: "size" });
  return result;
}

/**
 * The Size inspector: the frame as written in the XML (X, Y, Width, Height), autoresizing, and the
 * constraints that involve the view with their constant (editable) and a ✕ to delete them.
 */
import { el, section, textField, wide } from "./inspector-fields.js";
import { attributeNames, childElement } from "./xml-read.js";

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

export function sizeSection(node, { model, actions }) {
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
    for (const constraint of constraints) {
      const item = el("li", "constraint-row");
      const id = constraint.getAttribute("id");
      item.dataset.constraintId = id;
      const name = model.objects.get(id)?.name ?? id;
      item.append(el("span", "constraint-name", name));
      const constant = el("input", "constraint-constant");
      constant.type = "number";
      constant.step = "any";
      constant.value = constraint.getAttribute("constant") ?? "0";
      constant.dataset.field = `constraint-${id}-constant`;
      constant.setAttribute("aria-label", `Constant of ${name}`);
      constant.disabled = !editable;
      constant.addEventListener("change", () => actions.setAttribute(id, "constant", constant.value === "0" ? null : constant.value));
      const remove = el("button", "disconnect", "✕");
      remove.type = "button";
      remove.title = "Delete this constraint";
      remove.dataset.field = `constraint-${id}-delete`;
      remove.disabled = !editable;
      remove.addEventListener("click", () => actions.delete([id]));
      item.append(constant, remove);
      list.append(item);
    }
    rows.push(wide(list));
  }
  return section("View Size", rows, { name: "size" });
}

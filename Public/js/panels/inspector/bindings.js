/**
 * The Bindings inspector of AppKit documents, as Interface Builder's: one section per Cocoa binding of the selected
 * object (Bind to, Model Key Path, Remove) and a section to add one (which binding, to which object, which key path).
 * Every change is one batch through EditActions (commands/bindings.js writes the XML; the key path and the
 * destination are plain attribute edits of the `<binding>`).
 */
import { section, textField, popUp } from "./fields.js";
import { humanBinding } from "./connections.js";
import { bindingsOf, COMMON_BINDINGS } from "../../commands/bindings.js";
import { el } from "../../util/dom.js";

/** Tags of the objects a binding can be bound to: controllers, custom objects and File's Owner / Application. */
const BINDABLE = /Controller$|^customObject$|^tableCellView$/;

/** The objects a binding of `node` may name as its destination: the document's controllers and custom objects (not
 *  First Responder), and the table cell views that hold `node` (their `objectValue`). */
function destinations(node, model) {
  const holders = new Set();
  for (let n = node; n; n = n.parent) if (n.tag === "tableCellView") holders.add(n.id);
  return [...model.objects.values()].filter((o) => o.id && o.id !== "-1" && o.tag !== "placeholder"
    && (holders.has(o.id) || (BINDABLE.test(o.tag) && o.tag !== "tableCellView")));
}

/** A pop-up of objects by name (ids as values); `onCommit(id)`. */
function objectPopUp(label, value, objects, name, onCommit) {
  const select = el("select");
  select.dataset.field = name;
  select.disabled = !onCommit;
  for (const object of objects) {
    const option = el("option", null, object.name);
    option.value = object.id;
    select.append(option);
  }
  if (value && !objects.some((o) => o.id === value)) {
    const option = el("option", null, value);
    option.value = value;
    select.prepend(option);
  }
  if (value) select.value = value;
  select.addEventListener("change", () => onCommit?.(select.value));
  const text = el("label", null, label);
  select.id = `${name}-select`;
  text.htmlFor = select.id;
  return [text, select];
}

/** The inspector's sections for `node`, or [] when the document is not an AppKit one. */
export function bindingsSections(node, { model, actions }) {
  if (model?.platform !== "macos") return [];
  const edit = actions.readOnly ? null : actions;
  const targets = destinations(node, model);
  const sections = bindingsOf(node.element).map((binding) => {
    const id = binding.getAttribute("id");
    const name = binding.getAttribute("name");
    const remove = el("button", { className: "binding-remove", text: "Remove Binding", type: "button", dataset: { field: `binding-${id}-remove` } });
    remove.disabled = !edit;
    remove.addEventListener("click", () => edit?.disconnect(id));
    const rows = [
      objectPopUp("Bind to", binding.getAttribute("destination"), targets, `binding-${id}-destination`,
        edit && ((value) => edit.setAttribute(id, "destination", value))),
      textField("Model Key Path", binding.getAttribute("keyPath"), `binding-${id}-keyPath`,
        { onCommit: edit && ((value) => (value.trim() ? edit.setAttribute(id, "keyPath", value.trim()) : null)) }),
      [el("span"), remove],
    ];
    const options = [...binding.children].find((c) => c.tagName === "dictionary" && c.getAttribute("key") === "options");
    if (options) rows.splice(2, 0, textField("Options", [...options.children].map((o) => o.getAttribute("key")).join(", "), `binding-${id}-options`));
    return section(humanBinding(name), rows, { name: `binding-${id}` });
  });
  if (edit) sections.push(addSection(node, targets, edit));
  return sections;
}

/** "Add Binding": which binding, bound to which object, which key path. */
function addSection(node, targets, actions) {
  const [nameLabel, nameField] = popUp("Binding", COMMON_BINDINGS[0], COMMON_BINDINGS, "binding-new-name", () => {});
  const [targetLabel, targetField] = objectPopUp("Bind to", targets.find((t) => t.id === "-2")?.id ?? targets[0]?.id, targets, "binding-new-destination", () => {});
  const [pathLabel, pathField] = textField("Model Key Path", "", "binding-new-keyPath", { placeholder: "self.title", onCommit: () => {} });
  const add = el("button", { className: "binding-add", text: "Bind", type: "button", dataset: { field: "binding-new-add" } });
  add.addEventListener("click", () => {
    if (actions.connectBinding(node.id, nameField.value, targetField.value, pathField.value)) pathField.value = "";
  });
  return section("Add Binding", [[nameLabel, nameField], [targetLabel, targetField], [pathLabel, pathField], [el("span"), add]], { name: "binding-new" });
}

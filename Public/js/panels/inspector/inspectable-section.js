/**
 * The attributes inspector's section for a custom class's `@IBInspectable` properties (Xcode shows
 * them at the top, titled with the class name). Values are the object's user-defined runtime
 * attributes; every edit is one batch that rewrites that container (see inspectables.js).
 */
import { checkbox, colorField, section, textField } from "./fields.js";
import { runtimeAttributes, setRuntimeAttributeOps } from "../../commands/runtime-attributes.js";
import { runtimeAttributeType, runtimeAttributeXML } from "../../code/inspectables.js";

const channel = (element, name) => Number(element?.getAttribute(name) ?? 0);

function currentValue(entry) {
  if (!entry) return null;
  const valueChild = [...entry.element.children].find((child) => child.getAttribute("key") === "value");
  switch (entry.type) {
    case "boolean": return entry.element.getAttribute("value") === "YES";
    case "number": return valueChild?.getAttribute("value") ?? null;
    case "color": return valueChild;
    default: return entry.element.getAttribute("value");
  }
}

function hexToColor(hex) {
  const [red, green, blue] = [1, 3, 5].map((i) => Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 10000) / 10000);
  return { red, green, blue, alpha: 1 };
}

const cssOf = (color) => (color ? `rgba(${[channel(color, "red"), channel(color, "green"), channel(color, "blue")].map((v) => Math.round(v * 255)).join(", ")}, ${color.getAttribute("alpha") ?? 1})` : null);

/** Sections (zero or more) for the node's class and its user superclasses' inspectables. */
export function inspectableSections(node, { actions, userClasses }) {
  if (!userClasses) return [];
  const className = node.customClass ?? node.className;
  const inspectables = userClasses.inspectables(className);
  if (inspectables.length === 0) return [];
  const current = new Map(runtimeAttributes(node.element).map((entry) => [entry.keyPath, entry]));
  const editable = !actions.readOnly;
  const commit = (keyPath, xml) => {
    const element = actions.doc?.elementById?.(node.id) ?? node.element;
    actions.submitOps(`Set ${keyPath}`, setRuntimeAttributeOps(element, keyPath, xml));
  };
  const rows = [];
  for (const inspectable of inspectables) {
    const type = runtimeAttributeType(inspectable.typeName);
    const value = currentValue(current.get(inspectable.name));
    const label = inspectable.name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
    const name = `inspectable-${inspectable.name}`;
    if (type === "boolean") {
      rows.push(checkbox(label, value === true, name, editable ? (on) => commit(inspectable.name, runtimeAttributeXML(inspectable.name, "boolean", on)) : null));
    } else if (type === "color") {
      rows.push(colorField(label, cssOf(value), value ? "Custom" : "Default", name,
        editable ? (hex) => commit(inspectable.name, runtimeAttributeXML(inspectable.name, "color", hexToColor(hex))) : null));
    } else if (type === "number" || type === "string") {
      rows.push(textField(label, value, name, {
        type: type === "number" ? "number" : "text", placeholder: inspectable.typeName,
        onCommit: editable ? (text) => commit(inspectable.name, text === "" ? null
          : runtimeAttributeXML(inspectable.name, type, type === "number" ? Number(text) : text, { typeName: inspectable.typeName })) : null,
      }));
    } else {
      rows.push(textField(label, value, name, { placeholder: `${inspectable.typeName} (edit in the runtime attributes table)` }));
    }
  }
  return [section(className, rows, { name: "inspectables" })];
}

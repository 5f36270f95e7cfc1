/** The visible title of a control, edited in place on the canvas (label text, button title, item title...). */
import { attributeOps, setKeyedChildAttribute } from "./attributes.js";
import { addressOf } from "./addresses.js";
import { CommandError } from "./errors.js";
import { isAppKit as isAppKitDocument } from "./frames.js";
import { requireObject } from "./protection.js";
import { childElement } from "../document/xml-read.js";

const TITLE_ATTRIBUTE = {
  label: "text", textField: "text", barButtonItem: "title", navigationItem: "title", tabBarItem: "title",
  menuItem: "title", window: "title", tabViewItem: "label", box: "title",
};

/** The title's current value, or undefined when the object has no editable title. */
export function editableTitle(doc, element, isAppKit) {
  const tag = element.tagName;
  const cell = isAppKit ? [...element.children].find((c) => /Cell$/.test(c.tagName)) : null;
  if (cell) return cell.getAttribute("title") ?? "";
  if (tag === "button") {
    const configuration = childElement(element, "buttonConfiguration");
    if (configuration?.hasAttribute("title")) return configuration.getAttribute("title");
    return childElement(element, "state", "normal")?.getAttribute("title") ?? "";
  }
  if (tag === "textView") {
    const string = childElement(element, "string", "text");
    return string ? string.textContent : element.getAttribute("text") ?? "";
  }
  if (tag === "textField" && !element.hasAttribute("text") && element.hasAttribute("placeholder")) return element.getAttribute("text") ?? "";
  const name = TITLE_ATTRIBUTE[tag];
  return name ? element.getAttribute(name) ?? "" : undefined;
}

export function setTitle(doc, { id, text }) {
  const element = requireObject(doc, id);
  const isAppKit = isAppKitDocument(doc);
  const tag = element.tagName;
  if (editableTitle(doc, element, isAppKit) === undefined) throw new CommandError(`a ${tag} has no title to edit.`);
  const cell = isAppKit ? [...element.children].find((c) => /Cell$/.test(c.tagName)) : null;
  if (cell) return attributeOps(doc, cell, "title", text);
  if (tag === "button") {
    const configuration = childElement(element, "buttonConfiguration");
    if (configuration?.hasAttribute("title")) return attributeOps(doc, configuration, "title", text);
    return setKeyedChildAttribute(doc, { id, element: "state", key: "normal", name: "title", value: text });
  }
  if (tag === "textView") {
    const string = childElement(element, "string", "text");
    if (string) return string.textContent === text ? [] : [{ op: "setText", target: addressOf(doc, string), text }];
    return attributeOps(doc, element, "text", text);
  }
  return attributeOps(doc, element, TITLE_ATTRIBUTE[tag], text);
}

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
  if (tag === "textView" && isAppKit) {
    const fragment = appKitTextFragment(element);
    return fragment ? fragment.getAttribute("content") : undefined;
  }
  if (tag === "textView") {
    const string = childElement(element, "string", "text");
    return string ? string.textContent : element.getAttribute("text") ?? "";
  }
  if (tag === "textField" && !element.hasAttribute("text") && element.hasAttribute("placeholder")) return element.getAttribute("text") ?? "";
  const name = TITLE_ATTRIBUTE[tag];
  return name ? element.getAttribute(name) ?? "" : undefined;
}

/**
 * An AppKit text view's text lives in its `<attributedString key="textStorage">` (15 of the corpus's 62 AppKit text
 * views have one, the others no text; none has `text=`, which only UIKit's text view writes): its single
 * `<fragment content="…">` is edited in place; rich text of several fragments, or none, has no in-place title
 * (null).
 */
function appKitTextFragment(element) {
  const fragments = [...(childElement(element, "attributedString", "textStorage")?.children ?? [])].filter((c) => c.tagName === "fragment");
  return fragments.length === 1 && fragments[0].hasAttribute("content") ? fragments[0] : null;
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
  if (tag === "textView" && isAppKit) return attributeOps(doc, appKitTextFragment(element), "content", text);
  if (tag === "textView") {
    const string = childElement(element, "string", "text");
    if (string) return string.textContent === text ? [] : [{ op: "setText", target: addressOf(doc, string), text }];
    return attributeOps(doc, element, "text", text);
  }
  return attributeOps(doc, element, TITLE_ATTRIBUTE[tag], text);
}

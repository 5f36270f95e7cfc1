/** The text content of an element (a label's `<string key="text">`, which the Strings tool edits). */
import { addressOf } from "./addresses.js";

/** The ops that give `element` this text (none when it already has it). */
export function textOps(doc, element, text) {
  return element.textContent === text ? [] : [{ op: "setText", target: addressOf(doc, element), text }];
}

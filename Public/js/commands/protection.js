/**
 * Objects that cannot be removed or moved (mirrors `SyncDocument.protectionReason`): the root, storyboard
 * placeholders (First Responder, Exit, File's Owner) and a xib's `customObject` -1/-2/-3.
 */
import { CommandError } from "./errors.js";
import { elementById } from "../document/xml-read.js";

export function protectionReason(doc, element) {
  if (element === doc.root) return "the document itself cannot be removed";
  if (element.tagName === "placeholder" || element.tagName === "exit") return "placeholders belong to their scene";
  if (element.tagName === "customObject" && /^-\d+$/.test(element.getAttribute("id") ?? "")) return "placeholders belong to the document";
  return null;
}

/** The element with this id, or a CommandError naming it. */
export function requireObject(doc, id) {
  const element = elementById(doc, id);
  if (!element) throw new CommandError(`object ${id} does not exist (it may have been deleted by someone else).`);
  return element;
}

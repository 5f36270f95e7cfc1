/**
 * The storyboard's entry point: `initialViewController` on `<document>` names the controller the storyboard starts
 * with (Xcode writes it there, not on the controller; the Attributes inspector's "Is Initial View Controller" and the
 * draggable entry arrow both set it).
 */
import { attributeOps } from "./attributes.js";
import { CommandError } from "./errors.js";
import { requireObject } from "./protection.js";

/** View and window controllers can be the entry point; a Storyboard Reference (a placeholder) cannot. */
export const isInitialControllerCandidate = (tag) => /Controller$/.test(tag ?? "");

export function setInitialController(doc, { id }) {
  if (!doc.root.getAttribute("type")?.includes("Storyboard")) throw new CommandError("only a storyboard has an entry point.");
  const controller = requireObject(doc, id);
  if (!isInitialControllerCandidate(controller.tagName)) throw new CommandError(`a ${controller.tagName} can't be the storyboard's entry point: choose a view controller.`);
  return attributeOps(doc, doc.root, "initialViewController", id);
}

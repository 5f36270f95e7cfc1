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

/**
 * Parts an object can't be without, by the parent's element and the part's key (mirrors `EditCommands.requiredParts`):
 * the compiler refuses the parent without them (IBCompile: "a navigation controller needs its <navigationBar
 * key="navigationBar">", "a scroll view needs a clip view and both scrollers"...) and Interface Builder offers no way to
 * delete them; they go with their parent.
 */
const REQUIRED_PARTS = new Map([
  ["navigationController", ["navigationBar"]], ["tabBarController", ["tabBar"]], ["collectionView", ["collectionViewLayout"]],
  ["collectionViewController", ["collectionView"]], ["scrollView", ["contentView", "horizontalScroller", "verticalScroller"]],
  // A cell's content view (every one of the corpus's 310 table view cells and 60 collection view cells has one).
  ["tableViewCell", ["contentView"]], ["collectionViewCell", ["contentView"]],
  // A UIKit visual effect view's content view: all 15 of the corpus (13 documents) have one, the compiler refuses
  // one without ("it has no <view key="contentView">"), and subviews go in it. (An AppKit one has no keyed part.)
  ["visualEffectView", ["contentView"]],
]);

/**
 * Keys that are a required part whatever the parent: an AppKit control's `<…Cell key="cell">` is the control's
 * implementation (every button, text field, pop-up, image view, slider... of the corpus has one: 4,346 in 231
 * documents, none without), and Interface Builder has no way to delete it.
 */
const REQUIRED_KEYS = new Set(["cell"]);

/** Why this object can't be deleted on its own (a part its parent needs), or null. */
export function requiredPartReason(element) {
  const parent = element.parentElement;
  const key = element.getAttribute("key");
  if (!parent || key === null || !(REQUIRED_KEYS.has(key) || (REQUIRED_PARTS.get(parent.tagName) ?? []).includes(key))) return null;
  return `a ${parent.tagName}'s ${key} goes with it`;
}

/** The element with this id, or a CommandError naming it. */
export function requireObject(doc, id) {
  const element = elementById(doc, id);
  if (!element) throw new CommandError(`object ${id} does not exist (it may have been deleted by someone else).`);
  return element;
}

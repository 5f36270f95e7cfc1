/**
 * What Xcode gives a view dropped from the library beyond its class's defaults (mirrors `NewViewDefaults` in
 * Sources/IBSync/Commands), as the corpus shows (../shared/fixtures/corpus):
 *
 * - in an Auto Layout document a view without constraints keeps its frame: `fixedFrame="YES"` with
 *   `translatesAutoresizingMaskIntoConstraints="NO"` (73 of 73 iOS views with `fixedFrame` have both, 68 of them with
 *   the mask below) and an autoresizing mask anchoring it at its superview's top left — `flexibleMaxX flexibleMaxY` in
 *   UIKit and in flipped AppKit superviews, `flexibleMaxX flexibleMinY` in unflipped AppKit ones (782 of the AppKit
 *   fixed-frame views); adding constraints takes the mask away (commands/auto-layout/constraint-xml.js `useConstraintsOps`);
 * - a stack view's arranged subviews have neither (0 of 1,055 in the corpus have `fixedFrame`);
 * - a document without Auto Layout writes no `translatesAutoresizingMaskIntoConstraints`, only the mask;
 * - a plain UIKit View has the system background colour (`<color key="backgroundColor"
 *   systemColor="systemBackgroundColor"/>`, with its `<resources>` entry), as scenes' root views do (add-scene.js).
 */
import { childAddress, ROOT } from "./addresses.js";
import { childElement } from "../document/xml-read.js";
import { elementXML, serializeElement } from "./xml-writer.js";
import { FLIPPED_APPKIT_TAGS } from "../document/appkit-flipped.js";
import { isAppKit } from "./frames.js";

const SYSTEM_BACKGROUND = "<systemColor name=\"systemBackgroundColor\"><color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/></systemColor>";

/**
 * For a view dropped into `container`: `adjust(pairs)` turns the catalog's default attribute pairs into the new view's,
 * `mask` is the `<autoresizingMask>` written after its frame ("" when none).
 */
export function newViewDefaults(doc, container) {
  const autoLayout = doc.root.getAttribute("useAutolayout") === "YES";
  const arranged = container?.tagName === "stackView";
  const flags = [["key", "autoresizingMask"], ["flexibleMaxX", "YES"]];
  flags.push(isAppKit(doc) && !FLIPPED_APPKIT_TAGS.has(container?.tagName) ? ["flexibleMinY", "YES"] : ["flexibleMaxY", "YES"]);
  const mask = arranged ? "" : elementXML("autoresizingMask", flags);
  const adjust = (pairs) => {
    const rest = pairs.filter(([name]) => name !== "fixedFrame" && name !== "translatesAutoresizingMaskIntoConstraints");
    if (!autoLayout) return rest;
    // translatesAutoresizingMaskIntoConstraints first: an iOS view's fixedFrame is a layout mark (after the content mode).
    return [...rest, ["translatesAutoresizingMaskIntoConstraints", "NO"], ...(arranged ? [] : [["fixedFrame", "YES"]])];
  };
  return { adjust, mask };
}

/** The background colour of a new plain UIKit View, with its `<resources>` entry when the document lacks it. */
export function backgroundColor(doc, { elementName, className }) {
  if (isAppKit(doc) || elementName !== "view" || className !== "UIView") return { xml: "", ops: [] };
  return { xml: "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>", ops: systemBackgroundResourceOps(doc) };
}

/** Ops adding `systemBackgroundColor` to `<resources>` when it is missing (sorted as Xcode sorts system colours). */
export function systemBackgroundResourceOps(doc) {
  const resources = childElement(doc.root, "resources");
  if (!resources) return [{ op: "insertSubtree", parent: ROOT, xml: `<resources>${SYSTEM_BACKGROUND}</resources>`, position: { xcodeOrder: true } }];
  const children = [...resources.children];
  if (children.some((c) => c.tagName === "systemColor" && c.getAttribute("name") === "systemBackgroundColor")) return [];
  const index = children.findIndex((c) => c.tagName === "systemColor" && c.getAttribute("name") > "systemBackgroundColor");
  // `<systemColor>` entries have no id or key: with one there already no address could name a second, so
  // `<resources>` is written again with it in place (as images.js does for `<image>` entries; one batch, one undo).
  if (children.some((c) => c.tagName === "systemColor")) {
    const entries = children.map((c) => serializeElement(c));
    entries.splice(index < 0 ? entries.length : index, 0, SYSTEM_BACKGROUND);
    return [{ op: "removeSubtree", target: childAddress(ROOT, "resources") },
      { op: "insertSubtree", parent: ROOT, xml: `<resources>${entries.join("")}</resources>`, position: { xcodeOrder: true } }];
  }
  return [{ op: "insertSubtree", parent: childAddress(ROOT, "resources"), xml: SYSTEM_BACKGROUND, position: index < 0 ? { atEnd: true } : { index } }];
}

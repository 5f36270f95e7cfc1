// Page sheets: since iOS 13 (Xcode 11) a controller presented modally with the automatic style
// (the default), pageSheet or formSheet shows as a card on an iPhone in portrait, and Xcode lays
// its scene out so — a shorter root without a status bar, under a 56 pt navigation bar.
// DuckDuckGo's Bookmarks (Xcode 15, 4.7" iPhone) stores the presented navigation controller's bar
// at y = 0, 56 pt high, and its root 591 pt high under that opaque bar (667 − 20 − 56);
// IBDecodable's StoryboardAttributes (Xcode 11) stores two controllers presented by kind="modal"
// segues 647 pt high (667 − 20). Twin of Sources/IBLayout/UIKit/PageSheets.swift.
import { forEachElement, isControllerName, owningController } from "./elements.js";

/** The navigation bar of a sheet (UIKit draws it 56 pt high in a card). */
export const SHEET_NAVIGATION_BAR_HEIGHT = 56;
/** The first Xcode generation that draws sheets (Xcode 11's plugin versions are 15xxx–16xxx). */
export const FIRST_SHEET_TOOLS_VERSION = 15000;
const SHEET_STYLES = new Set(["automatic", "pageSheet", "formSheet"]);

/**
 * The ids of the controllers a document presents as sheets: the destinations of kind="presentation"
 * (and the old kind="modal") segues whose style — the segue's modalPresentationStyle, else the
 * destination's — is automatic, pageSheet or formSheet, and, for a navigation controller presented
 * so, its stack (its root and the controllers shown or pushed from it). A controller that only says
 * modalPresentationStyle="formSheet" without a segue is not one (DuckDuckGo's PrivacyDashboard is
 * stored full screen).
 */
export function presentedAsSheets(root, toolsVersion) {
  const sheets = new Set();
  if (toolsVersion < FIRST_SHEET_TOOLS_VERSION) return sheets;
  const controllers = new Map();
  const presentations = [];
  const stackRoots = new Map();
  const shownFrom = new Map();
  forEachElement(root, (element) => {
    const elementID = element.getAttribute("id");
    if (isControllerName(element.tagName) && elementID !== null && !controllers.has(elementID)) controllers.set(elementID, element);
    const destination = element.tagName === "segue" ? element.getAttribute("destination") : null;
    const source = destination === null ? null : owningController(element);
    const sourceID = source?.getAttribute("id") ?? null;
    if (sourceID === null) return;
    const kind = element.getAttribute("kind");
    if (kind === "presentation" || kind === "modal") {
      presentations.push([destination, element.getAttribute("modalPresentationStyle")]);
    } else if (kind === "relationship" && element.getAttribute("relationship") === "rootViewController" && source.tagName === "navigationController") {
      stackRoots.set(sourceID, destination);
    } else if (kind === "show" || kind === "push") {
      if (!shownFrom.has(sourceID)) shownFrom.set(sourceID, []);
      shownFrom.get(sourceID).push(destination);
    }
  });
  for (const [destination, segueStyle] of presentations) {
    const style = segueStyle ?? controllers.get(destination)?.getAttribute("modalPresentationStyle") ?? "automatic";
    if (!SHEET_STYLES.has(style) || !controllers.has(destination)) continue;
    sheets.add(destination);
    const stackRoot = stackRoots.get(destination);
    if (stackRoot === undefined) continue;
    const pending = [stackRoot];
    while (pending.length) {
      const id = pending.pop();
      if (sheets.has(id)) continue;
      sheets.add(id);
      pending.push(...(shownFrom.get(id) ?? []));
    }
  }
  return sheets;
}

/**
 * Where the card starts on a device, null where a sheet isn't drawn as one (an iPhone in landscape
 * covers the screen; iPads and the Apple TV are not modelled): below the status bar (20 pt on the
 * 4.7" iPhone, as the corpus stores), 10 pt further down on iPhones with a sensor housing (not
 * checked against a stored document).
 */
export function sheetTop(device) {
  if (device.isPad || device.isTV || device.orientation !== "portrait") return null;
  const hasHousing = device.portraitBottomInset > 0;
  return device.safeAreaInsets.top + (hasHousing ? 10 : 0);
}


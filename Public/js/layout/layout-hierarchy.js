// The views of a document as trees under their root views (controller main views, top-level xib
// views, any view with no view above it). Twin of LayoutNode/LayoutHierarchy in
// Sources/IBLayout/UIKit/LayoutNode.swift: views are the elements with a `<rect key="frame">`
// plus controller main views written without one; AppKit frames count y up from the bottom of
// an unflipped superview and are turned over into root coordinates (y down).
import { childElement, isControllerName, numberAttribute, parentOf } from "./elements.js";
import { TAHOE } from "./appkit-controls.js";
import { mappingVariable } from "./expression.js";

/**
 * AppKit views whose subviews' frames count y from the top. Not stack views: a vertical NSStackView's xib
 * frames put its first (topmost) arranged view at the largest y — every vertical stack of the corpus does —
 * so they count up as in any unflipped view (the canvas agrees: FLIPPED_APPKIT_TAGS in ../appkit-flipped.js).
 */
const FLIPPED_APPKIT_ELEMENTS = new Set(["clipView", "tableView", "outlineView", "textView", "scrollView",
  "collectionView", "matrix"]);

export class LayoutNode {
  constructor(element, storedFrame) {
    this.element = element;
    this.id = element.getAttribute("id") ?? "";
    this.elementName = element.tagName;
    this.parent = null;
    this.children = [];
    /** `<rect key="frame">` in the superview's coordinates as written; null when absent. */
    this.storedFrame = storedFrame;
    /** The stored frame in root coordinates (y down). */
    this.storedAbsoluteFrame = { x: 0, y: 0, width: 0, height: 0 };
    this.usesBottomUpFrame = false;
    /** A macOS document's view: the AppKit generation its controls are sized for (appkit-controls.js); null for UIKit. */
    this.appKit = null;
    this.translatesAutoresizingMask = true;
    /** `hidden` for the device's size classes (buildHierarchy), or null: the element's own attribute. */
    this.hidden = null;
    /** The frame origin in the superview's bounds (y down) and the size. */
    this.variables = {
      x: mappingVariable(`${this.id}.x`), y: mappingVariable(`${this.id}.y`),
      width: mappingVariable(`${this.id}.width`), height: mappingVariable(`${this.id}.height`),
    };
    /** The terms [x, 1] and [y, 1] of its origin, shared by every expression that goes through it (terms are never changed). */
    this.originTerms = { x: [this.variables.x, 1], y: [this.variables.y, 1] };
    /** The LayoutItem of the view itself (set by the mapping). */
    this.item = null;
    /** The view's effective layout direction is right-to-left (`effectiveDirection`, set before items are made). */
    this.isRightToLeft = false;
    /** Its `<constraint>` elements the size classes install (root-document-constraints.js, read once). */
    this.documentConstraints = null;
  }

  get isRoot() { return this.parent === null; }
  /** `hidden="YES"`, or a size-class variation's for the device laid out (set by buildHierarchy). */
  get isHidden() { return this.hidden ?? this.element.getAttribute("hidden") === "YES"; }
  /**
   * Hidden as Xcode's canvas lays the view out (a stack view collapses it): isHidden, except an activity
   * indicator whose hidden="YES" is what hidesWhenStopped makes of a stopped one (Xcode writes it on
   * every such indicator of the corpus, and stores the 4 arranged in stacks in their place). Twin of
   * LayoutNode.isHiddenOnCanvas in Sources/IBLayout/UIKit/LayoutNode.swift.
   */
  get isHiddenOnCanvas() {
    return this.isHidden && !(this.elementName === "activityIndicatorView" && this.element.getAttribute("hidesWhenStopped") === "YES"
      && this.element.getAttribute("animating") !== "YES");
  }

  /** The controller element whose main view (`key="view"`) this is, or null. */
  get owningController() {
    if (this.element.getAttribute("key") !== "view") return null;
    const controller = parentOf(this.element);
    return controller && isControllerName(controller.tagName) ? controller : null;
  }

  /**
   * UIKit's `userInterfaceLayoutDirection(for: semanticContentAttribute)`: forceRightToLeft is
   * right-to-left; forceLeftToRight, playback and spatial left-to-right whatever the language;
   * unspecified (or none) follows the app ("leftToRight" | "rightToLeft"). Not inherited from superviews.
   */
  effectiveDirection(app) {
    switch (this.element.getAttribute("semanticContentAttribute")) {
      case "forceRightToLeft": return "rightToLeft";
      case "forceLeftToRight": case "playback": case "spatial": return "leftToRight";
      default: return app;
    }
  }

  /** Layout margins written in the view (`layoutMargins` or `directionalLayoutMargins`), or null. */
  get explicitMargins() {
    const edge = childElement(this.element, "edgeInsets", "layoutMargins");
    const read = (element, name) => numberAttribute(element, name) ?? 0;
    if (edge) return { top: read(edge, "top"), left: read(edge, "left"), bottom: read(edge, "bottom"), right: read(edge, "right") };
    const directional = childElement(this.element, "directionalEdgeInsets", "directionalLayoutMargins");
    if (directional) {
      // Leading is left, or right when the view is right-to-left (`layoutMargins` are physical).
      const leading = read(directional, "leading"), trailing = read(directional, "trailing");
      return { top: read(directional, "top"), left: this.isRightToLeft ? trailing : leading, bottom: read(directional, "bottom"),
        right: this.isRightToLeft ? leading : trailing };
    }
    return null;
  }

  /** A content priority written on the element (`horizontalHuggingPriority="251"`…). */
  priority(name, fallback) {
    return numberAttribute(this.element, name) ?? fallback;
  }
}

/** Views are elements with a frame, plus controller main views written without one. */
export function isView(element) {
  if (childElement(element, "rect", "frame")) return true;
  const parent = parentOf(element);
  return element.getAttribute("key") === "view" && parent !== null && isControllerName(parent.tagName);
}

/** The element's `<rect key="frame">`, or null when absent or incomplete. */
export function storedFrameOf(element) {
  const rect = childElement(element, "rect", "frame");
  if (!rect) return null;
  const x = numberAttribute(rect, "x"), y = numberAttribute(rect, "y");
  const width = numberAttribute(rect, "width"), height = numberAttribute(rect, "height");
  if (x === null || y === null || width === null || height === null) return null;
  return { x, y, width, height };
}

/**
 * Builds the trees: {roots: [LayoutNode], nodes: [LayoutNode] in document order}. `variations`
 * (size-class-variations.js): views the device's size classes don't install are left out with their
 * subtrees; `hidden` follows its variations.
 */
export function buildHierarchy(root, isAppKit, variations = null) {
  // `isAppKit`: false, or the AppKit generation of a macOS document (appkit-controls.js; true: the newest).
  const appKit = isAppKit === false || isAppKit === null ? null : isAppKit === true ? TAHOE : isAppKit;
  const roots = [];
  const nodes = [];
  // Two parallel stacks (element, nearest view above it): no pair per element.
  const stack = [root], parents = [null];
  while (stack.length) {
    const element = stack.pop(), parent = parents.pop();
    let current = parent;
    const id = element.getAttribute("id");
    if (id !== null && variations?.uninstalledIDs.has(id)) continue;
    if (id && isView(element)) {
      const node = new LayoutNode(element, storedFrameOf(element));
      if (variations) node.hidden = variations.isHidden(element);
      node.parent = parent;
      node.appKit = appKit;
      if (appKit !== null && parent) node.usesBottomUpFrame = !FLIPPED_APPKIT_ELEMENTS.has(parent.elementName);
      if (parent) parent.children.push(node); else roots.push(node);
      nodes.push(node);
      current = node;
    }
    if (element.tagName === "variation" || element.tagName === "dependencies") continue;
    const children = element.children;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i]);
      parents.push(current);
    }
  }
  for (const node of roots) {
    const frame = node.storedFrame ?? { x: 0, y: 0, width: 0, height: 0 };
    node.storedAbsoluteFrame = { x: 0, y: 0, width: frame.width, height: frame.height };
    for (const child of node.children) computeAbsoluteFrames(child, node);
  }
  return { roots, nodes };
}

function computeAbsoluteFrames(node, parent) {
  const frame = node.storedFrame ?? { x: 0, y: 0, width: 0, height: 0 };
  const origin = parent.storedAbsoluteFrame;
  const y = node.usesBottomUpFrame ? origin.height - frame.y - frame.height : frame.y;
  node.storedAbsoluteFrame = { x: origin.x + frame.x, y: origin.y + y, width: frame.width, height: frame.height };
  for (const child of node.children) computeAbsoluteFrames(child, node);
}

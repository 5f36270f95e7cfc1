// One view hierarchy (a root view and everything below it) turned into layout items and solver
// constraints, in the order the Swift mapping adds them: root frame, autoresizing, guides, stack
// views, the document's constraints, intrinsic sizes, stays. Twin of RootLayout in
// Sources/IBLayout/UIKit/RootLayout.swift (and its extensions, one module each here).
import { everyOrientedDevice } from "./devices.js";
import { canvasDeviceInsets, freeformViewInsets } from "./canvas-insets.js";
import { makeConstraint } from "./expression.js";
import { ZERO_INSETS } from "./insets.js";
import { Strength } from "./solver.js";
import { makeItems, addGuideConstraints } from "./root-items.js";
import { addAutoresizingConstraints } from "./root-autoresizing.js";
import { addStackViewConstraints } from "./root-stack-views.js";
import { addDocumentConstraints, documentConstraints } from "./root-document-constraints.js";
import { addIntrinsicSizeConstraints, addStays } from "./root-intrinsic-sizes.js";
import { barGeometry, coveredEdges, freeformViewBarInsets, resolvedBars, screenSize } from "./simulated-metrics.js";

/** Top-level views Xcode doesn't put on a screen: cells and reusable views (their safe area is zero). */
const OFF_SCREEN_ROOTS = new Set(["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]);

export class RootMapping {
  constructor(root, environment) {
    this.root = root;
    this.environment = environment;
    /** Views and guides by id. */
    this.items = new Map();
    /** Every node of this hierarchy, in document order. */
    this.nodes = [];
    this.nodesByID = new Map();
    /** {terms: [[variable, coefficient]], constant, relation, strength, origin} in the order they are added. */
    this.constraints = [];
    /** Document constraints that couldn't be read: {id, reason}. */
    this.unreadableConstraints = [];
    this.rootSize = { width: 0, height: 0 };
    /** True for a full-screen controller view (#addRootFrame): its size follows the device and the bars. */
    this.isFullScreen = false;
    this.rootSafeArea = ZERO_INSETS;
    this.storedRootSafeArea = ZERO_INSETS;
    /** Content guide id → [width, height] variables (their size is free). */
    this.contentGuideSizes = new Map();
    /** Scroll view id → the LayoutItem of its content area. */
    this.scrollContent = new Map();
    /** True once a RootLayout solves these constraints over these variables (document-layout.js). */
    this.solved = false;
    this.#collect(root);
    this.#decideTranslatesAutoresizingMask();
    this.#addRootFrame();
    makeItems(this);
    addAutoresizingConstraints(this);
    addGuideConstraints(this);
    addStackViewConstraints(this);
    addDocumentConstraints(this);
    addIntrinsicSizeConstraints(this);
    addStays(this);
  }

  /** Adds `lhs relation rhs` (Expressions, variables or numbers) at a strength, with its origin (a sentence). */
  add(lhs, relation, rhs, origin, strength = Strength.required) {
    const constraint = makeConstraint(lhs, relation, rhs, strength);
    constraint.origin = origin;
    this.constraints.push(constraint);
  }

  #collect(node) {
    this.nodes.push(node);
    if (!this.nodesByID.has(node.id)) this.nodesByID.set(node.id, node);
    for (const child of node.children) this.#collect(child);
  }

  /**
   * Views constrained against something outside their own subtree (or sized by a constraint),
   * arranged in a stack view, or marked translatesAutoresizingMaskIntoConstraints="NO" are laid
   * out by constraints; the others keep their frame through their autoresizing mask.
   */
  #decideTranslatesAutoresizingMask() {
    const nodeOfItem = new Map();
    for (const node of this.nodes) {
      nodeOfItem.set(node.id, node);
      for (const guide of node.element.children) {
        const id = guide.getAttribute("id");
        if (guide.tagName === "viewLayoutGuide" && id !== null) nodeOfItem.set(id, node);
      }
    }
    const isInside = (inner, outer) => {
      for (let node = inner; node; node = node.parent) if (node === outer) return true;
      return false;
    };
    const constrained = new Set();
    for (const node of this.nodes) {
      for (const constraint of documentConstraints(this, node)) {
        const first = nodeOfItem.get(constraint.getAttribute("firstItem") ?? node.id);
        if (!first) continue;
        const secondID = constraint.getAttribute("secondItem");
        const second = secondID === null ? undefined : nodeOfItem.get(secondID);
        if (!second) {
          constrained.add(first);
          continue;
        }
        if (!isInside(second, first)) constrained.add(first);
        if (!isInside(first, second)) constrained.add(second);
      }
    }
    for (const node of this.nodes) {
      if (node.isRoot) {
        node.translatesAutoresizingMask = false;
        continue;
      }
      const arranged = node.parent?.elementName === "stackView" && node.element.parentElement?.tagName === "subviews";
      const isConstrained = constrained.has(node) || arranged;
      // fixedFrame="YES" without constraints: IB keeps the view at its frame.
      const keepsFixedFrame = node.element.getAttribute("fixedFrame") === "YES" && !isConstrained;
      node.translatesAutoresizingMask = keepsFixedFrame
        || !(node.element.getAttribute("translatesAutoresizingMaskIntoConstraints") === "NO" || isConstrained);
    }
  }

  /**
   * A full-screen controller view (stored at the document device's size — or a sheet's card,
   * page-sheets.js —, with or without the edges its opaque bars keep: coveredEdges) takes the
   * device's (or card's) size less those edges; other roots keep theirs.
   */
  #addRootFrame() {
    const stored = this.root.storedAbsoluteFrame;
    const { device, documentDevice } = this.environment;
    let isFullScreen = false;
    if (this.root.owningController) {
      const candidates = documentDevice ? [documentDevice] : everyOrientedDevice();
      isFullScreen = candidates.some((candidate) => {
        const covered = this.#coveredEdges(candidate), screen = this.#screenSize(candidate);
        return Math.abs(stored.width - screen.width) < 0.5
          && (Math.abs(stored.height - screen.height) < 0.5 || Math.abs(stored.height - (screen.height - covered.top - covered.bottom)) < 0.5);
      });
      if (this.root.storedFrame === null) isFullScreen = true;
    }
    const covered = this.#coveredEdges(device), screen = this.#screenSize(device);
    this.isFullScreen = isFullScreen;
    this.rootSize = isFullScreen ? { width: screen.width, height: screen.height - covered.top - covered.bottom } : { width: stored.width, height: stored.height };
    const variables = this.root.variables;
    const origin = `root frame of ${this.root.id}`;
    this.add(variables.x, "==", 0, origin);
    this.add(variables.y, "==", 0, origin);
    this.add(variables.width, "==", this.rootSize.width, origin);
    this.add(variables.height, "==", this.rootSize.height, origin);
    // Xcode simulates the status bar (and bars) of every controller's view, and a xib's top-level
    // views sit on the same screen (canvas-insets.js); AppKit has no status bar, cells no screen.
    if (this.root.appKit !== null) return;
    if (this.root.owningController) {
      this.rootSafeArea = this.#safeArea(device);
      this.storedRootSafeArea = documentDevice ? this.#safeArea(documentDevice) : this.rootSafeArea;
    } else if (!OFF_SCREEN_ROOTS.has(this.root.elementName)) {
      const { toolsVersion } = this.environment;
      const insetsOn = (on) => freeformViewBarInsets(freeformViewInsets(on, toolsVersion, stored.height), this.root.element, on, toolsVersion);
      this.rootSafeArea = insetsOn(device);
      this.storedRootSafeArea = documentDevice ? insetsOn(documentDevice) : this.rootSafeArea;
    }
  }

  /** The simulated bars of the root's controller (simulated-metrics.js), null for a controller without an id. */
  #bars() {
    const controller = this.root.owningController;
    if (!controller || controller.getAttribute("id") === null) return null;
    return resolvedBars(controller, this.environment.inferredBars);
  }

  /** The device's screen, or a sheet's card (simulated-metrics.js `screenSize`). */
  #screenSize(device) {
    const bars = this.#bars();
    return bars ? screenSize(bars, device) : { width: device.width, height: device.height };
  }

  #coveredEdges(device) {
    const bars = this.#bars();
    return bars ? coveredEdges(bars, device) : { top: 0, bottom: 0 };
  }

  /** The root view's safe area under its controller's bars, less the edges the view doesn't reach. */
  #safeArea(device) {
    const bars = this.#bars();
    if (!bars) return canvasDeviceInsets(device, this.environment.toolsVersion);
    const insets = { ...barGeometry(bars, device).safeArea };
    const covered = coveredEdges(bars, device);
    insets.top -= covered.top;
    insets.bottom -= covered.bottom;
    return insets;
  }
}


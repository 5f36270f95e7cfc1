// Intrinsic content size with content hugging (≤, default 250) and compression resistance
// (≥, default 750) for views laid out by constraints, and the weak wish of every view to keep
// its stored frame (what decides an ambiguous layout, as on Xcode's canvas). Twin of
// Sources/IBLayout/UIKit/RootLayout+ContentSize.swift.
import { nodeFrameOutsets, showsSymbol } from "./alignment-rect.js";
import { appKitIntrinsicSize } from "./appkit-controls.js";
import { ZERO_INSETS } from "./insets.js";
import { intrinsicSize } from "./intrinsic-size.js";
import { Strength } from "./solver.js";
import { sortedContentGuides } from "./root-items.js";

const STORED_TEXT_SIZES = new Set(["label", "button", "textField"]);

export function addIntrinsicSizeConstraints(layout) {
  for (const node of layout.nodes) {
    if (node.translatesAutoresizingMask || node.isRoot) continue;
    const size = intrinsicSizeOf(layout, node);
    const origin = `intrinsic content size of ${node.id}`;
    const { width, height } = node.variables;
    if (size.width !== null && size.width >= 0) {
      layout.add(width, "<=", size.width, origin, Strength.fromPriority(node.priority("horizontalHuggingPriority", 250)));
      layout.add(width, ">=", size.width, origin, Strength.fromPriority(node.priority("horizontalCompressionResistancePriority", 750)));
    }
    if (size.height !== null && size.height >= 0) {
      layout.add(height, "<=", size.height, origin, Strength.fromPriority(node.priority("verticalHuggingPriority", 250)));
      layout.add(height, ">=", size.height, origin, Strength.fromPriority(node.priority("verticalCompressionResistancePriority", 750)));
    }
  }
}

/**
 * The control's intrinsic size; text views and SF Symbol image views take the size Xcode stored with
 * `intrinsicSizes: "storedFrames"`, or, with a `storedTextSizes` capture, when unchanged since it.
 */
export function intrinsicSizeOf(layout, node) {
  const { imageSizes, toolsVersion, options, device } = layout.environment;
  if (node.appKit !== null) return appKitIntrinsicSizeOf(layout, node);
  const size = intrinsicSize(node.element, imageSizes, toolsVersion, options.measurer, device);
  const stored = STORED_TEXT_SIZES.has(node.elementName) || showsSymbol(node.element) ? storedSizeOf(layout, node) : null;
  if (stored && STORED_TEXT_SIZES.has(node.elementName)) {
    if (size.width !== null && stored.width !== null) size.width = stored.width;
    if (size.height !== null && stored.height !== null) size.height = stored.height;
  }
  // An SF Symbol's size is the font's business too: stored sizes give its alignment rect.
  const element = node.element;
  if (stored && showsSymbol(element)
    && element.getAttribute("placeholderIntrinsicWidth") === null && element.getAttribute("placeholderIntrinsicHeight") === null) {
    const outsets = nodeFrameOutsets(node, layout.environment.toolsVersion) ?? ZERO_INSETS;
    return { width: stored.width === null ? size.width : stored.width - outsets.left - outsets.right,
      height: stored.height === null ? size.height : stored.height - outsets.top - outsets.bottom };
  }
  return size;
}

/**
 * The stored size that stands for the view's intrinsic size ({width, height}, either null to measure that axis), or
 * null: its frame's with `intrinsicSizes: "storedFrames"`; with a capture (stored-text-sizes.js), the lengths
 * recorded at load in the axes where the view is unchanged.
 */
function storedSizeOf(layout, node) {
  const { options, storedTextSizes } = layout.environment;
  if (!node.storedFrame) return null;
  if (options.intrinsicSizes === "storedFrames") return node.storedFrame;
  return storedTextSizes?.sizeOf(node.element) ?? null;
}

/** An AppKit control's (appkit-controls.js); with stored sizes (storedSizeOf), text controls take their stored frame less its outsets. */
function appKitIntrinsicSizeOf(layout, node) {
  const { imageSizes, options } = layout.environment;
  const size = appKitIntrinsicSize(node.element, node.appKit, imageSizes, options.measurer);
  const stored = APPKIT_TEXT_CONTROLS.has(node.elementName) ? storedSizeOf(layout, node) : null;
  if (stored) {
    const outsets = nodeFrameOutsets(node, layout.environment.toolsVersion) ?? ZERO_INSETS;
    if (size.width !== null && stored.width !== null) size.width = stored.width - outsets.left - outsets.right;
    if (size.height !== null && stored.height !== null) size.height = stored.height - outsets.top - outsets.bottom;
  }
  return size;
}

const APPKIT_TEXT_CONTROLS = new Set(["textField", "secureTextField", "button", "popUpButton"]);

/**
 * Every view weakly wishes to keep its stored frame (its origin in its superview, y down); a view whose
 * frame reaches beyond its alignment rect (alignment-rect.js) wishes its alignment rect there.
 */
export function addStays(layout) {
  for (const node of layout.nodes) {
    if (node.isRoot) continue;
    const frame = node.storedAbsoluteFrame, parentFrame = node.parent.storedAbsoluteFrame;
    const origin = `stored frame of ${node.id}`;
    const outsets = nodeFrameOutsets(node, layout.environment.toolsVersion) ?? ZERO_INSETS;
    layout.add(node.variables.x, "==", frame.x - parentFrame.x + outsets.left, origin, Strength.weak);
    layout.add(node.variables.y, "==", frame.y - parentFrame.y + outsets.top, origin, Strength.weak);
    layout.add(node.variables.width, "==", frame.width - outsets.left - outsets.right, origin, Strength.weak);
    layout.add(node.variables.height, "==", frame.height - outsets.top - outsets.bottom, origin, Strength.weak);
  }
  for (const [id, [width, height]] of sortedContentGuides(layout)) {
    layout.add(width, "==", 0, `layout guide ${id}`, Strength.weak);
    layout.add(height, "==", 0, `layout guide ${id}`, Strength.weak);
  }
}

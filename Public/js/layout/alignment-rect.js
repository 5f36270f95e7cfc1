// Views whose frame is not the rectangle their constraints place (their alignment rect). Twin of
// Sources/IBLayout/UIKit/AlignmentRect.swift: an image view showing an SF Symbol scaled to fit
// (`contentMode="scaleAspectFit"`, an image with `catalog="system"`) has a frame 0.5 pt shorter
// than its alignment rect at the top and at the bottom (what the corpus shows for circle symbols);
// a slider's frame reaches 2 pt beyond it at the sides and 1 pt below (not in Xcode 26's).
import { appKitFrameOutsets } from "./appkit-controls.js";
import { childElement } from "./elements.js";
import { insets } from "./insets.js";
import { XCODE26_TOOLS_VERSION } from "./xcode26-bars.js";

/** How far the frame reaches beyond the alignment rect on each side ({top, left, bottom, right}), or null. */
export function frameOutsets(element, toolsVersion = 0) {
  if (element.tagName === "slider") return toolsVersion >= XCODE26_TOOLS_VERSION ? null : insets(0, 2, 1, 2);
  if (element.getAttribute("contentMode") !== "scaleAspectFit" || !showsSymbol(element)) return null;
  return insets(-0.5, 0, -0.5, 0);
}

/** An image view whose image is an SF Symbol (`catalog="system"`, on the element or its `<imageReference key="image">`). */
export function showsSymbol(element) {
  if (element.tagName !== "imageView") return false;
  const reference = childElement(element, "imageReference", "image");
  return (reference?.getAttribute("catalog") ?? element.getAttribute("catalog")) === "system";
}

/** The outsets (in a document of `toolsVersion`, layoutToolsVersion) of a view laid out by constraints (a view placed by its autoresizing mask keeps its stored frame); AppKit controls': appkit-controls.js. */
export function nodeFrameOutsets(node, toolsVersion) {
  if (node.translatesAutoresizingMask) return null;
  return node.appKit !== null && node.appKit !== undefined ? appKitFrameOutsets(node.element, node.appKit) : frameOutsets(node.element, toolsVersion);
}

/** The frame of an alignment rect {x, y, width, height} reaching `outsets` ([top, left, bottom, right]) beyond it. */
export function outsetFrame(rect, [top, left, bottom, right]) {
  return { x: rect.x - left, y: rect.y - top, width: rect.width + left + right, height: rect.height + top + bottom };
}

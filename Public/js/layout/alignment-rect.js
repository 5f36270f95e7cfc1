// Views whose frame is not the rectangle their constraints place (their alignment rect). Twin of
// Sources/IBLayout/UIKit/AlignmentRect.swift: an image view showing an SF Symbol scaled to fit
// (`contentMode="scaleAspectFit"`, an image with `catalog="system"`) has a frame 0.5 pt shorter
// than its alignment rect at the top and at the bottom (what the corpus shows for circle symbols).
import { childElement } from "./elements.js";
import { insets } from "./insets.js";

/** How far the frame reaches beyond the alignment rect on each side ({top, left, bottom, right}), or null. */
export function frameOutsets(element) {
  if (element.tagName !== "imageView" || element.getAttribute("contentMode") !== "scaleAspectFit") return null;
  const reference = childElement(element, "imageReference", "image");
  const catalog = reference?.getAttribute("catalog") ?? element.getAttribute("catalog");
  return catalog === "system" ? insets(-0.5, 0, -0.5, 0) : null;
}

/** The frame of an alignment rect {x, y, width, height} reaching `outsets` ([top, left, bottom, right]) beyond it. */
export function outsetFrame(rect, [top, left, bottom, right]) {
  return { x: rect.x - left, y: rect.y - top, width: rect.width + left + right, height: rect.height + top + bottom };
}

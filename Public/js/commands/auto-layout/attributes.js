/**
 * NSLayoutAttribute names as Interface Builder writes them in `firstAttribute`/`secondAttribute`, their axis,
 * where they sit on a frame (y down), and the names Xcode shows for them.
 */

export const HORIZONTAL = new Set(["leading", "trailing", "left", "right", "centerX", "width",
  "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "centerXWithinMargins"]);
export const VERTICAL = new Set(["top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline", "baseline",
  "topMargin", "bottomMargin", "centerYWithinMargins"]);
export const SIZE_ATTRIBUTES = new Set(["width", "height"]);
export const MARGIN_ATTRIBUTES = new Set(["leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "topMargin",
  "bottomMargin", "centerXWithinMargins", "centerYWithinMargins"]);

/** Every attribute the inspector offers, in Xcode's menu order. */
export const ATTRIBUTE_MENU = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
  "firstBaseline", "lastBaseline", "leadingMargin", "trailingMargin", "topMargin", "bottomMargin",
  "centerXWithinMargins", "centerYWithinMargins"];

export const RELATIONS = [["equal", "Equal"], ["greaterThanOrEqual", "Greater Than or Equal"], ["lessThanOrEqual", "Less Than or Equal"]];
export const RELATION_SYMBOL = { equal: "=", greaterThanOrEqual: "≥", lessThanOrEqual: "≤" };

export const axisOf = (attribute) => (HORIZONTAL.has(attribute) ? "x" : VERTICAL.has(attribute) ? "y" : null);

const TITLES = {
  leading: "Leading", trailing: "Trailing", left: "Left", right: "Right", top: "Top", bottom: "Bottom", width: "Width",
  height: "Height", centerX: "Center X", centerY: "Center Y", firstBaseline: "First Baseline", lastBaseline: "Last Baseline",
  baseline: "Baseline", leadingMargin: "Leading Margin", trailingMargin: "Trailing Margin", leftMargin: "Left Margin",
  rightMargin: "Right Margin", topMargin: "Top Margin", bottomMargin: "Bottom Margin",
  centerXWithinMargins: "Center X Within Margins", centerYWithinMargins: "Center Y Within Margins",
};
export const attributeTitle = (attribute) => TITLES[attribute] ?? attribute ?? "";

/** The attribute without its margin suffix (`leadingMargin` → `leading`). */
export function edgeOf(attribute) {
  if (attribute === "centerXWithinMargins") return "centerX";
  if (attribute === "centerYWithinMargins") return "centerY";
  return attribute?.endsWith("Margin") ? attribute.slice(0, -"Margin".length) : attribute;
}

/**
 * The attribute's value on a frame (left-to-right, y down); baselines are approximated from the top of a
 * one-line view (the solver knows the real ones; this is used for deltas and drawing).
 */
export function attributeValue(frame, attribute) {
  switch (edgeOf(attribute)) {
    case "leading": case "left": return frame.x;
    case "trailing": case "right": return frame.x + frame.width;
    case "centerX": return frame.x + frame.width / 2;
    case "width": return frame.width;
    case "top": return frame.y;
    case "bottom": return frame.y + frame.height;
    case "centerY": return frame.y + frame.height / 2;
    case "height": return frame.height;
    case "firstBaseline": case "baseline": return frame.y + Math.min(frame.height, frame.height * 0.5 + 6);
    case "lastBaseline": return frame.y + Math.min(frame.height, frame.height * 0.5 + 6);
    default: return 0;
  }
}

/** Views that have an intrinsic content size in UIKit (per axis): they need no width/height constraint. */
const INTRINSIC = {
  label: "xy", button: "xy", switch: "xy", segmentedControl: "xy", stepper: "xy", activityIndicatorView: "xy",
  pageControl: "xy", textField: "y", slider: "y", progressView: "y", searchBar: "y", datePicker: "xy", stackView: "",
};
export function hasIntrinsicSize(element, axis) {
  const tag = element.tagName;
  if (tag === "imageView") return Boolean(element.getAttribute("image"));
  return (INTRINSIC[tag] ?? "").includes(axis);
}

/** Views with a text baseline (labels, buttons, text fields, text views). */
export const hasBaseline = (element) => ["label", "button", "textField", "textView", "searchBar"].includes(element.tagName);

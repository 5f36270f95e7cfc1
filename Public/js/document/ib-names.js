/** How Interface Builder names things: runtime classes for XML tags, and the labels shown in the outline. */
import { childElement } from "./xml-read.js";

const SPECIAL_CLASSES = {
  ios: {
    wkWebView: "WKWebView", mapView: "MKMapView", glkView: "GLKView", arscnView: "ARSCNView", sceneKitView: "SCNView",
    skView: "SKView", mtkView: "MTKView", exit: "UIStoryboardUnwindSegueSource", viewLayoutGuide: "UILayoutGuide",
    constraint: "NSLayoutConstraint", tableViewCellContentView: "UITableViewCellContentView",
    collectionViewCellContentView: "UICollectionViewCellContentView", hostingController: "UIHostingController",
    viewControllerPlaceholder: "UIStoryboardReference", placeholder: "NSObject", customObject: "NSObject",
  },
  macos: {
    customView: "NSView", windowTemplate: "NSWindow", customObject: "NSObject", placeholder: "NSObject",
    constraint: "NSLayoutConstraint", exit: "NSStoryboardUnwindSegueSource", wkWebView: "WKWebView",
  },
};

const PLACEHOLDER_NAMES = { IBFirstResponder: "First Responder", IBFilesOwner: "File's Owner", NSApplication: "Application" };

/** "tableViewController" → "Table View Controller". */
export function humanize(tag) {
  const spaced = tag.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The runtime class an XML tag stands for when no custom class is set. */
export function defaultClassName(tag, platform) {
  const special = SPECIAL_CLASSES[platform]?.[tag];
  if (special) return special;
  const prefix = platform === "macos" ? "NS" : "UI";
  return prefix + tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** The title a control shows: a button's normal-state title, a bar item's title, a label's text... */
export function visibleTitle(element) {
  const tag = element.tagName;
  if (tag === "button") {
    const state = childElement(element, "state", "normal");
    return state?.getAttribute("title") ?? childElement(element, "buttonConfiguration")?.getAttribute("title") ?? element.getAttribute("title");
  }
  if (tag === "textField") return element.getAttribute("text") ?? element.getAttribute("placeholder");
  if (tag === "label" || tag === "textView") return element.getAttribute("text") ?? childElement(element, "string", "text")?.textContent;
  return element.getAttribute("title");
}

/** The name Interface Builder shows for an object in the outline and the dock. */
export function displayName(element, platform) {
  const userLabel = element.getAttribute("userLabel");
  if (userLabel) return userLabel;
  const tag = element.tagName;
  if (tag === "placeholder") {
    const identifier = element.getAttribute("placeholderIdentifier");
    return PLACEHOLDER_NAMES[identifier] ?? element.getAttribute("customClass") ?? "Placeholder";
  }
  if (tag === "constraint") return constraintName(element);
  // A Storyboard Reference is named after the storyboard it opens, as in Xcode's outline.
  if (tag === "viewControllerPlaceholder" || tag === "controllerPlaceholder") return element.getAttribute("storyboardName") || "Storyboard Reference";
  if (tag === "viewLayoutGuide") return element.getAttribute("key") === "safeArea" ? "Safe Area" : "Layout Guide";
  const title = ["label", "button", "textField", "barButtonItem", "navigationItem", "tabBarItem"].includes(tag) ? visibleTitle(element) : null;
  if (title) return title;
  const customClass = element.getAttribute("customClass");
  if (customClass) return humanize(customClass.replace(/^(UI|NS)(?=[A-Z])/, ""));
  if (tag === "view" && element.getAttribute("key") === "contentView") return "Content View";
  return humanize(tag);
}

function constraintName(element) {
  const first = element.getAttribute("firstAttribute") ?? "";
  const second = element.getAttribute("secondAttribute");
  const constant = element.getAttribute("constant");
  const relation = { greaterThanOrEqual: "≥", lessThanOrEqual: "≤" }[element.getAttribute("relation")] ?? "=";
  const right = second ? `${second}${constant ? ` + ${constant}` : ""}` : constant ?? "0";
  return `${first} ${relation} ${right}`;
}

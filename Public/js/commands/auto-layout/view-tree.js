/**
 * The view hierarchy as constraints see it, read straight from the XML tree (engine XmlElement or DOM):
 * views are elements with a `<rect key="frame">`, layout guides are `<viewLayoutGuide>` children of a view,
 * and a view's frame in its root's coordinates (y down) is the sum of its ancestors' stored frames.
 */
import { childElement, elementById } from "../../document/xml-read.js";
import { isAppKit, readFrame } from "../frames.js";
import { FLIPPED_APPKIT_TAGS } from "../../document/appkit-flipped.js";

export const isView = (element) => Boolean(element && childElement(element, "rect", "frame"));
export const isGuide = (element) => element?.tagName === "viewLayoutGuide";

/** The nearest framed ancestor (the superview), or null for a root view. */
export function superviewOf(element) {
  for (let node = element.parentElement; node; node = node.parentElement) if (isView(node)) return node;
  return null;
}

/** The view an item stands for: a guide is measured on its owning view. */
export const owningView = (element) => (isGuide(element) ? element.parentElement : element);

/** Sibling views in the same superview (not the view itself), in document order. */
export function siblingViews(element) {
  const superview = superviewOf(element);
  if (!superview) return [];
  return subviewsOf(superview).filter((view) => view !== element);
}

/** A view's direct subviews (framed elements under its `<subviews>`). */
export function subviewsOf(view) {
  return (childElement(view, "subviews")?.children ?? []).filter(isView);
}

/** The `<viewLayoutGuide key="safeArea">` of a view, or null. */
export const safeAreaGuideOf = (view) => childElement(view, "viewLayoutGuide", "safeArea");

/** True when `ancestor` is `element` or contains it. */
export function contains(ancestor, element) {
  for (let node = element; node; node = node.parentElement) if (node === ancestor) return true;
  return false;
}

/**
 * AppKit frames are stored bottom-up in an unflipped superview; everything here works top-down. Flipped AppKit
 * superviews (scroll, clip, table views... appkit-flipped.js) store them top-down already.
 */
function countsUp(doc, superview) {
  return isAppKit(doc) && !FLIPPED_APPKIT_TAGS.has(superview.tagName);
}

/** The stored frame of a view in its root view's coordinates (y down). */
export function rootFrameOf(doc, element) {
  const frame = readFrame(element);
  const superview = superviewOf(element);
  if (!superview) return { ...frame, x: 0, y: 0 };
  const parent = rootFrameOf(doc, superview);
  const y = countsUp(doc, superview) ? parent.height - frame.y - frame.height : frame.y;
  return { x: parent.x + frame.x, y: parent.y + y, width: frame.width, height: frame.height };
}

/** The root view (a view without a superview) above an element. */
export function rootViewOf(element) {
  let view = isView(element) ? element : owningView(element);
  while (view && superviewOf(view)) view = superviewOf(view);
  return view;
}

/** Resolves an id to its element (a view or a layout guide), or null. */
export const itemElement = (doc, id) => (id ? elementById(doc, id) : null);

/**
 * The nearest common ancestor view of some items (views or guides): the view whose `<constraints>` holds a
 * constraint between them, as Interface Builder places it.
 */
export function commonAncestorView(elements) {
  const views = elements.map(owningView);
  const chain = (view) => {
    const list = [];
    for (let node = view; node; node = superviewOf(node)) list.push(node);
    return list;
  };
  const first = chain(views[0]);
  return first.find((candidate) => candidate.getAttribute("id") && views.every((view) => contains(candidate, view))) ?? null;
}

/**
 * The view that stands for `view` in a constraint: the view itself, or for a view without an id (a cell's
 * `<view key="contentView">` as Xcode wrote it before Xcode 6: 60 corpus documents) the nearest ancestor view with
 * one. None of those 60 content views holds a `<constraints>`; in 56 the cell holds them and names itself where the
 * content view is meant (`secondItem="<cell id>" secondAttribute="top"`). An id-less view can't be addressed anyway.
 */
export function constraintView(view) {
  let node = view;
  while (node && !node.getAttribute("id")) node = superviewOf(node);
  return node ?? view;
}

/** A view that Interface Builder owns (a controller's `view`, a cell's `contentView`): never converted to constraints. */
export const isOwnedView = (element) => element.getAttribute("key") !== null;

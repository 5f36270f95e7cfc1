/**
 * Moving and resizing views: a view's frame is its `<rect key="frame">` (relative to its superview), so every
 * change is a setAttribute on that rect. AppKit frames have their origin at the bottom left of the superview.
 */
import { frameAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber, parseNumber } from "./numbers.js";
import { requireObject } from "./protection.js";
import { childElement } from "../document/xml-read.js";
import { FLIPPED_APPKIT_TAGS } from "../document/appkit-flipped.js";
import { elementXML } from "./xml-writer.js";

const FIELDS = ["x", "y", "width", "height"];

export function isAppKit(doc) {
  return (doc.root.getAttribute("targetRuntime") ?? "").startsWith("MacOSX");
}

/** The frame as written in the XML, or null for an object without one. */
export function readFrame(element) {
  const rect = childElement(element, "rect", "frame");
  if (!rect) return null;
  return Object.fromEntries(FIELDS.map((name) => [name, parseNumber(rect.getAttribute(name))]));
}

/** A number rounded to 1e-6 (what a frame or constant written from solver output keeps). */
export const round6 = (value) => Math.round(value * 1e6) / 1e6;

/** Sets the frame (XML coordinates); only the values that change are sent. */
export function setFrame(doc, { id, x, y, width, height }) {
  const element = requireObject(doc, id);
  const rect = childElement(element, "rect", "frame");
  const next = { x, y, width, height };
  if (!rect) {
    const attributes = [["key", "frame"], ...FIELDS.map((name) => [name, formatNumber(next[name] ?? 0)])];
    return [{ op: "insertSubtree", parent: objectAddress(id), xml: elementXML("rect", attributes), position: { xcodeOrder: true } }];
  }
  const ops = [];
  for (const name of FIELDS) {
    if (next[name] === undefined || next[name] === null) continue;
    if (name !== "x" && name !== "y" && next[name] < 0) throw new CommandError(`a ${name} cannot be negative.`);
    const raw = rect.getAttribute(name);
    if (raw !== null && Number(raw) === next[name]) continue;
    ops.push({ op: "setAttribute", target: frameAddress(id), name, value: formatNumber(next[name]) });
  }
  return ops;
}

/** The nearest framed ancestor (the superview), or null. */
function superviewElement(element) {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (readFrame(node)) return node;
  }
  return null;
}

/**
 * A screen-space frame (origin top-left of the superview) in XML coordinates: turned over in an unflipped AppKit
 * superview, as written in a flipped one (scroll, clip, table views... see appkit-flipped.js).
 */
export function toXMLFrame(doc, element, rect) {
  if (!isAppKit(doc)) return rect;
  const superview = superviewElement(element);
  if (!superview || FLIPPED_APPKIT_TAGS.has(superview.tagName)) return rect;
  const parent = readFrame(superview);
  return { ...rect, y: parent.height - rect.y - rect.height };
}

/** XML frame → screen-space frame (inverse of toXMLFrame). */
export function toScreenFrame(doc, element, frame) {
  return toXMLFrame(doc, element, frame);
}

/** Moves views by a screen-space delta (points); one batch for all of them. */
export function moveViews(doc, { ids, dx, dy }) {
  const ops = [];
  for (const id of ids) {
    const element = requireObject(doc, id);
    const frame = readFrame(element);
    if (!frame) continue;
    const screen = toScreenFrame(doc, element, frame);
    ops.push(...setFrame(doc, { id, ...toXMLFrame(doc, element, { ...screen, x: screen.x + dx, y: screen.y + dy }) }));
  }
  return ops;
}

/**
 * The shift of a view's XML frame that moves it by (dx, dy) on screen (y down): the same on iOS, y negated under
 * a non-flipped AppKit superview. For a copy placed where an Option-drag dropped it (duplicateObjects' offset).
 */
export function screenOffsetInXML(doc, id, dx, dy) {
  const element = requireObject(doc, id);
  const frame = readFrame(element);
  if (!frame) return { x: dx, y: dy };
  const screen = toScreenFrame(doc, element, frame);
  const moved = toXMLFrame(doc, element, { ...screen, x: screen.x + dx, y: screen.y + dy });
  return { x: round6(moved.x - frame.x), y: round6(moved.y - frame.y) };
}

/** Sets a view's frame from a screen-space rectangle (resize handles, Size inspector). */
export function setScreenFrame(doc, { id, x, y, width, height }) {
  const element = requireObject(doc, id);
  return setFrame(doc, { id, ...toXMLFrame(doc, element, { x, y, width, height }) });
}

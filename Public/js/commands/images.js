/**
 * Images from the media library (mirrors what Xcode writes): an image view sized to the image's point size with
 * `image="name"`, an image set on an existing image view or button, and the document's
 * `<resources><image name= width= height=/>` entry that records the image's size. `<image>` entries have no id
 * or key, so an op cannot address one: the whole `<resources>` element is replaced (one batch, one undo).
 */
import { ROOT, addressOf, childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber } from "./numbers.js";
import { requireObject } from "./protection.js";
import { elementXML, serializeElement } from "./xml-writer.js";
import { childElement } from "../document/xml-read.js";

/** Xcode's order of resource kinds; inside a kind, names in byte order. */
const RESOURCE_KINDS = ["image", "namedColor", "systemColor"];

const byteOrder = (a, b) => {
  const x = new TextEncoder().encode(a), y = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
};

const kindRank = (tag) => {
  const rank = RESOURCE_KINDS.indexOf(tag);
  return rank < 0 ? RESOURCE_KINDS.length : rank;
};

/** The ops that make `<resources>` list `image` (name, point size); none when it already does. */
export function resourceImageOps(doc, { name, width, height }) {
  const resources = childElement(doc.root, "resources");
  const entry = elementXML("image", [["name", name], ["width", formatNumber(width)], ["height", formatNumber(height)]]);
  const children = resources ? [...resources.children] : [];
  const existing = children.find((c) => c.tagName === "image" && c.getAttribute("name") === name);
  if (existing && existing.getAttribute("width") === formatNumber(width) && existing.getAttribute("height") === formatNumber(height)) return [];
  const kept = children.filter((c) => c !== existing).map((c) => ({ tag: c.tagName, name: c.getAttribute("name") ?? "", xml: serializeElement(c) }));
  const entries = [...kept, { tag: "image", name, xml: entry }];
  // Stable: resources Xcode does not sort keep their order after the sorted kinds.
  entries.sort((a, b) => kindRank(a.tag) - kindRank(b.tag) || (kindRank(a.tag) < RESOURCE_KINDS.length ? byteOrder(a.name, b.name) : 0));
  const xml = `<resources>${entries.map((e) => e.xml).join("")}</resources>`;
  const insert = { op: "insertSubtree", parent: ROOT, xml, position: { xcodeOrder: true } };
  return resources ? [{ op: "removeSubtree", target: childAddress(ROOT, "resources") }, insert] : [insert];
}

/**
 * A new image view showing `image` inside the container `into`, its frame at (x, y) with the image's point size.
 * @param catalogClass the catalog's UIImageView / NSImageView
 * @returns {{ops: object[], id: string}}
 */
export function addImageView(doc, { catalogClass, into, x, y, image, platform, generator }) {
  requireObject(doc, into);
  if (!catalogClass?.elementName) throw new CommandError("The image view is not in the object library.");
  const id = generator.next();
  const attributes = (catalogClass.defaultAttributes ?? []).map(({ name, value }) => [name, value]).filter(([name]) => name !== "id");
  attributes.push(["id", id]);
  const frame = elementXML("rect", [["key", "frame"], ["x", formatNumber(x)], ["y", formatNumber(y)],
    ["width", formatNumber(image.width)], ["height", formatNumber(image.height)]]);
  const ops = [{ op: "insertSubtree", parent: childAddress(objectAddress(into), "subviews"), xml: elementXML(catalogClass.elementName, attributes, frame), position: { atEnd: true } }];
  if (platform === "macos") {
    // AppKit keeps the image on the view's cell.
    const cell = elementXML("imageCell", [["key", "cell"], ["refusesFirstResponder", "YES"], ["alignment", "left"],
      ["imageScaling", "proportionallyDown"], ["image", image.name], ["id", generator.next()]]);
    ops.push({ op: "insertSubtree", parent: objectAddress(id), xml: cell, position: { xcodeOrder: true } });
  } else {
    ops.push({ op: "setAttribute", target: objectAddress(id), name: "image", value: image.name });
  }
  return { ops: [...ops, ...resourceImageOps(doc, image)], id };
}

/** Tags that can show a library image, and how. */
export const IMAGE_TARGET_TAGS = new Set(["imageView", "button"]);

/** Sets the image of an existing image view (or its AppKit cell) or a button's normal state. */
export function setImage(doc, { id, image }) {
  const element = requireObject(doc, id);
  const tag = element.tagName;
  if (!IMAGE_TARGET_TAGS.has(tag)) throw new CommandError(`A ${tag} does not show an image; drop it on an image view or a button.`);
  const ops = [];
  const cell = childElement(element, tag === "imageView" ? "imageCell" : "buttonCell", "cell");
  const configuration = childElement(element, "buttonConfiguration");
  if (cell) {
    if (cell.getAttribute("image") !== image.name) {
      ops.push({ op: "setAttribute", target: addressOf(doc, cell), name: "image", value: image.name });
    }
    ops.push(...buttonImagePositionOps(doc, cell));
  } else if (tag === "imageView") {
    if (element.getAttribute("image") !== image.name) ops.push({ op: "setAttribute", target: objectAddress(id), name: "image", value: image.name });
  } else if (configuration) {
    if (configuration.getAttribute("image") !== image.name) ops.push({ op: "setAttribute", target: addressOf(doc, configuration), name: "image", value: image.name });
  } else {
    const state = childElement(element, "state", "normal");
    if (state) {
      if (state.getAttribute("image") !== image.name) {
        ops.push({ op: "setAttribute", target: addressOf(doc, state), name: "image", value: image.name });
      }
    } else {
      ops.push({ op: "insertSubtree", parent: objectAddress(id), xml: elementXML("state", [["key", "normal"], ["image", image.name]]), position: { xcodeOrder: true } });
    }
  }
  return [...ops, ...resourceImageOps(doc, image)];
}

/**
 * An NSButtonCell without an image has no `imagePosition` (NSNoImage): one that gets an image must show it, so it
 * gets the position Xcode gives it — beside a title (`left`), alone without one (`only`).
 */
function buttonImagePositionOps(doc, cell) {
  if (cell.tagName !== "buttonCell") return [];
  const position = cell.getAttribute("imagePosition");
  if (position && position !== "noImage") return [];
  const value = cell.getAttribute("title") ? "left" : "only";
  return [{ op: "setAttribute", target: addressOf(doc, cell), name: "imagePosition", value }];
}

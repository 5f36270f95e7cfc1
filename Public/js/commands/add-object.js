/**
 * A new object from the object library (mirrors `EditCommands.addObject`): the catalog class's element with
 * its default attributes and size, as the last subview of a container, at (x, y) in the container, with the
 * parts Xcode's library creates inside it (a cell's content view, an AppKit control's cell: library-parts.js).
 */
import { childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber } from "./numbers.js";
import { libraryCell, libraryParts } from "./library-parts.js";
import { requireObject } from "./protection.js";
import { isSceneClass } from "./add-scene.js";
import { elementXML } from "./xml-writer.js";

/**
 * Content Interface Builder puts in a new object beyond attributes, by class (a UIKit segmented control's two
 * segments; an AppKit one keeps its segments in its cell, which the catalog does not describe yet).
 */
const DEFAULT_CONTENT = {
  UISegmentedControl: () => "<segments><segment title=\"First\"/><segment title=\"Second\"/></segments>",
};

/** Why a view controller can't go inside a view (the same words as `EditCommands.addObject`). */
export function sceneRefusal(catalogClass) {
  return `A ${catalogClass.libraryTitle ?? catalogClass.className} can't be placed inside a view: drop it on the empty canvas to make a new scene.`;
}

/** Keyed children with a default value in the catalog (`<state key="normal" title="Button"/>`). */
function keyedDefaults(catalogClass) {
  const children = new Map();
  for (const attribute of catalogClass.attributes ?? []) {
    const storage = attribute.storage?.attributeOfKeyedChild;
    if (!storage || attribute.defaultValue === undefined || attribute.defaultValue === null) continue;
    const id = `${storage.element}:${storage.key}`;
    if (!children.has(id)) children.set(id, { element: storage.element, key: storage.key, attributes: [] });
    children.get(id).attributes.push([storage.attribute, attribute.defaultValue]);
  }
  return [...children.values()].map((c) => elementXML(c.element, [["key", c.key], ...c.attributes])).join("");
}

/**
 * @param catalogClass one entry of `GET /api/catalog` (`elementName`, `defaultAttributes`, `defaultSize`...)
 * @param cellClass for an AppKit control, the catalog entry of its cell class (`cellClassName`), which names the
 *   element of the `<…Cell key="cell">` written with the control's `defaultCellAttributes`
 * @returns {{ops: object[], id: string}}
 */
export function addObject(doc, { catalogClass, cellClass = null, into, x, y, generator }) {
  requireObject(doc, into);
  if (!catalogClass?.elementName) throw new CommandError(`${catalogClass?.className ?? "this class"} is not in the object library.`);
  // Xcode refuses a controller dropped on a view; on the empty canvas it makes a scene (add-scene.js).
  if (isSceneClass(catalogClass)) throw new CommandError(sceneRefusal(catalogClass));
  const id = generator.next();
  const attributes = (catalogClass.defaultAttributes ?? []).map(({ name, value }) => [name, value]).filter(([name]) => name !== "id");
  attributes.push(["id", id]);
  const size = catalogClass.defaultSize;
  const frame = size
    ? elementXML("rect", [["key", "frame"], ["x", formatNumber(x)], ["y", formatNumber(y)], ["width", formatNumber(size.width)], ["height", formatNumber(size.height)]])
    : "";
  const parts = libraryParts(catalogClass.elementName, { id, size, ids: generator }) + libraryCell(catalogClass, cellClass, generator);
  const content = frame + parts + keyedDefaults(catalogClass) + (DEFAULT_CONTENT[catalogClass.className]?.() ?? "");
  const xml = elementXML(catalogClass.elementName, attributes, content);
  return { ops: [{ op: "insertSubtree", parent: childAddress(objectAddress(into), "subviews"), xml, position: { atEnd: true } }], id };
}

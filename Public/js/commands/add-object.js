/**
 * A new object from the object library (mirrors `EditCommands.addObject`): the catalog class's element with its default
 * attributes (in Xcode's order) and size, with the parts Xcode's library creates inside it (a cell's content view, an
 * AppKit control's cell: library-parts.js). A view goes last in the container's `<subviews>`, at (x, y) in it, as
 * Xcode writes a view dropped without constraints in an Auto Layout document: `fixedFrame="YES"`,
 * `translatesAutoresizingMaskIntoConstraints="NO"` and an autoresizing mask that keeps it at its top left; a plain View
 * also gets the system background colour. Anything else goes where Xcode puts it (library-placement.js): a gesture
 * recognizer in the scene, a bar item in its bar, a cell in its table, an Object in the scene or the xib.
 */
import { childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber } from "./numbers.js";
import { libraryCell, libraryParts } from "./library-parts.js";
import { requireObject } from "./protection.js";
import { isSceneClass } from "./add-scene.js";
import { placementFrame, placementKind, placementOps, subviewHolder } from "./library-placement.js";
import { backgroundColor, newViewDefaults } from "./new-view-defaults.js";
import { elementXML, inXcodeOrder } from "./xml-writer.js";
import { headerFooterFrame, headerFooterOps, headerOrFooterKey, isTableHeaderFooterDrop } from "./table-header-footer.js";
import { isAppKit } from "./frames.js";

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

const frameXML = ({ x, y, width, height }) => elementXML("rect", [["key", "frame"], ["x", formatNumber(x)], ["y", formatNumber(y)],
  ["width", formatNumber(width)], ["height", formatNumber(height)]]);

/**
 * @param catalogClass one entry of `GET /api/catalog` (`elementName`, `defaultAttributes`, `defaultSize`...)
 * @param cellClass for an AppKit control, the catalog entry of its cell class (`cellClassName`), which names the
 *   element of the `<…Cell key="cell">` written with the control's `defaultCellAttributes`
 * @param into the object it was dropped on: a container view, or a bar, table, collection view for the items they hold
 * @returns {{ops: object[], id: string}}
 */
export function addObject(doc, { catalogClass, cellClass = null, into, x, y, generator }) {
  const dropped = requireObject(doc, into);
  if (!catalogClass?.elementName) throw new CommandError(`${catalogClass?.className ?? "this class"} is not in the object library.`);
  // Xcode refuses a controller dropped on a view; on the empty canvas it makes a scene (add-scene.js).
  if (isSceneClass(catalogClass)) throw new CommandError(sceneRefusal(catalogClass));
  const name = catalogClass.elementName;
  const isView = placementKind(name) === "subview";
  const title = catalogClass.libraryTitle ?? catalogClass.className;
  const target = isView ? subviewHolder(doc, dropped, title) : dropped;
  if (isView && !hasFrame(target)) throw new CommandError(`a ${title} goes inside a view.`);
  const size = catalogClass.defaultSize;
  if (isView && isTableHeaderFooterDrop(doc, target, name)) return addHeaderOrFooter(doc, { catalogClass, table: target, y, size, generator });
  const frame = isView ? (size ? { x, y, width: size.width, height: size.height } : null) : placementFrame(doc, { elementName: name, target, size, title });
  const viewDefaults = newViewDefaults(doc, target);
  const id = generator.next();
  const defaults = (catalogClass.defaultAttributes ?? []).map(({ name: attribute, value }) => [attribute, value]).filter(([attribute]) => attribute !== "id");
  const attributes = inXcodeOrder(name, [...(isView ? viewDefaults.adjust(defaults) : defaults), ["id", id]], doc);
  // Id order (the Swift twin's): the object's, its parts', then what the placement adds.
  const appKit = isAppKit(doc);
  const parts = libraryParts(name, { id, size: frame ?? size, ids: generator, appKit }) + libraryCell(catalogClass, cellClass, generator);
  const inner = keyedDefaults(catalogClass) + (DEFAULT_CONTENT[catalogClass.className]?.() ?? "");
  if (!isView) {
    const content = (frame ? frameXML(frame) : "") + parts + inner;
    return { ops: placementOps(doc, { elementName: name, id, target, attributes, content, generator, title }), id };
  }
  const background = backgroundColor(doc, { elementName: name, className: catalogClass.className });
  const xml = elementXML(name, attributes, (frame ? frameXML(frame) + viewDefaults.mask : "") + parts + background.xml + inner);
  return { ops: [{ op: "insertSubtree", parent: childAddress(objectAddress(target.getAttribute("id")), "subviews"), xml, position: { atEnd: true } }, ...background.ops], id };
}

/** A view dropped on a table view itself: its header or footer view (table-header-footer.js). Ids: the view's, its parts'. */
function addHeaderOrFooter(doc, { catalogClass, table, y, size, generator }) {
  const name = catalogClass.elementName;
  const key = headerOrFooterKey(table, y, name);
  const frame = headerFooterFrame(table, key, size?.height ?? 44);
  const id = generator.next();
  const attributes = (catalogClass.defaultAttributes ?? []).map(({ name: attribute, value }) => [attribute, value])
    .filter(([attribute]) => attribute !== "id" && attribute !== "fixedFrame" && attribute !== "translatesAutoresizingMaskIntoConstraints");
  const parts = libraryParts(name, { id, size: frame, ids: generator, appKit: false });
  const background = backgroundColor(doc, { elementName: name, className: catalogClass.className });
  const inner = parts + background.xml + keyedDefaults(catalogClass) + (DEFAULT_CONTENT[catalogClass.className]?.() ?? "");
  return { ops: [...headerFooterOps(doc, { table, key, elementName: name, attributes: [...attributes, ["id", id]], frame, inner }), ...background.ops], id };
}

const hasFrame = (element) => element.children.some((c) => c.tagName === "rect" && c.getAttribute("key") === "frame");

/**
 * A new object from the object library (mirrors `EditCommands.addObject`): the catalog class's element with
 * its default attributes and size, as the last subview of a container, at (x, y) in the container.
 */
import { childAddress, objectAddress } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber } from "./numbers.js";
import { requireObject } from "./protection.js";
import { elementXML } from "./xml-writer.js";

/** Content Interface Builder puts in a new object beyond attributes (a segmented control's two segments). */
const DEFAULT_CONTENT = {
  segmentedControl: () => "<segments><segment title=\"First\"/><segment title=\"Second\"/></segments>",
};

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
 * @returns {{ops: object[], id: string}}
 */
export function addObject(doc, { catalogClass, into, x, y, generator }) {
  requireObject(doc, into);
  if (!catalogClass?.elementName) throw new CommandError(`${catalogClass?.className ?? "this class"} is not in the object library.`);
  const id = generator.next();
  const attributes = (catalogClass.defaultAttributes ?? []).map(({ name, value }) => [name, value]).filter(([name]) => name !== "id");
  attributes.push(["id", id]);
  const size = catalogClass.defaultSize;
  const frame = size
    ? elementXML("rect", [["key", "frame"], ["x", formatNumber(x)], ["y", formatNumber(y)], ["width", formatNumber(size.width)], ["height", formatNumber(size.height)]])
    : "";
  const content = frame + keyedDefaults(catalogClass) + (DEFAULT_CONTENT[catalogClass.elementName]?.() ?? "");
  const xml = elementXML(catalogClass.elementName, attributes, content);
  return { ops: [{ op: "insertSubtree", parent: childAddress(objectAddress(into), "subviews"), xml, position: { atEnd: true } }], id };
}

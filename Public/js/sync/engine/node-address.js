// Addresses and positions (docs/protocol.md §2–§3). Twin of Sources/IBSync/NodeAddress.swift and
// InsertPosition.swift. Addresses are plain JSON objects in the canonical wire form:
// {"root":true} | {"id":…} | {"sceneID":…} | {"in":address,"name":…,"key"?:…}.

/** Swift's `NodeAddress.description`, used in refusal sentences and cascade ordering. */
export function describeAddress(address) {
  if (address.root) return "the document";
  if (address.id !== undefined) return `object ${address.id}`;
  if (address.sceneID !== undefined) return `scene ${address.sceneID}`;
  const own = address.key !== undefined ? `<${address.name} key="${address.key}">` : `<${address.name}>`;
  return `${own} of ${describeAddress(address.in)}`;
}

class MalformedOp extends Error {}
export { MalformedOp };

const isString = (value) => typeof value === "string";
function optionalString(object, field) {
  const value = object[field];
  if (value === undefined || value === null) return undefined;
  if (!isString(value)) throw new MalformedOp(`${field} must be a string`);
  return value;
}

/** The canonical form of an address decoded the way Swift decodes it (id, sceneID, in, root). */
export function normalizeAddress(json) {
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new MalformedOp("an address must be an object");
  const id = optionalString(json, "id");
  if (id !== undefined) return { id };
  const sceneID = optionalString(json, "sceneID");
  if (sceneID !== undefined) return { sceneID };
  if (json.in !== undefined && json.in !== null) {
    const parent = normalizeAddress(json.in);
    if (!isString(json.name)) throw new MalformedOp("a keyed address needs a name");
    const key = optionalString(json, "key");
    return key === undefined ? { in: parent, name: json.name } : { in: parent, name: json.name, key };
  }
  if (json.root === true) return { root: true };
  throw new MalformedOp("an address needs `id`, `in` + `name`, or `root`");
}

/** The canonical form of a position, decoded in Swift's order (after, index, atStart, atEnd, xcodeOrder). */
export function normalizePosition(json) {
  if (json === undefined || json === null) return { xcodeOrder: true };
  if (typeof json !== "object" || Array.isArray(json)) throw new MalformedOp("a position must be an object");
  if (json.after !== undefined && json.after !== null) return { after: normalizeAddress(json.after) };
  if (json.index !== undefined && json.index !== null) {
    if (!Number.isInteger(json.index)) throw new MalformedOp("index must be an integer");
    return { index: json.index };
  }
  if (json.atStart === true) return { atStart: true };
  if (json.atEnd === true) return { atEnd: true };
  if (json.xcodeOrder === true) return { xcodeOrder: true };
  throw new MalformedOp("a position needs `after`, `index`, `atStart`, `atEnd` or `xcodeOrder`");
}

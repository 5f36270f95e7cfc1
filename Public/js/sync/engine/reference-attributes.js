// Xcode's id-valued attributes by element and attribute name, and what removing the element
// they name does to the referrer. Twin of Sources/IBSync/ReferenceAttributes.swift over the same
// generated table (reference-attribute-table.js).

import { referenceAttributeLines } from "./reference-attribute-table.js";

/** attribute name → element name → "element" | "attribute". */
const table = new Map();
const writtenEmpty = new Set();
for (const line of referenceAttributeLines) {
  if (line.startsWith("~")) { writtenEmpty.add(line.slice(1)); continue; }
  const [element, attribute, removal] = line.split(" ");
  if (!table.has(attribute)) table.set(attribute, new Map());
  table.get(attribute).set(element, removal);
}

/** "element" (the referrer goes whole), "attribute" (only the attribute goes), or null (not a reference). */
export function referenceRemoval(elementName, attributeName) {
  return table.get(attributeName)?.get(elementName) ?? null;
}

export function isReference(elementName, attributeName) {
  return referenceRemoval(elementName, attributeName) !== null;
}

/** Containers of whole-removed referrers that Xcode writes with no children. */
export const containersWrittenEmpty = writtenEmpty;

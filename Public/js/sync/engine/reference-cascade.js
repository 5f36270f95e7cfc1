// The references a removal would leave dangling, as ops that remove them. Twin of
// Sources/IBSync/ReferenceCascade.swift: sorted by the referring element's address description
// (UTF-8 order) so every replica computes the same list.

import { isInside, objectIDs, referenceAttributes, referenceElements } from "./object-rules.js";
import { describeAddress } from "./node-address.js";
import { ops } from "./edit-operation.js";
import { utf8Compare } from "../../util/swift-strings.js";

export function cascadeEffects(removed, document) {
  const seen = new Set();
  const found = [];
  for (const id of objectIDs(removed)) {
    for (const referrer of document.referrersOf(id)) {
      if (isInside(referrer, removed) || seen.has(referrer)) continue;
      seen.add(referrer);
      const address = document.addressOf(referrer);
      if (address) found.push({ address, element: referrer });
    }
  }
  const removedWhole = found.filter((entry) => referenceElements.has(entry.element.tagName)).map((entry) => entry.element);
  const keyed = [];
  for (const { address, element } of found) {
    if (referenceElements.has(element.tagName)) {
      if (removedWhole.some((other) => other !== element && isInside(element, other))) continue;
      keyed.push({ key: describeAddress(address), op: ops.removeSubtree(address) });
    } else {
      for (const attribute of element.attributes) {
        if (!referenceAttributes.has(attribute.name)) continue;
        const target = document.elementById(attribute.value);
        if (!target || !isInside(target, removed)) continue;
        keyed.push({ key: `${describeAddress(address)} ${attribute.name}`, op: ops.removeAttribute(address, attribute.name) });
      }
    }
  }
  return keyed.sort((a, b) => utf8Compare(a.key, b.key)).map((entry) => entry.op);
}

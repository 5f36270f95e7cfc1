// The parent an insert or move goes into: the deepest existing element on the address path plus
// the keyed/container elements still to create below it. Twin of Sources/IBSync/ParentPlan.swift.

import { XmlElement } from "./xml-nodes.js";
import { containsCharacterIllegalInXML } from "./xml-escaping.js";
import { insertChildInXcodeOrder, setAttribute } from "./xml-editing.js";
import { isValidXMLName } from "./object-rules.js";
import { refuse } from "./sync-error.js";

export class ParentPlan {
  constructor(address, document) {
    const missing = [];
    let current = address;
    for (;;) {
      const element = document.resolve(current);
      if (element) { this.base = element; break; }
      if (current.in === undefined) throw refuse("targetNotFound", address);
      if (!isValidXMLName(current.name)) throw refuse("invalidName", current.name);
      if (current.key !== undefined && containsCharacterIllegalInXML(current.key)) throw refuse("illegalCharacter", "key");
      missing.unshift({ name: current.name, key: current.key });
      current = current.in;
    }
    /** {name, key} pairs from `base` downwards. */
    this.missing = missing;
    /** The outermost element `materialize` created. */
    this.createdTop = null;
  }

  /** The element index for a position, null for Xcode's order; `moving` is left out of the count. */
  elementIndex(position, moving, document) {
    const siblings = this.missing.length === 0 ? this.base.children.filter((child) => child !== moving) : [];
    if (position.xcodeOrder) return null;
    if (position.atStart) return 0;
    if (position.atEnd) return siblings.length;
    if (position.index !== undefined) return Math.min(Math.max(0, position.index), siblings.length);
    const sibling = document.resolve(position.after);
    const index = sibling && sibling !== moving ? siblings.indexOf(sibling) : -1;
    if (index < 0) throw refuse("siblingNotFound", position.after);
    return index + 1;
  }

  /** Creates the missing elements (each where Xcode writes it) and returns the parent. */
  materialize(document) {
    let parent = this.base;
    for (const { name, key } of this.missing) {
      const element = new XmlElement(name);
      if (key !== undefined) setAttribute(element, "key", key);
      insertChildInXcodeOrder(parent, element, document.toolsVersionNumber);
      if (!this.createdTop) this.createdTop = element;
      parent = element;
    }
    return parent;
  }
}

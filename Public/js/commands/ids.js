/**
 * New object ids in Xcode's style, `abc-12-xyz` (mirrors `IdentifierGenerator`): 3 + 2 + 3 characters of
 * `[0-9A-Za-z]`, unique among the document's ids and those already made.
 */
import { descendants } from "../document/xml-read.js";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export const XCODE_ID = /^[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}$/;

/** Every `id` and `sceneID` in a subtree. */
export function idsIn(element) {
  const ids = new Set();
  for (const node of descendants(element)) {
    const id = node.getAttribute("id");
    if (id) ids.add(id);
    const sceneID = node.getAttribute("sceneID");
    if (sceneID) ids.add(sceneID);
  }
  return ids;
}

export class IdGenerator {
  /** @param {Iterable<string>} used ids that must not be produced  @param {() => number} random in [0, 1) */
  constructor(used = [], random = Math.random) {
    this.used = new Set(used);
    this.random = random;
  }

  /** A generator that avoids every id of the document. */
  static forDocument(doc, random) { return new IdGenerator(idsIn(doc.root), random); }

  #chars(count) {
    let text = "";
    for (let i = 0; i < count; i += 1) text += ALPHABET[Math.floor(this.random() * ALPHABET.length)];
    return text;
  }

  next() {
    for (;;) {
      const candidate = `${this.#chars(3)}-${this.#chars(2)}-${this.#chars(3)}`;
      if (!this.used.has(candidate)) {
        this.used.add(candidate);
        return candidate;
      }
    }
  }
}

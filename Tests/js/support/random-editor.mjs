/**
 * Seeded random edits for convergence tests: picks targets from a client's current document
 * and builds ops of every kind (set/remove attribute, insert, remove with cascades, move
 * including cycles, set text). Ops may be refused; that is part of the test.
 */

/** mulberry32: small, fast, reproducible. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VIEW_TAGS = new Set(["view", "label", "button", "textView", "imageView"]);

/** Every element of the document, depth first. */
function* walk(element) {
  yield element;
  for (const child of element.children) yield* walk(child);
}

export class RandomEditor {
  constructor(seed, idPrefix) {
    this.random = seededRandom(seed);
    this.idPrefix = idPrefix;
    this.counter = 0;
  }

  pick(list) {
    return list.length === 0 ? null : list[Math.floor(this.random() * list.length)];
  }

  newId() {
    this.counter += 1;
    return `${this.idPrefix}-${String(this.counter).padStart(2, "0")}-rnd`;
  }

  /** One random batch for `document` (a SyncDocument), or null when nothing fits. */
  nextOps(document) {
    const elements = [...walk(document.root)];
    const views = elements.filter((e) => VIEW_TAGS.has(e.tagName) && e.getAttribute("id") && e.getAttribute("key") === null);
    const containers = elements.filter((e) => e.tagName === "view" && e.getAttribute("id"));
    const texts = elements.filter((e) => e.tagName === "string" && e.getAttribute("key") === "text" && e.children.length === 0);
    const roll = this.random();
    const view = this.pick(views);
    if (roll < 0.3 && view) {
      return [{ op: "setAttribute", target: { id: view.getAttribute("id") }, name: "userLabel", value: `L${Math.floor(this.random() * 1000)} & <x>` }];
    }
    if (roll < 0.4 && view) {
      return [{ op: "removeAttribute", target: { id: view.getAttribute("id") }, name: "userLabel" }];
    }
    if (roll < 0.6) {
      const parent = this.pick(containers);
      if (!parent) return null;
      const id = this.newId();
      return [{
        op: "insertSubtree",
        parent: { in: { id: parent.getAttribute("id") }, name: "subviews" },
        xml: `<view contentMode="scaleToFill" id="${id}">\n    <rect key="frame" x="1" y="2" width="30" height="40"/>\n</view>`,
        position: this.random() < 0.5 ? { atEnd: true } : { atStart: true },
      }];
    }
    if (roll < 0.72 && view) {
      return [{ op: "removeSubtree", target: { id: view.getAttribute("id") } }];
    }
    if (roll < 0.9 && view) {
      const parent = this.pick(containers);
      if (!parent) return null;
      return [{ op: "move", target: { id: view.getAttribute("id") }, newParent: { in: { id: parent.getAttribute("id") }, name: "subviews" }, position: { atEnd: true } }];
    }
    const text = this.pick(texts);
    if (!text) return null;
    return [{ op: "setText", target: document.addressOf(text), text: `T${Math.floor(this.random() * 1000)} <&>` }];
  }
}

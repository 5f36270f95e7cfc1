/**
 * A small read-only XML tree for the command tests, with the same read interface as the sync engine's
 * XmlElement (tagName, children, childNodes, getAttribute, attributeNames, parentElement, textContent).
 * It lets the command tests run without the engine; `engine.mjs` uses the real SyncDocument when present.
 */
const decode = (text) => text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity) => {
  if (entity[0] === "#") return String.fromCodePoint(entity[1] === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  return { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'" }[entity];
});

class Node {
  constructor(nodeType, text = "") { this.nodeType = nodeType; this.text = text; this.parentElement = null; }
  get textContent() { return this.text; }
}

class Element extends Node {
  constructor(tagName, attributes) {
    super(1);
    this.tagName = tagName;
    this.attrs = attributes;
    this.childNodes = [];
  }
  get children() { return this.childNodes.filter((n) => n.nodeType === 1); }
  getAttribute(name) { return this.attrs.has(name) ? this.attrs.get(name) : null; }
  hasAttribute(name) { return this.attrs.has(name); }
  attributeNames() { return [...this.attrs.keys()]; }
  get textContent() { return this.childNodes.map((n) => n.textContent).join(""); }
  get previousSibling() {
    const siblings = this.parentElement?.childNodes ?? [];
    return siblings[siblings.indexOf(this) - 1] ?? null;
  }
}

export function parseTree(xml) {
  const root = new Element("#document", new Map());
  let current = root;
  const token = /<!--([\s\S]*?)-->|<\?[\s\S]*?\?>|<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (const match of xml.matchAll(token)) {
    const [, comment, close, open, attributeText, selfClosing, text] = match;
    if (comment !== undefined) current.childNodes.push(Object.assign(new Node(8, comment), { parentElement: current }));
    else if (close) current = current.container;
    else if (open) {
      const attributes = new Map([...attributeText.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)].map(([, k, v]) => [k, decode(v)]));
      const element = new Element(open, attributes);
      element.parentElement = current === root ? null : current;
      element.container = current; // closing tags climb through this, so the root's parentElement stays null
      current.childNodes.push(element);
      if (!selfClosing) current = element;
    } else if (text !== undefined) current.childNodes.push(Object.assign(new Node(3, decode(text)), { parentElement: current }));
  }
  const element = root.children[0];
  return element;
}

/** A document object with the read interface the commands use (`root`, `elementById`). */
export function readDocument(xml) {
  const root = parseTree(xml);
  const index = new Map();
  const walk = (element) => {
    const id = element.getAttribute("id");
    if (id) index.set(id, element);
    element.children.forEach(walk);
  };
  walk(root);
  return { root, elementById: (id) => index.get(id) ?? null };
}

// The lossless XML tree (twin of Sources/IBDocument/XML/MarkupNode.swift + MarkupElement.swift)
// with a small DOM-like read interface. UI code must treat nodes as read-only: every write goes
// through ops (SyncDocument.applyOp), which use the editing functions in xml-editing.js.

import { unescape } from "./xml-escaping.js";

const BLANK = /^[ \n\t\r]*$/;

class XmlLeaf {
  constructor(raw) {
    /** The text exactly as written (entities kept for text nodes). */
    this.raw = raw;
    this.parentElement = null;
    this._blank = undefined;
  }
  get previousSibling() { return sibling(this, -1); }
  get nextSibling() { return sibling(this, 1); }
}

function sibling(node, step) {
  const parent = node.parentElement;
  if (!parent) return null;
  const index = parent.childNodes.indexOf(node);
  return index < 0 ? null : parent.childNodes[index + step] ?? null;
}

/** Character data; `raw` keeps entity references as written, `textContent` decodes them. */
export class XmlText extends XmlLeaf {
  get nodeType() { return 3; }
  get textContent() { return unescape(this.raw); }
  /** True for text made only of spaces, tabs and line breaks (indentation). */
  get isWhitespace() {
    if (this._blank === undefined) this._blank = BLANK.test(this.raw);
    return this._blank;
  }
}

/** The text between `<!--` and `-->`. */
export class XmlComment extends XmlLeaf {
  get nodeType() { return 8; }
  get textContent() { return this.raw; }
  get isWhitespace() { return false; }
}

/** The text between `<![CDATA[` and `]]>`. */
export class XmlCData extends XmlLeaf {
  get nodeType() { return 4; }
  get textContent() { return this.raw; }
  get isWhitespace() { return false; }
}

/**
 * An attribute with its exact lexical form. `lead`/`equals` are null for Xcode's ` name="`
 * spelling (a single space before, `=` between).
 */
export class XmlAttribute {
  constructor(name, raw, quote = '"', lead = null, equals = null) {
    this.name = name;
    this.raw = raw;
    this.quote = quote;
    this.lead = lead;
    this.equals = equals;
  }
  get value() { return unescape(this.raw); }
}

export class XmlElement {
  constructor(tagName, attributes = [], selfClosing = true, startTrailing = "") {
    this.tagName = tagName;
    /** XmlAttribute[] in written order. */
    this.attributes = attributes;
    /** Every child node, whitespace between tags included. */
    this.childNodes = [];
    /** `<x/>` rather than `<x></x>`; only meaningful while there are no children. */
    this.isSelfClosing = selfClosing;
    /** Whitespace between the last attribute and `>` / `/>`. */
    this.startTagTrailingWhitespace = startTrailing;
    /** Whitespace between the name and `>` in the end tag. */
    this.endTagTrailingWhitespace = "";
    this.parentElement = null;
    /** Cached element-only view of childNodes; cleared by every child list change (childNodesChanged). */
    this._children = null;
  }

  get nodeType() { return 1; }
  get nodeName() { return this.tagName; }
  get localName() { return this.tagName; }
  get isWhitespace() { return false; }

  /** Child elements only (a shared array: read it, never change it). */
  get children() {
    if (this._children === null) this._children = this.childNodes.filter((node) => node.nodeType === 1);
    return this._children;
  }
  get firstElementChild() { return this.childNodes.find((node) => node.nodeType === 1) ?? null; }
  get previousSibling() { return sibling(this, -1); }
  get nextSibling() { return sibling(this, 1); }
  get previousElementSibling() { return elementSibling(this, -1); }
  get nextElementSibling() { return elementSibling(this, 1); }

  getAttribute(name) {
    for (const attribute of this.attributes) if (attribute.name === name) return attribute.value;
    return null;
  }
  /** The value exactly as written between the quotes. */
  rawAttribute(name) {
    for (const attribute of this.attributes) if (attribute.name === name) return attribute.raw;
    return null;
  }
  hasAttribute(name) { return this.attributes.some((attribute) => attribute.name === name); }
  attributeIndex(name) { return this.attributes.findIndex((attribute) => attribute.name === name); }
  attributeNames() { return this.attributes.map((attribute) => attribute.name); }
  getAttributeNames() { return this.attributeNames(); }

  /** Concatenated character data, entities decoded, comments left out. */
  get textContent() {
    let result = "";
    for (const node of this.childNodes) if (node.nodeType !== 8) result += node.textContent;
    return result;
  }

  /** The first child element with this name (and `key`, when given). */
  firstChild(name, key = undefined) {
    for (const node of this.childNodes) {
      if (node.nodeType !== 1 || node.tagName !== name) continue;
      if (key !== undefined && node.getAttribute("key") !== key) continue;
      return node;
    }
    return null;
  }

  /** Calls `body` for this element and every element below it, in document order. */
  forEachElement(body) {
    const stack = [this];
    while (stack.length) {
      const element = stack.pop();
      body(element);
      const nodes = element.childNodes;
      for (let i = nodes.length - 1; i >= 0; i--) if (nodes[i].nodeType === 1) stack.push(nodes[i]);
    }
  }

  /** Appends a node without layout (parser and builders). */
  appendNode(node) {
    node.parentElement = this;
    this.childNodes.push(node);
    this._children = null;
  }

  /** Must follow any direct edit of `childNodes` (splice) so `children` is recomputed. */
  childNodesChanged() { this._children = null; }

  /** Replaces all children without layout. */
  replaceChildren(nodes) {
    for (const old of this.childNodes) if (old.parentElement === this) old.parentElement = null;
    this.childNodes = [];
    this._children = null;
    for (const node of nodes) this.appendNode(node);
  }
}

function elementSibling(element, step) {
  const parent = element.parentElement;
  if (!parent) return null;
  const nodes = parent.childNodes;
  for (let i = nodes.indexOf(element) + step; i >= 0 && i < nodes.length; i += step) {
    if (nodes[i].nodeType === 1) return nodes[i];
  }
  return null;
}

/** A parsed document: BOM flag, declaration, nodes around the root, the root. */
export class XmlDocument {
  constructor({ hasByteOrderMark = false, declaration = null, prolog = [], root, epilog = [] }) {
    this.hasByteOrderMark = hasByteOrderMark;
    this.declaration = declaration;
    this.prolog = prolog;
    this.root = root;
    this.epilog = epilog;
  }
}

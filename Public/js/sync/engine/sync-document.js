// The document as the sync layer edits it: the lossless tree plus indexes (object id, scene id,
// references), kept current by every op. Twin of Sources/IBSync/SyncDocument.swift, with the
// public API of docs JS_SYNC_API.md §1 (parse / serialize / applyOp / applyBatch / replay / checksum).

import { parseXml } from "./xml-parser.js";
import { serializeDocument } from "./xml-serializer.js";
import { checksumOfText } from "./checksum.js";
import { forEachObject, forEachScene, isObjectElement, isScene, keyedChild } from "./object-rules.js";
import { isReference } from "./reference-attributes.js";
import { swiftKey } from "../../util/swift-strings.js";
import { applyOperation } from "./operation-applier.js";
import { applyBatch, replayBatch } from "./batch-applier.js";
import { normalizeOp } from "./edit-operation.js";
import { MalformedOp } from "./node-address.js";
import { OpRefused } from "./sync-error.js";
import { XmlParseError } from "./xml-parse-error.js";

export { OpRefused, XmlParseError };

export class SyncDocument {
  /** Parses a whole document (lossless); throws XmlParseError. */
  static parse(xmlText) {
    return new SyncDocument(parseXml(xmlText));
  }

  /** @param {import("./xml-nodes.js").XmlDocument} markup */
  constructor(markup) {
    this.markup = markup;
    this._elementsByID = new Map();
    this._scenesByID = new Map();
    this._referrersByID = new Map();
    /** Ids a hand-edited file uses more than once (seen at load). */
    this.duplicateIDs = new Set();
    this.toolsVersionNumber = toolsVersionNumber(markup.root.getAttribute("toolsVersion"));
    this._indexSubtree(markup.root);
  }

  get root() { return this.markup.root; }
  serialize() { return serializeDocument(this.markup); }
  checksum() { return checksumOfText(this.serialize()); }
  /** An independent copy (through the text, so it is exact). */
  copy() { return SyncDocument.parse(this.serialize()); }

  // Objects and scenes

  elementById(id) { return this._elementsByID.get(swiftKey(id)) ?? null; }
  sceneById(sceneID) { return this._scenesByID.get(swiftKey(sceneID)) ?? null; }
  containsID(id) { return this._elementsByID.has(swiftKey(id)); }
  containsSceneID(id) { return this._scenesByID.has(swiftKey(id)); }
  /** Every object id (in index order). */
  objectIds() { return [...this._elementsByID.values()].map((element) => element.getAttribute("id")); }

  // Addresses

  /** The element an address (canonical JSON) names, or null. */
  resolve(address) {
    if (!address) return null;
    if (address.root) return this.markup.root;
    if (address.id !== undefined) return this.elementById(address.id);
    if (address.sceneID !== undefined) return this.sceneById(address.sceneID);
    if (address.in === undefined) return null;
    const parent = this.resolve(address.in);
    return parent ? keyedChild(parent, address.name, address.key) : null;
  }

  /** The canonical address of an element, or null (detached, or not the first of identical unkeyed siblings). */
  addressOf(element) {
    if (element === this.markup.root) return { root: true };
    if (isObjectElement(element)) {
      const id = element.getAttribute("id");
      return this._elementsByID.get(swiftKey(id)) === element ? { id } : null;
    }
    if (isScene(element)) {
      const sceneID = element.getAttribute("sceneID");
      return this._scenesByID.get(swiftKey(sceneID)) === element ? { sceneID } : null;
    }
    const parent = element.parentElement;
    if (!parent) return null;
    const parentAddress = this.addressOf(parent);
    if (!parentAddress) return null;
    const key = element.getAttribute("key");
    if (keyedChild(parent, element.tagName, key ?? undefined) !== element) return null;
    return key === null ? { in: parentAddress, name: element.tagName } : { in: parentAddress, name: element.tagName, key };
  }

  // Edits

  /** Applies one op; returns its inverse ops. Throws OpRefused (code, reason) and changes nothing. */
  applyOp(op) {
    return applyOperation(decode(op), this);
  }

  /**
   * Applies ops all-or-nothing, each removeSubtree preceded by its reference cascade (as the
   * server's BatchApplier does). Returns { ops: appliedOpsWithCascade, inverse }. Throws
   * OpRefused with opIndex; the document is unchanged.
   */
  applyBatch(opList) {
    const decoded = opList.map((op, index) => decodeAt(op, index));
    const result = applyBatch(decoded, this);
    return { ops: result.applied, inverse: result.inverse };
  }

  /** Applies a server batch's applied form (cascade already inline); returns the inverse. */
  replay(appliedOps) {
    const decoded = appliedOps.map((op, index) => decodeAt(op, index));
    return replayBatch(decoded, this);
  }

  // Index maintenance (used by the applier)

  referrersOf(id) { return this._referrersByID.get(swiftKey(id)) ?? []; }

  addReference(element, id) {
    const key = swiftKey(id);
    const list = this._referrersByID.get(key);
    if (list) list.push(element); else this._referrersByID.set(key, [element]);
  }

  removeReference(element, id) {
    const key = swiftKey(id);
    const list = this._referrersByID.get(key);
    if (!list) return;
    const index = list.indexOf(element);
    if (index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) this._referrersByID.delete(key);
  }

  _forEachReference(start, body) {
    start.forEachElement((element) => {
      for (const attribute of element.attributes) if (isReference(element.tagName, attribute.name)) body(element, attribute.value);
    });
  }

  _indexSubtree(element) {
    this._forEachReference(element, (referrer, id) => this.addReference(referrer, id));
    forEachObject(element, (object) => {
      const key = swiftKey(object.getAttribute("id"));
      const existing = this._elementsByID.get(key);
      if (existing) {
        if (existing !== object) this.duplicateIDs.add(object.getAttribute("id"));
      } else {
        this._elementsByID.set(key, object);
      }
    });
    forEachScene(element, (scene) => {
      const key = swiftKey(scene.getAttribute("sceneID"));
      if (!this._scenesByID.has(key)) this._scenesByID.set(key, scene);
    });
  }

  _unindexSubtree(element) {
    this._forEachReference(element, (referrer, id) => this.removeReference(referrer, id));
    forEachObject(element, (object) => {
      const key = swiftKey(object.getAttribute("id"));
      if (this._elementsByID.get(key) === object) this._elementsByID.delete(key);
    });
    forEachScene(element, (scene) => {
      const key = swiftKey(scene.getAttribute("sceneID"));
      if (this._scenesByID.get(key) === scene) this._scenesByID.delete(key);
    });
  }

  /** True when an index still holds the element (what keeps a removed Swift element alive). */
  _retains(element) {
    const id = element.getAttribute("id");
    if (id !== null && this._elementsByID.get(swiftKey(id)) === element) return true;
    if (element.tagName === "scene") for (const scene of this._scenesByID.values()) if (scene === element) return true;
    for (const attribute of element.attributes) {
      if (isReference(element.tagName, attribute.name) && this.referrersOf(attribute.value).includes(element)) return true;
    }
    return false;
  }

  /** Why an element may not be removed or moved, or null. */
  protectionReason(element) {
    if (element === this.markup.root) return "it is the document itself";
    switch (element.tagName) {
      case "placeholder": return "placeholders (File's Owner, First Responder) are part of every scene";
      case "exit": return "the Exit placeholder is part of every scene";
      case "customObject": {
        const id = element.getAttribute("id");
        if (id !== null && ["-1", "-2", "-3"].includes(id) && element.parentElement?.parentElement === this.markup.root) {
          return "File's Owner, First Responder and Application are part of every xib";
        }
        return null;
      }
      default: return null;
    }
  }
}

/** Swift: `Int(toolsVersion.prefix { $0.isNumber }) ?? .max`. */
function toolsVersionNumber(text) {
  if (text === null) return Infinity;
  const digits = /^\p{N}*/u.exec(text)[0];
  if (!/^[0-9]+$/.test(digits)) return Infinity;
  if (digits.replace(/^0+/, "").length > 19 || BigInt(digits) > 9223372036854775807n) return Infinity;
  return Number(digits);
}

function decode(op) {
  try {
    return normalizeOp(op);
  } catch (error) {
    if (error instanceof MalformedOp) throw new OpRefused("invalidOp", [error.message]);
    throw error;
  }
}

function decodeAt(op, index) {
  try {
    return decode(op);
  } catch (error) {
    if (error instanceof OpRefused) throw error.inBatch(index);
    throw error;
  }
}

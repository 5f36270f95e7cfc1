// Why an op or a batch was refused. Twin of Sources/IBSync/SyncError.swift (+ BatchApplier.Failure):
// `code` is the Swift case name, `detail` the same sentence Swift's `description` gives.

import { describeAddress } from "./node-address.js";

const quoted = (value) => (value === null || value === undefined ? "none" : `"${value}"`);

const SENTENCES = {
  targetNotFound: (address) => `${describeAddress(address)} does not exist (it may have been deleted by someone else).`,
  siblingNotFound: (address) => `the position refers to ${describeAddress(address)}, which is not a child of the parent any more.`,
  duplicateID: (id) => `the id ${id} is already used in the document.`,
  duplicateKey: (parent, key) => `${describeAddress(parent)} already has a child with key "${key}".`,
  cycle: (target, newParent) => `${describeAddress(target)} cannot be moved into ${describeAddress(newParent)}, which is inside it.`,
  protectedElement: (address, why) => `${describeAddress(address)} cannot be changed: ${why}.`,
  immutableAttribute: (name) => `the attribute ${name} cannot be changed in place: remove the element and insert it again.`,
  expectationFailed: (address, name, expected, found) =>
    `${name} of ${describeAddress(address)} was changed by someone else (expected ${quoted(expected)}, found ${quoted(found)}).`,
  invalidXML: (reason) => `the inserted XML is not valid: ${reason}.`,
  invalidName: (name) => `"${name}" is not a valid XML name.`,
  illegalCharacter: (name) => `the value for ${name} contains a character XML cannot hold.`,
  hasChildElements: (address) => `${describeAddress(address)} has child elements, so its text cannot be set.`,
  danglingReference: (name, id) => `${name} names ${id}, which does not exist (it may have been deleted by someone else).`,
  unsupported: (reason) => reason,
  rollbackFailed: (reason) => `internal error while undoing a refused batch: ${reason}.`,
  invalidOp: (reason) => `the op is malformed: ${reason}.`,
};

/**
 * A refused op or batch; the document is unchanged. `reason` is what the server's `reject`
 * would say: the sentence for a single op, `op N was refused: sentence` for a batch op
 * (`opIndex` set). `code` names the refusal (`targetNotFound`, `duplicateID`, ...).
 */
export class OpRefused extends Error {
  constructor(code, args, opIndex = undefined) {
    const detail = SENTENCES[code](...args);
    const reason = opIndex === undefined ? detail : `op ${opIndex + 1} was refused: ${detail}`;
    super(reason);
    this.name = "OpRefused";
    this.code = code;
    this.args = args;
    this.detail = detail;
    this.reason = reason;
    this.opIndex = opIndex;
  }

  /** The same refusal, attributed to the `opIndex`-th op of a batch. */
  inBatch(opIndex) { return new OpRefused(this.code, this.args, opIndex); }

  /** Swift's `String(describing: syncError)` (the sentence without the op number). */
  get description() { return this.detail; }
}

export const refuse = (code, ...args) => new OpRefused(code, args);

// The primitive ops (docs/protocol.md §4) in their canonical JSON form. Twin of the Codable
// side of Sources/IBSync/EditOperation.swift: `normalizeOp` decodes an op the way Swift does,
// so the ops and inverses the engine returns deep-equal what the server sends.

import { MalformedOp, normalizeAddress, normalizePosition } from "./node-address.js";

function requiredString(json, field) {
  if (typeof json[field] !== "string") throw new MalformedOp(`${json.op} needs a string \`${field}\``);
  return json[field];
}

/** `expect` of set/removeAttribute: absent key = no expectation, `null` = must be absent, string = must equal. */
function attributeExpectation(json, op) {
  if (!("expect" in json) || json.expect === undefined) return op;
  if (json.expect !== null && typeof json.expect !== "string") throw new MalformedOp("expect must be a string or null");
  op.expect = json.expect;
  return op;
}

/** Decodes one op into canonical form; throws MalformedOp. */
export function normalizeOp(json) {
  if (json === null || typeof json !== "object") throw new MalformedOp("an op must be an object");
  switch (json.op) {
    case "setAttribute":
      return attributeExpectation(json, {
        op: "setAttribute", target: normalizeAddress(json.target), name: requiredString(json, "name"), value: requiredString(json, "value"),
      });
    case "removeAttribute":
      return attributeExpectation(json, { op: "removeAttribute", target: normalizeAddress(json.target), name: requiredString(json, "name") });
    case "insertSubtree":
      return { op: "insertSubtree", parent: normalizeAddress(json.parent), xml: requiredString(json, "xml"), position: normalizePosition(json.position) };
    case "removeSubtree":
      return { op: "removeSubtree", target: normalizeAddress(json.target) };
    case "move": {
      const op = { op: "move", target: normalizeAddress(json.target), newParent: normalizeAddress(json.newParent), position: normalizePosition(json.position) };
      if (json.expectParent !== undefined && json.expectParent !== null) op.expectParent = normalizeAddress(json.expectParent);
      return op;
    }
    case "setText": {
      const op = { op: "setText", target: normalizeAddress(json.target), text: requiredString(json, "text") };
      if (json.expect !== undefined && json.expect !== null) {
        if (typeof json.expect !== "string") throw new MalformedOp("expect must be a string");
        op.expect = json.expect;
      }
      return op;
    }
    default:
      throw new MalformedOp(`unknown op \`${json.op}\``);
  }
}

/** The element an op edits (the parent for inserts): Swift's `EditOperation.subject`. */
export function opSubject(op) {
  return op.op === "insertSubtree" ? op.parent : op.target;
}

// Builders for the ops the applier returns (canonical form).
export const ops = {
  setAttribute(target, name, value, expect) {
    const op = { op: "setAttribute", target, name, value };
    if (expect !== undefined) op.expect = expect;
    return op;
  },
  removeAttribute(target, name, expect) {
    const op = { op: "removeAttribute", target, name };
    if (expect !== undefined) op.expect = expect;
    return op;
  },
  insertSubtree(parent, xml, position) { return { op: "insertSubtree", parent, xml, position }; },
  removeSubtree(target) { return { op: "removeSubtree", target }; },
  move(target, newParent, position, expectParent) {
    const op = { op: "move", target, newParent, position };
    if (expectParent) op.expectParent = expectParent;
    return op;
  },
  setText(target, text, expect) {
    const op = { op: "setText", target, text };
    if (expect !== undefined && expect !== null) op.expect = expect;
    return op;
  },
};

// The constraint tests' document: Tests/browser/fixtures/Constraints.storyboard in the sync engine (the same
// code the editor runs), with a batch applier that also checks the inverse restores the exact bytes.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { IdGenerator } from "../../../Public/js/commands/ids.js";

export const PROFILE = readFileSync(new URL("../../browser/fixtures/Constraints.storyboard", import.meta.url), "utf8");

export const profile = () => SyncDocument.parse(PROFILE);

/** Ids from a fixed list, so the XML the tests expect is exact. */
export function fixedIds(...ids) {
  const generator = new IdGenerator([]);
  generator.next = () => ids.shift();
  return generator;
}

/** Applies ops as one batch, checks the inverse gives the bytes back, returns the new text. */
export function apply(doc, ops) {
  const before = doc.serialize();
  const { inverse } = doc.applyBatch(ops);
  const after = doc.serialize();
  const undo = SyncDocument.parse(after);
  undo.applyBatch(inverse);
  assert.equal(undo.serialize(), before, "the inverse restores the original bytes");
  return after;
}

/** The lines of `text` that contain `needle`, trimmed. */
export const linesWith = (text, needle) => text.split("\n").filter((line) => line.includes(needle)).map((line) => line.trim());

/** The `<constraints>` block of the element with this id (its direct one), as trimmed lines. */
export function constraintsBlock(text, id) {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.includes(`id="${id}"`));
  const indent = lines[start].search(/\S/);
  const end = lines.findIndex((line, index) => index > start && line.search(/\S/) <= indent);
  const open = lines.findIndex((line, index) => index > start && index < end && line.search(/\S/) === indent + 4 && line.trim() === "<constraints>");
  if (open < 0) return [];
  const close = lines.findIndex((line, index) => index > open && line.trim() === "</constraints>");
  return lines.slice(open + 1, close).map((line) => line.trim());
}

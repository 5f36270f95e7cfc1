// Replays the op traces recorded by the Swift engine (Tests/IBSyncTests/OpTraceExportTests.swift)
// through the JavaScript engine: same accept/refuse decisions and refusal codes, same applied
// form and inverse, byte-identical XML and checksum after every step, and the inverses bring
// back the start bytes whenever they did in Swift.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SyncDocument, OpRefused } from "../../../Public/js/sync/engine/sync-document.js";

const tracePath = fileURLToPath(new URL("../generated/op-traces.json", import.meta.url));

function loadTraces() {
  if (!existsSync(tracePath)) {
    assert.fail(`${tracePath} is missing: run the Swift tests first ` +
      "(`swift test --filter OpTraceExportTests`, or `make test`), which write it.");
  }
  return JSON.parse(readFileSync(tracePath, "utf8")).traces;
}

/** Runs one step on `doc`; returns { outcome, code, reason, opIndex, applied, inverse }. */
function runStep(doc, step) {
  try {
    if (step.kind === "batch") {
      const result = doc.applyBatch(step.ops);
      return { outcome: "applied", applied: result.ops, inverse: result.inverse };
    }
    return { outcome: "applied", inverse: doc.replay(step.ops) };
  } catch (error) {
    if (!(error instanceof OpRefused)) throw error;
    return { outcome: "refused", code: error.code, reason: error.reason, opIndex: error.opIndex };
  }
}

function replayTrace(trace) {
  const doc = SyncDocument.parse(trace.start);
  const where = (index) => `${trace.name} step ${index}`;
  assert.equal(doc.serialize(), trace.start, `${trace.name}: start document round trip`);
  assert.equal(doc.checksum(), trace.startChecksum, `${trace.name}: start checksum`);
  const undoStack = [];
  let broken = false;
  trace.steps.forEach((step, index) => {
    if (step.kind === "undo") assert.deepEqual(undoStack.pop(), step.ops, `${where(index)}: the undo is the JS inverse of the last batch`);
    const got = runStep(doc, step);
    assert.equal(got.outcome, step.outcome, `${where(index)}: outcome (${got.reason ?? "applied"} vs ${step.reason ?? "applied"})`);
    if (step.outcome === "refused") {
      assert.equal(got.code, step.code, `${where(index)}: refusal code`);
      assert.equal(got.reason, step.reason, `${where(index)}: refusal sentence`);
      if (step.opIndex !== undefined) assert.equal(got.opIndex, step.opIndex, `${where(index)}: refused op index`);
      if (step.code === "rollbackFailed") broken = true;
      if (step.xml !== undefined) assert.equal(doc.serialize(), step.xml, `${where(index)}: bytes after the rollback`);
      if (step.kind === "undo") undoStack.push(step.ops);
    } else {
      if (step.kind === "batch") {
        assert.deepEqual(got.applied, step.applied, `${where(index)}: applied form`);
        undoStack.push(got.inverse);
      } else {
        assert.deepEqual(got.inverse, step.inverse, `${where(index)}: inverse of the undo`);
      }
      const xml = doc.serialize();
      if (xml !== step.xml) assert.equal(xml, step.xml, `${where(index)}: bytes after`);
    }
    assert.equal(doc.checksum(), step.checksum, `${where(index)}: checksum after`);
  });
  if (broken) return;
  let restores = true;
  try {
    for (let i = undoStack.length - 1; i >= 0; i--) doc.replay(undoStack[i]);
    restores = doc.serialize() === trace.start;
  } catch (error) {
    if (!(error instanceof OpRefused)) throw error;
    restores = false;
  }
  assert.equal(restores, trace.restoresStart, `${trace.name}: undoing everything restores the start bytes (as in Swift)`);
}

test("the recorded traces exist and are numerous", () => {
  const traces = loadTraces();
  assert.ok(traces.length >= 200, `only ${traces.length} traces`);
});

test("every Swift op trace replays identically in the JS engine", () => {
  const traces = loadTraces();
  let steps = 0;
  for (const trace of traces) {
    replayTrace(trace);
    steps += trace.steps.length;
  }
  assert.ok(steps > 1000);
});

test("replaying Swift's applied form reaches the same bytes (what clients do with server batches)", () => {
  for (const trace of loadTraces()) {
    const doc = SyncDocument.parse(trace.start);
    for (const [index, step] of trace.steps.entries()) {
      if (step.code === "rollbackFailed") break;
      if (step.outcome !== "applied") {
        // Refused on the server too; its rollback may re-lay out bytes (non-Xcode layouts), so do the same.
        assert.throws(() => (step.kind === "batch" ? doc.applyBatch(step.ops) : doc.replay(step.ops)), OpRefused);
        assert.equal(doc.checksum(), step.checksum, `${trace.name} step ${index} (refused)`);
        continue;
      }
      doc.replay(step.kind === "batch" ? step.applied : step.ops);
      assert.equal(doc.checksum(), step.checksum, `${trace.name} step ${index}`);
    }
  }
});

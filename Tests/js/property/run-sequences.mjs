#!/usr/bin/env node
/**
 * Runs random editor command sequences (editor-sequences.mjs) over documents and prints one JSON line per sequence,
 * for `EditorPropertyTests` (Swift), which checks them. Usage: `node run-sequences.mjs REQUEST.json`, where the request
 * is `{documents: [{path, platform: "iOS"|"macOS"}], catalogs: {iOS: path, macOS: path}, seed, sequences, steps}`
 * (`sequences` per document). A line: `{path, sequence, seed, cursor, steps: […], finalChecksum}` (`cursor`: the library item the sequence's
 * first drop took, with `seed` what replays it), or `{path, error}` when the
 * driver itself failed (a defect too: a command threw something other than a refusal).
 */
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { runSequence } from "./editor-sequences.mjs";

// The page parses pasted XML with DOMParser; here the engine's parser stands in.
globalThis.DOMParser ??= class {
  parseFromString(xml) { return { documentElement: SyncDocument.parse(xml).root }; }
};
globalThis.localStorage ??= { getItem: () => null, setItem: () => {} };

const request = JSON.parse(readFileSync(process.argv[2], "utf8"));
const catalogs = Object.fromEntries(Object.entries(request.catalogs).map(([platform, path]) => [platform, JSON.parse(readFileSync(path, "utf8"))]));
const cursors = {};
let documentIndex = 0;
for (const { path, platform } of request.documents) {
  const text = readFileSync(path, "utf8");
  const libraryCursor = (cursors[platform] ??= { index: 0 });
  for (let sequence = 0; sequence < request.sequences; sequence += 1) {
    const seed = (request.seed * 7919 + documentIndex * 131 + sequence) >>> 0;
    const cursor = libraryCursor.index;
    let line;
    try {
      const result = runSequence(text, { catalogData: catalogs[platform], seed, steps: request.steps, libraryCursor });
      line = { path, sequence, seed, cursor, steps: result.steps, finalChecksum: SyncDocument.parse(result.final).checksum() };
    } catch (error) {
      line = { path, sequence, seed, cursor, error: `${error.name}: ${error.message}\n${error.stack}` };
    }
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  documentIndex += 1;
}

// editor-modules.js lists what editor.js preloads: it must name real files and cover every module the editor
// page imports (a module missing from the list still loads, one import level at a time, and slows the page).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR_MODULES, FIRST_MODULES } from "../../../Public/js/app/editor-modules.js";

const JS = join(dirname(fileURLToPath(import.meta.url)), "../../../Public/js");
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/gms;
const DYNAMIC_IMPORT = /\bimport\(\s*"(\.[^"]+)"\s*\)/g;

/** Every module reachable from `roots` by static and dynamic imports (paths relative to Public/js). */
function reachable(roots) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(join(JS, path), "utf8");
    for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
      for (const [, specifier] of source.matchAll(pattern)) visit(relative(JS, normalize(join(JS, dirname(path), specifier))));
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

test("every preloaded module exists, once", () => {
  for (const path of EDITOR_MODULES) assert.ok(existsSync(join(JS, path)), `Public/js/${path} does not exist`);
  assert.equal(new Set(EDITOR_MODULES).size, EDITOR_MODULES.length);
});

test("the preload list covers every module the editor page loads", () => {
  const entry = reachable(["editor.js"]);
  const ownImports = new Set(["editor.js", "app/editor-modules.js", "api/client.js", "app/editor-session.js", "util/credentials.js", "account/document-access.js", "app/perf-probe.js", "api/head-content.js"]);
  const missing = [...entry].filter((path) => !ownImports.has(path) && !EDITOR_MODULES.includes(path));
  assert.deepEqual(missing, [], "add these to Public/js/app/editor-modules.js");
});

test("the first drawing comes first, then the sync engine, then the rest of the page", () => {
  const at = (path) => EDITOR_MODULES.indexOf(path);
  assert.ok(at("app/first-draw.js") < at("sync/sync-client.js"));
  assert.ok(at("canvas/canvas.js") < at("sync/engine/xml-parser.js"));
  assert.ok(at("sync/engine/xml-parser.js") < at("app/editor-page.js"));
  assert.ok(at("sync/sync-client.js") < at("panels/inspector/inspector.js"));
});

test("FIRST_MODULES covers everything the first drawing and the session load", () => {
  const first = new Set(EDITOR_MODULES.slice(0, FIRST_MODULES));
  const ownImports = new Set(["editor.js", "app/editor-modules.js", "api/client.js", "app/editor-session.js", "util/credentials.js", "account/document-access.js", "app/perf-probe.js", "api/head-content.js"]);
  const needed = reachable(["app/first-draw.js", "sync/sync-client.js", "sync/engine/sync-document.js"]);
  assert.deepEqual([...needed].filter((path) => !ownImports.has(path) && !first.has(path)), []);
});

/** Every module reachable from `roots` by static imports only (what must be loaded before the roots run). */
function staticallyReachable(roots) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const [, specifier] of readFileSync(join(JS, path), "utf8").matchAll(STATIC_IMPORT)) {
      visit(relative(JS, normalize(join(JS, dirname(path), specifier))));
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

test("editor.html asks for editor.js's imports and the first drawing's modules, and nothing else", () => {
  const html = readFileSync(join(JS, "../editor.html"), "utf8");
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/js\/([^"]+)">/g)].map((m) => m[1]);
  assert.equal(new Set(preloaded).size, preloaded.length, "a module is preloaded twice");
  // editor.js's static imports and everything first-draw.js loads (its canvas modules are dynamic imports).
  const needed = new Set([...staticallyReachable(["editor.js"]), ...reachable(["app/first-draw.js"])]);
  needed.delete("editor.js"); // the page's script itself
  assert.deepEqual([...preloaded].sort(), [...needed].sort());
  // The parser comes before the canvas modules: the bytes are parsed while those arrive.
  assert.ok(preloaded.indexOf("sync/engine/xml-parser.js") < preloaded.indexOf("canvas/canvas.js"));
  // The first drawing's modules come first in EDITOR_MODULES too (editor.js preloads the list after the first frame).
  for (const path of reachable(["app/first-draw.js"])) assert.ok(EDITOR_MODULES.indexOf(path) < FIRST_MODULES, path);
});

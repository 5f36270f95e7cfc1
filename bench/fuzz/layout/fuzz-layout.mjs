// Fuzzes the browser's Auto Layout mapping (Public/js/layout/document-layout.js) with hostile documents:
// each seed mutates a real document (mutator.js) from Tests/browser/fixtures and ../shared/fixtures/ib (when
// present), parses it with the sync engine's parseXml and lays it out on its own device, a landscape iPhone
// and an iPad, with measured and stored text sizes (and right to left on its own device). A failure is an
// exception, a non-finite frame, or a document whose seven layouts take longer than --limit seconds (the
// worker is killed and restarted; on a busy machine a slow run can be a false alarm: replay the seed).
// Node only, no packages.
//
//     node bench/fuzz/layout/fuzz-layout.mjs [--seconds 60] [--seed 1] [--limit 10] [--out DIR]
//     node bench/fuzz/layout/fuzz-layout.mjs --replay SEED [--write FILE]    # one case, in this thread, with its stack
//     node bench/fuzz/layout/fuzz-layout.mjs --emit DIR [--count 200] [--seed 1]  # mutated documents as files (Swift fuzzer seeds)
// A seed replays the same document only over the same corpus (the fixture folders' files).
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { parseXml } from "../../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { mutatedDocument } from "./mutator.js";

const HERE = new URL(".", import.meta.url).pathname;
const argument = (name, fallback) => { const at = process.argv.indexOf(name); return at < 0 ? fallback : process.argv[at + 1]; };

function loadCorpus() {
  const folders = [join(HERE, "../../../Tests/browser/fixtures"), join(HERE, "../../../../shared/fixtures/ib")];
  const corpus = [];
  for (const folder of folders.filter(existsSync)) {
    for (const name of readdirSync(folder).filter((file) => /\.(storyboard|xib)$/.test(file)).sort()) {
      const text = readFileSync(join(folder, name), "utf8");
      try { parseXml(text); } catch { continue; }
      corpus.push({ name, text });
    }
  }
  return corpus;
}

const LAYOUTS = [
  { label: "own device" },
  { label: "iPhone landscape", device: "retina4_7", orientation: "landscape" },
  { label: "iPad", device: "ipad11" },
].flatMap((layout) => ["measured", "storedFrames"].map((intrinsicSizes) => ({ ...layout, intrinsicSizes })))
  .concat([{ label: "right to left", direction: "rightToLeft", intrinsicSizes: "measured" }]);

/** Lays out one mutated document every way; returns a list of problems (empty: fine) and whether it parsed. */
function check(text) {
  let document;
  try { document = parseXml(text); } catch { return { parsed: false, problems: [] }; }
  const problems = [];
  for (const { label, device, orientation, intrinsicSizes, direction } of LAYOUTS) {
    const where = `${label}, ${intrinsicSizes}`;
    try {
      const { views, issues } = new DocumentLayout(document, { device, orientation, intrinsicSizes, direction }).solve();
      for (const view of views) {
        for (const [kind, frame] of [["frame", view.frame], ["rootFrame", view.rootFrame]]) {
          if (![frame.x, frame.y, frame.width, frame.height].every(Number.isFinite)) {
            problems.push(`${where}: non-finite ${kind} of ${view.id}: ${JSON.stringify([frame.x, frame.y, frame.width, frame.height].map(String))}`);
            break;
          }
        }
      }
      if (!Array.isArray(issues)) problems.push(`${where}: issues is not an array`);
    } catch (error) {
      problems.push(`${where}: ${error?.stack?.split("\n").slice(0, 4).join(" | ") ?? error}`);
    }
  }
  return { parsed: true, problems };
}

if (!isMainThread) {
  const corpus = loadCorpus();
  parentPort.on("message", (seed) => {
    const started = performance.now();
    const { name, mutations, text } = mutatedDocument(corpus, seed);
    const result = check(text);
    parentPort.postMessage({ seed, name, mutations, ...result, ms: performance.now() - started });
  });
} else if (process.argv.includes("--emit")) {
  const folder = argument("--emit"), count = Number(argument("--count", 200)), first = Number(argument("--seed", 1));
  mkdirSync(folder, { recursive: true });
  const corpus = loadCorpus();
  for (let seed = first; seed < first + count; seed++) writeFileSync(join(folder, `mutated-${seed}.storyboard`), mutatedDocument(corpus, seed).text);
  console.log(`${count} mutated documents in ${folder}`);
} else if (process.argv.includes("--replay")) {
  const seed = Number(argument("--replay"));
  const { name, mutations, text } = mutatedDocument(loadCorpus(), seed);
  const file = argument("--write", null);
  if (file) writeFileSync(file, text);
  const started = performance.now();
  const { parsed, problems } = check(text);
  console.log(`seed ${seed}: ${name} + ${mutations.join(", ")}; ${parsed ? "parsed" : "unreadable XML"}; ${(performance.now() - started).toFixed(0)} ms`);
  for (const problem of problems) console.log("  " + problem);
  process.exitCode = problems.length ? 1 : 0;
} else {
  const seconds = Number(argument("--seconds", 60));
  const limitMs = Number(argument("--limit", 10)) * 1000;
  let seed = Number(argument("--seed", 1));
  const out = argument("--out", null);
  if (out) mkdirSync(out, { recursive: true });
  const failures = [];
  const totals = { runs: 0, unreadable: 0, slowest: { ms: 0, seed: null } };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const record = (seed, name, mutations, problems) => {
    failures.push({ seed, name, mutations, problems });
    const shown = problems.slice(0, 4).concat(problems.length > 4 ? [`… ${problems.length - 4} more`] : []);
    console.log(`FAIL seed ${seed} (${name} + ${mutations.join(", ")}):\n  ${shown.join("\n  ")}`);
    if (out) writeFileSync(join(out, `seed-${seed}.storyboard`), mutatedDocument(loadCorpus(), seed).text);
  };
  let worker = null;
  let timer = null;
  const next = () => {
    if (performance.now() > deadline) { worker.terminate(); return finish(); }
    const current = seed++;
    timer = setTimeout(() => {
      // A hang or a very slow document: kill the worker, report the seed, go on with a fresh one.
      worker.removeAllListeners(); worker.terminate();
      totals.runs++;
      record(current, "?", ["(replay for details)"], [`over the ${limitMs / 1000}s limit`]);
      start(); next();
    }, limitMs);
    worker.postMessage(current);
  };
  const start = () => {
    worker = new Worker(new URL(import.meta.url), { workerData: {} });
    worker.on("message", ({ seed, name, mutations, parsed, problems, ms }) => {
      clearTimeout(timer);
      totals.runs++;
      if (!parsed) totals.unreadable++;
      if (ms > totals.slowest.ms) totals.slowest = { ms, seed };
      if (problems.length) record(seed, name, mutations, problems);
      next();
    });
    worker.on("error", (error) => { clearTimeout(timer); totals.runs++; record(seed - 1, "?", [], [`worker died: ${error?.message}`]); start(); next(); });
  };
  const finish = () => {
    const elapsed = (performance.now() - started) / 1000;
    console.log(`${totals.runs} documents (${totals.runs * LAYOUTS.length} layouts) in ${elapsed.toFixed(1)} s: ${(totals.runs / elapsed).toFixed(1)} documents/s; `
      + `${totals.unreadable} unreadable XML; ${failures.length} failures; slowest ${totals.slowest.ms.toFixed(0)} ms (seed ${totals.slowest.seed}); seeds ${Number(argument("--seed", 1))}..${seed - 1}`);
    process.exitCode = failures.length ? 1 : 0;
  };
  start();
  next();
}

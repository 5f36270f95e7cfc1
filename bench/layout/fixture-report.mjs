// The fixture report of Swift's FixtureLayoutTests, run on the browser's JavaScript mapping
// (Public/js/layout): every CocoaTouch document in ../shared/fixtures/ib laid out on its own
// device, and the views whose constraints determine their frame (not autoresizing, not flagged
// misplaced/ambiguous by Xcode or inside a view it flagged misplaced, not ambiguous for us)
// compared with the frame Xcode stored, within 0.5 pt (and exactly: within 0.01 pt). Both text
// modes, as the Swift test prints them.
// Useful for trying a mapping change without a Swift build; the parity test keeps the two equal.
// It also splits the misses with our text measurement: those that match with Xcode's text sizes
// (the only difference between the two runs, so text measurement is their cause) and the rest.
//
// With --appkit: the macOS documents instead (Swift's "AppKit, measured text" line).
//
//     node bench/layout/fixture-report.mjs [--appkit] [--misses measured|stored] [--fixtures DIR]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseXml } from "../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../Public/js/layout/document-layout.js";
import { forEachElement } from "../../Public/js/layout/elements.js";
import { matchesStoredFrame } from "../../Public/js/layout/layout-issues.js";

const argument = (name) => { const at = process.argv.indexOf(name); return at < 0 ? null : process.argv[at + 1]; };
const folder = argument("--fixtures") ?? new URL("../../../shared/fixtures/ib", import.meta.url).pathname;
const listMisses = argument("--misses");
const appKit = process.argv.includes("--appkit");
if (!existsSync(folder)) {
  console.log(`no fixtures at ${folder}: nothing to report`);
  process.exit(0);
}

const tallies = { measured: newTally(), storedFrames: newTally() };
for (const name of readdirSync(folder).filter((file) => /\.(storyboard|xib)$/.test(file)).sort()) {
  let document;
  try { document = parseXml(readFileSync(join(folder, name), "utf8")); } catch { tallies.measured.unreadable++; tallies.storedFrames.unreadable++; continue; }
  const root = document.documentElement ?? document.root ?? document;
  if (appKit ? root.getAttribute("targetRuntime") !== "MacOSX.Cocoa" : !isCocoaTouch(root)) continue;
  const flags = xcodeFlags(root);
  for (const intrinsicSizes of ["measured", "storedFrames"]) {
    const result = new DocumentLayout(document, { intrinsicSizes }).solve();
    count(tallies[intrinsicSizes], result, flags, name, listMisses === (intrinsicSizes === "measured" ? "measured" : "stored"));
  }
}
console.log(`JavaScript mapping${appKit ? ", AppKit" : ""}, measured text: ${summary(tallies.measured)}`);
console.log(`JavaScript mapping, text sizes Xcode stored: ${summary(tallies.storedFrames)}`);
console.log(`misses with measured text: ${missSplit(tallies)}`);

function newTally() {
  return { documents: 0, unreadable: 0, eligible: 0, matched: 0, exact: 0, outcomes: new Map(), autoresizing: 0, marked: 0, insideMarked: 0, ambiguous: 0, noFrame: 0 };
}

function isCocoaTouch(root) {
  const runtime = root.getAttribute("targetRuntime") ?? "";
  return runtime === "iOS.CocoaTouch" || (!runtime && (root.getAttribute("type") ?? "").includes("CocoaTouch"));
}

/** id → {misplaced, ambiguous} as Xcode flagged the element. */
function xcodeFlags(root) {
  const flags = new Map();
  forEachElement(root, (element) => {
    const id = element.getAttribute("id");
    if (id && !flags.has(id)) flags.set(id, { misplaced: element.getAttribute("misplaced") === "YES", ambiguous: element.getAttribute("ambiguous") === "YES" });
  });
  return flags;
}

function count(tally, result, flags, file, listMisses) {
  tally.documents++;
  const ambiguous = new Set(result.issues.filter((issue) => issue.kind === "ambiguous").map((issue) => issue.objectID));
  const superviews = new Map(result.views.map((view) => [view.id, view.superviewID]));
  const insideMisplaced = (view) => {
    for (let id = view.superviewID; id !== null && id !== undefined; id = superviews.get(id)) if (flags.get(id)?.misplaced) return true;
    return false;
  };
  for (const view of result.views) {
    if (view.superviewID === null) continue;
    const flag = flags.get(view.id) ?? {};
    if (view.translatesAutoresizingMask) { tally.autoresizing++; continue; }
    if (flag.misplaced || flag.ambiguous) { tally.marked++; continue; }
    if (insideMisplaced(view)) { tally.insideMarked++; continue; }
    if (ambiguous.has(view.id)) { tally.ambiguous++; continue; }
    if (!view.storedFrame) { tally.noFrame++; continue; }
    tally.eligible++;
    if (matchesStoredFrame(view, 0.01)) tally.exact++;
    const matched = matchesStoredFrame(view);
    let key = `${file} ${view.id}`;
    for (let repeat = 2; tally.outcomes.has(key); repeat++) key = `${file} ${view.id} (${repeat})`; // a file may repeat an id
    tally.outcomes.set(key, matched);
    if (matched) { tally.matched++; continue; }
    if (listMisses) console.log(`MISS ${file} ${view.elementName} ${view.id}: stored ${rect(view.storedFrame)} solved ${rect(view.frame)}`);
  }
}

function rect({ x, y, width, height }) {
  return `(${[x, y, width, height].map((value) => +value.toFixed(6)).join(", ")})`;
}

function summary(tally) {
  const share = tally.eligible === 0 ? 0 : (tally.matched / tally.eligible) * 100;
  return `${tally.documents} documents (${tally.unreadable} unreadable); views determined by constraints: ${tally.matched}/${tally.eligible} ` +
    `match Xcode's frame within 0.5 pt (${share.toFixed(1)}%), ${tally.exact} within 0.01 pt; skipped: ${tally.autoresizing} autoresizing, ${tally.marked} marked ` +
    `misplaced/ambiguous by Xcode, ${tally.insideMarked} inside a view Xcode marked misplaced, ${tally.ambiguous} ambiguous, ` +
    `${tally.noFrame} without a stored frame`;
}

/** The measured-text misses: how many match with Xcode's text sizes, miss there too, or are not compared there (ambiguous for us). */
function missSplit({ measured, storedFrames }) {
  let textOnly = 0, both = 0, notCompared = 0;
  for (const [key, matched] of measured.outcomes) {
    if (matched) continue;
    const there = storedFrames.outcomes.get(key);
    if (there === true) textOnly++; else if (there === false) both++; else notCompared++;
  }
  return `${textOnly} match with Xcode's text sizes (text measurement), ${both} miss with them too, ${notCompared} not compared with them`;
}

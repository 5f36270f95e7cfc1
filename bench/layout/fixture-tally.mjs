// What the fixture reports share (fixture-report.mjs, corpus-report.mjs, ambiguous-views.mjs): which
// documents are which kind, the flags Xcode wrote, and the eligibility rule of Swift's
// FixtureLayoutTests — a view is compared with the frame Xcode stored when it is laid out by
// constraints (not autoresizing), not flagged misplaced/ambiguous by Xcode nor inside a view it
// flagged misplaced, and not ambiguous for us; it matches within 0.5 pt (exactly: 0.01 pt).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseXml } from "../../Public/js/sync/engine/xml-parser.js";
import { forEachElement } from "../../Public/js/layout/elements.js";
import { matchesStoredFrame } from "../../Public/js/layout/layout-issues.js";

/** The documents of a folder, sorted: {name, document (parsed, null when unreadable), root, kind}. */
export function* documentsIn(folder) {
  for (const name of readdirSync(folder).filter((file) => /\.(storyboard|xib)$/.test(file)).sort()) {
    let document = null;
    try { document = parseXml(readFileSync(join(folder, name), "utf8")); } catch { /* counted as unreadable */ }
    const root = document ? document.documentElement ?? document.root ?? document : null;
    yield { name, document, root, kind: root ? documentKind(root, name) : "unreadable" };
  }
}

/** "iOS storyboard", "iOS xib", "macOS" (xib or storyboard) or "other" (tvOS, watchOS). */
export function documentKind(root, name) {
  const runtime = root.getAttribute("targetRuntime") ?? "";
  if (runtime === "MacOSX.Cocoa") return "macOS";
  const cocoaTouch = runtime === "iOS.CocoaTouch" || (!runtime && (root.getAttribute("type") ?? "").includes("CocoaTouch"));
  if (!cocoaTouch) return "other";
  return name.endsWith(".storyboard") ? "iOS storyboard" : "iOS xib";
}

/** id → {misplaced, ambiguous} as Xcode flagged the element. */
export function xcodeFlags(root) {
  const flags = new Map();
  forEachElement(root, (element) => {
    const id = element.getAttribute("id");
    if (id && !flags.has(id)) flags.set(id, { misplaced: element.getAttribute("misplaced") === "YES", ambiguous: element.getAttribute("ambiguous") === "YES" });
  });
  return flags;
}

export function newTally() {
  return { documents: 0, unreadable: 0, eligible: 0, matched: 0, exact: 0, outcomes: new Map(), misses: [],
    autoresizing: 0, marked: 0, insideMarked: 0, ambiguous: 0, noFrame: 0 };
}

/**
 * Counts a solved document into `tally`. `outcomes` keeps `file id` → matched; `misses` keeps
 * {file, view, superview (solved view or undefined)} of each miss.
 */
export function count(tally, result, flags, file) {
  tally.documents++;
  const ambiguous = new Set(result.issues.filter((issue) => issue.kind === "ambiguous").map((issue) => issue.objectID));
  const byID = new Map(result.views.map((view) => [view.id, view]));
  const insideMisplaced = (view) => {
    for (let id = view.superviewID; id !== null && id !== undefined; id = byID.get(id)?.superviewID) if (flags.get(id)?.misplaced) return true;
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
    tally.misses.push({ file, key, view, superview: byID.get(view.superviewID) });
  }
}

export function rect({ x, y, width, height }) {
  return `(${[x, y, width, height].map((value) => +value.toFixed(6)).join(", ")})`;
}

export function share(tally) {
  return tally.eligible === 0 ? 0 : (tally.matched / tally.eligible) * 100;
}

export function summary(tally) {
  return `${tally.documents} documents (${tally.unreadable} unreadable); views determined by constraints: ${tally.matched}/${tally.eligible} ` +
    `match Xcode's frame within 0.5 pt (${share(tally).toFixed(1)}%), ${tally.exact} within 0.01 pt; skipped: ${tally.autoresizing} autoresizing, ${tally.marked} marked ` +
    `misplaced/ambiguous by Xcode, ${tally.insideMarked} inside a view Xcode marked misplaced, ${tally.ambiguous} ambiguous, ` +
    `${tally.noFrame} without a stored frame`;
}

/** The measured-text misses: how many match with Xcode's text sizes, miss there too, or are not compared there (ambiguous for us). */
export function missSplit({ measured, storedFrames }) {
  let textOnly = 0, both = 0, notCompared = 0;
  for (const [key, matched] of measured.outcomes) {
    if (matched) continue;
    const there = storedFrames.outcomes.get(key);
    if (there === true) textOnly++; else if (there === false) both++; else notCompared++;
  }
  return { textOnly, both, notCompared };
}

// The fixture report of Swift's FixtureLayoutTests, run on the browser's JavaScript mapping
// (Public/js/layout): every CocoaTouch document in ../shared/fixtures/ib laid out on its own
// device, and the views whose constraints determine their frame (not autoresizing, not flagged
// misplaced/ambiguous by Xcode or inside a view it flagged misplaced, not ambiguous for us)
// compared with the frame Xcode stored, within 0.5 pt (and exactly: within 0.01 pt). Both text
// modes, as the Swift test prints them.
// Useful for trying a mapping change without a Swift build; the parity test keeps the two equal.
// It also splits the misses with our text measurement: those that match with Xcode's text sizes
// (the only difference between the two runs, so text measurement is their cause) and the rest.
// The whole corpus, by kind and with the misses grouped by cause: corpus-report.mjs.
//
// With --appkit: the macOS documents instead (Swift's "AppKit, measured text" line).
//
//     node bench/layout/fixture-report.mjs [--appkit] [--misses measured|stored] [--fixtures DIR]
import { existsSync } from "node:fs";
import { DocumentLayout } from "../../Public/js/layout/document-layout.js";
import { count, documentsIn, missSplit, newTally, rect, summary, xcodeFlags } from "./fixture-tally.mjs";

const argument = (name) => { const at = process.argv.indexOf(name); return at < 0 ? null : process.argv[at + 1]; };
const folder = argument("--fixtures") ?? new URL("../../../shared/fixtures/ib", import.meta.url).pathname;
const listMisses = argument("--misses");
const appKit = process.argv.includes("--appkit");
if (!existsSync(folder)) {
  console.log(`no fixtures at ${folder}: nothing to report`);
  process.exit(0);
}

const tallies = { measured: newTally(), storedFrames: newTally() };
for (const { name, document, root, kind } of documentsIn(folder)) {
  if (!document) { tallies.measured.unreadable++; tallies.storedFrames.unreadable++; continue; }
  if (appKit ? kind !== "macOS" : !kind.startsWith("iOS")) continue;
  const flags = xcodeFlags(root);
  for (const intrinsicSizes of ["measured", "storedFrames"]) {
    const tally = tallies[intrinsicSizes];
    const before = tally.misses.length;
    count(tally, new DocumentLayout(document, { intrinsicSizes }).solve(), flags, name);
    if (listMisses !== (intrinsicSizes === "measured" ? "measured" : "stored")) continue;
    for (const { view } of tally.misses.slice(before)) {
      console.log(`MISS ${name} ${view.elementName} ${view.id}: stored ${rect(view.storedFrame)} solved ${rect(view.frame)}`);
    }
  }
}
const split = missSplit(tallies);
console.log(`JavaScript mapping${appKit ? ", AppKit" : ""}, measured text: ${summary(tallies.measured)}`);
console.log(`JavaScript mapping, text sizes Xcode stored: ${summary(tallies.storedFrames)}`);
console.log(`misses with measured text: ${split.textOnly} match with Xcode's text sizes (text measurement), ${split.both} miss with them too, ` +
  `${split.notCompared} not compared with them`);

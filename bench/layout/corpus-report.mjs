// The fixture report over the whole corpus (../shared/fixtures/corpus: 935 real documents of 40
// apps), by kind — iOS storyboards, iOS xibs, macOS xibs and storyboards — in both text modes
// (our measurement; the text sizes Xcode stored, as `storyweave layout --stored-text-sizes`), with
// the skipped views by reason and the misses grouped by what they have in common:
//   - with our measurement, a miss that matches with Xcode's text sizes is text measurement's;
//   - a miss inside a superview whose solved size is already off follows that superview;
//   - the others ("first misses") by element and by the parts of the frame that are off (x, y,
//     w, h), the largest groups first, with an example each. docs/layout.md names their causes.
// The same eligibility and tolerance as Swift's FixtureLayoutTests (fixture-tally.mjs).
//
//     node bench/layout/corpus-report.mjs [--fixtures DIR] [--groups N] [--misses measured|stored] [--firsts measured|stored] [--kind "iOS xib"]
// (--firsts lists every first miss of each group shown, not only its example.)
import { existsSync } from "node:fs";
import { DocumentLayout } from "../../Public/js/layout/document-layout.js";
import { count, documentsIn, missSplit, newTally, rect, share, xcodeFlags } from "./fixture-tally.mjs";

const argument = (name) => { const at = process.argv.indexOf(name); return at < 0 ? null : process.argv[at + 1]; };
const folder = argument("--fixtures") ?? new URL("../../../shared/fixtures/corpus", import.meta.url).pathname;
const groupCount = Number(argument("--groups") ?? 12);
const listMisses = argument("--misses");
const listFirsts = argument("--firsts");
const onlyKind = argument("--kind");
if (!existsSync(folder)) {
  console.log(`no corpus at ${folder}: nothing to report`);
  process.exit(0);
}

const KINDS = ["iOS storyboard", "iOS xib", "macOS"];
const tallies = new Map(KINDS.map((kind) => [kind, { measured: newTally(), storedFrames: newTally() }]));
let others = 0, unreadable = 0;
for (const { name, document, root, kind } of documentsIn(folder)) {
  if (!document) { unreadable++; continue; }
  if (!tallies.has(kind)) { others++; continue; }
  if (onlyKind && kind !== onlyKind) continue;
  const flags = xcodeFlags(root);
  for (const intrinsicSizes of ["measured", "storedFrames"]) {
    let result;
    try {
      result = new DocumentLayout(document, { intrinsicSizes }).solve();
    } catch (error) {
      console.log(`FAILED ${name} (${intrinsicSizes}): ${error.message}`);
      continue;
    }
    count(tallies.get(kind)[intrinsicSizes], result, flags, name);
  }
}

const line = (tally) => `${tally.matched}/${tally.eligible} (${share(tally).toFixed(1)}%), ${tally.exact} exact`;
const skipped = (tally) => `${tally.autoresizing} autoresizing, ${tally.marked} flagged by Xcode, ${tally.insideMarked} inside a flagged view, ` +
  `${tally.ambiguous} ambiguous for us`;
console.log(`corpus: ${folder}; ${unreadable} unreadable, ${others} tvOS/watchOS documents not compared`);
console.log("| documents | stored text sizes | our measurement | skipped (stored sizes) | skipped (measured) |");
console.log("|---|---|---|---|---|");
const total = { measured: newTally(), storedFrames: newTally() };
for (const [kind, { measured, storedFrames }] of tallies) {
  console.log(`| ${kind} (${storedFrames.documents}) | ${line(storedFrames)} | ${line(measured)} | ${skipped(storedFrames)} | ${skipped(measured)} |`);
  for (const [key, tally] of [["measured", measured], ["storedFrames", storedFrames]]) {
    for (const field of ["documents", "eligible", "matched", "exact", "autoresizing", "marked", "insideMarked", "ambiguous"]) total[key][field] += tally[field];
  }
}
console.log(`| all (${total.storedFrames.documents}) | ${line(total.storedFrames)} | ${line(total.measured)} | ${skipped(total.storedFrames)} | ${skipped(total.measured)} |`);

for (const [kind, pair] of tallies) {
  if (pair.storedFrames.eligible === 0) continue;
  const split = missSplit(pair);
  console.log(`\n## ${kind}\nmeasured misses: ${split.textOnly} match with Xcode's text sizes (text measurement), ${split.both} miss with them too, ` +
    `${split.notCompared} not compared with them (ambiguous for us with stored sizes)`);
  for (const [mode, tally] of [["stored", pair.storedFrames], ["measured", pair.measured]]) {
    const groups = new Map();
    let followers = 0, textOnly = 0;
    for (const miss of tally.misses) {
      if (mode === "measured" && pair.storedFrames.outcomes.get(miss.key) === true) { textOnly++; continue; }
      if (listMisses === mode) console.log(`MISS ${miss.file} ${miss.view.elementName} ${miss.view.id}: stored ${rect(miss.view.storedFrame)} solved ${rect(miss.view.frame)}`);
      if (sizeIsOff(miss.superview)) { followers++; continue; }
      const key = `${miss.view.elementName} ${offParts(miss.view)}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(miss);
    }
    const firsts = tally.misses.length - followers - textOnly;
    console.log(`${mode === "stored" ? "with stored text sizes" : "with our measurement"}: ${tally.misses.length} misses` +
      (mode === "measured" ? `, ${textOnly} of them text measurement's` : "") +
      `; ${followers} inside a superview whose size is off; ${firsts} first misses, by element and the parts that are off:`);
    for (const [key, misses] of [...groups].sort((a, b) => b[1].length - a[1].length).slice(0, groupCount)) {
      const files = new Set(misses.map((miss) => miss.file)).size;
      const { file, view } = misses[0];
      console.log(`  ${misses.length} ${key} (${files} documents), e.g. ${file} ${view.id}: stored ${rect(view.storedFrame)} solved ${rect(view.frame)}`);
      if (listFirsts === mode) for (const other of misses.slice(1)) console.log(`    ${other.file} ${other.view.id}: stored ${rect(other.view.storedFrame)} solved ${rect(other.view.frame)}`);
    }
  }
}

function near(a, b) { return Math.abs(a - b) <= 0.5; }

/** Whether a (solved) superview's size differs from the stored one by more than 0.5 pt. */
function sizeIsOff(view) {
  if (!view?.storedFrame) return false;
  return !near(view.storedFrame.width, view.frame.width) || !near(view.storedFrame.height, view.frame.height);
}

/** "xw", "yh", …: the parts of the frame that are off. */
function offParts({ storedFrame: stored, frame }) {
  return [["x", "x"], ["y", "y"], ["w", "width"], ["h", "height"]].filter(([, key]) => !near(stored[key], frame[key])).map(([part]) => part).join("");
}

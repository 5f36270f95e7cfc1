// The views the editor's canvas would mark misplaced on a fresh upload that Xcode did not flag
// (docs/layout.md, "Stored text sizes in the editor"): every document of the corpus is solved as
// the canvas solves it (Public/js/constraints/live-layout.js: DocumentLayout on the document's own
// device, the same modules) and each `misplaced` issue on a view without Xcode's `misplaced="YES"` is
// counted — on documents without any Xcode misplacement flag, and on all. Two text modes side by
// side: our measurement only (the canvas before stored text sizes) and the editor's mode, Xcode's
// stored size for each text view unchanged since load (StoredTextSizes captured from the document as
// uploaded) — and, for reference, the --stored-text-sizes mode. The canvas solves iOS documents only; macOS is
// counted for the record.
//
//     node bench/layout/misplaced-marks.mjs [--fixtures DIR] [--list]
import { existsSync } from "node:fs";
import { DocumentLayout } from "../../Public/js/layout/document-layout.js";
import { StoredTextSizes } from "../../Public/js/layout/stored-text-sizes.js";
import { documentsIn, xcodeFlags } from "./fixture-tally.mjs";

const argument = (name) => { const at = process.argv.indexOf(name); return at < 0 ? null : process.argv[at + 1]; };
const folder = argument("--fixtures") ?? new URL("../../../shared/fixtures/corpus", import.meta.url).pathname;
const list = process.argv.includes("--list");
if (!existsSync(folder)) {
  console.log(`no corpus at ${folder}: nothing to count`);
  process.exit(0);
}

// The third column is the --stored-text-sizes mode (every text view at its stored size): on a fresh upload the
// editor's mode should equal it; what it still marks is the mapping's, not text measurement's.
const MODES = { "our measurement": () => ({}), "stored sizes where unchanged": (document) => ({ storedTextSizes: StoredTextSizes.capture(document) }),
  "--stored-text-sizes": () => ({ intrinsicSizes: "storedFrames" }) };
const newCount = () => ({ documents: 0, falseMarks: 0, documentsWithFalseMarks: 0 });
const counts = new Map();
const bucket = (platform, unflagged, mode) => {
  const key = `${platform}|${unflagged ? "no Xcode flags" : "all"}|${mode}`;
  if (!counts.has(key)) counts.set(key, newCount());
  return counts.get(key);
};
let failed = 0;
for (const { name, document, root, kind } of documentsIn(folder)) {
  if (!document || kind === "other") continue;
  const platform = kind === "macOS" ? "macOS" : "iOS";
  const flags = xcodeFlags(root);
  const unflagged = ![...flags.values()].some((flag) => flag.misplaced);
  for (const [mode, options] of Object.entries(MODES)) {
    let result;
    try {
      result = new DocumentLayout(document, { detectsAmbiguity: false, explainsConflicts: false, ...options(document) }).solve();
    } catch (error) {
      failed++;
      console.log(`FAILED ${name} (${mode}): ${error.message}`);
      continue;
    }
    const marks = result.issues.filter((issue) => issue.kind === "misplaced" && !flags.get(issue.objectID)?.misplaced);
    if (list && marks.length) for (const mark of marks) console.log(`MARK ${mode} | ${name} ${mark.objectID}`);
    for (const tally of unflagged ? [bucket(platform, true, mode), bucket(platform, false, mode)] : [bucket(platform, false, mode)]) {
      tally.documents++;
      tally.falseMarks += marks.length;
      if (marks.length) tally.documentsWithFalseMarks++;
    }
  }
}
console.log(`corpus: ${folder}${failed ? `; ${failed} solves failed` : ""}`);
console.log("| documents | " + Object.keys(MODES).join(" | ") + " |");
console.log("|---|" + Object.keys(MODES).map(() => "---|").join(""));
for (const platform of ["iOS", "macOS"]) {
  for (const scope of ["no Xcode flags", "all"]) {
    const cells = Object.keys(MODES).map((mode) => counts.get(`${platform}|${scope}|${mode}`) ?? newCount());
    console.log(`| ${platform}, ${scope} (${cells[0].documents}) | ` +
      cells.map((tally) => `${tally.falseMarks} false marks in ${tally.documentsWithFalseMarks} documents`).join(" | ") + " |");
  }
}

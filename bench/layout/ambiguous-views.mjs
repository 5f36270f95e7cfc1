// The views the fixture report skips as ambiguous for us (bench/layout/fixture-report.mjs's eligibility: laid out by
// constraints, not flagged misplaced/ambiguous by Xcode nor inside a view it flagged misplaced), one line each, with
// both text modes: the axes, the superview, Xcode's stored frame, ours, and whether they agree within 0.5 pt. To see
// which skipped views a mapping change makes determined (docs/layout.md, "skipped as ambiguous").
//
//     node bench/layout/ambiguous-views.mjs [--fixtures DIR]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseXml } from "../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../Public/js/layout/document-layout.js";
import { forEachElement } from "../../Public/js/layout/elements.js";
import { matchesStoredFrame } from "../../Public/js/layout/layout-issues.js";

const at = process.argv.indexOf("--fixtures");
const folder = at < 0 ? new URL("../../../shared/fixtures/ib", import.meta.url).pathname : process.argv[at + 1];
if (!existsSync(folder)) {
  console.log(`no fixtures at ${folder}: nothing to list`);
  process.exit(0);
}
const rect = (frame) => (frame ? `(${[frame.x, frame.y, frame.width, frame.height].map((value) => +value.toFixed(2)).join(", ")})` : "none");
const counts = { measured: 0, storedFrames: 0 };
for (const name of readdirSync(folder).filter((file) => /\.(storyboard|xib)$/.test(file)).sort()) {
  let document;
  try { document = parseXml(readFileSync(join(folder, name), "utf8")); } catch { continue; }
  const root = document.documentElement ?? document.root ?? document;
  const runtime = root.getAttribute("targetRuntime") ?? "";
  if (!(runtime === "iOS.CocoaTouch" || (!runtime && (root.getAttribute("type") ?? "").includes("CocoaTouch")))) continue;
  const flags = new Map();
  forEachElement(root, (element) => {
    const id = element.getAttribute("id");
    if (id && !flags.has(id)) flags.set(id, { misplaced: element.getAttribute("misplaced") === "YES", ambiguous: element.getAttribute("ambiguous") === "YES" });
  });
  for (const intrinsicSizes of ["measured", "storedFrames"]) {
    const result = new DocumentLayout(document, { intrinsicSizes }).solve();
    const axes = new Map(result.issues.filter((issue) => issue.kind === "ambiguous").map((issue) => [issue.objectID, issue.axes]));
    const superviews = new Map(result.views.map((view) => [view.id, view.superviewID]));
    const insideMisplaced = (view) => {
      for (let id = view.superviewID; id !== null && id !== undefined; id = superviews.get(id)) if (flags.get(id)?.misplaced) return true;
      return false;
    };
    for (const view of result.views) {
      const flag = flags.get(view.id) ?? {};
      if (view.superviewID === null || view.translatesAutoresizingMask || flag.misplaced || flag.ambiguous || insideMisplaced(view)) continue;
      if (!axes.has(view.id)) continue;
      counts[intrinsicSizes]++;
      const agrees = view.storedFrame && matchesStoredFrame(view) ? "agrees" : "differs";
      console.log(`${intrinsicSizes} ${name} ${view.elementName} ${view.id} [${axes.get(view.id).join(", ")}] in ${view.superviewID}: ` +
        `stored ${rect(view.storedFrame)} solved ${rect(view.frame)} ${agrees}`);
    }
  }
}
console.log(`ambiguous for us: ${counts.measured} with measured text, ${counts.storedFrames} with Xcode's text sizes`);

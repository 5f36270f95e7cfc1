// JavaScript mapping + solve benchmark (V8, as in the browser): `node bench/layout/mapping-bench.mjs`.
// Two 300-view scenes: the grid of the Swift LayoutBench (views in rows of 10, 4 required
// constraints each) and a form-like scene (cards with labels, buttons, switches and stack views,
// so text measurement, intrinsic sizes and stack constraints are in play). Prints, per scene:
// parse (the sync engine's XML parser), map (document → LayoutSystem), map + solve from scratch
// (what the canvas does after an edit or a device change), map + solve + issues (ambiguity
// probes, conflicts, misplacement), and a drag re-solve (edit variables, every frame read back).
// Figures are process CPU time, like the Swift LayoutBench, so a loaded machine counts less: the
// median and, for the from-scratch solves, the best run (on a shared, loaded machine the best is
// the closer estimate of an idle desktop; GC pauses land in some runs and not others).
import { parseXml } from "../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../Public/js/layout/document-layout.js";
import { grid, form } from "./scenes.mjs";


const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Process CPU time in ms (user + system), as the Swift LayoutBench measures: other work on a shared machine doesn't count. */
function cpuMilliseconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
function time(runs, body) {
  const times = [];
  let result;
  for (let run = 0; run < runs; run += 1) {
    const start = cpuMilliseconds();
    result = body();
    times.push(cpuMilliseconds() - start);
  }
  return { ms: median(times), best: Math.min(...times), result };
}

const runs = 31;
for (const [name, scene] of [["grid", grid(300)], ["form", form(50)]]) {
  // Warm the JIT up, as a page that has already laid out a few times (V8 keeps optimising over
  // the first ~20 solves: with 3 warm-up runs the median of 31 still includes some of those).
  const warmUp = Number(process.env.WARM_UP ?? 20);
  for (let i = 0; i < warmUp; i += 1) new DocumentLayout(parseXml(scene.xml), { detectsAmbiguity: false }).solve();
  const parse = time(runs, () => parseXml(scene.xml));
  const document = parse.result;
  const map = time(runs, () => new DocumentLayout(document).system());
  const constraints = map.result.roots.reduce((sum, root) => sum + root.constraints.length, 0);
  const views = map.result.roots.reduce((sum, root) => sum + root.views.length, 0);
  const solve = time(runs, () => new DocumentLayout(document, { detectsAmbiguity: false, explainsConflicts: false }).solve());
  console.log(`js mapping, ${name} scene: ${views} views, ${constraints} constraints — parse ${parse.ms.toFixed(2)} ms, `
    + `map ${map.ms.toFixed(2)} ms, map+solve from scratch ${solve.ms.toFixed(2)} ms (median of ${runs}; best ${solve.best.toFixed(2)} ms)`);

  const root = solve.result.roots[0];
  const rootFrame = solve.result.views.find((view) => view.id === scene.dragged).rootFrame;
  root.beginDrag(scene.dragged);
  const frames = 2000;
  const began = cpuMilliseconds();
  for (let step = 0; step < frames; step += 1) root.dragTo(rootFrame.x + (step % 100) - 50, rootFrame.y + (step % 60) - 30);
  const elapsed = cpuMilliseconds() - began;
  root.endDrag();
  console.log(`js mapping, ${name} scene: drag re-solve of ${scene.dragged} (edit variables + every frame read back) `
    + `${(elapsed / frames).toFixed(3)} ms per frame over ${frames} frames`);
}

// Issues (ambiguity probes: up to 4 per view, most decided from the solved tableau by pullOutcome,
// the rest solved as edit-variable pulls): measured on smaller form scenes too.
for (const [name, scene] of [["grid 300 views", grid(300)], ["form 60 views", form(10)], ["form 120 views", form(20)], ["form 300 views", form(50)]]) {
  const document = parseXml(scene.xml);
  const solve = time(3, () => new DocumentLayout(document, { detectsAmbiguity: false }).solve());
  const issueRuns = 11;
  const issues = time(issueRuns, () => new DocumentLayout(document).solve());
  console.log(`js mapping, ${name}: map+solve ${solve.ms.toFixed(1)} ms, with issues ${issues.ms.toFixed(1)} ms `
    + `(${issues.result.issues.length} issues, median of ${issueRuns})`);
}

// Profiling driver: `node --cpu-prof bench/layout/profile-scene.mjs grid|form [runs] [issues]` — solves one
// bench scene from scratch `runs` times (after a warm-up) so a CPU or heap profile sees only that work.
import { parseXml } from "../../Public/js/sync/engine/xml-parser.js";
import { DocumentLayout } from "../../Public/js/layout/document-layout.js";
import { grid, form } from "./scenes.mjs";

const [name = "grid", runsText = "60", issuesText = ""] = process.argv.slice(2);
const scene = name === "grid" ? grid(300) : form(name === "form" ? 50 : Number(name.slice(4)));
const document = parseXml(scene.xml);
const options = issuesText === "issues" ? {} : { detectsAmbiguity: false, explainsConflicts: false };
for (let i = 0; i < 3; i += 1) new DocumentLayout(document, options).solve();
const times = [];
for (let run = 0; run < Number(runsText); run += 1) {
  const start = process.cpuUsage();
  const result = new DocumentLayout(document, options).solve();
  const used = process.cpuUsage(start);
  times.push((used.user + used.system) / 1000);
  if (process.env.TRACE_RUNS) console.log(`run ${run}: ${times.at(-1).toFixed(1)} ms`);
  if (run === 0 && issuesText) console.log(`${result.issues.length} issues`);
}
console.log(times.map((t) => t.toFixed(1)).join(" "));
times.sort((a, b) => a - b);
console.log(`${name}: median ${times[times.length >> 1].toFixed(2)} ms, best ${times[0].toFixed(2)} ms over ${times.length}`);

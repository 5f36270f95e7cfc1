// JavaScript solver benchmark (V8, as in the browser): `node bench/layout/solver-bench.mjs`.
// The same scene as the Swift LayoutBench: views in rows of 10, 4 required constraints each
// (width, height, leading to the previous view or the margin, top to the view above or the top).
// Process CPU time (a loaded machine counts less); from-scratch solves print the median and the best run.
import { Variable, Constraint, Strength, Solver } from "../../Public/js/layout/solver.js";

function scene(views) {
  const solver = new Solver();
  const lefts = [], tops = [], widths = [], heights = [];
  let count = 0;
  for (let i = 0; i < views; i += 1) {
    const l = new Variable(`l${i}`), t = new Variable(`t${i}`), w = new Variable(`w${i}`), h = new Variable(`h${i}`);
    lefts.push(l); tops.push(t); widths.push(w); heights.push(h);
    const constraints = [
      new Constraint([[w, 1]], -28, "=="),
      new Constraint([[h, 1]], -28, "=="),
      i % 10 === 0 ? new Constraint([[l, 1]], -8, "==") : new Constraint([[l, 1], [lefts[i - 1], -1], [widths[i - 1], -1]], -8, "=="),
      i < 10 ? new Constraint([[t, 1]], -20, "==") : new Constraint([[t, 1], [tops[i - 10], -1], [heights[i - 10], -1]], -8, "=="),
    ];
    for (const constraint of constraints) { solver.addConstraint(constraint); count += 1; }
  }
  // Weak wishes to stay put (what the layout adds for every view), so the optimizer has work.
  for (let i = 0; i < views; i += 1) solver.addConstraint(new Constraint([[lefts[i], 1]], -lefts[i].value, "==", Strength.weak));
  solver.updateVariables();
  return { solver, lefts, count };
}

scene(500); // warm the JIT up, as a page that has already laid out once
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMilliseconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (const views of [300, 500]) {
  const times = [];
  let count = 0;
  for (let run = 0; run < 15; run += 1) {
    const start = cpuMilliseconds();
    count = scene(views).count;
    times.push(cpuMilliseconds() - start);
  }
  console.log(`js solver: ${views} views, ${count} required + ${views} weak constraints solved from scratch in ${median(times).toFixed(2)} ms `
    + `(median of 15; best ${Math.min(...times).toFixed(2)} ms)`);
}

const { solver, lefts } = scene(500);
solver.addEditVariable(lefts[0], Strength.strong);
const updates = 20000;
const start = cpuMilliseconds();
for (let step = 0; step < updates; step += 1) {
  solver.suggestValue(lefts[0], step % 200);
  solver.updateVariables();
}
const elapsed = cpuMilliseconds() - start;
console.log(`js edit variable: ${updates} suggestValue+updateVariables in ${elapsed.toFixed(1)} ms → ${Math.round(updates / elapsed * 1000)} updates/s (${(elapsed / updates).toFixed(3)} ms per update, 2,000 constraints)`);

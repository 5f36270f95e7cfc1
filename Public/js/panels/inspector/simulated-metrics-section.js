/**
 * The Attributes inspector's "Simulated Metrics" section of a UIKit view controller (one that has a main
 * view): Size, Top Bar, Bottom Bar and Status Bar pop-ups, each choice one undoable batch
 * (simulated-metrics-edit.js writes the XML as Xcode does and moves the views the new bars move).
 */
import { popUp, section } from "./fields.js";
import { currentChoice, SIMULATED_METRICS, simulatedMetricChangeOps } from "../../commands/auto-layout/simulated-metrics-edit.js";

const LABELS = { size: "Change Simulated Size", topBar: "Change Top Bar", bottomBar: "Change Bottom Bar", statusBar: "Change Status Bar" };

/** [] unless the node is an iOS view controller with a `key="view"` view. */
export function simulatedMetricsSections(node, { model, actions }) {
  const controller = node?.element;
  if (!controller || model?.platform !== "ios" || !controller.tagName?.toLowerCase().endsWith("controller")) return [];
  if (![...controller.children].some((child) => child.getAttribute("key") === "view")) return [];
  const editable = !actions.readOnly;
  const rows = SIMULATED_METRICS.map((metric) => {
    const current = currentChoice(controller, metric.field);
    const commit = editable ? (choice) => actions.run(LABELS[metric.field], (doc) => simulatedMetricChangeOps(doc, { id: node.id, field: metric.field, choice })) : null;
    return popUp(metric.label, current, metric.choices.map(([label]) => label), `simulated-${metric.field}`, commit);
  });
  return [section("Simulated Metrics", rows, { name: "simulated-metrics" })];
}

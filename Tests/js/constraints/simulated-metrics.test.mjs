// Simulated Metrics in the editor: the XML each Attributes-inspector choice writes (as Xcode writes it, in
// Xcode's place), the frames a bar change moves, and the bars' geometry on a few devices.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { currentChoice, simulatedMetricChangeOps, simulatedMetricOps } from "../../../Public/js/commands/auto-layout/simulated-metrics-edit.js";
import { deviceNamed } from "../../../Public/js/layout/devices.js";
import { barGeometry, explicitMetrics, resolvedBars } from "../../../Public/js/layout/simulated-metrics.js";
import { apply, linesWith, profile, PROFILE } from "./support.mjs";

const NO_INFERENCE = { navigation: new Set(), tabBar: new Set(), toolbar: new Set() };

/** The trimmed lines between the controller's `<view key="view">` block end and `</viewController>`. */
function controllerTail(text) {
  const lines = text.split("\n").map((line) => line.trim());
  const end = lines.indexOf("</viewController>");
  const start = lines.lastIndexOf("</view>", end);
  return lines.slice(start + 1, end);
}

test("each choice writes the element Xcode writes, in the Simulated Metrics order, and reads back", () => {
  const doc = profile();
  const id = "prf-Ct-001";
  let text = apply(doc, simulatedMetricOps(doc, { id, field: "topBar", choice: "Translucent Navigation Bar" }));
  assert.deepEqual(controllerTail(text), ['<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>']);
  text = apply(doc, simulatedMetricOps(doc, { id, field: "statusBar", choice: "None" }));
  text = apply(doc, simulatedMetricOps(doc, { id, field: "bottomBar", choice: "Opaque Tab Bar" }));
  text = apply(doc, simulatedMetricOps(doc, { id, field: "size", choice: "Freeform" }));
  assert.deepEqual(controllerTail(text), [
    '<nil key="simulatedStatusBarMetrics"/>',
    '<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>',
    '<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>',
    '<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>',
    '<size key="freeformSize" width="390" height="844"/>',
  ]);
  const controller = doc.elementById(id);
  assert.deepEqual(["size", "topBar", "bottomBar", "statusBar"].map((field) => currentChoice(controller, field)),
    ["Freeform", "Translucent Navigation Bar", "Opaque Tab Bar", "None"]);
  // Replacing a choice keeps its place; the same choice again is no op; Inferred removes the element (and the size).
  text = apply(doc, simulatedMetricOps(doc, { id, field: "topBar", choice: "Opaque Navigation Bar with Prompt" }));
  assert.equal(controllerTail(text)[1], '<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO"/>');
  assert.deepEqual(simulatedMetricOps(doc, { id, field: "topBar", choice: "Opaque Navigation Bar with Prompt" }), []);
  for (const field of ["size", "topBar", "bottomBar", "statusBar"]) text = apply(doc, simulatedMetricOps(doc, { id, field, choice: "Inferred" }));
  assert.equal(text, PROFILE);
});

test("a new metrics element goes before the controller's connections", () => {
  const doc = SyncDocument.parse(PROFILE.replace("                </viewController>",
    '                    <connections>\n                        <outlet property="avatar" destination="prf-Av-001" id="prf-Ou-001"/>\n                    </connections>\n                </viewController>'));
  const text = apply(doc, simulatedMetricOps(doc, { id: "prf-Ct-001", field: "bottomBar", choice: "Translucent Toolbar" }));
  const tail = controllerTail(text);
  assert.deepEqual(tail.slice(0, 2), ['<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>', "<connections>"]);
});

test("a bar change moves the views that were in place: the avatar pinned to the safe area top follows the navigation bar", () => {
  const doc = profile();
  const ops = simulatedMetricChangeOps(doc, { id: "prf-Ct-001", field: "topBar", choice: "Translucent Navigation Bar" });
  const text = apply(doc, ops);
  // iPhone 14: 47 pt status bar + 44 pt navigation bar; the avatar is 60 pt below the safe area, the name bar 20 pt below it.
  assert.deepEqual(linesWith(text, 'id="prf-Av-001"').length, 1);
  const frameOf = (id) => {
    const lines = text.split("\n");
    const index = lines.findIndex((line) => line.includes(`id="${id}"`));
    return lines[index + 1].trim();
  };
  assert.equal(frameOf("prf-Av-001"), '<rect key="frame" x="145" y="151" width="100" height="100"/>');
  assert.equal(frameOf("prf-Nm-001"), '<rect key="frame" x="20" y="271" width="350" height="30"/>');
  // Autoresizing views keep their frames.
  assert.equal(frameOf("prf-Cd-001"), '<rect key="frame" x="20" y="400" width="350" height="200"/>');
});

test("an opaque bar shortens a full-screen root view (stored at y = 0 below it) and a translucent one gives it back", () => {
  const doc = profile();
  const frameOf = (id) => {
    const lines = doc.serialize().split("\n");
    return lines[lines.findIndex((line) => line.includes(`id="${id}"`)) + 1].trim();
  };
  // iPhone 14: 47 pt status bar + 44 pt opaque bar above the root; the avatar 60 pt under its (uninset) top.
  apply(doc, simulatedMetricChangeOps(doc, { id: "prf-Ct-001", field: "topBar", choice: "Opaque Navigation Bar" }));
  assert.equal(frameOf("prf-Vw-001"), '<rect key="frame" x="0.0" y="0.0" width="390" height="753"/>');
  assert.equal(frameOf("prf-Av-001"), '<rect key="frame" x="145" y="60" width="100" height="100"/>');
  // An opaque toolbar too: it and the 34 pt home indicator below the root.
  apply(doc, simulatedMetricChangeOps(doc, { id: "prf-Ct-001", field: "bottomBar", choice: "Opaque Toolbar" }));
  assert.equal(frameOf("prf-Vw-001"), '<rect key="frame" x="0.0" y="0.0" width="390" height="675"/>');
  apply(doc, simulatedMetricChangeOps(doc, { id: "prf-Ct-001", field: "bottomBar", choice: "Inferred" }));
  apply(doc, simulatedMetricChangeOps(doc, { id: "prf-Ct-001", field: "topBar", choice: "Translucent Navigation Bar" }));
  assert.equal(frameOf("prf-Vw-001"), '<rect key="frame" x="0.0" y="0.0" width="390" height="844"/>');
  assert.equal(frameOf("prf-Av-001"), '<rect key="frame" x="145" y="151" width="100" height="100"/>');
});

test("explicit metrics are read as Xcode writes them; the rest is inferred", () => {
  const controller = SyncDocument.parse(`<document><scenes><scene sceneID="s"><objects><viewController id="vc">
    <nil key="simulatedStatusBarMetrics"/><simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO"/>
    </viewController></objects></scene></scenes></document>`).elementById("vc");
  assert.deepEqual(explicitMetrics(controller), { statusBar: { kind: "none" },
    topBar: { kind: "navigationBar", prompted: true, translucent: false, barStyle: "default" }, bottomBar: null });
  const bars = resolvedBars(controller, { ...NO_INFERENCE, tabBar: new Set(["vc"]) });
  assert.deepEqual([bars.statusBar, bars.topBar, bars.prompted, bars.bottomBar, bars.translucentTop], [false, "navigationBar", true, "tabBar", false]);
});

test("bar heights and safe areas on iPhones and iPads", () => {
  const bars = { statusBar: true, topBar: "navigationBar", prompted: false, bottomBar: "tabBar" };
  const phone = barGeometry(bars, deviceNamed("retina4_7"));
  assert.deepEqual([phone.statusBar, phone.navigationBar, phone.bottomBar, phone.safeArea.top, phone.safeArea.bottom], [20, 44, 49, 64, 49]);
  const notch = barGeometry({ ...bars, statusBar: false, bottomBar: "toolbar" }, deviceNamed("retina6_1"));
  assert.deepEqual([notch.statusBar, notch.safeArea.top, notch.safeArea.bottom], [0, 92, 78]);
  const landscape = barGeometry({ ...bars, prompted: true }, deviceNamed("retina4_7", "landscape"));
  assert.deepEqual([landscape.statusBar, landscape.navigationBar, landscape.bottomBar], [0, 62, 32]);
  const pad = barGeometry({ ...bars, statusBar: false, topBar: "none", bottomBar: "none" }, deviceNamed("ipad11"));
  assert.deepEqual([pad.safeArea.top, pad.safeArea.bottom], [0, 20]);
});

// Extend Edges in the editor (the XML each checkbox writes, as Xcode writes it, and the frames it moves) and a root
// stored at the whole screen's size under an opaque bar (drawn at the size the bar leaves it, nothing written).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { extendedEdgeXML, extendedEdges, extendedEdgesChangeOps, extendedEdgesOps } from "../../../Public/js/commands/auto-layout/extended-edges-edit.js";
import { autoresizedFrames, drawnRootSize, layOutRoot } from "../../../Public/js/constraints/full-screen-roots.js";
import { hasExtendEdges } from "../../../Public/js/panels/inspector/extended-edges-section.js";
import { apply } from "./support.mjs";

const OPAQUE_BARS = readFileSync(new URL("../../browser/fixtures/OpaqueBars.storyboard", import.meta.url), "utf8");
const opaqueBars = () => SyncDocument.parse(OPAQUE_BARS);
const OPAQUE = "opq-Vc-001", TRANSLUCENT = "opq-Vc-002";

/** The `<rect key="frame">` line of an object, trimmed. */
function frameLine(text, id) {
  const lines = text.split("\n");
  return lines[lines.findIndex((line) => line.includes(`id="${id}"`)) + 1].trim();
}

/** The trimmed lines of a controller's element (its start tag to its end tag). */
function controllerLines(text, id) {
  const lines = text.split("\n").map((line) => line.trim());
  const start = lines.findIndex((line) => line.includes(`id="${id}"`));
  return lines.slice(start, lines.indexOf("</viewController>", start) + 1);
}

test("the stored choices: every edge and no opaque bars by default, the element's YES edges, the controller's flag", () => {
  const doc = SyncDocument.parse(`<document><scenes><scene sceneID="s"><objects>
    <viewController id="a"/><viewController id="b" extendedLayoutIncludesOpaqueBars="YES"><extendedEdge key="edgesForExtendedLayout" bottom="YES"/></viewController>
    <viewController id="c"><extendedEdge key="edgesForExtendedLayout"/></viewController></objects></scene></scenes></document>`);
  assert.deepEqual(extendedEdges(doc.elementById("a")), { top: true, bottom: true, opaque: false });
  assert.deepEqual(extendedEdges(doc.elementById("b")), { top: false, bottom: true, opaque: true });
  assert.deepEqual(extendedEdges(doc.elementById("c")), { top: false, bottom: false, opaque: false });
});

test("the element Xcode writes for the top and bottom choices (left and right kept as stored)", () => {
  const element = (xml) => SyncDocument.parse(`<document>${xml}</document>`).root.firstElementChild;
  assert.equal(extendedEdgeXML(null, { top: true, bottom: true }), null);
  assert.equal(extendedEdgeXML(null, { top: false, bottom: true }), '<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>');
  assert.equal(extendedEdgeXML(null, { top: true, bottom: false }), '<extendedEdge key="edgesForExtendedLayout" top="YES"/>');
  assert.equal(extendedEdgeXML(null, { top: false, bottom: false }), '<extendedEdge key="edgesForExtendedLayout"/>');
  const sides = element('<extendedEdge key="edgesForExtendedLayout" left="YES" right="YES"/>');
  assert.equal(extendedEdgeXML(sides, { top: true, bottom: false }), '<extendedEdge key="edgesForExtendedLayout" top="YES" left="YES" right="YES"/>');
  assert.equal(extendedEdgeXML(sides, { top: true, bottom: true }), null);
  const left = element('<extendedEdge key="edgesForExtendedLayout" left="YES"/>');
  assert.equal(extendedEdgeXML(left, { top: true, bottom: true }), '<extendedEdge key="edgesForExtendedLayout" top="YES" left="YES" bottom="YES"/>');
});

test("each checkbox writes what Xcode writes, in its place, and unchecking it again gives the bytes back", () => {
  const doc = opaqueBars();
  let text = apply(doc, extendedEdgesOps(doc, { id: TRANSLUCENT, field: "top", on: false }));
  let lines = controllerLines(text, TRANSLUCENT);
  const edge = lines.indexOf('<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>');
  assert.equal(lines[edge - 1], "</view>");
  assert.ok(lines[edge + 1].startsWith('<navigationItem key="navigationItem"'));
  // Replaced in place, its attributes in UIRectEdge's order.
  text = apply(doc, extendedEdgesOps(doc, { id: TRANSLUCENT, field: "bottom", on: false }));
  assert.ok(controllerLines(text, TRANSLUCENT).includes('<extendedEdge key="edgesForExtendedLayout"/>'));
  text = apply(doc, extendedEdgesOps(doc, { id: TRANSLUCENT, field: "bottom", on: true }));
  text = apply(doc, extendedEdgesOps(doc, { id: TRANSLUCENT, field: "top", on: true }));
  assert.equal(text, OPAQUE_BARS);
  assert.deepEqual(extendedEdgesOps(doc, { id: TRANSLUCENT, field: "top", on: true }), []);
  // Under Opaque Bars: the attribute where Xcode writes it (before the id), removed when off.
  text = apply(doc, extendedEdgesOps(doc, { id: OPAQUE, field: "opaque", on: true }));
  assert.equal(controllerLines(text, OPAQUE)[0], '<viewController extendedLayoutIncludesOpaqueBars="YES" id="opq-Vc-001" sceneMemberID="viewController">');
  text = apply(doc, extendedEdgesOps(doc, { id: OPAQUE, field: "opaque", on: false }));
  assert.equal(text, OPAQUE_BARS);
  assert.throws(() => extendedEdgesOps(doc, { id: OPAQUE, field: "left", on: false }), /unknown extended edge/);
});

test("the root re-framed: under the opaque bar it extends under it (844 pt), not under a translucent one it starts below it (753 pt)", () => {
  const doc = opaqueBars();
  // iPhone 14: 47 pt status bar + 44 pt navigation bar; the labels are pinned 20 pt under the safe area's top.
  let text = apply(doc, extendedEdgesChangeOps(doc, { id: OPAQUE, field: "opaque", on: true }));
  assert.equal(frameLine(text, "opq-Vw-001"), '<rect key="frame" x="0.0" y="0.0" width="390" height="844"/>');
  assert.equal(frameLine(text, "opq-Lb-001"), '<rect key="frame" x="20" y="111" width="350" height="21"/>');
  text = apply(doc, extendedEdgesChangeOps(doc, { id: OPAQUE, field: "top", on: false }));
  assert.equal(frameLine(text, "opq-Vw-001"), '<rect key="frame" x="0.0" y="0.0" width="390" height="753"/>');
  assert.equal(frameLine(text, "opq-Lb-001"), '<rect key="frame" x="20" y="20" width="350" height="21"/>');
  text = apply(doc, extendedEdgesChangeOps(doc, { id: TRANSLUCENT, field: "top", on: false }));
  assert.equal(frameLine(text, "opq-Vw-002"), '<rect key="frame" x="0.0" y="0.0" width="390" height="753"/>');
  assert.equal(frameLine(text, "opq-Lb-002"), '<rect key="frame" x="20" y="20" width="350" height="21"/>');
  // No bottom bar: not extending under it changes no frame.
  const ops = extendedEdgesChangeOps(doc, { id: TRANSLUCENT, field: "bottom", on: false });
  assert.deepEqual(ops.map((op) => op.op), ["removeSubtree", "insertSubtree"]);
});

test("a root stored at the whole screen under an opaque bar is drawn the bar's edges shorter, its autoresizing views with it", () => {
  const screen = { width: 390, height: 844 };
  assert.deepEqual(drawnRootSize({ width: 390, height: 844 }, screen, { top: 91, bottom: 0 }), { width: 390, height: 753 });
  assert.deepEqual(drawnRootSize({ width: 390, height: 844 }, screen, { top: 91, bottom: 78 }), { width: 390, height: 675 });
  assert.equal(drawnRootSize({ width: 390, height: 753 }, screen, { top: 91, bottom: 0 }), null, "already stored shorter");
  assert.equal(drawnRootSize({ width: 390, height: 844 }, screen, { top: 0, bottom: 0 }), null, "no covered edge");
  assert.equal(drawnRootSize({ width: 320, height: 500 }, screen, { top: 91, bottom: 0 }), null, "freeform");
  // The footer (flexible top margin) follows the root's bottom; the label, laid out by constraints, is not listed.
  const text = OPAQUE_BARS.replace('width="390" height="753"/>', 'width="390" height="844"/>').replace("<subviews>\n",
    `<subviews>
      <view contentMode="scaleToFill" id="opq-Ft-001"><rect key="frame" x="0.0" y="794" width="390" height="50"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
        <subviews><view contentMode="scaleToFill" id="opq-Ft-002"><rect key="frame" x="10" y="10" width="30" height="30"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view></subviews>
      </view>\n`);
  const laidOut = layOutRoot(SyncDocument.parse(text), "opq-Vw-001");
  assert.deepEqual(laidOut.root, { x: 0, y: 0, width: 390, height: 753 });
  assert.deepEqual([...laidOut.views.keys()], ["opq-Ft-001", "opq-Ft-002"]);
  assert.deepEqual(laidOut.views.get("opq-Ft-001"), { x: 0, y: 703, width: 390, height: 50 });
  assert.deepEqual(laidOut.views.get("opq-Ft-002"), { x: 10, y: 10, width: 30, height: 30 });
  // Below a view laid out by constraints the walk stops.
  const views = new Map([
    ["r", { superviewID: null, translatesAutoresizingMask: false, frame: {} }],
    ["c", { superviewID: "r", translatesAutoresizingMask: false, frame: {} }],
    ["a", { superviewID: "c", translatesAutoresizingMask: true, frame: { y: 1 } }],
    ["b", { superviewID: "r", translatesAutoresizingMask: true, frame: { y: 2 } }],
  ]);
  assert.deepEqual([...autoresizedFrames(views, "r")], [["b", { y: 2 }]]);
});

test("Extend Edges is offered for UIKit view controllers only", () => {
  const doc = opaqueBars();
  assert.equal(hasExtendEdges(doc.elementById(OPAQUE), "ios"), true);
  assert.equal(hasExtendEdges(doc.elementById("opq-Nc-001"), "ios"), true, "a navigation controller has the same properties");
  assert.equal(hasExtendEdges(doc.elementById("opq-Vw-001"), "ios"), false, "a view");
  assert.equal(hasExtendEdges(doc.elementById(OPAQUE), "macos"), false, "AppKit");
  const watch = SyncDocument.parse(`<document type="com.apple.InterfaceBuilder.WatchKit.Storyboard"><scenes><scene sceneID="s"><objects>
    <notificationController id="n"/></objects></scene></scenes></document>`);
  assert.equal(hasExtendEdges(watch.elementById("n"), "ios"), false, "WatchKit");
});

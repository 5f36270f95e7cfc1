// The constraints the Add New Constraints and Align popovers make for a selection, and the XML they write.
import { test } from "node:test";
import assert from "node:assert/strict";
import { addConstraintsOps, alignSpecs, pinDefaults, pinSpecs } from "../../../Public/js/commands/auto-layout/commands.js";
import { apply, constraintsBlock, fixedIds, linesWith, profile } from "./support.mjs";

const SAFE_AREA = { top: 47, left: 0, bottom: 34, right: 0 };
const options = { safeAreaOf: () => SAFE_AREA };

test("the popover measures each side to the nearest neighbour, the safe area, or the superview's margins", () => {
  const doc = profile();
  const defaults = pinDefaults(doc, ["prf-Fl-001"], { ...options, constrainToMargins: true });
  assert.deepEqual(Object.fromEntries(Object.entries(defaults.sides).map(([side, n]) => [side, [n.kind, n.id, n.distance]])), {
    top: ["sibling", "prf-Nm-001", 63], // the name bar ends at 257
    leading: ["safeArea", "prf-Sa-001", 20],
    trailing: ["sibling", "prf-Ms-001", 110],
    bottom: ["sibling", "prf-Cd-001", 36],
  });
  assert.equal(defaults.width, 120);
  assert.equal(defaults.height, 44);
  const edges = pinDefaults(doc, ["prf-Cd-001"], { ...options, constrainToMargins: false });
  assert.deepEqual([edges.sides.leading.kind, edges.sides.leading.id, edges.sides.bottom.distance], ["edge", "prf-Vw-001", 244]);
});

test("Add 4 Constraints: spacing written as Xcode writes it, sizes in the view's own constraints, sorted by id", () => {
  const doc = profile();
  const specs = pinSpecs(doc, ["prf-Fl-001"], { constrainToMargins: true, sides: { top: { enabled: true }, leading: { enabled: true } },
    width: { enabled: true }, height: { enabled: true, constant: 50 } }, options);
  assert.equal(specs.length, 4);
  const { ops, ids } = addConstraintsOps(doc, specs, fixedIds("zTp-aa-001", "Ald-bb-002", "kWd-cc-003", "Bht-dd-004"));
  assert.deepEqual(ids, ["zTp-aa-001", "Ald-bb-002", "kWd-cc-003", "Bht-dd-004"]);
  const text = apply(doc, ops);
  // The button now uses constraints: no autoresizing mask, translatesAutoresizingMaskIntoConstraints="NO" where Xcode puts it.
  assert.deepEqual(linesWith(text, 'id="prf-Fl-001"'), ['<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Fl-001" userLabel="Follow Button">']);
  assert.deepEqual(constraintsBlock(text, "prf-Fl-001"), [
    '<constraint firstAttribute="height" constant="50" id="Bht-dd-004"/>',
    '<constraint firstAttribute="width" constant="120" id="kWd-cc-003"/>',
  ]);
  assert.deepEqual(constraintsBlock(text, "prf-Vw-001"), [
    '<constraint firstItem="prf-Fl-001" firstAttribute="leading" secondItem="prf-Sa-001" secondAttribute="leading" constant="20" id="Ald-bb-002"/>',
    '<constraint firstItem="prf-Av-001" firstAttribute="top" secondItem="prf-Sa-001" secondAttribute="top" constant="60" id="prf-Cn-001"/>',
    '<constraint firstItem="prf-Av-001" firstAttribute="centerX" secondItem="prf-Vw-001" secondAttribute="centerX" id="prf-Cn-002"/>',
    '<constraint firstItem="prf-Nm-001" firstAttribute="leading" secondItem="prf-Sa-001" secondAttribute="leading" constant="20" id="prf-Cn-005"/>',
    '<constraint firstItem="prf-Sa-001" firstAttribute="trailing" secondItem="prf-Nm-001" secondAttribute="trailing" constant="20" id="prf-Cn-006"/>',
    '<constraint firstItem="prf-Nm-001" firstAttribute="top" secondItem="prf-Av-001" secondAttribute="bottom" constant="20" id="prf-Cn-008"/>',
    '<constraint firstItem="prf-Fl-001" firstAttribute="top" secondItem="prf-Nm-001" secondAttribute="bottom" constant="63" id="zTp-aa-001"/>',
  ]);
  // The <constraints> of the button comes after its colour and before its states, where Xcode writes it.
  const button = text.slice(text.indexOf('id="prf-Fl-001"'), text.indexOf("</button>"));
  assert.ok(button.indexOf('<color key="backgroundColor"') < button.indexOf("<constraints>") && button.indexOf("<constraints>") < button.indexOf("<state key=\"normal\""), button);
});

test("trailing and bottom spacing put the neighbour first; without \"Constrain to margins\" the superview's edges", () => {
  const doc = profile();
  const specs = pinSpecs(doc, ["prf-Ms-001"], { constrainToMargins: true, sides: { trailing: { enabled: true }, bottom: { enabled: true } } }, options);
  assert.deepEqual(specs, [
    { first: "prf-Sa-001", firstAttribute: "trailing", second: "prf-Ms-001", secondAttribute: "trailing", constant: 20 },
    { first: "prf-Cd-001", firstAttribute: "top", second: "prf-Ms-001", secondAttribute: "bottom", constant: 36 },
  ]);
  // Unchecking "Constrain to margins" measures to the superview's edges, with the superview first (left out as the owner).
  const edges = pinSpecs(doc, ["prf-Cd-001"], { constrainToMargins: false, sides: { bottom: { enabled: true } } }, options);
  const text = apply(doc, addConstraintsOps(doc, edges, fixedIds("Ybt-Ee-005")).ops);
  assert.ok(text.includes('<constraint firstAttribute="bottom" secondItem="prf-Cd-001" secondAttribute="bottom" constant="244" id="Ybt-Ee-005"/>'));
});

test("equal widths and heights to the first selected view, aspect ratio as a reduced w:h multiplier", () => {
  const doc = profile();
  const specs = pinSpecs(doc, ["prf-Fl-001", "prf-Ms-001", "prf-Cd-001"], { equalWidths: true, equalHeights: true, aspectRatio: false }, options);
  assert.deepEqual(specs.map((s) => `${s.first}.${s.firstAttribute} = ${s.second}.${s.secondAttribute}`), [
    "prf-Ms-001.width = prf-Fl-001.width", "prf-Cd-001.width = prf-Fl-001.width",
    "prf-Ms-001.height = prf-Fl-001.height", "prf-Cd-001.height = prf-Fl-001.height",
  ]);
  const aspect = pinSpecs(doc, ["prf-Cd-001"], { aspectRatio: true }, options);
  const text = apply(doc, addConstraintsOps(doc, aspect, fixedIds("Asp-Rt-001")).ops);
  assert.deepEqual(constraintsBlock(text, "prf-Cd-001"), ['<constraint firstAttribute="width" secondItem="prf-Cd-001" secondAttribute="height" multiplier="7:4" id="Asp-Rt-001"/>']);
});

test("Align: edges to the first selected view, centring in the container with an offset", () => {
  const doc = profile();
  const specs = alignSpecs(doc, ["prf-Fl-001", "prf-Ms-001"], { top: true, centerY: false, horizontallyInContainer: { enabled: true, constant: 12 } });
  assert.deepEqual(specs, [
    { first: "prf-Ms-001", firstAttribute: "top", second: "prf-Fl-001", secondAttribute: "top" },
    { first: "prf-Fl-001", firstAttribute: "centerX", second: "prf-Vw-001", secondAttribute: "centerX", constant: 12 },
    { first: "prf-Ms-001", firstAttribute: "centerX", second: "prf-Vw-001", secondAttribute: "centerX", constant: 12 },
  ]);
  const text = apply(doc, addConstraintsOps(doc, specs.slice(0, 1), fixedIds("0Tp-Al-001")).ops);
  assert.equal(constraintsBlock(text, "prf-Vw-001")[0], '<constraint firstItem="prf-Ms-001" firstAttribute="top" secondItem="prf-Fl-001" secondAttribute="top" id="0Tp-Al-001"/>');
  // Both buttons now use constraints.
  assert.equal(linesWith(text, 'translatesAutoresizingMaskIntoConstraints="NO" id="prf-Ms-001"').length, 1);
  assert.equal(linesWith(text, 'translatesAutoresizingMaskIntoConstraints="NO" id="prf-Fl-001"').length, 1);
});

test("a view without a superview cannot be pinned", () => {
  assert.equal(pinDefaults(profile(), ["prf-Vw-001"]), null);
  assert.throws(() => pinSpecs(profile(), ["prf-Vw-001"], { width: { enabled: true } }), /select views inside a superview/);
});

test("without a safe area, \"Constrain to margins\" measures to the layout margins: a controller's root view has the device's side margins", () => {
  const doc = profile();
  // Documents without safe areas: the root view has no <viewLayoutGuide> (the constraints to it go with it).
  doc.applyBatch([{ op: "removeSubtree", target: { id: "prf-Sa-001" } }]);
  assert.ok(!doc.serialize().includes("prf-Cn-001"));
  const specs = pinSpecs(doc, ["prf-Fl-001"], { constrainToMargins: true, sides: { leading: { enabled: true }, top: { enabled: false } } });
  // retina6_12 is 390 pt wide: 16 pt side margins, so 20 pt from the edge is 4 pt from the margin.
  assert.deepEqual(specs, [{ first: "prf-Fl-001", firstAttribute: "leading", second: "prf-Vw-001", secondAttribute: "leadingMargin", constant: 4 }]);
  const text = apply(doc, addConstraintsOps(doc, specs, fixedIds("Mrg-Ld-001")).ops);
  assert.ok(text.includes('<constraint firstItem="prf-Fl-001" firstAttribute="leading" secondItem="prf-Vw-001" secondAttribute="leadingMargin" constant="4" id="Mrg-Ld-001"/>'));
  const card = pinSpecs(doc, ["prf-Cd-001"], { constrainToMargins: true, sides: { bottom: { enabled: true } } });
  assert.deepEqual(card, [{ first: "prf-Vw-001", firstAttribute: "bottomMargin", second: "prf-Cd-001", secondAttribute: "bottom", constant: 244 }]);
});

// Control-drag relations, the Resolve Auto Layout Issues commands, Embed In Stack View and constraint edits.
import { test } from "node:test";
import assert from "node:assert/strict";
import { addConstraintsOps, clearConstraintsOps, dragRelations, editConstraintOps, embedInStackView, missingSpecs,
  reverseConstraintOps, updateConstantsOps, updateFramesOps } from "../../../Public/js/commands/auto-layout/commands.js";
import { moveViews } from "../../../Public/js/commands/frames.js";
import { apply, constraintsBlock, fixedIds, linesWith, profile } from "./support.mjs";

const SAFE_AREA = { top: 47, left: 0, bottom: 34, right: 0 };
const options = { safeAreaOf: () => SAFE_AREA };
const titles = (entries) => entries.map((entry) => entry.title);

test("control-drag to the superview offers the container relations Xcode lists, measured to the safe area", () => {
  const entries = dragRelations(profile(), "prf-Cd-001", "prf-Vw-001", options);
  assert.deepEqual(titles(entries), ["Leading Space to Safe Area", "Trailing Space to Safe Area", "Top Space to Safe Area", "Bottom Space to Safe Area",
    "Center Horizontally in Container", "Center Vertically in Container", "Equal Widths", "Equal Heights", "Aspect Ratio"]);
  const byKey = Object.fromEntries(entries.map((entry) => [entry.key, entry.specs[0]]));
  assert.deepEqual(byKey.topSpace, { first: "prf-Cd-001", firstAttribute: "top", second: "prf-Sa-001", secondAttribute: "top", constant: 353 });
  assert.deepEqual(byKey.bottomSpace, { first: "prf-Sa-001", firstAttribute: "bottom", second: "prf-Cd-001", secondAttribute: "bottom", constant: 210 });
  assert.deepEqual(byKey.centerY, { first: "prf-Cd-001", firstAttribute: "centerY", second: "prf-Vw-001", secondAttribute: "centerY", constant: 78 });
  // Dragging from the superview into the subview offers the same.
  assert.deepEqual(titles(dragRelations(profile(), "prf-Vw-001", "prf-Cd-001", options)), titles(entries));
});

test("control-drag between siblings: spacing, alignment keeping today's offsets, equal sizes; onto itself: its size", () => {
  const doc = profile();
  const entries = dragRelations(doc, "prf-Ms-001", "prf-Fl-001", options);
  assert.deepEqual(titles(entries), ["Horizontal Spacing", "Leading", "Trailing", "Center Horizontally", "Top", "Bottom", "Center Vertically",
    "Baseline", "Equal Widths", "Equal Heights"]);
  const spacing = entries[0].specs;
  assert.deepEqual(spacing, [{ first: "prf-Ms-001", firstAttribute: "leading", second: "prf-Fl-001", secondAttribute: "trailing", constant: 110 }]);
  const text = apply(doc, addConstraintsOps(doc, spacing, fixedIds("hSp-Ms-001")).ops);
  assert.ok(text.includes('<constraint firstItem="prf-Ms-001" firstAttribute="leading" secondItem="prf-Fl-001" secondAttribute="trailing" constant="110" id="hSp-Ms-001"/>'));
  assert.equal(linesWith(text, "<autoresizingMask").length, 2, "both buttons lost their mask; the root view and the card keep theirs");
  const vertical = dragRelations(profile(), "prf-Cd-001", "prf-Nm-001", options).find((entry) => entry.key === "verticalSpacing");
  assert.deepEqual(vertical.specs[0], { first: "prf-Cd-001", firstAttribute: "top", second: "prf-Nm-001", secondAttribute: "bottom", constant: 143 });
  assert.deepEqual(titles(dragRelations(profile(), "prf-Cd-001", "prf-Cd-001", options)), ["Width", "Height", "Aspect Ratio"]);
  assert.deepEqual(dragRelations(profile(), "prf-Cd-001", "prf-Ct-001", options), [], "a controller gets outlets, not constraints");
});

/** The solver's answer for the fixture after the avatar was dragged 30 pt right and 13 down (constraints unchanged). */
const SOLVED = new Map([
  ["prf-Vw-001", { frame: { x: 0, y: 0, width: 390, height: 844 }, rootFrame: { x: 0, y: 0, width: 390, height: 844 } }],
  ["prf-Av-001", { frame: { x: 145, y: 107, width: 100, height: 100 }, rootFrame: { x: 145, y: 107, width: 100, height: 100 } }],
  ["prf-Nm-001", { frame: { x: 20, y: 227, width: 350, height: 30 }, rootFrame: { x: 20, y: 227, width: 350, height: 30 } }],
]);

test("Update Frames moves a misplaced view back to where its constraints put it, and drops Xcode's misplaced mark", () => {
  const doc = profile();
  apply(doc, moveViews(doc, { ids: ["prf-Av-001"], dx: 30, dy: 13 }));
  apply(doc, [{ op: "setAttribute", target: { id: "prf-Av-001" }, name: "misplaced", value: "YES" }]);
  assert.ok(doc.serialize().includes('<view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Av-001" userLabel="Avatar">'));
  assert.ok(doc.serialize().includes('<rect key="frame" x="175" y="120" width="100" height="100"/>'));
  const text = apply(doc, updateFramesOps(doc, ["prf-Av-001", "prf-Nm-001"], SOLVED));
  assert.ok(text.includes('<rect key="frame" x="145" y="107" width="100" height="100"/>'));
  assert.ok(text.includes('<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Av-001" userLabel="Avatar">'));
  assert.deepEqual(updateFramesOps(doc, ["prf-Av-001", "prf-Nm-001"], SOLVED), [], "nothing left to move");
});

test("Update Constraint Constants makes the constants fit the stored frames", () => {
  const doc = profile();
  apply(doc, moveViews(doc, { ids: ["prf-Av-001"], dx: 30, dy: 13 }));
  const text = apply(doc, updateConstantsOps(doc, ["prf-Av-001"], SOLVED));
  assert.ok(text.includes('<constraint firstItem="prf-Av-001" firstAttribute="top" secondItem="prf-Sa-001" secondAttribute="top" constant="73" id="prf-Cn-001"/>'));
  assert.ok(text.includes('<constraint firstItem="prf-Av-001" firstAttribute="centerX" secondItem="prf-Vw-001" secondAttribute="centerX" constant="30" id="prf-Cn-002"/>'));
  // The name bar (not moved) hangs 20 below the avatar's solved bottom: the spacing to the moved avatar becomes 7.
  assert.ok(text.includes('<constraint firstItem="prf-Nm-001" firstAttribute="top" secondItem="prf-Av-001" secondAttribute="bottom" constant="7" id="prf-Cn-008"/>'));
});

test("Clear Constraints removes every constraint naming the view (its own sizes too), and nothing else", () => {
  const doc = profile();
  const text = apply(doc, clearConstraintsOps(doc, ["prf-Av-001"]));
  for (const id of ["prf-Cn-001", "prf-Cn-002", "prf-Cn-003", "prf-Cn-004", "prf-Cn-008"]) assert.ok(!text.includes(`id="${id}"`), id);
  for (const id of ["prf-Cn-005", "prf-Cn-006", "prf-Cn-007"]) assert.ok(text.includes(`id="${id}"`), id);
  assert.deepEqual(constraintsBlock(text, "prf-Av-001"), [], "the emptied <constraints> is gone");
});

test("Add Missing Constraints adds what an ambiguous axis lacks (a position, a size unless intrinsic)", () => {
  const doc = profile();
  const specs = missingSpecs(doc, ["prf-Cd-001", "prf-Fl-001", "prf-Nm-001"],
    new Map([["prf-Cd-001", ["horizontal", "vertical"]], ["prf-Fl-001", ["vertical"]]]), options);
  assert.deepEqual(specs, [
    { first: "prf-Cd-001", firstAttribute: "leading", second: "prf-Sa-001", secondAttribute: "leading", constant: 20 },
    { first: "prf-Cd-001", firstAttribute: "width", constant: 350 },
    { first: "prf-Cd-001", firstAttribute: "top", second: "prf-Fl-001", secondAttribute: "bottom", constant: 36 },
    { first: "prf-Cd-001", firstAttribute: "height", constant: 200 },
    { first: "prf-Fl-001", firstAttribute: "top", second: "prf-Nm-001", secondAttribute: "bottom", constant: 63 },
  ]);
});

test("Embed In Stack View: a horizontal stack where the buttons were, their spacing, their constraints gone", () => {
  const doc = profile();
  apply(doc, addConstraintsOps(doc, dragRelations(doc, "prf-Ms-001", "prf-Fl-001", options)[0].specs, fixedIds("hSp-Ms-001")).ops);
  const { ops, axis, spacing } = embedInStackView(doc, { ids: ["prf-Ms-001", "prf-Fl-001"], generator: fixedIds("Stk-Vw-001") });
  assert.deepEqual([axis, spacing], ["horizontal", 110]);
  const text = apply(doc, ops);
  assert.ok(text.includes('<stackView opaque="NO" contentMode="scaleToFill" spacing="110" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Vw-001">'));
  assert.ok(text.includes('<rect key="frame" x="20" y="320" width="350" height="44"/>'));
  assert.ok(!text.includes("hSp-Ms-001"));
  const stack = text.slice(text.indexOf('id="Stk-Vw-001"'), text.indexOf("</stackView>"));
  assert.ok(stack.indexOf('id="prf-Fl-001"') < stack.indexOf('id="prf-Ms-001"'), "arranged left to right");
  assert.ok(stack.includes('<rect key="frame" x="230" y="0.0" width="120" height="44"/>'));
});

test("editing a constraint: constant, priority, multiplier, relation, items (moving it to the new common ancestor)", () => {
  const doc = profile();
  let text = apply(doc, editConstraintOps(doc, "prf-Cn-001", { constant: "64", priority: "750", relation: "greaterThanOrEqual" }));
  assert.ok(text.includes('<constraint firstItem="prf-Av-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="prf-Sa-001" secondAttribute="top" priority="750" constant="64" id="prf-Cn-001"/>'));
  text = apply(doc, editConstraintOps(doc, "prf-Cn-007", { multiplier: "1:2", second: "prf-Nm-001", secondAttribute: "width" }));
  assert.deepEqual(constraintsBlock(text, "prf-Nm-001"), ['<constraint firstAttribute="height" secondItem="prf-Nm-001" secondAttribute="width" multiplier="1:2" constant="30" id="prf-Cn-007"/>']);
  // The avatar's width made relative to the card: the constraint moves up to the root view, first item written.
  text = apply(doc, editConstraintOps(doc, "prf-Cn-004", { second: "prf-Cd-001", secondAttribute: "width", multiplier: "0.25", constant: 0 }));
  assert.ok(constraintsBlock(text, "prf-Vw-001").includes('<constraint firstItem="prf-Av-001" firstAttribute="width" secondItem="prf-Cd-001" secondAttribute="width" multiplier="0.25" id="prf-Cn-004"/>'));
  assert.ok(!constraintsBlock(text, "prf-Av-001").some((line) => line.includes("prf-Cn-004")));
  text = apply(doc, reverseConstraintOps(doc, "prf-Cn-008"));
  assert.ok(text.includes('<constraint firstItem="prf-Av-001" firstAttribute="bottom" secondItem="prf-Nm-001" secondAttribute="top" constant="-20" id="prf-Cn-008"/>'));
  assert.throws(() => editConstraintOps(doc, "prf-Cn-001", { priority: "0" }), /1 to 1000/);
  assert.throws(() => editConstraintOps(doc, "prf-Cn-001", { multiplier: "two" }), /ratio/);
});

test("Use as Document Device: the <device> and every frame as solved on that device", async () => {
  const { setDocumentDeviceOps } = await import("../../../Public/js/commands/auto-layout/document-device.js");
  const { deviceNamed } = await import("../../../Public/js/layout/devices.js");
  const doc = profile();
  const solved = new Map([
    ["prf-Vw-001", { frame: { x: 0, y: 0, width: 820, height: 1180 } }],
    ["prf-Av-001", { frame: { x: 360, y: 84, width: 100, height: 100 } }],
    ["prf-Nm-001", { frame: { x: 20, y: 204, width: 780, height: 30 } }],
    ["prf-Fl-001", { frame: { x: 20, y: 320, width: 120, height: 44 } }],
  ]);
  const text = apply(doc, setDocumentDeviceOps(doc, deviceNamed("ipad10_9rounded", "landscape"), solved));
  assert.deepEqual(linesWith(text, "<device "), ['<device id="ipad10_9rounded" orientation="landscape" appearance="light"/>']);
  assert.ok(text.indexOf("<device ") < text.indexOf("<dependencies>"), "where Xcode writes it");
  assert.ok(text.includes('<rect key="frame" x="0.0" y="0.0" width="820" height="1180"/>'));
  assert.ok(text.includes('<rect key="frame" x="360" y="84" width="100" height="100"/>'));
  const same = apply(doc, setDocumentDeviceOps(doc, deviceNamed("ipad10_9rounded", "portrait"), new Map()));
  assert.deepEqual(linesWith(same, "<device "), ['<device id="ipad10_9rounded" orientation="portrait" appearance="light"/>']);
});

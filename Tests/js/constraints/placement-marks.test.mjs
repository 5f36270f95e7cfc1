// Xcode's misplaced="YES" / ambiguous="YES" marks written with the edits that cause them: a move without
// Update Frames, a view moved back or Update Frames, a constraint deleted and added back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { deleteObjects, moveViews } from "../../../Public/js/commands/index.js";
import { placementMarkOps } from "../../../Public/js/commands/auto-layout/placement-marks.js";
import { updateFramesOps } from "../../../Public/js/commands/auto-layout/resolve.js";
import { DocumentLayout } from "../../../Public/js/layout/document-layout.js";
import { apply, linesWith, profile, PROFILE } from "./support.mjs";

/** A batch as EditActions.run submits it: the command's ops plus the marks. */
function run(doc, ops) {
  return apply(doc, [...ops, ...placementMarkOps(doc, ops)]);
}

const avatarLine = (text) => linesWith(text, 'id="prf-Av-001"')[0];

test("a move without Update Frames marks the view misplaced where Xcode writes it; moving it back clears the mark", () => {
  const doc = profile();
  let text = run(doc, moveViews(doc, { ids: ["prf-Av-001"], dx: 40, dy: 30 }));
  assert.equal(avatarLine(text), '<view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Av-001" userLabel="Avatar">');
  // The card (autoresizing) moved the same way is not marked.
  text = run(doc, moveViews(doc, { ids: ["prf-Cd-001"], dx: 0, dy: 10 }));
  assert.equal(linesWith(text, 'id="prf-Cd-001"')[0], '<view contentMode="scaleToFill" id="prf-Cd-001" userLabel="Card">');
  text = run(doc, moveViews(doc, { ids: ["prf-Av-001"], dx: -40, dy: -30 }));
  assert.equal(avatarLine(text), '<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Av-001" userLabel="Avatar">');
});

test("Update Frames after a move leaves no mark", () => {
  const doc = profile();
  run(doc, moveViews(doc, { ids: ["prf-Av-001"], dx: 12, dy: 0 }));
  const solved = new Map(new DocumentLayout(doc).solve().views.map((view) => [view.id, view]));
  const text = run(doc, updateFramesOps(doc, ["prf-Av-001"], solved));
  assert.equal(text, PROFILE);
});

test("deleting the avatar's top constraint marks it and the name bar placed after it ambiguous; adding it back clears them", () => {
  const doc = profile();
  const ops = deleteObjects(doc, { ids: ["prf-Cn-001"] });
  const marks = placementMarkOps(doc, ops);
  const byId = (a, b) => a.target.id.localeCompare(b.target.id);
  assert.deepEqual([...marks].sort(byId), [
    { op: "setAttribute", target: { id: "prf-Av-001" }, name: "ambiguous", value: "YES" },
    { op: "setAttribute", target: { id: "prf-Nm-001" }, name: "ambiguous", value: "YES" },
  ]);
  const text = apply(doc, [...ops, ...marks]);
  assert.equal(avatarLine(text), '<view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Av-001" userLabel="Avatar">');
  assert.ok(linesWith(text, 'id="prf-Nm-001"')[0].includes('ambiguous="YES"'));
  // Adding a top constraint back clears both marks.
  const back = '<constraint firstItem="prf-Av-001" firstAttribute="top" secondItem="prf-Sa-001" secondAttribute="top" constant="60" id="prf-Cn-001"/>';
  const insert = [{ op: "insertSubtree", parent: { in: { id: "prf-Vw-001" }, name: "constraints" }, xml: back, position: { atStart: true } }];
  assert.equal(run(doc, insert), PROFILE);
});

test("edits that cannot move views add nothing", () => {
  const doc = profile();
  assert.deepEqual(placementMarkOps(doc, [{ op: "setAttribute", target: { id: "prf-Av-001" }, name: "userLabel", value: "Photo" }]), []);
});

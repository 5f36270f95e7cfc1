// The Installed checkbox's XML (commands/auto-layout/installed-edit.js): what each change writes, where Xcode writes it,
// and that checking Installed again gives back the exact bytes (support.mjs's `apply` also checks every inverse).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { danglingEntryOps, installedOps, installedState, installHolder, sizeClassKey, variationKeysOf } from "../../../Public/js/commands/auto-layout/installed-edit.js";
import { deleteObjects } from "../../../Public/js/commands/index.js";
import { SizeClassVariations } from "../../../Public/js/layout/size-class-variations.js";
import { placementMarkOps } from "../../../Public/js/commands/auto-layout/placement-marks.js";
import { apply, profile, PROFILE } from "./support.mjs";

const INSTALLED = readFileSync(new URL("../../browser/fixtures/Installed.storyboard", import.meta.url), "utf8");
const CORPUS = new URL("../../../../shared/fixtures/ib/", import.meta.url);
const SIZE_CLASSES = readFileSync(new URL("../../browser/fixtures/SizeClasses.storyboard", import.meta.url), "utf8");

/** The trimmed lines of the element with this id from its `</constraints>` (or its first line) to its end. */
function tail(text, id) {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.includes(`id="${id}"`));
  const indent = lines[start].search(/\S/);
  const end = lines.findIndex((line, index) => index > start && line.search(/\S/) === indent);
  const from = lines.findIndex((line, index) => index > start && index < end && line.trim() === "</constraints>" && line.search(/\S/) === indent + 4);
  return lines.slice(from < 0 ? start + 1 : from + 1, end).map((line) => line.trim());
}

test("unchecking a constraint's Installed writes Xcode's default variation after the view's constraints; checking it removes it", () => {
  const doc = profile();
  const width = doc.elementById("prf-Cn-004");
  assert.equal(installedState(width), true);
  assert.equal(installHolder(width).holder.getAttribute("id"), "prf-Av-001");
  let text = apply(doc, installedOps(doc, "prf-Cn-004", false));
  assert.deepEqual(tail(text, "prf-Av-001"), [
    '<variation key="default">', '<mask key="constraints">', '<exclude reference="prf-Cn-004"/>', "</mask>", "</variation>"]);
  // The exact indentation Xcode writes (four spaces a level, under the view).
  assert.match(text, /\n {32}<\/constraints>\n {32}<variation key="default">\n {36}<mask key="constraints">\n {40}<exclude reference="prf-Cn-004"\/>\n {36}<\/mask>\n {32}<\/variation>\n {28}<\/view>/);
  assert.equal(installedState(doc.elementById("prf-Cn-004")), false);
  assert.deepEqual(installedOps(doc, "prf-Cn-004", false), [], "already uninstalled: nothing to do");
  // The layout mapping reads it: the base class no longer installs the constraint.
  assert.ok(new SizeClassVariations(doc.root, { width: "compact", height: "regular" }).uninstalledIDs.has("prf-Cn-004"));
  text = apply(doc, installedOps(doc, "prf-Cn-004", true));
  assert.equal(text, PROFILE);
});

test("a subview is uninstalled in its superview's subviews mask, before the constraints mask, entries sorted by id", () => {
  const doc = profile();
  let text = apply(doc, installedOps(doc, "prf-Cn-008", false));
  text = apply(doc, installedOps(doc, "prf-Cd-001", false));
  text = apply(doc, installedOps(doc, "prf-Cn-001", false));
  assert.deepEqual(tail(text, "prf-Vw-001"), [
    '<variation key="default">',
    '<mask key="subviews">', '<exclude reference="prf-Cd-001"/>', "</mask>",
    '<mask key="constraints">', '<exclude reference="prf-Cn-001"/>', '<exclude reference="prf-Cn-008"/>', "</mask>",
    "</variation>"]);
  const variations = new SizeClassVariations(doc.root, { width: "compact", height: "regular" });
  assert.ok(variations.uninstalledIDs.has("prf-Cd-001") && variations.uninstalledIDs.has("prf-Cn-008"));
  for (const id of ["prf-Cn-001", "prf-Cd-001", "prf-Cn-008"]) text = apply(doc, installedOps(doc, id, true));
  assert.equal(text, PROFILE);
});

test("the variation goes before the view's connections", () => {
  // The avatar as a custom view with an outlet of its own: its `<connections>` follow its `<constraints>`.
  const withConnections = PROFILE.replace(/(id="prf-Av-001"[\s\S]*?<\/constraints>\n)/, (match) =>
    `${match}                                <connections>\n                                    <outlet property="owner" destination="prf-Ct-001" id="prf-Ou-001"/>\n                                </connections>\n`);
  const doc = SyncDocument.parse(withConnections);
  const text = apply(doc, installedOps(doc, "prf-Cn-004", false));
  assert.deepEqual(tail(text, "prf-Av-001"), [
    '<variation key="default">', '<mask key="constraints">', '<exclude reference="prf-Cn-004"/>', "</mask>", "</variation>",
    "<connections>", '<outlet property="owner" destination="prf-Ct-001" id="prf-Ou-001"/>', "</connections>"]);
});

test("existing variations: a mask with other entries is rewritten in order, the base class's variation stays first", () => {
  const doc = SyncDocument.parse(SIZE_CLASSES);
  const root = doc.elementById("szc-Vw-001");
  assert.equal(installedState(doc.elementById("szc-Cn-015")), false);
  assert.equal(installedState(doc.elementById("szc-Cn-015"), "heightClass=compact"), true);
  assert.equal(installedState(doc.elementById("szc-Bg-001"), "heightClass=compact"), false);
  assert.equal(installedState(doc.elementById("szc-Cn-016"), "heightClass=compact"), null);
  assert.deepEqual(variationKeysOf(doc.elementById("szc-Cn-014")), ["heightClass=compact", "heightClass=compact-widthClass=regular"]);
  let text = apply(doc, installedOps(doc, "szc-Cn-014", false));
  text = apply(doc, installedOps(doc, "szc-St-001", false));
  const lines = tail(text, "szc-Vw-001");
  assert.deepEqual(lines.slice(0, 10), [
    '<variation key="default">',
    '<mask key="subviews">', '<exclude reference="szc-St-001"/>', "</mask>",
    '<mask key="constraints">', '<exclude reference="szc-Cn-014"/>', '<exclude reference="szc-Cn-015"/>', "</mask>",
    "</variation>", '<variation key="heightClass=compact">']);
  // Another size class: its row stays (Xcode's "hC Installed"), installing the badge there turns its exclude into an include.
  text = apply(doc, installedOps(doc, "szc-Bg-001", true, "heightClass=compact"));
  assert.ok(!text.includes('<exclude reference="szc-Bg-001"/>') && text.includes('<include reference="szc-Bg-001"/>'));
  assert.equal(installedState(doc.elementById("szc-Bg-001"), "heightClass=compact"), true);
  assert.equal(kidsOf(root).filter((child) => child.tagName === "variation").length, 3);
  text = apply(doc, installedOps(doc, "szc-Bg-001", false, "heightClass=compact"));
  text = apply(doc, installedOps(doc, "szc-St-001", true));
  text = apply(doc, installedOps(doc, "szc-Cn-014", true));
  assert.equal(text, SIZE_CLASSES);
  // Re-checking the fixture's own exclusion removes the base variation altogether.
  text = apply(doc, installedOps(doc, "szc-Cn-015", true));
  assert.ok(!text.includes('<variation key="default">'));
});

test("roots, guides and controllers have no Installed checkbox", () => {
  const doc = profile();
  assert.equal(installHolder(doc.elementById("prf-Vw-001")), null);
  assert.equal(installHolder(doc.elementById("prf-Sa-001")), null);
  assert.throws(() => installedOps(doc, "prf-Vw-001", false), /only subviews and constraints/);
});

const kidsOf = (element) => [...element.children];

test("uninstalling writes Xcode's placement marks for the views it leaves ambiguous or misplaced; installing clears them", () => {
  const run = (doc, ops) => apply(doc, [...ops, ...placementMarkOps(doc, ops)]);
  const doc = profile();
  // The avatar without its width (a plain view has no intrinsic size): ambiguous, as Xcode marks it.
  let text = run(doc, installedOps(doc, "prf-Cn-004", false));
  assert.match(text, /<view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Av-001"/);
  text = run(doc, installedOps(doc, "prf-Cn-004", true));
  assert.equal(text, PROFILE);
  // The avatar uninstalled: the name bar placed below it loses its top, so it is ambiguous too.
  text = run(doc, installedOps(doc, "prf-Av-001", false));
  assert.match(text, /<view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="prf-Nm-001"/);
  text = run(doc, installedOps(doc, "prf-Av-001", true));
  assert.equal(text, PROFILE);
});

test("deleting an uninstalled constraint or view takes its entries out of the masks, as Xcode does", () => {
  const run = (doc, ops) => apply(doc, [...ops, ...danglingEntryOps(doc, ops)]);
  const doc = profile();
  apply(doc, installedOps(doc, "prf-Cn-003", false));
  apply(doc, installedOps(doc, "prf-Cn-004", false));
  let text = run(doc, deleteObjects(doc, { ids: ["prf-Cn-004"] }));
  assert.deepEqual(tail(text, "prf-Av-001"), [
    '<variation key="default">', '<mask key="constraints">', '<exclude reference="prf-Cn-003"/>', "</mask>", "</variation>"]);
  text = run(doc, deleteObjects(doc, { ids: ["prf-Cn-003"] }));
  assert.deepEqual(tail(text, "prf-Av-001"), ['<rect key="frame" x="145" y="107" width="100" height="100"/>',
    '<color key="backgroundColor" systemColor="systemBlueColor"/>'], "no constraints left, no variation either");
  // The root excludes the card and the avatar's top; deleting the avatar deletes that constraint (the engine's cascade):
  // its exclude goes, the card's stays.
  apply(doc, installedOps(doc, "prf-Cd-001", false));
  apply(doc, installedOps(doc, "prf-Cn-001", false));
  text = run(doc, deleteObjects(doc, { ids: ["prf-Av-001"] }));
  assert.deepEqual(tail(text, "prf-Vw-001"), [
    '<variation key="default">', '<mask key="subviews">', '<exclude reference="prf-Cd-001"/>', "</mask>", "</variation>"]);
  assert.deepEqual(danglingEntryOps(doc, deleteObjects(doc, { ids: ["prf-Nm-001"] })), []);
});

test("removing a size class's row (Xcode's ✕) takes its entry out; the base class is never given one", () => {
  const doc = SyncDocument.parse(SIZE_CLASSES);
  let text = apply(doc, installedOps(doc, "szc-Cn-014", null, "heightClass=compact-widthClass=regular"));
  assert.ok(text.includes('<variation key="heightClass=compact-widthClass=regular">\n                            <mask key="constraints">\n'
    + '                                <exclude reference="szc-Cn-015"/>\n                            </mask>\n                        </variation>'));
  assert.deepEqual(variationKeysOf(doc.elementById("szc-Cn-014")), ["heightClass=compact"]);
  text = apply(doc, installedOps(doc, "szc-Bg-001", null, "heightClass=compact"));
  assert.ok(!text.includes("szc-Bg-001\"/>") && text.includes('<variation key="heightClass=compact">\n                            <mask key="constraints">'));
  assert.equal(installedState(doc.elementById("szc-Bg-001"), "heightClass=compact"), null);
  assert.deepEqual(installedOps(doc, "szc-Cn-016", null, "default"), []);
  assert.deepEqual(installedOps(doc, "szc-Cn-016", null, "heightClass=compact"), []);
});

test("a size class's variation key is spelled as Xcode spells it: height first, joined by \"-\"; Any/Any is the base", () => {
  assert.equal(sizeClassKey("compact", "regular"), "heightClass=regular-widthClass=compact");
  assert.equal(sizeClassKey("compact", "compact"), "heightClass=compact-widthClass=compact");
  assert.equal(sizeClassKey("regular", "regular"), "heightClass=regular-widthClass=regular");
  assert.equal(sizeClassKey("regular", "compact"), "heightClass=compact-widthClass=regular");
  assert.equal(sizeClassKey("compact", "any"), "widthClass=compact");
  assert.equal(sizeClassKey("any", "compact"), "heightClass=compact");
  assert.equal(sizeClassKey("any", "any"), "default");
  assert.throws(() => sizeClassKey("Compact", "any"), /not a size class/);
});

test("every size-class variation key in the corpus is the one sizeClassKey spells for its traits", (t) => {
  if (!existsSync(CORPUS)) return t.skip("the corpus (../shared/fixtures) is absent");
  const keys = new Set();
  for (const name of readdirSync(CORPUS)) {
    if (!/\.(storyboard|xib)$/.test(name)) continue;
    for (const match of readFileSync(new URL(name, CORPUS), "utf8").matchAll(/<variation key="([^"]*(?:width|height)Class[^"]*)"/g)) keys.add(match[1]);
  }
  assert.ok(keys.size > 0, "the corpus has size-class variations");
  for (const key of keys) {
    const traits = Object.fromEntries(key.split("-").map((part) => part.split("=")));
    assert.equal(sizeClassKey(traits.widthClass ?? "any", traits.heightClass ?? "any"), key);
  }
});

test("a row added with \"+\" (wC hR): unchecking writes its exclude after the view's constraints; only that size class drops it", () => {
  const doc = SyncDocument.parse(INSTALLED);
  const key = sizeClassKey("compact", "regular");
  assert.equal(installedState(doc.elementById("ins-Cn-004"), key), null, "no entry yet: the row shows the base class's state");
  let text = apply(doc, installedOps(doc, "ins-Cn-004", false, key));
  assert.ok(text.includes('constant="100" id="ins-Cn-009"/>\n                        </constraints>\n'
    + '                        <variation key="heightClass=regular-widthClass=compact">\n                            <mask key="constraints">\n'
    + '                                <exclude reference="ins-Cn-004"/>\n                            </mask>\n                        </variation>\n'
    + '                    </view>\n'));
  assert.deepEqual(variationKeysOf(doc.elementById("ins-Cn-004")), [key]);
  assert.ok(new SizeClassVariations(doc.root, { width: "compact", height: "regular" }).uninstalledIDs.has("ins-Cn-004"));
  assert.ok(!new SizeClassVariations(doc.root, { width: "compact", height: "compact" }).uninstalledIDs.has("ins-Cn-004"));
  text = apply(doc, installedOps(doc, "ins-Cn-004", null, key));
  assert.equal(text, INSTALLED);
  // The base class excludes it: checking the added row includes it there, after the base class's variation.
  apply(doc, installedOps(doc, "ins-Cn-004", false));
  text = apply(doc, installedOps(doc, "ins-Cn-004", true, key));
  assert.deepEqual(tail(text, "ins-Vw-001"), [
    '<variation key="default">', '<mask key="constraints">', '<exclude reference="ins-Cn-004"/>', "</mask>", "</variation>",
    `<variation key="${key}">`, '<mask key="constraints">', '<include reference="ins-Cn-004"/>', "</mask>", "</variation>"]);
  const portrait = new SizeClassVariations(doc.root, { width: "compact", height: "regular" });
  assert.ok(!portrait.uninstalledIDs.has("ins-Cn-004"));
  assert.ok(new SizeClassVariations(doc.root, { width: "compact", height: "compact" }).uninstalledIDs.has("ins-Cn-004"));
});

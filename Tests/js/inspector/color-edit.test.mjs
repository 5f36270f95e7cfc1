// The colour picker's ops, applied by the sync engine: system colours with their <resources> entry, named colours,
// custom sRGB with alpha, Default; the inverse restores the bytes. The system colour entries are checked against
// every `%.17g` entry of ../shared/fixtures/corpus when it is present.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import { colorEditOps, colorNumber, IOS_SYSTEM_COLORS, systemColorResourceXML } from "../../../Public/js/commands/color-edit.js";

const XIB = readFileSync(new URL("../../browser/fixtures/InspectorEditors.xib", import.meta.url), "utf8");
const CORPUS = new URL("../../../../shared/fixtures/corpus/", import.meta.url);

function edited(value, source = XIB, id = "box-001") {
  const doc = SyncDocument.parse(source);
  const before = doc.serialize();
  const { inverse } = doc.applyBatch(colorEditOps(doc, { id, key: "backgroundColor", value }));
  const after = doc.serialize();
  const undo = SyncDocument.parse(after);
  undo.applyBatch(inverse);
  assert.equal(undo.serialize(), before, "the inverse restores the original bytes");
  return after;
}

const colorOf = (xml, id) => xml.match(new RegExp(`id="${id}">[\\s\\S]*?(<color key="backgroundColor"[^>]*/>)`))[1];
const resources = (xml) => xml.match(/<resources>[\s\S]*<\/resources>/)?.[0].replace(/\s*\n\s*/g, "") ?? null;

test("numbers as Xcode writes them", () => {
  assert.deepEqual([0, 1, 242 / 255, 0.6, 0.1, 0.5, 67 / 255].map(colorNumber),
    ["0.0", "1", "0.94901960784313721", "0.59999999999999998", "0.10000000000000001", "0.5", "0.2627450980392157"]);
});

test("a system colour is written with its resources entry, which goes with its last use", () => {
  const xml = edited("system:systemRedColor");
  assert.equal(colorOf(xml, "box-001"), '<color key="backgroundColor" systemColor="systemRedColor"/>');
  assert.equal(resources(xml), '<resources><systemColor name="systemRedColor"><color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor></resources>');
  assert.match(xml, /<\/objects>\n    <resources>\n        <systemColor name="systemRedColor">\n            <color /);
  // Another system colour replaces it: the unused entry goes, the new one comes, sorted.
  const next = edited("system:labelColor", xml);
  assert.equal(resources(next), `<resources>${systemColorResourceXML("labelColor")}</resources>`);
  // Default: no colour, and no resources left.
  const cleared = edited("", next);
  assert.equal(resources(cleared), null);
  assert.doesNotMatch(cleared.match(/id="box-001">[\s\S]*?<\/view>/)[0], /backgroundColor/);
});

test("an entry another colour still uses stays; entries stay sorted", () => {
  const red = edited("system:systemRedColor");
  const both = edited("system:systemRedColor", red, "box-002");
  assert.equal(resources(both), resources(red));
  const blue = edited("system:systemBlueColor", both);
  assert.equal(resources(blue), `<resources>${systemColorResourceXML("systemBlueColor")}${systemColorResourceXML("systemRedColor")}</resources>`);
});

test("a custom colour with opacity is sRGB n/255 and the alpha in %.17g", () => {
  assert.equal(colorOf(edited("#336699"), "box-001"), '<color key="backgroundColor" red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>');
  assert.equal(colorOf(edited("#ff000080"), "box-001"), '<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>');
});

test("a named colour needs its resources entry; bad values are refused", () => {
  const withNamed = XIB.replace("</objects>", '</objects>\n    <resources>\n        <namedColor name="Brand">\n            <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>\n        </namedColor>\n    </resources>');
  assert.equal(colorOf(edited("named:Brand", withNamed), "box-001"), '<color key="backgroundColor" name="Brand"/>');
  const doc = SyncDocument.parse(XIB);
  assert.throws(() => colorEditOps(doc, { id: "box-001", key: "backgroundColor", value: "named:Brand" }), /no named colour/);
  assert.throws(() => colorEditOps(doc, { id: "box-001", key: "backgroundColor", value: "system:systemMauveColor" }), /not a system colour/);
  assert.throws(() => colorEditOps(doc, { id: "box-001", key: "backgroundColor", value: "mauve" }), /not a colour/);
});

test("an AppKit system colour is a catalog colour, with no resources", () => {
  const appKit = XIB.replace("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.Cocoa.XIB").replace('targetRuntime="iOS.CocoaTouch"', 'targetRuntime="MacOSX.Cocoa"');
  const xml = edited("system:controlTextColor", appKit);
  assert.equal(colorOf(xml, "box-001"), '<color key="backgroundColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>');
  assert.equal(resources(xml), null);
});

test("every corpus entry of an offered system colour in Xcode's current number form is what we write", { skip: !existsSync(CORPUS) && "no corpus" }, () => {
  let compared = 0;
  const mismatches = new Set();
  for (const file of readdirSync(CORPUS)) {
    if (statSync(new URL(file, CORPUS)).isDirectory()) continue;
    const text = readFileSync(new URL(file, CORPUS), "utf8");
    for (const [, name, color] of text.matchAll(/<systemColor name="(\w+)">\s*(<color [^>]*\/>)\s*<\/systemColor>/g)) {
      // Older Xcodes wrote ten significant digits (0.23137254900000001), and labelColor once as sRGB black.
      const numbers = [...color.matchAll(/="(0\.\d+)"/g)].map((m) => m[1]);
      if (!IOS_SYSTEM_COLORS[name] || numbers.some((n) => /^0\.\d{10}(0{4,}|9{4,})/.test(n))) continue;
      if (name === "labelColor" && color.includes("sRGB")) continue;
      if (`<systemColor name="${name}">${color}</systemColor>` !== systemColorResourceXML(name)) mismatches.add(`${name}: ${color}`);
      compared += 1;
    }
  }
  assert.deepEqual([...mismatches], []);
  assert.ok(compared > 150, `compared ${compared}`);
});

test("several objects in one batch: <resources> written once", () => {
  const doc = SyncDocument.parse(XIB);
  const before = doc.serialize();
  const { inverse } = doc.applyBatch(colorEditOps(doc, { ids: ["box-001", "box-002"], key: "backgroundColor", value: "system:systemRedColor" }));
  const both = doc.serialize();
  assert.equal(colorOf(both, "box-001"), '<color key="backgroundColor" systemColor="systemRedColor"/>');
  assert.equal(colorOf(both, "box-002"), '<color key="backgroundColor" systemColor="systemRedColor"/>');
  assert.equal(resources(both), `<resources>${systemColorResourceXML("systemRedColor")}</resources>`);
  // Both back to custom: the entry goes, as nothing names it any more.
  doc.applyBatch(colorEditOps(doc, { ids: ["box-001", "box-002"], key: "backgroundColor", value: "#000000" }));
  assert.equal(resources(doc.serialize()), null);
  const undo = SyncDocument.parse(both);
  undo.applyBatch(inverse);
  assert.equal(undo.serialize(), before);
});

// A view controller from the object library dropped on the empty canvas: addScene writes new scenes (or a xib
// top-level object) as Xcode writes fresh ones, applied by the sync engine in one batch whose inverse restores the
// document. The same XML as `EditCommandsTests.testAddSceneWritesXcodeScenes` (Swift). Run: node --test Tests/js/editor/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";
import * as commands from "../../../Public/js/commands/index.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const CORPUS = fileURLToPath(new URL("../../../../shared/fixtures/ib", import.meta.url));

/** An iOS storyboard without scenes' sizes or resources to copy (the defaults apply). */
const BARE_STORYBOARD = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <!--Hosting Controller-->
        <scene sceneID="hst-sc-001">
            <objects>
                <hostingController id="hst-vc-001" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="hst-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
    </scenes>
</document>
`;

const XIB = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    </objects>
</document>
`;

const MAC_STORYBOARD = `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    <scenes/>
</document>
`;

const NAVIGATION = { className: "UINavigationController", elementName: "navigationController", libraryTitle: "Navigation Controller" };
const VIEW_CONTROLLER = { className: "UIViewController", elementName: "viewController", libraryTitle: "View Controller" };
const TAB_BAR = { className: "UITabBarController", elementName: "tabBarController", libraryTitle: "Tab Bar Controller" };
const REFERENCE = { className: "UIStoryboardReference", elementName: "viewControllerPlaceholder", libraryTitle: "Storyboard Reference" };

/** Ids `new-00-001`, `new-01-001`... in the order the command asks for them. */
function counter() {
  let n = 0;
  return { next: () => `new-${String(n++).padStart(2, "0")}-001` };
}

/** Applies addScene as one batch; its inverse gives the original bytes back (one undo removes it all). */
function addScene(text, catalogClass, x, y) {
  const doc = SyncDocument.parse(text);
  const result = commands.addScene(doc, { catalogClass, x, y, generator: counter() });
  const { inverse } = doc.applyBatch(result.ops);
  const after = doc.serialize();
  const undone = SyncDocument.parse(after);
  undone.applyBatch(inverse);
  assert.equal(undone.serialize(), text, "undo restores the document byte for byte");
  return { after, result, doc };
}

/** The text of the scene holding an id, from its comment to `</scene>`. */
function sceneText(after, id) {
  const at = after.indexOf(`id="${id}"`);
  const start = after.lastIndexOf("<!--", after.lastIndexOf("<scene ", at));
  return after.slice(start, after.indexOf("</scene>", at) + "</scene>".length);
}

test("a Navigation Controller dropped on the canvas makes its scene and its root view controller's, joined by the relationship segue", () => {
  const { after, result } = addScene(SIGNUP, NAVIGATION, 1200.4, 300);
  assert.deepEqual(result.ids, ["new-01-001", "new-04-001"]);
  assert.equal(sceneText(after, "new-01-001"), `<!--Navigation Controller-->
        <scene sceneID="new-00-001">
            <objects>
                <navigationController id="new-01-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="new-02-001">
                        <rect key="frame" x="0.0" y="59" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="new-04-001" kind="relationship" relationship="rootViewController" id="new-03-001"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="new-08-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="1200" y="300"/>
        </scene>`);
  // The root view controller: the size of the document's scenes (an iPhone 8 here), a navigation item, 800 pt right.
  assert.equal(sceneText(after, "new-04-001"), `<!--View Controller-->
        <scene sceneID="new-09-001">
            <objects>
                <viewController id="new-04-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="new-05-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="new-06-001"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                    <navigationItem key="navigationItem" id="new-07-001"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="new-10-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="2000" y="300"/>
        </scene>`);
  // The navigation controller's scene comes first, after the document's scenes; resources already had the color.
  assert.ok(after.indexOf("new-00-001") < after.indexOf("new-09-001"));
  assert.equal(after.split("name=\"systemBackgroundColor\"").length, 2);
});

test("a View Controller in a document without systemBackgroundColor adds it to new <resources>, with Xcode 15's default size", () => {
  const { after } = addScene(BARE_STORYBOARD, VIEW_CONTROLLER, -40, 10);
  assert.match(after, /<rect key="frame" x="0.0" y="0.0" width="393" height="852"\/>/);
  assert.match(after, /<point key="canvasLocation" x="-40" y="10"\/>\n        <\/scene>\n    <\/scenes>\n    <resources>\n        <systemColor name="systemBackgroundColor">\n            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"\/>\n        <\/systemColor>\n    <\/resources>\n<\/document>/);
});

test("systemBackgroundColor joins <resources> that already hold another system colour: the whole <resources> is written again, the colours in name order (no address names a second <systemColor>)", () => {
  const withColors = BARE_STORYBOARD.replace("    </scenes>\n", `    </scenes>
    <resources>
        <image name="heart.fill" width="24" height="24"/>
        <systemColor name="systemOrangeColor">
            <color red="1" green="0.58431372550000005" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
    </resources>
`);
  const { after, result } = addScene(withColors, VIEW_CONTROLLER, 0, 0);
  assert.deepEqual(result.ops.slice(-2).map((op) => op.op), ["removeSubtree", "insertSubtree"]);
  assert.ok(after.endsWith(`    </scenes>
    <resources>
        <image name="heart.fill" width="24" height="24"/>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemOrangeColor">
            <color red="1" green="0.58431372550000005" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
    </resources>
</document>
`), after.slice(-700));
});

test("a Tab Bar Controller brings two child scenes with viewControllers relationship segues and tab bar items", () => {
  const { after, result, doc } = addScene(SIGNUP, TAB_BAR, 0, 0);
  assert.equal(result.ids.length, 3);
  const [tabs, first, second] = result.ids.map((id) => doc.elementById(id));
  assert.equal(tabs.tagName, "tabBarController");
  const segues = [...after.matchAll(/<segue destination="([^"]+)" kind="relationship" relationship="viewControllers" id="[^"]+"\/>/g)].map((m) => m[1]);
  assert.deepEqual(segues, [result.ids[1], result.ids[2]]);
  assert.match(sceneText(after, result.ids[1]), /<tabBarItem key="tabBarItem" title="Item 1" id="[^"]+"\/>[\s\S]*<point key="canvasLocation" x="800" y="-500"\/>/);
  assert.match(sceneText(after, result.ids[2]), /<tabBarItem key="tabBarItem" title="Item 2" id="[^"]+"\/>[\s\S]*<point key="canvasLocation" x="800" y="500"\/>/);
  assert.equal(first.getAttribute("sceneMemberID"), "viewController");
  assert.equal(second.tagName, "viewController");
});

test("a Storyboard Reference is a placeholder scene", () => {
  const { after } = addScene(SIGNUP, REFERENCE, 10, 20);
  assert.match(after, /<!--Storyboard Reference-->\n        <scene sceneID="new-00-001">\n            <objects>\n                <viewControllerPlaceholder id="new-01-001" sceneMemberID="viewController"\/>\n                <placeholder placeholderIdentifier="IBFirstResponder" id="new-02-001"/);
});

test("in a xib a controller becomes a top-level object at the drop point; a storyboard reference and containers are refused", () => {
  const { after } = addScene(XIB, VIEW_CONTROLLER, 100, 200);
  assert.match(after, /<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"\/>\n        <viewController id="new-00-001">/);
  assert.match(after, /<point key="canvasLocation" x="100" y="200"\/>\n        <\/viewController>/);
  assert.doesNotMatch(after, /sceneMemberID|<segue/);
  for (const container of [NAVIGATION, TAB_BAR]) {
    assert.throws(() => commands.addScene(SyncDocument.parse(XIB), { catalogClass: container, x: 0, y: 0, generator: counter() }), /only be placed in a storyboard/);
  }
  assert.match(after, /<resources>\n        <systemColor name="systemBackgroundColor">/);
  assert.throws(() => commands.addScene(SyncDocument.parse(XIB), { catalogClass: REFERENCE, x: 0, y: 0, generator: counter() }), /only be placed in a storyboard/);
});

test("a view class, and AppKit documents, are refused", () => {
  const label = { className: "UILabel", elementName: "label", libraryTitle: "Label" };
  assert.throws(() => commands.addScene(SyncDocument.parse(SIGNUP), { catalogClass: label, x: 0, y: 0, generator: counter() }), /Label is not a view controller/);
  assert.throws(() => commands.addScene(SyncDocument.parse(MAC_STORYBOARD), { catalogClass: VIEW_CONTROLLER, x: 0, y: 0, generator: counter() }), /AppKit/);
  assert.equal(commands.isSceneClass(NAVIGATION), true);
  assert.equal(commands.isSceneClass(label), false);
});

test("the corpus writes relationship segues and First Responders with the attribute order addScene uses", { skip: !existsSync(CORPUS) && "no corpus at ../shared/fixtures/ib" }, () => {
  let segues = 0;
  let responders = 0;
  for (const name of readdirSync(CORPUS).filter((n) => n.endsWith(".storyboard"))) {
    const text = readFileSync(`${CORPUS}/${name}`, "utf8");
    for (const [segue] of text.matchAll(/<segue [^>]*relationship="(rootViewController|viewControllers)"[^>]*\/>/g)) {
      segues += 1;
      assert.match(segue, /^<segue destination="[^"]+" kind="relationship" relationship="\w+"( \w+="[^"]*")* id="[^"]+"\/>$/, `${name}: ${segue}`);
    }
    for (const [responder] of text.matchAll(/<placeholder placeholderIdentifier="IBFirstResponder"[^>]*sceneMemberID[^>]*\/>/g)) {
      responders += 1;
      assert.match(responder, /^<placeholder placeholderIdentifier="IBFirstResponder" id="[^"]+"( userLabel="First Responder")?( customClass="UIResponder")? sceneMemberID="firstResponder"\/>$/, `${name}: ${responder}`);
    }
  }
  assert.ok(segues > 0 && responders > 0);
});

const EXPECTED = (name) => readFileSync(new URL(`./expected/${name}`, import.meta.url), "utf8").trimEnd();
const TABLE_CONTROLLER = { className: "UITableViewController", elementName: "tableViewController", libraryTitle: "Table View Controller" };
const COLLECTION_CONTROLLER = { className: "UICollectionViewController", elementName: "collectionViewController", libraryTitle: "Collection View Controller" };
const WHOLE_CORPUS = fileURLToPath(new URL("../../../../shared/fixtures/corpus", import.meta.url));

test("a Table View Controller arrives with one prototype cell and a Collection View Controller with one cell (the texts EditCommandsTests.testAddSceneTableAndCollectionControllersHaveAPrototypeCell compares too)", () => {
  const table = addScene(SIGNUP, TABLE_CONTROLLER, 0, 0);
  assert.equal(sceneText(table.after, table.result.id), EXPECTED("table-view-controller-scene.xml"));
  const cell = table.doc.elementById("new-03-001");
  assert.equal(cell.parentElement.tagName, "prototypes");
  const collection = addScene(SIGNUP, COLLECTION_CONTROLLER, 0, 0);
  assert.equal(sceneText(collection.after, collection.result.id), EXPECTED("collection-view-controller-scene.xml"));
  assert.equal(collection.doc.elementById("new-04-001").parentElement.tagName, "cells");
});

/** The names of an element's child elements, in order. */
const childNames = (element) => [...element.children].map((c) => c.tagName);

test("the corpus's table and collection view controllers write their lists where addScene puts the new cell, and their cells' first attributes in its order", { skip: !existsSync(WHOLE_CORPUS) && "no corpus at ../shared/fixtures/corpus" }, () => {
  // Compared with every *.storyboard of ../shared/fixtures/corpus holding a <tableViewController> or
  // <collectionViewController> with prototypes (e.g. firebase__quickstart-ios__database_…_Main.storyboard,
  // RocketChat__…_Preferences.storyboard, moonlight-stream__…_Moonlight-TV_Base.lproj_Main.storyboard).
  const counts = { tables: 0, collections: 0, cells: 0 };
  const ours = { tableViewCell: ["clipsSubviews", "contentMode", "preservesSuperviewLayoutMargins", "selectionStyle", "indentationWidth"] };
  for (const name of readdirSync(WHOLE_CORPUS).filter((n) => n.endsWith(".storyboard"))) {
    const text = readFileSync(`${WHOLE_CORPUS}/${name}`, "utf8");
    if (!/<(tableViewController|collectionViewController) /.test(text)) continue;
    let doc;
    try { doc = SyncDocument.parse(text); } catch { continue; }
    const walk = function* (element) { for (const child of element.children) { yield child; yield* walk(child); } };
    for (const controller of walk(doc.root)) {
      if (controller.tagName !== "tableViewController" && controller.tagName !== "collectionViewController") continue;
      const view = [...controller.children].find((c) => c.getAttribute("key") === "view");
      const names = childNames(view);
      const list = controller.tagName === "tableViewController" ? "prototypes" : "cells";
      if (!names.includes(list)) continue;
      counts[controller.tagName === "tableViewController" ? "tables" : "collections"] += 1;
      // The list comes after the background colour (and a collection view's layout), before the connections.
      const at = names.indexOf(list);
      if (names.includes("connections")) assert.ok(at < names.indexOf("connections"), `${name}: ${names}`);
      if (names.includes("collectionViewFlowLayout")) assert.ok(at > names.indexOf("collectionViewFlowLayout"), `${name}: ${names}`);
      if (names.includes("color")) assert.ok(at > names.indexOf("color"), `${name}: ${names}`);
      for (const cell of [...view.children].find((c) => c.tagName === list).children) {
        if (cell.tagName !== "tableViewCell") continue;
        const present = cell.attributes.map((a) => a.name).filter((n) => ours.tableViewCell.includes(n));
        assert.deepEqual(present, ours.tableViewCell.filter((n) => present.includes(n)), `${name}: ${present}`);
        counts.cells += 1;
      }
    }
  }
  assert.ok(counts.tables >= 7 && counts.collections >= 1 && counts.cells >= 7, JSON.stringify(counts));
});

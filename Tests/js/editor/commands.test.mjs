// The editing commands build the ops of docs/protocol.md §4 from the document (run: node --test Tests/js/).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readDocument, parseTree } from "./support/read-tree.mjs";
import * as commands from "../../../Public/js/commands/index.js";
import { SyncDocument } from "../../../Public/js/sync/engine/sync-document.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const doc = () => readDocument(SIGNUP);
/** A generator with a fixed sequence, so expected XML is exact. */
function fixedIds(...ids) {
  const queue = [...ids];
  return { next: () => queue.shift() };
}

test("moving a view sets the x and y of its frame rect, and nothing else", () => {
  const ops = commands.moveViews(doc(), { ids: ["wel-btn-001"], dx: 10, dy: -20 });
  assert.deepEqual(ops, [
    { op: "setAttribute", target: { in: { id: "wel-btn-001" }, name: "rect", key: "frame" }, name: "x", value: "30" },
    { op: "setAttribute", target: { in: { id: "wel-btn-001" }, name: "rect", key: "frame" }, name: "y", value: "440" },
  ]);
});

test("frames are written as Xcode writes numbers; unchanged values are not sent", () => {
  const ops = commands.setFrame(doc(), { id: "wel-lbl-001", x: 0, y: 84, width: 335.5, height: 34 });
  assert.deepEqual(ops.map((o) => [o.name, o.value]), [["x", "0.0"], ["width", "335.5"]]);
  assert.throws(() => commands.setFrame(doc(), { id: "wel-lbl-001", width: -1 }), commands.CommandError);
});

test("a view without a frame gets a frame rect inserted where Xcode writes it", () => {
  const d = readDocument(`<document><objects><view id="aaa-bb-ccc"/></objects></document>`);
  assert.deepEqual(commands.setFrame(d, { id: "aaa-bb-ccc", x: 1, y: 2, width: 3, height: 4 }), [{
    op: "insertSubtree", parent: { id: "aaa-bb-ccc" }, position: { xcodeOrder: true },
    xml: `<rect key="frame" x="1" y="2" width="3" height="4"/>`,
  }]);
});

test("AppKit frames are flipped: moving down on screen lowers y", () => {
  const d = readDocument(`<document targetRuntime="MacOSX.Cocoa"><objects><customView id="sup-er-vw1"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
    <subviews><button id="btn-00-001"><rect key="frame" x="10" y="200" width="80" height="32"/></button></subviews></customView></objects></document>`);
  const ops = commands.moveViews(d, { ids: ["btn-00-001"], dx: 0, dy: 50 });
  assert.deepEqual(ops.map((o) => [o.name, o.value]), [["y", "150"]]);
});

test("delete removes the outermost selected objects and refuses placeholders", () => {
  const ops = commands.deleteObjects(doc(), { ids: ["wel-stk-001", "wel-swi-001", "wel-frs-001"] });
  assert.deepEqual(ops, [{ op: "removeSubtree", target: { id: "wel-stk-001" } }]);
  assert.throws(() => commands.deleteObjects(doc(), { ids: ["wel-frs-001"] }), /nothing here can be deleted/);
});

test("deleting a scene's controller deletes its scene, as Xcode does (placeholders and all)", async () => {
  const ops = commands.deleteObjects(doc(), { ids: ["wel-ctl-001"] });
  assert.deepEqual(ops, [{ op: "removeSubtree", target: { sceneID: "wel-scn-001" } }]);
  const { SyncDocument } = await import("../../../Public/js/sync/engine/sync-document.js");
  const engine = SyncDocument.parse(SIGNUP);
  engine.applyBatch(commands.deleteObjects(engine, { ids: ["wel-ctl-001"] }));
  const text = engine.serialize();
  assert.ok(!text.includes(`sceneID="${ops[0].target.sceneID}"`) && !text.includes('id="wel-ctl-001"') && !text.includes('id="wel-frs-001"'), text);
});

test("delete refuses a part its parent needs: a navigation controller's bar goes with the controller", () => {
  assert.throws(() => commands.deleteObjects(doc(), { ids: ["nav-bar-001"] }), /nothing here can be deleted/);
  assert.deepEqual(commands.deleteObjects(doc(), { ids: ["nav-bar-001", "wel-lbl-001"] }), [{ op: "removeSubtree", target: { id: "wel-lbl-001" } }]);
});

test("delete refuses an AppKit control's cell: it goes with the button", () => {
  const appKit = readDocument(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
    <objects>
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-001">
            <rect key="frame" x="20" y="20" width="83" height="32"/>
            <buttonCell key="cell" type="push" title="Remove" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cel-aa-001">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
    </objects>
</document>
`);
  assert.throws(() => commands.deleteObjects(appKit, { ids: ["cel-aa-001"] }), /nothing here can be deleted/);
  assert.deepEqual(commands.deleteObjects(appKit, { ids: ["cel-aa-001", "btn-aa-001"] }), [{ op: "removeSubtree", target: { id: "btn-aa-001" } }]);
});

test("delete refuses a table view cell's content view: it goes with the cell", () => {
  const cell = readDocument(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
    <objects>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-aa-001" id="cnt-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableViewCellContentView>
        </tableViewCell>
    </objects>
</document>
`);
  assert.throws(() => commands.deleteObjects(cell, { ids: ["cnt-aa-001"] }), /nothing here can be deleted/);
  assert.deepEqual(commands.deleteObjects(cell, { ids: ["cnt-aa-001", "cel-aa-001"] }), [{ op: "removeSubtree", target: { id: "cel-aa-001" } }]);
});

test("delete refuses a visual effect view's content view: it goes with the effect view (found by the long property run)", () => {
  const blur = readDocument(`<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><visualEffectView opaque="NO" contentMode="scaleToFill" id="vev-aa-001"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/><view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cnt-aa-001"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/></view><blurEffect style="light"/></visualEffectView></objects></document>`);
  assert.throws(() => commands.deleteObjects(blur, { ids: ["cnt-aa-001"] }), /nothing here can be deleted/);
  assert.deepEqual(commands.deleteObjects(blur, { ids: ["cnt-aa-001", "vev-aa-001"] }), [{ op: "removeSubtree", target: { id: "vev-aa-001" } }]);
});

test("an AppKit text view's title is its text storage's one fragment, never a UIKit text= attribute", async () => {
  const { SyncDocument } = await import("../../../Public/js/sync/engine/sync-document.js");
  const xml = (storage) => `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
    <objects>
        <textView importsGraphics="NO" verticallyResizable="YES" usesFontPanel="YES" findStyle="panel" allowsUndo="YES" id="txv-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>${storage}
        </textView>
    </objects>
</document>
`;
  const storage = `
            <attributedString key="textStorage">
                <fragment content="Lorem">
                    <attributes>
                        <font key="NSFont" metaFont="system"/>
                    </attributes>
                </fragment>
            </attributedString>`;
  const rich = SyncDocument.parse(xml(storage));
  assert.equal(commands.editableTitle(rich, rich.elementById("txv-aa-001"), true), "Lorem");
  rich.applyBatch(commands.setTitle(rich, { id: "txv-aa-001", text: "Ipsum" }));
  assert.equal(rich.serialize(), xml(storage.replace('content="Lorem"', 'content="Ipsum"')));
  const empty = SyncDocument.parse(xml(""));
  assert.equal(commands.editableTitle(empty, empty.elementById("txv-aa-001"), true), undefined);
  assert.throws(() => commands.setTitle(empty, { id: "txv-aa-001", text: "x" }), /no title/);
});

test("a replaced colour keeps its place: an iOS text view's text colour stays after its text", async () => {
  const { SyncDocument } = await import("../../../Public/js/sync/engine/sync-document.js");
  const xml = (color) => `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
    <objects>
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" id="txv-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <string key="text">Lorem ipsum</string>
            ${color}
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textView>
    </objects>
</document>
`;
  const doc = SyncDocument.parse(xml('<color key="textColor" systemColor="labelColor"/>'));
  doc.applyBatch(commands.replaceKeyedChild(doc, { id: "txv-aa-001", element: "color", key: "textColor", xml: '<color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>' }));
  assert.equal(doc.serialize(), xml('<color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>'));
});

test("a colour replaces the <nil key=…> Xcode writes for an explicitly nil colour, in its place", () => {
  const xml = (child) => `<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch">
    <objects>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="lbl-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="240" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            ${child}
        </label>
    </objects>
</document>
`;
  const doc = SyncDocument.parse(xml('<nil key="highlightedColor"/>'));
  doc.applyBatch(commands.replaceKeyedChild(doc, { id: "lbl-aa-001", element: "color", key: "highlightedColor", xml: `<color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>` }));
  assert.equal(doc.serialize(), xml('<color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>'));
});

test("a popover segue is anchored where it is drawn from, with every arrow direction, as Xcode writes it", () => {
  const ops = commands.connectSegue(doc(), { source: "wel-bbi-001", destination: "wel-ctl-001", kind: "popoverPresentation", generator: fixedIds("seg-00-001") });
  assert.equal(ops[0].xml, '<segue destination="wel-ctl-001" kind="popoverPresentation" popoverAnchorBarButtonItem="wel-bbi-001" id="seg-00-001">'
    + '<popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/></segue>');
  assert.throws(() => commands.connectSegue(doc(), { source: "wel-ctl-001", destination: "wel-ctl-001", kind: "popoverPresentation", generator: fixedIds("seg-00-002") }),
    /needs an anchor/);
  assert.equal(commands.connectSegue(doc(), { source: "wel-ctl-001", destination: "wel-ctl-001", kind: "show", generator: fixedIds("seg-00-003") })[0].xml,
    '<segue destination="wel-ctl-001" kind="show" id="seg-00-003"/>');
});

test("a navigation item's bar button item is placed in it, never connected as an outlet", () => {
  assert.throws(() => commands.connectOutlet(doc(), { source: "wel-nav-001", property: "leftBarButtonItem", destination: "wel-bbi-001", generator: fixedIds("out-00-009") }),
    /is the item placed in it/);
  assert.throws(() => commands.connectOutlet(doc(), { source: "wel-bbi-001", property: "customView", destination: "wel-vie-001", generator: fixedIds("out-00-010") }),
    /is the item placed in it/);
});

test("an outlet from inside an AppKit table cell view reaches only the cell view's objects or File's Owner (its own nib holds only those)", () => {
  const tables = () => readDocument(readFileSync(new URL("../../browser/fixtures/AppKitTables.xib", import.meta.url), "utf8"));
  assert.equal(commands.connectOutlet(tables(), { source: "tbl-tcv-001", property: "textField", destination: "tbl-txt-001", generator: fixedIds("out-00-011") })[0].xml,
    '<outlet property="textField" destination="tbl-txt-001" id="out-00-011"/>');
  assert.equal(commands.connectOutlet(tables(), { source: "tbl-txt-001", property: "delegate", destination: "-2", generator: fixedIds("out-00-012") })[0].xml,
    '<outlet property="delegate" destination="-2" id="out-00-012"/>');
  for (const destination of ["tbl-txt-002", "tbl-scr-001", "-3"]) {
    assert.throws(() => commands.connectOutlet(tables(), { source: "tbl-tcv-001", property: "nextKeyView", destination, generator: fixedIds("out-00-013") }),
      /inside a table cell view/, destination);
  }
  // Nor into one from outside: a prototype cell is repeated per row (all 270 corpus outlets into one come from inside it).
  assert.throws(() => commands.connectOutlet(tables(), { source: "-2", property: "field", destination: "tbl-txt-001", generator: fixedIds("out-00-014") }),
    /into a prototype cell/);
});

test("an outlet can't reach into a prototype cell from outside it; static cells take their controller's outlets", () => {
  const cells = () => readDocument(`<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="sc1-aa-bbb"><objects><tableViewController id="tvc-aa-001" sceneMemberID="viewController"><tableView key="view" dataMode="prototypes" id="tbv-aa-001"><prototypes><tableViewCell reuseIdentifier="Cell" id="cel-aa-001"><tableViewCellContentView key="contentView" id="cnt-aa-001"><subviews><label id="lbl-aa-001"/></subviews></tableViewCellContentView></tableViewCell></prototypes></tableView></tableViewController></objects></scene><scene sceneID="sc2-aa-bbb"><objects><tableViewController id="tvc-aa-002" sceneMemberID="viewController"><tableView key="view" dataMode="static" id="tbv-aa-002"><sections><tableViewSection id="sec-aa-002"><cells><tableViewCell id="cel-aa-002"><tableViewCellContentView key="contentView" id="cnt-aa-002"><subviews><label id="lbl-aa-002"/></subviews></tableViewCellContentView></tableViewCell></cells></tableViewSection></sections></tableView></tableViewController></objects></scene></scenes></document>`);
  assert.throws(() => commands.connectOutlet(cells(), { source: "tvc-aa-001", property: "label", destination: "lbl-aa-001", generator: fixedIds("out-00-021") }), /into a prototype cell/);
  assert.throws(() => commands.connectOutlet(cells(), { source: "tvc-aa-001", property: "cell", destination: "cel-aa-001", generator: fixedIds("out-00-022") }), /into a prototype cell/);
  assert.equal(commands.connectOutlet(cells(), { source: "cel-aa-001", property: "titleLabel", destination: "lbl-aa-001", generator: fixedIds("out-00-023") })[0].xml,
    '<outlet property="titleLabel" destination="lbl-aa-001" id="out-00-023"/>');
  assert.equal(commands.connectOutlet(cells(), { source: "tvc-aa-002", property: "label", destination: "lbl-aa-002", generator: fixedIds("out-00-024") })[0].xml,
    '<outlet property="label" destination="lbl-aa-002" id="out-00-024"/>');
});

test("a clip view's document view can't be duplicated: a clip view holds one", () => {
  const scroll = readDocument(`<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
    <objects>
        <scrollView id="scr-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="240" height="135"/>
            <clipView key="contentView" id="clp-aa-001">
                <rect key="frame" x="1" y="1" width="238" height="133"/>
                <subviews>
                    <view id="doc-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="223" height="118"/>
                    </view>
                </subviews>
            </clipView>
        </scrollView>
    </objects>
</document>
`);
  assert.throws(() => commands.duplicateObjects(scroll, { ids: ["doc-aa-001"], generator: fixedIds("new-aa-001") }), /a clip view holds one document view/);
});

test("a keyed object (a touch bar item's view controller, a controller's view) can't be duplicated: its parent holds one", () => {
  // MacDown's MPDocument.xib holds such touch bar items; the copy's second key="viewController" was refused by the engine.
  const bar = () => readDocument(`<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects><touchBar id="tbr-aa-001"><touchBarItems><touchBarItem id="tbi-aa-001"><viewController key="viewController" id="tvc-aa-001"><button key="view" id="tbt-aa-001"><rect key="frame" x="0.0" y="0.0" width="40" height="30"/><buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="tbc-aa-001"/></button></viewController></touchBarItem></touchBarItems></touchBar></objects></document>`);
  assert.throws(() => commands.duplicateObjects(bar(), { ids: ["tvc-aa-001"], generator: fixedIds("new-aa-001", "new-aa-002", "new-aa-003") }), /it is the viewController of its touchBarItem, which holds one/);
  assert.throws(() => commands.duplicateObjects(bar(), { ids: ["tbt-aa-001"], generator: fixedIds("new-aa-001", "new-aa-002") }), /it is the view of its viewController/);
  assert.equal(commands.duplicateObjects(bar(), { ids: ["tbi-aa-001"], generator: fixedIds("new-aa-001", "new-aa-002", "new-aa-003", "new-aa-004") }).ids[0], "new-aa-001", "the item itself is duplicated");
});

test("an outlet can't point at a layout guide", () => {
  assert.throws(() => commands.connectOutlet(doc(), { source: "wel-ctl-001", property: "guide", destination: "wel-saf-001", generator: fixedIds("out-00-001") }),
    /a layout guide can't be an outlet's destination/);
});

test("duplicate inserts a renamed copy right after the original, with references between copies remapped", () => {
  const { ops, ids } = commands.duplicateObjects(doc(), { ids: ["wel-stk-001"], generator: fixedIds("new-00-stk", "new-00-lbl", "new-00-swi"), offset: { x: 10, y: 10 } });
  assert.deepEqual(ids, ["new-00-stk"]);
  assert.equal(ops.length, 1);
  assert.deepEqual(ops[0].parent, { in: { id: "wel-vie-001" }, name: "subviews" });
  assert.deepEqual(ops[0].position, { after: { id: "wel-stk-001" } });
  const copy = parseTree(ops[0].xml);
  assert.equal(copy.getAttribute("id"), "new-00-stk");
  assert.deepEqual(copy.children[0].attributeNames(), ["key", "x", "y", "width", "height"]);
  assert.equal(copy.children[0].getAttribute("x"), "30");
  assert.equal(copy.children[0].getAttribute("y"), "360");
  assert.ok(!ops[0].xml.includes("wel-"), "no original id is left in the copy");
});

test("duplicated connections to outside objects are kept, ids inside are fresh", () => {
  const { ops } = commands.duplicateObjects(doc(), { ids: ["wel-btn-001"], generator: fixedIds("cpy-00-btn", "cpy-00-seg") });
  const segue = parseTree(ops[0].xml).children.find((c) => c.tagName === "connections").children[0];
  assert.equal(segue.getAttribute("destination"), "lst-ctl-001");
  assert.equal(segue.getAttribute("id"), "cpy-00-seg");
});

test("paste into another document drops connections whose destination is not there", () => {
  const clip = commands.copyObjects(doc(), { ids: ["wel-btn-001"] });
  const target = readDocument(`<document><objects><view id="tgt-00-vie"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view></objects></document>`);
  const { ops, ids } = commands.pasteObjects(target, { clip, into: "tgt-00-vie", generator: fixedIds("pst-00-btn", "pst-00-seg"), parse: parseTree });
  assert.deepEqual(ids, ["pst-00-btn"]);
  assert.deepEqual(ops[0].parent, { in: { id: "tgt-00-vie" }, name: "subviews" });
  assert.ok(!ops[0].xml.includes("segue"), ops[0].xml);
  assert.ok(ops[0].xml.includes(`title="Continue"`));
});

test("add from the library builds the element from the catalog's defaults", () => {
  const button = {
    className: "UIButton", elementName: "button", defaultSize: { width: 46, height: 30 },
    defaultAttributes: [{ name: "opaque", value: "NO" }, { name: "buttonType", value: "system" }],
    attributes: [{ key: "normalTitle", defaultValue: "Button", storage: { attributeOfKeyedChild: { attribute: "title", element: "state", key: "normal" } } }],
  };
  const { ops, id } = commands.addObject(doc(), { catalogClass: button, into: "wel-vie-001", x: 20, y: 40, generator: fixedIds("add-00-btn") });
  assert.equal(id, "add-00-btn");
  assert.deepEqual(ops, [{
    op: "insertSubtree", parent: { in: { id: "wel-vie-001" }, name: "subviews" }, position: { atEnd: true },
    // As Xcode writes a view dropped without constraints in an Auto Layout document (commands/new-view-defaults.js).
    xml: `<button opaque="NO" fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="add-00-btn"><rect key="frame" x="20" y="40" width="46" height="30"/>`
      + `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><state key="normal" title="Button"/></button>`,
  }]);
  assert.throws(() => commands.addObject(doc(), { catalogClass: { className: "UIControl" }, into: "wel-vie-001", x: 0, y: 0, generator: fixedIds("x") }), /not in the object library/);
});

test("reparent moves the view, re-expresses its frame and keeps the constraints that still hold", () => {
  const d = readDocument(`<document><objects><view id="roo-00-vie"><rect key="frame" x="0.0" y="0.0" width="300" height="300"/><subviews>
    <view id="box-00-vie"><rect key="frame" x="100" y="100" width="100" height="100"/><subviews>
      <view id="inn-00-vie"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>
      <constraints><constraint firstItem="inn-00-vie" firstAttribute="top" secondItem="box-00-vie" secondAttribute="top" id="con-00-003"/></constraints></view>
    <view id="oth-00-vie"><rect key="frame" x="0.0" y="200" width="100" height="100"/></view>
    <label id="lbl-00-001"><rect key="frame" x="120" y="130" width="40" height="20"/></label></subviews>
    <constraints><constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="roo-00-vie" secondAttribute="top" id="con-00-001"/>
    <constraint firstItem="inn-00-vie" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="leading" id="con-00-002"/></constraints></view></objects></document>`);
  // Into a sibling container: the root still holds both constraints (it is still an ancestor of every item).
  const ops = commands.reparent(d, { id: "lbl-00-001", into: "box-00-vie", frame: { x: 20, y: 30 } });
  assert.deepEqual(ops, [
    { op: "move", target: { id: "lbl-00-001" }, newParent: { in: { id: "box-00-vie" }, name: "subviews" }, position: { atEnd: true }, expectParent: { in: { id: "roo-00-vie" }, name: "subviews" } },
    { op: "setAttribute", target: { in: { id: "lbl-00-001" }, name: "rect", key: "frame" }, name: "x", value: "20" },
    { op: "setAttribute", target: { in: { id: "lbl-00-001" }, name: "rect", key: "frame" }, name: "y", value: "30" },
  ]);
  // The inner view leaves the box: its constraint to the box moves up to their new common ancestor, the root.
  assert.deepEqual(commands.reparent(d, { id: "inn-00-vie", into: "oth-00-vie" }), [
    { op: "move", target: { id: "inn-00-vie" }, newParent: { in: { id: "oth-00-vie" }, name: "subviews" }, position: { atEnd: true }, expectParent: { in: { id: "box-00-vie" }, name: "subviews" } },
    { op: "move", target: { id: "con-00-003" }, newParent: { in: { id: "roo-00-vie" }, name: "constraints" }, position: { after: { id: "con-00-002" } }, expectParent: { in: { id: "box-00-vie" }, name: "constraints" } },
  ]);
  assert.throws(() => commands.reparent(d, { id: "box-00-vie", into: "box-00-vie" }), /inside itself/);
});

test("reparent out of a cell removes the constraints that would join the cell's inside to its outside (no corpus constraint does)", () => {
  const text = `<document><objects><collectionView id="col-00-001"><rect key="frame" x="0.0" y="0.0" width="300" height="300"/><cells>
    <collectionViewCell id="cel-00-001"><rect key="frame" x="0.0" y="0.0" width="100" height="50"/><view key="contentView" id="cnt-00-001"><rect key="frame" x="0.0" y="0.0" width="100" height="50"/><subviews>
      <label id="lbl-00-001"><rect key="frame" x="10" y="10" width="40" height="20"/><constraints><constraint firstAttribute="height" constant="20" id="con-00-002"/></constraints></label></subviews></view>
      <constraints><constraint firstAttribute="centerX" secondItem="lbl-00-001" secondAttribute="centerX" id="con-00-001"/></constraints></collectionViewCell></cells></collectionView></objects></document>`;
  const ops = commands.reparent(readDocument(text), { id: "lbl-00-001", into: "col-00-001", frame: { x: 10, y: 10 } });
  assert.deepEqual(ops.filter((op) => op.op === "removeSubtree"), [{ op: "removeSubtree", target: { id: "con-00-001" } }]);
  const document = SyncDocument.parse(text);
  document.applyBatch(ops);
  const after = document.serialize();
  assert.ok(!after.includes("con-00-001"), after);
  assert.match(after, /<constraint firstAttribute="height" constant="20" id="con-00-002"\/>/, "the label's own constraint stays");
});

test("reparent out of a cell removes the connections that would join the cell's inside to its outside, not those to File's Owner", () => {
  const text = `<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects><customObject id="-2" userLabel="File's Owner"/>
    <view id="roo-00-001"><rect key="frame" x="0.0" y="0.0" width="300" height="300"/><subviews>
    <tableView id="tbl-00-001"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/><tableColumns><tableColumn identifier="name" id="col-00-001"><prototypeCellViews>
      <tableCellView id="tcv-00-001"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/><subviews>
        <textField id="txt-00-001"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/><connections>
          <binding destination="tcv-00-001" name="value" keyPath="objectValue.name" id="bnd-00-001"/><action selector="open:" target="-2" id="act-00-001"/></connections></textField></subviews>
      <connections><outlet property="textField" destination="txt-00-001" id="out-00-001"/></connections></tableCellView></prototypeCellViews></tableColumn></tableColumns></tableView></subviews></view></objects></document>`;
  const ops = commands.reparent(readDocument(text), { id: "txt-00-001", into: "roo-00-001", frame: { x: 10, y: 250 } });
  assert.deepEqual(ops.filter((op) => op.op === "removeSubtree").map((op) => op.target.id).sort(), ["bnd-00-001", "out-00-001"]);
  const document = SyncDocument.parse(text);
  document.applyBatch(ops);
  const after = document.serialize();
  assert.ok(!after.includes("bnd-00-001") && !after.includes("out-00-001"), after);
  assert.match(after, /<action selector="open:" target="-2" id="act-00-001"\/>/);
});

test("in-place titles: a label's text, a button's normal state title, a bar item's title", () => {
  assert.deepEqual(commands.setTitle(doc(), { id: "wel-lbl-001", text: "Join us" }), [{ op: "setAttribute", target: { id: "wel-lbl-001" }, name: "text", value: "Join us" }]);
  assert.deepEqual(commands.setTitle(doc(), { id: "wel-btn-001", text: "Next" }), [{ op: "setAttribute", target: { in: { id: "wel-btn-001" }, name: "state", key: "normal" }, name: "title", value: "Next" }]);
  const bare = readDocument(`<document><objects><button id="btn-00-001"/></objects></document>`);
  assert.deepEqual(commands.setTitle(bare, { id: "btn-00-001", text: "Go" }), [{ op: "insertSubtree", parent: { id: "btn-00-001" }, xml: `<state key="normal" title="Go"/>`, position: { xcodeOrder: true } }]);
  assert.throws(() => commands.setTitle(doc(), { id: "wel-sld-001", text: "x" }), /no title/);
});

test("label, custom class and attributes", () => {
  assert.deepEqual(commands.renameLabel(doc(), { id: "wel-btn-001", label: "  " }), [{ op: "removeAttribute", target: { id: "wel-btn-001" }, name: "userLabel" }]);
  assert.deepEqual(commands.renameLabel(doc(), { id: "wel-btn-001", label: "Go" }), [{ op: "setAttribute", target: { id: "wel-btn-001" }, name: "userLabel", value: "Go" }]);
  assert.deepEqual(commands.changeClass(doc(), { id: "wel-ctl-001", customClass: "" }).map((o) => [o.op, o.name]),
    [["removeAttribute", "customClass"], ["removeAttribute", "customModule"], ["removeAttribute", "customModuleProvider"]]);
  assert.deepEqual(commands.changeClass(doc(), { id: "wel-lbl-001", customClass: "FancyLabel" }), [{ op: "setAttribute", target: { id: "wel-lbl-001" }, name: "customClass", value: "FancyLabel" }]);
  assert.deepEqual(commands.setAttribute(doc(), { id: "wel-lbl-001", name: "text", value: "Create your account" }), []);
});

test("embed in navigation controller adds a scene after the controller's and moves the entry point", () => {
  const d = readDocument(SIGNUP.replace(`initialViewController="nav-ctl-001"`, `initialViewController="lst-ctl-001"`));
  const { ops, id } = commands.embedInNavigationController(d, { id: "lst-ctl-001", generator: fixedIds("scn-00-new", "nav-00-new", "bar-00-new", "seg-00-new", "frs-00-new") });
  assert.equal(id, "nav-00-new");
  assert.equal(ops[0].op, "insertSubtree");
  assert.deepEqual(ops[0].parent, { in: { root: true }, name: "scenes" });
  assert.deepEqual(ops[0].position, { after: { sceneID: "lst-scn-001" } });
  assert.match(ops[0].xml, /^<!--Navigation Controller-->\n<scene sceneID="scn-00-new">/);
  assert.match(ops[0].xml, /<segue destination="lst-ctl-001" kind="relationship" relationship="rootViewController" id="seg-00-new"\/>/);
  assert.deepEqual(ops[1], { op: "setAttribute", target: { root: true }, name: "initialViewController", value: "nav-00-new", expect: "lst-ctl-001" });
});

test("outlets, actions and disconnect", () => {
  assert.deepEqual(commands.connectOutlet(doc(), { source: "wel-ctl-001", property: "emailField", destination: "wel-txt-001", generator: fixedIds("out-00-001") }), [{
    op: "insertSubtree", parent: { in: { id: "wel-ctl-001" }, name: "connections" }, position: { atEnd: true },
    xml: `<outlet property="emailField" destination="wel-txt-001" id="out-00-001"/>`,
  }]);
  assert.equal(commands.connectAction(doc(), { source: "wel-btn-001", selector: "next:", target: "wel-ctl-001", generator: fixedIds("act-00-001") })[0].xml,
    `<action selector="next:" destination="wel-ctl-001" eventType="touchUpInside" id="act-00-001"/>`);
  assert.deepEqual(commands.disconnect(doc(), { id: "seg-show-01" }), [{ op: "removeSubtree", target: { id: "seg-show-01" } }]);
  assert.throws(() => commands.disconnect(doc(), { id: "wel-btn-001" }), /not a connection/);
});

test("generated ids have Xcode's shape and avoid the document's ids", () => {
  let calls = 0;
  const values = [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
  const generator = new commands.IdGenerator(["000-00-000"], () => values[calls++ % values.length]);
  const id = generator.next();
  assert.match(id, commands.XCODE_ID);
  assert.notEqual(id, "000-00-000");
  assert.ok(commands.IdGenerator.forDocument(doc()).used.has("wel-btn-001"));
});

test("an AppKit scroll view's document view is not moved out of its clip view alone (its header view would lose its table); the scroll view moves", () => {
  // AppKitTables.xib: the outline view tbl-olv-001 is scroll view tbl-scr-002's document view, its header tbl-hdr-002.
  const tables = () => readDocument(readFileSync(new URL("../../browser/fixtures/AppKitTables.xib", import.meta.url), "utf8"));
  assert.throws(() => commands.reparent(tables(), { id: "tbl-olv-001", into: "tbl-con-001", frame: { x: 78, y: 10, width: 260, height: 257 } }),
    /moves with its scroll view/);
  const moved = commands.reparent(tables(), { id: "tbl-scr-002", into: "tbl-con-001", frame: { x: 10, y: 10 } });
  assert.equal(moved[0].op, "move");
});

// addObject writes what Xcode's object library creates inside a new object (content views, bars, AppKit cells),
// as the corpus (../shared/fixtures/ib) shows Xcode writing them. Run: node --test Tests/js/editor/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readDocument } from "./support/read-tree.mjs";
import * as commands from "../../../Public/js/commands/index.js";

const SIGNUP = readFileSync(new URL("../../browser/fixtures/Signup.storyboard", import.meta.url), "utf8");
const doc = () => readDocument(SIGNUP);
/** An AppKit xib (a window's content view, unflipped: new views keep their distance to its top left). */
const APPKIT = readFileSync(new URL("../../browser/fixtures/AppKitTables.xib", import.meta.url), "utf8");
const addToAppKit = (catalogClass, ids, cellClass = null) =>
  commands.addObject(readDocument(APPKIT), { catalogClass, cellClass, into: "tbl-con-001", x: 20, y: 40, generator: fixedIds(...ids) }).ops[0].xml;
const APPKIT_MASK = `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>`;
const fixedIds = (...ids) => { const queue = [...ids]; return { next: () => queue.shift() }; };
const add = (catalogClass, ids, cellClass = null) =>
  commands.addObject(doc(), { catalogClass, cellClass, into: "wel-vie-001", x: 20, y: 40, generator: fixedIds(...ids) }).ops[0].xml;

/** A scene with a prototype table and a collection view, to drop cells into. */
const MASK = `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>`;

function listsDocument() {
  const table = `<tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-001"><rect key="frame" x="0.0" y="0.0" width="375" height="300"/></tableView>`;
  const collection = `<collectionView clipsSubviews="YES" dataMode="prototypes" id="col-00-009"><rect key="frame" x="0.0" y="300" width="375" height="300"/></collectionView>`;
  return readDocument(SIGNUP.replace(/(<view key="view" contentMode="scaleToFill" id="wel-vie-001">[\s\S]*?<subviews>)/, `$1${table}${collection}`));
}

test("a table view cell goes into the table's prototypes, as wide as the table, below the section header", () => {
  const cell = {
    className: "UITableViewCell", elementName: "tableViewCell", libraryTitle: "Table View Cell", defaultSize: { width: 320, height: 44 },
    defaultAttributes: [["clipsSubviews", "YES"], ["contentMode", "scaleToFill"], ["preservesSuperviewLayoutMargins", "YES"], ["selectionStyle", "default"], ["indentationWidth", "10"]]
      .map(([name, value]) => ({ name, value })),
  };
  const { ops } = commands.addObject(listsDocument(), { catalogClass: cell, into: "tbl-00-001", x: 5, y: 5, generator: fixedIds("cel-00-001", "cnt-00-001") });
  assert.deepEqual(ops, [{ op: "insertSubtree", parent: { id: "tbl-00-001" }, position: { xcodeOrder: true }, xml: `<prototypes>`
    + `<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cel-00-001">`
    + `<rect key="frame" x="0.0" y="28" width="375" height="44"/><autoresizingMask key="autoresizingMask"/>`
    + `<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="cnt-00-001">`
    + `<rect key="frame" x="0.0" y="0.0" width="375" height="44"/><autoresizingMask key="autoresizingMask"/></tableViewCellContentView></tableViewCell></prototypes>` }]);
  // Xcode never writes a cell in <subviews>: dropped on a plain view it is refused.
  assert.throws(() => add(cell, ["cel-00-002", "cnt-00-002"]), { name: "CommandError", message: /goes into a table view/ });
});

test("a collection view cell goes into the collection view's cells with Xcode's flexible autoresizing mask", () => {
  const cell = { className: "UICollectionViewCell", elementName: "collectionViewCell", libraryTitle: "Collection View Cell", defaultSize: { width: 50, height: 50 }, defaultAttributes: [{ name: "opaque", value: "NO" }] };
  const { ops } = commands.addObject(listsDocument(), { catalogClass: cell, into: "col-00-009", x: 5, y: 5, generator: fixedIds("cel-00-002", "cnt-00-002") });
  assert.equal(ops[0].xml, `<cells><collectionViewCell opaque="NO" id="cel-00-002"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/>`
    + `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>`
    + `<collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="cnt-00-002">`
    + `<rect key="frame" x="0.0" y="0.0" width="50" height="50"/><autoresizingMask key="autoresizingMask"/></collectionViewCellContentView></collectionViewCell></cells>`);
  assert.throws(() => add(cell, ["cel-00-003", "cnt-00-003"]), /goes into a collection view/);
});

test("a collection view comes with the flow layout Xcode writes (UIKit can't load one without a layout)", () => {
  const collection = {
    className: "UICollectionView", elementName: "collectionView", defaultSize: { width: 240, height: 128 },
    defaultAttributes: [["clipsSubviews", "YES"], ["dataMode", "prototypes"]].map(([name, value]) => ({ name, value })),
  };
  assert.equal(add(collection, ["col-00-001", "lay-00-001"]),
    `<collectionView clipsSubviews="YES" fixedFrame="YES" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-001"><rect key="frame" x="20" y="40" width="240" height="128"/>${MASK}`
    + `<collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="lay-00-001">`
    + `<size key="itemSize" width="128" height="128"/><size key="headerReferenceSize" width="0.0" height="0.0"/>`
    + `<size key="footerReferenceSize" width="0.0" height="0.0"/><inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>`
    + `</collectionViewFlowLayout></collectionView>`);
});

test("a navigation controller is refused inside a view (it makes a scene on the canvas: add-scene.test.mjs)", () => {
  const controller = { className: "UINavigationController", elementName: "navigationController", libraryTitle: "Navigation Controller" };
  assert.throws(() => add(controller, ["nav-00-001", "bar-00-001"]),
    { name: "CommandError", message: /Navigation Controller can't be placed inside a view: drop it on the empty canvas/ });
});

test("an AppKit push button and text field come with their cells, children as Xcode writes them", () => {
  assert.equal(commands.cellClassName("NSButton"), "NSButtonCell");
  assert.equal(commands.cellClassName("NSSegmentedControl"), "NSSegmentedCell");
  const button = {
    className: "NSButton", elementName: "button", defaultSize: { width: 76, height: 32 },
    defaultAttributes: [{ name: "verticalHuggingPriority", value: "750" }],
    defaultCellAttributes: [["type", "push"], ["title", "Button"], ["bezelStyle", "rounded"], ["alignment", "center"], ["borderStyle", "border"], ["imageScaling", "proportionallyDown"], ["inset", "2"]]
      .map(([name, value]) => ({ name, value })),
  };
  assert.equal(addToAppKit(button, ["btn-00-001", "cel-00-003"], { className: "NSButtonCell", elementName: "buttonCell" }),
    `<button verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001"><rect key="frame" x="20" y="40" width="76" height="32"/>${APPKIT_MASK}`
    + `<buttonCell key="cell" type="push" title="Button" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cel-00-003">`
    + `<behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/><font key="font" metaFont="system"/></buttonCell></button>`);
  const field = {
    className: "NSTextField", elementName: "textField", defaultSize: { width: 96, height: 21 },
    defaultCellAttributes: [{ name: "scrollable", value: "YES" }, { name: "drawsBackground", value: "YES" }],
  };
  assert.equal(addToAppKit(field, ["fld-00-001", "cel-00-004"], { className: "NSTextFieldCell", elementName: "textFieldCell" }),
    `<textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001"><rect key="frame" x="20" y="40" width="96" height="21"/>${APPKIT_MASK}`
    + `<textFieldCell key="cell" scrollable="YES" drawsBackground="YES" id="cel-00-004"><font key="font" metaFont="system"/>`
    + `<color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>`
    + `<color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/></textFieldCell></textField>`);
});

test("a control without cell defaults, or without its cell class, gets no cell (and uses no id for one)", () => {
  const slider = { className: "NSSlider", elementName: "slider", defaultSize: { width: 96, height: 28 } };
  assert.equal(add(slider, ["sld-00-001"], { className: "NSSliderCell", elementName: "sliderCell" }),
    `<slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sld-00-001"><rect key="frame" x="20" y="40" width="96" height="28"/>${MASK}</slider>`);
  const button = { className: "NSButton", elementName: "button", defaultCellAttributes: [{ name: "type", value: "push" }] };
  assert.equal(add(button, ["btn-00-002"]), `<button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-002"/>`);
});

test("a UIKit segmented control gets its two segments; an AppKit one, whose segments live in its cell, does not", () => {
  const segmented = { className: "UISegmentedControl", elementName: "segmentedControl" };
  assert.equal(add(segmented, ["seg-00-001"]),
    `<segmentedControl fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-001"><segments><segment title="First"/><segment title="Second"/></segments></segmentedControl>`);
  assert.equal(add({ className: "NSSegmentedControl", elementName: "segmentedControl" }, ["seg-00-002"]),
    `<segmentedControl fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-002"/>`);
});

test("an AppKit scroll view comes with its clip view, a document view and both scrollers (a UIKit one with none)", () => {
  const scroll = {
    className: "NSScrollView", elementName: "scrollView", libraryTitle: "Scroll View", defaultSize: { width: 240, height: 135 },
    defaultAttributes: [["horizontalLineScroll", "10"], ["horizontalPageScroll", "10"], ["verticalLineScroll", "10"], ["verticalPageScroll", "10"], ["usesPredominantAxisScrolling", "NO"]]
      .map(([name, value]) => ({ name, value })),
  };
  const xml = addToAppKit(scroll, ["scr-00-001", "clp-00-001", "doc-00-001", "hsc-00-001", "vsc-00-001"]);
  const mask = `<autoresizingMask key="autoresizingMask"/>`;
  const inner = xml.slice(xml.indexOf("<clipView"), xml.lastIndexOf("</scrollView>"));
  assert.equal(inner, `<clipView key="contentView" id="clp-00-001"><rect key="frame" x="1" y="1" width="238" height="133"/>`
    + `<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>`
    + `<subviews><view id="doc-00-001"><rect key="frame" x="0.0" y="0.0" width="223" height="118"/>${mask}</view></subviews></clipView>`
    + `<scroller key="horizontalScroller" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="hsc-00-001"><rect key="frame" x="1" y="118" width="238" height="16"/>${mask}</scroller>`
    + `<scroller key="verticalScroller" wantsLayer="YES" verticalHuggingPriority="750" doubleValue="1" horizontal="NO" id="vsc-00-001"><rect key="frame" x="223" y="1" width="16" height="133"/>${mask}</scroller>`);
  const uikit = add({ ...scroll, className: "UIScrollView", defaultAttributes: [] }, ["scr-00-002"]);
  assert.ok(!uikit.includes("clipView") && !uikit.includes("scroller"), uikit);
});

test("nothing is dropped into a container view: it shows the view of the controller it embeds", () => {
  const label = { className: "UILabel", elementName: "label", libraryTitle: "Label", defaultSize: { width: 42, height: 21 }, defaultAttributes: [] };
  const container = `<containerView opaque="NO" contentMode="scaleToFill" id="cnt-00-001"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></containerView>`;
  const withContainer = readDocument(SIGNUP.replace(/(<view key="view" contentMode="scaleToFill" id="wel-vie-001">[\s\S]*?<subviews>)/, `$1${container}`));
  assert.throws(() => commands.addObject(withContainer, { catalogClass: label, into: "cnt-00-001", x: 5, y: 5, generator: fixedIds("lbl-00-001") }),
    /goes into the view of the controller the container view embeds/);
});

test("an AppKit tab view comes with its font and two tabs, each with a view that resizes with it", () => {
  const tabs = { className: "NSTabView", elementName: "tabView", libraryTitle: "Tab View", defaultSize: { width: 280, height: 200 }, defaultAttributes: [] };
  const xml = addToAppKit(tabs, ["tab-00-001", "itm-00-001", "vew-00-001", "itm-00-002", "vew-00-002"]);
  const mask = `<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>`;
  const view = (id) => `<view key="view" id="${id}"><rect key="frame" x="10" y="33" width="260" height="154"/>${mask}</view>`;
  assert.equal(xml.slice(xml.indexOf("<font")), `<font key="font" metaFont="system"/><tabViewItems>`
    + `<tabViewItem label="Tab" identifier="1" id="itm-00-001">${view("vew-00-001")}</tabViewItem>`
    + `<tabViewItem label="View" identifier="2" id="itm-00-002">${view("vew-00-002")}</tabViewItem></tabViewItems></tabView>`);
});

/**
 * The objects Xcode's object library creates *inside* a new object, written as Xcode writes them (checked against the
 * corpus in ../shared/fixtures/ib): a table or collection view cell's content view, a collection view's flow layout, a box's content view, an AppKit control's
 * `<…Cell key="cell">`. (Controllers make scenes instead, with their bars: add-scene.js.) Without them the object is not what Xcode would insert and the
 * compiler refuses it. Mirrored by `LibraryParts` in Sources/IBSync/Commands; `UIKitCatalogCoverageTests` and
 * `AppKitCatalogCoverageTests` build the same children.
 */
import { formatNumber } from "./numbers.js";
import { elementXML } from "./xml-writer.js";

const AUTORESIZING = elementXML("autoresizingMask", [["key", "autoresizingMask"]]);

/** A frame of this size at the origin (a content view's, in its cell). */
function frame(width, height) {
  return elementXML("rect", [["key", "frame"], ["x", formatNumber(0)], ["y", formatNumber(0)], ["width", formatNumber(width)], ["height", formatNumber(height)]]);
}

/** A cell's content view, the cell's size at its origin. */
function contentView(element, cellAttributes, size, ids) {
  const attributes = [["key", "contentView"], ["opaque", "NO"], ["clipsSubviews", "YES"], ["multipleTouchEnabled", "YES"], ["contentMode", "center"],
    ...cellAttributes, ["id", ids.next()]];
  return elementXML(element, attributes, frame(size.width, size.height) + AUTORESIZING);
}

/**
 * The flow layout Xcode gives every new collection view (library item, Collection View Controller): without a
 * layout UIKit can't create the collection view at load time.
 */
export function flowLayoutXML(id) {
  return elementXML("collectionViewFlowLayout", [["key", "collectionViewLayout"], ["automaticEstimatedItemSize", "YES"],
    ["minimumLineSpacing", "10"], ["minimumInteritemSpacing", "10"], ["id", id]],
  elementXML("size", [["key", "itemSize"], ["width", "128"], ["height", "128"]])
    + elementXML("size", [["key", "headerReferenceSize"], ["width", formatNumber(0)], ["height", formatNumber(0)]])
    + elementXML("size", [["key", "footerReferenceSize"], ["width", formatNumber(0)], ["height", formatNumber(0)]])
    + elementXML("inset", [["key", "sectionInset"], ["minX", formatNumber(0)], ["minY", formatNumber(0)], ["maxX", formatNumber(0)], ["maxY", formatNumber(0)]]));
}

/**
 * An NSCollectionView's flow layout, as the corpus's AppKit collection views have it (spacings first, then the item
 * size; NSCollectionViewFlowLayout's defaults: 10 pt spacings, 50 × 50 items).
 */
export function appKitFlowLayoutXML(id) {
  return elementXML("collectionViewFlowLayout", [["key", "collectionViewLayout"], ["minimumInteritemSpacing", "10"], ["minimumLineSpacing", "10"], ["id", id]],
    elementXML("size", [["key", "itemSize"], ["width", "50"], ["height", "50"]]));
}

/**
 * Children that come after the object's frame, by element name. `context` is `{ id, size, ids, appKit }`: the new
 * object's id, its size (`defaultSize`), the id generator (`next()`) and whether the document is AppKit's.
 */
const PARTS = {
  tableViewCell: ({ id, size, ids }) => AUTORESIZING
    + contentView("tableViewCellContentView", [["preservesSuperviewLayoutMargins", "YES"], ["insetsLayoutMarginsFromSafeArea", "NO"], ["tableViewCell", id]], size, ids),
  collectionViewCell: ({ size, ids }) => elementXML("autoresizingMask", [["key", "autoresizingMask"], ["flexibleMaxX", "YES"], ["flexibleMaxY", "YES"]])
    + contentView("collectionViewCellContentView", [["insetsLayoutMarginsFromSafeArea", "NO"]], size, ids),
  collectionView: ({ ids, appKit }) => (appKit ? appKitFlowLayoutXML(ids.next()) : flowLayoutXML(ids.next())),
  box: ({ size, ids }) => boxContentViewXML(size, ids.next()),
  scrollView: ({ size, ids, appKit }) => (appKit && size ? appKitScrollViewPartsXML(size, ids) : ""),
  tabView: ({ size, ids, appKit }) => (appKit && size ? appKitTabViewPartsXML(size, ids) : ""),
};

/**
 * An NSTabView's font and its two tabs, "Tab" and "View" (identifiers 1 and 2), each with its view: the compiler and
 * AppKit need an item. As the corpus writes them: `<font key="font" metaFont="system"/>`, `<tabViewItem label=…
 * identifier=…>` (71 of its 75 items), the item's view at (10, 33), 20 narrower and 46 lower than a regular-size
 * top-tabs tab view (Sequel-Ace, toolsVersion 24765), resizing with it (77 of 80 item views). The labels are Xcode's
 * library item's, a hypothesis: every corpus tab is renamed.
 */
export function appKitTabViewPartsXML(size, ids) {
  const f = formatNumber;
  const item = (label, identifier) => {
    const itemID = ids.next(), viewID = ids.next();
    return elementXML("tabViewItem", [["label", label], ["identifier", identifier], ["id", itemID]],
      elementXML("view", [["key", "view"], ["id", viewID]],
        elementXML("rect", [["key", "frame"], ["x", f(10)], ["y", f(33)], ["width", f(Math.max(0, size.width - 20))], ["height", f(Math.max(0, size.height - 46))]])
          + elementXML("autoresizingMask", [["key", "autoresizingMask"], ["widthSizable", "YES"], ["heightSizable", "YES"]])));
  };
  return elementXML("font", [["key", "font"], ["metaFont", "system"]]) + elementXML("tabViewItems", [], item("Tab", "1") + item("View", "2"));
}

/**
 * An NSScrollView's clip view (with a plain document view) and its two scrollers: the compiler and AppKit need all
 * three (a scroll view without them is malformed). As the corpus's bezel-bordered scroll views of Xcode 12 and later
 * write them (Aerial's, toolsVersion 23094): the clip view 1 pt inside the border, the scrollers 16 pt wide along the
 * bottom and right inside it, `wantsLayer="YES" verticalHuggingPriority="750"`, the vertical one at `doubleValue="1"`,
 * each with an empty autoresizing mask. The document view's size (the clip view's less the scrollers', at the
 * origin) is a hypothesis: the corpus's document views have all been resized by their authors.
 */
export function appKitScrollViewPartsXML(size, ids) {
  const f = formatNumber;
  const rect = (x, y, width, height) => elementXML("rect", [["key", "frame"], ["x", f(x)], ["y", f(y)], ["width", f(Math.max(0, width))], ["height", f(Math.max(0, height))]]);
  const { width, height } = size;
  const clipID = ids.next(), documentID = ids.next(), horizontalID = ids.next(), verticalID = ids.next();
  return elementXML("clipView", [["key", "contentView"], ["id", clipID]],
    rect(1, 1, width - 2, height - 2)
      + elementXML("autoresizingMask", [["key", "autoresizingMask"], ["widthSizable", "YES"], ["heightSizable", "YES"]])
      + elementXML("subviews", [], elementXML("view", [["id", documentID]], rect(0, 0, width - 17, height - 17) + AUTORESIZING)))
    + elementXML("scroller", [["key", "horizontalScroller"], ["wantsLayer", "YES"], ["verticalHuggingPriority", "750"], ["horizontal", "YES"], ["id", horizontalID]],
      rect(1, height - 17, width - 2, 16) + AUTORESIZING)
    + elementXML("scroller", [["key", "verticalScroller"], ["wantsLayer", "YES"], ["verticalHuggingPriority", "750"], ["doubleValue", "1"], ["horizontal", "NO"], ["id", verticalID]],
      rect(width - 17, 1, 16, height - 2) + AUTORESIZING);
}

/**
 * An NSBox's content view, which holds what is put in the box. Its frame is the box's inside the border and the title:
 * every titled bezel box of the corpus saved by Xcode 13 or later (toolsVersion ≥ 22154: iina, Sequel-Ace; older Xcodes
 * inset 3 / 3 or 1 / 1) has it at (4, 5), 8 narrower and 20 lower than the box.
 */
export function boxContentViewXML(size, id) {
  const f = formatNumber;
  return elementXML("view", [["key", "contentView"], ["id", id]],
    elementXML("rect", [["key", "frame"], ["x", f(4)], ["y", f(5)], ["width", f(Math.max(0, size.width - 8))], ["height", f(Math.max(0, size.height - 20))]])
      + elementXML("autoresizingMask", [["key", "autoresizingMask"], ["widthSizable", "YES"], ["heightSizable", "YES"]]));
}

/** What Xcode writes inside a new cell beyond its attributes, by cell element. */
const CELL_CONTENT = {
  buttonCell: () => elementXML("behavior", [["key", "behavior"], ["pushIn", "YES"], ["lightByBackground", "YES"], ["lightByGray", "YES"]])
    + elementXML("font", [["key", "font"], ["metaFont", "system"]]),
  textFieldCell: () => elementXML("font", [["key", "font"], ["metaFont", "system"]])
    + elementXML("color", [["key", "textColor"], ["name", "controlTextColor"], ["catalog", "System"], ["colorSpace", "catalog"]])
    + elementXML("color", [["key", "backgroundColor"], ["name", "textBackgroundColor"], ["catalog", "System"], ["colorSpace", "catalog"]]),
};

/** The class of an AppKit control's cell (`NSButton` → `NSButtonCell`; a segmented control's is `NSSegmentedCell`). */
export function cellClassName(className) {
  return className === "NSSegmentedControl" ? "NSSegmentedCell" : `${className}Cell`;
}

/** The parts Xcode adds inside a new `elementName` after its frame ("" when none). */
export function libraryParts(elementName, context) {
  return PARTS[elementName]?.(context) ?? "";
}

/**
 * An AppKit control's `<…Cell key="cell">` from the catalog's `defaultCellAttributes` ("" when the control has none or
 * the cell class has no element in the catalog).
 */
export function libraryCell(catalogClass, cellClass, ids) {
  const attributes = (catalogClass.defaultCellAttributes ?? []).map(({ name, value }) => [name, value]);
  if (!attributes.length || !cellClass?.elementName) return "";
  const element = cellClass.elementName;
  return elementXML(element, [["key", "cell"], ...attributes.filter(([name]) => name !== "id"), ["id", ids.next()]], CELL_CONTENT[element]?.() ?? "");
}

/**
 * A view controller from the object library dropped outside any view (mirrors `EditCommands.addScene`): in a
 * storyboard a new scene at the drop point (canvas coordinates, written as the scene's `canvasLocation`), with the
 * controller (`sceneMemberID="viewController"`), its root view sized like the document's other scenes, and a First
 * Responder; a navigation controller brings its root view controller in a second scene (a `rootViewController`
 * relationship segue), a tab bar controller two child scenes (`viewControllers` segues). In a xib the controller
 * becomes a top-level object. Written as Xcode writes fresh scenes (checked against ../shared/fixtures/ib), with
 * `systemBackgroundColor` added to `<resources>` when the document lacks it. Every op goes in one batch: one undo.
 */
import { addressOf, childAddress, ROOT } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber, parseNumber } from "./numbers.js";
import { childElement } from "../document/xml-read.js";
import { flowLayoutXML, libraryParts } from "./library-parts.js";
import { elementXML } from "./xml-writer.js";
import { systemBackgroundResourceOps } from "./new-view-defaults.js";
import { isAppKit } from "./frames.js";

/** Elements of the classes that are the root of a scene and never go inside a view. */
export const SCENE_ELEMENTS = new Set(["viewController", "tableViewController", "collectionViewController", "navigationController",
  "tabBarController", "pageViewController", "splitViewController", "avPlayerViewController", "hostingController", "glkViewController",
  "viewControllerPlaceholder", "windowController", "tabViewController", "controllerPlaceholder"]);

/** Whether a catalog class makes a scene (or a xib top-level object) rather than a subview. */
export const isSceneClass = (catalogClass) => SCENE_ELEMENTS.has(catalogClass?.elementName);

/** Size of a new root view when the document has no scene to copy it from: Xcode 15's iPhone 15 (`retina6_12`). */
export const DEFAULT_SCENE_SIZE = Object.freeze({ width: 393, height: 852 });

const ROOT_VIEW_TAGS = new Set(["view", "tableView", "collectionView"]);

const attributeText = (pairs) => pairs.map(([name, value]) => ` ${name}="${value}"`).join("");

/** The root view size of the document's first scene controller (a storyboard's or a xib's), else the default. */
export function sceneSize(doc) {
  for (const element of walk(doc.root)) {
    if (ROOT_VIEW_TAGS.has(element.tagName) && element.getAttribute("key") === "view") {
      const rect = childElement(element, "rect", "frame");
      const width = parseNumber(rect?.getAttribute("width"));
      const height = parseNumber(rect?.getAttribute("height"));
      if (width > 0 && height > 0) return { width, height };
    }
  }
  return DEFAULT_SCENE_SIZE;
}

function* walk(element) {
  for (const child of element.children) {
    yield child;
    yield* walk(child);
  }
}

/**
 * The attributes of the prototype cell a Table View / Collection View Controller arrives with: the object library's
 * Table View Cell and Collection View Cell defaults (the catalog's `UITableViewCell` / `UICollectionViewCell` in
 * UIKitBarsAndListsCatalog.swift, which the Swift twin reads; the property test's twin comparison catches a drift).
 * The corpus's table view controllers with prototypes (7 of 22 in ../shared/fixtures/corpus) write the cell with these
 * attributes first (`clipsSubviews`, `contentMode`, `preservesSuperviewLayoutMargins`, `selectionStyle`,
 * `indentationWidth`) before their reuse identifier and style.
 */
const PROTOTYPE_CELLS = {
  tableViewCell: [["clipsSubviews", "YES"], ["contentMode", "scaleToFill"], ["preservesSuperviewLayoutMargins", "YES"], ["selectionStyle", "default"], ["indentationWidth", "10"]],
  collectionViewCell: [["opaque", "NO"], ["clipsSubviews", "YES"], ["multipleTouchEnabled", "YES"], ["contentMode", "center"]],
};

/** The library table view cell's height (the catalog's `UITableViewCell` size, 320 × 44). */
export const TABLE_CELL_HEIGHT = 44;
/** A plain table's section header height, written on the new table; the first prototype sits below it (as library-placement.js puts a dropped cell). */
export const SECTION_HEADER = 28;
/** The flow layout's item size (flowLayoutXML): the size the layout gives its cells, so the new prototype has it. A hypothesis: the corpus's two collection view controllers with prototypes are resized by their authors. */
const ITEM_SIZE = 128;

/**
 * A prototype cell of `element` at `frame`, with its content view (library-parts.js), wrapped in the list that holds
 * it: a table's `<prototypes>`, a collection view's `<cells>`. Ids: the cell's, then its content view's.
 */
function prototypeXML(element, list, frame, next) {
  return `<${list}>${libraryCellXML(element, frame, next)}</${list}>`;
}

/** A new library cell (`tableViewCell`, `collectionViewCell`) at `frame`, with its content view; ids: the cell's, its content view's. */
export function libraryCellXML(element, frame, next) {
  const id = next();
  const rect = elementXML("rect", [["key", "frame"], ["x", formatNumber(frame.x)], ["y", formatNumber(frame.y)], ["width", formatNumber(frame.width)], ["height", formatNumber(frame.height)]]);
  const parts = libraryParts(element, { id, size: frame, ids: { next }, appKit: false });
  return elementXML(element, [...PROTOTYPE_CELLS[element], ["id", id]], rect + parts);
}

/** The XML of the new controllers; `next()` hands out ids in a fixed order (the Swift twin's order). */
function controllers(catalogClass, { size, next, inStoryboard }) {
  const w = formatNumber(size.width);
  const h = formatNumber(size.height);
  const member = inStoryboard ? " sceneMemberID=\"viewController\"" : "";
  const frame = `<rect key="frame" x="0.0" y="0.0" width="${w}" height="${h}"/>`;
  const flexible = "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>";
  const background = "<color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>";
  const rootView = () => `<view key="view" contentMode="scaleToFill" id="${next()}">${frame}${flexible}<viewLayoutGuide key="safeArea" id="${next()}"/>${background}</view>`;
  const plainController = (extra = () => "") => {
    const id = next();
    return { id, xml: `<viewController id="${id}"${member}>${rootView()}${extra()}</viewController>`, title: "View Controller" };
  };
  const dataSourceAndDelegate = (id) => `<connections><outlet property="dataSource" destination="${id}" id="${next()}"/><outlet property="delegate" destination="${id}" id="${next()}"/></connections>`;
  const element = catalogClass.elementName;
  const defaults = attributeText((catalogClass.defaultAttributes ?? []).map(({ name, value }) => [name, value]).filter(([name]) => name !== "id"));
  const title = catalogClass.libraryTitle ?? catalogClass.className;
  // A container's children are relationship segues in a storyboard; how Xcode writes them in a xib, the corpus
  // (../shared/fixtures) never shows (no `<viewControllers>` anywhere), so that is refused rather than guessed.
  if (!inStoryboard && (element === "navigationController" || element === "tabBarController")) {
    throw new CommandError(`a ${title} can only be placed in a storyboard here.`);
  }
  switch (element) {
    case "viewController":
      return [plainController()];
    case "tableViewController": {
      // Xcode's Table View Controller arrives with one prototype cell (the corpus: `<prototypes>` after the
      // background colour, before the connections, in 7 of its 22 table view controllers; the rest are static).
      const id = next();
      const tableID = next();
      const cell = prototypeXML("tableViewCell", "prototypes", { x: 0, y: SECTION_HEADER, width: size.width, height: TABLE_CELL_HEIGHT }, next);
      const table = `<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="${SECTION_HEADER}" sectionFooterHeight="28" id="${tableID}">`
        + `${frame}${flexible}${background}${cell}${dataSourceAndDelegate(id)}</tableView>`;
      return [{ id, xml: `<tableViewController id="${id}"${member}>${table}</tableViewController>`, title }];
    }
    case "collectionViewController": {
      // And a Collection View Controller with one cell, in `<cells>` after the flow layout (the corpus's 3
      // collection view controllers with cells write layout, cells, connections in this order).
      const id = next();
      const collectionID = next();
      const layout = flowLayoutXML(next());
      const cell = prototypeXML("collectionViewCell", "cells", { x: 0, y: 0, width: ITEM_SIZE, height: ITEM_SIZE }, next);
      const collection = `<collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="${collectionID}">`
        + `${frame}${flexible}${background}`
        + `${layout}${cell}${dataSourceAndDelegate(id)}</collectionView>`;
      return [{ id, xml: `<collectionViewController id="${id}"${member}>${collection}</collectionViewController>`, title }];
    }
    case "navigationController": {
      const id = next();
      // The bar below an iPhone 15's 59 pt status bar, as "Embed In ▸ Navigation Controller" writes it.
      const bar = `<navigationBar key="navigationBar" contentMode="scaleToFill" id="${next()}"><rect key="frame" x="0.0" y="59" width="${w}" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>`;
      const segueID = next();
      const root = plainController(() => `<navigationItem key="navigationItem" id="${next()}"/>`);

      const segue = `<connections><segue destination="${root.id}" kind="relationship" relationship="rootViewController" id="${segueID}"/></connections>`;
      return [{ id, xml: `<navigationController id="${id}"${member}>${bar}${segue}</navigationController>`, title },
        { ...root, offset: { x: 800, y: 0 } }];
    }
    case "tabBarController": {
      const id = next();
      const bar = `<tabBar key="tabBar" contentMode="scaleToFill" id="${next()}"><rect key="frame" x="0.0" y="0.0" width="${w}" height="49"/><autoresizingMask key="autoresizingMask"/>`
        + "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/></tabBar>";
      const segueIDs = [next(), next()];
      const items = [1, 2].map((n) => plainController(() => `<tabBarItem key="tabBarItem" title="Item ${n}" id="${next()}"/>`));

      const segues = items.map((item, index) => `<segue destination="${item.id}" kind="relationship" relationship="viewControllers" id="${segueIDs[index]}"/>`).join("");
      return [{ id, xml: `<tabBarController id="${id}"${member}>${bar}<connections>${segues}</connections></tabBarController>`, title },
        { ...items[0], title: "Item 1", offset: { x: 800, y: -500 } }, { ...items[1], title: "Item 2", offset: { x: 800, y: 500 } }];
    }
    default: {
      if (!SCENE_ELEMENTS.has(element)) throw new CommandError(`${title} is not a view controller.`);
      if (element === "viewControllerPlaceholder" && !inStoryboard) throw new CommandError("a storyboard reference can only be placed in a storyboard.");
      const id = next();
      return [{ id, xml: `<${element}${defaults} id="${id}"${member}/>`, title }];
    }
  }
}

/** Ops adding `systemBackgroundColor` to the document's `<resources>` when a new view uses it and it is missing. */
function resourceOps(doc, xml) {
  return xml.includes("systemColor=\"systemBackgroundColor\"") ? systemBackgroundResourceOps(doc) : [];
}

/**
 * @param catalogClass the library class (`elementName` one of SCENE_ELEMENTS)
 * @param x, y the drop point in canvas coordinates (the new scene's `canvasLocation`, rounded)
 * @returns {{ops: object[], id: string, ids: string[]}} `id` the dropped controller, `ids` every new controller
 */
export function addScene(doc, { catalogClass, x, y, generator }) {
  if (!isSceneClass(catalogClass)) throw new CommandError(`${catalogClass?.libraryTitle ?? catalogClass?.className ?? "this class"} is not a view controller.`);
  const root = doc.root;
  if (isAppKit(doc)) throw new CommandError("new AppKit scenes from the library are not supported yet.");
  const scenes = childElement(root, "scenes");
  const inStoryboard = Boolean(scenes) || root.getAttribute("type")?.includes("Storyboard");
  const objects = childElement(root, "objects");
  if (!inStoryboard && !objects) throw new CommandError("this document has no place for a new top-level object.");
  const next = () => generator.next();
  const location = { x: Math.round(x), y: Math.round(y) };
  const point = (offset = { x: 0, y: 0 }) => `<point key="canvasLocation" x="${formatNumber(location.x + offset.x)}" y="${formatNumber(location.y + offset.y)}"/>`;
  const ops = [];
  let made;
  if (inStoryboard) {
    // Ids in order: each scene's sceneID, then the controllers' (and their parts'), then each scene's First Responder.
    const sceneIDs = [];
    const sceneID = () => { const id = next(); sceneIDs.push(id); return id; };
    const firstSceneID = sceneID();
    made = controllers(catalogClass, { size: sceneSize(doc), next, inStoryboard });
    const xml = made.map((controller, index) => {
      const id = index === 0 ? firstSceneID : sceneID();
      const responder = `<placeholder placeholderIdentifier="IBFirstResponder" id="${next()}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>`;
      return `<!--${controller.title}-->\n<scene sceneID="${id}"><objects>${controller.xml}${responder}</objects>${point(controller.offset)}</scene>`;
    });
    if (!scenes) {
      ops.push({ op: "insertSubtree", parent: ROOT, xml: `<scenes>${xml.map((s) => s.replace(/^<!--.*-->\n/, "")).join("")}</scenes>`, position: { xcodeOrder: true } });
    } else {
      // The child scenes first (a segue may only name an existing controller), then the dropped controller's
      // scene before them, right after the last existing scene.
      const parent = childAddress(ROOT, "scenes");
      const last = [...scenes.children].filter((c) => c.tagName === "scene").pop();
      for (const sceneXML of xml.slice(1)) ops.push({ op: "insertSubtree", parent, xml: sceneXML, position: { atEnd: true } });
      const position = last ? { after: addressOf(doc, last) } : { atStart: true };
      ops.push({ op: "insertSubtree", parent, xml: xml[0], position });
    }
    ops.push(...resourceOps(doc, xml.join("")));
  } else {
    made = controllers(catalogClass, { size: sceneSize(doc), next, inStoryboard });
    const [controller] = made;
    const xml = controller.xml.replace(/(\/>|<\/[A-Za-z]+>)$/, (end) => end === "/>"
      ? `>${point()}</${catalogClass.elementName}>` : `${point()}${end}`);
    ops.push({ op: "insertSubtree", parent: childAddress(ROOT, "objects"), xml, position: { atEnd: true } });
    ops.push(...resourceOps(doc, xml));
  }
  return { ops, id: made[0].id, ids: made.map((controller) => controller.id) };
}

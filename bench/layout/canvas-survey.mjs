// The evidence behind CanvasInsets, TableCellMargins, the margins of a xib's top-level views and
// hidden arranged views (docs/layout.md): what Xcode's stored frames say the safe area, the margins
// and the hidden views' places were, document by document, read straight from the XML (no layout). For every root view (a controller's, or a xib's top-level view) with a safe-area guide:
// the top inset implied by each required `view.top = safeArea.top + c` between it and a direct
// subview (the subview's stored y − c), and the bottom inset likewise; with --cells, for every table
// view cell: the side, top and bottom margins implied by the constraints of its content view's
// subviews to the content view's margins; with --root-margins, the same for a xib's other top-level
// views (plain views, collection view cells and reusable views, pinned to the view itself); with
// --hidden, every stack view with a hidden arranged view: its arranged views' stored place and
// length along the axis, H for hidden, v for visible. One line each, with the device, the stored size and the
// toolsVersion, so the rules can be checked by generation:
//
//     node bench/layout/canvas-survey.mjs [--cells | --root-margins | --hidden] [--fixtures DIR] | sort | uniq -c
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseXml } from "../../Public/js/sync/engine/xml-parser.js";

const at = process.argv.indexOf("--fixtures");
const folder = at < 0 ? new URL("../../../shared/fixtures/corpus", import.meta.url).pathname : process.argv[at + 1];
const mode = ["--cells", "--root-margins", "--hidden"].find((flag) => process.argv.includes(flag)) ?? "--safe-area";
if (!existsSync(folder)) {
  console.log(`no corpus at ${folder}: nothing to survey`);
  process.exit(0);
}

const children = (element, tag) => [...(element?.children ?? [])].filter((child) => tag === undefined || child.tagName === tag);
const child = (element, tag, key) => children(element, tag).find((candidate) => key === undefined || candidate.getAttribute("key") === key);
const frameOf = (element) => {
  const rect = child(element, "rect", "frame");
  return rect ? Object.fromEntries(["x", "y", "width", "height"].map((key) => [key, Number(rect.getAttribute(key))])) : null;
};
const list = (values) => `[${[...values].map((value) => +value.toFixed(2)).join(",")}]`;

for (const name of readdirSync(folder).filter((file) => /\.(xib|storyboard)$/.test(file)).sort()) {
  let root;
  try { const document = parseXml(readFileSync(join(folder, name), "utf8")); root = document.documentElement ?? document.root ?? document; } catch { continue; }
  if (root.getAttribute("targetRuntime") !== "iOS.CocoaTouch") continue;
  const device = child(root, "device");
  const where = `${device?.getAttribute("id") ?? "-"}/${device?.getAttribute("orientation") ?? "-"} toolsVersion=${root.getAttribute("toolsVersion")}`;
  const visit = (element) => {
    const survey = { "--safe-area": surveyRoot, "--cells": surveyCell, "--root-margins": surveyRootMargins, "--hidden": surveyHiddenViews }[mode];
    survey(element, where, name);
    for (const next of children(element)) visit(next);
  };
  visit(root);
}

/** Required constraints `first.firstAttribute = second.secondAttribute + c` (multiplier 1) of a view, normalised so `subview` comes first. */
function* pins(view, anchorID, subviews) {
  for (const constraint of children(child(view, "constraints"), "constraint")) {
    if ((constraint.getAttribute("priority") ?? "1000") !== "1000" || constraint.getAttribute("relation") || (constraint.getAttribute("multiplier") ?? "1") !== "1") continue;
    let first = constraint.getAttribute("firstItem") ?? view.getAttribute("id"), second = constraint.getAttribute("secondItem");
    let firstAttribute = constraint.getAttribute("firstAttribute"), secondAttribute = constraint.getAttribute("secondAttribute");
    let constant = Number(constraint.getAttribute("constant") ?? 0);
    if (first === anchorID && subviews.has(second)) {
      [first, second, firstAttribute, secondAttribute, constant] = [second, first, secondAttribute, firstAttribute, -constant];
    }
    if (second !== anchorID || !subviews.has(first)) continue;
    const subview = subviews.get(first);
    if (subview.getAttribute("misplaced") === "YES" || !frameOf(subview)) continue;
    yield { frame: frameOf(subview), firstAttribute, secondAttribute, constant };
  }
}

function surveyRoot(view, where, name) {
  const parent = view.parentElement;
  const isXibView = parent?.tagName === "objects" && frameOf(view);
  const isControllerView = view.getAttribute("key") === "view" && /controller$/i.test(parent?.tagName ?? "");
  if (!isXibView && !isControllerView) return;
  const safeArea = child(view, "viewLayoutGuide", "safeArea");
  if (!safeArea) return;
  const frame = frameOf(view);
  if (!frame) return;
  const subviews = new Map(children(child(view, "subviews")).map((subview) => [subview.getAttribute("id"), subview]));
  const top = new Set(), bottom = new Set();
  for (const pin of pins(view, safeArea.getAttribute("id"), subviews)) {
    if (pin.firstAttribute === "top" && pin.secondAttribute === "top") top.add(pin.frame.y - pin.constant);
    if (pin.firstAttribute === "bottom" && pin.secondAttribute === "bottom") bottom.add(frame.height - (pin.frame.y + pin.frame.height) + pin.constant);
  }
  if (!top.size && !bottom.size) return;
  console.log(`${isXibView ? "xib view" : "controller"} ${where} ${frame.width}x${frame.height} top=${list(top)} bottom=${list(bottom)} ${name}`);
}

function surveyCell(cell, where, name) {
  if (cell.tagName !== "tableViewCell") return;
  let inTable = false;
  for (let ancestor = cell.parentElement; ancestor; ancestor = ancestor.parentElement) if (ancestor.tagName === "tableView") inTable = true;
  const contentView = child(cell, "tableViewCellContentView");
  const cellFrame = frameOf(cell), contentFrame = contentView && frameOf(contentView);
  if (!contentFrame || !cellFrame) return;
  const explicit = children(contentView).some((element) => /layoutMargins/i.test(element.getAttribute("key") ?? ""));
  const subviews = new Map(children(child(contentView, "subviews")).map((subview) => [subview.getAttribute("id"), subview]));
  const sides = { leading: new Set(), trailing: new Set(), top: new Set(), bottom: new Set() };
  for (const pin of pins(contentView, contentView.getAttribute("id"), subviews)) {
    if (pin.firstAttribute === "leading" && pin.secondAttribute === "leadingMargin") sides.leading.add(pin.frame.x - pin.constant);
    if (pin.firstAttribute === "trailing" && pin.secondAttribute === "trailingMargin") sides.trailing.add(contentFrame.width - (pin.frame.x + pin.frame.width) + pin.constant);
    if (pin.firstAttribute === "top" && pin.secondAttribute === "topMargin") sides.top.add(pin.frame.y - pin.constant);
    if (pin.firstAttribute === "bottom" && pin.secondAttribute === "bottomMargin") sides.bottom.add(contentFrame.height - (pin.frame.y + pin.frame.height) + pin.constant);
  }
  if (Object.values(sides).every((values) => values.size === 0)) return;
  console.log(`${inTable ? "in a table" : "free cell"} ${where} cell=${cellFrame.width}x${cellFrame.height} explicit margins=${explicit ? "yes" : "no"} ` +
    `leading=${list(sides.leading)} trailing=${list(sides.trailing)} top=${list(sides.top)} bottom=${list(sides.bottom)} ${name}`);
}

/** A xib's top-level view other than a table cell (`RootLayout.ownMarginRoots`): the margins its constraints and subviews imply. */
function surveyRootMargins(view, where, name) {
  if (view.parentElement?.tagName !== "objects" || !name.endsWith(".xib") || !frameOf(view)) return;
  if (!/view$|ViewCell$|ReusableView$/i.test(view.tagName) || ["tableViewCell", "tableViewHeaderFooterView"].includes(view.tagName)) return;
  const frame = frameOf(view), content = child(view, "view", "contentView") ?? view;
  const subviews = new Map(children(child(content, "subviews")).map((subview) => [subview.getAttribute("id"), subview]));
  const sides = { leading: new Set(), trailing: new Set(), top: new Set(), bottom: new Set() };
  for (const pin of pins(view, view.getAttribute("id"), subviews)) {
    if (pin.firstAttribute === "leading" && pin.secondAttribute === "leadingMargin") sides.leading.add(pin.frame.x - pin.constant);
    if (pin.firstAttribute === "trailing" && pin.secondAttribute === "trailingMargin") sides.trailing.add(frame.width - (pin.frame.x + pin.frame.width) + pin.constant);
    if (pin.firstAttribute === "top" && pin.secondAttribute === "topMargin") sides.top.add(pin.frame.y - pin.constant);
    if (pin.firstAttribute === "bottom" && pin.secondAttribute === "bottomMargin") sides.bottom.add(frame.height - (pin.frame.y + pin.frame.height) + pin.constant);
  }
  if (Object.values(sides).every((values) => values.size === 0)) return;
  const explicit = children(view).some((element) => /layoutMargins/i.test(element.getAttribute("key") ?? ""));
  console.log(`${view.tagName} ${where} ${frame.width}x${frame.height} explicit margins=${explicit ? "yes" : "no"} ` +
    `leading=${list(sides.leading)} trailing=${list(sides.trailing)} top=${list(sides.top)} bottom=${list(sides.bottom)} ${name}`);
}

/** A UIStackView with a hidden arranged view: each arranged view's stored start and length along the axis. */
function surveyHiddenViews(stack, where, name) {
  if (stack.tagName !== "stackView") return;
  const arranged = children(child(stack, "subviews"));
  if (!arranged.some((view) => view.getAttribute("hidden") === "YES")) return;
  const vertical = stack.getAttribute("axis") === "vertical";
  const places = arranged.map((view) => {
    const frame = frameOf(view);
    const place = frame ? (vertical ? `${frame.y}+${frame.height}` : `${frame.x}+${frame.width}`) : "?";
    return `${view.getAttribute("hidden") === "YES" ? "H" : "v"}:${view.tagName}@${place}`;
  });
  console.log(`${vertical ? "vertical" : "horizontal"} ${where} spacing=${stack.getAttribute("spacing") ?? 0} ` +
    `distribution=${stack.getAttribute("distribution") ?? "fill"} ${places.join(" ")} ${name} ${stack.getAttribute("id")}`);
}

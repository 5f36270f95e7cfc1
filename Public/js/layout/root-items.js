// Views and layout guides as LayoutItems (rectangles in their view's bounds, margins, baselines), and the
// content guides' size floor. Twin of Sources/IBLayout/UIKit/RootLayout+Items.swift.
import { appKitBaselines } from "./appkit-controls.js";
import { contentViewMargins } from "./cell-margins.js";
import { childElement } from "./elements.js";
import { Expression, mappingVariable } from "./expression.js";
import { addInsets, insets, ZERO_INSETS } from "./insets.js";
import { LayoutItem } from "./layout-item.js";
import { swiftInt } from "./swift-number.js";
import { labelLineCount } from "./intrinsic-size.js";
import { TextMetrics, attributedText } from "./text-metrics.js";
import { utf8Compare } from "../util/swift-strings.js";

/** Scroll views (tables, collections) don't pass the screen's safe area to their content. */
const SCROLLING_ELEMENTS = new Set(["scrollView", "tableView", "collectionView", "textView"]);

export function makeItems(layout) {
  const app = layout.environment.options.direction;
  for (const node of layout.nodes) node.isRightToLeft = node.effectiveDirection(app) === "rightToLeft";
  for (const node of layout.nodes) {
    const variables = node.variables;
    const item = new LayoutItem(node.id, "view", node.element, node, Expression.constant(0), Expression.constant(0),
      Expression.of(variables.width), Expression.of(variables.height));
    item.margins = margins(layout, node);
    setBaselines(layout, item, node);
    node.item = item;
    if (!layout.items.has(node.id)) layout.items.set(node.id, item);
    makeGuides(layout, node);
  }
  setStackViewBaselines(layout);
}

/**
 * A stack view's first and last baselines are its arranged views' (UIStackView's
 * forFirstBaselineLayout / forLastBaselineLayout): vertical, the first and the last arranged view's;
 * horizontal, the tallest one's (judged from the stored frames, the first on ties); recursively
 * through nested stacks. Hidden views take no part; NSStackViews keep their own edges. Twin of
 * Sources/IBLayout/UIKit/RootLayout+StackBaselines.swift.
 */
function setStackViewBaselines(layout) {
  for (const node of layout.nodes) {
    if (node.elementName !== "stackView" || node.element.getAttribute("orientation") !== null) continue;
    const arranged = node.children.filter((child) => !child.isHiddenOnCanvas && child.element.parentElement?.tagName === "subviews");
    if (arranged.length === 0 || !node.item) continue;
    if (layout.environment.variations.holder("axis", node.element).getAttribute("axis") === "vertical") {
      node.item.firstBaselineView = arranged[0].item;
      node.item.lastBaselineView = arranged[arranged.length - 1].item;
      continue;
    }
    let chosen = arranged[0];
    for (const view of arranged.slice(1)) if (view.storedAbsoluteFrame.height > chosen.storedAbsoluteFrame.height) chosen = view;
    node.item.firstBaselineView = chosen.item;
    node.item.lastBaselineView = chosen.item;
  }
}

/**
 * Safe-area insets of a view: the root's from the device; nested views get the part of the
 * root's stored safe area their stored frame overlaps (UIKit recomputes it from the solved
 * frame, which would make the layout non-linear).
 */
export function safeAreaInsets(layout, node) {
  if (node.isRoot) return layout.rootSafeArea;
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (SCROLLING_ELEMENTS.has(ancestor.elementName)) return ZERO_INSETS;
  }
  const frame = node.storedAbsoluteFrame;
  const rootFrame = layout.root.storedAbsoluteFrame;
  const stored = layout.storedRootSafeArea;
  return insets(Math.max(0, stored.top - frame.y), Math.max(0, stored.left - frame.x),
    Math.max(0, frame.y + frame.height - (rootFrame.height - stored.bottom)),
    Math.max(0, frame.x + frame.width - (rootFrame.width - stored.right)));
}

/** A xib's top-level views whose margins are not a root view's: table cells and header/footer views (RootLayout.ownMarginRoots). */
const OWN_MARGIN_ROOTS = new Set(["tableViewCell", "tableViewHeaderFooterView"]);

/** UIKit's layout margins (8 pt; none in stack views; system minimum for a controller's root; 16/20 × 11 in cells, see cell-margins.js), plus the safe area. */
export function margins(layout, node) {
  const safe = node.element.getAttribute("insetsLayoutMarginsFromSafeArea") === "NO" ? ZERO_INSETS : safeAreaInsets(layout, node);
  const explicit = node.explicitMargins;
  if (explicit && node.elementName === "tableViewCellContentView" && node.element.getAttribute("preservesSuperviewLayoutMargins") === "YES") {
    // A content view that preserves the cell's margins keeps the larger of the two per side.
    const { device, toolsVersion } = layout.environment;
    const cell = contentViewMargins(node, device.systemMinimumSideMargin, toolsVersion);
    return addInsets(insets(Math.max(explicit.top, cell.top), Math.max(explicit.left, cell.left),
      Math.max(explicit.bottom, cell.bottom), Math.max(explicit.right, cell.right)), safe);
  }
  if (explicit) return addInsets(explicit, safe);
  if (node.isRoot && node.owningController) {
    const side = layout.environment.device.systemMinimumSideMargin;
    return addInsets(insets(0, side, 0, side), safe);
  }
  if (node.isRoot && !OWN_MARGIN_ROOTS.has(node.elementName)) {
    // A xib's other top-level views (plain views, collection view cells, reusable views): the system minimum by their own width.
    const side = layout.environment.device.systemMinimumSideMarginFor(layout.rootSize.width);
    return addInsets(insets(0, side, 0, side), safe);
  }
  if (node.elementName === "tableViewCellContentView") {
    const { device, toolsVersion } = layout.environment;
    return addInsets(contentViewMargins(node, device.systemMinimumSideMargin, toolsVersion), safe);
  }
  // A stack view's margins are zero (docs/layout.md: every stack of the corpus with a subview pinned to its margins).
  if (node.elementName === "stackView") return safe;
  return addInsets(insets(8, 8, 8, 8), safe);
}

/**
 * Text views put their baselines where the text is drawn (vertically centred; an empty label: one
 * descender above its bottom, inferred from Loop's header cell); others use the bottom edge (stack
 * views: their arranged views', setStackViewBaselines).
 */
function setBaselines(layout, item, node) {
  if (node.appKit !== null) {
    const baselines = appKitBaselines(node.element, node.appKit, layout.environment.options.measurer);
    if (baselines) [item.firstBaseline, item.lastBaseline] = [baselines.first, baselines.last];
    return;
  }
  const name = node.elementName;
  if (name !== "label" && name !== "textField" && name !== "button" && name !== "textView") return;
  const font = TextMetrics.of(node.element, name === "label" ? 17 : name === "button" ? 15 : 14, layout.environment.options.measurer,
    layout.environment.device);
  const text = node.element.getAttribute("text") ?? childElement(node.element, "string", "text")?.textContent ?? "";
  const lines = name === "label" ? labelLineCount(node.element, font, text || (attributedText(node.element)?.text ?? "")) : 1;
  const textHeight = font.lineHeight * lines;
  item.firstBaseline = [0.5, -textHeight / 2 + font.ascent];
  item.lastBaseline = [0.5, textHeight / 2 - font.lineHeight + font.ascent];
  if (name === "label" && text === "" && (attributedText(node.element)?.text ?? "") === "") {
    item.firstBaseline = [1, font.ascent - font.lineHeight];
    item.lastBaseline = [1, font.ascent - font.lineHeight];
  }
}

/** Guides declared in the view, the implicit content area of a scroll view, and a controller's old top/bottom guides. */
function makeGuides(layout, node) {
  const view = node.item;
  for (const guide of node.element.children) {
    const id = guide.getAttribute("id");
    if (guide.tagName !== "viewLayoutGuide" || id === null) continue;
    const key = guide.getAttribute("key") ?? "";
    let item;
    if (key === "safeArea" || key === "layoutMargins") {
      const inset = key === "safeArea" ? safeAreaInsets(layout, node) : view.margins;
      item = new LayoutItem(id, key, guide, node, view.left.plusConstant(inset.left), view.top.plusConstant(inset.top),
        view.width.minusConstant(inset.left + inset.right), view.height.minusConstant(inset.top + inset.bottom));
    } else if (key === "contentLayoutGuide") {
      // The content area starts at the scroll view's origin; its size is what the constraints make it.
      const width = mappingVariable(`${id}.width`), height = mappingVariable(`${id}.height`);
      layout.contentGuideSizes.set(id, [width, height]);
      item = new LayoutItem(id, key, guide, node, view.left, view.top, Expression.of(width), Expression.of(height), view.margins);
      layout.scrollContent.set(node.id, item);
    } else {
      item = new LayoutItem(id, key, guide, node, view.left, view.top, view.width, view.height);
    }
    layout.items.set(id, item);
  }
  if (node.elementName === "scrollView" && !layout.scrollContent.has(node.id)) {
    const key = `${node.id}#content`;
    const width = mappingVariable(`${key}.width`), height = mappingVariable(`${key}.height`);
    layout.contentGuideSizes.set(key, [width, height]);
    layout.scrollContent.set(node.id, new LayoutItem(key, "content", node.element, node, view.left, view.top, Expression.of(width),
      Expression.of(height), view.margins));
  }
  const controller = node.isRoot ? node.owningController : null;
  const guides = controller ? childElement(controller, "layoutGuides") : null;
  if (!guides) return;
  for (const guide of guides.children) {
    const id = guide.getAttribute("id");
    if (guide.tagName !== "viewControllerLayoutGuide" || id === null) continue;
    const type = guide.getAttribute("type") ?? "top";
    const item = type === "top"
      ? new LayoutItem(id, "top", guide, node, view.left, view.top, view.width, Expression.constant(layout.rootSafeArea.top))
      : new LayoutItem(id, "bottom", guide, node, view.left, view.top.plus(view.height).minusConstant(layout.rootSafeArea.bottom), view.width,
        Expression.constant(layout.rootSafeArea.bottom));
    layout.items.set(id, item);
  }
}

/** Content guide sizes in id order (Swift's sorted dictionary). */
export function sortedContentGuides(layout) {
  return [...layout.contentGuideSizes].sort(([a], [b]) => utf8Compare(a, b));
}

/** Content guides can't be smaller than nothing. */
export function addGuideConstraints(layout) {
  for (const [id, [width, height]] of sortedContentGuides(layout)) {
    layout.add(width, ">=", 0, `layout guide ${id}`);
    layout.add(height, ">=", 0, `layout guide ${id}`);
  }
}

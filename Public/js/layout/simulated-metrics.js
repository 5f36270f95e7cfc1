// Interface Builder's simulated metrics: the status bar, top bar and bottom bar Xcode draws over
// a view controller's scene (not views of the document) and lays its safe area and old top/bottom
// layout guides out under. A controller stores an explicit choice as a keyed child
// (`<simulatedStatusBarMetrics key="simulatedStatusBarMetrics">`, `<simulatedNavigationBarMetrics
// key="simulatedTopBarMetrics" prompted="NO"/>`, `<simulatedTabBarMetrics|simulatedToolbarMetrics
// key="simulatedBottomBarMetrics"/>`, `<nil key="…"/>` for None); without one the bar is
// "Inferred" from the controller's containers: a navigation controller's stack gets a navigation
// bar (unless it says navigationBarHidden="YES"; a toolbar too when it says toolbarHidden="NO"), a tab bar controller's children (and the
// stacks of navigation controllers among them) a tab bar. Twin of
// Sources/IBLayout/UIKit/SimulatedMetrics.swift.

import { SHEET_NAVIGATION_BAR_HEIGHT, sheetTop } from "./page-sheets.js";
import { XCODE26_NAVIGATION_BAR_HEIGHT, xcode26BarsApply } from "./xcode26-bars.js";
import { canvasDeviceInsets } from "./canvas-insets.js";

export const STATUS_BAR_KEY = "simulatedStatusBarMetrics";
export const TOP_BAR_KEY = "simulatedTopBarMetrics";
export const BOTTOM_BAR_KEY = "simulatedBottomBarMetrics";

/** Height of the text line a prompted navigation bar adds above its title (UIKit: 30 pt). */
const PROMPT_HEIGHT = 30;
/** A navigation bar with a large title (44 + the 52 pt title line; Xcode stores Loop Learn's bar 96 pt high). */
const LARGE_TITLE_BAR_HEIGHT = 96;

/**
 * The explicit choices stored in a controller element; null for "Inferred".
 * → {statusBar: null | {kind: "none"} | {kind: "statusBar", style},
 *    topBar: null | {kind: "none"} | {kind: "navigationBar", prompted, translucent, barStyle},
 *    bottomBar: null | {kind: "none"} | {kind: "tabBar" | "toolbar", translucent, barStyle}}
 */
export function explicitMetrics(controller) {
  const read = (key) => {
    const element = [...controller.children].find((child) => child.getAttribute("key") === key);
    if (!element) return null;
    if (element.tagName === "nil") return { kind: "none" };
    const translucent = element.getAttribute("translucent") !== "NO";
    const barStyle = element.getAttribute("barStyle") ?? "default";
    switch (element.tagName) {
      case "simulatedStatusBarMetrics": return { kind: "statusBar", style: element.getAttribute("statusBarStyle") ?? "default" };
      // Xcode writes prompted="NO" for a bar without a prompt: a bar that omits it has one.
      case "simulatedNavigationBarMetrics": return { kind: "navigationBar", prompted: element.getAttribute("prompted") !== "NO", translucent, barStyle };
      case "simulatedTabBarMetrics": return { kind: "tabBar", translucent, barStyle };
      case "simulatedToolbarMetrics": return { kind: "toolbar", translucent, barStyle };
      default: return null;
    }
  };
  return { statusBar: read(STATUS_BAR_KEY), topBar: read(TOP_BAR_KEY), bottomBar: read(BOTTOM_BAR_KEY) };
}

/**
 * The bars a controller is drawn with: explicit choices win, the rest inferred from `inferred`
 * ({navigation: Set, tabBar: Set, toolbar: Set} of controller ids, layout-environment.js).
 * → {statusBar: boolean, topBar: "none" | "navigationBar", prompted, bottomBar: "none" | "tabBar" | "toolbar",
 *    translucentTop, translucentBottom}
 */
export function resolvedBars(controller, inferred) {
  const id = controller.getAttribute("id");
  const explicit = explicitMetrics(controller);
  const top = explicit.topBar
    ?? (inferred.navigation.has(id) ? { kind: "navigationBar", prompted: false, translucent: !inferred.opaqueNavigation?.has(id) } : { kind: "none" });
  const bottom = explicit.bottomBar
    ?? (inferred.tabBar.has(id) ? { kind: "tabBar", translucent: !inferred.opaqueTabBar?.has(id) }
      : inferred.toolbar.has(id) ? { kind: "toolbar", translucent: !inferred.opaqueToolbar?.has(id) } : { kind: "none" });
  const edges = [...controller.children].find((child) => child.tagName === "extendedEdge" && child.getAttribute("key") === "edgesForExtendedLayout");
  return {
    statusBar: explicit.statusBar?.kind !== "none",
    statusBarStyle: explicit.statusBar?.style ?? "default",
    topBar: top.kind, prompted: top.kind === "navigationBar" && top.prompted,
    bottomBar: bottom.kind,
    translucentTop: top.translucent ?? true, translucentBottom: bottom.translucent ?? true,
    largeTitle: top.kind === "navigationBar" && (inferred.largeTitle?.has(id) ?? false),
    // extendedLayoutIncludesOpaqueBars, edgesForExtendedLayout (all edges when absent).
    extendsUnderOpaqueBars: controller.getAttribute("extendedLayoutIncludesOpaqueBars") === "YES",
    extendsUnderTopBar: edges ? edges.getAttribute("top") === "YES" : true,
    extendsUnderBottomBar: edges ? edges.getAttribute("bottom") === "YES" : true,
    // Presented as a page or form sheet (page-sheets.js); the document's Xcode generation (xcode26-bars.js).
    presentedAsSheet: inferred.sheets?.has(id) ?? false,
    toolsVersion: inferred.toolsVersion ?? 0,
  };
}

/** Drawn as a card on this device (page-sheets.js `sheetTop`). */
export function isSheetOn(bars, device) {
  return Boolean(bars.presentedAsSheet) && sheetTop(device) !== null;
}

/** The screen the root view is laid out in: the device's, or a sheet's card (from sheetTop to the bottom). */
export function screenSize(bars, device) {
  return isSheetOn(bars, device) ? { width: device.width, height: device.height - sheetTop(device) } : { width: device.width, height: device.height };
}

/**
 * Where the bars sit on a device: {statusBar, navigationBar, bottomBar} heights in points (0 when
 * absent; the status bar is the device's top inset) and the safe-area insets they give the root view.
 */
export function barGeometry(bars, device) {
  const xcode26 = xcode26BarsApply(bars.toolsVersion, device);
  const sheet = isSheetOn(bars, device);
  const deviceInsets = canvasDeviceInsets(device, bars.toolsVersion);
  const insets = { ...deviceInsets };
  const compact = device.isCompactHeight;
  // Without a status bar only a sensor housing keeps a top inset; a sheet's card has neither.
  const hasHousing = device.portraitBottomInset > 0 && !device.isPad;
  if (sheet || (!bars.statusBar && !hasHousing)) insets.top = 0;
  const statusBar = bars.statusBar && !sheet ? deviceInsets.top : 0;
  const standard = sheet ? SHEET_NAVIGATION_BAR_HEIGHT : xcode26 ? XCODE26_NAVIGATION_BAR_HEIGHT : 44;
  const navigationBar = bars.topBar === "navigationBar"
    ? (compact ? 32 : bars.largeTitle ? LARGE_TITLE_BAR_HEIGHT : standard) + (bars.prompted ? PROMPT_HEIGHT : 0) : 0;
  const bottomBar = bars.bottomBar === "tabBar" ? (compact ? 32 : 49) : bars.bottomBar === "toolbar" ? (compact ? 32 : 44) : 0;
  insets.top += navigationBar;
  insets.bottom += bottomBar;
  return { statusBar, navigationBar, bottomBar, topInset: insets.top - navigationBar, safeArea: insets };
}

/**
 * How much of the screen a controller's root view leaves to its bars, {top, bottom}: UIKit lays
 * the view out under its bars (edgesForExtendedLayout, all edges by default) unless a bar is
 * opaque and extendedLayoutIncludesOpaqueBars is NO (the default): then the view starts below the
 * top bar (and the status bar) or ends above the bottom bar (and the home indicator), with no
 * safe-area inset on that side. Twin of Swift's `SimulatedBars.coveredEdges(on:)`.
 */
export function coveredEdges(bars, device) {
  const { safeArea } = barGeometry(bars, device);
  const top = bars.topBar === "navigationBar" && !(bars.extendsUnderTopBar !== false && (bars.translucentTop !== false || bars.extendsUnderOpaqueBars));
  const bottom = bars.bottomBar !== "none" && !(bars.extendsUnderBottomBar !== false && (bars.translucentBottom !== false || bars.extendsUnderOpaqueBars));
  return { top: top ? safeArea.top : 0, bottom: bottom ? safeArea.bottom : 0 };
}

/**
 * A xib top-level view's insets under its own simulated metrics: Xcode's Simulated Metrics
 * inspector stores a view's choices as keyed children of the view, as a controller's. On the
 * insets every top-level view gets (`freeformInsets`, canvas-insets.js `freeformViewInsets`),
 * Status Bar None leaves no top inset (unless the device has a sensor housing), a navigation bar
 * adds its height at the top, a tab bar or toolbar its height at the bottom, and an opaque bar
 * leaves no inset on its edge (the view is drawn beside it); nothing is inferred (a xib's view has
 * no container). Twin of Swift's `SimulatedBars.freeformViewInsets(_:of:on:toolsVersion:)`.
 */
export function freeformViewBarInsets(freeformInsets, view, device, toolsVersion) {
  const explicit = explicitMetrics(view);
  if (!explicit.statusBar && !explicit.topBar && !explicit.bottomBar) return freeformInsets;
  const bars = {
    statusBar: explicit.statusBar?.kind !== "none",
    topBar: explicit.topBar?.kind === "navigationBar" ? "navigationBar" : "none",
    prompted: explicit.topBar?.kind === "navigationBar" && explicit.topBar.prompted,
    bottomBar: explicit.bottomBar?.kind === "tabBar" || explicit.bottomBar?.kind === "toolbar" ? explicit.bottomBar.kind : "none",
    largeTitle: false, presentedAsSheet: false, toolsVersion,
  };
  const geometry = barGeometry(bars, device);
  const hasHousing = device.portraitBottomInset > 0 && !device.isPad;
  const top = !bars.statusBar && !hasHousing ? 0 : freeformInsets.top;
  // An opaque bar (translucent="NO") covers its edge: the view is drawn below (above) it, and its
  // safe area has no inset there (coveredEdges, with a controller's defaults).
  const opaqueTop = bars.topBar === "navigationBar" && explicit.topBar.translucent === false;
  const opaqueBottom = bars.bottomBar !== "none" && explicit.bottomBar.translucent === false;
  return { ...freeformInsets, top: opaqueTop ? 0 : top + geometry.navigationBar,
    bottom: opaqueBottom ? 0 : freeformInsets.bottom + geometry.bottomBar };
}

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

export const STATUS_BAR_KEY = "simulatedStatusBarMetrics";
export const TOP_BAR_KEY = "simulatedTopBarMetrics";
export const BOTTOM_BAR_KEY = "simulatedBottomBarMetrics";

/** Height of the text line a prompted navigation bar adds above its title (UIKit: 30 pt). */
const PROMPT_HEIGHT = 30;

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
  const top = explicit.topBar ?? (inferred.navigation.has(id) ? { kind: "navigationBar", prompted: false, translucent: true } : { kind: "none" });
  const bottom = explicit.bottomBar
    ?? (inferred.tabBar.has(id) ? { kind: "tabBar", translucent: true }
      : inferred.toolbar.has(id) ? { kind: "toolbar", translucent: true } : { kind: "none" });
  return {
    statusBar: explicit.statusBar?.kind !== "none",
    statusBarStyle: explicit.statusBar?.style ?? "default",
    topBar: top.kind, prompted: top.kind === "navigationBar" && top.prompted,
    bottomBar: bottom.kind,
    translucentTop: top.translucent ?? true, translucentBottom: bottom.translucent ?? true,
  };
}

/**
 * Where the bars sit on a device: {statusBar, navigationBar, bottomBar} heights in points (0 when
 * absent; the status bar is the device's top inset) and the safe-area insets they give the root view.
 */
export function barGeometry(bars, device) {
  const insets = { ...device.safeAreaInsets };
  const compact = device.isCompactHeight;
  // Without a status bar only a sensor housing keeps a top inset.
  const hasHousing = device.portraitBottomInset > 0 && !device.isPad;
  if (!bars.statusBar && !hasHousing) insets.top = 0;
  const statusBar = bars.statusBar ? device.safeAreaInsets.top : 0;
  const navigationBar = bars.topBar === "navigationBar" ? (compact ? 32 : 44) + (bars.prompted ? PROMPT_HEIGHT : 0) : 0;
  const bottomBar = bars.bottomBar === "tabBar" ? (compact ? 32 : 49) : bars.bottomBar === "toolbar" ? (compact ? 32 : 44) : 0;
  insets.top += navigationBar;
  insets.bottom += bottomBar;
  return { statusBar, navigationBar, bottomBar, topInset: insets.top - navigationBar, safeArea: insets };
}

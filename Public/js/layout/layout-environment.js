// What every root of a document shares while it is laid out: the device laid out for and the
// document's own, resource image sizes, toolsVersion, the size-class variations the device selects,
// and the bars Xcode infers for controllers (simulated-metrics.js). Twin of
// DocumentLayout.makeEnvironment() in Sources/IBLayout/UIKit/DocumentLayout.swift.
import { childElement, forEachElement, isControllerName, numberAttribute, owningController, parentOf } from "./elements.js";
import { deviceNamed, deviceOfDocument, everyOrientedDevice, sizeClassesOf } from "./devices.js";
import { storedFrameOf } from "./layout-hierarchy.js";
import { presentedAsSheets } from "./page-sheets.js";
import { SizeClassVariations } from "./size-class-variations.js";
import { swiftInt, toolsVersionNumber } from "./swift-number.js";
import { approximateTextMeasurer } from "./text-metrics.js";

/**
 * options: { device: Device | null (the document's), intrinsicSizes: "measured" | "storedFrames",
 * storedTextSizes: a StoredTextSizes capture (stored-text-sizes.js; JavaScript only: with "measured", the
 * views unchanged since the capture take the size Xcode stored), measurer: text measurer (text-metrics.js),
 * direction: "leftToRight" | "rightToLeft" }.
 */
export function makeEnvironment(root, options = {}) {
  const documentDevice = deviceOfDocument(root) ?? inferredDevice(root);
  const device = options.device ?? documentDevice ?? deviceNamed("retina6_1");
  const imageSizes = new Map();
  const navigation = new Set();
  const tabs = new Set();
  const opaqueTabs = new Set();
  const displayModes = new Map();
  const shownFrom = new Map();
  const navigationRoots = [];
  const hidesBottomBar = new Set();
  forEachElement(root, (element) => {
    if (element.getAttribute("hidesBottomBarWhenPushed") === "YES" && isControllerName(element.tagName)) hidesBottomBar.add(element.getAttribute("id"));
    switch (element.tagName) {
      case "navigationItem": {
        const mode = element.getAttribute("largeTitleDisplayMode");
        const id = element.getAttribute("key") === "navigationItem" && mode !== null ? owningController(element)?.getAttribute("id") : null;
        if (id !== null && id !== undefined) displayModes.set(id, mode);
        break;
      }
      case "image": {
        const name = element.getAttribute("name");
        const width = numberAttribute(element, "width"), height = numberAttribute(element, "height");
        if (parentOf(element)?.tagName === "resources" && name !== null && width !== null && height !== null) {
          imageSizes.set(name, [width, height]);
        }
        break;
      }
      case "segue": {
        const destination = element.getAttribute("destination");
        const source = owningController(element);
        if (destination === null || !source) break;
        const kind = element.getAttribute("kind"), relationship = element.getAttribute("relationship");
        if (kind === "relationship" && relationship === "rootViewController" && source.tagName === "navigationController") {
          // "Shows Navigation Bar" off: the stack is inferred without one.
          if (source.getAttribute("navigationBarHidden") !== "YES") navigation.add(destination);
          navigationRoots.push([source, destination]);
        } else if (kind === "relationship" && relationship === "viewControllers" && source.tagName === "tabBarController") {
          tabs.add(destination);
          if (isOpaque(source, "tabBar")) opaqueTabs.add(destination);
        } else if ((kind === "show" || kind === "push") && source.getAttribute("id") !== null) {
          const sourceID = source.getAttribute("id");
          if (!shownFrom.has(sourceID)) shownFrom.set(sourceID, []);
          shownFrom.get(sourceID).push(destination);
        }
        break;
      }
    }
  });
  // Controllers pushed from one under a navigation bar are under it too.
  const pending = [...navigation];
  while (pending.length) {
    const id = pending.pop();
    for (const next of shownFrom.get(id) ?? []) {
      if (navigation.has(next)) continue;
      navigation.add(next);
      pending.push(next);
    }
  }
  const inferredBars = { navigation, ...stackBars(navigationRoots, shownFrom, tabs, opaqueTabs, hidesBottomBar, displayModes) };
  inferredBars.toolsVersion = layoutToolsVersion(root);
  inferredBars.sheets = presentedAsSheets(root, inferredBars.toolsVersion);
  return {
    options: { intrinsicSizes: options.intrinsicSizes ?? "measured", measurer: options.measurer ?? approximateTextMeasurer,
      direction: options.direction ?? "leftToRight" },
    storedTextSizes: options.storedTextSizes?.reader(root) ?? null,
    documentDevice, device, imageSizes,
    variations: new SizeClassVariations(root, sizeClassesOf(device)),
    toolsVersion: layoutToolsVersion(root),
    inferredBars,
  };
}

/**
 * What a navigation controller's stack inherits: the tab bar of the tab bar controller it is a
 * child of, else its own toolbar (toolbarHidden="NO") — controllers that say
 * hidesBottomBarWhenPushed="YES" get neither —, its bars' opacity (`translucent="NO"` on the
 * container's navigationBar / toolbar / tabBar) and large titles (largeTitles="YES": largeTitlesShown).
 */
function stackBars(navigationRoots, shownFrom, tabs, opaqueTabs, hidesBottomBar, displayModes) {
  const tabBar = new Set(tabs);
  const toolbar = new Set();
  const opaqueNavigation = new Set(), opaqueTabBar = new Set(opaqueTabs), opaqueToolbar = new Set(), largeTitle = new Set();
  for (const [navigationController, rootID] of navigationRoots) {
    const controllerID = navigationController.getAttribute("id");
    const stack = new Set([rootID]);
    const pending = [rootID];
    while (pending.length) {
      for (const next of shownFrom.get(pending.pop()) ?? []) {
        if (!stack.has(next)) { stack.add(next); pending.push(next); }
      }
    }
    if (navigationController.getAttribute("navigationBarHidden") !== "YES") {
      if (isOpaque(navigationController, "navigationBar")) for (const id of stack) opaqueNavigation.add(id);
      const bar = [...navigationController.children].find((child) => child.getAttribute("key") === "navigationBar");
      if (bar?.getAttribute("largeTitles") === "YES") {
        for (const id of largeTitlesShown(rootID, shownFrom, displayModes)) largeTitle.add(id);
      }
    }
    const inTab = tabs.has(controllerID);
    const hasToolbar = navigationController.getAttribute("toolbarHidden") === "NO";
    if (!inTab && !hasToolbar) continue;
    const opaque = inTab ? opaqueTabs.has(controllerID) : isOpaque(navigationController, "toolbar");
    for (const id of stack) {
      if (hidesBottomBar.has(id)) continue;
      (inTab ? tabBar : toolbar).add(id);
      if (opaque) (inTab ? opaqueTabBar : opaqueToolbar).add(id);
    }
  }
  return { tabBar, toolbar, opaqueNavigation, opaqueTabBar, opaqueToolbar, largeTitle };
}

/** A container's keyed bar (navigationBar, toolbar, tabBar) says translucent="NO". */
function isOpaque(container, key) {
  return [...container.children].find((child) => child.getAttribute("key") === key)?.getAttribute("translucent") === "NO";
}

/**
 * The controllers of a navigation stack whose bar shows a large title: `always` shows one,
 * `never` none, `automatic` (the default) what the item below it shows (the root: one). Twin of
 * Swift's `LargeTitles.shown`, visiting the stack in the same order.
 */
export function largeTitlesShown(root, shownFrom, displayModes) {
  const large = (id, below) => {
    const mode = displayModes.get(id);
    return mode === "always" ? true : mode === "never" ? false : below;
  };
  const visited = new Set([root]);
  const result = new Set();
  const pending = [[root, large(root, true)]];
  while (pending.length) {
    const [id, isLarge] = pending.pop();
    if (isLarge) result.add(id);
    for (const next of shownFrom.get(id) ?? []) {
      if (visited.has(next)) continue;
      visited.add(next);
      pending.push([next, large(next, isLarge)]);
    }
  }
  return result;
}

/**
 * The Xcode generation the frames were laid out by (switch sizes, cell margins): the IBCocoaTouchPlugin
 * version when the document names one (DuckDuckGo's toolsVersion "32700.99.1234" is no Xcode's; their
 * plugin, 22685, is Xcode 15's), else toolsVersion. Twin of Swift's `DocumentLayout.layoutToolsVersion()`.
 */
function layoutToolsVersion(root) {
  const dependencies = childElement(root, "dependencies");
  const plugin = dependencies ? [...dependencies.children].find((child) => child.tagName === "plugIn"
    && child.getAttribute("identifier") === "com.apple.InterfaceBuilder.IBCocoaTouchPlugin") : null;
  const version = plugin?.getAttribute("version") ?? null;
  if (version !== null) {
    const digits = /^\p{N}*/u.exec(version)[0];
    const number = /^[0-9]+$/.test(digits) ? swiftInt(digits) : null;
    if (number !== null) return number;
  }
  return toolsVersionNumber(root.getAttribute("toolsVersion"));
}

/** Old documents have no `<device>`: the first controller view stored at a device's size names it. */
export function inferredDevice(root) {
  const candidates = everyOrientedDevice();
  let found = null;
  forEachElement(root, (element) => {
    if (found !== null || element.getAttribute("key") !== "view") return;
    const parent = parentOf(element);
    if (!parent || !isControllerName(parent.tagName)) return;
    const frame = storedFrameOf(element);
    if (!frame) return;
    found = candidates.find((device) => Math.abs(device.width - frame.width) < 0.5 && Math.abs(device.height - frame.height) < 0.5) ?? null;
  });
  return found;
}


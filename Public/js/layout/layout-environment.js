// What every root of a document shares while it is laid out: the device laid out for and the
// document's own, resource image sizes, toolsVersion, constraints the base size class excludes,
// and the bars Xcode infers for controllers (simulated-metrics.js). Twin of
// DocumentLayout.makeEnvironment() in Sources/IBLayout/UIKit/DocumentLayout.swift.
import { forEachElement, isControllerName, numberAttribute, parentOf } from "./elements.js";
import { deviceNamed, deviceOfDocument, everyOrientedDevice } from "./devices.js";
import { storedFrameOf } from "./layout-hierarchy.js";
import { toolsVersionNumber } from "./swift-number.js";
import { approximateTextMeasurer } from "./text-metrics.js";

/**
 * options: { device: Device | null (the document's), intrinsicSizes: "measured" | "storedFrames",
 * measurer: text measurer (text-metrics.js), direction: "leftToRight" | "rightToLeft" }.
 */
export function makeEnvironment(root, options = {}) {
  const documentDevice = deviceOfDocument(root) ?? inferredDevice(root);
  const device = options.device ?? documentDevice ?? deviceNamed("retina6_1");
  const imageSizes = new Map();
  const excludedIDs = new Set();
  const navigation = new Set();
  const tabs = new Set();
  const shownFrom = new Map();
  const navigationRoots = [];
  const hidesBottomBar = new Set();
  forEachElement(root, (element) => {
    if (element.getAttribute("hidesBottomBarWhenPushed") === "YES" && isControllerName(element.tagName)) hidesBottomBar.add(element.getAttribute("id"));
    switch (element.tagName) {
      case "image": {
        const name = element.getAttribute("name");
        const width = numberAttribute(element, "width"), height = numberAttribute(element, "height");
        if (parentOf(element)?.tagName === "resources" && name !== null && width !== null && height !== null) {
          imageSizes.set(name, [width, height]);
        }
        break;
      }
      case "variation":
        if (element.getAttribute("key") !== "default") break;
        forEachElement(element, (inner) => {
          const id = inner.getAttribute("reference");
          if (inner.tagName === "exclude" && id !== null) excludedIDs.add(id);
        });
        break;
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
  const inferredBars = { navigation, ...stackBars(navigationRoots, shownFrom, tabs, hidesBottomBar) };
  return {
    options: { intrinsicSizes: options.intrinsicSizes ?? "measured", measurer: options.measurer ?? approximateTextMeasurer,
      direction: options.direction ?? "leftToRight" },
    documentDevice, device, imageSizes, excludedIDs,
    toolsVersion: toolsVersionNumber(root.getAttribute("toolsVersion")),
    inferredBars,
  };
}

/**
 * The bottom bars a navigation controller's stack inherits: the tab bar of the tab bar controller
 * it is a child of, else its own toolbar (toolbarHidden="NO"). Controllers that say
 * hidesBottomBarWhenPushed="YES" get neither.
 */
function stackBars(navigationRoots, shownFrom, tabs, hidesBottomBar) {
  const tabBar = new Set(tabs);
  const toolbar = new Set();
  for (const [navigationController, rootID] of navigationRoots) {
    const inTab = tabs.has(navigationController.getAttribute("id"));
    const hasToolbar = navigationController.getAttribute("toolbarHidden") === "NO";
    if (!inTab && !hasToolbar) continue;
    const stack = new Set([rootID]);
    const pending = [rootID];
    while (pending.length) {
      for (const next of shownFrom.get(pending.pop()) ?? []) {
        if (!stack.has(next)) { stack.add(next); pending.push(next); }
      }
    }
    for (const id of stack) if (!hidesBottomBar.has(id)) (inTab ? tabBar : toolbar).add(id);
  }
  return { tabBar, toolbar };
}

/** Old documents have no `<device>`: the first controller view stored at a device's size names it. */
function inferredDevice(root) {
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

/** The nearest controller with an id above the element. */
function owningController(element) {
  for (let current = parentOf(element); current; current = parentOf(current)) {
    if (isControllerName(current.tagName) && current.getAttribute("id") !== null) return current;
  }
  return null;
}

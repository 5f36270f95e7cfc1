// The JavaScript twin of Swift's `DocumentLayout` (Sources/IBLayout/UIKit/DocumentLayout.swift):
// a parsed Interface Builder document (the sync engine's tree, or a DOM) plus a device → the same
// `LayoutSystem` as `DocumentLayout.system()` and the same frames and issues as `solve()`, so the
// canvas can re-solve after a local edit or a device change without a server round trip.
//
//     const layout = new DocumentLayout(syncDocument, { device: "retina4_7", orientation: "landscape" });
//     const { views, issues, frames, roots } = layout.solve();   // roots: live RootLayouts for drags
import { documentRoot } from "./elements.js";
import { Device, deviceNamed } from "./devices.js";
import { makeEnvironment } from "./layout-environment.js";
import { appKitGeneration, appKitToolsVersion } from "./appkit-controls.js";
import { buildHierarchy } from "./layout-hierarchy.js";
import { RootMapping } from "./root-mapping.js";
import { systemRoot, solvableRoot } from "./layout-system.js";
import { RootLayout } from "./document-system.js";
import { rootIssues } from "./layout-issues.js";

export class DocumentLayout {
  /**
   * options: device (a Device or a device id; default the document's `<device>`, else
   * retina6_1), orientation (with a device id), intrinsicSizes ("measured" | "storedFrames"),
   * measurer (text-metrics.js), direction ("leftToRight", the default, or "rightToLeft"),
   * detectsAmbiguity / explainsConflicts (default true), onlyRoots
   * (a Set of root view ids to lay out; default every root).
   */
  constructor(document, options = {}) {
    this.root = documentRoot(document);
    this.options = options;
    const device = typeof options.device === "string" ? deviceNamed(options.device, options.orientation ?? null) : options.device ?? null;
    if (typeof options.device === "string" && !device) throw new Error(`unknown device ${options.device}`);
    this.requestedDevice = device instanceof Device ? device : null;
    this.environment = makeEnvironment(this.root, { ...options, device: this.requestedDevice });
    const { roots } = buildHierarchy(this.root, isAppKit(this.root) ? appKitGeneration(appKitToolsVersion(this.root)) : false,
      this.environment.variations);
    // `onlyRoots` (a Set of root view ids; JavaScript only): map and solve just those hierarchies.
    const wanted = options.onlyRoots ? roots.filter((node) => options.onlyRoots.has(node.id)) : roots;
    /** One RootMapping per root hierarchy: its nodes, items and constraints. */
    this.mappings = wanted.map((node) => new RootMapping(node, this.environment));
  }

  /** The constraint systems, as Swift's `DocumentLayout.system()` writes them. */
  system() {
    return { device: this.environment.device.id, roots: this.mappings.map(systemRoot) };
  }

  /**
   * Solves every root: {device, views (document order: id, elementName, superviewID, frame,
   * rootFrame, storedFrame, translatesAutoresizingMask), frames (Map id → frame, the first of a
   * repeated id), issues, roots (RootLayout per root, live for drags)}.
   */
  solve() {
    // Stored frames are for the document's own device, left to right: compare only when laying out for those.
    const checksPlacement = (this.requestedDevice === null || this.requestedDevice.equals(this.environment.documentDevice))
      && this.environment.options.direction === "leftToRight";
    const views = [];
    const issues = [];
    const roots = [];
    for (const mapping of this.mappings) {
      // The mapping's own constraints and variables go to the solver (no copies); a second
      // solve of the same mapping gets fresh variables, so the first one's stay live for drags.
      let rootLayout;
      if (mapping.solved) {
        rootLayout = new RootLayout(systemRoot(mapping));
      } else {
        mapping.solved = true;
        const { root, variables, constraints } = solvableRoot(mapping);
        rootLayout = new RootLayout(root, { variables, constraints });
      }
      const solved = rootLayout.views().map(({ frame, rootFrame }, index) => {
        const node = mapping.nodes[index];
        return { id: node.id, elementName: node.elementName, superviewID: node.parent?.id ?? null, frame, rootFrame,
          storedFrame: node.storedFrame, translatesAutoresizingMask: node.translatesAutoresizingMask };
      });
      views.push(...solved);
      issues.push(...rootIssues(mapping, rootLayout, solved, { checksPlacement, detectsAmbiguity: this.options.detectsAmbiguity ?? true,
        explainsConflicts: this.options.explainsConflicts ?? true }));
      roots.push(rootLayout);
    }
    const frames = new Map();
    for (const view of views) if (!frames.has(view.id)) frames.set(view.id, view.frame);
    return { device: this.environment.device, views, frames, issues, roots };
  }
}

/** AppKit documents (Swift's `DocumentKind.platform == .macOS`). */
function isAppKit(root) {
  const runtime = root.getAttribute("targetRuntime") ?? "";
  if (runtime === "MacOSX.Cocoa") return true;
  if (["iOS.CocoaTouch", "AppleTV", "watchKit"].includes(runtime)) return false;
  return (root.getAttribute("type") ?? "").includes(".Cocoa.");
}

/**
 * Size classes on the canvas, as Xcode's canvas shows them: the views the current size class doesn't install
 * (`<variation>` masks: layout/size-class-variations.js) are not drawn, whether the canvas shows the
 * document's own device or previews another (the device bar). The current size class is the previewed
 * device's, else the document's as the layout takes it (its `<device>`, else inferred from a controller's
 * root size, else an iPhone 14 in portrait). The same set greys rows in
 * the outline and in the Size inspector's constraint list; the constraint overlay skips those constraints
 * (it reads the solution's own set). Computed without solving, once per drawn model and device.
 */
import { deviceNamed, sizeClassesOf } from "../layout/devices.js";
import { forEachElement } from "../layout/elements.js";
import { inferredDevice } from "../layout/layout-environment.js";
import { SizeClassVariations } from "../layout/size-class-variations.js";

const NONE = new Set();

export function installSizeClassDisplay({ canvas, liveLayout, getDocument }) {
  let cache = { model: null, key: null, ids: NONE };

  /** The device whose size classes the canvas shows (the layout's: a `<device>`-less document's is inferred). */
  const shownDevice = (root) => (liveLayout.previewing ? liveLayout.preview
    : liveLayout.documentDevice ?? inferredDevice(root) ?? deviceNamed("retina6_1"));

  /** Ids of the views (with everything inside them) and constraints the shown size class doesn't install. */
  function uninstalled() {
    const doc = getDocument();
    const model = canvas.model;
    if (!doc || !model || model.platform !== "ios") return NONE;
    // The inferred device can't change without a new model: the preview's is all the key needs.
    const key = liveLayout.previewing ? `${liveLayout.preview.id}/${liveLayout.preview.orientation}` : "document";
    if (cache.model === model && cache.key === key) return cache.ids;
    const device = shownDevice(doc.root);
    const variations = new SizeClassVariations(doc.root, sizeClassesOf(device));
    let ids = NONE;
    if (variations.uninstalledIDs.size) {
      ids = new Set(variations.uninstalledIDs);
      // A constraint naming an uninstalled view isn't installed either.
      forEachElement(doc.root, (element) => {
        if (element.tagName === "constraint" && !variations.isInstalledConstraint(element)) ids.add(element.getAttribute("id"));
      });
    }
    cache = { model, key, ids };
    return ids;
  }

  /** Leaves the views the shown size class doesn't install undrawn. */
  function hideUninstalled() {
    const ids = uninstalled();
    if (!ids.size) return;
    let hid = false;
    for (const id of ids) {
      for (const box of canvas.world.querySelectorAll(`.ib-view[data-object-id="${CSS.escape(id)}"]`)) {
        box.style.display = "none";
        box.classList.add("is-uninstalled");
        hid = true;
      }
    }
    if (hid) canvas.refreshSelection();
  }
  canvas.onDraw(hideUninstalled);
  // The first drawing may have been made before this was installed (first-draw.js): it is adopted, not redrawn.
  hideUninstalled();

  return { uninstalled, isUninstalled: (id) => uninstalled().has(id) };
}

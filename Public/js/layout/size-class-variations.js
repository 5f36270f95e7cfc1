// What a document's size-class variations give the size classes a device is laid out with, beyond fonts
// (devices.js `sizeClassVariant`): which constraints and subviews are installed (`<variation key="default">`
// `<mask key="constraints|subviews"><exclude reference=…>` uninstalls from the base class; a matching
// `<variation key="heightClass=compact">`'s include/exclude installs/uninstalls there; the most specific
// matching variation that mentions an element wins, the first on ties), and attributes set by variations
// (`<variation key=… hidden="YES"/>`, a constraint's `constant="32"`, a stack view's axis, spacing, distribution
// and alignment). An uninstalled view takes its subtree
// with it, and constraints mentioning anything in it are not installed. Twin of Swift's `SizeClassVariations`
// (Sources/IBLayout/UIKit/SizeClassVariations.swift).
import { forEachElement } from "./elements.js";
import { matchedTraits } from "./devices.js";

export class SizeClassVariations {
  /** @param root the document element  @param sizeClasses {width, height} (devices.js `sizeClassesOf`) */
  constructor(root, sizeClasses) {
    this.sizeClasses = sizeClasses;
    /** Ids of constraints, views and guides not installed for these size classes. */
    this.uninstalledIDs = new Set();
    const decisions = new Map();
    forEachElement(root, (variation) => {
      if (variation.tagName !== "variation") return;
      const key = variation.getAttribute("key");
      if (key === null) return;
      const traits = key === "default" ? 0 : matchedTraits(key, sizeClasses);
      if (traits === null) return;
      for (const mask of variation.children) {
        if (mask.tagName !== "mask") continue;
        for (const entry of mask.children) {
          if (entry.tagName !== "include" && entry.tagName !== "exclude") continue;
          const id = entry.getAttribute("reference");
          if (id === null) continue;
          const decided = decisions.get(id);
          if (decided && decided.traits >= traits) continue;
          decisions.set(id, { traits, installed: entry.tagName === "include" });
        }
      }
    });
    const excluded = new Set([...decisions].filter(([, decision]) => !decision.installed).map(([id]) => id));
    if (excluded.size === 0) return;
    forEachElement(root, (element) => {
      const id = element.getAttribute("id");
      if (id === null || !excluded.has(id)) return;
      forEachElement(element, (inner) => {
        const innerID = inner.getAttribute("id");
        if (innerID !== null) this.uninstalledIDs.add(innerID);
      });
    });
  }

  /** The element holding `name`'s value for these size classes: the most specific matching `<variation>` child that sets it, else `element`. */
  holder(name, element) {
    let best = null, bestTraits = 0;
    for (const variation of element.children) {
      if (variation.tagName !== "variation" || variation.getAttribute(name) === null) continue;
      const traits = matchedTraits(variation.getAttribute("key") ?? "", this.sizeClasses);
      if (traits !== null && traits > bestTraits) { best = variation; bestTraits = traits; }
    }
    return best ?? element;
  }

  /** `hidden="YES"` for these size classes. */
  isHidden(element) {
    return this.holder("hidden", element).getAttribute("hidden") === "YES";
  }

  /** A constraint installed for these size classes, between views and guides that are. */
  isInstalledConstraint(element) {
    if (this.uninstalledIDs.size === 0) return true;
    return ["id", "firstItem", "secondItem"].every((name) => {
      const id = element.getAttribute(name);
      return id === null || !this.uninstalledIDs.has(id);
    });
  }
}

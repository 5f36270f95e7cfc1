// The screens Interface Builder lays scenes out on (the `<device id=…>` values Xcode writes):
// portrait size in points and safe-area insets. Twin of Sources/IBLayout/UIKit/Device.swift, whose
// device list is generated into device-table.js.
import { DEVICE_ROWS } from "./device-table.js";
import { insets, ZERO_INSETS } from "./insets.js";
import { childElement } from "./elements.js";

export class Device {
  constructor({ id, name, portraitWidth, portraitHeight, portraitTopInset, portraitBottomInset, isPad = false, isTV = false, orientation = "portrait" }) {
    Object.assign(this, { id, name, portraitWidth, portraitHeight, portraitTopInset, portraitBottomInset, isPad, isTV, orientation });
    Object.freeze(this);
  }

  /** The same device turned to "portrait" or "landscape". */
  oriented(orientation) {
    return new Device({ ...this, orientation });
  }

  get width() { return this.orientation === "portrait" ? this.portraitWidth : this.portraitHeight; }
  get height() { return this.orientation === "portrait" ? this.portraitHeight : this.portraitWidth; }

  /** iPhones in landscape: compact bars (32 pt navigation bar). */
  get isCompactHeight() { return this.orientation === "landscape" && !this.isPad && !this.isTV; }

  get safeAreaInsets() {
    if (this.isTV) return insets(60, 80, 60, 80);
    if (this.orientation === "portrait" || this.isPad) return insets(this.portraitTopInset, 0, this.portraitBottomInset, 0);
    // iPhones in landscape: no status bar; the sensor housing moves to the sides.
    const hasHousing = this.portraitBottomInset > 0 && !this.isPad;
    return hasHousing ? insets(0, this.portraitTopInset, 21, this.portraitTopInset) : { ...ZERO_INSETS };
  }

  /** UIKit's minimum side margins of a controller's root view: 20 pt on iPads and iPhones wider than 400 pt, else 16. */
  get systemMinimumSideMargin() { return this.systemMinimumSideMarginFor(this.portraitWidth); }

  /** The same for a root view `width` wide on this device (a xib's top-level view): on iPhones 20 pt when the view is wider than 400 pt. */
  systemMinimumSideMarginFor(width) {
    if (this.isPad || this.isTV) return 20;
    return width > 400 ? 20 : 16;
  }

  /**
   * Points to pixels: 2 on the iPhones 4s, SE (1st and 3rd generation), 8 and XR/11 and on the iPads, 3 on
   * the other iPhones, 1 on the Apple TV (HD). UIKit rounds text sizes up to it.
   */
  get displayScale() {
    if (this.isTV) return 1;
    if (this.isPad || ["retina3_5", "retina4_0", "retina4_7", "retina6_1"].includes(this.id)) return 2;
    return 3;
  }

  /** Same screen, same orientation (Swift's `Device ==`). */
  equals(other) {
    return !!other && other.id === this.id && other.orientation === this.orientation;
  }
}

/** Every device Xcode's device bar offers for iOS documents (and the Apple TV), in Swift's order (generated: device-table.js). */
export const DEVICES = Object.freeze(DEVICE_ROWS.map(([id, name, portraitWidth, portraitHeight, top, bottom, kind, orientation]) =>
  new Device({ id, name, portraitWidth, portraitHeight, portraitTopInset: top, portraitBottomInset: bottom,
    isPad: kind === "pad", isTV: kind === "tv", orientation })));

/** "iPhone SE (3rd generation) / iPhone 8" → the device bar's short menu title; the full name stays in its tooltip. */
export const shortDeviceName = (device) => device.name.split(" / ")[0];

/** A device by its XML id (`retina6_1`), in its default orientation unless one is given; null when unknown. */
export function deviceNamed(id, orientation = null) {
  const device = DEVICES.find((candidate) => candidate.id === id);
  if (!device) return null;
  return orientation ? device.oriented(orientation) : device;
}

/** The document's `<device id=… orientation=…>`, if it names a known device. */
export function deviceOfDocument(root) {
  const element = childElement(root, "device");
  const id = element?.getAttribute("id");
  if (id === null || id === undefined) return null;
  const orientation = element.getAttribute("orientation");
  return deviceNamed(id, orientation === "portrait" || orientation === "landscape" ? orientation : null);
}

/** Every device in both orientations (what a stored size may match when there is no `<device>`). */
export function everyOrientedDevice() {
  return DEVICES.flatMap((device) => [device.oriented("portrait"), device.oriented("landscape")]);
}

/**
 * The size classes Xcode's canvas lays a device out with, {width, height}: iPhones compact × regular
 * in portrait; in landscape compact height, regular width on the 414 pt and wider ones (Plus, Max,
 * XR/11); iPads and the TV regular both ways. Twin of Swift's `SizeClasses(device:)`.
 */
export function sizeClassesOf(device) {
  if (device.isPad || device.isTV) return { width: "regular", height: "regular" };
  if (device.orientation === "portrait") return { width: "compact", height: "regular" };
  return { width: device.portraitWidth >= 414 ? "regular" : "compact", height: "compact" };
}

/**
 * The child named `name` (with key `key`) of the most specific `<variation key="heightClass=…-widthClass=…">`
 * of `element` the size classes select (the most traits named; the first on ties), else `element`'s own first
 * child named `name`. Twin of Swift's `SizeClasses.variant(of:named:key:)`.
 */
export function sizeClassVariant(element, sizeClasses, name, key) {
  let best = null;
  let bestTraits = 0;
  for (const variation of element.children) {
    if (variation.tagName !== "variation") continue;
    const traits = matchedTraits(variation.getAttribute("key") ?? "", sizeClasses);
    const child = traits === null ? null : [...variation.children].find((candidate) => candidate.tagName === name && candidate.getAttribute("key") === key);
    if (!child) continue;
    if (traits > bestTraits) { best = child; bestTraits = traits; }
  }
  return best ?? childElement(element, name);
}

/** How many traits a variation key names when all of them are these size classes; null otherwise (`default` too). */
export function matchedTraits(key, sizeClasses) {
  const parts = key.split("-").filter((part) => part !== "");
  if (parts.length === 0) return null;
  for (const part of parts) {
    if (part !== `widthClass=${sizeClasses.width}` && part !== `heightClass=${sizeClasses.height}`) return null;
  }
  return parts.length;
}

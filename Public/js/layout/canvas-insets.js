// The device's safe-area insets as Xcode's canvas lays a scene out under them, by the Xcode
// generation that laid the document out (layoutToolsVersion in layout-environment.js). Twin of
// Sources/IBLayout/UIKit/CanvasInsets.swift, which gives the evidence; in short, from the
// corpus's views pinned to a safe area:
// - iPhones with a sensor housing, in portrait: 44 pt at the top before Xcode 14 (toolsVersion
//   below 21000) whatever the device, the device's own inset from Xcode 14 (48 on the XR/11,
//   47 on the 12–14, 59 on the 15); Xcode 26 counts top and bottom twice (xcode26-bars.js);
// - iPhones without one, in portrait: no status bar inset from Xcode 11 to Xcode 14 (15000 ≤
//   toolsVersion < 22000), 20 pt before and after;
// - iPads, the TV and landscape: the device's insets.
import { xcode26BarsApply } from "./xcode26-bars.js";

/** Xcode 14's toolsVersion: from it, housing iPhones get their own top inset (44 pt before). */
export const DEVICE_TOP_INSETS_TOOLS_VERSION = 21000;
/** Xcode 11 to Xcode 14 lay iPhones without a housing out without a status bar inset. */
export const NO_STATUS_BAR_TOOLS_VERSIONS = [15000, 22000];

/** {top, left, bottom, right} of `device` as Xcode of `toolsVersion` (0: unknown) lays scenes out. */
export function canvasDeviceInsets(device, toolsVersion) {
  const insets = { ...device.safeAreaInsets };
  if (device.isPad || device.isTV || device.orientation !== "portrait") return insets;
  const version = toolsVersion ?? 0;
  if (device.portraitBottomInset > 0) {
    if (version > 0 && version < DEVICE_TOP_INSETS_TOOLS_VERSION) insets.top = 44;
    if (xcode26BarsApply(version, device)) {
      insets.top *= 2;
      insets.bottom *= 2;
    }
  } else if (version >= NO_STATUS_BAR_TOOLS_VERSIONS[0] && version < NO_STATUS_BAR_TOOLS_VERSIONS[1]) {
    insets.top = 0;
  }
  return insets;
}

/**
 * A top-level view of a xib (not a controller's view, not a cell) on Xcode's canvas: placed at the
 * screen's top left, it gets the top (and side) insets always. From Xcode 14 (toolsVersion ≥ 21000)
 * it gets the bottom one too whatever its height; before, only when it reaches the home indicator.
 * A hypothesis from the short freeform views on iPhones with a home indicator whose views are pinned
 * to the safe area's bottom: the 3 of Xcode 14 and later (pocket-casts, simplenote, cwa-app) store
 * the 34 pt inset, the 5 before (simplenote, cwa-app, vlc-ios) none.
 */
export function freeformViewInsets(device, toolsVersion, storedHeight) {
  const insets = canvasDeviceInsets(device, toolsVersion);
  const wholeInsets = (toolsVersion ?? 0) >= DEVICE_TOP_INSETS_TOOLS_VERSION;
  if (!wholeInsets && storedHeight < device.height - insets.bottom - 0.5) insets.bottom = 0;
  return insets;
}

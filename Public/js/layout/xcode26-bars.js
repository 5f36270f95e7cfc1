// The bars and safe area Xcode 26 (IBCocoaTouchPlugin 24000+ — its betas write 24063 —, layoutToolsVersion) lays scenes out
// under, as its documents store them: navigation bars 54 pt high (iOS 26's bar; 32 in compact
// height as before), and on iPhones with a sensor housing in portrait the device's top and bottom
// insets counted twice — NetNewsWire's bars stored at y = 2 × the status bar, 54 pt high; its
// Settings tables under an opaque bar 746 pt high (896 − 96 − 54); Main's image controller's label
// 8 pt above a safe area 68 pt (2 × 34) above the screen's edge. Xcode's canvas, not UIKit (iOS 26
// keeps the insets); the doubled insets are canvas-insets.js's. Twin of Sources/IBLayout/UIKit/Xcode26Bars.swift.

export const XCODE26_TOOLS_VERSION = 24000;
export const XCODE26_NAVIGATION_BAR_HEIGHT = 54;

/** Xcode 26's bar heights apply to documents of that generation. */
export function xcode26BarsApply(toolsVersion, device) {
  return (toolsVersion ?? 0) >= XCODE26_TOOLS_VERSION && !device.isTV;
}

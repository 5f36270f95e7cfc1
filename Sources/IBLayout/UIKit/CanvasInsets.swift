/// The device's safe-area insets as Xcode's canvas lays a scene out under them, by the Xcode
/// generation that laid the document out (`DocumentLayout.layoutToolsVersion`). Read from the
/// stored frames of the corpus's views pinned to a safe area (`node bench/layout/safe-area-survey.mjs`
/// lists them), not from UIKit, which keeps the device's insets:
/// - **iPhones with a sensor housing, in portrait**: 44 pt at the top before Xcode 14 (toolsVersion
///   below 21000) on every such device — the XR/11 (`retina6_1`, 48 pt on a device) in 70 xibs and
///   storyboards of Xcode 10 to 13, the 12 (`retina6_0`) and 12 Pro Max (`retina6_7`) once each —,
///   the device's own from Xcode 14 (48 on the XR/11 in 19 documents of Xcode 14 to 16, 47 on the
///   12–14, 59 on the 15); Xcode 26 counts the top and bottom insets twice (`Xcode26Bars`);
/// - **iPhones without one, in portrait**: no status bar inset from Xcode 11 to Xcode 14 (15000 ≤
///   toolsVersion < 22000: 14 documents of 5 apps, storyboards and xibs, 4.7″ and 4″), 20 pt
///   before (Xcode 10: 12 documents) and from Xcode 15 (4);
/// - iPads, the Apple TV and landscape: the device's insets.
/// Twin of `Public/js/layout/canvas-insets.js`.
enum CanvasInsets {
    /// Xcode 14: from it, housing iPhones get their own top inset (44 pt before).
    static let deviceTopInsetsToolsVersion = 21000
    /// Xcode 11 to Xcode 14 lay iPhones without a housing out without a status bar inset.
    static let noStatusBarToolsVersions = 15000..<22000

    /// The insets of `device` as Xcode of `toolsVersion` (0: unknown) lays scenes out.
    static func deviceInsets(of device: Device, toolsVersion: Int) -> Insets {
        var insets = device.safeAreaInsets
        guard !device.isPad, !device.isTV, device.orientation == .portrait else { return insets }
        if device.hasHousing {
            if toolsVersion > 0, toolsVersion < deviceTopInsetsToolsVersion { insets.top = 44 }
            if Xcode26Bars.applies(toolsVersion: toolsVersion, device: device) {
                insets.top *= 2
                insets.bottom *= 2
            }
        } else if noStatusBarToolsVersions.contains(toolsVersion) {
            insets.top = 0
        }
        return insets
    }

    /// A top-level view of a xib (not a controller's view, not a cell) on Xcode's canvas: placed at
    /// the screen's top left, it gets the top (and side) insets always. From Xcode 14 (toolsVersion
    /// ≥ 21000) it gets the bottom one too whatever its height; before, only when it reaches the
    /// home indicator. Whether the view is a controller's (File's Owner's `view` outlet) doesn't
    /// enter. A hypothesis from the short freeform views on iPhones with a home indicator whose
    /// views are pinned to the safe area's bottom: the 3 of Xcode 14 and later (pocket-casts,
    /// simplenote, cwa-app) store the 34 pt inset, the 5 before (simplenote, cwa-app, vlc-ios) none.
    static func freeformViewInsets(on device: Device, toolsVersion: Int, storedHeight: Double) -> Insets {
        var insets = deviceInsets(of: device, toolsVersion: toolsVersion)
        let wholeInsets = toolsVersion >= deviceTopInsetsToolsVersion
        if !wholeInsets, storedHeight < device.height - insets.bottom - 0.5 { insets.bottom = 0 }
        return insets
    }

    /// Top-level views Xcode doesn't put on a screen: cells and reusable views (no safe area).
    static let offScreenRoots: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]
}

/// The bars and safe area Xcode 26 (IBCocoaTouchPlugin 24000+ — its betas write 24063, whose
/// documents already double the insets —, `DocumentLayout.layoutToolsVersion`)
/// lays scenes out under, as its documents store them:
/// - **navigation bars 54 pt high** (iOS 26's Liquid Glass bar; 32 in compact height as before):
///   NetNewsWire's Account, Add and Settings storyboards store every navigation controller's bar
///   54 pt high;
/// - **the device's top and bottom insets counted twice** on iPhones with a sensor housing in
///   portrait: those bars are stored at y = 2 × the status bar (96 on the iPhone 11, 88 on the
///   iPhone 11 Pro), Settings' two tables under an opaque bar 746 pt high (896 − 96 − 54), and
///   NetNewsWire Main's image controller (iPhone 16 Pro, no bar) puts a label 8 pt above a safe
///   area whose bottom is 68 pt (2 × 34) above the screen's edge. On a device iOS 26 keeps the
///   insets (62/34 on the iPhone 16 Pro, the bar at the safe area's top): this is Xcode's canvas,
///   not UIKit. Devices without a housing, iPads and landscape are left as before (no document
///   of the corpus shows them), and so are tab bars and toolbars (none is stored).
/// NetNewsWire's Inspector (also 24504) still stores its bars at y = 48, 44 pt high: frames
/// Xcode 26 did not rewrite (nothing there is laid out against them). The doubled insets are
/// `CanvasInsets.deviceInsets`'. Twin of
/// `Public/js/layout/xcode26-bars.js`.
enum Xcode26Bars {
    static let firstToolsVersion = 24000
    static let navigationBarHeight = 54.0

    /// Xcode 26's bar heights apply to documents of that generation, in regular height.
    static func applies(toolsVersion: Int, device: Device) -> Bool {
        toolsVersion >= firstToolsVersion && !device.isTV
    }
}

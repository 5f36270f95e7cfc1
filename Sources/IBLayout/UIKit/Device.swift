import IBDocument

/// A screen Interface Builder lays scenes out on: the `<device id=…>` values Xcode writes,
/// with their portrait size in points and their safe-area insets (status bar, sensor housing,
/// home indicator), as the canvas shows them for a full-screen view controller.
public struct Device: Equatable, Sendable {
    public enum Orientation: String, Sendable { case portrait, landscape }

    public let id: String
    public let name: String
    /// Portrait size.
    public let portraitWidth: Double
    public let portraitHeight: Double
    /// Portrait safe-area insets; landscape ones are derived in `safeAreaInsets`.
    let portraitTopInset: Double
    let portraitBottomInset: Double
    let isPad: Bool
    let isTV: Bool
    public var orientation: Orientation

    public func oriented(_ orientation: Orientation) -> Device {
        var copy = self
        copy.orientation = orientation
        return copy
    }

    public var width: Double { orientation == .portrait ? portraitWidth : portraitHeight }
    public var height: Double { orientation == .portrait ? portraitHeight : portraitWidth }

    /// iPhones in landscape: compact bars (32 pt navigation bar).
    public var isCompactHeight: Bool { orientation == .landscape && !isPad && !isTV }

    /// Devices with a sensor housing have a bottom home-indicator inset.
    var hasHousing: Bool { portraitBottomInset > 0 && !isPad }

    public var safeAreaInsets: Insets {
        if isTV { return Insets(top: 60, left: 80, bottom: 60, right: 80) }
        if orientation == .portrait || isPad {
            return Insets(top: portraitTopInset, bottom: portraitBottomInset)
        }
        // iPhones in landscape: no status bar; the housing moves to the sides.
        return hasHousing ? Insets(top: 0, left: portraitTopInset, bottom: 21, right: portraitTopInset) : .zero
    }

    /// UIKit's minimum side margins of a controller's root view: 20 pt on iPads and on the
    /// iPhones wider than 400 pt (the Plus/Max/XR/11 and 16 Pro sizes), 16 pt on the others.
    public var systemMinimumSideMargin: Double { systemMinimumSideMargin(width: portraitWidth) }

    /// The same for a root view `width` wide on this device (a xib's top-level view, `RootLayout.margins(of:)`):
    /// on iPhones 20 pt when the view is wider than 400 pt, whatever the device's width.
    func systemMinimumSideMargin(width: Double) -> Double {
        if isPad || isTV { return 20 }
        return width > 400 ? 20 : 16
    }

    /// Points to pixels: 2 on the iPhones 4s, SE (1st and 3rd generation), 8 and XR/11 and on the
    /// iPads, 3 on the other iPhones, 1 on the Apple TV (HD). UIKit rounds text sizes up to it.
    public var displayScale: Double {
        if isTV { return 1 }
        if isPad || ["retina3_5", "retina4_0", "retina4_7", "retina6_1"].contains(id) { return 2 }
        return 3
    }

    /// Every device Xcode's device bar offers for iOS documents (and the Apple TV).
    public static let all: [Device] = [
        phone("retina3_5", "iPhone 4s", 320, 480, top: 20, bottom: 0),
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568, top: 20, bottom: 0),
        phone("retina4_7", "iPhone SE (3rd generation) / iPhone 8", 375, 667, top: 20, bottom: 0),
        phone("retina5_5", "iPhone 8 Plus", 414, 736, top: 20, bottom: 0),
        phone("retina5_9", "iPhone 11 Pro / iPhone X", 375, 812, top: 44, bottom: 34),
        phone("retina5_4", "iPhone 13 mini", 375, 812, top: 50, bottom: 34),
        phone("retina6_1", "iPhone 11 / iPhone XR", 414, 896, top: 48, bottom: 34),
        phone("retina6_5", "iPhone 11 Pro Max", 414, 896, top: 44, bottom: 34),
        phone("retina6_0", "iPhone 14 / iPhone 13 / iPhone 12", 390, 844, top: 47, bottom: 34),
        phone("retina6_12", "iPhone 15 / iPhone 14 Pro", 393, 852, top: 59, bottom: 34),
        phone("retina6_7", "iPhone 14 Plus", 428, 926, top: 47, bottom: 34),
        phone("retina6_3", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34),
        phone("retina6_9", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34),
        pad("ipad9_7", "iPad (9.7-inch)", 768, 1024, top: 20, bottom: 0),
        pad("ipad10_2", "iPad (10.2-inch)", 810, 1080, top: 20, bottom: 0),
        pad("ipad10_5", "iPad Air (10.5-inch)", 834, 1112, top: 20, bottom: 0),
        pad("ipad10_9rounded", "iPad Air (4th generation)", 820, 1180, top: 24, bottom: 20),
        pad("ipad11", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20),
        pad("ipad11_0rounded", "iPad Pro (11-inch, rounded)", 834, 1194, top: 24, bottom: 20),
        pad("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, top: 20, bottom: 0),
        pad("ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20),
        Device(id: "appleTV", name: "Apple TV", portraitWidth: 1080, portraitHeight: 1920, portraitTopInset: 0,
               portraitBottomInset: 0, isPad: false, isTV: true, orientation: .landscape),
    ]

    /// A device by its XML id (`retina6_1`), in portrait unless told otherwise.
    public static func named(_ id: String, orientation: Orientation? = nil) -> Device? {
        guard let device = all.first(where: { $0.id == id }) else { return nil }
        return orientation.map(device.oriented) ?? device
    }

    /// The document's `<device id=… orientation=…>`, if it names a known device.
    public static func of(_ document: InterfaceDocument) -> Device? {
        guard let element = document.root.firstChild(named: "device"), let id = element.attribute("id") else { return nil }
        return named(id, orientation: element.attribute("orientation").flatMap(Orientation.init(rawValue:)))
    }

    private static func phone(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        Device(id: id, name: name, portraitWidth: width, portraitHeight: height, portraitTopInset: top,
               portraitBottomInset: bottom, isPad: false, isTV: false, orientation: .portrait)
    }

    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        Device(id: id, name: name, portraitWidth: width, portraitHeight: height, portraitTopInset: top,
               portraitBottomInset: bottom, isPad: true, isTV: false, orientation: .portrait)
    }
}

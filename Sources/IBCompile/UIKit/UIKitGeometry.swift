import Foundation
import IBDocument

/// UIKit's archived geometry: `UIBounds` (origin zero, frame size) and `UICenter` (frame
/// centre), each as data `0x07` followed by little-endian doubles, as in the iOS fixtures.
enum UIKitGeometry {
    struct Frame { var x, y, width, height: Double }

    static func frame(_ rect: MarkupElement, owner: String) throws -> Frame {
        var numbers: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let text = rect.attribute(name), let value = Double(text) else {
                throw UIKitEncodingError.malformed(element: owner, id: nil, reason: "its \(rect.attribute("key") ?? "rect") has no numeric \(name)")
            }
            numbers.append(value)
        }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Xcode 8.0's `<frame key="frameInset" minX= minY= width= height=>` (toolsVersion 11201;
    /// Xcode 8.1 and later write `<rect key="frame">`): the frame as insets from the superview's
    /// edges, `minX`/`minY` the origin (absent: 0) with the size given. **Inferred** from the
    /// names and the one corpus document (ChatSecure's OTRUsernameCell: a 45-point cell's 44-point
    /// content view, its label at minY 12 height 20 and its field at minY 8 height 28, each
    /// centred as drawn). The `maxX`/`maxY` form (a size from the superview's) is refused.
    static func frameInset(_ element: MarkupElement, owner: String) throws -> Frame {
        if let name = ["maxX", "maxY"].first(where: { element.attribute($0) != nil }) {
            throw UIKitEncodingError.unsupportedAttribute(attribute: name, value: element.attribute(name) ?? "", element: "frame key=\"frameInset\"", id: nil)
        }
        func number(_ name: String, default defaultValue: Double?) throws -> Double {
            guard let text = element.attribute(name) else {
                if let defaultValue { return defaultValue }
                throw UIKitEncodingError.malformed(element: owner, id: nil, reason: "its frameInset has no \(name)")
            }
            guard let value = Double(text) else {
                throw UIKitEncodingError.malformed(element: owner, id: nil, reason: "its frameInset has no numeric \(name)")
            }
            return value
        }
        return Frame(x: try number("minX", default: 0), y: try number("minY", default: 0),
                     width: try number("width", default: nil), height: try number("height", default: nil))
    }

    /// The frame Interface Builder gives a view whose element has none (V: the Flutter and
    /// Corona launch-screen templates of the ios-pairs, built by Xcode 10.1 to 16.0): a subview
    /// is archived at (0, 0, 1000, 1000); a storyboard scene's root view at the size of the
    /// document's `<device>` (`deviceSizes`, portrait unless `orientation="landscape"`) — Xcode
    /// 14.2 and 16.0 both give a document without a `<device>` 393 × 852 (`retina6_12`, their
    /// default device). Any other view without a frame keeps none (no fixture shows one).
    /// **Inferred**: the root of a document whose device is not in `deviceSizes` takes the
    /// subviews' 1000 × 1000.
    static func defaultFrame(of element: MarkupElement, isSceneRoot: Bool, document: InterfaceDocument) -> Frame? {
        if isSceneRoot {
            guard let device = document.root.firstChild(named: "device") else { return Frame(x: 0, y: 0, width: 393, height: 852) }
            if let size = deviceSizes[device.attribute("id") ?? ""] {
                let landscape = device.attribute("orientation") == "landscape"
                return Frame(x: 0, y: 0, width: landscape ? size.1 : size.0, height: landscape ? size.0 : size.1)
            }
            return Frame(x: 0, y: 0, width: 1000, height: 1000)
        }
        return element.parent?.name == "subviews" ? Frame(x: 0, y: 0, width: 1000, height: 1000) : nil
    }

    /// Portrait screen sizes of Interface Builder's device ids, each as a document of the
    /// ios-pairs gives its scene's root frame beside that `<device>` (V).
    static let deviceSizes: [String: (Double, Double)] = [
        "retina4_7": (375, 667), "retina5_5": (414, 736), "retina6_1": (414, 896), "retina6_12": (393, 852), "ipad9_7": (768, 1024),
    ]

    static func doubles(_ values: [Double]) -> [UInt8] {
        var bytes: [UInt8] = [0x07]
        for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        return bytes
    }

    static func bounds(_ frame: Frame) -> [UInt8] { doubles([0, 0, frame.width, frame.height]) }
    static func center(_ frame: Frame) -> [UInt8] { doubles([frame.x + frame.width / 2, frame.y + frame.height / 2]) }

    /// `<inset>`/`<edgeInsets>` (`minX`, `minY`, `maxX`, `maxY`) → UIEdgeInsets data
    /// (top, left, bottom, right).
    static func insets(_ element: MarkupElement, owner: String) throws -> [UInt8] {
        var numbers: [String: Double] = [:]
        for name in ["minX", "minY", "maxX", "maxY"] {
            guard let value = Double(element.attribute(name) ?? "0") else {
                throw UIKitEncodingError.malformed(element: owner, id: nil, reason: "its \(element.attribute("key") ?? "inset") has no numeric \(name)")
            }
            numbers[name] = value
        }
        return doubles([numbers["minY"]!, numbers["minX"]!, numbers["maxY"]!, numbers["maxX"]!])
    }

    /// `UIViewAutoresizing` bits from the xib's `<autoresizingMask>`; IB's default (no element)
    /// is flexible right and bottom margins (36), as ibtool writes for such views.
    static func autoresizingMask(_ mask: MarkupElement?, id: String?) throws -> Int64 {
        guard let mask else { return 36 }
        let bits: [String: Int64] = ["flexibleMinX": 1, "widthSizable": 2, "flexibleMaxX": 4,
                                     "flexibleMinY": 8, "heightSizable": 16, "flexibleMaxY": 32]
        var value: Int64 = 0
        for attribute in mask.attributes where attribute.name != "key" {
            guard let bit = bits[attribute.name] else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: attribute.name, value: attribute.value, element: "autoresizingMask", id: id)
            }
            if attribute.value == "YES" { value |= bit }
        }
        return value
    }
}

import Foundation
import IBDocument

/// UIKit's archived geometry: `UIBounds` (origin zero, frame size) and `UICenter` (frame
/// centre), each as data `0x07` followed by little-endian doubles, as in the iOS fixtures.
enum UIKitGeometry {
    struct Frame { var x, y, width, height: Double }

    static func frame(of element: MarkupElement, id: String?) throws -> Frame? {
        guard let rect = element.firstChild(named: "rect", key: "frame") else { return nil }
        var numbers: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let text = rect.attribute(name), let value = Double(text) else {
                throw UIKitEncodingError.malformed(element: element.name, id: id, reason: "its frame has no numeric \(name)")
            }
            numbers.append(value)
        }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func doubles(_ values: [Double]) -> [UInt8] {
        var bytes: [UInt8] = [0x07]
        for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        return bytes
    }

    static func bounds(_ frame: Frame) -> [UInt8] { doubles([0, 0, frame.width, frame.height]) }
    static func center(_ frame: Frame) -> [UInt8] { doubles([frame.x + frame.width / 2, frame.y + frame.height / 2]) }

    /// `UIViewAutoresizing` bits from the xib's `<autoresizingMask>`; IB's default (no element)
    /// is flexible right and bottom margins (36), as ibtool writes for such views.
    static func autoresizingMask(of element: MarkupElement, id: String?) throws -> Int64 {
        guard let mask = element.firstChild(named: "autoresizingMask", key: "autoresizingMask") else { return 36 }
        let bits: [String: Int64] = ["flexibleMinX": 1, "widthSizable": 2, "flexibleMaxX": 4,
                                     "flexibleMinY": 8, "heightSizable": 16, "flexibleMaxY": 32]
        var value: Int64 = 0
        for attribute in mask.attributes where attribute.name != "key" {
            guard let bit = bits[attribute.name] else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: attribute.name, value: mask.attribute(attribute.name) ?? "", element: "autoresizingMask", id: id)
            }
            if mask.attribute(attribute.name) == "YES" { value |= bit }
        }
        return value
    }
}

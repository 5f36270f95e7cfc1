import Foundation
import IBDocument

/// Encodes `<color>` elements as `UIColor`, in the two forms of the iOS fixtures:
/// * RGB (`sRGB`, `deviceRGB`): `UIColorComponentCount` 4, `UIRed`/`UIGreen`/`UIBlue`/`UIAlpha`
///   (float), `NSRGB` ("r g b" with three significant digits), `NSColorSpace` 2.
/// * grey (`genericGamma22GrayColorSpace`, `calibratedWhite`, `deviceWhite`):
///   `UIColorComponentCount` 2, `UIWhite`, `UIAlpha`, `NSWhite`, `NSColorSpace` 4.
/// A `systemColor="name"` is written with `UISystemColorName` first and the components the
/// document declares for it in `<resources><systemColor>` (light appearance), as ibtool does.
/// Asset-catalog (`name=`) colours, P3 and calibrated RGB are refused: their UIKit encoding is
/// not known to us, and a wrong colour would be silent.
enum UIKitColorEncoder {
    static func encode(_ element: MarkupElement, document: InterfaceDocument, ownerID: String?) throws -> AppKitArchiveObject {
        let key = element.attribute("key") ?? ""
        if let systemName = element.attribute("systemColor") ?? element.attribute("cocoaTouchSystemColor") {
            let declared = document.root.firstChild(named: "resources")?.childElements.first {
                $0.name == "systemColor" && $0.attribute("name") == systemName
            }?.firstChild(named: "color")
            guard let declared else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "systemColor", value: systemName, element: "color key=\"\(key)\"", id: ownerID)
            }
            let color = try components(declared, key: key, ownerID: ownerID)
            let named = AppKitArchiveObject(className: "UIColor")
            named.append("UISystemColorName", .string(systemName))
            for (name, value) in color.values { named.append(name, value) }
            return named
        }
        if let name = element.attribute("name") {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "name", value: name, element: "color key=\"\(key)\"", id: ownerID)
        }
        return try components(element, key: key, ownerID: ownerID)
    }

    private static func components(_ element: MarkupElement, key: String, ownerID: String?) throws -> AppKitArchiveObject {
        let space = element.attribute("customColorSpace") ?? element.attribute("colorSpace") ?? "?"
        func number(_ name: String) throws -> Double {
            guard let text = element.attribute(name), let value = Double(text) else {
                throw UIKitEncodingError.malformed(element: "color key=\"\(key)\"", id: ownerID, reason: "its \(name) component is missing or not a number")
            }
            return value
        }
        let color = AppKitArchiveObject(className: "UIColor")
        switch space {
        case "sRGB", "deviceRGB":
            let rgb = [try number("red"), try number("green"), try number("blue")]
            color.append("UIColorComponentCount", .integer(4))
            color.append("UIRed", .float(Float(rgb[0])))
            color.append("UIGreen", .float(Float(rgb[1])))
            color.append("UIBlue", .float(Float(rgb[2])))
            color.append("UIAlpha", .float(Float(try number("alpha"))))
            color.append("NSRGB", .bytes(Array(rgb.map(significant).joined(separator: " ").utf8)))
            color.append("NSColorSpace", .integer(2))
        case "genericGamma22GrayColorSpace", "calibratedWhite", "deviceWhite":
            let white = try number("white")
            color.append("UIColorComponentCount", .integer(2))
            color.append("UIWhite", .float(Float(white)))
            color.append("UIAlpha", .float(Float(try number("alpha"))))
            color.append("NSWhite", .bytes(Array(significant(white).utf8)))
            color.append("NSColorSpace", .integer(4))
        default:
            throw UIKitEncodingError.unsupportedAttribute(attribute: "colorSpace", value: space, element: "color key=\"\(key)\"", id: ownerID)
        }
        return color
    }

    /// `%.3g` as Foundation formats it for the `NSRGB`/`NSWhite` text ("1", "0.5", "0.552").
    static func significant(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}

import Foundation
import IBDocument

/// Encodes `<color>` elements as `UIColor`. Only explicit sRGB components are supported so far:
/// `UIColorComponentCount` 4, `UIRed`/`UIGreen`/`UIBlue`/`UIAlpha` as floats, `NSRGB` as the
/// ASCII "r g b" text with three significant digits, and `NSColorSpace` 2 (as ibtool writes
/// sRGB colours in the iOS fixtures). Named system colours, grey and P3 colours are refused.
enum UIKitColorEncoder {
    static func encode(_ element: MarkupElement, ownerID: String?) throws -> AppKitArchiveObject {
        let isSRGB = element.attribute("colorSpace") == "custom" && element.attribute("customColorSpace") == "sRGB"
        guard isSRGB, element.attribute("systemColor") == nil, element.attribute("name") == nil else {
            let description = element.attribute("systemColor") ?? element.attribute("name")
                ?? element.attribute("customColorSpace") ?? element.attribute("colorSpace") ?? "?"
            throw UIKitEncodingError.unsupportedAttribute(attribute: "color", value: description, element: "color key=\"\(element.attribute("key") ?? "")\"", id: ownerID)
        }
        var components: [Double] = []
        for name in ["red", "green", "blue", "alpha"] {
            guard let text = element.attribute(name), let value = Double(text) else {
                throw UIKitEncodingError.malformed(element: "color", id: ownerID, reason: "its \(name) component is missing or not a number")
            }
            components.append(value)
        }
        let color = AppKitArchiveObject(className: "UIColor")
        color.append("UIColorComponentCount", .integer(4))
        color.append("UIRed", .float(Float(components[0])))
        color.append("UIGreen", .float(Float(components[1])))
        color.append("UIBlue", .float(Float(components[2])))
        color.append("UIAlpha", .float(Float(components[3])))
        let rgb = components[0..<3].map { String(format: "%.3g", $0) }.joined(separator: " ")
        color.append("NSRGB", .bytes(Array(rgb.utf8)))
        color.append("NSColorSpace", .integer(2))
        return color
    }
}

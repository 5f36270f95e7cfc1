import Foundation
import IBDocument

/// Encodes `<color>` elements as `UIColor`, in the two forms of the iOS fixtures:
/// * RGB (`sRGB`, `deviceRGB`): `UIColorComponentCount` 4, `UIRed`/`UIGreen`/`UIBlue`/`UIAlpha`
///   (float), `NSRGB` ("r g b" with three significant digits), `NSColorSpace` 2.
/// * grey (`genericGamma22GrayColorSpace`, `calibratedWhite`, `deviceWhite`):
///   `UIColorComponentCount` 2, `UIWhite`, `UIAlpha`, `NSWhite`, `NSColorSpace` 4.
/// A system colour (`systemColor=`, legacy `cocoaTouchSystemColor=`) is written with
/// `UISystemColorName` first and its light-appearance components: the ones the document
/// declares in `<resources><systemColor>`, else `UIKitSystemColors`'.
/// Asset-catalog (`name=`) colours, P3 and calibrated RGB are refused: their UIKit encoding is
/// not known to us, and a wrong colour would be silent.
enum UIKitColorEncoder {
    static func encode(_ element: MarkupElement, document: InterfaceDocument, ownerID: String?) throws -> AppKitArchiveObject {
        let what = "color key=\"\(element.attribute("key") ?? "")\""
        if let systemName = element.attribute("systemColor") ?? element.attribute("cocoaTouchSystemColor") {
            let declared = document.root.firstChild(named: "resources")?.childElements.first {
                $0.name == "systemColor" && $0.attribute("name") == systemName
            }?.firstChild(named: "color")
            let components: UIKitSystemColors.Components
            if let declared {
                components = try self.components(of: declared, what: what, ownerID: ownerID)
            } else if let known = UIKitSystemColors.lightAppearance[systemName] {
                components = known
            } else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "systemColor", value: systemName, element: what, id: ownerID)
            }
            let color = AppKitArchiveObject(className: "UIColor")
            color.append("UISystemColorName", .string(systemName))
            append(components, to: color)
            return color
        }
        if let name = element.attribute("name") {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "name", value: name, element: what, id: ownerID)
        }
        let color = AppKitArchiveObject(className: "UIColor")
        append(try components(of: element, what: what, ownerID: ownerID), to: color)
        return color
    }

    static func components(of element: MarkupElement, what: String, ownerID: String?) throws -> UIKitSystemColors.Components {
        let space = element.attribute("customColorSpace") ?? element.attribute("colorSpace") ?? "?"
        func number(_ name: String) throws -> Double {
            guard let text = element.attribute(name), let value = Double(text) else {
                throw UIKitEncodingError.malformed(element: what, id: ownerID, reason: "its \(name) component is missing or not a number")
            }
            return value
        }
        switch space {
        case "sRGB", "deviceRGB":
            return .rgb(try number("red"), try number("green"), try number("blue"), alpha: try number("alpha"))
        case "genericGamma22GrayColorSpace", "calibratedWhite", "deviceWhite":
            return .white(try number("white"), alpha: try number("alpha"))
        default:
            throw UIKitEncodingError.unsupportedAttribute(attribute: "colorSpace", value: space, element: what, id: ownerID)
        }
    }

    static func append(_ components: UIKitSystemColors.Components, to color: AppKitArchiveObject) {
        switch components {
        case .rgb(let red, let green, let blue, let alpha):
            color.append("UIColorComponentCount", .integer(4))
            color.append("UIRed", .float(Float(red)))
            color.append("UIGreen", .float(Float(green)))
            color.append("UIBlue", .float(Float(blue)))
            color.append("UIAlpha", .float(Float(alpha)))
            color.append("NSRGB", .bytes(Array([red, green, blue].map(significant).joined(separator: " ").utf8)))
            color.append("NSColorSpace", .integer(2))
        case .white(let white, let alpha):
            color.append("UIColorComponentCount", .integer(2))
            color.append("UIWhite", .float(Float(white)))
            color.append("UIAlpha", .float(Float(alpha)))
            color.append("NSWhite", .bytes(Array(significant(white).utf8)))
            color.append("NSColorSpace", .integer(4))
        }
    }

    /// `%.3g` as Foundation formats it for the `NSRGB`/`NSWhite` text ("1", "0.5", "0.552").
    static func significant(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}

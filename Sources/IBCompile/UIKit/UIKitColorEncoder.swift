import Foundation
import IBDocument

/// Encodes `<color>` elements as `UIColor`, in the two forms of the iOS fixtures:
/// * RGB (`sRGB`, `deviceRGB`): `UIColorComponentCount` 4, `UIRed`/`UIGreen`/`UIBlue`/`UIAlpha`
///   (float, each followed by a `-Double` twin when the float is not exact), `NSRGB`
///   ("r g b[ a]" with three significant digits), `NSColorSpace` 2.
/// * grey (`genericGamma22GrayColorSpace`, `deviceWhite`):
///   `UIColorComponentCount` 2, `UIWhite`, `UIAlpha`, `NSWhite` ("w[ a]"), `NSColorSpace` 4.
/// * `calibratedWhite`: RGB with the white repeated (see `components(of:)`).
/// A system colour (`systemColor=`, legacy `cocoaTouchSystemColor=`) is written with
/// `UISystemColorName` first and its light-appearance components: the ones the document
/// declares in `<resources><systemColor>`, else the ones on the element itself (Xcode 11), else
/// `UIKitSystemColors`'.
/// An asset-catalog colour (`name=`) is written by `named(_:)`. A `displayP3` colour is
/// converted to extended sRGB (`UIKitColorConversion`; components may leave 0…1) with a
/// compile warning, since ibtool converts it through ColorSync with numbers we cannot
/// reproduce to the last digit. Calibrated RGB (AppKit's `NSCalibratedRGBColorSpace`, Apple's
/// Generic RGB profile) converts the same way, with the P22 (EBU Tech 3213-E) primaries
/// (`UIKitColorConversion.genericRGB`); a neutral one needs only the published white and gamma.
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
            } else if element.attribute("colorSpace") != nil {
                // Xcode 11's form, before system colours were declared in `<resources>`: the colour's
                // own light-appearance components on the element (`systemColor="linkColor" red= …
                // colorSpace="custom" customColorSpace="sRGB"`), archived as a declared one would be.
                components = try self.components(of: element, what: what, ownerID: ownerID)
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
            // `catalog="System"`: a legacy AppKit catalog colour (`textColor` of the System
            // catalog), not one of the app's asset catalog; UIKit has no such colour to archive.
            if let catalog = element.attribute("catalog") {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "catalog", value: catalog, element: what, id: ownerID)
            }
            return try named(name, document: document, what: what, ownerID: ownerID)
        }
        let color = AppKitArchiveObject(className: "UIColor")
        append(try components(of: element, what: what, ownerID: ownerID), to: color)
        return color
    }

    /// An asset-catalog colour (`<color name="X">`), as `-[UIDynamicCatalogColor encodeWithCoder:]`
    /// writes it (decompiled UIKitCore; `-[UIColor initWithCoder:]` reads the same keys):
    /// `UIDynamicCatalogName`, `UIDynamicCatalogUseNibBundle` (the catalog of the bundle the nib
    /// loads from), then `UIColor`'s own keys for the colour it resolves to — the components the
    /// document declares in `<resources><namedColor name="X">`. Undeclared names are refused.
    static func named(_ name: String, document: InterfaceDocument, what: String, ownerID: String?) throws -> AppKitArchiveObject {
        let declared = document.root.firstChild(named: "resources")?.childElements.first {
            $0.name == "namedColor" && $0.attribute("name") == name
        }?.firstChild(named: "color")
        guard let declared else {
            throw UIKitEncodingError.malformed(element: what, id: ownerID, reason: "colour \"\(name)\" is not declared in <resources><namedColor>")
        }
        let color = AppKitArchiveObject(className: "UIColor")
        color.append("UIDynamicCatalogName", .string(name))
        color.append("UIDynamicCatalogUseNibBundle", .bool(true))
        append(try components(of: declared, what: "namedColor name=\"\(name)\"", ownerID: ownerID), to: color)
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
        case "genericGamma22GrayColorSpace", "deviceWhite":
            return .white(try number("white"), alpha: try number("alpha"))
        case "displayP3":
            return try converted([try number("red"), try number("green"), try number("blue")], alpha: try number("alpha"),
                                 from: UIKitColorConversion.displayP3, what: what, ownerID: ownerID)
        case "calibratedRGB":
            // Generic RGB → extended sRGB (`UIKitColorConversion.genericRGB`); a neutral colour needs
            // only the white and the gamma, so it is exact whatever the primaries.
            let rgb = [try number("red"), try number("green"), try number("blue")]
            if rgb[0] == rgb[1], rgb[1] == rgb[2] {
                let grey = UIKitColorConversion.neutralExtendedSRGB(rgb[0], white: UIKitColorConversion.genericRGBWhite,
                                                                    transfer: UIKitColorConversion.genericRGBTransfer)
                UIKitCompileWarnings.report(what: what, ownerID: ownerID, space: UIKitColorConversion.genericRGB.name,
                                                    from: rgb, to: [grey, grey, grey])
                return .rgb(grey, grey, grey, alpha: try number("alpha"))
            }
            return converted(rgb, alpha: try number("alpha"), from: UIKitColorConversion.genericRGB, what: what, ownerID: ownerID)
        case "calibratedWhite":
            // ibtool stores a calibrated white as RGB with the white repeated: the white through
            // float32, then rounded to ten significant digits; the alpha only rounded (a Linux
            // ibtool matched against Xcode's output byte for byte: white 1/3 → 0.3333333433).
            let white = tenDigits(Double(Float(try number("white"))))
            return .rgb(white, white, white, alpha: tenDigits(try number("alpha")))
        default:
            throw UIKitEncodingError.unsupportedAttribute(attribute: "colorSpace", value: space, element: what, id: ownerID)
        }
    }

    /// A colour of another RGB space, converted to extended sRGB by `UIKitColorConversion` (where
    /// ibtool uses a ColorSync transform), with a compile warning that says so.
    static func converted(_ rgb: [Double], alpha: Double, from space: UIKitColorConversion.Space,
                          what: String, ownerID: String?) -> UIKitSystemColors.Components {
        let srgb = UIKitColorConversion.extendedSRGB(rgb, from: space)
        UIKitCompileWarnings.report(what: what, ownerID: ownerID, space: space.name, from: rgb, to: srgb)
        return .rgb(srgb[0], srgb[1], srgb[2], alpha: alpha)
    }

    static func append(_ components: UIKitSystemColors.Components, to color: AppKitArchiveObject) {
        switch components {
        case .rgb(let red, let green, let blue, let alpha):
            color.append("UIColorComponentCount", .integer(4))
            appendComponent("UIRed", red, to: color)
            appendComponent("UIGreen", green, to: color)
            appendComponent("UIBlue", blue, to: color)
            appendComponent("UIAlpha", alpha, to: color)
            color.append("NSRGB", .bytes(Array(text([red, green, blue], alpha: alpha).utf8)))
            color.append("NSColorSpace", .integer(2))
        case .white(let white, let alpha):
            color.append("UIColorComponentCount", .integer(2))
            appendComponent("UIWhite", white, to: color)
            appendComponent("UIAlpha", alpha, to: color)
            color.append("NSWhite", .bytes(Array(text([white], alpha: alpha).utf8)))
            color.append("NSColorSpace", .integer(4))
        }
    }

    /// A component as a float, followed by `<key>-Double` when the float loses precision (as
    /// in the fixtures: `UIGreen` 0.478431374 then `UIGreen-Double` 0.47843137254901963 for
    /// 122/255; components that came from a float, like 0.71094071865081787, have no double).
    static func appendComponent(_ key: String, _ value: Double, to color: AppKitArchiveObject) {
        color.append(key, .float(Float(value)))
        if Double(Float(value)) != value { color.append("\(key)-Double", .double(value)) }
    }

    /// The `NSRGB`/`NSWhite` text: components with three significant digits, alpha appended
    /// when not 1 (the fixtures' clear colour is `NSWhite` "0 0"; AppKit writes both the same way).
    static func text(_ components: [Double], alpha: Double) -> String {
        (components + (alpha != 1 ? [alpha] : [])).map(significant).joined(separator: " ")
    }

    static func tenDigits(_ value: Double) -> Double {
        Double(String(format: "%.10g", value)) ?? value
    }

    /// `%.3g` as Foundation formats it for the `NSRGB`/`NSWhite` text ("1", "0.5", "0.552").
    static func significant(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}

import Foundation
import IBDocument

/// The ICC profiles ibtool embeds in every system (catalog) colour's fallback: Generic Gray
/// Gamma 2.2 (`NSColorSpace` NSID 9) and sRGB IEC61966-2.1 (NSID 7). Apple's bytes are not
/// bundled with Storyweave: by default we embed our own equivalents (`.storyweave`, written by
/// `ICCProfileWriter`); a caller may pass Apple's (read from a Mac or a reference nib, as the
/// fixture tests do). With none (nil) the encoder refuses catalog colours rather than write a
/// colour without its fallback.
public struct AppKitColorProfiles: Equatable, Sendable {
    public var genericGray: [UInt8]
    public var sRGB: [UInt8]

    public init(genericGray: [UInt8], sRGB: [UInt8]) {
        self.genericGray = genericGray
        self.sRGB = sRGB
    }
}

/// `<color>` → `NSColor`. Calibrated/device colours are `NSColorSpace` 3 (`NSWhite`) or 1/2
/// (`NSRGB`), components as NUL-terminated ASCII; catalog colours are `NSColorSpace` 6 with
/// `NSCatalogName`, `NSColorName` and a fallback `NSColor` in a profiled colour space.
struct AppKitColorEncoder {
    let profiles: AppKitColorProfiles?

    private enum SystemColor {
        case gray(components: String, white: String)
        case rgb(components: String, rgb: String)
        /// A system colour whose fallback is another system colour.
        case catalog(String)
    }

    /// The fallbacks ibtool writes for the system colours (light appearance).
    private static let systemColors: [String: SystemColor] = [
        "controlColor": .gray(components: "0.6666666667 1", white: "0.602715373"),
        "controlTextColor": .gray(components: "0 1", white: "0"),
        "controlBackgroundColor": .gray(components: "0.6666666667 1", white: "0.602715373"),
        "textColor": .gray(components: "0 1", white: "0"),
        "textBackgroundColor": .gray(components: "1 1", white: "1"),
        "labelColor": .gray(components: "0 1", white: "0"),
        "selectedTextBackgroundColor": .gray(components: "0.6666666667 1", white: "0.602715373"),
        "selectedTextColor": .gray(components: "0 1", white: "0"),
        "gridColor": .gray(components: "0.5 1", white: "0.4246723652"),
        "headerTextColor": .gray(components: "0 1", white: "0"),
        "headerColor": .gray(components: "1 1", white: "1"),
        "windowBackgroundColor": .gray(components: "0.5 1", white: "0.4246723652"),
        "secondaryLabelColor": .gray(components: "0.3333333333 1", white: "0.2637968361"),
        // HSChooserWindow (Apple's nib): the same grey fallback as gridColor.
        "tertiaryLabelColor": .gray(components: "0.5 1", white: "0.4246723652"),
        "disabledControlTextColor": .gray(components: "0.3333333333 1", white: "0.2637968361"),
        "linkColor": .rgb(components: "0 0 1 1", rgb: "0 0 0.9981992245"),
        "controlAccentColor": .rgb(components: "0 0 1 1", rgb: "0 0 0.9981992245"),
        "systemRedColor": .rgb(components: "1 0 0 1", rgb: "0.9859541655 0 0.02694000863"),
        "systemBlueColor": .rgb(components: "0 0 1 1", rgb: "0 0 0.9981992245"),
        // Fixture test11_text_view_back: the fallback is the catalog colour systemBlueColor.
        "textInsertionPointColor": .catalog("systemBlueColor"),
        // Not in a fixture pair (todo/test28_tableview_attrs's nib predates its source-list
        // table): the fallback is the catalog colour controlBackgroundColor, as in viraptor/ibtool's
        // `_SYSTEM_COLOR_TABLE` (ibtool/parsers/helpers.py), built like textInsertionPointColor's.
        "_sourceListBackgroundColor": .catalog("controlBackgroundColor"),
    ]

    /// Encodes a `<color>`; `nameOverride` replaces a catalog colour's name (ibtool writes
    /// editable text fields' `textColor` as `controlTextColor`).
    func encode(_ element: MarkupElement, ownerID: String?, nameOverride: String? = nil) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let colorSpace = reader.string("colorSpace") ?? ""
        let color = AppKitArchiveObject(className: "NSColor")
        switch colorSpace {
        case "catalog":
            guard reader.string("catalog") == "System", let name = reader.string("name") else {
                throw reader.unsupported("catalog", element.attribute("catalog") ?? "")
            }
            let colorName = nameOverride ?? name
            guard Self.systemColors[colorName] != nil else { throw reader.unsupported("name", name) }
            reader.consume("white", "alpha", "red", "green", "blue")
            try reader.finish()
            return try systemColor(colorName, element: "color", ownerID: ownerID)
        case "calibratedWhite", "deviceWhite":
            // Device white is NSColor's space 4: GNUstep's keyed decoder reads 3 as calibrated and
            // 4 as device white (and 1, 2 as calibrated and device RGB, as in the pairs). Inferred.
            guard let white = reader.string("white") else { throw reader.unsupported("colorSpace", colorSpace) }
            var text = formatComponent(white)
            if let alpha = reader.string("alpha"), alpha != "1" { text += " " + formatComponent(alpha) }
            color.append("NSColorSpace", .integer(colorSpace == "calibratedWhite" ? 3 : 4))
            color.append("NSWhite", .bytes(Array(text.utf8) + [0]))
        case "calibratedRGB", "deviceRGB":
            guard let red = reader.string("red"), let green = reader.string("green"), let blue = reader.string("blue") else {
                throw reader.unsupported("colorSpace", colorSpace)
            }
            var parts = [red, green, blue].map(stripIntegral)
            let alpha = stripIntegral(reader.string("alpha") ?? "1")
            if alpha != "1" { parts.append(alpha) }
            color.append("NSColorSpace", .integer(colorSpace == "calibratedRGB" ? 1 : 2))
            color.append("NSRGB", .bytes(Array(parts.joined(separator: " ").utf8) + [0]))
        case "custom" where element.attribute("customColorSpace") == "sRGB":
            reader.consume("customColorSpace")
            guard let red = try reader.double("red"), let green = try reader.double("green"), let blue = try reader.double("blue") else {
                throw reader.unsupported("colorSpace", colorSpace)
            }
            guard let profiles else {
                throw AppKitEncodingError.missingColorProfiles(color: "sRGB", element: "color", id: ownerID)
            }
            let sRGB = [red, green, blue, try reader.double("alpha") ?? 1]
            reader.consume("white", "alpha", "red", "green", "blue")
            try reader.finish()
            return Self.profiledRGB(components: sRGB, sRGBProfile: profiles.sRGB)
        default:
            throw reader.unsupported("colorSpace", colorSpace)
        }
        reader.consume("white", "alpha", "red", "green", "blue")
        try reader.finish()
        return color
    }

    /// A colour of the sRGB space (`colorSpace="custom" customColorSpace="sRGB"`) as ibtool
    /// archives it (HSChooserWindow): `NSColorSpace` 1 with `NSRGB` the colour matched into
    /// Generic RGB (alpha appended unless 1), `NSCustomColorSpace` sRGB (NSID 7 with its ICC
    /// profile), `NSComponents` the document's sRGB components with alpha, `NSLinearExposure` 1.
    /// AppKit reads the colour back from `NSComponents` in the custom space, so the colour is
    /// exact; `NSRGB` is the older readers' fallback. ibtool gets it from CoreGraphics
    /// (`CGColorCreateCopyByMatchingToColorSpace`, as viraptor/ibtool's `color_convert.py` calls
    /// it to match Apple's nibs), whose profile maths is not reproducible here: we convert with
    /// the spaces' published definitions (`UIKitColorConversion`: sRGB → Generic RGB, D65, gamma
    /// 1.8) and clip to 0…1 as CoreGraphics does (systemRedColor's fallback: sRGB red → green 0).
    /// **Inferred, known to differ**: the fallback's components differ from CoreGraphics' in the
    /// fourth decimal for chromatic colours (HSChooserWindow: 0.0347757 for Apple's 0.0347257).
    static func profiledRGB(components sRGB: [Double], sRGBProfile: [UInt8]) -> AppKitArchiveObject {
        func text(_ value: Double) -> String { value == value.rounded() ? String(Int64(value)) : String(format: "%.10g", value) }
        let matched = UIKitColorConversion.convert(Array(sRGB.prefix(3)), from: UIKitColorConversion.sRGB, to: UIKitColorConversion.genericRGB)
            .map { UIKitColorConversion.tenPlaces(min(1, max(0, $0))) }
        let alpha = sRGB[3]
        // A document's colour is an object of its own each time; its colour space is shared.
        let color = AppKitArchiveObject(className: "NSColor")
        let space = AppKitArchiveObject(className: "NSColorSpace", isSharedByContent: true)
        let icc = AppKitArchiveObject(className: "NSData", isSharedByContent: true)
        icc.append("NS.bytes", .bytes(sRGBProfile))
        space.append("NSID", .integer(7))
        space.append("NSICC", .object(icc))
        color.append("NSColorSpace", .integer(1))
        color.append("NSRGB", .bytes(Array((matched + (alpha == 1 ? [] : [alpha])).map(text).joined(separator: " ").utf8) + [0]))
        color.append("NSCustomColorSpace", .object(space))
        color.append("NSComponents", .bytes(Array(sRGB.map(text).joined(separator: " ").utf8)))
        color.append("NSLinearExposure", .bytes(Array("1".utf8)))
        return color
    }

    /// A system colour by name (`labelColor`), with its profiled fallback.
    func systemColor(_ name: String, element: String, ownerID: String?) throws -> AppKitArchiveObject {
        guard let system = Self.systemColors[name] else {
            throw AppKitEncodingError.unsupportedAttribute(attribute: "name", value: name, element: element, id: ownerID)
        }
        guard let profiles else {
            throw AppKitEncodingError.missingColorProfiles(color: name, element: element, id: ownerID)
        }
        let color = AppKitArchiveObject(className: "NSColor", isSharedByContent: true)
        color.append("NSColorSpace", .integer(6))
        color.append("NSCatalogName", .string("System"))
        color.append("NSColorName", .string(name))
        color.append("NSColor", .object(fallback(system, profiles: profiles)))
        return color
    }

    private func fallback(_ system: SystemColor, profiles: AppKitColorProfiles) -> AppKitArchiveObject {
        if case .catalog(let name) = system, let inner = Self.systemColors[name] {
            let color = AppKitArchiveObject(className: "NSColor", isSharedByContent: true)
            color.append("NSColorSpace", .integer(6))
            color.append("NSCatalogName", .string("System"))
            color.append("NSColorName", .string(name))
            color.append("NSColor", .object(fallback(inner, profiles: profiles)))
            return color
        }
        let color = AppKitArchiveObject(className: "NSColor", isSharedByContent: true)
        let space = AppKitArchiveObject(className: "NSColorSpace", isSharedByContent: true)
        let icc = AppKitArchiveObject(className: "NSData", isSharedByContent: true)
        switch system {
        case .gray(let components, let white):
            icc.append("NS.bytes", .bytes(profiles.genericGray))
            space.append("NSID", .integer(9))
            space.append("NSModel", .integer(0))
            space.append("NSICC", .object(icc))
            color.append("NSColorSpace", .integer(3))
            color.append("NSWhite", .bytes(Array(white.utf8) + [0]))
            color.append("NSCustomColorSpace", .object(space))
            color.append("NSComponents", .bytes(Array(components.utf8)))
        case .rgb(let components, let rgb):
            icc.append("NS.bytes", .bytes(profiles.sRGB))
            space.append("NSID", .integer(7))
            space.append("NSICC", .object(icc))
            color.append("NSColorSpace", .integer(1))
            color.append("NSRGB", .bytes(Array(rgb.utf8) + [0]))
            color.append("NSCustomColorSpace", .object(space))
            color.append("NSComponents", .bytes(Array(components.utf8)))
        case .catalog:
            break
        }
        color.append("NSLinearExposure", .bytes(Array("1".utf8)))
        return color
    }

    /// Components as ibtool prints them: 10 significant digits (no component in the 106 fixture
    /// nibs has more; `0.75810480442176875` → `0.7581048044`, test11_text_view_back), integral
    /// values without a fraction (`0.41999999999999998` → `0.42`).
    private func formatComponent(_ text: String) -> String {
        stripIntegral(text)
    }

    private func stripIntegral(_ text: String) -> String {
        guard let value = Double(text) else { return text }
        if value == value.rounded() { return String(Int64(value)) }
        return String(format: "%.10g", value)
    }
}

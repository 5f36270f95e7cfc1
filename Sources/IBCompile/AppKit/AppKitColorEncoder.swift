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
    /// Display P3, for `customColorSpace="displayP3"` colours (no system colour uses it, and no
    /// pair has one: ours unless a caller passes another).
    public var displayP3: [UInt8]

    public init(genericGray: [UInt8], sRGB: [UInt8], displayP3: [UInt8] = ICCProfileWriter.displayP3()) {
        self.genericGray = genericGray
        self.sRGB = sRGB
        self.displayP3 = displayP3
    }
}

/// `<color>` → `NSColor`. Calibrated/device colours are `NSColorSpace` 3 (`NSWhite`) or 1/2
/// (`NSRGB`), components as NUL-terminated ASCII; catalog colours are `NSColorSpace` 6 with
/// `NSCatalogName`, `NSColorName` and a fallback `NSColor` in a profiled colour space; custom
/// spaces are `AppKitCustomColorSpace`'s.
///
/// An asset-catalog colour (`<color name="Accent"/>`, no colour space, with its
/// `<resources><namedColor name="Accent"><color …/></namedColor>`) is a catalog colour too:
/// `NSColorSpace` 6, `NSCatalogName` "#$assets-mainBundleID" (the main bundle's asset catalog,
/// whatever the bundle), `NSColorName` the name, `NSColor` the resource's colour as the fallback;
/// one object per name. From two independent reimplementations that compared their output with
/// Apple's: a Linux ibtool's `named_color` (probe AccountsFeedbin, Xcode 27: "catalog wrapper
/// '#$assets-mainBundleID' around the inline sRGB color, catalog name fixed regardless of the
/// bundle") and Finch's AppKit (`+[NSColor colorNamed:]` gives an `NSCoreUICatalogColor` of that
/// catalog; "nibs archive these with the same catalog name (NSColorSpace 6)"). No pair has one.
struct AppKitColorEncoder {
    let profiles: AppKitColorProfiles?
    /// `<resources><namedColor name=…>` of the document: the colour element inside, by name.
    let namedColors: [String: MarkupElement]

    init(profiles: AppKitColorProfiles?, namedColors: [String: MarkupElement] = [:]) {
        self.profiles = profiles
        self.namedColors = namedColors
    }

    /// The document's `<namedColor>` resources.
    static func namedColors(of document: InterfaceDocument) -> [String: MarkupElement] {
        var table: [String: MarkupElement] = [:]
        for resource in document.root.firstChild(named: "resources")?.childElements ?? [] where resource.name == "namedColor" {
            if let name = resource.attribute("name"), let color = resource.firstChild(named: "color") { table[name] = color }
        }
        return table
    }

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
        // Not in a fixture pair: a Linux ibtool compared byte for byte with Xcode 27's output
        // (golden CurrentActivity: "the wrapper's inner color is the gridColor WRAPPER object
        // (separator's own values never archive)").
        "separatorColor": .catalog("gridColor"),
    ]

    /// Why a system colour outside `systemColors` is refused: its archived fallback is the colour's
    /// value when ibtool ran (light appearance), in Generic Gray or sRGB, and the pairs and the
    /// references above give it for these names only.
    static func unknownSystemColorReason(_ name: String) -> String {
        "the system colour \"\(name)\" is archived with its value at compile time as a profiled fallback (NSColorSpace 6 { NSCatalogName System, NSColorName, NSColor }), and no pair, legacy archive or reference compiler shows that value for this name"
    }

    /// Encodes a `<color>`; `nameOverride` replaces a catalog colour's name (ibtool writes
    /// editable text fields' `textColor` as `controlTextColor`).
    func encode(_ element: MarkupElement, ownerID: String?, nameOverride: String? = nil) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let colorSpace = reader.string("colorSpace") ?? ""
        let color = AppKitArchiveObject(className: "NSColor")
        switch colorSpace {
        case "" where element.attribute("name") != nil && element.attribute("catalog") == nil:
            let name = reader.string("name") ?? ""
            try reader.finish()
            return try assetColor(name, element: element, ownerID: ownerID)
        case "catalog":
            guard reader.string("catalog") == "System", let name = reader.string("name") else {
                throw reader.unsupported("catalog", element.attribute("catalog") ?? "")
            }
            let colorName = nameOverride ?? name
            guard Self.systemColors[colorName] != nil else {
                throw AppKitEncodingError.notCompiled(element: "color", id: ownerID, reason: Self.unknownSystemColorReason(colorName))
            }
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
        case "custom":
            let spaceName = reader.string("customColorSpace") ?? ""
            guard let space = AppKitCustomColorSpace.byName[spaceName] else {
                throw AppKitEncodingError.notCompiled(element: "color", id: ownerID, reason:
                    "customColorSpace=\"\(spaceName)\" is a device space (or one Xcode does not write for macOS), whose colours have no defined conversion to the calibrated fallback ibtool archives beside the components, and no Apple nib shows one")
            }
            let names = space.model == .rgb ? ["red", "green", "blue", "alpha"] : ["white", "alpha"]
            var components: [Double] = []
            for name in names {
                guard let value = try reader.double(name) ?? (name == "alpha" ? 1 : nil) else {
                    throw AppKitEncodingError.malformed(element: "color", id: ownerID, reason: "a \(spaceName) colour needs \(name)")
                }
                components.append(value)
            }
            guard let profiles else {
                throw AppKitEncodingError.missingColorProfiles(color: spaceName, element: "color", id: ownerID)
            }
            try reader.finish()
            return space.color(components: components, profiles: profiles)
        default:
            throw reader.unsupported("colorSpace", colorSpace)
        }
        reader.consume("white", "alpha", "red", "green", "blue")
        try reader.finish()
        return color
    }

    /// An asset-catalog colour (see the type's comment), shared by name.
    private func assetColor(_ name: String, element: MarkupElement, ownerID: String?) throws -> AppKitArchiveObject {
        guard let resource = namedColors[name] else {
            throw AppKitEncodingError.notCompiled(element: "color", id: ownerID, reason:
                "the asset colour \"\(name)\" has no <namedColor> in the document's <resources>, and ibtool archives the colour's value as the fallback of the named colour")
        }
        let color = AppKitArchiveObject(className: "NSColor", isSharedByContent: true)
        color.append("NSColorSpace", .integer(6))
        color.append("NSCatalogName", .string("#$assets-mainBundleID"))
        color.append("NSColorName", .string(name))
        color.append("NSColor", .object(try encode(resource, ownerID: ownerID)))
        return color
    }

    /// A system colour by name (`labelColor`), with its profiled fallback.
    func systemColor(_ name: String, element: String, ownerID: String?) throws -> AppKitArchiveObject {
        guard let system = Self.systemColors[name] else {
            throw AppKitEncodingError.notCompiled(element: element, id: ownerID, reason: Self.unknownSystemColorReason(name))
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

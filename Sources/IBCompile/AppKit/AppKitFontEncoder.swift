import IBDocument

/// `<font>` → `NSFont` { `NSName`, `NSSize` (double), `NSfFlags` }. Meta fonts become the
/// system UI font with the role in `NSfFlags` (`((role << 8) & 0xF00) | role`, e.g. 0x414 for
/// `system`, 0x818 for `systemBold`); named fonts carry role 0x10. Fonts are shared by content.
/// `titleBar` is the bold system font with a text style: after `NSfFlags` ibtool writes
/// `NSTextStyleDescriptor` (an `NSFontDescriptor` whose attributes name the size category,
/// the UI usage `UICTFontTextStyleHeadline` and the size) and `NSHasWidth` = NO
/// (fixture metafonts_extra).
enum AppKitFontEncoder {
    private struct TextStyle {
        let usage: String
        let sizeCategory: Int64
        /// `NSFontDescriptorOptions` as ibtool writes it for this style.
        let options: Int64
    }

    private struct MetaFont {
        let name: String
        let size: Double
        let role: Int64
        var extraFlags: Int64 = 0
        var textStyle: TextStyle?
    }

    private static let metaFonts: [String: MetaFont] = [
        "system": MetaFont(name: ".AppleSystemUIFont", size: 13, role: 0x14),
        "systemBold": MetaFont(name: ".AppleSystemUIFontBold", size: 13, role: 0x18),
        "smallSystem": MetaFont(name: ".AppleSystemUIFont", size: 11, role: 0x1c),
        "smallSystemBold": MetaFont(name: ".AppleSystemUIFontBold", size: 11, role: 0x1d),
        "miniSystem": MetaFont(name: ".AppleSystemUIFont", size: 9, role: 0x1e),
        "cellTitle": MetaFont(name: ".AppleSystemUIFont", size: 12, role: 0x13, extraFlags: 0x1000),
        "label": MetaFont(name: ".AppleSystemUIFont", size: 10, role: 0x1b),
        "menu": MetaFont(name: ".AppleSystemUIFont", size: 13, role: 0x15),
        "message": MetaFont(name: ".AppleSystemUIFont", size: 13, role: 0x15),
        "menuBar": MetaFont(name: ".AppleSystemUIFont", size: 14, role: 0x10, extraFlags: 0x1000),
        "toolTip": MetaFont(name: ".AppleSystemUIFont", size: 11, role: 0x19),
        "controlContent": MetaFont(name: ".AppleSystemUIFont", size: 12, role: 0x1a),
        "miniSystemBold": MetaFont(name: ".AppleSystemUIFontBold", size: 9, role: 0x1f),
        "user": MetaFont(name: "Helvetica", size: 12, role: 0x11),
        "palette": MetaFont(name: ".AppleSystemUIFont", size: 11, role: 0x17),
        // Weighted system fonts (`+[NSFont systemFontOfSize:weight:]`; Interface Builder's
        // "System Semibold", "System Medium"): the names are the system font's faces by weight —
        // a Chromium source comment lists ".AppleSystemUIFontMedium: 0.23, .AppleSystemUIFontDemi:
        // 0.30" among the "actual system font weights", and a table measured on macOS 26 (25G83)
        // gives `fontName` ".AppleSystemUIFontDemi" for a semibold role. **Hypothesis**: the system
        // font's role 0x14 (no pair has a weighted font; ibtool may also write a font descriptor).
        "systemSemibold": MetaFont(name: ".AppleSystemUIFontDemi", size: 13, role: 0x14),
        "systemMedium": MetaFont(name: ".AppleSystemUIFontMedium", size: 13, role: 0x14),
        "titleBar": MetaFont(name: ".AppleSystemUIFontBold", size: 13, role: 0x13,
                             textStyle: TextStyle(usage: "UICTFontTextStyleHeadline", sizeCategory: 3, options: 0x8000_8404)),
    ]

    /// `NSFontDescriptor` { `NSFontDescriptorAttributes` (size category, UI usage, size),
    /// `NSFontDescriptorOptions` }.
    private static func textStyleDescriptor(_ style: TextStyle, size: Double) -> AppKitArchiveObject {
        let pointSize = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        pointSize.append("NS.dblval", .double(size))
        let attributes = AppKitArchiveObject.collection("NSDictionary", [
            .string("NSCTFontSizeCategoryAttribute"), .object(.number(style.sizeCategory)),
            .string("NSCTFontUIUsageAttribute"), .string(style.usage),
            .string("NSFontSizeAttribute"), .object(pointSize),
        ])
        let descriptor = AppKitArchiveObject(className: "NSFontDescriptor")
        descriptor.append("NSFontDescriptorAttributes", .object(attributes))
        descriptor.append("NSFontDescriptorOptions", .integer(style.options))
        return descriptor
    }

    static func roleFlags(_ role: Int64) -> Int64 { ((role << 8) & 0xF00) | (role & 0xFF) }

    static func encode(_ element: MarkupElement, ownerID: String?) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let font = AppKitArchiveObject(className: "NSFont", isSharedByContent: true)
        let size = try reader.double("size")
        if let metaFontName = reader.string("metaFont") {
            guard let meta = metaFonts[metaFontName] else { throw reader.unsupported("metaFont", metaFontName) }
            font.append("NSName", .string(meta.name))
            font.append("NSSize", .double(size ?? meta.size))
            font.append("NSfFlags", .integer(roleFlags(meta.role) | meta.extraFlags))
            if let style = meta.textStyle {
                font.append("NSTextStyleDescriptor", .object(textStyleDescriptor(style, size: size ?? meta.size)))
                font.append("NSHasWidth", .bool(false))
            }
        } else {
            let name = reader.string("name")
            font.append("NSName", .string(name ?? ".AppleSystemUIFont"))
            font.append("NSSize", .double(size ?? 13))
            font.append("NSfFlags", .integer(roleFlags(name == nil ? 0x14 : 0x10)))
            if try reader.bool("usesAppearanceFont", default: false) {
                font.append("NSFontUsesAppearanceFontSize", .bool(true))
            }
        }
        try reader.finish()
        return font
    }

    /// The font of every `NSTableHeaderCell`, whatever its `<font>` says: the 11 pt system font
    /// (`NSfFlags` 0x10) with the `UICTFontTextStyleSubhead` text style (all table fixtures).
    static func tableHeaderFont() -> AppKitArchiveObject {
        let font = AppKitArchiveObject(className: "NSFont", isSharedByContent: true)
        font.append("NSName", .string(".AppleSystemUIFont"))
        font.append("NSSize", .double(11))
        font.append("NSfFlags", .integer(0x10))
        let style = TextStyle(usage: "UICTFontTextStyleSubhead", sizeCategory: 3, options: 0x8000_8404)
        font.append("NSTextStyleDescriptor", .object(textStyleDescriptor(style, size: 11)))
        font.append("NSHasWidth", .bool(false))
        return font
    }

    /// The font a button cell gets when its `<font>` is absent: the 13 pt system font.
    static func defaultButtonFont() -> AppKitArchiveObject {
        let font = AppKitArchiveObject(className: "NSFont", isSharedByContent: true)
        font.append("NSName", .string(".AppleSystemUIFont"))
        font.append("NSSize", .double(13))
        font.append("NSfFlags", .integer(0x414))
        return font
    }
}

import IBDocument

/// `<fontDescription>` → `UIFont`, with the keys and order of the iOS fixtures:
/// `UIFontName`, `UIFontDescriptor` { `UIFontDescriptorAttributes` (NSDictionary of
/// `NSFontSizeAttribute` → NSNumber double, then `NSCTFontUIUsageAttribute` for system
/// fonts or `NSFontNameAttribute` for named ones), `UIFontDescriptorOptions` },
/// `UIFontPointSize`, (system fonts: `UIFontTextStyleForScaling` nil,
/// `UIFontPointSizeForScaling` 0, `UIFontMaximumPointSizeAfterScaling` 0), `UIFontTraits`,
/// `UISystemFont`, `NSName`, `NSSize`.
/// The regular system font and named fonts are verified against the fixtures; the other
/// system weights and text styles follow the same shape with CoreText's usage names.
enum UIKitFontEncoder {
    /// System font weights → (PostScript name, CoreText usage).
    static let systemWeights: [String: (name: String, usage: String)] = [
        "ultraLight": (".SFUI-Ultralight", "CTFontUltraLightUsage"), "thin": (".SFUI-Thin", "CTFontThinUsage"),
        "light": (".SFUI-Light", "CTFontLightUsage"), "regular": (".SFUI-Regular", "CTFontRegularUsage"),
        "medium": (".SFUI-Medium", "CTFontMediumUsage"), "semibold": (".SFUI-Semibold", "CTFontDemiUsage"),
        "bold": (".SFUI-Bold", "CTFontBoldUsage"), "heavy": (".SFUI-Heavy", "CTFontHeavyUsage"),
        "black": (".SFUI-Black", "CTFontBlackUsage"),
    ]
    /// Dynamic Type styles → default point size (large content size category).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
    /// `UIFontDescriptorOptions` of system-font descriptors in the fixtures.
    static let systemDescriptorOptions: Int64 = 2_147_516_422

    static func encode(_ element: MarkupElement) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let name: String
        let size: Double
        let isSystem: Bool
        var traits: Int64 = 0
        var descriptorAttributes: [(String, AppKitArchiveObject)] = []
        var textStyle: String?
        if let style = reader.string("style") {
            guard let defaultSize = textStyleSizes[style] else { throw reader.unsupported("style", style) }
            size = try reader.double("pointSize") ?? defaultSize
            name = ".SFUI-Regular"
            isSystem = true
            textStyle = style
            descriptorAttributes = [("NSCTFontUIUsageAttribute", .string(style))]
        } else if let type = reader.string("type") {
            guard let pointSize = try reader.double("pointSize") else {
                throw UIKitEncodingError.malformed(element: "fontDescription", id: nil, reason: "it has no numeric pointSize")
            }
            size = pointSize
            isSystem = true
            let usage: String
            switch type {
            case "system":
                guard let weight = try reader.mapped("weight", systemWeights.mapValues { Optional($0) }, default: systemWeights["regular"]) else {
                    throw reader.unsupported("weight", element.attribute("weight") ?? "")
                }
                (name, usage) = weight
            case "boldSystem":
                (name, usage) = (".SFUI-Semibold", "CTFontEmphasizedUsage")
                traits = 2
            case "italicSystem":
                // `+italicSystemFontOfSize:`: PostScript name `.SFUI-RegularItalic` (the name
                // UIKit reports for it since iOS 13, the family the fixtures' `.SFUI-Regular`
                // belongs to), CoreText usage `CTFontObliqueUsage` (the usage that apps' widely
                // copied `UIFont.init(myCoder:)` overrides read back from real nibs' descriptors
                // beside `CTFontRegularUsage` / `CTFontEmphasizedUsage`), trait italic
                // (`UIFontDescriptorTraitItalic` = 1). Hypothesis in the shape of `boldSystem`:
                // no Apple nib in the fixtures has an italic system font.
                (name, usage) = (".SFUI-RegularItalic", "CTFontObliqueUsage")
                traits = 1
            default:
                throw reader.unsupported("type", type)
            }
            descriptorAttributes = [("NSCTFontUIUsageAttribute", .string(usage))]
        } else if let fontName = reader.string("name") {
            guard let pointSize = try reader.double("pointSize") else {
                throw UIKitEncodingError.malformed(element: "fontDescription", id: nil, reason: "it has no numeric pointSize")
            }
            name = fontName
            size = pointSize
            isSystem = false
            reader.consume("family")
            descriptorAttributes = [("NSFontNameAttribute", .string(fontName))]
        } else {
            throw UIKitEncodingError.malformed(element: "fontDescription", id: nil, reason: "it names no font (type, style or name)")
        }
        try reader.finish()

        var dictionary: [AppKitArchiveValue] = [.string("NSFontSizeAttribute"), .object(number(size))]
        for (key, value) in descriptorAttributes { dictionary += [.string(key), .object(value)] }
        let descriptor = AppKitArchiveObject(className: "UIFontDescriptor")
        descriptor.append("UIFontDescriptorAttributes", .object(.collection("NSDictionary", dictionary)))
        descriptor.append("UIFontDescriptorOptions", .integer(isSystem ? systemDescriptorOptions : 0))

        let font = AppKitArchiveObject(className: "UIFont")
        font.append("UIFontName", .string(name))
        font.append("UIFontDescriptor", .object(descriptor))
        font.append("UIFontPointSize", .double(size))
        if isSystem {
            font.append("UIFontTextStyleForScaling", textStyle.map { .string($0) } ?? .null)
            font.append("UIFontPointSizeForScaling", .double(0))
            font.append("UIFontMaximumPointSizeAfterScaling", .double(0))
        }
        font.append("UIFontTraits", .integer(traits))
        font.append("UISystemFont", .bool(isSystem))
        font.append("NSName", .string(name))
        font.append("NSSize", .double(size))
        return font
    }

    /// `NSNumber` with a double payload (`NS.dblval`), shared by content.
    static func number(_ value: Double) -> AppKitArchiveObject {
        let object = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        object.append("NS.dblval", .double(value))
        return object
    }
}

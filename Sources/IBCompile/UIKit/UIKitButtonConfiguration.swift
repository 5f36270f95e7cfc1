import IBDocument

/// A button's `<buttonConfiguration key="configuration" style= title= image= catalog=>` (Xcode 13+,
/// `UIButton.Configuration`) → the `UIButtonConfiguration` archived under the button's
/// `UIButtonConfiguration` key, with its `UIBackgroundConfiguration`.
///
/// Sources (docs/compile.md, "buttonConfiguration"):
/// - D: `-[UIButtonConfiguration encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1) — the keys and
///   their order below; `_UIButtonConfigurationStyleBehaviors` — style numbers plain 0, gray 1,
///   tinted 2, filled 3 (`+behaviorForStyle:`, `-initWithStyle:` of each behaviour);
///   `-_initWithBehaviors:` — a `+[UIBackgroundConfiguration clearConfiguration]` background with a
///   5.95 corner radius (outside Solarium), a clear stroke colour of width 1, image placement
///   leading (2), title padding 1; `-[UIBackgroundConfiguration _init]` — clear background and
///   stroke colours, all four corners masked (15); `-[UIBackgroundConfiguration encodeWithCoder:]`
///   — the background's keys and order.
/// - V: Apple's Xcode 14.2 nib ios-63 `IAK-b5-LWe` (a filled configuration titled "СБРОС"): the
///   same values, the title as an `NSAttributedString` of an `NSLocalizableString` keyed
///   `<id>.configuration.title` with an empty attributes `NSDictionary`, an empty subtitle
///   `NSAttributedString`, no activity indicator, the background's colour the default tint
///   (0 0.478 1) and its `hasCustomized-…` flags (YES only for `strokeColor` and `strokeWidth`,
///   the two `-_initWithBehaviors:` sets through public setters).
///
/// Where the iOS 26.1 coder writes keys the Xcode 14.2 nib lacks (`SymbolContentTransition`,
/// `visualEffectGroupName`, `visualEffectblurClippingMode`, `defaultStyle_v2`) or lacks one it has
/// (`shadowType`, now only with shadow properties), the newer coder is followed.
/// **Hypotheses**: the background colour is the style's resolved effective one (shown for filled
/// only; plain's and gray's follow the same blocks); the corner radius is the non-Solarium 5.95 (ios-63's; an iOS 26 runtime
/// with Solarium would write 17); an image-only configuration
/// archives an empty title as it archives the unset subtitle. The tinted style (its alpha
/// reduction was not read) and `titleFontDescription` (a text-attributes transformer, a block no
/// coder archives) are refused.
enum UIKitButtonConfiguration {
    static let styles: [String: Int64] = ["plain": 0, "gray": 1, "tinted": 2, "filled": 3]

    static func encode(_ element: MarkupElement, buttonID: String?, document: InterfaceDocument) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let style = try reader.mapped("style", styles, default: 0)
        // The background colour the background holds when ibtool archives it: the style's
        // normal-state effective background for no base colour, resolved in the light appearance
        // (inferred; V for filled, ios-63). D (the behaviours' background blocks, iOS 26.1):
        // plain → `clearColor` (static, so it keeps its name: the stroke's `clearColor` in ios-63
        // does), gray → `secondarySystemFillColor`, filled → `tintColor`, whose default is system
        // blue (ios-63's 0 0.478 1, archived without a name, as a resolved dynamic colour is).
        // Tinted reduces the tint's alpha by `_tintBehaviorAlphaReduction`, not read: refused.
        let backgroundColor: AppKitArchiveObject
        switch style {
        case 0: backgroundColor = systemColor("clearColor")
        case 1: backgroundColor = resolved("secondarySystemFillColor")
        case 3: backgroundColor = resolved("systemBlueColor")
        default:
            throw UIKitEncodingError.unsupportedAttribute(attribute: "style", value: element.attribute("style") ?? "", element: "buttonConfiguration", id: buttonID)
        }
        if let font = reader.child("fontDescription", key: "titleFontDescription") {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "titleFontDescription", value: font.attribute("type") ?? "",
                                                          element: "buttonConfiguration", id: buttonID)
        }
        let configuration = AppKitArchiveObject(className: "UIButtonConfiguration")
        configuration.append("UIButtonConfigurationButtonStyle", .integer(style))
        configuration.append("UIButtonConfigurationBackground", .object(background(color: backgroundColor)))
        configuration.append("UIButtonConfigurationCornerStyle", .integer(0))
        configuration.append("UIButtonConfigurationButtonSize", .integer(0))
        configuration.append("UIButtonConfigurationMacIdiomStyle", .integer(0))
        configuration.append("UIButtonConfigurationBaseBackgroundColor", .null)
        configuration.append("UIButtonConfigurationBaseForegroundColor", .null)
        try reader.accept("catalog", only: ["system"])
        if let image = reader.string("image") {
            configuration.append("UIButtonConfigurationImage", .object(try UIKitImageEncoder.placeholder(named: image, document: document, ownerID: buttonID)))
        } else {
            configuration.append("UIButtonConfigurationImage", .null)
        }
        configuration.append("UIButtonConfigurationPreferredSymbolConfigurationForImage", .null)
        configuration.append("UIButtonConfigurationSymbolContentTransition", .null)
        configuration.append("UIButtonConfigurationShowsActivityIndicator", .bool(false))
        let title = reader.string("title")
        configuration.append("UIButtonConfigurationTitle", .object(attributedString(title.map {
            UIKitStrings.localizable($0, objectID: buttonID, property: "configuration.title")
        })))
        configuration.append("UIButtonConfigurationSubtitle", .object(attributedString(nil)))
        configuration.append("UIButtonConfigurationImagePlacement", .integer(2))
        configuration.append("UIButtonConfigurationImagePadding", .float(0))
        configuration.append("UIButtonConfigurationTitlePadding", .float(1))
        configuration.append("UIButtonConfigurationTitleAlignment", .integer(0))
        try reader.finish()
        return configuration
    }

    /// V (ios-63): a title is { `NSString`, `NSAttributes` (empty `NSDictionary`) }; the unset
    /// subtitle an `NSAttributedString` of an empty `NSString` and no attributes.
    private static func attributedString(_ text: AppKitArchiveValue?) -> AppKitArchiveObject {
        let string = AppKitArchiveObject(className: "NSAttributedString")
        if let text {
            string.append("NSString", text)
            string.append("NSAttributes", .object(.collection("NSDictionary", [])))
        } else {
            string.append("NSString", .string(""))
        }
        return string
    }

    /// `-[UIBackgroundConfiguration encodeWithCoder:]` (D, iOS 26.1) of the background
    /// `-_initWithBehaviors:` makes (values D + V; flags V, see the type's comment).
    private static func background(color: AppKitArchiveObject) -> AppKitArchiveObject {
        let background = AppKitArchiveObject(className: "UIBackgroundConfiguration")
        background.append("customView", .null)
        // V: the double is 5.949999999999999 (ios-63), which the decompilation prints as 5.95.
        background.append("cornerRadius", .double(5.949999999999999))
        background.append("maskedCorners", .integer(15))
        background.append("backgroundColor", .object(color))
        background.append("backgroundColorTransformerIdentifier", .integer(0))
        background.append("visualEffect", .null)
        background.append("visualEffectGroupName", .null)
        background.append("visualEffectblurClippingMode", .integer(0))
        background.append("image", .null)
        background.append("imageContentMode", .integer(0))
        background.append("backgroundInsets", .string("{0, 0, 0, 0}"))
        background.append("edgesAddingLayoutMarginsToBackgroundInsets", .integer(0))
        background.append("strokeColor", .object(systemColor("clearColor")))
        background.append("strokeColorTransformerIdentifier", .integer(0))
        background.append("strokeWidth", .double(1))
        background.append("strokeOutset", .double(0))
        background.append("strokeLocation", .integer(0))
        background.append("defaultStyle_v2", .integer(0))
        background.append("defaultStyle", .integer(0))
        // `hasCustomized-…`: YES for the two properties `-_initWithBehaviors:` sets through the
        // public setters (stroke colour and width; D), NO for the rest (V: ios-63 the same).
        for name in ["customView", "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets",
                     "backgroundColor", "backgroundColorTransformerIdentifier", "visualEffect", "visualEffectGroupName",
                     "image", "imageContentMode", "strokeColor", "strokeColorTransformerIdentifier", "strokeWidth",
                     "strokeOutset", "maskedCorners"] {
            background.append("hasCustomized-\(name)", .bool(name == "strokeColor" || name == "strokeWidth"))
        }
        return background
    }

    private static func systemColor(_ name: String) -> AppKitArchiveObject {
        let color = AppKitArchiveObject(className: "UIColor")
        color.append("UISystemColorName", .string(name))
        UIKitColorEncoder.append(UIKitSystemColors.lightAppearance[name]!, to: color)
        return color
    }

    /// A dynamic system colour resolved for the light appearance: its components, no name.
    private static func resolved(_ name: String) -> AppKitArchiveObject {
        let color = AppKitArchiveObject(className: "UIColor")
        UIKitColorEncoder.append(UIKitSystemColors.lightAppearance[name]!, to: color)
        return color
    }
}
